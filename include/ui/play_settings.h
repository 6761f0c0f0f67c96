/*
 * The settings file, $XDG_CONFIG_HOME/gnomon/gnomonrc (~/.config when
 * XDG_CONFIG_HOME is not set): the player's defaults for a game in the
 * terminal, read before the command line, whose options override them;
 * the new-game menu's remembered choices (ui_choices.h) come over its
 * level and side, which are the menu's only until it keeps its own.
 * One setting a line, `key = value` (or `key value`); `#` starts a comment
 * and blank lines are skipped.  The keys and values are options.h's table
 * of them (play_settings_table), so `gnomon --help`'s values read the same
 * here: level, side, hints, calm, cursor, ascii, palette, and key-undo,
 * key-hints, key-tomorrow, key-new, key-rules, key-quit, key-type (one
 * character).
 * A bad line stops the reading, with a message naming the file and the
 * line; nothing of the file is taken then.  A key this version does not
 * know (a newer version's) is no bad line: it is skipped, with a warning
 * naming the file and the line.
 */
#ifndef GNOMON_PLAY_SETTINGS_H
#define GNOMON_PLAY_SETTINGS_H

#include <stdio.h>

#include "core/options.h"
#include "ui/play.h"

enum {
	PLAY_SETTINGS_PATH_MAX = 4096,
	/* "gnomon: PATH:LINE: " and the setting's message */
	PLAY_SETTINGS_ERROR_MAX =
	    PLAY_SETTINGS_PATH_MAX + OPTIONS_ERROR_MAX + 32
};

extern const struct options_table play_settings_table;

/*
 * Reads the settings in `in` (named `name` in messages) into `options`:
 * 0, or -1 with "gnomon: NAME:LINE: why" in `error`
 * (PLAY_SETTINGS_ERROR_MAX bytes) and `options` unchanged.  `warning`
 * (as large) holds the lines skipped, "gnomon: NAME:LINE: unknown setting
 * 'KEY', ignored", one a line (as many as fit), or "".
 */
/* The settings file's word for a palette ("auto", "256", ... "safe"),
 * and for a side ("amber", "teal", "random"), as --side takes it too. */
const char *play_settings_palette_name(enum play_palette);
const char *play_settings_side_name(enum play_side);
int	play_settings_read(FILE *in, const char *name, struct play_options *,
	    char *error, char *warning);

/* The settings file's path, in `path` (PLAY_SETTINGS_PATH_MAX bytes):
 * 0, or -1 when neither XDG_CONFIG_HOME nor HOME is set. */
int	play_settings_path(char *path);

/* Reads the settings file if there is one (none is no error): 0, or -1
 * with the message in `error`; its warnings in `warning`, as
 * play_settings_read's. */
int	play_settings_load(struct play_options *, char *error, char *warning);

#endif

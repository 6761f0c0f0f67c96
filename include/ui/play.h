/*
 * What the player chose for a game in the terminal, from the command line
 * (play_options_parse) or the interface's menus.  The interface (ui.h)
 * starts from it; the front end that runs the game is tui_entry.h's.
 */
#ifndef GNOMON_PLAY_H
#define GNOMON_PLAY_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "core/board.h"

struct options_table;

enum {
	LEVEL_MIN = 1,
	LEVEL_MAX = 5,
	LEVEL_DEFAULT = 2,
	PLAY_ERROR_MAX = 192
};

enum play_side { PLAY_SIDE_AMBER, PLAY_SIDE_TEAL, PLAY_SIDE_RANDOM };

/* The colours of the full screen: as the terminal allows, or chosen. */
enum play_palette {
	PLAY_PALETTE_AUTO, /* 256, 8 or none, as TERM and NO_COLOR say */
	PLAY_PALETTE_256,
	PLAY_PALETTE_8,
	PLAY_PALETTE_MONO,
	/* 256 colours apart under colour-vision deficiencies */
	PLAY_PALETTE_SAFE,
	PLAY_PALETTES
};

/* The commands whose key the settings file can change (play_settings.h). */
enum play_command {
	PLAY_COMMAND_UNDO,
	PLAY_COMMAND_HINTS,
	PLAY_COMMAND_TOMORROW,
	PLAY_COMMAND_NEW,
	PLAY_COMMAND_RULES,
	PLAY_COMMAND_QUIT,
	PLAY_COMMAND_TYPE,
	PLAY_COMMAND_TIP,
	PLAY_COMMAND_REVIEW,
	PLAY_COMMANDS
};

struct play_options {
	struct rules	rules;
	int level; /* the computer's level, LEVEL_MIN..LEVEL_MAX */
	enum play_side side; /* the person's colour against the computer */
	bool		hotseat;	/* two players on one keyboard */
	bool		autoplay;	/* the computer plays both sides */
	bool ascii; /* ASCII glyphs even in a UTF-8 locale */
	bool chose; /* the command line chose the game: skip the menu */
	bool resume; /* resume the saved game, without asking */
	bool plain; /* the line mode (plain.h), not the full screen */
	bool calm; /* no animation: the dusk ring marked steadily */
	bool cursor; /* the terminal's cursor shown, on the board's */
	bool		no_hints;	/* start with the hints off */
	enum play_palette palette;
	/* A key of the player's for each command, or 0: the usual ones only. */
	char		keys[PLAY_COMMANDS];
	uint64_t	seed;
	/* The new-game menu's fair sun (pie.h's measured one) in the place of
	 * rules.start_sun, as the menu last chose it (ui_choices.h). */
	bool		fair_sun;
	/* The command line set the first sun, the pie rule: the menu's
	 * remembered choices leave them as it set them. */
	bool		chose_sun, chose_pie;
	/* A game the lobby runs: the lobby's account is shared by all its
	 * players, so a friend is played through the lobby's own rooms. */
	bool		lobby;
};

#endif

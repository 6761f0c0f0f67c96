/*
 * A player's name as a screen shows it (src/ui/ui_name.c).  A name is 1 to
 * WIRE_NAME_MAX characters of UTF-8 (wire.h's rule): on a UTF-8 terminal it
 * is drawn as it is, and takes as many columns as the terminal gives its
 * characters (two for 李, none for a combining accent), so the lobby's
 * list and the room's panel count columns, not bytes; on an ASCII terminal
 * each character past ASCII stands as '?'.
 */
#ifndef GNOMON_UI_NAME_H
#define GNOMON_UI_NAME_H

#include <stdbool.h>
#include <stddef.h>

/* `name` for the screen, in `out` (`size` bytes): as it is on a UTF-8
 * terminal (or as on an ASCII one if it is no name a room would send),
 * one '?' a character past ASCII on an ASCII one. */
void	ui_name_show(const char *name, bool ascii, char *out, size_t size);

/* Text from outside (a name, a room's words) for an ASCII screen, in `out`
 * (`size` bytes): cleaned (utf8_clean), then one '?' a character past
 * ASCII, so that each character takes one column. */
void	ui_name_ascii(const char *text, char *out, size_t size);

/* The columns UTF-8 `text` takes on the terminal (ui_text_columns). */
int	ui_name_columns(const char *text);

/* `text` in exactly `columns` columns, in `out` (`size` bytes): cut on a
 * character's edge where it is wider, spaces after it where narrower. */
void	ui_name_fit(const char *text, int columns, char *out, size_t size);

/* Backspace in a name being typed: its last character goes, however many
 * bytes of UTF-8 it is. */
void	ui_name_back(char *text);

#endif

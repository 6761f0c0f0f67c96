/*
 * Shared helpers of the tests of the interface's modes (tests/test_ui_*.c):
 * cells read from text, keys typed, a position set up, and the cmocka
 * fixtures of a game already begun, hot-seat or against the computer.
 * Every helper fails the running cmocka test on bad input.
 */
#ifndef GNOMON_TESTS_UI_FIXTURE_H
#define GNOMON_TESTS_UI_FIXTURE_H

#include "core/record.h"
#include "ui/ui.h"

/* The cell named `name` ("d4"). */
int	fixture_ui_cell(const char *name);
/* The view's cell named `name`. */
const struct ui_cell *fixture_ui_view_cell(const struct ui_view *,
	    const char *name);
/* Types the keys; the event the last one returned. */
enum ui_event fixture_ui_keys(struct ui *, const char *typed);
/* The menu's cursor to `row` (one that applies), with the arrow keys. */
void	fixture_ui_menu_to(struct ui *, int row);
/* Cmocka fixtures: a hot-seat game already started (the command line
 * chose it), with a page of 10 rows; Amber against the computer; and the
 * teardown of either. */
int	fixture_ui_hotseat(void **state);
int	fixture_ui_computer(void **state);
int	fixture_ui_teardown(void **state);
/* The game replaced by `position` (notation.h's), keeping who plays. */
void	fixture_ui_load(struct ui *, const char *position);
/* A record of three moves from the start: d1d2, d7d6, b1b2. */
void	fixture_ui_three_moves(struct record *);

#endif

/*
 * ui_fixture.c owns the helpers of ui_fixture.h shared by the tests of the
 * interface's modes.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>

#include "core/notation.h"
#include "core/record.h"
#include "ui/play_options.h"
#include "ui/ui.h"
#include "ui/ui_menu.h"
#include "ui/ui_mode.h"
#include "ui/ui_game.h"
#include "ui/ui_page.h"
#include "ui_fixture.h"
int
fixture_ui_cell(const char *name)
{
	int at;
	char error[NOTATION_ERROR_MAX];

	if (notation_read_cell(name, &at, error) < 0)
		fail_msg("bad cell in test: %s", name);
	return at;
}

const struct ui_cell *
fixture_ui_view_cell(const struct ui_view *view, const char *name)
{
	int at = fixture_ui_cell(name);

	return &view->cells[cell_rank(at)][cell_file(at)];
}

/* Types the keys; the event the last one returned. */
enum ui_event
fixture_ui_keys(struct ui *ui, const char *typed)
{
	enum ui_event event = UI_EVENT_NONE;

	for (; *typed != '\0'; typed++)
		event = ui_key(ui, *typed == '\n' ? UI_KEY_ENTER : *typed);
	return event;
}

void
fixture_ui_menu_to(struct ui *ui, int row)
{
	for (int i = 0; i < UI_MENU_ROWS; i++)
		ui_key(ui, UI_KEY_UP);
	for (int i = 0; i < UI_MENU_ROWS && ui_menu_row(ui) < row; i++)
		ui_key(ui, UI_KEY_DOWN);
	assert_int_equal(ui_menu_row(ui), row);
}

/* A fixture: a hot-seat game already started (the command line chose it). */
int
fixture_ui_hotseat(void **state)
{
	struct play_options options;
	struct ui *ui = malloc(sizeof *ui);

	if (ui == NULL)
		return -1;
	play_options_default(&options);
	options.hotseat = options.chose = true;
	ui_init(ui, &options);
	ui_page_set_rows(ui, 10);
	*state = ui;
	return 0;
}

/* A fixture: Amber against the computer. */
int
fixture_ui_computer(void **state)
{
	struct play_options options;
	struct ui *ui = malloc(sizeof *ui);

	if (ui == NULL)
		return -1;
	play_options_default(&options);
	options.chose = true;
	options.side = PLAY_SIDE_AMBER;
	ui_init(ui, &options);
	*state = ui;
	return 0;
}

int
fixture_ui_teardown(void **state)
{
	/* Each screen up put away, as a front end leaving does: a mode's
	 * state that it allocates with it (the lessons') goes too. */
	ui_mode_free_all(*state);
	free(*state);
	return 0;
}

void
fixture_ui_load(struct ui *ui, const char *position)
{
	struct board board;
	char error[NOTATION_ERROR_MAX];

	if (notation_read_position(position, &ui->rules, &board, error) < 0)
		fail_msg("bad position in test: %s", error);
	ui_game_set_position(ui, &board);
}

/* A record of three moves from the start. */
void
fixture_ui_three_moves(struct record *record)
{
	static const char *const moves[] = { "d1d2", "d7d6", "b1b2" };
	struct rules rules;

	rules_default(&rules);
	record_init(record, &rules);
	for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
		uint16_t move;
		char error[NOTATION_ERROR_MAX];

		assert_int_equal(notation_read_move(moves[i], &move, error), 0);
		assert_int_equal(record_add_move(record, move), 0);
	}
}

/*
 * The stack of modes (ui_mode.h), headless: a push goes over the top mode
 * and a pop back to it; the bottom mode stays; a push onto a full stack is
 * refused with a message and forgets nothing; every mode that enters the
 * stack is set up once (its init) and put away once as it leaves (its
 * free), its own state zeroed in its entry and found by ui_mode_data;
 * a saved game offered is taken without a key faked for it; and the view
 * is the top mode's, then those under it that draw under the others.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "support/ui_fixture.h"
#include "ui/ui.h"
#include "ui/ui_binding.h"
#include "ui/ui_game.h"
#include "ui/ui_mode.h"

/* How many times each test mode was set up and put away. */
static int left[2], entered[2];

/* Mode b's own state: which of its entries this is, and a mark that
 * init finds zeroed. */
struct mode_b_state {
	int	serial;
	int	mark;
};

static void
leave_a(struct ui *ui, void *data)
{
	(void)ui;
	(void)data;
	left[0]++;
}

static void
enter_a(struct ui *ui, void *data)
{
	(void)ui;
	(void)data;
	entered[0]++;
}

static void
leave_b(struct ui *ui, void *data)
{
	struct mode_b_state *state = data;

	(void)ui;
	assert_int_equal(state->mark, 1);
	state->mark = 2;
	left[1]++;
}

static void
enter_b(struct ui *ui, void *data)
{
	struct mode_b_state *state = data;

	(void)ui;
	assert_int_equal(state->serial, 0);
	assert_int_equal(state->mark, 0);
	state->serial = ++entered[1];
	state->mark = 1;
}

static const struct ui_mode_ops mode_a = {
	.name = "a", .id = UI_MODE_PLAY, .init = enter_a, .free = leave_a
};
static const struct ui_mode_ops mode_b = {
	.name = "b", .id = UI_MODE_RULES, .size = sizeof(struct mode_b_state),
	.init = enter_b, .free = leave_b
};

/* What the last key handed to a test mode was, and its binding's
 * action. */
static int last_key;
static enum ui_action last_action;

static enum ui_event
key_record(struct ui *ui, int key, const struct ui_binding *binding)
{
	(void)ui;
	last_key = key;
	last_action = binding != NULL ? binding->action : UI_ACTION_NONE;
	return UI_EVENT_NONE;
}

/* Two modes with an id the key handling names nowhere: one where keys
 * are commands and ? shows the marks, one where neither. */
static const struct ui_mode_ops mode_commands = {
	.name = "commands", .id = UI_MODE_SAY, .commands = true,
	.marks = true, .key = key_record
};
static const struct ui_mode_ops mode_letters = {
	.name = "letters", .id = UI_MODE_SAY, .key = key_record
};

/* A mode no one knows by an id, and no table names: its screen is a
 * list that every front end draws without knowing whose it is. */
static void
view_unnamed(const struct ui *ui, struct ui_view *view)
{
	(void)ui;
	view->screen = UI_SCREEN_LIST;
	snprintf(view->list.title, sizeof view->list.title, "A list");
	snprintf(view->list.rows[0], sizeof view->list.rows[0], "one");
	snprintf(view->list.rows[1], sizeof view->list.rows[1], "two");
	view->list.count = 2;
	view->list.current = last_key == 'j' ? 1 : 0;
	snprintf(view->list.footer, sizeof view->list.footer, "q back");
}

static const struct ui_mode_ops mode_unnamed = {
	.name = "unnamed", .commands = true, .key = key_record,
	.view = view_unnamed
};

/* Views that leave their mark on the prompt, in the order drawn. */
static void
view_mark_t(const struct ui *ui, struct ui_view *view)
{
	(void)ui;
	strcat(view->panel.prompt, "t");
}

static void
view_mark_u(const struct ui *ui, struct ui_view *view)
{
	(void)ui;
	strcat(view->panel.prompt, "u");
}

static void
view_mark_h(const struct ui *ui, struct ui_view *view)
{
	(void)ui;
	strcat(view->panel.prompt, "h");
}

/* A panel under everything (as a room's), one hidden under the top, a
 * top, and a mode set over the first drawing the same part. */
static const struct ui_mode_ops mode_under = {
	.name = "under", .id = UI_MODE_PLAY, .view_under = true,
	.view = view_mark_u
};
static const struct ui_mode_ops mode_hidden = {
	.name = "hidden", .id = UI_MODE_PLAY, .view = view_mark_h
};
static const struct ui_mode_ops mode_top = {
	.name = "top", .id = UI_MODE_TYPING, .view = view_mark_t
};
static const struct ui_mode_ops mode_like_under = {
	.name = "like-under", .id = UI_MODE_SAY, .view = view_mark_u
};

/* The hot-seat fixture, with the test modes' counts at zero. */
static int
setup(void **state)
{
	memset(left, 0, sizeof left);
	memset(entered, 0, sizeof entered);
	return fixture_ui_hotseat(state);
}

static void
test_ui_mode_push_goes_over_and_pop_comes_back(void **state)
{
	struct ui *ui = *state;

	ui_mode_reset(ui, &mode_a);
	assert_int_equal(ui_mode_push(ui, &mode_b), 0);
	assert_ptr_equal(ui_mode_top(ui), &mode_b);
	assert_int_equal(ui_mode_under(ui), UI_MODE_PLAY);
	ui_mode_pop(ui);
	assert_ptr_equal(ui_mode_top(ui), &mode_a);
	assert_int_equal(left[1], 1);
	assert_int_equal(left[0], 0);
}

static void
test_ui_mode_pop_keeps_the_bottom_mode(void **state)
{
	struct ui *ui = *state;

	ui_mode_reset(ui, &mode_a);
	ui_mode_pop(ui);
	ui_mode_pop(ui);
	assert_ptr_equal(ui_mode_top(ui), &mode_a);
	assert_int_equal(ui->depth, 1);
	assert_int_equal(left[0], 0);
}

static void
test_ui_mode_push_onto_a_full_stack_is_refused(void **state)
{
	struct ui *ui = *state;

	ui_mode_reset(ui, &mode_a);
	for (int i = 1; i < UI_MODE_DEPTH; i++)
		assert_int_equal(ui_mode_push(ui, &mode_b), 0);
	ui->message[0] = '\0';
	assert_int_equal(ui_mode_push(ui, &mode_b), -1);
	assert_string_equal(ui->message, UI_MODE_FULL);
	assert_int_equal(ui->depth, UI_MODE_DEPTH);
	/* Nothing was forgotten: the pops go all the way back. */
	assert_int_equal(left[0], 0);
	for (int i = 1; i < UI_MODE_DEPTH; i++)
		ui_mode_pop(ui);
	assert_ptr_equal(ui_mode_top(ui), &mode_a);
	assert_int_equal(left[1], UI_MODE_DEPTH - 1);
}

/* A screen that takes two places (a replay and the mode over it) asks
 * for both first: refused as a push is, the stack unchanged. */
static void
test_ui_mode_room_for_two_or_neither(void **state)
{
	struct ui *ui = *state;

	ui_mode_reset(ui, &mode_a);
	for (int i = 1; i < UI_MODE_DEPTH - 2; i++)
		assert_int_equal(ui_mode_push(ui, &mode_b), 0);
	ui->message[0] = '\0';
	assert_int_equal(ui_mode_room_for(ui, 2), 0);
	assert_string_equal(ui->message, "");
	assert_int_equal(ui_mode_push(ui, &mode_b), 0);
	assert_int_equal(ui_mode_room_for(ui, 2), -1);
	assert_string_equal(ui->message, UI_MODE_FULL);
	assert_int_equal(ui->depth, UI_MODE_DEPTH - 1);
	assert_int_equal(ui_mode_room_for(ui, 1), 0);
}

static void
test_ui_mode_reset_and_set_tell_each_mode_once(void **state)
{
	struct ui *ui = *state;

	ui_mode_reset(ui, &mode_a);
	assert_int_equal(ui_mode_push(ui, &mode_b), 0);
	ui_mode_set(ui, &mode_b);	/* the same mode: nothing left */
	assert_int_equal(left[1], 0);
	ui_mode_set(ui, &mode_a);
	assert_int_equal(left[1], 1);
	ui_mode_reset(ui, &mode_b);
	assert_int_equal(left[0], 2);
	assert_int_equal(ui->depth, 1);
}

static void
test_ui_mode_offer_taken_without_a_key(void **state)
{
	struct ui *ui = *state;

	/* Nothing offered: nothing taken, the screen as it was. */
	assert_int_equal(ui_offer_take(ui), UI_EVENT_NONE);
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	ui_offer_resume(ui);
	assert_int_equal(ui_mode(ui), UI_MODE_RESUME);
	assert_int_equal(ui_offer_take(ui), UI_EVENT_RESUMED);
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_string_equal(ui->message, "Game resumed");
}

static void
test_ui_mode_init_and_free_pair_up(void **state)
{
	struct ui *ui = *state;
	struct mode_b_state *data;

	ui_mode_reset(ui, &mode_a);
	assert_int_equal(entered[0], 1);
	assert_null(ui_mode_data(ui, &mode_b));
	assert_int_equal(ui_mode_push(ui, &mode_b), 0);
	assert_int_equal(ui_mode_push(ui, &mode_b), 0);
	/* The topmost entry's own state, apart from the one under it. */
	data = ui_mode_data(ui, &mode_b);
	assert_non_null(data);
	assert_int_equal(data->serial, 2);
	assert_ptr_not_equal(data, ui->modes[1].data.bytes);
	ui_mode_pop(ui);
	data = ui_mode_data(ui, &mode_b);
	assert_int_equal(data->serial, 1);
	/* Set to itself: neither put away nor set up again. */
	ui_mode_set(ui, &mode_b);
	assert_int_equal(entered[1], 2);
	assert_int_equal(left[1], 1);
	/* Set to another: put away, the other set up in its place. */
	ui_mode_set(ui, &mode_a);
	assert_int_equal(left[1], 2);
	assert_int_equal(entered[0], 2);
	/* A fresh start puts away whatever is up, then sets up its own. */
	assert_int_equal(ui_mode_push(ui, &mode_b), 0);
	ui_init_again(ui, &ui->options);
	assert_int_equal(left[1], 3);
	assert_int_equal(left[0], 2);
	assert_int_equal(entered[1], left[1]);
	assert_int_equal(entered[0], left[0]);
}

static void
test_ui_mode_free_all_empties_the_stack(void **state)
{
	struct ui *ui = *state;

	ui_mode_reset(ui, &mode_a);
	assert_int_equal(ui_mode_push(ui, &mode_b), 0);
	ui_mode_free_all(ui);
	assert_int_equal(ui->depth, 0);
	assert_int_equal(left[0], 1);
	assert_int_equal(left[1], 1);
	ui_mode_reset(ui, &mode_b);
	assert_int_equal(ui->depth, 1);
	assert_int_equal(left[0] + left[1], 2);
}

static void
test_ui_mode_flags_say_where_keys_are_commands_and_marks(void **state)
{
	struct ui *ui = *state;

	ui->options.keys[PLAY_COMMAND_UNDO] = 'z';
	ui_mode_reset(ui, &mode_commands);
	ui_key(ui, 'z');
	assert_int_equal(last_key, 'U');
	assert_int_equal(last_action, UI_ACTION_UNDO);
	ui_key(ui, '?');
	assert_true(ui_mode_marks_shown(ui));
	ui_key(ui, 'x');	/* any key puts the marks away */
	assert_false(ui_mode_marks_shown(ui));
	ui_mode_reset(ui, &mode_letters);
	ui_key(ui, 'z');
	assert_int_equal(last_key, 'z');
	ui_key(ui, '?');
	assert_false(ui_mode_marks_shown(ui));
	assert_int_equal(last_action, UI_ACTION_RULES);
}

static void
test_ui_mode_without_an_id_shows_its_own_list(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	last_key = UI_KEY_NONE;
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_int_equal(ui_mode_push(ui, &mode_unnamed), 0);
	assert_int_equal(ui_mode(ui), UI_MODE_OTHER);
	assert_int_equal(ui_mode_under(ui), UI_MODE_PLAY);
	ui_view_build(ui, &view);
	assert_int_equal(view.screen, UI_SCREEN_LIST);
	assert_string_equal(view.list.title, "A list");
	assert_int_equal(view.list.count, 2);
	assert_int_equal(view.list.current, 0);
	assert_string_equal(view.list.footer, "q back");
	/* Its keys are its own, as any mode's. */
	ui_key(ui, 'j');
	assert_int_equal(last_key, 'j');
	ui_view_build(ui, &view);
	assert_int_equal(view.list.current, 1);
	ui_mode_pop(ui);
	ui_view_build(ui, &view);
	assert_int_equal(view.screen, UI_SCREEN_BOARD);
}

static void
test_ui_mode_without_an_id_holds_the_computer_still(void **state)
{
	struct ui *ui = *state;

	/* Amber's move played: the computer, Teal, is to move. */
	assert_int_equal(ui_key(ui, ':'), UI_EVENT_NONE);
	fixture_ui_keys(ui, "d1d2\n");
	assert_true(ui_game_computer_to_move(ui));
	assert_int_equal(ui_mode_push(ui, &mode_unnamed), 0);
	assert_false(ui_game_computer_to_move(ui));
	ui_mode_pop(ui);
	assert_true(ui_game_computer_to_move(ui));
}

static void
test_ui_mode_view_is_the_top_then_those_drawn_under(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	ui_mode_reset(ui, &mode_under);
	assert_int_equal(ui_mode_push(ui, &mode_hidden), 0);
	assert_int_equal(ui_mode_push(ui, &mode_top), 0);
	memset(&view, 0, sizeof view);
	ui_mode_view(ui, &view);
	assert_string_equal(view.panel.prompt, "tu");
	/* The same part is drawn once, by the mode on top. */
	ui_mode_set(ui, &mode_like_under);
	memset(&view, 0, sizeof view);
	ui_mode_view(ui, &view);
	assert_string_equal(view.panel.prompt, "u");
	ui_mode_pop(ui);
	memset(&view, 0, sizeof view);
	ui_mode_view(ui, &view);
	assert_string_equal(view.panel.prompt, "hu");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(
		    test_ui_mode_push_goes_over_and_pop_comes_back,
		    setup, fixture_ui_teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_mode_pop_keeps_the_bottom_mode,
		    setup, fixture_ui_teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_mode_push_onto_a_full_stack_is_refused,
		    setup, fixture_ui_teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_mode_room_for_two_or_neither,
		    setup, fixture_ui_teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_mode_reset_and_set_tell_each_mode_once,
		    setup, fixture_ui_teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_mode_offer_taken_without_a_key,
		    setup, fixture_ui_teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_mode_init_and_free_pair_up,
		    setup, fixture_ui_teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_mode_free_all_empties_the_stack,
		    setup, fixture_ui_teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_mode_flags_say_where_keys_are_commands_and_marks,
		    setup, fixture_ui_teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_mode_without_an_id_shows_its_own_list, setup,
		    fixture_ui_teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_mode_without_an_id_holds_the_computer_still,
		    fixture_ui_computer, fixture_ui_teardown),
		cmocka_unit_test_setup_teardown(
		    test_ui_mode_view_is_the_top_then_those_drawn_under,
		    setup, fixture_ui_teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}

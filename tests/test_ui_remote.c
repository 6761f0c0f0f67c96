/*
 * The interface of a game in a room, headless: a move is asked of the room
 * and never played here; the board follows what the room reports (moved,
 * undone, the snapshot) and refuses a report it cannot follow; a spectator
 * moves nothing; turns, pauses, the other player's questions, resigning,
 * draws, messages, the clock and a dropped connection as the panel shows
 * them, within the panel's widths in both forms.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include "ai/search.h"
#include "core/notation.h"
#include "core/rng.h"
#include "ui/ui_cursor.h"
#include "ui/ui_game.h"
#include "ui/ui_mode.h"
#include "ui/ui_name.h"
#include "ui/ui_page.h"
#include "ui/ui_record.h"
#include "ui/ui_remote.h"
#include "ui/ui_review.h"
#include "ui/ui_text.h"

static uint16_t
move_of(const char *text)
{
	uint16_t move;
	char error[NOTATION_ERROR_MAX];

	if (notation_read_move(text, &move, error) < 0)
		fail_msg("bad move in test: %s", text);
	return move;
}

/* The first legal move of the side to move. */
static uint16_t
some_move(const struct ui *ui)
{
	struct move_list list;

	assert_true(board_legal_moves(&ui->game.board, &list) > 0);
	return list.moves[0];
}

/* The same position, field by field (a struct's padding is no field). */
static void
assert_same_position(const struct board *a, const struct board *b)
{
	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		assert_int_equal(a->stones[colour], b->stones[colour]);
	assert_int_equal(a->lit, b->lit);
	assert_int_equal(a->hash, b->hash);
	assert_int_equal(a->side, b->side);
	assert_int_equal(a->sun, b->sun);
	assert_int_equal(a->round, b->round);
}

static enum ui_event
keys(struct ui *ui, const char *typed)
{
	enum ui_event event = UI_EVENT_NONE;

	for (; *typed != '\0'; typed++)
		event = ui_key(ui, *typed == '\n' ? UI_KEY_ENTER :
		    *typed == '\033' ? UI_KEY_ESCAPE : *typed);
	return event;
}

/* The interface and the room's seat it plays, as a front end keeps
 * them: the ui first, so that the ui's pointer frees both. */
struct room_fixture {
	struct ui		ui;
	struct ui_remote	remote;
};

/* The room's state behind a ui of room_welcomed's. */
static struct ui_remote *
room_of(struct ui *ui)
{
	return &((struct room_fixture *)(void *)ui)->remote;
}

/* A room "demo" of the pie rule or not, welcoming `seat`, its players
 * Amber alice and `teal` ("" if none), before the room says who is
 * there. */
static struct ui *
room_welcomed_to(int seat, const char *teal, bool pie)
{
	struct room_fixture *room = malloc(sizeof *room);
	struct ui *ui;
	struct rules rules;

	assert_non_null(room);
	ui = &room->ui;
	rules_default(&rules);
	rules.pie = pie;
	ui_init_remote(ui, &room->remote, &rules, "demo", seat, false);
	ui_remote_welcome(ui, "demo", seat);
	assert_int_equal(ui_remote_load(ui, &rules, NULL, 0), 0);
	ui_remote_players(ui, "alice", teal);
	return ui;
}

static struct ui *
room_welcomed(int seat, const char *teal)
{
	return room_welcomed_to(seat, teal, false);
}

/* A room "demo" as the room's welcome leaves it: both players there. */
static struct ui *
room_game(int seat)
{
	struct ui *ui = room_welcomed(seat, "bob");

	ui_remote_connected(ui, true, true);
	ui_remote_playing(ui);
	return ui;
}

/* The host's page of how to join gives way to the board when the friend
 * comes: to a new room (waiting), and to one taken up again, which starts
 * paused with the friend away. */
static void
test_remote_invite_gives_way_when_the_friend_comes(void **state)
{
	static const bool taken_up[] = { false, true };

	(void)state;
	for (size_t i = 0; i < sizeof taken_up / sizeof taken_up[0]; i++) {
		struct ui *ui = room_welcomed(COLOUR_AMBER,
		    taken_up[i] ? "bob" : "");

		ui_remote_connected(ui, true, false);
		if (taken_up[i])
			ui_remote_paused(ui, COLOUR_TEAL);
		else
			ui_remote_waiting(ui);
		ui_remote_invite(ui, "How a friend joins room demo:\n"
		    "  gnomon join demo\n");
		assert_int_equal(ui_mode(ui), UI_MODE_RULES);
		ui_remote_connected(ui, true, true);
		ui_remote_playing(ui);
		assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
		free(ui);
	}
}

/* On the board while the host waits, the line the friend types is the
 * page's whole line: the program's path where PATH does not find it, or
 * only the key to the page when that is too long. */
static void
test_remote_waiting_shows_the_page_line(void **state)
{
	static const struct {
		const char	*line, *shown;
	} pages[] = {
		{ "./gnomon join al@127.0.0.1:4000",
		    "Your friend types: ./gnomon join al@127.0.0.1:4000 · " },
		{ "gnomon join al@127.0.0.1:4000",
		    "Your friend types: gnomon join al@127.0.0.1:4000 · " },
		{ "/home/al/src/gnomon/gnomon join al@127.0.0.1:4000",
		    "I: how a friend joins" },
	};
	struct ui_view view;
	char invite[UI_LINE_MAX];

	(void)state;
	for (size_t i = 0; i < sizeof pages / sizeof pages[0]; i++) {
		struct ui *ui = room_welcomed(COLOUR_AMBER, "");

		ui_remote_connected(ui, true, false);
		ui_remote_waiting(ui);
		snprintf(invite, sizeof invite, "Waiting for your friend:\n\n"
		    "    %s\n", pages[i].line);
		ui_remote_invite(ui, invite);
		ui_key(ui, 'q');
		assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
		ui_view_build(ui, &view);
		assert_ptr_equal(strstr(view.panel.prompt, pages[i].shown),
		    view.panel.prompt);
		free(ui);
	}
}

static int
setup_amber(void **state)
{
	*state = room_game(COLOUR_AMBER);
	return 0;
}

static int
setup_teal(void **state)
{
	*state = room_game(COLOUR_TEAL);
	return 0;
}

static int
setup_watch(void **state)
{
	*state = room_game(UI_SEAT_WATCH);
	return 0;
}

static int
teardown(void **state)
{
	free(*state);
	return 0;
}

/* Every text of the view fits where it is drawn: as it is on a UTF-8
 * terminal, or with the ASCII stand-ins on another (`ascii`). */
static void
assert_view_fits(const struct ui_view *view, bool ascii_terminal)
{
	const struct {
		const char	*text;
		int		columns, rows;
	} fields[] = {
		{ view->panel.turn, UI_PANEL_COLUMNS, UI_TURN_ROWS },
		{ view->panel.opponent, UI_PANEL_COLUMNS, UI_OPPONENT_ROWS },
		{ view->panel.room, UI_PANEL_COLUMNS, 1 },
		{ view->panel.stones[COLOUR_AMBER], UI_PANEL_COLUMNS - 2, 1 },
		{ view->panel.stones[COLOUR_TEAL], UI_PANEL_COLUMNS - 2, 1 },
		{ view->panel.said, UI_PANEL_COLUMNS, UI_PANEL_ROWS },
		{ view->panel.detail, UI_SCREEN_COLUMNS, 1 },
		{ view->panel.prompt, UI_SCREEN_COLUMNS, 1 },
		{ view->panel.keys, UI_SCREEN_COLUMNS, 1 },
	};
	char ascii[UI_LINE_MAX * 2];

	for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++) {
		snprintf(ascii, sizeof ascii, "%s", fields[i].text);
		if (ascii_terminal)
			ui_text_ascii(fields[i].text, ascii, sizeof ascii);
		if (ui_text_rows(ascii, fields[i].columns) > fields[i].rows)
			fail_msg("does not fit %d x %d: \"%s\"",
			    fields[i].columns, fields[i].rows, fields[i].text);
	}
}

/* The view, which fits on both kinds of terminal: a cut is marked "..."
 * on an ASCII one, "…" on the other. */
static void
view_of(struct ui *ui, struct ui_view *view)
{
	bool ascii = ui->ascii;

	ui->ascii = !ascii;
	ui_view_build(ui, view);
	assert_view_fits(view, ui->ascii);
	ui->ascii = ascii;
	ui_view_build(ui, view);
	assert_view_fits(view, ascii);
}

static void
test_remote_move_is_sent_not_played(void **state)
{
	struct ui *ui = *state;
	uint16_t move = some_move(ui);
	char text[NOTATION_MOVE_MAX];
	struct board before = ui->game.board;
	struct ui_view view;

	notation_move(move, text);
	assert_int_equal(keys(ui, ":"), UI_EVENT_NONE);
	assert_int_equal(keys(ui, text), UI_EVENT_NONE);
	assert_int_equal(keys(ui, "\n"), UI_EVENT_SEND);
	assert_int_equal(room_of(ui)->request.kind, UI_REQUEST_MOVE);
	assert_int_equal(room_of(ui)->request.move, move);
	/* Nothing played until the room says so. */
	assert_int_equal(ui->game.plies, 0);
	assert_same_position(&ui->game.board, &before);
	view_of(ui, &view);
	assert_string_equal(view.panel.turn, "Amber to move (you)");

	assert_int_equal(ui_remote_moved(ui, 1, move), UI_EVENT_MOVED);
	assert_int_equal(ui->game.plies, 1);
	assert_int_equal(ui->game.moves[0], move);
	view_of(ui, &view);
	assert_string_equal(view.panel.turn, "Teal (bob) to move");
}

static void
test_remote_move_by_cursor_is_sent(void **state)
{
	struct ui *ui = *state;
	uint16_t move = some_move(ui);

	ui_cursor_move(ui, move_from(move));
	assert_int_equal(keys(ui, "\n"), UI_EVENT_NONE);	/* selected */
	ui_cursor_move(ui, move_to(move));
	assert_int_equal(keys(ui, "\n"), UI_EVENT_SEND);
	assert_int_equal(room_of(ui)->request.move, move);
	assert_int_equal(ui->game.plies, 0);
}

static void
test_remote_not_our_turn_sends_nothing(void **state)
{
	struct ui *ui = *state;	/* Teal's seat: Amber moves first */
	struct ui_view view;

	assert_int_equal(keys(ui, "\n"), UI_EVENT_NONE);
	assert_int_equal(keys(ui, ":b1b2\n"), UI_EVENT_NONE);
	assert_non_null(strstr(ui->message, "Amber (alice)'s move"));
	view_of(ui, &view);
	assert_string_equal(view.panel.turn, "Amber (alice) to move");
	/* Teal's danger on the board: the viewer is our seat. */
	assert_int_equal(view.viewer, COLOUR_TEAL);
	assert_non_null(strstr(view.panel.opponent, "Teal: bob (you)"));
}

static void
test_remote_spectator_moves_nothing_and_asks_nothing(void **state)
{
	struct ui *ui = *state;
	uint16_t move = some_move(ui);
	char text[NOTATION_MOVE_MAX];
	struct ui_view view;

	notation_move(move, text);
	ui_cursor_move(ui, move_from(move));
	assert_int_equal(keys(ui, "\n"), UI_EVENT_NONE);
	assert_int_equal(ui_cursor_selected(ui), UI_NO_CELL);
	assert_int_equal(keys(ui, ":"), UI_EVENT_NONE);
	keys(ui, text);
	assert_int_equal(keys(ui, "\n"), UI_EVENT_NONE);
	assert_string_equal(ui->message, "Watching: you cannot move");
	assert_int_equal(keys(ui, "U"), UI_EVENT_NONE);
	assert_int_equal(keys(ui, "D"), UI_EVENT_NONE);
	assert_int_equal(keys(ui, "X"), UI_EVENT_NONE);
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	/* The room's moves show all the same. */
	assert_int_equal(ui_remote_moved(ui, 1, move), UI_EVENT_MOVED);
	view_of(ui, &view);
	assert_int_equal(view.viewer, COLOUR_TEAL);	/* the side to move's */
	assert_non_null(strstr(view.panel.keys, "q leave"));
	/* A spectator leaves at once: no seat waits for them. */
	assert_int_equal(keys(ui, "q"), UI_EVENT_QUIT);
}

/* A spectator is told of each question and its answer on the message
 * line, and is asked nothing: y and n answer no question of theirs. */
static void
test_remote_spectator_is_told_of_questions(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	ui_remote_asked(ui, COLOUR_AMBER, UI_QUESTION_UNDO);
	assert_string_equal(ui->message,
	    "Amber (alice) asks to take back a move");
	view_of(ui, &view);
	assert_string_equal(view.panel.prompt, "");
	assert_int_equal(keys(ui, "y"), UI_EVENT_NONE);
	ui_remote_declined(ui, UI_QUESTION_UNDO);
	assert_string_equal(ui->message, "Undo refused");
	ui_remote_asked(ui, COLOUR_TEAL, UI_QUESTION_DRAW);
	assert_string_equal(ui->message, "Teal (bob) offers a draw");
	assert_int_equal(keys(ui, "n"), UI_EVENT_NONE);
	ui_remote_declined(ui, UI_QUESTION_DRAW);
	assert_string_equal(ui->message, "Draw declined");
	/* Accepted: the move taken back, as everyone is told. */
	assert_int_equal(ui_remote_moved(ui, 1, some_move(ui)),
	    UI_EVENT_MOVED);
	ui_remote_asked(ui, COLOUR_AMBER, UI_QUESTION_UNDO);
	assert_int_equal(ui_remote_undone(ui, 0), UI_EVENT_UNDONE);
	assert_string_equal(ui->message, "Move taken back");
}

static void
test_remote_report_out_of_step_asks_to_reconnect(void **state)
{
	struct ui *ui = *state;
	uint16_t move = some_move(ui);

	assert_int_equal(ui_remote_moved(ui, 2, move), UI_EVENT_RECONNECT);
	assert_int_equal(ui_remote_moved(ui, 1, move_of("a7a6")),
	    UI_EVENT_RECONNECT);
	assert_int_equal(ui->game.plies, 0);
	assert_int_equal(ui_remote_undone(ui, 0), UI_EVENT_RECONNECT);
	assert_int_equal(ui_remote_moved(ui, 1, move), UI_EVENT_MOVED);
	assert_int_equal(ui_remote_undone(ui, 0), UI_EVENT_UNDONE);
	assert_int_equal(ui->game.plies, 0);
	assert_string_equal(ui->message, "Move taken back");
}

static void
test_remote_snapshot_loads_the_history_or_refuses_it(void **state)
{
	struct ui *ui = *state;
	struct rules rules;
	uint16_t moves[2];

	rules_default(&rules);
	moves[0] = some_move(ui);
	assert_int_equal(ui_remote_moved(ui, 1, moves[0]), UI_EVENT_MOVED);
	moves[1] = some_move(ui);
	assert_int_equal(ui_remote_undone(ui, 0), UI_EVENT_UNDONE);
	assert_int_equal(ui_remote_load(ui, &rules, moves, 2), 0);
	assert_int_equal(ui->game.plies, 2);
	/* Amber's first move twice is not a game: refused, nothing changed. */
	moves[1] = moves[0];
	assert_int_equal(ui_remote_load(ui, &rules, moves, 2), -1);
	assert_int_equal(ui->game.plies, 2);
}

/* Each player's rating, as the room said it, beside the name; the name
 * gives way to its marks; nothing beside it when the room said none. */
static void
test_remote_panel_shows_the_ratings(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	view_of(ui, &view);
	assert_string_equal(view.panel.opponent,
	    "Amber: alice (you)\nTeal: bob");
	ui_remote_ratings(ui, "1500?", "guest");
	view_of(ui, &view);
	assert_string_equal(view.panel.opponent,
	    "Amber: ali\xe2\x80\xa6 1500? (you)\nTeal: bob guest");
	ui_remote_left(ui, COLOUR_TEAL);
	view_of(ui, &view);
	assert_string_equal(view.panel.opponent,
	    "Amber: ali\xe2\x80\xa6 1500? (you)\nTeal: bob guest (away)");
	ui_remote_ratings(ui, "", "1662");
	view_of(ui, &view);
	assert_string_equal(view.panel.opponent,
	    "Amber: alice (you)\nTeal: bob 1662 (away)");
}

static void
test_remote_paused_waits_for_the_player_who_left(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	ui_remote_left(ui, COLOUR_TEAL);
	view_of(ui, &view);
	assert_string_equal(view.panel.turn, "Waiting for Teal to come back");
	assert_non_null(strstr(view.panel.opponent, "bob (away)"));
	assert_int_equal(keys(ui, ":b1b2\n"), UI_EVENT_NONE);
	assert_string_equal(ui->message, "Waiting for Teal (bob) to come back");
	ui_remote_joined(ui, COLOUR_TEAL, "bob");
	ui_remote_playing(ui);
	view_of(ui, &view);
	assert_string_equal(view.panel.turn, "Amber to move (you)");
	assert_string_equal(view.panel.detail, "Teal (bob) is here");
	ui_remote_joined(ui, UI_SEAT_WATCH, "carol");
	assert_string_equal(ui->message, "carol is watching");
	assert_string_equal(room_of(ui)->names[COLOUR_TEAL], "bob");
}

static void
test_remote_their_undo_question_is_answered_y_or_n(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;
	int cursor = ui_cursor_cell(ui);

	ui_remote_asked(ui, COLOUR_AMBER, UI_QUESTION_UNDO);
	view_of(ui, &view);
	assert_string_equal(view.panel.prompt,
	    "Amber (alice) " UI_REMOTE_UNDO_QUESTION);
	assert_int_equal(keys(ui, "y"), UI_EVENT_SEND);
	assert_int_equal(room_of(ui)->request.kind, UI_REQUEST_UNDO_YES);
	assert_int_equal(ui_cursor_cell(ui),
	    cursor); /* y answered, did not step */
	ui_remote_asked(ui, COLOUR_AMBER, UI_QUESTION_UNDO);
	assert_int_equal(keys(ui, "n"), UI_EVENT_SEND);
	assert_int_equal(room_of(ui)->request.kind, UI_REQUEST_UNDO_NO);
	/* No question: y steps the cursor again. */
	assert_int_equal(keys(ui, "y"), UI_EVENT_NONE);
	view_of(ui, &view);
	assert_string_equal(view.panel.prompt, "");
}

static void
test_remote_undo_is_asked_not_done(void **state)
{
	struct ui *ui = *state;

	assert_int_equal(keys(ui, "U"), UI_EVENT_NONE);
	assert_string_equal(ui->message, "Nothing to undo");
	assert_int_equal(ui_remote_moved(ui, 1, some_move(ui)), UI_EVENT_MOVED);
	assert_int_equal(keys(ui, "U"), UI_EVENT_SEND);
	assert_int_equal(room_of(ui)->request.kind, UI_REQUEST_UNDO);
	assert_int_equal(ui->game.plies, 1);
	assert_int_equal(keys(ui, "U"), UI_EVENT_NONE);	/* asked already */
	ui_remote_declined(ui, UI_QUESTION_UNDO);
	assert_string_equal(ui->message, "Undo refused");
	assert_int_equal(keys(ui, "U"), UI_EVENT_SEND);
}

static void
test_remote_draw_offered_and_accepted(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	assert_int_equal(keys(ui, "D"), UI_EVENT_SEND);
	assert_int_equal(room_of(ui)->request.kind, UI_REQUEST_DRAW);
	assert_int_equal(keys(ui, "D"), UI_EVENT_NONE);
	ui_remote_declined(ui, UI_QUESTION_DRAW);
	assert_string_equal(ui->message, "Draw declined");
	/* Theirs: D or y accepts it. */
	ui_remote_asked(ui, COLOUR_TEAL, UI_QUESTION_DRAW);
	view_of(ui, &view);
	assert_string_equal(view.panel.prompt,
	    "Teal (bob) " UI_REMOTE_DRAW_QUESTION);
	assert_int_equal(keys(ui, "D"), UI_EVENT_SEND);
	assert_int_equal(room_of(ui)->request.kind, UI_REQUEST_DRAW);
	assert_int_equal(ui_remote_over(ui, RESULT_DRAW, UI_REASON_AGREED),
	    UI_EVENT_FINISHED);
	assert_true(ui_game_is_over(ui));
	view_of(ui, &view);
	assert_string_equal(view.panel.turn, "Draw agreed");
}

static void
test_remote_resign_needs_a_confirmation(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;
	struct record record;

	assert_int_equal(keys(ui, "X"), UI_EVENT_NONE);
	view_of(ui, &view);
	assert_string_equal(view.panel.prompt, UI_REMOTE_RESIGN_QUESTION);
	assert_int_equal(keys(ui, "n"), UI_EVENT_NONE);
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_int_equal(keys(ui, "Xy"), UI_EVENT_SEND);
	assert_int_equal(room_of(ui)->request.kind, UI_REQUEST_RESIGN);
	assert_false(ui_game_is_over(ui));	/* until the room says so */
	assert_int_equal(ui_remote_over(ui, RESULT_TEAL, UI_REASON_RESIGN),
	    UI_EVENT_FINISHED);
	view_of(ui, &view);
	assert_string_equal(view.panel.turn, "You lose: you resigned");
	assert_int_equal(keys(ui, ":b1b2\n"), UI_EVENT_NONE);
	/* V over: the review is asked for, here in the room. */
	assert_int_equal(keys(ui, "V"), UI_EVENT_NONE);
	assert_true(ui_review_wanted(ui));
	/* Filed with both names and the room's result. */
	ui_remote_record(ui, &record);
	assert_string_equal(record.player[COLOUR_AMBER], "alice");
	assert_string_equal(record.player[COLOUR_TEAL], "bob");
	assert_string_equal(record_tag(&record, UI_TAG_ROOM), "demo");
	assert_string_equal(record_tag(&record, UI_TAG_ENDING), "teal resign");
}

static void
test_remote_message_typed_sent_and_shown(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	assert_int_equal(keys(ui, "m"), UI_EVENT_NONE);
	assert_int_equal(ui_mode(ui), UI_MODE_SAY);
	/* Letters are text here, not commands or steps. */
	assert_int_equal(keys(ui, "hjkl Uq"), UI_EVENT_NONE);
	view_of(ui, &view);
	assert_string_equal(view.panel.prompt, "Say: hjkl Uq_");
	assert_int_equal(keys(ui, "\n"), UI_EVENT_SEND);
	assert_int_equal(room_of(ui)->request.kind, UI_REQUEST_SAY);
	assert_string_equal(room_of(ui)->request.text, "hjkl Uq");
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	/* Esc drops a message. */
	assert_int_equal(keys(ui, "mabc\033"), UI_EVENT_NONE);
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);

	ui_remote_said(ui, COLOUR_TEAL, "bob", "good luck\033[2J");
	view_of(ui, &view);
	assert_string_equal(view.panel.said, "bob: good luck[2J");
	/* The newest that fit, newest last. */
	for (int i = 0; i < 10; i++)
		ui_remote_said(ui, UI_SEAT_WATCH, "carol",
		    "a rather long message from the gallery");
	ui_remote_said(ui, COLOUR_AMBER, "alice", "thanks");
	view_of(ui, &view);
	assert_non_null(strstr(view.panel.said, "alice: thanks"));
	assert_null(strstr(view.panel.said, "bob:"));
}

/* Bytes typed one key at a time, as curses hands a UTF-8 terminal's. */
static void
key_bytes(struct ui *ui, const char *typed)
{
	for (; *typed != '\0'; typed++)
		ui_key(ui, (unsigned char)*typed);
}

static void
test_remote_message_in_utf8(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	ui->ascii = false;
	keys(ui, "m");
	key_bytes(ui, "h\xc3\xa9llo \xe2\x98\xbc");
	view_of(ui, &view);
	assert_string_equal(view.panel.prompt,
	    "Say: h\xc3\xa9llo \xe2\x98\xbc_");
	/* Backspace takes the whole character, its three bytes. */
	ui_key(ui, UI_KEY_BACKSPACE);
	view_of(ui, &view);
	assert_string_equal(view.panel.prompt, "Say: h\xc3\xa9llo _");
	/* A character half typed is not sent. */
	key_bytes(ui, "\xe2\x98");
	assert_int_equal(keys(ui, "\n"), UI_EVENT_SEND);
	assert_string_equal(room_of(ui)->request.text, "h\xc3\xa9llo ");
	ui_remote_said(ui, COLOUR_TEAL, "bob",
	    "h\xc3\xa9llo \xe2\x98\xbc\xc2\x9b");
	view_of(ui, &view);
	assert_string_equal(view.panel.said, "bob: h\xc3\xa9llo \xe2\x98\xbc");
	/* An ASCII terminal: a mark for each character it cannot show. */
	ui->ascii = true;
	ui_remote_said(ui, COLOUR_TEAL, "bob", "h\xc3\xa9llo");
	view_of(ui, &view);
	assert_non_null(strstr(view.panel.said, "bob: h?llo"));
}

/* "李" and "雷": two columns each on a terminal; the cut's "…", one. */
#define LI "\xe6\x9d\x8e"
#define LEI "\xe9\x9b\xb7"
#define CUT "\xe2\x80\xa6"

/* Names, the room's name and what is said are cut or wrapped in the
 * panel's columns, not its characters, and "…" marks a cut. */
static void
test_remote_panel_counts_columns_and_marks_cuts(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;
	const char *row;
	char said[UI_SAID_MAX], line[UI_SAID_MAX + 8];

	ui->ascii = false;
	ui_remote_players(ui, "alice",
	    LI LEI LI LEI LI LEI LI LEI LI LEI LI LEI LI LEI LI LEI);
	view_of(ui, &view);
	row = strchr(view.panel.opponent, '\n');
	assert_non_null(row);
	assert_string_equal(row + 1, "Teal: " LI LEI LI LEI LI LEI LI LEI CUT);

	/* 25 columns of 11 characters: two rows, broken at a space. */
	ui_remote_said(ui, UI_SEAT_WATCH, LI LEI, "watching: nice game");
	view_of(ui, &view);
	assert_string_equal(view.panel.said, LI LEI ": watching: nice game");
	assert_int_equal(ui_text_rows(view.panel.said, UI_PANEL_COLUMNS), 2);

	/* The newest, however long, whole: the front end cuts what it has
	 * no rows for (ui_text_last_lines, ui_text_cut). */
	said[0] = '\0';
	for (int i = 0; i < 40; i++)
		strcat(said, LI);
	ui_remote_said(ui, COLOUR_TEAL, "bob", said);
	view_of(ui, &view);
	snprintf(line, sizeof line, "bob: %s", said);
	assert_string_equal(strrchr(view.panel.said, '\n') + 1, line);

	/* The room's name, beside its watchers and alone. */
	ui_remote_welcome(ui, "a-room-with-a-much-longer-name", COLOUR_AMBER);
	ui_remote_watchers(ui, 2);
	view_of(ui, &view);
	assert_string_equal(view.panel.room, "a-room-wi" CUT " · 2 watching");
	ui_remote_watchers(ui, 0);
	view_of(ui, &view);
	assert_string_equal(view.panel.room, "a-room-with-a-much-lon" CUT);
	/* ASCII: three dots. */
	ui->ascii = true;
	view_of(ui, &view);
	assert_string_equal(view.panel.room, "a-room-with-a-much-l...");
}

/* The protocol's limit of a message, in bytes (gnomon-room(5)). */
enum { SAY_LIMIT = 200 };

/*
 * A message may be as long as the protocol allows: the Say line scrolls
 * to show its end as it is typed, "…" before it, and says when it is
 * full.  263 characters typed sent 72, and nothing said so.
 */
static void
test_remote_say_line_scrolls_and_says_when_full(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;
	const char *end;

	ui->ascii = false;
	keys(ui, "m");
	keys(ui, "start");
	view_of(ui, &view);
	assert_string_equal(view.panel.prompt, "Say: start_");
	assert_null(strstr(view.panel.keys, "full"));
	for (int i = 0; i < 258; i++)
		ui_key(ui, 'a' + i % 26);
	view_of(ui, &view);
	/* The line's end in sight, the whole line 80 columns. */
	assert_int_equal(strncmp(view.panel.prompt, "Say: " CUT,
	    strlen("Say: " CUT)), 0);
	assert_int_equal(ui_text_columns(view.panel.prompt),
	    UI_SCREEN_COLUMNS);
	end = view.panel.prompt + strlen(view.panel.prompt) - 3;
	assert_string_equal(end, "lm_");	/* the 195th letter, 'm' */
	assert_non_null(strstr(view.panel.keys, "full"));
	assert_int_equal(keys(ui, "\n"), UI_EVENT_SEND);
	assert_int_equal(strlen(room_of(ui)->request.text), SAY_LIMIT);
	assert_int_equal(strncmp(room_of(ui)->request.text, "startabc", 8),
	    0);

	/* A character that does not fit whole is not taken, and the line
	 * says it is full; backspace makes room again. */
	keys(ui, "m");
	for (int i = 0; i < SAY_LIMIT / 3; i++)
		key_bytes(ui, LI);
	key_bytes(ui, LI);
	view_of(ui, &view);
	assert_non_null(strstr(view.panel.keys, "full"));
	/* Two columns a character: the 80th may stay blank. */
	assert_in_range(ui_text_columns(view.panel.prompt),
	    UI_SCREEN_COLUMNS - 1, UI_SCREEN_COLUMNS);
	ui_key(ui, UI_KEY_BACKSPACE);
	view_of(ui, &view);
	assert_null(strstr(view.panel.keys, "full"));
	keys(ui, "\n");
	assert_int_equal(strlen(room_of(ui)->request.text),
	    (SAY_LIMIT / 3 - 1) * 3);

	/* ASCII: three dots before the end. */
	ui->ascii = true;
	keys(ui, "m");
	for (int i = 0; i < 100; i++)
		ui_key(ui, 'z');
	view_of(ui, &view);
	assert_int_equal(strncmp(view.panel.prompt, "Say: ...z", 9), 0);
	assert_int_equal(ui_text_columns(view.panel.prompt),
	    UI_SCREEN_COLUMNS);
}

/* The panel's messages: the last lines said, whole, newest last, as many
 * as its rows could hold; the front end shows the last that fit. */
static void
test_remote_panel_keeps_the_last_lines_whole(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;
	char text[SAY_LIMIT + 1], line[UI_SAID_MAX];

	for (int i = 1; i <= 25; i++) {
		snprintf(text, sizeof text, "line %02d", i);
		ui_remote_said(ui, COLOUR_TEAL, "bob", text);
	}
	view_of(ui, &view);
	assert_int_equal(ui_text_rows(view.panel.said, UI_PANEL_COLUMNS),
	    UI_PANEL_ROWS);
	assert_non_null(strstr(view.panel.said, "bob: line 07\n"));
	assert_null(strstr(view.panel.said, "line 06"));
	assert_string_equal(strrchr(view.panel.said, '\n') + 1,
	    "bob: line 25");

	/* A message of the protocol's 200 bytes arrives whole: ten rows of
	 * the panel's 23 columns ("bob:", then nine of x). */
	memset(text, 'x', SAY_LIMIT);
	text[SAY_LIMIT] = '\0';
	ui_remote_said(ui, COLOUR_TEAL, "bob", text);
	view_of(ui, &view);
	snprintf(line, sizeof line, "bob: %s", text);
	assert_string_equal(strrchr(view.panel.said, '\n') + 1, line);
	/* In twelve rows: two short lines over it; in three, its start. */
	assert_int_equal(strncmp(ui_text_last_lines(view.panel.said,
	    UI_PANEL_COLUMNS, 12), "bob: line 24\n", 13), 0);
	assert_string_equal(ui_text_last_lines(view.panel.said,
	    UI_PANEL_COLUMNS, 3), line);
}

/* C opens what was said: the last 20 lines the room keeps, each wrapped
 * in the page, at its end, read as more come; Esc goes back. */
static void
test_remote_chat_key_opens_what_was_said(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;
	char text[SAY_LIMIT + 1], joined[UI_SAID_MAX];
	const char *at;
	size_t used = 0;

	keys(ui, "C");
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_non_null(strstr(ui->message, "Nothing said yet"));
	for (int i = 1; i <= 25; i++) {
		snprintf(text, sizeof text, "line %02d", i);
		ui_remote_said(ui, COLOUR_TEAL, "bob", text);
	}
	memset(text, 'y', SAY_LIMIT);
	text[SAY_LIMIT] = '\0';
	ui_remote_said(ui, UI_SEAT_WATCH, "carol", text);
	ui_page_set_rows(ui, 21);
	keys(ui, "c");
	assert_int_equal(ui_mode(ui), UI_MODE_RULES);
	view_of(ui, &view);
	assert_int_equal(view.screen, UI_SCREEN_RULES);
	assert_non_null(strstr(view.rules.title, "what was said"));
	/* Lines 07 to 25 and carol's, in four rows of the page's 76
	 * columns ("carol:", then three of y): 23 lines, the last 21 in
	 * sight. */
	assert_int_equal(view.rules.total, 23);
	assert_int_equal(view.rules.top, 2);
	assert_int_equal(strncmp(view.rules.text, "bob: line 09\n", 13), 0);
	at = strstr(view.rules.text, "carol:");
	assert_non_null(at);
	/* Each row within the page; whole, once its rows are joined. */
	while (*at != '\0') {
		size_t row = strcspn(at, "\n");

		assert_true(row <= UI_RULES_WIDTH);
		while (*at == ' ') {
			at++;
			row--;
		}
		memcpy(joined + used, at, row);
		used += row;
		at += row + (at[row] == '\n');
	}
	joined[used] = '\0';
	assert_string_equal(joined + strlen("carol:"), text);
	/* A line said while it is up is read there. */
	ui_remote_said(ui, COLOUR_TEAL, "bob", "one more");
	view_of(ui, &view);
	assert_non_null(strstr(view.rules.text, "bob: one more\n"));
	assert_int_equal(view.rules.total, 23);
	keys(ui, "\033");
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	/* In a message, C is a letter. */
	keys(ui, "mC");
	view_of(ui, &view);
	assert_string_equal(view.panel.prompt, "Say: C_");
}

/* The room's word that it cannot save is shown at once, and stays in the
 * panel's room line until the room says it saved again. */
static void
test_remote_shows_that_the_room_cannot_save(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	ui_remote_unsaved(ui, "No space left on device\033[2J");
	view_of(ui, &view);
	assert_string_equal(ui->message,
	    "The room cannot save the game: No space left on device[2J");
	assert_string_equal(view.panel.said,
	    "* not saved: No space left on device[2J");
	assert_string_equal(view.panel.room, "demo · not saved");
	ui_remote_watchers(ui, 3);
	view_of(ui, &view);
	assert_string_equal(view.panel.room, "demo · not saved");
	ui_remote_saved(ui);
	view_of(ui, &view);
	assert_string_equal(ui->message, "The room saved the game again");
	assert_non_null(strstr(view.panel.said, "* saved again"));
	assert_string_equal(view.panel.room, "demo · 3 watching");
	/* A welcome starts afresh: its snapshot says it again if need be. */
	ui_remote_unsaved(ui, "Read-only file system");
	ui_remote_welcome(ui, "demo", COLOUR_AMBER);
	view_of(ui, &view);
	assert_string_equal(view.panel.room, "demo · 3 watching");
}

/* The room's own word (that it was not running, so charged no clock) is
 * shown at once and kept with the messages, cleaned as theirs are. */
static void
test_remote_shows_the_rooms_notice(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	ui_remote_notice(ui, "the room was not running for 6.000 s\033[2J");
	view_of(ui, &view);
	assert_string_equal(ui->message,
	    "The room: the room was not running for 6.000 s[2J");
	assert_string_equal(view.panel.said,
	    "* room: the room was not running for 6.000 s[2J");
}

static void
test_remote_clock_runs_for_the_side_to_move(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;
	char said[64];

	/* No clock said before the room gives one. */
	assert_false(ui_remote_clocks_said(ui, said, sizeof said));
	assert_string_equal(said, "");
	ui_remote_clock(ui, 5LL * 60 * 1000, 61LL * 1000, 1000);
	view_of(ui, &view);
	assert_non_null(strstr(view.panel.stones[COLOUR_AMBER], "5:00"));
	assert_non_null(strstr(view.panel.stones[COLOUR_TEAL], "1:01"));
	ui_remote_tick(ui, 1000 + 30LL * 1000);
	view_of(ui, &view);
	assert_non_null(strstr(view.panel.stones[COLOUR_AMBER], "4:30"));
	assert_non_null(strstr(view.panel.stones[COLOUR_TEAL], "1:01"));
	/* In words, as the line mode's turn says them. */
	assert_true(ui_remote_clocks_said(ui, said, sizeof said));
	assert_string_equal(said, "Amber 4:30, Teal 1:01");
	/* Paused: nobody's clock runs. */
	ui_remote_left(ui, COLOUR_TEAL);
	ui_remote_tick(ui, 1000 + 90LL * 1000);
	view_of(ui, &view);
	assert_non_null(strstr(view.panel.stones[COLOUR_AMBER], "5:00"));
}

static void
test_remote_lost_connection_offers_to_reconnect(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	assert_int_equal(keys(ui, "r"), UI_EVENT_NONE);
	ui_remote_lost(ui, "the room closed the connection");
	view_of(ui, &view);
	assert_string_equal(view.panel.turn, "Connection lost");
	assert_non_null(strstr(view.panel.prompt, "(r) connect again"));
	assert_int_equal(keys(ui, ":b1b2\n"), UI_EVENT_NONE);
	assert_int_equal(keys(ui, "r"), UI_EVENT_RECONNECT);
	ui_remote_welcome(ui, "demo", COLOUR_AMBER);
	assert_int_equal(room_of(ui)->status, UI_ROOM_WAITING);
}

/* After the game the room stays a while to talk: m says something; once
 * it has closed, that is said, not lost without a word. */
static void
test_remote_talk_after_the_game(void **state)
{
	struct ui *ui = *state;

	assert_int_equal(ui_remote_over(ui, RESULT_TEAL, UI_REASON_RESIGN),
	    UI_EVENT_FINISHED);
	keys(ui, "m");
	assert_int_equal(ui_mode(ui), UI_MODE_SAY);
	assert_int_equal(keys(ui, "gg\n"), UI_EVENT_SEND);
	assert_int_equal(room_of(ui)->request.kind, UI_REQUEST_SAY);
	assert_string_equal(room_of(ui)->request.text, "gg");
	ui_remote_lost(ui, "the game is over");
	assert_int_equal(room_of(ui)->status, UI_ROOM_OVER);
	assert_string_equal(ui->message, "The room has closed");
}

/* A player the room has not heard from is shown to the others, counting,
 * and shown back; never to itself, and a seat that is none is ignored. */
static void
test_remote_not_answering_is_shown_and_back(void **state)
{
	struct ui *ui = *state;

	ui_remote_not_answering(ui, COLOUR_TEAL, 10);
	assert_string_equal(ui->message,
	    "Teal (bob) has not answered for 10 s");
	ui_remote_not_answering(ui, COLOUR_TEAL, 20);
	assert_string_equal(ui->message,
	    "Teal (bob) has not answered for 20 s");
	ui_remote_answering(ui, COLOUR_TEAL);
	assert_string_equal(ui->message, "Teal (bob) answers again");
	ui->message[0] = '\0';
	ui_remote_not_answering(ui, COLOUR_AMBER, 10);	/* ourselves */
	ui_remote_not_answering(ui, UI_SEAT_WATCH, 10);
	ui_remote_answering(ui, -1);
	assert_string_equal(ui->message, "");
	assert_int_equal(room_of(ui)->status, UI_ROOM_PLAYING);
}

static void
test_remote_leaving_asks_and_keeps_the_seat(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	assert_int_equal(keys(ui, "q"), UI_EVENT_NONE);
	view_of(ui, &view);
	assert_string_equal(view.panel.prompt, UI_REMOTE_LEAVE_QUESTION);
	assert_int_equal(keys(ui, "a"), UI_EVENT_NONE);	/* nothing to abandon */
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_int_equal(keys(ui, "qy"), UI_EVENT_QUIT);
	assert_int_equal(ui_mode(ui), UI_MODE_QUIT);
}

static void
test_remote_new_game_key_does_not_start_one(void **state)
{
	struct ui *ui = *state;

	assert_int_equal(keys(ui, "R"), UI_EVENT_NONE);
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_false(ui_game_is_local(ui));
	assert_non_null(strstr(ui->message, "one game"));
}

static void
test_remote_long_names_and_room_fit_the_panel(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	snprintf(room_of(ui)->room, sizeof room_of(ui)->room, "%s",
	    "a-rather-long-room-name-here-32c");
	ui_remote_players(ui, "sixteen-letters1",
	    "Sixteen\001letters2\302\251");
	assert_string_equal(room_of(ui)->names[COLOUR_TEAL],
	    "Sixteenletters2?");
	ui_remote_watchers(ui, 12);
	ui_remote_clock(ui, 99LL * 60 * 1000, 200LL * 60 * 1000, 0);
	view_of(ui, &view);
	assert_non_null(strstr(view.panel.room, "12 watching"));
	assert_non_null(strstr(view.panel.stones[COLOUR_TEAL], "200m"));
	ui_remote_asked(ui, COLOUR_TEAL, UI_QUESTION_UNDO);
	view_of(ui, &view);
	ui_remote_lost(ui,
	    "a very long reason that a room could give for closing the line");
	view_of(ui, &view);
}

/*
 * Names in UTF-8 on a UTF-8 terminal: shown whole, in the chat too, and
 * the panel's players' lines cut in the columns the terminal draws (李 takes
 * two), never past the panel; on an ASCII terminal '?' a character.
 */
static void
test_remote_names_in_utf8_fit_the_panel_in_columns(void **state)
{
	static const char li16[] =
	    "\xe6\x9d\x8e\xe6\x9d\x8e\xe6\x9d\x8e\xe6\x9d\x8e"
	    "\xe6\x9d\x8e\xe6\x9d\x8e\xe6\x9d\x8e\xe6\x9d\x8e\xe6\x9d\x8e\xe6"
	    "\x9d\x8e"
	    "\xe6\x9d\x8e\xe6\x9d\x8e\xe6\x9d\x8e\xe6\x9d\x8e\xe6\x9d\x8e\xe6"
	    "\x9d\x8e";
	struct ui *ui = *state;
	struct ui_view view;
	const char *row;

	if (setlocale(LC_CTYPE, "C.UTF-8") == NULL)
		skip();
	ui_remote_players(ui, "s\xc3\xb8ren", li16);
	assert_string_equal(room_of(ui)->names[COLOUR_AMBER], "s\xc3\xb8ren");
	assert_string_equal(room_of(ui)->names[COLOUR_TEAL], li16);
	view_of(ui, &view);
	assert_non_null(
	    strstr(view.panel.opponent, "Amber: s\xc3\xb8ren (you)"));
	row = strchr(view.panel.opponent, '\n');
	assert_non_null(row);
	assert_true(ui_name_columns(row + 1) <= UI_PANEL_COLUMNS);
	assert_true(ui_name_columns(row + 1) >= UI_PANEL_COLUMNS - 1);
	assert_non_null(strstr(row + 1, "Teal: \xe6\x9d\x8e"));
	ui_remote_said(ui, COLOUR_AMBER, "s\xc3\xb8ren", "h\xc3\xa9llo");
	assert_string_equal(room_of(ui)->said[room_of(ui)->said_count - 1],
	    "s\xc3\xb8ren: h\xc3\xa9llo");
	ui->ascii = true;
	ui_remote_players(ui, "s\xc3\xb8ren", li16);
	assert_string_equal(room_of(ui)->names[COLOUR_AMBER], "s?ren");
	setlocale(LC_CTYPE, "C");
}

/* The room's end on the board `position` (or the start), as it says it. */
static void
end_on(struct ui *ui, const char *position, enum result result,
    enum ui_room_reason reason)
{
	if (position != NULL) {
		struct board board;
		char error[NOTATION_ERROR_MAX];

		if (notation_read_position(position, &ui->rules, &board,
			error) < 0)
			fail_msg("bad position in test: %s", error);
		ui_game_set_position(ui, &board);
	}
	assert_int_equal(ui_remote_over(ui, result, reason), UI_EVENT_FINISHED);
}

/*
 * The end of a room's game is told from each viewer's side: the winner
 * reads "You win", the loser "You lose", a spectator who won; a draw is
 * the same for all.  (Every viewer read Amber's words: Teal's winner was
 * told "You lose".)
 */
static void
test_remote_end_is_told_from_each_side(void **state)
{
	static const struct {
		const char
		    *position; /* NULL: the start, an end off the board */
		enum result	result;
		enum ui_room_reason reason;
		const char
		    *words[UI_SEAT_WATCH + 1]; /* Amber, Teal, watching */
	} ends[] = {
		{ "1ttttt1/7/7/7/7/7/7 a N 1", RESULT_TEAL, UI_REASON_ECLIPSE,
		    { "You lose: every Amber stone is gone",
			"You win: every Amber stone is gone",
			"Teal wins: every Amber stone is gone" } },
		{ "7/7/7/3a3/7/7/7 t N 25", RESULT_AMBER, UI_REASON_COUNT,
		    { "You win: 1 stone to 0 after the last dusk",
			"You lose: 1 stone to 0 after the last dusk",
			"Amber wins: 1 stone to 0 after the last dusk" } },
		{ "7/7/7/7/7/7/7 t N 25", RESULT_DRAW, UI_REASON_COUNT,
		    { "Draw: no stones left on either side",
			"Draw: no stones left on either side",
			"Draw: no stones left on either side" } },
		{ NULL, RESULT_DRAW, UI_REASON_AGREED,
		    { "Draw agreed", "Draw agreed", "Draw agreed" } },
		{ NULL, RESULT_TEAL, UI_REASON_RESIGN,
		    { "You lose: you resigned", "You win: Amber resigned",
			"Teal wins: Amber resigned" } },
		{ NULL, RESULT_AMBER, UI_REASON_RESIGN,
		    { "You win: Teal resigned", "You lose: you resigned",
			"Amber wins: Teal resigned" } },
		{ NULL, RESULT_AMBER, UI_REASON_TIME,
		    { "You win: Teal lost on time",
			"You lose: your time ran out",
			"Amber wins: Teal lost on time" } },
		{ NULL, RESULT_TEAL, UI_REASON_TIME,
		    { "You lose: your time ran out",
			"You win: Amber lost on time",
			"Teal wins: Amber lost on time" } },
	};

	(void)state;
	for (size_t i = 0; i < sizeof ends / sizeof ends[0]; i++)
		for (int seat = 0; seat <= UI_SEAT_WATCH; seat++) {
			struct ui *ui = room_game(seat);
			struct ui_view view;

			end_on(ui, ends[i].position, ends[i].result,
			    ends[i].reason);
			view_of(ui, &view);
			if (strcmp(view.panel.turn, ends[i].words[seat]) != 0)
				fail_msg("end %zu, seat %d: \"%s\", not \"%s\"",
				    i, seat, view.panel.turn,
				    ends[i].words[seat]);
			free(ui);
		}
}

/*
 * Each player's filed record says from which side they played and whom
 * against, with no computer's level or seed; a spectator's says no side.
 * (A joiner's said Side amber, Level 2, Opponent room.)
 */
static void
test_remote_record_says_who_played_whom(void **state)
{
	static const char *const sides[] = { "amber", "teal", NULL };
	static const char *const opponents[] = { "bob", "alice", "room" };
	static struct record record;

	(void)state;
	for (int seat = 0; seat <= UI_SEAT_WATCH; seat++) {
		struct ui *ui = room_game(seat);

		end_on(ui, NULL, RESULT_AMBER, UI_REASON_RESIGN);
		ui_remote_record(ui, &record);
		assert_string_equal(record.player[COLOUR_AMBER], "alice");
		assert_string_equal(record.player[COLOUR_TEAL], "bob");
		if (sides[seat] != NULL)
			assert_string_equal(record_tag(&record, UI_TAG_SIDE),
			    sides[seat]);
		else
			assert_null(record_tag(&record, UI_TAG_SIDE));
		assert_string_equal(record_tag(&record, UI_TAG_OPPONENT),
		    opponents[seat]);
		assert_null(record_tag(&record, UI_TAG_LEVEL));
		assert_null(record_tag(&record, UI_TAG_SEED));
		assert_string_equal(record_tag(&record, UI_TAG_ROOM), "demo");
		assert_string_equal(record_tag(&record, UI_TAG_ENDING),
		    "amber resign");
		free(ui);
	}
}

/*
 * V on a finished room game reviews it in the room, for each player and a
 * spectator (a lobby player has no shell to type `gnomon review FILE`):
 * the review is of the room's record, both names in it, and Esc goes back
 * to the room as it was, its panel, its messages and its keys.
 */
static void
test_remote_review_in_the_room(void **state)
{
	static struct record record;
	static struct ui_review review;
	static char report[UI_REVIEW_TEXT_MAX];
	struct ui_view view, before;

	(void)state;
	for (int seat = 0; seat <= UI_SEAT_WATCH; seat++) {
		struct ui *ui = room_game(seat);
		struct search *search;

		assert_int_equal(ui_remote_moved(ui, 1, move_of("d1d2")),
		    UI_EVENT_MOVED);
		assert_int_equal(ui_remote_moved(ui, 2, move_of("d7d6")),
		    UI_EVENT_MOVED);
		assert_int_equal(keys(ui, "V"), UI_EVENT_NONE);
		assert_false(ui_review_wanted(ui));
		assert_string_equal(ui->message,
		    "V reviews the game once it is over");
		ui_remote_said(ui, COLOUR_TEAL, "bob", "good game");
		end_on(ui, NULL, RESULT_AMBER, UI_REASON_RESIGN);
		view_of(ui, &before);
		assert_string_equal(before.panel.prompt,
		    "Game over: V review · q leave");
		assert_int_equal(keys(ui, "V"), UI_EVENT_NONE);
		assert_true(ui_review_wanted(ui));
		assert_string_equal(ui->message, "Reviewing the game…");
		/* The front end's part: the room's record, reviewed. */
		ui_review_record(ui, &record);
		assert_string_equal(record.player[COLOUR_AMBER], "alice");
		assert_string_equal(record.player[COLOUR_TEAL], "bob");
		assert_int_equal(record.move_count, 2);
		search = search_new(UI_REVIEW_TT_MB);
		assert_non_null(search);
		assert_int_equal(ui_review_run(&review, &record, search, NULL),
		    0);
		search_free(search);
		ui_review_report(&review, true, report, sizeof report);
		ui_review_show(ui, &record, &review, report);
		assert_true(ui_review_showing(ui));
		assert_int_equal(ui_mode(ui), UI_MODE_REPLAY);
		/* The review is nobody's game: its board is the start, not
		 * the room's end, and nobody is "you". */
		view_of(ui, &view);
		assert_string_equal(view.panel.turn, "Amber to move");
		keys(ui, "n");
		view_of(ui, &view);
		assert_non_null(strstr(view.panel.detail,
		    "Round 1, Amber d1d2"));
		/* Esc: the room as it was, and its keys (m: a message). */
		assert_int_equal(keys(ui, "\033"), UI_EVENT_NONE);
		assert_false(ui_review_showing(ui));
		assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
		assert_int_equal(ui->game.plies, 2);
		view_of(ui, &view);
		assert_string_equal(view.panel.turn, before.panel.turn);
		assert_string_equal(view.panel.opponent,
		    before.panel.opponent);
		assert_string_equal(view.panel.said, before.panel.said);
		assert_string_equal(view.panel.keys, before.panel.keys);
		assert_int_equal(keys(ui, "m"), UI_EVENT_NONE);
		assert_int_equal(ui_mode(ui), UI_MODE_SAY);
		free(ui);
	}
}

/* The questions of a room show the room's keys, not the game at one
 * keyboard's "R new · q quit". */
static void
test_remote_questions_show_the_rooms_keys(void **state)
{
	struct ui *ui = *state;
	struct ui_view view;

	assert_int_equal(keys(ui, "q"), UI_EVENT_NONE);
	view_of(ui, &view);
	assert_string_equal(view.panel.prompt, UI_REMOTE_LEAVE_QUESTION);
	assert_null(strstr(view.panel.keys, "R new"));
	assert_null(strstr(view.panel.keys, "q quit"));
	assert_non_null(strstr(view.panel.keys, "y leave"));
	keys(ui, "n");
	assert_int_equal(keys(ui, "X"), UI_EVENT_NONE);
	view_of(ui, &view);
	assert_string_equal(view.panel.prompt, UI_REMOTE_RESIGN_QUESTION);
	assert_null(strstr(view.panel.keys, "R new"));
	assert_non_null(strstr(view.panel.keys, "y resign"));
}

/* The room's name whole wherever it fits the panel's 23 columns, with the
 * count of watchers or the failed save after it; cut, when it must, by
 * what follows it and no more, and "…" says where. */
static void
test_remote_room_name_is_cut_only_when_it_does_not_fit(void **state)
{
	static const struct {
		const char	*room;
		int		watchers;
		bool		unsaved;
		const char	*line;
	} lines[] = {
		{ "friday-night", 0, false, "Room friday-night" },
		/* No room for "Room ", but the name is whole. */
		{ "twenty-letters-named", 0, false, "twenty-letters-named" },
		{ "ten-letter", 1, false, "ten-letter · 1 watching" },
		{ "ten-letter", 1, true, "ten-letter · not saved" },
		{ "a-rather-long-room-name-here-32c", 12, false,
		    "a-rather" CUT " · 12 watching" },
		{ "a-rather-long-room-name-here-32c", 0, true,
		    "a-rather-l" CUT " · not saved" },
	};
	struct ui *ui = *state;
	struct ui_view view;

	for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++) {
		snprintf(room_of(ui)->room, sizeof room_of(ui)->room, "%s",
		    lines[i].room);
		ui_remote_watchers(ui, lines[i].watchers);
		room_of(ui)->unsaved = lines[i].unsaved;
		view_of(ui, &view);
		assert_string_equal(view.panel.room, lines[i].line);
	}
}

enum { SOAK_STEPS = 3000, SOAK_SEED = 11 };

/*
 * Random keys and random reports of the room, seat by seat: a key never
 * changes the game; a move asked for is always a legal move of our side on
 * our turn, and a spectator asks for nothing but messages; the screen fits
 * after every step; the game is always the one its history reaches.
 */
static void
soak_seat(int seat)
{
	static const int soak_keys[] = { UI_KEY_UP, UI_KEY_DOWN, UI_KEY_LEFT,
		UI_KEY_RIGHT, UI_KEY_ENTER, UI_KEY_ESCAPE, UI_KEY_BACKSPACE,
		' ', ':', 'm', 'U', 'D', 'X', 'R', 'r', 'y', 'n', 'H', 'S', '?',
		'q', 'a', 'b', '1', '2', 'p', 's' };
	struct ui *ui = room_game(seat);
	/* The room's board, which a quit is taken back to. */
	const struct ui_mode_ops *board = ui_mode_top(ui);
	uint64_t random = SOAK_SEED + (uint64_t)seat;
	struct ui_view view;
	struct board replayed;
	int moves_sent = 0, reports = 0;

	for (int step = 0; step < SOAK_STEPS; step++) {
		struct board before = ui->game.board;
		int plies = ui->game.plies, choice = rng_below(&random, 10);
		enum ui_event event;

		if (choice == 0 && ui_mode(ui) == UI_MODE_PLAY &&
		    !ui_game_is_over(ui) &&
		    room_of(ui)->question == UI_QUESTION_NONE &&
		    !ui_mode_marks_shown(ui)) {
			/* A typed move of the side to move, ours or not. */
			char typed[NOTATION_MOVE_MAX + 3];
			bool ours = room_of(ui)->status == UI_ROOM_PLAYING &&
			    ui->game.board.side == seat;

			typed[0] = ':';
			notation_move(some_move(ui), typed + 1);
			strcat(typed, "\n");
			event = keys(ui, typed);
			assert_int_equal(event,
			    ours ? UI_EVENT_SEND : UI_EVENT_NONE);
			moves_sent += ours;
			assert_int_equal(ui->game.plies, plies);
		} else if (choice < 7) {
			int side = ui->game.board.side;
			bool playing = room_of(ui)->status == UI_ROOM_PLAYING;

			event = ui_key(ui, soak_keys[rng_below(&random,
			    (int)(sizeof soak_keys / sizeof soak_keys[0]))]);
			assert_int_equal(ui->game.plies, plies);
			assert_same_position(&ui->game.board, &before);
			if (event == UI_EVENT_SEND) {
				enum ui_request_kind kind =
				    room_of(ui)->request.kind;

				if (seat == UI_SEAT_WATCH)
					assert_int_equal(kind, UI_REQUEST_SAY);
				if (kind == UI_REQUEST_MOVE) {
					moves_sent++;
					assert_true(playing && side == seat);
					assert_true(
					    board_is_legal(&ui->game.board,
						room_of(ui)->request.move));
				}
			}
			if (ui_mode(ui) == UI_MODE_QUIT)
				ui_mode_reset(ui, board); /* stay, to go on */
		} else if (choice < 9 && !ui_game_is_over(ui)) {
			/* The room: a move of whoever is to move, an undo. */
			if (rng_below(&random, 4) > 0 || ui->game.plies == 0)
				event = ui_remote_moved(ui, plies + 1,
				    some_move(ui));
			else
				event = ui_remote_undone(ui, plies - 1);
			assert_int_not_equal(event, UI_EVENT_RECONNECT);
			reports++;
		} else {
			switch (rng_below(&random, 6)) {
			case 0:
				ui_remote_asked(ui, rng_below(&random, 3),
				    rng_below(&random, 2) ? UI_QUESTION_UNDO :
				    UI_QUESTION_DRAW);
				break;
			case 1:
				ui_remote_left(ui, rng_below(&random, 2));
				break;
			case 2:
				ui_remote_joined(ui, COLOUR_AMBER, "alice");
				ui_remote_joined(ui, COLOUR_TEAL, "bob");
				ui_remote_playing(ui);
				break;
			case 3:
				ui_remote_said(ui, rng_below(&random, 3),
				    "carol",
				    "a message from somebody watching the "
				    "game");
				break;
			case 4:
				ui_remote_clock(ui, rng_below(&random, 1000000),
				    rng_below(&random, 1000000), step);
				break;
			default:
				ui_remote_lost(ui, "dropped");
				ui_remote_welcome(ui, "demo", seat);
				ui_remote_playing(ui);
				break;
			}
		}
		view_of(ui, &view);
		/* The game is the one its history reaches. */
		replayed = ui->game.start;
		for (int i = 0; i < ui->game.plies; i++) {
			struct undo undo;

			board_make(&replayed, ui->game.moves[i], &undo);
		}
		assert_same_position(&replayed, &ui->game.board);
	}
	/* The walk went where it should: moves asked for, and reported. */
	assert_true(seat == UI_SEAT_WATCH || moves_sent > 0);
	assert_true(reports > 0);
	free(ui);
}

static void
test_remote_soak_player(void **state)
{
	(void)state;
	soak_seat(COLOUR_AMBER);
	soak_seat(COLOUR_TEAL);
}

static void
test_remote_soak_spectator(void **state)
{
	(void)state;
	soak_seat(UI_SEAT_WATCH);
}

/* ---- The pie step ---- */

/* A room of the pie rule, both in, its step waiting for Amber's sun. */
static struct ui *
pie_room(int seat)
{
	struct ui *ui = room_welcomed_to(seat, "bob", true);

	ui_remote_connected(ui, true, true);
	ui_remote_playing(ui);
	assert_false(ui_remote_pie(ui, UI_ROOM_PIE_SUN, 0));
	return ui;
}

static void
assert_panel(struct ui *ui, const char *turn, const char *prompt)
{
	struct ui_view view;

	view_of(ui, &view);
	assert_string_equal(view.panel.turn, turn);
	assert_string_equal(view.panel.prompt, prompt);
	assert_true(view.choosing_pie);
}

/* Amber's player sees the pie step's question, as at one keyboard, and
 * sends the sun; Teal's player then keeps or swaps, and a swap makes
 * Amber's player Teal.  Nothing is chosen here: the room says. */
static void
test_remote_pie_sun_and_swap_from_amber(void **state)
{
	struct ui *ui = pie_room(COLOUR_AMBER);
	static struct record record;
	struct ui_view view;

	(void)state;
	assert_int_equal(ui_mode(ui), UI_MODE_PIE);
	assert_panel(ui, "Pie: you pick the sun", "Sun: ◂ N ▸");
	ui_key(ui, UI_KEY_RIGHT);
	ui_key(ui, UI_KEY_RIGHT);
	assert_panel(ui, "Pie: you pick the sun", "Sun: ◂ E ▸");
	assert_int_equal(ui->game.board.sun, COMPASS_E);
	assert_int_equal(ui_key(ui, UI_KEY_ENTER), UI_EVENT_SEND);
	assert_int_equal(room_of(ui)->request.kind, UI_REQUEST_SUN);
	assert_int_equal(room_of(ui)->request.sun, COMPASS_E);
	/* Sent, not chosen: the step waits for the room. */
	assert_int_equal(ui_mode(ui), UI_MODE_PIE);

	assert_false(ui_remote_pie(ui, UI_ROOM_PIE_COLOUR, COMPASS_SE));
	assert_int_equal(ui->game.board.sun, COMPASS_SE);
	assert_panel(ui, "Pie: Teal's player picks a colour",
	    "Teal (bob) is choosing a colour…");
	assert_int_equal(ui_key(ui, UI_KEY_ENTER), UI_EVENT_NONE);

	assert_true(ui_remote_pie(ui, UI_ROOM_PIE_SWAP, COMPASS_SE));
	ui_remote_players(ui, "bob", "alice");
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_int_equal(ui_game_seat(ui), COLOUR_TEAL);
	assert_string_equal(ui->message, "bob swapped: you play Teal now");
	view_of(ui, &view);
	assert_false(view.choosing_pie);
	assert_string_equal(view.panel.turn, "Amber (bob) to move");
	assert_non_null(strstr(view.panel.opponent, "Teal: alice (you)"));

	ui_remote_record(ui, &record);
	assert_true(record.start.rules.pie);
	assert_int_equal(record.start.rules.start_sun, COMPASS_SE);
	assert_string_equal(record_tag(&record, "Pie"), "swap");
	assert_string_equal(record.player[COLOUR_AMBER], "bob");
	assert_string_equal(record_tag(&record, UI_TAG_SIDE), "teal");
	free(ui);
}

/* Teal's player waits for the sun, then keeps or swaps with the keys of
 * the pie step; a spectator sees who chooses, and chooses nothing. */
static void
test_remote_pie_colour_from_teal_and_watching(void **state)
{
	struct ui *ui = pie_room(COLOUR_TEAL);
	struct ui *watch = pie_room(UI_SEAT_WATCH);

	(void)state;
	assert_panel(ui, "Pie: Amber's player picks the sun",
	    "Amber (alice) is choosing the sun…");
	assert_int_equal(ui_key(ui, UI_KEY_ENTER), UI_EVENT_NONE);
	assert_panel(watch, "Pie: Amber's player picks the sun",
	    "Amber (alice) is choosing the sun…");

	ui_remote_pie(ui, UI_ROOM_PIE_COLOUR, COMPASS_S);
	ui_remote_pie(watch, UI_ROOM_PIE_COLOUR, COMPASS_S);
	assert_panel(ui, "Pie: you pick a colour",
	    "Teal's player: ◂ Keep: play Teal ▸");
	assert_panel(watch, "Pie: Teal's player picks a colour",
	    "Teal (bob) is choosing a colour…");
	ui_key(ui, UI_KEY_RIGHT);
	assert_panel(ui, "Pie: you pick a colour",
	    "Teal's player: ◂ Swap: play Amber ▸");
	assert_int_equal(ui_key(ui, UI_KEY_ENTER), UI_EVENT_SEND);
	assert_int_equal(room_of(ui)->request.kind, UI_REQUEST_SWAP);
	ui_key(ui, UI_KEY_LEFT);
	assert_int_equal(ui_key(ui, UI_KEY_ENTER), UI_EVENT_SEND);
	assert_int_equal(room_of(ui)->request.kind, UI_REQUEST_KEEP);

	assert_false(ui_remote_pie(ui, UI_ROOM_PIE_KEEP, COMPASS_S));
	assert_int_equal(ui_game_seat(ui), COLOUR_TEAL);
	assert_string_equal(ui->message, "You kept Teal: Amber moves first");
	assert_false(ui_remote_pie(watch, UI_ROOM_PIE_SWAP, COMPASS_S));
	assert_string_equal(watch->message, "bob swapped and plays Amber");
	assert_int_equal(ui_mode(watch), UI_MODE_PLAY);
	free(ui);
	free(watch);
}

/* Coming back after the swap: the welcome's seat is ours already, and the
 * snapshot's `pie swap` tells the step, not another swap. */
static void
test_remote_pie_snapshot_after_the_swap(void **state)
{
	struct ui *ui = pie_room(COLOUR_TEAL);

	(void)state;
	ui_remote_welcome(ui, "demo", COLOUR_TEAL);
	assert_false(ui_remote_pie(ui, UI_ROOM_PIE_SWAP, COMPASS_NE));
	assert_int_equal(ui_game_seat(ui), COLOUR_TEAL);
	assert_int_equal(ui_mode(ui), UI_MODE_PLAY);
	assert_int_equal(ui->game.board.sun, COMPASS_NE);
	free(ui);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(
		    test_remote_move_is_sent_not_played, setup_amber, teardown),
		cmocka_unit_test_setup_teardown(
		    test_remote_move_by_cursor_is_sent, setup_amber, teardown),
		cmocka_unit_test_setup_teardown(
		    test_remote_not_our_turn_sends_nothing, setup_teal,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_remote_spectator_moves_nothing_and_asks_nothing,
		    setup_watch, teardown),
		cmocka_unit_test_setup_teardown(
		    test_remote_spectator_is_told_of_questions,
		    setup_watch, teardown),
		cmocka_unit_test_setup_teardown(
		    test_remote_talk_after_the_game, setup_amber, teardown),
		cmocka_unit_test_setup_teardown(
		    test_remote_not_answering_is_shown_and_back, setup_amber,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_remote_report_out_of_step_asks_to_reconnect,
		    setup_amber, teardown),
		cmocka_unit_test_setup_teardown(
		    test_remote_snapshot_loads_the_history_or_refuses_it,
		    setup_amber, teardown),
		cmocka_unit_test_setup_teardown(
		    test_remote_panel_shows_the_ratings, setup_amber,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_remote_paused_waits_for_the_player_who_left,
		    setup_amber, teardown),
		cmocka_unit_test_setup_teardown(
		    test_remote_their_undo_question_is_answered_y_or_n,
		    setup_teal, teardown),
		cmocka_unit_test_setup_teardown(
		    test_remote_undo_is_asked_not_done, setup_amber, teardown),
		cmocka_unit_test_setup_teardown(
		    test_remote_draw_offered_and_accepted, setup_amber,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_remote_resign_needs_a_confirmation, setup_amber,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_remote_message_typed_sent_and_shown, setup_amber,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_remote_panel_counts_columns_and_marks_cuts,
		    setup_amber, teardown),
		cmocka_unit_test_setup_teardown(
		    test_remote_say_line_scrolls_and_says_when_full,
		    setup_amber, teardown),
		cmocka_unit_test_setup_teardown(
		    test_remote_panel_keeps_the_last_lines_whole, setup_watch,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_remote_chat_key_opens_what_was_said, setup_amber,
		    teardown),
		cmocka_unit_test_setup_teardown(test_remote_message_in_utf8,
		    setup_amber, teardown),
		cmocka_unit_test_setup_teardown(
		    test_remote_clock_runs_for_the_side_to_move, setup_amber,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_remote_lost_connection_offers_to_reconnect,
		    setup_amber, teardown),
		cmocka_unit_test_setup_teardown(
		    test_remote_leaving_asks_and_keeps_the_seat, setup_amber,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_remote_new_game_key_does_not_start_one, setup_amber,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_remote_long_names_and_room_fit_the_panel, setup_amber,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_remote_names_in_utf8_fit_the_panel_in_columns,
		    setup_amber, teardown),
		cmocka_unit_test_setup_teardown(
		    test_remote_shows_that_the_room_cannot_save, setup_amber,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_remote_shows_the_rooms_notice, setup_amber,
		    teardown),
		cmocka_unit_test(test_remote_end_is_told_from_each_side),
		cmocka_unit_test(test_remote_record_says_who_played_whom),
		cmocka_unit_test(test_remote_review_in_the_room),
		cmocka_unit_test_setup_teardown(
		    test_remote_questions_show_the_rooms_keys, setup_amber,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_remote_room_name_is_cut_only_when_it_does_not_fit,
		    setup_amber, teardown),
		cmocka_unit_test(
		    test_remote_invite_gives_way_when_the_friend_comes),
		cmocka_unit_test(test_remote_waiting_shows_the_page_line),
		cmocka_unit_test(test_remote_pie_sun_and_swap_from_amber),
		cmocka_unit_test(test_remote_pie_colour_from_teal_and_watching),
		cmocka_unit_test(test_remote_pie_snapshot_after_the_swap),
		cmocka_unit_test(test_remote_soak_player),
		cmocka_unit_test(test_remote_soak_spectator),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}

/*
 * The interface's soak: its state machine driven without a terminal by a
 * long seeded stream of random events (keys from the whole key table,
 * random bytes, typed moves legal and junk, clicks on and off the board,
 * right clicks, resizes, q then n, q in a window too small), in hot-seat
 * games and against the computer, checking after every event that
 *   - the position is sound (board_check) and is the one the ui's move
 *     history reaches from its start, and the ui's hints are the core's;
 *   - the screen model agrees with the game: the stones, shades and dark
 *     cells of the board, one cursor on the board, the selection a movable
 *     stone of a person to move, a dot on exactly the selected stone's
 *     legal destinations with the core's class, the bounds of every mode's
 *     state (the pie step too, reached from the menu's Pie rule row, the
 *     computer's pie choices answered at once);
 *   - the screen model says exactly what the front end draws, which reads
 *     nothing else: the screen for the mode, the panel's texts (each fits
 *     its rows in UTF-8 and in ASCII), the stone counts, the menu's rows
 *     and which apply, the page of the rules and its footer;
 *   - no game is lost: the history changes only by a move, an undo or a new
 *     game that the event asked for, and the program leaves a game in
 *     progress only through the quit question.
 *
 * The computer's answers are found as tui_computer.c finds them (search_run
 * on the ui's board, the ui's generation noted), but synchronously at level
 * 1 whatever level the menu shows (only legality matters to the ui), and
 * handed back a few events later, as a thread's would be; an answer to a
 * position that no longer stands is sometimes handed back anyway, and must
 * be refused.
 *
 * GNOMON_SOAK_EVENTS sets the number of events (all runs together);
 * GNOMON_SOAK_SEED the seed.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/pie.h"
#include "ai/search.h"
#include "core/notation.h"
#include "core/rng.h"
#include "support/fixture.h"
#include "ui/play_options.h"
#include "ui/ui.h"
#include "ui/ui_binding.h"
#include "ui/ui_choices.h"
#include "ui/ui_cursor.h"
#include "ui/ui_game.h"
#include "ui/ui_menu.h"
#include "ui/ui_mode.h"
#include "ui/ui_page.h"
#include "ui/ui_pie.h"
#include "ui/ui_play.h"
#include "ui/ui_rules.h"
#include "ui/ui_text.h"
#include "ui/ui_typing.h"

enum {
	SOAK_EVENTS_DEFAULT = 100000,
	SOAK_RUNS = 4, /* the events are shared among the runs */
	SOAK_SEED_DEFAULT = 20261129,
	QUEUE_MAX = 32, /* the longest scripted sequence of events */
	JUNK_MAX = 20, /* longer than the typed move's room */
	ANSWER_DELAY_MAX = 4, /* events before the computer's answer arrives */
	STALE_ANSWER_ODDS = 3, /* 1 in this many stale answers is handed back */
	PAGE_ROWS_MIN = -4, /* a terminal too small gives the ui nonsense */
	PAGE_ROWS_SPAN = 140,
	BYTE_VALUES = 256,
	PAST_THE_NAMED_KEYS =
	    3, /* key codes past UI_KEY_F1, bound to nothing */
	OFF_BOARD_ODDS = 8, /* 1 in this many clicks is off the board */
	ELSEWHERE_ODDS = 6, /* 1 in this many click moves ends elsewhere */
	BACKSPACE_ODDS = 20, /* after each typed character */
	ESCAPE_ODDS = 10, /* a typed move abandoned */
	RETURN_ODDS = 5, /* '\r' rather than '\n' */
	YES_ODDS = 4 /* 1 in this many quit questions answered y */
};

/* How the next event is drawn: cumulative bounds out of DRAW_ALL. */
enum {
	DRAW_TABLE_KEY = 30,		/* a key of the key table */
	DRAW_BYTE = 38,			/* any byte */
	DRAW_NAMED_KEY = 41,		/* arrows, F1 and the like */
	DRAW_LETTER = 47,		/* a letter or a digit */
	DRAW_CLICK = 59,		/* a click on a cell or off the board */
	DRAW_RIGHT_CLICK = 62,
	DRAW_RESIZE = 65,
	DRAW_TYPED_MOVE = 77,		/* ':', a move or junk, Enter */
	DRAW_CLICK_MOVE = 95,		/* a stone, then a destination */
	DRAW_SMALL_QUIT = 97,		/* q in a window too small, n or y */
	DRAW_ALL = 100			/* the rest: q, then n */
};

/* EVENT_QUIT: q in a window too small to draw (the front end's
 * ui_play_quit). */
enum event_kind {
	EVENT_KEY,
	EVENT_CLICK,
	EVENT_RIGHT_CLICK,
	EVENT_RESIZE,
	EVENT_QUIT
};

struct event {
	enum event_kind	kind;
	int		value;		/* the key, the cell or the page rows */
};

/* The game as it stood before an event, to see what the event changed. */
struct snapshot {
	struct board	start;
	int		plies;
	uint16_t	moves[MAX_PLIES];
	int		sides[MAX_PLIES];	/* who made each move */
	enum ui_mode	mode;
	bool		started, over;
	bool		fresh;	/* begun from the menu, no move yet */
	enum ui_opponent opponent;
	int		human;
	unsigned	generation;
};

struct soak_stats {
	long	events, person_moves, computer_moves, undos, new_games;
	long	finished, quits, stale_refused, selections, typed_moves;
	long	holds;		/* hold=1: moves that kept the sun */
	long in_mode[UI_MODE_QUIT +
	    1]; /* events that found the ui in each mode */
};

struct soak {
	struct ui		*ui;
	struct play_options	options;
	struct search		*search;
	uint64_t		random;
	struct snapshot		before;

	/* The core's view of the ui's board, worked out again when it
	 * changes. */
	struct board		expected;
	struct hints		expected_hints;
	unsigned		expected_generation;

	/* The computer's answer on its way. */
	bool			pending;
	uint16_t		pending_move;
	unsigned		pending_generation;
	int			pending_delay;

	struct event		queue[QUEUE_MAX];
	int			queued, next;
	struct soak_stats	stats;
};

static long
soak_events_total(void)
{
	return fixture_count("GNOMON_SOAK_EVENTS", SOAK_EVENTS_DEFAULT,
	    LONG_MAX);
}

static uint64_t
soak_seed(void)
{
	const char *text = getenv("GNOMON_SOAK_SEED");

	return text != NULL ? strtoull(text, NULL, 10) : SOAK_SEED_DEFAULT;
}

static bool
boards_equal(const struct board *a, const struct board *b)
{
	return a->stones[COLOUR_AMBER] == b->stones[COLOUR_AMBER] &&
	    a->stones[COLOUR_TEAL] == b->stones[COLOUR_TEAL] &&
	    a->lit == b->lit && a->hash == b->hash &&
	    rules_same_board(&a->rules, &b->rules) && a->side == b->side &&
	    a->sun == b->sun && a->round == b->round;
}

static bool
move_hints_equal(const struct move_hint *a, const struct move_hint *b)
{
	return a->move == b->move && a->takes == b->takes &&
	    a->exposed == b->exposed && a->lost == b->lost &&
	    a->class == b->class;
}

static bool
hints_equal(const struct hints *a, const struct hints *b)
{
	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		if (a->shade[colour] != b->shade[colour] ||
		    a->in_enemy_shade[colour] != b->in_enemy_shade[colour] ||
		    a->shaded_tomorrow[colour] != b->shaded_tomorrow[colour] ||
		    a->shade_tomorrow[colour] != b->shade_tomorrow[colour] ||
		    a->on_dusk_ring[colour] != b->on_dusk_ring[colour])
			return false;
	if (a->rounds_to_dusk != b->rounds_to_dusk ||
	    a->dusk_ring != b->dusk_ring || a->move_count != b->move_count ||
	    a->in_reach != b->in_reach)
		return false;
	for (int i = 0; i < a->move_count; i++)
		if (!move_hints_equal(&a->moves[i], &b->moves[i]))
			return false;
	return true;
}

static const char *
event_name(const struct event *event, char *text, size_t size)
{
	static const char *const kinds[] = { "key", "click", "right click",
		"resize", "quit" };

	snprintf(text, size, "%s %d", kinds[event->kind], event->value);
	return text;
}

static void
soak_snapshot(struct soak *soak)
{
	const struct ui *ui = soak->ui;
	struct snapshot *before = &soak->before;

	before->start = ui->game.start;
	before->plies = ui->game.plies;
	for (int i = 0; i < ui->game.plies; i++) {
		before->moves[i] = ui->game.moves[i];
		before->sides[i] = ui->game.undos[i].side;
	}
	before->mode = ui_mode(ui);
	before->started = ui->game.started;
	before->fresh = ui_game_fresh_from_menu(ui);
	before->over = ui_game_is_over(ui);
	before->opponent = ui->game.opponent;
	before->human = ui->game.human;
	before->generation = ui->generation;
}

/* ---- The checks after every event ---- */

/* The history replayed from its start reaches the ui's board, move by legal
 * move. */
static void
soak_check_position(struct soak *soak)
{
	const struct ui_game *game = &soak->ui->game;
	const char *broken = board_check(&game->board);
	struct board replay = game->start;
	struct undo undo;

	if (broken != NULL)
		fail_msg("event %ld: unsound position: %s", soak->stats.events,
		    broken);
	assert_true(game->plies >= 0 && game->plies <= MAX_PLIES);
	for (int i = 0; i < game->plies; i++) {
		if (!board_is_legal(&replay, game->moves[i]))
			fail_msg("event %ld: move %d of the history is illegal",
			    soak->stats.events, i + 1);
		assert_int_equal(game->undos[i].side, replay.side);
		board_make(&replay, game->moves[i], &undo);
	}
	if (!boards_equal(&replay, &game->board))
		fail_msg("event %ld: the board is not what the history reaches",
		    soak->stats.events);

	/* The ui's hints are the core's for this board. */
	if (soak->expected_generation != soak->ui->generation ||
	    !boards_equal(&soak->expected, &game->board)) {
		soak->expected = game->board;
		soak->expected_generation = soak->ui->generation;
		hints_analyse(&soak->expected, &soak->expected_hints);
	}
	if (!hints_equal(&soak->ui->hints, &soak->expected_hints))
		fail_msg("event %ld: the ui's hints are stale",
		    soak->stats.events);
}

static bool
string_ends_within(const char *text, size_t size)
{
	return memchr(text, '\0', size) != NULL;
}

static void
soak_check_modes(const struct soak *soak)
{
	const struct ui *ui = soak->ui;
	int last_top = ui_rules_line_count(ui->ascii) - ui->page.rows;

	/* UI_MODE_OTHER, the first, is a screen known by no id (a list
	 * over the menu), which the rules and the quit question may be
	 * over too. */
	assert_true(ui_mode(ui) >= UI_MODE_OTHER &&
	    ui_mode(ui) <= UI_MODE_QUIT);
	assert_true(ui->game.opponent >= 0 && ui->game.opponent < UI_OPPONENTS);
	assert_true(
	    ui->game.human == COLOUR_AMBER || ui->game.human == COLOUR_TEAL);
	/* The menu's row, while a menu is on the stack. */
	assert_true(ui_menu_row(ui) >= -1 && ui_menu_row(ui) < UI_MENU_ROWS);
	assert_true(ui_menu_row(ui) < 0 ||
	    ui_menu_row_applies(ui, ui_menu_row(ui)));
	assert_true(ui_choices_level(ui) >= LEVEL_MIN &&
	    ui_choices_level(ui) <= LEVEL_MAX);
	assert_true(ui->game.level >= LEVEL_MIN && ui->game.level <= LEVEL_MAX);
	assert_true(ui_choices_side(ui) >= PLAY_SIDE_AMBER &&
	    ui_choices_side(ui) <= PLAY_SIDE_RANDOM);
	assert_true(ui_choices_opponent(ui) >= 0 &&
	    ui_choices_opponent(ui) < UI_OPPONENTS);
	assert_true(ui->page.rows >= 1);
	assert_true(string_ends_within(ui->message, sizeof ui->message));
	assert_true(strlen(ui_typing_text(ui)) < UI_TYPED_MAX);
	if (!ui->game.started)
		assert_true(ui_mode(ui) == UI_MODE_MENU ||
		    ui_mode(ui) == UI_MODE_QUIT ||
		    ui_mode(ui) == UI_MODE_OTHER ||
		    (ui_mode(ui) == UI_MODE_RULES &&
			(ui_mode_under(ui) == UI_MODE_MENU ||
			ui_mode_under(ui) == UI_MODE_OTHER)));
	switch (ui_mode(ui)) {
	case UI_MODE_RULES:
		assert_true(ui_mode_under(ui) == UI_MODE_MENU ||
		    ui_mode_under(ui) == UI_MODE_PLAY ||
		    ui_mode_under(ui) == UI_MODE_PIE ||
		    ui_mode_under(ui) == UI_MODE_OTHER);
		assert_true(ui_page_top(ui) >= 0);
		assert_true(ui_page_top(ui) <= (last_top > 0 ? last_top : 0));
		break;
	case UI_MODE_TYPING:
		assert_int_equal(ui_mode_under(ui), UI_MODE_PLAY);
		for (const char *c = ui_typing_text(ui); *c != '\0'; c++)
			assert_true(*c > ' ' && *c < UI_KEY_BACKSPACE);
		break;
	case UI_MODE_CONFIRM_QUIT:
		assert_true(ui_mode_under(ui) == UI_MODE_PLAY ||
		    ui_mode_under(ui) == UI_MODE_MENU ||
		    ui_mode_under(ui) == UI_MODE_OTHER);
		assert_true(ui->game.started);
		break;
	default:
		break;
	}
}

/* A cell's stone, shades, darkness and rings are the board's and the hints'. */
static void
soak_check_cell(const struct soak *soak, const struct ui_view *view, int at)
{
	const struct ui *ui = soak->ui;
	const struct board *board = &ui->game.board;
	const struct hints *hints = &soak->expected_hints;
	const struct ui_cell *cell = &view->cells[cell_rank(at)][cell_file(at)];
	const uint64_t *shade =
	    ui_cursor_tomorrow(ui) ? hints->shade_tomorrow : hints->shade;
	uint64_t bit = bb_cell(at);
	int stone = UI_NO_STONE;
	unsigned shades = 0;
	enum ui_ring ring = UI_RING_NONE;

	for (int colour = 0; colour < COLOUR_COUNT; colour++) {
		if (board->stones[colour] & bit)
			stone = colour;
		if (shade[colour] & bit)
			shades |= 1u << colour;
	}
	if (stone != UI_NO_STONE && ui_cursor_hints(ui)) {
		if (hints->in_enemy_shade[stone] & bit)
			ring = stone == view->viewer ? UI_RING_THREAT :
						       UI_RING_PREY;
		else if (hints->shaded_tomorrow[stone] & bit)
			ring = UI_RING_TOMORROW;
	}
	/* The reach mark: the viewer's stone, on the viewer's turn, where no
	 * red ring says more. */
	if (cell->reach != (stone == view->viewer && ui_cursor_hints(ui) &&
	    !board_is_over(board) && board->side == view->viewer &&
	    ring != UI_RING_THREAT && (hints->in_reach & bit) != 0))
		fail_msg("event %ld: cell %d's reach mark is %d",
		    soak->stats.events, at, cell->reach);
	if (cell->stone != stone || cell->shade != shades ||
	    cell->dark != ((board->lit & bit) == 0) || cell->ring != ring)
		fail_msg("event %ld: cell %d shows stone %d shade %u dark %d "
			 "ring %d, "
			 "the board has stone %d shade %u dark %d ring %d",
		    soak->stats.events, at, cell->stone, cell->shade,
		    cell->dark, cell->ring, stone, shades,
		    (board->lit & bit) == 0, ring);
	assert_int_equal(cell->cursor,
	    at == ui_cursor_cell(ui) && ui_mode(ui) != UI_MODE_MENU &&
		ui_mode(ui) != UI_MODE_PIE);
	assert_int_equal(cell->selected, at == ui_cursor_selected(ui));
	if (cell->lost)
		assert_int_equal(cell->stone, UI_NO_STONE);
	/* The last move's marks, from the history itself. */
	if (ui->game.plies > 0 &&
	    ui->game.moves[ui->game.plies - 1] != MOVE_PASS) {
		uint16_t last = ui->game.moves[ui->game.plies - 1];

		assert_int_equal(cell->last_from, at == move_from(last));
		/* A hold marks the stone spent, and no destination. */
		assert_int_equal(cell->last_to, !move_is_hold(last) &&
		    at == move_to(last));
	} else {
		assert_false(cell->last_from || cell->last_to);
	}
}

static enum ui_dot
dot_of_class(enum move_class class)
{
	switch (class) {
	case MOVE_CLASS_GOLD:
		return UI_DOT_GOLD;
	case MOVE_CLASS_ORANGE:
		return UI_DOT_ORANGE;
	case MOVE_CLASS_RED:
		return UI_DOT_RED;
	default:
		return UI_DOT_QUIET;
	}
}

/* The selection is a movable stone of a person to move, and its dots are
 * exactly its legal destinations, in the core's classes. */
static void
soak_check_selection(struct soak *soak, const struct ui_view *view)
{
	const struct ui *ui = soak->ui;
	const struct board *board = &ui->game.board;
	int dots = 0, destinations = 0;

	for (int rank = 0; rank < BOARD_SIZE; rank++)
		for (int file = 0; file < BOARD_SIZE; file++)
			dots += view->cells[rank][file].dot != UI_DOT_NONE;
	if (ui_cursor_selected(ui) == UI_NO_CELL) {
		if (dots != 0)
			fail_msg("event %ld: %d dots with nothing selected",
			    soak->stats.events, dots);
		return;
	}
	soak->stats.selections++;
	if (!cell_on_board(cell_file(ui_cursor_selected(ui)),
		cell_rank(ui_cursor_selected(ui))) ||
	    (board->stones[board->side] & bb_cell(ui_cursor_selected(ui))) == 0)
		fail_msg("event %ld: the selection %d is not a stone of the "
			 "side to move",
		    soak->stats.events, ui_cursor_selected(ui));
	assert_false(ui_game_is_over(ui));
	assert_false(ui_game_is_computer(ui, board->side));
	for (int to = 0; to < CELL_NONE; to++) {
		uint16_t move;
		struct move_hint hint;
		enum ui_dot dot;

		if (!cell_on_board(cell_file(to), cell_rank(to)))
			continue;
		move = move_make(ui_cursor_selected(ui), to);
		dot = view->cells[cell_rank(to)][cell_file(to)].dot;
		if (!board_is_legal(board, move)) {
			if (dot != UI_DOT_NONE)
				fail_msg("event %ld: a dot on %d, not a move "
					 "of %d",
				    soak->stats.events, to,
				    ui_cursor_selected(ui));
			continue;
		}
		destinations++;
		hints_move(board, move, &hint);
		if (dot !=
		    (ui_cursor_hints(ui) ? dot_of_class(hint.class) :
					   UI_DOT_QUIET))
			fail_msg("event %ld: the dot on %d is %d, the core's "
				 "class %d",
			    soak->stats.events, to, dot, hint.class);
	}
	if (destinations == 0)
		fail_msg("event %ld: the selected stone %d cannot move",
		    soak->stats.events, ui_cursor_selected(ui));
}

/* `text` fits `rows` rows of `width` columns, in UTF-8 and in ASCII. */
static void
soak_check_fits(const struct soak *soak, const char *name, const char *text,
    int width, int rows)
{
	char ascii[UI_LINE_MAX * 4];

	ui_text_ascii(text, ascii, sizeof ascii);
	if (ui_text_rows(text, width) > rows ||
	    ui_text_rows(ascii, width) > rows)
		fail_msg("event %ld: the %s '%s' takes more than %d row%s of "
			 "%d columns",
		    soak->stats.events, name, text, rows, rows == 1 ? "" : "s",
		    width);
}

static void
soak_check_panel(const struct soak *soak, const struct ui_view *view)
{
	const struct ui *ui = soak->ui;
	const struct board *board = &ui->game.board;
	const struct ui_panel *panel = &view->panel;
	const char *const names[COLOUR_COUNT] = { "Amber", "Teal" };
	char text[UI_LINE_MAX];
	const char *lines[] = { panel->turn, panel->round, panel->dusk,
		panel->stones[COLOUR_AMBER], panel->stones[COLOUR_TEAL],
		panel->last, panel->opponent, panel->variant, panel->view,
		panel->hints, panel->detail, panel->prompt, panel->keys };

	for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++)
		assert_true(string_ends_within(lines[i], UI_LINE_MAX));
	soak_check_fits(soak, "turn", panel->turn, UI_PANEL_COLUMNS,
	    UI_TURN_ROWS);
	soak_check_fits(soak, "opponent", panel->opponent, UI_PANEL_COLUMNS,
	    UI_OPPONENT_ROWS);
	soak_check_fits(soak, "last move", panel->last, UI_PANEL_COLUMNS,
	    UI_LAST_ROWS);
	soak_check_fits(soak, "round", panel->round, UI_PANEL_COLUMNS, 1);
	soak_check_fits(soak, "variant", panel->variant, UI_PANEL_COLUMNS,
	    UI_VARIANT_ROWS);
	soak_check_fits(soak, "dusk", panel->dusk, UI_PANEL_COLUMNS, 1);
	soak_check_fits(soak, "view", panel->view, UI_PANEL_COLUMNS, 1);
	soak_check_fits(soak, "hints", panel->hints, UI_PANEL_COLUMNS, 1);
	soak_check_fits(soak, "detail", panel->detail, UI_SCREEN_COLUMNS, 1);
	soak_check_fits(soak, "prompt", panel->prompt, UI_SCREEN_COLUMNS, 1);
	soak_check_fits(soak, "keys", panel->keys, UI_SCREEN_COLUMNS, 1);
	assert_int_equal(view->over, ui_game_is_over(ui));
	assert_int_equal(view->thinking, ui_game_computer_to_move(ui));
	assert_int_equal(view->to_move, board->side);
	/* The rings warn the person against the computer, else the side to
	 * move. */
	assert_int_equal(view->viewer,
	    ui->game.opponent == UI_OPPONENT_COMPUTER ? ui->game.human :
							board->side);
	/* The dial's sun is the round's shown: S shows the next. */
	assert_int_equal(view->sun, !ui_cursor_tomorrow(ui) || board->held ?
	    board->sun : (board->sun + 1) % COMPASS_POINTS);
	/* The counts, each drawn after its colour's stone and a space. */
	for (int colour = 0; colour < COLOUR_COUNT; colour++) {
		int count = bb_count(board->stones[colour]);

		snprintf(text, sizeof text, "%-6s %d stone%s", names[colour],
		    count, count == 1 ? "" : "s");
		assert_string_equal(panel->stones[colour], text);
		soak_check_fits(soak, "count", panel->stones[colour],
		    UI_PANEL_COLUMNS - 2, 1);
	}
	assert_int_equal(panel->dusk_now,
	    soak->expected_hints.rounds_to_dusk == 0 && !ui_game_is_over(ui));
	assert_int_equal(panel->tomorrow, ui_cursor_tomorrow(ui));
	/* At the pie step it says whose choice it is, before any move. */
	if (ui_mode(ui) == UI_MODE_PIE && strncmp(panel->turn, "Pie: ", 5) != 0)
		fail_msg("event %ld: the pie step's turn line is '%s'",
		    soak->stats.events, panel->turn);
	if (ui->game.started && !view->over && ui_mode(ui) != UI_MODE_PIE &&
	    strstr(panel->turn, names[board->side]) == NULL)
		fail_msg("event %ld: the turn line '%s' does not name the side "
			 "to move",
		    soak->stats.events, panel->turn);
	if (ui->message[0] != '\0')
		assert_string_equal(panel->detail, ui->message);
	if (ui_mode(ui) == UI_MODE_TYPING) {
		snprintf(text, sizeof text, "Move: %s_", ui_typing_text(ui));
		assert_string_equal(panel->prompt, text);
	} else if (ui_mode(ui) == UI_MODE_CONFIRM_QUIT) {
		assert_string_equal(panel->prompt, UI_QUIT_QUESTION);
	}
	assert_true(panel->keys[0] != '\0');
}

/* The menu's rows are the ui's choices, marked where the cursor is. */
/* The sun's row from pie.h's table, worked out apart from ui_view.c. */
static void
soak_menu_sun(const struct ui *ui, char *text, size_t size)
{
	int sun = ui->rules.start_sun;
	int score = pie_measured_score(&ui->rules, sun);

	if (score < 0)
		snprintf(text, size, "Sun: %s", compass_name(sun));
	else if (sun == pie_measured_sun(&ui->rules))
		snprintf(text, size, "Sun %s is fairest: Amber %d%%",
		    compass_name(sun), (score + 5) / 10);
	else
		snprintf(text, size, "Sun %s favours %s: Amber %d%%",
		    compass_name(sun), score < 500 ? "Teal" : "Amber",
		    (score + 5) / 10);
}

static void
soak_check_menu(const struct soak *soak, const struct ui_menu *menu)
{
	static const char *const opponents[UI_OPPONENTS] = {
		"the computer", "two players", "watch the computer"
	};
	static const char *const sides[] = { "Amber", "Teal", "random" };
	const struct ui *ui = soak->ui;
	/* Room for the mark and the keys around the row's text. */
	char text[UI_LINE_MAX - 16], row_text[UI_LINE_MAX];

	assert_int_equal(menu->current, ui_menu_row(ui));
	for (int row = 0; row < UI_MENU_ROWS; row++) {
		bool current = row == ui_menu_row(ui);

		if (row == UI_MENU_OPPONENT)
			snprintf(text, sizeof text, "Play: %s",
			    opponents[ui_choices_opponent(ui)]);
		else if (row == UI_MENU_LEVEL)
			snprintf(text, sizeof text, "Computer level: %d of %d",
			    ui_choices_level(ui), LEVEL_MAX);
		else if (row == UI_MENU_SIDE)
			snprintf(text, sizeof text, "You play: %s",
			    sides[ui_choices_side(ui)]);
		else if (row == UI_MENU_PIE)
			snprintf(text, sizeof text, "Pie rule: %s",
			    ui->rules.pie ? "on" : "off");
		else if (row == UI_MENU_SUN)
			soak_menu_sun(ui, text, sizeof text);
		else if (row == UI_MENU_LEARN)
			snprintf(text, sizeof text,
			    "Learn to play: the lessons");
		else if (row == UI_MENU_PUZZLE)
			snprintf(text, sizeof text, "Today's puzzle");
		else if (row == UI_MENU_FRIEND)
			snprintf(text, sizeof text, "Play a friend");
		else if (row == UI_MENU_JOIN)
			snprintf(text, sizeof text, "Join a friend");
		else
			snprintf(text, sizeof text, "Start the game");
		snprintf(row_text, sizeof row_text, "%s %s%s",
		    current ? "▸" : " ", text,
		    current && row != UI_MENU_START && row != UI_MENU_LEARN &&
			    row != UI_MENU_PUZZLE && row != UI_MENU_FRIEND &&
			    row != UI_MENU_JOIN ?
			"  ←→" :
			row == UI_MENU_SUN ? "  S" : "");
		/* The Sun row's words are never the cursor's. */
		if (current && row == UI_MENU_SUN)
			fail_msg("event %ld: the cursor stops on the Sun row",
			    soak->stats.events);
		if (strcmp(menu->rows[row], row_text) != 0)
			fail_msg("event %ld: menu row %d shows '%s', the ui "
				 "has '%s'",
			    soak->stats.events, row, menu->rows[row], row_text);
		soak_check_fits(soak, "menu row", menu->rows[row],
		    UI_MENU_COLUMNS, 1);
		assert_int_equal(menu->applies[row],
		    ui_menu_row_applies(ui, row));
	}
}

/* The page of the rules starts at the ui's line, its rows fit the screen's
 * width, and the footer says where it is. */
static void
soak_check_rules(const struct soak *soak, const struct ui_rules_page *page)
{
	const struct ui *ui = soak->ui;
	const char *line = page->text, *section;
	char text[UI_LINE_MAX];
	int last;

	assert_int_equal(page->top, ui_page_top(ui));
	assert_int_equal(page->rows, ui->page.rows);
	assert_int_equal(page->total, ui_rules_line_count(ui->ascii));
	if (!ui_rules_line(ui->ascii, ui_page_top(ui), text, sizeof text)) {
		assert_null(page->text);
	} else if (line == NULL || strncmp(line, text, strlen(text)) != 0 ||
	    line[strlen(text)] != '\n') {
		fail_msg("event %ld: the rules screen does not start at line "
			 "%d",
		    soak->stats.events, ui_page_top(ui));
	}
	/* Every row drawn is a whole line of the page, as wide as it may be. */
	for (int i = 0; i < page->rows && line != NULL && *line != '\0'; i++) {
		const char *end = strchr(line, '\n');

		assert_non_null(end);
		snprintf(text, sizeof text, "%.*s", (int)(end - line), line);
		if (ui_text_columns(text) > UI_RULES_WIDTH)
			fail_msg("event %ld: rules line %d is wider than %d "
				 "columns",
			    soak->stats.events, ui_page_top(ui) + i,
			    UI_RULES_WIDTH);
		line = end + 1;
	}
	last = page->top + page->rows < page->total ? page->top + page->rows :
	    page->total;
	snprintf(text, sizeof text, "lines %d-%d of %d · ↑↓ PgUp PgDn · "
	    "q or Esc back", ui_page_top(ui) + 1, last, page->total);
	/* After the name of a section at or above the top line, if any. */
	section = strstr(page->footer, text);
	assert_non_null(section);
	assert_string_equal(section, text);
	if (section != page->footer) {
		char name[UI_LINE_MAX];

		snprintf(name, sizeof name, "%.*s",
		    (int)(section - page->footer) - (int)strlen(" · "),
		    page->footer);
		assert_in_range(ui_rules_find(ui->ascii, name), 0,
		    ui_page_top(ui));
	}
	soak_check_fits(soak, "rules footer", page->footer, UI_SCREEN_COLUMNS,
	    1);
}

/* A list (UI_SCREEN_LIST): its rows and the chosen one in range, each
 * line in the width of the screen. */
static void
soak_check_list(const struct soak *soak, const struct ui_list_view *list)
{
	assert_in_range(list->count, 0, UI_LIST_ROWS_MAX);
	if (list->count > 0)
		assert_in_range(list->current, 0, list->count - 1);
	soak_check_fits(soak, "list title", list->title, UI_SCREEN_COLUMNS, 1);
	soak_check_fits(soak, "list intro", list->intro, UI_SCREEN_COLUMNS,
	    UI_LIST_INTRO_ROWS);
	for (int i = 0; i < list->count; i++)
		soak_check_fits(soak, "list row", list->rows[i],
		    UI_SCREEN_COLUMNS, 1);
	soak_check_fits(soak, "list keys", list->footer, UI_SCREEN_COLUMNS, 1);
}

/* The screen up is the mode's, and only its part of the model is filled. */
static void
soak_check_screen(const struct soak *soak, const struct ui_view *view)
{
	const struct ui *ui = soak->ui;

	assert_int_equal(view->asking_quit,
	    ui_mode(ui) == UI_MODE_CONFIRM_QUIT);
	switch (ui_mode(ui)) {
	case UI_MODE_MENU:
		assert_int_equal(view->screen, UI_SCREEN_MENU);
		soak_check_menu(soak, &view->menu);
		break;
	case UI_MODE_RULES:
		assert_int_equal(view->screen, UI_SCREEN_RULES);
		soak_check_rules(soak, &view->rules);
		break;
	case UI_MODE_OTHER:
		/* A screen of its own: the board's, or a list. */
		if (view->screen == UI_SCREEN_LIST)
			soak_check_list(soak, &view->list);
		else
			assert_int_equal(view->screen, UI_SCREEN_BOARD);
		break;
	default:
		assert_int_equal(view->screen, UI_SCREEN_BOARD);
		break;
	}
}

static void
soak_check_state(struct soak *soak)
{
	const struct ui *ui = soak->ui;
	struct ui_view view;
	int cursors = 0;

	soak_check_position(soak);
	soak_check_modes(soak);
	assert_true(ui_cursor_cell(ui) >= 0 &&
	    cell_on_board(cell_file(ui_cursor_cell(ui)),
		cell_rank(ui_cursor_cell(ui))));
	ui_view_build(ui, &view);
	for (int rank = 0; rank < BOARD_SIZE; rank++)
		for (int file = 0; file < BOARD_SIZE; file++) {
			soak_check_cell(soak, &view, cell_at(file, rank));
			cursors += view.cells[rank][file].cursor;
		}
	assert_int_equal(cursors,
	    ui_mode(ui) == UI_MODE_MENU || ui_mode(ui) == UI_MODE_PIE ? 0 : 1);
	soak_check_selection(soak, &view);
	soak_check_panel(soak, &view);
	soak_check_screen(soak, &view);
}

/* ---- What an event may change ---- */

static const struct ui_binding *
event_binding(const struct event *event)
{
	return event->kind == EVENT_KEY ? ui_binding_find(event->value) : NULL;
}

static bool
event_may_move(const struct snapshot *before, const struct event *event)
{
	const struct ui_binding *binding = event_binding(event);

	/* K is a move too (hold=1: a hold), once its question is answered y. */
	if (before->mode == UI_MODE_CONFIRM_HOLD)
		return event->kind == EVENT_KEY &&
		    (event->value == 'y' || event->value == 'Y');
	if (before->mode == UI_MODE_PLAY)
		return event->kind == EVENT_CLICK ||
		    (binding != NULL && (binding->action == UI_ACTION_SELECT ||
		    binding->action == UI_ACTION_HOLD));
	return before->mode == UI_MODE_TYPING && event->kind == EVENT_KEY &&
	    (event->value == UI_KEY_ENTER || event->value == '\r');
}

static bool
event_may_undo(const struct snapshot *before, const struct event *event)
{
	const struct ui_binding *binding = event_binding(event);

	return before->mode == UI_MODE_PLAY &&
	    before->opponent != UI_OPPONENT_WATCH && binding != NULL &&
	    binding->action == UI_ACTION_UNDO;
}

static bool
event_may_start_a_game(const struct snapshot *before, const struct event *event)
{
	const struct ui_binding *binding = event_binding(event);

	/* The pie step offers the start with another sun, and its last
	 * choice begins the game. */
	if (before->mode == UI_MODE_PIE)
		return true;
	return before->mode == UI_MODE_MENU && binding != NULL &&
	    binding->action == UI_ACTION_SELECT;
}

static bool
moves_equal(const uint16_t *a, const uint16_t *b, int count)
{
	for (int i = 0; i < count; i++)
		if (a[i] != b[i])
			return false;
	return true;
}

/* An undo against the computer goes back to before the person's last move,
 * past the computer's replies only. */
static void
soak_check_undo(const struct soak *soak, int plies)
{
	const struct snapshot *before = &soak->before;

	if (before->opponent == UI_OPPONENT_PEOPLE) {
		assert_int_equal(plies, before->plies - 1);
		return;
	}
	if (before->sides[plies] != before->human)
		fail_msg("event %ld: undo took back a computer's move last",
		    soak->stats.events);
	for (int i = plies + 1; i < before->plies; i++)
		if (before->sides[i] == before->human)
			fail_msg("event %ld: undo took back two of the "
				 "person's moves",
			    soak->stats.events);
}

/* Whatever the event did to the game, it asked for. */
static void
soak_check_history(struct soak *soak, const struct event *event)
{
	const struct ui *ui = soak->ui;
	const struct ui_game *game = &ui->game;
	const struct snapshot *before = &soak->before;
	bool same_start = boards_equal(&game->start, &before->start);
	int common = game->plies < before->plies ? game->plies : before->plies;
	bool prefix =
	    same_start && moves_equal(game->moves, before->moves, common);
	char name[64];

	if (prefix && game->plies == before->plies) {
		if (ui->generation != before->generation &&
		    !event_may_start_a_game(before, event))
			fail_msg("event %ld (%s): the game's generation "
				 "changed "
				 "though the game did not",
			    soak->stats.events,
			    event_name(event, name, sizeof name));
		if (ui->generation != before->generation)
			soak->stats.new_games++;
		return;
	}
	assert_true(ui->generation != before->generation);
	if (game->plies == 0 && event_may_start_a_game(before, event)) {
		struct rules rules = ui->rules;
		struct board start;

		if (before->mode == UI_MODE_PIE)
			rules.start_sun = game->start.sun;
		board_start(&start, &rules);
		assert_true(boards_equal(&game->start, &start));
		soak->stats.new_games++;
		return;
	}
	if (prefix && game->plies == before->plies + 1 &&
	    event_may_move(before, event)) {
		int side = game->undos[before->plies].side;

		if ((before->opponent == UI_OPPONENT_WATCH) ||
		    (before->opponent != UI_OPPONENT_PEOPLE &&
			side != before->human))
			fail_msg("event %ld: a key moved the computer's stones",
			    soak->stats.events);
		soak->stats.person_moves++;
		soak->stats.holds += move_is_hold(game->moves[before->plies]);
		if (before->mode == UI_MODE_TYPING)
			soak->stats.typed_moves++;
		return;
	}
	if (prefix && game->plies < before->plies &&
	    event_may_undo(before, event)) {
		soak_check_undo(soak, game->plies);
		soak->stats.undos++;
		return;
	}
	fail_msg("event %ld (%s, mode %d): the game changed unasked: %d plies "
		 "-> %d%s",
	    soak->stats.events, event_name(event, name, sizeof name),
	    before->mode, before->plies, game->plies,
	    same_start ? "" : ", another start");
}

/* The program leaves a game in progress only when the person answered the
 * quit question: y keeps the game for later, a abandons it (it is filed). */
static void
soak_check_quit(const struct soak *soak, const struct event *event)
{
	const struct snapshot *before = &soak->before;
	const struct ui_binding *binding = event_binding(event);
	bool in_progress =
	    before->started && !before->over && before->plies > 0;
	char name[64];

	if (before->mode == UI_MODE_CONFIRM_QUIT && event->kind == EVENT_KEY &&
	    (event->value == 'y' || event->value == 'Y' ||
	    event->value == 'a' || event->value == 'A'))
		return;
	if (!in_progress && event->kind == EVENT_QUIT)
		return;
	if (!in_progress && binding != NULL &&
	    binding->action == UI_ACTION_QUIT &&
	    (before->mode == UI_MODE_PLAY || before->mode == UI_MODE_PIE ||
		(before->mode == UI_MODE_MENU &&
		(!before->started || before->fresh))))
		return;
	fail_msg("event %ld (%s, mode %d, %d plies): the program quit unasked",
	    soak->stats.events, event_name(event, name, sizeof name),
	    before->mode, before->plies);
}

/* ---- The computer, as the front end runs it ---- */

/* The computer's pie choice (ui_pie.h), at once: only what the ui does
 * with it is tested here, so it is drawn from the soak's own numbers; now
 * and then one for a position gone first, which must be refused. */
static void
soak_pie(struct soak *soak)
{
	struct ui *ui = soak->ui;
	struct event none = { EVENT_RESIZE, ui->page.rows };
	int choice = ui->game.pie.step == UI_PIE_SUN ?
	    (int)rng_below(&soak->random, COMPASS_POINTS) :
	    (int)rng_below(&soak->random, PIE_SWAP + 1);

	soak_snapshot(soak);
	if (rng_below(&soak->random, STALE_ANSWER_ODDS) == 0) {
		assert_int_equal(ui_pie_found(ui, choice, ui->generation - 1),
		    UI_EVENT_NONE);
		assert_int_equal(ui->generation, soak->before.generation);
		soak->stats.stale_refused++;
	}
	ui_pie_found(ui, choice, ui->generation);
	soak_check_history(soak, &none);
	soak_check_state(soak);
}

static void
soak_computer(struct soak *soak)
{
	struct ui *ui = soak->ui;
	struct search_limits limits;

	if (ui_pie_wanted(ui))
		soak_pie(soak);

	if (soak->pending && (soak->pending_generation != ui->generation ||
	    !ui_game_computer_to_move(ui))) {
		/* The front end cancels a search whose position is gone; an
		 * answer that arrives all the same must change nothing.  The
		 * first is always handed back: a short run meets few, and
		 * the check must not hang on the key table's random stream. */
		if (rng_below(&soak->random, STALE_ANSWER_ODDS) == 0 ||
		    soak->stats.stale_refused == 0) {
			struct event none = { EVENT_RESIZE, ui->page.rows };

			soak_snapshot(soak);
			assert_false(ui_game_computer_played(ui,
			    soak->pending_move, soak->pending_generation));
			soak_check_history(soak, &none);
			soak->stats.stale_refused++;
		}
		soak->pending = false;
	}
	if (!soak->pending && ui_game_computer_to_move(ui)) {
		search_limits_default(&limits);
		limits.level = SEARCH_LEVEL_MIN;
		limits.seed = ui->seed ^ (uint64_t)ui->generation << 32 ^
		    (uint64_t)ui->game.plies;
		soak->pending_move = search_run(soak->search, &ui->game.board,
		    &limits, NULL, NULL);
		assert_true(
		    board_is_legal(&ui->game.board, soak->pending_move));
		soak->pending_generation = ui->generation;
		soak->pending_delay =
		    rng_below(&soak->random, ANSWER_DELAY_MAX);
		soak->pending = true;
	}
	if (soak->pending && soak->pending_delay-- <= 0) {
		int plies = ui->game.plies;

		soak_snapshot(soak);
		assert_true(ui_game_computer_played(ui, soak->pending_move,
		    soak->pending_generation));
		soak->pending = false;
		assert_int_equal(ui->game.plies, plies + 1);
		assert_int_equal(ui->game.moves[plies], soak->pending_move);
		assert_true(
		    moves_equal(ui->game.moves, soak->before.moves, plies));
		assert_true(ui_game_is_computer(ui,
		    ui->game.undos[plies].side));
		soak->stats.computer_moves++;
		soak_check_state(soak);
		if (ui_game_is_over(ui))
			soak->stats.finished++;
	}
}

/* ---- The events ---- */

static void
soak_queue(struct soak *soak, enum event_kind kind, int value)
{
	if (soak->queued < QUEUE_MAX) {
		soak->queue[soak->queued].kind = kind;
		soak->queue[soak->queued].value = value;
		soak->queued++;
	}
}

static int
random_cell(struct soak *soak)
{
	return cell_at(rng_below(&soak->random, BOARD_SIZE),
	    rng_below(&soak->random, BOARD_SIZE));
}

/* What a typed move is. */
enum typed_kind {
	TYPED_LEGAL,
	TYPED_LEGAL_DASHED,
	TYPED_ANY_CELLS,
	TYPED_JUNK,
	TYPED_KINDS
};

/* ':' and a move, legal or junk, then Enter or sometimes Esc. */
static void
soak_queue_typed_move(struct soak *soak)
{
	static const char junk_letters[] = "abcdefghpsz0123456789- x:";
	const struct board *board = &soak->ui->game.board;
	struct move_list list;
	char text[JUNK_MAX + 1];
	enum typed_kind kind =
	    (enum typed_kind)rng_below(&soak->random, TYPED_KINDS);

	text[0] = '\0';
	if ((kind == TYPED_LEGAL || kind == TYPED_LEGAL_DASHED) &&
	    board_legal_moves(board, &list) > 0) {
		notation_move(list.moves[rng_below(&soak->random, list.count)],
		    text);
		if (kind == TYPED_LEGAL_DASHED && text[0] != 'p') {
			/* "b1-c2", which readers also accept */
			memmove(text + 3, text + 2, 3);
			text[2] = '-';
		}
	} else if (kind == TYPED_ANY_CELLS) {
		notation_move(move_make(random_cell(soak), random_cell(soak)),
		    text);
	} else {
		int length = rng_below(&soak->random, JUNK_MAX + 1);

		for (int i = 0; i < length; i++)
			text[i] = junk_letters[rng_below(&soak->random,
			    (int)sizeof junk_letters - 1)];
		text[length] = '\0';
	}
	soak_queue(soak, EVENT_KEY, ':');
	for (const char *c = text; *c != '\0'; c++) {
		soak_queue(soak, EVENT_KEY, *c);
		if (rng_below(&soak->random, BACKSPACE_ODDS) == 0)
			soak_queue(soak, EVENT_KEY, UI_KEY_BACKSPACE);
	}
	soak_queue(soak, EVENT_KEY, rng_below(&soak->random, ESCAPE_ODDS) == 0 ?
	    UI_KEY_ESCAPE : rng_below(&soak->random, RETURN_ODDS) == 0 ?
	    '\r' : UI_KEY_ENTER);
}

/* A click on a stone that can move, then on one of its destinations (or
 * somewhere else), or K for a hold. */
static void
soak_queue_click_move(struct soak *soak)
{
	const struct hints *hints = &soak->ui->hints;
	uint16_t move;

	if (hints->move_count == 0) {
		soak_queue(soak, EVENT_CLICK, random_cell(soak));
		return;
	}
	move = hints->moves[rng_below(&soak->random, hints->move_count)].move;
	if (move == MOVE_PASS) {
		soak_queue(soak, EVENT_KEY, UI_KEY_ENTER);
		return;
	}
	soak_queue(soak, EVENT_CLICK, move_from(move));
	/* A hold (hold=1) has no destination: its stone, then K. */
	if (move_is_hold(move)) {
		soak_queue(soak, EVENT_KEY, 'K'); /* and y to its question */
		return;
	}
	soak_queue(soak, EVENT_CLICK,
	    rng_below(&soak->random, ELSEWHERE_ODDS) == 0 ? random_cell(soak) :
							    move_to(move));
}

static struct event
soak_next_event(struct soak *soak)
{
	static const char letters[] =
	    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
	struct event event = { EVENT_KEY, UI_KEY_NONE };
	int roll;

	if (soak->next < soak->queued)
		return soak->queue[soak->next++];
	soak->next = soak->queued = 0;
	/* R's or K's question: y, drawing nothing, so that the soak plays
	 * the games it played before the questions (n is test_ui_confirm's). */
	if (ui_mode(soak->ui) == UI_MODE_CONFIRM_NEW ||
	    ui_mode(soak->ui) == UI_MODE_CONFIRM_HOLD) {
		event.value = 'y';
		return event;
	}
	roll = rng_below(&soak->random, DRAW_ALL);
	if (roll < DRAW_TABLE_KEY) {
		event.value =
		    ui_bindings[rng_below(&soak->random, ui_binding_count)].key;
	} else if (roll < DRAW_BYTE) {
		event.value = rng_below(&soak->random, BYTE_VALUES);
	} else if (roll < DRAW_NAMED_KEY) {
		event.value = UI_KEY_UP + rng_below(&soak->random,
		    UI_KEY_F1 - UI_KEY_UP + 1 + PAST_THE_NAMED_KEYS);
	} else if (roll < DRAW_LETTER) {
		event.value = (unsigned char)letters[rng_below(&soak->random,
		    (int)sizeof letters - 1)];
	} else if (roll < DRAW_CLICK) {
		event.kind = EVENT_CLICK;
		event.value = rng_below(&soak->random, OFF_BOARD_ODDS) == 0 ?
		    UI_NO_CELL : random_cell(soak);
	} else if (roll < DRAW_RIGHT_CLICK) {
		event.kind = EVENT_RIGHT_CLICK;
		event.value = rng_below(&soak->random, 2) == 0 ?
		    UI_NO_CELL : random_cell(soak);
	} else if (roll < DRAW_RESIZE) {
		event.kind = EVENT_RESIZE;
		event.value =
		    PAGE_ROWS_MIN + rng_below(&soak->random, PAGE_ROWS_SPAN);
	} else if (roll < DRAW_TYPED_MOVE) {
		soak_queue_typed_move(soak);
		return soak_next_event(soak);
	} else if (roll < DRAW_CLICK_MOVE) {
		soak_queue_click_move(soak);
		return soak_next_event(soak);
	} else if (roll < DRAW_SMALL_QUIT) {
		soak_queue(soak, EVENT_QUIT, 0);
		soak_queue(soak, EVENT_KEY,
		    rng_below(&soak->random, YES_ODDS) == 0 ? 'y' : 'n');
		return soak_next_event(soak);
	} else {
		soak_queue(soak, EVENT_KEY, 'q');
		soak_queue(soak, EVENT_KEY,
		    rng_below(&soak->random, 2) == 0 ? 'n' : 'N');
		return soak_next_event(soak);
	}
	return event;
}

static void
soak_apply(struct ui *ui, const struct event *event)
{
	switch (event->kind) {
	case EVENT_KEY:
		ui_key(ui, event->value);
		break;
	case EVENT_CLICK:
		ui_click(ui, event->value, false);
		break;
	case EVENT_RIGHT_CLICK:
		ui_click(ui, event->value, true);
		break;
	case EVENT_RESIZE:
		ui_page_set_rows(ui, event->value);
		break;
	case EVENT_QUIT:
		ui_play_quit(ui);
		break;
	}
}

/*
 * The lessons and the puzzles are state machines of their own, tested by
 * test_ui_lesson, test_ui_puzzle and tests/e2e/tui_lessons.sh and
 * tui_puzzle.sh, and the friend rows leave the game for a
 * room's (test_ui_menu, tests/e2e/tui_play_friend.sh): the soak's model is the
 * game's, so a key that would open them moves off the row instead.
 */
static struct event
soak_without_lessons(const struct soak *soak, struct event event)
{
	const struct ui_binding *binding = event_binding(&event);
	int row = ui_menu_row(soak->ui);

	if (ui_mode(soak->ui) == UI_MODE_MENU && (row == UI_MENU_LEARN ||
	    row == UI_MENU_PUZZLE || row == UI_MENU_FRIEND ||
	    row == UI_MENU_JOIN) &&
	    binding != NULL && binding->action == UI_ACTION_SELECT)
		event.value = UI_KEY_UP;
	return event;
}

static void
soak_step(struct soak *soak)
{
	struct event event = soak_without_lessons(soak, soak_next_event(soak));

	soak->stats.events++;
	soak_snapshot(soak);
	soak->stats.in_mode[ui_mode(soak->ui)]++;
	soak_apply(soak->ui, &event);
	soak_check_history(soak, &event);
	soak_check_state(soak);
	if (!soak->before.over && ui_game_is_over(soak->ui))
		soak->stats.finished++;
	if (ui_mode(soak->ui) == UI_MODE_QUIT) {
		soak_check_quit(soak, &event);
		soak->stats.quits++;
		/* The player starts the program again. */
		soak->options.seed++;
		ui_mode_free_all(soak->ui);
		ui_init(soak->ui, &soak->options);
		soak->pending = false;
		soak->queued = soak->next = 0;
		soak_check_state(soak);
	}
	soak_computer(soak);
}

static void
soak_run(const struct play_options *options, uint64_t seed, bool ascii,
    struct soak_stats *stats)
{
	static struct soak soak;	/* large: not on the stack */
	long events = soak_events_total() / SOAK_RUNS;

	memset(&soak, 0, sizeof soak);
	soak.ui = malloc(sizeof *soak.ui);
	soak.search = search_new(0);
	assert_non_null(soak.ui);
	assert_non_null(soak.search);
	soak.options = *options;
	soak.options.ascii = ascii;
	soak.random = soak_seed() ^ seed;
	ui_init(soak.ui, &soak.options);
	ui_page_set_rows(soak.ui, 20);
	soak.expected_generation = soak.ui->generation + 1;
	soak_check_state(&soak);
	while (soak.stats.events < events)
		soak_step(&soak);
	print_message("%ld events: %ld moves by people (%ld typed), %ld by the "
	    "computer, %ld undos, %ld new games, %ld finished, %ld quits, "
	    "%ld stale answers refused, %ld events with a selection\n",
	    soak.stats.events, soak.stats.person_moves, soak.stats.typed_moves,
	    soak.stats.computer_moves, soak.stats.undos, soak.stats.new_games,
	    soak.stats.finished, soak.stats.quits, soak.stats.stale_refused,
	    soak.stats.selections);
	print_message("events in the menu %ld, playing %ld, typing %ld, rules "
		      "%ld, "
		      "quit question %ld, pie step %ld\n",
	    soak.stats.in_mode[UI_MODE_MENU], soak.stats.in_mode[UI_MODE_PLAY],
	    soak.stats.in_mode[UI_MODE_TYPING],
	    soak.stats.in_mode[UI_MODE_RULES],
	    soak.stats.in_mode[UI_MODE_CONFIRM_QUIT],
	    soak.stats.in_mode[UI_MODE_PIE]);
	*stats = soak.stats;
	search_free(soak.search);
	ui_mode_free_all(soak.ui);
	free(soak.ui);
}

/* The soak must have played, not wandered in menus: enough of everything. */
static void
assert_the_soak_played(const struct soak_stats *stats, bool computer)
{
	long events = stats->events;

	assert_true(stats->person_moves > events / 100);
	assert_true(stats->typed_moves > 0);
	assert_true(stats->undos > 0);
	assert_true(stats->new_games > 0);
	assert_true(stats->selections > events / 100);
	if (computer) {
		assert_true(stats->computer_moves > events / 100);
		assert_true(stats->stale_refused > 0);
	}
}

static void
test_ui_soak_hotseat(void **state)
{
	struct play_options options;
	struct soak_stats stats;

	(void)state;
	play_options_default(&options);
	options.hotseat = options.chose = true;
	soak_run(&options, 1, false, &stats);
	assert_the_soak_played(&stats, false);
}

static void
test_ui_soak_against_level_one(void **state)
{
	struct play_options options;
	struct soak_stats stats;

	(void)state;
	play_options_default(&options);
	options.chose = true;
	options.level = 1;
	options.side = PLAY_SIDE_RANDOM;
	soak_run(&options, 2, false, &stats);
	assert_the_soak_played(&stats, true);
}

/* A variant with short days reaches dusk and the game's end often; it
 * starts at the menu, in ASCII, and a stone may hold the sun. */
static void
test_ui_soak_hotseat_short_days_from_the_menu(void **state)
{
	struct play_options options;
	struct soak_stats stats;

	(void)state;
	play_options_default(&options);
	options.hotseat = true;
	options.rules.day_length = 2;
	options.rules.shadow_length = SHADOW_LENGTH_MAX;
	options.rules.snake = true;
	options.rules.hold = true;	/* K keeps the sun */
	soak_run(&options, 3, true, &stats);
	assert_the_soak_played(&stats, false);
	assert_true(stats.holds > 0);
	assert_true(stats.finished > 0);
}

static void
test_ui_soak_against_level_one_short_days_from_the_menu(void **state)
{
	struct play_options options;
	struct soak_stats stats;

	(void)state;
	play_options_default(&options);
	options.level = 1;
	options.side = PLAY_SIDE_TEAL;
	options.rules.day_length = 3;
	options.rules.shadow_length = SHADOW_LENGTH_MIN;
	options.rules.instant = true;
	soak_run(&options, 4, false, &stats);
	assert_the_soak_played(&stats, true);
	assert_true(stats.finished > 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_ui_soak_hotseat),
		cmocka_unit_test(test_ui_soak_against_level_one),
		cmocka_unit_test(test_ui_soak_hotseat_short_days_from_the_menu),
		cmocka_unit_test(
		    test_ui_soak_against_level_one_short_days_from_the_menu),
	};

	/* The screens that read the player's files (a list of games) read
	 * none: the soak is the same wherever it runs. */
	setenv("XDG_STATE_HOME", "/nonexistent/gnomon-soak", 1);
	return cmocka_run_group_tests(tests, NULL, NULL);
}

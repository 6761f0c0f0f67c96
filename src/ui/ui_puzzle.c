/*
 * ui_puzzle.c owns the puzzles in the interface (ui_puzzle.h): which one
 * is opened, a puzzle on the board, the judging of a try against its
 * line, the refutation of a wrong move and the words for both, and the
 * player's record of it.  What a puzzle is and its day are puzzle.h's;
 * the refutation is the search's best reply (search.h); what a move takes
 * and exposes is the core's hint analysis (hints.h), put in words by
 * ui_explain.h; the record is puzzle_record.h's.  No puzzle's event
 * reaches the save policy as a move: a puzzle's game is never saved
 * (game.lesson, as a lesson's).
 */
#include "ui/ui_binding.h"
#include "ui/ui_cursor.h"
#include "ui/ui_game.h"
#include "ui/ui_puzzle.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/puzzle_proof.h"
#include "ai/search.h"
#include "core/notation.h"
#include "core/puzzle.h"
#include "store/puzzle_record.h"
#include "store/save.h"
#include "ui/puzzles_text.h"
#include "ui/ui_choices.h"
#include "ui/ui_explain.h"
#include "ui/ui_mode.h"

enum {
	/* The refutation's search: deep enough to find the reply that
	 * punishes a wrong move, bounded so that a key is answered at
	 * once (a few hundredths of a second). */
	UI_PUZZLE_REFUTE_DEPTH = 6,
	UI_PUZZLE_REFUTE_NODES = 200000,
	UI_PUZZLE_REFUTE_MB = 1,
	UI_PUZZLE_SAID_MAX = UI_LESSON_BODY_MAX,
	UI_PUZZLE_THEMES_TEXT = 64,	/* "double-threat, sun-turn, ..." */
	UI_PUZZLE_VERDICT_MAX = 64,	/* "The best move forces a win; ..." */
	UI_PUZZLE_RATING_TEXT = 16,	/* "1500?" */
	UI_PUZZLE_DAY_SECONDS = 86400,
	/* Room for a move's words and a few around them. */
	UI_PUZZLE_WORDS_MAX = UI_EXPLAIN_MAX + 64
};

/* The puzzles read whole and the player's record: too big for the mode's
 * entry, held there by a pointer (as the lessons are). */
struct ui_puzzle_set {
	struct puzzle	all[PUZZLE_MAX];
	int		count;
	struct puzzle	pool[PUZZLE_MAX];	/* a theme's, to choose in */
	struct puzzle_record record;
};

/* The mode's own state, in its entry on the stack. */
struct ui_puzzles {
	bool		only;		/* `gnomon puzzle`: leaving quits */
	struct ui_puzzle_set *set;
	int		current;	/* the puzzle on the board, from 0 */
	int		today;		/* today's puzzle, from 0 */
	long		day;
	enum ui_puzzle_state state;
	int		at;		/* plies of its line played */
	bool		counted;	/* this visit's outcome is recorded */
	bool		solved;		/* ... and it was solved */
	char		said[UI_PUZZLE_SAID_MAX];
};

static void	ui_puzzle_start(struct ui *, int index);

/* The puzzle mode's entry; its view draws the puzzle's banner under the
 * board's mode, as the lessons' list does a lesson's. */
static void	ui_puzzle_free(struct ui *, void *);
static enum ui_event ui_puzzle_mode_key(struct ui *, int,
		    const struct ui_binding *);
static void	ui_puzzle_view(const struct ui *, struct ui_view *);

static const struct ui_mode_ops ui_mode_puzzle = {
	.name = "puzzle", .id = UI_MODE_OTHER, .view_under = true,
	.size = sizeof(struct ui_puzzles), .free = ui_puzzle_free,
	.key = ui_puzzle_mode_key, .view = ui_puzzle_view
};

static struct ui_puzzles *
ui_puzzles_of(const struct ui *ui)
{
	return ui_mode_data(ui, &ui_mode_puzzle);
}

static const struct puzzle *
ui_puzzle_current(const struct ui_puzzles *puzzles)
{
	return &puzzles->set->all[puzzles->current];
}

/* Days since 1970-01-01 of a date of the Gregorian calendar (Howard
 * Hinnant's days_from_civil). */
static long
ui_puzzle_days(long year, int month, int day)
{
	long era, year_of_era, day_of_year, day_of_era;

	year -= month <= 2;
	era = (year >= 0 ? year : year - 399) / 400;
	year_of_era = year - era * 400;
	day_of_year = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1;
	day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 +
	    day_of_year;
	return era * 146097 + day_of_era - 719468;
}

/* The number written in text[0..count), all digits, or -1. */
static int
ui_puzzle_digits(const char *text, int count)
{
	int value = 0;

	for (int i = 0; i < count; i++) {
		if (text[i] < '0' || text[i] > '9')
			return -1;
		value = value * 10 + (text[i] - '0');
	}
	return value;
}

static bool
ui_puzzle_leap(int year)
{
	return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

int
ui_puzzle_today(long *day, char *message)
{
	static const int month_days[12] = {
		31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31
	};
	const char *text = getenv(UI_PUZZLE_TODAY_ENV);
	int year, month, date;

	if (text == NULL || text[0] == '\0') {
		*day = (long)(time(NULL) / UI_PUZZLE_DAY_SECONDS);
		return 0;
	}
	/* YYYY-MM-DD, and a day there is in that month. */
	year = month = date = -1;
	if (strlen(text) == 10 && text[4] == '-' && text[7] == '-') {
		year = ui_puzzle_digits(text, 4);
		month = ui_puzzle_digits(text + 5, 2);
		date = ui_puzzle_digits(text + 8, 2);
	}
	if (year < 1970 || month < 1 || month > 12 || date < 1 ||
	    date > month_days[month - 1] +
	    (month == 2 && ui_puzzle_leap(year))) {
		snprintf(message, UI_PUZZLE_MESSAGE_MAX,
		    "%s=%.32s is not a date such as 2026-12-07",
		    UI_PUZZLE_TODAY_ENV, text);
		return -1;
	}
	*day = ui_puzzle_days(year, month, date);
	return 0;
}

/* The player's record, or a new player's when there is none (or no state
 * directory to keep one in). */
static void
ui_puzzle_read_record(struct puzzle_record *record)
{
	char directory[SAVE_PATH_MAX], message[SAVE_MESSAGE_MAX];
	struct save_place place;

	puzzle_record_clear(record);
	if (save_directory(directory, sizeof directory) < 0 ||
	    save_place_open(&place, directory, message) < 0)
		return;
	if (puzzle_record_read_at(&place, record, message) < 0)
		puzzle_record_clear(record);
	save_place_close(&place);
}

/* The puzzle of `theme` to play next: the record's choice among them, or
 * when every one is tried the first not solved, else the first. */
static int
ui_puzzle_of_theme(struct ui_puzzle_set *set, int theme)
{
	int count = 0, chosen;

	for (int i = 0; i < set->count; i++)
		if (puzzle_has_theme(&set->all[i], (enum puzzle_theme)theme))
			set->pool[count++] = set->all[i];
	if (count == 0)
		return -1;
	chosen = puzzle_record_next(&set->record, set->pool, count);
	if (chosen < 0) {
		chosen = 0;
		for (int i = count - 1; i >= 0; i--)
			if (set->record.state[set->pool[i].number - 1] !=
			    PUZZLE_SOLVED)
				chosen = i;
	}
	return set->pool[chosen].number - 1;
}

/* The index of the puzzle chosen, or -1 with why in `message`. */
static int
ui_puzzle_choose(struct ui_puzzle_set *set,
    const struct ui_puzzle_choice *choice, char *message)
{
	int index;

	if (choice->number != UI_PUZZLE_TODAY) {
		if (choice->number < 1 || choice->number > set->count) {
			snprintf(message, UI_PUZZLE_MESSAGE_MAX,
			    "no puzzle %d: they are numbered 1 to %d",
			    choice->number, set->count);
			return -1;
		}
		return choice->number - 1;
	}
	if (choice->theme != UI_PUZZLE_ANY_THEME) {
		if (choice->theme < 0 || choice->theme >= PUZZLE_THEME_COUNT ||
		    (index = ui_puzzle_of_theme(set, choice->theme)) < 0) {
			snprintf(message, UI_PUZZLE_MESSAGE_MAX,
			    "no puzzle has the theme %s",
			    choice->theme >= 0 &&
			    choice->theme < PUZZLE_THEME_COUNT ?
			    puzzle_theme_name((enum puzzle_theme)
			    choice->theme) : "asked");
			return -1;
		}
		return index;
	}
	return puzzle_of_day(choice->day, set->count);
}

int
ui_puzzle_open(struct ui *ui, const struct ui_puzzle_choice *choice,
    bool only, char *message)
{
	struct ui_puzzle_set *set = calloc(1, sizeof *set);
	char error[PUZZLE_ERROR_MAX];
	struct ui_puzzles *puzzles;
	int index;

	if (set == NULL) {
		snprintf(message, UI_PUZZLE_MESSAGE_MAX,
		    "no memory for the puzzles");
		return -1;
	}
	if (puzzle_read_all(choice->text != NULL ? choice->text :
	    puzzles_text(), set->all, &set->count, error) < 0 ||
	    set->count == 0) {
		snprintf(message, UI_PUZZLE_MESSAGE_MAX,
		    "the puzzles cannot be read: %s",
		    set->count == 0 ? "there are none" : error);
		free(set);
		return -1;
	}
	ui_puzzle_read_record(&set->record);
	if ((index = ui_puzzle_choose(set, choice, message)) < 0) {
		free(set);
		return -1;
	}
	if (!ui->game.lesson && !only)
		/* The game that was going waits for the puzzle to end. */
		ui_game_put_aside(ui);
	ui->game.lesson = true;
	ui_mode_set(ui, &ui_mode_puzzle);
	puzzles = ui_puzzles_of(ui);
	puzzles->only = only;
	puzzles->set = set;
	puzzles->day = choice->day;
	puzzles->today = puzzle_of_day(choice->day, set->count);
	ui->message[0] = '\0';
	ui_puzzle_start(ui, index);
	return 0;
}

int
ui_puzzle_of_day(long day, int *number, int *rating, char *message)
{
	struct puzzle *all = calloc(PUZZLE_MAX, sizeof *all);
	char error[PUZZLE_ERROR_MAX];
	int count = 0, index;

	if (all == NULL) {
		snprintf(message, UI_PUZZLE_MESSAGE_MAX,
		    "no memory for the puzzles");
		return -1;
	}
	if (puzzle_read_all(puzzles_text(), all, &count, error) < 0 ||
	    count == 0) {
		snprintf(message, UI_PUZZLE_MESSAGE_MAX,
		    "the puzzles cannot be read: %s",
		    count == 0 ? "there are none" : error);
		free(all);
		return -1;
	}
	index = puzzle_of_day(day, count);
	*number = all[index].number;
	*rating = all[index].rating;
	free(all);
	return 0;
}

void
ui_puzzle_open_today(struct ui *ui)
{
	struct ui_puzzle_choice choice = {
		.text = NULL, .number = UI_PUZZLE_TODAY,
		.theme = UI_PUZZLE_ANY_THEME
	};
	char message[UI_PUZZLE_MESSAGE_MAX];

	if (ui_puzzle_today(&choice.day, message) < 0 ||
	    ui_puzzle_open(ui, &choice, false, message) < 0)
		snprintf(ui->message, sizeof ui->message, "No puzzle: %.100s",
		    message);
}

static void
ui_puzzle_free(struct ui *ui, void *data)
{
	struct ui_puzzles *puzzles = data;

	(void)ui;
	free(puzzles->set);
	puzzles->set = NULL;
}

/* Puts puzzle `index` on the board, as it starts. */
static void
ui_puzzle_start(struct ui *ui, int index)
{
	struct ui_puzzles *puzzles = ui_puzzles_of(ui);
	const struct puzzle *puzzle = &puzzles->set->all[index];

	/* The board over the puzzle's entry, which draws its banner. */
	if (ui_mode_top(ui) == &ui_mode_puzzle &&
	    ui_mode_push(ui, ui_mode_by_id(ui, UI_MODE_PLAY)) < 0)
		return;
	if (index != puzzles->current)
		/* Another puzzle: its first outcome is the one recorded. */
		puzzles->counted = puzzles->solved = false;
	puzzles->current = index;
	puzzles->state = UI_PUZZLE_TRYING;
	puzzles->at = 0;
	puzzles->said[0] = '\0';
	ui_game_study(ui, &puzzle->board);
}

/* The outcome counted in the player's record: the first of this visit,
 * and a solve after a miss (which moves no rating, puzzle_record.h). */
static void
ui_puzzle_count(struct ui *ui, bool solved)
{
	struct ui_puzzles *puzzles = ui_puzzles_of(ui);
	char directory[SAVE_PATH_MAX], message[SAVE_MESSAGE_MAX];
	struct save_place place;
	struct puzzle_record after;

	if (puzzles->counted && (puzzles->solved || !solved))
		return;
	puzzles->counted = true;
	puzzles->solved = solved;
	if (save_directory(directory, sizeof directory) < 0)
		return;
	if (save_place_open(&place, directory, message) < 0) {
		snprintf(ui->message, sizeof ui->message,
		    "Not in your record: %.100s", message);
		return;
	}
	if (puzzle_record_add_at(&place, ui_puzzle_current(puzzles), solved,
	    puzzles->current == puzzles->today, puzzles->day, &after,
	    message) < 0)
		snprintf(ui->message, sizeof ui->message,
		    "Not in your record: %.100s", message);
	else {
		puzzles->set->record = after;
		/* A bad record was moved aside (its path and what was wrong
		 * are longer than the line): say so, as a game's record
		 * does, rather than let it go unseen. */
		if (message[0] != '\0')
			snprintf(ui->message, sizeof ui->message, "Your "
			    "puzzle record was unreadable: kept as "
			    PUZZLE_RECORD_FILE ".bad-*, a new one begun");
	}
	save_place_close(&place);
}

/* "double-threat, block" */
static void
ui_puzzle_themes(const struct puzzle *puzzle, char *text, size_t size)
{
	size_t used = 0;

	text[0] = '\0';
	for (int i = 0; i < puzzle->theme_count && used < size; i++)
		used += (size_t)snprintf(text + used, size - used, "%s%s",
		    i > 0 ? ", " : "", puzzle_theme_name(puzzle->theme[i]));
}

/* "1530", or "1500?" while the rating is provisional (glicko2.h). */
static const char *
ui_puzzle_rating(const struct puzzle_record *record, char *text)
{
	snprintf(text, UI_PUZZLE_RATING_TEXT, "%d%s",
	    (int)(record->rating.rating + 0.5),
	    record->rating.deviation > GLICKO2_PROVISIONAL ? "?" : "");
	return text;
}

/* A move played on the board, with its undo (a puzzle's game is the
 * interface's, as a lesson's). */
static void
ui_puzzle_make(struct ui *ui, uint16_t move)
{
	struct ui_game *game = &ui->game;

	if (game->plies >= MAX_PLIES)
		return;
	board_make(&game->board, move, &game->undos[game->plies]);
	game->moves[game->plies++] = move;
}

/* A move in the hints' words: "c6d5 takes d3 and d4 and leaves nothing
 * exposed to Teal's reply", or as a reply, "e4d3: it takes d3 and ...". */
static void
ui_puzzle_words(const struct board *board, uint16_t move, bool reply,
    char *text, size_t size)
{
	char line[UI_EXPLAIN_MAX], name[NOTATION_MOVE_MAX];
	struct move_hint hint;

	hints_move(board, move, &hint);
	ui_explain_hint(board, &hint, line, sizeof line);
	notation_move(move, name);
	snprintf(text, size, "%s%s %s%s", name, reply ? ": it" : "",
	    hint.takes == 0 && move != MOVE_PASS ? "takes nothing and " : "",
	    line);
}

/* The reply the search finds best on `board`, or MOVE_NONE when the game
 * is over (or no memory to search). */
static uint16_t
ui_puzzle_refutation(const struct board *board, int depth)
{
	struct search_limits limits;
	struct search_report report;
	struct search *search;
	uint16_t reply;

	if (board_is_over(board))
		return MOVE_NONE;
	if ((search = search_new(UI_PUZZLE_REFUTE_MB)) == NULL)
		return MOVE_NONE;
	search_limits_default(&limits);
	limits.depth = depth < 1 ? 1 : depth > UI_PUZZLE_REFUTE_DEPTH ?
	    UI_PUZZLE_REFUTE_DEPTH : depth;
	limits.nodes = UI_PUZZLE_REFUTE_NODES;
	limits.opening_book = false;
	reply = search_run(search, board, &limits, NULL, &report);
	search_free(search);
	return board_is_legal(board, reply) ? reply : MOVE_NONE;
}

/*
 * How much worse `move` is than the solution's first move, measured by
 * the proof's search at the puzzle's depth, not read off its margin: a
 * margin says "at least", and the miner writes a forced result (a win,
 * or every other move lost) as its largest margin, which is no count of
 * stones a player could find on the board.
 */
static void
ui_puzzle_measure(const struct board *board, const struct puzzle *puzzle,
    uint16_t move, char *text, size_t size)
{
	struct search *search = search_new(UI_PUZZLE_REFUTE_MB);
	int best, tried, lead;

	if (search == NULL) {
		snprintf(text, size, "The best move does better.");
		return;
	}
	/* One search for both: each score clears it first. */
	best = puzzle_proof_score_in(search, board, puzzle->line[0],
	    puzzle->depth);
	tried = puzzle_proof_score_in(search, board, move, puzzle->depth);
	search_free(search);
	lead = best - tried;
	if (best >= PUZZLE_PROOF_WIN)
		snprintf(text, size, "The best move forces a win; this one "
		    "does not.");
	else if (tried <= -PUZZLE_PROOF_WIN)
		snprintf(text, size, "This one lets %s force a win.",
		    colour_name(!board->side));
	else
		snprintf(text, size, "The best move ends %d %s more ahead "
		    "than this one.", lead, lead == 1 ? "stone" : "stones");
}

/* A wrong move: played, refuted on the board, said. */
static void
ui_puzzle_wrong(struct ui *ui, uint16_t move)
{
	struct ui_puzzles *puzzles = ui_puzzles_of(ui);
	const struct puzzle *puzzle = ui_puzzle_current(puzzles);
	char played[UI_PUZZLE_WORDS_MAX], answer[UI_PUZZLE_WORDS_MAX];
	char better[UI_PUZZLE_VERDICT_MAX];
	struct board before = ui->game.board;
	int solver = before.side;
	uint16_t reply;

	ui_puzzle_words(&before, move, false, played, sizeof played);
	ui_puzzle_make(ui, move);
	reply = ui_puzzle_refutation(&ui->game.board,
	    puzzle->depth - puzzles->at);
	if (puzzles->at == 0)
		ui_puzzle_measure(&before, puzzle, move, better,
		    sizeof better);
	else
		snprintf(better, sizeof better, "The line's move does "
		    "better.");
	if (reply != MOVE_NONE) {
		ui_puzzle_words(&ui->game.board, reply, true, answer,
		    sizeof answer);
		ui_puzzle_make(ui, reply);
		snprintf(puzzles->said, sizeof puzzles->said,
		    "Not this one. %s. %s answers %s. %s U: try again · "
		    "A: the solution.", played, colour_name(!solver), answer,
		    better);
	} else
		snprintf(puzzles->said, sizeof puzzles->said,
		    "Not this one. %s. %s U: try again · A: the solution.",
		    played, better);
	puzzles->state = UI_PUZZLE_WRONG;
	ui_puzzle_count(ui, false);
}

/* A right move: played, and the line's reply after it, or solved. */
static void
ui_puzzle_right(struct ui *ui, uint16_t move)
{
	struct ui_puzzles *puzzles = ui_puzzles_of(ui);
	const struct puzzle *puzzle = ui_puzzle_current(puzzles);
	char played[UI_PUZZLE_WORDS_MAX], answer[UI_PUZZLE_WORDS_MAX];
	char themes[UI_PUZZLE_THEMES_TEXT], rating[UI_PUZZLE_RATING_TEXT];
	int solver = ui->game.board.side;

	ui_puzzle_words(&ui->game.board, move, false, played,
	    sizeof played);
	ui_puzzle_make(ui, move);
	puzzles->at++;
	if (puzzles->at >= puzzle->line_length) {
		puzzles->state = UI_PUZZLE_SOLVED;
		ui_puzzle_count(ui, true);
		ui_puzzle_themes(puzzle, themes, sizeof themes);
		snprintf(puzzles->said, sizeof puzzles->said,
		    "Solved: %s. Themes: %s. Your puzzle rating: %s. N: "
		    "another puzzle.", played, themes,
		    ui_puzzle_rating(&puzzles->set->record, rating));
		return;
	}
	ui_puzzle_words(&ui->game.board, puzzle->line[puzzles->at], true,
	    answer, sizeof answer);
	ui_puzzle_make(ui, puzzle->line[puzzles->at++]);
	snprintf(puzzles->said, sizeof puzzles->said,
	    "Right: %s. %s answers %s. %s to move: the best move again.",
	    played, colour_name(!solver), answer, colour_name(solver));
}

enum ui_event
ui_puzzle_play(struct ui *ui, uint16_t move)
{
	struct ui_puzzles *puzzles = ui_puzzles_of(ui);
	const struct puzzle *puzzle = ui_puzzle_current(puzzles);

	if (puzzles->state != UI_PUZZLE_TRYING) {
		snprintf(ui->message, sizeof ui->message, "%s",
		    puzzles->state == UI_PUZZLE_WRONG ?
		    "U to try again, A for the solution" :
		    "N for another puzzle, U to try it again");
		return UI_EVENT_NONE;
	}
	if (!ui_game_try(ui, move))
		return UI_EVENT_NONE;
	/* Recording it may have something to say. */
	ui->message[0] = '\0';
	if (move == puzzle->line[puzzles->at])
		ui_puzzle_right(ui, move);
	else
		ui_puzzle_wrong(ui, move);
	ui_game_changed(ui);
	ui_cursor_select(ui, UI_NO_CELL);
	return UI_EVENT_NONE;
}

/* A: the solution played out from the puzzle's position. */
static void
ui_puzzle_show(struct ui *ui)
{
	struct ui_puzzles *puzzles = ui_puzzles_of(ui);
	const struct puzzle *puzzle = ui_puzzle_current(puzzles);
	char first[UI_PUZZLE_WORDS_MAX], themes[UI_PUZZLE_THEMES_TEXT];
	char line[PUZZLE_LINE_MAX * (NOTATION_MOVE_MAX + 2)] = "";
	size_t used = 0;

	ui_puzzle_start(ui, puzzles->current);
	ui_puzzle_words(&puzzle->board, puzzle->line[0], false, first,
	    sizeof first);
	for (int i = 0; i < puzzle->line_length; i++) {
		char move[NOTATION_MOVE_MAX];

		notation_move(puzzle->line[i], move);
		used += (size_t)snprintf(line + used, sizeof line - used,
		    "%s%s", i > 0 ? ", " : "", move);
		ui_puzzle_make(ui, puzzle->line[i]);
	}
	puzzles->state = UI_PUZZLE_SHOWN;
	ui_puzzle_count(ui, false);
	ui_puzzle_themes(puzzle, themes, sizeof themes);
	snprintf(puzzles->said, sizeof puzzles->said,
	    "The solution: %s. First %s. Themes: %s. U: try it again · N: "
	    "another puzzle.", line, first, themes);
	ui_game_changed(ui);
	ui_cursor_select(ui, UI_NO_CELL);
}

/* N: the next puzzle the record chooses for the player. */
static void
ui_puzzle_another(struct ui *ui)
{
	struct ui_puzzles *puzzles = ui_puzzles_of(ui);
	struct ui_puzzle_set *set = puzzles->set;
	int next = puzzle_record_next(&set->record, set->all, set->count);

	if (next < 0 || next == puzzles->current) {
		/* Every one tried: on through them in order. */
		next = (puzzles->current + 1) % set->count;
	}
	ui_puzzle_start(ui, next);
	ui->message[0] = '\0';
}

/* Leaves the puzzle: the program (gnomon puzzle), or back to the menu
 * and the game that was put aside. */
static enum ui_event
ui_puzzle_close(struct ui *ui)
{
	while (ui_mode_top(ui) != &ui_mode_puzzle)
		ui_mode_pop(ui);
	if (ui_puzzles_of(ui)->only) {
		ui_mode_set(ui, &ui_mode_quit);
		return UI_EVENT_QUIT;
	}
	ui_game_take_back(ui);
	ui_cursor_show_tomorrow(ui, false);
	ui->message[0] = '\0';
	ui_cursor_select(ui, UI_NO_CELL);
	ui_game_changed(ui);
	ui_cursor_move(ui, cell_at(BOARD_SIZE / 2, BOARD_SIZE / 2));
	ui_choices_set_menu_row(ui, UI_MENU_PUZZLE);
	ui_mode_go(ui, UI_MODE_MENU);
	return UI_EVENT_NONE;
}

bool
ui_puzzle_key(struct ui *ui, int key, const struct ui_binding *binding,
    enum ui_event *event)
{
	struct ui_puzzles *puzzles = ui_puzzles_of(ui);

	*event = UI_EVENT_NONE;
	switch (key) {
	case 'N':
		ui_puzzle_another(ui);
		return true;
	case 'A':
		ui_puzzle_show(ui);
		return true;
	default:
		break;
	}
	if (binding == NULL)
		return false;
	switch (binding->action) {
	case UI_ACTION_UNDO:
		/* Back to the puzzle's position, whatever was played. */
		ui_puzzle_start(ui, puzzles->current);
		snprintf(ui->message, sizeof ui->message, "Try again");
		return true;
	case UI_ACTION_QUIT:
		*event = ui_puzzle_close(ui);
		return true;
	case UI_ACTION_NEW_GAME:
		snprintf(ui->message, sizeof ui->message,
		    "In a puzzle: N for another, q to leave it");
		return true;
	case UI_ACTION_TIP:
		snprintf(ui->message, sizeof ui->message,
		    "No tips in a puzzle: A shows the solution");
		return true;
	case UI_ACTION_REVIEW:
		snprintf(ui->message, sizeof ui->message,
		    "A shows the puzzle's solution");
		return true;
	case UI_ACTION_SELECT:
		if (puzzles->state == UI_PUZZLE_TRYING)
			return false;
		ui_puzzle_play(ui, MOVE_NONE);	/* says what next */
		return true;
	default:
		return false;
	}
}

bool
ui_puzzle_playing(const struct ui *ui)
{
	return ui_puzzles_of(ui) != NULL && ui_mode_top(ui) != &ui_mode_puzzle;
}

bool
ui_puzzle_plain_dots(const struct ui *ui)
{
	return ui_puzzle_playing(ui) &&
	    ui_puzzles_of(ui)->state == UI_PUZZLE_TRYING;
}

enum ui_puzzle_state
ui_puzzle_state(const struct ui *ui)
{
	const struct ui_puzzles *puzzles = ui_puzzles_of(ui);

	return puzzles != NULL ? puzzles->state : UI_PUZZLE_TRYING;
}

/* The puzzle's part of the screen model, in the lessons' banner: drawn
 * under the board's mode (view_under), after its own part. */
static void
ui_puzzle_view(const struct ui *ui, struct ui_view *view)
{
	const struct ui_puzzles *puzzles = ui_puzzles_of(ui);
	const struct puzzle *puzzle;
	struct ui_lesson_view *out = &view->lesson;
	char rating[UI_PUZZLE_RATING_TEXT];

	if (puzzles == NULL || puzzles->set == NULL)
		return;
	puzzle = ui_puzzle_current(puzzles);
	out->on = true;
	/* The panel is narrow (UI_PANEL_COLUMNS): a short line each. */
	snprintf(out->heading, sizeof out->heading, "Puzzle %d%s%s",
	    puzzle->number,
	    puzzles->set->record.state[puzzle->number - 1] == PUZZLE_SOLVED ?
	    UI_PUZZLE_MARK : "",
	    puzzles->current == puzzles->today ? " · today's" : "");
	snprintf(out->title, sizeof out->title, "Rating %d", puzzle->rating);
	snprintf(out->goal, sizeof out->goal,
	    "%s to move: find the best move", colour_name(puzzle->board.side));
	if (puzzles->said[0] != '\0')
		snprintf(out->body, sizeof out->body, "%s", puzzles->said);
	else
		snprintf(out->body, sizeof out->body,
		    "Themes hidden until solved. One move wins clearly more "
		    "than every other: find it. Your puzzle rating: %s.",
		    ui_puzzle_rating(&puzzles->set->record, rating));
	snprintf(out->spoken, sizeof out->spoken, "%s", out->body);
	out->right = puzzles->state == UI_PUZZLE_SOLVED;
	out->wrong = puzzles->state == UI_PUZZLE_WRONG;
	/* No tips in a puzzle (T says so): the line would offer one. */
	view->panel.hints[0] = '\0';
	if (ui_mode(ui) == UI_MODE_PLAY) {
		view->panel.prompt[0] = '\0';
		snprintf(view->panel.keys, sizeof view->panel.keys,
		    "Enter select · : type · U retry · A solution · "
		    "N another · q leave");
	}
}

/* A key with the puzzle's entry on top (the board popped off it): the
 * puzzle's keys, or back to the board. */
static enum ui_event
ui_puzzle_mode_key(struct ui *ui, int key, const struct ui_binding *binding)
{
	enum ui_event event;

	if (binding != NULL && binding->action == UI_ACTION_QUIT)
		return ui_puzzle_close(ui);
	if (ui_puzzle_key(ui, key, binding, &event))
		return event;
	ui_puzzle_start(ui, ui_puzzles_of(ui)->current);
	return UI_EVENT_NONE;
}

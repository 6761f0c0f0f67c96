/*
 * The line mode's queries and help (plain_query.h, plain_command.c), asked
 * as a player types them, in the positions of a few games in several
 * variants, each answer held to the board and the core's hints: the cell
 * query to what stands on the cell, whose shade covers it now and next
 * round and the dusk ring; `pieces` to each side's stones; `dangers` to
 * the stones in the enemy's reach, the move that takes each and the next
 * dusk's; `shade` to the next round's shades.  And `help`, an unknown
 * word, `?` and `h` as a blind player met them: one screenful, one line,
 * pages without the screen's keys, the line mode's own keys named; and
 * `t`, whose tip ran past 80 columns.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/search.h"
#include "core/hints.h"
#include "core/notation.h"
#include "plain/plain_game.h"
#include "support/fixture.h"
#include "ui/play_options.h"
#include "ui/ui_game.h"

enum {
	ANSWER_MAX = 1 << 16,
	GAMES = 3,		/* for each variant */
	PLIES_MAX = 60,
	TIP_PLIES = 24,		/* a tip in each of Amber's turns of these */
	SCREEN_ROWS = 24,
	SCREEN_COLUMNS = 80
};

static struct plain plain;	/* large: not on the stack */
static char answer[ANSWER_MAX];
static long checked_reach, checked_dusk, checked_tall;

/* A game of Amber against the computer (or two players), begun. */
static void
plain_begin(bool hotseat)
{
	struct play_options options;

	play_options_default(&options);
	options.chose = true;
	options.hotseat = hotseat;
	options.level = 1;
	ui_init(&plain.ui, &options);
	ui_game_set_ascii(&plain.ui, true);
	plain.search = NULL;	/* no query thinks */
	plain.in = NULL;
}

/* What the line mode answers `line` with, `input` its stdin. */
static const char *
ask_with(const char *line, const char *input)
{
	FILE *out = tmpfile(), *in = NULL;
	size_t length;

	assert_non_null(out);
	if (input != NULL) {
		in = fmemopen((void *)input, strlen(input), "r");
		assert_non_null(in);
	}
	plain.out = out;
	plain.in = in;
	plain.ui.message[0] = '\0';
	plain_command(&plain, line);
	plain_message(&plain);	/* as the loop says a refusal */
	rewind(out);
	length = fread(answer, 1, sizeof answer - 1, out);
	answer[length] = '\0';
	fclose(out);
	if (in != NULL)
		fclose(in);
	plain.in = NULL;
	return answer;
}

/* The answer to `line`, its lines checked and then joined by spaces, as
 * one text: plain_line wraps a long answer at 80 columns. */
static const char *
ask(const char *line)
{
	char *text = (char *)ask_with(line, NULL);
	size_t length = strlen(text);

	fixture_lines_fit(text, SCREEN_COLUMNS);
	for (size_t at = 0; at + 1 < length; at++)
		if (text[at] == '\n')
			text[at] = ' ';
	return text;
}

static void
assert_contains(const char *text, const char *part)
{
	if (strstr(text, part) == NULL)
		fail_msg("'%s' is not in: %s", part, text);
}

static void
assert_lacks(const char *text, const char *part)
{
	if (strstr(text, part) != NULL)
		fail_msg("'%s' is in: %s", part, text);
}

/* True when the cell's name stands in `text` as a word. */
static bool
names_cell(const char *text, int cell)
{
	char name[NOTATION_CELL_MAX];
	size_t length;

	notation_cell(cell, name);
	length = strlen(name);
	for (const char *at = strstr(text, name); at != NULL;
	    at = strstr(at + 1, name)) {
		bool starts = at == text || strchr(" ,:(", at[-1]) != NULL;
		bool ends = strchr(" ,.;:)\n", at[length]) != NULL;

		if (starts && ends)
			return true;
	}
	return false;
}

/* How many cell names stand in `text` as words. */
static int
cells_named(const char *text)
{
	int count = 0;

	for (int rank = 0; rank < BOARD_SIZE; rank++)
		for (int file = 0; file < BOARD_SIZE; file++)
			count += names_cell(text, cell_at(file, rank));
	return count;
}

/* Whose, as an answer says it: "your" for the person's against the
 * computer, else the colour's. */
static const char *
whose(int colour)
{
	if (!ui_game_is_computer(&plain.ui, colour) &&
	    ui_game_is_computer(&plain.ui, !colour))
		return "your";
	return colour == COLOUR_AMBER ? "Amber's" : "Teal's";
}

/* The cell query's answer `text` says whose shade covers `bit` `when`
 * ("now", "next round"): "in Teal's shade now", "in both shades now and
 * next round". */
static void
check_shade_said(const char *text, const bitboard shade[COLOUR_COUNT],
    bitboard bit, const char *when)
{
	bool both = (shade[0] & shade[1] & bit) != 0;

	for (int colour = 0; colour < COLOUR_COUNT + 1; colour++) {
		const char *owner = colour < COLOUR_COUNT ? whose(colour) :
		    "both";
		bool covers = colour < COLOUR_COUNT ?
		    (shade[colour] & bit) != 0 && !both : both;
		char alone[64], together[64];
		bool said;

		snprintf(alone, sizeof alone, "in %s shade%s %s", owner,
		    colour < COLOUR_COUNT ? "" : "s", when);
		snprintf(together, sizeof together, "in %s shade%s now and "
		    "next round", owner, colour < COLOUR_COUNT ? "" : "s");
		said = strstr(text, alone) != NULL ||
		    strstr(text, together) != NULL;
		if (said != covers)
			fail_msg("%s: '%s' %s", text, alone,
			    covers ? "not said" : "said wrongly");
	}
}

/* The cell query, for one cell, against the board and the hints. */
static void
check_cell(const struct board *board, const struct hints *hints, int cell)
{
	bitboard bit = bb_cell(cell);
	char name[NOTATION_CELL_MAX], lead[16], part[64];
	const char *text;

	notation_cell(cell, name);
	text = ask(name);
	snprintf(lead, sizeof lead, "%s: ", name);
	if (strncmp(text, lead, strlen(lead)) != 0)
		fail_msg("'%s' answered: %s", name, text);
	if ((board->lit & bit) == 0) {
		assert_contains(text, "dark");
		return;
	}
	for (int colour = 0; colour < COLOUR_COUNT; colour++) {
		snprintf(part, sizeof part, "%s %s", whose(colour),
		    board->tall[colour] & bit ? "tall stone" : "stone");
		if (board->stones[colour] & bit)
			assert_contains(text, part);
		else
			assert_lacks(text, part);
		if (board->tall[colour] & bit)
			checked_tall++;
	}
	if (((board->stones[0] | board->stones[1]) & bit) == 0)
		assert_contains(text, ": empty");
	check_shade_said(text, hints->shade, bit, "now");
	check_shade_said(text, hints->shade_tomorrow, bit, "next round");
	if (hints->rounds_to_dusk >= 0 && (hints->dusk_ring & bit))
		assert_contains(text, "darkens it");
	else
		assert_lacks(text, "dusk");
	if ((hints->in_reach & bit) && !(hints->reach_standing & bit)) {
		char reply[NOTATION_MOVE_MAX];

		notation_move(hints->reach_reply[cell], reply);
		assert_contains(text, reply);
	}
}

/* The cell query, for every cell. */
static void
check_cells(const struct board *board, const struct hints *hints)
{
	for (int rank = 0; rank < BOARD_SIZE; rank++)
		for (int file = 0; file < BOARD_SIZE; file++)
			check_cell(board, hints, cell_at(file, rank));
}

/* pieces: every stone of each side, after its name, and no other. */
static void
check_pieces(const struct board *board, const struct hints *hints)
{
	const char *text = ask("pieces");
	const char *teal = strstr(text, "Teal");
	char before[ANSWER_MAX];

	(void)hints;
	assert_int_equal(strncmp(text, "Amber", 5), 0);
	assert_non_null(teal);
	snprintf(before, sizeof before, "%.*s", (int)(teal - text), text);
	assert_int_equal(cells_named(before), bb_count(board->stones[0]));
	assert_int_equal(cells_named(teal), bb_count(board->stones[1]));
	for (bitboard stones = board->stones[0]; stones != 0;)
		assert_true(names_cell(before, bb_pop(&stones)));
	for (bitboard stones = board->stones[1]; stones != 0;)
		assert_true(names_cell(teal, bb_pop(&stones)));
	/* One side only, when asked by name. */
	text = ask("p teal");
	assert_int_equal(strncmp(text, "Teal", 4), 0);
	assert_int_equal(cells_named(text), bb_count(board->stones[1]));
}

/* dangers: each stone in reach with the move that takes it, and the
 * stones on the next dusk's ring. */
static void
check_dangers(const struct board *board, const struct hints *hints)
{
	const char *text = ask("d");
	int side = board->side;

	if (board_is_over(board))
		return;
	for (bitboard reach = hints->in_reach; reach != 0;) {
		int cell = bb_pop(&reach);

		assert_true(names_cell(text, cell));
		if (!(hints->reach_standing & bb_cell(cell))) {
			char reply[NOTATION_MOVE_MAX];

			notation_move(hints->reach_reply[cell], reply);
			assert_contains(text, reply);
		}
		checked_reach++;
	}
	if (hints->rounds_to_dusk >= 0 && hints->on_dusk_ring[side] != 0) {
		assert_contains(text, "dusk");
		for (bitboard ring = hints->on_dusk_ring[side]; ring != 0;)
			assert_true(names_cell(text, bb_pop(&ring)));
		checked_dusk++;
	}
	if (hints->in_reach == 0)
		assert_int_equal(strncmp(text, "No ", 3), 0);
	else
		assert_contains(text, whose(side));
}

/* shade: a line for each side with that side's shade next round, "Your
 * shade: ..." or "Teal's shade: ...". */
static void
check_shade(const struct board *board, const struct hints *hints)
{
	const char *text = ask("shade");
	char leads[COLOUR_COUNT][32];

	(void)board;
	for (int colour = 0; colour < COLOUR_COUNT; colour++) {
		snprintf(leads[colour], sizeof leads[colour], "%s shade: ",
		    whose(colour));
		if (leads[colour][0] == 'y')
			leads[colour][0] = 'Y';
	}
	for (int colour = 0; colour < COLOUR_COUNT; colour++) {
		const char *at = strstr(text, leads[colour]);
		char line[ANSWER_MAX], *end;

		if (at == NULL) {
			fail_msg("no '%s' in: %s", leads[colour], text);
			return;
		}
		/* To its first clause's end, or the other side's line. */
		snprintf(line, sizeof line, "%.*s", (int)strcspn(at, ";"), at);
		if ((end = strstr(line, leads[!colour])) != NULL)
			*end = '\0';
		assert_int_equal(cells_named(line),
		    bb_count(hints->shade_tomorrow[colour]));
		for (bitboard shade = hints->shade_tomorrow[colour];
		    shade != 0;)
			assert_true(names_cell(line, bb_pop(&shade)));
	}
}

/* `check` in every position of a few games in several variants. */
static void
check_games(void (*check)(const struct board *, const struct hints *))
{
	static const struct {
		const char	*variant;
		bool		hotseat;
	} variants[] = { { "", false }, { "len=3 day=2", true },
		{ "mixed=1", false }, { "hold=1 snake=1", true } };

	for (size_t i = 0; i < sizeof variants / sizeof variants[0]; i++)
		for (int game = 0; game < GAMES; game++) {
			struct board board;
			struct rules rules;

			fixture_rules(&rules, variants[i].variant);
			board_start(&board, &rules);
			plain_begin(variants[i].hotseat);
			for (int ply = 0; ply < PLIES_MAX &&
			    !board_is_over(&board); ply++) {
				struct move_list list;
				struct undo undo;

				ui_game_set_position(&plain.ui, &board);
				check(&board, &plain.ui.hints);
				board_legal_moves(&board, &list);
				board_make(&board, list.moves[(ply * 7 +
				    game * 3) % list.count], &undo);
			}
		}
}

static void
test_plain_query_a_cell_says_what_is_on_it(void **state)
{
	(void)state;
	check_games(check_cells);
	assert_true(checked_tall > 0);
}

static void
test_plain_query_pieces_lists_the_stones(void **state)
{
	(void)state;
	check_games(check_pieces);
}

static void
test_plain_query_dangers_lists_reach_and_dusk(void **state)
{
	(void)state;
	check_games(check_dangers);
	/* The games came where the checks bite. */
	assert_true(checked_reach > 0);
	assert_true(checked_dusk > 0);
}

static void
test_plain_query_shade_names_its_cells(void **state)
{
	(void)state;
	check_games(check_shade);
}

/* last: the mover, the move and whose stones it took. */
static void
test_plain_query_last_names_the_mover_and_whose_stones(void **state)
{
	struct board board;
	const char *text;

	(void)state;
	plain_begin(true);
	assert_string_equal(ask("last"), "No moves yet\n");
	/* Amber's c3 steps to c4, shading c5 where Teal stands (the sun
	 * in the south). */
	fixture_board(&board, "7/7/2t4/7/2a4/7/7 a S 5", "");
	ui_game_set_position(&plain.ui, &board);
	ask("c3c4");
	text = ask("l");
	assert_string_equal(text, "Amber c3c4 eclipsed Teal's c5\n");
	plain_begin(false);
	fixture_board(&board, "7/7/2a4/7/2t4/7/7 t S 5", "");
	ui_game_set_position(&plain.ui, &board);
	ui_game_computer_played(&plain.ui, fixture_move("c3c4"),
	    plain.ui.generation);
	assert_string_equal(ask("last"), "Teal c3c4 eclipsed your c5\n");
}

/* A move and '?': what it would do, every threat named, not played (a
 * newcomer was told only "f4f3 can take e2", and f4e4 took d3). */
static void
test_plain_query_a_move_names_every_threat(void **state)
{
	struct board board;

	(void)state;
	plain_begin(true);
	fixture_board(&board, "t6/7/5a1/5t1/7/3aa2/7 a NE 3", "");
	ui_game_set_position(&plain.ui, &board);
	assert_string_equal(ask("d2d3?"), "d2d3: takes nothing - f4e4 can "
	    "take d3 - f4f3 can take e2\n");
	assert_int_equal(plain.ui.game.plies, 0);
	/* More than the screen's row holds: all of them, wrapped. */
	fixture_board(&board, "2t1t2/2t1t2/4t2/7/1a5/6a/a1a1a2 t S 5", "");
	ui_game_set_position(&plain.ui, &board);
	assert_string_equal(ask("c7d6?"), "c7d6: takes nothing - b3b4 can "
	    "take d6 - b3c3 can take e5 - b3a4 can take c6 - b3c4 can "
	    "take e6\n");
	assert_string_equal(ask("d3d4?"), "d3d4: not a move of Teal's now\n");
	ask("hints off");
	assert_contains(ask("d2d3?"), "hints are off");
}

/* turn: whose, the round and the sun. */
static void
test_plain_query_turn_says_whose_turn_and_the_sun(void **state)
{
	static char first[ANSWER_MAX];
	const char *text;

	(void)state;
	plain_begin(false);
	text = ask("turn");
	assert_contains(text, "Amber to move (you)");
	assert_contains(text, "Round 1");
	assert_contains(text, "Sun north, next northeast");
	assert_contains(text, "Dusk in 8 rounds");
	snprintf(first, sizeof first, "%s", text);
	assert_string_equal(ask("W"), first);
}

/* help: the commands in one screenful, every word of the table. */
static void
test_plain_help_lists_the_commands_in_a_screenful(void **state)
{
	static const char *const words[] = { "pieces", "last", "dangers",
		"shade", "turn", "hints", "tip", "undo", "new", "review",
		"rules", "help", "quit" };
	static char first[ANSWER_MAX];
	const char *text;
	int lines = 0;

	(void)state;
	plain_begin(false);
	text = ask_with("help", NULL);
	fixture_lines_fit(text, SCREEN_COLUMNS);
	for (const char *at = text; *at != '\0'; at++)
		lines += *at == '\n';
	assert_true(lines <= SCREEN_ROWS - 2);	/* and the prompt */
	assert_lacks(text, "not a move");
	/* The commands' line names hold=1: what it is, in the page's
	 * words. */
	assert_contains(text, "hold=1: take a stone of yours off");
	assert_contains(text, "the sun stays a round");
	for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
		assert_contains(text, words[i]);
	snprintf(first, sizeof first, "%s", text);
	assert_string_equal(ask_with("HELP", NULL), first);
	/* The line said first names help, within 80 columns. */
	fixture_lines_fit(PLAIN_COMMANDS, SCREEN_COLUMNS);
	assert_contains(PLAIN_COMMANDS, "help");
}

static void
test_plain_unknown_word_points_to_help(void **state)
{
	(void)state;
	plain_begin(false);
	assert_string_equal(ask("xyz"),
	    "'xyz' is not a move or a command; help lists them\n");
	assert_string_equal(ask("j"),
	    "'j' is not a move or a command; help lists them\n");
	/* A move's slip is the interface's to explain. */
	assert_contains(ask("b1c9"), "not a move");
}

/* ?: the rules a screenful at a time, without the screen's keys. */
static void
test_plain_rules_in_pages_without_the_screens_keys(void **state)
{
	static char enough[256];
	const char *text;
	int lines = 0, pages = 0;

	(void)state;
	memset(enough, '\n', sizeof enough - 1);
	plain_begin(false);
	text = ask_with("?", enough);
	fixture_lines_fit(text, SCREEN_COLUMNS);
	assert_lacks(text, "Arrow keys");
	assert_lacks(text, "mouse");
	assert_lacks(text, "\nKEYS\n");
	assert_contains(text, "Eclipse");
	assert_contains(text, "help");
	for (const char *at = text; *at != '\0'; at++) {
		if (strncmp(at, "Enter for more", 14) == 0) {
			assert_true(lines <= SCREEN_ROWS - 2);
			lines = 0;
			pages++;
		}
		lines += *at == '\n';
	}
	assert_true(pages > 1);
	/* q stops it. */
	text = ask_with("?", "q\n");
	assert_lacks(text, "Eclipse");
}

/* h: the line mode's key, not the screen's H. */
static void
test_plain_hints_name_the_line_modes_key(void **state)
{
	const char *text;

	(void)state;
	plain_begin(false);
	text = ask("h");
	assert_lacks(text, "H shows");
	assert_contains(text, "h shows");
	text = ask("h");
	assert_lacks(text, "H hides");
	assert_contains(text, "h hides");
}

/* t: the tip and its reason, wrapped within 80 columns (they ran to 124),
 * in the positions of a game where it is the person's move. */
static void
test_plain_tip_fits_the_line(void **state)
{
	struct board board;
	struct rules rules;
	long tips = 0;

	(void)state;
	fixture_rules(&rules, "");
	board_start(&board, &rules);
	plain_begin(false);
	plain.search = search_new(SEARCH_TT_DEFAULT_MB);
	assert_non_null(plain.search);
	for (int ply = 0; ply < TIP_PLIES && !board_is_over(&board); ply++) {
		struct move_list list;
		struct undo undo;

		if (board.side == COLOUR_AMBER) {
			ui_game_set_position(&plain.ui, &board);
			assert_int_equal(strncmp(ask("t"), "Tip: ", 5), 0);
			tips++;
		}
		board_legal_moves(&board, &list);
		board_make(&board, list.moves[ply * 5 % list.count], &undo);
	}
	search_free(plain.search);
	plain.search = NULL;
	assert_true(tips >= 4);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_plain_query_a_cell_says_what_is_on_it),
		cmocka_unit_test(test_plain_query_pieces_lists_the_stones),
		cmocka_unit_test(
		    test_plain_query_dangers_lists_reach_and_dusk),
		cmocka_unit_test(test_plain_query_shade_names_its_cells),
		cmocka_unit_test(
		    test_plain_query_last_names_the_mover_and_whose_stones),
		cmocka_unit_test(test_plain_query_a_move_names_every_threat),
		cmocka_unit_test(
		    test_plain_query_turn_says_whose_turn_and_the_sun),
		cmocka_unit_test(
		    test_plain_help_lists_the_commands_in_a_screenful),
		cmocka_unit_test(test_plain_unknown_word_points_to_help),
		cmocka_unit_test(
		    test_plain_rules_in_pages_without_the_screens_keys),
		cmocka_unit_test(test_plain_hints_name_the_line_modes_key),
		cmocka_unit_test(test_plain_tip_fits_the_line),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}

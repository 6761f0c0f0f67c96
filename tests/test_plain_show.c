/*
 * The line mode's lines (plain_game.h): a text of any length printed in
 * lines of at most 80 columns, broken between words, and the sun's points
 * as words a screen reader says well.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/bitboard.h"
#include "core/board.h"
#include "core/hints.h"
#include "core/notation.h"
#include "core/rng.h"
#include "plain/plain_game.h"
#include "ui/play_options.h"
#include "ui/ui_view.h"

enum { CELL_KINDS = 7 };

/* A cell of each kind the grid shows. */
static void
cell_kinds(struct ui_cell kinds[CELL_KINDS], const char *names[CELL_KINDS])
{
	static const char *const kind_names[CELL_KINDS] = { "Amber stone",
		"Teal stone", "empty", "in Amber's shade", "in Teal's shade",
		"in both shades", "dark" };

	memset(kinds, 0, CELL_KINDS * sizeof kinds[0]);
	for (int kind = 0; kind < CELL_KINDS; kind++) {
		kinds[kind].stone = UI_NO_STONE;
		names[kind] = kind_names[kind];
	}
	kinds[0].stone = COLOUR_AMBER;
	kinds[1].stone = COLOUR_TEAL;
	kinds[3].shade = UI_SHADE_AMBER;
	kinds[4].shade = UI_SHADE_TEAL;
	kinds[5].shade = UI_SHADE_AMBER | UI_SHADE_TEAL;
	kinds[6].dark = true;
}

/* What espeak-ng makes of `symbol` as phonemes, in `phonemes`; false if
 * espeak-ng cannot be run. */
static bool
spoken(char symbol, char *phonemes, size_t size)
{
	char command[64];
	FILE *reader;
	size_t length;
	int status;

	snprintf(command, sizeof command,
	    "espeak-ng -q -x '%c' 2>/dev/null", symbol);
	/* A fixed command and one letter of the grid's own: no input of
	 * anyone's reaches the shell. */
	/* NOLINTNEXTLINE(cert-env33-c) */
	reader = popen(command, "r");
	if (reader == NULL)
		return false;
	length = fread(phonemes, 1, size - 1, reader);
	phonemes[length] = '\0';
	status = pclose(reader);
	phonemes[strcspn(phonemes, "\n")] = '\0';
	return status == 0 && length > 0;
}

/* What plain_line prints for `text`, in `printed`. */
static void
line_of(const char *text, char *printed, size_t size)
{
	FILE *out = tmpfile();
	size_t length;

	assert_non_null(out);
	plain_line(out, text);
	rewind(out);
	length = fread(printed, 1, size - 1, out);
	printed[length] = '\0';
	fclose(out);
}

/* The longest line of `text`, in characters. */
static size_t
longest_line(const char *text)
{
	size_t longest = 0;

	while (*text != '\0') {
		size_t length = strcspn(text, "\n");

		if (length > longest)
			longest = length;
		text += length + (text[length] == '\n');
	}
	return longest;
}

/* `text`'s words, one space apart (what a wrapped text says). */
static void
words_of(const char *text, char *words, size_t size)
{
	size_t used = 0;
	bool space = false;

	for (; *text != '\0' && used + 1 < size; text++) {
		if (isspace((unsigned char)*text)) {
			space = used > 0;
			continue;
		}
		if (space && used + 2 < size)
			words[used++] = ' ';
		space = false;
		words[used++] = *text;
	}
	words[used] = '\0';
}

static void
test_plain_line_wraps_a_long_text_between_words(void **state)
{
	char text[1024] = "", printed[2048], said[1024], meant[1024];

	(void)state;
	/* Words of every length from 1 to 12 letters, 400 characters. */
	for (int word = 0; strlen(text) < 400; word++) {
		size_t used = strlen(text);

		if (used > 0)
			text[used++] = ' ';
		for (int letter = 0; letter <= word % 12; letter++)
			text[used++] = (char)('a' + letter);
		text[used] = '\0';
	}
	line_of(text, printed, sizeof printed);
	assert_true(longest_line(printed) <= PLAIN_COLUMNS);
	assert_true(longest_line(printed) > PLAIN_COLUMNS - 12);
	/* Every word whole, in order: only spaces became line ends. */
	words_of(printed, said, sizeof said);
	words_of(text, meant, sizeof meant);
	assert_string_equal(said, meant);
	for (const char *end = strchr(printed, '\n'); end != NULL && end[1];
	    end = strchr(end + 1, '\n'))
		assert_true(end[-1] != ' ' && end[1] != ' ');
}

static void
test_plain_line_leaves_a_short_line_alone(void **state)
{
	char printed[256];

	(void)state;
	line_of("Teal e5e4 eclipsed your c2", printed, sizeof printed);
	assert_string_equal(printed, "Teal e5e4 eclipsed your c2\n");
	line_of("", printed, sizeof printed);
	assert_string_equal(printed, "\n");
	/* Each of the text's own lines kept. */
	line_of("one\ntwo", printed, sizeof printed);
	assert_string_equal(printed, "one\ntwo\n");
}

static void
test_plain_line_cuts_a_word_longer_than_a_line(void **state)
{
	char text[256], printed[512];

	(void)state;
	memset(text, 'x', 100);
	snprintf(text + 100, sizeof text - 100, " end");
	line_of(text, printed, sizeof printed);
	assert_int_equal(strcspn(printed, "\n"), PLAIN_COLUMNS);
	assert_string_equal(printed + PLAIN_COLUMNS + 1,
	    "xxxxxxxxxxxxxxxxxxxx end\n");
}

/* The interface's texts name the sun's points by their letters; the line
 * says them as words, and leaves any other capital alone. */
static void
test_plain_line_says_the_interface_s_sun_points_as_words(void **state)
{
	static const char *const said[][2] = {
		{ "Keep: you stay Teal, and Amber, who chose the sun NE, moves "
		  "first.", "Keep: you stay Teal, and Amber, who chose the sun "
		  "northeast, moves first.\n" },
		{ "Sun N held; d1 spent", "Sun north held; d1 spent\n" },
		{ "Rules: first sun SW, len 3", "Rules: first sun southwest, "
		  "len 3\n" },
		{ "Moon W, next NW", "Moon west, next northwest\n" },
		{ "E and S are letters; so is W", "E and S are letters; so is "
		  "W\n" },
	};
	char printed[256];

	(void)state;
	for (size_t i = 0; i < sizeof said / sizeof said[0]; i++) {
		line_of(said[i][0], printed, sizeof printed);
		assert_string_equal(printed, said[i][1]);
	}
}

static void
test_plain_sun_word_names_every_point_as_a_word(void **state)
{
	static const char *const words[COMPASS_POINTS] = { "north",
		"northeast", "east", "southeast", "south", "southwest", "west",
		"northwest" };

	(void)state;
	for (int point = 0; point < COMPASS_POINTS; point++)
		assert_string_equal(plain_sun_word(point), words[point]);
}

/* The grid as a screen reader says it: every cell a letter (a '.' is not
 * said at all), no two kinds the same letter in two cases (T and t, A and
 * a were), and, where espeak-ng is there to listen, no two kinds that
 * sound the same. */
static void
test_plain_grid_cells_are_spoken_apart(void **state)
{
	struct ui_cell kinds[CELL_KINDS];
	const char *names[CELL_KINDS];
	char phonemes[CELL_KINDS][64];
	bool listened = true;

	(void)state;
	cell_kinds(kinds, names);
	for (int kind = 0; kind < CELL_KINDS; kind++) {
		char symbol = plain_cell_symbol(&kinds[kind]);

		if (!isalpha((unsigned char)symbol))
			fail_msg("%s is '%c', which a reader may not say",
			    names[kind], symbol);
		/* "A" is read as the article, not as a letter. */
		if (symbol == 'A' || symbol == 'a')
			fail_msg("%s is '%c', read as the article",
			    names[kind], symbol);
		for (int other = 0; other < kind; other++)
			if (tolower((unsigned char)symbol) == tolower(
			    (unsigned char)plain_cell_symbol(&kinds[other])))
				fail_msg("%s and %s differ only by case",
				    names[kind], names[other]);
		listened = listened && spoken(symbol, phonemes[kind],
		    sizeof phonemes[kind]);
	}
	if (!listened) {
		print_message("espeak-ng not run: the sounds are not "
		    "compared\n");
		return;
	}
	for (int kind = 0; kind < CELL_KINDS; kind++)
		for (int other = 0; other < kind; other++)
			if (strcmp(phonemes[kind], phonemes[other]) == 0)
				fail_msg("%s and %s both sound [%s]",
				    names[kind], names[other], phonemes[kind]);
}

/* No sun point spelled as a reader mispronounces it: "NE" is "nee". */
static void
assert_no_sun_abbreviation(const char *text)
{
	static const char *const points[] = { "N", "NE", "E", "SE", "S", "SW",
		"W", "NW" };

	for (const char *word = text; *word != '\0';) {
		size_t length = strspn(word, "ABCDEFGHIJKLMNOPQRSTUVWXYZ");

		if (length > 0 && !isalpha((unsigned char)word[length]) &&
		    (word == text || !isalpha((unsigned char)word[-1])))
			for (size_t i = 0; i < sizeof points / sizeof points[0];
			    i++)
				if (strlen(points[i]) == length &&
				    strncmp(word, points[i], length) == 0)
					fail_msg("'%s' in: %s", points[i],
					    text);
		word += length > 0 ? length : 1;
	}
}

/* The legend and the grid: within 80 columns, the legend two lines at
 * most, every cell one of the letters the legend names. */
static void
test_plain_grid_and_legend_fit_and_say_their_letters(void **state)
{
	static struct plain plain;
	struct play_options options;
	struct ui_cell kinds[CELL_KINDS];
	const char *names[CELL_KINDS];
	char legend[512], grid[2048];
	FILE *out = tmpfile();
	size_t length;
	int lines = 0, rows = 0;

	(void)state;
	assert_non_null(out);
	plain_legend(out);
	rewind(out);
	length = fread(legend, 1, sizeof legend - 1, out);
	legend[length] = '\0';
	fclose(out);
	for (const char *c = legend; *c != '\0'; c++)
		lines += *c == '\n';
	assert_true(lines >= 1 && lines <= 2);
	assert_true(longest_line(legend) <= PLAIN_COLUMNS);
	assert_no_sun_abbreviation(legend);
	/* Each kind's letter named in the legend, as a word of its own. */
	cell_kinds(kinds, names);
	for (int kind = 0; kind < CELL_KINDS; kind++) {
		char word[4];

		snprintf(word, sizeof word, " %c ",
		    plain_cell_symbol(&kinds[kind]));
		if (strstr(legend, word) == NULL)
			fail_msg("the legend does not name %s:%s", names[kind],
			    legend);
	}

	play_options_default(&options);
	options.hotseat = true;
	ui_init(&plain.ui, &options);
	plain.out = out = tmpfile();
	assert_non_null(out);
	plain_grid(&plain, false);
	rewind(out);
	length = fread(grid, 1, sizeof grid - 1, out);
	grid[length] = '\0';
	fclose(out);
	assert_true(longest_line(grid) <= PLAIN_COLUMNS);
	assert_no_sun_abbreviation(grid);
	for (const char *row = grid; *row != '\0';
	    row += strcspn(row, "\n") + 1) {
		char symbols[CELL_KINDS + 1];
		int cells = 0;

		if (!isdigit((unsigned char)row[0]))
			continue;
		rows++;
		for (int kind = 0; kind < CELL_KINDS; kind++)
			symbols[kind] = plain_cell_symbol(&kinds[kind]);
		symbols[CELL_KINDS] = '\0';
		/* After the rank's number: a letter of the legend's each. */
		for (const char *at = row + strspn(row, "0123456789");
		    *at != '\n' && *at != '\0'; at++) {
			if (*at == ' ')
				continue;
			if (strchr(symbols, *at) == NULL ||
			    (at[1] != ' ' && at[1] != '\n'))
				fail_msg("not a cell of the legend in: %.*s",
				    (int)strcspn(row, "\n"), row);
			cells++;
		}
		assert_int_equal(cells, BOARD_SIZE);
	}
	assert_int_equal(rows, BOARD_SIZE);
}

/* Plays `plies` random legal moves from the start. */
static void
random_position(struct board *board, uint64_t *seed, int plies)
{
	struct rules rules;

	rules_default(&rules);
	board_start(board, &rules);
	for (int ply = 0; ply < plies && !board_is_over(board); ply++) {
		struct move_list list;
		struct undo undo;

		board_legal_moves(board, &list);
		board_make(board, list.moves[rng_below(seed, list.count)],
		    &undo);
	}
}

/* The hints in one line, whatever the position; when every move gives
 * something up, the move that loses least for what it takes, named. */
static void
test_plain_hints_say_one_line_and_the_least_loss(void **state)
{
	static struct hints hints;
	uint64_t seed = 47;
	int losing = 0;

	(void)state;
	for (int game = 0; game < 300; game++) {
		struct board board;
		char text[1024], *least;
		bool safe = false;
		int best = 1 << 20;

		random_position(&board, &seed, rng_below(&seed, 48));
		if (board_is_over(&board))
			continue;
		hints_analyse(&board, &hints);
		{
			FILE *out = tmpfile();
			size_t length;

			assert_non_null(out);
			plain_hints(out, &hints);
			rewind(out);
			length = fread(text, 1, sizeof text - 1, out);
			text[length] = '\0';
			fclose(out);
		}
		if (strchr(text, '\n') != strrchr(text, '\n') ||
		    longest_line(text) > PLAIN_COLUMNS)
			fail_msg("more than a line of 80 columns:\n%s", text);
		for (int i = 0; i < hints.move_count; i++) {
			const struct move_hint *hint = &hints.moves[i];
			int net = bb_count(hints_given_up(hint) | hint->spent) -
			    bb_count(hint->takes);

			safe |= hint->class == MOVE_CLASS_QUIET ||
			    hint->class == MOVE_CLASS_GOLD;
			if (net < best)
				best = net;
		}
		if (safe)
			continue;
		losing++;
		assert_true(strncmp(text, "Every move loses", 16) == 0);
		least = strstr(text, "the least loss: ");
		assert_non_null(least);
		least += strlen("the least loss: ");
		least[strcspn(least, " \n")] = '\0';
		for (int i = 0; i < hints.move_count; i++) {
			const struct move_hint *hint = &hints.moves[i];
			char move[NOTATION_MOVE_MAX];

			notation_move(hint->move, move);
			if (strcmp(move, least) == 0)
				assert_int_equal(bb_count(hints_given_up(hint) |
				    hint->spent) - bb_count(hint->takes), best);
		}
	}
	/* The case this is about was met. */
	assert_true(losing > 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(
		    test_plain_line_wraps_a_long_text_between_words),
		cmocka_unit_test(test_plain_line_leaves_a_short_line_alone),
		cmocka_unit_test(
		    test_plain_line_cuts_a_word_longer_than_a_line),
		cmocka_unit_test(
		    test_plain_sun_word_names_every_point_as_a_word),
		cmocka_unit_test(
		    test_plain_line_says_the_interface_s_sun_points_as_words),
		cmocka_unit_test(test_plain_grid_cells_are_spoken_apart),
		cmocka_unit_test(
		    test_plain_grid_and_legend_fit_and_say_their_letters),
		cmocka_unit_test(
		    test_plain_hints_say_one_line_and_the_least_loss),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}

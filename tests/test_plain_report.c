/*
 * The line mode's report of a turn (plain_report.c), played through
 * plain_run as a screen reader's user plays it: the first line after a
 * move is what happened, naming whose stones; a turn against the computer
 * is a few lines; r asks before leaving a game going; u says what it took
 * back; a resumed game says who plays it and at which level.  Every line
 * of every run is checked: within 80 columns, no escape code.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/board.h"
#include "core/notation.h"
#include "plain/plain.h"
#include "support/fixture.h"
#include "support/scratch.h"
#include "ui/play_options.h"

enum {
	OUTPUT_MAX = 1 << 16,
	LINE_MAX_TEST = 256
};

static char state_directory[512];

static int
setup(void **state)
{
	(void)state;
	if (scratch_make(state_directory, sizeof state_directory,
	    "plain-report") < 0)
		return -1;
	setenv("XDG_STATE_HOME", state_directory, 1);
	setenv("HOME", state_directory, 1);
	return 0;
}

static int
teardown(void **state)
{
	(void)state;
	scratch_remove(state_directory, 4);
	return 0;
}

/* Plays `input` through plain_run under `options`; its output in `text`,
 * every line of it checked. */
static void
play(const struct play_options *options, const char *input, char *text)
{
	FILE *in = fmemopen((void *)input, strlen(input), "r");
	FILE *out = tmpfile();
	size_t length;

	assert_non_null(in);
	assert_non_null(out);
	assert_int_equal(plain_run(options, in, out), 0);
	rewind(out);
	length = fread(text, 1, OUTPUT_MAX - 1, out);
	text[length] = '\0';
	fclose(in);
	fclose(out);
	for (const char *line = text; *line != '\0';) {
		size_t width = strcspn(line, "\n");

		if (width > 80)
			fail_msg("a line of %zu columns: %.*s", width,
			    (int)width, line);
		if (memchr(line, '\033', width) != NULL)
			fail_msg("an escape code: %.*s", (int)width, line);
		line += width + (line[width] == '\n');
	}
}

/* The `n`th line (from 0) after the `prompt`th prompt "> " (from 1); ""
 * if there is none. */
static void
after_prompt(const char *text, int prompt, int n, char *line)
{
	const char *at = text;

	line[0] = '\0';
	for (int i = 0; i < prompt; i++) {
		at = strstr(at, "> ");
		if (at == NULL)
			return;
		at += 2;
	}
	for (int i = 0; i < n; i++) {
		at = strchr(at, '\n');
		if (at == NULL)
			return;
		at++;
	}
	snprintf(line, LINE_MAX_TEST, "%.*s", (int)strcspn(at, "\n"), at);
}

/* The lines from the `prompt`th prompt's answer to the next prompt. */
static int
lines_of_turn(const char *text, int prompt)
{
	const char *at = text, *end;
	int lines = 0;

	/* Each failure returns too: clang's analyser does not know that
	 * fail_msg does not. */
	for (int i = 0; i < prompt; i++) {
		if ((at = strstr(at, "> ")) == NULL) {
			fail_msg("no prompt %d", i + 1);
			return 0;
		}
		at += 2;
	}
	if ((end = strstr(at, "> ")) == NULL) {
		fail_msg("no prompt after prompt %d", prompt);
		return 0;
	}
	for (; at < end; at++)
		lines += *at == '\n';
	return lines + 1;
}

static void
options_against(struct play_options *options, int level)
{
	play_options_default(options);
	options->level = level;
	options->side = PLAY_SIDE_AMBER;
	options->seed = 7;
}

static void
test_plain_report_names_whose_stone_a_move_eclipsed(void **state)
{
	static const char *const moves[] = { "c1c2", "c7c6", "c2c3", "c6c5",
		"d1d2", "e7e6", "d2e3" };
	const int count = (int)(sizeof moves / sizeof moves[0]);
	static char text[OUTPUT_MAX];
	char input[256] = "", line[LINE_MAX_TEST], expected[LINE_MAX_TEST];
	char cells[160] = "";
	struct play_options options;
	struct rules rules;
	struct board board;
	struct undo undo;
	bitboard taken;

	(void)state;
	/* What the last move eclipsed, as the core makes it. */
	fixture_rules(&rules, "");
	board_start(&board, &rules);
	for (int i = 0; i < count; i++) {
		fixture_play(&board, moves[i], &undo);
		strcat(input, moves[i]);
		strcat(input, "\n");
	}
	taken = undo.eclipsed[COLOUR_TEAL];
	assert_true(taken != 0);
	while (taken != 0) {
		char name[NOTATION_CELL_MAX];

		notation_cell(bb_pop(&taken), name);
		snprintf(cells + strlen(cells), sizeof cells - strlen(cells),
		    "%s%s", cells[0] != '\0' ? " " : "", name);
	}
	play_options_default(&options);
	options.hotseat = true;
	options.chose_sun = true;	/* the core's start above: sun N */
	play(&options, input, text);
	/* The first line after the move, with the colour of each side. */
	after_prompt(text, count, 0, line);
	snprintf(expected, sizeof expected, "Amber %s eclipsed Teal's %s",
	    moves[count - 1], cells);
	assert_string_equal(line, expected);
	/* Said once: not again at the next turn. */
	assert_null(strstr(strstr(text, expected) + strlen(expected), cells));
}

static void
test_plain_report_turn_against_the_computer_is_short(void **state)
{
	static char text[OUTPUT_MAX];
	char line[LINE_MAX_TEST];
	struct play_options options;

	(void)state;
	options_against(&options, 1);
	play(&options, "b1c2\nc1d2\n", text);
	for (int prompt = 1; prompt <= 2; prompt++) {
		after_prompt(text, prompt, 0, line);
		assert_true(strncmp(line, "You played ", 11) == 0);
		after_prompt(text, prompt, 1, line);
		assert_true(strncmp(line, "Teal ", 5) == 0);
		/* The two moves, the state, the hints, whose move and the
		 * prompt: 22 lines once, with the board. */
		assert_true(lines_of_turn(text, prompt) <= 6);
	}
}

static void
test_plain_report_undo_says_what_it_took_back(void **state)
{
	static char text[OUTPUT_MAX];
	char line[LINE_MAX_TEST], reply[LINE_MAX_TEST], expected[LINE_MAX_TEST];
	struct play_options options;

	(void)state;
	options_against(&options, 1);
	play(&options, "b1c2\nu\n", text);
	after_prompt(text, 1, 1, reply);
	assert_true(strncmp(reply, "Teal ", 5) == 0);
	after_prompt(text, 2, 0, line);
	/* "Teal e7e6" (or more, when it eclipsed): its move alone. */
	snprintf(expected, sizeof expected, "Took back your b1c2 and Teal's "
	    "%.*s", (int)strcspn(reply + 5, " "), reply + 5);
	assert_string_equal(line, expected);
}

static void
test_plain_report_asks_before_a_new_game(void **state)
{
	static char text[OUTPUT_MAX];
	char line[LINE_MAX_TEST];
	struct play_options options;

	(void)state;
	play_options_default(&options);
	options.hotseat = true;
	/* r, n: the game goes on, its move still there to take back. */
	play(&options, "c1c2\nr\nn\nu\nc1c2\nr\ny\n", text);
	after_prompt(text, 2, 0, line);
	assert_non_null(strstr(line, "A new game, leaving this one "
	    "unfinished?"));
	after_prompt(text, 4, 0, line);
	assert_string_equal(line, "Took back Amber's c1c2");
	/* r, y: a new game. */
	after_prompt(text, 7, 0, line);
	assert_true(strncmp(line, "New game: ", 10) == 0);
}

static void
test_plain_report_resumed_game_says_its_level(void **state)
{
	static char text[OUTPUT_MAX];
	struct play_options options;

	(void)state;
	options_against(&options, 3);
	options.side = PLAY_SIDE_TEAL;
	/* Left with q, kept with y. */
	play(&options, "e7e6\nq\ny\n", text);
	options_against(&options, 1);
	options.resume = true;
	play(&options, "", text);
	assert_non_null(strstr(text, "\nResumed: you play Teal against the "
	    "computer, level 3\n"));
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(
		    test_plain_report_names_whose_stone_a_move_eclipsed, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_plain_report_turn_against_the_computer_is_short,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_plain_report_undo_says_what_it_took_back, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_plain_report_asks_before_a_new_game, setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_plain_report_resumed_game_says_its_level, setup,
		    teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}

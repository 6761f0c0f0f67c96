/*
 * A whole game of the line mode against level 1, played by ear: the player
 * here never asks for the grid, and chooses each move from the queries'
 * answers alone, as a blind player with a screen reader does (pieces for
 * its stones, dangers for those to move first, a cell's answer for where
 * a stone may go), from the first move to "You win" or "You lose".  Every
 * line the game writes is held to 80 columns and no escape code, and each
 * turn's report to start with what happened.
 *
 * The game runs in a child process (plain_run on two pipes); this one
 * reads up to each prompt and answers it.
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
#include <sys/wait.h>
#include <unistd.h>

#include "plain/plain.h"
#include "support/fixture.h"
#include "support/scratch.h"
#include "ui/play_options.h"

enum {
	SAID_MAX = 1 << 16,	/* what the game says up to a prompt */
	TURNS_MAX = 200,	/* far more than a game's 24 rounds */
	COLUMNS = 80,
	STONES = 16,		/* more than a side has */
	WORTH_BEST = 3		/* a cell out of every danger (cell_worth) */
};

static FILE *to_game, *from_game;
static pid_t game;
static char said[SAID_MAX];
static long lines_read, reports;

/* The line mode on two pipes, in a child process. */
static void
game_start(void)
{
	struct play_options options;
	int in[2], out[2];

	assert_int_equal(pipe(in), 0);
	assert_int_equal(pipe(out), 0);
	fflush(NULL);
	game = fork();
	assert_true(game >= 0);
	if (game == 0) {
		FILE *input, *output;

		close(in[1]);
		close(out[0]);
		input = fdopen(in[0], "r");
		output = fdopen(out[1], "w");
		if (input == NULL || output == NULL)
			_exit(2);
		play_options_default(&options);
		options.level = 1;
		options.chose = options.plain = true;
		_exit(plain_run(&options, input, output));
	}
	close(in[0]);
	close(out[1]);
	to_game = fdopen(in[1], "w");
	from_game = fdopen(out[0], "r");
	assert_non_null(to_game);
	assert_non_null(from_game);
}

/* What the game says up to its next prompt ("> " at a line's start),
 * the prompt left out; false when it ends instead. */
static bool
game_read(void)
{
	size_t used = 0;
	int c;

	while ((c = fgetc(from_game)) != EOF) {
		if (used + 1 < sizeof said)
			said[used++] = (char)c;
		if (c == ' ' && used >= 2 && said[used - 2] == '>' &&
		    (used == 2 || said[used - 3] == '\n')) {
			used -= 2;
			break;
		}
	}
	said[used] = '\0';
	lines_read += fixture_lines_fit(said, COLUMNS);
	return c != EOF;
}

/* Types `line` and reads the answer. */
static bool
game_say(const char *line)
{
	fprintf(to_game, "%s\n", line);
	fflush(to_game);
	return game_read();
}

static bool
game_over(void)
{
	return strstr(said, "You win") != NULL ||
	    strstr(said, "You lose") != NULL || strstr(said, "Draw") != NULL;
}

/* The cells named in `text` between `from` and `to` (or its end), in
 * order: "b1 c1 d1" from "Amber (you): b1 c1 d1. Teal: ...". */
static int
cells_between(const char *text, const char *from, const char *to,
    char cells[][3], int most)
{
	const char *at = strstr(text, from), *end;
	int count = 0;

	if (at == NULL)
		return 0;
	at += strlen(from);
	end = to != NULL ? strstr(at, to) : NULL;
	if (end == NULL)
		end = at + strlen(at);
	for (; at + 1 < end && count < most; at++)
		if (at[0] >= 'a' && at[0] <= 'g' && at[1] >= '1' &&
		    at[1] <= '7' && (at[2] < '0' || at[2] > '9') &&
		    (at[-1] == ' ' || at[-1] == ',' || at[-1] == ':')) {
			cells[count][0] = at[0];
			cells[count][1] = at[1];
			cells[count][2] = '\0';
			count++;
		}
	return count;
}

/* How a cell's answer sounds for a stone to step onto: -1 not at all
 * (a stone there, or dark); else WORTH_BEST, less 1 in Teal's shade next
 * round and less 2 on the next dusk's ring. */
static int
cell_worth(const char *answer)
{
	int worth = WORTH_BEST;

	if (strstr(answer, ": empty") == NULL)
		return -1;
	if (strstr(answer, "Teal's shade next round") != NULL ||
	    strstr(answer, "Teal's shade now and next round") != NULL)
		worth -= 1;
	if (strstr(answer, "darkens it") != NULL)
		worth -= 2;
	return worth;
}

/* Appends to `order` those of `cells` that are in `mine`. */
static int
cells_mine(char order[][3], int count, char cells[][3], int found,
    char mine[][3], int stones)
{
	for (int i = 0; i < found; i++)
		for (int j = 0; j < stones; j++)
			if (strcmp(cells[i], mine[j]) == 0)
				memcpy(order[count++], mine[j], 3);
	return count;
}

/* The move chosen by ear: a stone an enemy move can take first, then one
 * dusk takes, then the rest, onto the first cell out of Teal's next shade
 * and off the dusk's ring, or the best there is; "pass" when no stone
 * can step. */
static void
choose_move(char *move, size_t size)
{
	char mine[STONES][3], named[STONES * 2][3], order[STONES * 3][3];
	int count, found, ordered, best = -1;

	assert_true(game_say("pieces"));
	count = cells_between(said, "Amber (you): ", ". Teal", mine, STONES);
	assert_true(count > 0);
	assert_true(game_say("dangers"));
	/* Ours of the cells it names (it names Teal's moves too): before
	 * its dusk clause, then in it. */
	found = cells_between(said, "", "dusk", named, STONES * 2);
	ordered = cells_mine(order, 0, named, found, mine, count);
	found = cells_between(said, "dusk", NULL, named, STONES * 2);
	ordered = cells_mine(order, ordered, named, found, mine, count);
	memcpy(order + ordered, mine, sizeof mine[0] * (size_t)count);
	snprintf(move, size, "pass");
	for (int i = 0; i < ordered + count && best < WORTH_BEST; i++)
		for (int df = -1; df <= 1 && best < WORTH_BEST; df++)
			for (int dr = -1; dr <= 1 && best < WORTH_BEST;
			    dr++) {
				char to[3] = { (char)(order[i][0] + df),
					(char)(order[i][1] + dr), '\0' };
				int worth;

				if ((df == 0 && dr == 0) || to[0] < 'a' ||
				    to[0] > 'g' || to[1] < '1' || to[1] > '7')
					continue;
				assert_true(game_say(to));
				worth = cell_worth(said);
				if (worth > best) {
					best = worth;
					snprintf(move, size, "%.2s%.2s",
					    order[i], to);
				}
			}
}

/* The report of a turn starts with what happened: the move played
 * ("You played e2d3"), then, unless the game ended there, the
 * computer's answer on a line of its own ("Teal e5e4 eclipsed your c2"). */
static void
check_report(const char *move)
{
	char first[SAID_MAX];
	const char *at = said;

	while (*at == '\n')
		at++;
	snprintf(first, sizeof first, "%.*s", (int)strcspn(at, "\n"), at);
	if (strncmp(first, "You ", 4) != 0 || strstr(first, move) == NULL)
		fail_msg("a report that does not start with %s: %s", move,
		    said);
	if (!game_over() && strstr(said, "\nTeal ") == NULL)
		fail_msg("no line of Teal's answer: %s", said);
	reports++;
}

static void
test_plain_a_whole_game_by_ear(void **state)
{
	char home[256], move[8];
	int status, turn;

	(void)state;
	assert_int_equal(scratch_make(home, sizeof home, "by-ear"), 0);
	setenv("XDG_STATE_HOME", home, 1);
	setenv("HOME", home, 1);
	game_start();
	assert_true(game_read());
	for (turn = 0; turn < TURNS_MAX && !game_over(); turn++) {
		choose_move(move, sizeof move);
		assert_true(game_say(move));
		check_report(move);
		assert_null(strstr(said, "not a move"));
	}
	if (!game_over())
		fail_msg("no result after %d turns: %s", turn, said);
	fprintf(to_game, "q\n");
	fclose(to_game);
	while (game_read())
		;
	fclose(from_game);
	assert_int_equal(waitpid(game, &status, 0), game);
	assert_true(WIFEXITED(status));
	assert_int_equal(WEXITSTATUS(status), 0);
	assert_true(reports >= 8);
	assert_true(lines_read > 100);
	scratch_remove(home, 8);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_plain_a_whole_game_by_ear),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}

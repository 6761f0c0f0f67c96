/*
 * The engine protocol (engine.h): every command through engine_execute with
 * its reply checked exactly, refused commands changing nothing, engine_run
 * over in-memory streams (framing, ids, comments, overlong lines, NUL bytes
 * and binary junk), and a seeded soak of random and malformed lines after
 * each of which the position must still be sound.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ai/pie.h"
#include "ai/search.h"
#include "cli/engine.h"
#include "core/board.h"
#include "core/notation.h"
#include "core/options.h"
#include "core/perft.h"
#include "core/rng.h"
#include "core/version.h"
#include "support/fixture.h"

#define START_POSITION "1ttttt1/7/7/7/7/7/1aaaaa1 a N 1"
#define START_LEGAL "b1a1 b1a2 b1b2 b1c2 c1b2 c1c2 c1d2 d1c2 d1d2 d1e2 " \
	"e1d2 e1e2 e1f2 f1e2 f1f2 f1g1 f1g2"
#define COMMAND_LIST \
	"protocol_version\nname\nversion\nlist_commands\n" \
	"known_" \
	"command\nnew\nposition\nplay\nlegal\nshow\nresult\nperft\nundo\n" \
	"genmove\nanalyze\npie\nstop\nquit"
enum { HUGE_LINE = 100 * 1024 };
#define SOAK_LINES 40000
#define SOAK_LINE_MAX 300
#define JUNK_BYTES (256 * 1024)
/* Far more than a stopped search takes, on the slowest machine: only a
 * stop that does not stop meets it, and fails the test rather than hang. */
#define STOP_BACKSTOP_SECONDS 120

/* Everything a refused command must leave as it was. */
struct snapshot {
	struct board	board;
	struct rules	rules;
	int		plies;
	char		position[NOTATION_POSITION_MAX];
};

static int
engine_setup(void **state)
{
	struct engine *engine = malloc(sizeof *engine);

	if (engine == NULL)
		return -1;
	engine_init(engine);
	*state = engine;
	return 0;
}

static int
engine_teardown(void **state)
{
	engine_free(*state);
	free(*state);
	return 0;
}

static void
take_snapshot(const struct engine *engine, struct snapshot *snapshot)
{
	snapshot->board = engine->board;
	snapshot->rules = engine->rules;
	snapshot->plies = engine->plies;
	notation_position(&engine->board, snapshot->position);
}

static void
assert_unchanged(const struct engine *engine, const struct snapshot *before)
{
	struct snapshot after;

	take_snapshot(engine, &after);
	assert_string_equal(after.position, before->position);
	assert_same_board(&engine->board, &before->board);
	assert_int_equal(after.plies, before->plies);
	assert_int_equal(after.rules.shadow_length,
	    before->rules.shadow_length);
	assert_int_equal(after.rules.day_length, before->rules.day_length);
	assert_int_equal(after.rules.start_sun, before->rules.start_sun);
	assert_int_equal(after.rules.snake, before->rules.snake);
	assert_int_equal(after.rules.instant, before->rules.instant);
}

/* Runs `line` and expects success with exactly `reply`. */
static void
assert_reply(struct engine *engine, const char *line, const char *reply)
{
	engine_execute(engine, line);
	if (engine->failed)
		fail_msg("'%s' refused: %s", line, engine->reply);
	assert_string_equal(engine->reply, reply);
	assert_int_equal(engine->reply_length, strlen(engine->reply));
}

/* Runs `line` and expects `? message`, with nothing changed. */
static void
assert_refused(struct engine *engine, const char *line, const char *message)
{
	struct snapshot before;

	take_snapshot(engine, &before);
	engine_execute(engine, line);
	if (!engine->failed)
		fail_msg("'%s' accepted: %s", line, engine->reply);
	assert_string_equal(engine->reply, message);
	assert_unchanged(engine, &before);
}

/* engine_execute */

/* off=: the features named in any case, and only whole names. */
static void
test_engine_features_read_in_any_case(void **state)
{
	char error[OPTIONS_ERROR_MAX];
	unsigned bits = 0;

	(void)state;
	assert_int_equal(engine_read_features("off", "TT,Pvs", &bits, error),
	    0);
	assert_int_equal(bits, SEARCH_NO_TT | SEARCH_NO_PVS);
	assert_int_equal(engine_read_features("off", "T", &bits, error), -1);
	assert_int_equal(engine_read_features("off", "tts", &bits, error), -1);
}

static void
test_engine_protocol_version_name_and_version(void **state)
{
	struct engine *engine = *state;

	assert_reply(engine, "protocol_version", "2");
	assert_reply(engine, "name", "Gnomon");
	assert_reply(engine, "version", GNOMON_VERSION);
	assert_reply(engine, "  name\t", "Gnomon");
	assert_refused(engine, "name now", "name takes no arguments");
	assert_refused(engine, "version 2", "version takes no arguments");
	assert_refused(engine, "protocol_version 1",
	    "protocol_version takes no arguments");
}

static void
test_engine_list_commands_and_known_command(void **state)
{
	static const char *const known[] = {
		"protocol_version",
		"name",
		"version",
		"list_commands",
		"known_command",
		"new",
		"position",
		"play",
		"legal",
		"show",
		"result",
		"perft",
		"undo",
		"genmove",
		"analyze",
		"quit",
	};
	struct engine *engine = *state;
	char line[64];

	assert_reply(engine, "list_commands", COMMAND_LIST);
	for (size_t i = 0; i < sizeof known / sizeof known[0]; i++) {
		snprintf(line, sizeof line, "known_command %s", known[i]);
		assert_reply(engine, line, "true");
	}
	assert_reply(engine, "known_command fly", "false");
	assert_reply(engine, "known_command NAME", "false");
	assert_reply(engine, "known_command bench", "false");
	assert_refused(engine, "known_command",
	    "known_command takes one command name");
	assert_refused(engine, "known_command a b",
	    "known_command takes one command name");
	assert_refused(engine, "list_commands x",
	    "list_commands takes no arguments");
}

static void
test_engine_new_with_each_option(void **state)
{
	static const struct {
		const char *line, *show;
		int length, day, sun;
		bool snake, instant;
	} cases[] = {
		{ "new", START_POSITION, 2, 8, 0, false, false },
		{ "new len=1", START_POSITION, 1, 8, 0, false, false },
		{ "new len=3", START_POSITION, 3, 8, 0, false, false },
		{ "new day=1", START_POSITION, 2, 1, 0, false, false },
		{ "new day=16", START_POSITION, 2, 16, 0, false, false },
		{ "new sun=5", "1ttttt1/7/7/7/7/7/1aaaaa1 a SW 1", 2, 8, 5,
		    false, false },
		{ "new sun=NW", "1ttttt1/7/7/7/7/7/1aaaaa1 a NW 1", 2, 8, 7,
		    false, false },
		{ "new snake=1", START_POSITION, 2, 8, 0, true, false },
		{ "new snake=0", START_POSITION, 2, 8, 0, false, false },
		{ "new mover=0", START_POSITION, 2, 8, 0, false, true },
		{ "new mover=1", START_POSITION, 2, 8, 0, false, false },
		{ "new len=3 day=2 sun=E snake=1 mover=0",
		    "1ttttt1/7/7/7/7/7/1aaaaa1 a E 1", 3, 2, 2, true, true },
		{ "new len=1 len=3", START_POSITION, 3, 8, 0, false, false },
	};
	struct engine *engine = *state;

	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		assert_reply(engine, "play d1d2", "");
		assert_reply(engine, cases[i].line, "");
		assert_reply(engine, "show", cases[i].show);
		assert_int_equal(engine->plies, 0);
		assert_int_equal(engine->rules.shadow_length, cases[i].length);
		assert_int_equal(engine->rules.day_length, cases[i].day);
		assert_int_equal(engine->rules.start_sun, cases[i].sun);
		assert_int_equal(engine->rules.snake, cases[i].snake);
		assert_int_equal(engine->rules.instant, cases[i].instant);
		assert_int_equal(engine->board.rules.day_length, cases[i].day);
		assert_refused(engine, "undo", "nothing to undo");
	}
}

/* hold=1 in the engine: played, shown, listed, undone and refused. */
static void
test_engine_plays_a_hold(void **state)
{
	struct engine *engine = *state;

	assert_reply(engine, "new hold=1", "");
	assert_reply(engine, "play hc1", "");
	assert_reply(engine, "show", "1ttttt1/7/7/7/7/7/1a1aaa1 t N= 1");
	engine_execute(engine, "legal");
	assert_false(engine->failed);
	assert_non_null(strstr(engine->reply, " hb7 hc7 hd7 he7 hf7"));
	assert_reply(engine, "play B7B6", "");
	assert_reply(engine, "show", "2tttt1/1t5/7/7/7/7/1a1aaa1 a N 2");
	assert_reply(engine, "undo", "");
	assert_reply(engine, "show", "1ttttt1/7/7/7/7/7/1a1aaa1 t N= 1");
	assert_refused(engine, "play hc1",
	    "illegal move hc1: c1 is not Teal's stone");
	assert_reply(engine, "new", "");
	assert_refused(engine, "play hc1",
	    "illegal move hc1: the sun may be held only under hold=1");
	assert_refused(engine, "position 1ttttt1/7/7/7/7/7/1a1aaa1 t N= 1",
	    "sun 'N=': a sun is held ('=') only under hold=1");
}

static void
test_engine_new_refuses_bad_options(void **state)
{
	static const struct {
		const char *line, *message;
	} cases[] = {
		{ "new len=0", "len must be 1 to 3, not 0" },
		{ "new len=4", "len must be 1 to 3, not 4" },
		{ "new len=x",
		    "len must be a whole number from 1 to 3, not 'x'" },
		{ "new len=",
		    "len must be a whole number from 1 to 3, not ''" },
		{ "new len=-1", "len must be 1 to 3, not -1" },
		{ "new len=2x",
		    "len must be a whole number from 1 to 3, not '2x'" },
		{ "new len=+2",
		    "len must be a whole number from 1 to 3, not '+2'" },
		{ "new len=99999999999999999999999",
		    "len must be 1 to 3, not 9999999999999999..." },
		{ "new len=-99999999999999999999999",
		    "len must be 1 to 3, not -999999999999999..." },
		{ "new day=0", "day must be 1 to 16, not 0" },
		{ "new day=17", "day must be 1 to 16, not 17" },
		{ "new sun=8",
		    "sun must be 0 to 7 or N NE E SE S SW W NW, not '8'" },
		{ "new sun=north",
		    "sun must be 0 to 7 or N NE E SE S SW W NW, not 'north'" },
		{ "new snake=2", "snake must be 0 or 1, not 2" },
		{ "new snake=-1", "snake must be 0 or 1, not -1" },
		{ "new snake=yes", "snake must be 0 or 1, not 'yes'" },
		{ "new mover=5", "mover must be 0 or 1, not 5" },
		{ "new foo=1",
		    "unknown setting 'foo': use len, day, sun, snake, mover, "
		    "start, stones, pie, hold, moon, mixed or board" },
		{ "new mixed=1 stones=4",
		    "mixed=1 needs 5 or 7 stones: the tall stone starts on d" },
		{ "new moon=2", "moon must be 0 or 1, not 2" },
		{ "new len", "'len' is not a setting: write key=value" },
		{ "new =3", "'=3' is not a setting's name" },
		{ "new len=3 day=0", "day must be 1 to 16, not 0" },
	};
	struct engine *engine = *state;

	/* A game under way, with variant rules, must survive every refusal. */
	assert_reply(engine, "new len=3 day=2 sun=3", "");
	assert_reply(engine, "play d1d2", "");
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
		assert_refused(engine, cases[i].line, cases[i].message);
	assert_reply(engine, "show", "1ttttt1/7/7/7/7/3a3/1aa1aa1 t SE 1");
}

static void
test_engine_position_good_and_bad(void **state)
{
	static const struct {
		const char *line, *message;
	} bad[] = {
		{ "position",
		    "position needs 4 fields: board, side, sun, round" },
		{ "position 7/7/7/3a3/7/7/7 t N",
		    "a position has 4 fields (board, side, sun, round); this "
		    "has 3" },
		{ "position 7/7/7/3a3/7/7/7 t N 5 x",
		    "unexpected text after the round: 'x'" },
		{ "position 7/7/7/3x3/7/7/7 t N 5",
		    "'x' cannot stand in the board: use a, t, 1-7 and /" },
		{ "position 7/7/7/3a3/7/7/7 t N 26",
		    "round 26 is outside 1 to 25" },
		{ "position 7/7/7/3a3/7/7/7 t Q 5",
		    "sun 'Q' is not one of N NE E SE S SW W NW" },
		{ "position 7/7/7/3a3/7/7/7 b N 5",
		    "side to move must be a or t, not 'b'" },
		{ "position a6/7/7/3a3/7/7/7 t N 9",
		    "a stone on a7, which is dark in round 9" },
		{ "position aaaaaa1/7/7/3t3/7/7/7 t N 1",
		    "Amber has 6 stones; at most 5 a side" },
	};
	struct engine *engine = *state;

	assert_reply(engine, "play d1d2", "");
	assert_reply(engine, "position 7/7/7/3a3/2t4/7/7 t N 5", "");
	assert_reply(engine, "show", "7/7/7/3a3/2t4/7/7 t N 5");
	assert_int_equal(engine->plies, 0);
	assert_refused(engine, "undo", "nothing to undo");
	/* Words are split at runs of blanks, so extra blanks do no harm. */
	assert_reply(engine, "position  7/7/7/3a3/2t4/7/7\tt N  6", "");
	assert_reply(engine, "show", "7/7/7/3a3/2t4/7/7 t N 6");
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
		assert_refused(engine, bad[i].line, bad[i].message);
	/* A position is read under the rules of the game `new` set up. */
	assert_reply(engine, "new day=2", "");
	assert_reply(engine, "position 7/7/7/3a3/7/7/7 t N 7", "");
	assert_refused(engine, "position 7/7/7/3a3/2t4/7/7 t N 7",
	    "a stone on c3, which is dark in round 7");
	assert_refused(engine, "position 7/7/7/3a3/7/7/7 t N 8",
	    "round 8 is outside 1 to 7");
}

static void
test_engine_play_legal_and_illegal(void **state)
{
	struct engine *engine = *state;

	assert_reply(engine, "play d1d2", "");
	assert_reply(engine, "show", "1ttttt1/7/7/7/7/3a3/1aa1aa1 t N 1");
	assert_reply(engine, "play d7-d6", "");
	assert_reply(engine, "show", "1tt1tt1/3t3/7/7/7/3a3/1aa1aa1 a NE 2");
	assert_int_equal(engine->plies, 2);
	/* A refusal names the move and the part of the rule it breaks. */
	assert_refused(engine, "play d2d4",
	    "illegal move d2d4: a stone moves one step, to a neighbouring "
	    "cell");
	assert_refused(engine, "play d6d5",
	    "illegal move d6d5: d6 is not Amber's stone");
	assert_refused(engine, "play b1c1",
	    "illegal move b1c1: c1 has a stone on it");
	assert_refused(engine, "play d4d5",
	    "illegal move d4d5: there is no stone on d4");
	assert_refused(engine, "play pass",
	    "illegal move pass: you may pass only when no stone can move");
	/* Capitals are read, and the reply writes the move in lowercase. */
	assert_refused(engine, "play D2-D4",
	    "illegal move d2d4: a stone moves one step, to a neighbouring "
	    "cell");
	assert_refused(engine, "play PASS",
	    "illegal move pass: you may pass only when no stone can move");
	assert_reply(engine, "play C1C2", "");
	assert_reply(engine, "undo", "");
	assert_refused(engine, "play", "play takes one move, like b1c2");
	assert_refused(engine, "play b1a1 b1a2",
	    "play takes one move, like b1c2");
	assert_refused(engine, "play b1",
	    "'b1' is not a move: write it like b1c2, b1-c2 or pass");
	assert_refused(engine, "play h1h2",
	    "'h1h2' is not a move: cells are a1 to g7");
	assert_refused(engine, "play b1b1",
	    "'b1b1' is not a move: a stone must leave its cell");
	/* A stuck side passes, and only passes. */
	assert_reply(engine, "position ta5/aa5/7/7/7/7/4a2 t N 1", "");
	assert_reply(engine, "legal", "pass");
	assert_refused(engine, "play a7a6",
	    "illegal move a7a6: a6 has a stone on it");
	assert_reply(engine, "play pass", "");
	assert_reply(engine, "show", "ta5/1a5/7/7/7/7/4a2 a NE 2");
	/* After the first dusk the outer ring is dark. */
	assert_reply(engine, "position 7/7/7/3t3/7/1a5/7 a N 9", "");
	assert_refused(engine, "play b2a1",
	    "illegal move b2a1: a1 is dark since dusk");
}

static void
test_engine_play_after_game_over(void **state)
{
	struct engine *engine = *state;

	assert_reply(engine, "position 7/7/7/3a3/7/7/7 t N 5", "");
	assert_reply(engine, "result", "amber");
	assert_refused(engine, "play d4d5", "the game is over");
	assert_refused(engine, "play pass", "the game is over");
	assert_reply(engine, "legal", "");
	/* Eclipsing the last stone ends the game: nothing more can be
	 * played. */
	assert_reply(engine, "position 6t/7/3a3/3t3/7/7/a6 a N 1", "");
	assert_reply(engine, "play a1a2", "");
	assert_reply(engine, "show", "6t/7/3a3/7/7/a6/7 t N 1");
	assert_reply(engine, "position 7/7/3a3/3t3/7/7/a6 a N 1", "");
	assert_reply(engine, "play a1a2", "");
	assert_reply(engine, "result", "amber");
	assert_reply(engine, "legal", "");
	assert_refused(engine, "play d5d6", "the game is over");
	assert_reply(engine, "undo", "");
	assert_reply(engine, "result", "none");
}

static void
test_engine_legal_is_sorted(void **state)
{
	struct engine *engine = *state;

	assert_reply(engine, "legal", START_LEGAL);
	assert_reply(engine, "position 7/7/4a2/3a3/2t4/7/7 a N 1", "");
	assert_reply(engine, "legal",
	    "d4c4 d4c5 d4d3 d4d5 d4e3 d4e4 e5d5 e5d6 e5e4 e5e6 e5f4 e5f5 e5f6");
	assert_reply(engine, "position 7/5t1/7/7/7/1a5/7 a N 9", "");
	assert_reply(engine, "legal", "b2b3 b2c2 b2c3");
	assert_refused(engine, "legal now", "legal takes no arguments");
}

static void
test_engine_show_and_result(void **state)
{
	static const struct {
		const char *position, *result;
	} cases[] = {
		{ START_POSITION, "none" },
		{ "7/7/7/3a3/7/7/7 t N 5", "amber" },
		{ "7/7/7/3t3/7/7/7 a NE 9", "teal" },
		{ "7/7/7/7/7/7/7 a N 25", "draw" },
		{ "7/7/7/3t3/7/7/7 a N 25", "teal" },
		{ "7/7/2a1t2/7/7/7/7 a N 24", "none" },
	};
	struct engine *engine = *state;
	char line[ENGINE_LINE_MAX];

	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		snprintf(line, sizeof line, "position %s", cases[i].position);
		assert_reply(engine, line, "");
		assert_reply(engine, "show", cases[i].position);
		assert_reply(engine, "result", cases[i].result);
	}
	assert_refused(engine, "show me", "show takes no arguments");
	assert_refused(engine, "result x", "result takes no arguments");
}

static void
test_engine_perft_replies_with_the_leaf_count_alone(void **state)
{
	struct engine *engine = *state;
	struct board board;
	char expected[32];

	assert_reply(engine, "perft 0", "1");
	assert_reply(engine, "perft 1", "17");
	assert_reply(engine, "perft 2", "289");
	board = engine->board;
	snprintf(expected, sizeof expected, "%llu",
	    (unsigned long long)perft(&board, 3));
	assert_reply(engine, "perft 3", expected);
	assert_reply(engine, "show", START_POSITION);
	assert_refused(engine, "perft", "perft takes one depth");
	assert_refused(engine, "perft 1 2", "perft takes one depth");
	assert_refused(engine, "perft x",
	    "depth must be a whole number from 0 to 8, not 'x'");
	assert_refused(engine, "perft -1", "depth must be 0 to 8, not -1");
	assert_refused(engine, "perft 9", "depth must be 0 to 8, not 9");
	/* A finished game has no children; a stuck side has one, the pass. */
	assert_reply(engine, "position 7/7/7/3a3/7/7/7 t N 5", "");
	assert_reply(engine, "perft 0", "1");
	assert_reply(engine, "perft 3", "0");
	assert_reply(engine, "position ta5/aa5/7/7/7/7/4a2 t N 1", "");
	assert_reply(engine, "perft 1", "1");
}

static void
test_engine_undo(void **state)
{
	struct engine *engine = *state;

	assert_refused(engine, "undo", "nothing to undo");
	assert_reply(engine, "play d1d2", "");
	assert_reply(engine, "play d7d6", "");
	assert_reply(engine, "play d2d3", "");
	assert_reply(engine, "undo", "");
	assert_reply(engine, "show", "1tt1tt1/3t3/7/7/7/3a3/1aa1aa1 a NE 2");
	assert_reply(engine, "undo", "");
	assert_reply(engine, "undo", "");
	assert_reply(engine, "show", START_POSITION);
	assert_true(engine->board.hash == board_compute_hash(&engine->board));
	assert_refused(engine, "undo", "nothing to undo");
	assert_refused(engine, "undo 2", "undo takes no arguments");
	/* An eclipse and a dusk are undone too. */
	assert_reply(engine, "position 3t2t/7/7/3a3/7/7/a6 t N 8", "");
	assert_reply(engine, "play d7d6", "");
	assert_reply(engine, "show", "7/3t3/7/7/7/7/7 a NE 9");
	assert_reply(engine, "undo", "");
	assert_reply(engine, "show", "3t2t/7/7/3a3/7/7/a6 t N 8");
}

static void
test_engine_quit(void **state)
{
	struct engine *engine = *state;

	assert_refused(engine, "quit now", "quit takes no arguments");
	assert_false(engine->quit);
	assert_reply(engine, "quit", "");
	assert_true(engine->quit);
}

static void
test_engine_refuses_bad_lines(void **state)
{
	struct engine *engine = *state;
	static char huge[HUGE_LINE + 1];
	char line[ENGINE_LINE_MAX + 2];

	assert_refused(engine, "", "empty command");
	assert_refused(engine, " \t ", "empty command");
	assert_refused(engine, "fly", "unknown command 'fly'");
	assert_refused(engine, "NAME", "unknown command 'NAME'");
	/* Nothing outside printable ASCII is ever echoed back. */
	assert_refused(engine, "na\xc3\xa9me",
	    "byte 0xC3 at column 3 is not printable ASCII");
	assert_refused(engine, "name\x1b[2J",
	    "byte 0x1B at column 5 is not printable ASCII");
	assert_refused(engine, "= name", "unknown command '='");
	assert_refused(engine, "a b c d e f g h i j k l m n o p q",
	    "too many words (at most 16)");
	assert_refused(engine,
	    "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz",
	    "unknown command 'abcdefghijklmnopqrstuvwx'");
	memset(line, 'x', ENGINE_LINE_MAX + 1);
	line[ENGINE_LINE_MAX + 1] = '\0';
	assert_refused(engine, line, "line too long (over 4096 characters)");
	memset(huge, ' ', HUGE_LINE);
	huge[HUGE_LINE] = '\0';
	assert_refused(engine, huge, "line too long (over 4096 characters)");
	/* Exactly 4096 characters is not too long. */
	line[ENGINE_LINE_MAX] = '\0';
	assert_refused(engine, line,
	    "unknown command 'xxxxxxxxxxxxxxxxxxxxxxxx'");
}

/* engine_run */

/* Runs an engine with the given caps over `input` (`size` bytes) and
 * returns what it wrote. */
static char *
run_capped_session(const char *input, size_t size, uint64_t node_cap,
    int perft_depth_max)
{
	struct engine *engine = malloc(sizeof *engine);
	char *output = NULL;
	size_t output_size = 0;
	FILE *in, *out;

	assert_non_null(engine);
	engine_init(engine);
	engine->search_node_cap = node_cap;
	engine->perft_depth_max = perft_depth_max;
	in = fmemopen((void *)input, size, "r");
	assert_non_null(in);
	out = open_memstream(&output, &output_size);
	assert_non_null(out);
	engine_run(engine, in, out);
	fclose(in);
	fclose(out);
	assert_null(board_check(&engine->board));
	engine_free(engine);
	free(engine);
	return output;
}

/* Runs an engine as engine_init leaves it over `input`. */
static char *
run_session(const char *input, size_t size)
{
	return run_capped_session(input, size, 0, ENGINE_PERFT_MAX);
}

static void
assert_session(const char *input, const char *expected)
{
	char *output = run_session(input, strlen(input));

	assert_string_equal(output, expected);
	free(output);
}

/* Every reply is `=` or `?`, an optional id, text, then one empty line. */
static int
count_well_formed_replies(const char *output)
{
	int replies = 0;
	const char *reply = output;

	while (*reply != '\0') {
		const char *end = strstr(reply, "\n\n");

		if (end == NULL || (reply[0] != '=' && reply[0] != '?')) {
			fail_msg("malformed reply at offset %ld",
			    (long)(reply - output));
			break;
		}
		for (const char *c = reply; c < end; c++)
			if ((unsigned char)*c < ' ' && *c != '\n' && *c != '\t')
				fail_msg("control character in a reply");
		replies++;
		reply = end + 2;
	}
	return replies;
}

static void
test_engine_run_frames_every_reply(void **state)
{
	(void)state;
	assert_session("name\nversion\n",
	    "= Gnomon\n\n= " GNOMON_VERSION "\n\n");
	assert_session("new\nshow\n", "=\n\n= " START_POSITION "\n\n");
	assert_session("fly\n", "? unknown command 'fly'\n\n");
	assert_session("list_commands\n", "= " COMMAND_LIST "\n\n");
	/* The last line needs no newline; CR LF line ends work. */
	assert_session("name", "= Gnomon\n\n");
	assert_session("name\r\nversion\r\n",
	    "= Gnomon\n\n= " GNOMON_VERSION "\n\n");
	assert_session("", "");
}

static void
test_engine_run_echoes_ids(void **state)
{
	(void)state;
	assert_session("7 name\n", "=7 Gnomon\n\n");
	assert_session("12 fly\n", "?12 unknown command 'fly'\n\n");
	assert_session("3 new\n", "=3\n\n");
	assert_session("  42\tshow\n", "=42 " START_POSITION "\n\n");
	assert_session("5\n", "?5 empty command\n\n");
	/* Not an id: digits glued to a word are the command. */
	assert_session("5name\n", "? unknown command '5name'\n\n");
}

static void
test_engine_run_ignores_comments_and_blank_lines(void **state)
{
	(void)state;
	assert_session("\n# a comment\n   \n\t\nname # what are you\n\n",
	    "= Gnomon\n\n");
	assert_session("#name\n", "");
	assert_session("9 # only an id\n", "?9 empty command\n\n");
}

static void
test_engine_run_stops_at_quit(void **state)
{
	(void)state;
	assert_session("quit\nname\n", "=\n\n");
	assert_session("1 quit\nname\n", "=1\n\n");
	assert_session("quit now\nname\n",
	    "? quit takes no arguments\n\n= Gnomon\n\n");
}

static void
test_engine_run_refuses_an_overlong_line_and_goes_on(void **state)
{
	static char input[HUGE_LINE + 64];
	char *output;

	(void)state;
	memset(input, 'x', HUGE_LINE);
	strcpy(input + HUGE_LINE, "\nname\n");
	output = run_session(input, strlen(input));
	assert_string_equal(output,
	    "? line too long (over 4096 characters)\n\n= Gnomon\n\n");
	free(output);
	/* An overlong comment is still a comment: only its start matters. */
	input[0] = '#';
	output = run_session(input, strlen(input));
	assert_string_equal(output, "= Gnomon\n\n");
	free(output);
}

static void
test_engine_run_survives_nul_bytes_and_binary_junk(void **state)
{
	static const char with_nul[] = "na\0me\n\0\0\0\nshow\0\n";
	static char junk[JUNK_BYTES];
	uint64_t seed = 99;
	char *output;

	(void)state;
	/* NUL and other control bytes are dropped from a line. */
	output = run_session(with_nul, sizeof with_nul - 1);
	assert_string_equal(output, "= Gnomon\n\n= " START_POSITION "\n\n");
	free(output);
	for (size_t i = 0; i < sizeof junk; i++)
		junk[i] = (char)rng_next(&seed);
	output = run_session(junk, sizeof junk);
	assert_true(count_well_formed_replies(output) > 0);
	free(output);
}

/* No reply repeats a byte that a terminal would obey: a control, DEL, or
 * anything not ASCII (C1 controls in UTF-8), wherever the line has them,
 * before an id too large, after it, or in the command. */
static void
test_engine_run_echoes_nothing_a_terminal_would_obey(void **state)
{
	static const char *const lines[] = {
		"99999999999999999999 \xc2\x9b" "2J\n",
		"99999999999999999999\xc2\x9b" "2J name\n",
		"\x1b]52;c;aGk=\x07 99999999999999999999 name\n",
		"\t99999999999999999999\x1b[2J\x7f\n",
		"2147483648\x9b\n",
		"7 \xc2\x9b" "fly\n",
		"f\x1b]52;c;aGk=\x07ly\n",
		"play \xff\xfe\n"
	};

	(void)state;
	for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++) {
		char *output = run_session(lines[i], strlen(lines[i]));

		assert_int_equal(count_well_formed_replies(output), 1);
		for (const char *c = output; *c != '\0'; c++)
			if ((unsigned char)*c >= 0x7F ||
			    ((unsigned char)*c < ' ' && *c != '\n'))
				fail_msg("line %zu: byte 0x%02X in the reply "
					 "'%s'",
				    i, (unsigned char)*c, output);
		free(output);
	}
}

/* The soak */

static const char *const soak_words[] = {
	"protocol_version",
	"name",
	"version",
	"list_commands",
	"known_command",
	"new",
	"position",
	"play",
	"legal",
	"show",
	"result",
	"perft",
	"undo",
	"quit",
	"pass",
	"len=1",
	"len=3",
	"len=9",
	"day=2",
	"day=0",
	"sun=NW",
	"sun=9",
	"snake=1",
	"mover=0",
	"mover=x",
	"b1c2",
	"d1-d2",
	"a1a1",
	"h9h8",
	"1ttttt1/7/7/7/7/7/1aaaaa1",
	"a",
	"t",
	"N",
	"SW",
	"1",
	"25",
	"26",
	"0",
	"#",
	"=",
	"?",
	"-",
	"",
	"\t",
};

/* A random line: a real command, a word salad, or bytes. */
static void
soak_line(struct engine *engine, uint64_t *seed, char *line)
{
	unsigned kind = fixture_random_below(seed, 10);
	struct move_list list;
	char text[NOTATION_POSITION_MAX];
	size_t length = 0;

	line[0] = '\0';
	switch (kind) {
	case 0:
	case 1:
	case 2:	/* a legal move, so games get played out */
		board_legal_moves(&engine->board, &list);
		if (list.count == 0) {
			strcpy(line, "new");
			break;
		}
		notation_move(list.moves[fixture_random_below(seed,
		    (unsigned)list.count)], text);
		snprintf(line, SOAK_LINE_MAX, "play %s", text);
		break;
	case 3:	/* a sound command */
		strcpy(line,
		    (const char *[]){ "undo", "legal", "show", "result",
			"perft 1", "perft 2", "new len=3 day=1",
			"new snake=1 mover=0", "undo",
			"undo" }[fixture_random_below(seed, 10)]);
		break;
	case 4:	/* the position as it stands, or nearly */
		notation_position(&engine->board, text);
		snprintf(line, SOAK_LINE_MAX, "position %s", text);
		if (fixture_random_below(seed, 2))
			line[fixture_random_below(seed,
			    (unsigned)strlen(line))] =
			    (char)(' ' + fixture_random_below(seed, 95));
		break;
	case 5:
	case 6:	/* word salad */
		for (unsigned words = fixture_random_below(seed, 8); words > 0;
		     words--) {
			const char *word = soak_words[fixture_random_below(seed,
			    sizeof soak_words / sizeof soak_words[0])];

			/* No deep perft: a soak must stay quick. */
			if (strcmp(word, "perft") == 0)
				word = "perft x";
			length += (size_t)snprintf(line + length,
			    (size_t)SOAK_LINE_MAX - length, "%s ", word);
		}
		break;
	default:
		/*
		 * Bytes, as engine_run hands them over: it drops control
		 * characters other than tab before a line reaches
		 * engine_execute
		 * (test_engine_run_survives_nul_bytes_and_binary_junk feeds it
		 * every byte).
		 */
		length = fixture_random_below(seed, SOAK_LINE_MAX - 1);
		for (size_t i = 0; i < length; i++) {
			unsigned char c =
			    (unsigned char)fixture_random_below(seed, 256);

			line[i] = (char)(c < ' ' || c == 0x7F ? '\t' : c);
		}
		line[length] = '\0';
		break;
	}
}

static void
test_engine_random_line_soak(void **state)
{
	struct engine *engine = *state;
	uint64_t seed = 20261129;
	char line[SOAK_LINE_MAX + 1];
	struct snapshot before;
	int accepted = 0, refused = 0, finished = 0;

	for (int i = 0; i < SOAK_LINES; i++) {
		soak_line(engine, &seed, line);
		take_snapshot(engine, &before);
		engine->quit = false;
		engine_execute(engine, line);
		if (board_check(&engine->board) != NULL)
			fail_msg("line %d '%s' broke the board: %s", i, line,
			    board_check(&engine->board));
		assert_true(engine->plies >= 0 && engine->plies <= MAX_PLIES);
		assert_int_equal(engine->reply_length, strlen(engine->reply));
		for (const char *c = engine->reply; *c != '\0'; c++)
			if ((unsigned char)*c < ' ' && *c != '\n' && *c != '\t')
				fail_msg("line %d: control character in the "
					 "reply",
				    i);
		if (strstr(engine->reply, "\n\n") != NULL)
			fail_msg("line %d '%s': reply '%s' holds an empty line",
			    i, line, engine->reply);
		if (engine->failed) {
			assert_true(engine->reply_length > 0);
			assert_unchanged(engine, &before);
			refused++;
		} else {
			accepted++;
			finished += board_is_over(&engine->board);
		}
	}
	/* The mix really exercised both sides of the protocol, and ended
	 * games. */
	assert_true(accepted > SOAK_LINES / 4);
	assert_true(refused > SOAK_LINES / 4);
	assert_true(finished > SOAK_LINES / 400);
}

/* Every "nodes N" of one analyze reply (ending at `end`) is within `cap`. */
static void
assert_nodes_within(const char *reply, const char *end, uint64_t cap)
{
	int lines = 0;

	for (const char *at = strstr(reply, " nodes "); at != NULL && at < end;
	    at = strstr(at + 1, " nodes ")) {
		unsigned long long nodes =
		    strtoull(at + strlen(" nodes "), NULL, 10);

		if (nodes > cap)
			fail_msg("%llu nodes past the cap of %llu in: %.*s",
			    nodes, (unsigned long long)cap, (int)(end - reply),
			    reply);
		lines++;
	}
	assert_true(lines > 0);
}

/*
 * A host's caps (engine.h: the fuzzer's) hold however a line is spelt:
 * with an id, blanks or tabs before it, a level, limits far beyond the
 * cap.  Uncapped, each analyze below visits a million nodes or more (no
 * search here is unbounded, so a broken cap fails the test, slowly).
 */
static void
test_engine_caps_hold_however_a_line_is_spelt(void **state)
{
	enum { NODE_CAP = 500 };
	static const char input[] =
	    "analyze nodes=1000000\n"
	    " analyze level=5\n"
	    "1 analyze level=5\n"
	    "\t2\tanalyze nodes=1000000 depth=40 movetime=86400000\n"
	    " 3 analyze\n"
	    " perft 3\n"
	    "4 perft 2\n"
	    "5 genmove level=5\n";
	static const char *const starts[] = {
		"= depth 1 ", "= depth 1 ", "=1 depth 1 ", "=2 depth 1 ",
		"=3 depth 1 ", "? depth must be 0 to 2, not 3\n\n",
		"=4 289\n\n", "=5 ",
	};
	enum { REPLIES = sizeof starts / sizeof starts[0] };
	char *output = run_capped_session(input, sizeof input - 1, NODE_CAP, 2);
	const char *reply = output;

	(void)state;
	assert_int_equal(count_well_formed_replies(output), REPLIES);
	for (int i = 0; i < REPLIES; i++) {
		const char *end = strstr(reply, "\n\n");

		if (strncmp(reply, starts[i], strlen(starts[i])) != 0)
			fail_msg("reply %d: expected '%s...', got '%.*s'",
			    i + 1, starts[i], (int)(end - reply), reply);
		if (strstr(starts[i], "depth 1") != NULL)
			assert_nodes_within(reply, end, NODE_CAP);
		reply = end + 2;
	}
	free(output);
}

static void
stop_backstop(int signal_number)
{
	static const char message[] =
	    "FAIL: stop did not stop the search (the backstop's alarm rang)\n";

	ssize_t written;

	(void)signal_number;
	written = write(STDERR_FILENO, message, sizeof message - 1);
	_exit(written < 0 ? 2 : 1);
}

/*
 * `stop` reaches a search that would run for hours (depth 96 from the
 * start) while it runs: the search answers with its best so far, then
 * stop answers, and the commands after them are answered in order.  No
 * clock is read: the alarm is only the backstop for a broken stop.
 */
static void
test_engine_run_stop_cuts_a_search_short(void **state)
{
	static const char input[] =
	    "1 genmove depth=96\n2 stop\n3 show\n"
	    "4 analyze depth=96 seed=5\n5 stop\n"
	    "stop\n6 stop now\n7 legal\n";
	struct sigaction backstop = { .sa_handler = stop_backstop };
	static const char rest[] =
	    "\n\n=5\n\n=\n\n?6 stop takes no arguments\n\n=7 ";
	struct rules rules;
	struct board board;
	char *output, *reply;
	char move[8], position[NOTATION_POSITION_MAX],
	    error[NOTATION_ERROR_MAX];
	uint16_t played;
	int at = -1;

	(void)state;
	sigemptyset(&backstop.sa_mask);
	assert_int_equal(sigaction(SIGALRM, &backstop, NULL), 0);
	alarm(STOP_BACKSTOP_SECONDS);
	output = run_session(input, sizeof input - 1);
	alarm(0);
	assert_int_equal(count_well_formed_replies(output), 8);
	/* genmove's move, stop's =, and the position after the move. */
	assert_int_equal(sscanf(output, "=1 %7s\n\n=2\n\n=3 %n", move,
	    &at), 1);
	assert_true(at > 0 && strcspn(output + at, "\n") < sizeof position);
	snprintf(position, sizeof position, "%.*s",
	    (int)strcspn(output + at, "\n"), output + at);
	assert_int_equal(notation_read_move(move, &played, error), 0);
	rules_default(&rules);
	board_start(&board, &rules);
	assert_true(board_is_legal(&board, played));
	reply = strstr(output, "=3 ");
	assert_non_null(reply);
	assert_int_equal(notation_read_position(position, &rules, &board,
	    error), 0);
	assert_int_equal(board.side, COLOUR_TEAL);
	/* analyze's lines so far, then stop's =, then the rest in order. */
	reply = strstr(reply, "\n\n=4 depth 1 score ");
	assert_non_null(reply);
	reply = strstr(reply, "\n\n=5\n\n");
	assert_non_null(reply);
	if (strncmp(reply, rest, strlen(rest)) != 0)
		fail_msg("after analyze: '%s'", reply);
	free(output);
}

/* What was searched before (an analyze, a move taken back) never changes
 * the answer: every search starts from a cleared table. */
static void
test_engine_searches_do_not_depend_on_earlier_ones(void **state)
{
	struct engine *engine = *state;
	char first[ENGINE_REPLY_MAX];

	assert_reply(engine, "play d1d2", "");
	assert_reply(engine, "play d7d6", "");
	engine_execute(engine, "genmove depth=6 seed=1");
	assert_false(engine->failed);
	snprintf(first, sizeof first, "%s", engine->reply);
	assert_reply(engine, "undo", "");
	engine_execute(engine, "analyze depth=7");
	assert_false(engine->failed);
	engine_execute(engine, "genmove nodes=30000 seed=1");
	assert_false(engine->failed);
	assert_reply(engine, "undo", "");
	assert_reply(engine, "genmove depth=6 seed=1", first);
}

#define GENMOVE_THREADS_REFUSED "genmove takes threads=N only with movetime, " \
	"and without nodes or a level: a move by depth, nodes or level is " \
	"searched on one thread, the same every time"
#define ANALYZE_THREADS_REFUSED "analyze takes threads=N only with depth or " \
	"movetime, and without nodes or a level: those are searched on one " \
	"thread, the same every time"

/* threads=N: out of range, or where a search must be the same every time
 * (genmove by depth, nodes or level; analyze by nodes or level; pie),
 * refused with nothing changed; threads=1 goes anywhere. */
static void
test_engine_threads_refused_where_a_search_must_repeat(void **state)
{
	struct engine *engine = *state;

	assert_refused(engine, "analyze depth=3 threads=0",
	    "threads must be 1 to 64, not 0");
	assert_refused(engine, "analyze depth=3 threads=65",
	    "threads must be 1 to 64, not 65");
	assert_refused(engine, "genmove movetime=10 threads=two",
	    "threads must be a whole number from 1 to 64, not 'two'");
	assert_refused(engine, "genmove depth=3 threads=2",
	    GENMOVE_THREADS_REFUSED);
	assert_refused(engine, "genmove threads=2", GENMOVE_THREADS_REFUSED);
	assert_refused(engine, "genmove level=3 threads=2",
	    GENMOVE_THREADS_REFUSED);
	assert_refused(engine, "genmove movetime=10 nodes=500 threads=2",
	    GENMOVE_THREADS_REFUSED);
	assert_refused(engine, "analyze threads=2", ANALYZE_THREADS_REFUSED);
	assert_refused(engine, "analyze level=5 threads=2",
	    ANALYZE_THREADS_REFUSED);
	assert_refused(engine, "analyze depth=3 nodes=500 threads=2",
	    ANALYZE_THREADS_REFUSED);
	assert_reply(engine, "new pie=1", "");
	/* pie's words are names: read in any case.  At 50 nodes the
	 * nearest table is the weakest (pie.h). */
	assert_reply(engine, "pie SUN nodes=50",
	    compass_name(pie_table_sun(pie_table_at(0))));
	assert_reply(engine, "new pie=1", "");
	assert_reply(engine, "pie Swap ne nodes=50",
	    pie_choice_name(pie_table_swap(pie_table_at(0), COMPASS_NE)));
	assert_reply(engine, "new pie=1", "");
	assert_refused(engine, "pie sun threads=2",
	    "pie searches on one thread: threads=N is for analyze and genmove");
	assert_reply(engine, "new", "");
	engine_execute(engine, "genmove level=1 threads=1");
	assert_false(engine->failed);
}

/* An analyze reply with each line's time taken out: the rest repeats. */
static void
timeless(const char *reply, char *out, size_t size)
{
	size_t length = 0;

	for (const char *c = reply; *c != '\0' && length + 1 < size; c++) {
		out[length++] = *c;
		if (strncmp(c, " time ", strlen(" time ")) == 0) {
			c += strlen(" time ");
			while (*c >= '0' && *c <= '9')
				c++;
			c--;
		}
	}
	out[length] = '\0';
}

/* Runs `line`, an analyze, and expects `expected` but for the times. */
static void
assert_analysis(struct engine *engine, const char *line, const char *expected)
{
	static char reply[ENGINE_REPLY_MAX];

	engine_execute(engine, line);
	if (engine->failed)
		fail_msg("'%s' refused: %s", line, engine->reply);
	timeless(engine->reply, reply, sizeof reply);
	assert_string_equal(reply, expected);
}

/*
 * One thread is the search of before, reply for reply, with room made for
 * more by an earlier search on threads; and `gnomon engine threads=N` (the
 * engine's threads) leaves a genmove by depth on one thread.
 */
static void
test_engine_one_thread_is_the_search_of_before(void **state)
{
	struct engine *engine = *state;
	char analysis[ENGINE_REPLY_MAX], move[ENGINE_REPLY_MAX];

	engine_execute(engine, "analyze depth=7");
	assert_false(engine->failed);
	timeless(engine->reply, analysis, sizeof analysis);
	assert_non_null(strstr(analysis, "depth 7 score "));
	engine_execute(engine, "genmove depth=6 seed=2");
	assert_false(engine->failed);
	snprintf(move, sizeof move, "%s", engine->reply);
	assert_reply(engine, "undo", "");

	engine_execute(engine, "analyze depth=5 threads=4");
	assert_false(engine->failed);
	assert_analysis(engine, "analyze depth=7 threads=1", analysis);
	engine->threads = 4;
	assert_reply(engine, "genmove depth=6 seed=2", move);
	assert_reply(engine, "undo", "");
	assert_analysis(engine, "analyze depth=7 threads=1", analysis);
}

/* The first move of an analyze reply's last line (`... pv MOVE ...`). */
static uint16_t
analyzed_move(const char *reply)
{
	const char *last = strrchr(reply, '\n');
	const char *pv = strstr(last != NULL ? last : reply, " pv ");
	char text[NOTATION_MOVE_MAX], error[NOTATION_ERROR_MAX];
	uint16_t move;

	assert_non_null(pv);
	assert_int_equal(sscanf(pv, " pv %5s", text), 1);
	assert_int_equal(notation_read_move(text, &move, error), 0);
	return move;
}

/* Threads from several positions: analyze answers every depth asked for
 * with a legal move, and genmove by time plays one. */
static void
test_engine_threads_give_legal_moves(void **state)
{
	static const char *const positions[] = {
		"position 1ttttt1/7/7/7/7/7/1aaaaa1 a N 1",
		"position t1t1t2/3t1t1/7/7/7/1a5/1a1aa1a a SE 4",
		"position 7/1t3t1/2t4/3a3/2a1a2/7/7 t W 9",
		"position 7/3tt2/7/3a3/7/3a3/7 a E 11",
	};
	struct engine *engine = *state;
	char error[NOTATION_ERROR_MAX];
	uint16_t played;

	for (size_t i = 0; i < sizeof positions / sizeof positions[0]; i++) {
		struct board before;

		assert_reply(engine, positions[i], "");
		before = engine->board;
		engine_execute(engine, "analyze depth=6 threads=4");
		assert_false(engine->failed);
		assert_non_null(strstr(engine->reply, "depth 1 "));
		assert_true(
		    board_is_legal(&before, analyzed_move(engine->reply)));
		engine_execute(engine, "genmove movetime=20 threads=2");
		assert_false(engine->failed);
		assert_int_equal(engine->plies, 1);
		assert_int_equal(notation_read_move(engine->reply, &played,
		    error), 0);
		assert_int_equal(played, engine->moves[0]);
		assert_true(board_is_legal(&before, played));
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_engine_features_read_in_any_case),
		cmocka_unit_test_setup_teardown(
		    test_engine_protocol_version_name_and_version, engine_setup,
		    engine_teardown),
		cmocka_unit_test_setup_teardown(
		    test_engine_searches_do_not_depend_on_earlier_ones,
		    engine_setup, engine_teardown),
		cmocka_unit_test_setup_teardown(
		    test_engine_threads_refused_where_a_search_must_repeat,
		    engine_setup, engine_teardown),
		cmocka_unit_test_setup_teardown(
		    test_engine_one_thread_is_the_search_of_before,
		    engine_setup, engine_teardown),
		cmocka_unit_test_setup_teardown(
		    test_engine_threads_give_legal_moves, engine_setup,
		    engine_teardown),
		cmocka_unit_test_setup_teardown(
		    test_engine_list_commands_and_known_command, engine_setup,
		    engine_teardown),
		cmocka_unit_test_setup_teardown(
		    test_engine_new_with_each_option, engine_setup,
		    engine_teardown),
		cmocka_unit_test_setup_teardown(test_engine_plays_a_hold,
		    engine_setup, engine_teardown),
		cmocka_unit_test_setup_teardown(
		    test_engine_new_refuses_bad_options, engine_setup,
		    engine_teardown),
		cmocka_unit_test_setup_teardown(
		    test_engine_position_good_and_bad, engine_setup,
		    engine_teardown),
		cmocka_unit_test_setup_teardown(
		    test_engine_play_legal_and_illegal, engine_setup,
		    engine_teardown),
		cmocka_unit_test_setup_teardown(
		    test_engine_play_after_game_over, engine_setup,
		    engine_teardown),
		cmocka_unit_test_setup_teardown(test_engine_legal_is_sorted,
		    engine_setup, engine_teardown),
		cmocka_unit_test_setup_teardown(test_engine_show_and_result,
		    engine_setup, engine_teardown),
		cmocka_unit_test_setup_teardown(
		    test_engine_perft_replies_with_the_leaf_count_alone,
		    engine_setup, engine_teardown),
		cmocka_unit_test_setup_teardown(test_engine_undo, engine_setup,
		    engine_teardown),
		cmocka_unit_test_setup_teardown(test_engine_quit, engine_setup,
		    engine_teardown),
		cmocka_unit_test_setup_teardown(test_engine_refuses_bad_lines,
		    engine_setup, engine_teardown),
		cmocka_unit_test(test_engine_run_frames_every_reply),
		cmocka_unit_test(test_engine_run_echoes_ids),
		cmocka_unit_test(
		    test_engine_run_echoes_nothing_a_terminal_would_obey),
		cmocka_unit_test(
		    test_engine_run_ignores_comments_and_blank_lines),
		cmocka_unit_test(test_engine_run_stops_at_quit),
		cmocka_unit_test(
		    test_engine_run_refuses_an_overlong_line_and_goes_on),
		cmocka_unit_test(
		    test_engine_run_survives_nul_bytes_and_binary_junk),
		cmocka_unit_test(test_engine_caps_hold_however_a_line_is_spelt),
		cmocka_unit_test(test_engine_run_stop_cuts_a_search_short),
		cmocka_unit_test_setup_teardown(test_engine_random_line_soak,
		    engine_setup, engine_teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}

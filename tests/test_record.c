/*
 * Game records (record.h): round trips over random games of every variant,
 * and every kind of bad record refused with its line and message, leaving
 * the caller's record untouched.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "core/notation.h"
#include "core/record.h"

enum { ROUND_TRIP_GAMES = 300 };

static uint64_t
next_random(uint64_t *state)
{
	/* xorshift64*: enough to pick moves, and the same on every machine. */
	*state ^= *state >> 12;
	*state ^= *state << 25;
	*state ^= *state >> 27;
	return *state * UINT64_C(2685821657736338717);
}

/* A random variant and a random game played in it to the end. */
static void
random_game(uint64_t seed, struct record *record)
{
	uint64_t state = seed * 2 + 1;
	struct rules rules;
	struct board board;
	struct move_list list;
	struct undo undo;

	rules_default(&rules);
	rules.shadow_length =
	    1 + (int)(next_random(&state) % SHADOW_LENGTH_MAX);
	rules.day_length = 1 + (int)(next_random(&state) % DAY_MAX);
	rules.start_sun = (int)(next_random(&state) % COMPASS_POINTS);
	rules.snake = next_random(&state) % 2;
	rules.instant = next_random(&state) % 2;
	rules.start_rank = START_RANK_BACK + (int)(next_random(&state) % 2);
	rules.stones = STONES_MIN +
	    (int)(next_random(&state) % (STONES_MAX - STONES_MIN + 1));
	rules.hold = next_random(&state) % 2;
	rules.moon = next_random(&state) % 2;
	rules.mixed = rules.stones % 2 == 1 && next_random(&state) % 2;
	record_init(record, &rules);
	board = record->start;
	while (board_legal_moves(&board, &list) > 0) {
		uint16_t move =
		    list.moves[next_random(&state) % (uint64_t)list.count];

		assert_int_equal(record_add_move(record, move), 0);
		board_make(&board, move, &undo);
	}
	record->result = board_result(&board);
}

static void
test_record_round_trips_random_games_of_every_variant(void **state)
{
	static char text[RECORD_TEXT_MAX], again[RECORD_TEXT_MAX];
	struct record written, read;
	struct board end_written, end_read;
	char error[RECORD_ERROR_MAX];
	int line;

	(void)state;
	for (uint64_t seed = 0; seed < ROUND_TRIP_GAMES; seed++) {
		random_game(seed, &written);
		snprintf(written.player[COLOUR_AMBER], RECORD_VALUE_MAX,
		    "level %d", (int)(seed % 5) + 1);
		strcpy(written.player[COLOUR_TEAL], "person");
		strcpy(written.date, "2026.11.29");
		assert_int_equal(record_set_tag(&written, "Hints", "on"), 0);
		assert_true(record_write(&written, text, sizeof text) > 0);
		if (record_read(text, strlen(text), &read, &line, error) != 0)
			fail_msg("seed %llu: line %d: %s\n%s",
			    (unsigned long long)seed, line, error, text);
		assert_int_equal(read.move_count, written.move_count);
		assert_memory_equal(read.moves, written.moves,
		    sizeof read.moves[0] * (size_t)read.move_count);
		assert_int_equal(read.result, written.result);
		assert_string_equal(read.player[COLOUR_AMBER],
		    written.player[COLOUR_AMBER]);
		assert_string_equal(read.date, "2026.11.29");
		assert_string_equal(record_tag(&read, "Hints"), "on");
		record_position(&written, written.move_count, &end_written);
		record_position(&read, read.move_count, &end_read);
		assert_true(end_read.hash == end_written.hash);
		assert_int_equal(read.start.rules.shadow_length,
		    written.start.rules.shadow_length);
		assert_int_equal(read.start.rules.day_length,
		    written.start.rules.day_length);
		assert_int_equal(read.start.rules.start_sun,
		    written.start.rules.start_sun);
		assert_int_equal(read.start.rules.snake,
		    written.start.rules.snake);
		assert_int_equal(read.start.rules.instant,
		    written.start.rules.instant);
		assert_int_equal(read.start.rules.start_rank,
		    written.start.rules.start_rank);
		assert_int_equal(read.start.rules.stones,
		    written.start.rules.stones);
		assert_int_equal(read.start.rules.hold,
		    written.start.rules.hold);
		assert_int_equal(read.start.rules.moon,
		    written.start.rules.moon);
		assert_int_equal(read.start.rules.mixed,
		    written.start.rules.mixed);
		assert_true(read.start.hash == written.start.hash);
		/* Writing what was read gives the same text. */
		assert_true(record_write(&read, again, sizeof again) > 0);
		assert_string_equal(again, text);
	}
}

/* A record written before start= and stones= existed reads as it was played. */
static void
test_record_reads_an_older_variant_as_the_real_start(void **state)
{
	static const char text[] = "[Gnomon \"1\"]\n"
	    "[Variant \"len=2 day=8 sun=0 snake=0 mover=1\"]\n\n1. b1b2 b7b6\n";
	struct record read;
	struct board start;
	char error[RECORD_ERROR_MAX];
	int line;

	(void)state;
	assert_int_equal(record_read(text, strlen(text), &read, &line, error),
	    0);
	assert_int_equal(read.start.rules.start_rank, START_RANK_BACK);
	assert_int_equal(read.start.rules.stones, STONES_DEFAULT);
	board_start(&start, &read.start.rules);
	assert_true(read.start.hash == start.hash);
	assert_int_equal(read.move_count, 2);
}

/* hold=1 in a record: a held sun in the Position tag, holds among the
 * moves, written back the same; under the real rules a hold is refused. */
static void
test_record_reads_and_writes_holds(void **state)
{
	static const char text[] =
	    "[Gnomon \"1\"]\n"
	    "[Variant \"len=2 day=8 sun=0 snake=0 mover=1 start=1 stones=5 "
	    "hold=1\"]\n"
	    "[Position \"1ttttt1/7/7/7/7/7/1a1aaa1 t N= 1\"]\n"
	    "[Result \"none\"]\n\n1. HB7\n2. hb1 c7c6\n";
	static const char real[] = "[Gnomon \"1\"]\n\n1. hb1\n";
	static char again[RECORD_TEXT_MAX];
	struct record read;
	struct board end;
	char error[RECORD_ERROR_MAX];
	int line;

	(void)state;
	assert_int_equal(record_read(text, strlen(text), &read, &line, error),
	    0);
	assert_true(read.start.held);
	assert_int_equal(read.move_count, 3);
	assert_true(move_is_hold(read.moves[0]));
	end = read.start;
	for (int i = 0; i < read.move_count; i++) {
		struct undo undo;

		board_make(&end, read.moves[i], &undo);
	}
	/* Round 1 and round 2 were both held: the sun is still in the north. */
	assert_int_equal(end.sun, COMPASS_N);
	assert_int_equal(end.round, 3);
	assert_true(record_write(&read, again, sizeof again) > 0);
	assert_non_null(
	    strstr(again, "[Position \"1ttttt1/7/7/7/7/7/1a1aaa1 t N= 1\"]"));
	assert_non_null(strstr(again, "1. hb7\n2. hb1 c7c6\n"));
	assert_int_equal(record_read(real, strlen(real), &read, &line, error),
	    -1);
	assert_non_null(strstr(error, "the sun may be held only under hold=1"));
}

static void
test_record_keeps_a_starting_position(void **state)
{
	static char text[RECORD_TEXT_MAX];
	struct record written, read;
	char error[RECORD_ERROR_MAX], position[NOTATION_POSITION_MAX];
	struct rules rules;
	int line;

	(void)state;
	rules_default(&rules);
	record_init(&written, &rules);
	assert_int_equal(notation_read_position("7/3t3/7/3a3/7/7/7 t NE 2",
	    &rules, &written.start, error), 0);
	assert_true(record_write(&written, text, sizeof text) > 0);
	assert_non_null(
	    strstr(text, "[Position \"7/3t3/7/3a3/7/7/7 t NE 2\"]"));
	assert_int_equal(record_read(text, strlen(text), &read, &line, error),
	    0);
	notation_position(&read.start, position);
	assert_string_equal(position, "7/3t3/7/3a3/7/7/7 t NE 2");
}

static void
test_record_numbers_moves_by_round(void **state)
{
	static char text[RECORD_TEXT_MAX];
	struct record record;
	struct rules rules;

	(void)state;
	rules_default(&rules);
	record_init(&record, &rules);
	record_add_move(&record,
	    move_make(cell_at(1, 0), cell_at(2, 1))); /* b1c2 */
	record_add_move(&record,
	    move_make(cell_at(5, 6), cell_at(4, 5))); /* f7e6 */
	record_add_move(&record,
	    move_make(cell_at(2, 1), cell_at(2, 2))); /* c2c3 */
	assert_true(record_write(&record, text, sizeof text) > 0);
	assert_non_null(strstr(text, "\n1. b1c2 f7e6\n2. c2c3\n"));
	assert_non_null(strstr(text, "[Result \"none\"]"));
}

static void
test_record_reads_capital_moves_and_writes_them_lowercase(void **state)
{
	static const char typed[] =
	    "[Gnomon \"1\"]\n\n1. B1C2 F7-E6\n2. c2C3 PASS\n";
	static char text[RECORD_TEXT_MAX];
	struct record record, again;
	char error[RECORD_ERROR_MAX];
	int line;

	(void)state;
	/* PASS is read as pass, and refused as such: Teal can move in round
	 * 2. */
	assert_int_equal(record_read(typed, strlen(typed), &record, &line,
			     error),
	    -1);
	assert_int_equal(line, 4);
	assert_non_null(strstr(error, "move 4, PASS, is not legal"));
	assert_int_equal(record_read(typed, strlen(typed) - strlen("PASS\n"),
	    &record, &line, error), 0);
	assert_int_equal(record.move_count, 3);
	assert_true(record_write(&record, text, sizeof text) > 0);
	assert_non_null(strstr(text, "\n1. b1c2 f7e6\n2. c2c3\n"));
	assert_int_equal(record_read(text, strlen(text), &again, &line, error),
	    0);
	assert_int_equal(again.move_count, 3);
	for (int i = 0; i < record.move_count; i++)
		assert_int_equal(again.moves[i], record.moves[i]);
}

/* A bad record: the line it must be refused at and a word the message must
 * hold. */
struct bad_record {
	const char *text;
	int line;
	const char *says;
};

static const struct bad_record bad_records[] = {
	{ "", 0, "not a Gnomon record" },
	{ "1. b1c2\n", 1, "not a Gnomon record" },
	{ "[Date \"x\"]\n", 1, "must begin with" },
	{ "[Gnomon \"2\"]\n", 1, "newer Gnomon" },
	{ "[Gnomon \"one\"]\n", 1, "must be a whole number" },
	{ "[Gnomon \"1\"]\n[Date x]\n", 2, "double quotes" },
	{ "[Gnomon \"1\"]\n[Date \"x\"\n", 2, "[Name \"value\"]" },
	{ "[Gnomon \"1\"]\n[Da-te \"x\"]\n", 2, "not a tag name" },
	{ "[Gnomon \"1\"]\n[Date \"x\"]\n[Date \"y\"]\n", 3, "twice" },
	{ "[Gnomon \"1\"]\n[Gnomon \"1\"]\n", 2, "twice" },
	{ "[Gnomon \"1\"]\n[Variant \"len=4\"]\n", 2, "len" },
	{ "[Gnomon \"1\"]\n[Variant \"colour=blue\"]\n", 2,
	    "unknown setting 'colour'" },
	{ "[Gnomon \"1\"]\n[Result \"won\"]\n", 2, "result" },
	{ "[Gnomon \"1\"]\n[Result \"amber\"]\n\n1. b1c2\n", 2,
	    "Result tag says amber" },
	{ "[Gnomon \"1\"]\n\n1. b1b3\n", 3,
	    "not legal there: a stone moves one step" },
	{ "[Gnomon \"1\"]\n\n1. b1x3\n", 3, "not a move" },
	{ "[Gnomon \"1\"]\n\n1. b1c2 b1c2\n", 3,
	    "not legal there: there is no stone on b1" },
	{ "[Gnomon \"1\"]\n\n1. pass\n", 3,
	    "not legal there: you may pass only when" },
	{ "[Gnomon \"1\"]\n\n2. b1c2\n", 3, "round mark" },
	{ "[Gnomon \"1\"]\n[Position \"7/3a3/7/3t3/7/7/7 a N 1\"]\n\n1. "
	  "d6d5\n2. d5d6\n",
	    5, "round mark 2. after the game is over" },
	{ "[Gnomon \"1\"]\n\n1. b1c2\n[Date \"x\"]\n", 4, "after the moves" },
	{ "[Gnomon \"1\"]\n[Position \"7/7 a N 1\"]\n\n1. b1c2\n", 2,
	    "Position" },
	{ "[Gnomon \"1\"]\n[Position \"7/3t3/7/3a3/7/7/7 a N 1\"]\n[Variant "
	  "\"len=2\"]\n",
	    3, "before the Position" },
	{ "[Gnomon \"1\"]\n\x01\x02\n", 2, "not plain text" },
	{ "[Gnomon \"1\"]\n\n1. b1c2 \xff\n", 3, "not plain text" },
};

/* Records are compared as the text they write: padding never matters. */
static void
assert_records_equal(const struct record *a, const struct record *b)
{
	static char text_a[RECORD_TEXT_MAX], text_b[RECORD_TEXT_MAX];

	assert_true(record_write(a, text_a, sizeof text_a) > 0);
	assert_true(record_write(b, text_b, sizeof text_b) > 0);
	assert_string_equal(text_a, text_b);
}

static void
test_record_refuses_bad_records_with_line_and_reason(void **state)
{
	struct record record, before;
	char error[RECORD_ERROR_MAX];
	struct rules rules;
	int line;

	(void)state;
	rules_default(&rules);
	for (size_t i = 0; i < sizeof bad_records / sizeof bad_records[0];
	     i++) {
		const struct bad_record *bad = &bad_records[i];

		record_init(&record, &rules);
		strcpy(record.date, "untouched");
		before = record;
		error[0] = '\0';
		if (record_read(bad->text, strlen(bad->text), &record, &line,
			error) == 0)
			fail_msg("bad record %zu was accepted", i);
		if (strstr(error, bad->says) == NULL || line != bad->line)
			fail_msg("bad record %zu: line %d '%s', wanted line %d "
				 "'%s'",
			    i, line, error, bad->line, bad->says);
		assert_records_equal(&record, &before);
	}
}

static void
test_record_refuses_a_nul_byte_a_huge_line_and_a_huge_file(void **state)
{
	static char text[RECORD_TEXT_MAX * 2];
	struct record record;
	char error[RECORD_ERROR_MAX];
	int line;

	(void)state;
	memcpy(text, "[Gnomon \"1\"]\n[Date \"a\0b\"]\n", 27);
	assert_int_equal(record_read(text, 27, &record, &line, error), -1);
	assert_int_equal(line, 2);
	assert_non_null(strstr(error, "NUL"));

	strcpy(text, "[Gnomon \"1\"]\n; ");
	memset(text + strlen(text), 'x', RECORD_LINE_MAX + 10);
	assert_int_equal(record_read(text, strlen(text), &record, &line, error),
	    -1);
	assert_int_equal(line, 2);
	assert_non_null(strstr(error, "line too long"));

	memset(text, '\n', sizeof text);
	assert_int_equal(record_read(text, sizeof text, &record, &line, error),
	    -1);
	assert_int_equal(line, 0);
	assert_non_null(strstr(error, "too long for a game record"));
}

static void
test_record_tags_refuse_what_the_format_cannot_hold(void **state)
{
	struct record record;
	struct rules rules;
	char name[16];	/* "T" and any int */

	(void)state;
	rules_default(&rules);
	record_init(&record, &rules);
	assert_int_equal(record_set_tag(&record, "Hints", "say \"hi\""), -1);
	assert_int_equal(record_set_tag(&record, "Bad name", "x"), -1);
	assert_int_equal(record_set_tag(&record, "Hints", "off"), 0);
	assert_int_equal(record_set_tag(&record, "Hints", "on"), 0);
	assert_string_equal(record_tag(&record, "Hints"), "on");
	assert_null(record_tag(&record, "Level"));
	for (int i = 1; i < RECORD_EXTRA_MAX; i++) {
		snprintf(name, sizeof name, "T%d", i);
		assert_int_equal(record_set_tag(&record, name, "x"), 0);
	}
	assert_int_equal(record_set_tag(&record, "OneTooMany", "x"), -1);
}

/* A player's name may be UTF-8 (a room's players' are): read and written
 * back whole; a C1 control, a stray or overlong byte still is not text. */
static void
test_record_keeps_a_name_in_utf8(void **state)
{
	static const char text[] = "[Gnomon \"1\"]\n"
	    "[Amber \"s\xc3\xb8ren\"]\n[Teal \"\xe6\x9d\x8e\xe9\x9b\xb7\"]\n"
	    "[Variant \"len=2 day=8 sun=0 snake=0 mover=1\"]\n\n1. b1b2 b7b6\n";
	static const char *const bad[] = {
		"[Gnomon \"1\"]\n[Amber \"a\xc2\233b\"]\n",	/* C1 CSI */
		"[Gnomon \"1\"]\n[Amber \"a\xff\"]\n",
		"[Gnomon \"1\"]\n[Amber \"\xc0\xaf\"]\n",
		"[Gnomon \"1\"]\n[Amber \"\xe6\x9d\"]\n"
	};
	struct record read;
	char error[RECORD_ERROR_MAX], written[1024];
	int line;

	(void)state;
	assert_int_equal(record_read(text, strlen(text), &read, &line, error),
	    0);
	assert_string_equal(read.player[COLOUR_AMBER], "s\xc3\xb8ren");
	assert_string_equal(read.player[COLOUR_TEAL],
	    "\xe6\x9d\x8e\xe9\x9b\xb7");
	assert_true(record_write(&read, written, sizeof written) > 0);
	assert_non_null(strstr(written, "[Amber \"s\xc3\xb8ren\"]"));
	assert_int_equal(record_set_tag(&read, "Note", "h\xc3\xa9llo"), 0);
	assert_int_equal(record_set_tag(&read, "Note", "a\xc2\x85" "b"), -1);
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
		assert_int_equal(record_read(bad[i], strlen(bad[i]), &read,
				     &line, error),
		    -1);
}

/* A name, or any tag's value, with a bidirectional override in it (which
 * would turn round what follows it on a screen, as `gnomon replay` showed
 * it) is read cleaned, as the room cleans what it is sent. */
static void
test_record_cleans_a_bidi_override_out_of_names(void **state)
{
	/* The record with @ for U+202E and ^ for U+2066, put in as their
	 * bytes: no literal holds them, so that no editor turns a line
	 * round. */
	static const char pattern[] = "[Gnomon \"1\"]\n"
	    "[Amber \"ev@il\"]\n[Teal \"a^b\"]\n[Note \"@ton\"]\n"
	    "[Variant \"len=2 day=8 sun=0 snake=0 mover=1\"]\n\n1. b1b2 b7b6\n";
	char text[sizeof pattern * 3];
	size_t length = 0;
	struct record read;
	char error[RECORD_ERROR_MAX];
	int line;

	(void)state;
	for (const char *c = pattern; *c != '\0'; c++) {
		if (*c == '@' || *c == '^') {
			text[length++] = (char)0xE2;
			text[length++] = (char)(*c == '@' ? 0x80 : 0x81);
			text[length++] = (char)(*c == '@' ? 0xAE : 0xA6);
		} else
			text[length++] = *c;
	}
	text[length] = '\0';
	assert_int_equal(record_read(text, length, &read, &line, error), 0);
	assert_string_equal(read.player[COLOUR_AMBER], "evil");
	assert_string_equal(read.player[COLOUR_TEAL], "ab");
	assert_string_equal(record_tag(&read, "Note"), "ton");
}

/* A name with a character that draws nothing in it (U+200B, a zero-width
 * space; U+FEFF) would pass for another player's on every screen: a
 * room refuses such a name, and a record's is read without them.  Other
 * tags keep them (a note's text is no one's name). */
static void
test_record_reads_names_without_unseen_characters(void **state)
{
	static const char text[] = "[Gnomon \"1\"]\n"
	    "[Amber \"bob\xE2\x80\x8B\"]\n[Teal \"\xEF\xBB\xBF" "ann\"]\n"
	    "[Note \"a\xE2\x80\x8B\"]\n"
	    "[Variant \"len=2 day=8 sun=0 snake=0 mover=1\"]\n\n"
	    "1. b1b2 b7b6\n";
	struct record read;
	char error[RECORD_ERROR_MAX];
	int line;

	(void)state;
	assert_int_equal(record_read(text, strlen(text), &read, &line,
			     error),
	    0);
	assert_string_equal(read.player[COLOUR_AMBER], "bob");
	assert_string_equal(read.player[COLOUR_TEAL], "ann");
	assert_string_equal(record_tag(&read, "Note"), "a\xE2\x80\x8B");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(
		    test_record_round_trips_random_games_of_every_variant),
		cmocka_unit_test(
		    test_record_reads_an_older_variant_as_the_real_start),
		cmocka_unit_test(test_record_reads_and_writes_holds),
		cmocka_unit_test(test_record_keeps_a_starting_position),
		cmocka_unit_test(test_record_numbers_moves_by_round),
		cmocka_unit_test(
		    test_record_reads_capital_moves_and_writes_them_lowercase),
		cmocka_unit_test(
		    test_record_refuses_bad_records_with_line_and_reason),
		cmocka_unit_test(
		    test_record_refuses_a_nul_byte_a_huge_line_and_a_huge_file),
		cmocka_unit_test(
		    test_record_tags_refuse_what_the_format_cannot_hold),
		cmocka_unit_test(test_record_keeps_a_name_in_utf8),
		cmocka_unit_test(
		    test_record_cleans_a_bidi_override_out_of_names),
		cmocka_unit_test(
		    test_record_reads_names_without_unseen_characters),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}

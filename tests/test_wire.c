/*
 * The rooms' line protocol (wire.h): every message parses and formats back
 * to the very same line; every malformed field is refused with a message
 * that is itself a clean line; free text is cleaned of whatever could
 * steer a terminal.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "core/utf8.h"
#include "net/wire.h"

#define PAGE "man/gnomon-room.5" /* the protocol's page, from the tree's top \
				  */

/* One line of each message, as the formatter writes it. */
static const char *const canonical[] = {
	"hello gnomon-room 1 seat=amber name=ann token=0123456789abcdef",
	"hello gnomon-room 1 seat=any name=bot-7 token=ff len=3 sun=4",
	"hello gnomon-room 1 seat=watch name=wes",
	("hello gnomon-room 1 seat=teal name=tom token=abc len=1 day=2 sun=7 "
	 "snake=1 mover=0 start=1 stones=5 pie=0 hold=0"),
	"info",
	"move b1c2",
	"move pass",
	"undo",
	"undo yes",
	"undo no",
	"draw",
	"draw no",
	"resign",
	"sun 3",
	"keep",
	"swap",
	"say good game, well played",
	"ping",
	"bye",
	"bye see you",
	("room amber-fox-42 ann - 1 0 3 2 waiting len=2 day=8 sun=0 snake=0 "
	 "mover=1 start=1 stones=5 pie=0 hold=0"),
	("room demo ann tom 1 1 0 25 over len=3 day=8 sun=2 snake=1 mover=1 "
	 "start=1 stones=5 pie=0 hold=0 clock=300000+2000"),
	("room rated ann tom 1 1 0 2 playing len=2 day=8 sun=0 snake=0 "
	 "mover=1 start=1 stones=5 pie=0 hold=0 clock=60000+0 rated=1"),
	("room rated2 ann - 1 0 0 1 waiting len=2 day=8 sun=0 snake=0 "
	 "mover=1 start=1 stones=5 pie=0 hold=0 rated=1"),
	"welcome demo amber",
	"welcome demo watch",
	"rules len=2 day=8 sun=0 snake=0 mover=1 start=1 stones=5 pie=0 hold=0",
	("rules len=2 day=16 sun=0 snake=0 mover=0 start=1 stones=5 pie=0 "
	 "hold=0 clock=1+0"),
	"players ann tom",
	"players - -",
	"connected 1 0",
	"watchers 24",
	"clock 60000 0",
	"moves",
	"moves b1b2 f7f6 pass",
	"status playing",
	"status waiting",
	"status paused teal",
	"status over draw agreed",
	"moved 1 b1b2",
	"moved 96 pass",
	"undo-asked amber",
	"undone 0",
	"undo-refused",
	"draw-offered teal",
	"draw-refused",
	"joined teal tom",
	"joined watch wes",
	"left amber",
	"not-answering teal 10",
	"not-answering amber 604800",
	"answering teal",
	"said watch wes gl hf",
	"said amber ann \xc3\xa9t\xc3\xa9 \xe2\x98\x80",
	"over amber eclipse",
	"over teal dusk",
	"over draw count",
	"over amber resign",
	"over teal time",
	"pong",
	"error it is Teal's turn",
	"unsaved No space left on device",
	"saved",
	"notice the room was not running for 6 s: not charged to any clock",
	"filed /home/ann/.local/state/gnomon/games/2026-12-07-0102.gnomon",
	"pie sun 0",
	"pie colour 3",
	"pie keep 7",
	"pie swap 3",
	("rules len=2 day=8 sun=5 snake=0 mover=1 start=1 stones=5 pie=1 "
	 "hold=0"),
	"hello gnomon-room 1 seat=any name=bot pie=1",
	"ratings 1500? guest",
	"ratings - 1662",
	("room live ann tom 1 1 0 3 playing len=2 day=8 sun=0 snake=0 "
	 "mover=1 start=1 stones=5 pie=0 hold=0 clock=300000+2000 "
	 "left=1500+299000 idle=0+61"),
	("room seated ann - 1 0 0 1 waiting len=2 day=8 sun=0 snake=0 "
	 "mover=1 start=1 stones=5 pie=0 hold=0 idle=5+-"),
};

static void
test_wire_every_message_round_trips(void **state)
{
	struct wire_message message, again;
	char error[WIRE_ERROR_MAX], line[WIRE_LINE_MAX];
	bool seen[WIRE_KIND_COUNT] = { false };

	(void)state;
	for (size_t i = 0; i < sizeof canonical / sizeof canonical[0]; i++) {
		if (wire_parse(canonical[i], &message, error) != 0)
			fail_msg("'%s' refused: %s", canonical[i], error);
		assert_true(wire_format(&message, line, sizeof line) > 0);
		assert_string_equal(line, canonical[i]);
		assert_int_equal(wire_parse(line, &again, error), 0);
		assert_int_equal(again.kind, message.kind);
		seen[message.kind] = true;
	}
	for (int kind = WIRE_NONE + 1; kind < WIRE_KIND_COUNT; kind++)
		if (!seen[kind])
			fail_msg("no line of kind %d is tried", kind);
}

static void
test_wire_reads_the_fields(void **state)
{
	struct wire_message message;
	char error[WIRE_ERROR_MAX];

	(void)state;
	assert_int_equal(wire_parse("hello gnomon-room 1 name=bot token=ABCdef "
	    "day=4 seat=teal sun=SE", &message, error), 0);
	assert_int_equal(message.kind, WIRE_HELLO);
	assert_int_equal(message.version, 1);
	assert_int_equal(message.seat, WIRE_SEAT_TEAL);
	assert_string_equal(message.name, "bot");
	assert_string_equal(message.token, "abcdef");
	assert_int_equal(message.rules.day_length, 4);
	assert_int_equal(message.rules.start_sun, 3);
	assert_int_equal(message.rules.shadow_length, 2);

	assert_int_equal(wire_parse("moves b1-b2 F7F6", &message, error), 0);
	assert_int_equal(message.move_count, 2);
	assert_int_equal(message.moves[1], move_make(5 + 6 * 8, 5 + 5 * 8));

	assert_int_equal(wire_parse("room r a - 0 1 7 9 paused len=2 day=8 "
				    "sun=0 "
				    "snake=0 mover=0 start=1 stones=5 pie=0 "
				    "hold=0 clock=5000+100",
			     &message, error),
	    0);
	assert_string_equal(message.player[COLOUR_AMBER], "a");
	assert_string_equal(message.player[COLOUR_TEAL], "");
	assert_false(message.connected[COLOUR_AMBER]);
	assert_true(message.connected[COLOUR_TEAL]);
	assert_int_equal(message.count, 7);
	assert_int_equal(message.round, 9);
	assert_int_equal(message.state, WIRE_STATE_PAUSED);
	assert_true(message.rules.instant);
	assert_true(message.has_clock);
	assert_int_equal(message.clock_base_ms, 5000);
	assert_int_equal(message.clock_increment_ms, 100);
	/* A room line of before ratings: not rated. */
	assert_false(message.rated);
	assert_int_equal(wire_parse("room r a b 1 1 0 3 playing len=2 day=8 "
				    "sun=0 snake=0 mover=1 start=1 stones=5 "
				    "pie=0 hold=0 rated=1",
			     &message, error),
	    0);
	assert_true(message.rated);

	assert_int_equal(wire_parse("status over teal time", &message, error),
	    0);
	assert_int_equal(message.result, RESULT_TEAL);
	assert_int_equal(message.reason, WIRE_REASON_TIME);

	/* The pie step: a sun is a point 0..7, and the room's step. */
	assert_int_equal(wire_parse("sun 7", &message, error), 0);
	assert_int_equal(message.kind, WIRE_SUN);
	assert_int_equal(message.sun, 7);
	assert_true(wire_is_request(WIRE_SUN));
	assert_true(wire_is_request(WIRE_KEEP));
	assert_true(wire_is_request(WIRE_SWAP));
	assert_false(wire_is_request(WIRE_PIE));
	assert_int_equal(wire_parse("pie colour 5", &message, error), 0);
	assert_int_equal(message.kind, WIRE_PIE);
	assert_int_equal(message.pie, WIRE_PIE_COLOUR);
	assert_int_equal(message.sun, 5);
	assert_int_equal(wire_parse("pie swap 2", &message, error), 0);
	assert_int_equal(message.pie, WIRE_PIE_SWAP);
	assert_int_equal(wire_parse("hello gnomon-room 1 seat=any name=b "
	    "pie=1", &message, error), 0);
	assert_true(message.rules.pie);
}

/* Lines that must be refused, each with what is wrong with it. */
static const char *const malformed[] = {
	"", /* empty */
	" info", /* leading space */
	"info ", /* trailing space */
	"info now", /* trailing junk */
	"INFO", /* unknown (case matters) */
	"hullo",
	/* The bytes under test; the message quotes only the word. */
	/* NOLINTNEXTLINE(misc-misleading-bidirectional) */
	"m b1b2 pass \xc2\x9e\xe2\x80\xae",
	"undo maybe",
	"undo no\xc2\x8b\xdf", /* quoted junk is cut where it stops being
				  printable */
	"draw yes",
	"move", /* missing field */
	"move  b1b2", /* two spaces */
	"move b1b2 c1c2",
	"move b1",
	"move h1h2",
	"move b1b2\r", /* a control byte */
	"move b1b\xc3\xa9", /* non-ASCII in a field */
	"hello",
	"hello gnomon-room",
	"hello gnomon 1 seat=amber name=ann",
	"hello gnomon-room 0 seat=amber name=ann",
	"hello gnomon-room x seat=amber name=ann",
	"hello gnomon-room 1 name=ann",
	"hello gnomon-room 1 seat=amber",
	"hello gnomon-room 1 seat=red name=ann",
	"hello gnomon-room 1 seat=amber name=",
	"hello gnomon-room 1 seat=amber name=-",
	"hello gnomon-room 1 seat=amber name=seventeen_letters",
	"hello gnomon-room 1 seat=amber name=a\"b",
	"hello gnomon-room 1 seat=amber name=a\\b",
	"hello gnomon-room 1 seat=amber name=ann name=bob",
	"hello gnomon-room 1 seat=amber seat=teal name=ann",
	"hello gnomon-room 1 seat=amber name=ann token=xyz",
	"hello gnomon-room 1 seat=amber name=ann token=",
	("hello gnomon-room 1 seat=amber name=ann token="
	 "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0"),
	"hello gnomon-room 1 seat=amber name=ann token=ab token=cd",
	"hello gnomon-room 1 seat=amber name=ann len=4",
	"hello gnomon-room 1 seat=amber name=ann len=2 len=2",
	"hello gnomon-room 1 seat=amber name=ann colour=red",
	"hello gnomon-room 1 seat=amber name=ann clock=1+1",
	"hello gnomon-room 1 seat=amber name=ann day=0",
	"hello gnomon-room 1 seat=amber name=ann fast",
	"say",
	"say ",
	"say \x1b", /* nothing left once cleaned */
	"error",
	"unsaved",
	"saved again",
	"room demo ann tom 1 1 0 1 playing len=2 day=8 sun=0 snake=0",
	("room ../x ann tom 1 1 0 1 playing len=2 day=8 sun=0 snake=0 mover=1 "
	 "start=1 stones=5 pie=0 hold=0"),
	("room demo ann tom 2 1 0 1 playing len=2 day=8 sun=0 snake=0 mover=1 "
	 "start=1 stones=5 pie=0 hold=0"),
	("room demo ann tom 1 1 -1 1 playing len=2 day=8 sun=0 snake=0 mover=1 "
	 "start=1 stones=5 pie=0 hold=0"),
	("room demo ann tom 1 1 0 0 playing len=2 day=8 sun=0 snake=0 mover=1 "
	 "start=1 stones=5 pie=0 hold=0"),
	("room demo ann tom 1 1 0 1 resting len=2 day=8 sun=0 snake=0 mover=1 "
	 "start=1 stones=5 pie=0 hold=0"),
	("room demo ann tom 1 1 0 1 playing len=2 day=8 sun=0 snake=0 mover=1 "
	 "start=1 stones=5 pie=0 hold=0 rated=0"),
	("room demo ann tom 1 1 0 1 playing len=2 day=8 sun=0 snake=0 mover=1 "
	 "start=1 stones=5 pie=0 hold=0 rated=1 rated=1"),
	("rules len=2 day=8 sun=0 snake=0 mover=1 start=1 stones=5 pie=0 "
	 "hold=0 rated=1"),
	"hello gnomon-room 1 seat=amber name=ann rated=1",
	"welcome demo any",
	"welcome -x amber",
	"rules len=2 day=8 sun=0 snake=0",
	("rules len=2 day=8 sun=0 snake=0 mover=1 start=1 stones=5 pie=0 "
	 "hold=0 clock=0+0"),
	("rules len=2 day=8 sun=0 snake=0 mover=1 start=1 stones=5 pie=0 "
	 "hold=0 clock=1000"),
	("rules len=2 day=8 sun=0 snake=0 mover=1 start=1 stones=5 pie=0 "
	 "hold=0 clock=1000+-1"),
	("rules len=2 day=8 sun=0 snake=0 mover=1 start=1 stones=5 pie=0 "
	 "hold=0 clock=1+1 clock=1+1"),
	("rules len=2 day=8 sun=0 snake=0 mover=1 start=1 stones=5 pie=0 "
	 "hold=0 extra"),
	"players ann",
	"players ann tom eve",
	"connected 1",
	"connected yes no",
	"watchers",
	"watchers 10000",
	"watchers +1",
	"clock 1 -1",
	"clock 1 99999999999999999999",
	"moves b1b2  c1c2",
	"moves b1b2 nope",
	"status",
	"status paused",
	"status paused watch",
	"status over amber",
	"status over none eclipse",
	"status over amber boredom",
	"status playing now",
	"moved b1b2",
	"moved 0 b1b2",
	"moved 97 b1b2",
	"undone 96",
	"undo-asked watch",
	"draw-offered",
	"joined any bob",
	"joined amber",
	"left watch",
	"not-answering teal",
	"not-answering teal 0",
	"not-answering teal -10",
	"not-answering teal 604801",
	"not-answering teal 99999999999999999999",
	"not-answering watch 10",
	"not-answering any 10",
	"not-answering teal 10 more",
	"not-answering teal 1e3",
	"answering",
	"answering watch",
	"answering teal now",
	"said amber ann",
	"said amber ann ",
	"said any ann hi",
	"over",
	"over amber",
	"pong pong",
	"sun",
	"sun 8",
	"sun -1",
	"sun SE",
	"sun 3 4",
	"keep now",
	"swap 1",
	"pie",
	"pie sun",
	"pie done 3",
	"pie colour 8",
	"pie keep 3 x",
	"pie swap -",
	"ratings",
	"ratings 1500",
	"ratings abc -",
	"ratings 123456 -",
	"ratings 1500?? -",
	"ratings ?1500 -",
	"ratings - - -",
	"ratings guests -",
};

static bool
clean_line(const char *text)
{
	for (; *text != '\0'; text++)
		if ((unsigned char)*text < ' ' || (unsigned char)*text > '~')
			return false;
	return true;
}

static void
test_wire_refuses_every_malformed_field(void **state)
{
	struct wire_message message;
	char error[WIRE_ERROR_MAX];

	(void)state;
	for (size_t i = 0; i < sizeof malformed / sizeof malformed[0]; i++) {
		error[0] = '\0';
		if (wire_parse(malformed[i], &message, error) == 0)
			fail_msg("'%s' was accepted", malformed[i]);
		assert_true(strlen(error) > 0);
		if (!clean_line(error))
			fail_msg("the message for '%s' is not a clean line",
			    malformed[i]);
	}
}

static void
test_wire_refuses_a_line_too_long(void **state)
{
	struct wire_message message;
	char line[WIRE_LINE_MAX + 8], error[WIRE_ERROR_MAX];

	(void)state;
	memset(line, 'a', sizeof line);
	memcpy(line, "say ", 4);
	line[WIRE_LINE_MAX - 1] = '\0';		/* 511 bytes: a line's most */
	assert_int_equal(wire_parse(line, &message, error), -1);
	assert_non_null(strstr(error, "at most"));	/* too much to say */
	line[WIRE_LINE_MAX - 1] = 'a';
	line[WIRE_LINE_MAX] = '\0';		/* 512 bytes: too long */
	assert_int_equal(wire_parse(line, &message, error), -1);
	assert_non_null(strstr(error, "more than 511 bytes"));
	memcpy(line, "bye ", 4);
	line[WIRE_LINE_MAX - 1] = '\0';
	assert_int_equal(wire_parse(line, &message, error), 0);
	assert_int_equal(strlen(message.text), WIRE_LINE_MAX - 1 - 4);
}

static void
test_utf8_clean_strips_what_steers_a_terminal(void **state)
{
	static const char right_to_left[] = {
		'b', 'i', 'd', 'i', ' ', (char)0xE2, (char)0x80, (char)0xAE,
		'e', 'v', 'i', 'l', '\0'
	};
	static const struct {
		const char *dirty, *clean;
	} cases[] = {
		{ "plain text", "plain text" },
		{ "tab\there", "tab here" },
		{ "esc\x1b[31mred", "esc[31mred" },
		{ "bell\x07 nul-free\x7f del", "bell nul-free del" },
		{ "c1 csi \xc2\x9b"
		  "2J",
		    "c1 csi 2J" },
		{ "c1 nel \xc2\x85.", "c1 nel ." },
		{ "latin \xc2\xa0\xc3\xa9", "latin \xc2\xa0\xc3\xa9" },
		{ "sun \xe2\x98\x80 and \xf0\x9f\x8c\x91",
		    "sun \xe2\x98\x80 and \xf0\x9f\x8c\x91" },
		{ "stray \x80\xbf bytes", "stray  bytes" },
		{ "overlong \xc0\xaf \xe0\x80\xaf \xf0\x80\x80\xaf",
		    "overlong   " },
		{ "surrogate \xed\xa0\x80.", "surrogate ." },
		{ "too big \xf4\x90\x80\x80.", "too big ." },
		{ "bad lead \xf8\x88\x80\x80\x80.", "bad lead ." },
		{ "cut \xe2\x98", "cut " },
		{ "cut then ascii \xe2\x98x", "cut then ascii x" },
		/* U+202E, written as its bytes so no editor turns the line
		   round */
		{ right_to_left, "bidi evil" },
		{ "isolate \xe2\x81\xa6x\xe2\x81\xa9", "isolate x" },
		{ "", "" },
	};

	(void)state;
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char text[WIRE_TEXT_MAX];

		snprintf(text, sizeof text, "%s", cases[i].dirty);
		assert_int_equal(utf8_clean(text, strlen(text)),
		    strlen(cases[i].clean));
		assert_string_equal(text, cases[i].clean);
	}
}

/* Bytes as they came, a NUL among them: the NUL goes as any control, and
 * what follows it is kept. */
static void
test_utf8_clean_drops_a_nul_and_keeps_what_follows(void **state)
{
	char text[] = { 's', 'a', 'y', '\0', ' ', 'o', 'k', '\0' };

	(void)state;
	assert_int_equal(utf8_clean(text, sizeof text - 1), 6);
	assert_string_equal(text, "say ok");
}

/* A peer's line with a NUL in it is refused as the NUL it holds, not as
 * another byte (it was told as "control byte 0x7F"). */
static void
test_wire_parse_bytes_tells_a_nul_as_0x00(void **state)
{
	static const char line[] = { 's', 'a', 'y', ' ', 'a', '\0', 'b' };
	struct wire_message message;
	char error[WIRE_ERROR_MAX];

	(void)state;
	assert_int_equal(wire_parse_bytes(line, sizeof line, &message, error),
	    -1);
	assert_string_equal(error, "control byte 0x00 at column 6");
}

static void
test_wire_cut_text_keeps_whole_characters(void **state)
{
	char text[16];

	(void)state;
	strcpy(text, "ab\xe2\x98\x80");
	wire_cut_text(text, 5); /* room for 4 bytes: not the whole sun */
	assert_string_equal(text, "ab");
	strcpy(text, "ab\xe2\x98\x80");
	wire_cut_text(text, 6);
	assert_string_equal(text, "ab\xe2\x98\x80");
	strcpy(text, "abcdef");
	wire_cut_text(text, 4);
	assert_string_equal(text, "abc");
}

static void
test_wire_format_cleans_and_cuts_free_text(void **state)
{
	struct wire_message message;
	char line[WIRE_LINE_MAX], error[WIRE_ERROR_MAX];

	(void)state;
	wire_init(&message, WIRE_ERROR);
	strcpy(message.text, "no\x1b]0;pwned\x07 escape");
	assert_true(wire_format(&message, line, sizeof line) > 0);
	assert_string_equal(line, "error no]0;pwned escape");

	wire_init(&message, WIRE_SAY);
	memset(message.text, 'x', sizeof message.text - 1);
	message.text[sizeof message.text - 1] = '\0';
	assert_int_equal(wire_format(&message, line, sizeof line),
	    (int)strlen("say ") + WIRE_SAY_MAX);
	assert_int_equal(wire_parse(line, &message, error), 0);

	wire_init(&message, WIRE_BYE);
	memset(message.text, 'x', sizeof message.text - 1);
	message.text[sizeof message.text - 1] = '\0';
	assert_int_equal(wire_format(&message, line, sizeof line),
	    WIRE_LINE_MAX - 1);
}

static void
test_wire_format_refuses_fields_out_of_range(void **state)
{
	struct wire_message message;
	char line[WIRE_LINE_MAX], small[8];

	(void)state;
	wire_init(&message, WIRE_JOINED);
	message.seat = WIRE_SEAT_ANY;
	strcpy(message.name, "ann");
	assert_int_equal(wire_format(&message, line, sizeof line), -1);
	message.seat = WIRE_SEAT_TEAL;
	strcpy(message.name, "a b");
	assert_int_equal(wire_format(&message, line, sizeof line), -1);
	strcpy(message.name, "ann");
	assert_true(wire_format(&message, line, sizeof line) > 0);
	assert_int_equal(wire_format(&message, small, sizeof small), -1);
	assert_string_equal(small, "");

	wire_init(&message, WIRE_OVER);
	message.result = RESULT_NONE;
	assert_int_equal(wire_format(&message, line, sizeof line), -1);
	wire_init(&message, WIRE_WELCOME);
	strcpy(message.room, "a/b");
	assert_int_equal(wire_format(&message, line, sizeof line), -1);
	wire_init(&message, WIRE_NONE);
	assert_int_equal(wire_format(&message, line, sizeof line), -1);
}

static void
test_wire_a_full_history_fits_a_line(void **state)
{
	struct wire_message message, again;
	char line[WIRE_LINE_MAX], error[WIRE_ERROR_MAX];

	(void)state;
	wire_init(&message, WIRE_MOVES);
	message.move_count = MAX_PLIES;
	for (int i = 0; i < MAX_PLIES; i++)
		message.moves[i] = move_make(i % 49 / 7 * 8 + i % 7,
		    (i + 1) % 49 / 7 * 8 + (i + 1) % 7);
	assert_true(wire_format(&message, line, sizeof line) > 0);
	assert_int_equal(wire_parse(line, &again, error), 0);
	assert_int_equal(again.move_count, MAX_PLIES);
	assert_memory_equal(again.moves, message.moves, sizeof message.moves);
}

static void
test_wire_rules_match_only_what_is_given(void **state)
{
	struct wire_message message;
	char error[WIRE_ERROR_MAX];
	struct rules rules;

	(void)state;
	rules_default(&rules);
	rules.day_length = 6;
	assert_int_equal(wire_parse("hello gnomon-room 1 seat=any name=a",
			     &message, error),
	    0);
	assert_true(wire_rules_match(&message, &rules));
	assert_int_equal(wire_parse("hello gnomon-room 1 seat=any name=a len=2",
	    &message, error), 0);
	assert_true(wire_rules_match(&message, &rules)); /* day not given */
	assert_int_equal(wire_parse("hello gnomon-room 1 seat=any name=a day=8",
	    &message, error), 0);
	assert_false(wire_rules_match(&message, &rules));
	assert_int_equal(wire_parse("hello gnomon-room 1 seat=any name=a "
				    "mover=0",
			     &message, error),
	    0);
	assert_false(wire_rules_match(&message, &rules));
}

static void
test_wire_names(void **state)
{
	(void)state;
	assert_true(wire_name_valid("ann"));
	assert_true(wire_name_valid("sixteen_letters!"));
	assert_false(wire_name_valid("seventeen_letters"));
	assert_false(wire_name_valid(""));
	assert_false(wire_name_valid("-"));
	assert_false(wire_name_valid("a b"));
	assert_false(wire_name_valid("\xc3"));		/* half a character */
	assert_true(wire_room_valid("amber-fox-42"));
	assert_true(wire_room_valid("Room_1.b"));
	assert_false(wire_room_valid(".hidden"));
	assert_false(wire_room_valid("-x"));
	assert_false(wire_room_valid("a/b"));
	assert_false(wire_room_valid("a~b"));
	assert_false(wire_room_valid("123456789012345678901234567890123"));
	assert_true(wire_is_request(WIRE_HELLO));
	assert_true(wire_is_request(WIRE_BYE));
	assert_false(wire_is_request(WIRE_MOVED));
	assert_false(wire_is_request(WIRE_NONE));
}

/*
 * A name is 1 to 16 characters of UTF-8, counted in characters, not bytes;
 * one that breaks a rule is told which, and the parser refuses it with the
 * rule, from a hello or a room's message alike.
 */
static void
test_wire_name_rule(void **state)
{
	static const struct {
		const char	*name, *rule;	/* rule NULL: a good name */
	} names[] = { { "s\xc3\xb8ren", NULL }, /* søren */
		{ "\xe6\x9d\x8e\xe9\x9b\xb7", NULL }, /* 李雷 */
		{ "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3"
		  "\xa9"
		  "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3"
		  "\xa9",
		    NULL }, /* 16 characters, 32 bytes */
		{ "sixteen_letters!", NULL },
		{ "seventeen_letters", "at most 16 characters" },
		{ "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3"
		  "\xa9"
		  "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3"
		  "\xa9"
		  "e",
		    "at most 16 characters" },
		{ "s\xc3\xb8 m", "spaces are not allowed" }, /* sø m */
		{ "a\xc2\xa0"
		  "b",
		    "spaces are not allowed" }, /* no-break */
		{ "a\xe3\x80\x80"
		  "b",
		    "spaces are not allowed" }, /* ideographic */
		{ "a\"b", "quotes are not allowed" },
		{ "a\\b", "backslashes are not allowed" },
		{ "a\tb", "control and invisible characters" },
		{ "a\xc2\x9b"
		  "b",
		    "control and invisible characters" }, /* C1 CSI */
		{ "a\xe2\x80\x8b"
		  "b",
		    "control and invisible characters" }, /* ZWSP */
		/* RLO, right-to-left override: the test's very point. */
		/* NOLINTNEXTLINE(misc-misleading-bidirectional) */
		{ "a\xe2\x80\xae" "b",
		    "control and invisible characters" },
		{ "a\xff", "UTF-8" },
		{ "\xc0\xaf", "UTF-8" }, /* overlong '/' */
		{ "", "empty" }, { "-", "nobody" } };
	struct wire_message message;
	char line[WIRE_LINE_MAX], error[WIRE_ERROR_MAX];

	(void)state;
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
		const char *rule = wire_name_rule(names[i].name);

		if (names[i].rule == NULL) {
			if (rule != NULL)
				fail_msg("'%s': %s", names[i].name, rule);
			assert_true(wire_name_valid(names[i].name));
			continue;
		}
		if (rule == NULL || strstr(rule, names[i].rule) == NULL)
			fail_msg("'%s' is refused for '%s', not '%s'",
			    names[i].name, rule != NULL ? rule : "nothing",
			    names[i].rule);
		assert_false(wire_name_valid(names[i].name));
		/* The parser says the rule too (a name with a space is two
		 * words on the wire: the hello is refused otherwise). */
		if (strpbrk(names[i].name, " \t") != NULL ||
		    names[i].name[0] == '\0')
			continue;
		snprintf(line, sizeof line,
		    "hello gnomon-room 1 seat=any name=%s", names[i].name);
		assert_int_equal(wire_parse(line, &message, error), -1);
		if (strstr(error, names[i].rule) == NULL)
			fail_msg("the hello of '%s' is refused with '%s'",
			    names[i].name, error);
		snprintf(line, sizeof line, "joined teal %s", names[i].name);
		assert_int_equal(wire_parse(line, &message, error), -1);
	}
	/* A good one goes both ways, whole. */
	assert_int_equal(wire_parse("said teal \xe6\x9d\x8e\xe9\x9b\xb7 "
				    "h\xc3\xa9llo",
			     &message, error),
	    0);
	assert_string_equal(message.name, "\xe6\x9d\x8e\xe9\x9b\xb7");
	assert_true(wire_format(&message, line, sizeof line) > 0);
	assert_string_equal(line,
	    "said teal \xe6\x9d\x8e\xe9\x9b\xb7 h\xc3\xa9llo");
	assert_int_equal(wire_parse("players s\xc3\xb8ren -", &message, error),
	    0);
	assert_string_equal(message.player[COLOUR_AMBER], "s\xc3\xb8ren");
	/* Only a name may be more than ASCII. */
	assert_int_equal(wire_parse("hello gnomon-room 1 seat=\xc3\xa9 name=a",
	    &message, error), -1);
	assert_int_equal(wire_characters("s\xc3\xb8ren"), 5);
}

/*
 * The page's examples are the protocol: every line of a session in
 * gnomon-room(5), "> " a client's and "< " the room's, parses, as a request
 * and as the room's message respectively, and formats back to itself.
 */
static void
test_wire_the_page_examples_parse(void **state)
{
	struct wire_message message;
	char text[WIRE_LINE_MAX + 8], error[WIRE_ERROR_MAX],
	    line[WIRE_LINE_MAX];
	FILE *page = fopen(PAGE, "r");
	int lines = 0;

	(void)state;
	assert_non_null(page);
	while (fgets(text, sizeof text, page) != NULL) {
		bool client = strncmp(text, "> ", 2) == 0;

		if (!client && strncmp(text, "< ", 2) != 0)
			continue;
		text[strcspn(text, "\n")] = '\0';
		if (wire_parse(text + 2, &message, error) != 0)
			fail_msg(PAGE ": '%s': %s", text, error);
		assert_int_equal(wire_is_request(message.kind), client);
		assert_true(wire_format(&message, line, sizeof line) > 0);
		assert_string_equal(line, text + 2);
		lines++;
	}
	fclose(page);
	assert_true(lines >= 10);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_wire_every_message_round_trips),
		cmocka_unit_test(test_wire_reads_the_fields),
		cmocka_unit_test(test_wire_refuses_every_malformed_field),
		cmocka_unit_test(test_wire_refuses_a_line_too_long),
		cmocka_unit_test(
		    test_utf8_clean_strips_what_steers_a_terminal),
		cmocka_unit_test(
		    test_utf8_clean_drops_a_nul_and_keeps_what_follows),
		cmocka_unit_test(test_wire_parse_bytes_tells_a_nul_as_0x00),
		cmocka_unit_test(test_wire_cut_text_keeps_whole_characters),
		cmocka_unit_test(test_wire_format_cleans_and_cuts_free_text),
		cmocka_unit_test(test_wire_format_refuses_fields_out_of_range),
		cmocka_unit_test(test_wire_a_full_history_fits_a_line),
		cmocka_unit_test(test_wire_rules_match_only_what_is_given),
		cmocka_unit_test(test_wire_names),
		cmocka_unit_test(test_wire_name_rule),
		cmocka_unit_test(test_wire_the_page_examples_parse),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}

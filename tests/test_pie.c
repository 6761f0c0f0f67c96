/*
 * The pie rule (pie.h, gnomon(6) Variants): the setting read and written
 * like every variant, records that keep it with the chosen sun and the Pie
 * tag, the board and its move counts untouched by it, the computer's
 * choices (the sun nearest an even game, a swap when the value favours
 * Amber, the same every time), the engine's `pie` commands, selfplay's
 * pie step, and rooms refusing it.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/pie.h"
#include "ai/search.h"
#include "cli/engine.h"
#include "core/board.h"
#include "core/notation.h"
#include "core/options.h"
#include "core/perft.h"
#include "core/record.h"
#include "lab/match.h"
#include "net/wire.h"
#include "support/fixture.h"
#include "ui/rules_text.h"

/* Few enough nodes to keep the suite quick, enough for real values. */
#define TEST_NODES 3000
#define PERFT_DEPTH 3

static void
test_pie_setting_read_and_written(void **state)
{
	struct rules rules;
	struct options_binding variant = { &options_variant, &rules };
	char error[OPTIONS_ERROR_MAX], text[OPTIONS_TEXT_MAX];

	(void)state;
	rules_default(&rules);
	assert_false(rules.pie);
	assert_int_equal(options_read(&variant, 1, "pie=1", error), 0);
	assert_true(rules.pie);
	options_write(&options_variant, &rules, text, sizeof text);
	assert_non_null(strstr(text, " pie=1"));
	assert_int_equal(options_read(&variant, 1, "pie=2", error), -1);
	assert_string_equal(error, "pie must be 0 or 1, not 2");
	assert_true(rules.pie);
	assert_null(rules_check(&rules));
}

/* The board, and so every move count, is the board of the chosen sun. */
static void
test_pie_leaves_the_board_alone(void **state)
{
	(void)state;
	for (int sun = 0; sun < COMPASS_POINTS; sun++) {
		struct rules plain, pie;
		struct board a, b;

		rules_default(&plain);
		plain.start_sun = sun;
		pie = plain;
		pie.pie = true;
		board_start(&a, &plain);
		board_start(&b, &pie);
		assert_int_equal(a.hash, b.hash);
		assert_int_equal(a.sun, b.sun);
		assert_int_equal(perft(&a, PERFT_DEPTH),
		    perft(&b, PERFT_DEPTH));
	}
}

static void
test_pie_record_keeps_the_sun_and_the_choice(void **state)
{
	static const char text[] =
	    "[Gnomon \"1\"]\n"
	    "[Amber \"level 3\"]\n"
	    "[Teal \"person\"]\n"
	    "[Variant \"sun=NE pie=1\"]\n"
	    "[Pie \"swap\"]\n"
	    "\n"
	    "1. d1d2 d7d6\n";
	struct record record, again;
	char written[RECORD_TEXT_MAX], error[RECORD_ERROR_MAX];
	int line;

	(void)state;
	assert_int_equal(record_read(text, strlen(text), &record, &line, error),
	    0);
	assert_true(record.start.rules.pie);
	assert_int_equal(record.start.sun, COMPASS_NE);
	assert_string_equal(record_tag(&record, PIE_TAG), "swap");
	assert_true(record_write(&record, written, sizeof written) > 0);
	assert_non_null(strstr(written,
	    "[Variant \"len=2 day=8 sun=1 snake=0 mover=1 start=1 stones=5 "
	    "pie=1 hold=0\"]"));
	assert_non_null(strstr(written, "[Pie \"swap\"]"));
	assert_int_equal(record_read(written, strlen(written), &again, &line,
	    error), 0);
	assert_int_equal(again.move_count, 2);
	assert_true(again.start.rules.pie);
}

static void
test_pie_choice_names(void **state)
{
	(void)state;
	assert_string_equal(pie_choice_name(PIE_KEEP), "keep");
	assert_string_equal(pie_choice_name(PIE_SWAP), "swap");
	assert_int_equal(pie_choice_read("keep"), PIE_KEEP);
	assert_int_equal(pie_choice_read("swap"), PIE_SWAP);
	assert_int_equal(pie_choice_read("Swap"), -1);
	assert_int_equal(pie_choice_read(""), -1);
}

/* A search, the real rules with pie=1, and the tests' limits. */
static struct search *
test_setup(struct rules *rules, struct search_limits *limits)
{
	struct search *search = search_new(1);

	assert_non_null(search);
	rules_default(rules);
	rules->pie = true;
	search_limits_default(limits);
	limits->nodes = TEST_NODES;
	return search;
}

/*
 * The chosen sun is the one whose value is nearest 0, the lowest among
 * equals; each value is what that sun alone searches to, whatever was
 * searched before; and a second choice is the first.
 */
static void
test_pie_sun_nearest_even_and_repeatable(void **state)
{
	struct search_limits limits;
	struct rules rules;
	struct search *search = test_setup(&rules, &limits);
	int values[COMPASS_POINTS], again[COMPASS_POINTS], sun;

	(void)state;
	sun = pie_choose_sun(search, &rules, &limits, NULL, values);
	for (int point = 0; point < COMPASS_POINTS; point++) {
		assert_true(abs(values[sun]) <= abs(values[point]));
		if (point < sun)
			assert_true(abs(values[point]) > abs(values[sun]));
	}
	/* Backwards, one at a time: the same values. */
	for (int point = COMPASS_POINTS - 1; point >= 0; point--)
		assert_int_equal(pie_value(search, &rules, point, &limits,
				     NULL),
		    values[point]);
	assert_int_equal(pie_choose_sun(search, &rules, &limits, NULL, again),
	    sun);
	assert_memory_equal(values, again, sizeof values);
	search_free(search);
}

/* Teal's player swaps exactly when the value favours Amber. */
static void
test_pie_swap_when_amber_is_favoured(void **state)
{
	struct search_limits limits;
	struct rules rules;
	struct search *search = test_setup(&rules, &limits);
	int swaps = 0, keeps = 0;

	(void)state;
	for (int sun = 0; sun < COMPASS_POINTS; sun++) {
		int value,
		    expected = pie_value(search, &rules, sun, &limits, NULL);
		enum pie_choice choice = pie_choose_swap(search, &rules, sun,
		    &limits, NULL, &value);

		assert_int_equal(value, expected);
		assert_int_equal(choice, value > 0 ? PIE_SWAP : PIE_KEEP);
		swaps += choice == PIE_SWAP;
		keeps += choice == PIE_KEEP;
	}
	assert_int_equal(swaps + keeps, COMPASS_POINTS);
	search_free(search);
}

/* The value is Amber's: the search's own score of the start, Amber to move. */
static void
test_pie_value_is_ambers_view(void **state)
{
	struct search_limits limits;
	struct search_report report;
	struct rules rules;
	struct search *search = test_setup(&rules, &limits);
	struct board start;

	(void)state;
	rules.start_sun = COMPASS_SE;
	board_start(&start, &rules);
	assert_int_equal(start.side, COLOUR_AMBER);
	search_clear(search);
	search_run(search, &start, &limits, NULL, &report);
	assert_int_equal(pie_value(search, &rules, COMPASS_SE, &limits, NULL),
	    report.score);
	search_free(search);
}

static const char *
engine_says(struct engine *engine, const char *line)
{
	engine_execute(engine, line);
	return engine->reply;
}

static void
test_pie_engine_commands(void **state)
{
	struct engine engine;
	char line[64], sun[8], position[NOTATION_POSITION_MAX];
	struct search_limits limits;
	struct rules rules;
	struct search *search = test_setup(&rules, &limits);
	int expected;

	(void)state;
	expected = pie_sun(search, &rules, &limits, NULL, NULL);

	engine_init(&engine);
	assert_string_equal(engine_says(&engine, "pie sun"),
	    "not a pie game: begin one with new pie=1");
	assert_true(engine.failed);
	engine_says(&engine, "new pie=1");
	assert_false(engine.failed);
	snprintf(line, sizeof line, "pie sun nodes=%d", TEST_NODES);
	snprintf(sun, sizeof sun, "%.7s", engine_says(&engine, line));
	assert_false(engine.failed);
	assert_string_equal(sun, compass_name(expected));
	/* The game now starts with that sun. */
	assert_int_equal(engine.board.sun, expected);
	snprintf(position, sizeof position, "1ttttt1/7/7/7/7/7/1aaaaa1 a %s 1",
	    sun);
	assert_string_equal(engine_says(&engine, "show"), position);

	snprintf(line, sizeof line, "pie swap SW nodes=%d", TEST_NODES);
	assert_string_equal(engine_says(&engine, line), pie_choice_name(
	    pie_swap(search, &rules, COMPASS_SW, &limits, NULL, NULL)));
	assert_int_equal(engine.board.sun, COMPASS_SW);

	assert_string_equal(engine_says(&engine, "pie swap"),
	    "pie swap needs the sun, like NE");
	assert_string_equal(engine_says(&engine, "pie swap up"),
	    "sun must be 0 to 7 or N NE E SE S SW W NW, not 'up'");
	assert_string_equal(engine_says(&engine, "pie toss"),
	    "pie takes sun or swap SUN, and limits");
	engine_says(&engine, "play d1d2");
	assert_false(engine.failed);
	assert_string_equal(engine_says(&engine, "pie sun"),
	    "the pie is chosen before the first move");
	assert_true(engine.failed);
	assert_int_equal(engine.plies, 1);
	engine_free(&engine);
	search_free(search);
}

/*
 * selfplay's pie: p1 chooses the sun at its limits, p2 the colour at its
 * own, by pie.h's chooser: the tables under the designer's rules, each
 * player's search under others (shadows of 3).
 */
static void
test_pie_match_uses_each_players_limits(void **state)
{
	struct match_player players[COLOUR_COUNT];
	struct search *searches[COLOUR_COUNT] = { search_new(1),
		search_new(1) };
	struct search_limits limits[COLOUR_COUNT];
	struct rules rules;
	char error[OPTIONS_ERROR_MAX];

	(void)state;
	assert_non_null(searches[0]);
	assert_non_null(searches[1]);
	memset(players, 0, sizeof players);
	assert_int_equal(match_read_player("p1", "n3000", &players[0], error),
	    0);
	assert_int_equal(match_read_player("p2", "2", &players[1], error), 0);
	match_limits(&players[0], 0, &limits[0]);
	match_limits(&players[1], 0, &limits[1]);
	assert_true(limits[1].designer);
	assert_int_equal(limits[1].depth, 2);
	rules_default(&rules);
	rules.pie = true;
	for (int len = 2; len <= 3; len++) {
		const struct pie_table *tables[COLOUR_COUNT];
		int sun;
		bool swap;

		rules.shadow_length = len;
		match_pie(&rules, players, searches, &sun, &swap);
		assert_int_equal(sun, pie_sun(searches[0], &rules, &limits[0],
		    NULL, &tables[0]));
		assert_int_equal(swap, pie_swap(searches[1], &rules, sun,
		    &limits[1], NULL, &tables[1]) == PIE_SWAP);
		for (int colour = 0; colour < COLOUR_COUNT; colour++) {
			assert_true(tables[colour] == match_pie_table(&rules,
			    &players[colour]));
			assert_true((tables[colour] != NULL) == (len == 2));
		}
		if (len == 3) {
			assert_int_equal(sun, pie_choose_sun(searches[0],
			    &rules, &limits[0], NULL, NULL));
			assert_int_equal(swap, pie_choose_swap(searches[1],
			    &rules, sun, &limits[1], NULL, NULL) == PIE_SWAP);
		}
	}
	search_free(searches[0]);
	search_free(searches[1]);
}

/*
 * One chooser for every computer player: selfplay's players and the
 * engine, each fresh, make the same choices at the same node limits, at
 * the strengths the designer saw them disagree and lopsided.
 */
static void
test_pie_selfplay_and_engine_agree(void **state)
{
	static const char *const strengths[] = { "20000", "100000" };

	(void)state;
	for (size_t at = 0; at < sizeof strengths / sizeof strengths[0];
	     at++) {
		struct match_player players[COLOUR_COUNT];
		/* Each table as selfplay's default (tt=), as the engine's. */
		struct search *searches[COLOUR_COUNT] = {
			search_new(SEARCH_TT_DEFAULT_MB),
			search_new(SEARCH_TT_DEFAULT_MB)
		};
		struct engine engine;
		struct rules rules;
		char player[16], line[64], error[OPTIONS_ERROR_MAX];
		int sun;
		bool swap;

		assert_non_null(searches[0]);
		assert_non_null(searches[1]);
		memset(players, 0, sizeof players);
		snprintf(player, sizeof player, "n%s", strengths[at]);
		assert_int_equal(match_read_player("p1", player, &players[0],
		    error), 0);
		players[1] = players[0];
		rules_default(&rules);
		rules.pie = true;
		match_pie(&rules, players, searches, &sun, &swap);

		/* Each answer from an engine that has searched nothing. */
		engine_init(&engine);
		engine_says(&engine, "new pie=1");
		snprintf(line, sizeof line, "pie sun nodes=%s", strengths[at]);
		assert_string_equal(engine_says(&engine, line),
		    compass_name(sun));
		engine_free(&engine);
		engine_init(&engine);
		engine_says(&engine, "new pie=1");
		snprintf(line, sizeof line, "pie swap %s nodes=%s",
		    compass_name(sun), strengths[at]);
		assert_string_equal(engine_says(&engine, line),
		    pie_choice_name(swap ? PIE_SWAP : PIE_KEEP));
		engine_free(&engine);
		search_free(searches[0]);
		search_free(searches[1]);
	}
}

/*
 * Each table's players choose from it, and the two choices read it alike:
 * the sun nearest 50%, and Teal's player takes the side the table scores
 * higher from any sun (Amber's above 50%, else Teal's), never the lower.
 */
static void
test_pie_swap_takes_the_favoured_side(void **state)
{
	const struct pie_table *table;

	(void)state;
	assert_non_null(pie_table_at(0));
	for (int at = 0; (table = pie_table_at(at)) != NULL; at++) {
		struct match_player players[COLOUR_COUNT];
		struct search *searches[COLOUR_COUNT] = { NULL, NULL };
		struct rules rules;
		char player[32], error[OPTIONS_ERROR_MAX];
		int sun, score;
		bool swap;

		memset(players, 0, sizeof players);
		snprintf(player, sizeof player, "n%" PRIu64, table->nodes);
		assert_int_equal(match_read_player("p1", player, &players[0],
		    error), 0);
		players[1] = players[0];
		rules_default(&rules);
		rules.pie = true;
		assert_true(match_pie_table(&rules, &players[0]) == table);
		/* No search is needed, so none is given. */
		match_pie(&rules, players, searches, &sun, &swap);
		assert_int_equal(sun, pie_table_sun(table));
		score = pie_table_score(table, sun);
		for (int point = 0; point < COMPASS_POINTS; point++)
			assert_true(abs(2 * pie_table_score(table, point) -
			    PIE_PER_MILLE) >= abs(2 * score - PIE_PER_MILLE));
		assert_int_equal(swap, score > PIE_PER_MILLE / 2);
		for (int point = 0; point < COMPASS_POINTS; point++) {
			int amber = pie_table_score(table, point);
			enum pie_choice choice = pie_table_swap(table, point);

			assert_true(pie_table_games(table, point) > 0);
			assert_true(choice == PIE_SWAP ?
			    amber > PIE_PER_MILLE / 2 :
			    amber <= PIE_PER_MILLE / 2);
		}
	}
}

static uint64_t
whole_root(uint64_t square)
{
	uint64_t root = 0;

	while ((root + 1) * (root + 1) <= square)
		root++;
	return root;
}

/*
 * The nearest table by the nodes a move, as a ratio: below the geometric
 * mean of two neighbours the weaker, from it on the stronger; beyond the
 * ends the ends; no node count (the designer's depths, the levels 1 to 4)
 * the weakest, level 5 the strongest; other rules none.
 */
static void
test_pie_nearest_table_by_ratio(void **state)
{
	struct search_limits limits;
	struct rules rules;
	const struct pie_table *weakest = pie_table_at(0), *strongest = NULL;
	int count = 0;

	(void)state;
	rules_default(&rules);
	rules.pie = true;
	while (pie_table_at(count) != NULL)
		strongest = pie_table_at(count++);
	for (int at = 0; at + 1 < count; at++) {
		const struct pie_table *a = pie_table_at(at),
		    *b = pie_table_at(at + 1);
		uint64_t mean = whole_root(a->nodes * b->nodes);

		assert_true(a->nodes < b->nodes);
		search_limits_default(&limits);
		limits.nodes = mean;
		assert_true(pie_table_for(&rules, &limits) ==
		    (mean * mean == a->nodes * b->nodes ? b : a));
		limits.nodes = mean + 1;
		assert_true(pie_table_for(&rules, &limits) == b);
	}
	search_limits_default(&limits);
	limits.nodes = 1;
	assert_true(pie_table_for(&rules, &limits) == weakest);
	limits.nodes = 1000000000;
	assert_true(pie_table_for(&rules, &limits) == strongest);
	pie_limits(&limits);
	assert_true(pie_table_for(&rules, &limits) == strongest);
	search_limits_default(&limits);
	limits.depth = 6;
	assert_true(pie_table_for(&rules, &limits) == weakest);
	limits.designer = true;
	limits.depth = 3;
	assert_true(pie_table_for(&rules, &limits) == weakest);
	search_limits_default(&limits);
	limits.level = 2;
	assert_true(pie_table_for(&rules, &limits) == weakest);
	limits.level = SEARCH_LEVEL_MASTER;
	assert_true(pie_table_for(&rules, &limits) == strongest);
	assert_true(pie_table_shown(&rules) == strongest);
	rules.shadow_length = 3;
	assert_null(pie_table_for(&rules, &limits));
	assert_null(pie_table_shown(&rules));
}

/* A room has no pie step: pie=1 is refused on the wire, either way. */
/*
 * The game's choices under the designer's rules come from the measured
 * table (gnomon(6) DESIGN, by the starting sun): SE scores 50.5% for
 * Amber, the nearest to even, and is the only sun above 50%; every other
 * rule set has no table and goes to the search.
 */
static void
test_pie_measured_choices(void **state)
{
	struct rules rules;

	(void)state;
	rules_default(&rules);
	rules.pie = true;
	rules.start_sun = COMPASS_W;	/* sun= is no choice under the pie */
	assert_int_equal(pie_measured_sun(&rules), COMPASS_SE);
	for (int sun = 0; sun < COMPASS_POINTS; sun++)
		assert_int_equal(pie_measured_swap(&rules, sun),
		    sun == COMPASS_SE ? PIE_SWAP : PIE_KEEP);
	/* No search is needed, so none is touched. */
	assert_int_equal(pie_play_sun(NULL, &rules, NULL), COMPASS_SE);
	assert_int_equal(pie_play_swap(NULL, &rules, COMPASS_N, NULL),
	    PIE_KEEP);

	rules.shadow_length = 3;
	assert_int_equal(pie_measured_sun(&rules), -1);
	assert_int_equal(pie_measured_swap(&rules, COMPASS_SE), -1);
	rules_default(&rules);
	rules.stones = 7;
	assert_int_equal(pie_measured_sun(&rules), -1);
}

/*
 * The measured tables in the program are the ones the pages show: the
 * strongest, the manual's, in gnomon-lab(6) DESIGN and doc/lab-design.md,
 * and every table in doc/lab-design.md after its command (`p1=nN
 * p2=nN`).  Each sun's row ("SE 400 202 198 0 50.5% ...", its columns' Ta
 * and blanks squeezed) holds the table's games and the score
 * pie_table_score gives.  The files are read from the tree (make check
 * runs at its top).
 */
static char *
squeezed_page(const char *path)
{
	enum { PAGE_MAX = 1 << 20 };
	FILE *file = fopen(path, "r");
	char *page = malloc(PAGE_MAX), *squeezed = malloc(PAGE_MAX),
	     *out = squeezed;
	bool blank = false;
	size_t size;

	if (file == NULL)
		fail_msg("%s cannot be read", path);
	assert_non_null(page);
	assert_non_null(squeezed);
	size = fread(page, 1, PAGE_MAX - 1, file);
	fclose(file);
	assert_true(size < PAGE_MAX - 1);
	page[size] = '\0';
	/* A column's separator, " Ta ", is a blank like the others. */
	for (char *ta = strstr(page, " Ta "); ta != NULL;
	     ta = strstr(ta, " Ta "))
		memcpy(ta, "    ", 4);
	for (const char *c = page; *c != '\0'; c++) {
		bool space = *c == ' ' || *c == '\n' || *c == '\t';

		if (!space && blank)
			*out++ = ' ';
		if (!space)
			*out++ = *c;
		blank = space;
	}
	*out = '\0';
	free(page);
	return squeezed;
}

static void
table_is_in(const char *path, const char *after,
    const struct pie_table *table)
{
	for (int sun = 0; sun < COMPASS_POINTS; sun++) {
		const struct pie_row *want = &table->suns[sun];
		char row[32];
		const char *at;
		int amber, teal, drawn, whole, tenth;

		snprintf(row, sizeof row, " %s %d ", compass_name(sun),
		    pie_table_games(table, sun));
		at = strstr(after, row);
		if (at == NULL)
			fail_msg("%s has no row \"%s\" of %" PRIu64 " nodes",
			    path, row, table->nodes);
		assert_int_equal(sscanf(at + strlen(row), "%d %d %d %d.%d%%",
		    &amber, &teal, &drawn, &whole, &tenth), 5);
		assert_int_equal(amber, want->amber);
		assert_int_equal(teal, want->teal);
		assert_int_equal(drawn, want->drawn);
		assert_int_equal(whole * 10 + tenth,
		    pie_table_score(table, sun));
	}
}

static void
test_pie_measured_table_is_the_pages(void **state)
{
	const struct pie_table *table;
	struct rules rules;
	char *page;

	(void)state;
	rules_default(&rules);
	page = squeezed_page("man/gnomon-lab.6");
	table_is_in("man/gnomon-lab.6", page, pie_table_shown(&rules));
	free(page);
	page = squeezed_page("doc/lab-design.md");
	for (int at = 0; (table = pie_table_at(at)) != NULL; at++) {
		char command[64];
		const char *after;

		snprintf(command, sizeof command,
		    " p1=n%" PRIu64 " p2=n%" PRIu64 " ", table->nodes,
		    table->nodes);
		after = strstr(page, command);
		if (after == NULL)
			fail_msg("doc/lab-design.md has no \"%s\"", command);
		table_is_in("doc/lab-design.md", after, table);
	}
	free(page);
}

/* Rooms play the pie rule (gnomon-room(5)): their lines carry pie=1. */
static void
test_pie_read_by_rooms(void **state)
{
	struct wire_message message;
	char error[WIRE_ERROR_MAX];

	(void)state;
	assert_int_equal(wire_parse("rules len=2 day=8 sun=3 snake=0 mover=1 "
	    "start=1 stones=5 pie=1 hold=0", &message, error), 0);
	assert_true(message.rules.pie);
	assert_int_equal(message.rules.start_sun, 3);
	assert_int_equal(wire_parse("hello gnomon-room 1 seat=amber name=ann "
	    "pie=1", &message, error), 0);
	assert_true(message.rules.pie);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_pie_setting_read_and_written),
		cmocka_unit_test(test_pie_leaves_the_board_alone),
		cmocka_unit_test(test_pie_record_keeps_the_sun_and_the_choice),
		cmocka_unit_test(test_pie_choice_names),
		cmocka_unit_test(test_pie_sun_nearest_even_and_repeatable),
		cmocka_unit_test(test_pie_swap_when_amber_is_favoured),
		cmocka_unit_test(test_pie_value_is_ambers_view),
		cmocka_unit_test(test_pie_engine_commands),
		cmocka_unit_test(test_pie_measured_choices),
		cmocka_unit_test(test_pie_measured_table_is_the_pages),
		cmocka_unit_test(test_pie_match_uses_each_players_limits),
		cmocka_unit_test(test_pie_selfplay_and_engine_agree),
		cmocka_unit_test(test_pie_swap_takes_the_favoured_side),
		cmocka_unit_test(test_pie_nearest_table_by_ratio),
		cmocka_unit_test(test_pie_read_by_rooms),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}

/*
 * The hint analysis (hints.h) against the rules, as the plain second
 * implementation (tests/support/plain.c) plays them, over thousands of
 * positions of seeded random games in several variants.  For every legal
 * move the plain rules play the move and then every reply of the enemy, and
 * the test holds the hint to what really happens:
 *
 *   - a move that loses a stone for certain (at once, to dusk, or to every
 *     reply the enemy has) is never quiet (a white dot) or gold;
 *   - what it takes is what the move eclipses;
 *   - the reply the hint names is legal and takes exactly what the hint says,
 *     and no reply takes more (stones dusk takes anyway left aside);
 *   - the stones it calls doomed stand in the enemy's shade and some reply
 *     takes them; the stones it gives to dusk are lost whatever the reply;
 *   - the side to move's stones it says are within one enemy move are those
 *     some enemy move takes after the side to move passes (the plain rules
 *     play the pass), and the move it names for each takes it; those it
 *     says stand in the shade are in the enemy's shade after the pass,
 *     with no move named, and those lost whatever the enemy plays are
 *     taken by every reply.
 *
 * The exact checks hold under the mover rule when the enemy moves next (the
 * hint judges the snake's double turn, and the instant rule's reply, more
 * roughly); the first check holds in every variant.  The dots are the
 * classes (ui_view.c; test_ui_play checks each colour), so this is the
 * check that no dot is white or gold for a move that loses a stone for
 * certain.
 * This file only converts between the two implementations and compares.
 *
 * GNOMON_HINTS_PLAIN_GAMES sets the random games of each variant (default
 * 100; make check plays fewer, make check-long all).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "core/board.h"
#include "core/hints.h"
#include "core/notation.h"
#include "core/rng.h"
#include "support/fixture.h"
#include "support/plain.h"
#include "support/plain_bridge.h"

enum {
	GAMES_PER_VARIANT_DEFAULT = 100,
	GAMES_PER_VARIANT_MOST = 100000,
	CONTEXT_MAX = 192
};

#define BASE_SEED UINT64_C(0x68696E7473212121)

/* What the games have exercised, so that the test cannot pass idly. */
static struct {
	long	moves, certain, doomed, dusk, worst, holds, reach, standing,
		whatever, threats;
} seen;

static uint64_t
plain_cells(int flags[PLAIN_SIZE][PLAIN_SIZE])
{
	return plain_bridge_bitboard(flags);
}

/* The core board of a plain position, read from its position string. */
static void
core_board(const struct plain *p, struct board *board)
{
	char text[PLAIN_POSITION_MAX], error[NOTATION_ERROR_MAX];
	struct rules rules;

	plain_bridge_rules(&p->rules, &rules);
	plain_position(p, text);
	if (notation_read_position(text, &rules, board, error) != 0)
		fail_msg("the core refuses '%s': %s", text, error);
}

/* The plain move written as `text`; fails if there is none. */
static struct plain_move
plain_move_named(const struct plain *p, const char *text)
{
	struct plain_move moves[PLAIN_MOVES_MAX];
	char name[PLAIN_MOVE_TEXT_MAX];
	int count = plain_moves(p, moves);

	for (int i = 0; i < count; i++) {
		plain_move_text(&moves[i], name);
		if (strcmp(name, text) == 0)
			return moves[i];
	}
	fail_msg("no plain move %s", text);
	return moves[0];
}

/* One move's hint held to what the plain rules do with it. */
/* The threats name every stone some reply takes, none lost for certain,
 * each once, each with a reply that takes it; the moved stone's first. */
static void
check_threats(const struct plain *after, const struct move_hint *hint,
    uint64_t any, const char *context)
{
	struct plain reply_board;
	struct plain_losses losses;
	struct plain_move move;
	char text[NOTATION_MOVE_MAX];
	bitboard named = 0, to = move_is_hold(hint->move) ||
	    hint->move == MOVE_PASS ? 0 : bb_cell(move_to(hint->move));

	for (int i = 0; i < hint->threat_count; i++) {
		bitboard stones = hint->threats[i].stones;

		notation_move(hint->threats[i].reply, text);
		reply_board = *after;
		move = plain_move_named(after, text);
		plain_play(&reply_board, &move, &losses);
		if (stones == 0 || (named & stones) != 0 ||
		    (plain_cells(losses.eclipsed[!after->side]) & stones) !=
		    stones)
			fail_msg("%s: threat %s does not take what it names",
			    context, text);
		if (i > 0 && (stones & to) != 0)
			fail_msg("%s: the moved stone's threat is not first",
			    context);
		named |= stones;
	}
	if (named != (any & ~hint->doomed & ~hint->dusk))
		fail_msg("%s: the threats leave out a stone", context);
	seen.threats += hint->threat_count > 1;
}

static void
check_move(const struct plain *p, const struct move_hint *hint,
    const char *context)
{
	struct plain after = *p, reply_board;
	struct plain_losses losses, reply_losses;
	struct plain_move replies[PLAIN_MOVES_MAX], move;
	char text[NOTATION_MOVE_MAX];
	int mover = p->side, enemy = !p->side, count, most = 0;
	int shade[PLAIN_SIZE][PLAIN_SIZE];
	uint64_t now, every = ~UINT64_C(0), any = 0, standing;
	bool exact, certain, quiet_or_gold, saved = false;

	notation_move(hint->move, text);
	move = plain_move_named(p, text);
	plain_play(&after, &move, &losses);
	now = plain_cells(losses.eclipsed[mover]) |
	    plain_cells(losses.darkened[mover]);
	if (plain_cells(losses.eclipsed[enemy]) != hint->takes)
		fail_msg("%s %s: takes differ", context, text);
	/* A hold (hold=1) spends its stone: a certain loss too. */
	certain = now != 0 || move.hold;
	seen.holds += move.hold;
	exact = p->rules.mover && !plain_is_over(&after) && after.side == enemy;
	if (!plain_is_over(&after) && after.side == enemy) {
		count = plain_moves(&after, replies);
		for (int i = 0; i < count; i++) {
			uint64_t eclipsed, lost;

			reply_board = after;
			plain_play(&reply_board, &replies[i], &reply_losses);
			eclipsed = plain_cells(reply_losses.eclipsed[mover]);
			lost = eclipsed |
			    plain_cells(reply_losses.darkened[mover]);
			every &= lost;
			saved |= lost == 0;
			any |= eclipsed;
			if (bb_count(eclipsed & ~hint->dusk) > most)
				most = bb_count(eclipsed & ~hint->dusk);
		}
		/* Whatever the enemy does, the mover loses a stone: certain. */
		if (count > 0 && !saved)
			certain = true;
		if (exact) {
			plain_shadows(&after, enemy, after.sun, shade);
			standing = plain_cells(shade);
			if ((hint->doomed & ~(standing & any)) != 0)
				fail_msg("%s %s: doomed stones no reply takes",
				    context, text);
			if ((hint->dusk & ~(every | now)) != 0)
				fail_msg("%s %s: dusk stones a reply saves",
				    context, text);
			if (bb_count(hint->exposed & ~hint->dusk) != most)
				fail_msg("%s %s: the worst reply takes %d, the "
					 "hint %d",
				    context, text, most,
				    bb_count(hint->exposed & ~hint->dusk));
			if (most > 0) {
				notation_move(hint->reply, text);
				reply_board = after;
				move = plain_move_named(&after, text);
				plain_play(&reply_board, &move, &reply_losses);
				if (plain_cells(reply_losses.eclipsed[mover]) !=
				    hint->exposed)
					fail_msg("%s: reply %s takes other "
						 "stones",
					    context, text);
				seen.worst++;
			}
			check_threats(&after, hint, any, context);
		}
	}
	quiet_or_gold = hint->class == MOVE_CLASS_QUIET ||
	    hint->class == MOVE_CLASS_GOLD;
	if (certain && quiet_or_gold) {
		notation_move(hint->move, text);
		fail_msg("%s %s: loses a stone for certain but is %s", context,
		    text, hint->class == MOVE_CLASS_GOLD ? "gold" : "white");
	}
	seen.moves++;
	seen.certain += certain;
	seen.doomed += hint->doomed != 0;
	seen.dusk += hint->dusk != 0;
}

/* The stones within one enemy move held to what the plain rules do when
 * the side to move passes and the enemy then moves (where the enemy moves
 * next: under the snake order the mover may move twice running). */
static void
check_reach(const struct plain *p, const struct hints *hints,
    const char *context)
{
	struct plain after = *p, reply;
	struct plain_move pass = { .pass = 1 }, replies[PLAIN_MOVES_MAX], move;
	struct plain_losses losses;
	char text[NOTATION_MOVE_MAX];
	int mover = p->side, enemy = !p->side, count;
	int shade[PLAIN_SIZE][PLAIN_SIZE];
	uint64_t any = 0, every = ~UINT64_C(0), cells, standing;

	plain_play(&after, &pass, NULL);
	if (plain_is_over(&after)) {
		if (hints->in_reach != 0)
			fail_msg("%s: stones in reach of a game that is over",
			    context);
		return;
	}
	if (after.side != enemy)
		return;
	count = plain_moves(&after, replies);
	for (int i = 0; i < count; i++) {
		reply = after;
		plain_play(&reply, &replies[i], &losses);
		any |= plain_cells(losses.eclipsed[mover]);
		every &= plain_cells(losses.eclipsed[mover]);
	}
	if (hints->in_reach != any)
		fail_msg("%s: in reach differs from what the replies take",
		    context);
	/* Standing: in the enemy's shade as the board stands after the
	 * pass, no step needed; lost whatever the enemy plays: taken by
	 * every reply.  Neither has a move named. */
	plain_shadows(&after, enemy, after.sun, shade);
	standing = any & plain_cells(shade);
	if (hints->reach_standing != standing)
		fail_msg("%s: the stones standing in the shade differ",
		    context);
	if (hints->reach_whatever != (count > 0 ? standing & every : 0))
		fail_msg("%s: the stones lost whatever the enemy plays differ",
		    context);
	seen.standing += standing != 0;
	seen.whatever += hints->reach_whatever != 0;
	for (cells = hints->in_reach; cells != 0;) {
		int cell = bb_pop(&cells);

		if (standing & bb_cell(cell)) {
			if (hints->reach_reply[cell] != MOVE_NONE)
				fail_msg("%s: a move named for a standing "
					 "stone",
				    context);
			continue;
		}
		notation_move(hints->reach_reply[cell], text);
		move = plain_move_named(&after, text);
		reply = after;
		plain_play(&reply, &move, &losses);
		if ((plain_cells(losses.eclipsed[mover]) & bb_cell(cell)) == 0)
			fail_msg("%s: %s does not take the stone it is named "
				 "for",
			    context, text);
	}
	seen.reach += hints->in_reach != 0;
}

/*
 * `p` as it will stand once this round ends, as far as shadows go: the sun
 * one point on (unless a hold keeps it: hold=1), the moon (moon=1) one point
 * back after an even round, and the stones on the ring dusk darkens gone.
 */
static void
plain_tomorrow(const struct plain *p, struct plain *tomorrow)
{
	*tomorrow = *p;
	tomorrow->sun = p->held ? p->sun : (p->sun + 1) % PLAIN_POINTS;
	tomorrow->held = 0;
	if (p->rules.moon && p->round % 2 == 0)
		tomorrow->moon = (p->moon + PLAIN_POINTS - 1) % PLAIN_POINTS;
	if (p->round == (p->dusks + 1) * p->rules.day &&
	    p->dusks < PLAIN_DUSKS) {
		tomorrow->dusks++;
		for (int x = 0; x < PLAIN_SIZE; x++)
			for (int y = 0; y < PLAIN_SIZE; y++)
				if (!plain_lit_after(tomorrow->dusks, x, y))
					tomorrow->cell[x][y] = PLAIN_EMPTY;
	}
}

/* The shades the hints show, today's and tomorrow's, are the plain rules'
 * (with the moon and the tall stones of their variants). */
static void
check_shades(const struct plain *p, const struct hints *hints,
    const char *context)
{
	struct plain tomorrow;
	int shade[PLAIN_SIZE][PLAIN_SIZE];

	plain_tomorrow(p, &tomorrow);
	for (int side = 0; side < PLAIN_SIDES; side++) {
		plain_shadows(p, side, p->sun, shade);
		if (hints->shade[side] != plain_cells(shade))
			fail_msg("%s: side %d's shade differs", context, side);
		plain_shadows(&tomorrow, side, tomorrow.sun, shade);
		if (hints->shade_tomorrow[side] != plain_cells(shade))
			fail_msg("%s: side %d's shade tomorrow differs",
			    context, side);
	}
}

/* Random games of one variant, every position's every move checked. */
static void
check_games(const struct plain_rules *rules, uint64_t seed)
{
	long games = fixture_count("GNOMON_HINTS_PLAIN_GAMES",
	    GAMES_PER_VARIANT_DEFAULT, GAMES_PER_VARIANT_MOST);

	for (long game = 0; game < games; game++) {
		uint64_t rng = rng_derive(seed, (uint64_t)game);
		struct plain p;

		plain_start(&p, rules);
		while (!plain_is_over(&p)) {
			struct plain_move moves[PLAIN_MOVES_MAX];
			char context[CONTEXT_MAX], position[PLAIN_POSITION_MAX];
			struct board board;
			struct hints hints;
			int count = plain_moves(&p, moves);

			core_board(&p, &board);
			hints_analyse(&board, &hints);
			assert_int_equal(hints.move_count, count);
			plain_position(&p, position);
			snprintf(context, sizeof context,
			    "%s (day %d, mover %d, snake %d, hold %d, moon %d, "
			    "mixed %d)",
			    position, rules->day, rules->mover, rules->snake,
			    rules->hold, rules->moon, rules->mixed);
			check_shades(&p, &hints, context);
			check_reach(&p, &hints, context);
			for (int i = 0; i < hints.move_count; i++)
				check_move(&p, &hints.moves[i], context);
			plain_play(&p, &moves[rng_below(&rng, count)], NULL);
		}
	}
}

static void
test_hints_plain_real_game(void **state)
{
	struct plain_rules rules;

	(void)state;
	plain_rules_default(&rules);
	check_games(&rules, BASE_SEED);
}

static void
test_hints_plain_short_days(void **state)
{
	struct plain_rules rules;

	(void)state;
	plain_rules_default(&rules);
	for (int day = 1; day <= 3; day++) {
		rules.day = day;
		check_games(&rules, BASE_SEED + (uint64_t)day);
	}
}

static void
test_hints_plain_variants(void **state)
{
	struct plain_rules rules;

	(void)state;
	plain_rules_default(&rules);
	rules.day = 2;
	rules.snake = 1;
	check_games(&rules, BASE_SEED + 10);
	rules.snake = 0;
	rules.mover = 0;
	check_games(&rules, BASE_SEED + 11);
	rules.mover = 1;
	rules.length = 3;
	check_games(&rules, BASE_SEED + 12);
	rules.length = 2;
	rules.start = 2;
	rules.stones = 7;
	check_games(&rules, BASE_SEED + 13);
	rules.start = 1;
	rules.stones = 4;
	check_games(&rules, BASE_SEED + 14);
	/* hold=1: a hold's reply may end a held round, dusk with it */
	rules.stones = 5;
	rules.hold = 1;
	check_games(&rules, BASE_SEED + 15);
	rules.day = 8;
	check_games(&rules, BASE_SEED + 16);
}

/* The moon and the tall stones (moon=1, mixed=1), with and without
 * hold=1: their shades in the analysis, the takes and the worst replies. */
static void
test_hints_plain_moon_and_tall(void **state)
{
	static const struct {
		int	moon, mixed, day, hold;
	} skies[] = {
		{ 1, 0, 8, 0 }, { 0, 1, 8, 0 }, { 1, 1, 2, 0 },
		{ 1, 0, 2, 1 }, { 0, 1, 8, 1 }, { 1, 1, 3, 1 },
	};

	(void)state;
	for (size_t i = 0; i < sizeof skies / sizeof skies[0]; i++) {
		struct plain_rules rules;

		plain_rules_default(&rules);
		rules.moon = skies[i].moon;
		rules.mixed = skies[i].mixed;
		rules.day = skies[i].day;
		rules.hold = skies[i].hold;
		check_games(&rules, BASE_SEED + 20 + i);
	}
}

/* The games really met the cases this file is about. */
static void
test_hints_plain_exercised_every_case(void **state)
{
	(void)state;
	printf("moves %ld (holds %ld), certain losses %ld, doomed %ld, dusk "
	       "%ld, "
	       "worst replies %ld, positions with stones in reach %ld "
	       "(standing "
	       "in the shade %ld, lost whatever the enemy plays %ld)\n",
	    seen.moves, seen.holds, seen.certain, seen.doomed, seen.dusk,
	    seen.worst, seen.reach, seen.standing, seen.whatever);
	assert_true(seen.moves > 10000);
	assert_true(seen.certain > 0);
	assert_true(seen.doomed > 0);
	assert_true(seen.dusk > 0);
	assert_true(seen.worst > 0);
	assert_true(seen.threats > 0);
	assert_true(seen.holds > 0);
	assert_true(seen.reach > 0);
	assert_true(seen.standing > 0);
	assert_true(seen.whatever > 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_hints_plain_real_game),
		cmocka_unit_test(test_hints_plain_short_days),
		cmocka_unit_test(test_hints_plain_moon_and_tall),
		cmocka_unit_test(test_hints_plain_variants),
		cmocka_unit_test(test_hints_plain_exercised_every_case),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}

/*
 * The core against the plain second implementation (tests/support/plain.c)
 * over thousands of seeded random games in every variant: at every ply the
 * same legal moves, the same position (stones, tall stones, lit cells, side,
 * sun, moon, round),
 * the same shadows, the same coming dusk, the same position string (which
 * the core reads back as the same board) and the same result; after every
 * move a sound board whose hash is right, the same stones lost to eclipse
 * and to dusk, and an unmake that gives back the exact position.  Then the
 * plain implementation recounts the perft counts kept as data in
 * tests/support/perft_counts.c, which test_perft holds the core's perft to.
 *
 * Besides the random games, a few games played by the full search (the
 * moon from every starting sun, mixed shadows, holds: the variants the
 * design lab measures) are compared the same way to their end, since the
 * players' games fight where random ones mostly wander.
 *
 * Every batch of random games (from the start, or from random positions)
 * is its own test, and so is every variant's perft, so the count cmocka
 * prints is honest.  The last test checks that the games, all together,
 * really exercised every rule they are meant to compare.  This file (and
 * test_hints_plain.c, for the hints) is the only place that touches both
 * implementations, and only to convert between them and compare.
 *
 * How much it does (make check asks for less, make check-long for all):
 *   GNOMON_PLAIN_GAMES        random games a batch (default 5: 9,600 games)
 *   GNOMON_PLAIN_PERFT_DEPTH  the deepest perft recounted (default: all of
 *                             them; the plain perft of the real game at
 *                             depth 6 alone takes seconds)
 *
 * Built for the 9x9 program (GNOMON_BOARD_SIZE 9, board=9), it plays the
 * same random games on 9x9 with the settings board=9 has (no hold, moon
 * or mixed; 4 to 9 stones), the searched games from every sun under the
 * real rules, and in place of the kept counts it holds the core's perft
 * of each start to the plain one's.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "ai/search.h"
#include "core/board.h"
#include "core/notation.h"
#include "core/perft.h"
#include "core/rng.h"
#include "support/fixture.h"
#include "support/perft_counts.h"
#include "support/plain.h"
#include "support/plain_bridge.h"

enum {
	CASE_NAME_MAX = 176,
	CONTEXT_MAX = 256,
	BATCHES_FROM_START = 3, /* tests of games from the start, per variant */
	GAMES_PER_BATCH_DEFAULT = 5, /* random games (or positions) per test */
	SETTING_MAX = 1000, /* the most games a batch the environment may ask */
	PLY_LIMIT = MAX_PLIES, /* two turns a round, passes included */
	SEARCHED_OPENING = 2, /* random plies before the search plays */
	SEARCHED_NODES = 3000, /* the search's nodes a move */
	SEARCHED_GAMES = 2, /* searched games a variant */
	SEARCHED_DESIGNERS =
	    2, /* mixed=1 and hold=1 under the designer's rules */
	NINE_PERFT_DEPTH_MAX = 5 /* board=9: the deepest perft compared */
};

#define BASE_SEED UINT64_C(0x676E6F6D6F6E2121)

/* The rounds per day the random games use: the shortest days, and the real
 * one. */
static const int day_lengths[] = { 1, 2, 3, 8, 16 };
#define DAY_LENGTHS (int)(sizeof day_lengths / sizeof day_lengths[0])

struct game_case {
	char	name[CASE_NAME_MAX];
	struct plain_rules rules;
	uint64_t seed;
	int	games;
};

struct perft_case {
	char	name[CASE_NAME_MAX];
	const struct perft_counts *counts;
	int	depth;		/* recounted to this depth */
};

/* What the games have exercised, summed over every test (see the last test). */
static struct {
	long	plies, passes, enemy_eclipses, mover_eclipses, dusk_losses;
	long	eclipse_outs, mover_emptied, dusk_emptied, last_dusks;
	long moon_eclipses; /* moon=1: stones only the moon's shadows took */
	long tall_eclipses; /* mixed=1: stones only a tall stone's reach took */
	long	holds, held_rounds, double_holds, held_dusks;	/* hold=1 */
	long	moon_holds;	/* hold=1 with moon=1: holds under the moon */
	long
	    tall_holds; /* hold=1 with mixed=1: a tall stone held (taken off) */
	long	results[4];	/* by enum plain_result */
} seen;

/* --- Conversions between the two implementations --- */

static bitboard
stones_of(const struct plain *p, int side)
{
	return plain_bridge_stones(p, side, false);
}

static bitboard
tall_of(const struct plain *p, int side)
{
	return plain_bridge_stones(p, side, true);
}

static int
result_of(enum result result)
{
	switch (result) {
	case RESULT_NONE:	return PLAIN_NONE;
	case RESULT_AMBER:	return PLAIN_AMBER_WINS;
	case RESULT_TEAL:	return PLAIN_TEAL_WINS;
	case RESULT_DRAW:	return PLAIN_DRAW;
	}
	return -1;
}

static int
compare_text(const void *a, const void *b)
{
	return strcmp(a, b);
}

/* --- Comparisons --- */

static void
assert_same_moves(const struct plain *p, const struct board *board,
    const char *context)
{
	struct plain_move plain_list[PLAIN_MOVES_MAX];
	struct move_list list;
	char plain_text[PLAIN_MOVES_MAX][PLAIN_MOVE_TEXT_MAX];
	char core_text[MAX_MOVES][NOTATION_MOVE_MAX];
	int plain_count = plain_moves(p, plain_list);
	int core_count = board_legal_moves(board, &list);

	if (plain_count != core_count)
		fail_msg("%s: core has %d legal moves, plain %d", context,
		    core_count, plain_count);
	for (int i = 0; i < core_count; i++) {
		plain_move_text(&plain_list[i], plain_text[i]);
		notation_move(list.moves[i], core_text[i]);
	}
	qsort(plain_text, (size_t)plain_count, sizeof plain_text[0],
	    compare_text);
	qsort(core_text, (size_t)core_count, sizeof core_text[0], compare_text);
	for (int i = 0; i < core_count; i++)
		if (strcmp(plain_text[i], core_text[i]) != 0)
			fail_msg("%s: legal move %d is %s in the core, %s in "
				 "plain",
			    context, i, core_text[i], plain_text[i]);
}

/* Field by field: a struct's padding bytes are not part of the position. */
static void
assert_boards_agree(const struct board *a, const struct board *b,
    const char *context, const char *what)
{
	if (a->stones[COLOUR_AMBER] != b->stones[COLOUR_AMBER] ||
	    a->stones[COLOUR_TEAL] != b->stones[COLOUR_TEAL] ||
	    a->tall[COLOUR_AMBER] != b->tall[COLOUR_AMBER] ||
	    a->tall[COLOUR_TEAL] != b->tall[COLOUR_TEAL] || a->lit != b->lit ||
	    a->hash != b->hash || a->side != b->side || a->sun != b->sun ||
	    a->moon != b->moon || a->round != b->round ||
	    a->rules.moon != b->rules.moon ||
	    a->rules.mixed != b->rules.mixed ||
	    a->rules.shadow_length != b->rules.shadow_length ||
	    a->rules.day_length != b->rules.day_length ||
	    a->rules.start_sun != b->rules.start_sun ||
	    a->rules.snake != b->rules.snake ||
	    a->rules.instant != b->rules.instant ||
	    a->rules.start_rank != b->rules.start_rank ||
	    a->rules.stones != b->rules.stones ||
	    a->rules.hold != b->rules.hold || a->held != b->held)
		fail_msg("%s: %s", context, what);
}

/* When the next dusk falls and which lit cells it darkens. */
static void
assert_same_dusk(const struct plain *p, const struct board *board,
    const char *context)
{
	int ring[PLAIN_SIZE][PLAIN_SIZE];
	int rounds = (p->dusks + 1) * p->rules.day - p->round;

	for (int x = 0; x < PLAIN_SIZE; x++)
		for (int y = 0; y < PLAIN_SIZE; y++)
			ring[x][y] = plain_lit_after(p->dusks, x, y) &&
			    !plain_lit_after(p->dusks + 1, x, y);
	if (board_rounds_to_dusk(board) != rounds)
		fail_msg("%s: dusk in %d rounds in the core, %d in plain",
		    context, board_rounds_to_dusk(board), rounds);
	if (board_dusk_ring(board) != plain_bridge_bitboard(ring))
		fail_msg("%s: the dusk ring differs", context);
	if (board_turn_ends_round(board) !=
	    (p->side != plain_first_mover(p, p->round)))
		fail_msg("%s: the core and plain disagree on whether this turn "
			 "ends the round",
		    context);
}

static void
assert_same_position(const struct plain *p, const struct board *board,
    const char *context)
{
	char plain_text[PLAIN_POSITION_MAX], core_text[NOTATION_POSITION_MAX];
	char error[NOTATION_ERROR_MAX];
	int lit[PLAIN_SIZE][PLAIN_SIZE];
	struct board read;

	for (int x = 0; x < PLAIN_SIZE; x++)
		for (int y = 0; y < PLAIN_SIZE; y++)
			lit[x][y] = plain_lit_after(p->dusks, x, y);
	plain_position(p, plain_text);
	notation_position(board, core_text);
	if (strcmp(plain_text, core_text) != 0)
		fail_msg("%s: position is '%s' in the core, '%s' in plain",
		    context, core_text, plain_text);
	if (notation_read_position(plain_text, &board->rules, &read, error) !=
	    0)
		fail_msg("%s: the core refuses the plain position: %s", context,
		    error);
	assert_boards_agree(&read, board, context,
	    "the core reads the position string as another board");
	if (board->stones[COLOUR_AMBER] != stones_of(p, PLAIN_AMBER) ||
	    board->stones[COLOUR_TEAL] != stones_of(p, PLAIN_TEAL))
		fail_msg("%s: stones differ", context);
	if (board->lit != plain_bridge_bitboard(lit))
		fail_msg("%s: lit cells %#llx in the core, %#llx in plain",
		    context, (unsigned long long)board->lit,
		    (unsigned long long)plain_bridge_bitboard(lit));
	if (board->tall[COLOUR_AMBER] != tall_of(p, PLAIN_AMBER) ||
	    board->tall[COLOUR_TEAL] != tall_of(p, PLAIN_TEAL))
		fail_msg("%s: tall stones differ", context);
	if (board->side != p->side || board->sun != p->sun ||
	    board->round != p->round)
		fail_msg("%s: side/sun/round %d/%d/%d in the core, %d/%d/%d in "
			 "plain",
		    context, board->side, board->sun, board->round, p->side,
		    p->sun, p->round);
	if (board->moon != (p->rules.moon ? p->moon : MOON_NONE))
		fail_msg("%s: the moon is %d in the core, %d in plain", context,
		    board->moon, p->moon);
	if (board_is_over(board) != (plain_is_over(p) != 0))
		fail_msg("%s: over %d in the core, %d in plain", context,
		    board_is_over(board), plain_is_over(p));
	for (int side = 0; side < PLAIN_SIDES; side++) {
		int shade[PLAIN_SIZE][PLAIN_SIZE];

		plain_shadows(p, side, p->sun, shade);
		if (board_shadows(board, side, board->sun) !=
		    plain_bridge_bitboard(shade))
			fail_msg("%s: side %d's shadows %#llx in the core, "
				 "%#llx in plain",
			    context, side,
			    (unsigned long long)board_shadows(board, side,
				board->sun),
			    (unsigned long long)plain_bridge_bitboard(shade));
	}
	if (!plain_is_over(p))
		assert_same_dusk(p, board, context);
	if (result_of(board_result(board)) != (int)plain_result(p))
		fail_msg("%s: result %d in the core, %d in plain", context,
		    (int)result_of(board_result(board)), (int)plain_result(p));
	assert_same_moves(p, board, context);
}

/* `varies`: the rules have the moon or tall stones, which only then an
 * undo keeps. */
static void
assert_same_undo(const struct undo *a, const struct undo *b, bool varies,
    const char *context)
{
	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		if (a->stones[colour] != b->stones[colour] ||
		    (varies && a->tall[colour] != b->tall[colour]) ||
		    a->eclipsed[colour] != b->eclipsed[colour] ||
		    a->darkened[colour] != b->darkened[colour])
			fail_msg("%s: the remade move recorded other stones",
			    context);
	if (a->lit != b->lit || a->hash != b->hash || a->side != b->side ||
	    a->sun != b->sun || (varies && a->moon != b->moon) ||
	    a->round != b->round || a->held != b->held ||
	    a->sun_turned != b->sun_turned || a->sun_held != b->sun_held ||
	    a->dusk_fell != b->dusk_fell)
		fail_msg("%s: the remade move recorded another position",
		    context);
}

static void
assert_same_losses(const struct undo *undo, struct plain_losses *losses,
    const char *context)
{
	for (int side = 0; side < PLAIN_SIDES; side++) {
		if (undo->eclipsed[side] !=
		    plain_bridge_bitboard(losses->eclipsed[side]))
			fail_msg("%s: side %d eclipsed %#llx in the core, "
				 "%#llx in plain",
			    context, side,
			    (unsigned long long)undo->eclipsed[side],
			    (unsigned long long)plain_bridge_bitboard(
				losses->eclipsed[side]));
		if (undo->darkened[side] !=
		    plain_bridge_bitboard(losses->darkened[side]))
			fail_msg("%s: side %d lost %#llx at dusk in the core, "
				 "%#llx in plain",
			    context, side,
			    (unsigned long long)undo->darkened[side],
			    (unsigned long long)plain_bridge_bitboard(
				losses->darkened[side]));
	}
}

/* --- Playing --- */

/*
 * Counts the stones a turn eclipsed that the real game's shadows (the sun's,
 * every stone `len` long, cast after the move) would have left: those only
 * the moon or a tall stone's longer shadow took.
 */
static void
note_variant_eclipses(const struct board *before, uint16_t move,
    const struct undo *undo)
{
	int mover = before->side;
	bitboard casters = before->stones[mover],
		 taken = undo->eclipsed[!mover];
	bitboard sun_only;

	if (taken == 0 || !(before->rules.moon || before->rules.mixed))
		return;
	if (move != MOVE_PASS)
		casters ^= bb_cell(move_from(move)) | bb_cell(move_to(move));
	sun_only = shadow_mask(casters, before->sun,
	    before->rules.shadow_length, before->lit);
	if ((taken & ~sun_only) == 0)
		return;
	if (before->rules.moon)
		seen.moon_eclipses++;
	else
		seen.tall_eclipses++;
}

static void
note_turn(const struct plain *before, const struct plain *after,
    const struct plain_move *move, const struct undo *undo)
{
	int mover = before->side;

	seen.plies++;
	seen.passes += move->pass;
	seen.holds += move->hold;
	seen.double_holds += move->hold && before->held;
	seen.moon_holds += move->hold && before->rules.moon;
	seen.tall_holds += move->hold &&
	    before->tall[move->from_x][move->from_y];
	seen.held_rounds += undo->sun_held;
	seen.held_dusks += undo->sun_held && undo->dusk_fell;
	if (undo->sun_held != (before->held || move->hold) &&
	    after->round != before->round)
		fail_msg(
		    "the core and plain disagree on whether the sun was held");
	seen.enemy_eclipses += undo->eclipsed[1 - mover] != 0;
	seen.mover_eclipses += undo->eclipsed[mover] != 0;
	seen.dusk_losses += (undo->darkened[0] | undo->darkened[1]) != 0;
	if (plain_stones(after, 0) == 0 || plain_stones(after, 1) == 0) {
		if (undo->darkened[0] | undo->darkened[1])
			seen.dusk_emptied++;
		else
			seen.eclipse_outs++;
		if (plain_stones(after, mover) == 0 && !undo->dusk_fell)
			seen.mover_emptied++;
	}
	/* The third dusk leaves d4 alone lit: it empties one side or both. */
	if (after->dusks == PLAIN_DUSKS && before->dusks < PLAIN_DUSKS)
		seen.last_dusks++;
}

/*
 * The index in `moves` of the move the full search chooses on `board`, at
 * SEARCHED_NODES a move: games that fight as the players' games do, where
 * random ones mostly wander.
 */
static int
searched_pick(struct search *searcher, const struct board *board,
    const struct plain_move *moves, int count, const char *context)
{
	struct search_limits limits;
	char chosen[PLAIN_MOVE_TEXT_MAX], text[PLAIN_MOVE_TEXT_MAX];
	uint16_t move;

	search_limits_default(&limits);
	limits.nodes = SEARCHED_NODES;
	move = search_run(searcher, board, &limits, NULL, NULL);
	notation_move(move, chosen);
	for (int i = 0; i < count; i++) {
		plain_move_text(&moves[i], text);
		if (strcmp(text, chosen) == 0)
			return i;
	}
	fail_msg("%s: the search plays %s, not a plain move", context, chosen);
	return -1;
}

/*
 * Plays `p` (and its core twin) to the end, comparing every ply: with random
 * moves, or with `searcher` the full search's after SEARCHED_OPENING random
 * plies.
 */
static void
play_out(struct plain *p, uint64_t *rng, const char *name,
    struct search *searcher)
{
	struct board board;
	char context[CONTEXT_MAX], text[PLAIN_POSITION_MAX];

	plain_bridge_board(p, &board);
	assert_null(board_check(&board));
	for (int ply = 0;; ply++) {
		struct plain_move moves[PLAIN_MOVES_MAX];
		struct plain_losses losses;
		struct board before;
		struct undo undo, redo;
		struct plain played;
		char move_text[PLAIN_MOVE_TEXT_MAX], error[NOTATION_ERROR_MAX];
		uint16_t move;
		int count, pick;

		plain_position(p, text);
		snprintf(context, sizeof context, "%s ply %d at '%s'", name,
		    ply, text);
		assert_same_position(p, &board, context);
		if (plain_is_over(p)) {
			seen.results[plain_result(p)]++;
			return;
		}
		if (ply >= PLY_LIMIT)
			fail_msg("%s: the game did not end", context);

		count = plain_moves(p, moves);
		pick = searcher != NULL && ply >= SEARCHED_OPENING ?
		    searched_pick(searcher, &board, moves, count, context) :
		    (int)rng_below(rng, count);
		plain_move_text(&moves[pick], move_text);
		if (notation_read_move(move_text, &move, error) != 0)
			fail_msg("%s: the core cannot read %s: %s", context,
			    move_text, error);
		assert_true(board_is_legal(&board, move));

		before = board;
		played = *p;
		board_make(&board, move, &undo);
		plain_play(p, &moves[pick], &losses);
		note_turn(&played, p, &moves[pick], &undo);
		note_variant_eclipses(&before, move, &undo);
		snprintf(context, sizeof context,
		    "%s ply %d after %s from '%s'", name, ply, move_text, text);
		if (board_check(&board) != NULL)
			fail_msg("%s: board_check says %s", context,
			    board_check(&board));
		if (board.hash != board_compute_hash(&board))
			fail_msg("%s: the hash is out of date", context);
		assert_same_losses(&undo, &losses, context);

		board_unmake(&board, &undo);
		assert_boards_agree(&board, &before, context,
		    "unmake did not restore the position");
		board_make(&board, move, &redo);
		assert_same_undo(&undo, &redo,
		    rules_shade_varies(&board.rules), context);
	}
}

/* A random position of `rules` in a round before the game's end, both sides on
 * the board. */
static void
random_position(const struct plain_rules *rules, uint64_t *rng, struct plain *p)
{
	int last = PLAIN_DUSKS * rules->day;
	int lit_cells, stones[PLAIN_SIDES];

	plain_start(p, rules);
	memset(p->cell, 0, sizeof p->cell);
	/* Half the positions fall in the last day, on the crowded 3x3 board,
	 * where stones run out of moves and forced passes happen. */
	if (rng_below(rng, 2) == 0)
		p->round = last - rules->day + 1 + rng_below(rng, rules->day);
	else
		p->round = 1 + rng_below(rng, last);
	p->dusks = plain_dusks_before(rules, p->round);
	p->sun = rng_below(rng, PLAIN_POINTS);
	if (rules->moon)
		p->moon = rng_below(rng, PLAIN_POINTS);
	p->side = rng_below(rng, PLAIN_SIDES);
	/* hold=1: the round's first mover may have held the sun already. */
	p->held = rules->hold && p->side != plain_first_mover(p, p->round) &&
	    rng_below(rng, 2) == 0;
	lit_cells = (PLAIN_SIZE - 2 * p->dusks) * (PLAIN_SIZE - 2 * p->dusks);
	for (int side = 0; side < PLAIN_SIDES; side++)
		stones[side] = 1 + rng_below(rng, rules->stones);
	while (stones[0] + stones[1] > lit_cells)
		stones[stones[0] > stones[1] ? 0 : 1]--;
	for (int side = 0; side < PLAIN_SIDES; side++) {
		for (int placed = 0; placed < stones[side];) {
			int x = rng_below(rng, PLAIN_SIZE),
			    y = rng_below(rng, PLAIN_SIZE);

			if (!plain_lit_after(p->dusks, x, y) ||
			    p->cell[x][y] != PLAIN_EMPTY)
				continue;
			p->cell[x][y] = side == PLAIN_AMBER ?
			    PLAIN_AMBER_STONE :
			    PLAIN_TEAL_STONE;
			/* mixed=1: the first stone placed is tall, two times in
			 * three */
			p->tall[x][y] = rules->mixed && placed == 0 &&
			    rng_below(rng, 3) != 0;
			placed++;
		}
	}
}

static void
test_random_games_match_plain(void **state)
{
	const struct game_case *c = *state;
	uint64_t rng = c->seed;

	for (int game = 0; game < c->games; game++) {
		struct plain p;
		struct board start, built;
		struct rules rules;
		char name[CONTEXT_MAX];

		plain_start(&p, &c->rules);
		/* The core's own start must be the plain one. */
		plain_bridge_rules(&c->rules, &rules);
		board_start(&start, &rules);
		plain_bridge_board(&p, &built);
		assert_boards_agree(&start, &built, c->name,
		    "the core's start is not the plain one");
		snprintf(name, sizeof name, "%s game %d", c->name, game);
		play_out(&p, &rng, name, NULL);
	}
}

static void
test_random_positions_play_out_as_plain(void **state)
{
	const struct game_case *c = *state;
	uint64_t rng = c->seed;

	for (int game = 0; game < c->games; game++) {
		struct plain p;
		struct board read, built;
		struct rules rules;
		char text[PLAIN_POSITION_MAX], error[NOTATION_ERROR_MAX];
		char name[CONTEXT_MAX];

		random_position(&c->rules, &rng, &p);
		plain_position(&p, text);
		/* The core reads the plain position string as the same
		 * board. */
		plain_bridge_rules(&c->rules, &rules);
		if (notation_read_position(text, &rules, &read, error) != 0)
			fail_msg("%s: the core refuses '%s': %s", c->name, text,
			    error);
		plain_bridge_board(&p, &built);
		assert_boards_agree(&read, &built, text,
		    "the core reads another position");
		snprintf(name, sizeof name, "%s game %d", c->name, game);
		play_out(&p, &rng, name, NULL);
	}
}

/*
 * Games the full search plays, under the design lab's variants (gnomon lab
 * variants): the moon from each starting sun, and the designer's rules with
 * mixed shadows or holds, each compared with plain at every ply to its end.
 */
static void
test_searched_games_match_plain(void **state)
{
	const struct game_case *c = *state;
	uint64_t rng = c->seed;
	struct search *searcher = search_new(0);

	assert_non_null(searcher);
	for (int game = 0; game < c->games; game++) {
		struct plain p;
		char name[CONTEXT_MAX];

		plain_start(&p, &c->rules);
		snprintf(name, sizeof name, "%s game %d", c->name, game);
		play_out(&p, &rng, name, searcher);
	}
	search_free(searcher);
}

static void
test_plain_perft_matches_the_kept_counts(void **state)
{
	const struct perft_case *c = *state;
	struct plain p;

	plain_start(&p, &c->counts->rules);
	for (int depth = 1; depth <= c->depth; depth++) {
		unsigned long long leaves = plain_perft(&p, depth);

		if (leaves != c->counts->leaves[depth - 1])
			fail_msg("%s depth %d: plain counts %llu, the table "
				 "%llu",
			    c->name, depth, leaves,
			    c->counts->leaves[depth - 1]);
	}
}

/* The 9x9 program: the core's perft of a start is the plain one's. */
static void
test_core_perft_matches_plain(void **state)
{
	const struct perft_case *c = *state;
	struct plain p;
	struct board board;

	plain_start(&p, &c->counts->rules);
	plain_bridge_board(&p, &board);
	for (int depth = 1; depth <= c->depth; depth++) {
		unsigned long long plain_leaves = plain_perft(&p, depth);
		unsigned long long core_leaves = perft(&board, depth);

		if (plain_leaves != core_leaves)
			fail_msg("%s depth %d: plain counts %llu, the core "
				 "%llu",
			    c->name, depth, plain_leaves, core_leaves);
	}
}

/* The games above compare nothing unless the rules came into play. */
static void
test_random_games_exercised_every_rule(void **state)
{
	(void)state;
	print_message("holds %ld (in a held round %ld, under the moon %ld, of "
		      "a "
		      "tall stone %ld), rounds held %ld (at dusk %ld)\n",
	    seen.holds, seen.double_holds, seen.moon_holds, seen.tall_holds,
	    seen.held_rounds, seen.held_dusks);
	print_message("plies %ld, passes %ld, eclipses by the mover %ld, of "
		      "the "
		      "mover (instant) %ld, dusk losses %ld, eclipse-outs %ld "
		      "(mover emptied %ld), "
		      "emptied by dusk %ld, last dusks %ld, taken only by the "
		      "moon %ld, "
		      "only by a tall stone %ld; results none/amber/teal/draw "
		      "%ld/%ld/%ld/%ld\n",
	    seen.plies, seen.passes, seen.enemy_eclipses, seen.mover_eclipses,
	    seen.dusk_losses, seen.eclipse_outs, seen.mover_emptied,
	    seen.dusk_emptied, seen.last_dusks, seen.moon_eclipses,
	    seen.tall_eclipses, seen.results[PLAIN_NONE],
	    seen.results[PLAIN_AMBER_WINS], seen.results[PLAIN_TEAL_WINS],
	    seen.results[PLAIN_DRAW]);
	assert_true(seen.plies > 0);
	assert_true(seen.passes > 0);
	assert_true(seen.enemy_eclipses > 0);
	assert_true(seen.mover_eclipses > 0);
	assert_true(seen.dusk_losses > 0);
	assert_true(seen.eclipse_outs > 0);
	assert_true(seen.mover_emptied > 0);
	assert_true(seen.dusk_emptied > 0);
	assert_true(seen.last_dusks > 0);
#if GNOMON_BOARD_SIZE == 7	/* board=9 has no moon, tall stones or holds */
	assert_true(seen.moon_eclipses > 0);
	assert_true(seen.tall_eclipses > 0);
	assert_true(seen.holds > 0);
	assert_true(seen.double_holds > 0);
	assert_true(seen.held_rounds > 0);
	assert_true(seen.held_dusks > 0);
	assert_true(seen.moon_holds > 0);
	assert_true(seen.tall_holds > 0);
#endif
	assert_int_equal(seen.results[PLAIN_NONE], 0);
	assert_true(seen.results[PLAIN_AMBER_WINS] > 0);
	assert_true(seen.results[PLAIN_TEAL_WINS] > 0);
	assert_true(seen.results[PLAIN_DRAW] > 0);
}

/*
 * Where the stones start, for the v-th variant: every variant plays the
 * real start or one of the eight others in turn, each of those with many
 * suns, days and rules; the real game itself keeps the real start.  And
 * whether a stone may hold the sun.
 */
static void
start_shape(int v, struct plain_rules *rules)
{
	static const struct {
		int	start, stones;
	} shapes[] = {
#if GNOMON_BOARD_SIZE == 7
		{ 1, 5 }, { 1, 4 }, { 1, 6 }, { 1, 7 }, { 1, 5 },
		{ 2, 5 }, { 2, 4 }, { 2, 6 }, { 2, 7 }
#else	/* nine shapes too, 8 and 9 stones in place of a repeat */
		{ 1, 5 }, { 1, 4 }, { 1, 6 }, { 1, 7 }, { 1, 8 },
		{ 1, 9 }, { 2, 5 }, { 2, 4 }, { 2, 9 }
#endif
	};
	struct plain_rules real;
	int shape = v % (int)(sizeof shapes / sizeof shapes[0]);

	bool is_real;

	plain_rules_default(&real);
	is_real = rules->length == real.length && rules->day == real.day &&
	    rules->start_sun == real.start_sun && rules->snake == real.snake &&
	    rules->mover == real.mover;
	if (is_real)
		shape = 0;
	rules->start = shapes[shape].start;
	rules->stones = shapes[shape].stones;
	/* hold=1 in one variant of three, across every other setting (3 is
	 * prime to the other dimensions); never in the real game. */
	rules->hold = BOARD_SIZE == 7 && !is_real && v % 3 == 2;
}

/*
 * The moon and the tall stones, for the v-th variant: a quarter each of
 * none, the moon, the tall stones and both, over every other setting (the
 * tall stones only where a start has a stone on d); the real game keeps
 * neither.
 */
static void
sky_shape(int v, struct plain_rules *rules)
{
	enum { SKY_SHAPES = 4, START_SHAPES = 9 };
	int shape = v / START_SHAPES % SKY_SHAPES;
	struct plain_rules real;

	plain_rules_default(&real);
	if (rules->length == real.length && rules->day == real.day &&
	    rules->start_sun == real.start_sun && rules->snake == real.snake &&
	    rules->mover == real.mover)
		shape = 0;
	if (BOARD_SIZE != 7)	/* board=9 plays neither */
		shape = 0;
	rules->moon = shape & 1;
	rules->mixed = (shape & 2) != 0 && rules->stones % 2 == 1;
}

static void
variant_name(const struct plain_rules *rules, char *text, size_t size)
{
	snprintf(text, size, "len=%d,day=%d,sun=%d,snake=%d,mover=%d,start=%d,"
	    "stones=%d,hold=%d,moon=%d,mixed=%d", rules->length, rules->day,
	    rules->start_sun, rules->snake, rules->mover, rules->start,
	    rules->stones, rules->hold, rules->moon, rules->mixed);
}

int
main(void)
{
	enum {
		LENGTHS = 3, SUNS = PLAIN_POINTS, SNAKES = 2, MOVERS = 2
	};
	int variants = LENGTHS * DAY_LENGTHS * SUNS * SNAKES * MOVERS;
	int game_cases = variants * (BATCHES_FROM_START + 1);
	int searched_cases = SUNS + SEARCHED_DESIGNERS;
	int total = game_cases + searched_cases + perft_counts_variants + 1;
	int games = (int)fixture_count("GNOMON_PLAIN_GAMES",
	    GAMES_PER_BATCH_DEFAULT, SETTING_MAX);
	int perft_depth = (int)fixture_count("GNOMON_PLAIN_PERFT_DEPTH",
	    PERFT_COUNTS_DEPTH_MAX, SETTING_MAX);
	struct game_case *cases = calloc((size_t)game_cases +
	    (size_t)searched_cases, sizeof *cases);
	struct perft_case *perfts = calloc((size_t)perft_counts_variants,
	    sizeof *perfts);
	struct CMUnitTest *tests = calloc((size_t)total, sizeof *tests);
	uint64_t seeds = BASE_SEED;
	int n = 0, failed;

	if (cases == NULL || perfts == NULL || tests == NULL) {
		fprintf(stderr, "test_plain_vs_core: out of memory\n");
		return 1;
	}
	for (int v = 0; v < variants; v++) {
		struct plain_rules rules;
		char variant[CASE_NAME_MAX / 2];
		int rest = v;

		memset(&rules, 0, sizeof rules);
		rules.mover = rest % MOVERS, rest /= MOVERS;
		rules.snake = rest % SNAKES, rest /= SNAKES;
		rules.start_sun = rest % SUNS, rest /= SUNS;
		rules.day = day_lengths[rest % DAY_LENGTHS],
		rest /= DAY_LENGTHS;
		rules.length = 1 + rest;
		start_shape(v, &rules);
		sky_shape(v, &rules);
		variant_name(&rules, variant, sizeof variant);
		for (int batch = 0; batch <= BATCHES_FROM_START; batch++) {
			struct game_case *c = &cases[n];

			c->rules = rules;
			c->seed = rng_next(&seeds);
			c->games = games;
			if (batch < BATCHES_FROM_START) {
				snprintf(c->name, sizeof c->name,
				    "random_games_from_start_match_plain(%s,"
				    "batch=%d)",
				    variant, batch);
				tests[n] = (struct CMUnitTest)
				    cmocka_unit_test_prestate(
					test_random_games_match_plain, c);
			} else {
				snprintf(c->name, sizeof c->name,
				    "random_positions_play_out_as_plain(%s)",
				    variant);
				tests[n] = (struct CMUnitTest)
				    cmocka_unit_test_prestate(
					test_random_positions_play_out_as_plain,
					c);
			}
			tests[n].name = c->name;
			n++;
		}
	}
	/* The searched games: the moon from each sun, then mixed=1 and hold=1
	 * under the designer's rules. */
	for (int i = 0; i < searched_cases; i++) {
		struct game_case *c = &cases[game_cases + i];
		char variant[CASE_NAME_MAX / 2];

		plain_rules_default(&c->rules);
		if (BOARD_SIZE !=
		    7) { /* board=9: the real rules, from every sun */
			c->rules.start_sun = i % SUNS;
		} else if (i < SUNS) {
			c->rules.moon = 1;
			c->rules.start_sun = i;
		} else if (i == SUNS) {
			c->rules.mixed = 1;
		} else {
			c->rules.hold = 1;
		}
		c->seed = rng_next(&seeds);
		c->games = SEARCHED_GAMES;
		variant_name(&c->rules, variant, sizeof variant);
		snprintf(c->name, sizeof c->name,
		    "searched_games_match_plain(%s)", variant);
		tests[n] = (struct CMUnitTest)
		    cmocka_unit_test_prestate(test_searched_games_match_plain,
			c);
		tests[n].name = c->name;
		n++;
	}
	for (int i = 0; i < perft_counts_variants; i++) {
		struct perft_case *c = &perfts[i];
		char variant[CASE_NAME_MAX / 2];

		c->counts = &perft_counts_table[i];
		c->depth = c->counts->depth < perft_depth ? c->counts->depth :
		    perft_depth;
		/* board=9 has no hold, moon or mixed; and the plain count of
		 * 9x9 takes a second at depth 5, more than that deeper. */
		if (BOARD_SIZE != 7 && (c->counts->rules.hold ||
		    c->counts->rules.moon || c->counts->rules.mixed))
			continue;
		if (BOARD_SIZE != 7 && c->depth > NINE_PERFT_DEPTH_MAX)
			c->depth = NINE_PERFT_DEPTH_MAX;
		variant_name(&c->counts->rules, variant, sizeof variant);
		snprintf(c->name, sizeof c->name, "%s(%s,depth=%d)",
		    BOARD_SIZE == 7 ? "plain_perft_matches_the_kept_counts" :
		    "core_perft_matches_plain", variant, c->depth);
		tests[n] =
		    (struct CMUnitTest)cmocka_unit_test_prestate(BOARD_SIZE ==
				7 ?
			    test_plain_perft_matches_the_kept_counts :
			    test_core_perft_matches_plain,
			c);
		tests[n].name = c->name;
		n++;
	}
	tests[n++] = (struct CMUnitTest)cmocka_unit_test(
	    test_random_games_exercised_every_rule);
	failed = _cmocka_run_group_tests("plain_vs_core", tests, (size_t)n,
	    NULL, NULL);
	free(tests);
	free(perfts);
	free(cases);
	return failed;
}

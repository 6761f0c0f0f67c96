/*
 * last_day.c owns the exact table of the last day (last_day.h): its key,
 * its backward induction over the core's moves, and reading a value.
 *
 * HOW IT WORKS
 * A shape is the nine cells c3..e5 read as a number in base 3, cell k
 * (c3 d3 e3 c4 ... e5) its k-th digit: 0 empty, 1 Amber, 2 Teal.  From a
 * board's bitboards it is ternary[amber's nine bits] + 2 * ternary[teal's],
 * where ternary[] reads nine bits as base-3 digits: two loads, no loop.
 * An entry not yet known is UNKNOWN.  Asked for one, last_day_value solves
 * it: the best, for the side to move, of its moves' values, a move's value
 * being the finished game's (won, lost or drawn now, at no distance) or
 * else the next ply's entry, solved first if it is not known, one ply
 * further away.  The winner takes the nearest win and the loser the
 * furthest loss, as a search's scores do (SEARCH_WIN minus the plies):
 * while solving, a value is a score of the same shape, SCORE_WIN minus the
 * plies.  Each entry is solved once, from the entries of the plies after
 * it: backward induction, in the order the search asks.
 */
#include "ai/last_day.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "core/options.h"

enum {
	SIDE = 3, /* the last day's board is SIDE x SIDE */
	ROW_BITS = (1 << SIDE) - 1,
	NINE_BITS = 1 << LAST_DAY_CELLS,
	SHAPE_AMBER = 1, /* a cell's digit */
	SHAPE_TEAL = 2,
	/* A won game while building: SCORE_WIN minus the plies to its end. */
	SCORE_WIN = LAST_DAY_PLIES_MAX + 1,
	SCORE_NONE = -SCORE_WIN - 1,
	UNKNOWN = LAST_DAY_MISS /* an entry not solved yet */
};

struct last_day {
	struct rules	rules;		/* of the key */
	int		plies;		/* 2 * day_length */
	int lowest; /* the first ply of known sky; `plies`: none */
	int		sun[LAST_DAY_PLIES_MAX];	/* at each ply */
	int		moon[LAST_DAY_PLIES_MAX];
	struct last_day_cost cost;
	uint16_t	ternary[NINE_BITS];
	int8_t		values[LAST_DAY_PLIES_MAX][LAST_DAY_SHAPES];
};

/* The lit cells of the last day, and the lowest of them (c3). */
static inline bitboard
day_cells(void)
{
	return bb_lit(DUSK_MAX - 1);
}

static inline int
day_first_cell(void)
{
	return bb_first(day_cells());
}

/* The nine cells of `stones`, c3 as bit 0 ... e5 as bit 8. */
static inline unsigned
nine_bits(bitboard stones)
{
	unsigned bits = 0;

	for (int row = 0; row < SIDE; row++)
		bits |= (unsigned)(stones >> (day_first_cell() +
		    row * BOARD_STRIDE) & ROW_BITS) << (row * SIDE);
	return bits;
}

static inline int
shape_of(const struct last_day *table, const struct board *board)
{
	return table->ternary[nine_bits(board->stones[COLOUR_AMBER])] +
	    SHAPE_TEAL * table->ternary[nine_bits(board->stones[COLOUR_TEAL])];
}

struct last_day *
last_day_new(void)
{
	struct last_day *table = calloc(1, sizeof *table);

	if (table == NULL)
		return NULL;
	for (unsigned bits = 0; bits < NINE_BITS; bits++) {
		int digit = 1;

		for (int k = 0; k < LAST_DAY_CELLS; k++) {
			if (bits & 1u << k)
				table->ternary[bits] += (uint16_t)digit;
			digit *= LAST_DAY_CELL_STATES;
		}
	}
	table->plies = table->lowest = 0;
	table->cost.positions = table->cost.moves = 0;
	return table;
}

void
last_day_free(struct last_day *table)
{
	free(table);
}

size_t
last_day_bytes(void)
{
	return sizeof(struct last_day);
}

bool
last_day_fits(const struct rules *rules)
{
	return !rules->hold && !rules->mixed;
}

/* The ply of the last day `board` is at (negative before the day). */
static int
day_ply(const struct board *board)
{
	return (board->round - last_day_first_round(&board->rules)) *
	    TURNS_PER_ROUND + (board_turn_ends_round(board) ? 1 : 0);
}

/* A finished game's score for the side to move, at no distance. */
static int
finished_score(const struct board *board)
{
	return board_result_sign(board_result(board), board->side) * SCORE_WIN;
}

/* A value (signed plies) as a score (SCORE_WIN less the plies, signed),
 * or a score as a value: the same formula both ways. */
static int
value_score(int plies_or_score)
{
	if (plies_or_score > 0)
		return SCORE_WIN - plies_or_score;
	if (plies_or_score < 0)
		return -SCORE_WIN - plies_or_score;
	return 0;
}

/*
 * A child's score, for the side that moved into it: one ply further away,
 * and the other side's unless the mover moves again (snake=1: the round's
 * second mover moves first in the next).
 */
static int
score_back(int child, bool mover_again)
{
	int further = child > 0 ? child - 1 : child < 0 ? child + 1 : 0;

	return mover_again ? further : -further;
}

/* The ply of `board` in the table, or -1 if the table does not hold it. */
static int
table_ply(const struct last_day *table, const struct board *board)
{
	int ply = day_ply(board);

	if (ply < table->lowest || ply >= table->plies ||
	    board->sun != table->sun[ply] || board->moon != table->moon[ply] ||
	    board->held)
		return -1;
	return ply;
}

/* Entry (ply, shape): a value, or UNKNOWN. */
static inline int
entry(const struct last_day *table, int ply, int shape)
{
	return (int)table->values[ply][shape];
}

/* Solves entry (ply, shape), which is `board`'s, playing on `board` and
 * leaving it as it was. */
static int
solve(struct last_day *table, struct board *board, int ply, int shape)
{
	struct move_list list;
	struct undo undo;
	int best = SCORE_NONE, mover = board->side;

	assert(!board_is_over(board));
	board_legal_moves(board, &list);
	for (int i = 0; i < list.count; i++) {
		int score;

		board_make(board, list.moves[i], &undo);
		if (board_is_over(board))
			score = finished_score(board);
		else {
			int next = ply + 1, child = shape_of(table, board);
			int value = entry(table, next, child);

			/* The core moved the sun and moon where the key puts
			 * them. */
			assert(table_ply(table, board) == next);
			if (value == UNKNOWN)
				value = solve(table, board, next, child);
			score = value_score(value);
		}
		score = score_back(score, board->side == mover);
		board_unmake(board, &undo);
		if (score > best)
			best = score;
	}
	table->cost.positions++;
	table->cost.moves += (uint64_t)list.count;
	best = value_score(best);
	table->values[ply][shape] = (int8_t)best;
	return best;
}

void
last_day_prepare(struct last_day *table, const struct board *board)
{
	const struct rules *rules = &board->rules;
	int plies = rules->day_length * TURNS_PER_ROUND;
	int first = day_ply(board) > 0 ? day_ply(board) : 0;
	int sun[LAST_DAY_PLIES_MAX] = { 0 }, moon[LAST_DAY_PLIES_MAX] = { 0 };
	struct board sky = *board;
	bool same;

	assert(last_day_fits(rules) && !board->held);
	/* The sun and moon of each ply from `first` on, the rounds played
	 * forward from the board's: the sun turns a point a round, the moon
	 * as board_next_moon says. */
	for (int ply = first; ply < plies; ply++) {
		int round = last_day_first_round(rules) + ply / TURNS_PER_ROUND;

		while (sky.round < round) {
			sky.moon = board_next_moon(&sky);
			sky.sun = (sky.sun + 1) % COMPASS_POINTS;
			sky.round++;
		}
		sun[ply] = sky.sun;
		moon[ply] = sky.moon;
	}
	same = table->plies == plies &&
	    options_same(&options_variant, &table->rules, rules);
	for (int ply = first > table->lowest ? first : table->lowest;
	    same && ply < plies; ply++)
		same = sun[ply] == table->sun[ply] &&
		    moon[ply] == table->moon[ply];
	if (!same) {
		/* Another key: everything is to be solved again. */
		table->rules = *rules;
		table->plies = table->lowest = plies;
		memset(table->values, UNKNOWN, sizeof table->values);
	}
	for (; table->lowest > first; table->lowest--) {
		table->sun[table->lowest - 1] = sun[table->lowest - 1];
		table->moon[table->lowest - 1] = moon[table->lowest - 1];
	}
}

int
last_day_value(struct last_day *table, const struct board *board)
{
	int ply = table_ply(table, board), shape, value;
	struct board scratch;

	if (ply < 0)
		return LAST_DAY_MISS;
	shape = shape_of(table, board);
	value = entry(table, ply, shape);
	if (value != UNKNOWN)
		return value;
	scratch = *board;
	return solve(table, &scratch, ply, shape);
}

void
last_day_cost(const struct last_day *table, struct last_day_cost *cost)
{
	*cost = table->cost;
}

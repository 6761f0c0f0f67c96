/*
 * day_two.c owns the exact tables of the second day (day_two.h): their
 * key, their index, building a layer over the core's moves, and reading a
 * value.
 *
 * HOW IT WORKS
 * A side's cells are a 25-bit set, b2 as bit 0 ... f6 as bit 24, read from
 * the bitboard five rows at a time.  A set's rank is the sum of
 * binomial[cell][i] over its cells in rising order (colex order, which is
 * the order of the sets as numbers, so that the next set of the same size
 * is Gosper's hack away).  Teal's set is ranked among the cells Amber
 * leaves empty: each of Amber's cells is squeezed out of Teal's bits, from
 * the highest down.  Building walks a range of a layer in entry order, set
 * by set, without ranking; a move's child is ranked, a few loads and adds.
 */
#include "ai/day_two.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "ai/last_day.h"
#include "core/options.h"

enum {
	SIDE = 5, /* the second day's board is SIDE x SIDE */
	ROW_BITS = (1 << SIDE) - 1,
	DAY_DUSKS = 1, /* the dusks fallen before the second day */
	ALL_CELLS = (1 << DAY_TWO_CELLS) - 1
};

struct day_two {
	struct day_two_key key;
	uint64_t	entries;	/* a layer's */
	/* the first entry of the block of a stones of Amber's, b of Teal's */
	uint64_t	offset[DAY_TWO_STONES_MAX + 1][DAY_TWO_STONES_MAX + 1];
	uint32_t	binomial[DAY_TWO_CELLS + 1][DAY_TWO_STONES_MAX + 1];
	int		sun[DAY_TWO_PLIES_MAX], moon[DAY_TWO_PLIES_MAX];
	bitboard	cell[DAY_TWO_CELLS];
	const uint8_t	*layer[DAY_TWO_PLIES_MAX];
	struct last_day	*last_day;	/* the values past dusk */
};

/* Where building is: a block, Amber's set, and Teal's among the rest. */
struct walk {
	int		amber_count, teal_count;
	uint32_t	amber, teal; /* Teal's squeezed: bit j the j-th empty */
	int		empty[DAY_TWO_CELLS]; /* the cells Amber leaves empty */
};

static inline int
day_first_cell(void)
{
	return bb_first(bb_lit(DAY_DUSKS));
}

/* The 25 cells of `stones`. */
static inline uint32_t
cells_of(bitboard stones)
{
	uint32_t bits = 0;

	for (int row = 0; row < SIDE; row++)
		bits |= (uint32_t)(stones >> (day_first_cell() +
		    row * BOARD_STRIDE) & ROW_BITS) << (row * SIDE);
	return bits;
}

static inline int
bits_count(uint32_t bits)
{
	return __builtin_popcount(bits);
}

static inline int
lowest_bit(uint32_t bits)
{
	return __builtin_ctz(bits);
}

/* The colex rank of the set `bits`. */
static inline uint64_t
rank_of(const struct day_two *table, uint32_t bits)
{
	uint64_t rank = 0;

	for (int i = 1; bits != 0; i++, bits &= bits - 1)
		rank += table->binomial[lowest_bit(bits)][i];
	return rank;
}

/* Teal's cells with Amber's squeezed out: bit j the j-th cell Amber
 * leaves empty. */
static inline uint32_t
squeezed(uint32_t teal, uint32_t amber)
{
	while (amber != 0) {
		int cell = 31 - __builtin_clz(amber);
		uint32_t low = (1u << cell) - 1;

		teal = (teal & low) | (teal >> 1 & ~low);
		amber &= low;
	}
	return teal;
}

/* The next set of as many cells, in colex order (Gosper's hack). */
static inline int ply_round(const struct day_two *, int ply);

static inline uint32_t
next_set(uint32_t bits)
{
	uint32_t low = bits & -bits, ripple = bits + low;

	assert(low != 0);
	return ripple | (((bits ^ ripple) >> 2) / low);
}

bool
day_two_fits(const struct rules *rules)
{
	return DUSK_MAX == 3 && !rules->hold && !rules->mixed;
}

void
day_two_key_make(struct day_two_key *key, const struct rules *rules,
    int stones)
{
	struct board sky;

	assert(day_two_fits(rules));
	assert(stones >= DAY_TWO_STONES_MIN && stones <= DAY_TWO_STONES_MAX);
	memset(key, 0, sizeof *key);
	key->rules = *rules;
	key->rules.pie = false;
	key->stones = stones;
	key->plies = rules->day_length * TURNS_PER_ROUND;
	/* The sky of the second day's first round, the rounds of the first
	 * played forward: the sun turns a point a round, the moon as
	 * board_next_moon says. */
	board_start(&sky, &key->rules);
	while (sky.round <= rules->day_length) {
		sky.moon = board_next_moon(&sky);
		sky.sun = (sky.sun + 1) % COMPASS_POINTS;
		sky.round++;
	}
	key->sun = sky.sun;
	key->moon = sky.moon;
}

static uint64_t
choose(int n, int k)
{
	uint64_t value = 1;

	if (k < 0 || k > n)
		return 0;
	for (int i = 1; i <= k; i++)
		value = value * (uint64_t)(n - k + i) / (uint64_t)i;
	return value;
}

uint64_t
day_two_layer_entries(int stones)
{
	uint64_t entries = 0;

	for (int a = 1; a <= stones; a++)
		for (int b = 1; b <= stones; b++)
			entries += choose(DAY_TWO_CELLS, a) *
			    choose(DAY_TWO_CELLS - a, b);
	return entries;
}

size_t
day_two_layer_bytes(int stones)
{
	return (size_t)((day_two_layer_entries(stones) + DAY_TWO_PER_BYTE -
	    1) / DAY_TWO_PER_BYTE);
}

struct day_two *
day_two_new(const struct day_two_key *key)
{
	struct day_two *table = calloc(1, sizeof *table);
	struct board first;
	uint64_t entry = 0;

	if (table == NULL)
		return NULL;
	if ((table->last_day = last_day_new()) == NULL) {
		free(table);
		return NULL;
	}
	table->key = *key;
	for (int n = 0; n <= DAY_TWO_CELLS; n++)
		for (int k = 0; k <= DAY_TWO_STONES_MAX; k++)
			table->binomial[n][k] = (uint32_t)choose(n, k);
	for (int a = 1; a <= key->stones; a++)
		for (int b = 1; b <= key->stones; b++) {
			table->offset[a][b] = entry;
			entry += choose(DAY_TWO_CELLS, a) *
			    choose(DAY_TWO_CELLS - a, b);
		}
	table->entries = entry;
	for (int k = 0, cell = 0; k < DAY_TWO_CELLS; k++) {
		cell = day_first_cell() + k / SIDE * BOARD_STRIDE + k % SIDE;
		table->cell[k] = bb_cell(cell);
	}
	/* The sun turns a point a round, the moon as board_next_moon says,
	 * played forward from the day's first round. */
	memset(&first, 0, sizeof first);
	first.rules = key->rules;
	first.round = ply_round(table, 0);
	first.sun = key->sun;
	first.moon = key->moon;
	for (int ply = 0; ply < key->plies; ply++) {
		table->sun[ply] = first.sun;
		table->moon[ply] = first.moon;
		if (ply % TURNS_PER_ROUND == TURNS_PER_ROUND - 1) {
			first.moon = board_next_moon(&first);
			first.sun = (first.sun + 1) % COMPASS_POINTS;
			first.round++;
		}
	}
	day_two_board(table, 0, 0, &first);
	last_day_prepare(table->last_day, &first);
	return table;
}

void
day_two_free(struct day_two *table)
{
	if (table == NULL)
		return;
	last_day_free(table->last_day);
	free(table);
}

const struct day_two_key *
day_two_key(const struct day_two *table)
{
	return &table->key;
}

void
day_two_attach(struct day_two *table, int ply, const uint8_t *layer)
{
	assert(ply >= 0 && ply < table->key.plies);
	table->layer[ply] = layer;
}

bool
day_two_rules_match(const struct day_two *table, const struct rules *rules)
{
	struct rules plain = *rules;

	plain.pie = false;
	return options_same(&options_variant, &table->key.rules, &plain);
}

/* The round of the second day's ply `ply`. */
static inline int
ply_round(const struct day_two *table, int ply)
{
	return table->key.rules.day_length + 1 + ply / TURNS_PER_ROUND;
}

int
day_two_ply(const struct day_two *table, const struct board *board)
{
	if (board_dusks(board) != DAY_DUSKS)
		return -1;
	return (board->round - ply_round(table, 0)) * TURNS_PER_ROUND +
	    (board_turn_ends_round(board) ? 1 : 0);
}

/* Sets `board` to layer `ply`'s position of Amber's `amber` and Teal's
 * `teal` (25-bit sets), all but the hash. */
static void
board_at(const struct day_two *table, int ply, uint32_t amber,
    uint32_t teal, struct board *board)
{
	int round = ply_round(table, ply);

	memset(board, 0, sizeof *board);
	board->rules = table->key.rules;
	for (; amber != 0; amber &= amber - 1)
		board->stones[COLOUR_AMBER] |= table->cell[lowest_bit(amber)];
	for (; teal != 0; teal &= teal - 1)
		board->stones[COLOUR_TEAL] |= table->cell[lowest_bit(teal)];
	board->lit = bb_lit(DAY_DUSKS);
	board->round = round;
	board->side = board_first_mover(board, round);
	if (ply % TURNS_PER_ROUND == 1)
		board->side = COLOUR_COUNT - 1 - board->side;
	board->sun = table->sun[ply];
	board->moon = table->moon[ply];
}

/* The set of `count` cells of colex rank `rank`. */
static uint32_t
unrank(const struct day_two *table, int count, uint64_t rank)
{
	uint32_t bits = 0;

	for (int k = count; k > 0; k--) {
		int cell = k - 1;

		while (cell + 1 < DAY_TWO_CELLS &&
		    table->binomial[cell + 1][k] <= rank)
			cell++;
		rank -= table->binomial[cell][k];
		bits |= 1u << cell;
	}
	return bits;
}

/* Amber's empty cells, for walking Teal's sets among them. */
static void
walk_empty(struct walk *walk)
{
	for (int cell = 0, j = 0; cell < DAY_TWO_CELLS; cell++)
		if (!(walk->amber & 1u << cell))
			walk->empty[j++] = cell;
}

/* Teal's squeezed set as cells. */
static inline uint32_t
walk_teal(const struct walk *walk)
{
	uint32_t cells = 0;

	for (uint32_t bits = walk->teal; bits != 0; bits &= bits - 1)
		cells |= 1u << walk->empty[lowest_bit(bits)];
	return cells;
}

/* Starts a walk at entry `entry`. */
static void
walk_start(const struct day_two *table, uint64_t entry, struct walk *walk)
{
	int a = 1, b = 1;
	uint64_t within, teal_sets;

	assert(entry < table->entries);
	for (int i = 1; i <= table->key.stones; i++)
		for (int j = 1; j <= table->key.stones; j++)
			if (table->offset[i][j] <= entry) {
				a = i;
				b = j;
			}
	within = entry - table->offset[a][b];
	teal_sets = choose(DAY_TWO_CELLS - a, b);
	walk->amber_count = a;
	walk->teal_count = b;
	walk->amber = unrank(table, a, within / teal_sets);
	walk->teal = unrank(table, b, within % teal_sets);
	walk_empty(walk);
}

/* The walk's next entry (past the last, a set of K + 1 cells). */
static inline void
walk_next(const struct day_two *table, struct walk *walk)
{
	int empty = DAY_TWO_CELLS - walk->amber_count;

	walk->teal = next_set(walk->teal);
	if (walk->teal < 1u << empty)
		return;
	walk->teal = (1u << walk->teal_count) - 1;
	walk->amber = next_set(walk->amber);
	if (walk->amber > ALL_CELLS) {
		if (++walk->teal_count > table->key.stones) {
			walk->teal_count = 1;
			walk->amber_count++;
		}
		walk->amber = (1u << walk->amber_count) - 1;
		walk->teal = (1u << walk->teal_count) - 1;
	}
	walk_empty(walk);
}

void
day_two_board(const struct day_two *table, int ply, uint64_t entry,
    struct board *board)
{
	struct walk walk;

	walk_start(table, entry, &walk);
	board_at(table, ply, walk.amber, walk_teal(&walk), board);
	board->hash = board_compute_hash(board);
}

/* The entry of Amber's `amber` and Teal's `teal`, within K each. */
static inline uint64_t
entry_of(const struct day_two *table, uint32_t amber, uint32_t teal)
{
	int a = bits_count(amber), b = bits_count(teal);

	return table->offset[a][b] + rank_of(table, amber) *
	    table->binomial[DAY_TWO_CELLS - a][b] +
	    rank_of(table, squeezed(teal, amber));
}

uint64_t
day_two_entry(const struct day_two *table, const struct board *board)
{
	return entry_of(table, cells_of(board->stones[COLOUR_AMBER]),
	    cells_of(board->stones[COLOUR_TEAL]));
}

/* An entry's bits as a value for its side to move. */
static inline int
bits_value(int bits)
{
	assert(bits != 0);
	return bits - DAY_TWO_BITS_DRAW;
}

enum day_two_value
day_two_value(const struct day_two *table, const struct board *board,
    enum day_two_miss *why)
{
	enum day_two_miss miss = DAY_TWO_HELD;
	int ply = day_two_ply(table, board), amber, teal;

	amber = bb_count(board->stones[COLOUR_AMBER]);
	teal = bb_count(board->stones[COLOUR_TEAL]);
	if (ply < 0 || ply >= table->key.plies)
		miss = DAY_TWO_NOT_DAY_TWO;
	else if (board_is_over(board))
		miss = DAY_TWO_OVER;
	else if (board->held || board->sun != table->sun[ply] ||
	    board->moon != table->moon[ply])
		miss = DAY_TWO_OTHER_SKY;
	else if (amber > table->key.stones || teal > table->key.stones)
		miss = DAY_TWO_TOO_MANY;
	else if (table->layer[ply] == NULL)
		miss = DAY_TWO_NOT_LOADED;
	if (why != NULL)
		*why = miss;
	if (miss != DAY_TWO_HELD)
		return DAY_TWO_MISS;
	return (enum day_two_value)bits_value(
	    day_two_bits(table->layer[ply], day_two_entry(table, board)));
}

/* The value of the position a move made, for the side that made it. */
static int
child_value(struct day_two *table, const struct board *child, int ply,
    int mover)
{
	int value;

	if (board_is_over(child))
		return board_result_sign(board_result(child), mover);
	if (board_dusks(child) > DAY_DUSKS) {
		value = last_day_value(table->last_day, child);
		assert(value != LAST_DAY_MISS);
		value = value > 0 ? 1 : value < 0 ? -1 : 0;
	} else {
		assert(day_two_ply(table, child) == ply + 1);
		assert(table->layer[ply + 1] != NULL);
		value = bits_value(day_two_bits(table->layer[ply + 1],
		    day_two_entry(table, child)));
	}
	return child->side == mover ? value : -value;
}

/* The best value of `board`'s moves for its side to move. */
static int
solve(struct day_two *table, struct board *board, int ply,
    struct day_two_cost *cost)
{
	struct move_list list;
	struct undo undo;
	int best = -1, mover = board->side;

	board_legal_moves(board, &list);
	for (int i = 0; i < list.count && best < 1; i++) {
		int value;

		board_make(board, list.moves[i], &undo);
		value = child_value(table, board, ply, mover);
		board_unmake(board, &undo);
		cost->moves++;
		if (value > best)
			best = value;
	}
	return best;
}

void
day_two_build(struct day_two *table, int ply, uint8_t *layer, uint64_t from,
    uint64_t to, struct day_two_cost *cost)
{
	struct walk walk;

	assert(ply >= 0 && ply < table->key.plies && from <= to &&
	    to <= table->entries);
	assert(from % DAY_TWO_PER_BYTE == 0 &&
	    (to % DAY_TWO_PER_BYTE == 0 || to == table->entries));
	if (from == to)
		return;
	walk_start(table, from, &walk);
	for (uint64_t entry = from; entry < to; entry++) {
		struct board board;
		int value;

		board_at(table, ply, walk.amber, walk_teal(&walk), &board);
		value = solve(table, &board, ply, cost);
		layer[entry / DAY_TWO_PER_BYTE] |= (uint8_t)((value +
		    DAY_TWO_BITS_DRAW) << (entry % DAY_TWO_PER_BYTE * 2));
		cost->entries++;
		if (entry + 1 < to)
			walk_next(table, &walk);
	}
}

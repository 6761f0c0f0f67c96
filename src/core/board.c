/*
 * board.c owns the rules of play: the start position, legal moves and why
 * a move is not legal (a code: notation.c puts it in words), making and
 * unmaking a move (move, eclipse, the sun's turn, dusk), the result, and
 * the incremental hash.  The rules of
 * gnomon(6) are the contract; each step below names the rule it carries out.
 */
#include "core/board.h"

#include <assert.h>
#include <stddef.h>

#include "core/zobrist.h"

uint64_t
board_compute_hash(const struct board *board)
{
	uint64_t hash = 0;

	for (int colour = 0; colour < COLOUR_COUNT; colour++) {
		bitboard stones = board->stones[colour];

		bitboard tall = board->tall[colour];

		while (stones != 0)
			hash ^= zobrist_stone[colour][bb_pop(&stones)];
		while (tall != 0)
			hash ^= zobrist_tall[colour][bb_pop(&tall)];
	}
	if (board->side == COLOUR_TEAL)
		hash ^= zobrist_side;
	if (board->held)
		hash ^= zobrist_held;
	if (board->rules.moon)
		hash ^= zobrist_moon[board->moon];
	return hash ^ zobrist_sun[board->sun] ^ zobrist_round[board->round];
}

/*
 * The files a side starts on, as rank 1's bits: `count` stones centred on
 * the middle file (d; e on 9x9), and with an even count it left empty, so
 * the start stays symmetric (gnomon(6), Variants: 5 is b to f, 4 is b c e
 * f, 6 is a b c e f g; on 9x9 5 is c to g, 4 c d f g).
 */
static bitboard
start_files(int count)
{
	const int middle = BOARD_SIZE / 2;
	bitboard files = 0;

	for (int file = 0; file < BOARD_SIZE; file++) {
		int distance = file > middle ? file - middle : middle - file;

		if (distance == 0 ? count % 2 == 1 : distance <= count / 2)
			files |= bb_cell(cell_at(file, 0));
	}
	return files;
}

void
board_start(struct board *board, const struct rules *rules)
{
	bitboard files;
	int amber_rank, teal_rank;

	assert(rules_check(rules) == NULL);
	files = start_files(rules->stones);
	amber_rank = rules->start_rank - 1; /* each side's own edge, inwards */
	teal_rank = BOARD_SIZE - rules->start_rank;
	board->rules = *rules;
	board->stones[COLOUR_AMBER] = files << (BOARD_STRIDE * amber_rank);
	board->stones[COLOUR_TEAL] = files << (BOARD_STRIDE * teal_rank);
	/* mixed=1: the stone on d is tall (rules_check asked for one there). */
	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		board->tall[colour] = rules->mixed ? board->stones[colour] &
		    start_files(1) << (BOARD_STRIDE *
		    (colour == COLOUR_AMBER ? amber_rank : teal_rank)) : 0;
	board->lit = bb_lit(0);
	board->sun = rules->start_sun;
	board->moon = rules->moon ?
	    (rules->start_sun + COMPASS_POINTS / 2) % COMPASS_POINTS :
	    MOON_NONE;
	board->round = 1;
	board->side = board_first_mover(board, 1);
	board->held = false;
	board->hash = board_compute_hash(board);
}

bitboard
board_shadows(const struct board *board, int colour, int sun)
{
	return board_shade(&board->rules, board->stones[colour],
	    board->tall[colour], sun, board->moon, board->lit);
}

/*
 * A shadow of a set is the union of its stones' shadows, so the variants'
 * shade is a union of shadow_masks: every stone's sun shadow, the tall
 * stones' longer one (whose first cells are already in), and the same
 * again away from the moon.
 */
bitboard
board_shade_variant(const struct rules *rules, bitboard stones, bitboard tall,
    int sun, int moon, bitboard lit)
{
	int length = rules->shadow_length;
	bitboard shade = shadow_mask(stones, sun, length, lit) |
	    shadow_mask(tall, sun, length + TALL_EXTRA, lit);

	if (rules->moon)
		shade |= shadow_mask(stones, moon, length, lit) |
		    shadow_mask(tall, moon, length + TALL_EXTRA, lit);
	return shade;
}

enum result
board_result(const struct board *board)
{
	int amber = bb_count(board->stones[COLOUR_AMBER]);
	int teal = bb_count(board->stones[COLOUR_TEAL]);

	if (!board_is_over(board))
		return RESULT_NONE;
	/* An empty side has lost whenever it happened; after the last dusk,
	 * more stones win. */
	if (amber > teal)
		return RESULT_AMBER;
	if (teal > amber)
		return RESULT_TEAL;
	return RESULT_DRAW;
}

int
board_legal_moves(const struct board *board, struct move_list *list)
{
	bitboard mine = board->stones[board->side];
	bitboard empty = board->lit &
	    ~(board->stones[COLOUR_AMBER] | board->stones[COLOUR_TEAL]);

	list->count = 0;
	if (board_is_over(board))
		return 0;
	while (mine != 0) {
		int from = bb_pop(&mine);
		bitboard targets = bb_neighbours(from) & empty;

		while (targets != 0)
			list->moves[list->count++] =
			    move_make(from, bb_pop(&targets));
	}
	if (list->count == 0)
		list->moves[list->count++] = MOVE_PASS;
	/* hold=1: a hold of any stone but the last, after the moves (or the
	 * pass). */
	if (board->rules.hold && bb_count(board->stones[board->side]) > 1)
		for (mine = board->stones[board->side]; mine != 0;)
			list->moves[list->count++] = move_hold(bb_pop(&mine));
	return list->count;
}

bool
board_is_legal(const struct board *board, uint16_t move)
{
	struct move_list list;

	board_legal_moves(board, &list);
	for (int i = 0; i < list.count; i++)
		if (list.moves[i] == move)
			return true;
	return false;
}

static const char *const colour_names[COLOUR_COUNT] = { "Amber", "Teal" };

const char *
colour_name(int colour)
{
	return colour_names[colour];
}

/* Why a hold of the stone on `from` is not legal, the game not being over. */
static enum board_refusal
hold_refusal(const struct board *board, int from)
{
	if (!(BB_BOARD & bb_cell(from)))
		return BOARD_REFUSAL_NOT_A_MOVE;
	if (!board->rules.hold)
		return BOARD_REFUSAL_HOLD_OFF;
	if (!(board->stones[board->side] & bb_cell(from)))
		return BOARD_REFUSAL_NOT_OURS;
	return BOARD_REFUSAL_HOLD_LAST;
}

/* Why a move of a stone from `from` to `to` (both on the board) is not
 * legal. */
static enum board_refusal
stone_move_refusal(const struct board *board, int from, int to)
{
	bitboard stones =
	    board->stones[COLOUR_AMBER] | board->stones[COLOUR_TEAL];

	if (!(board->lit & bb_cell(from)))
		return BOARD_REFUSAL_FROM_DARK;
	if (!(stones & bb_cell(from)))
		return BOARD_REFUSAL_FROM_EMPTY;
	if (!(board->stones[board->side] & bb_cell(from)))
		return BOARD_REFUSAL_NOT_OURS;
	if (!(bb_neighbours(from) & bb_cell(to)))
		return BOARD_REFUSAL_NOT_A_STEP;
	if (!(board->lit & bb_cell(to)))
		return BOARD_REFUSAL_TO_DARK;
	if (stones & bb_cell(to))
		return BOARD_REFUSAL_TO_TAKEN;
	/* every part of the rule holds: board_is_legal disagrees */
	return BOARD_REFUSAL_OTHER;
}

/*
 * The checks follow the rule "move one of your stones one step, in any of
 * the 8 directions, onto an empty lit cell" part by part, so the first part
 * a move breaks is the one named; a pass is legal only when stuck.
 */
enum board_refusal
board_refusal(const struct board *board, uint16_t move)
{
	int from = move_from(move), to = move_to(move);

	if (board_is_legal(board, move))
		return BOARD_REFUSAL_NONE;
	if (board_is_over(board))
		return BOARD_REFUSAL_OVER;
	if (move == MOVE_PASS)
		return BOARD_REFUSAL_PASS;
	if (move_is_hold(move))
		return hold_refusal(board, from);
	if (from == to || !(BB_BOARD & bb_cell(from)) ||
	    !(BB_BOARD & bb_cell(to)))
		return BOARD_REFUSAL_NOT_A_MOVE;
	return stone_move_refusal(board, from, to);
}

/* mixed=1: `lost` (some of them tall) leave the tall stones, keeping the
 * hash.  Never inlined: remove_stones stays small enough to be inlined
 * into board_make, as it was before the variants. */
static __attribute__((noinline)) void
remove_tall(struct board *board, int colour, bitboard lost)
{
	bitboard tall = board->tall[colour] & lost;

	board->tall[colour] &= ~lost;
	while (tall != 0)
		board->hash ^= zobrist_tall[colour][bb_pop(&tall)];
}

/* Removes `lost` from `colour`'s stones, tall ones too, keeping the hash. */
static inline void
remove_stones(struct board *board, int colour, bitboard lost)
{
	if ((board->tall[colour] & lost) != 0)
		remove_tall(board, colour, lost);
	board->stones[colour] &= ~lost;
	while (lost != 0)
		board->hash ^= zobrist_stone[colour][bb_pop(&lost)];
}

/* Eclipse at the end of a turn; returns true when it ends the game. */
static bool
eclipse(struct board *board, int mover, struct undo *undo)
{
	int enemy = !mover;
	const struct rules *rules = &board->rules;
	bitboard mover_shade = board_shade(rules, board->stones[mover],
	    board->tall[mover], board->sun, board->moon, board->lit);

	if (rules->instant) {
		/* mover=0: both colours, all at once, from shadows cast before
		 * removal. */
		bitboard enemy_shade = board_shade(rules, board->stones[enemy],
		    board->tall[enemy], board->sun, board->moon, board->lit);

		undo->eclipsed[mover] = board->stones[mover] & enemy_shade;
		remove_stones(board, mover, undo->eclipsed[mover]);
	}
	undo->eclipsed[enemy] = board->stones[enemy] & mover_shade;
	remove_stones(board, enemy, undo->eclipsed[enemy]);
	return board->stones[mover] == 0 || board->stones[enemy] == 0;
}

static void
set_held(struct board *board, bool held)
{
	if (held != board->held)
		board->hash ^= zobrist_held;
	board->held = held;
}

static void
set_side(struct board *board, int side)
{
	if (side != board->side)
		board->hash ^= zobrist_side;
	board->side = side;
}

/* The end of a round: the sun turns, dusk may fall, the next round begins. */
static void
end_round(struct board *board, struct undo *undo)
{
	int next_sun = (board->sun + 1) % COMPASS_POINTS;

	if (board->held) {
		/* hold=1: a hold this round keeps the sun where it is. */
		set_held(board, false);
		undo->sun_held = true;
	} else {
		board->hash ^= zobrist_sun[board->sun] ^ zobrist_sun[next_sun];
		board->sun = next_sun;
		undo->sun_turned = true;
	}
	/* moon=1: a hold keeps only the sun; the moon keeps its time. */
	if (board->rules.moon) {
		int next_moon = board_next_moon(board);

		board->hash ^=
		    zobrist_moon[board->moon] ^ zobrist_moon[next_moon];
		board->moon = next_moon;
	}

	if (board->round % board->rules.day_length == 0) {
		board->lit = bb_lit(board->round / board->rules.day_length);
		undo->dusk_fell = true;
		for (int colour = 0; colour < COLOUR_COUNT; colour++) {
			undo->darkened[colour] =
			    board->stones[colour] & ~board->lit;
			remove_stones(board, colour, undo->darkened[colour]);
		}
	}
	board->hash ^=
	    zobrist_round[board->round] ^ zobrist_round[board->round + 1];
	board->round++;
	set_side(board, board_first_mover(board, board->round));
}

void
board_make(struct board *board, uint16_t move, struct undo *undo)
{
	int mover = board->side;
	bool ends_round = board_turn_ends_round(board);
	/* The tall stones and the moon are kept only when a variant has them:
	 * the real game's make and unmake do no more than before them. */
	bool varies = rules_shade_varies(&board->rules);

	assert(!board_is_over(board));
	undo->stones[COLOUR_AMBER] = board->stones[COLOUR_AMBER];
	undo->stones[COLOUR_TEAL] = board->stones[COLOUR_TEAL];
	if (varies) {
		undo->tall[COLOUR_AMBER] = board->tall[COLOUR_AMBER];
		undo->tall[COLOUR_TEAL] = board->tall[COLOUR_TEAL];
		undo->moon = board->moon;
	}
	undo->lit = board->lit;
	undo->hash = board->hash;
	undo->side = board->side;
	undo->sun = board->sun;
	undo->round = board->round;
	undo->held = board->held;
	undo->eclipsed[COLOUR_AMBER] = undo->eclipsed[COLOUR_TEAL] = 0;
	undo->darkened[COLOUR_AMBER] = undo->darkened[COLOUR_TEAL] = 0;
	undo->sun_turned = undo->sun_held = undo->dusk_fell = false;

	if (move != MOVE_PASS) {
		int from = move_from(move), to = move_to(move);

		assert(board->stones[mover] & bb_cell(from));
		if (to == CELL_NONE) {
			/* A hold: the stone comes off (a tall one too) and the
			 * sun is held. */
			assert(board->rules.hold &&
			    bb_count(board->stones[mover]) > 1);
			remove_stones(board, mover, bb_cell(from));
			set_held(board, true);
		} else {
			assert(board->lit & bb_cell(to) &
			    ~(board->stones[COLOUR_AMBER] |
				board->stones[COLOUR_TEAL]));
			board->stones[mover] ^= bb_cell(from) | bb_cell(to);
			board->hash ^= zobrist_stone[mover][from] ^
			    zobrist_stone[mover][to];
			/* mixed=1: a tall stone stays tall where it goes. */
			if (varies &&
			    (board->tall[mover] & bb_cell(from)) != 0) {
				board->tall[mover] ^=
				    bb_cell(from) | bb_cell(to);
				board->hash ^= zobrist_tall[mover][from] ^
				    zobrist_tall[mover][to];
			}
		}
	}
	/* An eclipse-out ends the game at once: no sun's turn, no dusk, and
	 * no sun left held. */
	if (eclipse(board, mover, undo)) {
		set_side(board, !mover);
		set_held(board, false);
		return;
	}
	if (ends_round)
		end_round(board, undo);
	else
		set_side(board, !mover);
}

void
board_unmake(struct board *board, const struct undo *undo)
{
	board->stones[COLOUR_AMBER] = undo->stones[COLOUR_AMBER];
	board->stones[COLOUR_TEAL] = undo->stones[COLOUR_TEAL];
	if (rules_shade_varies(&board->rules)) {
		board->tall[COLOUR_AMBER] = undo->tall[COLOUR_AMBER];
		board->tall[COLOUR_TEAL] = undo->tall[COLOUR_TEAL];
		board->moon = undo->moon;
	}
	board->lit = undo->lit;
	board->hash = undo->hash;
	board->side = undo->side;
	board->sun = undo->sun;
	board->round = undo->round;
	board->held = undo->held;
}

const char *
board_check(const struct board *board)
{
	const struct rules *rules = &board->rules;
	bitboard amber = board->stones[COLOUR_AMBER];
	bitboard teal = board->stones[COLOUR_TEAL];

	if (rules_check(rules) != NULL)
		return rules_check(rules);
	if (board->round < 1 || board->round > rules_last_round(rules) + 1)
		return "round out of range";
	if (board->sun < 0 || board->sun >= COMPASS_POINTS)
		return "sun out of range";
	if (board->side != COLOUR_AMBER && board->side != COLOUR_TEAL)
		return "side to move out of range";
	if (rules->moon ? board->moon < 0 || board->moon >= COMPASS_POINTS :
	    board->moon != MOON_NONE)
		return "moon out of range";
	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		if ((board->tall[colour] & ~board->stones[colour]) != 0 ||
		    bb_count(board->tall[colour]) > (rules->mixed ? 1 : 0))
			return "tall stones out of place";
	if (board->lit != bb_lit(board_dusks(board)))
		return "lit cells do not match the round";
	if ((amber & teal) != 0)
		return "two stones on one cell";
	if (((amber | teal) & ~board->lit) != 0)
		return "a stone on a dark cell";
	if (bb_count(amber) > rules->stones || bb_count(teal) > rules->stones)
		return "more stones a side than the game starts with";
	if (board->held && (!rules->hold || board_is_over(board) ||
	    !board_turn_ends_round(board)))
		return "a held sun outside a round's second turn under hold=1";
	if (board->hash != board_compute_hash(board))
		return "hash out of date";
	return NULL;
}

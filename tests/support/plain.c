/*
 * plain.c owns the plain second implementation of the rules (plain.h).  Each
 * step quotes the rule it carries out, as the rules of gnomon(6) state
 * it (sometimes in other words than the page).  Where the rules are
 * silent, the comment says so and which choice of the core it follows.
 */
#include "support/plain.h"

#include <stdio.h>
#include <string.h>

enum {
	SHADOW_LENGTH_DEFAULT = 2,
	DAY_DEFAULT = 8,
	STONES_DEFAULT = 5
};

/* "0 N (0,+1)  1 NE (+1,+1)  2 E (+1,0)  3 SE (+1,-1)  4 S (0,-1)
 *  5 SW (-1,-1)  6 W (-1,0)  7 NW (-1,+1)" as (east, north). */
static const struct {
	const char *name;
	int	dx, dy;
} sun_table[PLAIN_POINTS] = {
	{ "N", 0, 1 }, { "NE", 1, 1 }, { "E", 1, 0 }, { "SE", 1, -1 },
	{ "S", 0, -1 }, { "SW", -1, -1 }, { "W", -1, 0 }, { "NW", -1, 1 }
};

void
plain_rules_default(struct plain_rules *rules)
{
	rules->length = SHADOW_LENGTH_DEFAULT;
	rules->day = DAY_DEFAULT;
	rules->start_sun = 0;
	rules->snake = 0;
	rules->mover = 1;
	rules->start = 1;
	rules->stones = STONES_DEFAULT;
	rules->hold = 0;
	rules->moon = 0;
	rules->mixed = 0;
}

int
plain_sun_dx(int point)
{
	return sun_table[point].dx;
}

int
plain_sun_dy(int point)
{
	return sun_table[point].dy;
}

const char *
plain_sun_name(int point)
{
	return sun_table[point].name;
}

static int
stone_of(int side)
{
	return side == PLAIN_AMBER ? PLAIN_AMBER_STONE : PLAIN_TEAL_STONE;
}

int
plain_first_mover(const struct plain *p, int round)
{
	/* "odd rounds are Amber then Teal, even rounds Teal then Amber"
	 * (snake) */
	if (p->rules.snake && round % 2 == 0)
		return PLAIN_TEAL;
	return PLAIN_AMBER;
}

void
plain_start(struct plain *p, const struct plain_rules *rules)
{
	memset(p, 0, sizeof *p);
	p->rules = *rules;
	/* "Amber starts on b1 c1 d1 e1 f1; Teal on b7 c7 d7 e7 f7."  The
	 * variants: "stones=4: b c e f; 6: a b c e f g; 7: a to g", and
	 * "start=2: rank 2 and rank 6".  board=9: "c1 to g1 and c9 to g9";
	 * "4: c d f g; 6: b c d f g h; 7: b to h; 8: a b c d f g h i; 9: a to
	 * i"; start=2 on ranks 2 and 8. */
#if GNOMON_BOARD_SIZE == 7
	static const char *const files[] = {
		[4] = "bcef", [5] = "bcdef", [6] = "abcefg", [7] = "abcdefg"
	};
#else
	static const char *const files[] = {
		[4] = "cdfg", [5] = "cdefg", [6] = "bcdfgh", [7] = "bcdefgh",
		[8] = "abcdfghi", [9] = "abcdefghi"
	};
#endif
	int amber_y = rules->start == 2 ? 1 : 0;
	int teal_y = PLAIN_SIZE - 1 - amber_y;

	for (const char *file = files[rules->stones]; *file != '\0'; file++) {
		p->cell[*file - 'a'][amber_y] = PLAIN_AMBER_STONE;
		p->cell[*file - 'a'][teal_y] = PLAIN_TEAL_STONE;
		/* mixed=1: "the stone that starts on file d of each side is
		 * tall" */
		if (rules->mixed && *file == 'd')
			p->tall[*file - 'a'][amber_y] =
			    p->tall[*file - 'a'][teal_y] = 1;
	}
	p->sun = rules->start_sun;
	/* moon=1: "It starts at the point opposite the sun's first point". */
	p->moon = rules->moon ?
	    (rules->start_sun + PLAIN_POINTS / 2) % PLAIN_POINTS :
	    -1;
	p->round = 1;
	p->dusks = 0;
	p->side = plain_first_mover(p, 1);
}

int
plain_lit_after(int dusks, int x, int y)
{
	/* "7x7 -> 5x5 -> 3x3", then d4 alone (9x9 first on board=9, then e5
	 * alone): each dusk darkens the outer ring. */
	int low = dusks, high = PLAIN_SIZE - 1 - dusks;

	return x >= low && x <= high && y >= low && y <= high;
}

int
plain_dusks_before(const struct plain_rules *rules, int round)
{
	int dusks = 0;

	/* "the dusks fall after rounds D, 2D and 3D" (and 4D on 9x9) */
	for (int k = 1; k <= PLAIN_DUSKS; k++)
		if (round > k * rules->day)
			dusks++;
	return dusks;
}

void
plain_stone_shadow(int x, int y, int sun, int length, int dusks,
    int shade[PLAIN_SIZE][PLAIN_SIZE])
{
	int dx = sun_table[sun].dx, dy = sun_table[sun].dy;

	/*
	 * "a stone on (x, y) with the sun at (dx, dy) shades (x - k*dx, y -
	 * k*dy) for k = 1..L.  Shadows pass through stones and are cut only by
	 * the edge of the lit board": walk outwards and stop at the first cell
	 * that is not lit.  (A stone never stands on a dark cell in play; for
	 * one that does, the walk is the same.)
	 */
	for (int k = 1; k <= length; k++) {
		int sx = x - k * dx, sy = y - k * dy;

		if (!plain_lit_after(dusks, sx, sy))
			break;
		shade[sx][sy] = 1;
	}
}

void
plain_shadows(const struct plain *p, int side, int sun,
    int shade[PLAIN_SIZE][PLAIN_SIZE])
{
	memset(shade, 0, sizeof(int) * PLAIN_SIZE * PLAIN_SIZE);
	for (int x = 0; x < PLAIN_SIZE; x++) {
		for (int y = 0; y < PLAIN_SIZE; y++) {
			/* mixed=1: a tall stone's "shadows are one cell
			 * longer" */
			int length = p->rules.length + (p->tall[x][y] ? 1 : 0);

			if (p->cell[x][y] != stone_of(side))
				continue;
			plain_stone_shadow(x, y, sun, length, p->dusks, shade);
			/* moon=1: "Every stone casts two shadows, each as long
			 * as the shadows of the game: one straight away from
			 * the sun and one straight away from the moon." */
			if (p->rules.moon)
				plain_stone_shadow(x, y, p->moon, length,
				    p->dusks, shade);
		}
	}
}

void
plain_king_targets(int dusks, int x, int y, int targets[PLAIN_SIZE][PLAIN_SIZE])
{
	memset(targets, 0, sizeof(int) * PLAIN_SIZE * PLAIN_SIZE);
	/* "one step, in any of the 8 directions, onto an empty lit cell" */
	for (int point = 0; point < PLAIN_POINTS; point++) {
		int tx = x + sun_table[point].dx, ty = y + sun_table[point].dy;

		if (plain_lit_after(dusks, tx, ty))
			targets[tx][ty] = 1;
	}
}

int
plain_stones(const struct plain *p, int side)
{
	int count = 0;

	for (int x = 0; x < PLAIN_SIZE; x++)
		for (int y = 0; y < PLAIN_SIZE; y++)
			if (p->cell[x][y] == stone_of(side))
				count++;
	return count;
}

int
plain_is_over(const struct plain *p)
{
	/* "A position is a finished game when one side has no stones ... or
	 * its round is past the last dusk." */
	return plain_stones(p, PLAIN_AMBER) == 0 ||
	    plain_stones(p, PLAIN_TEAL) == 0 ||
	    p->round > PLAIN_DUSKS * p->rules.day;
}

enum plain_result
plain_result(const struct plain *p)
{
	int amber = plain_stones(p, PLAIN_AMBER),
	    teal = plain_stones(p, PLAIN_TEAL);

	/* "if both sides have no stones, it is a draw; if one side has none,
	 * the other wins" */
	if (amber == 0 && teal == 0)
		return PLAIN_DRAW;
	if (amber == 0)
		return PLAIN_TEAL_WINS;
	if (teal == 0)
		return PLAIN_AMBER_WINS;
	/* "After the third dusk the side with more stones wins; equal is a
	 * draw." */
	if (p->round > PLAIN_DUSKS * p->rules.day) {
		if (amber > teal)
			return PLAIN_AMBER_WINS;
		if (teal > amber)
			return PLAIN_TEAL_WINS;
		return PLAIN_DRAW;
	}
	return PLAIN_NONE;
}

int
plain_moves(const struct plain *p, struct plain_move moves[PLAIN_MOVES_MAX])
{
	int count = 0;

	/* "A finished game has no legal moves." */
	if (plain_is_over(p))
		return 0;
	for (int x = 0; x < PLAIN_SIZE; x++) {
		for (int y = 0; y < PLAIN_SIZE; y++) {
			int targets[PLAIN_SIZE][PLAIN_SIZE];

			if (p->cell[x][y] != stone_of(p->side))
				continue;
			plain_king_targets(p->dusks, x, y, targets);
			for (int tx = 0; tx < PLAIN_SIZE; tx++) {
				for (int ty = 0; ty < PLAIN_SIZE; ty++) {
					if (!targets[tx][ty] ||
					    p->cell[tx][ty] != PLAIN_EMPTY)
						continue;
					moves[count].pass = 0;
					moves[count].hold = 0;
					moves[count].from_x = x;
					moves[count].from_y = y;
					moves[count].to_x = tx;
					moves[count].to_y = ty;
					count++;
				}
			}
		}
	}
	/* "Only when you have no legal move at all do you pass." */
	if (count == 0) {
		memset(&moves[0], 0, sizeof moves[0]);
		moves[0].pass = 1;
		count = 1;
	}
	/* hold=1: "instead of moving, a player may take one of their own
	 * stones off the board ... but not their last"; "a player whose
	 * stones cannot move passes as before; with two or more stones they
	 * may hold instead." */
	if (p->rules.hold && plain_stones(p, p->side) >= 2)
		for (int x = 0; x < PLAIN_SIZE; x++)
			for (int y = 0; y < PLAIN_SIZE; y++) {
				if (p->cell[x][y] != stone_of(p->side))
					continue;
				memset(&moves[count], 0, sizeof moves[count]);
				moves[count].hold = 1;
				moves[count].from_x = x;
				moves[count].from_y = y;
				count++;
			}
	return count;
}

/* The end of a round: the sun's turn, any dusk, and the next round. */
static void
end_round(struct plain *p, struct plain_losses *losses)
{
	/* "After every round the sun moves one point clockwise."  hold=1: "At
	 * the end of the round in which a hold was made, the sun stays where
	 * it is; the round still counts ... and dusk falls ... as always." */
	if (!p->held)
		p->sun = (p->sun + 1) % PLAIN_POINTS;
	p->held = 0;
	/* moon=1: it "moves one point anticlockwise ... at the end of every
	 * second round, rounds 2, 4, 6 and so on, after the sun's turn"; "a
	 * hold keeps the sun only: the moon moves ... as always". */
	if (p->rules.moon && p->round % 2 == 0)
		p->moon = (p->moon + PLAIN_POINTS - 1) % PLAIN_POINTS;
	/* "At the end of each day, after the sun has moved, dusk falls: the
	 * outermost lit ring goes dark, and every stone on it is lost." */
	for (int k = 1; k <= PLAIN_DUSKS; k++) {
		if (p->round != k * p->rules.day)
			continue;
		p->dusks++;
		for (int x = 0; x < PLAIN_SIZE; x++) {
			for (int y = 0; y < PLAIN_SIZE; y++) {
				if (p->cell[x][y] == PLAIN_EMPTY ||
				    plain_lit_after(p->dusks, x, y))
					continue;
				losses->darkened[p->cell[x][y] ==
				    PLAIN_TEAL_STONE][x][y] = 1;
				p->cell[x][y] = PLAIN_EMPTY;
				p->tall[x][y] = 0;
			}
		}
	}
	p->round++;
	/*
	 * The rules do not say who is to move once the last dusk has ended the
	 * game; like the core, it is the first mover of the round the position
	 * shows (3D + 1).
	 */
	p->side = plain_first_mover(p, p->round);
}

void
plain_play(struct plain *p, const struct plain_move *move,
    struct plain_losses *losses)
{
	struct plain_losses ignored;
	int mover = p->side, enemy = 1 - mover;
	int mover_shade[PLAIN_SIZE][PLAIN_SIZE],
	    enemy_shade[PLAIN_SIZE][PLAIN_SIZE];
	int ends_round = mover != plain_first_mover(p, p->round);

	if (losses == NULL)
		losses = &ignored;
	memset(losses, 0, sizeof *losses);
	if (move->hold) {
		/* "they take one of their own stones off the board, and at the
		 * end of this round the sun does not move"; "both players may
		 * hold in the same round; the sun is still held for that one
		 * round only". */
		p->cell[move->from_x][move->from_y] = PLAIN_EMPTY;
		p->tall[move->from_x][move->from_y] = 0;
		p->held = 1;
	} else if (!move->pass) {
		p->cell[move->to_x][move->to_y] =
		    p->cell[move->from_x][move->from_y];
		p->cell[move->from_x][move->from_y] = PLAIN_EMPTY;
		/* "A tall stone stays tall wherever it moves" */
		p->tall[move->to_x][move->to_y] =
		    p->tall[move->from_x][move->from_y];
		p->tall[move->from_x][move->from_y] = 0;
	}

	/*
	 * "when your turn ends, every enemy stone that stands in one of your
	 * shadows (cast by all your stones, with the sun where it is now) is
	 * removed, all at once."  "A forced pass ends a turn too."
	 * Instant rule: "after every move, every stone of either colour
	 * standing in a shadow of the other colour is removed, all at once,
	 * both colours together": both shadows are cast before anything is
	 * removed. The rules do not say whether a forced pass is a "move" under
	 * the instant rule; like the core, it is: a pass runs the instant check
	 * too.
	 */
	plain_shadows(p, mover, p->sun, mover_shade);
	plain_shadows(p, enemy, p->sun, enemy_shade);
	for (int x = 0; x < PLAIN_SIZE; x++) {
		for (int y = 0; y < PLAIN_SIZE; y++) {
			if (p->cell[x][y] == stone_of(enemy) &&
			    mover_shade[x][y]) {
				losses->eclipsed[enemy][x][y] = 1;
				p->cell[x][y] = PLAIN_EMPTY;
				p->tall[x][y] = 0;
			} else if (!p->rules.mover &&
			    p->cell[x][y] == stone_of(mover) &&
			    enemy_shade[x][y]) {
				losses->eclipsed[mover][x][y] = 1;
				p->cell[x][y] = PLAIN_EMPTY;
				p->tall[x][y] = 0;
			}
		}
	}

	/*
	 * "If your eclipse leaves the enemy with no stones, you win at once:
	 * the game ends there, and the sun's turn and any dusk that would have
	 * followed do not happen."  (Instant rule: both emptied is a draw, only
	 * the mover emptied is a win for the other side; plain_result reads
	 * that from the stones.  Both emptied cannot in fact happen: the stone
	 * that stands furthest towards the sun is in nobody's shadow.)  The
	 * round stays: "after an eclipse-out it shows the round in which it
	 * happened".  The rules do not say who is then to move; like the core,
	 * it is the side that did not just move: the loser under the mover
	 * rule, but the winner when an instant eclipse empties only the mover.
	 */
	if (plain_stones(p, mover) == 0 || plain_stones(p, enemy) == 0) {
		p->side = enemy;
		/* "the game ends there": no sun is left held ("a finished game
		 * never shows it"). */
		p->held = 0;
		return;
	}
	/* "A round is one turn of each player": the second turn ends it. */
	if (ends_round)
		end_round(p, losses);
	else
		p->side = enemy;
}

static void
cell_text(int x, int y, char *text)
{
	text[0] = (char)('a' + x);
	text[1] = (char)('1' + y);
}

void
plain_move_text(const struct plain_move *move, char text[PLAIN_MOVE_TEXT_MAX])
{
	if (move->pass) {
		strcpy(text, "pass");
		return;
	}
	/* "A hold is written h and the cell of the stone taken off: hc1." */
	if (move->hold) {
		text[0] = 'h';
		cell_text(move->from_x, move->from_y, text + 1);
		text[3] = '\0';
		return;
	}
	cell_text(move->from_x, move->from_y, text);
	cell_text(move->to_x, move->to_y, text + 2);
	text[4] = '\0';
}

void
plain_position(const struct plain *p, char text[PLAIN_POSITION_MAX])
{
	static const char letter[] = { '\0', 'a',
		't' }; /* by enum plain_cell */
	static const char tall_letter[] = { '\0', 'A', 'T' };	/* mixed=1 */
	size_t at = 0;

	/* "The board lists ranks 7 down to 1, separated by /; in each rank,
	 * files a-g: a Amber, t Teal, a digit 1-7 for that many empty cells."
	 */
	for (int y = PLAIN_SIZE - 1; y >= 0; y--) {
		int run = 0;

		for (int x = 0; x < PLAIN_SIZE; x++) {
			if (p->cell[x][y] == PLAIN_EMPTY) {
				run++;
				continue;
			}
			if (run > 0)
				text[at++] = (char)('0' + run);
			run = 0;
			text[at++] = p->tall[x][y] ?
			    tall_letter[p->cell[x][y]] :
			    letter[p->cell[x][y]];
		}
		if (run > 0)
			text[at++] = (char)('0' + run);
		if (y > 0)
			text[at++] = '/';
	}
	/* "the sun is written with = after it (NE=)" while held */
	at += (size_t)snprintf(text + at, PLAIN_POSITION_MAX - at,
	    " %s %s%s %d", p->side == PLAIN_AMBER ? "a" : "t",
	    sun_table[p->sun].name, p->held ? "=" : "", p->round);
	/* moon=1: "a fifth field, the moon's point, after the round" */
	if (p->rules.moon)
		snprintf(text + at, PLAIN_POSITION_MAX - at, " %s",
		    sun_table[p->moon].name);
}

unsigned long long
plain_perft(const struct plain *p, int depth)
{
	struct plain_move moves[PLAIN_MOVES_MAX];
	unsigned long long leaves = 0;
	int count;

	if (depth == 0)
		return 1;
	count = plain_moves(p, moves);
	/* One ply from the end, each move is a leaf: no need to play it. */
	if (depth == 1)
		return (unsigned long long)count;
	for (int i = 0; i < count; i++) {
		struct plain child = *p;

		plain_play(&child, &moves[i], NULL);
		leaves += plain_perft(&child, depth - 1);
	}
	return leaves;
}

int
plain_outcome(const struct plain *p,
    signed char *(*known)(const struct plain *))
{
	struct plain_move moves[PLAIN_MOVES_MAX];
	signed char *memo;
	int count, best = -1;

	if (plain_is_over(p)) {
		enum plain_result result = plain_result(p);

		if (result == PLAIN_DRAW)
			return 0;
		return (result == PLAIN_AMBER_WINS) ==
		    (p->side == PLAIN_AMBER) ? 1 : -1;
	}
	memo = known != NULL ? known(p) : NULL;
	if (memo != NULL && *memo != 0)
		return *memo - 2;
	count = plain_moves(p, moves);
	for (int i = 0; i < count && best < 1; i++) {
		struct plain child = *p;
		int value;

		plain_play(&child, &moves[i], NULL);
		value = plain_outcome(&child, known);
		/* The other side's, but under snake=1 the round's second
		 * mover moves first in the next round too: its own. */
		if (child.side != p->side)
			value = -value;
		if (value > best)
			best = value;
	}
	if (memo != NULL)
		*memo = (signed char)(best + 2);
	return best;
}

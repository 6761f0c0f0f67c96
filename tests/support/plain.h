/*
 * A deliberately plain second implementation of the rules of Gnomon, written
 * from the rules of gnomon(6) alone and never from src/core: a 7x7 array of
 * cells (9x9 in the 9x9 program's tests, built with GNOMON_BOARD_SIZE=9:
 * board=9 of gnomon(6), Variants), ints for everything else, and loops.  It is
 * slow and obvious on purpose; the tests play it against the core, so a mistake
 * in the rules would have to be made twice, in two different ways, to go
 * unseen.
 *
 * Coordinates are the rules': x is the file (0 = a, west), y the rank
 * (0 = rank 1, south).  Sides are 0 Amber and 1 Teal.  Nothing here includes
 * or calls the core.
 */
#ifndef GNOMON_TESTS_PLAIN_H
#define GNOMON_TESTS_PLAIN_H

/* The build's board: 7, or 9 for gnomon-9 (the compiler's -D, the one
 * thing this shares with the core's build). */
#ifndef GNOMON_BOARD_SIZE
#define GNOMON_BOARD_SIZE 7
#endif

enum {
	PLAIN_SIZE = GNOMON_BOARD_SIZE, /* files and ranks */
	PLAIN_SIDES = 2,
	PLAIN_AMBER = 0,
	PLAIN_TEAL = 1,
	PLAIN_POINTS = 8, /* compass points of the sun and of a step */
	/* the dusk that leaves the centre alone ends the game: the third on
	 * 7x7, the fourth on 9x9 */
	PLAIN_DUSKS = PLAIN_SIZE == 7 ? 3 : 4,
	/* the most stones a side can start with (stones=7; 9 on 9x9) */
	PLAIN_STONES_MAX = PLAIN_SIZE,
	/* the steps of every stone, and (hold=1) a hold of each */
	PLAIN_MOVES_MAX = PLAIN_STONES_MAX * PLAIN_POINTS + PLAIN_STONES_MAX,
	PLAIN_MOVE_TEXT_MAX = 6, /* "b1c2", "pass" or "hc1" and the NUL */
	/* room for the longest position string */
	PLAIN_POSITION_MAX = PLAIN_SIZE == 7 ? 80 : 120
};

/* What stands on a cell. */
enum plain_cell { PLAIN_EMPTY, PLAIN_AMBER_STONE, PLAIN_TEAL_STONE };

enum plain_result { PLAIN_NONE, PLAIN_AMBER_WINS, PLAIN_TEAL_WINS, PLAIN_DRAW };

/* The variant settings; plain_rules_default gives the real game. */
struct plain_rules {
	int	length;		/* shadow length, 1..3 */
	int	day;		/* rounds per day, 1..16 */
	int	start_sun;	/* 0..7 */
	int	snake;		/* 1: even rounds are Teal then Amber */
	int mover; /* 1: the mover's shadows eclipse; 0: the instant rule */
	int	start;		/* 1: the back rank; 2: the second rank */
	int stones; /* a side's stones at the start, 4..7 (4..9 on 9x9) */
	int hold; /* 1: a stone may be taken off to hold the sun */
	int	moon;		/* 1: a moon casts shadows too */
	int	mixed;		/* 1: the stones starting on d are tall */
};

struct plain {
	struct plain_rules rules;
	int	cell[PLAIN_SIZE][PLAIN_SIZE];	/* [x][y]: an enum plain_cell */
	int tall[PLAIN_SIZE][PLAIN_SIZE]; /* [x][y]: 1 under a tall stone */
	int	side;		/* to move */
	int	sun;		/* 0..7 */
	int	moon;		/* 0..7 with the moon; -1 without */
	int	round;		/* from 1 */
	int	dusks;		/* dusks fallen so far, 0..PLAIN_DUSKS */
	int held; /* 1: the sun stays at the end of this round (hold=1) */
};

/* A move: a stone from one cell to a neighbour, the forced pass, or
 * (hold=1) a hold: the stone on from_x, from_y taken off. */
struct plain_move {
	int	pass;
	int	hold;
	int	from_x, from_y, to_x, to_y;
};

/* What one turn took away: a flag per cell for each side's lost stones. */
struct plain_losses {
	int	eclipsed[PLAIN_SIDES][PLAIN_SIZE][PLAIN_SIZE];
	int	darkened[PLAIN_SIDES][PLAIN_SIZE][PLAIN_SIZE];
};

void	plain_rules_default(struct plain_rules *);
void	plain_start(struct plain *, const struct plain_rules *);

/* The sun table of the rules: a compass point's (east, north) unit step. */
int	plain_sun_dx(int point);
int	plain_sun_dy(int point);
const char *plain_sun_name(int point);

/* 1 if (x, y) is lit after `dusks` dusks (off the board is never lit). */
int	plain_lit_after(int dusks, int x, int y);
/* The dusks that have fallen before `round` is played: those after rounds D,
 * 2D, 3D. */
int	plain_dusks_before(const struct plain_rules *, int round);
/* Marks in `shade` (which it adds to, never clears) the cells shaded by one
 * stone on (x, y) with the sun (or the moon) at `sun`, cut at the edge of
 * the lit board. */
void	plain_stone_shadow(int x, int y, int sun, int length, int dusks,
	    int shade[PLAIN_SIZE][PLAIN_SIZE]);
/* Sets `shade` to the cells shaded by all of `side`'s stones, with the sun
 * at `sun` and the moon (if any) where it is. */
void	plain_shadows(const struct plain *, int side, int sun,
	    int shade[PLAIN_SIZE][PLAIN_SIZE]);
/* Sets `targets` to the lit cells a king's step from (x, y). */
void	plain_king_targets(int dusks, int x, int y,
	    int targets[PLAIN_SIZE][PLAIN_SIZE]);

int	plain_stones(const struct plain *, int side);
int	plain_first_mover(const struct plain *, int round);
int	plain_is_over(const struct plain *);
enum plain_result plain_result(const struct plain *);

/* The legal moves (none once the game is over, a pass when stuck, holds
 * under hold=1). */
int plain_moves(const struct plain *, struct plain_move moves[PLAIN_MOVES_MAX]);
/* Plays a legal move; `losses` (may be NULL) receives what it took. */
void plain_play(struct plain *, const struct plain_move *,
    struct plain_losses *losses);

void plain_move_text(const struct plain_move *, char text[PLAIN_MOVE_TEXT_MAX]);
void	plain_position(const struct plain *, char text[PLAIN_POSITION_MAX]);

/* Move sequences of `depth` plies (a pass is a ply; a finished game has
 * none). */
unsigned long long plain_perft(const struct plain *, int depth);

/*
 * The outcome for the side to move with best play to the end of the game,
 * by playing every move (cut only at a win): 1 a win, 0 a draw, -1 a loss.
 * `known`, if not NULL, gives a position's memo cell (NULL: none kept;
 * 0: not solved yet, else the outcome + 2), so that a caller that can
 * name its positions solves each once.
 */
int	plain_outcome(const struct plain *,
	    signed char *(*known)(const struct plain *));

#endif

/*
 * Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013): a
 * rating, its deviation and its volatility, updated after a rating period
 * of games.  The puzzle rating uses it as lichess does, a puzzle being the
 * opponent; the server's ratings (a later part) use it for players.
 * Pure arithmetic: nothing here reads, writes or allocates.
 */
#ifndef GNOMON_GLICKO2_H
#define GNOMON_GLICKO2_H

#define GLICKO2_RATING_START 1500.0
#define GLICKO2_DEVIATION_START 350.0
#define GLICKO2_VOLATILITY_START 0.06
#define GLICKO2_TAU 0.5 /* the system constant: how fast volatility moves */
/* A deviation above this marks a rating provisional ("1500?"). */
#define GLICKO2_PROVISIONAL 110.0

struct glicko2 {
	double	rating;
	double	deviation;
	double	volatility;
};

struct glicko2_game {
	double	rating;		/* the opponent's */
	double	deviation;	/* the opponent's */
	double	score;		/* 1 won, 0.5 drawn, 0 lost */
};

/* A new player's (1500, 350, 0.06). */
void	glicko2_start(struct glicko2 *);

/*
 * Updates `player` after the rating period's `count` games (0: only the
 * deviation grows, as a period with no games does).  The worked example:
 * 1500/200/0.06 against 1400/30 won, 1550/100 lost, 1700/300 lost gives
 * 1464.06/151.52/0.05999.
 */
void	glicko2_update(struct glicko2 *player, const struct glicko2_game *,
	    int count);

#endif

/*
 * Games between two computer players, for `gnomon selfplay` and
 * `gnomon transcript`: who the players are, and playing one game.
 *
 * A player is written as on the command line: a depth N (the designer's
 * plain alpha-beta at depth N, material only, random among equal moves), a
 * level L1..L5, 0 (a random mover), or nN (the full search limited to N
 * nodes a move: for measuring the search's features cheaply).
 */
#ifndef GNOMON_MATCH_H
#define GNOMON_MATCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ai/evaluate.h"
#include "ai/pie.h"
#include "ai/search.h"
#include "core/board.h"
#include "core/options.h"

enum {
	MATCH_ERROR_MAX = OPTIONS_ERROR_MAX,
	MATCH_DEPTH_MAX =
	    12, /* the designer's search is plain: deeper is hopeless */
	MATCH_SEED_MAX = 2147483647,
	MATCH_NODES_MAX = 1000000000
};

enum match_kind { MATCH_RANDOM, MATCH_DEPTH, MATCH_LEVEL, MATCH_NODES };

struct match_player {
	enum match_kind	kind;
	int		number;		/* the depth or the level */
	uint64_t	nodes;		/* MATCH_NODES */
	unsigned	disable;	/* SEARCH_NO_* bits */
	bool		weighed;	/* weights below, not the tuned ones */
	struct evaluate_weights weights;
};

/* How a game ended. */
enum match_ending { MATCH_ECLIPSE, MATCH_DUSK };

struct match_game {
	enum result	result;
	enum match_ending ending;
	int		plies;
	uint64_t	nodes;		/* searched by both players */
	int		search_ms;	/* spent searching by both players */
	int lone; /* the ply after which a 1-against-1 endgame
		     began (match_one_each), or 0: never */
};

/*
 * One stone a side and the game not over: a 1-against-1 endgame, whose
 * stalls to dusk the design lab counts (gnomon lab endgame).
 */
bool	match_one_each(const struct board *);

/*
 * Readers of the players' settings (options.h's options_reader), each over
 * a struct match_player: a player as written above ("L5", "n50000", "3",
 * "0"), a list of features to leave out ("tt,pvs"), or weights of the
 * evaluation ("exposed:20,ring:5", over the player's weights).
 */
options_reader	match_read_player;
options_reader	match_read_features;
options_reader	match_read_weights;

/* Called after every move of match_play; may be NULL. */
struct match_observer {
	void	(*moved)(const struct board *before, uint16_t move,
		    const struct board *after, const struct undo *,
		    const struct search_report *, void *context);
	void	*context;
};

/*
 * Plays one game from the start under `rules`: players[0] is Amber,
 * players[1] Teal, each with its own search (cleared first, so a game
 * depends on nothing before it).  The first `opening` plies are random
 * moves, to vary the games of deterministic players.  The same seed plays
 * the same game.
 */
void	match_play(const struct rules *, const struct match_player players[2],
	    struct search *searches[2], uint64_t seed, int opening,
	    const struct match_observer *, struct match_game *);

/* The search limits of a player's move (a random mover's: the designer's
 * depth 1, for the choices it cannot make at random). */
void	match_limits(const struct match_player *, uint64_t seed,
	    struct search_limits *);
/*
 * The pie (pie=1, pie.h): the sun players[0] chooses for Amber, and whether
 * players[1], Teal's, then swaps colours, each by pie.h's chooser at its
 * own limits.
 */
void	match_pie(const struct rules *, const struct match_player players[2],
	    struct search *searches[2], int *sun, bool *swap);
/* The table a player's pie choices are read from, NULL for its search;
 * and the words for both players', "both choose by the table of 20000
 * nodes a move" or "p1 chooses by ..., p2 by its search" (fits
 * PIE_BASIS_MAX * 2). */
const struct pie_table *match_pie_table(const struct rules *,
	    const struct match_player *);
void	match_pie_basis(const struct rules *,
	    const struct match_player players[2], char *text, size_t size);
/* The move a player makes in `board`. */
uint16_t match_move(const struct match_player *, struct search *,
	    const struct board *, uint64_t seed, struct search_report *);

#endif

/*
 * The computer player: a search that picks a move for a position.
 *
 * THE MODEL
 * A `struct search` owns everything a search needs between moves (the
 * transposition table, killer and history tables); it is made once with
 * search_new() and reused move after move, so search_run() allocates
 * nothing.  One struct search serves one caller at a time; two callers
 * searching at once need two (its own helper threads, below, are its
 * business).
 *
 * search_run() is told how far to look by `struct search_limits`:
 *   - level 1..SEARCH_LEVEL_MAX picks everything (the designer's fixed
 *     depths 1-4 with a material evaluation and a random choice among equal
 *     moves, or level 5, "master": the full search for about a second);
 *   - level 0 uses depth, nodes and movetime_ms as given (0 = no limit of
 *     that kind; all three 0 searches to the end of the game);
 *   - node_cap, if not 0, bounds the nodes of any search, a level's too.
 * The `stop` flag may be raised from any thread at any moment: search_run
 * then returns a legal move promptly (the best found so far).  It may be
 * NULL.  The same position, limits and seed give the same move from the
 * same table: search_clear() first makes it so whatever was searched before
 * (the table, killers and history learnt earlier can change a move), except
 * when a time limit or the stop flag cuts the search short.
 *
 * THREADS (lazy SMP)
 * search_threads() makes room for helper threads; a search whose limits ask
 * for `threads` > 1 then runs that many threads on one shared table: the
 * helpers search the same position at staggered depths, filling the table
 * with results the main thread finds there, and the main thread's result is
 * the answer.  The helper threads are started by each search_run and have
 * ended when it returns.  Threads change the answer from run to run (which
 * thread stores first is up to the machine), so only a level-0 full search
 * with no node limit (a depth or a time limit) uses them: levels 1-5, the
 * designer's search and any search with `nodes` or `node_cap` stay one
 * thread, the same every time, whatever `threads` says.
 *
 * Scores are from the side to move's view, in hundredths of a stone;
 * a won game scores SEARCH_WIN minus the plies to the win.
 */
#ifndef GNOMON_SEARCH_H
#define GNOMON_SEARCH_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/board.h"

enum {
	SEARCH_LEVEL_MIN = 1,
	SEARCH_LEVEL_MAX = 5,
	SEARCH_LEVEL_MASTER = 5,
	SEARCH_TT_DEFAULT_MB = 4, /* the transposition table's default size */
	SEARCH_THREADS_MAX = 64, /* threads a search may run at once */
	SEARCH_MASTER_MS = 1000, /* about what level 5 takes a move (it counts
				    nodes, not time) */
	SEARCH_WIN = 100000, /* a won game, before the plies to it */
	SEARCH_WIN_MIN =
	    SEARCH_WIN - 2 * MAX_PLIES /* scores beyond this are wins */
};

/* The features of the full search, each of which can be left out. */
enum search_feature {
	SEARCH_NO_TT = 1 << 0, /* transposition table */
	SEARCH_NO_ORDER = 1 << 1, /* eclipsing moves, killers, history */
	SEARCH_NO_PVS = 1 << 2, /* principal-variation search */
	SEARCH_NO_REDUCTIONS = 1 << 3, /* late-move reductions */
	SEARCH_NO_QUIESCENCE = 1 << 4, /* playing out eclipses at the leaves */
	SEARCH_NO_EVALUATION = 1 << 5, /* material only at the leaves */
	SEARCH_NO_LAST_DAY = 1
	    << 6, /* the last day's exact table (last_day.h) */
	SEARCH_NO_PRUNING = 1 << 7, /* late-move pruning near the leaves */
	SEARCH_FEATURES = 8
};

/* The name of feature bit `index` ("tt", "order", ...), for tools. */
const char *search_feature_name(int index);

struct search;
struct evaluate_weights;

/* What a search has found so far: the best move and its line. */
struct search_report {
	uint16_t	best;		/* MOVE_NONE only if the game is over */
	int score; /* side to move's view; see SEARCH_WIN */
	int		depth;		/* the last depth searched completely */
	uint64_t	nodes;		/* positions visited, all depths */
	int		elapsed_ms;
	int		pv_length;
	uint16_t pv[MAX_PLIES]; /* the principal variation, best first */
};

struct search_limits {
	int level; /* 1..5, or 0: use the three limits below */
	int		depth;		/* plies; 0 = no depth limit */
	uint64_t	nodes;		/* 0 = no node limit */
	int		movetime_ms;	/* 0 = no time limit */
	/* A ceiling on the nodes that holds whatever the level and the limits
	   above say (0 = none): a host's cap, such as the fuzzer's. */
	uint64_t	node_cap;
	uint64_t	seed;		/* the choice among equal moves */
	bool designer; /* level 0: the designer's plain alpha-beta
			  at `depth`, material only, random ties */
	unsigned	disable;	/* SEARCH_NO_* bits: features left out,
					   for measuring what each one gains */
	/* Threads searching at once (THREADS above); 0 or 1: one.  At most
	   as many as search_threads() made room for. */
	int		threads;
	/* Level 5 plays a move of the opening book (book.h) where it has
	   one; false (analyze) searches there as anywhere else. */
	bool		opening_book;
	/* The full search's evaluation weights (evaluate.h); NULL = the tuned
	 * ones. */
	const struct evaluate_weights *weights;
	/* Called after each completed depth (for `analyze`); may be NULL. */
	void (*on_depth)(const struct search_report *, void *context);
	void		*context;	/* handed to on_depth */
};

/* Level 0 with no limits, seed 0, no callback. */
void	search_limits_default(struct search_limits *);

/* NULL if the memory cannot be had.  0 megabytes gives the smallest table. */
struct search *search_new(size_t tt_megabytes);
/* The bytes search_new(tt_megabytes) allocates: what a caller making many
 * searches adds up against the machine's memory (memory_limit.h). */
size_t	search_bytes(size_t tt_megabytes);
void	search_free(struct search *);

/*
 * Makes room for `threads` threads (1 .. SEARCH_THREADS_MAX) in every search
 * from now on that asks for them: their own killers, history and stacks,
 * allocated here so that search_run allocates nothing.  0 on success; -1 if
 * `threads` is out of range or the memory cannot be had, nothing changed.
 */
int	search_threads(struct search *, int threads);

/*
 * Lends the full search the second day's table `table` (day_two.h; NULL:
 * none), read from then on in every search of its rules, as step 10b of
 * search.c says; the caller keeps it until the search is freed or lent
 * another.  Without one, the search is as before.
 */
struct day_two;
void	search_use_day_two(struct search *, const struct day_two *table);

/* Forgets what earlier searches learnt (a new game); search_run does this
 * itself when the rules change. */
void	search_clear(struct search *);

/*
 * Searches `board` (not changed) within `limits` and returns the move to
 * play: always legal, MOVE_PASS when the side is stuck, MOVE_NONE only when
 * the game is over.  `report` (may be NULL) receives the details; its nodes
 * are those of all the threads.  With threads, the helpers are started here
 * and have all ended when it returns.
 */
uint16_t search_run(struct search *, const struct board *,
	    const struct search_limits *, atomic_bool *stop,
	    struct search_report *report);

/* The static evaluation of `board` for the side to move (for tests and
 * tools). */
int	search_evaluate(const struct board *);

#endif

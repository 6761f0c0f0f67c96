/*
 * `gnomon engine`: a line protocol on stdin/stdout in the shape of the Go
 * Text Protocol.  Each command line gets one reply, `= <text>` on success or
 * `? <message>` on failure, then an empty line; an optional numeric id before
 * the command, 0 to 2^31 - 1 (GTP's int), is echoed after the = or ?; a
 * larger one is refused, with no id and the command not run.  A refused
 * command changes nothing.
 *
 * engine_run runs the long commands (genmove, analyze, pie, perft) on a
 * thread of their own and goes on reading: `stop` raises the stop flag
 * (a search then answers with its best so far, a perft with a failure:
 * it has no count to give) and is answered after it, as `quit` and the
 * end of the input do (a controller gone leaves nothing running); any
 * other command waits for the long one's reply first, so replies keep
 * the commands' order.
 * engine_execute runs every command on the caller's thread.
 */
#ifndef GNOMON_ENGINE_H
#define GNOMON_ENGINE_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "core/board.h"
#include "store/day_two_file.h"

struct search;
struct options_table;

enum {
	ENGINE_LINE_MAX = 4096,		/* longer lines are refused whole */
	ENGINE_REPLY_MAX = 65536,
	/* perft 8 from the start takes about a minute; deeper would freeze
	 * the engine for hours. */
	ENGINE_PERFT_MAX = 8,
	ENGINE_HASH_MAX = 4096		/* megabytes: as selfplay's tt= */
};

struct engine {
	struct rules	rules;
	struct board	board;
	int plies; /* moves played since `new` or `position` */
	uint16_t	moves[MAX_PLIES];
	struct undo	undo[MAX_PLIES];
	struct search *search; /* made by the first genmove or analyze */
	/* Caps a host sets after engine_init, which hold whatever a command
	 * line says (its spelling, its limits, its level): the fuzzer's, so
	 * that no line makes it crawl. */
	uint64_t	search_node_cap;	/* 0 (engine_init) = none */
	/* The transposition table's size, `gnomon engine hash=MB`
	 * (engine_init: SEARCH_TT_DEFAULT_MB); read by the first search. */
	size_t		tt_megabytes;
	/* The threads of an analyze or a genmove by time that names none,
	 * `gnomon engine threads=N` (engine_init: 1). */
	int		threads;
	/* The SEARCH_NO_* features every full search of this engine leaves
	 * out, `gnomon engine off=feature,...` (engine_init: none); the
	 * levels are searched as they are. */
	unsigned	disable;
	/* The second day's tables, `gnomon engine tables=DIR` (engine_init:
	 * NULL, none): read for the rules of the first search of each rules
	 * and lent to the search (search_use_day_two). */
	const char	*tables_dir;
	struct day_two_loaded tables;
	int perft_depth_max; /* engine_init: ENGINE_PERFT_MAX */
	atomic_bool stop; /* raised by `stop`: a long command answers now */
	bool		quit;
	bool		failed;			/* the last reply was a `?` */
	size_t		reply_length;
	char		reply[ENGINE_REPLY_MAX];
};

/* genmove's and analyze's limits (options.h); `new` reads options_variant. */
extern const struct options_table engine_limits;

void	engine_init(struct engine *);
/* Frees what the engine allocated (its search), not the engine itself. */
void	engine_free(struct engine *);

/* Executes one command line (without its newline); the reply, without the
 * leading "= " or "? " and the blank line, is left in engine->reply. */
void	engine_execute(struct engine *, const char *line);

/* Reads commands from `in` until quit or end of input, answering on `out`. */
void	engine_run(struct engine *, FILE *in, FILE *out);

/* Appends formatted text to the reply being built (truncating safely). */
void	engine_reply(struct engine *, const char *format, ...)
	    __attribute__((format(printf, 2, 3)));
/* Marks the reply as a failure with the given message. */
void	engine_fail(struct engine *, const char *format, ...)
	    __attribute__((format(printf, 2, 3)));

/*
 * Reads `text`, features of the search to leave out ("tt,pvs": names of
 * search_feature_name), into SEARCH_NO_* bits in `disable`; returns 0, or
 * -1 with a message naming `key` in `error` (OPTIONS_ERROR_MAX bytes).
 * off= of `gnomon engine`, and off1= of selfplay (match_read_features).
 */
int	engine_read_features(const char *key, const char *text,
	    unsigned *disable, char *error);

#endif

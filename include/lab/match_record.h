/*
 * Games between computer players kept as records (record.h), for the
 * pgn=DIR setting of `gnomon selfplay` and `gnomon transcript`: the players
 * named in the Amber and Teal tags as on the command line ("level 5",
 * "depth 3", "random", "n50000"), every move as it is played (an observer
 * of match_play), and the file written into DIR.
 */
#ifndef GNOMON_MATCH_RECORD_H
#define GNOMON_MATCH_RECORD_H

#include <stddef.h>

#include "core/record.h"
#include "lab/match.h"

/* A player's name for a record: "level 5", "depth 3", "random", "n50000". */
void match_record_player(const struct match_player *, char *name, size_t size);

/* A record of a new game between `players`, dated today, `seed` in a tag. */
void	match_record_start(struct record *, const struct rules *,
	    const struct match_player players[2], uint64_t seed);

/* An observer's callback: appends the move to the record in `context`. */
void	match_record_moved(const struct board *before, uint16_t move,
	    const struct board *after, const struct undo *,
	    const struct search_report *, void *context);

/*
 * Makes DIR if it is missing, before any game is played: 0, or -1 with
 * "gnomon COMMAND: message" said on stderr (a file in the way, no right to
 * write), so that a long match never ends in a place it cannot write.
 */
int	match_record_directory(const char *command, const char *directory);

/*
 * Writes the record as DIR/NAME.gnomon (DIR made if missing); 0, or -1 with
 * "gnomon COMMAND: message" said on stderr.
 */
int	match_record_write(const char *command, const char *directory,
	    const char *name, const struct record *);

#endif

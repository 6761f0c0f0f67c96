/*
 * `gnomon selfplay` as a function, for the commands that run studies of
 * their own (gnomon lab): the same settings, the same games, the same
 * results file, and the tally handed back instead of only printed.
 */
#ifndef GNOMON_SELFPLAY_H
#define GNOMON_SELFPLAY_H

#include <stdio.h>

#include "core/options.h"
#include "lab/study.h"

/* shard=K/N: the games whose number is K - 1 modulo N, of a study cut
 * into N shards (numbered from 0 here). */
struct selfplay_shard {
	long	index, count;	/* index K - 1 of N */
};

/* Reads shard=K/N into a struct selfplay_shard (options.h's reader), for
 * every command that plays a study in shards. */
options_reader	selfplay_read_shard;

/*
 * Plays the games that selfplay's settings in argv ask for, adds them to
 * `tally` and prints selfplay's report on `out` (NULL: none).  Returns
 * selfplay's exit status: 0, 1 (a failure) or 2 (a bad setting), with its
 * message on stderr.
 */
int selfplay_run(int argc, char **argv, FILE *out, struct study_tally *tally);

/*
 * A study's settings line (study.h) in one spelling, so that two studies
 * of the same games compare equal however their settings were written:
 * every setting that decides the games with its value, defaults filled
 * ("seed=1" where seed was left out), the variant's in options_write's
 * numbers ("sun=3" for sun=se or sun=SE), the players' words as the last
 * given (or their default), sorted.  The words are read, not checked
 * together, so that a 9x9 study's (board=9) reads here as in gnomon-9;
 * words this program cannot read at all are only sorted.  0, or -1 if
 * they do not fit.  A study_normal (study.h).
 */
int	selfplay_settings_normal(const char *settings, char *normal,
	    size_t size);

/*
 * Who is told of each game as it ends, for a study's progress: `played`
 * is called with the games this run has finished and the games it plays
 * in all, one call at a time (under a lock), from the thread that played
 * the game.
 */
struct selfplay_watch {
	void	(*played)(void *context, long finished, long games);
	void	*context;
};

/* selfplay_run, with `watch` (NULL: none) told of every game's end. */
int	selfplay_run_watched(int argc, char **argv, FILE *out,
	    struct study_tally *tally, const struct selfplay_watch *watch);

#endif

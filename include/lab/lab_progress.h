/*
 * A study's progress, said on the standard error while the lab plays
 * (gnomon lab's questions, gnomon lab compare): the games played of all
 * its studies, the games left, and the time left at the pace so far, a
 * line at the end of each study and at most every LAB_PROGRESS_SECONDS
 * between:
 *
 *   gnomon lab compare: 120 of 2400 games played, 2280 left (about 1 h 3 min)
 */
#ifndef GNOMON_LAB_PROGRESS_H
#define GNOMON_LAB_PROGRESS_H

#include <stddef.h>
#include <stdio.h>

#include "lab/selfplay.h"

enum {
	LAB_PROGRESS_SECONDS = 10,	/* between two lines, at most */
	LAB_PROGRESS_TEXT_MAX = 160
};

struct lab_progress {
	const char	*who;		/* "gnomon lab compare" */
	FILE		*out;
	long		games;		/* of every study */
	long		done;		/* of the studies finished */
	long		current;	/* of the study being played */
	double		started, said;	/* seconds, CLOCK_MONOTONIC */
	struct selfplay_watch watch;	/* selfplay's hook into it */
};

/* Starts counting `games` games in all. */
void	lab_progress_start(struct lab_progress *, const char *who,
	    long games, FILE *out);

/* A study of `games` games is over: counted and said. */
void	lab_progress_study_done(struct lab_progress *, long games);

/*
 * The words of a progress line after its who: "120 of 2400 games played,
 * 2280 left (about 1 h 3 min)" (at `seconds` since the start); the time left
 * only once a game is played, "done" when none is left.
 */
void	lab_progress_text(long played, long games, double seconds, char *text,
	    size_t size);

/* " (about 1 h 3 min)": the time left, `wait` seconds, as a progress line
 * ends. */
void	lab_progress_wait_text(long wait, char *text, size_t size);

#endif

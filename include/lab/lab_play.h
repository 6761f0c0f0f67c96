/*
 * Playing one study of the design lab (gnomon lab's questions, gnomon lab
 * compare): the `gnomon selfplay` command of its settings line, played in
 * this process, or by gnomon-9 for a 9x9 study (board=9) in the 7x7
 * program; its results file kept under results=DIR when asked, named for
 * its settings (lab_study_name).
 */
#ifndef GNOMON_LAB_PLAY_H
#define GNOMON_LAB_PLAY_H

#include <stdio.h>

#include "lab/selfplay.h"
#include "lab/study.h"

enum {
	LAB_PATH_MAX = 4096	/* a results directory's or file's path */
};

/* How a command plays its studies. */
struct lab_play {
	const char	*who;		/* "gnomon lab length": for messages */
	long		jobs;		/* threads */
	const char *results; /* results=DIR: each study's file, or NULL */
	const struct selfplay_watch *watch; /* told of each game, or NULL */
};

/* The results file of the study called `name` under `results` (NULL:
 * none, ""), LAB_PATH_MAX bytes. */
void	lab_play_results_file(const char *results, const char *name,
	    char *path);

/*
 * Plays the study of `settings` (a settings line, lab_study_settings)
 * called `name` into `tally`: selfplay's status (0, 1 or EXIT_USAGE), or
 * 1 with what failed said.
 */
int	lab_play_study(const struct lab_play *, const char *settings,
	    const char *name, struct study_tally *tally);

/*
 * print=1: the study's command, ready for a shell (its results file under
 * results=DIR), after a comment line of its `label`, and under it, as
 * comments, the same study cut into shards for tools/study-local.sh and
 * for a Slurm array job (tools/study-slurm.sh).
 */
void	lab_play_print(FILE *, const struct lab_play *, const char *label,
	    const char *settings, const char *name);

#endif

/*
 * The results files of studies already played (selfplay results=FILE, a
 * study's shards, gnomon lab results=DIR), found under a directory for
 * gnomon lab from=DIR: every file in it or in its subdirectories whose
 * first lines are a study's, known by its settings line, so that a row's
 * study is found whatever its files are called and however it was split.
 */
#ifndef GNOMON_LAB_RESULTS_H
#define GNOMON_LAB_RESULTS_H

#include <stddef.h>

#include "lab/study.h"

enum { LAB_RESULTS_ERROR_MAX = 512 };

struct lab_results;

/* The study files under `directory`, or NULL with what is wrong in `error`. */
struct lab_results *lab_results_scan(const char *directory, char *error);
void	lab_results_free(struct lab_results *);

/*
 * Tallies the files of the study whose settings line is `settings` into
 * `tally`, as gnomon merge would: the number of its files (0: none found),
 * with the games none of them holds in `missing`; or -1 with the file and
 * line at fault in `error` (a game twice, a damaged line).
 */
int	lab_results_tally(const struct lab_results *, const char *settings,
	    struct study_tally *, long *missing, char *error);

#endif

/*
 * The design lab's comparison (gnomon lab compare): every combination of
 * some variant settings' values (stones=4,5 day=6,8: four variants) played
 * at every strength (p=n20000,n100000,n300000, weakest first), a study
 * each, answered in one table:
 *
 *   variant / strength  games   score  95% interval   plies    dusk  eclipse
 *   stones=4 day=6  still moving: intervals apart; verdict Amber -> even
 *     n20000              400   64.2%  [59.4, 68.8]    38.2   12.0%   88.0%
 *     n300000             400   51.5%  [46.6, 56.4]    40.1   15.5%   84.5%
 *
 * A variant's answer "still moves" when, between its two strongest levels
 * (the last two strengths), Amber's score has 95% intervals that do not
 * overlap ("intervals apart"), or its verdict against 50% is not the same
 * ("verdict"): Amber when the interval lies above 50%, Teal when below,
 * even when it holds 50%.  The same table is written as CSV (lab_csv.h),
 * and drawn as a plot (lab_plot.h).
 */
#ifndef GNOMON_LAB_COMPARE_H
#define GNOMON_LAB_COMPARE_H

#include <stdbool.h>
#include <stdio.h>

#include "lab/lab.h"
#include "lab/lab_plot.h"
#include "lab/study.h"

enum {
	COMPARE_KEYS_MAX = 8,		/* variant settings listed */
	COMPARE_STRENGTHS_MAX = 8,
	COMPARE_STUDIES_MAX = 64,	/* combinations, at most: a sane day */
	COMPARE_VALUE_MAX = 16,		/* a value as written, and its NUL */
	/* "stones=4 day=6": every key=value, and its NUL */
	COMPARE_LABEL_MAX =
	    COMPARE_KEYS_MAX * (LAB_KEY_MAX + COMPARE_VALUE_MAX),
	COMPARE_NAME_WIDTH = 18		/* the table's first column */
};

/* Amber's side of 50% at one strength. */
enum compare_verdict {
	COMPARE_TEAL = -1,	/* the interval below 50% */
	COMPARE_EVEN = 0,	/* the interval holds 50% */
	COMPARE_AMBER = 1	/* the interval above 50% */
};

/* How a variant's answer still moves: bits, 0 for not at all. */
enum {
	COMPARE_APART = 1,	/* the two intervals do not overlap */
	COMPARE_FLIPS = 2,	/* the two verdicts differ */
	COMPARE_UNKNOWN = -1	/* fewer than two strengths measured */
};

struct compare_study {
	struct study_cell	cell;
	bool			found;	/* played, or found under from=DIR */
	char			settings[STUDY_SETTINGS_MAX];
};

/*
 * The comparison: its keys (in the order given), each variant's values of
 * them and its label, its strengths, and a study each variant and
 * strength, at studies[variant * strength_count + strength].
 */
struct lab_comparison {
	int	key_count;
	char	keys[COMPARE_KEYS_MAX][LAB_KEY_MAX];
	int	variant_count;
	char	values[COMPARE_STUDIES_MAX][COMPARE_KEYS_MAX]
		    [COMPARE_VALUE_MAX];
	char	labels[COMPARE_STUDIES_MAX][COMPARE_LABEL_MAX];
	int	strength_count;
	char	strengths[COMPARE_STRENGTHS_MAX][LAB_PLAYER_MAX];
	long	games;		/* each study's */
	struct compare_study studies[COMPARE_STUDIES_MAX];
};

/* The study of `variant` at `strength`. */
const struct compare_study *lab_compare_study(const struct lab_comparison *,
	    int variant, int strength);

enum compare_verdict lab_compare_verdict(const struct study_score *);

/*
 * Whether `variant`'s answer still moves between its two strongest
 * levels: COMPARE_APART and COMPARE_FLIPS, 0, or COMPARE_UNKNOWN; the two
 * verdicts, weaker first, in `verdicts` (NULL: not wanted).
 */
int	lab_compare_moves(const struct lab_comparison *, int variant,
	    enum compare_verdict verdicts[2]);

/* The table, its flags, and what the flags mean under it. */
void	lab_compare_print(FILE *, const struct lab_comparison *);

/* The table as CSV: a header line, then a line each study. */
void	lab_compare_csv(FILE *, const struct lab_comparison *);

/*
 * The plot of Amber's score against strength, a series each variant with
 * its intervals as bars (lab_plot.h).
 */
void	lab_compare_plot(const struct lab_comparison *, struct lab_plot *);

#endif

/*
 * The design lab's answer to a question (gnomon lab): a table with a row
 * for each setting or sun, and a bar chart of the same rows where a
 * picture says it better, in ASCII and within 80 columns.
 *
 *   row      games  amber  teal  draws   score  95% interval   plies   dusk
 *   len=1      400    111   287      2   28.0%  [23.8, 32.6]    31.9  19.5%
 *
 * (a little narrower here than printed); the plies, a game's average
 * length, and the share decided at dusk, not by an eclipse, are counted
 * from the games' results, as the score is.
 *
 *   Amber's score: # up to it, [ ] its 95% interval, | at 50%
 *   len=1      ################[####]   |
 *              0%                      50%                     100%
 *
 * The same rows as CSV, and as gnuplot's plot, for a rules document.
 */
#ifndef GNOMON_LAB_TABLE_H
#define GNOMON_LAB_TABLE_H

#include <stdbool.h>
#include <stdio.h>

#include "lab/lab.h"
#include "lab/lab_plot.h"
#include "lab/study.h"

enum {
	LAB_LABEL_WIDTH = 10,	/* the rows' names' column */
	LAB_CHART_WIDTH = 51	/* a bar's columns: 0% to 100% by 2% */
};

struct lab_result {
	const char		*label;
	struct study_cell	cell;
	bool found; /* results there are (from=DIR: found) */
	const char *settings; /* its study's selfplay settings, or NULL */
};

/* The rows' table: games, who won, and the measure with its interval. */
void	lab_table_print(FILE *, enum lab_measure, const struct lab_result *,
	    int count);

/* The rows' bar chart, with its legend and its scale. */
void	lab_chart_print(FILE *, enum lab_measure, const struct lab_result *,
	    int count);

/*
 * One bar of LAB_CHART_WIDTH columns (and a NUL) for a share and its
 * interval: '#' up to the share, '[' and ']' at the interval's ends, '|'
 * at 50% where neither is; trailing blanks left out.
 */
void	lab_chart_bar(const struct study_score *, char *bar);

/*
 * The rows as CSV (csv=FILE): a header, then a line a row, with the row's
 * name, a study's columns (lab_csv.h), the 1-against-1 endgames' (how
 * many, how many ended at dusk, that share and its interval from 0 to 1,
 * their results), the games of results files that do not measure them,
 * and the study's settings.
 */
void	lab_table_csv(FILE *, const struct lab_result *, int count);

/*
 * The question's plot (lab_plot.h): its measure with its interval, one
 * series across the rows measured.
 */
void	lab_table_plot(const struct lab_question *, const struct lab_result *,
	    int count, struct lab_plot *);

#endif

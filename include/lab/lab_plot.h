/*
 * The lab's plot, for a rules document: Amber's score (or another share)
 * against the question's axis (the strengths, the suns, the lengths ...),
 * a line each series with its 95% intervals as bars and 50% marked, drawn
 * by gnuplot, an optional dependency: in the terminal (its dumb terminal)
 * and, when a file is named, into it as SVG, or as PNG when its name ends
 * in .png.  Shared by lab compare (a series a variant, the strengths
 * across) and the questions (one series, the rows across).
 *
 * A point stands at its tic (0, 1, ...), a series a little apart from the
 * next so that their bars do not hide each other.
 */
#ifndef GNOMON_LAB_PLOT_H
#define GNOMON_LAB_PLOT_H

#include <stdbool.h>
#include <stdio.h>

#include "lab/study.h"

enum {
	LAB_PLOT_SERIES_MAX = 64,	/* lab compare's variants, at most */
	LAB_PLOT_TICS_MAX = 16,		/* its strengths, a question's rows */
	LAB_PLOT_POINTS_MAX = 512	/* series times tics, at most */
};

struct lab_plot_point {
	int			series;
	int			tic;
	struct study_score	score;
};

struct lab_plot {
	const char	*title;		/* over the plot */
	const char	*measure;	/* the y axis: "Amber's score (%)" */
	const char	*axis;		/* the x axis: "strength" */
	int		tic_count;
	const char	*tics[LAB_PLOT_TICS_MAX];
	int		series_count;
	const char *series[LAB_PLOT_SERIES_MAX]; /* each one's key, or NULL */
	int		point_count;
	struct lab_plot_point points[LAB_PLOT_POINTS_MAX];
};

/* Adds a point of `series` at `tic`; false when the plot is full. */
bool	lab_plot_add(struct lab_plot *, int series, int tic,
	    const struct study_score *);

/*
 * gnuplot's script of the plot: in the terminal, then, when `file` is not
 * NULL, into that file.  False when there is no point to draw (no script
 * written).
 */
bool	lab_plot_script(FILE *, const struct lab_plot *, const char *file);

/*
 * Draws the plot with the gnuplot on the PATH: 0, or 1 with a message on
 * the standard error that `who` begins.  Without gnuplot a line on the
 * standard output says so (and that `file` is not drawn), and that is 0:
 * the rest of the answer stands.
 */
int	lab_plot_draw(const char *who, const struct lab_plot *,
	    const char *file);

#endif

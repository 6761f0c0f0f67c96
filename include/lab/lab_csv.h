/*
 * The lab's tables as CSV, for a spreadsheet (lab compare csv=FILE and
 * the questions' csv=FILE): RFC 4180 fields, a study's counts and
 * measures in the same columns wherever they are written, and the file
 * written whole or not at all.
 *
 * A study's columns (LAB_CSV_CELL_HEADER): its games, Amber's wins,
 * Teal's, the draws and the eclipses (counts); Amber's score and its 95%
 * interval (0 to 1); the average plies; the shares decided at dusk and by
 * eclipse (0 to 1).  Six decimals (four for the plies), enough to
 * recompute the table's figures.
 */
#ifndef GNOMON_LAB_CSV_H
#define GNOMON_LAB_CSV_H

#include <stdbool.h>
#include <stdio.h>

#include "lab/study.h"

#define LAB_CSV_CELL_HEADER \
	"games,amber,teal,draws,eclipses,score,low,high,plies,dusk,eclipse"

/* `text` in `quote`s, a quote in it doubled, as a CSV field is quoted and
 * as gnuplot reads a string in single quotes. */
void	lab_quote(FILE *, const char *text, char quote);

/* One field, quoted when it holds a comma, a quote or a line's end, then
 * a comma, or the line's end when it is the `last`. */
void	lab_csv_field(FILE *, const char *field, bool last);

/*
 * A study's fields of LAB_CSV_CELL_HEADER, each followed by a comma; a
 * study not `measured` has 0 games and the other fields empty.
 */
void	lab_csv_cell(FILE *, const struct study_cell *, bool measured);

/* What writes the file's lines. */
typedef void lab_csv_lines(FILE *, const void *table);

/*
 * Writes `file` by `lines`, as FILE.tmp renamed once whole, so that a file
 * of that name is never half written: 0, or 1 with a message on the
 * standard error that `who` begins.
 */
int	lab_csv_write(const char *who, const char *file, lab_csv_lines *lines,
	    const void *table);

#endif

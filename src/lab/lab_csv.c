/*
 * lab_csv.c owns the lab's CSV: its fields, a study's columns and the
 * file written whole (lab_csv.h).
 */
#include "lab/lab_csv.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "cli/message.h"
#include "lab/lab_play.h"

void
lab_quote(FILE *out, const char *text, char quote)
{
	fputc(quote, out);
	for (const char *c = text; *c != '\0'; c++) {
		if (*c == quote)
			fputc(quote, out);
		fputc(*c, out);
	}
	fputc(quote, out);
}

void
lab_csv_field(FILE *out, const char *field, bool last)
{
	if (strpbrk(field, ",\"\r\n") == NULL)
		fputs(field, out);
	else
		lab_quote(out, field, '"');
	fputc(last ? '\n' : ',', out);
}

void
lab_csv_cell(FILE *out, const struct study_cell *cell, bool measured)
{
	struct study_score score;

	if (!measured) {
		fputs("0,,,,,,,,,,,", out);
		return;
	}
	study_score(cell, &score);
	fprintf(out, "%ld,%ld,%ld,%ld,%ld,%.6f,%.6f,%.6f,%.4f,%.6f,%.6f,",
	    cell->games, cell->amber, cell->teal, cell->draws, cell->eclipses,
	    score.score, score.low, score.high, study_plies(cell),
	    study_dusk(cell), 1 - study_dusk(cell));
}

int
lab_csv_write(const char *who, const char *file, lab_csv_lines *lines,
    const void *table)
{
	char temporary[LAB_PATH_MAX];
	FILE *out;
	bool failed;

	if (snprintf(temporary, sizeof temporary, "%s.tmp", file) >=
	    (int)sizeof temporary) {
		message_print(stderr, "%s: csv=%s: name too long\n", who, file);
		return 1;
	}
	if ((out = fopen(temporary, "we")) == NULL) {
		message_print(stderr, "%s: csv=%s: %s\n", who, temporary,
		    strerror(errno));
		return 1;
	}
	lines(out, table);
	failed = ferror(out) != 0;
	failed |= fclose(out) != 0;
	if (!failed && rename(temporary, file) == 0)
		return 0;
	message_print(stderr, "%s: csv=%s: %s\n", who, file,
	    strerror(errno != 0 ? errno : EIO));
	remove(temporary);
	return 1;
}

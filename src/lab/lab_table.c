/*
 * lab_table.c owns the design lab's table and bar chart (lab_table.h).
 */
#include "lab/lab_table.h"

#include <math.h>
#include <string.h>

#include "lab/lab_csv.h"

#define PERCENT 100.0

enum { SCALE_HALF = LAB_CHART_WIDTH / 2 };	/* the 50% column */

/* The row's measure: Amber's score, or the endgames' share at dusk. */
static void
lab_measure(enum lab_measure measure, const struct study_cell *cell,
    struct study_score *score)
{
	if (measure == LAB_ENDGAME)
		study_lone_dusk(cell, score);
	else
		study_score(cell, score);
}

/* True when the row has something to measure. */
static bool
lab_measured(enum lab_measure measure, const struct lab_result *result)
{
	if (!result->found)
		return false;
	if (measure == LAB_ENDGAME)
		return result->cell.lone > 0;
	return result->cell.games > 0;
}

static void
print_interval(FILE *out, const struct study_score *score)
{
	fprintf(out, "%5.1f%%  [%4.1f, %4.1f]", PERCENT * score->score,
	    PERCENT * score->low, PERCENT * score->high);
}

void
lab_table_print(FILE *out, enum lab_measure measure,
    const struct lab_result *results, int count)
{
	bool unmeasured = false;

	if (measure == LAB_ENDGAME)
		fprintf(out, "%-*s %6s %6s %7s  %6s  %-12s %6s %6s %6s\n",
		    LAB_LABEL_WIDTH, "row", "games", "1v1", "at dusk", "share",
		    "95% interval", "amber", "teal", "draws");
	else
		fprintf(out, "%-*s %6s %6s %6s %6s  %6s  %-12s  %6s  %6s\n",
		    LAB_LABEL_WIDTH, "row", "games", "amber", "teal", "draws",
		    "score", "95% interval", "plies", "dusk");
	for (int i = 0; i < count; i++) {
		const struct study_cell *cell = &results[i].cell;
		struct study_score score;

		fprintf(out, "%-*s ", LAB_LABEL_WIDTH, results[i].label);
		if (!results[i].found) {
			fprintf(out, "%6s  no results\n", "-");
			continue;
		}
		lab_measure(measure, cell, &score);
		if (measure == LAB_SCORE) {
			fprintf(out, "%6ld %6ld %6ld %6ld  ", cell->games,
			    cell->amber, cell->teal, cell->draws);
			print_interval(out, &score);
			fprintf(out, "  %6.1f  %5.1f%%\n", study_plies(cell),
			    PERCENT * study_dusk(cell));
			continue;
		}
		unmeasured |= cell->unmeasured > 0;
		fprintf(out, "%6ld %6ld %7ld  ", cell->games - cell->unmeasured,
		    cell->lone, cell->lone_dusk);
		if (cell->lone > 0)
			print_interval(out, &score);
		else
			fprintf(out, "%6s  %-12s", "-", "");
		fprintf(out, " %6ld %6ld %6ld\n", cell->lone_amber,
		    cell->lone_teal, cell->lone_draws);
	}
	if (measure == LAB_SCORE)
		fprintf(out, "plies: a game's average length; dusk: the share "
		    "of games decided at dusk,\nnot by an eclipse\n");
	if (measure == LAB_ENDGAME) {
		fprintf(out,
		    "1v1: games that came to one stone a side with play left; "
		    "share: of them,\nthose that ended at dusk; amber, teal, "
		    "draws: "
		    "their results\n");
		if (unmeasured)
			fprintf(out,
			    "games: those measured; results files written "
			    "before the measure\n(gnomon-study 1) are left "
			    "out\n");
	}
}

/* The column of a share from 0 to 1. */
static int
chart_column(double share)
{
	long column = lround(share * (LAB_CHART_WIDTH - 1));

	return (int)(column < 0 ? 0 : column > LAB_CHART_WIDTH - 1 ?
	    LAB_CHART_WIDTH - 1 : column);
}

void
lab_chart_bar(const struct study_score *score, char *bar)
{
	int filled = chart_column(score->score), low = chart_column(score->low);
	int high = chart_column(score->high), end = LAB_CHART_WIDTH;

	if (high == low) {	/* an interval narrower than a column */
		if (high < LAB_CHART_WIDTH - 1)
			high++;
		else
			low--;
	}
	for (int column = 0; column < LAB_CHART_WIDTH; column++)
		bar[column] = column < filled ? '#' : ' ';
	bar[SCALE_HALF] = '|';
	bar[low] = '[';
	bar[high] = ']';
	while (end > 0 && bar[end - 1] == ' ')
		end--;
	bar[end] = '\0';
}

void
lab_chart_print(FILE *out, enum lab_measure measure,
    const struct lab_result *results, int count)
{
	char bar[LAB_CHART_WIDTH + 1], scale[LAB_CHART_WIDTH + 1];

	fprintf(out, "%s: # up to it, [ ] its 95%% interval, | at 50%%\n",
	    measure == LAB_ENDGAME ? "1v1 endgames that ended at dusk" :
	    "Amber's score");
	for (int i = 0; i < count; i++) {
		struct study_score score;

		if (!lab_measured(measure, &results[i])) {
			fprintf(out, "%-*s (none)\n", LAB_LABEL_WIDTH,
			    results[i].label);
			continue;
		}
		lab_measure(measure, &results[i].cell, &score);
		lab_chart_bar(&score, bar);
		fprintf(out, "%-*s %s\n", LAB_LABEL_WIDTH, results[i].label,
		    bar);
	}
	memset(scale, ' ', LAB_CHART_WIDTH);
	memcpy(scale, "0%", strlen("0%"));
	memcpy(scale + SCALE_HALF - 1, "50%", strlen("50%"));
	memcpy(scale + LAB_CHART_WIDTH - strlen("100%"), "100%",
	    strlen("100%"));
	scale[LAB_CHART_WIDTH] = '\0';
	fprintf(out, "%-*s %s\n", LAB_LABEL_WIDTH, "", scale);
}

void
lab_table_csv(FILE *out, const struct lab_result *results, int count)
{
	fprintf(out, "row," LAB_CSV_CELL_HEADER ",lone,lone_dusk,lone_share,"
	    "lone_low,lone_high,lone_amber,lone_teal,lone_draws,unmeasured,"
	    "settings\n");
	for (int i = 0; i < count; i++) {
		const struct study_cell *cell = &results[i].cell;
		struct study_score share;

		lab_csv_field(out, results[i].label, false);
		lab_csv_cell(out, cell, lab_measured(LAB_SCORE, &results[i]));
		if (!lab_measured(LAB_SCORE, &results[i]))
			fprintf(out, ",,,,,,,,,");
		else if (cell->lone == 0)
			fprintf(out, "0,0,,,,0,0,0,%ld,", cell->unmeasured);
		else {
			study_lone_dusk(cell, &share);
			fprintf(out, "%ld,%ld,%.6f,%.6f,%.6f,%ld,%ld,%ld,%ld,",
			    cell->lone, cell->lone_dusk, share.score,
			    share.low, share.high, cell->lone_amber,
			    cell->lone_teal, cell->lone_draws,
			    cell->unmeasured);
		}
		lab_csv_field(out, results[i].settings != NULL ?
		    results[i].settings : "", true);
	}
}

void
lab_table_plot(const struct lab_question *question,
    const struct lab_result *results, int count, struct lab_plot *plot)
{
	memset(plot, 0, sizeof *plot);
	plot->title = question->asks;
	plot->measure = question->measure == LAB_ENDGAME ?
	    "1v1 endgames that ended at dusk (%)" : "Amber's score (%)";
	plot->axis = question->axis;
	plot->series_count = 1;
	for (int i = 0; i < count && i < LAB_PLOT_TICS_MAX; i++) {
		struct study_score score;

		plot->tics[plot->tic_count++] = results[i].label;
		if (!lab_measured(question->measure, &results[i]))
			continue;
		lab_measure(question->measure, &results[i].cell, &score);
		lab_plot_add(plot, 0, i, &score);
	}
}

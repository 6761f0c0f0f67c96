/*
 * lab_compare.c owns the comparison's table, its flags, its CSV and its
 * plot (lab_compare.h); the CSV and the plot drawn are lab_csv.h's and
 * lab_plot.h's.
 */
#include "lab/lab_compare.h"

#include <string.h>

#include "lab/lab_csv.h"

#define PERCENT 100.0
#define EVEN 0.5

enum {
	COLUMNS = 80,
	FLAG_MAX = 96	/* "still moving: intervals apart; verdict ..." */
};

static const char *const verdict_words[] = { "Teal", "even", "Amber" };

const struct compare_study *
lab_compare_study(const struct lab_comparison *comparison, int variant,
    int strength)
{
	return &comparison->studies[variant * comparison->strength_count +
	    strength];
}

enum compare_verdict
lab_compare_verdict(const struct study_score *score)
{
	if (score->low > EVEN)
		return COMPARE_AMBER;
	if (score->high < EVEN)
		return COMPARE_TEAL;
	return COMPARE_EVEN;
}

static const char *
verdict_word(enum compare_verdict verdict)
{
	return verdict_words[verdict - COMPARE_TEAL];
}

/* True when the study has games to measure. */
static bool
measured(const struct compare_study *study)
{
	return study->found && study->cell.games > 0;
}

int
lab_compare_moves(const struct lab_comparison *comparison, int variant,
    enum compare_verdict verdicts[2])
{
	const int strongest = comparison->strength_count - 1;
	struct study_score score[2];
	enum compare_verdict verdict[2];
	int moves = 0;

	if (strongest < 1)
		return COMPARE_UNKNOWN;
	for (int i = 0; i < 2; i++) {
		const struct compare_study *study = lab_compare_study(
		    comparison, variant, strongest - 1 + i);

		if (!measured(study))
			return COMPARE_UNKNOWN;
		study_score(&study->cell, &score[i]);
		verdict[i] = lab_compare_verdict(&score[i]);
		if (verdicts != NULL)
			verdicts[i] = verdict[i];
	}
	if (score[0].high < score[1].low || score[1].high < score[0].low)
		moves |= COMPARE_APART;
	if (verdict[0] != verdict[1])
		moves |= COMPARE_FLIPS;
	return moves;
}

/* The flag's words: "still moving: intervals apart; verdict Amber ->
 * even", or "" for none. */
static void
flag_words(const struct lab_comparison *comparison, int variant, char *flag)
{
	enum compare_verdict verdicts[2];
	int moves = lab_compare_moves(comparison, variant, verdicts);
	size_t used;

	flag[0] = '\0';
	if (moves <= 0)
		return;
	used = (size_t)snprintf(flag, FLAG_MAX, "still moving: %s",
	    moves & COMPARE_APART ? "intervals apart" : "");
	if (moves & COMPARE_FLIPS)
		snprintf(flag + used, FLAG_MAX - used, "%sverdict %s -> %s",
		    moves & COMPARE_APART ? "; " : "",
		    verdict_word(verdicts[0]), verdict_word(verdicts[1]));
}

static void
print_study(FILE *out, const char *strength, const struct compare_study *study)
{
	const struct study_cell *cell = &study->cell;
	struct study_score score;

	fprintf(out, "  p=%-*s ", COMPARE_NAME_WIDTH - 4, strength);
	if (!measured(study)) {
		fprintf(out, "%6s  no results\n", "-");
		return;
	}
	study_score(cell, &score);
	fprintf(out,
	    "%6ld  %5.1f%%  [%4.1f, %4.1f]  %6.1f  %5.1f%%  %6.1f%%\n",
	    cell->games, PERCENT * score.score, PERCENT * score.low,
	    PERCENT * score.high, study_plies(cell),
	    PERCENT * study_dusk(cell), PERCENT * (1 - study_dusk(cell)));
}

/* Under the table: what a flag says, or why none can be said. */
static void
print_flags_meaning(FILE *out, const struct lab_comparison *comparison,
    bool flagged)
{
	const int strongest = comparison->strength_count - 1;

	fprintf(out, "plies: a game's average length; dusk, eclipse: the "
	    "share of games decided so\n");
	if (strongest < 1) {
		fprintf(out, "one strength: nothing says whether an answer "
		    "moves with strength (p=P,P,...:\nthe strengths, weakest "
		    "first)\n");
		return;
	}
	fprintf(out, "still moving: a variant whose answer moves between its "
	    "two strongest levels,\n%s and %s: ", comparison->strengths[
	    strongest - 1], comparison->strengths[strongest]);
	fprintf(out, "intervals apart, their 95%% intervals do not "
	    "overlap;\nverdict A -> B, Amber's side of 50%% changes (Amber: "
	    "the interval above 50%%,\nTeal: below it, even: across it).  "
	    "Stronger play may move it again.\n");
	if (!flagged)
		fprintf(out, "No variant is still moving.\n");
}

void
lab_compare_print(FILE *out, const struct lab_comparison *comparison)
{
	char flag[FLAG_MAX];
	bool flagged = false;

	fprintf(out, "%-*s %6s  %6s  %-12s  %6s  %6s  %7s\n",
	    COMPARE_NAME_WIDTH, "variant / strength", "games", "score",
	    "95% interval", "plies", "dusk", "eclipse");
	for (int v = 0; v < comparison->variant_count; v++) {
		const char *label = comparison->labels[v];

		flag_words(comparison, v, flag);
		flagged |= flag[0] != '\0';
		if (flag[0] == '\0')
			fprintf(out, "%s\n", label);
		else if (strlen(label) + 2 + strlen(flag) <= COLUMNS)
			fprintf(out, "%s  %s\n", label, flag);
		else
			fprintf(out, "%s\n  %s\n", label, flag);
		for (int s = 0; s < comparison->strength_count; s++)
			print_study(out, comparison->strengths[s],
			    lab_compare_study(comparison, v, s));
	}
	fprintf(out, "\n");
	print_flags_meaning(out, comparison, flagged);
}

/* The variant's flag as the CSV says it: "apart", "verdict", both, "no",
 * or "" when it cannot be said. */
static const char *
csv_moves(int moves)
{
	static const char *const words[] = { "no", "apart", "verdict",
		"apart verdict" };

	return moves < 0 ? "" : words[moves];
}

static void
csv_numbers(FILE *out, const struct compare_study *study,
    const char *moves)
{
	struct study_score score;

	lab_csv_cell(out, &study->cell, measured(study));
	study_score(&study->cell, &score);
	fprintf(out, "%s,%s,", measured(study) ?
	    verdict_word(lab_compare_verdict(&score)) : "", moves);
}

void
lab_compare_csv(FILE *out, const struct lab_comparison *comparison)
{
	for (int k = 0; k < comparison->key_count; k++)
		lab_csv_field(out, comparison->keys[k], false);
	fprintf(out, "p," LAB_CSV_CELL_HEADER ",verdict,moves,settings\n");
	for (int v = 0; v < comparison->variant_count; v++) {
		const char *moves =
		    csv_moves(lab_compare_moves(comparison, v, NULL));

		for (int s = 0; s < comparison->strength_count; s++) {
			const struct compare_study *study =
			    lab_compare_study(comparison, v, s);

			for (int k = 0; k < comparison->key_count; k++)
				lab_csv_field(out, comparison->values[v][k],
				    false);
			lab_csv_field(out, comparison->strengths[s], false);
			csv_numbers(out, study, moves);
			lab_csv_field(out, study->settings, true);
		}
	}
}

void
lab_compare_plot(const struct lab_comparison *comparison,
    struct lab_plot *plot)
{
	memset(plot, 0, sizeof *plot);
	plot->title = "Amber's score (%) against strength, with 95% intervals";
	plot->measure = "Amber's score (%)";
	plot->axis = "strength";
	plot->tic_count = comparison->strength_count;
	for (int s = 0; s < comparison->strength_count; s++)
		plot->tics[s] = comparison->strengths[s];
	plot->series_count = comparison->variant_count;
	for (int v = 0; v < comparison->variant_count; v++) {
		plot->series[v] = comparison->labels[v];
		for (int s = 0; s < comparison->strength_count; s++) {
			const struct compare_study *study =
			    lab_compare_study(comparison, v, s);
			struct study_score score;

			if (!measured(study))
				continue;
			study_score(&study->cell, &score);
			lab_plot_add(plot, v, s, &score);
		}
	}
}

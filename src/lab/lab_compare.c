/*
 * lab_compare.c owns the comparison's table, its flags, its CSV and its
 * gnuplot script (lab_compare.h).
 */
#include "lab/lab_compare.h"

#include <string.h>

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

/* A CSV field: as it is, or quoted (RFC 4180) when it holds a comma, a
 * quote or a line's end. */
static void
csv_field(FILE *out, const char *field, bool last)
{
	if (strpbrk(field, ",\"\r\n") == NULL)
		fputs(field, out);
	else {
		fputc('"', out);
		for (const char *c = field; *c != '\0'; c++) {
			if (*c == '"')
				fputc('"', out);
			fputc(*c, out);
		}
		fputc('"', out);
	}
	fputc(last ? '\n' : ',', out);
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
	const struct study_cell *cell = &study->cell;
	struct study_score score;
	double games = (double)cell->games;

	if (!measured(study)) {
		fprintf(out, "0,,,,,,,,,,,,%s,", moves);
		return;
	}
	study_score(cell, &score);
	fprintf(out, "%ld,%ld,%ld,%ld,%ld,%.6f,%.6f,%.6f,%.4f,%.6f,%.6f,%s,"
	    "%s,", cell->games, cell->amber, cell->teal, cell->draws,
	    cell->eclipses, score.score, score.low, score.high,
	    (double)cell->plies / games,
	    (double)(cell->games - cell->eclipses) / games,
	    (double)cell->eclipses / games,
	    verdict_word(lab_compare_verdict(&score)), moves);
}

void
lab_compare_csv(FILE *out, const struct lab_comparison *comparison)
{
	for (int k = 0; k < comparison->key_count; k++)
		csv_field(out, comparison->keys[k], false);
	fprintf(out, "p,games,amber,teal,draws,eclipses,score,low,high,plies,"
	    "dusk,eclipse,verdict,moves,settings\n");
	for (int v = 0; v < comparison->variant_count; v++) {
		const char *moves =
		    csv_moves(lab_compare_moves(comparison, v, NULL));

		for (int s = 0; s < comparison->strength_count; s++) {
			const struct compare_study *study =
			    lab_compare_study(comparison, v, s);

			for (int k = 0; k < comparison->key_count; k++)
				csv_field(out, comparison->values[v][k], false);
			csv_field(out, comparison->strengths[s], false);
			csv_numbers(out, study, moves);
			csv_field(out, study->settings, true);
		}
	}
}

/* A gnuplot string in double quotes: its backslashes and quotes escaped. */
static void
plot_string(FILE *out, const char *text)
{
	fputc('"', out);
	for (const char *c = text; *c != '\0'; c++) {
		if (*c == '"' || *c == '\\')
			fputc('\\', out);
		fputc(*c, out);
	}
	fputc('"', out);
}

/* A file's name in single quotes, in which gnuplot reads '' as one. */
static void
plot_file(FILE *out, const char *name)
{
	fputc('\'', out);
	for (const char *c = name; *c != '\0'; c++) {
		if (*c == '\'')
			fputc('\'', out);
		fputc(*c, out);
	}
	fputc('\'', out);
}

/* The variants' points, a data block each ($v0, ...): x (the strength,
 * a little apart for each variant, so that the bars do not hide each
 * other), score, low, high, in percent.  True when any was measured. */
static bool
plot_data(FILE *out, const struct lab_comparison *comparison, bool *drawn)
{
	const double apart = 0.06, centre =
	    (double)(comparison->variant_count - 1) / 2;
	bool any = false;

	for (int v = 0; v < comparison->variant_count; v++) {
		drawn[v] = false;
		for (int s = 0; s < comparison->strength_count; s++)
			drawn[v] |= measured(lab_compare_study(comparison, v,
			    s));
		if (!drawn[v])
			continue;
		any = true;
		fprintf(out, "$v%d << EOD\n", v);
		for (int s = 0; s < comparison->strength_count; s++) {
			const struct compare_study *study =
			    lab_compare_study(comparison, v, s);
			struct study_score score;

			if (!measured(study))
				continue;
			study_score(&study->cell, &score);
			fprintf(out, "%.3f %.4f %.4f %.4f\n",
			    s + apart * ((double)v - centre),
			    PERCENT * score.score, PERCENT * score.low,
			    PERCENT * score.high);
		}
		fprintf(out, "EOD\n");
	}
	return any;
}

bool
lab_compare_plot_script(FILE *out, const struct lab_comparison *comparison,
    const char *svg)
{
	bool drawn[COMPARE_STUDIES_MAX];

	if (!plot_data(out, comparison, drawn))
		return false;
	fprintf(out, "set terminal dumb size 79,24\n"
	    "set title \"Amber's score (%%) against strength, "
	    "with 95%% intervals\"\n"
	    "set yrange [0:100]\nset xrange [-0.5:%g]\nset key below\n"
	    "set xtics (", comparison->strength_count - 0.5);
	for (int s = 0; s < comparison->strength_count; s++) {
		fprintf(out, "%s", s > 0 ? ", " : "");
		plot_string(out, comparison->strengths[s]);
		fprintf(out, " %d", s);
	}
	fprintf(out, ")\nplot ");
	for (int v = 0; v < comparison->variant_count; v++) {
		if (!drawn[v])
			continue;
		fprintf(out, "$v%d using 1:2:3:4 with yerrorlines title ", v);
		plot_string(out, comparison->labels[v]);
		fprintf(out, ", \\\n    ");
	}
	fprintf(out, "50 with lines dashtype 2 title \"50%%\"\n");
	if (svg != NULL) {
		fprintf(out, "set terminal svg size 800,500 background "
		    "\"white\"\nset output ");
		plot_file(out, svg);
		fprintf(out, "\nset ylabel \"Amber's score (%%)\"\n"
		    "set xlabel \"strength\"\nreplot\nunset output\n");
	}
	return true;
}

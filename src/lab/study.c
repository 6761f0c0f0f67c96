/*
 * study.c owns study.h: the tally of a study's games, Amber's score with
 * its interval, and the results file that lets a study be split into
 * shards and merged.
 */
#include "lab/study.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/notation.h"

#define Z_95 1.959963984540054	/* the normal quantile of a 95% interval */
#define STUDY_MAGIC "gnomon-study 2"
#define STUDY_MAGIC_OLD "gnomon-study 1"	/* without `lone`: still read */
#define SCORE_BAR_WIDTH 40	/* columns of a 100% bar in study_print */

enum { STUDY_WORDS_MAX = 64 };	/* settings words, at most */

static const char *const result_words[] = {
	[RESULT_NONE] = "none", [RESULT_AMBER] = "amber",
	[RESULT_TEAL] = "teal", [RESULT_DRAW] = "draw"
};
static const char *const ending_words[] = {
	[MATCH_ECLIPSE] = "eclipse", [MATCH_DUSK] = "dusk"
};

static void
cell_add(struct study_cell *cell, const struct study_game *game)
{
	cell->games++;
	cell->amber += game->result == RESULT_AMBER;
	cell->teal += game->result == RESULT_TEAL;
	cell->draws += game->result == RESULT_DRAW;
	cell->eclipses += game->ending == MATCH_ECLIPSE;
	cell->plies += game->plies;
	if (game->lone == STUDY_UNMEASURED) {
		cell->unmeasured++;
		return;
	}
	if (game->lone == 0)
		return;
	cell->lone++;
	cell->lone_dusk += game->ending == MATCH_DUSK;
	cell->lone_amber += game->result == RESULT_AMBER;
	cell->lone_teal += game->result == RESULT_TEAL;
	cell->lone_draws += game->result == RESULT_DRAW;
}

void
study_tally_add(struct study_tally *tally, const struct study_game *game)
{
	cell_add(&tally->all, game);
	cell_add(&tally->by_sun[game->sun], game);
}

/*
 * Wilson's interval for a score: a game scores 1, 1/2 or 0, so its variance
 * is at most the coin's s(1 - s).  The interval is Wilson's with the number
 * of games scaled by how much less the games vary than coins would (draws
 * narrow it); with no spread at all, plain Wilson, which stays honest at
 * 0% and 100%.
 */
void
study_score(const struct study_cell *cell, struct study_score *out)
{
	double n = (double)cell->games, s, spread, coin, effective, centre,
	       half;

	if (cell->games == 0) {
		out->score = 0.5;
		out->low = 0;
		out->high = 1;
		return;
	}
	s = ((double)cell->amber + 0.5 * (double)cell->draws) / n;
	spread = ((double)cell->amber + 0.25 * (double)cell->draws) / n - s * s;
	coin = s * (1 - s);
	effective = spread > 0 && coin > 0 ? n * coin / spread : n;
	centre = (s + Z_95 * Z_95 / (2 * effective)) /
	    (1 + Z_95 * Z_95 / effective);
	half = Z_95 / (1 + Z_95 * Z_95 / effective) *
	    sqrt(coin / effective + Z_95 * Z_95 / (4 * effective * effective));
	out->score = s;
	out->low = centre - half > 0 ? centre - half : 0;
	out->high = centre + half < 1 ? centre + half : 1;
}

/* A share is a score of wins (here, dusks) and losses, without draws. */
void
study_lone_dusk(const struct study_cell *cell, struct study_score *out)
{
	struct study_cell share = {
		.games = cell->lone, .amber = cell->lone_dusk,
		.teal = cell->lone - cell->lone_dusk
	};

	study_score(&share, out);
}

double
study_plies(const struct study_cell *cell)
{
	return cell->games > 0 ? (double)cell->plies / (double)cell->games : 0;
}

double
study_dusk(const struct study_cell *cell)
{
	return cell->games > 0 ?
	    (double)(cell->games - cell->eclipses) / (double)cell->games : 0;
}

static int
compare_words(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* True when `word` is key=... for a key in `ignored`. */
static bool
study_ignored(const char *word, const char *const *ignored)
{
	size_t key = strcspn(word, "=");

	for (; *ignored != NULL; ignored++)
		if (strlen(*ignored) == key &&
		    strncmp(word, *ignored, key) == 0)
			return true;
	return false;
}

int
study_settings(int argc, const char *const *argv,
    const char *const *ignored, char *settings, size_t size)
{
	const char *words[STUDY_WORDS_MAX] = { NULL };
	size_t used = 0;
	int count = 0;

	for (int i = 0; i < argc; i++) {
		if (study_ignored(argv[i], ignored))
			continue;
		if (count == STUDY_WORDS_MAX)
			return -1;
		words[count++] = argv[i];
	}
	qsort(words, (size_t)count, sizeof words[0], compare_words);
	settings[0] = '\0';
	for (int i = 0; i < count; i++) {
		int wrote = snprintf(settings + used, size - used, "%s%s",
		    i > 0 ? " " : "", words[i]);

		if (wrote < 0 || (size_t)wrote >= size - used)
			return -1;
		used += (size_t)wrote;
	}
	return 0;
}

void
study_write_header(FILE *out, const char *settings)
{
	fprintf(out, "%s\nsettings %s\n", STUDY_MAGIC, settings);
}

void
study_write_game(FILE *out, const struct study_game *game)
{
	fprintf(out, "game %ld sun %s result %s ending %s plies %d lone %d\n",
	    game->number, compass_name(game->sun), result_words[game->result],
	    ending_words[game->ending], game->plies, game->lone);
}

/* The index of `word` in `words` (`count` of them, NULL ones skipped), or
 * -1. */
static int
word_index(const char *word, const char *const *words, int count)
{
	for (int i = 0; i < count; i++)
		if (words[i] != NULL && strcmp(word, words[i]) == 0)
			return i;
	return -1;
}

/* The games= of a settings line: the default selfplay's, 100, if absent. */
static long
settings_games(const char *settings)
{
	const char *at = settings;

	while ((at = strstr(at, "games=")) != NULL) {
		if (at == settings || at[-1] == ' ')
			return strtol(at + strlen("games="), NULL, 10);
		at++;
	}
	return STUDY_GAMES_DEFAULT;
}

/* A whole number of `text` from min to max, or -1 (never a valid value). */
static long
read_number(const char *text, long min, long max)
{
	char *end;
	long number;

	if (text[0] < '0' || text[0] > '9')
		return -1;
	errno = 0;
	number = strtol(text, &end, 10);
	if (errno != 0 || *end != '\0' || number < min || number > max)
		return -1;
	return number;
}

/*
 * Reads a game's line, of a file of version 1 (`measured` false: no lone)
 * or 2; 0, or -1 with what is wrong (no place) in `error`.
 */
static int
read_game(char *line, long games, bool measured, struct study_game *game,
    char *error)
{
	static const char *const labels[] = { "game", NULL, "sun", NULL,
		"result", NULL, "ending", NULL, "plies", NULL, "lone", NULL };
	enum {
		WORDS = sizeof labels / sizeof labels[0],
		WORDS_OLD = WORDS - 2
	};
	const int expected = measured ? WORDS : WORDS_OLD;
	char *word[WORDS + 1] = { NULL }, *save = NULL;
	int count = 0, point;

	for (char *w = strtok_r(line, " ", &save); w != NULL;
	    w = strtok_r(NULL, " ", &save))
		if (count <= WORDS)
			word[count++] = w;
	for (int i = 0; i < expected && count == expected; i++)
		if (labels[i] != NULL && strcmp(word[i], labels[i]) != 0)
			count = -1;
	if (count != expected) {
		snprintf(error, STUDY_ERROR_MAX, "not a game's line");
		return -1;
	}
	game->number = read_number(word[1], 1, games);
	game->plies = (int)read_number(word[9], 1, MAX_PLIES);
	game->lone = measured ? (int)read_number(word[11], 0, MAX_PLIES) :
	    STUDY_UNMEASURED;
	for (point = 0; point < COMPASS_POINTS; point++)
		if (strcmp(word[3], compass_name(point)) == 0)
			break;
	game->sun = point;
	point = word_index(word[5], result_words, RESULT_DRAW + 1);
	game->result = point > 0 ? (enum result)point : RESULT_NONE;
	point = word_index(word[7], ending_words, MATCH_DUSK + 1);
	game->ending = point >= 0 ? (enum match_ending)point : MATCH_ECLIPSE;
	if (game->number < 0)
		snprintf(error, STUDY_ERROR_MAX,
		    "game '%.20s' is not one of 1 to %ld", word[1], games);
	else if (game->sun == COMPASS_POINTS)
		snprintf(error, STUDY_ERROR_MAX, "'%.20s' is not a sun",
		    word[3]);
	else if (game->result == RESULT_NONE)
		snprintf(error, STUDY_ERROR_MAX,
		    "'%.20s' is not amber, teal or draw", word[5]);
	else if (point < 0)
		snprintf(error, STUDY_ERROR_MAX,
		    "'%.20s' is not eclipse or dusk", word[7]);
	else if (game->plies < 0)
		snprintf(error, STUDY_ERROR_MAX, "'%.20s' plies is not a game",
		    word[9]);
	else if (measured && (game->lone < 0 || game->lone >= game->plies))
		snprintf(error, STUDY_ERROR_MAX,
		    "lone '%.20s' is not 0 or a ply before the end", word[11]);
	else
		return 0;
	return -1;
}

/* Reads one line, without its newline; 0 at the end, -1 if too long. */
static int
read_line(FILE *in, char *line, size_t size)
{
	size_t length;

	if (fgets(line, (int)size, in) == NULL)
		return 0;
	length = strlen(line);
	if (length > 0 && line[length - 1] == '\n')
		line[--length] = '\0';
	else if (!feof(in))
		return -1;
	return 1;
}

#define study_fail(error, name, line, ...) \
	do { \
		char what_[STUDY_ERROR_MAX]; \
\
		snprintf(what_, sizeof what_, __VA_ARGS__); \
		snprintf((error), STUDY_ERROR_MAX, "%.80s:%d: %.160s", (name), \
		    (line), what_); \
		return -1; \
	} while (0)

int
study_read(FILE *in, const char *name, study_normal *normal_of,
    char *settings, size_t size,
    bool **seen, long *games, struct study_tally *tally, char *error)
{
	char line[STUDY_LINE_MAX], problem[STUDY_ERROR_MAX];
	char normal[STUDY_SETTINGS_MAX];
	int number = 1, status;
	struct study_game game;
	bool measured;

	if (read_line(in, line, sizeof line) != 1 ||
	    (strcmp(line, STUDY_MAGIC) != 0 &&
		strcmp(line, STUDY_MAGIC_OLD) != 0))
		study_fail(error, name, 1, "not a study's results (no '%s')",
		    STUDY_MAGIC);
	measured = strcmp(line, STUDY_MAGIC) == 0;
	number++;
	if (read_line(in, line, sizeof line) != 1 ||
	    strncmp(line, "settings ", strlen("settings ")) != 0)
		study_fail(error, name, number, "no settings line");
	/* Compared in one spelling: the same games, however written. */
	if (normal_of(line + strlen("settings "), normal, sizeof normal) < 0 ||
	    strlen(normal) >= size)
		study_fail(error, name, number, "settings too long");
	if (settings[0] == '\0') {
		strcpy(settings, normal);
		*games = settings_games(settings);
		if (*games < 1 || *games > STUDY_GAMES_MAX ||
		    (*seen = calloc((size_t)*games, sizeof **seen)) == NULL)
			study_fail(error, name, number, "cannot hold %ld games",
			    *games);
	} else if (strcmp(settings, normal) != 0) {
		const char *theirs = normal, *ours = settings;

		/* The first word that differs says which setting. */
		while (*theirs == *ours) {
			theirs++;
			ours++;
		}
		while (theirs > normal && theirs[-1] != ' ') {
			theirs--;
			ours--;
		}
		study_fail(error, name, number,
		    "another study's settings: '%.*s', not '%.*s'",
		    (int)strcspn(theirs, " "), theirs, (int)strcspn(ours, " "),
		    ours);
	}
	while ((status = read_line(in, line, sizeof line)) != 0) {
		number++;
		if (status < 0)
			study_fail(error, name, number, "line too long");
		if (read_game(line, *games, measured, &game, problem) < 0)
			study_fail(error, name, number, "%s", problem);
		if ((*seen)[game.number - 1])
			study_fail(error, name, number,
			    "game %ld is there twice", game.number);
		(*seen)[game.number - 1] = true;
		study_tally_add(tally, &game);
	}
	if (ferror(in))
		study_fail(error, name, number, "cannot be read");
	return 0;
}

/* One row: "N  100  40  57  3  41.5%  [ 32.2,  51.4]  ####...|". */
static void
print_cell(FILE *out, const char *label, const struct study_cell *cell)
{
	struct study_score score;
	char bar[SCORE_BAR_WIDTH + 1];
	int filled;

	study_score(cell, &score);
	filled = (int)lround(score.score * SCORE_BAR_WIDTH);
	memset(bar, '#', (size_t)filled);
	memset(bar + filled, ' ', (size_t)(SCORE_BAR_WIDTH - filled));
	if (filled <= SCORE_BAR_WIDTH / 2)
		bar[SCORE_BAR_WIDTH / 2] = '|';		/* an even score */
	bar[filled > SCORE_BAR_WIDTH / 2 ? filled : SCORE_BAR_WIDTH / 2 + 1] =
	    '\0';
	fprintf(out,
	    "%-4s %6ld  %6ld  %6ld  %6ld  %5.1f%%  [%5.1f, %5.1f]  %s\n", label,
	    cell->games, cell->amber, cell->teal, cell->draws,
	    100 * score.score, 100 * score.low, 100 * score.high, bar);
}

/* The 1-against-1 endgames: how many, how they ended, who won them. */
static void
study_print_lone(FILE *out, const struct study_cell *cell)
{
	long measured = cell->games - cell->unmeasured;

	if (measured == 0)
		return;
	fprintf(out,
	    "1 against 1 (one stone a side, play left): %ld of %ld games",
	    cell->lone, measured);
	if (cell->unmeasured > 0)
		fprintf(out, " (%ld not measured)", cell->unmeasured);
	fprintf(out, "\n");
	if (cell->lone > 0)
		fprintf(out,
		    "  of them: %ld ended at dusk; Amber won %ld, Teal %ld, "
		    "drawn %ld\n",
		    cell->lone_dusk, cell->lone_amber, cell->lone_teal,
		    cell->lone_draws);
}

void
study_print(FILE *out, const struct study_tally *tally)
{
	int suns = 0;

	for (int point = 0; point < COMPASS_POINTS; point++)
		suns += tally->by_sun[point].games > 0;
	fprintf(out, "%-4s %6s  %6s  %6s  %6s  %6s  %-14s  %s\n", "sun",
	    "games", "amber", "teal", "draws", "Amber", "95% interval",
	    "Amber's score, | at 50%");
	if (suns > 1)
		for (int point = 0; point < COMPASS_POINTS; point++)
			if (tally->by_sun[point].games > 0)
				print_cell(out, compass_name(point),
				    &tally->by_sun[point]);
	print_cell(out, "all", &tally->all);
	if (tally->all.games > 0)
		fprintf(out,
		    "endings: eclipse %ld, dusk %ld; average plies %.1f\n",
		    tally->all.eclipses, tally->all.games - tally->all.eclipses,
		    study_plies(&tally->all));
	study_print_lone(out, &tally->all);
}

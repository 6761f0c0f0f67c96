/*
 * lab.c owns the design lab's questions (lab.h): their table, and the
 * settings of each row's study.
 *
 * A question is added as one entry of lab_questions: its name, the line
 * that says what it asks, and its rows' settings.  A row is there only
 * once the variant it plays is built: the table never names a setting that
 * selfplay would refuse (test_lab checks every row against selfplay's
 * settings).
 */
#include "lab/lab.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "core/board.h"
#include "core/options.h"
#include "lab/match.h"

enum {
	LAB_TT_MAX = 4096,	/* selfplay's tt= */
	LAB_JOBS_MAX = 64	/* selfplay's jobs= */
};

/*
 * A question of a variant built later is one more entry, e.g. the pie rule
 * against the designer's rules:
 *	{ "pie", "Q2: Amber's score with the pie rule", LAB_BY_SETTING,
 *	    LAB_SCORE, 2, { { "no pie", "" }, { "pie=1", "pie=1" } },
 *	    "the rules" },
 * and a row of a question here is added the same way.  A row of the
 * designer's rules is "" in every question, so that its study is one
 * results file (the sun in the north, the lab's players) whichever question
 * played it.
 */
const struct lab_question lab_questions[] = {
	{ "sun", "Q1: Amber's score by the starting sun, at real strength",
	    LAB_BY_SUN, LAB_SCORE, 0, { { NULL, NULL } }, "the starting sun" },
	{ "strength",
	    "Q1: Amber's score, the sun at N, as the players grow stronger",
	    LAB_BY_SETTING, LAB_SCORE, 5,
	    {
		{ "depth 3", "p1=3 p2=3" },
		{ "depth 5", "p1=5 p2=5" },
		{ "level 5", "p1=L5 p2=L5" },
		{ "n300000", "p1=n300000 p2=n300000" },
		{ "n1000000", "p1=n1000000 p2=n1000000" },
	    },
	    "the players" },
	{ "length", "Q3: Amber's score with shadows 1, 2 and 3 cells long",
	    LAB_BY_SETTING, LAB_SCORE, 3,
	    {
		{ "len=1", "len=1" },
		{ "len=2", "" },
		{ "len=3", "len=3" },
	    },
	    "shadow length" },
	/* board=9: five stones a side on 9x9, played by gnomon-9 (the 7x7
	 * program's lab runs it for the row: lab_command.c). */
	{ "stones",
	    "Q4: Amber's score with 4, 5, 6 and 7 stones a side, 5 on 9x9",
	    LAB_BY_SETTING, LAB_SCORE, 5,
	    {
		{ "stones=4", "stones=4" },
		{ "stones=5", "" },
		{ "stones=6", "stones=6" },
		{ "stones=7", "stones=7" },
		{ "9x9", "board=9" },
	    },
	    "stones a side" },
	{ "start",
	    "Q5: Amber's score with the stones on the back or second rank",
	    LAB_BY_SETTING, LAB_SCORE, 2,
	    {
		{ "start=1", "" },
		{ "start=2", "start=2" },
	    },
	    "the starting rank" },
	{ "endgame",
	    "Q6: how often 1-against-1 endgames stall to dusk, who wins",
	    LAB_BY_SUN, LAB_ENDGAME, 0, { { NULL, NULL } },
	    "the starting sun" },
	{ "variants",
	    "Q7: Amber's score with the moon, mixed shadows, a held sun",
	    LAB_BY_SETTING, LAB_SCORE, 4,
	    {
		{ "designer's", "" },
		{ "moon=1", "moon=1" },
		{ "mixed=1", "mixed=1" },
		{ "hold=1", "hold=1" },
	    },
	    "the rules" },
};
const size_t lab_question_count =
    sizeof lab_questions / sizeof lab_questions[0];

const struct lab_question *
lab_find(const char *name)
{
	for (size_t i = 0; i < lab_question_count; i++)
		if (options_same_word(name, lab_questions[i].name))
			return &lab_questions[i];
	return NULL;
}

/* True when the space-separated `words` have one of key=... */
static bool
words_set(const char *words, const char *key)
{
	size_t length = strlen(key);

	for (const char *at = words; *at != '\0'; at += strcspn(at, " ")) {
		at += strspn(at, " ");
		if (strncmp(at, key, length) == 0 && at[length] == '=')
			return true;
	}
	return false;
}

bool
lab_sets(const struct lab_question *question, const char *key)
{
	for (int row = 0; row < question->row_count; row++)
		if (words_set(question->rows[row].settings, key))
			return true;
	/* The rows by sun are the suns of eachsun=1. */
	return question->rows_by == LAB_BY_SUN &&
	    (strcmp(key, "eachsun") == 0 || strcmp(key, "sun") == 0);
}

/* p=P: both players at once, read as selfplay reads a player. */
static int
lab_read_players(const char *key, const char *text, void *field, char *error)
{
	char (*players)[LAB_PLAYER_MAX] = field;
	struct match_player player = { .kind = MATCH_RANDOM };

	if (match_read_player(key, text, &player, error) < 0)
		return -1;
	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		snprintf(players[colour], LAB_PLAYER_MAX, "%s", text);
	return 0;
}

/* p1=P or p2=P: one player. */
static int
lab_read_player(const char *key, const char *text, void *field, char *error)
{
	struct match_player player = { .kind = MATCH_RANDOM };

	if (match_read_player(key, text, &player, error) < 0)
		return -1;
	snprintf(field, LAB_PLAYER_MAX, "%s", text);
	return 0;
}

static const struct options_entry lab_entries[] = {
	{ "games", OPTIONS_NUMBER, OPTIONS_LONG,
	    offsetof(struct lab_options, games), 1,
	    STUDY_GAMES_MAX / COMPASS_POINTS, NULL, NULL, "N", "400",
	    "games a row (+-5 points at 400)" },
	{ "p", OPTIONS_SPECIAL, OPTIONS_NOWHERE,
	    offsetof(struct lab_options, players), 0, 0, NULL, lab_read_players,
	    "P", "n300000", "both players, as selfplay's p1" },
	{ "p1", OPTIONS_SPECIAL, OPTIONS_NOWHERE,
	    offsetof(struct lab_options, players[COLOUR_AMBER]), 0, 0, NULL,
	    lab_read_player, "P", NULL, "Amber's player alone" },
	{ "p2", OPTIONS_SPECIAL, OPTIONS_NOWHERE,
	    offsetof(struct lab_options, players[COLOUR_TEAL]), 0, 0, NULL,
	    lab_read_player, "P", NULL, "Teal's player alone" },
	{ "opening", OPTIONS_NUMBER, OPTIONS_LONG,
	    offsetof(struct lab_options, opening), 0, MAX_PLIES, NULL, NULL,
	    "N", "2", "random plies at the start of each game" },
	{ "seed", OPTIONS_NUMBER, OPTIONS_LONG,
	    offsetof(struct lab_options, seed), 0, MATCH_SEED_MAX, NULL, NULL,
	    "S", "1", "the seed" },
	{ "tt", OPTIONS_NUMBER, OPTIONS_LONG, offsetof(struct lab_options, tt),
	    0, LAB_TT_MAX, NULL, NULL, "MB", NULL,
	    "each player's table, as selfplay's" },
	{ "jobs", OPTIONS_NUMBER, OPTIONS_LONG,
	    offsetof(struct lab_options, jobs), 1, LAB_JOBS_MAX, NULL, NULL,
	    "N", "2", "threads playing games at once" },
	{ "print", OPTIONS_NUMBER, OPTIONS_BOOL,
	    offsetof(struct lab_options, print), 0, 1, NULL, NULL, "0|1", "0",
	    "1 = print the studies' commands, play nothing" },
	{ "from", OPTIONS_TEXT, OPTIONS_NOWHERE,
	    offsetof(struct lab_options, from), 0, 0, NULL, NULL, "DIR", NULL,
	    "the table from the results files in DIR, played before" },
	{ "results", OPTIONS_TEXT, OPTIONS_NOWHERE,
	    offsetof(struct lab_options, results), 0, 0, NULL, NULL, "DIR",
	    NULL, "also keep each row's results file in DIR" },
	{ "csv", OPTIONS_TEXT, OPTIONS_NOWHERE,
	    offsetof(struct lab_options, csv), 0, 0, NULL, NULL, "FILE", NULL,
	    "also write the table to FILE as CSV" },
	{ "plot", OPTIONS_TEXT, OPTIONS_NOWHERE,
	    offsetof(struct lab_options, plot), 0, 0, NULL, NULL, "FILE", NULL,
	    "also draw the plot into FILE, SVG or .png (gnuplot)" },
};
const struct options_table lab_settings = OPTIONS_TABLE(lab_entries);

void
lab_options_default(struct lab_options *options)
{
	memset(options, 0, sizeof *options);
	options->tt = -1;
	options_defaults(&lab_settings, options);
}

/*
 * Appends " key=value" to `words` (`size` bytes, `*used` of them used)
 * unless the row's own settings set `key`; false if it does not fit.
 */
static bool
append(char *words, size_t size, size_t *used, const char *row,
    const char *key, const char *value)
{
	int wrote;

	if (words_set(row, key))
		return true;
	wrote = snprintf(words + *used, size - *used, "%s%s=%s",
	    *used > 0 ? " " : "", key, value);
	if (wrote < 0 || (size_t)wrote >= size - *used)
		return false;
	*used += (size_t)wrote;
	return true;
}

static bool
append_number(char *words, size_t size, size_t *used, const char *row,
    const char *key, long value)
{
	char number[sizeof "-9223372036854775808"];

	snprintf(number, sizeof number, "%ld", value);
	return append(words, size, used, row, key, number);
}

int
lab_study_settings(const struct lab_question *question, int row,
    const struct lab_options *base, char *text, size_t size)
{
	static const char *const none[] = { NULL };
	const bool by_sun = question->rows_by == LAB_BY_SUN;
	const char *own = by_sun ? "eachsun=1" : question->rows[row].settings;
	char words[STUDY_SETTINGS_MAX], *argv[LAB_WORDS_MAX], *save = NULL;
	size_t used = 0;
	int argc = 0;
	bool fits;

	/* A question by sun plays a row's games at each of the eight suns. */
	fits = append_number(words, sizeof words, &used, own, "games",
		   by_sun ? base->games * COMPASS_POINTS : base->games) &&
	    append(words, sizeof words, &used, own, "p1", base->players[0]) &&
	    append(words, sizeof words, &used, own, "p2", base->players[1]) &&
	    append_number(words, sizeof words, &used, own, "opening",
		base->opening) &&
	    append_number(words, sizeof words, &used, own, "seed",
		base->seed) &&
	    (base->tt < 0 ||
		append_number(words, sizeof words, &used, own, "tt", base->tt));
	for (int i = 0; fits && i < base->extra_count; i++) {
		size_t key = strcspn(base->extra[i], "=");
		char name[LAB_KEY_MAX];

		snprintf(name, sizeof name, "%.*s", (int)key, base->extra[i]);
		fits = append(words, sizeof words, &used, own, name,
		    base->extra[i] + key + (base->extra[i][key] == '='));
	}
	if (fits && own[0] != '\0') {
		int wrote =
		    snprintf(words + used, sizeof words - used, " %s", own);

		fits = wrote > 0 && (size_t)wrote < sizeof words - used;
	}
	if (!fits)
		return -1;
	for (char *word = strtok_r(words, " ", &save); word != NULL;
	    word = strtok_r(NULL, " ", &save)) {
		if (argc == LAB_WORDS_MAX)
			return -1;
		argv[argc++] = word;
	}
	return study_settings(argc, (const char *const *)argv, none, text,
	    size);
}

int
lab_study_name(const char *settings, char *name)
{
	size_t length = strlen(settings);

	if (length >= LAB_NAME_MAX)
		return -1;
	for (size_t i = 0; i <= length; i++)
		name[i] = settings[i] == ' ' ? '_' : settings[i];
	return 0;
}

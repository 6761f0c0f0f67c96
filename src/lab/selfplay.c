/*
 * selfplay.c owns `gnomon selfplay`: a match between two computer players
 * on several threads, with the designer's options, and its tally.
 *
 * Each game is played from its own seed with searches cleared first, so a
 * game's result depends only on the options, the seed and its number: the
 * same seed gives the same tally on any number of threads, and a study cut
 * into shards (shard=K/N: every Nth game) plays the very games of the whole.
 */
#include <limits.h>
#include <pthread.h>
#include <errno.h>
#include <stddef.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/pie.h"
#include "cli/command_options.h"
#include "cli/commands.h"
#include "cli/message.h"
#include "core/options.h"
#include "core/rng.h"
#include "lab/commands.h"
#include "lab/match.h"
#include "lab/match_record.h"
#include "lab/lab_progress.h"
#include "lab/memory_limit.h"
#include "lab/selfplay.h"
#include "lab/study.h"

enum {
	SELFPLAY_JOBS_MAX = 64,
	SELFPLAY_TT_MAX = 4096
};

struct selfplay {
	struct rules		rules;
	struct match_player	players[COLOUR_COUNT];
	long			games;
	long			jobs;
	long			tt_megabytes;
	long			opening;	/* random plies first */
	uint64_t		seed;
	bool each_sun; /* game N starts with sun N - 1 mod 8 */
	struct selfplay_shard	shard;
	const char *pgn; /* a directory for the games as records, or NULL */
	const char *results; /* a file for the games' results, or NULL */
	FILE *results_file; /* results' temporary file, while open */
	char			results_temporary[PATH_MAX];
	atomic_long		next;		/* the next game to play */
	atomic_bool		failed;
	atomic_bool unwritten; /* a record could not be written */
	const struct selfplay_watch *watch; /* told of each game, or NULL */
	pthread_mutex_t		watch_lock;	/* one call at a time */
	long			finished;	/* under watch_lock */
	long			played;		/* this shard's games */
	struct match_game	*outcomes;
	/* pie=1: each game's chosen sun, and whether p2 took Amber (pie.h). */
	struct selfplay_pie {
		int	sun;
		bool	swapped;
	}			*pies;
};

/* pgn=DIR: game N of the match as DIR/game-N.gnomon, numbered from 1. */
static void
selfplay_record_start(const struct selfplay *selfplay, long game,
    const struct rules *rules, const struct match_player players[2],
    struct record *record)
{
	char number[RECORD_VALUE_MAX];

	match_record_start(record, rules, players, selfplay->seed);
	snprintf(number, sizeof number, "%ld", game + 1);
	record_set_tag(record, "Game", number);
	if (rules->pie)
		record_set_tag(record, PIE_TAG, pie_choice_name(
		    selfplay->pies[game].swapped ? PIE_SWAP : PIE_KEEP));
}

/*
 * pie=1: p1 chooses the sun as Amber's player, p2 whether to swap (pie.h's
 * chooser, match_pie); a swap gives p2 Amber's stones and p1 Teal's.
 */
static void
selfplay_pie(struct selfplay *selfplay, long game, struct rules *rules,
    struct match_player players[2], struct search *searches[2])
{
	struct selfplay_pie *pie = &selfplay->pies[game];

	match_pie(rules, selfplay->players, searches, &pie->sun, &pie->swapped);
	rules->start_sun = pie->sun;
	if (pie->swapped) {
		struct search *search = searches[0];

		players[0] = selfplay->players[1];
		players[1] = selfplay->players[0];
		searches[0] = searches[1];
		searches[1] = search;
	}
}

static void
selfplay_record_write(struct selfplay *selfplay, long game,
    const struct record *record)
{
	char name[RECORD_VALUE_MAX];
	int width = snprintf(NULL, 0, "%ld", selfplay->games);

	snprintf(name, sizeof name, "game-%0*ld", width, game + 1);
	if (match_record_write("selfplay", selfplay->pgn, name, record) < 0)
		atomic_store(&selfplay->unwritten, true);
}

/* A game has ended: the watcher is told, one thread at a time. */
static void
selfplay_tell(struct selfplay *selfplay)
{
	if (selfplay->watch == NULL)
		return;
	pthread_mutex_lock(&selfplay->watch_lock);
	selfplay->finished++;
	selfplay->watch->played(selfplay->watch->context, selfplay->finished,
	    selfplay->played);
	pthread_mutex_unlock(&selfplay->watch_lock);
}

static void *
selfplay_worker(void *argument)
{
	struct selfplay *selfplay = argument;
	struct search *searches[COLOUR_COUNT];
	long game;

	searches[0] = search_new((size_t)selfplay->tt_megabytes);
	searches[1] = search_new((size_t)selfplay->tt_megabytes);
	if (searches[0] == NULL || searches[1] == NULL) {
		atomic_store(&selfplay->failed, true);
		search_free(searches[0]);
		search_free(searches[1]);
		return NULL;
	}
	while (
	    (game = atomic_fetch_add(&selfplay->next, 1)) < selfplay->games) {
		struct record record;
		struct match_observer recorder = { match_record_moved,
			&record };
		struct rules rules = selfplay->rules;
		struct match_player players[COLOUR_COUNT] = {
			selfplay->players[0], selfplay->players[1]
		};
		struct search *order[COLOUR_COUNT] = { searches[0],
			searches[1] };

		if (game % selfplay->shard.count != selfplay->shard.index)
			continue;
		if (selfplay->each_sun)
			rules.start_sun = (int)(game % COMPASS_POINTS);
		if (rules.pie)
			selfplay_pie(selfplay, game, &rules, players, order);
		if (selfplay->pgn != NULL)
			selfplay_record_start(selfplay, game, &rules, players,
			    &record);
		match_play(&rules, players, order,
		    rng_derive(selfplay->seed, (uint64_t)game),
		    (int)selfplay->opening,
		    selfplay->pgn != NULL ? &recorder : NULL,
		    &selfplay->outcomes[game]);
		if (selfplay->pgn != NULL)
			selfplay_record_write(selfplay, game, &record);
		selfplay_tell(selfplay);
	}
	search_free(searches[0]);
	search_free(searches[1]);
	return NULL;
}

/* shard=K/N, 1 <= K <= N: the games whose number is K modulo N. */
int
selfplay_read_shard(const char *key, const char *value, void *field,
    char *error)
{
	struct selfplay_shard *shard = field;
	char index[OPTIONS_KEY_MAX];
	const char *slash = strchr(value, '/');
	long k, n;

	if (slash == NULL || (size_t)(slash - value) >= sizeof index) {
		snprintf(error, OPTIONS_ERROR_MAX,
		    "%s must be K/N, such as 2/8", key);
		return -1;
	}
	snprintf(index, sizeof index, "%.*s", (int)(slash - value), value);
	if (options_int(key, slash + 1, 1, STUDY_GAMES_MAX, &n, error) < 0 ||
	    options_int(key, index, 1, n, &k, error) < 0)
		return -1;
	shard->index = k - 1;
	shard->count = n;
	return 0;
}

static const struct options_entry selfplay_entries[] = {
	{ "games", OPTIONS_NUMBER, OPTIONS_LONG,
	    offsetof(struct selfplay, games), 1, STUDY_GAMES_MAX, NULL, NULL,
	    "N", "100", "the number of games" },
	{ "p1", OPTIONS_SPECIAL, OPTIONS_NOWHERE,
	    offsetof(struct selfplay, players[COLOUR_AMBER]), 0, 0, NULL,
	    match_read_player, "P", "3", "Amber's player" },
	{ "p2", OPTIONS_SPECIAL, OPTIONS_NOWHERE,
	    offsetof(struct selfplay, players[COLOUR_TEAL]), 0, 0, NULL,
	    match_read_player, "P", "3", "Teal's player" },
	{ "seed", OPTIONS_NUMBER, OPTIONS_UINT64,
	    offsetof(struct selfplay, seed), 0, MATCH_SEED_MAX, NULL, NULL, "S",
	    "1", "the seed" },
	{ "jobs", OPTIONS_NUMBER, OPTIONS_LONG, offsetof(struct selfplay, jobs),
	    1, SELFPLAY_JOBS_MAX, NULL, NULL, "N", "2",
	    "threads playing games at once" },
	{ "opening", OPTIONS_NUMBER, OPTIONS_LONG,
	    offsetof(struct selfplay, opening), 0, MAX_PLIES, NULL, NULL, "N",
	    "0", "random plies at the start of each game" },
	{ "tt", OPTIONS_NUMBER, OPTIONS_LONG,
	    offsetof(struct selfplay, tt_megabytes), 0, SELFPLAY_TT_MAX, NULL,
	    NULL, "MB", "4", "each player's transposition table" },
	{ "pgn", OPTIONS_TEXT, OPTIONS_NOWHERE, offsetof(struct selfplay, pgn),
	    0, 0, NULL, NULL, "DIR", NULL,
	    "also write each game as a record in DIR" },
	{ "off1", OPTIONS_SPECIAL, OPTIONS_NOWHERE,
	    offsetof(struct selfplay, players[COLOUR_AMBER]), 0, 0, NULL,
	    match_read_features, "feature,...", NULL,
	    "features left out of Amber's full search" },
	{ "off2", OPTIONS_SPECIAL, OPTIONS_NOWHERE,
	    offsetof(struct selfplay, players[COLOUR_TEAL]), 0, 0, NULL,
	    match_read_features, "feature,...", NULL,
	    "features left out of Teal's full search" },
	{ "w1", OPTIONS_SPECIAL, OPTIONS_NOWHERE,
	    offsetof(struct selfplay, players[COLOUR_AMBER]), 0, 0, NULL,
	    match_read_weights, "name:value,...", NULL,
	    "weights of Amber's full search" },
	{ "w2", OPTIONS_SPECIAL, OPTIONS_NOWHERE,
	    offsetof(struct selfplay, players[COLOUR_TEAL]), 0, 0, NULL,
	    match_read_weights, "name:value,...", NULL,
	    "weights of Teal's full search" },
	{ "eachsun", OPTIONS_NUMBER, OPTIONS_BOOL,
	    offsetof(struct selfplay, each_sun), 0, 1, NULL, NULL, "0|1", "0",
	    "1 = game N starts with sun N-1 mod 8, tallied by sun" },
	{ "shard", OPTIONS_SPECIAL, OPTIONS_NOWHERE,
	    offsetof(struct selfplay, shard), 0, 0, NULL, selfplay_read_shard,
	    "K/N", "1/1", "play only every Nth game, from game K" },
	{ "results", OPTIONS_TEXT, OPTIONS_NOWHERE,
	    offsetof(struct selfplay, results), 0, 0, NULL, NULL, "FILE", NULL,
	    "also write each game's result to FILE, for gnomon merge" },
};
const struct options_table selfplay_settings = OPTIONS_TABLE(selfplay_entries);

/* Reads selfplay's settings from argv into `selfplay` (its defaults set
 * first by the caller), as words: 0, or -1 with why in `error`. */
static int
selfplay_read_words(int argc, char **argv, struct selfplay *selfplay,
    char *error)
{
	const struct options_binding bindings[] = {
		{ &selfplay_settings, selfplay },
		{ &options_variant, &selfplay->rules },
	};

	for (int i = 0; i < argc; i++)
		if (options_read(bindings, sizeof bindings / sizeof bindings[0],
		    argv[i], error) < 0)
			return -1;
	return 0;
}

static void
selfplay_defaults(struct selfplay *selfplay)
{
	memset(selfplay, 0, sizeof *selfplay);
	rules_default(&selfplay->rules);
	selfplay->players[0].weights = selfplay->players[1].weights =
	    evaluate_default_weights;
	options_defaults(&selfplay_settings, selfplay);
}

static int
selfplay_parse(int argc, char **argv, struct selfplay *selfplay)
{
	char error[OPTIONS_ERROR_MAX];

	if (selfplay_read_words(argc, argv, selfplay, error) < 0) {
		message_print(stderr, "gnomon selfplay: %s\n", error);
		return -1;
	}
	if (selfplay->each_sun && selfplay->rules.pie) {
		fprintf(stderr,
		    "gnomon selfplay: eachsun=1 and pie=1 do not go together: "
		    "under the pie rule p1 chooses the sun\n");
		return -1;
	}
	/* Settings that are each allowed may still not go together. */
	if (rules_check(&selfplay->rules) != NULL) {
		message_print(stderr, "gnomon selfplay: %s\n",
		    rules_check(&selfplay->rules));
		return -1;
	}
	return 0;
}

/* The entries that decide no game: not in a study's settings. */
static const char *const selfplay_not_settings[] = {
	"shard", "jobs", "results", "pgn", NULL
};

/* Whether `word` is key=... of an entry that decides no game. */
static bool
selfplay_not_setting(const char *word)
{
	size_t key = strcspn(word, "=");

	for (int i = 0; selfplay_not_settings[i] != NULL; i++)
		if (strlen(selfplay_not_settings[i]) == key &&
		    strncmp(word, selfplay_not_settings[i], key) == 0)
			return true;
	return false;
}

/*
 * Appends to `words` the player settings (p1, p2, off1, ...) as the last
 * of each key given says them, and a player not given as its default
 * ("p1=3"): the one setting whose words are kept as written.
 */
static size_t
selfplay_player_words(int argc, char **argv, char *words, size_t size,
    size_t used)
{
	for (size_t e = 0; e < selfplay_settings.count; e++) {
		const struct options_entry *entry =
		    &selfplay_settings.entries[e];
		size_t key = strlen(entry->name);
		const char *given = NULL;

		if (entry->type != OPTIONS_SPECIAL ||
		    selfplay_not_setting(entry->name))
			continue;
		for (int i = 0; i < argc; i++)
			if (strncmp(argv[i], entry->name, key) == 0 &&
			    argv[i][key] == '=')
				given = argv[i] + key + 1;
		if (given == NULL)
			given = entry->initial;
		if (given != NULL && used < size)
			used += (size_t)snprintf(words + used, size - used,
			    " %s=%s", entry->name, given);
	}
	return used;
}

int
selfplay_settings_normal(const char *settings, char *normal, size_t size)
{
	struct selfplay *selfplay;
	char copy[STUDY_SETTINGS_MAX], words[STUDY_SETTINGS_MAX * 2];
	char error[OPTIONS_ERROR_MAX], *argv[STUDY_SETTINGS_MAX / 2];
	char *save = NULL;
	int argc = 0;
	size_t used;

	if (strlen(settings) >= sizeof copy)
		return -1;
	strcpy(copy, settings);
	for (char *word = strtok_r(copy, " ", &save); word != NULL;
	    word = strtok_r(NULL, " ", &save))
		argv[argc++] = word;
	/* Large (its results file's path): not on the stack. */
	if ((selfplay = malloc(sizeof *selfplay)) == NULL)
		return -1;
	selfplay_defaults(selfplay);
	/* Words only, not whether they go together: the 7x7 program reads
	 * a 9x9 study's (board=9) in the same spelling as gnomon-9. */
	if (selfplay_read_words(argc, argv, selfplay, error) < 0) {
		/* Not this program's settings: the words as written. */
		free(selfplay);
		return study_settings(argc, (const char *const *)argv,
		    (const char *const[]){ NULL }, normal, size);
	}
	options_write(&options_variant, &selfplay->rules, words,
	    sizeof words);
	used = strlen(words);
	if (used < sizeof words - 1) {
		words[used++] = ' ';
		options_write(&selfplay_settings, selfplay, words + used,
		    sizeof words - used);
		used += strlen(words + used);
	}
	free(selfplay);
	used = selfplay_player_words(argc, argv, words, sizeof words, used);
	if (used >= sizeof words)
		return -1;
	argc = 0;
	for (char *word = strtok_r(words, " ", &save); word != NULL;
	    word = strtok_r(NULL, " ", &save))
		if (!selfplay_not_setting(word) &&
		    argc < (int)(sizeof argv / sizeof argv[0]))
			argv[argc++] = word;
	return study_settings(argc, (const char *const *)argv,
	    (const char *const[]){ NULL }, normal, size);
}

/*
 * Every job makes a search for each player, each with its table: together
 * they must fit in the machine (memory_limit.h), checked before any is made.
 */
static int
selfplay_check_memory(const struct selfplay *selfplay)
{
	char what[OPTIONS_ERROR_MAX], error[MEMORY_LIMIT_ERROR_MAX];
	uint64_t bytes = (uint64_t)selfplay->jobs * COLOUR_COUNT *
	    search_bytes((size_t)selfplay->tt_megabytes);

	snprintf(what, sizeof what, "jobs=%ld tt=%ld (%ld x %d searches)",
	    selfplay->jobs, selfplay->tt_megabytes, selfplay->jobs,
	    COLOUR_COUNT);
	if (memory_limit_check(what, bytes, memory_limit_physical(), error) ==
	    0)
		return 0;
	fprintf(stderr, "gnomon selfplay: %s: lower jobs or tt\n", error);
	return -1;
}

/*
 * results=FILE is written as FILE.tmp and renamed when whole, so that a
 * study stopped halfway leaves no file that looks finished.  Opened before
 * the games, so that a file that cannot be made costs no games.
 */
static int
selfplay_results_open(struct selfplay *selfplay)
{
	int length = snprintf(selfplay->results_temporary,
	    sizeof selfplay->results_temporary, "%s.tmp", selfplay->results);

	if (length < 0 ||
	    (size_t)length >= sizeof selfplay->results_temporary) {
		message_print(stderr,
		    "gnomon selfplay: results=%s: name too long\n",
		    selfplay->results);
		return -1;
	}
	selfplay->results_file = fopen(selfplay->results_temporary, "we");
	if (selfplay->results_file == NULL) {
		message_print(stderr, "gnomon selfplay: results=%s: %s\n",
		    selfplay->results_temporary, strerror(errno));
		return -1;
	}
	return 0;
}

static int
selfplay_results_close(struct selfplay *selfplay)
{
	bool failed = ferror(selfplay->results_file) != 0;

	failed |= fclose(selfplay->results_file) != 0;
	if (!failed &&
	    rename(selfplay->results_temporary, selfplay->results) == 0)
		return 0;
	message_print(stderr, "gnomon selfplay: results=%s: %s\n",
	    selfplay->results, strerror(errno != 0 ? errno : EIO));
	remove(selfplay->results_temporary);
	return -1;
}

/* A study that failed leaves no results behind. */
static void
selfplay_results_abandon(struct selfplay *selfplay)
{
	if (selfplay->results_file == NULL)
		return;
	fclose(selfplay->results_file);
	remove(selfplay->results_temporary);
}

/* Under pie=1: the suns p1 chose, p2's swaps, and the wins by player. */
struct selfplay_pie_tally {
	long	suns[COMPASS_POINTS];
	long	swaps;
	long	wins[COLOUR_COUNT];	/* p1's, p2's */
};

static void
selfplay_pie_add(struct selfplay_pie_tally *tally,
    const struct selfplay_pie *pie, enum result result)
{
	/* p1 plays Amber unless p2 swapped. */
	int p1 = pie->swapped ? COLOUR_TEAL : COLOUR_AMBER;

	tally->suns[pie->sun]++;
	tally->swaps += pie->swapped;
	if (result == RESULT_AMBER)
		tally->wins[p1 == COLOUR_AMBER ? 0 : 1]++;
	else if (result == RESULT_TEAL)
		tally->wins[p1 == COLOUR_TEAL ? 0 : 1]++;
}

static void
selfplay_pie_print(FILE *out, const struct selfplay_pie_tally *tally,
    const long wins[COLOUR_COUNT], long draws)
{
	long games = 0;

	fprintf(out, "pie: p1 chose the sun");
	for (int sun = 0; sun < COMPASS_POINTS; sun++) {
		games += tally->suns[sun];
		if (tally->suns[sun] > 0)
			fprintf(out, " %s %ld", compass_name(sun),
			    tally->suns[sun]);
	}
	fprintf(out, "; p2 swapped %ld of %ld\n", tally->swaps, games);
	fprintf(out, "Amber wins %ld, Teal wins %ld, draws %ld\n",
	    wins[COLOUR_AMBER], wins[COLOUR_TEAL], draws);
	fprintf(out, "p1 wins %ld, p2 wins %ld, draws %ld\n", tally->wins[0],
	    tally->wins[1], draws);
}

static double
seconds_since(const struct timespec *start)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (double)(now.tv_sec - start->tv_sec) +
	    (double)(now.tv_nsec - start->tv_nsec) / 1e9;
}

/* selfplay's report of the games it played, all but the table. */
static void
selfplay_report(FILE *out, const struct selfplay *selfplay,
    const struct study_tally *tally, double seconds)
{
	long wins[COLOUR_COUNT] = { 0, 0 }, draws = 0, eclipses = 0, dusks = 0;
	long plies = 0;
	uint64_t nodes = 0;
	char variant[OPTIONS_TEXT_MAX], names[COLOUR_COUNT][RECORD_VALUE_MAX];
	struct selfplay_pie_tally pie_tally;

	memset(&pie_tally, 0, sizeof pie_tally);
	for (long game = 0; game < selfplay->games; game++) {
		const struct match_game *result = &selfplay->outcomes[game];

		if (game % selfplay->shard.count != selfplay->shard.index)
			continue;
		if (selfplay->rules.pie)
			selfplay_pie_add(&pie_tally, &selfplay->pies[game],
			    result->result);
		if (result->result == RESULT_AMBER)
			wins[COLOUR_AMBER]++;
		else if (result->result == RESULT_TEAL)
			wins[COLOUR_TEAL]++;
		else
			draws++;
		if (result->ending == MATCH_ECLIPSE)
			eclipses++;
		else
			dusks++;
		plies += result->plies;
		nodes += result->nodes;
	}
	options_write(&options_variant, &selfplay->rules, variant,
	    sizeof variant);
	fprintf(out, "games %ld  %s  seed %llu\n", selfplay->games, variant,
	    (unsigned long long)selfplay->seed);
	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		match_record_player(&selfplay->players[colour], names[colour],
		    sizeof names[colour]);
	if (selfplay->rules.pie) {
		char basis[2 * PIE_BASIS_MAX];

		match_pie_basis(&selfplay->rules, selfplay->players, basis,
		    sizeof basis);
		fprintf(out,
		    "players: p1 %s (chooses the sun), p2 %s (chooses the "
		    "colour)\n",
		    names[COLOUR_AMBER], names[COLOUR_TEAL]);
		fprintf(out, "pie: %s\n", basis);
	} else
		fprintf(out, "players: Amber (p1) %s, Teal (p2) %s\n",
		    names[COLOUR_AMBER], names[COLOUR_TEAL]);
	if (selfplay->shard.count > 1)
		fprintf(out, "shard %ld/%ld: %ld of the %ld games\n",
		    selfplay->shard.index + 1, selfplay->shard.count,
		    tally->all.games, selfplay->games);
	if (selfplay->rules.pie)
		selfplay_pie_print(out, &pie_tally, wins, draws);
	else
		fprintf(out,
		    "Amber (p1) wins %ld, Teal (p2) wins %ld, draws %ld\n",
		    wins[COLOUR_AMBER], wins[COLOUR_TEAL], draws);
	fprintf(out, "average plies %.1f\n", tally->all.games > 0 ?
	    (double)plies / (double)tally->all.games : 0.0);
	fprintf(out, "endings: eclipse %ld, dusk %ld\n", eclipses, dusks);
	fprintf(out, "nodes %llu in %.1f s: %.0f nodes/s on %ld job%s\n",
	    (unsigned long long)nodes, seconds,
	    seconds > 0 ? (double)nodes / seconds : 0.0, selfplay->jobs,
	    selfplay->jobs == 1 ? "" : "s");
	study_print(out, tally);
}

int
selfplay_run(int argc, char **argv, FILE *out, struct study_tally *total)
{
	return selfplay_run_watched(argc, argv, out, total, NULL);
}

int
selfplay_run_watched(int argc, char **argv, FILE *out,
    struct study_tally *total, const struct selfplay_watch *watch)
{
	struct selfplay selfplay;
	pthread_t threads[SELFPLAY_JOBS_MAX];
	long started = 0;
	struct timespec start;
	double seconds;
	char settings[STUDY_SETTINGS_MAX], words[STUDY_SETTINGS_MAX];
	struct study_tally tally;

	memset(&tally, 0, sizeof tally);
	selfplay_defaults(&selfplay);
	if (selfplay_parse(argc, argv, &selfplay) < 0 ||
	    selfplay_check_memory(&selfplay) < 0 || (selfplay.pgn != NULL &&
	    match_record_directory("selfplay", selfplay.pgn) < 0))
		return EXIT_USAGE;
	if (study_settings(argc, (const char *const *)argv,
		selfplay_not_settings, words, sizeof words) < 0 ||
	    selfplay_settings_normal(words, settings, sizeof settings) < 0) {
		fprintf(stderr,
		    "gnomon selfplay: too many settings for a study\n");
		return EXIT_USAGE;
	}
	if (selfplay.results != NULL && selfplay_results_open(&selfplay) < 0)
		return 1;
	selfplay.outcomes =
	    calloc((size_t)selfplay.games, sizeof *selfplay.outcomes);
	selfplay.pies = calloc((size_t)selfplay.games, sizeof *selfplay.pies);
	if (selfplay.outcomes == NULL || selfplay.pies == NULL) {
		free(selfplay.outcomes);
		free(selfplay.pies);
		fprintf(stderr, "gnomon selfplay: out of memory\n");
		selfplay_results_abandon(&selfplay);
		return 1;
	}
	atomic_init(&selfplay.next, 0);
	atomic_init(&selfplay.failed, false);
	atomic_init(&selfplay.unwritten, false);
	selfplay.watch = watch;
	pthread_mutex_init(&selfplay.watch_lock, NULL);
	/* The games of game % count == index, of 0 .. games - 1. */
	selfplay.played = selfplay.games / selfplay.shard.count +
	    (selfplay.games % selfplay.shard.count > selfplay.shard.index);
	clock_gettime(CLOCK_MONOTONIC, &start);
	for (long i = 0; i < selfplay.jobs; i++, started++)
		if (pthread_create(&threads[i], NULL, selfplay_worker,
			&selfplay) != 0)
			break;
	if (started == 0)
		selfplay_worker(&selfplay);
	for (long i = 0; i < started; i++)
		pthread_join(threads[i], NULL);
	pthread_mutex_destroy(&selfplay.watch_lock);
	seconds = seconds_since(&start);
	if (atomic_load(&selfplay.failed) ||
	    atomic_load(&selfplay.next) < selfplay.games) {
		fprintf(stderr, "gnomon selfplay: out of memory\n");
		free(selfplay.outcomes);
		free(selfplay.pies);
		selfplay_results_abandon(&selfplay);
		return 1;
	}

	if (selfplay.results_file != NULL)
		study_write_header(selfplay.results_file, settings);
	for (long game = 0; game < selfplay.games; game++) {
		const struct match_game *result = &selfplay.outcomes[game];
		struct study_game played = { .number = game + 1,
			.result = result->result,
			.ending = result->ending,
			.plies = result->plies,
			.lone = result->lone,
			.sun = selfplay.each_sun ?
			    (int)(game % COMPASS_POINTS) :
			    selfplay.rules.pie ? selfplay.pies[game].sun :
						 selfplay.rules.start_sun };

		if (game % selfplay.shard.count != selfplay.shard.index)
			continue;
		study_tally_add(&tally, &played);
		study_tally_add(total, &played);
		if (selfplay.results_file != NULL)
			study_write_game(selfplay.results_file, &played);
	}
	if (out != NULL)
		selfplay_report(out, &selfplay, &tally, seconds);
	free(selfplay.outcomes);
	free(selfplay.pies);
	if (selfplay.results_file != NULL &&
	    selfplay_results_close(&selfplay) < 0)
		return 1;
	return atomic_load(&selfplay.unwritten) ? 1 : 0;
}

int
command_selfplay(int argc, char **argv)
{
	struct study_tally tally;
	struct lab_progress progress;

	if ((argc = command_options_words("gnomon selfplay", argc, argv)) < 0)
		return EXIT_USAGE;
	memset(&tally, 0, sizeof tally);
	/* A long study says how far it is, as the lab does; its games are
	 * known once the settings are read, so it starts from none. */
	lab_progress_start(&progress, "gnomon selfplay", 0, stderr);
	return selfplay_run_watched(argc, argv, stdout, &tally,
	    &progress.watch);
}

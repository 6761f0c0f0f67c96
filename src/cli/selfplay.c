/*
 * selfplay.c owns `gnomon selfplay`: a match between two computer players
 * on several threads, with the designer's options, and its tally.
 *
 * Each game is played from its own seed with searches cleared first, so a
 * game's result depends only on the options, the seed and its number: the
 * same seed gives the same tally on any number of threads.
 */
#include <pthread.h>
#include <stddef.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "commands.h"
#include "match.h"
#include "match_record.h"
#include "memory_limit.h"
#include "message.h"
#include "options.h"
#include "rng.h"

enum {
	SELFPLAY_GAMES_MAX = 1000000,
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
	const char		*pgn;		/* a directory for the games as records, or NULL */
	atomic_long		next;		/* the next game to play */
	atomic_bool		failed;
	atomic_bool		unwritten;	/* a record could not be written */
	struct match_game	*results;
};

/* pgn=DIR: game N of the match as DIR/game-N.gnomon, numbered from 1. */
static void
selfplay_record_start(const struct selfplay *selfplay, long game,
    struct record *record)
{
	char number[RECORD_VALUE_MAX];

	match_record_start(record, &selfplay->rules, selfplay->players,
	    selfplay->seed);
	snprintf(number, sizeof number, "%ld", game + 1);
	record_set_tag(record, "Game", number);
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
	while ((game = atomic_fetch_add(&selfplay->next, 1)) < selfplay->games) {
		struct record record;
		struct match_observer recorder = { match_record_moved, &record };

		if (selfplay->pgn != NULL)
			selfplay_record_start(selfplay, game, &record);
		match_play(&selfplay->rules, selfplay->players, searches,
		    rng_derive(selfplay->seed, (uint64_t)game),
		    (int)selfplay->opening, selfplay->pgn != NULL ? &recorder : NULL,
		    &selfplay->results[game]);
		if (selfplay->pgn != NULL)
			selfplay_record_write(selfplay, game, &record);
	}
	search_free(searches[0]);
	search_free(searches[1]);
	return NULL;
}

static const struct options_entry selfplay_entries[] = {
	{ "games", OPTIONS_NUMBER, OPTIONS_LONG, offsetof(struct selfplay, games),
	    1, SELFPLAY_GAMES_MAX, NULL, NULL, "N", "100", "the number of games" },
	{ "p1", OPTIONS_SPECIAL, OPTIONS_NOWHERE,
	    offsetof(struct selfplay, players[COLOUR_AMBER]), 0, 0, NULL,
	    match_read_player, "P", "3", "Amber's player" },
	{ "p2", OPTIONS_SPECIAL, OPTIONS_NOWHERE,
	    offsetof(struct selfplay, players[COLOUR_TEAL]), 0, 0, NULL,
	    match_read_player, "P", "3", "Teal's player" },
	{ "seed", OPTIONS_NUMBER, OPTIONS_UINT64, offsetof(struct selfplay, seed),
	    0, MATCH_SEED_MAX, NULL, NULL, "S", "1", "the seed" },
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
	    0, 0, NULL, NULL, "DIR", NULL, "also write each game as a record in DIR" },
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
};
const struct options_table selfplay_settings = OPTIONS_TABLE(selfplay_entries);

static int
selfplay_parse(int argc, char **argv, struct selfplay *selfplay)
{
	const struct options_binding bindings[] = {
		{ &selfplay_settings, selfplay },
		{ &options_variant, &selfplay->rules },
	};
	char error[OPTIONS_ERROR_MAX];

	for (int i = 0; i < argc; i++)
		if (options_read(bindings, sizeof bindings / sizeof bindings[0],
		    argv[i], error) < 0) {
			message_print(stderr, "gnomon selfplay: %s\n", error);
			return -1;
		}
	return 0;
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
	    selfplay->jobs, selfplay->tt_megabytes, selfplay->jobs, COLOUR_COUNT);
	if (memory_limit_check(what, bytes, memory_limit_physical(), error) == 0)
		return 0;
	fprintf(stderr, "gnomon selfplay: %s: lower jobs or tt\n", error);
	return -1;
}

static double
seconds_since(const struct timespec *start)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (double)(now.tv_sec - start->tv_sec) +
	    (double)(now.tv_nsec - start->tv_nsec) / 1e9;
}

int
command_selfplay(int argc, char **argv)
{
	struct selfplay selfplay;
	pthread_t threads[SELFPLAY_JOBS_MAX];
	long wins[COLOUR_COUNT] = { 0, 0 }, draws = 0, eclipses = 0, dusks = 0;
	long plies = 0, started = 0;
	uint64_t nodes = 0;
	struct timespec start;
	double seconds;
	char variant[OPTIONS_TEXT_MAX];

	memset(&selfplay, 0, sizeof selfplay);
	rules_default(&selfplay.rules);
	selfplay.players[0].weights = selfplay.players[1].weights =
	    evaluate_default_weights;
	options_defaults(&selfplay_settings, &selfplay);
	if (selfplay_parse(argc, argv, &selfplay) < 0 ||
	    selfplay_check_memory(&selfplay) < 0 || (selfplay.pgn != NULL &&
	    match_record_directory("selfplay", selfplay.pgn) < 0))
		return EXIT_USAGE;
	selfplay.results = calloc((size_t)selfplay.games, sizeof *selfplay.results);
	if (selfplay.results == NULL) {
		fprintf(stderr, "gnomon selfplay: out of memory\n");
		return 1;
	}
	atomic_init(&selfplay.next, 0);
	atomic_init(&selfplay.failed, false);
	atomic_init(&selfplay.unwritten, false);
	clock_gettime(CLOCK_MONOTONIC, &start);
	for (long i = 0; i < selfplay.jobs; i++, started++)
		if (pthread_create(&threads[i], NULL, selfplay_worker, &selfplay) != 0)
			break;
	if (started == 0)
		selfplay_worker(&selfplay);
	for (long i = 0; i < started; i++)
		pthread_join(threads[i], NULL);
	seconds = seconds_since(&start);
	if (atomic_load(&selfplay.failed) || atomic_load(&selfplay.next) < selfplay.games) {
		fprintf(stderr, "gnomon selfplay: out of memory\n");
		free(selfplay.results);
		return 1;
	}

	for (long game = 0; game < selfplay.games; game++) {
		const struct match_game *result = &selfplay.results[game];

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
	options_write(&options_variant, &selfplay.rules, variant, sizeof variant);
	printf("games %ld  %s  seed %llu\n", selfplay.games, variant,
	    (unsigned long long)selfplay.seed);
	{
		char names[COLOUR_COUNT][RECORD_VALUE_MAX];

		for (int colour = 0; colour < COLOUR_COUNT; colour++)
			match_record_player(&selfplay.players[colour], names[colour],
			    sizeof names[colour]);
		printf("players: Amber (p1) %s, Teal (p2) %s\n", names[COLOUR_AMBER],
		    names[COLOUR_TEAL]);
	}
	printf("Amber (p1) wins %ld, Teal (p2) wins %ld, draws %ld\n",
	    wins[COLOUR_AMBER], wins[COLOUR_TEAL], draws);
	printf("average plies %.1f\n", (double)plies / (double)selfplay.games);
	printf("endings: eclipse %ld, dusk %ld\n", eclipses, dusks);
	printf("nodes %llu in %.1f s: %.0f nodes/s on %ld job%s\n",
	    (unsigned long long)nodes, seconds,
	    seconds > 0 ? (double)nodes / seconds : 0.0, selfplay.jobs,
	    selfplay.jobs == 1 ? "" : "s");
	free(selfplay.results);
	return atomic_load(&selfplay.unwritten) ? 1 : 0;
}

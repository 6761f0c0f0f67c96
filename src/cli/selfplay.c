/*
 * selfplay.c owns `gnomon selfplay`: a match between two computer players
 * on several threads, with the designer's options, and its tally.
 *
 * Each game is played from its own seed with searches cleared first, so a
 * game's result depends only on the options, the seed and its number: the
 * same seed gives the same tally on any number of threads.
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "commands.h"
#include "match.h"
#include "match_record.h"
#include "options.h"

enum {
	SELFPLAY_GAMES_DEFAULT = 100,
	SELFPLAY_GAMES_MAX = 1000000,
	SELFPLAY_JOBS_DEFAULT = 2,
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
		    match_seed(selfplay->seed, (uint64_t)game),
		    (int)selfplay->opening, selfplay->pgn != NULL ? &recorder : NULL,
		    &selfplay->results[game]);
		if (selfplay->pgn != NULL)
			selfplay_record_write(selfplay, game, &record);
	}
	search_free(searches[0]);
	search_free(searches[1]);
	return NULL;
}

static int
selfplay_parse(int argc, char **argv, struct selfplay *selfplay)
{
	char key[OPTIONS_KEY_MAX], error[MATCH_ERROR_MAX];
	const char *value;
	long number;

	for (int i = 0; i < argc; i++) {
		int applied;

		if (options_split(argv[i], key, &value, error) < 0)
			goto bad;
		applied = options_variant(&selfplay->rules, key, value, error);
		if (applied < 0)
			goto bad;
		if (applied > 0)
			continue;
		if (strcmp(key, "games") == 0) {
			if (options_int(key, value, 1, SELFPLAY_GAMES_MAX,
			    &selfplay->games, error) < 0)
				goto bad;
		} else if (strcmp(key, "jobs") == 0) {
			if (options_int(key, value, 1, SELFPLAY_JOBS_MAX,
			    &selfplay->jobs, error) < 0)
				goto bad;
		} else if (strcmp(key, "tt") == 0) {
			if (options_int(key, value, 0, SELFPLAY_TT_MAX,
			    &selfplay->tt_megabytes, error) < 0)
				goto bad;
		} else if (strcmp(key, "opening") == 0) {
			if (options_int(key, value, 0, MAX_PLIES, &selfplay->opening,
			    error) < 0)
				goto bad;
		} else if (strcmp(key, "seed") == 0) {
			if (options_int(key, value, 0, MATCH_SEED_MAX, &number,
			    error) < 0)
				goto bad;
			selfplay->seed = (uint64_t)number;
		} else if (strcmp(key, "p1") == 0 || strcmp(key, "p2") == 0) {
			if (match_player_parse(key, value,
			    &selfplay->players[key[1] == '1' ? 0 : 1], error) < 0)
				goto bad;
		} else if (strcmp(key, "pgn") == 0) {
			if (value[0] == '\0') {
				snprintf(error, sizeof error, "pgn needs a directory");
				goto bad;
			}
			selfplay->pgn = value;
		} else if (strcmp(key, "w1") == 0 || strcmp(key, "w2") == 0) {
			struct match_player *player =
			    &selfplay->players[key[1] == '1' ? 0 : 1];

			if (evaluate_weights_parse(value, &player->weights,
			    error) < 0)
				goto bad;
			player->weighed = true;
		} else if (strcmp(key, "off1") == 0 || strcmp(key, "off2") == 0) {
			if (match_features_parse(key, value,
			    &selfplay->players[key[3] == '1' ? 0 : 1].disable,
			    error) < 0)
				goto bad;
		} else {
			snprintf(error, sizeof error,
			    "unknown setting '%.*s': use games, p1, p2, seed, jobs, opening, tt, pgn, off1, off2, w1, w2, len, day, sun, snake or mover",
			    OPTIONS_KEY_MAX, key);
			goto bad;
		}
	}
	return 0;
bad:
	fprintf(stderr, "gnomon selfplay: %s\n", error);
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
	char variant[OPTIONS_ERROR_MAX];

	memset(&selfplay, 0, sizeof selfplay);
	rules_default(&selfplay.rules);
	selfplay.players[0].weights = selfplay.players[1].weights =
	    evaluate_default_weights;
	selfplay.players[0].kind = selfplay.players[1].kind = MATCH_DEPTH;
	selfplay.players[0].number = selfplay.players[1].number = 3;
	selfplay.games = SELFPLAY_GAMES_DEFAULT;
	selfplay.jobs = SELFPLAY_JOBS_DEFAULT;
	selfplay.tt_megabytes = SEARCH_TT_DEFAULT_MB;
	selfplay.seed = 1;
	if (selfplay_parse(argc, argv, &selfplay) < 0 || (selfplay.pgn != NULL &&
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
	options_variant_text(&selfplay.rules, variant, sizeof variant);
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

/*
 * server_bench.c owns `gnomon server bench` (server_bench.h): the scale
 * bench of the shared server's database.
 *
 * THE DATABASE IT FILLS
 * DIR/server.db, made if missing and filled up to --players key-bound
 * players (player1, player2, ...: no password, whose hash would cost the
 * fill more than the games) and --games games, so that a run can resume
 * a fill.  Game i is a legal game of random moves from the core, its
 * generator seeded by rng_derive(seed, i), between two players drawn from
 * the same generator: of every 20, 17 rated, 2 unrated and 1 against a
 * guest.  The fill is batched (server_db_batch_*), a sync every
 * FILL_BATCH games; everything timed after it is the real path, a
 * transaction and a sync a change.
 *
 * WHAT IS TIMED
 * Each question BENCH_SAMPLES times, the median printed in milliseconds:
 * a page (BENCH_PAGE rows) of the latest games, of the best rated, of a
 * random player's games and of the leaderboard, one of the first
 * BENCH_PAGES pages; a player found by name; a rated game filed and both
 * ratings moved; a random game opened to replay, its record read back by
 * the core.  Then --rooms processes file ROOM_GAMES games each while
 * --browsers processes browse the same pages BROWSE_ROUNDS times each:
 * errors and games lost (filed, said filed, and not in the archive) are
 * counted, and must be none.
 */
/* A feature-test macro, named as the C library reads it: pipe2, GNU's
 * (and POSIX 2024's), for a pipe made close-on-exec. */
/* NOLINTNEXTLINE(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp) */
#define _GNU_SOURCE
#include "cli/server_bench.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cli/command_options.h"
#include "cli/commands.h"
#include "cli/message.h"
#include "core/board.h"
#include "core/options.h"
#include "core/record.h"
#include "core/rng.h"
#include "core/rules.h"
#include "store/save.h"
#include "store/server_db.h"
#include "store/server_games.h"
#include "store/server_players.h"

enum {
	BENCH_PLAYERS = 10000,
	BENCH_GAMES = 1000000,
	BENCH_ROOMS = 100,
	BENCH_BROWSERS = 200,
	BENCH_COUNT_MAX = 100000000,
	BENCH_SAMPLES = 101,
	BENCH_PAGE = 20,		/* rows a lobby's page shows */
	BENCH_PAGES = 10,		/* the pages a browser looks through */
	FILL_BATCH = 10000,		/* games a transaction while filling */
	FILL_PROGRESS = 100000,		/* games between two progress lines */
	ROOM_GAMES = 5,
	BROWSE_ROUNDS = 10,
	GAME_KINDS = 20,		/* of which RATED_KINDS rated, ... */
	RATED_KINDS = 17,
	UNRATED_KINDS = 19,		/* ... 2 unrated, 1 with a guest */
	GAME_SECONDS = 60,		/* between two games' starts */
	PLY_SECONDS = 10,		/* a synthetic game's pace */
	BENCH_EPOCH = 1765000000,	/* the first synthetic game's start */
	MS_PER_S = 1000,
	NS_PER_MS = 1000000
};

enum bench_question {
	QUESTION_LATEST, QUESTION_BEST, QUESTION_OF, QUESTION_LEADERBOARD,
	QUESTION_FIND, QUESTION_FILE, QUESTION_REPLAY, QUESTION_COUNT
};

static const char *const bench_question_names[QUESTION_COUNT] = {
	"the latest games, a page", "the best rated games, a page",
	"a player's games, a page", "the leaderboard, a page",
	"a player found by name", "a game filed, both ratings moved",
	"a game opened to replay"
};

struct bench {
	char		path[SAVE_PATH_MAX];
	struct server_db *db;
	long		players;
	long		games;
	long		rooms;
	long		browsers;
	uint64_t	seed;
	char		message[SERVER_DB_MESSAGE_MAX];
	char		record[RECORD_TEXT_MAX + 1];
	char		replay[RECORD_TEXT_MAX + 1];
	struct server_game page[BENCH_PAGE];
	struct server_player board[BENCH_PAGE];
};

static double
bench_ms(void)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (double)now.tv_sec * MS_PER_S +
	    (double)now.tv_nsec / NS_PER_MS;
}

static void
bench_player_name(long number, char *name)
{
	snprintf(name, SERVER_NAME_SIZE, "player%ld", number);
}

/*
 * A legal game of random moves from `rng` between two players it draws,
 * into `game` and bench->record: the record's length.
 */
static size_t
bench_game(struct bench *bench, uint64_t *rng, int64_t start,
    struct server_game *game)
{
	static struct record record;
	struct rules rules;
	struct board board;
	long amber = 1 + rng_below(rng, (int)bench->players);
	long teal = 1 + rng_below(rng, (int)bench->players - 1);
	int kind = rng_below(rng, GAME_KINDS);
	int length;

	if (teal >= amber)
		teal++;
	memset(game, 0, sizeof *game);
	bench_player_name(amber, game->side[COLOUR_AMBER].name);
	bench_player_name(teal, game->side[COLOUR_TEAL].name);
	if (kind >= UNRATED_KINDS) {
		snprintf(game->side[COLOUR_TEAL].name, SERVER_NAME_SIZE,
		    "guest%ld", teal);
		game->side[COLOUR_TEAL].guest = true;
	}
	game->rated = kind < RATED_KINDS;
	rules_default(&rules);
	record_init(&record, &rules);
	snprintf(record.player[COLOUR_AMBER], RECORD_VALUE_MAX, "%s",
	    game->side[COLOUR_AMBER].name);
	snprintf(record.player[COLOUR_TEAL], RECORD_VALUE_MAX, "%s",
	    game->side[COLOUR_TEAL].name);
	board = record.start;
	while (!board_is_over(&board)) {
		struct move_list list;
		struct undo undo;
		uint16_t move;

		if (board_legal_moves(&board, &list) == 0)
			break;
		move = list.moves[rng_below(rng, list.count)];
		(void)record_add_move(&record, move);
		board_make(&board, move, &undo);
	}
	record.result = board_result(&board);
	length = record_write(&record, bench->record, sizeof bench->record);
	options_write(&options_variant, &rules, game->rules,
	    sizeof game->rules);
	snprintf(game->clock, sizeof game->clock, "5+3");
	game->result = record.result == RESULT_NONE ? RESULT_DRAW :
	    record.result;
	game->ending = board.stones[COLOUR_AMBER] == 0 ||
	    board.stones[COLOUR_TEAL] == 0 ? SERVER_ENDING_ECLIPSE :
	    SERVER_ENDING_DUSK;
	game->plies = record.move_count;
	game->started = start;
	game->ended = start + (int64_t)record.move_count * PLY_SECONDS;
	return length < 0 ? 0 : (size_t)length;
}

/* Fills the database up to bench->players and bench->games: 0 or -1. */
static int
bench_fill(struct bench *bench)
{
	struct server_game game;
	char name[SERVER_NAME_SIZE];
	long have_players, have_games, i;
	double start = bench_ms();

	if (server_players_count(bench->db, &have_players,
	    bench->message) != 0 ||
	    server_games_count(bench->db, &have_games, bench->message) != 0 ||
	    server_db_batch_begin(bench->db, bench->message) != 0)
		return -1;
	for (i = have_players + 1; i <= bench->players; i++) {
		bench_player_name(i, name);
		if (server_player_add_key(bench->db, name, BENCH_EPOCH,
		    bench->message) < 0)
			goto fail;
	}
	for (i = have_games; i < bench->games; i++) {
		uint64_t rng = rng_derive(bench->seed, (uint64_t)i);
		size_t length = bench_game(bench, &rng, BENCH_EPOCH +
		    (int64_t)i * GAME_SECONDS, &game);

		if (server_game_file(bench->db, &game, bench->record, length,
		    bench->message) != 0)
			goto fail;
		if ((i + 1) % FILL_BATCH == 0 &&
		    (server_db_batch_end(bench->db, bench->message) != 0 ||
		    server_db_batch_begin(bench->db, bench->message) != 0))
			return -1;
		if ((i + 1) % FILL_PROGRESS == 0)
			fprintf(stderr, "filling: %ld games, %.0f s\n", i + 1,
			    (bench_ms() - start) / MS_PER_S);
	}
	if (server_db_batch_end(bench->db, bench->message) != 0)
		return -1;
	printf("filled: %ld players, %ld games (%ld players and %ld games "
	    "added in %.1f s)\n", bench->players, bench->games,
	    bench->players > have_players ? bench->players - have_players : 0,
	    bench->games > have_games ? bench->games - have_games : 0,
	    (bench_ms() - start) / MS_PER_S);
	return 0;
fail:
	(void)server_db_batch_end(bench->db, bench->message);
	return -1;
}

/* Asks `question` once, with what `rng` draws: 0 or -1. */
static int
bench_ask(struct bench *bench, enum bench_question question, uint64_t *rng)
{
	int offset = BENCH_PAGE * rng_below(rng, BENCH_PAGES);
	char name[SERVER_NAME_SIZE];
	struct server_player player;
	struct server_game game;
	static struct record record;
	char error[RECORD_ERROR_MAX];
	size_t length;
	int line;

	bench_player_name(1 + rng_below(rng, (int)bench->players), name);
	switch (question) {
	case QUESTION_LATEST:
		return server_games_latest(bench->db, offset, BENCH_PAGE,
		    bench->page, bench->message) < 0 ? -1 : 0;
	case QUESTION_BEST:
		return server_games_best(bench->db, offset, BENCH_PAGE,
		    bench->page, bench->message) < 0 ? -1 : 0;
	case QUESTION_OF:
		return server_games_of(bench->db, name, 0, BENCH_PAGE,
		    bench->page, bench->message) < 0 ? -1 : 0;
	case QUESTION_LEADERBOARD:
		return server_players_best(bench->db, offset, BENCH_PAGE,
		    bench->board, bench->message) < 0 ? -1 : 0;
	case QUESTION_FIND:
		return server_player_find(bench->db, name, &player,
		    bench->message) == 1 ? 0 : -1;
	case QUESTION_FILE:
		do
			length = bench_game(bench, rng, BENCH_EPOCH, &game);
		while (!game.rated);
		return server_game_file(bench->db, &game, bench->record,
		    length, bench->message);
	case QUESTION_REPLAY:
		if (server_game_get(bench->db, 1 + rng_below(rng,
		    (int)bench->games), &game, bench->replay,
		    sizeof bench->replay, bench->message) != 1)
			return -1;
		if (record_read(bench->replay, strlen(bench->replay), &record,
		    &line, error) != 0) {
			snprintf(bench->message, sizeof bench->message,
			    "a game read back: line %d: %s", line, error);
			return -1;
		}
		return 0;
	case QUESTION_COUNT:
		break;
	}
	return -1;
}

static int
bench_compare(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

/* Times every question BENCH_SAMPLES times, interleaved: 0 or -1. */
static int
bench_time(struct bench *bench)
{
	static double samples[QUESTION_COUNT][BENCH_SAMPLES];
	uint64_t rng = rng_derive(bench->seed, (uint64_t)-1);
	int sample, question;

	for (sample = 0; sample < BENCH_SAMPLES; sample++)
		for (question = 0; question < QUESTION_COUNT; question++) {
			double start = bench_ms();

			if (bench_ask(bench, (enum bench_question)question,
			    &rng) != 0)
				return -1;
			samples[question][sample] = bench_ms() - start;
		}
	printf("medians of %d, in ms:\n", BENCH_SAMPLES);
	for (question = 0; question < QUESTION_COUNT; question++) {
		qsort(samples[question], BENCH_SAMPLES, sizeof (double),
		    bench_compare);
		printf("  %-34s %8.3f\n", bench_question_names[question],
		    samples[question][BENCH_SAMPLES / 2]);
	}
	return 0;
}

/* What a child of the load at once says of each question it asked. */
struct bench_said {
	bool	filed;		/* a game its room filed, or a page browsed */
	double	ms;		/* how long it took */
};

/*
 * A child of the load at once: a room filing ROOM_GAMES rated games, or a
 * browser asking the pages BROWSE_ROUNDS times, each answer said on
 * `said` (a write of a few bytes to a pipe is whole).  Its exit status: 0,
 * or 1 after an error.
 */
static int
bench_child(struct bench *bench, bool room, uint64_t seed, int said)
{
	uint64_t rng = seed;
	int i, question, failed = 0;

	if (server_db_open(bench->path, &bench->db, bench->message) != 0) {
		message_print(stderr, "gnomon server bench: %s\n",
		    bench->message);
		return 1;
	}
	for (i = 0; i < (room ? ROOM_GAMES : BROWSE_ROUNDS) && !failed; i++)
		for (question = 0; question < QUESTION_COUNT && !failed;
		    question++) {
			struct bench_said answer = { room, bench_ms() };

			if ((question == QUESTION_FILE) != room)
				continue;
			failed = bench_ask(bench,
			    (enum bench_question)question, &rng) != 0;
			answer.ms = bench_ms() - answer.ms;
			if (!failed && write(said, &answer, sizeof answer) !=
			    (ssize_t)sizeof answer)
				failed = 1;
		}
	if (failed)
		message_print(stderr, "gnomon server bench: %s\n",
		    bench->message);
	server_db_close(bench->db);
	return failed;
}

/* The median and the most of `count` times (sorted here), in ms. */
static void
bench_spread(double *times, long count, double *median, double *most)
{
	*median = *most = 0;
	if (count == 0)
		return;
	qsort(times, (size_t)count, sizeof *times, bench_compare);
	*median = times[count / 2];
	*most = times[count - 1];
}

/* Reads what the children say until they have all closed the pipe: the
 * games said filed into *filed, and each kind's median and most. */
static void
bench_hear(struct bench *bench, int from, long *filed, double spread[4])
{
	long most = bench->rooms * ROOM_GAMES + bench->browsers *
	    BROWSE_ROUNDS * (QUESTION_COUNT - 1);
	double *times = calloc((size_t)most + 1, 2 * sizeof *times);
	long count[2] = { 0, 0 };
	struct bench_said answer;

	while (read(from, &answer, sizeof answer) == (ssize_t)sizeof answer)
		if (times != NULL && count[answer.filed] <= most)
			times[answer.filed * (most + 1) +
			    count[answer.filed]++] = answer.ms;
	*filed = count[true];
	bench_spread(times + most + 1, count[true], &spread[0], &spread[1]);
	bench_spread(times, count[false], &spread[2], &spread[3]);
	free(times);
}

/*
 * The rooms and browsers at once: 0 when no error and no game lost (said
 * filed by its room and not in the archive), 1 otherwise, -1.
 */
static int
bench_at_once(struct bench *bench)
{
	long before, after, children = bench->rooms + bench->browsers, i;
	long errors = 0, said = 0;
	double start = bench_ms(), spread[4];
	int status, ends[2];

	if (server_games_count(bench->db, &before, bench->message) != 0)
		return -1;
	if (pipe2(ends, O_CLOEXEC) != 0) {
		snprintf(bench->message, sizeof bench->message, "%s",
		    strerror(errno));
		return -1;
	}
	/* No connection crosses a fork: each child opens its own. */
	server_db_close(bench->db);
	bench->db = NULL;
	fflush(stdout);
	for (i = 0; i < children; i++) {
		pid_t pid = fork();

		if (pid < 0) {
			errors++;
			break;
		}
		if (pid == 0) {
			close(ends[0]);
			_exit(bench_child(bench, i < bench->rooms,
			    rng_derive(bench->seed ^ 0x5eed, (uint64_t)i),
			    ends[1]));
		}
	}
	close(ends[1]);
	bench_hear(bench, ends[0], &said, spread);
	close(ends[0]);
	while (wait(&status) > 0)
		if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
			errors++;
	if (server_db_open(bench->path, &bench->db, bench->message) != 0 ||
	    server_games_count(bench->db, &after, bench->message) != 0)
		return -1;
	printf("at once: %ld browsers, %ld rooms filing %d games each: %ld "
	    "filed, %ld lost, %ld errors, %.1f s\n", bench->browsers,
	    bench->rooms, ROOM_GAMES, after - before, said - (after - before),
	    errors, (bench_ms() - start) / MS_PER_S);
	printf("  a game filed: median %.1f ms, slowest %.1f ms\n",
	    spread[0], spread[1]);
	printf("  a page browsed: median %.1f ms, slowest %.1f ms\n",
	    spread[2], spread[3]);
	return errors == 0 && said == after - before &&
	    said == bench->rooms * ROOM_GAMES ? 0 : 1;
}

enum { OPTION_PLAYERS, OPTION_GAMES, OPTION_SEED, OPTION_ROOMS,
    OPTION_BROWSERS, OPTION_COUNT };
static const struct command_option bench_options[] = {
	{ "players", true, '\0', OPTION_PLAYERS },
	{ "games", true, '\0', OPTION_GAMES },
	{ "seed", true, '\0', OPTION_SEED },
	{ "rooms", true, '\0', OPTION_ROOMS },
	{ "browsers", true, '\0', OPTION_BROWSERS },
};

/* An option's count, 0 (or 2 for players) to BENCH_COUNT_MAX: 0 or -1. */
static int
bench_count(const struct command_options_given *given, int id, long least,
    long fallback, long *count)
{
	char *end;

	*count = fallback;
	if (!given->given[id])
		return 0;
	errno = 0;
	*count = strtol(given->value[id], &end, 10);
	if (errno == 0 && *end == '\0' && end != given->value[id] &&
	    *count >= least && *count <= BENCH_COUNT_MAX)
		return 0;
	message_print(stderr, "gnomon server bench: --%s takes a number "
	    "from %ld to %d, not '%.32s'\n", bench_options[id].name, least,
	    BENCH_COUNT_MAX, given->value[id]);
	return -1;
}

/* The options and DIR into *bench, DIR made: 0, or an exit status. */
static int
bench_setup(struct bench *bench, int argc, char **argv)
{
	struct command_options_given given;
	long seed;

	argc = command_options_read("gnomon server bench", bench_options,
	    OPTION_COUNT, argc, argv, &given);
	if (argc < 0)
		return EXIT_USAGE;
	if (argc != 1) {
		message_print(stderr, "usage: gnomon server bench DIR "
		    "[--players N] [--games N] [--seed N] [--rooms N] "
		    "[--browsers N]\n");
		return EXIT_USAGE;
	}
	if (bench_count(&given, OPTION_PLAYERS, 2, BENCH_PLAYERS,
	    &bench->players) != 0 ||
	    bench_count(&given, OPTION_GAMES, 1, BENCH_GAMES,
	    &bench->games) != 0 ||
	    bench_count(&given, OPTION_SEED, 0, 1, &seed) != 0 ||
	    bench_count(&given, OPTION_ROOMS, 0, BENCH_ROOMS,
	    &bench->rooms) != 0 ||
	    bench_count(&given, OPTION_BROWSERS, 0, BENCH_BROWSERS,
	    &bench->browsers) != 0)
		return EXIT_USAGE;
	bench->seed = (uint64_t)seed;
	if ((size_t)snprintf(bench->path, sizeof bench->path, "%s/%s",
	    argv[0], SERVER_DB_FILE) >= sizeof bench->path) {
		message_print(stderr, "gnomon server bench: %s: too long\n",
		    argv[0]);
		return EXIT_USAGE;
	}
	if (save_make_directory(argv[0], bench->message) != 0) {
		message_print(stderr, "gnomon server bench: %s\n",
		    bench->message);
		return 1;
	}
	return 0;
}

int
server_bench(int argc, char **argv)
{
	static struct bench bench;
	int status;

	memset(&bench, 0, sizeof bench);
	if ((status = bench_setup(&bench, argc, argv)) != 0)
		return status;
	if (server_db_open(bench.path, &bench.db, bench.message) != 0) {
		message_print(stderr, "gnomon server bench: %s\n",
		    bench.message);
		return 1;
	}
	message_print(stdout, "gnomon server bench: %s\n", bench.path);
	fflush(stdout);
	if (bench_fill(&bench) != 0 || bench_time(&bench) != 0) {
		message_print(stderr, "gnomon server bench: %s\n",
		    bench.message);
		server_db_close(bench.db);
		return 1;
	}
	status = bench_at_once(&bench);
	if (status < 0)
		message_print(stderr, "gnomon server bench: %s\n",
		    bench.message);
	server_db_close(bench.db);
	return status == 0 ? 0 : 1;
}

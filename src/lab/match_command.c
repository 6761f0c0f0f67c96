/*
 * match_command.c owns `gnomon match`: two engines, each a command that
 * speaks the engine protocol (engine.h), play pairs of games from a file
 * of openings, each opening once with each colour; the pairs are tallied
 * and tested (match_stats.h) until the SPRT decides or the games run out.
 *
 * HOW IT WORKS
 * Each job (a thread) starts its own two engine processes (`sh -c CMD`,
 * talked to over pipes) and plays whole pairs, taking the next opening
 * from a shared counter; a finished pair is added to the tally under a
 * lock, a line of progress printed, and the SPRT asked.  Once it decides,
 * no new pair is begun; pairs under way are finished and counted.  This
 * process keeps the board itself: it sends the position, asks the mover
 * for `genmove` with the time control, checks the move against the rules,
 * and tells the other engine `play`.  An engine that answers with an
 * error or an illegal move, or dies, loses that game.
 *
 * LIMITATIONS
 * The engines play the standard rules (the openings are read with them).
 * An engine that hangs without answering hangs its job: there is no
 * clock on an answer beyond the engine's own movetime.
 */
/* pipe2 is GNU's (and POSIX 2024's). */
/* NOLINTNEXTLINE(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp) */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cli/command_options.h"
#include "cli/commands.h"
#include "cli/message.h"
#include "cli/process.h"
#include "core/notation.h"
#include "core/options.h"
#include "lab/commands.h"
#include "lab/match_stats.h"

enum {
	MATCH_GAMES_MAX = 1000000,
	MATCH_JOBS_MAX = 64,
	MATCH_OPENINGS_MAX = 100000,
	MATCH_NODES_LIMIT = 1000000000,
	MATCH_MOVETIME_LIMIT = 86400000,	/* a day, as the engine's */
	MATCH_REPLY_MAX = 4096,
	MATCH_COMMAND_MAX = 160,
	MATCH_LINE_MAX = 256
};

/* The SPRT of every match: does A gain 10 Elo over B? (issue 14) */
#define MATCH_ELO0 0.0
#define MATCH_ELO1 10.0
#define MATCH_ALPHA 0.05
#define MATCH_BETA 0.05

enum match_engine { MATCH_A, MATCH_B, MATCH_ENGINES };
enum match_clock { MATCH_CLOCK_NODES, MATCH_CLOCK_MOVETIME };

struct match_tc {
	enum match_clock	clock;
	long			amount;		/* nodes, or milliseconds */
};

/* One engine process and the pipes to it. */
struct match_process {
	pid_t	pid;
	FILE	*to;		/* its standard input */
	FILE	*from;		/* its standard output */
};

struct match {
	const char		*commands[MATCH_ENGINES];
	const char		*openings_path;
	struct match_tc		tc;
	long			games;
	long			jobs;

	struct rules		rules;
	char			(*openings)[NOTATION_POSITION_MAX];
	long			opening_count;
	long			pairs;		/* games / 2, rounded up */
	atomic_long		next;		/* the next pair to begin */
	atomic_bool decided; /* the SPRT has decided: begin no pair */
	atomic_bool broken; /* an engine could not be started */
	pthread_mutex_t		lock;		/* the tally and the output */
	struct match_stats	stats;
	long			played;		/* pairs tallied */
	long forfeits; /* games lost by an engine's fault */
};

static int
match_read_tc(const char *key, const char *text, void *field, char *error)
{
	struct match_tc *tc = field, read;
	const char *amount;
	long limit;

	if (strncmp(text, "nodes:", strlen("nodes:")) == 0) {
		read.clock = MATCH_CLOCK_NODES;
		amount = text + strlen("nodes:");
		limit = MATCH_NODES_LIMIT;
	} else if (strncmp(text, "movetime:", strlen("movetime:")) == 0) {
		read.clock = MATCH_CLOCK_MOVETIME;
		amount = text + strlen("movetime:");
		limit = MATCH_MOVETIME_LIMIT;
	} else {
		snprintf(error, OPTIONS_ERROR_MAX,
		    "%s must be nodes:N or movetime:MS, not '%.24s'", key,
		    text);
		return -1;
	}
	if (options_int(key, amount, 1, limit, &read.amount, error) < 0)
		return -1;
	*tc = read;
	return 0;
}

static const struct options_entry match_entries[] = {
	{ "a", OPTIONS_TEXT, OPTIONS_NOWHERE,
	    offsetof(struct match, commands[MATCH_A]), 0, 0, NULL, NULL, "CMD",
	    NULL, "engine A, a command speaking the engine protocol" },
	{ "b", OPTIONS_TEXT, OPTIONS_NOWHERE,
	    offsetof(struct match, commands[MATCH_B]), 0, 0, NULL, NULL, "CMD",
	    NULL, "engine B, the one A is measured against" },
	{ "tc", OPTIONS_SPECIAL, OPTIONS_NOWHERE, offsetof(struct match, tc), 0,
	    0, NULL, match_read_tc, "nodes:N|movetime:MS", "nodes:100000",
	    "each move's limit" },
	{ "openings", OPTIONS_TEXT, OPTIONS_NOWHERE,
	    offsetof(struct match, openings_path), 0, 0, NULL, NULL, "FILE",
	    NULL,
	    "start positions, one a line, each played with both colours" },
	{ "games", OPTIONS_NUMBER, OPTIONS_LONG, offsetof(struct match, games),
	    2, MATCH_GAMES_MAX, NULL, NULL, "N", "2000",
	    "at most this many games, if the SPRT has not decided" },
	{ "jobs", OPTIONS_NUMBER, OPTIONS_LONG, offsetof(struct match, jobs), 1,
	    MATCH_JOBS_MAX, NULL, NULL, "N", "1",
	    "pairs played at once (each job runs both engines)" },
};
const struct options_table match_settings = OPTIONS_TABLE(match_entries);

/* Reads the openings: a position a line; blank lines and # comments skipped. */
static int
match_read_openings(struct match *match)
{
	FILE *file = fopen(match->openings_path, "re");
	char line[MATCH_LINE_MAX], error[NOTATION_ERROR_MAX];
	long number = 0;

	if (file == NULL) {
		message_print(stderr, "gnomon match: %s: %s\n",
		    match->openings_path, strerror(errno));
		return -1;
	}
	match->openings = calloc(MATCH_OPENINGS_MAX, sizeof *match->openings);
	if (match->openings == NULL) {
		fclose(file);
		fprintf(stderr, "gnomon match: out of memory\n");
		return -1;
	}
	while (fgets(line, sizeof line, file) != NULL) {
		struct board board;
		size_t length = strcspn(line, "\r\n#");

		number++;
		error[0] = '\0';
		while (length > 0 &&
		    (line[length - 1] == ' ' || line[length - 1] == '\t'))
			length--;
		line[length] = '\0';
		if (length == 0)
			continue;
		if (match->opening_count == MATCH_OPENINGS_MAX)
			snprintf(error, sizeof error, "more than %d openings",
			    MATCH_OPENINGS_MAX);
		else if (notation_read_position(line, &match->rules, &board,
		    error) == 0 && board_is_over(&board))
			snprintf(error, sizeof error, "the game is over there");
		else if (error[0] == '\0') {
			notation_position(&board,
			    match->openings[match->opening_count++]);
			continue;
		}
		message_print(stderr, "gnomon match: %s:%ld: %s\n",
		    match->openings_path, number, error);
		fclose(file);
		return -1;
	}
	fclose(file);
	if (match->opening_count == 0) {
		message_print(stderr, "gnomon match: %s: no openings\n",
		    match->openings_path);
		return -1;
	}
	return 0;
}

static void
match_close_pipes(int fds[2][2])
{
	for (int i = 0; i < 2; i++)
		for (int j = 0; j < 2; j++)
			if (fds[i][j] >= 0)
				close(fds[i][j]);
}

/* Starts `sh -c command` with pipes to its input and from its output. */
static int
match_process_start(struct match_process *process, const char *command)
{
	int fds[2][2] = { { -1, -1 }, { -1, -1 } };	/* to it, from it */

	/* Other jobs' engines must not inherit these pipes: close-on-exec
	 * from the start, as another job may fork at any moment. */
	if (pipe2(fds[0], O_CLOEXEC) < 0 || pipe2(fds[1], O_CLOEXEC) < 0) {
		match_close_pipes(fds);
		return -1;
	}
	process->pid = fork();
	if (process->pid < 0) {
		match_close_pipes(fds);
		return -1;
	}
	if (process->pid == 0) {
		static const int keep[] = { STDIN_FILENO, STDOUT_FILENO,
			STDERR_FILENO };

		dup2(fds[0][0], STDIN_FILENO);
		dup2(fds[1][1], STDOUT_FILENO);
		/* Nor what this program was itself given. */
		process_keep_only(keep, sizeof keep / sizeof keep[0]);
		execl("/bin/sh", "sh", "-c", command, (char *)NULL);
		_exit(127);
	}
	close(fds[0][0]);
	close(fds[1][1]);
	process->to = fdopen(fds[0][1], "w");
	process->from = fdopen(fds[1][0], "r");
	if (process->to == NULL || process->from == NULL) {
		if (process->to != NULL)
			fclose(process->to);
		else
			close(fds[0][1]);
		if (process->from != NULL)
			fclose(process->from);
		else
			close(fds[1][0]);
		kill(process->pid, SIGTERM);
		waitpid(process->pid, NULL, 0);
		return -1;
	}
	return 0;
}

/* Says quit, and reads what the engine still says until it ends, so that
 * its last words do not meet a closed pipe. */
static void
match_process_stop(struct match_process *process)
{
	fputs("quit\n", process->to);
	fclose(process->to);
	while (fgetc(process->from) != EOF)
		continue;
	fclose(process->from);
	waitpid(process->pid, NULL, 0);
}

/*
 * Sends one command line and reads its reply up to the empty line; the
 * text after "= " is left in `reply`.  0 for a success, -1 for a failure
 * or a dead engine.
 */
static int
match_ask(struct match_process *process, const char *command, char *reply)
{
	char line[MATCH_REPLY_MAX];
	bool first = true, ok = false;

	reply[0] = '\0';
	if (fprintf(process->to, "%s\n", command) < 0 ||
	    fflush(process->to) != 0)
		return -1;
	while (fgets(line, sizeof line, process->from) != NULL) {
		line[strcspn(line, "\r\n")] = '\0';
		if (line[0] == '\0') {
			if (first)
				continue; /* stray blank lines before a reply */
			return ok ? 0 : -1;
		}
		if (first) {
			ok = line[0] == '=';
			snprintf(reply, MATCH_REPLY_MAX, "%s",
			    line[1] == ' ' ? line + 2 : line + 1);
			first = false;
		}
	}
	return -1;
}

/* One game from `opening`: players[colour] is the engine playing it.
 * Returns the result, RESULT_NONE if an engine would not take the
 * position; *forfeit is set when an engine lost by a fault. */
static enum result
match_game(struct match_process *players[COLOUR_COUNT], const char *opening,
    const struct match *match, bool *forfeit)
{
	char command[MATCH_COMMAND_MAX], reply[MATCH_REPLY_MAX];
	char error[NOTATION_ERROR_MAX];
	struct board board;

	*forfeit = false;
	if (notation_read_position(opening, &match->rules, &board, error) < 0)
		abort();	/* every opening was read and written back */
	snprintf(command, sizeof command, "position %s", opening);
	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		if (match_ask(players[colour], "new", reply) < 0 ||
		    match_ask(players[colour], command, reply) < 0)
			return RESULT_NONE;	/* not an engine: no game */
	snprintf(command, sizeof command, "genmove %s=%ld",
	    match->tc.clock == MATCH_CLOCK_NODES ? "nodes" : "movetime",
	    match->tc.amount);
	while (!board_is_over(&board)) {
		int mover = board.side;
		uint16_t move;
		struct undo undo;
		char play[MATCH_COMMAND_MAX], text[NOTATION_MOVE_MAX];

		if (match_ask(players[mover], command, reply) < 0 ||
		    notation_read_move(reply, &move, error) < 0 ||
		    !board_is_legal(&board, move)) {
			*forfeit = true;
			return mover == COLOUR_AMBER ? RESULT_TEAL :
						       RESULT_AMBER;
		}
		board_make(&board, move, &undo);
		notation_move(move, text);
		snprintf(play, sizeof play, "play %s", text);
		if (match_ask(players[!mover], play, reply) < 0) {
			*forfeit = true;
			return mover == COLOUR_AMBER ? RESULT_AMBER :
						       RESULT_TEAL;
		}
	}
	return board_result(&board);
}

/* A's half points from one game in which A played `colour`. */
static int
match_half_points(enum result result, int colour)
{
	if (result == RESULT_DRAW)
		return 1;
	return (result == RESULT_AMBER) == (colour == COLOUR_AMBER) ? 2 : 0;
}

static void
match_print_elo(const struct match_stats *stats)
{
	struct match_elo elo;

	if (match_stats_elo(stats, &elo) < 0)
		printf("elo -");
	else
		/* + 0.0 makes a -0 a 0, which %+.1f would print as -0.0. */
		printf("elo %+.1f [%+.1f, %+.1f]", elo.elo + 0.0, elo.low + 0.0,
		    elo.high + 0.0);
}

/* Tallies a pair (`games`: A's results as Amber then Teal, W D or L),
 * prints the progress and asks the SPRT. */
static void
match_tally(struct match *match, long pair, int half_points,
    const char *games, int forfeits)
{
	const struct match_stats *stats = &match->stats;
	double llr;

	pthread_mutex_lock(&match->lock);
	match_stats_add(&match->stats, half_points);
	match->played++;
	match->forfeits += forfeits;
	llr = match_stats_llr(stats, MATCH_ELO0, MATCH_ELO1);
	printf("pair %ld (opening %ld): A %s %.1f  pairs %llu %llu %llu %llu "
	       "%llu  score %.3f  ",
	    match->played, pair % match->opening_count + 1, games,
	    half_points / 2.0, (unsigned long long)stats->pairs[0],
	    (unsigned long long)stats->pairs[1],
	    (unsigned long long)stats->pairs[2],
	    (unsigned long long)stats->pairs[3],
	    (unsigned long long)stats->pairs[4], match_stats_score(stats));
	match_print_elo(stats);
	printf("  llr %.2f\n", llr);
	fflush(stdout);
	if (match_stats_sprt(llr, MATCH_ALPHA, MATCH_BETA) !=
	    MATCH_SPRT_CONTINUE)
		atomic_store(&match->decided, true);
	pthread_mutex_unlock(&match->lock);
}

static void *
match_worker(void *argument)
{
	struct match *match = argument;
	struct match_process engines[MATCH_ENGINES];
	long pair;

	if (match_process_start(&engines[MATCH_A], match->commands[MATCH_A]) <
	    0) {
		atomic_store(&match->broken, true);
		return NULL;
	}
	if (match_process_start(&engines[MATCH_B], match->commands[MATCH_B]) <
	    0) {
		match_process_stop(&engines[MATCH_A]);
		atomic_store(&match->broken, true);
		return NULL;
	}
	while (!atomic_load(&match->decided) &&
	    (pair = atomic_fetch_add(&match->next, 1)) < match->pairs) {
		const char *opening =
		    match->openings[pair % match->opening_count];
		int half_points = 0, forfeits = 0;
		char games[COLOUR_COUNT + 1] = "";

		/* A plays Amber first, then Teal. */
		for (int a_colour = 0; a_colour < COLOUR_COUNT; a_colour++) {
			struct match_process *players[COLOUR_COUNT];
			bool forfeit;
			enum result result;

			players[a_colour] = &engines[MATCH_A];
			players[!a_colour] = &engines[MATCH_B];
			result = match_game(players, opening, match, &forfeit);
			if (result == RESULT_NONE) {
				fprintf(stderr,
				    "gnomon match: an engine does not take a "
				    "position (%s): stopping\n",
				    opening);
				atomic_store(&match->broken, true);
				atomic_store(&match->decided, true);
				break;
			}
			half_points += match_half_points(result, a_colour);
			games[a_colour] =
			    "LDW"[match_half_points(result, a_colour)];
			forfeits += forfeit;
		}
		if (atomic_load(&match->broken))
			break;
		match_tally(match, pair, half_points, games, forfeits);
	}
	match_process_stop(&engines[MATCH_A]);
	match_process_stop(&engines[MATCH_B]);
	return NULL;
}

static int
match_parse(int argc, char **argv, struct match *match)
{
	const struct options_binding binding = { &match_settings, match };
	char error[OPTIONS_ERROR_MAX];

	for (int i = 0; i < argc; i++)
		if (options_read(&binding, 1, argv[i], error) < 0) {
			message_print(stderr, "gnomon match: %s\n", error);
			return -1;
		}
	for (int engine = 0; engine < MATCH_ENGINES; engine++)
		if (match->commands[engine] == NULL) {
			message_print(stderr,
			    "gnomon match: %s=CMD is needed: the command that "
			    "starts engine %s\n",
			    engine == MATCH_A ? "a" : "b",
			    engine == MATCH_A ? "A" : "B");
			return -1;
		}
	if (match->openings_path == NULL) {
		message_print(stderr,
		    "gnomon match: openings=FILE is needed: start positions, "
		    "one a line\n");
		return -1;
	}
	return 0;
}

static void
match_report(const struct match *match)
{
	const struct match_stats *stats = &match->stats;
	double llr = match_stats_llr(stats, MATCH_ELO0, MATCH_ELO1);
	static const char *const verdicts[] = {
		[MATCH_SPRT_CONTINUE] = "undecided",
		[MATCH_SPRT_H0] = "H0 accepted: A is not 10 Elo stronger",
		[MATCH_SPRT_H1] = "H1 accepted: A is stronger",
	};

	printf("games %ld (%ld pairs), forfeits %ld\n", 2 * match->played,
	    match->played, match->forfeits);
	printf("pentanomial (A's points a pair: 0 0.5 1 1.5 2): %llu %llu %llu "
	       "%llu %llu\n",
	    (unsigned long long)stats->pairs[0],
	    (unsigned long long)stats->pairs[1],
	    (unsigned long long)stats->pairs[2],
	    (unsigned long long)stats->pairs[3],
	    (unsigned long long)stats->pairs[4]);
	printf("score %.3f  ", match_stats_score(stats));
	match_print_elo(stats);
	printf(" (95%%)\n");
	printf("sprt elo0 %.0f elo1 %.0f alpha %.2f beta %.2f: llr %.2f [%.2f, "
	       "%.2f], %s\n",
	    MATCH_ELO0, MATCH_ELO1, MATCH_ALPHA, MATCH_BETA, llr,
	    match_stats_llr_low(MATCH_ALPHA, MATCH_BETA),
	    match_stats_llr_high(MATCH_ALPHA, MATCH_BETA),
	    verdicts[match_stats_sprt(llr, MATCH_ALPHA, MATCH_BETA)]);
}

int
command_match(int argc, char **argv)
{
	struct match match;
	pthread_t threads[MATCH_JOBS_MAX];
	long started = 0;
	int status = 0;

	if ((argc = command_options_words("gnomon match", argc, argv)) < 0)
		return EXIT_USAGE;

	memset(&match, 0, sizeof match);
	rules_default(&match.rules);
	options_defaults(&match_settings, &match);
	if (match_parse(argc, argv, &match) < 0)
		return EXIT_USAGE;
	if (match_read_openings(&match) < 0) {
		free(match.openings);
		return EXIT_USAGE;
	}
	match.pairs = (match.games + 1) / 2;
	atomic_init(&match.next, 0);
	atomic_init(&match.decided, false);
	atomic_init(&match.broken, false);
	pthread_mutex_init(&match.lock, NULL);
	/* A dead engine must be a failed write, not the end of the match. */
	signal(SIGPIPE, SIG_IGN);
	printf("A: %s\nB: %s\ntc %s:%ld, %ld openings, at most %ld games, %ld "
	       "job%s\n",
	    match.commands[MATCH_A], match.commands[MATCH_B],
	    match.tc.clock == MATCH_CLOCK_NODES ? "nodes" : "movetime",
	    match.tc.amount, match.opening_count, 2 * match.pairs, match.jobs,
	    match.jobs == 1 ? "" : "s");
	fflush(stdout);
	for (long i = 0; i < match.jobs; i++, started++)
		if (pthread_create(&threads[i], NULL, match_worker, &match) !=
		    0)
			break;
	if (started == 0)
		match_worker(&match);
	for (long i = 0; i < started; i++)
		pthread_join(threads[i], NULL);
	if (atomic_load(&match.broken)) {
		fprintf(stderr,
		    "gnomon match: an engine could not be started or would not "
		    "play\n");
		status = 1;
	}
	match_report(&match);
	pthread_mutex_destroy(&match.lock);
	free(match.openings);
	return status;
}

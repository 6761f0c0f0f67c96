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
 * Every answer has a deadline, timeout= milliseconds (beyond the movetime
 * of a genmove by time), as cutechess's and fastchess's time margins: an
 * engine that has not answered a move by then loses the game on time,
 * and is killed (its process group: `sh -c` may have forked it) and
 * started again, since a late answer would be taken for the next
 * command's.  One that does not answer `new` or `position` in time is
 * not playing at all: the match stops, as for one that refuses them.
 *
 * LIMITATIONS
 * The engines play the standard rules (the openings are read with them).
 */
/* pipe2 is GNU's (and POSIX 2024's). */
/* NOLINTNEXTLINE(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp) */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
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
	MATCH_TIMEOUT_LIMIT = 86400000,
	MATCH_MS_A_SECOND = 1000,
	MATCH_NS_A_MS = 1000000,
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
	pid_t	pid;		/* also its process group's */
	FILE	*to;		/* its standard input */
	int	from;		/* its standard output, read by poll */
	size_t	held;		/* bytes in `buffer` not yet read as lines */
	char	buffer[MATCH_REPLY_MAX];
};

/* What came of asking an engine (match_ask). */
enum match_answer {
	MATCH_ANSWERED = 0,
	MATCH_REFUSED = -1,	/* an error, or the engine gone */
	MATCH_LATE = -2		/* no answer by the deadline */
};

/* How a game ended, beyond its result. */
struct match_outcome {
	enum result	result;		/* RESULT_NONE: no game was played */
	bool		forfeit;	/* lost by an engine's fault */
	int late; /* the colour whose engine did not answer in time, or -1 */
	const char *asked; /* what it did not answer (late >= 0) */
};

struct match {
	const char		*commands[MATCH_ENGINES];
	const char		*openings_path;
	struct match_tc		tc;
	long			games;
	long			jobs;
	long timeout_ms; /* each answer's deadline, beyond a movetime */

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
	long on_time; /* of which lost by an answer not given in time */
};

static int
match_read_tc(const char *key, const char *text, void *field, char *error)
{
	struct match_tc *tc = field, read;
	const char *amount;
	long limit;

	if (options_same_prefix(text, "nodes:")) {
		read.clock = MATCH_CLOCK_NODES;
		amount = text + strlen("nodes:");
		limit = MATCH_NODES_LIMIT;
	} else if (options_same_prefix(text, "movetime:")) {
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
	{ "timeout", OPTIONS_NUMBER, OPTIONS_LONG,
	    offsetof(struct match, timeout_ms), 1, MATCH_TIMEOUT_LIMIT, NULL,
	    NULL, "MS", "10000",
	    "each answer's deadline, beyond tc's movetime: a move not given "
	    "by then loses the game on time" },
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

/* Now, in milliseconds of the monotonic clock: what deadlines count in. */
static long long
match_now_ms(void)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (long long)now.tv_sec * MATCH_MS_A_SECOND +
	    now.tv_nsec / MATCH_NS_A_MS;
}

/*
 * Starts `sh -c command` with pipes to its input and from its output, in
 * a process group of its own, so that an engine that hangs is killed
 * whole, with whatever the shell forked.
 */
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

		setpgid(0, 0);
		dup2(fds[0][0], STDIN_FILENO);
		dup2(fds[1][1], STDOUT_FILENO);
		/* Nor what this program was itself given. */
		process_keep_only(keep, sizeof keep / sizeof keep[0]);
		execl("/bin/sh", "sh", "-c", command, (char *)NULL);
		_exit(127);
	}
	/* As the child does: whichever runs first, the group is there
	 * before anything is sent to it. */
	setpgid(process->pid, process->pid);
	close(fds[0][0]);
	close(fds[1][1]);
	process->from = fds[1][0];
	process->held = 0;
	process->to = fdopen(fds[0][1], "w");
	if (process->to == NULL) {
		close(fds[0][1]);
		close(process->from);
		kill(-process->pid, SIGKILL);
		waitpid(process->pid, NULL, 0);
		return -1;
	}
	return 0;
}

/*
 * Reads one line from the engine into `line` (`size` bytes, without its
 * newline; a longer one is cut), waiting until `deadline` (match_now_ms)
 * at the latest.  1 for a line, 0 at the end of its output, MATCH_LATE
 * when the deadline passed first.
 */
static int
match_read_line(struct match_process *process, char *line, size_t size,
    long long deadline)
{
	for (;;) {
		char *end = memchr(process->buffer, '\n', process->held);
		size_t length = end != NULL ? (size_t)(end - process->buffer) :
		    process->held;
		struct pollfd ready = { process->from, POLLIN, 0 };
		long long left;
		ssize_t got;

		/* A line, or a buffer full of one with no end in sight. */
		if (end != NULL || process->held == sizeof process->buffer) {
			size_t taken = end != NULL ? length + 1 : length;

			snprintf(line, size, "%.*s", (int)length,
			    process->buffer);
			process->held -= taken;
			memmove(process->buffer, process->buffer + taken,
			    process->held);
			return 1;
		}
		left = deadline - match_now_ms();
		if (left <= 0)
			return MATCH_LATE;
		if (poll(&ready, 1, (int)left) < 0) {
			if (errno == EINTR)
				continue;
			return 0;
		}
		if (ready.revents == 0)
			continue;	/* the deadline, found above */
		got = read(process->from, process->buffer + process->held,
		    sizeof process->buffer - process->held);
		if (got < 0 && errno == EINTR)
			continue;
		if (got <= 0) {
			/* Its last words without a newline are a line. */
			if (process->held == 0)
				return 0;
			snprintf(line, size, "%.*s", (int)process->held,
			    process->buffer);
			process->held = 0;
			return 1;
		}
		process->held += (size_t)got;
	}
}

/* Ends an engine at once, whatever it is doing: its whole group. */
static void
match_process_kill(struct match_process *process)
{
	kill(-process->pid, SIGKILL);
	fclose(process->to);
	close(process->from);
	waitpid(process->pid, NULL, 0);
}

/* Says quit, and reads what the engine still says until it ends, so that
 * its last words do not meet a closed pipe; one that has not ended by
 * `timeout_ms` is killed. */
static void
match_process_stop(struct match_process *process, long timeout_ms)
{
	long long deadline = match_now_ms() + timeout_ms;
	char line[MATCH_REPLY_MAX];
	int status;

	fputs("quit\n", process->to);
	fflush(process->to);
	while ((status = match_read_line(process, line, sizeof line,
	    deadline)) == 1)
		continue;
	if (status == MATCH_LATE)
		kill(-process->pid, SIGKILL);
	fclose(process->to);
	close(process->from);
	waitpid(process->pid, NULL, 0);
}

/*
 * Sends one command line and reads its reply up to the empty line, by
 * `deadline` at the latest; the text after "= " is left in `reply`.
 */
static enum match_answer
match_ask(struct match_process *process, const char *command, char *reply,
    long long deadline)
{
	char line[MATCH_REPLY_MAX];
	bool first = true, ok = false;
	int status;

	reply[0] = '\0';
	if (fprintf(process->to, "%s\n", command) < 0 ||
	    fflush(process->to) != 0)
		return MATCH_REFUSED;
	while ((status = match_read_line(process, line, sizeof line,
	    deadline)) == 1) {
		line[strcspn(line, "\r")] = '\0';
		if (line[0] == '\0') {
			if (first)
				continue; /* stray blank lines before a reply */
			return ok ? MATCH_ANSWERED : MATCH_REFUSED;
		}
		if (first) {
			ok = line[0] == '=';
			snprintf(reply, MATCH_REPLY_MAX, "%s",
			    line[1] == ' ' ? line + 2 : line + 1);
			first = false;
		}
	}
	return status == MATCH_LATE ? MATCH_LATE : MATCH_REFUSED;
}

/* An answer's deadline from now: the timeout, and a genmove's movetime. */
static long long
match_deadline(const struct match *match, bool genmove)
{
	long long wait = match->timeout_ms;

	if (genmove && match->tc.clock == MATCH_CLOCK_MOVETIME)
		wait += match->tc.amount;
	return match_now_ms() + wait;
}

/* The game lost by `colour` (forfeit), or on time when `answer` was late. */
static void
match_lose(struct match_outcome *outcome, int colour,
    enum match_answer answer, const char *asked)
{
	outcome->result = colour == COLOUR_AMBER ? RESULT_TEAL : RESULT_AMBER;
	outcome->forfeit = true;
	if (answer == MATCH_LATE) {
		outcome->late = colour;
		outcome->asked = asked;
	}
}

/* One game from `opening`: players[colour] is the engine playing it. */
static void
match_game(struct match_process *players[COLOUR_COUNT], const char *opening,
    const struct match *match, struct match_outcome *outcome)
{
	char command[MATCH_COMMAND_MAX], reply[MATCH_REPLY_MAX];
	char error[NOTATION_ERROR_MAX];
	struct board board;

	outcome->result = RESULT_NONE;
	outcome->forfeit = false;
	outcome->late = -1;
	outcome->asked = NULL;
	if (notation_read_position(opening, &match->rules, &board, error) < 0)
		abort();	/* every opening was read and written back */
	snprintf(command, sizeof command, "position %s", opening);
	for (int colour = 0; colour < COLOUR_COUNT; colour++) {
		enum match_answer answer;
		const char *asked = "new";

		answer = match_ask(players[colour], asked, reply,
		    match_deadline(match, false));
		if (answer == MATCH_ANSWERED) {
			asked = "position";
			answer = match_ask(players[colour], command, reply,
			    match_deadline(match, false));
		}
		if (answer != MATCH_ANSWERED) {	/* not an engine: no game */
			if (answer == MATCH_LATE) {
				outcome->late = colour;
				outcome->asked = asked;
			}
			return;
		}
	}
	snprintf(command, sizeof command, "genmove %s=%ld",
	    match->tc.clock == MATCH_CLOCK_NODES ? "nodes" : "movetime",
	    match->tc.amount);
	while (!board_is_over(&board)) {
		int mover = board.side;
		uint16_t move;
		struct undo undo;
		char play[MATCH_COMMAND_MAX], text[NOTATION_MOVE_MAX];
		enum match_answer answer;

		answer = match_ask(players[mover], command, reply,
		    match_deadline(match, true));
		if (answer != MATCH_ANSWERED ||
		    notation_read_move(reply, &move, error) < 0 ||
		    !board_is_legal(&board, move)) {
			match_lose(outcome, mover, answer, "genmove");
			return;
		}
		board_make(&board, move, &undo);
		notation_move(move, text);
		snprintf(play, sizeof play, "play %s", text);
		answer = match_ask(players[!mover], play, reply,
		    match_deadline(match, false));
		if (answer != MATCH_ANSWERED) {
			match_lose(outcome, !mover, answer, "play");
			return;
		}
	}
	outcome->result = board_result(&board);
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

/* Tallies a pair (`games`: A's results as Amber then Teal, W D or L;
 * `forfeits` lost by a fault, `on_time` of them by a late answer), prints
 * the progress and asks the SPRT. */
static void
match_tally(struct match *match, long pair, int half_points,
    const char *games, int forfeits, int on_time)
{
	const struct match_stats *stats = &match->stats;
	double llr;

	pthread_mutex_lock(&match->lock);
	match_stats_add(&match->stats, half_points);
	match->played++;
	match->forfeits += forfeits;
	match->on_time += on_time;
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

/*
 * After a game an engine lost on time: says so, and starts it again in
 * place of the one that may still answer; -1 if it cannot be started.
 */
static int
match_late(const struct match *match, struct match_process *engine,
    const char *name, const char *asked)
{
	fprintf(stderr,
	    "gnomon match: engine %s did not answer %s within %ld ms: it "
	    "loses the game on time and is started again\n",
	    name, asked, match->timeout_ms);
	match_process_kill(engine);
	return match_process_start(engine,
	    match->commands[name[0] == 'A' ? MATCH_A : MATCH_B]);
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
		match_process_stop(&engines[MATCH_A], match->timeout_ms);
		atomic_store(&match->broken, true);
		return NULL;
	}
	while (!atomic_load(&match->decided) &&
	    (pair = atomic_fetch_add(&match->next, 1)) < match->pairs) {
		const char *opening =
		    match->openings[pair % match->opening_count];
		int half_points = 0, forfeits = 0, on_time = 0;
		char games[COLOUR_COUNT + 1] = "";

		/* A plays Amber first, then Teal. */
		for (int a_colour = 0; a_colour < COLOUR_COUNT; a_colour++) {
			struct match_process *players[COLOUR_COUNT];
			struct match_outcome outcome;
			const char *late = "";

			players[a_colour] = &engines[MATCH_A];
			players[!a_colour] = &engines[MATCH_B];
			match_game(players, opening, match, &outcome);
			if (outcome.late >= 0)
				late = outcome.late == a_colour ? "A" : "B";
			if (outcome.result == RESULT_NONE) {
				if (outcome.late >= 0)
					fprintf(stderr,
					    "gnomon match: engine %s did not "
					    "answer %s within %ld ms: "
					    "stopping\n",
					    late, outcome.asked,
					    match->timeout_ms);
				else
					fprintf(stderr,
					    "gnomon match: an engine does not "
					    "take a position (%s): stopping\n",
					    opening);
				atomic_store(&match->broken, true);
				atomic_store(&match->decided, true);
				break;
			}
			half_points += match_half_points(outcome.result,
			    a_colour);
			games[a_colour] =
			    "LDW"[match_half_points(outcome.result, a_colour)];
			forfeits += outcome.forfeit;
			on_time += outcome.late >= 0;
			if (outcome.late >= 0 &&
			    match_late(match, players[outcome.late], late,
			    outcome.asked) < 0) {
				/* The other engine of the pair is stopped
				 * below; this one is gone already. */
				fprintf(stderr, "gnomon match: engine %s "
				    "could not be started again: stopping\n",
				    late);
				players[outcome.late]->pid = -1;
				atomic_store(&match->broken, true);
				atomic_store(&match->decided, true);
				break;
			}
		}
		if (atomic_load(&match->broken))
			break;
		match_tally(match, pair, half_points, games, forfeits,
		    on_time);
	}
	for (int engine = 0; engine < MATCH_ENGINES; engine++)
		if (engines[engine].pid > 0)
			match_process_stop(&engines[engine],
			    match->timeout_ms);
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

	printf("games %ld (%ld pairs), forfeits %ld (%ld on time)\n",
	    2 * match->played, match->played, match->forfeits,
	    match->on_time);
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
	       "job%s, timeout %ld ms\n",
	    match.commands[MATCH_A], match.commands[MATCH_B],
	    match.tc.clock == MATCH_CLOCK_NODES ? "nodes" : "movetime",
	    match.tc.amount, match.opening_count, 2 * match.pairs, match.jobs,
	    match.jobs == 1 ? "" : "s", match.timeout_ms);
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

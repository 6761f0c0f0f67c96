/*
 * bench.c owns `gnomon bench` (bench.h): fixed positions searched to a
 * fixed depth.
 */
#include "cli/bench.h"

#include <stdio.h>
#include <time.h>

#include "cli/command_options.h"
#include "cli/commands.h"
#include "cli/message.h"
#include "core/notation.h"

/* The start and positions met in games, from opening to the last day. */
static const char *const bench_positions[] = {
	"1ttttt1/7/7/7/7/7/1aaaaa1 a N 1",
	"3t1t1/2t4/4t2/3a3/7/7/a1aa1a1 a S 5",
	"t1t1t2/3t1t1/7/7/7/1a5/1a1aa1a a SE 4",
	"t3t2/1t1t3/7/7/a1a4/7/1a1a2a a W 7",
	"7/1t1t3/5t1/7/1a5/1a2a2/7 a NE 10",
	"7/1t3t1/7/1ta4/7/5a1/7 a N 9",
	"7/4t2/7/2a2t1/7/1a5/7 a S 13",
	"7/7/4t2/2a4/7/1a5/7 a NW 16",
};
#define BENCH_POSITION_COUNT \
	(sizeof bench_positions / sizeof bench_positions[0])

/*
 * Brings in the table's memory before the clock starts: a search writes
 * some of it, a clear then writes all of it.  A new table is zeroed by the
 * system page by page as it is first touched (tt.c), and those faults are
 * no part of the search's speed.
 */
static void
bench_warm_up(struct search *search, const struct rules *rules)
{
	struct board board;
	struct search_limits limits;

	board_start(&board, rules);
	search_limits_default(&limits);
	limits.depth = 1;
	search_run(search, &board, &limits, NULL, NULL);
	search_clear(search);
}

int
bench_run(int depth, struct bench_result *result)
{
	struct rules rules;
	struct search *search = search_new(SEARCH_TT_DEFAULT_MB);
	struct timespec start, end;

	if (search == NULL)
		return -1;
	rules_default(&rules);
	result->nodes = 0;
	result->positions = 0;
	bench_warm_up(search, &rules);
	clock_gettime(CLOCK_MONOTONIC, &start);
	for (size_t i = 0; i < BENCH_POSITION_COUNT; i++) {
		struct board board;
		struct search_limits limits;
		struct search_report report;
		char error[NOTATION_ERROR_MAX];

		if (notation_read_position(bench_positions[i], &rules, &board,
		    error) < 0) {
			search_free(search);
			return -1;
		}
		search_clear(search);
		search_limits_default(&limits);
		limits.depth = depth;
		search_run(search, &board, &limits, NULL, &report);
		result->nodes += report.nodes;
		result->positions++;
	}
	clock_gettime(CLOCK_MONOTONIC, &end);
	result->seconds = (double)(end.tv_sec - start.tv_sec) +
	    (double)(end.tv_nsec - start.tv_nsec) / 1e9;
	search_free(search);
	return 0;
}

int
command_bench(int argc, char **argv)
{
	struct bench_result result;

	if ((argc = command_options_words("gnomon bench", argc, argv)) < 0)
		return EXIT_USAGE;

	if (argc > 0) {
		message_print(stderr,
		    "gnomon bench: unexpected argument '%s'\n", argv[0]);
		return EXIT_USAGE;
	}
	if (bench_run(BENCH_DEPTH, &result) < 0) {
		fprintf(stderr, "gnomon bench: out of memory\n");
		return 1;
	}
	printf("%d positions to depth %d: %llu nodes in %.2f s, %.0f nodes/s\n",
	    result.positions, BENCH_DEPTH, (unsigned long long)result.nodes,
	    result.seconds, result.seconds > 0 ?
	    (double)result.nodes / result.seconds : 0.0);
	printf("signature %llu\n", (unsigned long long)result.nodes);
	return 0;
}

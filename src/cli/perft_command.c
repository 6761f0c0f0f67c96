/*
 * perft_command.c owns `gnomon perft N [variant options]`: the leaf count at
 * each depth from 1 to N, with the time taken and the speed.
 */
#include <stdio.h>
#include <time.h>

#include "cli/command_options.h"
#include "cli/commands.h"
#include "cli/message.h"
#include "core/options.h"
#include "core/perft.h"

#define MAX_PERFT_DEPTH 16	/* deeper would run for days */

static double
seconds_now(void)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

int
command_perft(int argc, char **argv)
{
	char error[OPTIONS_ERROR_MAX];
	struct rules rules;
	struct options_binding variant = { &options_variant, &rules };
	struct board board;
	long depth;

	if ((argc = command_options_words("gnomon perft", argc, argv)) < 0)
		return EXIT_USAGE;

	if (argc < 1) {
		fprintf(stderr,
		    "gnomon perft: give a depth: gnomon perft DEPTH [key=value "
		    "...]\n");
		return EXIT_USAGE;
	}
	if (options_int("depth", argv[0], 1, MAX_PERFT_DEPTH, &depth, error) <
	    0) {
		message_print(stderr, "gnomon perft: %s\n", error);
		return EXIT_USAGE;
	}
	rules_default(&rules);
	for (int i = 1; i < argc; i++)
		if (options_read(&variant, 1, argv[i], error) < 0) {
			message_print(stderr, "gnomon perft: %s\n", error);
			return EXIT_USAGE;
		}
	/* Settings that are each allowed may still not go together. */
	if (rules_check(&rules) != NULL) {
		message_print(stderr, "gnomon perft: %s\n",
		    rules_check(&rules));
		return EXIT_USAGE;
	}
	board_start(&board, &rules);
	printf("%5s %14s %10s %16s\n", "depth", "leaves", "seconds",
	    "leaves/second");
	for (int d = 1; d <= depth; d++) {
		double start = seconds_now(), elapsed;
		uint64_t leaves = perft(&board, d);

		elapsed = seconds_now() - start;
		printf("%5d %14llu %10.3f %16.0f\n", d,
		    (unsigned long long)leaves, elapsed,
		    elapsed > 0 ? (double)leaves / elapsed : 0.0);
	}
	return 0;
}

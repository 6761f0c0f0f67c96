/*
 * merge_command.c owns `gnomon merge FILE...`: the shards of one study
 * (gnomon selfplay shard=K/N results=FILE), put back together and tallied
 * as if one machine had played them all.  Files of different studies, a
 * game found twice and a damaged line are refused, naming file and line;
 * games no file holds are counted and said, and a tally without them is a
 * failure (exit 1) unless --partial asks for what there is: a script that
 * merges shards must not take a study with a shard lost for a whole one.
 */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/command_options.h"
#include "cli/commands.h"
#include "cli/message.h"
#include "lab/commands.h"
#include "lab/selfplay.h"
#include "lab/study.h"

static const struct command_option merge_options[] = {
	{ "partial", false, '\0', 0 },
};

int
command_merge(int argc, char **argv)
{
	struct command_options_given given;
	char settings[STUDY_SETTINGS_MAX] = "", error[STUDY_ERROR_MAX];
	struct study_tally tally;
	bool *seen = NULL;
	long games = 0, missing = 0;

	/* Its words are files; another option among them is a usage error
	 * (`-- --name` or `./--name` reads a file so named). */
	argc = command_options_read("gnomon merge", merge_options,
	    sizeof merge_options / sizeof merge_options[0], argc, argv, &given);
	if (argc < 0)
		return EXIT_USAGE;
	if (argc == 0) {
		fprintf(stderr, "usage: gnomon merge [--partial] FILE...\n");
		return EXIT_USAGE;
	}
	memset(&tally, 0, sizeof tally);
	for (int i = 0; i < argc; i++) {
		FILE *in = fopen(argv[i], "re");
		int status;

		if (in == NULL) {
			message_print(stderr, "gnomon merge: %s: %s\n", argv[i],
			    strerror(errno));
			free(seen);
			return 1;
		}
		status = study_read(in, argv[i], selfplay_settings_normal,
		    settings, sizeof settings, &seen, &games, &tally, error);
		fclose(in);
		if (status < 0) {
			message_print(stderr, "gnomon merge: %s\n", error);
			free(seen);
			return 1;
		}
	}
	for (long game = 0; game < games; game++)
		missing += !seen[game];
	free(seen);
	message_print(stdout, "study: %s\n", settings);
	if (missing > 0)
		printf("incomplete: %ld of the %ld games, %ld missing\n",
		    games - missing, games, missing);
	else
		printf("complete: all %ld games, from %d file%s\n", games, argc,
		    argc == 1 ? "" : "s");
	study_print(stdout, &tally);
	if (missing == 0 || given.given[0])
		return 0;
	message_print(stderr, "gnomon merge: %ld of the %ld games are "
	    "missing (--partial takes what there is)\n", missing, games);
	return 1;
}

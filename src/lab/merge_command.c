/*
 * merge_command.c owns `gnomon merge FILE...`: the shards of one study
 * (gnomon selfplay shard=K/N results=FILE), put back together and tallied
 * as if one machine had played them all.  Files of different studies, a
 * game found twice and a damaged line are refused, naming file and line;
 * games no file holds are counted and said.
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

int
command_merge(int argc, char **argv)
{
	char settings[STUDY_SETTINGS_MAX] = "", error[STUDY_ERROR_MAX];
	struct study_tally tally;
	bool *seen = NULL;
	long games = 0, missing = 0;

	/* Its words are files; an option among them is a usage error
	 * (`-- --name` or `./--name` reads a file so named). */
	if ((argc = command_options_words("gnomon merge", argc, argv)) < 0)
		return EXIT_USAGE;

	if (argc == 0 || (argc == 1 && strcmp(argv[0], "--help") == 0)) {
		fprintf(argc == 0 ? stderr : stdout,
		    "usage: gnomon merge FILE...\n"
		    "  the results files of a study's shards (selfplay "
		    "results=FILE), tallied as one\n");
		return argc == 0 ? EXIT_USAGE : 0;
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
	return 0;
}

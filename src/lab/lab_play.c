/*
 * lab_play.c owns playing one study of the design lab (lab_play.h):
 * selfplay in this process, or gnomon-9 for a 9x9 study.
 */
#include "lab/lab_play.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cli/message.h"
#include "cli/process.h"
#include "core/board.h"
#include "lab/lab.h"
#include "lab/lab_results.h"

#define SLURM_SHARDS "64"	/* an example: any number of shards will do */
#define LOCAL_SHARDS "8"

enum {
	LAB_JOBS_TEXT_MAX = 32	/* "jobs=64", with room */
};

void
lab_play_results_file(const char *results, const char *name, char *path)
{
	path[0] = '\0';
	if (results != NULL)
		snprintf(path, LAB_PATH_MAX, "%s/%s.txt", results, name);
}

/* True when `settings` has board=9: a study the 7x7 program cannot play. */
static bool
words_have_board(const char *settings)
{
	return strncmp(settings, "board=", strlen("board=")) == 0 ||
	    strstr(settings, " board=") != NULL;
}

/*
 * A 9x9 study (board=9, gnomon(6), Variants), in the 7x7 program: gnomon-9
 * plays it, `gnomon-9 selfplay` with the study's words, into a results
 * file (results=DIR's, or one in a directory of its own removed after),
 * which is then read into `tally` as from=DIR reads it.  selfplay's
 * status, or 1 said.
 */
static int
lab_play_nine(const struct lab_play *play, int argc, char **argv,
    const char *settings, const char *path, struct study_tally *tally)
{
	char nine[LAB_PATH_MAX], directory[LAB_PATH_MAX];
	char file[LAB_PATH_MAX + sizeof "/study.txt"];
	char results[sizeof file + sizeof "results="];
	char error[LAB_RESULTS_ERROR_MAX], *child[LAB_WORDS_MAX + 6];
	bool own = path[0] == '\0';
	struct lab_results *found;
	int status = 0, files, n = 0;
	long missing = 0;
	pid_t pid;

	if (!process_nine_program(NULL, nine, sizeof nine)) {
		message_print(stderr,
		    "%s: board=9 is played by gnomon-9, "
		    "which is not installed beside gnomon (%.200s)\n",
		    play->who, nine);
		return EXIT_FAILURE;
	}
	snprintf(directory, sizeof directory, "%s", "/tmp/gnomon-lab-XXXXXX");
	if (own && mkdtemp(directory) == NULL) {
		message_print(stderr,
		    "%s: cannot make a directory for gnomon-9's results\n",
		    play->who);
		return EXIT_FAILURE;
	}
	if (own)
		snprintf(file, sizeof file, "%s/study.txt", directory);
	else {
		snprintf(file, sizeof file, "%s", path);
		snprintf(directory, sizeof directory, "%.*s",
		    (int)(strrchr(file, '/') - file), file);
	}
	child[n++] = nine;
	child[n++] = (char *)"selfplay";
	/* Its own words, the results file last (in place of results=DIR's). */
	for (int i = 0; i < argc; i++)
		if (strncmp(argv[i], "results=", strlen("results=")) != 0)
			child[n++] = argv[i];
	snprintf(results, sizeof results, "results=%s", file);
	child[n++] = results;
	child[n] = NULL;
	fflush(NULL);
	if ((pid = fork()) == 0) {
		static const int keep[] = { STDIN_FILENO, STDOUT_FILENO,
			STDERR_FILENO };

		process_keep_only(keep, sizeof keep / sizeof keep[0]);
		execv(nine, child);
		_exit(127);
	}
	if (pid < 0 || waitpid(pid, &status, 0) != pid || !WIFEXITED(status) ||
	    WEXITSTATUS(status) != 0) {
		message_print(stderr, "%s: gnomon-9 selfplay %s failed\n",
		    play->who, settings);
		status = EXIT_FAILURE;
	} else if ((found = lab_results_scan(directory, error)) == NULL) {
		message_print(stderr, "%s: %s\n", play->who, error);
		status = EXIT_FAILURE;
	} else {
		files =
		    lab_results_tally(found, settings, tally, &missing, error);
		lab_results_free(found);
		if (files <= 0) {
			message_print(stderr, "%s: %s\n", play->who,
			    files < 0 ? error : "gnomon-9 wrote no results");
			status = EXIT_FAILURE;
		}
	}
	if (own) {
		unlink(file);
		rmdir(directory);
	}
	return status;
}

int
lab_play_study(const struct lab_play *play, const char *settings,
    const char *name, struct study_tally *tally)
{
	char words[STUDY_SETTINGS_MAX], jobs[LAB_JOBS_TEXT_MAX];
	char path[LAB_PATH_MAX], results[LAB_PATH_MAX + sizeof "results="];
	char *argv[LAB_WORDS_MAX + 2], *save = NULL;
	int argc = 0;

	snprintf(words, sizeof words, "%s", settings);
	for (char *word = strtok_r(words, " ", &save); word != NULL &&
	    argc < LAB_WORDS_MAX; word = strtok_r(NULL, " ", &save))
		argv[argc++] = word;
	snprintf(jobs, sizeof jobs, "jobs=%ld", play->jobs);
	argv[argc++] = jobs;
	lab_play_results_file(play->results, name, path);
	if (path[0] != '\0') {
		snprintf(results, sizeof results, "results=%s", path);
		argv[argc++] = results;
	}
	if (BOARD_SIZE == 7 && words_have_board(settings))
		return lab_play_nine(play, argc, argv, settings, path, tally);
	return selfplay_run_watched(argc, argv, NULL, tally, play->watch);
}

void
lab_play_print(FILE *out, const struct lab_play *play, const char *label,
    const char *settings, const char *name)
{
	char path[LAB_PATH_MAX];

	lab_play_results_file(play->results, name, path);
	fprintf(out, "# %s\ngnomon selfplay %s jobs=%ld%s%s\n", label,
	    settings, play->jobs, path[0] != '\0' ? " results=" : "", path);
	fprintf(out, "#   tools/study-local.sh %s DIR/%s %s\n", LOCAL_SHARDS,
	    name, settings);
	fprintf(out, "#   sbatch --array=1-%s tools/study-slurm.sh DIR/%s "
	    "%s\n", SLURM_SHARDS, name, settings);
}

/*
 * lab_results.c owns finding the results files of studies played before
 * (lab_results.h).
 */
#include "lab/lab_results.h"

#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "lab/selfplay.h"

#define STUDY_FILE_START "gnomon-study "	/* any version's first line */
#define SETTINGS_START "settings "
#define UNFINISHED ".tmp"	/* selfplay's file while its games are played */

enum { SCAN_DEPTH = 1 };	/* the directory and its subdirectories */

struct lab_file {
	char	*path;
	char	*settings;
};

struct lab_results {
	struct lab_file	*files;
	size_t		count, size;
};

/* The settings line of a study's file, or false if it is none. */
static bool
file_settings(const char *path, char *settings, size_t size)
{
	char line[STUDY_LINE_MAX];
	FILE *in = fopen(path, "re");
	bool study = false;

	if (in == NULL)
		return false;
	if (fgets(line, sizeof line, in) != NULL &&
	    strncmp(line, STUDY_FILE_START, strlen(STUDY_FILE_START)) == 0 &&
	    fgets(line, sizeof line, in) != NULL &&
	    strncmp(line, SETTINGS_START, strlen(SETTINGS_START)) == 0) {
		const char *words = line + strlen(SETTINGS_START);

		line[strcspn(line, "\n")] = '\0';
		study = selfplay_settings_normal(words, settings, size) == 0;
	}
	fclose(in);
	return study;
}

static bool
ends_with(const char *name, const char *end)
{
	size_t length = strlen(name), tail = strlen(end);

	return length >= tail && strcmp(name + length - tail, end) == 0;
}

static int
results_add(struct lab_results *results, const char *path,
    const char *settings)
{
	struct lab_file file = { strdup(path), strdup(settings) };

	if (results->count == results->size) {
		size_t size = results->size > 0 ? 2 * results->size : 16;
		struct lab_file *grown =
		    realloc(results->files, size * sizeof *grown);

		if (grown == NULL) {
			free(file.path);
			free(file.settings);
			return -1;
		}
		results->files = grown;
		results->size = size;
	}
	if (file.path == NULL || file.settings == NULL) {
		free(file.path);
		free(file.settings);
		return -1;
	}
	results->files[results->count++] = file;
	return 0;
}

static int
results_scan(struct lab_results *results, const char *directory, int depth,
    char *error)
{
	DIR *dir = opendir(directory);
	struct dirent *entry;
	int status = 0;

	if (dir == NULL) {
		snprintf(error, LAB_RESULTS_ERROR_MAX, "%.400s: %s", directory,
		    strerror(errno));
		return -1;
	}
	while (status == 0 && (entry = readdir(dir)) != NULL) {
		char path[PATH_MAX], settings[STUDY_SETTINGS_MAX];
		struct stat about;

		if (entry->d_name[0] == '.' ||
		    ends_with(entry->d_name, UNFINISHED))
			continue;
		if (snprintf(path, sizeof path, "%s/%s", directory,
			entry->d_name) >= (int)sizeof path ||
		    stat(path, &about) < 0)
			continue;
		if (S_ISDIR(about.st_mode) && depth < SCAN_DEPTH)
			status = results_scan(results, path, depth + 1, error);
		else if (S_ISREG(about.st_mode) &&
		    file_settings(path, settings, sizeof settings) &&
		    results_add(results, path, settings) < 0) {
			snprintf(error, LAB_RESULTS_ERROR_MAX, "out of memory");
			status = -1;
		}
	}
	closedir(dir);
	return status;
}

static int
compare_files(const void *a, const void *b)
{
	return strcmp(((const struct lab_file *)a)->path,
	    ((const struct lab_file *)b)->path);
}

struct lab_results *
lab_results_scan(const char *directory, char *error)
{
	struct lab_results *results = calloc(1, sizeof *results);

	if (results == NULL) {
		snprintf(error, LAB_RESULTS_ERROR_MAX, "out of memory");
		return NULL;
	}
	if (results_scan(results, directory, 0, error) < 0) {
		lab_results_free(results);
		return NULL;
	}
	/* In order, so that what is said of them is said the same each time. */
	if (results->count > 0)
		qsort(results->files, results->count, sizeof results->files[0],
		    compare_files);
	return results;
}

void
lab_results_free(struct lab_results *results)
{
	if (results == NULL)
		return;
	for (size_t i = 0; i < results->count; i++) {
		free(results->files[i].path);
		free(results->files[i].settings);
	}
	free(results->files);
	free(results);
}

int
lab_results_tally(const struct lab_results *results, const char *settings,
    struct study_tally *tally, long *missing, char *error)
{
	char read_settings[STUDY_SETTINGS_MAX] = "", problem[STUDY_ERROR_MAX];
	char normal[STUDY_SETTINGS_MAX];
	bool *seen = NULL;
	long games = 0;
	int files = 0;

	*missing = 0;
	/* Compared in one spelling, as the files' are (file_settings). */
	if (selfplay_settings_normal(settings, normal, sizeof normal) < 0) {
		snprintf(error, LAB_RESULTS_ERROR_MAX, "settings too long");
		return -1;
	}
	for (size_t i = 0; i < results->count; i++) {
		FILE *in;
		int status;

		if (strcmp(results->files[i].settings, normal) != 0)
			continue;
		if ((in = fopen(results->files[i].path, "re")) == NULL) {
			snprintf(error, LAB_RESULTS_ERROR_MAX, "%.400s: %s",
			    results->files[i].path, strerror(errno));
			free(seen);
			return -1;
		}
		status = study_read(in, results->files[i].path,
		    selfplay_settings_normal, read_settings,
		    sizeof read_settings, &seen, &games, tally, problem);
		fclose(in);
		if (status < 0) {
			snprintf(error, LAB_RESULTS_ERROR_MAX, "%s", problem);
			free(seen);
			return -1;
		}
		files++;
	}
	for (long game = 0; game < games; game++)
		*missing += !seen[game];
	free(seen);
	return files;
}

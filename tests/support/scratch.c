/*
 * scratch.c owns the tests' scratch directories (scratch.h).
 */
#include "support/scratch.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum { SCRATCH_PATH_MAX = 4096 };

int
scratch_make(char *path, size_t size, const char *name)
{
	const char *temporary = getenv("TMPDIR");
	int length = snprintf(path, size, "%s/gnomon-%s-XXXXXX",
	    temporary != NULL ? temporary : "/tmp", name);

	if (length < 0 || (size_t)length >= size)
		return -1;
	return mkdtemp(path) != NULL ? 0 : -1;
}

void
scratch_remove(const char *path, int depth)
{
	DIR *directory;
	struct dirent *entry;
	char child[SCRATCH_PATH_MAX];
	struct stat status;

	/* A link is removed, never followed: a test may plant one. */
	directory = lstat(path, &status) == 0 && S_ISDIR(status.st_mode) ?
	    opendir(path) : NULL;
	if (directory == NULL) {
		unlink(path);
		return;
	}
	while ((entry = readdir(directory)) != NULL) {
		if (strcmp(entry->d_name, ".") == 0 || strcmp(entry->d_name, "..") == 0)
			continue;
		snprintf(child, sizeof child, "%s/%s", path, entry->d_name);
		if (depth > 0)
			scratch_remove(child, depth - 1);
		else
			unlink(child);
	}
	closedir(directory);
	rmdir(path);
}

int
scratch_count(const char *directory, const char *prefix)
{
	DIR *listing = opendir(directory);
	struct dirent *entry;
	int count = 0;

	if (listing == NULL)
		return 0;
	while ((entry = readdir(listing)) != NULL)
		if (strncmp(entry->d_name, prefix, strlen(prefix)) == 0 &&
		    strcmp(entry->d_name, ".") != 0 && strcmp(entry->d_name, "..") != 0)
			count++;
	closedir(listing);
	return count;
}

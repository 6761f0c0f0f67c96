/*
 * scratch.c owns the tests' scratch directories (scratch.h).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "support/scratch.h"

#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

enum {
	SCRATCH_PATH_MAX = 4096,
	PLACE_DEPTH = 2	/* a place, its files and a directory among them */
};

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
		if (strcmp(entry->d_name, ".") == 0 ||
		    strcmp(entry->d_name, "..") == 0)
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
		    strcmp(entry->d_name, ".") != 0 &&
		    strcmp(entry->d_name, "..") != 0)
			count++;
	closedir(listing);
	return count;
}

struct scratch_place *
scratch_place_open(const char *name, const char *file)
{
	struct scratch_place *scratch = calloc(1, sizeof *scratch);
	char message[SAVE_MESSAGE_MAX];

	if (scratch == NULL)
		return NULL;
	if (scratch_make(scratch->directory, sizeof scratch->directory,
	    name) < 0 || save_place_open(&scratch->place, scratch->directory,
	    message) < 0) {
		free(scratch);
		return NULL;
	}
	snprintf(scratch->file, sizeof scratch->file, "%s/%s",
	    scratch->directory, file);
	return scratch;
}

void
scratch_place_close(struct scratch_place *scratch, int depth)
{
	save_place_close(&scratch->place);
	scratch_remove(scratch->directory, depth);
	free(scratch);
}

int
scratch_place_teardown(void **state)
{
	scratch_place_close(*state, PLACE_DEPTH);
	return 0;
}

int
scratch_hold_lock(const char *directory, const char *name)
{
	char path[SCRATCH_PATH_MAX];
	int fd;

	snprintf(path, sizeof path, "%s/%s", directory, name);
	fd = open(path, O_RDWR | O_CREAT, SAVE_FILE_MODE);
	assert_true(fd >= 0);
	assert_int_equal(flock(fd, LOCK_EX), 0);
	return fd;
}

void
scratch_write(const char *path, const char *text)
{
	FILE *file = fopen(path, "wb");

	assert_non_null(file);
	assert_int_equal(fwrite(text, 1, strlen(text), file), strlen(text));
	assert_int_equal(fclose(file), 0);
}

size_t
scratch_read(const char *path, char *text, size_t size)
{
	FILE *file = fopen(path, "rb");
	size_t length;

	assert_non_null(file);
	length = fread(text, 1, size - 1, file);
	text[length] = '\0';
	assert_int_equal(fclose(file), 0);
	return length;
}

/*
 * Scratch directories for the tests that write files (test_save,
 * test_save_policy, test_stats, test_menu_choices, test_ui_choices): made
 * fresh with mkdtemp under $TMPDIR (or /tmp), counted, and removed whole
 * afterwards; one opened as a save place; whole files written and read
 * back, failing the test if they cannot be.
 */
#ifndef GNOMON_TESTS_SCRATCH_H
#define GNOMON_TESTS_SCRATCH_H

#include <stddef.h>

#include "store/save.h"

/* A fresh directory opened as a save place, and the path of its file. */
struct scratch_place {
	struct save_place place;
	char	directory[SAVE_PATH_MAX - 64];
	char	file[SAVE_PATH_MAX];		/* directory/FILE */
};

/* Makes a fresh directory gnomon-NAME-XXXXXX; 0 with its path, or -1. */
int	scratch_make(char *path, size_t size, const char *name);

/* Removes `path` and what is below it, down to `depth` levels. */
void	scratch_remove(const char *path, int depth);

/* How many entries of `directory` start with `prefix` (0 if it is not
 * there). */
int	scratch_count(const char *directory, const char *prefix);

/* A fresh directory gnomon-NAME-XXXXXX opened as a save place, its `file`
 * the path of FILE in it (a cmocka setup's state); NULL if it cannot be. */
struct scratch_place *scratch_place_open(const char *name, const char *file);

/* Closes and removes (down to `depth` levels) what scratch_place_open
 * made. */
void	scratch_place_close(struct scratch_place *, int depth);

/* A cmocka teardown of a state scratch_place_open made: closes and
 * removes it, its files and a directory among them. */
int	scratch_place_teardown(void **state);

/* Takes flock(LOCK_EX) on the file `name` of `directory` (made if
 * missing) through an open file description of its own, as another
 * process would hold it: the descriptor to close; fails the test if it
 * cannot. */
int	scratch_hold_lock(const char *directory, const char *name);

/* Writes `text` as the whole file `path`; fails the test if it cannot. */
void	scratch_write(const char *path, const char *text);

/* Reads the file `path` into `text` (at most size - 1 bytes and a NUL):
 * its length; fails the test if it cannot. */
size_t	scratch_read(const char *path, char *text, size_t size);

#endif

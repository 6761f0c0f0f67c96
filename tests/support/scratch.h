/*
 * Scratch directories for the tests that write files (test_save,
 * test_save_policy): made fresh with mkdtemp under $TMPDIR (or /tmp),
 * counted, and removed whole afterwards.
 */
#ifndef GNOMON_TESTS_SCRATCH_H
#define GNOMON_TESTS_SCRATCH_H

#include <stddef.h>

/* Makes a fresh directory gnomon-NAME-XXXXXX; 0 with its path, or -1. */
int	scratch_make(char *path, size_t size, const char *name);

/* Removes `path` and what is below it, down to `depth` levels. */
void	scratch_remove(const char *path, int depth);

/* How many entries of `directory` start with `prefix` (0 if it is not
 * there). */
int	scratch_count(const char *directory, const char *prefix);

#endif

/*
 * Where gnomon-9 is: the 9x9 program (gnomon(6), Variants: board=9),
 * which the 7x7 program runs for board=9, installed beside it.
 */
#ifndef GNOMON_NINE_H
#define GNOMON_NINE_H

#include <stdbool.h>
#include <stddef.h>

/*
 * Writes to `path` (`size` bytes) gnomon-9 in this program's directory,
 * /proc/self/exe's, or `argv0`'s where that cannot be read (argv0 may be
 * NULL); true if it is there and may be run, else false with the path
 * looked for ("gnomon-9" alone when no directory is known).
 */
bool	nine_program(const char *argv0, char *path, size_t size);

#endif

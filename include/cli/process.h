/*
 * What a process of this program's making carries with it
 * (src/cli/process.c): the descriptors it keeps and the name `ps` shows.
 *
 * Every descriptor the program opens is close-on-exec
 * (tests/e2e/cloexec.sh holds the sources to it), so that a program it
 * runs gets only what is handed to it.  A process that is forked and not
 * exec'd (a room) inherits everything all the same: its parent's locks,
 * a pipe its caller waits on.  It closes what it does not mean to keep,
 * as does a child about to run another program, which would otherwise
 * pass on what this program itself inherited.
 */
#ifndef GNOMON_PROCESS_H
#define GNOMON_PROCESS_H

#include <stdbool.h>
#include <stddef.h>

/* A process name as the kernel keeps it (comm): 15 bytes and a NUL. */
enum { PROCESS_NAME_MAX = 16 };

/*
 * Closes every descriptor but the `count` in `keep` (standard input,
 * output and error are closed too unless they are kept).
 */
void	process_keep_only(const int *keep, size_t count);

/*
 * main's arguments, whose memory process_title_set rewrites: called once,
 * before anything else looks at them.  Without it process_title_set does
 * nothing.
 */
void	process_title_init(int argc, char **argv);

/*
 * Names the process in `ps`: `title` as its command line, in place of the
 * one it was started with, and `name` (at most PROCESS_NAME_MAX - 1
 * bytes) as its short name.  The arguments main was given are overwritten;
 * a title longer than they and the environment is not written.
 */
void	process_title_set(const char *name, const char *title);

/*
 * Where gnomon-9 is: the 9x9 program (gnomon(6), Variants: board=9),
 * which the 7x7 program runs for board=9 and the design lab for its 9x9
 * row, installed beside it.  Writes to `path` (`size` bytes) gnomon-9 in
 * this program's directory, /proc/self/exe's, or `argv0`'s where that
 * cannot be read (argv0 may be NULL); true if it is there and may be run,
 * else false with the path looked for ("gnomon-9" alone when no directory
 * is known).
 */
bool	process_nine_program(const char *argv0, char *path, size_t size);

#endif

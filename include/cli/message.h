/*
 * Messages that repeat outside text (a file name, an argument, an option's
 * value, TERM, a path from the environment) to a terminal.  Such text may
 * hold bytes that the terminal obeys instead of showing: an escape sequence
 * that sets the clipboard (OSC 52), retitles the window, moves the cursor
 * or rewrites what is already on the screen.  Every message that a front
 * end prints goes through message_print, and shows those bytes written out
 * instead:
 *
 *   ESC          \e          BEL BS TAB CR FF VT  \a \b \t \r \f \v
 *   other C0     \x01 ...    DEL                  \x7f
 *   C1 in UTF-8  \u009b ...  a byte that is not UTF-8  \xff ...
 *
 * Newline is the one control kept by message_print: messages are lines,
 * and some are two; message_escape can escape it as \n too.  Everything
 * else, UTF-8 letters included, is shown as it is.
 */
#ifndef GNOMON_MESSAGE_H
#define GNOMON_MESSAGE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

enum {
	/* The most one byte of text becomes: \xHH, or \u0080 for two. */
	MESSAGE_ESCAPED_MAX = 4
};

/*
 * `text` into `out` (`size` bytes, always terminated) with its control
 * bytes written out, newlines kept when `keep_newlines`; cut short before
 * an escape or a character that would not fit.  The length of `out`.
 */
size_t	message_escape(char *out, size_t size, const char *text,
	    bool keep_newlines);

/* As fprintf, the text it makes written out as message_escape does,
 * newlines kept. */
void	message_print(FILE *out, const char *format, ...)
	    __attribute__((format(printf, 2, 3)));

/*
 * Standard output flushed and closed at the end of a command, as
 * coreutils' close_stdout does: a write that failed (a full disk, a closed
 * pipe with SIGPIPE ignored) is said on stderr, "gnomon: write error: No
 * space left on device", and the command fails.  `status` is what the
 * command returned; the status to exit with: EXIT_FAILURE on a write error
 * after a success, `status` otherwise.
 */
int	message_close_stdout(int status);

#endif

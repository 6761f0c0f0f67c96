/*
 * message.c owns how the front ends repeat outside text to a terminal
 * (message.h): control bytes are written out, never sent.  It sits with the
 * headless front ends, the lowest layer that prints; the tui and main use it
 * too.
 */
#include "cli/message.h"

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/utf8.h"

enum {
	BYTE_DEL = 0x7f,
	BYTE_ESC = 0x1b,
	BYTE_SPACE = 0x20,
	MESSAGE_STACK_MAX = 1024,	/* longer messages are allocated */
	PIECE_MAX = 8			/* \u009b and its terminator */
};

/* The escape for byte `c` of a control, in `escape`: its length. */
static size_t
message_escape_byte(unsigned char c, char *escape)
{
	static const struct {
		unsigned char	byte;
		char		letter;
	} named[] = {
		{ BYTE_ESC, 'e' }, { '\a', 'a' }, { '\b', 'b' }, { '\t', 't' },
		{ '\n', 'n' }, { '\r', 'r' }, { '\f', 'f' }, { '\v', 'v' }
	};
	static const char hex[] = "0123456789abcdef";

	for (size_t i = 0; i < sizeof named / sizeof named[0]; i++)
		if (named[i].byte == c) {
			escape[0] = '\\';
			escape[1] = named[i].letter;
			return 2;
		}
	escape[0] = '\\';
	escape[1] = 'x';
	escape[2] = hex[c >> 4];
	escape[3] = hex[c & 0xf];
	return 4;
}

/*
 * The next character of `*text`, as it is to be shown, in `piece`
 * (PIECE_MAX bytes, not terminated); `*text` moves past it.  Its length.
 */
static size_t
message_next(const unsigned char **text, char *piece, bool keep_newlines)
{
	const unsigned char *s = *text;
	size_t length, take = 1;
	unsigned long point;

	if ((*s < BYTE_SPACE && !(*s == '\n' && keep_newlines)) ||
	    *s == BYTE_DEL)
		length = message_escape_byte(*s, piece);
	else if (*s < 0x80) {
		piece[0] = (char)*s;
		length = 1;
	} else if ((take = utf8_decode(s, UTF8_CHARACTER_MAX, &point)) == 0) {
		take = 1;	/* not UTF-8: the byte alone */
		length = message_escape_byte(*s, piece);
	} else if (utf8_unwanted(point)) {
		/* The C1 controls (CSI and OSC among them), the bidirectional
		 * overrides: written out as their code points. */
		length = (size_t)snprintf(piece, PIECE_MAX, "\\u%04lx", point);
	} else {
		memcpy(piece, s, take);
		length = take;
	}
	*text = s + take;
	return length;
}

size_t
message_escape(char *out, size_t size, const char *text, bool keep_newlines)
{
	const unsigned char *s = (const unsigned char *)text;
	size_t used = 0;

	if (size == 0)
		return 0;
	while (*s != '\0') {
		char piece[PIECE_MAX];
		size_t length = message_next(&s, piece, keep_newlines);

		if (used + length >= size)
			break;
		memcpy(out + used, piece, length);
		used += length;
	}
	out[used] = '\0';
	return used;
}

void
message_print(FILE *out, const char *format, ...)
{
	char stack[MESSAGE_STACK_MAX], *text = stack, *longer;
	const unsigned char *s;
	va_list arguments;
	int length;

	va_start(arguments, format);
	length = vsnprintf(stack, sizeof stack, format, arguments);
	va_end(arguments);
	if (length < 0)
		return;
	/* Longer than the stack's: allocated, or else shown cut short. */
	if ((size_t)length >= sizeof stack &&
	    (longer = malloc((size_t)length + 1)) != NULL) {
		va_start(arguments, format);
		vsnprintf(longer, (size_t)length + 1, format, arguments);
		va_end(arguments);
		text = longer;
	}
	for (s = (const unsigned char *)text; *s != '\0';) {
		char piece[PIECE_MAX];
		size_t shown = message_next(&s, piece, true);

		fwrite(piece, 1, shown, out);
	}
	if (text != stack)
		free(text);
}

int
message_close_stdout(int status)
{
	int error;

	/* A write that failed before left the stream's error flag set, and
	 * errno of that failure is gone by now: flushing again tries the
	 * lost bytes once more, which says why (ENOSPC, EPIPE, EIO). */
	errno = 0;
	if (fflush(stdout) == 0 && !ferror(stdout)) {
		/* A stdout closed before we ran (`>&-`) is no error if
		 * nothing was written to it. */
		if (fclose(stdout) == 0 || errno == EBADF)
			return status;
	} else if (ferror(stdout) && errno == 0) {
		clearerr(stdout);
		fflush(stdout);
	}
	error = errno;
	if (error != 0)
		fprintf(stderr, "gnomon: write error: %s\n", strerror(error));
	else
		fprintf(stderr, "gnomon: write error\n");
	return status == EXIT_SUCCESS ? EXIT_FAILURE : status;
}

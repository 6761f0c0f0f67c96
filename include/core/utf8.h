/*
 * UTF-8 (RFC 3629) read a character at a time.  Names, chat and game
 * records may be more than ASCII; the wire, the records' reader and the
 * messages a terminal is shown all decide what a sequence is here, so that
 * an overlong form, a surrogate or a cut sequence is refused alike.
 */
#ifndef GNOMON_UTF8_H
#define GNOMON_UTF8_H

#include <stdbool.h>
#include <stddef.h>

enum {
	UTF8_CHARACTER_MAX = 4,		/* bytes of one character */
	/* A byte after the first of a character is 10xxxxxx; 0x80 is also
	 * where ASCII ends. */
	UTF8_CONTINUATION_MASK = 0xC0,
	UTF8_CONTINUATION = 0x80
};

/*
 * The length (2 to 4) of the valid multi-byte sequence at `text`, of at
 * most `left` bytes, and its code point in `point`; 0 if the bytes there
 * are not one.  It stops at the first byte that is not a continuation, so
 * a NUL-terminated string may be read with `left` UTF8_CHARACTER_MAX.
 */
size_t	utf8_decode(const unsigned char *text, size_t left,
	    unsigned long *point);
/* U+0080..U+009F, the C1 controls: CSI and OSC among them. */
bool	utf8_is_c1(unsigned long point);

#endif

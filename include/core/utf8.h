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
/* The bytes of the character whose first byte is `lead`: 1 for ASCII, 2
 * to 4 for a multi-byte sequence's, 0 for a byte that begins none (a
 * continuation, or one of no valid sequence). */
size_t	utf8_lead_length(unsigned char lead);
/* U+0080..U+009F, the C1 controls: CSI and OSC among them. */
bool	utf8_is_c1(unsigned long point);
/* A code point no terminal is sent from outside: a C1 control, or a
 * bidirectional mark, embedding, override or isolate (U+200E, U+200F,
 * U+202A..U+202E, U+2066..U+2069), which reorder what follows. */
bool	utf8_unwanted(unsigned long point);

/*
 * THE cleaner of text from outside, for anyone's terminal: every reader of
 * it calls this (the wire's free text, a game record's tag values and
 * players' names, the engine's input lines, what the interface shows of a
 * room's words).  Cleans the `length` bytes at `text` in place: removes C0
 * control bytes (a NUL among them), DEL, utf8_unwanted's code points and
 * every byte of invalid UTF-8 (overlong forms, surrogates, past U+10FFFF,
 * cut sequences); tabs become spaces.  `text` is then NUL-terminated (it
 * has room: the result is never longer).  Returns the new length.
 */
size_t	utf8_clean(char *text, size_t length);

/* A code point that draws nothing though utf8_clean lets it through free
 * text: the spaces besides U+0020, joiners, fillers, variation selectors,
 * tags; two names that look alike on every screen would differ by one. */
bool	utf8_unseen(unsigned long point);

/* utf8_clean, and then utf8_unseen's code points removed too: for a
 * player's name read from outside (a game record's), which is shown as
 * the name of a player and so must not pass for another's. */
size_t	utf8_clean_name(char *text, size_t length);

#endif

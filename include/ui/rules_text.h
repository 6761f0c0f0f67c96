/*
 * The text of the in-game rules screen (F1): the rules and the keys of the
 * man page (man/gnomon.6's NAME, RULES and KEYS), rendered as plain text
 * when gnomon is built (into build/gen/rules_text.c, by tools/embed_text.c),
 * so that the screen and `man gnomon` are one text kept in one place.
 *
 * Each text is whole lines, each ending in '\n', at most RULES_TEXT_WIDTH
 * columns wide, with no terminal styling (no backspaces, no escapes).
 */
#ifndef GNOMON_RULES_TEXT_H
#define GNOMON_RULES_TEXT_H

enum { RULES_TEXT_WIDTH = 76 };	/* the Makefile renders at this width */

/* The page in UTF-8, with its typographic quotes, dashes and symbols. */
const char *rules_text(void);

/* The page in ASCII only, for a locale that is not UTF-8 or --ascii. */
const char *rules_text_ascii(void);

#endif

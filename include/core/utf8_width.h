/*
 * The columns a terminal gives a character (src/core/utf8_width.c): two for
 * the wide ones (CJK, Hangul, fullwidth forms, most emoji), none for the
 * marks drawn over the character before them (combining accents, joiners,
 * variation selectors), one for the rest.  A table of our own, not the C
 * library's wcwidth: wcwidth answers only in a UTF-8 locale, after
 * setlocale, and by the C library's Unicode; the interface must count the
 * same in its tests (a C locale), in the lobby's server and on every
 * terminal, and a chat line must never run past the panel.
 */
#ifndef GNOMON_UTF8_WIDTH_H
#define GNOMON_UTF8_WIDTH_H

/* 0, 1 or 2: the columns of code point `point` (a control: 0). */
int	utf8_width(unsigned long point);

#endif

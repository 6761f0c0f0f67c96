/*
 * The opening book (book.h) as the program carries it: src/ai/opening_book.txt,
 * turned into C when gnomon is built (build/gen/opening_book_text.c, by
 * tools/embed_text.c), so that the installed program needs no data file.
 */
#ifndef GNOMON_OPENING_BOOK_TEXT_H
#define GNOMON_OPENING_BOOK_TEXT_H

/* The whole file, as written. */
const char *opening_book_text(void);

#endif

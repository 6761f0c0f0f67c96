/*
 * The puzzles (core/puzzle.h) as the program carries them:
 * puzzles/puzzles.txt, turned into C when gnomon is built
 * (build/gen/puzzles_text.c, by tools/embed_text.c), so that the installed
 * program needs no data file and every player meets the same puzzles.
 */
#ifndef GNOMON_PUZZLES_TEXT_H
#define GNOMON_PUZZLES_TEXT_H

/* The whole file, as written. */
const char *puzzles_text(void);

#endif

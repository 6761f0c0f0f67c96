/*
 * The lessons (lesson.h) as the program carries them: lessons/lessons.txt,
 * turned into C when gnomon is built (build/gen/lessons_text.c, by
 * tools/embed_text.c), so that the installed program needs no data file.
 */
#ifndef GNOMON_LESSONS_TEXT_H
#define GNOMON_LESSONS_TEXT_H

/* The whole file, as written. */
const char *lessons_text(void);

#endif

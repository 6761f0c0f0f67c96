/*
 * The lessons in the line mode (plain_lesson.c): `gnomon learn --plain`,
 * and the lessons opened from a line-mode game.  The lessons are the
 * interface's (ui_lesson.h); this says them in lines and reads the
 * player's answers.
 */
#ifndef GNOMON_PLAIN_LESSON_H
#define GNOMON_PLAIN_LESSON_H

#include <stdbool.h>

#include "plain/plain_game.h"

/* Whether the lessons are up: their list, or a lesson on the board. */
bool	plain_lesson_up(const struct ui *);
/* What is up, whole: the list, or the lesson's heading, goal and words
 * and its position. */
void	plain_lesson_show(struct plain *);
/* What the player is asked now, on the list or in a lesson. */
void	plain_lesson_prompt(struct plain *);
/* One line read while the lessons are up. */
enum ui_event plain_lesson_line(struct plain *, const char *line);

#endif

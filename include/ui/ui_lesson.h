/*
 * The lessons in the interface (`gnomon learn`, and "Learn to play" in the
 * new-game menu): the list of lessons, each marked once finished; a lesson
 * on the board, its goal and sentences in the side panel; the player's try
 * judged against the lesson.  A wrong move is played out, with the reply
 * that punishes it, and explained in plain words (ui_explain.h) with what
 * the right move does, until U puts the lesson back to try again; the
 * right one is played and the lesson says why it works.  The state is
 * the list's own, in its entry on the stack (ui_mode.h), from
 * ui_lesson_open until the list is left; the lessons are lesson.h's,
 * read from the program (lessons_text.h); the progress is
 * ui_lesson_progress.h's.
 *
 * KEYS
 * The list: arrows (or j k) choose, Enter starts, q or Esc leaves.  On the
 * board the game's keys work, and U tries again, N goes to the next
 * lesson, L (or q) back to the list.
 */
#ifndef GNOMON_UI_LESSON_H
#define GNOMON_UI_LESSON_H

#include <stdbool.h>
#include <stdint.h>

#include "ui/ui.h"
#include "ui/ui_binding.h"

/*
 * Opens the list of lessons over whatever is up.  With `only` (`gnomon
 * learn`) leaving the list leaves the program; else (from the menu) it
 * goes back to the menu and the game that was going.  Lessons that cannot
 * be read are said on the list's screen.
 */
void	ui_lesson_open(struct ui *, bool only);

/* A key on the board while a lesson is up: true when the lesson took it
 * (its event in `event`), false to let the game's keys have it. */
bool	ui_lesson_key(struct ui *, int key, const struct ui_binding *,
	    enum ui_event *event);

/* A move of the player's in a lesson: judged, played out, said. */
enum ui_event ui_lesson_play(struct ui *, uint16_t move);

/*
 * The list for a front end that says it its own way (the line mode): true
 * while the list is up; how many lessons there are (0 when they cannot be
 * read, which the list's view says) and in `current` the one on the board
 * or chosen on the list, from 0; lesson `index`'s title, and whether
 * it is done; and lesson `index` started from the list, as Enter on its
 * row starts it.
 */
bool	ui_lesson_listing(const struct ui *);
int	ui_lesson_count(const struct ui *, int *current);
const char *ui_lesson_title(const struct ui *, int index, bool *done);
void	ui_lesson_choose(struct ui *, int index);

/* True while a lesson is on the board (its keys and moves are the
 * lesson's), and while that lesson keeps its dots plain (lesson.h: their
 * colours would give its answer away). */
bool	ui_lesson_playing(const struct ui *);
bool	ui_lesson_plain_dots(const struct ui *);

#endif

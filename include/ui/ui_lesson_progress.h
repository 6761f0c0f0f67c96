/*
 * Which lessons a player has finished: the file `lessons` in the state
 * directory (save.h's, $XDG_STATE_HOME/gnomon/), one finished lesson's id
 * a line, written atomically as every file of the game's is.  A missing or
 * unreadable file is no lesson finished; a line that names no lesson is
 * ignored (a lesson renamed or gone).
 */
#ifndef GNOMON_UI_LESSON_PROGRESS_H
#define GNOMON_UI_LESSON_PROGRESS_H

#include <stdbool.h>
#include <stddef.h>

#include "core/lesson.h"
#include "store/save.h"

#define UI_LESSON_PROGRESS_FILE "lessons"

/* The progress file's path in the state directory: 0, or -1 when there
 * is no state directory (the lessons are then not kept). */
int	ui_lesson_progress_path(char *path, size_t size);

/* Marks in `done` each of the `count` lessons the file at `path` lists. */
void	ui_lesson_progress_read(const char *path, const struct lesson *lessons,
	    int count, bool *done);

/* Writes the file at `path` (its directory made if missing) to list the
 * lessons `done` marks; 0, or -1 with a message (SAVE_MESSAGE_MAX). */
int	ui_lesson_progress_write(const char *path, const struct lesson *lessons,
	    int count, const bool *done, char *message);

#endif

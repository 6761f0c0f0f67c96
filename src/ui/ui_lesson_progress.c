/*
 * ui_lesson_progress.c owns the file of finished lessons
 * (ui_lesson_progress.h); the writing itself is save.c's, atomic.
 */
#include "ui/ui_lesson_progress.h"

#include <stdio.h>
#include <string.h>

enum { PROGRESS_LINE_MAX = LESSON_ID_MAX + 2 };	/* an id, '\n' and NUL */

int
ui_lesson_progress_path(char *path, size_t size)
{
	char directory[SAVE_PATH_MAX];
	int length;

	if (save_directory(directory, sizeof directory) < 0)
		return -1;
	length = snprintf(path, size, "%s/%s", directory,
	    UI_LESSON_PROGRESS_FILE);
	return length > 0 && (size_t)length < size ? 0 : -1;
}

void
ui_lesson_progress_read(const char *path, const struct lesson *lessons,
    int count, bool *done)
{
	char line[PROGRESS_LINE_MAX];
	FILE *file;

	for (int i = 0; i < count; i++)
		done[i] = false;
	if (path[0] == '\0' || (file = fopen(path, "re")) == NULL)
		return;
	while (fgets(line, sizeof line, file) != NULL) {
		line[strcspn(line, "\n")] = '\0';
		for (int i = 0; i < count; i++)
			if (strcmp(line, lessons[i].id) == 0)
				done[i] = true;
	}
	fclose(file);
}

int
ui_lesson_progress_write(const char *path, const struct lesson *lessons,
    int count, const bool *done, char *message)
{
	char text[LESSON_MAX * PROGRESS_LINE_MAX] = "";
	char directory[SAVE_PATH_MAX];
	const char *slash = strrchr(path, '/');
	size_t used = 0;

	if (slash == NULL || (size_t)(slash - path) >= sizeof directory) {
		snprintf(message, SAVE_MESSAGE_MAX,
		    "%s: not a path in a directory", path);
		return -1;
	}
	snprintf(directory, sizeof directory, "%.*s", (int)(slash - path),
	    path);
	if (save_make_directory(directory, message) < 0)
		return -1;
	for (int i = 0; i < count && i < LESSON_MAX; i++)
		if (done[i])
			used += (size_t)snprintf(text + used,
			    sizeof text - used, "%s\n", lessons[i].id);
	return save_write_file(path, text, used, message);
}

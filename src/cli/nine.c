/*
 * nine.c owns the finding of gnomon-9 (nine.h), for main's board=9 and
 * the design lab's 9x9 row.
 */
#include "cli/nine.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

enum { NINE_SELF_MAX = 4096 };

bool
nine_program(const char *argv0, char *path, size_t size)
{
	char self[NINE_SELF_MAX];
	ssize_t length = readlink("/proc/self/exe", self, sizeof self - 1);
	const char *slash;

	if (length > 0)
		self[length] = '\0';
	else
		snprintf(self, sizeof self, "%s", argv0 != NULL ? argv0 : "");
	slash = strrchr(self, '/');
	if (slash == NULL) {
		snprintf(path, size, "gnomon-9");
		return false;
	}
	snprintf(path, size, "%.*s/gnomon-9", (int)(slash - self), self);
	return access(path, X_OK) == 0;
}

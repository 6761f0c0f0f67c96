/*
 * process.c owns what a process of this program's making carries with it
 * (process.h): the descriptors it keeps, and the name `ps` shows for it;
 * and where the 9x9 program it runs for board=9 is.
 *
 * NAMING A PROCESS.  Linux shows as a process's command line the memory
 * its arguments were given in (/proc/PID/cmdline reads it afresh), so a
 * process renames itself by writing there, as BSD's setproctitle(3) does.
 * The arguments are followed, in one piece, by the environment's strings:
 * a title longer than the arguments runs on over the first of them, which
 * are copied away first (getenv goes on finding them), and the rest of the
 * environment is left where it was, so that /proc/PID/environ still shows
 * it.  When the title runs past the arguments' last byte the kernel reads
 * the command line as one string, up to its NUL; when it does not, as the
 * arguments, the rest of them blanked to NULs.  A title longer than all
 * of that (a process started with no environment) is not written.
 */
/* syscall() and close_range's number are GNU's. */
/* NOLINTNEXTLINE(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp) */
#define _GNU_SOURCE
#include "cli/process.h"

#include <dirent.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/prctl.h>
#include <sys/syscall.h>
#endif

/* The memory of main's arguments and of the environment's strings after
 * them, or NULL; and how much of it the arguments were. */
static char *process_area;
static size_t process_area_size, process_arguments_size;

extern char **environ;

enum { PROCESS_SELF_MAX = 4096 };	/* /proc/self/exe's path */

/* Closes `low` to `high`: close_range(2) where the kernel has it, else
 * the descriptors /proc lists, else every number up to the limit. */
static void
process_close_range(unsigned low, unsigned high)
{
	DIR *listing;
	struct dirent *entry;
	struct rlimit limit;

#if defined(__linux__) && defined(SYS_close_range)
	if (syscall(SYS_close_range, low, high, 0) == 0)
		return;
#endif
	if ((listing = opendir("/proc/self/fd")) != NULL) {
		while ((entry = readdir(listing)) != NULL) {
			char *end;
			unsigned long fd = strtoul(entry->d_name, &end, 10);

			if (*end == '\0' && end != entry->d_name && fd >= low &&
			    fd <= high && (int)fd != dirfd(listing))
				close((int)fd);
		}
		closedir(listing);
		return;
	}
	if (getrlimit(RLIMIT_NOFILE, &limit) < 0 ||
	    limit.rlim_cur == RLIM_INFINITY || limit.rlim_cur > high)
		limit.rlim_cur = (rlim_t)high + 1;
	for (unsigned fd = low; fd < limit.rlim_cur; fd++)
		close((int)fd);
}

void
process_keep_only(const int *keep, size_t count)
{
	unsigned next = 0;	/* the lowest number not yet dealt with */

	/* Each kept descriptor in turn, lowest first: what lies between
	 * the last and it is closed. */
	for (;;) {
		bool found = false;
		unsigned lowest = 0;

		for (size_t i = 0; i < count; i++)
			if (keep[i] >= 0 && (unsigned)keep[i] >= next &&
			    (!found || (unsigned)keep[i] < lowest)) {
				lowest = (unsigned)keep[i];
				found = true;
			}
		if (!found)
			break;
		if (lowest > next)
			process_close_range(next, lowest - 1);
		next = lowest + 1;
	}
	process_close_range(next, ~0U);
}

void
process_title_init(int argc, char **argv)
{
	char *end;

	if (argc < 1 || argv[0] == NULL)
		return;
	end = argv[0];
	for (int i = 0; i < argc && argv[i] == end; i++)
		end += strlen(end) + 1;
	process_arguments_size = (size_t)(end - argv[0]);
	for (size_t i = 0; environ[i] != NULL && environ[i] == end; i++)
		end += strlen(end) + 1;
	process_area = argv[0];
	process_area_size = (size_t)(end - argv[0]);
}

void
process_title_set(const char *name, const char *title)
{
	size_t length = strlen(title), cleared;

#if defined(__linux__)
	(void)prctl(PR_SET_NAME, name, 0, 0, 0);
#else
	(void)name;
#endif
	/* A title cut short could name another room: none is better. */
	if (process_area == NULL || length >= process_area_size)
		return;
	/* To the end of the argument or string the title's NUL falls in,
	 * so that no piece of one is left to read as a string of its own. */
	cleared = length;
	while (cleared < process_area_size - 1 && process_area[cleared] != '\0')
		cleared++;
	if (cleared < process_arguments_size)
		cleared = process_arguments_size - 1;
	for (size_t i = 0; environ[i] != NULL; i++)
		if (environ[i] >= process_area &&
		    environ[i] <= process_area + cleared) {
			char *copy = strdup(environ[i]);

			if (copy == NULL)
				/* better no title than no environment */
				return;
			environ[i] = copy;
		}
	memcpy(process_area, title, length);
	memset(process_area + length, '\0', cleared + 1 - length);
}

bool
process_nine_program(const char *argv0, char *path, size_t size)
{
	char self[PROCESS_SELF_MAX];
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

/*
 * save_lock.c owns the state directory's lock (save_lock.h): taking it,
 * writing who holds it, reading that back, and ending a holder of the same
 * user that hangs on.  Who a process is comes from /proc (its owner, its
 * state, its start time); without /proc (a BSD, a chroot, a container
 * without it), from what the lock file records and kill(pid, 0): the pid
 * is there and may be signalled (ours), refuses (EPERM: another user's),
 * or is gone.  The start time cannot then be checked, but the lock is held,
 * and its holder wrote its own pid when it took it.
 */
#include "store/save_lock.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

enum {
	HOLDER_TEXT_MAX = 96,
	PROC_STAT_MAX = 1024,
	PROC_PATH_MAX = 256,
	START_TIME_FIELD = 22,	/* proc(5): starttime, after the state (3) */
	SINCE_TEXT_MAX = 16,
	NS_PER_MS = 1000000
};

/* Who holds a lock, as far as this process can tell. */
enum holder_kind {
	HOLDER_GONE, /* no such process (or not the one recorded) */
	HOLDER_OURS, /* running, of this user: may be ended */
	HOLDER_OTHER_USER /* running, of another user: never ended from here */
};

/* STATE_UNKNOWN: without /proc, whether the holder is stopped is not known. */
#define STATE_UNKNOWN '?'

static const char *proc_root = "/proc";

void
save_lock_use_proc(const char *path)
{
	proc_root = path;
}

/* Whether the process table is there to be read at all. */
static bool
proc_present(void)
{
	char path[PROC_PATH_MAX];

	snprintf(path, sizeof path, "%s/self", proc_root);
	return access(path, F_OK) == 0;
}

/* A decimal number at `text`; where it ends in `end` (may be NULL). */
static bool
number_read(const char *text, unsigned long long *number, const char **end)
{
	char *after;

	if (*text < '0' || *text > '9')
		return false;
	errno = 0;
	*number = strtoull(text, &after, 10);
	if (errno != 0)
		return false;
	if (end != NULL)
		*end = after;
	return true;
}

/*
 * From /proc/PID/stat: the process's state letter and start time.  The
 * command (field 2) is in parentheses and may hold spaces: the fields are
 * counted from the last ')'.  false if there is no such process.
 */
static bool
process_status(pid_t pid, char *state, unsigned long long *started)
{
	char path[PROC_PATH_MAX], text[PROC_STAT_MAX];
	const char *field;
	FILE *file;
	size_t length;

	snprintf(path, sizeof path, "%s/%ld/stat", proc_root, (long)pid);
	file = fopen(path, "re");
	if (file == NULL)
		return false;
	length = fread(text, 1, sizeof text - 1, file);
	fclose(file);
	text[length] = '\0';
	field = strrchr(text, ')');
	if (field == NULL || field[1] != ' ' || field[2] == '\0')
		return false;
	*state = field[2];
	/* From the ')' that ends field 2, the space before each field in
	 * turn, up to the start time's. */
	for (int number = 3; number <= START_TIME_FIELD; number++) {
		field = strchr(field + 1, ' ');
		if (field == NULL)
			return false;
	}
	return number_read(field + 1, started, NULL);
}

/* Whether `pid` is a process of this user (its /proc entry is ours). */
static bool
process_is_ours(pid_t pid)
{
	char path[PROC_PATH_MAX];
	struct stat status;

	snprintf(path, sizeof path, "%s/%ld", proc_root, (long)pid);
	return stat(path, &status) == 0 && status.st_uid == getuid();
}

/*
 * Whether the holder recorded in the lock still runs, and whose it is;
 * its state letter in `state` (STATE_UNKNOWN without /proc).
 */
static enum holder_kind
holder_check(const struct save_holder *holder, char *state)
{
	unsigned long long started;

	*state = STATE_UNKNOWN;
	if (holder->pid <= 0)
		return HOLDER_GONE;
	if (proc_present()) {
		/* The same start time: not another process given the pid. */
		if (!process_status(holder->pid, state, &started) ||
		    started != holder->started)
			return HOLDER_GONE;
		return process_is_ours(holder->pid) ? HOLDER_OURS :
		    HOLDER_OTHER_USER;
	}
	if (kill(holder->pid, 0) == 0)
		return HOLDER_OURS;
	return errno == EPERM ? HOLDER_OTHER_USER : HOLDER_GONE;
}

/* This process, in the lock file `fd` it now holds. */
static void
lock_write_holder(int fd)
{
	char text[HOLDER_TEXT_MAX], state;
	unsigned long long started = 0;
	int length;

	if (!process_status(getpid(), &state, &started))
		started = 0;
	length = snprintf(text, sizeof text, "%ld %llu %lld\n", (long)getpid(),
	    started, (long long)time(NULL));
	/* Who holds it is a courtesy to the next game: a failure here costs
	 * only the offer to end this one. */
	if (ftruncate(fd, 0) == 0 && length > 0 &&
	    pwrite(fd, text, (size_t)length, 0) == length)
		return;
}

/*
 * The holder the lock file of `place` records (not checked): false if
 * there is none to read, or it is this process.
 */
static bool
holder_read(const struct save_place *place, struct save_holder *holder)
{
	char text[HOLDER_TEXT_MAX];
	unsigned long long pid, since;
	const char *field;
	ssize_t length;
	int fd =
	    openat(place->fd, SAVE_LOCK, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);

	memset(holder, 0, sizeof *holder);
	if (fd < 0)
		return false;
	length = read(fd, text, sizeof text - 1);
	close(fd);
	if (length <= 0)
		return false;
	text[length] = '\0';
	/* "PID STARTED SINCE\n", as lock_write_holder writes it. */
	if (!number_read(text, &pid, &field) || *field++ != ' ' ||
	    !number_read(field, &holder->started, &field) || *field++ != ' ' ||
	    !number_read(field, &since, NULL) || pid == 0 ||
	    pid > (unsigned long long)INT_MAX ||
	    pid == (unsigned long long)getpid())
		return false;
	holder->pid = (pid_t)pid;
	holder->since = (time_t)since;
	return true;
}

/*
 * The lock is held: says by whom, if that can be told.  The game that
 * holds it is named (the front end may offer to end one of this user's);
 * one of another user's is said never to be ended from here.
 */
static void
lock_held_message(const struct save_place *place, char *message)
{
	struct save_holder holder;
	char since[SINCE_TEXT_MAX] = "?", state;
	enum holder_kind kind = HOLDER_GONE;
	struct tm local;

	if (holder_read(place, &holder))
		kind = holder_check(&holder, &state);
	if (kind != HOLDER_GONE && localtime_r(&holder.since, &local) != NULL)
		strftime(since, sizeof since, "%H:%M", &local);
	if (kind == HOLDER_OURS)
		snprintf(message, SAVE_MESSAGE_MAX, "%s/%s: another game is "
		    "saving here (pid %ld, since %s)", place->path, SAVE_LOCK,
		    (long)holder.pid, since);
	else if (kind == HOLDER_OTHER_USER)
		snprintf(message, SAVE_MESSAGE_MAX,
		    "%s/%s: another game is "
		    "saving here (pid %ld, since %s), of another user: it "
		    "cannot "
		    "be ended from here",
		    place->path, SAVE_LOCK, (long)holder.pid, since);
	else
		snprintf(message, SAVE_MESSAGE_MAX, "%s/%s: another game is "
		    "saving here", place->path, SAVE_LOCK);
}

/* Tries once: the descriptor, or -1 with errno (EWOULDBLOCK: held). */
static int
lock_try(const struct save_place *place)
{
	int fd = openat(place->fd, SAVE_LOCK, O_RDWR | O_CREAT | O_NOFOLLOW |
	    O_CLOEXEC, SAVE_FILE_MODE);

	if (fd < 0)
		return -1;
	/* flock, not fcntl: its lock belongs to this open file, so it holds
	 * against another open even in the same process. */
	if (flock(fd, LOCK_EX | LOCK_NB) < 0) {
		int saved_errno = errno;

		close(fd);
		errno = saved_errno;
		return -1;
	}
	lock_write_holder(fd);
	return fd;
}

int
save_lock_at(const struct save_place *place, char *message)
{
	int fd = lock_try(place);

	if (fd >= 0)
		return fd;
	if (errno == EWOULDBLOCK)
		lock_held_message(place, message);
	else
		snprintf(message, SAVE_MESSAGE_MAX, "%s/%s: %s", place->path,
		    SAVE_LOCK, strerror(errno));
	return -1;
}

int
save_lock(const char *directory, char *message)
{
	struct save_place place;
	int fd;

	place.fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (place.fd < 0) {
		snprintf(message, SAVE_MESSAGE_MAX, "%s: %s", directory,
		    strerror(errno));
		return -1;
	}
	snprintf(place.path, sizeof place.path, "%s", directory);
	fd = save_lock_at(&place, message);
	save_place_close(&place);
	return fd;
}

bool
save_lock_holder(const struct save_place *place, struct save_holder *holder)
{
	char state;

	if (!holder_read(place, holder) ||
	    holder_check(holder, &state) != HOLDER_OURS) {
		holder->pid = 0;
		return false;
	}
	return true;
}

static void
sleep_ms(long milliseconds)
{
	struct timespec pause = { 0, milliseconds * NS_PER_MS };

	while (nanosleep(&pause, &pause) < 0 && errno == EINTR)
		continue;
}

int
save_lock_end_holder(const struct save_place *place,
    const struct save_holder *holder, char *message)
{
	char state;
	bool killed = false;
	int fd;

	/* Checked again just before: the pid must still be that game. */
	if (holder_check(holder, &state) != HOLDER_OURS) {
		fd = lock_try(place);
		if (fd >= 0)
			return fd;
		snprintf(message, SAVE_MESSAGE_MAX, "%s/%s: another game is "
		    "saving here", place->path, SAVE_LOCK);
		return -1;
	}
	/* 'T' stopped, 't' stopped by a debugger: a stopped process never
	 * handles SIGHUP until it is continued.  Without /proc, whether it
	 * is stopped is not known: continuing a running one does nothing. */
	if (state == 'T' || state == 't' || state == STATE_UNKNOWN)
		kill(holder->pid, SIGCONT);
	/* Queued with its value, so that the holder can tell its terminal
	 * it was taken over (a plain kill where that cannot be done). */
	if (sigqueue(holder->pid, SIGHUP,
	    (union sigval){ .sival_int = SAVE_LOCK_TAKEN_OVER }) < 0)
		kill(holder->pid, SIGHUP);
	for (int waited = 0; waited <= SAVE_LOCK_WAIT_MS;
	    waited += SAVE_LOCK_STEP_MS) {
		fd = lock_try(place);
		if (fd >= 0)
			return fd;
		if (errno != EWOULDBLOCK)
			break;
		/* Stopped again (or never continued): it can save nothing,
		 * and only SIGKILL frees the lock.  Never without /proc:
		 * a holder not seen to be stopped is not killed. */
		if (!killed && waited >= SAVE_LOCK_KILL_AFTER_MS &&
		    holder_check(holder, &state) == HOLDER_OURS &&
		    (state == 'T' || state == 't')) {
			kill(holder->pid, SIGKILL);
			killed = true;
		}
		sleep_ms(SAVE_LOCK_STEP_MS);
	}
	snprintf(message, SAVE_MESSAGE_MAX, "the game in the other session "
	    "(pid %ld) did not end: %s/%s is still held", (long)holder->pid,
	    place->path, SAVE_LOCK);
	return -1;
}

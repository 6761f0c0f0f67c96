/*
 * The state directory's lock, and who holds it (save.h's state directory).
 *
 * A game that saves in the directory holds flock(LOCK_EX) on its file
 * `lock` for as long as it runs, and writes into it who it is: its pid,
 * the process's start time as the kernel counts it (so a pid used again by
 * another process is not mistaken for it) and the wall-clock time it took
 * the lock.  As NetHack does, a second game of the same user that finds
 * the lock held can then name the holder and, if the person agrees, end it
 * (save_lock_end_holder): a session left hanging on a half-open SSH
 * connection must not lock its player out of their own game.
 */
#ifndef GNOMON_SAVE_LOCK_H
#define GNOMON_SAVE_LOCK_H

#include <stdbool.h>
#include <sys/types.h>
#include <time.h>

#include "store/save.h"

/* The game holding a lock. */
struct save_holder {
	pid_t			pid;		/* 0: unknown */
	unsigned long long started; /* the kernel's start time, in ticks */
	time_t			since;		/* when it took the lock */
};

enum {
	SAVE_LOCK_WAIT_MS =
	    10000, /* how long an ended holder may take to save */
	SAVE_LOCK_KILL_AFTER_MS =
	    3000, /* then a holder still stopped is killed */
	SAVE_LOCK_STEP_MS = 50,
	/* The value save_lock_end_holder's SIGHUP carries (sigqueue): the
	 * game ended by it can tell its terminal it was taken over, where a
	 * hangup or a kill says nothing. */
	SAVE_LOCK_TAKEN_OVER = 0x676e6d
};

/*
 * Takes the lock of the state directory open as `place` (the file `lock`
 * in it, made if missing, never through a link) and writes this process
 * into it.  The lock lasts until the descriptor returned is closed, or the
 * process ends.  Returns it (>= 0); -1 with a message if another process
 * holds the lock ("another game is saving here", with its pid and since
 * when if it still runs, and if it is another user's, that it cannot be
 * ended from here) or it cannot be taken.
 */
int	save_lock_at(const struct save_place *, char *message);

/* The same for a directory by its path. */
int	save_lock(const char *directory, char *message);

/*
 * Who holds the lock of `place`: true when it is a process still running,
 * of this user (the real uid), that is the one that wrote the lock file
 * (the same start time).  Without /proc: the pid the lock file records,
 * if kill(pid, 0) may signal it (so root's games are all root's).  Never
 * a process of another user: save_lock_at's message names that one, and
 * says it cannot be ended from here.
 */
bool	save_lock_holder(const struct save_place *, struct save_holder *);

/* Where the process table is read ("/proc"); a test names an empty
 * directory to see what is done without one. */
void	save_lock_use_proc(const char *path);

/*
 * Ends the holder so that it saves its game and lets go: SIGCONT first if
 * it is stopped, or may be (without /proc; a stopped process never handles
 * SIGHUP), then SIGHUP, as when its connection drops, carrying
 * SAVE_LOCK_TAKEN_OVER so that it can say why it ends; then waits, up to
 * SAVE_LOCK_WAIT_MS, to take the lock, with SIGKILL only for a holder seen
 * (in /proc) to be still stopped after SAVE_LOCK_KILL_AFTER_MS.  The lock taken
 * (as save_lock_at's), or -1 with a message.
 */
int	save_lock_end_holder(const struct save_place *,
	    const struct save_holder *, char *message);

#endif

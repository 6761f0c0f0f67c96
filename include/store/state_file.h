/*
 * A small state file of the player's updated under a lock of its own: the
 * record against the computer (stats.h) and the puzzle record
 * (puzzle_record.h).  An update takes flock(LOCK_EX) on the file's lock
 * file beside it, reads the file, moves a bad one aside (NAME.bad-TIME,
 * save_move_aside_at) rather than overwrite it, and writes the file whole
 * and atomically (save_write_file_at) before letting the lock go, so two
 * processes updating at the same moment both count.  The lock is polled,
 * so a holder stopped for good (^Z) delays an update by the wait given at
 * most; then the update gives up with a message.
 */
#ifndef GNOMON_STATE_FILE_H
#define GNOMON_STATE_FILE_H

#include <stdbool.h>

#include "store/save.h"

/* What an update did besides its count, for the caller to say. */
struct state_update {
	bool moved_aside; /* a bad file was found and kept as `moved` */
	char	moved[SAVE_PATH_MAX];
	char	why[SAVE_MESSAGE_MAX];	/* what was wrong with it */
};

/* Reads the file of `place` into `into`, as save_read_state_at answers,
 * leaving `into` as a new player's unless the file was read. */
typedef enum save_text (*state_file_reader)(const struct save_place *,
    void *into, char *message);

/* A whole number in such a file: digits only, at most `digits` of them
 * (at most 9, which any long holds); -1 when `word` is not one. */
long	state_file_whole(const char *word, int digits);

/* The words of a line of such a file, separated by single spaces (cut
 * here), into `words` (room for `most` + 1): how many, up to `most` + 1
 * so that one too many is seen. */
int	state_file_words(char *line, char **words, int most);

/* Nothing done besides (`update` may be NULL). */
void	state_update_none(struct state_update *);

/*
 * Takes the lock `lock_name` of the file `name` in `place`, waiting
 * `wait_ms` at most, and removes what a write of `name` cut short by a
 * kill left behind: the descriptor to close when done, or -1 with a
 * message.
 */
int	state_file_lock(const struct save_place *, const char *name,
	    const char *lock_name, int wait_ms, char *message);

/*
 * Under the lock: reads the file with `read` into `into`; a bad one is
 * moved aside, said so in `update` (may be NULL), and `into` begins
 * afresh.  0, or -1 with a message when the file cannot be read and is
 * left alone.
 */
int	state_file_read_for_update(const struct save_place *, const char *name,
	    state_file_reader read, void *into, struct state_update *update,
	    char *message);

#endif

/*
 * Files of games: the game in progress saved after every move, finished
 * games filed as records, and reading a record back from a file.  The only
 * file I/O of the game; the text itself is record.h's.
 *
 * WHERE
 * $XDG_STATE_HOME/gnomon/ (default ~/.local/state/gnomon/), created mode
 * 0700.  The game in progress is current.gnomon; finished and abandoned
 * games go to games/YYYY-MM-DDTHH-MM-SS.gnomon.  Every file is mode 0600.
 *
 * A DIRECTORY TRUSTED ONLY IF IT IS OURS
 * The state directory and its games/ are opened as a struct save_place
 * (save_place_open, save_place_enter): never through a symbolic link, and
 * only if the directory belongs to this user; one open to group or others
 * is tightened to 0700 (as ssh treats ~/.ssh), since anyone who may write
 * in it could take the lock, swap games/ for a link or plant a file.  Every
 * file in a place is then opened relative to its descriptor and without
 * following a link (the *_at functions), so nothing is reached through a
 * name swapped after the check.  A file a person names (`gnomon replay
 * FILE`, selfplay's pgn=DIR) is theirs to choose, link or not: the
 * functions on paths follow links.
 *
 * HOW A SAVE CANNOT BE HALF WRITTEN
 * A file is written to a temporary file in the same directory, synced,
 * renamed over the old one (rename is atomic), and the directory synced so
 * the rename itself survives a crash.  A reader therefore sees the old game
 * or the new one, never a mixture; a failure leaves no temporary file.
 *
 * A BAD FILE
 * is never deleted: save_move_aside() renames it to NAME.bad-TIME, and the
 * message says which file, which line and what is wrong.
 *
 * Every function is safe to call from several threads at once (selfplay
 * files its games from its workers): no static buffers.
 */
#ifndef GNOMON_SAVE_H
#define GNOMON_SAVE_H

#include <stdbool.h>
#include <stddef.h>
#include <time.h>

#include "core/record.h"

enum {
	SAVE_PATH_MAX = 1024,
	SAVE_MESSAGE_MAX = SAVE_PATH_MAX + RECORD_ERROR_MAX + 64,
	SAVE_DIRECTORY_MODE = 0700,
	SAVE_FILE_MODE = 0600,
	SAVE_KIND_MAX = 96	/* "a directory, not a record of games" */
};

#define SAVE_CURRENT "current.gnomon"	/* the game in progress */
#define SAVE_GAMES "games"		/* where finished games are filed */
#define SAVE_SUFFIX ".gnomon"
#define SAVE_LOCK "lock" /* held by the game that saves here: save_lock.h */

/*
 * The state directory, from the environment: $XDG_STATE_HOME/gnomon if that
 * is an absolute path, else $HOME/.local/state/gnomon.  -1 if neither is
 * set (or the path is too long): the game is then played without saving.
 */
int	save_directory(char *path, size_t size);
/* The path of the file `name` in that directory: 0, or -1 (none, or the
 * path too long for `size`). */
int	save_file_path(const char *name, char *path, size_t size);

/* Creates `path` and its missing parents, mode 0700; 0 or -1 with a message. */
int	save_make_directory(const char *path, char *message);

/*
 * Writes `length` bytes to `path` atomically, mode 0600 (see above).
 * 0, or -1 with a message naming the file.
 */
int	save_write_file(const char *path, const char *text, size_t length,
	    char *message);

/*
 * Reads the record in `path` (through a link: a person named it).  1 when
 * read; 0 when there is no such file; -1 when it cannot be read or is not a
 * good record, with a one-line message "PATH line N: what is wrong" (or
 * "PATH: what" when no one line is to blame).
 */
int	save_load(const char *path, struct record *record, char *message);

/* Reads `fd` to its end or `size` bytes, whichever comes first, into
 * `text`; how many in `length`.  0, or -1 with errno. */
int	save_read_all(int fd, char *text, size_t size, size_t *length);


/* The line of `path` that holds tag `name`, or 0. */
int	save_tag_line(const char *path, const char *name);

/* A directory of the game's own, open (see above). */
struct save_place {
	int	fd;				/* O_DIRECTORY, or -1 */
	char path[SAVE_PATH_MAX - 64]; /* for messages; room for a name */
};

/*
 * Opens the state directory `path`, made (with its parents) if missing:
 * not a link, this user's, tightened to 0700 if open to others.  0, or -1
 * with a message saying why it is not used (place->fd is then -1).
 */
int	save_place_open(struct save_place *, const char *path, char *message);

/* The same for the directory `name` in `parent` (games/), made if missing. */
int	save_place_enter(const struct save_place *parent, const char *name,
	    struct save_place *, char *message);

void	save_place_close(struct save_place *);

/* The *_at functions: as those on paths, for the file `name` in a place,
 * never through a link; their messages name the file by its whole path. */
int	save_load_at(const struct save_place *, const char *name,
	    struct record *, char *message);
int	save_tag_line_at(const struct save_place *, const char *name,
	    const char *tag);
int	save_write_record_at(const struct save_place *, const char *name,
	    const struct record *, char *message);
int	save_write_file_at(const struct save_place *, const char *name,
	    const char *text, size_t length, char *message);
/* Appends `text` to the file `name` (a log), made mode 0600 if missing;
 * not atomic, and never through a link.  0, or -1 with a message. */
int	save_append_at(const struct save_place *, const char *name,
	    const char *text, char *message);
/* Whether `name` could be written now: `text` written to a temporary file
 * beside it, synced, and removed.  0, or -1 with the reason ("PATH: No
 * space left on device"); the file itself is not touched. */
int	save_try_write_at(const struct save_place *, const char *name,
	    const char *text, size_t length, char *message);
int	save_remove_at(const struct save_place *, const char *name,
	    char *message);
int	save_move_aside_at(const struct save_place *, const char *name,
	    time_t when, char *moved, char *message);

/* What save_read_text_at found. */
enum save_text {
	SAVE_TEXT_BAD = -2,	/* not ours as it stands: a link, a directory,
				 * another kind of file, or too long */
	SAVE_TEXT_FAILED = -1,	/* it could not be read, and is left alone */
	SAVE_TEXT_NONE = 0,	/* there is no such file */
	SAVE_TEXT_READ = 1
};

/*
 * Reads the small text file `name` of `place` whole, never through a link,
 * into `text` (`size` bytes; a file of `size` bytes or more is too long to
 * be ours), its length in `length`.  Anything but SAVE_TEXT_READ or
 * SAVE_TEXT_NONE comes with "PATH/NAME: what" in `message`, where `what`
 * may name what the file should be ("a link, not a record of games":
 * `kind` is "a record of games").  The caller reads the text itself.
 */
enum save_text save_read_text_at(const struct save_place *, const char *name,
	    const char *kind, char *text, size_t size, size_t *length,
	    char *message);

/*
 * The shape of a small state file of the game's (the menu's choices, the
 * record of games): blank lines and '#' comments anywhere, then the line
 * `magic`, then lines that `line` reads into `into` (a copy of each, its
 * to cut up: 0, or -1 with what is wrong in `error`), and at the end
 * `end`, if not NULL (0, or -1 with what is missing in `error`).
 */
enum {
	SAVE_STATE_LINE_MAX = 4096,	/* the most line_max may be */
	SAVE_STATE_ERROR_MAX = 160	/* the most error_max may be */
};
struct save_state_format {
	const char	*magic;		/* the first line: "gnomon-stats 2" */
	const char	*kind;		/* what it is: "a record of games" */
	size_t		line_max;	/* a longer line is not ours */
	size_t		error_max;	/* the size of `error` */
	int		(*line)(char *line, void *into, char *error);
	int		(*end)(void *into, char *error);
};

/* What is wrong with a state file, in `error` (`size` bytes): -1, for a
 * line parser to return. */
int	save_state_fail(char *error, size_t size, const char *format, ...)
	    __attribute__((format(printf, 3, 4)));

/* Reads `text` (`length` bytes) of `format` into `into`: 0, or -1 with
 * what is wrong in `error` and its line in `line` (0: the whole file). */
int	save_parse_state(const struct save_state_format *, const char *text,
	    size_t length, void *into, int *line, char *error);

/*
 * Reads the state file `name` of `place` (save_read_text_at into `text`,
 * `size` bytes) and parses it into `into` (save_parse_state):
 * SAVE_TEXT_READ, SAVE_TEXT_NONE, or SAVE_TEXT_FAILED or SAVE_TEXT_BAD
 * with "PATH/NAME: what" or "PATH/NAME line N: what" in `message`.
 */
enum save_text save_read_state_at(const struct save_place *, const char *name,
	    const struct save_state_format *, char *text, size_t size,
	    void *into, char *message);

/*
 * A name for a game filed in `games` at time `when`, not yet taken:
 * YYYY-MM-DDTHH-MM-SS, or with -2, -3...; without the suffix (`name` holds
 * SAVE_PATH_MAX bytes).  0, or -1 with a message.
 */
int	save_name_game_at(const struct save_place *games, time_t when,
	    char *name, char *message);

/*
 * Removes what a write cut short by a kill left in `place`: the temporary
 * files NAME.XXXXXX (six letters or digits) of a NAME ending in .gnomon.
 * Only while holding the lock, when no write of ours can be under way.
 * How many were removed.
 */
int	save_clean_temporary_at(const struct save_place *);

/* The same for the temporary files NAME.XXXXXX of the one file `name`
 * (another file's, written under a lock of its own: stats.h). */
int	save_clean_temporary_of_at(const struct save_place *, const char *name);

/*
 * Renames a bad file (or a directory where a file should be) to
 * PATH.bad-YYYYMMDDTHHMMSS, or with -2, -3... if that is taken.  0 with the
 * new name in `moved` (SAVE_PATH_MAX bytes), or -1 with a message.
 */
int save_move_aside(const char *path, time_t when, char *moved, char *message);

/*
 * Files a record in `directory` (made if missing) as
 * YYYY-MM-DDTHH-MM-SS.gnomon of time `when`, or with -2, -3... if taken;
 * or, when `name` is not NULL, as NAME.gnomon.  0 with the path in `filed`
 * (SAVE_PATH_MAX bytes, may be NULL), or -1 with a message.
 */
int	save_file_record(const char *directory, const char *name,
	    const struct record *record, time_t when, char *filed,
	    char *message);

/* Writes `record` to `path` atomically; 0, or -1 with a message. */
int	save_write_record(const char *path, const struct record *record,
	    char *message);

/* Removes `path` if it is there; 0, or -1 with a message. */
int	save_remove(const char *path, char *message);

/* The date of `when` as a record's Date tag wants it: "2026.11.29". */
void	save_date(time_t when, char *date, size_t size);

#endif

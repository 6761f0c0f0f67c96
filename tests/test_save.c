/*
 * Saved games without a terminal (save.h, and ui.h's records): where they
 * go, atomic writes that leave no temporary file and are mode 0600, bad
 * files (corrupt, truncated, newer, hostile, a directory, a link, a FIFO)
 * refused with the file and the line and moved aside rather than deleted,
 * finished games filed, and a game resumed exactly: position, undo history
 * and settings.  Every test works in a fresh directory from mkdtemp.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "store/save.h"
#include "store/save_lock.h"
#include "support/fixture.h"
#include "support/scratch.h"
#include "ui/play_options.h"
#include "ui/ui.h"
#include "ui/ui_cursor.h"
#include "ui/ui_game.h"
#include "ui/ui_mode.h"
#include "ui/ui_play.h"
#include "ui/ui_record.h"

enum {
	FAR_PAST = 86400,	/* a time for file names: 1970-01-02 */
	FILE_MODE_BITS = 0777,
	OTHER_USER = 65534,	/* nobody */
	START_TIME_FIELD = 22	/* proc(5): starttime */
};

struct place {
	char	directory[SAVE_PATH_MAX - 64];
	char	path[SAVE_PATH_MAX];	/* directory/current.gnomon */
};

static int
setup(void **state)
{
	struct place *place = calloc(1, sizeof *place);

	if (place == NULL)
		return -1;
	if (scratch_make(place->directory, sizeof place->directory, "save") <
	    0) {
		free(place);
		return -1;
	}
	snprintf(place->path, sizeof place->path, "%s/%s", place->directory,
	    SAVE_CURRENT);
	*state = place;
	return 0;
}

static int
teardown(void **state)
{
	struct place *place = *state;

	save_lock_use_proc("/proc"); /* a test that moved it may have failed */
	scratch_remove(place->directory, 3);
	free(place);
	return 0;
}

static void
write_text(const char *path, const char *text, size_t length)
{
	FILE *file = fopen(path, "wb");

	assert_non_null(file);
	assert_int_equal(fwrite(text, 1, length, file), length);
	assert_int_equal(fclose(file), 0);
}

static int
mode_of(const char *path)
{
	struct stat status;

	assert_int_equal(stat(path, &status), 0);
	return (int)(status.st_mode & FILE_MODE_BITS);
}

/* A hot-seat interface with `moves` played. */
static void
hotseat_game(struct ui *ui, const char *const *moves, int count)
{
	struct play_options options;

	play_options_default(&options);
	options.hotseat = options.chose = true;
	ui_init(ui, &options);
	for (int i = 0; i < count; i++)
		assert_true(ui_play(ui, fixture_move(moves[i])));
}

/* A hot-seat game of random moves, played to its end. */
static void
finished_game(struct ui *ui)
{
	struct move_list list;
	uint64_t random = 1;

	hotseat_game(ui, NULL, 0);
	while (board_legal_moves(&ui->game.board, &list) > 0)
		assert_true(ui_play(ui, list.moves[fixture_random_below(&random,
		    (unsigned)list.count)]));
	assert_true(ui_game_is_over(ui));
}

static const char *const three_moves[] = { "d1d2", "d7d6", "b1b2" };

static const char good_record[] =
    "[Gnomon \"1\"]\n"
    "[Variant \"len=2 day=8 sun=0 snake=0 mover=1\"]\n"
    "[Opponent \"people\"]\n"
    "[Level \"2\"]\n"
    "[Side \"amber\"]\n"
    "[Hints \"on\"]\n"
    "\n"
    "1. d1d2 d7d6\n"
    "2. b1b2\n";

static void
test_save_directory_follows_xdg_then_home_else_none(void **state)
{
	char path[SAVE_PATH_MAX];
	const char *home_set = getenv("HOME"),
		   *xdg_set = getenv("XDG_STATE_HOME");
	char *home = home_set != NULL ? strdup(home_set) : NULL;
	char *xdg = xdg_set != NULL ? strdup(xdg_set) : NULL;

	(void)state;
	setenv("XDG_STATE_HOME", "/somewhere/state", 1);
	setenv("HOME", "/home/someone", 1);
	assert_int_equal(save_directory(path, sizeof path), 0);
	assert_string_equal(path, "/somewhere/state/gnomon");
	/* XDG: a relative path is invalid and ignored. */
	setenv("XDG_STATE_HOME", "relative/state", 1);
	assert_int_equal(save_directory(path, sizeof path), 0);
	assert_string_equal(path, "/home/someone/.local/state/gnomon");
	unsetenv("XDG_STATE_HOME");
	assert_int_equal(save_directory(path, sizeof path), 0);
	assert_string_equal(path, "/home/someone/.local/state/gnomon");
	unsetenv("HOME");
	assert_int_equal(save_directory(path, sizeof path), -1);

	if (home != NULL)
		setenv("HOME", home, 1);
	if (xdg != NULL)
		setenv("XDG_STATE_HOME", xdg, 1);
	free(home);
	free(xdg);
}

static void
test_save_make_directory_creates_parents_private(void **state)
{
	struct place *place = *state;
	char path[SAVE_PATH_MAX], message[SAVE_MESSAGE_MAX];

	snprintf(path, sizeof path, "%s/state/deeper/gnomon", place->directory);
	assert_int_equal(save_make_directory(path, message), 0);
	assert_int_equal(mode_of(path), SAVE_DIRECTORY_MODE);
	/* Again: already there is fine. */
	assert_int_equal(save_make_directory(path, message), 0);
	/* A file where the directory should be is not. */
	snprintf(path, sizeof path, "%s/plain", place->directory);
	write_text(path, "x", 1);
	assert_int_equal(save_make_directory(path, message), -1);
	assert_non_null(strstr(message, "not a directory"));
}

static void
test_save_write_atomic_private_leaves_no_temporary_file(void **state)
{
	struct place *place = *state;
	char message[SAVE_MESSAGE_MAX], text[64];
	FILE *file;

	assert_int_equal(save_write_file(place->path, "first\n", 6, message),
	    0);
	assert_int_equal(save_write_file(place->path, "second\n", 7, message),
	    0);
	assert_int_equal(mode_of(place->path), SAVE_FILE_MODE);
	/* Only the file itself: no temporary left beside it. */
	assert_int_equal(scratch_count(place->directory, ""), 1);
	file = fopen(place->path, "r");
	assert_non_null(file);
	assert_non_null(fgets(text, sizeof text, file));
	fclose(file);
	assert_string_equal(text, "second\n");
}

static void
test_save_write_that_fails_leaves_no_temporary_file(void **state)
{
	struct place *place = *state;
	char path[SAVE_PATH_MAX], message[SAVE_MESSAGE_MAX];

	/* Into a directory that is not there. */
	snprintf(path, sizeof path, "%s/missing/current.gnomon",
	    place->directory);
	assert_int_equal(save_write_file(path, "x\n", 2, message), -1);
	assert_non_null(strstr(message, path));
	/* Over a directory: the rename fails, the temporary is removed. */
	assert_int_equal(mkdir(place->path, SAVE_DIRECTORY_MODE), 0);
	assert_int_equal(save_write_file(place->path, "x\n", 2, message), -1);
	assert_non_null(strstr(message, place->path));
	assert_int_equal(scratch_count(place->directory, ""), 1);
}

static void
test_save_load_reads_good_record_and_says_when_there_none(void **state)
{
	struct place *place = *state;
	static struct record record;
	char message[SAVE_MESSAGE_MAX];

	assert_int_equal(save_load(place->path, &record, message), 0);
	write_text(place->path, good_record, strlen(good_record));
	assert_int_equal(save_load(place->path, &record, message), 1);
	assert_int_equal(record.move_count, 3);
	assert_string_equal(record_tag(&record, UI_TAG_OPPONENT), "people");
	assert_int_equal(save_tag_line(place->path, UI_TAG_LEVEL), 4);
	assert_int_equal(save_tag_line(place->path, "Nothing"), 0);
}

/* Each bad file is refused with its name, and with the line where one is to
 * blame. */
static void
assert_refused(const char *path, const char *text, size_t length,
    const char *expected_line, const char *expected)
{
	static struct record record;
	char message[SAVE_MESSAGE_MAX];

	write_text(path, text, length);
	record.move_count = -1;
	assert_int_equal(save_load(path, &record, message), -1);
	assert_int_equal(record.move_count, -1);	/* untouched */
	if (strncmp(message, path, strlen(path)) != 0)
		fail_msg("message does not start with the file: %s", message);
	if (expected_line != NULL && strstr(message, expected_line) == NULL)
		fail_msg("message lacks '%s': %s", expected_line, message);
	if (strstr(message, expected) == NULL)
		fail_msg("message lacks '%s': %s", expected, message);
	assert_null(strchr(message, '\n'));
}

static void
test_save_load_refuses_corrupt_short_newer_hostile(void **state)
{
	struct place *place = *state;
	static char huge[RECORD_TEXT_MAX * 2];
	char line[RECORD_LINE_MAX * 2];
	size_t cut = strlen(good_record) - 3;	/* "2. b1" */

	assert_refused(place->path, "garbage\n", 8, "line 1", "Gnomon record");
	assert_refused(place->path, good_record, cut, "line 9", "b1");
	assert_refused(place->path, "[Gnomon \"", 9, "line 1", "tag");
	assert_refused(place->path, "[Gnomon \"2\"]\n", 13, "line 1", "newer");
	assert_refused(place->path, "", 0, NULL, "empty");
	assert_refused(place->path, "[Gnomon \"1\"]\n\x01\x02\xff\xfe\n", 18,
	    "line 2", "not plain text");
	assert_refused(place->path, "[Gnomon \"1\"]\nab\0cd\n", 19, "line 2",
	    "NUL");
	assert_refused(place->path, "[Gnomon \"1\"]\n1. d1d5\n", 21, "line 2",
	    "not legal");
	memset(line, 'a', sizeof line - 1);
	line[sizeof line - 1] = '\0';
	line[0] = ';';
	assert_refused(place->path, line, strlen(line), "line 1", "too long");
	memset(huge, '\n', sizeof huge);
	/* A tag, then '\n's: no terminator is meant. */
	/* NOLINTNEXTLINE(bugprone-not-null-terminated-result) */
	memcpy(huge, "[Gnomon \"1\"]", 12);
	assert_refused(place->path, huge, sizeof huge, NULL, "too long");
}

static void
test_save_load_refuses_a_directory_a_link_and_a_fifo(void **state)
{
	struct place *place = *state;
	static struct record record;
	char message[SAVE_MESSAGE_MAX], target[SAVE_PATH_MAX];
	struct save_place directory;

	assert_int_equal(mkdir(place->path, SAVE_DIRECTORY_MODE), 0);
	assert_int_equal(save_load(place->path, &record, message), -1);
	assert_non_null(strstr(message, "a directory"));
	assert_int_equal(rmdir(place->path), 0);

	/* A link in the state directory is refused (save_load_at)... */
	snprintf(target, sizeof target, "%s/elsewhere", place->directory);
	write_text(target, good_record, strlen(good_record));
	assert_int_equal(symlink(target, place->path), 0);
	assert_int_equal(save_place_open(&directory, place->directory, message),
	    0);
	assert_int_equal(save_load_at(&directory, SAVE_CURRENT, &record,
			     message),
	    -1);
	assert_non_null(strstr(message, "symbolic link"));
	assert_non_null(strstr(message, place->path));
	save_place_close(&directory);
	assert_int_equal(unlink(place->path), 0);

	/* A FIFO must not hang the reader. */
	assert_int_equal(mkfifo(place->path, SAVE_FILE_MODE), 0);
	assert_int_equal(save_load(place->path, &record, message), -1);
	assert_non_null(strstr(message, "not a regular file"));
}

/* `gnomon replay FILE`: a file a person names may be a link. */
static void
test_save_load_of_a_named_file_follows_a_link(void **state)
{
	struct place *place = *state;
	static struct record record;
	char message[SAVE_MESSAGE_MAX], target[SAVE_PATH_MAX];

	snprintf(target, sizeof target, "%s/elsewhere", place->directory);
	write_text(target, good_record, strlen(good_record));
	assert_int_equal(symlink(target, place->path), 0);
	assert_int_equal(save_load(place->path, &record, message), 1);
	assert_int_equal(record.move_count, 3);
	/* A link to nothing is no file to read, as a missing one. */
	assert_int_equal(unlink(target), 0);
	assert_int_equal(save_load(place->path, &record, message), 0);
}

static void
test_save_move_aside_keeps_the_bad_file_under_a_new_name(void **state)
{
	struct place *place = *state;
	char moved[SAVE_PATH_MAX], again[SAVE_PATH_MAX],
	    message[SAVE_MESSAGE_MAX];
	static struct record record;

	write_text(place->path, "garbage\n", 8);
	assert_int_equal(save_move_aside(place->path, FAR_PAST, moved, message),
	    0);
	assert_non_null(strstr(moved, SAVE_CURRENT ".bad-19700102T"));
	assert_int_equal(access(place->path, F_OK), -1);
	assert_int_equal(save_load(moved, &record, message),
	    -1); /* still there, as it was */

	/* The same second again: a name of its own, nothing overwritten. */
	assert_int_equal(mkdir(place->path, SAVE_DIRECTORY_MODE), 0);
	assert_int_equal(save_move_aside(place->path, FAR_PAST, again, message),
	    0);
	assert_string_not_equal(again, moved);
	assert_non_null(strstr(again, "-2"));
	assert_int_equal(scratch_count(place->directory, SAVE_CURRENT ".bad-"),
	    2);
}

static void
test_save_file_record_names_by_time_never_overwrites(void **state)
{
	struct place *place = *state;
	char games[SAVE_PATH_MAX], first[SAVE_PATH_MAX], second[SAVE_PATH_MAX];
	char message[SAVE_MESSAGE_MAX];
	static struct record record, read;
	static struct ui ui;

	hotseat_game(&ui, three_moves, 3);
	ui_record_game(&ui, &record);
	snprintf(games, sizeof games, "%s/%s", place->directory, SAVE_GAMES);
	assert_int_equal(save_file_record(games, NULL, &record, FAR_PAST, first,
	    message), 0);
	assert_int_equal(save_file_record(games, NULL, &record, FAR_PAST,
			     second, message),
	    0);
	assert_non_null(strstr(first, "/games/1970-01-02T"));
	assert_non_null(strstr(second, "-2.gnomon"));
	assert_int_equal(mode_of(first), SAVE_FILE_MODE);
	assert_int_equal(mode_of(games), SAVE_DIRECTORY_MODE);
	assert_int_equal(save_load(second, &read, message), 1);
	assert_int_equal(read.move_count, 3);
	assert_int_equal(save_file_record(games, "game-7", &record, 0, first,
	    message), 0);
	assert_non_null(strstr(first, "/games/game-7.gnomon"));
	assert_int_equal(save_remove(first, message), 0);
	assert_int_equal(save_remove(first, message), 0); /* gone is fine */
}

static void
test_save_lock_keeps_a_second_game_from_saving_here(void **state)
{
	struct place *place = *state;
	char message[SAVE_MESSAGE_MAX], lock[SAVE_PATH_MAX];
	int first, second;

	first = save_lock(place->directory, message);
	assert_true(first >= 0);
	snprintf(lock, sizeof lock, "%s/%s", place->directory, SAVE_LOCK);
	assert_int_equal(mode_of(lock), SAVE_FILE_MODE);
	second = save_lock(place->directory, message);
	assert_int_equal(second, -1);
	assert_non_null(strstr(message, "another game is saving here"));
	/* Once the first lets go, the next may take it. */
	close(first);
	second = save_lock(place->directory, message);
	assert_true(second >= 0);
	close(second);
}

/*
 * A process of ours holding the lock of `directory` until a signal ends
 * it, stopped (a session frozen); its pid.
 */
static pid_t
frozen_holder(const struct save_place *directory)
{
	char message[SAVE_MESSAGE_MAX], ready;
	int status, ends[2];
	pid_t child;

	assert_int_equal(pipe(ends), 0);
	child = fork();
	assert_true(child >= 0);
	if (child == 0) {
		/* A game in a session hangs up on SIGHUP, even when this test
		 * runs under nohup, which would leave it ignored here. */
		signal(SIGHUP, SIG_DFL);
		if (save_lock_at(directory, message) < 0 ||
		    write(ends[1], "r", 1) != 1)
			_exit(1);
		for (;;)
			pause();
	}
	assert_int_equal(read(ends[0], &ready, 1), 1);
	close(ends[0]);
	close(ends[1]);
	assert_int_equal(kill(child, SIGSTOP), 0);
	assert_int_equal(waitpid(child, &status, WUNTRACED), child);
	assert_true(WIFSTOPPED(status));
	return child;
}

/* Ends `holder`, a child of ours, as a new session would: it must be
 * continued and hung up on (never killed); the lock taken over. */
static int
end_by_hangup(const struct save_place *directory,
    const struct save_holder *holder, pid_t child)
{
	char message[SAVE_MESSAGE_MAX];
	int status, lock = save_lock_end_holder(directory, holder, message);

	assert_true(lock >= 0);
	assert_int_equal(waitpid(child, &status, 0), child);
	assert_true(WIFSIGNALED(status));
	assert_int_equal(WTERMSIG(status), SIGHUP);
	return lock;
}

/* The lock names its holder, and a holder of this user's that is stopped
 * (a session frozen) is continued, ended by SIGHUP, and its lock taken. */
static void
test_save_lock_names_a_frozen_holder_who_can_be_ended(void **state)
{
	struct place *place = *state;
	char message[SAVE_MESSAGE_MAX];
	struct save_place directory;
	struct save_holder holder;
	int lock;
	pid_t child;

	assert_int_equal(save_place_open(&directory, place->directory, message),
	    0);
	child = frozen_holder(&directory);

	assert_int_equal(save_lock_at(&directory, message), -1);
	assert_true(save_lock_holder(&directory, &holder));
	assert_int_equal(holder.pid, child);
	assert_true(holder.since > 0);
	/* Ended by the hang-up (continued first), not killed. */
	lock = end_by_hangup(&directory, &holder, child);
	/* Our own lock names us, and is never offered to be ended. */
	assert_false(save_lock_holder(&directory, &holder));
	close(lock);
	save_place_close(&directory);
}

/* Without /proc (a BSD, a chroot), the holder is the pid the lock file
 * records, alive as kill(pid, 0) says: named, continued, ended, taken. */
static void
test_save_lock_without_proc_names_the_holder_and_ends_it(void **state)
{
	struct place *place = *state;
	char message[SAVE_MESSAGE_MAX], empty[SAVE_PATH_MAX], named[64];
	struct save_place directory;
	struct save_holder holder;
	int lock;
	pid_t child;

	snprintf(empty, sizeof empty, "%s/no-proc", place->directory);
	assert_int_equal(mkdir(empty, 0700), 0);
	save_lock_use_proc(empty);
	assert_int_equal(save_place_open(&directory, place->directory, message),
	    0);
	child = frozen_holder(&directory);

	assert_int_equal(save_lock_at(&directory, message), -1);
	snprintf(named, sizeof named,
	    "another game is saving here (pid %ld, since ", (long)child);
	assert_non_null(strstr(message, named));
	assert_true(save_lock_holder(&directory, &holder));
	assert_int_equal(holder.pid, child);
	/* Continued (whether it was stopped is not known) and hung up on. */
	lock = end_by_hangup(&directory, &holder, child);
	close(lock);
	/* Gone: a lock file naming it names nobody. */
	assert_false(save_lock_holder(&directory, &holder));
	save_lock_use_proc("/proc");
	save_place_close(&directory);
}

/* The start time of `pid` as /proc has it, for a lock record. */
static unsigned long long
start_time_of(pid_t pid)
{
	char path[64], text[1024];
	unsigned long long started = 0;
	const char *field;
	size_t length;
	FILE *file;

	snprintf(path, sizeof path, "/proc/%ld/stat", (long)pid);
	file = fopen(path, "r");
	assert_non_null(file);
	length = fread(text, 1, sizeof text - 1, file);
	fclose(file);
	text[length] = '\0';
	field = strrchr(text, ')');
	assert_non_null(field);
	for (int number = 2; number < START_TIME_FIELD && field != NULL;
	     number++)
		field = strchr(field + 1, ' ');
	assert_non_null(field);
	assert_int_equal(sscanf(field + 1, "%llu", &started), 1);
	return started;
}

/*
 * A process of another user that runs until killed: a child of ours that
 * became nobody, when this is root; else init, if it is not ours.  0 if
 * there is none to be had.
 */
static pid_t
other_users_process(void)
{
	struct stat status;
	char ready;
	int ends[2];
	pid_t child;

	if (geteuid() != 0)
		return stat("/proc/1", &status) == 0 &&
		    status.st_uid != getuid() ? 1 : 0;
	assert_int_equal(pipe(ends), 0);
	child = fork();
	assert_true(child >= 0);
	if (child == 0) {
		/* Seen in /proc as nobody's only if it stays dumpable. */
		if (setgid(OTHER_USER) < 0 || setuid(OTHER_USER) < 0 ||
		    prctl(PR_SET_DUMPABLE, 1) < 0 ||
		    prctl(PR_SET_PDEATHSIG, SIGKILL) < 0 ||
		    write(ends[1], "r", 1) != 1)
			_exit(1);
		for (;;)
			pause();
	}
	assert_int_equal(read(ends[0], &ready, 1), 1);
	close(ends[0]);
	close(ends[1]);
	return child;
}

/* The lock held (by us), its file naming another user's process: that
 * one is named, said to be another user's, and never offered to end. */
static void
test_save_lock_never_offers_to_end_another_users_game(void **state)
{
	struct place *place = *state;
	char message[SAVE_MESSAGE_MAX], path[SAVE_PATH_MAX], named[64],
	    text[96];
	char empty[SAVE_PATH_MAX];
	struct save_place directory;
	struct save_holder holder;
	int lock, status;
	pid_t other = other_users_process();

	if (other == 0)
		skip();	/* init is ours, and we cannot become another user */
	assert_int_equal(save_place_open(&directory, place->directory, message),
	    0);
	lock = save_lock_at(&directory, message);
	assert_true(lock >= 0);
	snprintf(path, sizeof path, "%s/%s", place->directory, SAVE_LOCK);
	snprintf(text, sizeof text, "%ld %llu %lld\n", (long)other,
	    start_time_of(other), (long long)time(NULL));
	write_text(path, text, strlen(text));

	assert_int_equal(save_lock_at(&directory, message), -1);
	snprintf(named, sizeof named, "(pid %ld, since ", (long)other);
	assert_non_null(strstr(message, named));
	assert_non_null(strstr(message, "of another user: it cannot be ended "
	    "from here"));
	assert_false(save_lock_holder(&directory, &holder));
	assert_int_equal(holder.pid, 0);
	/* Without /proc, kill(pid, 0) tells: refused (EPERM), another
	 * user's.  Root may signal anyone, so for root it counts as its own
	 * (root's state directory holds only root's games). */
	snprintf(empty, sizeof empty, "%s/no-proc", place->directory);
	assert_int_equal(mkdir(empty, 0700), 0);
	save_lock_use_proc(empty);
	assert_int_equal(save_lock_at(&directory, message), -1);
	if (geteuid() != 0) {
		assert_non_null(strstr(message, "of another user"));
		assert_false(save_lock_holder(&directory, &holder));
	} else {
		assert_null(strstr(message, "of another user"));
		assert_true(save_lock_holder(&directory, &holder));
		assert_int_equal(holder.pid, other);
	}
	save_lock_use_proc("/proc");
	if (other != 1) {
		assert_int_equal(kill(other, SIGKILL), 0);
		assert_int_equal(waitpid(other, &status, 0), other);
	}
	close(lock);
	save_place_close(&directory);
}

/* A lock file naming a process of ours that did not write it (its pid
 * used again: another start time) names nobody, and nobody is ended. */
static void
test_save_lock_never_names_a_process_that_only_has_the_pid(void **state)
{
	struct place *place = *state;
	char message[SAVE_MESSAGE_MAX], path[SAVE_PATH_MAX], text[96];
	struct save_place directory;
	struct save_holder holder;
	int lock, status;
	pid_t child = fork();

	assert_true(child >= 0);
	if (child == 0) {
		if (prctl(PR_SET_PDEATHSIG, SIGKILL) < 0)
			_exit(1);
		for (;;)
			pause();
	}
	assert_int_equal(save_place_open(&directory, place->directory, message),
	    0);
	lock = save_lock_at(&directory, message);
	assert_true(lock >= 0);
	snprintf(path, sizeof path, "%s/%s", place->directory, SAVE_LOCK);
	/* As it wrote itself, it is named. */
	snprintf(text, sizeof text, "%ld %llu %lld\n", (long)child,
	    start_time_of(child), (long long)time(NULL));
	write_text(path, text, strlen(text));
	assert_true(save_lock_holder(&directory, &holder));
	assert_int_equal(holder.pid, child);
	/* Started at another time: not that game. */
	snprintf(text, sizeof text, "%ld %llu %lld\n", (long)child,
	    start_time_of(child) + 1, (long long)time(NULL));
	write_text(path, text, strlen(text));
	assert_false(save_lock_holder(&directory, &holder));
	assert_int_equal(save_lock_at(&directory, message), -1);
	assert_null(strstr(message, "(pid"));
	assert_int_equal(kill(child, SIGKILL), 0);
	assert_int_equal(waitpid(child, &status, 0), child);
	close(lock);
	save_place_close(&directory);
}

/* Everything a resumed game must have as it was. */
static void
assert_same_game(const struct ui *resumed, const struct ui *saved)
{
	assert_int_equal(resumed->game.plies, saved->game.plies);
	assert_memory_equal(resumed->game.moves, saved->game.moves,
	    sizeof saved->game.moves[0] * (size_t)saved->game.plies);
	assert_true(resumed->game.board.hash == saved->game.board.hash);
	assert_true(resumed->game.start.hash == saved->game.start.hash);
	/* Field by field: the struct's padding is nobody's business. */
	assert_int_equal(resumed->game.board.rules.shadow_length,
	    saved->game.board.rules.shadow_length);
	assert_int_equal(resumed->game.board.rules.day_length,
	    saved->game.board.rules.day_length);
	assert_int_equal(resumed->game.board.rules.start_sun,
	    saved->game.board.rules.start_sun);
	assert_int_equal(resumed->game.board.rules.snake,
	    saved->game.board.rules.snake);
	assert_int_equal(resumed->game.board.rules.instant,
	    saved->game.board.rules.instant);
	assert_int_equal(resumed->game.opponent, saved->game.opponent);
	assert_int_equal(resumed->game.level, saved->game.level);
	assert_int_equal(resumed->game.human, saved->game.human);
	assert_int_equal(ui_cursor_hints(resumed), ui_cursor_hints(saved));
	assert_true(resumed->seed == saved->seed);
	assert_string_equal(resumed->game.filed_as, saved->game.filed_as);
	assert_int_equal(ui_mode(resumed), UI_MODE_PLAY);
}

/* Saves `saved` to a file, reads it back and resumes it in `resumed`. */
static void
save_and_resume(const struct place *place, const struct ui *saved,
    struct ui *resumed)
{
	static struct record record, read;
	struct play_options options;
	char message[SAVE_MESSAGE_MAX], tag[RECORD_TAG_MAX],
	    error[RECORD_ERROR_MAX];

	ui_record_game(saved, &record);
	assert_int_equal(save_write_record(place->path, &record, message), 0);
	assert_int_equal(save_load(place->path, &read, message), 1);
	play_options_default(&options);
	ui_init(resumed, &options);
	if (ui_record_resume(resumed, &read, tag, error) < 0)
		fail_msg("resume refused: %s: %s", tag, error);
}

static void
test_save_resume_hotseat_restores_position_and_settings(void **state)
{
	struct place *place = *state;
	static struct ui saved, resumed;

	hotseat_game(&saved, three_moves, 3);
	ui_cursor_show_hints(&saved, false);
	saved.game.level = 4;
	/* It ended once and was taken back: where it was filed is kept. */
	snprintf(saved.game.filed_as, sizeof saved.game.filed_as,
	    "2026-11-29T14-28-49");
	save_and_resume(place, &saved, &resumed);
	assert_same_game(&resumed, &saved);
	/* The whole history: undo goes back to the very start, move by move. */
	for (int plies = 2; plies >= 0; plies--) {
		assert_true(ui_game_undo(&resumed));
		assert_int_equal(resumed.game.plies, plies);
	}
	assert_false(ui_game_undo(&resumed));
	assert_true(resumed.game.board.hash == saved.game.start.hash);
}

static void
test_save_resume_against_the_computer_keeps_side_and_level(void **state)
{
	struct place *place = *state;
	static struct ui saved, resumed;
	struct play_options options;
	const char *variant[] = { "gnomon", "--day", "3", "--len", "3",
		"--snake", "1" };
	char error[PLAY_ERROR_MAX];

	play_options_default(&options);
	assert_int_equal(play_options_parse(7, (char **)variant, &options,
			     error),
	    PLAY_PARSE_GAME);
	options.chose = true;
	options.side = PLAY_SIDE_TEAL;
	options.level = 5;
	options.seed = 77;
	ui_init(&saved, &options);
	/* The computer (Amber) moves, then the person; under snake=1 the
	 * person (Teal) opens round 2 too, and the computer answers. */
	assert_true(ui_game_computer_played(&saved, fixture_move("d1d2"),
	    saved.generation));
	assert_true(ui_play(&saved, fixture_move("d7d6")));
	assert_true(ui_play(&saved, fixture_move("d6d5")));
	assert_true(ui_game_computer_played(&saved, fixture_move("b1b2"),
	    saved.generation));
	save_and_resume(place, &saved, &resumed);
	assert_same_game(&resumed, &saved);
	assert_int_equal(resumed.game.human, COLOUR_TEAL);
	assert_int_equal(resumed.game.board.rules.day_length, 3);
	/* Undo against the computer: back past its reply and the person's
	 * last move, to the person's turn before. */
	assert_true(ui_game_undo(&resumed));
	assert_int_equal(resumed.game.plies, 2);
}

static void
test_save_resume_refuses_bad_settings_and_finished_games(
    void **state)
{
	static const struct {
		const char	*tag, *value;
	} bad[] = {
		{ UI_TAG_OPPONENT, "robot" }, { UI_TAG_LEVEL, "9" },
		{ UI_TAG_SIDE, "green" }, { UI_TAG_HINTS, "maybe" },
		{ UI_TAG_SEED, "-3" },
		/* Filed names a file in games/: never a path. */
		{ UI_TAG_FILED, "../current" }, { UI_TAG_FILED, "a/b" },
		{ UI_TAG_FILED, "" }, { UI_TAG_FILED, ".hidden" }
	};
	static struct ui saved, ui;
	static struct record record, broken;
	struct play_options options;
	char tag[RECORD_TAG_MAX], error[RECORD_ERROR_MAX];

	(void)state;
	hotseat_game(&saved, three_moves, 3);
	ui_record_game(&saved, &record);
	play_options_default(&options);
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		broken = record;
		assert_int_equal(record_set_tag(&broken, bad[i].tag,
				     bad[i].value),
		    0);
		ui_init(&ui, &options);
		assert_int_equal(ui_record_resume(&ui, &broken, tag, error),
		    -1);
		assert_string_equal(tag, bad[i].tag);
		assert_non_null(strstr(error, bad[i].value));
		assert_int_equal(ui_mode(&ui), UI_MODE_MENU);	/* unchanged */
		assert_int_equal(ui.game.plies, 0);
	}
	/* A name too long for the interface to keep. */
	assert_true(ui_record_filed_name_ok("2026-11-29T14-28-49-2"));
	assert_false(ui_record_filed_name_ok(
	    "2026-11-29T14-28-49-2026-11-29T14-28-49-"
	    "2026-11-29T14-28-49-2026"));
	/* A record without the settings, such as selfplay writes. */
	record_init(&broken, &record.start.rules);
	assert_int_equal(ui_record_resume(&ui, &broken, tag, error), -1);
	assert_string_equal(tag, UI_TAG_OPPONENT);
	/* A finished game is filed, never resumed. */
	finished_game(&saved);
	ui_record_game(&saved, &record);
	assert_true(record.result != RESULT_NONE);
	ui_init(&ui, &options);
	assert_int_equal(ui_record_resume(&ui, &record, tag, error), -1);
	assert_non_null(strstr(error, "over"));
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(
		    test_save_directory_follows_xdg_then_home_else_none),
		cmocka_unit_test_setup_teardown(
		    test_save_make_directory_creates_parents_private, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_write_atomic_private_leaves_no_temporary_file,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_write_that_fails_leaves_no_temporary_file, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_load_reads_good_record_and_says_when_there_none,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_load_refuses_corrupt_short_newer_hostile, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_load_refuses_a_directory_a_link_and_a_fifo, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_load_of_a_named_file_follows_a_link, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_move_aside_keeps_the_bad_file_under_a_new_name,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_file_record_names_by_time_never_overwrites, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_lock_keeps_a_second_game_from_saving_here, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_lock_names_a_frozen_holder_who_can_be_ended,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_lock_without_proc_names_the_holder_and_ends_it,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_lock_never_offers_to_end_another_users_game,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_lock_never_names_a_process_that_only_has_the_pid,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_resume_hotseat_restores_position_and_settings,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_resume_against_the_computer_keeps_side_and_level,
		    setup, teardown),
		cmocka_unit_test(
		    test_save_resume_refuses_bad_settings_and_finished_games),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}

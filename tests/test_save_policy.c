/*
 * The save policy (ui_save.h) without a terminal: for each event the
 * interface returns, what is written to current.gnomon and what is filed
 * under games/, in a fresh state directory ($XDG_STATE_HOME pointed at a
 * scratch directory).  The events come from the interface itself (keys and
 * moves), and are handed to the policy as the tui's main loop hands them.
 */
/* syscall(): the test stands in for unlink and unlinkat (see crash). */
/* NOLINTNEXTLINE(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp) */
#define _DEFAULT_SOURCE
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "support/fixture.h"
#include "support/scratch.h"
#include "support/ui_fixture.h"
#include "ui/play_options.h"
#include "ui/ui.h"
#include "ui/ui_game.h"
#include "ui/ui_mode.h"
#include "ui/ui_play.h"
#include "ui/ui_record.h"
#include "ui/ui_replay.h"
#include "ui/ui_save.h"

enum {
	SCRATCH_DEPTH = 3,	/* root/gnomon/games/FILE */
	OTHER_USER = 65534,	/* nobody, who owns no state directory */
	CRASHED = 3		/* the exit status of a simulated crash */
};

/*
 * A crash between two steps of the policy, simulated: this program's
 * unlink and unlinkat stand in for the C library's (the linker takes a
 * program's own definition first), and while `crash_on_removing_the_save`
 * is set, the process dies the moment current.gnomon is to be removed,
 * whatever the code did before (the step that files the game).  Otherwise
 * they do what the C library's do.
 */
static bool crash_on_removing_the_save;

static void
crash_if_the_save(const char *path)
{
	const char *slash = strrchr(path, '/');

	if (crash_on_removing_the_save &&
	    strcmp(slash != NULL ? slash + 1 : path, SAVE_CURRENT) == 0)
		_exit(CRASHED);
}

int
unlinkat(int directory, const char *path, int flags)
{
	crash_if_the_save(path);
	return (int)syscall(SYS_unlinkat, directory, path, flags);
}

int
unlink(const char *path)
{
	crash_if_the_save(path);
	return (int)syscall(SYS_unlinkat, AT_FDCWD, path, 0);
}

struct policy {
	char		root[SAVE_PATH_MAX / 2];	/* $XDG_STATE_HOME */
	char *saved_xdg; /* the environment's, put back */
	struct ui	ui;
	struct ui_save	save;
	struct record	record;				/* one read back */
	char		message[SAVE_MESSAGE_MAX];
};

static int
setup(void **state)
{
	struct policy *policy = calloc(1, sizeof *policy);
	const char *xdg = getenv("XDG_STATE_HOME");

	if (policy == NULL)
		return -1;
	if (scratch_make(policy->root, sizeof policy->root, "policy") < 0) {
		free(policy);
		return -1;
	}
	policy->saved_xdg = xdg != NULL ? strdup(xdg) : NULL;
	setenv("XDG_STATE_HOME", policy->root, 1);
	policy->save.lock = policy->save.place.fd =
	    policy->save.games_place.fd = -1;
	*state = policy;
	return 0;
}

static int
teardown(void **state)
{
	struct policy *policy = *state;

	ui_save_close(&policy->save);
	scratch_remove(policy->root, SCRATCH_DEPTH);
	if (policy->saved_xdg != NULL)
		setenv("XDG_STATE_HOME", policy->saved_xdg, 1);
	else
		unsetenv("XDG_STATE_HOME");
	free(policy->saved_xdg);
	free(policy);
	return 0;
}

/* The interface for a hot-seat game (the command line chose it), and the
 * policy opened on the state directory: `resume` as --resume. */
static int
start(struct policy *policy, bool resume)
{
	struct play_options options;

	play_options_default(&options);
	options.hotseat = options.chose = true;
	options.resume = resume;
	ui_init(&policy->ui, &options);
	return ui_save_open(&policy->save, &policy->ui, resume);
}

/* Hands `event` to the policy, as the front end does; returns it. */
static enum ui_event
happen(struct policy *policy, enum ui_event event)
{
	ui_save_event(&policy->save, &policy->ui, event);
	return event;
}

/* Types `typed` ('\n' for Enter), each key's event handed to the policy;
 * the last one's event. */
static enum ui_event
press(struct policy *policy, const char *typed)
{
	enum ui_event event = UI_EVENT_NONE;

	for (; *typed != '\0'; typed++)
		event = happen(policy, ui_key(&policy->ui,
		    *typed == '\n' ? UI_KEY_ENTER : *typed));
	return event;
}

static enum ui_event
play(struct policy *policy, const char *move)
{
	return happen(policy, ui_play(&policy->ui, fixture_move(move)));
}

/* Plays random legal moves to the end of the game; FINISHED comes last. */
static void
play_to_the_end(struct policy *policy, uint64_t seed)
{
	struct move_list list;
	enum ui_event event = UI_EVENT_NONE;

	while (board_legal_moves(&policy->ui.game.board, &list) > 0) {
		uint16_t move = list.moves[fixture_random_below(&seed,
		    (unsigned)list.count)];

		event = happen(policy, ui_play(&policy->ui, move));
		assert_int_equal(event, ui_game_is_over(&policy->ui) ?
		    UI_EVENT_FINISHED : UI_EVENT_MOVED);
	}
	assert_int_equal(event, UI_EVENT_FINISHED);
}

static bool
saved(const struct policy *policy)
{
	return access(policy->save.current, F_OK) == 0;
}

/* Reads current.gnomon into policy->record; its number of moves. */
static int
saved_moves(struct policy *policy)
{
	assert_int_equal(save_load(policy->save.current, &policy->record,
	    policy->message), 1);
	return policy->record.move_count;
}

static int
filed(const struct policy *policy)
{
	return scratch_count(policy->save.games, "");
}

/* Reads the only game filed into policy->record; its number of moves. */
static int
filed_moves(struct policy *policy)
{
	char path[SAVE_PATH_MAX + UI_FILED_MAX + sizeof SAVE_SUFFIX];

	assert_int_equal(filed(policy), 1);
	assert_true(policy->ui.game.filed_as[0] != '\0');
	snprintf(path, sizeof path, "%s/%s%s", policy->save.games,
	    policy->ui.game.filed_as, SAVE_SUFFIX);
	assert_int_equal(save_load(path, &policy->record, policy->message), 1);
	return policy->record.move_count;
}

/* A game begun afresh, two moves played and saved. */
static void
start_with_two_moves(struct policy *policy)
{
	assert_int_equal(start(policy, false), 0);
	assert_int_equal(play(policy, "d1d2"), UI_EVENT_MOVED);
	assert_int_equal(play(policy, "d7d6"), UI_EVENT_MOVED);
	assert_int_equal(saved_moves(policy), 2);
}

/* A saved game of three moves in current.gnomon, as an earlier run left it. */
static void
leave_a_saved_game(struct policy *policy)
{
	start_with_two_moves(policy);
	play(policy, "b1b2");
	assert_int_equal(press(policy, "qy"), UI_EVENT_QUIT);
	ui_save_close(&policy->save);
	assert_int_equal(saved_moves(policy), 3);
}

static void
test_save_policy_moved_writes_the_game_as_it_stands(void **state)
{
	struct policy *policy = *state;

	assert_int_equal(start(policy, false), 0);
	assert_true(policy->save.enabled);
	assert_false(saved(policy));	/* no move, nothing saved */
	assert_int_equal(play(policy, "d1d2"), UI_EVENT_MOVED);
	assert_int_equal(saved_moves(policy), 1);
	assert_int_equal(play(policy, "d7d6"), UI_EVENT_MOVED);
	assert_int_equal(saved_moves(policy), 2);
	/* A refused move is no event: the file is as it was. */
	assert_int_equal(play(policy, "d6d5"),
	    UI_EVENT_NONE); /* Teal's stone */
	assert_int_equal(saved_moves(policy), 2);
	assert_int_equal(filed(policy), 0);
}

static void
test_save_policy_undone_writes_it_back_to_no_move_removes(void **state)
{
	struct policy *policy = *state;

	start_with_two_moves(policy);
	assert_int_equal(press(policy, "U"), UI_EVENT_UNDONE);
	assert_int_equal(saved_moves(policy), 1);
	assert_int_equal(press(policy, "U"), UI_EVENT_UNDONE);
	assert_false(saved(policy));
	assert_int_equal(press(policy, "U"),
	    UI_EVENT_NONE); /* nothing to undo */
	assert_int_equal(filed(policy), 0);
}

static void
test_save_policy_finished_files_once_even_if_ended_again(void **state)
{
	struct policy *policy = *state;
	char first_name[UI_FILED_MAX];
	int plies;

	assert_int_equal(start(policy, false), 0);
	play_to_the_end(policy, 7);
	plies = policy->ui.game.plies;
	assert_false(saved(policy));
	assert_int_equal(filed_moves(policy), plies);
	assert_true(policy->record.result != RESULT_NONE);
	snprintf(first_name, sizeof first_name, "%s", policy->ui.game.filed_as);

	/* Taken back, it is a game in progress again, which knows its name. */
	assert_int_equal(press(policy, "U"), UI_EVENT_UNDONE);
	assert_int_equal(saved_moves(policy), plies - 1);
	assert_string_equal(record_tag(&policy->record, UI_TAG_FILED),
	    first_name);
	/* Ended again: the same file, replaced, not a second one. */
	play_to_the_end(policy, 8);
	assert_false(saved(policy));
	assert_string_equal(policy->ui.game.filed_as, first_name);
	assert_int_equal(filed_moves(policy), policy->ui.game.plies);
}

static void
test_save_policy_replaced_files_the_game_left_unfinished(void **state)
{
	struct policy *policy = *state;

	start_with_two_moves(policy);
	assert_int_equal(press(policy, "Ry\n"), UI_EVENT_REPLACED);
	assert_false(saved(policy));	/* the new game has no move yet */
	assert_int_equal(filed(policy), 1);
	/* A new game with no move replaces nothing. */
	assert_int_equal(press(policy, "R\n"), UI_EVENT_NEW_GAME);
	assert_int_equal(filed(policy), 1);
	assert_int_equal(play(policy, "d1d2"), UI_EVENT_MOVED);
	assert_int_equal(saved_moves(policy), 1);
}

static void
test_save_policy_declined_files_the_saved_game_offered(void **state)
{
	struct policy *policy = *state;

	leave_a_saved_game(policy);
	assert_int_equal(start(policy, false), 0);
	assert_int_equal(ui_mode(&policy->ui), UI_MODE_RESUME);
	assert_true(policy->save.offering);
	assert_int_equal(press(policy, "n"), UI_EVENT_DECLINED);
	assert_false(saved(policy));
	assert_int_equal(filed(policy), 1);
	assert_int_equal(policy->ui.game.plies, 0);
}

static void
test_save_policy_resumed_plays_on_from_the_saved_game(void **state)
{
	struct policy *policy = *state;

	leave_a_saved_game(policy);
	assert_int_equal(start(policy, false), 0);
	assert_int_equal(press(policy, "y"), UI_EVENT_RESUMED);
	assert_false(policy->save.offering);
	assert_int_equal(saved_moves(policy), 3);
	assert_int_equal(play(policy, "d6d5"), UI_EVENT_MOVED);
	assert_int_equal(saved_moves(policy), 4);
	assert_int_equal(filed(policy), 0);
}

static void
test_save_policy_quit_keeps_the_game_and_its_settings(void **state)
{
	struct policy *policy = *state;

	assert_int_equal(start(policy, false), 0);
	play(policy, "d1d2");
	assert_int_equal(press(policy, "H"), UI_EVENT_NONE);	/* hints off */
	/* Not a move: written on the way out, not now. */
	assert_int_equal(saved_moves(policy), 1);
	assert_string_equal(record_tag(&policy->record, UI_TAG_HINTS), "on");
	assert_int_equal(press(policy, "q"), UI_EVENT_NONE); /* the question */
	assert_int_equal(press(policy, "y"), UI_EVENT_QUIT);
	assert_int_equal(saved_moves(policy), 1);
	assert_string_equal(record_tag(&policy->record, UI_TAG_HINTS), "off");
	assert_int_equal(filed(policy), 0);
}

/* A record replayed over the game (a list of games' Enter): quitting
 * then keeps the game in play as it was saved, not the record's moves. */
static void
test_save_policy_quit_in_a_replay_keeps_the_game_in_play(void **state)
{
	struct policy *policy = *state;
	static struct record three;

	assert_int_equal(start(policy, false), 0);
	play(policy, "d1d2");
	play(policy, "d7d6");
	assert_int_equal(saved_moves(policy), 2);
	fixture_ui_three_moves(&three);
	assert_int_equal(ui_mode_push(&policy->ui, &ui_mode_replay), 0);
	ui_replay(&policy->ui, &three);
	assert_int_equal(ui_mode(&policy->ui), UI_MODE_REPLAY);
	assert_int_equal(press(policy, "nnn"), UI_EVENT_NONE);
	assert_int_equal(policy->ui.game.plies, 3);
	happen(policy, UI_EVENT_QUIT);
	assert_int_equal(saved_moves(policy), 2);
}

static void
test_save_policy_quit_while_offered_leaves_saved_game(
    void **state)
{
	struct policy *policy = *state;
	struct stat before, after;

	leave_a_saved_game(policy);
	assert_int_equal(stat(policy->save.current, &before), 0);
	assert_int_equal(start(policy, false), 0);
	assert_int_equal(press(policy, "q"), UI_EVENT_QUIT);
	assert_int_equal(stat(policy->save.current, &after), 0);
	/* Not written again: the same file (a rewrite is a new inode). */
	assert_true(before.st_ino == after.st_ino);
	assert_int_equal(saved_moves(policy), 3);
	assert_int_equal(filed(policy), 0);
}

static void
test_save_policy_abandoned_files_the_game_and_keeps_nothing(void **state)
{
	struct policy *policy = *state;

	start_with_two_moves(policy);
	assert_int_equal(press(policy, "qa"), UI_EVENT_ABANDONED);
	assert_false(saved(policy));
	assert_int_equal(filed_moves(policy), 2);
	assert_true(policy->record.result == RESULT_NONE);
}

static void
test_save_policy_resume_refuses_nothing_saved_bad_file(void **state)
{
	struct policy *policy = *state;
	static const char bad[] = "[Gnomon \"1\"]\n\n1. d1d2 zz\n";
	FILE *file;

	assert_int_equal(start(policy, true), -1);
	assert_non_null(
	    strstr(policy->save.notice, "nothing to resume: no saved game"));
	ui_save_close(&policy->save);

	file = fopen(policy->save.current, "w");
	assert_non_null(file);
	fputs(bad, file);
	assert_int_equal(fclose(file), 0);
	assert_int_equal(start(policy, true), -1);
	/* The file and the line, where it went, and what became of --resume. */
	assert_non_null(strstr(policy->save.notice, "current.gnomon line 3"));
	assert_non_null(strstr(policy->save.notice, "kept as"));
	assert_non_null(
	    strstr(policy->save.notice, "\ngnomon: nothing to resume"));
	assert_false(saved(policy));
	assert_int_equal(scratch_count(policy->save.directory,
	    SAVE_CURRENT ".bad-"), 1);
}

static void
test_save_policy_bad_file_no_resume_put_aside_play_on(
    void **state)
{
	struct policy *policy = *state;
	FILE *file;

	assert_int_equal(start(policy, false), 0);
	ui_save_close(&policy->save);
	file = fopen(policy->save.current, "w");
	assert_non_null(file);
	fputs("not a record\n", file);
	assert_int_equal(fclose(file), 0);

	assert_int_equal(start(policy, false), 0);
	assert_true(policy->save.enabled);
	assert_int_equal(ui_mode(&policy->ui), UI_MODE_PLAY);
	assert_non_null(strstr(policy->ui.message, "kept as"));
	assert_non_null(strstr(policy->save.notice, "a new game begins"));
	assert_int_equal(play(policy, "d1d2"), UI_EVENT_MOVED);
	assert_int_equal(saved_moves(policy), 1);
}

static void
test_save_policy_a_second_game_is_played_unsaved(void **state)
{
	struct policy *policy = *state;
	static struct ui other;
	struct ui_save second;
	struct play_options options;

	assert_int_equal(start(policy, false), 0);
	play_options_default(&options);
	options.hotseat = options.chose = true;
	ui_init(&other, &options);
	assert_int_equal(ui_save_open(&second, &other, false), 0);
	assert_false(second.enabled);
	assert_non_null(strstr(other.message, "Another gnomon is saving"));
	ui_save_event(&second, &other, ui_play(&other, fixture_move("c1c2")));
	ui_save_close(&second);
	assert_false(saved(policy));	/* the second game wrote nothing */
	/* Once the first lets go, the state directory can be taken again. */
	ui_save_close(&policy->save);
	assert_int_equal(start(policy, false), 0);
	assert_true(policy->save.enabled);
}

static void
test_save_policy_a_failure_is_said_on_the_screen_and_after(void **state)
{
	struct policy *policy = *state;
	FILE *file;

	assert_int_equal(start(policy, false), 0);
	ui_save_close(&policy->save);
	/* A file where games/ should be: nothing can be filed. */
	assert_true(rmdir(policy->save.games) == 0 || errno == ENOENT);
	file = fopen(policy->save.games, "w");
	assert_non_null(file);
	assert_int_equal(fclose(file), 0);
	assert_int_equal(start(policy, false), 0);
	play(policy, "d1d2");
	assert_int_equal(press(policy, "qa"), UI_EVENT_ABANDONED);
	assert_non_null(strstr(policy->ui.message, "Cannot save"));
	assert_non_null(strstr(policy->save.notice, "gnomon: cannot save:"));
	/* Not filed, so not forgotten either. */
	assert_int_equal(saved_moves(policy), 1);
}

static void
test_save_policy_no_state_directory_plays_unsaved(void **state)
{
	struct policy *policy = *state;
	const char *home_set = getenv("HOME");
	char *home = home_set != NULL ? strdup(home_set) : NULL;

	unsetenv("XDG_STATE_HOME");
	unsetenv("HOME");
	assert_int_equal(start(policy, false), 0);
	assert_false(policy->save.enabled);
	assert_string_equal(policy->ui.message,
	    "No HOME: this game will not be saved");
	assert_int_equal(play(policy, "d1d2"), UI_EVENT_MOVED);
	assert_int_equal(start(policy, true), -1);
	assert_non_null(strstr(policy->save.notice, "nothing to resume"));
	if (home != NULL)
		setenv("HOME", home, 1);
	free(home);
	assert_int_equal(scratch_count(policy->root, ""), 0);
}

/* root/gnomon made beforehand, as an older program or a person left it. */
static void
make_state_directory(struct policy *policy, char *path, size_t size)
{
	snprintf(path, size, "%s/gnomon", policy->root);
	assert_int_equal(mkdir(path, SAVE_DIRECTORY_MODE), 0);
}

static int
mode_bits(const char *path)
{
	struct stat status;

	assert_int_equal(lstat(path, &status), 0);
	return (int)(status.st_mode & 0777);
}

static void
test_save_policy_state_dir_open_to_others_made_private(void **state)
{
	struct policy *policy = *state;
	char path[SAVE_PATH_MAX];

	make_state_directory(policy, path, sizeof path);
	assert_int_equal(chmod(path, 0777), 0);
	strncat(path, "/" SAVE_GAMES, sizeof path - strlen(path) - 1);
	assert_int_equal(mkdir(path, SAVE_DIRECTORY_MODE), 0);
	assert_int_equal(chmod(path, 0775), 0);
	start_with_two_moves(policy);
	assert_true(policy->save.enabled);
	assert_int_equal(mode_bits(policy->save.directory),
	    SAVE_DIRECTORY_MODE);
	assert_int_equal(press(policy, "qa"), UI_EVENT_ABANDONED);
	assert_int_equal(filed_moves(policy), 2);
	assert_int_equal(mode_bits(policy->save.games), SAVE_DIRECTORY_MODE);
}

static void
test_save_policy_games_as_a_link_files_nothing_through_it(void **state)
{
	struct policy *policy = *state;
	char path[SAVE_PATH_MAX], elsewhere[SAVE_PATH_MAX];

	make_state_directory(policy, path, sizeof path);
	snprintf(elsewhere, sizeof elsewhere, "%s/elsewhere", policy->root);
	assert_int_equal(mkdir(elsewhere, SAVE_DIRECTORY_MODE), 0);
	strncat(path, "/" SAVE_GAMES, sizeof path - strlen(path) - 1);
	assert_int_equal(symlink(elsewhere, path), 0);
	start_with_two_moves(policy);
	assert_int_equal(press(policy, "qa"), UI_EVENT_ABANDONED);
	/* Nothing went where the link points; the game is kept, and why it
	 * was not filed is said. */
	assert_int_equal(scratch_count(elsewhere, ""), 0);
	assert_non_null(strstr(policy->save.notice, "symbolic link"));
	assert_int_equal(saved_moves(policy), 2);
}

static void
test_save_policy_a_state_directory_as_a_link_is_not_used(void **state)
{
	struct policy *policy = *state;
	char path[SAVE_PATH_MAX], elsewhere[SAVE_PATH_MAX];

	snprintf(elsewhere, sizeof elsewhere, "%s/elsewhere", policy->root);
	assert_int_equal(mkdir(elsewhere, SAVE_DIRECTORY_MODE), 0);
	snprintf(path, sizeof path, "%s/gnomon", policy->root);
	assert_int_equal(symlink(elsewhere, path), 0);
	assert_int_equal(start(policy, false), 0);
	assert_false(policy->save.enabled);
	assert_non_null(strstr(policy->save.notice, "symbolic link"));
	assert_int_equal(play(policy, "d1d2"), UI_EVENT_MOVED);
	assert_int_equal(scratch_count(elsewhere, ""), 0);
}

static void
test_save_policy_state_directory_of_another_user_not_used(void **state)
{
	struct policy *policy = *state;
	char path[SAVE_PATH_MAX];

	/* Only root can give a directory away. */
	if (geteuid() != 0)
		skip();
	make_state_directory(policy, path, sizeof path);
	assert_int_equal(chown(path, OTHER_USER, OTHER_USER), 0);
	assert_int_equal(start(policy, false), 0);
	assert_false(policy->save.enabled);
	assert_non_null(strstr(policy->save.notice, "belongs to another user"));
	assert_int_equal(play(policy, "d1d2"), UI_EVENT_MOVED);
	assert_int_equal(scratch_count(path, ""), 0);	/* no lock, no save */
}

static void
test_save_policy_finished_cut_short_filed_once_not_offered(
    void **state)
{
	struct policy *policy = *state;
	int status;
	pid_t child;

	assert_int_equal(start(policy, false), 0);
	assert_int_equal(play(policy, "d1d2"), UI_EVENT_MOVED);
	child = fork();
	assert_true(child >= 0);
	if (child == 0) {
		/* Dies after filing the finished game, before forgetting it. */
		crash_on_removing_the_save = true;
		play_to_the_end(policy, 7);
		_exit(0);
	}
	assert_int_equal(waitpid(child, &status, 0), child);
	assert_true(WIFEXITED(status));
	assert_int_equal(WEXITSTATUS(status), CRASHED);
	ui_save_close(&policy->save);

	/* The next start files it (once) and offers nothing. */
	assert_int_equal(start(policy, false), 0);
	assert_true(ui_mode(&policy->ui) != UI_MODE_RESUME);
	assert_false(policy->save.offering);
	assert_false(saved(policy));
	assert_int_equal(filed(policy), 1);
	assert_int_equal(policy->save.notice[0], '\0');
	ui_save_close(&policy->save);
	assert_int_equal(start(policy, false), 0);
	assert_int_equal(filed(policy), 1);
	assert_true(ui_mode(&policy->ui) != UI_MODE_RESUME);
}

/*
 * Runs `keys` in a child process that dies the moment current.gnomon is to
 * be removed (after the game was filed), as a kill might.
 */
static void
crash_while_filing(struct policy *policy, const char *keys)
{
	int status;
	pid_t child = fork();

	assert_true(child >= 0);
	if (child == 0) {
		crash_on_removing_the_save = true;
		press(policy, keys);
		_exit(0);
	}
	assert_int_equal(waitpid(child, &status, 0), child);
	assert_true(WIFEXITED(status));
	assert_int_equal(WEXITSTATUS(status), CRASHED);
	ui_save_close(&policy->save);
}

/* Started twice after a crash while filing: the game is filed once, kept
 * whole, and neither offered nor saved again. */
static void
filed_once_and_not_offered(struct policy *policy, int moves)
{
	char path[SAVE_PATH_MAX * 2];
	struct dirent *entry;
	DIR *games;

	for (int start_count = 0; start_count < 2; start_count++) {
		assert_int_equal(start(policy, false), 0);
		assert_true(ui_mode(&policy->ui) != UI_MODE_RESUME);
		assert_false(policy->save.offering);
		assert_false(saved(policy));
		assert_int_equal(filed(policy), 1);
		assert_int_equal(policy->save.notice[0], '\0');
		ui_save_close(&policy->save);
	}
	games = opendir(policy->save.games);
	assert_non_null(games);
	while ((entry = readdir(games)) != NULL)
		if (entry->d_name[0] != '.')
			break;
	assert_non_null(entry);
	snprintf(path, sizeof path, "%s/%s", policy->save.games, entry->d_name);
	closedir(games);
	assert_int_equal(save_load(path, &policy->record, policy->message), 1);
	assert_int_equal(policy->record.move_count, moves);
	/* What marked it as being filed stays out of the record filed. */
	assert_null(record_tag(&policy->record, UI_SAVE_TAG_FILING));
}

static void
test_save_policy_abandoned_cut_short_filed_once_not_offered(
    void **state)
{
	struct policy *policy = *state;

	start_with_two_moves(policy);
	crash_while_filing(policy, "qa");
	filed_once_and_not_offered(policy, 2);
}

static void
test_save_policy_declined_cut_short_filed_once_not_offered(
    void **state)
{
	struct policy *policy = *state;

	leave_a_saved_game(policy);
	assert_int_equal(start(policy, false), 0);
	assert_true(policy->save.offering);
	crash_while_filing(policy, "n");
	filed_once_and_not_offered(policy, 3);
}

static void
test_save_policy_replaced_cut_short_filed_once_not_offered(
    void **state)
{
	struct policy *policy = *state;

	start_with_two_moves(policy);
	crash_while_filing(policy, "Ry\n");
	filed_once_and_not_offered(policy, 2);
}

static void
test_save_policy_a_filing_tag_naming_a_path_is_dropped(void **state)
{
	struct policy *policy = *state;
	char escaped[SAVE_PATH_MAX * 2];

	leave_a_saved_game(policy);
	assert_int_equal(save_load(policy->save.current, &policy->record,
	    policy->message), 1);
	assert_int_equal(record_set_tag(&policy->record, UI_SAVE_TAG_FILING,
	    "../escaped"), 0);
	assert_int_equal(save_write_record(policy->save.current,
			     &policy->record, policy->message),
	    0);
	/* Not filed through it: offered as any saved game, and declined,
	 * filed in games/ under a name of its own, without the tag. */
	assert_int_equal(start(policy, false), 0);
	assert_true(policy->save.offering);
	assert_int_equal(press(policy, "n"), UI_EVENT_DECLINED);
	assert_false(saved(policy));
	ui_save_close(&policy->save);
	filed_once_and_not_offered(policy, 3);
	snprintf(escaped, sizeof escaped, "%s/gnomon/escaped%s", policy->root,
	    SAVE_SUFFIX);
	assert_int_equal(access(escaped, F_OK), -1);
}

/* An empty file `name` in `directory`. */
static void
touch(const char *directory, const char *name)
{
	char path[SAVE_PATH_MAX * 2];
	FILE *file;

	snprintf(path, sizeof path, "%s/%s", directory, name);
	file = fopen(path, "w");
	assert_non_null(file);
	assert_int_equal(fclose(file), 0);
}

static void
test_save_policy_temporaries_stay_while_another_holds_lock(
    void **state)
{
	struct policy *policy = *state;
	char path[SAVE_PATH_MAX], games[SAVE_PATH_MAX + 8];
	int lock;

	make_state_directory(policy, path, sizeof path);
	snprintf(games, sizeof games, "%s/%s", path, SAVE_GAMES);
	assert_int_equal(mkdir(games, SAVE_DIRECTORY_MODE), 0);
	touch(path, SAVE_CURRENT ".Ab3dE9");
	touch(path, SAVE_CURRENT ".bad-20260101T000000");	/* kept */
	touch(path, "notes.txt");				/* kept */
	touch(games, "2026-01-01T00-00-00.gnomon.xY12z9");
	touch(games, "2026-01-01T00-00-00.gnomon");		/* kept */

	/* A game that cannot take the lock touches nothing: the one holding
	 * it may be writing. */
	lock = save_lock(path, policy->message);
	assert_true(lock >= 0);
	assert_int_equal(start(policy, false), 0);
	assert_false(policy->save.enabled);
	assert_int_equal(scratch_count(path, SAVE_CURRENT "."), 2);
	assert_int_equal(scratch_count(games, ""), 2);
	close(lock);
}

static void
test_save_policy_temporary_files_go_once_the_lock_is_held(void **state)
{
	struct policy *policy = *state;
	char path[SAVE_PATH_MAX], games[SAVE_PATH_MAX + 8];

	make_state_directory(policy, path, sizeof path);
	snprintf(games, sizeof games, "%s/%s", path, SAVE_GAMES);
	assert_int_equal(mkdir(games, SAVE_DIRECTORY_MODE), 0);
	touch(path, SAVE_CURRENT ".Ab3dE9");
	touch(path, SAVE_CURRENT ".bad-20260101T000000");
	touch(path, "notes.txt");
	touch(games, "2026-01-01T00-00-00.gnomon.xY12z9");
	touch(games, "2026-01-01T00-00-00-2.gnomon.000000");
	touch(games, "2026-01-01T00-00-00.gnomon");

	assert_int_equal(start(policy, false), 0);
	assert_true(policy->save.enabled);
	assert_int_equal(scratch_count(path, SAVE_CURRENT ".Ab3dE9"), 0);
	assert_int_equal(scratch_count(path, SAVE_CURRENT ".bad-"), 1);
	assert_int_equal(scratch_count(path, "notes.txt"), 1);
	assert_int_equal(scratch_count(games, ""), 1);
	assert_int_equal(scratch_count(games, "2026-01-01T00-00-00.gnomon"), 1);
}

static void
test_save_policy_saved_game_not_locked_is_read_only(
    void **state)
{
	struct policy *policy = *state;
	struct stat before, after;
	int lock;

	leave_a_saved_game(policy);
	assert_int_equal(stat(policy->save.current, &before), 0);
	/* Another game holds the state directory. */
	lock = save_lock(policy->save.directory, policy->message);
	assert_true(lock >= 0);
	assert_int_equal(start(policy, false), 0);
	assert_false(policy->save.enabled);
	/* The saved game on the board at its last move, to step through,
	 * and why it cannot be played on. */
	assert_int_equal(ui_mode(&policy->ui), UI_MODE_REPLAY);
	assert_int_equal(policy->ui.game.plies, 3);
	assert_non_null(strstr(policy->ui.message, "read-only"));
	assert_non_null(strstr(policy->ui.message, "another gnomon"));
	assert_non_null(strstr(policy->save.notice, SAVE_CURRENT));
	assert_non_null(
	    strstr(policy->save.notice, "another game is saving here"));
	press(policy, "\x02");	/* nothing a replay knows: no harm */
	assert_int_equal(press(policy, "q"), UI_EVENT_QUIT);
	/* Kept exactly as it was: not rewritten, not filed. */
	assert_int_equal(stat(policy->save.current, &after), 0);
	assert_true(before.st_ino == after.st_ino);
	assert_int_equal(saved_moves(policy), 3);
	assert_int_equal(filed(policy), 0);
	close(lock);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(
		    test_save_policy_moved_writes_the_game_as_it_stands, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_policy_undone_writes_it_back_to_no_move_removes,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_policy_finished_files_once_even_if_ended_again,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_policy_replaced_files_the_game_left_unfinished,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_policy_declined_files_the_saved_game_offered,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_policy_resumed_plays_on_from_the_saved_game,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_policy_quit_keeps_the_game_and_its_settings,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_policy_quit_in_a_replay_keeps_the_game_in_play,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_policy_quit_while_offered_leaves_saved_game,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_policy_abandoned_files_the_game_and_keeps_nothing,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_policy_resume_refuses_nothing_saved_bad_file,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_policy_bad_file_no_resume_put_aside_play_on,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_policy_a_second_game_is_played_unsaved, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_policy_a_failure_is_said_on_the_screen_and_after,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_policy_no_state_directory_plays_unsaved, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_policy_state_dir_open_to_others_made_private,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_policy_games_as_a_link_files_nothing_through_it,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_policy_a_state_directory_as_a_link_is_not_used,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_policy_state_directory_of_another_user_not_used,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_policy_finished_cut_short_filed_once_not_offered,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_policy_abandoned_cut_short_filed_once_not_offered,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_policy_declined_cut_short_filed_once_not_offered,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_policy_replaced_cut_short_filed_once_not_offered,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_policy_a_filing_tag_naming_a_path_is_dropped,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_policy_temporaries_stay_while_another_holds_lock,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_policy_temporary_files_go_once_the_lock_is_held,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_policy_saved_game_not_locked_is_read_only, setup,
		    teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}

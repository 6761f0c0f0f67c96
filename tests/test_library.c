/*
 * build/libgnomon.a is headless and complete.  This program is linked with
 * the whole library (every object of it, not only those a test calls:
 * --whole-archive, see the Makefile) and without curses, so the link
 * itself is the first check: a curses call anywhere in the library, or a
 * front end's function named below the front ends (tui_run from a
 * subcommand, say), is an unresolved symbol and `make check` stops there.
 *
 * Linked with --export-dynamic, the program can then look its own symbols
 * up, and checks what the link cannot: that every layer is in it, and that
 * no front end and no curses library came along.
 */
/* NOLINTNEXTLINE(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp) */
#define _GNU_SOURCE	/* RTLD_DEFAULT */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <dlfcn.h>
#include <stdbool.h>

/* A function of each layer in the library, lowest first. */
static const char *const library_symbols[] = {
	"board_make", "record_read",		/* src/core */
	"search_new", "tt_clear",		/* src/ai */
	"save_load", "save_lock",		/* src/store */
	"room_server_run", "wire_parse",	/* src/net */
	"ui_key", "ui_view_build", "ui_save_event",	/* src/ui */
	"command_engine", "command_stats",	/* src/cli */
	"command_selfplay", "command_lab",	/* src/lab */
	"plain_run",				/* src/plain */
};

/* The terminal front end and the program's entry, which are not in it. */
static const char *const front_end_symbols[] = {
	"tui_run", "tui_replay", "tui_show_record", "tui_draw",
	"tui_computer_start", "tui_colour_init",
};

/* Curses, as the tui calls it. */
static const char *const curses_symbols[] = {
	"initscr", "newterm", "endwin", "wgetch", "getch", "mousemask",
	"start_color", "tigetstr",
};

#define COUNT(array) (sizeof (array) / sizeof (array)[0])

/* Fails the test unless each of `names` is (`present`) or is not here. */
static void
assert_symbols(const char *const *names, size_t count, bool present,
    const char *failure)
{
	for (size_t i = 0; i < count; i++)
		if ((dlsym(RTLD_DEFAULT, names[i]) != NULL) != present)
			fail_msg("%s %s", names[i], failure);
}

static void
test_library_holds_every_layer_below_the_front_ends(void **state)
{
	(void)state;
	/* Also the proof that the look-up sees this program's symbols, so
	 * that the absences below mean something. */
	assert_symbols(library_symbols, COUNT(library_symbols), true,
	    "is not in the library");
}

static void
test_library_holds_no_front_end_of_the_terminal(void **state)
{
	(void)state;
	assert_symbols(front_end_symbols, COUNT(front_end_symbols), false,
	    "is in the library");
}

static void
test_library_runs_with_no_curses_in_the_process(void **state)
{
	(void)state;
	assert_symbols(curses_symbols, COUNT(curses_symbols), false,
	    "is loaded: curses came with the library");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(
		    test_library_holds_every_layer_below_the_front_ends),
		cmocka_unit_test(
		    test_library_holds_no_front_end_of_the_terminal),
		cmocka_unit_test(
		    test_library_runs_with_no_curses_in_the_process),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}

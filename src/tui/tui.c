/*
 * tui.c owns the game in the terminal: setting curses up and always putting
 * the terminal back, the main loop (keys, the mouse's reports, which
 * tui_mouse.c reads, resizing, the computer's thread, saving after every
 * move, the review V asks for), the mapping from curses keys to the ui's,
 * and the same screen for stepping through a record (tui_show_record).
 * What the keys do is ui.c's business, and it says what they did as an
 * event, which the loop switches on; what the screen shows is
 * tui_draw.c's; when the game is saved, ui_save.c's, from the same events.
 *
 * Signals (tui_signals says which are which): a quit, SIGINT, SIGTERM,
 * SIGHUP, SIGQUIT and the others, only sets a flag, and the main loop
 * (which wakes every TICK_MS) saves the game, restores the terminal and
 * leaves; a terminal that goes away (its input ends or fails) is a hangup
 * too, signal or not (tui_terminal_gone).  A crash restores the terminal
 * modes and the screen from its handler with async-signal-safe calls only,
 * then dies of the same signal.
 * Ctrl-Z and window size changes are left to curses' own handlers
 * (KEY_RESIZE).
 */
#include "tui.h"

#include "cli/message.h"
#include "tui/tui_entry.h"
#include "ui/play_options.h"
#include "ui/ui_choices.h"
#include "ui/ui_game.h"
#include "ui/ui_page.h"
#include "ui/ui_pie.h"
#include "ui/ui_play.h"
#include "ui/ui_replay.h"
#include "ui/ui_review.h"
#include "ui/ui_tip.h"

#include <errno.h>
#include <langinfo.h>
#include <locale.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <term.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

enum {
	TICK_MS = 50, /* how often the loop wakes without a key */
	PULSE_MS = 600, /* half a period of the dusk ring's pulse */
	ESCAPE_DELAY_MS = 25, /* Esc alone versus the start of a sequence */
	REPLY_PAUSE_MS = 250, /* the computer never answers faster than this */
	AUTOPLAY_PAUSE_MS = 600, /* so a watched game can be followed */
	RESTORE_MAX = 256,
	WHY_MAX = 256, /* why the terminal cannot be used */
	/* No key, though the terminal says one can be read, this many times
	 * running: reading it fails (end of input, an error), not a race
	 * with a key that came just after the wait. */
	GONE_AFTER_EMPTY_READS = 3,
	MS_PER_SECOND = 1000,
	NS_PER_MS = 1000000,
	TAKEN_AT_MAX = 16	/* "04:42" */
};

static volatile sig_atomic_t quit_signal;
/* The pid of the session that took the game over (save_lock.h's
 * SAVE_LOCK_TAKEN_OVER on its SIGHUP), or 0. */
static volatile sig_atomic_t taken_over_by;

/* What the crash handler writes: prepared before it can be needed. */
static struct termios saved_termios;
static bool have_saved_termios;
static char restore_sequence[RESTORE_MAX];
static size_t restore_length;

static void
on_quit_signal(int signal_number, siginfo_t *info, void *context)
{
	(void)context;
	quit_signal = signal_number;
	if (info != NULL && info->si_code == SI_QUEUE &&
	    info->si_value.sival_int == SAVE_LOCK_TAKEN_OVER)
		taken_over_by = (sig_atomic_t)info->si_pid;
}

/* "Taken over at 04:42 by another session (pid 1234): the game goes on
 * there."  The old terminal of a game taken over ended with nothing said. */
static void
tui_say_taken_over(pid_t by)
{
	char at[TAKEN_AT_MAX] = "?";
	time_t now = time(NULL);
	struct tm local;

	if (localtime_r(&now, &local) != NULL)
		strftime(at, sizeof at, "%H:%M", &local);
	message_print(stderr, "Taken over at %s by another session (pid "
	    "%ld): the game goes on there.\n", at, (long)by);
}

int
tui_quit_signal(void)
{
	return quit_signal;
}

static void
on_crash(int signal_number)
{
	ssize_t written;

	if (have_saved_termios)
		tcsetattr(STDIN_FILENO, TCSANOW, &saved_termios);
	written = write(STDOUT_FILENO, restore_sequence, restore_length);
	(void)written;
	raise(signal_number);	/* SA_RESETHAND: dies of it this time */
}

/*
 * Every signal whose default is to end the program, in three kinds.
 * A quit (the terminal's Ctrl-C and Ctrl-\, a hangup, kill's TERM, USR1,
 * USR2, an alarm, the CPU limit's warning) only sets the flag, and the loop
 * saves and restores as for q; the CPU limit's SIGKILL follows SIGXCPU
 * later, time enough to save.  A crash (a fault, abort, a forbidden system
 * call, a stray breakpoint) restores the terminal from the handler and dies
 * of the same signal.  SIGPIPE and SIGXFSZ are ignored: a write to a closed
 * pipe or past the file size limit then fails with EPIPE or EFBIG, as a full
 * disk does, and the save policy says so, instead of the game vanishing in
 * the middle of a write.  A quit signal that whoever started gnomon set to be
 * ignored (nohup's SIGHUP) or handled (a profiler's SIGPROF) is left so.
 */
void
tui_signals(void)
{
	static const int quits[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1,
	    SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU };
	static const int crashes[] = { SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT,
	    SIGSYS, SIGTRAP };
	static const int ignored[] = { SIGPIPE, SIGXFSZ };
	struct sigaction action, before;

	memset(&action, 0, sizeof action);
	sigemptyset(&action.sa_mask);
	action.sa_sigaction = on_quit_signal;
	action.sa_flags = SA_SIGINFO;
	for (size_t i = 0; i < sizeof quits / sizeof quits[0]; i++)
		if (sigaction(quits[i], NULL, &before) == 0 &&
		    before.sa_handler == SIG_DFL)
			sigaction(quits[i], &action, NULL);
	action.sa_flags = 0;
	action.sa_handler = SIG_IGN;
	for (size_t i = 0; i < sizeof ignored / sizeof ignored[0]; i++)
		sigaction(ignored[i], &action, NULL);
	action.sa_handler = on_crash;
	action.sa_flags = (int)SA_RESETHAND;
	for (size_t i = 0; i < sizeof crashes / sizeof crashes[0]; i++)
		sigaction(crashes[i], &action, NULL);
}

static void
append_capability(const char *name)
{
	const char *value = tui_terminal_capability(name);
	size_t length;

	if (value == NULL)
		return;
	length = strlen(value);
	if (restore_length + length < sizeof restore_sequence) {
		memcpy(restore_sequence + restore_length, value, length);
		restore_length += length;
	}
}

/* The bytes that put the screen back: what endwin would send. */
static void
tui_prepare_restore(void)
{
	/* Mouse reporting off, in the forms xterm-like terminals know. */
	static const char mouse_off[] =
	    "\033[?1000l\033[?1002l\033[?1003l\033[?1006l";

	restore_length = 0;
	append_capability("sgr0");
	append_capability("cnorm");
	append_capability("rmkx");
	append_capability("rmcup");
	if (restore_length + sizeof mouse_off - 1 < sizeof restore_sequence) {
		memcpy(restore_sequence + restore_length, mouse_off,
		    sizeof mouse_off - 1);
		restore_length += sizeof mouse_off - 1;
	}
}

/* The palette the player chose, as far as the terminal has its colours. */
static enum tui_depth
tui_choose_depth(enum play_palette palette)
{
	const char *no_colour = getenv("NO_COLOR");

	if ((no_colour != NULL && no_colour[0] != '\0') || !has_colors() ||
	    palette == PLAY_PALETTE_MONO)
		return TUI_MONO;
	/* COLORS is known only once colour is started. */
	start_color();
	if (COLORS < 256 || palette == PLAY_PALETTE_8)
		return TUI_COLOUR_8;
	return palette == PLAY_PALETTE_SAFE ? TUI_COLOUR_SAFE : TUI_COLOUR_256;
}

long
tui_now_ms(void)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (long)now.tv_sec * MS_PER_SECOND + now.tv_nsec / NS_PER_MS;
}

/* curses' keys, as the ui knows them. */
static const struct {
	int	curses;
	int	ui;
} key_map[] = {
	{ KEY_UP, UI_KEY_UP }, { KEY_DOWN, UI_KEY_DOWN },
	{ KEY_LEFT, UI_KEY_LEFT }, { KEY_RIGHT, UI_KEY_RIGHT },
	{ KEY_HOME, UI_KEY_HOME }, { KEY_END, UI_KEY_END },
	{ KEY_PPAGE, UI_KEY_PAGE_UP }, { KEY_NPAGE, UI_KEY_PAGE_DOWN },
	{ KEY_ENTER, UI_KEY_ENTER }, { '\r', UI_KEY_ENTER },
	{ KEY_BACKSPACE, UI_KEY_BACKSPACE }, { '\b', UI_KEY_BACKSPACE },
	{ KEY_F(1), UI_KEY_F1 }
};

int
tui_key(int key)
{
	for (size_t i = 0; i < sizeof key_map / sizeof key_map[0]; i++)
		if (key_map[i].curses == key)
			return key_map[i].ui;
	return key >= 0 && key < UI_KEY_UP ? key : UI_KEY_NONE;
}

static void
tui_resize(struct tui *tui)
{
	tui_draw_layout(&tui->layout, LINES, COLS);
	ui_page_set_rows(&tui->ui, tui_draw_rules_rows(&tui->layout));
	tui->must_clear = true;
}

/* Whether the game still wants what the computer's thread is doing. */
static bool
tui_job_wanted(const struct tui *tui)
{
	switch (tui->computer.job) {
	case TUI_JOB_TIP:
		return ui_tip_wanted(&tui->ui);
	case TUI_JOB_REVIEW:
		return ui_review_wanted(&tui->ui);
	case TUI_JOB_PIE:
		return ui_pie_wanted(&tui->ui);
	default:
		return ui_game_computer_to_move(&tui->ui);
	}
}

/*
 * The review V asks for at a game's end: the game's record, reviewed in
 * the computer's thread, then shown with its report once it is done.  The
 * report of `gnomon review`'s too.  Each outlives its showing.
 */
static struct record review_record;
static struct ui_review review_made;
static char review_report[UI_REVIEW_TEXT_MAX];

/* `review` of `record` on the screen, with its report. */
static void
tui_review_show(struct ui *ui, const struct record *record,
    const struct ui_review *review)
{
	ui_review_report(review, !ui->ascii, review_report,
	    sizeof review_report);
	ui_review_show(ui, record, review, review_report);
}

static void
tui_review_start(struct tui *tui)
{
	ui_review_record(&tui->ui, &review_record);
	tui_computer_start_review(&tui->computer, &review_record,
	    &review_made, tui->ui.generation);
}

static void
tui_review_done(struct tui *tui)
{
	if (tui->computer.review_status < 0 ||
	    tui->computer.generation != tui->ui.generation ||
	    !ui_review_wanted(&tui->ui))
		return;
	tui_review_show(&tui->ui, &review_record, &review_made);
}

/* Starts, stops and collects the computer's thinking as the game requires
 * (its move, a tip, a review): the event of its move, once it is played. */
static enum ui_event
tui_computer_turn(struct tui *tui)
{
	struct tui_computer *computer = &tui->computer;
	struct ui *ui = &tui->ui;
	long pause = ui->game.opponent == UI_OPPONENT_WATCH ?
	    AUTOPLAY_PAUSE_MS :
	    REPLY_PAUSE_MS;

	if (computer->running && (computer->generation != ui->generation ||
	    !tui_job_wanted(tui)))
		tui_computer_cancel(computer);
	if (!computer->running) {
		tui->thinking_since = tui_now_ms();
		if (ui_game_computer_to_move(ui))
			tui_computer_start(computer, &ui->game.board,
			    ui->game.level, ui_game_computer_seed(ui),
			    ui->generation);
		else if (ui_tip_wanted(ui))
			tui_computer_start_tip(computer, &ui->game.board,
			    ui_game_computer_seed(ui), ui->generation);
		else if (ui_review_wanted(ui))
			tui_review_start(tui);
		else if (ui_pie_wanted(ui))
			tui_computer_start_pie(computer, &ui->game.board,
			    ui->game.pie.step == UI_PIE_COLOUR, ui->generation);
	}
	if (!computer->running)
		return UI_EVENT_NONE;
	/* Only the computer's own move and pie choice wait: a tip or a
	 * review is shown as soon as it is ready. */
	if ((computer->job == TUI_JOB_MOVE || computer->job == TUI_JOB_PIE) &&
	    tui_now_ms() - tui->thinking_since < pause)
		return UI_EVENT_NONE;
	if (!tui_computer_poll(computer))
		return UI_EVENT_NONE;
	switch (computer->job) {
	case TUI_JOB_TIP:
		ui_tip_found(ui, computer->move, computer->generation);
		return UI_EVENT_NONE;
	case TUI_JOB_REVIEW:
		tui_review_done(tui);
		return UI_EVENT_NONE;
	case TUI_JOB_PIE:
		return ui_pie_found(ui, computer->pie_choice,
		    computer->generation);
	default:
		return ui_game_computer_played(ui, computer->move,
		    computer->generation);
	}
}

static enum ui_event
tui_handle_key(struct tui *tui, int key)
{
	if (key == KEY_RESIZE) {
		tui_resize(tui);
		return UI_EVENT_NONE;
	}
	if (key == KEY_MOUSE)
		return tui_mouse(tui);
	if (key == TUI_KEY_SGR_REPORT)
		return tui_mouse_sgr(tui, ESCAPE_DELAY_MS,
		    tui->peer != NULL ? 0 : TICK_MS);
	if (tui->layout.too_small) {
		/* Nothing can be seen to be chosen: only quitting is offered,
		 * and in the middle of a game it asks first, as q always does.
		 */
		if (tui->drawn_asking_quit)
			return ui_key(&tui->ui, tui_key(key));
		if (key == 'q' || key == 'Q')
			return ui_play_quit(&tui->ui);
		return UI_EVENT_NONE;
	}
	if (key == '\f') {	/* Ctrl-L: draw everything afresh */
		clearok(curscr, TRUE);
		return UI_EVENT_NONE;
	}
	return ui_key(&tui->ui, tui_key(key));
}

/*
 * What the interface says happened, at once, before anything else can: the
 * save policy keeps or files the game, and the loop learns whether to
 * leave.  True when it is to leave.
 */
static bool
tui_event(struct tui *tui, enum ui_event event)
{
	/* Whoever set the loop up may take it on to another game instead
	 * (the menu's friend rows: tui_friend.c), before this one is left. */
	if (event == UI_EVENT_QUIT && tui->leaving != NULL &&
	    !tui->leaving(tui, tui->leaving_context))
		return false;
	ui_save_event(&tui->save, &tui->ui, event);
	/* A room's requests go out through the peer, which may end the game. */
	if (tui->peer != NULL && event != UI_EVENT_NONE &&
	    tui->peer->event(tui->peer->context, &tui->ui, event))
		return true;
	switch (event) {
	case UI_EVENT_QUIT:
	case UI_EVENT_ABANDONED:
		return true;
	default:
		/* A move, an undo, another game: the computer's thread
		 * follows the generation (tui_computer_turn), the screen
		 * is drawn afresh from the state. */
		return false;
	}
}

/*
 * Home, End and F1 as terminals send them whatever TERM says (a TERM=xterm
 * inside tmux or screen, PuTTY, the Linux console), so that an unknown
 * sequence is never read as Esc followed by junk.
 */
static void
tui_define_keys(void)
{
	static const struct {
		const char	*sequence;
		int		key;
	} sequences[] = { { "\033[1~", KEY_HOME }, { "\033[7~", KEY_HOME },
		{ "\033[H", KEY_HOME }, { "\033OH", KEY_HOME },
		{ "\033[4~", KEY_END }, { "\033[8~", KEY_END },
		{ "\033[F", KEY_END }, { "\033OF", KEY_END },
		{ "\033OP", KEY_F(1) }, { "\033[11~", KEY_F(1) },
		{ "\033[[A", KEY_F(1) } };

	for (size_t i = 0; i < sizeof sequences / sizeof sequences[0]; i++)
		if (key_defined(sequences[i].sequence) == 0)
			define_key(sequences[i].sequence, sequences[i].key);
}

bool
tui_line_only(void)
{
	bool addressable;
	int found;

	if (setupterm(NULL, STDOUT_FILENO, &found) != OK)
		return false;
	addressable = tui_terminal_capability("cup") != NULL;
	del_curterm(cur_term);
	return !addressable;
}

void
tui_line_only_say(const char *what)
{
	const char *term = getenv("TERM");

	/* TERM cut short: the line stays within 80 columns. */
	message_print(stderr, "gnomon: TERM=%.12s cannot move the cursor: %s "
	    "line by line\n", term != NULL ? term : "", what);
}

/*
 * Starts curses on the terminal TERM names: 0, or -1 with why it cannot be
 * in `why` (WHY_MAX bytes).  TERM is looked up first on its own
 * (setupterm, freed at once), so that a terminal refused leaves nothing of
 * curses behind: one unknown here, and one that cannot put the cursor where
 * it is told (TERM=dumb, a printing terminal), on which the board would be
 * one garbled line.
 */
/* The game's curses screen, from tui_start_curses to the end of its loop:
 * freed there, since one process may play one game after another (the
 * menu's friend rows, the lobby). */
static SCREEN *tui_screen;

static int
tui_start_curses(struct tui_colours *colours,
    const struct play_options *options, char *why)
{
	const char *term = getenv("TERM") != NULL ? getenv("TERM") : "";
	bool addressable;
	int found;

	if (setupterm(NULL, STDOUT_FILENO, &found) != OK) {
		snprintf(why, WHY_MAX, "gnomon: cannot use this terminal "
		    "(TERM=%.64s is unknown here): set TERM to the terminal's "
		    "type, such as xterm-256color", term);
		return -1;
	}
	addressable = tui_terminal_capability("cup") != NULL;
	del_curterm(cur_term);
	if (!addressable) {
		snprintf(why, WHY_MAX, "gnomon: cannot use this terminal "
		    "(TERM=%.64s cannot move the cursor): set TERM to the "
		    "terminal's type, such as xterm-256color", term);
		return -1;
	}
	if ((tui_screen = newterm(NULL, stdout, stdin)) == NULL) {
		snprintf(why, WHY_MAX, "gnomon: cannot start curses on this "
		    "terminal (TERM=%.64s)", term);
		return -1;
	}
	cbreak();
	noecho();
	nonl();
	keypad(stdscr, TRUE);
	/* Shown only when asked for (--cursor): a screen reader follows it
	 * (tui_draw_cursor puts it on the board's cursor); else it would
	 * blink wherever the drawing stopped. */
	curs_set(options->cursor ? 1 : 0);
	set_escdelay(ESCAPE_DELAY_MS);
	timeout(TICK_MS);
	tui_define_keys();
	/* No releases: curses would read a press and its release that come
	 * in one read as the release alone, and a quick click over a slow
	 * link would be lost.  Motion with a button held after its press (a
	 * drag) is reported as motion, never as one more press. */
	mousemask(BUTTON1_PRESSED | BUTTON3_PRESSED | REPORT_MOUSE_POSITION,
	    NULL);
	mouseinterval(0);
	tui_mouse_start();
	tui_colour_init(colours, tui_choose_depth(options->palette));
	tui_prepare_restore();
	return 0;
}

bool
tui_begin(struct tui *tui, bool ascii)
{
	bool utf8;

	setlocale(LC_ALL, "");
	utf8 = !ascii && strcmp(nl_langinfo(CODESET), "UTF-8") == 0;
	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
		fprintf(stderr, "gnomon: the game needs a terminal "
		    "(for a program, try 'gnomon engine')\n");
		return false;
	}
	ui_game_set_ascii(&tui->ui, !utf8);
	tui_draw_glyphs(&tui->style.glyphs, utf8);
	return true;
}

/*
 * After getch returned no key: true when the terminal has gone (a read
 * error or the end of its input) rather than the wait for a key having
 * timed out.  A terminal that closes sends SIGHUP only to the processes of
 * its session; one started apart from it (setsid, a daemon's child) learns
 * it only here, and without this check would loop for ever on getch's
 * immediate ERR.  `empty_reads` counts the readable-yet-empty returns.
 */
static bool
tui_terminal_gone(int *empty_reads)
{
	struct pollfd input = { .fd = STDIN_FILENO, .events = POLLIN };

	if (poll(&input, 1, 0) <= 0) {
		*empty_reads = 0;
		return false;
	}
	if (input.revents & (POLLHUP | POLLERR | POLLNVAL))
		return true;
	return ++*empty_reads >= GONE_AFTER_EMPTY_READS;
}

/*
 * Waits for a key, and with a peer for its descriptor too, at most a tick;
 * then reads a key without waiting.  Curses may hold keys read already
 * (several in one read), which no poll sees: after a key the wait is none.
 */
static int
tui_wait_key(struct tui *tui, bool had_key)
{
	struct pollfd fds[2] = { { .fd = STDIN_FILENO, .events = POLLIN } };
	int count = 1;

	if (tui->peer == NULL)
		return getch();
	tui->peer_revents = 0;
	fds[1].fd = tui->peer->fd(tui->peer->context, &fds[1].events);
	if (fds[1].fd >= 0)
		count = 2;
	if (poll(fds, (nfds_t)count, had_key ? 0 : TICK_MS) > 0 && count == 2)
		tui->peer_revents = fds[1].revents;
	return getch();
}

/*
 * The screen laid out for the game up now: as the loop starts, and when
 * another game takes the place of the one it began with (tui->fresh).
 * With a peer, the wait is poll's and getch only reads.
 */
static void
tui_settle(struct tui *tui)
{
	tui->fresh = false;
	tui_resize(tui);
	timeout(tui->peer != NULL ? 0 : TICK_MS);
}

/* The screens drawn over the whole window, not over the board. */
static bool
tui_full_screen(enum ui_screen screen)
{
	return screen == UI_SCREEN_RULES || screen == UI_SCREEN_LIST;
}

int
tui_loop(struct tui *tui)
{
	bool leave = false, had_key = false;
	int empty_reads = 0;
	char why[WHY_MAX];
	static char lost[UI_SAVE_LOST_MAX];	/* large: not on the stack */
	bool unkept;

	if (tui_computer_init(&tui->computer) < 0) {
		fprintf(stderr, "gnomon: no memory for the computer player\n");
		return 1;
	}
	have_saved_termios = tcgetattr(STDIN_FILENO, &saved_termios) == 0;
	tui_signals();
	if (tui_start_curses(&tui->style.colours, &tui->ui.options, why) < 0) {
		message_print(stderr, "%s\n", why);
		tui_computer_free(&tui->computer);
		return 1;
	}
	tui_settle(tui);
	{
		struct ui_view first;	/* what the screen starts as */

		ui_view_build(&tui->ui, &first);
		tui->drawn_screen = first.screen;
		tui->drawn_asking_quit = first.asking_quit;
	}

	while (quit_signal == 0 && !leave) {
		struct ui_view view;
		int key;

		if (tui->fresh)
			tui_settle(tui);
		leave = tui_event(tui, tui_computer_turn(tui));
		if (!leave && tui->peer != NULL)
			leave = tui_event(tui,
			    tui->peer->turn(tui->peer->context, &tui->ui,
				tui->peer_revents, tui_now_ms()));
		if (leave)
			break;
		ui_view_build(&tui->ui, &view);
		if (view.screen != tui->drawn_screen &&
		    (tui_full_screen(view.screen) ||
		    tui_full_screen(tui->drawn_screen)))
			tui->must_clear = true;
		if (tui->must_clear) {
			erase();
			tui->must_clear = false;
		}
		tui->drawn_screen = view.screen;
		tui->drawn_asking_quit = view.asking_quit;
		/* Calm: the ring's steady mark without the pulse over it,
		 * and nothing sent while nothing happens. */
		tui_draw(&view, &tui->layout, &tui->style,
		    !tui->ui.options.calm && tui_now_ms() / PULSE_MS % 2 == 0);
		if (tui->ui.options.cursor)
			tui_draw_cursor(&view, &tui->layout);
		key = tui_wait_key(tui, had_key);
		had_key = key != ERR;
		if (key != ERR) {
			empty_reads = 0;
			leave = tui_event(tui, tui_handle_key(tui, key));
		} else if (errno == EINTR)
			errno = 0;
		else if (tui_terminal_gone(&empty_reads))
			quit_signal = SIGHUP;	/* a hangup, signal or not */
	}

	tui_computer_free(&tui->computer);
	/* A signal is a quit without the question: the game is kept (unless
	 * it was just quit or abandoned, and saved so), and before the
	 * terminal is touched, since after SIGHUP it may be gone and writing
	 * to it can fail. */
	if (quit_signal != 0 && !leave)
		ui_save_event(&tui->save, &tui->ui, UI_EVENT_QUIT);
	/* Saved: the lock goes before the terminal is touched, so a session
	 * taking over (ui_save_take_over) waits on no dead terminal. */
	if (tui->save.enabled)
		ui_save_close(&tui->save);
	tui_mouse_stop();
	endwin();
	delscreen(tui_screen);
	tui_screen = NULL;
	/* Taken over: the old terminal is told why the game left it. */
	if (taken_over_by != 0)
		tui_say_taken_over((pid_t)taken_over_by);
	unkept = ui_save_lost(&tui->save, &tui->ui, lost);
	if (unkept)
		message_print(stderr, "%s\n", lost);
	else if (tui->save.notice[0] != '\0')
		message_print(stderr, "%s\n", tui->save.notice);
	/* As a shell reports a death by signal: 130 for Ctrl-C, 143 for
	 * SIGTERM. */
	if (quit_signal != 0)
		return 128 + quit_signal;
	return unkept ? 1 : 0;
}

int
tui_show_record(const struct record *record, const struct ui_review *review,
    bool ascii)
{
	static struct tui tui;
	struct play_options options;

	play_options_default(&options);
	options.rules = record->start.rules;
	options.hotseat = options.chose = true;
	ui_init(&tui.ui, &options);
	if (!tui_begin(&tui, ascii))
		return 1;
	if (review != NULL)
		tui_review_show(&tui.ui, record, review);
	else
		ui_replay(&tui.ui, record);
	/* tui.save stays disabled: a replay or a review is never saved. */
	return tui_loop(&tui);
}

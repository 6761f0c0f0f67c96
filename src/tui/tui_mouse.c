/*
 * tui_mouse.c owns the mouse: asking the terminal for its reports, and
 * reading them into clicks and the pointer's motion for the interface
 * (ui_click, ui_hover).
 *
 * MOTION
 * Curses asks an xterm-like terminal (its kmous is an escape sequence) for
 * presses and releases only (mode 1000); any-event tracking (mode 1003,
 * which xterm, tmux, screen, VTE, kitty and the like know, and the rest
 * ignore) adds a report whenever the pointer moves, which curses reads as
 * REPORT_MOUSE_POSITION.  Any of 1000 to 1003 turned off ends them all, so
 * curses' own "off" (endwin, Ctrl-Z) ends this too; after Ctrl-Z curses
 * turns 1000 back on, and the next click asks for motion again.
 *
 * SGR REPORTS
 * The old (X10) report gives a column as one byte, 32 more than it: none
 * past column 223.  The SGR form (mode 1006) writes the numbers out,
 * ESC [ < button ; column ; row, then M (a press, a motion) or m (a
 * release).  Curses reads it itself where the terminal's description says
 * so (its kmous is ESC [ <, as xterm-256color's is); where it says the old
 * form (tmux-256color, screen-256color, whose terminals know SGR), the game
 * asks for SGR itself and reads the reports (tui_mouse_sgr): a terminal
 * that does not know 1006 ignores it and goes on with the old form, which
 * curses reads as before.
 */
#include "tui.h"

#include <stdio.h>
#include <string.h>
#include <term.h>

static const char motion_on[] = "\033[?1003h";
static const char motion_off[] = "\033[?1003l";
static const char sgr_on[] = "\033[?1006h";
static const char sgr_off[] = "\033[?1006l";
static const char sgr_report[] = "\033[<";
static const char x10_report[] = "\033[M";

enum {
	SGR_REPORT_MAX = 24, /* "B;X;Y" and its end: longer is junk */
	SGR_NUMBER_MAX = 100000, /* beyond any screen */
	SGR_EXTRA = 128, /* button bits of an SGR report: 8 to 11 */
	SGR_WHEEL = 64,
	SGR_MOTION = 32,
	SGR_BUTTON = 3,
	SGR_LEFT = 0,
	SGR_RIGHT = 2
};

/* What a mouse report says, whoever read it (curses, or tui_mouse_sgr). */
enum tui_mouse_report { TUI_MOUSE_MOVE, TUI_MOUSE_LEFT, TUI_MOUSE_RIGHT };

static bool
tui_mouse_reports_motion(void)
{
	const char *kmous = tui_terminal_capability("kmous");

	return kmous != NULL && kmous[0] == '\033' && kmous[1] == '[';
}

/* The terminal's description gives the old form of reports only. */
static bool
tui_mouse_sgr_ours(void)
{
	const char *kmous = tui_terminal_capability("kmous");

	return kmous != NULL && strcmp(kmous, x10_report) == 0;
}

/*
 * putp writes through stdio's buffer, curses through its own: sent at
 * once, and only when curses has sent what it holds (after a refresh, or
 * getch's), so that its "mode 1000 on" cannot come after ours and undo it.
 */
static void
tui_mouse_send(const char *sequence)
{
	putp(sequence);
	fflush(stdout);
}

void
tui_mouse_motion(bool on)
{
	if (tui_mouse_reports_motion())
		tui_mouse_send(on ? motion_on : motion_off);
}

void
tui_mouse_start(void)
{
	refresh();
	if (tui_mouse_sgr_ours()) {
		define_key(sgr_report, TUI_KEY_SGR_REPORT);
		tui_mouse_send(sgr_on);
	}
	tui_mouse_motion(true);
}

void
tui_mouse_stop(void)
{
	tui_mouse_motion(false);
	if (tui_mouse_sgr_ours())
		tui_mouse_send(sgr_off);
}

static enum ui_event
tui_mouse_pointer(struct tui *tui, enum tui_mouse_report what, int y, int x)
{
	int cell = tui_draw_cell_at(&tui->layout, y, x);

	if (what == TUI_MOUSE_MOVE) {
		ui_hover(&tui->ui, cell);
		return UI_EVENT_NONE;
	}
	tui_mouse_motion(true);
	if (what == TUI_MOUSE_LEFT)
		return ui_click(&tui->ui, cell, false);
	return ui_click(&tui->ui, UI_NO_CELL, true);
}

enum ui_event
tui_mouse(struct tui *tui)
{
	MEVENT mouse;

	if (getmouse(&mouse) != OK)
		return UI_EVENT_NONE;
	if (mouse.bstate & REPORT_MOUSE_POSITION)
		return tui_mouse_pointer(tui, TUI_MOUSE_MOVE, mouse.y, mouse.x);
	if (mouse.bstate & BUTTON1_PRESSED)
		return tui_mouse_pointer(tui, TUI_MOUSE_LEFT, mouse.y, mouse.x);
	if (mouse.bstate & BUTTON3_PRESSED)
		return tui_mouse_pointer(tui, TUI_MOUSE_RIGHT, mouse.y,
		    mouse.x);
	return UI_EVENT_NONE;
}

/* A release, the wheel, another button, or anything malformed does
 * nothing. */
enum ui_event
tui_mouse_sgr(struct tui *tui, int wait_ms, int then_ms)
{
	int numbers[3] = { 0, 0, 0 }, count = 0, c = ERR;

	timeout(wait_ms);
	for (int i = 0; i < SGR_REPORT_MAX; i++) {
		c = getch();
		if (c >= '0' && c <= '9') {
			if (numbers[count] < SGR_NUMBER_MAX)
				numbers[count] =
				    numbers[count] * 10 + (c - '0');
		} else if (c == ';' && count < 2)
			count++;
		else
			break;
	}
	timeout(then_ms);
	if (count != 2 || c != 'M' || numbers[1] < 1 || numbers[2] < 1 ||
	    (numbers[0] & (SGR_WHEEL | SGR_EXTRA)))
		return UI_EVENT_NONE;
	if (numbers[0] & SGR_MOTION)
		return tui_mouse_pointer(tui, TUI_MOUSE_MOVE, numbers[2] - 1,
		    numbers[1] - 1);
	if ((numbers[0] & SGR_BUTTON) == SGR_LEFT)
		return tui_mouse_pointer(tui, TUI_MOUSE_LEFT, numbers[2] - 1,
		    numbers[1] - 1);
	if ((numbers[0] & SGR_BUTTON) == SGR_RIGHT)
		return tui_mouse_pointer(tui, TUI_MOUSE_RIGHT, numbers[2] - 1,
		    numbers[1] - 1);
	return UI_EVENT_NONE;
}

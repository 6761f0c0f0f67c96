/*
 * ui.c is the top of the interface: it sets the interface up with the
 * table of its modes (ui_mode.h), each defined in the file that owns its
 * screen, and hands each key and click to the mode on top of the stack.
 * The game is ui_game.c's, the board's screen ui_play.c's, the menu
 * ui_menu.c's; the rules page (ui_page.c), the questions (ui_confirm.c),
 * the typed move (ui_typing.c), the replay (ui_replay.c), the pie step
 * (ui_pie.c), the lessons (ui_lesson.c) and a room's screens
 * (ui_remote.c) are modes of their own.  Nothing under src/ui calls this
 * file.
 *
 * Every entry point returns what it did to the game as an enum ui_event
 * (ui.h), passed up from the handler that knows it; nothing is left in
 * flags for the front end to find and clear.
 */
#include "ui/ui.h"
#include "ui/play_options.h"
#include "ui/ui_binding.h"
#include "ui/ui_cursor.h"
#include "ui/ui_game.h"
#include "ui/ui_mode.h"

#include <stdio.h>
#include <string.h>

#include "ui/ui_confirm.h"
#include "ui/ui_lesson.h"
#include "ui/ui_menu.h"
#include "ui/ui_page.h"
#include "ui/ui_remote.h"

/* Every mode, by its id, for ui_mode_go. */
static const struct ui_mode_ops *const ui_modes[UI_MODES] = {
	[UI_MODE_MENU] = &ui_mode_menu,
	[UI_MODE_PLAY] = &ui_mode_play,
	[UI_MODE_TYPING] = &ui_mode_typing,
	[UI_MODE_RULES] = &ui_mode_rules,
	[UI_MODE_CONFIRM_QUIT] = &ui_mode_confirm_quit,
	[UI_MODE_RESUME] = &ui_mode_resume,
	[UI_MODE_REPLAY] = &ui_mode_replay,
	[UI_MODE_SAY] = &ui_mode_say,
	[UI_MODE_CONFIRM_RESIGN] = &ui_mode_confirm_resign,
	[UI_MODE_LESSONS] = &ui_mode_lessons,
	[UI_MODE_PIE] = &ui_mode_pie,
	[UI_MODE_CONFIRM_HOLD] = &ui_mode_confirm_hold,
	[UI_MODE_CONFIRM_NEW] = &ui_mode_confirm_new,
	[UI_MODE_QUIT] = &ui_mode_quit
};

void
ui_init(struct ui *ui, const struct play_options *options)
{
	memset(ui, 0, sizeof *ui);
	ui->modes_by_id = ui_modes;
	ui_game_init(ui, options);
	if (options->chose)
		ui_menu_new_game(ui);
}

void
ui_init_again(struct ui *ui, const struct play_options *options)
{
	struct play_options again = *options;	/* ui_init clears the ui's */
	bool ascii = ui->ascii;
	int page_rows = ui->page.rows;

	ui_mode_free_all(ui);	/* each mode up put away, as it would be */
	ui_init(ui, &again);
	ui->ascii = ascii;
	ui->page.rows = page_rows;
}

void
ui_init_remote(struct ui *ui, struct ui_remote *remote,
    const struct rules *rules, const char *room, int seat, bool ascii)
{
	struct play_options options;

	play_options_default(&options);
	options.rules = *rules;
	options.hotseat = options.chose = true;
	options.ascii = ascii;
	ui_init(ui, &options);
	ui_remote_take_seat(ui, remote, room, seat);
}

/* y to "Resume this game?": the game is played on. */
static enum ui_event
ui_resumed(struct ui *ui)
{
	ui_mode_go(ui, ui_game_pie_pending(ui) ? UI_MODE_PIE : UI_MODE_PLAY);
	snprintf(ui->message, sizeof ui->message, "Game resumed");
	return UI_EVENT_RESUMED;
}

/* n: the game the command line chose begins instead, on the same
 * terminal. */
static enum ui_event
ui_declined(struct ui *ui)
{
	ui_init_again(ui, &ui->options);
	return UI_EVENT_DECLINED;
}

void
ui_offer_resume(struct ui *ui)
{
	ui_confirm_resume(ui, ui_resumed, ui_declined);
}

enum ui_event
ui_offer_take(struct ui *ui)
{
	if (ui_mode(ui) != UI_MODE_RESUME)
		return UI_EVENT_NONE;
	return ui_resumed(ui);
}

/* The player's own key for a command (the settings file's) stands for
 * the command's usual key, where keys are commands, not letters typed or
 * answers. */
static int
ui_key_remap(const struct ui *ui, int key)
{
	static const int usual[PLAY_COMMANDS] = {
		[PLAY_COMMAND_UNDO] = 'U', [PLAY_COMMAND_HINTS] = 'H',
		[PLAY_COMMAND_TOMORROW] = 'S', [PLAY_COMMAND_NEW] = 'R',
		[PLAY_COMMAND_RULES] = UI_KEY_F1, [PLAY_COMMAND_QUIT] = 'q',
		[PLAY_COMMAND_TYPE] = ':', [PLAY_COMMAND_TIP] = 'T',
		[PLAY_COMMAND_REVIEW] = 'V'
	};

	if (!ui_mode_top(ui)->commands)
		return key;
	for (int command = 0; command < PLAY_COMMANDS; command++)
		if (ui->options.keys[command] != 0 &&
		    key == ui->options.keys[command])
			return usual[command];
	return key;
}

/*
 * ? on the board: the key to its marks, one screen, for the player who
 * meets a mark and wants its meaning now, not the whole manual (a
 * newcomer asked for it).  Any key puts it away; ? again or F1 goes on to
 * the rules.  True when the key was the key's own.
 */
static bool
ui_key_marks(struct ui *ui, const struct ui_binding **binding)
{
	enum ui_action action = *binding != NULL ? (*binding)->action :
	    UI_ACTION_NONE;

	if (ui_mode_marks_shown(ui)) {
		ui_mode_show_marks(ui, false);
		if (action == UI_ACTION_MARKS || action == UI_ACTION_RULES)
			ui_page_open_rules(ui);
		return true;
	}
	if (action != UI_ACTION_MARKS)
		return false;
	/* The screens with the board up and nothing over it say what its
	 * marks mean; elsewhere ? is the rules, as F1 is. */
	if (ui_mode_top(ui)->marks) {
		ui_mode_show_marks(ui, true);
		return true;
	}
	*binding = ui_binding_find(UI_KEY_F1);
	return false;
}

enum ui_event
ui_key(struct ui *ui, int key)
{
	const struct ui_binding *binding;
	const struct ui_mode_ops *mode;

	key = ui_key_remap(ui, key);
	binding = ui_binding_find(key);

	if (ui_key_marks(ui, &binding))
		return UI_EVENT_NONE;

	mode = ui_mode_top(ui);
	return mode->key != NULL ? mode->key(ui, key, binding) : UI_EVENT_NONE;
}

bool
ui_done(const struct ui *ui)
{
	return ui_mode(ui) == UI_MODE_QUIT;
}

enum ui_event
ui_click(struct ui *ui, int cell, bool right)
{
	if (ui_mode_marks_shown(ui)) {
		/* a click puts the key away, as a key does */
		ui_mode_show_marks(ui, false);
		return UI_EVENT_NONE;
	}
	if (ui_mode_top(ui)->click == NULL)
		return UI_EVENT_NONE;
	return ui_mode_top(ui)->click(ui, cell, right);
}

/*
 * The mouse resting on a cell, where the terminal reports motion: the
 * cursor goes there, as the arrow keys would take it, and the details line
 * follows; nothing is selected or played.  A motion within the cell the
 * cursor is on already, or off the board, changes nothing, so that a
 * message stays until the pointer really goes somewhere else.
 */
void
ui_hover(struct ui *ui, int cell)
{
	if (ui_mode(ui) != UI_MODE_PLAY || ui_mode_marks_shown(ui) ||
	    cell == UI_NO_CELL || cell == ui_cursor_cell(ui))
		return;
	ui->message[0] = '\0';
	ui_cursor_move(ui, cell);
}

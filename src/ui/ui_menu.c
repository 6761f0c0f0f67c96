/*
 * ui_menu.c owns the new-game menu's screen (UI_MODE_MENU): its rows, what
 * each key changes, Join a friend's line, and the new game it begins.
 * The row the cursor is on and the line typed are the screen's own, in
 * its entries on the stack; what outlives the screen (the choices the
 * game starts from, the friend's room the front end acts on once the
 * interface has left) is the service's, ui_choices.h.  Leaving the menu
 * returns to the game on the board, if there is one.
 */
#include "ui/ui_binding.h"
#include "ui/ui_choices.h"
#include "ui/ui_cursor.h"
#include "ui/ui_game.h"
#include "ui/ui_menu.h"
#include "ui/ui_mode.h"

#include <assert.h>
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "ai/pie.h"
#include "core/rng.h"
#include "ui/ui_friend.h"
#include "ui/ui_lesson.h"
#include "ui/ui_puzzle.h"
#include "ui/ui_page.h"
#include "ui/ui_pie.h"
#include "ui/ui_tally.h"
#include "ui/ui_tip.h"

enum {
	/* Join a friend's line on the prompt's row: "Join: ", the last
	 * this many characters of it and the cursor, in 80 columns. */
	UI_FRIEND_SHOWN = 64
};

/*
 * The screens of their own that the menu opens over itself by a key, a
 * line each: SCREEN(key, its words on the keys line, the function of the
 * screen's file that opens it).  That line is all a new screen needs
 * here: the macros below declare its opener, hand it the key (either
 * case) and list it on the menu's keys line.
 */
#define UI_MENU_SCREENS(SCREEN) \
	SCREEN('G', "G your games", ui_games_open) \
	/* the end of the list */

#define UI_MENU_DECLARE(key, words, opener) void opener(struct ui *);
UI_MENU_SCREENS(UI_MENU_DECLARE)
#define UI_MENU_KEYS(key, words, opener) words " · "

/* The menu's own screen, in its entry on the stack. */
struct ui_menu_screen {
	int		row;		/* enum ui_menu_row */
	bool		said_sun;	/* the message is S's, until a step */
};

/* Join a friend's line, a mode of its own over the menu (below), with
 * the line typed in its entry. */
struct ui_menu_join {
	char		line[UI_FRIEND_LINE_MAX];
};
static const struct ui_mode_ops ui_mode_join;

_Static_assert(sizeof(struct ui_menu_join) <= UI_MODE_DATA_MAX,
    "Join a friend's line fits in its entry on the stack");

static const char *const side_names[] = { "Amber", "Teal", "random" };
static const char *const opponent_names[UI_OPPONENTS] = {
	"the computer", "two players", "watch the computer"
};

void
ui_menu_reset(struct ui *ui)
{
	if (ui->game.started)
		return;
	ui_game_setup(ui, &ui->options);
	board_start(&ui->game.start, &ui->rules);
	ui->game.board = ui->game.start;
	hints_analyse(&ui->game.board, &ui->hints);
}

enum ui_event
ui_menu_new_game(struct ui *ui)
{
	enum ui_event event = ui->game.started && ui->game.plies > 0 &&
	    !ui_game_is_over(ui) ? UI_EVENT_REPLACED : UI_EVENT_NEW_GAME;

	ui->game.opponent = ui_choices_opponent(ui);
	ui->game.level = ui_choices_level(ui);
	if (ui_choices_side(ui) == PLAY_SIDE_RANDOM)
		ui->game.human = (int)(rng_next(&ui->random) & 1);
	else
		ui->game.human = ui_choices_side(ui) == PLAY_SIDE_TEAL ?
		    COLOUR_TEAL : COLOUR_AMBER;

	board_start(&ui->game.start, &ui->rules);
	ui->game.board = ui->game.start;
	ui->game.plies = 0;
	ui->game.filed_as[0] = '\0';
	ui_tally_clear(ui);
	ui->game.started = true;
	ui->game.from_menu = false;	/* the menu's Enter says so after */
	ui_choices_begun(ui);
	ui_mode_go(ui, UI_MODE_PLAY);
	ui_tip_restart(ui, 0);
	ui_cursor_show_tomorrow(ui, false);
	ui->message[0] = '\0';
	/* The cursor starts on the middle stone of the person's back rank. */
	ui_cursor_to_back_rank(ui);
	ui->game.pie.step = UI_PIE_OFF;
	ui_game_changed(ui);
	if (ui->rules.pie)
		ui_pie_open(ui);
	return event;
}

bool
ui_menu_row_applies(const struct ui *ui, int row)
{
	switch (row) {
	case UI_MENU_LEVEL:
		return ui_choices_opponent(ui) != UI_OPPONENT_PEOPLE;
	case UI_MENU_SIDE:
		return ui_choices_opponent(ui) == UI_OPPONENT_COMPUTER;
	case UI_MENU_SUN:
		return ui_menu_sun_applies(&ui->rules);
	default:
		return true;
	}
}

bool
ui_menu_sun_applies(const struct rules *rules)
{
	/* Only where games measured the balance, and not when the players
	 * choose the sun themselves. */
	return !rules->pie && pie_measured_sun(rules) >= 0;
}

/* The menu's screen, under Join a friend's line or not: the menu is on
 * the stack whenever one of its functions is called. */
static struct ui_menu_screen *
ui_menu_screen(const struct ui *ui)
{
	struct ui_menu_screen *menu = ui_mode_data(ui, &ui_mode_menu);

	assert(menu != NULL);
	return menu;
}

int
ui_menu_row(const struct ui *ui)
{
	const struct ui_menu_screen *menu = ui_mode_data(ui, &ui_mode_menu);

	return menu != NULL ? menu->row : -1;
}

/* True for a row the menu's cursor stops on: one that applies and is a
 * choice, not the Sun row's words of the sun's balance, which a newcomer
 * read as information to pass over (S turns the sun: ui_key_menu). */
static bool
ui_menu_row_stops(const struct ui *ui, int row)
{
	return row != UI_MENU_SUN && ui_menu_row_applies(ui, row);
}

/* The menu enters the stack on the row it was sent to. */
static void
ui_menu_init(struct ui *ui, void *data)
{
	struct ui_menu_screen *menu = data;

	menu->row = ui_choices_menu_row(ui);
	if (menu->row == UI_MENU_SUN)
		menu->row = UI_MENU_START;
}

/* The menu's cursor up (-1) or down (+1), over the rows it does not stop
 * on. */
static void
ui_menu_step(struct ui *ui, int delta)
{
	struct ui_menu_screen *menu = ui_menu_screen(ui);
	int row = menu->row + delta;

	while (row >= 0 && row < UI_MENU_ROWS && !ui_menu_row_stops(ui, row))
		row += delta;
	if (row >= 0 && row < UI_MENU_ROWS)
		menu->row = row;
}

/* The fair rules (the sun the measured games find nearest even) or back
 * to the sun there was before them. */
void
ui_menu_turn_sun(struct rules *rules, int *designer)
{
	int fair = pie_measured_sun(rules);

	if (rules->start_sun == fair)
		rules->start_sun = *designer;
	else {
		*designer = rules->start_sun;
		rules->start_sun = fair;
	}
}

static void ui_menu_say_sun(struct ui *);

static void
ui_menu_fair_sun(struct ui *ui)
{
	int designer = ui_choices_sun(ui);

	ui_menu_turn_sun(&ui->rules, &designer);
	ui_choices_set_sun(ui, designer);
}

enum play_side
ui_menu_next_side(enum play_side side, int delta)
{
	return (enum play_side)((side + PLAY_SIDE_RANDOM + 1 + delta) %
	    (PLAY_SIDE_RANDOM + 1));
}

static void
ui_menu_change(struct ui *ui, int delta)
{
	switch (ui_menu_screen(ui)->row) {
	case UI_MENU_OPPONENT:
		ui_choices_set_opponent(ui, (enum ui_opponent)
		    ((ui_choices_opponent(ui) + UI_OPPONENTS + delta) %
		    UI_OPPONENTS));
		break;
	case UI_MENU_LEVEL:
		ui_choices_set_level(ui, ui_choices_level(ui) + delta);
		break;
	case UI_MENU_SIDE:
		ui_choices_set_side(ui,
		    ui_menu_next_side(ui_choices_side(ui), delta));
		break;
	case UI_MENU_PIE:
		ui->rules.pie = !ui->rules.pie;
		break;
	default:
		break;
	}
}

/*
 * Join a friend's line, typed on the menu: what the friend's screen shows
 * (a room's name, or HOST:PORT), "gnomon join" before it or not.  Enter
 * hands it to the front end; Esc, or Backspace on nothing, goes back to
 * the rows.  No token is typed here: the front end asks for one where it
 * is needed, never shown.
 */
static enum ui_event
ui_menu_join_key(struct ui *ui, int key, const struct ui_binding *binding)
{
	struct ui_menu_join *join = ui_mode_data(ui, &ui_mode_join);
	size_t length = strlen(join->line);

	(void)binding;
	ui->message[0] = '\0';
	if (key == UI_KEY_ENTER || key == '\r') {
		if (join->line[strspn(join->line, " ")] == '\0')
			return UI_EVENT_NONE;
		ui_choices_set_friend(ui, UI_FRIEND_JOIN, join->line);
		return ui_mode_leave(ui, UI_EVENT_QUIT);
	}
	if (key == UI_KEY_ESCAPE || ((key == UI_KEY_BACKSPACE || key == '\b') &&
	    length == 0))
		ui_mode_pop(ui);
	else if (key == UI_KEY_BACKSPACE || key == '\b')
		join->line[length - 1] = '\0';
	else if (key >= ' ' && key < UI_KEY_BACKSPACE &&
	    length + 1 < sizeof join->line) {
		join->line[length] = (char)key;
		join->line[length + 1] = '\0';
	}
	return UI_EVENT_NONE;
}

void
ui_menu_friend_refused(struct ui *ui, const char *why)
{
	bool joining = ui_choices_friend(ui) == UI_FRIEND_JOIN;
	char line[UI_FRIEND_LINE_MAX];

	snprintf(line, sizeof line, "%s", ui_choices_friend_line(ui));
	ui_choices_set_friend(ui, UI_FRIEND_NONE, NULL);
	/* Back on the row that asked, and Join a friend's line as it was
	 * typed, to be put right. */
	ui_choices_set_menu_row(ui, joining ? UI_MENU_JOIN : UI_MENU_FRIEND);
	ui_mode_go(ui, UI_MODE_MENU);
	if (joining && ui_mode_push(ui, &ui_mode_join) == 0) {
		struct ui_menu_join *join = ui_mode_data(ui, &ui_mode_join);

		snprintf(join->line, sizeof join->line, "%s", line);
	}
	ui_game_say(ui, why);
}

/* `key` opens one of the menu's screens (UI_MENU_SCREENS): true if so. */
static bool
ui_menu_open_screen(struct ui *ui, int key)
{
#define UI_MENU_OPEN(screen_key, words, opener) \
	if (key == (screen_key) || key == tolower(screen_key)) { \
		opener(ui); \
		return true; \
	}
	UI_MENU_SCREENS(UI_MENU_OPEN)
	(void)ui;
	(void)key;
	return false;
}

static enum ui_event
ui_key_menu(struct ui *ui, int key, const struct ui_binding *binding)
{
	struct ui_menu_screen *menu = ui_menu_screen(ui);
	enum ui_event event;

	if (ui_menu_open_screen(ui, key))
		return UI_EVENT_NONE;
	if (key >= '0' + LEVEL_MIN && key <= '0' + LEVEL_MAX &&
	    ui_menu_row_applies(ui, UI_MENU_LEVEL)) {
		ui_choices_set_level(ui, key - '0');
		menu->row = UI_MENU_LEVEL;
		return UI_EVENT_NONE;
	}
	if (binding == NULL)
		return UI_EVENT_NONE;
	switch (binding->action) {
	case UI_ACTION_STEP:
		if (menu->said_sun)
			ui->message[0] = '\0';
		menu->said_sun = false;
		if (binding->point == COMPASS_N)
			ui_menu_step(ui, -1);
		else if (binding->point == COMPASS_S)
			ui_menu_step(ui, 1);
		else if (binding->point == COMPASS_E)
			ui_menu_change(ui, 1);
		else if (binding->point == COMPASS_W)
			ui_menu_change(ui, -1);
		break;
	case UI_ACTION_SELECT:
		if (menu->row == UI_MENU_LEARN) {
			ui_lesson_open(ui, false);
			return UI_EVENT_NONE;
		}
		if (menu->row == UI_MENU_PUZZLE) {
			ui_puzzle_open_today(ui);
			return UI_EVENT_NONE;
		}
		/* A friend's game is a room's: the front end opens or joins
		 * it once this game (kept for later) is left, where the
		 * friend is (the lobby refuses it). */
		if (menu->row == UI_MENU_FRIEND && !ui->options.lobby) {
			ui->message[0] = '\0';
			ui_friend_ask_place(ui);
			return UI_EVENT_NONE;
		}
		if (menu->row == UI_MENU_FRIEND) {
			ui->message[0] = '\0';
			ui_choices_set_friend(ui, UI_FRIEND_HOST, NULL);
			return ui_mode_leave(ui, UI_EVENT_QUIT);
		}
		if (menu->row == UI_MENU_JOIN) {
			ui->message[0] = '\0';
			(void)ui_mode_push(ui, &ui_mode_join);
			return UI_EVENT_NONE;
		}
		/* Chosen here: kept for the next time (ui_save.c). */
		ui_choices_chosen(ui);
		event = ui_menu_new_game(ui);
		ui->game.from_menu = true;
		return event;
	case UI_ACTION_RULES:
		ui_page_open_rules(ui);
		break;
	case UI_ACTION_TOMORROW:
		/* S: the sun, from the Sun row's words, which are no stop. */
		if (ui_menu_row_applies(ui, UI_MENU_SUN)) {
			ui_menu_fair_sun(ui);
			ui_menu_say_sun(ui);
			menu->said_sun = ui->message[0] != '\0';
		}
		break;
	case UI_ACTION_DESELECT:
	case UI_ACTION_QUIT:
	case UI_ACTION_NEW_GAME:
		/* Leaving the menu returns to the game, if there is one;
		 * before the first game only q leaves, and it quits, as it
		 * does over a game just chosen here (q there came back). */
		if (ui->game.started && !(ui_game_fresh_from_menu(ui) &&
		    binding->action == UI_ACTION_QUIT))
			ui_mode_go(ui, ui_game_pie_pending(ui) ? UI_MODE_PIE :
			    UI_MODE_PLAY);
		else if (binding->action == UI_ACTION_QUIT)
			return ui_mode_leave(ui, UI_EVENT_QUIT);
		break;
	default:
		break;
	}
	return UI_EVENT_NONE;
}

/* The sun's row: which side the sun favours, and Amber's measured share
 * of the points beside it, to the whole percent ("Sun N favours Teal:
 * Amber 19%", "Sun SE is fairest: Amber 51%").  A newcomer read "Sun N:
 * Amber scores 19.0%" without seeing that the start favours the side they
 * were not playing, nor what the number was. */
void
ui_menu_sun_words(const struct rules *rules, char *text, size_t size)
{
	ui_pie_sun_words(rules, rules->start_sun, text, size);
}

/* The fair sun stands in the designer's place on the menu. */
static bool
ui_menu_view_fair(const struct ui *ui)
{
	int fair = pie_measured_sun(&ui->rules);

	return fair >= 0 && ui->rules.start_sun == fair &&
	    ui_choices_sun(ui) != fair;
}

/* What S did, on the details line: the sun's share, and which sun the
 * record counts (what the Sun row's details said when it was a stop). */
static void
ui_menu_say_sun(struct ui *ui)
{
	int score = pie_measured_score(&ui->rules, ui->rules.start_sun);
	int tenths = PIE_PER_MILLE / 100;

	if (score < 0)
		return;
	if (ui_menu_view_fair(ui))
		/* Not the designer's rules: the record keeps it apart. */
		snprintf(ui->message, sizeof ui->message,
		    "%s: Amber %d.%d%% between strong players; "
		    "your record keeps sun %s games apart",
		    compass_name(ui->rules.start_sun), score / tenths,
		    score % tenths, compass_name(ui_choices_sun(ui)));
	else
		snprintf(ui->message, sizeof ui->message, "%d.%d%%: Amber's "
		    "share of points between strong computer players; %s is "
		    "fairest", score / tenths, score % tenths,
		    compass_name(pie_measured_sun(&ui->rules)));
}

/* What the menu's current row means, on the details line, where a row
 * needs more words than its text has room for: "Amber scores 19.0%" read
 * as "you will lose" to a newcomer.  The newcomer's first game is the
 * fair one (ui_choices.h), and the line says why until they choose. */
static void
ui_menu_view_detail(const struct ui *ui, char *text, size_t size)
{
	int row = ui_menu_screen(ui)->row;
	int designer = pie_measured_score(&ui->rules, ui_choices_sun(ui));
	int tenths = PIE_PER_MILLE / 100, half = PIE_PER_MILLE / 2;

	if (ui->message[0] != '\0')
		return;
	if (ui_menu_joining(ui))
		snprintf(text, size,
		    "Type what your friend's screen shows: the "
		    "room's name, or HOST:PORT");
	else if (row == UI_MENU_FRIEND)
		snprintf(text, size, "Opens a room here; the screen then shows "
		    "what your friend types to join it");
	else if (row == UI_MENU_JOIN)
		snprintf(text, size, "Your friend chose Play a friend: type "
		    "the line their screen shows");
	else if (ui_choices_newcomer(ui) && !ui->rules.pie &&
	    row != UI_MENU_PIE && row != UI_MENU_LEARN &&
	    row != UI_MENU_PUZZLE &&
	    ui_menu_view_fair(ui) &&
	    designer >= 0 && designer != half)
		snprintf(text, size,
		    "A fair first game: sun %s, as sun %s "
		    "favours %s (Amber %d%%); S for sun %s",
		    compass_name(ui->rules.start_sun),
		    compass_name(ui_choices_sun(ui)),
		    colour_name(designer < half ? COLOUR_TEAL : COLOUR_AMBER),
		    (designer + tenths / 2) / tenths,
		    compass_name(ui_choices_sun(ui)));
	else if (row == UI_MENU_PIE)
		snprintf(text, size, "The pie rule: Amber's player chooses the "
		    "first sun, then Teal's a colour");
	else if (row == UI_MENU_PUZZLE)
		snprintf(text, size, "A position where one move wins: find "
		    "it. The same for everyone, new each day");
	else if (row != UI_MENU_LEARN)
		/* A newcomer chose a level at every start, not knowing the
		 * menu could remember it (ui_choices.h). */
		snprintf(text, size, "The menu keeps your choices for next "
		    "time; command-line options come first");
}

void
ui_menu_side_words(enum play_side side, char *text, size_t size)
{
	snprintf(text, size, "You play: %s", side_names[side]);
}

void
ui_menu_pie_words(bool pie, char *text, size_t size)
{
	snprintf(text, size, "Pie rule: %s", pie ? "on" : "off");
}

/* A row of the new-game menu as text ("Computer level: 2 of 5"). */
static void
ui_menu_view_row(const struct ui *ui, int row, char *text, size_t size)
{
	switch (row) {
	case UI_MENU_OPPONENT:
		snprintf(text, size, "Play: %s",
		    opponent_names[ui_choices_opponent(ui)]);
		break;
	case UI_MENU_LEVEL:
		snprintf(text, size, "Computer level: %d of %d",
		    ui_choices_level(ui), LEVEL_MAX);
		break;
	case UI_MENU_SIDE:
		ui_menu_side_words(ui_choices_side(ui), text, size);
		break;
	case UI_MENU_PIE:
		ui_menu_pie_words(ui->rules.pie, text, size);
		break;
	case UI_MENU_SUN:
		ui_menu_sun_words(&ui->rules, text, size);
		break;
	case UI_MENU_LEARN:
		snprintf(text, size, "Learn to play: the lessons");
		break;
	case UI_MENU_PUZZLE:
		snprintf(text, size, "Today's puzzle");
		break;
	case UI_MENU_FRIEND:
		snprintf(text, size, "Play a friend");
		break;
	case UI_MENU_JOIN:
		snprintf(text, size, "Join a friend");
		break;
	default:
		snprintf(text, size, "Start the game");
		break;
	}
}

/* Whether ←→ change the row's value: not on the rows Enter acts on. */
static bool
ui_menu_view_changes(int row)
{
	return row != UI_MENU_START && row != UI_MENU_LEARN &&
	    row != UI_MENU_PUZZLE && row != UI_MENU_FRIEND &&
	    row != UI_MENU_JOIN;
}

/* The menu's rows as drawn: a mark on the current row, and the keys that
 * change it unless it is the start. */
static void
ui_menu_view_rows(const struct ui *ui, struct ui_menu *menu)
{
	/* Room for the mark and the keys around the row's text. */
	char text[UI_LINE_MAX - 16];

	menu->current = ui_menu_screen(ui)->row;
	for (int row = 0; row < UI_MENU_ROWS; row++) {
		bool current = row == menu->current;

		ui_menu_view_row(ui, row, text, sizeof text);
		/* The Sun row is no stop: its key stands beside it. */
		snprintf(menu->rows[row], sizeof menu->rows[row], "%s %s%s",
		    current ? "▸" : " ", text,
		    current && ui_menu_view_changes(row) ? "  ←→" :
		    row == UI_MENU_SUN ? "  S" : "");
		menu->applies[row] = ui_menu_row_applies(ui, row);
	}
}

/* The menu's screen: its rows, what the current one means, its keys;
 * while Join a friend's line is typed, the line. */
static void
ui_menu_view(const struct ui *ui, struct ui_view *view)
{
	struct ui_panel *panel = &view->panel;

	if (ui_menu_joining(ui)) {
		/* The line's end, where it is typed, on one row. */
		const struct ui_menu_join *join =
		    ui_mode_data(ui, &ui_mode_join);
		size_t length = strlen(join->line);
		size_t from = length > UI_FRIEND_SHOWN ?
		    length - UI_FRIEND_SHOWN : 0;

		snprintf(panel->prompt, sizeof panel->prompt,
		    "Join: %s%s_", from > 0 ? "…" : "", join->line + from);
		snprintf(panel->keys, sizeof panel->keys,
		    "Enter join · Esc back");
	} else
		snprintf(panel->keys, sizeof panel->keys,
		    "↑↓ choose · ←→ change · Enter start · "
		    UI_MENU_SCREENS(UI_MENU_KEYS) "? rules · q %s",
		    ui->game.started && !ui_game_fresh_from_menu(ui) ?
		    "back" : "quit");
	view->screen = UI_SCREEN_MENU;
	ui_menu_view_rows(ui, &view->menu);
	ui_menu_view_detail(ui, panel->detail, sizeof panel->detail);
}

const struct ui_mode_ops ui_mode_menu = {
	.name = "menu", .id = UI_MODE_MENU, .commands = true,
	.size = sizeof(struct ui_menu_screen), .init = ui_menu_init,
	.key = ui_key_menu,
	.view = ui_menu_view
};

/* Join a friend's line, over the menu's rows and shown in its place: the
 * menu's screen (its id), where every key is the line's, none a command
 * of the player's own. */
static const struct ui_mode_ops ui_mode_join = {
	.name = "join", .id = UI_MODE_MENU,
	.size = sizeof(struct ui_menu_join), .key = ui_menu_join_key,
	.view = ui_menu_view
};

bool
ui_menu_joining(const struct ui *ui)
{
	return ui_mode_top(ui) == &ui_mode_join;
}

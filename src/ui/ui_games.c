/*
 * ui_games.c owns the screen of one's own finished games (ui_games.h):
 * a page of the games filed in games/ (games_list.h) in its entry on the
 * stack, the chosen one, and its replay or review over the list.  The list
 * reads nothing but games/ and shows itself as a list (UI_SCREEN_LIST),
 * so a front end draws it without knowing it, and the menu opens it by
 * one line of its UI_MENU_SCREENS.
 */
#include "ui/ui_games.h"

#include <stdio.h>
#include <string.h>

#include "store/games_list.h"
#include "store/save.h"
#include "ui/ui_binding.h"
#include "ui/ui_game.h"
#include "ui/ui_mode.h"
#include "ui/ui_page.h"
#include "ui/ui_replay.h"
#include "ui/ui_review.h"
#include "ui/ui_text.h"

enum {
	/* The list's lines that are not rows: the title, the line above
	 * the rows and a blank line below each (the page's rows, ui->page,
	 * count the title, a blank line and the keys line already). */
	UI_GAMES_OTHER_ROWS = 2,
	UI_GAMES_PLAYER_COLUMNS = 12,	/* a player's name in a row */
	/* Why a game is unreadable, after "2026-11-29 14:28  unreadable: " */
	UI_GAMES_WHY_COLUMNS = UI_SCREEN_COLUMNS - 30,
	UI_GAMES_RESULT_COLUMNS = 10	/* "Amber won", "unfinished" */
};

/* The list's own state, in its entry on the stack: a page of the games,
 * the chosen row, and why the list cannot be read ("" when it can). */
struct ui_games {
	struct games_page page;
	int		current;
	char		why[UI_LINE_MAX];
	bool		only;	/* alone on the stack: q quits */
};
_Static_assert(sizeof(struct ui_games) <= UI_MODE_DATA_MAX,
    "a page of games fits its entry on the stack");

/* A replay of a game of the list is a mode over the replay mode (whose
 * keys step it and whose panel it shows); its state is what the replay
 * changes of the game in play, to give back when it ends. */
_Static_assert(sizeof(struct ui_game_kept) <= UI_MODE_DATA_MAX,
    "what a replay changes fits its entry on the stack");

static const struct ui_mode_ops ui_mode_games;
static const struct ui_mode_ops ui_mode_games_replay;

static const char *const result_words[] = {
	[RESULT_NONE] = "unfinished", [RESULT_AMBER] = "Amber won",
	[RESULT_TEAL] = "Teal won", [RESULT_DRAW] = "drawn"
};

static struct ui_games *
ui_games_state(const struct ui *ui)
{
	return ui_mode_data(ui, &ui_mode_games);
}

/* games/ of the state directory into `path`: 0, or -1 when there is
 * none (neither XDG_STATE_HOME nor HOME is set). */
static int
ui_games_directory(char *path)
{
	char state[SAVE_PATH_MAX - sizeof "/" SAVE_GAMES];

	if (save_directory(state, sizeof state) < 0)
		return -1;
	snprintf(path, SAVE_PATH_MAX, "%s/%s", state, SAVE_GAMES);
	return 0;
}

/* How many games a page holds: as many rows as the screen shows. */
static int
ui_games_page_size(const struct ui *ui)
{
	int rows = ui->page.rows - UI_GAMES_OTHER_ROWS;

	if (rows > GAMES_PAGE_MAX)
		rows = GAMES_PAGE_MAX;
	return rows > 1 ? rows : 1;
}

/* Reads the page `from` the game `mark`; an empty page (nothing older or
 * newer) leaves the one shown.  True when a page was read. */
static bool
ui_games_read(struct ui *ui, struct ui_games *games, enum games_from from,
    const char *mark)
{
	static struct games_page page;	/* a few KB: not on the stack */
	char directory[SAVE_PATH_MAX], message[SAVE_MESSAGE_MAX];

	games->why[0] = '\0';
	if (ui_games_directory(directory) < 0) {
		snprintf(games->why, sizeof games->why, "No games are kept: "
		    "neither XDG_STATE_HOME nor HOME is set.");
		return false;
	}
	if (games_list_page(directory, from, mark, ui_games_page_size(ui),
	    &page, message) < 0) {
		snprintf(games->why, sizeof games->why, "%.*s",
		    UI_SCREEN_COLUMNS, message);
		return false;
	}
	if (page.count == 0 && from != GAMES_NEWEST) {
		games->page.total = page.total;
		return false;
	}
	games->page = page;
	return true;
}

/* The list just entered, from the newest game. */
static void
ui_games_begin(struct ui *ui, bool only)
{
	struct ui_games *games = ui_games_state(ui);

	games->only = only;
	ui->message[0] = '\0';
	ui_games_read(ui, games, GAMES_NEWEST, NULL);
}

void
ui_games_open(struct ui *ui)
{
	if (ui_mode_push(ui, &ui_mode_games) == 0)
		ui_games_begin(ui, false);
}

void
ui_games_open_only(struct ui *ui)
{
	ui_mode_reset(ui, &ui_mode_games);
	ui_games_begin(ui, true);
}

bool
ui_games_listing(const struct ui *ui)
{
	return ui_mode_top(ui) == &ui_mode_games;
}

/* The chosen game's record into `record`; NULL, and why on the message
 * line, when there is none or it cannot be read. */
static const struct record *
ui_games_chosen(struct ui *ui, const struct ui_games *games)
{
	static struct record record;	/* large: not on the stack */
	const struct games_entry *entry = &games->page.entries[games->current];
	char directory[SAVE_PATH_MAX], path[SAVE_PATH_MAX + GAMES_NAME_MAX];
	char message[SAVE_MESSAGE_MAX];

	if (games->page.count == 0)
		return NULL;
	if (!entry->readable) {
		snprintf(ui->message, sizeof ui->message, "%s: %s",
		    entry->name, entry->why);
		return NULL;
	}
	if (ui_games_directory(directory) < 0)
		return NULL;
	snprintf(path, sizeof path, "%s/%s%s", directory, entry->name,
	    SAVE_SUFFIX);
	if (save_load(path, &record, message) <= 0) {
		snprintf(ui->message, sizeof ui->message, "%s: %.*s",
		    entry->name, UI_SCREEN_COLUMNS, message);
		return NULL;
	}
	return &record;
}

void
ui_games_replay_over(struct ui *ui, const struct record *record)
{
	struct ui_game_kept kept;

	/* The replay, then the mode over it that comes back here: two
	 * places on the stack, or neither. */
	if (ui_mode_room_for(ui, 2) < 0)
		return;
	ui_game_put_aside_kept(ui, &kept);
	(void)ui_mode_push(ui, &ui_mode_replay);
	ui_replay(ui, record);
	(void)ui_mode_push(ui, &ui_mode_games_replay);
	*(struct ui_game_kept *)ui_mode_data(ui, &ui_mode_games_replay) =
	    kept;
}

/* Enter: the chosen game replayed over the list, the game in play put
 * aside under it. */
static void
ui_games_replay(struct ui *ui, const struct ui_games *games)
{
	const struct record *record = ui_games_chosen(ui, games);

	if (record != NULL)
		ui_games_replay_over(ui, record);
}

/* V: the chosen game reviewed over the list, which q or Esc comes back
 * to once the front end has worked the review out and shown it. */
static void
ui_games_review(struct ui *ui, const struct ui_games *games)
{
	const struct record *record = ui_games_chosen(ui, games);

	if (record != NULL)
		ui_review_ask(ui, record);
}

/* Steps the chosen row by `delta`, onto the next page past either end. */
static void
ui_games_step(struct ui *ui, struct ui_games *games, int delta)
{
	const struct games_page *page = &games->page;
	int row = games->current + delta;

	if (row >= 0 && row < page->count) {
		games->current = row;
		return;
	}
	if (page->count == 0)
		return;
	if (row < 0 && ui_games_read(ui, games, GAMES_NEWER,
	    page->entries[0].name))
		games->current = games->page.count - 1;
	else if (row >= page->count && ui_games_read(ui, games, GAMES_OLDER,
	    page->entries[page->count - 1].name))
		games->current = 0;
}

/* A page older (`older`) or newer, at its first row. */
static void
ui_games_turn(struct ui *ui, struct ui_games *games, bool older)
{
	const struct games_page *page = &games->page;

	if (page->count == 0)
		return;
	if (older ? ui_games_read(ui, games, GAMES_OLDER,
	    page->entries[page->count - 1].name) : ui_games_read(ui, games,
	    GAMES_NEWER, page->entries[0].name))
		games->current = 0;
}

static enum ui_event
ui_games_key(struct ui *ui, int key, const struct ui_binding *binding)
{
	struct ui_games *games = ui_games_state(ui);

	(void)key;
	if (binding == NULL)
		return UI_EVENT_NONE;
	ui->message[0] = '\0';
	switch (binding->action) {
	case UI_ACTION_STEP:
		if (binding->point == COMPASS_N || binding->point == COMPASS_S)
			ui_games_step(ui, games,
			    binding->point == COMPASS_N ? -1 : 1);
		break;
	case UI_ACTION_PAGE_UP:
	case UI_ACTION_PAGE_DOWN:
		ui_games_turn(ui, games,
		    binding->action == UI_ACTION_PAGE_DOWN);
		break;
	case UI_ACTION_TOP:
		/* The newest, or the oldest: those newer than no game. */
		if (ui_games_read(ui, games, GAMES_NEWEST, NULL))
			games->current = 0;
		break;
	case UI_ACTION_BOTTOM:
		if (ui_games_read(ui, games, GAMES_NEWER, ""))
			games->current = games->page.count - 1;
		break;
	case UI_ACTION_SELECT:
		ui_games_replay(ui, games);
		break;
	case UI_ACTION_REVIEW:
		ui_games_review(ui, games);
		break;
	case UI_ACTION_RULES:
		ui_page_open_rules(ui);
		break;
	case UI_ACTION_QUIT:
	case UI_ACTION_DESELECT:
		if (games->only)
			return ui_mode_leave(ui, UI_EVENT_QUIT);
		ui_mode_pop(ui);
		break;
	default:
		break;
	}
	return UI_EVENT_NONE;
}

/* `text` in at most `columns` columns, and padded with spaces to them if
 * `pad`. */
static void
ui_games_column(char *out, size_t size, const char *text, int columns,
    bool pad)
{
	size_t used = 0;
	int shown = 0;

	for (; *text != '\0' && used + 1 < size; text++) {
		/* A character is one column: count their first bytes. */
		if (((unsigned char)*text & 0xc0) != 0x80 && shown++ ==
		    columns)
			break;
		out[used++] = *text;
	}
	for (; pad && shown < columns && used + 1 < size; shown++)
		out[used++] = ' ';
	out[used] = '\0';
}

/* "2026-11-29 14:28  person       v level 3      Amber won   42 moves" */
static void
ui_games_row(const struct games_entry *entry, char *row, size_t size)
{
	char amber[UI_GAMES_PLAYER_COLUMNS * 4 + 1];
	char teal[UI_GAMES_PLAYER_COLUMNS * 4 + 1];
	char why[GAMES_WHY_MAX];	/* no longer than the entry's */

	if (!entry->readable) {
		ui_games_column(why, sizeof why, entry->why,
		    UI_GAMES_WHY_COLUMNS, false);
		snprintf(row, size, "%.16s  unreadable: %s", entry->when, why);
		return;
	}
	ui_games_column(amber, sizeof amber, entry->players[COLOUR_AMBER],
	    UI_GAMES_PLAYER_COLUMNS, true);
	ui_games_column(teal, sizeof teal, entry->players[COLOUR_TEAL],
	    UI_GAMES_PLAYER_COLUMNS, true);
	snprintf(row, size, "%.16s  %s v %s  %-*s %3d move%s", entry->when,
	    amber, teal, UI_GAMES_RESULT_COLUMNS, result_words[entry->result],
	    entry->moves, entry->moves == 1 ? "" : "s");
}

static void
ui_games_view(const struct ui *ui, struct ui_view *view)
{
	const struct ui_games *games = ui_games_state(ui);
	const struct games_page *page = &games->page;
	struct ui_list_view *list = &view->list;

	view->screen = UI_SCREEN_LIST;
	snprintf(list->title, sizeof list->title, "Gnomon: your games");
	if (games->why[0] != '\0')
		snprintf(list->intro, sizeof list->intro, "%s", games->why);
	else if (page->total == 0)
		snprintf(list->intro, sizeof list->intro, "No games yet: each "
		    "game is kept here once it ends, or is abandoned.");
	else
		snprintf(list->intro, sizeof list->intro, "Games %d-%d of %d, "
		    "newest first.", page->first + 1, page->first + page->count,
		    page->total);
	if (ui->message[0] != '\0')
		snprintf(list->intro, sizeof list->intro, "%s", ui->message);
	list->count = page->count;
	list->current = games->current;
	for (int i = 0; i < page->count && i < UI_LIST_ROWS_MAX; i++)
		ui_games_row(&page->entries[i], list->rows[i],
		    sizeof list->rows[i]);
	snprintf(list->footer, sizeof list->footer,
	    "↑↓ choose · PgUp PgDn · Enter replay · V review · q back");
	snprintf(view->panel.keys, sizeof view->panel.keys, "%s",
	    list->footer);
}

static const struct ui_mode_ops ui_mode_games = {
	.name = "games", .commands = true, .size = sizeof(struct ui_games),
	.key = ui_games_key, .view = ui_games_view
};

/* Back from a replay to the list: the game in play given back, with the
 * rules and the player's record the replay changed. */
static void
ui_games_replay_leave(struct ui *ui)
{
	struct ui_game_kept kept =
	    *(struct ui_game_kept *)ui_mode_data(ui, &ui_mode_games_replay);

	ui_mode_pop(ui);	/* this */
	ui_mode_pop(ui);	/* the replay */
	ui_game_take_back_kept(ui, &kept);
	ui->message[0] = '\0';
}

/* The replay's keys step it; q and Esc come back to the list. */
static enum ui_event
ui_games_replay_key(struct ui *ui, int key, const struct ui_binding *binding)
{
	if (binding != NULL && (binding->action == UI_ACTION_QUIT ||
	    binding->action == UI_ACTION_DESELECT)) {
		ui_games_replay_leave(ui);
		return UI_EVENT_NONE;
	}
	return ui_mode_replay.key(ui, key, binding);
}

static void
ui_games_replay_view(const struct ui *ui, struct ui_view *view)
{
	ui_mode_replay.view(ui, view);
	ui_replay_keys(ui, view, "back");
}

/* A replay's screen (its id), over the replay whose record it shows. */
static const struct ui_mode_ops ui_mode_games_replay = {
	.name = "games replay", .id = UI_MODE_REPLAY, .commands = true,
	.marks = true, .size = sizeof(struct ui_game_kept),
	.key = ui_games_replay_key, .view = ui_games_replay_view
};

/*
 * ui_archive.c owns the shared server's pages (ui_archive.h): the archive's
 * lists and the leaderboard, a page of rows read from the database at a
 * time, the row chosen, a player's name typed, and the game chosen
 * replayed or reviewed over the list.  It shows itself as a list
 * (UI_SCREEN_LIST), as the player's own games do (ui_games.c), whose
 * replay it lends: the front ends draw it without knowing it.
 */
#include "ui/ui_archive.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/record.h"
#include "store/server_games.h"
#include "store/server_players.h"
#include "ui/ui_binding.h"
#include "ui/ui_games.h"
#include "ui/ui_mode.h"
#include "ui/ui_name.h"
#include "ui/ui_page.h"
#include "ui/ui_review.h"
#include "ui/ui_text.h"

enum {
	/* The list's lines that are not rows, past those the page's rows
	 * count already (the title, a blank line, the keys): a second line
	 * of the intro, and the blank line under it. */
	UI_ARCHIVE_OTHER_ROWS = 3,
	/* A game's row, 80 columns: its number, its day, each side (a name
	 * and its rating's words), the result and the moves. */
	UI_ARCHIVE_ID_COLUMNS = 6,
	UI_ARCHIVE_SIDE_COLUMNS = 19,
	UI_ARCHIVE_RESULT_COLUMNS = 18,	/* "Amber won, eclipse" */
	UI_ARCHIVE_MOVES_COLUMNS = 3,
	UI_ARCHIVE_DAY_SIZE = 16,	/* "2026-12-07" */
	UI_ARCHIVE_WORDS_SIZE = 24,	/* "1500? +162", "guest" */
	/* A player's row of the leaderboard: the name's columns. */
	UI_ARCHIVE_NAME_COLUMNS = 16,
	/* A name's bytes fitted to its columns: 4 bytes a character. */
	UI_ARCHIVE_FIT_SIZE = 4 * UI_ARCHIVE_SIDE_COLUMNS + 1,
	/* A side's bytes in a row of UI_LINE_MAX: two bytes a column are
	 * room for any name but one of many accents. */
	UI_ARCHIVE_SIDE_BYTES = 56,
	UI_ARCHIVE_TAB = '\t',
	UI_ARCHIVE_ASK = '/',
	UI_ARCHIVE_BYTE_LAST = 0xff,	/* keys above are curses' own */
	UI_ARCHIVE_UTF8_TAIL_MASK = 0xc0,
	UI_ARCHIVE_UTF8_TAIL = 0x80
};

/* A page as read: one row more than is shown says whether more follow. */
struct ui_archive_page {
	int		count;		/* rows read, at most UI_ARCHIVE_PAGE */
	bool		more;		/* rows follow the page */
	struct server_game games[UI_ARCHIVE_PAGE + 1];
	struct server_player players[UI_ARCHIVE_PAGE + 1];
};

/* The page's own state, in its entry on the stack; the rows read, too
 * large for it, in `page`, which its init allocates. */
struct ui_archive {
	struct server_db *db;
	struct ui_archive_page *page;
	enum ui_archive_list list;
	int		offset;		/* the page's first row's, from 0 */
	int		current;	/* the row chosen, on the page */
	char		name[SERVER_NAME_SIZE];		/* the player's own */
	char		player[SERVER_NAME_SIZE];	/* a player's list's */
	/* A player's name being typed (`/`, or Tab onto a player's list
	 * with none), over the list shown, which Esc comes back to. */
	bool		typing;
	char		typed[SERVER_NAME_SIZE];
	char		why[UI_LINE_MAX];	/* the page cannot be read */
};

static const struct ui_mode_ops ui_mode_archive;

/* The page being read, apart from the one shown until it is whole. */
static struct ui_archive_page ui_archive_read_page;

static struct ui_archive *
ui_archive_state(const struct ui *ui)
{
	return ui_mode_data(ui, &ui_mode_archive);
}

static void
ui_archive_init(struct ui *ui, void *data)
{
	struct ui_archive *archive = data;

	(void)ui;
	archive->page = calloc(1, sizeof *archive->page);
	if (archive->page == NULL)
		snprintf(archive->why, sizeof archive->why, "No memory for"
		    " the page.");
}

static void
ui_archive_free(struct ui *ui, void *data)
{
	struct ui_archive *archive = data;

	(void)ui;
	free(archive->page);
	archive->page = NULL;
}

/*
 * Reads page `list` (of `player`, a player's) from row `offset` into the
 * page shown: 1 read; 0 when it holds no rows, the page shown left as it
 * was (an offset past the end, a player with no games); -1 with why on
 * the message line, the page shown as it was.
 */
static int
ui_archive_read(struct ui *ui, struct ui_archive *archive,
    enum ui_archive_list list, const char *player, int offset)
{
	struct ui_archive_page *page = &ui_archive_read_page;
	char message[SERVER_DB_MESSAGE_MAX];
	int limit = UI_ARCHIVE_PAGE + 1, count;

	if (archive->page == NULL)
		return -1;
	switch (list) {
	case UI_ARCHIVE_MINE:
	case UI_ARCHIVE_PLAYER:
		count = server_games_of(archive->db, player, offset, limit,
		    page->games, message);
		break;
	case UI_ARCHIVE_LATEST:
		count = server_games_latest(archive->db, offset, limit,
		    page->games, message);
		break;
	case UI_ARCHIVE_BEST:
		count = server_games_best(archive->db, offset, limit,
		    page->games, message);
		break;
	default:
		count = server_players_best(archive->db, offset, limit,
		    page->players, message);
		break;
	}
	if (count < 0) {
		snprintf(ui->message, sizeof ui->message, "%.*s",
		    UI_SCREEN_COLUMNS, message);
		return -1;
	}
	if (count == 0 && (offset > 0 || list == UI_ARCHIVE_PLAYER))
		return 0;
	page->more = count > UI_ARCHIVE_PAGE;
	page->count = page->more ? UI_ARCHIVE_PAGE : count;
	*archive->page = *page;
	archive->list = list;
	archive->offset = offset;
	archive->current = 0;
	if (list == UI_ARCHIVE_PLAYER)
		snprintf(archive->player, sizeof archive->player, "%s",
		    player);
	archive->why[0] = '\0';
	return 1;
}

/* The page `list` at its first row (a player's: `player`'s), said when
 * it cannot be read. */
static void
ui_archive_show(struct ui *ui, struct ui_archive *archive,
    enum ui_archive_list list, const char *player)
{
	char shown[SERVER_NAME_SIZE];

	if (ui_archive_read(ui, archive, list, player, 0) != 0 ||
	    list != UI_ARCHIVE_PLAYER)
		return;
	ui_name_show(player, ui->ascii, shown, sizeof shown);
	snprintf(ui->message, sizeof ui->message, "No games of %s in the"
	    " archive: the list is as it was.", shown);
}

void
ui_archive_open_only(struct ui *ui, struct server_db *db, const char *name,
    enum ui_archive_list list)
{
	struct ui_archive *archive;

	ui_mode_reset(ui, &ui_mode_archive);
	archive = ui_archive_state(ui);
	archive->db = db;
	snprintf(archive->name, sizeof archive->name, "%s", name);
	ui->message[0] = '\0';
	if (list == UI_ARCHIVE_PLAYER)
		list = UI_ARCHIVE_MINE;
	archive->list = list;
	ui_archive_show(ui, archive, list, name);
}

/* The name typed is asked (over the list shown). */
static void
ui_archive_ask(struct ui_archive *archive)
{
	archive->typing = true;
	archive->typed[0] = '\0';
}

/* Tab: the next list, in the order of ui_archive.h; onto a player's with
 * none shown yet, the name is asked. */
static void
ui_archive_next_list(struct ui *ui, struct ui_archive *archive)
{
	enum ui_archive_list next = (archive->list + 1) % UI_ARCHIVE_LISTS;

	if (next == UI_ARCHIVE_PLAYER && archive->player[0] == '\0') {
		ui_archive_ask(archive);
		return;
	}
	ui_archive_show(ui, archive, next, next == UI_ARCHIVE_MINE ?
	    archive->name : archive->player);
}

/* A key typed into the name: Enter shows the player's games, Esc goes
 * back to the list, Backspace takes a whole character back. */
static void
ui_archive_type(struct ui *ui, struct ui_archive *archive, int key)
{
	size_t length = strlen(archive->typed);

	if (key == UI_KEY_ENTER || key == '\r') {
		if (length == 0) {
			snprintf(ui->message, sizeof ui->message, "Type a"
			    " player's name, or Esc to go back.");
			return;
		}
		archive->typing = false;
		ui_archive_show(ui, archive, UI_ARCHIVE_PLAYER,
		    archive->typed);
	} else if (key == UI_KEY_ESCAPE)
		archive->typing = false;
	else if (key == UI_KEY_BACKSPACE || key == '\b') {
		while (length > 0 && ((unsigned char)archive->typed[length -
		    1] & UI_ARCHIVE_UTF8_TAIL_MASK) == UI_ARCHIVE_UTF8_TAIL)
			length--;
		archive->typed[length > 0 ? length - 1 : 0] = '\0';
	} else if (key >= ' ' && key <= UI_ARCHIVE_BYTE_LAST &&
	    key != UI_KEY_BACKSPACE && length + 1 < sizeof archive->typed) {
		archive->typed[length] = (char)key;
		archive->typed[length + 1] = '\0';
	}
}

/* Steps the row chosen by `delta`, onto the next page past either end. */
static void
ui_archive_step(struct ui *ui, struct ui_archive *archive, int delta)
{
	const struct ui_archive_page *page = archive->page;
	int row = archive->current + delta;
	const char *player = archive->list == UI_ARCHIVE_MINE ?
	    archive->name : archive->player;

	if (row >= 0 && row < page->count) {
		archive->current = row;
		return;
	}
	if (row < 0 && archive->offset > 0 && ui_archive_read(ui, archive,
	    archive->list, player, archive->offset - UI_ARCHIVE_PAGE) > 0)
		archive->current = archive->page->count - 1;
	else if (row >= page->count && page->more)
		(void)ui_archive_read(ui, archive, archive->list, player,
		    archive->offset + page->count);
}

/* A page on (`later`) or back, at its first row; the first page again. */
static void
ui_archive_turn(struct ui *ui, struct ui_archive *archive, int pages)
{
	const char *player = archive->list == UI_ARCHIVE_MINE ?
	    archive->name : archive->player;
	int offset = archive->offset + pages * UI_ARCHIVE_PAGE;

	if (pages == 0)
		offset = 0;
	if ((pages > 0 && !archive->page->more) || offset < 0)
		return;
	(void)ui_archive_read(ui, archive, archive->list, player, offset);
}

/* The game chosen, read back from the archive by the core's reader;
 * NULL, and why on the message line, when it cannot be. */
static const struct record *
ui_archive_chosen(struct ui *ui, const struct ui_archive *archive)
{
	static struct record record;	/* large: not on the stack */
	static char text[RECORD_TEXT_MAX + 1];
	char message[SERVER_DB_MESSAGE_MAX], error[RECORD_ERROR_MAX];
	struct server_game game;
	int64_t id;
	int found, line;

	if (archive->page->count == 0)
		return NULL;
	id = archive->page->games[archive->current].id;
	found = server_game_get(archive->db, id, &game, text, sizeof text,
	    message);
	if (found < 0)
		snprintf(ui->message, sizeof ui->message, "Game %lld: %.*s",
		    (long long)id, UI_SCREEN_COLUMNS, message);
	else if (found == 0)
		snprintf(ui->message, sizeof ui->message, "Game %lld is no"
		    " longer in the archive.", (long long)id);
	else if (record_read(text, strlen(text), &record, &line, error) < 0)
		snprintf(ui->message, sizeof ui->message, "Game %lld cannot"
		    " be read: line %d: %.*s", (long long)id, line,
		    UI_SCREEN_COLUMNS, error);
	else
		return &record;
	return NULL;
}

/* Enter: the game chosen replayed over the list; on the leaderboard, the
 * player chosen's games. */
static void
ui_archive_select(struct ui *ui, struct ui_archive *archive, bool review)
{
	const struct record *record;

	if (archive->list == UI_ARCHIVE_LEADERS) {
		if (!review && archive->page->count > 0)
			ui_archive_show(ui, archive, UI_ARCHIVE_PLAYER,
			    archive->page->players[archive->current].name);
		return;
	}
	if ((record = ui_archive_chosen(ui, archive)) == NULL)
		return;
	if (review)
		ui_review_ask(ui, record);
	else
		ui_games_replay_over(ui, record);
}

static enum ui_event
ui_archive_key(struct ui *ui, int key, const struct ui_binding *binding)
{
	struct ui_archive *archive = ui_archive_state(ui);
	bool games = archive->list != UI_ARCHIVE_LEADERS;
	enum ui_action action;

	ui->message[0] = '\0';
	if (archive->typing) {
		ui_archive_type(ui, archive, key);
		return UI_EVENT_NONE;
	}
	if (archive->page == NULL) {
		if (binding != NULL && (binding->action == UI_ACTION_QUIT ||
		    binding->action == UI_ACTION_DESELECT))
			return ui_mode_leave(ui, UI_EVENT_QUIT);
		return UI_EVENT_NONE;
	}
	if (games && key == UI_ARCHIVE_TAB)
		ui_archive_next_list(ui, archive);
	else if (games && key == UI_ARCHIVE_ASK)
		ui_archive_ask(archive);
	action = binding != NULL ? binding->action : UI_ACTION_NONE;
	if (action == UI_ACTION_STEP && (binding->point == COMPASS_N ||
	    binding->point == COMPASS_S))
		ui_archive_step(ui, archive,
		    binding->point == COMPASS_N ? -1 : 1);
	else if (action == UI_ACTION_PAGE_UP || action == UI_ACTION_PAGE_DOWN ||
	    action == UI_ACTION_TOP)
		/* Home: the first page, turned to from any. */
		ui_archive_turn(ui, archive, action == UI_ACTION_TOP ? 0 :
		    action == UI_ACTION_PAGE_DOWN ? 1 : -1);
	else if (action == UI_ACTION_SELECT || action == UI_ACTION_REVIEW)
		ui_archive_select(ui, archive, action == UI_ACTION_REVIEW);
	else if (action == UI_ACTION_RULES)
		ui_page_open_rules(ui);
	else if (action == UI_ACTION_QUIT || action == UI_ACTION_DESELECT)
		return ui_mode_leave(ui, UI_EVENT_QUIT);
	return UI_EVENT_NONE;
}

/* A side of a game, UI_ARCHIVE_SIDE_COLUMNS wide: the name, cut to leave
 * room for the rating before the game and, rated, its change ("bob 1500?
 * +162"), or "guest". */
static void
ui_archive_side(const struct ui *ui, const struct server_game *game,
    int colour, char *text, size_t size)
{
	const struct server_side *side = &game->side[colour];
	char words[UI_ARCHIVE_WORDS_SIZE], rating[SERVER_RATING_TEXT_SIZE];
	char shown[SERVER_NAME_SIZE], name[UI_ARCHIVE_FIT_SIZE];
	int room_for;

	words[0] = '\0';
	if (side->guest)
		snprintf(words, sizeof words, " guest");
	else if (side->registered) {
		long before = (long)(side->before.rating + 0.5);
		long after = (long)(side->after.rating + 0.5);

		server_player_rating_words(&side->before, rating);
		if (game->rated)
			snprintf(words, sizeof words, " %s %+ld", rating,
			    after - before);
		else
			snprintf(words, sizeof words, " %s", rating);
	}
	room_for = UI_ARCHIVE_SIDE_COLUMNS - (int)strlen(words);
	ui_name_show(side->name, ui->ascii, shown, sizeof shown);
	ui_name_fit(shown, room_for, name, sizeof name);
	/* The name's spaces go after its rating, not before. */
	for (size_t length = strlen(name); length > 0 &&
	    name[length - 1] == ' '; length--)
		name[length - 1] = '\0';
	strcat(name, words);
	ui_name_fit(name, UI_ARCHIVE_SIDE_COLUMNS, text, size);
}

/* "    12 2026-12-07 ann 1500? +162    tom 1500? -162    Teal won,
 * resign      1", in UI_SCREEN_COLUMNS. */
static void
ui_archive_game_row(const struct ui *ui, const struct server_game *game,
    char *row, size_t size)
{
	static const char *const winners[] = {
		[RESULT_NONE] = "unfinished", [RESULT_AMBER] = "Amber won",
		[RESULT_TEAL] = "Teal won", [RESULT_DRAW] = "drawn"
	};
	char amber[UI_ARCHIVE_FIT_SIZE], teal[UI_ARCHIVE_FIT_SIZE];
	char day[UI_ARCHIVE_DAY_SIZE], result[UI_LINE_MAX];
	time_t ended = (time_t)game->ended;
	const char *ending = server_ending_name(game->ending);
	struct tm when;

	if (gmtime_r(&ended, &when) == NULL ||
	    strftime(day, sizeof day, "%Y-%m-%d", &when) == 0)
		snprintf(day, sizeof day, "%-10s", "?");
	ui_archive_side(ui, game, COLOUR_AMBER, amber, sizeof amber);
	ui_archive_side(ui, game, COLOUR_TEAL, teal, sizeof teal);
	snprintf(result, sizeof result, "%s%s%s",
	    game->result >= RESULT_NONE && game->result <= RESULT_DRAW ?
	    winners[game->result] : "?", ending != NULL ? ", " : "",
	    ending != NULL ? ending : "");
	snprintf(row, size, "%*lld %s %.*s %.*s %-*.*s %*d",
	    UI_ARCHIVE_ID_COLUMNS, (long long)game->id, day,
	    UI_ARCHIVE_SIDE_BYTES, amber, UI_ARCHIVE_SIDE_BYTES, teal,
	    UI_ARCHIVE_RESULT_COLUMNS, UI_ARCHIVE_RESULT_COLUMNS, result,
	    UI_ARCHIVE_MOVES_COLUMNS, game->plies);
}

/* "    1  ann               1662?     1 game   <- you" */
static void
ui_archive_player_row(const struct ui *ui, const struct ui_archive *archive,
    int row, char *text, size_t size)
{
	const struct server_player *player = &archive->page->players[row];
	char shown[SERVER_NAME_SIZE], name[UI_ARCHIVE_FIT_SIZE];
	char rating[SERVER_RATING_TEXT_SIZE];

	ui_name_show(player->name, ui->ascii, shown, sizeof shown);
	ui_name_fit(shown, UI_ARCHIVE_NAME_COLUMNS, name, sizeof name);
	server_player_rating_words(&player->rating, rating);
	snprintf(text, size, "%5d  %.*s  %-5s  %5ld game%s%s",
	    archive->offset + row + 1, UI_ARCHIVE_SIDE_BYTES, name, rating,
	    player->games,
	    player->games == 1 ? " " : "s",
	    strcmp(player->name, archive->name) == 0 ? "  <- you" : "");
}

/* The page's title, and what it holds, above its rows. */
static void
ui_archive_intro(const struct ui *ui, const struct ui_archive *archive,
    struct ui_list_view *list)
{
	static const char *const titles[] = {
		[UI_ARCHIVE_MINE] = "your games",
		[UI_ARCHIVE_LATEST] = "the latest games",
		[UI_ARCHIVE_BEST] = "the best rated games",
		[UI_ARCHIVE_PLAYER] = "a player's games"
	};
	const struct ui_archive_page *page = archive->page;
	char shown[SERVER_NAME_SIZE], span[UI_LINE_MAX];

	ui_name_show(archive->player, ui->ascii, shown, sizeof shown);
	if (archive->list == UI_ARCHIVE_LEADERS)
		snprintf(list->title, sizeof list->title,
		    "Gnomon: the best players");
	else if (archive->list == UI_ARCHIVE_PLAYER)
		snprintf(list->title, sizeof list->title, "Gnomon: the"
		    " archive, %s's games", shown);
	else
		snprintf(list->title, sizeof list->title, "Gnomon: the"
		    " archive, %s", titles[archive->list]);
	snprintf(span, sizeof span, "%d-%d%s", archive->offset + 1,
	    archive->offset + page->count, page->more ?
	    ", more after (PgDn)" : "");
	if (archive->list == UI_ARCHIVE_LEADERS)
		snprintf(list->intro, sizeof list->intro, "Rated players,"
		    " best first: %s.  A rating with ? is provisional: few"
		    " games yet.", span);
	else
		snprintf(list->intro, sizeof list->intro, "%s, %s: %s."
		    "  A game: its number, day, each player's rating before"
		    " (and its change), the result, the moves.",
		    archive->list == UI_ARCHIVE_BEST ? "Rated games" :
		    archive->list == UI_ARCHIVE_LATEST ? "Every game here" :
		    archive->list == UI_ARCHIVE_MINE ? "Your games" :
		    "Their games", archive->list == UI_ARCHIVE_BEST ?
		    "the best players' first" : "newest first", span);
	if (page->count > 0)
		return;
	if (archive->list == UI_ARCHIVE_LEADERS)
		snprintf(list->intro, sizeof list->intro, "No rated players"
		    " yet: a player is listed after a rated game.");
	else
		snprintf(list->intro, sizeof list->intro, "%s  Tab shows"
		    " another list.", archive->list == UI_ARCHIVE_MINE ?
		    "No games of yours in the archive yet: each game played"
		    " here is kept once it ends." :
		    archive->list == UI_ARCHIVE_BEST ? "No rated games in"
		    " the archive yet." : "No games in the archive yet: each"
		    " game played here is kept once it ends.");
}

static void
ui_archive_view(const struct ui *ui, struct ui_view *view)
{
	const struct ui_archive *archive = ui_archive_state(ui);
	struct ui_list_view *list = &view->list;
	int shown = ui->page.rows - UI_ARCHIVE_OTHER_ROWS, first = 0;
	char typed[SERVER_NAME_SIZE];

	view->screen = UI_SCREEN_LIST;
	if (archive->page == NULL) {
		snprintf(list->title, sizeof list->title, "Gnomon: the"
		    " archive");
		snprintf(list->intro, sizeof list->intro, "%s", archive->why);
		snprintf(list->footer, sizeof list->footer, "q back");
		return;
	}
	ui_archive_intro(ui, archive, list);
	if (shown < 1)
		shown = 1;
	if (archive->current >= shown)
		first = archive->current - shown + 1;
	for (int i = first; i < archive->page->count && list->count <
	    UI_LIST_ROWS_MAX && list->count < shown; i++) {
		char *row = list->rows[list->count++];

		if (archive->list == UI_ARCHIVE_LEADERS)
			ui_archive_player_row(ui, archive, i, row,
			    sizeof list->rows[0]);
		else
			ui_archive_game_row(ui, &archive->page->games[i], row,
			    sizeof list->rows[0]);
	}
	list->current = archive->current - first;
	/* Within UI_SCREEN_COLUMNS in ASCII too, "up/down" for the arrows. */
	if (archive->list == UI_ARCHIVE_LEADERS)
		snprintf(list->footer, sizeof list->footer, "↑↓ PgUp PgDn ·"
		    " Enter their games · q back");
	else
		snprintf(list->footer, sizeof list->footer, "↑↓ PgUp PgDn ·"
		    " Enter replay · V review · Tab next list · / name ·"
		    " q back");
	if (archive->typing) {
		ui_name_show(archive->typed, ui->ascii, typed, sizeof typed);
		snprintf(list->intro, sizeof list->intro, "Whose games? A"
		    " player's name, then Enter: %s_", typed);
		snprintf(list->footer, sizeof list->footer, "Enter their"
		    " games · Esc back");
	}
	if (ui->message[0] != '\0')
		snprintf(list->intro, sizeof list->intro, "%s", ui->message);
	snprintf(view->panel.keys, sizeof view->panel.keys, "%s",
	    list->footer);
}

static const struct ui_mode_ops ui_mode_archive = {
	.name = "archive", .commands = true,
	.size = sizeof(struct ui_archive), .init = ui_archive_init,
	.free = ui_archive_free, .key = ui_archive_key,
	.view = ui_archive_view
};

/*
 * ui_correspondence.c owns the lobby's page of correspondence games
 * (ui_correspondence.h): the player's games and those ended lately, asked
 * of the store with the server's clock; the new game's form and its
 * start; a move sent; and all of it in words, within 80 columns.
 */
#include "ui/ui_correspondence.h"

#include <stdio.h>
#include <string.h>

#include "core/options.h"
#include "core/record.h"
#include "net/wire.h"
#include "ui/ui.h"
#include "ui/ui_name.h"

/* How a correspondence game's clock is filed in the archive ("3 days a
 * move"): the games of this page among the player's. */
#define UI_CORRESPONDENCE_CLOCK_TAIL " a move"

enum {
	UI_CORRESPONDENCE_HOUR = 3600,
	/* The archive's newest games of the player read for those ended
	 * lately. */
	UI_CORRESPONDENCE_ARCHIVE_READ = 32,
	UI_CORRESPONDENCE_NAME_COLUMNS = 16,
	UI_CORRESPONDENCE_BYTE_LAST = 0xff,
	UI_CORRESPONDENCE_UTF8_TAIL_MASK = 0xc0,
	UI_CORRESPONDENCE_UTF8_TAIL = 0x80
};

static const char *const ui_correspondence_colours[COLOUR_COUNT] = {
	"Amber", "Teal"
};

/* Large: not on the stack. */
static struct server_game ui_correspondence_archive[
    UI_CORRESPONDENCE_ARCHIVE_READ];

static void
ui_correspondence_say(struct ui_correspondence *page, const char *text)
{
	snprintf(page->message, sizeof page->message, "%.*s",
	    (int)sizeof page->message - 1, text);
}

void
ui_correspondence_init(struct ui_correspondence *page, const char *me,
    bool ascii)
{
	memset(page, 0, sizeof *page);
	snprintf(page->me, sizeof page->me, "%s", me);
	page->ascii = ascii;
	page->days = UI_CORRESPONDENCE_DAYS_DEFAULT;
	page->colour = COLOUR_AMBER;
	page->rated = true;
}

/* The player's colour in `game`, or -1 when they do not play it. */
static int
ui_correspondence_colour(const struct ui_correspondence *page,
    const struct server_correspondence *game)
{
	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		if (strcmp(game->name[colour], page->me) == 0)
			return colour;
	return -1;
}

bool
ui_correspondence_mine(const struct ui_correspondence *page,
    const struct server_correspondence *game)
{
	return ui_correspondence_colour(page, game) == game->to_move;
}

/* Whether a filed game is a correspondence game (its clock says so). */
static bool
ui_correspondence_filed(const struct server_game *game)
{
	size_t length = strlen(game->clock);
	size_t tail = strlen(UI_CORRESPONDENCE_CLOCK_TAIL);

	return length > tail && strcmp(game->clock + length - tail,
	    UI_CORRESPONDENCE_CLOCK_TAIL) == 0;
}

/* The player's correspondence games ended in the last 14 days (a move's
 * longest time), newest first. */
static int
ui_correspondence_read_ended(struct ui_correspondence *page,
    struct server_db *db, char *message)
{
	int count = server_games_of(db, page->me, 0,
	    UI_CORRESPONDENCE_ARCHIVE_READ, ui_correspondence_archive,
	    message);

	page->ended_count = 0;
	for (int i = 0; i < count; i++) {
		const struct server_game *game = &ui_correspondence_archive[i];

		if (page->ended_count == UI_CORRESPONDENCE_ENDED_MAX)
			break;
		if (ui_correspondence_filed(game) && game->ended >= page->now -
		    (int64_t)SERVER_DAYS_MAX * SERVER_DAY_SECONDS)
			page->ended[page->ended_count++] = *game;
	}
	return count < 0 ? -1 : 0;
}

int
ui_correspondence_refresh(struct ui_correspondence *page,
    struct server_db *db, int64_t now)
{
	char message[SERVER_DB_MESSAGE_MAX];
	long ended;
	int count;

	page->now = now;
	if (server_correspondence_expire(db, now, &ended, message) < 0 ||
	    server_correspondence_waiting_count(db, page->me, &page->waiting,
	    message) < 0 ||
	    (count = server_correspondence_of(db, page->me, false, 0,
	    UI_CORRESPONDENCE_GAMES_MAX, page->games, message)) < 0 ||
	    ui_correspondence_read_ended(page, db, message) < 0) {
		ui_correspondence_say(page, message);
		return -1;
	}
	page->count = count;
	if (page->current >= page->count)
		page->current = page->count > 0 ? page->count - 1 : 0;
	return 0;
}

const struct server_correspondence *
ui_correspondence_chosen(const struct ui_correspondence *page)
{
	if (page->count == 0)
		return NULL;
	return &page->games[page->current < page->count ? page->current :
	    page->count - 1];
}

/* The list: up and down, Enter opens a game, n a new one, r asks again,
 * q back to the lobby. */
static enum ui_correspondence_request
ui_correspondence_key_list(struct ui_correspondence *page, int key)
{
	switch (key) {
	case UI_KEY_UP:
	case 'k':
		if (page->current > 0)
			page->current--;
		break;
	case UI_KEY_DOWN:
	case 'j':
		if (page->current + 1 < page->count)
			page->current++;
		break;
	case UI_KEY_ENTER:
	case '\r':
		if (page->count > 0) {
			page->message[0] = '\0';
			return UI_CORRESPONDENCE_OPEN;
		}
		ui_correspondence_say(page, "No correspondence game: n starts"
		    " one");
		break;
	case 'n':
		page->screen = UI_CORRESPONDENCE_NEW;
		page->row = UI_CORRESPONDENCE_OPPONENT;
		page->opponent[0] = '\0';
		page->message[0] = '\0';
		break;
	case 'r':
		page->message[0] = '\0';
		return UI_CORRESPONDENCE_REFRESH;
	case 'q':
	case 'Q':
		page->message[0] = '\0';
		return UI_CORRESPONDENCE_BACK;
	default:
		break;
	}
	return UI_CORRESPONDENCE_NONE;
}

/* A byte typed into the opponent's name (a character's bytes come one a
 * key); one past the name's length is refused with the rule. */
static void
ui_correspondence_type(struct ui_correspondence *page, int key)
{
	size_t length = strlen(page->opponent);
	bool starts = (key & UI_CORRESPONDENCE_UTF8_TAIL_MASK) !=
	    UI_CORRESPONDENCE_UTF8_TAIL;

	if ((starts && wire_characters(page->opponent) >= WIRE_NAME_MAX) ||
	    length + 1 >= sizeof page->opponent) {
		ui_correspondence_say(page, "Not a name: too long: a name is"
		    " at most 16 characters");
		return;
	}
	page->opponent[length] = (char)key;
	page->opponent[length + 1] = '\0';
	page->message[0] = '\0';
}

/* Left or right on a row of the form other than the name's. */
static void
ui_correspondence_change(struct ui_correspondence *page, int delta)
{
	switch (page->row) {
	case UI_CORRESPONDENCE_DAYS:
		page->days += delta;
		if (page->days < SERVER_DAYS_MIN)
			page->days = SERVER_DAYS_MAX;
		if (page->days > SERVER_DAYS_MAX)
			page->days = SERVER_DAYS_MIN;
		break;
	case UI_CORRESPONDENCE_SIDE:
		page->colour = !page->colour;
		break;
	case UI_CORRESPONDENCE_RATED:
		page->rated = !page->rated;
		break;
	default:
		break;
	}
}

/* Enter on the form: the name checked as far as the page can (a name at
 * all, not the player's own); the store checks it is a player's. */
static enum ui_correspondence_request
ui_correspondence_submit(struct ui_correspondence *page)
{
	const char *rule = wire_name_rule(page->opponent);
	char why[UI_CORRESPONDENCE_TEXT_MAX];

	if (page->opponent[0] == '\0') {
		page->row = UI_CORRESPONDENCE_OPPONENT;
		ui_correspondence_say(page, "Type your opponent's name: a"
		    " registered player's");
		return UI_CORRESPONDENCE_NONE;
	}
	if (rule != NULL) {
		snprintf(why, sizeof why, "Not a name: %s", rule);
		ui_correspondence_say(page, why);
		return UI_CORRESPONDENCE_NONE;
	}
	if (strcmp(page->opponent, page->me) == 0) {
		ui_correspondence_say(page, "Not yourself: a correspondence"
		    " game is with another registered player");
		return UI_CORRESPONDENCE_NONE;
	}
	return UI_CORRESPONDENCE_START;
}

/* The form: up and down the rows, the name typed on its row, left and
 * right change the others, Enter starts the game, Esc back to the list. */
static enum ui_correspondence_request
ui_correspondence_key_new(struct ui_correspondence *page, int key)
{
	if (key == UI_KEY_ENTER || key == '\r')
		return ui_correspondence_submit(page);
	if (key == UI_KEY_UP && page->row > 0)
		page->row--;
	else if (key == UI_KEY_DOWN && page->row + 1 < UI_CORRESPONDENCE_ROWS)
		page->row++;
	else if (key == UI_KEY_LEFT)
		ui_correspondence_change(page, -1);
	else if (key == UI_KEY_RIGHT)
		ui_correspondence_change(page, 1);
	else if (page->row != UI_CORRESPONDENCE_OPPONENT) {
		if (key == 'q' || key == 'Q')
			page->screen = UI_CORRESPONDENCE_LIST;
	} else if (key == UI_KEY_BACKSPACE || key == '\b') {
		ui_name_back(page->opponent);
		page->message[0] = '\0';
	} else if (key >= ' ' && key != UI_KEY_BACKSPACE &&
	    key <= UI_CORRESPONDENCE_BYTE_LAST)
		ui_correspondence_type(page, key);
	return UI_CORRESPONDENCE_NONE;
}

enum ui_correspondence_request
ui_correspondence_key(struct ui_correspondence *page, int key)
{
	if (page->screen == UI_CORRESPONDENCE_NEW)
		return ui_correspondence_key_new(page, key);
	return ui_correspondence_key_list(page, key);
}

enum ui_correspondence_request
ui_correspondence_escape(struct ui_correspondence *page)
{
	page->message[0] = '\0';
	if (page->screen == UI_CORRESPONDENCE_NEW) {
		page->screen = UI_CORRESPONDENCE_LIST;
		return UI_CORRESPONDENCE_NONE;
	}
	return UI_CORRESPONDENCE_BACK;
}

/* A fresh game's record, the form's players named: the rules' start,
 * without the pie step (a correspondence game begins with its first
 * move).  Its length, or -1. */
static int
ui_correspondence_fresh(const struct ui_correspondence *page, char *rules,
    size_t rules_size, char *text, size_t size)
{
	static struct record record;	/* large: not on the stack */
	struct rules start;

	rules_default(&start);
	record_init(&record, &start);
	snprintf(record.player[page->colour], sizeof record.player[0], "%s",
	    page->me);
	snprintf(record.player[!page->colour], sizeof record.player[0], "%s",
	    page->opponent);
	options_write(&options_variant, &start, rules, rules_size);
	return record_write(&record, text, size);
}

int
ui_correspondence_start(struct ui_correspondence *page,
    struct server_db *db, int64_t now)
{
	static char text[RECORD_TEXT_MAX + 1];
	char message[SERVER_DB_MESSAGE_MAX], rules[SERVER_RULES_SIZE];
	char said[UI_CORRESPONDENCE_TEXT_MAX], opponent[SERVER_NAME_SIZE];
	const char *names[COLOUR_COUNT];
	struct server_player player;
	int64_t id;
	int length, found;

	length = ui_correspondence_fresh(page, rules, sizeof rules, text,
	    sizeof text);
	if (length < 0) {
		ui_correspondence_say(page, "The game's record cannot be"
		    " written");
		return -1;
	}
	/* Said here in its own words; the store refuses it too. */
	found = server_player_find(db, page->opponent, &player, message);
	if (found <= 0) {
		ui_name_show(page->opponent, page->ascii, opponent,
		    sizeof opponent);
		snprintf(said, sizeof said, "%.64s is not a registered player"
		    " here: no game started", opponent);
		ui_correspondence_say(page, found < 0 ? message : said);
		return found < 0 ? -1 : 0;
	}
	names[page->colour] = page->me;
	names[!page->colour] = page->opponent;
	if (server_correspondence_start(db, names[COLOUR_AMBER],
	    names[COLOUR_TEAL], rules, page->days, page->rated, text,
	    (size_t)length, now, &id, message) < 0) {
		/* The store's word, with a capital: "bob is not registered:
		 * a correspondence game is between registered players". */
		snprintf(said, sizeof said, "Not started: %.200s",
		    message);
		ui_correspondence_say(page, said);
		return 0;
	}
	ui_name_show(page->opponent, page->ascii, opponent, sizeof opponent);
	page->screen = UI_CORRESPONDENCE_LIST;
	if (ui_correspondence_refresh(page, db, now) < 0)
		return -1;
	snprintf(said, sizeof said, "Started with %s, %d day%s a move: %s",
	    opponent, page->days, page->days == 1 ? "" : "s",
	    page->colour == COLOUR_AMBER ? "your move (Amber)" :
	    "their move (Amber)");
	ui_correspondence_say(page, said);
	return 1;
}

void
ui_correspondence_time_left(int64_t now, int64_t deadline, char *text,
    size_t size)
{
	int64_t left = deadline - now;
	long days = (long)(left / SERVER_DAY_SECONDS);
	long hours = (long)(left % SERVER_DAY_SECONDS / UI_CORRESPONDENCE_HOUR);

	if (left <= 0)
		snprintf(text, size, "past");
	else if (days > 0 && hours > 0)
		snprintf(text, size, "%ld day%s %ld hour%s", days,
		    days == 1 ? "" : "s", hours, hours == 1 ? "" : "s");
	else if (days > 0)
		snprintf(text, size, "%ld day%s", days, days == 1 ? "" : "s");
	else if (hours > 0)
		snprintf(text, size, "%ld hour%s", hours,
		    hours == 1 ? "" : "s");
	else
		snprintf(text, size, "under an hour");
}

void
ui_correspondence_ended_words(const struct ui_correspondence *page,
    const struct server_game *game, char *text, size_t size)
{
	char winner[SERVER_NAME_SIZE];
	const char *how = game->ending == SERVER_ENDING_TIME ? "on time" :
	    game->ending == SERVER_ENDING_DUSK ? "at dusk" :
	    game->ending == SERVER_ENDING_RESIGN ? "by resignation" :
	    "by eclipse";
	int colour = game->result == RESULT_AMBER ? COLOUR_AMBER :
	    COLOUR_TEAL;

	if (game->result == RESULT_DRAW || game->result == RESULT_NONE) {
		snprintf(text, size, "ended %s: a draw", how);
		return;
	}
	if (strcmp(game->side[colour].name, page->me) == 0) {
		snprintf(text, size, "ended %s: you win", how);
		return;
	}
	ui_name_show(game->side[colour].name, page->ascii, winner,
	    sizeof winner);
	snprintf(text, size, "ended %s: %s wins", how, winner);
}

/* The newest game ended lately after archive id `told`, or NULL. */
static const struct server_game *
ui_correspondence_untold(const struct ui_correspondence *page, int64_t told)
{
	for (int i = 0; i < page->ended_count; i++)
		if (page->ended[i].id > told)
			return &page->ended[i];
	return NULL;
}

int64_t
ui_correspondence_told(const struct ui_correspondence *page, int64_t told)
{
	for (int i = 0; i < page->ended_count; i++)
		if (page->ended[i].id > told)
			told = page->ended[i].id;
	return told;
}

void
ui_correspondence_arrival(const struct ui_correspondence *page,
    int64_t told, char *text, size_t size)
{
	const struct server_game *ended = ui_correspondence_untold(page, told);
	char name[SERVER_NAME_SIZE], words[UI_CORRESPONDENCE_TEXT_MAX / 2];

	text[0] = '\0';
	if (ended != NULL) {
		int other = strcmp(ended->side[COLOUR_AMBER].name, page->me) ==
		    0 ? COLOUR_TEAL : COLOUR_AMBER;

		ui_name_show(ended->side[other].name, page->ascii, name,
		    sizeof name);
		ui_correspondence_ended_words(page, ended, words,
		    sizeof words);
		snprintf(text, size, "Your game with %.64s %.120s", name,
		    words);
	} else if (page->waiting == 1)
		snprintf(text, size, "Your move in 1 correspondence game: m"
		    " shows it");
	else if (page->waiting > 1)
		snprintf(text, size, "Your move in %ld correspondence games:"
		    " m shows them", page->waiting);
}

void
ui_correspondence_server_words(const struct ui_correspondence *page,
    char *text, size_t size)
{
	if (page->waiting > 0)
		snprintf(text, size, "m correspondence: your move in %ld",
		    page->waiting);
	else
		snprintf(text, size, "m correspondence");
}

int
ui_correspondence_send(struct ui_correspondence *page, struct server_db *db,
    int64_t id, const char *record, size_t length, int64_t now)
{
	static struct server_correspondence game;
	struct server_game filed_game;
	char message[SERVER_DB_MESSAGE_MAX], said[UI_CORRESPONDENCE_TEXT_MAX];
	char left[UI_CORRESPONDENCE_TEXT_MAX / 4];
	char ended[UI_CORRESPONDENCE_TEXT_MAX / 2];
	int64_t filed;
	int taken, found;

	taken = server_correspondence_move(db, id, page->me, record, length,
	    now, &filed, message);
	if (taken <= 0) {
		snprintf(said, sizeof said, "Not sent: %.200s", message);
		ui_correspondence_say(page, said);
		ui_correspondence_refresh(page, db, now);
		return taken;
	}
	if (filed != 0) {
		found = server_game_get(db, filed, &filed_game, NULL, 0,
		    message);
		if (found == 1)
			ui_correspondence_ended_words(page, &filed_game, ended,
			    sizeof ended);
		snprintf(said, sizeof said, "Sent; the game %s", found == 1 ?
		    ended : "ended");
	} else if (server_correspondence_get(db, id, &game, NULL, 0,
	    message) == 1) {
		ui_correspondence_time_left(now, game.deadline, left,
		    sizeof left);
		snprintf(said, sizeof said, "Sent; their move, %s", left);
	} else
		snprintf(said, sizeof said, "Sent");
	if (ui_correspondence_refresh(page, db, now) < 0)
		return -1;
	ui_correspondence_say(page, said);
	return 1;
}

/* A name in `columns` columns, as the terminal shows it. */
static void
ui_correspondence_name(const struct ui_correspondence *page,
    const char *name, int columns, char *text, size_t size)
{
	char shown[SERVER_NAME_SIZE];

	ui_name_show(name, page->ascii, shown, sizeof shown);
	ui_name_fit(shown, columns, text, size);
}

static void
ui_correspondence_view_list(const struct ui_correspondence *page,
    struct ui_correspondence_view *view, int rows)
{
	char name[UI_CORRESPONDENCE_TEXT_MAX / 2], left[64];
	char words[UI_CORRESPONDENCE_TEXT_MAX / 2];
	int shown = rows - view->lines - 1 -
	    (page->ended_count > 0 ? page->ended_count + 2 : 0), first = 0;

	snprintf(view->line[view->lines++], UI_CORRESPONDENCE_TEXT_MAX,
	    "  Your correspondence games: a move in days, no need to stay");
	view->lines++;
	snprintf(view->line[view->lines++], UI_CORRESPONDENCE_TEXT_MAX,
	    "  %-16s %-5s %-12s %-20s %s", "Opponent", "You", "Move",
	    "Time left", "Rated");
	if (page->count == 0) {
		snprintf(view->line[view->lines++], UI_CORRESPONDENCE_TEXT_MAX,
		    "  No correspondence game: n starts one.");
	}
	if (shown < 1)
		shown = 1;
	if (page->current >= shown)
		first = page->current - shown + 1;
	for (int i = first; i < page->count && i < first + shown; i++) {
		const struct server_correspondence *game = &page->games[i];
		int colour = ui_correspondence_colour(page, game);

		if (colour < 0)
			continue;
		ui_correspondence_name(page, game->name[!colour],
		    UI_CORRESPONDENCE_NAME_COLUMNS, name, sizeof name);
		ui_correspondence_time_left(page->now, game->deadline, left,
		    sizeof left);
		if (i == page->current)
			view->current = view->lines;
		snprintf(view->line[view->lines++], UI_CORRESPONDENCE_TEXT_MAX,
		    "%s %s %-5s %-12s %-20s %s", i == page->current ? ">" : " ",
		    name, ui_correspondence_colours[colour],
		    game->to_move == colour ? "yours" : "theirs", left,
		    game->rated ? "rated" : "not rated");
	}
	if (page->ended_count == 0)
		return;
	view->lines++;
	snprintf(view->line[view->lines++], UI_CORRESPONDENCE_TEXT_MAX,
	    "  Ended lately");
	for (int i = 0; i < page->ended_count &&
	    view->lines < UI_CORRESPONDENCE_LINES; i++) {
		const struct server_game *game = &page->ended[i];
		int colour = strcmp(game->side[COLOUR_TEAL].name, page->me) ==
		    0 ? COLOUR_AMBER : COLOUR_TEAL;

		ui_correspondence_name(page, game->side[colour].name,
		    UI_CORRESPONDENCE_NAME_COLUMNS, name, sizeof name);
		ui_correspondence_ended_words(page, game, words, sizeof words);
		snprintf(view->line[view->lines++], UI_CORRESPONDENCE_TEXT_MAX,
		    "  %.120s %.120s", name, words);
	}
}

static void
ui_correspondence_view_new(const struct ui_correspondence *page,
    struct ui_correspondence_view *view)
{
	char name[SERVER_NAME_SIZE], text[UI_CORRESPONDENCE_TEXT_MAX / 2];

	snprintf(view->line[view->lines++], UI_CORRESPONDENCE_TEXT_MAX,
	    "  A new correspondence game: a move in days, no need to stay");
	view->lines++;
	for (int row = 0; row < UI_CORRESPONDENCE_ROWS; row++) {
		bool current = row == page->row;

		switch (row) {
		case UI_CORRESPONDENCE_OPPONENT:
			ui_name_show(page->opponent, page->ascii, name,
			    sizeof name);
			snprintf(text, sizeof text, "Opponent: %s%s", name,
			    current ? "_" : "");
			break;
		case UI_CORRESPONDENCE_DAYS:
			snprintf(text, sizeof text, "Time for a move: %d day%s",
			    page->days, page->days == 1 ? "" : "s");
			break;
		case UI_CORRESPONDENCE_SIDE:
			snprintf(text, sizeof text, "You play: %s%s",
			    ui_correspondence_colours[page->colour],
			    page->colour == COLOUR_AMBER ? " (first)" : "");
			break;
		default:
			snprintf(text, sizeof text, "%s", page->rated ?
			    "Rated: the game moves both players' ratings" :
			    "Not rated");
			break;
		}
		if (current)
			view->current = view->lines;
		snprintf(view->line[view->lines++], UI_CORRESPONDENCE_TEXT_MAX,
		    "%s %s%s", current ? ">" : " ", text, current &&
		    row != UI_CORRESPONDENCE_OPPONENT ? "  <- ->" : "");
	}
}

void
ui_correspondence_view_build(const struct ui_correspondence *page,
    struct ui_correspondence_view *view, int rows)
{
	memset(view, 0, sizeof *view);
	view->current = -1;
	if (rows > UI_CORRESPONDENCE_LINES)
		rows = UI_CORRESPONDENCE_LINES;
	if (page->screen == UI_CORRESPONDENCE_NEW) {
		ui_correspondence_view_new(page, view);
		snprintf(view->keys, sizeof view->keys,
		    "type the name   Up/Down choose   Left/Right change   "
		    "Enter start   Esc back");
		return;
	}
	ui_correspondence_view_list(page, view, rows);
	snprintf(view->keys, sizeof view->keys,
	    "Enter open   n new game   r refresh   q back to the rooms");
}

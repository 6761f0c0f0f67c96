/*
 * ui_lobby.c owns the lobby's logic (ui_lobby.h): the name typed and
 * checked, the rooms listed from their info lines, the row chosen, what
 * each key asks for, and the screen as lines of ASCII text.
 */
#include "ui/ui_lobby.h"

#include <stdio.h>
#include <string.h>

#include "ui/ui.h"

/* After a player who is not connected, whose seat waits for them. */
#define UI_LOBBY_AWAY " (away)"

enum {
	UI_LOBBY_PLAYER_COLUMNS = 16,	/* a player's column in the list */
	UI_LOBBY_PLAYER_MAX = UI_LOBBY_PLAYER_COLUMNS + 1
};

static struct wire_message info;	/* large: not on the stack */

void
ui_lobby_init(struct ui_lobby *lobby)
{
	memset(lobby, 0, sizeof *lobby);
	lobby->screen = UI_LOBBY_NAME;
}

void
ui_lobby_say(struct ui_lobby *lobby, const char *text)
{
	size_t used = 0;

	for (; *text != '\0' && used + 1 < sizeof lobby->message; text++)
		if (*text >= ' ' && *text < UI_KEY_BACKSPACE)
			lobby->message[used++] = *text;
	lobby->message[used] = '\0';
}

static bool
ui_lobby_is_enter(int key)
{
	return key == UI_KEY_ENTER || key == '\r';
}

static enum ui_lobby_request
ui_lobby_key_name(struct ui_lobby *lobby, int key)
{
	size_t length = strlen(lobby->typed);

	if (key == UI_KEY_ESCAPE)
		return UI_LOBBY_QUIT;
	if (ui_lobby_is_enter(key)) {
		if (wire_name_valid(lobby->typed))
			return UI_LOBBY_HOLD_NAME;
		ui_lobby_say(lobby, "Not a name: 1 to 16 letters, digits or "
		    "punctuation, no spaces or quotes");
	} else if (key == UI_KEY_BACKSPACE || key == '\b') {
		if (length > 0)
			lobby->typed[length - 1] = '\0';
	} else if (key > ' ' && key < UI_KEY_BACKSPACE && length < WIRE_NAME_MAX) {
		lobby->typed[length] = (char)key;
		lobby->typed[length + 1] = '\0';
	}
	return UI_LOBBY_NONE;
}

void
ui_lobby_named(struct ui_lobby *lobby, bool held, const char *why)
{
	if (!held) {
		ui_lobby_say(lobby, why);
		return;
	}
	snprintf(lobby->name, sizeof lobby->name, "%s", lobby->typed);
	lobby->screen = UI_LOBBY_ROOMS;
	lobby->message[0] = '\0';
}

/* The keys of the list: a table, as the board's are. */
static const struct {
	int			key;
	enum ui_lobby_request	request;
} ui_lobby_keys[] = {
	{ UI_KEY_ENTER, UI_LOBBY_JOIN }, { '\r', UI_LOBBY_JOIN },
	{ 'w', UI_LOBBY_WATCH },
	{ 'o', UI_LOBBY_OPEN }, { 'c', UI_LOBBY_COMPUTER },
	{ 'r', UI_LOBBY_REFRESH }, { 'q', UI_LOBBY_QUIT }, { 'Q', UI_LOBBY_QUIT }
};

static enum ui_lobby_request
ui_lobby_key_rooms(struct ui_lobby *lobby, int key)
{
	enum ui_lobby_request request = UI_LOBBY_NONE;

	if (key == UI_KEY_UP || key == 'k') {
		if (lobby->current > 0)
			lobby->current--;
		return UI_LOBBY_NONE;
	}
	if (key == UI_KEY_DOWN || key == 'j') {
		if (lobby->current + 1 < lobby->count)
			lobby->current++;
		return UI_LOBBY_NONE;
	}
	for (size_t i = 0; i < sizeof ui_lobby_keys / sizeof ui_lobby_keys[0]; i++)
		if (ui_lobby_keys[i].key == key)
			request = ui_lobby_keys[i].request;
	if ((request == UI_LOBBY_JOIN || request == UI_LOBBY_WATCH) &&
	    lobby->count == 0) {
		ui_lobby_say(lobby, "No room is open: o opens one");
		return UI_LOBBY_NONE;
	}
	if (request != UI_LOBBY_NONE)
		lobby->message[0] = '\0';
	return request;
}

enum ui_lobby_request
ui_lobby_key(struct ui_lobby *lobby, int key)
{
	if (lobby->screen == UI_LOBBY_NAME)
		return ui_lobby_key_name(lobby, key);
	return ui_lobby_key_rooms(lobby, key);
}

void
ui_lobby_clear(struct ui_lobby *lobby)
{
	lobby->count = 0;
}

bool
ui_lobby_add(struct ui_lobby *lobby, const char *name, const char *line)
{
	struct ui_lobby_room *room;
	char error[WIRE_ERROR_MAX];

	if (lobby->count >= UI_LOBBY_ROOMS_MAX || !wire_room_valid(name) ||
	    wire_parse(line, &info, error) < 0 || info.kind != WIRE_ROOM)
		return false;
	room = &lobby->rooms[lobby->count++];
	snprintf(room->name, sizeof room->name, "%s", name);
	for (int seat = 0; seat < COLOUR_COUNT; seat++) {
		snprintf(room->player[seat], sizeof room->player[seat], "%s",
		    info.player[seat]);
		room->away[seat] = info.player[seat][0] != '\0' &&
		    !info.connected[seat];
	}
	room->watchers = info.count;
	room->round = info.round;
	room->state = info.state;
	if (lobby->current >= lobby->count)
		lobby->current = lobby->count - 1;
	return true;
}

const char *
ui_lobby_chosen(const struct ui_lobby *lobby)
{
	if (lobby->count == 0)
		return NULL;
	return lobby->rooms[lobby->current < lobby->count ? lobby->current :
	    lobby->count - 1].name;
}

/* A seat's column: its player, "(away)" after one not connected (whose
 * seat waits for them), or "-" for nobody. */
static const char *
ui_lobby_player(const struct ui_lobby_room *room, int seat, char *text,
    size_t size)
{
	if (room->player[seat][0] == '\0')
		return "-";
	if (!room->away[seat])
		return room->player[seat];
	/* The mark whole, in the column: a long name gives way to it. */
	snprintf(text, size, "%.*s%s", UI_LOBBY_PLAYER_COLUMNS -
	    (int)strlen(UI_LOBBY_AWAY), room->player[seat], UI_LOBBY_AWAY);
	return text;
}

/* The rooms' rows, scrolled so that the chosen one is on the screen. */
static void
ui_lobby_view_rooms(const struct ui_lobby *lobby, struct ui_lobby_view *view,
    int rows)
{
	int shown = rows - UI_LOBBY_HEAD_ROWS, first = 0;

	/* 76 columns: a room's name cut to 20, a player's 16 whole, or cut
	 * to make room for " (away)" after one not connected. */
	snprintf(view->line[view->lines++], UI_LOBBY_TEXT_MAX,
	    "  %-20s %-16s %-16s %5s %5s %s", "Room", "Amber", "Teal", "Watch",
	    "Round", "State");
	if (lobby->count == 0) {
		view->lines++;
		snprintf(view->line[view->lines++], UI_LOBBY_TEXT_MAX,
		    "  No room is open: o opens one, c plays the computer.");
		return;
	}
	if (shown < 1)
		shown = 1;
	if (lobby->current >= shown)
		first = lobby->current - shown + 1;
	for (int i = first; i < lobby->count && i < first + shown; i++) {
		const struct ui_lobby_room *room = &lobby->rooms[i];
		char amber[UI_LOBBY_PLAYER_MAX], teal[UI_LOBBY_PLAYER_MAX];

		if (i == lobby->current)
			view->current = view->lines;
		snprintf(view->line[view->lines++], UI_LOBBY_TEXT_MAX,
		    "%s %-20.20s %-16.16s %-16.16s %5d %5d %s",
		    i == lobby->current ? ">" : " ", room->name,
		    ui_lobby_player(room, COLOUR_AMBER, amber, sizeof amber),
		    ui_lobby_player(room, COLOUR_TEAL, teal, sizeof teal),
		    room->watchers, room->round, wire_state_name(room->state));
	}
}

void
ui_lobby_view_build(const struct ui_lobby *lobby, struct ui_lobby_view *view,
    int rows)
{
	memset(view, 0, sizeof *view);
	view->current = -1;
	if (rows > UI_LOBBY_ROOMS_MAX + UI_LOBBY_HEAD_ROWS)
		rows = UI_LOBBY_ROOMS_MAX + UI_LOBBY_HEAD_ROWS;
	if (lobby->screen == UI_LOBBY_NAME) {
		snprintf(view->line[view->lines++], UI_LOBBY_TEXT_MAX,
		    "G N O M O N   lobby");
		view->lines++;
		snprintf(view->line[view->lines++], UI_LOBBY_TEXT_MAX,
		    "Your name, as the other players will see it");
		snprintf(view->line[view->lines++], UI_LOBBY_TEXT_MAX,
		    "(1 to 16 letters, digits or punctuation, no spaces):");
		view->lines++;
		snprintf(view->line[view->lines++], UI_LOBBY_TEXT_MAX, "> %s_",
		    lobby->typed);
		snprintf(view->keys, sizeof view->keys, "Enter go on   Esc quit");
	} else {
		snprintf(view->line[view->lines++], UI_LOBBY_TEXT_MAX,
		    "G N O M O N   lobby%*s%s", UI_LOBBY_COLUMNS - 19 - 5 -
		    (int)strlen(lobby->name), "you: ", lobby->name);
		view->lines++;
		ui_lobby_view_rooms(lobby, view, rows);
		snprintf(view->keys, sizeof view->keys, "Enter join   w watch   "
		    "o open a room   c play the computer   r refresh   q quit");
	}
	snprintf(view->message, sizeof view->message, "%s", lobby->message);
}

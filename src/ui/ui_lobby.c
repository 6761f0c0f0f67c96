/*
 * ui_lobby.c owns the lobby's logic (ui_lobby.h): the name typed and
 * checked, the rooms listed from their info lines, the row chosen, what
 * each key asks for, and the screen as lines of text: ASCII, but for the
 * players' names on a UTF-8 terminal, whose columns are counted as the
 * terminal draws them (ui_name.h).
 */
#include "ui/ui_lobby.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "core/utf8.h"
#include "ui/play_settings.h"
#include "ui/ui.h"
#include "ui/ui_friend.h"
#include "ui/ui_lobby_rooms.h"
#include "ui/ui_menu.h"
#include "ui/ui_name.h"

/* What a name that breaks a rule is told, after the rule. */
#define UI_LOBBY_NAME_RULES "1 to 16 characters, no spaces, quotes or " \
	"backslashes"

enum {
	UI_LOBBY_TITLE_COLUMNS = 19, /* "G N O M O N   lobby" */
	UI_LOBBY_TITLE_MARGIN = 5, /* after "you: NAME" */
	UI_LOBBY_BYTE_LAST = 0xff, /* keys above are curses' own, not bytes */
	UI_LOBBY_UTF8_TAIL_MASK = 0xc0, /* a continuation byte is 10xxxxxx */
	UI_LOBBY_UTF8_TAIL = 0x80,
	UI_LOBBY_UTF8_TWO = 0xc0, /* the first bytes of 2, 3, 4-byte ones */
	UI_LOBBY_UTF8_THREE = 0xe0,
	UI_LOBBY_UTF8_FOUR = 0xf0,
	UI_LOBBY_CLEAR = 'U' & 0x1f, /* Ctrl-U: the name typed goes */
	/* A control sequence's parameter and intermediate bytes; any other
	 * ends it (its final byte, 0x40 to 0x7e). */
	UI_LOBBY_CSI_FIRST = 0x20,
	UI_LOBBY_CSI_LAST = 0x3f
};

/* Where the keys are in an escape sequence (struct ui_lobby's escape). */
enum {
	UI_LOBBY_ESCAPE_NONE,
	UI_LOBBY_ESCAPE_START,	/* Esc: alone, or a sequence's start */
	UI_LOBBY_ESCAPE_CSI,	/* Esc [ ...: up to its final byte */
	UI_LOBBY_ESCAPE_SS3	/* Esc O: one byte more */
};

static struct wire_message info;	/* large: not on the stack */

void
ui_lobby_init(struct ui_lobby *lobby)
{
	memset(lobby, 0, sizeof *lobby);
	lobby->screen = UI_LOBBY_NAME;
	lobby->terms.side = PLAY_SIDE_AMBER;
	rules_default(&lobby->terms.rules);
	lobby->terms.designer = lobby->terms.rules.start_sun;
}

/* `text` as this terminal shows it: clean UTF-8, or ASCII, every
 * character kept (spaces too), cut to `size` bytes. */
static void
ui_lobby_clean(const struct ui_lobby *lobby, const char *text, char *out,
    size_t size)
{
	if (!lobby->ascii) {
		snprintf(out, size, "%s", text);
		utf8_clean(out, strlen(out));
		wire_cut_text(out, size);
		return;
	}
	ui_name_ascii(text, out, size);
}

void
ui_lobby_say(struct ui_lobby *lobby, const char *text)
{
	/* A name in the message (one held already, one refused) is UTF-8. */
	ui_lobby_clean(lobby, text, lobby->message, sizeof lobby->message);
}

static bool
ui_lobby_is_enter(int key)
{
	return key == UI_KEY_ENTER || key == '\r';
}

/* Whether `text` ends inside a UTF-8 character, its last bytes to come. */
static bool
ui_lobby_unfinished(const char *text)
{
	size_t length = strlen(text), tail = 0;
	unsigned char lead;

	while (tail < length && ((unsigned char)text[length - 1 - tail] &
	    UI_LOBBY_UTF8_TAIL_MASK) == UI_LOBBY_UTF8_TAIL)
		tail++;
	if (tail == length)
		return false;
	lead = (unsigned char)text[length - 1 - tail];
	return (lead >= UI_LOBBY_UTF8_TWO && lead < UI_LOBBY_UTF8_THREE &&
	    tail < 1) || (lead >= UI_LOBBY_UTF8_THREE &&
	    lead < UI_LOBBY_UTF8_FOUR && tail < 2) ||
	    (lead >= UI_LOBBY_UTF8_FOUR && tail < 3);
}

/*
 * A key typed into the name: a byte of UTF-8 on a UTF-8 terminal (curses
 * hands a character's bytes one key at a time).  Nothing is dropped or cut
 * without a word: a character past the 16th, or past ASCII on an ASCII
 * terminal, is refused with the rule; the rest is checked on Enter.
 */
static void
ui_lobby_type(struct ui_lobby *lobby, int key)
{
	size_t length = strlen(lobby->typed);
	bool starts = (key & UI_LOBBY_UTF8_TAIL_MASK) != UI_LOBBY_UTF8_TAIL;

	/* The rest of a character refused already goes with it. */
	if (!starts && !ui_lobby_unfinished(lobby->typed))
		return;
	if (key >= UI_KEY_BACKSPACE && lobby->ascii) {
		ui_lobby_say(lobby, "This terminal is not UTF-8: a name typed"
		    " here is ASCII");
		return;
	}
	if ((starts && wire_characters(lobby->typed) >= WIRE_NAME_MAX) ||
	    length + 1 >= sizeof lobby->typed) {
		ui_lobby_say(lobby, "Not a name: too long: a name is at most 16"
		    " characters");
		return;
	}
	lobby->typed[length] = (char)key;
	lobby->typed[length + 1] = '\0';
}

static enum ui_lobby_request
ui_lobby_key_name(struct ui_lobby *lobby, int key)
{
	if (ui_lobby_is_enter(key)) {
		const char *rule = wire_name_rule(lobby->typed);
		char why[UI_LOBBY_TEXT_MAX];

		if (rule == NULL)
			return UI_LOBBY_HOLD_NAME;
		snprintf(why, sizeof why, "Not a name: %s (" UI_LOBBY_NAME_RULES
		    ")", rule);
		ui_lobby_say(lobby, why);
	} else if (key == UI_LOBBY_CLEAR) {
		lobby->typed[0] = '\0';
		lobby->message[0] = '\0';
	} else if (key == UI_KEY_BACKSPACE || key == '\b') {
		ui_name_back(lobby->typed);
		lobby->message[0] = '\0';
	} else if (key >= ' ' && key != UI_KEY_BACKSPACE &&
	    key <= UI_LOBBY_BYTE_LAST)
		ui_lobby_type(lobby, key);
	return UI_LOBBY_NONE;
}

void
ui_lobby_forget_secret(struct ui_lobby *lobby)
{
	/* volatile: a wipe the compiler may not drop as a dead store. */
	volatile char *secret = lobby->secret, *first = lobby->first;

	for (size_t i = 0; i < sizeof lobby->secret; i++)
		secret[i] = first[i] = '\0';
}

void
ui_lobby_named(struct ui_lobby *lobby, bool held, const char *why)
{
	ui_lobby_forget_secret(lobby);
	if (!held) {
		ui_lobby_say(lobby, why);
		return;
	}
	snprintf(lobby->name, sizeof lobby->name, "%s", lobby->typed);
	ui_correspondence_init(&lobby->correspondence, lobby->name,
	    lobby->ascii);
	lobby->screen = UI_LOBBY_ROOMS;
	/* What the front end said of the name (a guest's), or nothing. */
	ui_lobby_say(lobby, why);
}

void
ui_lobby_ask_password(struct ui_lobby *lobby)
{
	ui_lobby_forget_secret(lobby);
	lobby->screen = UI_LOBBY_PASSWORD;
	lobby->message[0] = '\0';
}

void
ui_lobby_registered(struct ui_lobby *lobby, bool registered, const char *why)
{
	ui_lobby_forget_secret(lobby);
	lobby->screen = UI_LOBBY_ROOMS;
	if (registered)
		lobby->guest = false;
	ui_lobby_say(lobby, why);
}

void
ui_lobby_bind(struct ui_lobby *lobby, const char *name)
{
	snprintf(lobby->typed, sizeof lobby->typed, "%s", name);
	snprintf(lobby->name, sizeof lobby->name, "%s", name);
	lobby->bound = true;
	lobby->guest = false;
	ui_correspondence_init(&lobby->correspondence, lobby->name,
	    lobby->ascii);
	lobby->screen = UI_LOBBY_ROOMS;
}

/* A key typed into a password, never shown: Backspace and Ctrl-U as in a
 * name; any other byte but a control is the password's. */
static void
ui_lobby_type_secret(struct ui_lobby *lobby, int key)
{
	size_t length = strlen(lobby->secret);

	if (key == UI_LOBBY_CLEAR)
		ui_lobby_forget_secret(lobby);
	else if (key == UI_KEY_BACKSPACE || key == '\b')
		ui_name_back(lobby->secret);
	else if (key < ' ' || key > UI_LOBBY_BYTE_LAST)
		return;
	else if (length + 1 >= sizeof lobby->secret)
		ui_lobby_say(lobby, "A password is at most 128 bytes");
	else {
		lobby->secret[length] = (char)key;
		lobby->secret[length + 1] = '\0';
	}
}

/* A registered name's password: Enter has it checked. */
static enum ui_lobby_request
ui_lobby_key_password(struct ui_lobby *lobby, int key)
{
	if (!ui_lobby_is_enter(key)) {
		ui_lobby_type_secret(lobby, key);
		return UI_LOBBY_NONE;
	}
	if (lobby->secret[0] == '\0') {
		ui_lobby_say(lobby, "Type the password, or Esc for another"
		    " name");
		return UI_LOBBY_NONE;
	}
	return UI_LOBBY_CHECK_PASSWORD;
}

/* A new password, typed twice: Enter after the second registers the
 * name if the two agree. */
static enum ui_lobby_request
ui_lobby_key_register(struct ui_lobby *lobby, int key)
{
	if (!ui_lobby_is_enter(key)) {
		ui_lobby_type_secret(lobby, key);
		return UI_LOBBY_NONE;
	}
	if (lobby->first[0] == '\0') {
		if (wire_characters(lobby->secret) < UI_LOBBY_SECRET_MIN) {
			ui_lobby_forget_secret(lobby);
			ui_lobby_say(lobby, "Too short: a password has 8"
			    " characters or more");
			return UI_LOBBY_NONE;
		}
		memcpy(lobby->first, lobby->secret, sizeof lobby->first);
		memset(lobby->secret, 0, sizeof lobby->secret);
		ui_lobby_say(lobby, "");
		return UI_LOBBY_NONE;
	}
	if (strcmp(lobby->first, lobby->secret) != 0) {
		ui_lobby_forget_secret(lobby);
		ui_lobby_say(lobby, "The two were not the same: type the"
		    " password again");
		return UI_LOBBY_NONE;
	}
	return UI_LOBBY_REGISTER_NAME;
}

/* n: a guest registers the name, where the server lets players do so. */
static void
ui_lobby_start_register(struct ui_lobby *lobby)
{
	if (!lobby->players)
		ui_lobby_say(lobby, "This server keeps no players: names are"
		    " not registered here");
	else if (!lobby->guest)
		ui_lobby_say(lobby, "Your name is registered already");
	else if (!lobby->registration)
		ui_lobby_say(lobby, "The server's administrator registers the"
		    " names here: ask them");
	else {
		ui_lobby_forget_secret(lobby);
		lobby->screen = UI_LOBBY_REGISTER;
		lobby->message[0] = '\0';
	}
}

/* m: a registered player's correspondence games, asked afresh. */
static enum ui_lobby_request
ui_lobby_start_correspondence(struct ui_lobby *lobby)
{
	if (!lobby->players) {
		ui_lobby_say(lobby, "This server keeps no players: no"
		    " correspondence games here");
		return UI_LOBBY_NONE;
	}
	if (lobby->guest) {
		ui_lobby_say(lobby, lobby->registration ? "Correspondence"
		    " games are for registered players: n registers your"
		    " name" : "Correspondence games are for registered"
		    " players");
		return UI_LOBBY_NONE;
	}
	lobby->screen = UI_LOBBY_CORRESPONDENCE;
	lobby->correspondence.screen = UI_CORRESPONDENCE_LIST;
	lobby->message[0] = '\0';
	return UI_LOBBY_CORRESPONDENCE_READ;
}

/* A key of the correspondence page, as the lobby's request. */
static enum ui_lobby_request
ui_lobby_key_correspondence(struct ui_lobby *lobby, int key)
{
	switch (ui_correspondence_key(&lobby->correspondence, key)) {
	case UI_CORRESPONDENCE_BACK:
		lobby->screen = UI_LOBBY_ROOMS;
		return UI_LOBBY_REFRESH;
	case UI_CORRESPONDENCE_OPEN:
		return UI_LOBBY_CORRESPONDENCE_OPEN;
	case UI_CORRESPONDENCE_START:
		return UI_LOBBY_CORRESPONDENCE_START;
	case UI_CORRESPONDENCE_REFRESH:
		return UI_LOBBY_CORRESPONDENCE_READ;
	default:
		return UI_LOBBY_NONE;
	}
}

/* The keys of the list: a table, as the board's are. */
static const struct {
	int			key;
	enum ui_lobby_request	request;
} ui_lobby_keys[] = { { UI_KEY_ENTER, UI_LOBBY_JOIN }, { '\r', UI_LOBBY_JOIN },
	{ 'w', UI_LOBBY_WATCH }, { 'o', UI_LOBBY_OPEN },
	{ 'c', UI_LOBBY_COMPUTER }, { 'g', UI_LOBBY_GAMES },
	{ 'd', UI_LOBBY_PUZZLE }, { 'v', UI_LOBBY_ARCHIVE },
	{ 'b', UI_LOBBY_BEST },
	{ 'a', UI_LOBBY_SETTING },
	{ 'p', UI_LOBBY_SETTING }, { 't', UI_LOBBY_SETTING },
	{ 'r', UI_LOBBY_REFRESH }, { 'q', UI_LOBBY_QUIT },
	{ 'Q', UI_LOBBY_QUIT } };

/* a, p, t: the name's calm, colours and cursor, said as they now are. */
static void
ui_lobby_turn_setting(struct ui_lobby *lobby, int key)
{
	char said[UI_LOBBY_TEXT_MAX];

	if (key == 'a') {
		lobby->calm = !lobby->calm;
		ui_lobby_say(lobby, lobby->calm ? "Calm: no animation in your"
		    " games (the dusk ring marked, not pulsing)" :
		    "Calm off: the dusk ring pulses");
	} else if (key == 'p') {
		lobby->palette = (lobby->palette + 1) % PLAY_PALETTES;
		snprintf(said, sizeof said, "Colours in your games: %s%s",
		    play_settings_palette_name(lobby->palette),
		    lobby->palette == PLAY_PALETTE_SAFE ?
			" (apart for"
			" colour-blind eyes)" :
			lobby->palette == PLAY_PALETTE_AUTO ?
			" (as the terminal allows)" :
			"");
		ui_lobby_say(lobby, said);
	} else {
		lobby->cursor = !lobby->cursor;
		ui_lobby_say(lobby, lobby->cursor ? "Cursor: the terminal's"
		    " cursor follows the board's (for a magnifier)" :
		    "Cursor off: the terminal's cursor is hidden");
	}
}

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
	for (size_t i = 0; i < sizeof ui_lobby_keys / sizeof ui_lobby_keys[0];
	     i++)
		if (ui_lobby_keys[i].key == key)
			request = ui_lobby_keys[i].request;
	if ((request == UI_LOBBY_JOIN || request == UI_LOBBY_WATCH) &&
	    lobby->count == 0) {
		ui_lobby_say(lobby, "No room is open: o opens one");
		return UI_LOBBY_NONE;
	}
	if (key == 'n') {
		ui_lobby_start_register(lobby);
		return UI_LOBBY_NONE;
	}
	if (key == 'm')
		return ui_lobby_start_correspondence(lobby);
	if (key == 's') {
		char said[UI_LOBBY_TEXT_MAX];

		lobby->sort = (lobby->sort + 1) % UI_LOBBY_SORTS;
		ui_lobby_sort(lobby);
		snprintf(said, sizeof said, "Rooms by %s",
		    ui_lobby_rooms_sort_name(lobby->sort));
		ui_lobby_say(lobby, said);
		return UI_LOBBY_NONE;
	}
	if ((request == UI_LOBBY_ARCHIVE || request == UI_LOBBY_BEST) &&
	    !lobby->players) {
		ui_lobby_say(lobby, "This server keeps no archive and no"
		    " ratings: g shows your own games");
		return UI_LOBBY_NONE;
	}
	if (request == UI_LOBBY_PUZZLE && lobby->puzzle.number == 0) {
		ui_lobby_say(lobby, "No puzzle today: the puzzles cannot be"
		    " read");
		return UI_LOBBY_NONE;
	}
	if (request == UI_LOBBY_SETTING) {
		ui_lobby_turn_setting(lobby, key);
		return request;
	}
	/* A room of our own: its game is asked first, as the menu asks. */
	if (request == UI_LOBBY_OPEN) {
		lobby->screen = UI_LOBBY_TERMS;
		lobby->terms.row = UI_LOBBY_TERM_SIDE;
		lobby->message[0] = '\0';
		return UI_LOBBY_NONE;
	}
	if (request != UI_LOBBY_NONE)
		lobby->message[0] = '\0';
	return request;
}

/* Whether the terms' row `row` is asked: the sun only as the menu asks
 * it (ui_menu_sun_applies). */
static bool
ui_lobby_term_applies(const struct ui_lobby *lobby, int row)
{
	if (row == UI_LOBBY_TERM_RATED)
		return lobby->players && !lobby->guest;
	return row != UI_LOBBY_TERM_SUN ||
	    ui_menu_sun_applies(&lobby->terms.rules);
}

static void
ui_lobby_term_step(struct ui_lobby *lobby, int delta)
{
	int row = lobby->terms.row + delta;

	while (row >= 0 && row < UI_LOBBY_TERM_ROWS &&
	    !ui_lobby_term_applies(lobby, row))
		row += delta;
	if (row >= 0 && row < UI_LOBBY_TERM_ROWS)
		lobby->terms.row = row;
}

static void
ui_lobby_term_change(struct ui_lobby *lobby, int delta)
{
	struct ui_lobby_terms *terms = &lobby->terms;

	switch (terms->row) {
	case UI_LOBBY_TERM_SIDE:
		terms->side = ui_menu_next_side(terms->side, delta);
		break;
	case UI_LOBBY_TERM_PIE:
		terms->rules.pie = !terms->rules.pie;
		break;
	case UI_LOBBY_TERM_RATED:
		terms->rated = !terms->rated;
		break;
	case UI_LOBBY_TERM_CLOCK:
		ui_friend_clock_next(&terms->clock_minutes,
		    &terms->clock_seconds);
		break;
	default:
		ui_menu_turn_sun(&terms->rules, &terms->designer);
		break;
	}
}

/* The new room's terms: up and down the rows, left and right change one,
 * Enter opens the room, q or Esc goes back to the list. */
static enum ui_lobby_request
ui_lobby_key_terms(struct ui_lobby *lobby, int key)
{
	if (ui_lobby_is_enter(key)) {
		lobby->screen = UI_LOBBY_ROOMS;
		return UI_LOBBY_OPEN;
	}
	if (key == 'q' || key == 'Q')
		lobby->screen = UI_LOBBY_ROOMS;
	else if (key == UI_KEY_UP || key == 'k')
		ui_lobby_term_step(lobby, -1);
	else if (key == UI_KEY_DOWN || key == 'j')
		ui_lobby_term_step(lobby, 1);
	else if (key == UI_KEY_LEFT || key == 'h')
		ui_lobby_term_change(lobby, -1);
	else if (key == UI_KEY_RIGHT || key == 'l')
		ui_lobby_term_change(lobby, 1);
	return UI_LOBBY_NONE;
}

/*
 * Whether `key` belongs to an escape sequence, and so is no key: after
 * Esc, a CSI (Esc [, up to its final byte), an SS3 (Esc O and one byte) or
 * Alt with a key (Esc and that key).  Esc alone is told by the quiet after
 * it (ui_lobby_idle).
 */
static bool
ui_lobby_escaped(struct ui_lobby *lobby, int key)
{
	switch (lobby->escape) {
	case UI_LOBBY_ESCAPE_NONE:
		if (key != UI_KEY_ESCAPE)
			return false;
		lobby->escape = UI_LOBBY_ESCAPE_START;
		break;
	case UI_LOBBY_ESCAPE_START:
		lobby->escape = key == '[' ? UI_LOBBY_ESCAPE_CSI :
		    key == 'O' ? UI_LOBBY_ESCAPE_SS3 :
		    key == UI_KEY_ESCAPE ? UI_LOBBY_ESCAPE_START :
		    UI_LOBBY_ESCAPE_NONE;
		break;
	case UI_LOBBY_ESCAPE_CSI:
		if (key < UI_LOBBY_CSI_FIRST || key > UI_LOBBY_CSI_LAST)
			lobby->escape = UI_LOBBY_ESCAPE_NONE;
		break;
	default:
		lobby->escape = UI_LOBBY_ESCAPE_NONE;
		break;
	}
	return true;
}

enum ui_lobby_request
ui_lobby_idle(struct ui_lobby *lobby)
{
	bool alone = lobby->escape == UI_LOBBY_ESCAPE_START;

	lobby->escape = UI_LOBBY_ESCAPE_NONE;
	if (alone && (lobby->screen == UI_LOBBY_PASSWORD ||
	    lobby->screen == UI_LOBBY_REGISTER)) {
		/* Another name, or back to the rooms unregistered. */
		ui_lobby_forget_secret(lobby);
		lobby->message[0] = '\0';
		if (lobby->screen == UI_LOBBY_PASSWORD)
			lobby->typed[0] = '\0';
		lobby->screen = lobby->screen == UI_LOBBY_PASSWORD ?
		    UI_LOBBY_NAME : UI_LOBBY_ROOMS;
		return UI_LOBBY_NONE;
	}
	if (alone && lobby->screen == UI_LOBBY_TERMS)
		lobby->screen = UI_LOBBY_ROOMS;
	if (alone && lobby->screen == UI_LOBBY_CORRESPONDENCE &&
	    ui_correspondence_escape(&lobby->correspondence) ==
	    UI_CORRESPONDENCE_BACK) {
		lobby->screen = UI_LOBBY_ROOMS;
		return UI_LOBBY_REFRESH;
	}
	return alone && lobby->screen == UI_LOBBY_NAME ? UI_LOBBY_QUIT :
	    UI_LOBBY_NONE;
}

enum ui_lobby_request
ui_lobby_key(struct ui_lobby *lobby, int key)
{
	if (ui_lobby_escaped(lobby, key))
		return UI_LOBBY_NONE;
	if (lobby->screen == UI_LOBBY_NAME)
		return ui_lobby_key_name(lobby, key);
	if (lobby->screen == UI_LOBBY_PASSWORD)
		return ui_lobby_key_password(lobby, key);
	if (lobby->screen == UI_LOBBY_REGISTER)
		return ui_lobby_key_register(lobby, key);
	if (lobby->screen == UI_LOBBY_TERMS)
		return ui_lobby_key_terms(lobby, key);
	if (lobby->screen == UI_LOBBY_CORRESPONDENCE)
		return ui_lobby_key_correspondence(lobby, key);
	return ui_lobby_key_rooms(lobby, key);
}

void
ui_lobby_clear(struct ui_lobby *lobby)
{
	const char *chosen = ui_lobby_chosen(lobby);

	if (chosen != NULL)
		snprintf(lobby->chosen, sizeof lobby->chosen, "%s", chosen);
	lobby->count = 0;
}

void
ui_lobby_sort(struct ui_lobby *lobby)
{
	const char *chosen = ui_lobby_chosen(lobby);

	if (lobby->chosen[0] == '\0' && chosen != NULL)
		snprintf(lobby->chosen, sizeof lobby->chosen, "%s", chosen);
	ui_lobby_rooms_sort(lobby->rooms, lobby->count, lobby->sort);
	for (int i = 0; i < lobby->count; i++)
		if (strcmp(lobby->rooms[i].name, lobby->chosen) == 0)
			lobby->current = i;
	lobby->chosen[0] = '\0';
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
	memset(room->rating, 0, sizeof room->rating);
	room->rated = info.rated;
	room->watchers = info.count;
	room->round = info.round;
	room->state = info.state;
	/* An older room's line says neither: not known. */
	room->has_clock = info.has_left;
	for (int seat = 0; seat < COLOUR_COUNT; seat++) {
		room->left_ms[seat] = info.clock_ms[seat];
		room->idle[seat] = info.has_idle[seat] ?
		    info.idle_seconds[seat] : -1;
	}
	if (lobby->current >= lobby->count)
		lobby->current = lobby->count - 1;
	return true;
}

void
ui_lobby_rate(struct ui_lobby *lobby, int room, int seat, const char *rating)
{
	char *to;

	if (room < 0)
		to = lobby->rating;
	else if (room < lobby->count && seat >= 0 && seat < COLOUR_COUNT)
		to = lobby->rooms[room].rating[seat];
	else
		return;
	snprintf(to, UI_LOBBY_RATING_SIZE, "%s", rating);
}

void
ui_lobby_set_puzzle(struct ui_lobby *lobby, int number, int rating)
{
	memset(&lobby->puzzle, 0, sizeof lobby->puzzle);
	lobby->puzzle.number = number > 0 ? number : 0;
	lobby->puzzle.rating = rating;
}

void
ui_lobby_add_solver(struct ui_lobby *lobby, const char *name)
{
	struct ui_lobby_puzzle *puzzle = &lobby->puzzle;

	if (lobby->name[0] != '\0' && strcmp(name, lobby->name) == 0) {
		puzzle->mine = true;
		return;
	}
	if (puzzle->others < UI_LOBBY_SOLVERS_MAX)
		snprintf(puzzle->named[puzzle->others],
		    sizeof puzzle->named[0], "%s", name);
	puzzle->others++;
}

const char *
ui_lobby_chosen(const struct ui_lobby *lobby)
{
	if (lobby->count == 0)
		return NULL;
	return lobby->rooms[lobby->current < lobby->count ? lobby->current :
	    lobby->count - 1].name;
}

/* The rooms' rows, scrolled so that the chosen one is on the screen. */
static void
ui_lobby_view_rooms(const struct ui_lobby *lobby, struct ui_lobby_view *view,
    int rows)
{
	/* What is above the list, and its heading. */
	int shown = rows - view->lines - 1, first = 0;

	ui_lobby_rooms_heading(lobby->sort, view->line[view->lines++],
	    UI_LOBBY_TEXT_MAX);
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
		if (i == lobby->current)
			view->current = view->lines;
		ui_lobby_rooms_row(&lobby->rooms[i], lobby->ascii,
		    i == lobby->current, view->line[view->lines++],
		    UI_LOBBY_TEXT_MAX);
	}
}

/*
 * Today's puzzle and who solved it today, within the lobby's columns:
 * "you" first, then the others as their records were found, those that do
 * not fit counted ("and 3 more").
 */
static void
ui_lobby_view_puzzle(const struct ui_lobby *lobby, struct ui_lobby_view *view)
{
	const struct ui_lobby_puzzle *puzzle = &lobby->puzzle;
	char *line = view->line[view->lines++], more[32];
	int solvers = puzzle->others + (puzzle->mine ? 1 : 0), listed = 0;

	snprintf(line, UI_LOBBY_TEXT_MAX, "Today's puzzle %d, rated %d:"
	    "  d plays it   ", puzzle->number, puzzle->rating);
	if (solvers == 0) {
		strcat(line, "nobody has solved it yet");
		return;
	}
	strcat(line, "solved by ");
	if (puzzle->mine) {
		strcat(line, "you");
		listed++;
	}
	for (int i = 0; i < puzzle->others && i < UI_LOBBY_SOLVERS_MAX;
	    i++) {
		char shown[WIRE_NAME_SIZE];
		int left = solvers - listed - 1;

		ui_name_show(puzzle->named[i], lobby->ascii, shown,
		    sizeof shown);
		/* Room for this name, and the count of those after it. */
		more[0] = '\0';
		if (left > 0)
			snprintf(more, sizeof more, " and %d more", left);
		if (ui_name_columns(line) + 2 + ui_name_columns(shown) +
		    (int)strlen(more) > UI_LOBBY_COLUMNS)
			break;
		if (listed > 0)
			strcat(line, ", ");
		strcat(line, shown);
		listed++;
	}
	if (listed < solvers) {
		snprintf(more, sizeof more, "%s%d %s", listed > 0 ? " and " :
		    "", solvers - listed, listed > 0 ? "more" : "players");
		strcat(line, more);
	}
}

/* A row of the terms in the menu's words, or Play a friend's. */
static void
ui_lobby_term_words(const struct ui_lobby *lobby, int row, char *text,
    size_t size)
{
	const struct ui_lobby_terms *terms = &lobby->terms;

	switch (row) {
	case UI_LOBBY_TERM_SIDE:
		ui_menu_side_words(terms->side, text, size);
		break;
	case UI_LOBBY_TERM_PIE:
		ui_menu_pie_words(terms->rules.pie, text, size);
		break;
	case UI_LOBBY_TERM_RATED:
		snprintf(text, size, "%s", terms->rated ?
		    "Rated: the game moves both players' ratings, if both"
		    " are registered" : "Not rated");
		break;
	case UI_LOBBY_TERM_CLOCK:
		ui_friend_clock_words(terms->clock_minutes,
		    terms->clock_seconds, text, size);
		/* A row's words begin with a capital. */
		text[0] = (char)toupper((unsigned char)text[0]);
		break;
	default:
		ui_menu_sun_words(&terms->rules, text, size);
		break;
	}
}

/* The terms of a room about to open, the row chosen marked as the
 * list's is. */
static void
ui_lobby_view_terms(const struct ui_lobby *lobby, struct ui_lobby_view *view)
{
	char text[UI_LOBBY_TEXT_MAX / 2];

	snprintf(view->line[view->lines++], UI_LOBBY_TEXT_MAX,
	    "  A room of your own: its game, then Enter opens it");
	view->lines++;
	for (int row = 0; row < UI_LOBBY_TERM_ROWS; row++) {
		bool current = row == lobby->terms.row;

		if (!ui_lobby_term_applies(lobby, row))
			continue;
		ui_lobby_term_words(lobby, row, text, sizeof text);
		if (current)
			view->current = view->lines;
		snprintf(view->line[view->lines++], UI_LOBBY_TEXT_MAX,
		    "%s %s%s", current ? ">" : " ", text,
		    current ? "  <- ->" : "");
	}
}

/* The name's screen, and a registered name's password after it. */
static void
ui_lobby_view_name(const struct ui_lobby *lobby, struct ui_lobby_view *view)
{
	char typed[WIRE_NAME_SIZE];

	snprintf(view->line[view->lines++], UI_LOBBY_TEXT_MAX,
	    "G N O M O N   lobby");
	view->lines++;
	/* As typed: a space in it shows, as its refusal says. */
	ui_lobby_clean(lobby, lobby->typed, typed, sizeof typed);
	if (lobby->screen == UI_LOBBY_PASSWORD) {
		snprintf(view->line[view->lines++], UI_LOBBY_TEXT_MAX,
		    "%s is a registered name: its password (not shown),",
		    typed);
		snprintf(view->line[view->lines++], UI_LOBBY_TEXT_MAX,
		    "or Esc for another name:");
		view->lines++;
		snprintf(view->line[view->lines++], UI_LOBBY_TEXT_MAX, "> _");
		snprintf(view->keys, sizeof view->keys,
		    "Enter go on   Esc another name");
		return;
	}
	snprintf(view->line[view->lines++], UI_LOBBY_TEXT_MAX,
	    "Your name, as the other players will see it");
	snprintf(view->line[view->lines++], UI_LOBBY_TEXT_MAX,
	    "(" UI_LOBBY_NAME_RULES "):");
	view->lines++;
	snprintf(view->line[view->lines++], UI_LOBBY_TEXT_MAX, "> %s_", typed);
	snprintf(view->keys, sizeof view->keys, "Enter go on   Esc quit");
}

/* A guest's name registered: the password, then again. */
static void
ui_lobby_view_register(const struct ui_lobby *lobby,
    struct ui_lobby_view *view)
{
	snprintf(view->line[view->lines++], UI_LOBBY_TEXT_MAX,
	    "  Registering your name: it is yours alone, and your games"
	    " with other");
	snprintf(view->line[view->lines++], UI_LOBBY_TEXT_MAX,
	    "  registered players may be rated.");
	view->lines++;
	snprintf(view->line[view->lines++], UI_LOBBY_TEXT_MAX, "  %s",
	    lobby->first[0] == '\0' ? "A password, 8 characters or more"
	    " (not shown):" : "The same password again:");
	snprintf(view->line[view->lines++], UI_LOBBY_TEXT_MAX, "> _");
	snprintf(view->keys, sizeof view->keys, "Enter go on   Esc back");
}

/* The server's line, where it keeps its players: its pages' keys. */
static void
ui_lobby_view_server(const struct ui_lobby *lobby, struct ui_lobby_view *view)
{
	char correspondence[UI_LOBBY_TEXT_MAX / 2];

	if (!lobby->players)
		return;
	ui_correspondence_server_words(&lobby->correspondence, correspondence,
	    sizeof correspondence);
	snprintf(view->line[view->lines++], UI_LOBBY_TEXT_MAX,
	    "Server:   v archive   b best players   %s", correspondence);
}

/* The title: the lobby's, and who you are, with your rating or as a
 * guest, at the right. */
static void
ui_lobby_view_title(const struct ui_lobby *lobby, struct ui_lobby_view *view)
{
	char name[WIRE_NAME_SIZE], you[WIRE_NAME_SIZE + 32];

	ui_name_show(lobby->name, lobby->ascii, name, sizeof name);
	snprintf(you, sizeof you, "you: %s%s%s", name,
	    lobby->guest && lobby->players ? " (guest)" :
	    lobby->rating[0] != '\0' ? " " : "",
	    lobby->guest && lobby->players ? "" : lobby->rating);
	/* It ends five columns short of the edge, as it always has. */
	snprintf(view->line[view->lines++], UI_LOBBY_TEXT_MAX,
	    "G N O M O N   lobby%*s%s", UI_LOBBY_COLUMNS -
	    UI_LOBBY_TITLE_COLUMNS - UI_LOBBY_TITLE_MARGIN -
	    ui_name_columns(you), "", you);
}

/* The correspondence page under the title, its message the lobby's
 * when it has none. */
static void
ui_lobby_view_correspondence(const struct ui_lobby *lobby,
    struct ui_lobby_view *view, int rows)
{
	static struct ui_correspondence_view page;
	const struct ui_correspondence *correspondence =
	    &lobby->correspondence;

	ui_correspondence_view_build(correspondence, &page,
	    rows - view->lines);
	for (int i = 0; i < page.lines && view->lines < UI_LOBBY_ROOMS_MAX +
	    UI_LOBBY_HEAD_ROWS; i++) {
		if (i == page.current)
			view->current = view->lines;
		snprintf(view->line[view->lines++], UI_LOBBY_TEXT_MAX, "%s",
		    page.line[i]);
	}
	snprintf(view->keys, sizeof view->keys, "%s", page.keys);
	if (correspondence->message[0] != '\0')
		snprintf(view->message, sizeof view->message, "%s",
		    correspondence->message);
}

void
ui_lobby_view_build(const struct ui_lobby *lobby, struct ui_lobby_view *view,
    int rows)
{
	memset(view, 0, sizeof *view);
	view->current = -1;
	if (rows > UI_LOBBY_ROOMS_MAX + UI_LOBBY_HEAD_ROWS)
		rows = UI_LOBBY_ROOMS_MAX + UI_LOBBY_HEAD_ROWS;
	snprintf(view->message, sizeof view->message, "%s", lobby->message);
	if (lobby->screen == UI_LOBBY_NAME ||
	    lobby->screen == UI_LOBBY_PASSWORD) {
		ui_lobby_view_name(lobby, view);
		return;
	}
	ui_lobby_view_title(lobby, view);
	snprintf(view->line[view->lines++], UI_LOBBY_TEXT_MAX,
	    "Your games:   a calm: %s   p colours: %s   t cursor: %s",
	    lobby->calm ? "on" : "off",
	    play_settings_palette_name(lobby->palette),
	    lobby->cursor ? "on" : "off");
	if (lobby->screen == UI_LOBBY_REGISTER) {
		ui_lobby_view_register(lobby, view);
		return;
	}
	if (lobby->screen == UI_LOBBY_TERMS) {
		ui_lobby_view_terms(lobby, view);
		snprintf(view->keys, sizeof view->keys,
		    "Up/Down choose   Left/Right change   "
		    "Enter open the room   Esc back");
		return;
	}
	if (lobby->screen == UI_LOBBY_CORRESPONDENCE) {
		ui_lobby_view_correspondence(lobby, view, rows);
		return;
	}
	if (lobby->puzzle.number > 0)
		ui_lobby_view_puzzle(lobby, view);
	ui_lobby_view_server(lobby, view);
	ui_lobby_view_rooms(lobby, view, rows);
	snprintf(view->keys, sizeof view->keys,
	    "Enter join  w watch  o open  c computer  g games  s sort  "
	    "r refresh  q quit");
}

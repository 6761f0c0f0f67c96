/*
 * ui_lobby_rooms.c owns the lobby's list of live rooms (ui_lobby_rooms.h):
 * each room's row in columns, the list's heading, and its orders.
 *
 * The row, 80 columns: the mark of the chosen row and `*` for a rated
 * room, the room's name (16), each player with the rating or "guest" and
 * "(away)" (14 each, the name cut to leave its marks whole), the round (or
 * "over"), each side's clock ("4:59", "1h05", "12h"), each side's idle
 * time ("45s", "12m", "3h", "2d") and the spectators.
 */
#include "ui/ui_lobby_rooms.h"

#include <stdio.h>
#include <string.h>

#include "ui/ui_name.h"

/* After a player who is not connected, whose seat waits for them. */
#define UI_LOBBY_AWAY " (away)"
/* What the info line did not say. */
#define UI_LOBBY_UNKNOWN "-"
/* A rated room's mark, before its name. */
#define UI_LOBBY_RATED_MARK '*'

enum {
	UI_LOBBY_ROOM_COLUMNS = 16, /* the names rooms are given: at most */
	/* A player's column: the name, its rating or "guest", and
	 * "(away)" after one not connected. */
	UI_LOBBY_PLAYER_COLUMNS = 14,
	UI_LOBBY_PLAYER_MAX = WIRE_NAME_SIZE + UI_LOBBY_RATING_SIZE +
	    sizeof UI_LOBBY_AWAY,
	UI_LOBBY_WORD_MAX = 16, /* a clock's or an idle time's words */
	UI_LOBBY_SECONDS_PER_MINUTE = 60,
	UI_LOBBY_SECONDS_PER_HOUR = 60 * 60,
	UI_LOBBY_SECONDS_PER_DAY = 24 * 60 * 60,
	UI_LOBBY_MS_PER_SECOND = 1000,
	UI_LOBBY_HOURS_SHOWN_MAX = 999, /* "999h": a clock longer shows it */
	UI_LOBBY_DAYS_SHOWN_MAX = 99, /* "99d": an idle time longer too */
	UI_LOBBY_SHORT_HOURS = 10, /* below it, the minutes too: "1h05" */
	UI_LOBBY_NO_RATING = -1
};

static const char *const ui_lobby_sort_names[UI_LOBBY_SORTS] = {
	[UI_LOBBY_SORT_NAME] = "name",
	[UI_LOBBY_SORT_RATING] = "rating",
	[UI_LOBBY_SORT_IDLE] = "idle",
	[UI_LOBBY_SORT_WATCHERS] = "watchers"
};

const char *
ui_lobby_rooms_sort_name(enum ui_lobby_sort sort)
{
	return (unsigned)sort < UI_LOBBY_SORTS ? ui_lobby_sort_names[sort] :
	    ui_lobby_sort_names[UI_LOBBY_SORT_NAME];
}

/* A rating's number ("1523?" is 1523), or UI_LOBBY_NO_RATING for a guest
 * or one not known. */
static int
ui_lobby_rating_number(const char *rating)
{
	int number = 0;

	if (rating[0] < '0' || rating[0] > '9')
		return UI_LOBBY_NO_RATING;
	/* At most UI_LOBBY_RATING_SIZE - 1 digits: no overflow. */
	for (; *rating >= '0' && *rating <= '9'; rating++)
		number = number * 10 + (*rating - '0');
	return number;
}

/* The room's best rating, or UI_LOBBY_NO_RATING. */
static int
ui_lobby_best_rating(const struct ui_lobby_room *room)
{
	int best = UI_LOBBY_NO_RATING;

	for (int seat = 0; seat < COLOUR_COUNT; seat++) {
		int rating = ui_lobby_rating_number(room->rating[seat]);

		if (rating > best)
			best = rating;
	}
	return best;
}

/* How long since anything was played in the room: its sides' least idle
 * time, or -1 when neither is known. */
static int
ui_lobby_least_idle(const struct ui_lobby_room *room)
{
	int least = -1;

	for (int seat = 0; seat < COLOUR_COUNT; seat++)
		if (room->idle[seat] >= 0 &&
		    (least < 0 || room->idle[seat] < least))
			least = room->idle[seat];
	return least;
}

/* Whether `one` goes after `other` in the order `sort`: what is not known
 * goes last, and a tie is no reason to move. */
static bool
ui_lobby_goes_after(const struct ui_lobby_room *one,
    const struct ui_lobby_room *other, enum ui_lobby_sort sort)
{
	int a, b;

	switch (sort) {
	case UI_LOBBY_SORT_RATING:
		return ui_lobby_best_rating(one) < ui_lobby_best_rating(other);
	case UI_LOBBY_SORT_IDLE:
		a = ui_lobby_least_idle(one);
		b = ui_lobby_least_idle(other);
		return b >= 0 && (a < 0 || a > b);
	case UI_LOBBY_SORT_WATCHERS:
		return one->watchers < other->watchers;
	default:
		return strcmp(one->name, other->name) > 0;
	}
}

void
ui_lobby_rooms_sort(struct ui_lobby_room *rooms, int count,
    enum ui_lobby_sort sort)
{
	/* An insertion sort: a list of UI_LOBBY_ROOMS_MAX, kept stable. */
	for (int i = 1; i < count; i++) {
		struct ui_lobby_room moving = rooms[i];
		int at = i;

		while (at > 0 && ui_lobby_goes_after(&rooms[at - 1], &moving,
		    sort)) {
			rooms[at] = rooms[at - 1];
			at--;
		}
		rooms[at] = moving;
	}
}

void
ui_lobby_rooms_heading(enum ui_lobby_sort sort, char *line, size_t size)
{
	char room[UI_LOBBY_WORD_MAX + 8];

	snprintf(room, sizeof room, "Room (by %s)",
	    sort == UI_LOBBY_SORT_WATCHERS ? "watch" :
	    ui_lobby_rooms_sort_name(sort));
	snprintf(line, size, "  %-*s %-*s %-*s %5s %11s %7s %5s",
	    UI_LOBBY_ROOM_COLUMNS, room, UI_LOBBY_PLAYER_COLUMNS, "Amber",
	    UI_LOBBY_PLAYER_COLUMNS, "Teal", "Round", "Clock", "Idle",
	    "Watch");
}

/* A seat's column, UI_LOBBY_PLAYER_COLUMNS wide: its player, with the
 * rating (or "guest") and "(away)" after one not connected (whose seat
 * waits for them), or "-" for nobody; a name counted in the columns the
 * terminal gives it, and cut to leave its marks whole. */
static void
ui_lobby_player(const struct ui_lobby_room *room, bool ascii, int seat,
    char *text, size_t size)
{
	char shown[WIRE_NAME_SIZE], name[UI_LOBBY_PLAYER_MAX];
	char marks[UI_LOBBY_RATING_SIZE + sizeof UI_LOBBY_AWAY + 1];
	int room_for;

	if (room->player[seat][0] == '\0') {
		ui_name_fit(UI_LOBBY_UNKNOWN, UI_LOBBY_PLAYER_COLUMNS, text,
		    size);
		return;
	}
	snprintf(marks, sizeof marks, "%s%s%s",
	    room->rating[seat][0] != '\0' ? " " : "", room->rating[seat],
	    room->away[seat] ? UI_LOBBY_AWAY : "");
	room_for = UI_LOBBY_PLAYER_COLUMNS - (int)strlen(marks);
	ui_name_show(room->player[seat], ascii, shown, sizeof shown);
	if (ui_name_columns(shown) > room_for)
		ui_name_fit(shown, room_for, name, sizeof name);
	else
		snprintf(name, sizeof name, "%s", shown);
	strcat(name, marks);
	ui_name_fit(name, UI_LOBBY_PLAYER_COLUMNS, text, size);
}

/* Time left on a clock in 5 columns at most: "4:59", "59:59", "1h05",
 * "12h". */
static void
ui_lobby_clock_words(int64_t ms, char *text, size_t size)
{
	/* The seconds begun, as the game's panel counts them. */
	int64_t seconds = (ms + UI_LOBBY_MS_PER_SECOND - 1) /
	    UI_LOBBY_MS_PER_SECOND;
	int64_t hours = seconds / UI_LOBBY_SECONDS_PER_HOUR;

	if (hours == 0)
		snprintf(text, size, "%d:%02d",
		    (int)(seconds / UI_LOBBY_SECONDS_PER_MINUTE),
		    (int)(seconds % UI_LOBBY_SECONDS_PER_MINUTE));
	else if (hours < UI_LOBBY_SHORT_HOURS)
		snprintf(text, size, "%dh%02d", (int)hours,
		    (int)(seconds % UI_LOBBY_SECONDS_PER_HOUR /
		    UI_LOBBY_SECONDS_PER_MINUTE));
	else
		snprintf(text, size, "%dh", (int)(hours >
		    UI_LOBBY_HOURS_SHOWN_MAX ? UI_LOBBY_HOURS_SHOWN_MAX :
		    hours));
}

/* An idle time in 3 columns: "45s", "12m", "3h", "2d" (at most "99d"). */
static void
ui_lobby_idle_words(int seconds, char *text, size_t size)
{
	if (seconds < UI_LOBBY_SECONDS_PER_MINUTE)
		snprintf(text, size, "%ds", seconds);
	else if (seconds < UI_LOBBY_SECONDS_PER_HOUR)
		snprintf(text, size, "%dm",
		    seconds / UI_LOBBY_SECONDS_PER_MINUTE);
	else if (seconds < UI_LOBBY_SECONDS_PER_DAY)
		snprintf(text, size, "%dh",
		    seconds / UI_LOBBY_SECONDS_PER_HOUR);
	else if (seconds / UI_LOBBY_SECONDS_PER_DAY < UI_LOBBY_DAYS_SHOWN_MAX)
		snprintf(text, size, "%dd",
		    seconds / UI_LOBBY_SECONDS_PER_DAY);
	else
		snprintf(text, size, "%dd", UI_LOBBY_DAYS_SHOWN_MAX);
}

void
ui_lobby_rooms_row(const struct ui_lobby_room *room, bool ascii, bool current,
    char *line, size_t size)
{
	char amber[UI_LOBBY_PLAYER_MAX], teal[UI_LOBBY_PLAYER_MAX];
	char round[UI_LOBBY_WORD_MAX];
	char clock[COLOUR_COUNT][UI_LOBBY_WORD_MAX];
	char idle[COLOUR_COUNT][UI_LOBBY_WORD_MAX];

	ui_lobby_player(room, ascii, COLOUR_AMBER, amber, sizeof amber);
	ui_lobby_player(room, ascii, COLOUR_TEAL, teal, sizeof teal);
	if (room->state == WIRE_STATE_OVER)
		snprintf(round, sizeof round, "over");
	else
		snprintf(round, sizeof round, "%d", room->round);
	for (int seat = 0; seat < COLOUR_COUNT; seat++) {
		if (room->has_clock)
			ui_lobby_clock_words(room->left_ms[seat], clock[seat],
			    sizeof clock[seat]);
		else
			snprintf(clock[seat], sizeof clock[seat], "%s",
			    UI_LOBBY_UNKNOWN);
		if (room->idle[seat] >= 0)
			ui_lobby_idle_words(room->idle[seat], idle[seat],
			    sizeof idle[seat]);
		else
			snprintf(idle[seat], sizeof idle[seat], "%s",
			    UI_LOBBY_UNKNOWN);
	}
	snprintf(line, size, "%c%c%-*.*s %s %s %5s %5s %5s %3s %3s %5d",
	    current ? '>' : ' ', room->rated ? UI_LOBBY_RATED_MARK : ' ',
	    UI_LOBBY_ROOM_COLUMNS, UI_LOBBY_ROOM_COLUMNS, room->name, amber,
	    teal, round, clock[COLOUR_AMBER], clock[COLOUR_TEAL],
	    idle[COLOUR_AMBER], idle[COLOUR_TEAL], room->watchers);
}

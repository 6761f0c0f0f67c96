/*
 * room_archive.c files a room's finished game in the server's database
 * (room_archive.h): the game as the store keeps it, looked for first so
 * that it is never filed twice, and the words that tell the players their
 * ratings.
 */
#include "net/room_archive.h"

#include <errno.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/options.h"
#include "store/save.h"
#include "store/server_games.h"
#include "store/server_players.h"

enum {
	MS_PER_MINUTE = 60 * 1000,
	MS_PER_SECOND = 1000
};

void
room_archive_tag(struct record *record, int64_t started, int64_t ended)
{
	char value[RECORD_VALUE_MAX];

	snprintf(value, sizeof value, "%" PRId64 " %" PRId64, started, ended);
	(void)record_set_tag(record, ROOM_ARCHIVE_TAG, value);
}

int
room_archive_read_tag(const struct record *record, int64_t *started,
    int64_t *ended)
{
	const char *value = record_tag(record, ROOM_ARCHIVE_TAG);
	char *space, *end;
	long long first, second;

	if (value == NULL)
		return -1;
	errno = 0;
	first = strtoll(value, &space, 10);
	if (errno != 0 || space == value || *space != ' ')
		return -1;
	second = strtoll(space + 1, &end, 10);
	if (errno != 0 || end == space + 1 || *end != '\0' || first < 0 ||
	    second < 0)
		return -1;
	*started = first;
	*ended = second;
	return 0;
}

/* How the store says a room's game ended. */
static enum server_ending
room_archive_ending(enum wire_reason reason)
{
	switch (reason) {
	case WIRE_REASON_ECLIPSE:
		return SERVER_ENDING_ECLIPSE;
	case WIRE_REASON_DUSK:
	case WIRE_REASON_STONES:
		return SERVER_ENDING_DUSK;
	case WIRE_REASON_TIME:
		return SERVER_ENDING_TIME;
	case WIRE_REASON_AGREED:
		return SERVER_ENDING_AGREED;
	default:
		return SERVER_ENDING_RESIGN;
	}
}

/* The room's clock as the store keeps it: "5+3" (minutes, seconds a
 * move), or "none". */
static void
room_archive_clock(const struct room_settings *settings, char *clock)
{
	if (settings->clock_base_ms <= 0)
		snprintf(clock, SERVER_CLOCK_SIZE, "none");
	else if (settings->clock_base_ms % MS_PER_MINUTE == 0 &&
	    settings->clock_increment_ms % MS_PER_SECOND == 0)
		snprintf(clock, SERVER_CLOCK_SIZE, "%lld+%lld",
		    (long long)(settings->clock_base_ms / MS_PER_MINUTE),
		    (long long)(settings->clock_increment_ms / MS_PER_SECOND));
	else
		snprintf(clock, SERVER_CLOCK_SIZE, "%lldms+%lldms",
		    (long long)settings->clock_base_ms,
		    (long long)settings->clock_increment_ms);
}

/* The game as the store files it, without its record. */
static void
room_archive_game(const struct room *room, int64_t started, int64_t ended,
    struct server_game *game)
{
	memset(game, 0, sizeof *game);
	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		snprintf(game->side[colour].name,
		    sizeof game->side[colour].name, "%s", room->player[colour]);
	game->rated = room->settings.rated;
	options_write(&options_variant, &room->settings.rules, game->rules,
	    sizeof game->rules);
	room_archive_clock(&room->settings, game->clock);
	game->result = room->result;
	game->ending = room_archive_ending(room->reason);
	game->plies = room->move_count;
	game->started = started;
	game->ended = ended;
}

/* Marks each side a guest whose name is not registered on the server. */
static int
room_archive_guests(struct server_db *db, struct server_game *game,
    char *message)
{
	struct server_player player;

	for (int colour = 0; colour < COLOUR_COUNT; colour++) {
		int found = server_player_find(db, game->side[colour].name,
		    &player, message);

		if (found < 0)
			return -1;
		game->side[colour].guest = found == 0;
	}
	return 0;
}

/* Whether the archive's game `id` has the room's moves and name: 1, 0,
 * -1. */
static int
room_archive_same_record(struct server_db *db, int64_t id,
    const struct room *room, char *message)
{
	static char text[RECORD_TEXT_MAX + 1];
	static struct record record;
	struct server_game game;
	char error[RECORD_ERROR_MAX];
	const char *name;
	int line;

	if (server_game_get(db, id, &game, text, sizeof text, message) != 1)
		return -1;
	if (record_read(text, strlen(text), &record, &line, error) < 0)
		return 0;
	name = record_tag(&record, ROOM_ARCHIVE_ROOM_TAG);
	return record.move_count == room->move_count &&
	    memcmp(record.moves, room->moves,
	    (size_t)room->move_count * sizeof room->moves[0]) == 0 &&
	    name != NULL && strcmp(name, room->settings.name) == 0;
}

/* The same game among Amber's latest, into *filed: 1 found, 0, -1.  The
 * same players, times, plies and result, and the same room and moves. */
static int
room_archive_find(struct server_db *db, const struct room *room,
    const struct server_game *game, struct server_game *filed,
    char *message)
{
	static struct server_game latest[ROOM_ARCHIVE_LOOK_BACK];
	int count = server_games_of(db, game->side[COLOUR_AMBER].name, 0,
	    ROOM_ARCHIVE_LOOK_BACK, latest, message);

	for (int i = 0; i < count; i++) {
		const struct server_game *seen = &latest[i];
		int same;

		if (strcmp(seen->side[COLOUR_AMBER].name,
		    game->side[COLOUR_AMBER].name) != 0 ||
		    strcmp(seen->side[COLOUR_TEAL].name,
		    game->side[COLOUR_TEAL].name) != 0 ||
		    seen->started != game->started ||
		    seen->ended != game->ended ||
		    seen->plies != game->plies ||
		    seen->result != game->result)
			continue;
		same = room_archive_same_record(db, seen->id, room, message);
		if (same < 0)
			return -1;
		if (same > 0) {
			*filed = *seen;
			return 1;
		}
	}
	return count < 0 ? -1 : 0;
}

/* What the players are told of their ratings (room_archive.h). */
static void
room_archive_notice(const struct server_game *game, char *notice)
{
	char before[COLOUR_COUNT][SERVER_RATING_TEXT_SIZE];
	char after[COLOUR_COUNT][SERVER_RATING_TEXT_SIZE];

	notice[0] = '\0';
	if (game->rated) {
		for (int colour = 0; colour < COLOUR_COUNT; colour++) {
			server_player_rating_words(&game->side[colour].before,
			    before[colour]);
			server_player_rating_words(&game->side[colour].after,
			    after[colour]);
		}
		snprintf(notice, ROOM_ARCHIVE_NOTICE_MAX,
		    "ratings: %s %s -> %s, %s %s -> %s",
		    game->side[COLOUR_AMBER].name, before[COLOUR_AMBER],
		    after[COLOUR_AMBER], game->side[COLOUR_TEAL].name,
		    before[COLOUR_TEAL], after[COLOUR_TEAL]);
		return;
	}
	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		if (!game->side[colour].registered) {
			snprintf(notice, ROOM_ARCHIVE_NOTICE_MAX,
			    "not rated: %s is not registered on this server",
			    game->side[colour].name);
			return;
		}
	snprintf(notice, ROOM_ARCHIVE_NOTICE_MAX, "not rated");
}

/* Files `game` with its record, or finds it filed: 1, 0, -1. */
static int
room_archive_put(struct server_db *db, const struct room *room,
    struct server_game *game, char *message)
{
	static char text[RECORD_TEXT_MAX + 1];
	struct server_game filed;
	struct record record;
	int found, length;

	if (room_archive_guests(db, game, message) < 0)
		return -1;
	found = room_archive_find(db, room, game, &filed, message);
	if (found != 0) {
		if (found > 0)
			*game = filed;
		return found > 0 ? 0 : -1;
	}
	room_record(room, &record);
	save_date((time_t)game->ended, record.date, sizeof record.date);
	length = record_write(&record, text, sizeof text);
	if (length < 0) {
		snprintf(message, ROOM_ARCHIVE_MESSAGE_MAX,
		    "the game's record does not fit");
		return -1;
	}
	return server_game_file(db, game, text, (size_t)length, message) < 0 ?
	    -1 : 1;
}

int
room_archive_file(const char *path, const struct room *room, int64_t started,
    int64_t ended, char *notice, char *message)
{
	struct server_db *db;
	struct server_game game;
	int filed;

	notice[0] = '\0';
	/* A game nobody played out (a seat never taken) is no one's. */
	if (!room_over(room) || room->player[COLOUR_AMBER][0] == '\0' ||
	    room->player[COLOUR_TEAL][0] == '\0')
		return 0;
	if (server_db_open(path, &db, message) < 0)
		return -1;
	room_archive_game(room, started, ended, &game);
	filed = room_archive_put(db, room, &game, message);
	server_db_close(db);
	if (filed >= 0 && room->settings.rated)
		room_archive_notice(&game, notice);
	return filed;
}

/*
 * tui_correspondence.c owns the lobby's correspondence games in the
 * terminal (tui.h): the page's reading of the server's database at the
 * server's clock (ui_server_now.h, GNOMON_SERVER_NOW in the tests), the
 * words on arrival, a game played on the board in the lobby's terminal
 * and its move sent to the store, and a new game started.  What the page
 * says and what its keys do is ui_correspondence.c's; the board's
 * ui_correspondence_play.c's; the store judges every move.
 */
#include "tui.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/record.h"
#include "store/save.h"
#include "store/server_correspondence.h"
#include "ui/play_options.h"
#include "ui/ui_correspondence.h"
#include "ui/ui_correspondence_play.h"
#include "ui/ui_lobby.h"
#include "ui/ui_server_now.h"

/* The file of the name's state directory (the lobby set it) that keeps
 * the archive's id of the last ended game the player was told of. */
#define TUI_CORRESPONDENCE_TOLD "correspondence-told"

/* The server's clock now; a bad test clock is said on the page and the
 * system's clock used. */
static int64_t
tui_correspondence_now(struct ui_correspondence *page)
{
	char message[UI_SERVER_NOW_MESSAGE_MAX];
	int64_t now;

	if (ui_server_now(&now, message) < 0) {
		snprintf(page->message, sizeof page->message, "%s", message);
		now = (int64_t)time(NULL);
	}
	return now;
}

/* Whether the lobby's player has correspondence games: a registered
 * player of a server that keeps them. */
static bool
tui_correspondence_kept(struct server_db *db, const struct ui_lobby *lobby)
{
	return db != NULL && lobby->players && !lobby->guest &&
	    lobby->name[0] != '\0';
}

void
tui_correspondence_read(struct server_db *db, struct ui_lobby *lobby)
{
	struct ui_correspondence *page = &lobby->correspondence;

	if (!tui_correspondence_kept(db, lobby))
		return;
	ui_correspondence_refresh(page, db, tui_correspondence_now(page));
}

/* The last ended game told of, or 0 (none, or no file). */
static int64_t
tui_correspondence_told_read(void)
{
	char path[SAVE_PATH_MAX + sizeof TUI_CORRESPONDENCE_TOLD];
	char line[32], *end;
	long long told = 0;
	FILE *in;

	if (save_file_path(TUI_CORRESPONDENCE_TOLD, path, sizeof path) < 0 ||
	    (in = fopen(path, "re")) == NULL)
		return 0;
	if (fgets(line, sizeof line, in) != NULL) {
		told = strtoll(line, &end, 10);
		if (end == line || (*end != '\n' && *end != '\0') || told < 0)
			told = 0;
	}
	fclose(in);
	return (int64_t)told;
}

/* Keeps `told`; a file that cannot be written tells the game again next
 * time, which is all it costs. */
static void
tui_correspondence_told_write(int64_t told)
{
	char path[SAVE_PATH_MAX + sizeof TUI_CORRESPONDENCE_TOLD];
	char directory[SAVE_PATH_MAX], message[SAVE_MESSAGE_MAX], text[32];
	int length;

	if (save_directory(directory, sizeof directory) < 0 ||
	    save_make_directory(directory, message) < 0 ||
	    save_file_path(TUI_CORRESPONDENCE_TOLD, path, sizeof path) < 0)
		return;
	length = snprintf(text, sizeof text, "%lld\n", (long long)told);
	(void)save_write_file(path, text, (size_t)length, message);
}

void
tui_correspondence_arrive(struct server_db *db, struct ui_lobby *lobby)
{
	char said[UI_CORRESPONDENCE_TEXT_MAX];
	int64_t told, now_told;

	if (!tui_correspondence_kept(db, lobby))
		return;
	tui_correspondence_read(db, lobby);
	told = tui_correspondence_told_read();
	ui_correspondence_arrival(&lobby->correspondence, told, said,
	    sizeof said);
	if (said[0] != '\0')
		ui_lobby_say(lobby, said);
	now_told = ui_correspondence_told(&lobby->correspondence, told);
	if (now_told != told)
		tui_correspondence_told_write(now_told);
}

void
tui_correspondence_start(struct server_db *db, struct ui_lobby *lobby)
{
	struct ui_correspondence *page = &lobby->correspondence;

	if (!tui_correspondence_kept(db, lobby))
		return;
	ui_correspondence_start(page, db, tui_correspondence_now(page));
}

/* The game's record as the store holds it, read by the core: 0, or -1
 * said on the page. */
static int
tui_correspondence_load(struct server_db *db, struct ui_correspondence *page,
    int64_t id, struct server_correspondence *game, struct record *record)
{
	static char text[RECORD_TEXT_MAX + 1];
	char message[SERVER_DB_MESSAGE_MAX], error[RECORD_ERROR_MAX];
	int line;

	if (server_correspondence_get(db, id, game, text, sizeof text,
	    message) != 1) {
		snprintf(page->message, sizeof page->message, "%.200s",
		    message);
		return -1;
	}
	if (record_read(text, strlen(text), record, &line, error) != 0) {
		snprintf(page->message, sizeof page->message, "The game's"
		    " record cannot be read: line %d: %s", line, error);
		return -1;
	}
	return 0;
}

/* Plays the game on the board from `seat`; the record to send in
 * `after`, true, when a turn was played. */
static bool
tui_correspondence_board(const struct play_options *shown, bool ascii,
    const struct server_correspondence *game, const struct record *before,
    int seat, const char *left, struct record *after, int *status)
{
	struct tui *tui = calloc(1, sizeof *tui);	/* large */
	struct ui_correspondence_play play;
	struct play_options options = *shown;
	bool played;

	*status = 1;
	if (tui == NULL)
		return false;
	options.ascii |= ascii;
	options.lobby = options.hotseat = options.chose = true;
	options.rules = before->start.rules;
	ui_init(&tui->ui, &options);
	/* tui->save stays disabled: the game is the store's. */
	if (!tui_begin(tui, options.ascii)) {
		free(tui);
		return false;
	}
	ui_correspondence_play_open(&tui->ui, &play, before, seat,
	    game->name[COLOUR_AMBER], game->name[COLOUR_TEAL], left);
	*status = tui_loop(tui);
	played = *status == 0 &&
	    ui_correspondence_play_record(&tui->ui, &play, before, after);
	free(tui);
	return played;
}

int
tui_correspondence_play(struct server_db *db, struct ui_lobby *lobby,
    const struct play_options *shown)
{
	static struct record before, after;	/* large: not on the stack */
	static char text[RECORD_TEXT_MAX + 1];
	struct ui_correspondence *page = &lobby->correspondence;
	const struct server_correspondence *chosen;
	struct server_correspondence game;
	char left[UI_CORRESPONDENCE_PLAY_LEFT_MAX];
	int64_t now;
	int seat, status, length;

	if (!tui_correspondence_kept(db, lobby) ||
	    (chosen = ui_correspondence_chosen(page)) == NULL)
		return 0;
	if (tui_correspondence_load(db, page, chosen->id, &game, &before) < 0)
		return 0;
	seat = strcmp(game.name[COLOUR_TEAL], page->me) == 0 ? COLOUR_TEAL :
	    COLOUR_AMBER;
	ui_correspondence_time_left(tui_correspondence_now(page),
	    game.deadline, left, sizeof left);
	if (!tui_correspondence_board(shown, lobby->ascii, &game, &before,
	    seat, left, &after, &status)) {
		ui_correspondence_refresh(page, db,
		    tui_correspondence_now(page));
		return status;
	}
	length = record_write(&after, text, sizeof text);
	now = tui_correspondence_now(page);
	if (length < 0)
		snprintf(page->message, sizeof page->message, "The move's"
		    " record cannot be written: nothing sent");
	else
		ui_correspondence_send(page, db, game.id, text,
		    (size_t)length, now);
	return status;
}

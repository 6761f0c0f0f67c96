/*
 * tui_lobby.c owns `gnomon lobby` in the terminal: the screen a shared
 * server's players land on (an account whose SSH login runs it, as
 * dgamelaunch does for NetHack; gnomon-room(5) shows the sshd
 * configuration).  What the keys do and what the screen says is
 * ui_lobby.c's; here the name is held, for as long as the lobby runs, so
 * that two players cannot use one name at once (a lock file per name in
 * the account's own rooms directory, flock'd: the kernel lets go of it when
 * the lobby ends, however it ends); the rooms are asked for their info
 * lines; the lines are drawn; and the games the lobby asks for are run
 * (tui_net.c, tui.c), the lobby coming back when each ends, drawn as the
 * name's own settings say (kept in the name's state directory, as a
 * settings file).
 */
#include "tui.h"

#include <errno.h>
#include <fcntl.h>
#include <langinfo.h>
#include <locale.h>
#include <inttypes.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <sys/file.h>
#include <time.h>
#include <time.h>
#include <unistd.h>

#include "cli/command_options.h"
#include "cli/commands.h"
#include "cli/message.h"
#include "cli/room_command.h"
#include "net/net_client.h"
#include "net/room_info.h"
#include "net/room_place.h"
#include "store/puzzle_record.h"
#include "store/save.h"
#include "store/server_db.h"
#include "store/server_players.h"
#include "tui/tui_entry.h"
#include "ui/play_options.h"
#include "ui/play_settings.h"
#include "ui/ui_archive.h"
#include "ui/ui_games.h"
#include "ui/ui_lobby.h"
#include "ui/ui_mode.h"
#include "ui/ui_name.h"
#include "ui/ui_puzzle.h"
#include "ui/ui_server_now.h"

enum {
	LOBBY_TICK_MS = 250, /* how often the loop wakes without a key */
	LOBBY_REFRESH_MS = 3000, /* the list is asked afresh this often */
	/* Today's solvers, read from every name's record, this often (and
	 * after each game): a few files a name, not worth every refresh. */
	LOBBY_SOLVERS_MS = 30000,
	/* The correspondence games (ending those out of time, a query of the
	 * server's store) this often, on r and after each game: a move
	 * waits days, a store of a million games is not read every 3 s. */
	LOBBY_CORRESPONDENCE_MS = 30000,
	LOBBY_HEX_MAX = 2 * (WIRE_NAME_SIZE - 1) + 1, /* a name in hex */
	LOBBY_LOCK_NAME_MAX = LOBBY_HEX_MAX + 16,
	LOBBY_SETTINGS_LINE_MAX = 256,
	LOBBY_ARGS_MAX = 16,
	LOBBY_NUMBER_MAX = 16	/* a number given as an argument */
};

struct lobby {
	struct ui_lobby	ui;
	const char *rooms; /* --rooms DIR, or NULL for the default */
	bool		ascii;
	int		lock;		/* the name's lock file, held; or -1 */
	long		listed_at;
	long		solvers_at;	/* when today's solvers were read */
	long		correspondence_at; /* and the correspondence games */
	struct play_options shown;	/* the name's settings */
	/* The account's state directory, every name's under it (players/),
	 * as it was before a name's own was set; "" when there is none. */
	char		base[SAVE_PATH_MAX];
	/* The server's players, ratings and games (server_db.h); NULL when
	 * the account keeps none (no state directory) or it cannot open. */
	struct server_db *db;
};

/* The variable a room forked from the lobby finds the database by. */
#define LOBBY_DB_ENV "GNOMON_SERVER_DB"

/* A wrong password waits this long: a guesser gets one try a second. */
enum { LOBBY_WRONG_WAIT_S = 1 };

/* The name's settings file, in its state directory (lobby_own_state): the
 * settings file's format, so that any setting of it may be given there. */
#define LOBBY_SETTINGS "gnomonrc"
/* The settings the lobby's screen turns (a, p, t), as the file names them. */
static const char *const lobby_setting_keys[] = { "calm", "palette", "cursor" };

static void	lobby_puzzle_read(struct lobby *);
static void	lobby_rate(struct lobby *);

/* room_info_list's callback: one room that answered. */
static void
lobby_add(void *context, const char *name, const char *line)
{
	ui_lobby_add(context, name, line);
}

/* Whether what was read `at` (0: never) is `every` ms old: a machine
 * just booted has a monotonic clock younger than that. */
static bool
lobby_due(long now, long at, long every)
{
	return at == 0 || now - at >= every;
}

static void
lobby_list(struct lobby *lobby)
{
	struct room_place place;
	char message[ROOM_PLACE_MESSAGE_MAX];

	ui_lobby_clear(&lobby->ui);
	lobby->listed_at = tui_now_ms();
	if (lobby_due(lobby->listed_at, lobby->solvers_at, LOBBY_SOLVERS_MS))
		lobby_puzzle_read(lobby);
	if (room_place_open(&place, lobby->rooms, message) < 0) {
		ui_lobby_say(&lobby->ui, message);
		return;
	}
	if (room_info_list(&place, lobby_add, &lobby->ui, message) < 0)
		ui_lobby_say(&lobby->ui, message);
	room_place_close(&place);
	lobby_rate(lobby);
	ui_lobby_sort(&lobby->ui);
	if (lobby_due(lobby->listed_at, lobby->correspondence_at,
	    LOBBY_CORRESPONDENCE_MS)) {
		tui_correspondence_read(lobby->db, &lobby->ui);
		lobby->correspondence_at = lobby->listed_at;
	}
}

/* A player's name in hex, as a file's name can hold it (a player's may
 * hold '/' and other characters a file's cannot). */
static void
lobby_hex(const char *name, char *hex, size_t size)
{
	size_t used = 0;

	hex[0] = '\0';
	for (const char *c = name; *c != '\0' && used + 3 <= size; c++)
		used += (size_t)snprintf(hex + used, size - used, "%02x",
		    (unsigned char)*c);
}

/*
 * Each name keeps its games apart: the account's state directory is
 * shared by every player of a lobby over SSH, so the games a name plays
 * (against the computer, in the rooms it opens or joins) are saved and
 * filed in players/NAME-IN-HEX under it, and one player's saved game is
 * never offered to, or ended by, another.  Without a state directory
 * nothing changes (the games say they are not saved).
 */
static void
lobby_own_state(const struct lobby *lobby, const char *name)
{
	char hex[LOBBY_HEX_MAX];
	char state[SAVE_PATH_MAX + sizeof hex + 16];

	if (lobby->base[0] == '\0')
		return;
	lobby_hex(name, hex, sizeof hex);
	snprintf(state, sizeof state, "%s/players/%s", lobby->base, hex);
	setenv("XDG_STATE_HOME", state, 1);
}

/* The name a players/ folder is named after (lobby_hex), if it is one: a
 * name a lobby could have held. */
static bool
lobby_unhex(const char *hex, char *name, size_t size)
{
	static const char digits[] = "0123456789abcdef";
	size_t length = strlen(hex), used = 0;

	if (length == 0 || length % 2 != 0 || length / 2 >= size)
		return false;
	for (size_t i = 0; i < length; i += 2) {
		const char *high = strchr(digits, hex[i]);
		const char *low = strchr(digits, hex[i + 1]);
		int byte;

		if (high == NULL || low == NULL || hex[i] == '\0' ||
		    hex[i + 1] == '\0')
			return false;
		byte = (int)(high - digits) * 16 + (int)(low - digits);
		if (byte == 0)
			return false;
		name[used++] = (char)byte;
	}
	name[used] = '\0';
	return wire_name_rule(name) == NULL;
}

/* Whether the name of folder `hex` solved puzzle `number` on `day`, as its
 * record says: a record that cannot be read says no. */
static bool
lobby_solved(const struct lobby *lobby, const char *hex, int number,
    long day)
{
	static struct puzzle_record record;	/* large: not on the stack */
	char path[SAVE_PATH_MAX + LOBBY_HEX_MAX + 32];
	char message[SAVE_MESSAGE_MAX];
	struct save_place place;
	bool solved;

	snprintf(path, sizeof path, "%s/players/%s/gnomon", lobby->base, hex);
	if (save_place_open(&place, path, message) < 0)
		return false;
	solved = puzzle_record_read_at(&place, &record, message) > 0 &&
	    record.state[number - 1] == PUZZLE_SOLVED &&
	    record.day[number - 1] == day;
	save_place_close(&place);
	return solved;
}

/*
 * Today's puzzle, the same for every player, and who of the account's
 * names solved it today, read from each name's puzzle record (its state
 * directory, lobby_own_state).
 */
static void
lobby_puzzle_read(struct lobby *lobby)
{
	char message[UI_PUZZLE_MESSAGE_MAX], path[SAVE_PATH_MAX + 16];
	char name[WIRE_NAME_SIZE];
	int number, rating;
	struct dirent *entry;
	long day;
	DIR *players;

	lobby->solvers_at = tui_now_ms();
	if (ui_puzzle_today(&day, message) < 0 ||
	    ui_puzzle_of_day(day, &number, &rating, message) < 0) {
		ui_lobby_set_puzzle(&lobby->ui, 0, 0);
		return;
	}
	ui_lobby_set_puzzle(&lobby->ui, number, rating);
	snprintf(path, sizeof path, "%s/players", lobby->base);
	if (lobby->base[0] == '\0' || (players = opendir(path)) == NULL)
		return;
	while ((entry = readdir(players)) != NULL)
		if (lobby_unhex(entry->d_name, name, sizeof name) &&
		    lobby_solved(lobby, entry->d_name, number, day))
			ui_lobby_add_solver(&lobby->ui, name);
	closedir(players);
}

/* The name's settings file (its state directory set): 0, or -1. */
static int
lobby_settings_path(char *path, size_t size)
{
	return save_file_path(LOBBY_SETTINGS, path, size);
}

/* The name's settings, or the defaults: a file that is not right is said. */
static void
lobby_settings_load(struct lobby *lobby)
{
	char path[PLAY_SETTINGS_PATH_MAX], error[PLAY_SETTINGS_ERROR_MAX];
	char warning[PLAY_SETTINGS_ERROR_MAX];
	FILE *in;

	play_options_default(&lobby->shown);
	if (lobby_settings_path(path, sizeof path) == 0 &&
	    (in = fopen(path, "re")) != NULL) {
		if (play_settings_read(in, path, &lobby->shown, error,
		    warning) < 0)
			ui_lobby_say(&lobby->ui, error);
		fclose(in);
	}
	lobby->ui.calm = lobby->shown.calm;
	lobby->ui.palette = lobby->shown.palette;
	lobby->ui.cursor = lobby->shown.cursor;
}

/* A settings line that is one of those the lobby's screen turns. */
static bool
lobby_settings_line_is_turned(const char *line)
{
	line += strspn(line, " \t");
	for (size_t i = 0; i < sizeof lobby_setting_keys /
	    sizeof lobby_setting_keys[0]; i++) {
		size_t length = strlen(lobby_setting_keys[i]);

		if (strncmp(line, lobby_setting_keys[i], length) == 0 &&
		    strchr(" \t=", line[length]) != NULL)
			return true;
	}
	return false;
}

/* Keeps the settings the lobby turns in the name's file, its other lines
 * as they were. */
static void
lobby_settings_save(struct lobby *lobby)
{
	char path[PLAY_SETTINGS_PATH_MAX], next[PLAY_SETTINGS_PATH_MAX + 8];
	char directory[SAVE_PATH_MAX], message[SAVE_MESSAGE_MAX];
	char line[LOBBY_SETTINGS_LINE_MAX];
	FILE *in, *out;

	lobby->shown.calm = lobby->ui.calm;
	lobby->shown.palette = lobby->ui.palette;
	lobby->shown.cursor = lobby->ui.cursor;
	if (save_directory(directory, sizeof directory) < 0 ||
	    lobby_settings_path(path, sizeof path) < 0)
		return;
	if (save_make_directory(directory, message) < 0) {
		ui_lobby_say(&lobby->ui, message);
		return;
	}
	snprintf(next, sizeof next, "%s.new", path);
	out = fopen(next, "we");
	if (out == NULL) {
		ui_lobby_say(&lobby->ui,
		    "The setting cannot be kept for the next"
		    " time: its file cannot be written");
		return;
	}
	in = fopen(path, "re");
	while (in != NULL && fgets(line, sizeof line, in) != NULL)
		if (!lobby_settings_line_is_turned(line))
			fputs(line, out);
	if (in != NULL)
		fclose(in);
	fprintf(out, "calm = %s\npalette = %s\ncursor = %s\n",
	    lobby->ui.calm ? "on" : "off",
	    play_settings_palette_name(lobby->ui.palette),
	    lobby->ui.cursor ? "on" : "off");
	if (fclose(out) != 0 || rename(next, path) < 0) {
		unlink(next);
		ui_lobby_say(&lobby->ui,
		    "The setting cannot be kept for the next"
		    " time: its file cannot be written");
	}
}

/* Now, for the server's records: the clock's, or the test clock's (a bad
 * one is the clock's: the lobby has no terminal to say it on yet). */
static int64_t
lobby_now(void)
{
	char message[UI_SERVER_NOW_MESSAGE_MAX];
	int64_t now;

	if (ui_server_now(&now, message) < 0)
		now = (int64_t)time(NULL);
	return now;
}

/*
 * Opens the account's database of players (creating it), and names it in
 * the environment for the rooms the lobby forks, which file their games
 * there.  Without it the lobby works as before, every name a guest's,
 * and says why.
 */
static void
lobby_open_players(struct lobby *lobby)
{
	char path[SAVE_PATH_MAX], message[SERVER_DB_MESSAGE_MAX];

	if (lobby->base[0] == '\0')
		return;
	if (server_db_path(path, sizeof path, message) < 0 ||
	    server_db_open(path, &lobby->db, message) < 0) {
		lobby->db = NULL;
		ui_lobby_say(&lobby->ui, message);
		return;
	}
	setenv(LOBBY_DB_ENV, path, 1);
	lobby->ui.players = true;
}

/* The ratings of the rooms' players and the player's own, from the
 * database: a name not registered is a guest's. */
static void
lobby_rate(struct lobby *lobby)
{
	struct server_player player;
	char message[SERVER_DB_MESSAGE_MAX], words[SERVER_RATING_TEXT_SIZE];
	int found;

	if (lobby->db == NULL)
		return;
	for (int room = -1; room < lobby->ui.count; room++)
		for (int seat = 0; seat < COLOUR_COUNT; seat++) {
			const char *name = room < 0 ? lobby->ui.name :
			    lobby->ui.rooms[room].player[seat];

			if (name[0] == '\0' || (room < 0 && seat > 0))
				continue;
			found = server_player_find(lobby->db, name, &player,
			    message);
			if (found == 1)
				server_player_rating_words(&player.rating,
				    words);
			else
				snprintf(words, sizeof words, "%s",
				    found == 0 ? "guest" : "");
			ui_lobby_rate(&lobby->ui, room, seat, words);
		}
}

/*
 * Takes the lock of the name typed: true, or false with why.  The lock is
 * in the account's own rooms directory, private, even with --rooms: in a
 * shared one another user could make the name's lock file first and hold
 * it, and the name would never be this account's.  A name is the
 * account's players' (its games are in the account's state directory), so
 * it is theirs to lock alone.
 */
static bool
lobby_hold_name(struct lobby *lobby, const char *name, char *why, size_t size)
{
	struct room_place place;
	char message[ROOM_PLACE_MESSAGE_MAX], file[LOBBY_LOCK_NAME_MAX];
	char hex[LOBBY_HEX_MAX];
	int fd;

	lobby_hex(name, hex, sizeof hex);
	snprintf(file, sizeof file, "player-%s.lock", hex);
	if (room_place_open(&place, NULL, message) < 0) {
		snprintf(why, size, "%.*s", (int)size - 1, message);
		return false;
	}
	fd = openat(place.place.fd, file, O_RDWR | O_CREAT | O_NOFOLLOW |
	    O_CLOEXEC, 0600);
	room_place_close(&place);
	if (fd < 0) {
		snprintf(why, size, "The name cannot be held: %s",
		    strerror(errno));
		return false;
	}
	if (flock(fd, LOCK_EX | LOCK_NB) < 0) {
		close(fd);
		snprintf(why, size,
		    "%s is in the lobby already: choose another name", name);
		return false;
	}
	if (lobby->lock >= 0)
		close(lobby->lock);
	lobby->lock = fd;
	lobby_own_state(lobby, name);
	lobby_settings_load(lobby);
	return true;
}

/*
 * The name typed, as the server's players say: a name registered with a
 * password has it asked; one bound to SSH keys is its player's alone (they
 * come in by their key, `--player`); any other is held as a guest's.
 */
static void
lobby_name_typed(struct lobby *lobby)
{
	struct ui_lobby *ui = &lobby->ui;
	struct server_player player;
	char why[UI_LOBBY_TEXT_MAX], message[SERVER_DB_MESSAGE_MAX];
	int found = 0;

	if (lobby->db != NULL && (found = server_player_find(lobby->db,
	    ui->typed, &player, message)) < 0) {
		ui_lobby_named(ui, false, message);
		return;
	}
	if (found == 1 && !player.password) {
		snprintf(why, sizeof why, "%s is a registered player's name:"
		    " choose another", ui->typed);
		ui_lobby_named(ui, false, why);
		return;
	}
	if (found == 1) {
		ui_lobby_ask_password(ui);
		return;
	}
	if (!lobby_hold_name(lobby, ui->typed, why, sizeof why)) {
		ui_lobby_named(ui, false, why);
		return;
	}
	ui->guest = true;
	snprintf(why, sizeof why, "%s%s", lobby->db == NULL ? "" :
	    "You play as a guest: your games are not rated",
	    lobby->db != NULL && ui->registration ?
	    "; n registers your name" : "");
	ui_lobby_named(ui, true, why);
}

/* A registered name's password: right, the name is held as the player's;
 * wrong, said after a wait, and asked again. */
static void
lobby_password_typed(struct lobby *lobby)
{
	struct ui_lobby *ui = &lobby->ui;
	char why[UI_LOBBY_TEXT_MAX], message[SERVER_DB_MESSAGE_MAX];
	int right = lobby->db == NULL ? -1 :
	    server_player_check_password(lobby->db, ui->typed, ui->secret,
	    message);

	ui_lobby_forget_secret(ui);
	if (right == 0) {
		sleep(LOBBY_WRONG_WAIT_S);
		snprintf(why, sizeof why, "That is not the password of %s:"
		    " try again, or Esc for another name", ui->typed);
		ui_lobby_say(ui, why);
		return;
	}
	if (right < 0) {
		ui_lobby_say(ui, lobby->db == NULL ? "The server's players"
		    " cannot be read" : message);
		return;
	}
	if (!lobby_hold_name(lobby, ui->typed, why, sizeof why)) {
		ui_lobby_named(ui, false, why);
		return;
	}
	ui->guest = false;
	ui_lobby_named(ui, true, "");
	tui_correspondence_arrive(lobby->db, ui);
}

/* A guest's name registered with the password typed twice. */
static void
lobby_register(struct lobby *lobby)
{
	struct ui_lobby *ui = &lobby->ui;
	char why[UI_LOBBY_TEXT_MAX], message[SERVER_DB_MESSAGE_MAX];
	int added = server_player_add_password(lobby->db, ui->name, ui->secret,
	    lobby_now(), message);

	if (added == 1)
		snprintf(why, sizeof why, "%s is registered: the name is"
		    " yours alone, and your games may be rated", ui->name);
	ui_lobby_registered(ui, added == 1, added == 1 ? why : message);
	lobby_rate(lobby);
}

/* Text on row `y`, cut at the screen's edge (counted in columns: a name
 * may be UTF-8), the rest of the row blank. */
static void
lobby_put(int y, const char *text, attr_t attr)
{
	char fitted[UI_LOBBY_TEXT_MAX];
	size_t length;

	ui_name_fit(text, COLS, fitted, sizeof fitted);
	length = strlen(fitted);
	while (length > 0 && fitted[length - 1] == ' ')
		fitted[--length] = '\0';
	move(y, 0);
	clrtoeol();
	attron(attr);
	addstr(fitted);
	attroff(attr);
}

static void
lobby_draw(const struct lobby *lobby)
{
	static struct ui_lobby_view view;
	int rows = LINES - UI_LOBBY_FOOT_ROWS;

	ui_lobby_view_build(&lobby->ui, &view, rows);
	erase();
	for (int y = 0; y < view.lines && y < rows; y++)
		lobby_put(y, view.line[y], y == 0 ? A_BOLD :
		    y == view.current ? A_REVERSE : A_NORMAL);
	lobby_put(LINES - 2, view.message, A_BOLD);
	lobby_put(LINES - 1, view.keys, A_DIM);
	refresh();
}

/* The terminal went away (its input ended or broke). */
static bool
lobby_gone(void)
{
	struct pollfd input = { .fd = STDIN_FILENO, .events = POLLIN };

	return poll(&input, 1, 0) > 0 &&
	    (input.revents & (POLLHUP | POLLERR | POLLNVAL)) != 0;
}

/*
 * The lobby's own screen, made afresh after every game: the game's curses
 * (tui.c) looks its terminal up anew and frees what it made, which a
 * screen kept across it would still point into.
 */
static SCREEN *
lobby_screen_start(void)
{
	SCREEN *screen = newterm(NULL, stdout, stdin);

	if (screen == NULL)
		return NULL;
	cbreak();
	noecho();
	keypad(stdscr, TRUE);
	curs_set(0);
	timeout(LOBBY_TICK_MS);
	return screen;
}

static void
lobby_screen_end(SCREEN *screen)
{
	endwin();
	delscreen(screen);
}

/*
 * A list of games alone on the screen, leaving it comes back to the lobby:
 * the name's own finished games (`g`: its state directory's games/, every
 * game it played, in rooms or against the computer), as a lobby's player
 * has no shell to find them, nor the menu's G; or one of the server's
 * pages (ui_archive.h) over the database the lobby holds open, its
 * archive of games (`v`) or its best players (`b`).
 */
static int
lobby_games(const struct lobby *lobby, enum ui_lobby_request request)
{
	/* Large (the undo history): not on the stack. */
	struct tui *tui = calloc(1, sizeof *tui);
	struct play_options options = lobby->shown;
	int status = 1;

	if (tui == NULL)
		return 1;
	options.ascii |= lobby->ascii;
	options.lobby = true;
	ui_init(&tui->ui, &options);
	if (request == UI_LOBBY_GAMES)
		ui_games_open_only(&tui->ui);
	else
		ui_archive_open_only(&tui->ui, lobby->db, lobby->ui.name,
		    request == UI_LOBBY_BEST ? UI_ARCHIVE_LEADERS :
		    UI_ARCHIVE_MINE);
	/* tui->save stays disabled: a list and its replays save nothing. */
	if (tui_begin(tui, options.ascii))
		status = tui_loop(tui);
	ui_mode_free_all(&tui->ui);
	free(tui);
	return status;
}

/*
 * Today's puzzle, as `gnomon puzzle` plays it, counted in the name's own
 * puzzle record (its state directory): leaving it comes back to the
 * lobby, where the name shows among today's solvers.
 */
static int
lobby_puzzle(const struct lobby *lobby, char *refused, size_t size)
{
	struct tui *tui = calloc(1, sizeof *tui);
	struct play_options options = lobby->shown;
	struct ui_puzzle_choice choice = {
		.text = NULL, .number = UI_PUZZLE_TODAY,
		.theme = UI_PUZZLE_ANY_THEME
	};
	char message[UI_PUZZLE_MESSAGE_MAX];
	int status = 1;

	if (tui == NULL)
		return 1;
	options.ascii |= lobby->ascii;
	options.lobby = options.hotseat = options.chose = true;
	ui_init(&tui->ui, &options);
	if (ui_puzzle_today(&choice.day, message) < 0 ||
	    ui_puzzle_open(&tui->ui, &choice, true, message) < 0) {
		snprintf(refused, size, "No puzzle: %.100s", message);
		free(tui);
		return 0;
	}
	/* tui->save stays disabled: a puzzle is never saved as a game. */
	if (tui_begin(tui, options.ascii))
		status = tui_loop(tui);
	free(tui);
	return status;
}

/*
 * The page of how the other player joins a room opened here, in the
 * lobby's words: its players join from its list, whose room's tokens
 * are the lobby's to use, never theirs to type or pass on.
 */
static void
lobby_invite(struct net_session *session)
{
	snprintf(session->invite, sizeof session->invite,
	    "Waiting for an opponent in room %s.\n\n"
	    "  The lobby lists the room to its players: Enter on its row\n"
	    "  takes the other seat, w watches.  Nothing is to be passed on.\n"
	    "\n"
	    "  I shows this again; q or Esc goes back to the board.\n"
	    "  This page gives way to the board when the opponent comes.\n",
	    session->where);
}

/*
 * Runs the game `request` asks for (a room's through `host`, `join` or
 * `watch` as the command line would run it, or the computer's), with the
 * lobby's screen put away; the game's exit status.
 */
static int
lobby_play(struct lobby *lobby, enum ui_lobby_request request, char *refused,
    size_t size)
{
	struct net_session session;
	const char *room = ui_lobby_chosen(&lobby->ui);
	char *argv[LOBBY_ARGS_MAX];
	char sun[LOBBY_NUMBER_MAX], clock[LOBBY_NUMBER_MAX];
	int argc = 0, status;

	if (request == UI_LOBBY_GAMES || request == UI_LOBBY_ARCHIVE ||
	    request == UI_LOBBY_BEST)
		return lobby_games(lobby, request);
	if (request == UI_LOBBY_PUZZLE)
		return lobby_puzzle(lobby, refused, size);
	if (request == UI_LOBBY_CORRESPONDENCE_OPEN)
		return tui_correspondence_play(lobby->db, &lobby->ui,
		    &lobby->shown);
	if (request == UI_LOBBY_COMPUTER) {
		struct play_options options;

		options = lobby->shown;
		options.ascii |= lobby->ascii;
		options.lobby = true;
		return tui_run(&options);
	}
	if (request != UI_LOBBY_OPEN && room != NULL)
		argv[argc++] = (char *)room;
	argv[argc++] = (char *)"--name";
	argv[argc++] = lobby->ui.name;
	if (lobby->rooms != NULL) {
		argv[argc++] = (char *)"--rooms";
		argv[argc++] = (char *)lobby->rooms;
	}
	if (lobby->ascii)
		argv[argc++] = (char *)"--ascii";
	/* A room of our own, made as its terms say (ui_lobby.h). */
	if (request == UI_LOBBY_OPEN) {
		const struct ui_lobby_terms *terms = &lobby->ui.terms;

		argv[argc++] = (char *)"--side";
		argv[argc++] = (char *)play_settings_side_name(terms->side);
		argv[argc++] = (char *)"--pie";
		argv[argc++] = (char *)(terms->rules.pie ? "1" : "0");
		snprintf(sun, sizeof sun, "%d", terms->rules.start_sun);
		argv[argc++] = (char *)"--sun";
		argv[argc++] = sun;
		if (terms->rated && lobby->ui.players && !lobby->ui.guest)
			argv[argc++] = (char *)"--rated";
		if (terms->clock_minutes > 0) {
			snprintf(clock, sizeof clock, "%d+%d",
			    terms->clock_minutes, terms->clock_seconds);
			argv[argc++] = (char *)"--clock";
			argv[argc++] = clock;
		}
	}
	argv[argc] = NULL;
	if (request == UI_LOBBY_OPEN) {
		status = command_host(argc, argv, &session);
		if (status == ROOM_COMMAND_PLAY)
			lobby_invite(&session);
	} else if (request == UI_LOBBY_WATCH)
		status = command_watch(argc, argv, &session);
	else
		status = command_join(argc, argv, &session);
	if (status == ROOM_COMMAND_PLAY)
		status = tui_net_play_shown(&session, &lobby->shown, refused,
		    size);
	return status;
}

/* The lobby until it is left; its exit status. */
static int
lobby_loop(struct lobby *lobby, SCREEN **screen)
{
	char refused[UI_LOBBY_TEXT_MAX];

	for (;;) {
		enum ui_lobby_request request;
		int key, status;

		if (lobby->ui.screen == UI_LOBBY_ROOMS &&
		    tui_now_ms() - lobby->listed_at >= LOBBY_REFRESH_MS)
			lobby_list(lobby);
		lobby_draw(lobby);
		key = getch();
		if (tui_quit_signal() != 0 || (key == ERR && lobby_gone()))
			return 0;
		if (key == ERR && ui_lobby_idle(&lobby->ui) == UI_LOBBY_QUIT)
			return 0;
		if (key == ERR)
			continue;
		request = ui_lobby_key(&lobby->ui, tui_key(key));
		switch (request) {
		case UI_LOBBY_NONE:
			continue;
		case UI_LOBBY_QUIT:
			return 0;
		case UI_LOBBY_HOLD_NAME:
			lobby_name_typed(lobby);
			lobby->listed_at = 0;
			continue;
		case UI_LOBBY_CHECK_PASSWORD:
			lobby_password_typed(lobby);
			lobby->listed_at = 0;
			continue;
		case UI_LOBBY_REGISTER_NAME:
			if (lobby->db != NULL)
				lobby_register(lobby);
			continue;
		case UI_LOBBY_REFRESH:
			lobby->solvers_at = lobby->correspondence_at = 0;
			lobby_list(lobby);
			continue;
		case UI_LOBBY_SETTING:
			lobby_settings_save(lobby);
			continue;
		case UI_LOBBY_CORRESPONDENCE_READ:
			tui_correspondence_read(lobby->db, &lobby->ui);
			continue;
		case UI_LOBBY_CORRESPONDENCE_START:
			tui_correspondence_start(lobby->db, &lobby->ui);
			continue;
		default:
			break;
		}
		lobby_screen_end(*screen);
		*screen = NULL;
		refused[0] = '\0';
		status = lobby_play(lobby, request, refused, sizeof refused);
		/* A game ended by a hangup or another quit signal ends the
		 * lobby too: the terminal is gone. */
		if (tui_quit_signal() != 0)
			return status;
		*screen = lobby_screen_start();
		if (*screen == NULL)
			return 1;
		/* The room's refusal, or what the game's end says, is said
		 * here, on the lobby's screen, which would draw over
		 * anything printed. */
		if (refused[0] != '\0')
			ui_lobby_say(&lobby->ui, refused);
		else if (status != 0)
			ui_lobby_say(&lobby->ui,
			    "That did not work: what it said "
			    "is above the game's screen");
		/* A puzzle solved, perhaps, or a correspondence move. */
		lobby->solvers_at = lobby->correspondence_at = 0;
		lobby_list(lobby);
	}
}

#define LOBBY_USAGE "usage: gnomon lobby [--rooms DIR] [--ascii] " \
	"[--player NAME] [--register]"

enum { LOBBY_ASCII, LOBBY_ROOMS, LOBBY_PLAYER, LOBBY_REGISTER };
static const struct command_option lobby_options[] = {
	{ "ascii", false, '\0', LOBBY_ASCII },
	{ "rooms", true, '\0', LOBBY_ROOMS },
	{ "player", true, '\0', LOBBY_PLAYER },
	{ "register", false, '\0', LOBBY_REGISTER },
};

/*
 * The name the login gives (--player, the forced command of the player's
 * SSH key): a registered player's, held at once.  0, or an exit status
 * having said why.
 */
static int
lobby_bind(struct lobby *lobby, const char *name)
{
	struct server_player player;
	char message[SERVER_DB_MESSAGE_MAX], why[UI_LOBBY_TEXT_MAX];
	int found;

	if (wire_name_rule(name) != NULL) {
		message_print(stderr, "gnomon lobby: --player '%.32s' is not a"
		    " name: %s\n", name, wire_name_rule(name));
		return EXIT_USAGE;
	}
	if (lobby->db == NULL) {
		message_print(stderr, "gnomon lobby: --player %s: %s\n", name,
		    lobby->ui.message[0] != '\0' ? lobby->ui.message :
		    "the account keeps no players (no state directory)");
		return 1;
	}
	found = server_player_find(lobby->db, name, &player, message);
	if (found <= 0) {
		message_print(stderr, "gnomon lobby: --player %s: %s\n", name,
		    found < 0 ? message : "not a player of this server"
		    " (gnomon server add-key adds one)");
		return found < 0 ? 1 : EXIT_USAGE;
	}
	if (!lobby_hold_name(lobby, name, why, sizeof why)) {
		message_print(stderr, "gnomon lobby: %s\n", why);
		return 1;
	}
	ui_lobby_bind(&lobby->ui, name);
	tui_correspondence_arrive(lobby->db, &lobby->ui);
	return 0;
}

/*
 * `gnomon lobby [--rooms DIR] [--ascii] [--player NAME] [--register]`
 * (argv[0] is the first argument after "lobby").
 */
int
tui_lobby(int argc, char **argv)
{
	static struct lobby lobby;
	struct command_options_given given;
	SCREEN *screen;
	int status;

	memset(&lobby, 0, sizeof lobby);
	ui_lobby_init(&lobby.ui);
	lobby.lock = -1;
	argc = command_options_read("gnomon lobby", lobby_options,
	    sizeof lobby_options / sizeof lobby_options[0], argc, argv, &given);
	if (argc > 0)
		message_print(stderr, "gnomon lobby: unexpected argument "
		    "'%.32s'; " LOBBY_USAGE "\n", argv[0]);
	if (argc != 0)
		return EXIT_USAGE;
	lobby.ascii = given.given[LOBBY_ASCII];
	lobby.rooms = given.value[LOBBY_ROOMS];
	setlocale(LC_ALL, "");
	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
		fprintf(stderr, "gnomon lobby: needs a terminal\n");
		return 1;
	}
	if (!lobby.ascii && strcmp(nl_langinfo(CODESET), "UTF-8") != 0)
		lobby.ascii = true;
	lobby.ui.ascii = lobby.ascii;
	play_options_default(&lobby.shown);
	if (save_directory(lobby.base, sizeof lobby.base) < 0)
		lobby.base[0] = '\0';
	lobby.ui.registration = given.given[LOBBY_REGISTER];
	lobby_open_players(&lobby);
	if (given.given[LOBBY_PLAYER] &&
	    (status = lobby_bind(&lobby, given.value[LOBBY_PLAYER])) != 0) {
		server_db_close(lobby.db);
		return status;
	}
	/* Ctrl-C, a hangup: the lobby leaves through its loop, terminal and
	 * name's lock given back. */
	tui_signals();
	screen = lobby_screen_start();
	if (screen == NULL) {
		fprintf(stderr,
		    "gnomon lobby: cannot start curses on this terminal\n");
		return 1;
	}
	status = lobby_loop(&lobby, &screen);
	if (screen != NULL)
		lobby_screen_end(screen);
	if (lobby.lock >= 0)
		close(lobby.lock);
	server_db_close(lobby.db);
	/* As a shell reports a death by signal: 130 for Ctrl-C. */
	if (tui_quit_signal() != 0)
		return 128 + tui_quit_signal();
	return status;
}

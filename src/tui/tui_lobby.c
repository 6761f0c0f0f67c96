/*
 * tui_lobby.c owns `gnomon lobby`: the screen a shared server's players
 * land on (an account whose SSH login runs it, as dgamelaunch does for
 * NetHack; README and gnomon(6) show the sshd configuration).  A player
 * gives a name, held for as long as the lobby runs so that two players
 * cannot use one name at once (a lock file per name in the rooms
 * directory, flock'd: the kernel lets go of it when the lobby ends, however
 * it ends); then chooses among the open rooms (join or watch one), opening
 * a room, or playing the computer.  Each game is the usual one (tui_net.c,
 * tui.c); the lobby comes back when it ends.  At 80x24, and in ASCII.
 */
#include "tui.h"

#include <errno.h>
#include <fcntl.h>
#include <langinfo.h>
#include <locale.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <time.h>
#include <unistd.h>

#include "commands.h"
#include "message.h"
#include "net_client.h"
#include "room_command.h"
#include "room_place.h"
#include "tui_entry.h"
#include "wire.h"

enum {
	LOBBY_ROOMS_MAX = 64,		/* rooms listed; more are left out */
	LOBBY_TICK_MS = 250,		/* how often the loop wakes without a key */
	LOBBY_REFRESH_MS = 3000,	/* the list is asked afresh this often */
	LOBBY_MESSAGE_MAX = 160,
	LOBBY_ROWS_TOP = 4,		/* the first row of the list */
	LOBBY_FOOT_ROWS = 3,		/* the keys, a message and a blank */
	LOBBY_LOCK_NAME_MAX = 2 * WIRE_NAME_MAX + 16,
	LOBBY_LEAVE = -2,		/* lobby_key: not a key, the end (ERR is -1) */
	MS_PER_SECOND = 1000,
	NS_PER_MS = 1000000
};

/* What the lobby knows of an open room, from its `info` line. */
struct lobby_room {
	char	name[WIRE_ROOM_MAX + 1];
	char	player[COLOUR_COUNT][WIRE_NAME_MAX + 1];	/* "" for nobody */
	bool	connected[COLOUR_COUNT];
	int	watchers;
	int	round;
	enum wire_state state;
};

struct lobby {
	const char	*rooms;		/* --rooms DIR, or NULL for the default */
	bool		ascii;
	char		name[WIRE_NAME_MAX + 1];
	int		lock;		/* the name's lock file, held; or -1 */
	struct lobby_room list[LOBBY_ROOMS_MAX];
	int		count;
	int		current;	/* the row chosen */
	long		listed_at;
	char		message[LOBBY_MESSAGE_MAX];
};

static struct wire_message info;	/* large: not on the stack */

static long
lobby_now_ms(void)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (long)now.tv_sec * MS_PER_SECOND + now.tv_nsec / NS_PER_MS;
}

static void
lobby_say(struct lobby *lobby, const char *text)
{
	snprintf(lobby->message, sizeof lobby->message, "%.*s",
	    (int)sizeof lobby->message - 1, text);
}

/* room_place_list's callback: one room that answered. */
static void
lobby_add(void *context, const char *name, const char *line)
{
	struct lobby *lobby = context;
	struct lobby_room *room;
	char error[WIRE_ERROR_MAX];

	if (lobby->count >= LOBBY_ROOMS_MAX ||
	    wire_parse(line, &info, error) < 0 || info.kind != WIRE_ROOM)
		return;
	room = &lobby->list[lobby->count++];
	snprintf(room->name, sizeof room->name, "%s", name);
	for (int seat = 0; seat < COLOUR_COUNT; seat++) {
		snprintf(room->player[seat], sizeof room->player[seat], "%s",
		    info.player[seat]);
		room->connected[seat] = info.connected[seat];
	}
	room->watchers = info.count;
	room->round = info.round;
	room->state = info.state;
}

static void
lobby_list(struct lobby *lobby)
{
	struct room_place place;
	char message[ROOM_PLACE_MESSAGE_MAX];

	lobby->count = 0;
	lobby->listed_at = lobby_now_ms();
	if (room_place_open(&place, lobby->rooms, message) < 0) {
		lobby_say(lobby, message);
		return;
	}
	if (room_place_list(&place, lobby_add, lobby, message) < 0)
		lobby_say(lobby, message);
	room_place_close(&place);
	if (lobby->current >= lobby->count)
		lobby->current = lobby->count > 0 ? lobby->count - 1 : 0;
}

/*
 * Takes the name's lock: 0, or -1 with why in the message (taken by
 * another player now, or the lock file cannot be made).  The file's name
 * is the name in hex: a player's name may hold '/' and other characters a
 * file's cannot.
 */
static int
lobby_lock_name(struct lobby *lobby, const char *name)
{
	struct room_place place;
	char message[ROOM_PLACE_MESSAGE_MAX], file[LOBBY_LOCK_NAME_MAX];
	size_t used = (size_t)snprintf(file, sizeof file, "player-");
	int fd;

	for (const char *c = name; *c != '\0' && used + 3 < sizeof file; c++)
		used += (size_t)snprintf(file + used, sizeof file - used, "%02x",
		    (unsigned char)*c);
	snprintf(file + used, sizeof file - used, ".lock");
	if (room_place_open(&place, lobby->rooms, message) < 0) {
		lobby_say(lobby, message);
		return -1;
	}
	fd = openat(place.place.fd, file, O_RDWR | O_CREAT | O_NOFOLLOW |
	    O_CLOEXEC, 0600);
	room_place_close(&place);
	if (fd < 0) {
		snprintf(lobby->message, sizeof lobby->message,
		    "The name cannot be held: %s", strerror(errno));
		return -1;
	}
	if (flock(fd, LOCK_EX | LOCK_NB) < 0) {
		close(fd);
		snprintf(lobby->message, sizeof lobby->message,
		    "%s is in the lobby already: choose another name", name);
		return -1;
	}
	if (lobby->lock >= 0)
		close(lobby->lock);
	lobby->lock = fd;
	snprintf(lobby->name, sizeof lobby->name, "%s", name);
	return 0;
}

/* Text on row `y` from column 0, cut at the screen's edge, the rest blank. */
static void
lobby_put(int y, const char *text, attr_t attr)
{
	move(y, 0);
	clrtoeol();
	attron(attr);
	addnstr(text, COLS);
	attroff(attr);
}

static void
lobby_draw_list(const struct lobby *lobby)
{
	char line[LOBBY_MESSAGE_MAX * 2];
	int y = 0, last = LINES - LOBBY_FOOT_ROWS;

	erase();
	snprintf(line, sizeof line, "G N O M O N   lobby%*s%s",
	    COLS > 60 ? COLS - 19 - 5 - (int)strlen(lobby->name) : 1, "you: ",
	    lobby->name);
	lobby_put(y++, line, A_BOLD);
	y++;
	/* 76 columns: a room's name cut to 20, a player's 16 whole; who is
	 * away, the state says (paused). */
	lobby_put(y++, "  Room                 Amber            Teal            "
	    "Watch Round State", A_DIM);
	for (int i = 0; i < lobby->count && y < last; i++) {
		const struct lobby_room *room = &lobby->list[i];

		snprintf(line, sizeof line, "%s %-20.20s %-16.16s %-16.16s %5d %5d %s",
		    i == lobby->current ? ">" : " ", room->name,
		    room->player[COLOUR_AMBER][0] != '\0' ?
		    room->player[COLOUR_AMBER] : "-",
		    room->player[COLOUR_TEAL][0] != '\0' ?
		    room->player[COLOUR_TEAL] : "-",
		    room->watchers, room->round, wire_state_name(room->state));
		lobby_put(y++, line, i == lobby->current ? A_REVERSE : A_NORMAL);
	}
	if (lobby->count == 0)
		lobby_put(y + 1, "  No room is open: o opens one, c plays the computer.",
		    A_NORMAL);
	lobby_put(LINES - 2, lobby->message, A_BOLD);
	/* ASCII only: the lobby is for any terminal a login brings. */
	lobby_put(LINES - 1, "Enter join   w watch   o open a room   "
	    "c play the computer   r refresh   q quit", A_DIM);
	refresh();
}

/* The prompt for a name; `typed` so far. */
static void
lobby_draw_name(const struct lobby *lobby, const char *typed)
{
	char line[LOBBY_MESSAGE_MAX];

	erase();
	lobby_put(0, "G N O M O N   lobby", A_BOLD);
	lobby_put(2, "Your name, as the other players will see it", A_NORMAL);
	lobby_put(3, "(1 to 16 letters, digits or punctuation, no spaces):",
	    A_DIM);
	snprintf(line, sizeof line, "> %s_", typed);
	lobby_put(5, line, A_NORMAL);
	lobby_put(LINES - 2, lobby->message, A_BOLD);
	lobby_put(LINES - 1, "Enter go on   Esc quit", A_DIM);
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

/* A key, or ERR after a tick; LOBBY_LEAVE when the lobby must end (no
 * terminal, a quit signal caught during a game). */
static int
lobby_key(void)
{
	int key = getch();

	if (tui_quit_signal() != 0 || (key == ERR && lobby_gone()))
		return LOBBY_LEAVE;
	return key;
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

/* Asks for the name until one is valid and free: true, or false to quit. */
static bool
lobby_ask_name(struct lobby *lobby)
{
	char typed[WIRE_NAME_MAX + 1] = "";

	for (;;) {
		size_t length = strlen(typed);
		int key;

		lobby_draw_name(lobby, typed);
		key = lobby_key();
		if (key == LOBBY_LEAVE || key == 27)
			return false;
		if (key == '\n' || key == '\r' || key == KEY_ENTER) {
			if (!wire_name_valid(typed))
				lobby_say(lobby, "Not a name: 1 to 16 letters, "
				    "digits or punctuation, no spaces or quotes");
			else if (lobby_lock_name(lobby, typed) == 0) {
				lobby->message[0] = '\0';
				return true;
			}
		} else if (key == KEY_BACKSPACE || key == 127 || key == '\b') {
			if (length > 0)
				typed[length - 1] = '\0';
		} else if (key > ' ' && key < 127 && length < WIRE_NAME_MAX) {
			typed[length] = (char)key;
			typed[length + 1] = '\0';
		}
	}
}

/*
 * Runs a room's game (`join`, `watch` or `host` with these arguments, as
 * the command line would) or the computer's, with the lobby's screen put
 * away; the game's exit status.
 */
static int
lobby_play(struct lobby *lobby, int command, const char *room)
{
	struct net_session session;
	char *argv[8];
	int argc = 0, status;

	if (room != NULL)
		argv[argc++] = (char *)room;
	argv[argc++] = (char *)"--name";
	argv[argc++] = lobby->name;
	if (lobby->rooms != NULL) {
		argv[argc++] = (char *)"--rooms";
		argv[argc++] = (char *)lobby->rooms;
	}
	if (lobby->ascii)
		argv[argc++] = (char *)"--ascii";
	argv[argc] = NULL;
	switch (command) {
	case 'w':
		status = command_watch(argc, argv, &session);
		break;
	case 'o':
		status = command_host(argc, argv, &session);
		break;
	case 'c': {
		struct play_options options;

		play_options_default(&options);
		options.ascii = lobby->ascii;
		status = tui_run(&options);
		break;
	}
	default:
		status = command_join(argc, argv, &session);
		break;
	}
	if (status == ROOM_COMMAND_PLAY)
		status = tui_net_run(&session);
	return status;
}

static int
lobby_loop(struct lobby *lobby, SCREEN **screen)
{
	for (;;) {
		long now = lobby_now_ms();
		int key, status;
		const char *room;

		if (now - lobby->listed_at >= LOBBY_REFRESH_MS)
			lobby_list(lobby);
		lobby_draw_list(lobby);
		key = lobby_key();
		if (key == LOBBY_LEAVE)
			return 0;
		switch (key) {
		case 'q':
		case 'Q':
			return 0;
		case KEY_UP:
		case 'k':
			if (lobby->current > 0)
				lobby->current--;
			continue;
		case KEY_DOWN:
		case 'j':
			if (lobby->current + 1 < lobby->count)
				lobby->current++;
			continue;
		case 'r':
		case 'R':
			lobby_list(lobby);
			continue;
		case '\n':
		case '\r':
		case KEY_ENTER:
		case 'w':
			if (lobby->count == 0) {
				lobby_say(lobby, "No room is open: o opens one");
				continue;
			}
			break;
		case 'o':
		case 'c':
			break;
		default:
			continue;
		}
		room = key == 'o' || key == 'c' ? NULL :
		    lobby->list[lobby->current].name;
		lobby_screen_end(*screen);
		*screen = NULL;
		status = lobby_play(lobby, key == 'w' || key == 'o' || key == 'c' ?
		    key : 'j', room);
		/* A game ended by a hangup or another quit signal ends the
		 * lobby too: the terminal is gone. */
		if (tui_quit_signal() != 0)
			return status;
		*screen = lobby_screen_start();
		if (*screen == NULL)
			return 1;
		lobby->message[0] = '\0';
		if (status != 0)
			lobby_say(lobby, "That did not work: what it said is above "
			    "the game's screen (r to refresh)");
		lobby_list(lobby);
	}
}

/*
 * `gnomon lobby [--rooms DIR] [--ascii]` (argv[0] is the first argument
 * after "lobby").
 */
int
tui_lobby(int argc, char **argv)
{
	static struct lobby lobby;
	SCREEN *screen;
	int status;

	memset(&lobby, 0, sizeof lobby);
	lobby.lock = -1;
	for (int i = 0; i < argc; i++) {
		if (strcmp(argv[i], "--ascii") == 0)
			lobby.ascii = true;
		else if (strcmp(argv[i], "--rooms") == 0 && i + 1 < argc)
			lobby.rooms = argv[++i];
		else {
			message_print(stderr, "gnomon lobby: unexpected argument "
			    "'%.32s'; usage: gnomon lobby [--rooms DIR] [--ascii]\n",
			    argv[i]);
			return EXIT_USAGE;
		}
	}
	setlocale(LC_ALL, "");
	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
		fprintf(stderr, "gnomon lobby: needs a terminal\n");
		return 1;
	}
	if (!lobby.ascii && strcmp(nl_langinfo(CODESET), "UTF-8") != 0)
		lobby.ascii = true;
	/* Ctrl-C, a hangup: the lobby leaves through its loop, terminal and
	 * name's lock given back. */
	tui_signals();
	screen = lobby_screen_start();
	if (screen == NULL) {
		fprintf(stderr, "gnomon lobby: cannot start curses on this terminal\n");
		return 1;
	}
	status = lobby_ask_name(&lobby) ? lobby_loop(&lobby, &screen) : 0;
	if (screen != NULL)
		lobby_screen_end(screen);
	if (lobby.lock >= 0)
		close(lobby.lock);
	/* As a shell reports a death by signal: 130 for Ctrl-C. */
	if (tui_quit_signal() != 0)
		return 128 + tui_quit_signal();
	return status;
}

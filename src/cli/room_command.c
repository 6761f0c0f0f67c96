/*
 * room_command.c owns the room subcommands (room_command.h): their command
 * lines, opening a room and starting its process detached, and finding the
 * room, the seat and the token that a session needs.
 *
 *   gnomon host [ROOM] [--tcp [ADDR:]PORT] [--rooms DIR] [--side S]
 *               [--clock MIN+INC] [--name NAME] [--rated] [--detach]
 *               [--ascii] [--plain] [--len N ...]
 *   gnomon join ROOM|HOST:PORT [--token-file FILE] [--owner USER] [--name NAME]
 *               [--rooms DIR] [--ascii] [--plain]
 *   gnomon watch ROOM|HOST:PORT (the options of join)
 *   gnomon list [--rooms DIR | --all]
 *
 * No secret is ever taken from a command line, which every user of the
 * machine may read (ps, /proc/PID/cmdline) for as long as the program
 * runs: `--token T` is refused, saying why.  A token comes from
 * --token-file (a file only its owner may read), from GNOMON_TOKEN (which
 * only the same user and root may read, and which is wiped and taken out
 * of the environment once read), from the token file a host leaves in
 * one's own rooms directory, or from the terminal, typed without echo.
 * The room's process is forked, not executed, so its command line is the
 * host's, which holds no secret either.
 *
 * The room's process is started as tmux starts its server: forked twice
 * (so that it is nobody's child to wait for), in a session of its own with
 * no terminal, its standard streams on /dev/null.  Everything that can go
 * wrong (a name taken, a port in use, a directory refused) goes wrong
 * before the fork, where the host sees it.
 */
#include "cli/room_command.h"

#include <errno.h>
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <fcntl.h>
#include <limits.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <pwd.h>
#include <termios.h>
#include <unistd.h>

#include "cli/command_options.h"
#include "cli/commands.h"
#include "cli/message.h"
#include "cli/process.h"
#include "cli/room_admin.h"
#include "core/options.h"
#include "net/room_info.h"
#include "net/room_left.h"
#include "net/room_place.h"
#include "net/room_server.h"
#include "net/wire.h"
#include "ui/ui_server_now.h"

#define ECHO_MAX 32 /* how much of a bad argument a message quotes */
#define NAME_FALLBACK "player"	/* a player's name when $USER will not do */
#define TOKEN_VARIABLE "GNOMON_TOKEN"
#define SERVER_DB_VARIABLE "GNOMON_SERVER_DB"	/* the lobby's database */

enum {
	/* getopt_long's values of the room options; the variant's follow. */
	ROOM_OPTION_TCP = 256, ROOM_OPTION_ROOMS, ROOM_OPTION_SIDE,
	ROOM_OPTION_CLOCK, ROOM_OPTION_NAME, ROOM_OPTION_TOKEN,
	ROOM_OPTION_TOKEN_FILE, ROOM_OPTION_OWNER, ROOM_OPTION_DETACH,
	ROOM_OPTION_ASCII, ROOM_OPTION_PLAIN, ROOM_OPTION_HELP, ROOM_OPTION_ALL,
	ROOM_OPTION_RATED, ROOM_OPTION_VARIANT,
	ROOM_OPTIONS_MAX = 24,
	ROOM_MESSAGE_MAX = ROOM_PLACE_MESSAGE_MAX,
	MS_PER_MINUTE = 60 * 1000,
	MS_PER_SECOND = 1000,
	CLOCK_MINUTES_MAX = WIRE_CLOCK_BASE_MAX / MS_PER_MINUTE,
	CLOCK_SECONDS_MAX = WIRE_CLOCK_INCREMENT_MAX / MS_PER_SECOND,
	/* A second player of one account's default name: USER2 .. USER9. */
	NAME_SUFFIX_MAX = 9,
	USER_NAME_MAX = 64,	/* an account's name, as --owner takes it */
	CLOCK_TEXT_MAX = 48,	/* ", clock MIN+INC", two int64s at most */
	HOST_TEXT_MAX = 256,	/* a host's name or numeric address */
	PROGRAM_SHOWN_MAX = 512, /* this program's path, on a friend's page */
	DISCARD_PORT = 9	/* room_away_address aims there, sends none */
};

/* An address outside this machine (TEST-NET-1, RFC 5737): the way to it is
 * the way out. */
#define OUTSIDE_ADDRESS "192.0.2.1"

/* Which command takes an option. */
enum {
	FOR_HOST = 1 << 0, FOR_JOIN = 1 << 1, FOR_WATCH = 1 << 2,
	FOR_LIST = 1 << 3, FOR_PLAYING = FOR_HOST | FOR_JOIN | FOR_WATCH
};

static const struct {
	const char	*name;
	int		has_arg;
	int		value;
	unsigned	commands;
	const char *usage; /* the option and its value, for --help */
	const char	*help;
} room_options[] = {
	{ "tcp", required_argument, ROOM_OPTION_TCP, FOR_HOST,
	    "--tcp [ADDR:]PORT",
	    "host: also on TCP, at 127.0.0.1 unless ADDR" },
	{ "rooms", required_argument, ROOM_OPTION_ROOMS, FOR_PLAYING | FOR_LIST,
	    "--rooms DIR", "a rooms directory chosen on purpose (shared)" },
	{ "side", required_argument, ROOM_OPTION_SIDE, FOR_HOST,
	    "--side amber|teal|random", "host: your colour; amber" },
	{ "clock", required_argument, ROOM_OPTION_CLOCK, FOR_HOST,
	    "--clock MIN+INC", "host: minutes each, seconds more a move" },
	{ "name", required_argument, ROOM_OPTION_NAME, FOR_PLAYING,
	    "--name NAME", "your name in the room; $USER" },
	/* Refused, saying why: no usage line. */
	{ "token", required_argument, ROOM_OPTION_TOKEN, FOR_JOIN | FOR_WATCH,
	    NULL, NULL },
	{ "token-file", required_argument, ROOM_OPTION_TOKEN_FILE,
	    FOR_JOIN | FOR_WATCH, "--token-file FILE",
	    "the token the host was shown, in a file (chmod 600)" },
	{ "owner", required_argument, ROOM_OPTION_OWNER, FOR_JOIN | FOR_WATCH,
	    "--owner USER", "whose room it is (--rooms, loopback); you" },
	{ "rated", no_argument, ROOM_OPTION_RATED, FOR_HOST, "--rated",
	    "host: a rated game (a server's players)" },
	{ "detach", no_argument, ROOM_OPTION_DETACH, FOR_HOST, "--detach",
	    "host: open the room, play in it later" },
	{ "ascii", no_argument, ROOM_OPTION_ASCII, FOR_PLAYING, "--ascii",
	    "ASCII only, as for a game" },
	{ "plain", no_argument, ROOM_OPTION_PLAIN, FOR_PLAYING, "--plain",
	    "the game as lines of text, for screen readers" },
	{ "all", no_argument, ROOM_OPTION_ALL, FOR_LIST, "--all",
	    "list: every room on the machine (gnomon end)" },
	{ "help", no_argument, ROOM_OPTION_HELP, FOR_PLAYING | FOR_LIST,
	    "--help", "this list (also -h)" },
};
#define PROGRAM_NAME "gnomon"
#define COUNT(array) (sizeof (array) / sizeof (array)[0])

/* What a room command's line said. */
struct room_request {
	const char	*command;	/* "host"... for messages */
	const char	*where;		/* ROOM or HOST:PORT, or NULL */
	const char	*tcp;
	const char	*rooms;
	const char	*name;
	const char	*token_file;
	const char	*owner;
	/* OWNER@ROOM or OWNER@HOST:PORT: the owner the line names, as
	 * --owner would. */
	char		owner_named[USER_NAME_MAX];
	/* The menu's Play a friend: where the friend is, for the page of
	 * how they join; ROOM_FRIEND_HERE for the command line's host. */
	enum room_friend_place friend;
	/* An unfinished game of the room's name: taken up, asked, or set
	 * aside for a new one. */
	enum room_resume resume;
	int		side;		/* COLOUR_*, or -1: random */
	int64_t		clock_base_ms, clock_increment_ms;
	bool		detach, ascii, plain, help;
	bool		rated;		/* host --rated */
	bool		all;		/* list --all */
	struct rules	rules;
	/* The game's menu (command_friend_host, _join): a refusal goes
	 * here, `why_size` bytes, for its screen, and nothing is printed. */
	char		*why;
	size_t		why_size;
};

/* A refusal said: on stderr, or into the menu's `why`. */
static void
room_refuse(const struct room_request *request, const char *message)
{
	if (request->why != NULL)
		snprintf(request->why, request->why_size, "%s", message);
	else
		message_print(stderr, "gnomon %s: %s\n", request->command,
		    message);
}

static int
room_usage_error(const struct room_request *request, const char *message)
{
	room_refuse(request, message);
	return EXIT_USAGE;
}

static int
room_failure(const struct room_request *request, const char *message)
{
	room_refuse(request, message);
	return 1;
}

/* --clock MIN+INC: minutes each, seconds added after every move. */
static int
room_read_clock(const char *text, struct room_request *request, char *message)
{
	char minutes[ECHO_MAX], error[OPTIONS_ERROR_MAX];
	const char *plus = strchr(text, '+');
	long base, increment;

	if (plus == NULL || (size_t)(plus - text) >= sizeof minutes) {
		snprintf(message, ROOM_MESSAGE_MAX,
		    "--clock '%.*s': not MIN+INC (minutes each, seconds added "
		    "a move: 5+3)",
		    ECHO_MAX, text);
		return -1;
	}
	memcpy(minutes, text, (size_t)(plus - text));
	minutes[plus - text] = '\0';
	if (options_int("--clock minutes", minutes, 1, CLOCK_MINUTES_MAX, &base,
	    error) < 0 || options_int("--clock increment", plus + 1, 0,
	    CLOCK_SECONDS_MAX, &increment, error) < 0) {
		snprintf(message, ROOM_MESSAGE_MAX, "%s", error);
		return -1;
	}
	request->clock_base_ms = (int64_t)base * MS_PER_MINUTE;
	request->clock_increment_ms = (int64_t)increment * MS_PER_SECOND;
	return 0;
}

static int
room_read_option(int found, const char *value, struct room_request *request,
    char *message)
{
	char error[OPTIONS_ERROR_MAX];

	switch (found) {
	case ROOM_OPTION_TCP:
		request->tcp = value;
		return 0;
	case ROOM_OPTION_ROOMS:
		request->rooms = value;
		return 0;
	case ROOM_OPTION_SIDE:
		if (options_same_word(value, "amber"))
			request->side = COLOUR_AMBER;
		else if (options_same_word(value, "teal"))
			request->side = COLOUR_TEAL;
		else if (options_same_word(value, "random"))
			request->side = -1;
		else {
			snprintf(message, ROOM_MESSAGE_MAX,
			    "--side '%.*s': amber, teal or random", ECHO_MAX,
			    value);
			return -1;
		}
		return 0;
	case ROOM_OPTION_CLOCK:
		return room_read_clock(value, request, message);
	case ROOM_OPTION_NAME:
		if (!wire_name_valid(value)) {
			snprintf(message, ROOM_MESSAGE_MAX, "--name '%.*s': %s"
			    " (a name is 1 to %d characters, no space, quote or"
			    " backslash)", ECHO_MAX * WIRE_UTF8_MAX, value,
			    wire_name_rule(value), WIRE_NAME_MAX);
			return -1;
		}
		request->name = value;
		return 0;
	case ROOM_OPTION_TOKEN:
		snprintf(message, ROOM_MESSAGE_MAX, "--token: a secret on the"
		    " command line can be read by every user of this machine"
		    " (ps shows it); give it with --token-file FILE (mode 600),"
		    " in " TOKEN_VARIABLE ", or type it when asked");
		return -1;
	case ROOM_OPTION_TOKEN_FILE:
		request->token_file = value;
		return 0;
	case ROOM_OPTION_OWNER:
		request->owner = value;
		return 0;
	case ROOM_OPTION_DETACH:
		request->detach = true;
		return 0;
	case ROOM_OPTION_RATED:
		request->rated = true;
		return 0;
	case ROOM_OPTION_ASCII:
		request->ascii = true;
		return 0;
	case ROOM_OPTION_PLAIN:
		request->plain = true;
		return 0;
	case ROOM_OPTION_HELP:
		request->help = true;
		return 0;
	case ROOM_OPTION_ALL:
		request->all = true;
		return 0;
	default:
		if (options_set(&options_variant.entries[found -
		    ROOM_OPTION_VARIANT], value, &request->rules, error) < 0) {
			snprintf(message, ROOM_MESSAGE_MAX, "--%s", error);
			return -1;
		}
		return 0;
	}
}

/* command_options' callback: room_read_option, the request its context. */
static int
room_seen(void *context, int id, const char *value, char *error)
{
	char message[ROOM_MESSAGE_MAX];

	if (room_read_option(id, value, context, message) == 0)
		return 0;
	snprintf(error, COMMAND_OPTIONS_ERROR_MAX, "%.*s",
	    COMMAND_OPTIONS_ERROR_MAX - 1, message);
	return -1;
}

/*
 * The friend's line names whose room it is, as the host's page shows it:
 * OWNER@HOST:PORT (or OWNER@ROOM), the same as HOST:PORT --owner OWNER.
 * 0, or -1 with a message.
 */
static int
room_split_owner(struct room_request *request, char *message)
{
	const char *at = strchr(request->where, '@');
	size_t length;

	if (at == NULL)
		return 0;
	length = (size_t)(at - request->where);
	if (length == 0 || length >= sizeof request->owner_named ||
	    at[1] == '\0') {
		snprintf(message, ROOM_MESSAGE_MAX, "'%.*s': not USER@HOST:PORT"
		    " nor USER@ROOM", ECHO_MAX, request->where);
		return -1;
	}
	memcpy(request->owner_named, request->where, length);
	request->owner_named[length] = '\0';
	if (request->owner != NULL &&
	    strcmp(request->owner, request->owner_named) != 0) {
		snprintf(message, ROOM_MESSAGE_MAX, "'%.*s' names %s as the "
		    "room's owner, --owner %.*s: which is it?", ECHO_MAX,
		    request->where, request->owner_named, ECHO_MAX,
		    request->owner);
		return -1;
	}
	request->owner = request->owner_named;
	request->where = at + 1;
	return 0;
}

/*
 * Reads a room command's line (argv[0] is its first argument).  0, or an
 * exit status: EXIT_USAGE with the message printed.
 */
static int
room_parse(int argc, char **argv, unsigned command,
    struct room_request *request)
{
	struct command_option options[ROOM_OPTIONS_MAX];
	char message[ROOM_MESSAGE_MAX] = "", name[ECHO_MAX];
	size_t count = 0;
	int words;

	request->side = COLOUR_AMBER;
	rules_default(&request->rules);
	for (size_t i = 0; i < COUNT(room_options); i++)
		if (room_options[i].commands & command)
			options[count++] =
			    (struct command_option){ room_options[i].name,
				    room_options[i].has_arg ==
					required_argument,
				    room_options[i].value == ROOM_OPTION_HELP ?
					'h' :
					'\0',
				    room_options[i].value };
	for (size_t i = 0; command == FOR_HOST && i < options_variant.count;
	     i++)
		options[count++] = (struct command_option){
		    options_variant.entries[i].name, true, '\0',
		    ROOM_OPTION_VARIANT + (int)i };
	snprintf(name, sizeof name, "gnomon %s", request->command);
	/* The reader's message is shorter than the room's. */
	_Static_assert((int)ROOM_MESSAGE_MAX >= (int)COMMAND_OPTIONS_ERROR_MAX,
	    "a refused option fits the room's message");
	words = command_options_parse(name, options, count, argc, argv,
	    room_seen, request, message);
	/* --help answers wherever it stands, whatever stands beside it. */
	if (request->help)
		return 0;
	if (words < 0)
		return room_usage_error(request, message);
	if (words > 0)
		request->where = argv[0];
	if (request->where != NULL && (command & (FOR_JOIN | FOR_WATCH)) &&
	    room_split_owner(request, message) < 0)
		return room_usage_error(request, message);
	if (words > 1) {
		snprintf(message, sizeof message,
		    "unexpected argument '%.*s'; try 'gnomon %s --help'",
		    ECHO_MAX, argv[1], request->command);
		return room_usage_error(request, message);
	}
	if (request->where != NULL && command == FOR_LIST)
		return room_usage_error(request,
		    "takes no room: gnomon list [--rooms DIR]");
	if (request->all && request->rooms != NULL)
		return room_usage_error(request,
		    "--all lists the rooms of every directory: no --rooms with "
		    "it");
	if (request->where == NULL && (command & (FOR_JOIN | FOR_WATCH))) {
		snprintf(message, sizeof message,
		    "which room? gnomon %s ROOM|HOST:PORT", request->command);
		return room_usage_error(request, message);
	}
	if (request->where != NULL && command == FOR_HOST &&
	    room_place_name_check(request->where, message) < 0)
		return room_usage_error(request, message);
	return 0;
}

static const struct {
	const char	*command, *usage;
	unsigned	mask;
} room_usages[] = {
	{ "host",
	    "host [ROOM] [options] [--len N ...]   open a room and play in it",
	    FOR_HOST },
	{ "join", "join [USER@]ROOM|HOST:PORT [options]  take a seat in a room",
	    FOR_JOIN },
	{ "watch", "watch [USER@]ROOM|HOST:PORT [options] watch a room's game",
	    FOR_WATCH },
	{ "list",
	    "list [--rooms DIR | --all]           the open rooms, one a line",
	    FOR_LIST },
};

/* The options of the commands in `mask`, one a line. */
static void
room_options_usage(FILE *out, unsigned mask)
{
	for (size_t i = 0; i < COUNT(room_options); i++)
		if ((room_options[i].commands & mask) &&
		    room_options[i].usage != NULL &&
		    room_options[i].value != ROOM_OPTION_HELP)
			fprintf(out, "  %-26s %s\n", room_options[i].usage,
			    room_options[i].help);
}

static void
room_help(const char *command)
{
	for (size_t i = 0; i < COUNT(room_usages); i++) {
		if (strcmp(room_usages[i].command, command) != 0)
			continue;
		printf("usage: gnomon %s\n\noptions:\n", room_usages[i].usage);
		room_options_usage(stdout, room_usages[i].mask);
	}
	if (strcmp(command, "host") == 0) {
		printf("\nvariant settings, as options (--len 3):\n");
		command_options_usage(stdout, &options_variant, true);
	}
}

/* The account's name as a player's name, or NAME_FALLBACK. */
static void
room_default_name(char *name)
{
	const char *user = getenv("USER");
	size_t length = 0;

	for (; user != NULL && user[length] != '\0' && length < WIRE_NAME_MAX -
	    1; length++) {
		if (user[length] <= ' ' || user[length] > '~')
			break;
		name[length] = user[length];
	}
	if (length == 0 || user[length] != '\0')
		snprintf(name, NET_NAME_MAX, NAME_FALLBACK);
	else
		name[length] = '\0';
}

/* Fills the session's room, rooms directory and name from the request. */
static int
room_session_start(const struct room_request *request,
    const struct room_place *place, struct net_session *session)
{
	memset(session, 0, sizeof *session);
	snprintf(session->where, sizeof session->where, "%s", request->where);
	snprintf(session->rooms, sizeof session->rooms, "%s",
	    place->place.path);
	if (request->name != NULL)
		snprintf(session->name, sizeof session->name, "%s",
		    request->name);
	else
		room_default_name(session->name);
	session->ascii = request->ascii;
	session->plain = request->plain;
	session->owner = getuid();
	return 0;
}

/*
 * The room's process keeps its own descriptors and standard streams and
 * nothing else of its parent's: not a lobby's lock of its player's name
 * (the player could not come back under it), nor a pipe its caller reads
 * to the end.  It is `gnomon room NAME` in ps.
 */
static void
room_process_start(struct room_server *server, const char *name)
{
	int keep[STDERR_FILENO + 1 + ROOM_SERVER_DESCRIPTORS_MAX] = {
		STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO };
	size_t count = STDERR_FILENO + 1;
	char title[sizeof ROOM_ADMIN_TITLE + ROOM_NAME_MAX];

	count += room_server_descriptors(server, keep + count);
	process_keep_only(keep, count);
	snprintf(title, sizeof title, ROOM_ADMIN_TITLE "%s", name);
	process_title_set(ROOM_ADMIN_PROCESS_NAME, title);
}

/*
 * The server's database and the tests' clock, from the environment the
 * lobby gives (GNOMON_SERVER_DB, GNOMON_SERVER_NOW): a host without them
 * files its games in games/ alone, at the system's time.  0, or -1 with a
 * message for a clock that is no time.
 */
static int
room_server_environment(struct room_server_setup *setup, char *message)
{
	const char *database = getenv(SERVER_DB_VARIABLE);
	const char *now = getenv(UI_SERVER_NOW_ENV);
	char why[UI_SERVER_NOW_MESSAGE_MAX];

	setup->server_db = database != NULL && database[0] != '\0' ?
	    database : NULL;
	/* Unset, each game's times are read from the system's clock as it
	 * starts and ends. */
	setup->server_now = -1;
	if (now == NULL || now[0] == '\0')
		return 0;
	if (ui_server_now(&setup->server_now, why) < 0) {
		snprintf(message, ROOM_MESSAGE_MAX, "%s", why);
		return -1;
	}
	return 0;
}

/* Starts the room's process, detached; the host's process goes on. */
static int
room_detach(struct room_server *server, const char *name, char *message)
{
	pid_t child = fork();
	int status;

	if (child < 0) {
		snprintf(message, ROOM_MESSAGE_MAX, "fork: %s",
		    strerror(errno));
		return -1;
	}
	if (child == 0) {
		int null = open("/dev/null", O_RDWR | O_CLOEXEC);

		if (fork() != 0)
			_exit(0);	/* the room is nobody's child */
		setsid();
		if (null >= 0) {
			dup2(null, STDIN_FILENO);
			dup2(null, STDOUT_FILENO);
			dup2(null, STDERR_FILENO);
			if (null > STDERR_FILENO)
				close(null);
		}
		if (chdir("/") < 0)
			_exit(1);
		room_process_start(server, name);
		_exit(room_server_run(server));
	}
	room_server_forget(server);
	while (waitpid(child, &status, 0) < 0 && errno == EINTR)
		continue;
	return 0;
}

/* The room's tokens, with the host's seat (-1: none) and name, into the
 * token file's record and the room's settings. */
static void
room_host_tokens(struct room_tokens *tokens, int host_seat,
    const char *host_name, struct room_settings *settings)
{
	tokens->host_seat = host_seat;
	snprintf(tokens->host_name, sizeof tokens->host_name, "%s",
	    host_seat >= 0 ? host_name : "");
	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		snprintf(settings->seat_token[colour],
		    sizeof settings->seat_token[colour], "%s",
		    tokens->seat[colour]);
	snprintf(settings->watch_token, sizeof settings->watch_token, "%s",
	    tokens->watch);
}

/* This user's name, for another user's --owner; or the uid. */
static void
room_user_name(char *name, size_t size)
{
	const struct passwd *entry = getpwuid(getuid());

	if (entry != NULL && entry->pw_name != NULL)
		snprintf(name, size, "%s", entry->pw_name);
	else
		snprintf(name, size, "%lu", (unsigned long)getuid());
}

/*
 * How this program is run by name: "gnomon" when that is what PATH finds,
 * else its own path (a build tree's), so that the line a friend is shown
 * works as shown.
 */
static void
room_program_name(char *program, size_t size)
{
	char self[PATH_MAX], found[PATH_MAX], candidate[PATH_MAX];
	const char *path = getenv("PATH");

	snprintf(program, size, "%s", PROGRAM_NAME);
	if (realpath("/proc/self/exe", self) == NULL)
		return;
	while (path != NULL && *path != '\0') {
		size_t length = strcspn(path, ":");

		if (length > 0 && length < sizeof candidate - sizeof
		    PROGRAM_NAME - 1) {
			snprintf(candidate, sizeof candidate, "%.*s/%s",
			    (int)length, path, PROGRAM_NAME);
			if (access(candidate, X_OK) == 0) {
				if (realpath(candidate, found) != NULL &&
				    strcmp(found, self) == 0)
					return;
				break;	/* PATH finds another gnomon */
			}
		}
		path += length + (path[length] == ':');
	}
	snprintf(program, size, "%s", self);
}

/*
 * What the host is shown to pass on: the seat tokens but the host's own
 * (the host's seat is the host's alone), the watch token, and in a shared
 * directory the line that joins it (naming the owner to check); into
 * `shown` (`size` bytes), a line each.
 */
static void
room_show_tokens(const struct room_tokens *tokens, const char *name,
    const struct room_place *place, char *shown, size_t size)
{
	char user[USER_NAME_MAX];
	size_t used = 0;

	shown[0] = '\0';
	for (int colour = 0; colour < COLOUR_COUNT && used < size; colour++)
		if (colour != tokens->host_seat)
			used += (size_t)snprintf(shown + used, size - used,
			    "  %s seat token: %s\n", colour_name(colour),
			    tokens->seat[colour]);
	if (used < size)
		used += (size_t)snprintf(shown + used, size - used,
		    "  watch token: %s\n", tokens->watch);
	if (used < size && place->chosen && !place->private) {
		char program[PATH_MAX];

		room_user_name(user, sizeof user);
		room_program_name(program, sizeof program);
		snprintf(shown + used, size - used, "  to join, the seat token "
		    "in FILE:\n    %.*s join %s@%s --token-file FILE \\\n"
		    "        --rooms %s\n", PROGRAM_SHOWN_MAX, program, user,
		    name, place->place.path);
	}
}

/*
 * What a friend types to join, for the game's screen (the host's terminal
 * above it is hidden until the game ends): by the room's name for this
 * user, whose own rooms directory holds the token; for another user of the
 * machine, through the shared directory with the token in a file; over
 * TCP, HOST:PORT and the token typed when it is asked.  Then the tokens.
 */
static void
room_invite(const char *name, const struct room_place *place,
    const char *tcp, const char *shown, bool plain, char *invite,
    size_t size)
{
	char text[NET_INVITE_MAX], program[PATH_MAX];
	size_t used = 0;

	room_program_name(program, sizeof program);
	used += (size_t)snprintf(text + used, sizeof text - used,
	    "Waiting for an opponent.  How a friend joins room %s:\n\n",
	    name);
	if (place->private && used < sizeof text)
		used += (size_t)snprintf(text + used, sizeof text - used,
		    "  On this machine, as you (another terminal):\n"
		    "    %.*s join %s\n"
		    "  (the token is found in your own rooms directory)\n\n",
		    PROGRAM_SHOWN_MAX, program, name);
	else if (used < sizeof text)
		used += (size_t)snprintf(text + used, sizeof text - used,
		    "  Another user of this machine: put the seat token below\n"
		    "  in a file only they can read (chmod 600), then they "
		    "type\n"
		    "  the \"to join\" line below, that file for FILE.\n\n");
	if (tcp[0] != '\0' && used < sizeof text)
		used += (size_t)snprintf(text + used, sizeof text - used,
		    "  From another machine (or user), over TCP:\n"
		    "    %.*s join %s\n"
		    "  and then the seat token below, typed when it is asked\n"
		    "  (tell it by voice or a private message, not on a "
		    "command\n"
		    "  line).\n\n",
		    PROGRAM_SHOWN_MAX, program, tcp);
	/* The line mode has no page to leave: the tokens alone. */
	if (used < sizeof text && plain)
		snprintf(text + used, sizeof text - used, "%s", shown);
	else if (used < sizeof text)
		snprintf(text + used, sizeof text - used,
		    "%s\n"
		    "  I shows this again; q or Esc goes back to the board.\n"
		    "  This page gives way to the board when the friend "
		    "comes.\n",
		    shown);
	message_escape(invite, size, text, true);
}

/*
 * The address a friend on another machine connects to: the one this
 * machine sends from on its way out (a datagram socket connected to a
 * documentation address sends nothing), with the room's port; or its host
 * name.
 */
static void
room_away_address(const char *tcp, char *address, size_t size)
{
	const char *port = strrchr(tcp, ':');
	struct sockaddr_in out = { .sin_family = AF_INET,
	    .sin_port = htons(DISCARD_PORT) }, mine;
	socklen_t length = sizeof mine;
	char host[HOST_TEXT_MAX] = "";
	int fd = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);

	if (fd >= 0 &&
	    inet_pton(AF_INET, OUTSIDE_ADDRESS, &out.sin_addr) == 1 &&
	    connect(fd, (struct sockaddr *)&out, sizeof out) == 0 &&
	    getsockname(fd, (struct sockaddr *)&mine, &length) == 0 &&
	    inet_ntop(AF_INET, &mine.sin_addr, host, sizeof host) == NULL)
		host[0] = '\0';
	if (fd >= 0)
		close(fd);
	if (host[0] == '\0' && gethostname(host, sizeof host) < 0)
		snprintf(host, sizeof host, "this-machine");
	host[sizeof host - 1] = '\0';
	snprintf(address, size, "%s%s", host, port != NULL ? port : "");
}

/*
 * The page of how a friend on another account or machine joins, for the
 * host's screen: the one line they type (whose room it is and where) and
 * the seat token to tell them, each line within 80 columns.
 */
static void
room_friend_page(enum room_friend_place friend, const char *tcp,
    const char *token, struct net_session *session)
{
	char program[PATH_MAX], user[USER_NAME_MAX];
	char address[ROOM_ADDRESS_MAX + HOST_TEXT_MAX];
	char line[sizeof user + sizeof address];
	char text[NET_INVITE_MAX];

	room_program_name(program, sizeof program);
	room_user_name(user, sizeof user);
	/* On this machine the line names whose room it is, and the joiner's
	 * program checks who answers; from another machine no program can
	 * tell, and the friend's machine need not know the host's account:
	 * the question before the token says whose room it is. */
	if (friend == ROOM_FRIEND_AWAY) {
		room_away_address(tcp, address, sizeof address);
		snprintf(line, sizeof line, "%s", address);
	} else
		snprintf(line, sizeof line, "%s@%s", user, tcp);
	snprintf(text, sizeof text,
	    "Waiting for your friend.  %s, they type:\n\n"
	    "    %.*s join %s\n\n"
	    "  or choose Join a friend on their menu and type %s.\n"
	    "  Then they type the seat token when it is asked (it is not\n"
	    "  shown); tell it to them yourself, not where others read:\n\n"
	    "    %s\n\n"
	    "  I shows this again; q or Esc goes back to the board.\n"
	    "  This page gives way to the board when the friend comes.\n",
	    friend == ROOM_FRIEND_AWAY ? "On their machine" :
	    "On this machine, as their own user", PROGRAM_SHOWN_MAX, program,
	    line, line, token);
	message_escape(session->invite, sizeof session->invite, text, true);
}

/*
 * An unfinished game of the room's name, which the room would take up:
 * the menu's host is asked first (ROOM_COMMAND_ASK, what the game is in
 * `why`), and may start anew (the game filed as it stands, said in
 * `note`); the command line's takes it up, in the seat its name has there,
 * and says so.  0 to open the room, ROOM_COMMAND_ASK, or -1 with a message.
 */
static int
room_host_resume(struct room_request *request, const struct room_place *place,
    const char *name, char *note, char *message)
{
	struct record saved;
	char host[NET_NAME_MAX];
	int found;

	if (request->resume == ROOM_RESUME_ANEW) {
		char aside[SAVE_MESSAGE_MAX];

		found = room_left_set_aside(&place->place, name, aside);
		if (found < 0)
			snprintf(message, ROOM_MESSAGE_MAX, "%s", aside);
		else if (found == 1 && request->why != NULL) {
			/* The menu's line: the file's name, as the menu's
			 * list of games shows it (its path is too long). */
			const char *file = strrchr(aside, '/');

			snprintf(note, SAVE_MESSAGE_MAX, "The unfinished "
			    "game is filed as %.40s in your games (G)",
			    file != NULL ? file + 1 : aside);
		} else if (found == 1)
			snprintf(note, SAVE_MESSAGE_MAX, "%s", aside);
		return found < 0 ? -1 : 0;
	}
	if (room_left_unfinished(&place->place, name, &saved, message) != 1)
		return 0;
	if (request->resume == ROOM_RESUME_ASK && request->why != NULL) {
		snprintf(request->why, request->why_size, "Room %s has an "
		    "unfinished game, %s (Amber) against %s (Teal), %d "
		    "move%s: resume it, or start anew?", name,
		    saved.player[COLOUR_AMBER][0] != '\0' ?
		    saved.player[COLOUR_AMBER] : "nobody",
		    saved.player[COLOUR_TEAL][0] != '\0' ?
		    saved.player[COLOUR_TEAL] : "nobody", saved.move_count,
		    saved.move_count == 1 ? "" : "s");
		return ROOM_COMMAND_ASK;
	}
	if (request->name != NULL)
		snprintf(host, sizeof host, "%s", request->name);
	else
		room_default_name(host);
	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		if (colour != request->side &&
		    strcmp(saved.player[colour], host) == 0) {
			request->side = colour;
			if (request->why == NULL)
				message_print(stdout, "%s plays %s, as in the"
				    " game taken up\n", host,
				    colour_name(colour));
		}
	return 0;
}

/* A room opened for `asked`, a host's request read already; its refusals
 * said as it says (room_refuse). */
static int
room_host_open(const struct room_request *asked, struct net_session *session)
{
	struct room_request request = *asked;
	struct room_server_setup setup;
	struct room_place place;
	struct room_server *server;
	struct room_tokens tokens;
	char message[ROOM_MESSAGE_MAX], note[ROOM_MESSAGE_MAX];
	char name[ROOM_NAME_MAX], tcp[ROOM_ADDRESS_MAX], info[NET_LINE_MAX];
	char shown[NET_INVITE_MAX], filed[SAVE_MESSAGE_MAX];
	const char *problem;
	int status;

	if ((problem = rules_check(&request.rules)) != NULL)
		return room_usage_error(&request, problem);
	if (room_place_open(&place, request.rooms, message) < 0)
		return room_failure(&request, message);
	if (request.where != NULL)
		snprintf(name, sizeof name, "%s", request.where);
	else if (room_place_name_make(name, message) < 0)
		goto fail;
	/* A room of the name that answers is open; one that does not is gone,
	 * and room_info_ask has removed its socket. */
	if (room_info_ask(&place, name, getuid(), info, message) == 1) {
		snprintf(message, sizeof message,
		    "a room called %s is open already (gnomon join %s)", name,
		    name);
		goto fail;
	}
	memset(&setup, 0, sizeof setup);
	setup.settings.rules = request.rules;
	snprintf(setup.settings.name, sizeof setup.settings.name, "%s", name);
	setup.settings.clock_base_ms = request.clock_base_ms;
	setup.settings.clock_increment_ms = request.clock_increment_ms;
	setup.settings.rated = request.rated;
	setup.tcp = request.tcp;
	if (room_server_environment(&setup, message) < 0) {
		room_place_close(&place);
		return room_usage_error(&request, message);
	}
	/* A finished game the last room of the name left (room_left.h) is
	 * filed first, its older save and tokens removed with it: the room
	 * opens anew, with new tokens. */
	if (room_left_file(&place.place, name, filed) != 1)
		filed[0] = '\0';
	status = room_host_resume(&request, &place, name, filed, message);
	if (status == ROOM_COMMAND_ASK) {
		room_place_close(&place);
		return status;
	}
	if (status < 0)
		goto fail;
	/* A game taken up keeps its tokens, so that the players' programs
	 * come back with theirs (room_place.h: TOKENS); without a saved game
	 * (or a state directory) the tokens are new. */
	if (room_place_tokens_recall(name, &tokens, message) != 1 &&
	    room_place_tokens_make(&tokens, message) < 0)
		goto fail;
	if (request.side < 0) {
		uint8_t coin;

		if (room_place_random(&coin, sizeof coin, message) < 0)
			goto fail;
		request.side = coin & 1 ? COLOUR_TEAL : COLOUR_AMBER;
	}
	/* The host's own client sits down a moment after the room opens:
	 * a quick joiner must not take its seat. */
	if (!request.detach) {
		request.where = name;
		room_session_start(&request, &place, session);
		snprintf(setup.settings.kept_for[request.side],
		    sizeof setup.settings.kept_for[request.side], "%s",
		    session->name);
	}
	room_host_tokens(&tokens, request.detach ? -1 : request.side,
	    setup.settings.kept_for[request.side], &setup.settings);
	server = room_server_open(&setup, &place, tcp, note, message);
	if (server == NULL)
		goto fail;
	if (filed[0] != '\0' && note[0] == '\0')
		snprintf(note, sizeof note, "%.900s%s", filed,
		    request.why != NULL ? "" : "; a new game");
	if (place.private && room_place_tokens_write(&place.place, name,
	    &tokens, message) < 0) {
		room_server_close(server);
		goto fail;
	}
	/* Tokens that cannot be kept (no state directory: the room says the
	 * game is not saved either) only mean new ones at a take-up. */
	(void)room_place_tokens_keep(name, &tokens, message);
	if (room_detach(server, name, message) < 0) {
		room_place_remove(&place, name);
		goto fail;
	}
	request.where = name;
	room_session_start(&request, &place, session);
	session->seat = request.side == COLOUR_TEAL ? NET_SEAT_TEAL :
	    NET_SEAT_AMBER;
	session->hosting = true;
	snprintf(session->token, sizeof session->token, "%s",
	    tokens.seat[request.side]);
	room_show_tokens(&tokens, name, &place, shown, sizeof shown);
	/* The menu's screen is up: the game's screen shows the page. */
	if (request.why == NULL) {
		if (note[0] != '\0')
			message_print(stdout, "%s\n", note);
		message_print(stdout, "room %s is open in %s\n", name,
		    place.place.path);
		if (tcp[0] != '\0')
			message_print(stdout, "  over TCP on %s\n", tcp);
		message_print(stdout, "%s", shown);
	} else
		snprintf(request.why, request.why_size, "%s", note);
	if (request.friend == ROOM_FRIEND_HERE)
		room_invite(name, &place, tcp, shown, request.plain,
		    session->invite, sizeof session->invite);
	else
		room_friend_page(request.friend, tcp,
		    tokens.seat[COLOUR_COUNT - 1 - request.side], session);
	fflush(stdout);
	room_place_close(&place);
	return request.detach ? 0 : ROOM_COMMAND_PLAY;
fail:
	room_place_close(&place);
	return room_failure(&request, message);
}

/* `gnomon host`, its refusals said as `asked` says (room_refuse). */
static int
room_host(int argc, char **argv, struct room_request *asked,
    struct net_session *session)
{
	struct room_request request = *asked;
	int status = room_parse(argc, argv, FOR_HOST, &request);

	if (status != 0)
		return status;
	if (request.help) {
		room_help("host");
		return 0;
	}
	return room_host_open(&request, session);
}

int
command_host(int argc, char **argv, struct net_session *session)
{
	struct room_request request = { .command = "host" };

	return room_host(argc, argv, &request, session);
}

/* The token `text` read from `from`, if it is one, into the session; 0,
 * or an exit status. */
static int
room_token_take(const struct room_request *request, const char *from,
    const char *text, struct net_session *session)
{
	char message[ROOM_MESSAGE_MAX];

	if (room_place_token_valid(text)) {
		snprintf(session->token, sizeof session->token, "%.*s",
		    ROOM_TOKEN_LENGTH, text);
		return 0;
	}
	snprintf(message, sizeof message, "%s: not a room's token, the %d hex"
	    " digits the host was shown", from, ROOM_TOKEN_LENGTH);
	return room_usage_error(request, message);
}

/*
 * What a joiner is about to sit down to, said before the token is asked:
 * "alice invites you to room table: you play Teal, sun SE, pie rule,
 * clock 5+2" (the pie rule when it is on),
 * from the room's `info` line (`info` NULL or not the room's: "").
 */
static void
room_invitation(const char *info, const struct net_session *session,
    bool watch, char *text, size_t size)
{
	struct wire_message room;
	char error[WIRE_ERROR_MAX], clock[CLOCK_TEXT_MAX] = "";
	int host = -1, seat = -1;

	text[0] = '\0';
	if (info == NULL || wire_parse(info, &room, error) < 0 ||
	    room.kind != WIRE_ROOM)
		return;
	for (int colour = 0; colour < COLOUR_COUNT; colour++) {
		if (strcmp(room.player[colour], session->name) == 0 ||
		    (room.player[colour][0] == '\0' && seat < 0))
			seat = colour;
		else if (room.player[colour][0] != '\0' && host < 0)
			host = colour;
	}
	if (room.has_clock)
		snprintf(clock, sizeof clock, ", clock %lld+%lld",
		    (long long)(room.clock_base_ms / MS_PER_MINUTE),
		    (long long)(room.clock_increment_ms / MS_PER_SECOND));
	snprintf(text, size, "%s%s to room %s: you %s%s, sun %s%s%s",
	    host >= 0 ? room.player[host] : "nobody yet",
	    host >= 0 ? " invites you" : " is there; you are invited",
	    room.room, watch ? "watch" : seat < 0 ? "find both seats taken" :
	    "play ", watch || seat < 0 ? "" : colour_name(seat),
	    compass_name(room.rules.start_sun),
	    room.rules.pie ? ", pie rule" : "", clock);
}

/* The token typed at the terminal, not echoed; 0, or an exit status. */
static int
room_prompt_token(const struct room_request *request,
    const struct termios *before, const char *invitation,
    struct net_session *session)
{
	struct termios quiet = *before;
	char line[NET_LINE_MAX];
	size_t start;
	int status;

	/* Echo off, and what was typed before the question dropped, first:
	 * the question after, so that a token typed (or pasted) as soon as
	 * it shows is never what the flush drops. */
	quiet.c_lflag &= ~(tcflag_t)ECHO;
	if (tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet) < 0)
		return room_usage_error(request, "the terminal would show the"
		    " token as it is typed: give it with --token-file FILE");
	if (invitation[0] != '\0')
		message_print(stderr, "%s\n", invitation);
	message_print(stderr, "the token of room %s (not shown as you type): ",
	    request->where);
	fflush(stderr);
	if (fgets(line, sizeof line, stdin) == NULL)
		line[0] = '\0';
	(void)tcsetattr(STDIN_FILENO, TCSAFLUSH, before);
	fputc('\n', stderr);
	start = strspn(line, " \t");
	line[start + strcspn(line + start, " \t\r\n")] = '\0';
	status = room_token_take(request, "the token typed", line + start,
	    session);
	memset(line, 0, sizeof line);
	return status;
}

/*
 * The token for a session (see the top): --token-file, GNOMON_TOKEN, the
 * token file of a room of this user's in a private rooms directory (the
 * token of the seat the player's name is for, given the room's `info`),
 * or typed at the terminal.  0, or an exit status.
 */
static int
room_find_token(const struct room_request *request, bool watch,
    const struct room_place *place, const char *info,
    struct net_session *session)
{
	char message[ROOM_MESSAGE_MAX], secret[NET_LINE_MAX];
	char *variable = getenv(TOKEN_VARIABLE);
	struct room_tokens tokens;
	struct termios terminal;
	int found = 0;

	if (request->token_file != NULL) {
		if (room_place_secret_read(request->token_file, secret,
		    sizeof secret, message) < 0)
			return room_usage_error(request, message);
		found = room_token_take(request, request->token_file, secret,
		    session);
		memset(secret, 0, sizeof secret);
		return found;
	}
	if (variable != NULL && variable[0] != '\0') {
		found = room_token_take(request, TOKEN_VARIABLE, variable,
		    session);
		/* Read once: wiped where it lies, which is what
		 * /proc/PID/environ shows for as long as the program runs,
		 * and out of the environment no program started later
		 * inherits. */
		memset(variable, 0, strlen(variable));
		unsetenv(TOKEN_VARIABLE);
		return found;
	}
	/* A shared directory's token file would be anyone's: none is read. */
	if (place->private && strchr(request->where, ':') == NULL)
		found = room_place_tokens_read(&place->place, request->where,
		    &tokens, message);
	if (found < 0)
		return room_failure(request, message);
	if (found == 1) {
		int seat = room_place_tokens_seat(&tokens, session->name, info);

		snprintf(session->token, sizeof session->token, "%s", watch ?
		    tokens.watch : tokens.seat[seat]);
		/* The host back in the seat kept for it: the room files the
		 * game in its games/, which are ours, so we file none. */
		session->hosting = !watch && seat == tokens.host_seat;
		return 0;
	}
	if (isatty(STDIN_FILENO) && tcgetattr(STDIN_FILENO, &terminal) == 0) {
		char invitation[NET_LINE_MAX];

		room_invitation(info, session, watch, invitation,
		    sizeof invitation);
		return room_prompt_token(request, &terminal, invitation,
		    session);
	}
	snprintf(message, sizeof message, "no token of room %.*s: give the one"
	    " the host was shown with --token-file FILE (mode 600) or in "
	    TOKEN_VARIABLE, ECHO_MAX, request->where);
	return room_usage_error(request, message);
}

/* --owner USER (a name or a uid) into the session; 0, or an exit status. */
static int
room_find_owner(const struct room_request *request,
    struct net_session *session)
{
	char message[ROOM_MESSAGE_MAX], *end;
	const struct passwd *entry;
	unsigned long uid;

	if (request->owner == NULL)
		return 0;
	entry = getpwnam(request->owner);
	if (entry != NULL) {
		session->owner = entry->pw_uid;
		return 0;
	}
	errno = 0;
	uid = strtoul(request->owner, &end, 10);
	if (request->owner[0] >= '0' && request->owner[0] <= '9' &&
	    *end == '\0' && errno == 0 && uid == (uid_t)uid) {
		session->owner = (uid_t)uid;
		return 0;
	}
	snprintf(message, sizeof message, "--owner '%.*s': no such user",
	    ECHO_MAX, request->owner);
	return room_usage_error(request, message);
}

/*
 * A joining player's default name: the account's, or with 2, 3... after it
 * while a player of that name is in the room (two players of one account),
 * as the room's `info` line ("" if none) says; a name whose player is away
 * is ours to come back to.  (Over TCP the name is the account's.)
 */
static void
room_pick_name(const char *info, struct net_session *session)
{
	char base[NET_NAME_MAX];
	struct wire_message room;
	char error[WIRE_ERROR_MAX];

	if (strchr(session->where, ':') != NULL || info[0] == '\0' ||
	    wire_parse(info, &room, error) < 0 || room.kind != WIRE_ROOM)
		return;
	snprintf(base, sizeof base, "%s", session->name);
	/* Room for the digit: the name cut to one character less, whole
	 * characters of UTF-8. */
	while (wire_characters(base) > WIRE_NAME_MAX - 1)
		wire_cut_text(base, strlen(base));
	for (int suffix = 2; suffix <= NAME_SUFFIX_MAX; suffix++) {
		bool taken = false;

		for (int seat = 0; seat < COLOUR_COUNT; seat++)
			taken |= room.connected[seat] &&
			    strcmp(room.player[seat], session->name) == 0;
		if (!taken)
			return;
		snprintf(session->name, sizeof session->name, "%.*s%u",
		    (int)sizeof session->name - 2, base,
		    (unsigned)suffix % (NAME_SUFFIX_MAX + 1));
	}
}

static int
room_enter(int argc, char **argv, struct net_session *session, bool watch,
    char *why, size_t why_size)
{
	struct room_request request = { .command = watch ? "watch" : "join",
	    .why = why, .why_size = why_size };
	struct room_place place;
	char message[ROOM_MESSAGE_MAX], info[NET_LINE_MAX];
	int status = room_parse(argc, argv, watch ? FOR_WATCH : FOR_JOIN,
	    &request);

	if (status != 0)
		return status;
	if (request.help) {
		room_help(request.command);
		return 0;
	}
	if (strchr(request.where, ':') == NULL &&
	    room_place_name_check(request.where, message) < 0)
		return room_usage_error(&request, message);
	if (room_place_open(&place, request.rooms, message) < 0)
		return room_failure(&request, message);
	room_session_start(&request, &place, session);
	session->seat = watch ? NET_SEAT_WATCH : NET_SEAT_ANY;
	/* The owner first: nothing, not even `info`, goes to a socket
	 * before it is known to be the owner's. */
	status = room_find_owner(&request, session);
	info[0] = '\0';
	if (status == 0) {
		bool tcp = strchr(request.where, ':') != NULL;
		int answered = room_info_ask(&place, request.where,
		    session->owner, info, message);

		/* Over TCP the room is asked for the invitation only: one
		 * that does not answer is refused when the game connects,
		 * but another user's listener on the port is refused now. */
		if (answered != 1 && tcp && !(answered < 0 && errno == EPERM))
			info[0] = '\0';
		else if (answered <= 0) {
			if (answered == 0)
				snprintf(message, sizeof message,
				    "no room called %s is open in %s (gnomon "
				    "list)",
				    request.where, place.place.path);
			room_place_close(&place);
			return room_failure(&request, message);
		}
	}
	if (status == 0 && !watch && request.name == NULL)
		room_pick_name(info, session);
	if (status == 0)
		status = room_find_token(&request, watch, &place,
		    info[0] != '\0' ? info : NULL, session);
	room_place_close(&place);
	return status == 0 ? ROOM_COMMAND_PLAY : status;
}

int
command_join(int argc, char **argv, struct net_session *session)
{
	return room_enter(argc, argv, session, false, NULL, 0);
}

int
command_watch(int argc, char **argv, struct net_session *session)
{
	return room_enter(argc, argv, session, true, NULL, 0);
}

int
command_friend_host(const struct room_friend_host *choices,
    struct net_session *session, char *why, size_t size)
{
	struct room_request request = { .command = "host", .why = why,
	    .why_size = size };
	char name[NET_NAME_MAX], message[ROOM_MESSAGE_MAX];

	request.rules = choices->rules;
	request.side = choices->side;
	request.clock_base_ms = choices->clock_base_ms;
	request.clock_increment_ms = choices->clock_increment_ms;
	request.ascii = choices->ascii;
	request.friend = choices->place;
	request.resume = choices->resume;
	/* Another account reaches a room over TCP: on loopback, or on every
	 * address when the friend is on another machine, which is what the
	 * player chose. */
	if (choices->place == ROOM_FRIEND_MACHINE)
		request.tcp = "127.0.0.1:0";
	else if (choices->place == ROOM_FRIEND_AWAY)
		request.tcp = "0.0.0.0:0";
	/* The account's name, if it is a room's; else one is made up. */
	room_default_name(name);
	if (room_place_name_check(name, message) == 0)
		request.where = name;
	return room_host_open(&request, session);
}

int
command_friend_join(const char *line, bool ascii, struct net_session *session,
    char *why, size_t size)
{
	static char words[ROOM_FRIEND_LINE_MAX];
	char *argv[ROOM_OPTIONS_MAX + 2], *word, *rest = NULL;
	int argc = 0;
	bool watch = false;

	snprintf(words, sizeof words, "%s", line);
	for (word = strtok_r(words, " \t", &rest); word != NULL &&
	    argc < ROOM_OPTIONS_MAX; word = strtok_r(NULL, " \t", &rest)) {
		/* The line as the friend's screen shows it, "gnomon join"
		 * and all (the program by its path, where PATH does not
		 * find it), or only what follows. */
		const char *program = strrchr(word, '/');

		if (argc == 0 && strcmp(program != NULL ? program + 1 : word,
		    PROGRAM_NAME) == 0)
			continue;
		if (argc == 0 && (strcmp(word, "join") == 0 ||
		    strcmp(word, "watch") == 0)) {
			watch = strcmp(word, "watch") == 0;
			continue;
		}
		argv[argc++] = word;
	}
	if (ascii)
		argv[argc++] = (char *)"--ascii";
	argv[argc] = NULL;
	return room_enter(argc, argv, session, watch, why, size);
}

/* One room of `gnomon list`: its name and what its info line says. */
static void
room_list_one(void *context, const char *name, const char *info)
{
	struct wire_message room;
	char error[WIRE_ERROR_MAX], variant[OPTIONS_TEXT_MAX];

	(void)context;
	if (wire_parse(info, &room, error) < 0 || room.kind != WIRE_ROOM) {
		message_print(stdout, "%s  (answers oddly: %s)\n", name, error);
		return;
	}
	options_write(&options_variant, &room.rules, variant, sizeof variant);
	message_print(stdout,
	    "%s  amber %s%s, teal %s%s, %d watching, round %d, %s, %s%s%s\n",
	    name,
	    room.player[COLOUR_AMBER][0] != '\0' ? room.player[COLOUR_AMBER] :
						   "-",
	    room.player[COLOUR_AMBER][0] != '\0' &&
		    !room.connected[COLOUR_AMBER] ?
		" (away)" :
		"",
	    room.player[COLOUR_TEAL][0] != '\0' ? room.player[COLOUR_TEAL] :
						  "-",
	    room.player[COLOUR_TEAL][0] != '\0' &&
		    !room.connected[COLOUR_TEAL] ?
		" (away)" :
		"",
	    room.count, room.round, wire_state_name(room.state), variant,
	    room.has_clock ? ", a clock" : "", room.rated ? ", rated" : "");
}

/* A game a room left (room_left.h), filed or still waiting: said. */
static void
room_list_left(void *context, int filed, const char *text)
{
	(void)context;
	message_print(filed < 0 ? stderr : stdout, "%s\n", text);
}

int
command_list(int argc, char **argv)
{
	struct room_request request = { .command = "list" };
	struct room_place place;
	char message[ROOM_MESSAGE_MAX];
	int status = room_parse(argc, argv, FOR_LIST, &request), count;

	if (status != 0)
		return status;
	if (request.help) {
		room_help("list");
		return 0;
	}
	if (request.all)
		return room_admin_list();
	if (room_place_open(&place, request.rooms, message) < 0)
		return room_failure(&request, message);
	count = room_info_list(&place, room_list_one, NULL, message);
	(void)room_left_sweep(&place.place, room_list_left, NULL);
	if (count == 0)
		message_print(stderr, "no room is open in %s\n",
		    place.place.path);
	room_place_close(&place);
	if (count < 0)
		return room_failure(&request, message);
	return 0;
}

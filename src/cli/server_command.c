/*
 * server_command.c owns `gnomon server` (server_command.h): the shared
 * server's database as its administrator handles it.  Every action reads
 * and checks all its input before it changes anything: bad input is a
 * message and EXIT_USAGE, with nothing changed.
 *
 * A NAME BOUND TO A KEY
 * goes into the lobby account's authorized_keys as sshd's forced command,
 * `command="PROGRAM lobby --player NAME",restrict,pty KEY` (restrict forbids
 * forwarding and a terminal; pty gives back the terminal the lobby needs),
 * which sshd hands to the account's shell: so such a name is held to a
 * rule stricter than a room's (wire.h's): ASCII letters, digits, '.', '_'
 * and '-' (not first) and letters past ASCII, nothing a shell or sshd's
 * quoting would read.
 */
#include "cli/server_command.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cli/command_options.h"
#include "cli/commands.h"
#include "cli/message.h"
#include "cli/server_bench.h"
#include "core/record.h"
#include "net/wire.h"
#include "store/glicko2.h"
#include "store/save.h"
#include "store/server_db.h"
#include "store/server_games.h"
#include "store/server_players.h"
#include "ui/ui_server_now.h"

enum {
	KEY_FILE_MAX = 16384,		/* a public key file: one line */
	KEY_LINE_MAX = KEY_FILE_MAX + 256, /* with the forced command */
	LEADERBOARD_PAGE = 100		/* players read at a time */
};

/* The key types OpenSSH's authorized_keys takes (sshd(8)). */
static const char *const server_key_types[] = {
	"ssh-ed25519", "ssh-rsa", "ecdsa-sha2-nistp256", "ecdsa-sha2-nistp384",
	"ecdsa-sha2-nistp521", "sk-ssh-ed25519@openssh.com",
	"sk-ecdsa-sha2-nistp256@openssh.com", "ssh-dss"
};

static int
server_usage(FILE *out)
{
	fprintf(out,
	    "usage: gnomon server check\n"
	    "       gnomon server backup FILE\n"
	    "       gnomon server add-key NAME KEY-FILE [--to FILE]\n"
	    "       gnomon server add-guest KEY-FILE [--register] "
	    "[--to FILE]\n"
	    "       gnomon server players\n"
	    "       gnomon server export ID\n"
	    "       gnomon server bench DIR [--players N] [--games N] "
	    "[--seed N]\n"
	    "                               [--rooms N] [--browsers N]\n"
	    "  the shared server's database: check it, back it up while "
	    "the server runs,\n"
	    "  bind a name to an SSH key (print its authorized_keys line, "
	    "or append it\n"
	    "  --to FILE), let a key in to type a name (a guest's, or "
	    "a registered one's\n"
	    "  with its password; --register: a guest may register it), "
	    "list the\n"
	    "  leaderboard, export a game of the archive as a record,\n"
	    "  time a database of synthetic games\n");
	return out == stdout ? 0 : EXIT_USAGE;
}

/* The server's clock (ui_server_now.h): 0, or -1 having said why. */
static int
server_now(int64_t *now)
{
	char message[UI_SERVER_NOW_MESSAGE_MAX];

	if (ui_server_now(now, message) == 0)
		return 0;
	message_print(stderr, "gnomon server: %s\n", message);
	return -1;
}

/* Opens the database of this account's state directory; with `existing`,
 * only one that is there.  The exit status of a failure, or 0. */
static int
server_open(struct server_db **db, bool existing)
{
	char path[SAVE_PATH_MAX], message[SERVER_DB_MESSAGE_MAX];
	struct stat status;

	if (server_db_path(path, sizeof path, message) != 0) {
		message_print(stderr, "gnomon server: %s\n", message);
		return 1;
	}
	if (existing && stat(path, &status) != 0) {
		message_print(stderr, "gnomon server: %s: no database (%s)\n",
		    path, strerror(errno));
		return 1;
	}
	if (server_db_open(path, db, message) != 0) {
		message_print(stderr, "gnomon server: %s\n", message);
		return 1;
	}
	return 0;
}

static int
server_check(void)
{
	char message[SERVER_DB_MESSAGE_MAX];
	struct server_db *db;
	int status, whole;

	if ((status = server_open(&db, true)) != 0)
		return status;
	whole = server_db_check(db, message);
	server_db_close(db);
	message_print(whole == 1 ? stdout : stderr, "%s%s\n",
	    whole == 1 ? "" : "gnomon server: ", message);
	return whole == 1 ? 0 : 1;
}

static int
server_backup(const char *path)
{
	char message[SERVER_DB_MESSAGE_MAX];
	struct server_db *db;
	struct stat status;
	int code;

	if (lstat(path, &status) == 0) {
		message_print(stderr, "gnomon server: %s is there already: a "
		    "backup never writes over a file\n", path);
		return EXIT_USAGE;
	}
	if ((code = server_open(&db, true)) != 0)
		return code;
	code = server_db_backup(db, path, message) == 0 ? 0 : 1;
	server_db_close(db);
	if (code != 0)
		message_print(stderr, "gnomon server: %s\n", message);
	else
		message_print(stdout, "backed up to %s\n", path);
	return code;
}

/* Whether `name` may be bound to a key (above): NULL, or why not. */
static const char *
server_key_name_rule(const char *name)
{
	const char *rule = wire_name_rule(name);
	const unsigned char *c;

	if (rule != NULL)
		return rule;
	if (name[0] == '-')
		return "a name cannot start with '-'";
	for (c = (const unsigned char *)name; *c != '\0'; c++)
		if (*c < 0x80 && !(*c >= 'a' && *c <= 'z') &&
		    !(*c >= 'A' && *c <= 'Z') && !(*c >= '0' && *c <= '9') &&
		    *c != '.' && *c != '_' && *c != '-')
			return "a name bound to a key has letters, digits, "
			    "'.', '_' and '-' only";
	return NULL;
}

static bool
server_key_type_known(const char *type, size_t length)
{
	size_t i;

	for (i = 0; i < sizeof server_key_types / sizeof *server_key_types;
	    i++)
		if (strlen(server_key_types[i]) == length &&
		    strncmp(server_key_types[i], type, length) == 0)
			return true;
	return false;
}

/*
 * Reads the public key in `path`: its one line, "TYPE BASE64 [COMMENT]",
 * into `key` (KEY_FILE_MAX bytes), with no option before it and no
 * control character in it.  NULL, or what is wrong.
 */
static const char *
server_key_read(const char *path, char *key)
{
	size_t length, type, blob, i;
	FILE *file;

	if ((file = fopen(path, "re")) == NULL)
		return strerror(errno);
	length = fread(key, 1, KEY_FILE_MAX - 1, file);
	if (ferror(file) || !feof(file)) {
		fclose(file);
		return "not a public key file (too long)";
	}
	fclose(file);
	key[length] = '\0';
	while (length > 0 && (key[length - 1] == '\n' ||
	    key[length - 1] == '\r'))
		key[--length] = '\0';
	if (strlen(key) != length)
		return "not a public key (a NUL in it)";
	for (i = 0; i < length; i++)
		if ((unsigned char)key[i] < ' ' || key[i] == 0x7f)
			return "not one public key (a control character or a "
			    "second line)";
	type = strcspn(key, " ");
	if (!server_key_type_known(key, type) || key[type] != ' ')
		return "not a public key: it must start with its type "
		    "(ssh-ed25519, ssh-rsa, ecdsa-sha2-nistp256, ...)";
	blob = strspn(key + type + 1, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	    "abcdefghijklmnopqrstuvwxyz0123456789+/=");
	if (blob == 0 || (key[type + 1 + blob] != '\0' &&
	    key[type + 1 + blob] != ' '))
		return "not a public key: its key is not base64";
	return NULL;
}

static const struct command_option add_key_options[] = {
	{ "to", true, '\0', 0 },
};

static const struct command_option add_guest_options[] = {
	{ "to", true, '\0', 0 }, { "register", false, '\0', 1 },
};

/* Every action's options (add-key's, add-guest's and bench's), for one
 * given before the action. */
static const struct command_option server_options[] = {
	{ "to", true, '\0', 0 }, { "players", true, '\0', 0 },
	{ "games", true, '\0', 0 }, { "seed", true, '\0', 0 },
	{ "rooms", true, '\0', 0 }, { "browsers", true, '\0', 0 },
	{ "register", false, '\0', 0 },
};

/*
 * The program the forced command runs: this one, by its whole path, so
 * that the line needs nothing of the PATH sshd gives the account; plain
 * "gnomon" where the path cannot be known or holds a character that
 * sshd's quoting or the shell would read.
 */
static void
server_program(char *path, size_t size)
{
	ssize_t length = readlink("/proc/self/exe", path, size - 1);
	ssize_t i;

	if (length <= 0)
		goto plain;
	path[length] = '\0';
	for (i = 0; i < length; i++)
		if (!isalnum((unsigned char)path[i]) &&
		    strchr("/._+-", path[i]) == NULL)
			goto plain;
	return;
plain:
	snprintf(path, size, "gnomon");
}

/*
 * The authorized_keys line for `key`, sshd running `arguments` of the
 * lobby for it, into `line`; appended to `to` (mode 0600 if made) or
 * printed when `to` is NULL.  `done`, if any, runs first, between the file
 * opened and the line written, so that nothing is written unless it
 * succeeds; `what` names the key in the messages.  An exit status.
 */
static int
server_key_line(const char *key, const char *arguments, const char *to,
    int (*done)(void *), void *context, const char *what)
{
	char program[SAVE_PATH_MAX], line[KEY_LINE_MAX];
	int fd = -1, code;
	size_t length;

	server_program(program, sizeof program);
	snprintf(line, sizeof line, "command=\"%s lobby%s\",restrict,pty %s\n",
	    program, arguments, key);
	if (to != NULL && (fd = open(to, O_WRONLY | O_APPEND | O_CREAT |
	    O_CLOEXEC, 0600)) < 0) {
		message_print(stderr, "gnomon server: %s: %s\n", to,
		    strerror(errno));
		return EXIT_USAGE;
	}
	if (done != NULL && (code = done(context)) != 0) {
		if (fd >= 0)
			close(fd);
		return code;
	}
	if (fd < 0) {
		fputs(line, stdout);
		return 0;
	}
	length = strlen(line);
	if (write(fd, line, length) != (ssize_t)length || close(fd) != 0) {
		message_print(stderr, "gnomon server: %s: %s; %s: add this "
		    "line yourself:\n%s", to, strerror(errno), what, line);
		return 1;
	}
	message_print(stdout, "%s, its key added to %s\n", what, to);
	return 0;
}

/* add-key's work between the file opened and the line written. */
struct server_key_name {
	const char	*name;
	int64_t		now;
};

static int
server_key_register(void *context)
{
	const struct server_key_name *key_name = context;
	char message[SERVER_DB_MESSAGE_MAX];
	struct server_db *db;
	int code, added;

	if ((code = server_open(&db, false)) != 0)
		return code;
	added = server_player_add_key(db, key_name->name, key_name->now,
	    message);
	server_db_close(db);
	if (added == 1)
		return 0;
	message_print(stderr, "gnomon server: %s\n", message);
	return added == 0 ? EXIT_USAGE : 1;
}

static int
server_add_key(int argc, char **argv)
{
	char key[KEY_FILE_MAX], arguments[SERVER_NAME_SIZE + 16];
	char what[SERVER_NAME_SIZE + 32];
	struct command_options_given given;
	struct server_key_name key_name;
	const char *why;

	argc = command_options_read("gnomon server add-key", add_key_options,
	    1, argc, argv, &given);
	if (argc < 0)
		return EXIT_USAGE;
	if (argc != 2)
		return server_usage(stderr);
	if ((why = server_key_name_rule(argv[0])) != NULL) {
		message_print(stderr, "gnomon server: '%s': %s\n", argv[0],
		    why);
		return EXIT_USAGE;
	}
	if ((why = server_key_read(argv[1], key)) != NULL) {
		message_print(stderr, "gnomon server: %s: %s\n", argv[1], why);
		return EXIT_USAGE;
	}
	key_name.name = argv[0];
	if (server_now(&key_name.now) != 0)
		return EXIT_USAGE;
	snprintf(arguments, sizeof arguments, " --player %s", argv[0]);
	snprintf(what, sizeof what, "%s is registered", argv[0]);
	return server_key_line(key, arguments, given.given[0] ?
	    given.value[0] : NULL, server_key_register, &key_name, what);
}

/*
 * A key that comes in to type a name: a guest's, or a registered name's
 * with its password; with --register, a guest may register the name.
 */
static int
server_add_guest(int argc, char **argv)
{
	struct command_options_given given;
	char key[KEY_FILE_MAX];
	const char *why;

	argc = command_options_read("gnomon server add-guest",
	    add_guest_options, 2, argc, argv, &given);
	if (argc < 0)
		return EXIT_USAGE;
	if (argc != 1)
		return server_usage(stderr);
	if ((why = server_key_read(argv[0], key)) != NULL) {
		message_print(stderr, "gnomon server: %s: %s\n", argv[0], why);
		return EXIT_USAGE;
	}
	/* A guest's key registers nothing: the line is all. */
	return server_key_line(key, given.given[1] ? " --register" : "",
	    given.given[0] ? given.value[0] : NULL, NULL, NULL,
	    "a guest's key");
}

/* The leaderboard, a line a player: place, name, rating ("1500?" while
 * provisional), deviation, rated games. */
static int
server_players(void)
{
	static struct server_player players[LEADERBOARD_PAGE];
	char message[SERVER_DB_MESSAGE_MAX];
	struct server_db *db;
	int code, count, offset = 0, i;

	if ((code = server_open(&db, true)) != 0)
		return code;
	printf("%5s  %-16s  %7s  %9s  %5s\n", "place", "name", "rating",
	    "deviation", "games");
	do {
		count = server_players_best(db, offset, LEADERBOARD_PAGE,
		    players, message);
		for (i = 0; i < count; i++) {
			const struct server_player *player = &players[i];

			message_print(stdout, "%5d  %-16s  %6.0f%s  %9.0f  "
			    "%5ld\n", offset + i + 1, player->name,
			    player->rating.rating,
			    server_player_provisional(&player->rating) ? "?" :
			    " ", player->rating.deviation, player->games);
		}
		offset += count;
	} while (count == LEADERBOARD_PAGE);
	server_db_close(db);
	if (count < 0) {
		message_print(stderr, "gnomon server: %s\n", message);
		return 1;
	}
	return 0;
}

/* `gnomon server export ID`: the archive's game ID as its record, on
 * standard output. */
static int
server_export(const char *word)
{
	static char record[RECORD_TEXT_MAX + 1];
	char message[SERVER_DB_MESSAGE_MAX];
	struct server_game game;
	struct server_db *db;
	long long id;
	char *end;
	int code, found;

	errno = 0;
	id = strtoll(word, &end, 10);
	if (errno != 0 || *end != '\0' || end == word || id < 1) {
		message_print(stderr, "gnomon server: a game is a number from "
		    "1, not '%.32s'\n", word);
		return EXIT_USAGE;
	}
	if ((code = server_open(&db, true)) != 0)
		return code;
	found = server_game_get(db, (int64_t)id, &game, record, sizeof record,
	    message);
	server_db_close(db);
	if (found == 1) {
		message_print(stdout, "%s", record);
		return 0;
	}
	if (found == 0)
		message_print(stderr, "gnomon server: no game %lld in the "
		    "archive\n", id);
	else
		message_print(stderr, "gnomon server: %s\n", message);
	return 1;
}

int
command_server(int argc, char **argv)
{
	const char *action = argc > 0 ? argv[0] : "";

	if (argc < 1 || strcmp(action, "--help") == 0 ||
	    strcmp(action, "-h") == 0 ||
	    (argc > 1 && (strcmp(argv[1], "--help") == 0)))
		return server_usage(argc < 1 ? stderr : stdout);
	if (strcmp(action, "--") == 0)
		return command_server(argc - 1, argv + 1);
	/* An option before the action: one no action takes is refused as
	 * every command refuses one it does not know; one an action takes
	 * goes after that action. */
	if (action[0] == '-') {
		struct command_options_given given;

		if (command_options_read("gnomon server", server_options,
		    sizeof server_options / sizeof *server_options, argc,
		    argv, &given) >= 0)
			message_print(stderr, "gnomon server: the action "
			    "comes first: gnomon server ACTION [options]\n");
		return EXIT_USAGE;
	}
	if (strcmp(action, "check") == 0 || strcmp(action, "players") == 0) {
		if (command_options_words("gnomon server", argc - 1,
		    argv + 1) != 0)
			return server_usage(stderr);
		return action[0] == 'c' ? server_check() : server_players();
	}
	if (strcmp(action, "backup") == 0) {
		if (command_options_words("gnomon server backup", argc - 1,
		    argv + 1) != 1)
			return server_usage(stderr);
		return server_backup(argv[1]);
	}
	if (strcmp(action, "export") == 0) {
		if (command_options_words("gnomon server export", argc - 1,
		    argv + 1) != 1)
			return server_usage(stderr);
		return server_export(argv[1]);
	}
	if (strcmp(action, "add-key") == 0)
		return server_add_key(argc - 1, argv + 1);
	if (strcmp(action, "add-guest") == 0)
		return server_add_guest(argc - 1, argv + 1);
	if (strcmp(action, "bench") == 0)
		return server_bench(argc - 1, argv + 1);
	message_print(stderr, "gnomon server: unknown action '%.32s'\n",
	    action);
	return server_usage(stderr);
}

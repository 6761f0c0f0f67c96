/*
 * Where rooms live (room_place.h), without a room: the rooms directory
 * made private and a shared one taken as it is (if it is sticky), names
 * checked and made, tokens made, the token file written and read back (a
 * name of the most bytes whole) and the seat whose token a name is given, a
 * secret's file refused unless it is the user's alone, a socket's address
 * through the directory's descriptor when its path is too long, and a
 * listing (room_info.h) that removes a dead room's socket.
 * Every test works in a fresh directory from mkdtemp.
 */
/* A feature-test macro, named as the C library reads it: S_ISVTX. */
/* NOLINTNEXTLINE(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp) */
#define _XOPEN_SOURCE 700
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include "net/room_info.h"
#include "net/room_place.h"
#include "support/scratch.h"

enum {
	NAMES_MADE = 200,		/* generated names checked */
	SCRATCH_DEPTH = 3,
	FILE_MODE_BITS = 07777,
	SHARED_MODE = 0770,		/* a group's, not sticky: refused */
	WORLD_MODE = 0777,
	PUBLIC_FILE_MODE = 0644
};

struct scratch {
	char	directory[SAVE_PATH_MAX - 64];
	char	rooms[SAVE_PATH_MAX - 32];	/* directory/rooms */
};

static int
setup(void **state)
{
	struct scratch *scratch = calloc(1, sizeof *scratch);

	if (scratch == NULL)
		return -1;
	if (scratch_make(scratch->directory, sizeof scratch->directory,
	    "rooms") < 0) {
		free(scratch);
		return -1;
	}
	snprintf(scratch->rooms, sizeof scratch->rooms, "%s/rooms",
	    scratch->directory);
	*state = scratch;
	return 0;
}

static int
teardown(void **state)
{
	struct scratch *scratch = *state;

	scratch_remove(scratch->directory, SCRATCH_DEPTH);
	free(scratch);
	return 0;
}

static void
test_room_place_names_checked(void **state)
{
	char message[ROOM_PLACE_MESSAGE_MAX];
	static const char *const good[] = { "demo", "amber-fox-42", "a.b_c",
	    "X", "abcdefghijklmnopqrstuvwx" };
	static const char *const bad[] = { "", ".hidden", "-flag", "a b",
	    "a/b", "host:4000", "caf\xc3\xa9", "a\x1b[2J",
	    "abcdefghijklmnopqrstuvwxy" };

	(void)state;
	for (size_t i = 0; i < sizeof good / sizeof good[0]; i++)
		assert_int_equal(room_place_name_check(good[i], message), 0);
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		message[0] = '\0';
		assert_int_equal(room_place_name_check(bad[i], message), -1);
		assert_true(message[0] != '\0');
	}
}

static void
test_room_place_made_names_are_names(void **state)
{
	char name[ROOM_NAME_MAX], first[ROOM_NAME_MAX];
	char message[ROOM_PLACE_MESSAGE_MAX];
	bool differed = false;

	(void)state;
	assert_int_equal(room_place_name_make(first, message), 0);
	for (int i = 0; i < NAMES_MADE; i++) {
		assert_int_equal(room_place_name_make(name, message), 0);
		assert_int_equal(room_place_name_check(name, message), 0);
		/* word-word-NN */
		assert_non_null(strchr(name, '-'));
		assert_non_null(strchr(strchr(name, '-') + 1, '-'));
		differed |= strcmp(name, first) != 0;
	}
	assert_true(differed);
}

static void
test_room_place_tokens_random_hex(void **state)
{
	char one[ROOM_TOKEN_MAX], two[ROOM_TOKEN_MAX];
	char message[ROOM_PLACE_MESSAGE_MAX];

	(void)state;
	assert_int_equal(room_place_token_make(one, message), 0);
	assert_int_equal(room_place_token_make(two, message), 0);
	assert_int_equal(strlen(one), ROOM_TOKEN_LENGTH);
	assert_int_equal(strspn(one, "0123456789abcdef"), ROOM_TOKEN_LENGTH);
	assert_string_not_equal(one, two);
}

static void
test_room_place_default_directory_made_private(void **state)
{
	struct scratch *scratch = *state;
	struct room_place place;
	struct stat status;
	char message[ROOM_PLACE_MESSAGE_MAX], gnomon[SAVE_PATH_MAX];

	assert_int_equal(mkdir(scratch->rooms, SHARED_MODE), 0);
	assert_int_equal(chmod(scratch->rooms, SHARED_MODE), 0);
	setenv("XDG_RUNTIME_DIR", scratch->rooms, 1);
	assert_int_equal(room_place_open(&place, NULL, message), 0);
	assert_true(place.private);
	assert_false(place.chosen);
	snprintf(gnomon, sizeof gnomon, "%s/gnomon", scratch->rooms);
	assert_string_equal(place.place.path, gnomon);
	assert_int_equal(stat(gnomon, &status), 0);
	assert_int_equal(status.st_mode & FILE_MODE_BITS, SAVE_DIRECTORY_MODE);
	room_place_close(&place);

	/* Opened to others behind our back: tightened again. */
	assert_int_equal(chmod(gnomon, SHARED_MODE), 0);
	assert_int_equal(room_place_open(&place, NULL, message), 0);
	assert_int_equal(stat(gnomon, &status), 0);
	assert_int_equal(status.st_mode & FILE_MODE_BITS, SAVE_DIRECTORY_MODE);
	room_place_close(&place);

	/* A link in its place is refused. */
	{
		char moved[SAVE_PATH_MAX];

		snprintf(moved, sizeof moved, "%s/elsewhere", scratch->rooms);
		assert_int_equal(rename(gnomon, moved), 0);
		assert_int_equal(symlink(moved, gnomon), 0);
		assert_int_equal(room_place_open(&place, NULL, message), -1);
		assert_non_null(strstr(message, "link"));
	}
}

static void
test_room_place_chosen_directory_taken_as_it_is(void **state)
{
	struct scratch *scratch = *state;
	struct room_place place;
	struct stat status;
	char message[ROOM_PLACE_MESSAGE_MAX];

	assert_int_equal(room_place_open(&place, scratch->rooms, message), -1);
	assert_int_equal(mkdir(scratch->rooms, SHARED_MODE), 0);
	/* A group's without the sticky bit, or everyone's: refused. */
	assert_int_equal(chmod(scratch->rooms, SHARED_MODE), 0);
	assert_int_equal(room_place_open(&place, scratch->rooms, message), -1);
	assert_non_null(strstr(message, "sticky"));
	assert_int_equal(chmod(scratch->rooms, WORLD_MODE | S_ISVTX), 0);
	assert_int_equal(room_place_open(&place, scratch->rooms, message), -1);
	assert_non_null(strstr(message, "writable by everyone"));
	assert_int_equal(chmod(scratch->rooms, SHARED_MODE | S_ISVTX), 0);
	assert_int_equal(room_place_open(&place, scratch->rooms, message), 0);
	assert_true(place.chosen);
	assert_false(place.private);
	assert_int_equal(stat(scratch->rooms, &status), 0);
	assert_int_equal(status.st_mode & FILE_MODE_BITS,
	    SHARED_MODE | S_ISVTX);
	room_place_close(&place);
}

static void
test_room_place_token_file_round_trip(void **state)
{
	struct scratch *scratch = *state;
	struct room_place place;
	struct stat status;
	struct room_tokens tokens, read;
	char message[ROOM_PLACE_MESSAGE_MAX], path[SAVE_PATH_MAX];

	assert_int_equal(mkdir(scratch->rooms, SAVE_DIRECTORY_MODE), 0);
	assert_int_equal(room_place_open(&place, scratch->rooms, message), 0);
	assert_true(place.private);
	assert_int_equal(room_place_tokens_read(&place.place, "demo", &read,
	    message), 0);
	assert_int_equal(room_place_tokens_make(&tokens, message), 0);
	memset(&read, 0, sizeof read);
	assert_string_not_equal(tokens.seat[COLOUR_AMBER],
	    tokens.seat[COLOUR_TEAL]);
	assert_string_not_equal(tokens.seat[COLOUR_TEAL], tokens.watch);
	tokens.host_seat = COLOUR_TEAL;
	strcpy(tokens.host_name, "tom");
	assert_int_equal(room_place_tokens_write(&place.place, "demo", &tokens,
	    message), 0);
	snprintf(path, sizeof path, "%s/demo" ROOM_TOKEN_SUFFIX,
	    scratch->rooms);
	assert_int_equal(stat(path, &status), 0);
	assert_int_equal(status.st_mode & FILE_MODE_BITS, SAVE_FILE_MODE);
	assert_int_equal(room_place_tokens_read(&place.place, "demo", &read,
	    message), 1);
	assert_memory_equal(&read, &tokens, sizeof read);
	/* No host (--detach). */
	tokens.host_seat = -1;
	memset(tokens.host_name, 0, sizeof tokens.host_name);
	assert_int_equal(room_place_tokens_write(&place.place, "demo", &tokens,
	    message), 0);
	assert_int_equal(room_place_tokens_read(&place.place, "demo", &read,
	    message), 1);
	assert_memory_equal(&read, &tokens, sizeof read);

	/* A file that is not tokens is refused, not half read. */
	{
		FILE *file = fopen(path, "w");

		assert_non_null(file);
		fputs("amber nothex\nteal 1234\nwatch 1234\nhost - -\n", file);
		fclose(file);
	}
	assert_int_equal(room_place_tokens_read(&place.place, "demo", &read,
	    message), -1);
	assert_non_null(strstr(message, "not a room's tokens"));
	room_place_remove(&place, "demo");
	assert_int_equal(access(path, F_OK), -1);
	room_place_close(&place);
}

/*
 * A name is WIRE_NAME_MAX characters, and a character up to WIRE_UTF8_MAX
 * bytes: the token file gives back the longest name whole, so the host is
 * still given the host's seat (a reader that counted characters as bytes
 * cut it and gave the host the guest's token).  A name longer than any is
 * refused, not cut.
 */
static void
test_room_place_token_file_keeps_the_longest_name(void **state)
{
	struct scratch *scratch = *state;
	struct room_place place;
	struct room_tokens tokens, read;
	char message[ROOM_PLACE_MESSAGE_MAX], path[SAVE_PATH_MAX];
	char name[NET_NAME_MAX];
	const char *emoji = "\xf0\x9f\x98\x80";	/* U+1F600, 4 bytes */
	const char *kept = "room demo - - 0 0 0 1 waiting"
	    " len=2 day=8 sun=0 snake=0 mover=1 start=1 stones=5 pie=0 hold=0";
	FILE *file;

	name[0] = '\0';
	for (int i = 0; i < WIRE_NAME_MAX; i++)
		strcat(name, emoji);
	assert_int_equal(strlen(name), WIRE_NAME_MAX * WIRE_UTF8_MAX);
	assert_true(wire_name_valid(name));
	assert_int_equal(mkdir(scratch->rooms, SAVE_DIRECTORY_MODE), 0);
	assert_int_equal(room_place_open(&place, scratch->rooms, message), 0);
	assert_int_equal(room_place_tokens_make(&tokens, message), 0);
	tokens.host_seat = COLOUR_AMBER;
	snprintf(tokens.host_name, sizeof tokens.host_name, "%s", name);
	assert_int_equal(room_place_tokens_write(&place.place, "demo", &tokens,
	    message), 0);
	memset(&read, 0, sizeof read);
	assert_int_equal(room_place_tokens_read(&place.place, "demo", &read,
	    message), 1);
	assert_int_equal(room_place_tokens_seat(&read, name, kept),
	    COLOUR_AMBER);
	assert_int_equal(room_place_tokens_seat(&read, name, NULL),
	    COLOUR_AMBER);
	assert_int_equal(room_place_tokens_seat(&read, "bob", kept),
	    COLOUR_TEAL);
	assert_string_equal(read.host_name, name);
	assert_memory_equal(&read, &tokens, sizeof read);

	/* A byte more than the longest name. */
	snprintf(path, sizeof path, "%s/demo" ROOM_TOKEN_SUFFIX,
	    scratch->rooms);
	file = fopen(path, "w");
	assert_non_null(file);
	fprintf(file, "amber %s\nteal %s\nwatch %s\nhost amber %sx\n",
	    tokens.seat[COLOUR_AMBER], tokens.seat[COLOUR_TEAL], tokens.watch,
	    name);
	fclose(file);
	assert_int_equal(room_place_tokens_read(&place.place, "demo", &read,
	    message), -1);
	assert_non_null(strstr(message, "not a room's tokens"));
	room_place_close(&place);
}

/* The lobby's players share one account and its token file: each is given
 * the token of the seat their name is for, the host's to the host alone. */
static void
test_room_place_token_of_the_seat_for_the_name(void **state)
{
	struct room_tokens tokens;
	char message[ROOM_PLACE_MESSAGE_MAX];
	const char *kept = "room demo - - 0 0 0 1 waiting"
	    " len=2 day=8 sun=0 snake=0 mover=1 start=1 stones=5 pie=0 hold=0";
	const char *seated = "room demo ann - 1 0 0 1 waiting"
	    " len=2 day=8 sun=0 snake=0 mover=1 start=1 stones=5 pie=0 hold=0";
	const char *away = "room demo ann bob 0 1 0 1 paused"
	    " len=2 day=8 sun=0 snake=0 mover=1 start=1 stones=5 pie=0 hold=0";

	(void)state;
	assert_int_equal(room_place_tokens_make(&tokens, message), 0);
	tokens.host_seat = COLOUR_AMBER;
	strcpy(tokens.host_name, "ann");
	/* Before the host sits, and after. */
	assert_int_equal(room_place_tokens_seat(&tokens, "ann", kept),
	    COLOUR_AMBER);
	assert_int_equal(room_place_tokens_seat(&tokens, "bob", kept),
	    COLOUR_TEAL);
	assert_int_equal(room_place_tokens_seat(&tokens, "ann", seated),
	    COLOUR_AMBER);
	assert_int_equal(room_place_tokens_seat(&tokens, "bob", seated),
	    COLOUR_TEAL);
	/* Ann away: another name is not given her seat. */
	assert_int_equal(room_place_tokens_seat(&tokens, "eve", away),
	    COLOUR_TEAL);
	assert_int_equal(room_place_tokens_seat(&tokens, "ann", away),
	    COLOUR_AMBER);
	assert_int_equal(room_place_tokens_seat(&tokens, "eve", NULL),
	    COLOUR_TEAL);
	/* No host: a free seat, Amber's first. */
	tokens.host_seat = -1;
	tokens.host_name[0] = '\0';
	assert_int_equal(room_place_tokens_seat(&tokens, "eve", kept),
	    COLOUR_AMBER);
	assert_int_equal(room_place_tokens_seat(&tokens, "eve", seated),
	    COLOUR_TEAL);
}

/* --token-file: a regular file of the user's that only the user may read. */
static void
test_room_place_secret_file_only_its_owners(void **state)
{
	struct scratch *scratch = *state;
	char path[SAVE_PATH_MAX], secret[ROOM_TOKEN_MAX];
	char message[ROOM_PLACE_MESSAGE_MAX];
	FILE *file;

	snprintf(path, sizeof path, "%s/token", scratch->directory);
	file = fopen(path, "w");
	assert_non_null(file);
	fputs("  0123456789abcdef0123456789abcdef\n", file);
	fclose(file);
	assert_int_equal(chmod(path, PUBLIC_FILE_MODE), 0);
	assert_int_equal(room_place_secret_read(path, secret, sizeof secret,
	    message), -1);
	assert_non_null(strstr(message, "only you may read"));
	assert_int_equal(chmod(path, SAVE_FILE_MODE), 0);
	assert_int_equal(room_place_secret_read(path, secret, sizeof secret,
	    message), 0);
	assert_string_equal(secret, "0123456789abcdef0123456789abcdef");
	assert_true(room_place_token_valid(secret));
	assert_false(
	    room_place_token_valid("0123456789ABCDEF0123456789abcdef"));
	assert_int_equal(room_place_secret_read(scratch->directory, secret,
	    sizeof secret, message), -1);
}

/* A socket's address is ROOMS/FILE when it fits; a deeper directory is
 * reached through its descriptor, and refused only without one. */
static void
test_room_place_socket_address_of_a_deep_directory(void **state)
{
	struct sockaddr_un address;
	char rooms[SAVE_PATH_MAX], message[ROOM_PLACE_MESSAGE_MAX];
	size_t limit = sizeof address.sun_path;

	(void)state;
	memset(rooms, 'r', limit);
	rooms[0] = '/';
	rooms[limit] = '\0';
	assert_int_equal(room_place_socket_address(-1, rooms,
	    "demo" ROOM_SOCKET_SUFFIX, &address, message), -1);
	assert_non_null(strstr(message, "--rooms"));
	assert_int_equal(room_place_socket_address(7, rooms,
	    "demo" ROOM_SOCKET_SUFFIX, &address, message), 0);
	assert_string_equal(address.sun_path,
	    "/proc/self/fd/7/demo" ROOM_SOCKET_SUFFIX);
	assert_int_equal(room_place_socket_address(7, "/tmp",
	    "demo" ROOM_SOCKET_SUFFIX, &address, message), 0);
	assert_string_equal(address.sun_path, "/tmp/demo" ROOM_SOCKET_SUFFIX);
}

static void
count_room(void *context, const char *name, const char *info)
{
	(void)name;
	(void)info;
	(*(int *)context)++;
}

static void
test_room_info_list_removes_a_dead_room(void **state)
{
	struct scratch *scratch = *state;
	struct room_place place;
	struct sockaddr_un address;
	char message[ROOM_PLACE_MESSAGE_MAX], path[SAVE_PATH_MAX];
	int fd, counted = 0;

	assert_int_equal(mkdir(scratch->rooms, SAVE_DIRECTORY_MODE), 0);
	assert_int_equal(room_place_open(&place, scratch->rooms, message), 0);
	/* A socket bound and closed: nobody listens on it any more. */
	assert_int_equal(room_place_socket_address(-1, scratch->rooms,
	    "gone" ROOM_SOCKET_SUFFIX, &address, message), 0);
	snprintf(path, sizeof path, "%s", address.sun_path);
	fd = socket(AF_UNIX, SOCK_STREAM, 0);
	assert_true(fd >= 0);
	assert_int_equal(bind(fd, (struct sockaddr *)&address, sizeof address),
	    0);
	close(fd);
	assert_int_equal(access(path, F_OK), 0);
	assert_int_equal(room_info_list(&place, count_room, &counted, message),
	    0);
	assert_int_equal(counted, 0);
	assert_int_equal(access(path, F_OK), -1);
	room_place_close(&place);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_room_place_names_checked),
		cmocka_unit_test(test_room_place_made_names_are_names),
		cmocka_unit_test(test_room_place_tokens_random_hex),
		cmocka_unit_test_setup_teardown(
		    test_room_place_default_directory_made_private, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_room_place_chosen_directory_taken_as_it_is, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(
		    test_room_place_token_file_round_trip, setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_room_place_token_file_keeps_the_longest_name, setup,
		    teardown),
		cmocka_unit_test(
		    test_room_place_token_of_the_seat_for_the_name),
		cmocka_unit_test_setup_teardown(
		    test_room_place_secret_file_only_its_owners, setup,
		    teardown),
		cmocka_unit_test(
		    test_room_place_socket_address_of_a_deep_directory),
		cmocka_unit_test_setup_teardown(
		    test_room_info_list_removes_a_dead_room, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}

/*
 * menu_choices.c owns the file of the new-game menu's last choices
 * (menu_choices.h): its text, reading it back with the line that is
 * wrong, and keeping it atomically without ever writing over a bad one.
 * What the choices mean is the interface's (ui_choices.c).
 */
#include "store/menu_choices.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#define KIND "the menu's choices" /* what the file should be, in messages */

/* The keys, in the order they are written; a value's names by index. */
enum key { KEY_OPPONENT, KEY_LEVEL, KEY_SIDE, KEY_PIE, KEY_FAIR, KEYS };

static const char *const key_names[KEYS] = {
	"opponent", "level", "side", "pie", "fair"
};
static const char *const opponent_names[MENU_CHOICES_OPPONENTS] = {
	"computer", "people", "watch"
};
static const char *const side_names[MENU_CHOICES_SIDES] = {
	"amber", "teal", "random"
};
static const char *const switch_names[] = { "off", "on" };

/* The index of `word` among `count` names, or -1. */
static int
name_index(const char *word, const char *const *names, int count)
{
	for (int i = 0; i < count; i++)
		if (strcmp(word, names[i]) == 0)
			return i;
	return -1;
}

/* What the file is read into: the choices, and the keys already read. */
struct reading {
	struct menu_choices	choices;
	bool			seen[KEYS];
};

/* One line "KEY VALUE" (a copy, cut here) into the reading `into`.  0, or
 * -1 with a message. */
static int
parse_line(char *line, void *into, char *error)
{
	struct reading *reading = into;
	struct menu_choices *read = &reading->choices;
	bool *seen = reading->seen;
	char *value = strchr(line, ' ');
	int key, index;

	if (value == NULL)
		return save_state_fail(error, MENU_CHOICES_ERROR_MAX,
		    "'%.16s' has no value: not \"KEY VALUE\"",
		    line);
	*value++ = '\0';
	key = name_index(line, key_names, KEYS);
	if (key < 0)
		return save_state_fail(error, MENU_CHOICES_ERROR_MAX,
		    "no such choice as '%.16s'", line);
	if (seen[key])
		return save_state_fail(error, MENU_CHOICES_ERROR_MAX,
		    "%s stands twice", key_names[key]);
	seen[key] = true;
	switch (key) {
	case KEY_OPPONENT:
		index =
		    name_index(value, opponent_names, MENU_CHOICES_OPPONENTS);
		if (index < 0)
			return save_state_fail(error, MENU_CHOICES_ERROR_MAX,
			    "opponent '%.16s' is not computer, "
			    "people or watch", value);
		read->opponent = (enum menu_choices_opponent)index;
		break;
	case KEY_LEVEL:
		if (strlen(value) != 1 ||
		    value[0] < '0' + MENU_CHOICES_LEVEL_MIN ||
		    value[0] > '0' + MENU_CHOICES_LEVEL_MAX)
			return save_state_fail(error, MENU_CHOICES_ERROR_MAX,
			    "level '%.16s' is not %d to %d", value,
			    MENU_CHOICES_LEVEL_MIN, MENU_CHOICES_LEVEL_MAX);
		read->level = value[0] - '0';
		break;
	case KEY_SIDE:
		index = name_index(value, side_names, MENU_CHOICES_SIDES);
		if (index < 0)
			return save_state_fail(error, MENU_CHOICES_ERROR_MAX,
			    "side '%.16s' is not amber, teal or "
			    "random", value);
		read->side = (enum menu_choices_side)index;
		break;
	default:	/* the pie rule, the fair sun */
		index = name_index(value, switch_names, 2);
		if (index < 0)
			return save_state_fail(error, MENU_CHOICES_ERROR_MAX,
			    "%s '%.16s' is not on or off",
			    key_names[key], value);
		if (key == KEY_PIE)
			read->pie = index == 1;
		else
			read->fair = index == 1;
		break;
	}
	return 0;
}

/* Every choice is written; one missing is a file cut short. */
static int
parse_end(void *into, char *error)
{
	const struct reading *reading = into;

	for (int key = 0; key < KEYS; key++)
		if (!reading->seen[key])
			return save_state_fail(error, MENU_CHOICES_ERROR_MAX,
			    "no %s: the file is cut short",
			    key_names[key]);
	return 0;
}

static const struct save_state_format format = {
	MENU_CHOICES_MAGIC, KIND, MENU_CHOICES_TEXT_MAX, MENU_CHOICES_ERROR_MAX,
	parse_line, parse_end
};

int
menu_choices_parse(const char *text, size_t length,
    struct menu_choices *choices, int *line, char *error)
{
	struct reading reading;

	memset(&reading, 0, sizeof reading);
	if (save_parse_state(&format, text, length, &reading, line, error) < 0)
		return -1;
	*choices = reading.choices;
	return 0;
}

int
menu_choices_format(const struct menu_choices *choices, char *text, size_t size)
{
	int written;

	if (choices->opponent < 0 ||
	    choices->opponent >= MENU_CHOICES_OPPONENTS || choices->side < 0 ||
	    choices->side >= MENU_CHOICES_SIDES ||
	    choices->level < MENU_CHOICES_LEVEL_MIN ||
	    choices->level > MENU_CHOICES_LEVEL_MAX)
		return -1;
	written = snprintf(text, size,
	    "# gnomon's new-game menu, as last "
	    "chosen: man gnomon, FILES\n%s\n%s %s\n%s %d\n%s %s\n%s %s\n%s "
	    "%s\n",
	    MENU_CHOICES_MAGIC, key_names[KEY_OPPONENT],
	    opponent_names[choices->opponent], key_names[KEY_LEVEL],
	    choices->level, key_names[KEY_SIDE], side_names[choices->side],
	    key_names[KEY_PIE], switch_names[choices->pie], key_names[KEY_FAIR],
	    switch_names[choices->fair]);
	return written < 0 || (size_t)written >= size ? -1 : written;
}

/* Reads and parses the file of `place`: SAVE_TEXT_READ, SAVE_TEXT_NONE,
 * or SAVE_TEXT_FAILED (left alone) or SAVE_TEXT_BAD (not ours: moved aside
 * to write) with a message. */
static enum save_text
read_file(const struct save_place *place, struct menu_choices *choices,
    char *message)
{
	char text[MENU_CHOICES_TEXT_MAX + 1];
	struct reading reading;
	enum save_text read;

	memset(&reading, 0, sizeof reading);
	read = save_read_state_at(place, MENU_CHOICES_FILE, &format, text,
	    sizeof text, &reading, message);
	if (read == SAVE_TEXT_READ)
		*choices = reading.choices;
	return read;
}

int
menu_choices_read_at(const struct save_place *place,
    struct menu_choices *choices, char *message)
{
	int read = read_file(place, choices, message);

	return read < 0 ? -1 : read;
}

int
menu_choices_write_at(const struct save_place *place,
    const struct menu_choices *choices, char *moved, char *message)
{
	char text[MENU_CHOICES_TEXT_MAX];
	struct menu_choices old;
	int length;

	moved[0] = '\0';
	length = menu_choices_format(choices, text, sizeof text);
	if (length < 0) {
		snprintf(message, SAVE_MESSAGE_MAX,
		    "%s/%s: no such choices to keep", place->path,
		    MENU_CHOICES_FILE);
		return -1;
	}
	/* Never over a file that cannot be read (it may be good), and a bad
	 * one only once it is kept aside. */
	switch (read_file(place, &old, message)) {
	case SAVE_TEXT_FAILED:
		return -1;
	case SAVE_TEXT_BAD:
		if (save_move_aside_at(place, MENU_CHOICES_FILE, time(NULL),
			moved, message) < 0)
			return -1;
		break;
	default:
		break;
	}
	return save_write_file_at(place, MENU_CHOICES_FILE, text,
	    (size_t)length, message);
}

/*
 * ui_choices.c owns the new-game menu's choices (ui_choices.h): the next
 * game's, the friend's room asked for, and the menu's memory of them (the
 * choices as remembered and back, and what is said when the file,
 * menu_choices.c, cannot be read or kept).  It sits below the menu's
 * screen and calls nothing above it.
 */
#include "ui/ui_choices.h"

#include <stdio.h>
#include <string.h>

#include "ai/pie.h"
#include "ui/ui.h"

/* The file keeps the menu's values: the same ranges and the same order. */
_Static_assert((int)MENU_CHOICES_LEVEL_MIN == (int)LEVEL_MIN &&
    (int)MENU_CHOICES_LEVEL_MAX == (int)LEVEL_MAX, "the menu's levels");
_Static_assert((int)MENU_CHOICES_COMPUTER == (int)UI_OPPONENT_COMPUTER &&
    (int)MENU_CHOICES_PEOPLE == (int)UI_OPPONENT_PEOPLE &&
    (int)MENU_CHOICES_WATCH == (int)UI_OPPONENT_WATCH &&
    (int)MENU_CHOICES_OPPONENTS == (int)UI_OPPONENTS, "the menu's opponents");
_Static_assert((int)MENU_CHOICES_AMBER == (int)PLAY_SIDE_AMBER &&
    (int)MENU_CHOICES_TEAL == (int)PLAY_SIDE_TEAL &&
    (int)MENU_CHOICES_RANDOM == (int)PLAY_SIDE_RANDOM, "the menu's sides");

enum ui_opponent
ui_choices_opponent(const struct ui *ui)
{
	return ui->choices.opponent;
}

int
ui_choices_level(const struct ui *ui)
{
	return ui->choices.level;
}

enum play_side
ui_choices_side(const struct ui *ui)
{
	return ui->choices.side;
}

void
ui_choices_set_opponent(struct ui *ui, enum ui_opponent opponent)
{
	ui->choices.opponent = opponent;
}

void
ui_choices_set_level(struct ui *ui, int level)
{
	if (level < LEVEL_MIN)
		level = LEVEL_MIN;
	if (level > LEVEL_MAX)
		level = LEVEL_MAX;
	ui->choices.level = level;
}

void
ui_choices_set_side(struct ui *ui, enum play_side side)
{
	ui->choices.side = side;
}

int
ui_choices_sun(const struct ui *ui)
{
	return ui->choices.sun;
}

void
ui_choices_set_sun(struct ui *ui, int sun)
{
	ui->choices.sun = sun;
}

bool
ui_choices_newcomer(const struct ui *ui)
{
	return ui->choices.newcomer;
}

void
ui_choices_begun(struct ui *ui)
{
	ui->choices.newcomer = false;	/* chosen: the menu's why is said */
}

void
ui_choices_chosen(struct ui *ui)
{
	ui->choices.chosen = true;
}

bool
ui_choices_take_chosen(struct ui *ui)
{
	bool chosen = ui->choices.chosen;

	ui->choices.chosen = false;
	return chosen;
}

int
ui_choices_menu_row(const struct ui *ui)
{
	return ui->choices.menu_row;
}

void
ui_choices_set_menu_row(struct ui *ui, int row)
{
	ui->choices.menu_row = row;
}

enum ui_friend
ui_choices_friend(const struct ui *ui)
{
	return ui->choices.friend;
}

const char *
ui_choices_friend_line(const struct ui *ui)
{
	return ui->choices.friend_line;
}

enum ui_friend_place
ui_choices_friend_place(const struct ui *ui)
{
	return ui->choices.friend_place;
}

enum ui_friend_resume
ui_choices_friend_resume(const struct ui *ui)
{
	return ui->choices.friend_resume;
}

void
ui_choices_set_friend_host(struct ui *ui, enum ui_friend_place place,
    enum ui_friend_resume resume)
{
	ui_choices_set_friend(ui, UI_FRIEND_HOST, NULL);
	ui->choices.friend_place = place;
	ui->choices.friend_resume = resume;
}

void
ui_choices_set_friend_place(struct ui *ui, enum ui_friend_place place)
{
	ui->choices.friend_place = place;
}

void
ui_choices_clock(const struct ui *ui, int *minutes, int *seconds)
{
	*minutes = ui->choices.clock_minutes;
	*seconds = ui->choices.clock_seconds;
}

void
ui_choices_set_clock(struct ui *ui, int minutes, int seconds)
{
	ui->choices.clock_minutes = minutes;
	ui->choices.clock_seconds = seconds;
}

void
ui_choices_set_friend(struct ui *ui, enum ui_friend friend, const char *line)
{
	ui->choices.friend = friend;
	snprintf(ui->choices.friend_line, sizeof ui->choices.friend_line,
	    "%s", line != NULL ? line : "");
}

void
ui_choices_of(const struct ui *ui, struct menu_choices *choices)
{
	memset(choices, 0, sizeof *choices);
	choices->opponent = (enum menu_choices_opponent)ui->choices.opponent;
	choices->level = ui->choices.level;
	choices->side = (enum menu_choices_side)ui->choices.side;
	choices->pie = ui->rules.pie;
	/* The fair row shows the measured sun in the rules' place. */
	choices->fair = !ui->rules.pie && pie_measured_sun(&ui->rules) >= 0 &&
	    ui->rules.start_sun == pie_measured_sun(&ui->rules) &&
	    ui->choices.sun != ui->rules.start_sun;
}

void
ui_choices_apply(const struct menu_choices *choices,
    struct play_options *options)
{
	if (!options->chose) {
		options->hotseat = choices->opponent == MENU_CHOICES_PEOPLE;
		options->autoplay = choices->opponent == MENU_CHOICES_WATCH;
		options->level = choices->level;
		options->side = (enum play_side)choices->side;
	}
	if (!options->chose_pie) {
		struct rules rules = options->rules;

		rules.pie = choices->pie;
		if (rules_check(&rules) == NULL)
			options->rules = rules;
	}
	if (!options->chose_sun)
		options->fair_sun = choices->fair;
}

/*
 * No choices kept: a newcomer's first game.  From the designer's sun
 * Amber, the newcomer's side, scores 19% between strong players (gnomon(6)
 * DESIGN), which the menu itself says; it opens on the fair sun instead,
 * says why, and keeps the designer's one key away (←→ on the sun's row).
 * The command line's sun or pie rule, or rules with no measured sun,
 * stay as they are.  True when the options changed.
 */
static bool
ui_choices_welcome(struct ui *ui)
{
	struct play_options *options = &ui->options;

	if (options->chose_sun || options->chose_pie || options->rules.pie ||
	    pie_measured_sun(&options->rules) < 0)
		return false;
	options->fair_sun = true;
	ui->choices.newcomer = true;
	return true;
}

/*
 * A game the command line chose starts on the sun the menu would open on:
 * the fair one, where the menu keeps it or opens on it for a newcomer,
 * unless the command line set the sun or the pie rule.  `gnomon --level 1`
 * began from sun N while the menu showed SE.  True when the sun is the
 * fair one (the options say so).
 */
static bool
ui_choices_recall_sun(struct ui *ui, const struct save_place *place)
{
	struct play_options *options = &ui->options;
	char message[SAVE_MESSAGE_MAX];
	struct menu_choices choices;
	int read;

	if (options->chose_sun || options->chose_pie || options->rules.pie ||
	    pie_measured_sun(&options->rules) < 0)
		return false;
	read = menu_choices_read_at(place, &choices, message);
	if (read < 0 || (read > 0 && !choices.fair))
		return false;
	options->fair_sun = true;
	return true;
}

bool
ui_choices_recall(struct ui *ui, const struct save_place *place, char *notice,
    size_t size)
{
	char message[SAVE_MESSAGE_MAX];
	struct menu_choices choices;
	int read;

	/* A game the command line chose has no menu to open on them, but
	 * its sun is the menu's. */
	if (ui->options.chose)
		return ui_choices_recall_sun(ui, place);
	read = menu_choices_read_at(place, &choices, message);
	if (read < 0) {
		const char *name = strrchr(message, '/');

		snprintf(ui->message, sizeof ui->message, "Your last menu "
		    "choices could not be read (%.60s): the menu starts afresh",
		    name != NULL ? name + 1 : message);
		snprintf(notice, size,
		    "gnomon: %s; the menu opened on its "
		    "defaults, and the file is kept aside when a game's "
		    "choices "
		    "are next kept",
		    message);
		return false;
	}
	if (read == 0)
		return ui_choices_welcome(ui);
	ui_choices_apply(&choices, &ui->options);
	return true;
}

void
ui_choices_keep(struct ui *ui, const struct save_place *place, char *notice,
    size_t size)
{
	char message[SAVE_MESSAGE_MAX], moved[SAVE_PATH_MAX];
	struct menu_choices choices;
	size_t length = strlen(notice);

	ui_choices_of(ui, &choices);
	if (menu_choices_write_at(place, &choices, moved, message) < 0) {
		snprintf(ui->message, sizeof ui->message, "The menu's choices "
		    "could not be kept for next time (see on quitting)");
		snprintf(notice + length, size - length, "%sgnomon: the menu's "
		    "choices were not kept: %.1200s", length > 0 ? "\n" : "",
		    message);
	} else if (moved[0] != '\0') {
		const char *name = strrchr(moved, '/');

		snprintf(ui->message, sizeof ui->message,
		    "Your last menu "
		    "choices were unreadable, kept as %.40s: these are kept "
		    "now",
		    name != NULL ? name + 1 : moved);
		snprintf(notice + length, size - length, "%sgnomon: the menu's "
		    "choices file was unreadable and is kept as %.1200s",
		    length > 0 ? "\n" : "", moved);
	}
}

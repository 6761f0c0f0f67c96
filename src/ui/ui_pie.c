/*
 * ui_pie.c owns the pie step of ui_pie.h: which player chooses now, the
 * sun and the colour on offer, what the choice does to who plays which
 * colour, and what the screen says about it.  The rule is pie.h's and
 * gnomon(6)'s; the board is the core's, started with the sun on offer.
 */
#include "ui/ui_binding.h"
#include "ui/ui_cursor.h"
#include "ui/ui_game.h"
#include "ui/ui_pie.h"

#include <stdio.h>
#include <string.h>

#include "ai/pie.h"
#include "ui/ui_mode.h"
#include "ui/ui_play.h"

/* Whose choice it is: the player who started as Amber chooses the sun,
 * the one who started as Teal the colour. */
static int
ui_pie_chooser(const struct ui *ui)
{
	return ui->game.pie.step == UI_PIE_SUN ? COLOUR_AMBER : COLOUR_TEAL;
}

/* The start with the sun at `sun`: the board shows the shadows it casts. */
static void
ui_pie_offer_sun(struct ui *ui, int sun)
{
	struct rules rules = ui->game.start.rules;
	struct board start;

	rules.start_sun = sun;
	board_start(&start, &rules);
	ui_game_load(ui, &start, NULL, 0);
}

void
ui_pie_open(struct ui *ui)
{
	ui->game.pie.step = UI_PIE_SUN;
	ui->game.pie.swap = false;
	ui_mode_set(ui, &ui_mode_pie);
	ui_pie_offer_sun(ui, ui->rules.start_sun);
}

/* At this terminal, or, in a game elsewhere (a room), from this seat. */
static bool
ui_pie_person_chooses(const struct ui *ui)
{
	if (ui->game.policy != NULL)
		return ui_game_seat(ui) == ui_pie_chooser(ui);
	return !ui_game_is_computer(ui, ui_pie_chooser(ui));
}

/* After the sun is chosen: Teal's player's turn to choose, Keep first;
 * the screen says what each means, with the sun chosen. */
static void
ui_pie_sun_chosen(struct ui *ui)
{
	ui->game.pie.step = UI_PIE_COLOUR;
	ui->game.pie.swap = false;
	ui->message[0] = '\0';
}

/* What the choice of colour did, in the players' words. */
static void
ui_pie_say_colour(struct ui *ui, bool swap)
{
	const char *message;

	if (ui->game.opponent == UI_OPPONENT_WATCH)
		message = swap ?
		    "Teal's player swapped: the colours change hands" :
		    "Teal's player kept Teal";
	else if (ui->game.opponent == UI_OPPONENT_PEOPLE)
		message = swap ?
		    "Swapped: the player who chose the sun now plays Teal" :
		    "Kept: the player who chose the sun plays Amber and moves "
		    "first";
	else if (ui->game.human == COLOUR_TEAL)
		/* The person decided, as Teal's player, before any change. */
		message = swap ? "You swapped: you play Amber and move first" :
		    "You kept Teal: the computer plays Amber and moves first";
	else
		message = swap ?
		    "The computer swapped: it plays Amber and moves first; you "
		    "play Teal" :
		    "The computer kept Teal: you play Amber and move first";
	snprintf(ui->message, sizeof ui->message, "%s", message);
}

/* Teal's player chose: the game begins, the colours changed or not. */
static enum ui_event
ui_pie_colour_chosen(struct ui *ui, bool swap)
{
	ui_pie_say_colour(ui, swap);
	ui->game.pie.step = UI_PIE_DONE;
	ui->game.pie.swap = swap;
	/* Against the computer the person changes colour; on one keyboard
	 * the players change seats, which the game need not know. */
	if (swap && ui->game.opponent == UI_OPPONENT_COMPUTER)
		ui->game.human = !ui->game.human;
	ui_mode_go(ui, UI_MODE_PLAY);
	ui_cursor_to_back_rank(ui);
	ui->generation++;
	return UI_EVENT_NEW_GAME;
}

enum ui_event
ui_pie_choose(struct ui *ui, int choice)
{
	if (!ui_game_pie_pending(ui) || !ui_pie_person_chooses(ui))
		return UI_EVENT_NONE;
	/* A game elsewhere: the choice is asked of it, and made when it
	 * says so. */
	if (ui->game.policy != NULL)
		return ui->game.policy->pie_choose(ui, choice);
	if (ui->game.pie.step == UI_PIE_COLOUR)
		return ui_pie_colour_chosen(ui, choice == PIE_SWAP);
	if (choice < 0 || choice >= COMPASS_POINTS)
		return UI_EVENT_NONE;
	if (choice != ui->game.start.sun)
		ui_pie_offer_sun(ui, choice);
	ui_pie_sun_chosen(ui);
	return UI_EVENT_NONE;
}

enum ui_event
ui_pie_key(struct ui *ui, const struct ui_binding *binding)
{
	int delta;

	if (binding == NULL)
		return UI_EVENT_NONE;
	if (!ui_pie_person_chooses(ui)) {
		if ((binding->action == UI_ACTION_SELECT ||
		    binding->action == UI_ACTION_STEP) &&
		    ui->game.policy == NULL)
			snprintf(ui->message, sizeof ui->message,
			    "The computer is choosing");
		return UI_EVENT_NONE;
	}
	switch (binding->action) {
	case UI_ACTION_STEP:
		if (binding->point != COMPASS_E && binding->point != COMPASS_W)
			break;
		delta = binding->point == COMPASS_E ? 1 : -1;
		ui->message[0] = '\0';
		if (ui->game.pie.step == UI_PIE_SUN)
			ui_pie_offer_sun(ui,
			    (ui->game.start.sun + COMPASS_POINTS + delta) %
				COMPASS_POINTS);
		else
			ui->game.pie.swap = !ui->game.pie.swap;
		break;
	case UI_ACTION_SELECT:
		return ui_pie_choose(ui, ui->game.pie.step == UI_PIE_SUN ?
		    ui->game.start.sun :
		    ui->game.pie.swap ? PIE_SWAP : PIE_KEEP);
	default:
		break;
	}
	return UI_EVENT_NONE;
}

bool
ui_pie_wanted(const struct ui *ui)
{
	return ui_mode(ui) == UI_MODE_PIE && ui_game_pie_pending(ui) &&
	    !ui_pie_person_chooses(ui);
}

enum ui_event
ui_pie_found(struct ui *ui, int choice, unsigned generation)
{
	if (generation != ui->generation || !ui_pie_wanted(ui))
		return UI_EVENT_NONE;
	if (ui->game.pie.step == UI_PIE_COLOUR)
		return ui_pie_colour_chosen(ui, choice == PIE_SWAP);
	if (choice < 0 || choice >= COMPASS_POINTS)
		return UI_EVENT_NONE;
	ui_pie_offer_sun(ui, choice);
	ui_pie_sun_chosen(ui);
	return UI_EVENT_NONE;
}

/* The menu's words for a sun (ui_menu.h), its fairness measured: the menu
 * says them of its Sun row, the pie step of the sun on offer. */
void
ui_pie_sun_words(const struct rules *rules, int sun, char *text, size_t size)
{
	int score = pie_measured_score(rules, sun);
	int half = PIE_PER_MILLE / 2, per_cent = PIE_PER_MILLE / 100;
	int rounded = (score + per_cent / 2) / per_cent;

	if (score < 0)
		snprintf(text, size, "Sun: %s", compass_name(sun));
	else if (sun == pie_measured_sun(rules) || score == half)
		snprintf(text, size, "Sun %s is %s: Amber %d%%",
		    compass_name(sun),
		    sun == pie_measured_sun(rules) ? "fairest" : "even",
		    rounded);
	else
		snprintf(text, size, "Sun %s favours %s: Amber %d%%",
		    compass_name(sun), colour_name(score < half ? COLOUR_TEAL :
		    COLOUR_AMBER), rounded);
}

/* Who chooses what now, for the panel's turn lines: "Pie: you pick the
 * sun" against the computer, the players' roles on one keyboard or
 * watching. */
static void
ui_pie_turn(const struct ui *ui, char *text, size_t size)
{
	bool sun = ui->game.pie.step == UI_PIE_SUN;
	const char *what = sun ? "the sun" : "a colour";

	if (ui->game.opponent != UI_OPPONENT_COMPUTER ||
	    (ui->game.policy != NULL && !ui_pie_person_chooses(ui)))
		snprintf(text, size, "Pie: %s player picks %s",
		    sun ? "Amber's" : "Teal's", what);
	else if (ui_pie_person_chooses(ui))
		snprintf(text, size, "Pie: you pick %s", what);
	else
		snprintf(text, size, "Pie: the computer picks %s", what);
}

/* In a game elsewhere, for whoever is not choosing (the other player, a
 * spectator): who chooses, and what the choice does. */
static void
ui_pie_wait_view(const struct ui *ui, struct ui_panel *panel)
{
	char who[UI_LINE_MAX / 2];
	bool sun = ui->game.pie.step == UI_PIE_SUN;

	ui->game.policy->who(ui, ui_pie_chooser(ui), who, sizeof who);
	snprintf(panel->prompt, sizeof panel->prompt, "%s is choosing %s…",
	    who, sun ? "the sun" : "a colour");
	if (ui->message[0] != '\0')
		return;
	if (sun)
		snprintf(panel->detail, sizeof panel->detail,
		    "Then Teal's player keeps Teal or swaps colours.");
	else
		snprintf(panel->detail, sizeof panel->detail,
		    "The sun is %s: Teal's player keeps Teal or swaps colours.",
		    compass_name(ui->game.start.sun));
}

void
ui_pie_view(const struct ui *ui, struct ui_view *view)
{
	struct ui_panel *panel = &view->panel;
	bool person;

	if (ui_mode(ui) != UI_MODE_PIE || !ui_game_pie_pending(ui))
		return;
	person = ui_pie_person_chooses(ui);
	ui_pie_turn(ui, panel->turn, sizeof panel->turn);
	if (ui->game.pie.step == UI_PIE_SUN) {
		snprintf(panel->prompt, sizeof panel->prompt,
		    "Sun: ◂ %s ▸", compass_name(ui->game.start.sun));
		/* Each sun's fairness, as the menu says it, where the
		 * games measured it: a sun was picked blind. */
		if (ui->message[0] == '\0' &&
		    pie_measured_score(&ui->rules, ui->game.start.sun) >= 0) {
			char words[UI_LINE_MAX / 2];

			ui_pie_sun_words(&ui->rules, ui->game.start.sun, words,
			    sizeof words);
			snprintf(panel->detail, sizeof panel->detail,
			    "%s; Teal's player then chooses a colour.", words);
		} else if (ui->message[0] == '\0')
			snprintf(panel->detail, sizeof panel->detail,
			    "Pick a fair sun: Teal's player then chooses which "
			    "colour to play.");
	} else {
		snprintf(panel->prompt, sizeof panel->prompt,
		    "Teal's player: ◂ %s ▸", ui->game.pie.swap ?
		    "Swap: play Amber" : "Keep: play Teal");
		if (ui->message[0] == '\0' && ui->game.pie.swap)
			snprintf(panel->detail, sizeof panel->detail,
			    "Swap: you take Amber and move first; the sun's "
			    "chooser plays Teal.");
		else if (ui->message[0] == '\0')
			snprintf(panel->detail, sizeof panel->detail,
			    "Keep: you stay Teal, and Amber, who chose the sun "
			    "%s, moves first.",
			    compass_name(ui->game.start.sun));
	}
	if (!person && ui->game.policy != NULL)
		ui_pie_wait_view(ui, panel);
	else if (!person)
		snprintf(panel->prompt, sizeof panel->prompt, "%s",
		    ui->game.pie.step == UI_PIE_SUN ?
			"The computer is choosing the sun…" :
			"The computer is choosing a colour…");
	/* A game elsewhere has keys of its own (its policy's mode says
	 * them). */
	if (ui->game.policy != NULL)
		return;
	snprintf(panel->keys, sizeof panel->keys, "%s",
	    person ? "←→ change · Enter choose · S next round · R new game · ? "
		     "key · q quit" :
		     "R new game · ? key · q quit");
}

static enum ui_event
ui_mode_key_pie(struct ui *ui, int key, const struct ui_binding *binding)
{
	(void)key;
	/* The game's own keys that need no game begun; the rest choose. */
	if (binding != NULL && (binding->action == UI_ACTION_TOMORROW ||
	    binding->action == UI_ACTION_HINTS ||
	    binding->action == UI_ACTION_RULES ||
	    binding->action == UI_ACTION_QUIT ||
	    binding->action == UI_ACTION_NEW_GAME))
		return ui_play_key(ui, binding);
	return ui_pie_key(ui, binding);
}

/* The step's own part of the view is ui_pie_view's, drawn over every
 * screen while a choice waits; as the mode on top, it says it waits. */
static void
ui_pie_mode_view(const struct ui *ui, struct ui_view *view)
{
	(void)ui;
	view->choosing_pie = true;
}

const struct ui_mode_ops ui_mode_pie = {
	.name = "pie", .id = UI_MODE_PIE, .marks = true,
	.key = ui_mode_key_pie,
	.view = ui_pie_mode_view
};

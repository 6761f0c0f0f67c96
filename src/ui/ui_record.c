/*
 * ui_record.c owns the interface's game as a record (record.h): what a save
 * holds besides the moves (who plays, the level, the person's side, hints,
 * the seed, as tags) and taking all of it back to resume exactly.  No
 * files: the front end reads and writes them.
 */
#include "ui/ui.h"
#include "ui/ui_cursor.h"
#include "ui/ui_game.h"
#include "ui/ui_mode.h"

#include <stdio.h>
#include <string.h>

#include "ai/pie.h"
#include "core/options.h"
#include "ui/ui_choices.h"
#include "ui/ui_record.h"
#include "ui/ui_tally.h"
#include "ui/ui_tip.h"

#define SEED_TAG_MAX 2147483647L	/* as --seed */
#define PERSON "person"

static const char *const opponent_tags[UI_OPPONENTS] = {
	[UI_OPPONENT_COMPUTER] = "computer",
	[UI_OPPONENT_PEOPLE] = "people",
	[UI_OPPONENT_WATCH] = "watch"
};

static const char *const side_tags[COLOUR_COUNT] = {
	[COLOUR_AMBER] = "amber", [COLOUR_TEAL] = "teal"
};

/* The Pie tag of a game whose pie is chosen. */
static void
ui_record_pie(const struct ui *ui, struct record *record)
{
	if (ui->game.start.rules.pie && ui->game.pie.step == UI_PIE_DONE)
		record_set_tag(record, PIE_TAG,
		    pie_choice_name(ui->game.pie.swap ? PIE_SWAP : PIE_KEEP));
}

int
ui_record_read_pie(const struct record *record, struct ui_pie *pie, char *tag,
    char *error)
{
	const char *value = record_tag(record, PIE_TAG);
	int choice;

	pie->swap = false;
	if (!record->start.rules.pie) {
		pie->step = UI_PIE_OFF;
		return 0;
	}
	if (value == NULL) {
		/* Saved before the pie was chosen: it is chosen again. */
		if (record->move_count > 0) {
			snprintf(tag, RECORD_TAG_MAX, "%s", PIE_TAG);
			snprintf(error, RECORD_ERROR_MAX,
			    "not a saved game: moves under pie=1 without the "
			    "%s tag",
			    PIE_TAG);
			return -1;
		}
		pie->step = UI_PIE_SUN;
		return 0;
	}
	if ((choice = pie_choice_read(value)) < 0) {
		snprintf(tag, RECORD_TAG_MAX, "%s", PIE_TAG);
		snprintf(error, RECORD_ERROR_MAX,
		    "tag %s is '%.24s', not keep or swap", PIE_TAG, value);
		return -1;
	}
	pie->step = UI_PIE_DONE;
	pie->swap = choice == PIE_SWAP;
	return 0;
}

static enum ui_opponent
ui_record_opponent(const struct ui *ui)
{
	return ui->game.opponent;
}

const char *
ui_record_player(const char *player, const char *other)
{
	if (strcmp(player, PERSON) == 0 && strcmp(other, PERSON) != 0)
		return "You";
	return player;
}

void
ui_record_game(const struct ui *ui, struct record *record)
{
	char number[RECORD_VALUE_MAX];

	record_init(record, &ui->game.start.rules);
	record->start = ui->game.start;
	for (int i = 0; i < ui->game.plies; i++)
		record_add_move(record, ui->game.moves[i]);
	record->result = board_result(&ui->game.board);
	for (int colour = 0; colour < COLOUR_COUNT; colour++) {
		if (ui_game_is_computer(ui, colour))
			snprintf(record->player[colour], RECORD_VALUE_MAX,
			    "level %d", ui->game.level);
		else
			snprintf(record->player[colour], RECORD_VALUE_MAX,
			    PERSON);
	}
	record_set_tag(record, UI_TAG_OPPONENT,
	    opponent_tags[ui_record_opponent(ui)]);
	snprintf(number, sizeof number, "%d", ui->game.level);
	record_set_tag(record, UI_TAG_LEVEL, number);
	record_set_tag(record, UI_TAG_SIDE, side_tags[ui->game.human]);
	record_set_tag(record, UI_TAG_HINTS,
	    ui_cursor_hints(ui) ? "on" : "off");
	snprintf(number, sizeof number, "%llu", (unsigned long long)ui->seed);
	record_set_tag(record, UI_TAG_SEED, number);
	if (ui->game.filed_as[0] != '\0')
		record_set_tag(record, UI_TAG_FILED, ui->game.filed_as);
	if (ui_tip_count(ui) > 0) {
		snprintf(number, sizeof number, "%d", ui_tip_count(ui));
		record_set_tag(record, UI_TAG_TIPS, number);
	}
	if (ui->tally.counted)
		record_set_tag(record, UI_TAG_COUNTED, UI_TALLY_COUNTED);
	ui_record_pie(ui, record);
}

bool
ui_record_filed_name_ok(const char *name)
{
	size_t length = strspn(name, "abcdefghijklmnopqrstuvwxyz"
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-");

	return length > 0 && length < UI_FILED_MAX && name[length] == '\0';
}

/* A required tag's value, or NULL with the message said. */
static const char *
ui_record_need(const struct record *record, const char *name, char *tag,
    char *error)
{
	const char *value = record_tag(record, name);

	if (value == NULL) {
		snprintf(tag, RECORD_TAG_MAX, "%s", name);
		snprintf(error, RECORD_ERROR_MAX,
		    "not a saved game: the %s tag is missing", name);
	}
	return value;
}

static int
ui_record_bad(const char *name, const char *value, const char *expected,
    char *tag, char *error)
{
	snprintf(tag, RECORD_TAG_MAX, "%s", name);
	snprintf(error, RECORD_ERROR_MAX, "tag %s is '%.24s', not %s", name,
	    value, expected);
	return -1;
}

/* The index of `value` in `names`, or -1. */
static int
ui_record_find(const char *value, const char *const *names, int count)
{
	for (int i = 0; i < count; i++)
		if (strcmp(value, names[i]) == 0)
			return i;
	return -1;
}

int
ui_record_resume(struct ui *ui, const struct record *record, char *tag,
    char *error)
{
	char message[OPTIONS_ERROR_MAX];
	const char *opponent_text, *level_text, *side_text, *hints_text,
	    *seed_text;
	const char *filed_text, *tips_text, *counted_text;
	struct ui_pie pie;
	int opponent, side;
	long level, seed = (long)ui->seed, tips = 0;

	tag[0] = '\0';
	if (record->result != RESULT_NONE) {
		snprintf(error, RECORD_ERROR_MAX,
		    "the game is over: nothing to resume");
		return -1;
	}
	if ((opponent_text = ui_record_need(record, UI_TAG_OPPONENT, tag,
		 error)) == NULL ||
	    (level_text = ui_record_need(record, UI_TAG_LEVEL, tag, error)) ==
		NULL ||
	    (side_text = ui_record_need(record, UI_TAG_SIDE, tag, error)) ==
		NULL ||
	    (hints_text = ui_record_need(record, UI_TAG_HINTS, tag, error)) ==
		NULL)
		return -1;
	opponent = ui_record_find(opponent_text, opponent_tags, UI_OPPONENTS);
	if (opponent < 0)
		return ui_record_bad(UI_TAG_OPPONENT, opponent_text,
		    "computer, people or watch", tag, error);
	if (options_int(UI_TAG_LEVEL, level_text, LEVEL_MIN, LEVEL_MAX, &level,
	    message) < 0)
		return ui_record_bad(UI_TAG_LEVEL, level_text, "a level 1 to 5",
		    tag, error);
	side = ui_record_find(side_text, side_tags, COLOUR_COUNT);
	if (side < 0)
		return ui_record_bad(UI_TAG_SIDE, side_text, "amber or teal",
		    tag, error);
	if (strcmp(hints_text, "on") != 0 && strcmp(hints_text, "off") != 0)
		return ui_record_bad(UI_TAG_HINTS, hints_text, "on or off", tag,
		    error);
	seed_text = record_tag(record, UI_TAG_SEED);
	if (seed_text != NULL && options_int(UI_TAG_SEED, seed_text, 0,
	    SEED_TAG_MAX, &seed, message) < 0)
		return ui_record_bad(UI_TAG_SEED, seed_text,
		    "a seed 0 to 2147483647", tag, error);
	filed_text = record_tag(record, UI_TAG_FILED);
	if (filed_text != NULL && !ui_record_filed_name_ok(filed_text))
		return ui_record_bad(UI_TAG_FILED, filed_text,
		    "a name of letters, digits and -", tag, error);
	tips_text = record_tag(record, UI_TAG_TIPS);
	if (tips_text != NULL && options_int(UI_TAG_TIPS, tips_text, 0,
	    MAX_PLIES, &tips, message) < 0)
		return ui_record_bad(UI_TAG_TIPS, tips_text, "a count of tips",
		    tag, error);
	counted_text = record_tag(record, UI_TAG_COUNTED);
	if (counted_text != NULL && strcmp(counted_text, UI_TALLY_COUNTED) != 0)
		return ui_record_bad(UI_TAG_COUNTED, counted_text,
		    UI_TALLY_COUNTED, tag, error);
	if (ui_record_read_pie(record, &pie, tag, error) < 0)
		return -1;

	ui->rules = record->start.rules;
	ui_choices_set_opponent(ui, (enum ui_opponent)opponent);
	ui_choices_set_level(ui, (int)level);
	ui_choices_set_side(ui,
	    side == COLOUR_TEAL ? PLAY_SIDE_TEAL : PLAY_SIDE_AMBER);
	ui->game.opponent = (enum ui_opponent)opponent;
	ui->game.level = (int)level;
	ui->game.human = side;
	ui->seed = (uint64_t)seed;
	ui_cursor_show_hints(ui, strcmp(hints_text, "on") == 0);
	ui_tip_restart(ui, (int)tips);
	snprintf(ui->game.filed_as, sizeof ui->game.filed_as, "%s",
	    filed_text != NULL ? filed_text : "");
	/* Its end already counted: taken back and kept for later, it is not
	 * counted again when it ends again. */
	ui_tally_clear(ui);
	ui->tally.counted = counted_text != NULL;
	ui_cursor_show_tomorrow(ui, false);
	ui_mode_go(ui, UI_MODE_PLAY);
	ui->message[0] = '\0';
	ui_cursor_to_back_rank(ui);
	ui_game_load(ui, &record->start, record->moves, record->move_count);
	/* A pie not yet chosen is chosen again, from the sun it was at. */
	ui->game.pie = pie;
	if (ui_game_pie_pending(ui))
		ui_mode_go(ui, UI_MODE_PIE);
	return 0;
}





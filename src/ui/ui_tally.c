/*
 * ui_tally.c owns which game counts in the player's record and where the
 * player stands (ui_tally.h).  The file is stats.c's; when to count is the
 * save policy's (ui_save.c), from the events.
 */
#include "ui/ui_tally.h"

#include <string.h>

#include "core/options.h"
#include "ui/ui.h"
#include "ui/ui_mode.h"

_Static_assert((int)STATS_LEVEL_MIN == (int)LEVEL_MIN &&
    (int)STATS_LEVEL_MAX == (int)LEVEL_MAX,
    "the record keeps every level the computer plays at");

/*
 * The designer's rules.  The rules are compared as a record's Variant tag
 * writes them (every variant setting, through the options table), so that
 * a setting added later is compared too.
 */
static bool
ui_tally_rules_real(const struct rules *rules)
{
	struct rules standard;

	rules_default(&standard);
	return options_same(&options_variant, rules, &standard);
}

/* The game's start under its own rules, whichever they are: a position
 * set up to study is no game of the record's. */
static bool
ui_tally_real_start(const struct board *start)
{
	struct board real;

	board_start(&real, &start->rules);
	return start->stones[COLOUR_AMBER] == real.stones[COLOUR_AMBER] &&
	    start->stones[COLOUR_TEAL] == real.stones[COLOUR_TEAL] &&
	    start->lit == real.lit && start->side == real.side &&
	    start->sun == real.sun && start->round == real.round;
}

/* A person's game against the computer, at its end, whatever its rules. */
static bool
ui_tally_person_ended(const struct ui *ui)
{
	return ui->game.started && ui->game.opponent == UI_OPPONENT_COMPUTER &&
	    ui->game.policy == NULL && !ui->game.lesson &&
	    ui_mode(ui) != UI_MODE_REPLAY &&
	    ui_mode_under(ui) != UI_MODE_REPLAY &&
	    board_is_over(&ui->game.board) && ui->game.level >= LEVEL_MIN &&
	    ui->game.level <= LEVEL_MAX;
}

bool
ui_tally_counts(const struct ui *ui)
{
	return !ui->tally.counted && ui_tally_person_ended(ui) &&
	    ui_tally_real_start(&ui->game.start);
}

enum stats_rules
ui_tally_rules(const struct ui *ui)
{
	return ui_tally_rules_real(&ui->game.start.rules) ? STATS_DESIGNER :
	    STATS_OTHER_RULES;
}

const char *
ui_tally_left_out(const struct ui *ui)
{
	if (!ui_tally_person_ended(ui) || ui_tally_real_start(&ui->game.start))
		return NULL;
	return "not the game's start";
}

void
ui_tally_clear(struct ui *ui)
{
	memset(&ui->tally, 0, sizeof ui->tally);
}

static enum stats_outcome
ui_tally_outcome(const struct ui *ui)
{
	enum result result = board_result(&ui->game.board);

	if (result == RESULT_DRAW)
		return STATS_DRAWN;
	return (result == RESULT_AMBER) == (ui->game.human == COLOUR_AMBER) ?
	    STATS_WON : STATS_LOST;
}

/* Where the player stands in `stats` at the game's level under its rules,
 * both colours together: "3–1 against level 2". */
static void
ui_tally_stand(struct ui *ui, const struct stats *stats)
{
	struct ui_standing *standing = &ui->tally.standing;

	standing->known = true;
	standing->rules = ui_tally_rules(ui);
	standing->level = ui->game.level;
	for (int outcome = 0; outcome < STATS_OUTCOMES; outcome++) {
		standing->games[outcome] = 0;
		for (int colour = 0; colour < COLOUR_COUNT; colour++)
			standing->games[outcome] +=
			    stats_games(stats, standing->rules,
				ui->game.level, colour,
				(enum stats_outcome)outcome);
	}
}

int
ui_tally_count(struct ui *ui, const struct save_place *place,
    struct state_update *update, char *message)
{
	struct stats after;

	ui->tally.counted = true;
	if (stats_add_at(place, ui_tally_rules(ui), ui->game.level,
		ui->game.human, ui_tally_outcome(ui), &after, update,
		message) < 0)
		return -1;
	ui_tally_stand(ui, &after);
	return 0;
}

void
ui_tally_recall(struct ui *ui, const struct save_place *place)
{
	char message[SAVE_MESSAGE_MAX];
	struct stats stats;

	/* A record that cannot be read shows nothing; the next count
	 * says what is wrong with it. */
	if (!ui->tally.standing.known && stats_read_at(place, &stats,
	    message) > 0)
		ui_tally_stand(ui, &stats);
}

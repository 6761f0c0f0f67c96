/*
 * plain_menu.c owns the new-game menu's choices in the line mode
 * (plain_menu.h): the lessons, one's games and their reviews, one's
 * record.  The full screen reaches them from its menu; the line mode has
 * none, so a player types them as commands, and each comes back to the
 * game.  What they show is the interface's (ui_lesson.h, ui_games.h,
 * ui_review.h) or the record's (stats.h), said in lines.
 */
#include "plain/plain_menu.h"

#include <stdio.h>

#include "store/stats.h"
#include "ui/ui_game.h"
#include "ui/ui_games.h"
#include "ui/ui_lesson.h"
#include "ui/ui_mode.h"
#include "ui/ui_record.h"
#include "ui/ui_review.h"

/* Not over a room's game: its screens are the room's (ui_game.h). */
static bool
plain_menu_refused(struct plain *plain, const char *word)
{
	if (plain->ui.game.policy == NULL && !plain->ui.game.lesson)
		return false;
	fprintf(plain->out, "'%s' is for a game of your own, not here\n",
	    word);
	return true;
}

enum ui_event
plain_menu_learn(struct plain *plain, const char *argument)
{
	(void)argument;
	if (plain_menu_refused(plain, "learn"))
		return UI_EVENT_NONE;
	/* Shown by the loop, which reads the lessons' lines from now on. */
	ui_lesson_open(&plain->ui, false);
	return UI_EVENT_NONE;
}

enum ui_event
plain_menu_games(struct plain *plain, const char *argument)
{
	(void)argument;
	if (plain_menu_refused(plain, "games"))
		return UI_EVENT_NONE;
	ui_games_open(&plain->ui);
	plain_report(plain, true);
	return UI_EVENT_NONE;
}

/* The lines of the record under `rules`: a level and side that has
 * games. */
static void
plain_menu_stats_rules(struct plain *plain, const struct stats *stats,
    enum stats_rules rules)
{
	for (int level = STATS_LEVEL_MIN; level <= STATS_LEVEL_MAX; level++)
		for (int colour = 0; colour < COLOUR_COUNT; colour++) {
			if (stats_games(stats, rules, level, colour,
			    STATS_OUTCOMES) == 0)
				continue;
			fprintf(plain->out, "Level %d as %s: won %ld, lost "
			    "%ld, drawn %ld\n", level,
			    plain_colour_names[colour],
			    stats_games(stats, rules, level, colour,
				STATS_WON),
			    stats_games(stats, rules, level, colour,
				STATS_LOST),
			    stats_games(stats, rules, level, colour,
				STATS_DRAWN));
		}
}

enum ui_event
plain_menu_stats(struct plain *plain, const char *argument)
{
	struct stats stats;
	char message[SAVE_MESSAGE_MAX];
	bool any = false;

	(void)argument;
	/* The state directory this game is saved in, held open. */
	if (!plain->save.enabled) {
		fprintf(plain->out, "This game is not saved, and reads no "
		    "record: gnomon stats prints it\n");
		return UI_EVENT_NONE;
	}
	if (stats_read_at(&plain->save.place, &stats, message) < 0) {
		plain_line(plain->out, message);
		return UI_EVENT_NONE;
	}
	for (int rules = 0; rules < STATS_RULES; rules++) {
		if (stats_total(&stats, (enum stats_rules)rules) == 0)
			continue;
		fprintf(plain->out, "%s\n", rules == STATS_DESIGNER ?
		    "Designer's rules:" :
		    "Other rules (another sun, the pie rule or a variant):");
		plain_menu_stats_rules(plain, &stats, (enum stats_rules)rules);
		any = true;
	}
	if (!any)
		fprintf(plain->out, "No games against the computer counted "
		    "yet\n");
	return UI_EVENT_NONE;
}

int
plain_menu_page_enter(const struct ui *ui)
{
	return ui_games_listing(ui) ? 'V' : UI_KEY_ENTER;
}

const char *
plain_menu_page_keys(const struct ui *ui)
{
	return ui_games_listing(ui) ? "j down, k up, an empty line the "
	    "chosen game's review, q back:" : "j down, k up, an empty line "
	    "for Enter, q back:";
}

void
plain_menu_review(struct plain *plain)
{
	static struct record record;	/* large: not on the stack */
	static struct ui_review review;
	static char report[UI_REVIEW_TEXT_MAX];
	struct ui *ui = &plain->ui;

	ui->message[0] = '\0';
	ui_review_record(ui, &record);
	ui_review_run(&review, &record, plain->search, NULL);
	/* Its words, without the chart: bars say nothing to a listener. */
	ui_review_words(&review, report, sizeof report);
	fprintf(plain->out, "%s(end of the review)\n", report);
	if (ui_mode(ui) == UI_MODE_PLAY)
		/* Said here, not shown: no longer asked. */
		ui_game_set_review_asked(ui, false);
	else
		/* A filed game's: back to the list it was asked from. */
		ui_key(ui, UI_KEY_ESCAPE);
}

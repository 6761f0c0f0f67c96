/*
 * stats_command.c owns `gnomon stats`: the player's record against the
 * computer (stats.h) as two tables for a pipe, the designer's rules' and
 * the others', then the puzzle record (puzzle_record.h): the rating, the
 * puzzles solved and tried, the streak and the best; and `--reset`, which
 * clears the record of games, asking first on a terminal, as rm -i does,
 * and elsewhere only with --yes.  The records themselves are stats.c's and
 * puzzle_record.c's; today is the puzzles' (ui_puzzle_today).
 */
#include "cli/commands.h"

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli/command_options.h"
#include "cli/message.h"
#include "core/options.h"
#include "store/puzzle_record.h"
#include "store/save.h"
#include "store/stats.h"
#include "ui/ui_puzzle.h"

enum {
	ANSWER_MAX = 16,
	SCORE_MAX = 24,		/* "100%", and room for any long */
	PERCENT = 100
};

static int
stats_usage(void)
{
	message_print(stderr, "usage: gnomon stats [--reset [--yes]]\n");
	return EXIT_USAGE;
}

/* The score of `won`, `lost` and `drawn` (a draw is half): "75%", or "-". */
static void
stats_score(long won, long lost, long drawn, char *text, size_t size)
{
	long games = won + lost + drawn;

	if (games == 0)
		snprintf(text, size, "-");
	else
		snprintf(text, size, "%ld%%", (won * 2 + drawn) * PERCENT /
		    (games * 2));
}

static void
stats_row(const char *level, const char *side, long won, long lost,
    long drawn)
{
	char score[SCORE_MAX];

	stats_score(won, lost, drawn, score, sizeof score);
	printf("%-5s  %-5s  %5ld  %5ld  %5ld  %5s\n", level, side, won, lost,
	    drawn, score);
}

/* What each table of the record holds (stats.h, BY RULES). */
static const char *const stats_rules_titles[STATS_RULES] = {
	"designer's rules",
	"other rules: another sun, the pie rule or a variant"
};

static void
stats_table(const struct stats *stats, enum stats_rules rules)
{
	long total[STATS_OUTCOMES] = { 0 };

	printf("%s\n", stats_rules_titles[rules]);
	printf("%-5s  %-5s  %5s  %5s  %5s  %5s\n", "level", "side", "won",
	    "lost", "drawn", "score");
	for (int level = STATS_LEVEL_MIN; level <= STATS_LEVEL_MAX; level++)
		for (int colour = 0; colour < COLOUR_COUNT; colour++) {
			char name[ANSWER_MAX];
			long counts[STATS_OUTCOMES];

			for (int outcome = 0; outcome < STATS_OUTCOMES;
			     outcome++) {
				counts[outcome] = stats_games(stats, rules,
				    level, colour, (enum stats_outcome)outcome);
				total[outcome] += counts[outcome];
			}
			snprintf(name, sizeof name, "%d", level);
			stats_row(name, stats_side_name(colour),
			    counts[STATS_WON], counts[STATS_LOST],
			    counts[STATS_DRAWN]);
		}
	stats_row("all", "both", total[STATS_WON], total[STATS_LOST],
	    total[STATS_DRAWN]);
}

/* The whole record: each rules' table, apart. */
static void
stats_tables(const struct stats *stats)
{
	for (int rules = 0; rules < STATS_RULES; rules++) {
		if (rules > 0)
			printf("\n");
		stats_table(stats, (enum stats_rules)rules);
	}
}

/* The puzzle record under the tables: "rating 1464?" (? while it is
 * provisional), solved of tried, the streak as it stands `today` and the
 * best. */
static void
stats_puzzles(const struct puzzle_record *record, long today)
{
	int streak = puzzle_record_streak(record, today);

	printf("\npuzzles\n");
	printf("%-7s  %.0f%s\n", "rating", record->rating.rating,
	    puzzle_record_provisional(record) ? "?" : "");
	printf("%-7s  %d of %d tried\n", "solved", record->solved_count,
	    record->tried_count);
	printf("%-7s  %d day%s, best %d\n", "streak", streak,
	    streak == 1 ? "" : "s", record->best_streak);
}

/*
 * Asks on the terminal whether to clear the record: of `games` games, or
 * when it cannot be read (`bad`, saying why), whether to keep it aside and
 * begin anew.  True for y or yes.
 */
static bool
stats_confirm(long games, const char *bad)
{
	char answer[ANSWER_MAX];

	if (bad != NULL)
		message_print(stderr, "gnomon: %s\ngnomon: keep it aside and "
		    "begin a new record? [y/N] ", bad);
	else
		fprintf(stderr,
		    "gnomon: clear the record of %ld game%s against "
		    "the computer? [y/N] ",
		    games, games == 1 ? "" : "s");
	fflush(stderr);
	if (fgets(answer, sizeof answer, stdin) == NULL)
		return false;
	answer[strcspn(answer, "\n")] = '\0';
	return options_same_word(answer, "y") ||
	    options_same_word(answer, "yes");
}

static int
stats_reset(const struct save_place *place, bool yes)
{
	char message[SAVE_MESSAGE_MAX];
	struct state_update update;
	struct stats stats;
	int read = stats_read_at(place, &stats, message);

	if (!yes && !isatty(STDIN_FILENO)) {
		message_print(stderr, "gnomon: stats --reset asks first on a "
		    "terminal; add --yes to clear the record without asking\n");
		return EXIT_USAGE;
	}
	if (!yes && !stats_confirm(stats_total(&stats, STATS_DESIGNER) +
	    stats_total(&stats, STATS_OTHER_RULES), read < 0 ? message :
	    NULL)) {
		printf("gnomon: the record is kept\n");
		return 0;
	}
	if (stats_reset_at(place, &update, message) < 0) {
		message_print(stderr, "gnomon: cannot clear the record: %s\n",
		    message);
		return 1;
	}
	if (update.moved_aside)
		message_print(stderr, "gnomon: %s; kept as %s\n", update.why,
		    update.moved);
	printf("gnomon: the record is cleared\n");
	return 0;
}

/* The options of `gnomon stats`, read by command_options. */
enum { STATS_RESET, STATS_YES };
static const struct command_option stats_options[] = {
	{ "reset", false, '\0', STATS_RESET },
	{ "yes", false, '\0', STATS_YES },
};

int
command_stats(int argc, char **argv)
{
	char directory[SAVE_PATH_MAX - 64], message[SAVE_MESSAGE_MAX];
	char puzzles_message[SAVE_MESSAGE_MAX];
	static struct puzzle_record puzzles;	/* some 9 KB */
	bool reset = false, yes = false;
	struct save_place place;
	struct stats stats;
	struct stat status;
	int read, puzzles_read, status_code;
	long today = 0;

	struct command_options_given given;

	argc = command_options_read("gnomon stats", stats_options,
	    sizeof stats_options / sizeof stats_options[0], argc, argv, &given);
	if (argc < 0)
		return EXIT_USAGE;
	if (argc > 0) {
		message_print(stderr, "gnomon stats: unexpected argument "
		    "'%.32s'\n", argv[0]);
		return stats_usage();
	}
	reset = given.given[STATS_RESET];
	yes = given.given[STATS_YES];
	if (yes && !reset)
		return stats_usage();
	if (save_directory(directory, sizeof directory) < 0) {
		message_print(stderr, "gnomon: neither XDG_STATE_HOME nor HOME "
		    "is set: no record to read\n");
		return 1;
	}
	if (!reset && ui_puzzle_today(&today, message) < 0) {
		message_print(stderr, "gnomon: %s\n", message);
		return 1;
	}
	/* Nothing played yet: empty tables, and no directory made for them. */
	if (stat(directory, &status) < 0 && errno == ENOENT) {
		stats_clear(&stats);
		puzzle_record_clear(&puzzles);
		if (reset)
			printf("gnomon: the record is cleared\n");
		else {
			stats_tables(&stats);
			stats_puzzles(&puzzles, today);
		}
		return 0;
	}
	if (save_place_open(&place, directory, message) < 0) {
		message_print(stderr, "gnomon: %s\n", message);
		return 1;
	}
	if (reset) {
		status_code = stats_reset(&place, yes);
		save_place_close(&place);
		return status_code;
	}
	read = stats_read_at(&place, &stats, message);
	puzzles_read = puzzle_record_read_at(&place, &puzzles,
	    puzzles_message);
	save_place_close(&place);
	if (read < 0) {
		message_print(stderr, "gnomon: %s\ngnomon: the record is left "
		    "as it is; the next game against the computer keeps it "
		    "aside and begins a new one, as does stats --reset\n",
		    message);
		return 1;
	}
	stats_tables(&stats);
	if (puzzles_read < 0) {
		message_print(stderr, "gnomon: %s\ngnomon: the puzzle record "
		    "is left as it is; the next puzzle keeps it aside and "
		    "begins a new one\n", puzzles_message);
		return 1;
	}
	stats_puzzles(&puzzles, today);
	return 0;
}

/*
 * The design lab's questions (gnomon lab): each a study of selfplay with
 * sensible defaults, named for the designer's question it answers, with
 * the rows its table compares.
 *
 * A question's rows are either settings (one study a row: len=1, len=2,
 * len=3) or the eight starting suns of one study played with eachsun=1.
 * Every row shares the lab's base settings (games a row, the players, the
 * random opening plies, the seed, and any variant settings given) unless
 * the row sets the key itself.  A row's settings are exactly the words of
 * the `gnomon selfplay` command that reproduces it, so that a results file
 * of that command (selfplay results=FILE, or its shards) is found again by
 * its settings line (study.h).
 */
#ifndef GNOMON_LAB_H
#define GNOMON_LAB_H

#include <stdbool.h>
#include <stddef.h>

#include "core/options.h"
#include "lab/study.h"

enum {
	LAB_ROWS_MAX = 8,
	LAB_WORDS_MAX = 32, /* a study's settings words, at most */
	LAB_PLAYER_MAX = 16, /* a player as written: "n1000000", and its NUL */
	LAB_KEY_MAX = 16, /* a setting's key, and its NUL */
	LAB_NAME_MAX = 200 /* a study's file name, and its NUL */
};

/* What the rows are. */
enum lab_rows {
	LAB_BY_SETTING, /* one study a row, with the row's settings */
	LAB_BY_SUN /* one study, eachsun=1: a row each starting sun */
};

/* What the table measures. */
enum lab_measure {
	LAB_SCORE, /* Amber's score */
	LAB_ENDGAME /* the 1-against-1 endgames: stalls to dusk, winners */
};

struct lab_row {
	const char *label; /* the table's name for the row: "len=2" */
	const char *settings; /* selfplay's words it adds: "len=1", or "" */
};

struct lab_question {
	const char	*name;
	const char	*asks;		/* one line */
	enum lab_rows	rows_by;
	enum lab_measure measure;
	int		row_count;	/* LAB_BY_SETTING */
	struct lab_row	rows[LAB_ROWS_MAX];
	const char	*axis;		/* what the rows vary: "the sun" */
};

/*
 * The lab's settings (gnomon lab QUESTION key=value ...): those every row
 * shares, as the command line gave them, and how the rows are run.
 */
struct lab_options {
	long		games;		/* a row's */
	long		seed;
	long		opening;
	long		tt;		/* -1: selfplay's own */
	char		players[2][LAB_PLAYER_MAX];	/* p1, p2 as written */
	int		extra_count;
	const char	*extra[LAB_WORDS_MAX];	/* variant settings: "day=4" */
	long		jobs;
	bool print; /* print=1: the commands, not the games */
	const char *from; /* a directory of results to read, or NULL */
	const char *results; /* a directory to keep results in, or NULL */
	const char *csv; /* a file to write the table to as CSV, or NULL */
	const char *plot; /* a file to draw the plot into, or NULL */
};

/* The lab's own settings, over a struct lab_options; lab_options_default
 * gives their defaults. */
extern const struct options_table lab_settings;
void	lab_options_default(struct lab_options *);

extern const struct lab_question lab_questions[];
extern const size_t lab_question_count;

/* The question called `name`, or NULL. */
const struct lab_question *lab_find(const char *name);

/* True when some row of `question` sets `key` (p1, len, ...) itself. */
bool	lab_sets(const struct lab_question *, const char *key);

/*
 * The settings of the study of row `row` (any row of a LAB_BY_SUN
 * question: its one study), sorted as selfplay's results file writes them:
 * "games=400 len=1 opening=2 p1=n300000 p2=n300000 seed=1".  -1 if they do
 * not fit in `size`.
 */
int	lab_study_settings(const struct lab_question *, int row,
	    const struct lab_options *, char *text, size_t size);

/*
 * The name of a study's results file, or its directory of shards: its
 * settings with '_' for the blanks, "games=400_len=1_opening=2_...", the
 * same for the same study whichever question plays it, so that no two
 * files under a directory hold one study twice.  -1 if it does not fit in
 * LAB_NAME_MAX.
 */
int	lab_study_name(const char *settings, char *name);

#endif

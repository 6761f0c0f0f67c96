/*
 * A study: many games between computer players (gnomon selfplay), their
 * results kept one game a line so that a study split into shards on many
 * machines can be put back together (gnomon merge), and their tally with
 * Amber's score and its 95% interval, over all games and by starting sun.
 *
 * The results file (gnomon(6), selfplay results=FILE):
 *
 *   gnomon-study 2
 *   settings eachsun=1 games=400 p1=n300000 p2=n300000
 *   game 17 sun NE result amber ending eclipse plies 31 lone 24
 *
 * `settings` is every setting that decides the games (all but shard=,
 * jobs=, results= and pgn=), sorted, so that the shards of one study say
 * the same; games are numbered from 1, each at most once.  `lone` is the
 * ply after which the game became a 1-against-1 endgame (match_one_each),
 * 0 if it never did.  Files of version 1, written before `lone`, are read
 * too: their games count as not measured.
 */
#ifndef GNOMON_STUDY_H
#define GNOMON_STUDY_H

#include <stdbool.h>
#include <stdio.h>

#include "core/board.h"
#include "lab/match.h"

enum {
	STUDY_SETTINGS_MAX = 1024, /* the settings line's words, and its NUL */
	STUDY_LINE_MAX = 1100, /* a line of the results file, at most */
	STUDY_ERROR_MAX = 256,
	STUDY_GAMES_DEFAULT = 100, /* selfplay's games= */
	STUDY_GAMES_MAX = 1000000
};

struct study_game {
	long		number;		/* 1.. */
	int		sun;		/* the starting sun */
	enum result	result;
	enum match_ending ending;
	int		plies;
	int lone; /* match_game's; STUDY_UNMEASURED: unknown */
};

enum { STUDY_UNMEASURED = -1 };

/*
 * The games of one group: all of them, or those of one starting sun.  The
 * 1-against-1 endgames among them: how many, how many ended at dusk, and
 * their results.
 */
struct study_cell {
	long	games, amber, teal, draws, eclipses, plies;
	long	lone, lone_dusk, lone_amber, lone_teal, lone_draws;
	long	unmeasured;	/* games of a version 1 file: no `lone` */
};

struct study_tally {
	struct study_cell all;
	struct study_cell by_sun[COMPASS_POINTS];
};

/* Amber's score (a draw is half) and its 95% interval, all from 0 to 1. */
struct study_score {
	double	score, low, high;
};

void	study_tally_add(struct study_tally *, const struct study_game *);
/* The cell's score with its Wilson interval (draws lower the spread). */
void	study_score(const struct study_cell *, struct study_score *);

/*
 * The settings line of a study from a command's arguments: all but those
 * named in `ignored` (a NULL-ended list of keys), sorted, space-separated.
 * -1 if they do not fit.
 */
int	study_settings(int argc, const char *const *argv,
	    const char *const *ignored, char *settings, size_t size);

/* Writes the file's header, or one game's line. */
void	study_write_header(FILE *, const char *settings);
void	study_write_game(FILE *, const struct study_game *);

/*
 * A settings line in one spelling (selfplay.h's selfplay_settings_normal,
 * which knows the settings): 0, or -1 if it does not fit `size`.
 */
typedef int study_normal(const char *settings, char *normal, size_t size);

/*
 * Reads one results file into `tally`, checking its header, put in one
 * spelling by `normal`, against `settings` (taken from the first file when
 * it is empty) and marking the games seen in `seen` (`games` entries, from
 * the settings' games=).  0, or -1 with "FILE:LINE: what is wrong" in
 * `error`.
 */
int	study_read(FILE *, const char *name, study_normal *normal,
	    char *settings, size_t size,
	    bool **seen, long *games, struct study_tally *, char *error);

/*
 * The share of a cell's 1-against-1 endgames that ended at dusk, with its
 * interval (0.5 in [0, 1] when there were none).
 */
void	study_lone_dusk(const struct study_cell *, struct study_score *);

/*
 * A cell's average length of a game in plies, and the share of its games
 * decided at dusk rather than by an eclipse (0 to 1): the columns the
 * lab's tables and the manual's give beside the score; 0 without games.
 */
double	study_plies(const struct study_cell *);
double	study_dusk(const struct study_cell *);

/* Prints the tally: Amber's score overall, and by sun when more than one. */
void	study_print(FILE *, const struct study_tally *);

#endif

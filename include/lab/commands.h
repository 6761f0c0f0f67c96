/*
 * The design lab's subcommands (src/lab/), as cli/commands.h's: each takes
 * the arguments after its own name and returns the process exit status
 * (0 ok, 1 failure, EXIT_USAGE).
 */
#ifndef GNOMON_LAB_COMMANDS_H
#define GNOMON_LAB_COMMANDS_H

#include <stdbool.h>

struct options_table;

/* The subcommands' own key=value settings (options.h); each also reads the
 * variant settings, options_variant. */
extern const struct options_table selfplay_settings;
extern const struct options_table transcript_settings;
extern const struct options_table match_settings;
extern const struct options_table mine_settings;
extern const struct options_table tables_settings;
extern const struct options_table value_settings;

int	command_selfplay(int argc, char **argv);
int	command_transcript(int argc, char **argv);
int	command_match(int argc, char **argv);
int	command_merge(int argc, char **argv);
/* `gnomon lab puzzles`, the puzzle miner (puzzle_mine.h): puzzles from
 * self-play, on stdout. */
int	command_mine(int argc, char **argv);
/* The design lab: a named study (lab.h), its table and chart. */
int	command_lab(int argc, char **argv);
/* `gnomon lab compare` (lab_compare.h): the words after `compare`, and
 * whether --dry-run and --help were given. */
int	command_lab_compare(int argc, char **argv, bool dry_run, bool help);
/* `gnomon lab solve` (proof.h): the words after `solve`, and whether
 * --help was given. */
int	command_lab_solve(int argc, char **argv, bool help);

/* `gnomon lab tables` (day_two.h): the second day's exact tables built. */
int	command_lab_tables(int argc, char **argv);
/* `gnomon lab value POSITION dir=DIR`: a day-two position's value read. */
int	command_lab_value(int argc, char **argv);

#endif

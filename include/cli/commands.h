/*
 * The headless subcommands of the one `gnomon` binary (src/cli/).  Each
 * takes the arguments after its own name and returns the process exit
 * status (0 ok, 1 failure, 2 usage), as every front end's entry does
 * (`gnomon replay` is the tui's: tui_entry.h).
 */
#ifndef GNOMON_COMMANDS_H
#define GNOMON_COMMANDS_H

enum { EXIT_USAGE = 2 };

struct options_table;

/* The subcommands' own key=value settings (options.h); each also reads the
 * variant settings, options_variant. */
extern const struct options_table selfplay_settings;
extern const struct options_table transcript_settings;
extern const struct options_table match_settings;

int	command_engine(int argc, char **argv);
int	command_perft(int argc, char **argv);
int	command_selfplay(int argc, char **argv);
int	command_transcript(int argc, char **argv);
int	command_bench(int argc, char **argv);
int	command_match(int argc, char **argv);
int	command_merge(int argc, char **argv);
/* The design lab: a named study (lab.h), its table and chart. */
int	command_lab(int argc, char **argv);
/* The player's record against the computer (stats.h), or --reset it. */
int	command_stats(int argc, char **argv);

#endif

/*
 * The headless subcommands of the one `gnomon` binary (src/cli/).  Each
 * takes the arguments after its own name and returns the process exit
 * status (0 ok, 1 failure, 2 usage), as every front end's entry does
 * (`gnomon replay` is the tui's: tui_entry.h; the design lab's are
 * lab/commands.h's).
 */
#ifndef GNOMON_COMMANDS_H
#define GNOMON_COMMANDS_H

enum { EXIT_USAGE = 2 };

int	command_engine(int argc, char **argv);
int	command_perft(int argc, char **argv);
int	command_bench(int argc, char **argv);
/* The player's record against the computer (stats.h), or --reset it. */
int	command_stats(int argc, char **argv);

#endif

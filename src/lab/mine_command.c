/*
 * mine_command.c owns `gnomon lab puzzles`: the puzzle miner.  It plays
 * games of self-play as selfplay does (match_play, game N from the seed's
 * Nth derived seed, so that shard=K/N mines the very games of the whole),
 * judges every position after the random opening (puzzle_mine.h), and
 * writes the puzzles it keeps on stdout in the puzzles' format
 * (gnomon-puzzles(5)), after a comment that counts what each filter
 * rejected.  The same settings give the same output, byte for byte:
 * tools/mine-puzzles.sh merges shards of it into puzzles/puzzles.txt.
 */
#include "cli/commands.h"
#include "lab/commands.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/search.h"
#include "cli/command_options.h"
#include "cli/message.h"
#include "core/notation.h"
#include "core/options.h"
#include "core/rng.h"
#include "lab/match.h"
#include "lab/puzzle_mine.h"
#include "lab/selfplay.h"
#include "lab/study.h"

enum {
	MINE_TT_MB = SEARCH_TT_DEFAULT_MB,
	MINE_SETTINGS_MAX = 256
};

struct mine {
	long			games;
	uint64_t		seed;
	struct match_player	player;
	long			opening;
	int			depth, margin, shallow;
	struct selfplay_shard	shard;
	/* What became of the positions judged, by verdict; and repeats of
	 * a position kept before in this run. */
	long			verdicts[MINE_VERDICTS];
	long			repeats;
	int			kept;
	struct puzzle		*puzzles;	/* PUZZLE_MAX */
};

static const struct options_entry mine_entries[] = {
	{ "games", OPTIONS_NUMBER, OPTIONS_LONG, offsetof(struct mine, games),
	    1, STUDY_GAMES_MAX, NULL, NULL, "N", "20",
	    "the number of games to mine" },
	{ "seed", OPTIONS_NUMBER, OPTIONS_UINT64, offsetof(struct mine, seed),
	    0, MATCH_SEED_MAX, NULL, NULL, "S", "1", "the seed" },
	{ "p", OPTIONS_SPECIAL, OPTIONS_NOWHERE, offsetof(struct mine, player),
	    0, 0, NULL, match_read_player, "P", "n20000",
	    "both sides' player (as selfplay's p1)" },
	{ "opening", OPTIONS_NUMBER, OPTIONS_LONG,
	    offsetof(struct mine, opening), 0, MAX_PLIES, NULL, NULL, "N", "4",
	    "random plies at the start of each game, not mined" },
	{ "depth", OPTIONS_NUMBER, OPTIONS_INT, offsetof(struct mine, depth),
	    1, PUZZLE_DEPTH_MAX, NULL, NULL, "N", "6",
	    "the proof's plies after the first move" },
	{ "margin", OPTIONS_NUMBER, OPTIONS_INT, offsetof(struct mine, margin),
	    1, 10, NULL, NULL, "N", "1",
	    "stones the solution beats every other first move by" },
	{ "shallow", OPTIONS_NUMBER, OPTIONS_INT,
	    offsetof(struct mine, shallow), 0, PUZZLE_DEPTH_MAX, NULL, NULL,
	    "N", "1", "plies of the search that finds an obvious move" },
	{ "shard", OPTIONS_SPECIAL, OPTIONS_NOWHERE,
	    offsetof(struct mine, shard), 0, 0, NULL, selfplay_read_shard,
	    "K/N", "1/1", "mine only every Nth game, from game K" },
};
const struct options_table mine_settings = OPTIONS_TABLE(mine_entries);

/* The boards before each move of a game, as match_play makes them. */
struct mine_game {
	int		plies;
	struct board	before[MAX_PLIES];
};

static void
mine_moved(const struct board *before, uint16_t move,
    const struct board *after, const struct undo *undo,
    const struct search_report *report, void *context)
{
	struct mine_game *game = context;

	(void)move, (void)after, (void)undo, (void)report;
	if (game->plies < MAX_PLIES)
		game->before[game->plies++] = *before;
}

/* Whether `board` is a position kept already in this run. */
static bool
mine_seen(const struct mine *mine, const struct board *board)
{
	for (int i = 0; i < mine->kept; i++)
		if (mine->puzzles[i].board.hash == board->hash &&
		    memcmp(mine->puzzles[i].board.stones, board->stones,
		    sizeof board->stones) == 0 &&
		    mine->puzzles[i].board.round == board->round &&
		    mine->puzzles[i].board.side == board->side)
			return true;
	return false;
}

static void
mine_write(FILE *out, const struct puzzle *puzzle)
{
	char position[NOTATION_POSITION_MAX], move[NOTATION_MOVE_MAX];

	notation_position(&puzzle->board, position);
	fprintf(out, "\npuzzle %d\nposition %s\nline", puzzle->number,
	    position);
	for (int i = 0; i < puzzle->line_length; i++) {
		notation_move(puzzle->line[i], move);
		fprintf(out, " %s", move);
	}
	fprintf(out, "\ndepth %d\nmargin %d\n", puzzle->depth, puzzle->margin);
	for (int i = 0; i < puzzle->theme_count; i++)
		fprintf(out, "theme %s\n", puzzle_theme_name(puzzle->theme[i]));
	fprintf(out, "rating %d\nsource %s\n", puzzle->rating, puzzle->source);
}

/* Mines game `number` (from 0): its positions after the opening. */
static int
mine_game(struct mine *mine, struct search *players[2], struct search *proof,
    long number, struct mine_game *game)
{
	const struct puzzle_mine_settings settings = {
		mine->depth, mine->margin, mine->shallow
	};
	const struct match_player both[COLOUR_COUNT] = { mine->player,
		mine->player };
	struct match_observer observer = { mine_moved, game };
	struct match_game outcome;
	struct rules rules;

	rules_default(&rules);
	game->plies = 0;
	match_play(&rules, both, players,
	    rng_derive(mine->seed, (uint64_t)number), (int)mine->opening,
	    &observer, &outcome);
	for (int ply = (int)mine->opening; ply < game->plies; ply++) {
		struct puzzle *puzzle = &mine->puzzles[mine->kept];
		enum puzzle_verdict verdict;

		if (mine->kept == PUZZLE_MAX) {
			fprintf(stderr, "gnomon lab puzzles: more than %d "
			    "puzzles: mine fewer games a run\n", PUZZLE_MAX);
			return -1;
		}
		verdict = puzzle_mine_position(proof, &game->before[ply],
		    &settings, puzzle);
		mine->verdicts[verdict]++;
		if (verdict != MINE_KEPT)
			continue;
		if (mine_seen(mine, &puzzle->board)) {
			mine->repeats++;
			continue;
		}
		/* Within 61 bytes: seed and game are int's (their tables). */
		snprintf(puzzle->source, sizeof puzzle->source,
		    "lab puzzles seed=%d game=%d ply=%d", (int)mine->seed,
		    (int)number + 1, ply);
		puzzle->number = ++mine->kept;
	}
	return 0;
}

static int
mine_parse(int argc, char **argv, struct mine *mine)
{
	const struct options_binding binding = { &mine_settings, mine };
	char error[OPTIONS_ERROR_MAX];

	options_defaults(&mine_settings, mine);
	for (int i = 0; i < argc; i++)
		if (options_read(&binding, 1, argv[i], error) < 0) {
			message_print(stderr, "gnomon lab puzzles: %s\n",
			    error);
			return -1;
		}
	return 0;
}

static int
mine_run(struct mine *mine)
{
	struct search *players[COLOUR_COUNT], *proof;
	struct mine_game *game = malloc(sizeof *game);
	int status = 0;

	mine->puzzles = calloc(PUZZLE_MAX, sizeof *mine->puzzles);
	players[0] = search_new(MINE_TT_MB);
	players[1] = search_new(MINE_TT_MB);
	proof = search_new(SEARCH_TT_DEFAULT_MB);
	if (game == NULL || mine->puzzles == NULL || players[0] == NULL ||
	    players[1] == NULL || proof == NULL) {
		fprintf(stderr, "gnomon lab puzzles: out of memory\n");
		status = 1;
	}
	for (long number = 0; status == 0 && number < mine->games; number++)
		if (number % mine->shard.count == mine->shard.index &&
		    mine_game(mine, players, proof, number, game) < 0)
			status = 1;
	search_free(players[0]);
	search_free(players[1]);
	search_free(proof);
	free(game);
	return status;
}

static void
mine_report(const struct mine *mine, int argc, char **argv)
{
	printf("# gnomon lab puzzles");
	for (int i = 0; i < argc; i++)
		printf(" %s", argv[i]);
	printf("\n# kept %d; rejected: ", mine->kept);
	for (int verdict = 1; verdict < MINE_VERDICTS; verdict++)
		printf("%s %ld, ", puzzle_verdict_name(verdict),
		    mine->verdicts[verdict]);
	printf("seen before %ld\n%s\n", mine->repeats, PUZZLE_MAGIC);
	for (int i = 0; i < mine->kept; i++)
		mine_write(stdout, &mine->puzzles[i]);
}

static void
mine_help(void)
{
	printf("usage: gnomon lab puzzles [key=value ...]\n"
	    "  puzzles mined from self-play, proved by search, on stdout\n"
	    "\nsettings (after ';', the default):\n");
	command_options_usage(stdout, &mine_settings, false);
}

int
command_mine(int argc, char **argv)
{
	struct mine mine;
	int status;

	for (int i = 0; i < argc; i++)
		if (strcmp(argv[i], "--help") == 0 ||
		    strcmp(argv[i], "-h") == 0) {
			mine_help();
			return 0;
		}
	if ((argc = command_options_words("gnomon lab puzzles", argc,
	    argv)) < 0)
		return EXIT_USAGE;
	memset(&mine, 0, sizeof mine);
	if (mine_parse(argc, argv, &mine) < 0)
		return EXIT_USAGE;
	status = mine_run(&mine);
	if (status == 0)
		mine_report(&mine, argc, argv);
	free(mine.puzzles);
	return status;
}

/*
 * match.c owns games between computer players (match.h): reading who plays
 * and playing a game out.
 */
#include "lab/match.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/pie.h"
#include "cli/engine.h"
#include "core/options.h"
#include "core/rng.h"

int
match_read_player(const char *key, const char *text, void *field, char *error)
{
	struct match_player *player = field;
	struct match_player read = *player;
	long number;

	if ((text[0] == 'L' || text[0] == 'l') && text[1] != '\0') {
		if (options_int(key, text + 1, SEARCH_LEVEL_MIN,
			SEARCH_LEVEL_MAX, &number, error) < 0) {
			/* Said in the player's own terms: L1, not 1. */
			snprintf(error, MATCH_ERROR_MAX,
			    "%s must be L%d to L%d, not %.16s", key,
			    SEARCH_LEVEL_MIN, SEARCH_LEVEL_MAX, text);
			return -1;
		}
		read.kind = MATCH_LEVEL;
		read.nodes = 0;
		read.number = (int)number;
	} else if ((text[0] == 'n' || text[0] == 'N') && text[1] != '\0') {
		if (options_int(key, text + 1, 1, MATCH_NODES_MAX, &number,
			error) < 0) {
			snprintf(error, MATCH_ERROR_MAX,
			    "%s must be n1 to n%d, not %.16s", key,
			    MATCH_NODES_MAX, text);
			return -1;
		}
		read.kind = MATCH_NODES;
		read.number = 0;
		read.nodes = (uint64_t)number;
	} else {
		if (options_int(key, text, 0, MATCH_DEPTH_MAX, &number, error) <
		    0) {
			snprintf(error, MATCH_ERROR_MAX,
			    "%s must be a depth 0..%d (0 = random), L1..L5 or "
			    "nNODES",
			    key, MATCH_DEPTH_MAX);
			return -1;
		}
		read.kind = number == 0 ? MATCH_RANDOM : MATCH_DEPTH;
		read.nodes = 0;
		read.number = (int)number;
	}
	*player = read;
	return 0;
}

int
match_read_features(const char *key, const char *text, void *field,
    char *error)
{
	struct match_player *player = field;

	return engine_read_features(key, text, &player->disable, error);
}

int
match_read_weights(const char *key, const char *text, void *field,
    char *error)
{
	struct match_player *player = field;
	char reason[EVALUATE_ERROR_MAX];

	if (evaluate_weights_parse(text, &player->weights, reason) < 0) {
		snprintf(error, MATCH_ERROR_MAX, "%s: %s", key, reason);
		return -1;
	}
	player->weighed = true;
	return 0;
}

void
match_limits(const struct match_player *player, uint64_t seed,
    struct search_limits *limits)
{
	search_limits_default(limits);
	limits->seed = seed;
	limits->disable = player->disable;
	if (player->weighed)
		limits->weights = &player->weights;
	switch (player->kind) {
	case MATCH_RANDOM:
		/* Only for what a random mover cannot do at random: the pie. */
		limits->designer = true;
		limits->depth = 1;
		break;
	case MATCH_DEPTH:
		limits->designer = true;
		limits->depth = player->number;
		break;
	case MATCH_LEVEL:
		limits->level = player->number;
		break;
	case MATCH_NODES:
		limits->nodes = player->nodes;
		break;
	}
}

uint16_t
match_move(const struct match_player *player, struct search *search,
    const struct board *board, uint64_t seed, struct search_report *report)
{
	struct search_limits limits;

	if (player->kind == MATCH_RANDOM) {
		struct move_list list;
		uint16_t move;

		memset(report, 0, sizeof *report);
		if (board_legal_moves(board, &list) == 0)
			return MOVE_NONE;
		move = list.moves[rng_derive(seed, board->hash) %
		    (uint64_t)list.count];
		report->best = move;
		return move;
	}
	match_limits(player, seed, &limits);
	return search_run(search, board, &limits, NULL, report);
}

bool
match_one_each(const struct board *board)
{
	return bb_count(board->stones[COLOUR_AMBER]) == 1 &&
	    bb_count(board->stones[COLOUR_TEAL]) == 1 && !board_is_over(board);
}

void
match_pie(const struct rules *rules, const struct match_player players[2],
    struct search *searches[2], int *sun, bool *swap)
{
	struct search_limits limits;

	match_limits(&players[COLOUR_AMBER], 0, &limits);
	*sun = pie_sun(searches[COLOUR_AMBER], rules, &limits, NULL, NULL);
	match_limits(&players[COLOUR_TEAL], 0, &limits);
	*swap = pie_swap(searches[COLOUR_TEAL], rules, *sun, &limits, NULL,
	    NULL) == PIE_SWAP;
}

const struct pie_table *
match_pie_table(const struct rules *rules, const struct match_player *player)
{
	struct search_limits limits;

	match_limits(player, 0, &limits);
	return pie_table_for(rules, &limits);
}

/* "the table of N nodes a move" or "its search": where `player`'s pie
 * choices come from. */
static void
pie_basis(const struct rules *rules, const struct match_player *player,
    char *text, size_t size)
{
	const struct pie_table *table = match_pie_table(rules, player);

	if (table == NULL)
		snprintf(text, size, "its search");
	else
		snprintf(text, size, "the table of %" PRIu64 " nodes a move",
		    table->nodes);
}

void
match_pie_basis(const struct rules *rules,
    const struct match_player players[2], char *text, size_t size)
{
	char basis[COLOUR_COUNT][PIE_BASIS_MAX];

	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		pie_basis(rules, &players[colour], basis[colour],
		    sizeof basis[colour]);
	if (strcmp(basis[COLOUR_AMBER], basis[COLOUR_TEAL]) == 0)
		snprintf(text, size, "both choose by %s", basis[COLOUR_AMBER]);
	else
		snprintf(text, size, "p1 chooses by %s, p2 by %s",
		    basis[COLOUR_AMBER], basis[COLOUR_TEAL]);
}

void
match_play(const struct rules *rules, const struct match_player players[2],
    struct search *searches[2], uint64_t seed, int opening,
    const struct match_observer *observer, struct match_game *game)
{
	struct board board;

	memset(game, 0, sizeof *game);
	board_start(&board, rules);
	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		search_clear(searches[colour]);
	while (!board_is_over(&board)) {
		struct search_report report;
		struct board before = board;
		struct undo undo;
		int mover = board.side;
		static const struct match_player random_mover = {
			.kind = MATCH_RANDOM
		};
		const struct match_player *player = game->plies < opening ?
		    &random_mover : &players[mover];
		uint16_t move = match_move(player, searches[mover], &board,
		    rng_derive(seed, (uint64_t)game->plies), &report);

		board_make(&board, move, &undo);
		game->plies++;
		if (game->lone == 0 && match_one_each(&board))
			game->lone = game->plies;
		game->nodes += report.nodes;
		game->search_ms += report.elapsed_ms;
		if (observer != NULL && observer->moved != NULL)
			observer->moved(&before, move, &board, &undo, &report,
			    observer->context);
		game->ending = undo.dusk_fell ? MATCH_DUSK : MATCH_ECLIPSE;
	}
	game->result = board_result(&board);
}

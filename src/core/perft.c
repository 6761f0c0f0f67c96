/*
 * perft.c owns the leaf count of perft.h.
 */
#include "core/perft.h"

#include <stddef.h>

/* The leaves below `board`, or -1 once `stop` says so. */
static int
perft_count(struct board *board, int depth, const struct perft_stop *stop,
    uint64_t *leaves)
{
	struct move_list list;
	struct undo undo;

	if (depth == 0) {
		*leaves += 1;
		return 0;
	}
	board_legal_moves(board, &list);
	/* Bulk counting: a move one ply from the end is a leaf; no need to play
	 * it. */
	if (depth == 1) {
		*leaves += (uint64_t)list.count;
		return 0;
	}
	for (int i = 0; i < list.count; i++) {
		int status;

		if (stop != NULL && stop->stopped(stop->context))
			return -1;
		board_make(board, list.moves[i], &undo);
		status = perft_count(board, depth - 1, stop, leaves);
		board_unmake(board, &undo);
		if (status < 0)
			return -1;
	}
	return 0;
}

int
perft_until(struct board *board, int depth, const struct perft_stop *stop,
    uint64_t *leaves)
{
	uint64_t counted = 0;

	if (perft_count(board, depth, stop, &counted) < 0)
		return -1;
	*leaves = counted;
	return 0;
}

uint64_t
perft(struct board *board, int depth)
{
	uint64_t leaves = 0;

	(void)perft_until(board, depth, NULL, &leaves);
	return leaves;
}

/*
 * perft.c owns the leaf count of perft.h.
 */
#include "core/perft.h"

uint64_t
perft(struct board *board, int depth)
{
	struct move_list list;
	struct undo undo;
	uint64_t leaves = 0;

	if (depth == 0)
		return 1;
	board_legal_moves(board, &list);
	/* Bulk counting: a move one ply from the end is a leaf; no need to play
	 * it. */
	if (depth == 1)
		return (uint64_t)list.count;
	for (int i = 0; i < list.count; i++) {
		board_make(board, list.moves[i], &undo);
		leaves += perft(board, depth - 1);
		board_unmake(board, &undo);
	}
	return leaves;
}

/*
 * hints.c owns the hint analysis of hints.h: shades, threatened stones,
 * tomorrow's shadows, dusk warnings and what each legal move does.  It only
 * asks board.c; it never re-implements a rule.
 */
#include "hints.h"

enum move_class
hints_classify(uint64_t takes, uint64_t exposed)
{
	if (takes != 0)
		return exposed != 0 ? MOVE_CLASS_ORANGE : MOVE_CLASS_GOLD;
	return exposed != 0 ? MOVE_CLASS_RED : MOVE_CLASS_QUIET;
}

/*
 * The stones of `colour` that some reply of the other colour would eclipse,
 * on a board where that reply is next.  Under the snake order the mover may
 * move twice running; the reply is then judged on the board as it stands
 * (the sun will not turn between the two turns).
 */
static uint64_t
exposed_to_reply(const struct board *after, int colour)
{
	struct board reply = *after;
	struct move_list replies;
	int enemy = !colour;
	uint64_t exposed = 0;

	reply.side = enemy;
	board_legal_moves(&reply, &replies);
	for (int i = 0; i < replies.count; i++) {
		uint16_t move = replies.moves[i];
		uint64_t casters = reply.stones[enemy];

		if (move != MOVE_PASS)
			casters ^= bb_cell(move_from(move)) | bb_cell(move_to(move));
		exposed |= shadow_mask(casters, reply.sun,
		    reply.rules.shadow_length, reply.lit);
	}
	return exposed & reply.stones[colour];
}

void
hints_move(const struct board *board, uint16_t move, struct move_hint *hint)
{
	struct board after = *board;
	struct undo undo;
	int mover = board->side;

	board_make(&after, move, &undo);
	hint->move = move;
	hint->takes = undo.eclipsed[!mover];
	/* Under the instant rule a move can lose the mover's own stones at once. */
	hint->lost = undo.eclipsed[mover];
	hint->exposed = board_is_over(&after) ? 0 : exposed_to_reply(&after, mover);
	hint->class = hints_classify(hint->takes, hint->exposed | hint->lost);
}

void
hints_analyse(const struct board *board, struct hints *hints)
{
	struct move_list legal;
	int next_sun = (board->sun + 1) % COMPASS_POINTS;
	int length = board->rules.shadow_length;
	uint64_t lit_tomorrow = board->lit;

	hints->rounds_to_dusk = board_rounds_to_dusk(board);
	hints->dusk_ring = board_dusk_ring(board);
	/* When dusk falls with the sun's turn, tomorrow is the smaller board. */
	if (hints->rounds_to_dusk == 0)
		lit_tomorrow &= ~hints->dusk_ring;

	for (int colour = 0; colour < COLOUR_COUNT; colour++) {
		hints->shade[colour] = board_shadows(board, colour, board->sun);
		hints->shade_tomorrow[colour] = shadow_mask(
		    board->stones[colour] & lit_tomorrow, next_sun, length,
		    lit_tomorrow);
		hints->on_dusk_ring[colour] = board->stones[colour] & hints->dusk_ring;
	}
	for (int colour = 0; colour < COLOUR_COUNT; colour++) {
		int enemy = !colour;

		hints->in_enemy_shade[colour] =
		    board->stones[colour] & hints->shade[enemy];
		hints->shaded_tomorrow[colour] = board->stones[colour] &
		    lit_tomorrow & hints->shade_tomorrow[enemy];
	}

	hints->move_count = board_legal_moves(board, &legal);
	for (int i = 0; i < legal.count; i++)
		hints_move(board, legal.moves[i], &hints->moves[i]);
}

/*
 * hints.c owns the hint analysis of hints.h: shades, threatened stones,
 * tomorrow's shadows, dusk warnings and what each legal move does.  It only
 * asks board.c; it never re-implements a rule.
 */
#include "core/hints.h"

enum move_class
hints_classify(bitboard takes, bitboard exposed)
{
	if (takes != 0)
		return exposed != 0 ? MOVE_CLASS_ORANGE : MOVE_CLASS_GOLD;
	return exposed != 0 ? MOVE_CLASS_RED : MOVE_CLASS_QUIET;
}

/* The stones of `colour` that the enemy's move `move` on `reply` (the enemy
 * to move) eclipses when it ends: its shade once its stone has stepped. */
static bitboard
hints_reply_eclipses(const struct board *reply, int colour, uint16_t move)
{
	int enemy = !colour;
	bitboard casters = reply->stones[enemy];
	bitboard tall = reply->tall[enemy];

	if (move_is_hold(move)) {
		casters &= ~bb_cell(move_from(move));
		tall &= ~bb_cell(move_from(move));
	} else if (move != MOVE_PASS) {
		bitboard step =
		    bb_cell(move_from(move)) | bb_cell(move_to(move));

		casters ^= step;
		if (tall & bb_cell(move_from(move)))
			tall ^= step;	/* mixed=1: a tall stone moves */
	}
	return board_shade(&reply->rules, casters, tall, reply->sun,
		   reply->moon, reply->lit) &
	    reply->stones[colour];
}

/*
 * The threats of hints.h, from what each reply eclipses: the moved stone's
 * first (the reply that takes it with the most others), then, greedily, the
 * reply that takes the most stones not named yet (the first of equals).
 * Every round names a stone, so there are at most as many as stones.
 */
static void
hints_threats(const bitboard *eclipses, const struct move_list *replies,
    bitboard threatened, bitboard moved, struct move_hint *hint)
{
	bitboard left = threatened;

	hint->threat_count = 0;
	while (left != 0 && hint->threat_count < STONES_MAX) {
		int best = -1, most = 0;

		for (int i = 0; i < replies->count; i++) {
			bitboard taken = eclipses[i] & left;

			if ((left & moved) != 0 && (taken & moved) == 0)
				continue;
			if (bb_count(taken) > most) {
				most = bb_count(taken);
				best = i;
			}
		}
		if (best < 0)
			break;
		hint->threats[hint->threat_count].reply = replies->moves[best];
		hint->threats[hint->threat_count++].stones =
		    eclipses[best] & left;
		left &= ~eclipses[best];
	}
}

/*
 * The enemy's replies on `after`, where that reply is next: the one that
 * eclipses most of `colour`'s stones that dusk leaves (the first of equals,
 * so the answer is the same every time), and the stones left standing in
 * the enemy's shade that some reply eclipses: those are lost unless the
 * enemy moves its own shade away, which is why they are told apart from
 * what only one chosen reply could take.  Under the snake order the mover
 * may move twice running; the reply is then judged on the board as it
 * stands (the sun will not turn between the two turns).
 */
static void
hints_replies(const struct board *after, int colour, bitboard moved,
    struct move_hint *hint)
{
	struct board reply = *after;
	struct move_list replies;
	bitboard eclipses[MAX_MOVES];
	int enemy = !colour, most = -1;
	bitboard standing = board_shadows(&reply, enemy, reply.sun) &
	    reply.stones[colour];
	bitboard any = 0;

	reply.side = enemy;
	board_legal_moves(&reply, &replies);
	for (int i = 0; i < replies.count; i++) {
		uint16_t move = replies.moves[i];
		bitboard eclipsed = hints_reply_eclipses(&reply, colour, move);

		eclipses[i] = eclipsed;
		any |= eclipsed;
		/* Stones dusk takes anyway make no reply worse. */
		if (bb_count(eclipsed & ~hint->dusk) > most) {
			most = bb_count(eclipsed & ~hint->dusk);
			hint->reply = move;
			hint->exposed = eclipsed;
		}
	}
	hint->doomed = standing & any;
	hints_threats(eclipses, &replies, any & ~hint->doomed & ~hint->dusk,
	    moved, hint);
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
	/* Under the instant rule a move can lose the mover's own stones at
	 * once. */
	hint->lost = undo.eclipsed[mover];
	/* A hold (hold=1) spends the stone it takes off: a certain loss. */
	hint->spent = move_is_hold(move) ? bb_cell(move_from(move)) : 0;
	hint->doomed = hint->exposed = 0;
	hint->reply = MOVE_NONE;
	hint->threat_count = 0;
	/* The mover ends the round: the dusk, if any, has fallen in
	 * board_make. */
	hint->dusk = undo.darkened[mover];
	if (!board_is_over(&after)) {
		/* The reply ends the round; its dusk takes what stands on the
		 * ring. */
		if (!undo.sun_turned && !undo.sun_held &&
		    board_rounds_to_dusk(board) == 0)
			hint->dusk =
			    after.stones[mover] & board_dusk_ring(board);
		hints_replies(&after, mover, move_is_hold(move) ||
		    move == MOVE_PASS ? 0 : bb_cell(move_to(move)), hint);
	}
	hint->class = hints_classify(hint->takes, hints_given_up(hint) |
	    hint->spent);
}

bitboard
hints_given_up(const struct move_hint *hint)
{
	return hint->exposed | hint->lost | hint->doomed | hint->dusk;
}

/*
 * The side to move's stones within the enemy's reach (hints.h): the turn
 * made as a pass, which board_make makes as it makes any move, so that
 * everything a turn does that no stone's step changes is the rules' own:
 * the mover's eclipse (an enemy stone in the mover's shade casts nothing
 * after it), the sun's turn and dusk.  A newcomer lost stones that one
 * enemy step could shade, which no mark showed until the stone was
 * selected.  A stone already in the enemy's shade on that board is
 * taken by any reply that leaves the shade there: no reply is named for
 * it, and it is lost whatever the enemy plays when every reply takes it.
 */
static void
hints_reach(const struct board *board, struct hints *hints)
{
	struct board after = *board;
	struct move_list replies;
	struct undo undo;
	int mover = board->side;

	bitboard every = ~(bitboard)0;

	hints->in_reach = hints->reach_standing = hints->reach_whatever = 0;
	for (int cell = 0; cell < CELL_LIMIT; cell++)
		hints->reach_reply[cell] = MOVE_NONE;
	if (board_is_over(board))
		return;
	board_make(&after, MOVE_PASS, &undo);
	if (board_is_over(&after))
		return;
	/* The enemy's next turn, judged on the board as it stands (under
	 * the snake order the mover may move again first), as the replies
	 * to a move are. */
	after.side = !mover;
	board_legal_moves(&after, &replies);
	for (int i = 0; i < replies.count; i++) {
		bitboard eclipsed = hints_reply_eclipses(&after, mover,
		    replies.moves[i]);

		hints->in_reach |= eclipsed;
		every &= eclipsed;
	}
	hints->reach_standing = hints->in_reach & board_shadows(&after, !mover,
	    after.sun);
	hints->reach_whatever = replies.count > 0 ?
	    hints->reach_standing & every : 0;
	/* A move is named only for a stone that some step must shade. */
	for (int i = 0; i < replies.count; i++) {
		bitboard first = hints_reply_eclipses(&after, mover,
		    replies.moves[i]) & ~hints->reach_standing;

		while (first != 0) {
			int cell = bb_pop(&first);

			if (hints->reach_reply[cell] == MOVE_NONE)
				hints->reach_reply[cell] = replies.moves[i];
		}
	}
}

void
hints_analyse(const struct board *board, struct hints *hints)
{
	struct move_list legal;
	/* A sun held this round (hold=1) is tomorrow's sun too; the moon
	 * keeps its time. */
	int next_sun =
	    board->held ? board->sun : (board->sun + 1) % COMPASS_POINTS;
	int next_moon = board_next_moon(board);
	bitboard lit_tomorrow = board->lit;

	hints->rounds_to_dusk = board_rounds_to_dusk(board);
	hints->dusk_ring = board_dusk_ring(board);
	/* When dusk falls with the sun's turn, tomorrow is the smaller
	 * board. */
	if (hints->rounds_to_dusk == 0)
		lit_tomorrow &= ~hints->dusk_ring;

	for (int colour = 0; colour < COLOUR_COUNT; colour++) {
		hints->shade[colour] = board_shadows(board, colour, board->sun);
		hints->shade_tomorrow[colour] = board_shade(&board->rules,
		    board->stones[colour] & lit_tomorrow,
		    board->tall[colour] & lit_tomorrow, next_sun, next_moon,
		    lit_tomorrow);
		hints->on_dusk_ring[colour] =
		    board->stones[colour] & hints->dusk_ring;
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
	hints_reach(board, hints);
}

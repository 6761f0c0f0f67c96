/*
 * rules.c owns the variant settings (rules.h): the real game's, whether two
 * sets play the same game, and whether a set is playable, with what is
 * wrong with it.
 */
#include "core/rules.h"

#include <stddef.h>

void
rules_default(struct rules *rules)
{
	rules->shadow_length = SHADOW_LENGTH_DEFAULT;
	rules->day_length = DAY_DEFAULT;
	rules->start_sun = COMPASS_N;
	rules->snake = false;
	rules->instant = false;
	rules->start_rank = START_RANK_BACK;
	rules->stones = STONES_DEFAULT;
	rules->pie = false;
	rules->moon = false;
	rules->mixed = false;
	rules->hold = false;
	rules->board = BOARD_SIZE;
}

bool
rules_same_board(const struct rules *a, const struct rules *b)
{
	return a->shadow_length == b->shadow_length &&
	    a->day_length == b->day_length && a->start_sun == b->start_sun &&
	    a->snake == b->snake && a->instant == b->instant &&
	    a->start_rank == b->start_rank && a->stones == b->stones &&
	    a->hold == b->hold && a->moon == b->moon && a->mixed == b->mixed &&
	    a->board == b->board;
}

const char *
rules_check(const struct rules *rules)
{
	if (rules->shadow_length < SHADOW_LENGTH_MIN ||
	    rules->shadow_length > SHADOW_LENGTH_MAX)
		return "shadow length must be 1 to 3";
	if (rules->day_length < DAY_MIN || rules->day_length > DAY_MAX)
		return "rounds per day must be 1 to 16";
	if (rules->start_sun < 0 || rules->start_sun >= COMPASS_POINTS)
		return "the starting sun must be 0 to 7";
	if (rules->start_rank != START_RANK_BACK &&
	    rules->start_rank != START_RANK_SECOND)
		return "the stones must start on rank 1 or 2";
	if (rules->board != 7 && rules->board != 9)
		return "board must be 7 or 9";
	/* One program a size (gnomon(6), Variants): main runs gnomon-9 for
	 * board=9 before anything here is asked. */
	if (rules->board != BOARD_SIZE)
		return BOARD_SIZE == 7 ?
		    "board=9 is played by gnomon-9, which gnomon runs for "
		    "selfplay, transcript, perft, lab and engine given "
		    "board=9 on the command line" :
		    "gnomon-9 plays board=9 only; board=7 is gnomon's";
	if (rules->stones < STONES_MIN || rules->stones > STONES_MAX)
		return "a side must start with 4 to " BOARD_SIZE_TEXT " stones";
	if (BOARD_SIZE != 7 && (rules->pie || rules->hold || rules->moon ||
	    rules->mixed))
		return rules->pie ? "board=9 is not built with pie=1" :
		    rules->hold ? "board=9 is not built with hold=1" :
		    rules->moon ? "board=9 is not built with moon=1" :
		    "board=9 is not built with mixed=1";
	if (rules->mixed && rules->stones % 2 == 0)
		return "mixed=1 needs 5 or 7 stones: the tall stone starts on "
		       "d";
	return NULL;
}

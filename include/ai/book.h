/*
 * The opening book: level 5's first moves under the designer's rules, each
 * the answer of a search four times as deep as level 5's, made offline by
 * tools/build-book.sh and carried in the program (opening_book_text.h).
 * It covers every start sun's first move and Teal's every reply, and with
 * the sun in the north Amber's every second move; tests/test_book.c holds
 * its entries to the search that made them.
 */
#ifndef GNOMON_BOOK_H
#define GNOMON_BOOK_H

#include <stdbool.h>

#include "ai/search.h"
#include "core/board.h"

enum {
	/* Each entry's search: four times level 5's (tools/build-book.sh). */
	BOOK_NODES = 16000000
};

/*
 * Whether the book holds `board`, a position of the designer's rules (any
 * start sun; the pie rule does not change the board).  If it does, fills
 * `report` as a search would: the move, its score and depth, no nodes.
 */
bool	book_lookup(const struct board *, struct search_report *report);

#endif

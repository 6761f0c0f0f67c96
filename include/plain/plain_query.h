/*
 * The line mode's queries (plain_query.c), which plain_command.c reads:
 * what the full screen shows at a glance, asked for a line at a time and
 * answered in one short line each, the thing asked about first, for a
 * player who hears the game rather than sees it.  Every answer is the
 * core's hints or the screen model's, said in words.
 */
#ifndef GNOMON_PLAIN_QUERY_H
#define GNOMON_PLAIN_QUERY_H

#include "plain/plain_game.h"

/* Each answers `argument` (what followed the command's word, or ""). */
/* pieces [amber|teal]: where each side's stones stand. */
enum ui_event plain_query_pieces(struct plain *, const char *argument);
/* last: the last move and what it took. */
enum ui_event plain_query_last(struct plain *, const char *argument);
/* dangers: the side to move's stones one enemy move can take, and the
 * next dusk's. */
enum ui_event plain_query_dangers(struct plain *, const char *argument);
/* shade: the next round's shade, by side, and the stones in it. */
enum ui_event plain_query_shade(struct plain *, const char *argument);
/* turn: whose turn, the round, the sun and dusk. */
enum ui_event plain_query_turn(struct plain *, const char *argument);
/* A cell, "e4": what stands on it, whose shade covers it now and next
 * round, and whether the next dusk darkens it. */
void	plain_query_cell(struct plain *, int cell);
/* A move and '?' ("d2d3?"): what it would do, not played, in the screen's
 * details line's words, every threat on the mover's stones named with the
 * reply that takes it, however many. */
void	plain_query_move(struct plain *, uint16_t move);

#endif

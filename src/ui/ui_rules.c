/*
 * ui_rules.c owns the text of the rules screen (F1, ?).  It is kept behind
 * ui_rules_text() so that one shared source (the man page's) can replace it
 * without touching the interface.  Lines are at most UI_RULES_WIDTH columns.
 */
#include "ui.h"

#include <stdio.h>
#include <string.h>

static const char rules_text[] =
"GNOMON: the rules\n"
"\n"
"Two players, Amber (round stones, moves first) and Teal (diamonds), each\n"
"start with five stones on their back rank of a 7x7 board: Amber on b1-f1,\n"
"Teal on b7-f7.  North is at the top.\n"
"\n"
"THE SUN\n"
"The sun stands at one of the eight points of the compass, starting at N.\n"
"Every stone casts a shadow straight away from the sun, two cells long.\n"
"Shadows pass through stones; only the edge of the lit board cuts them.\n"
"After every round (one turn of each player) the sun moves one point\n"
"clockwise: N, NE, E, SE, S, SW, W, NW, and back to N.\n"
"\n"
"YOUR TURN\n"
"Move one of your stones one step in any of the eight directions onto an\n"
"empty lit cell.  You must move; only a player with no legal move at all\n"
"passes.\n"
"\n"
"ECLIPSE\n"
"When your turn ends, every enemy stone standing in one of your shadows is\n"
"removed, all at once.  Your own shadows never hurt you, and the enemy's\n"
"shadows hurt you only when the enemy's turn ends.  A forced pass ends a\n"
"turn too.  If your eclipse leaves the enemy no stones, you win at once.\n"
"\n"
"DUSK\n"
"A day is eight rounds.  At the end of each day, after the sun has moved,\n"
"dusk falls: the outermost lit ring goes dark and every stone on it is\n"
"lost.  Dark cells are out of the game.  The board shrinks from 7x7 to 5x5\n"
"to 3x3; the third dusk darkens the 3x3 ring too and ends the game, so a\n"
"game lasts at most 24 rounds.\n"
"\n"
"WINNING\n"
"You win when the enemy has no stones left.  After the third dusk the side\n"
"with more stones wins; equal numbers are a draw, and so is a dusk that\n"
"leaves neither side a stone.\n"
"\n"
"READING THE BOARD\n"
"A cell tinted in a colour lies in that colour's shade; a third tint (or a\n"
"crossed pattern without colour) is shaded by both.\n"
"  (@)!  red ring: your stone stands in an enemy shade.\n"
"  (@)x  gold ring: an enemy stone stands in your shade.\n"
"  :@:   dashed ring: in an enemy shade once the sun turns, if nothing\n"
"        moves.\n"
"Cells on the ring that dusk will darken pulse in the last rounds of a day.\n"
"Select a stone and dots show where it can go:\n"
"  gold    takes, and leaves nothing of yours exposed\n"
"  orange  takes, but leaves a stone exposed to the reply\n"
"  red     takes nothing and leaves a stone exposed\n"
"  white   quiet: takes nothing, exposes nothing\n"
"With the cursor on a dot the panel says which stones it takes and which\n"
"it leaves exposed.\n"
"\n"
"KEYS\n"
"  arrows, hjkl, yubn  move the cursor (yubn: diagonals)\n"
"  Enter, Space        select a stone, then its destination\n"
"  Esc, right click    deselect          left click  select, move\n"
"  :                   type a move: b1c2, or pass\n"
"  U  undo             H  hints on/off   S  tomorrow's shadows\n"
"  R  new game         F1, ?  the rules  q  quit\n";

const char *
ui_rules_text(void)
{
	return rules_text;
}

int
ui_rules_line_count(void)
{
	int lines = 0;

	for (const char *p = rules_text; *p != '\0'; p++)
		if (*p == '\n')
			lines++;
	return lines;
}

bool
ui_rules_line(int index, char *text, int size)
{
	const char *line = rules_text, *end;

	if (index < 0)
		return false;
	for (int i = 0; i < index; i++) {
		line = strchr(line, '\n');
		if (line == NULL || *++line == '\0')
			return false;
	}
	if (*line == '\0')
		return false;
	end = strchr(line, '\n');
	snprintf(text, (size_t)size, "%.*s",
	    (int)(end != NULL ? end - line : (long)strlen(line)), line);
	return true;
}

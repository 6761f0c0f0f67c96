/*
 * The game as a record and back (ui_record.c): the tags a saved game
 * carries, writing them and reading them back.
 */
#ifndef GNOMON_UI_RECORD_H
#define GNOMON_UI_RECORD_H

#include "core/record.h"
#include "ui/ui.h"

/*
 * Saving and resuming, as records (record.h).  The tags that say who played
 * and how: Opponent (computer, people or watch), Level, Side (the person's
 * colour against the computer), Hints (on or off), Seed, and Filed (the
 * name the game was filed under when it last ended, if it has), Counted
 * (ui_tally.h: its end is in the player's record); Amber and
 * Teal name the players ("person", "level 3").
 */
#define UI_TAG_OPPONENT "Opponent"
#define UI_TAG_LEVEL "Level"
#define UI_TAG_SIDE "Side"
#define UI_TAG_HINTS "Hints"
#define UI_TAG_SEED "Seed"
#define UI_TAG_FILED "Filed"
/* The tips (T) taken in the game so far, when any were. */
#define UI_TAG_TIPS "Tips"
#define UI_TAG_COUNTED "Counted"
/* A room's game (ui_remote.h): the room, and "RESULT REASON" for an end
 * off the board ("teal resign"), as the room's own records say it. */
#define UI_TAG_ROOM "Room"
#define UI_TAG_ENDING RECORD_TAG_ENDING
/* True when `name` can be a Filed tag: letters, digits and '-', 1 to
 * UI_FILED_MAX - 1 of them (never a path). */
bool	ui_record_filed_name_ok(const char *name);
/*
 * A record's player as the game names them to the player: the one person
 * against the computer (`other` not a person) is "You"; any other name (both
 * people, or a level) as the record has it.
 */
const char *ui_record_player(const char *player, const char *other);
/* The game and its settings as a record (no date). */
void	ui_record_game(const struct ui *, struct record *);
/*
 * Takes the game and its settings from a saved record, undo history and
 * all, and plays on.  -1 if a tag is missing or bad, with its name in
 * `tag` (RECORD_TAG_MAX bytes) and a message; the interface is unchanged.
 */
int	ui_record_resume(struct ui *, const struct record *, char *tag,
	    char *error);

/* The Pie tag read back from `record`: a pie game saved before its
 * choice opens the step again.  -1 with the tag's name (RECORD_TAG_MAX
 * bytes) and a message if it is bad. */
int	ui_record_read_pie(const struct record *, struct ui_pie *, char *tag,
	    char *error);

#endif

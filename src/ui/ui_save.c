/*
 * ui_save.c owns the save policy (ui_save.h): which event writes the game,
 * which files it, what happens to the saved game found at the start, and
 * what is said when a file cannot be written.  The files themselves are
 * save.c's; the interface's state is ui.c's.  No terminal and no printing:
 * what the front end must repeat on stderr is left in `notice`.
 */
#include "ui/ui_game.h"
#include "ui/ui_mode.h"
#include "ui/ui_record.h"
#include "ui/ui_replay.h"
#include "ui/ui_review.h"
#include "ui/ui_save.h"

#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "ui/ui_choices.h"
#include "ui/ui_menu.h"
#include "ui/ui_mode.h"
#include "ui/ui_tally.h"

/* A message on the screen and, once the screen is gone, on stderr too. */
static void
ui_save_say(struct ui_save *save, struct ui *ui, const char *short_text,
    const char *full_text)
{
	snprintf(ui->message, sizeof ui->message, "%s", short_text);
	snprintf(save->notice, sizeof save->notice, "%s", full_text);
}

static void
ui_save_record(const struct ui *ui, struct record *record)
{
	ui_record_game(ui, record);
	save_date(time(NULL), record->date, sizeof record->date);
}

/*
 * The name to file `record` under in games/ (`name`: SAVE_PATH_MAX bytes):
 * a finished game's under the name it was filed as before (its Filed tag:
 * it ended, was taken back and ended again), else a new one.  0, or -1
 * with a message.
 */
static int
ui_save_name_record(struct ui_save *save, const struct record *record,
    char *name, char *message)
{
	const char *filed = record_tag(record, UI_TAG_FILED);

	/* games/, checked as the state directory is, once per game. */
	if (save->games_place.fd < 0 && save_place_enter(&save->place,
	    SAVE_GAMES, &save->games_place, message) < 0)
		return -1;
	/* Only an end replaces an end: a game that ended, was taken back and
	 * then left unfinished is filed beside its ending, never over it. */
	if (filed != NULL && ui_record_filed_name_ok(filed) &&
	    record->result != RESULT_NONE) {
		snprintf(name, SAVE_PATH_MAX, "%s", filed);
		return 0;
	}
	if (save_name_game_at(&save->games_place, time(NULL), name, message) <
	    0)
		return -1;
	if (!ui_record_filed_name_ok(name)) {
		snprintf(message, SAVE_MESSAGE_MAX,
		    "%s: no name free for a game", save->games);
		return -1;
	}
	return 0;
}

/* Files `record` under games/ as `name`; 0, or -1 with a message. */
static int
ui_save_file_as(struct ui_save *save, const struct record *record,
    const char *name, char *message)
{
	char file[SAVE_PATH_MAX];

	if (save->games_place.fd < 0 && save_place_enter(&save->place,
	    SAVE_GAMES, &save->games_place, message) < 0)
		return -1;
	snprintf(file, sizeof file, "%.*s%s", UI_FILED_MAX, name, SAVE_SUFFIX);
	return save_write_record_at(&save->games_place, file, record, message);
}

/*
 * Files `record` under games/, the first two steps of the crash-safe order
 * (ui_save.h, FILING): current.gnomon is marked with the name chosen, then
 * the game is filed under it; the caller removes current.gnomon.  0 with
 * the name in `filed_as` (UI_FILED_MAX bytes), or -1 with a message.
 */
static int
ui_save_file_record(struct ui_save *save, const struct record *record,
    char *filed_as, char *message)
{
	static struct record marked;	/* large: not on the stack */
	char name[SAVE_PATH_MAX], ignored[SAVE_MESSAGE_MAX];

	if (ui_save_name_record(save, record, name, message) < 0)
		return -1;
	/* If the mark cannot be written, filing is still tried: a crash
	 * before current.gnomon goes would then offer the game again, as
	 * nothing better can be done. */
	marked = *record;
	if (record_set_tag(&marked, UI_SAVE_TAG_FILING, name) == 0)
		(void)save_write_record_at(&save->place, SAVE_CURRENT, &marked,
		    ignored);
	if (ui_save_file_as(save, record, name, message) < 0)
		return -1;
	snprintf(filed_as, UI_FILED_MAX, "%.*s", UI_FILED_MAX - 1, name);
	return 0;
}

/* A bad saved game: put aside (never deleted), and said so. */
static void
ui_save_bad(struct ui_save *save, struct ui *ui, const char *what,
    bool resume)
{
	char moved[SAVE_PATH_MAX], message[SAVE_MESSAGE_MAX];
	char full[sizeof save->notice], shown[UI_MESSAGE_MAX];
	size_t directory_length = strlen(save->directory);
	const char *relative = what;

	/* The screen is narrow: the file's name without the directory. */
	if (strncmp(what, save->directory, directory_length) == 0 &&
	    what[directory_length] == '/')
		relative = what + directory_length + 1;
	if (save_move_aside_at(&save->place, SAVE_CURRENT, time(NULL), moved,
	    message) < 0) {
		snprintf(full, sizeof full,
		    "gnomon: %.1200s; and cannot move it "
		    "aside: %.1200s",
		    what, message);
		/* Never overwrite what could not be moved aside. */
		save->enabled = false;
		snprintf(shown, sizeof shown, "%.100s; not saving", relative);
	} else {
		snprintf(full, sizeof full,
		    "gnomon: %.1200s; kept as %.1100s%s", what, moved,
		    resume ? "" : ", a new game begins");
		/* "current.gnomon line 3 (kept as .bad-...): what is wrong":
		 * the file, the line and where it went before the cut. */
		const char *colon = strstr(relative, ": ");
		int head = colon != NULL ? (int)(colon - relative) :
					   (int)strlen(relative);

		snprintf(shown, sizeof shown, "%.*s (kept as %.24s)%.80s",
		    head < UI_MESSAGE_MAX / 2 ? head : UI_MESSAGE_MAX / 2,
		    relative,
		    strrchr(moved, '.') != NULL ? strrchr(moved, '.') : moved,
		    colon != NULL ? colon : "");
	}
	ui_save_say(save, ui, shown, full);
}

/*
 * Reads the saved game and takes it into the interface: 1 when resumed (or
 * ready to offer), 0 when there is none (a finished one is filed), -1 when
 * it is bad, with the message naming the file and the line.
 */
static int
ui_save_read(struct ui_save *save, struct ui *ui, struct record *record,
    char *message)
{
	char error[RECORD_ERROR_MAX], tag[RECORD_TAG_MAX];
	int loaded = save_load_at(&save->place, SAVE_CURRENT, record, message);
	const char *filing;
	int line;

	if (loaded <= 0)
		return loaded;
	filing = record_tag(record, UI_SAVE_TAG_FILING);
	if (filing != NULL && ui_record_filed_name_ok(filing)) {
		/* Being filed when it was cut short: filed now, under the
		 * name chosen then (a copy made then is replaced). */
		char name[UI_FILED_MAX];

		snprintf(name, sizeof name, "%s", filing);
		record_remove_tag(record, UI_SAVE_TAG_FILING);
		if (ui_save_file_as(save, record, name, message) == 0)
			save_remove_at(&save->place, SAVE_CURRENT, message);
		return 0;
	}
	/* A Filing tag naming no file in games/ is no one's: dropped. */
	record_remove_tag(record, UI_SAVE_TAG_FILING);
	if (record->result != RESULT_NONE) {
		/* Finished but not filed (a version before the Filing tag
		 * was cut short): file it now, under the name it carries. */
		char filed_as[UI_FILED_MAX];

		if (ui_save_file_record(save, record, filed_as, message) == 0)
			save_remove_at(&save->place, SAVE_CURRENT, message);
		return 0;
	}
	if (ui_record_resume(ui, record, tag, error) == 0)
		return 1;
	line = save_tag_line_at(&save->place, SAVE_CURRENT, tag);
	if (line > 0)
		snprintf(message, SAVE_MESSAGE_MAX, "%s line %d: %s",
		    save->current, line, error);
	else
		snprintf(message, SAVE_MESSAGE_MAX, "%s: %s", save->current,
		    error);
	return -1;
}

/* Why --resume cannot be done, in `notice`: -1. */
static int
ui_save_cannot_resume(struct ui_save *save, const char *why)
{
	snprintf(save->notice, sizeof save->notice, "%s", why);
	return -1;
}

/*
 * The state directory could not be locked (another game saves in it, or
 * it is read-only): a game saved there is still the player's, and hiding
 * it would make it look lost.  Playing it on would fork it (two copies
 * going different ways, or moves that cannot be kept), so it is shown as a
 * replay at its last move, to step through, and the message says why it
 * cannot be continued.  True when there was one to show.
 */
static bool
ui_save_show_read_only(struct ui_save *save, struct ui *ui, const char *why)
{
	static struct record record;	/* large: not on the stack */
	char message[SAVE_MESSAGE_MAX], shown[UI_MESSAGE_MAX];
	bool another = strstr(why, "another game") != NULL;

	if (save->place.fd < 0 || save_load_at(&save->place, SAVE_CURRENT,
	    &record, message) != 1 || record.result != RESULT_NONE)
		return false;
	ui_replay(ui, &record);
	ui_replay_to(ui, record.move_count);
	snprintf(shown, sizeof shown, "Your saved game, read-only: %s",
	    another ? "another gnomon is playing it" : "cannot save here");
	snprintf(ui->message, sizeof ui->message, "%s", shown);
	/* Straight into the notice, which has room for both paths. */
	snprintf(save->notice, sizeof save->notice, "gnomon: your saved game "
	    "%s/%s was shown read-only, and is kept as it was: %s",
	    save->directory, SAVE_CURRENT, why);
	save->read_only = true;
	return true;
}

/*
 * The game the command line chose, not yet begun, begun again from the
 * sun the menu opens on (ui_choices_recall); the panel's rules line says
 * which ("Rules: first sun SE"), as for the menu's game, and the line
 * under the board keeps its first words for the board.
 */
static void
ui_save_fair_start(struct ui *ui)
{
	char said[sizeof ui->message];

	if (!ui->game.started || ui->game.plies > 0 || !ui_game_is_local(ui))
		return;
	/* What was said of the directory stays said. */
	memcpy(said, ui->message, sizeof said);
	ui_game_setup(ui, &ui->options);
	(void)ui_menu_new_game(ui);
	memcpy(ui->message, said, sizeof said);
}

int
ui_save_open(struct ui_save *save, struct ui *ui, bool resume)
{
	char message[SAVE_MESSAGE_MAX], what[SAVE_MESSAGE_MAX + 32];
	static struct record record;	/* large: not on the stack */
	int loaded;

	memset(save, 0, sizeof *save);
	save->lock = save->place.fd = save->games_place.fd = -1;
	save->kept_moves = -1;
	if (save_directory(save->directory, sizeof save->directory) < 0) {
		if (resume)
			return ui_save_cannot_resume(save, "gnomon: nothing to "
			    "resume: neither XDG_STATE_HOME nor HOME is set");
		ui_save_say(save, ui, "No HOME: this game will not be saved",
		    "gnomon: neither XDG_STATE_HOME nor HOME is set: the game "
		    "was not saved");
		return 0;
	}
	snprintf(save->current, sizeof save->current, "%s/%s", save->directory,
	    SAVE_CURRENT);
	snprintf(save->games, sizeof save->games, "%s/%s", save->directory,
	    SAVE_GAMES);
	/* The menu's remembered choices, read even where this game cannot
	 * save: reading changes nothing there. */
	if (save_place_open(&save->place, save->directory, message) == 0 &&
	    ui_choices_recall(ui, &save->place, save->notice,
	    sizeof save->notice)) {
		if (ui_mode(ui) == UI_MODE_MENU)
			ui_menu_reset(ui);
		else
			ui_save_fair_start(ui);
	}
	if (save->place.fd < 0 ||
	    (save->lock = save_lock_at(&save->place, message)) < 0) {
		/* Held by a game of this user's that may hang on in a
		 * session gone dead: the front end may offer to end it. */
		if (save->place.fd >= 0 &&
		    strstr(message, "another game") != NULL)
			(void)save_lock_holder(&save->place, &save->holder);
		if (resume) {
			snprintf(what, sizeof what, "gnomon: cannot resume: %s",
			    message);
			return ui_save_cannot_resume(save, what);
		}
		if (ui_save_show_read_only(save, ui, message))
			return 0;
		snprintf(what, sizeof what,
		    "gnomon: %s: this game is not saved", message);
		ui_save_say(save, ui,
		    strstr(message, "another game") != NULL ?
			"Another gnomon is saving its game: this one is not "
			"saved" :
			"Cannot save (see on quitting): this game is not saved",
		    what);
		return 0;
	}
	save->enabled = true;
	/* Holding the lock, no write of ours can be under way here: what a
	 * kill cut short is left over, and goes. */
	save_clean_temporary_at(&save->place);
	save_clean_temporary_of_at(&save->place, MENU_CHOICES_FILE);
	if (save_place_enter(&save->place, SAVE_GAMES, &save->games_place,
	    message) == 0)
		save_clean_temporary_at(&save->games_place);

	loaded = ui_save_read(save, ui, &record, message);
	if (loaded < 0) {
		ui_save_bad(save, ui, message, resume);
		if (resume) {
			/* The notice already says what was wrong and where the
			 * file went; one line more says what became of
			 * --resume. */
			size_t length = strlen(save->notice);

			snprintf(save->notice + length,
			    sizeof save->notice - length,
			    "\ngnomon: nothing to resume");
			return -1;
		}
		return 0;
	}
	if (loaded == 0) {
		if (resume) {
			snprintf(what, sizeof what,
			    "gnomon: nothing to resume: "
			    "no saved game in %s",
			    save->directory);
			return ui_save_cannot_resume(save, what);
		}
		return 0;
	}
	save->offered = record;
	save->last = record;	/* what current.gnomon holds */
	save->have_last = true;
	save->offering = !resume;
	if (resume) {
		save->kept_moves = record.move_count;
		snprintf(ui->message, sizeof ui->message, "Game resumed");
	}
	else
		ui_offer_resume(ui);
	return 0;
}

int
ui_save_take_over(struct ui_save *save, struct ui *ui)
{
	struct save_holder holder = save->holder;
	char message[SAVE_MESSAGE_MAX];
	int lock, opened;

	lock = save_lock_end_holder(&save->place, &holder, message);
	ui_save_close(save);
	if (lock < 0) {
		snprintf(save->notice, sizeof save->notice, "gnomon: %s",
		    message);
		return -1;
	}
	/* Taken: let go and open afresh, as any start does (a game that
	 * started meanwhile would take it first, and be said so). */
	close(lock);
	ui_init_again(ui, &ui->options);
	opened = ui_save_open(save, ui, false);
	/* What the ended game saved is played on, as if offered and taken. */
	if (opened == 0 && save->offering)
		ui_save_event(save, ui, ui_offer_take(ui));
	return opened;
}

static void
ui_save_failed(struct ui_save *save, struct ui *ui, const char *message)
{
	char shown[UI_MESSAGE_MAX], full[SAVE_MESSAGE_MAX + 16];

	snprintf(shown, sizeof shown, "Cannot save: %.100s", message);
	snprintf(full, sizeof full, "gnomon: cannot save: %s", message);
	ui_save_say(save, ui, shown, full);
}

/* Files `record` under games/ and forgets the saved game; when `record` is
 * the game on the screen, it remembers where it was filed.  -1 if it could
 * not be filed (current.gnomon then still holds it, to be filed at the
 * next start). */
static int
ui_save_file(struct ui_save *save, struct ui *ui, const struct record *record,
    bool current)
{
	char message[SAVE_MESSAGE_MAX], filed_as[UI_FILED_MAX];

	save->have_last = false;
	if (ui_save_file_record(save, record, filed_as, message) < 0) {
		ui_save_failed(save, ui, message);
		save->unkept |= current;
		return -1;
	}
	if (current) {
		/* Filed whole: nothing of it is left to lose. */
		save->unkept = false;
		save->kept_moves = -1;
	}
	if (current && ui_record_filed_name_ok(filed_as))
		snprintf(ui->game.filed_as, sizeof ui->game.filed_as, "%s",
		    filed_as);
	/* Filed: a failure to forget it is said, and the next start files
	 * it again under the same name, which changes nothing. */
	if (save_remove_at(&save->place, SAVE_CURRENT, message) < 0)
		ui_save_failed(save, ui, message);
	return 0;
}

/* current.gnomon holds the game on the screen as it stands: written while
 * it has moves, else gone. */
static void
ui_save_write(struct ui_save *save, struct ui *ui)
{
	static struct record record;	/* large: not on the stack */
	char message[SAVE_MESSAGE_MAX];

	save->have_last = false;
	ui_save_record(ui, &record);
	if (record.move_count == 0) {
		if (save_remove_at(&save->place, SAVE_CURRENT, message) < 0)
			ui_save_failed(save, ui, message);
		else {
			save->unkept = false;	/* no move: nothing to keep */
			save->kept_moves = -1;
		}
	} else if (save_write_record_at(&save->place, SAVE_CURRENT, &record,
	    message) < 0) {
		ui_save_failed(save, ui, message);
		save->unkept = true;
	} else {
		save->last = record;
		save->have_last = true;
		save->unkept = false;
		save->kept_moves = record.move_count;
	}
}

/* The game on the screen, filed. */
static void
ui_save_file_game(struct ui_save *save, struct ui *ui)
{
	static struct record record;	/* large: not on the stack */

	ui_save_record(ui, &record);
	(void)ui_save_file(save, ui, &record, true);
}

/*
 * A finished game, filed (crash-safe, as every filing): its name is chosen
 * first, so that the game filed carries it in its Filed tag, and ending it
 * again after an undo replaces that file.
 */
static void
ui_save_finish(struct ui_save *save, struct ui *ui)
{
	static struct record record;	/* large: not on the stack */
	char message[SAVE_MESSAGE_MAX], name[SAVE_PATH_MAX];

	if (!ui_record_filed_name_ok(ui->game.filed_as) &&
	    (save->games_place.fd >= 0 ||
		save_place_enter(&save->place, SAVE_GAMES, &save->games_place,
		    message) == 0) &&
	    save_name_game_at(&save->games_place, time(NULL), name, message) ==
		0 &&
	    ui_record_filed_name_ok(name))
		snprintf(ui->game.filed_as, sizeof ui->game.filed_as, "%.*s",
		    UI_FILED_MAX - 1, name);
	ui_save_record(ui, &record);
	(void)ui_save_file(save, ui, &record, true);
}

/*
 * The game that ended, counted in the player's record (ui_tally.h), in the
 * state directory even when another game holds its lock: the record has a
 * lock of its own.  What went wrong, or a bad record kept aside, is said
 * on the screen and, added to the notice, after it.
 */
static void
ui_save_tally(struct ui_save *save, struct ui *ui)
{
	char message[SAVE_MESSAGE_MAX], shown[UI_MESSAGE_MAX];
	struct state_update update;
	size_t length = strlen(save->notice);

	if (save->place.fd < 0)
		return;		/* no state directory: nowhere to keep it */
	if (ui_tally_count(ui, &save->place, &update, message) < 0) {
		/* The path is long: in full once the screen is gone. */
		snprintf(shown, sizeof shown, "This game could not be counted "
		    "in your record (see on quitting)");
		snprintf(save->notice + length, sizeof save->notice - length,
		    "%sgnomon: the game was not counted in your record: "
		    "%.1200s",
		    length > 0 ? "\n" : "", message);
	} else if (update.moved_aside) {
		const char *name = strrchr(update.moved, '/');

		snprintf(shown, sizeof shown, "Your record was unreadable, "
		    "kept as %.40s: a new one begun", name != NULL ? name + 1 :
		    update.moved);
		snprintf(save->notice + length, sizeof save->notice - length,
		    "%sgnomon: %.1000s; kept as %.1000s, and a new record "
		    "begun with this game", length > 0 ? "\n" : "", update.why,
		    update.moved);
	} else
		return;
	snprintf(ui->message, sizeof ui->message, "%s", shown);
}

static void
ui_save_files(struct ui_save *save, struct ui *ui, enum ui_event event)
{
	/* A lesson's game is the lesson's: the game put aside for it was
	 * saved after its last move. */
	if (!save->enabled || event == UI_EVENT_NONE || ui->game.lesson)
		return;
	/* Quitting while the saved game is offered keeps it as it is; any
	 * other answer ends the offer. */
	if (save->offering && event == UI_EVENT_QUIT)
		return;
	save->offering = false;
	switch (event) {
	case UI_EVENT_MOVED:
	case UI_EVENT_UNDONE:
	case UI_EVENT_NEW_GAME:
		ui_save_write(save, ui);
		break;
	case UI_EVENT_FINISHED:
		ui_save_finish(save, ui);
		break;
	case UI_EVENT_REPLACED:
		/* R and a new game in the middle of one: the old one is filed
		 * as current.gnomon held it, after its last move.  If that
		 * failed, current.gnomon keeps it (marked, to be filed at the
		 * next start) until the new game has a move. */
		if (save->have_last && ui_save_file(save, ui, &save->last,
		    false) < 0)
			break;
		ui_save_write(save, ui);
		break;
	case UI_EVENT_DECLINED:
		/* Not resumed, but not lost: filed with the others. */
		(void)ui_save_file(save, ui, &save->offered, false);
		break;
	case UI_EVENT_QUIT:
		/* Written again for what changed since the last move (the
		 * hints' setting); a game over or without a move was filed
		 * or never saved, and a review (V) steps through one that is
		 * over, whatever move it shows.  A replay anywhere on the
		 * stack shows a record, not the game in play (put aside
		 * under it). */
		if (ui->game.started && !ui_game_is_over(ui) &&
		    ui->game.plies > 0 && !ui_review_showing(ui) &&
		    ui_mode_data(ui, &ui_mode_replay) == NULL)
			ui_save_write(save, ui);
		break;
	case UI_EVENT_ABANDONED:
		if (ui->game.started && !ui_game_is_over(ui) &&
		    ui->game.plies > 0)
			ui_save_file_game(save, ui);
		break;
	case UI_EVENT_RESUMED:
		save->kept_moves = save->offered.move_count;
		break;
	case UI_EVENT_NONE:
	case UI_EVENT_SEND:	/* a room's: the room saves its game */
	case UI_EVENT_RECONNECT:
		break;
	}
}

void
ui_save_event(struct ui_save *save, struct ui *ui, enum ui_event event)
{
	/* Marked counted before the game is filed, so that what is filed
	 * and any save of it carry the mark; counted after, so that a crash
	 * between the two loses the count rather than counting it twice. */
	bool tally = event == UI_EVENT_FINISHED && ui_tally_counts(ui);

	if (tally)
		ui->tally.counted = true;
	/* A game begun from the menu: its choices kept for the next time,
	 * by the game that holds the directory (the only one that writes
	 * there, and clears what a kill left of a write). */
	if ((event == UI_EVENT_NEW_GAME || event == UI_EVENT_REPLACED) &&
	    ui_choices_take_chosen(ui)) {
		if (save->enabled)
			ui_choices_keep(ui, &save->place, save->notice,
			    sizeof save->notice);
	}
	ui_save_files(save, ui, event);
	if (tally)
		ui_save_tally(save, ui);
	else if (event == UI_EVENT_FINISHED && ui->tally.counted &&
	    save->place.fd >= 0)
		/* Counted before it was resumed: where the player stands is
		 * read, not counted. */
		ui_tally_recall(ui, &save->place);
}

bool
ui_save_lost(const struct ui_save *save, const struct ui *ui, char *lost)
{
	static struct record record;	/* large: not on the stack */
	int moves, kept = save->kept_moves;

	if (!save->unkept)
		return false;
	ui_record_game(ui, &record);
	moves = record.move_count;
	if (kept > moves)	/* undone since: what is kept is no less */
		kept = moves;
	if (kept < 0)
		snprintf(lost, UI_SAVE_LOST_MAX,
		    "%s\ngnomon: the game could "
		    "not be kept: nothing of it is saved, its %d moves are "
		    "lost",
		    save->notice, moves);
	else if (kept < moves)
		snprintf(lost, UI_SAVE_LOST_MAX, "%s\ngnomon: the game could "
		    "not be kept: %s holds it as it was after move %d of %d; "
		    "the moves after it are lost", save->notice, save->current,
		    kept, moves);
	else
		snprintf(lost, UI_SAVE_LOST_MAX, "%s\ngnomon: the game could "
		    "not be kept as it stands: %s holds its %d moves, without "
		    "what changed since", save->notice, save->current, moves);
	return true;
}

void
ui_save_close(struct ui_save *save)
{
	if (save->lock >= 0)
		close(save->lock);
	save->lock = -1;
	save_place_close(&save->games_place);
	save_place_close(&save->place);
}

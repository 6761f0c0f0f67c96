/*
 * match_record.c owns keeping computer games as records (match_record.h):
 * naming the players, collecting the moves, writing the file through save.h.
 */
#include "lab/match_record.h"

#include <inttypes.h>
#include <stdio.h>
#include <time.h>

#include "cli/message.h"
#include "store/save.h"

void
match_record_player(const struct match_player *player, char *name, size_t size)
{
	switch (player->kind) {
	case MATCH_RANDOM:
		snprintf(name, size, "random");
		break;
	case MATCH_LEVEL:
		snprintf(name, size, "level %d", player->number);
		break;
	case MATCH_NODES:
		snprintf(name, size, "n%" PRIu64, player->nodes);
		break;
	case MATCH_DEPTH:
	default:
		snprintf(name, size, "depth %d", player->number);
		break;
	}
}

void
match_record_start(struct record *record, const struct rules *rules,
    const struct match_player players[2], uint64_t seed)
{
	char number[RECORD_VALUE_MAX];

	record_init(record, rules);
	save_date(time(NULL), record->date, sizeof record->date);
	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		match_record_player(&players[colour], record->player[colour],
		    sizeof record->player[colour]);
	snprintf(number, sizeof number, "%" PRIu64, seed);
	record_set_tag(record, "Seed", number);
}

void
match_record_moved(const struct board *before, uint16_t move,
    const struct board *after, const struct undo *undo,
    const struct search_report *report, void *context)
{
	struct record *record = context;

	(void)before;
	(void)undo;
	(void)report;
	record_add_move(record, move);
	record->result = board_result(after);
}

int
match_record_directory(const char *command, const char *directory)
{
	char message[SAVE_MESSAGE_MAX];

	if (save_make_directory(directory, message) < 0) {
		message_print(stderr, "gnomon %s: %s\n", command, message);
		return -1;
	}
	return 0;
}

int
match_record_write(const char *command, const char *directory,
    const char *name, const struct record *record)
{
	char message[SAVE_MESSAGE_MAX];

	if (save_file_record(directory, name, record, 0, NULL, message) < 0) {
		message_print(stderr, "gnomon %s: %s\n", command, message);
		return -1;
	}
	return 0;
}

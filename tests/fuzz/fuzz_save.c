/*
 * libFuzzer harness for resuming a saved game (ui_record_resume): any
 * bytes either are refused, by the record reader or by the check of the
 * saved settings, or resume a game that is exactly the record's (at the
 * pie choice if it was saved before the choice), and that saves back to
 * a record that resumes the same again.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/record.h"
#include "ui/play_options.h"
#include "ui/ui.h"
#include "ui/ui_cursor.h"
#include "ui/ui_game.h"
#include "ui/ui_mode.h"
#include "ui/ui_pie.h"
#include "ui/ui_record.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char text[RECORD_TEXT_MAX];
	static struct record record, saved, again;
	static struct ui ui, resumed;
	struct play_options options;
	struct board end;
	char error[RECORD_ERROR_MAX], tag[RECORD_TAG_MAX];
	enum ui_mode expected_mode;
	int line;

	if (record_read((const char *)data, size, &record, &line, error) != 0)
		return 0;
	play_options_default(&options);
	ui_init(&ui, &options);
	if (ui_record_resume(&ui, &record, tag, error) != 0) {
		if (tag[0] == '\0' && record.result == RESULT_NONE)
			abort(); /* refused without naming the tag at fault */
		return 0;
	}
	record_position(&record, record.move_count, &end);
	/* A pie game saved before the pie was chosen resumes at the choice. */
	expected_mode = ui_game_pie_pending(&ui) ? UI_MODE_PIE : UI_MODE_PLAY;
	if (ui.game.plies != record.move_count ||
	    ui.game.board.hash != end.hash || ui_mode(&ui) != expected_mode ||
	    ui_game_is_over(&ui))
		abort();
	ui_record_game(&ui, &saved);
	if (record_write(&saved, text, sizeof text) < 0 ||
	    record_read(text, strlen(text), &again, &line, error) != 0)
		abort();
	ui_init(&resumed, &options);
	if (ui_record_resume(&resumed, &again, tag, error) != 0 ||
	    resumed.game.board.hash != ui.game.board.hash ||
	    resumed.game.level != ui.game.level ||
	    resumed.game.human != ui.game.human ||
	    resumed.game.opponent != ui.game.opponent ||
	    ui_cursor_hints(&resumed) != ui_cursor_hints(&ui) ||
	    resumed.seed != ui.seed || ui_mode(&resumed) != ui_mode(&ui))
		abort();
	return 0;
}

/*
 * libFuzzer harness for the position reader: any bytes either are refused
 * or read as a sound position that writes back and reads again the same.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/notation.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char text[NOTATION_INPUT_MAX * 2], written[NOTATION_POSITION_MAX];
	char error[NOTATION_ERROR_MAX];
	struct board board, again;
	struct rules rules;

	if (size >= sizeof text)
		size = sizeof text - 1;
	memcpy(text, data, size);
	text[size] = '\0';
	rules_default(&rules);
	/* The first byte, if any, picks a variant so that every rule set is
	 * read. */
	if (size > 0) {
		rules.day_length = 1 + data[0] % DAY_MAX;
		rules.snake = data[0] & 0x10;
		rules.stones =
		    STONES_MIN + (data[0] >> 5) % (STONES_MAX - STONES_MIN + 1);
		/* The moon's fifth field and the tall stones' A and T. */
		rules.moon = data[0] & 0x01;
		rules.mixed = (data[0] & 0x02) && rules.stones % 2 == 1;
	}
	if (notation_read_position(text, &rules, &board, error) != 0)
		return 0;
	if (board_check(&board) != NULL)
		abort();
	notation_position(&board, written);
	if (notation_read_position(written, &rules, &again, error) != 0 ||
	    again.hash != board.hash)
		abort();
	return 0;
}

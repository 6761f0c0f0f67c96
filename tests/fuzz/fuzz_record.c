/*
 * libFuzzer harness for the game-record reader: any bytes either are refused
 * or read as a record that writes back to text which reads the same again.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/record.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char text[RECORD_TEXT_MAX];
	static struct record record, again;
	char error[RECORD_ERROR_MAX];
	int line;

	if (record_read((const char *)data, size, &record, &line, error) != 0)
		return 0;
	if (record_write(&record, text, sizeof text) < 0)
		abort();
	if (record_read(text, strlen(text), &again, &line, error) != 0 ||
	    again.move_count != record.move_count ||
	    again.result != record.result)
		abort();
	return 0;
}

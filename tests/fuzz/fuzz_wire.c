/*
 * libFuzzer harness for the rooms' line parser (wire.h): any bytes are
 * either refused with a clean message or parsed into a message that
 * formats to a line which parses and formats to the very same line; and
 * free text, once cleaned, holds nothing a terminal would obey.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/utf8.h"
#include "net/wire.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Whether `text` is clean: no C0 control, no DEL, no C1 (0xC2 0x80..0x9F). */
static int
fuzz_wire_clean(const char *text)
{
	for (const unsigned char *at = (const unsigned char *)text; *at != '\0';
	     at++) {
		if (*at < ' ' || *at == 0x7F)
			return 0;
		if (at[0] == 0xC2 && at[1] >= 0x80 && at[1] <= 0x9F)
			return 0;
	}
	return 1;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char line[WIRE_LINE_MAX * 2], formatted[WIRE_LINE_MAX],
	    again[WIRE_LINE_MAX], text[WIRE_LINE_MAX * 2];
	static struct wire_message message, reparsed;
	char error[WIRE_ERROR_MAX];
	size_t kept = size < sizeof line - 1 ? size : sizeof line - 1;
	size_t length;

	memcpy(line, data, kept);
	line[kept] = '\0';
	memcpy(text, line, kept + 1);
	length = utf8_clean(text, strlen(text));
	if (length != strlen(text) || !fuzz_wire_clean(text) ||
	    utf8_clean(text, length) != length)
		abort();
	if (wire_parse(line, &message, error) != 0) {
		if (error[0] == '\0' || !fuzz_wire_clean(error) ||
		    strlen(error) >= WIRE_ERROR_MAX)
			abort();
		return 0;
	}
	if (!fuzz_wire_clean(message.text))
		abort();
	if (wire_format(&message, formatted, sizeof formatted) < 0 ||
	    strlen(formatted) >= WIRE_LINE_MAX)
		abort();
	if (wire_parse(formatted, &reparsed, error) != 0 ||
	    reparsed.kind != message.kind)
		abort();
	if (wire_format(&reparsed, again, sizeof again) < 0 ||
	    strcmp(formatted, again) != 0)
		abort();
	return 0;
}

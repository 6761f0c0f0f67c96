/*
 * ui_name.c: a player's name as a screen shows it (ui_name.h).
 */
#include "ui/ui_name.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/utf8.h"
#include "net/wire.h"
#include "ui/ui_text.h"

enum {
	ASCII_LAST = 0x7e,
	UTF8_TAIL_MASK = 0xc0,	/* a UTF-8 continuation byte is 10xxxxxx */
	UTF8_TAIL = 0x80
};

#define UNKNOWN_MARK '?'	/* a character an ASCII terminal cannot show */

void
ui_name_ascii(const char *text, char *out, size_t size)
{
	size_t used = 0, length;

	if (size == 0)
		return;
	snprintf(out, size, "%s", text);
	length = utf8_clean(out, strlen(out));
	/* Clean UTF-8 now: a character's first byte is its mark, the rest
	 * go (the text only shrinks, so it is rewritten in place). */
	for (size_t i = 0; i < length; i++) {
		unsigned char c = (unsigned char)out[i];

		if (c <= ASCII_LAST)
			out[used++] = (char)c;
		else if ((c & UTF8_TAIL_MASK) != UTF8_TAIL)
			out[used++] = UNKNOWN_MARK;
	}
	out[used] = '\0';
}

void
ui_name_show(const char *name, bool ascii, char *out, size_t size)
{
	size_t used = 0;

	if (size == 0)
		return;
	if (!ascii && wire_name_valid(name)) {
		snprintf(out, size, "%s", name);
		wire_cut_text(out, size);
		return;
	}
	ui_name_ascii(name, out, size);
	/* No name holds a space: one that is no name's shows none. */
	for (size_t i = 0; out[i] != '\0'; i++)
		if (out[i] != ' ')
			out[used++] = out[i];
	out[used] = '\0';
}

int
ui_name_columns(const char *text)
{
	return ui_text_columns(text);
}

void
ui_name_fit(const char *text, int columns, char *out, size_t size)
{
	size_t used = 0;
	int taken = 0;

	if (size == 0)
		return;
	while (*text != '\0') {
		size_t length;
		int width = ui_text_character(text, &length);

		if (taken + width > columns || used + length >= size)
			break;
		memcpy(out + used, text, length);
		used += length;
		taken += width;
		text += length;
	}
	for (; taken < columns && used + 1 < size; taken++)
		out[used++] = ' ';
	out[used] = '\0';
}

void
ui_name_back(char *text)
{
	size_t length = strlen(text);

	while (length > 0 && ((unsigned char)text[length - 1] &
	    UTF8_TAIL_MASK) == UTF8_TAIL)
		length--;
	if (length > 0)
		text[length - 1] = '\0';
}

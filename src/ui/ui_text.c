/*
 * ui_text.c: columns, ASCII stand-ins and word wrap for the interface's
 * texts (ui_text.h).
 */
#include "ui/ui_text.h"

#include "core/utf8.h"
#include "core/utf8_width.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

/* UTF-8 in the interface's texts, and what stands for it in ASCII: no
 * wider than needed, since the menu's box has room for one more column.
 * The marks the board and the dial draw stand as they are drawn there
 * (tui_draw_glyphs), each with a meaning of its own: '+' is the quiet dot
 * alone, where it once was also the next sun and a finished lesson. */
static const struct {
	const char *utf8, *ascii;
} ascii_replacements[] = {
	{ "·", "-" }, { "…", "..." }, { "↑↓", "up/down" }, { "←→", "<->" },
	{ "×", "x" }, { "●", "o" }, { "◆", "<>" }, { "▸", ">" }, { "◂", "<" },
	{ "✓", UI_DONE_ASCII }, { "–", "-" }, { "☼", "*" },
	{ "○", UI_NEXT_SUN_ASCII }, { "☾", ")" }, { "◉", "@" }, { "◈", "#" },
	{ "•", "+" }
};

/* Where a text is cut: one column, or three in ASCII. */
#define CUT_UTF8 "\xe2\x80\xa6"
#define CUT_ASCII "..."

static bool
is_continuation(char byte)
{
	return ((unsigned char)byte & 0xC0) == 0x80;
}

void
ui_text_ascii(const char *text, char *out, size_t size)
{
	size_t used = 0,
	       count = sizeof ascii_replacements / sizeof ascii_replacements[0];

	if (size == 0)
		return;
	while (*text != '\0' && used + 1 < size) {
		const char *stand_in = NULL;
		size_t length = 1, i;

		for (i = 0; i < count; i++) {
			length = strlen(ascii_replacements[i].utf8);
			if (strncmp(text, ascii_replacements[i].utf8, length) ==
			    0) {
				stand_in = ascii_replacements[i].ascii;
				break;
			}
		}
		if (stand_in == NULL) {
			out[used++] = *text++;
			continue;
		}
		/* A stand-in that does not fit whole is left out. */
		if (used + strlen(stand_in) >= size)
			break;
		memcpy(out + used, stand_in, strlen(stand_in));
		used += strlen(stand_in);
		text += length;
	}
	out[used] = '\0';
}

int
ui_text_character(const char *text, size_t *length)
{
	const unsigned char *bytes = (const unsigned char *)text;
	unsigned long point;

	/* ASCII is one column: the interface's texts hold no controls. */
	*length = 1;
	if (bytes[0] < UTF8_CONTINUATION)
		return 1;
	*length = utf8_decode(bytes, UTF8_CHARACTER_MAX, &point);
	if (*length > 0)
		return utf8_width(point);
	/* Not UTF-8: one column, as a terminal's stand-in, for the byte
	 * and whatever continues it. */
	*length = 1;
	while (is_continuation(text[*length]))
		++*length;
	return 1;
}

int
ui_text_columns(const char *text)
{
	int columns = 0;

	while (*text != '\0') {
		size_t length;

		columns += ui_text_character(text, &length);
		text += length;
	}
	return columns;
}

const char *
ui_text_cut_mark(bool ascii)
{
	return ascii ? CUT_ASCII : CUT_UTF8;
}

void
ui_text_cut(const char *text, int width, bool ascii, char *out, size_t size)
{
	const char *mark = ui_text_cut_mark(ascii);
	int mark_columns = ui_text_columns(mark), columns = 0;
	size_t used = 0, fitted = 0;

	if (size == 0)
		return;
	if (mark_columns > width)
		mark = "";
	while (text[used] != '\0' && text[used] != '\n') {
		size_t length;
		int wide = ui_text_character(text + used, &length);

		/* A cut may fall before any character not drawn over the one
		 * before it, with the mark after. */
		if (wide > 0 && columns + mark_columns <= width &&
		    used + strlen(mark) < size)
			fitted = used;
		if (columns + wide > width || used + length >= size)
			break;
		columns += wide;
		used += length;
	}
	if (text[used] == '\n' && columns + mark_columns <= width &&
	    used + strlen(mark) < size)
		fitted = used;
	if (text[used] == '\0') {
		memcpy(out, text, used);
		out[used] = '\0';
		return;
	}
	memcpy(out, text, fitted);
	snprintf(out + fitted, size - fitted, "%s", mark);
}

const char *
ui_text_wrap(const char *text, int width, size_t *row_bytes)
{
	const char *end = text, *cut = NULL;
	int columns = 0;

	if (width < 1)
		width = 1; /* every row takes something, so wrapping ends */
	while (*end != '\0' && *end != '\n') {
		size_t length;
		int wide = ui_text_character(end, &length);

		/* A row's first character goes in, however wide. */
		if (columns + wide > width && end != text)
			break;
		if (*end == ' ')
			cut = end;
		end += length;
		columns += wide;
	}
	/* A word would be split: end the row at the last space instead. */
	if (*end != '\0' && *end != ' ' && *end != '\n' && cut != NULL)
		end = cut;
	*row_bytes = (size_t)(end - text);
	while (*end == ' ')
		end++;
	if (*end == '\n')
		end++;	/* a line break ends the row, and is not drawn */
	return end;
}

int
ui_text_rows(const char *text, int width)
{
	int rows = 0;
	size_t row_bytes;

	while (*text != '\0') {
		text = ui_text_wrap(text, width, &row_bytes);
		rows++;
	}
	return rows;
}

/*
 * Drops whole clauses from the end of a reason (each after its last ", "
 * or " and ") until it takes at most `room` bytes: a reason is shortened,
 * never cut in the middle of a word ("lets Teal t").
 */
void
ui_text_shorten(char *text, size_t room)
{
	static const char *const joins[] = { ", ", " and " };

	while (strlen(text) > room) {
		char *cut = NULL;

		for (size_t i = 0; i < sizeof joins / sizeof joins[0]; i++)
			for (char *at = strstr(text, joins[i]); at != NULL;
			    at = strstr(at + 1, joins[i]))
				if (cut == NULL || at > cut)
					cut = at;
		if (cut == NULL)
			cut = strrchr(text, ' ');
		if (cut == NULL)
			cut = text;
		*cut = '\0';
	}
}

/* The rows of the line at `line`, up to its line break. */
static int
ui_text_line_rows(const char *line, int width)
{
	int rows = 0;
	size_t bytes;

	while (*line != '\0') {
		line = ui_text_wrap(line, width, &bytes);
		rows++;
		if (line[-1] == '\n')
			break;
	}
	return rows;
}

const char *
ui_text_last_lines(const char *text, int width, int rows)
{
	const char *end = text + strlen(text), *shown = NULL;
	int taken = 0;

	if (end > text && end[-1] == '\n')
		end--;
	/* Line by line from the last, each begun after the break before. */
	for (;;) {
		const char *line = end;

		while (line > text && line[-1] != '\n')
			line--;
		taken += ui_text_line_rows(line, width);
		if (taken > rows && shown != NULL)
			break;
		shown = line;
		if (taken >= rows || line == text)
			break;
		end = line - 1;
	}
	return shown;
}

const char *
ui_text_tail(const char *text, int width, size_t size)
{
	size_t left = strlen(text);
	int columns = ui_text_columns(text);

	/* From the start, a character at a time, until what is left fits. */
	while (*text != '\0') {
		size_t length;
		int wide = ui_text_character(text, &length);

		if (wide > 0 && columns <= width && left < size)
			break;
		columns -= wide;
		left -= length;
		text += length;
	}
	return text;
}

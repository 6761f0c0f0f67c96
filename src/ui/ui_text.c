/*
 * ui_text.c: columns, ASCII stand-ins and word wrap for the interface's
 * texts (ui_text.h).
 */
#include "ui/ui_text.h"

#include <stdbool.h>
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
ui_text_columns(const char *text)
{
	int columns = 0;

	for (; *text != '\0'; text++)
		if (!is_continuation(*text))
			columns++;
	return columns;
}

const char *
ui_text_wrap(const char *text, int width, size_t *row_bytes)
{
	const char *end = text, *cut = NULL;
	int columns = 0;

	if (width < 1)
		width = 1; /* every row takes something, so wrapping ends */
	while (*end != '\0' && *end != '\n' && columns < width) {
		if (*end == ' ')
			cut = end;
		end++;
		while (is_continuation(*end))
			end++;
		columns++;
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

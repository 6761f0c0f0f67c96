/*
 * plain_page.c owns the line mode's page for a screen it knows by no name
 * (plain_page.h): the view's list, line by line, in ASCII.
 */
#include "plain/plain_page.h"

#include <string.h>

#include "ui/ui_text.h"

/* `text` (UTF-8, the interface's) as ASCII after `lead`, on a line of its
 * own; the intro's line breaks are kept. */
static void
plain_page_line(FILE *out, const char *lead, const char *text)
{
	char ascii[UI_LINE_MAX * 4];

	ui_text_ascii(text, ascii, sizeof ascii);
	fprintf(out, "%s%s\n", lead, ascii);
}

bool
plain_page_wanted(const struct ui_view *view)
{
	switch (view->screen) {
	case UI_SCREEN_BOARD:
	case UI_SCREEN_MENU:
	case UI_SCREEN_RULES:
		return false;
	default:
		/* A list, or a kind of screen newer than this file. */
		return true;
	}
}

void
plain_page(FILE *out, const struct ui_view *view)
{
	const struct ui_list_view *list = &view->list;
	char blank[sizeof PLAIN_PAGE_MARK];

	memset(blank, ' ', sizeof blank - 1);
	blank[sizeof blank - 1] = '\0';
	plain_page_line(out, "", list->title);
	if (list->intro[0] != '\0')
		plain_page_line(out, "", list->intro);
	for (int i = 0; i < list->count && i < UI_LIST_ROWS_MAX; i++)
		plain_page_line(out, i == list->current ? PLAIN_PAGE_MARK :
		    blank, list->rows[i]);
	plain_page_line(out, "", list->footer);
}

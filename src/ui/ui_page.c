/*
 * ui_page.c owns the page screen (UI_MODE_RULES): a page of text scrolled
 * over the board, which is the rules (F1), a review's report (V in a
 * review) or, in a room, how a friend joins (I, ui_remote.c).  It scrolls
 * and closes; what the page says is ui_rules.c's, the review's or the
 * room's.
 */
#include "ui/ui_binding.h"
#include "ui/ui_page.h"

#include "ui/ui_mode.h"
#include "ui/ui_rules.h"

#include <stdio.h>
#include <string.h>

/* Which page is up: each says its own lines. */
enum ui_page_kind {
	UI_PAGE_RULES,
	UI_PAGE_REPORT,		/* the review's report */
	UI_PAGE_INVITE,		/* the room's: how a friend joins */
	UI_PAGE_CHAT		/* the room's: what was said */
};

/* The page screen's own state, in its entry on the stack: which page,
 * the text of a report or an invitation (its opener's, which outlives the
 * page) and its lines, and the first line on screen (how many the screen
 * shows is the terminal's, struct ui's page.rows, kept while no page is
 * up). */
struct ui_page {
	enum ui_page_kind kind;
	const char	*text;
	int		lines;
	int		top;
};

static struct ui_page *
ui_page_state(const struct ui *ui)
{
	return ui_mode_data(ui, &ui_mode_rules);
}

/* The lines of `text`, each ended by a newline. */
static int
ui_page_lines_in(const char *text)
{
	int lines = 0;

	for (text = strchr(text, '\n'); text != NULL;
	     text = strchr(text + 1, '\n'))
		lines++;
	return lines;
}

/* The lines of `page`: the rules, a review's report, the invitation, or
 * what was said, which grows while it is read. */
static int
ui_page_line_count(const struct ui *ui, const struct ui_page *page)
{
	if (page->kind == UI_PAGE_CHAT)
		return ui_page_lines_in(page->text);
	return page->kind == UI_PAGE_RULES ? ui_rules_line_count(ui->ascii) :
	    page->lines;
}

void
ui_page_set_rows(struct ui *ui, int rows)
{
	struct ui_page *page = ui_page_state(ui);
	int last_top;

	ui->page.rows = rows > 1 ? rows : 1;
	if (page == NULL)
		return;
	last_top = ui_page_line_count(ui, page) - rows;
	if (page->top > last_top)
		page->top = last_top > 0 ? last_top : 0;
}

static void
ui_page_scroll(struct ui *ui, struct ui_page *page, int lines)
{
	int last_top = ui_page_line_count(ui, page) - ui->page.rows;

	page->top += lines;
	if (page->top > last_top)
		page->top = last_top;
	if (page->top < 0)
		page->top = 0;
}

/* `page` shows `text`, of `lines` lines, as `kind`, from its top. */
static void
ui_page_show(struct ui_page *page, enum ui_page_kind kind, const char *text,
    int lines)
{
	page->kind = kind;
	page->text = text;
	page->lines = lines;
	page->top = 0;
}

/* The rules screen opens at the rules themselves, past the command line. */
void
ui_page_open_rules(struct ui *ui)
{
	int rules = ui_rules_find(ui->ascii, UI_RULES_HEADING);
	struct ui_page *page;

	if (ui_mode_push(ui, &ui_mode_rules) < 0)
		return;
	page = ui_page_state(ui);
	ui_page_scroll(ui, page, rules > 0 ? rules : 0);
}

void
ui_page_open_report(struct ui *ui, const char *report, int lines)
{
	if (ui_mode_push(ui, &ui_mode_rules) == 0)
		ui_page_show(ui_page_state(ui), UI_PAGE_REPORT, report, lines);
}

void
ui_page_open_invite(struct ui *ui, const char *invite, int lines)
{
	/* The page on top turns into it, or it opens over the screen. */
	if (ui_mode(ui) != UI_MODE_RULES &&
	    ui_mode_push(ui, &ui_mode_rules) < 0)
		return;
	ui_page_show(ui_page_state(ui), UI_PAGE_INVITE, invite, lines);
}

void
ui_page_open_chat(struct ui *ui, const char *chat)
{
	struct ui_page *page;

	if (ui_mode_push(ui, &ui_mode_rules) < 0)
		return;
	page = ui_page_state(ui);
	ui_page_show(page, UI_PAGE_CHAT, chat, 0);
	/* At its end: the newest lines. */
	ui_page_scroll(ui, page, ui_page_line_count(ui, page));
}

bool
ui_page_inviting(const struct ui *ui)
{
	const struct ui_page *page = ui_page_state(ui);

	return page != NULL && page->kind == UI_PAGE_INVITE;
}

int
ui_page_top(const struct ui *ui)
{
	const struct ui_page *page = ui_page_state(ui);

	return page != NULL ? page->top : 0;
}

static void
ui_page_key_binding(struct ui *ui, const struct ui_binding *binding)
{
	struct ui_page *page = ui_page_state(ui);

	switch (binding->action) {
	case UI_ACTION_STEP:
		if (binding->point == COMPASS_N)
			ui_page_scroll(ui, page, -1);
		else if (binding->point == COMPASS_S)
			ui_page_scroll(ui, page, 1);
		break;
	case UI_ACTION_PAGE_UP:
		ui_page_scroll(ui, page, -ui->page.rows);
		break;
	case UI_ACTION_SELECT:
	case UI_ACTION_PAGE_DOWN:
		ui_page_scroll(ui, page, ui->page.rows);
		break;
	case UI_ACTION_TOP:
		page->top = 0;
		break;
	case UI_ACTION_BOTTOM:
		ui_page_scroll(ui, page, ui_page_line_count(ui, page));
		break;
	case UI_ACTION_REVIEW:	/* V closes the report it opened */
	case UI_ACTION_RULES:
	case UI_ACTION_QUIT:
	case UI_ACTION_DESELECT:
		if (binding->action == UI_ACTION_REVIEW &&
		    page->kind != UI_PAGE_REPORT)
			break;
		ui_mode_pop(ui);
		break;
	default:
		break;
	}
}

static enum ui_event
ui_page_key(struct ui *ui, int key, const struct ui_binding *binding)
{
	(void)key;
	if (binding != NULL)
		ui_page_key_binding(ui, binding);
	return UI_EVENT_NONE;
}

/* The page: the rules (the man page), a review's report, or how a friend
 * joins, from the line at its top, and a footer naming where it is. */
static void
ui_page_view_page(const struct ui *ui, struct ui_rules_page *page)
{
	const struct ui_page *state = ui_page_state(ui);
	bool report = state->kind == UI_PAGE_REPORT;
	bool invite = state->kind == UI_PAGE_INVITE;
	bool chat = state->kind == UI_PAGE_CHAT;
	char section[UI_RULES_SECTION_MAX] = "";
	int last;

	page->top = state->top;
	page->rows = ui->page.rows;
	page->title = invite ? "Gnomon: how a friend joins" :
	    report ? "Gnomon: the review of the game" :
	    chat ? "Gnomon: what was said in the room (the last 20 lines)" :
	    "Gnomon: the rules (man gnomon)";
	if (report || invite || chat) {
		const char *text = state->text;

		page->total = ui_page_line_count(ui, state);
		for (int line = 0; line < state->top && text != NULL;
		     line++) {
			text = strchr(text, '\n');
			text = text != NULL ? text + 1 : NULL;
		}
		page->text = text != NULL && *text != '\0' ? text : NULL;
	} else {
		page->total = ui_rules_line_count(ui->ascii);
		page->text = ui_rules_from(ui->ascii, state->top);
	}
	last = page->top + page->rows < page->total ? page->top + page->rows :
	    page->total;
	/* The rules' footer names the section the top line is in: a page
	 * of 1,800 lines is read by its sections. */
	if (state->kind == UI_PAGE_RULES)
		ui_rules_section(ui->ascii, state->top, section,
		    sizeof section);
	snprintf(page->footer, sizeof page->footer,
	    "%s%slines %d-%d of %d · ↑↓ PgUp PgDn · %s back", section,
	    section[0] != '\0' ? " · " : "", page->top + 1, last, page->total,
	    report ? "V, q or Esc" : "q or Esc");
}

static void
ui_page_view(const struct ui *ui, struct ui_view *view)
{
	snprintf(view->panel.keys, sizeof view->panel.keys,
	    "↑↓ PgUp PgDn scroll · q or Esc back");
	view->screen = UI_SCREEN_RULES;
	ui_page_view_page(ui, &view->rules);
}

const struct ui_mode_ops ui_mode_rules = {
	.name = "rules", .id = UI_MODE_RULES, .commands = true,
	.size = sizeof(struct ui_page), .key = ui_page_key,
	.view = ui_page_view
};

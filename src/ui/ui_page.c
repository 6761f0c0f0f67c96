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

/* The lines of the page on the page screen: the rules, or a review's report. */
static int
ui_page_line_count(const struct ui *ui)
{
	if (ui->remote.inviting)
		return ui->remote.invite_lines;
	return ui->review.page ? ui->review.report_lines :
	    ui_rules_line_count(ui->ascii);
}

void
ui_page_set_rows(struct ui *ui, int rows)
{
	int last_top = ui_page_line_count(ui) - rows;

	ui->page.rows = rows > 1 ? rows : 1;
	if (ui->page.top > last_top)
		ui->page.top = last_top > 0 ? last_top : 0;
}

static void
ui_page_scroll(struct ui *ui, int lines)
{
	int last_top = ui_page_line_count(ui) - ui->page.rows;

	ui->page.top += lines;
	if (ui->page.top > last_top)
		ui->page.top = last_top;
	if (ui->page.top < 0)
		ui->page.top = 0;
}

/* The rules screen opens at the rules themselves, past the command line. */
void
ui_page_open_rules(struct ui *ui)
{
	int rules = ui_rules_find(ui->ascii, UI_RULES_HEADING);

	if (ui_mode_push(ui, &ui_mode_rules) < 0)
		return;
	ui->page.top = 0;
	ui_page_scroll(ui, rules > 0 ? rules : 0);
}

void
ui_page_open_report(struct ui *ui)
{
	if (ui_mode_push(ui, &ui_mode_rules) < 0)
		return;
	ui->review.page = true;
	ui->page.top = 0;
}

static void
ui_page_key_binding(struct ui *ui, const struct ui_binding *binding)
{
	switch (binding->action) {
	case UI_ACTION_STEP:
		if (binding->point == COMPASS_N)
			ui_page_scroll(ui, -1);
		else if (binding->point == COMPASS_S)
			ui_page_scroll(ui, 1);
		break;
	case UI_ACTION_PAGE_UP:
		ui_page_scroll(ui, -ui->page.rows);
		break;
	case UI_ACTION_SELECT:
	case UI_ACTION_PAGE_DOWN:
		ui_page_scroll(ui, ui->page.rows);
		break;
	case UI_ACTION_TOP:
		ui->page.top = 0;
		break;
	case UI_ACTION_BOTTOM:
		ui_page_scroll(ui, ui_page_line_count(ui));
		break;
	case UI_ACTION_REVIEW:	/* V closes the report it opened */
	case UI_ACTION_RULES:
	case UI_ACTION_QUIT:
	case UI_ACTION_DESELECT:
		if (binding->action == UI_ACTION_REVIEW && !ui->review.page)
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
	char section[UI_RULES_SECTION_MAX] = "";
	int last;

	page->top = ui->page.top;
	page->rows = ui->page.rows;
	page->title = ui->remote.inviting ? "Gnomon: how a friend joins" :
	    ui->review.page ? "Gnomon: the review of the game" :
	    "Gnomon: the rules (man gnomon)";
	if (ui->review.page || ui->remote.inviting) {
		const char *text = ui->remote.inviting ? ui->remote.invite :
		    ui->review.report;

		page->total = ui->remote.inviting ? ui->remote.invite_lines :
		    ui->review.report_lines;
		for (int line = 0; line < ui->page.top && text != NULL;
		     line++) {
			text = strchr(text, '\n');
			text = text != NULL ? text + 1 : NULL;
		}
		page->text = text != NULL && *text != '\0' ? text : NULL;
	} else {
		page->total = ui_rules_line_count(ui->ascii);
		page->text = ui_rules_from(ui->ascii, ui->page.top);
	}
	last = page->top + page->rows < page->total ? page->top + page->rows :
	    page->total;
	/* The rules' footer names the section the top line is in: a page
	 * of 1,800 lines is read by its sections. */
	if (!ui->review.page && !ui->remote.inviting)
		ui_rules_section(ui->ascii, ui->page.top, section,
		    sizeof section);
	snprintf(page->footer, sizeof page->footer,
	    "%s%slines %d-%d of %d · ↑↓ PgUp PgDn · %s back", section,
	    section[0] != '\0' ? " · " : "", page->top + 1, last, page->total,
	    ui->review.page ? "V, q or Esc" : "q or Esc");
}

static void
ui_page_view(const struct ui *ui, struct ui_view *view)
{
	snprintf(view->panel.keys, sizeof view->panel.keys,
	    "↑↓ PgUp PgDn scroll · q or Esc back");
	view->screen = UI_SCREEN_RULES;
	ui_page_view_page(ui, &view->rules);
}

/* Whichever page it was, the next is the rules unless it is opened as
 * another. */
static void
ui_page_leave(struct ui *ui)
{
	ui->review.page = false;
	ui->remote.inviting = false;
}

const struct ui_mode_ops ui_mode_rules = {
	.name = "rules", .id = UI_MODE_RULES, .key = ui_page_key,
	.view = ui_page_view, .leave = ui_page_leave
};

/*
 * ui_page.c owns the page screen (UI_MODE_RULES): a page of text scrolled
 * over the board, which is the rules (F1), a review's report (V in a
 * review) or, in a room, how a friend joins (I, ui_remote.c).  It scrolls
 * and closes; what the page says is ui_rules.c's, the review's or the
 * room's.
 */
#include "ui/ui_page.h"

#include "ui/ui_mode.h"

/* The lines of the page on the page screen: the rules, or a review's report. */
static int
ui_page_line_count(const struct ui *ui)
{
	if (ui->remote.inviting)
		return ui->remote.invite_lines;
	return ui->review_page ? ui->review_report_lines :
	    ui_rules_line_count(ui->ascii);
}

void
ui_set_page_rows(struct ui *ui, int rows)
{
	int last_top = ui_page_line_count(ui) - rows;

	ui->page_rows = rows > 1 ? rows : 1;
	if (ui->rules_top > last_top)
		ui->rules_top = last_top > 0 ? last_top : 0;
}

static void
ui_page_scroll(struct ui *ui, int lines)
{
	int last_top = ui_page_line_count(ui) - ui->page_rows;

	ui->rules_top += lines;
	if (ui->rules_top > last_top)
		ui->rules_top = last_top;
	if (ui->rules_top < 0)
		ui->rules_top = 0;
}

/* The rules screen opens at the rules themselves, past the command line. */
void
ui_page_open_rules(struct ui *ui)
{
	int rules = ui_rules_find(ui->ascii, UI_RULES_HEADING);

	ui_mode_push(ui, &ui_mode_rules);
	ui->review_page = false;
	ui->remote.inviting = false;
	ui->rules_top = 0;
	ui_page_scroll(ui, rules > 0 ? rules : 0);
}

void
ui_page_open_report(struct ui *ui)
{
	ui_mode_push(ui, &ui_mode_rules);
	ui->review_page = true;
	ui->rules_top = 0;
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
		ui_page_scroll(ui, -ui->page_rows);
		break;
	case UI_ACTION_SELECT:
	case UI_ACTION_PAGE_DOWN:
		ui_page_scroll(ui, ui->page_rows);
		break;
	case UI_ACTION_TOP:
		ui->rules_top = 0;
		break;
	case UI_ACTION_BOTTOM:
		ui_page_scroll(ui, ui_page_line_count(ui));
		break;
	case UI_ACTION_REVIEW:	/* V closes the report it opened */
	case UI_ACTION_RULES:
	case UI_ACTION_QUIT:
	case UI_ACTION_DESELECT:
		if (binding->action == UI_ACTION_REVIEW && !ui->review_page)
			break;
		ui_mode_pop(ui);
		ui->review_page = false;
		ui->remote.inviting = false;
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

const struct ui_mode_ops ui_mode_rules = {
	.name = "rules", .id = UI_MODE_RULES, .key = ui_page_key
};

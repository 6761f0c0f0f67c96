/*
 * ui_cursor.c owns the board cursor (ui_cursor.h): the cell pointed at,
 * the stone selected and what is shown over the board.  The screens that
 * show the board move it through these; none keeps a cursor of its own.
 */
#include "ui/ui_cursor.h"

#include "ui/ui.h"

int
ui_cursor_cell(const struct ui *ui)
{
	return ui->cursor.cell;
}

int
ui_cursor_selected(const struct ui *ui)
{
	return ui->cursor.selected;
}

void
ui_cursor_move(struct ui *ui, int cell)
{
	ui->cursor.cell = cell;
}

void
ui_cursor_select(struct ui *ui, int cell)
{
	ui->cursor.selected = cell;
}

/* The centre is lit as long as anything is. */
void
ui_cursor_to_light(struct ui *ui)
{
	const int centre = BOARD_SIZE / 2;
	int file = cell_file(ui->cursor.cell),
	    rank = cell_rank(ui->cursor.cell);

	while ((ui->game.board.lit & bb_cell(cell_at(file, rank))) == 0 &&
	    (file != centre || rank != centre)) {
		file += (file < centre) - (file > centre);
		rank += (rank < centre) - (rank > centre);
	}
	ui->cursor.cell = cell_at(file, rank);
}

void
ui_cursor_to_back_rank(struct ui *ui)
{
	bool teal = ui->game.opponent == UI_OPPONENT_COMPUTER &&
	    ui->game.human == COLOUR_TEAL;

	ui->cursor.cell = cell_at(BOARD_SIZE / 2, teal ? BOARD_SIZE - 1 : 0);
}

bool
ui_cursor_hints(const struct ui *ui)
{
	return ui->cursor.hints;
}

void
ui_cursor_show_hints(struct ui *ui, bool shown)
{
	ui->cursor.hints = shown;
}

bool
ui_cursor_tomorrow(const struct ui *ui)
{
	return ui->cursor.tomorrow;
}

void
ui_cursor_show_tomorrow(struct ui *ui, bool shown)
{
	ui->cursor.tomorrow = shown;
}

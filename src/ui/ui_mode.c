/*
 * ui_mode.c owns the stack of modes (ui_mode.h): pushing, popping, which
 * mode is on top, and each mode's own state in its entry, set up as the
 * mode enters and put away as it leaves.  It names no mode but the stack's
 * own end (UI_MODE_QUIT); every other is handed in by the code that enters
 * it, or found by its id in the table ui_init handed in.
 */
#include "ui/ui_mode.h"

#include <assert.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

/* The front end is to leave: no key does anything more. */
const struct ui_mode_ops ui_mode_quit = {
	.name = "quit",
	.id = UI_MODE_QUIT
};

/* `mode` enters the stack at `entry`, its state zeroed and set up. */
static void
ui_mode_enter(struct ui *ui, struct ui_mode_entry *entry,
    const struct ui_mode_ops *mode)
{
	assert(mode->size <= sizeof entry->data.bytes);
	entry->ops = mode;
	entry->marks = false;
	memset(entry->data.bytes, 0, sizeof entry->data.bytes);
	if (mode->init != NULL)
		mode->init(ui, entry->data.bytes);
}

/* The mode at `entry`, taken off the stack, puts away what it showed. */
static void
ui_mode_left(struct ui *ui, struct ui_mode_entry *entry)
{
	if (entry->ops->free != NULL)
		entry->ops->free(ui, entry->data.bytes);
}

void
ui_mode_free_all(struct ui *ui)
{
	while (ui->depth > 0)
		ui_mode_left(ui, &ui->modes[--ui->depth]);
}

void
ui_mode_reset(struct ui *ui, const struct ui_mode_ops *mode)
{
	ui_mode_free_all(ui);
	ui_mode_enter(ui, &ui->modes[0], mode);
	ui->depth = 1;
}

int
ui_mode_room_for(struct ui *ui, int count)
{
	if (ui->depth + count > UI_MODE_DEPTH) {
		snprintf(ui->message, sizeof ui->message, "%s",
		    UI_MODE_FULL);
		return -1;
	}
	return 0;
}

int
ui_mode_push(struct ui *ui, const struct ui_mode_ops *mode)
{
	assert(ui->depth > 0);
	/* A full stack refuses, and says so: no screen under the top one is
	 * forgotten, so every pop goes back where it came from. */
	if (ui_mode_room_for(ui, 1) < 0)
		return -1;
	ui_mode_enter(ui, &ui->modes[ui->depth++], mode);
	return 0;
}

void
ui_mode_pop(struct ui *ui)
{
	if (ui->depth > 1)
		ui_mode_left(ui, &ui->modes[--ui->depth]);
}

void
ui_mode_set(struct ui *ui, const struct ui_mode_ops *mode)
{
	struct ui_mode_entry *top;

	assert(ui->depth > 0);
	top = &ui->modes[ui->depth - 1];
	if (top->ops == mode)
		return;
	ui_mode_left(ui, top);
	ui_mode_enter(ui, top, mode);
}

enum ui_event
ui_mode_leave(struct ui *ui, enum ui_event event)
{
	ui_mode_set(ui, &ui_mode_quit);
	return event;
}

void
ui_mode_show_marks(struct ui *ui, bool shown)
{
	assert(ui->depth > 0);
	if (shown)
		ui->modes[ui->depth - 1].marks = true;
	else
		for (int i = 0; i < ui->depth; i++)
			ui->modes[i].marks = false;
}

bool
ui_mode_marks_shown(const struct ui *ui)
{
	for (int i = 0; i < ui->depth; i++)
		if (ui->modes[i].marks)
			return true;
	return false;
}

void
ui_mode_view(const struct ui *ui, struct ui_view *view)
{
	void (*drawn[UI_MODE_DEPTH])(const struct ui *, struct ui_view *);
	int count = 0;

	for (int i = ui->depth - 1; i >= 0; i--) {
		const struct ui_mode_ops *mode = ui->modes[i].ops;
		bool again = false;

		if (mode->view == NULL ||
		    (i < ui->depth - 1 && !mode->view_under))
			continue;
		/* Each part once: a screen set over its like (a room's
		 * message over the room's board) draws the same part. */
		for (int j = 0; j < count && !again; j++)
			again = drawn[j] == mode->view;
		if (!again) {
			drawn[count++] = mode->view;
			mode->view(ui, view);
		}
	}
}

const struct ui_mode_ops *
ui_mode_by_id(const struct ui *ui, enum ui_mode id)
{
	/* Every mode is in the table: a missing one is a broken build. */
	assert(ui->modes_by_id != NULL && ui->modes_by_id[id] != NULL);
	return ui->modes_by_id[id];
}

void
ui_mode_go(struct ui *ui, enum ui_mode id)
{
	ui_mode_set(ui, ui_mode_by_id(ui, id));
}

void
ui_mode_go_only(struct ui *ui, enum ui_mode id)
{
	ui_mode_reset(ui, ui_mode_by_id(ui, id));
}

const struct ui_mode_ops *
ui_mode_top(const struct ui *ui)
{
	assert(ui->depth > 0);
	return ui->modes[ui->depth - 1].ops;
}

void *
ui_mode_data(const struct ui *ui, const struct ui_mode_ops *mode)
{
	for (int i = ui->depth - 1; i >= 0; i--)
		if (ui->modes[i].ops == mode)
			return (void *)ui->modes[i].data.bytes;
	return NULL;
}

enum ui_mode
ui_mode(const struct ui *ui)
{
	return ui_mode_top(ui)->id;
}

enum ui_mode
ui_mode_under(const struct ui *ui)
{
	return ui->modes[ui->depth > 1 ? ui->depth - 2 : 0].ops->id;
}

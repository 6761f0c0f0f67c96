/*
 * ui_typing.c owns the typed move (ui_typing.h): the line after `:`, read
 * as a move by the notation (notation.h) and handed to whoever opened it.
 */
#include "ui/ui_binding.h"
#include "ui/ui_typing.h"

#include <stdio.h>
#include <string.h>

#include "core/notation.h"
#include "ui/ui_mode.h"

/* The typed move's own state, in its entry on the stack. */
struct ui_typing {
	char		text[UI_TYPED_MAX];
	enum ui_event	(*play)(struct ui *, uint16_t move);
};

static struct ui_typing *
ui_typing_state(const struct ui *ui)
{
	return ui_mode_data(ui, &ui_mode_typing);
}

void
ui_typing_open(struct ui *ui, enum ui_event (*play)(struct ui *, uint16_t))
{
	ui->message[0] = '\0';
	if (ui_mode_push(ui, &ui_mode_typing) < 0)
		return;
	ui_typing_state(ui)->play = play;
}

const char *
ui_typing_text(const struct ui *ui)
{
	const struct ui_typing *typing = ui_typing_state(ui);

	return typing != NULL ? typing->text : "";
}

static enum ui_event
ui_typing_submit(struct ui *ui)
{
	struct ui_typing typing = *ui_typing_state(ui);
	char error[NOTATION_ERROR_MAX];
	uint16_t move;

	ui_mode_pop(ui);
	if (typing.text[0] == '\0')
		return UI_EVENT_NONE;
	if (notation_read_move(typing.text, &move, error) < 0) {
		snprintf(ui->message, sizeof ui->message, "%s", error);
		return UI_EVENT_NONE;
	}
	return typing.play(ui, move);
}

static enum ui_event
ui_typing_key(struct ui *ui, int key, const struct ui_binding *binding)
{
	struct ui_typing *typing = ui_typing_state(ui);
	size_t length = strlen(typing->text);

	(void)binding;
	if (key == UI_KEY_ENTER || key == '\r')
		return ui_typing_submit(ui);
	if (key == UI_KEY_ESCAPE)
		ui_mode_pop(ui);
	else if (key == UI_KEY_BACKSPACE || key == '\b') {
		if (length == 0)
			ui_mode_pop(ui);
		else
			typing->text[length - 1] = '\0';
	} else if (key > ' ' && key < UI_KEY_BACKSPACE &&
	    length + 1 < sizeof typing->text) {
		typing->text[length] = (char)key;
		typing->text[length + 1] = '\0';
	}
	return UI_EVENT_NONE;
}

/* The move as typed so far, where the prompt is. */
static void
ui_typing_view(const struct ui *ui, struct ui_view *view)
{
	struct ui_panel *panel = &view->panel;

	snprintf(panel->prompt, sizeof panel->prompt, "Move: %s_",
	    ui_typing_text(ui));
	snprintf(panel->keys, sizeof panel->keys,
	    "type a move like b1c2 or pass · Enter play · Esc cancel");
}

const struct ui_mode_ops ui_mode_typing = {
	.name = "typing", .id = UI_MODE_TYPING,
	.size = sizeof(struct ui_typing), .key = ui_typing_key,
	.view = ui_typing_view
};

/*
 * ui_binding.c owns the key -> action table of the interface.  Lowercase
 * letters move the cursor (hjkl, yubn) so the commands that share their
 * letters are capitals: U undo, H hints, T tip, V review, K keep the sun.  What
 * an action does depends on the screen it arrives at (ui.c): an arrow moves the
 * cursor on the board, scrolls the rules and walks the menu.
 */
#include "ui/ui.h"
#include "ui/ui_binding.h"

#include <stddef.h>

const struct ui_binding ui_bindings[] = {
	{ UI_KEY_UP, UI_ACTION_STEP, COMPASS_N, "arrows, hjkl, yubn: move" },
	{ UI_KEY_DOWN, UI_ACTION_STEP, COMPASS_S, NULL },
	{ UI_KEY_LEFT, UI_ACTION_STEP, COMPASS_W, NULL },
	{ UI_KEY_RIGHT, UI_ACTION_STEP, COMPASS_E, NULL },
	{ 'k', UI_ACTION_STEP, COMPASS_N, NULL },
	{ 'j', UI_ACTION_STEP, COMPASS_S, NULL },
	{ 'h', UI_ACTION_STEP, COMPASS_W, NULL },
	{ 'l', UI_ACTION_STEP, COMPASS_E, NULL },
	{ 'y', UI_ACTION_STEP, COMPASS_NW, NULL },
	{ 'u', UI_ACTION_STEP, COMPASS_NE, NULL },
	{ 'b', UI_ACTION_STEP, COMPASS_SW, NULL },
	{ 'n', UI_ACTION_STEP, COMPASS_SE, NULL },
	{ UI_KEY_ENTER, UI_ACTION_SELECT, 0, "Enter, Space: select, move" },
	{ '\r', UI_ACTION_SELECT, 0, NULL }, { ' ', UI_ACTION_SELECT, 0, NULL },
	{ UI_KEY_ESCAPE, UI_ACTION_DESELECT, 0, "Esc: deselect" },
	{ ':', UI_ACTION_TYPE, 0, ":  type a move (b1c2)" },
	{ 'R', UI_ACTION_NEW_GAME, 0, "R: new game" },
	{ 'r', UI_ACTION_NEW_GAME, 0, NULL },
	{ 'U', UI_ACTION_UNDO, 0, "U: undo" },
	{ 'H', UI_ACTION_HINTS, 0, "H: hints on/off" },
	{ 'S', UI_ACTION_TOMORROW, 0, "S: next round's shadows" },
	{ 's', UI_ACTION_TOMORROW, 0, NULL },
	{ 'T', UI_ACTION_TIP, 0, "T: a tip, the engine's move and why" },
	{ 'V', UI_ACTION_REVIEW, 0, "V: review the game, once it is over" },
	{ 'K', UI_ACTION_HOLD, 0,
	    "K: keep the sun, spending the selected stone (hold=1)" },
	{ UI_KEY_F1, UI_ACTION_RULES, 0, "F1: the rules" },
	{ '?', UI_ACTION_MARKS, 0,
	    "?: what the marks on the board mean (? again: the rules)" },
	{ 'q', UI_ACTION_QUIT, 0, "q: quit" }, { 'Q', UI_ACTION_QUIT, 0, NULL },
	{ UI_KEY_PAGE_UP, UI_ACTION_PAGE_UP, 0, NULL },
	{ UI_KEY_PAGE_DOWN, UI_ACTION_PAGE_DOWN, 0, NULL },
	{ UI_KEY_HOME, UI_ACTION_TOP, 0, NULL },
	{ UI_KEY_END, UI_ACTION_BOTTOM, 0, NULL }
};
const int ui_binding_count = (int)(sizeof ui_bindings / sizeof ui_bindings[0]);

const struct ui_binding *
ui_binding_find(int key)
{
	for (int i = 0; i < ui_binding_count; i++)
		if (ui_bindings[i].key == key)
			return &ui_bindings[i];
	return NULL;
}

/*
 * The key -> action table (ui_binding.c): which key does what on the
 * board's screens, and the help line of each, as the keys line and
 * gnomon(6) list them.
 */
#ifndef GNOMON_UI_BINDING_H
#define GNOMON_UI_BINDING_H

enum ui_action {
	UI_ACTION_NONE,
	UI_ACTION_STEP, /* move the cursor towards a compass point */
	UI_ACTION_SELECT, /* select a stone, or move the selected one here */
	UI_ACTION_DESELECT,
	UI_ACTION_TYPE, /* start a typed move (`:`) */
	UI_ACTION_NEW_GAME,
	UI_ACTION_UNDO,
	UI_ACTION_HINTS,
	UI_ACTION_TOMORROW,
	UI_ACTION_RULES,
	UI_ACTION_MARKS, /* on the board: what its marks mean; elsewhere, the
			    rules */
	UI_ACTION_QUIT,
	UI_ACTION_PAGE_UP,
	UI_ACTION_PAGE_DOWN,
	UI_ACTION_TOP,
	UI_ACTION_BOTTOM,
	UI_ACTION_TIP, /* the engine's move for the person, and why */
	UI_ACTION_REVIEW, /* at game over, the review; in one, its report */
	UI_ACTION_HOLD /* hold=1: spend the selected stone to hold the sun */
};

struct ui_binding {
	int		key;
	enum ui_action	action;
	int point; /* for UI_ACTION_STEP: a compass point */
	const char *help; /* NULL for an alias not worth listing */
};

/* The key -> action table and its lookup (NULL if the key is unbound). */
extern const struct ui_binding ui_bindings[];
extern const int ui_binding_count;
const struct ui_binding *ui_binding_find(int key);

#endif

/*
 * The pie step of a game under the pie rule (pie=1, gnomon(6) Variants),
 * in the interface: before the first move, Amber's player chooses the sun
 * ("Sun: ◂ NE ▸", the board showing the shadows that sun casts), then
 * Teal's player keeps Teal or swaps colours.  A person chooses with ←→
 * and Enter; the computer's choice is searched by the front end, as its
 * moves are (ui_pie_wanted, then ui_pie_found), from pie.h.  Against the
 * computer a swap changes the person's colour; on one keyboard the two
 * players change seats.
 */
#ifndef GNOMON_UI_PIE_H
#define GNOMON_UI_PIE_H

#include <stdbool.h>

#include "core/record.h"
#include "ui/ui.h"
#include "ui/ui_binding.h"

/* Opens the pie step of the new game just begun (ui_menu_new_game does, under
 * pie=1), offering the rules' sun first. */
void	ui_pie_open(struct ui *);

/* A key in UI_MODE_PIE; `binding` is the key's, or NULL. */
enum ui_event ui_pie_key(struct ui *, const struct ui_binding *);

/* A person's choice, as Enter on the row makes it (the line mode types
 * it): a sun at the sun step, pie.h's PIE_KEEP or PIE_SWAP at the colour
 * step.  UI_EVENT_NEW_GAME once the game begins. */
enum ui_event ui_pie_choose(struct ui *, int choice);

/*
 * True when the computer is to make the pie step's choice now: the front
 * end searches it (a sun when ui->game.pie.step is UI_PIE_SUN, else keep or
 * swap) and hands it back with ui_pie_found(), with the generation it read.
 */
bool	ui_pie_wanted(const struct ui *);
/* The computer's choice, if the game is still at `generation`: a sun, or
 * pie.h's PIE_KEEP or PIE_SWAP.  UI_EVENT_NEW_GAME once the game begins. */
enum ui_event ui_pie_found(struct ui *, int choice, unsigned generation);

/* The words for `sun` under `rules`, with its measured fairness, as the
 * menu's Sun row says them ("Sun N favours Teal: Amber 19%", "Sun SE is
 * fairest: Amber 51%"; "Sun: N" where the games measured none). */
void	ui_pie_sun_words(const struct rules *, int sun, char *text,
	    size_t size);

/* The panel's lines and the keys of the pie step; once it is done, what
 * Teal's player chose, after the rules. */
void	ui_pie_view(const struct ui *, struct ui_view *);


#endif

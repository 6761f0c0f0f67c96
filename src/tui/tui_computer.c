/*
 * tui_computer.c owns the computer opponent's thread: the AI (search.h)
 * thinks on its own copy of the board so the screen never freezes, and it
 * stops as soon as the stop flag is raised (a new game, an undo, quitting).
 * Only this thread touches the struct search while it runs; the main loop
 * reads the move once `done` is set, after joining.
 */
#include "tui.h"

#include <string.h>

#include "ai/pie.h"
#include "ai/search.h"
#include "ui/ui_review.h"

static void *
computer_think(void *argument)
{
	struct tui_computer *computer = argument;
	struct search_limits limits;

	if (computer->job == TUI_JOB_REVIEW) {
		computer->review_status = ui_review_run(computer->review,
		    computer->record, computer->search, &computer->stop);
		atomic_store(&computer->done, true);
		return NULL;
	}
	if (computer->job == TUI_JOB_PIE) {
		/* The same choice at every level: pie.h's. */
		computer->pie_choice = computer->pie_colour ?
		    (int)pie_play_swap(computer->search, &computer->board.rules,
		    computer->board.sun, &computer->stop) :
		    pie_play_sun(computer->search, &computer->board.rules,
		    &computer->stop);
		atomic_store(&computer->done, true);
		return NULL;
	}
	search_limits_default(&limits);
	limits.level = computer->level;
	limits.seed = computer->seed;
	/* A fresh table each move: the same seed and the same moves give the
	 * same answer, whatever was undone or resumed before. */
	search_clear(computer->search);
	computer->move = search_run(computer->search, &computer->board, &limits,
	    &computer->stop, NULL);
	atomic_store(&computer->done, true);
	return NULL;
}

int
tui_computer_init(struct tui_computer *computer)
{
	memset(computer, 0, sizeof *computer);
	atomic_init(&computer->stop, false);
	atomic_init(&computer->done, false);
	computer->search = search_new(SEARCH_TT_DEFAULT_MB);
	return computer->search != NULL ? 0 : -1;
}

void
tui_computer_free(struct tui_computer *computer)
{
	tui_computer_cancel(computer);
	if (computer->search != NULL)
		search_free(computer->search);
	computer->search = NULL;
}

static int
tui_computer_launch(struct tui_computer *computer)
{
	atomic_store(&computer->stop, false);
	atomic_store(&computer->done, false);
	if (pthread_create(&computer->thread, NULL, computer_think, computer) !=
	    0)
		return -1;
	computer->running = true;
	return 0;
}

int
tui_computer_start_review(struct tui_computer *computer,
    const struct record *record, struct ui_review *review, unsigned generation)
{
	if (computer->running)
		return -1;
	computer->job = TUI_JOB_REVIEW;
	computer->record = record;
	computer->review = review;
	computer->review_status = -1;
	computer->generation = generation;
	return tui_computer_launch(computer);
}

static int
tui_computer_search(struct tui_computer *computer, enum tui_job job,
    const struct board *board, int level, uint64_t seed, unsigned generation)
{
	if (computer->running)
		return -1;
	computer->job = job;
	computer->board = *board;
	computer->level = level;
	computer->seed = seed;
	computer->generation = generation;
	computer->move = MOVE_NONE;
	return tui_computer_launch(computer);
}

int
tui_computer_start(struct tui_computer *computer, const struct board *board,
    int level, uint64_t seed, unsigned generation)
{
	return tui_computer_search(computer, TUI_JOB_MOVE, board, level, seed,
	    generation);
}

int
tui_computer_start_tip(struct tui_computer *computer, const struct board *board,
    uint64_t seed, unsigned generation)
{
	/* The engine's best, whatever level the computer plays at. */
	return tui_computer_search(computer, TUI_JOB_TIP, board,
	    SEARCH_LEVEL_MASTER, seed, generation);
}

int
tui_computer_start_pie(struct tui_computer *computer, const struct board *board,
    bool colour, unsigned generation)
{
	computer->pie_colour = colour;
	return tui_computer_search(computer, TUI_JOB_PIE, board, 0, 0,
	    generation);
}

bool
tui_computer_poll(struct tui_computer *computer)
{
	if (!computer->running || !atomic_load(&computer->done))
		return false;
	pthread_join(computer->thread, NULL);
	computer->running = false;
	return true;
}

void
tui_computer_cancel(struct tui_computer *computer)
{
	if (!computer->running)
		return;
	atomic_store(&computer->stop, true);
	pthread_join(computer->thread, NULL);
	computer->running = false;
}

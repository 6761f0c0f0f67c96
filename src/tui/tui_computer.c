/*
 * tui_computer.c owns the computer opponent's thread: it thinks on its own
 * copy of the board so the screen never freezes, and it stops as soon as the
 * stop flag is raised (a new game, an undo, quitting).
 *
 * The thinking itself is the AI's (search.h, src/ai/).  Until that is built
 * into the tree, a stand-in plays from the core's hint analysis alone: the
 * move that takes most and exposes least, ties broken at random.  It is a weak
 * opponent, named as such in the panel, and it goes away by itself once
 * search.h exists.
 */
#include "tui.h"

#include <string.h>
#include <time.h>

/*
 * Gnomon's search.h is found before the C library's <search.h> (-Iinclude);
 * until it exists the library's is included, harmlessly, and its guard tells
 * the two apart.
 */
#include "search.h"
#ifdef GNOMON_SEARCH_H
#define TUI_HAVE_SEARCH 1
#endif

#ifndef TUI_HAVE_SEARCH
/* A number for ranking a move: takes first, then exposing nothing. */
static int
stand_in_score(const struct move_hint *hint)
{
	int takes = bb_count(hint->takes), exposed = bb_count(hint->exposed);

	return takes * 2 * (STONES_PER_SIDE + 1) - exposed * 2 - (exposed > takes);
}

static uint16_t
stand_in_choose(const struct board *board, uint64_t seed)
{
	static struct hints hints;	/* only ever used by the one thinking thread */
	int best = 0, ties = 0;
	uint16_t choice = MOVE_NONE;

	hints_analyse(board, &hints);
	for (int i = 0; i < hints.move_count; i++) {
		int score = stand_in_score(&hints.moves[i]);

		if (i == 0 || score > best) {
			best = score;
			ties = 0;
		}
		if (score == best) {
			/* Reservoir sampling: each tied move equally likely. */
			seed = seed * UINT64_C(6364136223846793005) + UINT64_C(1442695040888963407);
			if ((seed >> 33) % (uint64_t)++ties == 0)
				choice = hints.moves[i].move;
		}
	}
	return choice;
}
#endif

static void *
computer_think(void *argument)
{
	struct tui_computer *computer = argument;

#ifdef TUI_HAVE_SEARCH
	struct search_limits limits;
	struct search_report report;

	search_limits_default(&limits);
	limits.level = computer->level;
	limits.seed = computer->seed;
	computer->move = search_run(computer->search, &computer->board, &limits,
	    &computer->stop, &report);
#else
	computer->move = stand_in_choose(&computer->board, computer->seed);
#endif
	atomic_store(&computer->done, true);
	return NULL;
}

int
tui_computer_init(struct tui_computer *computer)
{
	memset(computer, 0, sizeof *computer);
	atomic_init(&computer->stop, false);
	atomic_init(&computer->done, false);
#ifdef TUI_HAVE_SEARCH
	computer->search = search_new(SEARCH_TT_DEFAULT_MB);
	if (computer->search == NULL)
		return -1;
#endif
	return 0;
}

void
tui_computer_free(struct tui_computer *computer)
{
	tui_computer_cancel(computer);
#ifdef TUI_HAVE_SEARCH
	if (computer->search != NULL)
		search_free(computer->search);
#endif
	computer->search = NULL;
}

int
tui_computer_start(struct tui_computer *computer, const struct board *board,
    int level, uint64_t seed, unsigned generation)
{
	if (computer->running)
		return -1;
	computer->board = *board;
	computer->level = level;
	computer->seed = seed;
	computer->generation = generation;
	computer->move = MOVE_NONE;
	atomic_store(&computer->stop, false);
	atomic_store(&computer->done, false);
	if (pthread_create(&computer->thread, NULL, computer_think, computer) != 0)
		return -1;
	computer->running = true;
	return 0;
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

const char *
tui_computer_name(void)
{
#ifdef TUI_HAVE_SEARCH
	return NULL;
#else
	return "(a stand-in: no AI yet)";
#endif
}

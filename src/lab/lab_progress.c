/*
 * lab_progress.c owns a study's progress on the standard error
 * (lab_progress.h).
 */
#include "lab/lab_progress.h"

#include <math.h>
#include <time.h>

#include "cli/message.h"

enum {
	MINUTE = 60,
	HOUR = 60 * MINUTE
};

static double
progress_now(void)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

void
lab_progress_wait_text(long wait, char *text, size_t size)
{
	if (wait >= HOUR)
		snprintf(text, size, " (about %ld h %ld min)", wait / HOUR,
		    wait % HOUR / MINUTE);
	else if (wait >= MINUTE)
		snprintf(text, size, " (about %ld min %ld s)", wait / MINUTE,
		    wait % MINUTE);
	else
		snprintf(text, size, " (about %ld s)", wait);
}

void
lab_progress_text(long played, long games, double seconds, char *text,
    size_t size)
{
	long left = games - played;
	int wrote;

	wrote = snprintf(text, size, "%ld of %ld games played, %ld left",
	    played, games, left);
	if (wrote < 0 || (size_t)wrote >= size || played <= 0 || left <= 0)
		return;
	/* At the pace so far: the studies left may be slower or faster. */
	lab_progress_wait_text(lround(seconds / (double)played *
	    (double)left), text + wrote, size - (size_t)wrote);
}

static void
progress_say(struct lab_progress *progress, double now)
{
	char text[LAB_PROGRESS_TEXT_MAX];

	lab_progress_text(progress->done + progress->current, progress->games,
	    now - progress->started, text, sizeof text);
	message_print(progress->out, "%s: %s\n", progress->who, text);
	fflush(progress->out);
	progress->said = now;
}

/* selfplay's watch: a game of the study being played has ended. */
static void
progress_played(void *context, long finished, long games)
{
	struct lab_progress *progress = context;
	double now = progress_now();

	/* A lone selfplay learns its games from the run (its shard's). */
	if (progress->games < games)
		progress->games = games;
	progress->current = finished;
	if (now - progress->said >= LAB_PROGRESS_SECONDS)
		progress_say(progress, now);
}

void
lab_progress_start(struct lab_progress *progress, const char *who,
    long games, FILE *out)
{
	progress->who = who;
	progress->out = out;
	progress->games = games;
	progress->done = progress->current = 0;
	progress->started = progress->said = progress_now();
	progress->watch.played = progress_played;
	progress->watch.context = progress;
}

void
lab_progress_study_done(struct lab_progress *progress, long games)
{
	progress->done += games;
	progress->current = 0;
	progress_say(progress, progress_now());
}

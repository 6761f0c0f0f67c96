/*
 * lab_plot.c owns the lab's plot: gnuplot's script and gnuplot's run
 * (lab_plot.h).
 */
/* pipe2 is GNU's (and POSIX 2024's). */
/* NOLINTNEXTLINE(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp) */
#define _GNU_SOURCE
#include "lab/lab_plot.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cli/message.h"
#include "cli/process.h"
#include "lab/lab_csv.h"

#define PLOTTER "gnuplot"
#define PERCENT 100.0
#define APART 0.06	/* between two series' points at one tic */

bool
lab_plot_add(struct lab_plot *plot, int series, int tic,
    const struct study_score *score)
{
	struct lab_plot_point *point;

	if (plot->point_count == LAB_PLOT_POINTS_MAX)
		return false;
	point = &plot->points[plot->point_count];
	point->series = series;
	point->tic = tic;
	point->score = *score;
	plot->point_count++;
	return true;
}

/* A gnuplot string in double quotes: its backslashes and quotes escaped. */
static void
plot_string(FILE *out, const char *text)
{
	fputc('"', out);
	for (const char *c = text; *c != '\0'; c++) {
		if (*c == '"' || *c == '\\')
			fputc('\\', out);
		fputc(*c, out);
	}
	fputc('"', out);
}

/* The series' points, a data block each ($v0, ...): x, the score and its
 * interval, in percent.  Which series have points, in `drawn`. */
static void
plot_data(FILE *out, const struct lab_plot *plot, bool *drawn)
{
	const double centre = (double)(plot->series_count - 1) / 2;

	for (int s = 0; s < plot->series_count; s++) {
		drawn[s] = false;
		for (int p = 0; p < plot->point_count; p++) {
			const struct lab_plot_point *point = &plot->points[p];

			if (point->series != s)
				continue;
			if (!drawn[s])
				fprintf(out, "$v%d << EOD\n", s);
			drawn[s] = true;
			fprintf(out, "%.3f %.4f %.4f %.4f\n",
			    point->tic + APART * ((double)s - centre),
			    PERCENT * point->score.score,
			    PERCENT * point->score.low,
			    PERCENT * point->score.high);
		}
		if (drawn[s])
			fprintf(out, "EOD\n");
	}
}

/* True when `name` ends in `extension`, whatever its case. */
static bool
ends_in(const char *name, const char *extension)
{
	size_t length = strlen(name), tail = strlen(extension);

	return length > tail &&
	    strcasecmp(name + length - tail, extension) == 0;
}

/* The file's terminal: PNG by cairo where gnuplot has it, else by gd. */
static void
plot_terminal(FILE *out, const char *file)
{
	if (ends_in(file, ".png"))
		fprintf(out, "if (strstrt(GPVAL_TERMINALS, \"pngcairo\") > 0) "
		    "{\n  set terminal pngcairo size 800,500 background "
		    "\"white\"\n} else {\n  set terminal png size 800,500 "
		    "background \"white\"\n}\n");
	else
		fprintf(out, "set terminal svg size 800,500 background "
		    "\"white\"\n");
}

bool
lab_plot_script(FILE *out, const struct lab_plot *plot, const char *file)
{
	bool drawn[LAB_PLOT_SERIES_MAX];

	if (plot->point_count == 0)
		return false;
	plot_data(out, plot, drawn);
	fprintf(out, "set terminal dumb size 79,24\nset title ");
	plot_string(out, plot->title);
	fprintf(out, "\nset yrange [0:100]\nset xrange [-0.5:%g]\n"
	    "set key below\nset xtics (", plot->tic_count - 0.5);
	for (int t = 0; t < plot->tic_count; t++) {
		fprintf(out, "%s", t > 0 ? ", " : "");
		plot_string(out, plot->tics[t]);
		fprintf(out, " %d", t);
	}
	fprintf(out, ")\nplot ");
	for (int s = 0; s < plot->series_count; s++) {
		if (!drawn[s])
			continue;
		fprintf(out, "$v%d using 1:2:3:4 with yerrorlines ", s);
		if (plot->series[s] == NULL)
			fprintf(out, "notitle");
		else {
			fprintf(out, "title ");
			plot_string(out, plot->series[s]);
		}
		fprintf(out, ", \\\n    ");
	}
	fprintf(out, "50 with lines dashtype 2 title \"50%%\"\n");
	if (file != NULL) {
		plot_terminal(out, file);
		fprintf(out, "set output ");
		lab_quote(out, file, '\'');	/* gnuplot reads '' as ' */
		fprintf(out, "\nset ylabel ");
		plot_string(out, plot->measure);
		fprintf(out, "\nset xlabel ");
		plot_string(out, plot->axis);
		fprintf(out, "\nreplot\nunset output\n");
	}
	return true;
}

/* The path of `program` on the PATH, or false. */
static bool
find_program(const char *program, char *path, size_t size)
{
	const char *list = getenv("PATH");

	for (const char *at = list; at != NULL && *at != '\0';) {
		size_t length = strcspn(at, ":");

		if (length > 0 && snprintf(path, size, "%.*s/%s", (int)length,
		    at, program) < (int)size && access(path, X_OK) == 0)
			return true;
		at += length + (at[length] == ':');
	}
	return false;
}

int
lab_plot_draw(const char *who, const struct lab_plot *plot, const char *file)
{
	char gnuplot[PATH_MAX];
	int pipes[2], status = 0;
	FILE *script;
	pid_t pid;

	if (!find_program(PLOTTER, gnuplot, sizeof gnuplot)) {
		printf("no plot: gnuplot, which draws it, is not on the PATH "
		    "(it is optional)%s\n", file != NULL ?
		    "; plot= not drawn" : "");
		return 0;
	}
	fflush(NULL);
	if (pipe2(pipes, O_CLOEXEC) < 0) {
		message_print(stderr, "%s: no pipe to %s: %s\n", who, gnuplot,
		    strerror(errno));
		return 1;
	}
	if ((pid = fork()) == 0) {
		static const int keep[] = { STDIN_FILENO, STDOUT_FILENO,
			STDERR_FILENO };

		dup2(pipes[0], STDIN_FILENO);
		process_keep_only(keep, sizeof keep / sizeof keep[0]);
		execl(gnuplot, PLOTTER, (char *)NULL);
		_exit(127);
	}
	close(pipes[0]);
	if (pid < 0 || (script = fdopen(pipes[1], "w")) == NULL) {
		close(pipes[1]);
		if (pid > 0)	/* it reads the end of its script */
			waitpid(pid, &status, 0);
		message_print(stderr, "%s: cannot run %s\n", who, gnuplot);
		return 1;
	}
	lab_plot_script(script, plot, file);
	fclose(script);
	if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status) ||
	    WEXITSTATUS(status) != 0) {
		message_print(stderr, "%s: %s failed to draw the plot\n", who,
		    gnuplot);
		return 1;
	}
	return 0;
}

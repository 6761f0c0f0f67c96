/*
 * tui_takeover.c owns the question asked before the game's screen when the
 * state directory is held by another game of the same player, still
 * running in another session (a laptop that slept, an SSH connection that
 * sshd keeps half open): "A game is still running in another session (pid
 * 1234, since 14:02). End it and resume here? (y/n)".  It is asked on the
 * plain terminal, before curses starts, as NetHack asks about a game
 * already in progress; one key answers it.  What is done with the answer
 * is ui_save.c's (ui_save_take_over).
 */
#include "tui.h"

#include <stdio.h>
#include <termios.h>
#include <unistd.h>

enum { SINCE_TEXT_MAX = 16 };

bool
tui_takeover_ask(const struct save_holder *holder)
{
	struct termios saved, raw;
	char since[SINCE_TEXT_MAX] = "?", answer = 'n';
	struct tm local;
	bool have_terminal = tcgetattr(STDIN_FILENO, &saved) == 0;

	if (localtime_r(&holder->since, &local) != NULL)
		strftime(since, sizeof since, "%H:%M", &local);
	printf("A game is still running in another session (pid %ld, since "
	    "%s).\r\nEnd it and resume here? (y/n) ", (long)holder->pid, since);
	fflush(stdout);
	/* One key, without Enter and without echo. */
	if (have_terminal) {
		raw = saved;
		raw.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
		raw.c_cc[VMIN] = 1;
		raw.c_cc[VTIME] = 0;
		tcsetattr(STDIN_FILENO, TCSANOW, &raw);
	}
	while (read(STDIN_FILENO, &answer, 1) == 1 && answer != 'y' &&
	    answer != 'Y' && answer != 'n' && answer != 'N' && answer != 'q' &&
	    answer != '\033')
		continue;
	if (have_terminal)
		tcsetattr(STDIN_FILENO, TCSANOW, &saved);
	printf("%c\r\n", answer == 'y' || answer == 'Y' ? 'y' : 'n');
	fflush(stdout);
	return answer == 'y' || answer == 'Y';
}

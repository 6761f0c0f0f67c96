/*
 * ui_server_now.c owns the shared server's clock (ui_server_now.h).
 */
#include "ui/ui_server_now.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

int
ui_server_now(int64_t *now, char *message)
{
	const char *text = getenv(UI_SERVER_NOW_ENV);
	char *end;
	long long value;

	if (text == NULL || text[0] == '\0') {
		*now = (int64_t)time(NULL);
		return 0;
	}
	errno = 0;
	value = strtoll(text, &end, 10);
	/* Digits only: strtoll would also take blanks and a sign first. */
	if (text[0] < '0' || text[0] > '9' || errno != 0 || *end != '\0') {
		snprintf(message, UI_SERVER_NOW_MESSAGE_MAX, "%s is not "
		    "seconds since the epoch: '%.32s'", UI_SERVER_NOW_ENV,
		    text);
		return -1;
	}
	*now = (int64_t)value;
	return 0;
}

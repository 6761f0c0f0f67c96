/*
 * ui_puzzle.c owns the puzzles in the interface (ui_puzzle.h); first, the
 * day whose puzzle is today's: the clock's UTC day, or GNOMON_TODAY's
 * date for tests.
 */
#include "ui/ui_puzzle.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { UI_PUZZLE_DAY_SECONDS = 86400 };

/* Days since 1970-01-01 of a date of the Gregorian calendar (Howard
 * Hinnant's days_from_civil). */
static long
ui_puzzle_days(long year, int month, int day)
{
	long era, year_of_era, day_of_year, day_of_era;

	year -= month <= 2;
	era = (year >= 0 ? year : year - 399) / 400;
	year_of_era = year - era * 400;
	day_of_year = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1;
	day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 +
	    day_of_year;
	return era * 146097 + day_of_era - 719468;
}

/* The number written in text[0..count), all digits, or -1. */
static int
ui_puzzle_digits(const char *text, int count)
{
	int value = 0;

	for (int i = 0; i < count; i++) {
		if (text[i] < '0' || text[i] > '9')
			return -1;
		value = value * 10 + (text[i] - '0');
	}
	return value;
}

static bool
ui_puzzle_leap(int year)
{
	return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

int
ui_puzzle_today(long *day, char *message)
{
	static const int month_days[12] = {
		31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31
	};
	const char *text = getenv(UI_PUZZLE_TODAY_ENV);
	int year, month, date;

	if (text == NULL || text[0] == '\0') {
		*day = (long)(time(NULL) / UI_PUZZLE_DAY_SECONDS);
		return 0;
	}
	/* YYYY-MM-DD, and a day there is in that month. */
	year = month = date = -1;
	if (strlen(text) == 10 && text[4] == '-' && text[7] == '-') {
		year = ui_puzzle_digits(text, 4);
		month = ui_puzzle_digits(text + 5, 2);
		date = ui_puzzle_digits(text + 8, 2);
	}
	if (year < 1970 || month < 1 || month > 12 || date < 1 ||
	    date > month_days[month - 1] +
	    (month == 2 && ui_puzzle_leap(year))) {
		snprintf(message, UI_PUZZLE_MESSAGE_MAX,
		    "%s=%.32s is not a date such as 2026-12-07",
		    UI_PUZZLE_TODAY_ENV, text);
		return -1;
	}
	*day = ui_puzzle_days(year, month, date);
	return 0;
}

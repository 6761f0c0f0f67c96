/*
 * The in-game rules text (rules_text.h) is the man page's rules and keys: it
 * holds those sections' key sentences, in both renderings, as plain text
 * that fits the rules screen, and no other section of the page.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/notation.h"
#include "store/save.h"
#include "ui/play_options.h"
#include "ui/rules_text.h"
#include "ui/ui.h"
#include "ui/ui_cursor.h"
#include "ui/ui_game.h"

#define UTF8_CONTINUATION_MASK 0xC0
#define UTF8_CONTINUATION 0x80
#define ASCII_LIMIT 0x80
#define ESCAPE '\033'

/*
 * Sentences of man/gnomon.6, one from each part a player needs.  The page
 * is filled to the screen's width, so a sentence may break anywhere: they
 * are compared with every run of blanks and newlines taken as one space.
 */
static const char *const page_sentences[] = {
	"GNOMON(6)",
	"Every stone casts a shadow straight away from the sun, two cells "
	"long:",
	"Shadows pass through stones, friend or enemy, and stop only at the "
	"edge of the lit board.",
	"Only the uphill stone can shade the other;",
	"is eclipsed: it is removed, all of them at once.",
	"Your own shadows never hurt you, and the enemy's shadows hurt you "
	"only when the enemy's turn ends.",
	"Only when you have no legal move at all do you pass;",
	"A forced pass ends a turn too, so the passer's shadows still eclipse.",
	"the sun moves one point clockwise: N, NE, E, SE, S, SW, W, NW and "
	"back to N.",
	"dusk falls: the outermost lit ring of cells goes dark, and every "
	"stone on it is lost.",
	"leaving only d4 lit, and ends the game; so a game is at most 24 "
	"rounds, 48 turns.",
	"If your eclipse leaves the enemy with no stones, you win at once:",
	"The five stones of each side stand centred on their back rank, b to "
	"f.",
	"1ttttt1/7/7/7/7/7/1aaaaa1 a N 1",
	"Show the next round's shadows:",
	"KEYS",
	"Undo; against the computer, back to your previous turn.",
};
#define PAGE_SENTENCE_COUNT (sizeof page_sentences / sizeof page_sentences[0])

/* `text` with every run of blanks and newlines made one space; free() it. */
static char *
squeeze_blanks(const char *text)
{
	char *squeezed = malloc(strlen(text) + 1), *out = squeezed;
	bool blank = false;

	assert_non_null(squeezed);
	for (const char *c = text; *c != '\0'; c++) {
		if (*c == ' ' || *c == '\n' || *c == '\t') {
			blank = true;
			continue;
		}
		if (blank && out != squeezed)
			*out++ = ' ';
		blank = false;
		*out++ = *c;
	}
	*out = '\0';
	return squeezed;
}

/* The page's source, read from the tree (make check runs at its top);
 * free() it. */
static char *
read_page(const char *path)
{
	enum { PAGE_MAX = 1 << 20 };
	FILE *file = fopen(path, "r");
	char *page = malloc(PAGE_MAX);
	size_t size;

	assert_non_null(file);
	assert_non_null(page);
	size = fread(page, 1, PAGE_MAX - 1, file);
	assert_true(size < PAGE_MAX - 1);
	page[size] = '\0';
	fclose(file);
	return page;
}

/* The page's source with its middle dots, \(pc, as the screen writes
 * them, and every run of blanks made one space; free() it. */
static char *
read_page_text(const char *path)
{
	static const char dot[] = "\xc2\xb7", escape[] = "\\(pc";
	char *page = read_page(path), *squeezed, *at;

	/* The dot is the shorter: blanks fill the rest, which go below. */
	while ((at = strstr(page, escape)) != NULL) {
		memset(at, ' ', sizeof escape - 1);
		memcpy(at, dot, sizeof dot - 1);
	}
	squeezed = squeeze_blanks(page);
	free(page);
	return squeezed;
}

static void
assert_has_page_sentences(const char *text)
{
	char *squeezed = squeeze_blanks(text);

	for (size_t i = 0; i < PAGE_SENTENCE_COUNT; i++) {
		if (strstr(squeezed, page_sentences[i]) == NULL)
			fail_msg("the rules text lacks \"%s\"",
			    page_sentences[i]);
	}
	free(squeezed);
}

/* The widest line, in characters (a UTF-8 sequence is one column). */
static int
widest_line(const char *text)
{
	int widest = 0, width = 0;

	for (const unsigned char *c = (const unsigned char *)text; *c != '\0';
	     c++) {
		if (*c == '\n') {
			width = 0;
			continue;
		}
		if ((*c & UTF8_CONTINUATION_MASK) != UTF8_CONTINUATION)
			width++;
		if (width > widest)
			widest = width;
	}
	return widest;
}

static int
count_lines(const char *text)
{
	int lines = 0;

	for (const char *c = text; *c != '\0'; c++)
		lines += *c == '\n';
	return lines;
}

static void
assert_plain_text(const char *text)
{
	assert_null(strchr(text, '\b'));
	assert_null(strchr(text, ESCAPE));
	assert_null(strchr(text, '\r'));
	assert_true(strlen(text) > 0);
	assert_int_equal(text[strlen(text) - 1], '\n');
}

static void
test_rules_text_holds_the_pages_sentences(void **state)
{
	(void)state;
	assert_has_page_sentences(rules_text());
}

static void
test_rules_text_ascii_holds_the_pages_sentences(void **state)
{
	(void)state;
	assert_has_page_sentences(rules_text_ascii());
}

/*
 * The rules screen shows the page's NAME, RULES and KEYS, not the whole
 * manual: a newcomer scrolled past the design lab's tables and the engine
 * protocol to find a key.  A section heading is a line of capitals and
 * spaces at the left margin.
 */
static void
test_rules_text_has_only_the_rules_and_the_keys(void **state)
{
	static const char *const sections[] = { "NAME", "RULES", "KEYS" };
	const char *line = rules_text_ascii();
	size_t found = 0;

	(void)state;
	while (*line != '\0') {
		size_t length = strcspn(line, "\n");

		if (length > 0 && line[0] != ' ' &&
		    strspn(line, "ABCDEFGHIJKLMNOPQRSTUVWXYZ ") == length) {
			if (found == sizeof sections / sizeof sections[0] ||
			    strlen(sections[found]) != length ||
			    strncmp(line, sections[found], length) != 0)
				fail_msg("the rules screen has the section "
				    "\"%.*s\"", (int)length, line);
			found++;
		}
		line += length + (line[length] == '\n');
	}
	assert_int_equal(found, sizeof sections / sizeof sections[0]);
}

static void
test_rules_text_is_plain_without_overstrikes(void **state)
{
	(void)state;
	assert_plain_text(rules_text());
	assert_plain_text(rules_text_ascii());
}

static void
test_rules_text_fits_the_rules_screen(void **state)
{
	(void)state;
	assert_in_range(widest_line(rules_text()), 1, RULES_TEXT_WIDTH);
	assert_in_range(widest_line(rules_text_ascii()), 1, RULES_TEXT_WIDTH);
}

static void
test_rules_text_ascii_has_only_ascii(void **state)
{
	(void)state;
	for (const unsigned char *c = (const unsigned char *)rules_text_ascii();
	    *c != '\0'; c++)
		assert_in_range(*c, 1, ASCII_LIMIT - 1);
}

/* The rules count rounds (eight a day): the page never says "tomorrow"
 * for the next round, as the screen once did (the setting key-tomorrow
 * keeps its name, for the files that already use it). */
static void
test_rules_text_says_next_round_not_tomorrow(void **state)
{
	(void)state;
	assert_null(strstr(rules_text_ascii(), "Tomorrow"));
	assert_null(strstr(rules_text_ascii(), "tomorrow'"));
	assert_null(strstr(rules_text_ascii(), "tomorrow "));
	assert_non_null(strstr(rules_text_ascii(), "next round's shadows"));
}

static void
test_rules_text_renderings_are_the_same_page(void **state)
{
	(void)state;
	/* Typography aside, both are the same page laid out the same way. */
	assert_int_equal(count_lines(rules_text()),
	    count_lines(rules_text_ascii()));
	assert_true(strcmp(rules_text(), rules_text_ascii()) != 0);
}

/*
 * The page's example (in THE SCREEN, which `man gnomon` shows) of what the
 * panel says about a move under the cursor is a real one: the panel says it,
 * word for word, for the move that the page's example names in this position
 * (sun N, Amber to move): e5d5 shades d4 and d3, taking Teal's d3, and Teal's
 * c7 can step to d7 to shade d5.
 */
static void
test_rules_text_panel_example_is_what_the_panel_says(void **state)
{
	static const char position[] = "2t4/7/4a2/7/3t3/7/7 a N 1";
	struct play_options options;
	struct ui *ui = malloc(sizeof *ui);
	struct ui_view *view = malloc(sizeof *view);
	struct board board;
	char error[NOTATION_ERROR_MAX], *page = read_page_text("man/gnomon.6");
	int from;

	(void)state;
	assert_non_null(ui);
	assert_non_null(view);
	play_options_default(&options);
	options.hotseat = options.chose = true;
	ui_init(ui, &options);
	if (notation_read_position(position, &ui->rules, &board, error) < 0)
		fail_msg("bad position in test: %s", error);
	ui_game_set_position(ui, &board);
	assert_int_equal(notation_read_cell("e5", &from, error), 0);
	ui_cursor_move(ui, from);
	ui_key(ui, UI_KEY_ENTER);	/* select e5 */
	ui_key(ui, 'h');		/* the cursor on d5 */
	ui_view_build(ui, view);
	/* This move, this eclipse: whatever words the panel uses for them. */
	assert_int_equal(strncmp(view->panel.detail, "e5d5: takes d3 ", 15), 0);
	if (strstr(page, view->panel.detail) == NULL)
		fail_msg("the page's example is not \"%s\"",
		    view->panel.detail);
	free(page);
	free(view);
	free(ui);
}

/*
 * The rules' diagrams use no mark the ASCII board means otherwise: a
 * diagram's row ("  4  . . . A . . .") holds stones as the line mode writes
 * them (A, T), '.' for an empty cell, '/' and '\' for the shades as the
 * board hatches them, and the dusk diagram's digits.  A newcomer met '*'
 * there as a shaded cell and on the board as the sun, and '+' as a cell of
 * the rules and the board's quiet dot.  The legend says what each is, and
 * that the small 'x' is not a Teal stone.
 */
static void
test_rules_text_diagrams_use_the_boards_marks(void **state)
{
	const char *line = rules_text_ascii();
	char *page = squeeze_blanks(rules_text_ascii());
	int rows = 0;

	(void)state;
	while (*line != '\0') {
		size_t length = strcspn(line, "\n"), lead = strspn(line, " ");
		const char *cells = line + lead + 3;

		/* A rank, two spaces, then seven cells a space apart. */
		if (length >= lead + 3 + 13 && line[lead] >= '1' &&
		    line[lead] <= '7' && line[lead + 1] == ' ' &&
		    line[lead + 2] == ' ' && strchr(".AT/\\123", cells[0]) &&
		    cells[1] == ' ' && cells[12] != ' ') {
			for (size_t cell = 0; cell < BOARD_SIZE; cell++)
				if (strchr(".AT/\\123", cells[2 * cell]) ==
				    NULL)
					fail_msg("a diagram's cell '%c': %.*s",
					    cells[2 * cell], (int)length, line);
			rows++;
		}
		line += length + (line[length] == '\n');
	}
	/* The start's seven ranks, the suns' five (two diagrams a row),
	 * uphill's five, dusk's seven. */
	assert_int_equal(rows, 7 + 5 + 5 + 7);
	assert_non_null(strstr(page, "`/' a cell in an Amber stone's shadow"));
	free(page);
	page = read_page_text("man/gnomon.6");
	assert_non_null(
	    strstr(page, "never a capital .Ql X , which is a Teal stone"));
	free(page);
}

/* Every file the game keeps in its state directory is in the page's FILES
 * (which `man gnomon` shows, not the rules screen). */
static void
test_rules_text_names_every_file_of_the_state_directory(void **state)
{
	static const char *const files[] = { SAVE_CURRENT, SAVE_GAMES,
		SAVE_LOCK };
	char *page = read_page("man/gnomon.6");

	(void)state;
	for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
		char path[SAVE_PATH_MAX];

		snprintf(path, sizeof path, "$XDG_STATE_HOME/gnomon/%s",
		    files[i]);
		if (strstr(page, path) == NULL)
			fail_msg("the page does not describe %s", path);
	}
	free(page);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rules_text_holds_the_pages_sentences),
		cmocka_unit_test(
		    test_rules_text_ascii_holds_the_pages_sentences),
		cmocka_unit_test(
		    test_rules_text_has_only_the_rules_and_the_keys),
		cmocka_unit_test(test_rules_text_is_plain_without_overstrikes),
		cmocka_unit_test(test_rules_text_fits_the_rules_screen),
		cmocka_unit_test(test_rules_text_ascii_has_only_ascii),
		cmocka_unit_test(test_rules_text_renderings_are_the_same_page),
		cmocka_unit_test(test_rules_text_says_next_round_not_tomorrow),
		cmocka_unit_test(
		    test_rules_text_panel_example_is_what_the_panel_says),
		cmocka_unit_test(
		    test_rules_text_names_every_file_of_the_state_directory),
		cmocka_unit_test(test_rules_text_diagrams_use_the_boards_marks),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}

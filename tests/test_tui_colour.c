/*
 * The colour schemes keep every meaning apart: on every ground a marker can
 * be drawn on, in each palette (256 colours, 8 colours, monochrome), the
 * four dot meanings and the two rings never look alike, and never vanish
 * into the ground; the veil under a threatened stone is told from the
 * shade it darkens, and from every other ground.  What is compared is what
 * the eye gets: colours, attributes, the ground's fill and the glyph.
 * The schemes are the curses front end's (src/tui/): this test is linked
 * with curses, and opens no terminal.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <math.h>
#include <string.h>

#include <cmocka.h>

#include "lesson.h"
#include "lessons_text.h"
#include "tui_draw.h"
#include "ui_review.h"

enum { LUMINANCE_PERCENT_DARKER = 5 };

static const enum tui_depth depths[] = { TUI_MONO, TUI_COLOUR_8, TUI_COLOUR_256,
	TUI_COLOUR_SAFE };
static const char *const depth_names[] = {
	[TUI_MONO] = "monochrome", [TUI_COLOUR_8] = "8 colours",
	[TUI_COLOUR_256] = "256 colours", [TUI_COLOUR_SAFE] = "colour-blind-safe"
};
static const char *const ground_names[TUI_GROUNDS] = {
	"plain", "Amber's shade", "Teal's shade", "both shades", "dark",
	"the dusk ring", "Amber's veil", "Teal's veil"
};

/* A marker as the eye gets it: how its ink looks on the ground, and its glyph. */
struct seen {
	struct tui_look	look;
	const char	*glyph;
};

static bool
seen_equal(const struct seen *a, const struct seen *b)
{
	return a->look.fg == b->look.fg && a->look.bg == b->look.bg &&
	    a->look.attr == b->look.attr && strcmp(a->glyph, b->glyph) == 0;
}

/* Visible: an ink of its own colour on the ground, or any ink without colour. */
static bool
seen_visible(enum tui_depth depth, const struct seen *seen)
{
	return depth == TUI_MONO || seen->look.fg != seen->look.bg;
}

static struct tui_style
style_for(enum tui_depth depth, bool utf8)
{
	struct tui_style style;

	memset(&style, 0, sizeof style);
	tui_draw_glyphs(&style.glyphs, utf8);
	style.colours.depth = depth;
	return style;
}

static enum tui_ink
dot_ink(enum ui_dot dot)
{
	static const enum tui_ink inks[] = {
		[UI_DOT_QUIET] = TUI_INK_DOT_QUIET, [UI_DOT_GOLD] = TUI_INK_DOT_GOLD,
		[UI_DOT_ORANGE] = TUI_INK_DOT_ORANGE, [UI_DOT_RED] = TUI_INK_DOT_RED
	};

	return inks[dot];
}

static void
test_tui_colour_dots_apart_on_every_ground(void **state)
{
	(void)state;
	for (size_t d = 0; d < sizeof depths / sizeof depths[0]; d++)
		for (int utf8 = 0; utf8 <= 1; utf8++) {
			struct tui_style style = style_for(depths[d], utf8);

			for (int ground = 0; ground < TUI_GROUNDS; ground++) {
				struct seen seen[UI_DOT_RED + 1];

				if (ground == TUI_GROUND_DARK)
					continue;	/* nothing is drawn on a dark cell */
				for (int dot = UI_DOT_QUIET; dot <= UI_DOT_RED; dot++) {
					tui_colour_look(depths[d], dot_ink((enum ui_dot)dot),
					    (enum tui_ground)ground, &seen[dot].look);
					seen[dot].glyph = tui_draw_dot_glyph(&style,
					    (enum ui_dot)dot);
					if (!seen_visible(depths[d], &seen[dot]))
						fail_msg("%s, %s: dot %d vanishes",
						    depth_names[depths[d]],
						    ground_names[ground], dot);
				}
				for (int a = UI_DOT_QUIET; a <= UI_DOT_RED; a++)
					for (int b = a + 1; b <= UI_DOT_RED; b++)
						if (seen_equal(&seen[a], &seen[b]))
							fail_msg("%s, %s: dots %d and %d look alike",
							    depth_names[depths[d]],
							    ground_names[ground], a, b);
			}
		}
}

static void
test_tui_colour_rings_apart_on_every_ground(void **state)
{
	static const enum tui_ink rings[] = { TUI_INK_THREAT, TUI_INK_PREY };

	(void)state;
	for (size_t d = 0; d < sizeof depths / sizeof depths[0]; d++)
		for (int ground = 0; ground < TUI_GROUNDS; ground++) {
			struct tui_look look[2];

			if (ground == TUI_GROUND_DARK)
				continue;
			for (int r = 0; r < 2; r++) {
				tui_colour_look(depths[d], rings[r],
				    (enum tui_ground)ground, &look[r]);
				if (depths[d] != TUI_MONO && look[r].fg == look[r].bg)
					fail_msg("%s, %s: ring %d vanishes",
					    depth_names[depths[d]], ground_names[ground], r);
			}
			/* In colour the rings differ by colour itself (their
			 * marks, ! and x, differ in every palette). */
			if (depths[d] != TUI_MONO && look[0].fg == look[1].fg &&
			    look[0].bg == look[1].bg)
				fail_msg("%s, %s: the red and gold rings look alike",
				    depth_names[depths[d]], ground_names[ground]);
			/* The gold ring is gold, the red one red: a mark keeps
			 * its hue on a ground of that hue. */
			if (depths[d] == TUI_COLOUR_8)
				for (int r = 0; r < 2; r++) {
					struct tui_look plain;

					tui_colour_look(depths[d], rings[r],
					    TUI_GROUND_PLAIN, &plain);
					if (look[r].fg != plain.fg)
						fail_msg("8 colours, %s: ring %d changes hue",
						    ground_names[ground], r);
				}
		}
}

/* The reach mark after a stone shows on every ground a stone stands on,
 * in every palette, and never looks like the red ring's mark: its glyph
 * differs from '!', in UTF-8 and in ASCII. */
static void
test_tui_colour_reach_mark_shows_on_every_ground(void **state)
{
	(void)state;
	for (size_t d = 0; d < sizeof depths / sizeof depths[0]; d++)
		for (int ground = 0; ground < TUI_GROUNDS; ground++) {
			struct tui_look look;

			if (ground == TUI_GROUND_DARK)
				continue;
			tui_colour_look(depths[d], TUI_INK_REACH,
			    (enum tui_ground)ground, &look);
			if (depths[d] != TUI_MONO && look.fg == look.bg)
				fail_msg("%s, %s: the reach mark vanishes",
				    depth_names[depths[d]], ground_names[ground]);
		}
	for (int utf8 = 0; utf8 <= 1; utf8++) {
		struct tui_style style = style_for(TUI_MONO, utf8);

		assert_string_not_equal(style.glyphs.reach, "!");
		assert_string_not_equal(style.glyphs.reach, style.glyphs.prey_mark);
	}
}

/* The ring dusk darkens next is marked by its fill, '~', in every palette
 * (its dark red alone was missed beside the shades), in an ink that shows
 * on it. */
static void
test_tui_colour_dusk_ring_marked_in_every_palette(void **state)
{
	(void)state;
	for (size_t d = 0; d < sizeof depths / sizeof depths[0]; d++) {
		struct tui_look look;

		tui_colour_look(depths[d], TUI_INK_WARNING, TUI_GROUND_DUSK, &look);
		if (look.pattern != '~')
			fail_msg("%s: the dusk ring's fill is '%c'",
			    depth_names[depths[d]], look.pattern);
		if (depths[d] != TUI_MONO && look.fg == look.bg)
			fail_msg("%s: the dusk ring's mark vanishes",
			    depth_names[depths[d]]);
	}
}

/*
 * The lessons' words on the dusk ring name the mark the board draws in
 * every palette, its fill, and never a blink or a colour: lesson 9 once
 * said "its cells' edges blink dark red, ~ without colour" when the '~'
 * was already there in colour too, and the pulse only an extra.
 */
static void
test_tui_colour_lessons_name_the_dusk_mark_as_drawn(void **state)
{
	struct lesson lessons[LESSON_MAX];
	char error[LESSON_ERROR_MAX], mark[2] = { '\0', '\0' };
	int count, told = 0;

	(void)state;
	assert_int_equal(lesson_read_all(lessons_text(), lessons, &count, error), 0);
	for (size_t d = 0; d < sizeof depths / sizeof depths[0]; d++) {
		struct tui_look look;

		tui_colour_look(depths[d], TUI_INK_WARNING, TUI_GROUND_DUSK, &look);
		if (d > 0 && mark[0] != look.pattern)
			fail_msg("the dusk ring's mark differs by palette");
		mark[0] = look.pattern;
	}
	for (int i = 0; i < count; i++) {
		const char *text = lessons[i].text;

		if (strstr(text, "dusk darkens") == NULL)
			continue;
		told++;
		if (strstr(text, mark) == NULL || strstr(text, "blink") != NULL ||
		    strstr(text, "without colour") != NULL ||
		    strstr(text, "red") != NULL)
			fail_msg("lesson %s tells the dusk ring otherwise than "
			    "the board's '%s' in every palette: %s",
			    lessons[i].id, mark, text);
	}
	assert_true(told > 0);
}

/* xterm's 256 colours as red, green and blue. */
static void
xterm_rgb(int colour, int rgb[3])
{
	static const int cube[] = { 0, 95, 135, 175, 215, 255 };

	if (colour >= 232) {
		rgb[0] = rgb[1] = rgb[2] = 8 + (colour - 232) * 10;
		return;
	}
	assert_true(colour >= 16);
	colour -= 16;
	rgb[0] = cube[colour / 36];
	rgb[1] = cube[colour / 6 % 6];
	rgb[2] = cube[colour % 6];
}

/* Relative luminance, in thousandths of the greatest. */
static int
luminance(int colour)
{
	int rgb[3];

	xterm_rgb(colour, rgb);
	return (2126 * rgb[0] + 7152 * rgb[1] + 722 * rgb[2]) / 2550;
}

static void
test_tui_colour_veil_apart_from_shade(void **state)
{
	static const struct {
		enum tui_ground	veil, shade;
	} veils[] = {
		{ TUI_GROUND_VEIL_AMBER, TUI_GROUND_SHADE_AMBER },
		{ TUI_GROUND_VEIL_TEAL, TUI_GROUND_SHADE_TEAL }
	};

	(void)state;
	for (size_t d = 0; d < sizeof depths / sizeof depths[0]; d++)
		for (size_t v = 0; v < sizeof veils / sizeof veils[0]; v++) {
			struct tui_look veil, other;

			tui_colour_look(depths[d], TUI_INK_FAINT, veils[v].veil, &veil);
			for (int ground = 0; ground < TUI_GROUNDS; ground++) {
				if (ground == (int)veils[v].veil)
					continue;
				/* Without colour a veil is hatched as its shade
				 * is (the stone's ring and '!' tell the danger):
				 * a mark of its own was one more to learn. */
				if (depths[d] == TUI_MONO &&
				    ground == (int)veils[v].shade) {
					tui_colour_look(depths[d], TUI_INK_FAINT,
					    (enum tui_ground)ground, &other);
					assert_int_equal(veil.pattern, other.pattern);
					continue;
				}
				tui_colour_look(depths[d], TUI_INK_FAINT,
				    (enum tui_ground)ground, &other);
				if (veil.bg == other.bg && veil.pattern == other.pattern)
					fail_msg("%s: %s looks like %s",
					    depth_names[depths[d]],
					    ground_names[veils[v].veil],
					    ground_names[ground]);
			}
			tui_colour_look(depths[d], TUI_INK_FAINT, veils[v].shade, &other);
			if (depths[d] >= TUI_COLOUR_256 && luminance(veil.bg) * 100 >
			    luminance(other.bg) * (100 - LUMINANCE_PERCENT_DARKER))
				fail_msg("256 colours: %s (%d) is not darker than %s (%d)",
				    ground_names[veils[v].veil], veil.bg,
				    ground_names[veils[v].shade], other.bg);
		}
}

/*
 * Colour-vision deficiencies, as Machado, Oliveira and Fernandes (2009)
 * simulate them at full severity: a matrix over linear RGB.
 */
static const double deficiencies[][3][3] = {
	{ { 0.152286, 1.052583, -0.204868 }, { 0.114503, 0.786281, 0.099216 },
	  { -0.003882, -0.048116, 1.051998 } },		/* protanopia */
	{ { 0.367322, 0.860646, -0.227968 }, { 0.280085, 0.672501, 0.047413 },
	  { -0.011820, 0.042940, 0.968881 } },		/* deuteranopia */
	{ { 1.255528, -0.076749, -0.178779 }, { -0.078411, 0.930809, 0.147602 },
	  { 0.004733, 0.691367, 0.303900 } }		/* tritanopia */
};
#define DEFICIENCIES (sizeof deficiencies / sizeof deficiencies[0])
/* Apart: this far in sRGB (0-255 a channel), as simulated. */
#define CVD_APART 60.0

static double
srgb_linear(double value)
{
	value /= 255.0;
	return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4);
}

static double
linear_srgb(double value)
{
	value = value < 0 ? 0 : value > 1 ? 1 : value;
	return 255.0 * (value <= 0.0031308 ? 12.92 * value :
	    1.055 * pow(value, 1 / 2.4) - 0.055);
}

/* Colour `colour` as seen with deficiency `which`. */
static void
cvd_seen(int colour, size_t which, double seen[3])
{
	int rgb[3];
	double linear[3];

	xterm_rgb(colour, rgb);
	for (int i = 0; i < 3; i++)
		linear[i] = srgb_linear(rgb[i]);
	for (int i = 0; i < 3; i++)
		seen[i] = linear_srgb(deficiencies[which][i][0] * linear[0] +
		    deficiencies[which][i][1] * linear[1] +
		    deficiencies[which][i][2] * linear[2]);
}

static double
cvd_distance(int a, int b, size_t which)
{
	double x[3], y[3], sum = 0;

	cvd_seen(a, which, x);
	cvd_seen(b, which, y);
	for (int i = 0; i < 3; i++)
		sum += (x[i] - y[i]) * (x[i] - y[i]);
	return sqrt(sum);
}

/* The colour-blind-safe palette keeps the amber/teal pair (stones and
 * shades) and the red, gold and orange dots apart under each deficiency. */
static void
test_tui_colour_safe_under_colour_blindness(void **state)
{
	static const enum tui_ink dots[] = { TUI_INK_DOT_GOLD, TUI_INK_DOT_ORANGE,
	    TUI_INK_DOT_RED };
	struct tui_look a, b;

	(void)state;
	for (size_t which = 0; which < DEFICIENCIES; which++) {
		tui_colour_look(TUI_COLOUR_SAFE, TUI_INK_AMBER, TUI_GROUND_PLAIN, &a);
		tui_colour_look(TUI_COLOUR_SAFE, TUI_INK_TEAL, TUI_GROUND_PLAIN, &b);
		assert_true(cvd_distance(a.fg, b.fg, which) >= CVD_APART);
		tui_colour_look(TUI_COLOUR_SAFE, TUI_INK_TEXT, TUI_GROUND_SHADE_AMBER, &a);
		tui_colour_look(TUI_COLOUR_SAFE, TUI_INK_TEXT, TUI_GROUND_SHADE_TEAL, &b);
		assert_true(cvd_distance(a.bg, b.bg, which) >= CVD_APART);
		for (size_t i = 0; i < 3; i++)
			for (size_t j = i + 1; j < 3; j++) {
				tui_colour_look(TUI_COLOUR_SAFE, dots[i], TUI_GROUND_PLAIN, &a);
				tui_colour_look(TUI_COLOUR_SAFE, dots[j], TUI_GROUND_PLAIN, &b);
				if (cvd_distance(a.fg, b.fg, which) < CVD_APART)
					fail_msg("deficiency %zu: dots %d and %d (%.0f apart)",
					    which, a.fg, b.fg, cvd_distance(a.fg, b.fg, which));
			}
	}
}

/* A stone keeps its colour's look on its own shade, and shows on every ground. */
static void
test_tui_colour_stones_show_on_every_ground(void **state)
{
	(void)state;
	for (size_t d = 1; d < sizeof depths / sizeof depths[0]; d++)
		for (int ground = 0; ground < TUI_GROUNDS; ground++) {
			struct tui_look amber, teal;

			if (ground == TUI_GROUND_DARK)
				continue;
			tui_colour_look(depths[d], TUI_INK_AMBER, (enum tui_ground)ground, &amber);
			tui_colour_look(depths[d], TUI_INK_TEAL, (enum tui_ground)ground, &teal);
			assert_int_not_equal(amber.fg, amber.bg);
			assert_int_not_equal(teal.fg, teal.bg);
			assert_false(amber.fg == teal.fg && amber.bg == teal.bg);
		}
}

/* A mark as the screen shows it in ASCII, and what it means. */
struct mark {
	const char	*meaning;
	char		shown[8];
};

static void
mark_add(struct mark *marks, int *count, const char *meaning, const char *glyph)
{
	marks[*count].meaning = meaning;
	ui_text_ascii(glyph, marks[*count].shown, sizeof marks[*count].shown);
	++*count;
}

static void
mark_add_char(struct mark *marks, int *count, const char *meaning, char glyph)
{
	char text[2] = { glyph, '\0' };

	mark_add(marks, count, meaning, text);
}

/*
 * In ASCII a mark means one thing: a newcomer met '+' as the quiet dot,
 * the dial's next sun, a finished lesson and the review chart's dusk.
 * Each of those four now differs from every mark of another meaning that
 * the board, the dial and the panel show (the texts' stand-ins, which the
 * panel's words use, are the board's own marks).
 */
static void
test_tui_colour_ascii_marks_have_one_meaning(void **state)
{
	static const char *const once_plus[] = {
		"a quiet move", "where the sun goes next", "a lesson done",
		"dusk", "one enemy move can take it"
	};
	struct tui_style style = style_for(TUI_MONO, false);
	const struct tui_glyphs *glyphs = &style.glyphs;
	struct mark marks[32 + 2 * TUI_FRAME_PIECES];
	int count = 0;
	char shown[8];

	(void)state;
	tui_colour_init(&style.colours, TUI_MONO);
	mark_add(marks, &count, "Amber's stone", glyphs->stone[COLOUR_AMBER]);
	mark_add(marks, &count, "Teal's stone", glyphs->stone[COLOUR_TEAL]);
	mark_add(marks, &count, "a tall stone", glyphs->tall[COLOUR_AMBER]);
	mark_add(marks, &count, "a tall stone", glyphs->tall[COLOUR_TEAL]);
	mark_add(marks, &count, "the sun", glyphs->sun);
	mark_add(marks, &count, "the moon", glyphs->moon);
	mark_add(marks, &count, "where the sun goes next", glyphs->next_sun);
	mark_add(marks, &count, "a quiet move", glyphs->dot);
	mark_add(marks, &count, "a quiet move",
	    tui_draw_dot_glyph(&style, UI_DOT_QUIET));
	mark_add(marks, &count, "a take", tui_draw_dot_glyph(&style, UI_DOT_GOLD));
	mark_add(marks, &count, "a take", glyphs->prey_mark);
	mark_add(marks, &count, "a take that exposes",
	    tui_draw_dot_glyph(&style, UI_DOT_ORANGE));
	mark_add(marks, &count, "an exposure", tui_draw_dot_glyph(&style,
	    UI_DOT_RED));
	mark_add(marks, &count, "a ring", glyphs->threat_left);
	mark_add(marks, &count, "a ring", glyphs->threat_right);
	mark_add(marks, &count, "lost if it stays", "!");
	mark_add(marks, &count, "shaded once the sun turns", glyphs->tomorrow);
	mark_add(marks, &count, "one enemy move can take it", glyphs->reach);
	mark_add(marks, &count, "a dark cell", glyphs->dark);
	mark_add(marks, &count, "where the last move came from",
	    glyphs->last_from);
	mark_add_char(marks, &count, "Amber's shade", tui_colour_pattern(
	    &style.colours, TUI_GROUND_SHADE_AMBER));
	mark_add_char(marks, &count, "Teal's shade", tui_colour_pattern(
	    &style.colours, TUI_GROUND_SHADE_TEAL));
	mark_add_char(marks, &count, "both shades", tui_colour_pattern(
	    &style.colours, TUI_GROUND_SHADE_BOTH));
	mark_add_char(marks, &count, "dusk", tui_colour_pattern(&style.colours,
	    TUI_GROUND_DUSK));
	/* The frames round a cell: the grid's own lines are no mark. */
	for (int piece = 0; piece < TUI_FRAME_PIECES; piece++) {
		mark_add(marks, &count, "the cursor",
		    glyphs->frame[TUI_FRAME_CURSOR][piece]);
		mark_add(marks, &count, "the selected stone",
		    glyphs->frame[TUI_FRAME_SELECTED][piece]);
	}
	mark_add(marks, &count, "a lesson done", "✓");
	mark_add(marks, &count, "dusk", UI_REVIEW_DUSK_MARK);
	/* The texts name the dial's marks as the dial draws them. */
	ui_text_ascii("○", shown, sizeof shown);
	assert_string_equal(shown, glyphs->next_sun);
	ui_text_ascii("•", shown, sizeof shown);
	assert_string_equal(shown, glyphs->dot);
	assert_string_equal(UI_REACH_GLYPH, glyphs->reach);
	for (size_t m = 0; m < sizeof once_plus / sizeof once_plus[0]; m++)
		for (int a = 0; a < count; a++) {
			if (strcmp(marks[a].meaning, once_plus[m]) != 0)
				continue;
			for (int b = 0; b < count; b++)
				if (strcmp(marks[b].meaning, marks[a].meaning) != 0 &&
				    strcmp(marks[b].shown, marks[a].shown) == 0)
					fail_msg("'%s' is %s and %s", marks[a].shown,
					    marks[a].meaning, marks[b].meaning);
		}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_tui_colour_dots_apart_on_every_ground),
		cmocka_unit_test(test_tui_colour_rings_apart_on_every_ground),
		cmocka_unit_test(test_tui_colour_veil_apart_from_shade),
		cmocka_unit_test(test_tui_colour_stones_show_on_every_ground),
		cmocka_unit_test(test_tui_colour_safe_under_colour_blindness),
		cmocka_unit_test(test_tui_colour_ascii_marks_have_one_meaning),
		cmocka_unit_test(test_tui_colour_reach_mark_shows_on_every_ground),
		cmocka_unit_test(test_tui_colour_dusk_ring_marked_in_every_palette),
		cmocka_unit_test(test_tui_colour_lessons_name_the_dusk_mark_as_drawn),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}

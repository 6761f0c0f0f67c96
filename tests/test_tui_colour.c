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
#include <stdio.h>
#include <math.h>
#include <string.h>

#include <cmocka.h>

#include "core/lesson.h"
#include "tui_draw.h"
#include "ui/lessons_text.h"
#include "ui/ui_review.h"

enum { LUMINANCE_PERCENT_DARKER = 5 };

static const enum tui_depth depths[] = { TUI_MONO, TUI_COLOUR_8, TUI_COLOUR_256,
	TUI_COLOUR_SAFE };
static const char *const depth_names[] = { [TUI_MONO] = "monochrome",
	[TUI_COLOUR_8] = "8 colours",
	[TUI_COLOUR_256] = "256 colours",
	[TUI_COLOUR_SAFE] = "colour-blind-safe" };
static const char *const ground_names[TUI_GROUNDS] = {
	"plain", "Amber's shade", "Teal's shade", "both shades", "dark",
	"the dusk ring", "Amber's veil", "Teal's veil"
};

/* A marker as the eye gets it: how its ink looks on the ground, and its
 * glyph. */
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

/* Visible: an ink of its own colour on the ground, or any ink without
 * colour. */
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
	static const enum tui_ink inks[] = { [UI_DOT_QUIET] = TUI_INK_DOT_QUIET,
		[UI_DOT_GOLD] = TUI_INK_DOT_GOLD,
		[UI_DOT_ORANGE] = TUI_INK_DOT_ORANGE,
		[UI_DOT_RED] = TUI_INK_DOT_RED };

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
					continue; /* nothing is drawn on a dark
						     cell */
				for (int dot = UI_DOT_QUIET; dot <= UI_DOT_RED;
				     dot++) {
					tui_colour_look(depths[d],
					    dot_ink((enum ui_dot)dot),
					    (enum tui_ground)ground,
					    &seen[dot].look);
					seen[dot].glyph =
					    tui_draw_dot_glyph(&style,
						(enum ui_dot)dot);
					if (!seen_visible(depths[d],
						&seen[dot]))
						fail_msg("%s, %s: dot %d "
							 "vanishes",
						    depth_names[depths[d]],
						    ground_names[ground], dot);
				}
				for (int a = UI_DOT_QUIET; a <= UI_DOT_RED; a++)
					for (int b = a + 1; b <= UI_DOT_RED;
					     b++)
						if (seen_equal(&seen[a],
							&seen[b]))
							fail_msg("%s, %s: dots "
								 "%d and %d "
								 "look alike",
							    depth_names
								[depths[d]],
							    ground_names
								[ground],
							    a, b);
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
				if (depths[d] != TUI_MONO &&
				    look[r].fg == look[r].bg)
					fail_msg("%s, %s: ring %d vanishes",
					    depth_names[depths[d]],
					    ground_names[ground], r);
			}
			/* In colour the rings differ by colour itself (their
			 * marks, ! and x, differ in every palette). */
			if (depths[d] != TUI_MONO && look[0].fg == look[1].fg &&
			    look[0].bg == look[1].bg)
				fail_msg("%s, %s: the red and gold rings look "
					 "alike",
				    depth_names[depths[d]],
				    ground_names[ground]);
			/* The gold ring is gold, the red one red: a mark keeps
			 * its hue on a ground of that hue. */
			if (depths[d] == TUI_COLOUR_8)
				for (int r = 0; r < 2; r++) {
					struct tui_look plain;

					tui_colour_look(depths[d], rings[r],
					    TUI_GROUND_PLAIN, &plain);
					if (look[r].fg != plain.fg)
						fail_msg("8 colours, %s: ring "
							 "%d changes hue",
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
				    depth_names[depths[d]],
				    ground_names[ground]);
		}
	for (int utf8 = 0; utf8 <= 1; utf8++) {
		struct tui_style style = style_for(TUI_MONO, utf8);

		assert_string_not_equal(style.glyphs.reach, "!");
		assert_string_not_equal(style.glyphs.reach,
		    style.glyphs.prey_mark);
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

		tui_colour_look(depths[d], TUI_INK_WARNING, TUI_GROUND_DUSK,
		    &look);
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
	assert_int_equal(lesson_read_all(lessons_text(), lessons, &count,
			     error),
	    0);
	for (size_t d = 0; d < sizeof depths / sizeof depths[0]; d++) {
		struct tui_look look;

		tui_colour_look(depths[d], TUI_INK_WARNING, TUI_GROUND_DUSK,
		    &look);
		if (d > 0 && mark[0] != look.pattern)
			fail_msg("the dusk ring's mark differs by palette");
		mark[0] = look.pattern;
	}
	for (int i = 0; i < count; i++) {
		const char *text = lessons[i].text;

		if (strstr(text, "dusk darkens") == NULL)
			continue;
		told++;
		if (strstr(text, mark) == NULL ||
		    strstr(text, "blink") != NULL ||
		    strstr(text, "without colour") != NULL ||
		    strstr(text, "red") != NULL)
			fail_msg("lesson %s tells the dusk ring otherwise than "
			    "the board's '%s' in every palette: %s",
			    lessons[i].id, mark, text);
	}
	assert_true(told > 0);
}

/*
 * The colours as the eye gets them, in linear RGB (0 to 1 a channel).
 * Curses gives colour numbers; what a terminal shows for them is its own,
 * so this test takes xterm's, the reference the 256-colour numbers come
 * from: the 16 system colours at xterm's defaults (its color0 to color15
 * resources: the "3" colours at 205, blue at 238, white at 229, the
 * bright ones at 255 but grey at 127 and bright blue at 92,92,255), the
 * 6x6x6 cube of levels 0, 95, 135, 175, 215 and 255 (16 to 231), and the
 * grey ramp 8 + 10i (232 to 255).  In 8 colours a bold ink shows bright
 * (colour + 8), as xterm's boldColors does by default; reversed, ink and
 * ground swap.  The terminal's own ground (-1) is taken as black and its
 * own ink as colour 7: the palette is made for a dark terminal.
 */
enum {
	SYSTEM_COLOURS = 16,
	CUBE_FIRST = 16,
	GREY_FIRST = 232,
	DEFAULT_INK = 7
};

static const unsigned char system_rgb[SYSTEM_COLOURS][3] = {
	{ 0, 0, 0 }, { 205, 0, 0 }, { 0, 205, 0 }, { 205, 205, 0 },
	{ 0, 0, 238 }, { 205, 0, 205 }, { 0, 205, 205 }, { 229, 229, 229 },
	{ 127, 127, 127 }, { 255, 0, 0 }, { 0, 255, 0 }, { 255, 255, 0 },
	{ 92, 92, 255 }, { 255, 0, 255 }, { 0, 255, 255 }, { 255, 255, 255 }
};

/* sRGB's transfer function, undone: the WCAG 2.1 definition's. */
static double
srgb_linear(int value)
{
	double v = value / 255.0;

	return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4);
}

static void
colour_linear(int colour, double linear[3])
{
	static const int cube[] = { 0, 95, 135, 175, 215, 255 };
	int rgb[3];

	if (colour < 0)
		colour = 0;
	if (colour < SYSTEM_COLOURS)
		for (int i = 0; i < 3; i++)
			rgb[i] = system_rgb[colour][i];
	else if (colour >= GREY_FIRST)
		rgb[0] = rgb[1] = rgb[2] = 8 + (colour - GREY_FIRST) * 10;
	else {
		colour -= CUBE_FIRST;
		rgb[0] = cube[colour / 36];
		rgb[1] = cube[colour / 6 % 6];
		rgb[2] = cube[colour % 6];
	}
	for (int i = 0; i < 3; i++)
		linear[i] = srgb_linear(rgb[i]);
}

/* The ink's and the ground's colours of a look, as shown. */
static void
look_linear(enum tui_depth depth, const struct tui_look *look, double ink[3],
    double ground[3])
{
	int fg = look->fg < 0 ? DEFAULT_INK : look->fg;

	if (depth == TUI_COLOUR_8 && (look->attr & A_BOLD) &&
	    fg < SYSTEM_COLOURS / 2)
		fg += SYSTEM_COLOURS / 2;
	colour_linear(fg, ink);
	colour_linear(look->bg, ground);
	if (look->attr & A_REVERSE)
		for (int i = 0; i < 3; i++) {
			double swap = ink[i];

			ink[i] = ground[i];
			ground[i] = swap;
		}
}

/* WCAG 2.1's relative luminance. */
static double
luminance(const double linear[3])
{
	return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2];
}

static double
colour_luminance(int colour)
{
	double linear[3];

	colour_linear(colour, linear);
	return luminance(linear);
}

/* WCAG 2.1's contrast ratio, 1 to 21. */
static double
contrast(const double a[3], const double b[3])
{
	double la = luminance(a), lb = luminance(b);

	return la > lb ? (la + 0.05) / (lb + 0.05) : (lb + 0.05) / (la + 0.05);
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

			tui_colour_look(depths[d], TUI_INK_FAINT, veils[v].veil,
			    &veil);
			for (int ground = 0; ground < TUI_GROUNDS; ground++) {
				if (ground == (int)veils[v].veil)
					continue;
				/* Without colour a veil is hatched as its shade
				 * is (the stone's ring and '!' tell the
				 * danger): a mark of its own was one more to
				 * learn. */
				if (depths[d] == TUI_MONO &&
				    ground == (int)veils[v].shade) {
					tui_colour_look(depths[d],
					    TUI_INK_FAINT,
					    (enum tui_ground)ground, &other);
					assert_int_equal(veil.pattern,
					    other.pattern);
					continue;
				}
				tui_colour_look(depths[d], TUI_INK_FAINT,
				    (enum tui_ground)ground, &other);
				if (veil.bg == other.bg &&
				    veil.pattern == other.pattern)
					fail_msg("%s: %s looks like %s",
					    depth_names[depths[d]],
					    ground_names[veils[v].veil],
					    ground_names[ground]);
			}
			tui_colour_look(depths[d], TUI_INK_FAINT,
			    veils[v].shade, &other);
			if (depths[d] >= TUI_COLOUR_256 &&
			    colour_luminance(veil.bg) * 100 >
				colour_luminance(other.bg) *
				    (100 - LUMINANCE_PERCENT_DARKER))
				fail_msg("256 colours: %s (%d) is not darker "
					 "than %s (%d)",
				    ground_names[veils[v].veil], veil.bg,
				    ground_names[veils[v].shade], other.bg);
		}
}

/*
 * Every mark readable by every eye.
 *
 * CONTRAST.  Every dot, ring, stone and mark reaches 3:1 against every
 * ground it can stand on: WCAG 2.1's contrast for non-text content
 * (success criterion 1.4.11), (L1 + 0.05) / (L2 + 0.05) of the relative
 * luminances, computed from the looks tui_colour_look() gives, which are
 * what curses is told, in 256 colours, in 8 and in the colour-blind-safe
 * palette.  A cell's marks (its stone or dot, its ring and the marks
 * after it) stand on its inside's ground: plain, a shade or a veil, never
 * the dark ground (a darkened cell shows nothing) nor the dusk's (only
 * the cells' edges, where the '~' stands in the warning ink); the sun,
 * the cursor's and the selection's frames stand on the plain ground.
 * Monochrome has no colours: its marks are told apart by glyph and
 * attribute (the tests above).
 *
 * COLOUR VISION.  Amber's and Teal's shades, and the four dots, stay
 * apart under protanopia, deuteranopia and tritanopia as Machado,
 * Oliveira and Fernandes (2009) simulate them at severity 1.0 (a matrix
 * over linear RGB; the result is clipped to the gamut), and with normal
 * vision; so do the two stones and the two rings, which share cells with
 * each other.  Apart is a CIEDE2000 difference (CIELAB, D65) of at least
 * CVD_APART, 10: Okabe and Ito's palette, the usual colour-blind-safe
 * one, keeps its closest pairs 10.9 (tritanopia), 11.6 (deuteranopia)
 * and 12.2 (protanopia) apart under these simulations, and a mark the
 * size of a letter needs several times the difference that tells large
 * patches apart (about 1).  The dots are compared on every ground they
 * stand on, as the palette colours them there.  The stones are not
 * compared with the dots: they never share a cell, their shapes differ,
 * and 8 colours have two yellows for three warm marks.
 */
#define CONTRAST_MIN 3.0
#define CVD_APART 10.0
#define PI 3.14159265358979323846

static const double visions[][3][3] = {
	{ { 1, 0, 0 }, { 0, 1, 0 }, { 0, 0, 1 } },
	{ { 0.152286, 1.052583, -0.204868 }, { 0.114503, 0.786281, 0.099216 },
	  { -0.003882, -0.048116, 1.051998 } },
	{ { 0.367322, 0.860646, -0.227968 }, { 0.280085, 0.672501, 0.047413 },
	  { -0.011820, 0.042940, 0.968881 } },
	{ { 1.255528, -0.076749, -0.178779 }, { -0.078411, 0.930809, 0.147602 },
	  { 0.004733, 0.691367, 0.303900 } }
};
static const char *const vision_names[] = {
	"normal vision", "protanopia", "deuteranopia", "tritanopia"
};
#define VISIONS (sizeof visions / sizeof visions[0])

static const enum tui_depth coloured[] = { TUI_COLOUR_8, TUI_COLOUR_256,
	TUI_COLOUR_SAFE };
#define COLOURED (sizeof coloured / sizeof coloured[0])

/* Linear RGB to CIELAB, D65. */
static void
linear_lab(const double linear[3], double lab[3])
{
	static const double to_xyz[3][3] = {
		{ 0.4124, 0.3576, 0.1805 }, { 0.2126, 0.7152, 0.0722 },
		{ 0.0193, 0.1192, 0.9505 }
	};
	static const double white[3] = { 0.95047, 1.0, 1.08883 };
	double f[3];

	for (int i = 0; i < 3; i++) {
		double t =
		    (to_xyz[i][0] * linear[0] + to_xyz[i][1] * linear[1] +
			to_xyz[i][2] * linear[2]) /
		    white[i];

		f[i] =
		    t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116;
	}
	lab[0] = 116 * f[1] - 16;
	lab[1] = 500 * (f[0] - f[1]);
	lab[2] = 200 * (f[1] - f[2]);
}

static double
degrees(double radians)
{
	double d = radians * 180 / PI;

	return d < 0 ? d + 360 : d;
}

static double
radians(double degrees_)
{
	return degrees_ * PI / 180;
}

/* CIEDE2000, as Sharma, Wu and Dalal (2005) set it out. */
static double
ciede2000(const double lab1[3], const double lab2[3])
{
	double c1 = hypot(lab1[1], lab1[2]), c2 = hypot(lab2[1], lab2[2]);
	double c7 = pow((c1 + c2) / 2, 7);
	double g = 0.5 * (1 - sqrt(c7 / (c7 + pow(25, 7))));
	double a1 = (1 + g) * lab1[1], a2 = (1 + g) * lab2[1];
	double cp1 = hypot(a1, lab1[2]), cp2 = hypot(a2, lab2[2]);
	double hp1 = cp1 == 0 ? 0 : degrees(atan2(lab1[2], a1));
	double hp2 = cp2 == 0 ? 0 : degrees(atan2(lab2[2], a2));
	double dl = lab2[0] - lab1[0], dc = cp2 - cp1, dh = 0, hbar = hp1 + hp2;
	double lbar = (lab1[0] + lab2[0]) / 2, cbar = (cp1 + cp2) / 2;
	double t, dtheta, rc, sl, sc, sh, rt, cbar7;

	if (cp1 * cp2 != 0) {
		dh = hp2 - hp1;
		if (dh > 180)
			dh -= 360;
		else if (dh < -180)
			dh += 360;
		hbar = fabs(hp1 - hp2) <= 180 ? (hp1 + hp2) / 2 :
		    hp1 + hp2 < 360           ? (hp1 + hp2 + 360) / 2 :
						(hp1 + hp2 - 360) / 2;
	}
	dh = 2 * sqrt(cp1 * cp2) * sin(radians(dh / 2));
	t = 1 - 0.17 * cos(radians(hbar - 30)) + 0.24 * cos(radians(2 * hbar)) +
	    0.32 * cos(radians(3 * hbar + 6)) -
	    0.20 * cos(radians(4 * hbar - 63));
	dtheta = 30 * exp(-pow((hbar - 275) / 25, 2));
	cbar7 = pow(cbar, 7);
	rc = 2 * sqrt(cbar7 / (cbar7 + pow(25, 7)));
	sl = 1 + 0.015 * pow(lbar - 50, 2) / sqrt(20 + pow(lbar - 50, 2));
	sc = 1 + 0.045 * cbar;
	sh = 1 + 0.015 * cbar * t;
	rt = -sin(radians(2 * dtheta)) * rc;
	return sqrt(pow(dl / sl, 2) + pow(dc / sc, 2) + pow(dh / sh, 2) +
	    rt * (dc / sc) * (dh / sh));
}

/* Linear RGB as seen with vision `which`, in CIELAB. */
static void
seen_lab(const double linear[3], size_t which, double lab[3])
{
	double seen[3];

	for (int i = 0; i < 3; i++) {
		double v = visions[which][i][0] * linear[0] +
		    visions[which][i][1] * linear[1] +
		    visions[which][i][2] * linear[2];

		seen[i] = v < 0 ? 0 : v > 1 ? 1 : v;
	}
	linear_lab(seen, lab);
}

static double
apart(const double a[3], const double b[3], size_t which)
{
	double lab_a[3], lab_b[3];

	seen_lab(a, which, lab_a);
	seen_lab(b, which, lab_b);
	return ciede2000(lab_a, lab_b);
}

/* The CIEDE2000 of two well-known pairs (Sharma, Wu and Dalal's table 1,
 * pairs 1 and 7), so that the measure itself is right. */
static void
test_tui_colour_ciede2000_matches_published_pairs(void **state)
{
	static const double pairs[][2][3] = {
		{ { 50, 2.6772, -79.7751 }, { 50, 0, -82.7485 } },
		{ { 50, 0, 0 }, { 50, -1, 2 } }
	};
	static const double expected[] = { 2.0425, 2.3669 };

	(void)state;
	for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++)
		assert_true(fabs(ciede2000(pairs[i][0], pairs[i][1]) -
		    expected[i]) < 0.0001);
}

/* Where an ink stands: inside a cell (plain, a shade, a veil), on the
 * plain ground only, or on the dusk's edges. */
enum standing { STANDS_INSIDE, STANDS_PLAIN, STANDS_DUSK };

static const struct {
	const char	*name;
	enum tui_ink	ink;
	enum standing	where;
} standings[] = {
	{ "Amber's stone", TUI_INK_AMBER, STANDS_INSIDE },
	{ "Teal's stone", TUI_INK_TEAL, STANDS_INSIDE },
	{ "the red ring", TUI_INK_THREAT, STANDS_INSIDE },
	{ "the gold ring", TUI_INK_PREY, STANDS_INSIDE },
	{ "the dashed bars", TUI_INK_TOMORROW, STANDS_INSIDE },
	{ "the caret", TUI_INK_REACH, STANDS_INSIDE },
	{ "the gold dot", TUI_INK_DOT_GOLD, STANDS_INSIDE },
	{ "the orange dot", TUI_INK_DOT_ORANGE, STANDS_INSIDE },
	{ "the red dot", TUI_INK_DOT_RED, STANDS_INSIDE },
	{ "the quiet dot", TUI_INK_DOT_QUIET, STANDS_INSIDE },
	{ "the last move's mark", TUI_INK_LAST_FROM, STANDS_INSIDE },
	{ "the sun", TUI_INK_SUN, STANDS_PLAIN },
	{ "the cursor", TUI_INK_CURSOR, STANDS_PLAIN },
	{ "the selection", TUI_INK_SELECTED, STANDS_PLAIN },
	{ "the dusk's ~", TUI_INK_WARNING, STANDS_DUSK }
};

static bool
stands_on(enum standing where, int ground)
{
	switch (where) {
	case STANDS_INSIDE:
		return ground != TUI_GROUND_DARK && ground != TUI_GROUND_DUSK;
	case STANDS_PLAIN:
		return ground == TUI_GROUND_PLAIN;
	default:
		return ground == TUI_GROUND_DUSK;
	}
}

static void
test_tui_colour_marks_reach_3_to_1_on_their_grounds(void **state)
{
	int failures = 0;

	(void)state;
	for (size_t d = 0; d < COLOURED; d++)
		for (size_t m = 0; m < sizeof standings / sizeof standings[0];
		     m++)
			for (int ground = 0; ground < TUI_GROUNDS; ground++) {
				struct tui_look look;
				double ink[3], under[3], ratio;

				if (!stands_on(standings[m].where, ground))
					continue;
				tui_colour_look(coloured[d], standings[m].ink,
				    (enum tui_ground)ground, &look);
				look_linear(coloured[d], &look, ink, under);
				ratio = contrast(ink, under);
				if (ratio >= CONTRAST_MIN)
					continue;
				print_message("%s: %s (%d) on %s (%d): "
					      "%.2f:1\n",
				    depth_names[coloured[d]], standings[m].name,
				    look.fg, ground_names[ground], look.bg,
				    ratio);
				failures++;
			}
	if (failures > 0)
		fail_msg("%d marks below %.0f:1", failures, CONTRAST_MIN);
}

/* Two inks on one ground, or two grounds, apart under every vision; one
 * line for each that is not. */
static int
apart_or_say(enum tui_depth depth, const double a[3], const double b[3],
    const char *what)
{
	int failures = 0;

	for (size_t which = 0; which < VISIONS; which++) {
		double distance = apart(a, b, which);

		if (distance >= CVD_APART)
			continue;
		print_message("%s, %s: %s are %.1f apart\n", depth_names[depth],
		    vision_names[which], what, distance);
		failures++;
	}
	return failures;
}

static int
inks_apart(enum tui_depth depth, const enum tui_ink *inks, size_t count,
    const char *const *names, int ground)
{
	int failures = 0;

	for (size_t i = 0; i < count; i++)
		for (size_t j = i + 1; j < count; j++) {
			struct tui_look a, b;
			double ink_a[3], ink_b[3], under[3];
			char what[160];

			tui_colour_look(depth, inks[i], (enum tui_ground)ground,
			    &a);
			tui_colour_look(depth, inks[j], (enum tui_ground)ground,
			    &b);
			look_linear(depth, &a, ink_a, under);
			look_linear(depth, &b, ink_b, under);
			snprintf(what, sizeof what, "%s (%d) and %s (%d) on %s",
			    names[i], a.fg, names[j], b.fg,
			    ground_names[ground]);
			failures += apart_or_say(depth, ink_a, ink_b, what);
		}
	return failures;
}

static void
test_tui_colour_apart_under_colour_vision_deficiencies(void **state)
{
	static const enum tui_ink dots[] = { TUI_INK_DOT_QUIET,
		TUI_INK_DOT_GOLD, TUI_INK_DOT_ORANGE, TUI_INK_DOT_RED };
	static const char *const dot_names[] = { "the quiet dot",
		"the gold dot", "the orange dot", "the red dot" };
	static const enum tui_ink stones[] = { TUI_INK_AMBER, TUI_INK_TEAL };
	static const char *const stone_names[] = { "Amber's stone",
		"Teal's stone" };
	static const enum tui_ink rings[] = { TUI_INK_THREAT, TUI_INK_PREY };
	static const char *const ring_names[] = { "the red ring",
		"the gold ring" };
	static const enum tui_ground shades[] = { TUI_GROUND_SHADE_AMBER,
	    TUI_GROUND_SHADE_TEAL, TUI_GROUND_SHADE_BOTH };
	int failures = 0;

	(void)state;
	for (size_t d = 0; d < COLOURED; d++) {
		enum tui_depth depth = coloured[d];

		for (size_t i = 0; i < sizeof shades / sizeof shades[0]; i++)
			for (size_t j = i + 1;
			     j < sizeof shades / sizeof shades[0]; j++) {
				struct tui_look a, b;
				double ink[3], ground_a[3], ground_b[3];
				char what[160];

				tui_colour_look(depth, TUI_INK_FAINT, shades[i],
				    &a);
				tui_colour_look(depth, TUI_INK_FAINT, shades[j],
				    &b);
				look_linear(depth, &a, ink, ground_a);
				look_linear(depth, &b, ink, ground_b);
				snprintf(what, sizeof what,
				    "%s (%d) and %s (%d)",
				    ground_names[shades[i]], a.bg,
				    ground_names[shades[j]], b.bg);
				failures += apart_or_say(depth, ground_a,
				    ground_b, what);
			}
		for (int ground = 0; ground < TUI_GROUNDS; ground++) {
			if (!stands_on(STANDS_INSIDE, ground))
				continue;
			failures += inks_apart(depth, dots,
			    sizeof dots / sizeof dots[0], dot_names, ground);
			failures += inks_apart(depth, stones, sizeof stones /
			    sizeof stones[0], stone_names, ground);
			failures += inks_apart(depth, rings, sizeof rings /
			    sizeof rings[0], ring_names, ground);
		}
	}
	if (failures > 0)
		fail_msg("%d pairs closer than %.0f", failures, CVD_APART);
}

/* A stone keeps its colour's look on its own shade, and shows on every
 * ground. */
static void
test_tui_colour_stones_show_on_every_ground(void **state)
{
	(void)state;
	for (size_t d = 1; d < sizeof depths / sizeof depths[0]; d++)
		for (int ground = 0; ground < TUI_GROUNDS; ground++) {
			struct tui_look amber, teal;

			if (ground == TUI_GROUND_DARK)
				continue;
			tui_colour_look(depths[d], TUI_INK_AMBER,
			    (enum tui_ground)ground, &amber);
			tui_colour_look(depths[d], TUI_INK_TEAL,
			    (enum tui_ground)ground, &teal);
			assert_int_not_equal(amber.fg, amber.bg);
			assert_int_not_equal(teal.fg, teal.bg);
			assert_false(
			    amber.fg == teal.fg && amber.bg == teal.bg);
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
	mark_add(marks, &count, "a take",
	    tui_draw_dot_glyph(&style, UI_DOT_GOLD));
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
				if (strcmp(marks[b].meaning,
					marks[a].meaning) != 0 &&
				    strcmp(marks[b].shown, marks[a].shown) == 0)
					fail_msg("'%s' is %s and %s",
					    marks[a].shown, marks[a].meaning,
					    marks[b].meaning);
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
		cmocka_unit_test(
		    test_tui_colour_ciede2000_matches_published_pairs),
		cmocka_unit_test(
		    test_tui_colour_marks_reach_3_to_1_on_their_grounds),
		cmocka_unit_test(
		    test_tui_colour_apart_under_colour_vision_deficiencies),
		cmocka_unit_test(test_tui_colour_ascii_marks_have_one_meaning),
		cmocka_unit_test(
		    test_tui_colour_reach_mark_shows_on_every_ground),
		cmocka_unit_test(
		    test_tui_colour_dusk_ring_marked_in_every_palette),
		cmocka_unit_test(
		    test_tui_colour_lessons_name_the_dusk_mark_as_drawn),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}

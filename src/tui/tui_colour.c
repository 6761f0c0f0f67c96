/*
 * tui_colour.c owns the colour schemes: every ink and ground is a semantic
 * role, mapped here for 256 colours, for 8 colours and for monochrome, where
 * only attributes and fill patterns are left (the shades become hatching).
 * The scheme is made once, at start: every ink on every ground gets its
 * attributes, and the colour pairs are shared by every ink and ground of the
 * same two colours, because inks times grounds is more pairs than an
 * 8-colour terminal offers, but there are far fewer distinct pairs.
 */
#include "tui_draw.h"

enum {
	DEFAULT_COLOUR = -1
}; /* the terminal's own, with use_default_colors() */

struct ink_scheme {
	short	colour_256;
	short	colour_8;
	attr_t	attributes;		/* added in 256 colours */
	attr_t	attributes_8;		/* in 8 colours */
	attr_t	mono;			/* in monochrome */
};

struct ground_scheme {
	short	colour_256;
	short	colour_8;
	char	pattern;		/* monochrome fill */
	attr_t	mono;
};

/*
 * 8 colours have no orange: the orange dot is yellow without bold, which
 * the terminals' usual 8-colour palettes (VGA's, xterm's) show as a darker
 * yellow or brown, and its shape (tui_draw_dot_glyph) tells it apart
 * wherever they do not.
 *
 * Every mark reaches a contrast of 3:1 on every ground it stands on, and
 * the dots, the stones, the rings and the shades stay apart under
 * protanopia, deuteranopia and tritanopia (test_tui_colour measures both,
 * and says how).  So in 256 colours the gold dot is the gold ring's
 * yellow and the orange dot a light orange, both a hue away from Amber's
 * stone (they were one hue with it); the quiet dot is a shade off white,
 * which tritanopia told from that yellow by too little.
 */
static const struct ink_scheme inks[TUI_INKS] = {
	[TUI_INK_TEXT] = { DEFAULT_COLOUR, DEFAULT_COLOUR, A_NORMAL, A_NORMAL,
	    A_NORMAL },
	[TUI_INK_FAINT] = { 244, DEFAULT_COLOUR, A_NORMAL, A_NORMAL, A_DIM },
	[TUI_INK_TITLE] = { 230, COLOR_WHITE, A_BOLD, A_BOLD, A_BOLD },
	[TUI_INK_AMBER] = { 214, COLOR_YELLOW, A_BOLD, A_BOLD, A_BOLD },
	[TUI_INK_TEAL] = { 51, COLOR_CYAN, A_BOLD, A_BOLD, A_NORMAL },
	[TUI_INK_THREAT] = { 196, COLOR_RED, A_BOLD, A_BOLD, A_BOLD },
	[TUI_INK_PREY] = { 226, COLOR_YELLOW, A_BOLD, A_BOLD, A_BOLD },
	[TUI_INK_TOMORROW] = { 252, COLOR_WHITE, A_NORMAL, A_NORMAL, A_NORMAL },
	/* A warning quieter than the red ring's: orange, not bold in 8
	 * colours; its shape is its own in every palette. */
	[TUI_INK_REACH] = { 215, COLOR_RED, A_BOLD, A_NORMAL, A_BOLD },
	[TUI_INK_DOT_GOLD] = { 226, COLOR_YELLOW, A_BOLD, A_BOLD, A_BOLD },
	[TUI_INK_DOT_ORANGE] = { 209, COLOR_YELLOW, A_BOLD, A_NORMAL, A_BOLD },
	[TUI_INK_DOT_RED] = { 196, COLOR_RED, A_BOLD, A_BOLD, A_BOLD },
	[TUI_INK_DOT_QUIET] = { 253, COLOR_WHITE, A_BOLD, A_BOLD, A_NORMAL },
	[TUI_INK_LAST_FROM] = { 244, COLOR_WHITE, A_NORMAL, A_NORMAL, A_DIM },
	[TUI_INK_CURSOR] = { 231, COLOR_WHITE, A_BOLD, A_BOLD,
	    A_BOLD | A_REVERSE },
	[TUI_INK_SELECTED] = { 213, COLOR_MAGENTA, A_BOLD, A_BOLD,
	    A_BOLD | A_UNDERLINE },
	[TUI_INK_SUN] = { 226, COLOR_YELLOW, A_BOLD, A_BOLD, A_BOLD },
	[TUI_INK_WARNING] = { 210, COLOR_RED, A_BOLD, A_BOLD, A_BOLD }
};

/*
 * The colour-blind-safe palette is the 256 colours' but for the marks whose
 * hues are their meaning: after Okabe and Ito's palette, the gold dot and
 * ring are yellow, the orange dot vermilion and the red dot and ring a
 * reddish purple, which stay apart under protanopia, deuteranopia and
 * tritanopia (test_tui_colour simulates them); the dots take their shapes
 * too.  Amber and Teal, orange and cyan on brown and blue, are apart
 * already.
 */
static const short safe_inks[TUI_INKS] = {
	[TUI_INK_THREAT] = 175, [TUI_INK_PREY] = 226, [TUI_INK_DOT_GOLD] = 226,
	[TUI_INK_DOT_ORANGE] = 166, [TUI_INK_DOT_RED] = 175
};

static const struct ground_scheme grounds[TUI_GROUNDS] = {
	[TUI_GROUND_PLAIN] = { DEFAULT_COLOUR, DEFAULT_COLOUR, ' ', A_NORMAL },
	[TUI_GROUND_SHADE_AMBER] = { 94, COLOR_YELLOW, '/', A_DIM },
	[TUI_GROUND_SHADE_TEAL] = { 24, COLOR_BLUE, '\\', A_DIM },
	/* Not magenta: under deuteranopia 256's was Teal's blue, and in 8
	 * colours protanopia brought it as near.  Not X: Teal's ASCII stone. */
	[TUI_GROUND_SHADE_BOTH] = { 89, COLOR_WHITE, '#', A_DIM },
	[TUI_GROUND_DARK] = { 236, COLOR_BLACK, ' ', A_DIM },
	/* A red of its own: the darker one is Amber's veil's. */
	[TUI_GROUND_DUSK] = { 88, COLOR_RED, '~', A_DIM },
	/* Darker than the shades.  Without colour a veil is hatched as its
	 * shade is: a mark of its own ('@', '%') was one more thing to learn,
	 * a newcomer could not read, and one the cursor and the tall stones
	 * use; the ring and '!' on the stone say it is in danger.  In 256
	 * colours dark enough for the red ring: Amber's is a dark red, as
	 * no darker brown is among the 256. */
	[TUI_GROUND_VEIL_AMBER] = { 52, COLOR_YELLOW, '/', A_DIM },
	[TUI_GROUND_VEIL_TEAL] = { 17, COLOR_BLUE, '\\', A_DIM }
};

/*
 * In 256 colours no tint light enough to show the shades apart lets a red
 * mark show on it (red on Amber's brown was 1.4:1, on Teal's blue 1.8:1),
 * so a mark alone in its cell, a dot or the last move's mark, stands on a
 * patch of the shade's own hue, darker, as a veil is; the red ring stands
 * on a veil already, and would on a shade.  The other marks (a stone,
 * the gold ring, the dashed bars, the caret) stand on the shade itself.
 */
static const short patches[TUI_GROUNDS] = { [TUI_GROUND_SHADE_AMBER] = 52,
	[TUI_GROUND_SHADE_TEAL] = 17, /* the veils' */
	[TUI_GROUND_SHADE_BOTH] = 53 };

/* The fill of a ground in colour: none, but in 8 colours, which have no
 * darker shade, a veil is hatched as its shade is without colour.  In 256
 * its darker colour tells it: a hatch there showed as one stray backslash
 * beside the stone's marks (the panel's legend draws it as the board).
 * The dusk ring's '~' is a mark as much as a fill, in every palette: its
 * dark red alone was missed beside the shades' tints. */
static char
ground_hatching(enum tui_depth depth, enum tui_ground ground)
{
	if (ground == TUI_GROUND_DUSK)
		return grounds[TUI_GROUND_DUSK].pattern;
	if (depth != TUI_COLOUR_8)
		return ' ';
	if (ground == TUI_GROUND_VEIL_AMBER)
		return grounds[TUI_GROUND_SHADE_AMBER].pattern;
	if (ground == TUI_GROUND_VEIL_TEAL)
		return grounds[TUI_GROUND_SHADE_TEAL].pattern;
	return ' ';
}

/*
 * What the marks on a cell are: MARK, an ink whose hue is its meaning (a
 * dot, a ring, the caret), which keeps its hue in 8 colours on a black
 * patch; ON_PATCH, one that stands on a shade's darker patch in 256: a
 * mark alone in its cell, or the red ring.  (The dashed bars are white,
 * which the grounds' own rule below keeps readable: black on the light
 * ones.)
 */
enum { INK_MARK = 1, INK_ON_PATCH = 2 };

static const unsigned char ink_kinds[TUI_INKS] = {
	[TUI_INK_THREAT] = INK_MARK | INK_ON_PATCH,
	[TUI_INK_PREY] = INK_MARK,
	[TUI_INK_REACH] = INK_MARK,
	[TUI_INK_DOT_GOLD] = INK_MARK | INK_ON_PATCH,
	[TUI_INK_DOT_ORANGE] = INK_MARK | INK_ON_PATCH,
	[TUI_INK_DOT_RED] = INK_MARK | INK_ON_PATCH,
	[TUI_INK_DOT_QUIET] = INK_MARK | INK_ON_PATCH,
	[TUI_INK_LAST_FROM] = INK_MARK | INK_ON_PATCH
};

/*
 * In 8 colours a shade's ground is one of the stones' own hues, or white,
 * and no ground of the eight lets every mark show (red on yellow or blue
 * was 2.4:1).  A mark keeps its hue, on a black patch: its hue is what it
 * says.  Other ink on the light grounds (yellow, white) turns black if
 * light and blue if Teal's cyan, and without bold, which would brighten it
 * (xterm's bold black is grey, 2.4:1 on yellow); on the dark ones (blue,
 * red) ink of the ground's own hue turns white.
 */
static void
ink_colours_8(enum tui_ink ink, enum tui_ground ground, struct tui_look *look)
{
	short *fg = &look->fg, *bg = &look->bg;

	*fg = inks[ink].colour_8;
	*bg = grounds[ground].colour_8;
	look->attr = inks[ink].attributes_8;
	if (*bg == DEFAULT_COLOUR || *bg == COLOR_BLACK)
		return;
	if (ink_kinds[ink] & INK_MARK) {
		*bg = COLOR_BLACK;
		return;
	}
	if (*bg == COLOR_YELLOW || *bg == COLOR_CYAN || *bg == COLOR_WHITE) {
		if (*fg == COLOR_CYAN)
			*fg = COLOR_BLUE;
		else if (*fg == COLOR_YELLOW || *fg == COLOR_WHITE ||
		    *fg == DEFAULT_COLOUR)
			*fg = COLOR_BLACK;
		if (*fg == COLOR_BLUE || *fg == COLOR_BLACK)
			look->attr &= ~(attr_t)A_BOLD;
		return;
	}
	if (*fg == *bg || *fg == DEFAULT_COLOUR)
		*fg = COLOR_WHITE;
}

void
tui_colour_look(enum tui_depth depth, enum tui_ink ink, enum tui_ground ground,
    struct tui_look *look)
{
	look->pattern = depth == TUI_MONO ? grounds[ground].pattern :
	    ground_hatching(depth, ground);
	switch (depth) {
	case TUI_MONO:
		look->fg = look->bg = DEFAULT_COLOUR;
		look->attr = inks[ink].mono;
		break;
	case TUI_COLOUR_8:
		ink_colours_8(ink, ground, look);
		break;
	default:
		look->fg = depth == TUI_COLOUR_SAFE && safe_inks[ink] != 0 ?
		    safe_inks[ink] : inks[ink].colour_256;
		look->bg =
		    (ink_kinds[ink] & INK_ON_PATCH) && patches[ground] != 0 ?
		    patches[ground] :
		    grounds[ground].colour_256;
		look->attr = inks[ink].attributes;
		break;
	}
}

/* The pair for the colours `fg` on `bg`: one already made, else a new one;
 * 0 if the terminal has no more. */
static short
tui_colour_pair(short fg, short bg, short made_fg[], short made_bg[],
    short *made)
{
	for (short pair = 1; pair <= *made; pair++)
		if (made_fg[pair] == fg && made_bg[pair] == bg)
			return pair;
	if (*made + 1 >= COLOR_PAIRS)
		return 0;
	++*made;
	made_fg[*made] = fg;
	made_bg[*made] = bg;
	init_pair(*made, fg, bg);
	return *made;
}

void
tui_colour_init(struct tui_colours *colours, enum tui_depth depth)
{
	/* At most one pair for each ink on each ground; pair 0 is curses'. */
	short made_fg[TUI_INKS * TUI_GROUNDS + 1],
	    made_bg[TUI_INKS * TUI_GROUNDS + 1];
	short made = 0;

	colours->depth = depth;
	/* start_color() has been called by whoever chose a colour depth. */
	if (depth != TUI_MONO)
		use_default_colors();
	for (int ground = 0; ground < TUI_GROUNDS; ground++) {
		struct tui_look look;

		tui_colour_look(depth, TUI_INK_FAINT, (enum tui_ground)ground,
		    &look);
		colours->pattern[ground] = look.pattern;
	}
	for (int ink = 0; ink < TUI_INKS; ink++) {
		for (int ground = 0; ground < TUI_GROUNDS; ground++) {
			struct tui_look look;
			short pair;

			tui_colour_look(depth, (enum tui_ink)ink,
			    (enum tui_ground)ground, &look);
			if (depth == TUI_MONO) {
				colours->attr[ink][ground] = look.attr;
				continue;
			}
			pair = tui_colour_pair(look.fg, look.bg, made_fg,
			    made_bg, &made);
			colours->attr[ink][ground] = look.attr |
			    (pair != 0 ? (attr_t)COLOR_PAIR(pair) : 0);
		}
	}
}

attr_t
tui_colour_attr(const struct tui_colours *colours, enum tui_ink ink,
    enum tui_ground ground)
{
	return colours->attr[ink][ground];
}

char
tui_colour_pattern(const struct tui_colours *colours, enum tui_ground ground)
{
	return colours->pattern[ground];
}

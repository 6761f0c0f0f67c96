/*
 * notation.c owns reading and writing cells, moves and position strings
 * (notation.h), and the words that say why a move is not legal.  Readers
 * check everything before they store anything, so a refused text leaves
 * the caller's board or move untouched.
 */
#include "core/notation.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#define FILE_LETTER_FIRST 'a'
/* The board's last file and rank, for messages: "a-g" and "1-7" on 7x7. */
#if GNOMON_BOARD_SIZE == 7
#define FILES_TEXT "a-g"
#else
#define FILES_TEXT "a-i"
#endif
#define RANKS_TEXT "1-" BOARD_SIZE_TEXT
#define RANK_DIGIT_FIRST '1'
#define PASS_TEXT "pass"
#define HOLD_LETTER 'h'		/* a hold: `hc1` (hold=1) */
#define HELD_MARK '='		/* a held sun in a position: `N=` */
#define RANK_SEPARATOR '/'
#define FIELD_SEPARATOR ' '
#define AMBER_LETTER 'a'
#define TEAL_LETTER 't'
#define TALL_AMBER_LETTER 'A'	/* mixed=1: a tall stone */
#define TALL_TEAL_LETTER 'T'
#define POSITION_FIELDS 4
#define POSITION_FIELDS_MOON 5	/* moon=1: the moon after the round */
#define ECHO_MAX 16	/* how much of a bad text a message quotes */
#define PRINTABLE_FIRST ' '
#define PRINTABLE_LAST '~'
#define DELETE_CHARACTER 0x7F

/* Writes the message and yields -1, the readers' failure return. */
#define fail(error, ...) \
	(snprintf((error), NOTATION_ERROR_MAX, __VA_ARGS__), -1)

/*
 * Refuses text holding a byte that is not printable ASCII, before any message
 * quotes it: a quoted newline or escape would break the line the message is
 * shown on (an engine reply, the interface's status line).
 */
static int
refuse_unprintable(const char *text, size_t length, char *error)
{
	for (size_t i = 0; i < length; i++) {
		unsigned char c = (unsigned char)text[i];

		if (c < PRINTABLE_FIRST || c == DELETE_CHARACTER)
			return fail(error,
			    "control character 0x%02X at column %zu", c, i + 1);
		if (c > PRINTABLE_LAST)
			return fail(error,
			    "non-ASCII byte 0x%02X at column %zu", c, i + 1);
	}
	return 0;
}

void
notation_cell(int cell, char *text)
{
	text[0] = (char)(FILE_LETTER_FIRST + cell_file(cell));
	text[1] = (char)(RANK_DIGIT_FIRST + cell_rank(cell));
	text[2] = '\0';
}

void
notation_move(uint16_t move, char *text)
{
	if (move == MOVE_PASS) {
		strcpy(text, PASS_TEXT);
		return;
	}
	if (move_is_hold(move)) {
		text[0] = HOLD_LETTER;
		notation_cell(move_from(move), text + 1);
		return;
	}
	notation_cell(move_from(move), text);
	notation_cell(move_to(move), text + 2);
}

bool
notation_refusal(const struct board *board, uint16_t move, char *text)
{
	enum board_refusal refusal = board_refusal(board, move);
	char from[NOTATION_CELL_MAX] = "", to[NOTATION_CELL_MAX] = "";
	const char *side = colour_name(board->side);

	text[0] = '\0';
	/* Only a refusal past NOT_A_MOVE has its cells on the board. */
	if (refusal > BOARD_REFUSAL_NOT_A_MOVE) {
		notation_cell(move_from(move), from);
		if (!move_is_hold(move))
			notation_cell(move_to(move), to);
	}
	switch (refusal) {
	case BOARD_REFUSAL_NONE:
		return false;
	case BOARD_REFUSAL_OVER:
		snprintf(text, NOTATION_REFUSAL_MAX, "the game is over");
		break;
	case BOARD_REFUSAL_PASS:
		snprintf(text, NOTATION_REFUSAL_MAX,
		    "you may pass only when no stone can move");
		break;
	case BOARD_REFUSAL_NOT_A_MOVE:
		snprintf(text, NOTATION_REFUSAL_MAX, "that is not a move");
		break;
	case BOARD_REFUSAL_HOLD_OFF:
		snprintf(text, NOTATION_REFUSAL_MAX,
		    "the sun may be held only under hold=1");
		break;
	case BOARD_REFUSAL_FROM_DARK:
		snprintf(text, NOTATION_REFUSAL_MAX, "%s is dark since dusk",
		    from);
		break;
	case BOARD_REFUSAL_FROM_EMPTY:
		snprintf(text, NOTATION_REFUSAL_MAX, "there is no stone on %s",
		    from);
		break;
	case BOARD_REFUSAL_NOT_OURS:
		snprintf(text, NOTATION_REFUSAL_MAX, "%s is not %s's stone",
		    from, side);
		break;
	case BOARD_REFUSAL_HOLD_LAST:
		snprintf(text, NOTATION_REFUSAL_MAX,
		    "you may not hold the sun with your last stone");
		break;
	case BOARD_REFUSAL_NOT_A_STEP:
		snprintf(text, NOTATION_REFUSAL_MAX,
		    "a stone moves one step, to a neighbouring cell");
		break;
	case BOARD_REFUSAL_TO_DARK:
		snprintf(text, NOTATION_REFUSAL_MAX, "%s is dark since dusk",
		    to);
		break;
	case BOARD_REFUSAL_TO_TAKEN:
		snprintf(text, NOTATION_REFUSAL_MAX, "%s has a stone on it",
		    to);
		break;
	case BOARD_REFUSAL_OTHER:
		snprintf(text, NOTATION_REFUSAL_MAX, "%s%s is not legal", from,
		    to);
		break;
	}
	return true;
}

/*
 * A letter of a cell or of `pass` as the writers spell it: a capital typed
 * with Shift or Caps Lock means the same move.  Only cells and moves are read
 * this way; in a position string the letters' case is meaningful
 * (gnomon(6), Notation).
 */
static char
lowercase(char c)
{
	return c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c;
}

/* True when `text` is `word` (written in lowercase) in any case. */
static bool
same_word(const char *text, const char *word)
{
	for (; *word != '\0'; text++, word++)
		if (lowercase(*text) != *word)
			return false;
	return *text == '\0';
}

/* Reads the two characters of a cell at `text`; -1 if they are not one. */
static int
read_cell_at(const char *text)
{
	int file = lowercase(text[0]) - FILE_LETTER_FIRST;
	int rank = text[1] - RANK_DIGIT_FIRST;

	if (text[0] == '\0' || !cell_on_board(file, rank))
		return -1;
	return cell_at(file, rank);
}

int
notation_read_cell(const char *text, int *cell, char *error)
{
	size_t length = strnlen(text, NOTATION_INPUT_MAX + 1);
	int found;

	if (length == 0)
		return fail(error, "no cell given");
	if (refuse_unprintable(text, length, error) < 0)
		return -1;
	if (length != 2 || (found = read_cell_at(text)) < 0)
		return fail(error, "'%.*s' is not a cell: a file " FILES_TEXT
		    " then a rank " RANKS_TEXT ", like d4",
		    ECHO_MAX, text);
	*cell = found;
	return 0;
}

int
notation_read_move(const char *text, uint16_t *move, char *error)
{
	size_t length = strnlen(text, NOTATION_INPUT_MAX + 1);
	int from, to;

	if (length == 0)
		return fail(error, "no move given");
	if (refuse_unprintable(text, length, error) < 0)
		return -1;
	if (same_word(text, PASS_TEXT)) {
		*move = MOVE_PASS;
		return 0;
	}
	/* "hc1": a hold (whether holds are allowed is the board's to say) */
	if (length == 3 && lowercase(text[0]) == HOLD_LETTER) {
		if ((from = read_cell_at(text + 1)) < 0)
			return fail(error,
			    "'%.*s' is not a hold: write h and the stone's "
			    "cell, like hc1",
			    ECHO_MAX, text);
		*move = move_hold(from);
		return 0;
	}
	/* "b1c2" or "b1-c2" */
	if (length < 4 || length > 5 || (length == 5 && text[2] != '-'))
		return fail(error,
		    "'%.*s' is not a move: write it like b1c2, b1-c2 or pass",
		    ECHO_MAX, text);
	from = read_cell_at(text);
	to = read_cell_at(text + length - 2);
	if (from < 0 || to < 0)
		return fail(error, "'%.*s' is not a move: cells are a1 to g7",
		    ECHO_MAX, text);
	if (from == to)
		return fail(error,
		    "'%.*s' is not a move: a stone must leave its cell",
		    ECHO_MAX, text);
	*move = move_make(from, to);
	return 0;
}

int
notation_read_sun(const char *text)
{
	for (int point = 0; point < COMPASS_POINTS; point++)
		if (strcmp(text, compass_name(point)) == 0)
			return point;
	if (text[0] >= '0' && text[0] < '0' + COMPASS_POINTS && text[1] == '\0')
		return text[0] - '0';
	return -1;
}

void
notation_position(const struct board *board, char *text)
{
	char *out = text;

	for (int rank = BOARD_SIZE - 1; rank >= 0; rank--) {
		int empty = 0;

		for (int file = 0; file < BOARD_SIZE; file++) {
			bitboard cell = bb_cell(cell_at(file, rank));
			bitboard tall = board->tall[COLOUR_AMBER] |
			    board->tall[COLOUR_TEAL];
			char stone = board->stones[COLOUR_AMBER] & cell ?
			    (tall & cell ? TALL_AMBER_LETTER : AMBER_LETTER) :
			    board->stones[COLOUR_TEAL] & cell ?
			    (tall & cell ? TALL_TEAL_LETTER : TEAL_LETTER) : 0;

			if (stone == 0) {
				empty++;
				continue;
			}
			if (empty > 0)
				*out++ = (char)('0' + empty);
			empty = 0;
			*out++ = stone;
		}
		if (empty > 0)
			*out++ = (char)('0' + empty);
		if (rank > 0)
			*out++ = RANK_SEPARATOR;
	}
	out += snprintf(out, NOTATION_POSITION_MAX - (size_t)(out - text),
	    " %c %s%s %d",
	    board->side == COLOUR_AMBER ? AMBER_LETTER : TEAL_LETTER,
	    compass_name(board->sun), board->held ? "=" : "", board->round);
	/* moon=1: the moon's point after the round (and after a held sun's
	 * '='). */
	if (board->rules.moon)
		snprintf(out, NOTATION_POSITION_MAX - (size_t)(out - text),
		    " %s", compass_name(board->moon));
}

/*
 * Reads the board field (`length` characters at `text`) into two stone
 * sets, and the tall ones (A, T: only under mixed=1) into `tall`.
 */
static int
read_stones(const char *text, size_t length, bool mixed,
    bitboard stones[COLOUR_COUNT], bitboard tall[COLOUR_COUNT], char *error)
{
	int rank = BOARD_SIZE - 1, file = 0;

	stones[COLOUR_AMBER] = stones[COLOUR_TEAL] = 0;
	tall[COLOUR_AMBER] = tall[COLOUR_TEAL] = 0;
	for (size_t i = 0; i < length; i++) {
		char c = text[i];

		if (c == RANK_SEPARATOR) {
			if (file != BOARD_SIZE)
				return fail(error,
				    "rank %d has %d cells, "
				    "not " BOARD_SIZE_TEXT,
				    rank + 1, file);
			if (rank == 0)
				return fail(error,
				    "the board has more than " BOARD_SIZE_TEXT
				    " ranks");
			rank--;
			file = 0;
		} else if (c >= '1' && c <= '0' + BOARD_SIZE) {
			file += c - '0';
		} else if (c == AMBER_LETTER || c == TEAL_LETTER) {
			if (file < BOARD_SIZE)
				stones[c == TEAL_LETTER] |=
				    bb_cell(cell_at(file, rank));
			file++;
		} else if (c == TALL_AMBER_LETTER || c == TALL_TEAL_LETTER) {
			if (!mixed)
				return fail(error,
				    "'%c' is a tall stone, only in mixed=1: "
				    "use a and t",
				    c);
			if (file < BOARD_SIZE) {
				stones[c == TALL_TEAL_LETTER] |=
				    bb_cell(cell_at(file, rank));
				tall[c == TALL_TEAL_LETTER] |=
				    bb_cell(cell_at(file, rank));
			}
			file++;
		} else {
			return fail(error,
			    "'%c' cannot stand in the board: use a, "
			    "t, " RANKS_TEXT " and /",
			    c >= ' ' && c <= '~' ? c : '?');
		}
		if (file > BOARD_SIZE)
			return fail(error,
			    "rank %d has more than " BOARD_SIZE_TEXT " cells",
			    rank + 1);
	}
	if (rank != 0)
		return fail(error,
		    "the board has %d ranks, not " BOARD_SIZE_TEXT,
		    BOARD_SIZE - rank);
	if (file != BOARD_SIZE)
		return fail(error, "rank 1 has %d cells, not " BOARD_SIZE_TEXT,
		    file);
	return 0;
}

/* A sun or moon field: its point, or -1 if it is not one of N .. NW. */
static int
read_point(const char *text)
{
	for (int point = 0; point < COMPASS_POINTS; point++)
		if (strcmp(text, compass_name(point)) == 0)
			return point;
	return -1;
}

/* Reads the round field: digits only, within the game's rounds. */
static int
read_round(const char *text, const struct rules *rules, int *round, char *error)
{
	int last = rules_last_round(rules) + 1, value = 0;

	if (*text == '\0')
		return fail(error, "no round given");
	for (const char *c = text; *c != '\0'; c++) {
		if (*c < '0' || *c > '9')
			return fail(error, "round '%.*s' is not a number",
			    ECHO_MAX, text);
		if (value <= last)
			value = value * 10 + (*c - '0');
	}
	if (value < 1 || value > last)
		return fail(error, "round %.*s is outside 1 to %d", ECHO_MAX,
		    text, last);
	*round = value;
	return 0;
}

/* Reads the sun field: a point's name, and under hold=1 '=' if it is held. */
static int
read_sun(char *text, struct board *read, char *error)
{
	size_t length = strlen(text);

	read->held = length > 0 && text[length - 1] == HELD_MARK;
	if (read->held && !read->rules.hold)
		return fail(error,
		    "sun '%.*s': a sun is held ('=') only under hold=1",
		    ECHO_MAX, text);
	if (read->held)
		text[length - 1] = '\0';
	read->sun = read_point(text);
	if (read->held)
		text[length - 1] = HELD_MARK;
	if (read->sun < 0)
		return fail(error,
		    "sun '%.*s' is not one of N NE E SE S SW W NW", ECHO_MAX,
		    text);
	return 0;
}

/* Splits `text` at single spaces into exactly `wanted` fields
 * (POSITION_FIELDS, or POSITION_FIELDS_MOON under moon=1). */
static int
split_fields(char *text, char *fields[POSITION_FIELDS_MOON], int wanted,
    char *error)
{
	int count = 0;
	char *start = text;

	for (char *c = text;; c++) {
		if (*c != FIELD_SEPARATOR && *c != '\0')
			continue;
		if (c == start)
			return fail(error,
			    "fields must be separated by single spaces");
		if (count == wanted)
			return fail(error,
			    "unexpected text after the %s: '%.*s'",
			    wanted == POSITION_FIELDS ? "round" : "moon",
			    ECHO_MAX, start);
		fields[count++] = start;
		if (*c == '\0')
			break;
		*c = '\0';
		start = c + 1;
	}
	if (count < wanted)
		return fail(error,
		    wanted == POSITION_FIELDS ?
			"a position has 4 fields (board, side, sun, round); "
			"this has %d" :
			"a position with the moon has 5 fields (board, side, "
			"sun, round, moon); this has %d",
		    count);
	return 0;
}

int
notation_read_position(const char *text, const struct rules *rules,
    struct board *board, char *error)
{
	char copy[NOTATION_INPUT_MAX + 1];
	char *fields[POSITION_FIELDS_MOON] = { NULL };
	size_t length = strnlen(text, NOTATION_INPUT_MAX + 1);
	struct board read = { 0 };
	const char *rules_problem = rules_check(rules);

	if (rules_problem != NULL)
		return fail(error, "%s", rules_problem);
	if (length == 0)
		return fail(error, "no position given");
	if (length > NOTATION_INPUT_MAX)
		return fail(error, "position too long (over %d characters)",
		    NOTATION_INPUT_MAX);
	if (refuse_unprintable(text, length, error) < 0)
		return -1;
	memcpy(copy, text, length + 1);
	if (split_fields(copy, fields, rules->moon ? POSITION_FIELDS_MOON :
	    POSITION_FIELDS, error) < 0)
		return -1;

	read.rules = *rules;
	if (read_stones(fields[0], strlen(fields[0]), rules->mixed, read.stones,
	    read.tall, error) < 0)
		return -1;
	if (strcmp(fields[1], "a") == 0)
		read.side = COLOUR_AMBER;
	else if (strcmp(fields[1], "t") == 0)
		read.side = COLOUR_TEAL;
	else
		return fail(error, "side to move must be a or t, not '%.*s'",
		    ECHO_MAX, fields[1]);
	if (read_sun(fields[2], &read, error) < 0)
		return -1;
	if (read_round(fields[3], rules, &read.round, error) < 0)
		return -1;
	read.moon = MOON_NONE;
	if (rules->moon && (read.moon = read_point(fields[4])) < 0)
		return fail(error,
		    "moon '%.*s' is not one of N NE E SE S SW W NW", ECHO_MAX,
		    fields[4]);

	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		if (bb_count(read.stones[colour]) > rules->stones)
			return fail(error,
			    "%s has %d stones; at most %d a side",
			    colour == COLOUR_AMBER ? "Amber" : "Teal",
			    bb_count(read.stones[colour]), rules->stones);
	for (int colour = 0; colour < COLOUR_COUNT; colour++)
		if (bb_count(read.tall[colour]) > 1)
			return fail(error,
			    "%s has %d tall stones; at most 1 a side",
			    colour == COLOUR_AMBER ? "Amber" : "Teal",
			    bb_count(read.tall[colour]));
	read.lit = bb_lit(board_dusks(&read));
	bitboard dark =
	    (read.stones[COLOUR_AMBER] | read.stones[COLOUR_TEAL]) & ~read.lit;
	if (dark != 0) {
		char cell[NOTATION_CELL_MAX];

		notation_cell(bb_first(dark), cell);
		return fail(error, "a stone on %s, which is dark in round %d",
		    cell, read.round);
	}
	if (read.held &&
	    (!board_turn_ends_round(&read) || board_is_over(&read)))
		return fail(error,
		    "a sun is held ('=') only with the round's second mover to "
		    "move");
	read.hash = board_compute_hash(&read);
	*board = read;
	return 0;
}

/*
 * transcript.c owns `gnomon transcript`: one game between computer players
 * written out move by move (each move, what it eclipsed, the sun, dusk, the
 * board as text), ending with the result.
 */
#include <stdio.h>
#include <string.h>

#include "commands.h"
#include "match.h"
#include "match_record.h"
#include "notation.h"
#include "options.h"

static const char *const colour_names[COLOUR_COUNT] = { "Amber", "Teal" };

/* The cells of `set`, written " b2 c3", or " none". */
static void
transcript_cells(uint64_t set)
{
	char cell[NOTATION_CELL_MAX];

	if (set == 0)
		fputs(" none", stdout);
	while (set != 0) {
		notation_cell(bb_pop(&set), cell);
		printf(" %s", cell);
	}
}

/* The board, north up: A Amber, T Teal, . a lit empty cell, # a dark one. */
static void
transcript_board(const struct board *board)
{
	for (int rank = BOARD_SIZE - 1; rank >= 0; rank--) {
		printf("    %d ", rank + 1);
		for (int file = 0; file < BOARD_SIZE; file++) {
			uint64_t cell = bb_cell(cell_at(file, rank));
			char glyph = '#';

			if (board->stones[COLOUR_AMBER] & cell)
				glyph = 'A';
			else if (board->stones[COLOUR_TEAL] & cell)
				glyph = 'T';
			else if (board->lit & cell)
				glyph = '.';
			printf(" %c", glyph);
		}
		putchar('\n');
	}
	printf("       a b c d e f g\n");
}

/* What the observer keeps: the ply count, and the record for pgn=DIR. */
struct transcript {
	int		ply;
	struct record	record;
};

static void
transcript_moved(const struct board *before, uint16_t move,
    const struct board *after, const struct undo *undo,
    const struct search_report *report, void *context)
{
	struct transcript *transcript = context;
	int mover = before->side;
	char text[NOTATION_MOVE_MAX];

	match_record_moved(before, move, after, undo, report, &transcript->record);
	notation_move(move, text);
	printf("%d. round %d, sun %s: %s %s; eclipsed", ++transcript->ply, before->round,
	    compass_name(before->sun), colour_names[mover], text);
	transcript_cells(undo->eclipsed[!mover]);
	if (undo->eclipsed[mover] != 0) {
		printf("; %s lost", colour_names[mover]);
		transcript_cells(undo->eclipsed[mover]);
	}
	putchar('\n');
	if (undo->sun_turned)
		printf("   the sun turns to %s\n", compass_name(after->sun));
	if (undo->dusk_fell) {
		printf("   dusk falls: Amber loses");
		transcript_cells(undo->darkened[COLOUR_AMBER]);
		printf(", Teal loses");
		transcript_cells(undo->darkened[COLOUR_TEAL]);
		putchar('\n');
	}
	transcript_board(after);
}

int
command_transcript(int argc, char **argv)
{
	struct rules rules;
	struct match_player players[COLOUR_COUNT];
	struct search *searches[COLOUR_COUNT];
	struct match_observer observer;
	struct match_game game;
	char key[OPTIONS_KEY_MAX], error[MATCH_ERROR_MAX];
	char variant[OPTIONS_ERROR_MAX];
	const char *value, *pgn = NULL;
	static struct transcript transcript;
	uint64_t seed = 1;
	long number;

	rules_default(&rules);
	memset(players, 0, sizeof players);
	players[0].kind = players[1].kind = MATCH_DEPTH;
	players[0].number = players[1].number = 3;
	for (int i = 0; i < argc; i++) {
		int applied;

		if (options_split(argv[i], key, &value, error) < 0)
			goto bad;
		applied = options_variant(&rules, key, value, error);
		if (applied < 0)
			goto bad;
		if (applied > 0)
			continue;
		if (strcmp(key, "depth") == 0) {
			if (match_player_parse(key, value, &players[0], error) < 0)
				goto bad;
			players[1] = players[0];
		} else if (strcmp(key, "p1") == 0 || strcmp(key, "p2") == 0) {
			if (match_player_parse(key, value,
			    &players[key[1] == '1' ? 0 : 1], error) < 0)
				goto bad;
		} else if (strcmp(key, "seed") == 0) {
			if (options_int(key, value, 0, MATCH_SEED_MAX, &number, error) < 0)
				goto bad;
			seed = (uint64_t)number;
		} else if (strcmp(key, "pgn") == 0) {
			if (value[0] == '\0') {
				snprintf(error, sizeof error, "pgn needs a directory");
				goto bad;
			}
			pgn = value;
		} else {
			snprintf(error, sizeof error,
			    "unknown setting '%.*s': use depth, p1, p2, seed, pgn, len, day, sun, snake or mover",
			    OPTIONS_KEY_MAX, key);
			goto bad;
		}
	}
	if (pgn != NULL && match_record_directory("transcript", pgn) < 0)
		return EXIT_USAGE;
	searches[0] = search_new(SEARCH_TT_DEFAULT_MB);
	searches[1] = search_new(SEARCH_TT_DEFAULT_MB);
	if (searches[0] == NULL || searches[1] == NULL) {
		search_free(searches[0]);
		search_free(searches[1]);
		fprintf(stderr, "gnomon transcript: out of memory\n");
		return 1;
	}
	options_variant_text(&rules, variant, sizeof variant);
	printf("%s, seed %llu\n", variant, (unsigned long long)seed);
	{
		struct board start;

		board_start(&start, &rules);
		transcript_board(&start);
	}
	observer.moved = transcript_moved;
	observer.context = &transcript;
	transcript.ply = 0;
	match_record_start(&transcript.record, &rules, players, seed);
	match_play(&rules, players, searches, match_seed(seed, 0), 0, &observer, &game);
	search_free(searches[0]);
	search_free(searches[1]);
	printf("result: %s after %d plies, ended by %s\n",
	    game.result == RESULT_AMBER ? "Amber wins" :
	    game.result == RESULT_TEAL ? "Teal wins" : "a draw",
	    game.plies, game.ending == MATCH_ECLIPSE ? "eclipse" : "dusk");
	if (pgn != NULL) {
		char name[RECORD_VALUE_MAX];

		snprintf(name, sizeof name, "transcript-%llu", (unsigned long long)seed);
		if (match_record_write("transcript", pgn, name, &transcript.record) < 0)
			return 1;
	}
	return 0;
bad:
	fprintf(stderr, "gnomon transcript: %s\n", error);
	return EXIT_USAGE;
}

/*
 * transcript.c owns `gnomon transcript`: one game between computer players
 * written out move by move (each move, what it eclipsed, the sun, dusk, the
 * board as text), ending with the result.
 */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "ai/pie.h"
#include "cli/command_options.h"
#include "cli/commands.h"
#include "cli/message.h"
#include "core/notation.h"
#include "core/options.h"
#include "core/rng.h"
#include "lab/commands.h"
#include "lab/match.h"
#include "lab/match_record.h"

static const char *const colour_names[COLOUR_COUNT] = { "Amber", "Teal" };

/* The cells of `set`, written " b2 c3", or " none". */
static void
transcript_cells(bitboard set)
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
			bitboard cell = bb_cell(cell_at(file, rank));
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
	printf("      ");
	for (int file = 0; file < BOARD_SIZE; file++)
		printf(" %c", 'a' + file);	/* a to g, or a to i on 9x9 */
	putchar('\n');
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

	match_record_moved(before, move, after, undo, report,
	    &transcript->record);
	notation_move(move, text);
	printf("%d. round %d, sun %s", ++transcript->ply, before->round,
	    compass_name(before->sun));
	/* moon=1: the moon casts shadows too, so a reader needs it as the
	 * sun. */
	if (before->rules.moon)
		printf(", moon %s", compass_name(before->moon));
	printf(": %s %s; eclipsed", colour_names[mover], text);
	transcript_cells(undo->eclipsed[!mover]);
	if (undo->eclipsed[mover] != 0) {
		printf("; %s lost", colour_names[mover]);
		transcript_cells(undo->eclipsed[mover]);
	}
	putchar('\n');
	if (undo->sun_turned)
		printf("   the sun turns to %s\n", compass_name(after->sun));
	else if (undo->sun_held)
		printf("   the sun is held at %s\n", compass_name(after->sun));
	if (after->moon != before->moon)
		printf("   the moon moves to %s\n", compass_name(after->moon));
	if (undo->dusk_fell) {
		printf("   dusk falls: Amber loses");
		transcript_cells(undo->darkened[COLOUR_AMBER]);
		printf(", Teal loses");
		transcript_cells(undo->darkened[COLOUR_TEAL]);
		putchar('\n');
	}
	transcript_board(after);
}

/* The settings of one transcript; the players are Amber's and Teal's. */
struct transcript_setup {
	struct match_player	players[COLOUR_COUNT];
	uint64_t		seed;
	const char *pgn; /* a directory for the record, or NULL */
};

/* depth=P: both players at once. */
static int
transcript_read_both(const char *key, const char *value, void *field,
    char *error)
{
	struct match_player *players = field;

	if (match_read_player(key, value, &players[0], error) < 0)
		return -1;
	players[1] = players[0];
	return 0;
}

static const struct options_entry transcript_entries[] = {
	{ "depth", OPTIONS_SPECIAL, OPTIONS_NOWHERE,
	    offsetof(struct transcript_setup, players), 0, 0, NULL,
	    transcript_read_both, "P", "3", "both players at once" },
	{ "p1", OPTIONS_SPECIAL, OPTIONS_NOWHERE,
	    offsetof(struct transcript_setup, players[COLOUR_AMBER]), 0, 0,
	    NULL, match_read_player, "P", NULL, "Amber's player alone" },
	{ "p2", OPTIONS_SPECIAL, OPTIONS_NOWHERE,
	    offsetof(struct transcript_setup, players[COLOUR_TEAL]), 0, 0,
	    NULL, match_read_player, "P", NULL, "Teal's player alone" },
	{ "seed", OPTIONS_NUMBER, OPTIONS_UINT64,
	    offsetof(struct transcript_setup, seed), 0, MATCH_SEED_MAX, NULL,
	    NULL, "S", "1", "the seed" },
	{ "pgn", OPTIONS_TEXT, OPTIONS_NOWHERE,
	    offsetof(struct transcript_setup, pgn), 0, 0, NULL, NULL, "DIR",
	    NULL, "also write the game as a record in DIR" },
};
const struct options_table transcript_settings =
    OPTIONS_TABLE(transcript_entries);

/* Whether p2 took Amber under pie=1, for the record's Pie tag. */
static bool transcript_swapped;

/*
 * pie=1: p1 chooses the sun, p2 the colour (match_pie), each saying from
 * what; after a swap p2 plays Amber, with its own search.
 */
static void
transcript_pie(struct rules *rules, struct match_player players[2],
    struct search *searches[2])
{
	char basis[2 * PIE_BASIS_MAX];
	int sun;

	match_pie_basis(rules, players, basis, sizeof basis);
	match_pie(rules, players, searches, &sun, &transcript_swapped);
	rules->start_sun = sun;
	printf("pie: %s\n", basis);
	printf("pie: p1 chose the sun %s; p2 %s\n", compass_name(sun),
	    transcript_swapped ? "swapped, and plays Amber" : "kept Teal");
	if (transcript_swapped) {
		struct match_player player = players[0];
		struct search *search = searches[0];

		players[0] = players[1];
		players[1] = player;
		searches[0] = searches[1];
		searches[1] = search;
	}
}

int
command_transcript(int argc, char **argv)
{
	struct rules rules;
	struct transcript_setup settings;
	const struct options_binding bindings[] = {
		{ &transcript_settings, &settings },
		{ &options_variant, &rules },
	};
	struct match_player *players = settings.players;
	struct search *searches[COLOUR_COUNT];
	struct match_observer observer;
	struct match_game game;
	char error[OPTIONS_ERROR_MAX], variant[OPTIONS_TEXT_MAX];
	static struct transcript transcript;
	uint64_t seed;
	const char *pgn;

	if ((argc = command_options_words("gnomon transcript", argc, argv)) < 0)
		return EXIT_USAGE;

	rules_default(&rules);
	memset(&settings, 0, sizeof settings);
	options_defaults(&transcript_settings, &settings);
	for (int i = 0; i < argc; i++)
		if (options_read(bindings, sizeof bindings / sizeof bindings[0],
		    argv[i], error) < 0) {
			message_print(stderr, "gnomon transcript: %s\n", error);
			return EXIT_USAGE;
		}
	/* Settings that are each allowed may still not go together. */
	if (rules_check(&rules) != NULL) {
		message_print(stderr, "gnomon transcript: %s\n",
		    rules_check(&rules));
		return EXIT_USAGE;
	}
	seed = settings.seed;
	pgn = settings.pgn;
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
	if (rules.pie)
		transcript_pie(&rules, players, searches);
	options_write(&options_variant, &rules, variant, sizeof variant);
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
	if (rules.pie)
		record_set_tag(&transcript.record, PIE_TAG, pie_choice_name(
		    transcript_swapped ? PIE_SWAP : PIE_KEEP));
	match_play(&rules, players, searches, rng_derive(seed, 0), 0, &observer,
	    &game);
	search_free(searches[0]);
	search_free(searches[1]);
	printf("result: %s after %d plies, ended by %s\n",
	    game.result == RESULT_AMBER ? "Amber wins" :
	    game.result == RESULT_TEAL ? "Teal wins" : "a draw",
	    game.plies, game.ending == MATCH_ECLIPSE ? "eclipse" : "dusk");
	if (pgn != NULL) {
		char name[RECORD_VALUE_MAX];

		snprintf(name, sizeof name, "transcript-%llu",
		    (unsigned long long)seed);
		if (match_record_write("transcript", pgn, name,
			&transcript.record) < 0)
			return 1;
	}
	return 0;
}

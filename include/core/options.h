/*
 * Settings, read one way everywhere: the `key=value` settings of the
 * subcommands and the engine protocol (`new len=2 day=8`, `gnomon perft 5
 * snake=1`, `genmove depth=4`) and the values of the game's command-line
 * options (`--level 3`) are all described by tables of options_entry and
 * read by options_set.  A table says, for each setting, its name, what it
 * accepts, where it is stored, its default and its help; the same table
 * drives the reader, the defaults, the usage lines of --help
 * (command_options.h) and the list that an unknown key is answered with, so
 * none of them can drift from the others (tmux's options-table.c is the
 * model).  Nothing here prints: the core never does.
 *
 * The variant settings (len, day, sun, snake, mover, start, stones, pie,
 * hold, and moon, mixed and board) are one table,
 * options_variant, shared by every reader of a variant.
 *
 * Each reader returns 0 on success or -1 with a one-line message in `error`
 * (OPTIONS_ERROR_MAX bytes) that starts with the setting's name, and
 * changes nothing on failure.
 */
#ifndef GNOMON_OPTIONS_H
#define GNOMON_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>

#include "core/board.h"

enum {
	OPTIONS_ERROR_MAX = 256,
	OPTIONS_KEY_MAX = 16,		/* the longest key and its NUL */
	OPTIONS_TEXT_MAX = 256,		/* options_write's text, at most */
	OPTIONS_LINE_MAX = 256		/* options_describe's line, at most */
};

/* What a setting accepts. */
enum options_type {
	OPTIONS_NUMBER, /* a whole number from min to max */
	/* one of `choices` in any case, stored as its index (an int) */
	OPTIONS_CHOICE,
	OPTIONS_SUN, /* 0 to 7 or N NE E SE S SW W NW in any case (an int) */
	/* any non-empty text (a const char * into the argument) */
	OPTIONS_TEXT,
	OPTIONS_SWITCH, /* no value: a command-line flag (a bool, set true) */
	OPTIONS_SPECIAL /* read and stored by the entry's `read` */
};

/* How an OPTIONS_NUMBER is stored. */
enum options_store {
	OPTIONS_INT, /* int */
	OPTIONS_LONG, /* long */
	OPTIONS_UINT64, /* uint64_t */
	OPTIONS_BOOL, /* bool: 0 or 1 */
	OPTIONS_BOOL_NOT, /* bool, stored the other way round: 0 is true */
	OPTIONS_BOOL_ADDED, /* bool that options_write gives only when 1: a
			       variant added later (moon, mixed), so the real
			       game is written as older programs wrote it */
	OPTIONS_INT_ADDED, /* int that options_write gives only when it is
			      not the entry's min: board=9, so a 7x7 game
			      is written as before */
	OPTIONS_NOWHERE /* not stored: the caller looks for it (--help) */
};

/* Reads `value` for setting `key` into `field`: 0, or -1 with a message. */
typedef int options_reader(const char *key, const char *value, void *field,
    char *error);

struct options_entry {
	const char		*name;
	enum options_type	type;
	enum options_store	store;		/* OPTIONS_NUMBER */
	size_t offset; /* of the field in the target struct */
	long			min, max;	/* OPTIONS_NUMBER */
	const char *const *choices; /* OPTIONS_CHOICE: NULL-terminated */
	options_reader		*read;		/* OPTIONS_SPECIAL */
	const char *value; /* the value as usage shows it: "N", "DIR" */
	const char *initial; /* the default as written, or NULL: none */
	const char *help; /* for usage; the range is added */
};

struct options_table {
	const struct options_entry	*entries;
	size_t				count;
};

#define OPTIONS_TABLE(entries) \
	{ \
		(entries), sizeof(entries) / sizeof(entries)[0] \
	}

/* One table and the struct that its offsets are in. */
struct options_binding {
	const struct options_table	*table;
	void				*target;
};

/* The variant settings, over a struct rules. */
extern const struct options_table options_variant;

/* The entry called `name` in `table`, or NULL. */
const struct options_entry *options_find(const struct options_table *,
	    const char *name);

/* Reads `value` (NULL for a switch) into the entry's field of `target`. */
int	options_set(const struct options_entry *, const char *value,
	    void *target, char *error);

/*
 * Reads one "key=value" into whichever of the `count` bindings has the key.
 * An unknown key is refused with the keys there are.
 */
int	options_read(const struct options_binding *, size_t count,
	    const char *arg, char *error);

/* Gives every entry of `table` that has a default its default. */
void	options_defaults(const struct options_table *, void *target);

/* The value as usage writes it: "N", or a choice's "amber|teal|random". */
void options_value_text(const struct options_entry *, char *text, size_t size);

/*
 * The entry's usage line, without a newline: "  key=VALUE   help, range;
 * default", or "  --key VALUE   ..." with `dashes`.  command_options_usage
 * prints a table's.
 */
void	options_describe(const struct options_entry *, bool dashes, char *line,
	    size_t size);

/* The numbers and sun of `table` in `target`, written back as settings,
 * e.g. "len=2 day=8 sun=0 snake=0 mover=1 start=1 stones=5 pie=0 hold=0"
 * for the variant (an OPTIONS_BOOL_ADDED setting only when it is on:
 * "... hold=0 moon=1"). */
void	options_write(const struct options_table *, const void *target,
	    char *text, size_t size);

/* Whether two structs hold the same settings of `table`, as written. */
bool	options_same(const struct options_table *, const void *one,
	    const void *other);

/* Reads a whole decimal number from min to max. */
int	options_int(const char *key, const char *value, long min, long max,
	    long *number, char *error);

/*
 * Whether `value` is the word `name` in any case (TEAL, Teal, teal), as
 * every value that is a name is read, wherever it is read: a name's case
 * means nothing.  ASCII only, so the same in every locale (strcasecmp's
 * Turkish I is not).  options_same_prefix: whether `value` starts so
 * (nodes:100 with nodes:), and options_same_start: whether its first
 * `length` bytes are the whole of `name`.
 */
bool	options_same_word(const char *value, const char *name);
bool	options_same_prefix(const char *value, const char *prefix);
bool	options_same_start(const char *value, size_t length, const char *name);

#endif

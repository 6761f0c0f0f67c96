/*
 * The second day's tables on disk (day_two.h): one file a layer, in a
 * directory the person names (`gnomon lab tables dir=DIR`, tables=DIR).
 *
 * A FILE
 * is named for its key and ply, day2-k4-sun0-1a2b3c4d-ply07.layer: K, the
 * start sun, a hash of the settings as options_write spells them, the
 * ply.  A layer being built is checkpointed beside it as ...-ply07.part.
 * Each is a DAY_TWO_FILE_HEADER-byte text header, NUL-padded:
 *
 *   gnomon day-two table 1
 *   settings: len=2 day=8 sun=N ...
 *   stones: 4
 *   ply: 7
 *   entries: 119999650
 *   done: 119999650
 *   checksum: 0123456789abcdef
 *
 * then the layer's first `done` entries, four a byte (a .layer holds them
 * all).  The checksum is FNV-1a over those bytes.  A file is written
 * atomically (save_write_file: a temporary file, fsync, rename), so that a
 * kill leaves the last one whole; one whose header or checksum is wrong,
 * or built for another key, is refused with a message, never used.
 */
#ifndef GNOMON_DAY_TWO_FILE_H
#define GNOMON_DAY_TWO_FILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ai/day_two.h"
#include "core/options.h"
#include "store/save.h"

enum {
	DAY_TWO_FILE_HEADER = 512,
	/* a path and two settings' texts */
	DAY_TWO_FILE_MESSAGE_MAX = SAVE_MESSAGE_MAX + 2 * OPTIONS_TEXT_MAX
};

/* A layer's bytes with room for its header before them: what
 * day_two_file_write writes from.  `layer` is `bytes` + the header. */
struct day_two_buffer {
	uint8_t		*bytes;
	uint8_t		*layer;
};

/* NULL-filled on failure: 0, or -1.  The layer is zeroed. */
int	day_two_buffer_new(struct day_two_buffer *, int stones);
void	day_two_buffer_free(struct day_two_buffer *);

/* The path of layer `ply`'s file (`partial`: its checkpoint) in `dir`:
 * 0, or -1 if it is too long for `size`. */
int	day_two_file_path(const char *dir, const struct day_two_key *,
	    int ply, bool partial, char *path, size_t size);

/* Writes the first `done` entries of layer `ply` (`done` < entries: a
 * checkpoint, .part) atomically.  0, or -1 with a message. */
int	day_two_file_write(const char *dir, const struct day_two_key *,
	    int ply, struct day_two_buffer *, uint64_t done, char *message);

/*
 * Reads layer `ply`'s file (`partial`: its checkpoint) into the buffer's
 * layer, its entries done in `done`: 1; 0 if there is none; -1 with a
 * message if it is corrupt or another key's.
 */
int	day_two_file_read(const char *dir, const struct day_two_key *,
	    int ply, bool partial, struct day_two_buffer *, uint64_t *done,
	    char *message);

/* Removes the temporary files of `key`'s files in `dir` that a write cut
 * short by a kill left (save.h): before a build, which alone writes them.
 * How many. */
int	day_two_file_clean(const char *dir, const struct day_two_key *);

/* A whole table read from its files. */
struct day_two_loaded {
	struct day_two	*table;
	uint8_t		*layers; /* every ply's, one after the other */
};

/*
 * Reads the table of `rules` with the most stones (K = 5 down to 1) whose
 * every layer is in `dir`: 1; 0 if there is none (or the rules cannot have
 * one, day_two_fits), with why in `message`; -1 with a message if a file is
 * unreadable, corrupt or too big for the memory.
 */
int	day_two_file_load(const char *dir, const struct rules *,
	    struct day_two_loaded *, char *message);
void	day_two_file_unload(struct day_two_loaded *);

#endif

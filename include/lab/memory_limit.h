/*
 * How much memory a command's tables may ask for: half of the machine's
 * physical memory, so that a request like `selfplay jobs=64 tt=4096`
 * (512 GiB) is refused with a message before anything is allocated, rather
 * than swapping the machine to a halt or meeting the kernel's OOM killer.
 */
#ifndef GNOMON_MEMORY_LIMIT_H
#define GNOMON_MEMORY_LIMIT_H

#include <stddef.h>
#include <stdint.h>

enum { MEMORY_LIMIT_ERROR_MAX = 200 };

/* The machine's physical memory in bytes, or 0 if the system cannot say. */
uint64_t memory_limit_physical(void);

/*
 * 0 if `bytes` fit in half of `physical` (or `physical` is 0: unknown),
 * else -1 with a message in `error` (MEMORY_LIMIT_ERROR_MAX bytes) that
 * names `what`, the total and the limit.
 */
int	memory_limit_check(const char *what, uint64_t bytes, uint64_t physical,
	    char *error);

#endif

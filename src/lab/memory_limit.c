/*
 * memory_limit.c owns the memory cap of memory_limit.h: the machine's
 * physical memory, and the refusal of a request beyond half of it.  Half
 * leaves room for the system and whatever else runs; a tool that needs more
 * on purpose is better run with a smaller table than pushed into swap.
 */
#include "lab/memory_limit.h"

#include <stdio.h>
#include <unistd.h>

#define MEMORY_LIMIT_SHARE 2	/* a request may take 1/2 of physical memory */
#define MIB ((uint64_t)1 << 20)
#define GIB ((uint64_t)1 << 30)

uint64_t
memory_limit_physical(void)
{
#ifdef _SC_PHYS_PAGES
	long pages = sysconf(_SC_PHYS_PAGES);
	long page_size = sysconf(_SC_PAGESIZE);

	if (pages > 0 && page_size > 0)
		return (uint64_t)pages * (uint64_t)page_size;
#endif
	return 0;
}

/* `bytes` for a person: "512 GiB", "7.7 GiB", "96 MiB". */
static void
format_size(uint64_t bytes, char *text, size_t size)
{
	if (bytes >= GIB && bytes % GIB == 0)
		snprintf(text, size, "%llu GiB",
		    (unsigned long long)(bytes / GIB));
	else if (bytes >= GIB)
		snprintf(text, size, "%.1f GiB", (double)bytes / (double)GIB);
	else
		snprintf(text, size, "%llu MiB",
		    (unsigned long long)((bytes + MIB - 1) / MIB));
}

int
memory_limit_check(const char *what, uint64_t bytes, uint64_t physical,
    char *error)
{
	char total[32], limit[32], machine[32];

	if (physical == 0 || bytes <= physical / MEMORY_LIMIT_SHARE)
		return 0;
	format_size(bytes, total, sizeof total);
	format_size(physical / MEMORY_LIMIT_SHARE, limit, sizeof limit);
	format_size(physical, machine, sizeof machine);
	snprintf(error, MEMORY_LIMIT_ERROR_MAX,
	    "%s would take %s, over the limit of %s (half of this machine's %s "
	    "of memory)",
	    what, total, limit, machine);
	return -1;
}

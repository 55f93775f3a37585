/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Memory-release delay: from a time series of pool size (pages) and the
 * end of the unmap (ref), when 50/90/100% of what was released in the
 * window had been given back.
 *
 * Released amount R = P0 - P_last, where P0 is the peak pool size at or
 * before ref (the pool grows while the workload swaps out, so the peak is
 * the size just before the unmap started freeing).  t_x is the first sample
 * after the peak at which P0 - P >= x*R, reported as max(0, t - ref) in ms:
 * memory freed while the unmap was still running counts as released at once
 * (0 ms), deferred frees show as positive delay.
 */
#ifndef ZSFREE_RELEASE_H
#define ZSFREE_RELEASE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct release_sample {
	uint64_t t_ns;
	int64_t pages;
};

struct release_result {
	bool valid;		/* false: nothing was released (t_x are NAN) */
	int64_t released_pages;
	double t50_ms, t90_ms, t100_ms;
};

void release_delays(const struct release_sample *s, size_t n, uint64_t ref_ns,
		    struct release_result *r);

/* One zspage given back, as the probe reports it. */
struct zspage_free {
	uint64_t t_ns;
	int64_t pages;		/* pages of this zspage */
	int64_t pool_after;	/* the pool's pages_allocated after the free */
	const char *pool;	/* the pool's name (zram0, zswap...), "" if unknown */
};

/*
 * Which pool's series to build: want (a zram device name) if given, else
 * the only pool that freed anything.  0 with *pool set; -1 when no free is
 * of that pool; -2 when several pools freed and none was asked for.
 */
int release_pick_pool(const struct zspage_free *f, size_t n, const char *want, const char **pool);

/*
 * The size series of one pool from its frees, into out (room for n + 1):
 * the size just before the first free, stamped with that free's time (no
 * point is invented at another time), then the size after each free.
 * Returns the number of points.
 */
size_t release_series(const struct zspage_free *f, size_t n, const char *pool,
		      struct release_sample *out);

#endif

/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What zsprobe gathers while the command runs: the ring buffer's records,
 * each kind into a vector of its own type (the consumer dispatches on the
 * head's kind), and the mm_stat samples when the release is polled.  One
 * object, handed to the ring buffer as its context; no globals.
 */
#ifndef ZSPROBE_EVENTS_H
#define ZSPROBE_EVENTS_H

#include <stddef.h>
#include <stdint.h>

#include "release.h"
#include "zsprobe_priv.h"

struct zsp_events {
	struct unmap_vec unmap;
	struct drain_vec drain;
	struct zspage_vec zspage;
	struct release_sample *polled;	/* mm_stat mem_used_total, pages, changes only */
	size_t npolled, cappolled;
	unsigned long long lost;	/* records lost in user space (no memory) */
	uint64_t page_size;		/* the kernel's, for mm_stat's bytes */
};

/* ring_buffer__new()'s callback, CTX a struct zsp_events: a short or unknown record is dropped. */
int zsp_on_event(void *ctx, void *data, size_t size);

/*
 * The zspages of batch B (a ring-buffer record's, or a CPU's stage left at
 * the end) appended one element each: 0, or -ENOMEM.
 */
int zsp_take_zspages(struct zsp_events *ev, const struct zsp_zspage_batch *b);

/* The zspages in time order: batches arrive per CPU, not in the order of their records. */
void zsp_order_zspages(struct zsp_events *ev);

/* Samples mem_used_total from the mm_stat file FD; keeps only changes (plus the first). */
void zsp_poll_mm_stat(struct zsp_events *ev, int fd);

/*
 * The zspage events as frees tagged with their pool's name; *named says how
 * many carried a name the kernel side could read.  NULL without memory.
 */
struct zspage_free *zsp_zspage_frees(struct zsp_events *ev, size_t *named);

void zsp_events_free(struct zsp_events *ev);

#endif

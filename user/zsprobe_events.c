// SPDX-License-Identifier: GPL-2.0
/* The ring buffer's records and the mm_stat samples; see zsprobe_events.h. */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "clock.h"
#include "zsprobe_events.h"

/* Storage for N + 1 elements of SIZE bytes: V itself, V grown, or NULL (V kept). */
static void *room_for_one(void *v, size_t n, size_t *cap, size_t size)
{
	size_t c;
	void *nv;

	if (n < *cap)
		return v;
	c = *cap ? *cap * 2 : 256;
	nv = realloc(v, c * size);
	if (nv)
		*cap = c;
	return nv;
}

/* Appends *E to the typed vector VEC: 0, or -ENOMEM with VEC unchanged. */
#define PUSH(vec, e) ({						\
	void *nv_ = room_for_one((vec)->v, (vec)->n, &(vec)->cap, sizeof(*(vec)->v)); \
	int err_ = -ENOMEM;						\
									\
	if (nv_) {							\
		(vec)->v = nv_;						\
		(vec)->v[(vec)->n++] = *(e);				\
		err_ = 0;						\
	}								\
	err_;								\
})

/* A munmap or exit record into the one vector that keeps their order. */
static int push_unmap(struct zsp_events *ev, const struct zsp_ev_head *h, size_t size)
{
	union zsp_unmap_ev u;
	size_t need = h->type == ZSP_EV_MUNMAP ? sizeof(u.munmap) : sizeof(u.exit);

	if (size < need)
		return 0;
	memset(&u, 0, sizeof(u));
	memcpy(&u, h, need);
	return PUSH(&ev->unmap, &u);
}

int zsp_take_zspages(struct zsp_events *ev, const struct zsp_zspage_batch *b)
{
	uint32_t n = b->n < ZSP_ZSPAGE_BATCH ? b->n : ZSP_ZSPAGE_BATCH;

	for (uint32_t i = 0; i < n; i++) {
		struct zsp_ev_zspage z = {
			.h = { .type = ZSP_EV_ZSPAGE, .cpu = b->cpu,
			       .start_ns = b->r[i].ts_ns, .end_ns = b->r[i].ts_ns },
			.pages = b->r[i].pages, .pool_pages = b->r[i].pool_pages,
		};

		memcpy(z.pool, b->pool, sizeof(z.pool));
		z.pool[ZSP_COMM_LEN - 1] = 0;
		if (PUSH(&ev->zspage, &z))
			return -ENOMEM;
	}
	return 0;
}

/* Earlier first; at one time, the larger pool first (pages leave it one zspage at a time). */
static int zspage_order(const void *a, const void *b)
{
	const struct zsp_ev_zspage *x = a, *y = b;

	if (x->h.start_ns != y->h.start_ns)
		return x->h.start_ns < y->h.start_ns ? -1 : 1;
	if (x->pool_pages != y->pool_pages)
		return x->pool_pages > y->pool_pages ? -1 : 1;
	return 0;
}

void zsp_order_zspages(struct zsp_events *ev)
{
	if (ev->zspage.n > 1)
		qsort(ev->zspage.v, ev->zspage.n, sizeof(*ev->zspage.v), zspage_order);
}

int zsp_on_event(void *ctx, void *data, size_t size)
{
	struct zsp_events *ev = ctx;
	const struct zsp_ev_head *h = data;
	int err = 0;

	if (size < sizeof(*h))
		return 0;
	switch (h->type) {
	case ZSP_EV_MUNMAP:
	case ZSP_EV_EXIT:
		err = push_unmap(ev, data, size);
		break;
	case ZSP_EV_DRAIN:
		if (size >= sizeof(struct zsp_ev_drain))
			err = PUSH(&ev->drain, (const struct zsp_ev_drain *)data);
		break;
	case ZSP_EV_ZSPAGES:
		if (size >= sizeof(struct zsp_ev_zspages))
			err = zsp_take_zspages(ev, &((const struct zsp_ev_zspages *)data)->b);
		break;
	}
	if (err)
		ev->lost++;
	return 0;
}

void zsp_poll_mm_stat(struct zsp_events *ev, int fd)
{
	char buf[256];
	unsigned long long f[3];
	ssize_t r = pread(fd, buf, sizeof(buf) - 1, 0);
	uint64_t t = (uint64_t)now_ns();
	int64_t pages;

	if (r <= 0)
		return;
	buf[r] = 0;
	if (sscanf(buf, "%llu %llu %llu", &f[0], &f[1], &f[2]) != 3)
		return;
	pages = (int64_t)(f[2] / ev->page_size);
	if (ev->npolled && ev->polled[ev->npolled - 1].pages == pages)
		return;
	if (ev->npolled == ev->cappolled) {
		size_t cap = ev->cappolled ? ev->cappolled * 2 : 1024;
		struct release_sample *n = realloc(ev->polled, cap * sizeof(*n));

		if (!n) {
			ev->lost++;
			return;
		}
		ev->polled = n;
		ev->cappolled = cap;
	}
	ev->polled[ev->npolled].t_ns = t;
	ev->polled[ev->npolled].pages = pages;
	ev->npolled++;
}

struct zspage_free *zsp_zspage_frees(struct zsp_events *ev, size_t *named)
{
	struct zspage_free *f = calloc(ev->zspage.n + 1, sizeof(*f));

	*named = 0;
	for (size_t i = 0; f && i < ev->zspage.n; i++) {
		struct zsp_ev_zspage *e = &ev->zspage.v[i];

		e->pool[ZSP_COMM_LEN - 1] = 0;
		f[i] = (struct zspage_free){ e->h.start_ns, (int64_t)e->pages, (int64_t)e->pool_pages, e->pool };
		*named += e->pool[0] != 0;
	}
	return f;
}

void zsp_events_free(struct zsp_events *ev)
{
	free(ev->unmap.v);
	free(ev->drain.v);
	free(ev->zspage.v);
	free(ev->polled);
	memset(ev, 0, sizeof(*ev));
}

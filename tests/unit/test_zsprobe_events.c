// SPDX-License-Identifier: GPL-2.0
/*
 * The ring-buffer consumer (user/zsprobe_events.c) on hand-made records:
 * each kind into its own typed vector, munmaps and exits in the order they
 * came, short and unknown records dropped, and mm_stat samples kept only
 * when they change.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "unit.h"
#include "zsprobe_events.h"

static void test_dispatch_by_kind(void)
{
	struct zsp_events ev = { .page_size = 4096 };
	struct zsp_ev_munmap m = { { ZSP_EV_MUNMAP, 10, 10, 0, 100, 200 }, 50, 4096, "bench" };
	struct zsp_ev_exit x = { { ZSP_EV_EXIT, 11, 11, 1, 300, 400 }, 60, 42, 0, "child" };
	struct zsp_ev_drain d = { { ZSP_EV_DRAIN, 7, 7, 1, 210, 220 }, 5, ZSP_NONE, 9, 1, "kworker", 0 };
	struct zsp_ev_zspage z = { { ZSP_EV_ZSPAGE, 7, 7, 1, 230, 230 }, 4, 1000, "zram0" };

	CHECK(!zsp_on_event(&ev, &m, sizeof(m)));
	CHECK(!zsp_on_event(&ev, &d, sizeof(d)));
	CHECK(!zsp_on_event(&ev, &z, sizeof(z)));
	CHECK(!zsp_on_event(&ev, &x, sizeof(x)));
	CHECK(ev.unmap.n == 2 && ev.drain.n == 1 && ev.zspage.n == 1 && ev.lost == 0);
	CHECK(ev.unmap.n == 2 && ev.unmap.v[0].h.type == ZSP_EV_MUNMAP && ev.unmap.v[0].munmap.len == 4096);
	CHECK(ev.unmap.n == 2 && ev.unmap.v[1].h.type == ZSP_EV_EXIT && ev.unmap.v[1].exit.exit_mmap_tid == 42);
	CHECK(ev.drain.n == 1 && ev.drain.v[0].queue_delay_ns == ZSP_NONE && ev.drain.v[0].cpu_ns == 9);
	CHECK(ev.zspage.n == 1 && ev.zspage.v[0].pool_pages == 1000 && !strcmp(ev.zspage.v[0].pool, "zram0"));
	zsp_events_free(&ev);
}

static void test_short_and_unknown_records_dropped(void)
{
	struct zsp_events ev = { .page_size = 4096 };
	struct zsp_ev_drain d = { { ZSP_EV_DRAIN, 7, 7, 1, 210, 220 }, 5, 1, 9, 1, "kworker", 0 };
	struct zsp_ev_head unknown = { 99, 1, 1, 0, 0, 0 };

	CHECK(!zsp_on_event(&ev, &d, sizeof(d) - 1));
	CHECK(!zsp_on_event(&ev, &d, sizeof(struct zsp_ev_head) - 1));
	CHECK(!zsp_on_event(&ev, &unknown, sizeof(unknown)));
	CHECK(ev.unmap.n == 0 && ev.drain.n == 0 && ev.zspage.n == 0);
	zsp_events_free(&ev);
}

static void test_many_records_grow_the_vector(void)
{
	struct zsp_events ev = { .page_size = 4096 };
	struct zsp_ev_drain d = { { ZSP_EV_DRAIN, 7, 7, 1, 0, 0 }, 0, 1, 0, 0, "kworker", 0 };

	for (unsigned int i = 0; i < 1000; i++) {
		d.objects = i;
		CHECK(!zsp_on_event(&ev, &d, sizeof(d)));
	}
	CHECK(ev.drain.n == 1000 && ev.drain.v[0].objects == 0 && ev.drain.v[999].objects == 999);
	zsp_events_free(&ev);
}

/* mm_stat's third field is mem_used_total in bytes. */
static void write_mm_stat(int fd, unsigned long long used)
{
	char buf[128];
	int n = snprintf(buf, sizeof(buf), "1000 500 %llu 0 0 0 0 0 0\n", used);

	CHECK(ftruncate(fd, 0) == 0);
	CHECK(pwrite(fd, buf, (size_t)n, 0) == n);
}

static void test_mm_stat_changes_only(void)
{
	struct zsp_events ev = { .page_size = 4096 };
	char path[] = "/tmp/zsprobe-mm_stat.XXXXXX";
	int fd = mkstemp(path);

	CHECK(fd >= 0);
	if (fd < 0)
		return;
	write_mm_stat(fd, 8 * 4096);
	zsp_poll_mm_stat(&ev, fd);
	zsp_poll_mm_stat(&ev, fd);	/* unchanged: not kept */
	write_mm_stat(fd, 2 * 4096);
	zsp_poll_mm_stat(&ev, fd);
	CHECK(ev.npolled == 2);
	CHECK(ev.npolled == 2 && ev.polled[0].pages == 8 && ev.polled[1].pages == 2);
	CHECK(ev.npolled == 2 && ev.polled[0].t_ns <= ev.polled[1].t_ns);
	close(fd);
	unlink(path);
	zsp_events_free(&ev);
}

int main(void)
{
	RUN(test_dispatch_by_kind);
	RUN(test_short_and_unknown_records_dropped);
	RUN(test_many_records_grow_the_vector);
	RUN(test_mm_stat_changes_only);
	return unit_done();
}

// SPDX-License-Identifier: GPL-2.0
/*
 * The ring-buffer consumer (user/zsprobe_events.c) on hand-made records:
 * each kind into its own typed vector, munmaps and exits in the order they
 * came, zspage batches unpacked (bounded) and put into time order, short
 * and unknown records dropped, and mm_stat samples kept only when they
 * change.
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
	struct zsp_ev_zspages z = { { ZSP_EV_ZSPAGES, 0, 0, 1, 230, 230 },
				    { 2, 1, "zram0", { { 230, 1000, 4, 7 }, { 231, 996, 4, 8 } } } };

	CHECK(!zsp_on_event(&ev, &m, sizeof(m)));
	CHECK(!zsp_on_event(&ev, &d, sizeof(d)));
	CHECK(!zsp_on_event(&ev, &z, sizeof(z)));
	CHECK(!zsp_on_event(&ev, &x, sizeof(x)));
	CHECK(ev.unmap.n == 2 && ev.drain.n == 1 && ev.zspage.n == 2 && ev.lost == 0);
	CHECK(ev.unmap.n == 2 && ev.unmap.v[0].h.type == ZSP_EV_MUNMAP && ev.unmap.v[0].munmap.len == 4096);
	CHECK(ev.unmap.n == 2 && ev.unmap.v[1].h.type == ZSP_EV_EXIT && ev.unmap.v[1].exit.exit_mmap_tid == 42);
	CHECK(ev.drain.n == 1 && ev.drain.v[0].queue_delay_ns == ZSP_NONE && ev.drain.v[0].cpu_ns == 9);
	CHECK(ev.zspage.n == 2 && ev.zspage.v[0].pool_pages == 1000 && !strcmp(ev.zspage.v[0].pool, "zram0"));
	CHECK(ev.zspage.n == 2 && ev.zspage.v[1].h.start_ns == 231 && ev.zspage.v[1].pages == 4 &&
	      ev.zspage.v[1].h.cpu == 1 && !strcmp(ev.zspage.v[1].pool, "zram0"));
	zsp_events_free(&ev);
}

/* A batch's count comes from the kernel side: more than a batch holds is cut, an unterminated name ended. */
static void test_zspage_batch_count_and_name_bounded(void)
{
	struct zsp_events ev = { .page_size = 4096 };
	struct zsp_ev_zspages z = { { ZSP_EV_ZSPAGES, 0, 0, 0, 1, 1 }, { 1000, 0, "", { { 0, 0, 0, 0 } } } };

	memset(z.b.pool, 'x', sizeof(z.b.pool));
	CHECK(!zsp_on_event(&ev, &z, sizeof(z)));
	CHECK(ev.zspage.n == ZSP_ZSPAGE_BATCH && ev.lost == 0);
	CHECK(ev.zspage.n && strlen(ev.zspage.v[0].pool) == ZSP_COMM_LEN - 1);
	z.b.n = 3;
	CHECK(!zsp_on_event(&ev, &z, sizeof(z) - 1));	/* short: dropped */
	CHECK(ev.zspage.n == ZSP_ZSPAGE_BATCH);
	zsp_events_free(&ev);
}

/* Batches arrive per CPU: the zspages are put into time order, the larger pool first at one time. */
static void test_zspages_ordered_by_time(void)
{
	struct zsp_events ev = { .page_size = 4096 };
	struct zsp_ev_zspages late = { { ZSP_EV_ZSPAGES, 0, 0, 0, 300, 300 },
				       { 2, 0, "zram0", { { 300, 90, 1, 1 }, { 310, 89, 1, 1 } } } };
	struct zsp_ev_zspages early = { { ZSP_EV_ZSPAGES, 0, 0, 1, 100, 100 },
					{ 3, 1, "zram0", { { 100, 99, 1, 2 }, { 300, 91, 1, 2 }, { 305, 92, 1, 2 } } } };

	CHECK(!zsp_on_event(&ev, &late, sizeof(late)));
	CHECK(!zsp_on_event(&ev, &early, sizeof(early)));
	zsp_order_zspages(&ev);
	CHECK(ev.zspage.n == 5);
	for (size_t i = 1; i < ev.zspage.n; i++)
		CHECK(ev.zspage.v[i - 1].h.start_ns <= ev.zspage.v[i].h.start_ns);
	CHECK(ev.zspage.n == 5 && ev.zspage.v[1].pool_pages == 91 && ev.zspage.v[2].pool_pages == 90);
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
	RUN(test_zspage_batch_count_and_name_bounded);
	RUN(test_zspages_ordered_by_time);
	RUN(test_many_records_grow_the_vector);
	RUN(test_mm_stat_changes_only);
	return unit_done();
}

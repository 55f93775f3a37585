// SPDX-License-Identifier: GPL-2.0
/*
 * Collection (user/zsprobe_collect.c) on maps of the test's own, shaped
 * like zsprobe's: per-CPU counters summed over CPUs, the histogram, the
 * worker's time per CPU and per cgroup, and a failed read marked in the
 * snapshot.  Creating BPF maps needs root (CAP_BPF): without it every test
 * is skipped with one line.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <bpf/bpf.h>
#include <bpf/libbpf.h>

#include "unit.h"
#include "zsprobe_collect.h"

static struct zsp_maps maps = { -1, -1, -1, -1, 0 };
static const char *no_maps;	/* why the maps could not be made, NULL if they were */

static void make_maps(void)
{
	maps.ncpus = libbpf_num_possible_cpus();
	maps.counters = bpf_map_create(BPF_MAP_TYPE_PERCPU_ARRAY, "counters", 4, 8, ZSP_CNT_NR, NULL);
	maps.hists = bpf_map_create(BPF_MAP_TYPE_PERCPU_ARRAY, "hists", 4, sizeof(struct zsp_hist), ZSP_HIST_NR, NULL);
	maps.worker_cg = bpf_map_create(BPF_MAP_TYPE_HASH, "worker_cg", 8, 8, 16, NULL);
	maps.zspage_stage = bpf_map_create(BPF_MAP_TYPE_PERCPU_ARRAY, "zspage_stage", 4,
					   sizeof(struct zsp_zspage_stage), 1, NULL);
	if (maps.ncpus <= 0 || maps.counters < 0 || maps.hists < 0 || maps.worker_cg < 0 || maps.zspage_stage < 0)
		no_maps = geteuid() ? "creating BPF maps needs root (CAP_BPF)" : "this kernel refused a BPF map";
}

/* Counter idx: CPU c holds base + c. */
static int put_counter(__u32 idx, uint64_t base)
{
	uint64_t *v = calloc((size_t)maps.ncpus, sizeof(*v));
	int err;

	for (int c = 0; v && c < maps.ncpus; c++)
		v[c] = base + (uint64_t)c;
	err = v ? bpf_map_update_elem(maps.counters, &idx, v, BPF_ANY) : -ENOMEM;
	free(v);
	return err;
}

static void test_counters_summed_over_cpus(void)
{
	struct results r;
	uint64_t n = (uint64_t)maps.ncpus, want = 10 * n + n * (n - 1) / 2;

	if (no_maps) {
		unit_skip(no_maps);
		return;
	}
	memset(&r, 0, sizeof(r));
	CHECK(!put_counter(ZSP_CNT_ZSFREE_DRAIN, 10));
	CHECK(!put_counter(ZSP_CNT_WORKER_NS, 100));
	zsp_collect_counters(&maps, &r, true, true, true);
	CHECK(r.cnt[ZSP_CNT_ZSFREE_DRAIN] == want);
	CHECK(r.cnt_bad == 0 && r.read_err == 0);
	CHECK(r.ncpus == maps.ncpus);
	CHECK(r.worker_cpu && r.worker_cpu[0] == 100 && r.worker_cpu[maps.ncpus - 1] == 100 + n - 1);
	zsp_collect_free(&r);
}

static void test_hist_summed_over_cpus(void)
{
	struct zsp_hist *h = calloc((size_t)(maps.ncpus > 0 ? maps.ncpus : 1), sizeof(*h));
	struct results r;
	__u32 zero = 0;

	if (no_maps) {
		free(h);
		unit_skip(no_maps);
		return;
	}
	CHECK(h != NULL);
	for (int c = 0; h && c < maps.ncpus; c++) {
		h[c].slots[3] = 1;
		h[c].slots[ZSP_HIST_BUCKETS - 1] = 2;
	}
	CHECK(h && !bpf_map_update_elem(maps.hists, &zero, h, BPF_ANY));
	/* the drain's per-object histogram: its own key, not mixed into zs_free's */
	for (int c = 0; h && c < maps.ncpus; c++) {
		memset(&h[c], 0, sizeof(h[c]));
		h[c].slots[40] = 5;
	}
	CHECK(h && !bpf_map_update_elem(maps.hists, &(__u32){ ZSP_HIST_DRAIN_OBJ }, h, BPF_ANY));
	memset(&r, 0, sizeof(r));
	zsp_collect_counters(&maps, &r, false, true, true);
	CHECK(r.hist_ok && r.drain_hist_ok);
	CHECK(r.hist[3] == (uint64_t)maps.ncpus);
	CHECK(r.hist[ZSP_HIST_BUCKETS - 1] == 2 * (uint64_t)maps.ncpus);
	CHECK(r.hist[4] == 0 && r.hist[40] == 0);
	CHECK(r.drain_hist[40] == 5 * (uint64_t)maps.ncpus && r.drain_hist[3] == 0);
	CHECK(r.read_err == 0);
	zsp_collect_free(&r);
	free(h);
}

static void test_worker_cgroups_with_paths(void)
{
	__u64 root = 1, gone = 0xfffffff0ull, ns = 600, ns2 = 5;
	struct results r;

	if (no_maps) {
		unit_skip(no_maps);
		return;
	}
	CHECK(!bpf_map_update_elem(maps.worker_cg, &root, &ns, BPF_ANY));
	CHECK(!bpf_map_update_elem(maps.worker_cg, &gone, &ns2, BPF_ANY));
	memset(&r, 0, sizeof(r));
	CHECK(zsp_collect_worker_cgroups(&maps, &r) == 0);
	CHECK(r.nworker_cgs == 2);
	for (size_t i = 0; i < r.nworker_cgs; i++) {
		if (r.worker_cgs[i].id == root) {
			CHECK(r.worker_cgs[i].ns == 600);
			CHECK_STR(r.worker_cgs[i].path, "/");	/* id 1: the cgroup2 root */
		} else {
			CHECK(r.worker_cgs[i].id == gone && r.worker_cgs[i].ns == 5);
			CHECK(r.worker_cgs[i].path == NULL);	/* no such cgroup: null, not a guess */
		}
	}
	zsp_collect_free(&r);
	CHECK(r.worker_cgs == NULL && r.nworker_cgs == 0);
}

/* CPU c staged c + 1 zspages, later CPUs earlier ones: all taken, in time order. */
static void test_staged_zspages_taken_in_time_order(void)
{
	struct zsp_zspage_stage *v;
	struct zsp_events ev = { .page_size = 4096 };
	size_t want = 0;
	__u32 zero = 0;

	if (no_maps) {
		unit_skip(no_maps);
		return;
	}
	v = calloc((size_t)maps.ncpus, sizeof(*v));
	CHECK(v != NULL);
	if (!v)
		return;
	for (int c = 0; c < maps.ncpus; c++) {
		v[c].b.n = (__u32)(c % ZSP_ZSPAGE_BATCH) + 1;
		v[c].b.cpu = (__u32)c;
		strcpy(v[c].b.pool, "zram0");
		for (__u32 i = 0; i < v[c].b.n; i++)
			v[c].b.r[i] = (struct zsp_zspage_rec){ 1000 - 10 * (__u64)c + i, 500, 1, 1 };
		want += v[c].b.n;
	}
	CHECK(!bpf_map_update_elem(maps.zspage_stage, &zero, v, BPF_ANY));
	CHECK(!zsp_collect_zspage_stage(&maps, &ev));
	CHECK(ev.zspage.n == want);
	for (size_t i = 1; i < ev.zspage.n; i++)
		CHECK(ev.zspage.v[i - 1].h.start_ns <= ev.zspage.v[i].h.start_ns);
	CHECK(ev.zspage.n && ev.zspage.v[ev.zspage.n - 1].h.cpu == 0 && !strcmp(ev.zspage.v[0].pool, "zram0"));
	setenv("ZSPROBE_TEST_FAIL_READS", "1", 1);
	CHECK(zsp_collect_zspage_stage(&maps, &ev) == -EIO);
	unsetenv("ZSPROBE_TEST_FAIL_READS");
	CHECK(ev.zspage.n == want);	/* what was taken is kept */
	zsp_events_free(&ev);
	free(v);
}

static void test_failed_reads_are_marked(void)
{
	struct results r;

	if (no_maps) {
		unit_skip(no_maps);
		return;
	}
	memset(&r, 0, sizeof(r));
	setenv("ZSPROBE_TEST_FAIL_READS", "1", 1);
	zsp_collect_counters(&maps, &r, true, true, true);
	unsetenv("ZSPROBE_TEST_FAIL_READS");
	CHECK(r.cnt_bad == (1u << ZSP_CNT_NR) - 1);
	CHECK(r.read_err == EIO);
	CHECK(r.worker_cpu == NULL);
	CHECK(!r.hist_ok && !r.drain_hist_ok);
	zsp_collect_free(&r);
}

int main(void)
{
	make_maps();
	RUN(test_counters_summed_over_cpus);
	RUN(test_hist_summed_over_cpus);
	RUN(test_worker_cgroups_with_paths);
	RUN(test_staged_zspages_taken_in_time_order);
	RUN(test_failed_reads_are_marked);
	return unit_done();
}

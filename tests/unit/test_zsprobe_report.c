// SPDX-License-Identifier: GPL-2.0
/*
 * The emitters (user/zsprobe_json.c, user/zsprobe_report.c) on a fixture
 * snapshot: the JSON and the text come from struct results (events
 * included) and the hook groups alone.  Linked without libbpf and without
 * user/zsprobe.c, so an emitter that called into BPF, read a map or used
 * the collector's globals would not build.
 */
#define _GNU_SOURCE
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "unit.h"
#include "zsprobe_priv.h"

/* the hook groups under test */
static struct zsp_hooks H;

/* The options the hook table reads (user/zsprobe.c defines them for the real run). */
static union zsp_unmap_ev unmaps[2];
static struct zsp_ev_drain drains[2];
static struct worker_cgroup cgs[2];
static uint64_t worker_cpu[2] = { 0, 900 };
static char *cmd[] = { "munmap-bench", NULL };

/* Every group unresolved but the ones named, each on its first candidate. */
static void choose(const int *gi, size_t n)
{
	build_groups(&H, NULL);
	for (int g = 0; g < G_NR; g++) {
		H.g[g].chosen = -1;
		H.skipped[g][0] = H.attach_fail[g][0] = 0;
	}
	for (size_t i = 0; i < n; i++)
		H.g[gi[i]].chosen = 0;
}

/* A run of munmap-bench: one munmap, one exit, two drain runs, two cgroups. */
static void fixture(struct results *r)
{
	static const int chosen[] = { G_TREE, G_MUNMAP, G_WALK, G_EXIT_END, G_DRAIN, G_CPU };

	choose(chosen, sizeof(chosen) / sizeof(chosen[0]));
	memset(r, 0, sizeof(*r));
	r->hooks = &H;
	r->cmd = cmd;
	r->ncmd = 1;
	r->zram = "";
	r->drain_func = "zs_drain_work";
	r->status = 0;
	r->drain_fn = "zs_drain_work";
	r->ncpus = 2;
	r->worker_cpu = worker_cpu;
	snprintf(r->kernel_release, sizeof(r->kernel_release), "6.12.0-fixture");
	unmaps[0].munmap = (struct zsp_ev_munmap){ { ZSP_EV_MUNMAP, 10, 10, 0, 1000, 5000 }, 700, 4096, "bench" };
	unmaps[1].exit = (struct zsp_ev_exit){ { ZSP_EV_EXIT, 11, 11, 1, 6000, 9000 }, 800, 42, 0, "child" };
	r->unmap = (struct unmap_vec){ unmaps, 2, 2 };
	drains[0] = (struct zsp_ev_drain){ { ZSP_EV_DRAIN, 77, 77, 1, 5100, 5200 }, 30, 400, 90, 3, "kworker", 0 };
	drains[1] = (struct zsp_ev_drain){ { ZSP_EV_DRAIN, 77, 77, 1, 9100, 9300 }, 10, ZSP_NONE, 80, 1, "kworker", 0 };
	r->drain = (struct drain_vec){ drains, 2, 2 };
	cgs[0] = (struct worker_cgroup){ 1, 600, "/" };
	cgs[1] = (struct worker_cgroup){ 4242, 300, NULL };
	r->worker_cgs = cgs;
	r->nworker_cgs = 2;
}

/* What an emitter wrote for r, whitespace removed so that layout does not matter. */
static char *emit(void (*writer)(FILE *, const struct results *), const struct results *r, bool squeeze)
{
	char *buf = NULL, *o, *i;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	if (!f)
		return NULL;
	writer(f, r);
	fclose(f);
	for (o = i = buf; squeeze && *i; i++)
		if (!isspace((unsigned char)*i))
			*o++ = *i;
	if (squeeze)
		*o = 0;
	return buf;
}

static void test_json_unmap_events_by_kind(void)
{
	struct results r;
	char *s;

	fixture(&r);
	s = emit(write_json, &r, true);
	CHECK(s && strstr(s, "\"kind\":\"munmap\",\"start_ns\":1000,\"end_ns\":5000,\"walk_ns\":700,\"len\":4096"));
	CHECK(s && strstr(s, "\"kind\":\"exit\",\"start_ns\":6000,\"end_ns\":9000,\"walk_ns\":800,"
			  "\"exit_mmap_tid\":42"));
	CHECK(s && strstr(s, "\"comm\":\"bench\"") && strstr(s, "\"comm\":\"child\""));
	/* the munmap first: the order the ring buffer gave */
	CHECK(s && strstr(s, "\"kind\":\"munmap\"") < strstr(s, "\"kind\":\"exit\""));
	free(s);
}

/*
 * Raw data only (format_revision 4): with every metric measured, the file
 * holds the events, the histogram's buckets and the release series, and
 * none of the figures the analysis derives from them.
 */
static void test_json_raw_data_only(void)
{
	static const int all[] = { G_TREE, G_MUNMAP, G_WALK, G_EXIT_END, G_ZSFREE, G_DRAIN, G_CPU, G_RELEASE };
	static struct release_sample series[2] = { { 9500, 40 }, { 9800, 10 } };
	struct results r;
	char *s;

	fixture(&r);
	choose(all, sizeof(all) / sizeof(all[0]));
	r.hist_ok = true;
	r.hist[100] = 7;
	r.series = series;
	r.nseries = 2;
	r.have_ref = true;
	r.ref_ns = 9000;
	r.rel_source = "fexit:__free_zspage (pool pages_allocated)";
	s = emit(write_json, &r, true);
	CHECK(s && strstr(s, "\"schema\":\"zsfree-eval/probe/2\",\"format_revision\":7"));
	CHECK(s && strstr(s, "\"hist\":[[") && strstr(s, ",7]]"));
	CHECK(s && strstr(s, "\"series\":[[9500,40],[9800,10]]"));
	CHECK(s && strstr(s, "\"queue_delay_ns\":400"));	/* each drain run's own */
	CHECK(s && !strstr(s, "summary_ms") && !strstr(s, "\"p50\"") && !strstr(s, "\"p99\""));
	CHECK(s && !strstr(s, "t50_ms") && !strstr(s, "t100_ms") && !strstr(s, "\"queue_delay_ns\":{"));
	free(s);
	/* nor as nulls where a metric is unavailable */
	choose(all, 1);
	s = emit(write_json, &r, true);
	CHECK(s && strstr(s, "\"drain\":{\"available\":false"));
	CHECK(s && !strstr(s, "summary_ms") && !strstr(s, "queue_delay_ns") && !strstr(s, "t50_ms") &&
	      !strstr(s, "\"p50\""));
	free(s);
}

static void test_json_drain_runs(void)
{
	struct results r;
	char *s;

	fixture(&r);
	s = emit(write_json, &r, true);
	CHECK(s && strstr(s, "\"runs\":2"));
	CHECK(s && strstr(s, "\"cpu\":1,\"pid\":77,\"objects\":null,\"queue_delay_ns\":400,\"cpu_ns\":90"));
	/* a queueing not seen is null, not 0 */
	CHECK(s && strstr(s, "\"objects\":null,\"queue_delay_ns\":null,\"cpu_ns\":80"));
	/* without zs_free_batch's entry and return the batches' time is null, not 0 */
	CHECK(s && strstr(s, "\"cpu_ns\":90,\"batch_ns\":null}"));
	free(s);
}

/* With zs_free_batch's entry and return hooked, each drain run's time inside its batches and its objects */
static void test_json_drain_batch_ns(void)
{
	static const int chosen[] = { G_TREE, G_MUNMAP, G_WALK, G_EXIT_END, G_DRAIN, G_CPU, G_BATCH, G_BATCH_TIME };
	struct results r;
	char *s;

	fixture(&r);
	choose(chosen, sizeof(chosen) / sizeof(chosen[0]));
	drains[0].batch_ns = 70;
	s = emit(write_json, &r, true);
	CHECK(s && strstr(s, "\"objects\":30,\"queue_delay_ns\":400,\"cpu_ns\":90,\"batch_ns\":70}"));
	CHECK(s && strstr(s, "\"cpu_ns\":80,\"batch_ns\":0}"));
	drains[0].batch_ns = 0;
	free(s);
}

static void test_json_worker_cgroups_from_the_snapshot(void)
{
	struct results r;
	char *s;

	fixture(&r);
	s = emit(write_json, &r, true);
	CHECK(s && strstr(s, "\"worker_per_cpu_ns\":{\"1\":900}"));
	CHECK(s && strstr(s, "\"worker_cgroups\":[{\"id\":1,\"path\":\"/\",\"ns\":600},"
			  "{\"id\":4242,\"path\":null,\"ns\":300}]"));
	CHECK(s && strstr(s, "\"kernel_release\":\"6.12.0-fixture\""));
	CHECK(s && strstr(s, "\"level\":\"basic\"") && strstr(s, "\"command\":[\"munmap-bench\"]"));
	free(s);
}

static void test_json_without_cpu_hooks_has_nulls(void)
{
	static const int chosen[] = { G_TREE, G_MUNMAP, G_DRAIN };
	struct results r;
	char *s;

	fixture(&r);
	choose(chosen, sizeof(chosen) / sizeof(chosen[0]));
	s = emit(write_json, &r, true);
	CHECK(s && strstr(s, "\"worker_cgroups\":null"));
	CHECK(s && strstr(s, "\"cpu_ns\":null"));
	free(s);
}

/*
 * Sampled timings (format_revision 5): the counts are exact, the histogram
 * holds the timed calls only, unscaled, with the period beside it; the
 * drain's per-object histogram only where its hook was chosen.
 */
static void test_json_sampled_histograms(void)
{
	static const int full[] = { G_TREE, G_MUNMAP, G_ZSFREE, G_BATCH, G_BATCH_TIME, G_DRAIN, G_CPU };
	struct results r;
	char *s;

	fixture(&r);
	choose(full, sizeof(full) / sizeof(full[0]));
	r.level_full = true;
	r.sample_period = 32;
	r.cnt[ZSP_CNT_ZSFREE_UNMAPPER] = 16384;
	r.hist_ok = true;
	r.hist[100] = 500;
	r.hist[101] = 12;
	r.drain_hist_ok = true;
	r.drain_hist[60] = 9;
	s = emit(write_json, &r, true);
	CHECK(s && strstr(s, "\"unmapper\":16384"));
	CHECK(s && strstr(s, ",500],[") && strstr(s, ",12]],\"n\":512,\"sample_period\":32,\"unmatched\":0}"));
	CHECK(s && strstr(s, "\"object_ns\":{\"estimate\":true,\"hist\":[[") &&
	      strstr(s, ",9]],\"n\":9,\"sample_period\":32}"));
	free(s);
	s = emit(write_text, &r, false);
	CHECK(s && strstr(s, "zs_free: unmapper 16384, drain worker 0, other 0; 512 timed (one in 32)"));
	free(s);
	/* without the batch's exit hook: null, and said why */
	choose(full, sizeof(full) / sizeof(full[0]) - 3);
	H.g[G_DRAIN].chosen = 0;
	s = emit(write_json, &r, true);
	CHECK(s && strstr(s, "\"object_ns\":null"));
	CHECK(s && strstr(s, "{\"metric\":\"drain.object_ns\""));
	free(s);
	/* an unreadable histogram: its figure unavailable, not an empty one */
	choose(full, sizeof(full) / sizeof(full[0]));
	r.hist_ok = false;
	s = emit(write_text, &r, false);
	CHECK(s && strstr(s, "other 0; n/a timed (one in 32)"));
	CHECK(s && strstr(s, "unavailable: zs_free.latency_ns (cannot read the histogram map"));
	free(s);
}

static void test_text_summary(void)
{
	struct results r;
	char *s;

	fixture(&r);
	s = emit(write_text, &r, false);
	CHECK(s && strstr(s, "drain (zs_drain_work): 2 runs"));
	/* each kind's line names its hooks; an exit both where its clock starts and stops */
	CHECK(s && strstr(s, "munmap: 1 events; p50 0.004 ms, max 0.004 ms (fentry+fexit:__"));
	CHECK(s && strstr(s, "exit: 1 events; p50 0.003 ms, max 0.003 ms (start none, end fexit:exit_mmap)"));
	free(s);
}

int main(void)
{
	RUN(test_json_unmap_events_by_kind);
	RUN(test_json_raw_data_only);
	RUN(test_json_drain_runs);
	RUN(test_json_drain_batch_ns);
	RUN(test_json_worker_cgroups_from_the_snapshot);
	RUN(test_json_without_cpu_hooks_has_nulls);
	RUN(test_json_sampled_histograms);
	RUN(test_text_summary);
	return unit_done();
}

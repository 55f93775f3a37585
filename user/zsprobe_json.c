// SPDX-License-Identifier: GPL-2.0
/*
 * zsprobe's JSON document (schema zsfree-eval/probe/1,
 * docs/results-format.md), written from the collected snapshot (struct
 * results) without a syscall.
 */
#define _GNU_SOURCE
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "hist.h"
#include "json.h"
#include "stats.h"
#include "zsprobe_priv.h"
#include "zsprobe_report.h"

static void json_u64_or_null(struct json *j, const char *key, bool have, uint64_t v)
{
	if (have)
		json_uint(j, key, v);
	else
		json_null(j, key);
}

static void json_unavailable(struct json *j, const char *metric, const char *reason)
{
	json_obj_open(j, NULL);
	json_str(j, "metric", metric);
	json_str(j, "reason", reason);
	json_obj_close(j);
}

/* Counter idx as a number, or null when its metric is off or the read failed. */
static void json_cnt(struct json *j, const char *key, const struct results *r, int idx, bool have)
{
	json_u64_or_null(j, key, have && cnt_ok(r, idx), r->cnt[idx]);
}

/* what the kernel's zsmalloc is built with: read at run time, never assumed */
static void json_kernel_facts(struct json *j, const struct zs_kernel_facts *k)
{
	json_obj_open(j, "kernel");
	json_uint(j, "page_size", k->page_size);
	if (k->size_classes > 0) {
		json_int(j, "size_classes", k->size_classes);
		json_str(j, "size_classes_btf", k->classes_btf);
	} else {
		json_null(j, "size_classes");
		json_str(j, "size_classes_why", k->why);
	}
	json_obj_close(j);
}

/* schema, level, kernel, command and how it ended */
static void json_head(struct json *j, const struct results *r)
{
	/* 1.1: hooks[].btf, .module; 2: raw data only (revision 4); sampled timings (revision 5); user frames (6); stacks by hash (7) */
	json_str(j, "schema", "zsfree-eval/probe/2");
	/*
	 * 2: unmap.exit_start, summary_ms per kind, release.pool, more nulls; 3: kernel;
	 * 4: no derived figures (summary_ms, percentiles, t50-t100: the analysis
	 * derives them from the events, histograms and series; docs/results-format.md);
	 * 5: zs_free.latency_ns.sample_period (one call in N timed; counts exact),
	 * drain.object_ns; 6: profile.user_symbols, user frames named by build id;
	 * 7: profile stacks stored by the hash of their frames (lost.* no
	 * longer counts stack-map collisions)
	 */
	json_int(j, "format_revision", 7);
	json_str(j, "level", r->level_full ? "full" : "basic");
	json_str(j, "kernel_release", r->kernel_release);
	json_kernel_facts(j, &r->kernel);
	json_arr_open(j, "command");
	for (int i = 0; i < r->ncmd; i++)
		json_str(j, NULL, r->cmd[i]);
	json_arr_close(j);
	if (r->status < 0)
		json_null(j, "command_exit");
	else if (WIFEXITED(r->status))
		json_int(j, "command_exit", WEXITSTATUS(r->status));
	else
		json_int(j, "command_exit", 128 + WTERMSIG(r->status));
	json_bool(j, "interrupted", r->interrupted);
}

/* every hook group: chosen, refused with reasons, skipped */
static void json_hooks(struct json *j, const struct results *r)
{
	json_arr_open(j, "hooks");
	for (int gi = 0; gi < G_NR; gi++) {
		const struct hook_group *g = &r->hooks->g[gi];

		json_obj_open(j, NULL);
		json_str(j, "metric", g->metric);
		if (ok(r->hooks, gi))
			json_str(j, "chosen", chosen_label(r->hooks, gi));
		else
			json_null(j, "chosen");
		/* where it resolved: vmlinux's BTF or a module's (zsmalloc, zram as modules) */
		if (ok(r->hooks, gi) && r->hooks->located[gi].btf[0])
			json_str(j, "btf", r->hooks->located[gi].btf);
		else
			json_null(j, "btf");
		if (ok(r->hooks, gi) && r->hooks->located[gi].module[0])
			json_str(j, "module", r->hooks->located[gi].module);
		else
			json_null(j, "module");
		if (r->hooks->skipped[gi][0])
			json_str(j, "skipped", r->hooks->skipped[gi]);
		if (r->hooks->attach_fail[gi][0])
			json_str(j, "attach_error", r->hooks->attach_fail[gi]);
		json_arr_open(j, "refused");
		for (int i = 0; i < g->nrefused; i++) {
			json_obj_open(j, NULL);
			json_str(j, "hook", g->refused[i].hook);
			json_str(j, "error", g->refused[i].error);
			json_obj_close(j);
		}
		json_arr_close(j);
		json_obj_close(j);
	}
	json_arr_close(j);
}

/* every unmeasured metric or figure, with its reason */
static void json_unavailable_list(struct json *j, const struct results *r)
{
	struct unavail un[UNAVAIL_MAX];
	int nu;

	json_arr_open(j, "unavailable");
	nu = list_unavailable(un, r);
	for (int i = 0; i < nu; i++)
		json_unavailable(j, un[i].metric, un[i].reason);
	json_arr_close(j);
}

/* lost events and the measurement window */
static void json_drops_window(struct json *j, const struct results *r)
{
	json_obj_open(j, "drops");
	json_cnt(j, "ringbuf", r, ZSP_CNT_DROP_RINGBUF, true);
	json_cnt(j, "map_full", r, ZSP_CNT_DROP_MAP_FULL, true);
	json_uint(j, "user", r->user_lost);
	json_obj_close(j);
	json_obj_open(j, "window");
	json_uint(j, "start_ns", r->win_start);
	json_uint(j, "end_ns", r->win_end);
	if (r->settled) {
		json_uint(j, "settle_ms", (uint64_t)(r->settle_waited_ns / 1000000));
		if (r->settle_observable)
			json_bool(j, "settle_quiet", r->settle_quiet);
		else
			json_null(j, "settle_quiet");
	}
	json_obj_close(j);
}

/* metrics.unmap: munmap and exit events, one summary per kind */
static void json_metric_unmap(struct json *j, const struct results *r)
{
	char buf[256];

	json_obj_open(j, "unmap");
	json_bool(j, "available", ok(r->hooks, G_MUNMAP) || ok(r->hooks, G_EXIT_END));
	json_str(j, "hook", ok(r->hooks, G_WALK) && chosen_attaches(r->hooks, G_WALK) ? chosen_label(r->hooks, G_WALK) :
		 ok(r->hooks, G_MUNMAP) ? chosen_label(r->hooks, G_MUNMAP) : ok(r->hooks, G_EXIT_END) ? chosen_label(r->hooks, G_EXIT_END) : "none");
	json_arr_open(j, "events");
	for (size_t i = 0; i < r->unmap.n; i++) {
		const union zsp_unmap_ev *e = &r->unmap.v[i];
		bool walk = ok(r->hooks, G_WALK) && chosen_attaches(r->hooks, G_WALK), munmap = e->h.type == ZSP_EV_MUNMAP;

		json_obj_open(j, NULL);
		json_uint(j, "pid", e->h.pid);
		snprintf(buf, sizeof(buf), "%.*s", ZSP_COMM_LEN, munmap ? e->munmap.comm : e->exit.comm);
		json_str(j, "comm", buf);
		json_str(j, "kind", munmap ? "munmap" : "exit");
		json_uint(j, "start_ns", e->h.start_ns);
		json_uint(j, "end_ns", e->h.end_ns);
		json_u64_or_null(j, "walk_ns", walk, munmap ? e->munmap.walk_ns : e->exit.walk_ns);
		if (munmap)
			json_uint(j, "len", e->munmap.len);
		else
			json_uint(j, "exit_mmap_tid", e->exit.exit_mmap_tid);
		json_obj_close(j);
	}
	json_arr_close(j);
	json_obj_close(j);
}

/*
 * A sampled histogram: its non-empty [lo, hi, count] buckets, n, and the
 * period (one in SAMPLE_PERIOD timed on average; the counts beside it are
 * exact, the histogram is of the timed ones only and is never scaled).
 */
static void json_sampled_hist(struct json *j, const uint64_t *hist, unsigned int sample_period)
{
	json_bool(j, "estimate", true);
	json_hist_buckets(j, "hist", hist);
	json_uint(j, "n", hist_total(hist, ZSP_HIST_BUCKETS));
	json_uint(j, "sample_period", sample_period);
}

/* metrics.zs_free: calls by caller (exact), latency histogram (sampled) */
static void json_metric_zs_free(struct json *j, const struct results *r)
{
	json_obj_open(j, "zs_free");
	json_bool(j, "available", ok(r->hooks, G_ZSFREE));
	if (ok(r->hooks, G_ZSFREE)) {
		json_str(j, "hook", chosen_label(r->hooks, G_ZSFREE));
		json_obj_open(j, "calls");
		json_cnt(j, "unmapper", r, ZSP_CNT_ZSFREE_UNMAPPER, true);
		json_cnt(j, "drain_worker", r, ZSP_CNT_ZSFREE_DRAIN, true);
		json_cnt(j, "other", r, ZSP_CNT_ZSFREE_OTHER, true);
		json_obj_close(j);
	} else {
		json_null(j, "calls");
	}
	if (ok(r->hooks, G_ZSFREE) && r->hist_ok) {
		json_obj_open(j, "latency_ns");
		json_sampled_hist(j, r->hist, r->sample_period);
		/* timed entries whose exit was not seen: not in the histogram */
		json_cnt(j, "unmatched", r, ZSP_CNT_ZSFREE_UNMATCHED, true);
		json_obj_close(j);
	} else {
		json_null(j, "latency_ns");
	}
	json_obj_close(j);
}

/* metrics.drain: the deferred-free worker's runs */
static void json_metric_drain(struct json *j, const struct results *r)
{
	json_obj_open(j, "drain");
	json_bool(j, "available", ok(r->hooks, G_DRAIN));
	json_str(j, "function", r->drain_fn ? r->drain_fn : r->drain_func);
	if (r->drain_note[0])
		json_str(j, "note", r->drain_note);
	if (ok(r->hooks, G_DRAIN)) {
		uint64_t objects = 0, batches = 0, cpu_ns = 0;

		for (size_t i = 0; i < r->drain.n; i++) {
			objects += r->drain.v[i].objects;
			batches += r->drain.v[i].batches;
			cpu_ns += r->drain.v[i].cpu_ns;
		}
		json_uint(j, "runs", r->drain.n);
		json_u64_or_null(j, "objects", ok(r->hooks, G_ZSFREE) || ok(r->hooks, G_BATCH), objects);
		json_u64_or_null(j, "batches", ok(r->hooks, G_BATCH), batches);
		/* without sched_switch the BPF side can only measure wall time */
		json_u64_or_null(j, "cpu_ns", ok(r->hooks, G_CPU), cpu_ns);
		/* full level: ns per object of the batches that held a sampled object */
		if (r->level_full && ok(r->hooks, G_BATCH_TIME) && r->drain_hist_ok) {
			json_obj_open(j, "object_ns");
			json_sampled_hist(j, r->drain_hist, r->sample_period);
			json_obj_close(j);
		} else {
			json_null(j, "object_ns");
		}
		json_arr_open(j, "events");
		for (size_t i = 0; i < r->drain.n; i++) {
			const struct zsp_ev_drain *e = &r->drain.v[i];

			json_obj_open(j, NULL);
			json_uint(j, "start_ns", e->h.start_ns);
			json_uint(j, "end_ns", e->h.end_ns);
			json_uint(j, "cpu", e->h.cpu);
			json_uint(j, "pid", e->h.pid);
			json_u64_or_null(j, "objects", ok(r->hooks, G_ZSFREE) || ok(r->hooks, G_BATCH), e->objects);
			json_u64_or_null(j, "queue_delay_ns", e->queue_delay_ns != ZSP_NONE, e->queue_delay_ns);
			json_u64_or_null(j, "cpu_ns", ok(r->hooks, G_CPU), e->cpu_ns);
			/* on CPU inside zs_free_batch(): needs its entry and return and sched_switch */
			json_u64_or_null(j, "batch_ns", ok(r->hooks, G_BATCH) && ok(r->hooks, G_BATCH_TIME) && ok(r->hooks, G_CPU),
					 e->batch_ns);
			json_obj_close(j);
		}
		json_arr_close(j);
	} else {
		json_null(j, "runs");
		json_null(j, "objects");
		json_null(j, "batches");
		json_null(j, "cpu_ns");
		json_arr_open(j, "events");
		json_arr_close(j);
	}
	json_obj_close(j);
}

/* metrics.cpu: traced tasks and drain workers on CPU */
static void json_metric_cpu(struct json *j, const struct results *r)
{
	json_obj_open(j, "cpu");
	json_bool(j, "available", ok(r->hooks, G_CPU));
	if (ok(r->hooks, G_CPU)) {
		json_str(j, "hook", chosen_label(r->hooks, G_CPU));
		json_cnt(j, "task_ns", r, ZSP_CNT_TASK_NS, true);
		json_cnt(j, "worker_ns", r, ZSP_CNT_WORKER_NS, ok(r->hooks, G_DRAIN));
	} else {
		json_null(j, "task_ns");
		json_null(j, "worker_ns");
	}
	if (ok(r->hooks, G_CPU) && ok(r->hooks, G_DRAIN) && r->worker_cpu) {
		json_obj_open(j, "worker_per_cpu_ns");
		for (int c = 0; c < r->ncpus; c++) {
			char k[16];

			if (!r->worker_cpu[c])
				continue;
			snprintf(k, sizeof(k), "%d", c);
			json_uint(j, k, r->worker_cpu[c]);
		}
		json_obj_close(j);
		json_arr_open(j, "worker_cgroups");
		for (size_t i = 0; i < r->nworker_cgs; i++) {
			const struct worker_cgroup *w = &r->worker_cgs[i];

			json_obj_open(j, NULL);
			json_uint(j, "id", w->id);
			if (w->path)
				json_str(j, "path", w->path);
			else
				json_null(j, "path");
			json_uint(j, "ns", w->ns);
			json_obj_close(j);
		}
		json_arr_close(j);
	} else {
		json_null(j, "worker_per_cpu_ns");
		json_null(j, "worker_cgroups");
	}
	json_obj_close(j);
}

/* metrics.release: when the pool gave the pages back */
static void json_metric_release(struct json *j, const struct results *r)
{
	json_obj_open(j, "release");
	json_bool(j, "available", ok(r->hooks, G_RELEASE));
	if (ok(r->hooks, G_RELEASE)) {
		json_str(j, "source", r->rel_source);
		if (r->pool && r->pool[0])
			json_str(j, "pool", r->pool);
		else
			json_null(j, "pool");
		json_u64_or_null(j, "ref_ns", r->have_ref, r->ref_ns);
		json_arr_open(j, "series");
		for (size_t i = 0; i < r->nseries; i++) {
			json_arr_open(j, NULL);
			json_uint(j, NULL, r->series[i].t_ns);
			json_int(j, NULL, r->series[i].pages);
			json_arr_close(j);
		}
		json_arr_close(j);
		if (!chosen_polls(r->hooks, G_RELEASE)) {
			json_arr_open(j, "zspage_frees");
			for (size_t i = 0; i < r->zspage.n; i++) {
				json_arr_open(j, NULL);
				json_uint(j, NULL, r->zspage.v[i].h.start_ns);
				json_uint(j, NULL, r->zspage.v[i].pages);
				json_arr_close(j);
			}
			json_arr_close(j);
		} else {
			json_null(j, "zspage_frees");
		}
		json_int(j, "released_pages", r->rel.released_pages);
	} else {
		json_null(j, "source");
		json_null(j, "pool");
		json_null(j, "ref_ns");
		json_null(j, "series");
		json_null(j, "zspage_frees");
	}
	json_obj_close(j);
}

/* metrics.lock: contention on zsmalloc locks */
static void json_metric_lock(struct json *j, const struct results *r)
{
	json_obj_open(j, "lock");
	json_bool(j, "available", ok(r->hooks, G_LOCK));
	if (ok(r->hooks, G_LOCK)) {
		json_cnt(j, "contentions", r, ZSP_CNT_LOCK_CONTENTIONS, true);
		json_cnt(j, "wait_ns", r, ZSP_CNT_LOCK_WAIT_NS, true);
		json_str(j, "hook", chosen_label(r->hooks, G_LOCK));
	} else {
		json_null(j, "contentions");
		json_null(j, "wait_ns");
		json_null(j, "hook");
	}
	json_obj_close(j);
}

void write_json(FILE *f, const struct results *r)
{
	struct json j;

	json_init(&j, f);
	json_obj_open(&j, NULL);
	json_head(&j, r);
	json_hooks(&j, r);
	json_unavailable_list(&j, r);
	json_drops_window(&j, r);
	json_obj_open(&j, "metrics");
	json_metric_unmap(&j, r);
	json_metric_zs_free(&j, r);
	json_metric_drain(&j, r);
	json_metric_cpu(&j, r);
	json_metric_release(&j, r);
	json_metric_lock(&j, r);
	zsp_profile_json(&j, &r->profile);	/* profile (issue 29) */
	json_obj_close(&j);	/* metrics */
	json_obj_close(&j);
	json_finish(&j);
}


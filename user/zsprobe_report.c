// SPDX-License-Identifier: GPL-2.0
/*
 * zsprobe's output: the JSON document (schema zsfree-eval/probe/1,
 * docs/results-format.md) and the short text summary.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>


#include "hist.h"
#include "json.h"
#include "stats.h"
#include "zsprobe_priv.h"

static void json_summary(struct json *j, const char *key, double *v, size_t n, double scale)
{
	struct summary s;

	if (!n || summarize(v, n, &s)) {
		json_null(j, key);
		return;
	}
	json_obj_open(j, key);
	json_uint(j, "n", s.n);
	json_double(j, "min", s.min * scale);
	json_double(j, "mean", s.mean * scale);
	json_double(j, "p50", s.p50 * scale);
	json_double(j, "p90", s.p90 * scale);
	json_double(j, "p99", s.p99 * scale);
	json_double(j, "max", s.max * scale);
	json_obj_close(j);
}

/* Durations (ns) of the unmap events of one kind; the caller frees. */
static double *unmap_durations(uint32_t type, size_t *n)
{
	double *v = calloc(ev_unmap.n + 1, sizeof(*v));

	*n = 0;
	for (size_t i = 0; v && i < ev_unmap.n; i++)
		if (ev_unmap.v[i].h.type == type)
			v[(*n)++] = (double)(ev_unmap.v[i].h.end_ns - ev_unmap.v[i].h.start_ns);
	return v;
}

/* summary_ms: munmap() and process exit are different costs, summarized apart. */
static void json_unmap_summaries(struct json *j)
{
	static const struct { const char *key; uint32_t type; } kinds[] = {
		{ "munmap", ZSP_EV_MUNMAP }, { "exit", ZSP_EV_EXIT },
	};

	json_obj_open(j, "summary_ms");
	for (size_t k = 0; k < sizeof(kinds) / sizeof(kinds[0]); k++) {
		size_t n;
		double *v = unmap_durations(kinds[k].type, &n);

		json_summary(j, kinds[k].key, v, v ? n : 0, 1e-6);
		free(v);
	}
	json_obj_close(j);
}

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

#define UNAVAIL_MAX 32

/* A metric (or part of one) that was not measured, and why. */
struct unavail {
	const char *metric;
	char reason[256];
};

static void add_unavail(struct unavail *u, int *n, const char *metric, const char *reason)
{
	if (*n >= UNAVAIL_MAX)
		return;
	u[*n].metric = metric;
	snprintf(u[*n].reason, sizeof(u[0].reason), "%s", reason);
	(*n)++;
}

/*
 * Why no page-table walk split: the last refusal of each kind is the
 * coarsest function (unmap_vmas) through fentry and through kprobes.
 */
static const char *walk_reason(char *buf, size_t len)
{
	const struct hook_group *g = &groups[G_WALK];
	int fe = -1, kp = -1;

	if (skipped[G_WALK][0] || attach_fail[G_WALK][0] || !g->nrefused)
		return why_not(G_WALK, buf, len);
	for (int i = 0; i < g->nrefused; i++) {
		if (!strncmp(g->refused[i].hook, "fentry", 6))
			fe = i;
		else if (!strncmp(g->refused[i].hook, "kprobe", 6))
			kp = i;
	}
	if (fe < 0 || kp < 0)
		fe = kp = g->nrefused - 1;
	snprintf(buf, len, "no page-table walk function attaches; %s: %s%s%s%s%s",
		 g->refused[fe].hook, g->refused[fe].error, fe != kp ? "; " : "",
		 fe != kp ? g->refused[kp].hook : "", fe != kp ? ": " : "", fe != kp ? g->refused[kp].error : "");
	return buf;
}

/* The figure each BPF counter feeds, as named in `unavailable`. */
static const char *const counter_metric[ZSP_CNT_NR] = {
	[ZSP_CNT_ZSFREE_UNMAPPER] = "zs_free.calls.unmapper",
	[ZSP_CNT_ZSFREE_DRAIN] = "zs_free.calls.drain_worker",
	[ZSP_CNT_ZSFREE_OTHER] = "zs_free.calls.other",
	[ZSP_CNT_DROP_RINGBUF] = "drops.ringbuf",
	[ZSP_CNT_DROP_MAP_FULL] = "drops.map_full",
	[ZSP_CNT_TASK_NS] = "cpu.task_ns",
	[ZSP_CNT_WORKER_NS] = "cpu.worker_ns",
	[ZSP_CNT_BATCHES] = "drain.batches_total",
	[ZSP_CNT_LOCK_CONTENTIONS] = "lock.contentions",
	[ZSP_CNT_LOCK_WAIT_NS] = "lock.wait_ns",
	[ZSP_CNT_ZSPAGE_PAGES] = "release.zspage_pages",
	[ZSP_CNT_ZSFREE_UNMATCHED] = "zs_free.latency_ns.unmatched",
};

static bool cnt_ok(const struct results *r, int idx)
{
	return !(r->cnt_bad & (1u << idx));
}

/* Counter idx as a number, or null when its metric is off or the read failed. */
static void json_cnt(struct json *j, const char *key, const struct results *r, int idx, bool have)
{
	json_u64_or_null(j, key, have && cnt_ok(r, idx), r->cnt[idx]);
}

/* The distinct pool names of the zspage events, "a, b". */
static const char *pool_names(char *buf, size_t len)
{
	size_t used = 0;

	buf[0] = 0;
	for (size_t i = 0; i < ev_zspage.n; i++) {
		const char *name = ev_zspage.v[i].pool;
		bool seen = false;

		for (size_t k = 0; k < i && !seen; k++)
			seen = !strncmp(ev_zspage.v[k].pool, name, ZSP_COMM_LEN);
		if (!seen && used < len)
			used += (size_t)snprintf(buf + used, len - used, "%s%.*s", used ? ", " : "",
						 ZSP_COMM_LEN, name);
	}
	return buf;
}

/* Figures of available metrics that were not observed after all. */
static void list_unobserved(struct unavail *u, int *n, const struct results *r)
{
	char buf[256], why[192], e[64];

	if (r->settled && !r->settle_observable)
		add_unavail(u, n, "window.settle_quiet", r->settle_why);
	if (ok(G_RELEASE) && r->pick == -2) {
		snprintf(buf, sizeof(buf), "zspages of several pools were freed (%s); pass --zram DEV to "
			 "measure that device's pool", pool_names(why, sizeof(why)));
		add_unavail(u, n, "release.series", buf);
	} else if (ok(G_RELEASE) && r->pick == -1 && ev_zspage.n) {
		snprintf(buf, sizeof(buf), "no zspage of pool %s was freed (pools that freed: %s)",
			 opt.zram, pool_names(why, sizeof(why)));
		add_unavail(u, n, "release.series", buf);
	}
	if (ok(G_DRAIN) && !ok(G_CPU)) {
		snprintf(buf, sizeof(buf), "needs sched_switch to tell on-CPU time from wall time (cpu: %s)",
			 why_not(G_CPU, why, sizeof(why)));
		add_unavail(u, n, "drain.cpu_ns", buf);
	}
	snprintf(e, sizeof(e), "%s", strerror(r->read_err ? r->read_err : EIO));
	for (int i = 0; i < ZSP_CNT_NR; i++)
		if (!cnt_ok(r, i)) {
			snprintf(buf, sizeof(buf), "cannot read the counter map: %s", e);
			add_unavail(u, n, counter_metric[i], buf);
		}
	if (ok(G_ZSFREE) && !r->hist_ok) {
		snprintf(buf, sizeof(buf), "cannot read the histogram map: %s", e);
		add_unavail(u, n, "zs_free.latency_ns", buf);
	}
	if (ok(G_CPU) && ok(G_DRAIN) && !r->worker_cpu) {
		snprintf(buf, sizeof(buf), "cannot read the per-CPU counter: %s", e);
		add_unavail(u, n, "cpu.worker_per_cpu_ns", buf);
	}
}

/* Every unmeasured metric with its reason: the one list the JSON and the text report. */
static int list_unavailable(struct unavail *u, const struct results *r)
{
	char buf[256];
	int n = 0;

	if (!ok(G_MUNMAP) && !ok(G_EXIT_END))
		add_unavail(u, &n, "unmap", why_not(G_MUNMAP, buf, sizeof(buf)));
	if (!ok(G_WALK) || !chosen_attaches(G_WALK))
		add_unavail(u, &n, "unmap.walk_ns", walk_reason(buf, sizeof(buf)));
	if (!ok(G_EXIT_END))
		add_unavail(u, &n, "unmap.exit", why_not(G_EXIT_END, buf, sizeof(buf)));
	if (!ok(G_ZSFREE))
		add_unavail(u, &n, "zs_free", why_not(G_ZSFREE, buf, sizeof(buf)));
	if (!ok(G_DRAIN))
		add_unavail(u, &n, "drain", why_not(G_DRAIN, buf, sizeof(buf)));
	else if (!ok(G_ZSFREE) && !ok(G_BATCH))
		add_unavail(u, &n, "drain.objects", why_not(G_ZSFREE, buf, sizeof(buf)));
	if (ok(G_DRAIN) && !ok(G_BATCH))
		add_unavail(u, &n, "drain.batches", why_not(G_BATCH, buf, sizeof(buf)));
	if (!ok(G_CPU))
		add_unavail(u, &n, "cpu", why_not(G_CPU, buf, sizeof(buf)));
	else if (!ok(G_DRAIN))
		add_unavail(u, &n, "cpu.worker_ns", "drain worker runs cannot be identified");
	if (!ok(G_RELEASE))
		add_unavail(u, &n, "release", why_not(G_RELEASE, buf, sizeof(buf)));
	if (!ok(G_LOCK))
		add_unavail(u, &n, "lock", why_not(G_LOCK, buf, sizeof(buf)));
	list_unobserved(u, &n, r);
	return n;
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
	json_str(j, "schema", "zsfree-eval/probe/1.1");	/* 1.1: hooks[].btf, .module */
	/* 2: unmap.exit_start, summary_ms per kind, release.pool, more nulls; 3: kernel (docs/results-format.md) */
	json_int(j, "format_revision", 3);
	json_str(j, "level", opt.full ? "full" : "basic");
	json_str(j, "kernel_release", r->kernel_release);
	json_kernel_facts(j, &r->kernel);
	json_arr_open(j, "command");
	for (int i = 0; i < opt.ncmd; i++)
		json_str(j, NULL, opt.cmd[i]);
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
static void json_hooks(struct json *j)
{
	json_arr_open(j, "hooks");
	for (int gi = 0; gi < G_NR; gi++) {
		const struct hook_group *g = &groups[gi];

		json_obj_open(j, NULL);
		json_str(j, "metric", g->metric);
		if (ok(gi))
			json_str(j, "chosen", chosen_label(gi));
		else
			json_null(j, "chosen");
		/* where it resolved: vmlinux's BTF or a module's (zsmalloc, zram as modules) */
		if (ok(gi) && located[gi].btf[0])
			json_str(j, "btf", located[gi].btf);
		else
			json_null(j, "btf");
		if (ok(gi) && located[gi].module[0])
			json_str(j, "module", located[gi].module);
		else
			json_null(j, "module");
		if (skipped[gi][0])
			json_str(j, "skipped", skipped[gi]);
		if (attach_fail[gi][0])
			json_str(j, "attach_error", attach_fail[gi]);
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
	json_uint(j, "user", user_lost);
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
static void json_metric_unmap(struct json *j)
{
	char buf[256];

	json_obj_open(j, "unmap");
	json_bool(j, "available", ok(G_MUNMAP) || ok(G_EXIT_END));
	json_str(j, "hook", ok(G_WALK) && chosen_attaches(G_WALK) ? chosen_label(G_WALK) :
		 ok(G_MUNMAP) ? chosen_label(G_MUNMAP) : ok(G_EXIT_END) ? chosen_label(G_EXIT_END) : "none");
	json_arr_open(j, "events");
	for (size_t i = 0; i < ev_unmap.n; i++) {
		const union zsp_unmap_ev *e = &ev_unmap.v[i];
		bool walk = ok(G_WALK) && chosen_attaches(G_WALK), munmap = e->h.type == ZSP_EV_MUNMAP;

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
	json_unmap_summaries(j);
	json_obj_close(j);
}

/* metrics.zs_free: calls by caller, latency histogram */
static void json_metric_zs_free(struct json *j, const struct results *r)
{
	json_obj_open(j, "zs_free");
	json_bool(j, "available", ok(G_ZSFREE));
	if (ok(G_ZSFREE)) {
		json_str(j, "hook", chosen_label(G_ZSFREE));
		json_obj_open(j, "calls");
		json_cnt(j, "unmapper", r, ZSP_CNT_ZSFREE_UNMAPPER, true);
		json_cnt(j, "drain_worker", r, ZSP_CNT_ZSFREE_DRAIN, true);
		json_cnt(j, "other", r, ZSP_CNT_ZSFREE_OTHER, true);
		json_obj_close(j);
	} else {
		json_null(j, "calls");
	}
	if (ok(G_ZSFREE) && r->hist_ok) {
		json_obj_open(j, "latency_ns");
		json_bool(j, "estimate", true);
		json_arr_open(j, "hist");
		for (unsigned int i = 0; i < ZSP_HIST_BUCKETS; i++) {
			uint64_t lo, hi;

			if (!r->hist[i])
				continue;
			hist_bounds(i, &lo, &hi);
			json_arr_open(j, NULL);
			json_uint(j, NULL, lo);
			json_uint(j, NULL, hi);
			json_uint(j, NULL, r->hist[i]);
			json_arr_close(j);
		}
		json_arr_close(j);
		json_uint(j, "n", hist_total(r->hist, ZSP_HIST_BUCKETS));
		/* exits whose entry was not seen: not in the histogram */
		json_cnt(j, "unmatched", r, ZSP_CNT_ZSFREE_UNMATCHED, true);
		json_double(j, "p50", hist_percentile(r->hist, ZSP_HIST_BUCKETS, 50));
		json_double(j, "p90", hist_percentile(r->hist, ZSP_HIST_BUCKETS, 90));
		json_double(j, "p99", hist_percentile(r->hist, ZSP_HIST_BUCKETS, 99));
		json_obj_close(j);
	} else {
		json_null(j, "latency_ns");
	}
	json_obj_close(j);
}

/* metrics.drain: the deferred-free worker's runs */
static void json_metric_drain(struct json *j, const struct results *r)
{
	double *v;
	size_t nv;

	json_obj_open(j, "drain");
	json_bool(j, "available", ok(G_DRAIN));
	json_str(j, "function", r->drain_fn ? r->drain_fn : opt.drain_func);
	if (r->drain_note[0])
		json_str(j, "note", r->drain_note);
	if (ok(G_DRAIN)) {
		uint64_t objects = 0, batches = 0, cpu_ns = 0;

		v = calloc(ev_drain.n + 1, sizeof(*v));
		nv = 0;
		for (size_t i = 0; i < ev_drain.n; i++) {
			objects += ev_drain.v[i].objects;
			batches += ev_drain.v[i].batches;
			cpu_ns += ev_drain.v[i].cpu_ns;
			if (ev_drain.v[i].queue_delay_ns != ZSP_NONE && v)
				v[nv++] = (double)ev_drain.v[i].queue_delay_ns;
		}
		json_uint(j, "runs", ev_drain.n);
		json_u64_or_null(j, "objects", ok(G_ZSFREE) || ok(G_BATCH), objects);
		json_u64_or_null(j, "batches", ok(G_BATCH), batches);
		/* without sched_switch the BPF side can only measure wall time */
		json_u64_or_null(j, "cpu_ns", ok(G_CPU), cpu_ns);
		json_summary(j, "queue_delay_ns", v, nv, 1.0);
		free(v);
		json_arr_open(j, "events");
		for (size_t i = 0; i < ev_drain.n; i++) {
			const struct zsp_ev_drain *e = &ev_drain.v[i];

			json_obj_open(j, NULL);
			json_uint(j, "start_ns", e->h.start_ns);
			json_uint(j, "end_ns", e->h.end_ns);
			json_uint(j, "cpu", e->h.cpu);
			json_uint(j, "pid", e->h.pid);
			json_u64_or_null(j, "objects", ok(G_ZSFREE) || ok(G_BATCH), e->objects);
			json_u64_or_null(j, "queue_delay_ns", e->queue_delay_ns != ZSP_NONE, e->queue_delay_ns);
			json_u64_or_null(j, "cpu_ns", ok(G_CPU), e->cpu_ns);
			json_obj_close(j);
		}
		json_arr_close(j);
	} else {
		json_null(j, "runs");
		json_null(j, "objects");
		json_null(j, "batches");
		json_null(j, "cpu_ns");
		json_null(j, "queue_delay_ns");
		json_arr_open(j, "events");
		json_arr_close(j);
	}
	json_obj_close(j);
}

/* metrics.cpu: traced tasks and drain workers on CPU */
static void json_metric_cpu(struct json *j, const struct results *r)
{
	json_obj_open(j, "cpu");
	json_bool(j, "available", ok(G_CPU));
	if (ok(G_CPU)) {
		json_str(j, "hook", chosen_label(G_CPU));
		json_cnt(j, "task_ns", r, ZSP_CNT_TASK_NS, true);
		json_cnt(j, "worker_ns", r, ZSP_CNT_WORKER_NS, ok(G_DRAIN));
	} else {
		json_null(j, "task_ns");
		json_null(j, "worker_ns");
	}
	if (ok(G_CPU) && ok(G_DRAIN) && r->worker_cpu) {
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
	json_bool(j, "available", ok(G_RELEASE));
	if (ok(G_RELEASE)) {
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
		if (!chosen_polls(G_RELEASE)) {
			json_arr_open(j, "zspage_frees");
			for (size_t i = 0; i < ev_zspage.n; i++) {
				json_arr_open(j, NULL);
				json_uint(j, NULL, ev_zspage.v[i].h.start_ns);
				json_uint(j, NULL, ev_zspage.v[i].pages);
				json_arr_close(j);
			}
			json_arr_close(j);
		} else {
			json_null(j, "zspage_frees");
		}
		json_int(j, "released_pages", r->rel.released_pages);
		json_double(j, "t50_ms", r->have_ref ? r->rel.t50_ms : NAN);
		json_double(j, "t90_ms", r->have_ref ? r->rel.t90_ms : NAN);
		json_double(j, "t100_ms", r->have_ref ? r->rel.t100_ms : NAN);
	} else {
		json_null(j, "source");
		json_null(j, "pool");
		json_null(j, "ref_ns");
		json_null(j, "series");
		json_null(j, "zspage_frees");
		json_null(j, "t50_ms");
		json_null(j, "t90_ms");
		json_null(j, "t100_ms");
	}
	json_obj_close(j);
}

/* metrics.lock: contention on zsmalloc locks */
static void json_metric_lock(struct json *j, const struct results *r)
{
	json_obj_open(j, "lock");
	json_bool(j, "available", ok(G_LOCK));
	if (ok(G_LOCK)) {
		json_cnt(j, "contentions", r, ZSP_CNT_LOCK_CONTENTIONS, true);
		json_cnt(j, "wait_ns", r, ZSP_CNT_LOCK_WAIT_NS, true);
		json_str(j, "hook", chosen_label(G_LOCK));
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
	json_hooks(&j);
	json_unavailable_list(&j, r);
	json_drops_window(&j, r);
	json_obj_open(&j, "metrics");
	json_metric_unmap(&j);
	json_metric_zs_free(&j, r);
	json_metric_drain(&j, r);
	json_metric_cpu(&j, r);
	json_metric_release(&j, r);
	json_metric_lock(&j, r);
	json_obj_close(&j);	/* metrics */
	json_obj_close(&j);
	json_finish(&j);
}

static const char *u64s(uint64_t v, char *buf, size_t len)
{
	snprintf(buf, len, "%llu", (unsigned long long)v);
	return buf;
}

/* A counter in ms for the text, or "n/a" when it could not be read. */
static const char *cnt_ms(const struct results *r, int idx, char *buf, size_t len)
{
	if (!cnt_ok(r, idx))
		return "n/a";
	snprintf(buf, len, "%.3f", (double)r->cnt[idx] / 1e6);
	return buf;
}

/* One text line per kind of unmap event: count, p50, max, hook. */
static void text_unmap(FILE *f, const char *kind, uint32_t type, const char *hook)
{
	struct summary s;
	size_t n;
	double *v = unmap_durations(type, &n);

	if (!hook)
		fprintf(f, "  %s: not measured (see unavailable)\n", kind);
	else if (!v || !n || summarize(v, n, &s))
		fprintf(f, "  %s: no events (%s)\n", kind, hook);
	else
		fprintf(f, "  %s: %zu events; p50 %.3f ms, max %.3f ms (%s)\n", kind, n, s.p50 / 1e6,
			s.max / 1e6, hook);
	free(v);
}

void write_text(FILE *f, const struct results *r)
{
	struct unavail un[UNAVAIL_MAX];
	char t1[32], t2[32];
	int nu;

	fprintf(f, "zsprobe: level %s, window %.1f ms, drops ringbuf=%s map_full=%s\n",
		opt.full ? "full" : "basic", (double)(r->win_end - r->win_start) / 1e6,
		cnt_ok(r, ZSP_CNT_DROP_RINGBUF) ? u64s(r->cnt[ZSP_CNT_DROP_RINGBUF], t1, sizeof(t1)) : "n/a",
		cnt_ok(r, ZSP_CNT_DROP_MAP_FULL) ? u64s(r->cnt[ZSP_CNT_DROP_MAP_FULL], t2, sizeof(t2)) : "n/a");
	if (r->settled && r->settle_observable && !r->settle_quiet)
		fprintf(f, "  WARNING: zsmalloc was still freeing %.0f ms after the command ended; the "
			"probes came off before it finished (drain and release figures are partial)\n",
			(double)r->settle_waited_ns / 1e6);
	if (r->kernel.size_classes > 0)
		fprintf(f, "  kernel: %llu-byte pages, %d zsmalloc size classes (%s BTF)\n",
			(unsigned long long)r->kernel.page_size, r->kernel.size_classes, r->kernel.classes_btf);
	else
		fprintf(f, "  kernel: %llu-byte pages, zsmalloc size classes unknown (%s)\n",
			(unsigned long long)r->kernel.page_size, r->kernel.why);
	text_unmap(f, "munmap", ZSP_EV_MUNMAP, ok(G_MUNMAP) ? chosen_label(G_MUNMAP) : NULL);
	text_unmap(f, "exit", ZSP_EV_EXIT, ok(G_EXIT_END) ? chosen_label(G_EXIT_END) : NULL);
	if (ok(G_ZSFREE))
		fprintf(f, "  zs_free: unmapper %llu, drain worker %llu, other %llu\n",
			(unsigned long long)r->cnt[ZSP_CNT_ZSFREE_UNMAPPER],
			(unsigned long long)r->cnt[ZSP_CNT_ZSFREE_DRAIN],
			(unsigned long long)r->cnt[ZSP_CNT_ZSFREE_OTHER]);
	if (ok(G_DRAIN))
		fprintf(f, "  drain (%s): %zu runs\n", r->drain_fn, ev_drain.n);
	if (ok(G_CPU))
		fprintf(f, "  cpu: task %s ms, drain workers %s ms\n",
			cnt_ms(r, ZSP_CNT_TASK_NS, t1, sizeof(t1)), cnt_ms(r, ZSP_CNT_WORKER_NS, t2, sizeof(t2)));
	if (ok(G_RELEASE) && r->rel.valid && r->have_ref)
		fprintf(f, "  release (%s): %lld pages, t50 %.3f t90 %.3f t100 %.3f ms after the unmap\n",
			r->rel_source, (long long)r->rel.released_pages, r->rel.t50_ms, r->rel.t90_ms,
			r->rel.t100_ms);
	else if (ok(G_RELEASE))
		fprintf(f, "  release (%s): nothing released in the window\n", r->rel_source);
	for (int gi = 0; gi < G_NR; gi++)
		if (ok(gi) && located[gi].module[0])
			fprintf(f, "  hook %s: %s in module %s%s%s%s\n", groups[gi].metric, chosen_label(gi),
				located[gi].module, located[gi].btf[0] ? " (" : "", located[gi].btf,
				located[gi].btf[0] ? " BTF)" : "");
	nu = list_unavailable(un, r);
	for (int i = 0; i < nu; i++)
		fprintf(f, "  unavailable: %s (%s)\n", un[i].metric, un[i].reason);
}

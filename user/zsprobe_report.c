// SPDX-License-Identifier: GPL-2.0
/*
 * zsprobe's text summary, and what it shares with the JSON writer
 * (user/zsprobe_json.c): the unmap durations by kind, which counters could
 * be read, and the one list of unmeasured metrics with their reasons.
 * Both print the collected snapshot (struct results) and make no syscalls.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hist.h"
#include "stats.h"
#include "zsprobe_priv.h"
#include "zsprobe_report.h"

/* Durations (ns) of the unmap events of one kind; the caller frees. */
double *unmap_durations(const struct results *r, uint32_t type, size_t *n)
{
	double *v = calloc(r->unmap.n + 1, sizeof(*v));

	*n = 0;
	for (size_t i = 0; v && i < r->unmap.n; i++)
		if (r->unmap.v[i].h.type == type)
			v[(*n)++] = (double)(r->unmap.v[i].h.end_ns - r->unmap.v[i].h.start_ns);
	return v;
}


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
static const char *walk_reason(const struct results *r, char *buf, size_t len)
{
	const struct hook_group *g = &r->hooks->g[G_WALK];
	int fe = -1, kp = -1;

	if (r->hooks->skipped[G_WALK][0] || r->hooks->attach_fail[G_WALK][0] || !g->nrefused)
		return why_not(r->hooks, G_WALK, buf, len);
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

bool cnt_ok(const struct results *r, int idx)
{
	return !(r->cnt_bad & (1u << idx));
}

/* The distinct pool names of the zspage events, "a, b". */
static const char *pool_names(const struct results *r, char *buf, size_t len)
{
	size_t used = 0;

	buf[0] = 0;
	for (size_t i = 0; i < r->zspage.n; i++) {
		const char *name = r->zspage.v[i].pool;
		bool seen = false;

		for (size_t k = 0; k < i && !seen; k++)
			seen = !strncmp(r->zspage.v[k].pool, name, ZSP_COMM_LEN);
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
	if (ok(r->hooks, G_RELEASE) && r->pick == -2) {
		snprintf(buf, sizeof(buf), "zspages of several pools were freed (%s); pass --zram DEV to "
			 "measure that device's pool", pool_names(r, why, sizeof(why)));
		add_unavail(u, n, "release.series", buf);
	} else if (ok(r->hooks, G_RELEASE) && r->pick == -1 && r->zspage.n) {
		snprintf(buf, sizeof(buf), "no zspage of pool %s was freed (pools that freed: %s)",
			 r->zram, pool_names(r, why, sizeof(why)));
		add_unavail(u, n, "release.series", buf);
	}
	if (ok(r->hooks, G_DRAIN) && !ok(r->hooks, G_CPU)) {
		snprintf(buf, sizeof(buf), "needs sched_switch to tell on-CPU time from wall time (cpu: %s)",
			 why_not(r->hooks, G_CPU, why, sizeof(why)));
		add_unavail(u, n, "drain.cpu_ns", buf);
	}
	snprintf(e, sizeof(e), "%s", strerror(r->read_err ? r->read_err : EIO));
	for (int i = 0; i < ZSP_CNT_NR; i++)
		if (!cnt_ok(r, i)) {
			snprintf(buf, sizeof(buf), "cannot read the counter map: %s", e);
			add_unavail(u, n, counter_metric[i], buf);
		}
	if (ok(r->hooks, G_ZSFREE) && !r->hist_ok) {
		snprintf(buf, sizeof(buf), "cannot read the histogram map: %s", e);
		add_unavail(u, n, "zs_free.latency_ns", buf);
	}
	if (r->level_full && ok(r->hooks, G_BATCH_TIME) && !r->drain_hist_ok) {
		snprintf(buf, sizeof(buf), "cannot read the histogram map: %s", e);
		add_unavail(u, n, "drain.object_ns", buf);
	}
	if (ok(r->hooks, G_CPU) && ok(r->hooks, G_DRAIN) && !r->worker_cpu) {
		snprintf(buf, sizeof(buf), "cannot read the per-CPU counter: %s", e);
		add_unavail(u, n, "cpu.worker_per_cpu_ns", buf);
	}
}

/* Every unmeasured metric with its reason: the one list the JSON and the text report. */
int list_unavailable(struct unavail *u, const struct results *r)
{
	char buf[256];
	int n = 0;

	if (!ok(r->hooks, G_MUNMAP) && !ok(r->hooks, G_EXIT_END))
		add_unavail(u, &n, "unmap", why_not(r->hooks, G_MUNMAP, buf, sizeof(buf)));
	if (!ok(r->hooks, G_WALK) || !chosen_attaches(r->hooks, G_WALK))
		add_unavail(u, &n, "unmap.walk_ns", walk_reason(r, buf, sizeof(buf)));
	if (!ok(r->hooks, G_EXIT_END))
		add_unavail(u, &n, "unmap.exit", why_not(r->hooks, G_EXIT_END, buf, sizeof(buf)));
	if (!ok(r->hooks, G_ZSFREE))
		add_unavail(u, &n, "zs_free", why_not(r->hooks, G_ZSFREE, buf, sizeof(buf)));
	if (!ok(r->hooks, G_DRAIN))
		add_unavail(u, &n, "drain", why_not(r->hooks, G_DRAIN, buf, sizeof(buf)));
	else if (!ok(r->hooks, G_ZSFREE) && !ok(r->hooks, G_BATCH))
		add_unavail(u, &n, "drain.objects", why_not(r->hooks, G_ZSFREE, buf, sizeof(buf)));
	if (ok(r->hooks, G_DRAIN) && !ok(r->hooks, G_BATCH))
		add_unavail(u, &n, "drain.batches", why_not(r->hooks, G_BATCH, buf, sizeof(buf)));
	if (r->level_full && ok(r->hooks, G_DRAIN) && !ok(r->hooks, G_BATCH_TIME))
		add_unavail(u, &n, "drain.object_ns", why_not(r->hooks, G_BATCH_TIME, buf, sizeof(buf)));
	if (!ok(r->hooks, G_CPU))
		add_unavail(u, &n, "cpu", why_not(r->hooks, G_CPU, buf, sizeof(buf)));
	else if (!ok(r->hooks, G_DRAIN))
		add_unavail(u, &n, "cpu.worker_ns", "drain worker runs cannot be identified");
	if (!ok(r->hooks, G_RELEASE))
		add_unavail(u, &n, "release", why_not(r->hooks, G_RELEASE, buf, sizeof(buf)));
	if (!ok(r->hooks, G_LOCK))
		add_unavail(u, &n, "lock", why_not(r->hooks, G_LOCK, buf, sizeof(buf)));
	if (r->profile.hz && !r->profile.available)	/* profile (issue 29) */
		add_unavail(u, &n, "profile", r->profile.why);
	list_unobserved(u, &n, r);
	return n;
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
static void text_unmap(FILE *f, const struct results *r, const char *kind, uint32_t type,
		       const char *hook)
{
	struct summary s;
	size_t n;
	double *v = unmap_durations(r, type, &n);

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
	char t1[32], t2[32], exit_hooks[256];
	int nu;

	fprintf(f, "zsprobe: level %s, window %.1f ms, drops ringbuf=%s map_full=%s\n",
		r->level_full ? "full" : "basic", (double)(r->win_end - r->win_start) / 1e6,
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
	text_unmap(f, r, "munmap", ZSP_EV_MUNMAP, ok(r->hooks, G_MUNMAP) ? chosen_label(r->hooks, G_MUNMAP) : NULL);
	/* an exit's clock starts on one hook and stops on another: both named */
	snprintf(exit_hooks, sizeof(exit_hooks), "start %s, end %s",
		 ok(r->hooks, G_EXIT_GROUP) ? chosen_label(r->hooks, G_EXIT_GROUP) : "none",
		 ok(r->hooks, G_EXIT_END) ? chosen_label(r->hooks, G_EXIT_END) : "none");
	text_unmap(f, r, "exit", ZSP_EV_EXIT, ok(r->hooks, G_EXIT_END) ? exit_hooks : NULL);
	if (ok(r->hooks, G_ZSFREE))
		fprintf(f, "  zs_free: unmapper %llu, drain worker %llu, other %llu; %s timed (one in %u)\n",
			(unsigned long long)r->cnt[ZSP_CNT_ZSFREE_UNMAPPER],
			(unsigned long long)r->cnt[ZSP_CNT_ZSFREE_DRAIN],
			(unsigned long long)r->cnt[ZSP_CNT_ZSFREE_OTHER],
			r->hist_ok ? u64s(hist_total(r->hist, ZSP_HIST_BUCKETS), t1, sizeof(t1)) : "n/a",
			r->sample_period);
	if (ok(r->hooks, G_DRAIN))
		fprintf(f, "  drain (%s): %zu runs\n", r->drain_fn, r->drain.n);
	if (ok(r->hooks, G_CPU))
		fprintf(f, "  cpu: task %s ms, drain workers %s ms\n",
			cnt_ms(r, ZSP_CNT_TASK_NS, t1, sizeof(t1)), cnt_ms(r, ZSP_CNT_WORKER_NS, t2, sizeof(t2)));
	if (ok(r->hooks, G_RELEASE) && r->rel.valid && r->have_ref)
		fprintf(f, "  release (%s): %lld pages, t50 %.3f t90 %.3f t100 %.3f ms after the unmap\n",
			r->rel_source, (long long)r->rel.released_pages, r->rel.t50_ms, r->rel.t90_ms,
			r->rel.t100_ms);
	else if (ok(r->hooks, G_RELEASE))
		fprintf(f, "  release (%s): nothing released in the window\n", r->rel_source);
	for (int gi = 0; gi < G_NR; gi++)
		if (ok(r->hooks, gi) && r->hooks->located[gi].module[0])
			fprintf(f, "  hook %s: %s in module %s%s%s%s\n", r->hooks->g[gi].metric, chosen_label(r->hooks, gi),
				r->hooks->located[gi].module, r->hooks->located[gi].btf[0] ? " (" : "", r->hooks->located[gi].btf,
				r->hooks->located[gi].btf[0] ? " BTF)" : "");
	zsp_profile_text(f, &r->profile);	/* profile (issue 29) */
	nu = list_unavailable(un, r);
	for (int i = 0; i < nu; i++)
		fprintf(f, "  unavailable: %s (%s)\n", un[i].metric, un[i].reason);
}

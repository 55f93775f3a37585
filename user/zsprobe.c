// SPDX-License-Identifier: GPL-2.0
/*
 * zsprobe: run a command under BPF probes and write what freeing its
 * zram/zsmalloc memory cost (unmap latency, zs_free calls and latency,
 * drain-worker runs and CPU, memory-release delay, lock contention) as
 * JSON (schema zsfree-eval/probe/1, docs/zsprobe.md).
 *
 * main() runs the phases over one context (user/zsprobe_run.h): options,
 * set-up, resolve every metric's hook chain (attach-tested), load only the
 * winners, fork COMMAND (held on a pipe) and seed the traced set, attach,
 * release COMMAND, measure until it exits (+ settle time) or a signal,
 * detach and drain, collect the snapshot, emit it, clean up.  Anything that
 * could not be measured is reported with the reason; numbers are never
 * silently 0.
 */
#define _GNU_SOURCE
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <sys/wait.h>

#include <bpf/btf.h>
#include <bpf/libbpf.h>

#include "release.h"
#include "zsprobe_run.h"
#include "zsprobe.skel.h"

/* ---- phase 6: collect ------------------------------------------------------ */

/*
 * Release delay, relative to the end of the last significant unmap/exit
 * (one taking at least 10% of the longest): the loader's own small munmaps
 * and the final exit of a munmap benchmark do not move it.
 */
static void reference_time(struct results *r)
{
	uint64_t longest = 0;

	for (size_t i = 0; i < r->unmap.n; i++)
		if (r->unmap.v[i].h.end_ns - r->unmap.v[i].h.start_ns > longest)
			longest = r->unmap.v[i].h.end_ns - r->unmap.v[i].h.start_ns;
	for (size_t i = 0; i < r->unmap.n; i++)
		if ((r->unmap.v[i].h.end_ns - r->unmap.v[i].h.start_ns) * 10 >= longest &&
		    r->unmap.v[i].h.end_ns > r->ref_ns)
			r->ref_ns = r->unmap.v[i].h.end_ns;
	r->have_ref = r->unmap.n > 0;
}

static void collect_release(struct results *r, struct zsp_events *ev, const char *zram)
{
	struct zspage_free *frees;

	reference_time(r);
	if (!chosen_polls(r->hooks, G_RELEASE)) {
		static char source[128];

		snprintf(source, sizeof(source), "%s (pool pages_allocated)", chosen_label(r->hooks, G_RELEASE));
		r->rel_source = source;
		frees = zsp_zspage_frees(ev, &r->npoolnames);
		r->series = calloc(ev->zspage.n + 1, sizeof(*r->series));
		r->pick = frees ? release_pick_pool(frees, ev->zspage.n, r->npoolnames ? zram : NULL,
						    &r->pool) : -1;
		if (r->series && !r->pick)
			r->nseries = release_series(frees, ev->zspage.n, r->pool, r->series);
		free(frees);
	} else {
		r->rel_source = "poll:mm_stat mem_used_total (1 ms)";
		r->series = ev->polled;
		r->nseries = ev->npolled;
		r->pool = zram;
	}
	release_delays(r->series, r->series ? r->nseries : 0, r->have_ref ? r->ref_ns : r->win_end, &r->rel);
}

/* Every map and the ring buffer's events into z->r, the emitters' one input. */
static void collect(struct zsp_run *z)
{
	struct utsname u;

	zsp_collect_counters(&z->maps, &z->r, ok(&z->hooks, G_CPU) && ok(&z->hooks, G_DRAIN), ok(&z->hooks, G_ZSFREE),
			     z->opt.full && ok(&z->hooks, G_BATCH_TIME));
	if (zsp_collect_worker_cgroups(&z->maps, &z->r))
		z->ev.lost++;
	if (zsp_collect_zspage_stage(&z->maps, &z->ev))
		z->ev.lost++;
	z->r.unmap = z->ev.unmap;
	z->r.drain = z->ev.drain;
	z->r.zspage = z->ev.zspage;
	collect_release(&z->r, &z->ev, z->opt.zram);
	zsp_profile_collect(&z->r.profile, z->skel->obj, z->maps.ncpus,	/* profile (issue 29) */
			    &z->env.kallsyms, z->env.kallsyms_ok, z->opt.ncmd ? z->opt.cmd[0] : NULL);
	z->r.user_lost = z->ev.lost;
	z->r.interrupted = zsp_got_signal() != 0;
	z->r.level_full = z->opt.full;
	z->r.sample_period = z->opt.sample_period;
	z->r.cmd = z->opt.cmd;
	z->r.ncmd = z->opt.ncmd;
	z->r.zram = z->opt.zram;
	z->r.drain_func = z->opt.drain_func;
	if (!uname(&u))
		snprintf(z->r.kernel_release, sizeof(z->r.kernel_release), "%s", u.release);
}

/* ---- phase 7: report; the exit status --------------------------------------- */

static int report(struct zsp_run *z)
{
	struct results *r = &z->r;
	char e[64], why[PATH_MAX + 64];
	int ret;

	if (!z->opt.text || z->opt.out)
		write_json(z->output.f, r);
	write_text(z->opt.text ? stdout : stderr, r);
	if (zsp_output_commit(&z->output, why, sizeof(why)) || zsp_stdout_check(why, sizeof(why))) {
		fprintf(stderr, "zsprobe: %s; the report is lost\n", why);
		return 1;
	}
	if (r->read_err) {
		fprintf(stderr, "zsprobe: could not read the probes' counters (%s); their figures are null in the report\n",
			errno_desc(r->read_err, e, sizeof(e)));
		return 1;
	}
	if (r->status < 0)
		return zsp_got_signal() ? 128 + zsp_got_signal() : 0;
	ret = WIFEXITED(r->status) ? WEXITSTATUS(r->status) : 128 + WTERMSIG(r->status);
	if (ret)
		fprintf(stderr, "zsprobe: command '%s' exited with status %d\n", z->opt.cmd[0], ret);
	return ret;
}

static void release_all(struct zsp_run *z)
{
	ring_buffer__free(z->rb);
	zsprobe__destroy(z->skel);
	btf__free(z->vmlinux);
	attach_ctx_free(&z->actx);
	probe_env_free(&z->env);
	zsp_collect_free(&z->r);
	zsp_profile_free(&z->r.profile);	/* profile (issue 29) */
	if (z->r.series != z->ev.polled)
		free(z->r.series);
	zsp_events_free(&z->ev);
}

int main(int argc, char **argv)
{
	static struct zsp_run z = {
		.r = { .status = -1 }, .gopipe = { -1, -1 }, .errpipe = { -1, -1 }, .child = -1, .mmfd = -1,
		.cmd_pid = -1,
	};
	int ret;

	zsp_parse_args(&z.opt, argc, argv);
	/* from here on a signal stops the measurement instead of killing us:
	 * one arriving during set-up ends the window as soon as it opens
	 */
	zsp_catch_signals();
	zsp_setup(&z);
	zsp_resolve(&z);
	zsp_load(&z);
	zsp_fork_command(&z);
	zsp_attach(&z);
	zsp_start(&z);
	while (zsp_measure_once(&z))
		;
	zsp_finish(&z);
	collect(&z);
	ret = report(&z);
	release_all(&z);
	return ret;
}

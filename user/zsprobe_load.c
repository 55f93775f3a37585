// SPDX-License-Identifier: GPL-2.0
/*
 * zsprobe's phases 1-3 (zsprobe_run.h): the environment (BTF, kallsyms,
 * tracefs), every metric's hook resolved, only the chosen programs loaded
 * and configured.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>

#include "zsprobe_run.h"
#include "zsprobe.skel.h"

#define BASE_DRAIN "async_free_zspage"

/* ---- libbpf messages: remember which program the kernel refused ------- */

/* libbpf's print callback has no context: -v and the refusal it reports */
static bool verbose;
static char refused_prog[128];
static int refused_err;

static int libbpf_print(enum libbpf_print_level level, const char *fmt, va_list ap)
{
	char buf[1024];
	const char *p;
	va_list full;
	int n;

	/* buf only for parsing: a verifier log is far longer and is printed whole */
	va_copy(full, ap);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	p = strstr(buf, "prog '");
	if (p && strstr(buf, "failed to load")) {
		char name[128];
		int err = 0;

		if (sscanf(p, "prog '%127[^']': failed to load: %d", name, &err) >= 1) {
			snprintf(refused_prog, sizeof(refused_prog), "%s", name);
			refused_err = err;
		}
	}
	/* like libbpf-tools: warnings and notes always, debug with -v */
	if (level == LIBBPF_DEBUG && !verbose) {
		va_end(full);
		return 0;
	}
	n = vfprintf(stderr, fmt, full);
	va_end(full);
	return n;
}

/* ---- phase 1: environment ---------------------------------------------- */

void zsp_setup(struct zsp_run *z)
{
	char e[64], why[PATH_MAX + 64];
	int err;

	verbose = z->opt.verbose;
	libbpf_set_print(libbpf_print);
	if (geteuid() != 0)
		zsp_die("must run as root (BPF tracing needs CAP_BPF and CAP_PERFMON); try sudo");
	if (access("/sys/kernel/btf/vmlinux", R_OK))
		zsp_die("this kernel has no BTF (/sys/kernel/btf/vmlinux missing); boot one built with CONFIG_DEBUG_INFO_BTF=y");
	zsp_guard(z);
	if (zsp_output_open(&z->output, z->opt.out, why, sizeof(why)))
		zsp_die("%s", why);
	/* the text report is flushed once at the end, where its errors are checked */
	setvbuf(stdout, NULL, _IOFBF, 1 << 16);
	z->maps.ncpus = libbpf_num_possible_cpus();
	if (z->maps.ncpus <= 0)
		zsp_die("cannot count possible CPUs: %s", errno_desc(z->maps.ncpus, e, sizeof(e)));
	/* tracefs: classic tracepoints and the resolver's notrace check need it */
	if (!getenv("ZSPROBE_TRACEFS") && access("/sys/kernel/tracing/events", F_OK))
		mount("nodev", "/sys/kernel/tracing", "tracefs", 0, NULL);
	probe_env_load(&z->env);
	z->vmlinux = btf__load_vmlinux_btf();
	if (!z->vmlinux)
		zsp_die("cannot parse /sys/kernel/btf/vmlinux: %s", errno_desc(errno, e, sizeof(e)));
	z->actx.vmlinux = z->vmlinux;
	/* zsmalloc and zram are modules on most distributions: their functions
	 * are in /sys/kernel/btf/MODULE, split BTF on top of vmlinux's
	 */
	err = module_btfs_load(&z->actx, "/sys/kernel/btf");
	if (err)
		zsp_die("cannot read /sys/kernel/btf: %s", errno_desc(err, e, sizeof(e)));
	if (!z->env.btf_ok)
		z->env.btf_ok = !btf_names_load(&z->actx, &z->env.btf);
	zs_kernel_facts(&z->r.kernel, z->vmlinux, attach_ctx_module_btf(&z->actx, "zsmalloc"));
	z->ev.page_size = z->r.kernel.page_size;
	if (!z->ev.page_size)
		zsp_die("cannot read the page size (sysconf(_SC_PAGESIZE) failed)");
	z->actx.tracefs = z->env.tracefs;
	z->env.attach_test = probe_attach_test;
	z->env.attach_arg = &z->actx;
	z->facts.sched_exit_nargs = btf_tracepoint_nargs(z->vmlinux, "sched_process_exit");
	z->env.user_check = user_check;
	z->r.hooks = &z->hooks;
	z->facts.zram = z->opt.zram;
	z->env.user_arg = &z->facts;
}

/* ---- phase 2: resolve every metric's hook ------------------------------- */

/* Which function is the drain worker on this kernel? */
static void find_drain(struct zsp_run *z)
{
	struct results *r = &z->r;
	char used[160];

	r->drain_fn = z->opt.drain_func;
	if (!z->env.kallsyms_ok) {
		snprintf(z->hooks.skipped[G_DRAIN], sizeof(z->hooks.skipped[0]), "cannot read kallsyms to find %s", z->opt.drain_func);
		return;
	}
	z->drain_addr = kallsyms_addr(&z->env, z->opt.drain_func, used, sizeof(used));
	if (!z->drain_addr && !z->opt.drain_explicit && !symtab_has(&z->env.kallsyms, z->opt.drain_func)) {
		z->drain_addr = kallsyms_addr(&z->env, BASE_DRAIN, used, sizeof(used));
		if (symtab_has(&z->env.kallsyms, BASE_DRAIN) || z->drain_addr) {
			snprintf(r->drain_note, sizeof(r->drain_note),
				 "%s not in kallsyms (kernel without the deferred-free series); "
				 "measuring the base kernel's %s", z->opt.drain_func, BASE_DRAIN);
			r->drain_fn = BASE_DRAIN;
		}
	}
	if (!z->drain_addr) {
		if (symtab_has(&z->env.kallsyms, r->drain_fn))
			snprintf(z->hooks.skipped[G_DRAIN], sizeof(z->hooks.skipped[0]),
				 "kallsyms addresses are hidden (kptr_restrict); cannot find %s", r->drain_fn);
		else
			snprintf(z->hooks.skipped[G_DRAIN], sizeof(z->hooks.skipped[0]), "drain function %s not in kallsyms",
				 r->drain_fn);
	} else if (strcmp(used, r->drain_fn)) {
		snprintf(r->drain_note, sizeof(r->drain_note), "using compiler clone %s", used);
	}
}

void zsp_resolve(struct zsp_run *z)
{
	char used[160];

	build_groups(&z->hooks, z->opt.zram);
	skip_groups_from_env(&z->hooks);
	find_drain(z);
	if (!z->opt.full) {
		/* One probe per freed object costs far more than the 3% basic may cost
		 * (measured: +40% munmap time under QEMU icount with fentry:zs_free).
		 */
		snprintf(z->hooks.skipped[G_ZSFREE], sizeof(z->hooks.skipped[0]),
			 "per-object probe (fentry on zs_free): only with --level full");
		snprintf(z->hooks.skipped[G_LOCK], sizeof(z->hooks.skipped[0]), "lock contention is measured only with --level full");
	}
	/* in dependency order */
	for (int gi = 0; gi < G_NR; gi++) {
		if (z->hooks.skipped[gi][0])
			continue;
		if (gi == G_LOCK && z->hooks.g[G_ZSFREE].chosen < 0) {
			snprintf(z->hooks.skipped[gi], sizeof(z->hooks.skipped[0]),
				 "needs fentry:zs_free to learn the pool's lock addresses (%s)",
				 why_not(&z->hooks, G_ZSFREE, used, sizeof(used)));
			continue;
		}
		if (gi == G_BATCH_TIME && !ok(&z->hooks, G_BATCH)) {
			snprintf(z->hooks.skipped[gi], sizeof(z->hooks.skipped[0]),
				 "needs zs_free_batch's entry to stamp the batch (%s)",
				 why_not(&z->hooks, G_BATCH, used, sizeof(used)));
			continue;
		}
		if (gi == G_WALK && z->hooks.g[G_MUNMAP].chosen < 0 && z->hooks.g[G_EXIT_END].chosen < 0) {
			snprintf(z->hooks.skipped[gi], sizeof(z->hooks.skipped[0]), "no munmap or exit hook to attribute the walk to");
			continue;
		}
		if (resolve_group(&z->env, &z->hooks.g[gi]) >= 0)
			hook_location(&z->env, &z->hooks.g[gi].cand[z->hooks.g[gi].chosen], &z->hooks.located[gi]);
	}
}

/* ---- phase 3: load only the chosen programs, configure them ------------- */

static void enable_chosen(struct zsp_run *z)
{
	struct bpf_program *prog;
	char e[64];
	int err;

	bpf_object__for_each_program(prog, z->skel->obj)
		bpf_program__set_autoload(prog, false);
	for (int gi = 0; gi < G_NR; gi++) {
		const struct hook_group *g = &z->hooks.g[gi];

		if (g->chosen < 0 || z->hooks.skipped[gi][0])
			continue;
		for (int i = 0; i < HOOK_MAX_PROGS && g->cand[g->chosen].p[i].kind; i++) {
			const struct hook_prog *p = &g->cand[g->chosen].p[i];

			if (!p->prog)
				continue;
			prog = bpf_object__find_program_by_name(z->skel->obj, p->prog);
			if (!prog)
				zsp_die("internal: no BPF program %s", p->prog);
			bpf_program__set_autoload(prog, true);
			if (p->kind != HK_FENTRY && p->kind != HK_FEXIT)
				continue;
			err = bpf_program__set_attach_target(prog, 0, p->target);
			if (err)
				zsp_die("cannot target %s at %s: %s", p->prog, p->target, errno_desc(err, e, sizeof(e)));
		}
	}
}

void zsp_write_config(struct zsp_run *z)
{
	struct zsp_config cfg = {
		.drain_func = z->drain_addr,
		.nr_munmap = SYS_munmap,
		.nr_exit_group = SYS_exit_group,
		.nr_exit = SYS_exit,
		.trace_all = z->opt.ncmd == 0,
		.level_full = z->opt.full,
		/* sys_enter may serve both groups; the config says which roles it has */
		.sysenter_munmap = chosen_uses(&z->hooks, G_MUNMAP, "sys_enter_btf") ||
				   chosen_uses(&z->hooks, G_MUNMAP, "sys_enter_raw"),
		.sysenter_exit_group = chosen_uses(&z->hooks, G_EXIT_GROUP, "sys_enter_btf") ||
				       chosen_uses(&z->hooks, G_EXIT_GROUP, "sys_enter_raw"),
		.lock_enabled = z->hooks.g[G_LOCK].chosen >= 0 && !z->hooks.skipped[G_LOCK][0],
		.batch_objects = z->hooks.g[G_BATCH].chosen >= 0 && !z->hooks.skipped[G_BATCH][0],
		.batch_timed = z->opt.full && z->hooks.g[G_BATCH_TIME].chosen >= 0 && !z->hooks.skipped[G_BATCH_TIME][0],
		/* the walk slot needs sched_switch attached to empty it (bpf/state.bpf.h) */
		.walk_slot = z->opt.full && z->attached && ok(&z->hooks, G_CPU),
		.sample_period = z->opt.sample_period,
	};
	__u32 zero = 0;
	char e[64];

	if (bpf_map_update_elem(bpf_map__fd(z->skel->maps.zsp_cfg), &zero, &cfg, BPF_ANY))
		zsp_die("cannot write the probe configuration: %s", errno_desc(errno, e, sizeof(e)));
}

void zsp_load(struct zsp_run *z)
{
	char e[64];
	int err;

	z->skel = zsprobe__open();
	if (!z->skel)
		zsp_die("cannot open the BPF object: %s", errno_desc(errno, e, sizeof(e)));
	enable_chosen(z);
	zsp_profile_prepare(&z->r.profile, z->skel->obj, z->opt.profile_hz);	/* profile (issue 29) */
	err = zsprobe__load(z->skel);
	if (err) {
		if (refused_prog[0])
			zsp_die("BPF program '%s' refused by the kernel: %s (libbpf's log above says why)",
			    refused_prog, errno_desc(refused_err ? refused_err : err, e, sizeof(e)));
		zsp_die("loading the BPF object failed: %s (run with -v)", errno_desc(err, e, sizeof(e)));
	}
	zsp_write_config(z);
	z->maps.counters = bpf_map__fd(z->skel->maps.counters);
	z->maps.hists = bpf_map__fd(z->skel->maps.hists);
	z->maps.worker_cg = bpf_map__fd(z->skel->maps.worker_cg);
	z->maps.zspage_stage = bpf_map__fd(z->skel->maps.zspage_stage);
	z->rb = ring_buffer__new(bpf_map__fd(z->skel->maps.events), zsp_on_event, &z->ev, NULL);
	if (!z->rb)
		zsp_die("cannot set up the ring buffer: %s", errno_desc(errno, e, sizeof(e)));
}

// SPDX-License-Identifier: GPL-2.0
/*
 * zsprobe's hook groups: for every metric, the ordered candidate hooks the
 * resolver tries (docs/zsprobe.md lists them), and the questions the rest
 * of the program asks about the outcome.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "zsprobe_priv.h"

#define P(n, k, t) { .prog = n, .kind = k, .target = t }

void build_groups(struct zsp_hooks *h, const char *zram)
{
	struct hook_group g[G_NR] = {
		[G_TREE] = { "tree", {
			{ "tp_btf:sched_process_fork", { P("fork_btf", HK_TP_BTF, "sched_process_fork") } },
			{ "raw_tp:sched_process_fork", { P("fork_raw", HK_RAW_TP, "sched_process_fork") } },
		}, .chosen = -1 },
		/*
		 * Narrow hooks first: sys_enter/sys_exit run a BPF program for every
		 * syscall of every process, so they are the last resort.
		 */
		[G_MUNMAP] = { "unmap.munmap", {
			{ "fentry+fexit:" SYS_MUNMAP_FN, { P("munmap_fentry", HK_FENTRY, SYS_MUNMAP_FN),
							   P("munmap_fexit", HK_FEXIT, SYS_MUNMAP_FN) } },
			{ "kprobe+kretprobe:" SYS_MUNMAP_FN, { P("munmap_kprobe", HK_KPROBE, SYS_MUNMAP_FN),
							       P("munmap_kretprobe", HK_KRETPROBE, SYS_MUNMAP_FN) } },
			/* no syscall tracepoint: every task would take the syscall-trace slow path */
			{ "tp_btf:mmap_lock_start_locking+mmap_lock_released (munmap by syscall number)", {
				P("mml_start_btf", HK_TP_BTF, "mmap_lock_start_locking"),
				P("mml_released_btf", HK_TP_BTF, "mmap_lock_released") } },
			{ "raw_tp:mmap_lock_start_locking+mmap_lock_released (munmap by syscall number)", {
				P("mml_start_raw", HK_RAW_TP, "mmap_lock_start_locking"),
				P("mml_released_raw", HK_RAW_TP, "mmap_lock_released") } },
			{ "tracepoint:syscalls/sys_enter_munmap+sys_exit_munmap", {
				P("munmap_tp_enter", HK_TRACEPOINT, "syscalls/sys_enter_munmap"),
				P("munmap_tp_exit", HK_TRACEPOINT, "syscalls/sys_exit_munmap") } },
			{ "tp_btf:sys_enter+sys_exit", { P("sys_enter_btf", HK_TP_BTF, "sys_enter"),
							 P("sys_exit_btf", HK_TP_BTF, "sys_exit") } },
			{ "raw_tp:sys_enter+sys_exit", { P("sys_enter_raw", HK_RAW_TP, "sys_enter"),
							 P("sys_exit_raw", HK_RAW_TP, "sys_exit") } },
		}, .chosen = -1 },
		[G_WALK] = { "unmap", {
			{ "fentry+fexit:zap_pte_range", { P("walk_enter", HK_FENTRY, "zap_pte_range"),
							  P("walk_exit", HK_FEXIT, "zap_pte_range") } },
			{ "fentry+fexit:unmap_page_range", { P("walk_enter", HK_FENTRY, "unmap_page_range"),
							     P("walk_exit", HK_FEXIT, "unmap_page_range") } },
			{ "fentry+fexit:unmap_vmas", { P("walk_enter", HK_FENTRY, "unmap_vmas"),
						       P("walk_exit", HK_FEXIT, "unmap_vmas") } },
			/* the same functions through kprobes where fentry is refused */
			{ "kprobe+kretprobe:zap_pte_range", { P("walk_kprobe", HK_KPROBE, "zap_pte_range"),
							      P("walk_kretprobe", HK_KRETPROBE, "zap_pte_range") } },
			{ "kprobe+kretprobe:unmap_page_range", { P("walk_kprobe", HK_KPROBE, "unmap_page_range"),
								 P("walk_kretprobe", HK_KRETPROBE, "unmap_page_range") } },
			{ "kprobe+kretprobe:unmap_vmas", { P("walk_kprobe", HK_KPROBE, "unmap_vmas"),
							   P("walk_kretprobe", HK_KRETPROBE, "unmap_vmas") } },
			{ "munmap/exit hooks only (no walk split)", { { 0 } } },
		}, .chosen = -1 },
		[G_EXIT_KILL] = { "unmap.exit_kill", {
			{ "tp_btf:signal_generate", { P("signal_btf", HK_TP_BTF, "signal_generate") } },
			{ "raw_tp:signal_generate", { P("signal_raw", HK_RAW_TP, "signal_generate") } },
		}, .chosen = -1 },
		/* the start of every death: do_exit, else exit syscalls + fatal signal delivery */
		[G_EXIT_GROUP] = { "unmap.exit_start", {
			{ "fentry:do_exit", { P("exit_fentry", HK_FENTRY, "do_exit") } },
			{ "kprobe:do_exit", { P("exit_kprobe", HK_KPROBE, "do_exit") } },
			/* 6.16+: fires before exit_mm() for every death (tree.bpf.c) */
			{ "tp_btf:sched_process_exit (before exit_mm)", {
				P("pexit_btf", HK_TP_BTF, "sched_process_exit"),
				P(NULL, HK_USER, "sched_process_exit (before exit_mm)") } },
			{ "raw_tp:sched_process_exit (before exit_mm)", {
				P("pexit_raw", HK_RAW_TP, "sched_process_exit"),
				P(NULL, HK_USER, "sched_process_exit (before exit_mm)") } },
			{ "tracepoint:syscalls/sys_enter_exit_group+sys_enter_exit+tp_btf:signal_deliver", {
				P("exit_group_tp", HK_TRACEPOINT, "syscalls/sys_enter_exit_group"),
				P("exit_tp", HK_TRACEPOINT, "syscalls/sys_enter_exit"),
				P("sigdeliver_btf", HK_TP_BTF, "signal_deliver") } },
			{ "tracepoint:syscalls/sys_enter_exit_group+sys_enter_exit+raw_tp:signal_deliver", {
				P("exit_group_tp", HK_TRACEPOINT, "syscalls/sys_enter_exit_group"),
				P("exit_tp", HK_TRACEPOINT, "syscalls/sys_enter_exit"),
				P("sigdeliver_raw", HK_RAW_TP, "signal_deliver") } },
			{ "tp_btf:sys_enter+signal_deliver", { P("sys_enter_btf", HK_TP_BTF, "sys_enter"),
							      P("sigdeliver_btf", HK_TP_BTF, "signal_deliver") } },
			{ "raw_tp:sys_enter+signal_deliver", { P("sys_enter_raw", HK_RAW_TP, "sys_enter"),
							      P("sigdeliver_raw", HK_RAW_TP, "signal_deliver") } },
		}, .chosen = -1 },
		[G_EXIT_END] = { "unmap.exit_end", {
			{ "fexit:exit_mmap", { P("exit_mmap_fexit", HK_FEXIT, "exit_mmap") } },
			/* the same point as fexit; the tracepoint fires a little earlier, inside exit_mmap */
			{ "kprobe+kretprobe:exit_mmap", { P("exit_mmap_kprobe", HK_KPROBE, "exit_mmap"),
							  P("exit_mmap_kretprobe", HK_KRETPROBE, "exit_mmap") } },
			{ "tp_btf:exit_mmap", { P("exit_mmap_btf", HK_TP_BTF, "exit_mmap") } },
			{ "raw_tp:exit_mmap", { P("exit_mmap_raw", HK_RAW_TP, "exit_mmap") } },
		}, .chosen = -1 },
		/* full level only (see resolve()): entry counts callers, exit gives the latency */
		[G_ZSFREE] = { "zs_free", {
			{ "fentry+fexit:zs_free", { P("zsfree_enter", HK_FENTRY, "zs_free"),
						    P("zsfree_exit", HK_FEXIT, "zs_free") } },
			{ "kprobe+kretprobe:zs_free", { P("zsfree_kprobe", HK_KPROBE, "zs_free"),
							P("zsfree_kretprobe", HK_KRETPROBE, "zs_free") } },
		}, .chosen = -1 },
		[G_BATCH] = { "drain.batches", {
			{ "fentry:zs_free_batch", { P("batch_enter", HK_FENTRY, "zs_free_batch") } },
			{ "kprobe:zs_free_batch", { P("batch_kprobe", HK_KPROBE, "zs_free_batch") } },
		}, .chosen = -1 },
		/*
		 * The exit of a batch the entry stamped (zsfree.bpf.c): the batch's
		 * on-CPU time at every level (one probe per batch, not per object);
		 * at full level also a sampled batch's time per object.
		 */
		[G_BATCH_TIME] = { "drain.object_ns", {
			{ "fexit:zs_free_batch", { P("batch_exit", HK_FEXIT, "zs_free_batch") } },
			{ "kretprobe:zs_free_batch", { P("batch_kretprobe", HK_KRETPROBE, "zs_free_batch") } },
		}, .chosen = -1 },
		[G_DRAIN] = { "drain", {
			{ "tp_btf:workqueue_queue_work+execute_start+execute_end", {
				P("wq_queue_btf", HK_TP_BTF, "workqueue_queue_work"),
				P("wq_start_btf", HK_TP_BTF, "workqueue_execute_start"),
				P("wq_end_btf", HK_TP_BTF, "workqueue_execute_end") } },
			{ "raw_tp:workqueue_queue_work+execute_start+execute_end", {
				P("wq_queue_raw", HK_RAW_TP, "workqueue_queue_work"),
				P("wq_start_raw", HK_RAW_TP, "workqueue_execute_start"),
				P("wq_end_raw", HK_RAW_TP, "workqueue_execute_end") } },
		}, .chosen = -1 },
		[G_CPU] = { "cpu", {
			{ "tp_btf:sched_switch", { P("switch_btf", HK_TP_BTF, "sched_switch") } },
			{ "raw_tp:sched_switch", { P("switch_raw", HK_RAW_TP, "sched_switch") } },
		}, .chosen = -1 },
		/* lock-v5 splits the release: pages go back in __free_zspage_lockless */
		[G_RELEASE] = { "release", {
			{ "fentry:__free_zspage_lockless", { P("zspage_free_fentry", HK_FENTRY, "__free_zspage_lockless") } },
			{ "fentry:__free_zspage", { P("zspage_free_fentry", HK_FENTRY, "__free_zspage") } },
			{ "kprobe:__free_zspage_lockless", { P("zspage_free_kprobe", HK_KPROBE, "__free_zspage_lockless") } },
			{ "kprobe:__free_zspage", { P("zspage_free_kprobe", HK_KPROBE, "__free_zspage") } },
			{ "poll:mm_stat", { P(NULL, HK_USER, "mm_stat") } },
		}, .chosen = -1 },
		[G_LOCK] = { "lock", {
			{ "tp_btf:contention_begin+contention_end", {
				P("lock_begin_btf", HK_TP_BTF, "contention_begin"),
				P("lock_end_btf", HK_TP_BTF, "contention_end") } },
			{ "raw_tp:contention_begin+contention_end", {
				P("lock_begin_raw", HK_RAW_TP, "contention_begin"),
				P("lock_end_raw", HK_RAW_TP, "contention_end") } },
		}, .chosen = -1 },
	};

	/* a group's candidates are the labelled entries of its table row */
	for (int gi = 0; gi < G_NR; gi++)
		for (g[gi].ncand = 0; g[gi].ncand < HOOK_MAX_CANDS && g[gi].cand[g[gi].ncand].label;)
			g[gi].ncand++;
	if (zram && zram[0]) {
		static char label[96];
		int poll = find_cand(&g[G_RELEASE], HK_USER, "mm_stat");

		snprintf(label, sizeof(label), "poll:/sys/block/%s/mm_stat", zram);
		if (poll >= 0)
			g[G_RELEASE].cand[poll].label = label;
	}
	memset(h, 0, sizeof(*h));
	memcpy(h->g, g, sizeof(g));
}

/*
 * ZSPROBE_TEST_SKIP=METRIC,...: leave those hook groups out, as if no hook
 * attached (tests of what a kernel without them reports).
 */
void skip_groups_from_env(struct zsp_hooks *h)
{
	const char *list = getenv("ZSPROBE_TEST_SKIP");
	char item[64];

	while (list && *list) {
		size_t n = strcspn(list, ",");

		snprintf(item, sizeof(item), "%.*s", (int)(n < sizeof(item) ? n : sizeof(item) - 1), list);
		for (int gi = 0; gi < G_NR; gi++)
			if (!strcmp(h->g[gi].metric, item))
				snprintf(h->skipped[gi], sizeof(h->skipped[gi]), "left out by ZSPROBE_TEST_SKIP");
		list += n + (list[n] == ',');
	}
}

bool chosen_uses(const struct zsp_hooks *h, int gi, const char *prog)
{
	const struct hook_group *g = &h->g[gi];

	if (g->chosen < 0 || h->attach_fail[gi][0])
		return false;
	for (int i = 0; i < HOOK_MAX_PROGS && g->cand[g->chosen].p[i].kind; i++)
		if (g->cand[g->chosen].p[i].prog && !strcmp(g->cand[g->chosen].p[i].prog, prog))
			return true;
	return false;
}

bool ok(const struct zsp_hooks *h, int gi)
{
	return h->g[gi].chosen >= 0 && !h->skipped[gi][0] && !h->attach_fail[gi][0];
}

/* The reason metric group gi is unavailable, in one line. */
const char *why_not(const struct zsp_hooks *h, int gi, char *buf, size_t len)
{
	if (h->skipped[gi][0])
		return h->skipped[gi];
	if (h->attach_fail[gi][0])
		return h->attach_fail[gi];
	/* the refusals of hooks that exist decide, not an absent first choice */
	return group_refusal_reason(&h->g[gi], buf, len);
}

/*
 * sched_process_exit fires before exit_mm() from 6.16 on, the change that
 * also gave it group_dead ("exit: move and extend sched_process_exit()
 * tracepoint"): two arguments there, one before.
 */
static int exit_tp_check(const struct hook_facts *f, char *why, size_t len)
{
	if (!f || f->sched_exit_nargs < 0) {
		snprintf(why, len, "sched_process_exit's prototype is not in the kernel's BTF");
		return -1;
	}
	if (f->sched_exit_nargs < 2) {
		snprintf(why, len, "sched_process_exit fires after exit_mm() on this kernel "
			 "(no group_dead argument: before 6.16)");
		return -1;
	}
	return 0;
}

int user_check(const char *target, void *arg, char *why, size_t len)
{
	const struct hook_facts *f = arg;
	char path[128];

	if (!strcmp(target, "sched_process_exit (before exit_mm)"))
		return exit_tp_check(arg, why, len);
	if (strcmp(target, "mm_stat")) {
		snprintf(why, len, "unknown user-space source %s", target);
		return -1;
	}
	if (!f || !f->zram || !f->zram[0]) {
		snprintf(why, len, "no --zram DEV given to poll mm_stat");
		return -1;
	}
	snprintf(path, sizeof(path), "/sys/block/%s/mm_stat", f->zram);
	if (access(path, R_OK)) {
		snprintf(why, len, "cannot read %s: %s", path, strerror(errno));
		return -1;
	}
	return 0;
}

const char *chosen_label(const struct zsp_hooks *h, int gi)
{
	return h->g[gi].chosen >= 0 ? h->g[gi].cand[h->g[gi].chosen].label : NULL;
}

int find_cand(const struct hook_group *g, enum hook_kind kind, const char *target)
{
	for (int c = 0; c < g->ncand; c++)
		for (int i = 0; i < HOOK_MAX_PROGS && g->cand[c].p[i].kind; i++)
			if (g->cand[c].p[i].kind == kind && g->cand[c].p[i].target &&
			    !strcmp(g->cand[c].p[i].target, target))
				return c;
	return -1;
}

bool chosen_polls(const struct zsp_hooks *h, int gi)
{
	const struct hook_group *g = &h->g[gi];

	return g->chosen >= 0 && g->cand[g->chosen].p[0].kind == HK_USER;
}

bool chosen_attaches(const struct zsp_hooks *h, int gi)
{
	const struct hook_group *g = &h->g[gi];

	return g->chosen >= 0 && g->cand[g->chosen].p[0].kind && g->cand[g->chosen].p[0].kind != HK_USER;
}

/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What the parts of the zsprobe program (user/zsprobe*.c) share: the
 * options, the hook groups with their resolution results (one object,
 * struct zsp_hooks, that the snapshot points to), the typed event vectors
 * (gathered in user/zsprobe_events.c), and the snapshot (struct results)
 * that collection fills and the emitters print.  Not a library interface.
 */
#ifndef ZSPROBE_PRIV_H
#define ZSPROBE_PRIV_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "../bpf/zsprobe.h"
#include "probe_resolve.h"
#include "profile.h"
#include "release.h"
#include "zs_btf.h"

#if defined(__x86_64__)
#define SYS_MUNMAP_FN "__x64_sys_munmap"
#elif defined(__aarch64__)
#define SYS_MUNMAP_FN "__arm64_sys_munmap"
#else
#error "zsprobe supports x86_64 and arm64"
#endif

struct opts {
	bool full;
	const char *out;
	bool text;
	double duration_s;
	const char *drain_func;
	bool drain_explicit;
	char zram[64];
	bool verbose;
	long settle_ms;
	char **cmd;
	int ncmd;
	int profile_hz;		/* profile (issue 29): --profile HZ, 0 without */
	unsigned int sample_period;	/* --sample N: time one zs_free in N (full level) */
};

/* Hook groups, one per metric (or part of one), in resolution order. */
enum {
	G_TREE, G_MUNMAP, G_WALK, G_EXIT_KILL, G_EXIT_GROUP, G_EXIT_END,
	G_ZSFREE, G_BATCH, G_BATCH_TIME, G_DRAIN, G_CPU, G_RELEASE, G_LOCK, G_NR
};
/*
 * The rest of the program asks what the chosen candidate of a group is, never
 * where it sits in the table (user/zsprobe_hooks.c): the candidates can be
 * reordered, inserted or removed without touching their users.
 */

/* The hook groups and what resolution, level and attach made of them. */
struct zsp_hooks {
	struct hook_group g[G_NR];
	char skipped[G_NR][192];	/* why a group was not tried ("" if it was) */
	char attach_fail[G_NR][192];	/* why a chosen group failed to attach */
	struct hook_location located[G_NR];	/* where each chosen hook resolved */
};

/* The hook table into h, nothing resolved; zram names the --zram device (NULL or "": none). */
void build_groups(struct zsp_hooks *h, const char *zram);
void skip_groups_from_env(struct zsp_hooks *h);
bool chosen_uses(const struct zsp_hooks *h, int gi, const char *prog);
bool ok(const struct zsp_hooks *h, int gi);
const char *why_not(const struct zsp_hooks *h, int gi, char *buf, size_t len);
const char *chosen_label(const struct zsp_hooks *h, int gi);
/* The chosen candidate of gi is a user-space poll (release: mm_stat), not a BPF program. */
bool chosen_polls(const struct zsp_hooks *h, int gi);
/* The chosen candidate of gi attaches programs (the walk group's last resort attaches none). */
bool chosen_attaches(const struct zsp_hooks *h, int gi);
/* Index of g's candidate with a program of kind on target, -1 if none. */
int find_cand(const struct hook_group *g, enum hook_kind kind, const char *target);
/* What user_check() needs to know of the kernel (its arg), read from its BTF. */
struct hook_facts {
	int sched_exit_nargs;	/* sched_process_exit's arguments, < 0 if unknown */
	const char *zram;	/* --zram DEV, NULL or "" if none */
};
/*
 * HK_USER programs: "mm_stat" (the --zram poll, a candidate of its own) and
 * "sched_process_exit (before exit_mm)" (a condition on a tracepoint candidate).
 */
int user_check(const char *target, void *arg, char *why, size_t len);

/* A munmap or an exit, in the order they came (h.type tells which). */
union zsp_unmap_ev {
	struct zsp_ev_head h;
	struct zsp_ev_munmap munmap;
	struct zsp_ev_exit exit;
};

/* Ring-buffer events by kind, each vector of its own type. */
struct unmap_vec {
	union zsp_unmap_ev *v;
	size_t n, cap;
};
struct drain_vec {
	struct zsp_ev_drain *v;
	size_t n, cap;
};
struct zspage_vec {
	struct zsp_ev_zspage *v;
	size_t n, cap;
};

/* The drain worker's on-CPU time charged to one cgroup. */
struct worker_cgroup {
	uint64_t id;
	uint64_t ns;
	char *path;		/* below the cgroup2 mount; NULL if not found */
};

/*
 * One run's snapshot: everything the emitters (write_json, write_text)
 * print, read from the maps, the ring buffer and the system at collection,
 * so that writing it makes no BPF or file-system call.
 */
struct results {
	const struct zsp_hooks *hooks;	/* what each metric was measured with */
	/* the events by kind, as the ring buffer gave them */
	struct unmap_vec unmap;
	struct drain_vec drain;
	struct zspage_vec zspage;
	unsigned long long user_lost;	/* events lost in user space (no memory) */
	/* the options the report states */
	bool level_full;
	char **cmd;
	int ncmd;
	const char *zram;	/* --zram DEV, "" if none */
	const char *drain_func;	/* --drain-func (or its default) */
	uint64_t win_start, win_end;
	uint64_t settle_waited_ns;	/* COMMAND's exit .. detach */
	bool settled;		/* COMMAND ended by itself and the settle phase ran */
	bool settle_observable;	/* some probe sees the free path (else quiet is unknown) */
	bool settle_quiet;	/* the free path was quiet when the probes came off */
	const char *settle_why;	/* why settle_quiet is unknown (!settle_observable) */
	uint64_t cnt[ZSP_CNT_NR];	/* the BPF counters, summed over CPUs */
	uint32_t cnt_bad;	/* bit i: counter i could not be read (its figure is null) */
	int read_err;		/* errno of the last failed map read, 0 if none */
	uint64_t *worker_cpu;
	uint64_t hist[ZSP_HIST_BUCKETS];	/* zs_free latency of the timed calls */
	bool hist_ok;
	uint64_t drain_hist[ZSP_HIST_BUCKETS];	/* ns per object of the drain's timed batches */
	bool drain_hist_ok;
	unsigned int sample_period;	/* one zs_free (drain object) in this many timed */
	const char *drain_fn;	/* function actually used */
	char drain_note[192];
	struct release_result rel;
	uint64_t ref_ns;
	bool have_ref;
	const char *rel_source;
	const char *pool;	/* the pool the series is of (zram device), NULL if none */
	int pick;		/* release_pick_pool()'s verdict: 0, -1 none, -2 several */
	size_t npoolnames;	/* zspage events that carried their pool's name */
	struct release_sample *series;
	size_t nseries;
	int status;		/* wait status of COMMAND, -1 if none */
	bool interrupted;	/* a signal ended the measurement */
	int ncpus;		/* possible CPUs: length of worker_cpu */
	struct worker_cgroup *worker_cgs;	/* the worker_cg map, read at collection */
	size_t nworker_cgs;
	struct zs_kernel_facts kernel;	/* page size and class count, read at run time */
	char kernel_release[65];	/* uname's release */
	struct zsp_profile profile;	/* profile (issue 29): --profile, user/profile.h */
};


void write_json(FILE *f, const struct results *r);
void write_text(FILE *f, const struct results *r);

#endif

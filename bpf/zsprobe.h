/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Types and constants shared by the BPF sources (bpf/) and user/zsprobe.c:
 * ring-buffer events (one struct per kind), per-CPU counter indices and the log-linear
 * histogram bucket layout (the same function places a value in BPF and
 * turns a bucket back into its bounds in user space).
 */
#ifndef ZSPROBE_H
#define ZSPROBE_H

#ifndef __VMLINUX_H__
#include <linux/types.h>
#endif

#define ZSP_COMM_LEN 16
#define ZSP_NONE ((__u64)-1)	/* "not measured" in a __u64 event field */

/* The kind of a ring-buffer event: its struct below, what the consumer dispatches on. */
enum zsp_event_type {
	ZSP_EV_MUNMAP = 1,	/* struct zsp_ev_munmap */
	ZSP_EV_EXIT,		/* struct zsp_ev_exit */
	ZSP_EV_DRAIN,		/* struct zsp_ev_drain */
	ZSP_EV_ZSPAGE,		/* struct zsp_ev_zspage: user space's element, no longer sent */
	ZSP_EV_ZSPAGES,		/* struct zsp_ev_zspages */
};

/* The head every event starts with. */
struct zsp_ev_head {
	__u32 type;		/* enum zsp_event_type */
	__u32 pid;		/* tgid */
	__u32 tid;
	__u32 cpu;
	__u64 start_ns;
	__u64 end_ns;
};

/* One munmap() of a traced task. */
struct zsp_ev_munmap {
	struct zsp_ev_head h;
	__u64 walk_ns;		/* inside the page-table walk */
	__u64 len;		/* munmap()'s length argument */
	char comm[ZSP_COMM_LEN];
};

/* One traced process's exit: from its start (kill, exit_group, ...) to exit_mmap's end. */
struct zsp_ev_exit {
	struct zsp_ev_head h;
	__u64 walk_ns;
	__u32 exit_mmap_tid;	/* the thread that ran exit_mmap */
	__u32 pad;
	char comm[ZSP_COMM_LEN];
};

/* One run of the drain work (h.pid = h.tid = the worker). */
struct zsp_ev_drain {
	struct zsp_ev_head h;
	__u64 objects;
	__u64 queue_delay_ns;	/* ZSP_NONE if the queueing was not seen */
	__u64 cpu_ns;
	__u64 batches;
	char comm[ZSP_COMM_LEN];
	__u64 batch_ns;		/* on CPU inside zs_free_batch(): the objects' own freeing */
};

/* One zspage given back (h.start_ns = h.end_ns = when). */
struct zsp_ev_zspage {
	struct zsp_ev_head h;
	__u64 pages;		/* pages the zspage held */
	__u64 pool_pages;	/* the pool's pages_allocated after it */
	char pool[ZSP_COMM_LEN];	/* the pool's name (zram0, zswap...), "" if unread */
};

/*
 * Zspages given back go out ZSP_ZSPAGE_BATCH at a time: a ring-buffer
 * record per zspage was about half of what the basic level cost
 * (docs/zsprobe.md, Overhead).  Each CPU fills one batch of one pool (bpf/release.bpf.c's
 * zspage_stage); user space reads what is left in them at the end.
 */
#define ZSP_ZSPAGE_BATCH 16

struct zsp_zspage_rec {
	__u64 ts_ns;		/* when */
	__u64 pool_pages;	/* the pool's pages_allocated after it */
	__u32 pages;		/* pages the zspage held */
	__u32 unused;		/* who freed it is not asked: a helper call per zspage saved */
};

struct zsp_zspage_batch {
	__u32 n;		/* records used */
	__u32 cpu;
	char pool[ZSP_COMM_LEN];	/* every record's pool, "" if unread */
	struct zsp_zspage_rec r[ZSP_ZSPAGE_BATCH];
};

/* A CPU's batch being filled (the per-CPU zspage_stage map), and its pool's address. */
struct zsp_zspage_stage {
	__u64 pool;
	struct zsp_zspage_batch b;
};

/* A full batch (or one cut short by a change of pool); h.start_ns = its first record's time. */
struct zsp_ev_zspages {
	struct zsp_ev_head h;
	struct zsp_zspage_batch b;
};

/*
 * Run-time configuration, written by user space into the one-entry `zsp_cfg`
 * array after load.  (Not .rodata: libbpf creates global-data maps only
 * after a socket-filter feature probe, which fails on kernels built without
 * CONFIG_NET, such as a tinyconfig-based VM kernel.)
 */
struct zsp_config {
	__u64 drain_func;	/* kallsyms address of the drain work function */
	__s64 nr_munmap;
	__s64 nr_exit_group;
	__s64 nr_exit;
	__u8 trace_all;		/* no COMMAND: every process is "traced" */
	__u8 level_full;
	__u8 sysenter_munmap;	/* sys_enter/sys_exit programs own munmap timing */
	__u8 sysenter_exit_group;/* sys_enter program marks exit_group starts */
	__u8 lock_enabled;
	__u8 batch_objects;	/* objects per drain run come from zs_free_batch */
	__u8 batch_timed;	/* full level: time the drain's batches (zs_free_batch's exit) */
	__u8 walk_slot;		/* full level with sched_switch: the per-CPU walk slot is kept */
	__u32 sample_period;	/* full level: time one zs_free in this many, on average */
	__u32 pad2;
};

/*
 * Sampling of the per-object timings (full level): every call is counted,
 * one in SAMPLE_PERIOD on average is timed.  Each CPU keeps the number of
 * calls left until its next timed one; after each timed call the next gap
 * is drawn uniformly from [1, 2 * period - 1] (mean: the period), so that
 * the timed calls cannot fall into step with a periodic pattern of the
 * frees, as a fixed 1-in-N would.  Period 1 times every call.
 */
static inline int zsp_sample_due(__u32 *left)
{
	if (*left > 1) {
		(*left)--;
		return 0;
	}
	return 1;
}

/* The calls until the next timed one, from a random RND. */
static inline __u32 zsp_sample_gap(__u32 period, __u32 rnd)
{
	return period <= 1 ? 1 : 1 + rnd % (2 * period - 1);
}

/*
 * A drain batch of NR objects is timed when it holds a sampled object
 * (its gap ends inside the batch); the gap restarts after it.
 */
static inline int zsp_sample_due_n(__u32 *left, __u32 nr)
{
	if (*left > nr) {
		*left -= nr;
		return 0;
	}
	return 1;
}

/* Per-CPU counters (one BPF_MAP_TYPE_PERCPU_ARRAY, summed in user space). */
enum zsp_counter {
	ZSP_CNT_ZSFREE_UNMAPPER,
	ZSP_CNT_ZSFREE_DRAIN,
	ZSP_CNT_ZSFREE_OTHER,
	ZSP_CNT_DROP_RINGBUF,
	ZSP_CNT_DROP_MAP_FULL,
	ZSP_CNT_TASK_NS,
	ZSP_CNT_WORKER_NS,
	ZSP_CNT_BATCHES,
	ZSP_CNT_LOCK_CONTENTIONS,
	ZSP_CNT_LOCK_WAIT_NS,
	ZSP_CNT_ZSPAGE_PAGES,
	ZSP_CNT_ZSFREE_UNMATCHED,	/* timed zs_free entries without their exit */
	ZSP_CNT_NR,
};

/*
 * Log-linear histogram: values 0..15 get their own bucket; above that each
 * power of two [2^k, 2^(k+1)) is split into 16 equal sub-buckets, so a
 * bucket is at most 1/16 (6.25%) of its value wide.
 */
#define ZSP_HIST_SUB_BITS 4
#define ZSP_HIST_SUB (1 << ZSP_HIST_SUB_BITS)
#define ZSP_HIST_BUCKETS (ZSP_HIST_SUB + (64 - ZSP_HIST_SUB_BITS) * ZSP_HIST_SUB)

/* The histograms (one per-CPU array of them) */
enum zsp_hist_id {
	ZSP_HIST_ZSFREE,	/* zs_free latency, ns, of the timed calls */
	ZSP_HIST_DRAIN_OBJ,	/* drain: a timed batch's ns per object */
	ZSP_HIST_NR,
};

struct zsp_hist {
	__u64 slots[ZSP_HIST_BUCKETS];
};

/* Index of the highest set bit of v (v > 0); branchy but loop-free for BPF. */
static inline unsigned int zsp_log2(__u64 v)
{
	unsigned int r = 0;

	if (v >> 32) {
		v >>= 32;
		r += 32;
	}
	if (v >> 16) {
		v >>= 16;
		r += 16;
	}
	if (v >> 8) {
		v >>= 8;
		r += 8;
	}
	if (v >> 4) {
		v >>= 4;
		r += 4;
	}
	if (v >> 2) {
		v >>= 2;
		r += 2;
	}
	if (v >> 1)
		r += 1;
	return r;
}

static inline unsigned int zsp_hist_bucket(__u64 v)
{
	unsigned int k;

	if (v < ZSP_HIST_SUB)
		return (unsigned int)v;
	k = zsp_log2(v);
	return ZSP_HIST_SUB + (k - ZSP_HIST_SUB_BITS) * ZSP_HIST_SUB +
	       (unsigned int)((v >> (k - ZSP_HIST_SUB_BITS)) & (ZSP_HIST_SUB - 1));
}

#endif

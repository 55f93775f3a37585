/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What every zsprobe BPF source shares: the run-time configuration, the
 * per-CPU counters and histograms, the ring buffer, the traced process tree,
 * and the macros that give each hook its programs for every attach method
 * from one body.  The sources are linked into one object (bpftool gen
 * object); a map is defined in zsp_maps.bpf.c, which defines ZSP_MAPS_HERE,
 * and declared extern everywhere else, so the linker keeps one of each.
 * Every failed map insert is counted (ZSP_CNT_DROP_MAP_FULL) so user space
 * can report lost state instead of silently under-counting.
 */
#ifndef ZSPROBE_BPF_H
#define ZSPROBE_BPF_H

#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>
#include <bpf/bpf_core_read.h>

#include "zsprobe.h"
#include "bits.bpf.h"
#include "core_fixes.bpf.h"

#ifdef ZSP_MAPS_HERE
#define ZSP_MAP
#else
#define ZSP_MAP extern
#endif

#define MAX_TASKS 8192

/* Written by user space after load (see struct zsp_config). */
ZSP_MAP struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__uint(max_entries, 1);
	__type(key, __u32);
	__type(value, struct zsp_config);
} zsp_cfg SEC(".maps");

ZSP_MAP struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__uint(max_entries, ZSP_CNT_NR);
	__type(key, __u32);
	__type(value, __u64);
} counters SEC(".maps");

/* The histograms of enum zsp_hist_id. */
ZSP_MAP struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__uint(max_entries, ZSP_HIST_NR);
	__type(key, __u32);
	__type(value, struct zsp_hist);
} hists SEC(".maps");

ZSP_MAP struct {
	__uint(type, BPF_MAP_TYPE_RINGBUF);
	__uint(max_entries, 8 << 20);
} events SEC(".maps");

/* tgids of COMMAND's process tree (seeded by user space, grown on fork). */
ZSP_MAP struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, MAX_TASKS);
	__type(key, __u32);
	__type(value, __u8);
} traced SEC(".maps");

static __always_inline const struct zsp_config *cfg(void)
{
	__u32 zero = 0;

	return bpf_map_lookup_elem(&zsp_cfg, &zero);
}

/* Per-CPU: no atomics needed, tracing programs do not migrate mid-run. */
static __always_inline void cnt_add(__u32 idx, __u64 v)
{
	__u64 *c = bpf_map_lookup_elem(&counters, &idx);

	if (c)
		*c += v;
}

static __always_inline void hist_add(__u32 id, __u64 v)
{
	struct zsp_hist *h = bpf_map_lookup_elem(&hists, &id);
	__u64 s = hist_slot(v);

	barrier_var(s);	/* the check below is on the register that indexes */
	if (h && s < ZSP_HIST_BUCKETS)
		h->slots[s]++;
}

/* Insert or overwrite; a full map is counted as a drop. */
static __always_inline int map_put(void *map, const void *key, const void *val)
{
	long err = bpf_map_update_elem(map, key, val, BPF_ANY);

	if (err)
		cnt_add(ZSP_CNT_DROP_MAP_FULL, 1);
	return (int)err;
}

static __always_inline bool is_traced(const struct zsp_config *c, __u32 tgid)
{
	return c->trace_all || bpf_map_lookup_elem(&traced, &tgid);
}

/* A zeroed ring-buffer record of SIZE bytes, its head filled in; NULL (counted) if full. */
static __always_inline void *ev_reserve(__u32 type, __u64 size)
{
	struct zsp_ev_head *h = bpf_ringbuf_reserve(&events, size, 0);

	if (!h) {
		cnt_add(ZSP_CNT_DROP_RINGBUF, 1);
		return NULL;
	}
	__builtin_memset(h, 0, size);
	h->type = type;
	h->cpu = bpf_get_smp_processor_id();
	return h;
}

/*
 * Submit without waking the consumer, which polls every 20 ms anyway
 * (user/zsprobe_measure.c), unless the buffer is a quarter full: for the
 * records that come per zspage, where a wake-up each would cost more than
 * the record.
 */
static __always_inline void ev_submit_lazy(void *e)
{
	__u64 fill = bpf_ringbuf_query(&events, BPF_RB_AVAIL_DATA);

	bpf_ringbuf_submit(e, fill > (2 << 20) ? BPF_RB_FORCE_WAKEUP : BPF_RB_NO_WAKEUP);
}

/* An event of struct TYPE, kind KIND. */
#define EV_RESERVE(kind, type) ((type *)ev_reserve(kind, sizeof(type)))

/*
 * Every hook comes in the flavours its attach point allows; all programs
 * start with autoload off and the resolver (user/probe_resolve.c) turns on
 * the one that attaches on the running kernel.  Each macro below makes the
 * flavours of one hook from one call, so that they cannot drift apart.
 *
 * ZSP_TRACEPOINT(name, tp, call, args...): NAME_btf (tp_btf, BTF-typed
 * arguments) and NAME_raw (raw_tp, kernels without tp_btf) on tracepoint TP.
 */
#define ZSP_TRACEPOINT(name, tp, call, ...)				\
	SEC("tp_btf/" #tp)						\
	int BPF_PROG(name##_btf, __VA_ARGS__) { call; return 0; }	\
	SEC("raw_tp/" #tp)						\
	int BPF_PROG(name##_raw, __VA_ARGS__) { call; return 0; }

/*
 * ZSP_FUNC_ENTRY(hook, fentry_sfx, kprobe_sfx, call, args...): a function's
 * entry as fentry (program HOOK##FENTRY_SFX) and as its kprobe twin (where
 * fentry is refused; HOOK##KPROBE_SFX), the names the hook table
 * (user/zsprobe_hooks.c) loads them by.  Generic SEC("fentry") programs get
 * their target from bpf_program__set_attach_target() in user space.
 */
#define ZSP_FUNC_ENTRY(hook, fentry_sfx, kprobe_sfx, call, ...)		\
	SEC("fentry")							\
	int BPF_PROG(hook##fentry_sfx, __VA_ARGS__) { call; return 0; }	\
	SEC("kprobe")							\
	int BPF_KPROBE(hook##kprobe_sfx, __VA_ARGS__) { call; return 0; }

/*
 * ZSP_FUNC_RETURN(hook, fexit_sfx, kretprobe_sfx, call, args...): its
 * return, as fexit and as a kretprobe; CALL may not use the arguments (a
 * kretprobe has none).
 */
#define ZSP_FUNC_RETURN(hook, fexit_sfx, kretprobe_sfx, call, ...)	\
	SEC("fexit")							\
	int BPF_PROG(hook##fexit_sfx, __VA_ARGS__) { call; return 0; }	\
	SEC("kretprobe")						\
	int BPF_KRETPROBE(hook##kretprobe_sfx) { call; return 0; }

#endif

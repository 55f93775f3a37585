/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Counter and histogram maps plus the helpers that update them.  Every
 * failed map insert is counted (ZSP_CNT_DROP_MAP_FULL) so user space can
 * report lost state instead of silently under-counting.
 */
#ifndef ZSPROBE_MAPS_BPF_H
#define ZSPROBE_MAPS_BPF_H

#include "bits.bpf.h"

struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__uint(max_entries, ZSP_CNT_NR);
	__type(key, __u32);
	__type(value, __u64);
} counters SEC(".maps");

/* Histogram 0: zs_free latency (ns). */
struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__uint(max_entries, 1);
	__type(key, __u32);
	__type(value, struct zsp_hist);
} hists SEC(".maps");

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

#endif

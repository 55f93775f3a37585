// SPDX-License-Identifier: GPL-2.0
/*
 * Lock contention on class->lock and the pool lock (the addresses
 * zsfree.bpf.c registers in zs_locks): the contention tracepoints give the
 * number of contended acquisitions and the time waited.
 */
#include "state.bpf.h"

/* tid -> contention start on a zsmalloc lock. */
struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 1024);
	__type(key, __u32);
	__type(value, __u64);
} lock_wait SEC(".maps");

static __always_inline void on_contention_begin(void *lock)
{
	__u64 l = (__u64)lock, now;
	__u32 tid;

	if (!bpf_map_lookup_elem(&zs_locks, &l))
		return;
	now = bpf_ktime_get_ns();
	tid = (__u32)bpf_get_current_pid_tgid();
	map_put(&lock_wait, &tid, &now);
}

static __always_inline void on_contention_end(void)
{
	__u32 tid = (__u32)bpf_get_current_pid_tgid();
	__u64 *t0 = bpf_map_lookup_elem(&lock_wait, &tid);

	if (!t0)
		return;
	cnt_add(ZSP_CNT_LOCK_CONTENTIONS, 1);
	cnt_add(ZSP_CNT_LOCK_WAIT_NS, bpf_ktime_get_ns() - *t0);
	bpf_map_delete_elem(&lock_wait, &tid);
}

ZSP_TRACEPOINT(lock_begin, contention_begin, on_contention_begin(lock),
	       void *lock, unsigned int flags)
ZSP_TRACEPOINT(lock_end, contention_end, on_contention_end(), void *lock, int ret)

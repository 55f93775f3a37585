// SPDX-License-Identifier: GPL-2.0
/*
 * The floor under any per-call probe of zs_free() (docs/zsprobe.md,
 * OVERHEAD): each attach mechanism with a program that only counts, so
 * that what zsprobe's full level adds can be set against what the
 * mechanism itself costs.  fentry alone; fentry and fexit; and a kprobe
 * session ("bpf: Introduce kprobe_multi session attach", 6.10), whose entry
 * program decides per call whether its return runs: the one way to time a
 * sample of the calls without an exit hook on every call.  Loaded by
 * tests/vm/floor/probe-floor.c.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>

#include "probe_floor.bpf.h"
#include "probe_floor.h"

/* Per-CPU counters, enum floor_counter. */
struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__uint(max_entries, FLOOR_NR);
	__type(key, __u32);
	__type(value, __u64);
} floor_cnt SEC(".maps");

static __always_inline __u64 *slot(__u32 i)
{
	return bpf_map_lookup_elem(&floor_cnt, &i);
}

static __always_inline void add(__u32 i, __u64 v)
{
	__u64 *c = slot(i);

	if (c)
		*c += v;
}

SEC("fentry/zs_free")
int BPF_PROG(floor_entry, void *pool, unsigned long handle)
{
	add(FLOOR_ENTRIES, 1);
	return 0;
}

SEC("fexit/zs_free")
int BPF_PROG(floor_exit, void *pool, unsigned long handle)
{
	add(FLOOR_RETURNS, 1);
	return 0;
}

/* Returning 1 from the entry skips this call's return (the fprobe's rethook is not armed). */
SEC("kprobe.multi")
int floor_session(struct pt_regs *ctx)
{
	__u64 *cookie = bpf_session_cookie(), *n = slot(FLOOR_ENTRIES), *per = slot(FLOOR_PERIOD);

	if (!cookie)
		return 1;
	if (bpf_session_is_return()) {
		add(FLOOR_RETURNS, 1);
		add(FLOOR_NS, bpf_ktime_get_ns() - *cookie);
		return 0;
	}
	if (!n || !per)
		return 1;
	*n += 1;
	if (!*per || *n % *per)
		return 1;
	*cookie = bpf_ktime_get_ns();
	return 0;
}

char LICENSE[] SEC("license") = "GPL";

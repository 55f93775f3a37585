// SPDX-License-Identifier: GPL-2.0
/*
 * CPU profile: a program on a perf event per CPU (hardware cycles, or the
 * cpu-clock software event where there is no PMU, as under QEMU TCG)
 * samples the kernel and user stacks of the traced tree and of the drain
 * worker while it runs a drain (the `drains` map the worker probe keeps,
 * bpf/worker.bpf.c), and counts each (pid, role, kernel stack, user stack)
 * in prof_counts; user space symbolises the stacks (user/profile_sym.c for
 * kernel frames, user/profile_usym.c for the user frames' build ids).
 * The idea is that of bcc's profile tool (tools/profile.py).
 */
#include "state.bpf.h"
#include "profile.h"

#ifndef EFAULT
#define EFAULT 14
#endif

struct {
	__uint(type, BPF_MAP_TYPE_STACK_TRACE);
	__uint(max_entries, ZSP_PROF_STACKS);
	__uint(key_size, sizeof(__u32));
	__uint(value_size, ZSP_PROF_DEPTH * sizeof(__u64));
} prof_stacks SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_STACK_TRACE);
	__uint(max_entries, ZSP_PROF_USTACKS);
	__uint(map_flags, BPF_F_STACK_BUILD_ID);
	__uint(key_size, sizeof(__u32));
	__uint(value_size, ZSP_PROF_UDEPTH * sizeof(struct bpf_stack_build_id));
} prof_ustacks SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, ZSP_PROF_KEYS);
	__type(key, struct zsp_prof_key);
	__type(value, __u64);
} prof_counts SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__uint(max_entries, ZSP_PROF_CNT_NR);
	__type(key, __u32);
	__type(value, __u64);
} prof_cnt SEC(".maps");

static __always_inline void prof_add(__u32 idx)
{
	__u64 *c = bpf_map_lookup_elem(&prof_cnt, &idx);

	if (c)
		*c += 1;
}

SEC("perf_event")
int profile_sample(struct bpf_perf_event_data *ctx)
{
	__u64 id = bpf_get_current_pid_tgid(), one = 1, *n;
	__u32 tid = (__u32)id, tgid = (__u32)(id >> 32);
	const struct zsp_config *c = cfg();
	struct zsp_prof_key k = {};

	if (!c || !tid)
		return 0;
	if (bpf_map_lookup_elem(&drains, &tid)) {
		k.role = ZSP_PROF_WORKER;
		k.pid = tid;
	} else if (is_traced(c, tgid)) {
		k.role = ZSP_PROF_TASK;
		k.pid = tgid;
	} else {
		return 0;
	}
	prof_add(ZSP_PROF_SAMPLES);
	k.kstack = bpf_get_stackid(ctx, &prof_stacks, 0);
	if (k.kstack < 0 && k.kstack != -EFAULT)
		prof_add(ZSP_PROF_KSTACK_LOST);
	k.ustack = -1;
	if (k.role == ZSP_PROF_TASK) {
		k.ustack = bpf_get_stackid(ctx, &prof_ustacks, BPF_F_USER_STACK);
		if (k.ustack < 0 && k.ustack != -EFAULT)
			prof_add(ZSP_PROF_USTACK_LOST);
	}
	n = bpf_map_lookup_elem(&prof_counts, &k);
	if (!n && bpf_map_update_elem(&prof_counts, &k, &one, BPF_NOEXIST)) {
		n = bpf_map_lookup_elem(&prof_counts, &k);	/* another CPU inserted it first */
		if (!n)
			prof_add(ZSP_PROF_KEYS_FULL);
	} else if (!n) {
		return 0;
	}
	if (n)
		__sync_fetch_and_add(n, 1);
	return 0;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * Worker CPU and cgroup: on every context switch, the drain worker's slice
 * is charged to its run and to the cgroup it ran in (worker_cg), and the
 * traced tasks' on-CPU time is summed (ZSP_CNT_TASK_NS).  At the full level
 * it also empties the CPU's walk slot when its task leaves (state.bpf.h).
 */
#include "state.bpf.h"

/* traced tid -> last switch-in. */
struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, MAX_TASKS);
	__type(key, __u32);
	__type(value, __u64);
} oncpu SEC(".maps");

static __always_inline void on_switch(struct task_struct *prev, struct task_struct *next)
{
	__u64 now = bpf_ktime_get_ns(), *t;
	__u32 ptid = BPF_CORE_READ(prev, pid), ntid = BPF_CORE_READ(next, pid);
	struct drain_state *ds;
	const struct zsp_config *c = cfg();
	struct walk_slot *s;

	if (!c)
		return;
	/* a walk's task leaves this CPU: the slot no longer names current */
	s = c->walk_slot ? walk_slot_here() : NULL;
	if (s && s->task == (__u64)prev)
		s->task = 0;
	ds = bpf_map_lookup_elem(&drains, &ptid);
	if (ds)
		worker_charge(ds, now);	/* current is still prev: its cgroup */
	t = bpf_map_lookup_elem(&oncpu, &ptid);
	if (t) {
		cnt_add(ZSP_CNT_TASK_NS, now - *t);
		bpf_map_delete_elem(&oncpu, &ptid);
	}
	ds = bpf_map_lookup_elem(&drains, &ntid);
	if (ds) {
		ds->in_ns = now;
		if (ds->in_batch)
			ds->batch_in = now;
	}
	if (ntid && is_traced(c, BPF_CORE_READ(next, tgid)))
		map_put(&oncpu, &ntid, &now);
}

ZSP_TRACEPOINT(switch, sched_switch, on_switch(prev, next),
	       bool preempt, struct task_struct *prev, struct task_struct *next)

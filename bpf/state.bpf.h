/* SPDX-License-Identifier: GPL-2.0 */
/*
 * State one metric keeps and another reads: a munmap() or process exit in
 * progress (the walk adds to it), a page-table walk (zs_free tells its
 * caller by it), a drain run (the CPU-time hooks charge it), and each
 * thread's role bits for the full level's per-object probes.  The maps are
 * defined in zsp_maps.bpf.c (see zsprobe.bpf.h).
 */
#ifndef ZSPROBE_STATE_BPF_H
#define ZSPROBE_STATE_BPF_H

#include "zsprobe.bpf.h"

#define SIGNAL_GROUP_EXIT 0x00000004	/* include/linux/sched/signal.h */

struct munmap_state {
	__u64 start_ns;
	__u64 walk_ns;
	__u64 len;
};

/* tid -> munmap() in progress. */
ZSP_MAP struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, MAX_TASKS);
	__type(key, __u32);
	__type(value, struct munmap_state);
} munmaps SEC(".maps");

struct exit_state {
	__u64 start_ns;
	__u64 walk_ns;
	__u32 pid;
	char comm[ZSP_COMM_LEN];
};

/* mm -> exit in progress; exit_mmap may run in another task (kworker). */
ZSP_MAP struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, MAX_TASKS);
	__type(key, __u64);
	__type(value, struct exit_state);
} exits SEC(".maps");

/* A page-table walk in progress: its mm is kept for the kretprobe twin. */
struct walk_state {
	__u64 start_ns;
	__u64 mm;
};

/* tid -> page-table walk function in progress. */
ZSP_MAP struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, MAX_TASKS);
	__type(key, __u32);
	__type(value, struct walk_state);
} walks SEC(".maps");

struct drain_state {
	__u64 start_ns;
	__u64 in_ns;		/* last switch-in, 0 while off CPU */
	__u64 cpu_ns;
	__u64 objects;
	__u64 batches;
	__u64 queue_delay_ns;
	__u64 batch_ns;		/* on CPU inside zs_free_batch() */
	__u64 batch_in;		/* entry or last switch-in inside it, 0 outside */
	__u64 batch_ts;		/* a timed zs_free_batch's entry (full level), 0 if none */
	__u64 batch_nr;		/* its objects */
	__u32 cpu;
	__u32 in_batch;		/* inside zs_free_batch(), on or off CPU */
};

/* worker tid -> drain run in progress. */
ZSP_MAP struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 1024);
	__type(key, __u32);
	__type(value, struct drain_state);
} drains SEC(".maps");

/* cgroup id -> drain worker on-CPU ns charged there. */
ZSP_MAP struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 256);
	__type(key, __u64);
	__type(value, __u64);
} worker_cg SEC(".maps");

/* Lock addresses of every known pool's classes and pool lock. */
ZSP_MAP struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 4096);
	__type(key, __u64);
	__type(value, __u8);
} zs_locks SEC(".maps");

/*
 * Per thread, for the full level's per-object probes: zs_free's entry time
 * and what the thread is doing.  Keyed by thread, not CPU: fentry programs
 * only disable migration, and zs_free can be preempted, so another task's
 * zs_free may run on this CPU before this one returns.  Task storage, not a
 * hash: a pointer off the task instead of a hash insert and delete per
 * freed object.  The walk and drain programs set the role bits, so that
 * classifying a freed object's caller needs no hash lookup.
 */
#define ROLE_WALK	1	/* in a tracked page-table walk (a traced munmap or exit) */
#define ROLE_DRAIN	2	/* running the drain work */
struct zsfree_task {
	__u64 ts;
	__u32 role;
	__u32 pad;
};

ZSP_MAP struct {
	__uint(type, BPF_MAP_TYPE_TASK_STORAGE);
	__uint(map_flags, BPF_F_NO_PREALLOC);
	__type(key, int);
	__type(value, struct zsfree_task);
} zsfree_ts SEC(".maps");

/*
 * Per CPU: the task inside a tracked walk that runs here now, so that
 * zs_free classes the common caller from an array read instead of the
 * task-storage access.  Set at the walk's entry, cleared at its exit and
 * whenever that task is switched out (worker.bpf.c), so it never names a
 * task that is not current here and inside its walk; a walk resumed after
 * a switch is classed from the task storage, as without the slot.  Kept
 * only where sched_switch is attached (cfg->walk_slot).
 */
struct walk_slot {
	__u64 task;
};

ZSP_MAP struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__uint(max_entries, 1);
	__type(key, __u32);
	__type(value, struct walk_slot);
} walk_slots SEC(".maps");

static __always_inline struct walk_slot *walk_slot_here(void)
{
	__u32 zero = 0;

	return bpf_map_lookup_elem(&walk_slots, &zero);
}

/* Is current inside a tracked walk, by this CPU's slot? */
static __always_inline bool walk_slot_is_current(const struct zsp_config *c)
{
	struct walk_slot *s;

	if (!c->walk_slot)
		return false;
	s = walk_slot_here();
	return s && s->task && s->task == bpf_get_current_task();
}

/* The current thread's zsfree_task (created on demand), or NULL. */
static __always_inline struct zsfree_task *task_state(bool create)
{
	return bpf_task_storage_get(&zsfree_ts, bpf_get_current_task_btf(), 0,
				    create ? BPF_LOCAL_STORAGE_GET_F_CREATE : 0);
}

/* Role bits matter only to the per-object probes of the full level. */
static __always_inline void role_set(__u32 bit, bool on)
{
	const struct zsp_config *c = cfg();
	struct zsfree_task *t;

	if (!c || !c->level_full)
		return;
	if (bit == ROLE_WALK && c->walk_slot) {
		struct walk_slot *s = walk_slot_here();
		__u64 cur = bpf_get_current_task();

		if (s && on)
			s->task = cur;
		else if (s && s->task == cur)
			s->task = 0;
	}
	t = task_state(on);
	if (!t) {
		if (on)
			cnt_add(ZSP_CNT_DROP_MAP_FULL, 1);
		return;
	}
	if (on)
		t->role |= bit;
	else
		t->role &= ~bit;
}

/* A process exit starts: kept by mm, since exit_mmap may run elsewhere. */
static __always_inline void exit_start(struct task_struct *task)
{
	struct exit_state st = {};
	__u64 mm = (__u64)BPF_CORE_READ(task, mm);

	if (!mm || bpf_map_lookup_elem(&exits, &mm))
		return;
	st.start_ns = bpf_ktime_get_ns();
	st.pid = BPF_CORE_READ(task, tgid);
	BPF_CORE_READ_STR_INTO(&st.comm, task, comm);
	map_put(&exits, &mm, &st);
}

/*
 * A thread's exit ends its process when a group exit is under way (exit_group,
 * a fatal signal) or it is the last live thread; only then does the mm go.
 */
static __always_inline bool exit_ends_process(struct task_struct *task)
{
	return (BPF_CORE_READ(task, signal, flags) & SIGNAL_GROUP_EXIT) ||
	       BPF_CORE_READ(task, signal, live.counter) <= 1;
}

/* Current starts its exit: exit_group() always, exit() only from the last thread. */
static __always_inline void exit_syscall(bool whole_group)
{
	struct task_struct *task = (struct task_struct *)bpf_get_current_task();
	const struct zsp_config *c = cfg();

	if (!c || !is_traced(c, bpf_get_current_pid_tgid() >> 32))
		return;
	if (whole_group || exit_ends_process(task))
		exit_start(task);
}

/* The drain worker's CPU time since its last switch-in, charged to its cgroup. */
static __always_inline void worker_charge(struct drain_state *ds, __u64 now)
{
	__u64 slice, cg, *acc;

	if (!ds->in_ns)
		return;
	slice = now - ds->in_ns;
	ds->in_ns = 0;
	if (ds->batch_in) {
		ds->batch_ns += now - ds->batch_in;
		ds->batch_in = 0;
	}
	ds->cpu_ns += slice;
	cnt_add(ZSP_CNT_WORKER_NS, slice);
	cg = bpf_get_current_cgroup_id();
	acc = bpf_map_lookup_elem(&worker_cg, &cg);
	if (!acc) {
		/* NOEXIST + add: two CPUs creating the same key must not overwrite */
		__u64 zero = 0;

		bpf_map_update_elem(&worker_cg, &cg, &zero, BPF_NOEXIST);
		acc = bpf_map_lookup_elem(&worker_cg, &cg);
	}
	if (acc)
		__sync_fetch_and_add(acc, slice);
	else
		cnt_add(ZSP_CNT_DROP_MAP_FULL, 1);
}

#endif

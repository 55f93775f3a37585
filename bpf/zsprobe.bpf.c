// SPDX-License-Identifier: GPL-2.0
/*
 * zsprobe kernel side: the cost of freeing zram/zsmalloc memory on unmap.
 *
 * Every hook exists in several flavours (fentry/fexit, tp_btf, raw_tp,
 * classic tracepoint).  All programs start with autoload off in user space;
 * the resolver (user/probe_resolve.c) turns on exactly the flavour that
 * attaches on the running kernel.  Generic SEC("fentry")/SEC("fexit")
 * programs get their target with bpf_program__set_attach_target().
 *
 * Low-rate events (one per munmap, exit, drain run, zspage free) go to the
 * ring buffer; per-object events (zs_free) only touch per-CPU counters and
 * a histogram.  Lost events and failed map inserts are counted.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>
#include <bpf/bpf_core_read.h>

#include "zsprobe.h"
#include "maps.bpf.h"
#include "core_fixes.bpf.h"

#define SIGKILL 9
#define SIGNAL_GROUP_EXIT 0x00000004	/* include/linux/sched/signal.h */
#define MAX_TASKS 8192
/* bound for the verifier; the real count comes from the kernel's BTF */
#define ZSP_MAX_CLASSES 256

/* Written by user space after load (see struct zsp_config). */
struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__uint(max_entries, 1);
	__type(key, __u32);
	__type(value, struct zsp_config);
} zsp_cfg SEC(".maps");

static __always_inline const struct zsp_config *cfg(void)
{
	__u32 zero = 0;

	return bpf_map_lookup_elem(&zsp_cfg, &zero);
}

struct {
	__uint(type, BPF_MAP_TYPE_RINGBUF);
	__uint(max_entries, 8 << 20);
} events SEC(".maps");

/* tgids of COMMAND's process tree (seeded by user space, grown on fork). */
struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, MAX_TASKS);
	__type(key, __u32);
	__type(value, __u8);
} traced SEC(".maps");

struct munmap_state {
	__u64 start_ns;
	__u64 walk_ns;
	__u64 len;
};

/* tid -> munmap() in progress. */
struct {
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
struct {
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
struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, MAX_TASKS);
	__type(key, __u32);
	__type(value, struct walk_state);
} walks SEC(".maps");

/* tid -> the mm exit_mmap() runs on, for its kretprobe twin (no arguments at return). */
struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, MAX_TASKS);
	__type(key, __u32);
	__type(value, __u64);
} exit_mmaps SEC(".maps");

/* work_struct -> time it was queued (drain work only). */
struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 1024);
	__type(key, __u64);
	__type(value, __u64);
} queued SEC(".maps");

struct drain_state {
	__u64 start_ns;
	__u64 in_ns;		/* last switch-in, 0 while off CPU */
	__u64 cpu_ns;
	__u64 objects;
	__u64 batches;
	__u64 queue_delay_ns;
	__u32 cpu;
};

/* worker tid -> drain run in progress. */
struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 1024);
	__type(key, __u32);
	__type(value, struct drain_state);
} drains SEC(".maps");

/* traced tid -> last switch-in. */
struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, MAX_TASKS);
	__type(key, __u32);
	__type(value, __u64);
} oncpu SEC(".maps");

/* cgroup id -> drain worker on-CPU ns charged there. */
struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 256);
	__type(key, __u64);
	__type(value, __u64);
} worker_cg SEC(".maps");

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

struct {
	__uint(type, BPF_MAP_TYPE_TASK_STORAGE);
	__uint(map_flags, BPF_F_NO_PREALLOC);
	__type(key, int);
	__type(value, struct zsfree_task);
} zsfree_ts SEC(".maps");

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

/* Lock addresses of every known pool's classes and pool lock. */
struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 4096);
	__type(key, __u64);
	__type(value, __u8);
} zs_locks SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 64);
	__type(key, __u64);
	__type(value, __u8);
} pools SEC(".maps");

/* tid -> contention start on a zsmalloc lock. */
struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 1024);
	__type(key, __u32);
	__type(value, __u64);
} lock_wait SEC(".maps");

static __always_inline bool is_traced(const struct zsp_config *c, __u32 tgid)
{
	return c->trace_all || bpf_map_lookup_elem(&traced, &tgid);
}

static __always_inline struct zsp_event *ev_reserve(__u32 type)
{
	struct zsp_event *e = bpf_ringbuf_reserve(&events, sizeof(*e), 0);

	if (!e) {
		cnt_add(ZSP_CNT_DROP_RINGBUF, 1);
		return NULL;
	}
	__builtin_memset(e, 0, sizeof(*e));
	e->type = type;
	e->cpu = bpf_get_smp_processor_id();
	return e;
}

/* ---- process tree ---------------------------------------------------- */

static __always_inline void on_fork(struct task_struct *parent, struct task_struct *child)
{
	__u32 ptgid = BPF_CORE_READ(parent, tgid), ctgid = BPF_CORE_READ(child, tgid);
	const struct zsp_config *c = cfg();
	__u8 one = 1;

	if (!c || c->trace_all || ptgid == ctgid || !bpf_map_lookup_elem(&traced, &ptgid))
		return;
	map_put(&traced, &ctgid, &one);
}

SEC("tp_btf/sched_process_fork")
int BPF_PROG(fork_btf, struct task_struct *parent, struct task_struct *child)
{
	on_fork(parent, child);
	return 0;
}

SEC("raw_tp/sched_process_fork")
int BPF_PROG(fork_raw, struct task_struct *parent, struct task_struct *child)
{
	on_fork(parent, child);
	return 0;
}

/* ---- munmap() --------------------------------------------------------- */

static __always_inline void munmap_enter(__u64 len)
{
	__u64 id = bpf_get_current_pid_tgid();
	__u32 tid = (__u32)id;
	struct munmap_state st = { .start_ns = bpf_ktime_get_ns(), .len = len };
	const struct zsp_config *c = cfg();

	if (!c || !is_traced(c, id >> 32))
		return;
	map_put(&munmaps, &tid, &st);
}

static __always_inline void munmap_exit(void)
{
	__u64 now = bpf_ktime_get_ns(), id = bpf_get_current_pid_tgid();
	__u32 tid = (__u32)id;
	struct munmap_state *st = bpf_map_lookup_elem(&munmaps, &tid);
	struct zsp_event *e;

	if (!st)
		return;
	e = ev_reserve(ZSP_EV_MUNMAP);
	if (e) {
		e->pid = id >> 32;
		e->tid = tid;
		e->start_ns = st->start_ns;
		e->end_ns = now;
		e->a = st->walk_ns;
		e->b = st->len;
		bpf_get_current_comm(e->comm, sizeof(e->comm));
		bpf_ringbuf_submit(e, 0);
	}
	bpf_map_delete_elem(&munmaps, &tid);
}

/* ---- process exit, keyed by mm ----------------------------------------- */

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

static __always_inline void exit_end(struct mm_struct *mmp)
{
	__u64 now = bpf_ktime_get_ns(), mm = (__u64)mmp;
	struct exit_state *st = bpf_map_lookup_elem(&exits, &mm);
	struct zsp_event *e;

	if (!st)
		return;
	e = ev_reserve(ZSP_EV_EXIT);
	if (e) {
		e->pid = st->pid;
		e->tid = st->pid;
		e->start_ns = st->start_ns;
		e->end_ns = now;
		e->a = st->walk_ns;
		e->b = (__u32)bpf_get_current_pid_tgid();
		__builtin_memcpy(e->comm, st->comm, sizeof(e->comm));
		bpf_ringbuf_submit(e, 0);
	}
	bpf_map_delete_elem(&exits, &mm);
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

static __always_inline void on_sys_enter(struct pt_regs *regs, long id)
{
	const struct zsp_config *c = cfg();

	if (!c)
		return;
	if (c->sysenter_munmap && id == c->nr_munmap)
		munmap_enter(PT_REGS_PARM2_CORE(regs));
	else if (c->sysenter_exit_group && id == c->nr_exit_group)
		exit_syscall(true);
	else if (c->sysenter_exit_group && id == c->nr_exit)
		exit_syscall(false);
}

SEC("tp_btf/sys_enter")
int BPF_PROG(sys_enter_btf, struct pt_regs *regs, long id)
{
	on_sys_enter(regs, id);
	return 0;
}

SEC("raw_tp/sys_enter")
int BPF_PROG(sys_enter_raw, struct pt_regs *regs, long id)
{
	on_sys_enter(regs, id);
	return 0;
}

/* Only munmap() leaves state in `munmaps`, so no syscall number is needed. */
SEC("tp_btf/sys_exit")
int BPF_PROG(sys_exit_btf, struct pt_regs *regs, long ret)
{
	munmap_exit();
	return 0;
}

SEC("raw_tp/sys_exit")
int BPF_PROG(sys_exit_raw, struct pt_regs *regs, long ret)
{
	munmap_exit();
	return 0;
}

SEC("tracepoint/syscalls/sys_enter_munmap")
int munmap_tp_enter(struct trace_event_raw_sys_enter *ctx)
{
	munmap_enter(ctx->args[1]);
	return 0;
}

SEC("tracepoint/syscalls/sys_exit_munmap")
int munmap_tp_exit(void *ctx)
{
	munmap_exit();
	return 0;
}

SEC("tracepoint/syscalls/sys_enter_exit_group")
int exit_group_tp(void *ctx)
{
	exit_syscall(true);
	return 0;
}

SEC("tracepoint/syscalls/sys_enter_exit")
int exit_tp(void *ctx)
{
	exit_syscall(false);
	return 0;
}

/* Every way a process dies goes through do_exit() (noreturn: fentry only). */
static __always_inline void on_do_exit(void)
{
	struct task_struct *task = (struct task_struct *)bpf_get_current_task();
	const struct zsp_config *c = cfg();

	if (c && is_traced(c, bpf_get_current_pid_tgid() >> 32) && exit_ends_process(task))
		exit_start(task);
}

SEC("fentry")
int BPF_PROG(exit_fentry, long code)
{
	on_do_exit();
	return 0;
}

/* kprobe twins of the function hooks, where fentry/fexit are refused */
SEC("kprobe")
int BPF_KPROBE(exit_kprobe)
{
	on_do_exit();
	return 0;
}

/*
 * Without function probes: a signal whose default action kills (SIG_DFL and
 * not one of the ignore/stop/continue signals) ends the process right after
 * this tracepoint (get_signal -> do_group_exit); SIGKILL passes here too.
 */
static __always_inline bool kills_by_default(int sig, struct k_sigaction *ka)
{
	__u64 handler = (__u64)BPF_CORE_READ(ka, sa.sa_handler);

	if (handler != 0)	/* SIG_IGN or a handler: the process lives on */
		return false;
	switch (sig) {
	case 17: case 18: case 19: case 20: case 21: case 22: case 23: case 28:
		return false;	/* SIGCHLD SIGCONT SIGSTOP SIGTSTP SIGTTIN SIGTTOU SIGURG SIGWINCH */
	default:
		return sig > 0;
	}
}

static __always_inline void on_signal_deliver(int sig, struct k_sigaction *ka)
{
	const struct zsp_config *c = cfg();

	if (!c || !is_traced(c, bpf_get_current_pid_tgid() >> 32) || !kills_by_default(sig, ka))
		return;
	exit_start((struct task_struct *)bpf_get_current_task());
}

SEC("tp_btf/signal_deliver")
int BPF_PROG(sigdeliver_btf, int sig, struct kernel_siginfo *info, struct k_sigaction *ka)
{
	on_signal_deliver(sig, ka);
	return 0;
}

SEC("raw_tp/signal_deliver")
int BPF_PROG(sigdeliver_raw, int sig, struct kernel_siginfo *info, struct k_sigaction *ka)
{
	on_signal_deliver(sig, ka);
	return 0;
}

/* Target: the arch's munmap syscall wrapper (__x64_sys_munmap, ...). */
SEC("fentry")
int BPF_PROG(munmap_fentry, struct pt_regs *regs)
{
	munmap_enter(PT_REGS_PARM2_CORE(regs));
	return 0;
}

SEC("fexit")
int BPF_PROG(munmap_fexit, struct pt_regs *regs)
{
	munmap_exit();
	return 0;
}

SEC("kprobe")
int BPF_KPROBE(munmap_kprobe, struct pt_regs *regs)
{
	munmap_enter(PT_REGS_PARM2_CORE(regs));
	return 0;
}

SEC("kretprobe")
int BPF_KRETPROBE(munmap_kretprobe)
{
	munmap_exit();
	return 0;
}

/* SIGKILL to a traced process starts its exit clock (kill -> exit_mmap done). */
static __always_inline void on_signal(int sig, struct task_struct *task)
{
	const struct zsp_config *c = cfg();

	if (sig != SIGKILL || !c || !is_traced(c, BPF_CORE_READ(task, tgid)))
		return;
	exit_start(task);
}

SEC("tp_btf/signal_generate")
int BPF_PROG(signal_btf, int sig, struct kernel_siginfo *info, struct task_struct *task)
{
	on_signal(sig, task);
	return 0;
}

SEC("raw_tp/signal_generate")
int BPF_PROG(signal_raw, int sig, struct kernel_siginfo *info, struct task_struct *task)
{
	on_signal(sig, task);
	return 0;
}

SEC("fexit")
int BPF_PROG(exit_mmap_fexit, struct mm_struct *mm)
{
	exit_end(mm);
	return 0;
}

/*
 * kprobe twin of fexit:exit_mmap: the entry keeps the mm by thread (only for
 * an exit being measured), the return ends it.
 */
SEC("kprobe")
int BPF_KPROBE(exit_mmap_kprobe, struct mm_struct *mm)
{
	__u64 m = (__u64)mm;
	__u32 tid = (__u32)bpf_get_current_pid_tgid();

	if (bpf_map_lookup_elem(&exits, &m))
		map_put(&exit_mmaps, &tid, &m);
	return 0;
}

SEC("kretprobe")
int BPF_KRETPROBE(exit_mmap_kretprobe)
{
	__u32 tid = (__u32)bpf_get_current_pid_tgid();
	__u64 *m = bpf_map_lookup_elem(&exit_mmaps, &tid);

	if (!m)
		return 0;
	exit_end((struct mm_struct *)*m);
	bpf_map_delete_elem(&exit_mmaps, &tid);
	return 0;
}

SEC("tp_btf/exit_mmap")
int BPF_PROG(exit_mmap_btf, struct mm_struct *mm)
{
	exit_end(mm);
	return 0;
}

SEC("raw_tp/exit_mmap")
int BPF_PROG(exit_mmap_raw, struct mm_struct *mm)
{
	exit_end(mm);
	return 0;
}

/*
 * Page-table walk: zap_pte_range, unmap_page_range or unmap_vmas, whichever
 * the resolver picked.  All three take the mmu_gather first, and tlb->mm
 * tells an exit (key: mm) from a munmap (key: tid).  The entry keeps the mm,
 * so that the return (fexit or kretprobe) needs no argument.
 */
static __always_inline void walk_begin(struct mmu_gather *tlb)
{
	__u32 tid = (__u32)bpf_get_current_pid_tgid();
	struct walk_state st = { .mm = (__u64)BPF_CORE_READ(tlb, mm) };

	if (!bpf_map_lookup_elem(&exits, &st.mm) && !bpf_map_lookup_elem(&munmaps, &tid))
		return;
	st.start_ns = bpf_ktime_get_ns();
	map_put(&walks, &tid, &st);
	role_set(ROLE_WALK, true);
}

static __always_inline void walk_end(void)
{
	__u64 now = bpf_ktime_get_ns(), d;
	__u32 tid = (__u32)bpf_get_current_pid_tgid();
	struct walk_state *st = bpf_map_lookup_elem(&walks, &tid);
	struct exit_state *ex;
	struct munmap_state *mu;
	__u64 mm;

	if (!st)
		return;
	d = now - st->start_ns;
	mm = st->mm;
	bpf_map_delete_elem(&walks, &tid);
	role_set(ROLE_WALK, false);
	ex = bpf_map_lookup_elem(&exits, &mm);
	if (ex) {
		__sync_fetch_and_add(&ex->walk_ns, d);
		return;
	}
	mu = bpf_map_lookup_elem(&munmaps, &tid);
	if (mu)
		mu->walk_ns += d;
}

SEC("fentry")
int BPF_PROG(walk_enter, struct mmu_gather *tlb)
{
	walk_begin(tlb);
	return 0;
}

SEC("fexit")
int BPF_PROG(walk_exit, struct mmu_gather *tlb)
{
	walk_end();
	return 0;
}

SEC("kprobe")
int BPF_KPROBE(walk_kprobe, struct mmu_gather *tlb)
{
	walk_begin(tlb);
	return 0;
}

SEC("kretprobe")
int BPF_KRETPROBE(walk_kretprobe)
{
	walk_end();
	return 0;
}

/* ---- zs_free ---------------------------------------------------------- */

/* Remember each pool's lock addresses once, for the contention filter. */
static __always_inline void note_pool(struct zs_pool___zsp *pool)
{
	__u64 p = (__u64)pool, addr;
	__u8 one = 1;
	int i, nr;

	if (bpf_map_lookup_elem(&pools, &p))
		return;
	map_put(&pools, &p, &one);
	addr = zs_pool_lock_addr(pool);
	if (addr)
		map_put(&zs_locks, &addr, &one);
	/* 6.1 has no per-class lock: the pool's is the only one */
	if (!bpf_core_field_exists(((struct size_class___zsp *)0)->lock))
		return;
	/* the kernel's class count (ZS_SIZE_CLASSES depends on its page size), from its BTF */
	nr = bpf_core_field_size(pool->size_class) / sizeof(void *);
	for (i = 0; i < ZSP_MAX_CLASSES && i < nr; i++) {
		struct size_class___zsp *cls = NULL;

		bpf_probe_read_kernel(&cls, sizeof(cls),
				      (void *)p + bpf_core_field_offset(pool->size_class) + i * sizeof(void *));
		if (!cls)
			continue;
		/* class->lock is the first member, but relocate it anyway. */
		addr = (__u64)cls + bpf_core_field_offset(cls->lock);
		map_put(&zs_locks, &addr, &one);
	}
}

/* Per CPU: the pool zs_free saw last, so note_pool's lookup runs once per change of pool. */
struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__uint(max_entries, 1);
	__type(key, __u32);
	__type(value, __u64);
} last_pool SEC(".maps");

static __always_inline void note_pool_once(struct zs_pool___zsp *pool)
{
	__u32 zero = 0;
	__u64 *last = bpf_map_lookup_elem(&last_pool, &zero);

	if (last && *last == (__u64)pool)
		return;
	note_pool(pool);
	if (last)
		*last = (__u64)pool;
}

/*
 * Who frees: the drain worker, the unmapping task (or whoever runs
 * exit_mmap for a traced mm), or anybody else.  The role bits of the
 * thread's zsfree_task answer without a hash lookup; without a
 * zsfree_task, the maps the bits mirror.
 */
static __always_inline __u32 zsfree_caller(const struct zsp_config *c, struct zsfree_task *t)
{
	__u64 id = bpf_get_current_pid_tgid();
	__u32 tid = (__u32)id;
	bool drain = t ? t->role & ROLE_DRAIN : !!bpf_map_lookup_elem(&drains, &tid);

	if (drain) {
		/* the drain's own count, unless zs_free_batch counts its objects */
		if (!c->batch_objects) {
			struct drain_state *ds = bpf_map_lookup_elem(&drains, &tid);

			if (ds)
				ds->objects++;
		}
		return ZSP_CNT_ZSFREE_DRAIN;
	}
	if ((t && (t->role & ROLE_WALK)) || is_traced(c, id >> 32) ||
	    (!t && bpf_map_lookup_elem(&walks, &tid)))
		return ZSP_CNT_ZSFREE_UNMAPPER;
	return ZSP_CNT_ZSFREE_OTHER;
}

/* Full level only: one task-storage access and a stamp per freed object. */
static __always_inline void zsfree_entry(struct zs_pool___zsp *pool)
{
	const struct zsp_config *c = cfg();
	struct zsfree_task *t;

	if (!c)
		return;
	t = task_state(true);
	cnt_add(zsfree_caller(c, t), 1);
	if (c->lock_enabled)
		note_pool_once(pool);
	if (t)
		t->ts = bpf_ktime_get_ns();
	else
		cnt_add(ZSP_CNT_DROP_MAP_FULL, 1);
}

/* An exit without its entry (attached mid-call, or the entry's insert failed) is counted. */
static __always_inline void zsfree_return(void)
{
	struct zsfree_task *t = task_state(false);

	if (!t || !t->ts) {
		cnt_add(ZSP_CNT_ZSFREE_UNMATCHED, 1);
		return;
	}
	hist_add(0, bpf_ktime_get_ns() - t->ts);
	t->ts = 0;
}

SEC("fentry")
int BPF_PROG(zsfree_enter, struct zs_pool___zsp *pool, unsigned long handle)
{
	zsfree_entry(pool);
	return 0;
}

SEC("fexit")
int BPF_PROG(zsfree_exit, struct zs_pool___zsp *pool, unsigned long handle)
{
	zsfree_return();
	return 0;
}

SEC("kprobe")
int BPF_KPROBE(zsfree_kprobe, struct zs_pool___zsp *pool)
{
	zsfree_entry(pool);
	return 0;
}

SEC("kretprobe")
int BPF_KRETPROBE(zsfree_kretprobe)
{
	zsfree_return();
	return 0;
}

/* RFC: zs_free_batch(pool, batch) frees one batch inside the drain worker. */
static __always_inline void batch_entry(struct zs_free_batch___zsp *b)
{
	__u32 tid = (__u32)bpf_get_current_pid_tgid();
	struct drain_state *ds = bpf_map_lookup_elem(&drains, &tid);
	__u64 nr = 0;

	if (bpf_core_field_exists(b->nr))
		nr = BPF_CORE_READ(b, nr);
	if (ds) {
		ds->batches++;
		ds->objects += nr;
	}
	cnt_add(ZSP_CNT_BATCHES, 1);
}

SEC("fentry")
int BPF_PROG(batch_enter, void *pool, struct zs_free_batch___zsp *b)
{
	batch_entry(b);
	return 0;
}

SEC("kprobe")
int BPF_KPROBE(batch_kprobe, void *pool, struct zs_free_batch___zsp *b)
{
	batch_entry(b);
	return 0;
}

/* ---- drain worker: workqueue tracepoints filtered by work->func -------- */

static __always_inline void on_queue_work(struct work_struct *work)
{
	__u64 w = (__u64)work, now;
	const struct zsp_config *c = cfg();

	if (!c || !c->drain_func || (__u64)BPF_CORE_READ(work, func) != c->drain_func)
		return;
	now = bpf_ktime_get_ns();
	map_put(&queued, &w, &now);
}

static __always_inline void on_execute_start(struct work_struct *work)
{
	__u64 w = (__u64)work, now;
	__u32 tid;
	__u64 *q;
	struct drain_state ds = {};
	const struct zsp_config *c = cfg();

	if (!c || !c->drain_func || (__u64)BPF_CORE_READ(work, func) != c->drain_func)
		return;
	now = bpf_ktime_get_ns();
	tid = (__u32)bpf_get_current_pid_tgid();
	ds.start_ns = now;
	ds.in_ns = now;
	ds.cpu = bpf_get_smp_processor_id();
	ds.queue_delay_ns = ZSP_NONE;
	q = bpf_map_lookup_elem(&queued, &w);
	if (q) {
		ds.queue_delay_ns = now - *q;
		bpf_map_delete_elem(&queued, &w);
	}
	map_put(&drains, &tid, &ds);
	role_set(ROLE_DRAIN, true);
}

static __always_inline void worker_charge(struct drain_state *ds, __u64 now)
{
	__u64 slice, cg, *acc;

	if (!ds->in_ns)
		return;
	slice = now - ds->in_ns;
	ds->in_ns = 0;
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

/*
 * A worker runs one item at a time, so a drain_state for this tid means the
 * item ending now is the drain work.  (tp_btf cannot read the work_func_t
 * argument: the verifier refuses function-pointer context args.)
 */
static __always_inline void on_execute_end(void)
{
	__u64 now;
	__u32 tid;
	struct drain_state *ds;
	struct zsp_event *e;

	now = bpf_ktime_get_ns();
	tid = (__u32)bpf_get_current_pid_tgid();
	ds = bpf_map_lookup_elem(&drains, &tid);
	if (!ds)
		return;
	worker_charge(ds, now);
	e = ev_reserve(ZSP_EV_DRAIN);
	if (e) {
		e->pid = tid;
		e->tid = tid;
		e->cpu = ds->cpu;
		e->start_ns = ds->start_ns;
		e->end_ns = now;
		e->a = ds->objects;
		e->b = ds->queue_delay_ns;
		e->c = ds->cpu_ns;
		e->d = ds->batches;
		bpf_get_current_comm(e->comm, sizeof(e->comm));
		bpf_ringbuf_submit(e, 0);
	}
	bpf_map_delete_elem(&drains, &tid);
	role_set(ROLE_DRAIN, false);
}

SEC("tp_btf/workqueue_queue_work")
int BPF_PROG(wq_queue_btf, int req_cpu, struct pool_workqueue *pwq, struct work_struct *work)
{
	on_queue_work(work);
	return 0;
}

SEC("raw_tp/workqueue_queue_work")
int BPF_PROG(wq_queue_raw, int req_cpu, struct pool_workqueue *pwq, struct work_struct *work)
{
	on_queue_work(work);
	return 0;
}

SEC("tp_btf/workqueue_execute_start")
int BPF_PROG(wq_start_btf, struct work_struct *work)
{
	on_execute_start(work);
	return 0;
}

SEC("raw_tp/workqueue_execute_start")
int BPF_PROG(wq_start_raw, struct work_struct *work)
{
	on_execute_start(work);
	return 0;
}

/* The work item may already be freed here: it is not dereferenced. */
SEC("tp_btf/workqueue_execute_end")
int BPF_PROG(wq_end_btf, struct work_struct *work)
{
	on_execute_end();
	return 0;
}

SEC("raw_tp/workqueue_execute_end")
int BPF_PROG(wq_end_raw, struct work_struct *work)
{
	on_execute_end();
	return 0;
}

/* ---- CPU time: drain workers and the traced tasks ---------------------- */

static __always_inline void on_switch(struct task_struct *prev, struct task_struct *next)
{
	__u64 now = bpf_ktime_get_ns(), *t;
	__u32 ptid = BPF_CORE_READ(prev, pid), ntid = BPF_CORE_READ(next, pid);
	struct drain_state *ds;
	const struct zsp_config *c = cfg();

	if (!c)
		return;
	ds = bpf_map_lookup_elem(&drains, &ptid);
	if (ds)
		worker_charge(ds, now);	/* current is still prev: its cgroup */
	t = bpf_map_lookup_elem(&oncpu, &ptid);
	if (t) {
		cnt_add(ZSP_CNT_TASK_NS, now - *t);
		bpf_map_delete_elem(&oncpu, &ptid);
	}
	ds = bpf_map_lookup_elem(&drains, &ntid);
	if (ds)
		ds->in_ns = now;
	if (ntid && is_traced(c, BPF_CORE_READ(next, tgid)))
		map_put(&oncpu, &ntid, &now);
}

SEC("tp_btf/sched_switch")
int BPF_PROG(switch_btf, bool preempt, struct task_struct *prev, struct task_struct *next)
{
	on_switch(prev, next);
	return 0;
}

SEC("raw_tp/sched_switch")
int BPF_PROG(switch_raw, bool preempt, struct task_struct *prev, struct task_struct *next)
{
	on_switch(prev, next);
	return 0;
}

/* ---- memory release: one event per zspage really given back ------------ */

struct pool_name {
	char s[ZSP_COMM_LEN];
};

/* pool -> its name, read from the kernel once per pool, not per zspage */
struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 64);
	__type(key, __u64);
	__type(value, struct pool_name);
} pool_names SEC(".maps");

static __always_inline struct pool_name *pool_name_of(struct zs_pool___zsp *pool)
{
	__u64 p = (__u64)pool;
	struct pool_name *n = bpf_map_lookup_elem(&pool_names, &p), fresh = {};

	if (n)
		return n;
	bpf_probe_read_kernel_str(fresh.s, sizeof(fresh.s), BPF_CORE_READ(pool, name));
	map_put(&pool_names, &p, &fresh);
	return bpf_map_lookup_elem(&pool_names, &p);
}

static __always_inline void zspage_freed(struct zs_pool___zsp *pool, struct size_class___zsp *class)
{
	__u64 pages = (__u64)BPF_CORE_READ(class, pages_per_zspage);
	struct pool_name *name;
	struct zsp_event *e;

	cnt_add(ZSP_CNT_ZSPAGE_PAGES, pages);
	e = ev_reserve(ZSP_EV_ZSPAGE);
	if (e) {
		e->start_ns = e->end_ns = bpf_ktime_get_ns();
		e->pid = bpf_get_current_pid_tgid() >> 32;
		e->a = pages;
		e->b = (__u64)BPF_CORE_READ(pool, pages_allocated.counter);
		/* the pool's name (zram0, zswap...): series per pool in user space */
		name = pool_name_of(pool);
		if (name)
			__builtin_memcpy(e->comm, name->s, sizeof(e->comm));
		bpf_ringbuf_submit(e, 0);
	}
}

SEC("fexit")
int BPF_PROG(zspage_free_fexit, struct zs_pool___zsp *pool, struct size_class___zsp *class)
{
	zspage_freed(pool, class);
	return 0;
}

/* A kretprobe has no arguments: the entry keeps them by thread. */
struct zspage_args {
	__u64 pool, class;
};

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 1024);
	__type(key, __u32);
	__type(value, struct zspage_args);
} zspage_args SEC(".maps");

SEC("kprobe")
int BPF_KPROBE(zspage_free_kprobe, void *pool, void *class)
{
	__u32 tid = (__u32)bpf_get_current_pid_tgid();
	struct zspage_args a = { (__u64)pool, (__u64)class };

	map_put(&zspage_args, &tid, &a);
	return 0;
}

SEC("kretprobe")
int BPF_KRETPROBE(zspage_free_kretprobe)
{
	__u32 tid = (__u32)bpf_get_current_pid_tgid();
	struct zspage_args *a = bpf_map_lookup_elem(&zspage_args, &tid);

	if (!a)
		return 0;
	zspage_freed((struct zs_pool___zsp *)a->pool, (struct size_class___zsp *)a->class);
	bpf_map_delete_elem(&zspage_args, &tid);
	return 0;
}

/* ---- lock contention on class->lock / the pool lock -------------------- */

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

SEC("tp_btf/contention_begin")
int BPF_PROG(lock_begin_btf, void *lock, unsigned int flags)
{
	on_contention_begin(lock);
	return 0;
}

SEC("tp_btf/contention_end")
int BPF_PROG(lock_end_btf, void *lock, int ret)
{
	on_contention_end();
	return 0;
}

SEC("raw_tp/contention_begin")
int BPF_PROG(lock_begin_raw, void *lock, unsigned int flags)
{
	on_contention_begin(lock);
	return 0;
}

SEC("raw_tp/contention_end")
int BPF_PROG(lock_end_raw, void *lock, int ret)
{
	on_contention_end();
	return 0;
}

char LICENSE[] SEC("license") = "GPL";

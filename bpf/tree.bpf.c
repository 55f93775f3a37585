// SPDX-License-Identifier: GPL-2.0
/*
 * The traced process tree and its exits: a fork grows the tree; an exit
 * starts when its process is bound to die (exit_group, the last thread's
 * exit, do_exit, a fatal signal) and ends when exit_mmap() has torn down
 * its mm, one ZSP_EV_EXIT event per process (the walk adds its share,
 * unmap.bpf.c).
 */
#include "state.bpf.h"

#define SIGKILL 9

/* tid -> the mm exit_mmap() runs on, for its kretprobe twin (no arguments at return). */
struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, MAX_TASKS);
	__type(key, __u32);
	__type(value, __u64);
} exit_mmaps SEC(".maps");

static __always_inline void on_fork(struct task_struct *parent, struct task_struct *child)
{
	__u32 ptgid = BPF_CORE_READ(parent, tgid), ctgid = BPF_CORE_READ(child, tgid);
	const struct zsp_config *c = cfg();
	__u8 one = 1;

	if (!c || c->trace_all || ptgid == ctgid || !bpf_map_lookup_elem(&traced, &ptgid))
		return;
	map_put(&traced, &ctgid, &one);
}

ZSP_TRACEPOINT(fork, sched_process_fork, on_fork(parent, child),
	       struct task_struct *parent, struct task_struct *child)

static __always_inline void exit_end(struct mm_struct *mmp)
{
	__u64 now = bpf_ktime_get_ns(), mm = (__u64)mmp;
	struct exit_state *st = bpf_map_lookup_elem(&exits, &mm);
	struct zsp_ev_exit *e;

	if (!st)
		return;
	e = EV_RESERVE(ZSP_EV_EXIT, struct zsp_ev_exit);
	if (e) {
		e->h.pid = st->pid;
		e->h.tid = st->pid;
		e->h.start_ns = st->start_ns;
		e->h.end_ns = now;
		e->walk_ns = st->walk_ns;
		e->exit_mmap_tid = (__u32)bpf_get_current_pid_tgid();
		__builtin_memcpy(e->comm, st->comm, sizeof(e->comm));
		bpf_ringbuf_submit(e, 0);
	}
	bpf_map_delete_elem(&exits, &mm);
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

/* Every way a process dies goes through do_exit() (noreturn: no return probe). */
static __always_inline void on_do_exit(void)
{
	struct task_struct *task = (struct task_struct *)bpf_get_current_task();
	const struct zsp_config *c = cfg();

	if (c && is_traced(c, bpf_get_current_pid_tgid() >> 32) && exit_ends_process(task))
		exit_start(task);
}

ZSP_FUNC_ENTRY(exit, _fentry, _kprobe, on_do_exit(), long code)

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

ZSP_TRACEPOINT(sigdeliver, signal_deliver, on_signal_deliver(sig, ka),
	       int sig, struct kernel_siginfo *info, struct k_sigaction *ka)

/*
 * From 6.16 ("exit: move and extend sched_process_exit() tracepoint")
 * sched_process_exit fires in do_exit() before exit_mm() and says whether
 * the thread group is dead: the start of every death without a function
 * probe or a syscall tracepoint.  Before 6.16 it fired after exit_mm(),
 * too late for a start, and had no group_dead argument; the resolver
 * offers this hook only where the tracepoint has that argument.
 */
static __always_inline void on_process_exit(struct task_struct *p, bool group_dead)
{
	const struct zsp_config *c = cfg();

	if (!c || !is_traced(c, BPF_CORE_READ(p, tgid)) || !group_dead)
		return;
	exit_start(p);
}

ZSP_TRACEPOINT(pexit, sched_process_exit, on_process_exit(p, group_dead),
	       struct task_struct *p, bool group_dead)

/* SIGKILL to a traced process starts its exit clock (kill -> exit_mmap done). */
static __always_inline void on_signal(int sig, struct task_struct *task)
{
	const struct zsp_config *c = cfg();

	if (sig != SIGKILL || !c || !is_traced(c, BPF_CORE_READ(task, tgid)))
		return;
	exit_start(task);
}

ZSP_TRACEPOINT(signal, signal_generate, on_signal(sig, task),
	       int sig, struct kernel_siginfo *info, struct task_struct *task)

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

ZSP_TRACEPOINT(exit_mmap, exit_mmap, exit_end(mm), struct mm_struct *mm)

// SPDX-License-Identifier: GPL-2.0
/*
 * The unmap walk: one ZSP_EV_MUNMAP event per traced munmap() with its
 * length, its duration and the time spent in the page-table walk
 * (zap_pte_range, unmap_page_range or unmap_vmas, whichever the resolver
 * picked); the walk inside a traced exit adds to that exit (tree.bpf.c).
 */
#include "state.bpf.h"

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
	struct zsp_ev_munmap *e;

	if (!st)
		return;
	e = EV_RESERVE(ZSP_EV_MUNMAP, struct zsp_ev_munmap);
	if (e) {
		e->h.pid = id >> 32;
		e->h.tid = tid;
		e->h.start_ns = st->start_ns;
		e->h.end_ns = now;
		e->walk_ns = st->walk_ns;
		e->len = st->len;
		bpf_get_current_comm(e->comm, sizeof(e->comm));
		bpf_ringbuf_submit(e, 0);
	}
	bpf_map_delete_elem(&munmaps, &tid);
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

ZSP_TRACEPOINT(sys_enter, sys_enter, on_sys_enter(regs, id), struct pt_regs *regs, long id)
/* Only munmap() leaves state in `munmaps`, so no syscall number is needed. */
ZSP_TRACEPOINT(sys_exit, sys_exit, munmap_exit(), struct pt_regs *regs, long ret)

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

/*
 * Without function probes and without any syscall tracepoint (enabling one
 * sends every task's syscalls through the syscall-trace slow path, a cost
 * untraced processes pay too): munmap() takes its mm's mmap_lock for
 * writing, downgrades it and releases it once (__vm_munmap, do_vmi_munmap),
 * so the first lock a traced thread takes inside the munmap syscall starts
 * the measurement and the release ends it.  The mmap_lock tracepoints
 * ("mm: mmap_lock: add tracepoints around lock acquisition") fire for every
 * mmap_lock user, not for every syscall; the syscall number and the length
 * come from the thread's user registers (bpf_task_pt_regs()).  Only the mm
 * argument is read: it is the first one both before and after memcg_path
 * was dropped from these tracepoints.
 */
static __always_inline long user_syscall_nr(struct pt_regs *regs)
{
#if defined(__TARGET_ARCH_x86)
	return BPF_CORE_READ(regs, orig_ax);
#elif defined(__TARGET_ARCH_arm64)
	return BPF_CORE_READ(regs, syscallno);
#else
#error "user_syscall_nr: no syscall number register for this arch"
#endif
}

static __always_inline void mml_start(void)
{
	const struct zsp_config *c = cfg();
	__u64 id = bpf_get_current_pid_tgid();
	__u32 tid = (__u32)id;
	struct pt_regs *regs;

	if (!c || !is_traced(c, id >> 32) || bpf_map_lookup_elem(&munmaps, &tid))
		return;
	regs = (struct pt_regs *)bpf_task_pt_regs(bpf_get_current_task_btf());
	if (user_syscall_nr(regs) == c->nr_munmap)
		munmap_enter(PT_REGS_PARM2_CORE(regs));
}

ZSP_TRACEPOINT(mml_start, mmap_lock_start_locking, mml_start(), struct mm_struct *mm)
/* munmap_exit() looks up the thread's munmap state first: other releases cost one lookup. */
ZSP_TRACEPOINT(mml_released, mmap_lock_released, munmap_exit(), struct mm_struct *mm)

/* Target: the arch's munmap syscall wrapper (__x64_sys_munmap, ...). */
ZSP_FUNC_ENTRY(munmap, _fentry, _kprobe, munmap_enter(PT_REGS_PARM2_CORE(regs)),
	       struct pt_regs *regs)
ZSP_FUNC_RETURN(munmap, _fexit, _kretprobe, munmap_exit(), struct pt_regs *regs)

/*
 * All three walk functions take the mmu_gather first, and tlb->mm tells an
 * exit (key: mm) from a munmap (key: tid).  The entry keeps the mm, so that
 * the return (fexit or kretprobe) needs no argument.
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

ZSP_FUNC_ENTRY(walk, _enter, _kprobe, walk_begin(tlb), struct mmu_gather *tlb)
ZSP_FUNC_RETURN(walk, _exit, _kretprobe, walk_end(), struct mmu_gather *tlb)

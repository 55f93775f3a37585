// SPDX-License-Identifier: GPL-2.0
/*
 * The drain worker: the workqueue tracepoints, filtered by work->func, give
 * one ZSP_EV_DRAIN event per run with its objects, batches, queueing delay
 * and on-CPU time (charged by worker.bpf.c across context switches).
 */
#include "state.bpf.h"

/* work_struct -> time it was queued (drain work only). */
struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 1024);
	__type(key, __u64);
	__type(value, __u64);
} queued SEC(".maps");

static __always_inline bool is_drain_work(const struct zsp_config *c, struct work_struct *work)
{
	return c && c->drain_func && (__u64)BPF_CORE_READ(work, func) == c->drain_func;
}

static __always_inline void on_queue_work(struct work_struct *work)
{
	__u64 w = (__u64)work, now;

	if (!is_drain_work(cfg(), work))
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

	if (!is_drain_work(cfg(), work))
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
	struct zsp_ev_drain *e;

	now = bpf_ktime_get_ns();
	tid = (__u32)bpf_get_current_pid_tgid();
	ds = bpf_map_lookup_elem(&drains, &tid);
	if (!ds)
		return;
	worker_charge(ds, now);
	e = EV_RESERVE(ZSP_EV_DRAIN, struct zsp_ev_drain);
	if (e) {
		e->h.pid = tid;
		e->h.tid = tid;
		e->h.cpu = ds->cpu;
		e->h.start_ns = ds->start_ns;
		e->h.end_ns = now;
		e->objects = ds->objects;
		e->queue_delay_ns = ds->queue_delay_ns;
		e->cpu_ns = ds->cpu_ns;
		e->batches = ds->batches;
		e->batch_ns = ds->batch_ns;
		bpf_get_current_comm(e->comm, sizeof(e->comm));
		bpf_ringbuf_submit(e, 0);
	}
	bpf_map_delete_elem(&drains, &tid);
	role_set(ROLE_DRAIN, false);
}

ZSP_TRACEPOINT(wq_queue, workqueue_queue_work, on_queue_work(work),
	       int req_cpu, struct pool_workqueue *pwq, struct work_struct *work)
ZSP_TRACEPOINT(wq_start, workqueue_execute_start, on_execute_start(work), struct work_struct *work)
/* The work item may already be freed here: it is not dereferenced. */
ZSP_TRACEPOINT(wq_end, workqueue_execute_end, on_execute_end(), struct work_struct *work)

// SPDX-License-Identifier: GPL-2.0
/*
 * zs_free() by caller (the full level's per-object probes): each freed
 * object is counted as the drain worker's, the unmapping task's or
 * anybody else's, and its latency goes into histogram 0; zs_free_batch
 * (RFC v4 "defer object free to per-cpu batches") counts the drain's
 * batches.  zs_free also registers each pool's lock addresses for the
 * contention filter (lock.bpf.c).
 */
#include "state.bpf.h"

/* bound for the verifier; the real count comes from the kernel's BTF */
#define ZSP_MAX_CLASSES 256

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 64);
	__type(key, __u64);
	__type(value, __u8);
} pools SEC(".maps");

/* Per CPU: the pool zs_free saw last, so note_pool's lookup runs once per change of pool. */
struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__uint(max_entries, 1);
	__type(key, __u32);
	__type(value, __u64);
} last_pool SEC(".maps");

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

ZSP_FUNC_ENTRY(zsfree, _enter, _kprobe, zsfree_entry(pool),
	       struct zs_pool___zsp *pool, unsigned long handle)
ZSP_FUNC_RETURN(zsfree, _exit, _kretprobe, zsfree_return(),
		struct zs_pool___zsp *pool, unsigned long handle)

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
		ds->in_batch = 1;
		ds->batch_in = bpf_ktime_get_ns();
	}
	cnt_add(ZSP_CNT_BATCHES, 1);
}

/*
 * Its return: the batch's on-CPU time (worker.bpf.c stops the clock while
 * the worker is switched out) is the drain's per-object freeing, apart from
 * the work item's own overhead (list walk, batch free, cond_resched).
 */
static __always_inline void batch_return(void)
{
	__u32 tid = (__u32)bpf_get_current_pid_tgid();
	struct drain_state *ds = bpf_map_lookup_elem(&drains, &tid);

	if (!ds)
		return;
	if (ds->batch_in)
		ds->batch_ns += bpf_ktime_get_ns() - ds->batch_in;
	ds->batch_in = 0;
	ds->in_batch = 0;
}

ZSP_FUNC_ENTRY(batch, _enter, _kprobe, batch_entry(b),
	       void *pool, struct zs_free_batch___zsp *b)
ZSP_FUNC_RETURN(batch, _exit, _kretprobe, batch_return(),
		void *pool, struct zs_free_batch___zsp *b)

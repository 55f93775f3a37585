// SPDX-License-Identifier: GPL-2.0
/*
 * zs_free() by caller (the full level's per-object probes): each freed
 * object is counted as the drain worker's, the unmapping task's or
 * anybody else's; one call in cfg->sample_period (on average, see
 * zsp_sample_due in zsprobe.h) is timed into histogram ZSP_HIST_ZSFREE.
 * zs_free_batch (RFC v4 "mm/zsmalloc: defer object free to per-cpu
 * batches") counts the drain's batches and objects, and at the full level
 * times the batches that hold a sampled object (ns per object into
 * ZSP_HIST_DRAIN_OBJ).  zs_free also registers each pool's lock addresses
 * for the contention filter (lock.bpf.c).
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

/* Per CPU: zs_free calls left until the next timed one. */
struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__uint(max_entries, 1);
	__type(key, __u32);
	__type(value, __u32);
} zsfree_left SEC(".maps");

/*
 * Timed calls in flight on the whole machine (entered, not returned): the
 * exit of an untimed call returns on a zero here without the task-storage
 * access.  Changed only per timed call, so read-mostly.
 */
struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__uint(max_entries, 1);
	__type(key, __u32);
	__type(value, __u64);
} zsfree_armed SEC(".maps");

/* Is this call one to time?  Draws the next gap when it is. */
static __always_inline bool zsfree_sampled(const struct zsp_config *c)
{
	__u32 zero = 0, *left = bpf_map_lookup_elem(&zsfree_left, &zero);

	if (!left || !zsp_sample_due(left))
		return false;
	*left = zsp_sample_gap(c->sample_period, bpf_get_prandom_u32());
	return true;
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
	__u64 id;
	__u32 tid;
	bool drain;

	/* the common case, a free inside a tracked walk: no helper call at all */
	if (t && (t->role & ROLE_WALK) && !(t->role & ROLE_DRAIN))
		return ZSP_CNT_ZSFREE_UNMAPPER;
	id = bpf_get_current_pid_tgid();
	tid = (__u32)id;
	drain = t ? t->role & ROLE_DRAIN : !!bpf_map_lookup_elem(&drains, &tid);
	if (drain) {
		/* the drain's own count, unless zs_free_batch counts its objects */
		if (!c->batch_objects) {
			struct drain_state *ds = bpf_map_lookup_elem(&drains, &tid);

			if (ds)
				ds->objects++;
		}
		return ZSP_CNT_ZSFREE_DRAIN;
	}
	if (is_traced(c, id >> 32) || (!t && bpf_map_lookup_elem(&walks, &tid)))
		return ZSP_CNT_ZSFREE_UNMAPPER;
	return ZSP_CNT_ZSFREE_OTHER;
}

/*
 * Full level only, per freed object: the caller's class from this CPU's
 * walk slot (an array read) or the thread's role bits (a task-storage
 * access), and a per-CPU count; a stamp in the task storage for the timed
 * ones.
 */
static __always_inline void zsfree_entry(struct zs_pool___zsp *pool)
{
	const struct zsp_config *c = cfg();
	struct zsfree_task *t = NULL;
	bool in_walk;
	__u32 zero = 0;
	__u64 *armed;

	if (!c)
		return;
	in_walk = walk_slot_is_current(c);
	if (in_walk) {
		cnt_add(ZSP_CNT_ZSFREE_UNMAPPER, 1);
	} else {
		t = task_state(true);
		cnt_add(zsfree_caller(c, t), 1);
	}
	if (c->lock_enabled)
		note_pool_once(pool);
	if (!zsfree_sampled(c)) {
		if (!in_walk && !t)
			cnt_add(ZSP_CNT_DROP_MAP_FULL, 1);
		return;
	}
	if (in_walk)
		t = task_state(true);
	if (!t) {
		cnt_add(ZSP_CNT_DROP_MAP_FULL, 1);
		return;
	}
	if (t->ts) {
		/* the last timed call of this thread never returned through the probe */
		cnt_add(ZSP_CNT_ZSFREE_UNMATCHED, 1);
	} else {
		armed = bpf_map_lookup_elem(&zsfree_armed, &zero);
		if (armed)
			__sync_fetch_and_add(armed, 1);
	}
	t->ts = bpf_ktime_get_ns();
}

/* The exit of an untimed call costs one array read while no timed call is in flight. */
static __always_inline void zsfree_return(void)
{
	__u32 zero = 0;
	__u64 *armed = bpf_map_lookup_elem(&zsfree_armed, &zero), now;
	struct zsfree_task *t;

	if (!armed || !*armed)
		return;
	t = task_state(false);
	if (!t || !t->ts)
		return;
	now = bpf_ktime_get_ns();
	hist_add(ZSP_HIST_ZSFREE, now - t->ts);
	t->ts = 0;
	__sync_fetch_and_add(armed, -1);
}

ZSP_FUNC_ENTRY(zsfree, _enter, _kprobe, zsfree_entry(pool),
	       struct zs_pool___zsp *pool, unsigned long handle)
ZSP_FUNC_RETURN(zsfree, _exit, _kretprobe, zsfree_return(),
		struct zs_pool___zsp *pool, unsigned long handle)

/* Per CPU: objects left until the drain's next timed batch. */
struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__uint(max_entries, 1);
	__type(key, __u32);
	__type(value, __u32);
} batch_left SEC(".maps");

/* The drain worker's per-object cost is sampled like zs_free: a batch holding a sampled object. */
static __always_inline bool batch_sampled(const struct zsp_config *c, __u64 nr)
{
	__u32 zero = 0, *left = bpf_map_lookup_elem(&batch_left, &zero);

	if (!left || !zsp_sample_due_n(left, (__u32)nr))
		return false;
	*left = zsp_sample_gap(c->sample_period, bpf_get_prandom_u32());
	return true;
}

/* RFC: zs_free_batch(pool, batch) frees one batch inside the drain worker. */
static __always_inline void batch_entry(struct zs_free_batch___zsp *b)
{
	const struct zsp_config *c = cfg();
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
		if (c && c->batch_timed && nr && batch_sampled(c, nr)) {
			ds->batch_nr = nr;
			ds->batch_ts = bpf_ktime_get_ns();
		}
	}
	cnt_add(ZSP_CNT_BATCHES, 1);
}

/*
 * Its return: the batch's on-CPU time (worker.bpf.c stops the clock while
 * the worker is switched out) is the drain's per-object freeing, apart from
 * the work item's own overhead (list walk, batch free, cond_resched); and,
 * for a batch the entry sampled (full level), its wall time per object.
 */
static __always_inline void batch_return(void)
{
	__u32 tid = (__u32)bpf_get_current_pid_tgid();
	struct drain_state *ds = bpf_map_lookup_elem(&drains, &tid);
	__u64 now = bpf_ktime_get_ns();

	if (!ds)
		return;
	if (ds->batch_in)
		ds->batch_ns += now - ds->batch_in;
	ds->batch_in = 0;
	ds->in_batch = 0;
	/* a sampled batch (full level): its wall time per object */
	if (ds->batch_ts && ds->batch_nr)
		hist_add(ZSP_HIST_DRAIN_OBJ, (now - ds->batch_ts) / ds->batch_nr);
	ds->batch_ts = 0;
}

ZSP_FUNC_ENTRY(batch, _enter, _kprobe, batch_entry(b),
	       void *pool, struct zs_free_batch___zsp *b)
ZSP_FUNC_RETURN(batch, _exit, _kretprobe, batch_return(),
		void *pool, struct zs_free_batch___zsp *b)

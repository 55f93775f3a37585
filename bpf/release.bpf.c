// SPDX-License-Identifier: GPL-2.0
/*
 * Memory release: one record per zspage given back (sent in batches),
 * with its pages and the pool's pages_allocated after it, named by pool
 * (zram0, zswap...) so that user space keeps a series per pool.
 */
#include "zsprobe.bpf.h"

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

/* Per CPU: the batch being filled; user space takes what is left at the end. */
struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__uint(max_entries, 1);
	__type(key, __u32);
	__type(value, struct zsp_zspage_stage);
} zspage_stage SEC(".maps");

static __always_inline void pool_name_of(struct zs_pool___zsp *pool, char *out)
{
	__u64 p = (__u64)pool;
	struct pool_name *n = bpf_map_lookup_elem(&pool_names, &p), fresh = {};

	if (!n) {
		bpf_probe_read_kernel_str(fresh.s, sizeof(fresh.s), BPF_CORE_READ(pool, name));
		map_put(&pool_names, &p, &fresh);
		n = &fresh;
	}
	__builtin_memcpy(out, n->s, ZSP_COMM_LEN);
}

/* The staged batch into the ring buffer (its records counted as dropped if full); the stage emptied. */
static __always_inline void zspage_flush(struct zsp_zspage_stage *st)
{
	struct zsp_ev_zspages *e = EV_RESERVE(ZSP_EV_ZSPAGES, struct zsp_ev_zspages);

	if (e) {
		__builtin_memcpy(&e->b, &st->b, sizeof(e->b));
		e->h.start_ns = e->h.end_ns = st->b.r[0].ts_ns;
		ev_submit_lazy(e);
	} else if (st->b.n > 1) {
		cnt_add(ZSP_CNT_DROP_RINGBUF, st->b.n - 1);	/* ev_reserve counted one */
	}
	st->b.n = 0;
}

/* PAGES: the zspage's, POOL_PAGES: the pool's pages_allocated after it */
static __always_inline void zspage_freed(struct zs_pool___zsp *pool, __u64 pages, __u64 pool_pages)
{
	__u32 zero = 0, i;
	struct zsp_zspage_stage *st = bpf_map_lookup_elem(&zspage_stage, &zero);

	cnt_add(ZSP_CNT_ZSPAGE_PAGES, pages);
	if (!st) {
		cnt_add(ZSP_CNT_DROP_MAP_FULL, 1);
		return;
	}
	if (st->b.n && st->pool != (__u64)pool)
		zspage_flush(st);
	i = st->b.n;
	if (!i) {
		st->pool = (__u64)pool;
		st->b.cpu = bpf_get_smp_processor_id();
		pool_name_of(pool, st->b.pool);
	}
	if (i >= ZSP_ZSPAGE_BATCH)	/* for the verifier: a full batch was flushed */
		return;
	st->b.r[i].ts_ns = bpf_ktime_get_ns();
	st->b.r[i].pool_pages = pool_pages;
	st->b.r[i].pages = (__u32)pages;
	st->b.n = i + 1;
	if (i + 1 == ZSP_ZSPAGE_BATCH)
		zspage_flush(st);
}

/*
 * At the release's entry, not its return, so that the kprobe twin needs
 * no kretprobe and no map of arguments.  The function takes the zspage's
 * pages off pages_allocated, so the pool's count after it is the count
 * now minus those pages.
 */
static __always_inline void zspage_free_entry(struct zs_pool___zsp *pool, __u64 pages, __u64 before)
{
	zspage_freed(pool, pages, before >= pages ? before - pages : 0);
}

/* fentry's arguments are typed: plain loads (CO-RE relocated), no probe reads */
SEC("fentry")
int BPF_PROG(zspage_free_fentry, struct zs_pool___zsp *pool, struct size_class___zsp *class)
{
	zspage_free_entry(pool, (__u64)class->pages_per_zspage, (__u64)pool->pages_allocated.counter);
	return 0;
}

SEC("kprobe")
int BPF_KPROBE(zspage_free_kprobe, struct zs_pool___zsp *pool, struct size_class___zsp *class)
{
	zspage_free_entry(pool, (__u64)BPF_CORE_READ(class, pages_per_zspage),
			  (__u64)BPF_CORE_READ(pool, pages_allocated.counter));
	return 0;
}

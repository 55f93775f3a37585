// SPDX-License-Identifier: GPL-2.0
/*
 * Memory release: one ZSP_EV_ZSPAGE event per zspage really given back,
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

/* Per CPU: the pool of the last zspage freed here and its name, so that a run of frees of one pool needs no hash lookup. */
struct last_pool_name {
	__u64 pool;
	struct pool_name name;
};

struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__uint(max_entries, 1);
	__type(key, __u32);
	__type(value, struct last_pool_name);
} last_pool_name SEC(".maps");

static __always_inline struct pool_name *pool_name_of(struct zs_pool___zsp *pool)
{
	__u64 p = (__u64)pool;
	__u32 zero = 0;
	struct last_pool_name *last = bpf_map_lookup_elem(&last_pool_name, &zero);
	struct pool_name *n, fresh = {};

	if (last && last->pool == p)
		return &last->name;
	n = bpf_map_lookup_elem(&pool_names, &p);
	if (!n) {
		bpf_probe_read_kernel_str(fresh.s, sizeof(fresh.s), BPF_CORE_READ(pool, name));
		map_put(&pool_names, &p, &fresh);
		n = bpf_map_lookup_elem(&pool_names, &p);
	}
	if (n && last) {
		last->pool = p;
		__builtin_memcpy(&last->name, n, sizeof(last->name));
	}
	return n;
}

/* PAGES: the zspage's, POOL_PAGES: the pool's pages_allocated after it */
static __always_inline void zspage_freed(struct zs_pool___zsp *pool, __u64 pages, __u64 pool_pages)
{
	struct pool_name *name;
	struct zsp_ev_zspage *e;

	cnt_add(ZSP_CNT_ZSPAGE_PAGES, pages);
	e = EV_RESERVE(ZSP_EV_ZSPAGE, struct zsp_ev_zspage);
	if (e) {
		e->h.start_ns = e->h.end_ns = bpf_ktime_get_ns();
		e->h.pid = bpf_get_current_pid_tgid() >> 32;
		e->pages = pages;
		e->pool_pages = pool_pages;
		name = pool_name_of(pool);
		if (name)
			__builtin_memcpy(e->pool, name->s, sizeof(e->pool));
		ev_submit_lazy(e);
	}
}

/* fexit's arguments are typed: plain loads (CO-RE relocated), no probe reads */
SEC("fexit")
int BPF_PROG(zspage_free_fexit, struct zs_pool___zsp *pool, struct size_class___zsp *class)
{
	zspage_freed(pool, (__u64)class->pages_per_zspage, (__u64)pool->pages_allocated.counter);
	return 0;
}

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
	struct size_class___zsp *class;
	struct zs_pool___zsp *pool;

	if (!a)
		return 0;
	/* locals first: BPF_CORE_READ of a->class would relocate zspage_args itself */
	class = (struct size_class___zsp *)a->class;
	pool = (struct zs_pool___zsp *)a->pool;
	zspage_freed(pool, (__u64)BPF_CORE_READ(class, pages_per_zspage),
		     (__u64)BPF_CORE_READ(pool, pages_allocated.counter));
	bpf_map_delete_elem(&zspage_args, &tid);
	return 0;
}

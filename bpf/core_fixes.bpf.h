/* SPDX-License-Identifier: GPL-2.0 */
/*
 * CO-RE flavours for zsmalloc-private structures whose layout or field
 * names differ between the kernels we run on.  libbpf matches a type named
 * foo___x against the kernel's foo and relocates each field by name, so
 * these stay valid on 6.12 (VM) and 6.18 (this host) alike.
 */
#ifndef ZSPROBE_CORE_FIXES_BPF_H
#define ZSPROBE_CORE_FIXES_BPF_H

#include <bpf/bpf_core_read.h>

/*
 * Up to 6.12 the pool-level rwlock is zs_pool::migrate_lock; the v5
 * lock-contention series and later mainline renamed it zs_pool::lock
 * (seen in the 6.18 BTF this vmlinux.h comes from).
 */
struct zs_pool___migrate_lock {
	rwlock_t migrate_lock;
} __attribute__((preserve_access_index));

struct zs_pool___lock {
	rwlock_t lock;
} __attribute__((preserve_access_index));

/*
 * 6.1 (Debian 12's kernel, measured in its zsmalloc module's BTF) has one
 * pool-wide spinlock zs_pool::lock and no size_class::lock at all.
 */
struct zs_pool___spinlock {
	spinlock_t lock;
} __attribute__((preserve_access_index));

/* Only the fields the probes read; names are stable from 6.0 to 6.18. */
struct zs_pool___zsp {
	const char *name;
	struct size_class *size_class[255];	/* the real length: bpf_core_field_size() */
	atomic_long_t pages_allocated;
} __attribute__((preserve_access_index));

/* lock: per class from 6.2 on; 6.1 has only the pool's (see above) */
struct size_class___zsp {
	spinlock_t lock;
	int pages_per_zspage;
} __attribute__((preserve_access_index));

/* RFC v4 "defer object free to per-cpu batches": one batch of handles. */
struct zs_free_batch___zsp {
	unsigned int nr;
} __attribute__((preserve_access_index));

/* Address of the pool-level lock, whichever name this kernel uses; 0 if none. */
static __always_inline __u64 zs_pool_lock_addr(void *pool)
{
	if (bpf_core_field_exists(((struct zs_pool___migrate_lock *)0)->migrate_lock))
		return (__u64)pool + bpf_core_field_offset(struct zs_pool___migrate_lock, migrate_lock);
	if (bpf_core_field_exists(((struct zs_pool___lock *)0)->lock))
		return (__u64)pool + bpf_core_field_offset(struct zs_pool___lock, lock);
	if (bpf_core_field_exists(((struct zs_pool___spinlock *)0)->lock))
		return (__u64)pool + bpf_core_field_offset(struct zs_pool___spinlock, lock);
	return 0;
}

#endif

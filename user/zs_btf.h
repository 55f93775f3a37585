/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Facts about the running kernel's zsmalloc that zsprobe reports beside its
 * measurements, read at run time instead of assumed: the page size and the
 * number of size classes.  The class count is ZS_SIZE_CLASSES, which depends
 * on PAGE_SHIFT (255 with 4 KiB pages, 257 with 16 KiB pages in 6.12); it is
 * the length of the array struct zs_pool.size_class[] in the kernel's BTF.
 */
#ifndef ZSFREE_ZS_BTF_H
#define ZSFREE_ZS_BTF_H

#include <stddef.h>
#include <stdint.h>

struct btf;

/* nelems of zs_pool.size_class in btf, or a negative errno (-ENOENT: no such struct or member). */
int zs_btf_size_classes(const struct btf *btf);

/*
 * The number of arguments tracepoint TP passes (its btf_trace_TP typedef's
 * prototype without the leading void *__data), or a negative errno
 * (-ENOENT: no such typedef, -EINVAL: not a pointer to a prototype).
 */
int btf_tracepoint_nargs(const struct btf *btf, const char *tp);

struct zs_kernel_facts {
	uint64_t page_size;		/* sysconf(_SC_PAGESIZE); 0 if unknown */
	int size_classes;		/* < 0: unknown, see why */
	const char *classes_btf;	/* "vmlinux" or "zsmalloc" (module BTF), NULL if unknown */
	char why[160];			/* why size_classes is unknown */
};

/*
 * Fill f for the running kernel: vmlinux is its parsed BTF, zsmalloc the
 * zsmalloc module's (CONFIG_ZSMALLOC=m; NULL when built in or not loaded),
 * as the caller already loaded it; zs_pool is looked up in vmlinux first.
 */
void zs_kernel_facts(struct zs_kernel_facts *f, const struct btf *vmlinux, const struct btf *zsmalloc);

#endif

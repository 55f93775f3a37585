// SPDX-License-Identifier: GPL-2.0
/* The running kernel's page size, zsmalloc class count and tracepoint prototypes (zs_btf.h). */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <bpf/btf.h>

#include "zs_btf.h"

int zs_btf_size_classes(const struct btf *btf)
{
	const struct btf_type *t, *a;
	const struct btf_member *m;
	int id, type;

	id = btf__find_by_name_kind(btf, "zs_pool", BTF_KIND_STRUCT);
	if (id < 0)
		return -ENOENT;
	t = btf__type_by_id(btf, id);
	m = btf_members(t);
	for (int i = 0; i < btf_vlen(t); i++, m++) {
		if (strcmp(btf__name_by_offset(btf, m->name_off), "size_class"))
			continue;
		/* an array may hide behind a typedef or a modifier */
		type = btf__resolve_type(btf, m->type);
		a = type < 0 ? NULL : btf__type_by_id(btf, type);
		return a && btf_is_array(a) ? (int)btf_array(a)->nelems : -EINVAL;
	}
	return -ENOENT;
}

int btf_tracepoint_nargs(const struct btf *btf, const char *tp)
{
	const struct btf_type *t;
	char name[128];
	int id;

	snprintf(name, sizeof(name), "btf_trace_%s", tp);
	id = btf__find_by_name_kind(btf, name, BTF_KIND_TYPEDEF);
	if (id < 0)
		return -ENOENT;
	t = btf__type_by_id(btf, id);
	t = t ? btf__type_by_id(btf, t->type) : NULL;
	if (!t || !btf_is_ptr(t))
		return -EINVAL;
	t = btf__type_by_id(btf, t->type);
	if (!t || !btf_is_func_proto(t) || btf_vlen(t) < 1)
		return -EINVAL;
	return btf_vlen(t) - 1;
}

void zs_kernel_facts(struct zs_kernel_facts *f, const struct btf *vmlinux, const struct btf *zsmalloc)
{
	long ps = sysconf(_SC_PAGESIZE);
	int n;

	memset(f, 0, sizeof(*f));
	f->page_size = ps > 0 ? (uint64_t)ps : 0;
	f->size_classes = -1;
	n = vmlinux ? zs_btf_size_classes(vmlinux) : -ENOENT;
	if (n > 0) {
		f->size_classes = n;
		f->classes_btf = "vmlinux";
		return;
	}
	/* zsmalloc built as a module keeps its types in its own BTF */
	if (!zsmalloc) {
		snprintf(f->why, sizeof(f->why), "struct zs_pool is not in vmlinux BTF and there is no "
			 "zsmalloc module BTF (/sys/kernel/btf/zsmalloc)");
		return;
	}
	n = zs_btf_size_classes(zsmalloc);
	if (n > 0) {
		f->size_classes = n;
		f->classes_btf = "zsmalloc";
	} else {
		snprintf(f->why, sizeof(f->why), "zs_pool.size_class[] not found in the BTF of vmlinux "
			 "or the zsmalloc module (error %d)", n);
	}
}

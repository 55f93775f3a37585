// SPDX-License-Identifier: GPL-2.0
/*
 * attach_btf_find(): an attach target (a function, a tracepoint's btf_trace_
 * typedef) is found in vmlinux's BTF first, then in a module's split BTF,
 * which is named by its index; a name in neither is -ENOENT.  In-memory
 * BTF, no kernel needed.
 */
#include <errno.h>

#include <bpf/btf.h>

#include "probe_attach.h"
#include "unit.h"

static void add_func(struct btf *b, const char *name)
{
	int proto = btf__add_func_proto(b, 0);

	btf__add_func(b, name, BTF_FUNC_GLOBAL, proto);
}

struct two {
	struct btf *vmlinux;
	struct module_btf mods[2];
	struct attach_ctx c;
};

/* vmlinux: do_exit, btf_trace_sched_switch; zram: zram_free; zsmalloc: zs_free, btf_trace_zs_x */
static void two_modules(struct two *t)
{
	int i32;

	memset(t, 0, sizeof(*t));
	t->vmlinux = btf__new_empty();
	i32 = btf__add_int(t->vmlinux, "int", 4, BTF_INT_SIGNED);
	add_func(t->vmlinux, "do_exit");
	btf__add_typedef(t->vmlinux, "btf_trace_sched_switch", i32);
	snprintf(t->mods[0].name, sizeof(t->mods[0].name), "zram");
	t->mods[0].btf = btf__new_empty_split(t->vmlinux);
	add_func(t->mods[0].btf, "zram_free");
	snprintf(t->mods[1].name, sizeof(t->mods[1].name), "zsmalloc");
	t->mods[1].btf = btf__new_empty_split(t->vmlinux);
	add_func(t->mods[1].btf, "zs_free");
	add_func(t->mods[1].btf, "do_exit");	/* a static namesake in the module */
	btf__add_typedef(t->mods[1].btf, "btf_trace_zs_x", i32);
	t->c.vmlinux = t->vmlinux;
	t->c.mods = t->mods;
	t->c.nmods = 2;
}

static void two_free(struct two *t)
{
	btf__free(t->mods[0].btf);
	btf__free(t->mods[1].btf);
	btf__free(t->vmlinux);
}

static void test_vmlinux_names(void)
{
	struct two t;
	int m = 7;

	two_modules(&t);
	CHECK(attach_btf_find(&t.c, "btf_trace_sched_switch", BTF_KIND_TYPEDEF, &m) > 0 && m == -1);
	/* vmlinux first, as libbpf's attach-target lookup */
	CHECK(attach_btf_find(&t.c, "do_exit", BTF_KIND_FUNC, &m) > 0 && m == -1);
	two_free(&t);
}

static void test_module_names(void)
{
	struct two t;
	int m = -1, id;

	two_modules(&t);
	id = attach_btf_find(&t.c, "zs_free", BTF_KIND_FUNC, &m);
	CHECK(id > 0 && m == 1);
	/* a split BTF numbers its types after its base's */
	CHECK(id >= (int)btf__type_cnt(t.vmlinux));
	CHECK(attach_btf_find(&t.c, "zram_free", BTF_KIND_FUNC, &m) > 0 && m == 0);
	CHECK(attach_btf_find(&t.c, "btf_trace_zs_x", BTF_KIND_TYPEDEF, &m) > 0 && m == 1);
	CHECK_STR(t.c.mods[m].name, "zsmalloc");
	two_free(&t);
}

static void test_missing_and_wrong_kind(void)
{
	struct two t;
	int m = 0;

	two_modules(&t);
	CHECK(attach_btf_find(&t.c, "zs_malloc", BTF_KIND_FUNC, &m) == -ENOENT && m == -1);
	CHECK(attach_btf_find(&t.c, "zs_free", BTF_KIND_TYPEDEF, &m) == -ENOENT);
	CHECK(attach_ctx_module_btf(&t.c, "zsmalloc") == t.mods[1].btf);
	CHECK(attach_ctx_module_btf(&t.c, "zswap") == NULL);
	two_free(&t);
}

int main(void)
{
	RUN(test_vmlinux_names);
	RUN(test_module_names);
	RUN(test_missing_and_wrong_kind);
	return unit_done();
}

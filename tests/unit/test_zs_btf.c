// SPDX-License-Identifier: GPL-2.0
/*
 * zs_btf_size_classes(): the class count comes from the array length of
 * zs_pool.size_class in BTF, whatever the page size made it, and is an
 * error (never a default) when the member or the struct is absent.
 * zs_kernel_facts(): vmlinux's zs_pool first, else the zsmalloc module's
 * split BTF that the caller loaded, else unknown with a reason.
 */
#include <errno.h>
#include <unistd.h>

#include <bpf/btf.h>

#include "unit.h"
#include "zs_btf.h"

/* adds struct zs_pool { char name[32]; void *size_class[nclasses]; } to b */
static struct btf *add_pool(struct btf *b, int nclasses, const char *member, int through_typedef)
{
	int i32, chr, ptr, arr, name;

	i32 = btf__add_int(b, "int", 4, BTF_INT_SIGNED);
	chr = btf__add_int(b, "char", 1, BTF_INT_CHAR);
	ptr = btf__add_ptr(b, 0);
	name = btf__add_array(b, i32, chr, 32);
	arr = btf__add_array(b, i32, ptr, nclasses);
	if (through_typedef)
		arr = btf__add_typedef(b, "classes_t", arr);
	btf__add_struct(b, "zs_pool", 32 + 8 * nclasses);
	btf__add_field(b, "name", name, 0, 0);
	btf__add_field(b, member, arr, 32 * 8, 0);
	return b;
}

static struct btf *pool_btf(int nclasses, const char *member, int through_typedef)
{
	return add_pool(btf__new_empty(), nclasses, member, through_typedef);
}

/* a vmlinux BTF without zsmalloc's types */
static struct btf *plain_vmlinux(void)
{
	struct btf *b = btf__new_empty();

	btf__add_int(b, "long", 8, BTF_INT_SIGNED);
	return b;
}

static void test_classes_4k(void)
{
	struct btf *b = pool_btf(255, "size_class", 0);

	CHECK(zs_btf_size_classes(b) == 255);
	btf__free(b);
}

static void test_classes_16k_through_typedef(void)
{
	struct btf *b = pool_btf(257, "size_class", 1);

	CHECK(zs_btf_size_classes(b) == 257);
	btf__free(b);
}

static void test_no_member_is_an_error(void)
{
	struct btf *b = pool_btf(255, "classes", 0);

	CHECK(zs_btf_size_classes(b) == -ENOENT);
	btf__free(b);
}

static void test_no_struct_is_an_error(void)
{
	struct btf *b = btf__new_empty();

	btf__add_int(b, "int", 4, BTF_INT_SIGNED);
	CHECK(zs_btf_size_classes(b) == -ENOENT);
	btf__free(b);
}

static void test_facts_from_vmlinux(void)
{
	struct btf *v = pool_btf(255, "size_class", 0);
	struct btf *m = add_pool(btf__new_empty_split(v), 257, "size_class", 0);
	struct zs_kernel_facts f;

	zs_kernel_facts(&f, v, m);
	CHECK(f.size_classes == 255);
	CHECK_STR(f.classes_btf, "vmlinux");
	CHECK(f.page_size == (uint64_t)sysconf(_SC_PAGESIZE));
	btf__free(m);
	btf__free(v);
}

static void test_facts_from_the_module_btf(void)
{
	struct btf *v = plain_vmlinux();
	struct btf *m = add_pool(btf__new_empty_split(v), 257, "size_class", 1);
	struct zs_kernel_facts f;

	zs_kernel_facts(&f, v, m);
	CHECK(f.size_classes == 257);
	CHECK_STR(f.classes_btf, "zsmalloc");
	CHECK(!f.why[0]);
	btf__free(m);
	btf__free(v);
}

static void test_facts_unknown_say_why(void)
{
	struct btf *v = plain_vmlinux();
	struct btf *m = add_pool(btf__new_empty_split(v), 255, "classes", 0);
	struct zs_kernel_facts f;

	zs_kernel_facts(&f, v, NULL);
	CHECK(f.size_classes < 0 && !f.classes_btf);
	CHECK(strstr(f.why, "no zsmalloc module BTF") != NULL);
	zs_kernel_facts(&f, v, m);
	CHECK(f.size_classes < 0 && !f.classes_btf);
	CHECK(strstr(f.why, "zs_pool.size_class[] not found") != NULL);
	btf__free(m);
	btf__free(v);
}

/* btf_trace_TP: typedef -> pointer -> prototype (void *__data, then NARGS more). */
static struct btf *tracepoint_btf(const char *tp, int nargs)
{
	struct btf *b = btf__new_empty();
	char name[96];
	int vp, proto;

	btf__add_int(b, "long", 8, BTF_INT_SIGNED);
	vp = btf__add_ptr(b, 0);
	proto = btf__add_func_proto(b, 0);
	for (int i = 0; i <= nargs; i++)
		btf__add_func_param(b, "", i ? 1 : vp);
	snprintf(name, sizeof(name), "btf_trace_%s", tp);
	btf__add_typedef(b, name, btf__add_ptr(b, proto));
	return b;
}

static void test_tracepoint_nargs(void)
{
	struct btf *b = tracepoint_btf("sched_process_exit", 2);

	CHECK(btf_tracepoint_nargs(b, "sched_process_exit") == 2);
	CHECK(btf_tracepoint_nargs(b, "sched_process_fork") == -ENOENT);
	btf__free(b);
	b = tracepoint_btf("sched_process_exit", 1);
	CHECK(btf_tracepoint_nargs(b, "sched_process_exit") == 1);
	btf__free(b);
}

static void test_tracepoint_nargs_not_a_prototype(void)
{
	struct btf *b = btf__new_empty();

	btf__add_typedef(b, "btf_trace_x", btf__add_int(b, "long", 8, BTF_INT_SIGNED));
	CHECK(btf_tracepoint_nargs(b, "x") == -EINVAL);
	btf__free(b);
}

int main(void)
{
	RUN(test_classes_4k);
	RUN(test_classes_16k_through_typedef);
	RUN(test_no_member_is_an_error);
	RUN(test_no_struct_is_an_error);
	RUN(test_facts_from_vmlinux);
	RUN(test_facts_from_the_module_btf);
	RUN(test_facts_unknown_say_why);
	RUN(test_tracepoint_nargs);
	RUN(test_tracepoint_nargs_not_a_prototype);
	return unit_done();
}

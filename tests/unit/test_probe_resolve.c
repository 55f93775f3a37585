// SPDX-License-Identifier: GPL-2.0
/* Probe resolver on fixture files (tests/fixtures/probes/, see its README). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "probe_resolve.h"
#include "unit.h"
#include "zsprobe_priv.h"

/* the hook groups under test */
static struct zsp_hooks H;

#define FIX "tests/fixtures/probes/"

static void fixture_env(struct probe_env *env)
{
	setenv("ZSPROBE_KALLSYMS", FIX "kallsyms", 1);
	setenv("ZSPROBE_FILTER_FUNCS", FIX "available_filter_functions", 1);
	setenv("ZSPROBE_BTF_FUNCS", FIX "btf_funcs", 1);
	setenv("ZSPROBE_TRACEFS", FIX "tracefs", 1);
	probe_env_load(env);
}

#define P(n, k, t) { .prog = n, .kind = k, .target = t }

/* The options the hook table reads (user/zsprobe.c defines them for the real run). */
/* zsprobe's own page-table walk group (user/zsprobe_hooks.c), not a copy of it. */
static struct hook_group walk_group(void)
{
	build_groups(&H, NULL);
	return H.g[G_WALK];
}

static void test_env_loads_fixtures(void)
{
	struct probe_env env;

	fixture_env(&env);
	CHECK(env.kallsyms_ok);
	CHECK(env.filter_ok);
	CHECK(env.btf_ok);
	CHECK(env.tracefs_ok);
	CHECK(symtab_has(&env.kallsyms, "zs_free"));
	CHECK(!symtab_has(&env.kallsyms, "vmemmap_base"));	/* data symbol */
	CHECK(symtab_has(&env.kallsyms, "zram_slot_free_notify"));	/* module symbol */
	CHECK(symtab_has(&env.filter, "zram_slot_free_notify"));	/* "name [mod]" */
	probe_env_free(&env);
}

static void test_kallsyms_addr(void)
{
	struct probe_env env;
	char used[64] = "";

	fixture_env(&env);
	CHECK(kallsyms_addr(&env, "zs_free", used, sizeof(used)) == 0xffffffff81698580ull);
	CHECK_STR(used, "zs_free");
	CHECK(kallsyms_addr(&env, "get_zspage", used, sizeof(used)) == 0xffffffff81697000ull);
	CHECK_STR(used, "get_zspage.isra.0");
	/* a .cold fragment is not the function's entry */
	CHECK(kallsyms_addr(&env, "zs_drain_work", NULL, 0) == 0);
	CHECK(kallsyms_addr(&env, "zap_pte_range", NULL, 0) == 0);
	CHECK(kallsyms_addr(&env, "zs_fre", NULL, 0) == 0);
	probe_env_free(&env);
}

/* Static checks alone pick unmap_vmas, with the right reason for each refusal. */
static void test_walk_chain_static(void)
{
	struct probe_env env;
	struct hook_group g = walk_group();

	fixture_env(&env);
	CHECK(resolve_group(&env, &g) >= 0);
	CHECK(g.chosen >= 0 && !strcmp(g.cand[g.chosen].label, "fentry+fexit:unmap_vmas"));
	CHECK(g.nrefused == 2);
	CHECK_STR(g.refused[0].hook, "fentry+fexit:zap_pte_range");
	CHECK(strstr(g.refused[0].error, "not in kallsyms") != NULL);
	CHECK_STR(g.refused[1].hook, "fentry+fexit:unmap_page_range");
	CHECK(strstr(g.refused[1].error, "available_filter_functions") != NULL);
	probe_env_free(&env);
}

static int refuse_fentry(const struct hook_prog *p, void *arg, char *why, size_t len)
{
	int *calls = arg;

	(*calls)++;
	if (p->kind == HK_FENTRY || p->kind == HK_FEXIT) {
		why[0] = 0;	/* let the resolver word it */
		(void)len;
		return -EPERM;
	}
	return 0;
}

/*
 * A kernel refusing fentry: the fentry candidates refused (unmap_vmas, the
 * one past the static checks, with EPERM), and the first kprobe twin that
 * exists is chosen: unmap_page_range, notrace for ftrace but not for kprobes.
 */
static void test_walk_chain_eperm(void)
{
	struct probe_env env;
	struct hook_group g = walk_group();
	int calls = 0;

	fixture_env(&env);
	env.attach_test = refuse_fentry;
	env.attach_arg = &calls;
	CHECK(resolve_group(&env, &g) >= 0);
	CHECK(g.chosen >= 0 && !strcmp(g.cand[g.chosen].label, "kprobe+kretprobe:unmap_page_range"));
	CHECK(g.nrefused == 4);
	CHECK(strstr(g.refused[2].error, "EPERM") != NULL);
	CHECK(strstr(g.refused[3].error, "not in kallsyms") != NULL);
	/* attach tests: fentry unmap_vmas (refused at its first program), both kprobes */
	CHECK(calls == 3);
	probe_env_free(&env);
}

static int refuse_function_probes(const struct hook_prog *p, void *arg, char *why, size_t len)
{
	(void)arg;
	why[0] = 0;
	(void)len;
	return p->kind == HK_TP_BTF || p->kind == HK_RAW_TP || p->kind == HK_TRACEPOINT ? 0 : -EPERM;
}

/* Without fentry and kprobes the walk has no split: the candidate without programs. */
static void test_walk_chain_no_function_probes(void)
{
	struct probe_env env;
	struct hook_group g = walk_group();

	fixture_env(&env);
	env.attach_test = refuse_function_probes;
	CHECK(resolve_group(&env, &g) >= 0);
	CHECK(g.chosen >= 0 && !g.cand[g.chosen].p[0].kind);
	CHECK(g.nrefused == g.ncand - 1);
	probe_env_free(&env);
}

static void test_missing_btf_func(void)
{
	struct probe_env env;
	struct hook_group g = { "release", {
		{ "fexit:__free_zspage", { P("zspage_free_fexit", HK_FEXIT, "__free_zspage") } },
	}, 1, -1, {}, 0 };

	fixture_env(&env);
	CHECK(resolve_group(&env, &g) == -1);
	CHECK(g.nrefused == 1);
	CHECK(strstr(g.refused[0].error, "not in vmlinux or module BTF") != NULL);
	probe_env_free(&env);
}

static void test_tracepoints(void)
{
	struct probe_env env;
	struct hook_prog ok = P("x", HK_TRACEPOINT, "syscalls/sys_enter_munmap");
	struct hook_prog missing = P("x", HK_TRACEPOINT, "syscalls/sys_enter_brk");
	struct hook_prog btf_ok = P("x", HK_TP_BTF, "sched_switch");
	struct hook_prog btf_missing = P("x", HK_TP_BTF, "contention_begin");
	char why[192];

	fixture_env(&env);
	CHECK(hook_check_static(&env, &ok, why, sizeof(why)) == 0);
	CHECK(hook_check_static(&env, &missing, why, sizeof(why)) == -1);
	CHECK(strstr(why, "no tracefs event syscalls/sys_enter_brk") != NULL);
	CHECK(hook_check_static(&env, &btf_ok, why, sizeof(why)) == 0);
	CHECK(hook_check_static(&env, &btf_missing, why, sizeof(why)) == -1);
	CHECK(strstr(why, "btf_trace_contention_begin") != NULL);
	probe_env_free(&env);
}

static int no_zram(const char *target, void *arg, char *why, size_t len)
{
	(void)arg;
	snprintf(why, len, "no zram for %s", target);
	return -1;
}

static void test_user_fallback(void)
{
	struct probe_env env;
	struct hook_group g = { "release", {
		{ "fexit:__free_zspage", { P("zspage_free_fexit", HK_FEXIT, "__free_zspage") } },
		{ "poll:mm_stat", { P(NULL, HK_USER, "mm_stat") } },
	}, 2, -1, {}, 0 };

	fixture_env(&env);
	env.user_check = no_zram;
	CHECK(resolve_group(&env, &g) == -1);
	CHECK(g.nrefused == 2);
	CHECK_STR(g.refused[1].error, "no zram for mm_stat");
	env.user_check = NULL;
	CHECK(resolve_group(&env, &g) == -1);	/* no check function: refused, not assumed */
	probe_env_free(&env);
}

/*
 * The reason a metric is unavailable names the refusals of hooks that exist
 * (EPERM, notrace, no --zram), not the absence of the first choice.
 */
static void test_refusal_reason_decisive(void)
{
	struct probe_env env;
	struct hook_group g = { "release", {
		{ "fexit:__free_zspage_lockless", { P("zspage_free_fexit", HK_FEXIT, "__free_zspage_lockless") } },
		{ "fexit:zs_free", { P("zspage_free_fexit", HK_FEXIT, "zs_free") } },
		{ "poll:mm_stat", { P(NULL, HK_USER, "mm_stat") } },
	}, 3, -1, {}, 0 };
	struct hook_group absent = { "x", {
		{ "fexit:__free_zspage_lockless", { P("zspage_free_fexit", HK_FEXIT, "__free_zspage_lockless") } },
		{ "tp_btf:contention_begin", { P("lock_begin_btf", HK_TP_BTF, "contention_begin") } },
	}, 2, -1, {}, 0 };
	struct hook_group none = { "y", { { 0 } }, 0, -1, {}, 0 };
	char buf[256];
	int calls = 0;

	fixture_env(&env);
	env.attach_test = refuse_fentry;
	env.attach_arg = &calls;
	env.user_check = no_zram;
	CHECK(resolve_group(&env, &g) == -1);
	CHECK(g.nrefused == 3 && g.refused[0].absent && !g.refused[1].absent && !g.refused[2].absent);
	group_refusal_reason(&g, buf, sizeof(buf));
	CHECK_STR(buf, "fexit:zs_free: fentry/fexit refused: EPERM (Operation not permitted); "
		  "poll:mm_stat: no zram for mm_stat");
	/* every hook absent: the first absence is the reason */
	CHECK(resolve_group(&env, &absent) == -1);
	CHECK(absent.refused[0].absent && absent.refused[1].absent);
	group_refusal_reason(&absent, buf, sizeof(buf));
	CHECK_STR(buf, "fexit:__free_zspage_lockless: __free_zspage_lockless not in kallsyms (inlined or absent)");
	/* a short buffer keeps what fits, terminated */
	group_refusal_reason(&g, buf, 24);
	CHECK(strlen(buf) < 24);
	CHECK_STR(group_refusal_reason(&none, buf, sizeof(buf)), "no hook candidates");
	probe_env_free(&env);
}

static int attach_all(const struct hook_prog *p, void *arg, char *why, size_t len)
{
	(void)p; (void)arg; (void)why; (void)len;
	return 0;
}

/* ZSPROBE_TEST_REFUSE=fentry stands for a kernel without fentry: the kprobe twin is chosen. */
static void test_kprobe_fallback(void)
{
	struct probe_env env;
	struct hook_group g = { "zs_free", {
		{ "fentry+fexit:zs_free", { P("a", HK_FENTRY, "zs_free"), P("b", HK_FEXIT, "zs_free") } },
		{ "kprobe+kretprobe:zs_free", { P("c", HK_KPROBE, "zs_free"), P("d", HK_KRETPROBE, "zs_free") } },
	}, 2, -1, {}, 0 };
	struct hook_group absent = { "x", {
		{ "kprobe:no_such_fn", { P("c", HK_KPROBE, "no_such_fn") } },
	}, 1, -1, {}, 0 };

	fixture_env(&env);
	env.attach_test = attach_all;
	CHECK(resolve_group(&env, &g) == 0);
	setenv("ZSPROBE_TEST_REFUSE", "fentry", 1);
	CHECK(resolve_group(&env, &g) == 1);
	CHECK(g.nrefused == 1 && strstr(g.refused[0].error, "ZSPROBE_TEST_REFUSE") != NULL);
	unsetenv("ZSPROBE_TEST_REFUSE");
	CHECK(resolve_group(&env, &absent) == -1);
	CHECK(absent.refused[0].absent && strstr(absent.refused[0].error, "not in kallsyms") != NULL);
	probe_env_free(&env);
}

/*
 * zsmalloc as a module: its functions are in the module's BTF, and the
 * chosen hook says which BTF and which module; vmlinux's BTF wins a name
 * that a module has too.
 */
static void test_module_btf(void)
{
	struct probe_env env;
	struct hook_location loc;
	struct hook_group fe = { "m", {
		{ "fentry:zs_compact", { P("a", HK_FENTRY, "zs_compact") } },
	}, 1, -1, {}, 0 };
	struct hook_group nobtf = { "z", {
		{ "fentry:zram_slot_free_notify", { P("a", HK_FENTRY, "zram_slot_free_notify") } },
		{ "kprobe:zram_slot_free_notify", { P("b", HK_KPROBE, "zram_slot_free_notify") } },
	}, 2, -1, {}, 0 };
	struct hook_group builtin = { "v", {
		{ "fentry:unmap_vmas", { P("a", HK_FENTRY, "unmap_vmas") } },
	}, 1, -1, {}, 0 };

	fixture_env(&env);
	env.attach_test = attach_all;
	CHECK_STR(symtab_module(&env.btf, "zs_compact"), "zsmalloc");
	CHECK_STR(symtab_module(&env.kallsyms, "zs_compact"), "zsmalloc");
	CHECK_STR(symtab_module(&env.filter, "zs_compact"), "zsmalloc");
	CHECK(symtab_module(&env.btf, "unmap_vmas") == NULL);	/* vmlinux's entry first */
	CHECK(symtab_module(&env.btf, "no_such_fn") == NULL);
	CHECK(resolve_group(&env, &fe) == 0);
	hook_location(&env, &fe.cand[0], &loc);
	CHECK_STR(loc.btf, "zsmalloc");
	CHECK_STR(loc.module, "zsmalloc");
	/* a module function without BTF: fentry refused, the kprobe twin chosen */
	CHECK(resolve_group(&env, &nobtf) == 1);
	CHECK(strstr(nobtf.refused[0].error, "not in vmlinux or module BTF") != NULL);
	hook_location(&env, &nobtf.cand[1], &loc);
	CHECK_STR(loc.btf, "");
	CHECK_STR(loc.module, "zram");
	CHECK(resolve_group(&env, &builtin) == 0);
	hook_location(&env, &builtin.cand[0], &loc);
	CHECK_STR(loc.btf, "vmlinux");
	CHECK_STR(loc.module, "");
	probe_env_free(&env);
}

/* Without the sources the static checks step aside and the attach test decides. */
static void test_missing_sources(void)
{
	struct probe_env env;
	struct hook_group g = walk_group();

	setenv("ZSPROBE_KALLSYMS", FIX "does-not-exist", 1);
	setenv("ZSPROBE_FILTER_FUNCS", FIX "does-not-exist", 1);
	unsetenv("ZSPROBE_BTF_FUNCS");
	setenv("ZSPROBE_TRACEFS", FIX "does-not-exist", 1);
	probe_env_load(&env);
	CHECK(!env.kallsyms_ok && !env.filter_ok && !env.btf_ok && !env.tracefs_ok);
	CHECK(resolve_group(&env, &g) == 0);
	CHECK(kallsyms_addr(&env, "zs_free", NULL, 0) == 0);
	probe_env_free(&env);
}

static void test_errno_desc(void)
{
	char b[64];

	CHECK(strstr(errno_desc(-EPERM, b, sizeof(b)), "EPERM") != NULL);
	CHECK(strstr(errno_desc(ENOENT, b, sizeof(b)), "ENOENT") != NULL);
	CHECK(strstr(errno_desc(-524, b, sizeof(b)), "ENOTSUPP") != NULL);
}

int main(void)
{
	RUN(test_env_loads_fixtures);
	RUN(test_kallsyms_addr);
	RUN(test_walk_chain_static);
	RUN(test_walk_chain_eperm);
	RUN(test_walk_chain_no_function_probes);
	RUN(test_missing_btf_func);
	RUN(test_tracepoints);
	RUN(test_user_fallback);
	RUN(test_missing_sources);
	RUN(test_refusal_reason_decisive);
	RUN(test_kprobe_fallback);
	RUN(test_module_btf);
	RUN(test_errno_desc);
	return unit_done();
}

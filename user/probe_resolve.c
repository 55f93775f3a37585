// SPDX-License-Identifier: GPL-2.0
/* Declarative probe resolution; see probe_resolve.h. */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "probe_resolve.h"

/* ---- environment ------------------------------------------------------ */

static bool is_dir(const char *p)
{
	struct stat st;

	return !stat(p, &st) && S_ISDIR(st.st_mode);
}

void probe_env_load(struct probe_env *env)
{
	const char *ks = getenv("ZSPROBE_KALLSYMS");
	const char *tf = getenv("ZSPROBE_TRACEFS");
	const char *ff = getenv("ZSPROBE_FILTER_FUNCS");
	const char *bf = getenv("ZSPROBE_BTF_FUNCS");
	char path[512];

	memset(env, 0, sizeof(*env));
	env->kallsyms_ok = !symtab_load_kallsyms(&env->kallsyms, ks ? ks : "/proc/kallsyms");
	if (tf)
		snprintf(env->tracefs, sizeof(env->tracefs), "%s", tf);
	else if (is_dir("/sys/kernel/tracing/events"))
		snprintf(env->tracefs, sizeof(env->tracefs), "/sys/kernel/tracing");
	else
		snprintf(env->tracefs, sizeof(env->tracefs), "/sys/kernel/debug/tracing");
	snprintf(path, sizeof(path), "%s/events", env->tracefs);
	env->tracefs_ok = is_dir(path);
	if (!ff) {
		snprintf(path, sizeof(path), "%s/available_filter_functions", env->tracefs);
		ff = path;
	}
	env->filter_ok = !symtab_load_names(&env->filter, ff) && env->filter.n > 0;
	if (bf)
		env->btf_ok = !symtab_load_names(&env->btf, bf);
}

void probe_env_free(struct probe_env *env)
{
	symtab_free(&env->kallsyms);
	symtab_free(&env->filter);
	symtab_free(&env->btf);
}

/* ---- resolution ------------------------------------------------------- */

const char *errno_desc(int err, char *buf, size_t len)
{
	const char *name;

	if (err < 0)
		err = -err;
	name = strerrorname_np(err);
	if (err == 524)	/* kernel-internal ENOTSUPP: no trampoline on this arch */
		snprintf(buf, len, "ENOTSUPP (524: not supported by this kernel/arch)");
	else
		snprintf(buf, len, "%s (%s)", name ? name : "errno", strerror(err));
	return buf;
}

static bool fn_kind(enum hook_kind k)
{
	return k == HK_FENTRY || k == HK_FEXIT;
}

int hook_check_static(const struct probe_env *env, const struct hook_prog *p,
		      char *why, size_t len)
{
	char name[160], path[600];

	switch (p->kind) {
	case HK_FENTRY:
	case HK_FEXIT:
		if (env->kallsyms_ok && !symtab_has(&env->kallsyms, p->target)) {
			snprintf(why, len, "%s not in kallsyms (inlined or absent)", p->target);
			return -1;
		}
		if (env->btf_ok && !symtab_has(&env->btf, p->target)) {
			snprintf(why, len, "%s not in vmlinux or module BTF (static clone or not encoded)",
				 p->target);
			return -1;
		}
		if (env->filter_ok && !symtab_has(&env->filter, p->target)) {
			snprintf(why, len, "%s not in available_filter_functions (notrace)", p->target);
			return -1;
		}
		return 0;
	case HK_TP_BTF:
		snprintf(name, sizeof(name), "btf_trace_%s", p->target);
		if (env->btf_ok && !symtab_has(&env->btf, name)) {
			snprintf(why, len, "no BTF type %s (tracepoint absent)", name);
			return -1;
		}
		return 0;
	case HK_TRACEPOINT:
		if (!env->tracefs_ok) {
			snprintf(why, len, "tracefs not mounted at %s", env->tracefs);
			return -1;
		}
		snprintf(path, sizeof(path), "%s/events/%s/id", env->tracefs, p->target);
		if (access(path, R_OK)) {
			snprintf(why, len, "no tracefs event %s", p->target);
			return -1;
		}
		return 0;
	case HK_KPROBE:
	case HK_KRETPROBE:
		/* kprobes need the symbol, not BTF or ftrace (notrace functions are fine) */
		if (env->kallsyms_ok && !symtab_has(&env->kallsyms, p->target)) {
			snprintf(why, len, "%s not in kallsyms (inlined or absent)", p->target);
			return -1;
		}
		return 0;
	case HK_RAW_TP:
	case HK_USER:
		return 0;
	}
	snprintf(why, len, "unknown hook kind %d", p->kind);
	return -1;
}

/* Does the static check say p's target is not on this kernel at all? */
static bool hook_absent(const struct probe_env *env, const struct hook_prog *p)
{
	char name[160], path[600];

	switch (p->kind) {
	case HK_FENTRY:
	case HK_FEXIT:
	case HK_KPROBE:
	case HK_KRETPROBE:
		return env->kallsyms_ok && !symtab_has(&env->kallsyms, p->target);
	case HK_TP_BTF:
		snprintf(name, sizeof(name), "btf_trace_%s", p->target);
		return env->btf_ok && !symtab_has(&env->btf, name);
	case HK_TRACEPOINT:
		snprintf(path, sizeof(path), "%s/events/%s/id", env->tracefs, p->target);
		return env->tracefs_ok && access(path, R_OK);
	default:
		return false;
	}
}

/*
 * ZSPROBE_TEST_REFUSE=fentry: the resolver treats fentry/fexit as refused
 * (EPERM), as on a kernel without DYNAMIC_FTRACE_WITH_DIRECT_CALLS, so the
 * kprobe fallbacks can be tested on a kernel that has fentry.
 */
static int refused_by_env(const struct hook_prog *p, char *why, size_t len)
{
	const char *v = getenv("ZSPROBE_TEST_REFUSE");

	if (!v || strcmp(v, "fentry") || !fn_kind(p->kind))
		return 0;
	snprintf(why, len, "fentry/fexit refused by ZSPROBE_TEST_REFUSE");
	return -EPERM;
}

/* Checks every program of candidate c; 0 if all usable, else -1 with why
 * filled and *absent telling whether a target does not exist here.
 */
static int check_cand(const struct probe_env *env, const struct hook_cand *c,
		      char *why, size_t len, bool *absent)
{
	*absent = false;
	for (int i = 0; i < HOOK_MAX_PROGS && c->p[i].kind; i++) {
		const struct hook_prog *p = &c->p[i];
		char e[64];
		int err;

		if (p->kind == HK_USER) {
			if (!env->user_check) {
				snprintf(why, len, "no user-space check available");
				return -1;
			}
			if (env->user_check(p->target, env->user_arg, why, len))
				return -1;
			continue;
		}
		if (hook_check_static(env, p, why, len)) {
			*absent = hook_absent(env, p);
			return -1;
		}
		if (!env->attach_test)
			continue;
		err = refused_by_env(p, why, len);
		if (!err)
			err = env->attach_test(p, env->attach_arg, why, len);
		if (err) {
			if (!why[0])
				snprintf(why, len, "%s refused: %s", fn_kind(p->kind) ? "fentry/fexit" : "attach",
					 errno_desc(err, e, sizeof(e)));
			return -1;
		}
	}
	return 0;
}

void hook_location(const struct probe_env *env, const struct hook_cand *c, struct hook_location *loc)
{
	loc->btf[0] = loc->module[0] = 0;
	for (int i = 0; i < HOOK_MAX_PROGS && c->p[i].kind; i++) {
		const struct hook_prog *p = &c->p[i];
		char name[160];
		const char *m;

		switch (p->kind) {
		case HK_FENTRY:
		case HK_FEXIT:
		case HK_TP_BTF:
			snprintf(name, sizeof(name), "%s%s", p->kind == HK_TP_BTF ? "btf_trace_" : "", p->target);
			if (!loc->btf[0] && env->btf_ok && symtab_has(&env->btf, name)) {
				m = symtab_module(&env->btf, name);
				snprintf(loc->btf, sizeof(loc->btf), "%s", m ? m : "vmlinux");
			}
			if (p->kind == HK_TP_BTF)
				break;
			/* fall through */
		case HK_KPROBE:
		case HK_KRETPROBE:
			m = env->kallsyms_ok ? symtab_module(&env->kallsyms, p->target) : NULL;
			if (!loc->module[0] && m)
				snprintf(loc->module, sizeof(loc->module), "%s", m);
			break;
		default:
			break;
		}
	}
}

int resolve_group(const struct probe_env *env, struct hook_group *g)
{
	g->chosen = -1;
	g->nrefused = 0;
	for (int i = 0; i < g->ncand && i < HOOK_MAX_CANDS; i++) {
		char why[192] = "";
		bool absent;

		if (!check_cand(env, &g->cand[i], why, sizeof(why), &absent)) {
			g->chosen = i;
			return i;
		}
		snprintf(g->refused[g->nrefused].hook, sizeof(g->refused[0].hook), "%s", g->cand[i].label);
		snprintf(g->refused[g->nrefused].error, sizeof(g->refused[0].error), "%s", why);
		g->refused[g->nrefused].absent = absent;
		g->nrefused++;
	}
	return -1;
}

const char *group_refusal_reason(const struct hook_group *g, char *buf, size_t len)
{
	size_t used = 0;

	buf[0] = 0;
	for (int i = 0; i < g->nrefused; i++) {
		const struct hook_refusal *r = &g->refused[i];
		int n;

		if (r->absent)
			continue;
		n = snprintf(buf + used, len - used, "%s%s: %s", used ? "; " : "", r->hook, r->error);
		if (n < 0 || (size_t)n >= len - used)
			break;	/* truncated: what fits is still the decisive part */
		used += (size_t)n;
	}
	if (buf[0])
		return buf;
	if (g->nrefused)
		snprintf(buf, len, "%s: %s", g->refused[0].hook, g->refused[0].error);
	else
		snprintf(buf, len, "no hook candidates");
	return buf;
}

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

/* ---- symbol tables ---------------------------------------------------- */

struct entry {
	char *name;
	char *mod;	/* "zsmalloc" for a module's symbol, NULL for vmlinux */
	unsigned long long addr;
};

/* By name; vmlinux's entry of a name first, then the modules' by name. */
static int cmp_entry(const void *a, const void *b)
{
	const struct entry *x = a, *y = b;
	int c = strcmp(x->name, y->name);

	if (c || x->mod == y->mod)
		return c;
	if (!x->mod || !y->mod)
		return x->mod ? 1 : -1;
	return strcmp(x->mod, y->mod);
}

/* Reads the whole file (procfs files report size 0, so read until EOF). */
static char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "r");
	size_t cap = 1 << 20, n = 0;
	char *buf;

	if (!f)
		return NULL;
	buf = malloc(cap + 1);
	while (buf) {
		size_t r = fread(buf + n, 1, cap - n, f);

		n += r;
		if (r == 0)
			break;
		if (n == cap) {
			char *nb = realloc(buf, cap * 2 + 1);

			if (!nb) {
				free(buf);
				buf = NULL;
				break;
			}
			buf = nb;
			cap *= 2;
		}
	}
	if (buf && ferror(f)) {
		free(buf);
		buf = NULL;
	}
	fclose(f);
	if (buf) {
		buf[n] = 0;
		*len = n;
	}
	return buf;
}

/* Sorts and packs entries (names point into t->buf) into t. */
static int symtab_build(struct symtab *t, struct entry *e, size_t n)
{
	qsort(e, n, sizeof(*e), cmp_entry);
	t->names = malloc((n ? n : 1) * sizeof(*t->names));
	t->mods = malloc((n ? n : 1) * sizeof(*t->mods));
	t->addrs = malloc((n ? n : 1) * sizeof(*t->addrs));
	if (!t->names || !t->mods || !t->addrs)
		return -1;
	for (size_t i = 0; i < n; i++) {
		t->names[i] = e[i].name;
		t->mods[i] = e[i].mod;
		t->addrs[i] = e[i].addr;
	}
	t->n = n;
	return 0;
}

/* "[zsmalloc]" -> "zsmalloc" (in place); NULL for anything else. */
static char *module_field(char *f)
{
	size_t l = f ? strlen(f) : 0;

	if (l < 3 || f[0] != '[' || f[l - 1] != ']')
		return NULL;
	f[l - 1] = 0;
	return f + 1;
}

static int symtab_parse(struct symtab *t, const char *path, bool kallsyms)
{
	size_t len, n = 0, cap = 4096;
	struct entry *e;
	char *line, *save = NULL;
	int err;

	memset(t, 0, sizeof(*t));
	t->buf = slurp(path, &len);
	if (!t->buf)
		return -1;
	e = malloc(cap * sizeof(*e));
	for (line = strtok_r(t->buf, "\n", &save); e && line; line = strtok_r(NULL, "\n", &save)) {
		char *f1, *f2, *f3, *mod, *s2 = NULL;
		unsigned long long addr = 0;

		f1 = strtok_r(line, " \t", &s2);
		if (!f1 || *f1 == '#')
			continue;
		if (kallsyms) {
			f2 = strtok_r(NULL, " \t", &s2);
			f3 = strtok_r(NULL, " \t", &s2);
			if (!f2 || !f3 || !strchr("tTwW", f2[0]))
				continue;
			addr = strtoull(f1, NULL, 16);
			f1 = f3;
		}
		/* kallsyms and available_filter_functions: "name [module]" */
		mod = module_field(strtok_r(NULL, " \t", &s2));
		if (n == cap) {
			struct entry *ne = realloc(e, 2 * cap * sizeof(*e));

			if (!ne)
				break;
			e = ne;
			cap *= 2;
		}
		e[n].name = f1;
		e[n].mod = mod;
		e[n].addr = addr;
		n++;
	}
	err = e ? symtab_build(t, e, n) : -1;
	free(e);
	return err;
}

int symtab_load_kallsyms(struct symtab *t, const char *path)
{
	return symtab_parse(t, path, true);
}

int symtab_load_names(struct symtab *t, const char *path)
{
	return symtab_parse(t, path, false);
}

int symtab_from_names(struct symtab *t, const char *const *names, size_t n)
{
	return symtab_from_names_mods(t, names, NULL, n);
}

int symtab_from_names_mods(struct symtab *t, const char *const *names, const char *const *mods, size_t n)
{
	size_t total = 0, off = 0;
	struct entry *e;
	int err;

	memset(t, 0, sizeof(*t));
	for (size_t i = 0; i < n; i++)
		total += strlen(names[i]) + 1 + (mods && mods[i] ? strlen(mods[i]) + 1 : 0);
	t->buf = malloc(total + 1);
	e = malloc((n ? n : 1) * sizeof(*e));
	if (!t->buf || !e) {
		free(e);
		return -1;
	}
	for (size_t i = 0; i < n; i++) {
		size_t l = strlen(names[i]) + 1;

		memcpy(t->buf + off, names[i], l);
		e[i].name = t->buf + off;
		e[i].mod = NULL;
		e[i].addr = 0;
		off += l;
		if (mods && mods[i]) {
			l = strlen(mods[i]) + 1;
			memcpy(t->buf + off, mods[i], l);
			e[i].mod = t->buf + off;
			off += l;
		}
	}
	err = symtab_build(t, e, n);
	free(e);
	return err;
}

static long symtab_find(const struct symtab *t, const char *name)
{
	size_t lo = 0, hi = t->n;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		int c = strcmp(t->names[mid], name);

		if (!c) {
			/* duplicates (static functions in several files): first one */
			while (mid > 0 && !strcmp(t->names[mid - 1], name))
				mid--;
			return (long)mid;
		}
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return -1;
}

bool symtab_has(const struct symtab *t, const char *name)
{
	return t->n && symtab_find(t, name) >= 0;
}

const char *symtab_module(const struct symtab *t, const char *name)
{
	long i = t->n ? symtab_find(t, name) : -1;

	return i < 0 ? NULL : t->mods[i];
}

void symtab_free(struct symtab *t)
{
	free(t->buf);
	free(t->names);
	free(t->mods);
	free(t->addrs);
	memset(t, 0, sizeof(*t));
}

unsigned long long kallsyms_addr(const struct probe_env *env, const char *name,
				 char *used, size_t used_len)
{
	/* GCC clones keep the entry point; a .cold fragment is not an entry */
	static const char *const clones[] = { ".isra.", ".constprop.", ".part." };
	const struct symtab *t = &env->kallsyms;
	long i = env->kallsyms_ok ? symtab_find(t, name) : -1;
	size_t nl = strlen(name), lo = 0, hi = t->n;

	if (i < 0 && env->kallsyms_ok) {
		/* clones sort right after "name." */
		while (lo < hi) {
			size_t mid = (lo + hi) / 2;

			if (strcmp(t->names[mid], name) < 0)
				lo = mid + 1;
			else
				hi = mid;
		}
		for (size_t k = lo; i < 0 && k < t->n && !strncmp(t->names[k], name, nl); k++)
			for (size_t c = 0; c < sizeof(clones) / sizeof(clones[0]); c++)
				if (!strncmp(t->names[k] + nl, clones[c], strlen(clones[c]))) {
					i = (long)k;
					break;
				}
	}
	if (i < 0)
		return 0;
	if (used)
		snprintf(used, used_len, "%s", t->names[i]);
	return t->addrs[i];
}

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

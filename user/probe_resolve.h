/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Declarative probe resolution.  Each metric has a hook group: an ordered
 * list of candidates (fentry/fexit -> tp_btf -> raw_tp -> tracepoint ->
 * user-space fallback), each naming the BPF programs it needs and their
 * targets.  The resolver takes the first candidate whose every program
 * passes the static checks (kallsyms, BTF, available_filter_functions,
 * tracefs) and the attach test, and records why each earlier one was
 * refused.  This file does no BPF itself: the attach test is a callback,
 * so the logic is unit-tested on fixture files.
 *
 * Environment overrides (for tests and unusual systems):
 *   ZSPROBE_KALLSYMS      default /proc/kallsyms
 *   ZSPROBE_TRACEFS       default /sys/kernel/tracing, then /sys/kernel/debug/tracing
 *   ZSPROBE_FILTER_FUNCS  default $TRACEFS/available_filter_functions
 *   ZSPROBE_BTF_FUNCS     a file of BTF FUNC names and btf_trace_* typedef
 *                         names, one per line, "name [module]" for a name
 *                         from a module's BTF (default: the caller fills
 *                         env->btf from /sys/kernel/btf/vmlinux and every
 *                         /sys/kernel/btf/MODULE)
 */
#ifndef ZSFREE_PROBE_RESOLVE_H
#define ZSFREE_PROBE_RESOLVE_H

#include <stdbool.h>
#include <stddef.h>

enum hook_kind {
	HK_FENTRY = 1,
	HK_FEXIT,
	HK_TP_BTF,
	HK_RAW_TP,
	HK_TRACEPOINT,	/* target "category/event" */
	HK_USER,	/* a user-space fallback checked by env->user_check */
	HK_KPROBE,	/* a function entry where fentry is unavailable (costlier: int3 or ftrace + pt_regs) */
	HK_KRETPROBE,	/* a function return likewise */
};

#define HOOK_MAX_PROGS 4
#define HOOK_MAX_CANDS 8

struct hook_prog {
	const char *prog;	/* BPF program name (NULL for HK_USER) */
	enum hook_kind kind;	/* 0 ends the list */
	const char *target;
};

struct hook_cand {
	const char *label;	/* as recorded, e.g. "fexit:unmap_vmas" */
	struct hook_prog p[HOOK_MAX_PROGS];
};

struct hook_refusal {
	char hook[96];
	char error[192];
	bool absent;		/* the hook does not exist on this kernel (not a refusal to judge) */
};

struct hook_group {
	const char *metric;
	struct hook_cand cand[HOOK_MAX_CANDS];
	int ncand;
	int chosen;		/* index into cand, -1 if none */
	struct hook_refusal refused[HOOK_MAX_CANDS];
	int nrefused;
};

/* Where a candidate's function or BTF tracepoint lives. */
struct hook_location {
	char btf[64];		/* BTF it attaches through: "vmlinux", a module's name; "" if none */
	char module[64];	/* module holding the function (kallsyms); "" if built in or none */
};

/* A set of symbol names (sorted) with optional addresses and modules. */
struct symtab {
	char *buf;
	char **names;
	char **mods;		/* the module a name belongs to, NULL for vmlinux */
	unsigned long long *addrs;
	size_t n;
};

struct probe_env {
	struct symtab kallsyms;
	bool kallsyms_ok;
	struct symtab filter;	/* available_filter_functions */
	bool filter_ok;
	struct symtab btf;	/* BTF FUNC + btf_trace_* names, vmlinux's and modules' */
	bool btf_ok;
	char tracefs[256];
	bool tracefs_ok;
	/* 0 if the program really attaches, else -errno with why filled. */
	int (*attach_test)(const struct hook_prog *p, void *arg, char *why, size_t len);
	void *attach_arg;
	/* for HK_USER candidates: 0 if usable, else -1 with why filled. */
	int (*user_check)(const char *target, void *arg, char *why, size_t len);
	void *user_arg;
};

/* Loads kallsyms, tracefs, filter functions and (if ZSPROBE_BTF_FUNCS is
 * set) the BTF name list.  Missing sources only mark their *_ok false.
 */
void probe_env_load(struct probe_env *env);
void probe_env_free(struct probe_env *env);

/* "addr type name [module]" lines; keeps text symbols (t/T/w/W). */
int symtab_load_kallsyms(struct symtab *t, const char *path);
/* "name [module]" lines (available_filter_functions, ZSPROBE_BTF_FUNCS). */
int symtab_load_names(struct symtab *t, const char *path);
/* Builds a symtab from an array of names (copied). */
int symtab_from_names(struct symtab *t, const char *const *names, size_t n);
/* The same with each name's module (mods[i] NULL: vmlinux; mods NULL: all vmlinux). */
int symtab_from_names_mods(struct symtab *t, const char *const *names, const char *const *mods, size_t n);
bool symtab_has(const struct symtab *t, const char *name);
/* The module of name's first entry (vmlinux's if it has one); NULL for vmlinux or absent. */
const char *symtab_module(const struct symtab *t, const char *name);
void symtab_free(struct symtab *t);

/*
 * Address of function `name` in kallsyms; accepts a compiler clone
 * (name.isra.0, name.constprop.0, name.part.0) when the exact name is
 * absent, and says which in used (may be NULL).  0 if absent.
 */
unsigned long long kallsyms_addr(const struct probe_env *env, const char *name,
				 char *used, size_t used_len);

/* Static checks for one program; 0 if nothing rules it out. */
int hook_check_static(const struct probe_env *env, const struct hook_prog *p,
		      char *why, size_t len);

/* Resolves g (fills chosen/refused); returns the chosen index or -1. */
int resolve_group(const struct probe_env *env, struct hook_group *g);

/*
 * Where candidate c's first function or BTF tracepoint is, from the name
 * lists: the BTF object it attaches through (fentry/fexit/tp_btf: vmlinux
 * or a module's) and the module holding the function (fentry/fexit/kprobe).
 */
void hook_location(const struct probe_env *env, const struct hook_cand *c, struct hook_location *loc);

/*
 * Why no candidate of g was chosen, in one line: every refusal of a hook
 * that exists on this kernel ("hook: error; hook: error"), since those are
 * what a user can act on; only when every hook is absent, the first
 * absence.  "no hook candidates" when nothing was tried.
 */
const char *group_refusal_reason(const struct hook_group *g, char *buf, size_t len);

/* "EPERM (Operation not permitted)" for -EPERM or EPERM. */
const char *errno_desc(int err, char *buf, size_t len);

#endif

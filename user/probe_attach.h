/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Real attach tests for the resolver (bcc's fentry_can_attach idea): load a
 * two-instruction program of the candidate's type and really attach it, so
 * that a kernel refusing fentry (EPERM, ENOTSUPP on arches without
 * trampolines) or missing a tracepoint is found before the real load.
 */
#ifndef ZSFREE_PROBE_ATTACH_H
#define ZSFREE_PROBE_ATTACH_H

#include <stddef.h>

#include "probe_resolve.h"

struct btf;

/* A module's split BTF (/sys/kernel/btf/NAME on top of vmlinux's). */
struct module_btf {
	char name[64];
	struct btf *btf;
	int obj_fd;		/* the kernel's BTF object of the module: 0 not looked up, <0 not found */
};

struct attach_ctx {
	struct btf *vmlinux;	/* NULL: no BTF, function hooks are refused */
	struct module_btf *mods;	/* every loaded module with BTF */
	int nmods;
	const char *tracefs;
	struct attach_cache *cache;
};

/*
 * Loads the BTF of every module in dir (/sys/kernel/btf: every entry but
 * vmlinux) with c->vmlinux as its base.  A module whose BTF cannot be parsed
 * is skipped (a note on stderr); 0, or -errno when dir cannot be read.
 */
int module_btfs_load(struct attach_ctx *c, const char *dir);

/* Fills t with FUNC and btf_trace_* names from vmlinux's BTF and every
 * loaded module's (their names tagged with the module).
 */
int btf_names_load(const struct attach_ctx *c, struct symtab *t);

/* The BTF of the loaded module called name, or NULL (built in, not loaded, no BTF). */
const struct btf *attach_ctx_module_btf(const struct attach_ctx *c, const char *name);

/*
 * Finds name of BTF kind (BTF_KIND_FUNC, BTF_KIND_TYPEDEF) in vmlinux's BTF,
 * else in the first module's that has it: its type id, and in *mod the index
 * of that module in c->mods (-1 for vmlinux).  -ENOENT if none has it.  vmlinux
 * comes first, as in libbpf's own attach-target lookup.
 */
int attach_btf_find(const struct attach_ctx *c, const char *name, int kind, int *mod);

/* probe_env.attach_test callback; arg is a struct attach_ctx. */
int probe_attach_test(const struct hook_prog *p, void *arg, char *why, size_t len);

void attach_ctx_free(struct attach_ctx *c);

#endif

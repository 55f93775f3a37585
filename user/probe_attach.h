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

struct attach_ctx {
	struct btf *vmlinux;	/* NULL: no BTF, function hooks are refused */
	const char *tracefs;
	struct attach_cache *cache;
};

/* Fills env->btf with FUNC and btf_trace_* names from vmlinux BTF. */
int btf_names_load(struct btf *btf, struct symtab *t);

/* probe_env.attach_test callback; arg is a struct attach_ctx. */
int probe_attach_test(const struct hook_prog *p, void *arg, char *why, size_t len);

void attach_ctx_free(struct attach_ctx *c);

#endif

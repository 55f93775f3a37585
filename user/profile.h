/* SPDX-License-Identifier: GPL-2.0 */
/*
 * zsprobe's CPU profile (docs/zsprobe.md, "CPU profile"): perf events per
 * CPU running bpf/profile.bpf.c, their stacks read back, kernel frames
 * symbolised from kallsyms and user frames by build id.  profile.c holds the
 * BPF side (prepare, attach, detach, collect), profile_sym.c and
 * profile_usym.c the symbolisers, profile_json.c the emitters; the last
 * three make no BPF call.
 */
#ifndef ZSP_USER_PROFILE_H
#define ZSP_USER_PROFILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "../bpf/profile.h"
#include "json.h"
#include "probe_resolve.h"
#include "profile_usym.h"

#define ZSP_PROF_HZ_MAX 10000

/* One sampled (pid, role, kernel stack, user stack) and how often. */
struct zsp_prof_stack {
	uint32_t pid;
	uint32_t role;		/* enum zsp_prof_role */
	uint64_t count;
	uint64_t kid, uid;	/* the stacks' keys (hashes of their frames) when kerr, uerr are 0 */
	int32_t kerr, uerr;	/* < 0: -errno (-EFAULT: none, e.g. a kernel thread's user stack) */
	char **kframes;		/* leaf first: "func+0xoff", "func+0xoff [module]" or "0xaddr" */
	size_t nk;
	char **uframes;		/* leaf first: "func+0xoff [file]", "[file]+0xoff", "bid:<hex>+0xoff" or "0xaddr" */
	size_t nu;
};

struct bpf_object;
struct bpf_link;

struct zsp_profile {
	int hz;			/* --profile HZ; 0: no profile (no "profile" in the report) */
	int hz_used;		/* what the events sample at: hz, or the kernel's limit below it */
	int hz_max;		/* kernel.perf_event_max_sample_rate when read, else 0 */
	bool available;
	char why[192];		/* why not, when !available */
	const char *event;	/* "cycles" or "cpu-clock" */
	int ncpus;		/* CPUs whose event is attached */
	uint64_t cnt[ZSP_PROF_CNT_NR];	/* summed over CPUs */
	bool cnt_ok;
	bool symbolised;	/* kernel frames carry names (else raw addresses) */
	char sym_why[128];	/* why not */
	/* user frames over the distinct stacks, by enum usym_found, and those with an address only */
	uint64_t uframes[USYM_NAMED + 1], uframes_addr;
	char **ufiles;		/* the files user frames were named from */
	size_t nufiles;
	struct zsp_prof_stack *v;
	size_t n;
	struct bpf_link **links;
	int nlinks;
};

/* Before load: the program autoloads only with a profile the kernel can take. */
void zsp_profile_prepare(struct zsp_profile *p, struct bpf_object *obj, int hz);
/* After load: a perf event per CPU with the program on it. */
void zsp_profile_attach(struct zsp_profile *p, struct bpf_object *obj, int ncpus);
void zsp_profile_detach(struct zsp_profile *p);
/*
 * After detach: the counts and stacks into p, kernel frames symbolised from
 * ksyms, user frames from COMMAND's executable (NULL: none) and the files
 * zsprobe maps.
 */
void zsp_profile_collect(struct zsp_profile *p, struct bpf_object *obj, int ncpus,
			 const struct symtab *ksyms, bool ksyms_ok, const char *command);
void zsp_profile_free(struct zsp_profile *p);

/* Kernel symbols by address (profile_sym.c). */
struct prof_syms {
	unsigned long long *addr;
	const char **name;
	const char **mod;
	size_t n;
};
/* From kallsyms (names and modules stay owned by t); -1 when its addresses are all hidden. */
int prof_syms_build(struct prof_syms *s, const struct symtab *t);
/* ip as "func+0xoff" ("func+0xoff [mod]"), or "0xip" outside every symbol; a
 * return address (not the leaf) is looked up at ip - 1, so a call at a
 * function's end is not given to the next one.
 */
void prof_syms_format(const struct prof_syms *s, uint64_t ip, bool leaf, char *buf, size_t len);
void prof_syms_free(struct prof_syms *s);

/* metrics.profile (absent without --profile), and its text line (profile_json.c). */
void zsp_profile_json(struct json *j, const struct zsp_profile *p);
void zsp_profile_text(FILE *f, const struct zsp_profile *p);

#endif

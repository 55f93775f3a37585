/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The CPU profile's types, shared by bpf/profile.bpf.c and user/profile*.c:
 * the key of the sample-count hash and the indices of its per-CPU counters.
 */
#ifndef ZSP_PROFILE_H
#define ZSP_PROFILE_H

#ifndef __VMLINUX_H__
#include <linux/types.h>
#endif

#define ZSP_PROF_DEPTH 64	/* frames kept per stack (PERF_MAX_STACK_DEPTH is 127) */
#define ZSP_PROF_STACKS 16384	/* distinct kernel stacks */
#define ZSP_PROF_KEYS 16384	/* distinct (pid, role, kernel, user) keys */
/*
 * User stacks go to a map of their own whose frames are (build id, file
 * offset) pairs (BPF_F_USER_BUILD_ID), so that user space can name them
 * after the processes are gone.  A frame is 32 bytes, not 8: fewer and
 * shorter stacks keep the preallocated map at about 4 MB.
 *
 * Both maps are hashes keyed by a 64-bit hash of the frames, not
 * BPF_MAP_TYPE_STACK_TRACE: a stack-trace map refuses (-EEXIST) every
 * sample of a stack whose bucket another stack took first, which around a
 * 256 MB munmap lost kernel stacks in every run (docs/zsprobe.md).
 */
#define ZSP_PROF_UDEPTH 32	/* user frames kept per stack */
#define ZSP_PROF_USTACKS 4096	/* distinct user stacks */

/* Who was on the CPU when the sample fired. */
enum zsp_prof_role {
	ZSP_PROF_TASK = 1,	/* a task of the traced tree */
	ZSP_PROF_WORKER,	/* the drain worker, inside a drain run */
};

/* A stack buffer's 64-bit words: the larger of the two stacks (1 KB). */
#define ZSP_PROF_BUF_WORDS (ZSP_PROF_UDEPTH * 4)

/*
 * What one count is of: the stacks by the hash of their frames, the key
 * in prof_stacks / prof_ustacks when the matching err is 0.  An err < 0 is
 * -errno: -EFAULT no stack (none sampled, or a kernel thread's user
 * stack: the worker's is -1), anything else a stack not stored (its map
 * full, counted in ZSP_PROF_[KU]STACK_LOST).
 */
struct zsp_prof_key {
	__u32 pid;		/* tgid (the worker: its tid) */
	__u32 role;		/* enum zsp_prof_role */
	__u64 kstack;
	__u64 ustack;
	__s32 kerr;
	__s32 uerr;
};

/* Per-CPU counters of the profile (prof_cnt). */
enum zsp_prof_counter {
	ZSP_PROF_SAMPLES,	/* samples of a traced task or the worker */
	ZSP_PROF_KSTACK_LOST,	/* kernel stack not stored (full map, helper error) */
	ZSP_PROF_USTACK_LOST,	/* user stack not stored (full map, helper error; not "no user stack") */
	ZSP_PROF_KEYS_FULL,	/* the count hash was full: the sample is lost */
	ZSP_PROF_CNT_NR,
};

#endif

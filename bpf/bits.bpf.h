/* SPDX-License-Identifier: GPL-2.0 */
/* Bit helpers for BPF programs: clamp a value into the histogram layout. */
#ifndef ZSPROBE_BITS_BPF_H
#define ZSPROBE_BITS_BPF_H

#include "zsprobe.h"

/*
 * Bucket index, clamped so the verifier sees it stays inside the array.
 * 64-bit and behind a barrier: with a 32-bit index clang zero-extends the
 * compared copy and the used copy separately, and 6.1's verifier (Debian
 * 12) loses the bound between them ("R0 unbounded memory access").
 */
static __always_inline __u64 hist_slot(__u64 v)
{
	__u64 b = zsp_hist_bucket(v);

	barrier_var(b);
	return b < ZSP_HIST_BUCKETS ? b : ZSP_HIST_BUCKETS - 1;
}

#endif

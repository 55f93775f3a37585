/* SPDX-License-Identifier: GPL-2.0 */
/* Bit helpers for BPF programs: clamp a value into the histogram layout. */
#ifndef ZSPROBE_BITS_BPF_H
#define ZSPROBE_BITS_BPF_H

#include "zsprobe.h"

/* Bucket index, masked so the verifier sees it stays inside the array. */
static __always_inline __u32 hist_slot(__u64 v)
{
	__u32 b = zsp_hist_bucket(v);

	return b < ZSP_HIST_BUCKETS ? b : ZSP_HIST_BUCKETS - 1;
}

#endif

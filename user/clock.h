/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The one clock of the toolkit: CLOCK_MONOTONIC in nanoseconds.  Workloads,
 * samplers and zsprobe all stamp with it (as do BPF's bpf_ktime_get_ns()),
 * so their events line up without conversion.
 */
#ifndef ZSFREE_CLOCK_H
#define ZSFREE_CLOCK_H

#include <time.h>

static inline long long now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

#endif

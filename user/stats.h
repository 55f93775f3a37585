/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Summary statistics over raw samples.  Percentiles are exact (computed from
 * the sorted samples with linear interpolation, numpy's default), never
 * estimated from histogram buckets.
 */
#ifndef ZSFREE_STATS_H
#define ZSFREE_STATS_H

#include <stddef.h>

struct summary {
	size_t n;
	double min, max, mean, stddev;	/* stddev: sample (n-1) */
	double p50, p90, p99;
};

/* Sorts v in place.  Returns 0, or -1 when n == 0 (s is zeroed). */
int summarize(double *v, size_t n, struct summary *s);

/* Percentile q in [0,100] of sorted v (n > 0), linear interpolation. */
double percentile_sorted(const double *v, size_t n, double q);

#endif

/* SPDX-License-Identifier: GPL-2.0 */
/*
 * User-space side of the log-linear histogram filled by BPF (layout in
 * bpf/zsprobe.h): bucket bounds and percentile estimates.  Percentiles
 * from buckets are estimates (linear inside a bucket, error below 1/16 of
 * the value) and are labelled as such in every output.
 */
#ifndef ZSFREE_HIST_H
#define ZSFREE_HIST_H

#include <stddef.h>
#include <stdint.h>

#include "../bpf/zsprobe.h"
#include "json.h"

/* [lo, hi) covered by bucket idx. */
void hist_bounds(unsigned int idx, uint64_t *lo, uint64_t *hi);

/* Bucket that value v falls in (same function as the BPF side). */
unsigned int hist_bucket(uint64_t v);

uint64_t hist_total(const uint64_t *slots, size_t n);

/* Estimated q-th percentile (q in [0,100]); NAN if the histogram is empty. */
double hist_percentile(const uint64_t *slots, size_t n, double q);

/*
 * Writes the non-empty buckets of slots (ZSP_HIST_BUCKETS of them) as the
 * array key, ascending: [[lo, hi, count], ...] with [lo, hi) the bucket's
 * bounds, so that a reader needs no copy of the layout.
 */
void json_hist_buckets(struct json *j, const char *key, const uint64_t *slots);

#endif

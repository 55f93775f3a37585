// SPDX-License-Identifier: GPL-2.0
/* Log-linear histogram bounds, percentile estimates and JSON buckets; see hist.h. */
#include <math.h>

#include "hist.h"

unsigned int hist_bucket(uint64_t v)
{
	return zsp_hist_bucket(v);
}

void hist_bounds(unsigned int idx, uint64_t *lo, uint64_t *hi)
{
	unsigned int k, sub;

	if (idx < ZSP_HIST_SUB) {
		*lo = idx;
		*hi = (uint64_t)idx + 1;
		return;
	}
	k = (idx - ZSP_HIST_SUB) / ZSP_HIST_SUB + ZSP_HIST_SUB_BITS;
	sub = (idx - ZSP_HIST_SUB) % ZSP_HIST_SUB;
	*lo = (uint64_t)(ZSP_HIST_SUB + sub) << (k - ZSP_HIST_SUB_BITS);
	/* the very last bucket ends at 2^64, which does not fit: saturate */
	if (k == 63 && sub == ZSP_HIST_SUB - 1)
		*hi = UINT64_MAX;
	else
		*hi = (uint64_t)(ZSP_HIST_SUB + sub + 1) << (k - ZSP_HIST_SUB_BITS);
}

uint64_t hist_total(const uint64_t *slots, size_t n)
{
	uint64_t t = 0;

	for (size_t i = 0; i < n; i++)
		t += slots[i];
	return t;
}

double hist_percentile(const uint64_t *slots, size_t n, double q)
{
	uint64_t total = hist_total(slots, n), lo, hi;
	double rank, cum = 0;

	if (!total || q < 0 || q > 100)
		return NAN;
	rank = q / 100.0 * (double)total;
	for (size_t i = 0; i < n; i++) {
		if (!slots[i])
			continue;
		if (cum + (double)slots[i] >= rank) {
			hist_bounds((unsigned int)i, &lo, &hi);
			return (double)lo + ((double)hi - (double)lo) *
			       ((rank - cum) / (double)slots[i]);
		}
		cum += (double)slots[i];
	}
	/* rounding: return the top of the last non-empty bucket */
	for (size_t i = n; i-- > 0;)
		if (slots[i]) {
			hist_bounds((unsigned int)i, &lo, &hi);
			return (double)hi;
		}
	return NAN;
}

void json_hist_buckets(struct json *j, const char *key, const uint64_t *slots)
{
	json_arr_open(j, key);
	for (unsigned int i = 0; i < ZSP_HIST_BUCKETS; i++) {
		uint64_t lo, hi;

		if (!slots[i])
			continue;
		hist_bounds(i, &lo, &hi);
		json_arr_open(j, NULL);
		json_uint(j, NULL, lo);
		json_uint(j, NULL, hi);
		json_uint(j, NULL, slots[i]);
		json_arr_close(j);
	}
	json_arr_close(j);
}

// SPDX-License-Identifier: GPL-2.0
/* Log-linear histogram layout (shared with BPF) and percentile estimates. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hist.h"
#include "unit.h"

static uint64_t xorshift(uint64_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return *s;
}

/* Every value lands in a bucket whose bounds contain it. */
static void test_bucket_contains_value(void)
{
	uint64_t s = 88172645463325252ull, lo, hi;
	int bad = 0;

	for (int i = 0; i < 200000; i++) {
		uint64_t v = xorshift(&s) >> (xorshift(&s) % 64);
		unsigned int b = hist_bucket(v);

		hist_bounds(b, &lo, &hi);
		if (b >= ZSP_HIST_BUCKETS || v < lo || (v >= hi && hi != UINT64_MAX))
			bad++;
	}
	for (uint64_t v = 0; v < 5000; v++) {
		hist_bounds(hist_bucket(v), &lo, &hi);
		if (v < lo || v >= hi)
			bad++;
	}
	CHECK(bad == 0);
	CHECK(hist_bucket(UINT64_MAX) == ZSP_HIST_BUCKETS - 1);
	CHECK(hist_bucket(15) == 15);
	CHECK(hist_bucket(16) == 16);
	CHECK(hist_bucket(31) == 31);
	CHECK(hist_bucket(32) == 32);
	CHECK(hist_bucket(33) == 32);	/* [32,34): width 2 */
}

/* Buckets tile the line without gaps, each at most 1/16 of its value wide. */
static void test_buckets_contiguous(void)
{
	uint64_t lo, hi, plo, phi;
	int bad = 0;

	hist_bounds(0, &plo, &phi);
	CHECK(plo == 0 && phi == 1);
	for (unsigned int i = 1; i < ZSP_HIST_BUCKETS; i++) {
		hist_bounds(i, &lo, &hi);
		if (lo != phi || hi <= lo)
			bad++;
		if (i >= ZSP_HIST_SUB && (hi - lo) * 16 > lo && hi != UINT64_MAX)
			bad++;
		plo = lo;
		phi = hi;
	}
	CHECK(bad == 0);
	CHECK(phi == UINT64_MAX);
}

static void test_percentiles(void)
{
	uint64_t *h = calloc(ZSP_HIST_BUCKETS, sizeof(*h));

	CHECK(isnan(hist_percentile(h, ZSP_HIST_BUCKETS, 50)));
	for (uint64_t v = 1; v <= 10000; v++)
		h[hist_bucket(v * 100)]++;	/* uniform 100 ns .. 1 ms */
	CHECK(hist_total(h, ZSP_HIST_BUCKETS) == 10000);
	CHECK_NEAR(hist_percentile(h, ZSP_HIST_BUCKETS, 50), 500000, 500000 / 16.0);
	CHECK_NEAR(hist_percentile(h, ZSP_HIST_BUCKETS, 90), 900000, 900000 / 16.0);
	CHECK_NEAR(hist_percentile(h, ZSP_HIST_BUCKETS, 99), 990000, 990000 / 16.0);
	CHECK(hist_percentile(h, ZSP_HIST_BUCKETS, 100) <= 1000000 * (1 + 1 / 16.0));
	CHECK(hist_percentile(h, ZSP_HIST_BUCKETS, 0) >= 96);
	CHECK(isnan(hist_percentile(h, ZSP_HIST_BUCKETS, 101)));
	free(h);
}

/* One value: every percentile falls inside its bucket. */
static void test_single_value(void)
{
	uint64_t *h = calloc(ZSP_HIST_BUCKETS, sizeof(*h)), lo, hi;
	double p;

	h[hist_bucket(1234)] = 7;
	hist_bounds(hist_bucket(1234), &lo, &hi);
	p = hist_percentile(h, ZSP_HIST_BUCKETS, 50);
	CHECK(p >= (double)lo && p <= (double)hi);
	free(h);
}

/* h as written by json_hist_buckets under the key "b" (malloc'd). */
static char *render_buckets(const uint64_t *h)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	struct json j;

	json_init(&j, f);
	json_obj_open(&j, NULL);
	json_hist_buckets(&j, "b", h);
	json_obj_close(&j);
	CHECK(json_finish(&j) == 0);
	fclose(f);
	return buf;
}

/* The JSON buckets: only the non-empty ones, ascending, [lo, hi, count]. */
static void test_json_buckets(void)
{
	uint64_t *h = calloc(ZSP_HIST_BUCKETS, sizeof(*h));
	char *s = render_buckets(h);

	CHECK(strcmp(s, "{\"b\":[]}\n") == 0);
	free(s);
	h[hist_bucket(3)] = 2;
	h[hist_bucket(1100)] = 5;	/* [1088,1152): 2^10 in 16 parts of 64 */
	h[hist_bucket(1151)]++;
	s = render_buckets(h);
	CHECK(strcmp(s, "{\"b\":[[3,4,2],[1088,1152,6]]}\n") == 0);
	free(s);
	free(h);
}

int main(void)
{
	RUN(test_bucket_contains_value);
	RUN(test_buckets_contiguous);
	RUN(test_percentiles);
	RUN(test_single_value);
	RUN(test_json_buckets);
	return unit_done();
}

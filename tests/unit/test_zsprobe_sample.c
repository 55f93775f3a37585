// SPDX-License-Identifier: GPL-2.0
/*
 * The sampling decision of the full level's per-object timings
 * (bpf/zsprobe.h, run by bpf/zsfree.bpf.c on every zs_free and drain
 * batch): one call in the period timed on average, every call at period 1,
 * gaps that never fall into step with a periodic pattern of the frees, and
 * a drain batch timed when its objects hold a sampled one.
 */
#include <stdint.h>
#include <stdlib.h>

#include "unit.h"
#include "../../bpf/zsprobe.h"

/* A reproducible 32-bit generator (xorshift32) in place of bpf_get_prandom_u32. */
static __u32 rnd_state = 2463534242u;
static __u32 rnd(void)
{
	rnd_state ^= rnd_state << 13;
	rnd_state ^= rnd_state >> 17;
	rnd_state ^= rnd_state << 5;
	return rnd_state;
}

/* What zsfree_sampled() does per call: true when this call is timed. */
static int take(__u32 *left, __u32 period)
{
	if (!zsp_sample_due(left))
		return 0;
	*left = zsp_sample_gap(period, rnd());
	return 1;
}

static void test_period_one_times_every_call(void)
{
	__u32 left = 0;
	int timed = 0;

	for (int i = 0; i < 1000; i++)
		timed += take(&left, 1);
	CHECK(timed == 1000);
	CHECK(zsp_sample_gap(0, 12345) == 1);	/* 0 is treated as 1, never a division by zero */
}

static void test_gap_within_one_to_twice_the_period(void)
{
	__u32 lo = ~0u, hi = 0;

	for (int i = 0; i < 100000; i++) {
		__u32 g = zsp_sample_gap(32, rnd());

		lo = g < lo ? g : lo;
		hi = g > hi ? g : hi;
	}
	CHECK(lo == 1 && hi == 63);
	CHECK(zsp_sample_gap(32, 0) == 1 && zsp_sample_gap(32, 62) == 63 && zsp_sample_gap(32, 63) == 1);
}

/* The fraction timed is 1/period: 4096 expected of 131072 calls; 5 sigma is about 320. */
static void test_rate_is_one_in_the_period(void)
{
	__u32 left = 0;
	long timed = 0;

	for (int i = 0; i < 131072; i++)
		timed += take(&left, 32);
	CHECK(labs(timed - 4096) < 320);
}

/*
 * Frees whose latency alternates with a period that divides N (a slow call
 * every 32nd): a fixed 1-in-32 would time only slow or only fast calls;
 * the random gaps time about 1/32 of the slow ones.
 */
static void test_no_aliasing_with_a_periodic_pattern(void)
{
	__u32 left = 0;
	long slow = 0, timed = 0;

	for (int i = 0; i < 131072; i++)
		if (take(&left, 32)) {
			timed++;
			slow += (i % 32) == 0;
		}
	CHECK(timed > 3700 && timed < 4500);
	/* 1/32 of the timed ones: about 128, the fixed stride would give 0 or all */
	CHECK(slow > 70 && slow < 200);
}

/* A drain batch of nr objects is timed when the current gap ends inside it. */
static void test_batches_timed_by_their_objects(void)
{
	__u32 left = 100;

	CHECK(!zsp_sample_due_n(&left, 64) && left == 36);
	CHECK(zsp_sample_due_n(&left, 64));
	left = 64;
	CHECK(zsp_sample_due_n(&left, 64));	/* the gap's last object is in this batch */
	left = 0;
	CHECK(zsp_sample_due_n(&left, 1));	/* the first batch on a CPU is timed */
}

int main(void)
{
	RUN(test_period_one_times_every_call);
	RUN(test_gap_within_one_to_twice_the_period);
	RUN(test_rate_is_one_in_the_period);
	RUN(test_no_aliasing_with_a_periodic_pattern);
	RUN(test_batches_timed_by_their_objects);
	return unit_done();
}

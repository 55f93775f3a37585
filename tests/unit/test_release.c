// SPDX-License-Identifier: GPL-2.0
/* Memory-release delay (t50/t90/t100) from a pool-size series. */
#include <math.h>

#include "release.h"
#include "unit.h"

#define MS 1000000ull

/* Pool grows while swapping out, the unmap ends at 20 ms, frees are deferred. */
static void test_deferred_release(void)
{
	const struct release_sample s[] = {
		{ 0 * MS, 100 }, { 5 * MS, 600 }, { 10 * MS, 1100 },	/* swap-out */
		{ 19 * MS, 1100 },
		{ 21 * MS, 700 },	/* 400 of 1000 freed */
		{ 23 * MS, 500 },	/* 600: t50 */
		{ 28 * MS, 180 },	/* 920: t90 */
		{ 40 * MS, 100 },	/* 1000: t100 */
		{ 50 * MS, 100 },
	};
	struct release_result r;

	release_delays(s, sizeof(s) / sizeof(s[0]), 20 * MS, &r);
	CHECK(r.valid);
	CHECK(r.released_pages == 1000);
	CHECK_NEAR(r.t50_ms, 3.0, 1e-9);
	CHECK_NEAR(r.t90_ms, 8.0, 1e-9);
	CHECK_NEAR(r.t100_ms, 20.0, 1e-9);
}

/* Freed while the unmap still ran (synchronous): delay 0, not negative. */
static void test_synchronous_release(void)
{
	const struct release_sample s[] = {
		{ 1 * MS, 500 }, { 10 * MS, 2000 }, { 12 * MS, 1000 }, { 14 * MS, 0 }, { 30 * MS, 0 },
	};
	struct release_result r;

	release_delays(s, 5, 15 * MS, &r);
	CHECK(r.valid);
	CHECK(r.released_pages == 2000);
	CHECK(r.t50_ms == 0 && r.t90_ms == 0 && r.t100_ms == 0);
}

/* Nothing released (or the pool grew): no numbers rather than zeros. */
static void test_nothing_released(void)
{
	const struct release_sample s[] = { { 1 * MS, 100 }, { 2 * MS, 100 }, { 3 * MS, 150 } };
	struct release_result r;

	release_delays(s, 3, 2 * MS, &r);
	CHECK(!r.valid);
	CHECK(isnan(r.t50_ms) && isnan(r.t100_ms));
	release_delays(s, 0, 2 * MS, &r);
	CHECK(!r.valid);
}

int main(void)
{
	RUN(test_deferred_release);
	RUN(test_synchronous_release);
	RUN(test_nothing_released);
	return unit_done();
}

// SPDX-License-Identifier: GPL-2.0
/* Memory-release delay (t50/t90/t100) from a pool-size series. */
#include <math.h>
#include <string.h>

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

/* Two pools interleave: each series holds only its own pool's sizes. */
static void test_series_per_pool(void)
{
	const struct zspage_free f[] = {
		{ 10 * MS, 4, 996, "zram0" }, { 11 * MS, 2, 498, "zram1" },
		{ 12 * MS, 4, 992, "zram0" }, { 13 * MS, 2, 496, "zram1" },
	};
	struct release_sample s[5];
	size_t n = release_series(f, 4, "zram0", s);

	CHECK(n == 3);
	/* the size before the first free, at that free's time, not earlier */
	CHECK(s[0].t_ns == 10 * MS && s[0].pages == 1000);
	CHECK(s[1].t_ns == 10 * MS && s[1].pages == 996);
	CHECK(s[2].t_ns == 12 * MS && s[2].pages == 992);
	n = release_series(f, 4, "zram1", s);
	CHECK(n == 3 && s[0].pages == 500 && s[2].pages == 496);
	CHECK(release_series(f, 4, "zswap", s) == 0);
}

static void test_pick_pool(void)
{
	const struct zspage_free one[] = { { 1, 1, 9, "zram0" }, { 2, 1, 8, "zram0" } };
	const struct zspage_free two[] = { { 1, 1, 9, "zram0" }, { 2, 1, 8, "zswap" } };
	const char *p;

	CHECK(release_pick_pool(one, 2, NULL, &p) == 0 && !strcmp(p, "zram0"));
	CHECK(release_pick_pool(two, 2, NULL, &p) == -2 && p == NULL);
	CHECK(release_pick_pool(two, 2, "zswap", &p) == 0 && !strcmp(p, "zswap"));
	CHECK(release_pick_pool(two, 2, "zram1", &p) == -1);
	CHECK(release_pick_pool(two, 0, NULL, &p) == -1);
}

int main(void)
{
	RUN(test_deferred_release);
	RUN(test_synchronous_release);
	RUN(test_nothing_released);
	RUN(test_series_per_pool);
	RUN(test_pick_pool);
	return unit_done();
}

/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A very small unit-test harness: CHECK* macros count failures per test,
 * RUN() runs one test function, and unit_done() prints the
 * "N passed, N failed" line that tests/unit/run (and CI) read.
 */
#ifndef ZSFREE_UNIT_H
#define ZSFREE_UNIT_H

#include <math.h>
#include <stdio.h>
#include <string.h>

static int unit_failures, unit_passed, unit_failed;

#define CHECK(cond) do { \
	if (!(cond)) { \
		fprintf(stderr, "%s:%d: CHECK(%s) failed\n", __FILE__, __LINE__, #cond); \
		unit_failures++; \
	} } while (0)

#define CHECK_STR(a, b) do { \
	const char *a_ = (a), *b_ = (b); \
	if (!a_ || !b_ || strcmp(a_, b_)) { \
		fprintf(stderr, "%s:%d: \"%s\" != \"%s\"\n", __FILE__, __LINE__, \
			a_ ? a_ : "(null)", b_ ? b_ : "(null)"); \
		unit_failures++; \
	} } while (0)

#define CHECK_NEAR(a, b, eps) do { \
	double a_ = (a), b_ = (b); \
	if (!(fabs(a_ - b_) <= (eps))) { \
		fprintf(stderr, "%s:%d: %s = %.9g, expected %.9g\n", __FILE__, __LINE__, #a, a_, b_); \
		unit_failures++; \
	} } while (0)

#define RUN(fn) do { \
	int before_ = unit_failures; \
	fn(); \
	if (unit_failures == before_) unit_passed++; \
	else { unit_failed++; fprintf(stderr, "FAIL %s\n", #fn); } \
	} while (0)

static inline int unit_done(void)
{
	printf("%d passed, %d failed\n", unit_passed, unit_failed);
	return unit_failed ? 1 : 0;
}

#endif

/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A very small unit-test harness printing KTAP (the format of every suite,
 * see tests/lib/ktap.sh): CHECK* macros count failures per test and print
 * them as "# " diagnostics, RUN() runs one test function and prints
 * "ok N name" or "not ok N name", and unit_done() prints the plan and the
 * "# Totals:" line that tests/unit/run and tests/run-suites add up.
 * T=PATTERN in the environment runs only the tests whose function name
 * contains PATTERN.
 */
#ifndef ZSFREE_UNIT_H
#define ZSFREE_UNIT_H

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int unit_failures, unit_passed, unit_failed, unit_n, unit_started;

/* Diagnostics go to stdout so that they stay next to their result line. */
#define UNIT_DIAG(...) do { \
	fputs("# ", stdout); printf(__VA_ARGS__); fputc('\n', stdout); \
	} while (0)

#define CHECK(cond) do { \
	if (!(cond)) { \
		UNIT_DIAG("%s:%d: CHECK(%s) failed", __FILE__, __LINE__, #cond); \
		unit_failures++; \
	} } while (0)

#define CHECK_STR(a, b) do { \
	const char *a_ = (a), *b_ = (b); \
	if (!a_ || !b_ || strcmp(a_, b_)) { \
		UNIT_DIAG("%s:%d: \"%s\" != \"%s\"", __FILE__, __LINE__, \
			a_ ? a_ : "(null)", b_ ? b_ : "(null)"); \
		unit_failures++; \
	} } while (0)

#define CHECK_NEAR(a, b, eps) do { \
	double a_ = (a), b_ = (b); \
	if (!(fabs(a_ - b_) <= (eps))) { \
		UNIT_DIAG("%s:%d: %s = %.9g, expected %.9g", __FILE__, __LINE__, #a, a_, b_); \
		unit_failures++; \
	} } while (0)

static inline void unit_header(void)
{
	if (!unit_started++)
		printf("KTAP version 1\n");
}

static inline int unit_selected(const char *name)
{
	const char *pattern = getenv("T");

	unit_header();
	return !pattern || !*pattern || strstr(name, pattern);
}

#define RUN(fn) do { \
	if (unit_selected(#fn)) { \
		int before_ = unit_failures; \
		fn(); \
		fflush(stderr); \
		if (unit_failures == before_) { \
			unit_passed++; printf("ok %d %s\n", ++unit_n, #fn); \
		} else { \
			unit_failed++; printf("not ok %d %s\n", ++unit_n, #fn); \
		} \
		fflush(stdout); \
	} } while (0)

static inline int unit_done(void)
{
	unit_header();
	printf("1..%d\n# Totals: pass:%d fail:%d skip:0\n", unit_n, unit_passed, unit_failed);
	return unit_failed ? 1 : 0;
}

#endif

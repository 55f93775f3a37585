/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A very small unit-test harness printing KTAP (the format of every suite,
 * see tests/lib/ktap.sh): CHECK* macros count failures per test and print
 * them as "# " diagnostics, RUN() runs one test function and prints
 * "ok N name" or "not ok N name", and unit_done() prints the plan and the
 * "# Totals:" line that tests/unit/run and tests/run-suites add up.
 * unit_skip(reason) in a test (an optional input is missing), then return,
 * ends it as "ok N name # SKIP reason".  T=PATTERN in the environment runs only the
 * tests whose function name contains PATTERN; a binary none of whose tests
 * matches reports one skipped test, so that every suite says what T= left
 * out the same way.
 */
#ifndef ZSFREE_UNIT_H
#define ZSFREE_UNIT_H

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int unit_failures, unit_passed, unit_failed, unit_skipped, unit_n, unit_started;
static const char *unit_skip_reason;	/* set by UNIT_SKIP in the running test */

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

/* Marks the running test skipped (it returns next): REASON says which input is missing. */
static inline void unit_skip(const char *reason)
{
	unit_skip_reason = reason;
}

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

/* One result line for the test that just ran, by its failures and skip. */
static inline void unit_result(const char *name, int failures_before)
{
	unit_n++;
	if (unit_failures != failures_before) {
		unit_failed++;
		printf("not ok %d %s\n", unit_n, name);
	} else if (unit_skip_reason) {
		unit_skipped++;
		printf("ok %d %s # SKIP %s\n", unit_n, name, unit_skip_reason);
	} else {
		unit_passed++;
		printf("ok %d %s\n", unit_n, name);
	}
	unit_skip_reason = NULL;
	fflush(stdout);
}

#define RUN(fn) do { \
	if (unit_selected(#fn)) { \
		int before_ = unit_failures; \
		fn(); \
		fflush(stderr); \
		unit_result(#fn, before_); \
	} } while (0)

/* FILE: the test source, whose base name stands for it when T= matched nothing. */
static inline int unit_done_(const char *file)
{
	const char *base = strrchr(file, '/');

	unit_header();
	if (!unit_n) {
		unit_n = unit_skipped = 1;
		printf("ok 1 %.*s # SKIP no test name contains T=%s\n",
		       (int)strcspn(base ? base + 1 : file, "."), base ? base + 1 : file,
		       getenv("T") ? getenv("T") : "");
	}
	printf("1..%d\n# Totals: pass:%d fail:%d skip:%d\n", unit_n, unit_passed, unit_failed,
	       unit_skipped);
	return unit_failed ? 1 : 0;
}
#define unit_done() unit_done_(__FILE__)

#endif

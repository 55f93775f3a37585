// SPDX-License-Identifier: GPL-2.0
/* Unit tests for user/units.c: strict command-line numbers. */
#include "units.h"
#include "unit.h"

static void test_size_mb(void)
{
	unsigned long long mb = 0;

	CHECK(parse_size_mb("64", &mb) == 0 && mb == 64);
	CHECK(parse_size_mb("256M", &mb) == 0 && mb == 256);
	CHECK(parse_size_mb("256mb", &mb) == 0 && mb == 256);
	CHECK(parse_size_mb("1G", &mb) == 0 && mb == 1024);
	CHECK(parse_size_mb("2GiB", &mb) == 0 && mb == 2048);
	CHECK(parse_size_mb("0", &mb) == 0 && mb == 0);
	CHECK(parse_size_mb("", &mb) == -1);
	CHECK(parse_size_mb("-1", &mb) == -1);
	CHECK(parse_size_mb(" 64", &mb) == -1);
	CHECK(parse_size_mb("64K", &mb) == -1);
	CHECK(parse_size_mb("64 M", &mb) == -1);
	CHECK(parse_size_mb("1.5G", &mb) == -1);
	CHECK(parse_size_mb("99999999999999999999", &mb) == -1);
	CHECK(parse_size_mb("2000000000G", &mb) == -1);
}

static void test_ulong_range(void)
{
	unsigned long v = 0;

	CHECK(parse_ulong_range("4", 1, 256, &v) == 0 && v == 4);
	CHECK(parse_ulong_range("0", 1, 256, &v) == -1);
	CHECK(parse_ulong_range("257", 1, 256, &v) == -1);
	CHECK(parse_ulong_range("3x", 1, 256, &v) == -1);
	CHECK(parse_ulong_range("+3", 1, 256, &v) == -1);
}

static void test_double_range(void)
{
	double d = 0;

	CHECK(parse_double_range("0.95", 0, 1, &d) == 0);
	CHECK_NEAR(d, 0.95, 1e-12);
	CHECK(parse_double_range("1", 0, 1, &d) == 0 && d == 1.0);
	CHECK(parse_double_range(".5", 0, 1, &d) == 0);
	CHECK(parse_double_range("1.01", 0, 1, &d) == -1);
	CHECK(parse_double_range("-0.1", 0, 1, &d) == -1);
	CHECK(parse_double_range("nan", 0, 1, &d) == -1);
	CHECK(parse_double_range("0.9x", 0, 1, &d) == -1);
}

int main(void)
{
	RUN(test_size_mb);
	RUN(test_ulong_range);
	RUN(test_double_range);
	return unit_done();
}

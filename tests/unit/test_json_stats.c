// SPDX-License-Identifier: GPL-2.0
/* Unit tests for user/json.c and user/stats.c. */
#include <stdlib.h>

#include "json.h"
#include "stats.h"
#include "unit.h"

/* Renders a document built by fn into a malloc'd string. */
static char *render(void (*fn)(struct json *), int *rc)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	struct json j;

	json_init(&j, f);
	fn(&j);
	*rc = json_finish(&j);
	fclose(f);
	return buf;
}

static void doc_nested(struct json *j)
{
	json_obj_open(j, NULL);
	json_str(j, "s", "a\"b\\c\n\x01");
	json_int(j, "i", -3);
	json_uint(j, "u", 18446744073709551615ULL);
	json_double(j, "d", 1.5);
	json_double(j, "nan", NAN);
	json_bool(j, "b", true);
	json_null(j, "n");
	json_arr_open(j, "a");
	json_int(j, NULL, 1);
	json_obj_open(j, NULL);
	json_obj_close(j);
	json_arr_close(j);
	json_obj_close(j);
}

static void doc_unbalanced(struct json *j)
{
	json_obj_open(j, NULL);
	json_arr_open(j, "x");
	json_obj_close(j);
}

static void test_json_nested(void)
{
	int rc;
	char *s = render(doc_nested, &rc);

	CHECK(rc == 0);
	CHECK_STR(s, "{\"s\":\"a\\\"b\\\\c\\n\\u0001\",\"i\":-3,"
		  "\"u\":18446744073709551615,\"d\":1.500000,\"nan\":null,"
		  "\"b\":true,\"n\":null,\"a\":[1,{}]}\n");
	free(s);
}

static void test_json_unbalanced(void)
{
	int rc;
	char *s = render(doc_unbalanced, &rc);

	CHECK(rc == -1);
	free(s);
}

static void test_stats_basic(void)
{
	double v[] = { 5, 1, 4, 2, 3 };
	struct summary s;

	CHECK(summarize(v, 5, &s) == 0);
	CHECK(s.n == 5);
	CHECK_NEAR(s.min, 1, 1e-12);
	CHECK_NEAR(s.max, 5, 1e-12);
	CHECK_NEAR(s.mean, 3, 1e-12);
	CHECK_NEAR(s.stddev, 1.5811388300841898, 1e-12);	/* sqrt(2.5) */
	CHECK_NEAR(s.p50, 3, 1e-12);
	CHECK_NEAR(s.p90, 4.6, 1e-12);			/* numpy.percentile linear */
	CHECK_NEAR(s.p99, 4.96, 1e-12);
}

static void test_stats_edge(void)
{
	double one[] = { 7 };
	struct summary s;

	CHECK(summarize(one, 0, &s) == -1);
	CHECK(s.n == 0);
	CHECK(summarize(one, 1, &s) == 0);
	CHECK_NEAR(s.stddev, 0, 0);
	CHECK_NEAR(s.p99, 7, 0);
}

static void test_percentile_interp(void)
{
	double v[] = { 10, 20, 30, 40 };

	CHECK_NEAR(percentile_sorted(v, 4, 0), 10, 0);
	CHECK_NEAR(percentile_sorted(v, 4, 100), 40, 0);
	CHECK_NEAR(percentile_sorted(v, 4, 50), 25, 1e-12);
	CHECK_NEAR(percentile_sorted(v, 4, 25), 17.5, 1e-12);
}

int main(void)
{
	RUN(test_json_nested);
	RUN(test_json_unbalanced);
	RUN(test_stats_basic);
	RUN(test_stats_edge);
	RUN(test_percentile_interp);
	return unit_done();
}

// SPDX-License-Identifier: GPL-2.0
/* Unit tests for munmap-bench's option parsing (workloads/bench_opts.c). */
#include <stdio.h>
#include <string.h>

#include "../../workloads/bench_opts.h"
#include "unit.h"

static struct bench_cfg cfg;

/* Parses a NULL-terminated list of arguments after the program name. */
#define PARSE(...) parse((char *[]){ "munmap-bench", __VA_ARGS__, NULL })
static int parse(char **argv)
{
	int argc = 0;

	while (argv[argc])
		argc++;
	return bench_parse_args(argc, argv, &cfg);
}

static void test_defaults(void)
{
	char *argv[] = { "munmap-bench", NULL };
	char id[64];

	CHECK(bench_parse_args(1, argv, &cfg) == 0);
	CHECK(cfg.mode == MODE_MUNMAP);
	CHECK(cfg.fill == FILL_PATTERN);
	CHECK(cfg.size_mb == 256);	/* the cover letter's default */
	CHECK(cfg.procs == 1);
	CHECK_NEAR(cfg.threshold, 0.95, 1e-12);
	CHECK_STR(cfg.probe_level, "none");
	CHECK(cfg.zram[0] == '\0');
	bench_default_run_id(&cfg, id, sizeof(id));
	CHECK_STR(id, "munmap-256mb-1p-r1");
}

static void test_full(void)
{
	char id[64];

	CHECK(PARSE("--size", "1G", "-p", "3", "--exit", "--zram", "/dev/zram0",
		    "--rep", "4", "--warmup", "--label", "base", "--probe-level", "full",
		    "--threshold=0.9", "--run-id", "x-1", "--summary", "s.txt") == 0);
	CHECK(cfg.size_mb == 1024 && cfg.procs == 3 && cfg.mode == MODE_EXIT);
	CHECK_STR(cfg.zram, "zram0");
	CHECK(cfg.rep == 4 && cfg.warmup);
	CHECK_STR(cfg.label, "base");
	CHECK_STR(cfg.probe_level, "full");
	CHECK_NEAR(cfg.threshold, 0.9, 1e-12);
	CHECK_STR(cfg.run_id, "x-1");
	CHECK_STR(cfg.summary, "s.txt");
	bench_default_run_id(&cfg, id, sizeof(id));
	CHECK_STR(id, "exit-1024mb-3p-w4");
}

static void test_thp_fill(void)
{
	CHECK(PARSE("--thp") == 0);
	CHECK(cfg.mode == MODE_THP && cfg.fill == FILL_MEMSET);	/* as the batch-free-swap patch's test */
	CHECK(PARSE("--mode", "thp", "--fill", "pattern") == 0);
	CHECK(cfg.mode == MODE_THP && cfg.fill == FILL_PATTERN);
	CHECK(PARSE("--thp", "--mode", "thp") == 0);
}

/* Every bad input fails with one line naming the culprit. */
static void expect_error(int rc, const char *needle)
{
	CHECK(rc == -1);
	CHECK(strstr(cfg.err, needle) != NULL);
	CHECK(strchr(cfg.err, '\n') == NULL);
	if (!strstr(cfg.err, needle))
		UNIT_DIAG("error was: %s", cfg.err);
}

static void test_errors(void)
{
	expect_error(PARSE("--size", "0"), "at least 1 MB");
	expect_error(PARSE("-s", "12abc"), "bad --size '12abc'");
	expect_error(PARSE("-s", "99999999999999999999"), "bad --size");
	expect_error(PARSE("--procs", "0"), "bad --procs '0'");
	expect_error(PARSE("--procs", "999"), "bad --procs");
	expect_error(PARSE("--mode", "free"), "bad --mode 'free'");
	expect_error(PARSE("--exit", "--thp"), "conflicting modes");
	expect_error(PARSE("--threshold", "1.5"), "bad --threshold");
	expect_error(PARSE("--zram", "sda"), "bad --zram 'sda'");
	expect_error(PARSE("--probe-level", "max"), "bad --probe-level");
	expect_error(PARSE("--run-id", "a/b"), "bad --run-id");
	expect_error(PARSE("--fill", "random"), "bad --fill");
	expect_error(PARSE("--summary", ""), "bad --summary");
	expect_error(PARSE("--bogus"), "unknown option '--bogus'");
	expect_error(PARSE("-Z"), "unknown option '-Z'");
	expect_error(PARSE("--size"), "'--size' needs a value");
	expect_error(PARSE("64"), "unexpected argument '64'");
}

/* --resident: the no-swap control of the footprint experiment */
static void test_resident(void)
{
	CHECK(PARSE("--resident", "--exit", "-s", "32") == 0);
	CHECK(cfg.resident);
	CHECK(cfg.mode == MODE_EXIT);
	CHECK_NEAR(cfg.threshold, 0.0, 1e-12);
	CHECK(PARSE("-s", "32") == 0);
	CHECK(!cfg.resident);
	expect_error(PARSE("--resident", "--thp"), "--resident does not go with --thp");
	CHECK(PARSE("--pre-delay", "500") == 0);
	CHECK(cfg.pre_delay_ms == 500);
	expect_error(PARSE("--pre-delay", "60001"), "bad --pre-delay");
}

int main(void)
{
	RUN(test_defaults);
	RUN(test_full);
	RUN(test_thp_fill);
	RUN(test_errors);
	RUN(test_resident);
	return unit_done();
}

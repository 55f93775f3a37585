// SPDX-License-Identifier: GPL-2.0
/*
 * The harness itself (unit.h): a test that skips, a test that fails, and
 * T= matching nothing, each run in a child whose output is compared line
 * by line with the KTAP it must print.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "unit.h"

static void skips_itself(void)
{
	unit_skip("no input here");
}

static void passes_quietly(void)
{
	CHECK(1);
}

static void fails_then_skips(void)
{
	CHECK(0 == 1);
	unit_skip("too late");
}

/* The child's half: a fresh harness state, T as given, three tests. */
static void child(const char *t)
{
	unit_failures = unit_passed = unit_failed = unit_skipped = unit_n = unit_started = 0;
	if (t)
		setenv("T", t, 1);
	else
		unsetenv("T");
	RUN(skips_itself);
	RUN(passes_quietly);
	RUN(fails_then_skips);
	exit(unit_done());
}

/* What the three tests print with T=t (NULL: unset) into out; the exit status, -1 on error. */
static int harness_output(const char *t, char *out, size_t len)
{
	int fd[2], status;
	size_t n = 0;
	ssize_t r;
	pid_t pid;

	fflush(stdout);
	if (pipe(fd))
		return -1;
	pid = fork();
	if (pid < 0)
		return -1;
	if (!pid) {
		dup2(fd[1], 1);
		close(fd[0]);
		child(t);
	}
	close(fd[1]);
	while (n + 1 < len && (r = read(fd[0], out + n, len - 1 - n)) > 0)
		n += (size_t)r;
	out[n] = 0;
	close(fd[0]);
	if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status))
		return -1;
	return WEXITSTATUS(status);
}

static void test_skip_and_fail_lines(void)
{
	char out[1024];
	int rc = harness_output(NULL, out, sizeof(out));

	CHECK(rc == 1);
	CHECK(strstr(out, "ok 1 skips_itself # SKIP no input here\n") != NULL);
	CHECK(strstr(out, "ok 2 passes_quietly\n") != NULL);
	/* a failure before the skip stays a failure */
	CHECK(strstr(out, "not ok 3 fails_then_skips\n") != NULL);
	CHECK(strstr(out, "1..3\n# Totals: pass:1 fail:1 skip:1\n") != NULL);
}

static void test_selection_keeps_skip(void)
{
	char out[1024];
	int rc = harness_output("itself", out, sizeof(out));

	CHECK(rc == 0);
	CHECK_STR(out, "KTAP version 1\nok 1 skips_itself # SKIP no input here\n"
		  "1..1\n# Totals: pass:0 fail:0 skip:1\n");
}

static void test_no_match_is_one_skip(void)
{
	char out[1024];
	int rc = harness_output("matches-nothing", out, sizeof(out));

	CHECK(rc == 0);
	CHECK_STR(out, "KTAP version 1\n"
		  "ok 1 test_unit_harness # SKIP no test name contains T=matches-nothing\n"
		  "1..1\n# Totals: pass:0 fail:0 skip:1\n");
}

int main(void)
{
	RUN(test_skip_and_fail_lines);
	RUN(test_selection_keeps_skip);
	RUN(test_no_match_is_one_skip);
	return unit_done();
}

// SPDX-License-Identifier: GPL-2.0
/* Unit tests for user/cli.c: accepted values, and the exit-2 refusal. */
#include <sys/wait.h>
#include <unistd.h>

#include "cli.h"
#include "unit.h"

/* Exit status of cli_long() on s in a child (with its stderr silenced). */
static int child_status(const char *s, long lo, long hi)
{
	int st;
	pid_t pid = fork();

	if (pid == 0) {
		if (!freopen("/dev/null", "w", stderr))
			_exit(99);
		cli_long("t", "value", s, lo, hi);
		_exit(0);
	}
	waitpid(pid, &st, 0);
	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static void test_accepts(void)
{
	CHECK(cli_long("t", "v", "100", 100, 1000) == 100);
	CHECK(cli_long("t", "v", "1000", 100, 1000) == 1000);
	CHECK(cli_long("t", "v", "0", 0, 5) == 0);
}

static void test_refuses(void)
{
	CHECK(child_status("99", 100, 1000) == 2);	/* below */
	CHECK(child_status("1001", 100, 1000) == 2);	/* above */
	CHECK(child_status("12x", 0, 1000) == 2);	/* junk */
	CHECK(child_status("", 0, 1000) == 2);		/* empty */
	CHECK(child_status("-1", 0, 1000) == 2);	/* sign */
	CHECK(child_status("500", 0, 1000) == 0);
}

int main(void)
{
	RUN(test_accepts);
	RUN(test_refuses);
	return unit_done();
}

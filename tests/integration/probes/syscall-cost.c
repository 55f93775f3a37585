// SPDX-License-Identifier: GPL-2.0
/*
 * syscall-cost: what one cheap syscall and one context switch cost here,
 * to show what a probe level adds to every process (not just to the one it
 * measures).
 *
 *   syscall-cost [CALLS]   (default 2000000)
 *
 * Times CALLS getppid() calls and CALLS sched_yield() calls (a context
 * switch when another task is runnable on the CPU, else a syscall that
 * passes through the scheduler) and prints one JSON object:
 * {"getppid_ns": per call, "sched_yield_ns": per call, "calls": CALLS}.
 * The best of 5 rounds, so that one preemption does not decide.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#define ROUNDS 5

static double now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

/* syscall(2) directly: libc must not cache getppid or skip the kernel */
static double per_call_ns(long nr, long calls)
{
	double best = -1;

	for (int r = 0; r < ROUNDS; r++) {
		double t0 = now_ns(), d;

		for (long i = 0; i < calls; i++)
			syscall(nr);
		d = (now_ns() - t0) / (double)calls;
		if (best < 0 || d < best)
			best = d;
	}
	return best;
}

int main(int argc, char **argv)
{
	long calls = 2000000;
	char *end;

	if (argc > 2 || (argc == 2 && argv[1][0] == '-')) {
		fprintf(stderr, "usage: syscall-cost [CALLS]  (times CALLS getppid() and sched_yield() calls)\n");
		return argc == 2 && argv[1][1] == 'h' ? 0 : 2;
	}
	if (argc == 2) {
		errno = 0;
		calls = strtol(argv[1], &end, 10);
		if (errno || *end || calls < 1000 || calls > 1000000000) {
			fprintf(stderr, "syscall-cost: CALLS must be a number from 1000 to 1000000000, not '%s'\n", argv[1]);
			return 2;
		}
	}
	printf("{\"getppid_ns\":%.1f,\"sched_yield_ns\":%.1f,\"calls\":%ld}\n",
	       per_call_ns(SYS_getppid, calls), per_call_ns(SYS_sched_yield, calls), calls);
	return 0;
}

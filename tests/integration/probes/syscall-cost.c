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
 * passes through the scheduler), and CALLS / 10 cycles of mmap() of one
 * anonymous page, a write to it and munmap() (what a probe on munmap and
 * the page-table walk adds per call), and prints one JSON object:
 * {"getppid_ns": per call, "sched_yield_ns": per call, "munmap_ns": per
 * cycle, "calls": CALLS}.
 * The best of 5 rounds, so that one preemption does not decide.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
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

/* mmap one page, write it, munmap it; -1 if mmap fails */
static double per_munmap_ns(long cycles)
{
	long pg = sysconf(_SC_PAGESIZE);
	double best = -1;

	for (int r = 0; r < ROUNDS; r++) {
		double t0 = now_ns(), d;

		for (long i = 0; i < cycles; i++) {
			char *p = mmap(NULL, (size_t)pg, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

			if (p == MAP_FAILED)
				return -1;
			*(volatile char *)p = 1;
			munmap(p, (size_t)pg);
		}
		d = (now_ns() - t0) / (double)cycles;
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
		fprintf(stderr, "usage: syscall-cost [CALLS]  (times CALLS getppid() and sched_yield() calls, CALLS/10 mmap+munmap cycles)\n");
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
	printf("{\"getppid_ns\":%.1f,\"sched_yield_ns\":%.1f,\"munmap_ns\":%.1f,\"calls\":%ld}\n",
	       per_call_ns(SYS_getppid, calls), per_call_ns(SYS_sched_yield, calls),
	       per_munmap_ns(calls / 10 ? calls / 10 : 1), calls);
	return 0;
}

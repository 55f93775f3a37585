// SPDX-License-Identifier: GPL-2.0
/*
 * stat-cost: what zram's per-free statistics cost, in user space, natively
 * or in a guest (TCG, icount), to explain why RFC v4 patch 2 helps on
 * hardware and hurts under QEMU's TCG.
 *
 * Every freed zram slot updates three statistics (notify_free, pages_stored,
 * compr_data_size).  Three ways to do it, each timed over --iterations
 * rounds of three updates:
 *
 *   atomic   three lock-prefixed read-modify-writes on shared counters, as
 *            atomic64_inc()/atomic64_sub() do (base, p1);
 *   pcpu     three calls of an out-of-line copy of 6.12's
 *            percpu_counter_add_batch() fast path: a segment-relative load,
 *            the batch check and an unlocked cmpxchg loop on a s32 (p1+2);
 *   inline   three unlocked segment-relative adds, as this_cpu_add() emits.
 *
 * The segment is %fs (thread-local storage) here and %gs in the kernel; the
 * instructions are otherwise the same.  Prints one line per method:
 * "stat-cost: METHOD N rounds, X ns per round (3 updates)".
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#if !defined(__x86_64__)
#error "stat-cost measures x86_64 instructions"
#endif

static int64_t shared_stats[3];		/* atomic64_t-like, one cache line */
static __thread int32_t cpu_part[3];	/* a CPU's s32 part of a percpu_counter */
static __thread int64_t cpu_stat[3];	/* a CPU's s64 statistic */
static int64_t folded[3];		/* percpu_counter->count */

static double now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static inline void atomic_add(int64_t *v, int64_t a)
{
	asm volatile("lock addq %1, %0" : "+m"(*v) : "er"(a) : "memory");
}

/* 6.12 lib/percpu_counter.c, CONFIG_HAVE_CMPXCHG_LOCAL, fast path. */
__attribute__((noinline)) static void pcpu_add_batch(int i, int64_t amount,
						     int32_t batch)
{
	int32_t count = cpu_part[i], old;
	int64_t sum;

	do {
		sum = (int64_t)count + amount;
		if (sum >= batch || -sum >= batch) {
			folded[i] += sum;
			cpu_part[i] = 0;
			return;
		}
		old = count;
		asm volatile("cmpxchgl %2, %1"
			     : "+a"(count), "+m"(cpu_part[i])
			     : "r"((int32_t)sum)
			     : "memory", "cc");
	} while (count != old);
}

static inline void inline_add(int i, int64_t a)
{
	asm volatile("addq %1, %0" : "+m"(cpu_stat[i]) : "er"(a) : "memory");
}

static double run(const char *method, long n)
{
	double t0 = now_ns();
	long k;

	if (!strcmp(method, "atomic")) {
		for (k = 0; k < n; k++) {
			atomic_add(&shared_stats[0], 1);
			atomic_add(&shared_stats[1], -1);
			atomic_add(&shared_stats[2], -(k & 1023));
		}
	} else if (!strcmp(method, "pcpu")) {
		for (k = 0; k < n; k++) {
			pcpu_add_batch(0, 1, INT32_MAX / 2);
			pcpu_add_batch(1, -1, INT32_MAX / 2);
			pcpu_add_batch(2, -(k & 1023), INT32_MAX / 2);
		}
	} else {
		for (k = 0; k < n; k++) {
			inline_add(0, 1);
			inline_add(1, -1);
			inline_add(2, -(k & 1023));
		}
	}
	return (now_ns() - t0) / (double)n;
}

int main(int argc, char **argv)
{
	static const char *const methods[] = { "atomic", "pcpu", "inline" };
	long n = 10000000;
	char *end;
	int i, r;

	if (argc > 1 && (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help"))) {
		printf("usage: stat-cost [ITERATIONS]\n"
		       "Times three statistic updates per round (atomic, pcpu, inline),\n"
		       "ITERATIONS rounds each (default 10000000), best of 3.\n");
		return 0;
	}
	if (argc > 2)
		goto bad;
	if (argc == 2) {
		errno = 0;
		n = strtol(argv[1], &end, 10);
		if (errno || *end || n < 1000 || n > 1000000000L)
			goto bad;
	}
	for (i = 0; i < 3; i++) {
		double best = 0;

		for (r = 0; r < 3; r++) {
			double ns = run(methods[i], n);

			if (r == 0 || ns < best)
				best = ns;
		}
		printf("stat-cost: %-6s %ld rounds, %.2f ns per round (3 updates)\n",
		       methods[i], n, best);
	}
	return 0;
bad:
	fprintf(stderr, "stat-cost: ITERATIONS must be a number from 1000 to 1000000000 (see --help)\n");
	return 2;
}

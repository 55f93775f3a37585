// SPDX-License-Identifier: GPL-2.0
/*
 * munmap-once: a minimal, self-timed zram workload for the probe tests.
 *
 *   munmap-once munmap SIZE_MB   fill SIZE_MB, page it out, time munmap()
 *   munmap-once exit SIZE_MB     a child fills and pages out, is SIGKILLed;
 *                                time kill -> reaped
 *
 * Prints one JSON object: mode, pid (of the process that unmapped or
 * exited), size_mb, swapped_kb, start_ns/end_ns (CLOCK_MONOTONIC), time_ns.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#ifndef MADV_PAGEOUT
#define MADV_PAGEOUT 21
#endif

static unsigned long long now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (unsigned long long)ts.tv_sec * 1000000000ull + (unsigned long long)ts.tv_nsec;
}

static long swapped_kb(pid_t pid)
{
	char path[64], line[256];
	long kb = -1;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/smaps_rollup", (int)pid);
	f = fopen(path, "r");
	while (f && fgets(line, sizeof(line), f))
		if (sscanf(line, "Swap: %ld kB", &kb) == 1)
			break;
	if (f)
		fclose(f);
	return kb;
}

/* Fills with compressible but not same-filled data, then pushes it to swap. */
static char *fill_and_pageout(size_t len)
{
	char *p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (p == MAP_FAILED) {
		fprintf(stderr, "munmap-once: mmap %zu bytes: %s\n", len, strerror(errno));
		exit(1);
	}
	for (size_t i = 0; i < len; i += 64)
		snprintf(p + i, 64, "page %zu line %zu", i / 4096, (i % 4096) / 64);
	if (madvise(p, len, MADV_PAGEOUT)) {
		fprintf(stderr, "munmap-once: madvise(MADV_PAGEOUT): %s\n", strerror(errno));
		exit(1);
	}
	return p;
}

int main(int argc, char **argv)
{
	unsigned long long t0, t1;
	long mb, kb;
	size_t len;
	char *end;

	if (argc != 3 || (strcmp(argv[1], "munmap") && strcmp(argv[1], "exit"))) {
		fprintf(stderr, "usage: munmap-once munmap|exit SIZE_MB\n");
		return 2;
	}
	mb = strtol(argv[2], &end, 10);
	if (*end || mb <= 0 || mb > 65536) {
		fprintf(stderr, "munmap-once: bad size '%s' (MB, 1..65536)\n", argv[2]);
		return 2;
	}
	len = (size_t)mb << 20;
	if (!strcmp(argv[1], "munmap")) {
		char *p = fill_and_pageout(len);

		kb = swapped_kb(getpid());
		t0 = now_ns();
		if (munmap(p, len)) {
			fprintf(stderr, "munmap-once: munmap: %s\n", strerror(errno));
			return 1;
		}
		t1 = now_ns();
		printf("{\"mode\":\"munmap\",\"pid\":%d,\"size_mb\":%ld,\"swapped_kb\":%ld,"
		       "\"start_ns\":%llu,\"end_ns\":%llu,\"time_ns\":%llu}\n",
		       (int)getpid(), mb, kb, t0, t1, t1 - t0);
		return 0;
	}
	/* exit: a child fills, pages out and waits to be killed */
	int ready[2], st;
	char c;
	pid_t pid;

	if (pipe(ready))
		return 1;
	pid = fork();
	if (pid < 0)
		return 1;
	if (pid == 0) {
		close(ready[0]);
		fill_and_pageout(len);
		if (write(ready[1], "r", 1) != 1)
			_exit(1);
		for (;;)
			pause();
	}
	close(ready[1]);
	if (read(ready[0], &c, 1) != 1) {
		waitpid(pid, &st, 0);
		fprintf(stderr, "munmap-once: the child failed before it was ready\n");
		return 1;
	}
	kb = swapped_kb(pid);
	t0 = now_ns();
	kill(pid, SIGKILL);
	waitpid(pid, &st, 0);
	t1 = now_ns();
	printf("{\"mode\":\"exit\",\"pid\":%d,\"size_mb\":%ld,\"swapped_kb\":%ld,"
	       "\"start_ns\":%llu,\"end_ns\":%llu,\"time_ns\":%llu}\n",
	       (int)pid, mb, kb, t0, t1, t1 - t0);
	return 0;
}

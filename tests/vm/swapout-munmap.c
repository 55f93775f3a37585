// SPDX-License-Identifier: GPL-2.0
/*
 * swapout-munmap: the VM tests' own minimal workload (independent of
 * munmap-bench): map SIZE_MB of anonymous memory, fill it with a
 * compressible pattern, push it to swap with MADV_PAGEOUT, and time the
 * munmap() of the swapped-out region.  Prints one line:
 *   swapout-munmap size_mb=N swapped_kb=N munmap_ns=N start_ns=N end_ns=N
 * and, given a zram device, zram_used=N (its mem_used_total just before munmap).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

#ifndef MADV_PAGEOUT
#define MADV_PAGEOUT 21
#endif

static long long now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/* VmSwap of this process in kB, or -1. */
static long vm_swap_kb(void)
{
	char line[256];
	long kb = -1;
	FILE *f = fopen("/proc/self/status", "r");

	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "VmSwap: %ld kB", &kb) == 1)
			break;
	fclose(f);
	return kb;
}

/* mem_used_total (third field of mm_stat) of zram device DEV, or -1. */
static long long zram_used(const char *dev)
{
	char path[128];
	long long v[3];
	FILE *f;
	int n;

	snprintf(path, sizeof(path), "/sys/block/%s/mm_stat", dev);
	f = fopen(path, "r");
	if (!f)
		return -1;
	n = fscanf(f, "%lld %lld %lld", &v[0], &v[1], &v[2]);
	fclose(f);
	return n == 3 ? v[2] : -1;
}

int main(int argc, char **argv)
{
	char *end = NULL;
	long size_mb;
	size_t len, i;
	unsigned char *p;
	long long t0, t1;
	long swapped;
	long long zused = -1;
	const char *zdev = argc == 3 ? argv[2] : NULL;

	if (argc < 2 || argc > 3 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
		fprintf(stderr, "usage: swapout-munmap SIZE_MB [ZRAM_DEV]  (needs active swap, e.g. zram)\n");
		return argc == 2 ? 0 : 2;
	}
	if (zdev && zram_used(zdev) < 0) {
		fprintf(stderr, "swapout-munmap: cannot read /sys/block/%s/mm_stat: give a set-up zram device\n", zdev);
		return 2;
	}
	size_mb = strtol(argv[1], &end, 10);
	if (!end || *end || size_mb < 1 || size_mb > 65536) {
		fprintf(stderr, "swapout-munmap: bad size '%s': give megabytes from 1 to 65536\n", argv[1]);
		return 2;
	}
	len = (size_t)size_mb << 20;
	p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED) {
		fprintf(stderr, "swapout-munmap: mmap %ld MB: %s\n", size_mb, strerror(errno));
		return 1;
	}
	/* Compressible but not same-filled: zram must store real objects. */
	for (i = 0; i < len; i++)
		p[i] = (unsigned char)((i >> 6) ^ (i >> 12) ^ (i * 7 >> 9));
	if (madvise(p, len, MADV_PAGEOUT)) {
		fprintf(stderr, "swapout-munmap: madvise(MADV_PAGEOUT): %s (kernel without ADVISE_SYSCALLS?)\n",
			strerror(errno));
		return 1;
	}
	swapped = vm_swap_kb();
	if (zdev)
		zused = zram_used(zdev);
	t0 = now_ns();
	if (munmap(p, len)) {
		fprintf(stderr, "swapout-munmap: munmap: %s\n", strerror(errno));
		return 1;
	}
	t1 = now_ns();
	printf("swapout-munmap size_mb=%ld swapped_kb=%ld munmap_ns=%lld start_ns=%lld end_ns=%lld",
	       size_mb, swapped, t1 - t0, t0, t1);
	if (zdev)
		printf(" zram_used=%lld", zused);
	printf("\n");
	return 0;
}

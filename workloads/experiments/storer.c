// SPDX-License-Identifier: GPL-2.0
/*
 * storer: the task that keeps storing pages in the pressure experiment
 * (docs/experiments.md).  It holds a region, and until SIGTERM/SIGINT
 * rewrites it one chunk at a time (half of each page random, half zeros:
 * it compresses to about half) and pushes the chunk out with
 * madvise(MADV_PAGEOUT), so that zram or zswap keep getting new stores
 * while the victim's memory is being freed.  A page still resident after
 * its MADV_PAGEOUT was not written out (zram refused the write over its
 * mem_limit, or reclaim skipped it); mincore() counts them.  --resident-mb
 * adds a second region that each step touches a chunk of and never pages
 * out itself: with little memory left, reclaim (kswapd, direct reclaim and
 * the shrinkers) has to make room for it, storing its pages as it does.
 *
 * Output: one JSON object (schema zsfree-eval/storer/1.1: 1 without
 * resident_mb) on stdout at exit,
 * the counts over the whole life of the storer; the kernel's own counters
 * over time are the pressure-sampler's.
 */
#include <argp.h>
#include <errno.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "clock.h"
#include "json.h"

#ifndef MADV_PAGEOUT
#define MADV_PAGEOUT 21
#endif
#define PROG "storer"

static struct env {
	long region_mb, chunk_mb, pause_ms, resident_mb;
} env = { .region_mb = 64, .chunk_mb = 1, .pause_ms = 2 };


const char *argp_program_version = PROG " 1";
static const char doc[] =
"Keep storing pages: rewrite a region chunk by chunk and page each chunk out\n"
"(MADV_PAGEOUT) until SIGTERM or SIGINT; then print the counts as JSON.\n"
"\n"
"EXAMPLES:\n"
"  storer --region-mb 32 --chunk-mb 1 --pause-ms 2 > storer.json &\n";

static const struct argp_option opts[] = {
	{ "region-mb", 'r', "MB", 0, "Region size (1..65536, default 64)", 0 },
	{ "chunk-mb", 'c', "MB", 0, "Pages rewritten and paged out per step (1..1024, default 1)", 0 },
	{ "pause-ms", 'p', "MS", 0, "Sleep between steps (0..10000, default 2)", 0 },
	{ "resident-mb", 'R', "MB", 0, "Also keep touching a region of MB that reclaim must swap out (0..65536, default 0)", 0 },
	{ 0 },
};

static error_t parse_arg(int key, char *arg, struct argp_state *state)
{
	(void)state;
	switch (key) {
	case 'r':
		env.region_mb = cli_long(PROG, "region size (MB)", arg, 1, 65536);
		break;
	case 'c':
		env.chunk_mb = cli_long(PROG, "chunk size (MB)", arg, 1, 1024);
		break;
	case 'p':
		env.pause_ms = cli_long(PROG, "pause (ms)", arg, 0, 10000);
		break;
	case 'R':
		env.resident_mb = cli_long(PROG, "resident region (MB)", arg, 0, 65536);
		break;
	case ARGP_KEY_ARG:
		fprintf(stderr, PROG ": unexpected argument '%s' (see " PROG " --help)\n", arg);
		exit(2);
	case ARGP_KEY_END:
		if (env.chunk_mb > env.region_mb) {
			fprintf(stderr, PROG ": --chunk-mb %ld is larger than --region-mb %ld\n",
				env.chunk_mb, env.region_mb);
			exit(2);
		}
		break;
	default:
		return ARGP_ERR_UNKNOWN;
	}
	return 0;
}

/* Half of each page from a xorshift stream, half zeros. */
static void fill(char *p, size_t len, size_t page, uint64_t *x)
{
	size_t off, i;

	for (off = 0; off < len; off += page) {
		uint64_t *w = (uint64_t *)(p + off);

		for (i = 0; i < page / 16; i++) {
			*x ^= *x << 13;
			*x ^= *x >> 7;
			*x ^= *x << 17;
			w[i] = *x;
		}
		memset(p + off + page / 2, 0, page / 2);
	}
}

/* Pages of [p, p + len) still resident, or -1 when mincore() fails. */
static long resident(char *p, size_t len, size_t page, unsigned char *vec)
{
	size_t i, n = len / page;
	long r = 0;

	if (mincore(p, len, vec))
		return -1;
	for (i = 0; i < n; i++)
		r += vec[i] & 1;
	return r;
}

int main(int argc, char **argv)
{
	static const struct argp argp = { opts, parse_arg, NULL, doc, NULL, NULL, NULL };
	size_t page = (size_t)sysconf(_SC_PAGESIZE), bytes, chunk, off = 0, rbytes, roff = 0, i;
	long long t0, steps = 0, asked = 0, left = 0, errs = 0;
	struct timespec pause;
	uint64_t x = 0x9e3779b97f4a7c15ULL;
	unsigned char *vec;
	struct json j;
	long r;
	char *p, *res = NULL;

	if (argp_parse(&argp, argc, argv, 0, NULL, NULL))
		return 2;
	bytes = (size_t)env.region_mb << 20;
	chunk = (size_t)env.chunk_mb << 20;
	pause.tv_sec = env.pause_ms / 1000;
	pause.tv_nsec = (env.pause_ms % 1000) * 1000000L;
	cli_catch_stop();
	p = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	vec = malloc(chunk / page);
	if (p == MAP_FAILED || !vec) {
		fprintf(stderr, PROG ": cannot map %ld MB: %s\n", env.region_mb, strerror(errno));
		return 1;
	}
	madvise(p, bytes, MADV_NOHUGEPAGE);
	rbytes = (size_t)env.resident_mb << 20;
	if (rbytes) {
		res = mmap(NULL, rbytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		if (res == MAP_FAILED) {
			fprintf(stderr, PROG ": cannot map %ld MB: %s\n", env.resident_mb, strerror(errno));
			free(vec);
			return 1;
		}
		madvise(res, rbytes, MADV_NOHUGEPAGE);
	}
	t0 = now_ns();
	while (!cli_stop) {
		if (off + chunk > bytes)
			off = 0;
		fill(p + off, chunk, page, &x);
		if (madvise(p + off, chunk, MADV_PAGEOUT)) {
			errs++;
		} else {
			asked += (long long)(chunk / page);
			r = resident(p + off, chunk, page, vec);
			if (r < 0)
				errs++;
			else
				left += r;
		}
		if (res) {	/* the next chunk of the resident region, back in use */
			if (roff + chunk > rbytes)
				roff = 0;
			for (i = 0; i < chunk && roff + i < rbytes; i += page)
				res[roff + i] = (char)steps;
			roff += chunk;
		}
		steps++;
		off += chunk;
		if (env.pause_ms)
			nanosleep(&pause, NULL);
	}
	json_init(&j, stdout);
	json_obj_open(&j, NULL);
	json_str(&j, "schema", "zsfree-eval/storer/1.1");
	json_int(&j, "region_mb", env.region_mb);
	json_int(&j, "chunk_mb", env.chunk_mb);
	json_int(&j, "pause_ms", env.pause_ms);
	json_int(&j, "resident_mb", env.resident_mb);
	json_int(&j, "start_ns", t0);
	json_int(&j, "end_ns", now_ns());
	json_int(&j, "steps", steps);
	json_int(&j, "pages_paged_out", asked);
	json_int(&j, "pages_left_resident", left);
	json_int(&j, "errors", errs);
	json_obj_close(&j);
	free(vec);
	return json_finish(&j) ? 1 : 0;
}

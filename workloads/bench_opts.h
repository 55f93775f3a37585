/* SPDX-License-Identifier: GPL-2.0 */
/* munmap-bench's configuration and its command-line parser (argp). */
#ifndef ZSFREE_BENCH_OPTS_H
#define ZSFREE_BENCH_OPTS_H

#include <stdbool.h>

enum bench_mode { MODE_MUNMAP, MODE_EXIT, MODE_THP };
enum bench_fill { FILL_AUTO, FILL_PATTERN, FILL_MEMSET };

#define BENCH_MAX_PROCS 256

struct bench_cfg {
	enum bench_mode mode;
	enum bench_fill fill;		/* resolved: never FILL_AUTO after parsing */
	unsigned long long size_mb;	/* per process */
	unsigned long procs;
	double threshold;		/* minimum swapped fraction */
	char zram[32];			/* "zram0", or "" for none */
	const char *run_id;		/* NULL: generated */
	const char *summary;		/* NULL, or a file for key-value lines */
	const char *label;
	const char *probe_level;	/* none|basic|full */
	unsigned long rep;
	bool warmup;
	bool text;			/* human text on stdout instead of JSON */
	bool quiet;			/* no summary on stderr */
	bool verbose;
	bool no_lock;
	unsigned long lock_wait_s;
	unsigned long timeout_s;	/* preparation (fill + page-out) limit */
	bool resident;			/* no page-out: time the release of resident memory */
	unsigned long pre_delay_ms;	/* wait this long at the barrier before the release */
	unsigned long fifo_prio;	/* 0: SCHED_OTHER; else SCHED_FIFO priority for the timed phase */
	char err[256];			/* one-line reason when parsing fails */
};

const char *bench_mode_name(enum bench_mode m);
const char *bench_fill_name(enum bench_fill f);

/*
 * Parses argv into cfg (defaults first).  Returns 0; 1 when --help/--usage
 * was printed (exit 0); -1 with cfg->err set on bad input.  Never exits.
 */
int bench_parse_args(int argc, char **argv, struct bench_cfg *cfg);

/* Fills buf with the default run id, e.g. "munmap-256mb-2p-r3" ("-w1" for warm-ups). */
void bench_default_run_id(const struct bench_cfg *cfg, char *buf, unsigned long size);

#endif

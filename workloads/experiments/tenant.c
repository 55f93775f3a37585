// SPDX-License-Identifier: GPL-2.0
/*
 * tenant: a steady benchmark standing in for another tenant on a busy host.
 *
 * It repeats a fixed unit of work (a pass of reads and writes over a private
 * buffer plus some arithmetic, so that both CPU time and cache/memory
 * bandwidth stolen by a drain worker show up) and reports, per window,
 * iterations completed and the raw per-iteration latency distribution: a
 * log-linear histogram (user/hist.h, the layout zsprobe's histograms use)
 * and the exact minimum and maximum.  It derives no percentile: the
 * analysis merges the windows of a period and takes its quantiles over all
 * of that period's iterations.  Comparing the windows around a victim's kill
 * with the ones before it gives the throughput dip and the tail latency that
 * the kill caused.
 *
 * Output: JSON lines, schema zsfree-eval/tenant/2 (header, one line per
 * window, trailer).  Timestamps are CLOCK_MONOTONIC.
 */
#include <argp.h>
#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "clock.h"
#include "hist.h"
#include "json.h"

static struct env {
	long buf_kb;
	long window_ms;
	long duration_ms;
	const char *name;
	const char *out;
} env = { .buf_kb = 1024, .window_ms = 100, .duration_ms = 10000, .name = "tenant" };


const char *argp_program_version = "tenant 2";
static const char doc[] =
"Run a steady unit of work and report throughput and per-iteration latency\n"
"(a log-linear histogram, min and max) per window, as JSON lines.\n"
"\n"
"EXAMPLES:\n"
"  tenant --name t1 -d 20000 -w 50 -o t1.jsonl\n";

static const struct argp_option opts[] = {
	{ "buffer-kb", 'b', "KB", 0, "Working-set size of one iteration (16..1048576, default 1024)", 0 },
	{ "window-ms", 'w', "MS", 0, "Report window (1..60000, default 100)", 0 },
	{ "duration-ms", 'd', "MS", 0, "Stop after MS milliseconds (default 10000)", 0 },
	{ "name", 'n', "NAME", 0, "Name recorded in the output (default tenant)", 0 },
	{ "output", 'o', "FILE", 0, "Write to FILE instead of stdout", 0 },
	{ 0 },
};

static error_t parse_arg(int key, char *arg, struct argp_state *state)
{
	(void)state;
	switch (key) {
	case 'b':
		env.buf_kb = cli_long("tenant", "buffer size", arg, 16, 1048576);
		break;
	case 'w':
		env.window_ms = cli_long("tenant", "window", arg, 1, 60000);
		break;
	case 'd':
		env.duration_ms = cli_long("tenant", "duration", arg, 1, 3600000);
		break;
	case 'n':
		env.name = arg;
		break;
	case 'o':
		env.out = arg;
		break;
	case ARGP_KEY_ARG:
		fprintf(stderr, "tenant: unexpected argument '%s' (see tenant --help)\n", arg);
		exit(2);
	default:
		return ARGP_ERR_UNKNOWN;
	}
	return 0;
}

/* One unit of work: touch every cache line and mix the values. */
static uint64_t work(uint64_t *buf, size_t words, uint64_t seed)
{
	uint64_t acc = seed;
	size_t i;

	for (i = 0; i < words; i += 8) {
		acc = (acc ^ buf[i]) * 0x9e3779b97f4a7c15ULL;
		buf[i] = acc;
	}
	return acc;
}

/* One window's iterations: their latency histogram (ns) and extremes. */
struct window {
	uint64_t hist[ZSP_HIST_BUCKETS];
	uint64_t n, min_ns, max_ns;
};

static void window_add(struct window *w, uint64_t ns)
{
	w->hist[hist_bucket(ns)]++;
	if (!w->n || ns < w->min_ns)
		w->min_ns = ns;
	if (!w->n || ns > w->max_ns)
		w->max_ns = ns;
	w->n++;
}

/* Writes the window's line and empties it for the next one. */
static void write_window(FILE *f, long long start, long long end, struct window *w)
{
	struct json j;

	json_init(&j, f);
	json_obj_open(&j, NULL);
	json_int(&j, "start_ns", start);
	json_int(&j, "end_ns", end);
	json_uint(&j, "iterations", w->n);
	json_double(&j, "iter_per_s", (double)w->n * 1e9 / (double)(end - start));
	if (w->n) {
		json_double(&j, "min_us", (double)w->min_ns / 1e3);
		json_double(&j, "max_us", (double)w->max_ns / 1e3);
	} else {
		json_null(&j, "min_us");
		json_null(&j, "max_us");
	}
	json_hist_buckets(&j, "latency_ns", w->hist);
	json_obj_close(&j);
	json_finish(&j);
	memset(w, 0, sizeof(*w));
}

int main(int argc, char **argv)
{
	static const struct argp argp = { opts, parse_arg, NULL, doc, NULL, NULL, NULL };
	static struct window win;
	size_t words;
	long long t_end, w_start, t, total = 0;
	uint64_t *buf, acc = 1;
	FILE *out = stdout;
	struct json j;
	int err = 0;

	if (argp_parse(&argp, argc, argv, 0, NULL, NULL))
		return 2;
	words = (size_t)env.buf_kb * 1024 / sizeof(uint64_t);
	buf = calloc(words, sizeof(uint64_t));
	if (!buf) {
		fprintf(stderr, "tenant: out of memory for a %ld KB buffer\n", env.buf_kb);
		return 1;
	}
	if (env.out) {
		out = fopen(env.out, "w");
		if (!out) {
			fprintf(stderr, "tenant: cannot write %s: %s\n", env.out, strerror(errno));
			return 1;
		}
	}
	cli_catch_stop();

	json_init(&j, out);
	json_obj_open(&j, NULL);
	json_str(&j, "schema", "zsfree-eval/tenant/2");
	json_str(&j, "name", env.name);
	json_str(&j, "clock", "CLOCK_MONOTONIC");
	json_int(&j, "buffer_kb", env.buf_kb);
	json_int(&j, "window_ms", env.window_ms);
	/* the layout of every window's latency_ns buckets (user/hist.h) */
	json_obj_open(&j, "latency_hist");
	json_str(&j, "unit", "ns");
	json_str(&j, "layout", "log-linear");
	json_int(&j, "exact_below", ZSP_HIST_SUB);
	json_int(&j, "sub_buckets", ZSP_HIST_SUB);
	json_obj_close(&j);
	json_obj_close(&j);
	json_finish(&j);

	w_start = now_ns();
	t_end = w_start + env.duration_ms * 1000000LL;
	while (!cli_stop) {
		long long t0 = now_ns();

		acc = work(buf, words, acc);
		t = now_ns();
		window_add(&win, (uint64_t)(t - t0));
		if (t - w_start >= env.window_ms * 1000000LL || t >= t_end) {
			total += win.n;
			write_window(out, w_start, t, &win);
			w_start = t;
		}
		if (t >= t_end)
			break;
	}
	if (win.n) {
		total += win.n;
		write_window(out, w_start, now_ns(), &win);
	}
	json_init(&j, out);
	json_obj_open(&j, NULL);
	json_obj_open(&j, "summary");
	json_int(&j, "iterations", total);
	json_str(&j, "stopped_by", err ? "error" : cli_stop ? "signal" : "duration");
	json_uint(&j, "checksum", acc);	/* keeps the work from being optimised away */
	json_obj_close(&j);
	json_obj_close(&j);
	json_finish(&j);
	if (out != stdout && fclose(out)) {
		fprintf(stderr, "tenant: writing %s failed\n", env.out);
		err = 1;
	}
	free(buf);
	return err;
}

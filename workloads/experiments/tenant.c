// SPDX-License-Identifier: GPL-2.0
/*
 * tenant: a steady benchmark standing in for another tenant on a busy host.
 *
 * It repeats a fixed unit of work (a pass of reads and writes over a private
 * buffer plus some arithmetic, so that both CPU time and cache/memory
 * bandwidth stolen by a drain worker show up) and reports, per window,
 * iterations completed and per-iteration latency percentiles.  Comparing
 * the windows around a victim's kill with the ones before it gives the
 * throughput dip and the tail latency that the kill caused.
 *
 * Output: JSON lines, schema zsfree-eval/tenant/1 (header, one line per
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
#include "json.h"
#include "stats.h"

static struct env {
	long buf_kb;
	long window_ms;
	long duration_ms;
	const char *name;
	const char *out;
} env = { .buf_kb = 1024, .window_ms = 100, .duration_ms = 10000, .name = "tenant" };


const char *argp_program_version = "tenant 1";
static const char doc[] =
"Run a steady unit of work and report throughput and per-iteration latency\n"
"(p50/p99/max) per window, as JSON lines.\n"
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

static void write_window(FILE *f, long long start, long long end,
			 double *lat_us, size_t n)
{
	struct summary s;
	struct json j;

	summarize(lat_us, n, &s);
	json_init(&j, f);
	json_obj_open(&j, NULL);
	json_int(&j, "start_ns", start);
	json_int(&j, "end_ns", end);
	json_uint(&j, "iterations", n);
	json_double(&j, "iter_per_s", n * 1e9 / (double)(end - start));
	if (n) {
		json_double(&j, "p50_us", s.p50);
		json_double(&j, "p99_us", s.p99);
		json_double(&j, "max_us", s.max);
	} else {
		json_null(&j, "p50_us");
		json_null(&j, "p99_us");
		json_null(&j, "max_us");
	}
	json_obj_close(&j);
	json_finish(&j);
}

int main(int argc, char **argv)
{
	static const struct argp argp = { opts, parse_arg, NULL, doc, NULL, NULL, NULL };
	size_t words, cap = 1 << 16, n = 0;
	long long t_end, w_start, t, total = 0;
	uint64_t *buf, acc = 1;
	double *lat;
	FILE *out = stdout;
	struct json j;
	int err = 0;

	if (argp_parse(&argp, argc, argv, 0, NULL, NULL))
		return 2;
	words = (size_t)env.buf_kb * 1024 / sizeof(uint64_t);
	buf = calloc(words, sizeof(uint64_t));
	lat = malloc(cap * sizeof(double));
	if (!buf || !lat) {
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
	json_str(&j, "schema", "zsfree-eval/tenant/1");
	json_str(&j, "name", env.name);
	json_str(&j, "clock", "CLOCK_MONOTONIC");
	json_int(&j, "buffer_kb", env.buf_kb);
	json_int(&j, "window_ms", env.window_ms);
	json_obj_close(&j);
	json_finish(&j);

	w_start = now_ns();
	t_end = w_start + env.duration_ms * 1000000LL;
	while (!cli_stop) {
		long long t0 = now_ns();

		acc = work(buf, words, acc);
		t = now_ns();
		if (n == cap) {
			double *bigger = realloc(lat, 2 * cap * sizeof(double));

			if (!bigger) {
				fprintf(stderr, "tenant: out of memory for latency samples\n");
				err = 1;
				break;
			}
			lat = bigger;
			cap *= 2;
		}
		lat[n++] = (t - t0) / 1e3;
		if (t - w_start >= env.window_ms * 1000000LL || t >= t_end) {
			write_window(out, w_start, t, lat, n);
			total += n;
			n = 0;
			w_start = t;
		}
		if (t >= t_end)
			break;
	}
	if (n) {
		write_window(out, w_start, now_ns(), lat, n);
		total += n;
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
	free(lat);
	free(buf);
	return err;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * pressure-sampler: sample named kernel counters (zram's mm_stat and
 * io_stat, zswap's debugfs counters and module parameters, /proc/vmstat,
 * a cgroup's memory.zswap.current, the RFC's zsmalloc deferred counters) at
 * a fixed interval, for the pressure experiment (docs/experiments.md).
 *
 * Each series is NAME=SPEC, SPEC one of
 *   PATH       the file's first number
 *   PATH#N     its N-th whitespace-separated field (1-based; mm_stat, io_stat)
 *   PATH@KEY   the number after KEY on the line starting "KEY " (vmstat, deferred)
 * A file that cannot be opened is null in every sample, with the reason in
 * the header.  Output (JSON lines, schema zsfree-eval/pressure-samples/1): a
 * header naming the series, then one row {t_ns, v: [...]} whenever a value
 * differs from the previous row's (and at least every --keep-ms), so the
 * series is a step function known at every sampled tick; a trailer with the
 * ticks sampled and missed.  Timestamps are CLOCK_MONOTONIC, as munmap-bench's
 * t0_ns.
 */
#include <argp.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "clock.h"
#include "json.h"

#define MAX_SERIES 32
#define PROG "pressure-sampler"

struct series {
	const char *name, *path, *key;
	int field, fd, err;
};

static struct env {
	long interval_us, duration_ms, keep_ms;
	const char *out;
	struct series s[MAX_SERIES];
	int n;
} env = { .interval_us = 5000, .duration_ms = 600000, .keep_ms = 100 };


const char *argp_program_version = PROG " 1";
static const char doc[] =
"Sample named kernel counters at a fixed interval (JSON lines).\n"
"\n"
"Each argument is NAME=PATH (the first number), NAME=PATH#N (the N-th field)\n"
"or NAME=PATH@KEY (the number after KEY on its line).  Runs until --duration-ms\n"
"or SIGINT/SIGTERM.\n"
"\n"
"EXAMPLES:\n"
"  " PROG " -o s.jsonl pool=/sys/block/zram0/mm_stat#3 wb=/proc/vmstat@zswpwb\n";

static const struct argp_option opts[] = {
	{ "interval-us", 'i', "US", 0, "Sampling interval in microseconds (100..1000000, default 5000)", 0 },
	{ "duration-ms", 'd', "MS", 0, "Stop after MS milliseconds (default 600000)", 0 },
	{ "keep-ms", 'k', "MS", 0, "Write a row at least every MS ms even when nothing changed (1..60000, default 100)", 0 },
	{ "output", 'o', "FILE", 0, "Write to FILE instead of stdout", 0 },
	{ 0 },
};

static void usage_error(const char *fmt, const char *arg)
{
	fprintf(stderr, PROG ": ");
	fprintf(stderr, fmt, arg);
	fprintf(stderr, " (see " PROG " --help)\n");
	exit(2);
}

/* NAME=PATH[#N|@KEY] into the next series; exits 2 on a malformed one. */
static void add_series(char *arg)
{
	struct series *s = &env.s[env.n];
	char *eq = strchr(arg, '='), *p;

	if (env.n == MAX_SERIES)
		usage_error("too many series (at most 32): '%s'", arg);
	if (!eq || eq == arg || eq[1] != '/')
		usage_error("bad series '%s': write NAME=/PATH, NAME=/PATH#N or NAME=/PATH@KEY", arg);
	*eq = '\0';
	for (p = arg; *p; p++)
		if (!(*p == '_' || (*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9')))
			usage_error("bad series name '%s': use a-z, 0-9 and _", arg);
	s->name = arg;
	s->path = eq + 1;
	p = strrchr(s->path, '@');
	if (p) {
		*p = '\0';
		s->key = p + 1;
		if (!*s->key)
			usage_error("bad series '%s': empty KEY after @", arg);
	}
	p = strrchr(s->path, '#');
	if (p && !s->key) {
		*p = '\0';
		s->field = (int)cli_long(PROG, "field number", p + 1, 1, 64);
	}
	env.n++;
}

static error_t parse_arg(int key, char *arg, struct argp_state *state)
{
	(void)state;
	switch (key) {
	case 'i':
		env.interval_us = cli_long(PROG, "interval", arg, 100, 1000000);
		break;
	case 'd':
		env.duration_ms = cli_long(PROG, "duration", arg, 1, 86400000);
		break;
	case 'k':
		env.keep_ms = cli_long(PROG, "keep interval", arg, 1, 60000);
		break;
	case 'o':
		env.out = arg;
		break;
	case ARGP_KEY_ARG:
		add_series(arg);
		break;
	case ARGP_KEY_END:
		if (!env.n)
			usage_error("no series given%s", "");
		break;
	default:
		return ARGP_ERR_UNKNOWN;
	}
	return 0;
}

/*
 * The series' value now, or -1 when it cannot be read.  Kept-open files are
 * re-read with pread(); a file that refuses it (debugfs's nonseekable
 * attribute files: ESPIPE) is opened again for each read.
 */
static long long read_series(struct series *s)
{
	char buf[16384], *p = buf, *end;
	long long v;
	size_t klen;
	ssize_t n;
	int i;

	if (s->fd < 0)
		return -1;
	n = pread(s->fd, buf, sizeof(buf) - 1, 0);
	if (n < 0 && errno == ESPIPE) {
		close(s->fd);
		s->fd = open(s->path, O_RDONLY | O_CLOEXEC);
		if (s->fd < 0)
			return -1;
		n = read(s->fd, buf, sizeof(buf) - 1);
	}
	if (n <= 0)
		return -1;
	buf[n] = '\0';
	if (s->key) {
		klen = strlen(s->key);
		while (strncmp(p, s->key, klen) || !p[klen] || !strchr(" \t:", p[klen])) {
			p = strchr(p, '\n');
			if (!p)
				return -1;
			p++;
		}
		p += klen;
	} else {
		for (i = 1; i < s->field; i++) {
			p += strspn(p, " \t\n");
			p += strcspn(p, " \t\n");
		}
	}
	p += strspn(p, " \t:\n");
	errno = 0;
	v = strtoll(p, &end, 10);
	return (end == p || errno || v < 0) ? -1 : v;
}

static void header(FILE *f)
{
	int i;

	fprintf(f, "{\"schema\":\"zsfree-eval/pressure-samples/1\",\"clock\":\"CLOCK_MONOTONIC\","
		"\"interval_us\":%ld,\"keep_ms\":%ld,\"series\":[", env.interval_us, env.keep_ms);
	for (i = 0; i < env.n; i++) {
		const struct series *s = &env.s[i];

		fprintf(f, "%s{\"name\":", i ? "," : "");
		json_write_string(f, s->name);
		fprintf(f, ",\"path\":");
		json_write_string(f, s->path);
		fprintf(f, ",\"field\":%d,\"key\":", s->field ? s->field : 1);
		if (s->key)
			json_write_string(f, s->key);
		else
			fprintf(f, "null");
		fprintf(f, ",\"error\":");
		if (s->fd < 0)
			json_write_string(f, strerror(s->err));
		else
			fprintf(f, "null");
		fputc('}', f);
	}
	fprintf(f, "]}\n");
}

static void row(FILE *f, long long t, const long long *v)
{
	int i;

	fprintf(f, "{\"t_ns\":%lld,\"v\":[", t);
	for (i = 0; i < env.n; i++) {
		if (v[i] < 0)
			fprintf(f, "%snull", i ? "," : "");
		else
			fprintf(f, "%s%lld", i ? "," : "", v[i]);
	}
	fprintf(f, "]}\n");
}

int main(int argc, char **argv)
{
	static const struct argp argp = { opts, parse_arg, NULL, doc, NULL, NULL, NULL };
	long long v[MAX_SERIES], last[MAX_SERIES], t, start, next, last_row = 0, ticks = 0, missed = 0, rows = 0;
	struct timespec ts;
	FILE *f = stdout;
	int i;

	if (argp_parse(&argp, argc, argv, 0, NULL, NULL))
		return 2;
	for (i = 0; i < env.n; i++) {
		env.s[i].fd = open(env.s[i].path, O_RDONLY | O_CLOEXEC);
		env.s[i].err = errno;
	}
	if (env.out) {
		f = fopen(env.out, "w");
		if (!f) {
			fprintf(stderr, PROG ": cannot write %s: %s\n", env.out, strerror(errno));
			return 1;
		}
	}
	cli_catch_stop();
	header(f);
	start = next = now_ns();
	while (!cli_stop && next - start < env.duration_ms * 1000000LL) {
		t = now_ns();
		for (i = 0; i < env.n; i++)
			v[i] = read_series(&env.s[i]);
		ticks++;
		if (!rows || memcmp(v, last, sizeof(long long) * env.n) || t - last_row >= env.keep_ms * 1000000LL) {
			row(f, t, v);
			memcpy(last, v, sizeof(long long) * env.n);
			last_row = t;
			rows++;
		}
		next += env.interval_us * 1000LL;
		t = now_ns();
		if (t > next) {	/* a slow read: skip the ticks it overran */
			missed += (t - next) / (env.interval_us * 1000LL) + 1;
			next += ((t - next) / (env.interval_us * 1000LL) + 1) * env.interval_us * 1000LL;
		}
		ts.tv_sec = next / 1000000000LL;
		ts.tv_nsec = next % 1000000000LL;
		while (!cli_stop && clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, NULL) == EINTR)
			;
	}
	fprintf(f, "{\"summary\":{\"ticks\":%lld,\"rows\":%lld,\"missed_ticks\":%lld,\"end_ns\":%lld}}\n",
		ticks, rows, missed, now_ns());
	if (fflush(f) || ferror(f) || (f != stdout && fclose(f))) {
		fprintf(stderr, PROG ": writing the samples failed: %s\n", strerror(errno));
		return 1;
	}
	return 0;
}

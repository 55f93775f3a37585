// SPDX-License-Identifier: GPL-2.0
/*
 * release-sampler: sample free memory and zram's pool size at a fixed
 * interval (1 ms by default) so that the release of memory after an
 * munmap() or a kill can be drawn as a curve.
 *
 * Output (JSON lines, schema zsfree-eval/samples/1): a header line, one
 * line per sample, and a trailer with the sample count, the ticks that were
 * missed because a read took longer than the interval, and the largest gap.
 * Timestamps are CLOCK_MONOTONIC, the clock munmap-bench reports t0_ns in,
 * so the analysis aligns the two without guessing.
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
#include "procfs.h"

#define MAX_CGROUPS 8
#define ZSWAP_DIR "/sys/kernel/debug/zswap"

static struct env {
	long interval_us;
	long duration_ms;
	const char *zram;	/* e.g. "zram0", or NULL */
	bool zswap;		/* also zswap's pool size (debugfs) */
	const char *cgroups[MAX_CGROUPS];	/* cgroup v2 dirs whose cpu.stat usage is sampled */
	int ncgroups;
	const char *out;
} env = { .interval_us = 1000, .duration_ms = 10000 };


const char *argp_program_version = "release-sampler 1";
static const char doc[] =
"Sample MemFree, MemAvailable, SwapFree and zram mm_stat at a fixed interval.\n"
"\n"
"Writes JSON lines (header, samples, trailer) until --duration has passed\n"
"or SIGINT/SIGTERM arrives.\n"
"\n"
"EXAMPLES:\n"
"  release-sampler --zram zram0 -i 1000 -d 5000 -o samples.jsonl\n";

static const struct argp_option opts[] = {
	{ "interval-us", 'i', "US", 0, "Sampling interval in microseconds (100..1000000, default 1000)", 0 },
	{ "duration-ms", 'd', "MS", 0, "Stop after MS milliseconds (default 10000)", 0 },
	{ "zram", 'z', "DEV", 0, "Also sample /sys/block/DEV/mm_stat (e.g. zram0)", 0 },
	{ "zswap", 'Z', NULL, 0, "Also sample zswap's pool_total_size and stored_pages (" ZSWAP_DIR ")", 0 },
	{ "cgroup", 'c', "DIR", 0, "Also sample usage_usec of DIR/cpu.stat (cgroup v2; up to 8, in order)", 0 },
	{ "output", 'o', "FILE", 0, "Write to FILE instead of stdout", 0 },
	{ NULL, 'h', NULL, OPTION_HIDDEN, "Show this help", 0 },
	{ 0 },
};

/* One line that says what is wrong, then exit 2: no argp "Try" trailer. */
static void usage_error(const char *fmt, const char *arg)
{
	fprintf(stderr, "release-sampler: ");
	fprintf(stderr, fmt, arg);
	fprintf(stderr, " (see release-sampler --help)\n");
	exit(2);
}

static error_t parse_arg(int key, char *arg, struct argp_state *state)
{
	switch (key) {
	case 'i':
		env.interval_us = cli_long("release-sampler", "interval", arg, 100, 1000000);
		break;
	case 'd':
		env.duration_ms = cli_long("release-sampler", "duration", arg, 1, 3600000);
		break;
	case 'z':
		if (!*arg || strchr(arg, '/'))
			usage_error("bad zram device '%s': give a name like zram0", arg);
		env.zram = arg;
		break;
	case 'Z':
		env.zswap = true;
		break;
	case 'c':
		if (env.ncgroups == MAX_CGROUPS)
			usage_error("too many --cgroup (at most 8): '%s'", arg);
		env.cgroups[env.ncgroups++] = arg;
		break;
	case 'o':
		env.out = arg;
		break;
	case 'h':
		argp_state_help(state, stdout, ARGP_HELP_STD_HELP);
		break;
	case ARGP_KEY_ARG:
		usage_error("unexpected argument '%s'", arg);
		break;
	default:
		return ARGP_ERR_UNKNOWN;
	}
	return 0;
}

/* Reads the whole of a small proc/sysfs file through a kept-open fd. */
static int read_fd(int fd, char *buf, size_t len)
{
	ssize_t n = pread(fd, buf, len - 1, 0);

	if (n < 0)
		return -1;
	buf[n] = '\0';
	return 0;
}

struct sample {
	long long t_ns;
	long long mem_free_kb, mem_available_kb, swap_free_kb;
	long long zram_orig, zram_compr, zram_mem_used;	/* bytes; -1 if no zram */
	long long zswap_pool, zswap_stored;		/* bytes, pages */
	long long cg_usage[MAX_CGROUPS];		/* usec */
};

struct fds {
	int meminfo, mmstat, zswap_pool, zswap_stored;
	int cg[MAX_CGROUPS];
};

/* debugfs attribute files are not seekable (no pread, no lseek): reopen them */
static int read_ll(const char *path, long long *v)
{
	char buf[64], *end;
	ssize_t n;
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	if (fd < 0)
		return -1;
	n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (n < 0)
		return -1;
	buf[n] = '\0';
	errno = 0;
	*v = strtoll(buf, &end, 10);
	return errno || end == buf ? -1 : 0;
}

/* usage_usec is cpu.stat's first line on every kernel with cgroup v2 */
static int read_usage(int fd, long long *v)
{
	char buf[1024];
	const char *p;

	if (read_fd(fd, buf, sizeof(buf)))
		return -1;
	p = strstr(buf, "usage_usec ");
	if (!p)
		return -1;
	*v = strtoll(p + 11, NULL, 10);
	return 0;
}

static int take_sample(const struct fds *fd, struct sample *s)
{
	char buf[8192];
	int meminfo_fd = fd->meminfo, mmstat_fd = fd->mmstat, i;

	s->t_ns = now_ns();
	if (read_fd(meminfo_fd, buf, sizeof(buf)))
		return -1;
	if (parse_kb_field(buf, "MemFree", &s->mem_free_kb) ||
	    parse_kb_field(buf, "MemAvailable", &s->mem_available_kb) ||
	    parse_kb_field(buf, "SwapFree", &s->swap_free_kb))
		return -1;
	s->zram_orig = s->zram_compr = s->zram_mem_used = -1;
	if (mmstat_fd >= 0) {
		struct mm_stat st;

		/* orig_data_size, compr_data_size, mem_used_total come first. */
		if (read_fd(mmstat_fd, buf, sizeof(buf)) ||
		    parse_mm_stat(buf, &st) || st.n < 3)
			return -1;
		s->zram_orig = (long long)st.v[0];
		s->zram_compr = (long long)st.v[1];
		s->zram_mem_used = (long long)st.v[2];
	}
	if (env.zswap && (read_ll(ZSWAP_DIR "/pool_total_size", &s->zswap_pool) ||
			  read_ll(ZSWAP_DIR "/stored_pages", &s->zswap_stored)))
		return -1;
	for (i = 0; i < env.ncgroups; i++)
		if (read_usage(fd->cg[i], &s->cg_usage[i]))
			return -1;
	return 0;
}

static void write_sample(FILE *f, const struct sample *s, bool zram)
{
	struct json j;

	json_init(&j, f);
	json_obj_open(&j, NULL);
	json_int(&j, "t_ns", s->t_ns);
	json_int(&j, "mem_free_kb", s->mem_free_kb);
	json_int(&j, "mem_available_kb", s->mem_available_kb);
	json_int(&j, "swap_free_kb", s->swap_free_kb);
	if (zram) {
		json_int(&j, "zram_orig_data_size", s->zram_orig);
		json_int(&j, "zram_compr_data_size", s->zram_compr);
		json_int(&j, "zram_mem_used_total", s->zram_mem_used);
	}
	if (env.zswap) {
		json_int(&j, "zswap_pool_total_size", s->zswap_pool);
		json_int(&j, "zswap_stored_pages", s->zswap_stored);
	}
	if (env.ncgroups) {
		int i;

		json_arr_open(&j, "cg_usage_usec");
		for (i = 0; i < env.ncgroups; i++)
			json_int(&j, NULL, s->cg_usage[i]);
		json_arr_close(&j);
	}
	json_obj_close(&j);
	json_finish(&j);
}

static void write_header(FILE *f)
{
	struct json j;

	json_init(&j, f);
	json_obj_open(&j, NULL);
	json_str(&j, "schema", "zsfree-eval/samples/1");
	json_str(&j, "clock", "CLOCK_MONOTONIC");
	json_int(&j, "interval_us", env.interval_us);
	json_str(&j, "zram", env.zram);
	json_bool(&j, "zswap", env.zswap);
	json_arr_open(&j, "cgroups");
	for (int i = 0; i < env.ncgroups; i++)
		json_str(&j, NULL, env.cgroups[i]);
	json_arr_close(&j);
	json_obj_close(&j);
	json_finish(&j);
}

static void write_trailer(FILE *f, long long n, long long missed,
			  long long max_gap_ns, const char *stopped_by)
{
	struct json j;

	json_init(&j, f);
	json_obj_open(&j, NULL);
	json_obj_open(&j, "summary");
	json_int(&j, "samples", n);
	json_int(&j, "missed_ticks", missed);
	json_int(&j, "max_gap_ns", max_gap_ns);
	json_str(&j, "stopped_by", stopped_by);
	json_obj_close(&j);
	json_obj_close(&j);
	json_finish(&j);
}

int main(int argc, char **argv)
{
	static const struct argp argp = { opts, parse_arg, NULL, doc, NULL, NULL, NULL };
	long long n = 0, missed = 0, max_gap = 0, prev = 0, end_ns;
	struct fds fd = { .mmstat = -1, .zswap_pool = -1, .zswap_stored = -1 };
	int meminfo_fd, mmstat_fd = -1, err = 0, i;
	struct timespec next;
	struct sample s;
	FILE *out = stdout;
	char path[256];

	if (argp_parse(&argp, argc, argv, 0, NULL, NULL))
		return 2;

	meminfo_fd = open("/proc/meminfo", O_RDONLY | O_CLOEXEC);
	if (meminfo_fd < 0) {
		fprintf(stderr, "release-sampler: cannot open /proc/meminfo: %s; is /proc mounted?\n",
			strerror(errno));
		return 1;
	}
	if (env.zram) {
		snprintf(path, sizeof(path), "/sys/block/%s/mm_stat", env.zram);
		mmstat_fd = open(path, O_RDONLY | O_CLOEXEC);
		if (mmstat_fd < 0) {
			fprintf(stderr, "release-sampler: cannot open %s: %s; is the zram device set up?\n",
				path, strerror(errno));
			err = 1;
			goto cleanup;
		}
	}
	for (i = 0; i < MAX_CGROUPS; i++)
		fd.cg[i] = -1;
	if (env.zswap) {
		fd.zswap_pool = open(ZSWAP_DIR "/pool_total_size", O_RDONLY | O_CLOEXEC);
		fd.zswap_stored = open(ZSWAP_DIR "/stored_pages", O_RDONLY | O_CLOEXEC);
		if (fd.zswap_pool < 0 || fd.zswap_stored < 0) {
			fprintf(stderr, "release-sampler: cannot open " ZSWAP_DIR "/pool_total_size or stored_pages: %s; is debugfs mounted and zswap built in?\n",
				strerror(errno));
			err = 1;
			goto cleanup;
		}
	}
	for (i = 0; i < env.ncgroups; i++) {
		snprintf(path, sizeof(path), "%s/cpu.stat", env.cgroups[i]);
		fd.cg[i] = open(path, O_RDONLY | O_CLOEXEC);
		if (fd.cg[i] < 0) {
			fprintf(stderr, "release-sampler: cannot open %s: %s; give a cgroup v2 directory\n",
				path, strerror(errno));
			err = 1;
			goto cleanup;
		}
	}
	fd.meminfo = meminfo_fd;
	fd.mmstat = mmstat_fd;
	if (env.out) {
		out = fopen(env.out, "w");
		if (!out) {
			fprintf(stderr, "release-sampler: cannot write %s: %s\n",
				env.out, strerror(errno));
			out = stdout;
			err = 1;
			goto cleanup;
		}
	}
	cli_catch_stop();

	write_header(out);
	clock_gettime(CLOCK_MONOTONIC, &next);
	end_ns = now_ns() + env.duration_ms * 1000000LL;
	while (!cli_stop) {
		if (take_sample(&fd, &s)) {
			fprintf(stderr, "release-sampler: reading a sample failed: %s\n",
				strerror(errno));
			err = 1;
			break;
		}
		write_sample(out, &s, mmstat_fd >= 0);
		if (n && s.t_ns - prev > max_gap)
			max_gap = s.t_ns - prev;
		prev = s.t_ns;
		n++;
		if (s.t_ns >= end_ns)
			break;
		/* Absolute deadlines: a slow read costs ticks, never drift. */
		next.tv_nsec += env.interval_us * 1000;
		while (next.tv_nsec >= 1000000000L) {
			next.tv_nsec -= 1000000000L;
			next.tv_sec++;
		}
		while (next.tv_sec * 1000000000LL + next.tv_nsec < now_ns()) {
			missed++;
			next.tv_nsec += env.interval_us * 1000;
			while (next.tv_nsec >= 1000000000L) {
				next.tv_nsec -= 1000000000L;
				next.tv_sec++;
			}
		}
		clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &next, NULL);
	}
	write_trailer(out, n, missed, max_gap,
		      err ? "error" : cli_stop ? "signal" : "duration");
cleanup:
	if (out != stdout && fclose(out)) {
		fprintf(stderr, "release-sampler: writing %s failed\n", env.out);
		err = 1;
	}
	if (mmstat_fd >= 0)
		close(mmstat_fd);
	if (fd.zswap_pool >= 0)
		close(fd.zswap_pool);
	if (fd.zswap_stored >= 0)
		close(fd.zswap_stored);
	for (i = 0; i < MAX_CGROUPS; i++)
		if (fd.cg[i] >= 0)
			close(fd.cg[i]);
	close(meminfo_fd);
	return err;
}

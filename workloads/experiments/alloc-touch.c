// SPDX-License-Identifier: GPL-2.0
/*
 * alloc-touch: the "new app starts right after the kill" half of the
 * release experiment.  It allocates N MB of anonymous memory, touches every
 * page, and reports how long that took and whether the allocation had to
 * reclaim directly: the deltas of /proc/vmstat's direct-reclaim counters
 * across the touch (allocstall_*, pgscan_direct, pgsteal_direct,
 * compact_stall).  Other tasks' reclaim in the same window counts too, so
 * the experiment runs it on an otherwise quiet machine and says so.
 *
 * Output: one JSON object (schema zsfree-eval/alloc/1) on stdout.
 */
#include <argp.h>
#include <errno.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "clock.h"
#include "json.h"

static struct env {
	long size_mb;
	bool hold;
} env = { .size_mb = 64 };

const char *argp_program_version = "alloc-touch 1";
static const char doc[] =
"Allocate and touch N MB of anonymous memory; report the time taken and\n"
"the direct-reclaim counters it moved.\n"
"\n"
"EXAMPLES:\n"
"  alloc-touch --size-mb 256\n"
"  alloc-touch --size-mb 2048 --hold &   a balloon: leaves less free memory\n";

static const struct argp_option opts[] = {
	{ "size-mb", 's', "MB", 0, "Amount to allocate (1..1048576, default 64)", 0 },
	{ "hold", 'H', NULL, 0, "Balloon mode: mlock the memory, print the object, then hold it until SIGTERM/SIGINT", 0 },
	{ 0 },
};

static error_t parse_arg(int key, char *arg, struct argp_state *state)
{
	(void)state;
	switch (key) {
	case 's':
		env.size_mb = cli_long("alloc-touch", "size (MB)", arg, 1, 1048576);
		break;
	case 'H':
		env.hold = true;
		break;
	case ARGP_KEY_ARG:
		fprintf(stderr, "alloc-touch: unexpected argument '%s' (see alloc-touch --help)\n", arg);
		exit(2);
	default:
		return ARGP_ERR_UNKNOWN;
	}
	return 0;
}

static const char *const counters[] = {
	"allocstall_dma", "allocstall_dma32", "allocstall_normal",
	"allocstall_movable", "pgscan_direct", "pgsteal_direct",
	"compact_stall", "pswpin",
};
#define NCOUNTERS (sizeof(counters) / sizeof(counters[0]))

/* Reads the counters above from /proc/vmstat; absent ones stay -1. */
static int read_vmstat(long long *v)
{
	char name[64];
	long long val;
	size_t i;
	FILE *f = fopen("/proc/vmstat", "r");

	if (!f)
		return -1;
	for (i = 0; i < NCOUNTERS; i++)
		v[i] = -1;
	while (fscanf(f, "%63s %lld", name, &val) == 2)
		for (i = 0; i < NCOUNTERS; i++)
			if (!strcmp(name, counters[i]))
				v[i] = val;
	fclose(f);
	return 0;
}

int main(int argc, char **argv)
{
	static const struct argp argp = { opts, parse_arg, NULL, doc, NULL, NULL, NULL };
	long long before[NCOUNTERS], after[NCOUNTERS], t0, t1, direct = 0;
	size_t bytes, off, page = (size_t)sysconf(_SC_PAGESIZE);
	struct json j;
	sigset_t hold_set;
	size_t i;
	char *p;

	if (argp_parse(&argp, argc, argv, 0, NULL, NULL))
		return 2;
	bytes = (size_t)env.size_mb << 20;
	/* blocked from the start so an early SIGTERM still ends the hold cleanly */
	sigemptyset(&hold_set);
	sigaddset(&hold_set, SIGTERM);
	sigaddset(&hold_set, SIGINT);
	if (env.hold)
		sigprocmask(SIG_BLOCK, &hold_set, NULL);
	if (read_vmstat(before)) {
		fprintf(stderr, "alloc-touch: cannot read /proc/vmstat: %s\n", strerror(errno));
		return 1;
	}
	t0 = now_ns();
	p = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED) {
		fprintf(stderr, "alloc-touch: mmap of %ld MB failed: %s\n", env.size_mb, strerror(errno));
		return 1;
	}
	/* a balloon must stay resident, or it would just move to swap */
	if (env.hold && mlock(p, bytes)) {
		fprintf(stderr, "alloc-touch: mlock of %ld MB failed: %s (RLIMIT_MEMLOCK? run as root)\n",
			env.size_mb, strerror(errno));
		return 1;
	}
	for (off = 0; off < bytes; off += page)
		p[off] = 1;
	t1 = now_ns();
	read_vmstat(after);

	json_init(&j, stdout);
	json_obj_open(&j, NULL);
	json_str(&j, "schema", "zsfree-eval/alloc/1");
	json_int(&j, "size_mb", env.size_mb);
	json_int(&j, "start_ns", t0);
	json_int(&j, "end_ns", t1);
	json_double(&j, "time_ms", (t1 - t0) / 1e6);
	json_obj_open(&j, "vmstat_delta");
	for (i = 0; i < NCOUNTERS; i++) {
		if (before[i] < 0 || after[i] < 0) {
			json_null(&j, counters[i]);
			continue;
		}
		json_int(&j, counters[i], after[i] - before[i]);
		if (!strncmp(counters[i], "allocstall", 10))
			direct += after[i] - before[i];
	}
	json_obj_close(&j);
	json_bool(&j, "direct_reclaim", direct > 0);
	json_bool(&j, "hold", env.hold);
	json_obj_close(&j);
	if (json_finish(&j))
		return 1;
	if (env.hold) {
		int sig;

		fflush(stdout);
		sigwait(&hold_set, &sig);
	}
	munmap(p, bytes);
	return 0;
}

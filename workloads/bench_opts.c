// SPDX-License-Identifier: GPL-2.0
/* munmap-bench command line; see bench_opts.h. */
#include <argp.h>
#include <stdio.h>
#include <string.h>

#include "bench_opts.h"
#include "procfs.h"
#include "units.h"

const char *argp_program_version = "munmap-bench (zsfree-eval) 1";
const char *argp_program_bug_address = "the zsfree-eval maintainers";

static const char doc[] =
"Times munmap() (or exit) of anonymous memory that was pushed out to swap "
"(normally zram), reproducing the RFC v4 cover letter's benchmark: mmap N MB, "
"fill it with the letter's pattern (about 2.8:1 under lzo-rle, 16 object size "
"classes), MADV_PAGEOUT, then time munmap() with CLOCK_MONOTONIC.  The swapped "
"fraction of every process is checked (VmSwap, else smaps_rollup Swap) and the "
"run is marked invalid below --threshold.\n"
"\n"
"One JSON object per run on stdout (docs/results-format.md, zsfree-eval/run/1); "
"a one-line summary on stderr.  Exit status: 0 valid run, 3 run rejected "
"(swapped fraction below threshold), 1 run failed (JSON still printed with "
"\"error\"), 2 bad usage or unusable system, 130/143 interrupted.\n"
"\n"
"EXAMPLES:\n"
"  munmap-bench --size 256                 one process, 256 MB (the letter's run)\n"
"  munmap-bench -s 256 --procs 4           the 1p-4p table, 4 processes\n"
"  munmap-bench -s 256 --exit              owner SIGKILLed; kill-to-reaped time\n"
"  munmap-bench -s 1G --thp                MADV_HUGEPAGE + memset, bytes/ms (the batch-free-swap test)\n"
"  munmap-bench -s 64 --zram zram0 --text  human-readable, with zram mm_stat\n"
"\v"
"Needs active swap with room for SIZE x PROCS.  Takes /run/zsfree-eval/zram.lock "
"(an inherited lock from flock(1) or workloads/run is reused).";

enum {
	OPT_THRESHOLD = 0x100, OPT_ZRAM, OPT_RUN_ID, OPT_REP, OPT_WARMUP,
	OPT_LABEL, OPT_PROBE_LEVEL, OPT_TEXT, OPT_FILL, OPT_NO_LOCK,
	OPT_LOCK_WAIT, OPT_TIMEOUT, OPT_MODE, OPT_EXIT, OPT_THP, OPT_FIFO,
	OPT_RESIDENT, OPT_PRE_DELAY, OPT_SUMMARY,
};

static const struct argp_option options[] = {
	{ "size", 's', "MB", 0, "Region size per process (default 256; suffix M or G allowed)", 0 },
	{ "procs", 'p', "N", 0, "Processes, each with its own region, released together (default 1)", 0 },
	{ "mode", OPT_MODE, "MODE", 0, "munmap (default), exit or thp", 0 },
	{ "exit", OPT_EXIT, NULL, 0, "Same as --mode exit: SIGKILL the owner, time kill to reaped", 0 },
	{ "thp", OPT_THP, NULL, 0, "Same as --mode thp: the MADV_HUGEPAGE test of the batch-free-swap patch, bandwidth in bytes/ms", 0 },
	{ "fill", OPT_FILL, "KIND", 0, "pattern (the cover letter's) or memset (0x11, the batch-free-swap test's); default: memset for thp, else pattern", 0 },
	{ "threshold", OPT_THRESHOLD, "FRAC", 0, "Minimum swapped fraction of every region (default 0.95)", 0 },
	{ "zram", OPT_ZRAM, "DEV", 0, "Record this zram device's mm_stat before and after (zram0 or /dev/zram0)", 0 },
	{ "run-id", OPT_RUN_ID, "ID", 0, "Run id in the JSON (default MODE-SIZEmb-Np-rREP)", 0 },
	{ "rep", OPT_REP, "N", 0, "Repetition number recorded in the JSON (default 1)", 0 },
	{ "warmup", OPT_WARMUP, NULL, 0, "Mark this run as a warm-up", 0 },
	{ "label", OPT_LABEL, "LABEL", 0, "Result-set label echoed into the JSON", 0 },
	{ "probe-level", OPT_PROBE_LEVEL, "LEVEL", 0, "none, basic or full: echoed into the JSON (set by workloads/run)", 0 },
	{ "text", OPT_TEXT, NULL, 0, "Human-readable text on stdout instead of JSON", 0 },
	{ "quiet", 'q', NULL, 0, "No summary line on stderr", 0 },
	{ "verbose", 'v', NULL, 0, "Progress and child pids on stderr", 0 },
	{ "fifo", OPT_FIFO, "PRIO", 0, "Run the timed phase (children and parent) under SCHED_FIFO at PRIO 1-99, so other load on a shared machine cannot preempt it (needs root)", 0 },
	{ "resident", OPT_RESIDENT, NULL, 0, "Skip the page-out: time the release of resident anonymous memory (the no-swap control); needs no swap, threshold becomes 0", 0 },
	{ "pre-delay", OPT_PRE_DELAY, "MS", 0, "Wait MS milliseconds (0..60000) with every region ready before the release (a quiet baseline for samplers and tenants)", 0 },
	{ "summary", OPT_SUMMARY, "FILE", 0, "Also write the figures a caller needs as 'key value' lines to FILE (for shell scripts: no JSON parsing)", 0 },
	{ "timeout", OPT_TIMEOUT, "SEC", 0, "Give up if fill + page-out take longer (default 600)", 0 },
	{ "no-lock", OPT_NO_LOCK, NULL, 0, "Do not take /run/zsfree-eval/zram.lock", 0 },
	{ "lock-wait", OPT_LOCK_WAIT, "SEC", 0, "How long to wait for the zram lock (default 600)", 0 },
	{ 0 },
};

const char *bench_mode_name(enum bench_mode m)
{
	return m == MODE_EXIT ? "exit" : m == MODE_THP ? "thp" : "munmap";
}

const char *bench_fill_name(enum bench_fill f)
{
	return f == FILL_MEMSET ? "memset" : f == FILL_PATTERN ? "pattern" : "auto";
}

/* argp with ARGP_NO_ERRS: record the first error, let parse return it. */
static error_t fail(struct bench_cfg *cfg, const char *fmt, const char *arg)
{
	if (!cfg->err[0])
		snprintf(cfg->err, sizeof(cfg->err), fmt, arg ? arg : "");
	return EINVAL;
}

static int mode_seen;

static error_t set_mode(struct bench_cfg *cfg, enum bench_mode m, const char *how)
{
	if (mode_seen && cfg->mode != m)
		return fail(cfg, "conflicting modes (%s and an earlier one); give only one of --mode, --exit, --thp", how);
	mode_seen = 1;
	cfg->mode = m;
	return 0;
}

static error_t parse_opt(int key, char *arg, struct argp_state *state)
{
	struct bench_cfg *cfg = state->input;
	unsigned long v;

	switch (key) {
	case 's':
		if (parse_size_mb(arg, &cfg->size_mb))
			return fail(cfg, "bad --size '%s': give MB as a positive number, e.g. 256, 256M or 1G", arg);
		if (cfg->size_mb == 0)
			return fail(cfg, "bad --size '%s': the region must be at least 1 MB", arg);
		break;
	case 'p':
		if (parse_ulong_range(arg, 1, BENCH_MAX_PROCS, &cfg->procs))
			return fail(cfg, "bad --procs '%s': give a number from 1 to 256", arg);
		break;
	case OPT_MODE:
		if (!strcmp(arg, "munmap"))
			return set_mode(cfg, MODE_MUNMAP, "--mode munmap");
		if (!strcmp(arg, "exit"))
			return set_mode(cfg, MODE_EXIT, "--mode exit");
		if (!strcmp(arg, "thp"))
			return set_mode(cfg, MODE_THP, "--mode thp");
		return fail(cfg, "bad --mode '%s': use munmap, exit or thp", arg);
	case OPT_EXIT:
		return set_mode(cfg, MODE_EXIT, "--exit");
	case OPT_THP:
		return set_mode(cfg, MODE_THP, "--thp");
	case OPT_FILL:
		if (!strcmp(arg, "pattern"))
			cfg->fill = FILL_PATTERN;
		else if (!strcmp(arg, "memset"))
			cfg->fill = FILL_MEMSET;
		else
			return fail(cfg, "bad --fill '%s': use pattern or memset", arg);
		break;
	case OPT_THRESHOLD:
		if (parse_double_range(arg, 0.0, 1.0, &cfg->threshold))
			return fail(cfg, "bad --threshold '%s': give a fraction from 0 to 1, e.g. 0.95", arg);
		break;
	case OPT_ZRAM:
		if (zram_dev_name(arg, cfg->zram, sizeof(cfg->zram)))
			return fail(cfg, "bad --zram '%s': give a zram device such as zram0 or /dev/zram0", arg);
		break;
	case OPT_SUMMARY:
		if (!*arg)
			return fail(cfg, "bad --summary '%s': give a file name", arg);
		cfg->summary = arg;
		break;
	case OPT_RUN_ID:
		if (!*arg || strlen(arg) > 128 || strpbrk(arg, "/ \t\n\"\\"))
			return fail(cfg, "bad --run-id '%s': use up to 128 characters without '/', blanks or quotes", arg);
		cfg->run_id = arg;
		break;
	case OPT_REP:
		if (parse_ulong_range(arg, 1, 1000000, &cfg->rep))
			return fail(cfg, "bad --rep '%s': give a repetition number from 1", arg);
		break;
	case OPT_WARMUP:
		cfg->warmup = true;
		break;
	case OPT_LABEL:
		if (!*arg || strlen(arg) > 128)
			return fail(cfg, "bad --label '%s': use 1 to 128 characters", arg);
		cfg->label = arg;
		break;
	case OPT_PROBE_LEVEL:
		if (strcmp(arg, "none") && strcmp(arg, "basic") && strcmp(arg, "full"))
			return fail(cfg, "bad --probe-level '%s': use none, basic or full", arg);
		cfg->probe_level = arg;
		break;
	case OPT_TEXT:
		cfg->text = true;
		break;
	case 'q':
		cfg->quiet = true;
		break;
	case 'v':
		cfg->verbose = true;
		break;
	case OPT_TIMEOUT:
		if (parse_ulong_range(arg, 1, 86400, &v))
			return fail(cfg, "bad --timeout '%s': give seconds from 1 to 86400", arg);
		cfg->timeout_s = v;
		break;
	case OPT_FIFO:
		if (parse_ulong_range(arg, 1, 99, &cfg->fifo_prio))
			return fail(cfg, "bad --fifo '%s': give a SCHED_FIFO priority from 1 to 99", arg);
		break;
	case OPT_PRE_DELAY:
		if (parse_ulong_range(arg, 0, 60000, &cfg->pre_delay_ms))
			return fail(cfg, "bad --pre-delay '%s': give milliseconds from 0 to 60000", arg);
		break;
	case OPT_RESIDENT:
		cfg->resident = true;
		break;
	case OPT_NO_LOCK:
		cfg->no_lock = true;
		break;
	case OPT_LOCK_WAIT:
		if (parse_ulong_range(arg, 0, 86400, &cfg->lock_wait_s))
			return fail(cfg, "bad --lock-wait '%s': give seconds from 0 to 86400", arg);
		break;
	case ARGP_KEY_ARG:
		return fail(cfg, "unexpected argument '%s'; see --help", arg);
	default:
		return ARGP_ERR_UNKNOWN;
	}
	return 0;
}

static const struct argp argp = { options, parse_opt, NULL, doc, NULL, NULL, NULL };

/* argp ends --help/--version with exit() unless ARGP_NO_EXIT; notice them first. */
static int wants_help(int argc, char **argv)
{
	int i;

	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--"))
			break;
		if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-?") ||
		    !strcmp(argv[i], "--usage") || !strcmp(argv[i], "--version") ||
		    !strcmp(argv[i], "-V"))
			return 1;
	}
	return 0;
}

/*
 * With ARGP_NO_ERRS argp only says "EINVAL"; find the culprit ourselves so
 * the one-line error can name it.
 */
static void explain_argp_error(int argc, char **argv, char *err, size_t errsz)
{
	const struct argp_option *o;
	int i;

	for (i = 1; i < argc; i++) {
		const char *a = argv[i], *eq;
		size_t len;
		bool needs = false, known = false, inline_val;

		if (!strcmp(a, "--"))
			break;
		if (a[0] != '-' || !a[1])
			continue;
		if (a[1] == '-') {
			eq = strchr(a, '=');
			len = eq ? (size_t)(eq - a - 2) : strlen(a + 2);
			inline_val = eq != NULL;
			for (o = options; o->name || o->key; o++)
				if (o->name && strlen(o->name) == len && !strncmp(o->name, a + 2, len)) {
					known = true;
					needs = o->arg != NULL;
				}
		} else {
			inline_val = a[2] != '\0';
			for (o = options; o->name || o->key; o++)
				if (o->key == a[1]) {
					known = true;
					needs = o->arg != NULL;
				}
		}
		if (!known) {
			snprintf(err, errsz, "unknown option '%s'; see --help", a);
			return;
		}
		if (needs && !inline_val) {
			if (i + 1 >= argc) {
				snprintf(err, errsz, "option '%s' needs a value; see --help", a);
				return;
			}
			i++;
		}
	}
	snprintf(err, errsz, "cannot parse the command line; see --help");
}

int bench_parse_args(int argc, char **argv, struct bench_cfg *cfg)
{
	int idx;
	error_t e;

	memset(cfg, 0, sizeof(*cfg));
	cfg->mode = MODE_MUNMAP;
	cfg->fill = FILL_AUTO;
	cfg->size_mb = 256;
	cfg->procs = 1;
	cfg->threshold = 0.95;
	cfg->probe_level = "none";
	cfg->rep = 1;
	cfg->timeout_s = 600;
	cfg->lock_wait_s = 600;
	mode_seen = 0;

	if (wants_help(argc, argv)) {
		argp_parse(&argp, argc, argv, ARGP_NO_EXIT, &idx, cfg);
		return 1;
	}
	e = argp_parse(&argp, argc, argv, ARGP_NO_EXIT | ARGP_NO_ERRS | ARGP_NO_HELP, &idx, cfg);
	if (e) {
		if (!cfg->err[0])	/* argp's own complaint: unknown option, missing value */
			explain_argp_error(argc, argv, cfg->err, sizeof(cfg->err));
		return -1;
	}
	if (cfg->fill == FILL_AUTO)
		cfg->fill = cfg->mode == MODE_THP ? FILL_MEMSET : FILL_PATTERN;
	if (cfg->resident) {
		if (cfg->mode == MODE_THP) {
			snprintf(cfg->err, sizeof(cfg->err), "--resident does not go with --thp (the THP test measures swapped huge pages); use --mode munmap or exit");
			return -1;
		}
		cfg->threshold = 0;	/* nothing is paged out on purpose */
	}
	return 0;
}

void bench_default_run_id(const struct bench_cfg *cfg, char *buf, unsigned long size)
{
	snprintf(buf, size, "%s-%llumb-%lup-%s%lu", bench_mode_name(cfg->mode),
		 cfg->size_mb, cfg->procs, cfg->warmup ? "w" : "r", cfg->rep);
}

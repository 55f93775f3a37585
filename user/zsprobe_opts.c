// SPDX-License-Identifier: GPL-2.0
/* zsprobe's command line (docs/zsprobe.md) and its one-line errors. */
#define _GNU_SOURCE
#include <argp.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "zsprobe_run.h"

#define DEFAULT_DRAIN "zs_drain_work"
/*
 * One zs_free in 32 timed: for a 64 MB unmap (16,384 frees) 512 timed calls,
 * which put the p99's rank within +-0.9 percentile points (95%); the
 * precision for any n: docs/zsprobe.md, "Sampling".
 */
#define ZSP_SAMPLE_DEFAULT 32
#define ZSP_SAMPLE_MAX 1000000

const char *argp_program_version = "zsprobe 1 (zsfree-eval)";
static const char doc[] =
"Run COMMAND under BPF probes and report what freeing zram/zsmalloc memory cost.\n"
"\n"
"USAGE: zsprobe [OPTIONS] -- COMMAND [ARGS...]\n"
"       zsprobe [OPTIONS] -d SECONDS            (whole system, fixed window)\n"
"\n"
"Writes JSON (schema zsfree-eval/probe/2, see docs/zsprobe.md) to FILE or\n"
"stdout and a short summary to stderr; exits with COMMAND's status, or 1\n"
"with one line naming the problem.  Metrics whose hooks do not attach on\n"
"this kernel are listed as unavailable with the reason.\n"
"\n"
"EXAMPLES:\n"
"  zsprobe -o p.json -- munmap-bench --size-mb 256\n"
"  zsprobe --level full --zram zram0 --text -- ./workload\n"
"  zsprobe --profile 999 -o p.json -- munmap-bench --size 256   (CPU profile)\n"
"\n"
"OPTIONS:";

static const struct argp_option options[] = {
	{ "level", 'l', "basic|full", 0, "basic (default): no per-object entry/exit pairs; full: adds zs_free latency and lock contention", 0 },
	{ "output", 'o', "FILE", 0, "write the JSON to FILE (default stdout)", 0 },
	{ "text", 't', NULL, 0, "print the summary to stdout instead of JSON (JSON still goes to -o FILE)", 0 },
	{ "duration", 'd', "SECONDS", 0, "measure for SECONDS (with COMMAND: then send it SIGTERM)", 0 },
	{ "drain-func", 'f', "NAME", 0, "drain work function (default zs_drain_work, else async_free_zspage)", 0 },
	{ "zram", 'z', "DEV", 0, "zram device (zram0) to poll mm_stat when __free_zspage cannot be probed", 0 },
	{ "settle", 's', "MS", 0, "keep measuring MS after COMMAND exits, for deferred frees (default 200)", 0 },
	{ "profile", 'p', "HZ", 0, "sample the traced tree's and the drain worker's stacks HZ times a second per CPU (1..10000)", 0 },
	{ "sample", 'S', "N", 0, "full level: time one zs_free (and drain object) in N on average; counts stay exact (default 32; 1: every call)", 0 },
	{ "verbose", 'v', NULL, 0, "libbpf debug output", 0 },
	{ "help", 'h', NULL, 0, "show this help", 0 },
	{ "version", 'V', NULL, 0, "print the program version", 0 },
	{ 0 },
};

void zsp_die(const char *fmt, ...)
{
	va_list ap;

	fputs("zsprobe: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(1);
}

/* Usage errors are one line (argp's own add "Try `zsprobe --help'..."):
 * argp_parse runs with ARGP_NO_ERRS (which silences argp's --help too, so
 * ARGP_NO_HELP: -h/--help and -V/--version are ours) and these print instead.
 */
static const char *bad_arg;

static void usage_error(const struct argp_state *state, const char *fmt, ...)
	__attribute__((format(printf, 2, 3), noreturn));
static void usage_error(const struct argp_state *state, const char *fmt, ...)
{
	va_list ap;

	(void)state;
	fputs("zsprobe: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputs(" (see --help)\n", stderr);
	exit(1);
}
#define argp_error usage_error

static error_t parse_arg(int key, char *arg, struct argp_state *state)
{
	struct opts *o = state->input;
	char *end;
	long v;

	switch (key) {
	case 'l':
		if (!strcmp(arg, "basic"))
			o->full = false;
		else if (!strcmp(arg, "full"))
			o->full = true;
		else
			argp_error(state, "--level must be basic or full, not '%s'", arg);
		break;
	case 'o':
		o->out = arg;
		break;
	case 't':
		o->text = true;
		break;
	case 'd':
		errno = 0;
		o->duration_s = strtod(arg, &end);
		if (errno || *end || !(o->duration_s > 0) || o->duration_s > 86400)
			argp_error(state, "-d needs seconds in (0, 86400], not '%s'", arg);
		break;
	case 'f':
		if (!*arg || strlen(arg) > 120)
			argp_error(state, "--drain-func needs a function name");
		o->drain_func = arg;
		o->drain_explicit = true;
		break;
	case 'z': {
		const char *b = strrchr(arg, '/');

		b = b ? b + 1 : arg;
		if (strncmp(b, "zram", 4) || strlen(b) >= sizeof(o->zram))
			argp_error(state, "--zram needs a zram device such as zram0, not '%s'", arg);
		snprintf(o->zram, sizeof(o->zram), "%s", b);
		break;
	}
	case 's':
		errno = 0;
		o->settle_ms = strtol(arg, &end, 10);
		if (errno || *end || o->settle_ms < 0 || o->settle_ms > 600000)
			argp_error(state, "--settle needs milliseconds in [0, 600000], not '%s'", arg);
		break;
	case 'p':	/* profile (issue 29) */
		errno = 0;
		o->profile_hz = (int)strtol(arg, &end, 10);
		if (errno || *end || o->profile_hz < 1 || o->profile_hz > ZSP_PROF_HZ_MAX)
			argp_error(state, "--profile needs samples a second in [1, %d], not '%s'", ZSP_PROF_HZ_MAX, arg);
		break;
	case 'S':
		errno = 0;
		v = strtol(arg, &end, 10);
		if (errno || *end || v < 1 || v > ZSP_SAMPLE_MAX)
			argp_error(state, "--sample needs a period in [1, %d], not '%s'", ZSP_SAMPLE_MAX, arg);
		o->sample_period = (unsigned int)v;
		break;
	case 'v':
		o->verbose = true;
		break;
	case 'h':
		argp_help(state->root_argp, stdout, ARGP_HELP_STD_HELP, state->name);
		exit(0);
	case 'V':
		printf("%s\n", argp_program_version);
		exit(0);
	case ARGP_KEY_ERROR:
		if (state->next > 0 && state->next <= state->argc)
			bad_arg = state->argv[state->next - 1];
		break;
	case ARGP_KEY_ARGS:
		o->cmd = state->argv + state->next;
		o->ncmd = state->argc - state->next;
		break;
	case ARGP_KEY_END:
		if (!o->ncmd && !(o->duration_s > 0))
			argp_error(state, "give a COMMAND after --, or -d SECONDS for a system-wide window");
		break;
	default:
		return ARGP_ERR_UNKNOWN;
	}
	return 0;
}

void zsp_parse_args(struct opts *o, int argc, char **argv)
{
	static const struct argp argp = { options, parse_arg, "-- COMMAND [ARGS...]", doc, NULL, NULL, NULL };

	argp_err_exit_status = 1;
	*o = (struct opts){ .settle_ms = 200, .drain_func = DEFAULT_DRAIN, .sample_period = ZSP_SAMPLE_DEFAULT };
	if (argp_parse(&argp, argc, argv, ARGP_NO_ERRS | ARGP_NO_HELP, NULL, o)) {
		fprintf(stderr, "zsprobe: unknown option, or an option without its value: '%s' (see --help)\n",
			bad_arg ? bad_arg : "?");
		exit(1);
	}
}

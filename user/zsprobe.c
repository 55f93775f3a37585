// SPDX-License-Identifier: GPL-2.0
/*
 * zsprobe: run a command under BPF probes and write what freeing its
 * zram/zsmalloc memory cost (unmap latency, zs_free calls and latency,
 * drain-worker runs and CPU, memory-release delay, lock contention) as
 * JSON (schema zsfree-eval/probe/1, docs/zsprobe.md).
 *
 * Lifecycle: open skeleton -> resolve every metric's hook chain (attach-
 * tested) -> autoload only the winners -> load -> fork COMMAND (held on a
 * pipe) -> seed the traced set -> attach -> release COMMAND -> poll the ring
 * buffer until it exits (+ settle time) or a signal -> detach -> drain ->
 * write JSON.  Anything that could not be measured is reported with the
 * reason; numbers are never silently 0.
 */
#define _GNU_SOURCE
#include <argp.h>
#include <errno.h>
#include <glob.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>

#include "clock.h"
#include "probe_attach.h"
#include "probe_resolve.h"
#include "release.h"
#include "zsprobe_collect.h"
#include "zsprobe_events.h"
#include "zsprobe_out.h"
#include "zsprobe_priv.h"
#include "zsprobe.skel.h"

#define DEFAULT_DRAIN "zs_drain_work"
#define BASE_DRAIN "async_free_zspage"
/* after --settle: end once the free path was quiet this long, or this much later */
#define SETTLE_QUIET_MS 50
#define SETTLE_MAX_MS 10000
/* after a signal or the end of -d: wait this long for COMMAND to die, probes on */
#define STOP_WAIT_MS 2000

/* ---- options ---------------------------------------------------------- */

struct opts opt = { .settle_ms = 200, .drain_func = DEFAULT_DRAIN };

const char *argp_program_version = "zsprobe 1 (zsfree-eval)";
static const char doc[] =
"Run COMMAND under BPF probes and report what freeing zram/zsmalloc memory cost.\n"
"\n"
"USAGE: zsprobe [OPTIONS] -- COMMAND [ARGS...]\n"
"       zsprobe [OPTIONS] -d SECONDS            (whole system, fixed window)\n"
"\n"
"Writes JSON (schema zsfree-eval/probe/1, see docs/zsprobe.md) to FILE or\n"
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
	{ "verbose", 'v', NULL, 0, "libbpf debug output", 0 },
	{ "help", 'h', NULL, 0, "show this help", 0 },
	{ "version", 'V', NULL, 0, "print the program version", 0 },
	{ 0 },
};

static void die(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
static void die(const char *fmt, ...)
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
	char *end;

	switch (key) {
	case 'l':
		if (!strcmp(arg, "basic"))
			opt.full = false;
		else if (!strcmp(arg, "full"))
			opt.full = true;
		else
			argp_error(state, "--level must be basic or full, not '%s'", arg);
		break;
	case 'o':
		opt.out = arg;
		break;
	case 't':
		opt.text = true;
		break;
	case 'd':
		errno = 0;
		opt.duration_s = strtod(arg, &end);
		if (errno || *end || !(opt.duration_s > 0) || opt.duration_s > 86400)
			argp_error(state, "-d needs seconds in (0, 86400], not '%s'", arg);
		break;
	case 'f':
		if (!*arg || strlen(arg) > 120)
			argp_error(state, "--drain-func needs a function name");
		opt.drain_func = arg;
		opt.drain_explicit = true;
		break;
	case 'z': {
		const char *b = strrchr(arg, '/');

		b = b ? b + 1 : arg;
		if (strncmp(b, "zram", 4) || strlen(b) >= sizeof(opt.zram))
			argp_error(state, "--zram needs a zram device such as zram0, not '%s'", arg);
		snprintf(opt.zram, sizeof(opt.zram), "%s", b);
		break;
	}
	case 's':
		errno = 0;
		opt.settle_ms = strtol(arg, &end, 10);
		if (errno || *end || opt.settle_ms < 0 || opt.settle_ms > 600000)
			argp_error(state, "--settle needs milliseconds in [0, 600000], not '%s'", arg);
		break;
	case 'p':	/* profile (issue 29) */
		errno = 0;
		opt.profile_hz = (int)strtol(arg, &end, 10);
		if (errno || *end || opt.profile_hz < 1 || opt.profile_hz > ZSP_PROF_HZ_MAX)
			argp_error(state, "--profile needs samples a second in [1, %d], not '%s'", ZSP_PROF_HZ_MAX, arg);
		break;
	case 'v':
		opt.verbose = true;
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
		opt.cmd = state->argv + state->next;
		opt.ncmd = state->argc - state->next;
		break;
	case ARGP_KEY_END:
		if (!opt.ncmd && !(opt.duration_s > 0))
			argp_error(state, "give a COMMAND after --, or -d SECONDS for a system-wide window");
		break;
	default:
		return ARGP_ERR_UNKNOWN;
	}
	return 0;
}

/* ---- libbpf messages: remember which program the kernel refused ------- */

static char refused_prog[128];
static int refused_err;

static int libbpf_print(enum libbpf_print_level level, const char *fmt, va_list ap)
{
	char buf[1024];
	const char *p;
	va_list full;
	int n;

	/* buf only for parsing: a verifier log is far longer and is printed whole */
	va_copy(full, ap);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	p = strstr(buf, "prog '");
	if (p && strstr(buf, "failed to load")) {
		char name[128];
		int err = 0;

		if (sscanf(p, "prog '%127[^']': failed to load: %d", name, &err) >= 1) {
			snprintf(refused_prog, sizeof(refused_prog), "%s", name);
			refused_err = err;
		}
	}
	/* like libbpf-tools: warnings and notes always, debug with -v */
	if (level == LIBBPF_DEBUG && !opt.verbose) {
		va_end(full);
		return 0;
	}
	n = vfprintf(stderr, fmt, full);
	va_end(full);
	return n;
}

/* ---- hook groups -------------------------------------------------------- */


/* ---- every exit path: the command ends, a partial output is dropped ---- */

static struct zsp_output output;
static pid_t cmd_pid = -1;	/* COMMAND while it is not reaped */

static void reaped(void)
{
	cmd_pid = -1;
}

/* atexit: a COMMAND still running when zsprobe gives up is killed and reaped. */
static void cleanup_at_exit(void)
{
	if (cmd_pid > 0) {
		kill(cmd_pid, SIGKILL);
		while (waitpid(cmd_pid, NULL, 0) < 0 && errno == EINTR)
			;
		cmd_pid = -1;
	}
	zsp_output_abort(&output);
}

/* ---- signals ------------------------------------------------------------ */

static volatile sig_atomic_t got_signal;

static void on_signal(int sig)
{
	got_signal = sig;
}

/* ---- reading maps ------------------------------------------------------- */

/*
 * A number that moves while anything frees zsmalloc memory: objects freed,
 * drain batches, drain-worker CPU time, zspages released, mm_stat changes
 * and the events that report them.  Only its changes matter.  -errno when a
 * counter cannot be read: then quiet cannot be told.
 */
static int free_path_activity(const struct zsp_maps *m, const struct zsp_events *ev, uint64_t *a)
{
	static const __u32 idx[] = { ZSP_CNT_ZSFREE_UNMAPPER, ZSP_CNT_ZSFREE_DRAIN, ZSP_CNT_ZSFREE_OTHER,
				     ZSP_CNT_WORKER_NS, ZSP_CNT_BATCHES, ZSP_CNT_ZSPAGE_PAGES };
	uint64_t v;
	int err;

	*a = ev->drain.n + ev->zspage.n + ev->npolled;
	for (size_t i = 0; i < sizeof(idx) / sizeof(idx[0]); i++) {
		err = zsp_read_counter(m, idx[i], &v);
		if (err)
			return err;
		*a += v;
	}
	return 0;
}

/*
 * Objects the deferred-free series still holds, over every zsmalloc pool
 * (debugfs "backlog_objs"; 0 on a kernel without the series or without
 * debugfs).  A partial batch waits for the series' aging work, about a
 * second after the last free, with no probe event in between: the free
 * path looks quiet but is not.
 */
static uint64_t read_deferred_backlog(void)
{
	unsigned long long v, sum = 0;
	char line[64];
	glob_t g;

	if (glob("/sys/kernel/debug/zsmalloc/*/deferred", 0, NULL, &g))
		return 0;
	for (size_t i = 0; i < g.gl_pathc; i++) {
		FILE *f = fopen(g.gl_pathv[i], "re");

		while (f && fgets(line, sizeof(line), f))
			if (sscanf(line, "backlog_objs %llu", &v) == 1)
				sum += v;
		if (f)
			fclose(f);
	}
	globfree(&g);
	return sum;
}

/*
 * The same, read at most every 10 ms: the settle loop turns every
 * millisecond with mm_stat polling, and each read takes every CPU's batch
 * lock of the pool whose drain is being measured.
 */
static uint64_t deferred_backlog(uint64_t t)
{
	static uint64_t read_at, backlog;

	if (!read_at || t - read_at >= 10 * 1000000ull) {
		backlog = read_deferred_backlog();
		read_at = t;
	}
	return backlog;
}

/* Can anything see the free path?  Otherwise "quiet" would mean "unobserved". */
static bool free_path_observable(void)
{
	return ok(G_ZSFREE) || ok(G_BATCH) || ok(G_DRAIN) || ok(G_RELEASE);
}

/* ---- main ----------------------------------------------------------------- */

static struct bpf_link *links[64];
static int nlinks;

static void detach_all(void)
{
	while (nlinks > 0)
		bpf_link__destroy(links[--nlinks]);
}

static int attach_group(struct zsprobe *skel, int gi, const char **attached, int *nattached)
{
	const struct hook_group *g = &groups[gi];

	if (g->chosen < 0 || skipped[gi][0])
		return 0;
	for (int i = 0; i < HOOK_MAX_PROGS && g->cand[g->chosen].p[i].kind; i++) {
		const char *name = g->cand[g->chosen].p[i].prog;
		struct bpf_program *prog;
		struct bpf_link *l;
		bool done = false;
		char e[64];

		if (!name)
			continue;
		for (int k = 0; k < *nattached; k++)
			if (!strcmp(attached[k], name))
				done = true;
		if (done)
			continue;
		prog = bpf_object__find_program_by_name(skel->obj, name);
		if (prog && (g->cand[g->chosen].p[i].kind == HK_KPROBE || g->cand[g->chosen].p[i].kind == HK_KRETPROBE))
			l = bpf_program__attach_kprobe(prog, g->cand[g->chosen].p[i].kind == HK_KRETPROBE,
						       g->cand[g->chosen].p[i].target);
		else
			l = prog ? bpf_program__attach(prog) : NULL;
		if (!l || nlinks >= (int)(sizeof(links) / sizeof(links[0]))) {
			snprintf(attach_fail[gi], sizeof(attach_fail[gi]), "attach of %s failed: %s",
				 name, errno_desc(errno ? errno : ENOENT, e, sizeof(e)));
			bpf_link__destroy(l);
			return -1;
		}
		links[nlinks++] = l;
		attached[(*nattached)++] = name;
	}
	return 0;
}

/* Everything one run of zsprobe holds, from set-up to the report. */
struct zsp_run {
	struct zsprobe *skel;
	struct ring_buffer *rb;
	struct probe_env env;
	struct attach_ctx actx;
	struct btf *vmlinux;
	struct results r;
	struct zsp_maps maps;		/* what collection reads, set after load */
	struct zsp_events ev;		/* what the ring buffer and the mm_stat polling gathered */
	unsigned long long drain_addr;
	int gopipe[2], errpipe[2];	/* COMMAND waits on gopipe; errpipe carries exec's errno */
	pid_t child;			/* COMMAND, -1 without one */
	int mmfd;			/* mm_stat when release is polled, else -1 */
	uint64_t end_at;		/* end of a -d window, 0 if none */
	uint64_t child_done_at;		/* COMMAND reaped */
	uint64_t stop_at;		/* a signal or -d told COMMAND to stop */
	uint64_t last_activity, activity_at;	/* settle phase: free-path movement */
};

/* ---- phase 1: environment ---------------------------------------------- */

static void setup(struct zsp_run *z)
{
	char e[64], why[PATH_MAX + 64];
	int err;

	if (geteuid() != 0)
		die("must run as root (BPF tracing needs CAP_BPF and CAP_PERFMON); try sudo");
	if (access("/sys/kernel/btf/vmlinux", R_OK))
		die("this kernel has no BTF (/sys/kernel/btf/vmlinux missing); boot one built with CONFIG_DEBUG_INFO_BTF=y");
	atexit(cleanup_at_exit);
	if (zsp_output_open(&output, opt.out, why, sizeof(why)))
		die("%s", why);
	/* the text report is flushed once at the end, where its errors are checked */
	setvbuf(stdout, NULL, _IOFBF, 1 << 16);
	z->maps.ncpus = libbpf_num_possible_cpus();
	if (z->maps.ncpus <= 0)
		die("cannot count possible CPUs: %s", errno_desc(z->maps.ncpus, e, sizeof(e)));
	/* tracefs: classic tracepoints and the resolver's notrace check need it */
	if (!getenv("ZSPROBE_TRACEFS") && access("/sys/kernel/tracing/events", F_OK))
		mount("nodev", "/sys/kernel/tracing", "tracefs", 0, NULL);
	probe_env_load(&z->env);
	z->vmlinux = btf__load_vmlinux_btf();
	if (!z->vmlinux)
		die("cannot parse /sys/kernel/btf/vmlinux: %s", errno_desc(errno, e, sizeof(e)));
	z->actx.vmlinux = z->vmlinux;
	/* zsmalloc and zram are modules on most distributions: their functions
	 * are in /sys/kernel/btf/MODULE, split BTF on top of vmlinux's
	 */
	err = module_btfs_load(&z->actx, "/sys/kernel/btf");
	if (err)
		die("cannot read /sys/kernel/btf: %s", errno_desc(err, e, sizeof(e)));
	if (!z->env.btf_ok)
		z->env.btf_ok = !btf_names_load(&z->actx, &z->env.btf);
	zs_kernel_facts(&z->r.kernel, z->vmlinux, attach_ctx_module_btf(&z->actx, "zsmalloc"));
	z->ev.page_size = z->r.kernel.page_size;
	if (!z->ev.page_size)
		die("cannot read the page size (sysconf(_SC_PAGESIZE) failed)");
	z->actx.tracefs = z->env.tracefs;
	z->env.attach_test = probe_attach_test;
	z->env.attach_arg = &z->actx;
	z->env.user_check = user_check;
}

/* ---- phase 2: resolve every metric's hook ------------------------------- */

/* Which function is the drain worker on this kernel? */
static void find_drain(struct zsp_run *z)
{
	struct results *r = &z->r;
	char used[160];

	r->drain_fn = opt.drain_func;
	if (!z->env.kallsyms_ok) {
		snprintf(skipped[G_DRAIN], sizeof(skipped[0]), "cannot read kallsyms to find %s", opt.drain_func);
		return;
	}
	z->drain_addr = kallsyms_addr(&z->env, opt.drain_func, used, sizeof(used));
	if (!z->drain_addr && !opt.drain_explicit && !symtab_has(&z->env.kallsyms, opt.drain_func)) {
		z->drain_addr = kallsyms_addr(&z->env, BASE_DRAIN, used, sizeof(used));
		if (symtab_has(&z->env.kallsyms, BASE_DRAIN) || z->drain_addr) {
			snprintf(r->drain_note, sizeof(r->drain_note),
				 "%s not in kallsyms (kernel without the deferred-free series); "
				 "measuring the base kernel's %s", opt.drain_func, BASE_DRAIN);
			r->drain_fn = BASE_DRAIN;
		}
	}
	if (!z->drain_addr) {
		if (symtab_has(&z->env.kallsyms, r->drain_fn))
			snprintf(skipped[G_DRAIN], sizeof(skipped[0]),
				 "kallsyms addresses are hidden (kptr_restrict); cannot find %s", r->drain_fn);
		else
			snprintf(skipped[G_DRAIN], sizeof(skipped[0]), "drain function %s not in kallsyms",
				 r->drain_fn);
	} else if (strcmp(used, r->drain_fn)) {
		snprintf(r->drain_note, sizeof(r->drain_note), "using compiler clone %s", used);
	}
}

static void resolve(struct zsp_run *z)
{
	char used[160];

	build_groups();
	skip_groups_from_env();
	find_drain(z);
	if (!opt.full) {
		/* One probe per freed object costs far more than the 3% basic may cost
		 * (measured: +40% munmap time under QEMU icount with fentry:zs_free).
		 */
		snprintf(skipped[G_ZSFREE], sizeof(skipped[0]),
			 "per-object probe (fentry on zs_free): only with --level full");
		snprintf(skipped[G_LOCK], sizeof(skipped[0]), "lock contention is measured only with --level full");
	}
	/* in dependency order */
	for (int gi = 0; gi < G_NR; gi++) {
		if (skipped[gi][0])
			continue;
		if (gi == G_LOCK && groups[G_ZSFREE].chosen < 0) {
			snprintf(skipped[gi], sizeof(skipped[0]),
				 "needs fentry:zs_free to learn the pool's lock addresses (%s)",
				 why_not(G_ZSFREE, used, sizeof(used)));
			continue;
		}
		if (gi == G_WALK && groups[G_MUNMAP].chosen < 0 && groups[G_EXIT_END].chosen < 0) {
			snprintf(skipped[gi], sizeof(skipped[0]), "no munmap or exit hook to attribute the walk to");
			continue;
		}
		if (resolve_group(&z->env, &groups[gi]) >= 0)
			hook_location(&z->env, &groups[gi].cand[groups[gi].chosen], &located[gi]);
	}
}

/* ---- phase 3: load only the chosen programs, configure them ------------- */

static void enable_chosen(struct zsprobe *skel)
{
	struct bpf_program *prog;
	char e[64];
	int err;

	bpf_object__for_each_program(prog, skel->obj)
		bpf_program__set_autoload(prog, false);
	for (int gi = 0; gi < G_NR; gi++) {
		const struct hook_group *g = &groups[gi];

		if (g->chosen < 0 || skipped[gi][0])
			continue;
		for (int i = 0; i < HOOK_MAX_PROGS && g->cand[g->chosen].p[i].kind; i++) {
			const struct hook_prog *p = &g->cand[g->chosen].p[i];

			if (!p->prog)
				continue;
			prog = bpf_object__find_program_by_name(skel->obj, p->prog);
			if (!prog)
				die("internal: no BPF program %s", p->prog);
			bpf_program__set_autoload(prog, true);
			if (p->kind != HK_FENTRY && p->kind != HK_FEXIT)
				continue;
			err = bpf_program__set_attach_target(prog, 0, p->target);
			if (err)
				die("cannot target %s at %s: %s", p->prog, p->target, errno_desc(err, e, sizeof(e)));
		}
	}
}

static void write_config(struct zsp_run *z)
{
	struct zsp_config cfg = {
		.drain_func = z->drain_addr,
		.nr_munmap = SYS_munmap,
		.nr_exit_group = SYS_exit_group,
		.nr_exit = SYS_exit,
		.trace_all = opt.ncmd == 0,
		.level_full = opt.full,
		/* sys_enter may serve both groups; the config says which roles it has */
		.sysenter_munmap = chosen_uses(G_MUNMAP, "sys_enter_btf") ||
				   chosen_uses(G_MUNMAP, "sys_enter_raw"),
		.sysenter_exit_group = chosen_uses(G_EXIT_GROUP, "sys_enter_btf") ||
				       chosen_uses(G_EXIT_GROUP, "sys_enter_raw"),
		.lock_enabled = groups[G_LOCK].chosen >= 0 && !skipped[G_LOCK][0],
		.batch_objects = groups[G_BATCH].chosen >= 0 && !skipped[G_BATCH][0],
	};
	__u32 zero = 0;
	char e[64];

	if (bpf_map_update_elem(bpf_map__fd(z->skel->maps.zsp_cfg), &zero, &cfg, BPF_ANY))
		die("cannot write the probe configuration: %s", errno_desc(errno, e, sizeof(e)));
}

static void load(struct zsp_run *z)
{
	char e[64];
	int err;

	z->skel = zsprobe__open();
	if (!z->skel)
		die("cannot open the BPF object: %s", errno_desc(errno, e, sizeof(e)));
	enable_chosen(z->skel);
	zsp_profile_prepare(&z->r.profile, z->skel->obj, opt.profile_hz);	/* profile (issue 29) */
	err = zsprobe__load(z->skel);
	if (err) {
		if (refused_prog[0])
			die("BPF program '%s' refused by the kernel: %s (libbpf's log above says why)",
			    refused_prog, errno_desc(refused_err ? refused_err : err, e, sizeof(e)));
		die("loading the BPF object failed: %s (run with -v)", errno_desc(err, e, sizeof(e)));
	}
	write_config(z);
	z->maps.counters = bpf_map__fd(z->skel->maps.counters);
	z->maps.hists = bpf_map__fd(z->skel->maps.hists);
	z->maps.worker_cg = bpf_map__fd(z->skel->maps.worker_cg);
	z->rb = ring_buffer__new(bpf_map__fd(z->skel->maps.events), zsp_on_event, &z->ev, NULL);
	if (!z->rb)
		die("cannot set up the ring buffer: %s", errno_desc(errno, e, sizeof(e)));
}

/* ---- phase 4: COMMAND, held until every probe is attached --------------- */

static void __attribute__((noreturn)) command_child(struct zsp_run *z)
{
	char c;
	int en;

	close(z->gopipe[1]);
	close(z->errpipe[0]);
	/* zsprobe killed outright (SIGKILL, OOM) takes COMMAND with it */
	if (prctl(PR_SET_PDEATHSIG, SIGKILL) || getppid() == 1)
		_exit(126);
	/* an ignored SIGINT (e.g. from `cmd &` in sh) must not outlive us */
	signal(SIGINT, SIG_DFL);
	signal(SIGTERM, SIG_DFL);
	signal(SIGHUP, SIG_DFL);
	if (read(z->gopipe[0], &c, 1) != 1)
		_exit(126);
	execvp(opt.cmd[0], opt.cmd);
	en = errno;
	if (write(z->errpipe[1], &en, sizeof(en)) < 0)
		_exit(127);
	_exit(127);
}

static void fork_command(struct zsp_run *z)
{
	__u32 pid;
	__u8 one = 1;
	char e[64];

	if (!opt.ncmd)
		return;
	if (pipe2(z->gopipe, O_CLOEXEC) || pipe2(z->errpipe, O_CLOEXEC))
		die("pipe: %s", strerror(errno));
	z->child = fork();
	if (z->child < 0)
		die("fork: %s", strerror(errno));
	if (z->child == 0)
		command_child(z);
	cmd_pid = z->child;
	close(z->gopipe[0]);
	close(z->errpipe[1]);
	pid = (__u32)z->child;
	if (bpf_map_update_elem(bpf_map__fd(z->skel->maps.traced), &pid, &one, BPF_ANY))
		die("cannot register the command's pid: %s", errno_desc(errno, e, sizeof(e)));
}

static void attach(struct zsp_run *z)
{
	const char *attached[64];
	int nattached = 0;
	char path[128];

	for (int gi = 0; gi < G_NR; gi++)
		attach_group(z->skel, gi, attached, &nattached);
	zsp_profile_attach(&z->r.profile, z->skel->obj, z->maps.ncpus);	/* profile (issue 29) */
	if (!ok(G_RELEASE) || !chosen_polls(G_RELEASE))
		return;
	snprintf(path, sizeof(path), "/sys/block/%s/mm_stat", opt.zram);
	z->mmfd = open(path, O_RDONLY | O_CLOEXEC);
	if (z->mmfd < 0)
		snprintf(attach_fail[G_RELEASE], sizeof(attach_fail[0]), "cannot open %s: %s", path,
			 strerror(errno));
	else
		zsp_poll_mm_stat(&z->ev, z->mmfd);
}

/* Opens the window and lets COMMAND exec; one line and exit 1 if it cannot. */
static void start(struct zsp_run *z)
{
	struct results *r = &z->r;
	int en = 0;
	ssize_t n;

	r->settle_observable = free_path_observable();
	if (!r->settle_observable)
		r->settle_why = "no probe sees the free path (zs_free, zs_free_batch, drain, release): "
				"a quiet end cannot be told from an unobserved one";
	r->win_start = (uint64_t)now_ns();
	if (opt.duration_s > 0)
		z->end_at = r->win_start + (uint64_t)(opt.duration_s * 1e9);
	if (z->child <= 0)
		return;
	if (write(z->gopipe[1], "g", 1) != 1)
		die("cannot start the command: %s", strerror(errno));
	close(z->gopipe[1]);
	n = read(z->errpipe[0], &en, sizeof(en));
	close(z->errpipe[0]);
	if (n == (ssize_t)sizeof(en)) {
		waitpid(z->child, NULL, 0);
		reaped();
		detach_all();
		die("cannot run '%s': %s", opt.cmd[0], strerror(en));
	}
}

/* ---- phase 5: measure ----------------------------------------------------- */

/*
 * Deferred frees outlive COMMAND: after --settle, stay until the free path
 * has been quiet for SETTLE_QUIET_MS with no deferred backlog left (at most
 * SETTLE_MAX_MS more), so that a
 * drain is measured whole and the probes do not come off while the worker
 * runs the functions they patch.  True when the window may close.
 */
static bool settled(struct zsp_run *z, uint64_t t)
{
	struct results *r = &z->r;
	uint64_t a = 0, since = t - z->child_done_at;

	if (r->settle_observable && free_path_activity(&z->maps, &z->ev, &a)) {
		r->settle_observable = false;
		r->settle_why = "cannot read the probes' counters to tell a quiet free path";
	}
	if (a != z->last_activity || !z->activity_at || deferred_backlog(t)) {
		z->last_activity = a;
		z->activity_at = t;
	}
	r->settle_quiet = r->settle_observable && t - z->activity_at >= SETTLE_QUIET_MS * 1000000ull;
	return since >= (uint64_t)opt.settle_ms * 1000000ull &&
	       (r->settle_quiet || !r->settle_observable ||
		since >= (uint64_t)(opt.settle_ms + SETTLE_MAX_MS) * 1000000ull);
}

/* One turn of the measurement loop; false when the window closes. */
static bool measure_once(struct zsp_run *z)
{
	uint64_t t;
	char e[64];
	int err, st;

	err = ring_buffer__poll(z->rb, z->mmfd >= 0 ? 1 : 20);
	if (err < 0 && err != -EINTR) {
		fprintf(stderr, "zsprobe: ring buffer poll failed: %s; stopping\n", errno_desc(err, e, sizeof(e)));
		return false;
	}
	if (z->mmfd >= 0)
		zsp_poll_mm_stat(&z->ev, z->mmfd);
	t = (uint64_t)now_ns();
	if (z->child > 0 && !z->child_done_at && waitpid(z->child, &st, WNOHANG) == z->child) {
		reaped();
		z->r.status = st;
		z->child_done_at = t;
	}
	/*
	 * A signal or the end of -d stops the measurement; a COMMAND still
	 * running gets the signal (SIGTERM for -d), and the probes stay on
	 * until it is reaped (at most STOP_WAIT_MS), so its death is measured.
	 */
	if (!z->stop_at && (got_signal || (z->end_at && t >= z->end_at))) {
		if (z->child <= 0 || z->child_done_at)
			return false;
		kill(z->child, got_signal ? got_signal : SIGTERM);
		z->stop_at = t;
	}
	if (z->stop_at)
		return !z->child_done_at && t - z->stop_at < STOP_WAIT_MS * 1000000ull;
	return !z->child_done_at || !settled(z, t);
}

/* Closes the window: probes off, last events in, COMMAND reaped. */
static void finish(struct zsp_run *z)
{
	struct results *r = &z->r;
	pid_t w = 0;
	int st;

	r->win_end = (uint64_t)now_ns();
	r->settled = z->child_done_at && !z->stop_at && !got_signal;
	r->settle_waited_ns = z->child_done_at ? r->win_end - z->child_done_at : 0;
	detach_all();
	zsp_profile_detach(&z->r.profile);	/* profile (issue 29) */
	ring_buffer__consume(z->rb);
	if (z->mmfd >= 0) {
		zsp_poll_mm_stat(&z->ev, z->mmfd);
		close(z->mmfd);
	}
	if (z->child <= 0 || z->child_done_at)
		return;
	/* still running after its stop signal (or the poll failed): 2 s at most, then SIGKILL */
	for (int i = 0; !z->stop_at && i < 200 && (w = waitpid(z->child, &st, WNOHANG)) == 0; i++)
		usleep(10000);
	if (w == 0) {
		kill(z->child, SIGKILL);
		w = waitpid(z->child, &st, 0);
	}
	if (w == z->child) {
		reaped();
		r->status = st;
	}
}

/* ---- phase 6: collect ------------------------------------------------------ */

/*
 * Release delay, relative to the end of the last significant unmap/exit
 * (one taking at least 10% of the longest): the loader's own small munmaps
 * and the final exit of a munmap benchmark do not move it.
 */
static void reference_time(struct results *r)
{
	uint64_t longest = 0;

	for (size_t i = 0; i < r->unmap.n; i++)
		if (r->unmap.v[i].h.end_ns - r->unmap.v[i].h.start_ns > longest)
			longest = r->unmap.v[i].h.end_ns - r->unmap.v[i].h.start_ns;
	for (size_t i = 0; i < r->unmap.n; i++)
		if ((r->unmap.v[i].h.end_ns - r->unmap.v[i].h.start_ns) * 10 >= longest &&
		    r->unmap.v[i].h.end_ns > r->ref_ns)
			r->ref_ns = r->unmap.v[i].h.end_ns;
	r->have_ref = r->unmap.n > 0;
}

static void collect_release(struct results *r, struct zsp_events *ev)
{
	struct zspage_free *frees;

	reference_time(r);
	if (!chosen_polls(G_RELEASE)) {
		static char source[128];

		snprintf(source, sizeof(source), "%s (pool pages_allocated)", chosen_label(G_RELEASE));
		r->rel_source = source;
		frees = zsp_zspage_frees(ev, &r->npoolnames);
		r->series = calloc(ev->zspage.n + 1, sizeof(*r->series));
		r->pick = frees ? release_pick_pool(frees, ev->zspage.n, r->npoolnames ? opt.zram : NULL,
						    &r->pool) : -1;
		if (r->series && !r->pick)
			r->nseries = release_series(frees, ev->zspage.n, r->pool, r->series);
		free(frees);
	} else {
		r->rel_source = "poll:mm_stat mem_used_total (1 ms)";
		r->series = ev->polled;
		r->nseries = ev->npolled;
		r->pool = opt.zram;
	}
	release_delays(r->series, r->series ? r->nseries : 0, r->have_ref ? r->ref_ns : r->win_end, &r->rel);
}

/* Every map and the ring buffer's events into z->r, the emitters' one input. */
static void collect(struct zsp_run *z)
{
	struct utsname u;

	zsp_collect_counters(&z->maps, &z->r, ok(G_CPU) && ok(G_DRAIN), ok(G_ZSFREE));
	if (zsp_collect_worker_cgroups(&z->maps, &z->r))
		z->ev.lost++;
	z->r.unmap = z->ev.unmap;
	z->r.drain = z->ev.drain;
	z->r.zspage = z->ev.zspage;
	collect_release(&z->r, &z->ev);
	zsp_profile_collect(&z->r.profile, z->skel->obj, z->maps.ncpus,	/* profile (issue 29) */
			    &z->env.kallsyms, z->env.kallsyms_ok);
	z->r.user_lost = z->ev.lost;
	z->r.interrupted = got_signal != 0;
	z->r.level_full = opt.full;
	z->r.cmd = opt.cmd;
	z->r.ncmd = opt.ncmd;
	z->r.zram = opt.zram;
	z->r.drain_func = opt.drain_func;
	if (!uname(&u))
		snprintf(z->r.kernel_release, sizeof(z->r.kernel_release), "%s", u.release);
}

/* ---- phase 7: report; the exit status --------------------------------------- */

static int report(struct zsp_run *z)
{
	struct results *r = &z->r;
	char e[64], why[PATH_MAX + 64];
	int ret;

	if (!opt.text || opt.out)
		write_json(output.f, r);
	write_text(opt.text ? stdout : stderr, r);
	if (zsp_output_commit(&output, why, sizeof(why)) || zsp_stdout_check(why, sizeof(why))) {
		fprintf(stderr, "zsprobe: %s; the report is lost\n", why);
		return 1;
	}
	if (r->read_err) {
		fprintf(stderr, "zsprobe: could not read the probes' counters (%s); their figures are null in the report\n",
			errno_desc(r->read_err, e, sizeof(e)));
		return 1;
	}
	if (r->status < 0)
		return got_signal ? 128 + got_signal : 0;
	ret = WIFEXITED(r->status) ? WEXITSTATUS(r->status) : 128 + WTERMSIG(r->status);
	if (ret)
		fprintf(stderr, "zsprobe: command '%s' exited with status %d\n", opt.cmd[0], ret);
	return ret;
}

static void release_all(struct zsp_run *z)
{
	ring_buffer__free(z->rb);
	zsprobe__destroy(z->skel);
	btf__free(z->vmlinux);
	attach_ctx_free(&z->actx);
	probe_env_free(&z->env);
	zsp_collect_free(&z->r);
	zsp_profile_free(&z->r.profile);	/* profile (issue 29) */
	if (z->r.series != z->ev.polled)
		free(z->r.series);
	zsp_events_free(&z->ev);
}

int main(int argc, char **argv)
{
	static const struct argp argp = { options, parse_arg, "-- COMMAND [ARGS...]", doc, NULL, NULL, NULL };
	static struct zsp_run z = {
		.r = { .status = -1 }, .gopipe = { -1, -1 }, .errpipe = { -1, -1 }, .child = -1, .mmfd = -1,
	};
	int ret;

	argp_err_exit_status = 1;
	if (argp_parse(&argp, argc, argv, ARGP_NO_ERRS | ARGP_NO_HELP, NULL, NULL)) {
		fprintf(stderr, "zsprobe: unknown option, or an option without its value: '%s' (see --help)\n",
			bad_arg ? bad_arg : "?");
		return 1;
	}
	libbpf_set_print(libbpf_print);
	/* from here on a signal stops the measurement instead of killing us:
	 * one arriving during set-up ends the window as soon as it opens
	 */
	signal(SIGINT, on_signal);
	signal(SIGTERM, on_signal);
	signal(SIGHUP, on_signal);
	signal(SIGPIPE, SIG_IGN);
	setup(&z);
	resolve(&z);
	load(&z);
	fork_command(&z);
	attach(&z);
	start(&z);
	while (measure_once(&z))
		;
	finish(&z);
	collect(&z);
	ret = report(&z);
	release_all(&z);
	return ret;
}

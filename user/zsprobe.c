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
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <math.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>

#include "hist.h"
#include "json.h"
#include "probe_attach.h"
#include "probe_resolve.h"
#include "release.h"
#include "stats.h"
#include "zsprobe.skel.h"

#if defined(__x86_64__)
#define SYS_MUNMAP_FN "__x64_sys_munmap"
#elif defined(__aarch64__)
#define SYS_MUNMAP_FN "__arm64_sys_munmap"
#else
#error "zsprobe supports x86_64 and arm64"
#endif

#define DEFAULT_DRAIN "zs_drain_work"
#define BASE_DRAIN "async_free_zspage"

/* ---- options ---------------------------------------------------------- */

static struct opts {
	bool full;
	const char *out;
	bool text;
	double duration_s;
	const char *drain_func;
	bool drain_explicit;
	char zram[64];
	bool verbose;
	long settle_ms;
	char **cmd;
	int ncmd;
} opt = { .settle_ms = 200, .drain_func = DEFAULT_DRAIN };

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
	{ "verbose", 'v', NULL, 0, "libbpf debug output", 0 },
	{ NULL, 'h', NULL, OPTION_HIDDEN, "show this help", 0 },
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
	case 'v':
		opt.verbose = true;
		break;
	case 'h':
		argp_state_help(state, stdout, ARGP_HELP_STD_HELP);
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
	if (level == LIBBPF_DEBUG && !opt.verbose)
		return 0;
	if (!opt.verbose)
		return 0;
	return fputs(buf, stderr);
}

/* ---- hook groups -------------------------------------------------------- */

enum {
	G_TREE, G_MUNMAP, G_WALK, G_EXIT_KILL, G_EXIT_GROUP, G_EXIT_END,
	G_ZSFREE, G_BATCH, G_DRAIN, G_CPU, G_RELEASE, G_LOCK, G_NR
};

static struct hook_group groups[G_NR];
/* Why a group was not even tried (dependency or level); "" if it was. */
static char skipped[G_NR][192];
/* Why a chosen group failed at attach time; "" if it attached. */
static char attach_fail[G_NR][192];

#define P(n, k, t) { .prog = n, .kind = k, .target = t }

static void build_groups(const char *drain_target_ok)
{
	struct hook_group g[G_NR] = {
		[G_TREE] = { "tree", {
			{ "tp_btf:sched_process_fork", { P("fork_btf", HK_TP_BTF, "sched_process_fork") } },
			{ "raw_tp:sched_process_fork", { P("fork_raw", HK_RAW_TP, "sched_process_fork") } },
		}, 2, -1, {}, 0 },
		[G_MUNMAP] = { "unmap.munmap", {
			{ "fentry+fexit:" SYS_MUNMAP_FN, { P("munmap_fentry", HK_FENTRY, SYS_MUNMAP_FN),
							   P("munmap_fexit", HK_FEXIT, SYS_MUNMAP_FN) } },
			{ "tp_btf:sys_enter+sys_exit", { P("sys_enter_btf", HK_TP_BTF, "sys_enter"),
							 P("sys_exit_btf", HK_TP_BTF, "sys_exit") } },
			{ "raw_tp:sys_enter+sys_exit", { P("sys_enter_raw", HK_RAW_TP, "sys_enter"),
							 P("sys_exit_raw", HK_RAW_TP, "sys_exit") } },
			{ "tracepoint:syscalls/sys_enter_munmap+sys_exit_munmap", {
				P("munmap_tp_enter", HK_TRACEPOINT, "syscalls/sys_enter_munmap"),
				P("munmap_tp_exit", HK_TRACEPOINT, "syscalls/sys_exit_munmap") } },
		}, 4, -1, {}, 0 },
		[G_WALK] = { "unmap", {
			{ "fentry+fexit:zap_pte_range", { P("walk_enter", HK_FENTRY, "zap_pte_range"),
							  P("walk_exit", HK_FEXIT, "zap_pte_range") } },
			{ "fentry+fexit:unmap_page_range", { P("walk_enter", HK_FENTRY, "unmap_page_range"),
							     P("walk_exit", HK_FEXIT, "unmap_page_range") } },
			{ "fentry+fexit:unmap_vmas", { P("walk_enter", HK_FENTRY, "unmap_vmas"),
						       P("walk_exit", HK_FEXIT, "unmap_vmas") } },
			{ "syscall/exit tracepoints (no walk split)", { { 0 } } },
		}, 4, -1, {}, 0 },
		[G_EXIT_KILL] = { "unmap.exit_kill", {
			{ "tp_btf:signal_generate", { P("signal_btf", HK_TP_BTF, "signal_generate") } },
			{ "raw_tp:signal_generate", { P("signal_raw", HK_RAW_TP, "signal_generate") } },
		}, 2, -1, {}, 0 },
		[G_EXIT_GROUP] = { "unmap.exit_group", {
			{ "tp_btf:sys_enter", { P("sys_enter_btf", HK_TP_BTF, "sys_enter") } },
			{ "raw_tp:sys_enter", { P("sys_enter_raw", HK_RAW_TP, "sys_enter") } },
			{ "tracepoint:syscalls/sys_enter_exit_group", {
				P("exit_group_tp", HK_TRACEPOINT, "syscalls/sys_enter_exit_group") } },
		}, 3, -1, {}, 0 },
		[G_EXIT_END] = { "unmap.exit_end", {
			{ "fexit:exit_mmap", { P("exit_mmap_fexit", HK_FEXIT, "exit_mmap") } },
			{ "tp_btf:exit_mmap", { P("exit_mmap_btf", HK_TP_BTF, "exit_mmap") } },
			{ "raw_tp:exit_mmap", { P("exit_mmap_raw", HK_RAW_TP, "exit_mmap") } },
		}, 3, -1, {}, 0 },
		[G_ZSFREE] = { "zs_free", {
			{ "fentry:zs_free", { P("zsfree_enter", HK_FENTRY, "zs_free") } },
		}, 1, -1, {}, 0 },
		[G_BATCH] = { "drain.batches", {
			{ "fentry:zs_free_batch", { P("batch_enter", HK_FENTRY, "zs_free_batch") } },
		}, 1, -1, {}, 0 },
		[G_DRAIN] = { "drain", {
			{ "tp_btf:workqueue_queue_work+execute_start+execute_end", {
				P("wq_queue_btf", HK_TP_BTF, "workqueue_queue_work"),
				P("wq_start_btf", HK_TP_BTF, "workqueue_execute_start"),
				P("wq_end_btf", HK_TP_BTF, "workqueue_execute_end") } },
			{ "raw_tp:workqueue_queue_work+execute_start+execute_end", {
				P("wq_queue_raw", HK_RAW_TP, "workqueue_queue_work"),
				P("wq_start_raw", HK_RAW_TP, "workqueue_execute_start"),
				P("wq_end_raw", HK_RAW_TP, "workqueue_execute_end") } },
		}, 2, -1, {}, 0 },
		[G_CPU] = { "cpu", {
			{ "tp_btf:sched_switch", { P("switch_btf", HK_TP_BTF, "sched_switch") } },
			{ "raw_tp:sched_switch", { P("switch_raw", HK_RAW_TP, "sched_switch") } },
		}, 2, -1, {}, 0 },
		[G_RELEASE] = { "release", {
			{ "fexit:__free_zspage", { P("zspage_free_fexit", HK_FEXIT, "__free_zspage") } },
			{ "poll:mm_stat", { P(NULL, HK_USER, "mm_stat") } },
		}, 2, -1, {}, 0 },
		[G_LOCK] = { "lock", {
			{ "tp_btf:contention_begin+contention_end", {
				P("lock_begin_btf", HK_TP_BTF, "contention_begin"),
				P("lock_end_btf", HK_TP_BTF, "contention_end") } },
			{ "raw_tp:contention_begin+contention_end", {
				P("lock_begin_raw", HK_RAW_TP, "contention_begin"),
				P("lock_end_raw", HK_RAW_TP, "contention_end") } },
		}, 2, -1, {}, 0 },
	};

	/* full only (see main): entry counts callers, exit gives the latency */
	g[G_ZSFREE].cand[0] = (struct hook_cand){ "fentry+fexit:zs_free", {
		P("zsfree_enter", HK_FENTRY, "zs_free"), P("zsfree_exit", HK_FEXIT, "zs_free") } };
	if (opt.zram[0]) {
		static char label[96];

		snprintf(label, sizeof(label), "poll:/sys/block/%s/mm_stat", opt.zram);
		g[G_RELEASE].cand[1].label = label;
	}
	(void)drain_target_ok;
	memcpy(groups, g, sizeof(g));
}

static bool chosen_uses(int gi, const char *prog)
{
	const struct hook_group *g = &groups[gi];

	if (g->chosen < 0 || attach_fail[gi][0])
		return false;
	for (int i = 0; i < HOOK_MAX_PROGS && g->cand[g->chosen].p[i].kind; i++)
		if (g->cand[g->chosen].p[i].prog && !strcmp(g->cand[g->chosen].p[i].prog, prog))
			return true;
	return false;
}

static bool ok(int gi)
{
	return groups[gi].chosen >= 0 && !skipped[gi][0] && !attach_fail[gi][0];
}

/* The reason metric group gi is unavailable, in one line. */
static const char *why_not(int gi, char *buf, size_t len)
{
	const struct hook_group *g = &groups[gi];

	if (skipped[gi][0])
		return skipped[gi];
	if (attach_fail[gi][0])
		return attach_fail[gi];
	/* the first refusal is the informative one (e.g. fentry EPERM) */
	if (g->nrefused)
		snprintf(buf, len, "%s: %s", g->refused[0].hook, g->refused[0].error);
	else
		snprintf(buf, len, "no hook candidates");
	return buf;
}

static int user_check(const char *target, void *arg, char *why, size_t len)
{
	char path[128];

	(void)arg;
	if (strcmp(target, "mm_stat")) {
		snprintf(why, len, "unknown user-space source %s", target);
		return -1;
	}
	if (!opt.zram[0]) {
		snprintf(why, len, "no --zram DEV given to poll mm_stat");
		return -1;
	}
	snprintf(path, sizeof(path), "/sys/block/%s/mm_stat", opt.zram);
	if (access(path, R_OK)) {
		snprintf(why, len, "cannot read %s: %s", path, strerror(errno));
		return -1;
	}
	return 0;
}

/* ---- collected data ----------------------------------------------------- */

struct evvec {
	struct zsp_event *v;
	size_t n, cap;
};

static struct evvec ev_unmap, ev_drain, ev_zspage;
static struct release_sample *polled;
static size_t npolled, cappolled;

static int push(struct evvec *vec, const struct zsp_event *e)
{
	if (vec->n == vec->cap) {
		size_t cap = vec->cap ? vec->cap * 2 : 256;
		struct zsp_event *nv = realloc(vec->v, cap * sizeof(*nv));

		if (!nv)
			return -ENOMEM;
		vec->v = nv;
		vec->cap = cap;
	}
	vec->v[vec->n++] = *e;
	return 0;
}

static unsigned long long user_lost;	/* events lost in user space (no memory) */

static int on_event(void *ctx, void *data, size_t size)
{
	const struct zsp_event *e = data;
	int err = 0;

	(void)ctx;
	if (size < sizeof(*e))
		return 0;
	switch (e->type) {
	case ZSP_EV_MUNMAP:
	case ZSP_EV_EXIT:
		err = push(&ev_unmap, e);
		break;
	case ZSP_EV_DRAIN:
		err = push(&ev_drain, e);
		break;
	case ZSP_EV_ZSPAGE:
		err = push(&ev_zspage, e);
		break;
	}
	if (err)
		user_lost++;
	return 0;
}

static uint64_t now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

/* Samples mem_used_total (pages); keeps only changes (plus the first). */
static void poll_mm_stat(int fd)
{
	char buf[256];
	unsigned long long f[3];
	ssize_t r = pread(fd, buf, sizeof(buf) - 1, 0);
	uint64_t t = now_ns();
	int64_t pages;

	if (r <= 0)
		return;
	buf[r] = 0;
	if (sscanf(buf, "%llu %llu %llu", &f[0], &f[1], &f[2]) != 3)
		return;
	pages = (int64_t)(f[2] / 4096);
	if (npolled && polled[npolled - 1].pages == pages)
		return;
	if (npolled == cappolled) {
		size_t cap = cappolled ? cappolled * 2 : 1024;
		struct release_sample *n = realloc(polled, cap * sizeof(*n));

		if (!n) {
			user_lost++;
			return;
		}
		polled = n;
		cappolled = cap;
	}
	polled[npolled].t_ns = t;
	polled[npolled].pages = pages;
	npolled++;
}

/* ---- signals ------------------------------------------------------------ */

static volatile sig_atomic_t got_signal;

static void on_signal(int sig)
{
	got_signal = sig;
}

/* ---- reading maps ------------------------------------------------------- */

static int ncpus;

static uint64_t counter(struct zsprobe *skel, __u32 idx)
{
	uint64_t *v = calloc((size_t)ncpus, sizeof(*v)), sum = 0;

	if (v && !bpf_map_lookup_elem(bpf_map__fd(skel->maps.counters), &idx, v))
		for (int c = 0; c < ncpus; c++)
			sum += v[c];
	free(v);
	return sum;
}

static uint64_t *counter_per_cpu(struct zsprobe *skel, __u32 idx)
{
	uint64_t *v = calloc((size_t)ncpus, sizeof(*v));

	if (v && bpf_map_lookup_elem(bpf_map__fd(skel->maps.counters), &idx, v)) {
		free(v);
		return NULL;
	}
	return v;
}

static int read_hist(struct zsprobe *skel, uint64_t *out)
{
	struct zsp_hist *v = calloc((size_t)ncpus, sizeof(*v));
	__u32 key = 0;
	int err = -1;

	memset(out, 0, sizeof(uint64_t) * ZSP_HIST_BUCKETS);
	if (v && !bpf_map_lookup_elem(bpf_map__fd(skel->maps.hists), &key, v)) {
		for (int c = 0; c < ncpus; c++)
			for (int i = 0; i < ZSP_HIST_BUCKETS; i++)
				out[i] += v[c].slots[i];
		err = 0;
	}
	free(v);
	return err;
}

/* cgroup v2 id (= kernfs inode) -> path below the cgroup2 mount. */
static bool find_cgroup(const char *dir, size_t rootlen, uint64_t id, char *out, size_t len, int depth)
{
	DIR *d;
	struct dirent *de;
	struct stat st;
	bool found = false;

	if (depth > 16 || stat(dir, &st))
		return false;
	if ((uint64_t)st.st_ino == id) {
		snprintf(out, len, "%s", dir[rootlen] ? dir + rootlen : "/");
		return true;
	}
	d = opendir(dir);
	if (!d)
		return false;
	while (!found && (de = readdir(d))) {
		char sub[PATH_MAX];

		if (de->d_type != DT_DIR || de->d_name[0] == '.')
			continue;
		if (snprintf(sub, sizeof(sub), "%s/%s", dir, de->d_name) >= (int)sizeof(sub))
			continue;
		found = find_cgroup(sub, rootlen, id, out, len, depth + 1);
	}
	closedir(d);
	return found;
}

static const char *cgroup_path(uint64_t id, char *out, size_t len)
{
	FILE *f = fopen("/proc/self/mountinfo", "r");
	char line[1024], mnt[512] = "";

	if (id == 1)
		return "/";
	while (f && fgets(line, sizeof(line), f)) {
		char *sep = strstr(line, " - cgroup2 ");

		if (sep && sscanf(line, "%*s %*s %*s %*s %511s", mnt) == 1)
			break;
		mnt[0] = 0;
	}
	if (f)
		fclose(f);
	if (mnt[0] && find_cgroup(mnt, strlen(mnt), id, out, len, 0))
		return out;
	return NULL;
}

/* ---- JSON output -------------------------------------------------------- */

static void json_summary(struct json *j, const char *key, double *v, size_t n, double scale)
{
	struct summary s;

	if (!n || summarize(v, n, &s)) {
		json_null(j, key);
		return;
	}
	json_obj_open(j, key);
	json_uint(j, "n", s.n);
	json_double(j, "min", s.min * scale);
	json_double(j, "mean", s.mean * scale);
	json_double(j, "p50", s.p50 * scale);
	json_double(j, "p90", s.p90 * scale);
	json_double(j, "p99", s.p99 * scale);
	json_double(j, "max", s.max * scale);
	json_obj_close(j);
}

static void json_u64_or_null(struct json *j, const char *key, bool have, uint64_t v)
{
	if (have)
		json_uint(j, key, v);
	else
		json_null(j, key);
}

struct results {
	uint64_t win_start, win_end;
	uint64_t zsfree[3], drops_rb, drops_map, task_ns, worker_ns, batches;
	uint64_t lock_cont, lock_wait, *worker_cpu;
	uint64_t hist[ZSP_HIST_BUCKETS];
	bool hist_ok;
	const char *drain_fn;	/* function actually used */
	char drain_note[192];
	struct release_result rel;
	uint64_t ref_ns;
	bool have_ref;
	const char *rel_source;
	struct release_sample *series;
	size_t nseries;
	int status;		/* wait status of COMMAND, -1 if none */
};

static void json_unavailable(struct json *j, const char *metric, const char *reason)
{
	json_obj_open(j, NULL);
	json_str(j, "metric", metric);
	json_str(j, "reason", reason);
	json_obj_close(j);
}

static const char *chosen_label(int gi)
{
	return groups[gi].chosen >= 0 ? groups[gi].cand[groups[gi].chosen].label : NULL;
}

static void write_json(FILE *f, struct zsprobe *skel, struct results *r)
{
	struct json j;
	struct utsname u;
	char buf[256];
	double *v;
	size_t nv;

	uname(&u);
	json_init(&j, f);
	json_obj_open(&j, NULL);
	json_str(&j, "schema", "zsfree-eval/probe/1");
	json_str(&j, "level", opt.full ? "full" : "basic");
	json_str(&j, "kernel_release", u.release);
	json_arr_open(&j, "command");
	for (int i = 0; i < opt.ncmd; i++)
		json_str(&j, NULL, opt.cmd[i]);
	json_arr_close(&j);
	if (r->status < 0) {
		json_null(&j, "command_exit");
	} else if (WIFEXITED(r->status)) {
		json_int(&j, "command_exit", WEXITSTATUS(r->status));
	} else {
		json_int(&j, "command_exit", 128 + WTERMSIG(r->status));
	}
	json_bool(&j, "interrupted", got_signal != 0);

	json_arr_open(&j, "hooks");
	for (int gi = 0; gi < G_NR; gi++) {
		const struct hook_group *g = &groups[gi];

		json_obj_open(&j, NULL);
		json_str(&j, "metric", g->metric);
		if (ok(gi))
			json_str(&j, "chosen", chosen_label(gi));
		else
			json_null(&j, "chosen");
		if (skipped[gi][0])
			json_str(&j, "skipped", skipped[gi]);
		if (attach_fail[gi][0])
			json_str(&j, "attach_error", attach_fail[gi]);
		json_arr_open(&j, "refused");
		for (int i = 0; i < g->nrefused; i++) {
			json_obj_open(&j, NULL);
			json_str(&j, "hook", g->refused[i].hook);
			json_str(&j, "error", g->refused[i].error);
			json_obj_close(&j);
		}
		json_arr_close(&j);
		json_obj_close(&j);
	}
	json_arr_close(&j);

	json_arr_open(&j, "unavailable");
	if (!ok(G_MUNMAP) && !ok(G_EXIT_END))
		json_unavailable(&j, "unmap", why_not(G_MUNMAP, buf, sizeof(buf)));
	if (!ok(G_WALK) || groups[G_WALK].chosen == 3) {
		/* the last refusal is the coarsest function (unmap_vmas) */
		const struct hook_group *g = &groups[G_WALK];

		if (!skipped[G_WALK][0] && !attach_fail[G_WALK][0] && g->nrefused)
			snprintf(buf, sizeof(buf), "no page-table walk function attaches; %s: %s",
				 g->refused[g->nrefused - 1].hook, g->refused[g->nrefused - 1].error);
		else
			why_not(G_WALK, buf, sizeof(buf));
		json_unavailable(&j, "unmap.walk_ns", buf);
	}
	if (!ok(G_EXIT_END))
		json_unavailable(&j, "unmap.exit", why_not(G_EXIT_END, buf, sizeof(buf)));
	if (!ok(G_ZSFREE))
		json_unavailable(&j, "zs_free", why_not(G_ZSFREE, buf, sizeof(buf)));
	if (!ok(G_DRAIN))
		json_unavailable(&j, "drain", why_not(G_DRAIN, buf, sizeof(buf)));
	else if (!ok(G_ZSFREE))
		json_unavailable(&j, "drain.objects", "zs_free cannot be probed");
	if (ok(G_DRAIN) && !ok(G_BATCH))
		json_unavailable(&j, "drain.batches", why_not(G_BATCH, buf, sizeof(buf)));
	if (!ok(G_CPU))
		json_unavailable(&j, "cpu", why_not(G_CPU, buf, sizeof(buf)));
	else if (!ok(G_DRAIN))
		json_unavailable(&j, "cpu.worker_ns", "drain worker runs cannot be identified");
	if (!ok(G_RELEASE))
		json_unavailable(&j, "release", why_not(G_RELEASE, buf, sizeof(buf)));
	if (!ok(G_LOCK))
		json_unavailable(&j, "lock", why_not(G_LOCK, buf, sizeof(buf)));
	json_arr_close(&j);

	json_obj_open(&j, "drops");
	json_uint(&j, "ringbuf", r->drops_rb);
	json_uint(&j, "map_full", r->drops_map);
	json_uint(&j, "user", user_lost);
	json_obj_close(&j);
	json_obj_open(&j, "window");
	json_uint(&j, "start_ns", r->win_start);
	json_uint(&j, "end_ns", r->win_end);
	json_obj_close(&j);

	json_obj_open(&j, "metrics");

	/* unmap */
	json_obj_open(&j, "unmap");
	json_bool(&j, "available", ok(G_MUNMAP) || ok(G_EXIT_END));
	json_str(&j, "hook", ok(G_WALK) && groups[G_WALK].chosen < 3 ? chosen_label(G_WALK) :
		 ok(G_MUNMAP) ? chosen_label(G_MUNMAP) : ok(G_EXIT_END) ? chosen_label(G_EXIT_END) : "none");
	json_arr_open(&j, "events");
	v = calloc(ev_unmap.n + 1, sizeof(*v));
	nv = 0;
	for (size_t i = 0; i < ev_unmap.n; i++) {
		const struct zsp_event *e = &ev_unmap.v[i];
		bool walk = ok(G_WALK) && groups[G_WALK].chosen < 3;

		json_obj_open(&j, NULL);
		json_uint(&j, "pid", e->pid);
		snprintf(buf, sizeof(buf), "%.*s", ZSP_COMM_LEN, e->comm);
		json_str(&j, "comm", buf);
		json_str(&j, "kind", e->type == ZSP_EV_MUNMAP ? "munmap" : "exit");
		json_uint(&j, "start_ns", e->start_ns);
		json_uint(&j, "end_ns", e->end_ns);
		json_u64_or_null(&j, "walk_ns", walk, e->a);
		if (e->type == ZSP_EV_MUNMAP)
			json_uint(&j, "len", e->b);
		else
			json_uint(&j, "exit_mmap_tid", e->b);
		json_obj_close(&j);
		if (v)
			v[nv++] = (double)(e->end_ns - e->start_ns);
	}
	json_arr_close(&j);
	json_summary(&j, "summary_ms", v, nv, 1e-6);
	free(v);
	json_obj_close(&j);

	/* zs_free */
	json_obj_open(&j, "zs_free");
	json_bool(&j, "available", ok(G_ZSFREE));
	if (ok(G_ZSFREE)) {
		json_str(&j, "hook", chosen_label(G_ZSFREE));
		json_obj_open(&j, "calls");
		json_uint(&j, "unmapper", r->zsfree[0]);
		json_uint(&j, "drain_worker", r->zsfree[1]);
		json_uint(&j, "other", r->zsfree[2]);
		json_obj_close(&j);
	} else {
		json_null(&j, "calls");
	}
	if (ok(G_ZSFREE) && r->hist_ok) {
		json_obj_open(&j, "latency_ns");
		json_bool(&j, "estimate", true);
		json_arr_open(&j, "hist");
		for (unsigned int i = 0; i < ZSP_HIST_BUCKETS; i++) {
			uint64_t lo, hi;

			if (!r->hist[i])
				continue;
			hist_bounds(i, &lo, &hi);
			json_arr_open(&j, NULL);
			json_uint(&j, NULL, lo);
			json_uint(&j, NULL, hi);
			json_uint(&j, NULL, r->hist[i]);
			json_arr_close(&j);
		}
		json_arr_close(&j);
		json_uint(&j, "n", hist_total(r->hist, ZSP_HIST_BUCKETS));
		json_double(&j, "p50", hist_percentile(r->hist, ZSP_HIST_BUCKETS, 50));
		json_double(&j, "p90", hist_percentile(r->hist, ZSP_HIST_BUCKETS, 90));
		json_double(&j, "p99", hist_percentile(r->hist, ZSP_HIST_BUCKETS, 99));
		json_obj_close(&j);
	} else {
		json_null(&j, "latency_ns");
	}
	json_obj_close(&j);

	/* drain */
	json_obj_open(&j, "drain");
	json_bool(&j, "available", ok(G_DRAIN));
	json_str(&j, "function", r->drain_fn ? r->drain_fn : opt.drain_func);
	if (r->drain_note[0])
		json_str(&j, "note", r->drain_note);
	if (ok(G_DRAIN)) {
		uint64_t objects = 0, batches = 0, cpu_ns = 0;

		v = calloc(ev_drain.n + 1, sizeof(*v));
		nv = 0;
		for (size_t i = 0; i < ev_drain.n; i++) {
			objects += ev_drain.v[i].a;
			batches += ev_drain.v[i].d;
			cpu_ns += ev_drain.v[i].c;
			if (ev_drain.v[i].b != ZSP_NONE && v)
				v[nv++] = (double)ev_drain.v[i].b;
		}
		json_uint(&j, "runs", ev_drain.n);
		json_u64_or_null(&j, "objects", ok(G_ZSFREE), objects);
		json_u64_or_null(&j, "batches", ok(G_BATCH), batches);
		json_uint(&j, "cpu_ns", cpu_ns);
		json_summary(&j, "queue_delay_ns", v, nv, 1.0);
		free(v);
		json_arr_open(&j, "events");
		for (size_t i = 0; i < ev_drain.n; i++) {
			const struct zsp_event *e = &ev_drain.v[i];

			json_obj_open(&j, NULL);
			json_uint(&j, "start_ns", e->start_ns);
			json_uint(&j, "end_ns", e->end_ns);
			json_uint(&j, "cpu", e->cpu);
			json_uint(&j, "pid", e->pid);
			json_u64_or_null(&j, "objects", ok(G_ZSFREE), e->a);
			json_u64_or_null(&j, "queue_delay_ns", e->b != ZSP_NONE, e->b);
			json_uint(&j, "cpu_ns", e->c);
			json_obj_close(&j);
		}
		json_arr_close(&j);
	} else {
		json_null(&j, "runs");
		json_null(&j, "objects");
		json_null(&j, "batches");
		json_null(&j, "cpu_ns");
		json_null(&j, "queue_delay_ns");
		json_arr_open(&j, "events");
		json_arr_close(&j);
	}
	json_obj_close(&j);

	/* cpu */
	json_obj_open(&j, "cpu");
	json_bool(&j, "available", ok(G_CPU));
	if (ok(G_CPU)) {
		json_str(&j, "hook", chosen_label(G_CPU));
		json_uint(&j, "task_ns", r->task_ns);
		json_u64_or_null(&j, "worker_ns", ok(G_DRAIN), r->worker_ns);
	} else {
		json_null(&j, "task_ns");
		json_null(&j, "worker_ns");
	}
	if (ok(G_CPU) && ok(G_DRAIN) && r->worker_cpu) {
		json_obj_open(&j, "worker_per_cpu_ns");
		for (int c = 0; c < ncpus; c++) {
			char k[16];

			if (!r->worker_cpu[c])
				continue;
			snprintf(k, sizeof(k), "%d", c);
			json_uint(&j, k, r->worker_cpu[c]);
		}
		json_obj_close(&j);
		json_arr_open(&j, "worker_cgroups");
		{
			int fd = bpf_map__fd(skel->maps.worker_cg);
			__u64 key, next, ns;
			__u64 *prev = NULL;

			while (!bpf_map_get_next_key(fd, prev, &next)) {
				char path[PATH_MAX];
				const char *p;

				key = next;
				prev = &key;
				if (bpf_map_lookup_elem(fd, &key, &ns))
					continue;
				json_obj_open(&j, NULL);
				json_uint(&j, "id", key);
				p = cgroup_path(key, path, sizeof(path));
				if (p)
					json_str(&j, "path", p);
				else
					json_null(&j, "path");
				json_uint(&j, "ns", ns);
				json_obj_close(&j);
			}
		}
		json_arr_close(&j);
	} else {
		json_null(&j, "worker_per_cpu_ns");
		json_null(&j, "worker_cgroups");
	}
	json_obj_close(&j);

	/* release */
	json_obj_open(&j, "release");
	json_bool(&j, "available", ok(G_RELEASE));
	if (ok(G_RELEASE)) {
		json_str(&j, "source", r->rel_source);
		json_u64_or_null(&j, "ref_ns", r->have_ref, r->ref_ns);
		json_arr_open(&j, "series");
		for (size_t i = 0; i < r->nseries; i++) {
			json_arr_open(&j, NULL);
			json_uint(&j, NULL, r->series[i].t_ns);
			json_int(&j, NULL, r->series[i].pages);
			json_arr_close(&j);
		}
		json_arr_close(&j);
		if (groups[G_RELEASE].chosen == 0) {
			json_arr_open(&j, "zspage_frees");
			for (size_t i = 0; i < ev_zspage.n; i++) {
				json_arr_open(&j, NULL);
				json_uint(&j, NULL, ev_zspage.v[i].start_ns);
				json_uint(&j, NULL, ev_zspage.v[i].a);
				json_arr_close(&j);
			}
			json_arr_close(&j);
		} else {
			json_null(&j, "zspage_frees");
		}
		json_int(&j, "released_pages", r->rel.released_pages);
		json_double(&j, "t50_ms", r->have_ref ? r->rel.t50_ms : NAN);
		json_double(&j, "t90_ms", r->have_ref ? r->rel.t90_ms : NAN);
		json_double(&j, "t100_ms", r->have_ref ? r->rel.t100_ms : NAN);
	} else {
		json_null(&j, "source");
		json_null(&j, "ref_ns");
		json_null(&j, "series");
		json_null(&j, "zspage_frees");
		json_null(&j, "t50_ms");
		json_null(&j, "t90_ms");
		json_null(&j, "t100_ms");
	}
	json_obj_close(&j);

	/* lock */
	json_obj_open(&j, "lock");
	json_bool(&j, "available", ok(G_LOCK));
	if (ok(G_LOCK)) {
		json_uint(&j, "contentions", r->lock_cont);
		json_uint(&j, "wait_ns", r->lock_wait);
		json_str(&j, "hook", chosen_label(G_LOCK));
	} else {
		json_null(&j, "contentions");
		json_null(&j, "wait_ns");
		json_null(&j, "hook");
	}
	json_obj_close(&j);

	json_obj_close(&j);	/* metrics */
	json_obj_close(&j);
	json_finish(&j);
}

static void write_text(FILE *f, struct results *r)
{
	size_t nm = 0, nx = 0;
	double *v = calloc(ev_unmap.n + 1, sizeof(*v));
	struct summary s;
	char buf[256];

	for (size_t i = 0; v && i < ev_unmap.n; i++) {
		v[i] = (double)(ev_unmap.v[i].end_ns - ev_unmap.v[i].start_ns) / 1e6;
		if (ev_unmap.v[i].type == ZSP_EV_MUNMAP)
			nm++;
		else
			nx++;
	}
	fprintf(f, "zsprobe: level %s, window %.1f ms, drops ringbuf=%llu map_full=%llu\n",
		opt.full ? "full" : "basic", (double)(r->win_end - r->win_start) / 1e6,
		(unsigned long long)r->drops_rb, (unsigned long long)r->drops_map);
	if (v && ev_unmap.n && !summarize(v, ev_unmap.n, &s))
		fprintf(f, "  unmap: %zu munmap + %zu exit; p50 %.3f ms, max %.3f ms (%s)\n", nm, nx,
			s.p50, s.max, chosen_label(G_MUNMAP) ? chosen_label(G_MUNMAP) : "?");
	else
		fprintf(f, "  unmap: no events\n");
	free(v);
	if (ok(G_ZSFREE))
		fprintf(f, "  zs_free: unmapper %llu, drain worker %llu, other %llu\n",
			(unsigned long long)r->zsfree[0], (unsigned long long)r->zsfree[1],
			(unsigned long long)r->zsfree[2]);
	else
		fprintf(f, "  zs_free: unavailable (%s)\n", why_not(G_ZSFREE, buf, sizeof(buf)));
	if (ok(G_DRAIN))
		fprintf(f, "  drain (%s): %zu runs\n", r->drain_fn, ev_drain.n);
	else
		fprintf(f, "  drain: unavailable (%s)\n", why_not(G_DRAIN, buf, sizeof(buf)));
	if (ok(G_CPU))
		fprintf(f, "  cpu: task %.3f ms, drain workers %.3f ms\n", (double)r->task_ns / 1e6,
			(double)r->worker_ns / 1e6);
	if (ok(G_RELEASE))
		fprintf(f, "  release (%s): %lld pages, t50 %.3f t90 %.3f t100 %.3f ms\n", r->rel_source,
			(long long)r->rel.released_pages, r->rel.t50_ms, r->rel.t90_ms, r->rel.t100_ms);
	else
		fprintf(f, "  release: unavailable (%s)\n", why_not(G_RELEASE, buf, sizeof(buf)));
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

int main(int argc, char **argv)
{
	static const struct argp argp = { options, parse_arg, "-- COMMAND [ARGS...]", doc, NULL, NULL, NULL };
	struct zsprobe *skel = NULL;
	struct ring_buffer *rb = NULL;
	struct probe_env env;
	struct attach_ctx actx = { 0 };
	struct btf *vmlinux = NULL;
	struct results r = { .status = -1 };
	struct bpf_program *prog;
	const char *attached[64];
	int nattached = 0, gopipe[2] = { -1, -1 }, errpipe[2] = { -1, -1 }, mmfd = -1;
	pid_t child = -1;
	FILE *out = stdout;
	uint64_t end_at = 0, child_done_at = 0;
	bool forwarded = false;
	char e[64], used[160];
	unsigned long long drain_addr = 0;
	int err, ret = 1;

	argp_err_exit_status = 1;
	if (argp_parse(&argp, argc, argv, 0, NULL, NULL))
		return 1;
	libbpf_set_print(libbpf_print);
	if (geteuid() != 0)
		die("must run as root (BPF tracing needs CAP_BPF and CAP_PERFMON); try sudo");
	if (access("/sys/kernel/btf/vmlinux", R_OK))
		die("this kernel has no BTF (/sys/kernel/btf/vmlinux missing); boot one built with CONFIG_DEBUG_INFO_BTF=y");
	if (opt.out) {
		out = fopen(opt.out, "w");
		if (!out)
			die("cannot write %s: %s", opt.out, strerror(errno));
	}
	ncpus = libbpf_num_possible_cpus();
	if (ncpus <= 0)
		die("cannot count possible CPUs: %s", errno_desc(ncpus, e, sizeof(e)));

	/* tracefs: classic tracepoints and the resolver's notrace check need it */
	if (!getenv("ZSPROBE_TRACEFS") && access("/sys/kernel/tracing/events", F_OK))
		mount("nodev", "/sys/kernel/tracing", "tracefs", 0, NULL);
	probe_env_load(&env);
	vmlinux = btf__load_vmlinux_btf();
	if (!vmlinux)
		die("cannot parse /sys/kernel/btf/vmlinux: %s", errno_desc(errno, e, sizeof(e)));
	if (!env.btf_ok)
		env.btf_ok = !btf_names_load(vmlinux, &env.btf);
	actx.vmlinux = vmlinux;
	actx.tracefs = env.tracefs;
	env.attach_test = probe_attach_test;
	env.attach_arg = &actx;
	env.user_check = user_check;

	build_groups(NULL);

	/* which function is the drain worker on this kernel? */
	r.drain_fn = opt.drain_func;
	if (!env.kallsyms_ok) {
		snprintf(skipped[G_DRAIN], sizeof(skipped[0]), "cannot read kallsyms to find %s", opt.drain_func);
	} else {
		drain_addr = kallsyms_addr(&env, opt.drain_func, used, sizeof(used));
		if (!drain_addr && !opt.drain_explicit && !symtab_has(&env.kallsyms, opt.drain_func)) {
			drain_addr = kallsyms_addr(&env, BASE_DRAIN, used, sizeof(used));
			if (symtab_has(&env.kallsyms, BASE_DRAIN) || drain_addr) {
				snprintf(r.drain_note, sizeof(r.drain_note),
					 "%s not in kallsyms (kernel without the deferred-free series); "
					 "measuring the base kernel's %s", opt.drain_func, BASE_DRAIN);
				r.drain_fn = BASE_DRAIN;
			}
		}
		if (!drain_addr) {
			if (symtab_has(&env.kallsyms, r.drain_fn))
				snprintf(skipped[G_DRAIN], sizeof(skipped[0]),
					 "kallsyms addresses are hidden (kptr_restrict); cannot find %s", r.drain_fn);
			else
				snprintf(skipped[G_DRAIN], sizeof(skipped[0]), "drain function %s not in kallsyms",
					 r.drain_fn);
		} else if (strcmp(used, r.drain_fn)) {
			snprintf(r.drain_note, sizeof(r.drain_note), "using compiler clone %s", used);
		}
	}
	if (!opt.full) {
		/* One probe per freed object costs far more than the 3% basic may cost
		 * (measured: +40% munmap time under QEMU icount with fentry:zs_free). */
		snprintf(skipped[G_ZSFREE], sizeof(skipped[0]),
			 "per-object probe (fentry on zs_free): only with --level full");
		snprintf(skipped[G_LOCK], sizeof(skipped[0]), "lock contention is measured only with --level full");
	}

	/* resolve, in dependency order */
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
		resolve_group(&env, &groups[gi]);
	}

	skel = zsprobe__open();
	if (!skel)
		die("cannot open the BPF object: %s", errno_desc(errno, e, sizeof(e)));
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
			if ((p->kind == HK_FENTRY || p->kind == HK_FEXIT) &&
			    (err = bpf_program__set_attach_target(prog, 0, p->target)))
				die("cannot target %s at %s: %s", p->prog, p->target, errno_desc(err, e, sizeof(e)));
		}
	}
	err = zsprobe__load(skel);
	if (err) {
		if (refused_prog[0])
			die("BPF program '%s' refused by the kernel: %s (run with -v for the verifier log)",
			    refused_prog, errno_desc(refused_err ? refused_err : err, e, sizeof(e)));
		die("loading the BPF object failed: %s (run with -v)", errno_desc(err, e, sizeof(e)));
	}
	{
		struct zsp_config cfg = {
			.drain_func = drain_addr,
			.nr_munmap = SYS_munmap,
			.nr_exit_group = SYS_exit_group,
			.trace_all = opt.ncmd == 0,
			.level_full = opt.full,
			/* sys_enter may serve both groups; the config says which roles it has */
			.sysenter_munmap = chosen_uses(G_MUNMAP, "sys_enter_btf") ||
					   chosen_uses(G_MUNMAP, "sys_enter_raw"),
			.sysenter_exit_group = chosen_uses(G_EXIT_GROUP, "sys_enter_btf") ||
					       chosen_uses(G_EXIT_GROUP, "sys_enter_raw"),
			.lock_enabled = groups[G_LOCK].chosen >= 0 && !skipped[G_LOCK][0],
		};
		__u32 zero = 0;

		if (bpf_map_update_elem(bpf_map__fd(skel->maps.zsp_cfg), &zero, &cfg, BPF_ANY))
			die("cannot write the probe configuration: %s", errno_desc(errno, e, sizeof(e)));
	}
	rb = ring_buffer__new(bpf_map__fd(skel->maps.events), on_event, NULL, NULL);
	if (!rb)
		die("cannot set up the ring buffer: %s", errno_desc(errno, e, sizeof(e)));

	/* COMMAND waits on gopipe until every probe is attached */
	if (opt.ncmd) {
		if (pipe2(gopipe, O_CLOEXEC) || pipe2(errpipe, O_CLOEXEC))
			die("pipe: %s", strerror(errno));
		child = fork();
		if (child < 0)
			die("fork: %s", strerror(errno));
		if (child == 0) {
			char c;
			int en;

			close(gopipe[1]);
			close(errpipe[0]);
			/* an ignored SIGINT (e.g. from `cmd &` in sh) must not outlive us */
			signal(SIGINT, SIG_DFL);
			signal(SIGTERM, SIG_DFL);
			if (read(gopipe[0], &c, 1) != 1)
				_exit(126);
			execvp(opt.cmd[0], opt.cmd);
			en = errno;
			if (write(errpipe[1], &en, sizeof(en)) < 0)
				_exit(127);
			_exit(127);
		}
		close(gopipe[0]);
		close(errpipe[1]);
		{
			__u32 pid = (__u32)child;
			__u8 one = 1;

			if (bpf_map_update_elem(bpf_map__fd(skel->maps.traced), &pid, &one, BPF_ANY)) {
				kill(child, SIGKILL);
				die("cannot register the command's pid: %s", errno_desc(errno, e, sizeof(e)));
			}
		}
	}

	for (int gi = 0; gi < G_NR; gi++)
		attach_group(skel, gi, attached, &nattached);
	if (ok(G_RELEASE) && groups[G_RELEASE].chosen == 1) {
		char path[128];

		snprintf(path, sizeof(path), "/sys/block/%s/mm_stat", opt.zram);
		mmfd = open(path, O_RDONLY | O_CLOEXEC);
		if (mmfd < 0)
			snprintf(attach_fail[G_RELEASE], sizeof(attach_fail[0]), "cannot open %s: %s", path,
				 strerror(errno));
		else
			poll_mm_stat(mmfd);
	}

	signal(SIGINT, on_signal);
	signal(SIGTERM, on_signal);
	signal(SIGPIPE, SIG_IGN);
	r.win_start = now_ns();
	if (opt.duration_s > 0)
		end_at = r.win_start + (uint64_t)(opt.duration_s * 1e9);
	if (child > 0) {
		int en = 0;
		ssize_t n;

		if (write(gopipe[1], "g", 1) != 1)
			die("cannot start the command: %s", strerror(errno));
		close(gopipe[1]);
		n = read(errpipe[0], &en, sizeof(en));
		close(errpipe[0]);
		if (n == (ssize_t)sizeof(en)) {
			waitpid(child, NULL, 0);
			detach_all();
			die("cannot run '%s': %s", opt.cmd[0], strerror(en));
		}
	}

	for (;;) {
		uint64_t t;

		err = ring_buffer__poll(rb, mmfd >= 0 ? 1 : 20);
		if (err < 0 && err != -EINTR) {
			fprintf(stderr, "zsprobe: ring buffer poll failed: %s; stopping\n", errno_desc(err, e, sizeof(e)));
			break;
		}
		if (mmfd >= 0)
			poll_mm_stat(mmfd);
		t = now_ns();
		if (child > 0 && !child_done_at) {
			int st;

			if (waitpid(child, &st, WNOHANG) == child) {
				r.status = st;
				child_done_at = t;
			}
		}
		if (got_signal) {
			if (child > 0 && !child_done_at && !forwarded) {
				kill(child, got_signal);
				forwarded = true;
			}
			/* stop now; the command (if any) is reaped below */
			break;
		}
		if (child_done_at && t - child_done_at >= (uint64_t)opt.settle_ms * 1000000ull)
			break;
		if (end_at && t >= end_at) {
			if (child > 0 && !child_done_at)
				kill(child, SIGTERM);
			break;
		}
	}
	r.win_end = now_ns();
	detach_all();
	ring_buffer__consume(rb);
	if (mmfd >= 0) {
		poll_mm_stat(mmfd);
		close(mmfd);
	}
	if (child > 0 && !child_done_at) {
		/* interrupted or -d ran out: give COMMAND 2 s to exit, then kill it */
		int st;
		pid_t w = 0;

		for (int i = 0; i < 200 && (w = waitpid(child, &st, WNOHANG)) == 0; i++)
			usleep(10000);
		if (w == 0) {
			kill(child, SIGKILL);
			w = waitpid(child, &st, 0);
		}
		if (w == child)
			r.status = st;
	}

	/* collect */
	r.zsfree[0] = counter(skel, ZSP_CNT_ZSFREE_UNMAPPER);
	r.zsfree[1] = counter(skel, ZSP_CNT_ZSFREE_DRAIN);
	r.zsfree[2] = counter(skel, ZSP_CNT_ZSFREE_OTHER);
	r.drops_rb = counter(skel, ZSP_CNT_DROP_RINGBUF);
	r.drops_map = counter(skel, ZSP_CNT_DROP_MAP_FULL);
	r.task_ns = counter(skel, ZSP_CNT_TASK_NS);
	r.worker_ns = counter(skel, ZSP_CNT_WORKER_NS);
	r.worker_cpu = counter_per_cpu(skel, ZSP_CNT_WORKER_NS);
	r.batches = counter(skel, ZSP_CNT_BATCHES);
	r.lock_cont = counter(skel, ZSP_CNT_LOCK_CONTENTIONS);
	r.lock_wait = counter(skel, ZSP_CNT_LOCK_WAIT_NS);
	r.hist_ok = !read_hist(skel, r.hist);

	/*
	 * Release delay, relative to the end of the last significant unmap/exit
	 * (one taking at least 10% of the longest): the loader's own small
	 * munmaps and the final exit of a munmap benchmark do not move it.
	 */
	{
		uint64_t longest = 0;

		for (size_t i = 0; i < ev_unmap.n; i++)
			if (ev_unmap.v[i].end_ns - ev_unmap.v[i].start_ns > longest)
				longest = ev_unmap.v[i].end_ns - ev_unmap.v[i].start_ns;
		for (size_t i = 0; i < ev_unmap.n; i++)
			if ((ev_unmap.v[i].end_ns - ev_unmap.v[i].start_ns) * 10 >= longest &&
			    ev_unmap.v[i].end_ns > r.ref_ns)
				r.ref_ns = ev_unmap.v[i].end_ns;
		r.have_ref = ev_unmap.n > 0;
		if (groups[G_RELEASE].chosen == 0) {
			r.rel_source = "fexit:__free_zspage (pool pages_allocated)";
			r.nseries = ev_zspage.n ? ev_zspage.n + 1 : 0;
			r.series = calloc(r.nseries + 1, sizeof(*r.series));
			if (r.series && ev_zspage.n) {
				r.series[0].t_ns = r.win_start;
				r.series[0].pages = (int64_t)(ev_zspage.v[0].b + ev_zspage.v[0].a);
				for (size_t i = 0; i < ev_zspage.n; i++) {
					r.series[i + 1].t_ns = ev_zspage.v[i].start_ns;
					r.series[i + 1].pages = (int64_t)ev_zspage.v[i].b;
				}
			}
		} else {
			r.rel_source = "poll:mm_stat mem_used_total (1 ms)";
			r.series = polled;
			r.nseries = npolled;
		}
		release_delays(r.series, r.series ? r.nseries : 0, r.have_ref ? r.ref_ns : r.win_end, &r.rel);
	}

	if (!opt.text || opt.out)
		write_json(out, skel, &r);
	write_text(opt.text ? stdout : stderr, &r);
	if (out != stdout && fclose(out)) {
		fprintf(stderr, "zsprobe: writing %s failed: %s\n", opt.out, strerror(errno));
		ret = 1;
		goto cleanup;
	}
	if (r.status < 0)
		ret = got_signal ? 128 + got_signal : 0;
	else if (WIFEXITED(r.status))
		ret = WEXITSTATUS(r.status);
	else
		ret = 128 + WTERMSIG(r.status);
	if (r.status >= 0 && ret)
		fprintf(stderr, "zsprobe: command '%s' exited with status %d\n", opt.cmd[0], ret);
cleanup:
	ring_buffer__free(rb);
	zsprobe__destroy(skel);
	btf__free(vmlinux);
	attach_ctx_free(&actx);
	probe_env_free(&env);
	free(r.worker_cpu);
	if (r.series != polled)
		free(r.series);
	free(polled);
	free(ev_unmap.v);
	free(ev_drain.v);
	free(ev_zspage.v);
	return ret;
}

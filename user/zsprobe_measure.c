// SPDX-License-Identifier: GPL-2.0
/*
 * zsprobe's phases 4-5 (zsprobe_run.h): COMMAND forked and held until every
 * probe is attached, the measurement loop with its settle rule, the window
 * closed; and what every exit path does (COMMAND never outlives zsprobe).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <glob.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <bpf/bpf.h>
#include <bpf/libbpf.h>

#include "clock.h"
#include "zsprobe_run.h"
#include "zsprobe.skel.h"

/* after --settle: end once the free path was quiet this long, or this much later */
#define SETTLE_QUIET_MS 50
#define SETTLE_MAX_MS 10000
/* after a signal or the end of -d: wait this long for COMMAND to die, probes on */
#define STOP_WAIT_MS 2000

/* ---- every exit path: the command ends, a partial output is dropped ---- */

/* The run the atexit handler cleans up after (one per process). */
static struct zsp_run *guarded;

static void reaped(struct zsp_run *z)
{
	z->cmd_pid = -1;
}

/* atexit: a COMMAND still running when zsprobe gives up is killed and reaped. */
static void cleanup_at_exit(void)
{
	struct zsp_run *z = guarded;

	if (!z)
		return;
	if (z->cmd_pid > 0) {
		kill(z->cmd_pid, SIGKILL);
		while (waitpid(z->cmd_pid, NULL, 0) < 0 && errno == EINTR)
			;
		z->cmd_pid = -1;
	}
	zsp_output_abort(&z->output);
}

void zsp_guard(struct zsp_run *z)
{
	guarded = z;
	atexit(cleanup_at_exit);
}

/* ---- signals ------------------------------------------------------------ */

static volatile sig_atomic_t got_signal;

static void on_signal(int sig)
{
	got_signal = sig;
}

void zsp_catch_signals(void)
{
	signal(SIGINT, on_signal);
	signal(SIGTERM, on_signal);
	signal(SIGHUP, on_signal);
	signal(SIGPIPE, SIG_IGN);
}

int zsp_got_signal(void)
{
	return got_signal;
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
static uint64_t deferred_backlog(struct zsp_run *z, uint64_t t)
{
	if (!z->backlog_at || t - z->backlog_at >= 10 * 1000000ull) {
		z->backlog = read_deferred_backlog();
		z->backlog_at = t;
	}
	return z->backlog;
}

/* Can anything see the free path?  Otherwise "quiet" would mean "unobserved". */
static bool free_path_observable(const struct zsp_run *z)
{
	return ok(&z->hooks, G_ZSFREE) || ok(&z->hooks, G_BATCH) || ok(&z->hooks, G_DRAIN) || ok(&z->hooks, G_RELEASE);
}


static void detach_all(struct zsp_run *z)
{
	while (z->nlinks > 0)
		bpf_link__destroy(z->links[--z->nlinks]);
}

static int attach_group(struct zsp_run *z, int gi, const char **attached, int *nattached)
{
	const struct hook_group *g = &z->hooks.g[gi];

	if (g->chosen < 0 || z->hooks.skipped[gi][0])
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
		prog = bpf_object__find_program_by_name(z->skel->obj, name);
		if (prog && (g->cand[g->chosen].p[i].kind == HK_KPROBE || g->cand[g->chosen].p[i].kind == HK_KRETPROBE))
			l = bpf_program__attach_kprobe(prog, g->cand[g->chosen].p[i].kind == HK_KRETPROBE,
						       g->cand[g->chosen].p[i].target);
		else
			l = prog ? bpf_program__attach(prog) : NULL;
		if (!l || z->nlinks >= ZSP_MAX_LINKS) {
			snprintf(z->hooks.attach_fail[gi], sizeof(z->hooks.attach_fail[gi]), "attach of %s failed: %s",
				 name, errno_desc(errno ? errno : ENOENT, e, sizeof(e)));
			bpf_link__destroy(l);
			return -1;
		}
		z->links[z->nlinks++] = l;
		attached[(*nattached)++] = name;
	}
	return 0;
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
	execvp(z->opt.cmd[0], z->opt.cmd);
	en = errno;
	if (write(z->errpipe[1], &en, sizeof(en)) < 0)
		_exit(127);
	_exit(127);
}

void zsp_fork_command(struct zsp_run *z)
{
	__u32 pid;
	__u8 one = 1;
	char e[64];

	if (!z->opt.ncmd)
		return;
	if (pipe2(z->gopipe, O_CLOEXEC) || pipe2(z->errpipe, O_CLOEXEC))
		zsp_die("pipe: %s", strerror(errno));
	z->child = fork();
	if (z->child < 0)
		zsp_die("fork: %s", strerror(errno));
	if (z->child == 0)
		command_child(z);
	z->cmd_pid = z->child;
	close(z->gopipe[0]);
	close(z->errpipe[1]);
	pid = (__u32)z->child;
	if (bpf_map_update_elem(bpf_map__fd(z->skel->maps.traced), &pid, &one, BPF_ANY))
		zsp_die("cannot register the command's pid: %s", errno_desc(errno, e, sizeof(e)));
}

void zsp_attach(struct zsp_run *z)
{
	const char *attached[64];
	int nattached = 0;
	char path[128];

	for (int gi = 0; gi < G_NR; gi++)
		attach_group(z, gi, attached, &nattached);
	/* what depends on an attached hook (the walk slot on sched_switch) */
	z->attached = true;
	zsp_write_config(z);
	zsp_profile_attach(&z->r.profile, z->skel->obj, z->maps.ncpus);	/* profile (issue 29) */
	if (!ok(&z->hooks, G_RELEASE) || !chosen_polls(&z->hooks, G_RELEASE))
		return;
	snprintf(path, sizeof(path), "/sys/block/%s/mm_stat", z->opt.zram);
	z->mmfd = open(path, O_RDONLY | O_CLOEXEC);
	if (z->mmfd < 0)
		snprintf(z->hooks.attach_fail[G_RELEASE], sizeof(z->hooks.attach_fail[0]), "cannot open %s: %s", path,
			 strerror(errno));
	else
		zsp_poll_mm_stat(&z->ev, z->mmfd);
}

/* Opens the window and lets COMMAND exec; one line and exit 1 if it cannot. */
void zsp_start(struct zsp_run *z)
{
	struct results *r = &z->r;
	int en = 0;
	ssize_t n;

	r->settle_observable = free_path_observable(z);
	if (!r->settle_observable)
		r->settle_why = "no probe sees the free path (zs_free, zs_free_batch, drain, release): "
				"a quiet end cannot be told from an unobserved one";
	r->win_start = (uint64_t)now_ns();
	if (z->opt.duration_s > 0)
		z->end_at = r->win_start + (uint64_t)(z->opt.duration_s * 1e9);
	if (z->child <= 0)
		return;
	if (write(z->gopipe[1], "g", 1) != 1)
		zsp_die("cannot start the command: %s", strerror(errno));
	close(z->gopipe[1]);
	n = read(z->errpipe[0], &en, sizeof(en));
	close(z->errpipe[0]);
	if (n == (ssize_t)sizeof(en)) {
		waitpid(z->child, NULL, 0);
		reaped(z);
		detach_all(z);
		zsp_die("cannot run '%s': %s", z->opt.cmd[0], strerror(en));
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
	if (a != z->last_activity || !z->activity_at || deferred_backlog(z, t)) {
		z->last_activity = a;
		z->activity_at = t;
	}
	r->settle_quiet = r->settle_observable && t - z->activity_at >= SETTLE_QUIET_MS * 1000000ull;
	return since >= (uint64_t)z->opt.settle_ms * 1000000ull &&
	       (r->settle_quiet || !r->settle_observable ||
		since >= (uint64_t)(z->opt.settle_ms + SETTLE_MAX_MS) * 1000000ull);
}

/*
 * Records submitted without a wake-up (ev_submit_lazy: one per zspage) are
 * not read while COMMAND runs, only with the records that wake the poll
 * (munmap, exit, drain runs) and when the BPF side wakes it at a quarter
 * full buffer; after COMMAND, on every turn.  So reading them competes
 * less with the command being measured (under QEMU icount every vCPU's
 * instructions advance the guest's clock).
 */
bool zsp_measure_once(struct zsp_run *z)
{
	uint64_t t;
	char e[64];
	int err, st;

	err = ring_buffer__poll(z->rb, z->mmfd >= 0 ? 1 : 20);
	if ((err >= 0 || err == -EINTR) && (z->child <= 0 || z->child_done_at))
		err = ring_buffer__consume(z->rb);
	if (err < 0 && err != -EINTR) {
		fprintf(stderr, "zsprobe: ring buffer poll failed: %s; stopping\n", errno_desc(err, e, sizeof(e)));
		return false;
	}
	if (z->mmfd >= 0)
		zsp_poll_mm_stat(&z->ev, z->mmfd);
	t = (uint64_t)now_ns();
	if (z->child > 0 && !z->child_done_at && waitpid(z->child, &st, WNOHANG) == z->child) {
		reaped(z);
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
void zsp_finish(struct zsp_run *z)
{
	struct results *r = &z->r;
	pid_t w = 0;
	int st;

	r->win_end = (uint64_t)now_ns();
	r->settled = z->child_done_at && !z->stop_at && !got_signal;
	r->settle_waited_ns = z->child_done_at ? r->win_end - z->child_done_at : 0;
	detach_all(z);
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
		reaped(z);
		r->status = st;
	}
}

// SPDX-License-Identifier: GPL-2.0
/*
 * munmap-bench: time munmap() or exit of anonymous memory that sits in swap
 * (zram), the benchmark of the RFC v4 "defer object free to per-cpu
 * batches" cover letter, plus N-process, kill-to-reaped and THP variants.
 *
 * Structure: the parent forks one child per region.  Each child maps and
 * fills its region, pages it out, reports READY over its own pipe and
 * blocks on a shared "go" pipe.  The parent checks every child's swapped
 * fraction, snapshots zram, and releases them all at once by closing the
 * go pipe (or SIGKILLs them for --mode exit).  Children report their timed
 * munmap() over their pipe.  A child that dies or fails closes its pipe,
 * so the parent can never wait forever; children also die with the parent
 * (PR_SET_PDEATHSIG).
 */
#include <dirent.h>
#include <errno.h>
#include <math.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "bench_opts.h"
#include "clock.h"
#include "json.h"
#include "procfs.h"
#include "zlock.h"

#ifndef MADV_PAGEOUT
#define MADV_PAGEOUT 21
#endif
#ifndef MADV_HUGEPAGE
#define MADV_HUGEPAGE 14
#endif

#define PAGE 4096UL
#define THP_DIR "/sys/kernel/mm/transparent_hugepage"

/* Child -> parent messages; each is one write() below PIPE_BUF, so atomic. */
enum msg_kind { MSG_READY = 1, MSG_DONE, MSG_FAIL };
enum stage { ST_MMAP = 1, ST_MADV_HUGEPAGE, ST_FILL, ST_PAGEOUT, ST_WAIT, ST_MUNMAP, ST_SCHED };
static const char *const stage_names[] = {
	"", "mmap", "madvise(MADV_HUGEPAGE)", "fill", "madvise(MADV_PAGEOUT)", "barrier", "munmap",
	"sched_setscheduler(SCHED_FIFO)",
};

struct msg {
	int kind;
	int stage;
	int err;
	long long a, b, c;	/* READY: prep_ns, anon_huge_kb; DONE: start_ns, end_ns */
};

struct proc {
	pid_t pid;
	int fd;			/* read end of this child's pipe, -1 once closed */
	bool ready, done, reaped;
	long long prep_ns, anon_huge_kb;
	long long start_ns, end_ns;
	long long swapped_kb;
	double swapped_frac;
	char error[160];
};

static volatile sig_atomic_t got_signal;
static struct bench_cfg cfg;
static struct proc procs[BENCH_MAX_PROCS];

static void on_signal(int sig)
{
	got_signal = sig;
}

/*
 * The cover letter's fill: every page zeroed, then its first 106 + 8 * (page
 * index mod 16) longs set to k * 8 * 2654435761, which compresses about
 * 2.8:1 under lzo-rle and spreads objects over 16 size classes.
 */
static void fill_pattern(char *p, size_t bytes)
{
	size_t off, k, words;

	memset(p, 0, bytes);
	for (off = 0; off < bytes; off += PAGE) {
		unsigned long *w = (unsigned long *)(p + off);

		words = 106 + (off / PAGE) % 16 * 8;
		for (k = 0; k < words; k++)
			w[k] = k * 8 * 2654435761UL;
	}
}

static void child_send(int fd, const struct msg *m)
{
	ssize_t r;

	do
		r = write(fd, m, sizeof(*m));
	while (r < 0 && errno == EINTR);
}

static void child_fail(int fd, int stage, int err)
{
	struct msg m = { .kind = MSG_FAIL, .stage = stage, .err = err };

	child_send(fd, &m);
	_exit(1);
}

/* A child's whole life: prepare the region, wait for go, time munmap(). */
static void child_main(int out, int go)
{
	size_t bytes = (size_t)cfg.size_mb << 20;
	struct msg m = { .kind = MSG_READY };
	long long t0 = now_ns(), t1;
	char buf[8192], c;
	char *p;
	ssize_t r;

	p = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED)
		child_fail(out, ST_MMAP, errno);
	if (cfg.mode == MODE_THP && madvise(p, bytes, MADV_HUGEPAGE))
		child_fail(out, ST_MADV_HUGEPAGE, errno);
	if (cfg.fill == FILL_MEMSET)
		memset(p, 0x11, bytes);	/* the batch-free-swap test's "write to get mem" */
	else
		fill_pattern(p, bytes);
	m.b = -1;
	/* THP only: smaps_rollup walks the page tables, which warms them */
	if (cfg.mode == MODE_THP && read_text_file("/proc/self/smaps_rollup", buf, sizeof(buf)) > 0)
		parse_kb_field(buf, "AnonHugePages", &m.b);
	if (!cfg.resident && madvise(p, bytes, MADV_PAGEOUT))
		child_fail(out, ST_PAGEOUT, errno);
	m.a = now_ns() - t0;
	if (cfg.fifo_prio) {
		struct sched_param sp = { .sched_priority = (int)cfg.fifo_prio };

		if (sched_setscheduler(0, SCHED_FIFO, &sp))
			child_fail(out, ST_SCHED, errno);
	}
	child_send(out, &m);

	/* The barrier: every child blocks here until the parent closes "go". */
	do
		r = read(go, &c, 1);
	while (r < 0 && errno == EINTR);
	if (r != 0)
		child_fail(out, ST_WAIT, r < 0 ? errno : EPROTO);

	t0 = now_ns();
	if (munmap(p, bytes))
		child_fail(out, ST_MUNMAP, errno);
	t1 = now_ns();
	m = (struct msg){ .kind = MSG_DONE, .a = t0, .b = t1 };
	child_send(out, &m);
	_exit(0);
}

static void kill_and_reap_all(int nprocs)
{
	int i, st;

	for (i = 0; i < nprocs; i++)
		if (procs[i].pid > 0 && !procs[i].reaped)
			kill(procs[i].pid, SIGKILL);
	for (i = 0; i < nprocs; i++) {
		if (procs[i].pid <= 0 || procs[i].reaped)
			continue;
		while (waitpid(procs[i].pid, &st, 0) < 0 && errno == EINTR)
			;
		procs[i].reaped = true;
	}
}

/* Why a child that closed its pipe without a message ended. */
static void describe_death(struct proc *pr)
{
	int st;

	if (waitpid(pr->pid, &st, 0) == pr->pid) {
		pr->reaped = true;
		if (WIFSIGNALED(st))
			snprintf(pr->error, sizeof(pr->error), "child %d killed by signal %d%s",
				 pr->pid, WTERMSIG(st),
				 WTERMSIG(st) == SIGKILL ? " (out of memory?)" : "");
		else
			snprintf(pr->error, sizeof(pr->error), "child %d exited with status %d without a result",
				 pr->pid, WEXITSTATUS(st));
	} else {
		snprintf(pr->error, sizeof(pr->error), "child %d vanished", pr->pid);
	}
}

/*
 * Reads messages until every child has sent `want` (READY or DONE), one
 * failed, the deadline passed or a signal arrived.  Returns 0 when all
 * arrived, else -1 with the reason in *err.
 */
static int collect(int nprocs, int want, long long deadline_ns, char *err, size_t errsz)
{
	struct pollfd pfd[BENCH_MAX_PROCS];
	int idx[BENCH_MAX_PROCS];

	for (;;) {
		int i, n = 0, left;
		long long now = now_ns();

		if (got_signal) {
			snprintf(err, errsz, "interrupted by signal %d", (int)got_signal);
			return -1;
		}
		for (i = 0; i < nprocs; i++) {
			bool have = want == MSG_READY ? procs[i].ready : procs[i].done;

			if (!have && procs[i].fd >= 0) {
				pfd[n] = (struct pollfd){ .fd = procs[i].fd, .events = POLLIN };
				idx[n++] = i;
			}
		}
		if (n == 0)
			return 0;
		if (now >= deadline_ns) {
			snprintf(err, errsz, "timed out after %lus waiting for %d of %d processes to %s; raise --timeout",
				 cfg.timeout_s, n, nprocs, want == MSG_READY ? "fill and page out" : "finish");
			return -1;
		}
		left = (int)((deadline_ns - now) / 1000000 + 1);
		if (poll(pfd, (nfds_t)n, left) < 0) {
			if (errno == EINTR)
				continue;
			snprintf(err, errsz, "poll: %s", strerror(errno));
			return -1;
		}
		for (i = 0; i < n; i++) {
			struct proc *pr = &procs[idx[i]];
			struct msg m;
			ssize_t r;

			if (!pfd[i].revents)
				continue;
			r = read(pr->fd, &m, sizeof(m));
			if (r < 0 && errno == EINTR)
				continue;
			if (r != (ssize_t)sizeof(m)) {
				close(pr->fd);
				pr->fd = -1;
				describe_death(pr);
				snprintf(err, errsz, "%s", pr->error);
				return -1;
			}
			if (m.kind == MSG_READY) {
				pr->ready = true;
				pr->prep_ns = m.a;
				pr->anon_huge_kb = m.b;
			} else if (m.kind == MSG_DONE) {
				pr->done = true;
				pr->start_ns = m.a;
				pr->end_ns = m.b;
			} else {
				int s = m.stage > 0 && m.stage <= ST_SCHED ? m.stage : 0;

				snprintf(pr->error, sizeof(pr->error), "%s failed in child %d: %s",
					 stage_names[s], pr->pid, strerror(m.err));
				snprintf(err, errsz, "%s%s", pr->error,
					 s == ST_SCHED ? " (--fifo needs root or CAP_SYS_NICE)" :
					 m.err == ENOSYS || m.err == EINVAL ?
					 " (kernel without CONFIG_ADVISE_SYSCALLS or this madvise?)" : "");
				return -1;
			}
		}
	}
}

/* The "[selected]" choice of a sysfs setting such as "always [madvise] never", or NULL. */
static const char *sysfs_selected(const char *path, char *buf, size_t size)
{
	char *l, *r;

	if (read_text_file(path, buf, size) < 0)
		return NULL;
	l = strchr(buf, '[');
	r = l ? strchr(l, ']') : NULL;
	if (!r)
		return NULL;
	*r = '\0';
	return l + 1;
}

/* THP state: "always"/"madvise"/"never" of the global switch, or NULL. */
static const char *thp_global(char *buf, size_t size)
{
	return sysfs_selected(THP_DIR "/enabled", buf, size);
}

/* The selected value of an mTHP size's "enabled" file, e.g. "inherit", or NULL. */
static const char *thp_size_setting(unsigned int kb, char *buf, size_t size)
{
	char path[128];

	snprintf(path, sizeof(path), THP_DIR "/hugepages-%ukB/enabled", kb);
	return sysfs_selected(path, buf, size);
}

/* Is a THP size usable under MADV_HUGEPAGE?  Per-size "inherit" follows the global switch. */
static bool thp_size_usable(unsigned int kb, const char *global)
{
	char buf[256];
	const char *s = thp_size_setting(kb, buf, sizeof(buf));

	if (!s || !strcmp(s, "inherit"))	/* no per-size file: pre-mTHP kernel */
		return global && strcmp(global, "never");
	return strcmp(s, "never") != 0;
}

static int cmp_uint(const void *a, const void *b)
{
	unsigned int x = *(const unsigned int *)a, y = *(const unsigned int *)b;

	return (x > y) - (x < y);
}

/*
 * The THP sizes MADV_HUGEPAGE may use, ascending, into kb[max]; returns how
 * many.  Kernels with mTHP list hugepages-<N>kB directories; older ones
 * have only the PMD size (hpage_pmd_size).
 */
static int thp_usable_sizes(const char *global, unsigned int *kb, int max)
{
	DIR *d = opendir(THP_DIR);
	struct dirent *de;
	int n = 0, listed = 0;
	unsigned int v;
	char buf[64];

	while (d && (de = readdir(d))) {
		if (sscanf(de->d_name, "hugepages-%ukB", &v) != 1)
			continue;
		listed++;
		if (n < max && thp_size_usable(v, global))
			kb[n++] = v;
	}
	if (d)
		closedir(d);
	if (!listed && global && strcmp(global, "never") && n < max &&
	    read_text_file(THP_DIR "/hpage_pmd_size", buf, sizeof(buf)) > 0)
		kb[n++] = (unsigned int)(strtoull(buf, NULL, 10) / 1024);
	qsort(kb, (size_t)n, sizeof(*kb), cmp_uint);
	return n;
}

static long long vmstat_field(const char *key)
{
	char buf[16384], *p;
	size_t klen = strlen(key);

	if (read_text_file("/proc/vmstat", buf, sizeof(buf)) < 0)
		return -1;
	for (p = buf; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL)
		if (!strncmp(p, key, klen) && p[klen] == ' ')
			return atoll(p + klen + 1);
	return -1;
}

/* Refuses runs that cannot work, with one line; returns 0 or -1. */
static int preflight(char *err, size_t errsz)
{
	char buf[8192], tb[256];
	long long avail_kb, swapfree_kb;
	unsigned long long need_kb = cfg.size_mb * cfg.procs * 1024ULL;

	if (read_text_file("/proc/swaps", buf, sizeof(buf)) < 0) {
		snprintf(err, errsz, "cannot read /proc/swaps: is /proc mounted?");
		return -1;
	}
	if (cfg.resident) {
		/* the region stays in RAM the whole time: it must fit with room to spare */
		if (read_meminfo_kb("MemAvailable", &avail_kb) == 0 && need_kb > (unsigned long long)avail_kb * 8 / 10) {
			snprintf(err, errsz, "--resident --size %llu MB x %lu processes needs %llu MB of RAM, but only %lld MB are available; use a smaller --size",
				 cfg.size_mb, cfg.procs, need_kb / 1024, avail_kb / 1024);
			return -1;
		}
		return 0;
	}
	if (parse_swaps_count(buf) == 0) {
		snprintf(err, errsz, "no swap is active, so nothing can be paged out; set one up first: workloads/zram-swap setup");
		return -1;
	}
	if (read_meminfo_kb("MemAvailable", &avail_kb) == 0 && need_kb > (unsigned long long)avail_kb * 9 / 10) {
		snprintf(err, errsz, "--size %llu MB x %lu processes needs %llu MB of RAM before page-out, but only %lld MB are available; use a smaller --size or fewer --procs",
			 cfg.size_mb, cfg.procs, need_kb / 1024, avail_kb / 1024);
		return -1;
	}
	if (read_meminfo_kb("SwapFree", &swapfree_kb) == 0 && need_kb > (unsigned long long)swapfree_kb) {
		snprintf(err, errsz, "--size %llu MB x %lu processes needs %llu MB of free swap, only %lld MB free; enlarge it (workloads/zram-swap setup --size) or use a smaller --size",
			 cfg.size_mb, cfg.procs, need_kb / 1024, swapfree_kb / 1024);
		return -1;
	}
	if (cfg.zram[0]) {
		struct mm_stat st;

		if (read_mm_stat(cfg.zram, &st)) {
			snprintf(err, errsz, "--zram %s: cannot read /sys/block/%s/mm_stat; is the zram module loaded and the device set up?",
				 cfg.zram, cfg.zram);
			return -1;
		}
	}
	if (cfg.mode == MODE_THP) {
		const char *g = thp_global(tb, sizeof(tb));
		unsigned int sizes[32];

		if (!g) {
			snprintf(err, errsz, "--thp: transparent hugepages are unavailable (no " THP_DIR "/enabled: kernel without CONFIG_TRANSPARENT_HUGEPAGE); run without --thp");
			return -1;
		}
		if (thp_usable_sizes(g, sizes, 32) == 0) {
			snprintf(err, errsz, "--thp: transparent hugepages are disabled (enabled=%s, no mTHP size enabled); echo madvise > " THP_DIR "/enabled", g);
			return -1;
		}
	}
	return 0;
}

static void write_mm_stat(struct json *j, const char *key, const struct mm_stat *st, bool ok)
{
	int i;

	if (!ok) {
		json_null(j, key);
		return;
	}
	json_obj_open(j, key);
	for (i = 0; i < st->n; i++)
		json_uint(j, mm_stat_names[i], st->v[i]);
	json_obj_close(j);
}

struct result {
	const char *run_id;
	const char *error;		/* NULL when the run completed */
	const char *reject;		/* NULL when valid */
	const char *swap_source;
	long long t0_ns, last_end_ns;
	double time_ms, max_ms, wall_ms, bw, frac_min;
	struct mm_stat zs, zb, za;	/* start, before release, after */
	bool zs_ok, zb_ok, za_ok;
	struct mm_stat io0, io1;	/* io_stat: failed_reads failed_writes ... */
	bool io_ok;
	double zram_frac;		/* share of the regions that zram really stored */
	const char *thp_enabled;
	unsigned int thp_sizes[32];
	int n_thp_sizes;
	long long swpout0, swpout1, fallback0, fallback1;
};

/* Returns -1 when the line could not be written in full (disk full, EIO). */
static int emit_json(const struct result *r, const char *release)
{
	struct json j;
	unsigned long i;
	bool completed = !r->error;

	json_init(&j, stdout);
	json_obj_open(&j, NULL);
	json_str(&j, "schema", "zsfree-eval/run/1");
	json_str(&j, "run_id", r->run_id);
	json_str(&j, "label", cfg.label);
	json_str(&j, "probe_level", cfg.probe_level);
	json_str(&j, "kernel_release", release);
	json_str(&j, "workload", bench_mode_name(cfg.mode));
	json_uint(&j, "size_mb", cfg.size_mb);
	json_uint(&j, "procs", cfg.procs);
	json_uint(&j, "rep", cfg.rep);
	json_bool(&j, "warmup", cfg.warmup);
	json_str(&j, "fill", bench_fill_name(cfg.fill));
	json_bool(&j, "paged_out", !cfg.resident);
	if (cfg.fifo_prio)
		json_int(&j, "fifo_prio", (long long)cfg.fifo_prio);
	else
		json_null(&j, "fifo_prio");
	json_bool(&j, "valid", completed && !r->reject);
	json_str(&j, "reject_reason", r->error ? r->error : r->reject);
	json_str(&j, "error", r->error);
	json_double(&j, "threshold", cfg.threshold);
	json_double(&j, "time_ms", completed ? r->time_ms : NAN);
	json_double(&j, "wall_ms", completed ? r->wall_ms : NAN);
	json_double(&j, "max_ms", completed ? r->max_ms : NAN);
	json_double(&j, "bandwidth_bytes_per_ms", completed && cfg.mode == MODE_THP ? r->bw : NAN);
	json_double(&j, "swapped_frac_min", r->frac_min);
	json_str(&j, "swap_source", r->swap_source);
	if (r->t0_ns)
		json_int(&j, "t0_ns", r->t0_ns);
	else
		json_null(&j, "t0_ns");
	json_arr_open(&j, "per_proc");
	for (i = 0; i < cfg.procs; i++) {
		const struct proc *p = &procs[i];
		bool timed = completed && p->end_ns > 0;

		json_obj_open(&j, NULL);
		json_int(&j, "pid", p->pid);
		if (timed) {
			json_int(&j, "start_ns", p->start_ns);
			json_int(&j, "end_ns", p->end_ns);
			json_double(&j, "time_ms", (double)(p->end_ns - p->start_ns) / 1e6);
		} else {
			json_null(&j, "start_ns");
			json_null(&j, "end_ns");
			json_null(&j, "time_ms");
		}
		json_double(&j, "prep_ms", p->ready ? (double)p->prep_ns / 1e6 : NAN);
		if (p->ready && p->swapped_kb >= 0) {
			json_int(&j, "swapped_kb", p->swapped_kb);
			json_double(&j, "swapped_frac", p->swapped_frac);
		} else {
			json_null(&j, "swapped_kb");
			json_null(&j, "swapped_frac");
		}
		if (p->ready && p->anon_huge_kb >= 0)
			json_int(&j, "anon_huge_kb", p->anon_huge_kb);
		else
			json_null(&j, "anon_huge_kb");
		json_str(&j, "error", p->error[0] ? p->error : NULL);
		json_obj_close(&j);
	}
	json_arr_close(&j);
	if (cfg.zram[0]) {
		json_obj_open(&j, "zram");
		json_str(&j, "device", cfg.zram);
		write_mm_stat(&j, "start", &r->zs, r->zs_ok);
		write_mm_stat(&j, "before", &r->zb, r->zb_ok);
		write_mm_stat(&j, "after", &r->za, r->za_ok);
		json_double(&j, "stored_frac", r->zram_frac);
		if (r->io_ok)
			json_uint(&j, "failed_writes", r->io1.v[1] - r->io0.v[1]);
		else
			json_null(&j, "failed_writes");
		json_obj_close(&j);
	} else {
		json_null(&j, "zram");
	}
	if (cfg.mode == MODE_THP) {
		json_obj_open(&j, "thp");
		json_str(&j, "enabled", r->thp_enabled);
		json_arr_open(&j, "sizes_kb");	/* THP sizes MADV_HUGEPAGE may use */
		for (i = 0; i < (unsigned long)r->n_thp_sizes; i++)
			json_uint(&j, NULL, r->thp_sizes[i]);
		json_arr_close(&j);
		if (r->swpout0 >= 0 && r->swpout1 >= 0)
			json_int(&j, "thp_swpout", r->swpout1 - r->swpout0);
		else
			json_null(&j, "thp_swpout");
		if (r->fallback0 >= 0 && r->fallback1 >= 0)
			json_int(&j, "thp_swpout_fallback", r->fallback1 - r->fallback0);
		else
			json_null(&j, "thp_swpout_fallback");
		json_obj_close(&j);
	} else {
		json_null(&j, "thp");
	}
	json_obj_close(&j);
	return json_finish(&j);
}

/* summary_num: a figure for the summary, "null" when it was not measured */
static void summary_num(FILE *f, const char *key, double v, const char *fmt)
{
	fprintf(f, "%s ", key);
	if (isfinite(v))
		fprintf(f, fmt, v);
	else
		fputs("null", f);
	fputc('\n', f);
}

/*
 * --summary FILE: what workloads/run needs from a run as "key value" lines,
 * so a POSIX sh on a board reads it with `read` instead of parsing JSON.
 * Returns -1 when the file could not be written in full.
 */
static int emit_summary(const struct result *r)
{
	bool completed = !r->error;
	const char *why = r->error ? r->error : r->reject;
	FILE *f = fopen(cfg.summary, "w");

	if (!f)
		return -1;
	/* schema/bench-summary-1.json; workloads/run skips keys it does not read */
	fputs("schema zsfree-eval/bench-summary/1\n", f);
	fprintf(f, "status %s\n", r->error ? "failed" : r->reject ? "rejected" : "valid");
	summary_num(f, "time_ms", completed ? r->time_ms : NAN, "%.6f");
	summary_num(f, "wall_ms", completed ? r->wall_ms : NAN, "%.6f");
	summary_num(f, "swapped_frac_min", r->frac_min, "%.6f");
	if (r->t0_ns)
		fprintf(f, "t0_ns %lld\n", (long long)r->t0_ns);
	else
		fputs("t0_ns null\n", f);
	fputs("reason ", f);
	for (; why && *why; why++)	/* one line, whatever the reason says */
		fputc(*why == '\n' ? ' ' : *why, f);
	fputc('\n', f);
	if (ferror(f)) {
		fclose(f);
		return -1;
	}
	return fclose(f) ? -1 : 0;
}

static void emit_text(FILE *f, const struct result *r)
{
	unsigned long i;

	fprintf(f, "%s: %s %llu MB x %lup%s: ", r->run_id, bench_mode_name(cfg.mode),
		cfg.size_mb, cfg.procs, cfg.warmup ? " (warm-up)" : "");
	if (r->error) {
		fprintf(f, "FAILED: %s\n", r->error);
		return;
	}
	fprintf(f, "time %.3f ms (max %.3f, wall %.3f)", r->time_ms, r->max_ms, r->wall_ms);
	if (cfg.mode == MODE_THP)
		fprintf(f, ", %.0f bytes/ms", r->bw);
	fprintf(f, ", swapped %.1f%%%s%s\n", r->frac_min * 100, r->reject ? ", REJECTED: " : "",
		r->reject ? r->reject : "");
	if (!cfg.text || cfg.procs == 1)
		return;
	for (i = 0; i < cfg.procs; i++)
		fprintf(f, "  pid %d: %.3f ms, swapped %.1f%%\n", procs[i].pid,
			(double)(procs[i].end_ns - procs[i].start_ns) / 1e6, procs[i].swapped_frac * 100);
}

/* Exit mode: SIGKILL each owner and time until it is reaped. */
static int kill_and_time(int n, char *err, size_t errsz)
{
	int i, left = n, st;
	pid_t pid;

	for (i = 0; i < n; i++) {
		procs[i].start_ns = now_ns();
		kill(procs[i].pid, SIGKILL);
	}
	while (left > 0) {
		pid = waitpid(-1, &st, 0);
		if (pid < 0) {
			if (errno == EINTR)
				continue;
			snprintf(err, errsz, "waitpid: %s", strerror(errno));
			return -1;
		}
		for (i = 0; i < n; i++) {
			if (procs[i].pid == pid) {
				procs[i].end_ns = now_ns();
				procs[i].reaped = procs[i].done = true;
				left--;
			}
		}
	}
	return 0;
}

int main(int argc, char **argv)
{
	static char errbuf[512], reject[256], run_id[160];
	struct result r = { 0 };
	struct sigaction sa = { 0 };
	struct utsname uts;
	char lockerr[256], tb[256];
	int go[2], i, n, rc, inherited, lockfd = -1;
	double sum = 0;
	const char *release;
	bool written = true;

	rc = bench_parse_args(argc, argv, &cfg);
	if (rc == 1)
		return 0;
	if (rc < 0) {
		fprintf(stderr, "munmap-bench: %s\n", cfg.err);
		return 2;
	}
	release = uname(&uts) == 0 ? uts.release : NULL;
	if (cfg.run_id)
		snprintf(run_id, sizeof(run_id), "%s", cfg.run_id);
	else
		bench_default_run_id(&cfg, run_id, sizeof(run_id));
	r.run_id = run_id;
	r.frac_min = NAN;
	r.swpout0 = r.swpout1 = r.fallback0 = r.fallback1 = -1;
	n = (int)cfg.procs;

	if (preflight(errbuf, sizeof(errbuf))) {
		fprintf(stderr, "munmap-bench: %s\n", errbuf);
		return 2;
	}
	if (!cfg.no_lock) {
		const char *lp = getenv("ZSFREE_ZRAM_LOCK");	/* same override as the scripts */

		lockfd = zram_lock(lp && *lp ? lp : ZRAM_LOCK_PATH, (int)cfg.lock_wait_s, &inherited, lockerr, sizeof(lockerr));
		if (lockfd < 0) {
			fprintf(stderr, "munmap-bench: %s\n", lockerr);
			return 2;
		}
	}
	r.zram_frac = NAN;
	if (cfg.zram[0]) {
		r.zs_ok = read_mm_stat(cfg.zram, &r.zs) == 0;
		r.io_ok = read_zram_stat(cfg.zram, "io_stat", &r.io0) == 0 && r.io0.n >= 2;
	}
	if (cfg.mode == MODE_THP) {
		r.thp_enabled = thp_global(tb, sizeof(tb));
		r.n_thp_sizes = thp_usable_sizes(r.thp_enabled, r.thp_sizes, 32);
		r.swpout0 = vmstat_field("thp_swpout");
		r.fallback0 = vmstat_field("thp_swpout_fallback");
	}

	sa.sa_handler = on_signal;	/* no SA_RESTART: poll()/waitpid() must return */
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);

	if (pipe(go)) {
		fprintf(stderr, "munmap-bench: pipe: %s\n", strerror(errno));
		return 1;
	}
	fflush(NULL);
	for (i = 0; i < n; i++) {
		int fds[2];
		pid_t parent = getpid();

		procs[i].fd = -1;
		if (pipe(fds)) {
			snprintf(errbuf, sizeof(errbuf), "pipe: %s", strerror(errno));
			r.error = errbuf;
			break;
		}
		procs[i].pid = fork();
		if (procs[i].pid < 0) {
			snprintf(errbuf, sizeof(errbuf), "fork: %s", strerror(errno));
			r.error = errbuf;
			close(fds[0]);
			close(fds[1]);
			break;
		}
		if (procs[i].pid == 0) {
			int j;

			prctl(PR_SET_PDEATHSIG, SIGKILL);
			if (getppid() != parent)
				_exit(1);
			signal(SIGINT, SIG_DFL);
			signal(SIGTERM, SIG_DFL);
			signal(SIGHUP, SIG_DFL);
			close(go[1]);
			close(fds[0]);
			for (j = 0; j < i; j++)
				if (procs[j].fd >= 0)
					close(procs[j].fd);
			child_main(fds[1], go[0]);
		}
		close(fds[1]);
		procs[i].fd = fds[0];
		if (cfg.verbose)
			fprintf(stderr, "munmap-bench: child %d started (pid %d)\n", i + 1, procs[i].pid);
	}
	close(go[0]);

	if (!r.error && collect(n, MSG_READY, now_ns() + (long long)cfg.timeout_s * 1000000000LL,
				errbuf, sizeof(errbuf)))
		r.error = errbuf;
	if (got_signal)
		goto interrupted;
	if (r.error)
		kill_and_reap_all(n);	/* failed preparation: stop the others now */

	/* Swapped share of each region, read while the children wait at the barrier. */
	r.frac_min = r.error ? NAN : INFINITY;
	for (i = 0; i < n && !r.error; i++) {
		struct proc *p = &procs[i];

		if (read_swapped_kb(p->pid, &p->swapped_kb, &r.swap_source)) {
			snprintf(errbuf, sizeof(errbuf), "cannot read the swap usage of child %d from /proc", p->pid);
			r.error = errbuf;
			break;
		}
		p->swapped_frac = (double)p->swapped_kb / (double)(cfg.size_mb * 1024);
		if (p->swapped_frac < r.frac_min)
			r.frac_min = p->swapped_frac;
		if (p->swapped_frac < cfg.threshold && !r.reject) {
			snprintf(reject, sizeof(reject), "process %d swapped out only %.1f%% of its %llu MB (threshold %.0f%%): swap full, or pages refused by the swap device",
				 i + 1, p->swapped_frac * 100, cfg.size_mb, cfg.threshold * 100);
			r.reject = reject;
		}
	}
	if (cfg.mode == MODE_THP) {
		r.swpout1 = vmstat_field("thp_swpout");
		r.fallback1 = vmstat_field("thp_swpout_fallback");
	}
	if (cfg.zram[0]) {
		/*
		 * VmSwap counts swap entries, and a page whose write to zram failed
		 * keeps its entry (it stays in the swap cache): only zram itself can
		 * say how much it really stored.
		 */
		r.zb_ok = read_mm_stat(cfg.zram, &r.zb) == 0;
		if (r.io_ok)
			r.io_ok = read_zram_stat(cfg.zram, "io_stat", &r.io1) == 0 && r.io1.n >= 2;
		if (r.zs_ok && r.zb_ok && !r.error) {
			r.zram_frac = ((double)r.zb.v[0] - (double)r.zs.v[0]) / (double)(cfg.size_mb * cfg.procs << 20);
			if (r.zram_frac < cfg.threshold && !r.reject) {
				snprintf(reject, sizeof(reject), "only %.1f%% of the regions reached %s (%lld failed writes; zram full or mem_limit hit?) (threshold %.0f%%)",
					 r.zram_frac * 100, cfg.zram,
					 r.io_ok ? (long long)(r.io1.v[1] - r.io0.v[1]) : -1LL, cfg.threshold * 100);
				r.reject = reject;
			}
		}
	}

	if (!r.error) {
		if (cfg.verbose)
			fprintf(stderr, "munmap-bench: all %d ready, releasing\n", n);
		if (cfg.fifo_prio) {	/* the parent releases and reaps: keep it unpreempted too */
			struct sched_param sp = { .sched_priority = (int)cfg.fifo_prio };

			if (sched_setscheduler(0, SCHED_FIFO, &sp)) {
				snprintf(errbuf, sizeof(errbuf), "sched_setscheduler(SCHED_FIFO): %s (--fifo needs root or CAP_SYS_NICE)",
					 strerror(errno));
				r.error = errbuf;
				kill_and_reap_all(n);
			}
		}
	}
	if (!r.error && cfg.pre_delay_ms) {
		/* a quiet stretch before the release: the baseline of the experiments' tenants and samplers */
		struct timespec d = { .tv_sec = cfg.pre_delay_ms / 1000, .tv_nsec = (cfg.pre_delay_ms % 1000) * 1000000L };

		nanosleep(&d, NULL);
		if (got_signal)
			goto interrupted;
	}
	if (!r.error) {
		r.t0_ns = now_ns();
		if (cfg.mode == MODE_EXIT) {
			/* go stays open: the owners die while blocked at the barrier */
			if (kill_and_time(n, errbuf, sizeof(errbuf)))
				r.error = errbuf;
		} else {
			close(go[1]);	/* EOF wakes every child at once */
			go[1] = -1;
			if (collect(n, MSG_DONE, now_ns() + (long long)cfg.timeout_s * 1000000000LL,
				    errbuf, sizeof(errbuf)))
				r.error = errbuf;
		}
		if (got_signal)
			goto interrupted;
	}
	kill_and_reap_all(n);	/* finished children exit; this only reaps them */
	if (cfg.fifo_prio) {
		struct sched_param sp = { .sched_priority = 0 };

		sched_setscheduler(0, SCHED_OTHER, &sp);
	}
	if (cfg.zram[0])
		r.za_ok = read_mm_stat(cfg.zram, &r.za) == 0;

	if (!r.error) {
		for (i = 0; i < n; i++) {
			double t = (double)(procs[i].end_ns - procs[i].start_ns) / 1e6;

			sum += t;
			if (t > r.max_ms)
				r.max_ms = t;
			if (procs[i].end_ns > r.last_end_ns)
				r.last_end_ns = procs[i].end_ns;
		}
		r.time_ms = sum / n;
		r.wall_ms = (double)(r.last_end_ns - r.t0_ns) / 1e6;
		r.bw = r.time_ms > 0 ? (double)(cfg.size_mb << 20) / r.time_ms : NAN;
	}

	errno = 0;
	if (cfg.text)
		emit_text(stdout, &r);
	else
		written = emit_json(&r, release) == 0;
	/* a result nobody can read is a failed run, never a silent success */
	if (fflush(stdout) || ferror(stdout))
		written = false;
	if (written && cfg.summary && emit_summary(&r))
		written = false;
	if (!written) {
		fprintf(stderr, "munmap-bench: cannot write the result of run %s: %s; free space and rerun\n",
			run_id, errno ? strerror(errno) : "output error");
		if (lockfd >= 0 && !inherited)
			close(lockfd);
		return 1;
	}
	if (r.error)	/* one line, whatever the output mode */
		fprintf(stderr, "munmap-bench: run %s failed: %s\n", run_id, r.error);
	else if (!cfg.text && !cfg.quiet)
		emit_text(stderr, &r);
	if (lockfd >= 0 && !inherited)
		close(lockfd);
	return r.error ? 1 : r.reject ? 3 : 0;

interrupted:
	kill_and_reap_all(n);
	fprintf(stderr, "munmap-bench: interrupted by signal %d; children killed, nothing recorded for %s\n",
		(int)got_signal, run_id);
	return 128 + got_signal;
}

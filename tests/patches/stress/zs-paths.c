// SPDX-License-Identifier: GPL-2.0
/*
 * zs-paths: drive one free path of the deferred zs_free() at a time on a
 * zram block device (not swap) and check the pool right after it.
 *
 * Frees come from BLKDISCARD on pages written with O_DIRECT: zram frees a
 * discarded page's object in the discarding task, so the task's CPU is the
 * one whose per-CPU batch gets the handles.  Each check first waits until
 * nothing is queued and then longer than the aging period (ZS_FREE_AGE,
 * 1 s), so that no aging work is pending and no CPU has a partial batch;
 * then it queues fewer handles than a batch holds, so that only the path
 * under test (or the aging, one second later) can push them to the worker:
 *
 *   aging    the partial batch is drained about 1 s later with nothing else
 *            to push it, and its objects are really freed (obj_used);
 *   compact  right after `compact` returns nothing is queued;
 *   offline  right after the CPU holding the partial batch goes offline,
 *            well before the aging, its batch has been drained;
 *   sync     with every batch allocation failing (failslab on the batch
 *            cache), each free is synchronous, counted in sync_frees and
 *            done at once;
 *   migrate  /proc/sys/vm/compact_memory with a live backlog (queued
 *            objects migrated), then everything drains and the pages kept
 *            read back intact;
 *   reset    `reset` with a live backlog destroys the pool without leaving
 *            a batch in the batch cache (/sys/kernel/slab/zs_free_batch).
 *
 * Every check also verifies the pages it kept.  Prints "ok   ..." or
 * "FAIL ..." per check (a check that needs what the kernel lacks says
 * "skip ..."), then "N passed, N failed".  Exit status 0 when nothing
 * failed, 1 otherwise, 2 on bad usage or when the device cannot be used.
 * reset runs last whatever the order given: it leaves the device reset.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <linux/fs.h>
#include <sched.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#define PAGE 4096
#define BATCH_FREES 40		/* fewer than the 62 handles of a batch */
#define SLAB_DIR "/sys/kernel/slab/zs_free_batch"
#define FAILSLAB_DIR "/sys/kernel/debug/failslab"

static const char *dev = "zram0";
static char dev_path[128], sys_dir[128], dbg_deferred[160], dbg_classes[160];
static int window_ms = 900;	/* a check must conclude this soon after the frees */
static int fd = -1;
static int pass, fail, skipped;

static void say(const char *tag, const char *fmt, ...)
{
	va_list ap;

	printf("%-4s ", tag);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
	fflush(stdout);
}

#define OK(...) do { pass++; say("ok", __VA_ARGS__); } while (0)
#define BAD(...) do { fail++; say("FAIL", __VA_ARGS__); } while (0)
#define SKIP(...) do { skipped++; say("skip", __VA_ARGS__); } while (0)
#define INFO(...) say("#", __VA_ARGS__)

static double now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void sleep_ms(int ms)
{
	struct timespec ts = { ms / 1000, (ms % 1000) * 1000000L };

	while (nanosleep(&ts, &ts) && errno == EINTR)
		;
}

/* Whole small file into buf; -1 (errno set) if it cannot be read. */
static int read_file(const char *path, char *buf, size_t len)
{
	int f = open(path, O_RDONLY);
	ssize_t n, got = 0;

	if (f < 0)
		return -1;
	while ((size_t)got < len - 1 &&
	       (n = read(f, buf + got, len - 1 - got)) > 0)
		got += n;
	close(f);
	buf[got] = 0;
	return 0;
}

/* 0, or -errno of the open or write */
static int write_file(const char *path, const char *s)
{
	int f = open(path, O_WRONLY);
	ssize_t n;
	int err;

	if (f < 0)
		return -errno;
	n = write(f, s, strlen(s));
	err = n < 0 ? -errno : 0;
	close(f);
	return err;
}

static long read_long(const char *path)
{
	char buf[256];

	if (read_file(path, buf, sizeof(buf)))
		return -1;
	return strtol(buf, NULL, 10);
}

/* A field of the pool's debugfs "deferred" file, -1 if absent. */
static long deferred(const char *name)
{
	char buf[1024], *p;
	size_t l = strlen(name);

	if (read_file(dbg_deferred, buf, sizeof(buf)))
		return -1;
	for (p = buf; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL)
		if (!strncmp(p, name, l) && p[l] == ' ')
			return strtol(p + l + 1, NULL, 10);
	return -1;
}

/* obj_used of the "Total" row of the pool's debugfs "classes" file. */
static long obj_used(void)
{
	static char buf[65536];
	char *line, *save, *tok, *s;
	int col = -1, i;

	if (read_file(dbg_classes, buf, sizeof(buf)))
		return -1;
	for (line = strtok_r(buf, "\n", &save); line;
	     line = strtok_r(NULL, "\n", &save)) {
		char *lsave;

		if (col < 0) {
			for (i = 0, tok = strtok_r(line, " \t", &lsave); tok;
			     tok = strtok_r(NULL, " \t", &lsave), i++)
				if (!strcmp(tok, "obj_used"))
					col = i;
			continue;
		}
		s = line + strspn(line, " \t");
		if (strncmp(s, "Total", 5))
			continue;
		/* "Total" stands for the two columns "class size" */
		for (i = 1, tok = strtok_r(s, " \t", &lsave); tok;
		     tok = strtok_r(NULL, " \t", &lsave), i++)
			if (i == col)
				return strtol(tok, NULL, 10);
	}
	return -1;
}

static long backlog(void)
{
	return deferred("backlog_objs");
}

/* Objects in use in the batch cache, exact: shrink first (it also empties
 * KASAN's quarantine of the cache).  -1 if the cache has no sysfs dir of
 * its own.
 */
static long slab_objects(void)
{
	struct stat st;
	char path[256];

	if (lstat(SLAB_DIR, &st) || S_ISLNK(st.st_mode))
		return -1;
	snprintf(path, sizeof(path), "%s/shrink", SLAB_DIR);
	if (write_file(path, "1"))
		return -1;
	snprintf(path, sizeof(path), "%s/objects", SLAB_DIR);
	return read_long(path);
}

static int pin(int cpu)
{
	cpu_set_t set;

	CPU_ZERO(&set);
	CPU_SET(cpu, &set);
	return sched_setaffinity(0, sizeof(set), &set);
}

static int pin_all(void)
{
	cpu_set_t set;
	long n = sysconf(_SC_NPROCESSORS_CONF), i;

	CPU_ZERO(&set);
	for (i = 0; i < n && i < CPU_SETSIZE; i++)
		CPU_SET(i, &set);
	return sched_setaffinity(0, sizeof(set), &set);
}

static uint64_t mix(uint64_t x)
{
	x ^= x >> 33;
	x *= 0xff51afd7ed558ccdULL;
	x ^= x >> 33;
	x *= 0xc4ceb9fe1a85ec53ULL;
	x ^= x >> 33;
	return x;
}

/* Compressible, never same-filled (zram keeps those without an object). */
static void fill(uint64_t *p, uint64_t seed, long page)
{
	uint64_t h = mix(seed ^ ((uint64_t)page * 0x9e3779b97f4a7c15ULL));
	size_t words = PAGE / 8, n = 16 + h % (words - 16), i;

	for (i = 0; i < n; i++)
		p[i] = mix(h + i) & 0xffffffULL;
	memset(p + n, 0, (words - n) * 8);
	p[0] |= 1;	/* not all one value */
}

static uint64_t *iobuf, *cmpbuf;

static int write_pages(long first, long n, uint64_t seed)
{
	long i;

	for (i = first; i < first + n; i++) {
		fill(iobuf, seed, i);
		if (pwrite(fd, iobuf, PAGE, (off_t)i * PAGE) != PAGE) {
			BAD("write of page %ld of %s: %s", i, dev_path, strerror(errno));
			return -1;
		}
	}
	return 0;
}

/* Pages of [first, first + n) with (i - first) % step == 0 are read back. */
static long verify_pages(long first, long n, long step, uint64_t seed)
{
	long i, bad = 0;

	for (i = first; i < first + n; i += step) {
		if (pread(fd, iobuf, PAGE, (off_t)i * PAGE) != PAGE) {
			BAD("read of page %ld of %s: %s", i, dev_path, strerror(errno));
			return -1;
		}
		fill(cmpbuf, seed, i);
		if (memcmp(iobuf, cmpbuf, PAGE))
			bad++;
	}
	return bad;
}

static int discard(long first, long n)
{
	uint64_t range[2] = { (uint64_t)first * PAGE, (uint64_t)n * PAGE };

	if (ioctl(fd, BLKDISCARD, range)) {
		BAD("BLKDISCARD of pages %ld..%ld of %s: %s", first, first + n - 1,
		    dev_path, strerror(errno));
		return -1;
	}
	return 0;
}

/*
 * Nothing queued, and no aging work pending: once the backlog is 0 no CPU
 * holds a partial batch, and an aging work armed before fires within
 * ZS_FREE_AGE.
 */
static int quiet(const char *check)
{
	double t0 = now_ms();
	int flushed = 0;
	char path[256];

	while (backlog() != 0) {
		if (!flushed && now_ms() - t0 > 3000) {
			/* an earlier check's batch the aging did not push: flush
			 * it, so that this check still tests its own path
			 */
			INFO("%s: backlog %ld not drained 3 s after the last check; flushing it with compact",
			     check, backlog());
			snprintf(path, sizeof(path), "%s/compact", sys_dir);
			write_file(path, "1");
			flushed = 1;
		}
		if (now_ms() - t0 > 10000) {
			BAD("%s: backlog %ld did not drain within 10 s before the check",
			    check, backlog());
			return -1;
		}
		sleep_ms(10);
	}
	sleep_ms(1200);
	if (backlog() != 0) {
		BAD("%s: something else frees on %s (backlog %ld); the check needs it quiet",
		    check, dev, backlog());
		return -1;
	}
	return 0;
}

/* Written pages of the check's region: odd pages are freed, even kept. */
static long region_of(int check)
{
	return (long)check * 4096;
}

static int check_kept(const char *check, long first, long n, uint64_t seed)
{
	long bad = verify_pages(first, n, 2, seed);

	if (bad < 0)
		return -1;
	if (bad) {
		BAD("%s: %ld of %ld kept pages read back wrong", check, bad, n / 2);
		return -1;
	}
	return 0;
}

/* Free BATCH_FREES odd pages of a 2 * BATCH_FREES region, pinned to cpu. */
static int free_partial(long first, int cpu)
{
	long i;

	if (cpu >= 0 && pin(cpu)) {
		BAD("cannot run on cpu%d: %s", cpu, strerror(errno));
		return -1;
	}
	for (i = 0; i < BATCH_FREES; i++)
		if (discard(first + 2 * i + 1, 1))
			return -1;
	return 0;
}

/* One partial batch queued on a quiet pool: what a flush check starts from. */
struct partial {
	long first, n;		/* the region written; its odd pages are freed */
	uint64_t seed;
	long u0;		/* obj_used before the frees */
	double t0;		/* when the first free was issued */
};

/* Writes the region, waits for a quiet pool, frees BATCH_FREES pages on cpu. */
static int queue_partial(const char *c, struct partial *p, int cpu)
{
	if (write_pages(p->first, p->n, p->seed) || quiet(c))
		return -1;
	p->u0 = obj_used();
	p->t0 = now_ms();
	return free_partial(p->first, cpu);
}

/* The partial batch is gone and its objects freed; the kept pages intact. */
static int check_flushed(const char *c, const char *after, const struct partial *p)
{
	long u = obj_used();

	if (u != p->u0 - BATCH_FREES) {
		BAD("%s: backlog 0 after %s but obj_used %ld, %ld before %d frees",
		    c, after, u, p->u0, BATCH_FREES);
		return -1;
	}
	return check_kept(c, p->first, p->n, p->seed);
}

static int check_aging(void)
{
	const char *c = "aging";
	struct partial p = { .first = region_of(1), .n = 2 * BATCH_FREES, .seed = mix(1) };
	long b0, b, u;
	double t;

	if (queue_partial(c, &p, 0))
		return -1;
	pin_all();
	b0 = backlog();
	if (b0 != BATCH_FREES) {
		BAD("%s: %d frees queued %ld objects (deferred free not in use?)", c,
		    BATCH_FREES, b0);
		return -1;
	}
	while ((b = backlog()) != 0 && now_ms() - p.t0 < 3000)
		sleep_ms(10);
	t = now_ms() - p.t0;
	u = obj_used();
	if (b != 0) {
		BAD("%s: a partial batch of %d objects still queued %.0f ms after it was started (ZS_FREE_AGE is 1 s)",
		    c, BATCH_FREES, t);
		return -1;
	}
	if (u != p.u0 - BATCH_FREES) {
		BAD("%s: drained, but obj_used %ld, %ld before %d frees: objects counted as drained are still allocated",
		    c, u, p.u0, BATCH_FREES);
		return -1;
	}
	if (check_kept(c, p.first, p.n, p.seed))
		return -1;
	OK("%s: a partial batch of %d objects drained %.0f ms after it was started, with nothing else to push it; obj_used %ld -> %ld",
	   c, BATCH_FREES, t, p.u0, u);
	return 0;
}

/*
 * A flush path must act before the 1 s aging could have pushed the batch,
 * or the check cannot tell them apart.  attempt() returns 0 (passed), -1
 * (failed) or 1 (too slow to tell: try again on a fresh region of the
 * same check); after `tries` inconclusive attempts the check fails.
 */
static int retry_flush(const char *c, int check, int tries,
		       int (*attempt)(const char *c, struct partial *p, void *arg), void *arg)
{
	struct partial p = { .first = region_of(check), .n = 2 * BATCH_FREES, .seed = mix(check) };

	for (int i = 0; i < tries; i++, p.first += p.n) {
		int r = attempt(c, &p, arg);

		if (r <= 0)
			return r;
	}
	BAD("%s: %d tries, never concluded within %d ms of the frees: cannot tell its flush from the aging",
	    c, tries, window_ms);
	return -1;
}

static int compact_attempt(const char *c, struct partial *p, void *arg)
{
	const char *path = arg;
	double t1, t2;
	long b;
	int err;

	if (queue_partial(c, p, 0))
		return -1;
	pin_all();
	t1 = now_ms();
	err = write_file(path, "1");
	t2 = now_ms();
	b = backlog();
	if (err) {
		BAD("%s: writing %s: %s", c, path, strerror(-err));
		return -1;
	}
	if (t2 - p->t0 > window_ms) {
		INFO("%s: inconclusive: compact returned %.0f ms after the first free (the aging may have pushed the batch); again",
		     c, t2 - p->t0);
		return 1;
	}
	if (b != 0) {
		BAD("%s: %ld of %d objects still queued right after compact returned (%.0f ms after the frees, before the 1 s aging)",
		    c, b, BATCH_FREES, t2 - p->t0);
		return -1;
	}
	if (check_flushed(c, "compact", p))
		return -1;
	OK("%s: returned %.0f ms after %d frees were queued, %.0f ms after it was written, with nothing queued; obj_used %ld -> %ld",
	   c, t2 - p->t0, BATCH_FREES, t2 - t1, p->u0, p->u0 - BATCH_FREES);
	return 0;
}

static int check_compact(void)
{
	char path[256];

	snprintf(path, sizeof(path), "%s/compact", sys_dir);
	return retry_flush("compact", 2, 3, compact_attempt, path);
}

static int offline_cpu(void)
{
	char path[128];
	long n = sysconf(_SC_NPROCESSORS_CONF), i;

	for (i = n - 1; i > 0; i--) {
		snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%ld/online", i);
		if (access(path, W_OK) == 0 && read_long(path) == 1)
			return (int)i;
	}
	return -1;
}

static int offline_attempt(const char *c, struct partial *p, void *arg)
{
	int cpu = *(int *)arg, err;
	double t1, t2, t3;
	char path[128];
	long b;

	snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d/online", cpu);
	if (queue_partial(c, p, cpu) || pin(0))
		return -1;
	t1 = now_ms();
	err = write_file(path, "0");
	t2 = now_ms();
	if (err) {
		BAD("%s: cpu%d did not go offline: %s", c, cpu, strerror(-err));
		return -1;
	}
	while ((b = backlog()) != 0 && now_ms() - p->t0 < window_ms)
		sleep_ms(5);
	t3 = now_ms();
	err = write_file(path, "1");
	pin_all();
	if (err) {
		BAD("%s: cpu%d did not come back online: %s", c, cpu, strerror(-err));
		return -1;
	}
	if (b != 0 && t3 - p->t0 < window_ms + 100) {
		BAD("%s: %ld of %d objects of cpu%d's partial batch still queued %.0f ms after it went offline (offline took %.0f ms; %.0f ms after the frees, before the 1 s aging)",
		    c, b, BATCH_FREES, cpu, t3 - t2, t2 - t1, t3 - p->t0);
		return -1;
	}
	if (b != 0 || t3 - p->t0 > window_ms + 100) {
		INFO("%s: inconclusive: offline took %.0f ms, checked %.0f ms after the frees; again",
		     c, t2 - t1, t3 - p->t0);
		return 1;
	}
	if (check_flushed(c, "the offline", p))
		return -1;
	OK("%s: cpu%d's partial batch of %d objects drained %.0f ms after the offline (offline %.0f ms, %.0f ms after the frees, before the aging)",
	   c, cpu, BATCH_FREES, t3 - t2, t2 - t1, t3 - p->t0);
	return 0;
}

static int check_offline(void)
{
	int cpu = offline_cpu();

	if (cpu < 0) {
		SKIP("offline: no CPU can go offline here");
		return 0;
	}
	return retry_flush("offline", 3, 5, offline_attempt, &cpu);
}

static int failslab(int on)
{
	static const char *const set_on[][2] = {
		{ "cache-filter", "Y" }, { "verbose", "0" }, { "interval", "1" },
		{ "space", "0" }, { "times", "-1" }, { "probability", "100" },
	};
	char path[256];
	size_t i;
	int err;

	if (!on) {
		snprintf(path, sizeof(path), "%s/probability", FAILSLAB_DIR);
		return write_file(path, "0");
	}
	for (i = 0; i < sizeof(set_on) / sizeof(set_on[0]); i++) {
		snprintf(path, sizeof(path), "%s/%s", FAILSLAB_DIR, set_on[i][0]);
		err = write_file(path, set_on[i][1]);
		if (err)
			return err;
	}
	return 0;
}

static int check_sync(void)
{
	const char *c = "sync";
	long first = region_of(4), n = 2 * BATCH_FREES, s0, d0, u0, s, d, u, b;
	uint64_t seed = mix(4);
	int err;

	/* the flag is set by slab_debug=A,zs_free_batch, or here if unmerged */
	if (read_long(SLAB_DIR "/failslab") == 0)
		write_file(SLAB_DIR "/failslab", "1");
	if (access(FAILSLAB_DIR, F_OK) || read_long(SLAB_DIR "/failslab") != 1) {
		SKIP("%s: no fault injection on the batch cache (CONFIG_FAILSLAB, CONFIG_FAULT_INJECTION_DEBUG_FS, boot with slab_debug=A,zs_free_batch)",
		     c);
		return 0;
	}
	if (write_pages(first, n, seed) || quiet(c))
		return -1;
	s0 = deferred("sync_frees");
	d0 = deferred("deferred_objs");
	u0 = obj_used();
	err = failslab(1);
	if (err) {
		failslab(0);
		BAD("%s: cannot set up %s: %s", c, FAILSLAB_DIR, strerror(-err));
		return -1;
	}
	err = free_partial(first, 0);
	failslab(0);
	pin_all();
	if (err)
		return -1;
	s = deferred("sync_frees");
	d = deferred("deferred_objs");
	b = backlog();
	u = obj_used();
	if (s - s0 != BATCH_FREES || d != d0 || b != 0 || u != u0 - BATCH_FREES) {
		BAD("%s: %d frees with every batch allocation failing: sync_frees +%ld, deferred_objs +%ld, backlog %ld, obj_used %ld -> %ld",
		    c, BATCH_FREES, s - s0, d - d0, b, u0, u);
		return -1;
	}
	if (check_kept(c, first, n, seed))
		return -1;
	OK("%s: with every batch allocation failing (failslab), %d of %d frees synchronous (sync_frees %ld -> %ld), freed at once (obj_used %ld -> %ld)",
	   c, BATCH_FREES, BATCH_FREES, s0, s, u0, u);
	return 0;
}

static long vmstat(const char *name)
{
	static char buf[16384];
	char *p;
	size_t l = strlen(name);

	if (read_file("/proc/vmstat", buf, sizeof(buf)))
		return -1;
	for (p = buf; p; p = strchr(p, '\n'), p = p ? p + 1 : NULL)
		if (!strncmp(p, name, l) && p[l] == ' ')
			return strtol(p + l + 1, NULL, 10);
	return -1;
}

static int check_migrate(void)
{
	const char *c = "migrate";
	long first = region_of(5), n = 4096, i, b, u0, u, m0, m, d0, r0, d, r;
	long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
	uint64_t seed = mix(5);
	double t0, t;
	int err;

	if (access("/proc/sys/vm/compact_memory", W_OK)) {
		SKIP("%s: no /proc/sys/vm/compact_memory (CONFIG_COMPACTION)", c);
		return 0;
	}
	if (write_pages(first, n, seed) || quiet(c))
		return -1;
	u0 = obj_used();
	d0 = deferred("deferred_objs");
	r0 = deferred("drained_objs");
	/* odd pages freed, spread over the CPUs in runs of 30 */
	for (i = 1; i < n; i += 2) {
		if ((i / 2) % 30 == 0)
			pin((int)((i / 60) % ncpu));
		if (discard(first + i, 1))
			return -1;
	}
	pin_all();
	b = backlog();
	m0 = vmstat("pgmigrate_success");
	t0 = now_ms();
	err = write_file("/proc/sys/vm/compact_memory", "1");
	t = now_ms() - t0;
	m = vmstat("pgmigrate_success");
	if (err) {
		BAD("%s: writing /proc/sys/vm/compact_memory: %s", c, strerror(-err));
		return -1;
	}
	while (backlog() != 0 && now_ms() - t0 < 10000)
		sleep_ms(10);
	u = obj_used();
	d = deferred("deferred_objs") - d0;
	r = deferred("drained_objs") - r0;
	if (backlog() != 0 || d != n / 2 || r != n / 2 || u != u0 - n / 2) {
		BAD("%s: after compact_memory with %ld objects queued: backlog %ld, deferred +%ld, drained +%ld for %ld frees, obj_used %ld -> %ld",
		    c, b, backlog(), d, r, n / 2, u0, u);
		return -1;
	}
	if (check_kept(c, first, n, seed))
		return -1;
	OK("%s: compact_memory with %ld of %ld freed objects still queued took %.0f ms, migrated %ld pages; all drained (deferred +%ld == drained +%ld), obj_used %ld -> %ld, %ld kept pages verified",
	   c, b, n / 2, t, m - m0, d, r, u0, u, n / 2);
	return 0;
}

static int check_reset(void)
{
	const char *c = "reset";
	char path[256];
	long first = region_of(6), n = 2048, i, b, s0, s;
	uint64_t seed = mix(6);
	int err;

	if (write_pages(first, n, seed) || quiet(c))
		return -1;
	s0 = slab_objects();
	if (s0 < 0) {
		BAD("%s: no %s of its own (merged with another cache? boot with slab_debug=A,zs_free_batch): batches cannot be counted",
		    c, SLAB_DIR);
		return -1;
	}
	for (i = 1; i < n; i += 2)
		if (discard(first + i, 1))
			return -1;
	b = backlog();
	close(fd);
	fd = -1;
	snprintf(path, sizeof(path), "%s/reset", sys_dir);
	err = write_file(path, "1");
	if (err) {
		BAD("%s: writing %s: %s", c, path, strerror(-err));
		return -1;
	}
	s = slab_objects();
	if (s != s0) {
		BAD("%s: with %ld objects queued: %ld batches in zs_free_batch after the pool was destroyed, %ld before (leaked)",
		    c, b, s, s0);
		return -1;
	}
	OK("%s: with %ld objects queued (and %ld more freed by the reset) the pool was destroyed leaving %ld batches in zs_free_batch, as before",
	   c, b, n / 2, s);
	return 0;
}

static const struct {
	const char *name;
	int (*fn)(void);
} checks[] = {
	{ "aging", check_aging }, { "compact", check_compact },
	{ "offline", check_offline }, { "sync", check_sync },
	{ "migrate", check_migrate }, { "reset", check_reset },
};
#define NCHECKS ((int)(sizeof(checks) / sizeof(checks[0])))

static void usage(FILE *f)
{
	fprintf(f,
		"usage: zs-paths [--dev NAME] [--window-ms MS] CHECK...|all\n"
		"Drive one free path of the deferred zs_free() at a time on a zram block\n"
		"device that is not swap (its disksize set, nothing else using it) and\n"
		"check the pool right after it.  CHECKs: aging compact offline sync\n"
		"migrate reset (reset runs last and leaves the device reset).\n"
		"  --dev NAME       zram device (default zram0)\n"
		"  --window-ms MS   a timed check must conclude this soon after its\n"
		"                   frees, before the 1 s aging (default 900)\n");
}

int main(int argc, char **argv)
{
	static const struct option lopts[] = {
		{ "dev", required_argument, NULL, 'd' },
		{ "window-ms", required_argument, NULL, 'w' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int want[NCHECKS] = { 0 }, ch, i, j;
	char *end;
	long v;

	while ((ch = getopt_long(argc, argv, "d:w:h", lopts, NULL)) != -1) {
		switch (ch) {
		case 'd':
			if (!*optarg || strlen(optarg) > 32 || strchr(optarg, '/')) {
				fprintf(stderr, "zs-paths: --dev wants a device name like zram0, not '%s'\n",
					optarg);
				return 2;
			}
			dev = optarg;
			break;
		case 'w':
			errno = 0;
			v = strtol(optarg, &end, 10);
			if (errno || *end || v < 100 || v > 950) {
				fprintf(stderr, "zs-paths: --window-ms must be 100..950, not '%s'\n",
					optarg);
				return 2;
			}
			window_ms = (int)v;
			break;
		case 'h':
			usage(stdout);
			return 0;
		default:
			fprintf(stderr, "zs-paths: bad option (see --help)\n");
			return 2;
		}
	}
	if (optind == argc) {
		fprintf(stderr, "zs-paths: no check given (see --help)\n");
		return 2;
	}
	for (i = optind; i < argc; i++) {
		int found = 0;

		for (j = 0; j < NCHECKS; j++)
			if (!strcmp(argv[i], "all") || !strcmp(argv[i], checks[j].name))
				want[j] = found = 1;
		if (!found) {
			fprintf(stderr, "zs-paths: unknown check '%s' (see --help)\n", argv[i]);
			return 2;
		}
	}

	snprintf(dev_path, sizeof(dev_path), "/dev/%s", dev);
	snprintf(sys_dir, sizeof(sys_dir), "/sys/block/%s", dev);
	snprintf(dbg_deferred, sizeof(dbg_deferred), "/sys/kernel/debug/zsmalloc/%s/deferred", dev);
	snprintf(dbg_classes, sizeof(dbg_classes), "/sys/kernel/debug/zsmalloc/%s/classes", dev);
	if (access(dbg_deferred, R_OK)) {
		fprintf(stderr, "zs-paths: no %s: kernel without the deferred free, or %s not set up\n",
			dbg_deferred, dev);
		return 2;
	}
	fd = open(dev_path, O_RDWR | O_DIRECT);
	if (fd < 0) {
		fprintf(stderr, "zs-paths: cannot open %s: %s\n", dev_path, strerror(errno));
		return 2;
	}
	if (posix_memalign((void **)&iobuf, PAGE, PAGE) ||
	    posix_memalign((void **)&cmpbuf, PAGE, PAGE)) {
		fprintf(stderr, "zs-paths: out of memory\n");
		return 2;
	}
	{
		unsigned long long bytes = 0;

		if (ioctl(fd, BLKGETSIZE64, &bytes) || bytes < (unsigned long long)region_of(NCHECKS + 1) * PAGE) {
			fprintf(stderr, "zs-paths: %s is smaller than the %ld MiB the checks use\n",
				dev_path, region_of(NCHECKS + 1) * PAGE >> 20);
			return 2;
		}
	}
	for (j = 0; j < NCHECKS; j++)
		if (want[j]) {
			if (fd < 0) {
				BAD("%s: not run, the device was reset", checks[j].name);
				continue;
			}
			INFO("check %s", checks[j].name);
			checks[j].fn();
		}
	if (fd >= 0)
		close(fd);
	printf("%d passed, %d failed\n", pass, fail);
	return fail ? 1 : 0;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * zs-stress: swap data out to zram and back while processes unmap it and
 * get killed, to exercise every path that frees zsmalloc objects.
 *
 * The parent keeps --procs workers alive for --seconds.  Each worker loops:
 * map a region, fill every page with data derived from (seed, page), page
 * it out with MADV_PAGEOUT, read every page back and verify it, page it out
 * again, then end the round in one of four ways (unmap all, unmap half and
 * verify the rest, exit with the region mapped, or wait for the parent's
 * SIGKILL).  Every --kill-ms the parent SIGKILLs a random worker among those
 * that finished a round since they started (so that a slow kernel still
 * sees whole rounds) and starts a new one.  Workers report their counts
 * through a shared page.  --seconds is the least run time: when no worker
 * has finished a round by then (a short run of a KASAN kernel under TCG on
 * a loaded host), the run goes on until one has, for at most three times
 * --seconds more, so that a short run still exercises the unmap paths.
 *
 * A page counts as a round trip only if mincore() said it was not resident
 * before it was read back.
 *
 * Exit status: 0 when every page read back was right, 1 on any mismatch or
 * worker failure, 2 on bad usage.  The last line is "N passed, N failed"
 * over the checks listed above it.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <getopt.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#ifndef MADV_PAGEOUT
#define MADV_PAGEOUT 21
#endif

#define MAX_PROCS 64

struct counters {
	volatile uint64_t rounds;
	volatile uint64_t pages_out;	/* pages asked to go out */
	volatile uint64_t pages_resident; /* still resident after PAGEOUT */
	volatile uint64_t pages_verified;
	volatile uint64_t pages_from_swap; /* verified, not resident before */
	volatile uint64_t mismatches;
	volatile uint64_t pageout_errors;
};

struct opts {
	int procs;
	long mb;
	int seconds;
	int kill_ms;
};

static struct counters *shared; /* one slot per worker slot */
static volatile sig_atomic_t stop;

static void on_signal(int sig)
{
	(void)sig;
	stop = 1;
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

/*
 * Page contents: a varying number of 64-bit words derived from (seed, page),
 * the rest zero, so that pages compress to objects of many size classes.
 * Some pages are all one value (zram's same-filled path).
 */
static void fill_page(uint64_t *p, size_t words, uint64_t seed, size_t page)
{
	uint64_t h = mix(seed ^ (page * 0x9e3779b97f4a7c15ULL));
	size_t n = 16 + h % (words - 16), i;

	if (h % 16 == 0) {
		for (i = 0; i < words; i++)
			p[i] = h;
		return;
	}
	for (i = 0; i < n; i++)
		p[i] = mix(h + i) & (h % 3 ? 0xffffULL : ~0ULL);
	memset(p + n, 0, (words - n) * sizeof(*p));
}

static int check_page(const uint64_t *p, uint64_t *tmp, size_t words,
		      uint64_t seed, size_t page)
{
	fill_page(tmp, words, seed, page);
	return memcmp(p, tmp, words * sizeof(*p)) != 0;
}

/* Pages of the region still resident; vec[i] & 1 says which (all if unknown). */
static size_t count_resident(char *p, size_t bytes, size_t psz,
			     unsigned char *vec)
{
	size_t n = bytes / psz, i, res = 0;

	if (mincore(p, bytes, vec)) {
		memset(vec, 1, n);
		return n;
	}
	for (i = 0; i < n; i++)
		res += vec[i] & 1;
	return res;
}

static int page_out(char *p, size_t bytes, size_t psz, struct counters *c,
		    unsigned char *vec)
{
	if (madvise(p, bytes, MADV_PAGEOUT)) {
		c->pageout_errors++;
		memset(vec, 1, bytes / psz);
		return -1;
	}
	c->pages_out += bytes / psz;
	c->pages_resident += count_resident(p, bytes, psz, vec);
	return 0;
}

/* vec: residency right after the last page_out (a page that was not
 * resident comes back from swap when it is read)
 */
static int verify(char *p, size_t from, size_t to, size_t psz, uint64_t seed,
		  uint64_t *tmp, struct counters *c, const unsigned char *vec)
{
	size_t pg;
	int bad = 0;

	for (pg = from; pg < to; pg++) {
		if (check_page((uint64_t *)(p + pg * psz), tmp,
			       psz / sizeof(uint64_t), seed, pg)) {
			if (c->mismatches < 5)
				fprintf(stderr, "zs-stress: pid %d page %zu of seed %llx differs\n",
					(int)getpid(), pg, (unsigned long long)seed);
			c->mismatches++;
			bad = 1;
		} else {
			c->pages_verified++;
			if (!(vec[pg] & 1))
				c->pages_from_swap++;
		}
	}
	return bad;
}

static void worker(int slot, const struct opts *o)
{
	size_t psz = (size_t)sysconf(_SC_PAGESIZE);
	size_t bytes = (size_t)o->mb << 20, pages = bytes / psz, pg;
	struct counters *c = &shared[slot];
	uint64_t seed = mix((uint64_t)getpid() << 20 ^ (uint64_t)time(NULL));
	uint64_t *tmp = malloc(psz);
	unsigned char *vec = malloc(pages);

	if (!tmp || !vec)
		_exit(3);
	signal(SIGTERM, SIG_DFL);
	signal(SIGINT, SIG_DFL);
	for (;;) {
		char *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE,
			       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		int end;

		if (p == MAP_FAILED)
			_exit(3);
		seed = mix(seed + 1);
		for (pg = 0; pg < pages; pg++)
			fill_page((uint64_t *)(p + pg * psz), psz / sizeof(uint64_t),
				  seed, pg);
		page_out(p, bytes, psz, c, vec);
		if (verify(p, 0, pages, psz, seed, tmp, c, vec))
			_exit(4);
		page_out(p, bytes, psz, c, vec);
		c->rounds++;
		end = (int)(mix(seed) % 4);
		if (end == 0) {
			munmap(p, bytes);
		} else if (end == 1) {
			munmap(p, bytes / 2);
			if (verify(p, pages / 2, pages, psz, seed, tmp, c, vec))
				_exit(4);
			munmap(p + bytes / 2, bytes - bytes / 2);
		} else if (end == 2) {
			_exit(0);	/* exit_mmap() frees the swapped pages */
		} else {
			pause();	/* until the parent's SIGKILL */
		}
	}
}

static pid_t spawn(int slot, const struct opts *o)
{
	pid_t pid = fork();

	if (pid == 0)
		worker(slot, o);
	return pid;
}

static long now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000L + ts.tv_nsec / 1000000L;
}

/* any_round: whether any of the first n workers has finished a round */
static int any_round(const struct counters *c, int n)
{
	for (int i = 0; i < n; i++)
		if (c[i].rounds)
			return 1;
	return 0;
}

static void usage(FILE *f)
{
	fprintf(f,
		"usage: zs-stress [--procs N] [--mb MB] [--seconds S] [--kill-ms MS]\n"
		"Swap data out to zram (MADV_PAGEOUT), read it back and verify it,\n"
		"while workers unmap, exit and get killed.  Needs active swap.\n"
		"  --procs N     concurrent workers (1..%d, default 4)\n"
		"  --mb MB       region per worker round in MiB (default 16)\n"
		"  --seconds S   least run time; longer until a round has ended (default 30)\n"
		"  --kill-ms MS  kill one random worker this often (default 300)\n",
		MAX_PROCS);
}

static int parse_int(const char *s, long lo, long hi, long *out)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(s, &end, 10);
	if (errno || *end || end == s || v < lo || v > hi)
		return -1;
	*out = v;
	return 0;
}

int main(int argc, char **argv)
{
	static const struct option lopts[] = {
		{ "procs", required_argument, NULL, 'p' },
		{ "mb", required_argument, NULL, 'm' },
		{ "seconds", required_argument, NULL, 's' },
		{ "kill-ms", required_argument, NULL, 'k' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct opts o = { .procs = 4, .mb = 16, .seconds = 30, .kill_ms = 300 };
	pid_t pids[MAX_PROCS];
	uint64_t spawn_rounds[MAX_PROCS];
	struct counters tot = { 0 };
	long v, start, end, last, next_kill;
	int ch, i, failed_workers = 0, kills = 0, pass = 0, fail = 0;

	while ((ch = getopt_long(argc, argv, "p:m:s:k:h", lopts, NULL)) != -1) {
		switch (ch) {
		case 'p':
			if (parse_int(optarg, 1, MAX_PROCS, &v)) {
				fprintf(stderr, "zs-stress: --procs must be 1..%d, not '%s'\n",
					MAX_PROCS, optarg);
				return 2;
			}
			o.procs = (int)v;
			break;
		case 'm':
			if (parse_int(optarg, 1, 65536, &v)) {
				fprintf(stderr, "zs-stress: --mb must be 1..65536, not '%s'\n",
					optarg);
				return 2;
			}
			o.mb = v;
			break;
		case 's':
			if (parse_int(optarg, 1, 86400, &v)) {
				fprintf(stderr, "zs-stress: --seconds must be 1..86400, not '%s'\n",
					optarg);
				return 2;
			}
			o.seconds = (int)v;
			break;
		case 'k':
			if (parse_int(optarg, 10, 3600000, &v)) {
				fprintf(stderr, "zs-stress: --kill-ms must be 10..3600000, not '%s'\n",
					optarg);
				return 2;
			}
			o.kill_ms = (int)v;
			break;
		case 'h':
			usage(stdout);
			return 0;
		default:
			goto bad;
		}
	}
	if (optind != argc)
		goto bad;

	shared = mmap(NULL, sizeof(*shared) * MAX_PROCS, PROT_READ | PROT_WRITE,
		      MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (shared == MAP_FAILED) {
		perror("zs-stress: mmap of the shared counters");
		return 1;
	}
	signal(SIGINT, on_signal);
	signal(SIGTERM, on_signal);
	srand((unsigned int)getpid());

	for (i = 0; i < o.procs; i++) {
		spawn_rounds[i] = shared[i].rounds;
		pids[i] = spawn(i, &o);
		if (pids[i] < 0) {
			perror("zs-stress: fork");
			return 1;
		}
	}
	start = now_ms();
	end = start + o.seconds * 1000L;
	last = end + 3 * o.seconds * 1000L;
	next_kill = now_ms() + o.kill_ms;
	while (!stop && (now_ms() < end || (now_ms() < last && !any_round(shared, o.procs)))) {
		int status;
		pid_t pid = waitpid(-1, &status, WNOHANG);

		if (pid > 0) {
			for (i = 0; i < o.procs && pids[i] != pid; i++)
				;
			if (i == o.procs)
				continue;
			if (WIFEXITED(status) && WEXITSTATUS(status) != 0) {
				fprintf(stderr, "zs-stress: worker %d exited with %d\n",
					(int)pid, WEXITSTATUS(status));
				failed_workers++;
			} else if (WIFSIGNALED(status) && WTERMSIG(status) != SIGKILL) {
				fprintf(stderr, "zs-stress: worker %d died of signal %d\n",
					(int)pid, WTERMSIG(status));
				failed_workers++;
			}
			spawn_rounds[i] = shared[i].rounds;
			pids[i] = spawn(i, &o);
			if (pids[i] < 0) {
				perror("zs-stress: fork");
				failed_workers++;
				break;
			}
			continue;
		}
		if (now_ms() >= next_kill) {
			int first = rand() % o.procs, k;

			/* Only a worker that has finished a round since it started */
			for (k = 0; k < o.procs; k++) {
				i = (first + k) % o.procs;
				if (shared[i].rounds > spawn_rounds[i]) {
					kill(pids[i], SIGKILL);
					kills++;
					break;
				}
			}
			next_kill = now_ms() + o.kill_ms;
		}
		usleep(10000);
	}
	for (i = 0; i < o.procs; i++)
		if (pids[i] > 0)
			kill(pids[i], SIGKILL);
	while (wait(NULL) > 0)
		;

	for (i = 0; i < MAX_PROCS; i++) {
		tot.rounds += shared[i].rounds;
		tot.pages_out += shared[i].pages_out;
		tot.pages_resident += shared[i].pages_resident;
		tot.pages_verified += shared[i].pages_verified;
		tot.pages_from_swap += shared[i].pages_from_swap;
		tot.mismatches += shared[i].mismatches;
		tot.pageout_errors += shared[i].pageout_errors;
	}
	printf("seconds_run %.1f\n", (now_ms() - start) / 1000.0);
	printf("rounds %llu\npages_out %llu\npages_resident_after_pageout %llu\n"
	       "pages_verified %llu\npages_verified_from_swap %llu\n"
	       "mismatches %llu\npageout_errors %llu\n"
	       "kills %d\nfailed_workers %d\n",
	       (unsigned long long)tot.rounds, (unsigned long long)tot.pages_out,
	       (unsigned long long)tot.pages_resident,
	       (unsigned long long)tot.pages_verified,
	       (unsigned long long)tot.pages_from_swap,
	       (unsigned long long)tot.mismatches,
	       (unsigned long long)tot.pageout_errors, kills, failed_workers);

#define CHECK(cond, what) do {				\
		if (cond) {					\
			pass++;					\
			printf("ok   %s\n", what);		\
		} else {					\
			fail++;					\
			printf("FAIL %s\n", what);		\
		}						\
	} while (0)
	CHECK(tot.mismatches == 0, "every page read back matched");
	CHECK(failed_workers == 0, "no worker failed");
	CHECK(tot.pageout_errors == 0, "MADV_PAGEOUT never failed");
	CHECK(tot.pages_from_swap > 0 && tot.pages_from_swap * 2 >= tot.pages_verified,
	      "data went round trip: most verified pages came back from swap");
	CHECK(tot.rounds > 0, "workers finished whole rounds (unmap/exit paths)");
	CHECK(tot.pages_resident * 2 < tot.pages_out,
	      "pages did go out to swap: most of those asked to");
	printf("%d passed, %d failed\n", pass, fail);
	return fail ? 1 : 0;
bad:
	if (optind < argc && ch == -1)
		fprintf(stderr, "zs-stress: unexpected argument '%s' (see --help)\n",
			argv[optind]);
	else
		fprintf(stderr, "zs-stress: invalid or missing value for an option (see --help)\n");
	return 2;
}

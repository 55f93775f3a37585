// SPDX-License-Identifier: GPL-2.0
/*
 * probe-floor: runs a command with one attach mechanism on zs_free() and a
 * program that only counts (tests/vm/floor/probe_floor.bpf.c), for the
 * floor under zsprobe's per-object probes (docs/zsprobe.md, OVERHEAD;
 * tests/vm/guest/probe-floor.sh).  The kprobe session is attached with a
 * raw BPF_LINK_CREATE: Debian 12's libbpf 1.1 predates it (libbpf 1.5).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#include <linux/bpf.h>

#include <bpf/bpf.h>
#include <bpf/libbpf.h>

#include "probe_floor.h"
#include "probe_floor.skel.h"

/* enum bpf_attach_type's value from 6.10 on (include/uapi/linux/bpf.h) */
#define FLOOR_KPROBE_SESSION 56
#define FLOOR_MAX_CPUS 1024

static const char USAGE[] =
	"usage: probe-floor MODE [PERIOD] -- COMMAND [ARG...]\n"
	"Runs COMMAND with counting programs on zs_free() attached by MODE:\n"
	"  none     nothing attached\n"
	"  fentry   fentry:zs_free\n"
	"  pair     fentry:zs_free and fexit:zs_free\n"
	"  session  a kprobe session on zs_free (kernel 6.10+) whose entry lets the\n"
	"           return run for one call in PERIOD (default 0: never)\n"
	"and prints 'probe-floor MODE: entries N returns N ns N' on stderr.\n";

static int die(const char *what, int err)
{
	fprintf(stderr, "probe-floor: %s: %s\n", what, strerror(err));
	return 1;
}

static int attach_session(int prog_fd)
{
	const char *syms[] = { "zs_free" };
	union bpf_attr a;

	memset(&a, 0, sizeof(a));
	a.link_create.prog_fd = (__u32)prog_fd;
	a.link_create.attach_type = FLOOR_KPROBE_SESSION;
	a.link_create.kprobe_multi.cnt = 1;
	a.link_create.kprobe_multi.syms = (__u64)(unsigned long)syms;
	return (int)syscall(__NR_bpf, BPF_LINK_CREATE, &a, sizeof(a));
}

/* Every CPU's slot of the per-CPU counter IDX set to V, or summed into *V. */
static int counter(struct probe_floor *s, __u32 idx, __u64 *v, bool set)
{
	static __u64 per_cpu[FLOOR_MAX_CPUS];
	int n = libbpf_num_possible_cpus(), fd = bpf_map__fd(s->maps.floor_cnt);

	if (n <= 0 || n > FLOOR_MAX_CPUS)
		return -ERANGE;
	if (set) {
		for (int c = 0; c < n; c++)
			per_cpu[c] = *v;
		return bpf_map_update_elem(fd, &idx, per_cpu, BPF_ANY) ? -errno : 0;
	}
	if (bpf_map_lookup_elem(fd, &idx, per_cpu))
		return -errno;
	*v = 0;
	for (int c = 0; c < n; c++)
		*v += per_cpu[c];
	return 0;
}

static int run(char **cmd)
{
	int st;
	pid_t p = fork();

	if (p < 0)
		return -1;
	if (!p) {
		execvp(cmd[0], cmd);
		fprintf(stderr, "probe-floor: cannot run %s: %s\n", cmd[0], strerror(errno));
		_exit(127);
	}
	if (waitpid(p, &st, 0) < 0)
		return -1;
	return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

static int attach(struct probe_floor *s, const char *mode, __u64 period, int *link_fd)
{
	int err;

	if (!strcmp(mode, "none"))
		return 0;
	if (strcmp(mode, "session"))
		return probe_floor__attach(s) ? -errno : 0;
	err = counter(s, FLOOR_PERIOD, &period, true);
	if (err)
		return err;
	*link_fd = attach_session(bpf_program__fd(s->progs.floor_session));
	return *link_fd < 0 ? -errno : 0;
}

int main(int argc, char **argv)
{
	__u64 period = 0, entries = 0, returns = 0, ns = 0;
	struct probe_floor *s;
	int cmd = 3, link_fd = -1, err, rc;
	const char *mode;
	char *end;

	if (argc > 1 && (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help"))) {
		fputs(USAGE, stdout);
		return 0;
	}
	if (argc > 3 && strcmp(argv[2], "--")) {
		errno = 0;
		period = strtoull(argv[2], &end, 10);
		if (errno || *end || argv[2][0] == '-' || period > 1000000) {
			fprintf(stderr, "probe-floor: PERIOD '%s' is not a whole number up to 1000000\n", argv[2]);
			return 2;
		}
		cmd = 4;
	}
	mode = argc > 1 ? argv[1] : "";
	if (argc <= cmd || strcmp(argv[cmd - 1], "--") ||
	    (strcmp(mode, "none") && strcmp(mode, "fentry") && strcmp(mode, "pair") && strcmp(mode, "session"))) {
		fprintf(stderr, "probe-floor: give MODE (none, fentry, pair, session), [PERIOD], -- and a command; --help\n");
		return 2;
	}
	s = probe_floor__open();
	if (!s)
		return die("open", errno);
	bpf_program__set_autoload(s->progs.floor_entry, !strcmp(mode, "fentry") || !strcmp(mode, "pair"));
	bpf_program__set_autoload(s->progs.floor_exit, !strcmp(mode, "pair"));
	bpf_program__set_autoload(s->progs.floor_session, !strcmp(mode, "session"));
	bpf_program__set_expected_attach_type(s->progs.floor_session, FLOOR_KPROBE_SESSION);
	err = probe_floor__load(s) ? -errno : attach(s, mode, period, &link_fd);
	if (err) {
		probe_floor__destroy(s);
		return die(strcmp(mode, "session") ? "load or attach" : "kprobe session (kernel 6.10+)", -err);
	}
	rc = run(argv + cmd);
	if (!counter(s, FLOOR_ENTRIES, &entries, false) && !counter(s, FLOOR_RETURNS, &returns, false) &&
	    !counter(s, FLOOR_NS, &ns, false))
		fprintf(stderr, "probe-floor %s: entries %llu returns %llu ns %llu\n", mode,
			(unsigned long long)entries, (unsigned long long)returns, (unsigned long long)ns);
	if (link_fd >= 0)
		close(link_fd);
	probe_floor__destroy(s);
	return rc < 0 ? die("fork or wait", errno) : rc;
}

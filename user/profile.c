// SPDX-License-Identifier: GPL-2.0
/*
 * The CPU profile's BPF side: one perf event per CPU (PERF_TYPE_HARDWARE
 * cycles where the PMU offers them, else the cpu-clock software event, as
 * under QEMU TCG), each running profile_sample (bpf/profile.bpf.c) at HZ
 * samples a second; afterwards the count hash and the two stack maps are
 * read back and the frames named.  A kernel without bpf_get_stack() for
 * perf_event programs, or without perf events, gets the profile
 * unavailable with one reason, and the rest of zsprobe runs as without
 * --profile.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <linux/perf_event.h>

#include <bpf/bpf.h>
#include <bpf/libbpf.h>

#include "procfs.h"
#include "profile.h"

/* ZSPROBE_TEST_PROFILE=no-cycles|no-perf-events|no-get-stack|no-perf-programs: what another kernel lacks. */
static bool test_lacks(const char *what)
{
	const char *t = getenv("ZSPROBE_TEST_PROFILE");

	return t && strstr(t, what);
}

void zsp_profile_prepare(struct zsp_profile *p, struct bpf_object *obj, int hz)
{
	struct bpf_map *stacks = bpf_object__find_map_by_name(obj, "prof_stacks");
	struct bpf_map *ustacks = bpf_object__find_map_by_name(obj, "prof_ustacks");
	struct bpf_map *counts = bpf_object__find_map_by_name(obj, "prof_counts");
	struct bpf_program *prog = bpf_object__find_program_by_name(obj, "profile_sample");
	bool can = hz > 0;

	p->hz = hz;
	if (can && (test_lacks("no-perf-programs") || libbpf_probe_bpf_prog_type(BPF_PROG_TYPE_PERF_EVENT, NULL) != 1)) {
		snprintf(p->why, sizeof(p->why), "this kernel refuses BPF perf_event programs");
		can = false;
	}
	if (can && (test_lacks("no-get-stack") ||
		    libbpf_probe_bpf_helper(BPF_PROG_TYPE_PERF_EVENT, BPF_FUNC_get_stack, NULL) != 1)) {
		snprintf(p->why, sizeof(p->why), "this kernel has no bpf_get_stack() for perf_event programs (before 4.18)");
		can = false;
	}
	/* without a profile the stack maps (about 9 MB preallocated) cost nothing */
	if (!can) {
		bpf_map__set_autocreate(stacks, false);
		bpf_map__set_autocreate(ustacks, false);
		bpf_map__set_autocreate(bpf_object__find_map_by_name(obj, "prof_buf"), false);
		bpf_map__set_max_entries(counts, 1);
	}
	bpf_program__set_autoload(prog, can);
	p->available = can;
}

static int perf_open(int cpu, bool cycles, int hz)
{
	struct perf_event_attr a = {
		.size = sizeof(a),
		.type = cycles ? PERF_TYPE_HARDWARE : PERF_TYPE_SOFTWARE,
		.config = cycles ? PERF_COUNT_HW_CPU_CYCLES : PERF_COUNT_SW_CPU_CLOCK,
		.freq = 1,
		.sample_freq = (__u64)hz,
	};

	if (test_lacks(cycles ? "no-cycles" : "no-perf-events")) {
		errno = ENOENT;
		return -1;
	}
	return (int)syscall(SYS_perf_event_open, &a, -1, cpu, -1, PERF_FLAG_FD_CLOEXEC);
}

/*
 * kernel.perf_event_max_sample_rate, or 0 if unreadable.  The kernel lowers it
 * when sampling interrupts take too long (a loaded host, an emulator), and a
 * frequency above it is EINVAL.  ZSPROBE_TEST_STALE_RATE=N: the first read
 * gives N, as if the kernel had lowered the limit after zsprobe read it.
 */
static int max_sample_rate(void)
{
	static bool stale_given;
	const char *stale = getenv("ZSPROBE_TEST_STALE_RATE");
	char buf[32], *end;
	long v;

	if (stale && *stale && !stale_given) {
		stale_given = true;
		return atoi(stale);
	}
	if (read_text_file("/proc/sys/kernel/perf_event_max_sample_rate", buf, sizeof(buf)) <= 0)
		return 0;
	v = strtol(buf, &end, 10);
	return end != buf && v >= 1 && v <= INT_MAX ? (int)v : 0;
}

/* hz_used: the rate asked for, or the kernel's limit if that is lower. */
static void clamp_rate(struct zsp_profile *p)
{
	p->hz_max = max_sample_rate();
	p->hz_used = p->hz_max && p->hz_max < p->hz ? p->hz_max : p->hz;
}

/* Hardware cycles if CPU 0 has them, else cpu-clock; -errno if neither opens. */
static int open_either(struct zsp_profile *p)
{
	int fd = perf_open(0, true, p->hz_used);

	if (fd >= 0) {
		close(fd);
		p->event = "cycles";
		return 0;
	}
	fd = perf_open(0, false, p->hz_used);
	if (fd >= 0) {
		close(fd);
		p->event = "cpu-clock";
		return 0;
	}
	return -errno;
}

/* As open_either; on EINVAL once more, at the limit as it is now. */
static int pick_event(struct zsp_profile *p)
{
	int old, err;

	clamp_rate(p);
	err = open_either(p);
	if (err != -EINVAL)
		return err;
	old = p->hz_used;
	clamp_rate(p);
	return p->hz_used < old ? open_either(p) : err;
}

/*
 * A perf event with the program on it on each online CPU, all at hz_used.
 * With rate_check, -EINVAL at the first open refused with EINVAL (the limit
 * fell meanwhile); else such a CPU is skipped like an offline one.  The last
 * error or 0.
 */
static int attach_cpus(struct zsp_profile *p, struct bpf_program *prog, int ncpus, bool rate_check)
{
	int err = 0;

	for (int cpu = 0; cpu < ncpus; cpu++) {
		int fd = perf_open(cpu, !strcmp(p->event, "cycles"), p->hz_used);
		struct bpf_link *l;

		if (fd < 0) {
			if (errno == EINVAL && rate_check)
				return -EINVAL;
			err = errno == ENODEV ? err : -errno;
			continue;	/* an offline CPU (ENODEV) samples nothing */
		}
		l = bpf_program__attach_perf_event(prog, fd);
		if (!l) {
			err = -errno;
			close(fd);
			continue;
		}
		p->links[p->nlinks++] = l;
	}
	return err;
}

void zsp_profile_attach(struct zsp_profile *p, struct bpf_object *obj, int ncpus)
{
	struct bpf_program *prog = bpf_object__find_program_by_name(obj, "profile_sample");
	char e[64];
	int err;

	if (!p->hz || !p->available)
		return;
	err = pick_event(p);
	if (err) {
		snprintf(p->why, sizeof(p->why), "no perf event to sample on (cycles, cpu-clock) at %d Hz: %s",
			 p->hz_used, errno_desc(err, e, sizeof(e)));
		p->available = false;
		return;
	}
	p->links = calloc((size_t)ncpus, sizeof(*p->links));
	err = p->links ? attach_cpus(p, prog, ncpus, true) : -ENOMEM;
	if (err == -EINVAL) {
		/* every CPU at one rate: start again, at the lower limit if it fell */
		zsp_profile_detach(p);
		clamp_rate(p);
		err = attach_cpus(p, prog, ncpus, false);
	}
	p->ncpus = p->nlinks;
	if (!p->nlinks) {
		snprintf(p->why, sizeof(p->why), "cannot attach the profile to any CPU's %s event at %d Hz: %s",
			 p->event, p->hz_used, errno_desc(err ? err : -ENOMEM, e, sizeof(e)));
		p->available = false;
	}
}

void zsp_profile_detach(struct zsp_profile *p)
{
	while (p->nlinks > 0)
		bpf_link__destroy(p->links[--p->nlinks]);
}

static int read_counters(struct zsp_profile *p, int fd, int ncpus)
{
	uint64_t *v = calloc((size_t)ncpus, sizeof(*v));

	if (!v)
		return -ENOMEM;
	for (__u32 i = 0; i < ZSP_PROF_CNT_NR; i++) {
		if (bpf_map_lookup_elem(fd, &i, v)) {
			free(v);
			return -errno;
		}
		for (int c = 0; c < ncpus; c++)
			p->cnt[i] += v[c];
	}
	free(v);
	return 0;
}

/* A kernel stack's frames (leaf first); 0 frames for kerr < 0, which a missing key sets. */
static size_t read_stack(int fd, struct zsp_prof_stack *s, uint64_t *ips)
{
	size_t n = 0;

	if (s->kerr < 0)
		return 0;
	if (bpf_map_lookup_elem(fd, &s->kid, ips)) {
		s->kerr = -ENOENT;
		return 0;
	}
	while (n < ZSP_PROF_DEPTH && ips[n])
		n++;
	return n;
}

/* The stack maps and what names their frames. */
struct prof_read {
	int kfd, ufd;
	const struct prof_syms *ksyms;
	struct usyms *usyms;
};

/* A user stack's frames (leaf first), each "func+0xoff [file]", "bid:...+0xoff" or "0xaddr". */
static int fill_user(struct zsp_profile *p, struct zsp_prof_stack *s, const struct prof_read *rd)
{
	struct bpf_stack_build_id f[ZSP_PROF_UDEPTH];
	char buf[192];

	s->uframes = calloc(ZSP_PROF_UDEPTH, sizeof(*s->uframes));
	if (!s->uframes)
		return -ENOMEM;
	if (s->uerr < 0)
		return 0;
	if (bpf_map_lookup_elem(rd->ufd, &s->uid, f)) {
		s->uerr = -ENOENT;	/* written as lost, not as no stack */
		return 0;
	}
	for (; s->nu < ZSP_PROF_UDEPTH && f[s->nu].status != BPF_STACK_BUILD_ID_EMPTY; s->nu++) {
		const struct bpf_stack_build_id *fr = &f[s->nu];

		if (fr->status == BPF_STACK_BUILD_ID_VALID) {
			p->uframes[usyms_format(rd->usyms, fr->build_id, fr->offset, s->nu == 0, buf, sizeof(buf))]++;
		} else {
			/* no build id (the file's first page not cached, mmap_lock busy) */
			snprintf(buf, sizeof(buf), "0x%llx", (unsigned long long)fr->ip);
			p->uframes_addr++;
		}
		s->uframes[s->nu] = strdup(buf);
		if (!s->uframes[s->nu])
			return -ENOMEM;
	}
	return 0;
}

static int fill_stack(struct zsp_profile *p, struct zsp_prof_stack *s, const struct prof_read *rd)
{
	uint64_t ips[ZSP_PROF_DEPTH];
	char buf[192];

	s->nk = read_stack(rd->kfd, s, ips);
	s->kframes = calloc(s->nk ? s->nk : 1, sizeof(*s->kframes));
	if (!s->kframes)
		return -ENOMEM;
	for (size_t i = 0; i < s->nk; i++) {
		prof_syms_format(rd->ksyms, ips[i], i == 0, buf, sizeof(buf));
		s->kframes[i] = strdup(buf);
		if (!s->kframes[i])
			return -ENOMEM;
	}
	return fill_user(p, s, rd);
}

static int read_stacks(struct zsp_profile *p, int cfd, const struct prof_read *rd)
{
	struct zsp_prof_key k, next, *prev = NULL;
	size_t cap = 0;
	uint64_t count;

	while (!bpf_map_get_next_key(cfd, prev, &next)) {
		k = next;
		prev = &k;
		if (bpf_map_lookup_elem(cfd, &k, &count))
			continue;
		if (p->n == cap) {
			struct zsp_prof_stack *nv = realloc(p->v, (cap ? 2 * cap : 256) * sizeof(*nv));

			if (!nv)
				return -ENOMEM;
			p->v = nv;
			cap = cap ? 2 * cap : 256;
		}
		p->v[p->n] = (struct zsp_prof_stack){ .pid = k.pid, .role = k.role, .count = count,
						      .kid = k.kstack, .uid = k.ustack, .kerr = k.kerr, .uerr = k.uerr };
		if (fill_stack(p, &p->v[p->n++], rd))
			return -ENOMEM;
	}
	return 0;
}

/* The paths of the files user frames were named from, kept in p for the emitters. */
static int keep_used_files(struct zsp_profile *p, const struct usyms *u)
{
	p->ufiles = calloc(u->n ? u->n : 1, sizeof(*p->ufiles));
	if (!p->ufiles)
		return -ENOMEM;
	for (size_t i = 0; i < u->n; i++) {
		if (!u->f[i].used)
			continue;
		p->ufiles[p->nufiles] = strdup(u->f[i].path);
		if (!p->ufiles[p->nufiles++])
			return -ENOMEM;
	}
	return 0;
}

void zsp_profile_collect(struct zsp_profile *p, struct bpf_object *obj, int ncpus,
			 const struct symtab *ksyms, bool ksyms_ok, const char *command)
{
	struct prof_syms syms = { 0 };
	struct usyms usyms = { 0 };
	struct prof_read rd;
	char e[64];
	int err;

	if (!p->hz || !p->available)
		return;
	p->symbolised = ksyms_ok && !prof_syms_build(&syms, ksyms);
	if (!p->symbolised)
		snprintf(p->sym_why, sizeof(p->sym_why), "%s", ksyms_ok ?
			 "kallsyms addresses are hidden (kptr_restrict)" : "cannot read kallsyms");
	/* candidates only: a file that is missing or not ELF leaves its frames by build id */
	if (command)
		usyms_add_command(&usyms, command);
	usyms_add_maps(&usyms, "/proc/self/maps");
	rd = (struct prof_read){ bpf_map__fd(bpf_object__find_map_by_name(obj, "prof_stacks")),
				 bpf_map__fd(bpf_object__find_map_by_name(obj, "prof_ustacks")),
				 p->symbolised ? &syms : NULL, &usyms };
	err = read_counters(p, bpf_map__fd(bpf_object__find_map_by_name(obj, "prof_cnt")), ncpus);
	p->cnt_ok = !err;
	if (!err)
		err = read_stacks(p, bpf_map__fd(bpf_object__find_map_by_name(obj, "prof_counts")), &rd);
	if (!err)
		err = keep_used_files(p, &usyms);
	if (err) {
		snprintf(p->why, sizeof(p->why), "cannot read the profile's maps: %s",
			 errno_desc(err, e, sizeof(e)));
		p->available = false;
	}
	usyms_free(&usyms);
	prof_syms_free(&syms);
}

void zsp_profile_free(struct zsp_profile *p)
{
	zsp_profile_detach(p);
	for (size_t i = 0; i < p->n; i++) {
		for (size_t f = 0; p->v[i].kframes && f < p->v[i].nk; f++)
			free(p->v[i].kframes[f]);
		for (size_t f = 0; p->v[i].uframes && f < p->v[i].nu; f++)
			free(p->v[i].uframes[f]);
		free(p->v[i].kframes);
		free(p->v[i].uframes);
	}
	for (size_t i = 0; i < p->nufiles; i++)
		free(p->ufiles[i]);
	free(p->ufiles);
	p->ufiles = NULL;
	p->nufiles = 0;
	free(p->v);
	free(p->links);
	p->v = NULL;
	p->n = 0;
}

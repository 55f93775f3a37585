// SPDX-License-Identifier: GPL-2.0
/* Attach tests with throw-away programs; see probe_attach.h. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/perf_event.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>

#include "probe_attach.h"

/* Results per (kind, target): fentry+fexit on one function are tried once each. */
struct attach_cache {
	int n;
	struct {
		enum hook_kind kind;
		char target[128];
		int err;
		char why[160];
	} e[64];
};

int btf_names_load(struct btf *btf, struct symtab *t)
{
	unsigned int n = btf__type_cnt(btf), k = 0;
	const char **names = malloc(n * sizeof(*names));
	int err;

	if (!names)
		return -1;
	for (unsigned int id = 1; id < n; id++) {
		const struct btf_type *bt = btf__type_by_id(btf, id);
		const char *name = btf__name_by_offset(btf, bt->name_off);

		if (!name || !*name)
			continue;
		if (btf_is_func(bt) || (btf_is_typedef(bt) && !strncmp(name, "btf_trace_", 10)))
			names[k++] = name;
	}
	err = symtab_from_names(t, names, k);
	free(names);
	return err;
}

static int load_dummy(enum bpf_prog_type type, enum bpf_attach_type at, int btf_id)
{
	const struct bpf_insn insns[] = {
		{ .code = 0xb7, .dst_reg = 0, .imm = 0 },	/* r0 = 0 */
		{ .code = 0x95 },				/* exit */
	};
	LIBBPF_OPTS(bpf_prog_load_opts, opts, .expected_attach_type = at, .attach_btf_id = btf_id);
	int fd = bpf_prog_load(type, NULL, "GPL", insns, 2, &opts);

	return fd < 0 ? -errno : fd;
}

static int tracepoint_id(const char *tracefs, const char *target)
{
	char path[512];
	FILE *f;
	int id = -1;

	snprintf(path, sizeof(path), "%s/events/%s/id", tracefs, target);
	f = fopen(path, "r");
	if (!f)
		return -ENOENT;
	if (fscanf(f, "%d", &id) != 1)
		id = -EINVAL;
	fclose(f);
	return id;
}

/* A number from a sysfs file of the kprobe PMU ("6", or "config:0" for a bit). */
static int kprobe_pmu_value(const char *file, const char *fmt, int *v)
{
	char path[128];
	FILE *f;
	int n;

	snprintf(path, sizeof(path), "/sys/bus/event_source/devices/kprobe/%s", file);
	f = fopen(path, "r");
	if (!f)
		return -errno;
	n = fscanf(f, fmt, v);
	fclose(f);
	return n == 1 ? 0 : -EINVAL;
}

/* A perf kprobe (or kretprobe) event on target, with the BPF program fd attached. */
static int kprobe_open(const char *target, bool ret, int prog_fd)
{
	struct perf_event_attr attr = { .size = sizeof(attr), .sample_period = 1, .wakeup_events = 1 };
	int type, bit = 0, pfd, err;

	err = kprobe_pmu_value("type", "%d", &type);
	if (!err && ret)
		err = kprobe_pmu_value("format/retprobe", "config:%d", &bit);
	if (err) {
		errno = -err;
		return -1;
	}
	attr.type = (unsigned int)type;
	attr.config = ret ? 1ull << bit : 0;
	attr.config1 = (unsigned long long)(unsigned long)target;	/* kprobe_func */
	pfd = (int)syscall(SYS_perf_event_open, &attr, -1, 0, -1, PERF_FLAG_FD_CLOEXEC);
	if (pfd >= 0 && ioctl(pfd, PERF_EVENT_IOC_SET_BPF, prog_fd)) {
		err = errno;
		close(pfd);
		errno = err;
		return -1;
	}
	return pfd;
}

static int try_attach(const struct attach_ctx *c, const struct hook_prog *p, char *why, size_t len)
{
	int fd = -1, link = -1, id, err = 0;
	char e[64], name[160];

	switch (p->kind) {
	case HK_FENTRY:
	case HK_FEXIT:
		if (!c->vmlinux) {
			snprintf(why, len, "no vmlinux BTF");
			return -ENOENT;
		}
		id = btf__find_by_name_kind(c->vmlinux, p->target, BTF_KIND_FUNC);
		if (id < 0) {
			snprintf(why, len, "%s not in BTF", p->target);
			return -ENOENT;
		}
		fd = load_dummy(BPF_PROG_TYPE_TRACING, p->kind == HK_FENTRY ? BPF_TRACE_FENTRY : BPF_TRACE_FEXIT, id);
		if (fd < 0) {
			snprintf(why, len, "%s load refused: %s", p->kind == HK_FENTRY ? "fentry" : "fexit",
				 errno_desc(fd, e, sizeof(e)));
			return fd;
		}
		link = bpf_raw_tracepoint_open(NULL, fd);
		break;
	case HK_TP_BTF:
		if (!c->vmlinux) {
			snprintf(why, len, "no vmlinux BTF");
			return -ENOENT;
		}
		snprintf(name, sizeof(name), "btf_trace_%s", p->target);
		id = btf__find_by_name_kind(c->vmlinux, name, BTF_KIND_TYPEDEF);
		if (id < 0) {
			snprintf(why, len, "no BTF type %s", name);
			return -ENOENT;
		}
		fd = load_dummy(BPF_PROG_TYPE_TRACING, BPF_TRACE_RAW_TP, id);
		if (fd < 0) {
			snprintf(why, len, "tp_btf load refused: %s", errno_desc(fd, e, sizeof(e)));
			return fd;
		}
		link = bpf_raw_tracepoint_open(NULL, fd);
		break;
	case HK_RAW_TP:
		fd = load_dummy(BPF_PROG_TYPE_RAW_TRACEPOINT, 0, 0);
		if (fd < 0) {
			snprintf(why, len, "raw_tp load refused: %s", errno_desc(fd, e, sizeof(e)));
			return fd;
		}
		link = bpf_raw_tracepoint_open(p->target, fd);
		break;
	case HK_TRACEPOINT: {
		struct perf_event_attr attr = { .type = PERF_TYPE_TRACEPOINT, .size = sizeof(attr),
						.sample_period = 1, .wakeup_events = 1 };

		id = tracepoint_id(c->tracefs, p->target);
		if (id < 0) {
			snprintf(why, len, "no tracefs event %s", p->target);
			return id;
		}
		attr.config = (unsigned long long)id;
		fd = load_dummy(BPF_PROG_TYPE_TRACEPOINT, 0, 0);
		if (fd < 0) {
			snprintf(why, len, "tracepoint load refused: %s", errno_desc(fd, e, sizeof(e)));
			return fd;
		}
		link = (int)syscall(SYS_perf_event_open, &attr, -1, 0, -1, PERF_FLAG_FD_CLOEXEC);
		if (link >= 0 && ioctl(link, PERF_EVENT_IOC_SET_BPF, fd)) {
			err = -errno;
			close(link);
			link = -1;
			errno = -err;
		}
		break;
	}
	case HK_KPROBE:
	case HK_KRETPROBE:
		fd = load_dummy(BPF_PROG_TYPE_KPROBE, 0, 0);
		if (fd < 0) {
			snprintf(why, len, "kprobe load refused: %s", errno_desc(fd, e, sizeof(e)));
			return fd;
		}
		link = kprobe_open(p->target, p->kind == HK_KRETPROBE, fd);
		if (link < 0 && access("/sys/bus/event_source/devices/kprobe/type", R_OK)) {
			close(fd);
			snprintf(why, len, "no kprobe PMU in /sys/bus/event_source/devices (kernel without CONFIG_KPROBE_EVENTS)");
			return -ENOENT;
		}
		break;
	default:
		return 0;
	}
	if (link < 0) {
		err = -errno;
		snprintf(why, len, "attach refused: %s", errno_desc(err, e, sizeof(e)));
	} else {
		close(link);
	}
	close(fd);
	return err;
}

int probe_attach_test(const struct hook_prog *p, void *arg, char *why, size_t len)
{
	struct attach_ctx *c = arg;
	struct attach_cache *ca;
	int err;

	if (!c->cache)
		c->cache = calloc(1, sizeof(*c->cache));
	ca = c->cache;
	for (int i = 0; ca && i < ca->n; i++)
		if (ca->e[i].kind == p->kind && !strcmp(ca->e[i].target, p->target)) {
			snprintf(why, len, "%s", ca->e[i].why);
			return ca->e[i].err;
		}
	why[0] = 0;
	err = try_attach(c, p, why, len);
	if (ca && ca->n < (int)(sizeof(ca->e) / sizeof(ca->e[0]))) {
		ca->e[ca->n].kind = p->kind;
		snprintf(ca->e[ca->n].target, sizeof(ca->e[0].target), "%s", p->target);
		ca->e[ca->n].err = err;
		snprintf(ca->e[ca->n].why, sizeof(ca->e[0].why), "%s", why);
		ca->n++;
	}
	return err;
}

void attach_ctx_free(struct attach_ctx *c)
{
	free(c->cache);
	c->cache = NULL;
}

// SPDX-License-Identifier: GPL-2.0
/* Attach tests with throw-away programs; see probe_attach.h. */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
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
#include "procfs.h"

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

/* Appends btf's FUNC and btf_trace_* names from type id `from` on; -1 without memory. */
static int add_names(struct btf *btf, unsigned int from, const char *mod,
		     const char ***names, const char ***mods, size_t *k, size_t *cap)
{
	unsigned int n = btf__type_cnt(btf);

	for (unsigned int id = from; id < n; id++) {
		const struct btf_type *bt = btf__type_by_id(btf, id);
		const char *name = btf__name_by_offset(btf, bt->name_off);

		if (!name || !*name)
			continue;
		if (!btf_is_func(bt) && !(btf_is_typedef(bt) && !strncmp(name, "btf_trace_", 10)))
			continue;
		if (*k == *cap) {
			size_t nc = *cap ? *cap * 2 : 4096;
			const char **nn = realloc(*names, nc * sizeof(*nn)), **nm;

			if (!nn)
				return -1;
			*names = nn;
			nm = realloc(*mods, nc * sizeof(*nm));
			if (!nm)
				return -1;
			*mods = nm;
			*cap = nc;
		}
		(*names)[*k] = name;
		(*mods)[*k] = mod;
		(*k)++;
	}
	return 0;
}

int btf_names_load(const struct attach_ctx *c, struct symtab *t)
{
	const char **names = NULL, **mods = NULL;
	size_t k = 0, cap = 0;
	int err = add_names(c->vmlinux, 1, NULL, &names, &mods, &k, &cap);

	/* a module's split BTF numbers its own types after vmlinux's */
	for (int i = 0; !err && i < c->nmods; i++)
		err = add_names(c->mods[i].btf, btf__type_cnt(c->vmlinux), c->mods[i].name,
				&names, &mods, &k, &cap);
	if (!err)
		err = symtab_from_names_mods(t, names, mods, k);
	free(names);
	free(mods);
	return err;
}

int module_btfs_load(struct attach_ctx *c, const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *de;
	int err = 0;

	if (!d)
		return -errno;
	while ((de = readdir(d))) {
		struct module_btf *nm;
		struct btf *b;
		char e[64];

		if (de->d_name[0] == '.' || !strcmp(de->d_name, "vmlinux") || strlen(de->d_name) >= sizeof(nm->name))
			continue;
		b = btf__load_module_btf(de->d_name, c->vmlinux);
		if (!b) {
			fprintf(stderr, "zsprobe: note: skipping the BTF of module %s: %s\n", de->d_name,
				errno_desc(errno, e, sizeof(e)));
			continue;
		}
		nm = realloc(c->mods, (size_t)(c->nmods + 1) * sizeof(*nm));
		if (!nm) {
			btf__free(b);
			err = -ENOMEM;
			break;
		}
		c->mods = nm;
		snprintf(nm[c->nmods].name, sizeof(nm->name), "%s", de->d_name);
		nm[c->nmods].btf = b;
		nm[c->nmods].obj_fd = 0;
		c->nmods++;
	}
	closedir(d);
	return err;
}

/*
 * The kernel's BTF object of module m (what a program attaching to one of
 * its functions names in attach_btf_obj_fd): walks the loaded BTF objects
 * for the kernel one with m's name.  Looked up once; -ENOENT if none.
 */
static int module_btf_fd(struct module_btf *m)
{
	__u32 id = 0;

	if (m->obj_fd)
		return m->obj_fd;
	m->obj_fd = -ENOENT;
	while (!bpf_btf_get_next_id(id, &id)) {
		struct bpf_btf_info info;
		__u32 len = sizeof(info);
		char name[64] = "";
		int fd = bpf_btf_get_fd_by_id(id);

		if (fd < 0)
			continue;
		memset(&info, 0, sizeof(info));
		info.name = (__u64)(unsigned long)name;
		info.name_len = sizeof(name);
		if (!bpf_obj_get_info_by_fd(fd, &info, &len) && info.kernel_btf && !strcmp(name, m->name)) {
			m->obj_fd = fd;
			break;
		}
		close(fd);
	}
	return m->obj_fd;
}

const struct btf *attach_ctx_module_btf(const struct attach_ctx *c, const char *name)
{
	for (int i = 0; i < c->nmods; i++)
		if (!strcmp(c->mods[i].name, name))
			return c->mods[i].btf;
	return NULL;
}

int attach_btf_find(const struct attach_ctx *c, const char *name, int kind, int *mod)
{
	int id = btf__find_by_name_kind(c->vmlinux, name, kind);

	*mod = -1;
	if (id > 0)
		return id;
	for (int i = 0; i < c->nmods; i++) {
		id = btf__find_by_name_kind(c->mods[i].btf, name, kind);
		if (id > 0) {
			*mod = i;
			return id;
		}
	}
	return -ENOENT;
}

/*
 * attach_btf_find() for a program's attach target: its type id, and in
 * *obj_fd the module's kernel BTF object (0 for vmlinux) and in *mod its
 * name (NULL for vmlinux).  -ENOENT if no BTF has it.
 */
static int find_target(struct attach_ctx *c, const char *name, int kind, int *obj_fd, const char **mod)
{
	int i, id = attach_btf_find(c, name, kind, &i);

	*obj_fd = 0;
	*mod = NULL;
	if (id < 0 || i < 0)
		return id;
	*mod = c->mods[i].name;
	*obj_fd = module_btf_fd(&c->mods[i]);
	return *obj_fd < 0 ? *obj_fd : id;
}

static int load_dummy(enum bpf_prog_type type, enum bpf_attach_type at, int btf_id, int btf_obj_fd)
{
	const struct bpf_insn insns[] = {
		{ .code = 0xb7, .dst_reg = 0, .imm = 0 },	/* r0 = 0 */
		{ .code = 0x95 },				/* exit */
	};
	LIBBPF_OPTS(bpf_prog_load_opts, opts, .expected_attach_type = at, .attach_btf_id = btf_id,
		    .attach_btf_obj_fd = btf_obj_fd);
	int fd = bpf_prog_load(type, NULL, "GPL", insns, 2, &opts);

	return fd < 0 ? -errno : fd;
}

/* The number after PREFIX ("" or "config:") in a one-line sysfs or tracefs file: 0, or -errno. */
static int read_number_file(const char *path, const char *prefix, int *v)
{
	size_t n = strlen(prefix);
	char buf[64], *end;
	ssize_t r = read_text_file(path, buf, sizeof(buf));
	long x;

	if (r < 0)
		return (int)r;
	if (strncmp(buf, prefix, n))
		return -EINVAL;
	errno = 0;
	x = strtol(buf + n, &end, 10);
	if (end == buf + n || errno || x < 0 || x > INT_MAX)
		return -EINVAL;
	*v = (int)x;
	return 0;
}

/* A tracefs event's id, or -errno. */
static int tracepoint_id(const char *tracefs, const char *target)
{
	char path[512];
	int id, err;

	snprintf(path, sizeof(path), "%s/events/%s/id", tracefs, target);
	err = read_number_file(path, "", &id);
	return err ? err : id;
}

/* A number from a sysfs file of the kprobe PMU ("6", or "config:0" for a bit). */
static int kprobe_pmu_value(const char *file, const char *prefix, int *v)
{
	char path[128];

	snprintf(path, sizeof(path), "/sys/bus/event_source/devices/kprobe/%s", file);
	return read_number_file(path, prefix, v);
}

/* A perf kprobe (or kretprobe) event on target, with the BPF program fd attached. */
static int kprobe_open(const char *target, bool ret, int prog_fd)
{
	struct perf_event_attr attr = { .size = sizeof(attr), .sample_period = 1, .wakeup_events = 1 };
	int type, bit = 0, pfd, err;

	err = kprobe_pmu_value("type", "", &type);
	if (!err && ret)
		err = kprobe_pmu_value("format/retprobe", "config:", &bit);
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

static int try_attach(struct attach_ctx *c, const struct hook_prog *p, char *why, size_t len)
{
	int fd = -1, link = -1, id, err = 0, obj_fd;
	char e[64], name[160];
	const char *mod = NULL;

	switch (p->kind) {
	case HK_FENTRY:
	case HK_FEXIT:
		if (!c->vmlinux) {
			snprintf(why, len, "no vmlinux BTF");
			return -ENOENT;
		}
		id = find_target(c, p->target, BTF_KIND_FUNC, &obj_fd, &mod);
		if (id == -ENOENT && !mod) {
			snprintf(why, len, "%s not in vmlinux or module BTF", p->target);
			return -ENOENT;
		}
		if (id < 0) {
			snprintf(why, len, "%s: no kernel BTF object of module %s", p->target, mod);
			return id;
		}
		fd = load_dummy(BPF_PROG_TYPE_TRACING, p->kind == HK_FENTRY ? BPF_TRACE_FENTRY : BPF_TRACE_FEXIT,
				id, obj_fd);
		if (fd < 0) {
			snprintf(why, len, "%s load refused%s%s%s: %s", p->kind == HK_FENTRY ? "fentry" : "fexit",
				 mod ? " (" : "", mod ? mod : "", mod ? " BTF)" : "", errno_desc(fd, e, sizeof(e)));
			return fd;
		}
		link = bpf_raw_tracepoint_open(NULL, fd);
		break;
	case HK_TP_BTF:
		if (!c->vmlinux) {
			snprintf(why, len, "no vmlinux BTF");
			return -ENOENT;
		}
		/* a module's tracepoint has its btf_trace_ typedef in the module's BTF */
		snprintf(name, sizeof(name), "btf_trace_%s", p->target);
		id = find_target(c, name, BTF_KIND_TYPEDEF, &obj_fd, &mod);
		if (id == -ENOENT && !mod) {
			snprintf(why, len, "no BTF type %s in vmlinux or module BTF", name);
			return -ENOENT;
		}
		if (id < 0) {
			snprintf(why, len, "%s: no kernel BTF object of module %s", name, mod);
			return id;
		}
		fd = load_dummy(BPF_PROG_TYPE_TRACING, BPF_TRACE_RAW_TP, id, obj_fd);
		if (fd < 0) {
			snprintf(why, len, "tp_btf load refused%s%s%s: %s", mod ? " (" : "", mod ? mod : "",
				 mod ? " BTF)" : "", errno_desc(fd, e, sizeof(e)));
			return fd;
		}
		link = bpf_raw_tracepoint_open(NULL, fd);
		break;
	case HK_RAW_TP:
		fd = load_dummy(BPF_PROG_TYPE_RAW_TRACEPOINT, 0, 0, 0);
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
		fd = load_dummy(BPF_PROG_TYPE_TRACEPOINT, 0, 0, 0);
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
		fd = load_dummy(BPF_PROG_TYPE_KPROBE, 0, 0, 0);
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
		if (mod)	/* the module's BTF had it: the kernel refused */
			snprintf(why, len, "attach refused (%s BTF): %s", mod, errno_desc(err, e, sizeof(e)));
		else
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
	for (int i = 0; i < c->nmods; i++) {
		btf__free(c->mods[i].btf);
		if (c->mods[i].obj_fd > 0)
			close(c->mods[i].obj_fd);
	}
	free(c->mods);
	c->mods = NULL;
	c->nmods = 0;
	free(c->cache);
	c->cache = NULL;
}

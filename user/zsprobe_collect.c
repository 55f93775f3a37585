// SPDX-License-Identifier: GPL-2.0
/* Reading zsprobe's maps into the snapshot; see zsprobe_collect.h. */
#define _GNU_SOURCE
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/bpf.h>

#include "cgroup_path.h"
#include "zsprobe_collect.h"

/* ZSPROBE_TEST_FAIL_READS=1 makes every map read fail (tests of the error path). */
static bool fail_reads(void)
{
	if (!getenv("ZSPROBE_TEST_FAIL_READS"))
		return false;
	errno = EIO;
	return true;
}

int zsp_read_counter(const struct zsp_maps *m, uint32_t idx, uint64_t *out)
{
	uint64_t *v = calloc((size_t)m->ncpus, sizeof(*v));
	__u32 key = idx;
	int err = 0;

	*out = 0;
	if (!v)
		return -ENOMEM;
	if (fail_reads() || bpf_map_lookup_elem(m->counters, &key, v))
		err = -errno;
	for (int c = 0; !err && c < m->ncpus; c++)
		*out += v[c];
	free(v);
	return err;
}

/* Counter idx per CPU (ncpus values), or NULL when it cannot be read. */
static uint64_t *counter_per_cpu(const struct zsp_maps *m, __u32 idx)
{
	uint64_t *v = calloc((size_t)m->ncpus, sizeof(*v));

	if (v && (fail_reads() || bpf_map_lookup_elem(m->counters, &idx, v))) {
		free(v);
		return NULL;
	}
	return v;
}

/* Histogram KEY summed over CPUs into out (ZSP_HIST_BUCKETS slots); -1 when unreadable. */
static int read_hist(const struct zsp_maps *m, __u32 key, uint64_t *out)
{
	struct zsp_hist *v = calloc((size_t)m->ncpus, sizeof(*v));
	int err = -1;

	memset(out, 0, sizeof(uint64_t) * ZSP_HIST_BUCKETS);
	if (v && !fail_reads() && !bpf_map_lookup_elem(m->hists, &key, v)) {
		for (int c = 0; c < m->ncpus; c++)
			for (int i = 0; i < ZSP_HIST_BUCKETS; i++)
				out[i] += v[c].slots[i];
		err = 0;
	}
	free(v);
	return err;
}

int zsp_collect_zspage_stage(const struct zsp_maps *m, struct zsp_events *ev)
{
	struct zsp_zspage_stage *v = calloc((size_t)m->ncpus, sizeof(*v));
	__u32 zero = 0;
	int err = 0;

	if (!v)
		err = -ENOMEM;
	else if (fail_reads() || bpf_map_lookup_elem(m->zspage_stage, &zero, v))
		err = -errno;
	for (int c = 0; !err && c < m->ncpus; c++)
		err = zsp_take_zspages(ev, &v[c].b);
	free(v);
	zsp_order_zspages(ev);
	return err;
}

void zsp_collect_counters(const struct zsp_maps *m, struct results *r, bool need_worker_cpu,
			  bool need_hist, bool need_drain_hist)
{
	for (__u32 i = 0; i < ZSP_CNT_NR; i++) {
		int err = zsp_read_counter(m, i, &r->cnt[i]);

		if (err) {
			r->cnt_bad |= 1u << i;
			r->read_err = -err;
		}
	}
	r->ncpus = m->ncpus;
	r->worker_cpu = counter_per_cpu(m, ZSP_CNT_WORKER_NS);
	if (!r->worker_cpu && need_worker_cpu)
		r->read_err = errno ? errno : EIO;
	r->hist_ok = !read_hist(m, ZSP_HIST_ZSFREE, r->hist);
	if (!r->hist_ok && need_hist)
		r->read_err = errno ? errno : EIO;
	r->drain_hist_ok = !read_hist(m, ZSP_HIST_DRAIN_OBJ, r->drain_hist);
	if (!r->drain_hist_ok && need_drain_hist)
		r->read_err = errno ? errno : EIO;
}

int zsp_collect_worker_cgroups(const struct zsp_maps *m, struct results *r)
{
	__u64 key, next, ns, *prev = NULL;
	char path[PATH_MAX];

	while (!bpf_map_get_next_key(m->worker_cg, prev, &next)) {
		struct worker_cgroup *w;
		const char *p;

		key = next;
		prev = &key;
		if (bpf_map_lookup_elem(m->worker_cg, &key, &ns))
			continue;
		w = realloc(r->worker_cgs, (r->nworker_cgs + 1) * sizeof(*w));
		if (!w)
			return -ENOMEM;
		r->worker_cgs = w;
		w += r->nworker_cgs++;
		p = cgroup_path(key, path, sizeof(path));
		*w = (struct worker_cgroup){ key, ns, p ? strdup(p) : NULL };
	}
	return 0;
}

void zsp_collect_free(struct results *r)
{
	free(r->worker_cpu);
	r->worker_cpu = NULL;
	for (size_t i = 0; i < r->nworker_cgs; i++)
		free(r->worker_cgs[i].path);
	free(r->worker_cgs);
	r->worker_cgs = NULL;
	r->nworker_cgs = 0;
}

/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Reading zsprobe's maps into the snapshot (struct results): the per-CPU
 * counters summed over CPUs, the zs_free histogram, the worker's CPU time
 * per CPU and per cgroup.  By map fd, not the skeleton, so that a test can
 * hand in maps of its own.
 */
#ifndef ZSPROBE_COLLECT_H
#define ZSPROBE_COLLECT_H

#include <stdbool.h>
#include <stdint.h>

#include "zsprobe_events.h"
#include "zsprobe_priv.h"

/* The maps collection reads, and how many possible CPUs their per-CPU values have. */
struct zsp_maps {
	int counters;		/* per-CPU array, ZSP_CNT_NR entries */
	int hists;		/* per-CPU array of struct zsp_hist, enum zsp_hist_id */
	int worker_cg;		/* hash: cgroup id -> ns */
	int zspage_stage;	/* per-CPU array of one struct zsp_zspage_stage */
	int ncpus;
};

/* Counter idx summed over CPUs into *out; -errno when the map cannot be read. */
int zsp_read_counter(const struct zsp_maps *m, uint32_t idx, uint64_t *out);

/*
 * Every counter, the worker's per-CPU time and the histograms into r; a
 * failed read marks its counter in r->cnt_bad, and sets r->read_err when
 * the figure is one the run needs (NEED_WORKER_CPU, NEED_HIST for zs_free's,
 * NEED_DRAIN_HIST for the drain's per-object time).
 */
void zsp_collect_counters(const struct zsp_maps *m, struct results *r, bool need_worker_cpu,
			  bool need_hist, bool need_drain_hist);

/* The worker_cg map, each cgroup with its path; -ENOMEM if memory ran out (what was read is kept). */
int zsp_collect_worker_cgroups(const struct zsp_maps *m, struct results *r);

/*
 * The zspages each CPU staged and never sent (fewer than a batch) into ev,
 * then every zspage into time order: 0, or -errno when the map cannot be
 * read or memory ran out (what was taken is kept).
 */
int zsp_collect_zspage_stage(const struct zsp_maps *m, struct zsp_events *ev);

/* Frees what the collect functions allocated in r. */
void zsp_collect_free(struct results *r);

#endif

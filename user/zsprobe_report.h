/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What the two emitters of zsprobe (zsprobe_json.c, zsprobe_report.c)
 * share.  Not a library interface.
 */
#ifndef ZSPROBE_REPORT_H
#define ZSPROBE_REPORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "zsprobe_priv.h"

#define UNAVAIL_MAX 32

/* A metric (or part of one) that was not measured, and why. */
struct unavail {
	const char *metric;
	char reason[256];
};

/* Durations (ns) of the unmap events of one kind; the caller frees. */
double *unmap_durations(const struct results *r, uint32_t type, size_t *n);
/* Counter idx was read and its metric is on. */
bool cnt_ok(const struct results *r, int idx);
/* Every unmeasured metric with its reason into u (UNAVAIL_MAX entries); how many. */
int list_unavailable(struct unavail *u, const struct results *r);

#endif

/* SPDX-License-Identifier: GPL-2.0 */
/* The counters probe_floor.bpf.c keeps and probe-floor.c reads and sets. */
#ifndef PROBE_FLOOR_H
#define PROBE_FLOOR_H

enum floor_counter {
	FLOOR_ENTRIES,		/* zs_free() entries seen */
	FLOOR_RETURNS,		/* returns run */
	FLOOR_NS,		/* ns summed over the timed (session) returns */
	FLOOR_PERIOD,		/* set by the loader: the session times one call in it (0: none) */
	FLOOR_NR,
};

#endif

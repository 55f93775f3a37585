/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Strict parsers for command-line numbers.  They reject empty strings,
 * signs, trailing junk and overflow, so a typo is an error instead of a
 * silently different experiment.
 */
#ifndef ZSFREE_UNITS_H
#define ZSFREE_UNITS_H

/*
 * A size in MiB: "64", "64M", "64MB", "1G", "1GB" (case-insensitive).
 * Returns 0 and stores MiB, or -1.  Zero is accepted here; callers decide.
 */
int parse_size_mb(const char *s, unsigned long long *mb);

/* A decimal unsigned integer in [min, max].  Returns 0 or -1. */
int parse_ulong_range(const char *s, unsigned long min, unsigned long max,
		      unsigned long *out);

/* A decimal fraction in [min, max] ("0.95").  Returns 0 or -1. */
int parse_double_range(const char *s, double min, double max, double *out);

#endif

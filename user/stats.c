// SPDX-License-Identifier: GPL-2.0
/* Exact summary statistics; see stats.h. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "stats.h"

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

double percentile_sorted(const double *v, size_t n, double q)
{
	double pos, frac;
	size_t lo;

	if (q <= 0)
		return v[0];
	if (q >= 100)
		return v[n - 1];
	pos = q / 100.0 * (double)(n - 1);
	lo = (size_t)pos;
	frac = pos - (double)lo;
	if (lo + 1 >= n)
		return v[n - 1];
	return v[lo] + (v[lo + 1] - v[lo]) * frac;
}

int summarize(double *v, size_t n, struct summary *s)
{
	double sum = 0, sq = 0;
	size_t i;

	memset(s, 0, sizeof(*s));
	if (n == 0)
		return -1;
	qsort(v, n, sizeof(*v), cmp_double);
	for (i = 0; i < n; i++)
		sum += v[i];
	s->n = n;
	s->mean = sum / (double)n;
	for (i = 0; i < n; i++)
		sq += (v[i] - s->mean) * (v[i] - s->mean);
	s->stddev = n > 1 ? sqrt(sq / (double)(n - 1)) : 0;
	s->min = v[0];
	s->max = v[n - 1];
	s->p50 = percentile_sorted(v, n, 50);
	s->p90 = percentile_sorted(v, n, 90);
	s->p99 = percentile_sorted(v, n, 99);
	return 0;
}

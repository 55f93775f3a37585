// SPDX-License-Identifier: GPL-2.0
/* Memory-release delay from a pool-size series; see release.h. */
#include <math.h>
#include <string.h>

#include "release.h"

static double delay_ms(uint64_t t, uint64_t ref)
{
	return t > ref ? (double)(t - ref) / 1e6 : 0.0;
}

void release_delays(const struct release_sample *s, size_t n, uint64_t ref_ns,
		    struct release_result *r)
{
	size_t i0 = 0;
	int64_t p0, total;
	double frac[3] = { 0.5, 0.9, 1.0 }, *out[3];

	r->valid = false;
	r->released_pages = 0;
	r->t50_ms = r->t90_ms = r->t100_ms = NAN;
	if (!n)
		return;
	for (size_t i = 1; i < n && s[i].t_ns <= ref_ns; i++)
		if (s[i].pages > s[i0].pages)
			i0 = i;
	p0 = s[i0].pages;
	total = p0 - s[n - 1].pages;
	r->released_pages = total;
	if (total <= 0)
		return;
	out[0] = &r->t50_ms;
	out[1] = &r->t90_ms;
	out[2] = &r->t100_ms;
	for (int k = 0; k < 3; k++) {
		double need = frac[k] * (double)total;

		for (size_t i = i0; i < n; i++)
			if ((double)(p0 - s[i].pages) >= need) {
				*out[k] = delay_ms(s[i].t_ns, ref_ns);
				break;
			}
	}
	r->valid = true;
}

int release_pick_pool(const struct zspage_free *f, size_t n, const char *want, const char **pool)
{
	*pool = NULL;
	for (size_t i = 0; i < n; i++) {
		if (want && want[0]) {
			if (!strcmp(f[i].pool, want)) {
				*pool = f[i].pool;
				return 0;
			}
		} else if (!*pool) {
			*pool = f[i].pool;
		} else if (strcmp(*pool, f[i].pool)) {
			*pool = NULL;
			return -2;
		}
	}
	return *pool ? 0 : -1;
}

size_t release_series(const struct zspage_free *f, size_t n, const char *pool,
		      struct release_sample *out)
{
	size_t m = 0;

	for (size_t i = 0; i < n; i++) {
		if (strcmp(f[i].pool, pool))
			continue;
		if (!m)
			out[m++] = (struct release_sample){ f[i].t_ns, f[i].pool_after + f[i].pages };
		out[m++] = (struct release_sample){ f[i].t_ns, f[i].pool_after };
	}
	return m;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * Kernel addresses to symbols for the CPU profile: kallsyms (already read
 * for probe resolution, sorted by name) indexed by address, each address
 * given to the last symbol at or below it, as perf and bcc's ksym lookup do.
 */
#define _GNU_SOURCE
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "profile.h"

static int cmp_addr(const void *a, const void *b, void *arg)
{
	const unsigned long long *ad = arg;
	size_t x = *(const size_t *)a, y = *(const size_t *)b;

	if (ad[x] != ad[y])
		return ad[x] < ad[y] ? -1 : 1;
	return x < y ? -1 : x > y;
}

int prof_syms_build(struct prof_syms *s, const struct symtab *t)
{
	size_t *idx, n = 0;

	memset(s, 0, sizeof(*s));
	idx = malloc((t->n ? t->n : 1) * sizeof(*idx));
	if (!idx)
		return -1;
	for (size_t i = 0; i < t->n; i++)
		if (t->addrs[i])
			idx[n++] = i;
	qsort_r(idx, n, sizeof(*idx), cmp_addr, t->addrs);
	s->addr = malloc((n ? n : 1) * sizeof(*s->addr));
	s->name = malloc((n ? n : 1) * sizeof(*s->name));
	s->mod = malloc((n ? n : 1) * sizeof(*s->mod));
	if (!s->addr || !s->name || !s->mod) {
		free(idx);
		prof_syms_free(s);
		return -1;
	}
	for (size_t i = 0; i < n; i++) {
		s->addr[i] = t->addrs[idx[i]];
		s->name[i] = t->names[idx[i]];
		s->mod[i] = t->mods[idx[i]];
	}
	s->n = n;
	free(idx);
	return n ? 0 : -1;
}

/* Index of the last symbol at or below a, or -1. */
static long lookup(const struct prof_syms *s, unsigned long long a)
{
	size_t lo = 0, hi = s->n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (s->addr[mid] <= a)
			lo = mid + 1;
		else
			hi = mid;
	}
	return (long)lo - 1;
}

void prof_syms_format(const struct prof_syms *s, uint64_t ip, bool leaf, char *buf, size_t len)
{
	long i = s && ip ? lookup(s, leaf ? ip : ip - 1) : -1;

	if (i < 0) {
		snprintf(buf, len, "0x%llx", (unsigned long long)ip);
		return;
	}
	snprintf(buf, len, "%s+0x%llx%s%s%s", s->name[i], (unsigned long long)(ip - s->addr[i]),
		 s->mod[i] ? " [" : "", s->mod[i] ? s->mod[i] : "", s->mod[i] ? "]" : "");
}

void prof_syms_free(struct prof_syms *s)
{
	free(s->addr);
	free(s->name);
	free(s->mod);
	memset(s, 0, sizeof(*s));
}

// SPDX-License-Identifier: GPL-2.0
/*
 * Symbol tables for probe resolution (see probe_resolve.h): kallsyms and
 * name lists, sorted, looked up by name, a GCC clone found for its source
 * function.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "probe_resolve.h"

struct entry {
	char *name;
	char *mod;	/* "zsmalloc" for a module's symbol, NULL for vmlinux */
	unsigned long long addr;
};

/* By name; vmlinux's entry of a name first, then the modules' by name. */
static int cmp_entry(const void *a, const void *b)
{
	const struct entry *x = a, *y = b;
	int c = strcmp(x->name, y->name);

	if (c || x->mod == y->mod)
		return c;
	if (!x->mod || !y->mod)
		return x->mod ? 1 : -1;
	return strcmp(x->mod, y->mod);
}

/* Reads the whole file (procfs files report size 0, so read until EOF). */
static char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "r");
	size_t cap = 1 << 20, n = 0;
	char *buf;

	if (!f)
		return NULL;
	buf = malloc(cap + 1);
	while (buf) {
		size_t r = fread(buf + n, 1, cap - n, f);

		n += r;
		if (r == 0)
			break;
		if (n == cap) {
			char *nb = realloc(buf, cap * 2 + 1);

			if (!nb) {
				free(buf);
				buf = NULL;
				break;
			}
			buf = nb;
			cap *= 2;
		}
	}
	if (buf && ferror(f)) {
		free(buf);
		buf = NULL;
	}
	fclose(f);
	if (buf) {
		buf[n] = 0;
		*len = n;
	}
	return buf;
}

/* Sorts and packs entries (names point into t->buf) into t. */
static int symtab_build(struct symtab *t, struct entry *e, size_t n)
{
	qsort(e, n, sizeof(*e), cmp_entry);
	t->names = malloc((n ? n : 1) * sizeof(*t->names));
	t->mods = malloc((n ? n : 1) * sizeof(*t->mods));
	t->addrs = malloc((n ? n : 1) * sizeof(*t->addrs));
	if (!t->names || !t->mods || !t->addrs)
		return -1;
	for (size_t i = 0; i < n; i++) {
		t->names[i] = e[i].name;
		t->mods[i] = e[i].mod;
		t->addrs[i] = e[i].addr;
	}
	t->n = n;
	return 0;
}

/* "[zsmalloc]" -> "zsmalloc" (in place); NULL for anything else. */
static char *module_field(char *f)
{
	size_t l = f ? strlen(f) : 0;

	if (l < 3 || f[0] != '[' || f[l - 1] != ']')
		return NULL;
	f[l - 1] = 0;
	return f + 1;
}

static int symtab_parse(struct symtab *t, const char *path, bool kallsyms)
{
	size_t len, n = 0, cap = 4096;
	struct entry *e;
	char *line, *save = NULL;
	int err;

	memset(t, 0, sizeof(*t));
	t->buf = slurp(path, &len);
	if (!t->buf)
		return -1;
	e = malloc(cap * sizeof(*e));
	for (line = strtok_r(t->buf, "\n", &save); e && line; line = strtok_r(NULL, "\n", &save)) {
		char *f1, *f2, *f3, *mod, *s2 = NULL;
		unsigned long long addr = 0;

		f1 = strtok_r(line, " \t", &s2);
		if (!f1 || *f1 == '#')
			continue;
		if (kallsyms) {
			f2 = strtok_r(NULL, " \t", &s2);
			f3 = strtok_r(NULL, " \t", &s2);
			if (!f2 || !f3 || !strchr("tTwW", f2[0]))
				continue;
			addr = strtoull(f1, NULL, 16);
			f1 = f3;
		}
		/* kallsyms and available_filter_functions: "name [module]" */
		mod = module_field(strtok_r(NULL, " \t", &s2));
		if (n == cap) {
			struct entry *ne = realloc(e, 2 * cap * sizeof(*e));

			if (!ne)
				break;
			e = ne;
			cap *= 2;
		}
		e[n].name = f1;
		e[n].mod = mod;
		e[n].addr = addr;
		n++;
	}
	err = e ? symtab_build(t, e, n) : -1;
	free(e);
	return err;
}

int symtab_load_kallsyms(struct symtab *t, const char *path)
{
	return symtab_parse(t, path, true);
}

int symtab_load_names(struct symtab *t, const char *path)
{
	return symtab_parse(t, path, false);
}

int symtab_from_names(struct symtab *t, const char *const *names, size_t n)
{
	return symtab_from_names_mods(t, names, NULL, n);
}

int symtab_from_names_mods(struct symtab *t, const char *const *names, const char *const *mods, size_t n)
{
	size_t total = 0, off = 0;
	struct entry *e;
	int err;

	memset(t, 0, sizeof(*t));
	for (size_t i = 0; i < n; i++)
		total += strlen(names[i]) + 1 + (mods && mods[i] ? strlen(mods[i]) + 1 : 0);
	t->buf = malloc(total + 1);
	e = malloc((n ? n : 1) * sizeof(*e));
	if (!t->buf || !e) {
		free(e);
		return -1;
	}
	for (size_t i = 0; i < n; i++) {
		size_t l = strlen(names[i]) + 1;

		memcpy(t->buf + off, names[i], l);
		e[i].name = t->buf + off;
		e[i].mod = NULL;
		e[i].addr = 0;
		off += l;
		if (mods && mods[i]) {
			l = strlen(mods[i]) + 1;
			memcpy(t->buf + off, mods[i], l);
			e[i].mod = t->buf + off;
			off += l;
		}
	}
	err = symtab_build(t, e, n);
	free(e);
	return err;
}

static long symtab_find(const struct symtab *t, const char *name)
{
	size_t lo = 0, hi = t->n;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		int c = strcmp(t->names[mid], name);

		if (!c) {
			/* duplicates (static functions in several files): first one */
			while (mid > 0 && !strcmp(t->names[mid - 1], name))
				mid--;
			return (long)mid;
		}
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return -1;
}

bool symtab_has(const struct symtab *t, const char *name)
{
	return t->n && symtab_find(t, name) >= 0;
}

const char *symtab_module(const struct symtab *t, const char *name)
{
	long i = t->n ? symtab_find(t, name) : -1;

	return i < 0 ? NULL : t->mods[i];
}

void symtab_free(struct symtab *t)
{
	free(t->buf);
	free(t->names);
	free(t->mods);
	free(t->addrs);
	memset(t, 0, sizeof(*t));
}

unsigned long long kallsyms_addr(const struct probe_env *env, const char *name,
				 char *used, size_t used_len)
{
	/* GCC clones keep the entry point; a .cold fragment is not an entry */
	static const char *const clones[] = { ".isra.", ".constprop.", ".part." };
	const struct symtab *t = &env->kallsyms;
	long i = env->kallsyms_ok ? symtab_find(t, name) : -1;
	size_t nl = strlen(name), lo = 0, hi = t->n;

	if (i < 0 && env->kallsyms_ok) {
		/* clones sort right after "name." */
		while (lo < hi) {
			size_t mid = (lo + hi) / 2;

			if (strcmp(t->names[mid], name) < 0)
				lo = mid + 1;
			else
				hi = mid;
		}
		for (size_t k = lo; i < 0 && k < t->n && !strncmp(t->names[k], name, nl); k++)
			for (size_t c = 0; c < sizeof(clones) / sizeof(clones[0]); c++)
				if (!strncmp(t->names[k] + nl, clones[c], strlen(clones[c]))) {
					i = (long)k;
					break;
				}
	}
	if (i < 0)
		return 0;
	if (used)
		snprintf(used, used_len, "%s", t->names[i]);
	return t->addrs[i];
}

// SPDX-License-Identifier: GPL-2.0
/* The CPU profile's symboliser (user/profile_sym.c) on a made-up kallsyms. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "profile.h"
#include "unit.h"

/* Writes lines to a temporary file and loads it as kallsyms; 0 on success. */
static int load(struct symtab *t, const char *text)
{
	char path[] = "/tmp/test_profile_sym.XXXXXX";
	int fd = mkstemp(path), err;
	FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;

	if (!f)
		return -1;
	fputs(text, f);
	fclose(f);
	err = symtab_load_kallsyms(t, path);
	unlink(path);
	return err;
}

static const char *const KS =
	"ffffffff81000100 T unmap_page_range\n"
	"ffffffff81000400 t zap_pte_range\n"
	"ffffffff81000800 D some_data\n"
	"ffffffffc0001000 t zs_free\t[zsmalloc]\n"
	"ffffffffc0001200 T zs_malloc\t[zsmalloc]\n";

static const char *fmt(const struct prof_syms *s, uint64_t ip, bool leaf)
{
	static char buf[128];

	prof_syms_format(s, ip, leaf, buf, sizeof(buf));
	return buf;
}

/* An address goes to the last text symbol at or below it, with its offset and module. */
static void test_lookup(void)
{
	struct symtab t;
	struct prof_syms s;

	CHECK(load(&t, KS) == 0);
	CHECK(prof_syms_build(&s, &t) == 0);
	CHECK(s.n == 4);	/* data symbols are not kept */
	CHECK_STR(fmt(&s, 0xffffffff81000100ull, true), "unmap_page_range+0x0");
	CHECK_STR(fmt(&s, 0xffffffff8100042aull, true), "zap_pte_range+0x2a");
	CHECK_STR(fmt(&s, 0xffffffff81000900ull, true), "zap_pte_range+0x500");
	CHECK_STR(fmt(&s, 0xffffffffc0001010ull, false), "zs_free+0x10 [zsmalloc]");
	CHECK_STR(fmt(&s, 0xffffffff81000000ull, true), "0xffffffff81000000");
	prof_syms_free(&s);
	symtab_free(&t);
}

/* A return address right after a call at a function's end belongs to the caller. */
static void test_return_address_at_function_end(void)
{
	struct symtab t;
	struct prof_syms s;

	CHECK(load(&t, KS) == 0);
	CHECK(prof_syms_build(&s, &t) == 0);
	CHECK_STR(fmt(&s, 0xffffffff81000400ull, false), "unmap_page_range+0x300");
	CHECK_STR(fmt(&s, 0xffffffff81000400ull, true), "zap_pte_range+0x0");
	prof_syms_free(&s);
	symtab_free(&t);
}

/* kptr_restrict: every address 0, nothing to symbolise with; no table gives raw addresses. */
static void test_hidden_addresses(void)
{
	struct symtab t;
	struct prof_syms s;

	CHECK(load(&t, "0000000000000000 T unmap_page_range\n0000000000000000 t zap_pte_range\n") == 0);
	CHECK(prof_syms_build(&s, &t) == -1);
	CHECK_STR(fmt(NULL, 0xffffffff8100042aull, true), "0xffffffff8100042a");
	prof_syms_free(&s);
	symtab_free(&t);
}

int main(void)
{
	RUN(test_lookup);
	RUN(test_return_address_at_function_end);
	RUN(test_hidden_addresses);
	return unit_done();
}

// SPDX-License-Identifier: GPL-2.0
/*
 * The CPU profile's user-frame symboliser (user/profile_usym.c) on this
 * test's own ELF file and the C library it maps: a frame given as (build
 * id, file offset), as the BPF stack map gives it, must come back as the
 * function that holds it.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "profile_usym.h"
#include "unit.h"

/* A function of this file with a known start; its body only has to exist. */
__attribute__((noinline)) int usym_marker(int x)
{
	return x * 3 + 1;
}

/* Where address A is mapped from: its file and file offset; 0 if found. */
static int mapping_of(uintptr_t a, char *path, size_t plen, uint64_t *off)
{
	FILE *f = fopen("/proc/self/maps", "r");
	char line[4096];
	int rc = -1;

	while (f && fgets(line, sizeof(line), f)) {
		unsigned long long s, e, o;
		int pos = 0;

		line[strcspn(line, "\n")] = 0;
		if (sscanf(line, "%llx-%llx %*s %llx %*s %*s %n", &s, &e, &o, &pos) != 3 || !pos)
			continue;
		if (a >= s && a < e && line[pos] == '/') {
			snprintf(path, plen, "%s", line + pos);
			*off = a - s + o;
			rc = 0;
			break;
		}
	}
	if (f)
		fclose(f);
	return rc;
}

/* The build id usyms holds for PATH (added if new), or NULL. */
static const unsigned char *bid_of(struct usyms *u, const char *path, unsigned char *bid)
{
	usyms_add_file(u, path);
	for (size_t i = 0; i < u->n; i++)
		if (!strcmp(u->f[i].path, path)) {
			memset(bid, 0, USYM_BID_MAX);
			memcpy(bid, u->f[i].bid, u->f[i].bid_len);
			return bid;
		}
	return NULL;
}

static const char *fmt(struct usyms *u, const unsigned char *bid, uint64_t off, bool leaf)
{
	static char buf[192];

	usyms_format(u, bid, off, leaf, buf, sizeof(buf));
	return buf;
}

/* This file's function by its build id and file offset, with the offset into it and the file's name. */
static void test_names_own_function(void)
{
	unsigned char b[USYM_BID_MAX];
	struct usyms u = { 0 };
	char path[4096], want[512];
	const char *base;
	uint64_t off;

	CHECK(usym_marker(1) == 4);
	CHECK(mapping_of((uintptr_t)&usym_marker, path, sizeof(path), &off) == 0);
	CHECK(bid_of(&u, path, b) != NULL);
	if (!u.n)
		return;
	base = strrchr(path, '/') + 1;
	snprintf(want, sizeof(want), "usym_marker+0x0 [%s]", base);
	CHECK_STR(fmt(&u, b, off, true), want);
	snprintf(want, sizeof(want), "usym_marker+0x3 [%s]", base);
	CHECK_STR(fmt(&u, b, off + 3, false), want);
	/* a return address at the function's start is a call at the end of the one before it */
	CHECK(strncmp(fmt(&u, b, off, false), "usym_marker+", 12) != 0);
	CHECK(u.f[0].used);
	/* past the last segment: the file is known, no function holds the offset */
	snprintf(want, sizeof(want), "[%s]+0x7fffffff", base);
	CHECK(usyms_format(&u, b, 0x7fffffff, true, path, sizeof(path)) == USYM_FILE);
	CHECK_STR(path, want);
	usyms_free(&u);
}

/* The C library's munmap, found through the maps file as zsprobe finds it. */
static void test_names_libc_function_from_maps(void)
{
	unsigned char b[USYM_BID_MAX];
	struct usyms u = { 0 };
	char path[4096];
	const char *s;
	uint64_t off;

	CHECK(usyms_add_maps(&u, "/proc/self/maps") >= 1);
	CHECK(mapping_of((uintptr_t)&munmap, path, sizeof(path), &off) == 0);
	CHECK(bid_of(&u, path, b) != NULL);
	s = fmt(&u, b, off, true);
	CHECK(!strncmp(s, "munmap+0x0 [", 12) || !strncmp(s, "__munmap+0x0 [", 14));
	usyms_free(&u);
}

/*
 * A file offset goes through its PT_LOAD segment to the address the symbols
 * use (a non-PIE executable's text is at 0x401000 for offset 0x1000), and a
 * function's size bounds it; made up, as this test's own PIE file has equal
 * offsets and addresses.
 */
static void test_segment_translation(void)
{
	struct usym_seg seg[] = { { 0, 0x800, 0x400000 }, { 0x1000, 0x1000, 0x401000 } };
	struct usym_fn fn[] = { { 0x401010, 0x20, "f" }, { 0x401030, 0x10, "g" } };
	struct usym_file file = { .path = "/bin/made-up", .bid_len = 2, .loaded = true,
				  .fn = fn, .nfn = 2, .seg = seg, .nseg = 2 };
	struct usyms u = { .f = &file, .n = 1 };
	unsigned char b[USYM_BID_MAX] = { 0x12, 0x34 };

	memcpy(file.bid, b, 2);
	CHECK_STR(fmt(&u, b, 0x1018, true), "f+0x8 [made-up]");
	CHECK_STR(fmt(&u, b, 0x1030, false), "f+0x20 [made-up]");	/* the return address after f's last call */
	CHECK_STR(fmt(&u, b, 0x1030, true), "g+0x0 [made-up]");
	CHECK_STR(fmt(&u, b, 0x1040, true), "[made-up]+0x1040");	/* past g's size */
	CHECK_STR(fmt(&u, b, 0x900, true), "[made-up]+0x900");	/* in no segment */
}

/* A build id no file here has: the frame stays build id and offset. */
static void test_unknown_build_id(void)
{
	unsigned char b[USYM_BID_MAX];
	struct usyms u = { 0 };
	char buf[192];

	memset(b, 0xab, sizeof(b));
	CHECK(usyms_add_file(&u, "/proc/self/exe") == 1);
	CHECK(usyms_format(&u, b, 0x1234, true, buf, sizeof(buf)) == USYM_BUILD_ID);
	CHECK_STR(buf, "bid:abababababababababababababababababababab+0x1234");
	usyms_free(&u);
}

/* One entry per build id, whatever the path; non-ELF and special files refused without blocking. */
static void test_candidates(void)
{
	char txt[] = "/tmp/test_profile_usym.XXXXXX", fifo[64];
	struct usyms u = { 0 };
	int fd = mkstemp(txt);

	CHECK(usyms_add_file(&u, "/proc/self/exe") == 1);
	CHECK(usyms_add_file(&u, "/proc/self/exe") == 0);
	CHECK(usyms_add_maps(&u, "/proc/self/maps") >= 0);
	for (size_t i = 0; i < u.n; i++)
		for (size_t k = i + 1; k < u.n; k++)
			CHECK(u.f[i].bid_len != u.f[k].bid_len || memcmp(u.f[i].bid, u.f[k].bid, u.f[i].bid_len));
	CHECK(fd >= 0 && write(fd, "not an ELF file\n", 16) == 16);
	CHECK(usyms_add_file(&u, txt) == -ENOEXEC);
	CHECK(usyms_add_file(&u, "/nonexistent/file") == -ENOENT);
	CHECK(usyms_add_file(&u, "/dev/null") == -ENOEXEC);
	snprintf(fifo, sizeof(fifo), "%s.fifo", txt);
	CHECK(mkfifo(fifo, 0600) == 0);
	CHECK(usyms_add_file(&u, fifo) == -ENOEXEC);
	CHECK(usyms_add_command(&u, "sh") >= 0);
	CHECK(usyms_add_command(&u, "zsfree-no-such-command") == -ENOENT);
	CHECK(usyms_add_command(&u, "") == -EINVAL);
	unlink(fifo);
	unlink(txt);
	close(fd);
	usyms_free(&u);
}

/* A maps file is parsed line by line: junk, long and non-executable lines add nothing. */
static void test_maps_lines(void)
{
	char p[] = "/tmp/test_profile_usym_maps.XXXXXX", exe[4096];
	struct usyms u = { 0 };
	int fd = mkstemp(p);
	ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;

	CHECK(f && n > 0);
	if (!f || n <= 0)
		return;
	exe[n] = 0;
	fprintf(f, "garbage\n\n00400000-00401000 r-xp\n");
	fprintf(f, "00400000-00401000 r--p 00000000 08:01 12 %s\n", exe);
	fprintf(f, "00400000-00401000 r-xp 00000000 08:01 12 [vdso]\n");
	for (int i = 0; i < 6000; i++)
		fputc('x', f);
	fprintf(f, "\n00400000-00401000 r-xp 00000000 08:01 12 %s\n", exe);
	fclose(f);
	CHECK(usyms_add_maps(&u, p) == 1);
	CHECK(u.n == 1 && !strcmp(u.f[0].path, exe));
	CHECK(usyms_add_maps(&u, "/nonexistent/maps") == -ENOENT);
	unlink(p);
	usyms_free(&u);
}

int main(void)
{
	RUN(test_names_own_function);
	RUN(test_names_libc_function_from_maps);
	RUN(test_segment_translation);
	RUN(test_unknown_build_id);
	RUN(test_candidates);
	RUN(test_maps_lines);
	return unit_done();
}

// SPDX-License-Identifier: GPL-2.0
/* Unit tests for user/procfs.c: the /proc and /sys parsers. */
#include <unistd.h>

#include "procfs.h"
#include "unit.h"

static const char status_text[] =
	"Name:\tmunmap-bench\n"
	"State:\tT (stopped)\n"
	"VmSwapX:\t1 kB\n"
	"VmSwap:\t   65536 kB\n"
	"Threads:\t1\n";

static const char rollup_text[] =
	"55d0c0a00000-7ffd1bdfe000 ---p 00000000 00:00 0                          [rollup]\n"
	"Rss:                 1304 kB\n"
	"AnonHugePages:      65536 kB\n"
	"SwapPss:           262144 kB\n"
	"Swap:              262144 kB\n";

static void test_kb_field(void)
{
	long long kb = -1;

	CHECK(parse_kb_field(status_text, "VmSwap", &kb) == 0);
	CHECK(kb == 65536);		/* not the VmSwapX line */
	CHECK(parse_kb_field(rollup_text, "Swap", &kb) == 0);
	CHECK(kb == 262144);		/* not SwapPss */
	CHECK(parse_kb_field(rollup_text, "AnonHugePages", &kb) == 0);
	CHECK(kb == 65536);
	CHECK(parse_kb_field(rollup_text, "Missing", &kb) == -1);
	CHECK(parse_kb_field("Swap: none\n", "Swap", &kb) == -1);
	CHECK(parse_kb_field("", "Swap", &kb) == -1);
}

static void test_state(void)
{
	CHECK(parse_proc_state(status_text) == 'T');
	CHECK(parse_proc_state("Name:\tx\nState:\tS (sleeping)\n") == 'S');
	CHECK(parse_proc_state("Name:\tx\n") == 0);
}

static const char swaps_two[] =
	"Filename\t\t\t\tType\t\tSize\t\tUsed\t\tPriority\n"
	"/dev/zram0                              partition\t1048572\t\t0\t\t32767\n"
	"/dev/zram10                             partition\t1048572\t\t0\t\t5\n";

static void test_swaps(void)
{
	CHECK(parse_swaps_count(swaps_two) == 2);
	CHECK(parse_swaps_count("Filename\tType\tSize\tUsed\tPriority\n") == 0);
	CHECK(parse_swaps_count("") == 0);
	CHECK(parse_swaps_has(swaps_two, "zram0"));
	CHECK(parse_swaps_has(swaps_two, "zram10"));
	CHECK(!parse_swaps_has(swaps_two, "zram1"));
}

static void test_mm_stat(void)
{
	struct mm_stat st;

	CHECK(parse_mm_stat("67112960 22362186 22941696        0 22941696        0        0        0        0\n", &st) == 0);
	CHECK(st.n == 9);
	CHECK(st.v[0] == 67112960ULL && st.v[1] == 22362186ULL && st.v[4] == 22941696ULL);
	/* an older kernel with 7 fields: n says so, nothing is invented */
	CHECK(parse_mm_stat("  1 2 3 4 5 6 7\n", &st) == 0);
	CHECK(st.n == 7);
	CHECK(st.v[6] == 7 && st.v[7] == 0);
	CHECK(parse_mm_stat("\n", &st) == -1);
	CHECK(parse_mm_stat("x 1", &st) == -1);
	CHECK_STR(mm_stat_names[1], "compr_data_size");
	/* io_stat has the same shape: failed_reads failed_writes invalid_io notify_free */
	CHECK(parse_mm_stat("       0       17        0    16384\n", &st) == 0);
	CHECK(st.n == 4 && st.v[1] == 17 && st.v[3] == 16384);
}

static void test_dev_name(void)
{
	char n[16];

	CHECK(zram_dev_name("zram0", n, sizeof(n)) == 0);
	CHECK_STR(n, "zram0");
	CHECK(zram_dev_name("/dev/zram12", n, sizeof(n)) == 0);
	CHECK_STR(n, "zram12");
	CHECK(zram_dev_name("zram", n, sizeof(n)) == -1);
	CHECK(zram_dev_name("sda", n, sizeof(n)) == -1);
	CHECK(zram_dev_name("zram0/../x", n, sizeof(n)) == -1);
	CHECK(zram_dev_name("zram0123456789012345", n, sizeof(n)) == -1);
}

/* The readers on this process's real /proc files. */
static void test_readers_live(void)
{
	long long kb = -1;
	const char *src = NULL;
	char buf[4];

	CHECK(read_swapped_kb(getpid(), &kb, &src) == 0);
	CHECK(kb >= 0);
	CHECK(src != NULL);
	CHECK(read_meminfo_kb("MemTotal", &kb) == 0 && kb > 0);
	CHECK(read_swapped_kb(-5, &kb, &src) < 0);
	CHECK(read_text_file("/nonexistent", buf, sizeof(buf)) < 0);
	/* a short buffer truncates but stays terminated */
	CHECK(read_text_file("/proc/meminfo", buf, sizeof(buf)) == 3 && buf[3] == '\0');
}

int main(void)
{
	RUN(test_kb_field);
	RUN(test_state);
	RUN(test_swaps);
	RUN(test_mm_stat);
	RUN(test_dev_name);
	RUN(test_readers_live);
	return unit_done();
}

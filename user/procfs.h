/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Readers for the /proc and /sys files the workloads depend on: per-process
 * swap usage, process state, /proc/meminfo, /proc/swaps and zram's mm_stat.
 * Parsers take text so unit tests can feed fixtures; readers wrap them.
 * Everything here needs only /proc and /sys (no other tools), so it works in
 * a busybox initramfs.
 */
#ifndef ZSFREE_PROCFS_H
#define ZSFREE_PROCFS_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/* Reads a whole (small) file into buf, NUL-terminated.  Returns bytes or -errno. */
ssize_t read_text_file(const char *path, char *buf, size_t size);

/*
 * Finds a "Key:   <number> kB" line (status, smaps_rollup, meminfo) in text.
 * Returns 0 and stores the number, or -1 when the key is absent/malformed.
 */
int parse_kb_field(const char *text, const char *key, long long *kb);

/* Process state letter from /proc/PID/status text ("State:\tT (stopped)"), or 0. */
char parse_proc_state(const char *status_text);

/*
 * Swapped-out kB of a process: "VmSwap:" of /proc/PID/status (a counter,
 * cheap, and it leaves the page tables cold as the letter's program finds
 * them), else "Swap:" of /proc/PID/smaps_rollup.  *source names the file
 * used.  Returns 0, or -errno.
 */
int read_swapped_kb(pid_t pid, long long *kb, const char **source);

/* A field of /proc/meminfo in kB (e.g. "MemAvailable"); 0 or -1. */
int read_meminfo_kb(const char *key, long long *kb);

/* Number of active swap areas in /proc/swaps text (header excluded). */
int parse_swaps_count(const char *text);

/* True when /proc/swaps text lists /dev/<dev> (dev as "zram0"). */
bool parse_swaps_has(const char *text, const char *dev);

/*
 * zram mm_stat: space-separated counters.  Kernels have added fields over
 * time (huge_pages 5.x, huge_pages_since 5.15), so n says how many the
 * running kernel printed; the rest are not reported (never zero-filled).
 */
#define MM_STAT_MAX 9
extern const char *const mm_stat_names[MM_STAT_MAX];
struct mm_stat {
	int n;
	unsigned long long v[MM_STAT_MAX];
};
/* Returns 0, or -1 if text has no number at all. */
int parse_mm_stat(const char *text, struct mm_stat *st);

/*
 * Normalises a zram device argument ("zram0" or "/dev/zram0") into
 * name[size] ("zram0").  Returns 0, or -1 if it is not of that form.
 */
int zram_dev_name(const char *arg, char *name, size_t size);

/* Reads /sys/block/<name>/mm_stat.  Returns 0 or -errno. */
int read_mm_stat(const char *name, struct mm_stat *st);

/* Reads the numbers of another zram stat file (e.g. "io_stat") into st. */
int read_zram_stat(const char *name, const char *file, struct mm_stat *st);

#endif

// SPDX-License-Identifier: GPL-2.0
/* /proc and /sys readers; see procfs.h. */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "procfs.h"

const char *const mm_stat_names[MM_STAT_MAX] = {
	"orig_data_size", "compr_data_size", "mem_used_total", "mem_limit",
	"mem_used_max", "same_pages", "pages_compacted", "huge_pages",
	"huge_pages_since",
};

ssize_t read_text_file(const char *path, char *buf, size_t size)
{
	size_t len = 0;
	ssize_t r;
	int fd;

	if (size == 0)
		return -EINVAL;
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	/* /proc files can come in several reads; stop at EOF or a full buffer. */
	while (len < size - 1) {
		r = read(fd, buf + len, size - 1 - len);
		if (r < 0) {
			if (errno == EINTR)
				continue;
			r = -errno;
			close(fd);
			return r;
		}
		if (r == 0)
			break;
		len += (size_t)r;
	}
	close(fd);
	buf[len] = '\0';
	return (ssize_t)len;
}

/* Start of the line beginning with "key:" in text, or NULL. */
static const char *find_key_line(const char *text, const char *key)
{
	size_t klen = strlen(key);
	const char *p = text;

	while (p && *p) {
		if (!strncmp(p, key, klen) && p[klen] == ':')
			return p + klen + 1;
		p = strchr(p, '\n');
		if (p)
			p++;
	}
	return NULL;
}

int parse_kb_field(const char *text, const char *key, long long *kb)
{
	const char *p = find_key_line(text, key);
	char *end;
	long long v;

	if (!p)
		return -1;
	while (*p == ' ' || *p == '\t')
		p++;
	if (!isdigit((unsigned char)*p))
		return -1;
	errno = 0;
	v = strtoll(p, &end, 10);
	if (errno || end == p)
		return -1;
	*kb = v;
	return 0;
}

char parse_proc_state(const char *status_text)
{
	const char *p = find_key_line(status_text, "State");

	if (!p)
		return 0;
	while (*p == ' ' || *p == '\t')
		p++;
	return isalpha((unsigned char)*p) ? *p : 0;
}

int read_swapped_kb(pid_t pid, long long *kb, const char **source)
{
	char path[64], buf[8192];
	ssize_t r;

	/* VmSwap is a counter: reading it does not walk (and warm) the page tables. */
	snprintf(path, sizeof(path), "/proc/%d/status", (int)pid);
	r = read_text_file(path, buf, sizeof(buf));
	if (r >= 0 && parse_kb_field(buf, "VmSwap", kb) == 0) {
		*source = "status";
		return 0;
	}
	snprintf(path, sizeof(path), "/proc/%d/smaps_rollup", (int)pid);
	r = read_text_file(path, buf, sizeof(buf));
	if (r < 0)
		return (int)r;
	if (parse_kb_field(buf, "Swap", kb))
		return -ENOENT;
	*source = "smaps_rollup";
	return 0;
}

int read_meminfo_kb(const char *key, long long *kb)
{
	char buf[8192];

	if (read_text_file("/proc/meminfo", buf, sizeof(buf)) < 0)
		return -1;
	return parse_kb_field(buf, key, kb);
}

int parse_swaps_count(const char *text)
{
	const char *p = strchr(text, '\n');	/* skip the header */
	int n = 0;

	while (p && *++p) {
		if (*p != '\n')
			n++;
		p = strchr(p, '\n');
	}
	return n;
}

bool parse_swaps_has(const char *text, const char *dev)
{
	char want[80];
	size_t len;
	const char *p = text;

	len = (size_t)snprintf(want, sizeof(want), "/dev/%s", dev);
	while (p && *p) {
		if (!strncmp(p, want, len) && (p[len] == ' ' || p[len] == '\t'))
			return true;
		p = strchr(p, '\n');
		if (p)
			p++;
	}
	return false;
}

int parse_mm_stat(const char *text, struct mm_stat *st)
{
	const char *p = text;
	char *end;

	memset(st, 0, sizeof(*st));
	while (st->n < MM_STAT_MAX) {
		while (*p == ' ' || *p == '\t')
			p++;
		if (!isdigit((unsigned char)*p))
			break;
		errno = 0;
		st->v[st->n] = strtoull(p, &end, 10);
		if (errno)
			return -1;
		st->n++;
		p = end;
	}
	return st->n ? 0 : -1;
}

int zram_dev_name(const char *arg, char *name, size_t size)
{
	const char *p = arg;
	size_t i;

	if (!strncmp(p, "/dev/", 5))
		p += 5;
	if (strncmp(p, "zram", 4) || !p[4])
		return -1;
	for (i = 4; p[i]; i++)
		if (!isdigit((unsigned char)p[i]))
			return -1;
	if (strlen(p) >= size)
		return -1;
	strcpy(name, p);
	return 0;
}

int read_mm_stat(const char *name, struct mm_stat *st)
{
	return read_zram_stat(name, "mm_stat", st);
}

int read_zram_stat(const char *name, const char *file, struct mm_stat *st)
{
	char path[128], buf[512];
	ssize_t r;

	snprintf(path, sizeof(path), "/sys/block/%s/%s", name, file);
	r = read_text_file(path, buf, sizeof(buf));
	if (r < 0)
		return (int)r;
	return parse_mm_stat(buf, st) ? -EINVAL : 0;
}

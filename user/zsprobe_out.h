/* SPDX-License-Identifier: GPL-2.0 */
/*
 * zsprobe's output: the report is composed in memory and written out in
 * one go at the end, so every write error is seen with its errno.  A -o
 * FILE is written under a temporary name in its directory and renamed over
 * FILE only when all of it was written: an existing FILE is neither
 * truncated before there is something to write nor left half-written.
 * The temporary name is tried at open and made only at commit, so a
 * SIGKILL while measuring leaves none.
 * Devices and FIFOs (/dev/full, a pipe) are written in place; NULL means
 * stdout.
 */
#ifndef ZSPROBE_OUT_H
#define ZSPROBE_OUT_H

#include <limits.h>
#include <stddef.h>
#include <stdio.h>

struct zsp_output {
	const char *path;	/* NULL: stdout */
	char tmp[PATH_MAX];	/* temporary name, "" when writing in place */
	int fd;			/* where the report goes, -1 when closed */
	FILE *f;		/* the report is written here (memory) */
	char *buf;
	size_t size;
};

/* Opens the output; -1 with why ("cannot write PATH: ...") on failure. */
int zsp_output_open(struct zsp_output *o, const char *path, char *why, size_t len);
/* Writes the report out and renames it into place; -1 with why. */
int zsp_output_commit(struct zsp_output *o, char *why, size_t len);
/* Drops an uncommitted output: closes it and removes the temporary name. */
void zsp_output_abort(struct zsp_output *o);
/* Flushes stdout; -1 with why when anything written to it was lost. */
int zsp_stdout_check(char *why, size_t len);

#endif

// SPDX-License-Identifier: GPL-2.0
/* zsprobe's output: see zsprobe_out.h. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "zsprobe_out.h"

static int fail(char *why, size_t len, const char *what, const char *path, int err)
{
	snprintf(why, len, "%s %s: %s", what, path, strerror(err));
	return -1;
}

/* A new file under a temporary name beside path, with fopen(path, "w")'s mode. */
static int open_temp(struct zsp_output *o, const char *path)
{
	mode_t mask;
	int fd;

	if (snprintf(o->tmp, sizeof(o->tmp), "%s.XXXXXX", path) >= (int)sizeof(o->tmp)) {
		errno = ENAMETOOLONG;
		return -1;
	}
	fd = mkstemp(o->tmp);
	if (fd < 0)
		return -1;
	mask = umask(0);
	umask(mask);
	if (fchmod(fd, 0666 & ~mask)) {
		int err = errno;

		close(fd);
		unlink(o->tmp);
		errno = err;
		return -1;
	}
	return fd;
}

/* fd of a FILE whose temporary name is only made at commit */
#define FD_AT_COMMIT (-2)

/* Can a temporary file be made beside path?  It is made for real only at
 * commit, so a SIGKILL while measuring leaves no PATH.XXXXXX behind.
 */
static int check_temp(struct zsp_output *o, const char *path)
{
	int fd = open_temp(o, path);

	if (fd < 0)
		return -1;
	close(fd);
	unlink(o->tmp);
	o->tmp[0] = 0;
	return FD_AT_COMMIT;
}

int zsp_output_open(struct zsp_output *o, const char *path, char *why, size_t len)
{
	struct stat st;

	memset(o, 0, sizeof(*o));
	o->path = path;
	if (!path)
		o->fd = STDOUT_FILENO;
	else if (!stat(path, &st) && !S_ISREG(st.st_mode))
		o->fd = open(path, O_WRONLY | O_CLOEXEC);	/* nothing to truncate */
	else
		o->fd = check_temp(o, path);
	if (o->fd < 0 && o->fd != FD_AT_COMMIT) {
		o->tmp[0] = 0;
		return fail(why, len, "cannot write", path, errno);
	}
	o->f = open_memstream(&o->buf, &o->size);
	if (!o->f) {
		int err = errno;

		zsp_output_abort(o);
		return fail(why, len, "cannot write", path ? path : "stdout", err);
	}
	return 0;
}

static int write_all(int fd, const char *p, size_t n)
{
	while (n) {
		ssize_t w = write(fd, p, n);

		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return w < 0 ? -1 : (errno = EIO, -1);
		p += w;
		n -= (size_t)w;
	}
	return 0;
}

int zsp_output_commit(struct zsp_output *o, char *why, size_t len)
{
	const char *name = o->path ? o->path : "stdout";
	int err = 0;

	if (fclose(o->f))
		err = errno ? errno : ENOMEM;
	o->f = NULL;
	if (!err && o->fd == FD_AT_COMMIT) {
		o->fd = open_temp(o, o->path);
		if (o->fd < 0) {
			err = errno;
			o->tmp[0] = 0;
		}
	}
	if (!err && write_all(o->fd, o->buf, o->size))
		err = errno;
	if (o->fd >= 0 && o->fd != STDOUT_FILENO && close(o->fd) && !err)
		err = errno;
	o->fd = -1;
	if (!err && o->tmp[0] && rename(o->tmp, o->path))
		err = errno;
	if (!err)
		o->tmp[0] = 0;
	zsp_output_abort(o);
	return err ? fail(why, len, "writing", name, err) : 0;
}

void zsp_output_abort(struct zsp_output *o)
{
	if (o->f)
		fclose(o->f);
	o->f = NULL;
	free(o->buf);
	o->buf = NULL;
	if (o->fd >= 0 && o->fd != STDOUT_FILENO)
		close(o->fd);
	o->fd = -1;
	if (o->tmp[0])
		unlink(o->tmp);
	o->tmp[0] = 0;
}

int zsp_stdout_check(char *why, size_t len)
{
	errno = 0;
	if (fflush(stdout) == 0 && !ferror(stdout))
		return 0;
	return fail(why, len, "writing", "stdout", errno ? errno : EIO);
}

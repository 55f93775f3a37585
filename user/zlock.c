// SPDX-License-Identifier: GPL-2.0
/* The shared zram lock; see zlock.h. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "zlock.h"

int zram_lock_find_inherited(const char *path)
{
	char link[64], target[4096];
	struct dirent *de;
	int found = -1;
	DIR *d = opendir("/proc/self/fd");
	ssize_t n;

	if (!d)
		return -1;
	while ((de = readdir(d))) {
		char *end;
		long fd = strtol(de->d_name, &end, 10);

		if (*end || end == de->d_name || fd == dirfd(d))
			continue;
		snprintf(link, sizeof(link), "/proc/self/fd/%ld", fd);
		n = readlink(link, target, sizeof(target) - 1);
		if (n <= 0)
			continue;
		target[n] = '\0';
		if (!strcmp(target, path)) {
			found = (int)fd;
			break;
		}
	}
	closedir(d);
	return found;
}

/*
 * The default lock's directory, ZRAM_LOCK_DIR: created root-only (0700) when
 * missing, refused when it is a symlink, not root's or open to others.
 * Another path (a test's) is left as it is.
 */
static int zram_lock_dir(const char *path, char *err, size_t errsz)
{
	size_t n = strlen(ZRAM_LOCK_DIR);
	struct stat st;

	if (strncmp(path, ZRAM_LOCK_DIR "/", n + 1))
		return 0;
	if (mkdir(ZRAM_LOCK_DIR, 0700) && errno != EEXIST) {
		snprintf(err, errsz, "cannot create %s: %s", ZRAM_LOCK_DIR, strerror(errno));
		return -1;
	}
	if (lstat(ZRAM_LOCK_DIR, &st)) {
		snprintf(err, errsz, "cannot check %s: %s", ZRAM_LOCK_DIR, strerror(errno));
		return -1;
	}
	if (!S_ISDIR(st.st_mode) || st.st_uid != 0 || (st.st_mode & 077)) {
		snprintf(err, errsz, "%s must be a directory owned by root with mode 0700; remove it and rerun",
			 ZRAM_LOCK_DIR);
		return -1;
	}
	return 0;
}

int zram_lock(const char *path, int wait_s, int *inherited, char *err, size_t errsz)
{
	struct timespec pause = { 0, 100 * 1000 * 1000 };
	int fd = zram_lock_find_inherited(path);
	int tries;

	*inherited = fd >= 0;
	if (fd < 0 && geteuid() != 0) {
		/* the lock lives in root's 0700 directory: nobody else may hold it */
		snprintf(err, errsz, "the zram lock %s can only be taken by root; run as root or pass --no-lock", path);
		return -1;
	}
	if (fd < 0 && zram_lock_dir(path, err, errsz))
		return -1;
	/* never create or open through a planted symlink */
	if (fd < 0)
		fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);
	if (fd < 0) {
		snprintf(err, errsz, "cannot open %s: %s", path, strerror(errno));
		return -1;
	}
	/* Poll rather than block, so the wait is bounded and can be reported. */
	for (tries = 0; ; tries++) {
		if (!flock(fd, LOCK_EX | LOCK_NB))
			return fd;
		if (errno != EWOULDBLOCK && errno != EINTR)
			break;
		if (tries == 0 && wait_s > 0)
			fprintf(stderr, "waiting up to %ds for %s (zram in use by another run)\n",
				wait_s, path);
		if (tries >= wait_s * 10) {
			errno = EWOULDBLOCK;
			break;
		}
		nanosleep(&pause, NULL);
	}
	snprintf(err, errsz, "%s is held by another zram user (%s); wait for it or run under flock %s",
		 path, errno == EWOULDBLOCK ? "still busy" : strerror(errno), path);
	if (!*inherited)
		close(fd);
	return -1;
}

// SPDX-License-Identifier: GPL-2.0
/* The shared zram lock; see zlock.h. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
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

int zram_lock(const char *path, int wait_s, int *inherited, char *err, size_t errsz)
{
	struct timespec pause = { 0, 100 * 1000 * 1000 };
	int fd = zram_lock_find_inherited(path);
	int tries;

	*inherited = fd >= 0;
	if (fd < 0)
		fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0666);
	if (fd < 0)
		fd = open(path, O_RDONLY | O_CLOEXEC);	/* created by another user */
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

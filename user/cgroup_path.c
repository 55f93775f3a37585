// SPDX-License-Identifier: GPL-2.0
/* cgroup v2 id -> path; see cgroup_path.h. */
#define _GNU_SOURCE
#include <dirent.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "cgroup_path.h"

static bool find_cgroup(const char *dir, size_t rootlen, uint64_t id, char *out, size_t len, int depth)
{
	DIR *d;
	struct dirent *de;
	struct stat st;
	bool found = false;

	if (depth > 16 || stat(dir, &st))
		return false;
	if ((uint64_t)st.st_ino == id) {
		snprintf(out, len, "%s", dir[rootlen] ? dir + rootlen : "/");
		return true;
	}
	d = opendir(dir);
	if (!d)
		return false;
	while (!found && (de = readdir(d))) {
		char sub[PATH_MAX];

		if (de->d_type != DT_DIR || de->d_name[0] == '.')
			continue;
		if (snprintf(sub, sizeof(sub), "%s/%s", dir, de->d_name) >= (int)sizeof(sub))
			continue;
		found = find_cgroup(sub, rootlen, id, out, len, depth + 1);
	}
	closedir(d);
	return found;
}

const char *cgroup_path_under(const char *root, uint64_t id, char *out, size_t len)
{
	return find_cgroup(root, strlen(root), id, out, len, 0) ? out : NULL;
}

const char *cgroup_path(uint64_t id, char *out, size_t len)
{
	FILE *f;
	char line[1024], mnt[512] = "";

	if (id == 1)
		return "/";
	f = fopen("/proc/self/mountinfo", "r");
	while (f && fgets(line, sizeof(line), f)) {
		char *sep = strstr(line, " - cgroup2 ");

		if (sep && sscanf(line, "%*s %*s %*s %*s %511s", mnt) == 1)
			break;
		mnt[0] = 0;
	}
	if (f)
		fclose(f);
	return mnt[0] ? cgroup_path_under(mnt, id, out, len) : NULL;
}

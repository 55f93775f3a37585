// SPDX-License-Identifier: GPL-2.0
/* cgroup id -> path lookup, on a scratch directory tree (ids are inodes). */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cgroup_path.h"
#include "unit.h"

static char root[64];

static uint64_t ino(const char *rel)
{
	char p[256];
	struct stat st;

	snprintf(p, sizeof(p), "%s%s", root, rel);
	return stat(p, &st) ? 0 : (uint64_t)st.st_ino;
}

static void test_paths(void)
{
	char out[256];

	CHECK_STR(cgroup_path_under(root, ino(""), out, sizeof(out)), "/");
	CHECK_STR(cgroup_path_under(root, ino("/system.slice"), out, sizeof(out)), "/system.slice");
	CHECK_STR(cgroup_path_under(root, ino("/system.slice/zram.service"), out, sizeof(out)),
		  "/system.slice/zram.service");
	CHECK_STR(cgroup_path_under(root, ino("/user.slice"), out, sizeof(out)), "/user.slice");
	/* a plain file is not a cgroup */
	CHECK(cgroup_path_under(root, ino("/cgroup.procs"), out, sizeof(out)) == NULL);
	CHECK(cgroup_path_under(root, 1, out, sizeof(out)) == NULL || ino("") == 1);
	CHECK(cgroup_path(1, out, sizeof(out)) != NULL);	/* the root cgroup, by convention */
}

int main(void)
{
	char p[256];
	FILE *f;
	int rc;

	snprintf(root, sizeof(root), "/tmp/zsfree-cgtest.XXXXXX");
	if (!mkdtemp(root))
		return 1;
	snprintf(p, sizeof(p), "%s/system.slice", root);
	mkdir(p, 0755);
	snprintf(p, sizeof(p), "%s/system.slice/zram.service", root);
	mkdir(p, 0755);
	snprintf(p, sizeof(p), "%s/user.slice", root);
	mkdir(p, 0755);
	snprintf(p, sizeof(p), "%s/cgroup.procs", root);
	f = fopen(p, "w");
	if (f)
		fclose(f);
	RUN(test_paths);
	rc = unit_done();
	snprintf(p, sizeof(p), "rm -rf '%s'", root);
	if (system(p))
		rc = 1;
	return rc;
}

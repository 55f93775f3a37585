/* SPDX-License-Identifier: GPL-2.0 */
/*
 * cgroup v2 id -> path.  A cgroup's id is the inode number of its directory
 * in cgroupfs (what bpf_get_current_cgroup_id() returns), so the path is
 * found by walking the cgroup2 mount.
 */
#ifndef ZSFREE_CGROUP_PATH_H
#define ZSFREE_CGROUP_PATH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Path of the directory below root whose inode is id ("/" for root
 * itself), or NULL.  Depth-limited (16).
 */
const char *cgroup_path_under(const char *root, uint64_t id, char *out, size_t len);

/* Same under the cgroup2 mount from /proc/self/mountinfo; id 1 is "/". */
const char *cgroup_path(uint64_t id, char *out, size_t len);

#endif

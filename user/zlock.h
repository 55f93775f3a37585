/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The zram lock: every program that configures zram/swap or runs a workload
 * that swaps holds an exclusive flock on ZRAM_LOCK_PATH, so two users of the
 * one zram device cannot spoil each other's measurements.
 *
 * The lock is in root's private directory (0700), so no other user can open
 * it, hold it, or plant a symlink in its place.
 *
 * A process started under `flock /run/zsfree-eval/zram.lock CMD` (or by a script
 * holding it) inherits the locked open file; locking the same path again on
 * a new open file would then deadlock against its own parent.  So we first
 * look through /proc/self/fd for an inherited descriptor of the lock file
 * and, if there is one, take the lock on that (a no-op for its holder).
 */
#ifndef ZSFREE_ZLOCK_H
#define ZSFREE_ZLOCK_H

#include <stddef.h>

#define ZRAM_LOCK_DIR "/run/zsfree-eval"
#define ZRAM_LOCK_PATH ZRAM_LOCK_DIR "/zram.lock"

/*
 * Takes the lock on path, waiting up to wait_s seconds (0: do not wait).
 * Returns the descriptor (keep it open while using zram), or -1 with a
 * one-line reason in err.  *inherited is set when an inherited descriptor
 * was used.
 */
int zram_lock(const char *path, int wait_s, int *inherited, char *err, size_t errsz);

/* Descriptor number inherited for path, or -1 (exposed for tests). */
int zram_lock_find_inherited(const char *path);

#endif

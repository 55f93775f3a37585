# shellcheck shell=sh
# The shared zram lock for the POSIX sh workloads (sourced, not run).
#
# Every script that configures zram/swap or runs a swapping workload holds
# an exclusive flock on $ZSFREE_ZRAM_LOCK (default /tmp/zsfree-zram.lock).
# A script started under `flock /tmp/zsfree-zram.lock CMD`, or by another
# script holding it, inherits the locked open file; locking the path afresh
# would deadlock against its own parent, so an inherited descriptor of the
# lock file is reused instead (flock on it succeeds for its holder).

ZSFREE_ZRAM_LOCK=${ZSFREE_ZRAM_LOCK:-/tmp/zsfree-zram.lock}

# zlock_inherited_fd: prints the number of an inherited descriptor of the lock file.
zlock_inherited_fd() {
	for zl_f in /proc/$$/fd/*; do
		[ "$(readlink "$zl_f" 2>/dev/null)" = "$ZSFREE_ZRAM_LOCK" ] || continue
		echo "${zl_f##*/}"
		return 0
	done
	return 1
}

# zlock_take WAIT_S PROG: takes the lock, waiting up to WAIT_S seconds.
# Prints one line and returns 1 when it stays busy.
zlock_take() {
	zl_wait=$1 zl_prog=$2
	[ "${ZSFREE_ZRAM_LOCK_HELD:-}" = 1 ] && return 0
	zl_fd=$(zlock_inherited_fd)
	if ! command -v flock >/dev/null 2>&1; then
		# busybox-static has no flock applet; in a VM guest nothing competes.
		[ -n "$zl_fd" ] ||
			echo "$zl_prog: note: flock(1) not found; running without $ZSFREE_ZRAM_LOCK" >&2
		return 0
	fi
	if [ -z "$zl_fd" ]; then
		zl_fd=9
		# A failed `exec` redirection ends a POSIX shell, so check first.
		if [ -w "$ZSFREE_ZRAM_LOCK" ] || { [ ! -e "$ZSFREE_ZRAM_LOCK" ] && [ -w "${ZSFREE_ZRAM_LOCK%/*}/" ]; }; then
			exec 9>>"$ZSFREE_ZRAM_LOCK"
		elif [ -r "$ZSFREE_ZRAM_LOCK" ]; then
			exec 9<"$ZSFREE_ZRAM_LOCK"
		else
			echo "$zl_prog: cannot open $ZSFREE_ZRAM_LOCK" >&2; return 1
		fi
	fi
	flock -n "$zl_fd" && return 0
	echo "$zl_prog: waiting up to ${zl_wait}s for $ZSFREE_ZRAM_LOCK (zram in use by another run)" >&2
	flock -w "$zl_wait" "$zl_fd" && return 0
	echo "$zl_prog: zram is busy: $ZSFREE_ZRAM_LOCK is still held by another user after ${zl_wait}s; wait for it to finish and retry" >&2
	return 1
}

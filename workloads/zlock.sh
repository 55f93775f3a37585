# shellcheck shell=sh
# The shared zram lock and the toolkit's private run directory for the
# POSIX sh workloads (sourced, not run).
#
# Every script that configures zram/swap or runs a swapping workload holds
# an exclusive flock on $ZSFREE_ZRAM_LOCK (default /run/zsfree-eval/zram.lock).
# /run/zsfree-eval is created by root with mode 0700 and checked before use,
# so no other user can plant a file or symlink there, open the lock (and
# so hold it) or read and change the state files kept beside it.
# A script started under `flock /run/zsfree-eval/zram.lock CMD`, or by another
# script holding it, inherits the locked open file; locking the path afresh
# would deadlock against its own parent, so an inherited descriptor of the
# lock file is reused instead (flock on it succeeds for its holder).

ZSFREE_RUN_DIR=${ZSFREE_RUN_DIR:-/run/zsfree-eval}
ZSFREE_ZRAM_LOCK=${ZSFREE_ZRAM_LOCK:-$ZSFREE_RUN_DIR/zram.lock}

# zsfree_private_dir DIR PROG: creates DIR (root, 0700) when missing and
# checks that it is a real directory owned by root that nobody else can
# enter; prints one line and returns 1 otherwise.
zsfree_private_dir() {
	zp_dir=$1
	if [ ! -e "$zp_dir" ] && [ ! -L "$zp_dir" ]; then
		mkdir -p "${zp_dir%/*}" 2>/dev/null
		(umask 077 && mkdir "$zp_dir") 2>/dev/null
	fi
	if [ -L "$zp_dir" ] || [ ! -d "$zp_dir" ]; then
		echo "$2: $zp_dir is not a directory (a symlink or file was planted?); remove it and rerun" >&2
		return 1
	fi
	# shellcheck disable=SC2012
	set -- "$(ls -ldn "$zp_dir" | awk '{print $1, $3}')" "$2"
	case "$1" in
	"drwx------ 0") return 0 ;;
	esac
	echo "$2: $zp_dir must be owned by root with mode 0700 (it is: $1); remove it and rerun as root" >&2
	return 1
}

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
# Prints one line and returns 1 when it stays busy or cannot be taken.
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
		if [ "$(id -u)" != 0 ]; then
			echo "$zl_prog: the zram lock $ZSFREE_ZRAM_LOCK can only be taken by root; run as root" >&2
			return 1
		fi
		zl_dir=${ZSFREE_ZRAM_LOCK%/*}
		[ "$zl_dir" != "$ZSFREE_RUN_DIR" ] || zsfree_private_dir "$zl_dir" "$zl_prog" || return 1
		if [ -L "$ZSFREE_ZRAM_LOCK" ]; then
			echo "$zl_prog: $ZSFREE_ZRAM_LOCK is a symlink; refusing to open it (remove it)" >&2
			return 1
		fi
		zl_fd=9
		# A failed `exec` redirection ends a POSIX shell, so try it in a subshell first.
		if ! (: >>"$ZSFREE_ZRAM_LOCK") 2>/dev/null; then
			echo "$zl_prog: cannot open $ZSFREE_ZRAM_LOCK: check that its directory exists and is writable by root" >&2
			return 1
		fi
		exec 9>>"$ZSFREE_ZRAM_LOCK"
	fi
	flock -n "$zl_fd" && return 0
	echo "$zl_prog: waiting up to ${zl_wait}s for $ZSFREE_ZRAM_LOCK (zram in use by another run)" >&2
	flock -w "$zl_wait" "$zl_fd" && return 0
	echo "$zl_prog: zram is busy: $ZSFREE_ZRAM_LOCK is still held by another user after ${zl_wait}s; wait for it to finish and retry" >&2
	return 1
}

# shellcheck shell=sh
# prog is set by the sourcing script.
# shellcheck disable=SC2154
# common.sh: the helpers the workload scripts share (sourced, not run; POSIX
# sh, busybox too): workloads/run and workloads/experiments/lib.sh (the
# experiments' driver).  The VM image and the board bundle carry the whole workloads/
# directory, this file with it.  The sourcing script sets prog (its name in
# messages) before calling them.  Function-local names start with the
# function's initials, since POSIX sh has no `local`.

# say MSG...: one line on stderr, "prog: MSG" (newlines in MSG folded,
# other control characters such as a terminal's escape shown as ?)
say() { printf '%s: %s\n' "$prog" "$(printf '%s' "$*" | tr '\n' ' ' | tr '\001-\037\177' '?')" >&2; }

# usage_err MSG...: a usage mistake: that one line, exit status 2
usage_err() { say "$*"; exit 2; }

# jstr STR: STR as one JSON string.  Backslashes and quotes escaped, a tab
# as \t, other control characters dropped, and every byte outside ASCII
# shown as ? (uname -v, /proc/cmdline or a note can hold bytes that are not
# UTF-8, and one such byte makes the whole file unreadable to a JSON parser).
jstr() {
	printf '"%s"' "$(printf '%s' "$1" | LC_ALL=C tr '\200-\377' '?' |
		sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/	/\\t/g' | LC_ALL=C tr -d '\000-\037\177')"
}

# jstr_or_null STR: jstr STR, or null when STR is empty (a value nobody read)
jstr_or_null() { if [ -n "$1" ]; then jstr "$1"; else printf null; fi; }

# is_uint STR: a decimal number of at most 9 digits (no sign, fits in every
# shell's arithmetic)
is_uint() { case "$1" in ''|*[!0-9]*) return 1 ;; esac; [ "${#1}" -le 9 ]; }

# find_tool NAME GIVEN DIR...: prints the program to use: GIVEN when set (it
# must be executable), else the first executable DIR/NAME, else NAME on PATH;
# fails when there is none
find_tool() {
	ft_name=$1 ft_given=$2
	shift 2
	if [ -n "$ft_given" ]; then [ -x "$ft_given" ] && { echo "$ft_given"; return 0; }; return 1; fi
	for ft_dir in "$@"; do
		[ -x "$ft_dir/$ft_name" ] && { echo "$ft_dir/$ft_name"; return 0; }
	done
	command -v "$ft_name" 2>/dev/null
}

# probe_auto LEVEL ZSPROBE: the probe level to use.  LEVEL as given, except
# "auto" (or empty): basic when a zsprobe binary was found (ZSPROBE, its
# path, non-empty), else none.  The one place "auto" is decided.
probe_auto() {
	case "$1" in
	''|auto) if [ -n "$2" ]; then echo basic; else echo none; fi ;;
	*) echo "$1" ;;
	esac
}

# Long waits that a signal interrupts.  A shell runs a trap only once its
# foreground child has ended, so a Ctrl-C reaching a shell that waits for
# a workload, a sleep or another shell is acted on minutes later.  The
# `wait` builtin returns as soon as a trapped signal arrives (POSIX, "Signals
# and Error Handling"), so a long child runs in the background and is
# waited for: fg_run CMD... starts it (its PID in fg_pid) and waits for it,
# returning its status; a trap calls fg_stop, which forwards SIGTERM to it
# (background children of a non-interactive shell ignore SIGINT, which no
# trap can undo) and waits until it has cleaned up.
fg_pid=''
fg_run() {
	"$@" &
	fg_pid=$!
	fg_wait
}

# fg_wait: waits for fg_pid until it is gone (wait also returns when a
# signal's trap ran); its exit status
fg_wait() {
	fw_rc=0
	while [ -n "$fg_pid" ]; do
		wait "$fg_pid"; fw_rc=$?
		# more than 128: the child's own signal death, or our trap ran while it still runs
		[ "$fw_rc" -gt 128 ] && kill -0 "$fg_pid" 2>/dev/null && continue
		fg_pid=''
	done
	return "$fw_rc"
}

# fg_stop: from a trap: SIGTERM to the running fg_run child, then waits
# until it has ended (its own traps clean up and keep what it measured)
fg_stop() {
	[ -n "$fg_pid" ] || return 0
	kill -TERM "$fg_pid" 2>/dev/null
	fg_wait
}

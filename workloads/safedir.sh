# shellcheck shell=sh
# safedir.sh: is a directory safe for root to write result files in?
# (sourced; POSIX sh, busybox too).  Another user who owns or can write a
# directory can plant links there (runs.jsonl -> /etc/something) or swap
# its files while root writes them; such a directory is refused before
# anything is written.  Function-local names start with the function's
# initials, since POSIX sh has no `local`.

# dir_unsafe DIR [shared]: prints why DIR is not safe and succeeds, or
# prints nothing and fails when it is.  DIR must be a directory owned by
# root or by this user, writable by no one else; with "shared", a sticky
# directory such as /tmp passes too (others cannot rename or remove what is
# ours in it).  A missing DIR is safe (it is made by us).
dir_unsafe() {
	[ -e "$1" ] || [ -L "$1" ] || return 1
	[ -d "$1" ] || { echo "is not a directory"; return 0; }
	# ls -ldn: "drwxr-xr-t 2 UID GID ...", the same in coreutils and busybox
	# shellcheck disable=SC2012
	du_line=$(ls -ldn -- "$1/." 2>/dev/null) || { echo "cannot be read"; return 0; }
	du_mode=${du_line%% *}
	du_uid=$(printf '%s\n' "$du_line" | awk '{ print $3 }')
	if [ "$du_uid" != 0 ] && [ "$du_uid" != "$(id -u)" ]; then
		echo "is owned by uid $du_uid, not by root (another user could plant links in it)"
		return 0
	fi
	# the group's w is the 6th character, the others' the 9th, sticky t the 10th
	case "$du_mode" in ?????w*|????????w*) ;; *) return 1 ;; esac
	case "${2:-}:$du_mode" in shared:?????????[tT]*) return 1 ;; esac
	echo "is writable by group or others ($du_mode; another user could plant links in it)"
	return 0
}

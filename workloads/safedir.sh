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

# path_unsafe DIR: prints why root should not write under DIR and succeeds,
# or fails when DIR and every directory above it are safe.  DIR itself may
# be a sticky directory such as /tmp (dir_unsafe's "shared").  A directory
# above DIR that another user owns or can write lets them rename DIR's
# parent away and put their own tree, with planted links, in its place
# after every check; a link on the way that another user owns can be
# pointed elsewhere at any time.  The missing tail of DIR is made by us.
# Above DIR, the user who ran sudo (SUDO_UID) is trusted too: a clone in
# their home is theirs to write.
path_unsafe() {
	case $1 in /*) pu_rest=$1 ;; *) pu_rest=$(pwd -P)/$1 ;; esac
	pu_at=
	while [ -n "$pu_rest" ]; do
		pu_c=${pu_rest%%/*}
		case $pu_rest in */*) pu_rest=${pu_rest#*/} ;; *) pu_rest= ;; esac
		[ -n "$pu_c" ] && [ "$pu_c" != . ] || continue
		pu_at=$pu_at/$pu_c
		[ -e "$pu_at" ] || [ -L "$pu_at" ] || return 1
		if [ -L "$pu_at" ]; then
			# shellcheck disable=SC2012
			pu_uid=$(ls -ldn -- "$pu_at" 2>/dev/null | awk '{ print $3 }')
			[ "$pu_uid" = 0 ] || [ "$pu_uid" = "$(id -u)" ] ||
				{ echo "is reached through $pu_at, a link owned by uid $pu_uid (it could be pointed elsewhere)"; return 0; }
		fi
		if [ -n "$pu_rest" ] && [ -n "${SUDO_UID:-}" ] && [ -d "$pu_at" ] && ! [ -L "$pu_at" ] &&
			[ "$(ls -ldn -- "$pu_at/." 2>/dev/null | awk '{ print $3 }')" = "$SUDO_UID" ]; then
			continue
		fi
		if pu_why=$(dir_unsafe "$pu_at" shared); then
			[ -n "$pu_rest" ] && pu_why="is below $pu_at, which $pu_why"
			echo "$pu_why"
			return 0
		fi
	done
	return 1
}

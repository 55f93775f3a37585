# shellcheck shell=sh
# conf.sh: read the toolkit's settings (configs/*.conf: KEY=value lines,
# '#' comments; no quoting, no expansion, so a config is never executed).
# POSIX sh, sourced by the host driver, the guest scripts and on a board.
#
#   conf_dir               configs/ of this toolkit ($ZSFREE_CONFIGS overrides)
#   conf_get FILE KEY      print KEY's value; one line on stderr and status 1
#                          if FILE or KEY is missing
#   conf_scales DIR        print the scales DIR/experiments.conf names
#                          (scales=), space separated; as conf_get if missing
#   conf_is_scale S LIST   status 0 if S is a word of LIST
#   conf_or LIST           LIST for a message: "a, b, c or d"

# conf_dir: from a script anywhere under the toolkit (workloads/, vm/),
# the checkout's configs/, or /opt/zsfree/configs in the VM image.
conf_dir() {
	if [ -n "${ZSFREE_CONFIGS:-}" ]; then echo "$ZSFREE_CONFIGS"; return; fi
	conf_here_=$(cd "$(dirname "$0")" && pwd)
	while [ "$conf_here_" != / ]; do
		[ -d "$conf_here_/configs" ] && { echo "$conf_here_/configs"; return; }
		conf_here_=$(dirname "$conf_here_")
	done
	echo configs
}

conf_get() {
	case "$2" in ''|*[!a-z0-9_]*) echo "conf: bad key '$2'" >&2; return 1 ;; esac
	[ -r "$1" ] || { echo "conf: cannot read $1: a config of configs/ (see docs/results-format.md)" >&2; return 1; }
	grep -q "^$2=" "$1" || { echo "conf: $1 has no $2= line" >&2; return 1; }
	sed -n "s/^$2=//p" "$1" | tail -n 1
}

conf_scales() {
	conf_get "$1/experiments.conf" scales
}

conf_is_scale() {
	case "$1" in ''|*[!a-z0-9_]*) return 1 ;; esac
	case " $2 " in *" $1 "*) return 0 ;; esac
	return 1
}

conf_or() {
	echo $1 | sed -e 's/ /, /g' -e 's/\(.*\), /\1 or /'
}

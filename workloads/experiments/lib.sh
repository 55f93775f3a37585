# shellcheck shell=sh
# Shared by the experiment scripts (sourced, not run): the common options,
# the tool search, the zram lock and the cgroup v2 mount.  POSIX sh.
#
# The sourcing script sets prog and a usage() that prints its own text
# followed by "$common_help"; then calls exp_parse "$@" and uses:
#   label sizes repeats warmups probe outdir force virt describe comp dev
#   run_common   (options every workloads/run call of the experiment gets)
#   rest         (experiment-specific options left over, to be parsed by the caller)

exp_dir=$(cd "$(dirname "$0")" && pwd)
wl_dir=$(cd "$exp_dir/.." && pwd)
tk_root=$(cd "$wl_dir/.." && pwd)
# shellcheck source=workloads/zlock.sh
. "$wl_dir/zlock.sh"

common_help='Common options:
  --label LABEL      kernel label; result sets are LABEL.<experiment>[-<part>] (required)
  --sizes LIST       region sizes in MB (default per experiment)
  --repeats N        measured runs per cell (default 3)
  --warmups N        warm-up runs per cell (default 1)
  --probe LEVEL      none, basic or full (default: basic when zsprobe is built, else none)
  --comp ALG         compressor for zram and zswap (default lzo-rle)
  --dev DEV          zram device (default zram0)
  --outdir DIR       where result sets go (default the toolkit'"'"'s results/)
  --force            replace existing result sets
  --virt MODE        machine.virt for meta.json (or $ZSFREE_VIRT)
  --describe STR     toolkit version when git is missing (or $ZSFREE_DESCRIBE)
  -h, --help         this text
Needs root.  Holds /tmp/zsfree-zram.lock for the whole experiment.'

say() { echo "$prog: $*" >&2; }
usage_err() { say "$*"; exit 2; }
is_uint() { case "$1" in ''|*[!0-9]*) return 1 ;; esac; [ "${#1}" -le 9 ]; }

arch=$(uname -m | sed -e 's/x86_64/x86/' -e 's/aarch64/arm64/')
# find_bin NAME: a built toolkit binary (build tree, next to the scripts, PATH)
find_bin() {
	for c in "$tk_root/build/$arch/bin/$1" "$wl_dir/$1" "$exp_dir/$1"; do
		[ -x "$c" ] && { echo "$c"; return 0; }
	done
	command -v "$1" 2>/dev/null
}

exp_parse() {
	label= sizes=${def_sizes:-64} repeats=3 warmups=1 probe= outdir=$tk_root/results force=0
	virt=${ZSFREE_VIRT:-bare} describe=${ZSFREE_DESCRIBE:-} comp=lzo-rle dev=zram0 rest=
	while [ $# -gt 0 ]; do
		case "$1" in
		-h|--help) usage; exit 0 ;;
		--force) force=1; shift; continue ;;
		--*=*) v=${1#*=}; k=${1%%=*}; shift; set -- "$k" "$v" "$@"; continue ;;
		--label|--sizes|--repeats|--warmups|--probe|--outdir|--virt|--describe|--comp|--dev)
			[ $# -ge 2 ] || usage_err "option '$1' needs a value (see --help)"
			case "$1" in
			--label) label=$2 ;; --sizes) sizes=$2 ;; --repeats) repeats=$2 ;; --warmups) warmups=$2 ;;
			--probe) probe=$2 ;; --outdir) outdir=$2 ;; --virt) virt=$2 ;; --describe) describe=$2 ;;
			--comp) comp=$2 ;; --dev) dev=$2 ;;
			esac
			shift 2; continue ;;
		esac
		# experiment-specific: kept for the caller, quoted one per line
		rest="$rest$(printf '%s' "$1" | sed "s/'/'\\\\''/g; s/^/'/; s/\$/'/") "
		shift
	done
	[ -n "$label" ] || usage_err "missing --label: name the kernel, e.g. --label base"
	case "$label" in *[!A-Za-z0-9._+-]*|.*) usage_err "bad --label '$label': use letters, digits and . _ + -" ;; esac
	if [ -z "$probe" ]; then
		probe=none
		find_bin zsprobe > /dev/null && probe=basic
	fi
	[ "$(id -u)" = 0 ] || usage_err "must run as root: experiments set up swap, cgroups and devices"
	run_common="--repeats $repeats --warmups $warmups --probe $probe --outdir $outdir --virt $virt --comp $comp --dev $dev"
	[ -n "$describe" ] && run_common="$run_common --describe $describe"
	[ "$force" = 1 ] && run_common="$run_common --force"
	mkdir -p "$outdir" || usage_err "cannot create --outdir $outdir"
	zlock_take 600 "$prog" || exit 1
	return 0
}

# set_free NAME: refuses a result set that exists unless --force
set_free() {
	if [ -e "$outdir/$1/meta.json" ] && [ "$force" != 1 ]; then
		usage_err "$outdir/$1 already holds a result set; pick another --label or pass --force"
	fi
}

# cgroup2_root: prints the cgroup v2 mount point, mounting one when there is none
cgroup2_root() {
	cr=$(awk '$3 == "cgroup2" {print $2; exit}' /proc/mounts)
	if [ -z "$cr" ]; then
		cr=/sys/fs/cgroup
		[ -d "$cr" ] || mkdir -p "$cr" 2>/dev/null
		mount -t cgroup2 none "$cr" 2>/dev/null || { say "no cgroup2 mount and 'mount -t cgroup2' on $cr failed"; return 1; }
	fi
	echo "$cr"
}

# params_json K=V...: a flat JSON object; numbers stay numbers
params_json() {
	pj=
	for kv in "$@"; do
		k=${kv%%=*} v=${kv#*=}
		case "$v" in
		''|*[!0-9.]*|*.*.*|.*) v="\"$(printf '%s' "$v" | sed 's/\\/\\\\/g; s/"/\\"/g')\"" ;;
		esac
		pj="$pj${pj:+,}\"$k\":$v"
	done
	printf '{%s}' "$pj"
}

# run_set NAME ARGS...: workloads/run for one result set; returns its status
run_set() {
	rs_name=$1; shift
	say "$rs_name: workloads/run $*"
	# shellcheck disable=SC2086
	sh "$wl_dir/run" --label "$rs_name" $run_common "$@"
}

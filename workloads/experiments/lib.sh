# shellcheck shell=sh
# The variables below are set here for the driver and the experiments.
# shellcheck disable=SC2034,SC2154
# The one library of workloads/experiments/all (sourced, not run): the
# common options, the tool search, the zram lock, the result-set helpers
# and the cgroup v2 mount the experiments (workloads/experiments/*.sh) use.
# POSIX sh; function-local names start with the function's initials.
#
# The common settings, for the experiments' <name>_run:
#   label sizes repeats warmups probe outdir force virt describe comp dev
#   run_set      (workloads/run with the options every run of an experiment gets)

exp_dir=$(cd "$(dirname "$0")" && pwd)
wl_dir=$(cd "$exp_dir/.." && pwd)
tk_root=$(cd "$wl_dir/.." && pwd)
# shellcheck source=workloads/zlock.sh
. "$wl_dir/zlock.sh"
# shellcheck source=workloads/common.sh
. "$wl_dir/common.sh"

common_help='Common options (every selected experiment):
  --label LABEL      kernel label; result sets are LABEL.<experiment>[-<part>] (required)
  --sizes LIST       region sizes in MB (default: the scale'"'"'s)
  --repeats N        measured runs per cell (default: the scale'"'"'s)
  --warmups N        warm-up runs per cell (default: the scale'"'"'s)
  --probe LEVEL      none, basic, full or auto (default auto: basic when zsprobe is built, else none)
  --comp ALG         compressor for zram and zswap (default lzo-rle)
  --dev DEV          zram device (default zram0)
  --outdir DIR       where result sets go (default the toolkit'"'"'s results/)
  --force            replace existing result sets
  --dedicated        this machine runs nothing else (a VM, a board nobody shares):
                     the release experiment'"'"'s Android case, whose balloon mlocks
                     all but a few MB of RAM, runs too; without it that case is
                     skipped with one line
  --virt MODE        machine.virt for meta.json (or $ZSFREE_VIRT)
  --describe STR     toolkit version when git is missing (or $ZSFREE_DESCRIBE)
  -h, --help         this text
Needs root.  Holds the zram lock (/run/zsfree-eval/zram.lock) for the whole
run, taken once every option of every selected experiment has been checked.'

arch=$(uname -m | sed -e 's/x86_64/x86/' -e 's/aarch64/arm64/')
# find_bin NAME: a built toolkit binary (common.sh's find_tool: the build
# tree, next to the scripts, PATH)
find_bin() { find_tool "$1" "" "$tk_root/build/$arch/bin" "$wl_dir" "$exp_dir"; }

# exp_defaults: the common settings before the command line and the scale
exp_defaults() {
	label='' sizes='' repeats='' warmups='' probe='' outdir=$tk_root/results force=0
	virt=${ZSFREE_VIRT:-bare} describe=${ZSFREE_DESCRIBE:-} comp=lzo-rle dev=zram0
	dedicated=0
}

# exp_need_value ARGS...: the option at the front of ARGS has a value after
# it; sets exp_n to 2 (for the experiments' <name>_opt too)
exp_need_value() {
	[ $# -ge 2 ] || usage_err "option '$1' needs a value (see --help)"
	exp_n=2
}

# exp_opt ARGS...: is the front of ARGS a common option?  Sets exp_n to the
# number of arguments it uses and exp_v to its value, but sets nothing
# else (exp_set does): the driver applies the command line's at once and
# keeps a scale's for its experiment.  Returns 1 for any other option.
exp_opt() {
	case "$1" in
	--force|--dedicated) exp_n=1 exp_v=1 ;;
	--label|--sizes|--repeats|--warmups|--probe|--outdir|--virt|--describe|--comp|--dev)
		exp_need_value "$@"; exp_v=$2 ;;
	*) return 1 ;;
	esac
}

# exp_set OPTION VALUE: the common setting of OPTION
exp_set() {
	case "$1" in
	--force) force=1 ;; --dedicated) dedicated=1 ;; --label) label=$2 ;; --sizes) sizes=$2 ;; --repeats) repeats=$2 ;;
	--warmups) warmups=$2 ;; --probe) probe=$2 ;; --outdir) outdir=$2 ;; --virt) virt=$2 ;;
	--describe) describe=$2 ;; --comp) comp=$2 ;; --dev) dev=$2 ;;
	esac
}

# exp_check: the common settings, checked before anything is touched
exp_check() {
	[ -n "$label" ] || usage_err "missing --label: name the kernel, e.g. --label base"
	case "$label" in *[!A-Za-z0-9._+-]*|.*) usage_err "bad --label '$label': use letters, digits and . _ + -" ;; esac
	[ "${#label}" -le 100 ] || usage_err "bad --label: ${#label} characters; use at most 100"
	case "$sizes" in ''|*[!0-9,]*) usage_err "bad --sizes '$sizes': give MB as positive integers, e.g. 64,256" ;; esac
	is_uint "$repeats" && [ "$repeats" -ge 1 ] || usage_err "bad --repeats '$repeats': give a number from 1"
	is_uint "$warmups" || usage_err "bad --warmups '$warmups': give a number from 0"
	case "$probe" in ''|auto|none|basic|full) ;; *) usage_err "bad --probe '$probe': use none, basic, full or auto" ;; esac
	case "$virt" in ''|*[!A-Za-z0-9._-]*) usage_err "bad --virt '$virt': e.g. bare, qemu-tcg, qemu-icount" ;; esac
	case "$comp" in ''|*[!A-Za-z0-9_-]*) usage_err "bad --comp '$comp': give a compressor such as lzo-rle" ;; esac
	case "${dev#/dev/}" in zram[0-9]|zram[0-9][0-9]) ;; *) usage_err "bad --dev '$dev': give a zram device such as zram0" ;; esac
}

# exp_ready: root and the output directory, once every option is good
exp_ready() {
	[ "$(id -u)" = 0 ] || usage_err "must run as root: experiments set up swap, cgroups and devices"
	mkdir -p "$outdir" || usage_err "cannot create --outdir $outdir"
}

# exp_probe: "auto" decided (common.sh's probe_auto), then what works: a
# kernel where zsprobe cannot load (no BTF, no hook attaches) runs with
# --probe none, said in one line
exp_probe() {
	ep_zp=$(find_bin zsprobe) || ep_zp=''
	probe=$(probe_auto "$probe" "$ep_zp")
	# without a zsprobe binary an explicit level goes to workloads/run, which names what is missing
	[ "$probe" != none ] && [ -n "$ep_zp" ] || return 0
	if ! ep_why=$("$ep_zp" --level "$probe" -o /dev/null -- true 2>&1 > /dev/null); then
		say "--probe $probe: zsprobe does not load on this kernel ($(printf '%s\n' "$ep_why" | tail -n 1)): the runs use --probe none"
		probe=none
	fi
}

# exp_lock: the zram lock for the whole run, once its options are good
exp_lock() { zlock_take 600 "$prog" || exit 1; }

# set_free NAME: refuses a result set that exists unless --force
set_free() {
	if [ -e "$outdir/$1/meta.json" ] && [ "$force" != 1 ]; then
		usage_err "$outdir/$1 already holds a result set; pick another --label or pass --force"
	fi
}

# have_brd (kmod.sh): this kernel has brd (a /dev/ram0, or a module that can load)
# shellcheck source=workloads/kmod.sh
. "$wl_dir/kmod.sh"

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
		''|*[!0-9.]*|*.*.*|.*) v=$(jstr "$v") ;;
		esac
		pj="$pj${pj:+,}\"$k\":$v"
	done
	printf '{%s}' "$pj"
}

# run_set NAME ARGS...: workloads/run for one result set with the common
# options, each passed as one argument; returns its status
run_set() {
	rs_name=$1; shift
	set -- --label "$rs_name" --repeats "$repeats" --warmups "$warmups" --probe "$probe" \
		--outdir "$outdir" --virt "$virt" --comp "$comp" --dev "$dev" "$@"
	[ -n "$describe" ] && set -- "$@" --describe "$describe"
	[ "$force" = 1 ] && set -- "$@" --force
	say "$rs_name: workloads/run $*"
	# in the background and waited for (common.sh's fg_run): a signal's trap
	# (exp_interrupted) runs at once and stops it, not after its last run
	fg_run sh "$wl_dir/run" "$@"
}

# exp_interrupted STATUS CLEANUP: an experiment's trap for a signal: the
# workloads/run under way gets SIGTERM and is waited for (it cleans up and
# keeps its runs), then CLEANUP (a function, or :), then exit STATUS
exp_interrupted() {
	trap '' INT TERM HUP
	fg_stop
	"$2"
	exit "$1"
}

# exp_traps CLEANUP: SIGINT, SIGTERM and SIGHUP end the experiment through
# exp_interrupted with CLEANUP (and 130, 143, 129)
exp_traps() {
	# shellcheck disable=SC2064 # CLEANUP is a function name, fixed now
	trap "exp_interrupted 130 $1" INT
	# shellcheck disable=SC2064
	trap "exp_interrupted 143 $1" TERM
	# shellcheck disable=SC2064
	trap "exp_interrupted 129 $1" HUP
}

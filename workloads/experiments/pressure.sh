# shellcheck shell=sh
# The common settings (label, sizes, ...) are set by the driver and lib.sh,
# and exp_n is read by them.
# shellcheck disable=SC2034,SC2154
# pressure: what the deferred free costs under memory pressure (issue 26,
# docs/experiments.md).  One result set per limit:
#   LABEL.pressure-zram    zram swap with mem_limit set
#   LABEL.pressure-zswap   zswap (zpool zsmalloc, brd or loop under it) with
#                          max_pool_percent set
#   LABEL.pressure-memcg   zswap, the victim and the storer in one cgroup
#                          with memory.zswap.max set
# The victim (munmap-bench, the largest of --sizes, munmap and exit) swaps its
# region out; once it is ready, pressure-bench sets the limit a headroom above
# the pool, starts the storer (which keeps storing pages) and samples the
# kernel's counters (pressure-sampler) and the reclaim tracepoints (a tracefs
# instance) until --settle-ms after the release.  Every raw record is kept in
# the set's pressure/ directory; analysis/zsfree_analysis/pressure.py derives
# the figures.  An interrupted run restores every limit, removes its cgroup
# and its tracefs instance.
# An experiment of workloads/experiments/all (sourced by it: functions only,
# the interface is described there).

pressure_help() {
	cat <<'EOF2'
pressure: LABEL.pressure-<limit> (pressure/: docs/results-format.md)
  --limits LIST      zram, zswap and/or memcg (default all three)
  --headroom-pct P   the limit P% above the pool once the victim is swapped
                     out (1..1000, default 10; zswap's max_pool_percent is
                     rounded up to a whole per cent of RAM)
  --store-mb MB      the storer's region (default half the victim's size)
  --settle-ms MS     sampling after each release (default 2000)
  --free MB          a balloon leaves about MB available besides the victim's
                     region (default: no balloon; not on a shared host)
  --resident-mb MB   the storer also keeps MB in use that it never pages out
                     itself: with --free, reclaim (kswapd, direct reclaim,
                     zsmalloc's shrinker) has to store it (default 0)
  --reclaim-mb MB    ask for MB of proactive (global) reclaim every 100 ms
                     while the limit binds: its shrink_slab() calls
                     zsmalloc's shrinker (default 0: none)
EOF2
}

pressure_defaults() {
	pressure_limits=zram,zswap,memcg pressure_headroom=10 pressure_store='' pressure_settle=2000 pressure_free=''
	pressure_resident=0 pressure_reclaim=0
}

pressure_opt() {
	case "$1" in
	--limits|--headroom-pct|--store-mb|--settle-ms|--free|--resident-mb|--reclaim-mb) exp_need_value "$@" ;;
	*) return 1 ;;
	esac
	case "$1" in
	--limits) pressure_limits=$2 ;; --headroom-pct) pressure_headroom=$2 ;; --store-mb) pressure_store=$2 ;;
	--settle-ms) pressure_settle=$2 ;; --free) pressure_free=$2 ;; --resident-mb) pressure_resident=$2 ;;
	--reclaim-mb) pressure_reclaim=$2 ;;
	esac
}

pressure_check() {
	[ -n "$(printf '%s' "$pressure_limits" | tr -d ',')" ] || usage_err "bad --limits '$pressure_limits': name zram, zswap and/or memcg"
	for pc_l in $(printf '%s' "$pressure_limits" | tr ',' ' '); do
		case "$pc_l" in zram|zswap|memcg) ;; *) usage_err "bad --limits '$pressure_limits': use zram, zswap and/or memcg" ;; esac
	done
	is_uint "$pressure_headroom" && [ "$pressure_headroom" -ge 1 ] && [ "$pressure_headroom" -le 1000 ] ||
		usage_err "bad --headroom-pct '$pressure_headroom': give a per cent from 1 to 1000"
	[ -z "$pressure_store" ] || { is_uint "$pressure_store" && [ "$pressure_store" -ge 1 ]; } ||
		usage_err "bad --store-mb '$pressure_store': give MB from 1"
	is_uint "$pressure_settle" || usage_err "bad --settle-ms '$pressure_settle': give milliseconds"
	[ -z "$pressure_free" ] || is_uint "$pressure_free" || usage_err "bad --free '$pressure_free': give MB"
	is_uint "$pressure_resident" || usage_err "bad --resident-mb '$pressure_resident': give MB"
	is_uint "$pressure_reclaim" || usage_err "bad --reclaim-mb '$pressure_reclaim': give MB (0: no proactive reclaim)"
}

pressure_sets() {
	for ps_l in $(printf '%s' "$pressure_limits" | tr ',' ' '); do echo "$label.pressure-$ps_l"; done
}

# pressure_size: the victim's size, the largest of --sizes
pressure_size() { printf '%s' "$sizes" | tr ',' '\n' | sort -n | tail -n 1; }

# pressure_cg_cleanup: the memcg set's cgroup gone (its stragglers killed),
# the memory controller off again where we turned it on
pressure_cg_cleanup() {
	if [ -n "${pr_cg:-}" ] && [ -d "$pr_cg" ]; then
		for pk_p in $(cat "$pr_cg/cgroup.procs" 2>/dev/null); do kill -KILL "$pk_p" 2>/dev/null; done
		pk_i=0
		while ! rmdir "$pr_cg" 2>/dev/null && [ $pk_i -lt 50 ]; do sleep 0.1; pk_i=$((pk_i + 1)); done
		[ -d "$pr_cg" ] && say "cleanup: could not remove cgroup $pr_cg"
	fi
	pr_cg=''
	[ -n "${pr_memctl:-}" ] && echo -memory > "$pr_memctl/cgroup.subtree_control" 2>/dev/null
	pr_memctl=''
}

# pressure_cleanup: no limit, cgroup, tracefs instance or debugfs mount of ours left
pressure_cleanup() {
	[ -n "${pr_zs_pct:-}" ] && echo "$pr_zs_pct" > /sys/module/zswap/parameters/max_pool_percent 2>/dev/null
	pressure_cg_cleanup
	if [ -n "${pr_trace:-}" ] && [ -d "$pr_trace" ]; then
		echo 0 > "$pr_trace/tracing_on" 2>/dev/null
		rmdir "$pr_trace" 2>/dev/null || say "cleanup: could not remove tracefs instance $pr_trace"
	fi
	pr_trace=''
	[ "${pr_debugfs:-0}" = 1 ] && umount /sys/kernel/debug 2>/dev/null
	pr_debugfs=0
}

# pressure_trace: a tracefs instance with the reclaim tracepoints (trace
# clock mono, as CLOCK_MONOTONIC); sets pr_trace, empty when there is none
pressure_trace() {
	pt_t=/sys/kernel/tracing
	[ -d "$pt_t/instances" ] || mount -t tracefs tracefs "$pt_t" 2>/dev/null
	pr_trace=$pt_t/instances/zsfree-pressure.$$
	if ! mkdir "$pr_trace" 2>/dev/null; then
		say "no tracefs instance ($pt_t/instances): reclaim times are not recorded"
		pr_trace=''
		return 0
	fi
	echo 0 > "$pr_trace/tracing_on"
	echo mono > "$pr_trace/trace_clock" 2>/dev/null || echo global > "$pr_trace/trace_clock"
	echo 4096 > "$pr_trace/buffer_size_kb" 2>/dev/null
	# zsmalloc's shrinker only: pressure-bench sets the filter once the pool exists
	for pt_e in mm_vmscan_direct_reclaim_begin mm_vmscan_direct_reclaim_end mm_vmscan_kswapd_wake \
		mm_vmscan_kswapd_sleep mm_shrink_slab_start mm_shrink_slab_end mm_vmscan_memcg_reclaim_begin \
		mm_vmscan_memcg_reclaim_end; do
		[ -d "$pr_trace/events/vmscan/$pt_e" ] && echo 1 > "$pr_trace/events/vmscan/$pt_e/enable" 2>/dev/null
	done
}

# pressure_set LIMIT: one result set under LIMIT
pressure_set() {
	ps_set=$label.pressure-$1 ps_size=$(pressure_size)
	ps_store=${pressure_store:-$(( (ps_size + 1) / 2 ))}
	set -- "$1" --sizes "$ps_size" --modes munmap,exit --pre-delay 1500 --bench "$exp_dir/pressure-bench"
	case "$1" in
	zram) set -- "$@" --disksize "$((ps_size * 2 + ps_store * 2 + 64))M" ;;
	*)
		[ -d /sys/module/zswap ] || { say "$ps_set: this kernel has no zswap; nothing to measure"; return 1; }
		set -- "$@" --backend zswap ;;
	esac
	if [ "$1" = memcg ]; then
		ps_cr=$(cgroup2_root) || return 1
		if ! grep -qw memory "$ps_cr/cgroup.subtree_control" 2>/dev/null &&
			echo +memory > "$ps_cr/cgroup.subtree_control" 2>/dev/null; then
			pr_memctl=$ps_cr	# enabled by us: disabled again in pressure_cleanup
		fi
		pr_cg=$ps_cr/zsfree-pressure.$$
		mkdir "$pr_cg" 2>/dev/null && [ -e "$pr_cg/memory.zswap.max" ] ||
			{ say "$ps_set: no memory.zswap.max in $pr_cg (cgroup v2 memory controller with zswap)"; pressure_cg_cleanup; return 1; }
		set -- "$@" --cgroup "$pr_cg"
	fi
	[ -n "$pressure_free" ] && set -- "$@" --balloon-free "$pressure_free"
	ps_limit=$1
	shift
	ZSFREE_PRESSURE_LIMIT=$ps_limit ZSFREE_PRESSURE_DIR=$outdir/$ps_set/pressure ZSFREE_PRESSURE_DEV=${dev#/dev/} \
	ZSFREE_PRESSURE_CGROUP=${pr_cg:-} ZSFREE_PRESSURE_TRACE=${pr_trace:-} ZSFREE_PRESSURE_HEADROOM=$pressure_headroom \
	ZSFREE_PRESSURE_STORE_MB=$ps_store ZSFREE_PRESSURE_RESIDENT_MB=$pressure_resident ZSFREE_PRESSURE_SETTLE_MS=$pressure_settle ZSFREE_PRESSURE_ZSWAP_PCT=${pr_zs_pct:-} \
	ZSFREE_PRESSURE_BENCH=$(find_bin munmap-bench) ZSFREE_PRESSURE_SAMPLER=$(find_bin pressure-sampler) \
	ZSFREE_PRESSURE_STORER=$(find_bin storer) ZSFREE_PRESSURE_RECLAIM_MB=$pressure_reclaim \
		run_set "$ps_set" "$@" --experiment pressure --exp-params "$(params_json limit="$ps_limit" \
			victim_mb="$ps_size" store_mb="$ps_store" headroom_pct="$pressure_headroom" settle_ms="$pressure_settle" \
			pre_delay_ms=1500 free_mb="${pressure_free:-none}" resident_mb="$pressure_resident" reclaim_mb="$pressure_reclaim")"
}

pressure_run() {
	for pr_b in munmap-bench pressure-sampler storer; do
		find_bin "$pr_b" > /dev/null || { say "$pr_b not found; build it with make"; return 1; }
	done
	export ZSFREE_PRESSURE_LIMIT ZSFREE_PRESSURE_DIR ZSFREE_PRESSURE_DEV ZSFREE_PRESSURE_CGROUP ZSFREE_PRESSURE_TRACE \
		ZSFREE_PRESSURE_HEADROOM ZSFREE_PRESSURE_STORE_MB ZSFREE_PRESSURE_RESIDENT_MB ZSFREE_PRESSURE_SETTLE_MS ZSFREE_PRESSURE_ZSWAP_PCT \
		ZSFREE_PRESSURE_BENCH ZSFREE_PRESSURE_SAMPLER ZSFREE_PRESSURE_STORER ZSFREE_PRESSURE_RECLAIM_MB
	pr_zs_pct=$(cat /sys/module/zswap/parameters/max_pool_percent 2>/dev/null) pr_cg='' pr_trace='' pr_debugfs=0 pr_memctl=''
	trap 'pressure_cleanup' EXIT
	exp_traps pressure_cleanup
	# the RFC's deferred counters and zswap's rejects are in debugfs
	if [ ! -d /sys/kernel/debug/zswap ] && ! grep -q ' /sys/kernel/debug debugfs ' /proc/mounts; then
		mount -t debugfs debugfs /sys/kernel/debug 2>/dev/null && pr_debugfs=1
	fi
	pressure_trace
	# the reclaimer's fallback, the cgroup v2 root's memory.reclaim, needs the mount
	[ "$pressure_reclaim" -gt 0 ] && { cgroup2_root > /dev/null || say "no cgroup2: reclaim only through node reclaim files"; }
	pr_rc=0
	for pr_l in $(printf '%s' "$pressure_limits" | tr ',' ' '); do
		pressure_set "$pr_l" || pr_rc=1
		pressure_cg_cleanup
	done
	pressure_cleanup
	trap - EXIT
	exp_traps :
	return $pr_rc
}

# shellcheck shell=sh
# The common settings (label, sizes, ...) are set by the driver and lib.sh,
# and exp_n is read by them.
# shellcheck disable=SC2034,SC2154
# zswap: a second zsmalloc user (reviewer question 5, docs/experiments.md).
#   LABEL.zswap   munmap and exit with zswap (zpool zsmalloc) in front of a
#                 brd swap device (a loop device over a tmpfs file where the
#                 kernel has no brd) instead of zram, with release-sampler
#                 sampling zswap's pool size at 1 ms.  The RFC's deferred
#                 counters are read before and after each run, never polled
#                 during it (a poll would run on one kernel only)
# An experiment of workloads/experiments/all (sourced by it: functions only,
# the interface is described there).

zswap_help() {
	cat <<'EOF2'
zswap: LABEL.zswap (needs zswap, and brd or loop)
  --settle-ms MS     sampling after each run (default 1000)
EOF2
}

zswap_defaults() { zswap_settle=1000; }

zswap_opt() {
	case "$1" in
	--settle-ms) exp_need_value "$@"; zswap_settle=$2 ;;
	*) return 1 ;;
	esac
}

zswap_check() { is_uint "$zswap_settle" || usage_err "bad --settle-ms '$zswap_settle'"; }

zswap_sets() { echo "$label.zswap"; }

zswap_run() {
	[ -d /sys/module/zswap ] || { say "this kernel has no zswap; nothing to measure"; return 1; }
	zr_under=brd
	if ! have_brd; then
		zr_under=loop
		say "this kernel has no brd (CONFIG_BLK_DEV_RAM): zswap sits on a loop device over a tmpfs file"
	fi
	# zswap sets itself up (and its debugfs files) when first enabled, so the
	# sampler (started per run, after the set-up) finds them; without debugfs it
	# says so in log.txt and the runs have no release curve
	run_set "$label.zswap" --sizes "$sizes" --modes munmap,exit --backend zswap --sampler --settle-ms "$zswap_settle" \
		--experiment zswap --exp-params "$(params_json zpool=zsmalloc swap="$zr_under" thp=never settle_ms="$zswap_settle")"
}

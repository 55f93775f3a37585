# shellcheck shell=sh
# The common settings (label, sizes, ...) are set by the driver and lib.sh,
# and exp_n is read by them.
# shellcheck disable=SC2034,SC2154
# zswap: a second zsmalloc user (reviewer question 5, docs/experiments.md).
#   LABEL.zswap   munmap and exit with zswap (zpool zsmalloc) in front of a
#                 brd swap device instead of zram, with release-sampler
#                 sampling zswap's pool size at 1 ms
# An experiment of workloads/experiments/all (sourced by it: functions only,
# the interface is described there).

zswap_help() {
	cat <<'EOF2'
zswap: LABEL.zswap (needs zswap and brd: the VM kernel)
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
	have_brd || { say "this kernel has no brd (CONFIG_BLK_DEV_RAM) for zswap to sit on; run it in the VM"; return 1; }
	# zswap sets itself up (and its debugfs files) when first enabled, so the
	# sampler (started per run, after the set-up) finds them; without debugfs it
	# says so in log.txt and the runs have no release curve
	run_set "$label.zswap" --sizes "$sizes" --modes munmap,exit --backend zswap --sampler --settle-ms "$zswap_settle" \
		--deferred-poll 5 --experiment zswap --exp-params "$(params_json zpool=zsmalloc swap=brd thp=never settle_ms="$zswap_settle")"
}

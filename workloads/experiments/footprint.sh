# shellcheck shell=sh
# The common settings (label, sizes, ...) are set by the driver and lib.sh,
# and exp_n is read by them.
# shellcheck disable=SC2034,SC2154
# footprint: zsmalloc itself, or the logical footprint? (reviewer question 3,
# docs/experiments.md).  The same logical memory released three ways:
#   LABEL.fp-none   resident anonymous memory, no swap (munmap-bench --resident)
#   LABEL.fp-brd    swapped to a brd RAM disk: swap entries, no zsmalloc
#   LABEL.fp-zram   swapped to zram: swap entries and zs_free
# munmap and exit each, under zsprobe (use --probe full in the VM: the unmap
# walk time and zs_free's count and latency break one munmap down into
# page-table walk, swap-entry freeing and zs_free time).
# An experiment of workloads/experiments/all (sourced by it: functions only,
# the interface is described there).

footprint_help() {
	cat <<'EOF2'
footprint: LABEL.fp-none, LABEL.fp-brd and LABEL.fp-zram
  --backends LIST    none, brd and/or zram (default none,brd,zram); a backend
                     this kernel lacks (brd) is skipped with a message
EOF2
}

footprint_defaults() { footprint_backends=none,brd,zram; }

footprint_opt() {
	case "$1" in
	--backends) exp_need_value "$@"; footprint_backends=$2 ;;
	*) return 1 ;;
	esac
}

footprint_check() {
	for fc_b in $(printf '%s' "$footprint_backends" | tr ',' ' '); do
		case "$fc_b" in none|brd|zram) ;; *) usage_err "bad --backends '$footprint_backends': use none, brd and/or zram" ;; esac
	done
}

footprint_sets() {
	for fs_b in $(printf '%s' "$footprint_backends" | tr ',' ' '); do echo "$label.fp-$fs_b"; done
}

footprint_run() {
	fr_rc=0
	for fr_b in $(printf '%s' "$footprint_backends" | tr ',' ' '); do
		if [ "$fr_b" = brd ] && ! have_brd; then
			say "$label.fp-brd: skipped: this kernel has no brd (CONFIG_BLK_DEV_RAM); run it in the VM"
			continue
		fi
		run_set "$label.fp-$fr_b" --sizes "$sizes" --modes munmap,exit --backend "$fr_b" --experiment footprint \
			--exp-params "$(params_json backend="$fr_b" same_logical_mb="$sizes")" || fr_rc=1
	done
	return $fr_rc
}

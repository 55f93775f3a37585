# shellcheck shell=sh
# The common settings (label, sizes, ...) are set by the driver and lib.sh,
# and exp_n is read by them.
# shellcheck disable=SC2034,SC2154
# footprint: zsmalloc itself, or the logical footprint? (reviewer question 3,
# docs/experiments.md).  The same logical memory released three ways:
#   LABEL.fp-none   resident anonymous memory, no swap (munmap-bench --resident)
#   LABEL.fp-brd    swapped to a brd RAM disk: swap entries, no zsmalloc
#   LABEL.fp-loop   the same control where the kernel has no brd: swap on a
#                   loop device over a tmpfs file (RAM, uncompressed)
#   LABEL.fp-zram   swapped to zram: swap entries and zs_free
# munmap and exit each, under zsprobe (use --probe full in the VM: the unmap
# walk time and zs_free's count and latency break one munmap down into
# page-table walk, swap-entry freeing and zs_free time).
# An experiment of workloads/experiments/all (sourced by it: functions only,
# the interface is described there).

footprint_help() {
	cat <<'EOF2'
footprint: LABEL.fp-none, LABEL.fp-brd (or LABEL.fp-loop) and LABEL.fp-zram
  --backends LIST    none, brd, loop and/or zram (default none,brd,zram); brd on
                     a kernel without it runs as loop (a loop device over a
                     tmpfs file), with one line
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
		case "$fc_b" in none|brd|loop|zram) ;; *) usage_err "bad --backends '$footprint_backends': use none, brd, loop and/or zram" ;; esac
	done
}

footprint_sets() {
	for fs_b in $(printf '%s' "$footprint_backends" | tr ',' ' '); do echo "$label.fp-$(footprint_backend "$fs_b")"; done
}

# footprint_backend B: the backend B runs as here (brd as loop without brd)
footprint_backend() {
	if [ "$1" = brd ] && ! have_brd; then echo loop; else echo "$1"; fi
}

footprint_run() {
	fr_rc=0
	for fr_b in $(printf '%s' "$footprint_backends" | tr ',' ' '); do
		fr_as=$(footprint_backend "$fr_b")
		[ "$fr_as" = "$fr_b" ] ||
			say "$label.fp-loop: this kernel has no brd (CONFIG_BLK_DEV_RAM): the uncompressed RAM swap is a loop device over a tmpfs file"
		fr_b=$fr_as
		run_set "$label.fp-$fr_b" --sizes "$sizes" --modes munmap,exit --backend "$fr_b" --experiment footprint \
			--exp-params "$(params_json backend="$fr_b" same_logical_mb="$sizes")" || fr_rc=1
	done
	return $fr_rc
}

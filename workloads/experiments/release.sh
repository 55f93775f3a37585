# shellcheck shell=sh
# The common settings (label, sizes, ...) are set by the driver and lib.sh,
# and exp_n is read by them.
# shellcheck disable=SC2034,SC2154
# release: is memory released later? (reviewer question 1, docs/experiments.md)
#   LABEL.release        munmap and exit of N MB with release-sampler at 1 ms
#                        beside the probe: free memory and zram's pool over time
#   LABEL.release-alloc-<N>mb the Android case: memory is tight (a balloon leaves
#                        --free MB), the owner is killed and a new process
#                        allocates the same amount right away; its allocation
#                        time and whether it entered direct reclaim
# An experiment of workloads/experiments/all (sourced by it: functions only,
# the interface is described there).

release_help() {
	cat <<'EOF2'
release: LABEL.release and LABEL.release-alloc-<N>mb (samples/, alloc/, exp/:
docs/results-format.md)
  --settle-ms MS     sampling after each run (default 2000)
  --free MB          memory left available to the Android case's new process
                     besides the victim's own (default 32; a balloon mlocks
                     the rest: not on a shared host)
  --skip-alloc       only LABEL.release (also the default without --dedicated)
EOF2
}

release_defaults() { release_settle=2000 release_free=32 release_skip_alloc=0; }

release_opt() {
	case "$1" in
	--skip-alloc) release_skip_alloc=1; exp_n=1; return 0 ;;
	--settle-ms|--free) exp_need_value "$@" ;;
	*) return 1 ;;
	esac
	case "$1" in --settle-ms) release_settle=$2 ;; --free) release_free=$2 ;; esac
}

release_check() {
	is_uint "$release_settle" || usage_err "bad --settle-ms '$release_settle': give milliseconds"
	is_uint "$release_free" || usage_err "bad --free '$release_free': give MB"
}

# release_alloc: is the Android case run?  Only on a machine nobody else
# uses (--dedicated): its balloon would push a shared host's other tenants
# into reclaim.  zsfree-board all and vm/evaluate share this one gate.
release_alloc() { [ "$release_skip_alloc" != 1 ] && [ "$dedicated" = 1 ]; }

release_sets() {
	echo "$label.release"
	release_alloc || return 0
	for rs_s in $(printf '%s' "$sizes" | tr ',' ' '); do echo "$label.release-alloc-${rs_s}mb"; done
}

release_run() {
	rr_rc=0
	# --pre-delay: a quiet 100 ms with the regions swapped out, so the level at the release is sampled
	run_set "$label.release" --sizes "$sizes" --modes munmap,exit --pre-delay 100 --sampler --settle-ms "$release_settle" \
		--experiment release --exp-params "$(params_json part=curve settle_ms="$release_settle" interval_us=1000)" || rr_rc=1
	if ! release_alloc; then
		[ "$release_skip_alloc" = 1 ] ||
			say "release-alloc: skipped: the Android case mlocks all but a few MB of RAM; pass --dedicated on a machine nobody else uses"
		return $rr_rc
	fi
	# the new process asks for what the victim held, right after the kill
	for rr_s in $(printf '%s' "$sizes" | tr ',' ' '); do
		# no zsprobe here: its detach after the kill would delay the new process
		run_set "$label.release-alloc-${rr_s}mb" --sizes "$rr_s" --modes exit --probe none --pre-delay 100 --sampler \
			--settle-ms "$release_settle" --after-alloc "$rr_s" --balloon-free "$release_free" --experiment release-alloc \
			--exp-params "$(params_json part=android alloc_mb="$rr_s" free_mb="$release_free" settle_ms="$release_settle")" || rr_rc=1
	done
	return $rr_rc
}

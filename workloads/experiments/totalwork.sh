# shellcheck shell=sh
# The common settings (label, sizes, ...) are set by the driver and lib.sh,
# and exp_n is read by them.
# shellcheck disable=SC2034,SC2154
# totalwork: what does the freeing cost in all? (reviewer question 4,
# docs/experiments.md).  Under zsprobe (task CPU and drain-worker CPU per run)
# with the RFC's deferred-free counters read before and after each run
# (sync_frees = the synchronous fallback) and, with --poll-ms only, polled
# during it on every kernel alike (a shell loop beside the task: its CPU is in
# the root cgroup's, so it is off unless asked for),
# and the task's own cgroup cpu.stat from the release on:
#   LABEL.work          munmap and exit on zram
#   LABEL.work-compact  the same with zram compaction running concurrently
#                       (a loop writing /sys/block/DEV/compact)
# (with --part NAME: LABEL.work-NAME and LABEL.work-compact-NAME, e.g. a
# second recording at --probe full beside the basic one; the probe level is
# one of the sets' parameters, so sets of two levels are never compared)
# An experiment of workloads/experiments/all (sourced by it: functions only,
# the interface is described there).

totalwork_help() {
	cat <<'EOF2'
totalwork: LABEL.work and LABEL.work-compact
  --compact-ms MS    compaction loop period (default 10)
  --poll-ms MS       poll the deferred counters every MS during each run, on
                     every kernel alike (default: no poll)
  --skip-compact     only LABEL.work
  --part NAME        name the sets LABEL.work-NAME (and LABEL.work-compact-NAME),
                     e.g. --part full with --probe full; NAME: a-z, 0-9
EOF2
}

totalwork_defaults() { totalwork_compact=10 totalwork_poll='' totalwork_skip_compact=0 totalwork_part=''; }

totalwork_opt() {
	case "$1" in
	--skip-compact) totalwork_skip_compact=1; exp_n=1; return 0 ;;
	--compact-ms|--poll-ms|--part) exp_need_value "$@" ;;
	*) return 1 ;;
	esac
	case "$1" in
	--compact-ms) totalwork_compact=$2 ;;
	--poll-ms) totalwork_poll=$2 ;;
	--part) totalwork_part=$2 ;;
	esac
}

totalwork_check() {
	is_uint "$totalwork_compact" && [ "$totalwork_compact" -ge 1 ] || usage_err "bad --compact-ms '$totalwork_compact'"
	[ -z "$totalwork_poll" ] || { is_uint "$totalwork_poll" && [ "$totalwork_poll" -ge 1 ]; } || usage_err "bad --poll-ms '$totalwork_poll'"
	case "$totalwork_part" in
	*[!a-z0-9]*) usage_err "bad --part '$totalwork_part': use a-z and 0-9 (e.g. full)" ;;
	esac
}

totalwork_sets() {
	echo "$label.work${totalwork_part:+-$totalwork_part}"
	[ "$totalwork_skip_compact" = 1 ] || echo "$label.work-compact${totalwork_part:+-$totalwork_part}"
}

totalwork_run() {
	[ "$probe" != none ] || say "note: --probe none: task and worker CPU will be missing (only the deferred counters and times)"
	# the task runs in its own cgroup, sampled with the root from a quiet 100 ms
	# before the release: its cpu.stat from t0 on is the task's share of the freeing
	# (zsprobe's task_ns covers the whole command, fill and page-out included)
	tr_cr=$(cgroup2_root) || return 1
	tr_sampling="--cgroup $tr_cr/zsfree-work.$$ --sample-cgroup $tr_cr --sampler --settle-ms 500 --pre-delay 100"
	[ -z "$totalwork_poll" ] || tr_sampling="$tr_sampling --deferred-poll $totalwork_poll"
	# what runs beside the task, for the report: the sampler, and the poll if asked
	tr_beside=release-sampler${totalwork_poll:+,deferred-poll}
	tr_rc=0
	tr_part=${totalwork_part:+-$totalwork_part}
	# shellcheck disable=SC2086
	run_set "$label.work$tr_part" --sizes "$sizes" --modes munmap,exit $tr_sampling \
		--experiment totalwork \
		--exp-params "$(params_json compaction=off poll_ms="${totalwork_poll:-off}" beside="$tr_beside" sampled_cgroups=task,root probe="$probe")" || tr_rc=1
	[ "$totalwork_skip_compact" = 1 ] && return $tr_rc
	# shellcheck disable=SC2086
	run_set "$label.work-compact$tr_part" --sizes "$sizes" --modes munmap,exit $tr_sampling \
		--compact-loop "$totalwork_compact" --experiment totalwork \
		--exp-params "$(params_json compaction=loop compact_ms="$totalwork_compact" poll_ms="${totalwork_poll:-off}" beside="$tr_beside,compaction-loop" sampled_cgroups=task,root probe="$probe")" || tr_rc=1
	return $tr_rc
}

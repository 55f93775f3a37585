# shellcheck shell=sh
# The common settings (label, sizes, ...) are set by the driver and lib.sh,
# and exp_n is read by them.
# shellcheck disable=SC2034,SC2154
# profile: where the time goes (reviewer question 4, "how much of this
# slowdown is because of zsmalloc's own inefficiency", docs/experiments.md).
#   LABEL.profile  munmap and exit of swapped-out regions under zsprobe
#                  --profile HZ: the unmapping task's and the drain worker's
#                  sampled kernel stacks in each run's probe file; the report's
#                  CPU-profile section draws a flame graph per kernel, the
#                  differential graph against the first, and the shares table
#                  (analysis/profile)
# Runs only when named in --only (the samples cost the task time: docs/zsprobe.md).
# An experiment of workloads/experiments/all (sourced by it: functions only,
# the interface is described there).

profile_help() {
	cat <<'EOF2'
profile: LABEL.profile (probes/RUN_ID.json metrics.profile; needs zsprobe)
  --profile-hz HZ    samples a second per CPU (1..10000, default 999)
EOF2
}

profile_defaults() { profile_hz=999; }

profile_opt() {
	case "$1" in
	--profile-hz) exp_need_value "$@"; profile_hz=$2 ;;
	*) return 1 ;;
	esac
}

profile_check() {
	{ is_uint "$profile_hz" && [ "$profile_hz" -ge 1 ] && [ "$profile_hz" -le 10000 ]; } ||
		usage_err "bad --profile-hz '$profile_hz': give samples a second from 1 to 10000"
	[ "$probe" != none ] || usage_err "profile needs zsprobe: --probe basic (or full), not none"
}

profile_sets() { echo "$label.profile"; }

profile_run() {
	# exp_probe decided "auto"; without a zsprobe binary nothing can be sampled
	[ "$probe" != none ] || { say "profile: no zsprobe here (--probe none): nothing sampled"; return 1; }
	run_set "$label.profile" --sizes "$sizes" --modes munmap,exit --profile "$profile_hz" \
		--experiment profile --exp-params "$(params_json hz="$profile_hz" level="$probe")"
}

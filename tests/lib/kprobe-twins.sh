# shellcheck shell=sh
# kprobe-twins.sh (sourced by tests/vm/run and tests/boards/vm): which of
# zsprobe's function metrics did not go through their kprobe twin.
#
#   kprobe_twins LEVEL      the metrics that have a twin at LEVEL (full adds
#                           the per-object ones)
#   kprobe_twins_missed JSON METRIC...
#                           prints " METRIC=CHOSEN" for each METRIC whose one
#                           chosen hook in JSON is not a kprobe/kretprobe;
#                           nothing when all are

kprobe_twins() {
	kt_m='unmap.munmap unmap unmap.exit_start unmap.exit_end'
	[ "$1" = full ] && kt_m="$kt_m zs_free release"
	echo "$kt_m"
}

kprobe_twins_missed() {
	km_j=$1
	shift
	for km_m; do
		jq -e --arg m "$km_m" '[.hooks[] | select(.metric == $m) | .chosen // "" | test("^kprobe")] == [true]' \
			"$km_j" > /dev/null 2>&1 ||
			printf ' %s=%s' "$km_m" "$(jq -r --arg m "$km_m" '.hooks[] | select(.metric == $m) | .chosen' "$km_j" 2>/dev/null)"
	done
}

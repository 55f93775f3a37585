# shellcheck shell=sh
# shellcheck disable=SC2154 # root: the sourcing script's checkout
# profile-walk.sh (sourced by tests/integration/probes/profile, tests/vm/profile
# and tests/boards/vm): the one assertion on zsprobe --profile around the
# munmap (or exit) of a swapped-out region - most of its unmap samples fall
# in the page-table walk and its callees (analysis/profile shares), so a
# broken symboliser or stack walk fails it.  Needs $root (the checkout),
# jq and tests/lib/ktap.sh.
#
#   walk_check FILE          0 when FILE's profile has at least
#                            PROFILE_MIN_SAMPLES unmap samples and at least
#                            PROFILE_MIN_WALK of them in the walk
#   walk_text FILE           the figures walk_check looked at, one line (or
#                            why there were none)
#   profile_lacks FILE       one line naming what the kernel lacks when
#                            FILE's profile is unavailable (bpf_get_stack(), perf
#                            events, ...); nothing when it was sampled
#   profile_refused JSON TEXT WORDS
#                            0 when zsprobe, refused what the profile needs
#                            (ZSPROBE_TEST_PROFILE), said so in one line of
#                            its --text output TEXT naming WORDS, and JSON has
#                            the profile unavailable and the rest measured
#   user_leaf_check FILE     0 when FILE (a munmap run's) names munmap() as
#                            the user leaf frame of at least PROFILE_MIN_WALK
#                            of its unmap samples: the user frames' build ids
#                            were stored and named (zsprobe's profile_usym.c)
#   user_leaf_text FILE      the figures user_leaf_check looked at, one line
#   stacks_kept FILE         0 when FILE's profile lost no stack and no
#                            sample (lost.* all 0, no null frames): with
#                            stacks stored by content, only a full map loses
#                            one, and a 256 MB munmap fills none
#   stacks_kept_text FILE    lost.* and the null stacks, one line
#   profile_walk_cases DIR WHERE
#                            KTAP cases for a guest's DIR/{munmap,exit,
#                            shifted}.json (tests/vm/guest/profile.sh):
#                            munmap and exit pass the walk check and lose no
#                            stack, munmap's
#                            user leaf frames name munmap(), the run
#                            with kallsyms names on the wrong addresses
#                            fails it, the run refused bpf_get_stack()
#                            (refused.json, .txt) says so in one line, the
#                            files conform to schema/

# "most": at least this share of the unmap samples inside the walk, of at
# least this many samples
PROFILE_MIN_WALK=0.75
PROFILE_MIN_SAMPLES=20

walk_check() {
	"$root/analysis/profile" shares --json "$1" > "$1.shares" 2> "$1.err" &&
		jq -e --argjson w "$PROFILE_MIN_WALK" --argjson n "$PROFILE_MIN_SAMPLES" \
			'.unmap_samples[0] >= $n and ([.rows[] | select(.key == "walk")][0].share >= $w)' "$1.shares" > /dev/null
}

walk_text() {
	jq -c '{unmap: .unmap_samples, walk: ([.rows[] | select(.key == "walk")][0].share),
		zs_free: ([.rows[] | select(.key == "zs_free")][0].share)}' "$1.shares" 2> /dev/null || head -n 1 "$1.err"
}

# The munmap syscall's samples of the traced task: how many, and how many
# name munmap() (glibc's munmap or __munmap) as their user leaf frame.
user_leaf_counts() {
	jq -c '[.metrics.profile.stacks[] | select(.role == "task" and
		((.kernel // []) | any(test("^__(x64|arm64)_sys_munmap\\+")))) |
		{c: .count, u: ((.user // [])[0] // "")}] |
		{unmap: (map(.c) | add // 0), munmap_leaf: (map(select(.u | test("^(__)?munmap\\+"))) | map(.c) | add // 0),
		 leaf: (max_by(.c) // {u: null}).u}' "$1"
}

user_leaf_check() {
	user_leaf_counts "$1" 2> /dev/null | jq -e --argjson w "$PROFILE_MIN_WALK" --argjson n "$PROFILE_MIN_SAMPLES" \
		'.unmap >= $n and .munmap_leaf >= $w * .unmap' > /dev/null 2>&1
}

user_leaf_text() {
	user_leaf_counts "$1" 2> /dev/null || echo "(no profile in $1)"
}

stacks_kept() {
	jq -e '.metrics.profile.lost == {kernel_stack: 0, user_stack: 0, map_full: 0} and
		([.metrics.profile.stacks[] | select(.kernel == null or (.role == "task" and .user == null))] | length == 0)' \
		"$1" > /dev/null 2>&1
}

stacks_kept_text() {
	jq -c '.metrics.profile | {lost, samples, null_stacks: ([.stacks[] | select(.kernel == null or .user == null) | .count] | add // 0)}' \
		"$1" 2> /dev/null || echo "(no profile in $1)"
}

profile_lacks() {
	jq -r 'select(.metrics.profile.available != true) |
		"the kernel lacks what the profile needs: " +
		([.unavailable[]? | select(.metric == "profile") | .reason][0] // "no reason recorded")' "$1" 2> /dev/null
}

profile_refused() {
	[ "$(grep '^  unavailable: profile (' "$2" | grep -cF "$3")" = 1 ] &&
		[ "$(grep -c 'unavailable: profile' "$2")" = 1 ] &&
		jq -e '.metrics.profile.available == false and .metrics.profile.samples == null and
			([.unavailable[] | select(.metric == "profile")] | length == 1) and
			.metrics.unmap.available' "$1" > /dev/null 2>&1
}

profile_walk_cases() {
	pw_d=$1 pw_where=$2
	for pw_mode in munmap exit; do
		pw_j=$pw_d/$pw_mode.json
		pw_ev=$(jq -r '.metrics.profile.event // "no event"' "$pw_j" 2> /dev/null)
		pw_lack=$(profile_lacks "$pw_j")
		if [ ! -s "$pw_j" ]; then
			ktap_not_ok "$pw_mode ($pw_where): no probe file $pw_j"
		elif [ -n "$pw_lack" ]; then
			ktap_not_ok "$pw_mode ($pw_where): $pw_lack"
		elif walk_check "$pw_j"; then
			ktap_ok "$pw_mode ($pw_where, $pw_ev): most unmap samples in the walk $(walk_text "$pw_j")"
		else
			ktap_not_ok "$pw_mode ($pw_where, $pw_ev): $(walk_text "$pw_j")"
		fi
	done
	if stacks_kept "$pw_d/munmap.json" && stacks_kept "$pw_d/exit.json"; then
		ktap_ok "munmap, exit ($pw_where): no stack lost $(stacks_kept_text "$pw_d/munmap.json")"
	else ktap_not_ok "munmap, exit ($pw_where): stacks lost $(stacks_kept_text "$pw_d/munmap.json") $(stacks_kept_text "$pw_d/exit.json")"; fi
	if user_leaf_check "$pw_d/munmap.json"; then
		ktap_ok "munmap ($pw_where): the user frames are named, munmap() the leaf $(user_leaf_text "$pw_d/munmap.json")"
	else ktap_not_ok "munmap ($pw_where): user leaf frames $(user_leaf_text "$pw_d/munmap.json")"; fi
	if [ ! -s "$pw_d/shifted.json" ]; then ktap_not_ok "$pw_where: no run with shifted kallsyms"
	elif walk_check "$pw_d/shifted.json"; then ktap_not_ok "$pw_where: a broken symboliser passes the walk check"
	else ktap_ok "$pw_where: a broken symboliser fails the walk check $(walk_text "$pw_d/shifted.json")"; fi
	if profile_refused "$pw_d/refused.json" "$pw_d/refused.txt" 'no bpf_get_stack()'; then
		ktap_ok "$pw_where: without bpf_get_stack() (refused) the profile is unavailable with one line, the rest measured"
	else ktap_not_ok "$pw_where: refused bpf_get_stack(): $(grep -m1 'unavailable: profile' "$pw_d/refused.txt" 2> /dev/null || echo 'no line')"; fi
	if pw_o=$("$root/schema/validate" --kind probe "$pw_d"/*.json 2>&1); then
		ktap_ok "$pw_where: probe files conform to schema/"
	else ktap_not_ok "$pw_where schema: $(printf '%s\n' "$pw_o" | head -n 2 | tr '\n' ' ')"; fi
}

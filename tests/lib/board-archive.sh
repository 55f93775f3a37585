# shellcheck shell=sh
# board-archive.sh (sourced by tests/boards/vm): what `zsfree-board all`
# must leave in LABEL.tar, checked from the unpacked archive: board.json
# names every step that was asked for, in order, none silently missing; each
# step is complete and has its result sets (the matrix the set LABEL, an
# experiment at least one set whose meta.json names it), each complete with
# valid runs and the bundle's version.  Needs jq and tests/lib/ktap.sh.
#
#   board_archive_cases DIR LABEL STEPS
#       KTAP cases for DIR/LABEL/ (the archive unpacked in DIR); STEPS is
#       the comma list the command ran (configs/board.conf's steps, or its
#       --only)

# ba_sets SETS_DIR LABEL STEP: the step's sets, one a line
ba_sets() {
	if [ "$3" = matrix ]; then
		[ -f "$1/$2/meta.json" ] && echo "$2"
		return 0
	fi
	for ba_m in "$1"/*/meta.json; do
		[ -f "$ba_m" ] || continue
		jq -e --arg s "$3" '.experiment.name == $s' "$ba_m" > /dev/null 2>&1 && basename "$(dirname "$ba_m")"
	done
	return 0
}

# ba_set_bad SETS_DIR SET: why SET is not a complete set of valid runs from the bundle (nothing if it is)
ba_set_bad() {
	jq -r 'if .status != "complete" then "status \(.status)"
		elif (.counts.valid // 0) < 1 then "no valid run"
		elif (.toolkit.git_describe // "" | startswith("bundle ")) | not then "toolkit \(.toolkit.git_describe)"
		else empty end' "$1/$2/meta.json" 2> /dev/null || echo "unreadable meta.json"
}

board_archive_cases() {
	ba_top=$1/$2 ba_label=$2 ba_steps=$3
	ba_b=$ba_top/board.json
	if ! jq -e . "$ba_b" > /dev/null 2>&1; then
		ktap_not_ok "archive: no readable $2/board.json"
		return
	fi
	ba_want=$(printf '%s' "$ba_steps" | jq -R -c 'split(",")')
	if jq -e --argjson w "$ba_want" --arg l "$ba_label" \
		'.schema == "zsfree-eval/board/1" and .label == $l and [.steps[].step] == $w' "$ba_b" > /dev/null; then
		ktap_ok "board.json: every step asked for ($ba_steps) recorded, in order, status $(jq -r .status "$ba_b"), $(jq -r .seconds "$ba_b") s"
	else
		ktap_not_ok "board.json: steps $(jq -c '[.steps[] | .step]' "$ba_b") for $ba_want"
	fi
	for ba_s in $(printf '%s' "$ba_steps" | tr ',' ' '); do
		ba_st=$(jq -r --arg s "$ba_s" '[.steps[] | select(.step == $s)][0] | "\(.status) \(.seconds)"' "$ba_b")
		ba_list=$(ba_sets "$ba_top/sets" "$ba_label" "$ba_s" | tr '\n' ' ')
		ba_bad=''
		for ba_set in $ba_list; do
			ba_why=$(ba_set_bad "$ba_top/sets" "$ba_set")
			[ -z "$ba_why" ] || ba_bad="$ba_bad $ba_set: $ba_why;"
		done
		if [ "${ba_st%% *}" = null ]; then
			ktap_not_ok "step $ba_s: missing from board.json"
		elif [ "${ba_st%% *}" != complete ]; then
			ktap_not_ok "step $ba_s: ${ba_st%% *} after ${ba_st#* } s; log.txt ends: $(tail -n 1 "$ba_top/log.txt" 2> /dev/null | cut -c1-160)"
		elif [ -z "$ba_list" ]; then
			ktap_not_ok "step $ba_s: complete but no result set of it in the archive"
		elif [ -n "$ba_bad" ]; then
			ktap_not_ok "step $ba_s:$ba_bad"
		else
			ktap_ok "step $ba_s: complete in ${ba_st#* } s: $(printf '%s' "$ba_list" | sed -e 's/ $//' -e 's/ /,/g')"
		fi
	done
}

#!/bin/sh
# Guest side of `make evaluate`: the standard matrix of configs/standard.conf
# (the cover letter's size and process tables, and the exit case) on this
# kernel with workloads/run, under zsprobe when the image has it, as ONE
# result set LABEL.
# usage: evaluate.sh LABEL REPEATS PROBE(auto|none|basic|full) VIRT [DESCRIBE]
set -u
label=${1:?label} repeats=${2:?repeats} probe=${3:?probe} virt=${4:?virt} describe=${5:-unknown}
[ -x workloads/run ] || { echo "evaluate: workloads/run is not in the image (foundation part missing)"; exit 1; }
if [ "$probe" = auto ]; then
	probe=none
	command -v zsprobe >/dev/null && probe=basic
fi
[ -r workloads/conf.sh ] || { echo "evaluate: workloads/conf.sh is not in the image"; exit 1; }
# shellcheck source=workloads/conf.sh
. workloads/conf.sh
cells=$(conf_get "$(conf_dir)/standard.conf" cells) || exit 1
echo "evaluate: $label: $cells (probe $probe, $repeats repeats)"
exec workloads/run --label "$label" --cells "$cells" --repeats "$repeats" --probe "$probe" \
	--virt "$virt" --describe "$describe"

#!/bin/sh
# Guest side of `make evaluate`: the standard matrix on this kernel with
# workloads/run, under zsprobe when the image has it, as ONE result set LABEL:
#   munmap, 1 process, 64..1024 MB     (the cover letter's size table)
#   munmap, 256 MB x 1..4 processes    (its process table)
#   exit,   1 process, 64, 256, 1024 MB (the low-memory-killer case)
# usage: evaluate.sh LABEL REPEATS PROBE(auto|none|basic|full) VIRT [DESCRIBE]
set -u
label=${1:?label} repeats=${2:?repeats} probe=${3:?probe} virt=${4:?virt} describe=${5:-unknown}
[ -x workloads/run ] || { echo "evaluate: workloads/run is not in the image (foundation part missing)"; exit 1; }
if [ "$probe" = auto ]; then
	probe=none
	command -v zsprobe >/dev/null && probe=basic
fi
cells='munmap:64,128,192,256,512,1024:1;munmap:256:1,2,3,4;exit:64,256,1024:1'
echo "evaluate: $label: $cells (probe $probe, $repeats repeats)"
exec workloads/run --label "$label" --cells "$cells" --repeats "$repeats" --probe "$probe" \
	--virt "$virt" --describe "$describe"

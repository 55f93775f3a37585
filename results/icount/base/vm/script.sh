#!/bin/sh
# Guest side of `make evaluate`: the standard matrix on this kernel with
# workloads/run, under zsprobe when the image has it.  Three result sets:
#   LABEL         sizes 64..1024 MB, 1 process, munmap (the cover letter's size table)
#   LABEL.procs   256 MB x 1..4 processes, munmap (its process table)
#   LABEL.exit    64, 256, 1024 MB, 1 process, exit mode
# usage: evaluate.sh LABEL REPEATS PROBE(auto|none|basic|full) VIRT [DESCRIBE]
set -u
label=${1:?label} repeats=${2:?repeats} probe=${3:?probe} virt=${4:?virt} describe=${5:-unknown}
[ -x workloads/run ] || { echo "evaluate: workloads/run is not in the image (foundation part missing)"; exit 1; }
if [ "$probe" = auto ]; then
	probe=none
	command -v zsprobe >/dev/null && probe=basic
fi
sizes=64,128,192,256,512,1024
common="--repeats $repeats --probe $probe --virt $virt --describe $describe"
set -e
echo "evaluate: $label: sizes $sizes, 1 process, munmap (probe $probe)"
# shellcheck disable=SC2086
workloads/run --label "$label" --sizes $sizes --procs 1 --modes munmap $common
echo "evaluate: $label.procs: 256 MB x 1-4 processes, munmap"
# shellcheck disable=SC2086
workloads/run --label "$label.procs" --sizes 256 --procs 1,2,3,4 --modes munmap $common
echo "evaluate: $label.exit: sizes 64,256,1024, 1 process, exit"
# shellcheck disable=SC2086
workloads/run --label "$label.exit" --sizes 64,256,1024 --procs 1 --modes exit $common

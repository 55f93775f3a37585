#!/bin/sh
# Guest side of the experiments (docs/experiments.md): every experiment of
# workloads/experiments/all on this kernel.  Needs brd sized for the swap
# (kernel command line brd.rd_size=KB, e.g. vm/run --append brd.rd_size=2097152).
# usage: experiments.sh LABEL SCALE PROBE VIRT [DESCRIBE] [ONLY] [FOOTPRINT_PROBE] [OPTION...]
#   PROBE auto|none|basic|full; FOOTPRINT_PROBE (default PROBE) for the
#   footprint breakdown, which wants full; OPTIONs go to every experiment
#   (e.g. --sizes 64,256 --repeats 2 to override the scale)
set -u
label=${1:?label} scale=${2:?scale} probe=${3:?probe} virt=${4:?virt} describe=${5:-unknown}
only=${6:-release,isolation,footprint,totalwork,zswap} fprobe=${7:-}
if [ $# -ge 7 ]; then shift 7; else set --; fi
[ -x workloads/experiments/all ] || { echo "experiments: workloads/experiments/all is not in the image"; exit 1; }
if [ "$probe" = auto ]; then
	probe=none
	command -v zsprobe > /dev/null || [ -x build/x86/bin/zsprobe ] && probe=basic
fi
[ -n "$fprobe" ] || fprobe=$probe
[ -z "$only" ] && only=release,isolation,footprint,totalwork,zswap
common="--label $label --scale $scale --virt $virt --describe $describe"
rest='' rc=0
for e in $(echo "$only" | tr ',' ' '); do [ "$e" = footprint ] || rest="$rest${rest:+,}$e"; done
echo "experiments: $label ($scale): $only; probe $probe, footprint probe $fprobe"
# shellcheck disable=SC2086
[ -z "$rest" ] || workloads/experiments/all $common --only "$rest" --probe "$probe" "$@" || rc=1
case ",$only," in *,footprint,*)
	# shellcheck disable=SC2086
	workloads/experiments/all $common --only footprint --probe "$fprobe" "$@" || rc=1 ;;
esac
exit $rc

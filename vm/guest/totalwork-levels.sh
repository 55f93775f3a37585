#!/bin/sh
# Guest script: the totalwork experiment twice in one boot, at probe level
# basic (LABEL.work, LABEL.work-compact: task and worker CPU, nothing timed
# per object) and at full (LABEL.work-full: zs_free() timed per object in
# the unmapping task, the drain worker's runs with their objects), so that
# the basic sets' CPU times carry no per-object probe.  Run from the image's
# toolkit (vm/run's cwd, /opt/zsfree); the sets go to $RESULTS.
# usage: totalwork-levels.sh LABEL [OPTION...]   (OPTIONs: workloads/experiments/all's,
#        e.g. --scale medium --virt qemu-icount --describe REV)
set -u
case "${1:-}" in
''|-*) echo "totalwork-levels: usage: totalwork-levels.sh LABEL [experiments/all options]" >&2; exit 2 ;;
esac
[ -f workloads/experiments/all ] ||
	{ echo "totalwork-levels: workloads/experiments/all is not in $(pwd); run it under vm/run" >&2; exit 1; }
label=$1
shift
rc=0
sh workloads/experiments/all --label "$label" --only totalwork --probe basic "$@" || rc=1
sh workloads/experiments/all --label "$label" --only totalwork --probe full --part full --skip-compact "$@" || rc=1
exit $rc

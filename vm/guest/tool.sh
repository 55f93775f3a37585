#!/bin/sh
# Guest side of vm/evaluate: run one program of the toolkit in the image
# (/opt/zsfree, the job's working directory) with the arguments given.
# vm/run packs only this file as the job, so a program that finds its
# helpers, configs/ and binaries beside itself (workloads/run,
# workloads/experiments/all) must run from the image's copy, not the job's.
# usage: tool.sh PROGRAM [ARG...]   e.g. tool.sh workloads/run --label base ...
set -u
[ $# -ge 1 ] || { echo "tool.sh: name a toolkit program, e.g. workloads/run" >&2; exit 2; }
case $1 in
/*|*..*) echo "tool.sh: give a path inside the toolkit, e.g. workloads/run, not '$1'" >&2; exit 2 ;;
esac
[ -f "$1" ] || { echo "tool.sh: $1 is not in the image ($(pwd)); rebuild it with make vm-image" >&2; exit 1; }
exec sh "$@"

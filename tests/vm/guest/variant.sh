#!/bin/sh
# check-variants guest: one kernel variant end to end.  Under zsprobe (full
# level: zs_free counted by caller) a 64 MB region goes out to zram and is
# unmapped; then zram's mem_used_total must come back to its pre-run level.
# Writes $RESULTS/variant/: probe.json, workload.txt, mem.txt and, where
# the RFC's debugfs counters exist, deferred.before / deferred.after.
# The host checks the numbers (tests/vm/variants).
# usage: variant.sh SIZE_MB SETTLE_S
size=${1:-64} settle=${2:-20}
fail() { echo "variant: $*"; exit 1; }
z=/sys/block/zram0
out=$RESULTS/variant
mkdir -p "$out"
echo lzo-rle > $z/comp_algorithm && echo 1G > $z/disksize && mkswap /dev/zram0 >/dev/null &&
	swapon /dev/zram0 || fail "zram swap setup failed"
dbg=/sys/kernel/debug/zsmalloc/zram0/deferred
[ -r "$dbg" ] && cat "$dbg" > "$out/deferred.before"
used() { awk '{ print $3 }' $z/mm_stat; }
before=$(used)
zsprobe --level full -o "$out/probe.json" -- swapout-munmap "$size" zram0 > "$out/workload.txt" ||
	fail "zsprobe failed (exit $?)"
cat "$out/workload.txt"
# one zspage chain of slack (8 pages) for objects of other users
limit=$((before + 8 * 4096))
i=0 now=$(used)
while [ "$now" -gt "$limit" ] && [ $i -lt $((settle * 10)) ]; do
	sleep 0.1; i=$((i + 1)); now=$(used)
done
echo "before=$before settled=$now settle_ms=$((i * 100))" > "$out/mem.txt"
[ -r "$dbg" ] && cat "$dbg" > "$out/deferred.after"
swapoff /dev/zram0
echo 1 > $z/reset
echo "variant: ok $(cat "$out/mem.txt")"

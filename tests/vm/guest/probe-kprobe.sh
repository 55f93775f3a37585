#!/bin/sh
# Guest script: zsprobe's kprobe fallbacks on a kernel that has fentry, with
# fentry/fexit refused by the resolver (ZSPROBE_TEST_REFUSE=fentry):
#   vm/run -k base -a tcg -c 2 -m 3G -t 900 tests/vm/guest/probe-kprobe.sh
# Writes $RESULTS/probe-kprobe/{basic,full}.json around a 64 MB munmap.
fail() { echo "probe-kprobe: $*"; exit 1; }
z=/sys/block/zram0
out=$RESULTS/probe-kprobe
mkdir -p "$out"
echo lzo-rle > $z/comp_algorithm && echo 1G > $z/disksize && mkswap /dev/zram0 >/dev/null &&
	swapon /dev/zram0 || fail "zram swap setup failed"
for lvl in basic full; do
	ZSPROBE_TEST_REFUSE=fentry zsprobe --level $lvl -o "$out/$lvl.json" -- munmap-bench --size 64 -q \
		> "$out/$lvl.bench" 2> "$out/$lvl.err" || fail "zsprobe --level $lvl: exit $? ($(tail -n 1 "$out/$lvl.err"))"
	tail -n 12 "$out/$lvl.err"
done
swapoff /dev/zram0; echo 1 > $z/reset
echo "probe-kprobe: ok"

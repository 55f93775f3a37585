#!/bin/sh
# check-vm guest: zsprobe (full level) around a 64 MB swapped-out munmap;
# the host checks the JSON (tests/vm/run).
fail() { echo "probes: $*"; exit 1; }
z=/sys/block/zram0
out=$RESULTS/vmtest-probes
mkdir -p "$out"
echo lzo-rle > $z/comp_algorithm && echo 1G > $z/disksize && mkswap /dev/zram0 >/dev/null &&
	swapon /dev/zram0 || fail "zram swap setup failed"
zsprobe --level full -o "$out/probe.json" -- swapout-munmap 64 > "$out/workload.txt" ||
	fail "zsprobe failed (exit $?)"
cat "$out/workload.txt"
swapoff /dev/zram0; echo 1 > $z/reset
echo "probes: ok"

#!/bin/sh
# check-boards-kernels guest: what page size and zsmalloc classes the kernel has,
# and zsprobe's report of a small swapped-out munmap on it; the host compares
# them with the kernel's flavour (tests/boards/vm).
fail() { echo "pages: $*"; exit 1; }
z=/sys/block/zram0
out=$RESULTS/boards-pages
mkdir -p "$out"
sed -n 's/^KernelPageSize: *//p' /proc/self/smaps | head -n 1 > "$out/kernel-page-size"
echo lzo-rle > $z/comp_algorithm && echo 512M > $z/disksize && mkswap /dev/zram0 >/dev/null &&
	swapon /dev/zram0 || fail "zram swap setup failed"
zsprobe --level full -o "$out/probe.json" -- swapout-munmap 32 > "$out/workload.txt" ||
	fail "zsprobe failed (exit $?)"
# the classes table while the pool exists (merged classes are not listed)
cp /sys/kernel/debug/zsmalloc/zram0/classes "$out/classes" 2>/dev/null || echo "no debugfs classes" > "$out/classes"
cat $z/mm_stat > "$out/mm_stat"
swapoff /dev/zram0; echo 1 > $z/reset
echo "pages: ok, KernelPageSize $(cat "$out/kernel-page-size")"

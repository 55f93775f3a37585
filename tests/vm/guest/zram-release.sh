#!/bin/sh
# check-vm guest: swap SIZE_MB out to zram, munmap it, and check that zram's
# mem_used_total comes back to its pre-run level within SETTLE seconds.
# usage: zram-release.sh SIZE_MB SETTLE_S
size=${1:-64} settle=${2:-20}
fail() { echo "zram-release: $*"; exit 1; }
z=/sys/block/zram0
echo lzo-rle > $z/comp_algorithm || fail "cannot set comp_algorithm"
echo 1G > $z/disksize || fail "cannot set disksize"
mkswap /dev/zram0 >/dev/null || fail "mkswap failed"
swapon /dev/zram0 || fail "swapon failed"
used() { awk '{ print $3 }' $z/mm_stat; }
before=$(used)
line=$(swapout-munmap "$size" zram0) || fail "swapout-munmap failed"
echo "$line"
after_unmap=$(used)
swapped=$(echo "$line" | sed -n 's/.*swapped_kb=\([0-9]*\).*/\1/p')
[ "$swapped" -ge $((size * 1024 * 95 / 100)) ] ||
	fail "only ${swapped} kB of ${size} MB went to swap; the test needs >= 95%"
# The region must really have been stored in zram before the munmap.
peak=$(echo "$line" | sed -n 's/.*zram_used=\([0-9]*\).*/\1/p')
[ "$peak" -ge $((before + size * 1024 * 1024 / 64)) ] ||
	fail "zram mem_used_total only grew from $before to $peak before munmap; the data did not go to zram"
# Allow one zspage chain of slack (8 pages) for objects of other users.
limit=$((before + 8 * 4096))
i=0 now=$(used)
while [ "$now" -gt "$limit" ] && [ $i -lt $((settle * 10)) ]; do
	sleep 0.1; i=$((i + 1)); now=$(used)
done
mkdir -p "$RESULTS/vmtest-zram"
echo "$line before=$before peak=$peak after_munmap=$after_unmap settled=$now settle_ms=$((i * 100))" > "$RESULTS/vmtest-zram/result"
swapoff /dev/zram0
echo 1 > $z/reset
[ "$now" -le "$limit" ] || fail "mem_used_total $now did not return to $before (+32 KB) within ${settle}s"
echo "zram-release: ok before=$before peak=$peak after_munmap=$after_unmap settled=$now in $((i * 100)) ms"

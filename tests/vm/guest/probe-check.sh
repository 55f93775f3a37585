#!/bin/sh
# Guest script for zsprobe's checks on a kernel that allows fentry:
#   vm/run -k base -a icount -c 2 -m 3G -t 1500 tests/vm/guest/probe-check.sh [REPS] [MB]
# Writes $RESULTS/probe-check/: basic.json/full.json around a 64 MB munmap
# (their .bench files: munmap-bench's JSON), kill.json around a 64 MB exit by
# SIGKILL, then overhead.txt (REPS interleaved munmaps of MB MB, default 3 x
# 256: unprobed, basic, full; munmap-bench's own time_ms; overhead-runs.txt:
# MODE ROUND TIME_MS for analysis/munmap-overhead) and syscalls.txt
# (syscall-overhead).  The host reads the files (docs/zsprobe.md).
reps=${1:-3} mb=${2:-256}
fail() { echo "probe-check: $*"; exit 1; }
z=/sys/block/zram0
out=$RESULTS/probe-check
mkdir -p "$out"
echo lzo-rle > $z/comp_algorithm && echo 2G > $z/disksize && mkswap /dev/zram0 >/dev/null &&
	swapon /dev/zram0 || fail "zram swap setup failed"

for lvl in basic full; do
	zsprobe --level $lvl --zram zram0 -o "$out/$lvl.json" -- munmap-bench --size 64 --zram zram0 -q \
		> "$out/$lvl.bench" 2> "$out/$lvl.err" || fail "zsprobe --level $lvl: exit $? ($(tail -n 1 "$out/$lvl.err"))"
done
zsprobe --level full --zram zram0 -o "$out/kill.json" -- munmap-bench --size 64 --exit -q \
	> "$out/kill.bench" 2> "$out/kill.err" || fail "zsprobe exit run: exit $?"

: > "$out/overhead.raw"
i=0
while [ $i -lt "$reps" ]; do
	i=$((i + 1))
	munmap-bench --size "$mb" -q | sed "s/^/none $i /" >> "$out/overhead.raw"
	for lvl in basic full; do
		zsprobe --level $lvl -o /dev/null -- munmap-bench --size "$mb" -q 2>/dev/null | sed "s/^/$lvl $i /" >> "$out/overhead.raw"
	done
done
sed -n 's/^\([a-z]* [0-9]*\) .*"time_ms":\([0-9.]*\).*/\1 \2/p' "$out/overhead.raw" > "$out/overhead-runs.txt"
for m in none basic full; do
	sed -n "s/^$m .*\"time_ms\":\([0-9.]*\).*/\1/p" "$out/overhead.raw" | sort -n |
		awk -v m="$m" '{ v[NR] = $1 } END { printf "%-5s n=%d median %.3f ms min %.3f max %.3f\n", m, NR,
			(NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2, v[1], v[NR] }'
done > "$out/overhead.txt"
cat "$out/overhead.txt"
swapoff /dev/zram0; echo 1 > $z/reset
# per-syscall cost for a traced and an untraced process (as tests/integration/
# probes/syscall-overhead, which the image does not carry)
calls=${SYSCALL_CALLS:-50000}
: > "$out/syscalls.raw"
i=0
while [ $i -lt "$reps" ]; do
	i=$((i + 1))
	syscall-cost "$calls" | sed "s/^/none /" >> "$out/syscalls.raw"
	for lvl in basic full; do
		zsprobe --level $lvl -o /dev/null -- syscall-cost "$calls" 2>/dev/null | sed "s/^/$lvl-traced /" >> "$out/syscalls.raw"
		zsprobe --level $lvl -o /dev/null -- sleep 600 2>/dev/null &
		zp=$!
		sleep 3	# zsprobe attaches, then COMMAND execs
		syscall-cost "$calls" | sed "s/^/$lvl-untraced /" >> "$out/syscalls.raw"
		kill -INT $zp; wait $zp
	done
done
for m in none basic-traced basic-untraced full-traced full-untraced; do
	for k in getppid_ns sched_yield_ns; do
		sed -n "s/^$m .*\"$k\":\([0-9.]*\).*/\1/p" "$out/syscalls.raw" | sort -n |
			awk -v m="$m" -v k="$k" '{ v[NR] = $1 } END { printf "%-15s %-15s n=%d median %.1f\n", m, k, NR,
				(NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
	done
done > "$out/syscalls.txt"
cat "$out/syscalls.txt"
echo "probe-check: ok"

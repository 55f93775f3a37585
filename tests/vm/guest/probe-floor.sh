#!/bin/sh
# Guest script: the floor under zsprobe's per-object probes (docs/zsprobe.md,
# OVERHEAD), on a kernel that allows fentry and kprobe sessions (6.10+):
#   vm/run -k base -a icount -c 2 -m 3G -t 1500 tests/vm/guest/probe-floor.sh [REPS] [MB]
# REPS rounds (default 5) of MB MB munmaps (default 256), the modes
# interleaved in each round: unprobed, then probe-floor's counting programs
# on zs_free() by fentry, fentry+fexit, and a kprobe session whose return
# runs for no call, one in 32 and every call; then zsprobe --level full for
# the same munmap.  Writes $RESULTS/probe-floor/runs.txt (MODE ROUND TIME_MS,
# munmap-bench's own time, for analysis/munmap-overhead) and counts.txt
# (probe-floor's counters per run: every mode must see every zs_free()).
reps=${1:-5} mb=${2:-256}
case "$reps$mb" in ''|*[!0-9]*) echo "probe-floor: REPS and MB are whole numbers"; exit 1 ;; esac
fail() { echo "probe-floor: $*"; exit 1; }
z=/sys/block/zram0
out=$RESULTS/probe-floor
mkdir -p "$out"
if ! { echo lzo-rle > $z/comp_algorithm && echo 2G > $z/disksize && mkswap /dev/zram0 >/dev/null &&
	swapon /dev/zram0; }; then
	fail "zram swap setup failed"
fi
probe-floor session -- true 2> "$out/session.err" || fail "no kprobe session here: $(tail -n 1 "$out/session.err")"
bench() { munmap-bench --size "$mb" -q; }
: > "$out/raw"
: > "$out/counts.txt"
i=0
while [ $i -lt "$reps" ]; do
	i=$((i + 1))
	bench | sed "s/^/none $i /" >> "$out/raw"
	for m in fentry pair session:0 session:32 session:1; do
		mode=${m%%:*} period=${m#*:}
		[ "$mode" = "$m" ] && period=0
		name=$mode
		[ "$mode" = session ] && name=session-$period
		probe-floor "$mode" "$period" -- munmap-bench --size "$mb" -q 2> "$out/err" | sed "s/^/$name $i /" >> "$out/raw"
		sed -n "s/^probe-floor [a-z]*: /$name $i /p" "$out/err" >> "$out/counts.txt"
	done
	zsprobe --level full -o /dev/null -- munmap-bench --size "$mb" -q 2>/dev/null | sed "s/^/full $i /" >> "$out/raw"
done
sed -n 's/^\([a-z0-9-]* [0-9]*\) .*"time_ms":\([0-9.]*\).*/\1 \2/p' "$out/raw" > "$out/runs.txt"
cat "$out/runs.txt" "$out/counts.txt"
swapoff /dev/zram0; echo 1 > $z/reset
echo "probe-floor: ok"

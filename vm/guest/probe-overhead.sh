#!/bin/sh
# Guest script: what zsprobe costs at each level, measured on a swapped-out
# munmap (best run under vm/run -a icount, where guest time follows the
# instruction count and repeats closely).  Levels are interleaved round by
# round so drift spreads evenly.  Writes $RESULTS/probe-overhead/runs.txt
# (level rep munmap_ns) and summary.txt (median per level, overhead vs none).
# usage: probe-overhead.sh [SIZE_MB] [REPS]
size=${1:-64} reps=${2:-5}
fail() { echo "probe-overhead: $*"; exit 1; }
command -v zsprobe >/dev/null || fail "zsprobe is not in the image"
out=$RESULTS/probe-overhead
mkdir -p "$out"
z=/sys/block/zram0
echo lzo-rle > $z/comp_algorithm && echo 2G > $z/disksize && mkswap /dev/zram0 >/dev/null &&
	swapon /dev/zram0 || fail "zram swap setup failed"
: > "$out/runs.txt"
r=1
while [ $r -le "$reps" ]; do
	for level in none basic full; do
		if [ $level = none ]; then
			line=$(swapout-munmap "$size") || fail "swapout-munmap failed"
		else
			line=$(zsprobe --level $level -o "$out/$level-$r.json" -- swapout-munmap "$size" 2>"$out/$level-$r.err") ||
				fail "zsprobe --level $level failed: $(tail -n 1 "$out/$level-$r.err")"
		fi
		ns=$(echo "$line" | sed -n 's/.*munmap_ns=\([0-9]*\).*/\1/p')
		echo "$level $r $ns" | tee -a "$out/runs.txt"
	done
	r=$((r + 1))
done
swapoff /dev/zram0; echo 1 > $z/reset
# median per level; overhead relative to none
for level in none basic full; do
	grep "^$level " "$out/runs.txt" | awk '{ print $3 }' | sort -n |
		awk -v l=$level '{ v[NR] = $1 } END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2;
			printf "%s %d %.3f\n", l, NR, m / 1e6 }'
done | awk -v size="$size" '
	$1 == "none" { base = $3 }
	{ lv[NR] = $1; n[NR] = $2; med[NR] = $3 }
	END { printf "probe overhead, %s MB swapped-out munmap, median of runs\n", size
	      for (i = 1; i <= NR; i++)
		printf "%-6s n=%d median %.3f ms  overhead %+.1f%%\n", lv[i], n[i], med[i], (med[i] / base - 1) * 100 }' |
	tee "$out/summary.txt"

#!/bin/sh
# Guest script: what zsprobe --profile adds to a swapped-out munmap
# (docs/zsprobe.md, "CPU profile"), on any kernel the VM boots:
#   vm/run -k base -a icount -c 2 -m 3G -t 1500 tests/vm/guest/profile-cost.sh [REPS] [MB] [HZ...]
# REPS rounds (default 5) of MB MB munmaps (default 256), the modes
# interleaved in each round: unprobed, zsprobe --level basic, and basic with
# --profile HZ for each HZ (default 999 4999).  ZSPROBE names the zsprobe
# binary on the guest's PATH (default zsprobe: another build can be put
# beside it in the image).  Writes $RESULTS/profile-cost/runs.txt (MODE
# ROUND TIME_MS, munmap-bench's own time, for analysis/munmap-overhead) and
# samples.txt (each profiled run's samples and user frames by kind).
reps=${1:-5} mb=${2:-256}
[ $# -gt 0 ] && shift
[ $# -gt 0 ] && shift
hzs=${*:-999 4999}
zsprobe=${ZSPROBE:-zsprobe}
case "$reps$mb" in ''|*[!0-9]*) echo "profile-cost: REPS and MB are whole numbers"; exit 1 ;; esac
for hz in $hzs; do
	case "$hz" in ''|*[!0-9]*) echo "profile-cost: HZ '$hz' is not a whole number"; exit 1 ;; esac
done
fail() { echo "profile-cost: $*"; exit 1; }
z=/sys/block/zram0
out=$RESULTS/profile-cost
mkdir -p "$out"
if ! { echo lzo-rle > $z/comp_algorithm && echo 2G > $z/disksize && mkswap /dev/zram0 >/dev/null &&
	swapon /dev/zram0; }; then
	fail "zram swap setup failed"
fi
: > "$out/raw"
: > "$out/samples.txt"
i=0
while [ $i -lt "$reps" ]; do
	i=$((i + 1))
	munmap-bench --size "$mb" -q | sed "s/^/none $i /" >> "$out/raw"
	"$zsprobe" --level basic -o /dev/null -- munmap-bench --size "$mb" -q 2>/dev/null | sed "s/^/basic $i /" >> "$out/raw"
	for hz in $hzs; do
		"$zsprobe" --level basic --profile "$hz" -o "$out/p.json" -- munmap-bench --size "$mb" -q 2>/dev/null |
			sed "s/^/profile-$hz $i /" >> "$out/raw"
		printf 'profile-%s %s %s\n' "$hz" "$i" "$(tr -d '\n' < "$out/p.json" |
			sed -n 's/.*"samples":\([0-9]*\).*"user_symbols":\({[^}]*}[^}]*}\).*/samples \1 user_symbols \2/p')" \
			>> "$out/samples.txt"
	done
done
rm -f "$out/p.json"
sed -n 's/^\([a-z0-9-]* [0-9]*\) .*"time_ms":\([0-9.]*\).*/\1 \2/p' "$out/raw" > "$out/runs.txt"
cat "$out/runs.txt" "$out/samples.txt"
swapoff /dev/zram0; echo 1 > $z/reset
echo "profile-cost: ok"

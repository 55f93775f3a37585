#!/bin/sh
# check-profile-vm guest: zsprobe --profile HZ around munmap-bench's munmap
# and exit of a swapped-out MB region, and the munmap once more with
# kallsyms names on the wrong addresses (a broken symboliser), and once
# with bpf_get_stack() refused (ZSPROBE_TEST_PROFILE, as on a kernel
# without them); the host checks the JSON (tests/lib/profile-walk.sh, from
# tests/vm/profile and tests/boards/vm).  usage: profile.sh [HZ] [MB]
hz=${1:-1999}
mb=${2:-128}
fail() { echo "profile: $*"; exit 1; }
z=/sys/block/zram0
out=$RESULTS/vmtest-profile
mkdir -p "$out"
echo lzo-rle > $z/comp_algorithm && echo 1G > $z/disksize && mkswap /dev/zram0 >/dev/null &&
	swapon /dev/zram0 || fail "zram swap setup failed"
for mode in munmap exit; do
	zsprobe --profile "$hz" -o "$out/$mode.json" -- munmap-bench -s "$mb" --mode "$mode" --no-lock -q \
		> "$out/$mode.bench" 2> "$out/$mode.err" || fail "zsprobe $mode failed (exit $?): $(tail -n 2 "$out/$mode.err")"
done
awk '$2 ~ /^[tTwW]$/' /proc/kallsyms | sort > /tmp/ks.sorted
awk 'NR > 1 { print a, t, $3 } { a = $1; t = $2 }' /tmp/ks.sorted > /tmp/kallsyms.shifted
ZSPROBE_KALLSYMS=/tmp/kallsyms.shifted zsprobe --profile "$hz" -o "$out/shifted.json" -- \
	munmap-bench -s "$mb" --mode munmap --no-lock -q > /dev/null 2> "$out/shifted.err" ||
	fail "zsprobe with shifted kallsyms failed (exit $?)"
ZSPROBE_TEST_PROFILE=no-get-stack zsprobe --profile "$hz" --text -o "$out/refused.json" -- true \
	> "$out/refused.txt" 2>&1 || fail "zsprobe with bpf_get_stack() refused failed (exit $?): $(tail -n 1 "$out/refused.txt")"
swapoff /dev/zram0; echo 1 > $z/reset
echo "profile: ok"

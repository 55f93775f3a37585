#!/bin/sh
# Guest script: what the kprobe twins cost against fentry, on a kernel that
# has fentry (ZSPROBE_TEST_REFUSE=fentry stands for one that has not):
#   vm/run -a icount -k KERNEL [-i IMAGE+MODULES] tests/vm/guest/probe-kprobe-cost.sh [REPS] [MB] [CALLS]
# REPS interleaved rounds (default 3) of an MB MB munmap (default 256) in
# five modes: unprobed; basic with the per-zspage release hook left out
# (ZSPROBE_TEST_SKIP=release: only the hooks that fire a few times per
# munmap or exit - syscall wrapper, page-table walk, do_exit, exit_mmap),
# through fentry and through kprobes; full, through fentry and through
# kprobes.  munmap-bench's own time_ms; medians in
# $RESULTS/probe-kprobe-cost/cost.txt, the last round's zsprobe JSON per mode
# (MODE.json: the hooks chosen) beside it.  Then per call (syscall-cost,
# best of 5 rounds, REPS times, CALLS getppid() and CALLS/10 cycles, default
# 20000): a one-page mmap+write+munmap cycle, which passes the munmap
# syscall wrapper and the page-table walk once each, with no probe, under
# basic through fentry and under basic through kprobes (percall.txt).
# MB=0 skips the munmap-bench part.  The toolkit comes from the PATH or the
# board bundle in /bundle (as probes-modules.sh).
reps=${1:-3} mb=${2:-256}
fail() { echo "probe-kprobe-cost: $*"; exit 1; }
modprobe virtio_pci 2>/dev/null; modprobe virtio_blk 2>/dev/null; modprobe zram 2>/dev/null
out=$RESULTS/probe-kprobe-cost
mkdir -p "$out"
if ! command -v zsprobe > /dev/null; then
	b=$(ls /bundle/zsfree-board-*.tar.gz 2>/dev/null | head -n 1)
	[ -n "$b" ] || fail "no zsprobe on PATH and no bundle in /bundle"
	mkdir -p /root/probes && tar -xzf "$b" -C /root/probes || fail "cannot unpack $b"
	for d in /root/probes/zsfree-board-*/build/*/bin; do PATH=$d:$PATH; done
	export PATH
fi
z=/sys/block/zram0
echo lzo-rle > $z/comp_algorithm && echo 2G > $z/disksize && mkswap /dev/zram0 > /dev/null &&
	swapon /dev/zram0 || fail "zram swap setup failed"
# run MODE: one munmap-bench under MODE, its JSON line prefixed with MODE
run() {
	case $1 in
	none) munmap-bench --size "$mb" -q ;;
	basic-fentry) ZSPROBE_TEST_SKIP=release zsprobe -o "$out/$1.json" -- munmap-bench --size "$mb" -q ;;
	basic-kprobe) ZSPROBE_TEST_SKIP=release ZSPROBE_TEST_REFUSE=fentry zsprobe -o "$out/$1.json" -- munmap-bench --size "$mb" -q ;;
	full-fentry) zsprobe --level full -o "$out/$1.json" -- munmap-bench --size "$mb" -q ;;
	full-kprobe) ZSPROBE_TEST_REFUSE=fentry zsprobe --level full -o "$out/$1.json" -- munmap-bench --size "$mb" -q ;;
	esac 2>> "$out/stderr.txt" | sed "s/^/$1 /" >> "$out/raw.txt"
}
modes="none basic-fentry basic-kprobe full-fentry full-kprobe"
: > "$out/raw.txt"
i=0
[ "$mb" -gt 0 ] || i=$reps
while [ $i -lt "$reps" ]; do
	i=$((i + 1))
	for m in $modes; do run "$m" || fail "$m: exit $?"; done
done
for m in $modes; do
	sed -n "s/^$m .*\"time_ms\":\([0-9.]*\).*/\1/p" "$out/raw.txt" | sort -n |
		awk -v m="$m" '{ v[NR] = $1 } END { printf "%-13s n=%d median %.3f ms min %.3f max %.3f\n", m, NR,
			(NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2, v[1], v[NR] }'
done > "$out/cost.txt"
cat "$out/cost.txt"
# per call: a one-page munmap through the wrapper and walk hooks
calls=${3:-20000}
: > "$out/percall.raw"
i=0
while [ $i -lt "$reps" ]; do
	i=$((i + 1))
	syscall-cost "$calls" | sed "s/^/none /" >> "$out/percall.raw"
	ZSPROBE_TEST_SKIP=release zsprobe -o /dev/null -- syscall-cost "$calls" 2>/dev/null |
		sed "s/^/basic-fentry /" >> "$out/percall.raw"
	ZSPROBE_TEST_SKIP=release ZSPROBE_TEST_REFUSE=fentry zsprobe -o "$out/percall-kprobe.json" -- syscall-cost "$calls" \
		2>/dev/null | sed "s/^/basic-kprobe /" >> "$out/percall.raw"
done
for m in none basic-fentry basic-kprobe; do
	for k in munmap_ns getppid_ns; do
		sed -n "s/^$m .*\"$k\":\([0-9.]*\).*/\1/p" "$out/percall.raw" | sort -n |
			awk -v m="$m" -v k="$k" '{ v[NR] = $1 } END { printf "%-13s %-11s n=%d median %.1f min %.1f max %.1f\n", m, k, NR,
				(NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2, v[1], v[NR] }'
	done
done > "$out/percall.txt"
cat "$out/percall.txt"
swapoff /dev/zram0; echo 1 > $z/reset
echo "probe-kprobe-cost: ok"

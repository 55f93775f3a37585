#!/bin/sh
# Guest script: zsprobe at each level beside Debian's bpftrace timing the
# same thing, in one boot (the image with bpftrace: make vm-image-bpftrace):
#   vm/run -k base -a icount -c 2 -m 3G -t 3600 -i build/x86/vm/initramfs-bpftrace.cpio.gz \
#       tests/vm/guest/probe-bpftrace.sh [REPS] [MB] [MODES]
# REPS rounds (default 3) of an MB MB swapped-out munmap (default 256), one
# run per mode in each round (the modes interleaved), munmap-bench's own
# time_ms.  MODES (default all, in this order):
#   none        unprobed
#   basic       zsprobe --level basic
#   full        zsprobe --level full (one zs_free in 32 timed)
#   full-every  zsprobe --level full --sample 1 (every zs_free timed)
#   bt-munmap   bpftrace: the munmap syscall's time into a histogram
#               (syscalls tracepoints; munmap-bench's processes by comm:
#               it munmaps in children, which cpid alone would miss)
#   bt-zsfree   bpftrace: every zs_free's time into a histogram
#               (kfunc + kretfunc), and the munmap syscall as above
#   bt-floor    bpftrace: empty kfunc and kretfunc programs on zs_free, what
#               an entry+exit pair per object costs before any work in it
# Writes $RESULTS/probe-bpftrace/runs.txt (MODE ROUND TIME_MS, for
# analysis/munmap-overhead), the last round's zsprobe JSON and bpftrace
# output per mode, and the scripts as run (*.bt).
reps=${1:-3} mb=${2:-256}
modes=${3:-none basic full full-every bt-munmap bt-zsfree bt-floor}
fail() { echo "probe-bpftrace: $*"; exit 1; }
out=$RESULTS/probe-bpftrace
mkdir -p "$out"
command -v zsprobe >/dev/null || fail "zsprobe is not in the image"
command -v bpftrace >/dev/null || fail "bpftrace is not in the image: boot build/x86/vm/initramfs-bpftrace.cpio.gz (make vm-image-bpftrace)"
bench=$(command -v munmap-bench) || fail "munmap-bench is not in the image"

# What a kernel developer would write for each metric (bpftrace 0.17).
cat > "$out/bt-munmap.bt" <<'BT'
tracepoint:syscalls:sys_enter_munmap /comm == "munmap-bench"/ { @start[tid] = nsecs; }
tracepoint:syscalls:sys_exit_munmap /@start[tid]/ {
	@munmap_ns = hist(nsecs - @start[tid]);
	delete(@start[tid]);
}
BT
cat "$out/bt-munmap.bt" > "$out/bt-zsfree.bt"
cat >> "$out/bt-zsfree.bt" <<'BT'
kfunc:zs_free { @zs_start[tid] = nsecs; }
kretfunc:zs_free /@zs_start[tid]/ {
	@zs_free_ns = hist(nsecs - @zs_start[tid]);
	delete(@zs_start[tid]);
}
BT

cat > "$out/bt-floor.bt" <<'BT'
kfunc:zs_free { }
kretfunc:zs_free { }
BT

z=/sys/block/zram0
echo lzo-rle > $z/comp_algorithm && echo 2G > $z/disksize && mkswap /dev/zram0 >/dev/null &&
	swapon /dev/zram0 || fail "zram swap setup failed"
bpftrace --version || fail "bpftrace does not run in the guest (its libraries?)"

# one MODE run: munmap-bench's JSON line on stdout
run_mode() {
	case $1 in
	none) "$bench" --size "$mb" -q ;;
	basic) zsprobe --level basic -o "$out/basic.json" -- "$bench" --size "$mb" -q 2>"$out/basic.err" ;;
	full) zsprobe --level full -o "$out/full.json" -- "$bench" --size "$mb" -q 2>"$out/full.err" ;;
	full-every) zsprobe --level full --sample 1 -o "$out/full-every.json" -- "$bench" --size "$mb" -q \
		2>"$out/full-every.err" ;;
	bt-munmap|bt-zsfree|bt-floor) bpftrace -o "$out/$1.out" -c "$bench --size $mb -q" "$out/$1.bt" 2>"$out/$1.err" ;;
	*) fail "unknown mode '$1'" ;;
	esac
}

# every mode once on 16 MB first: a refused program or a missing library
# fails here in a minute, not after the first long round
for m in $modes; do
	line=$(mb=16; run_mode "$m") || fail "$m on 16 MB: exit $? ($(tail -n 3 "$out/$m.err" 2>/dev/null | tr '\n' ' '))"
	echo "$line" | grep -q '"time_ms"' || fail "$m on 16 MB: no time_ms in munmap-bench's output: $line"
	echo "probe-bpftrace: $m runs"
done

: > "$out/runs.txt"
echo "# $(uname -r), $(grep -c ^processor /proc/cpuinfo) CPUs, $mb MB munmap, rounds of: $modes" >> "$out/runs.txt"
r=1
while [ $r -le "$reps" ]; do
	for m in $modes; do
		line=$(run_mode "$m") || fail "$m, round $r: exit $? ($(tail -n 1 "$out/$m.err" 2>/dev/null))"
		ms=$(echo "$line" | sed -n 's/.*"time_ms":\([0-9.]*\).*/\1/p' | head -n 1)
		[ -n "$ms" ] || fail "$m, round $r: no time_ms in munmap-bench's output: $line"
		echo "$m $r $ms" | tee -a "$out/runs.txt"
	done
	r=$((r + 1))
done
swapoff /dev/zram0; echo 1 > $z/reset
echo "probe-bpftrace: ok"

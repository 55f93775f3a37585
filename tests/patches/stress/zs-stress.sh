#!/bin/sh
# zs-stress.sh: stress every zsmalloc free path on a zram swap device and
# check that nothing is lost or left behind.  Runs as root on the test
# kernel (in the VM), under busybox sh.
#
#   zs-stress.sh [-d DEV] [-s DISKSIZE_MB] [-t SECONDS] [-p PROCS] [-m MB] [-b BIN] [-H]
#
# -H leaves CPUs alone (for a machine whose CPUs must not go offline).
# While zs-stress (the C program next to this script or on PATH, or -b) swaps data out
# and back from PROCS workers that unmap, exit and get killed, this script
# compacts the zram device in a loop and takes CPUs offline and online.
# Then it stops, turns swap off, waits for the deferred frees to drain and
# checks:
#   - zs-stress saw no data mismatch and no worker failure;
#   - the pool holds what it held right after mkswap/swapon (the swap
#     header page) and nothing more: mm_stat orig_data_size, compr_data_size
#     and mem_used_total back to those values;
#   - on kernels with the RFC v4 deferred free, the debugfs counters balance:
#     deferred_objs == drained_objs and backlog_objs == 0;
#   - the device resets;
#   - the kernel log has no report (BUG, WARNING, lockdep, KASAN, ...).
# Ends with "N passed, N failed"; exits 1 on any failure, 2 on bad usage or
# when the device cannot be set up.  Cleans up (swapoff, reset, CPUs back
# online) when interrupted.  Takes /run/zsfree-eval/zram.lock (flock) itself.
set -u

dev=zram0 size_mb=512 secs=60 procs=4 mb=16 hotplug=yes
# The binary next to this script, else the one on PATH (the VM image has it
# in /opt/zsfree/build/x86/bin, which vm/init puts on PATH).
bin=$(dirname "$0")/zs-stress
[ -x "$bin" ] || bin=$(command -v zs-stress 2>/dev/null || echo zs-stress)
usage() {
	sed -n '2,/^set -u/p' "$0" | sed -e '/^set -u/d' -e 's/^# \{0,1\}//'
}
while getopts d:s:t:p:m:b:Hh o; do
	case $o in
	d) dev=$OPTARG ;;
	s) size_mb=$OPTARG ;;
	t) secs=$OPTARG ;;
	p) procs=$OPTARG ;;
	m) mb=$OPTARG ;;
	b) bin=$OPTARG ;;
	H) hotplug=no ;;
	h) usage; exit 0 ;;
	*) echo "zs-stress.sh: bad option (see -h)" >&2; exit 2 ;;
	esac
done
for n in "$size_mb" "$secs" "$procs" "$mb"; do
	case $n in
	''|*[!0-9]*) echo "zs-stress.sh: '$n' is not a positive number (see -h)" >&2; exit 2 ;;
	esac
done

# The zram device and swap are shared: hold the toolkit's zram lock for the
# whole run (flock(1), where the system has it).
if [ -z "${ZS_STRESS_LOCKED:-}" ] && command -v flock >/dev/null 2>&1; then
	(umask 077; mkdir -p /run/zsfree-eval)
	ZS_STRESS_LOCKED=1 exec flock -w 900 /run/zsfree-eval/zram.lock sh "$0" "$@"
fi

fail_setup() { echo "zs-stress.sh: $*" >&2; cleanup; exit 2; }
sys=/sys/block/$dev
dbg=/sys/kernel/debug/zsmalloc/$dev/deferred
pass=0 fail=0
ok() { pass=$((pass + 1)); echo "ok   $*"; }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }

loop_pids=
swap_on=no
cpus=
fair_saved=
# 6.12's fair deadline server underflows its running bandwidth when a CPU
# goes down (SCHED_WARN_ON at kernel/sched/deadline.c:265, then a lockdep
# report from printing under the runqueue lock): a scheduler bug that has
# nothing to do with zsmalloc.  While CPUs go offline and online, the fair
# server is switched off (runtime 0, where debugfs offers it), then restored.
fair_server_off() {
	for f in /sys/kernel/debug/sched/fair_server/cpu[0-9]*/runtime; do
		[ -w "$f" ] || continue
		fair_saved="$fair_saved $f=$(cat "$f")"
		echo 0 >"$f"
	done
	[ -n "$fair_saved" ] && echo "fair deadline server off during CPU hotplug"
}
fair_server_restore() {
	for e in $fair_saved; do echo "${e#*=}" >"${e%%=*}" 2>/dev/null; done
	fair_saved=
}
cleanup() {
	for p in $loop_pids; do kill "$p" 2>/dev/null; done
	for p in $loop_pids; do wait "$p" 2>/dev/null; done
	loop_pids=
	for c in $cpus; do echo 1 >"$c" 2>/dev/null; done
	fair_server_restore
	if [ "$swap_on" = yes ]; then
		swapoff "/dev/$dev" 2>/dev/null
		swap_on=no
	fi
}
trap 'cleanup; echo "zs-stress.sh: interrupted" >&2; exit 1' INT TERM HUP

[ "$(id -u)" -eq 0 ] || fail_setup "must run as root"
[ -x "$bin" ] || fail_setup "no zs-stress binary at $bin (use -b)"
[ -d "$sys" ] || fail_setup "no $sys: kernel without zram, or wrong -d"
if ! [ -d /sys/kernel/debug/zsmalloc ] && [ -d /sys/kernel/debug ]; then
	mount -t debugfs none /sys/kernel/debug 2>/dev/null
fi
grep -q "^/dev/$dev " /proc/swaps && fail_setup "/dev/$dev is already used as swap"

# Kernel log so far: only what this run adds is judged.
log_before=$(dmesg | wc -l)

echo 1 >"$sys/reset" 2>/dev/null
echo "$((size_mb * 1024 * 1024))" >"$sys/disksize" || fail_setup "cannot set $sys/disksize"
mkswap "/dev/$dev" >/dev/null 2>&1 || fail_setup "mkswap /dev/$dev failed"
swapon "/dev/$dev" || fail_setup "swapon /dev/$dev failed"
swap_on=yes
# What the pool holds before the stress: the page mkswap wrote.
read -r base_orig base_compr base_used _ <"$sys/mm_stat"
echo "baseline after swapon: orig=$base_orig compr=$base_compr used=$base_used"
if [ -r "$dbg" ]; then
	echo "deferred free counters at start:"
	sed 's/^/  /' "$dbg"
fi

# Background: compaction, and CPU hotplug on every CPU that can go offline.
( while :; do echo 1 >"$sys/compact"; sleep 1; done ) &
loop_pids="$loop_pids $!"
cpus=
for c in /sys/devices/system/cpu/cpu[0-9]*/online; do
	[ "$hotplug" = yes ] && [ -w "$c" ] && cpus="$cpus $c"
done
if [ -n "$cpus" ]; then
	fair_server_off
	( while :; do
		for c in $cpus; do
			echo 0 >"$c" 2>/dev/null
			sleep 1
			echo 1 >"$c" 2>/dev/null
			sleep 1
		done
	done ) &
	loop_pids="$loop_pids $!"
	echo "hotplug loop on:$cpus"
else
	echo "CPU hotplug not exercised (-H, or no CPU can go offline here)"
fi

"$bin" --procs "$procs" --mb "$mb" --seconds "$secs"
rc=$?
cleanup_loops() {
	for p in $loop_pids; do kill "$p" 2>/dev/null; done
	for p in $loop_pids; do wait "$p" 2>/dev/null; done
	loop_pids=
	for c in $cpus; do echo 1 >"$c" 2>/dev/null; done
	fair_server_restore
}
cleanup_loops
if [ $rc -eq 0 ]; then ok "zs-stress: data verified"; else bad "zs-stress exited with $rc"; fi

if swapoff "/dev/$dev"; then
	swap_on=no
	ok "swapoff /dev/$dev"
else
	bad "swapoff /dev/$dev failed"
fi

# Deferred frees drain within ZS_FREE_AGE (1 s) plus the drain time; empty
# zspages whose pages were locked go through zsmalloc's free_work.  Allow 30 s.
mm() { read -r o c u _ <"$sys/mm_stat"; echo "orig=$o compr=$c used=$u"; }
field() { sed -n "s/^$1 //p" "$dbg"; }
i=0
while [ $i -lt 300 ]; do
	read -r o c u _ <"$sys/mm_stat"
	if [ "$o" = "$base_orig" ] && [ "$c" = "$base_compr" ] && [ "$u" = "$base_used" ]; then
		if ! [ -r "$dbg" ] || [ "$(field backlog_objs)" = 0 ]; then
			break
		fi
	fi
	sleep 0.1
	i=$((i + 1))
done
echo "after $((i / 10)).$((i % 10)) s: $(mm)"
read -r o c u _ <"$sys/mm_stat"
if [ "$o" = "$base_orig" ] && [ "$c" = "$base_compr" ]; then
	ok "no object left (orig $o, compr $c: the swap header only)"
else
	bad "objects left: $(mm), baseline orig=$base_orig compr=$base_compr"
fi
if [ "$u" = "$base_used" ]; then
	ok "every emptied zspage released (mem_used_total $u, as at swapon)"
else
	bad "pool holds $u bytes, $base_used at swapon"
fi

if [ -r "$dbg" ]; then
	echo "deferred free counters at end:"
	sed 's/^/  /' "$dbg"
	d=$(field deferred_objs) r=$(field drained_objs) b=$(field backlog_objs)
	if [ "$d" = "$r" ] && [ "$b" = 0 ]; then
		ok "deferred_objs $d == drained_objs $r, backlog 0"
	else
		bad "deferred_objs $d, drained_objs $r, backlog_objs $b"
	fi
	if [ "$(field enabled)" = 1 ] && [ "$d" -gt 0 ]; then
		ok "frees were deferred ($d objects, $(field queued_batches) batches)"
	else
		bad "deferred free not in use: enabled=$(field enabled) deferred_objs=$d"
	fi
else
	echo "no $dbg: kernel without the deferred free (base or lock-v5)"
fi

if echo 1 >"$sys/reset"; then ok "reset $dev"; else bad "reset $dev failed"; fi

report=$(dmesg | tail -n +"$((log_before + 1))" |
	grep -E 'BUG:|kernel BUG|WARNING:|INFO: task|rcu: INFO|Oops|Call Trace|KASAN|UBSAN|ODEBUG|circular locking|recursive locking|inconsistent lock|scheduling while atomic|sleeping function called|is not empty|soft lockup|hard LOCKUP|general protection')
if [ -z "$report" ]; then
	ok "no kernel report"
else
	bad "kernel reported problems:"
	printf '%s\n' "$report" | head -n 40 | sed 's/^/     /'
fi

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]

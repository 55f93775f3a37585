#!/bin/sh
# zs-stress.sh: stress every zsmalloc free path on a zram device and check
# that nothing is lost or left behind.  Runs as root on the test kernel (in
# the VM), under busybox sh.
#
#   zs-stress.sh [-d DEV] [-s DISKSIZE_MB] [-t SECONDS] [-p PROCS] [-m MB]
#                [-F PERCENT] [-z SECONDS] [-Q BATCHES] [-b BIN] [-H] [-S]
#
# A task the kernel does not return to (a stress loop, a write to a CPU's
# online file) is a FAIL line with its kernel stack after 30 s; the pool
# checks still run.
# -H leaves CPUs alone (for a machine whose CPUs must not go offline).
# -S (strict): a check the kernel cannot run (no fault injection, no CPU to
#    take offline) fails instead of being skipped, on kernels with the
#    deferred free.
# -F fails PERCENT of the deferred free's batch allocations during the
#    stress (failslab on the batch cache; default 10, 0 for none), so that
#    its synchronous fallback runs.
# -z the zswap stress's length in seconds (default 20; 0 for none).
# -Q the bound of the deferred-free queue during the stress, in batches, on
#    kernels that let debugfs set it (default 2, so that the stress reaches
#    it even on 2 vCPUs; 0 leaves the kernel's own).
#
# 1. Targeted checks (zs-paths, next to this script or on PATH), on kernels
#    with the RFC v4 deferred free, with DEV as a plain block device: one
#    free path at a time, checked right after it (aging, compact, CPU
#    offline, synchronous fallback, compact_memory with a live backlog,
#    reset with a live backlog; zs-paths --help).
# 2. The stress: while zs-stress (the C program next to this script or on
#    PATH, or -b) swaps data out and back from PROCS workers that unmap,
#    exit and get killed, this script compacts the device every second,
#    writes /proc/sys/vm/compact_memory every 5 s, takes CPUs offline and
#    online (every failed offline or online is counted) and fails batch
#    allocations (-F).  Then it stops, turns swap off, waits for the
#    deferred frees to drain and checks:
#   - zs-stress saw no data mismatch and no worker failure;
#   - no CPU offline or online failed;
#   - the synchronous fallback ran (sync_frees grew) when -F was in force;
#   - the pool holds what it held right after mkswap/swapon (the swap
#     header page): obj_used of the debugfs "classes" file and
#     mem_used_total back to those values;
#   - on kernels with the deferred free: deferred_objs == drained_objs,
#     queued_batches == drained_batches and backlog_objs == 0;
#   - zram's own counters (mm_stat's orig_data_size and compr_data_size)
#     back to their values at swapon, and every size class's obj_used (the
#     pool's "classes" file) back to its value at swapon: a free counted in
#     the wrong class, or a counter updated with the wrong sign, shows here;
#   - before swapoff, with the data still stored, each CPU that can go
#     offline is taken offline and mm_stat must not change meanwhile (a
#     per-CPU counter summed over online CPUs only loses that CPU's share);
#   - on kernels with a bound on the queue (p1c: max_queued in the pool's
#     debugfs directory, set to -Q batches for the stress): no batch was
#     accepted past it (queued_peak <= max_queued_objs), the bound was
#     reached (own_objs > 0: batches freed by whoever handed them over) and
#     the largest backlog sampled (backlog_objs, which also counts the
#     partial batches and the full ones their callers are freeing) is at
#     most the bound plus one partial batch per CPU and one full batch per
#     worker (a worker past the bound frees its own batch preemptibly, so
#     every worker can be in the middle of one: two batches per CPU was
#     exceeded, 421 > 372, with 4 workers on 2 CPUs);
# 3. zswap on brd (-z): the same workers for -z seconds with swap on a brd
#    RAM disk (/dev/ram0; in the VM brd.rd_size on the command line) and
#    zswap in front of it (workloads/experiments/swap-backend), so zswap's
#    own zsmalloc pool frees through the deferred path; after swapoff,
#    zswap's stored_pages and pool_total_size must return to 0 and its
#    pool's deferred counters must balance as the device's do.
# Then:
#   - the device resets, and afterwards the batch cache
#     (/sys/kernel/slab/zs_free_batch) holds as many objects as before the
#     run: no batch leaked;
#   - the kernel log has no report (BUG, WARNING, lockdep, KASAN, ...).  The
#     guest's ring buffer may wrap; run-stress reads the whole console.
# Ends with "N passed, N failed"; exits 1 on any failure, 2 on bad usage or
# when the device cannot be set up.  Cleans up (swapoff, reset, CPUs back
# online, fault injection off) when interrupted.  Takes
# /run/zsfree-eval/zram.lock (flock) itself.
set -u

dev=zram0 size_mb=512 secs=60 procs=4 mb=16 hotplug=yes strict=no fail_pct=10 zswap_secs=20 bound_batches=2
# The binaries next to this script, else the ones on PATH (the VM image has
# them in /opt/zsfree/build/ARCH/tests, linked from /usr/bin, which vm/init
# puts on PATH).
bin=$(dirname "$0")/zs-stress
[ -x "$bin" ] || bin=$(command -v zs-stress 2>/dev/null || echo zs-stress)
paths=$(dirname "$0")/zs-paths
[ -x "$paths" ] || paths=$(command -v zs-paths 2>/dev/null || echo zs-paths)
usage() {
	sed -n '2,/^set -u/p' "$0" | sed -e '/^set -u/d' -e 's/^# \{0,1\}//'
}
while getopts d:s:t:p:m:b:F:z:Q:HSh o; do
	case $o in
	d) dev=$OPTARG ;;
	s) size_mb=$OPTARG ;;
	t) secs=$OPTARG ;;
	p) procs=$OPTARG ;;
	m) mb=$OPTARG ;;
	b) bin=$OPTARG ;;
	F) fail_pct=$OPTARG ;;
	z) zswap_secs=$OPTARG ;;
	Q) bound_batches=$OPTARG ;;
	H) hotplug=no ;;
	S) strict=yes ;;
	h) usage; exit 0 ;;
	*) echo "zs-stress.sh: bad option (see -h)" >&2; exit 2 ;;
	esac
done
for n in "$size_mb" "$secs" "$procs" "$mb" "$fail_pct" "$zswap_secs" "$bound_batches"; do
	case $n in
	''|*[!0-9]*) echo "zs-stress.sh: '$n' is not a positive number (see -h)" >&2; exit 2 ;;
	esac
done
[ "$fail_pct" -le 100 ] || { echo "zs-stress.sh: -F wants a percentage, not '$fail_pct'" >&2; exit 2; }
[ "$size_mb" -ge 128 ] || { echo "zs-stress.sh: -s must be at least 128 (MB; the targeted checks use 112)" >&2; exit 2; }

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
zswap_on=no
# swap-backend (brd swap with zswap in front) from this toolkit: beside a
# checkout's tests/, or the VM image's copy in the working directory
swap_backend=$(dirname "$0")/../../../workloads/experiments/swap-backend
[ -f "$swap_backend" ] || swap_backend=workloads/experiments/swap-backend
cpus=
fair_saved=
failslab_on=no
tmpd=${TMPDIR:-/tmp}/zs-stress.$$
slab=/sys/kernel/slab/zs_free_batch
fsl=/sys/kernel/debug/failslab
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
# failslab_set PERCENT: fail that share of the batch cache's allocations
# (only that cache: cache-filter, and its failslab flag), 0 for none.
failslab_set() {
	if [ "$1" = 0 ]; then
		[ "$failslab_on" = yes ] && echo 0 >"$fsl/probability"
		failslab_on=no
		return 0
	fi
	[ "$(cat "$slab/failslab" 2>/dev/null)" = 1 ] || echo 1 >"$slab/failslab" 2>/dev/null
	[ "$(cat "$slab/failslab" 2>/dev/null)" = 1 ] && [ -d "$fsl" ] || return 1
	echo Y >"$fsl/cache-filter" && echo 0 >"$fsl/verbose" && echo 1 >"$fsl/interval" &&
		echo 0 >"$fsl/space" && echo -1 >"$fsl/times" && echo "$1" >"$fsl/probability" || return 1
	failslab_on=yes
}
# A broken kernel can leave a task in a write that never returns (a stress
# loop's compaction or CPU hotplug): waits on the loops and on sysfs writes
# are bounded, and a task still in the kernel after hang_secs is a FAIL line
# with its kernel stack, so that the checks after it still run and the run
# ends with the reason instead of the VM's timeout.
# >>> bounded waits (tests/patches/stress/test-waits runs these lines)
hang_secs=30
kernel_hung=no
# gone PID: the process has exited (no /proc entry, or a zombie)
gone() {
	[ -r "/proc/$1/stat" ] || return 0
	case $(sed 's/.*) //' "/proc/$1/stat" 2>/dev/null) in Z*|X*|'') return 0 ;; esac
	return 1
}
# wait_gone SECS PID...: wait at most SECS for every PID to exit; prints
# those still running and fails when there are any
wait_gone() {
	# a wall-clock deadline: on a loaded machine each poll takes longer
	wg_end=$(($(date +%s) + $1))
	shift
	while :; do
		wg_left=
		for wg_p; do gone "$wg_p" || wg_left="$wg_left $wg_p"; done
		[ -z "$wg_left" ] && return 0
		[ "$(date +%s)" -lt "$wg_end" ] || break
		sleep 0.1
	done
	echo "$wg_left"
	return 1
}
# hung WHAT PID: the FAIL line for a task the kernel did not return to
hung() {
	kernel_hung=yes
	bad "$1 hung: the kernel did not return to pid $2 within $hang_secs s (wchan $(cat "/proc/$2/wchan" 2>/dev/null))"
	echo "  kernel stack of pid $2:"
	sed 's/^/    /' "/proc/$2/stack" 2>/dev/null
}
# sysfs_write VALUE FILE: echo VALUE >FILE, bounded; 1 when the write
# failed, 2 when it hung (reported)
sysfs_write() {
	(echo "$1" >"$2") 2>/dev/null &
	sw_pid=$!
	if ! wait_gone "$hang_secs" "$sw_pid" >/dev/null; then
		hung "echo $1 > $2" "$sw_pid"
		return 2
	fi
	wait "$sw_pid" || return 1
}
# <<< bounded waits
stop_loops() {
	for p in $loop_pids; do kill "$p" 2>/dev/null; done
	if ! stuck=$(wait_gone "$hang_secs" $loop_pids); then
		for p in $stuck; do hung "a stress loop (device compaction, compact_memory or CPU hotplug)" "$p"; done
	fi
	# reap the loops that ended; one still in the kernel is left alone
	for p in $loop_pids; do gone "$p" && wait "$p" 2>/dev/null; done
	loop_pids=
	for c in $cpus; do
		[ "$kernel_hung" = yes ] && break
		sysfs_write 1 "$c"
	done
	fair_server_restore
	failslab_set 0
}
bound_file=
bound_saved=
bound_restore() {
	[ -n "$bound_saved" ] && echo "$bound_saved" >"$bound_file" 2>/dev/null
	bound_saved=
}
cleanup() {
	stop_loops
	bound_restore
	if [ "$swap_on" = yes ]; then
		swapoff "/dev/$dev" 2>/dev/null
		swap_on=no
	fi
	if [ "$zswap_on" = yes ]; then
		ZSFREE_ZRAM_LOCK_HELD=1 sh "$swap_backend" teardown --backend zswap >/dev/null 2>&1
		zswap_on=no
	fi
	rm -rf "$tmpd"
}
trap 'cleanup; echo "zs-stress.sh: interrupted" >&2; exit 1' INT TERM HUP

[ "$(id -u)" -eq 0 ] || fail_setup "must run as root"
[ -x "$bin" ] || fail_setup "no zs-stress binary at $bin (use -b)"
[ -d "$sys" ] || fail_setup "no $sys: kernel without zram, or wrong -d"
if ! [ -d /sys/kernel/debug/zsmalloc ] && [ -d /sys/kernel/debug ]; then
	mount -t debugfs none /sys/kernel/debug 2>/dev/null
fi
grep -q "^/dev/$dev " /proc/swaps && fail_setup "/dev/$dev is already used as swap"
mkdir -p "$tmpd" || fail_setup "cannot create $tmpd"

# Kernel log so far: only what this run adds is judged.
log_before=$(dmesg | wc -l)
# Objects in the batch cache, exact: shrink first (it also empties KASAN's
# quarantine).  Empty when the cache has no sysfs directory of its own.
slab_objs() {
	[ -d "$slab" ] && ! [ -L "$slab" ] || return 0
	echo 1 >"$slab/shrink" 2>/dev/null
	cut -d' ' -f1 "$slab/objects" 2>/dev/null
}
slab_before=$(slab_objs)
# the "classes" file: obj_used of its Total row
obj_used() {
	awk '$1 == "class" { for (i = 1; i <= NF; i++) if ($i == "obj_used") c = i - 1 }
	     $1 == "Total" && c { print $c }' "${dbg%/deferred}/classes" 2>/dev/null
}
# field NAME [FILE]: a counter of a deferred file (default the device's)
field() { sed -n "s/^$1 //p" "${2:-$dbg}"; }
setup_dev() {	# setup_dev: a fresh device of -s MB
	echo 1 >"$sys/reset" 2>/dev/null
	echo "$((size_mb * 1024 * 1024))" >"$sys/disksize" || fail_setup "cannot set $sys/disksize"
}
# strictly_skipped WHAT: a check that could not run
strictly_skipped() {
	if [ "$strict" = yes ]; then bad "$* (-S: required)"; else echo "skip $*"; fi
}

# ---- 1. targeted checks, one free path at a time ---------------------------
setup_dev
if ! [ -r "$dbg" ]; then
	echo "no $dbg: kernel without the deferred free (base or lock-v5); no targeted checks"
elif ! [ -x "$paths" ]; then
	bad "no zs-paths binary at $paths: the targeted checks cannot run"
else
	[ "$hotplug" = yes ] && fair_server_off
	echo "targeted checks: $paths all (on /dev/$dev as a block device)"
	# live on the console (a kernel crash must not hide which check ran)
	{ "$paths" --dev "$dev" all 2>&1; echo $? >"$tmpd/paths.rc"; } | tee "$tmpd/paths.txt" | sed 's/^/  /'
	rc=$(cat "$tmpd/paths.rc")
	fair_server_restore
	while IFS= read -r line; do
		case $line in
		"ok   "*) ok "${line#ok   }" ;;
		"FAIL "*) bad "${line#FAIL }" ;;
		"skip "*) strictly_skipped "${line#skip }" ;;
		esac
	done <"$tmpd/paths.txt"
	case $rc in 0|1) ;; *) bad "zs-paths exited with $rc: $(tail -n 1 "$tmpd/paths.txt")" ;; esac
fi

# ---- 2. the stress -----------------------------------------------------------
setup_dev
mkswap "/dev/$dev" >/dev/null 2>&1 || fail_setup "mkswap /dev/$dev failed"
swapon "/dev/$dev" || fail_setup "swapon /dev/$dev failed"
swap_on=yes
# What the pool holds before the stress: the page mkswap wrote.
read -r base_orig base_compr base_used _ <"$sys/mm_stat"
base_objs=$(obj_used)
# class_used: "class:obj_used" of every size class with objects
class_used() {
	awk '$1 == "class" { for (i = 1; i <= NF; i++) if ($i == "obj_used") c = i }
	     $1 ~ /^[0-9]+$/ && c && $c != 0 { print $1 ":" $c }' "${dbg%/deferred}/classes" 2>/dev/null
}
base_classes=$(class_used)
echo "baseline after swapon: orig=$base_orig compr=$base_compr used=$base_used obj_used=${base_objs:-?}"
if [ -r "$dbg" ]; then
	echo "deferred free counters at start:"
	sed 's/^/  /' "$dbg"
	sync_before=$(field sync_frees)
fi
# A kernel whose queue bound debugfs can set: -Q batches for the stress.
bound_file=${dbg%/deferred}/max_queued
if [ -w "$bound_file" ] && [ "$bound_batches" -gt 0 ]; then
	bound_saved=$(cat "$bound_file")
	echo $((bound_batches * $(field batch_objs))) >"$bound_file"
	echo "queue bound for the stress: $(cat "$bound_file") objects ($bound_batches batches; the kernel's: $bound_saved)"
fi

# Background: compaction every second (and the backlog seen just before it),
# compact_memory every 5 s, CPU hotplug on every CPU that can go offline.
: >"$tmpd/backlog"
( while :; do
	[ -r "$dbg" ] && field backlog_objs >>"$tmpd/backlog"
	echo 1 >"$sys/compact"; sleep 1
done ) &
loop_pids="$loop_pids $!"
if [ -w /proc/sys/vm/compact_memory ]; then
	( while :; do sleep 5; echo 1 >/proc/sys/vm/compact_memory; echo x >>"$tmpd/compact_memory"; done ) &
	loop_pids="$loop_pids $!"
fi
cpus=
for c in /sys/devices/system/cpu/cpu[0-9]*/online; do
	[ "$hotplug" = yes ] && [ -w "$c" ] && cpus="$cpus $c"
done
: >"$tmpd/hotplug"
if [ -n "$cpus" ]; then
	fair_server_off
	( while :; do
		for c in $cpus; do
			if echo 0 >"$c"; then echo "off ok" >>"$tmpd/hotplug"
			else echo "off FAILED $c" >>"$tmpd/hotplug"; fi
			sleep 1
			if echo 1 >"$c"; then echo "on ok" >>"$tmpd/hotplug"
			else echo "on FAILED $c" >>"$tmpd/hotplug"; fi
			sleep 1
		done
	done ) &
	loop_pids="$loop_pids $!"
	echo "hotplug loop on:$cpus"
else
	echo "CPU hotplug not exercised (-H, or no CPU can go offline here)"
	[ "$hotplug" = yes ] && [ -r "$dbg" ] && strictly_skipped "CPU hotplug: no CPU can go offline"
fi
if [ -r "$dbg" ] && [ "$fail_pct" -gt 0 ]; then
	if failslab_set "$fail_pct"; then
		echo "failslab: $fail_pct % of the batch cache's allocations fail during the stress"
	else
		failslab_set 0
		strictly_skipped "synchronous fallback under the stress: no fault injection on $slab (CONFIG_FAILSLAB, CONFIG_FAULT_INJECTION_DEBUG_FS, slab_debug=A,zs_free_batch)"
	fi
fi

"$bin" --procs "$procs" --mb "$mb" --seconds "$secs"
rc=$?
was_failing=$failslab_on
stop_loops
if [ $rc -eq 0 ]; then ok "zs-stress: data verified"; else bad "zs-stress exited with $rc"; fi

offs=$(grep -c '^off ok' "$tmpd/hotplug") ons=$(grep -c '^on ok' "$tmpd/hotplug")
hp_failed=$(grep -c 'FAILED' "$tmpd/hotplug")
if [ -n "$cpus" ]; then
	if [ "$hp_failed" = 0 ] && [ "$offs" -gt 0 ]; then
		ok "CPU hotplug: $offs offlines and $ons onlines, none failed"
	else
		bad "CPU hotplug: $hp_failed of $((offs + ons + hp_failed)) offlines/onlines failed ($(grep -m1 FAILED "$tmpd/hotplug"))"
	fi
fi
[ -s "$tmpd/compact_memory" ] && echo "compact_memory written $(wc -l <"$tmpd/compact_memory") times during the stress"
if [ -r "$dbg" ]; then
	echo "largest backlog seen before a compaction: $(sort -n "$tmpd/backlog" | tail -n 1) objects ($(wc -l <"$tmpd/backlog") samples)"
	s=$(field sync_frees)
	if [ "$was_failing" = yes ]; then
		if [ "$s" -gt "$sync_before" ]; then
			ok "synchronous fallback under the stress: $((s - sync_before)) frees (sync_frees $sync_before -> $s, $fail_pct % of batch allocations failing)"
		else
			bad "synchronous fallback never ran: sync_frees $s with $fail_pct % of batch allocations failing"
		fi
	fi
fi

# mm_stat's orig_data_size and compr_data_size, "orig compr"
zram_counters() { read -r o c _ <"$sys/mm_stat"; echo "$o $c"; }
# Each CPU that can go offline, with the data still stored: the counters
# must read the same while it is offline.  A change between before and
# after (something still swapping) makes the CPU's attempt count for nothing.
# After a hang the kernel is not trusted with more hotplug: the pool checks
# below still run.
[ "$kernel_hung" = yes ] && echo "CPU checks skipped: a task hung in the kernel (above)"
[ -n "$cpus" ] && [ "$kernel_hung" = no ] && fair_server_off
for cf in $cpus; do
	[ "$kernel_hung" = no ] || break
	n=${cf%/online}; n=${n##*/}
	tries=0 verdict=
	while [ $tries -lt 3 ] && [ -z "$verdict" ]; do
		tries=$((tries + 1))
		before=$(zram_counters)
		sysfs_write 0 "$cf" || { verdict="cannot take $n offline"; break; }
		during=$(zram_counters)
		sysfs_write 1 "$cf" || { verdict="cannot bring $n online"; break; }
		after=$(zram_counters)
		[ "$before" = "$after" ] || continue
		if [ "$during" = "$before" ]; then verdict=same; else verdict="orig/compr $before online, $during with $n offline"; fi
	done
	case $verdict in
	same) ok "zram counters with $n offline: orig/compr $before, as online" ;;
	'') echo "zram counters with $n offline: not judged, they kept changing ($tries tries)" ;;
	*) bad "zram counters with $n offline: $verdict" ;;
	esac
done
fair_server_restore

if [ -n "$bound_saved" ]; then
	bound=$(field max_queued_objs) peak=$(field queued_peak) own=$(field own_objs) batch=$(field batch_objs)
	ncpu=$(grep -c '^processor' /proc/cpuinfo)
	most=$(sort -n "$tmpd/backlog" | tail -n 1)
	if [ "$peak" -le "$bound" ]; then
		ok "bound: no batch accepted past it (queued_peak $peak <= max_queued_objs $bound)"
	else
		bad "bound: queued_peak $peak > max_queued_objs $bound: a batch was queued past the bound"
	fi
	if [ "$own" -gt 0 ]; then
		ok "bound reached: $own objects of full batches freed by whoever handed them over"
	else
		bad "bound: never reached (own_objs 0, queued_peak $peak, bound $bound): the stress does not test it"
	fi
	if [ "${most:-0}" -le $((bound + batch * (ncpu + procs))) ]; then
		ok "bound: largest backlog sampled ${most:-0} <= bound $bound + a batch ($batch) per CPU ($ncpu) and per worker ($procs)"
	else
		bad "bound: largest backlog sampled $most > bound $bound + a batch ($batch) per CPU ($ncpu) and per worker ($procs)"
	fi
	bound_restore
fi

if swapoff "/dev/$dev"; then
	swap_on=no
	ok "swapoff /dev/$dev"
else
	bad "swapoff /dev/$dev failed"
fi

# Deferred frees drain within ZS_FREE_AGE (1 s) plus the drain time; empty
# zspages whose pages were locked go through zsmalloc's free_work.  Allow 15 s.
mm() { read -r o c u _ <"$sys/mm_stat"; echo "orig=$o compr=$c used=$u obj_used=$(obj_used)"; }
i=0
while [ $i -lt 150 ]; do
	read -r o c u _ <"$sys/mm_stat"
	if [ "$(obj_used)" = "$base_objs" ] && [ "$u" = "$base_used" ]; then
		if ! [ -r "$dbg" ] || [ "$(field backlog_objs)" = 0 ]; then
			break
		fi
	fi
	sleep 0.1
	i=$((i + 1))
done
echo "after $((i / 10)).$((i % 10)) s: $(mm)"
read -r o c u _ <"$sys/mm_stat"
objs=$(obj_used)
if [ -n "$objs" ] && [ "$objs" = "$base_objs" ]; then
	ok "no object left: obj_used $objs, as at swapon (the swap header)"
elif [ -z "$base_objs" ] && [ "$o" = "$base_orig" ] && [ "$c" = "$base_compr" ]; then
	ok "no object left (no classes file: orig $o, compr $c, as at swapon)"
else
	bad "objects left: $(mm); at swapon obj_used=${base_objs:-?} orig=$base_orig compr=$base_compr"
fi
if [ "$u" = "$base_used" ]; then
	ok "every emptied zspage released (mem_used_total $u, as at swapon)"
else
	bad "pool holds $u bytes, $base_used at swapon"
fi
if [ "$o" = "$base_orig" ] && [ "$c" = "$base_compr" ]; then
	ok "zram counters: orig_data_size $o and compr_data_size $c, as at swapon"
else
	bad "zram counters: orig_data_size $o, compr_data_size $c after the drain; $base_orig and $base_compr at swapon"
fi
if [ -n "$base_classes" ]; then
	now_classes=$(class_used)
	if [ "$now_classes" = "$base_classes" ]; then
		ok "classes: every size class's obj_used as at swapon ($(echo $now_classes))"
	else
		bad "classes: obj_used per class $(echo $now_classes | cut -c1-200) after the drain, $(echo $base_classes) at swapon"
	fi
fi

if [ -r "$dbg" ]; then
	echo "deferred free counters at end:"
	sed 's/^/  /' "$dbg"
	d=$(field deferred_objs) r=$(field drained_objs) b=$(field backlog_objs)
	qb=$(field queued_batches) db=$(field drained_batches)
	if [ "$d" = "$r" ] && [ "$b" = 0 ] && [ "$qb" = "$db" ]; then
		ok "deferred_objs $d == drained_objs $r, queued_batches $qb == drained_batches $db, backlog 0"
	else
		bad "deferred_objs $d, drained_objs $r, queued_batches $qb, drained_batches $db, backlog_objs $b"
	fi
	if [ "$(field enabled)" = 1 ] && [ "$d" -gt 0 ]; then
		ok "frees were deferred ($d objects, $qb batches, $(field sync_frees) synchronous)"
	else
		bad "deferred free not in use: enabled=$(field enabled) deferred_objs=$d"
	fi
else
	echo "no $dbg: kernel without the deferred free (base or lock-v5)"
fi

# ---- 3. zswap on brd -----------------------------------------------------
zsw=/sys/kernel/debug/zswap
zswap_field() { cat "$zsw/$1" 2>/dev/null; }
# zswap_pool_dbg: the deferred file of zswap's newest zsmalloc pool
# (6.12 names its pools zswap<hex>), empty when there is none
zswap_pool_dbg() {
	for zp in /sys/kernel/debug/zsmalloc/zswap*; do :; done
	[ -r "$zp/deferred" ] && echo "$zp/deferred"
}
zswap_stress() {
	if ! [ -d /sys/module/zswap ]; then strictly_skipped "zswap: this kernel has no zswap"; return; fi
	if ! [ -f "$swap_backend" ]; then strictly_skipped "zswap: no swap-backend script at $swap_backend"; return; fi
	if ! ZSFREE_ZRAM_LOCK_HELD=1 sh "$swap_backend" setup --backend zswap --size 256 --comp lzo-rle >"$tmpd/zswap-setup" 2>&1; then
		strictly_skipped "zswap on brd: $(tail -n 1 "$tmpd/zswap-setup")"
		return
	fi
	zswap_on=yes
	echo "zswap stress: $zswap_secs s, zswap (zsmalloc, lzo-rle) in front of brd swap on /dev/ram0"
	: >"$tmpd/zswap-stored"
	( while :; do zswap_field stored_pages >>"$tmpd/zswap-stored"; sleep 1; done ) &
	loop_pids="$loop_pids $!"
	"$bin" --procs "$procs" --mb "$mb" --seconds "$zswap_secs"
	rc=$?
	stop_loops
	if [ $rc -eq 0 ]; then ok "zswap: zs-stress data verified"; else bad "zswap: zs-stress exited with $rc"; fi
	zdbg=$(zswap_pool_dbg)
	most=$(sort -n "$tmpd/zswap-stored" | tail -n 1)
	echo "zswap: at most ${most:-?} pages stored, $(zswap_field written_back_pages) written back to brd; pool ${zdbg%/deferred}"
	# swapoff loads every stored entry back, each freed through zs_free; the
	# counters are read before the teardown, whose restored compressor makes
	# zswap switch to a new pool and destroy this one
	swapoff /dev/ram0 || bad "zswap: swapoff /dev/ram0 failed"
	i=0
	while [ $i -lt 150 ]; do
		if [ "$(zswap_field stored_pages)" = 0 ] && [ "$(zswap_field pool_total_size)" = 0 ]; then
			[ -z "$zdbg" ] || [ "$(field backlog_objs "$zdbg")" = 0 ] && break
		fi
		sleep 0.1
		i=$((i + 1))
	done
	st=$(zswap_field stored_pages) ps=$(zswap_field pool_total_size)
	if [ "${most:-0}" -gt 0 ] && [ "$st" = 0 ] && [ "$ps" = 0 ]; then
		ok "zswap: up to $most pages stored, none left and pool_total_size 0 $((i / 10)).$((i % 10)) s after swapoff"
	else
		bad "zswap: stored_pages ${st:-?}, pool_total_size ${ps:-?} $((i / 10)).$((i % 10)) s after swapoff (at most ${most:-?} stored)"
	fi
	zcounters=$tmpd/zswap-deferred
	[ -z "$zdbg" ] || cp "$zdbg" "$zcounters"
	if ZSFREE_ZRAM_LOCK_HELD=1 sh "$swap_backend" teardown --backend zswap >"$tmpd/zswap-down" 2>&1; then
		zswap_on=no
	else
		bad "zswap: teardown failed: $(tail -n 1 "$tmpd/zswap-down")"
	fi
	[ -r "$dbg" ] || return 0
	if [ -z "$zdbg" ]; then
		bad "zswap: no deferred counters for zswap's pool under /sys/kernel/debug/zsmalloc"
		return
	fi
	d=$(field deferred_objs "$zcounters") r=$(field drained_objs "$zcounters") b=$(field backlog_objs "$zcounters")
	if [ "${d:-0}" -gt 0 ] && [ "$d" = "$r" ] && [ "$b" = 0 ]; then
		ok "zswap's pool: deferred_objs $d == drained_objs $r, backlog 0 ($(field sync_frees "$zcounters") synchronous)"
	else
		bad "zswap's pool: deferred_objs ${d:-?}, drained_objs ${r:-?}, backlog_objs ${b:-?}"
	fi
}
if [ "$zswap_secs" -gt 0 ]; then zswap_stress; fi

if echo 1 >"$sys/reset"; then ok "reset $dev"; else bad "reset $dev failed"; fi
slab_after=$(slab_objs)
if [ -n "$slab_before" ] && [ -n "$slab_after" ]; then
	if [ "$slab_after" = "$slab_before" ]; then
		ok "no batch leaked: zs_free_batch holds $slab_after objects after the reset, as before the run"
	else
		bad "batches leaked: zs_free_batch holds $slab_after objects after the reset, $slab_before before the run"
	fi
elif [ -r /sys/kernel/slab ] && [ -e "$slab" ]; then
	strictly_skipped "batch cache accounting: $slab is merged with another cache (boot with slab_debug=A,zs_free_batch or slab_nomerge)"
fi

all=$(dmesg)
case $all in
*"Linux version"*) ;;
*) echo "the kernel log ring buffer has wrapped: this grep sees only its tail (run-stress reads the whole console)" ;;
esac
report=$(printf '%s\n' "$all" | tail -n +"$((log_before + 1))" |
	grep -E 'BUG:|kernel BUG|WARNING:|INFO: task|rcu: INFO|Oops|Call Trace|KASAN|UBSAN|ODEBUG|circular locking|recursive locking|inconsistent lock|scheduling while atomic|sleeping function called|is not empty|soft lockup|hard LOCKUP|general protection')
if [ -z "$report" ]; then
	ok "no kernel report"
else
	bad "kernel reported problems:"
	printf '%s\n' "$report" | head -n 40 | sed 's/^/     /'
fi
rm -rf "$tmpd"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]

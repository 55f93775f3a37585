#!/bin/sh
# check-vm guest: the kernel came up as configured and results come back.
fail() { echo "boot-check: $*"; exit 1; }
out=$RESULTS/vmtest-boot
mkdir -p "$out"
uname -r > "$out/release"
grep -c ^processor /proc/cpuinfo > "$out/cpus"
[ -r /sys/kernel/btf/vmlinux ] || fail "no /sys/kernel/btf/vmlinux (CONFIG_DEBUG_INFO_BTF)"
[ -e /sys/block/zram0 ] || fail "no zram0 (CONFIG_ZRAM)"
[ -e /sys/kernel/tracing/available_filter_functions ] || fail "no tracefs function list (CONFIG_FUNCTION_TRACER)"
grep -q '^zs_free$' /sys/kernel/tracing/available_filter_functions || fail "zs_free is not traceable"
[ -e /sys/fs/cgroup/memory.stat ] || fail "no memory.stat in cgroup2 (CONFIG_MEMCG)"
[ -e /proc/pressure/memory ] || fail "no /proc/pressure/memory (CONFIG_PSI)"
[ -e /sys/kernel/mm/transparent_hugepage/enabled ] || fail "no THP"
[ -e /proc/sysrq-trigger ] || fail "no /proc/sysrq-trigger (CONFIG_MAGIC_SYSRQ)"
# vm/run lengthens RCU's stall limit for emulated vCPUs; the kernel must have taken it
t=$(cat /sys/module/rcupdate/parameters/rcu_cpu_stall_timeout 2>/dev/null)
[ "$t" = 60 ] || fail "rcupdate.rcu_cpu_stall_timeout is '${t:-missing}', not the 60 s vm/run sets"
echo "boot-check: ok release=$(cat "$out/release") cpus=$(cat "$out/cpus")"

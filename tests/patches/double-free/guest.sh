#!/bin/sh
# guest.sh: the guest side of run-double-free.  Frees one zsmalloc object
# twice through /sys/kernel/debug/zs_double_free (the test-only kernel patch
# next to this script).  The kernel is booted with panic_on_warn=1, so its
# first report stops it here; reaching the end means nothing was reported.
set -u
f=/sys/kernel/debug/zs_double_free
[ -e "$f" ] || mount -t debugfs none /sys/kernel/debug 2>/dev/null
[ -e "$f" ] || { echo "double-free: no $f: not a kernel with the test patch"; exit 2; }
echo "double-free: writing $f"
echo 1 >"$f"
echo "double-free: FAIL: the kernel is still running after a double free (no report stopped it)"
exit 1

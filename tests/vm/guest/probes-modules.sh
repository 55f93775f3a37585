#!/bin/sh
# Guest script: zsprobe on a distribution kernel with zsmalloc and zram as
# modules (Debian 12's, tests/boards/board-kernel), around a 64 MB munmap of
# swapped-out memory and the process exits that follow.  The toolkit comes
# from the PATH (the VM image) or, in a busybox-only guest, from the board
# bundle under /bundle.  Writes $RESULTS/probes-modules/{basic,full}.json
# (and their .err, .bench, the modules' BTF listing); the host checks them
# (tests/boards/vm, tests/vm/distro).
set -u
fail() { echo "probes-modules: $*"; exit 1; }
out=$RESULTS/probes-modules
mkdir -p "$out"
# a distribution kernel has virtio as modules: the results disk needs them
modprobe virtio_pci 2>/dev/null; modprobe virtio_blk 2>/dev/null
[ -b /dev/vda ] || fail "no /dev/vda for the results (virtio_blk)"
if ! command -v zsprobe > /dev/null; then
	b=$(ls /bundle/zsfree-board-*.tar.gz 2>/dev/null | head -n 1)
	[ -n "$b" ] || fail "no zsprobe on PATH and no bundle in /bundle"
	mkdir -p /root/probes && tar -xzf "$b" -C /root/probes || fail "cannot unpack $b"
	for d in /root/probes/zsfree-board-*/build/*/bin; do PATH=$d:$PATH; done
	export PATH
fi
command -v zsprobe > /dev/null && command -v munmap-bench > /dev/null || fail "no zsprobe or munmap-bench"
modprobe zram 2>/dev/null || fail "modprobe zram failed"
grep -q '^zsmalloc ' /proc/modules || fail "zsmalloc is not a loaded module"
ls /sys/kernel/btf > "$out/btf-objects"
[ -f /sys/kernel/btf/zsmalloc ] || fail "no /sys/kernel/btf/zsmalloc (module without BTF)"
z=/sys/block/zram0
echo lzo-rle > $z/comp_algorithm && echo 1G > $z/disksize && mkswap /dev/zram0 > /dev/null &&
	swapon /dev/zram0 || fail "zram swap setup failed"
for lvl in basic full; do
	zsprobe --level $lvl --zram zram0 -o "$out/$lvl.json" -- munmap-bench --size 64 --zram zram0 -q \
		> "$out/$lvl.bench" 2> "$out/$lvl.err" || fail "zsprobe --level $lvl: exit $? ($(tail -n 1 "$out/$lvl.err"))"
	tail -n 16 "$out/$lvl.err"
done
swapoff /dev/zram0; echo 1 > $z/reset
echo "probes-modules: ok"

#!/bin/sh
# check-boards-vm guest: a board's view.  The guest image holds busybox, the
# bundle tarball and, for a distribution kernel, its modules - no toolkit.
# Unpack the bundle, run its entry point as a person would (twice, so the
# host can compare two sets), leave the result sets in $RESULTS.
set -u
fail() { echo "bundle: $*"; exit 1; }
# a distribution kernel has virtio as modules: the results disk needs them
modprobe virtio_pci 2>/dev/null; modprobe virtio_blk 2>/dev/null
[ -b /dev/vda ] || fail "no /dev/vda for the results (virtio_blk)"
[ -z "$(ls /opt/zsfree/build/*/bin/ 2>/dev/null)" ] || fail "the guest has toolkit binaries besides the bundle"
mkdir -p /root/board && cd /root/board || fail "no /root/board"
tar -xzf /bundle/zsfree-board-*.tar.gz || fail "cannot unpack the bundle"
cd zsfree-board-* || fail "no top directory in the bundle"
for l in board-a board-b; do
	./zsfree-board run --label "$l" --cells 'munmap:16,32:1' --repeats 2 --warmups 0 \
		--outdir "$RESULTS" --virt qemu-tcg || fail "zsfree-board run --label $l failed (exit $?)"
done
echo "bundle: ok"

#!/bin/sh
# check-boards-vm guest: a board's view.  The guest image holds busybox, the
# bundle tarball and, for a distribution kernel, its modules - no toolkit.
# Unpack the bundle and run its entry point as a person would, leaving what
# it wrote in $RESULTS:
#   bundle.sh              zsfree-board run twice (board-a, board-b), so
#                          the host can compare two sets
#   bundle.sh all STEPS SCALE
#                          zsfree-board all --scale SCALE --only STEPS
#                          into $RESULTS/all/, its output in all.log, its
#                          exit status and seconds in all.rc (the host
#                          checks the archive: tests/boards/vm)
set -u
fail() { echo "bundle: $*"; exit 1; }
mode=${1:-run}
case $mode in run) ;; all) [ $# = 3 ] || fail "usage: bundle.sh all STEPS SCALE" ;; *) fail "usage: bundle.sh [run | all STEPS SCALE]" ;; esac
# a distribution kernel has virtio as modules: the results disk needs them
modprobe virtio_pci 2>/dev/null; modprobe virtio_blk 2>/dev/null
[ -b /dev/vda ] || fail "no /dev/vda for the results (virtio_blk)"
[ -z "$(ls /opt/zsfree/build/*/bin/ 2>/dev/null)" ] || fail "the guest has toolkit binaries besides the bundle"
mkdir -p /root/board && cd /root/board || fail "no /root/board"
tar -xzf /bundle/zsfree-board-*.tar.gz || fail "cannot unpack the bundle"
cd zsfree-board-* || fail "no top directory in the bundle"
if [ "$mode" = all ]; then
	t0=$(date +%s)
	ZSFREE_VIRT=qemu-tcg ./zsfree-board all --label board-all --scale "$3" --only "$2" \
		--outdir "$RESULTS/all" > "$RESULTS/all.log" 2>&1
	echo "$? $(($(date +%s) - t0))" > "$RESULTS/all.rc"
	echo "bundle: zsfree-board all exited $(cut -d' ' -f1 "$RESULTS/all.rc")"
	exit 0
fi
for l in board-a board-b; do
	./zsfree-board run --label "$l" --cells 'munmap:16,32:1' --repeats 2 --warmups 0 \
		--outdir "$RESULTS" --virt qemu-tcg || fail "zsfree-board run --label $l failed (exit $?)"
done
echo "bundle: ok"

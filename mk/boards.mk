# boards: arm64 end to end - the board bundle and its tests.
#
#   make bundle [ARCH=arm64]   build/zsfree-board-ARCH.tar.gz: static binaries
#                              (bin/, no test programs), POSIX sh workloads,
#                              entry point zsfree-board
#                              (docs/boards.md: build, copy, run, bring back)
#   make check-boards-cross    static aarch64 cross build, separate object
#                              dirs, vmlinux header arch check, the bundle
#   make check-boards-vm       the arm64 bundle in qemu-system-aarch64 on
#                              Debian's arm64 kernel (zram etc. as modules),
#                              in a guest with nothing else from the checkout:
#                              zsfree-board run, zsprobe (kprobe twins, the
#                              CPU profile's walk check), zsfree-board all
#                              --scale smoke and its archive
#                              (BOARDS_VM_STEPS=LIST: a subset of its steps,
#                              BOARDS_VM_SCALE=S: another scale)
#   make check-board-host      this host as a board: the x86 bundle unpacked
#                              alone, zsfree-board all at small scale for two
#                              labels, analysis/report from the two archives
#   make check-boards-kernels  our arm64 6.12 base and p1+2 with 16 KiB pages in
#                              the arm64 VM: the full probe set, page size and
#                              class count (BOARD_KERNELS="base p1+2" for 4K)

BUNDLE_OUT := build/$(ARCH)-static
BUNDLE := build/zsfree-board-$(ARCH).tar.gz

.PHONY: bundle check-boards-cross check-boards-vm check-boards-kernels check-board-host
bundle:
	$(Q)$(MAKE) --no-print-directory OUT=$(BUNDLE_OUT) STATIC=1 all
	$(Q)$(call rm_moved_tests,$(BUNDLE_OUT))
	$(Q)sh board/mkbundle --arch $(ARCH) --bin-dir $(BUNDLE_OUT)/bin --workloads workloads -o $(BUNDLE)

# Cross-build tests run from any host: they only need Debian's cross tools.
check-boards-cross:
	$(Q)$(MAKE) --no-print-directory deps ARCH=arm64
	$(Q)MAKE="$(MAKE)" sh tests/boards/cross

# The bundle where a board would run it; Debian's arm64 kernel stands in for
# the board's own (tests/boards/board-kernel fetches it).
check-boards-vm:
	$(Q)$(MAKE) --no-print-directory deps ARCH=arm64
	$(Q)$(MAKE) --no-print-directory bundle ARCH=arm64
	$(Q)$(MAKE) --no-print-directory build/arm64/vm/busybox ARCH=arm64
	$(Q)PATH="$$PATH:/usr/sbin:/sbin" sh tests/boards/vm

# Our arm64 kernels: one full cross build (base) when cold, p1+2 on top.  The
# 16K-page pair, because it checks everything the 4K pair does (the same probe
# set and hooks) and also what 16 KiB pages change (page size, 257 classes),
# for the cost of one full arm64 build; make evaluate ARCH=arm64 builds and
# runs the 4K pair as well.
BOARD_KERNELS ?= base:16k p1+2:16k
check-boards-kernels:
	$(Q)$(MAKE) --no-print-directory deps ARCH=arm64
	$(Q)$(MAKE) --no-print-directory vm-image ARCH=arm64
	$(Q)KSRC=$(KSRC) ZSFREE_CACHE=$(ZSFREE_CACHE) sh tests/boards/kernels $(BOARD_KERNELS)

# The whole board flow on this host (real CPUs, tracepoints only, no brd):
# about 10 minutes: two small-scale board runs, two Ctrl-C runs (the board
# command, the experiments' driver) and one report; T=ctrl-c the Ctrl-C runs alone
check-board-host:
	$(Q)$(MAKE) --no-print-directory bundle ARCH=x86
	$(Q)sh tests/integration/board/run build/zsfree-board-x86.tar.gz

CHECK_TARGETS += check-boards-cross check-boards-vm check-boards-kernels check-board-host
# kmod: depmod/modinfo for the board kernel's modules
DEPS_PKGS += binutils tar gzip kmod

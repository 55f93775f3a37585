# boards: arm64 end to end - the board bundle and its tests.
#
#   make bundle [ARCH=arm64]   build/zsfree-board-ARCH.tar.gz: static binaries,
#                              POSIX sh workloads, entry point zsfree-board
#                              (docs/boards.md: build, copy, run, bring back)
#   make check-boards-cross    static aarch64 cross build, separate object
#                              dirs, vmlinux header arch check, the bundle
#   make check-boards-vm       the arm64 bundle in qemu-system-aarch64 on
#                              Debian's arm64 kernel (zram etc. as modules),
#                              in a guest with nothing else from the checkout
#   make check-boards-kernels  our arm64 6.12 base and p1+2 in the arm64 VM: the
#                              full probe set, page size and class count
#   make check-boards-16k      the same on base:16k and p1+2:16k (16 KiB pages;
#                              another full kernel build when cold, so not in
#                              make check)

BUNDLE_OUT := build/$(ARCH)-static
BUNDLE := build/zsfree-board-$(ARCH).tar.gz

.PHONY: bundle check-boards-cross check-boards-vm check-boards-kernels check-boards-16k
bundle:
	$(Q)$(MAKE) --no-print-directory OUT=$(BUNDLE_OUT) STATIC=1 all
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

# Our arm64 kernels: one full cross build (base) when cold, p1+2 on top.
check-boards-kernels:
	$(Q)$(MAKE) --no-print-directory deps ARCH=arm64
	$(Q)$(MAKE) --no-print-directory vm-image ARCH=arm64
	$(Q)KSRC=$(KSRC) ZSFREE_CACHE=$(ZSFREE_CACHE) sh tests/boards/kernels base p1+2

check-boards-16k:
	$(Q)$(MAKE) --no-print-directory deps ARCH=arm64
	$(Q)$(MAKE) --no-print-directory vm-image ARCH=arm64
	$(Q)KSRC=$(KSRC) ZSFREE_CACHE=$(ZSFREE_CACHE) sh tests/boards/kernels base:16k p1+2:16k

CHECK_TARGETS += check-boards-cross check-boards-vm check-boards-kernels
# kmod: depmod/modinfo for the board kernel's modules
DEPS_PKGS += binutils tar gzip kmod

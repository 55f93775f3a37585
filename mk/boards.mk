# boards: arm64 end to end - the board bundle and its tests.
#
#   make bundle [ARCH=arm64]   build/zsfree-board-ARCH.tar.gz: static binaries,
#                              POSIX sh workloads, entry point zsfree-board
#                              (docs/boards.md: build, copy, run, bring back)
#   make check-boards-cross    static aarch64 cross build, separate object
#                              dirs, vmlinux header arch check, the bundle

BUNDLE_OUT := build/$(ARCH)-static
BUNDLE := build/zsfree-board-$(ARCH).tar.gz

.PHONY: bundle check-boards-cross
bundle:
	$(Q)$(MAKE) --no-print-directory OUT=$(BUNDLE_OUT) STATIC=1 all
	$(Q)sh board/mkbundle --arch $(ARCH) --bin-dir $(BUNDLE_OUT)/bin --workloads workloads -o $(BUNDLE)

# Cross-build tests run from any host: they only need Debian's cross tools.
check-boards-cross:
	$(Q)$(MAKE) --no-print-directory deps ARCH=arm64
	$(Q)MAKE="$(MAKE)" sh tests/boards/cross

CHECK_TARGETS += check-boards-cross
DEPS_PKGS += binutils tar gzip

# boards: arm64 end to end - the board bundle and its tests.
#
#   make bundle [ARCH=arm64]   build/zsfree-board-ARCH.tar.gz: static binaries,
#                              POSIX sh workloads, entry point zsfree-board
#                              (docs/boards.md: build, copy, run, bring back)

BUNDLE_OUT := build/$(ARCH)-static
BUNDLE := build/zsfree-board-$(ARCH).tar.gz

.PHONY: bundle
bundle:
	$(Q)$(MAKE) --no-print-directory OUT=$(BUNDLE_OUT) STATIC=1 all
	$(Q)sh board/mkbundle --arch $(ARCH) --bin-dir $(BUNDLE_OUT)/bin --workloads workloads -o $(BUNDLE)

DEPS_PKGS += binutils tar gzip

# kernels: the evaluation kernels, built by scripts/kernel-build
# into a cache outside the checkout, keyed by source + patches + config.
#
#   make kernels                          every variant in kernel-patches/variants
#   make kernels VARIANTS="base p1"       just these (NAME:debug adds debug.config)
#   make kernels KSRC=/path/to/linux      another tree or tarball
#   make kernels ARCH=arm64               arm64 Images for QEMU's virt machine,
#                                         cross-built (CROSS_COMPILE, default
#                                         aarch64-linux-gnu-): every variant plus
#                                         the 16K-page base:16k and p1+2:16k
#   make kernels-list                     the cache entry of each built variant
#   make kernels-prune                    drop older cache entries and trees of every
#                                         variant (both flavours) not needed again
#
# build/kernels/<variant> (arm64: build/kernels/arm64/<variant>) links to the
# cache entry (bzImage or Image, vmlinux, config, vmlinux.btf, vmlinux.h,
# System.map, build.log, info).

KSRC ?= /usr/src/linux-source-6.12.tar.xz
ZSFREE_CACHE ?= /var/cache/zsfree-eval
KERNEL_JOBS ?= 2
ALL_VARIANTS := $(shell sed -e 's/\#.*//' kernel-patches/variants | awk 'NF { print $$1 }')
ifeq ($(ARCH),arm64)
# 16K pages change zsmalloc's class count and zspage size (Android ships them)
VARIANTS ?= $(ALL_VARIANTS) base:16k p1+2:16k
KERNEL_LINKS := build/kernels/arm64
KERNEL_ENV := KARCH=arm64 CROSS_COMPILE=$(or $(CROSS_COMPILE),aarch64-linux-gnu-)
else
VARIANTS ?= $(ALL_VARIANTS)
KERNEL_LINKS := build/kernels
KERNEL_ENV := KARCH=x86
endif
KERNEL_BUILD = $(KERNEL_ENV) KSRC=$(KSRC) ZSFREE_CACHE=$(ZSFREE_CACHE) scripts/kernel-build -j$(KERNEL_JOBS) --links $(KERNEL_LINKS)

DEPS_PKGS += linux-source-6.12 bc bison flex libelf-dev dwarves xz-utils git binutils

.PHONY: kernels kernels-list kernels-prune
kernels: deps
	$(Q)$(KERNEL_BUILD) $(VARIANTS)

kernels-list:
	$(Q)$(KERNEL_BUILD) --print $(VARIANTS)

kernels-prune:
	$(Q)$(KERNEL_BUILD) --prune $(VARIANTS) $(addsuffix :debug,$(VARIANTS))

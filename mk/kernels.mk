# kernels: the evaluation kernels (issue 4), built by scripts/kernel-build
# into a cache outside the checkout, keyed by source + patches + config.
#
#   make kernels                          every variant in kernel-patches/variants
#   make kernels VARIANTS="base p1"       just these (NAME:debug adds debug.config)
#   make kernels KSRC=/path/to/linux      another tree or tarball
#   make kernels-list                     the cache entry of each built variant
#   make kernels-prune                    drop older cache entries and trees of every
#                                         variant (both flavours) not needed again
#
# build/kernels/<variant> links to the cache entry (bzImage, vmlinux, config,
# vmlinux.btf, vmlinux.h, System.map, build.log, info).

KSRC ?= /usr/src/linux-source-6.12.tar.xz
ZSFREE_CACHE ?= /var/cache/zsfree-eval
KERNEL_JOBS ?= 2
ALL_VARIANTS := $(shell sed -e 's/\#.*//' kernel-patches/variants | awk 'NF { print $$1 }')
VARIANTS ?= $(ALL_VARIANTS)
KERNEL_BUILD = KSRC=$(KSRC) ZSFREE_CACHE=$(ZSFREE_CACHE) scripts/kernel-build -j$(KERNEL_JOBS) --links build/kernels

DEPS_PKGS += linux-source-6.12 bc bison flex libelf-dev dwarves xz-utils git binutils

.PHONY: kernels kernels-list kernels-prune
kernels: deps
	$(Q)$(KERNEL_BUILD) $(VARIANTS)

kernels-list:
	$(Q)$(KERNEL_BUILD) --print $(VARIANTS)

kernels-prune:
	$(Q)$(KERNEL_BUILD) --prune $(VARIANTS) $(addsuffix :debug,$(VARIANTS))

# kernel-patches: the series under test (kernel-patches/*/), their variants
# (kernel-patches/variants) and check-patches, which applies every variant on
# a pristine 6.12 tree, runs checkpatch --strict on every patch and compiles
# what each patch touches (tests/patches/check-patches --help).
DEPS_PKGS += linux-source-6.12 git perl flex bison bc xz-utils libelf-dev util-linux

.PHONY: check-patches
check-patches:
	$(Q)sh tests/patches/check-patches

CHECK_TARGETS += check-patches

# Guest side of the stress test (tests/patches/stress/): build with STATIC=1
# for the VM image; zs-stress.sh expects the binary next to it or via -b.
ZS_STRESS := $(BINDIR)/zs-stress
$(ZS_STRESS): $(OUT)/obj/tests/patches/stress/zs-stress.o
	$(call msg,LD,$@)
	$(Q)mkdir -p $(@D)
	$(Q)$(CC) $(LDFLAGS) $^ -o $@

all: $(ZS_STRESS)

# The stress test on the debug kernel with every series applied, in QEMU
# (tests/patches/stress/run-stress --help).  It builds lock-v5+p1+2:debug
# through scripts/kernel-build (seeded from the cached base-debug build).
STRESS_ARGS ?=
.PHONY: check-patches-stress
check-patches-stress: vm-image
	$(Q)sh tests/patches/stress/run-stress $(if $(STRESS_ARGS),-- $(STRESS_ARGS))

CHECK_TARGETS += check-patches-stress

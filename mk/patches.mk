# kernel-patches: the series under test (kernel-patches/*/), their variants
# (kernel-patches/variants) and check-patches, which applies every variant on
# a pristine 6.12 tree, runs checkpatch --strict on every patch and compiles
# what each patch touches (tests/patches/check-patches --help).
DEPS_PKGS += linux-source-6.12 git perl flex bison bc xz-utils libelf-dev util-linux shellcheck

.PHONY: check-patches
check-patches:
	$(Q)sh tests/patches/check-patches

CHECK_TARGETS += check-patches

# Guest side of the stress test (tests/patches/stress/): test code, so in
# tests/, not bin/; make vm-image builds it with STATIC=1 and packs it
# (GUEST_TESTS), and zs-stress.sh finds it on the guest's PATH (or next to
# the script, or -b).
GUEST_TESTS += zs-stress zs-paths
ZS_STRESS := $(OUT)/tests/zs-stress
$(ZS_STRESS): $(OUT)/obj/tests/patches/stress/zs-stress.o
	$(call msg,LD,$@)
	$(Q)mkdir -p $(@D)
	$(Q)$(CC) $(LDFLAGS) $^ -o $@

# zs-paths: the stress test's targeted checks, one free path at a time on a
# zram block device (tests/patches/stress/zs-paths.c).
ZS_PATHS := $(OUT)/tests/zs-paths
$(ZS_PATHS): $(OUT)/obj/tests/patches/stress/zs-paths.o
	$(call msg,LD,$@)
	$(Q)mkdir -p $(@D)
	$(Q)$(CC) $(LDFLAGS) $^ -o $@

all: $(ZS_STRESS) $(ZS_PATHS)

# The stress test on the debug kernel with every series applied, in QEMU
# (tests/patches/stress/run-stress --help).  It builds lock-v5+p1+2:debug
# through scripts/kernel-build (seeded from the cached base-debug build).
STRESS_ARGS ?=
# zs-stress.sh's bounded waits (a write the kernel never returns from is a
# FAIL line, not the VM's timeout), without a kernel: part of check-fast.
.PHONY: check-stress-waits
check-stress-waits:
	$(Q)sh tests/patches/stress/test-waits

.PHONY: check-patches-stress
check-patches-stress: vm-image
	$(Q)sh tests/patches/stress/run-stress $(if $(STRESS_ARGS),-- $(STRESS_ARGS))

CHECK_TARGETS += check-patches-stress

# Mutation testing of the stress test (tests/patches/mutants/run-mutants
# --help): the unmutated p1+2:debug must pass and each mutant (one broken
# part of the deferred free) must be caught by the check meant for it.  It
# builds seven debug kernels on top of base:debug (about 25 s each: no debug info) and boots
# each; every mutant is caught by a targeted check that runs before the
# stress, so make check keeps the stress short (MUTANT_SECS, 10 s; times in
# docs/kernel-patches.md, "Mutation testing of the stress test").
# MUTANTS="a c" picks some.
MUTANTS ?=
MUTANT_SECS ?= 10
.PHONY: check-patches-mutants
check-patches-mutants: vm-image
	$(Q)sh tests/patches/mutants/run-mutants -s $(MUTANT_SECS) $(MUTANTS)

CHECK_TARGETS += check-patches-mutants

# A double free of a zsmalloc handle on the debug kernels of base, lock-v5
# and lock-v5+p1+2 (tests/patches/double-free/run-double-free --help): each
# must give base's report, KASAN's use-after-free of the handle in the
# freeing task.  Three debug kernels built on base:debug and one short boot
# each (times in docs/kernel-patches.md, "Double free").
.PHONY: check-patches-double-free
check-patches-double-free: vm-image
	$(Q)sh tests/patches/double-free/run-double-free

CHECK_TARGETS += check-patches-double-free

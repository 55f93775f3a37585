# Experiments that answer the reviewers: samplers and tenants in C,
# the experiment driver and its definitions in workloads/experiments/.
EXP_PROGS := release-sampler tenant alloc-touch pressure-sampler storer
EXP_BINS := $(EXP_PROGS:%=$(BINDIR)/%)

$(BINDIR)/%: $(OUT)/obj/workloads/experiments/%.o $(LIBZSFREE)
	$(call msg,LD,$@)
	$(Q)mkdir -p $(@D)
	$(Q)$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS_COMMON)

all: $(EXP_BINS)

# Integration suites (docs/experiments.md): every experiment at 16 MB on the
# host's zram0, and `all --scale small` in the base kernel's VM (brd, zswap,
# the full probe).  Both hold /run/zsfree-eval/zram.lock where they touch zram.
.PHONY: check-experiments-host check-experiments-vm
check-experiments-host: $(EXP_BINS) $(BINDIR)/munmap-bench $(BINDIR)/zsprobe
	$(Q)sh tests/integration/experiments/host

check-experiments-vm: vm-image
	$(Q)KSRC=$(KSRC) ZSFREE_CACHE=$(ZSFREE_CACHE) sh tests/integration/experiments/vm $(VM_OUT)/bin

CHECK_TARGETS += check-experiments-host check-experiments-vm
# util-linux: taskset and flock for the experiment scripts
DEPS_PKGS += util-linux

# workloads: munmap-bench (C) and the POSIX sh scripts around it
# (zram-swap, run).
#
#   make                         builds $(BINDIR)/munmap-bench
#   make STATIC=1                static, for the VM initramfs or a board
#   make check-host              host integration tests (root, real zram0)

MUNMAP_BENCH_OBJS := $(OUT)/obj/workloads/munmap-bench.o $(OUT)/obj/workloads/bench_opts.o

$(BINDIR)/munmap-bench: $(MUNMAP_BENCH_OBJS) $(LIBZSFREE)
	$(call msg,LD,$@)
	$(Q)mkdir -p $(@D)
	$(Q)$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS_COMMON)

all: $(BINDIR)/munmap-bench

# munmap-bench's option parser is unit-tested (tests/unit/test_bench_opts.c);
# this explicit rule overrides mk/tests.mk's pattern rule to link it in
# before the library it uses.
$(OUT)/tests/test_bench_opts: $(OUT)/obj/tests/unit/test_bench_opts.o $(OUT)/obj/workloads/bench_opts.o $(LIBZSFREE)
	$(call msg,LD,$@)
	$(Q)mkdir -p $(@D)
	$(Q)$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS_COMMON)

# Host integration tests: run the real workloads on this machine's zram.
.PHONY: check-host
check-host: $(BINDIR)/munmap-bench
	$(Q)sh tests/integration/host/run $(BINDIR)/munmap-bench

CHECK_TARGETS += check-host
# util-linux: flock, setpriv, chrt; jq and python3: JSON checks in check-host
DEPS_PKGS += util-linux jq python3

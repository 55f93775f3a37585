# Fault-injection suite (tests/faults/run): full disks, signals at each
# phase, SIGKILLed owners, two runs of one label, hostile options and
# planted files, for workloads/run, zram-swap, the experiments, munmap-bench
# and vm/run (with QEMU stood in for).  Root and the host's zram0; skipped
# with one line without them.
#
#   make check-faults

.PHONY: check-faults
check-faults: $(BINDIR)/munmap-bench $(BINDIR)/release-sampler
	$(Q)sh tests/faults/run

CHECK_TARGETS += check-faults
# util-linux: flock, setpriv; coreutils: env --default-signal, timeout;
# procps: pgrep (waiting for a child phase); jq: reading what was written
DEPS_PKGS += util-linux coreutils procps jq

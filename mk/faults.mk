# Fault-injection suite (tests/faults/run): full disks, signals at each
# phase, SIGKILLed owners, two runs of one label, hostile options and
# planted files, for workloads/run, zram-swap, the experiments, munmap-bench
# and vm/run (with QEMU stood in for).  Root and the host's zram0; skipped
# with one line without them.
#
#   make check-faults

.PHONY: check-faults
check-faults: $(BINDIR)/munmap-bench $(BINDIR)/release-sampler $(BINDIR)/zsprobe
	$(Q)sh tests/faults/run

CHECK_TARGETS += check-faults
# util-linux: flock, setpriv; coreutils: env --default-signal, timeout;
# procps: pgrep (waiting for a child phase); jq: reading what was written
DEPS_PKGS += util-linux coreutils procps jq

# Fuzzing the parsers of untrusted data (tests/fuzz/): lava/import's log and
# payload reader, the result-set loader, schema/validate, with inputs that
# python3-hypothesis derives from the committed sets and job logs.  A fixed
# sequence of FUZZ_EXAMPLES inputs per test (about a minute in all);
# FUZZ_RANDOM=1 FUZZ_EXAMPLES=5000 is the long run of docs/workloads.md.
#
#   make check-fuzz
DEPS_PKGS += python3-hypothesis
FUZZ_EXAMPLES ?= 150
.PHONY: check-fuzz
check-fuzz:
	$(Q)FUZZ_EXAMPLES=$(FUZZ_EXAMPLES) PYTHONPATH=tests/lib $(PYTHON) -m pytest -p no:cacheprovider -p pytest_ktap tests/fuzz

CHECK_TARGETS += check-fuzz

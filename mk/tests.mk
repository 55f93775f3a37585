# Test suites.  Fragments append their phony targets to CHECK_TARGETS in the
# order they should run (cheap, host-independent suites first).
# C unit tests: tests/unit/test_*.c, one binary each, run by tests/unit/run.
UNIT_SRCS := $(wildcard tests/unit/test_*.c)
UNIT_BINS := $(UNIT_SRCS:tests/unit/%.c=$(OUT)/tests/%)
$(OUT)/tests/%: $(OUT)/obj/tests/unit/%.o $(LIBZSFREE)
	$(call msg,LD,$@)
	$(Q)mkdir -p $(@D)
	$(Q)$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS_COMMON)

.PHONY: check-unit
check-unit: $(UNIT_BINS)
	$(Q)sh tests/unit/run $(UNIT_BINS)

# Lint (tests/lint/run): shellcheck, cppcheck, pyflakes and the style checks
# (checkpatch.pl, pycodestyle), one test a file.
DEPS_PKGS += shellcheck cppcheck python3-pyflakes python3-pycodestyle
.PHONY: check-lint check-fast check-build
check-lint:
	$(Q)sh tests/lint/run

# The test format itself: tests/lib/ktap.sh and tests/run-suites.
.PHONY: check-ktap
check-ktap:
	$(Q)sh tests/ktap/run

# Settings (configs/*.conf) and make evaluate's run directories, without a
# VM; where the test programs go (the VM image, not bin/ or the bundle).
.PHONY: check-config
check-config:
	$(Q)sh tests/config/run

# The result sets kept in results/: packed raw files, manifests, size.
.PHONY: check-results
check-results:
	$(Q)sh tests/results/run

# Records against schema/*.json (schema/validate): the kept sets, fixtures,
# and fresh output of the producers that run without root.
SCHEMA_PRODUCERS := $(BINDIR)/munmap-bench $(BINDIR)/release-sampler $(BINDIR)/tenant $(BINDIR)/alloc-touch \
	$(BINDIR)/pressure-sampler $(BINDIR)/storer
DEPS_PKGS += python3-jsonschema
.PHONY: check-schema
# check-fast leaves the committed sets with 1 ms samples (half its time) to
# check-schema-samples, which make check runs after the fast tier.
SCHEMA_PYTEST = ZSFREE_BINDIR=$(BINDIR) PYTHONPATH=tests/lib $(PYTHON) -m pytest -p no:cacheprovider -p pytest_ktap
.PHONY: check-schema-samples
check-schema: $(SCHEMA_PRODUCERS)
	$(Q)$(SCHEMA_PYTEST) -m "not samples" tests/schema
check-schema-samples:
	$(Q)$(SCHEMA_PYTEST) -m samples tests/schema

# The fast tier: no apt-get, no kernels, no QEMU, no root.  make check runs
# it first, then builds everything and runs the other suites.  Every suite
# prints KTAP; T=PATTERN runs single tests by name.
CHECK_FAST := check-ktap check-unit check-config check-results check-schema check-analysis-fast check-lint check-lava-jobs check-stress-waits
# check-fast runs two suites at once, the longest first
CHECK_FAST_ORDER := check-analysis-fast check-lint check-schema check-results check-config check-unit check-ktap check-lava-jobs check-stress-waits
# (the binaries the suites need are built first: two suites must not build the same objects at once)
check-fast: $(UNIT_BINS) $(SCHEMA_PRODUCERS)
	$(Q)sh tests/run-suites -j 2 $(CHECK_FAST_ORDER)

check-build:
	$(Q)sh tests/lib/ktap-cmd "make all" $(MAKE) --no-print-directory all

# The suites that need no kernel of ours run before the VM suites: on a cold
# cache they take the CPU while the prefetch builds the first kernels at idle
# priority, and the VM suites then find more of theirs built.
CHECK_NO_KERNEL := check-host check-faults check-fuzz check-probes-host check-profile-host \
	check-analysis-plots check-experiments-host check-boards-cross check-boards-vm check-board-host
CHECK_TARGETS := $(CHECK_FAST) check-build check-schema-samples $(filter $(CHECK_TARGETS),$(CHECK_NO_KERNEL)) \
	$(filter-out $(CHECK_FAST) $(CHECK_NO_KERNEL),$(CHECK_TARGETS))
all: $(LIBZSFREE)

# The suites run while tests/lib/prefetch-kernels builds their kernels at
# idle priority (configs/check.conf; its log: build/prefetch.log); the arm64
# packages come first, so that no apt-get runs beside a suite's.
check: deps
	$(Q)$(if $(T),:,$(MAKE) --no-print-directory deps ARCH=arm64 || echo "make check: no arm64 packages: the arm64 suites will say why" >&2)
	$(Q)sh tests/lib/with-prefetch build/prefetch.log sh tests/run-suites $(CHECK_TARGETS)

-include $(shell find $(OUT) -name '*.d' 2>/dev/null)

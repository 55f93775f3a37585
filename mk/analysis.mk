# analysis: tables, plots, report and timeline export (Python 3, Debian
# packages only).  See docs/analysis.md.
DEPS_PKGS += python3 python3-numpy python3-scipy python3-matplotlib python3-pytest

# Result sets the report covers: the standard matrix of every variant, in
# kernel-patches/variants order, so the first (base) is the baseline
# (make evaluate writes one report for them and one for the experiments).
REPORT_SETS ?= $(foreach v,$(ALL_VARIANTS),$(wildcard results/$(v)))
REPORT_DIR ?= report

.PHONY: check-analysis report
# KTAP through tests/lib/pytest_ktap.py; T=PATTERN picks tests by node id.
# Exit status 5 (no tests collected, T unset) is non-zero, so make fails on
# it like on a test failure.
ANALYSIS_PYTEST = MPLBACKEND=Agg PYTHONPATH=tests/lib $(PYTHON) -m pytest -p no:cacheprovider -p pytest_ktap
# The report, plot and committed-report tests draw every plot, and the golden
# checks read the committed experiments' 1 ms samples (most of the suite's
# time): check-fast runs the rest, make check runs them after the fast tier.
ANALYSIS_SLOW_TESTS := tests/analysis/test_report.py tests/analysis/test_plots.py \
	tests/analysis/test_committed_reports.py tests/analysis/test_golden.py
.PHONY: check-analysis-fast check-analysis-plots
check-analysis:
	$(Q)$(ANALYSIS_PYTEST) tests/analysis
check-analysis-fast:
	$(Q)$(ANALYSIS_PYTEST) $(ANALYSIS_SLOW_TESTS:%=--ignore=%) tests/analysis
check-analysis-plots:
	$(Q)$(ANALYSIS_PYTEST) $(ANALYSIS_SLOW_TESTS)

report:
	$(Q)$(PYTHON) analysis/report -o $(REPORT_DIR) $(REPORT_SETS)

# The committed reports (results/reports/), regenerated from the committed
# sets: the standard matrix of every variant (base first) and the
# experiments (base.iso-pinned first: the baseline).  tests/analysis/
# test_committed_reports.py checks they are what this target writes.
COMMITTED_STANDARD_SETS := base p1 p1+2 lock-v5 lock-v5+p1+2 p1b+2 base.drift
# Each patch against the kernel it applies to, the series (base:p1+2, the
# cover letter's headline) against base (two series, not one stack:
# lock-v5 is not on top of p1+2), the two stacks' tops, the reviewers'
# variant against base and against the faithful p1+2, and base against its
# own re-run after all the others (the drift check).
COMMITTED_STANDARD_PAIRS := base:p1,base:p1+2,p1:p1+2,base:lock-v5,lock-v5:lock-v5+p1+2,p1+2:lock-v5+p1+2,base:p1b+2,p1+2:p1b+2,base:base.drift
# The total-work sets were recorded on the 6.12.118 kernels of a later
# build (another kernel config hash than the other experiments' 6.12.117):
# the experiments report lists that difference (--allow-different
# kernel.config_sha256 below).
# The experiments whose methods the report can use and whose raw files fit
# results/ (results/README.md: the others of the same run are described
# there, not kept): isolation under TCG with 10 kills per cell, tenants on
# the victim's CPU (pinned) and on every CPU (busy: the reviewer's host;
# a second boot of each kernel, -r2, to tell a boot from a kernel: its
# meta.json says the label the run gave, hence --label below), total
# work under icount with one vCPU.
COMMITTED_ISOLATION_SETS := $(foreach k,base p1+2,$(k).iso-pinned $(k).iso-busy $(k).iso-busy-r2)
COMMITTED_EXP_KERNELS := base p1+2 p1b+2
COMMITTED_EXPERIMENTS := work work-compact work-full
# The pressure experiment (issue 26) on the bounded variants too; in the
# experiments report after the others (its answer is in Q2).
COMMITTED_PRESSURE_KERNELS := base p1+2 p1b+2 p1c+2
COMMITTED_PRESSURE_SETS := $(foreach k,$(COMMITTED_PRESSURE_KERNELS),$(foreach l,zram zswap memcg,$(k).pressure-$(l)))
# The release experiment (workloads/experiments/release.sh) of base and
# p1+2, munmap and exit (Q3: the release after munmap; the isolation sets
# are exits only), and its Android case: a new process allocating what the
# victim held right after the kill (release-alloc-<MB>mb).
COMMITTED_RELEASE_SETS := $(foreach k,base p1+2,$(k).release $(k).release-alloc-64mb $(k).release-alloc-256mb)
# The footprint experiment (workloads/experiments/footprint.sh) on base:
# the same logical memory resident, on brd swap and on zram (Q5, seed 002's
# third question), beside the CPU profiles' share of zsmalloc.
COMMITTED_FOOTPRINT_SETS := base.fp-none base.fp-brd base.fp-zram
# The CPU profiles (workloads/experiments/profile.sh) of base and p1+2: the
# report's flame graphs, the differential graph and the shares.
COMMITTED_PROFILE_SETS := base.profile p1+2.profile
# The other committed sets the docs quote, as analysis/compare's tables
# (text and tables.json, no plots): NAME:SET,SET,...
comma := ,
# bounded: p1+2 and its two bounded variants, recorded together in rounds
# (p1c+2 is not in the standard matrix's run).
COMMITTED_COMPARES := arm64:arm64-base,arm64-p1+2,arm64-base.drift \
	arm64-16k:arm64-base-16k,arm64-p1+2-16k,arm64-base-16k.drift lava:lava-qemu-base,lava-qemu-p1+2 \
	bounded:bounded/p1+2,bounded/p1b+2,bounded/p1c+2
# Where make reports writes (the test writes to a temporary directory).
REPORTS_OUT ?= results/reports
COMMITTED_EXP_SETS := $(COMMITTED_ISOLATION_SETS) \
	$(foreach k,$(COMMITTED_EXP_KERNELS),$(foreach e,$(COMMITTED_EXPERIMENTS),$(k).$(e)))
.PHONY: reports
reports:
	$(Q)mkdir -p $(REPORTS_OUT)
	$(Q)MPLBACKEND=Agg $(PYTHON) analysis/report -o $(REPORTS_OUT)/standard \
		--pairs $(COMMITTED_STANDARD_PAIRS) $(COMMITTED_STANDARD_SETS:%=results/%)
	$(Q)MPLBACKEND=Agg $(PYTHON) analysis/report --allow-different machine.mem_total_kb \
		--allow-different kernel.config_sha256 \
		$(foreach s,$(filter %-r2,$(COMMITTED_ISOLATION_SETS)),--label results/$(s)=$(s)) \
		-o $(REPORTS_OUT)/experiments $(COMMITTED_EXP_SETS:%=results/%) $(COMMITTED_RELEASE_SETS:%=results/%) \
		$(COMMITTED_PRESSURE_SETS:%=results/%) \
		$(COMMITTED_FOOTPRINT_SETS:%=results/%) $(COMMITTED_PROFILE_SETS:%=results/%)
	$(Q)$(foreach c,$(COMMITTED_COMPARES),mkdir -p $(REPORTS_OUT)/$(firstword $(subst :, ,$(c))) && \
		$(PYTHON) analysis/compare --json $(REPORTS_OUT)/$(firstword $(subst :, ,$(c)))/tables.json \
		$(patsubst %,results/%,$(subst $(comma), ,$(lastword $(subst :, ,$(c))))) \
		> $(REPORTS_OUT)/$(firstword $(subst :, ,$(c)))/compare.txt &&) true

CHECK_TARGETS += check-analysis-fast check-analysis-plots

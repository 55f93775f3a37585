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
check-analysis:
	$(Q)MPLBACKEND=Agg PYTHONPATH=tests/lib $(PYTHON) -m pytest -p no:cacheprovider -p pytest_ktap tests/analysis

report:
	$(Q)$(PYTHON) analysis/report -o $(REPORT_DIR) $(REPORT_SETS)

CHECK_TARGETS += check-analysis

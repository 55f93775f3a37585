# analysis: tables, plots, report and timeline export (Python 3, Debian
# packages only).  See docs/analysis.md.
DEPS_PKGS += python3 python3-numpy python3-scipy python3-matplotlib python3-pytest

# Result sets the report covers: the standard matrix of every variant, in
# kernel-patches/variants order, so the first (base) is the baseline
# (make evaluate writes one report for them and one for the experiments).
REPORT_SETS ?= $(foreach v,$(ALL_VARIANTS),$(wildcard results/$(v)))
REPORT_DIR ?= report

.PHONY: check-analysis report
# pytest's own summary line ends the output.  Exit status 5 (no tests
# collected) is non-zero, so make fails on it like on a test failure.
check-analysis:
	$(Q)MPLBACKEND=Agg $(PYTHON) -m pytest -q -p no:cacheprovider tests/analysis

report:
	$(Q)$(PYTHON) analysis/report -o $(REPORT_DIR) $(REPORT_SETS)

CHECK_TARGETS += check-analysis

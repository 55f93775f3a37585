# analysis: tables, plots, report and timeline export (Python 3, Debian
# packages only).  See docs/analysis.md.
DEPS_PKGS += python3 python3-numpy python3-scipy python3-matplotlib python3-pytest

# Result sets the report covers; the first is the baseline (results/base
# when it exists).  make evaluate should pass them in variant order.
REPORT_SETS ?= $(wildcard results/base) $(filter-out results/base,$(wildcard results/*))
REPORT_DIR ?= report

.PHONY: check-analysis report
# pytest's own summary line ends the output.  Exit status 5 (no tests
# collected) is non-zero, so make fails on it like on a test failure.
check-analysis:
	$(Q)MPLBACKEND=Agg $(PYTHON) -m pytest -q -p no:cacheprovider tests/analysis

report:
	$(Q)$(PYTHON) analysis/report -o $(REPORT_DIR) $(REPORT_SETS)

CHECK_TARGETS += check-analysis

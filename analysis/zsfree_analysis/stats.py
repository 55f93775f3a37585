"""Summary statistics, the sign convention and the significance test.

Definitions (stated under every table that uses them):
  Stddev    sample standard deviation (n-1), as user/stats.c
  CoeffVar  100 * Stddev / Amean
  Pctile.N  linear interpolation between closest ranks (numpy's default,
            Hyndman-Fan type 7), as user/stats.c
  BAmean.95 mean of the best 95% of the samples (the floor(0.95 n) lowest
            times, or highest rates), at least one sample
  Welch     two-sided Welch's t-test (scipy.stats.ttest_ind, equal_var=False)
"""
import math

import numpy as np
from scipy import stats as sps

SIGNIFICANCE_P = 0.05

# Row order of the detailed table.
STAT_ROWS = ("Min", "Amean", "Stddev", "CoeffVar", "Max", "BAmean.95",
             "Pctile.50", "Pctile.90", "Pctile.99", "Samples")


def percentile(values, q):
    return float(np.percentile(np.asarray(values, dtype=float), q))


def bamean(values, pct=95, higher_is_better=False):
    """Mean of the best pct% of the samples."""
    v = sorted(values, reverse=higher_is_better)
    k = max(1, int(math.floor(len(v) * pct / 100.0)))
    return float(np.mean(v[:k]))


def summary(values, higher_is_better=False):
    """{stat name: value} for the detailed table (None where undefined)."""
    v = np.asarray(values, dtype=float)
    n = len(v)
    if n == 0:
        return {name: None for name in STAT_ROWS} | {"Samples": 0, "Median": None}
    mean = float(v.mean())
    sd = float(v.std(ddof=1)) if n > 1 else None
    return {
        "Min": float(v.min()),
        "Amean": mean,
        "Stddev": sd,
        "CoeffVar": (100.0 * sd / mean) if sd is not None and mean != 0 else None,
        "Max": float(v.max()),
        "BAmean.95": bamean(v, 95, higher_is_better),
        "Pctile.50": percentile(v, 50),
        "Pctile.90": percentile(v, 90),
        "Pctile.99": percentile(v, 99),
        "Samples": n,
        "Median": percentile(v, 50),
    }


def central(values, stat):
    """The headline statistic of the cover-letter table: median or mean."""
    if not values:
        return None
    if stat == "mean":
        return float(np.mean(values))
    return percentile(values, 50)


def pct_better(base, new, higher_is_better=False):
    """Percent change where positive always means better (mmtests' pdiff for
    higher-is-better, pndiff otherwise)."""
    if base is None or new is None or base == 0:
        return None
    if higher_is_better:
        return 100.0 * (new - base) / base
    return 100.0 * (base - new) / base


def welch(a, b):
    """(t, df, p) of a two-sided Welch's t-test, or None when it cannot be
    computed (fewer than 2 samples on a side, or no variance on either)."""
    a = np.asarray(a, dtype=float)
    b = np.asarray(b, dtype=float)
    if len(a) < 2 or len(b) < 2:
        return None
    va, vb = a.var(ddof=1) / len(a), b.var(ddof=1) / len(b)
    if va + vb == 0:
        return None
    res = sps.ttest_ind(a, b, equal_var=False)
    df = (va + vb) ** 2 / (va ** 2 / (len(a) - 1) + vb ** 2 / (len(b) - 1))
    return float(res.statistic), float(df), float(res.pvalue)


def significant(a, b):
    w = welch(a, b)
    return w is not None and w[2] < SIGNIFICANCE_P


def quartiles(values):
    """(q25, median, q75) of a list, numpy linear interpolation."""
    v = np.asarray(values, dtype=float)
    return tuple(float(x) for x in np.percentile(v, [25, 50, 75]))

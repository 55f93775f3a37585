"""Summary statistics, the sign convention and the significance test.

Definitions (stated under every table that uses them):
  Stddev    sample standard deviation (n-1), as user/stats.c
  CoeffVar  100 * Stddev / Amean
  Pctile.N  linear interpolation between closest ranks (numpy's default,
            Hyndman-Fan type 7), as user/stats.c
  BAmean.95 mean of the best 95% of the samples (the floor(0.95 n) lowest
            times, or highest rates), at least one sample
  Welch     two-sided Welch's t-test (scipy.stats.ttest_ind, equal_var=False)
  Ratio CI  95 % confidence interval of the ratio of means r = mb/mn
            (base/new) by Fieller's theorem: every r with
            (mb - r mn)^2 <= t^2 (vb + r^2 vn), vb = sb^2/nb, vn = sn^2/nn,
            t = t(0.975, df), df Welch-Satterthwaite on vb and vn (Welch's
            test's own); when mn is not clearly above 0 (mn^2 <= t^2 vn)
            the set has no upper bound: [low, inf], low 0 unless mb is
            clearly above 0 (mb^2 > t^2 vb).  It holds 1
            exactly when Welch's test at 5 % does not reject equal means,
            so the interval and Welch's p never disagree.
  Verdict   from that interval alone: "faster" when it lies above 1,
            "slower" when below 1, "inconclusive" when it includes 1.
"""
import math

import numpy as np


def _scipy_stats():
    """scipy.stats, imported when a test statistic is first needed: the
    import takes most of a command's start-up (0.4 of 0.6 s), and --help,
    refused inputs and tables without a comparison never need it."""
    from scipy import stats
    return stats


SIGNIFICANCE_P = 0.05
# A cell with fewer runs than this on either side gets a warning and no
# verdict (nor a significance mark): two numbers say little about their spread.
MIN_RUNS = 3

# Row order of the detailed table.
STAT_ROWS = ("Min", "Amean", "Stddev", "CoeffVar", "Max", "BAmean.95",
             "Pctile.50", "Pctile.90", "Pctile.99", "Samples")


CONFIDENCE = 0.95


def finite(values):
    """The numbers among values that are finite (no None, NaN or Inf)."""
    return [float(v) for v in values
            if isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)]


def median(values):
    """The one median of the analysis: over the finite values, None if none."""
    v = finite(values)
    return float(np.median(v)) if v else None


def mean(values):
    """The arithmetic mean over the finite values, None if none."""
    v = finite(values)
    return float(np.mean(v)) if v else None


def complete_medians(rows, width):
    """(the rows whose first `width` values are all defined, the median of
    each of those columns over them, None without such rows): a median of
    ordered tuples over the same rows keeps their order (t50 <= t90 <= t100
    in every run gives it for the medians)."""
    used = [r for r in rows if r is not None and None not in r[:width]]
    return used, [median([r[i] for r in used]) for i in range(width)]


def total(values):
    """The sum over the finite values (integers stay integers), None if none."""
    v = [x for x in values if finite([x])]
    return sum(v) if v else None


def total_by_key(dicts):
    """{key: the sum of its values} over dicts ({} and None count nothing)."""
    out = {}
    for d in dicts:
        for k, v in (d or {}).items():
            out[k] = out.get(k, 0) + v
    return out


def ratio(a, b):
    """a / b of two statistics, None when either is absent or b is 0 (or a is)."""
    return a / b if a and b else None


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


def _mean_variances(a, b):
    """(va, vb, df): the variances of the two means (s^2 / n) and their
    Welch-Satterthwaite df, the one definition Welch's test and the ratio
    interval share; None with fewer than 2 samples on a side or no variance
    on either."""
    if len(a) < 2 or len(b) < 2:
        return None
    va, vb = a.var(ddof=1) / len(a), b.var(ddof=1) / len(b)
    if va + vb == 0:
        return None
    return va, vb, (va + vb) ** 2 / (va ** 2 / (len(a) - 1) + vb ** 2 / (len(b) - 1))


def welch(a, b):
    """(t, df, p) of a two-sided Welch's t-test, or None when it cannot be
    computed (fewer than 2 samples on a side, or no variance on either)."""
    a = np.asarray(a, dtype=float)
    b = np.asarray(b, dtype=float)
    mv = _mean_variances(a, b)
    if mv is None:
        return None
    res = _scipy_stats().ttest_ind(a, b, equal_var=False)
    return float(res.statistic), float(mv[2]), float(res.pvalue)


def enough_runs(a, b):
    """Both sides have MIN_RUNS runs: a verdict or a significance mark may be given."""
    return min(len(a), len(b)) >= MIN_RUNS


def significant(a, b):
    """Welch's p below SIGNIFICANCE_P, with enough runs on both sides."""
    w = welch(a, b)
    return enough_runs(a, b) and w is not None and w[2] < SIGNIFICANCE_P


def quartiles(values):
    """(q25, median, q75) of a list, numpy linear interpolation."""
    v = np.asarray(values, dtype=float)
    return tuple(float(x) for x in np.percentile(v, [25, 50, 75]))


def ratio_ci(base, new, confidence=CONFIDENCE):
    """(ratio, low, high) of mean(base)/mean(new) (a speedup when the values
    are times) with Fieller's interval, or None when it cannot be computed:
    fewer than 2 finite samples on a side, a mean <= 0, or no variance on
    either side.  high is math.inf when the interval is unbounded."""
    a, b = np.asarray(finite(base)), np.asarray(finite(new))
    mv = _mean_variances(a, b)
    if mv is None:
        return None
    ma, mb = float(a.mean()), float(b.mean())
    if ma <= 0 or mb <= 0:
        return None
    va, vb, df = mv
    t2 = float(_scipy_stats().t.ppf(0.5 + confidence / 2, df)) ** 2
    r = ma / mb
    # r in the interval <=> qa r^2 - 2 ab r + qc <= 0 (and r >= 0)
    ab, qa, qc = ma * mb, mb ** 2 - t2 * vb, ma ** 2 - t2 * va
    if qa > 0:
        half = math.sqrt(ab ** 2 - qa * qc)
        return r, max(0.0, (ab - half) / qa), (ab + half) / qa
    # mean(new) not clearly above 0: no upper bound; a lower one only
    # when mean(base) is clearly above 0 (then one root is negative)
    if qc <= 0:
        return r, 0.0, math.inf
    if qa == 0:
        return r, qc / (2 * ab), math.inf
    return r, (ab - math.sqrt(ab ** 2 - qa * qc)) / qa, math.inf


def diff_ci(a, b, confidence=CONFIDENCE):
    """(difference, low, high) of mean(a) - mean(b) with Welch's interval
    (the df of _mean_variances), or None with fewer than 2 finite samples
    on a side or no variance on either."""
    x, y = np.asarray(finite(a)), np.asarray(finite(b))
    mv = _mean_variances(x, y)
    if mv is None:
        return None
    va, vb, df = mv
    d = float(x.mean() - y.mean())
    half = float(_scipy_stats().t.ppf(0.5 + confidence / 2, df)) * math.sqrt(va + vb)
    return d, d - half, d + half


def paired_ratio_ci(new, base, confidence=CONFIDENCE):
    """(ratio, low, high): the geometric mean of new[i] / base[i] over
    pairs measured side by side, with the t interval of the mean log ratio
    (pairing cancels what drifts between pairs, such as a shared host's
    load), or None with fewer than 2 positive pairs or no spread."""
    logs = [math.log(n / b) for n, b in zip(new, base)
            if isinstance(n, (int, float)) and isinstance(b, (int, float)) and n > 0 and b > 0]
    if len(logs) < 2:
        return None
    m = sum(logs) / len(logs)
    sd = math.sqrt(sum((x - m) ** 2 for x in logs) / (len(logs) - 1))
    if sd == 0:
        return None
    half = float(_scipy_stats().t.ppf(0.5 + confidence / 2, len(logs) - 1)) * sd / math.sqrt(len(logs))
    return math.exp(m), math.exp(m - half), math.exp(m + half)


def verdict(ci, above="faster", below="slower", neutral=1.0):
    """The word for an interval (value, low, high): wholly above or below
    neutral (1 for a ratio, 0 for a difference), or inconclusive."""
    if ci is None:
        return "not computed"
    _, lo, hi = ci
    if lo > neutral:
        return above
    if hi < neutral:
        return below
    return "inconclusive"


def compare_runs(a, b, above="larger", below="smaller"):
    """Two kernels' per-run values of one figure: {n_a, n_b, mean_a,
    mean_b, median_a, median_b, ratio (mean b / mean a), low, high, verdict}.
    The ratio and its interval are of means (ratio_ci); the medians are
    for the tables.  Fewer than MIN_RUNS on a side: no verdict."""
    fa, fb = finite(a), finite(b)
    ci = ratio_ci(fb, fa)
    word = verdict(ci, above, below)
    if min(len(fa), len(fb)) < MIN_RUNS:
        word = f"no verdict (fewer than {MIN_RUNS} runs)"
    return {"n_a": len(fa), "n_b": len(fb), "mean_a": mean(fa), "mean_b": mean(fb),
            "median_a": median(fa), "median_b": median(fb),
            "ratio": None if ci is None else ci[0], "low": None if ci is None else ci[1],
            "high": None if ci is None else ci[2], "verdict": word}


def compare_diff(a, b, above="larger", below="smaller"):
    """compare_runs for a figure whose ratio means nothing (a percentage
    near zero or of either sign): {n_a, n_b, mean_a, mean_b, median_a,
    median_b, diff (mean b - mean a), low, high, verdict}, Welch's interval.
    Fewer than MIN_RUNS on a side: no verdict."""
    fa, fb = finite(a), finite(b)
    d = diff_ci(fb, fa)
    word = verdict(d, above, below, neutral=0.0)
    if min(len(fa), len(fb)) < MIN_RUNS:
        word = f"no verdict (fewer than {MIN_RUNS} runs)"
    return {"n_a": len(fa), "n_b": len(fb), "mean_a": mean(fa), "mean_b": mean(fb),
            "median_a": median(fa), "median_b": median(fb),
            "diff": None if d is None else d[0], "low": None if d is None else d[1],
            "high": None if d is None else d[2], "verdict": word}

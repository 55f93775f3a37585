"""Statistics against values computed by hand (independently of the code)."""
import math

import numpy as np
import pytest
from scipy import special

from zsfree_analysis import stats, textfmt


def test_welch_matches_hand_computation():
    a, b = [1.0, 2.0, 3.0, 4.0], [2.0, 4.0, 6.0, 8.0]
    # means 2.5 and 5; variances 5/3 and 20/3; n = 4 each
    va, vb = (5 / 3) / 4, (20 / 3) / 4
    t = (2.5 - 5.0) / math.sqrt(va + vb)
    df = (va + vb) ** 2 / (va ** 2 / 3 + vb ** 2 / 3)
    # two-sided p of Student's t through the regularised incomplete beta
    p = special.betainc(df / 2, 0.5, df / (df + t * t))
    got_t, got_df, got_p = stats.welch(a, b)
    assert got_t == pytest.approx(-math.sqrt(3), rel=1e-9)
    assert got_t == pytest.approx(t, rel=1e-9)
    assert got_df == pytest.approx(75 / 17, rel=1e-9)      # 4.41176...
    assert got_df == pytest.approx(df, rel=1e-9)
    assert got_p == pytest.approx(p, rel=1e-6)
    assert 0.15 < got_p < 0.16
    assert not stats.significant(a, b)


def test_welch_significant_and_degenerate():
    assert stats.significant([10, 11, 10.5, 10.2], [5, 5.5, 5.2, 5.1])
    assert stats.welch([1.0], [2.0, 3.0]) is None          # n < 2
    assert stats.welch([2.0, 2.0], [2.0, 2.0]) is None     # no variance


def test_summary_by_hand():
    v = [10.0, 12.0, 14.0, 20.0]
    s = stats.summary(v)
    assert s["Min"] == 10 and s["Max"] == 20 and s["Samples"] == 4
    assert s["Amean"] == pytest.approx(14.0)
    sd = math.sqrt(((4 ** 2) + (2 ** 2) + 0 + (6 ** 2)) / 3)          # n-1
    assert s["Stddev"] == pytest.approx(sd)
    assert s["CoeffVar"] == pytest.approx(100 * sd / 14.0)
    # linear interpolation: rank (n-1)q; 50% -> 1.5 -> 13; 90% -> 2.7 -> 14+0.7*6
    assert s["Pctile.50"] == pytest.approx(13.0)
    assert s["Pctile.90"] == pytest.approx(18.2)
    assert s["Pctile.99"] == pytest.approx(14 + 0.97 * 6)
    # best 95% of 4 runs = floor(3.8) = 3 lowest times
    assert s["BAmean.95"] == pytest.approx(12.0)
    assert stats.summary(v, higher_is_better=True)["BAmean.95"] == pytest.approx(46 / 3)


def test_sign_convention_positive_is_better():
    assert stats.pct_better(10.0, 4.0) == pytest.approx(60.0)            # time fell
    assert stats.pct_better(10.0, 12.0) == pytest.approx(-20.0)          # time rose
    assert stats.pct_better(10.0, 12.0, higher_is_better=True) == pytest.approx(20.0)
    assert stats.pct_better(0.0, 1.0) is None


def test_central_median_and_mean():
    assert stats.central([1.0, 2.0, 10.0], "median") == 2.0
    assert stats.central([1.0, 2.0, 9.0], "mean") == 4.0
    assert stats.central([], "median") is None


def test_ratio_ci_by_hand():
    base, new = [10.0, 12.0, 11.0], [5.0, 6.0, 7.0]
    # means 11 and 6; variances of the means 1/3 each; Welch df 4
    from scipy import stats as sps
    t2 = sps.t.ppf(0.975, 4.0) ** 2
    # Fieller: (11 - 6 r)^2 <= t2 (1/3 + r^2 / 3), a quadratic in r
    qa, b, qc = 36 - t2 / 3, 66.0, 121 - t2 / 3
    lo_want = (b - math.sqrt(b * b - qa * qc)) / qa
    hi_want = (b + math.sqrt(b * b - qa * qc)) / qa
    r, lo, hi = stats.ratio_ci(base, new)
    assert r == pytest.approx(11 / 6)
    assert lo == pytest.approx(lo_want, rel=1e-12) and hi == pytest.approx(hi_want, rel=1e-12)
    # the interval's ends are the ratios Welch's test at 5 % just accepts
    for end in (lo, hi):
        assert (11 - 6 * end) ** 2 == pytest.approx(t2 * (1 / 3 + end ** 2 / 3), rel=1e-9)
    assert lo > 1 and stats.verdict((r, lo, hi)) == "faster"


def test_ratio_ci_never_disagrees_with_welch():
    """1 is inside the interval exactly when Welch's p >= 0.05, skewed and
    tiny samples included (the delta method disagreed on such cells)."""
    rng = np.random.default_rng(7)
    for _ in range(2000):
        a = rng.lognormal(0, rng.uniform(0.05, 0.8), rng.integers(2, 12)) * rng.uniform(0.5, 2)
        b = rng.lognormal(0, rng.uniform(0.05, 0.8), rng.integers(2, 12))
        _, lo, hi = stats.ratio_ci(a, b)
        assert (lo <= 1 <= hi) == (stats.welch(a, b)[2] >= 0.05), (list(a), list(b))


def test_ratio_ci_without_an_upper_bound():
    # the new side's mean is not clearly above 0: no upper bound, and a
    # lower one only from the base side
    r, lo, hi = stats.ratio_ci([10.0, 10.5, 9.5], [0.1, 5.0])
    assert hi == math.inf and 0 < lo < r
    r, lo, hi = stats.ratio_ci([0.1, 9.0], [0.1, 5.0])
    assert (lo, hi) == (0.0, math.inf) and stats.verdict((r, lo, hi)) == "inconclusive"


def test_ratio_ci_verdicts_and_degenerate():
    assert stats.verdict(stats.ratio_ci([5.0, 5.5, 5.2], [10.0, 11.0, 10.5])) == "slower"
    assert stats.verdict(stats.ratio_ci([5.0, 9.0, 7.0], [6.0, 8.0, 7.5])) == "inconclusive"
    assert stats.ratio_ci([1.0], [1.0, 2.0]) is None
    assert stats.ratio_ci([2.0, 2.0], [3.0, 3.0]) is None
    assert stats.ratio_ci([1.0, float("nan"), 2.0], [1.0, 2.0]) == stats.ratio_ci([1.0, 2.0], [1.0, 2.0])
    assert stats.verdict(None) == "not computed"


def test_median_ignores_non_numbers():
    assert stats.median([3, None, float("nan"), 1, 2, float("inf"), True]) == 2.0
    assert stats.median([None]) is None


def test_compare_runs_ratio_of_means_and_too_few_runs():
    from zsfree_analysis import stats as st
    a, b = [100.0, 102.0, 98.0, 101.0], [50.0, 51.0, 49.0, 50.5]
    c = st.compare_runs(a, b, "later", "earlier")
    assert c["ratio"] == pytest.approx(st.mean(b) / st.mean(a))
    assert c["high"] < 1 and c["verdict"] == "earlier"
    assert c["median_a"] == pytest.approx(100.5) and (c["n_a"], c["n_b"]) == (4, 4)
    # two runs give an interval but no verdict
    two = st.compare_runs(a[:2], b[:2], "later", "earlier")
    assert two["ratio"] is not None and two["verdict"] == "no verdict (fewer than 3 runs)"
    assert textfmt.interval_text(two).startswith("0.")


def test_complete_medians_use_the_same_rows_for_every_column():
    rows = [(1.0, 5.0, 9.0), None, (2.0, 6.0, None), (3.0, 7.0, 11.0)]
    used, med = stats.complete_medians(rows, 3)
    assert used == [rows[0], rows[3]] and med == [2.0, 6.0, 10.0]
    # the first two columns alone: the row without a third value counts
    used, med = stats.complete_medians(rows, 2)
    assert len(used) == 3 and med == [2.0, 6.0]
    assert stats.complete_medians([None], 3) == ([], [None, None, None])

"""The release times t50/t90/t100: one definition, per run, then summarised.

A release curve is the amount released since t0 (the barrier release: the
munmap() call or SIGKILL) at each sample time: the pool's or zram's size at
t0 minus its size at t, or the free memory gained.  For one run,

  t_f = the first sample time at or after t0 at which the released
        amount reaches f x the amount released by the last sample
        (f = 0.5, 0.9, 1.0), in ms from t0; samples before t0 (the fill)
        do not count; null when the curve released nothing.

So t50 <= t90 <= t100 holds for every run by construction.  Over runs, each
time is the median over the same runs: those whose three times are all
defined (a median of ordered triples keeps the order).  check_order() is
called on every summary the report prints.
"""
import numpy as np

from . import stats
from .errors import AnalysisError

FRACTIONS = (0.5, 0.9, 1.0)


def times(t_ms, released):
    """(t50, t90, t100) in ms of one curve, or None when it released nothing."""
    released = np.asarray(released, dtype=float)
    t_ms = np.asarray(t_ms, dtype=float)
    after = t_ms >= 0          # before t0 the region was still being filled
    released, t_ms = released[after], t_ms[after]
    if not len(released) or not np.isfinite(released[-1]) or released[-1] <= 0:
        return None
    total = float(released[-1])
    out = []
    for f in FRACTIONS:
        idx = np.nonzero(released >= f * total - 1e-9)[0]
        out.append(float(t_ms[idx[0]]))
    return tuple(out)


def summary(curves):
    """{"n", "excluded", "t50", "t90", "t100", "t100_runs"} over
    [(t_ms, released)]: the medians over the runs whose times are all
    defined, and those runs' t100 (for an interval)."""
    per_run = [times(t, v) for t, v in curves]
    used = [x for x in per_run if x is not None]
    out = {"n": len(used), "excluded": len(per_run) - len(used), "t100_runs": [x[2] for x in used]}
    for i, name in enumerate(("t50", "t90", "t100")):
        out[name] = stats.median([x[i] for x in used])
    check_order(out)
    return out


def check_order(s, where="release times"):
    """Refuse a summary in which t50 <= t90 <= t100 does not hold."""
    vals = [s.get(k) for k in ("t50", "t90", "t100")]
    if None in vals:
        return
    if not vals[0] <= vals[1] <= vals[2]:
        raise AnalysisError(f"{where}: t50 {vals[0]:.2f} <= t90 {vals[1]:.2f} <= t100 {vals[2]:.2f} "
                            "does not hold (a bug in the analysis; please report it)")


def text(s, nd=1):
    """'t50 / t90 / t100' in ms for a table cell."""
    return " / ".join(stats.fmt(s.get(k), "", nd) for k in ("t50", "t90", "t100"))


# --- one sampled quantity around t0 (samples/<run_id>.jsonl) -----------------
#
# The experiments' per-run figures, derived here from the raw samples (before
# format version 3 of a set, the board wrote them itself into
# exp/<run_id>.json with release-summary.awk; the analysis reads those only
# for a copy of a set without its samples/).  A quantity is read as the
# amount in use u(t): zram mem_used_total and the zswap pool as they are,
# free memory and free swap negated (SERIES: name -> (unit, sign)).
#
#   pre        u at the first sample (before the run filled its regions)
#   at_t0      u at the last sample at or before t0 (the first if none is
#              earlier): the level the release starts from, as in the curves
#   final      u at the last sample
#   span       at_t0 - pre: what the run added
#   final_frac (at_t0 - final) / span: the share of it given back by the end;
#              null when span <= 0
#   t50/t90/t100_ms  times(): of the released amount at_t0 - u(t)
#   rises      samples after t0 more than 1 % of span above the lowest level
#              so far (0 for a monotone release)
SERIES = {
    "zram_mem_used_total": ("bytes", 1),
    "zswap_pool_total_size": ("bytes", 1),
    "mem_free_kb": ("kB", -1),
    "swap_free_kb": ("kB", -1),
}


def level_at(t_ns, values, when):
    """Step-function value at `when` and its index: the last sample at or
    before it, the first sample if none is earlier."""
    i = int(np.searchsorted(np.asarray(t_ns, dtype=float), when, side="right")) - 1
    i = max(i, 0)
    return values[i], i


def quantity(t_ns, values, t0_ns, sign=1):
    """{pre, at_t0, final, span, final_frac, t50_ms, t90_ms, t100_ms} of one
    sampled quantity (values in sample order, sorted by t_ns), in the
    quantity's own unit with its sign applied back (free memory stays free
    memory); None without samples."""
    if not len(values):
        return None
    u = [sign * v for v in values]
    at, _ = level_at(t_ns, u, t0_ns)
    pre, fin = u[0], u[-1]
    span = at - pre
    t_ms = (np.asarray(t_ns, dtype=float) - t0_ns) / 1e6
    tt = times(t_ms, [at - x for x in u]) or (None, None, None)
    _, i0 = level_at(t_ns, u, t0_ns)
    rises, lowest = 0, at
    for x in u[i0 + 1:]:
        if span > 0 and x - lowest > span * 0.01:
            rises += 1
        lowest = min(lowest, x)
    return {"pre": sign * pre, "at_t0": sign * at, "final": sign * fin, "span": span,
            "final_frac": (at - fin) / span if span > 0 else None,
            "t50_ms": tt[0], "t90_ms": tt[1], "t100_ms": tt[2], "rises": rises}

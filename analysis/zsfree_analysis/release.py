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

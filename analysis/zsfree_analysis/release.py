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

from . import stats, textfmt
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
    used, med = stats.complete_medians(per_run, 3)
    out = {"n": len(used), "excluded": len(per_run) - len(used), "t100_runs": [x[2] for x in used]}
    out.update(zip(("t50", "t90", "t100"), med))
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
    return " / ".join(textfmt.fmt(s.get(k), "", nd) for k in ("t50", "t90", "t100"))


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


# --- the bulk and the tail of one release curve -------------------------------
#
# The times above say when the last byte came back; a reviewer asks how much
# memory stayed held meanwhile, and why the last bytes come late.
#
#   held_mib_s  the memory this release still had to give back, integrated
#               over time from t0: sum over samples of (total - released(t))
#               x the time to the next sample, in MiB.s (the curve is a step
#               function; after its last sample nothing more is held, so
#               the figure needs no window of its own and two kernels'
#               figures cover the same span)

def _after_t0(t_ms, released):
    t_ms = np.asarray(t_ms, dtype=float)
    released = np.asarray(released, dtype=float)
    after = t_ms >= 0
    # the level at t0 is 0 released by definition: the curve starts there
    return np.r_[0.0, t_ms[after]], np.r_[0.0, released[after]]


def held_mib_s(t_ms, released):
    """MiB.s held from t0 until the curve's last sample; None when it
    released nothing (curves in MiB, times in ms)."""
    t, v = _after_t0(t_ms, released)
    if len(v) < 2 or not np.isfinite(v[-1]) or v[-1] <= 0:
        return None
    held = v[-1] - v
    return float(np.sum(held[:-1] * np.diff(t)) / 1e3)


# --- the drain worker's last run: what the tail waits for ---------------------
#
# A deferring kernel frees the objects of full batches at once and the
# objects of a partially filled batch when its aging work fires ("mm/zsmalloc:
# defer object free to per-cpu batches": a delayed work armed when a CPU
# starts a batch).  From the probe's drain events of one run:
#
#   tail_start_ms    start of the last drain run, from t0
#   tail_gap_ms      from the end of the run before it to its start: how long
#                    those objects sat queued with the worker idle
#   tail_objects     objects that last run freed
#   tail_mib         pool memory released at or after its start (the curve)

def last_drain(events, t0_ns):
    """{tail_start_ms, tail_gap_ms, tail_objects} of one run's drain
    events, or None with fewer than two runs after t0."""
    ev = sorted((e for e in events or [] if isinstance(e.get("start_ns"), (int, float))
                 and e["start_ns"] >= t0_ns), key=lambda e: e["start_ns"])
    if len(ev) < 2:
        return None
    last, prev = ev[-1], ev[-2]
    gap = (last["start_ns"] - prev["end_ns"]) / 1e6 if isinstance(prev.get("end_ns"), (int, float)) else None
    return {"tail_start_ms": (last["start_ns"] - t0_ns) / 1e6, "tail_gap_ms": gap,
            "tail_objects": last.get("objects")}


def released_from(t_ms, released, when_ms):
    """MiB released at or after `when_ms` (the curve's last value minus its
    value just before); None when it released nothing."""
    t, v = _after_t0(t_ms, released)
    if not np.isfinite(v[-1]) or v[-1] <= 0:
        return None
    i = int(np.searchsorted(t, when_ms, side="left")) - 1
    return float(v[-1] - v[max(i, 0)])


# --- curves of several kernels on one time axis --------------------------------

MAX_GRID_POINTS = 5000      # a plot's resolution limit, not the data's


def resolution_ms(curves):
    """The median interval between consecutive samples over curves (ms):
    the finest step a plot of them can honestly show; None without two
    samples in any curve."""
    steps = [d for t, _ in curves for d in np.diff(np.asarray(t, dtype=float)) if d > 0]
    return float(np.median(steps)) if steps else None


def common_grid(curve_sets, lo, hi):
    """(grid, step ms): one time axis for every kernel's curves, from lo to
    hi ms at the finest of their sampling intervals, with at most
    MAX_GRID_POINTS points."""
    if hi <= lo:        # nothing released: the curves' own span
        ts = [np.asarray(t, dtype=float) for c in curve_sets if c for t, _ in c]
        lo, hi = min(float(t[0]) for t in ts), max(float(t[-1]) for t in ts)
        hi = hi if hi > lo else lo + 1.0
    res = [r for r in (resolution_ms(c) for c in curve_sets if c) if r]
    step = max(min(res) if res else (hi - lo) / MAX_GRID_POINTS, (hi - lo) / MAX_GRID_POINTS)
    return np.arange(lo, hi + step / 2, step), step


def band_on(curves, grid):
    """Median and interquartile band of step curves on the given grid (the
    value at a grid time is the last sample at or before it)."""
    vals = []
    for t, v in curves:
        t, v = np.asarray(t, dtype=float), np.asarray(v, dtype=float)
        vals.append(v[np.clip(np.searchsorted(t, grid, side="right") - 1, 0, len(v) - 1)])
    q25, med, q75 = np.percentile(np.asarray(vals), [25, 50, 75], axis=0)
    return med, q25, q75


def change_points(grid, *curves):
    """(grid, curves...) kept only where some curve changes, plus both ends:
    the same step plot (drawn steps-post) with the flat stretches dropped."""
    ys = np.vstack(curves)
    keep = np.r_[True, np.any(ys[:, 1:] != ys[:, :-1], axis=0)]
    keep[-1] = True
    return (grid[keep],) + tuple(y[keep] for y in ys)

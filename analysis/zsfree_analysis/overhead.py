"""Probe overhead measured from a pair of result sets.

workloads/run records probe.overhead_pct as null; when the same kernel was
also measured without the probe (a set that differs only in probe.level),
the overhead is the geometric mean over their common cells of the probed
median time over the unprobed one, minus 1."""
import math

from . import config_check, stats
from .resultset import dig


def measured(probed, sets):
    """(percent, unprobed set's label, cells compared) or None."""
    if dig(probed.meta, "probe.level") in (None, "none"):
        return None
    for t in sets:
        if t is probed or dig(t.meta, "probe.level") not in (None, "none"):
            continue
        if dig(t.meta, "kernel.release") != dig(probed.meta, "kernel.release"):
            continue
        if [d[0] for d in config_check.differences(t, probed)] != ["probe.level"]:
            continue
        a, b = probed.cells(), t.cells()
        logs = []
        for key in set(a) & set(b):
            pa = stats.central([r["time_ms"] for r in a[key]], "median")
            pb = stats.central([r["time_ms"] for r in b[key]], "median")
            if pa and pb:
                logs.append(math.log(pa / pb))
        if logs:
            return 100.0 * (math.exp(sum(logs) / len(logs)) - 1.0), t.label, len(logs)
    return None


def describe(s, sets):
    """The setup table's probe-overhead cell."""
    recorded = dig(s.meta, "probe.overhead_pct")
    if recorded is not None:
        return f"{recorded:.2f}% (recorded)"
    if dig(s.meta, "probe.level") in (None, "none"):
        return "none (not probed)"
    m = measured(s, sets)
    if m:
        return f"{m[0]:+.2f}% (measured against unprobed {m[1]}, {m[2]} cells, geometric mean of medians)"
    return "not measured (no unprobed result set of the same kernel given)"

"""Per-run numbers from probes/ and samples/, with the reason when absent.

Plots and the report ask "give me metric X for these runs"; the answer is the
values found plus a sentence saying why the others are missing, so nothing
is silently dropped or shown as zero.
"""
import math
import numpy as np

from . import release, stats
from .errors import AnalysisError

MIB = 1024 * 1024
PAGE_SIZE = 4096            # zsmalloc pool pages; the format records pages, not bytes

# Fields of release-sampler's sample lines (samples/<run_id>.jsonl,
# zsfree-eval/samples/1) and the factor to bytes.
SAMPLE_FIELDS = {
    "mem_free": ("mem_free_kb", 1024),
    "mem_available": ("mem_available_kb", 1024),
    "zram_used": ("zram_mem_used_total", 1),
}
SAMPLE_LABELS = {
    "pool": "zsmalloc pool released (MiB)",
    "zram_used": "zram mem_used_total released (MiB)",
    "mem_free": "MemFree gained (MiB)",
    "mem_available": "MemAvailable gained (MiB)",
}


def flatten(obj, prefix=""):
    out = {}
    for k, v in obj.items():
        key = f"{prefix}{k}"
        if isinstance(v, dict):
            out.update(flatten(v, key + "."))
        else:
            out[key] = v
    return out


def probe_metric(rs, run, name):
    """(metric dict, None) or (None, reason) for one run."""
    probe = rs.probe(run["run_id"])
    if probe is None:
        level = (rs.meta.get("probe") or {}).get("level")
        if level in (None, "none"):
            return None, f"probe level {level!r}: runs were not probed"
        if not rs.has_probes():
            return None, "the set has no probes/ directory (left out of this copy of the results?)"
        return None, f"no probes/{run['run_id']}.json"
    m = (probe.get("metrics") or {}).get(name)
    if not m or not m.get("available"):
        why = [u.get("reason") for u in probe.get("unavailable") or [] if u.get("metric") == name]
        return None, f"{name} unavailable: {why[0] if why and why[0] else 'no reason recorded'}"
    drops = probe.get("drops") or {}
    if any(drops.get(k) for k in ("ringbuf", "map_full")):
        m = dict(m, _drops=drops)
    return m, None


def collect(rs, runs, name):
    """([(run, metric)], {reason: count}) over runs."""
    found, reasons = [], {}
    for r in runs:
        m, why = probe_metric(rs, r, name)
        if m is None:
            reasons[why] = reasons.get(why, 0) + 1
        else:
            found.append((r, m))
    return found, reasons


def reasons_text(reasons):
    return "; ".join(f"{why} ({n} runs)" for why, n in sorted(reasons.items()))


def ref_ns(run):
    """The time a release curve counts from: the barrier release, i.e. the
    moment munmap() is called or SIGKILL is sent."""
    if run.get("t0_ns") is not None:
        return run["t0_ns"]
    starts = [p.get("start_ns") for p in run.get("per_proc") or [] if p.get("start_ns") is not None]
    return min(starts) if starts else None


def release_curves(rs, runs):
    """({quantity: [(t_ms array, released MiB array)]}, {reason: count},
    sampler quality {runs, missed_ticks, max_gap_ms}) over runs, t from ref_ns.

    "pool" comes from the probe's release.series (pool pages), the others
    from samples/<run_id>.jsonl.  Values are the amount released since the
    reference time (value at t0 minus value at t; gains for free memory)."""
    out, reasons = {}, {}
    quality = {"runs": 0, "missed_ticks": 0, "max_gap_ms": 0.0}
    for r in runs:
        t0 = ref_ns(r)
        if t0 is None:
            continue
        rel, why = probe_metric(rs, r, "release")
        if rel is not None and rel.get("series"):
            s = np.asarray(rel["series"], dtype=float)
            s = s[np.argsort(s[:, 0], kind="stable")]
            before = value_at(s[:, 0], s[:, 1], t0)
            out.setdefault("pool", []).append(((s[:, 0] - t0) / 1e6, (before - s[:, 1]) * PAGE_SIZE / MIB))
        elif why:
            reasons[why] = reasons.get(why, 0) + 1
        rows = rs.samples(r["run_id"])
        if not rows:
            continue
        for x in rows:
            summ = x.get("summary")
            if isinstance(summ, dict):
                quality["runs"] += 1
                quality["missed_ticks"] += summ.get("missed_ticks") or 0
                quality["max_gap_ms"] = max(quality["max_gap_ms"], (summ.get("max_gap_ns") or 0) / 1e6)
        rows = sorted((x for x in rows if isinstance(x.get("t_ns"), (int, float))), key=lambda x: x["t_ns"])
        if not rows:
            continue
        t = np.asarray([x["t_ns"] for x in rows], dtype=float)
        for q, (field, scale) in SAMPLE_FIELDS.items():
            vals = [x.get(field) for x in rows]
            if all(isinstance(v, (int, float)) for v in vals):
                v = np.asarray(vals, dtype=float) * scale / MIB
                before = value_at(t, v, t0)
                gain = (v - before) if q.startswith("mem_") else (before - v)
                out.setdefault(q, []).append(((t - t0) / 1e6, gain))
    return out, reasons, quality


def quality_text(q):
    if not q["runs"]:
        return ""
    return (f"sampler: {q['missed_ticks']} missed ticks over {q['runs']} runs, "
            f"largest gap {q['max_gap_ms']:.2f} ms")


def value_at(t, v, when):
    """Step-function value at time when (last sample at or before it; the
    first sample if none is earlier): release.level_at, the one definition."""
    return release.level_at(t, v, when)[0]


def freeing_ns(run):
    """The unmapping tasks' time in the timed operation (munmap() call, or
    SIGKILL to reaped), summed over processes.  The probe's cpu.task_ns is
    not used for this: it covers the whole benchmark, filling and paging out
    the region included."""
    return run["time_ms"] * 1e6 * run["procs"]


def worker_ns(metric):
    """Drain-worker CPU time of a run's cpu metric, or None when the probe
    could not identify drain runs."""
    v = metric.get("worker_ns")
    return v if isinstance(v, (int, float)) else None


# Percentiles of the producers' raw data, defined here once: the probe file
# carries the zs_free latency histogram's buckets and every drain run's
# queueing delay, the tenant's windows their iterations' latency buckets, and
# the analysis derives the figures it reports from them.

def hist_percentile(hist, q):
    """The q-th percentile (0..100) of a histogram of [lo, hi, count]
    buckets (zsprobe's latency_ns.hist, a tenant window's latency_ns; merge
    several with hist_merge first): linear inside the bucket that holds
    rank q/100 * n, so off by at most that bucket's width (1/16 of its
    value in the log-linear layout of user/hist.h, which the tenant's
    header states).  None when empty or q is out of range."""
    buckets = sorted((float(lo), float(hi), float(c)) for lo, hi, c in hist or [] if c > 0)
    total = sum(c for _, _, c in buckets)
    if not total or not 0 <= q <= 100:
        return None
    rank, cum = q * total / 100.0, 0.0      # q/100 first: 0.28 * 25 = 7.000000000000001 > 7
    for lo, hi, c in buckets:
        if cum + c >= rank:
            return lo + (hi - lo) * ((rank - cum) / c)
        cum += c
    return buckets[-1][1]       # rounding: the top of the last bucket


def hist_merge(hists):
    """One histogram of [lo, hi, count] buckets from several of the same
    layout (each window's of a period): the counts of equal buckets summed,
    ascending.  A bucket whose bounds overlap another's without being equal
    means two layouts: AnalysisError."""
    counts = {}
    for hist in hists:
        for lo, hi, c in hist or []:
            counts[(lo, hi)] = counts.get((lo, hi), 0) + c
    out = sorted([lo, hi, c] for (lo, hi), c in counts.items())
    for a, b in zip(out, out[1:]):
        if b[0] < a[1]:
            raise AnalysisError(f"histogram buckets [{a[0]}, {a[1]}) and [{b[0]}, {b[1]}) overlap: "
                                "the histograms merged are not of one layout")
    return out


def zs_free_latency_ns(metric, q):
    """One run's zs_free latency percentile (ns) from its zs_free metric's
    histogram, or None without one."""
    return hist_percentile((metric.get("latency_ns") or {}).get("hist"), q)


def sample_period(hist_metric):
    """One in how many calls a sampled histogram timed (zsprobe --sample,
    probe format_revision 5: latency_ns.sample_period, drain.object_ns);
    1 for files without it (revision 4 and probe/1 timed every call).  The
    histogram holds the timed calls only; counts beside it (zs_free.calls,
    drain.objects) are exact, and nothing scales one by the other."""
    v = (hist_metric or {}).get("sample_period")
    return v if isinstance(v, int) and v >= 1 else 1


def quantile_rank_halfwidth(q, n, z=1.96):
    """The precision of the q-th percentile (0 < q < 100) of n sampled
    values, in percentile points: the sample's q-th percentile lies between
    the population's (q - h)-th and (q + h)-th with about 95% probability
    (z = 1.96), h = 100 z sqrt(p (1 - p) / n), p = q / 100 (the normal
    approximation of the binomial count of sampled values below the true
    quantile).  None for n < 1 or q outside (0, 100)."""
    if not n or n < 1 or not 0 < q < 100:
        return None
    p = q / 100.0
    return 100.0 * z * math.sqrt(p * (1.0 - p) / n)


def queue_delay_ns(metric, q):
    """One run's drain queueing-delay percentile (ns) over its drain runs
    whose queueing was seen (metric drain, events[].queue_delay_ns), or
    None without any."""
    v = [e.get("queue_delay_ns") for e in metric.get("events") or []]
    v = [x for x in v if isinstance(x, (int, float))]
    return stats.percentile(v, q) if v else None


def hist_mean(hist):
    """Mean of a histogram of [lo, hi, count] buckets (zsprobe's
    latency_ns.hist), each bucket at its middle: within half a bucket's
    width (1/32 of its value in zsprobe's log-linear layout).  None when
    empty."""
    buckets = [(float(lo), float(hi), float(c)) for lo, hi, c in hist or [] if c > 0]
    n = sum(c for _, _, c in buckets)
    return sum(c * (lo + hi) / 2 for lo, hi, c in buckets) / n if n else None

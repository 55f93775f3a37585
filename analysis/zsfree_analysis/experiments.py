"""The experiments' own files (docs/experiments.md), grouped for comparison.

A result set whose meta.json has `experiment: {name, params}` carries, per
measured run, exp/<run_id>.json (the run's conditions and the RFC's deferred
counters), samples/<run_id>.jsonl, and depending on the experiment
alloc/<run_id>.json or the tenants' windows tenants/<name>.jsonl.  Sets of
the same experiment with the same parameters (e.g. base.release and
p1+2.release) form one group; the first set given of each group is its
baseline.

The figures of a run (release levels and times, cgroup CPU from t0, each
tenant's dip around a kill) are derived here from those raw records
(run_release, tenant_summary).  Sets written before that (exp-run/1,
tenants/summary.jsonl) carry the board's own figures; they are read only
when the raw records are not there, and marked "source": "board".
"""
import glob
import json
import os

from . import probe_data, release as reltimes
from .errors import AnalysisError
from .resultset import dig, load_json, load_jsonl, check_schema

# Parameters that name per-boot resources, not measurement conditions.
VOLATILE_PARAMS = ("cgroup_parent",)


class Group:
    """Result sets of one experiment variant, baseline first."""

    def __init__(self, name, params):
        self.name = name
        self.params = params or {}
        self.sets = []

    def kernel(self, s):
        """The kernel part of a set's label: LABEL.<experiment>[-<part>]
        (docs/experiments.md) minus the suffix every set of the group shares."""
        labels = [x.label for x in self.sets]
        if len(labels) > 1:
            suffix = os.path.commonprefix([lab[::-1] for lab in labels])[::-1]
            dot = suffix.find(".")
            if dot >= 0 and all(len(lab) > len(suffix[dot:]) for lab in labels):
                return s.label[:-len(suffix[dot:])]
        if "." in s.label:
            return s.label.split(".", 1)[0]
        return s.label

    def title(self):
        """Set-name suffix, e.g. 'release-alloc-64mb', for headings."""
        first = self.sets[0].label
        return first.split(".", 1)[1] if "." in first else self.name


def group_key(meta):
    exp = meta.get("experiment")
    if not isinstance(exp, dict) or not exp.get("name"):
        return None
    params = {k: v for k, v in (exp.get("params") or {}).items() if k not in VOLATILE_PARAMS}
    return exp["name"], json.dumps(params, sort_keys=True)


def groups(all_sets, name):
    """[Group] of the experiment `name`, in the order first seen."""
    out = {}
    for s in all_sets:
        key = group_key(s.meta)
        if key is None or key[0] != name:
            continue
        g = out.setdefault(key, Group(name, dig(s.meta, "experiment.params")))
        g.sets.append(s)
    return list(out.values())


# --- per-run files -----------------------------------------------------------

def exp_record(s, run):
    """exp/<run_id>.json or None, its "release" the run's release figures
    (run_release: from the samples, else the board's in an exp-run/1 copy)."""
    cache = s.__dict__.setdefault("_exp", {})
    rid = run["run_id"]
    if rid not in cache:
        path = os.path.join(s.path, "exp", f"{rid}.json")
        doc = None
        if os.path.exists(path):
            doc = load_json(path, s.path)
            check_schema(doc, "exp-run", path)
            doc = dict(doc, release=run_release(s, run, doc))
        cache[rid] = doc
    return cache[rid]


def run_release(s, run, exp=None):
    """The release figures of one run: {source, t0_ns, samples,
    samples_after_t0, max_gap_ms, sampled_ms_after_t0, series: {name: {unit,
    sign, pre, at_t0, final, span, final_frac, t50_ms, t90_ms, t100_ms,
    rises}}, cg_usage_delta_usec: [{whole, from_t0}]}, derived from
    samples/<run_id>.jsonl (source "samples"; release.quantity); without
    samples, the board's block of an exp-run/1 record (source "board"), else
    None."""
    t0 = run.get("t0_ns")
    rows = s.samples(run["run_id"]) if isinstance(t0, (int, float)) else None
    rows = sorted((x for x in rows or () if isinstance(x.get("t_ns"), (int, float))), key=lambda x: x["t_ns"])
    if rows:
        t = [x["t_ns"] for x in rows]
        series = {}
        for name, (unit, sign) in reltimes.SERIES.items():
            vals = [x.get(name) for x in rows]
            if all(isinstance(v, (int, float)) for v in vals):
                series[name] = dict(reltimes.quantity(t, vals, t0, sign), unit=unit, sign=sign)
        _, i0 = reltimes.level_at(t, t, t0)
        gaps = [b - a for a, b in zip(t, t[1:])]
        return {"source": "samples", "t0_ns": t0, "samples": len(t), "samples_after_t0": len(t) - i0 - 1,
                "max_gap_ms": max(gaps) / 1e6 if gaps else None, "sampled_ms_after_t0": (t[-1] - t0) / 1e6,
                "series": series, "cg_usage_delta_usec": cg_deltas(rows, t0)}
    old = (exp or {}).get("release")
    return dict(old, source="board") if isinstance(old, dict) else None


def cg_deltas(rows, t0):
    """[{whole, from_t0}] per sampled cgroup (the samples' cg_usage_usec, in
    the sampler's order): usage over all samples and from t0 (the last sample
    at or before it) to the last sample, in µs; null where unread."""
    usage = [x.get("cg_usage_usec") for x in rows]
    if not all(isinstance(u, list) for u in usage):
        return []
    _, i0 = reltimes.level_at([x["t_ns"] for x in rows], usage, t0)
    out = []
    for k in range(len(usage[0])):
        col = [u[k] if k < len(u) and isinstance(u[k], (int, float)) else None for u in usage]
        out.append({"whole": None if None in (col[0], col[-1]) else col[-1] - col[0],
                    "from_t0": None if None in (col[i0], col[-1]) else col[-1] - col[i0]})
    return out


def alloc_record(s, run):
    """alloc/<run_id>.json (through exp's `alloc` path when given) or None."""
    exp = exp_record(s, run) or {}
    rel = exp.get("alloc") or os.path.join("alloc", f"{run['run_id']}.json")
    if not isinstance(rel, str):
        raise AnalysisError(f"{s.path}: exp record of {run['run_id']}: \"alloc\" is not a path")
    path = os.path.join(s.path, rel)
    if not os.path.exists(path):
        return None
    doc = load_json(path, s.path)     # a path named in a record stays inside the set
    check_schema(doc, "alloc", path)
    return doc


def tenant_summary(s):
    """Each tenant around each measured kill (tenant_impact), derived from
    tenants/<name>.jsonl; for a set written before that, the board's
    tenants/summary.jsonl lines; None when the set has neither."""
    raw = sorted(p for p in glob.glob(os.path.join(s.path, "tenants", "*.jsonl"))
                 + glob.glob(os.path.join(s.path, "tenants", "*.jsonl.xz"))     # kept sets: packed
                 if os.path.basename(p) not in ("summary.jsonl", "summary.jsonl.xz"))
    if not raw:
        path = os.path.join(s.path, "tenants", "summary.jsonl")
        if not os.path.exists(path):
            return None
        out = []
        for lineno, obj in load_jsonl(path, s.path):
            check_schema(obj, "tenant-summary", f"{path} line {lineno}")
            out.append(dict(obj, source="board"))
        return out
    tenants = []
    for path in raw:
        rows = load_jsonl(path, s.path)
        if not rows:
            continue
        check_schema(rows[0][1], "tenant", f"{path} line {rows[0][0]}")
        windows = [o for _, o in rows[1:] if "start_ns" in o]
        tenants.append((rows[0][1].get("name") or os.path.basename(path).split(".")[0], windows))
    impact_ms = dig(s.meta, "experiment.params.impact_ms") or 0
    out = []
    for run in s.runs:
        if run.get("warmup") or not isinstance(run.get("t0_ns"), (int, float)):
            continue
        base_ms = (exp_record(s, run) or {}).get("pre_delay_ms") or 0
        for name, windows in tenants:
            out.append(dict(tenant_impact(run, name, windows, impact_ms, base_ms), source="tenants"))
    return out


# Why a tenant/1 file's periods have no p99: its windows carry their own p99
# (a percentile the producer derived), and the p99 of a period is not
# recoverable from the windows' p99s.
NO_RAW_LATENCIES = "tenant/1 records carry no raw latencies"


def tenant_impact(run, name, windows, impact_ms, base_ms):
    """One tenant around one kill, from its windows ({start_ns, end_ns,
    iter_per_s, max_us, latency_ns}).  The baseline is the windows that end
    in the base_ms before t0 (the victim waits at its barrier then,
    --pre-delay); the impact windows overlap [t0, impact_end = t0 + wall +
    impact_ms].  Rates are the mean over windows; base_p99_us and
    impact_p99_us the p99 over every iteration of the period: the buckets
    of its windows merged (probe_data.hist_merge), the percentile taken
    once (probe_data.hist_percentile, within a bucket's width, 1/16 of the
    value); impact_max_us the largest window's max, an order statistic the
    tenant observed.  A tenant/1 file's windows have no buckets: both p99s
    are None, p99_unknown says why (NO_RAW_LATENCIES; else None).  dip_pct
    = 100 x (1 - impact rate / base rate); covers_kill: the windows span
    [t0, impact_end]."""
    t0 = run["t0_ns"]
    t1 = t0 + ((run.get("wall_ms") or 0) + impact_ms) * 1e6
    base = [w for w in windows if t0 - base_ms * 1e6 <= w["end_ns"] < t0]
    hit = [w for w in windows if w["end_ns"] >= t0 and w["start_ns"] <= t1]
    raw = all("latency_ns" in w for w in windows)

    def mean(ws):
        return sum(w["iter_per_s"] for w in ws) / len(ws) if ws else None

    def top(ws, key):
        vals = [w[key] for w in ws if isinstance(w.get(key), (int, float))]
        return max(vals) if vals else None

    def p99_us(ws):
        p = probe_data.hist_percentile(probe_data.hist_merge(w["latency_ns"] for w in ws), 99) if raw else None
        return p / 1e3 if p is not None else None

    bm, dm = mean(base), mean(hit)
    return {"run_id": run["run_id"], "tenant": name, "t0_ns": t0, "impact_end_ns": t1,
            "covers_kill": bool(windows) and min(w["start_ns"] for w in windows) <= t0
            and max(w["end_ns"] for w in windows) >= t1,
            "base_windows": len(base), "base_iter_per_s": bm, "base_p99_us": p99_us(base),
            "impact_windows": len(hit), "impact_iter_per_s": dm,
            "impact_min_iter_per_s": min((w["iter_per_s"] for w in hit), default=None),
            "impact_p99_us": p99_us(hit), "impact_max_us": top(hit, "max_us"),
            "p99_unknown": None if raw else NO_RAW_LATENCIES,
            "dip_pct": 100 * (1 - dm / bm) if bm and dm is not None else None}


def runs_with_exp(s, runs):
    """([(run, exp)], number of runs without exp/<run_id>.json)."""
    found = [(r, exp_record(s, r)) for r in runs]
    return [(r, e) for r, e in found if e], sum(1 for _, e in found if not e)


def deferred_delta(exp, field):
    """after - before of one RFC counter, summed over pools; None without them."""
    before, after = dig(exp, "deferred.before"), dig(exp, "deferred.after")
    if not isinstance(before, dict) or not isinstance(after, dict):
        return None
    total = 0
    for pool, a in after.items():
        b = before.get(pool) or {}
        if a.get(field) is None or b.get(field) is None:
            return None
        total += a[field] - b[field]
    return total


def max_backlog(exp):
    """Largest backlog seen: the poll's maximum, else the before/after reads."""
    polled = dig(exp, "deferred.poll.max_backlog_objs")
    reads = [p.get("backlog_objs") for side in ("before", "after")
             for p in (dig(exp, f"deferred.{side}") or {}).values() if isinstance(p, dict)]
    values = [v for v in [polled, *reads] if isinstance(v, (int, float))]
    return max(values) if values else None


def cg_from_t0_ms(exp, index):
    """cpu.stat usage of sampled cgroup `index` from t0 to the last sample, ms."""
    cg = dig(exp, "release.cg_usage_delta_usec") or []
    if index < len(cg) and isinstance(cg[index], dict) and cg[index].get("from_t0") is not None:
        return cg[index]["from_t0"] / 1e3
    return None

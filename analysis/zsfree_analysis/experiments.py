"""The experiments' own files (docs/experiments.md), grouped for comparison.

A result set whose meta.json has `experiment: {name, params}` carries, per
measured run, exp/<run_id>.json (release curve summary, cgroup CPU deltas,
the RFC's deferred counters), and depending on the experiment
alloc/<run_id>.json or tenants/summary.jsonl.  Sets of the same experiment
with the same parameters (e.g. base.release and p1+2.release) form one
group; the first set given of each group is its baseline.
"""
import json
import os

from .resultset import dig, load_json, load_jsonl, check_schema
from .stats import median  # noqa: F401 (used as ex.median by the questions)

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
    """exp/<run_id>.json or None."""
    cache = s.__dict__.setdefault("_exp", {})
    rid = run["run_id"]
    if rid not in cache:
        path = os.path.join(s.path, "exp", f"{rid}.json")
        doc = None
        if os.path.exists(path):
            doc = load_json(path)
            check_schema(doc, "exp-run", path)
        cache[rid] = doc
    return cache[rid]


def alloc_record(s, run):
    """alloc/<run_id>.json (through exp's `alloc` path when given) or None."""
    exp = exp_record(s, run) or {}
    rel = exp.get("alloc") or os.path.join("alloc", f"{run['run_id']}.json")
    path = os.path.join(s.path, rel)
    if not os.path.exists(path):
        return None
    doc = load_json(path)
    check_schema(doc, "alloc", path)
    return doc


def tenant_summary(s):
    """tenants/summary.jsonl lines, or None when the file is absent."""
    path = os.path.join(s.path, "tenants", "summary.jsonl")
    if not os.path.exists(path):
        return None
    out = []
    for lineno, obj in load_jsonl(path):
        check_schema(obj, "tenant-summary", f"{path} line {lineno}")
        out.append(obj)
    return out


def runs_with_exp(s, runs):
    """([(run, exp)], number of runs without exp/<run_id>.json)."""
    found = [(r, exp_record(s, r)) for r in runs]
    return [(r, e) for r, e in found if e], sum(1 for _, e in found if not e)


def series_stat(exps, series, field):
    return median([dig(e, f"release.series.{series}.{field}") for e in exps])


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

"""Per-run figures of the total-work question (the work experiment, issue
25's explanation): per object freed, the task's CPU, the drain worker's
(and its part inside zs_free_batch()), one zs_free() call's cost, and the
elapsed time.

The task's CPU is its cgroup's cpu.stat usage from t0 (the samples), the
worker's the probe's drain runs (cpu_ns, and batch_ns: on CPU inside
zs_free_batch(), the objects' own freeing), zs_free()'s the mean of the
full level's latency histogram, and the objects freed are zram's stored
pages given back (mm_stat orig_data_size over the page size, less the
same-filled pages, which hold no zsmalloc object).  Each is registered as
work.NAME (NAMES); zsfree_analysis.totalwork_answer compares them.
"""
from .. import experiments as ex
from .. import probe_data
from ..probe_data import hist_mean
from ..resultset import dig
from .registry import register

PREFIX = "work."


def objects_freed(run, page_size):
    """zsmalloc objects the run gave back: zram's stored pages before minus
    after (orig_data_size / page size) less the same-filled pages among
    them; None without both mm_stat reads or the page size."""
    b, a = dig(run, "zram.before"), dig(run, "zram.after")
    if not isinstance(b, dict) or not isinstance(a, dict) or not page_size:
        return None
    if None in (b.get("orig_data_size"), a.get("orig_data_size")):
        return None
    pages = (b["orig_data_size"] - a["orig_data_size"]) / page_size
    same = (b.get("same_pages") or 0) - (a.get("same_pages") or 0)
    return pages - same if pages - same > 0 else None


def run_record(s, run):
    """What the figures read of one run, each None when absent."""
    probe = s.probe(run["run_id"]) or {}
    exp = ex.exp_record(s, run)
    cpu, _ = probe_data.probe_metric(s, run, "cpu")
    drain, _ = probe_data.probe_metric(s, run, "drain")
    zsf, _ = probe_data.probe_metric(s, run, "zs_free")
    events = (drain or {}).get("events") or []
    batch = [e.get("batch_ns") for e in events]
    task_ms = ex.cg_from_t0_ms(exp, 0) if exp is not None else None
    return {
        "objects": objects_freed(run, dig(probe, "kernel.page_size")),
        "elapsed_ns": probe_data.freeing_ns(run) if isinstance(run.get("time_ms"), (int, float)) else None,
        "task_ns": None if task_ms is None else task_ms * 1e6,
        "worker_ns": probe_data.worker_ns(cpu) if cpu else None,
        "worker_objects": (drain or {}).get("objects"),
        "batch_ns": (sum(batch) if events and all(isinstance(v, (int, float)) for v in batch) else None),
        "zs_free_ns": hist_mean(dig(zsf, "latency_ns.hist")) if zsf else None,
    }


def _record(r):
    """run_record of a registry Run, read once per Run."""
    if "_work_record" not in r.__dict__:
        r.__dict__["_work_record"] = run_record(r.rs, r.run)
    return r.__dict__["_work_record"]


def _per(num, den):
    def fn(d):
        a, b = d.get(num), d.get(den)
        return a / b if isinstance(a, (int, float)) and isinstance(b, (int, float)) and b > 0 else None
    return fn


def _total(d):
    t, w, n = d.get("task_ns"), d.get("worker_ns"), d.get("objects")
    if None in (t, w, n) or n <= 0:
        return None
    return (t + w) / n


def _around(d):
    w, b, n = d.get("worker_ns"), d.get("batch_ns"), d.get("worker_objects")
    if None in (w, b, n) or n <= 0:
        return None
    return (w - b) / n


# name, unit, what, the function of one run_record
_FIGURES = (
    ("task", "ns/object", "the task's CPU (its cgroup's, from t0) per object freed", _per("task_ns", "objects")),
    ("elapsed", "ns/object", "the task's munmap()/exit time per object freed (on one CPU: "
     "everything that ran meanwhile)", _per("elapsed_ns", "objects")),
    ("total", "ns/object", "task + drain-worker CPU per object freed", _total),
    ("worker", "ns/object", "the drain worker's CPU per object it freed", _per("worker_ns", "worker_objects")),
    ("batch", "ns/object", "the worker on CPU inside zs_free_batch(), per object", _per("batch_ns", "worker_objects")),
    ("around", "ns/object", "the worker's CPU outside zs_free_batch(), per object", _around),
    ("zs_free", "ns/call", "one zs_free() call (the full level's histogram mean)", lambda d: d.get("zs_free_ns")),
)
NAMES = tuple(n for n, *_ in _FIGURES)
# each figure as a function of one run_record (what the registry's functions apply)
OF_RECORD = {n: fn for n, _, _, fn in _FIGURES}


def _of_run(fn):
    return lambda r: fn(_record(r))


for _n, _unit, _what, _fn in _FIGURES:
    register(PREFIX + _n, _unit, "lower", _what)(_of_run(_fn))

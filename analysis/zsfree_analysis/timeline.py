"""One run as a Chrome trace-event JSON file (Perfetto, chrome://tracing).

Tracks: the benchmark processes' munmap/exit spans, the drain worker's runs
(one track per CPU), zspage releases as instant events, and the zsmalloc
pool size and sampled free memory as counters.  Timestamps are microseconds
from the earliest event of the run; an instant marks the barrier release
(munmap() called / SIGKILL sent).
"""
import json
import os

from . import atomic
from .errors import AnalysisError
from .probe_data import PAGE_SIZE, flatten, probe_metric

PID_TASKS, PID_DRAIN, PID_POOL = 1, 2, 3


def _meta(pid, name, tid=None, thread=None):
    ev = [{"ph": "M", "pid": pid, "tid": 0, "name": "process_name", "args": {"name": name}}]
    if tid is not None:
        ev.append({"ph": "M", "pid": pid, "tid": tid, "name": "thread_name", "args": {"name": thread}})
    return ev


def find_run(rs, run_id):
    for r in rs.runs:
        if r["run_id"] == run_id:
            return r
    example = rs.runs[0]["run_id"] if rs.runs else "none"
    raise AnalysisError(f"{rs.path}: no run {run_id!r} in runs.jsonl (ids look like {example!r})")


def build(rs, run_id):
    """(trace document, {event kind: count}) for one run."""
    run = find_run(rs, run_id)
    unmap, _ = probe_metric(rs, run, "unmap")
    drain, _ = probe_metric(rs, run, "drain")
    release, _ = probe_metric(rs, run, "release")
    samples = rs.samples(run_id) or []

    spans = []
    if unmap and unmap.get("events"):
        for e in unmap["events"]:
            spans.append((e["pid"], e.get("comm") or "task", e.get("kind") or run["workload"],
                          e["start_ns"], e["end_ns"], {"walk_ns": e.get("walk_ns")}))
    else:
        kind = "exit" if run["workload"] == "exit" else "munmap"
        for p in run.get("per_proc") or []:
            if p.get("start_ns") is None or p.get("end_ns") is None:
                continue        # a process that failed before its timed operation
            spans.append((p["pid"], "task", kind, p["start_ns"], p["end_ns"],
                          {"swapped_kb": p.get("swapped_kb"), "source": "runs.jsonl"}))
    drains = (drain or {}).get("events") or []
    series = (release or {}).get("series") or []
    frees = (release or {}).get("zspage_frees") or []
    mem = [flatten(x) for x in samples if x.get("t_ns") is not None]

    times = [s[3] for s in spans] + [e["start_ns"] for e in drains] + [t for t, _ in series] + \
            [t for t, _ in frees] + [m["t_ns"] for m in mem]
    if run.get("t0_ns") is not None:
        times.append(run["t0_ns"])
    if not times:
        raise AnalysisError(f"{rs.path}: run {run_id!r} has no timed events to export")
    origin = min(times)

    def us(ns):
        return (ns - origin) / 1000.0

    ev = _meta(PID_TASKS, f"{run['workload']} benchmark ({rs.label})")
    for pid, comm, kind, start, end, args in spans:
        ev += _meta(PID_TASKS, "", pid, f"{comm} {pid}")[1:]
        ev.append({"ph": "X", "pid": PID_TASKS, "tid": pid, "name": kind, "cat": "unmap",
                   "ts": us(start), "dur": (end - start) / 1000.0,
                   "args": {k: v for k, v in args.items() if v is not None}})
    if run.get("t0_ns") is not None:
        ev.append({"ph": "i", "s": "g", "pid": PID_TASKS, "tid": 0, "name": "barrier release (munmap/SIGKILL)",
                   "ts": us(run["t0_ns"])})
    if drains:
        ev += _meta(PID_DRAIN, f"zsmalloc drain worker ({(drain or {}).get('function') or 'worker'})")
        for cpu in sorted({e.get("cpu", -1) for e in drains}):
            ev += _meta(PID_DRAIN, "", cpu, f"cpu {cpu}")[1:]
        for e in drains:
            ev.append({"ph": "X", "pid": PID_DRAIN, "tid": e.get("cpu", -1), "name": "drain", "cat": "drain",
                       "ts": us(e["start_ns"]), "dur": (e["end_ns"] - e["start_ns"]) / 1000.0,
                       "args": {"objects": e.get("objects"), "pid": e.get("pid")}})
    if series or frees or mem:
        ev += _meta(PID_POOL, "memory", 1, "zspage releases")
    for t, pages in series:
        ev.append({"ph": "C", "pid": PID_POOL, "tid": 0, "name": "zsmalloc pool", "ts": us(t),
                   "args": {"MiB": pages * PAGE_SIZE / 2**20}})
    for t, pages in frees:
        ev.append({"ph": "i", "s": "t", "pid": PID_POOL, "tid": 1, "name": "zspage release", "cat": "release",
                   "ts": us(t), "args": {"pages": pages}})
    counters = (("mem_free_kb", "MemFree", 1024), ("mem_available_kb", "MemAvailable", 1024),
                ("zram_mem_used_total", "zram mem_used_total", 1))
    for m in mem:
        for field, name, scale in counters:
            if isinstance(m.get(field), (int, float)):
                ev.append({"ph": "C", "pid": PID_POOL, "tid": 0, "name": name, "ts": us(m["t_ns"]),
                           "args": {"MiB": m[field] * scale / 2**20}})
    counts = {"unmap spans": len(spans), "drain runs": len(drains), "zspage releases": len(frees),
              "pool samples": len(series), "memory samples": len(mem)}
    doc = {"traceEvents": ev, "displayTimeUnit": "ms",
           "otherData": {"label": rs.label, "run_id": run_id, "workload": run["workload"],
                         "size_mb": run["size_mb"], "procs": run["procs"], "time_ms": run.get("time_ms"),
                         "kernel": (rs.meta.get("kernel") or {}).get("release"),
                         "origin_ns": origin, "probed": rs.probe(run_id) is not None}}
    return doc, counts


def write(doc, path):
    try:
        d = os.path.dirname(path)
        if d:
            os.makedirs(d, exist_ok=True)
        with atomic.replace(path, encoding="utf-8") as f:
            json.dump(doc, f)
            f.write("\n")
    except OSError as e:
        raise AnalysisError(f"{path}: cannot write trace: {e.strerror}") from None

"""Synthetic result sets in the docs/results-format.md layout, for tests.

Every number is a deterministic function of the parameters (no random
generator), so golden tables stay stable across numpy versions.  A "patched"
set frees faster in the unmapping task and hands the rest to a drain worker
that finishes later, which is the shape the real series is expected to show.

Run as a script to write demo sets:  synth.py OUTDIR
"""
import json
import os
import sys

# Relative run-to-run wobble, cycled over repetitions.
JITTER = (0.0, 0.021, -0.013, 0.034, -0.027, 0.008, -0.004, 0.017, -0.019, 0.011)
PAGE = 4096
T0 = 5_000_000_000


def meta(label, sizes, procs, workloads, repeats, warmups, probe_level, counts, **over):
    m = {
        "schema": "zsfree-eval/meta/1",
        "label": label,
        "date": "2026-11-29T10:00:00Z",
        "end_date": "2026-11-29T10:20:00Z",
        "status": "complete",
        "command": f"workloads/run --label {label} --probe {probe_level}",
        "toolkit": {"git_describe": "f0a3b86"},
        "kernel": {"release": f"6.12.0-{label}", "version": "#1 SMP", "config_sha256": None,
                   "cmdline": "console=ttyS0"},
        "machine": {"arch": "x86_64", "cpu_model": "Synthetic CPU", "ncpus": 4,
                    "governor": "performance", "mem_total_kb": 8 * 1024 * 1024, "virt": "bare"},
        "swap": {"backend": "zram", "device": "/dev/zram0", "compressor": "lzo-rle",
                 "disksize_bytes": 4 << 30},
        "probe": {"level": probe_level, "overhead_pct": 1.5 if probe_level != "none" else None},
        "matrix": {"sizes_mb": sizes, "procs": procs, "modes": workloads, "repeats": repeats,
                   "warmups": warmups, "threshold": 0.95},
        "counts": counts,
        "experiment": None,
    }
    for dotted, value in over.items():
        cur = m
        parts = dotted.split("__")
        for p in parts[:-1]:
            cur = cur.setdefault(p, {})
        cur[parts[-1]] = value
    return m


def run_time(ms_per_mb, size, procs, rep, scaling):
    return round(size * ms_per_mb * (1 + scaling * (procs - 1)) * (1 + JITTER[(rep - 1) % len(JITTER)]), 4)


def probe_doc(run, patched, level):
    """A zsprobe document consistent with the run."""
    size_pages = run["size_mb"] * 256 * run["procs"]
    pool_pages = size_pages * 10 // 28          # about 2.8:1 compression
    start = run["t0_ns"]
    end = max(p["end_ns"] for p in run["per_proc"])
    drain_ns = int(run["time_ms"] * 1e6 * (3.0 if patched else 0.0))
    final = end + drain_ns
    series = []
    steps = 20
    for i in range(steps + 1):
        if patched:
            # The task returns quickly; the pool shrinks while the worker drains.
            t = end + (final - end) * i // steps
        else:
            t = start + (end - start) * i // steps
        series.append([t, pool_pages - pool_pages * i // steps])
    series.insert(0, [start - 1_000_000, pool_pages])
    zspage_frees = [[t, max(1, (pool_pages // steps))] for t, _ in series[2:]]
    ref = end

    def t_at(frac):
        target = pool_pages * (1 - frac)
        for t, v in series:
            if v <= target:
                return round((t - ref) / 1e6, 4) if t > ref else 0.0
        return None

    drain_events = []
    if patched:
        n = 8
        for i in range(n):
            s = end + (final - end) * i // n
            drain_events.append({"start_ns": s, "end_ns": s + (final - end) // n - 1000,
                                 "cpu": i % 4, "pid": 90 + i % 2, "objects": size_pages // n})
    task_ns = int(run["time_ms"] * 1e6 * run["procs"])
    worker_ns = sum(e["end_ns"] - e["start_ns"] for e in drain_events)
    per_cpu = {}
    for e in drain_events:
        per_cpu[str(e["cpu"])] = per_cpu.get(str(e["cpu"]), 0) + e["end_ns"] - e["start_ns"]
    full = level == "full"
    return {
        "schema": "zsfree-eval/probe/1",
        "level": level,
        "kernel_release": "6.12.0",
        "command": ["munmap-bench", str(run["size_mb"])],
        "hooks": [{"metric": "unmap", "chosen": "tp:syscalls/sys_enter_munmap", "refused": []}],
        "unavailable": [] if full else [{"metric": "lock", "reason": "basic level"}],
        "drops": {"ringbuf": 0, "map_full": 0},
        "window": {"start_ns": start - 2_000_000, "end_ns": final + 5_000_000},
        "metrics": {
            "unmap": {"available": True, "hook": "tp", "events": [
                {"pid": p["pid"], "comm": "munmap-bench",
                 "kind": run["workload"] if run["workload"] == "exit" else "munmap",
                 "start_ns": p["start_ns"], "end_ns": p["end_ns"], "walk_ns": None}
                for p in run["per_proc"]],
                "summary_ms": {"n": run["procs"], "min": run["time_ms"], "mean": run["time_ms"],
                               "p50": run["time_ms"], "p90": run["time_ms"], "p99": run["time_ms"],
                               "max": run["time_ms"]}},
            "zs_free": {"available": True,
                        "calls": {"unmapper": size_pages // (20 if patched else 1),
                                  "drain_worker": size_pages - size_pages // 20 if patched else 0,
                                  "other": 3},
                        "latency_ns": {"estimate": True, "hist": [[256, 512, size_pages]],
                                       "p50": 300.0 if patched else 900.0, "p90": 480.0 if patched else 1500.0,
                                       "p99": 510.0 if patched else 3000.0}},
            "drain": {"available": patched, "function": "zs_drain_work" if patched else None,
                      "runs": len(drain_events) if patched else None,
                      "objects": size_pages if patched else None,
                      "batches": size_pages // 64 if patched else None,
                      "cpu_ns": worker_ns if patched else None,
                      "queue_delay_ns": {"n": 8, "min": 1000, "mean": 5000, "p50": 4000, "p90": 9000,
                                         "p99": 12000, "max": 12000} if patched else None,
                      "events": drain_events},
            "cpu": {"available": True, "task_ns": task_ns, "worker_ns": worker_ns,
                    "worker_per_cpu_ns": per_cpu,
                    "worker_cgroups": [{"id": 1, "path": "/", "ns": worker_ns}] if patched else []},
            "release": {"available": True, "source": "tp:zsmalloc pool pages", "ref_ns": ref,
                        "series": series, "zspage_frees": zspage_frees,
                        "t50_ms": t_at(0.5), "t90_ms": t_at(0.9), "t100_ms": t_at(1.0)},
            "lock": {"available": full, "contentions": 12 if full else None,
                     "wait_ns": 34000 if full else None, "hook": "tp:lock/contention_begin" if full else None},
        },
    }


def samples_doc(run, patched):
    """release-sampler's output: a header, one line per 1 ms sample, and a
    trailer.  MemFree rises as the pool shrinks, slower when patched."""
    end = max(p["end_ns"] for p in run["per_proc"])
    freed_kb = run["size_mb"] * 1024 * run["procs"] * 10 // 28
    span = run["time_ms"] * (4.0 if patched else 1.0)
    rows = [{"schema": "zsfree-eval/samples/1", "clock": "CLOCK_MONOTONIC", "interval_us": 1000,
             "zram": "zram0"}]
    for i in range(-3, int(span) + 8):
        t = end + int(i * 1e6)
        done = min(1.0, max(0.0, i / span)) if patched else (1.0 if i >= 0 else 0.0)
        rows.append({"t_ns": t, "mem_free_kb": 1_000_000 + int(freed_kb * done),
                     "mem_available_kb": 2_000_000 + int(freed_kb * done), "swap_free_kb": 4_000_000,
                     "zram_orig_data_size": 0, "zram_compr_data_size": 0,
                     "zram_mem_used_total": int((freed_kb - freed_kb * done) * 1024)})
    rows.append({"summary": {"samples": len(rows) - 1, "missed_ticks": 2 if patched else 0,
                             "max_gap_ns": 2_100_000, "stopped_by": "duration"}})
    return rows


def make_set(root, label, ms_per_mb=0.2, scaling=0.8, sizes=(64, 128, 256), procs=(1,),
             workloads=("munmap",), repeats=5, warmups=1, reject=(), patched=False,
             probe_level="basic", samples=False, **meta_over):
    """Write results/<label>/ under root and return its path.  reject: run ids
    to mark invalid (swapped too little)."""
    path = os.path.join(root, label)
    os.makedirs(os.path.join(path, "probes"), exist_ok=True)
    if samples:
        os.makedirs(os.path.join(path, "samples"), exist_ok=True)
    runs = []
    t = T0
    for w in workloads:
        for p in procs:
            for s in sizes:
                reps = [("w", i) for i in range(1, warmups + 1)] + [("r", i) for i in range(1, repeats + 1)]
                for kind, rep in reps:
                    run_id = f"{w}-{s}mb-{p}p-{kind}{rep}"
                    ms = run_time(ms_per_mb, s, p, rep, scaling)
                    per_proc = []
                    for i in range(p):
                        per_proc.append({"pid": 1000 + i, "start_ns": t, "end_ns": t + int(ms * 1e6),
                                         "time_ms": ms, "swapped_kb": s * 1024, "swapped_frac": 1.0})
                    bad = run_id in reject
                    run = {"schema": "zsfree-eval/run/1", "run_id": run_id, "workload": w,
                           "size_mb": s, "procs": p, "rep": rep, "warmup": kind == "w",
                           "valid": not bad, "reject_reason": "swapped 0.91 < 0.95" if bad else None,
                           "threshold": 0.95, "time_ms": ms, "wall_ms": ms * 1.01, "max_ms": ms,
                           "bandwidth_bytes_per_ms": round((s << 20) / ms, 1) if w == "thp" else None,
                           "swapped_frac_min": 0.91 if bad else 1.0,
                           "t0_ns": t, "per_proc": per_proc, "zram": {
                               "before": {"orig_data_size": s * p << 20, "compr_data_size": (s * p << 20) * 10 // 28,
                                          "mem_used_total": (s * p << 20) * 11 // 28, "mem_limit": 0,
                                          "mem_used_max": (s * p << 20) * 11 // 28, "same_pages": 0,
                                          "pages_compacted": 0, "huge_pages": 0},
                               "after": {"orig_data_size": 0, "compr_data_size": 0,
                                         "mem_used_total": 8192 if not patched else 4096, "mem_limit": 0,
                                         "mem_used_max": (s * p << 20) * 11 // 28, "same_pages": 0,
                                         "pages_compacted": 0, "huge_pages": 0}},
                           "label": label, "probe_level": probe_level}
                    runs.append(run)
                    if probe_level != "none":
                        with open(os.path.join(path, "probes", f"{run_id}.json"), "w") as f:
                            json.dump(probe_doc(run, patched, probe_level), f)
                    if samples:
                        with open(os.path.join(path, "samples", f"{run_id}.jsonl"), "w") as f:
                            for row in samples_doc(run, patched):
                                f.write(json.dumps(row) + "\n")
                    t += 2_000_000_000
    measured = [r for r in runs if not r["warmup"]]
    counts = {"runs": len(measured), "valid": sum(r["valid"] for r in measured),
              "rejected": sum(not r["valid"] for r in measured), "failed": 0}
    with open(os.path.join(path, "meta.json"), "w") as f:
        json.dump(meta(label, list(sizes), list(procs), list(workloads), repeats, warmups,
                       probe_level, counts, **meta_over), f, indent=1)
    with open(os.path.join(path, "runs.jsonl"), "w") as f:
        for r in runs:
            f.write(json.dumps(r) + "\n")
    return path


def make_standard(root, samples=True):
    """base, p1, p1+2 over 64/128/256 MB and 1-4 processes, like the cover letter."""
    common = dict(sizes=(64, 128, 256), procs=(1, 2, 3, 4), workloads=("munmap", "exit"),
                  repeats=5, warmups=1, samples=samples)
    return [
        make_set(root, "base", ms_per_mb=0.2, scaling=0.8,
                 reject=("munmap-128mb-1p-r2",), **common),
        make_set(root, "p1", ms_per_mb=0.09, scaling=0.45, patched=True, **common),
        make_set(root, "p1+2", ms_per_mb=0.07, scaling=0.02, patched=True, **common),
    ]


if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1] in ("-h", "--help"):
        print("usage: synth.py OUTDIR   (writes synthetic result sets base, p1, p1+2)")
        sys.exit(0 if len(sys.argv) == 2 else 2)
    for p in make_standard(sys.argv[1]):
        print(p)

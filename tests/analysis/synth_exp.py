"""Synthetic experiment result sets (docs/experiments.md, the experiment
files of docs/results-format.md) on top of synth.make_set.

Every number is a small formula of (patched, rep) so the tests can state the
expected medians: see the *_value functions.
"""
import json
import os

import synth

COMMON = dict(sizes=(64,), procs=(1,), workloads=("munmap", "exit"), repeats=2, warmups=0)


def latency_buckets(values_ns, exact_below=16, sub_buckets=16):
    """[[lo, hi, count], ...] of integer latencies in the log-linear layout a
    tenant/2 header states (user/hist.h): a bucket per value below
    exact_below, above it each power-of-two range in sub_buckets equal parts."""
    counts = {}
    for v in values_ns:
        v = int(v)
        if v < exact_below:
            lo, hi = v, v + 1
        else:
            width = max(1, (1 << (v.bit_length() - 1)) // sub_buckets)
            lo = v // width * width
            hi = lo + width
        counts[(lo, hi)] = counts.get((lo, hi), 0) + 1
    return sorted([lo, hi, c] for (lo, hi), c in counts.items())


def t100_value(patched, rep):
    return (20.0 if patched else 10.0) + rep            # medians: 21.5 / 11.5


def alloc_value(patched, rep):
    return (40.0 if patched else 30.0) + 2 * rep        # medians: 43.0 / 33.0


def dip_value(patched, rep, tenant):
    return (12.0 if patched else 6.0) + rep + tenant    # medians over rep 1-2, t1-t2: 15.0 / 9.0


def victim_usec(patched, rep):
    return (30_000 if patched else 70_000) + 1000 * rep  # medians: 31.5 / 71.5 ms


def walk_ns(backend):
    return {"none": 2_000_000, "brd": 30_000_000, "zram": 90_000_000}[backend]


def series(t100, span=64 << 20):
    return {"unit": "bytes", "sign": 1, "pre": 4096, "at_t0": 4096 + span, "final": 4096, "span": span,
            "final_frac": 1.0, "t50_ms": round(t100 / 2, 3), "t90_ms": round(t100 * 0.9, 3),
            "t100_ms": t100, "rises": 0}


def counters(deferred, sync, backlog):
    return {"zram0": {"enabled": 1, "deferred_objs": deferred, "queued_batches": deferred // 64,
                      "drained_batches": deferred // 64, "drained_objs": deferred, "sync_frees": sync,
                      "backlog_objs": backlog}}


def exp_doc(run, experiment, backend, patched, cg=(), alloc=False, poll_backlog=None, compactions=None):
    rep = run["rep"]
    deferred = None
    if patched:
        deferred = {"before": counters(1000, 1, 0), "after": counters(1000 + 16384, 1 + rep, 0),
                    "poll": {"max_backlog_objs": poll_backlog, "polls": 40, "interval_ms": 5}
                    if poll_backlog is not None else None}
    else:
        deferred = {"before": None, "after": None, "poll": None}
    ser = {}
    if backend == "zram":
        ser["zram_mem_used_total"] = series(t100_value(patched, rep))
    if backend == "zswap":
        ser["zswap_pool_total_size"] = series(t100_value(patched, rep))
    return {"schema": "zsfree-eval/exp-run/1", "run_id": run["run_id"], "experiment": experiment,
            "backend": backend, "pre_delay_ms": 100, "cpus": None, "cgroup": None,
            "balloon_mb": 900 if alloc else None, "after_alloc_mb": 64 if alloc else None,
            "compact_loop_ms": 10 if compactions is not None else None, "compactions": compactions,
            "deferred": deferred, "samples": f"samples/{run['run_id']}.jsonl",
            "alloc": f"alloc/{run['run_id']}.json" if alloc else None,
            "release": {"t0_ns": run["t0_ns"], "end_ns": run["t0_ns"] + 10_000_000, "samples": 900,
                        "samples_after_t0": 600, "max_gap_ms": 1.2, "sampled_ms_after_t0": 600.0,
                        "series": ser, "cg_usage_delta_usec": list(cg)}}


def write(path, rel, doc):
    full = os.path.join(path, rel)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w") as f:
        json.dump(doc, f)


def runs_of(path):
    with open(os.path.join(path, "runs.jsonl")) as f:
        return [json.loads(line) for line in f if line.strip()]


def make(root, kernel, experiment, part, params, patched, backend="zram", probe_level="none",
         skip_exp=(), tenants=True, **kw):
    """One LABEL.<part> set of `experiment`; returns its path."""
    label = f"{kernel}.{part}"
    bk = {"zram": "zram", "brd": "brd", "none": "none", "zswap": "zswap+brd"}[backend]
    common = dict(COMMON)
    if experiment in ("release-alloc", "isolation"):
        common["workloads"] = ("exit",)     # both experiments kill the victim
    path = synth.make_set(root, label, ms_per_mb=0.1 if patched else 0.2, patched=patched,
                          probe_level=probe_level, experiment={"name": experiment, "params": params},
                          swap__backend=bk, **common)
    for run in runs_of(path):
        rep = run["rep"]
        cg = ()
        if experiment == "isolation":
            cg = ({"whole": 900_000, "from_t0": victim_usec(patched, rep)},
                  {"whole": 900_000, "from_t0": 400_000}, {"whole": 900_000, "from_t0": 410_000},
                  {"whole": 3_000_000, "from_t0": 1_000_000 + victim_usec(patched, rep)})
        elif experiment == "totalwork":
            cg = ({"whole": 500_000, "from_t0": 6400 if patched else 12800},
                  {"whole": 3_000_000, "from_t0": 900_000})
        if run["run_id"] not in skip_exp:
            write(path, f"exp/{run['run_id']}.json",
                  exp_doc(run, experiment, backend, patched, cg, alloc=experiment == "release-alloc",
                          poll_backlog=kw.get("backlog"), compactions=kw.get("compactions")))
        if experiment == "release-alloc":
            write(path, f"alloc/{run['run_id']}.json", {
                "schema": "zsfree-eval/alloc/1", "size_mb": 64, "start_ns": run["t0_ns"] + 20_000_000,
                "end_ns": run["t0_ns"] + 20_000_000 + int(alloc_value(patched, rep) * 1e6),
                "time_ms": alloc_value(patched, rep),
                "vmstat_delta": {"allocstall_dma": None, "allocstall_dma32": 0,
                                 "allocstall_normal": 1 if patched and rep == 1 else 0, "allocstall_movable": 0,
                                 "pgscan_direct": 77 if patched and rep == 1 else 0,
                                 "pgsteal_direct": 70 if patched and rep == 1 else 0,
                                 "compact_stall": 0, "pswpin": 0},
                "direct_reclaim": patched and rep == 1, "hold": False})
        if probe_level == "full":
            probe_path = os.path.join(path, "probes", f"{run['run_id']}.json")
            with open(probe_path) as f:
                probe = json.load(f)
            for ev in probe["metrics"]["unmap"]["events"]:
                ev["walk_ns"] = walk_ns(backend)
            if backend != "zram":
                probe["metrics"]["zs_free"]["calls"] = {"unmapper": 0, "drain_worker": 0, "other": 0}
                probe["metrics"]["zs_free"]["latency_ns"]["hist"] = []
            with open(probe_path, "w") as f:
                json.dump(probe, f)
    if experiment == "isolation" and tenants:
        lines = []
        for run in runs_of(path):
            for t in (1, 2):
                lines.append({"schema": "zsfree-eval/tenant-summary/1", "run_id": run["run_id"],
                              "tenant": f"t{t}", "t0_ns": run["t0_ns"], "impact_end_ns": run["t0_ns"] + 3e8,
                              "covers_kill": True, "base_windows": 30, "base_iter_per_s": 20000.0,
                              "base_p99_us": 100.0 * t, "impact_windows": 20,
                              "impact_iter_per_s": 20000.0 * (1 - dip_value(patched, run["rep"], t) / 100),
                              "impact_min_iter_per_s": 5000.0, "impact_p99_us": 1000.0 * t + (500 if patched else 0),
                              "impact_max_us": 9000.0, "dip_pct": dip_value(patched, run["rep"], t)})
        os.makedirs(os.path.join(path, "tenants"), exist_ok=True)
        with open(os.path.join(path, "tenants", "summary.jsonl"), "w") as f:
            for line in lines:
                f.write(json.dumps(line) + "\n")
    return path


def make_all(root, skip_exp=(), tenants=True):
    """base and p1+2 sets of every experiment, baseline first in each pair."""
    out = []
    spec = [
        ("release", "release", {"part": "curve", "settle_ms": 2000}, "zram", "none", {}),
        ("release-alloc", "release-alloc-64mb", {"part": "android", "alloc_mb": 64, "free_mb": 32},
         "zram", "none", {}),
        ("isolation", "iso-pinned", {"placement": "pinned", "tenants": 2, "cgroup_parent": "/cg/x"},
         "zram", "none", {}),
        ("footprint", "fp-none", {"backend": "none"}, "none", "full", {}),
        ("footprint", "fp-brd", {"backend": "brd"}, "brd", "full", {}),
        ("footprint", "fp-zram", {"backend": "zram"}, "zram", "full", {}),
        ("totalwork", "work", {"compaction": "off", "poll_ms": 5}, "zram", "none", {"backlog": 2560}),
        ("totalwork", "work-compact", {"compaction": "loop", "compact_ms": 10, "poll_ms": 5}, "zram", "none",
         {"backlog": 9000, "compactions": 150}),
        ("zswap", "zswap", {"zpool": "zsmalloc"}, "zswap", "none", {}),
    ]
    for exp, part, params, backend, level, kw in spec:
        for kernel, patched in (("base", False), ("p1+2", True)):
            p = dict(params)
            if exp == "isolation":
                p["cgroup_parent"] = f"/cg/{kernel}"     # differs per boot; must not split the group
            out.append(make(root, kernel, exp, part, p, patched, backend, level,
                            skip_exp=skip_exp if kernel == "p1+2" else (), tenants=tenants, **kw))
    return out

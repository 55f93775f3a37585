"""One run on one time axis: the unmapping tasks, the drain worker and the
pool size, the picture in which a deferring kernel's worker is still
draining after every munmap() has returned."""
from . import probe_data, resultset, textfmt

PAGE_MIB = probe_data.PAGE_SIZE / probe_data.MIB


def pick_run(sets):
    """(set, run): the median-time run of the largest multi-process munmap
    cell of the first set whose probes recorded drain-worker events."""
    for s in sets:
        keys = sorted((k for k in s.cells() if k[0] == "munmap"), key=lambda k: (k[2], k[1]))
        for key in reversed(keys):
            runs = sorted(s.cells()[key], key=lambda r: r["time_ms"])
            run = runs[len(runs) // 2]
            drain, _ = probe_data.probe_metric(s, run, "drain")
            if drain and drain.get("events"):
                return s, run
    return None, None


def draw(plt, sets, save, plot_cls):
    name = "timeline-run"
    s, run = pick_run(sets)
    title = "one run: tasks, drain worker and pool size on one time axis"
    if s is None:
        return plot_cls(name, title, reason="no probed run with drain-worker events (a deferring kernel "
                                            "measured at probe level basic or full)")
    t0 = probe_data.ref_ns(run)
    unmap, _ = probe_data.probe_metric(s, run, "unmap")
    drain, _ = probe_data.probe_metric(s, run, "drain")
    release, _ = probe_data.probe_metric(s, run, "release")
    # the timed operation only: unmaps of the region that end after t0 (not the fill's or cleanup's)
    region = run["size_mb"] << 20
    spans = [(e["start_ns"], e["end_ns"]) for e in (unmap or {}).get("events") or []
             if e.get("end_ns", 0) > t0 and (e.get("len") is None or e["len"] >= region // 2)] or \
        [(p["start_ns"], p["end_ns"]) for p in run.get("per_proc") or [] if p.get("end_ns")]
    drains = drain.get("events") or []

    def ms(ns):
        return (ns - t0) / 1e6
    fig, (top, bottom) = plt.subplots(2, 1, figsize=(8, 5), sharex=True, gridspec_kw={"height_ratios": [2, 1]})
    for i, (a, b) in enumerate(spans):
        top.barh(i, ms(b) - ms(a), left=ms(a), color="#1f77b4", label="munmap() / exit" if i == 0 else None)
    cpus = sorted({e.get("cpu", -1) for e in drains})
    for e in drains:
        row = len(spans) + cpus.index(e.get("cpu", -1))
        top.barh(row, max(ms(e["end_ns"]) - ms(e["start_ns"]), 0.05), left=ms(e["start_ns"]), color="#d62728",
                 label="drain worker" if e is drains[0] else None)
    top.set_yticks(range(len(spans) + len(cpus)),
                   [f"task {i + 1}" for i in range(len(spans))] + [f"worker cpu{c}" for c in cpus])
    last_return = max(ms(b) for _, b in spans) if spans else None
    last_drain = max(ms(e["end_ns"]) for e in drains)
    for ax in (top, bottom):
        ax.axvline(0, color="black", linewidth=0.8)
        if last_return is not None:
            ax.axvline(last_return, color="#1f77b4", linestyle="--", linewidth=0.9)
    top.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0), fontsize=8)
    end = max(last_drain, last_return or 0.0)
    top.set_xlim(-0.05 * end, 1.1 * end)      # t0 .. the last drain: the part that matters
    series = (release or {}).get("series") or []
    if series:
        bottom.step([ms(t) for t, _ in series], [v * PAGE_MIB for _, v in series], where="post", color="#2ca02c")
    bottom.set_ylabel("zsmalloc pool (MiB)")
    bottom.set_xlabel("time since munmap()/SIGKILL (ms)")
    after = None if last_return is None else last_drain - last_return
    sub = (f"{s.label}, {run['run_id']} ({resultset.accelerator(s)}, {s.meta.get('machine', {}).get('ncpus')} "
           f"vCPUs); last drain ends {textfmt.fmt(after, ' ms', 1)} after the last task returned")
    fig.suptitle(f"{title}\n{sub}", fontsize=10)
    fig.tight_layout()
    return plot_cls(name, title, save(fig, name),
                    caption=f"{run['run_id']} of {s.label} (the median-time run of its largest multi-process "
                            "munmap cell): task spans from the probe's unmap events, drain-worker runs per CPU, "
                            "the pool size from the release series; dashed: the last task's return.")

"""Comparison plots (PNG and SVG), each with a title, units and kernel labels.

make_all() returns one Plot per figure it meant to draw; a figure whose data
is absent comes back with a reason instead of files, and the report says so.
"""
import math
import os

from .mplsafe import matplotlib  # imported there: no one else's matplotlibrc

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402

from . import probe_data, release as reltimes, resultset, stats, timeline_plot, workloads  # noqa: E402

COLORS = plt.rcParams["axes.prop_cycle"].by_key()["color"]

# Reproducible files: the committed reports (results/reports/) are compared
# byte for byte with a fresh run, so no random SVG ids, no date, one font
# (Debian's matplotlib ships DejaVu Sans).
plt.rcParams.update({"svg.hashsalt": "zsfree-eval", "font.family": "DejaVu Sans"})
SAVE_METADATA = {"png": {}, "svg": {"Date": None}}


class Plot:
    def __init__(self, name, title, files=(), reason=None, caption=""):
        self.name, self.title, self.files = name, title, list(files)
        self.reason, self.caption = reason, caption

    @property
    def skipped(self):
        return self.reason is not None


def _save(fig, outdir, name):
    os.makedirs(outdir, exist_ok=True)
    files = []
    for ext in ("png", "svg"):
        path = os.path.join(outdir, f"{name}.{ext}")
        fig.savefig(path, dpi=110 if ext == "png" else None, bbox_inches="tight",
                    metadata=SAVE_METADATA[ext])
        files.append(path)
    plt.close(fig)
    return files


def _setup_note(sets):
    """The accelerator first: a TCG and an icount figure are not comparable."""
    m = sets[0].meta
    mach = m.get("machine") or {}
    swap = m.get("swap") or {}
    accs = ", ".join(dict.fromkeys(resultset.accelerator(s) for s in sets))
    return (f"{accs}, {mach.get('ncpus') or '?'} CPUs, {mach.get('cpu_model') or '?'}, "
            f"{swap.get('backend') or '?'}/{swap.get('compressor') or '?'}")


def _legend_outside(ax, **kw):
    """A legend right of the axes, so it covers no bar, curve or label."""
    ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0), borderaxespad=0.0, **kw)


def _color(i):
    return COLORS[i % len(COLORS)]


def latency_vs_size(sets, outdir, workload, procs, keys):
    name = f"latency-{workload}-{procs}p"
    title = f"{workloads.describe(workload)} time vs size, {procs} process{'es' if procs > 1 else ''}"
    if len(keys) < 2:
        return Plot(name, title, reason=f"only one size measured for {workload} at {procs}p")
    fig, ax = plt.subplots(figsize=(7, 4.5))
    sizes = [k[1] for k in keys]
    for i, s in enumerate(sets):
        cells = s.cells()
        xs, med, q1, q3, mn, mx = [], [], [], [], [], []
        for k in keys:
            t = [r["time_ms"] for r in cells.get(k, [])]
            if not t:
                continue
            a, m, b = stats.quartiles(t)
            xs.append(k[1]), med.append(m), q1.append(a), q3.append(b), mn.append(min(t)), mx.append(max(t))
        if not xs:
            continue
        ax.plot(xs, med, marker="o", color=_color(i), label=s.label)
        ax.fill_between(xs, q1, q3, color=_color(i), alpha=0.2, linewidth=0)
        ax.vlines(xs, mn, mx, color=_color(i), alpha=0.6, linewidth=1)
    ax.set_xscale("log", base=2)
    ax.set_xticks(sizes, [f"{x}" for x in sizes])
    ax.set_xlabel("region size per process (MB)")
    ax.set_ylabel("time (ms)")
    ax.set_title(f"{title}\nmedian, IQR band, min-max bar ({_setup_note(sets)})", fontsize=10)
    ax.grid(True, alpha=0.3)
    ax.legend(title="kernel")
    return Plot(name, title, _save(fig, outdir, name),
                caption="Median time per size; the band is the interquartile range and the bar "
                        "min to max over valid runs.")


def speedup_bars(sets, outdir, workload, kind, fixed, keys, stat):
    name = f"speedup-{workload}-" + (f"{fixed}p-by-size" if kind == "size" else f"{fixed}mb-by-procs")
    what = workloads.layout_title(workload, kind, fixed, keys)
    title = f"speedup over {sets[0].label}: {what}"
    if len(sets) < 2:
        return Plot(name, title, reason="only one kernel given")
    base = sets[0].cells()
    fig, ax = plt.subplots(figsize=(7, 4.5))
    x = np.arange(len(keys))
    width = 0.8 / (len(sets) - 1)
    for i, s in enumerate(sets[1:]):
        cells = s.cells()
        vals, lo, hi, open_ = [], [], [], []
        for k in keys:
            ci = stats.ratio_ci([r["time_ms"] for r in base.get(k, [])], [r["time_ms"] for r in cells.get(k, [])])
            vals.append(ci[0] if ci else np.nan)
            lo.append(ci[0] - ci[1] if ci else 0.0)
            # an interval without an upper bound gets no upper bar, and says so
            open_.append(bool(ci) and math.isinf(ci[2]))
            hi.append(0.0 if not ci or open_[-1] else ci[2] - ci[0])
        bars = ax.bar(x + (i - (len(sets) - 2) / 2) * width, vals, width, color=_color(i + 1), label=s.label,
                      yerr=[lo, hi], capsize=2, error_kw={"elinewidth": 0.8})
        ax.bar_label(bars, labels=["" if np.isnan(v) else f"{v:.2f}x" + (" (CI open)" if o else "")
                                   for v, o in zip(vals, open_)], fontsize=7, padding=2)
    ax.axhline(1.0, color="black", linewidth=0.8)
    ax.set_ylim(0, max(1.0, np.nanmax(ax.dataLim.y1)) * 1.15)
    ax.set_xticks(x, [workloads.row_label(kind, k) for k in keys])
    ax.set_xlabel("region size per process" if kind == "size" else "processes")
    ax.set_ylabel(f"speedup (mean {sets[0].label} / mean kernel)")
    ax.set_title(f"{title}\n({_setup_note(sets)})", fontsize=10)
    ax.grid(True, axis="y", alpha=0.3)
    _legend_outside(ax, title="kernel")
    return Plot(name, title, _save(fig, outdir, name),
                caption=f"Ratio of {sets[0].label}'s mean time to each kernel's, with its 95 % confidence "
                        "interval (Fieller, Welch df) as the error bar; 1.0 = no change.")


def scaling(sets, outdir, workload, size, keys):
    name = f"scaling-{workload}-{size}mb"
    title = f"{workloads.describe(workload)} time vs process count, {size}MB each"
    fig, ax = plt.subplots(figsize=(7, 4.5))
    procs = [k[2] for k in keys]
    for i, s in enumerate(sets):
        cells = s.cells()
        xs, med, q1, q3 = [], [], [], []
        for k in keys:
            t = [r["time_ms"] for r in cells.get(k, [])]
            if t:
                a, m, b = stats.quartiles(t)
                xs.append(k[2]), med.append(m), q1.append(a), q3.append(b)
        if xs:
            ax.plot(xs, med, marker="o", color=_color(i), label=s.label)
            ax.fill_between(xs, q1, q3, color=_color(i), alpha=0.2, linewidth=0)
    ax.set_xticks(procs, [f"{p}p" for p in procs])
    ax.set_xlabel("concurrent processes (each its own region)")
    ax.set_ylabel("time per process (ms)")
    ax.set_ylim(bottom=0)
    ax.set_title(f"{title}\nmedian with IQR band ({_setup_note(sets)})", fontsize=10)
    ax.grid(True, alpha=0.3)
    ax.legend(title="kernel")
    return Plot(name, title, _save(fig, outdir, name),
                caption="Mean per-process time of each run; median over runs with the IQR band.")


def release(sets, outdir, workload, key, prefix=""):
    name = f"{prefix}release-{workload}-{key[1]}mb-{key[2]}p"
    title = f"memory release after {workloads.describe(workload)}, {key[1]}MB x {key[2]}p"
    per_set, reasons, quality = [], {}, []
    for s in sets:
        curves, why, q = probe_data.release_curves(s, s.cells().get(key, []))
        per_set.append(curves)
        for w, n in why.items():
            reasons[f"{s.label}: {w}"] = n
        if probe_data.quality_text(q):
            quality.append(f"{s.label} {probe_data.quality_text(q)}")
    quantities = [q for q in ("pool", "zram_used", "mem_free", "mem_available")
                  if any(c.get(q) for c in per_set)]
    if not quantities:
        why = probe_data.reasons_text(reasons) or "no probe release series and no samples/ files"
        return Plot(name, title, reason=f"no release data for {workload} {key[1]}MB {key[2]}p: {why}")
    ncols = min(2, len(quantities))
    nrows = (len(quantities) + 1) // 2
    fig, axes = plt.subplots(nrows, ncols, figsize=(5.6 * ncols, 4.0 * nrows + 0.4), squeeze=False)
    for ax in axes.flat[len(quantities):]:
        ax.set_visible(False)
    returns = [stats.median([r["time_ms"] for r in s.cells().get(key, [])]) for s in sets]
    steps = []
    for ax, q in zip(axes.flat, quantities):
        slowest = 0.0
        for i, curves in enumerate(per_set):
            t100 = [x[2] for x in (reltimes.times(t, v) for t, v in curves.get(q) or []) if x]
            slowest = max([slowest, *t100, returns[i] or 0.0])
        # every kernel on the same grid, at the finest sampling interval of the curves
        grid, step = reltimes.common_grid([c.get(q) for c in per_set], -0.05 * slowest, 1.1 * slowest)
        steps.append(f"{probe_data.SAMPLE_LABELS[q].split(' (')[0]} {step:.3g} ms")
        for i, curves in enumerate(per_set):
            if not curves.get(q):
                continue
            x, med, q25, q75 = reltimes.change_points(grid, *reltimes.band_on(curves[q], grid))
            ax.plot(x, med, color=_color(i), label=f"{sets[i].label} (n={len(curves[q])})",
                    drawstyle="steps-post")
            ax.fill_between(x, q25, q75, color=_color(i), alpha=0.2, linewidth=0, step="post")
            if returns[i] is not None:
                ax.axvline(returns[i], color=_color(i), linestyle="--", linewidth=0.9,
                           label=f"{sets[i].label} task returns ({returns[i]:.0f} ms)")
        if slowest > 0:      # t0 .. the slowest run's t100: the part that matters
            ax.set_xlim(-0.05 * slowest, 1.1 * slowest)
        ax.axvline(0, color="black", linewidth=0.8)
        ax.set_xlabel("time since munmap()/SIGKILL (ms)")
        ax.set_ylabel(probe_data.SAMPLE_LABELS[q])
        ax.set_title(probe_data.SAMPLE_LABELS[q].split(" (")[0], fontsize=10)
        ax.grid(True, alpha=0.3)
    _legend_outside(axes.flat[len(quantities) - 1], title="kernel", fontsize=7)   # one legend, beside the axes
    fig.suptitle(f"{title}: median with IQR band\n({_setup_note(sets)})", fontsize=10)
    fig.tight_layout()
    caption = ("Amount released since the unmap or kill started, median over runs with the "
               "interquartile band, from t0 to the slowest run's t100; dashed: each kernel's median "
               "task return (munmap()/exit time); pool from the probe's release series (4 KiB pages), "
               "the others from the run's memory samples; every kernel on one time axis, one point per "
               "sampling interval (" + ", ".join(steps) + ").")
    if reasons:
        caption += " Missing: " + probe_data.reasons_text(reasons) + "."
    if quality:
        caption += " " + "; ".join(quality) + "."
    return Plot(name, title, _save(fig, outdir, name), caption=caption)


def cpu_stacked(sets, outdir, workload, procs, keys):
    name = f"cpu-{workload}-{procs}p"
    title = f"time per MB: unmapping task vs drain worker, {workloads.describe(workload)}, {procs}p"
    data, reasons = {}, {}
    for s in sets:
        cells = s.cells()
        for k in keys:
            found, why = probe_data.collect(s, cells.get(k, []), "cpu")
            for w, n in why.items():
                reasons[f"{s.label}: {w}"] = reasons.get(f"{s.label}: {w}", 0) + n
            mb = k[1] * k[2]
            pairs = [(probe_data.freeing_ns(r) / 1e3 / mb, probe_data.worker_ns(m) / 1e3 / mb)
                     for r, m in found if probe_data.worker_ns(m) is not None]
            if pairs:
                data[(s.label, k)] = (stats.median([p[0] for p in pairs]),
                                      stats.median([p[1] for p in pairs]), len(pairs))
            elif found:
                reasons[f"{s.label}: drain runs not identified (worker_ns null)"] = len(found)
    if not data:
        return Plot(name, title, reason="no CPU accounting: " + (probe_data.reasons_text(reasons) or "no runs"))
    fig, ax = plt.subplots(figsize=(7.5, 4.5))
    x = np.arange(len(keys))
    width = 0.8 / len(sets)
    for i, s in enumerate(sets):
        task = [data.get((s.label, k), (np.nan, np.nan, 0))[0] for k in keys]
        work = [data.get((s.label, k), (np.nan, np.nan, 0))[1] for k in keys]
        pos = x + (i - (len(sets) - 1) / 2) * width
        ax.bar(pos, task, width, color=_color(i), label=f"{s.label} task")
        ax.bar(pos, work, width, bottom=task, color=_color(i), alpha=0.45, hatch="//",
               edgecolor="white", label=f"{s.label} worker")
    ax.set_xticks(x, [f"{k[1]}MB" for k in keys])
    ax.set_xlabel("region size per process")
    ax.set_ylabel("time per MB freed (µs/MB)")
    ax.set_ylim(0, np.nanmax([t + w for t, w, _ in data.values()]) * 1.35)
    ax.set_title(f"{title}\nmedian over runs; solid = unmapping task (munmap/exit time), hatched = drain worker "
                 f"CPU\n({_setup_note(sets)})", fontsize=10)
    ax.grid(True, axis="y", alpha=0.3)
    _legend_outside(ax, fontsize=8)
    caption = ("Latency, not work: the unmapping tasks' elapsed time in munmap()/exit per MB freed "
               "(runs.jsonl, summed over processes: what the task waits, other tasks' time on its CPU "
               "included) with the drain worker's CPU time (probe cpu.worker_ns) stacked on it.  The "
               "total work is Q2's totalwork experiment (icount with one vCPU, the task's cgroup CPU).")
    if reasons:
        caption += " Missing: " + probe_data.reasons_text(reasons) + "."
    return Plot(name, title, _save(fig, outdir, name), caption=caption)


def worker_placement(sets, outdir):
    name = "worker-per-cpu"
    title = "where the drain worker ran: worker CPU time per CPU"
    per_set, reasons = {}, {}
    for s in sets:
        found, why = probe_data.collect(s, s.valid, "cpu")
        for w, n in why.items():
            reasons[f"{s.label}: {w}"] = n
        totals = {}
        for _, m in found:
            for cpu, ns in (m.get("worker_per_cpu_ns") or {}).items():
                totals[int(cpu)] = totals.get(int(cpu), 0) + ns
        if found:
            per_set[s.label] = ({c: v / len(found) / 1e6 for c, v in totals.items()}, len(found))
    if not any(d for d, _ in per_set.values()):
        why = probe_data.reasons_text(reasons) or "no drain-worker CPU time recorded on any CPU"
        return Plot(name, title, reason=f"no per-CPU worker time: {why}")
    ncpus = max((s.meta.get("machine") or {}).get("ncpus") or 0 for s in sets)
    cpus = sorted(set(range(ncpus)) | {c for d, _ in per_set.values() for c in d})
    fig, ax = plt.subplots(figsize=(max(6, 0.6 * len(cpus) * len(per_set)), 4.3))
    x = np.arange(len(cpus))
    width = 0.8 / len(per_set)
    for i, (label, (d, n)) in enumerate(per_set.items()):
        idx = [s.label for s in sets].index(label)
        ax.bar(x + (i - (len(per_set) - 1) / 2) * width, [d.get(c, 0.0) for c in cpus], width,
               color=_color(idx), label=f"{label} (n={n})")
    ax.set_xticks(x, [str(c) for c in cpus])
    ax.set_xlabel("CPU")
    ax.set_ylabel("worker CPU time per run (ms)")
    ax.set_ylim(0, max(max(d.values(), default=0.0) for d, _ in per_set.values()) * 1.35)
    ax.set_title(f"{title}\nmean over all probed valid runs ({_setup_note(sets)})", fontsize=10)
    ax.grid(True, axis="y", alpha=0.3)
    _legend_outside(ax, title="kernel")
    caption = "Drain-worker CPU time on each CPU, averaged over runs (a kernel without one shows none)."
    if reasons:
        caption += " Missing: " + probe_data.reasons_text(reasons) + "."
    return Plot(name, title, _save(fig, outdir, name), caption=caption)


def make_all(sets, outdir, stat="median", others=()):
    """Every plot for these sets (sets[0] is the baseline), and the release
    experiment's among the others."""
    keys = set().union(*[set(s.cells()) for s in sets])
    out = []
    if not keys:
        return [Plot("all", "all plots", reason="no valid runs in any result set")]
    for workload, kind, fixed, rkeys in workloads.layouts(keys):
        if kind == "size":
            out.append(latency_vs_size(sets, outdir, workload, fixed, rkeys))
            out.append(speedup_bars(sets, outdir, workload, kind, fixed, rkeys, stat))
            out.append(cpu_stacked(sets, outdir, workload, fixed, rkeys))
            out.append(release(sets, outdir, workload, rkeys[-1]))
        else:
            out.append(scaling(sets, outdir, workload, fixed, rkeys))
            out.append(speedup_bars(sets, outdir, workload, kind, fixed, rkeys, stat))
    for w in workloads.ordered({k[0] for k in keys}):
        if not any(p.name.startswith(f"scaling-{w}-") for p in out):
            out.append(Plot(f"scaling-{w}", f"{w} process scaling",
                            reason=f"{w} was measured with one process count only"))
    out.append(worker_placement(sets, outdir))
    out.append(timeline_plot.draw(plt, sets, lambda fig, name: _save(fig, outdir, name), Plot))
    return out + experiment_release(others, outdir)


def experiment_release(others, outdir):
    """The release experiment's curves (LABEL.release of each kernel), drawn
    whether or not those sets are the report's primary ones."""
    from . import experiments
    out = []
    for g in experiments.groups(others, "release"):
        keys = set().union(*[set(s.cells()) for s in g.sets])
        for workload in workloads.ordered({k[0] for k in keys}):
            key = max(k for k in keys if k[0] == workload and k[2] == min(x[2] for x in keys if x[0] == workload))
            out.append(release(g.sets, outdir, workload, key, prefix="exp-"))
    return out

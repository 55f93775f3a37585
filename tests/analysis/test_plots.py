"""Plots: files written, one series per kernel, absent data skipped with a reason."""
import os
import re
import xml.etree.ElementTree as ET

import matplotlib
import matplotlib.container
import pytest

matplotlib.use("Agg")

from zsfree_analysis import plots, resultset  # noqa: E402


@pytest.fixture
def captured(monkeypatch):
    """The figures make_all draws, by name (a closed figure keeps its artists)."""
    figs = {}
    real_save = plots._save

    def save(fig, outdir, name):
        figs[name] = fig
        return real_save(fig, outdir, name)
    monkeypatch.setattr(plots, "_save", save)
    return figs


def labels(ax):
    return ax.get_legend_handles_labels()[1]


def test_every_plot_drawn_with_one_series_per_kernel(standard, tmp_path, captured):
    sets = resultset.load_sets(standard)
    made = plots.make_all(sets, str(tmp_path))
    names = {p.name for p in made if not p.skipped}
    assert {"latency-munmap-1p", "speedup-munmap-1p-by-size", "scaling-munmap-256mb",
            "release-munmap-256mb-1p", "cpu-munmap-1p", "worker-per-cpu", "latency-exit-1p"} <= names
    for p in made:
        if p.skipped:
            continue
        assert [os.path.splitext(f)[1] for f in p.files] == [".png", ".svg"]
        assert all(os.path.getsize(f) > 1000 for f in p.files)
    lat = captured["latency-munmap-1p"].axes[0]
    assert labels(lat) == ["base", "p1", "p1+2"]
    assert len(lat.get_lines()) == 3 and all(len(ln.get_xdata()) == 3 for ln in lat.get_lines())
    assert lat.get_xlabel().endswith("(MB)") and lat.get_ylabel() == "time (ms)" and lat.get_title()
    sp = captured["speedup-munmap-1p-by-size"].axes[0]
    bars = [c for c in sp.containers if isinstance(c, matplotlib.container.BarContainer)]
    assert labels(sp) == ["p1", "p1+2"] and len(bars) == 2
    heights = [b.get_height() for b in bars[0].patches]
    base, p1 = sets[0].cells(), sets[1].cells()

    def mean(runs):
        return sum(r["time_ms"] for r in runs) / len(runs)
    assert heights == pytest.approx([mean(base[k]) / mean(p1[k]) for k in sorted(base) if k[:1] == ("munmap",)
                                     and k[2] == 1], rel=1e-9)
    # the ratio carries its interval as an error bar
    assert sum(isinstance(c, matplotlib.container.ErrorbarContainer) and c.has_yerr for c in sp.containers) == 2
    for name in ("speedup-munmap-1p-by-size", "worker-per-cpu"):
        fig = captured[name]
        fig.canvas.draw()
        ax = fig.axes[0]
        leg, box = ax.get_legend().get_window_extent(), ax.get_window_extent()
        assert leg.x0 >= box.x1, f"{name}: the legend overlaps the axes"
        assert "(bare metal," in ax.get_title()      # the accelerator is named in every title
    sc = captured["scaling-munmap-256mb"].axes[0]
    assert labels(sc) == ["base", "p1", "p1+2"]
    assert list(sc.get_lines()[0].get_xdata()) == [1, 2, 3, 4]
    rel = captured["release-munmap-256mb-1p"]
    visible = [ax for ax in rel.axes if ax.get_visible()]
    assert len(visible) == 4                               # pool, zram, MemFree, MemAvailable
    for ax in visible:
        lab = labels(ax)
        assert [x for x in lab if "task returns" not in x] == ["base (n=5)", "p1 (n=5)", "p1+2 (n=5)"]
        assert [x.split(" task returns")[0] for x in lab if "task returns" in x] == ["base", "p1", "p1+2"]
        assert "ms" in ax.get_xlabel() and "MiB" in ax.get_ylabel()
        assert ax.get_xlim()[1] < 200        # zoomed to the slowest t100, not the whole sampling
    cpu = captured["cpu-munmap-1p"].axes[0]
    assert len(cpu.containers) == 6                        # task + worker per kernel
    # every figure names the accelerator (synthetic sets: virt "bare") in its title
    for name, fig in captured.items():
        titles = [fig._suptitle.get_text() if fig._suptitle else ""] + [ax.get_title() for ax in fig.axes]
        assert any("bare metal, 4" in t for t in titles), name
    placement = captured["worker-per-cpu"].axes[0]
    assert [lab.split(" ")[0] for lab in labels(placement)] == ["base", "p1", "p1+2"]


def test_svg_has_one_line_per_kernel(standard, tmp_path):
    sets = resultset.load_sets(standard)
    plots.make_all(sets, str(tmp_path))
    tree = ET.parse(tmp_path / "latency-munmap-1p.svg")
    ids = [g.get("id") for g in tree.iter("{http://www.w3.org/2000/svg}g")]
    assert sum(1 for i in ids if i and i.startswith("line2d")) >= 3
    text = (tmp_path / "latency-munmap-1p.svg").read_text()
    # matplotlib writes each text as a comment before its glyphs: exact labels
    comments = re.findall(r"<!-- (.*?) -->", text)
    for lab in ("base", "p1", "p1+2"):
        assert lab in comments, lab


def test_absent_data_is_skipped_with_reason(tmp_path):
    import synth
    root = str(tmp_path / "r")
    paths = [synth.make_set(root, "base", sizes=(64,), probe_level="none", repeats=2),
             synth.make_set(root, "p1", ms_per_mb=0.1, sizes=(64,), probe_level="none", repeats=2)]
    sets = resultset.load_sets(paths)
    made = {p.name: p for p in plots.make_all(sets, str(tmp_path / "plots"))}
    assert made["latency-munmap-1p"].skipped and "only one size" in made["latency-munmap-1p"].reason
    assert made["release-munmap-64mb-1p"].skipped
    assert "probe level 'none'" in made["release-munmap-64mb-1p"].reason
    assert made["cpu-munmap-1p"].skipped and "no CPU accounting" in made["cpu-munmap-1p"].reason
    assert made["worker-per-cpu"].skipped
    assert made["scaling-munmap"].skipped and "one process count" in made["scaling-munmap"].reason
    assert not made["speedup-munmap-1p-by-size"].skipped
    assert not os.path.exists(tmp_path / "plots" / "release-munmap-64mb-1p.png")


def test_one_run_timeline(standard, tmp_path, captured):
    sets = resultset.load_sets(standard)
    made = {p.name: p for p in plots.make_all(sets, str(tmp_path))}
    tl = made["timeline-run"]
    assert not tl.skipped, tl.reason
    fig = captured["timeline-run"]
    top, bottom = fig.axes[:2]
    assert labels(top) == ["munmap() / exit", "drain worker"]
    assert fig._suptitle.get_text().startswith("one run: tasks, drain worker and pool size on one time axis\np1, ")
    assert "(bare metal, 4 vCPUs)" in fig._suptitle.get_text()     # the accelerator is named
    assert bottom.get_xlabel() == "time since munmap()/SIGKILL (ms)"
    # the base kernel alone has no drain worker: the plot is skipped with its reason
    made = {p.name: p for p in plots.make_all(sets[:1], str(tmp_path / "b"))}
    assert made["timeline-run"].skipped and "no probed run with drain-worker events" in made["timeline-run"].reason

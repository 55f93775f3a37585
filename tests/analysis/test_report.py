"""The report: both files, every section, plots embedded, caveats stated."""
import json
import os
import re

import pytest

from conftest import ROOT, run_tool
from zsfree_analysis import questions


@pytest.fixture(scope="module")
def report(standard, tmp_path_factory):
    """The report of the standard synthetic sets, written once."""
    out = tmp_path_factory.mktemp("report")
    r = run_tool("report", "-o", str(out), *standard)
    assert r.returncode == 0, r.stderr
    return out, r


def test_report_sections_and_plots(report):
    out, r = report
    assert r.stdout.startswith("report: wrote") and "14 plots, 0 skipped" in r.stdout
    md = (out / "index.md").read_text()
    html = (out / "index.html").read_text()
    for heading in ("## Setup", "## Tables", "## Plots", "## Reviewer questions"):
        assert heading in md
    for qid, title, *_ in questions.QUESTIONS:
        assert f"### {qid.upper()}. {title}" in md
        assert f'id="{qid}"' in html
    # each question section has its parts
    for part in ("**Question:**", "**Measurement:**", "**What they mean:**"):
        assert md.count(part) == len(questions.QUESTIONS)
    # setup states kernels, machine, compressor, probe level and overhead
    for needle in ("6.12.0-base", "Synthetic CPU", "lzo-rle", "| probe level | basic", "1.50% (recorded)"):
        assert needle in md
    # the cover-letter table is embedded verbatim
    assert "  times in ms, speedups over base" in md
    imgs = re.findall(r"!\[[^]]*\]\(([^)]+)\)", md)
    assert len(imgs) == 14 and all((out / i).exists() for i in imgs)
    assert html.count("<img src=") == 14
    assert "<code>workloads/run --label base --probe basic</code>" in html
    assert json.loads((out / "tables.json").read_text())["tables"]
    assert os.listdir(out / "csv")


def test_numbers_and_caveats_in_questions(report):
    out, _ = report
    md = (out / "index.md").read_text()
    assert "- p1: 120 probe files for 120 valid runs; 0 lost events" in md
    q3 = md.split("### Q3.")[1].split("### Q4.")[0]
    assert "| munmap 256MB-1p | p1 | zsmalloc pool released | 5 |" in q3
    # the word comes from the interval of the per-run t100s, with n and the environment
    assert re.search(r"munmap 256MB-1p, p1 against base, from the moment munmap\(\) is called: the bulk "
                     r"(?:comes back|is) (later|earlier|inconclusive): t50 [\d.]+ vs [\d.]+ ms \([\d.]+x "
                     r"\[[\d.]+, [\d.]+\], n = 5/5: (later|earlier|inconclusive)\), .*; the tail (?:comes back|is) "
                     r"(later|earlier|inconclusive): t100 [\d.]+ vs [\d.]+ ms .*\(means; ratios p1/base of means "
                     r"with Fieller's 95 % CI; bare metal, 4 CPUs\)", q3)
    assert "p1: sampler: 10 missed ticks over 5 runs, largest gap 2.10 ms" in q3
    q4 = md.split("### Q4.")[1].split("### Q5.")[0]
    assert "billed to the root cgroup" in q4
    assert "not measured in this result set: no result set from the isolation experiment" in q4
    q10 = md.split("### Q10.")[1]
    assert "lock unavailable: basic level" in q10


def test_other_backend_feeds_footprint_question(tmp_path, tool):
    import synth
    root = str(tmp_path / "r")
    common = dict(sizes=(64, 128), repeats=2)
    paths = [synth.make_set(root, "base", **common),
             synth.make_set(root, "p1", ms_per_mb=0.1, patched=True, **common),
             synth.make_set(root, "brd", ms_per_mb=0.05, swap__backend="brd",
                            kernel__release="6.12.0-base", **common),
             synth.make_set(root, "p2-brd", ms_per_mb=0.05, swap__backend="brd", **common),
             synth.make_set(root, "resident", ms_per_mb=0.01, swap__backend="none",
                            kernel__release="6.12.0-base", **common)]
    out = tmp_path / "rep"
    r = tool("report", "-o", str(out), *paths)
    assert r.returncode == 0, r.stderr
    md = (out / "index.md").read_text()
    assert "brd is reported separately: its swap backend (swap.backend) is 'brd'" in md
    q5 = md.split("### Q5.")[1].split("### Q6.")[0]
    assert "| brd | brd |" in q5
    # the control is compared with the zram set of its own kernel only
    assert re.search(r"brd \(brd\): 0\.05\d ms/MB against 0\.20\d ms/MB on base \(zram, same kernel "
                     r"6\.12\.0-base; medians, n = 4/4, zram/control \d\.\d\dx, 95 % CI", q5)
    assert "p2-brd (brd): no zram set of the same kernel (6.12.0-p2-brd) among the inputs" in q5
    # brd against zram is zsmalloc/zram over the same swap entries, and the answer; resident
    # memory against zram is swapping out as a whole, not zsmalloc's cost
    assert re.search(r"brd \(brd\): [^\n]*; the difference is the cost zsmalloc/zram add to the same swap "
                     r"entries \(brd: RAM, uncompressed, no zsmalloc\)\.", q5)
    assert re.search(r"resident \(none\): [^\n]*; the difference is what swapping the memory out adds \(the swap "
                     r"entries and zram/zsmalloc together\)\.", q5)
    assert q5.split("**Answer:** ")[1].startswith("brd (brd): ")
    # the ratios the sentences quote are in tables.json, where the docs' quotes are checked
    t = next(t for t in json.loads((out / "tables.json").read_text())["tables"] if t["name"] == "q5-control")
    rows = {r[0]: dict(zip(t["columns"], r)) for r in t["rows"]}
    assert set(rows) == {"brd", "resident"} and rows["brd"]["zram"] == "base" and rows["brd"]["n_zram"] == 4
    assert rows["brd"]["ci_low"] < rows["brd"]["ratio_of_means"] < rows["brd"]["ci_high"]
    assert rows["resident"]["ratio_of_means"] > rows["brd"]["ratio_of_means"] > 1
    assert "ms/MB on p1" not in q5
    assert "brd" not in md.split("## Tables")[1].split("## Plots")[0]


def test_report_without_probes_states_why(tmp_path, tool):
    import synth
    root = str(tmp_path / "r")
    paths = [synth.make_set(root, "base", probe_level="none", repeats=2),
             synth.make_set(root, "p1", ms_per_mb=0.1, probe_level="none", repeats=2)]
    out = tmp_path / "rep"
    assert tool("report", "-o", str(out), *paths).returncode == 0
    md = (out / "index.md").read_text()
    assert "## Plots not drawn" in md
    assert "probe level 'none': runs were not probed" in md
    assert "| probe overhead | none (not probed) | none (not probed) |" in md


def test_probe_overhead_measured_from_an_unprobed_twin(tmp_path, tool):
    import synth
    root = str(tmp_path / "r")
    common = dict(sizes=(64, 128), repeats=3, kernel__release="6.12.0-x")
    paths = [synth.make_set(root, "probed", ms_per_mb=0.21, probe__overhead_pct=None, **common),
             synth.make_set(root, "plain", ms_per_mb=0.2, probe_level="none", **common)]
    out = tmp_path / "rep"
    assert tool("report", "-o", str(out), *paths).returncode == 0
    md = (out / "index.md").read_text()
    # every cell's median is 5% higher with the probe
    assert "| probe overhead | +5.00% (measured against unprobed plain, 2 cells" in md


def test_probe_drops_are_stated(small, tool, tmp_path):
    import json as _json
    import os as _os
    path = _os.path.join(small[1], "probes", "munmap-64mb-1p-r1.json")
    doc = _json.load(open(path))
    doc["drops"] = {"ringbuf": 7, "map_full": 0}
    _json.dump(doc, open(path, "w"))
    out = tmp_path / "rep"
    assert tool("report", "-o", str(out), *small).returncode == 0
    md = (out / "index.md").read_text()
    assert "- p1: 12 probe files for 12 valid runs; 1 lost events (ringbuf 7, map_full 0)" in md


# --- drawn reports over the committed sets and over a replaced -o --------------
# (here, in the slow tier: these draw every plot)

STANDARD = [os.path.join(ROOT, "results", k) for k in ("base", "p1", "p1+2", "lock-v5", "lock-v5+p1+2")]


@pytest.mark.skipif(not all(os.path.isdir(p) for p in STANDARD), reason="committed standard sets absent")
def test_report_summary_follows_the_lineage(tmp_path, tool):
    r = tool("report", "-o", str(tmp_path / "r"), *STANDARD)
    assert r.returncode == 0, r.stderr
    md = (tmp_path / "r" / "index.md").read_text()
    summary = md.split("## Summary: differences between kernels")[1].split("\n## ")[0]
    # the lineage: lock-v5 is compared with base and lock-v5+p1+2 with lock-v5, never lock-v5 with
    # p1+2 (two series, not one stack): the "regressions" of adjacent pairs are gone
    assert "Regressions: none whose interval excludes 1." in summary
    assert summary.index("| pair (B against A) |") < summary.index("Improvements (")
    first = [line for line in summary.splitlines() if line.startswith("- ")][0]
    assert "lock-v5 is slower than p1+2" not in summary and "lock-v5 against p1+2" not in summary
    assert "| lock-v5 against base | 12 |" in summary and "| lock-v5+p1+2 against lock-v5 | 12 |" in summary
    assert "| p1+2 against base | 12 | 12 | 0 | 0 | 0 |" in summary
    assert "QEMU TCG, 2 vCPUs, kernel 6.12.117-" in first
    assert "recorded one after another" in summary
    assert "p1+2 is slower than p1" not in summary


def test_report_replaces_stale_outputs_and_leaves_no_temp(small, capsys, tmp_path):
    from zsfree_analysis import report_cmd

    def run(capsys, main, *argv):
        rc = main(list(argv))
        out, err = capsys.readouterr()
        return rc, out, err

    out = tmp_path / "rep"
    rc, _, err = run(capsys, report_cmd.main, "-o", str(out), *small)
    assert rc == 0, err
    stale = out / "plots" / "old-plot.png"
    stale.write_bytes(b"old")
    rc, _, err = run(capsys, report_cmd.main, "-o", str(out), *small)
    assert rc == 0, err
    assert not stale.exists() and (out / "index.md").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["rep", "results"]


def test_interleaved_rounds_are_said_only_when_every_set_has_them():
    from types import SimpleNamespace as NS
    from zsfree_analysis import report_cmd
    merged = NS(meta={"rounds": [{"round": k} for k in (1, 2, 3)]})
    plain = NS(meta={})
    assert report_cmd.interleaved_rounds([merged, merged]) == 3
    assert report_cmd.interleaved_rounds([merged, plain]) is None
    assert report_cmd.interleaved_rounds([merged]) is None
    assert report_cmd.interleaved_rounds([merged, NS(meta={"rounds": [{"round": 1}, {"round": 2}]})]) is None

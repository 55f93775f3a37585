"""compare's text tables against committed golden files, plus exports.

Regenerate the golden files after an intended format change with
UPDATE_GOLDEN=1 make check-analysis, and review the diff."""
import csv
import math
import json
import os
import re

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
GOLDEN = os.path.join(HERE, "golden")


def check_golden(name, text):
    path = os.path.join(GOLDEN, name)
    if os.environ.get("UPDATE_GOLDEN"):
        with open(path, "w") as f:
            f.write(text)
    with open(path) as f:
        assert text == f.read(), f"output differs from {path}"


def test_compare_golden_median(small, tool):
    r = tool("compare", *small)
    assert r.returncode == 0, r.stderr
    check_golden("compare-median.txt", r.stdout)


def test_compare_golden_mean_cover_only(small, tool):
    r = tool("compare", "--stat", "mean", "--only", "cover", *small)
    assert r.returncode == 0, r.stderr
    check_golden("compare-mean-cover.txt", r.stdout)
    assert "mean of 2-3 runs" in r.stdout


def test_cover_table_layout_matches_cover_letter(small, tool):
    out = tool("compare", "--only", "cover", *small).stdout
    lines = out.splitlines()
    i = lines.index("  times in ms, speedups over base")
    assert lines[i + 1] == "              base           p1            p1+2"
    assert lines[i + 2] == "  size        time    time speedup    time speedup"
    row = lines[i + 3]
    assert row.startswith("  64MB ")
    # base time ends in column 18, then 8-column time/speedup pairs; base has
    # 2 runs in this row, so the speedups are marked: no verdict
    assert row[10:18].strip() and row[18:26].strip() and row[26:34].strip().endswith("x!")
    assert lines[i + 4][26:34].strip().endswith("x")          # 3 runs each: a verdict
    assert all(len(line) <= 72 for line in lines)
    # the environment line above the table and the legend below it
    flat = " ".join(out.split())
    assert "machine: Synthetic CPU (x86_64), bare metal, 4 CPUs; kernels 6.12.0-base, 6.12.0-p1" in flat
    assert flat.index("machine: ") < flat.index("single process munmap")
    assert "n = 2-3 per cell" in flat and "pre-release delay (munmap-bench --pre-delay) none" in flat
    assert "! fewer than 3 runs: no verdict." in flat


def test_cover_marks_inconclusive_and_oversubscribed_cells(tmp_path, tool):
    import synth
    root = str(tmp_path)
    # v1 times as base's: inconclusive; 3 processes on 2 CPUs: oversubscribed
    paths = [synth.make_set(root, lab, ms_per_mb=0.2 if lab != "v2" else 0.1, sizes=(64,), procs=(1, 3),
                            repeats=4, warmups=0, machine__ncpus=2)
             for lab in ("base", "v1", "v2")]
    r = tool("compare", "--only", "cover", "--json", str(tmp_path / "t.json"), *paths)
    assert r.returncode == 0, r.stderr
    flat = " ".join(r.stdout.split())
    assert "? interval includes 1: inconclusive" in flat
    assert "* more processes than CPUs: oversubscribed, not scaling" in flat
    procs = [t for t in json.loads((tmp_path / "t.json").read_text())["tables"] if "by-procs" in t["name"]][0]
    rows = [dict(zip(procs["columns"], row)) for row in procs["rows"]]
    assert {r["oversubscribed"] for r in rows if r["procs"] == 3} == {True}
    assert {r["oversubscribed"] for r in rows if r["procs"] == 1} == {False}
    assert {r["verdict"] for r in rows if r["kernel"] == "v2"} == {"faster"}
    v1 = [line for line in r.stdout.splitlines() if line.startswith("  1p ")][0]
    assert v1.split()[3].endswith("x?") and v1.split()[5].endswith("x")


def test_rejected_and_warmups_are_stated_and_excluded(small, tool):
    out = tool("compare", *small).stdout
    flat = " ".join(out.split())
    assert "base: 11 of 12 runs valid, 1 rejected (1x swapped 0.91 < 0.95), 4 warm-ups excluded" in flat
    # the 64MB-1p base cell used 2 runs, not the rejected or warm-up one
    assert "Samples   64MB-1p         2" in out


def test_more_variants_than_fit_make_further_blocks(tmp_path, tool):
    import synth
    root = str(tmp_path)
    paths = [synth.make_set(root, lab, ms_per_mb=0.2 - 0.02 * i, sizes=(64,), repeats=2, warmups=0)
             for i, lab in enumerate(["base", "v1", "v2", "v3", "v4"])]
    out = tool("compare", "--only", "cover", *paths).stdout
    assert out.count("  times in ms, speedups over base") == 2
    assert all(len(line) <= 72 for line in out.splitlines())


def test_mmtests_significance_marks(small, tool):
    out = tool("compare", "--only", "mmtests", *small).stdout
    amean = [line for line in out.splitlines() if line.startswith("Amean     128MB-1p")][0]
    assert amean.count("*") == 4            # both variants significant
    assert "(   0.00%)" in amean            # baseline never marked
    # base has 2 runs at 64MB-1p: no mark, however small p is
    amean64 = [line for line in out.splitlines() if line.startswith("Amean     64MB-1p")][0]
    assert "*" not in amean64
    assert "Welch's t-test" in out and "n = valid runs per op: base 2-3, p1 3, p1+2 3" in out
    assert all(len(line) <= 80 for line in out.splitlines())


def test_csv_and_json_exports_hold_every_table(small, tool, tmp_path):
    csvdir, js = tmp_path / "csv", tmp_path / "t.json"
    r = tool("compare", "--csv", str(csvdir), "--json", str(js), *small)
    assert r.returncode == 0, r.stderr
    doc = json.loads(js.read_text())
    assert doc["schema"] == "zsfree-eval/compare/1"
    names = [t["name"] for t in doc["tables"]]
    assert sorted(os.listdir(csvdir)) == sorted(f"{n}.csv" for n in names)
    assert "cover-munmap-1p-by-size" in names and "mmtests-munmap-time_ms" in names
    with open(csvdir / "cover-munmap-1p-by-size.csv") as f:
        rows = list(csv.DictReader(f))
    p1 = [r for r in rows if r["kernel"] == "p1" and r["size_mb"] == "64"][0]
    base = [r for r in rows if r["kernel"] == "base" and r["size_mb"] == "64"][0]
    assert float(p1["speedup"]) == pytest.approx(float(base["time_ms"]) / float(p1["time_ms"]))
    assert base["n"] == "2"
    assert doc["inputs"][0]["runs_rejected"] == 1
    # the pairs table: exact columns and labels, one row per pair of the lineage and cell
    with open(csvdir / "pairs-time_ms.csv") as f:
        reader = csv.DictReader(f)
        assert reader.fieldnames == ["a", "b", "workload", "size_mb", "procs", "n_a", "n_b", "mean_a_ms",
                                     "mean_b_ms", "ratio_a_over_b", "ci_low", "ci_high", "welch_p", "verdict"]
        prs = list(reader)
    assert sorted({(r["a"], r["b"]) for r in prs}) == [("base", "p1"), ("base", "p1+2"), ("p1", "p1+2")]
    words = {"faster", "slower", "inconclusive", "no verdict (n < 3)"}
    assert len(prs) == 3 * 4 and {r["verdict"] for r in prs} <= words
    # base has 2 runs at 64 MB: an interval, no verdict
    assert {r["verdict"] for r in prs if r["a"] == "base" and r["size_mb"] == "64" and r["procs"] == "1"} \
        == {"no verdict (n < 3)"}
    for r in prs:
        assert float(r["ci_low"]) <= float(r["ratio_a_over_b"]) <= float(r["ci_high"])


def test_thp_gets_a_bandwidth_table_where_higher_is_better(tmp_path, tool):
    import synth
    root = str(tmp_path)
    paths = [synth.make_set(root, "base", workloads=("munmap", "thp"), sizes=(64, 128), repeats=3),
             synth.make_set(root, "p1", ms_per_mb=0.1, workloads=("munmap", "thp"), sizes=(64, 128),
                            repeats=3)]
    out = tool("compare", "--only", "mmtests", *paths).stdout
    assert "munmap of an mTHP region: bandwidth_bytes_per_ms (higher is better)" in out
    assert "munmap: bandwidth_bytes_per_ms" not in out
    bw = out.split("bandwidth_bytes_per_ms (higher is better)")[1]
    amean = [line for line in bw.splitlines() if line.startswith("Amean     64MB-1p")][0]
    assert "*+100.00%*" in amean.replace(" ", "")   # twice the bandwidth, positive = better
    assert "M (   0.00%)" in amean                   # 8-digit rates in M, columns kept
    assert all(len(line) <= 80 for line in out.splitlines())


def test_gmean_ratio_row(small, tool, tmp_path):
    import math
    js = tmp_path / "t.json"
    assert tool("compare", "--only", "mmtests", "--json", str(js), *small).returncode == 0
    rows = json.loads(js.read_text())["tables"][0]["rows"]
    amean = {(r[3], r[1], r[2]): r[5] for r in rows if r[4] == "Amean"}
    ops = {(r[1], r[2]) for r in rows if r[4] == "Amean"}
    want = math.exp(sum(math.log(amean[("p1",) + o] / amean[("base",) + o]) for o in ops) / len(ops))
    got = [r[5] for r in rows if r[4] == "Gmean" and r[3] == "p1"][0]
    assert got == pytest.approx(want)
    out = tool("compare", "--only", "mmtests", *small).stdout
    line = [line for line in out.splitlines() if line.startswith("Gmean     Lower")][0]
    assert line.split()[2:] == ["1.00", f"{want:.2f}", line.split()[4]]


def test_label_renaming_and_five_kernels(tmp_path, capsys):
    import synth
    from zsfree_analysis import compare_cmd
    root = str(tmp_path / "r")
    common = dict(sizes=(64, 128), repeats=3)
    paths = [synth.make_set(root, lab, ms_per_mb=0.2 - 0.02 * i, patched=i > 0, **common)
             for i, lab in enumerate(("base", "p1", "p1+2", "lock-v5", "lock-v5+p1+2"))]
    assert compare_cmd.main(["--label", "base=Base", "--label", "p1+2=Patch1+2", *paths]) == 0
    out = capsys.readouterr().out
    assert max(len(line) for line in out.splitlines()) <= 80
    assert "  times in ms, speedups over Base" in out and "speedups over base" not in out
    assert re.search(r"^\s+Base\s+p1\s+Patch1\+2\s+lock-v5$", out, re.M)
    assert re.search(r"^\s+Base\s+lock-v5\+p1\+2$", out, re.M)           # the fifth kernel: next block
    assert "valid runs per row: Base 3, p1 3, Patch1+2 3, lock-v5 3, lock-v5+p1+2 3" in " ".join(out.split())
    assert re.search(r"^  (.*, )?lock-v5\+p1\+2 3$", out, re.M)     # a kernel and its count on one line
    assert compare_cmd.main(["--label", "nope=X", *paths]) == 1
    assert capsys.readouterr().err == "compare: --label 'nope=X': no result set labelled 'nope'\n"
    assert compare_cmd.main(["--label", "base=p1", *paths]) == 1
    assert "'p1' is already a label" in capsys.readouterr().err


def test_spread_column(small, capsys):
    from zsfree_analysis import compare_cmd, resultset, stats
    assert compare_cmd.main(["--only", "cover", "--spread", *small]) == 0
    out = capsys.readouterr().out
    assert max(len(line) for line in out.splitlines()) <= 72
    assert "  size        time    iqr    time    iqr speedup    time    iqr speedup" in out
    p1 = resultset.load_sets(small)[1].cells()[("munmap", 128, 1)]
    q25, _, q75 = stats.quartiles([r["time_ms"] for r in p1])
    row = [line for line in out.splitlines() if line.startswith("  128MB")][0].split()
    assert row[4] == f"{q75 - q25:.2f}"                # p1's iqr at 128 MB


def test_json_export_writes_an_open_interval_end_as_null(tmp_path):
    """JSON has no infinity: an interval without an upper end is null there,
    and the file stays valid JSON."""
    from zsfree_analysis import export, table
    t = table.Table("pairs-time_ms", "t", "text", ["ratio", "low", "high"], [[2.0, 1.2, math.inf]])
    path = export.write_json([t], str(tmp_path / "c.json"), inputs=[])
    with open(path) as f:
        doc = json.loads(f.read(), parse_constant=lambda c: pytest.fail(f"{c} in the JSON"))
    assert doc["tables"][0]["rows"] == [[2.0, 1.2, None]]

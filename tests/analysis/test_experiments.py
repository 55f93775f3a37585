"""The report reads the experiments' files into the reviewer-question sections."""
import re

import pytest

import synth_exp
from conftest import run_tool
from zsfree_analysis import exp_questions, experiments, resultset


def sections(md):
    """{"Q3": text of that section} from report/index.md."""
    parts = re.split(r"^### (Q\d+)\. ", md, flags=re.M)
    return {parts[i]: parts[i + 1] for i in range(1, len(parts) - 1, 2)}


def report(tmp_path, paths):
    out = tmp_path / "report"
    r = run_tool("report", "-o", str(out), *paths)
    assert r.returncode == 0, r.stderr
    return sections((out / "index.md").read_text())


def row(section, *cells):
    """The table row of a section that starts with these cells."""
    want = "| " + " | ".join(cells) + " |"
    rows = [line for line in section.splitlines() if line.startswith(want)]
    assert rows, f"no row starting {want!r}"
    return [c.strip() for c in rows[0].strip("|").split("|")]


@pytest.fixture(scope="module")
def full(tmp_path_factory):
    root = tmp_path_factory.mktemp("exp")
    return report(root, synth_exp.make_all(str(root / "results")))


def test_groups_pair_kernels_by_experiment(tmp_path):
    sets = resultset.load_sets(synth_exp.make_all(str(tmp_path / "results")))
    iso = experiments.groups(sets, "isolation")
    # cgroup_parent differs per boot but does not split the group
    assert len(iso) == 1 and [s.label for s in iso[0].sets] == ["base.iso-pinned", "p1+2.iso-pinned"]
    assert [iso[0].kernel(s) for s in iso[0].sets] == ["base", "p1+2"]
    assert len(experiments.groups(sets, "footprint")) == 3
    assert len(experiments.groups(sets, "totalwork")) == 2


def test_release_delay_in_q3(full):
    q3 = full["Q3"]

    def med(p):
        return sorted(synth_exp.t100_value(p, r) for r in (1, 2))
    base, patched = sum(med(False)) / 2, sum(med(True)) / 2
    r = row(q3, "munmap 64MB-1p", "base")
    assert r[4].endswith(f"/ {base:.1f}") and r[5] == "1.00"
    r = row(q3, "munmap 64MB-1p", "p1+2")
    assert r[4].endswith(f"/ {patched:.1f}")
    # the verdict word comes from the ratio's interval (n = 2 per kernel here)
    assert re.search(rf"p1\+2 {patched:.1f} ms vs {base:.1f} ms on base \(\+{patched - base:.1f} ms; n = 2/2, "
                     r"ratio of means 1\.87x, 95 % CI \[\d\.\d\d, \d\.\d\d\]: later\)", q3)
    assert "not measured in this result set: no result set from the release experiment" not in q3


def test_android_alloc_in_q3(full):
    q3 = full["Q3"]
    b = [synth_exp.alloc_value(False, r) for r in (1, 2)]
    p = [synth_exp.alloc_value(True, r) for r in (1, 2)]
    rb = row(q3, "64 MB", "base")
    assert rb[2] == ", ".join(f"{x:.1f}" for x in b) and rb[3] == f"{sum(b) / 2:.1f} ms" and rb[4] == "0 of 2"
    rp = row(q3, "64 MB", "p1+2")
    assert rp[2] == ", ".join(f"{x:.1f}" for x in p) and rp[3] == f"{sum(p) / 2:.1f} ms"
    assert rp[4] == "1 of 2" and rp[5] == "77"
    assert "entered direct reclaim" in q3
    assert "release-alloc) was given" not in q3
    # the pair's means, with the direct reclaim of each side, and the figures in tables.json
    assert (f"allocation of 64 MB right after the kill, p1+2.release-alloc-64mb against base.release-alloc-64mb: "
            f"{sum(p) / 2:.1f} vs {sum(b) / 2:.1f} ms (") in q3
    assert "n = 2/2: no verdict (fewer than 3 runs); means, ratio of means with Fieller's 95 % CI; direct " \
           "reclaim entered in 1 of 2 vs 0 of 2 runs; release-alloc-64mb experiment" in q3


def test_isolation_in_q4(full):
    q4 = full["Q4"]

    def dips(p):
        return [synth_exp.dip_value(p, r, t) for r in (1, 2) for t in (1, 2)]

    def med(v):
        return sorted(v)[1] / 2 + sorted(v)[2] / 2
    r = row(q4, "pinned", "exit 64MB-1p", "base", "2", "4")
    assert r[5] == f"{med(dips(False)):.1f} %" and r[6] == f"{max(dips(False)):.1f} %"
    assert r[7] == "150 -> 1500"
    r = row(q4, "pinned", "exit 64MB-1p", "p1+2", "2", "4")
    assert r[5] == f"{med(dips(True)):.1f} %" and r[7] == "150 -> 2000"
    # who paid: victim cgroup from t0, tenants, root minus ours
    v = sorted(synth_exp.victim_usec(True, r) / 1e3 for r in (1, 2))
    r = row(q4, "pinned", "p1+2", "2", f"{sum(v) / 2:.1f} ms")
    # root = 1000 ms + victim; rest of root = root - victim - tenants (400 + 410 ms)
    assert r[4] == "810.0 ms" and r[5] == f"{1000.0 - 810.0:.1f} ms"
    # per kill and cell: the baselines before the kill first, then the dip against them
    assert re.search(r"pinned, exit 64MB-1p, p1\+2\.iso-pinned against base\.iso-pinned, per kill: before the "
                     r"kill the tenants' rate 20000 vs 20000 iter/s \(no interval .*?\); around the kill their "
                     r"dip below their own baseline 15\.0 vs 9\.0 % \(\+6\.0 points \[[-+0-9.]+, [-+0-9.]+\], "
                     r"n = 2/2: no verdict", q4)
    assert "no result set from the isolation experiment" not in q4


def test_footprint_in_q5(full):
    q5 = full["Q5"]
    for backend in ("none", "brd", "zram"):
        r = row(q5, backend, "base", "64 MB")
        assert r[5] == f"{synth_exp.walk_ns(backend) / 1e6:.2f} ms"
    w = {b: synth_exp.walk_ns(b) / 1e6 for b in ("none", "brd", "zram")}
    assert (f"of the {w['zram']:.1f} ms walk on zram, {w['brd'] - w['none']:.1f} ms is freeing swap entries"
            in q5)
    # every call the probe counted (the synthetic probe has 3 "other" calls)
    t = {b: float(row(q5, b, "base", "64 MB")[3].split()[0]) for b in ("none", "brd", "zram")}
    assert (f"base: munmap of the same logical memory takes {t['none']:.1f} ms resident, {t['brd']:.1f} ms "
            f"from brd swap and {t['zram']:.1f} ms from zram") in q5
    assert row(q5, "zram", "p1+2", "64 MB")[6].startswith(f"{64 * 256 + 3} x ")
    assert "needs the footprint sets' probes/" not in q5


def test_total_work_and_counters(full):
    q2, q6, q9 = full["Q2"], full["Q6"], full["Q9"]
    r = row(q2, "no compaction", "munmap 64MB-1p", "p1+2")
    # 6.4 ms task cgroup CPU over 64 MB; two runs with sync_frees +1 and +2
    assert r[5] == "100 µs/MB" and r[7] == "3" and r[8] == "2560"
    r = row(q2, "compaction every 10 ms", "munmap 64MB-1p", "p1+2")
    assert r[8] == "9000" and r[9] == "150"
    assert row(q2, "no compaction", "munmap 64MB-1p", "base")[7] == "- (no RFC)"
    assert ("task cgroup CPU per MB (drain worker not measured), no compaction, munmap 64MB-1p: "
            "p1+2 100.0 µs vs 200.0 µs on base (-100.0 µs; n = 2/2, no interval (fewer than 2 runs or no "
            "spread)) (work experiment, bare metal with 4 CPUs)") in q2
    assert "compaction loop" in q6 and "no result set ran with concurrent compaction" not in q6
    # every patched experiment run has counters (sync_frees +1, +2): 2 runs x 2 workloads x 7 sets
    # and 2 exit runs each of release-alloc and isolation
    assert "p1+2: 48 synchronous fallbacks in 32 runs" in q9 and "largest backlog seen was 9000" in q9
    assert "base: no RFC deferred counters" in q9


def test_zswap_in_q7(full):
    r = row(full["Q7"], "exit 64MB-1p", "p1+2")
    assert r[4].endswith("/ 21.5") and "zswap pool completely released (t100)" in full["Q7"]


def test_missing_pieces_give_caveats(tmp_path):
    paths = synth_exp.make_all(str(tmp_path / "results"), skip_exp=("munmap-64mb-1p-r1",), tenants=False)
    s = report(tmp_path, paths)
    assert "p1+2.release: 1 of 2 runs have no exp/<run_id>.json" in s["Q3"]
    # index.md writes a tag's < as &lt; (<name> would be HTML to a Markdown renderer)
    assert ("base.iso-pinned: no tenants' records (tenants/&lt;name>.jsonl), so the tenants' impact is not known."
            in s["Q4"])
    assert ("other tenants' throughput and latency during the drain: not measured in this result set: "
            "no result set from the isolation experiment") in s["Q4"]
    assert "drain-worker CPU and its cgroup not known: probe level 'none'" in s["Q4"]


def test_no_experiment_sets_say_so(tmp_path, small):
    s = report(tmp_path, small)
    assert "no result set from the release experiment was given" in s["Q3"]
    assert "no result set from the release experiment's allocation part" in s["Q3"]
    assert "no result set from the isolation experiment" in s["Q4"]
    assert "no result set from the footprint experiment" in s["Q5"]
    assert "no experiment set with exp/<run_id>.json" in s["Q9"]


def test_total_work_is_per_run_task_plus_worker():
    def exp(usec):
        return {"release": {"cg_usage_delta_usec": [{"from_t0": usec}]}}
    r1, r2, r3 = {"run_id": 1}, {"run_id": 2}, {"run_id": 3}
    with_exp = [(r1, exp(1000)), (r2, exp(2000)), (r3, exp(3000))]
    probed = [(r1, {"worker_ns": 5e5}), (r2, {"worker_ns": None}), (r3, {"worker_ns": 1e6})]
    # each run's own worker CPU; a run whose worker is unknown is left out
    assert exp_questions.run_totals(with_exp, probed, True) == [1.5, 4.0]
    # no worker anywhere: the task's CPU alone, every run
    assert exp_questions.run_totals(with_exp, [], False) == [1.0, 2.0, 3.0]


def test_footprint_split_per_mode_with_intervals(full):
    """Q5 states munmap and exit apart: zram against brd, brd against resident."""
    q5 = full["Q5"]
    for mode in ("munmap", "exit"):
        assert re.search(rf"base {mode}, the same logical memory: zram [\d.]+ vs brd [\d.]+ ms "
                         r"\(zsmalloc/zram over the same swap entries: zram/brd [\d.]+x \[[\d.]+, [\d.]+\], "
                         r"n = \d+/\d+: (more|less|inconclusive|no verdict \(fewer than 3 runs\))\); brd [\d.]+ vs "
                         r"none [\d.]+ ms", q5), mode

"""The pressure experiment's figures (analysis/zsfree_analysis/pressure.py)
and its report section (pressure_answer.py), on synthetic raw records whose
expected figures are stated here."""
import json
import os

import pytest

import synth
from zsfree_analysis import pressure, pressure_answer, questions
from zsfree_analysis.errors import AnalysisError
from zsfree_analysis.resultset import ResultSet

MS = 1_000_000
LIMIT = 100 << 20


def ramp(t0, level_before, hold_ms, level_after, end_ms=50):
    """A pool at level_before until t0 + hold_ms, then level_after (5 ms ticks)."""
    return [(t0 + k * 5 * MS, level_before if k * 5 < hold_ms else level_after)
            for k in range(-2, end_ms // 5 + 1)]


def test_value_at_and_delta():
    pts = [(10, 1), (20, 5), (30, 9)]
    assert pressure.value_at(pts, 5) is None
    assert pressure.value_at(pts, 25) == 5
    assert pressure.delta(pts, 20, 30) == 4
    assert pressure.delta(pts, 5, 30) == 8          # from the first reading
    assert pressure.delta([(10, None)], 10, 20) is None


def test_over_ms_counts_from_the_value_at_t0():
    t0 = 1000 * MS
    # at the limit until 15 ms after t0, then a quarter below it
    pts = ramp(t0, LIMIT, 15, LIMIT * 3 // 4)
    assert pressure.over_ms(pts, LIMIT, t0) == pytest.approx(15.0)
    # already below before t0: 0, even though the first sample after t0 is 5 ms later
    assert pressure.over_ms(ramp(t0, LIMIT // 2, 0, LIMIT // 2), LIMIT, t0) == 0.0
    # never below within the window: the window's length
    assert pressure.over_ms(ramp(t0, LIMIT, 999, LIMIT), LIMIT, t0) == pytest.approx(50.0)
    # within RELIEF of the limit still counts as at it
    assert pressure.over_ms(ramp(t0, LIMIT, 10, int(LIMIT * 0.97)), LIMIT, t0) == pytest.approx(50.0)
    assert pressure.over_ms([], LIMIT, t0) is None


def test_peak_over_includes_the_level_at_t0():
    t0 = 1000 * MS
    pts = [(t0 - 3 * MS, LIMIT + 4096), (t0 + 2 * MS, LIMIT - 8192)]
    assert pressure.peak_over(pts, LIMIT, t0) == 4096


def test_queued_writebacks_only_while_the_backlog_is_not_empty():
    t0 = 0
    wb = [(0, 100), (10, 110), (20, 115), (30, 130)]
    backlog = [(0, 50), (10, 0), (20, 7), (30, 0)]
    # 0-10: backlog 50, +10; 10-20: empty, +5 not counted; 20-30: backlog 7, +15
    assert pressure.queued_writebacks(wb, backlog, t0) == 25
    assert pressure.queued_writebacks(wb, [], t0) is None


def test_backlog_sum_over_pools():
    cols = {"deferred_backlog_zram0": [(0, 3), (10, 0)], "deferred_backlog_zswap0": [(5, 4)]}
    assert pressure.backlog_sum(cols) == [(0, None), (5, 7), (10, 4)]
    assert pressure.backlog_sum({"zswpwb": [(0, 1)]}) == []


TRACE = """# tracer: nop
#
#           TASK-PID     CPU#  |||||  TIMESTAMP  FUNCTION
 kswapd0-40      [001] ..... 99.000000: mm_shrink_slab_start: zs_shrinker_scan+0x0/0x60 1: nid: 0 n 0
 kswapd0-40      [001] ..... 99.001000: mm_shrink_slab_end: zs_shrinker_scan+0x0/0x60 1: nid: 0 u 0
 alloc-77      [000] d..1. 100.000000: mm_vmscan_kswapd_wake: nid=0 order=0
 alloc-77      [000] ..... 100.001000: mm_vmscan_direct_reclaim_begin: order=0 gfp_flags=GFP_HIGHUSER
 kswapd0-40      [001] ..... 100.002000: mm_shrink_slab_start: zs_shrinker_scan+0x0/0x60 1: nid: 0 n 9
 alloc-77      [000] ..... 100.002500: mm_shrink_slab_start: zs_shrinker_scan+0x0/0x60 1: nid: 0 n 9
 kswapd0-40      [001] ..... 100.005000: mm_shrink_slab_end: zs_shrinker_scan+0x0/0x60 1: nid: 0 u 0
 alloc-77      [000] ..... 100.003500: mm_shrink_slab_end: zs_shrinker_scan+0x0/0x60 1: nid: 0 u 0
 kswapd0-40      [001] ..... 100.006000: mm_shrink_slab_start: super_cache_scan+0x0/0x1a0 2: nid: 0 objects
 kswapd0-40      [001] ..... 100.009000: mm_shrink_slab_end: super_cache_scan+0x0/0x1a0 2: nid: 0 unused
 alloc-77      [000] ..... 100.011000: mm_vmscan_direct_reclaim_end: nr_reclaimed=32
 kswapd0-40      [001] ..... 100.020000: mm_vmscan_kswapd_sleep: nid=0
"""


def test_reclaim_from_the_trace():
    ev = pressure.trace_events(TRACE)
    assert len(ev) == 12 and ev[0] == (99_000_000_000, 40, "mm_shrink_slab_start", ev[0][3], "kswapd0")
    r, notes = pressure.reclaim(ev, 100 * 1000 * MS)
    # zs_shrinker_scan: 3 ms (kswapd) + 1 ms (alloc); the call before t0 and super_cache_scan left out
    assert r["shrinker_calls"] == 2
    assert r["shrinker_ms"] == pytest.approx(4.0)
    assert r["shrinker_max_ms"] == pytest.approx(3.0)
    assert r["direct_reclaim_ms"] == pytest.approx(10.0)
    assert r["kswapd_ms"] == pytest.approx(20.0)
    # kswapd's call and the one inside alloc's direct reclaim apart
    assert r["shrinker_kswapd_ms"] == pytest.approx(3.0) and r["shrinker_direct_ms"] == pytest.approx(1.0)
    # no proactive reclaimer and no call outside kswapd and direct reclaim: null, and said so
    assert r["shrinker_other_ms"] is None and notes == ["no proactive reclaim"]
    assert r["reclaim_entries"] == 4 and r["memcg_reclaim_ms"] == 0


# A proactive reclaimer (pid 90, the node's reclaim file) whose calls scan,
# a cgroup's limit reclaim (pid 91) that calls no zsmalloc shrinker, and a
# task (pid 92) whose shrinker call is outside its direct reclaim.
ZS = "zs_shrinker_scan+0x0/0x30 00000000a: nid: 0"
START = ZS + " objects to shrink 0 gfp_flags GFP_KERNEL cache items {} delta {} total_scan {} priority {}"
END = ZS + " unused scan count 0 new scan count 0 total_scan 0 last shrinker return val {}"
TRACE_PROACTIVE = "\n".join([
    " sh-90      [000] ..... 100.001000: mm_shrink_slab_start: " + START.format(40, 80, 80, 0),
    " sh-90      [000] ..... 100.004000: mm_shrink_slab_end: " + END.format(12),
    " sh-90      [000] ..... 100.010000: mm_shrink_slab_start: " + START.format(3, 0, 0, 12),
    " sh-90      [000] ..... 100.010500: mm_shrink_slab_end: " + END.format(0),
    " storer-91  [001] ..... 100.020000: mm_vmscan_memcg_reclaim_begin: order=0 gfp_flags=GFP_KERNEL",
    " storer-91  [001] ..... 100.027000: mm_vmscan_memcg_reclaim_end: nr_reclaimed=8",
    " alloc-92   [001] ..... 100.030000: mm_vmscan_direct_reclaim_begin: order=0 gfp_flags=GFP_KERNEL",
    " alloc-92   [001] ..... 100.031000: mm_vmscan_direct_reclaim_end: nr_reclaimed=8",
    " alloc-92   [001] ..... 100.032000: mm_shrink_slab_start: " + START.format(3, 0, 0, 12),
    " alloc-92   [001] ..... 100.034000: mm_shrink_slab_end: " + END.format(0)]) + "\n"


def test_reclaim_proactive_scans_and_memcg_apart():
    r, notes = pressure.reclaim(pressure.trace_events(TRACE_PROACTIVE), 100 * 1000 * MS, reclaimer=90)
    assert r["shrinker_calls"] == 3 and r["shrinker_ms"] == pytest.approx(5.5)
    # only the first call's total_scan (80) reached min(128, 40 items): scan_objects ran once
    assert r["shrinker_scans"] == 1
    # pid 92's call is after its direct reclaim ended: not direct reclaim's
    assert r["shrinker_other_ms"] == pytest.approx(5.5) and r["shrinker_direct_ms"] == 0
    assert r["direct_reclaim_ms"] == pytest.approx(1.0) and r["memcg_reclaim_ms"] == pytest.approx(7.0)
    assert r["shrinker_kswapd_ms"] is None and r["kswapd_ms"] == 0 and notes == ["kswapd did not run"]


def test_reclaim_that_never_ran_is_null_not_zero():
    quiet = TRACE.replace("100.", "98.")         # every event before t0
    r, notes = pressure.reclaim(pressure.trace_events(quiet), 100 * 1000 * MS)
    assert r["reclaim_entries"] == 0 and r["shrinker_calls"] == 0
    assert all(r[k] is None for k in pressure.TRACE_FIGURES if k.endswith("_ms"))
    assert notes == ["reclaim did not run in the window"]


def test_scanned_follows_do_shrink_slab():
    assert pressure.scanned("cache items 300 delta 0 total_scan 128 priority 1")
    assert not pressure.scanned("cache items 300 delta 0 total_scan 127 priority 1")
    assert pressure.scanned("cache items 5 delta 10 total_scan 5 priority 0")
    assert not pressure.scanned("cache items 0 delta 0 total_scan 0 priority 0")
    assert not pressure.scanned("objects")


def test_trace_lost_adds_overruns_and_drops():
    assert pressure.trace_lost("entries: 3\noverrun: 2\ndropped events: 1\noverrun: 4\n") == 7
    assert pressure.trace_lost(None) is None


def cols_zram(t0, hold_ms):
    return {"zram_mem_used": ramp(t0, LIMIT, hold_ms, LIMIT // 2),
            "zram_failed_writes": [(t0 - 10 * MS, 1000), (t0 + 5 * MS, 1040), (t0 + hold_ms * MS, 1100),
                                   (t0 + 40 * MS, 1300)]}


def test_figures_zram_rejected_while_over():
    t0 = 1000 * MS
    f = pressure.figures({"limit": "zram", "limit_bytes": LIMIT}, cols_zram(t0, 20), t0, [], 0)
    assert f["over_ms"] == pytest.approx(20.0) and f["held_over_ms"] == pytest.approx(20.0)
    assert f["rejected_pages"] == 100          # 1000 at t0 .. 1100 at t0 + 20 ms, not the later 200
    assert f["writeback_pages"] is None and f["wb_queued_pages"] is None
    assert f["peak_over_bytes"] == 0 and f["max_backlog_objs"] is None
    # an empty trace: reclaim did not run, its times null and said so
    assert f["shrinker_ms"] is None and f["shrinker_calls"] == 0 and f["trace_note"] is None
    assert f["reclaim_note"] == "reclaim did not run in the window"


def test_figures_zswap_rejects_are_swap_writes_less_writebacks():
    t0 = 1000 * MS
    cols = {"zswap_bytes": ramp(t0, LIMIT, 10, 0), "pswpout": [(t0 - MS, 0), (t0 + 10 * MS, 70)],
            "zswpwb": [(t0 - MS, 0), (t0 + 10 * MS, 30)],
            "deferred_backlog_zswap0": [(t0 - MS, 0), (t0 + MS, 500), (t0 + 8 * MS, 0)]}
    f = pressure.figures({"limit": "zswap", "limit_bytes": LIMIT}, cols, t0, None, None)
    assert f["rejected_pages"] == 40 and f["writeback_pages"] == 30
    assert f["max_backlog_objs"] == 500
    assert f["shrinker_ms"] is None and f["trace_note"] == "no trace kept"


def test_figures_memcg_charge_against_the_pool():
    t0 = 1000 * MS
    # the charge drops at once, the pool 30 ms later
    cols = {"cg_zswap_current": ramp(t0, LIMIT, 0, 0), "zswap_bytes": ramp(t0, LIMIT, 30, 0)}
    f = pressure.figures({"limit": "memcg", "limit_bytes": LIMIT}, cols, t0, [], 3)
    assert f["over_ms"] == 0.0 and f["held_over_ms"] == pytest.approx(30.0)
    assert f["shrinker_ms"] is None and f["trace_note"] == "the trace lost 3 events"


def write_pressure_set(root, kernel, hold_ms):
    """A LABEL.pressure-zram set, the pool held hold_ms(rep) after each release."""
    path = synth.make_set(root, f"{kernel}.pressure-zram", sizes=(16,), workloads=("munmap", "exit"),
                          repeats=3, warmups=0, probe_level="none",
                          experiment={"name": "pressure", "params": {"limit": "zram", "victim_mb": 16}})
    d = os.path.join(path, "pressure")
    os.makedirs(d)
    with open(os.path.join(path, "runs.jsonl")) as f:
        runs = [json.loads(line) for line in f]
    for r in runs:
        t0, rid = r["t0_ns"], r["run_id"]
        cols = cols_zram(t0, hold_ms(r["rep"]))
        with open(os.path.join(d, f"{rid}.series.jsonl"), "w") as f:
            f.write(json.dumps({"schema": "zsfree-eval/pressure-samples/1", "clock": "CLOCK_MONOTONIC",
                                "interval_us": 5000, "keep_ms": 100,
                                "series": [{"name": n, "path": "/x", "field": 1, "key": None, "error": None}
                                           for n in cols]}) + "\n")
            times = sorted({t for pts in cols.values() for t, _ in pts})
            for t in times:
                f.write(json.dumps({"t_ns": t, "v": [pressure.value_at(cols[n], t) for n in cols]}) + "\n")
        with open(os.path.join(d, f"{rid}.limit.json"), "w") as f:
            json.dump({"schema": "zsfree-eval/pressure-limit/1", "run_id": rid, "limit": "zram",
                       "limit_bytes": LIMIT}, f)
        with open(os.path.join(d, f"{rid}.trace"), "w") as f:
            f.write("# tracer: nop\n")
        with open(os.path.join(d, f"{rid}.trace-stats"), "w") as f:
            f.write("overrun: 0\ndropped events: 0\n")
    return path


def test_run_figures_from_a_set(tmp_path):
    path = write_pressure_set(str(tmp_path), "base", lambda rep: 5 * rep)
    figs = pressure.set_figures(ResultSet(path))
    assert len(figs) == 6
    assert sorted(f["over_ms"] for _, f in figs) == pytest.approx([5, 5, 10, 10, 15, 15])
    assert all(f["shrinker_calls"] == 0 and f["reclaim_entries"] == 0 for _, f in figs)


def test_series_file_without_its_header_is_refused(tmp_path):
    p = tmp_path / "x.series.jsonl"
    p.write_text('{"t_ns": 1, "v": [1]}\n')
    with pytest.raises(AnalysisError, match="not a pressure-samples file"):
        pressure.series(str(p))


def test_answer_states_each_kernels_interval(tmp_path):
    base = ResultSet(write_pressure_set(str(tmp_path), "base", lambda rep: 5 * rep))
    p1 = ResultSet(write_pressure_set(str(tmp_path), "p1+2", lambda rep: 20 + 5 * rep))
    a = questions.Answer()
    rows = pressure_answer.answer(a, [base, p1])
    assert [r[1] for r in rows] == ["base", "p1+2"]
    assert rows[1][5] == "30.0 ms (n = 6)" and rows[0][5] == "10.0 ms (n = 6)"
    line = next(m for m in a.meaning if "counted against the limit" in m)
    # means 30 / 10 ms: 3x, an interval above 1
    assert line.startswith("p1+2: under zram's mem_limit, the released memory counted against the limit for 30.0 ms")
    assert "ratio of means 3.00x, 95 % CI [" in line and line.endswith("larger.")
    assert len(a.tables) == 2
    # no reclaim in the synthetic trace: the table says n/a and a caveat why
    assert a.tables[1][2][0][4] == "n/a"
    assert any("reclaim did not run in the window of 6 of 6 runs" in c for c in a.caveats)
    # the same comparison for tables.json, where the docs' quotes are checked
    row = next(r for r in a.data[0].rows if r[3] == "over_ms")
    assert a.data[0].name == "q2-pressure" and row[:6] == ["zram", "base", "p1+2", "over_ms", 6, 6]
    assert row[8] == pytest.approx(3.0) and row[9] > 1 and row[11] == "larger"


def test_answer_compares_the_bounded_variants_with_p1_2_and_each_other(tmp_path):
    sets = [ResultSet(write_pressure_set(str(tmp_path), k, lambda rep, d=d: d + 5 * rep))
            for k, d in (("base", 0), ("p1+2", 20), ("p1b+2", 10), ("p1c+2", 0))]
    a = questions.Answer()
    pressure_answer.answer(a, sets)
    compared = [(r[1], r[2]) for r in a.data[0].rows if r[3] == "over_ms"]
    assert compared == [("base", "p1+2"), ("base", "p1b+2"), ("p1+2", "p1b+2"), ("base", "p1c+2"),
                        ("p1+2", "p1c+2"), ("p1b+2", "p1c+2")]
    # p1c+2 (means 10 ms) against p1+2 (30 ms): a third, said against p1+2
    line = next(m for m in a.meaning if m.startswith("p1c+2: under zram's mem_limit, the released")
                and " on p1+2 " in m)
    assert "10.0 ms (median, n = 6) against 30.0 ms on p1+2 (n = 6)" in line and line.endswith("smaller.")


def test_answer_names_a_kernel_label_with_dots(tmp_path):
    s = ResultSet(write_pressure_set(str(tmp_path), "host-6.18", lambda rep: 5 * rep))
    a = questions.Answer()
    assert pressure_answer.answer(a, [s])[0][1] == "host-6.18"


def test_answer_without_pressure_sets_says_why(tmp_path):
    s = ResultSet(synth.make_set(str(tmp_path), "base", probe_level="none"))
    a = questions.Answer()
    assert pressure_answer.answer(a, [s]) == [] and a.tables == [] and a.meaning == []
    # no figure, but one caveat naming what was not given and how to measure it
    assert len(a.caveats) == 1
    assert a.caveats[0].startswith("the cost under a binding limit")
    assert "no result set from the pressure" in a.caveats[0]


def test_registry_figures_are_the_modules_own(tmp_path):
    """figures' pressure.* entries give pressure.run_figures' values, run by run."""
    from zsfree_analysis import figures
    from zsfree_analysis.figures import pressure as pfig
    s = ResultSet(write_pressure_set(str(tmp_path), "base", lambda rep: 5 * rep))
    want = pressure.set_figures(s)
    got = figures.values(s, [r for r, _ in want], [pfig.name(k) for k, *_ in pfig.FIGURES])
    for k, *_ in pfig.FIGURES:
        assert got[pfig.name(k)] == [f[k] for _, f in want], k
    assert sorted(got["pressure.over_ms"]) == pytest.approx([5, 5, 10, 10, 15, 15])

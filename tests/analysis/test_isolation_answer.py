"""Q4's isolation answer: per placement, cell and pair of kernels, the
tenants' baselines before the kill first, n = kills, the dip as a
difference of means."""
import pytest

import synth_exp
from zsfree_analysis import exp_questions, experiments, isolation_answer, questions, resultset, stats


def test_compare_diff_is_b_minus_a_with_welch_and_a_verdict_only_from_three_runs():
    a, b = [9.0, 10.0, 11.0], [14.0, 15.0, 16.0]
    c = stats.compare_diff(a, b, "deeper", "shallower")
    d, lo, hi = stats.diff_ci(b, a)
    assert (c["diff"], c["low"], c["high"]) == (d, lo, hi) and d == pytest.approx(5.0)
    assert c["verdict"] == "deeper" and (c["n_a"], c["n_b"]) == (3, 3)
    assert stats.compare_diff(b, a, "deeper", "shallower")["verdict"] == "shallower"
    assert stats.compare_diff(a, [9.5, 10.0, 10.5])["verdict"] == "inconclusive"
    assert stats.compare_diff(a[:2], b[:2])["verdict"] == "no verdict (fewer than 3 runs)"
    assert stats.compare_diff([1.0], b)["diff"] is None


def _row(figure, verdict, value=1.2, low=1.1, high=1.3):
    unit = {"tenant_base_iter_per_s": "iter/s", "tenant_dip_pct": "%"}.get(figure, "µs")
    ratio, diff = (None, value) if figure == "tenant_dip_pct" else (value, None)
    return ["busy", "exit 256MB-1p", "base.iso-busy", "p1+2.iso-busy", figure, unit, 10, 10, 100.0, 120.0,
            100.0, 120.0, ratio, diff, low, high, verdict]


def _rows(rate_verdict):
    return [_row("tenant_base_iter_per_s", rate_verdict), _row("tenant_base_p99_us", "inconclusive", 1.0, 0.9, 1.1),
            _row("tenant_dip_pct", "inconclusive", 0.5, -1.0, 2.0),
            _row("tenant_impact_p99_us", "larger"), _row("tenant_impact_max_us", "inconclusive", 1.0, 0.8, 1.2)]


def test_sentence_states_the_baselines_first_and_warns_when_they_differ():
    same = isolation_answer.sentence(_rows("inconclusive"), " (isolation experiment, QEMU TCG with 2 vCPUs)")
    assert same.startswith("busy, exit 256MB-1p, p1+2.iso-busy against base.iso-busy, per kill: before the kill "
                           "the tenants' rate 120 vs 100 iter/s (1.20x [1.10, 1.30], n = 10/10: inconclusive), "
                           "p99 120 vs 100 µs (1.00x [0.90, 1.10], n = 10/10: inconclusive); around the kill "
                           "their dip below their own baseline 120.0 vs 100.0 % (+0.5 points [-1.0, +2.0]")
    assert "QEMU TCG with 2 vCPUs" in same and "baselines differ" not in same
    differ = isolation_answer.sentence(_rows("higher"), "")
    assert "their baselines differ (rate higher on p1+2.iso-busy)" in differ
    assert "the dip, against each tenant's own baseline, is the comparable figure" in differ


def _groups(tmp_path):
    root = str(tmp_path / "results")
    paths = []
    for place in ("pinned", "busy"):
        for kernel, patched in (("base", False), ("p1+2", True)):
            paths.append(synth_exp.make(root, kernel, "isolation", f"iso-{place}",
                                        {"placement": place, "tenants": 2}, patched))
    return experiments.groups(resultset.load_sets(paths), "isolation")


def test_answer_compares_each_placement_per_cell_and_quotes_the_busy_host(tmp_path):
    groups = _groups(tmp_path)
    assert [g.params["placement"] for g in groups] == ["pinned", "busy"]
    a = questions.Answer()
    assert isolation_answer.answer(a, groups, lambda s: "", exp_questions.sorted_cells)
    (table,) = [t for t in a.data if t.name == "q4-isolation"]
    assert len(table.rows) == 2 * 5 and {r[0] for r in table.rows} == {"pinned", "busy"}
    dip = [r for r in table.rows if r[0] == "busy" and r[4] == "tenant_dip_pct"][0]
    # synth_exp's dips: each kill's tenants' mean, base 8.5 and 9.5, p1+2 14.5 and 15.5
    assert dip[1:4] == ["exit 64MB-1p", "base.iso-busy", "p1+2.iso-busy"]
    assert dip[12] is None and dip[13] == pytest.approx(6.0) and (dip[6], dip[7]) == (2, 2)
    assert dip[16] == "no verdict (fewer than 3 runs)"
    assert a.headline.startswith("busy, exit 64MB-1p, p1+2.iso-busy against base.iso-busy")
    assert sum(m.startswith("pinned, exit 64MB-1p") for m in a.meaning) == 1


def test_no_isolation_group_no_table(tmp_path):
    a = questions.Answer()
    assert not isolation_answer.answer(a, [], lambda s: "", exp_questions.sorted_cells)
    assert a.data == [] and a.headline is None


def test_a_second_boot_is_compared_with_the_first_and_pooled_with_it(tmp_path):
    root = str(tmp_path / "results")
    paths = [synth_exp.make(root, kernel, "isolation", part, {"placement": "busy", "tenants": 2}, patched)
             for part in ("iso-busy", "iso-busy-r2") for kernel, patched in (("base", False), ("p1+2", True))]
    (g,) = experiments.groups(resultset.load_sets(paths), "isolation")
    assert isolation_answer.boots([s.label for s in g.sets]) == {"base.iso-busy": ["base.iso-busy-r2"],
                                                                 "p1+2.iso-busy": ["p1+2.iso-busy-r2"]}
    a = questions.Answer()
    isolation_answer.answer(a, [g], lambda s: "", exp_questions.sorted_cells)
    (table,) = [t for t in a.data if t.name == "q4-isolation"]
    pairs = [tuple(r[2:4]) for r in table.rows if r[4] == "tenant_dip_pct"]
    assert pairs == [("base.iso-busy", "p1+2.iso-busy"), ("base.iso-busy-r2", "p1+2.iso-busy-r2"),
                     ("base.iso-busy", "base.iso-busy-r2"), ("p1+2.iso-busy", "p1+2.iso-busy-r2"),
                     ("base.iso-busy (2 boots)", "p1+2.iso-busy (2 boots)")]
    pooled = [r for r in table.rows if r[2] == "base.iso-busy (2 boots)" and r[4] == "tenant_dip_pct"][0]
    # 2 kills a boot, 2 boots: n = 4 a side, and a verdict becomes possible
    assert (pooled[6], pooled[7]) == (4, 4) and pooled[13] == pytest.approx(6.0)
    assert a.headline.startswith("busy, exit 64MB-1p, p1+2.iso-busy (2 boots) against base.iso-busy (2 boots)")

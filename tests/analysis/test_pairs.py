"""Any two kernels: --pairs, the ratio's interval and the verdict word."""
import os

import pytest

from conftest import ROOT
from zsfree_analysis import pairs, resultset
from zsfree_analysis.errors import AnalysisError

STANDARD = [os.path.join(ROOT, "results", k) for k in ("base", "p1", "p1+2", "lock-v5", "lock-v5+p1+2")]


def test_parse_and_adjacent():
    labels = ["base", "p1", "p1+2"]
    assert pairs.parse("p1:p1+2,base:p1+2", labels) == [("p1", "p1+2"), ("base", "p1+2")]
    assert pairs.adjacent(labels) == [("base", "p1"), ("p1", "p1+2")]
    for bad, word in (("p1", "not A:B"), ("p1:p9", "no result set labelled 'p9'"),
                      ("p1:p1", "with itself"), ("p1:", "not A:B")):
        with pytest.raises(AnalysisError, match=word):
            pairs.parse(bad, labels)


def test_pairs_on_synthetic_sets(small):
    sets = resultset.load_sets(small)
    rows = pairs.compare(sets[1], sets[2])           # p1 -> p1+2: p1+2 is faster by construction
    assert rows and all(r[0] == "p1" and r[1] == "p1+2" for r in rows)
    assert all(r[13] == "faster" and r[10] > 1 for r in rows)
    back = pairs.compare(sets[2], sets[1])
    assert [r[13] for r in back] == ["slower"] * len(back)
    assert pairs.regressions(back) == back and pairs.regressions(rows) == []


def test_compare_pairs_option(small, tool):
    paths = small
    res = tool("compare", "--only", "pairs", "--pairs", "p1+2:p1", *paths)
    assert res.returncode == 0, res.stderr
    assert "p1 against p1+2: ratio of means p1+2/p1" in res.stdout
    verdicts = [line.split()[-1] for line in res.stdout.splitlines() if line.startswith("  munmap ")]
    assert verdicts and set(verdicts) == {"slower"}
    assert max(len(line) for line in res.stdout.splitlines()) <= 80
    res = tool("compare", "--pairs", "p1:nope", *paths)
    assert res.returncode == 1 and res.stderr.count("\n") == 1
    assert res.stderr.startswith("compare: --pairs: no result set labelled 'nope'")


@pytest.mark.skipif(not all(os.path.isdir(p) for p in STANDARD), reason="committed standard sets absent")
def test_committed_sets_p1_2_against_p1_and_p1_against_base():
    """Golden: in the committed TCG matrices (no probes, base re-run as
    base.drift) p1 is faster than base in every cell but 64 MB, and p1+2
    differs from p1 in none: every interval includes 1."""
    sets = resultset.load_sets(STANDARD)
    rows = pairs.compare(sets[1], sets[2])
    assert [r[13] for r in rows] == ["inconclusive"] * 12 and not pairs.regressions(rows)
    r1g = [r for r in rows if r[2:5] == ["munmap", 1024, 1]][0]
    assert r1g[9] == pytest.approx(326.71 / 301.35, abs=0.005)
    assert r1g[10] < 1 < r1g[11]
    faster = {(r[2], r[3], r[4]) for r in pairs.compare(sets[0], sets[1]) if r[13] == "faster"}
    assert len(faster) == 11 and ("munmap", 64, 1) not in faster
    # every ratio of every pair is reported, none is counted as faster without its interval above 1
    assert all(r[13] != "faster" or r[10] > 1 for r in rows)


def test_cost_breakdown_steps_follow_pairs(small):
    """Q1 states the steps the user compares, not whatever sets sit side by side."""
    from zsfree_analysis import questions
    sets = resultset.load_sets(small)

    def q1(spec):
        return " ".join(next(a for q, *_, a in questions.answer_all(sets, [], spec) if q == "q1").meaning)
    adjacent = q1(None)
    assert ", base -> p1: " in adjacent and ", p1 -> p1+2: " in adjacent
    chosen = q1("base:p1+2")
    assert ", base -> p1+2: base/p1+2 ratio of means " in chosen
    assert " -> p1: " not in chosen and "p1 -> p1+2" not in chosen
    assert "Speedup over base (ratio of medians, the table's): p1 " in chosen

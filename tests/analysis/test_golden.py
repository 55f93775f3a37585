"""Golden checks on the committed result sets: key numbers, the order of
the release times in every table, and no contradiction between the
standard (TCG) report and the experiments (icount) report."""
import os
import re

import pytest

from conftest import ROOT
from zsfree_analysis import questions, resultset

STANDARD = ("base", "p1", "p1+2", "lock-v5", "lock-v5+p1+2")
RELEASE = ("base.release", "p1+2.release", "lock-v5+p1+2.release")


def load(labels):
    paths = [os.path.join(ROOT, "results", lab) for lab in labels]
    if not all(os.path.isdir(p) for p in paths):
        pytest.skip("committed result sets absent")
    return resultset.load_sets(paths)


@pytest.fixture(scope="module")
def standard():
    sets = load(STANDARD)
    return {qid: a for qid, _, _, _, a in questions.answer_all(sets, [])}


@pytest.fixture(scope="module")
def experiments():
    sets = load(RELEASE)
    return {qid: a for qid, _, _, _, a in questions.answer_all(sets[:1], sets[1:])}


def ms(cell):
    m = re.fullmatch(r"([\d.]+)(?: ms)?", cell.strip())
    return float(m.group(1)) if m else None


def release_rows(a):
    """(t50, t90, t100) of every row of every release-time table of an answer."""
    out = []
    if a.table and "t50" in a.table[0]:
        i = a.table[0].index("t50")
        out += [tuple(ms(r[i + k]) for k in range(3)) for r in a.table[1]]
    for _, header, rows in a.tables:
        for j, h in enumerate(header):
            if "t50 / t90 / t100" in h:
                out += [tuple(ms(x) for x in r[j].split(" / ")) for r in rows]
    return out


def test_release_times_are_ordered_in_every_table(standard, experiments):
    rows = release_rows(standard["q3"]) + release_rows(experiments["q3"])
    assert len(rows) >= 2 * 6 + 12
    for t50, t90, t100 in rows:
        if None not in (t50, t90, t100):
            assert t50 <= t90 <= t100, (t50, t90, t100)


def test_key_numbers_of_the_standard_sets(standard):
    q3 = standard["q3"]
    row = [r for r in q3.table[1] if r[:3] == ["munmap 1024MB-1p", "p1+2", "zsmalloc pool released"]][0]
    assert row[3] == 5 and row[6] == "302.58 ms" and row[7] == "203.61 ms"
    assert q3.answer.startswith("munmap 1024MB-1p: the pool is completely released 274.9 ms after munmap() "
                                "is called on p1 against 478.8 ms on base (medians, n = 5/5; p1/base ratio of "
                                "means 0.59x")
    assert "QEMU TCG, 2 vCPUs" in q3.answer


def test_no_contradiction_between_the_two_reports(standard, experiments):
    """The icount experiment may not answer the release question that the
    TCG matrix answers: it says why instead of giving a second verdict."""
    assert "QEMU TCG" in standard["q3"].answer and "Not answered" not in standard["q3"].answer
    assert experiments["q3"].answer.startswith("Not answered by these result sets: all ")
    assert "ran under QEMU icount with 2 vCPUs" in experiments["q3"].answer
    assert any("this question needs multi-threaded TCG" in c for c in experiments["q3"].caveats)


def test_footprint_states_the_full_probe_cost_and_compares_within_a_kernel():
    sets = load(("base.fp-zram", "p1+2.fp-zram", "base.fp-none", "p1+2.fp-none"))
    q5 = {qid: a for qid, _, _, _, a in questions.answer_all(sets[:1], sets[1:])}["q5"]
    assert any(c.startswith("The footprint sets ran under the full probe (base.fp-none, p1+2.fp-none, base.fp-zram, "
                            "p1+2.fp-zram)")
               for c in q5.caveats)
    # p1+2's no-zsmalloc control is compared with p1+2's zram set, never with base's
    lines = [m for m in q5.meaning if m.startswith("p1+2.fp-none")]
    assert lines and all("on p1+2.fp-zram (zram, same kernel 6.12.117-p1+2" in m for m in lines)
    assert not any("p1+2.fp-none" in m and "on base." in m for m in q5.meaning)


def test_two_vcpu_icount_total_work_is_flagged_as_double_counting():
    sets = load(("base.work", "p1+2.work"))
    q2 = {qid: a for qid, _, _, _, a in questions.answer_all(sets[:1], sets[1:])}["q2"]
    assert any(c.startswith("Not total work: base.work, p1+2.work ran under icount with more than one vCPU")
               and "double counts" in c for c in q2.caveats)
    assert q2.answer.startswith("Not answered by these result sets")

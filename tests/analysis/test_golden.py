"""Golden checks on the committed result sets: the key numbers and answers
of the standard (TCG) matrix and of the experiments kept (isolation under
TCG, total work under icount with one vCPU), and that each answer comes
from the runs its method allows.  Reading the experiments' 1 ms samples
takes most of a minute, so make check runs this file after the fast tier
(mk/analysis.mk's ANALYSIS_SLOW_TESTS)."""
import os

import pytest

from conftest import ROOT
from zsfree_analysis import methods, questions, resultset

STANDARD = ("base", "p1", "p1+2", "lock-v5", "lock-v5+p1+2", "p1b+2")
EXPERIMENTS = tuple(f"{k}.{e}" for k in ("base", "p1+2") for e in ("iso-pinned", "iso-busy", "iso-busy-r2")) + \
    tuple(f"{k}.{e}" for k in ("base", "p1+2", "p1b+2") for e in ("work", "work-compact"))


def load(labels):
    """The committed sets, each labelled by its directory (a second boot's
    meta.json carries the label its run gave, as mk/analysis.mk's --label
    undoes)."""
    paths = [os.path.join(ROOT, "results", lab) for lab in labels]
    if not all(os.path.isdir(p) for p in paths):
        pytest.skip("committed result sets absent")
    return resultset.load_sets(paths, [f"{p}={lab}" for p, lab in zip(paths, labels) if lab.endswith("-r2")])


@pytest.fixture(scope="module")
def standard():
    sets = load(STANDARD)
    return {qid: a for qid, _, _, _, a in questions.answer_all(sets, [])}


@pytest.fixture(scope="module")
def experiments():
    sets = load(EXPERIMENTS)
    return {qid: a for qid, _, _, _, a in questions.answer_all(sets[:1], sets[1:])}


def test_key_numbers_of_the_standard_sets(standard):
    assert standard["q1"].answer == ("munmap 1024MB-1p, base -> p1: base/p1 ratio of means 2.07x, "
                                     "95 % CI [1.37, 3.13], n = 5/5: faster (QEMU TCG, 2 vCPUs).")
    # no probes in the matrix: no release, worker or total-work figure is made up from it
    assert standard["q3"].answer.startswith("No finding with a confidence interval")
    assert standard["q2"].answer.startswith("Not answered by these result sets: all 6 sets that feed it ran "
                                            "under QEMU TCG with 2 vCPUs")


def test_total_work_comes_from_the_one_vcpu_icount_sets(experiments):
    q2 = experiments["q2"]
    assert q2.method == "total work: icount with one vCPU"
    assert q2.answer == ("task cgroup + drain-worker CPU per MB, no compaction, munmap 256MB-1p: p1+2 299.8 µs vs "
                         "172.3 µs on base (+127.5 µs; n = 3/3, ratio of means 1.75x, 95 % CI [1.63, 1.89]: more); "
                         "p1b+2 300.8 µs vs 172.3 µs on base (+128.5 µs; n = 3/3, ratio of means 1.76x, 95 % CI "
                         "[1.62, 1.92]: more) (work experiment, QEMU icount with 1 vCPU).")
    assert not any("double counts" in c for c in q2.caveats)


def test_isolation_comes_from_tcg_with_ten_kills(experiments):
    q4 = experiments["q4"]
    assert not q4.answer.startswith("Not answered"), q4.answer
    # the busy host first, per cell, both boots of each kernel pooled; 10 kills a cell and boot: each kill
    # one sample, not each of its 2 tenants
    assert q4.answer.startswith("busy, exit 256MB-1p, p1+2.iso-busy (2 boots) against base.iso-busy (2 boots), "
                                "per kill: before the kill the tenants' rate "), q4.answer
    assert "QEMU TCG with 2 vCPUs" in q4.answer and "n = 20/20" in q4.answer and "n = 40" not in q4.answer
    # and each boot on its own, and each kernel's second boot against its first
    for pair in ("p1+2.iso-busy-r2 against base.iso-busy-r2", "p1+2.iso-busy-r2 against p1+2.iso-busy",
                 "base.iso-busy-r2 against base.iso-busy", "p1+2.iso-busy against base.iso-busy, per kill"):
        assert any(m.startswith(f"busy, exit 256MB-1p, {pair}") for m in q4.meaning), pair
    # their tenants wrote tenant/2 (latency buckets): every period's p99 is known
    assert not any("tenant/1 records carry no raw latencies" in c for c in q4.caveats), q4.caveats
    (rows,) = [rows for caption, _, rows in q4.tables if caption.startswith("Tenants around each kill")]
    assert len(rows) == 2 * 2 * 2 + 2 * 2 and not any("n/a" in r[7] for r in rows)


def test_two_vcpu_icount_total_work_is_flagged_as_double_counting():
    sets = load(("base.work", "p1+2.work"))
    for s in sets:      # as the earlier experiments were recorded: icount, 2 vCPUs
        s.meta["machine"] = dict(s.meta["machine"], ncpus=2)
    q2 = {qid: a for qid, _, _, _, a in questions.answer_all(sets[:1], sets[1:])}["q2"]
    assert any(c.startswith("Not total work: base.work, p1+2.work ran under icount with more than one vCPU")
               and "double counts" in c for c in q2.caveats)
    assert q2.answer.startswith("Not answered by these result sets")


def test_committed_experiments_meet_their_methods_and_others_are_refused():
    """The committed isolation sets (TCG, 10 kills) and total-work sets
    (icount, one vCPU) answer Q4 and Q2; the same sets said to have run
    otherwise are refused with the reason."""
    sets = load([f"{k}.{e}" for e in ("iso-pinned", "work") for k in ("base", "p1+2")])
    first, others = sets[:1], sets[1:]
    for qid in ("q2", "q4"):
        _, problems = methods.check(qid, first, others)
        assert problems == [], (qid, problems)
    answers = {qid: a for qid, _, _, _, a in questions.answer_all(first, others)}
    assert "95 % CI" in answers["q2"].answer and "QEMU icount with 1 vCPU" in answers["q2"].answer
    assert answers["q4"].method.startswith("isolation: multi-threaded TCG or real CPUs with n >= 10 kills")
    for s in sets:      # as if recorded the old way: icount with 2 vCPUs
        s.meta["machine"] = dict(s.meta["machine"], virt="qemu-icount", ncpus=2)
    for qid, needle in (("q4", "ran under QEMU icount"), ("q2", "ran under QEMU icount with 2 vCPUs")):
        _, problems = methods.check(qid, first, others)
        assert problems and needle in problems[0], (qid, problems)

"""One methodology per question, stated, and the answer refused when the
runs cannot give it."""
import os

import pytest

from conftest import ROOT
from zsfree_analysis import methods, questions, resultset


def load(*labels):
    paths = [os.path.join(ROOT, "results", lab) for lab in labels]
    if not all(os.path.isdir(p) for p in paths):
        pytest.skip("committed result sets absent")
    return resultset.load_sets(paths)


def test_tcg_standard_sets_answer_latency_with_an_interval():
    sets = load("base", "p1", "p1+2", "lock-v5")
    answers = {qid: a for qid, _, _, _, a in questions.answer_all(sets, [])}
    assert answers["q1"].answer == ("munmap 1024MB-1p, base -> p1: base/p1 ratio of means 2.07x, "
                                    "95 % CI [1.37, 3.13], n = 5/5: faster (QEMU TCG, 2 vCPUs).")
    assert answers["q4"].answer == ("Not answered by these result sets: no isolation experiment set among the "
                                    "inputs (needs isolation: multi-threaded TCG with n >= 10 kills per cell, "
                                    "never icount).")
    # TCG sets do not measure total work: their sums get no interval and no
    # verdict, and no sentence says the lock series' variant 'moves the work'
    q2 = answers["q2"]
    assert not any("95 % CI" in m or "moved to the worker" in m for m in q2.meaning)
    assert any("no interval is given for them" in c for c in q2.caveats)
    assert q2.answer.startswith("Not answered by these result sets: all 4 sets that feed it ran under QEMU TCG")


def test_mixed_accelerators_are_flagged():
    tcg = load("base")[0]
    ic = load("icount/base")[0] if os.path.isdir(os.path.join(ROOT, "results", "icount", "base")) else None
    if ic is not None:
        _, problems = methods.check("q1", [tcg, ic], [])
        assert problems[0] == "the inputs mix QEMU TCG and QEMU icount figures, which are not comparable"

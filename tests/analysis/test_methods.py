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
                                    "inputs (needs isolation: multi-threaded TCG or real CPUs with n >= 10 kills "
                                    "per cell, never icount).")
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


def synth_work(tmp_path, virt, ncpus):
    """The synthetic total-work sets of two kernels, as run on VIRT with NCPUS."""
    import json
    import synth_exp
    paths = synth_exp.make_all(str(tmp_path / virt))
    for p in paths:
        mp = os.path.join(p, "meta.json")
        with open(mp) as f:
            m = json.load(f)
        m["machine"]["virt"], m["machine"]["ncpus"] = virt, ncpus
        with open(mp, "w") as f:
            json.dump(m, f)
    return resultset.load_sets(paths)


@pytest.mark.parametrize("virt", ["bare", "kvm"])
def test_total_work_on_real_cpus_names_the_scheduler(tmp_path, virt):
    sets = synth_work(tmp_path, virt, 8)
    method, problems = methods.check("q2", sets[:1], sets[1:])
    assert problems == []
    assert method == "total work: " + methods.SCHEDULER
    assert methods.meets("total work", sets[0]) is None


def test_total_work_refused_under_tcg_and_two_vcpu_icount(tmp_path):
    for virt, n in (("qemu-tcg", 2), ("qemu-icount", 2)):
        sets = synth_work(tmp_path, virt, n)
        method, problems = methods.check("q2", sets[:1], sets[1:])
        assert problems and all("ran under" in p for p in problems), (virt, problems)
        assert method == "total work: " + methods.METHODS["total work"]
    sets = synth_work(tmp_path / "one", "qemu-icount", 1)
    assert methods.check("q2", sets[:1], sets[1:]) == ("total work: icount with one vCPU", [])

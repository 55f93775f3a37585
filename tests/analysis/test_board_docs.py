"""docs/boards.md's costs of the board command and of the probe levels are
the ones the committed host run recorded (results/board-host/)."""
import json
import os

import pytest

from conftest import ROOT

KEPT = os.path.join(ROOT, "results", "board-host")


def docs():
    with open(os.path.join(ROOT, "docs", "boards.md")) as f:
        return f.read()


def kept(name):
    path = os.path.join(KEPT, name)
    if not os.path.exists(path):
        pytest.skip(f"{path} absent")
    with open(path) as f:
        return json.load(f)


# each kept run's directory; its label is board.json's (run-COMMIT/ holds
# the eight-step runs of make check-board-host at that commit)
@pytest.mark.parametrize("run", ["hostA", "hostB", "hostM", "hostPS", "hostPM",
                                 "run-08536c7/hostA", "run-08536c7/hostB",
                                 "run-5167a14/hostA", "run-5167a14/hostB"])
def test_each_runs_seconds_are_the_docs(run):
    b = kept(os.path.join(run, "board.json"))
    text = docs()
    assert f"`{b['label']}` ({b['scale']}): {b['seconds']} s" in text
    for st in b["steps"]:
        assert f"{st['step']} {st['seconds']} s" in text, st


def test_probe_costs_are_the_docs():
    c = kept("probe-cost.json")
    text = docs()
    for level, v in c.items():
        assert f"`{level}`: {v['cost_pct']:.2f} %" in text, level
        assert f"n = {v['n']} rounds" in text


def cost_line(level, v):
    return (f"* `{level}`: {v['cost_pct']:.2f} % of the tenants' throughput, 95 % CI "
            f"[{v['low_pct']:.2f} %, {v['high_pct']:.2f} %], n = {v['n']} rounds")


def test_quiet_probe_costs_recompute_from_the_kept_records():
    """The quiet run's figures come back from its raw tenant records, and
    docs/boards.md quotes them, with the claims it draws from the intervals."""
    from zsfree_analysis import probe_cost
    root = os.path.join(KEPT, "probe-cost-quiet")
    kept_costs = kept("probe-cost-quiet.json")
    assert probe_cost.costs(root) == kept_costs
    text = docs()
    for level, v in kept_costs.items():
        assert cost_line(level, v) in text, level
    assert kept_costs["basic"]["high_pct"] < 1, "docs: basic costs less than 1 %"
    full = kept_costs["full"]
    assert full["low_pct"] < -2 and full["high_pct"] > 2, "docs: full's interval reaches past 2 % on both sides"


def board_conf(key):
    with open(os.path.join(ROOT, "configs", "board.conf")) as f:
        for line in f:
            if line.startswith(key + "="):
                return line.rstrip("\n").split("=", 1)[1]
    pytest.fail(f"configs/board.conf has no {key}=")


# each scale's estimates: the steps of the kept runs that timed them (the
# first six steps from the full runs, pressure and profile timed apart)
@pytest.mark.parametrize("scale,label", [("small", "hostA"), ("medium", "hostM"),
                                         ("small", "hostPS"), ("medium", "hostPM")])
def test_estimates_are_the_kept_runs(scale, label):
    b = kept(os.path.join(label, "board.json"))
    assert b["scale"] == scale
    est = dict(kv.split(":") for kv in board_conf(f"{scale}_estimate_s").split(","))
    for st in b["steps"]:
        assert int(est[st["step"]]) == st["seconds"], st

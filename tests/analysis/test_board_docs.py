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


@pytest.mark.parametrize("label", ["hostA", "hostB", "hostM"])
def test_each_runs_seconds_are_the_docs(label):
    b = kept(os.path.join(label, "board.json"))
    text = docs()
    assert f"`{label}` ({b['scale']}): {b['seconds']} s" in text
    for st in b["steps"]:
        assert f"{st['step']} {st['seconds']} s" in text, st


def test_probe_costs_are_the_docs():
    c = kept("probe-cost.json")
    text = docs()
    for level, v in c.items():
        assert f"`{level}`: {v['cost_pct']:.2f} %" in text, level
        assert f"n = {v['n']} rounds" in text

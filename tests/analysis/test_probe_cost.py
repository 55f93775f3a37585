"""The probe levels' cost to the tenants, derived from board/probe-cost's records."""
import json
import os

import pytest

from zsfree_analysis import probe_cost
from zsfree_analysis.errors import AnalysisError


def tenant_file(path, rates):
    """One tenant's windows of 100 ms at the given iterations per second."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(json.dumps({"schema": "zsfree-eval/tenant/1", "name": "t"}) + "\n")
        t = 0
        for r in rates:
            f.write(json.dumps({"start_ns": t, "end_ns": t + 100_000_000, "iterations": int(r / 10)}) + "\n")
            t += 100_000_000


def records(tmp_path, none_rates, basic_rates):
    for k, (n, b) in enumerate(zip(none_rates, basic_rates), 1):
        for cpu in (0, 1):
            tenant_file(str(tmp_path / "tenants" / f"none-r{k}-basic" / f"t{cpu}.jsonl"), [n] * 5)
            tenant_file(str(tmp_path / "tenants" / f"basic-r{k}" / f"t{cpu}.jsonl"), [b] * 5)
    return str(tmp_path)


def test_cost_is_the_throughput_lost_with_its_interval(tmp_path):
    root = records(tmp_path, [1000, 1010, 990, 1000], [900, 910, 890, 900])
    c = probe_cost.costs(root)["basic"]
    assert c["n"] == 4
    assert c["cost_pct"] == pytest.approx(10.0, abs=0.01)
    assert c["low_pct"] < 10.0 < c["high_pct"]


def test_no_cost_has_an_interval_around_zero(tmp_path):
    root = records(tmp_path, [1000, 1010, 990], [1000, 990, 1010])
    c = probe_cost.costs(root)["basic"]
    assert c["cost_pct"] == pytest.approx(0.0, abs=0.01)
    assert c["low_pct"] < 0 < c["high_pct"]


def test_missing_records_are_refused(tmp_path):
    with pytest.raises(AnalysisError, match="no tenants/ directory"):
        probe_cost.costs(str(tmp_path))


def test_pairs_cancel_a_drifting_host(tmp_path):
    # the host's load doubles the throughput over the rounds; the probe costs 5 %
    none = [100000, 130000, 160000, 200000, 120000]
    probed = [n * 0.95 * (1 + e) for n, e in zip(none, (0.002, -0.002, 0.001, -0.001, 0.0))]
    c = probe_cost.costs(records(tmp_path, none, probed))["basic"]
    assert c["cost_pct"] == pytest.approx(5.0, abs=0.1)
    assert 4.5 < c["low_pct"] < 5.0 < c["high_pct"] < 5.5


def test_packed_records_give_the_same_costs(tmp_path):
    """a kept set's tenants are NAME.jsonl.xz (scripts/pack-raw): read as written"""
    import lzma
    root = records(tmp_path, [1000, 1010, 990, 1000], [900, 910, 890, 900])
    plain = probe_cost.costs(root)
    for d, _, files in os.walk(os.path.join(root, "tenants")):
        for f in files:
            p = os.path.join(d, f)
            with open(p, "rb") as src, lzma.open(p + ".xz", "wb") as dst:
                dst.write(src.read())
            os.remove(p)
    assert probe_cost.costs(root) == plain

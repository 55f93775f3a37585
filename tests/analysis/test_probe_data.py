"""The percentiles the analysis derives from a probe file's raw data
(probe_data.hist_percentile, zs_free_latency_ns, queue_delay_ns): their
definition on small inputs, and, on every probe file kept in results/, the
same figures the probe itself wrote beside the raw data (p50/p90/p99 of
latency_ns and of drain.queue_delay_ns), so the reports do not move."""
import glob
import json
import os

import pytest

from conftest import ROOT
from zsfree_analysis import probe_data, rawfile

HIST = [[100, 106, 10], [16, 17, 30], [200, 212, 60]]     # unsorted on purpose


def test_hist_percentile_interpolates_inside_the_bucket():
    # n = 100: rank 30 ends the [16, 17) bucket, rank 35 is 5/10 into [100, 106)
    assert probe_data.hist_percentile(HIST, 30) == pytest.approx(17.0)
    assert probe_data.hist_percentile(HIST, 35) == pytest.approx(103.0)
    assert probe_data.hist_percentile(HIST, 70) == pytest.approx(206.0)
    assert probe_data.hist_percentile(HIST, 100) == pytest.approx(212.0)
    assert probe_data.hist_percentile(HIST, 0) == pytest.approx(16.0)


def test_hist_percentile_without_data_is_none():
    assert probe_data.hist_percentile([], 50) is None
    assert probe_data.hist_percentile(None, 50) is None
    assert probe_data.hist_percentile([[1, 2, 0]], 50) is None
    assert probe_data.hist_percentile(HIST, 101) is None
    assert probe_data.hist_percentile(HIST, -1) is None


def test_metric_helpers():
    assert probe_data.zs_free_latency_ns({"latency_ns": {"hist": HIST}}, 35) == pytest.approx(103.0)
    assert probe_data.zs_free_latency_ns({"latency_ns": None}, 50) is None
    drain = {"events": [{"queue_delay_ns": 10}, {"queue_delay_ns": None}, {"queue_delay_ns": 30}]}
    assert probe_data.queue_delay_ns(drain, 50) == pytest.approx(20.0)
    assert probe_data.queue_delay_ns({"events": [{"queue_delay_ns": None}]}, 99) is None
    assert probe_data.queue_delay_ns({}, 99) is None


def _kept_probes():
    paths = sorted(glob.glob(os.path.join(ROOT, "results", "*", "probes", "*.json*")))
    out = []
    for p in paths:
        with rawfile.open_text(p) as f:
            out.append((os.path.relpath(p, ROOT), json.load(f)))
    return out


KEPT = _kept_probes()


def _near(derived, recorded):
    # the probe wrote its figures with %.6f
    return derived == pytest.approx(recorded, rel=1e-9, abs=1e-6)


@pytest.mark.skipif(not KEPT, reason="no probe files kept in results/")
def test_kept_sets_zs_free_latency_derived_as_recorded():
    seen = 0
    for path, probe in KEPT:
        m = (probe.get("metrics") or {}).get("zs_free") or {}
        lat = m.get("latency_ns")
        if not lat or lat.get("p50") is None:
            continue
        for q in (50, 90, 99):
            assert _near(probe_data.zs_free_latency_ns(m, q), lat[f"p{q}"]), (path, q)
        seen += 1
    if not seen:
        pytest.skip("no kept probe file has a zs_free histogram")


@pytest.mark.skipif(not KEPT, reason="no probe files kept in results/")
def test_kept_sets_queue_delay_derived_as_recorded():
    seen = 0
    for path, probe in KEPT:
        m = (probe.get("metrics") or {}).get("drain") or {}
        qd = m.get("queue_delay_ns")
        if not isinstance(qd, dict):
            continue
        for q in (50, 90, 99):
            assert _near(probe_data.queue_delay_ns(m, q), qd[f"p{q}"]), (path, q)
        seen += 1
    if not seen:
        pytest.skip("no kept probe file has drain queueing delays")

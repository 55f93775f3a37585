"""The percentiles the analysis derives from a probe file's raw data
(probe_data.hist_percentile, hist_merge, zs_free_latency_ns, queue_delay_ns;
hist_percentile and hist_merge serve the tenants' latency buckets too): their
definition on small inputs, and, on every probe file kept in results/, the
same figures the probe itself wrote beside the raw data (p50/p90/p99 of
latency_ns and of drain.queue_delay_ns), so the reports do not move."""
import glob
import json
import os

import numpy as np
import pytest

import synth_exp
from conftest import ROOT
from zsfree_analysis import probe_data, rawfile, stats
from zsfree_analysis.errors import AnalysisError

HIST = [[100, 106, 10], [16, 17, 30], [200, 212, 60]]     # unsorted on purpose


def test_hist_percentile_interpolates_inside_the_bucket():
    # n = 100: rank 30 ends the [16, 17) bucket, rank 35 is 5/10 into [100, 106)
    assert probe_data.hist_percentile(HIST, 30) == pytest.approx(17.0)
    assert probe_data.hist_percentile(HIST, 35) == pytest.approx(103.0)
    assert probe_data.hist_percentile(HIST, 70) == pytest.approx(206.0)
    assert probe_data.hist_percentile(HIST, 100) == pytest.approx(212.0)
    assert probe_data.hist_percentile(HIST, 0) == pytest.approx(16.0)


def test_hist_percentile_rank_on_a_bucket_edge_stays_in_that_bucket():
    # 28 % of 25 is rank 7, the last of the first bucket: its top, not the
    # next bucket's bottom (0.28 * 25 is 7.000000000000001 in floating point)
    assert probe_data.hist_percentile([[0, 10, 7], [100, 110, 18]], 28) == pytest.approx(10.0)
    assert probe_data.hist_percentile([[0, 10, 42], [100, 110, 33]], 56) == pytest.approx(10.0)


def test_hist_percentile_without_data_is_none():
    assert probe_data.hist_percentile([], 50) is None
    assert probe_data.hist_percentile(None, 50) is None
    assert probe_data.hist_percentile([[1, 2, 0]], 50) is None
    assert probe_data.hist_percentile(HIST, 101) is None
    assert probe_data.hist_percentile(HIST, -1) is None


def test_hist_percentile_of_log_linear_buckets_is_within_their_resolution():
    # a tenant's iterations (ns): most near 20 us, a long tail; the buckets are 1/16 of their value
    # wide.  Where the samples are dense the estimate is within that of the exact percentile (numpy's
    # linear one); in a sparse tail the two rank conventions (q n against q (n - 1)) can fall a gap
    # between samples apart, which no layout would close
    rng = np.random.default_rng(7)
    v = np.concatenate([rng.lognormal(np.log(20_000), 0.3, 20_000), rng.pareto(1.5, 2000) * 50_000 + 30_000])
    v = v.astype(int)
    hist = synth_exp.latency_buckets(v)
    for q in (1, 10, 50, 90, 99, 99.5, 99.9):
        exact = stats.percentile(v, q)
        assert probe_data.hist_percentile(hist, q) == pytest.approx(exact, rel=1 / 16), q


def test_hist_merge_is_the_histogram_of_all_values():
    rng = np.random.default_rng(3)
    parts = [rng.integers(1, 100_000, n) for n in (10, 1000, 0, 37)]
    merged = probe_data.hist_merge(synth_exp.latency_buckets(p) for p in parts)
    assert merged == synth_exp.latency_buckets(np.concatenate(parts))
    assert probe_data.hist_merge([]) == [] and probe_data.hist_merge([None, []]) == []
    with pytest.raises(AnalysisError, match="not of one layout"):
        probe_data.hist_merge([[[16, 32, 1]], [[20, 24, 1]]])


def test_metric_helpers():
    assert probe_data.zs_free_latency_ns({"latency_ns": {"hist": HIST}}, 35) == pytest.approx(103.0)
    assert probe_data.zs_free_latency_ns({"latency_ns": None}, 50) is None
    drain = {"events": [{"queue_delay_ns": 10}, {"queue_delay_ns": None}, {"queue_delay_ns": 30}]}
    assert probe_data.queue_delay_ns(drain, 50) == pytest.approx(20.0)
    assert probe_data.queue_delay_ns({"events": [{"queue_delay_ns": None}]}, 99) is None
    assert probe_data.queue_delay_ns({}, 99) is None


def _kept_probes():
    """The committed sets' probe files, and a probe/1 file of p1+2 (exit 256 MB,
    the isolation sets of 2026-12-01, replaced since) whose probe wrote the
    drain's queue-delay percentiles itself."""
    paths = sorted(glob.glob(os.path.join(ROOT, "results", "*", "probes", "*.json*")))
    paths += sorted(glob.glob(os.path.join(ROOT, "tests", "analysis", "golden", "probe-1-*.json.xz")))
    out = []
    for p in paths:
        with rawfile.open_text(p) as f:
            out.append((os.path.relpath(p, ROOT), json.load(f)))
    return out


KEPT = _kept_probes()


def _near(derived, recorded):
    # the probe wrote its figures with %.6f
    return derived == pytest.approx(recorded, rel=1e-9, abs=1e-6)


# metric -> the field holding the probe's own percentiles, and their derivation
DERIVED = {
    "zs_free": ("latency_ns", probe_data.zs_free_latency_ns),
    "drain": ("queue_delay_ns", probe_data.queue_delay_ns),
}


@pytest.mark.skipif(not KEPT, reason="no probe files kept in results/")
@pytest.mark.parametrize("metric", sorted(DERIVED))
def test_kept_sets_derived_as_recorded(metric):
    field, derive = DERIVED[metric]
    seen = 0
    for path, probe in KEPT:
        m = (probe.get("metrics") or {}).get(metric) or {}
        recorded = m.get(field)
        if not isinstance(recorded, dict) or recorded.get("p50") is None:
            continue
        for q in (50, 90, 99):
            assert _near(derive(m, q), recorded[f"p{q}"]), (path, q)
        seen += 1
    if not seen:
        pytest.skip(f"no kept probe file has {metric}.{field} percentiles")


def test_probe_2_is_read_and_has_only_raw_data():
    """A zsfree-eval/probe/2 file (raw data only: tests/schema/good/probe-2.json,
    a host run) is accepted next to the kept probe/1 sets, and the figures
    come from its raw data: no summary or release time is left to read."""
    from zsfree_analysis import resultset
    with open(os.path.join(ROOT, "tests", "schema", "good", "probe-2.json"), encoding="utf-8") as f:
        doc = json.load(f)
    resultset.check_schema(doc, "probe", "probe-2.json")
    m = doc["metrics"]
    assert "summary_ms" not in m["unmap"] and "t50_ms" not in m["release"]
    assert probe_data.zs_free_latency_ns(m["zs_free"], 50) is None     # basic: no histogram
    assert probe_data.queue_delay_ns(m["drain"], 99) is None           # no drain run here
    with pytest.raises(resultset.AnalysisError):
        resultset.check_schema(dict(doc, schema="zsfree-eval/probe/3"), "probe", "probe-3.json")


def test_sampled_histogram_is_not_scaled():
    """A sampled zs_free histogram (format_revision 5) gives the same
    percentiles as the full population it samples: the analysis reads the
    buckets as they are, whatever the period, and the call counts beside it
    stay the exact counts (zs_free_est: calls x the timed calls' mean)."""
    from zsfree_analysis.figures import probe as probe_figures
    timed = [[512, 544, 130], [544, 576, 301], [576, 608, 81]]
    metric = {"calls": {"unmapper": 16384, "drain_worker": 0, "other": 0},
              "latency_ns": {"estimate": True, "hist": timed, "n": 512, "sample_period": 32}}
    every = dict(metric, latency_ns={"estimate": True, "hist": [[lo, hi, c * 32] for lo, hi, c in timed],
                                     "n": 512 * 32})
    for q in (50, 90, 99):
        assert probe_data.zs_free_latency_ns(metric, q) == pytest.approx(probe_data.zs_free_latency_ns(every, q))
    calls, ms = probe_figures.zs_free_est(metric)
    mean = sum((lo + hi) / 2 * c for lo, hi, c in timed) / 512
    assert calls == 16384 and ms == pytest.approx(16384 * mean / 1e6)
    assert probe_data.sample_period(metric["latency_ns"]) == 32
    assert probe_data.sample_period(every["latency_ns"]) == 1      # revision 4: every call timed
    assert probe_data.sample_period(None) == 1


def test_quantile_rank_halfwidth():
    """h = 100 z sqrt(p (1 - p) / n): p50 of 512 timed calls within
    +-4.33 percentile points, p99 within +-0.86; None outside its domain."""
    assert probe_data.quantile_rank_halfwidth(50, 512) == pytest.approx(4.331, abs=1e-3)
    assert probe_data.quantile_rank_halfwidth(99, 512) == pytest.approx(0.862, abs=1e-3)
    assert probe_data.quantile_rank_halfwidth(50, 2048) == pytest.approx(4.331 / 2, abs=1e-3)
    assert probe_data.quantile_rank_halfwidth(50, 0) is None
    assert probe_data.quantile_rank_halfwidth(100, 512) is None


def test_doc_precision_table_is_the_formula():
    """docs/zsprobe.md's precision table of the sampled latency (rows
    '| FREES frees | N | TIMED | p50 | p90 | p99 |') is quantile_rank_halfwidth
    of its rows, to the digits printed: no figure there is typed by hand."""
    import re
    with open(os.path.join(ROOT, "docs", "zsprobe.md"), encoding="utf-8") as f:
        rows = re.findall(r"^\| ([\d,]+) frees \| (\d+) \| ([\d,]+) \| ±([\d.]+) \| ±([\d.]+) \| ±([\d.]+) \|$",
                          f.read(), re.M)
    assert len(rows) >= 2, "docs/zsprobe.md has no precision table"
    for frees, period, timed, *h in rows:
        frees, period, timed = int(frees.replace(",", "")), int(period), int(timed.replace(",", ""))
        assert timed == frees // period
        for q, have in zip((50, 90, 99), h):
            assert have == f"{probe_data.quantile_rank_halfwidth(q, timed):.{len(have.split('.')[1])}f}"


def test_sampled_latency_is_said_in_the_cost_breakdown(tmp_path):
    """q1's table reads the zs_free percentiles of sampled histograms as
    they are and says they are of one call in N; unsampled sets say nothing
    of it."""
    import synth
    from zsfree_analysis import questions, resultset
    common = dict(sizes=(64,), procs=(1,), workloads=("munmap",), repeats=2, warmups=0)
    paths = [synth.make_set(str(tmp_path), "base", **common),
             synth.make_set(str(tmp_path), "p1", ms_per_mb=0.1, patched=True, **common)]

    def q1():
        answers = {qid: a for qid, _, _, _, a in questions.answer_all(resultset.load_sets(paths), [])}
        return answers["q1"]
    assert not any("sampled calls" in c for c in q1().caveats)
    for p in glob.glob(os.path.join(str(tmp_path), "*", "probes", "*.json")):
        with open(p, encoding="utf-8") as f:
            doc = json.load(f)
        doc["metrics"]["zs_free"]["latency_ns"]["sample_period"] = 32
        with open(p, "w", encoding="utf-8") as f:
            json.dump(doc, f)
    a = q1()
    assert any("one in 32 timed" in c and "call counts are exact" in c for c in a.caveats)

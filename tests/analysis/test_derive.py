"""The experiments' per-run figures derived on the host from raw records
(release.quantity, experiments.run_release / cg_deltas / tenant_impact,
analysis/derive), and the board's figures of older sets read only where the
raw records are missing."""
import glob
import json
import os
import subprocess

import pytest

import synth_exp
from conftest import ROOT, run_tool
from zsfree_analysis import exp_questions, experiments, questions, release, resultset, stats

MS = 1_000_000


def test_quantity_in_use():
    # zram grows from 100 to 300 during the fill, is at 300 at t0 (20 ms), falls to 100
    t = [0, 10 * MS, 20 * MS, 30 * MS, 40 * MS]
    q = release.quantity(t, [100, 200, 300, 200, 100], 20 * MS)
    assert q == {"pre": 100, "at_t0": 300, "final": 100, "span": 200, "final_frac": 1.0,
                 "t50_ms": 10.0, "t90_ms": 20.0, "t100_ms": 20.0, "rises": 0}
    assert release.quantity(t + [50 * MS], [100, 200, 300, 150, 100, 250], 20 * MS)["rises"] == 1


def test_quantity_free_memory_is_negated():
    # free memory falls from 1000 to 700 during the fill and comes back to 850: half of it
    t = [0, 10 * MS, 20 * MS, 30 * MS]
    q = release.quantity(t, [1000, 700, 800, 850], 10 * MS, sign=-1)
    assert q["pre"] == 1000 and q["at_t0"] == 700 and q["final"] == 850
    assert q["span"] == 300 and q["final_frac"] == pytest.approx(0.5)
    # released since t0: 100 at 20 ms, 150 (all of it) at 30 ms, i.e. 10 and 20 ms after t0
    assert (q["t50_ms"], q["t90_ms"], q["t100_ms"]) == (10.0, 20.0, 20.0)


def test_quantity_nothing_added():
    q = release.quantity([0, MS, 2 * MS], [50, 50, 50], MS)
    assert q["span"] == 0 and q["final_frac"] is None and q["t100_ms"] is None


def test_cg_deltas():
    rows = [{"t_ns": 0, "cg_usage_usec": [10, 100]}, {"t_ns": 5 * MS, "cg_usage_usec": [30, 150]},
            {"t_ns": 9 * MS, "cg_usage_usec": [70, 160]}]
    assert experiments.cg_deltas(rows, 6 * MS) == [{"whole": 60, "from_t0": 40}, {"whole": 60, "from_t0": 10}]
    assert experiments.cg_deltas([{"t_ns": 0}], 0) == []


def window(start_ms, end_ms, rate, lat_us=(10.0,) * 100):
    """A tenant/2 window: its iterations' latencies as buckets, min and max."""
    ns = [round(x * 1e3) for x in lat_us]
    return {"start_ns": start_ms * MS, "end_ns": end_ms * MS, "iterations": len(ns), "iter_per_s": rate,
            "min_us": min(ns) / 1e3, "max_us": max(ns) / 1e3, "latency_ns": synth_exp.latency_buckets(ns)}


def test_tenant_impact():
    run = {"run_id": "exit-64mb-1p-r1", "t0_ns": 1000 * MS, "wall_ms": 50.0}
    burst = [10.0] * 97 + [900.0] * 3           # 3 slow of 100: this window's own p99 is 900 us
    windows = ([window(s, s + 100, 1000.0) for s in range(600, 1000, 100)] +        # quiet: 1000/s
               [window(1000, 1100, 600.0, burst), window(1100, 1200, 800.0, [10.0] * 97 + [300.0] * 3),
                window(1200, 1300, 1000.0, [10.0] * 97 + [300.0] * 3)])
    t = experiments.tenant_impact(run, "t1", windows, impact_ms=100, base_ms=250)
    # base: windows ending in [750, 1000) ms -> the ones ending at 800 and 900
    assert t["base_windows"] == 2 and t["base_iter_per_s"] == 1000.0
    assert t["base_p99_us"] == pytest.approx(10.0, rel=1 / 16)
    # impact: [1000, 1150] ms -> windows ending at 1000 (the last quiet one), 1100, 1200
    assert t["impact_windows"] == 3
    assert t["impact_iter_per_s"] == pytest.approx(800.0) and t["impact_min_iter_per_s"] == 600.0
    # the p99 over the period's 400 iterations (9 slow: 6 at 300 us, 3 at 900 us), within a
    # bucket (1/16) of the exact one, not the largest window's p99 (the burst's 900 us)
    period = [10.0] * 100 + burst + ([10.0] * 97 + [300.0] * 3) * 2
    exact = stats.percentile(period, 99)
    assert exact == pytest.approx(300.0)
    assert t["impact_p99_us"] == pytest.approx(exact, rel=1 / 16)
    assert stats.percentile(burst, 99) == 900.0
    assert t["impact_max_us"] == 900.0 and t["p99_unknown"] is None
    assert t["dip_pct"] == pytest.approx(20.0) and t["covers_kill"] is True
    assert t["impact_end_ns"] == 1150 * MS
    assert experiments.tenant_impact(run, "t1", windows[:3], 100, 250)["covers_kill"] is False


def test_tenant_impact_of_tenant_1_windows_has_no_p99():
    """tenant/1 windows carry their own p99, not the iterations: no period p99, and why"""
    run = {"run_id": "exit-64mb-1p-r1", "t0_ns": 1000 * MS, "wall_ms": 50.0}
    windows = [{"start_ns": s * MS, "end_ns": (s + 100) * MS, "iterations": 1000, "iter_per_s": 1000.0,
                "p50_us": 5.0, "p99_us": 10.0, "max_us": 20.0} for s in range(600, 1300, 100)]
    t = experiments.tenant_impact(run, "t1", windows, impact_ms=100, base_ms=250)
    assert t["base_p99_us"] is None and t["impact_p99_us"] is None
    assert t["p99_unknown"] == "tenant/1 records carry no raw latencies"
    assert t["impact_max_us"] == 20.0 and t["base_iter_per_s"] == 1000.0 and t["dip_pct"] == 0.0


def to_current_format(path):
    """A synthetic iso set as a board writes it now: exp-run/2 (no release),
    samples with the cgroups' usage, the tenants' windows, no summary."""
    with open(os.path.join(path, "runs.jsonl")) as f:
        runs = [json.loads(x) for x in f if x.strip()]
    os.makedirs(os.path.join(path, "samples"), exist_ok=True)
    for run in runs:
        p = os.path.join(path, "exp", f"{run['run_id']}.json")
        with open(p) as f:
            doc = json.load(f)
        doc.pop("release")
        doc["schema"] = "zsfree-eval/exp-run/2"
        with open(p, "w") as f:
            json.dump(doc, f)
        t0 = run["t0_ns"]
        lines = [{"schema": "zsfree-eval/samples/1", "clock": "CLOCK_MONOTONIC", "interval_us": 1000,
                  "zram": "zram0", "zswap": False, "cgroups": ["/v", "/t1", "/t2", "/"]}]
        for i, (dt, used) in enumerate(((-500, 4096), (-1, 4096 + (64 << 20)), (10, 4096 + (32 << 20)), (30, 4096))):
            lines.append({"t_ns": t0 + dt * MS, "mem_free_kb": 1000, "mem_available_kb": 1000, "swap_free_kb": 10,
                          "zram_mem_used_total": used, "cg_usage_usec": [1000 * i * (run["rep"] + 1), 0, 0, 5000 * i]})
        lines.append({"summary": {"samples": 4, "missed_ticks": 0, "max_gap_ns": 500 * MS, "stopped_by": "signal"}})
        with open(os.path.join(path, "samples", f"{run['run_id']}.jsonl"), "w") as f:
            f.write("".join(json.dumps(x) + "\n" for x in lines))
    os.remove(os.path.join(path, "tenants", "summary.jsonl"))
    for k in (1, 2):
        ws = []
        for run in runs:
            t0 = run["t0_ns"] // MS
            ws += [window(t0 - 300 + 100 * j, t0 - 200 + 100 * j, 1000.0) for j in range(3)]
            ws += [window(t0, t0 + 100, 1000.0 * (1 - k / 10), [50.0 * k] * 100), window(t0 + 100, t0 + 400, 1000.0)]
        with open(os.path.join(path, "tenants", f"t{k}.jsonl"), "w") as f:
            f.write(json.dumps({"schema": "zsfree-eval/tenant/2", "name": f"t{k}", "clock": "CLOCK_MONOTONIC",
                                "buffer_kb": 256, "window_ms": 100,
                                "latency_hist": {"unit": "ns", "layout": "log-linear", "exact_below": 16,
                                                 "sub_buckets": 16}}) + "\n")
            f.write("".join(json.dumps(w) + "\n" for w in ws))
            f.write(json.dumps({"summary": {"iterations": 1, "stopped_by": "signal", "checksum": 1}}) + "\n")
    return runs


@pytest.fixture
def iso_sets(tmp_path):
    root = str(tmp_path / "results")
    params = {"placement": "pinned", "tenants": 2, "impact_ms": 100}
    old = synth_exp.make(root, "base", "isolation", "iso-pinned", params, patched=False)
    new = synth_exp.make(root, "p1+2", "isolation", "iso-pinned", params, patched=True)
    to_current_format(new)
    return resultset.ResultSet(old), resultset.ResultSet(new)


def test_current_format_is_derived(iso_sets):
    _, new = iso_sets
    run = new.valid[0]
    rel = experiments.exp_record(new, run)["release"]
    assert rel["source"] == "samples"
    z = rel["series"]["zram_mem_used_total"]
    assert z["span"] == 64 << 20 and z["final_frac"] == 1.0 and (z["t50_ms"], z["t100_ms"]) == (10.0, 30.0)
    rep = run["rep"] + 1
    assert rel["cg_usage_delta_usec"][0] == {"whole": 3000 * rep, "from_t0": 2000 * rep}
    tenants = experiments.tenant_summary(new)
    assert {t["source"] for t in tenants} == {"tenants"}
    assert len(tenants) == 2 * len(new.valid)
    for t in tenants:
        k = int(t["tenant"][1:])
        # base: the window ending at t0 - 100 ms (pre_delay_ms 100); impact: the quiet window
        # ending at t0, the slow one, and the next (it starts before t0 + wall + impact_ms)
        assert t["covers_kill"] and t["base_windows"] == 1 and t["impact_windows"] == 3
        # impact p99: a third of the period's iterations took 50 k us, so its p99 is in that bucket
        assert t["dip_pct"] == pytest.approx(100 * k / 30)
        assert t["impact_p99_us"] == pytest.approx(50.0 * k, rel=1 / 16) and t["base_p99_us"] < 11


def test_current_format_records_match_their_schemas(iso_sets):
    """the converted files are what a board writes now: exp-run/2, samples/1, tenant/2"""
    _, new = iso_sets
    files = (glob.glob(os.path.join(new.path, "exp", "*.json")) + glob.glob(os.path.join(new.path, "samples", "*"))
             + glob.glob(os.path.join(new.path, "tenants", "*")))
    p = subprocess.run([os.path.join(ROOT, "schema", "validate"), *files], capture_output=True, text=True)
    assert p.returncode == 0, p.stdout + p.stderr
    assert '"zsfree-eval/exp-run/2"' in open(files[0]).read()


def test_packed_tenants_are_read(iso_sets):
    """a kept set holds the tenants' windows as NAME.xz (scripts/pack-raw)"""
    import lzma
    _, new = iso_sets
    want = experiments.tenant_summary(new)
    for p in glob.glob(os.path.join(new.path, "tenants", "t*.jsonl")):
        with open(p, "rb") as f, lzma.open(p + ".xz", "wb") as g:
            g.write(f.read())
        os.remove(p)
    got = experiments.tenant_summary(resultset.ResultSet(new.path))
    assert got == want and {t["tenant"] for t in got} == {"t1", "t2"}


def test_old_format_reads_the_board(iso_sets):
    old, _ = iso_sets
    rel = experiments.exp_record(old, old.valid[0])["release"]
    assert rel["source"] == "board"
    assert {t["source"] for t in experiments.tenant_summary(old)} == {"board"}


def test_question_reads_both_forms(iso_sets):
    """Q4's isolation part over an old and a new set (no plots: the report's own tests draw them)"""
    old, new = iso_sets
    a = questions.Answer()
    got_impact, got_cpu = exp_questions.isolation(a, [old, new])
    assert got_impact and got_cpu
    assert "tenants/<name>.jsonl and tenants/summary.jsonl" in a.measurement
    caption, header, rows = a.tables[0]
    # 2 kills x 2 tenants in each, the old from the board's lines, the new derived
    assert [r[1:5] for r in rows] == [["exit 64MB-1p", "base", 2, 4], ["exit 64MB-1p", "p1+2", 2, 4]]


def test_derive_command(iso_sets):
    _, new = iso_sets
    p = run_tool("derive", new.path)
    assert p.returncode == 0, p.stderr
    lines = [json.loads(x) for x in p.stdout.splitlines()]
    assert [x["run_id"] for x in lines if "run_id" in x] == [r["run_id"] for r in new.valid]
    assert sum("tenant_impact" in x for x in lines) == 2 * len(new.valid)
    p = run_tool("derive", str(new.path) + "-missing")
    assert p.returncode == 1 and len(p.stderr.splitlines()) == 1


def test_derive_prints_the_registry_and_each_runs_figures(iso_sets):
    from zsfree_analysis import figures
    _, new = iso_sets
    p = run_tool("derive", "--list-figures")
    assert p.returncode == 0, p.stderr
    listed = [json.loads(x) for x in p.stdout.splitlines()]
    assert [x["name"] for x in listed] == list(figures.REGISTRY)
    assert all(x["unit"] and x["better"] in ("lower", "higher", "neither") for x in listed)
    p = run_tool("derive", "--figures", new.path)
    assert p.returncode == 0, p.stderr
    runs = [json.loads(x) for x in p.stdout.splitlines() if '"run_id"' in x and '"figures"' in x]
    assert [x["figures"]["time_ms"] for x in runs] == [r["time_ms"] for r in new.valid]
    assert set(runs[0]["figures"]) == set(figures.REGISTRY)
    p = run_tool("derive")
    assert p.returncode == 2 and "--list-figures" in p.stderr.splitlines()[-1]

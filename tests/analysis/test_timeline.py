"""Timeline export: valid trace-event JSON with the expected events."""
import json


def test_trace_has_spans_drain_releases_and_counters(standard, tool, tmp_path):
    out = tmp_path / "t.json"
    p1 = [p for p in standard if p.endswith("/p1")][0]
    r = tool("timeline", p1, "--run", "exit-128mb-2p-r2", "-o", str(out))
    assert r.returncode == 0, r.stderr
    assert "2 unmap spans, 8 drain runs" in r.stdout
    doc = json.loads(out.read_text())
    ev = doc["traceEvents"]
    for e in ev:
        assert e["ph"] in ("X", "i", "C", "M") and isinstance(e["pid"], int)
        if e["ph"] != "M":
            assert e["ts"] >= 0
    spans = [e for e in ev if e["ph"] == "X" and e["cat"] == "unmap"]
    assert len(spans) == 2 and {e["name"] for e in spans} == {"exit"}
    assert all(e["dur"] > 0 for e in spans)
    drains = [e for e in ev if e["ph"] == "X" and e["cat"] == "drain"]
    assert len(drains) == 8 and {e["tid"] for e in drains} == {0, 1, 2, 3}
    # the worker drains after the tasks returned
    assert min(e["ts"] for e in drains) >= max(e["ts"] + e["dur"] for e in spans) - 1e-6
    pool = [e for e in ev if e["ph"] == "C" and e["name"] == "zsmalloc pool"]
    assert len(pool) == 22 and pool[0]["args"]["MiB"] > pool[-1]["args"]["MiB"] == 0
    assert len([e for e in ev if e["ph"] == "i" and e["name"] == "zspage release"]) == 20
    assert any(e["ph"] == "C" and e["name"] == "MemFree" for e in ev)
    names = {e["args"]["name"] for e in ev if e["ph"] == "M"}
    assert "cpu 0" in names and any(n.startswith("zsmalloc drain worker") for n in names)
    assert doc["otherData"]["run_id"] == "exit-128mb-2p-r2" and doc["otherData"]["probed"]


def test_unprobed_run_exports_runs_jsonl_spans(tmp_path, tool):
    import synth
    path = synth.make_set(str(tmp_path), "base", sizes=(64,), probe_level="none", repeats=1, warmups=0)
    out = tmp_path / "t.json"
    r = tool("timeline", path, "--run", "munmap-64mb-1p-r1", "-o", str(out))
    assert r.returncode == 0 and "run not probed" in r.stdout
    ev = json.loads(out.read_text())["traceEvents"]
    assert [e["name"] for e in ev if e["ph"] == "X"] == ["munmap"]


def test_unknown_run_is_one_line_error(small, tool, tmp_path):
    r = tool("timeline", small[0], "--run", "nope", "-o", str(tmp_path / "t.json"))
    assert r.returncode == 1 and r.stderr.count("\n") == 1 and "no run 'nope'" in r.stderr

"""slim-probes: thinned probe files keep their totals, ends and shape."""
import json
import os

from zsfree_analysis.slim import thin_frees, thin_series


def _probe(tmp_path, n):
    t0 = 1_000_000_000
    series = [[t0 + i * 1000, 10 * n - 10 * i] for i in range(n)]
    frees = [[t0 + i * 1000, 1 + i % 3] for i in range(1, n)]
    doc = {"schema": "zsfree-eval/probe/1",
           "metrics": {"release": {"available": True, "series": series, "zspage_frees": frees,
                                   "released_pages": sum(f[1] for f in frees)}}}
    d = tmp_path / "set" / "probes"
    d.mkdir(parents=True)
    (d / "r1.json").write_text(json.dumps(doc))
    return tmp_path / "set", d / "r1.json", series, frees


def test_series_keeps_first_last_and_order():
    s = [[i, 1000 - i] for i in range(1000)]
    t = thin_series(s, 50)
    assert len(t) <= 51 and t[0] == s[0] and t[-1] == s[-1]
    assert [p[0] for p in t] == sorted(p[0] for p in t)
    assert thin_series(s[:40], 50) == s[:40]


def test_frees_keep_the_total_and_the_last_time():
    f = [[i, 1 + i % 7] for i in range(1001)]
    t = thin_frees(f, 100)
    assert len(t) <= 100 and sum(p[1] for p in t) == sum(p[1] for p in f) and t[-1][0] == 1000


def test_slim_probes_rewrites_once_and_says_so(tmp_path, tool):
    s, path, series, frees = _probe(tmp_path, 5000)
    before = os.path.getsize(path)
    r = tool("slim-probes", "--max-points", "100", str(s))
    assert r.returncode == 0, r.stderr
    rel = json.loads(path.read_text())["metrics"]["release"]
    assert rel["thinned"] == {"max_points": 100, "series": [5000, len(rel["series"])],
                              "zspage_frees": [4999, len(rel["zspage_frees"])]}
    assert len(rel["series"]) <= 101 and rel["series"][-1] == series[-1]
    assert sum(p[1] for p in rel["zspage_frees"]) == rel["released_pages"]
    assert os.path.getsize(path) < before / 10
    again = path.read_text()
    assert tool("slim-probes", str(s)).returncode == 0 and path.read_text() == again


def test_slim_probes_bad_input_is_one_line(tmp_path, tool):
    r = tool("slim-probes", str(tmp_path / "nothing"))
    assert r.returncode == 1 and r.stderr.count("\n") == 1 and "no such result set" in r.stderr
    s, path, _, _ = _probe(tmp_path, 10)
    path.write_text("{broken")
    r = tool("slim-probes", str(s))
    assert r.returncode == 1 and "cannot read a probe file" in r.stderr and r.stderr.count("\n") == 1

"""A probe's cost to a swapped-out munmap, derived from interleaved rounds
(analysis/munmap-overhead, the OVERHEAD tables of docs/zsprobe.md)."""
import pytest

from zsfree_analysis import munmap_overhead as mo
from zsfree_analysis.errors import AnalysisError

RUNS = """# a comment
none 1 78.0
basic 1 80.0
bt 1 82.0
none 2 80.0
basic 2 82.0
bt 2 84.0
none 3 79.0
basic 3 80.5
bt 3 83.5
""".splitlines()


def test_costs_are_paired_by_round_and_ratios_of_added_time():
    c = mo.costs(mo.read_runs(RUNS), [("basic", "bt")])
    none, basic = c["modes"]["none"], c["modes"]["basic"]
    assert none["n"] == 3 and none["median_ms"] == 79.0 and none["cost_pct"] is None
    assert basic["median_ms"] == 80.5 and (basic["min_ms"], basic["max_ms"]) == (80.0, 82.0)
    # geometric mean of 80/78, 82/80, 80.5/79, with an interval around it
    gm = (80 / 78 * 82 / 80 * 80.5 / 79) ** (1 / 3)
    assert basic["cost_pct"] == pytest.approx((gm - 1) * 100)
    assert basic["low_pct"] < basic["cost_pct"] < basic["high_pct"]
    # (80.5 - 79) / (83.5 - 79): basic adds a third of what bt adds
    assert c["ratios"]["basic:bt"] == pytest.approx(1.5 / 4.5)


def test_one_round_has_no_interval_and_a_free_other_no_ratio():
    c = mo.costs(mo.read_runs(["none 1 10", "a 1 11", "b 1 9"]), [("a", "b"), ("a", "missing")])
    assert c["modes"]["a"]["cost_pct"] is None          # one pair: not computed, not 0
    assert c["ratios"] == {"a:b": None, "a:missing": None}
    assert any("no interval" in line for line in mo.lines(c))


@pytest.mark.parametrize("bad", [["none 1"], ["none x 3"], ["none 1 0"], ["none 1 2", "none 1 3"], ["a 1 3"]])
def test_bad_records_are_refused(bad):
    with pytest.raises(AnalysisError):
        mo.read_runs(bad)


def test_cli(tmp_path, capsys):
    f = tmp_path / "runs.txt"
    f.write_text("\n".join(RUNS) + "\n")
    assert mo.main([str(f), "--pair", "basic:bt"]) == 0
    out = capsys.readouterr().out
    assert "basic        n=3 median 80.500 ms (80.000-82.000)  vs none +1.9%" in out
    assert "added time basic / bt: 0.33" in out
    assert mo.main([str(tmp_path / "absent")]) == 1
    assert "munmap-overhead: cannot read" in capsys.readouterr().err


def test_committed_summaries_are_their_runs():
    """Every results/probe-overhead/NAME-runs.txt has NAME.txt beside it whose
    table (the lines not starting with #) is munmap-overhead's output on those
    runs with the pairs its '# pairs:' line names: the OVERHEAD figures that
    docs/zsprobe.md quotes from NAME.txt cannot drift from the records."""
    import glob
    import os
    from conftest import ROOT
    found = sorted(glob.glob(os.path.join(ROOT, "results", "probe-overhead", "*-runs.txt")))
    for runs in found:
        summary = runs[:-len("-runs.txt")] + ".txt"
        with open(runs, encoding="utf-8") as f:
            r = mo.read_runs(f.read().splitlines(), runs)
        with open(summary, encoding="utf-8") as f:
            text = f.read().splitlines()
        pairs = [mo.parse_pair(p) for line in text if line.startswith("# pairs:") for p in line.split()[2:]]
        assert [x for x in text if x and not x.startswith("#")] == mo.lines(mo.costs(r, pairs)), summary

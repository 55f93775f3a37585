"""t50/t90/t100: one definition per run, summarised over the same runs."""
import pytest

from zsfree_analysis import release
from zsfree_analysis.errors import AnalysisError


def test_times_by_hand():
    t = [-5.0, 0.0, 10.0, 20.0, 30.0, 40.0]
    released = [0.0, 0.0, 30.0, 60.0, 95.0, 100.0]
    assert release.times(t, released) == (20.0, 30.0, 40.0)
    # samples before t0 (the fill) do not count; nothing released gives None
    assert release.times([-3.0, -1.0, 0.0, 2.0], [90.0, 99.0, 0.0, 10.0]) == (2.0, 2.0, 2.0)
    assert release.times([0.0, 1.0], [0.0, 0.0]) is None
    assert release.times([0.0, 1.0], [0.0, float("nan")]) is None


def test_summary_uses_the_same_runs_and_keeps_the_order():
    # run 1 fast, run 2 slow, run 3 released nothing: it must not enter any median
    curves = [([0.0, 10.0, 20.0], [0.0, 60.0, 100.0]),
              ([0.0, 100.0, 200.0, 300.0], [0.0, 10.0, 95.0, 100.0]),
              ([0.0, 1.0], [0.0, 0.0])]
    s = release.summary(curves)
    assert s["n"] == 2 and s["excluded"] == 1
    assert (s["t50"], s["t90"], s["t100"]) == (105.0, 110.0, 160.0)
    assert s["t50"] <= s["t90"] <= s["t100"]
    assert s["t100_runs"] == [20.0, 300.0]
    assert release.text(s) == "105.0 / 110.0 / 160.0"


def test_check_order_refuses_a_contradiction():
    with pytest.raises(AnalysisError, match="t50 145.90 <= t90 114.00 <= t100 200.00 does not hold"):
        release.check_order({"t50": 145.9, "t90": 114.0, "t100": 200.0})
    release.check_order({"t50": 1.0, "t90": None, "t100": 2.0})


def test_held_integrates_what_is_still_to_come_back():
    # 0..10 ms: 100 MiB held, 10..20 ms: 40, then all released: 1.0 + 0.4 MiB.s... in ms: /1000
    t = [-5.0, 10.0, 20.0]
    released = [0.0, 60.0, 100.0]
    assert release.held_mib_s(t, released) == pytest.approx((100 * 10 + 40 * 10) / 1e3)
    # samples before t0 do not count; a curve that released nothing has no figure
    assert release.held_mib_s([0.0, 5.0], [0.0, 0.0]) is None
    # a release that comes back later holds more
    assert release.held_mib_s([0.0, 30.0, 40.0], [0.0, 60.0, 100.0]) > release.held_mib_s(t, released)


def test_last_drain_and_the_memory_it_returns():
    t0 = 1_000_000_000
    ev = [{"start_ns": t0 - 5, "end_ns": t0 - 1, "objects": 9},          # before t0: not this release
          {"start_ns": t0 + 1_000_000, "end_ns": t0 + 3_000_000, "objects": 500},
          {"start_ns": t0 + 1_003_000_000, "end_ns": t0 + 1_003_500_000, "objects": 2}]
    last = release.last_drain(list(reversed(ev)), t0)
    assert last == {"tail_start_ms": 1003.0, "tail_gap_ms": 1000.0, "tail_objects": 2}
    assert release.last_drain(ev[:2], t0) is None
    t, v = [0.0, 2.0, 1003.0], [0.0, 87.0, 87.05]
    assert release.released_from(t, v, last["tail_start_ms"]) == pytest.approx(0.05)
    assert release.released_from(t, v, 0.0) == pytest.approx(87.05)


def test_kernels_share_one_grid_at_the_finest_sampling_interval():
    fine = [([0.0, 1.0, 2.0, 3.0], [0.0, 1.0, 2.0, 3.0])]
    coarse = [([0.0, 10.0, 20.0], [0.0, 5.0, 9.0])]
    grid, step = release.common_grid([fine, coarse, None], 0.0, 30.0)
    assert step == 1.0 and grid[0] == 0.0 and grid[-1] == 30.0
    med, lo, hi = release.band_on(coarse + coarse, grid)
    # a step curve: 5 from 10 ms until just before 20 ms
    assert med[10] == 5.0 and med[19] == 5.0 and med[20] == 9.0
    # the grid is bounded however fine the samples
    grid, step = release.common_grid([[([0.0, 1e-6, 2e-6], [0, 1, 2])]], 0.0, 1000.0)
    assert len(grid) <= release.MAX_GRID_POINTS + 1


def test_change_points_keep_the_step_plot():
    import numpy as np
    grid = np.arange(6.0)
    x, a, b = release.change_points(grid, np.array([0, 0, 1, 1, 1, 2.0]), np.array([5, 5, 5, 5, 6, 6.0]))
    assert list(x) == [0, 2, 4, 5] and list(a) == [0, 1, 1, 2] and list(b) == [5, 5, 6, 6]


def test_a_2ms_release_sampled_at_1ms_keeps_its_steps():
    import numpy as np
    t = np.arange(-100.0, 1700.0, 1.0)          # 1 ms samples over 1.8 s
    v = np.where(t < 1, 0.0, np.where(t < 2, 8.0, 16.0))
    grid, step = release.common_grid([[(t, v)]], -1.0, 3.0)
    assert step == 1.0 and list(grid) == [-1.0, 0.0, 1.0, 2.0, 3.0]
    med, _, _ = release.band_on([(t, v), (t + 0.5, v)], grid)
    # the steps at 1 and 2 ms show; the half-shifted curve is a sample behind
    assert list(med) == [0.0, 0.0, 4.0, 12.0, 16.0]

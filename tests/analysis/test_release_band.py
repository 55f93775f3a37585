"""Release curves are drawn at the sampler's resolution around the release."""
import numpy as np

from zsfree_analysis import probe_data


def test_a_2ms_release_sampled_at_1ms_keeps_its_steps():
    t = np.arange(-100.0, 1700.0, 1.0)          # 1 ms samples over 1.8 s
    v = np.where(t < 0, 0.0, np.where(t < 1, 0.0, np.where(t < 2, 8.0, 16.0)))
    grid, med, _, _ = probe_data.band([(t, v), (t + 0.5, v)], window=(-0.1, 2.2))
    # every sample time inside the window is a grid point: the steps at 1 and 2 ms show
    assert {0.0, 1.0, 2.0, 0.5, 1.5}.issubset(set(grid.tolist()))
    assert grid[0] == -0.1 and grid[-1] == 2.2 and len(grid) <= 10
    assert med[list(grid).index(1.5)] == 8.0
    assert med[-1] == 12.0 and med[0] == 0.0    # (16 + 8) / 2: the half-shifted curve is at 8 still


def test_without_a_window_the_grid_is_every_sample():
    t = np.arange(0.0, 50.0, 1.0)
    grid, med, _, _ = probe_data.band([(t, t)])
    assert len(grid) == 50 and med.tolist() == t.tolist()

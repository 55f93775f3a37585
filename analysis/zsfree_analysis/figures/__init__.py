"""Per-run figures, each defined once in the registry (figures.registry):
name, unit, which direction is better, the function of one raw run.

  run      from runs.jsonl and zram's mm_stat in it (time, footprint, compaction)
  probe    from the probe file's raw metrics (zs_free calls and latency
           histogram, CPU, lock, drain events)
  release  from the release curves and the drain events (bulk and tail)
  pressure from the pressure experiment's pressure/<run_id>.* (defined in
           zsfree_analysis.pressure)
  exp      from an experiment's exp/ and alloc/ records (sampled series,
           cgroup CPU, the RFC's deferred counters, the allocation after a kill)
  work     the total-work question's per-object CPU and time (work.*)

values(rs, runs, names) gives each named figure's value per run; the
questions compare those lists with stats.py and print them with textfmt.
"""
from . import run, probe, release, exp, pressure, work  # registry order: the runs, the probe, the experiments
from .registry import REGISTRY, Figure, Run, column, get, of_runs
from .release import RELEASE, TAIL

# exp, pressure, probe, release and run register their figures when imported
__all__ = ["REGISTRY", "BY_NAME", "Figure", "Run", "RELEASE", "TAIL", "column", "get", "of_runs", "values",
           "exp", "pressure", "probe", "release", "run", "work"]

BY_NAME = REGISTRY


def values(rs, runs, names):
    """{figure name: [value per run]} over runs (None where a run lacks it)."""
    return of_runs(rs, runs, names)

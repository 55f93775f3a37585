"""The registry of per-run figures: each figure defined once, by its name,
its unit, which direction is better and the function of one raw run that
gives it.

A figure's function takes a Run (one run's raw records: its runs.jsonl
line, its probe file's metrics, its release curves, its exp/ record) and
returns a number, or None when the run lacks what the figure needs (never
0 for "not measured").  Statistics over runs are stats.py's; the words
are textfmt's and the questions'.
"""
from collections import namedtuple

from .. import experiments, pressure, probe_data, release

# better: "lower" or "higher" for a figure with a direction, "neither" for
# a descriptive count (calls in the task, pages compacted) whose size is
# not a quality by itself
DIRECTIONS = ("lower", "higher", "neither")

Figure = namedtuple("Figure", "name unit better what fn")

REGISTRY = {}


def register(name, unit, better, what):
    """Decorator: the function of one Run below is figure `name`."""
    if better not in DIRECTIONS:
        raise ValueError(f"figure {name}: better must be one of {DIRECTIONS}, not {better!r}")

    def deco(fn):
        if name in REGISTRY:
            raise ValueError(f"figure {name} is registered twice")
        REGISTRY[name] = Figure(name, unit, better, what, fn)
        return fn
    return deco


class Run:
    """One raw run as the figures read it, each record read once."""

    def __init__(self, rs, run):
        self.rs, self.run = rs, run
        self._metrics, self._curves, self._tail, self._exp, self._alloc = {}, None, (), (), ()

    def metric(self, name):
        """The probe metric `name` of this run, or None (probe_data.probe_metric)."""
        if name not in self._metrics:
            self._metrics[name] = probe_data.probe_metric(self.rs, self.run, name)[0]
        return self._metrics[name]

    def curve(self, quantity):
        """(t ms, released MiB) of one quantity of this run (probe_data.release_curves), or None."""
        if self._curves is None:
            self._curves = probe_data.release_curves(self.rs, [self.run])[0]
        return (self._curves.get(quantity) or [None])[0]

    @property
    def tail(self):
        """The drain worker's last run after t0 (release.last_drain), or None."""
        if self._tail == ():
            drain, t0 = self.metric("drain"), probe_data.ref_ns(self.run)
            self._tail = release.last_drain(drain.get("events"), t0) if drain and t0 is not None else None
        return self._tail

    @property
    def exp(self):
        """exp/<run_id>.json with its derived release block, or None."""
        if self._exp == ():
            self._exp = experiments.exp_record(self.rs, self.run)
        return self._exp

    @property
    def alloc(self):
        """alloc/<run_id>.json (the allocation after the kill), or None."""
        if self._alloc == ():
            self._alloc = experiments.alloc_record(self.rs, self.run)
        return self._alloc

    @property
    def tenants(self):
        """The tenants' lines around this run's kill that cover it
        (experiments.tenant_summary; the set's read once), [] without any."""
        cache = self.rs.__dict__.setdefault("_figures_tenants", {})
        if "lines" not in cache:
            cache["lines"] = experiments.tenant_summary(self.rs) or []
        return [x for x in cache["lines"] if x.get("run_id") == self.run["run_id"] and x.get("covers_kill")]

    @property
    def pressure(self):
        """The pressure experiment's figures of this run (pressure.run_figures,
        the set's each read once), or None without its records."""
        cache = self.rs.__dict__.setdefault("_figures_pressure", {})
        rid = self.run["run_id"]
        if rid not in cache:
            cache[rid] = pressure.run_figures(self.rs, self.run)
        return cache[rid]


def get(name):
    return REGISTRY[name]


def column(rs, runs, name):
    """[value per run] of one figure over runs (None where a run lacks it)."""
    return of_runs(rs, runs, [name])[name]


def of_runs(rs, runs, names):
    """{figure name: [value per run]} over runs (None where a run lacks it)."""
    views = [Run(rs, r) for r in runs]
    return {n: [REGISTRY[n].fn(v) for v in views] for n in names}

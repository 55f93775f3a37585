"""The per-run figures of a release, each defined once: name, unit, which
direction is better, and the function of one raw run that gives it.

A figure's value for one run comes from that run's raw records only (the
probe's pool series and drain events, via probe_data); statistics over
runs are stats.py's; the words are the renderers'.  A run without the
record a figure needs gives None, never 0.
"""
from collections import namedtuple

from . import probe_data, release

Figure = namedtuple("Figure", "name unit better what fn")


def _time(i):
    def fn(d):
        tt = release.times(*d["pool"]) if d.get("pool") else None
        return None if tt is None else tt[i]
    return fn


def _held(d):
    return release.held_mib_s(*d["pool"]) if d.get("pool") else None


def _tail(field):
    def fn(d):
        return (d.get("tail") or {}).get(field)
    return fn


def _tail_mib(d):
    tail = d.get("tail")
    if not tail or not d.get("pool"):
        return None
    return release.released_from(*d["pool"], tail["tail_start_ms"])


# The bulk: when half, nine tenths and all of the pool came back, and the
# memory held meanwhile.  The tail: the drain worker's last run.
RELEASE = (
    Figure("t50", "ms", "lower", "half of the pool released", _time(0)),
    Figure("t90", "ms", "lower", "nine tenths of the pool released", _time(1)),
    Figure("t100", "ms", "lower", "the pool completely released", _time(2)),
    Figure("held", "MiB.s", "lower", "pool memory held from t0 until released", _held),
)
TAIL = (
    Figure("tail_start_ms", "ms", "lower", "the drain worker's last run starts", _tail("tail_start_ms")),
    Figure("tail_gap_ms", "ms", "lower", "the worker idle before that run", _tail("tail_gap_ms")),
    Figure("tail_objects", "objects", "lower", "objects that run frees", _tail("tail_objects")),
    Figure("tail_mib", "MiB", "lower", "pool memory released from that run on", _tail_mib),
)
BY_NAME = {f.name: f for f in RELEASE + TAIL}


def run_record(rs, run):
    """What the release figures read of one run: its pool curve (t ms, MiB
    released) and its drain worker's last run, each None when absent."""
    curves, _, _ = probe_data.release_curves(rs, [run])
    pool = (curves.get("pool") or [None])[0]
    drain, _ = probe_data.probe_metric(rs, run, "drain")
    t0 = probe_data.ref_ns(run)
    tail = release.last_drain(drain.get("events"), t0) if drain and t0 is not None else None
    return {"pool": pool, "tail": tail}


def values(rs, runs, names):
    """{figure name: [value per run]} over runs (None where a run lacks it)."""
    recs = [run_record(rs, r) for r in runs]
    return {n: [BY_NAME[n].fn(d) for d in recs] for n in names}

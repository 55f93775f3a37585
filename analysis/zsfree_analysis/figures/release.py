"""The per-run figures of a release: the bulk (t50, t90, t100 and the
memory held, of the probe's zsmalloc pool curve or of a sampled quantity)
and the tail (the drain worker's last run, from the probe's drain events).

A run without the record a figure needs gives None, never 0.
"""
from .. import release
from .registry import REGISTRY, register

# the curves a release figure can be of (probe_data.release_curves); the
# pool's figures carry the bare names, the others the quantity's prefix
QUANTITIES = {"pool": "the zsmalloc pool", "mem_free": "MemFree"}
TIMES = (("t50", "half of", 0), ("t90", "nine tenths of", 1), ("t100", "all of", 2))


def _prefix(q):
    return "" if q == "pool" else q + "_"


def held_name(q):
    """The name of quantity q's held figure: held (the pool), mem_free_held, ..."""
    return _prefix(q) + "held"


def _time(q, i):
    def fn(r):
        c = r.curve(q)
        tt = release.times(*c) if c else None
        return None if tt is None else tt[i]
    return fn


def _held(q):
    def fn(r):
        c = r.curve(q)
        return release.held_mib_s(*c) if c else None
    return fn


for _q, _what in QUANTITIES.items():
    for _name, _share, _i in TIMES:
        register(f"{_prefix(_q)}{_name}", "ms", "lower", f"{_share} {_what} released")(_time(_q, _i))
    register(f"{_prefix(_q)}held", "MiB.s", "lower", f"{_what}'s memory held from t0 until released")(_held(_q))


def _tail(field):
    def fn(r):
        return (r.tail or {}).get(field)
    return fn


register("tail_start_ms", "ms", "lower", "the drain worker's last run starts")(_tail("tail_start_ms"))
register("tail_gap_ms", "ms", "lower", "the worker idle before that run")(_tail("tail_gap_ms"))
register("tail_objects", "objects", "lower", "objects that run frees")(_tail("tail_objects"))


@register("tail_mib", "MiB", "lower", "pool memory released from that run on")
def _tail_mib(r):
    tail, pool = r.tail, r.curve("pool")
    if not tail or not pool:
        return None
    return release.released_from(*pool, tail["tail_start_ms"])


# The bulk: when half, nine tenths and all of the pool came back, and the
# memory held meanwhile.  The tail: the drain worker's last run.
RELEASE = tuple(REGISTRY[n] for n in ("t50", "t90", "t100", "held"))
TAIL = tuple(REGISTRY[n] for n in ("tail_start_ms", "tail_gap_ms", "tail_objects", "tail_mib"))

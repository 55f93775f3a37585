"""Per-run figures of the pressure experiment, defined in
zsfree_analysis.pressure (its docstring) from pressure/<run_id>.*; here
they get their registry entries: pressure.<name>, unit, direction."""
from .registry import register

# (name, unit, better, what): the figures of pressure.figures()
FIGURES = (
    ("limit_bytes", "bytes", "neither", "the limit set once the victim was swapped out"),
    ("peak_over_bytes", "bytes", "lower", "the accounted quantity's peak over the limit after t0"),
    ("over_ms", "ms", "lower", "the released memory still counted against the limit"),
    ("held_over_ms", "ms", "lower", "the pool's memory held over the limit"),
    ("rejected_pages", "pages", "lower", "stores refused while the limit still bound"),
    ("writeback_pages", "pages", "lower", "zswap writebacks while the limit still bound"),
    ("wb_queued_pages", "pages", "lower", "writebacks while freed memory was only queued"),
    ("max_backlog_objs", "objects", "lower", "the largest deferred backlog over the pools"),
    ("shrinker_ms", "ms", "lower", "reclaim's time in zsmalloc's shrinker"),
    ("shrinker_max_ms", "ms", "lower", "the longest zs_shrinker_scan call"),
    ("shrinker_calls", "calls", "neither", "zs_shrinker_scan calls"),
    ("shrinker_scans", "calls", "neither", "zs_shrinker_scan calls that scanned (zs_compact ran)"),
    ("shrinker_kswapd_ms", "ms", "lower", "the shrinker's time in kswapd"),
    ("shrinker_direct_ms", "ms", "lower", "the shrinker's time inside a direct reclaim"),
    ("shrinker_other_ms", "ms", "lower", "the shrinker's time in proactive reclaim"),
    ("memcg_reclaim_ms", "ms", "lower", "memcg reclaim, summed"),
    ("reclaim_entries", "entries", "neither", "direct reclaims, kswapd wakes and memcg reclaims begun"),
    ("direct_reclaim_ms", "ms", "lower", "direct reclaim, summed"),
    ("kswapd_ms", "ms", "lower", "kswapd awake, summed"),
)


def name(key):
    """The registry name of pressure figure key."""
    return f"pressure.{key}"


def _get(key):
    def fn(r):
        return (r.pressure or {}).get(key)
    return fn


for _k, _unit, _better, _what in FIGURES:
    register(name(_k), _unit, _better, _what)(_get(_k))

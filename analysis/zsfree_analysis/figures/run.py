"""Per-run figures of the run's own line in runs.jsonl: its time and what
zram's mm_stat said before and after it."""
from ..resultset import dig
from .registry import register


@register("time_ms", "ms", "lower", "the timed operation (munmap() or kill-to-reaped), mean over processes")
def time_ms(r):
    return r.run.get("time_ms")


@register("max_ms", "ms", "lower", "the slowest process's time")
def max_ms(r):
    return r.run.get("max_ms")


@register("time_per_mb", "ms/MB", "lower", "the run's time per MB of one process's region")
def time_per_mb(r):
    return r.run["time_ms"] / r.run["size_mb"]


def _footprint(r):
    """(orig, compr, used) of mm_stat before the unmap, or None unless all three are non-zero."""
    before = dig(r.run, "zram.before") or {}
    o, c, u = before.get("orig_data_size"), before.get("compr_data_size"), before.get("mem_used_total")
    return (o, c, u) if o and c and u else None


@register("compression_ratio", ":1", "higher", "logical bytes stored over compressed bytes, before the unmap")
def compression_ratio(r):
    f = _footprint(r)
    return None if f is None else f[0] / f[1]


@register("zsmalloc_overhead_pct", "%", "lower",
          "zsmalloc pages used beyond the compressed bytes (fragmentation), before the unmap")
def zsmalloc_overhead_pct(r):
    f = _footprint(r)
    return None if f is None else 100.0 * (f[2] - f[1]) / f[1]


@register("pages_compacted", "pages", "neither", "zsmalloc pages compacted during the run (mm_stat after - before)")
def pages_compacted(r):
    a, b = dig(r.run, "zram.after.pages_compacted"), dig(r.run, "zram.before.pages_compacted")
    return None if a is None or b is None else a - b

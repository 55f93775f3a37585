"""Per-run figures of an experiment's own records: exp/<run_id>.json (its
release block derived from the run's samples, experiments.run_release),
the RFC's deferred counters in it, and alloc/<run_id>.json."""
from .. import experiments, release
from ..resultset import dig
from .registry import register

SERIES_FIELDS = (("final_frac", "", "higher", "share of what the run added given back by the last sample"),
                 ("t50_ms", "ms", "lower", "half of it released (the sampled series' t50)"),
                 ("t90_ms", "ms", "lower", "nine tenths of it released (the sampled series' t90)"),
                 ("t100_ms", "ms", "lower", "all of it released (the sampled series' t100)"))


def _series(series, field):
    def fn(r):
        return dig(r.exp, f"release.series.{series}.{field}")
    return fn


for _s in release.SERIES:
    for _f, _unit, _better, _what in SERIES_FIELDS:
        register(f"{_s}.{_f}", _unit or "fraction", _better, f"{_s}: {_what}")(_series(_s, _f))


@register("task_cg_ms", "ms", "lower", "the task's (victim's) cgroup CPU from t0 to the last sample")
def task_cg_ms(r):
    return experiments.cg_from_t0_ms(r.exp, 0) if r.exp else None


@register("compactions", "compactions", "neither", "writes to zram's compact during the run")
def compactions(r):
    return (r.exp or {}).get("compactions")


def _deferred(field):
    def fn(r):
        return experiments.deferred_delta(r.exp, field) if r.exp else None
    return fn


register("sync_fallbacks", "objects", "lower",
         "synchronous frees (the RFC counter sync_frees, after - before)")(_deferred("sync_frees"))
register("deferred_objs", "objects", "neither",
         "objects deferred (the RFC counter deferred_objs, after - before)")(_deferred("deferred_objs"))


@register("max_backlog", "objects", "lower", "largest deferred backlog seen (poll, else the before/after reads)")
def max_backlog(r):
    return experiments.max_backlog(r.exp) if r.exp else None


@register("alloc_ms", "ms", "lower", "the allocation started as soon as the victim was reaped")
def alloc_ms(r):
    return (r.alloc or {}).get("time_ms")


@register("balloon_mb", "MB", "neither", "the balloon that left little free memory")
def balloon_mb(r):
    return dig(r.exp, "balloon_mb") if r.exp else None


@register("alloc_direct_reclaim", "bool", "lower", "1 when that allocation entered direct reclaim, else 0")
def alloc_direct_reclaim(r):
    return None if r.alloc is None else int(bool(r.alloc.get("direct_reclaim")))


@register("pgscan_direct", "pages", "lower", "pages scanned by direct reclaim during that allocation")
def pgscan_direct(r):
    return dig(r.alloc, "vmstat_delta.pgscan_direct") if r.alloc else None


def _tenants_mean(field):
    """The mean of field over the tenants of one kill: the tenants of a kill
    are not independent, so a kill (a run) is the sample, n = kills."""
    def fn(r):
        v = [x.get(field) for x in r.tenants]
        v = [x for x in v if isinstance(x, (int, float)) and not isinstance(x, bool)]
        return sum(v) / len(v) if v else None
    return fn


for _f, _unit, _better, _what in (
        ("base_iter_per_s", "iter/s", "higher", "the tenants' rate in the quiet stretch before the kill"),
        ("base_p99_us", "µs", "lower", "the tenants' p99 latency over the quiet stretch before the kill"),
        ("dip_pct", "%", "lower", "the tenants' throughput dip around the kill"),
        ("impact_p99_us", "µs", "lower", "the tenants' p99 latency over the windows around the kill"),
        ("impact_max_us", "µs", "lower", "the tenants' largest latency in the windows around the kill")):
    register(f"tenant_{_f}", _unit, _better, _what + " (mean over the kill's tenants)")(_tenants_mean(_f))

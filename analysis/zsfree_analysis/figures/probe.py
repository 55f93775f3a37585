"""Per-run figures of the probe's raw metrics (probes/<run_id>.json):
zs_free calls and latency histogram, CPU, lock waits, drain events.  The
percentiles are derived here from the histogram's buckets and the drain
events (probe_data), never read from a percentile the probe computed."""
from .. import probe_data
from .registry import register

MB_UNIT = "µs/MB"


def _mb(r):
    return r.run["size_mb"] * r.run["procs"]


def _calls(who):
    def fn(r):
        m = r.metric("zs_free")
        return None if m is None else (m.get("calls") or {}).get(who)
    return fn


register("zs_free_calls_task", "calls", "neither", "zs_free calls in the unmapping task")(_calls("unmapper"))
register("zs_free_calls_worker", "calls", "neither", "zs_free calls in the drain worker")(_calls("drain_worker"))


def _latency(q):
    def fn(r):
        m = r.metric("zs_free")
        return None if m is None else probe_data.zs_free_latency_ns(m, q)
    return fn


register("zs_free_p50_ns", "ns", "lower", "zs_free latency p50 (histogram estimate)")(_latency(50))
register("zs_free_p90_ns", "ns", "lower", "zs_free latency p90 (histogram estimate)")(_latency(90))


@register("freeing_ns", "ns", "lower", "the unmapping tasks' time in munmap()/exit, summed over processes")
def freeing_ns(r):
    return probe_data.freeing_ns(r.run)


@register("worker_ns", "ns", "lower", "the drain worker's CPU time")
def worker_ns(r):
    m = r.metric("cpu")
    return None if m is None else probe_data.worker_ns(m)


@register("worker_ns_by_cgroup", "ns", "neither", "the drain worker's CPU time per cgroup it ran in ({path: ns})")
def worker_ns_by_cgroup(r):
    m = r.metric("cpu")
    out = {}
    for c in (m or {}).get("worker_cgroups") or []:
        where = c.get("path") or str(c.get("id"))
        out[where] = out.get(where, 0) + (c.get("ns") or 0)
    return out if m is not None else None


@register("worker_ns_by_cpu", "ns", "neither", "the drain worker's CPU time per CPU ({cpu: ns})")
def worker_ns_by_cpu(r):
    m = r.metric("cpu")
    return None if m is None else dict(m.get("worker_per_cpu_ns") or {})


@register("task_us_per_mb", MB_UNIT, "lower", "the unmapping tasks' freeing time per MB freed")
def task_us_per_mb(r):
    return probe_data.freeing_ns(r.run) / 1e3 / _mb(r)


@register("worker_us_per_mb", MB_UNIT, "lower", "the drain worker's CPU time per MB freed")
def worker_us_per_mb(r):
    w = worker_ns(r)
    return None if w is None else w / 1e3 / _mb(r)


@register("total_us_per_mb", MB_UNIT, "lower", "task time plus drain-worker CPU per MB freed")
def total_us_per_mb(r):
    w = worker_us_per_mb(r)
    return None if w is None else task_us_per_mb(r) + w


@register("lock_contentions", "contentions", "lower", "lock contentions on the free path")
def lock_contentions(r):
    m = r.metric("lock")
    return None if m is None else m.get("contentions")


@register("lock_wait_ns", "ns", "lower", "total lock wait on the free path")
def lock_wait_ns(r):
    m = r.metric("lock")
    return None if m is None else m.get("wait_ns")


@register("lock_wait_pct", "%", "lower", "lock wait over the tasks' freeing time")
def lock_wait_pct(r):
    w = lock_wait_ns(r)
    if w is None or not r.run["time_ms"]:
        return None
    return 100.0 * w / (r.run["time_ms"] * 1e6 * r.run["procs"])


@register("queue_delay_p99_ns", "ns", "lower", "p99 of the drain runs' queueing delay")
def queue_delay_p99_ns(r):
    m = r.metric("drain")
    return None if m is None else probe_data.queue_delay_ns(m, 99)


def _drain(field):
    def fn(r):
        m = r.metric("drain")
        return None if m is None else m.get(field)
    return fn


register("drain_objects", "objects", "neither", "objects the drain worker freed")(_drain("objects"))
register("drain_batches", "batches", "neither", "batches the drain worker freed")(_drain("batches"))


@register("zs_free_calls", "calls", "neither", "zs_free calls, every caller (histogram present)")
def zs_free_calls(r):
    m = r.metric("zs_free")
    return None if m is None else zs_free_est(m)[0]


@register("zs_free_est_ms", "ms", "lower", "zs_free calls x mean latency (from the histogram's bucket middles)")
def zs_free_est_ms(r):
    m = r.metric("zs_free")
    return None if m is None else zs_free_est(m)[1]


def zs_free_est(metric):
    """(calls, calls x mean latency in ms) of a zs_free metric, from its
    histogram; (None, None) without calls or histogram."""
    calls = sum(v for v in (metric.get("calls") or {}).values() if isinstance(v, (int, float)))
    mean = probe_data.hist_mean((metric.get("latency_ns") or {}).get("hist"))
    if not calls or mean is None:
        return None, None
    return calls, calls * mean / 1e6

"""The pressure experiment's figures (docs/experiments.md, "pressure"),
derived from the raw records of pressure/<run_id>.* that
workloads/experiments/pressure-bench writes.

The window of a run starts at its release (t0_ns, munmap() called or SIGKILL
sent) and ends with the last sample (the settle time after the release).
Each figure is defined once, here:

  limit_bytes        the limit set once the victim was swapped out (limit.json)
  peak_over_bytes    max(accounted - limit) over the window: the accounted
                     quantity is what the kernel checks the limit against -
                     zram: mm_stat mem_used_total; zswap: the pool (meminfo
                     Zswap); memcg: memory.zswap.current
  over_ms            from t0 until the accounted quantity is first below
                     (1 - RELIEF) x limit: how long the released memory still
                     counts against the limit; the whole window when it never is
  held_over_ms       the same for the memory held: zram's and zswap's pool
                     (memcg: the pool against the cgroup's limit, which the
                     charge leaves at once while the pool may still hold it)
  rejected_pages     stores refused in [t0, t0 + over_ms]: zram io_stat
                     failed_writes; zswap and memcg: pswpout - zswpwb (pages
                     written to the swap device other than writebacks)
  writeback_pages    zswpwb in [t0, t0 + over_ms]: zswap's writebacks while
                     the limit still bound (zram: null, it writes nothing back)
  wb_queued_pages    zswpwb over the samples at which the RFC's deferred
                     backlog was not empty: writebacks while freed memory was
                     only queued (null without the deferred counters)
  max_backlog_objs   the largest sum over pools of deferred backlog_objs
  shrinker_ms        reclaim's time in zsmalloc's shrinker: mm_shrink_slab
                     start->end of zs_shrinker_scan, summed over the window
  shrinker_max_ms    the longest such call; shrinker_calls their number
  shrinker_scans     the calls in which zs_shrinker_scan() itself ran: the
                     start event's total_scan reached min(SHRINK_BATCH, cache
                     items) (do_shrink_slab()'s loop condition); in the other
                     calls only zs_shrinker_count() ran
  shrinker_kswapd_ms the shrinker's time in kswapd (the task kswapd*)
  shrinker_direct_ms the shrinker's time inside a direct reclaim of the same
                     task (mm_vmscan_direct_reclaim_begin->end)
  shrinker_other_ms  the rest: proactive reclaim (the experiment's reclaimer,
                     reclaim_pid, or another task's memory.reclaim)
  direct_reclaim_ms  mm_vmscan_direct_reclaim_begin->end, summed
  kswapd_ms          mm_vmscan_kswapd_wake->sleep, summed (awake time)
  memcg_reclaim_ms   mm_vmscan_memcg_reclaim_begin->end, summed (a cgroup's
                     limit or memory.reclaim: a non-root cgroup's reclaim
                     calls only memcg-aware shrinkers, zsmalloc's is not one)
  reclaim_entries    direct reclaims, kswapd wakes and memcg reclaims begun
                     and shrinker calls in the window: 0 is "reclaim did not run"
Trace figures are null when the run kept no trace or the trace lost events;
every time figure is null when reclaim did not run in the window, and each
shrinker_<who>_ms when that reclaimer did not run (reclaim_note says which).
"""
import json
import os
import re

from . import rawfile
from .errors import AnalysisError
from .resultset import load_json, load_jsonl

RELIEF = 0.05
SHRINK_BATCH = 128      # include/linux/shrinker.h: the batch of a shrinker without its own
TRACE_FIGURES = ("shrinker_ms", "shrinker_max_ms", "shrinker_calls", "shrinker_scans", "shrinker_kswapd_ms",
                 "shrinker_direct_ms", "shrinker_other_ms", "direct_reclaim_ms", "kswapd_ms", "memcg_reclaim_ms",
                 "reclaim_entries")
ACCOUNTED = {"zram": "zram_mem_used", "zswap": "zswap_bytes", "memcg": "cg_zswap_current"}
HELD = {"zram": "zram_mem_used", "zswap": "zswap_bytes", "memcg": "zswap_bytes"}
TRACE_LINE = re.compile(r"^\s*(.*?)-(\d+)\s+\[(\d+)\]\s+(?:\S+\s+)?(\d+\.\d+):\s+(\w+):\s*(.*)$")


# --- raw records ---------------------------------------------------------------

def series(path, root=None):
    """{name: [(t_ns, value or None)]} of a pressure-samples file; zswap's
    meminfo kB also as zswap_bytes."""
    rows = [obj for _, obj in load_jsonl(path, root)]
    if not rows or rows[0].get("schema", "").split("/")[:2] != ["zsfree-eval", "pressure-samples"]:
        raise AnalysisError(f"{path}: not a pressure-samples file")
    names = [s["name"] for s in rows[0]["series"]]
    out = {n: [] for n in names}
    for r in rows[1:]:
        if "t_ns" not in r:
            continue
        for n, v in zip(names, r["v"]):
            out[n].append((r["t_ns"], v))
    if "zswap_kb" in out:
        out["zswap_bytes"] = [(t, None if v is None else v * 1024) for t, v in out["zswap_kb"]]
    return out


def trace_events(text):
    """[(t_ns, pid, event, rest, comm)] of a tracefs trace (mono clock:
    CLOCK_MONOTONIC)."""
    out = []
    for line in text.splitlines():
        if line.startswith("#"):
            continue
        m = TRACE_LINE.match(line)
        if m:
            out.append((round(float(m.group(4)) * 1e9), int(m.group(2)), m.group(5), m.group(6),
                        m.group(1).strip()))
    return out


def trace_lost(stats_text):
    """Events the trace buffer lost (overrun + dropped over the CPUs), or None."""
    if stats_text is None:
        return None
    n = 0
    for line in stats_text.splitlines():
        k, _, v = line.partition(":")
        if k.strip() in ("overrun", "dropped events"):
            n += int(v.split()[0])
    return n


# --- derived figures -------------------------------------------------------------

def value_at(points, t):
    """The step series' value at t (the last sample at or before t), or None."""
    v = None
    for pt, pv in points:
        if pt > t:
            break
        v = pv
    return v


def delta(points, start, end):
    """A cumulative counter's growth over [start, end], or None when unread."""
    a, b = value_at(points, start), value_at(points, end)
    if a is None:
        a = next((v for _, v in points if v is not None), None)
    return None if a is None or b is None else b - a


def from_t0(points, t0):
    """[(t, v)] of the step series from t0: its value at t0, then the later
    samples (None values left out)."""
    first = value_at(points, t0)
    after = [(t, v) for t, v in points if t > t0 and v is not None]
    return ([(t0, first)] if first is not None else []) + after


def peak_over(points, limit, t0):
    """max(value - limit) over the window from t0, or None."""
    vals = [v - limit for _, v in from_t0(points, t0)]
    return max(vals) if vals and limit is not None else None


def over_ms(points, limit, t0):
    """ms from t0 until the value is first below (1 - RELIEF) x limit (0 when
    it is at t0); the window's length when it never is; None without samples
    after t0."""
    after = from_t0(points, t0)
    if len(after) < 2 or limit is None:
        return None
    for t, v in after:
        if v < (1 - RELIEF) * limit:
            return (t - t0) / 1e6
    return (after[-1][0] - t0) / 1e6


def queued_writebacks(wb, backlog, t0):
    """zswpwb's growth over the sample steps from t0 that began with a
    non-empty backlog; None without either series."""
    if not wb or not backlog:
        return None
    times = sorted({t for t, _ in wb} | {t for t, _ in backlog})
    n = 0
    for a, b in zip(times, times[1:]):
        if b < t0:
            continue
        q = value_at(backlog, a)
        d = delta(wb, a, b)
        if q and d:
            n += d
    return n


def backlog_sum(cols):
    """[(t, sum of deferred_backlog_* or None)], [] without the counters."""
    names = [n for n in cols if n.startswith("deferred_backlog_")]
    if not names:
        return []
    times = sorted({t for n in names for t, _ in cols[n]})
    out = []
    for t in times:
        vals = [value_at(cols[n], t) for n in names]
        out.append((t, None if any(v is None for v in vals) else sum(vals)))
    return out


def pairs(events, begin, end, key, want=None):
    """[(start t, end t, pid, comm, begin's text)] of begin->end pairs per key
    (pid or node); want filters on the event text."""
    open_, out = {}, []
    for t, pid, ev, rest, *comm in events:
        if want and want not in rest:
            continue
        k = key(pid, rest)
        if ev == begin:
            open_[k] = (t, rest)
        elif ev == end and k in open_:
            s, text = open_.pop(k)
            out.append((s, t, pid, comm[0] if comm else "", text))
    return out


def paired_ms(events, begin, end, key, t0, want=None):
    """(total ms, longest ms, count) of begin->end pairs per key (pid or
    node) that start from t0; want filters on the event text."""
    ds = [(e - s) / 1e6 for s, e, *_ in pairs(events, begin, end, key, want) if s >= t0]
    return sum(ds), max(ds, default=0.0), len(ds)


def scanned(text):
    """Whether a shrink_slab start event's shrinker went on to scan_objects():
    total_scan >= min(SHRINK_BATCH, cache items) with items to free."""
    ts, items = re.search(r"total_scan (-?\d+)", text), re.search(r"cache items (\d+)", text)
    if not ts or not items:
        return False
    n, f = int(ts.group(1)), int(items.group(1))
    return f > 0 and n > 0 and n >= min(SHRINK_BATCH, f)


def who(call, direct, reclaimer):
    """'kswapd', 'direct' or 'other': the reclaim a shrinker call ran in."""
    s, _, pid, comm, _ = call
    if comm.startswith("kswapd"):
        return "kswapd"
    if any(p == pid and b <= s <= e for b, e, p, *_ in direct):
        return "direct"
    return "other"


def reclaim(events, t0, reclaimer=None):
    """The trace figures of one run (TRACE_FIGURES, the module's docstring)
    and the reason for those that are null; reclaimer the proactive
    reclaimer's pid or None."""
    by_pid = (lambda pid, rest: pid)
    node = (lambda pid, rest: (re.search(r"nid=(\d+)", rest) or re.search(r"nid: (\d+)", rest) or [0, "0"])[1])
    direct = pairs(events, "mm_vmscan_direct_reclaim_begin", "mm_vmscan_direct_reclaim_end", by_pid)
    calls = [c for c in pairs(events, "mm_shrink_slab_start", "mm_shrink_slab_end", by_pid, "zs_shrinker_scan")
             if c[0] >= t0]
    ms = [(c[1] - c[0]) / 1e6 for c in calls]
    f = {"shrinker_ms": sum(ms), "shrinker_max_ms": max(ms, default=0.0), "shrinker_calls": len(calls),
         "shrinker_scans": sum(scanned(c[4]) for c in calls)}
    for w in ("kswapd", "direct", "other"):
        f[f"shrinker_{w}_ms"] = sum(d for c, d in zip(calls, ms) if who(c, direct, reclaimer) == w)
    f["direct_reclaim_ms"] = paired_ms(events, "mm_vmscan_direct_reclaim_begin", "mm_vmscan_direct_reclaim_end",
                                       by_pid, t0)[0]
    ks = paired_ms(events, "mm_vmscan_kswapd_wake", "mm_vmscan_kswapd_sleep", node, t0)
    mc = paired_ms(events, "mm_vmscan_memcg_reclaim_begin", "mm_vmscan_memcg_reclaim_end", by_pid, t0)
    f["kswapd_ms"], f["memcg_reclaim_ms"] = ks[0], mc[0]
    begun = {"mm_vmscan_direct_reclaim_begin", "mm_vmscan_kswapd_wake", "mm_vmscan_memcg_reclaim_begin"}
    wakes = [ev for t, _, ev, *_ in events if t >= t0 and ev in begun]
    f["reclaim_entries"] = len(wakes) + len(calls)
    notes = []
    if not f["reclaim_entries"]:
        notes.append("reclaim did not run in the window")
        f.update(dict.fromkeys(k for k in TRACE_FIGURES if k.endswith("_ms")))
        return f, notes
    ran = {"kswapd": "mm_vmscan_kswapd_wake" in wakes or any(who(c, direct, reclaimer) == "kswapd" for c in calls),
           "direct": any(s >= t0 for s, *_ in direct),
           "other": reclaimer is not None or any(who(c, direct, reclaimer) == "other" for c in calls)}
    for w, did in ran.items():
        if not did:
            f[f"shrinker_{w}_ms"] = None
            notes.append({"kswapd": "kswapd did not run", "direct": "no direct reclaim",
                          "other": "no proactive reclaim"}[w])
    return f, notes


def figures(limit, cols, t0, events, lost):
    """Every figure of one run (the module's docstring) from its raw records:
    limit the limit.json object, cols series(), events trace_events() or
    None, lost trace_lost()."""
    kind, lb = limit.get("limit"), limit.get("limit_bytes")
    acc, held = cols.get(ACCOUNTED.get(kind), []), cols.get(HELD.get(kind), [])
    om = over_ms(acc, lb, t0)
    end = t0 + (om or 0) * 1e6
    if kind == "zram":
        rej = delta(cols.get("zram_failed_writes", []), t0, end)
        wb = None
    else:
        out, wbp = delta(cols.get("pswpout", []), t0, end), delta(cols.get("zswpwb", []), t0, end)
        rej = None if out is None or wbp is None else out - wbp
        wb = wbp
    backlog = backlog_sum(cols)
    after = [v for t, v in backlog if t >= t0 and v is not None]
    f = {"limit": kind, "limit_bytes": lb, "peak_over_bytes": peak_over(acc, lb, t0), "over_ms": om,
         "held_over_ms": over_ms(held, lb, t0), "rejected_pages": rej, "writeback_pages": wb,
         "wb_queued_pages": queued_writebacks(cols.get("zswpwb"), backlog, t0) if kind != "zram" else None,
         "max_backlog_objs": max(after) if after else None}
    trace_ok = events is not None and lost == 0
    rf, notes = reclaim(events, t0, limit.get("reclaim_pid")) if trace_ok else (dict.fromkeys(TRACE_FIGURES), [])
    f.update(rf)
    f["trace_note"] = (None if trace_ok else "no trace kept" if events is None else
                       f"the trace lost {lost} events" if lost else "the trace's losses were not recorded")
    f["reclaim_note"] = "; ".join(notes) or None
    return f


def run_figures(s, run):
    """figures() of one measured run of set s, or None without its limit record."""
    d = os.path.join(s.path, "pressure")
    rid = run["run_id"]
    lp = rawfile.find(os.path.join(d, f"{rid}.limit.json"))
    sp = rawfile.find(os.path.join(d, f"{rid}.series.jsonl"))
    if lp is None or sp is None or not isinstance(run.get("t0_ns"), (int, float)):
        return None
    limit = load_json(lp, s.path)
    tp = rawfile.find(os.path.join(d, f"{rid}.trace"))
    st = rawfile.find(os.path.join(d, f"{rid}.trace-stats"))
    events = trace_events(rawfile.open_text(tp, s.path).read()) if tp else None
    lost = trace_lost(rawfile.open_text(st, s.path).read()) if st else None
    return figures(limit, series(sp, s.path), run["t0_ns"], events, lost)


def set_figures(s):
    """[(run, figures)] of the valid measured runs of a pressure set."""
    out = []
    for r in s.valid:
        f = run_figures(s, r)
        if f is not None:
            out.append((r, f))
    return out


def dumps(f):
    return json.dumps(f, sort_keys=True)

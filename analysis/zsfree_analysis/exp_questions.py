"""The reviewer-question parts that read the experiments' files.

Each function takes an Answer and every result set given, looks for the
groups of one experiment (experiments.groups), and adds a table (first set
of each group = baseline), one-line meanings comparing each kernel with the
baseline, and a caveat for every piece that is missing.
"""
from . import experiments as ex
from . import figures, isolation_answer, lineage, methods, probe_data, stats, textfmt, workloads
from . import release as reltimes
from .resultset import dig
from .textfmt import fmt
from .table import Table

MIB = 1024 * 1024


def cell_name(key):
    return f"{key[0]} {workloads.op_name(key[1], key[2])}"


def sorted_cells(sets):
    keys = set().union(*[set(s.cells()) for s in sets])
    return sorted(keys, key=lambda k: (workloads.ordered({k[0] for k in keys}).index(k[0]), k[1], k[2]))


def task_time(s, key):
    return cell_median(s, key, "time_ms")


def cell_median(s, key, name, runs=None):
    """The median of figure `name` over cell key's valid runs (or the runs given)."""
    return stats.median(figures.column(s, s.cells().get(key, []) if runs is None else runs, name))


# exp series name -> the samples' curve (probe_data.SAMPLE_FIELDS) it matches
SAMPLED = {"zram_mem_used_total": "zram_used", "mem_free_kb": "mem_free"}


def release_summary(a, s, runs, exps, series):
    """release.summary of one series over these runs: derived here from the
    set's samples/ (the one definition), else, for a copy that did not keep
    them, the board's per-run times (exp release.series; 50/90/99 % of the
    growth since before the fill) summarised over the same runs, with a caveat."""
    if series in SAMPLED and s.has_samples():
        curves = probe_data.release_curves(s, runs)[0].get(SAMPLED[series])
        if curves:
            return dict(reltimes.summary(curves), source="samples")
    v = figures.values(s, runs, [f"{series}.{f}" for f in ("t50_ms", "t90_ms", "t100_ms")])
    per = [[x if stats.finite([x]) else None for x in row] for row in zip(*v.values())]
    used, med = stats.complete_medians(per, 3)
    if not used:        # no run with a t100: t50 and t90 of the runs that have both
        used, med = stats.complete_medians(per, 2)
        used, med = [x[:2] + [None] for x in used], med + [None]
    board = any(dig(e, "release.source") == "board" for e in exps)
    out = {"n": len(used), "source": "board" if board else "samples", "t100_runs": [x[2] for x in used]}
    out.update(zip(("t50", "t90", "t100"), med))
    reltimes.check_order(out, f"{s.label} {series}")
    if used and board:
        a.caveat(f"{s.label}: {series} release times are the board's summary (50/90/99 % of the growth since "
                 "before the fill, not the report's definition): this copy of the set kept no samples/.")
    return out


def released_text(all_sets, name):
    """What the 'released' column is, by where the figures came from."""
    src = {dig(e, "release.source") for g in ex.groups(all_sets, name) for s in g.sets
           for _, e in ex.runs_with_exp(s, s.valid)[0]}
    host = ("the share of the growth since before the fill that the last sample shows given back "
            "(release.quantity)")
    board = "the board's fraction of the growth since before the fill that came back"
    if src <= {"board", None}:
        return board
    return host if "board" not in src else f"{host}; for sets without samples/, {board}"


def note_missing_exp(a, s, runs, what):
    found, missing = ex.runs_with_exp(s, runs)
    if missing:
        a.caveat(f"{s.label}: {missing} of {len(runs)} runs have no exp/<run_id>.json, so their {what} "
                 "are not counted.")
    return [e for _, e in found]


def compare_line(g, key_name, values, unit, words=("later", "earlier")):
    """'p1+2 95.8 ms vs 85.7 ms on base (+10.1 ms; n = 2/2, ratio of means 1.12x,
    95 % CI [0.91, 1.38]: inconclusive)' for each kernel, then the experiment
    and the environment it ran in.  values: {label:
    per-run values} (or one number, which gets no interval and no verdict);
    the shown value is the median; words[0] names a larger value."""
    base = values.get(g.sets[0].label)
    out = []
    for s in g.sets[1:]:
        v = values.get(s.label)
        bm, vm = _central(base), _central(v)
        if bm is None or vm is None:
            continue
        if isinstance(v, list) and isinstance(base, list):
            ci = stats.ratio_ci(v, base)
            how = f"n = {len(stats.finite(v))}/{len(stats.finite(base))}, " + (
                "no interval (fewer than 2 runs or no spread)" if ci is None else
                f"ratio of means {textfmt.ci_text(ci)}: {stats.verdict(ci, *words)}")
        else:
            how = "one value per kernel, no interval"
        out.append(f"{g.kernel(s)} {fmt(vm, unit, 1)} vs {fmt(bm, unit, 1)} on {g.kernel(g.sets[0])} "
                   f"({textfmt.signed(vm - bm, unit)}; {how})")
    where = f" ({g.title()} experiment, {methods.env(g.sets[0])})"
    return f"{key_name}: " + "; ".join(out) + where + "." if out else None


def _central(v):
    return stats.median(v) if isinstance(v, list) else v


# --- Q3: release delay and the Android case ---------------------------------

def release(a, all_sets):
    """Release curves of the release experiment; the allocation right after
    the kill of release-alloc.  Returns (release found, alloc found)."""
    rows = []
    for g in ex.groups(all_sets, "release"):
        for key in sorted_cells(g.sets):
            t100 = {}
            for s in g.sets:
                runs = s.cells().get(key, [])
                exps = note_missing_exp(a, s, runs, "release times")
                if not exps:
                    continue
                pool = release_summary(a, s, runs, exps, "zram_mem_used_total")
                free = release_summary(a, s, runs, exps, "mem_free_kb")
                t100[s.label] = pool["t100_runs"]
                rows.append([cell_name(key), g.kernel(s), pool["n"], fmt(task_time(s, key), " ms", nd=1),
                             reltimes.text(pool),
                             fmt(cell_median(s, key, "zram_mem_used_total.final_frac"), "", 2),
                             reltimes.text(free),
                             fmt(cell_median(s, key, "mem_free_kb.final_frac"), "", 2)])
            line = compare_line(g, f"zram pool completely released (t100), {cell_name(key)}", t100, " ms")
            if line:
                a.meaning.append(line)
            for s in g.sets:
                exps = [e for _, e in ex.runs_with_exp(s, s.cells().get(key, []))[0]]
                if exps and all(dig(e, "release.series.zram_mem_used_total") is None for e in exps):
                    a.caveat(f"{s.label} {cell_name(key)}: no zram mem_used_total series (no --zram sampling).")
    if rows:
        a.measurement += (" Release experiment sets: zram's mem_used_total and MemFree from the 1 ms samples, "
                          "t50/t90/t100 by the same definition as above (a sampled quantity: it differs from "
                          "the probe's zsmalloc pool, which is recorded at every zspage release); 'released' is "
                          + released_text(all_sets, "release") + ".")
        a.tables.append((
            "Release experiment (median over runs; times from the munmap() call or SIGKILL; the zram pool "
            "is the zsmalloc memory, MemFree is the whole guest and noisy):",
            ["cell", "kernel", "runs", "task time", "zram mem_used_total t50 / t90 / t100 ms (1 ms samples)",
             "pool released",
             "MemFree t50 / t90 / t100 ms", "MemFree released"], rows))
    alloc_rows, reclaimed, android = [], [], []
    for g in ex.groups(all_sets, "release-alloc"):
        for s in g.sets:
            docs, missing = [], 0
            for r in s.valid:
                d = ex.alloc_record(s, r)
                if d is None:
                    missing += 1
                else:
                    docs.append((r, d))
            if missing:
                a.caveat(f"{s.label}: {missing} of {len(s.valid)} valid runs have no alloc/<run_id>.json "
                         "(the allocation after the kill was not recorded).")
            if not docs:
                continue
            runs = [r for r, _ in docs]
            v = figures.values(s, runs, ("alloc_ms", "alloc_direct_reclaim", "pgscan_direct", "balloon_mb"))
            exps = [e for _, e in ex.runs_with_exp(s, runs)[0]]
            reclaim = stats.total(v["alloc_direct_reclaim"])
            reclaimed.append(reclaim)
            scans = stats.total(v["pgscan_direct"])
            alloc_rows.append([f"{docs[0][1].get('size_mb')} MB", g.kernel(s),
                               ", ".join(fmt(t, "", 1) for t in v["alloc_ms"]),
                               fmt(stats.median(v["alloc_ms"]), " ms", nd=1), f"{reclaim} of {len(docs)}",
                               textfmt.NA if scans is None else str(scans),
                               fmt(stats.median(v["balloon_mb"]), " MB", 0),
                               fmt(release_summary(a, s, runs, exps, "zram_mem_used_total")["t100"], " ms", nd=1)])
        android += alloc_pairs(a, g)
    if android:
        a.data.append(Table("q3-android", "Q3: the Android case, the allocation right after the kill, kernel b "
                            "against kernel a", "", ANDROID_COLUMNS, android))
    if alloc_rows:
        a.measurement += (" Android case: alloc/<run_id>.json, the allocation started as soon as the victim "
                          "was reaped, its time and /proc/vmstat direct-reclaim deltas.")
        a.tables.append((
            "The Android case (release-alloc: a balloon leaves little free memory, the victim is killed "
            "and a new allocation starts as soon as it is reaped):",
            ["allocation", "kernel", "alloc times (ms, each run)", "median", "direct reclaim",
             "pgscan_direct", "balloon", "zram pool t100"], alloc_rows))
        hit = [f"{r[1]} {r[0]}: {r[4]} runs" for r, n in zip(alloc_rows, reclaimed) if n]
        if hit:
            a.meaning.append("Allocations right after the kill that entered direct reclaim: " + "; ".join(hit) + ".")
        else:
            a.meaning.append("No allocation right after the kill entered direct reclaim on any kernel.")
    return bool(rows), bool(alloc_rows)


ANDROID_COLUMNS = ["allocation", "kernel_a", "kernel_b", "figure", "unit", "n_a", "n_b", "mean_a", "mean_b",
                   "median_a", "median_b", "ratio_b_over_a", "ci_low", "ci_high", "verdict", "reclaim_a", "reclaim_b"]


def alloc_pairs(a, g):
    """The allocation right after the kill, each pair of the lineage in
    release-alloc group g: [ANDROID_COLUMNS row], a sentence each into
    a.meaning (means, ratio of means with Fieller's interval, and how many
    runs entered direct reclaim on each side)."""
    by = {s.label: s for s in g.sets}
    size = f"{g.params.get('alloc_mb', '?')} MB"
    rows = []
    for la, lb in lineage.default_pairs(list(by)):
        va, vb = (figures.values(by[x], by[x].valid, ("alloc_ms", "alloc_direct_reclaim")) for x in (la, lb))
        c = stats.compare_runs(va["alloc_ms"], vb["alloc_ms"], "slower", "faster")
        ra, rb = (f"{stats.total(v['alloc_direct_reclaim']) or 0} of {len(stats.finite(v['alloc_direct_reclaim']))}"
                  for v in (va, vb))
        rows.append([size, la, lb, "alloc_ms", "ms", c["n_a"], c["n_b"], c["mean_a"], c["mean_b"], c["median_a"],
                     c["median_b"], c["ratio"], c["low"], c["high"], c["verdict"], ra, rb])
        a.meaning.append(
            f"allocation of {size} right after the kill, {lb} against {la}: {fmt(c['mean_b'], '', 1)} vs "
            f"{fmt(c['mean_a'], '', 1)} ms ({textfmt.interval_text(c)}, n = {c['n_b']}/{c['n_a']}: {c['verdict']}; "
            f"means, ratio of means with Fieller's 95 % CI; direct reclaim entered in {rb} vs {ra} runs; "
            f"{g.title()} experiment, {methods.env(by[lb])}).")
    return rows


# --- Q4: isolation -----------------------------------------------------------

def impact_rows(place, kernel, s, lines):
    """The tenants table's row per cell of set s: kills, tenant lines, the
    dip (median over kills of each kill's tenants' mean, and the largest
    line), p99 before -> around the kill and the largest latency (medians
    over lines).  lines: the tenant lines that cover their kill."""
    rows = []
    for key in sorted_cells([s]):
        runs = s.cells()[key]
        ids = {r["run_id"] for r in runs}
        use = [x for x in lines if x.get("run_id") in ids]
        if not use:
            continue
        dips = figures.column(s, runs, "tenant_dip_pct")
        rows.append([place, cell_name(key), kernel, len({x.get("run_id") for x in use}), len(use),
                     fmt(stats.median(dips), " %", nd=1), fmt(_largest(use, "dip_pct"), " %", nd=1),
                     f"{fmt(stats.median([x.get('base_p99_us') for x in use]), '', 0)} -> "
                     f"{fmt(stats.median([x.get('impact_p99_us') for x in use]), '', 0)}",
                     fmt(_largest(use, "impact_max_us"), "", 0)])
    return rows


def _largest(lines, field):
    return max((x[field] for x in lines if isinstance(x.get(field), (int, float))), default=None)


def isolation(a, all_sets):
    """Tenants' throughput/latency around each kill and who paid the CPU."""
    impact, cpu, tsrc = [], [], set()
    for g in ex.groups(all_sets, "isolation"):
        place = g.params.get("placement") or g.title()
        k = g.params.get("tenants")
        for s in g.sets:
            summ = ex.tenant_summary(s)
            if summ is None:
                a.caveat(f"{s.label}: no tenants' records (tenants/<name>.jsonl), so the tenants' impact is not known.")
            elif summ:
                tsrc.update(x.get("source") for x in summ)
                covered = [x for x in summ if x.get("covers_kill")]
                if len(covered) < len(summ):
                    a.caveat(f"{s.label}: {len(summ) - len(covered)} of {len(summ)} tenant lines do not "
                             "cover their kill and are left out.")
                use = covered
                unknown = sorted({x["p99_unknown"] for x in use if x.get("p99_unknown")})
                if unknown:
                    a.caveat(f"{s.label}: the tenants' p99 before and around the kill is not known: "
                             f"{'; '.join(unknown)} (their windows carry only the producer's own per-window "
                             "p99, and the largest of those is not the p99 of a period).")
                impact += impact_rows(place, g.kernel(s), s, use)
            exps = note_missing_exp(a, s, s.valid, "cgroup CPU times")
            if not exps:
                continue
            n = k if isinstance(k, int) else max(len(dig(e, "release.cg_usage_delta_usec") or []) - 2 for e in exps)
            with_exp = [r for r, _ in ex.runs_with_exp(s, s.valid)[0]]
            victim = figures.column(s, with_exp, "task_cg_ms")
            tenants = [sum(v for v in (ex.cg_from_t0_ms(e, i) for i in range(1, n + 1)) if v is not None)
                       for e in exps]
            root = [ex.cg_from_t0_ms(e, n + 1) for e in exps]
            rest = [r - v - t for r, v, t in zip(root, victim, tenants) if r is not None and v is not None]
            found, why = probe_data.collect(s, s.valid, "cpu")
            w = figures.values(s, [r for r, _ in found], ("worker_ns", "worker_ns_by_cgroup"))
            work = stats.median(w["worker_ns"])
            paths = stats.total_by_key(w["worker_ns_by_cgroup"])
            cpu.append([place, g.kernel(s), len(exps), fmt(stats.median(victim), " ms", nd=1),
                        fmt(stats.median(tenants), " ms", nd=1), fmt(stats.median(rest), " ms", nd=1),
                        fmt(work / 1e6 if work is not None else None, " ms", nd=1),
                        ", ".join(sorted(paths)) if paths else "n/a"])
            if why:
                a.caveat(f"{s.label}: drain-worker CPU and its cgroup not known: {probe_data.reasons_text(why)}.")
            if all(v is None for v in root):
                a.caveat(f"{s.label}: no sampled cgroup CPU times in exp/*.json (release.cg_usage_delta_usec).")
        victims = {r[1]: r[3] for r in cpu if r[0] == place}
        if len(victims) > 1:
            a.meaning.append(f"Victim cgroup CPU from the kill, {place}: " +
                             ", ".join(f"{k} {v}" for k, v in victims.items()) +
                             " (freeing work done outside the victim's cgroup is not charged to it).")
    isolation_answer.answer(a, ex.groups(all_sets, "isolation"),
                            lambda s: f" (isolation experiment, {methods.env(s)})", sorted_cells)
    if impact:
        files = " and ".join(f for f, k in (("tenants/<name>.jsonl", "tenants"), ("tenants/summary.jsonl", "board"))
                             if k in tsrc)
        a.measurement += (f" Isolation experiment sets: {files} (each tenant's rate and p99 in the "
                          "quiet stretch before each kill vs the windows around it) and the sampled cgroups' "
                          "cpu.stat usage in exp/<run_id>.json (victim, tenants, root).")
        a.tables.append((
            f"Tenants around each kill ({files}; p99 latency of one iteration over all iterations of the "
            "quiet stretch before the kill -> of the windows overlapping the kill and impact period, their "
            "latency buckets merged; median over kills and tenants):",
            ["placement", "cell", "kernel", "kills", "tenant lines", "dip median", "dip max",
             "p99 before -> during (µs)", "max latency (µs)"], impact))
    if cpu:
        a.caveat("'rest of root' covers every process and kworker outside the experiment's groups (the "
                 "sampler and the guest's own activity included), so it bounds the drain worker's CPU from "
                 "above; only the probe's cpu metric isolates the worker.")
        a.tables.append((
            "Who paid the CPU from the kill to the end of sampling (cgroup cpu.stat usage, median per kill; "
            "'rest of root' = the root group minus ours: kworkers and everything else; drain worker from the "
            "probe when the set has probes/):",
            ["placement", "kernel", "kills", "victim cgroup", "tenants (sum)", "rest of root", "drain worker",
             "worker's cgroup"], cpu))
    return bool(impact), bool(cpu)


# --- Q5: footprint -----------------------------------------------------------

def ram_control(by_backend):
    """The uncompressed RAM swap control among a kernel's backends: brd, or
    where the kernel has none the loop device over a tmpfs file."""
    return "brd" if by_backend.get("brd") is not None else "loop"


def footprint(a, all_sets):
    """Unmap time and probe breakdown, resident vs brd vs zram, per kernel."""
    rows = []
    grp = ex.groups(all_sets, "footprint")
    order = {"none": 0, "brd": 1, "loop": 1, "zram": 2}
    grp.sort(key=lambda g: order.get(g.params.get("backend"), 3))
    walk_by, munmap_times, munmap_median, per_mode = {}, {}, {}, {}
    for g in grp:
        backend = g.params.get("backend") or dig(g.sets[0].meta, "swap.backend")
        for s in g.sets:
            cells = [k for k in sorted_cells([s]) if k[2] == min(x[2] for x in s.cells())]
            if not cells:
                a.caveat(f"{s.label}: no valid runs.")
                continue
            size = max(k[1] for k in cells)
            times = {w: task_time(s, (w, size, cells[0][2])) for w in ("munmap", "exit")}
            mrun = s.cells().get(("munmap", size, cells[0][2]), [])
            munmap_times[s.label] = figures.column(s, mrun, "time_ms")
            for w in ("munmap", "exit"):
                wrun = s.cells().get((w, size, cells[0][2]), [])
                per_mode[(g.kernel(s), w, backend)] = (s, figures.column(s, wrun, "time_ms"))
            munmap_median[(backend, g.kernel(s))] = times["munmap"]
            un, why = probe_data.collect(s, mrun, "unmap")
            walks = [ev.get("walk_ns") for _, m in un for ev in m.get("events") or []
                     if ev.get("kind") == "munmap" and isinstance(ev.get("walk_ns"), (int, float))]
            zf, why2 = probe_data.collect(s, mrun, "zs_free")
            fv = figures.values(s, [r for r, _ in zf], ("zs_free_calls", "zs_free_est_ms"))
            zs = [x for x in zip(fv["zs_free_calls"], fv["zs_free_est_ms"]) if x[0]]
            walk = stats.median(walks) / 1e6 if walks else None
            walk_by.setdefault(g.kernel(s), {})[backend] = walk
            calls, zs_ms = (stats.median([x[0] for x in zs]), stats.median([x[1] for x in zs])) if zs else (None, None)
            rows.append([backend, g.kernel(s), f"{size} MB", fmt(times["munmap"], " ms", nd=1),
                         fmt(times["exit"], " ms", nd=1), fmt(walk, " ms", 2),
                         f"{textfmt.count(calls)} x {fmt(zs_ms / calls * 1e3, ' µs')} = {fmt(zs_ms, ' ms', 1)}"
                         if zs else textfmt.NA])
            if why or (not walks and un):
                why_text = probe_data.reasons_text(why) if why else "the probe recorded no walk_ns (needs --probe full)"
                a.caveat(f"{s.label}: page-table walk time not known: {why_text}.")
            if backend == "zram" and (why2 or not zs):
                a.caveat(f"{s.label}: zs_free calls x latency not known: "
                         f"{probe_data.reasons_text(why2) if why2 else 'no latency histogram (needs --probe full)'}.")
    full = [s.label for g in grp for s in g.sets if dig(s.meta, "probe.level") == "full"]
    if full:
        a.caveat("The footprint sets ran under the full probe (" + ", ".join(full) + "): its per-object hooks "
                 "(zs_free latency, page-table walk) add their own cost to every munmap and exit time above, "
                 "most on zram, where each object is hooked; compare the backends' times with that in mind, "
                 "or against a run at probe level basic.")
    if rows:
        a.measurement += (" Footprint experiment sets (fp-none / fp-brd / fp-zram): the release time of each, "
                          "and with the full probe the page-table walk (unmap walk_ns) and zs_free calls x latency.")
        a.tables.append((
            "Footprint experiment: the same logical memory released resident (none), from brd swap (swap "
            "entries, no zsmalloc) and from zram (median, largest size, one process; walk and zs_free from "
            "the full probe):",
            ["backend", "kernel", "size", "munmap", "exit", "page-table walk", "zs_free calls x mean latency"],
            rows))
        for kern in dict.fromkeys(r[1] for r in rows):
            tm = {r[0]: munmap_median[(r[0], kern)] for r in rows if r[1] == kern
                  and munmap_median.get((r[0], kern)) is not None}
            ctl = ram_control(tm)
            if all(b in tm for b in ("none", ctl, "zram")):
                a.meaning.append(f"{kern}: munmap of the same logical memory takes {fmt(tm['none'], ' ms', 1)} "
                                 f"resident, {fmt(tm[ctl], ' ms', 1)} from {ctl} swap and {fmt(tm['zram'], ' ms', 1)} "
                                 f"from zram: swap entries add {fmt(tm[ctl] - tm['none'], ' ms', 1)}, zram/zsmalloc "
                                 f"another {fmt(tm['zram'] - tm[ctl], ' ms', 1)}.")
        for kern, w in walk_by.items():
            ctl = ram_control(w)
            if all(w.get(b) is not None for b in ("none", ctl, "zram")):
                a.meaning.append(f"{kern}: of the {fmt(w['zram'], ' ms', 1)} walk on zram, "
                                 f"{fmt(w[ctl] - w['none'], ' ms', 1)} is freeing swap entries ({ctl} minus "
                                 f"resident) and {fmt(w['zram'] - w[ctl], ' ms', 1)} "
                                 "what zram/zsmalloc add.")
        for b in ("none", "brd", "loop", "zram"):
            bl = [g for g in grp if (g.params.get("backend") or dig(g.sets[0].meta, "swap.backend")) == b]
            if bl:
                line = compare_line(bl[0], f"munmap with backend {b}",
                                    {s.label: munmap_times.get(s.label) or None for s in bl[0].sets}, " ms",
                                    ("slower", "faster"))
                if line:
                    a.meaning.append(line)
    footprint_split(a, per_mode)
    return bool(rows), bool(walk_by) and any(v is not None for w in walk_by.values() for v in w.values())


FOOTPRINT_COLUMNS = ["kernel", "mode", "a", "b", "n_a", "n_b", "mean_a_ms", "mean_b_ms", "ratio_b_over_a",
                     "ci_low", "ci_high", "verdict"]


def footprint_split(a, per_mode):
    """Per kernel and mode (munmap, exit apart): zram against the brd control
    (what zsmalloc/zram add to the same swap entries) and brd against
    resident (what swapping the same logical memory out adds), each a ratio
    of means with its interval; rows into a.data for tables.json."""
    rows = []
    for kern, mode in dict.fromkeys((k, w) for k, w, _ in per_mode):
        parts = []
        for lo, hi, what in (("brd", "zram", "zsmalloc/zram over the same swap entries"),
                             ("none", "brd", "swap entries over resident memory")):
            x, y = per_mode.get((kern, mode, lo)), per_mode.get((kern, mode, hi))
            if not (x and y and x[1] and y[1]):
                continue
            c = stats.compare_runs(x[1], y[1], "more", "less")
            rows.append([kern, mode, lo, hi, c["n_a"], c["n_b"], c["mean_a"], c["mean_b"], c["ratio"], c["low"],
                         c["high"], c["verdict"]])
            parts.append(f"{hi} {fmt(c['mean_b'], '', 1)} vs {lo} {fmt(c['mean_a'], '', 1)} ms ({what}: {hi}/{lo} "
                         f"{textfmt.interval_text(c)}, n = {c['n_b']}/{c['n_a']}: {c['verdict']})")
        if parts:
            a.meaning.append(f"{kern} {mode}, the same logical memory: " + "; ".join(parts)
                             + f" (means, ratio of means with Fieller's 95 % CI; {methods.env(x[0])}).")
    if rows:
        a.data.append(Table("q5-footprint", "Q5: each mode's time, zram against brd and brd against resident",
                            "", FOOTPRINT_COLUMNS, rows))


# --- Q2 / Q6 / Q9: total work, compaction, fallbacks -------------------------

def run_totals(with_exp, probed, with_worker):
    """Per run, the task cgroup's CPU from t0 plus the drain worker's CPU
    (ms), over the runs that have both (only the task's when no run of the
    set has the worker's): one value per run, so the kernels' difference
    gets an interval."""
    worker = {id(r): probe_data.worker_ns(m) / 1e6 for r, m in probed if probe_data.worker_ns(m) is not None}
    out = []
    for r, e in with_exp:
        task = ex.cg_from_t0_ms(e, 0)
        if task is None or (with_worker and id(r) not in worker):
            continue
        out.append(task + (worker[id(r)] if with_worker else 0.0))
    return out


def total_work(a, all_sets):
    """Task cgroup CPU + drain worker per MB, fallbacks, backlog, with and
    without the compaction loop.  Returns the rows (for Q6 and Q9)."""
    rows, totals, no_worker = [], {}, set()
    for g in ex.groups(all_sets, "totalwork"):
        if g.params.get("probe") == "full":
            continue    # a probe on every freed object: per-object timing (totalwork_answer), not work
        cond = ("compaction every " + str(g.params.get("compact_ms")) + " ms"
                if g.params.get("compaction") == "loop" else "no compaction")
        for key in sorted_cells(g.sets):
            if key[1] != max(k[1] for k in sorted_cells(g.sets)):
                continue
            for s in g.sets:
                runs = s.cells().get(key, [])
                exps = note_missing_exp(a, s, runs, "CPU times and RFC counters")
                if not exps:
                    continue
                mb = key[1] * key[2]
                v = figures.values(s, [r for r, _ in ex.runs_with_exp(s, runs)[0]],
                                   ("task_cg_ms", "sync_fallbacks", "max_backlog", "compactions"))
                task = stats.median(v["task_cg_ms"])
                found, why = probe_data.collect(s, runs, "cpu")
                work = [probe_data.worker_ns(m) / 1e6 for _, m in found if probe_data.worker_ns(m) is not None]
                if why:
                    a.caveat(f"{s.label}: drain-worker CPU not known: {probe_data.reasons_text(why)}.")
                falls, backlog = v["sync_fallbacks"], v["max_backlog"]
                has_rfc = any(v is not None for v in falls)
                # without the poll only the reads before and after a run exist: its largest is unmeasured
                polled = all(dig(e, "deferred.poll") for e in exps)
                rows.append([cond, cell_name(key), g.kernel(s), len(exps), fmt(task_time(s, key), " ms", nd=1),
                             fmt(task * 1e3 / mb if task is not None else None, " µs/MB", 0),
                             fmt(stats.median(work) * 1e3 / mb if work else None, " µs/MB", 0),
                             str(sum(v for v in falls if v is not None)) if has_rfc else "- (no RFC)",
                             ("not polled" if has_rfc and not polled else
                              str(max(v for v in backlog if v is not None)) if any(v is not None for v in backlog)
                              else "- (no RFC)"),
                             fmt(stats.median(v["compactions"]), "", 0)])
                per_run = run_totals(ex.runs_with_exp(s, runs)[0], found, bool(work))
                if per_run:
                    totals.setdefault((cond, key), {})[s.label] = [v * 1e3 / mb for v in per_run]
                    if not work:
                        no_worker.add((cond, key))
            what = ("task cgroup CPU per MB (drain worker not measured)" if (cond, key) in no_worker
                    else "task cgroup + drain-worker CPU per MB")
            line = compare_line(g, f"{what}, {cond}, {cell_name(key)}",
                                totals.get((cond, key), {}), " µs", ("more", "less"))
            if line:
                a.meaning.append(line)
    backlogs = [(r[0], r[1], r[2], r[8]) for r in rows if r[8][:1].isdigit()]
    if backlogs:
        a.meaning.append("Largest deferred backlog: "
                         + "; ".join(f"{k} {c} {cond}: {b} objects" for cond, c, k, b in backlogs) + ".")
    if any(r[6] == "n/a" for r in rows):
        a.caveat("Without the drain worker's CPU (probe metric cpu.worker_ns) the total is the task's cgroup "
                 "alone; on a deferring kernel it then leaves out the work moved to the worker.")
    double = sorted({s.label for g in ex.groups(all_sets, "totalwork") for s in g.sets
                     if dig(s.meta, "machine.virt") == "qemu-icount" and (dig(s.meta, "machine.ncpus") or 0) > 1})
    if rows and double:
        a.caveat("Not total work: " + ", ".join(double) + " ran under icount with more than one vCPU, where "
                 "both vCPUs run on one host thread and the guest clock advances with every vCPU's "
                 "instructions, so the task cgroup's CPU time also counts what the other vCPU (the drain "
                 "worker) executed: task + worker double counts.  Total work needs icount with one vCPU.")
    if rows:
        a.measurement += (" Total-work experiment sets: the task cgroup's cpu.stat usage from t0 "
                          "(exp/<run_id>.json release.cg_usage_delta_usec) plus the probe's worker CPU, and the "
                          "RFC's deferred counters, without and with a compaction loop.")
        a.tables.append((
            "Total-work experiment (largest size; the task's cgroup CPU from the kill/munmap to the end of "
            "sampling and the drain worker's CPU per MB freed; RFC counters from "
            "/sys/kernel/debug/zsmalloc/*/deferred: synchronous fallbacks = sync_frees after - before, "
            "largest backlog polled):",
            ["condition", "cell", "kernel", "runs", "task time", "task cgroup CPU", "drain worker CPU",
             "sync fallbacks", "largest backlog (objs)", "compactions"], rows))
    return rows


def counters(a, all_sets):
    """RFC deferred counters over every experiment set: fallbacks and backlog."""
    per = {}
    for s in all_sets:
        if not dig(s.meta, "experiment.name"):
            continue
        runs = [r for r, _ in ex.runs_with_exp(s, s.valid)[0]]
        kern = s.label.split(".", 1)[0] if "." in s.label else s.label
        d = per.setdefault(kern, {"sets": 0, "runs": 0, "with": 0, "sync": 0, "backlog": None, "deferred": 0})
        d["sets"] += 1
        d["runs"] += len(runs)
        v = figures.values(s, runs, ("sync_fallbacks", "deferred_objs", "max_backlog"))
        for f, objs, b in zip(v["sync_fallbacks"], v["deferred_objs"], v["max_backlog"]):
            if f is None:
                continue
            d["with"] += 1
            d["sync"] += f
            d["deferred"] += objs or 0
            if b is not None:
                d["backlog"] = b if d["backlog"] is None else max(d["backlog"], b)
    rows = [[k, d["sets"], d["runs"], d["with"], d["deferred"] if d["with"] else "n/a",
             d["sync"] if d["with"] else "n/a", d["backlog"] if d["backlog"] is not None else "n/a"]
            for k, d in per.items() if d["runs"]]
    for r in rows:
        if r[3]:
            a.meaning.append(f"{r[0]}: {r[5]} synchronous fallbacks in {r[3]} runs with the RFC counters "
                             f"({r[4]} objects deferred); the largest backlog seen was {r[6]} objects.")
        else:
            a.meaning.append(f"{r[0]}: no RFC deferred counters (kernel without the RFC).")
    if rows:
        a.tables.append((
            "RFC deferred counters over every experiment run given (kernel = the label before its first '.'):",
            ["kernel", "sets", "runs", "runs with counters", "objects deferred", "sync fallbacks",
             "largest backlog (objs)"], rows))
    return rows


# --- Q7: zswap ---------------------------------------------------------------

def zswap(a, all_sets):
    rows = []
    for g in ex.groups(all_sets, "zswap"):
        for key in sorted_cells(g.sets):
            t100 = {}
            for s in g.sets:
                exps = note_missing_exp(a, s, s.cells().get(key, []), "zswap pool release times")
                if not exps:
                    continue
                pool = release_summary(a, s, s.cells().get(key, []), exps, "zswap_pool_total_size")
                t100[s.label] = pool["t100_runs"]
                rows.append([cell_name(key), g.kernel(s), pool["n"], fmt(task_time(s, key), " ms", nd=1),
                             reltimes.text(pool),
                             fmt(cell_median(s, key, "zswap_pool_total_size.final_frac"), "", 2)])
                if all(dig(e, "release.series.zswap_pool_total_size") is None for e in exps):
                    a.caveat(f"{s.label} {cell_name(key)}: no zswap pool series in exp/*.json "
                             "(zswap not sampled).")
            line = compare_line(g, f"zswap pool completely released (t100), {cell_name(key)}", t100, " ms")
            if line:
                a.meaning.append(line)
    if rows:
        a.tables.append((
            "zswap experiment (zswap, zpool zsmalloc, in front of a brd swap device; median over runs):",
            ["cell", "kernel", "runs", "task time", "zswap pool t50 / t90 / t100 ms", "pool released"], rows))
    return bool(rows)

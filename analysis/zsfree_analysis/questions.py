"""One report section per open reviewer question.

The questions are the open measurements of the review threads of "mm/zsmalloc:
defer object free to per-cpu batches" (RFC v1-v4); Nhat Pham's three in his
reply to RFC v4 are Q3, Q4 and Q5.  Each section says
the question, the measurement that answers it, the numbers found in these
result sets, what they mean, and what could not be measured and why.
"""

from collections import namedtuple

from . import (exp_questions, figures, lineage, methods, pairs, pressure_answer, probe_data, profile_report,
               release, release_answer, stats, totalwork_answer, workloads)
from .stats import median
from .table import Table
from .textfmt import ci_text, count, fmt, pct_of
from .resultset import accelerator, dig, vcpus


class Answer:
    def __init__(self):
        self.measurement = ""
        self.numbers = []       # text lines (rendered as a list) ...
        self.table = None       # ... or (header, rows)
        self.tables = []        # more tables: (caption, header, rows), from the experiments
        self.meaning = []
        self.caveats = []
        self.method = ""        # which runs can answer it (methods.py)
        self.answer = ""        # one sentence
        self.data = []          # Tables of the figures quoted, for tables.json
        self.headline = None    # the finding the answer quotes, when not the first one

    def missing(self, what, why):
        self.caveat(f"{what}: not measured in this result set: {why}")

    def caveat(self, text):
        if text not in self.caveats:
            self.caveats.append(text)


def focus_key(sets):
    """The cell most answers quote: the first workload's largest size at the
    smallest process count that the baseline measured."""
    keys = sorted(sets[0].cells())
    if not keys:
        return None
    w = workloads.ordered({k[0] for k in keys})[0]
    wk = [k for k in keys if k[0] == w]
    p = min(k[2] for k in wk)
    return max((k for k in wk if k[2] == p), key=lambda k: k[1])


def environment_text(s):
    """' (QEMU TCG, 2 vCPUs)': the accelerator a number was measured under."""
    return f" ({accelerator(s)}, {vcpus(s)})"


def _column(rs, key, name):
    """One figure's value per valid run of cell key."""
    return figures.column(rs, rs.cells().get(key, []), name)


def _time(rs, key, stat="median"):
    return stats.central(_column(rs, key, "time_ms"), stat)


def _medians(rs, runs, names):
    """{figure name: its median over runs} (stats.median: None if no run has it)."""
    return {n: stats.median(v) for n, v in figures.values(rs, runs, names).items()}


def _experiment_sets(sets, others, word):
    return [s for s in sets + others if word in str(dig(s.meta, "experiment.name", ""))]


# --- the questions ----------------------------------------------------------

def q_cost_breakdown(ctx):
    sets, key = ctx["sets"], ctx["key"]
    a = Answer()
    a.measurement = ("Each kernel variant is one step of the series, so the variants' speedups over the "
                     "base split the gain; the probe's zs_free call split (unmapping task vs drain worker) "
                     "and zs_free latency show where each variant does the work.")
    rows, periods = [], set()
    for s in sets:
        runs = s.cells().get(key, [])
        found, why = probe_data.collect(s, runs, "zs_free")
        periods |= {probe_data.sample_period(m.get("latency_ns")) for _, m in found if m.get("latency_ns")}
        m = _medians(s, runs, ("zs_free_calls_task", "zs_free_calls_worker", "zs_free_p50_ns", "zs_free_p90_ns"))
        t = _time(s, key)
        rows.append([s.label, fmt(t), fmt(stats.ratio(_time(sets[0], key), t), "x"),
                     count(m["zs_free_calls_task"]), count(m["zs_free_calls_worker"]),
                     fmt(m["zs_free_p50_ns"], " ns", 0), fmt(m["zs_free_p90_ns"], " ns", 0)])
        if why:
            a.missing(f"zs_free split for {s.label}", probe_data.reasons_text(why))
    a.table = (["kernel", f"time ms ({workloads.op_name(key[1], key[2])})", "speedup",
                "zs_free in task", "zs_free in worker", "zs_free p50 (est.)", "zs_free p90 (est.)"], rows)
    for prev, s in ctx["steps"]:      # each step the user compares (--pairs), with its interval
        pa, pb = _column(prev, key, "time_ms"), _column(s, key, "time_ms")
        ci = stats.ratio_ci(pa, pb)
        if ci:
            a.meaning.append(
                f"{key[0]} {workloads.op_name(key[1], key[2])}, {prev.label} -> {s.label}: "
                f"{prev.label}/{s.label} ratio of means {ci_text(ci)}, n = {len(pa)}/{len(pb)}: "
                f"{stats.verdict(ci)}{environment_text(s)}.")
    speed = [(r[0], r[2]) for r in rows[1:] if r[2] != "n/a"]
    if speed:
        a.meaning.append(f"Speedup over {sets[0].label} (ratio of medians, the table's): " +
                         ", ".join(f"{lab} {sp}" for lab, sp in speed) +
                         "; what one patch adds is its pair's ratio of means above, not the difference "
                         "between two of these.")
    labels = ", ".join(s.label for s in sets)
    a.missing("(b) deferring only free_zspage through a list",
              f"no variant with that change alone is among the inputs ({labels}); build it as its own "
              "variant and pass its result set")
    if any(r[5] != "n/a" for r in rows):
        a.caveat("zs_free latency percentiles are histogram estimates (probe latency_ns.estimate).")
    if any(p > 1 for p in periods):
        a.caveat("zs_free latencies are of sampled calls (one in " + "/".join(str(p) for p in sorted(periods)) +
                 " timed, probe latency_ns.sample_period); the call counts are exact (docs/zsprobe.md, "
                 "Sampling).")
    return a


def q_total_work(ctx):
    sets = ctx["sets"]
    a = Answer()
    a.measurement = ("The unmapping tasks' time in munmap()/exit (runs.jsonl time_ms summed over "
                     "processes) plus the drain worker's CPU time (probe metric cpu.worker_ns), per MB "
                     "freed, median over all probed valid runs of each kernel.  The probe's task_ns is "
                     "not used: it also counts filling the region and paging it out.")
    rows, totals, worker, shares = [], {}, {}, {}
    for s in sets:
        found, why = probe_data.collect(s, s.valid, "cpu")
        v = figures.values(s, [r for r, _ in found], ("task_us_per_mb", "worker_us_per_mb", "total_us_per_mb"))
        per = [(t, w) for t, w in zip(v["task_us_per_mb"], v["worker_us_per_mb"]) if w is not None]
        totals[s.label] = [x for x in v["total_us_per_mb"] if x is not None]
        worker[s.label] = median([w for _, w in per])
        shares[s.label] = totalwork_answer.worker_share([t for t, _ in per], [w for _, w in per])
        rows.append([s.label, len(per), fmt(median([t for t, _ in per]), " µs/MB", 1),
                     fmt(worker[s.label], " µs/MB", 1), fmt(median(totals[s.label]), " µs/MB", 1)])
        if why:
            a.missing(f"CPU accounting for {s.label}", probe_data.reasons_text(why))
        if len(per) < len(found):
            a.missing(f"drain-worker CPU for {s.label} ({len(found) - len(per)} runs)",
                      "the probe could not identify drain runs (worker_ns null)")
    a.table = (["kernel", "runs", "task (munmap/exit)", "worker CPU", "total"], rows)
    for s in sets:
        t = median(totals[s.label])
        if t and methods.meets("total work", s) is not None:
            # elapsed time: what the task waits (latency), not the work done
            a.meaning.append(f"{s.label}: {fmt(t, '', 1)} µs per MB of the task's elapsed munmap()/exit time plus the "
                             f"drain worker's CPU (median over {len(totals[s.label])} runs, all cells; latency, "
                             f"not work, {environment_text(s).strip(' ()')}; the worker's share "
                             f"{totalwork_answer.share_text(shares[s.label])}).")
        elif t:
            a.meaning.append(f"{s.label}: {fmt(t, '', 1)} µs of freeing work per MB (median over "
                             f"{len(totals[s.label])} runs, all cells), the drain worker's share "
                             f"{totalwork_answer.share_text(shares[s.label])}{environment_text(s)}.")
    # Only sets that measure total work may give the answer its interval; the
    # others' sums are elapsed time plus worker CPU, said as such in a caveat
    comparable = all(methods.meets("total work", s) is None for s in sets)
    base = totals.get(sets[0].label)
    for s in sets[1:]:
        t = totals.get(s.label)
        if not base or not t or not comparable:
            continue
        ci = stats.ratio_ci(t, base)
        word = stats.verdict(ci, above="more", below="less")
        how = "no interval" if ci is None else f"ratio of means {ci_text(ci)}"
        line = (f"{s.label} against {sets[0].label}: task time + worker CPU per MB {how}, "
                f"n = {len(t)}/{len(base)}: {word}")
        if word in ("more", "less") and worker[s.label]:
            line += (f"; {s.label} defers ({fmt(worker[s.label], ' µs/MB', 1)} in the drain worker), so the work is "
                     f"moved to the worker and {'added to' if word == 'more' else 'reduced'} as well")
        a.meaning.append(line + ".")
    if not comparable:
        a.caveat("Method: total work is task plus worker CPU measured under icount with one vCPU (every "
                 "guest nanosecond is one instruction on the only CPU).  These sets ran under "
                 + ", ".join(sorted({f"{accelerator(s)} with {vcpus(s)}" for s in sets}))
                 + ": the task's munmap/exit time is elapsed time, not CPU, and with 2 vCPUs under icount a "
                 "task's CPU time also counts the other vCPU's instructions, so the sums above are not total "
                 "work, and no interval is given for them.  Needed: the totalwork experiment under icount "
                 "with one vCPU.")
    work = exp_questions.total_work(a, sets + ctx["others"])
    totalwork_answer.answer(a, sets + ctx["others"])
    if not work:
        a.missing("the same under memory pressure / with compaction running",
                  "no result set from the total-work experiment was given")
    elif not any(r[0] != "no compaction" for r in work):
        a.missing("the same with compaction running", "no totalwork set with the compaction loop was given")
    pressure_answer.answer(a, sets + ctx["others"])
    return a


def q_release(ctx):
    sets = ctx["sets"]
    a = Answer()
    a.measurement = ("The zsmalloc pool size over time from the probe's release series, and MemFree / "
                     "MemAvailable / zram mem_used_total from the run's 1 ms samples, counted from the "
                     "moment munmap() is called or SIGKILL sent; time to 50/90/100% of the eventual "
                     "release, median over runs (the memory-release plots show the curves).")
    rows = []
    every = exp_questions.sorted_cells(sets)        # a pool-empty row for every cell
    # the release experiment's sets too, each group with its own cells: release_pairs compares them
    groups = [(g.sets, exp_questions.sorted_cells(g.sets))
              for g in exp_questions.ex.groups(sets + ctx["others"], "release")]
    for key, group in [(key, sets) for key in every] + [(key, gs) for gs, gc in groups for key in gc]:
        cell = f"{key[0]} {workloads.op_name(key[1], key[2])}"
        for s in group:
            curves, why, quality = probe_data.release_curves(s, s.cells().get(key, []))
            if quality["missed_ticks"]:
                a.caveat(f"{cell} {s.label}: " + probe_data.quality_text(quality)
                         + " (curves are coarser there).")
            for q in ("pool", "mem_free"):
                if not curves.get(q):
                    continue
                summ = release.summary(curves[q])
                m = _medians(s, s.cells().get(key, []), (figures.release.held_name(q), "max_ms"))
                rows.append([cell, s.label, probe_data.SAMPLE_LABELS[q].split(" (")[0],
                             summ["n"], fmt(summ["t50"], " ms"), fmt(summ["t90"], " ms"),
                             fmt(summ["t100"], " ms"), fmt(m[figures.release.held_name(q)], " MiB.s"),
                             fmt(_time(s, key), " ms"), fmt(m["max_ms"], " ms")])
                if summ["excluded"]:
                    a.caveat(f"{cell} {s.label} {q}: {summ['excluded']} runs released nothing and are left "
                             "out of its release times.")
            if why:
                a.missing(f"pool release series for {s.label}", probe_data.reasons_text(why))
            if not curves.get("mem_free") and every and key == every[0] and not dig(s.meta, "experiment.name"):
                a.missing(f"free memory over time for {s.label}",
                          "no samples/<run_id>.jsonl (written by the release experiment)")
    a.table = (["cell", "kernel", "quantity", "runs", "t50 (median)", "t90 (median)", "t100 (median)",
                "held until released (median)", "task time", "slowest process"], rows)
    release_pairs(a, ctx, every, groups)
    got_release, got_alloc = exp_questions.release(a, sets + ctx["others"])
    if not got_release:
        a.missing("the release curve after munmap/kill (zram pool, MemFree)",
                  "no result set from the release experiment was given")
    if not got_alloc:
        a.missing("whether the next allocation enters direct reclaim while the worker drains",
                  "no result set from the release experiment's allocation part (release-alloc) was given")
    return a


def release_pairs(a, ctx, cells, groups):
    """The bulk and the tail of every cell, each pair the user compares and
    each pair of the release experiment's sets (groups: (sets, cells) per
    release group, compared by their kernels' lineage): sentences into
    a.meaning, figures into a.data (tables.json)."""
    pair_rows, tails = cell_pairs(a, ctx["steps"], ctx["sets"], cells, ctx["sets"][0])
    modes = {k[0] for k in cells}
    for gsets, gcells in groups:
        by = {s.label: s for s in gsets}
        steps = [(by[x], by[y]) for x, y in lineage.default_pairs(list(by))]
        rows, tl = cell_pairs(a, steps, gsets, gcells, gsets[0])
        pair_rows, tails = pair_rows + rows, tails + tl
        modes |= {k[0] for k in gcells}
    for w in ("munmap", "exit"):
        if w not in modes:
            a.missing(f"the release after {'munmap()' if w == 'munmap' else 'exit'}",
                      f"no {w} cell in these result sets")
    if pair_rows:
        a.measurement += (" The bulk (t50, t90, and the pool memory held from t0 until released, MiB.s) and "
                          "the tail (t100; the drain worker's last run from the probe's drain events) are "
                          "stated apart for each pair: means, ratio of means with Fieller's 95 % interval; "
                          "the table shows medians.")
    a.data += release_answer.tables(pair_rows, tails)


def cell_pairs(a, steps, sets, cells, baseline):
    """(pair rows, tail rows) of release_answer for cells, each (A, B) of
    steps that measured the cell; the headline is the largest cell against
    baseline, the first time one is found."""
    pair_rows, tails = [], []
    largest = max((k[1] * k[2] for k in cells), default=None)
    for key in cells:
        for prev, s in steps:
            if not (prev.cells().get(key) and s.cells().get(key)):
                continue
            rows = release_answer.compare_cell(key, prev, s)
            if all(r[5] == 0 and r[6] == 0 for r in rows):
                continue
            pair_rows += rows
            a.meaning.append(release_answer.bulk_sentence(key, rows, environment_text(s)))
            # the answer quotes the largest cell against the baseline
            if prev is baseline and key[1] * key[2] == largest and a.headline is None:
                a.headline = a.meaning[-1]
        for s in sets:
            t = release_answer.tail_rows(key, s)
            tails += t
            line = release_answer.tail_sentence(t, environment_text(s))
            if line:
                a.meaning.append(line)
    return pair_rows, tails


def q_isolation(ctx):
    sets = ctx["sets"]
    a = Answer()
    a.measurement = ("Who pays for the drain: the probe's worker CPU time by cgroup (worker_cgroups) "
                     "and by CPU (worker_per_cpu_ns), against the killed/unmapping task's own CPU time.")
    rows = []
    for s in sets:
        found, why = probe_data.collect(s, s.valid, "cpu")
        names = ("freeing_ns", "worker_ns", "worker_ns_by_cgroup", "worker_ns_by_cpu")
        v = figures.values(s, [r for r, _ in found], names)
        work = stats.total(v["worker_ns"]) or 0
        cg, cpus = stats.total_by_key(v["worker_ns_by_cgroup"]), stats.total_by_key(v["worker_ns_by_cpu"])
        share = totalwork_answer.worker_share(v["freeing_ns"], v["worker_ns"])
        by_cg = ", ".join(f"{p} {pct_of(ns, work)}" for p, ns in sorted(cg.items())) if work and cg else "none"
        by_cpu = (", ".join(f"cpu{c} {pct_of(ns, work)}" for c, ns in sorted(cpus.items(), key=lambda x: int(x[0])))
                  if work and cpus else "none")
        # share: of the task's munmap/exit time + worker CPU
        rows.append([s.label, len(found), totalwork_answer.share_text(share), by_cg, by_cpu])
        if why:
            a.missing(f"CPU accounting for {s.label}", probe_data.reasons_text(why))
    a.table = (["kernel", "runs", "worker share of the freeing work", "worker CPU by cgroup",
                "worker CPU by CPU"], rows)
    for r in rows[1:]:
        if "/ " in r[3] or r[3].startswith("/ "):
            a.meaning.append(f"{r[0]}: the drain worker's CPU time ({r[2]} of the freeing work) is billed to "
                             "the root cgroup (kworkers), not to the task that freed the memory.")
    got_impact, got_cpu = exp_questions.isolation(a, sets + ctx["others"])
    if not got_impact:
        a.missing("other tenants' throughput and latency during the drain",
                  "no result set from the isolation experiment with "
                  "the tenants' records was given")
    a.missing("the window in which a memcg is uncharged while its zsmalloc pages still exist",
              "zram's zsmalloc pages are not memcg-charged; this needs the zswap variant of the experiment")
    return a


def q_footprint(ctx):
    sets, others = ctx["sets"], ctx["others"]
    a = Answer()
    a.measurement = ("zram's mm_stat before the unmap: logical bytes stored (orig_data_size), compressed "
                     "bytes (compr_data_size) and zsmalloc pages used (mem_used_total); the zsmalloc "
                     "overhead beyond the compressed bytes is fragmentation the free path must also "
                     "release.  Result sets with another swap backend (no zsmalloc on the path) serve "
                     "as the control the reviewer proposed.")
    rows = []
    for s in sets + others:
        m = _medians(s, s.valid, ("compression_ratio", "zsmalloc_overhead_pct"))
        rows.append([s.label, dig(s.meta, "swap.backend"), fmt(m["compression_ratio"], ":1"),
                     fmt(m["zsmalloc_overhead_pct"], "%", 1), fmt(stats.median(_per_mb_1p(s)), " ms/MB", 3)])
    a.table = (["set", "backend", "compression", "zsmalloc overhead", "1p time per MB"], rows)
    first = rows[0]
    if first[3] != "n/a":
        a.meaning.append(f"On {first[0]} the stored data compressed {first[2]} and zsmalloc used {first[3]} "
                         "more memory than the compressed bytes; that overhead (fragmentation) is released "
                         "along with the objects, so it is part of what the free path returns.")
    controls = [s for s in others if dig(s.meta, "swap.backend") in CONTROL_MEANS]
    crows = [row for row in (control_finding(a, c, sets + others) for c in controls) if row]
    if crows:
        a.data.append(Table("q5-control", "Q5: time per MB of one-process runs, zram against each control "
                            "of its kernel (ratio of means zram/control, 95 % interval)", "",
                            CONTROL_COLUMNS, crows))
    if not controls:
        a.missing("the same logical footprint without zsmalloc (resident memory, brd swap)",
                  "no result set with swap backend 'none' or 'brd' (the footprint experiment) was given")
    got_fp, got_walk = exp_questions.footprint(a, sets + others)
    if not got_fp:
        a.missing("the footprint experiment (resident vs brd vs zram)",
                  "no result set from the footprint experiment was given")
    if not got_walk:
        a.missing("the split of one munmap into page-table walk, swap-entry freeing and zs_free",
                  "needs the footprint sets' probes/ at level full (walk_ns, zs_free latency)")
    return a


def _per_mb_1p(s):
    """time_per_mb of each valid one-process run of set s."""
    return figures.column(s, [r for r in s.valid if r["procs"] == 1], "time_per_mb")


def zram_of_kernel(s, control):
    """Set s is a zram set of control's kernel (same release and config)."""
    return (dig(s.meta, "swap.backend") == "zram"
            and dig(s.meta, "kernel.release") == dig(control.meta, "kernel.release")
            and dig(s.meta, "kernel.config_sha256") == dig(control.meta, "kernel.config_sha256"))


def same_kernel_zram(control, candidates):
    """The zram set measured on the control's kernel (same release and
    config), preferring one of the same experiment; None if there is none."""
    same = [s for s in candidates if zram_of_kernel(s, control)]
    exp = dig(control.meta, "experiment.name")
    return next((s for s in same if dig(s.meta, "experiment.name") == exp), same[0] if same else None)


# what zram's time per MB over a control's is, by the control's backend
CONTROL_MEANS = {
    "none": "what swapping the memory out adds (the swap entries and zram/zsmalloc together)",
    "brd": "the cost zsmalloc/zram add to the same swap entries (brd: RAM, uncompressed, no zsmalloc)",
    "loop": "the cost zsmalloc/zram add to the same swap entries (loop over tmpfs: RAM, uncompressed, "
            "no zsmalloc)"}


CONTROL_COLUMNS = ["control", "backend", "zram", "n_control", "n_zram", "median_control_ms_per_mb",
                   "median_zram_ms_per_mb", "ratio_of_means", "ci_low", "ci_high"]


def control_finding(a, c, candidates):
    """One control set against the zram set of its kernel: time per MB of
    one-process runs, ratio with its interval and what the difference is;
    the swap-entry controls (brd, loop) answer the question, so they make
    the headline and get the CPU profile's answer beside them.  Returns the
    row for tables.json (CONTROL_COLUMNS), None without a comparison."""
    backend = dig(c.meta, "swap.backend")
    zram = same_kernel_zram(c, candidates)
    if zram is None:
        a.caveat(f"{c.label} ({backend}): no zram set of the same kernel "
                 f"({dig(c.meta, 'kernel.release')}) among the inputs, so it is compared with nothing.")
        return None
    cv, zr = _per_mb_1p(c), _per_mb_1p(zram)
    if not (median(zr) and median(cv)):
        return None
    ci = stats.ratio_ci(zr, cv)
    how = "no interval" if ci is None else f"zram/control {ci_text(ci)}"
    a.meaning.append(f"{c.label} ({backend}): {fmt(median(cv), '', 3)} ms/MB against "
                     f"{fmt(median(zr), '', 3)} ms/MB on {zram.label} (zram, same kernel "
                     f"{dig(c.meta, 'kernel.release')}; medians, n = {len(cv)}/{len(zr)}, {how}; "
                     f"{methods.env(zram)}); the "
                     f"difference is {CONTROL_MEANS[backend]}.")
    if backend != "none":
        if ci is not None and a.headline is None:
            a.headline = a.meaning[-1]
        profile_report.footprint_agreement(a, profiled_zram(c, zram, candidates), ci)
    # an open upper end (inf) becomes null where tables.json is written (export.write_json)
    return [c.label, backend, zram.label, len(cv), len(zr), median(cv), median(zr)] + list(ci or (None,) * 3)


def profiled_zram(control, zram, candidates):
    """The set whose CPU profile is Q5's second method: zram itself when
    its runs carry one, else a zram set of the control's kernel that does
    (the profile experiment's); zram when none does."""
    same = [s for s in candidates if s is not zram and zram_of_kernel(s, control)]
    return next((s for s in [zram] + same if profile_report.set_profiles(s)[0]), zram)


def q_compaction(ctx):
    sets = ctx["sets"]
    a = Answer()
    a.measurement = "zsmalloc pages compacted during each run (mm_stat pages_compacted, after minus before)."
    rows = []
    for s in sets:
        d = [x for x in figures.column(s, s.valid, "pages_compacted") if x is not None]
        rows.append([s.label, len(d), stats.total(d) if d else "n/a"])
    a.table = (["kernel", "runs with mm_stat", "pages compacted (sum)"], rows)
    loop = [g for g in exp_questions.ex.groups(sets + ctx["others"], "totalwork")
            if g.params.get("compaction") == "loop"]
    if all(r[2] in (0, "n/a") for r in rows) and not loop:
        a.meaning.append("No compaction ran during the standard runs, so they say nothing about the "
                         "interplay; the answer needs runs with compaction forced concurrently.")
    plain = [g for g in exp_questions.ex.groups(sets + ctx["others"], "totalwork")
             if g.params.get("compaction") != "loop"]
    if loop:
        crow, board = [], []
        for g in loop:
            for s in g.sets:
                kern = g.kernel(s)
                other = [x for pg in plain for x in pg.sets if pg.kernel(x) == kern]
                for key in exp_questions.sorted_cells([s]):
                    exps = [e for _, e in exp_questions.ex.runs_with_exp(s, s.cells().get(key, []))[0]]
                    base_t = exp_questions.task_time(other[0], key) if other else None
                    crow.append([exp_questions.cell_name(key), kern, fmt(base_t, " ms"),
                                 fmt(exp_questions.task_time(s, key), " ms"),
                                 fmt(exp_questions.cell_median(s, key, "compactions"), "", 0),
                                 fmt(exp_questions.cell_median(s, key, "zram_mem_used_total.t100_ms"), " ms", 1)])
                    if any(dig(e, "release.source") == "board" for e in exps) and s.label not in board:
                        board.append(s.label)
        a.tables.append(("Task time without and with a loop writing zram's compact every "
                         f"{loop[0].params.get('compact_ms')} ms (totalwork sets; medians):",
                         ["cell", "kernel", "time, no compaction", "time, compaction loop",
                          "compactions per run", "pool t100 with loop"], crow))
        a.meaning.append("The compaction loop's effect on the deferred backlog is in Q2's table (largest backlog).")
        if board:
            a.caveat(f"{', '.join(board)}: 'pool t100 with loop' is the board's figure (99 % of the growth "
                     "since before the fill, not the report's definition): these sets kept no samples/.")
        a.missing("zs_free and fault latency with compaction running",
                  "the totalwork sets were measured at probe level basic (no zs_free latency) and no workload "
                  "measures faults")
    else:
        a.missing("zs_free and fault latency with compaction running",
                  "no result set ran with concurrent compaction")
    return a


def q_zswap(ctx):
    sets, others = ctx["sets"], ctx["others"]
    a = Answer()
    a.measurement = "The munmap and exit workloads with zswap (on a brd swap device) instead of zram."
    zs = [s for s in sets + others if str(dig(s.meta, "swap.backend", "")).startswith("zswap")]
    rows = []
    for s in zs:
        key = focus_key([s])
        if key:
            rows.append([s.label, f"{key[0]} {workloads.op_name(key[1], key[2])}", fmt(_time(s, key), " ms"),
                         len(s.cells().get(key, []))])
    a.table = (["set", "cell", "median time", "runs"], rows)
    if len(zs) >= 2:
        b, v = zs[0], zs[1]
        key = focus_key([b])
        if key and _time(b, key) and _time(v, key):
            a.meaning.append(f"With zswap, {v.label} takes {fmt(_time(v, key), ' ms')} against "
                             f"{fmt(_time(b, key), ' ms')} on {b.label} "
                             f"({fmt(stats.ratio(_time(b, key), _time(v, key)), 'x')}).")
    exp_questions.zswap(a, sets + others)
    if not zs:
        a.missing("munmap/exit with zswap", "no result set with swap backend zswap+brd")
    a.missing("zswap_load fault latency", "no workload in this toolkit measures swap-in faults yet")
    return a


def q_scaling(ctx):
    sets = ctx["sets"]
    a = Answer()
    a.measurement = ("Concurrent munmap/exit of 1..N processes on one zram pool: per-process time at "
                     "N processes over the time at 1 (1.0 = perfect scaling), N at most the CPUs of "
                     "every set: more processes than CPUs measure the scheduler, not the pool.")
    keys = set().union(*[set(s.cells()) for s in sets])
    ncpus = min((c for c in (dig(s.meta, "machine.ncpus") for s in sets) if isinstance(c, int)), default=None)
    rows, over = [], set()
    for w, kind, size, rkeys in workloads.layouts(keys):
        if kind != "procs":
            continue
        fits = [k for k in rkeys if ncpus is None or k[2] <= ncpus]
        over.update(k[2] for k in rkeys if k not in fits)
        if len(fits) < 2:
            continue
        for s in sets:
            t1, tn = _time(s, fits[0]), _time(s, fits[-1])
            rows.append([f"{w} {size}MB", s.label, f"{fits[0][2]}p {fmt(t1)}", f"{fits[-1][2]}p {fmt(tn)}",
                         fmt(tn / t1 if t1 and tn else None, "x")])
    a.table = (["workload", "kernel", "time at fewest", "time at most (at most one per CPU)", "slowdown"], rows)
    for r in rows:
        a.meaning.append(f"{r[0]} on {r[1]}: per-process time grows {r[4]} from {r[2].split()[0]} to "
                         f"{r[3].split()[0]}.")
    if over:
        a.caveat(f"Left out as oversubscribed (more processes than the {ncpus} CPUs): "
                 + ", ".join(f"{p}p" for p in sorted(over)) + ".")
    if not rows:
        a.missing("process scaling", "the matrix has one process count only" if not over else
                  f"fewer than two process counts fit the {ncpus} CPUs")
    if not ncpus or ncpus <= 8:
        a.missing("scaling on more than 8 CPUs", f"this machine has {ncpus or 'an unknown number of'} CPUs")
    return a


def q_fallback(ctx):
    sets = ctx["sets"]
    a = Answer()
    a.measurement = ("How much of the freeing stays in the unmapping task on a deferring kernel "
                     "(zs_free calls in the task vs in the drain worker; on a patched kernel calls in "
                     "the task are the synchronous fallback), with the drain worker's batches and queue delay.")
    rows = []
    for s in sets:
        zf, _ = probe_data.collect(s, s.valid, "zs_free")
        _, why = probe_data.collect(s, s.valid, "drain")
        v = figures.values(s, s.valid, ("zs_free_calls_task", "zs_free_calls_worker", "queue_delay_p99_ns",
                                        "drain_objects", "drain_batches"))
        u, d = stats.total(v["zs_free_calls_task"]) or 0, stats.total(v["zs_free_calls_worker"]) or 0
        qd = stats.median(v["queue_delay_p99_ns"])
        rows.append([s.label, len(zf), fmt(100.0 * u / (u + d) if u + d else None, "%", 1),
                     fmt(stats.ratio(stats.total(v["drain_objects"]), stats.total(v["drain_batches"])), "", 1),
                     fmt(qd / 1e3 if qd is not None else None, " µs", 1)])
        if why and s is not sets[0]:
            a.missing(f"drain worker activity for {s.label}", probe_data.reasons_text(why))
    a.table = (["kernel", "probed runs", "zs_free in the task", "objects per batch", "queue delay p99"], rows)
    for r in rows[1:]:
        if r[2] != "n/a":
            a.meaning.append(f"{r[0]}: {r[2]} of zs_free calls still ran in the unmapping task "
                             "(fallback plus partial batches).")
    if exp_questions.counters(a, sets + ctx["others"]):
        a.missing("the backlog and fallback rate as RAM and CPU count vary",
                  "the experiment sets come from one machine size only")
    else:
        a.missing("the largest backlog of deferred objects and the synchronous fallbacks",
                  "no experiment set with exp/<run_id>.json (RFC deferred counters) was given")
    return a


def q_bottleneck(ctx):
    sets = ctx["sets"]
    a = Answer()
    a.measurement = ("Lock contention on the free path (probe metric lock: contentions and total wait) "
                     "against the time of the operation, on the kernels measured.")
    rows, shares = [], {}
    for s in sets:
        found, why = probe_data.collect(s, s.valid, "lock")
        m = _medians(s, [r for r, _ in found], ("lock_contentions", "lock_wait_ns", "lock_wait_pct"))
        share = [x for x in figures.column(s, [r for r, _ in found], "lock_wait_pct") if x is not None]
        rows.append([s.label, dig(s.meta, "kernel.release"), len(found), fmt(m["lock_contentions"], "", 0),
                     fmt(m["lock_wait_ns"] / 1e3 if m["lock_wait_ns"] is not None else None, " µs", 1),
                     fmt(m["lock_wait_pct"], "%", 2)])
        shares[s.label] = (m["lock_wait_pct"], len(share))
        if why:
            a.missing(f"lock contention for {s.label}", probe_data.reasons_text(why))
    a.table = (["kernel", "release", "runs", "contentions", "wait", "wait / task time"], rows)
    for s in sets:      # the share itself, no word from a fixed cut-off
        share, n = shares[s.label]
        if share is not None:
            a.meaning.append(f"{s.label}: lock waits are {fmt(share, '%')} of the tasks' freeing time (median over "
                             f"{n} runs){environment_text(s)}.")
    return a


# Each question: its id, title, who asked, the question, the function that
# answers it (its method and prose) and the per-run figures of the registry
# it reads (figures.REGISTRY names; tests/analysis/test_figures.py checks
# each answer reads no other).
Question = namedtuple("Question", "qid title asked_by text fn metrics")


def series_figures(series):
    """The registry's figures of one sampled series of the exp/ records."""
    return tuple(f"{series}.{f}" for f, *_ in figures.exp.SERIES_FIELDS)


RELEASE_FIGURES = (tuple(f.name for f in figures.RELEASE + figures.TAIL) + series_figures("zram_mem_used_total")
                   + series_figures("mem_free_kb")
                   + ("alloc_ms", "alloc_direct_reclaim", "pgscan_direct", "balloon_mb"))

QUESTIONS = tuple(Question(*q) for q in (
    ("q1", "Cost breakdown of the deferred path", "Yosry Ahmed (RFC v3)",
     "How much of the speedup comes from class->lock batching, from deferring only free_zspage, and "
     "from the zram/zswap side work, each on its own?",
     q_cost_breakdown,
     ("time_ms", "zs_free_calls_task", "zs_free_calls_worker", "zs_free_p50_ns", "zs_free_p90_ns")),
    ("q2", "Total work and CPU under pressure", "Kairui Song (RFC v2; Lei Liu's v0)",
     "Is the total CPU time (exiting tasks plus workers) unchanged or higher with deferral, and what "
     "happens while the system is reclaiming?",
     q_total_work,
     ("time_ms", "task_us_per_mb", "worker_us_per_mb", "total_us_per_mb", "task_cg_ms", "sync_fallbacks",
      "max_backlog", "compactions") + tuple(figures.pressure.name(k) for k, *_ in figures.pressure.FIGURES)),
    ("q3", "Is memory released later? (rate of memory return)",
     "Nhat Pham (reply to RFC v4, question 1); Barry Song (2024); Shakeel Butt (2025)",
     "Would memory freeing be slowed down? Compare host memory usage over the period after the kill or "
     "munmap, and whether the foreground task hits direct reclaim while the worker drains.",
     q_release,
     ("time_ms", "max_ms", "held", "mem_free_held") + RELEASE_FIGURES),
    ("q4", "Isolation on a busy multi-tenant host", "Nhat Pham (reply to RFC v4, question 2)",
     "When one tenant is killed, does the unaccounted asynchronous work hurt the other tenants, and "
     "which cgroup or CPU pays for the drain?",
     q_isolation,
     ("freeing_ns", "worker_ns", "worker_ns_by_cgroup", "worker_ns_by_cpu", "task_cg_ms",
      "tenant_base_iter_per_s", "tenant_base_p99_us", "tenant_dip_pct", "tenant_impact_p99_us",
      "tenant_impact_max_us")),
    ("q5", "zsmalloc inefficiency or logical footprint?", "Nhat Pham (reply to RFC v4, question 3)",
     "How much of the slowdown is zsmalloc's own inefficiency and how much the larger logical footprint "
     "that compression allows? Control: no zsmalloc, the same logical memory, kill, compare.",
     q_footprint,
     ("time_ms", "time_per_mb", "compression_ratio", "zsmalloc_overhead_pct", "zs_free_calls",
      "zs_free_est_ms")),
    ("q6", "Compaction interplay", "Nhat Pham (May 2026)",
     "What are zs_free and fault latency with zsmalloc compaction or migration running?",
     q_compaction,
     ("time_ms", "pages_compacted", "compactions", "zram_mem_used_total.t100_ms")),
    ("q7", "zswap numbers", "Nhat Pham (RFC v2 4/4); Sergey Senozhatsky (v1)",
     "What do munmap and exit cost with zswap instead of zram, and zswap_load fault latency?",
     q_zswap,
     ("time_ms",) + series_figures("zswap_pool_total_size")),
    ("q8", "Single-pool scaling on many cores", "Nhat Pham (RFC v2)",
     "How do concurrent exits on one zram or zswap pool scale, on more than 8 CPUs?",
     q_scaling,
     ("time_ms",)),
    ("q9", "Pool sizing and fallback frequency", "Nhat Pham (RFC v3 1/4)",
     "How often does deferral overflow into synchronous freeing, as RAM and CPU count vary?",
     q_fallback,
     ("zs_free_calls_task", "zs_free_calls_worker", "queue_delay_p99_ns", "drain_objects", "drain_batches",
      "sync_fallbacks", "deferred_objs", "max_backlog")),
    ("q10", "Bottleneck evidence on current kernels", "Kairui Song and Barry Song (Lei Liu's v0)",
     "On kernels with the swap-table and batch-free changes, is the time lock waiting or work?",
     q_bottleneck,
     ("lock_contentions", "lock_wait_ns", "lock_wait_pct")),
))


def answer_sentence(a, problems):
    """The one-sentence answer: the first finding that carries its interval,
    or why these sets give none."""
    if problems:
        return ("Not answered by these result sets: " + "; ".join(problems) + f" (needs {a.method}).")
    with_ci = [m for m in a.meaning if "95 % CI" in m]
    if a.headline in with_ci:
        return a.headline
    if with_ci:
        return with_ci[0]
    return "No finding with a confidence interval in these result sets; see the numbers and caveats."


def _steps(sets, pair_spec):
    """The (A, B) set pairs the report compares: --pairs, else the lineage."""
    by = {s.label: s for s in sets}
    labels = [s.label for s in sets]
    return [(by[a], by[b]) for a, b in (pairs.parse(pair_spec, labels) if pair_spec else pairs.default(labels))]


def answer_all(sets, others, pair_spec=None):
    """[(id, title, asked_by, question, Answer)] for the report."""
    key = focus_key(sets)
    ctx = {"sets": sets, "others": others, "key": key,
           "steps": _steps(sets, pair_spec)}
    out = []
    for qid, title, who, text, fn, _ in QUESTIONS:
        if key is None:
            a = Answer()
            a.missing("everything", "no valid runs in the baseline")
        else:
            a = fn(ctx)
        a.method, problems = methods.check(qid, sets, others)
        a.answer = answer_sentence(a, problems)
        for p in problems:
            a.caveat(f"Method: {p}; this question needs {a.method.split(': ', 1)[1]}.")
        out.append((qid, title, who, text, a))
    return out

"""What the deferral costs under pressure: the pressure experiment's tables
and findings for the report (Q2), per limit and kernel, from the
registry's pressure.* figures (defined in pressure.py).  Per limit, each
kernel's per-run figures are compared (stats.compare_runs: ratio of means,
Fieller's 95 % interval) with the baseline's, with those of the kernel it
extends and of the other bounded variant (lineage.default_pairs); medians
in the tables."""
from . import experiments as ex
from . import figures, lineage, stats, textfmt
from .figures import pressure as pfig
from .stats import median
from .textfmt import fmt
from .table import Table

LIMIT_TEXT = {"zram": "zram's mem_limit", "zswap": "zswap's max_pool_percent", "memcg": "memory.zswap.max"}
# (figure, column, unit, scale, digits) of the two tables
LIMIT_COLS = (("peak_over_bytes", "peak over limit", " MB", 1 / 1048576, 2),
              ("over_ms", "counted against it for", " ms", 1, 1),
              ("held_over_ms", "pool held over it for", " ms", 1, 1),
              ("rejected_pages", "rejected stores", " pages", 1, 0),
              ("writeback_pages", "writebacks", " pages", 1, 0),
              ("wb_queued_pages", "writebacks while queued", " pages", 1, 0),
              ("max_backlog_objs", "largest backlog", " objs", 1, 0))
RECLAIM_COLS = (("reclaim_entries", "reclaim entered", "", 1, 0),
                ("shrinker_ms", "in zs_shrinker_scan", " ms", 1, 2),
                ("shrinker_kswapd_ms", "of it in kswapd", " ms", 1, 2),
                ("shrinker_direct_ms", "in direct reclaim", " ms", 1, 2),
                ("shrinker_other_ms", "in proactive reclaim", " ms", 1, 2),
                ("shrinker_max_ms", "longest call", " ms", 1, 2),
                ("shrinker_calls", "calls", "", 1, 0),
                ("shrinker_scans", "calls that scanned", "", 1, 0),
                ("direct_reclaim_ms", "direct reclaim", " ms", 1, 1),
                ("kswapd_ms", "kswapd awake", " ms", 1, 1),
                ("memcg_reclaim_ms", "memcg reclaim", " ms", 1, 1))
# tables.json's q2-pressure: each finding's comparison, kernel b against kernel a (lineage.default_pairs)
DATA_COLUMNS = ["limit", "kernel_a", "kernel_b", "figure", "n_a", "n_b", "median_a", "median_b",
                "ratio_of_means", "ci_low", "ci_high", "verdict"]
# the findings stated with their interval for each pair of kernels
FINDINGS = (("over_ms", "the released memory counted against the limit for", " ms"),
            ("peak_over_bytes", "the pool's peak over the limit was", " bytes"),
            ("rejected_pages", "stores rejected meanwhile:", " pages"),
            ("shrinker_ms", "reclaim spent in zsmalloc's shrinker", " ms"),
            # the one call a reclaimer waited longest in: where a flush of the backlog shows
            ("shrinker_max_ms", "reclaim's longest call into zsmalloc's shrinker took", " ms"),
            ("shrinker_kswapd_ms", "kswapd spent in zsmalloc's shrinker", " ms"),
            ("shrinker_direct_ms", "direct reclaim spent in zsmalloc's shrinker", " ms"),
            ("direct_reclaim_ms", "direct reclaim took", " ms"))


def cell(values, unit, scale, nd):
    """'median (n)' of a figure's per-run values, 'n/a' without any."""
    v = stats.finite(values)
    if not v:
        return "n/a"
    return f"{fmt(median(v) * scale, unit, nd)} (n = {len(v)})"


def finding(kern, base, name, text, unit, a_vals, b_vals):
    """(compare_runs' result, one sentence: the kernel's median and its ratio
    to the baseline's), or None without runs on a side."""
    c = stats.compare_runs(b_vals, a_vals)     # a: the baseline's, b: the kernel's
    if not c["n_a"] or not c["n_b"]:
        return None
    how = (textfmt.ci_text((c["ratio"], c["low"], c["high"])) if c["ratio"] is not None
           else textfmt.interval_text(c))
    return c, (f"{kern}: {text} {fmt(c['median_b'], unit, 1)} (median, n = {c['n_b']}) against "
               f"{fmt(c['median_a'], unit, 1)} on {base} (n = {c['n_a']}): ratio of means {how}, {c['verdict']}.")


def kernel(g, s, limit):
    """The kernel part of a LABEL.pressure-<limit> set's label (LABEL may hold dots)."""
    suffix = f".pressure-{limit}"
    return s.label[:-len(suffix)] if s.label.endswith(suffix) and s.label != suffix else g.kernel(s)


def answer(a, all_sets):
    """Adds the pressure tables and findings to Answer a; the rows, [] when
    no pressure set was given."""
    lrows, rrows, drows = [], [], []
    for g in ex.groups(all_sets, "pressure"):
        limit = g.params.get("limit", "?")
        per = {}
        for s in g.sets:
            runs = [r for r in s.valid if figures.Run(s, r).pressure is not None]
            v = figures.values(s, runs, [pfig.name(k) for k, *_ in pfig.FIGURES])
            kern = kernel(g, s, limit)
            per[kern] = {k: v[pfig.name(k)] for k, *_ in pfig.FIGURES}
            col = per[kern].get
            lb = median(stats.finite(col("limit_bytes")))
            lrows.append([limit, kern, len(runs), fmt(lb / 1048576 if lb else None, " MB", 1)]
                         + [cell(col(k), u, sc, nd) for k, _, u, sc, nd in LIMIT_COLS])
            rrows.append([limit, kern, len(runs)]
                         + [cell(col(k), u, sc, nd) for k, _, u, sc, nd in RECLAIM_COLS])
            notes = sorted({n for n in (figures.Run(s, r).pressure["trace_note"] for r in runs) if n})
            if notes:
                a.caveat(f"{s.label}: reclaim figures null in some runs: {'; '.join(notes)}.")
            idle = sum(1 for e in col("reclaim_entries") if e == 0)
            if idle:
                a.caveat(f"{s.label}: reclaim did not run in the window of {idle} of {len(runs)} runs: their "
                         "reclaim times are null, not 0.")
        for ka, kb in lineage.default_pairs(list(per)):
            for name, text, unit in FINDINGS:
                got = finding(kb, ka, name, f"under {LIMIT_TEXT.get(limit, limit)}, {text}", unit,
                              per[kb][name], per[ka][name])
                if got:
                    c, line = got
                    a.meaning.append(line)
                    drows.append([limit, ka, kb, name, c["n_a"], c["n_b"], c["median_a"], c["median_b"],
                                  c["ratio"], c["low"], c["high"], c["verdict"]])
    if not lrows:
        a.missing("the cost under a binding limit (zram's mem_limit, zswap's pool limit, memory.zswap.max)",
                  "no result set from the pressure experiment was given (workloads/experiments/all --only "
                  "pressure; zsfree-board all's pressure step)")
    if lrows:
        a.tables.append((
            "Pressure experiment: the victim released under a limit set just above the pool while the storer "
            "keeps storing (analysis/zsfree_analysis/pressure.py defines each figure; medians over runs):",
            ["limit", "kernel", "runs", "limit"] + [c for _, c, _, _, _ in LIMIT_COLS], lrows))
        a.tables.append((
            "Pressure experiment: reclaim from the tracepoints (mm_shrink_slab_start/end of zs_shrinker_scan, "
            "kswapd's, a direct reclaim's and the rest (proactive); direct and memcg reclaim begin/end, kswapd "
            "wake/sleep; summed per run, medians over the runs in which reclaim ran):",
            ["limit", "kernel", "runs"] + [c for _, c, _, _, _ in RECLAIM_COLS], rrows))
    if drows:
        a.data.append(Table("q2-pressure", "Q2: the pressure experiment's figures, kernel b against kernel a "
                            "(ratio of means, 95 % interval)", "", DATA_COLUMNS, drows))
    return lrows

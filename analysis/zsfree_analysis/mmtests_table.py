"""The detailed table in mmtests' compare-kernels layout.

  munmap: time_ms (lower is better)
                                   base                 p1
  Min       64MB-1p       13.81 (   0.00%)     3.62 ( +73.79%)
  Amean     64MB-1p       13.90 (   0.00%)     3.70 * +73.38%*

One column per kernel; the percentage is relative to the base and positive
always means better (lower for times; Stddev and CoeffVar lower too).  The
Amean cell is marked *...* instead of (...) when Welch's t-test on that op's
runs gives p < 0.05.  Method and n are stated under the table.
"""
import math

from . import stats, workloads
from .table import Table, chunks, fit_label, wrap

WIDTH = 80
COL = 19


def _value(stat, v):
    if v is None:
        return "-"
    if stat == "Samples":
        return str(int(v))
    # Rates such as bytes/ms run to 8 digits; keep the 8-column field with
    # SI suffixes (the RFC v4 cover letter writes 63M bytes/ms the same way).
    if abs(v) >= 1e9:
        return f"{v / 1e9:.2f}G"
    if abs(v) >= 1e6:
        return f"{v / 1e6:.2f}M"
    if abs(v) >= 1e5:
        return f"{v / 1e3:.1f}k"
    return f"{v:.2f}"


def _cell(stat, v, pct, is_base, sig):
    if stat == "Samples" or v is None:
        return _value(stat, v).rjust(8) + " " * 11
    if pct is None:
        mark = "(       -)"
    elif is_base:
        mark = "(   0.00%)"
    else:
        mark = f"({pct:+7.2f}%)"
    if sig:
        mark = "*" + mark[1:-1] + "*"
    return _value(stat, v).rjust(8) + " " + mark.rjust(10)


def build(sets, metric="time_ms", higher_is_better=False, only=None):
    """One Table per workload (or per workload in only); sets[0] is the baseline."""
    base = sets[0]
    cells = {s.label: s.cells() for s in sets}
    keys = sorted(set().union(*[set(c) for c in cells.values()]))
    tables = []
    for workload in workloads.ordered({k[0] for k in keys if only is None or k[0] in only}):
        wkeys = sorted((k for k in keys if k[0] == workload), key=lambda k: (k[2], k[1]))
        ops = [(workloads.op_name(k[1], k[2]), k) for k in wkeys]
        opw = max(len(o) for o, _ in ops) + 1
        summaries = {}
        samples = {}
        for s in sets:
            for _, k in ops:
                vals = [r[metric] for r in cells[s.label].get(k, []) if r.get(metric) is not None]
                samples[(s.label, k)] = vals
                summaries[(s.label, k)] = stats.summary(vals, higher_is_better)
        tidy = []
        sig_any = False
        for s in sets:
            for op, k in ops:
                for stat in stats.STAT_ROWS:
                    v = summaries[(s.label, k)][stat]
                    b = summaries[(base.label, k)][stat]
                    pct = None if stat == "Samples" else stats.pct_better(
                        b, v, higher_is_better and stat not in ("Stddev", "CoeffVar"))
                    w = stats.welch(samples[(base.label, k)], samples[(s.label, k)]) \
                        if stat == "Amean" and s is not base else None
                    tidy.append([workload, k[1], k[2], s.label, stat, v, pct,
                                 None if w is None else w[2],
                                 None if w is None else bool(w[2] < stats.SIGNIFICANCE_P and stats.enough_runs(
                                     samples[(base.label, k)], samples[(s.label, k)]))])
        gmean = {}
        for s in sets:
            logs = [math.log(summaries[(s.label, k)]["Amean"] / summaries[(base.label, k)]["Amean"])
                    for _, k in ops if summaries[(s.label, k)]["Amean"] and summaries[(base.label, k)]["Amean"]]
            gmean[s.label] = math.exp(sum(logs) / len(logs)) if logs else None
            tidy.append([workload, None, None, s.label, "Gmean", gmean[s.label], None, None, None])
        per_block = max(1, (WIDTH - 10 - opw) // COL - 1)
        direction = "higher is better" if higher_is_better else "lower is better"
        lines = [f"{workloads.describe(workload)}: {metric} ({direction})"]
        for group in chunks([s.label for s in sets[1:]], per_block):
            cols = [base.label] + group
            lines.append(" " * (10 + opw) + "".join(fit_label(c, COL - 1).rjust(COL) for c in cols))
            for op, k in ops:
                for stat in stats.STAT_ROWS:
                    line = stat.ljust(10) + op.ljust(opw)
                    for lab in cols:
                        v = summaries[(lab, k)][stat]
                        b = summaries[(base.label, k)][stat]
                        pct = None if stat == "Samples" else stats.pct_better(
                            b, v, higher_is_better and stat not in ("Stddev", "CoeffVar"))
                        sig = stat == "Amean" and lab != base.label and stats.significant(
                            samples[(base.label, k)], samples[(lab, k)])
                        sig_any |= sig
                        line += _cell(stat, v, pct, lab == base.label, sig)
                    lines.append(line.rstrip())
            line = "Gmean".ljust(10) + ("Higher" if higher_is_better else "Lower").ljust(opw)
            for lab in cols:
                g = gmean[lab]
                line += ("-" if g is None else f"{g:.2f}").rjust(8) + " " * 11
            lines.append(line.rstrip())
            lines.append("")
        ns = []
        for s in sets:
            n = sorted({len(samples[(s.label, k)]) for _, k in ops})
            ns.append(f"{s.label} {n[0]}" if len(n) == 1 else f"{s.label} {n[0]}-{n[-1]}")
        lines += wrap(
            f"n = valid runs per op: {', '.join(ns)}.  % = change against {base.label}, "
            f"positive = better ({direction}; Stddev and CoeffVar lower is better).  "
            "Significance: two-sided Welch's t-test (scipy.stats.ttest_ind, equal_var=False) "
            f"on each op's runs against {base.label}; *x%* on the Amean row marks p < 0.05 "
            f"(never with fewer than {stats.MIN_RUNS} runs on a side)"
            + ("" if sig_any else " (no op reached it)") + ".  "
            "Stddev is the sample standard deviation (n-1); CoeffVar = 100*Stddev/Amean; "
            "Pctile by linear interpolation; BAmean.95 = mean of the best 95% of runs.  "
            f"Gmean {'Higher' if higher_is_better else 'Lower'}: geometric mean over the ops of each "
            f"kernel's Amean / {base.label}'s ({'above' if higher_is_better else 'below'} 1 is better).",
            WIDTH, indent="")
        tables.append(Table(f"mmtests-{workload}-{metric}", f"{workload} {metric} (mmtests layout)",
                            "\n".join(lines),
                            ["workload", "size_mb", "procs", "kernel", "stat", "value",
                             "pct_better", "welch_p", "significant"], tidy))
    return tables

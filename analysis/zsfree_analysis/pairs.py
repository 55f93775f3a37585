"""Comparisons between any two kernels, not only against the baseline.

A pair A:B compares B with A in every cell both measured: the ratio of
mean times A/B (above 1: B is faster) with its 95 % confidence interval and
Welch's p (stats.ratio_ci, stats.welch).  The verdict word comes from the
interval alone (stats.verdict), and none is given to a cell with fewer
than stats.MIN_RUNS runs on a side.  Without --pairs each kernel is
compared with the baseline and with the kernel it extends, and two
kernels that extend the same one with each other (lineage.default_pairs,
from kernel-patches/variants).
"""
from . import lineage, stats, textfmt, workloads
from .errors import AnalysisError
from .table import Table, fit_label

WIDTH = 80
TOO_FEW = f"no verdict (n < {stats.MIN_RUNS})"
COLUMNS = ["a", "b", "workload", "size_mb", "procs", "n_a", "n_b", "mean_a_ms", "mean_b_ms",
           "ratio_a_over_b", "ci_low", "ci_high", "welch_p", "verdict"]


def parse(spec, labels):
    """[(A, B)] from "A:B,C:D"; every label must be one of the sets given."""
    out = []
    for item in spec.split(","):
        parts = item.split(":")
        if len(parts) != 2 or not all(parts):
            raise AnalysisError(f"--pairs: {item!r} is not A:B (e.g. --pairs p1:p1+2,base:p1)")
        for lab in parts:
            if lab not in labels:
                raise AnalysisError(f"--pairs: no result set labelled {lab!r} among the inputs "
                                    f"({', '.join(labels)})")
        if parts[0] == parts[1]:
            raise AnalysisError(f"--pairs: {item!r} compares a kernel with itself")
        out.append((parts[0], parts[1]))
    return out


def adjacent(labels):
    return list(zip(labels, labels[1:]))


def default(labels):
    """The pairs compared without --pairs: the kernels' lineage
    (lineage.default_pairs), not the order the sets were given in."""
    return lineage.default_pairs(labels)


def cell_order(key):
    known = workloads.ORDER.index(key[0]) if key[0] in workloads.ORDER else len(workloads.ORDER)
    return known, key[0], key[2], key[1]


def compare(a, b):
    """One row (COLUMNS) per cell measured by both sets a and b."""
    ca, cb = a.cells(), b.cells()
    rows = []
    for key in sorted(set(ca) & set(cb), key=cell_order):
        ta = [r["time_ms"] for r in ca[key]]
        tb = [r["time_ms"] for r in cb[key]]
        ci = stats.ratio_ci(ta, tb)
        w = stats.welch(ta, tb)
        rows.append([a.label, b.label, key[0], key[1], key[2], len(ta), len(tb),
                     stats.mean(ta), stats.mean(tb),
                     None if ci is None else ci[0], None if ci is None else ci[1],
                     None if ci is None else ci[2], None if w is None else w[2],
                     stats.verdict(ci) if min(len(ta), len(tb)) >= stats.MIN_RUNS else TOO_FEW])
    return rows


def regressions(rows):
    """The rows whose whole interval says B is slower than A."""
    return [r for r in rows if r[13] == "slower"]


SUMMARY_HEADER = ["pair (B against A)", "cells", "B faster", "B slower", "inconclusive", "no verdict",
                  "ratio of means A/B, range"]


def summary_table(rows):
    """(header, rows): per pair, how many cells say faster, slower,
    inconclusive or nothing (too few runs), and the range of the ratios."""
    out = []
    for pair in dict.fromkeys((r[0], r[1]) for r in rows):
        mine = [r for r in rows if (r[0], r[1]) == pair]
        ratios = [r[9] for r in mine if r[9] is not None]
        count = {w: sum(1 for r in mine if r[13] == w) for w in ("faster", "slower", "inconclusive")}
        out.append([f"{pair[1]} against {pair[0]}", len(mine), count["faster"], count["slower"],
                    count["inconclusive"], len(mine) - sum(count.values()),
                    f"{min(ratios):.2f}x - {max(ratios):.2f}x" if ratios else "n/a"])
    return SUMMARY_HEADER, out


def p_text(p):
    return "-" if p is None else "<0.001" if p < 0.001 else f"{p:.3f}"


def row_text(r):
    """One line within 80 columns."""
    cell = f"{r[2]} {workloads.op_name(r[3], r[4])}"
    ratio = "-" if r[9] is None else f"{r[9]:.2f}x [{r[10]:.2f}, {r[11]:.2f}]"
    p = p_text(r[12])
    return (f"  {cell:<16} {r[5]:>2}/{r[6]:<2} {textfmt.fmt(r[7]):>7} {textfmt.fmt(r[8]):>7} "
            f"{ratio:>18} {p:>6} {r[13]}")


def sentence(r, env=""):
    """A regression or difference as one sentence for the report's summary."""
    cell = f"{r[2]} {workloads.op_name(r[3], r[4])}"
    return (f"{r[1]} is {r[13]} than {r[0]} in {cell}: {r[8]:.2f} vs {r[7]:.2f} ms (means), "
            f"{r[0]}/{r[1]} = {r[9]:.2f}x, 95 % CI [{r[10]:.2f}, {r[11]:.2f}], Welch p "
            f"{'' if p_text(r[12])[0] == '<' else '= '}{p_text(r[12])}, n = {r[5]}/{r[6]}{env}.")


def build(sets, pairs):
    """One Table over every pair: text per pair, tidy rows for CSV/JSON."""
    by = {s.label: s for s in sets}
    lines, rows = [], []
    for la, lb in pairs:
        prs = compare(by[la], by[lb])
        rows += prs
        lines.append(f"{fit_label(lb, 30)} against {fit_label(la, 30)}: "
                     f"ratio of means {fit_label(la, 12)}/{fit_label(lb, 12)}")
        lines.append(f"  {'cell':<16} {'n':^5} {'mean A':>7} {'mean B':>7} {'ratio [95% CI]':>18} "
                     f"{'p':>6} verdict")
        lines += [row_text(r) for r in prs] or ["  no cell measured by both"]
        lines.append("")
    lines.append("ratio > 1: B faster.  CI: Fieller's interval of mean A / mean B, Welch df;")
    lines.append("p: two-sided Welch's t-test.  The verdict comes from the interval only.")
    return Table("pairs-time_ms", "Pairwise comparisons (any two kernels)", "\n".join(lines),
                 COLUMNS, rows)

"""Q3's reading of a release: the bulk and the tail apart, against the
kernel each pair compares with.

The bulk is t50, t90 and the pool memory held (figures.RELEASE); the tail
is t100 and what the drain worker's last run says about it (figures.TAIL).
Every comparison is a ratio of means with its 95 % interval and n
(stats.compare_runs); the table shows medians, labelled as such.
"""
from . import figures, stats, textfmt, workloads
from .table import Table

COLUMNS = ["cell", "kernel_a", "kernel_b", "figure", "unit", "n_a", "n_b", "mean_a", "mean_b",
           "median_a", "median_b", "ratio_b_over_a", "ci_low", "ci_high", "verdict"]
TAIL_COLUMNS = ["cell", "kernel", "figure", "unit", "n", "median", "min", "max"]


def cell_text(key):
    return f"{key[0]} {workloads.op_name(key[1], key[2])}"


def start_text(key):
    return "SIGKILL is sent" if key[0] == "exit" else "munmap() is called"


def compare_cell(key, a, b):
    """[COLUMNS row] per release figure of cell key, set b against set a."""
    names = [f.name for f in figures.RELEASE]
    va = figures.values(a, a.cells().get(key, []), names)
    vb = figures.values(b, b.cells().get(key, []), names)
    rows = []
    for f in figures.RELEASE:
        c = stats.compare_runs(va[f.name], vb[f.name], "later" if f.unit == "ms" else "more",
                               "earlier" if f.unit == "ms" else "less")
        rows.append([cell_text(key), a.label, b.label, f.name, f.unit, c["n_a"], c["n_b"], c["mean_a"],
                     c["mean_b"], c["median_a"], c["median_b"], c["ratio"], c["low"], c["high"], c["verdict"]])
    return rows


def tail_rows(key, s):
    """[TAIL_COLUMNS row] per tail figure of set s in cell key; [] when no
    run has drain events (a kernel that does not defer)."""
    v = figures.values(s, s.cells().get(key, []), [f.name for f in figures.TAIL])
    rows = []
    for f in figures.TAIL:
        x = stats.finite(v[f.name])
        if x:
            rows.append([cell_text(key), s.label, f.name, f.unit, len(x), stats.median(x), min(x), max(x)])
    return rows


def _c(row):
    """A COLUMNS row back as compare_runs' dict, for the text helpers."""
    return dict(zip(("n_a", "n_b", "mean_a", "mean_b", "median_a", "median_b", "ratio", "low", "high",
                     "verdict"), row[5:]))


def figure_text(row, nd=1):
    c = _c(row)
    return (f"{row[3]} {textfmt.fmt(c['mean_b'], '', nd)} vs {textfmt.fmt(c['mean_a'], '', nd)} {row[4]} "
            f"({textfmt.interval_text(c)}, n = {c['n_b']}/{c['n_a']}: {c['verdict']})")


def comes_back(what, word):
    """'the bulk comes back later', or 'the bulk is inconclusive' for a
    verdict that is not a direction."""
    return f"{what} comes back {word}" if word in ("later", "earlier") else f"{what} is {word}"


def bulk_sentence(key, rows, env):
    """One sentence per pair and cell: the bulk first, then the tail."""
    by = {r[3]: r for r in rows}
    cell, a, b = rows[0][0], rows[0][1], rows[0][2]
    return (f"{cell}, {b} against {a}, from the moment {start_text(key)}: "
            f"{comes_back('the bulk', by['t90'][14])}: {figure_text(by['t50'])}, {figure_text(by['t90'])}, "
            f"pool memory {figure_text(by['held'])}; {comes_back('the tail', by['t100'][14])}: "
            f"{figure_text(by['t100'])} "
            f"(means; ratios {b}/{a} of means with Fieller's 95 % CI{env.replace(' (', '; ').rstrip(')')}).")


def tail_sentence(rows, env):
    """What the last drain run of a deferring kernel says about its tail."""
    by = {r[2]: r for r in rows}
    if not {"tail_start_ms", "tail_objects"} <= set(by):
        return None
    st, ob = by["tail_start_ms"], by["tail_objects"]
    f1 = textfmt.fmt
    text = (f"{st[0]} on {st[1]}: the drain worker's last run starts {f1(st[5], '', 1)} ms after t0 "
            f"(median, {f1(st[6], '', 1)}-{f1(st[7], '', 1)} ms, n = {st[4]}) and frees {textfmt.count(ob[5])} "
            f"objects ({textfmt.count(ob[6])}-{textfmt.count(ob[7])})")
    if "tail_gap_ms" in by:
        g = by["tail_gap_ms"]
        text += f", after the worker sat idle {f1(g[5], '', 1)} ms ({f1(g[6], '', 1)}-{f1(g[7], '', 1)})"
    if "tail_mib" in by:
        m = by["tail_mib"]
        kib = [textfmt.count(x * 1024) for x in m[5:8]]
        text += f"; {kib[0]} KiB of the pool ({kib[1]}-{kib[2]}) come back from it on"
    return (text + ": objects left queued in partially filled batches, freed only when the batches' aging "
            "work fires (ZS_FREE_AGE, one second, in \"mm/zsmalloc: defer object free to per-cpu batches\"), "
            f"not by the bulk's drain{env}.")


def tables(rows, tails):
    """The machine-readable tables of Q3 for tables.json."""
    return [Table("q3-release-pairs", "Q3: release figures, kernel b against kernel a", "", COLUMNS, rows),
            Table("q3-release-tail", "Q3: the drain worker's last run per kernel", "", TAIL_COLUMNS, tails)]

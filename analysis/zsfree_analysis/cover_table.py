"""The RFC v4 cover letter's table ("mm/zsmalloc: defer object free to per-cpu batches"), ready to paste into an email.

  times in ms, speedups over base
              Base       Patch1       Patch1+2
  size        time    time speedup   time speedup
  64MB       13.81    3.62   3.81x   3.28   4.21x

Column geometry copied from the cover letter: 2 spaces, an 8-column row
label, the base time right-aligned in 8 columns, then per variant time and
speedup in 8 columns each.  At most 3 variants per block keeps a block
within 72 columns; more variants get further blocks that repeat the base.

Above each table, the line the cover letter puts there: the machine, the
accelerator, CPUs, kernels, protocol and n.  A speedup whose cell cannot
carry a verdict is marked (MARKS), from the same ratio-of-means interval
as the pairs table; a row with more processes than CPUs is marked
oversubscribed.
"""
from . import resultset, stats, workloads
from .resultset import dig
from .table import Table, chunks, fit_label, wrap

# speedup marks: the 95 % interval of the ratio of means includes 1, or a
# side has fewer than stats.MIN_RUNS runs
MARKS = {"inconclusive": "?", "too few": "!"}
OVERSUBSCRIBED = "*"

WIDTH = 72
VARIANTS_PER_BLOCK = 3


def _num(v):
    return "-" if v is None else f"{v:.2f}"


def _speedup(base, v, mark=""):
    if base is None or v is None or v == 0:
        return "-"
    return f"{base / v:.2f}x{mark}"


def cell_mark(base_times, times):
    """(mark, ratio_ci) of one variant cell against the baseline's."""
    ci = stats.ratio_ci(base_times, times)
    if min(len(base_times), len(times)) < stats.MIN_RUNS:
        return MARKS["too few"], ci
    return ("" if stats.verdict(ci) in ("faster", "slower") else MARKS["inconclusive"]), ci


def pre_delay(s):
    """munmap-bench's --pre-delay of a set in ms (0 for none), from
    meta.json, else from the command that made it; None if unknown."""
    v = dig(s.meta, "matrix.pre_delay_ms")
    if isinstance(v, int):
        return v
    words = str(s.meta.get("command") or "").split()
    if "--pre-delay" in words[:-1]:
        arg = words[words.index("--pre-delay") + 1]
        return int(arg) if arg.isdigit() else None
    return 0 if s.meta.get("command") else None


def protocol_text(sets):
    delays = sorted({pre_delay(s) for s in sets}, key=lambda d: (d is None, d))
    words = ["unknown" if d is None else "none" if d == 0 else f"{d} ms" for d in delays]
    return "pre-release delay (munmap-bench --pre-delay) " + "/".join(words)


def environment_line(sets, ns):
    """machine, accelerator, CPUs, kernels, protocol and n of one table."""
    b = sets[0]
    machines = dict.fromkeys(f"{dig(s.meta, 'machine.cpu_model')} ({dig(s.meta, 'machine.arch')})" for s in sets)
    envs = dict.fromkeys(f"{resultset.accelerator(s)}, " + (f"{dig(s.meta, 'machine.ncpus')} CPUs"
                         if dig(s.meta, "machine.virt") == "bare" else resultset.vcpus(s)) for s in sets)
    kernels = ", ".join(dict.fromkeys(str(dig(s.meta, "kernel.release")) for s in sets))
    ns = [n for n in ns if n]
    n = "no runs" if not ns else f"n = {min(ns)}" + (f"-{max(ns)}" if max(ns) > min(ns) else "") + " per cell"
    page = dig(b.meta, "machine.page_size")
    return (f"machine: {'; '.join(machines)}, {'; '.join(envs)}"
            + (f", {page // 1024}K pages" if isinstance(page, int) else "")
            + f"; kernels {kernels}; {protocol_text(sets)}; {n}")


def legend(marks, over, stat):
    """What the speedups and their marks are, below each table."""
    word = "medians" if stat == "median" else "means"
    out = [f"speedup = base/variant {word}"
           + ("" if stat == "mean" else "; marks from the 95 % interval of the ratio of means (pairs table)")]
    if MARKS["inconclusive"] in marks:
        out.append(f"{MARKS['inconclusive']} interval includes 1: inconclusive")
    if MARKS["too few"] in marks:
        out.append(f"{MARKS['too few']} fewer than {stats.MIN_RUNS} runs: no verdict")
    if over:
        out.append(f"{OVERSUBSCRIBED} more processes than CPUs: oversubscribed, not scaling")
    return wrap("; ".join(out) + ".", WIDTH)


def oversubscribed(sets, key):
    """True when a cell runs more processes than some set has CPUs."""
    cpus = [dig(s.meta, "machine.ncpus") for s in sets]
    return any(isinstance(c, int) and key[2] > c for c in cpus)


def _runs_phrase(ns, stat):
    ns = [n for n in ns if n]
    word = "median" if stat == "median" else "mean"
    if not ns:
        return f"{word}s, no valid runs"
    lo, hi = min(ns), max(ns)
    count = f"{lo}" if lo == hi else f"{lo}-{hi}"
    return f"{word} of {count} runs"


def render_block(base_label, variant_labels, row_kind, rows, spread=False):
    """rows: [(row label, (base time, iqr), [(variant time, iqr, mark)])] -> lines.
    spread adds each kernel's interquartile range (q75 - q25) after its time."""
    head = "size" if row_kind == "size" else "mode"
    iqr_w = 7 if spread else 0
    lines = [f"  times in ms, speedups over {base_label}" + (", iqr = q75 - q25" if spread else "")]
    names = "  " + fit_label(base_label, 16).rjust(16 + iqr_w)
    for lab in variant_labels:
        lab = fit_label(lab, 16)
        names += (lab.rjust(13 + iqr_w) + "   ") if len(lab) <= 13 else lab.rjust(16 + iqr_w)
    lines.append(names.rstrip())
    iqr_head = "iqr".rjust(iqr_w) if spread else ""
    lines.append("  " + head.ljust(8) + "time".rjust(8) + iqr_head
                 + ("time".rjust(8) + iqr_head + "speedup".rjust(8)) * len(variant_labels))
    for label, (base, base_iqr), values in rows:
        line = "  " + label.ljust(8) + _num(base).rjust(8) + (_num(base_iqr).rjust(iqr_w) if spread else "")
        for v, iqr, mark in values:
            line += (_num(v).rjust(8) + (_num(iqr).rjust(iqr_w) if spread else "")
                     + _speedup(base, v, mark).rjust(8))
        lines.append(line)
    return lines


def iqr(times):
    if len(times) < 2:
        return None
    q25, _, q75 = stats.quartiles(times)
    return q75 - q25


def build(sets, stat="median", all_layouts=False, spread=False):
    """One Table per cover-letter layout; sets[0] is the baseline."""
    base = sets[0]
    cells = {s.label: s.cells() for s in sets}
    keys = set().union(*[set(c) for c in cells.values()])
    tables = []
    for workload, kind, fixed, rkeys in workloads.layouts(keys, all_layouts):
        title = workloads.layout_title(workload, kind, fixed, rkeys)
        ns = [len(cells[s.label].get(k, [])) for s in sets for k in rkeys]
        lines = wrap(environment_line(sets, ns), WIDTH, indent="")
        lines += wrap(f"{title}, {_runs_phrase(ns, stat)}:", WIDTH, indent="")
        tidy = []
        values, spreads, marks = {}, {}, {}
        for s in sets:
            for k in rkeys:
                times = [r["time_ms"] for r in cells[s.label].get(k, [])]
                base_times = [r["time_ms"] for r in cells[base.label].get(k, [])]
                values[(s.label, k)] = stats.central(times, stat)
                spreads[(s.label, k)] = iqr(times)
                b = values.get((base.label, k))
                v = values[(s.label, k)]
                mark, ci = cell_mark(base_times, times) if s is not base else ("", None)
                marks[(s.label, k)] = mark
                word = (stats.verdict(ci) if mark != MARKS["too few"] else "no verdict") if s is not base else None
                tidy.append([workload, k[1], k[2], s.label, stat, v, len(times),
                             None if (b is None or not v) else b / v, spreads[(s.label, k)],
                             None if ci is None else ci[0], None if ci is None else ci[1],
                             None if ci is None else ci[2], word, oversubscribed(sets, k)])
        per_block = VARIANTS_PER_BLOCK - 1 if spread else VARIANTS_PER_BLOCK
        over = [k for k in rkeys if oversubscribed(sets, k)]
        for group in chunks([s.label for s in sets[1:]], per_block):
            rows = [(workloads.row_label(kind, k) + (OVERSUBSCRIBED if k in over else ""),
                     (values[(base.label, k)], spreads[(base.label, k)]),
                     [(values[(lab, k)], spreads[(lab, k)], marks[(lab, k)]) for lab in group]) for k in rkeys]
            lines += render_block(base.label, group, kind, rows, spread)
            lines.append("")
        lines += legend(set(marks.values()), over, stat)
        per_kernel = []
        for s in sets:
            n = sorted({len(cells[s.label].get(k, [])) for k in rkeys})
            per_kernel.append(f"{s.label} {n[0]}" if len(n) == 1 else f"{s.label} {n[0]}-{n[-1]}")
        # a kernel and its count stay on one line (no-break space while wrapping)
        lines += [line.replace("\u00a0", " ") for line in
                  wrap("valid runs per row: " + ", ".join(k.replace(" ", "\u00a0") for k in per_kernel), WIDTH)]
        short = [s.label for s in sets if len(s.label) > 16]
        if short:
            lines += wrap("labels shortened: " + ", ".join(f"{fit_label(lab, 16)} = {lab}" for lab in short), WIDTH)
        name = f"cover-{workload}-" + (f"{fixed}p-by-size" if kind == "size" else f"{fixed}mb-by-procs")
        tables.append(Table(name, title, "\n".join(lines),
                            ["workload", "size_mb", "procs", "kernel", "stat", "time_ms", "n", "speedup",
                             "iqr_ms", "ratio_of_means", "ci_low", "ci_high", "verdict", "oversubscribed"],
                            tidy))
    return tables

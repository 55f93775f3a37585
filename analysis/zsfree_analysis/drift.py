"""analysis/drift: how far two runs of one kernel differ (the drift check
of `make evaluate` under TCG, where the host's load moves the timings).

vm/evaluate runs the first variant again after all the others (FIRST.drift);
the drift of a cell is the change of its headline time from FIRST to the
re-run, time(again) / time(first) - 1, from the cover-letter tables
(cover_table, the same medians the comparison prints).  Differences between
variants smaller than the largest drift are not distinguishable from the
host's drift."""
import argparse
import sys

from . import compare_cmd, resultset
from .errors import AnalysisError

DESCRIPTION = __doc__.split("\n\n", 1)[1]


def parser():
    p = argparse.ArgumentParser(prog="drift", description=DESCRIPTION)
    p.add_argument("first", help="the first run of the kernel, RUN/<variant>")
    p.add_argument("again", help="its re-run after the other variants, RUN/<variant>.drift")
    p.add_argument("--tolerance", type=float, default=0.10,
                   help="largest |drift| that passes, as a fraction (default 0.10)")
    return p


def cell_drifts(first, again, stat="median"):
    """[(table, workload, size_mb, procs, drift)] for every cell both sets hold."""
    out = []
    for t in compare_cmd.build_tables([first, again], stat, only="cover"):
        col = {c: i for i, c in enumerate(t.columns)}
        times = {}
        for row in t.rows:
            key = (row[col["workload"]], row[col["size_mb"]], row[col["procs"]])
            times.setdefault(key, {})[row[col["kernel"]]] = row[col["time_ms"]]
        for key, by_kernel in times.items():
            a, b = by_kernel.get(first.label), by_kernel.get(again.label)
            if isinstance(a, (int, float)) and isinstance(b, (int, float)) and a > 0:
                out.append((t.name, *key, b / a - 1))
    return out


def run(args, out):
    if not 0 < args.tolerance < 1:
        raise AnalysisError(f"--tolerance {args.tolerance}: give a fraction between 0 and 1")
    first, again = resultset.load_sets([args.first, args.again])
    drifts = cell_drifts(first, again)
    if not drifts:
        raise AnalysisError(f"{again.path}: no cell in common with {first.path}")
    seen = set()
    for _, workload, size, procs, d in drifts:
        if (workload, size, procs) in seen:
            continue
        seen.add((workload, size, procs))
        out.write(f"{workload} {size}MB {procs}p: {d * 100:+.1f} %\n")
    worst = max(abs(d[-1]) for d in drifts)
    verdict = "within" if worst <= args.tolerance else "beyond"
    out.write(f"drift: largest {worst * 100:.1f} % ({again.label} against {first.label}), "
              f"{verdict} the tolerance of {args.tolerance * 100:.0f} %\n")
    return 0 if worst <= args.tolerance else 3


def main(argv=None):
    args = parser().parse_args(argv)
    try:
        return run(args, sys.stdout)
    except AnalysisError as e:
        print(f"drift: {e}", file=sys.stderr)
        return 1

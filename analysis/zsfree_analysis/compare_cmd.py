"""analysis/compare: the cover-letter and mmtests tables for result sets."""
import argparse
import sys

from . import config_check, cover_table, export, mmtests_table, options, pairs, resultset, run_summary
from .errors import AnalysisError
from .table import wrap

DESCRIPTION = """\
Compare result sets: for each workload the RFC cover-letter table (times in
ms, speedups over base, within 72 columns) and the detailed table in the
mmtests layout (Welch's t-test significance), then any two kernels against
each other (--pairs; default each kernel against the baseline and against
the kernel it extends, from kernel-patches/variants) with a 95 % confidence
interval of the ratio.  The first directory is the baseline.  Only valid,
non-warm-up runs are used; the rest are counted."""

EPILOG = """\
examples:
  analysis/compare results/base results/p1 results/p1+2
  analysis/compare --only pairs --pairs p1:p1+2,base:p1+2 results/base results/p1 results/p1+2
  analysis/compare --stat mean --csv out/csv --json out/tables.json results/base results/p1"""


def parser():
    p = argparse.ArgumentParser(prog="compare", description=DESCRIPTION, epilog=EPILOG,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("base", help="baseline result set, results/<label>")
    p.add_argument("variants", nargs="+", metavar="variant", help="result sets to compare with it")
    p.add_argument("--stat", choices=("median", "mean"), default="median",
                   help="headline statistic of the cover-letter table (default: median)")
    p.add_argument("--allow-mixed", action="store_true",
                   help="compare sets measured under different conditions (differences are listed)")
    p.add_argument("--csv", metavar="DIR", help="also write every table as DIR/<table>.csv")
    p.add_argument("--json", metavar="FILE", help="also write every table into one JSON file")
    p.add_argument("--spread", action="store_true",
                   help="add each kernel's interquartile range after its time in the cover-letter tables")
    p.add_argument("--all-layouts", action="store_true",
                   help="cover-letter tables by size for every process count and by count for every size")
    p.add_argument("--only", choices=("cover", "mmtests", "pairs"), help="print only one kind of table")
    options.add_comparison_options(p)
    return p


def pair_list(sets, spec):
    labels = [s.label for s in sets]
    return pairs.parse(spec, labels) if spec else pairs.default(labels)


def build_tables(sets, stat, only=None, all_layouts=False, pair_spec=None, spread=False):
    tables = []
    if only in (None, "cover"):
        tables += cover_table.build(sets, stat, all_layouts, spread)
    if only in (None, "mmtests"):
        tables += mmtests_table.build(sets)
        # mTHP runs also carry the RFC's mTHP unit, bytes per ms (higher is better).
        rated = {r["workload"] for s in sets for r in s.valid
                 if r.get("bandwidth_bytes_per_ms") is not None}
        if rated:
            tables += mmtests_table.build(sets, "bandwidth_bytes_per_ms", True, rated)
    if only in (None, "pairs") and len(sets) > 1:
        tables.append(pairs.build(sets, pair_list(sets, pair_spec)))
    return tables


def run(args, out):
    sets = resultset.load_sets([args.base] + args.variants, args.label)
    notes = config_check.check_all(sets, args.allow_different, args.allow_mixed)
    tables = build_tables(sets, args.stat, args.only, args.all_layouts, args.pairs, args.spread)
    if not tables:
        raise AnalysisError("no valid runs in any of the result sets; nothing to compare")
    for line in notes + run_summary.usage_lines(sets):
        out.write("\n".join(wrap(line, 72, indent="", cont="    ")) + "\n")
    for t in tables:
        out.write("\n" + t.text.rstrip("\n") + "\n")
    if args.csv:
        export.write_csv(tables, args.csv)
    if args.json:
        export.write_json(tables, args.json, run_summary.inputs_doc(sets), notes)
    return 0


def main(argv=None):
    args = parser().parse_args(argv)
    try:
        return run(args, sys.stdout)
    except AnalysisError as e:
        print(f"compare: {e}", file=sys.stderr)
        return 1

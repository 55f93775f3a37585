"""analysis/merge-rounds: one kernel's result set from its rounds."""
import argparse
import shlex
import sys

from . import merge_rounds
from .errors import AnalysisError

DESCRIPTION = """\
Write the result set of one kernel from the rounds vm/evaluate ran it in
(RUN/rounds/VARIANT.r1 ... .rN, each an ordinary set of workloads/run, left
as they are).  The rounds must be the same kernel (release, version, config
sha256, command line), the same cells and protocol (matrix, repeats,
warm-ups, probe level, toolkit) and the same machine (CPUs, memory, page
size, accelerator, swap device); every differing field is named at once.
Round K's runs are renumbered after the rounds before it (rep and run id,
e.g. munmap-64mb-1p-r2 of round 2 of 3-repeat rounds is munmap-64mb-1p-r5),
and probes/, samples/, alloc/ and exp/ follow; meta.json's "rounds" lists
each round (label, path, dates, command, new run id -> its id there).
Every analysis tool reads the merged set like any other."""


def parser():
    p = argparse.ArgumentParser(prog="merge-rounds", description=DESCRIPTION,
                                formatter_class=argparse.RawDescriptionHelpFormatter,
                                epilog="example:\n  analysis/merge-rounds -o RUN/base RUN/rounds/base.r1 "
                                       "RUN/rounds/base.r2")
    p.add_argument("rounds", nargs="+", metavar="ROUND", help="the round sets, in the order they ran")
    p.add_argument("-o", "--output", required=True, metavar="DIR",
                   help="the merged set: a new (or empty) directory")
    p.add_argument("--label", help="the merged set's label (default NAME when the rounds are NAME.rK)")
    return p


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    args = parser().parse_args(argv)
    try:
        out = merge_rounds.merge(args.rounds, args.output, args.label,
                                 command=shlex.join(["analysis/merge-rounds", *argv]))
    except AnalysisError as e:
        print(f"merge-rounds: {e}", file=sys.stderr)
        return 1
    print(out)
    return 0

"""analysis/profile: folded stacks, flame graphs and the unmap shares from
zsprobe --profile's probe files (see --help)."""
import argparse
import glob
import json
import os
import sys

from . import flame, profile
from .errors import AnalysisError
from .resultset import ResultSet, check_schema, load_json

DESCRIPTION = """\
Read the CPU profiles of probe files (zsprobe --profile HZ): a probe file, a
directory of them, or a result set (its measured runs' probes/).

  fold    folded stacks, one "ROLE;root;...;leaf COUNT" line each
  flame   a flame graph (SVG) of the inputs together
  diff    a differential flame graph of NEW against BASE (widths: NEW;
          red: a larger share of the samples than in BASE, blue: smaller)
  shares  the share of the unmap samples per part of the free path, with n
          and the 95 % interval across runs (definitions:
          analysis/zsfree_analysis/profile.py)"""


def probe_files(path):
    """[(name, probe)] of one input."""
    if os.path.isdir(path) and os.path.exists(os.path.join(path, "meta.json")):
        rs = ResultSet(path)
        return [(f"{rs.label}/{r['run_id']}", rs.probe(r["run_id"])) for r in rs.measured]
    if os.path.isdir(path):
        files = sorted(glob.glob(os.path.join(path, "*.json")) + glob.glob(os.path.join(path, "*.json.xz")))
        if not files:
            raise AnalysisError(f"{path}: no probe files (*.json) in it")
    elif os.path.exists(path):
        files = [path]
    else:
        raise AnalysisError(f"{path}: no such file or directory")
    out = []
    for f in files:
        p = load_json(f)
        check_schema(p, "probe", f)
        out.append((f, p))
    return out


def profiles(paths):
    """[stack lists] over every input's runs that carry a profile; one
    AnalysisError line when none does."""
    found, why = [], {}
    for path in paths:
        for name, probe in probe_files(path):
            sl = profile.stacks(probe)
            if sl is None:
                w = profile.why_none(probe) if probe is not None else "no probe file"
                why[w] = why.get(w, 0) + 1
            else:
                found.append(sl)
    if not found:
        raise AnalysisError("no profile in " + " ".join(paths) + ": " +
                            ("; ".join(f"{w} ({n} runs)" for w, n in sorted(why.items())) or "no runs"))
    return found


def write(path, text):
    try:
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    except OSError as e:
        raise AnalysisError(f"cannot write {path}: {e.strerror}") from None


def parser():
    p = argparse.ArgumentParser(prog="profile", description=DESCRIPTION,
                                formatter_class=argparse.RawDescriptionHelpFormatter,
                                epilog="examples:\n  analysis/profile shares results/base\n"
                                       "  analysis/profile diff -o d.svg results/base results/p1+2")
    sub = p.add_subparsers(dest="cmd", required=True)
    f = sub.add_parser("fold", help="folded stacks to stdout")
    f.add_argument("--role", choices=("task", "worker"), help="only the traced tree's or the worker's samples")
    f.add_argument("inputs", nargs="+")
    g = sub.add_parser("flame", help="a flame graph as SVG")
    g.add_argument("-o", "--out", required=True)
    g.add_argument("--title", default="CPU profile")
    g.add_argument("inputs", nargs="+")
    d = sub.add_parser("diff", help="a differential flame graph of NEW against BASE")
    d.add_argument("-o", "--out", required=True)
    d.add_argument("base")
    d.add_argument("new")
    s = sub.add_parser("shares", help="shares of the unmap samples")
    s.add_argument("--json", action="store_true")
    s.add_argument("--worker", action="store_true", help="shares of the drain worker's samples, not the unmap's")
    s.add_argument("inputs", nargs="+")
    return p


def run(args):
    if args.cmd == "fold":
        sys.stdout.write(profile.folded_text(profile.fold(profiles(args.inputs), args.role)))
    elif args.cmd == "flame":
        write(args.out, flame.svg(profile.fold(profiles(args.inputs)), args.title))
    elif args.cmd == "diff":
        base, new = profile.diff_folds(profiles([args.base]), profiles([args.new]))
        write(args.out, flame.svg(new, f"{args.new} against {args.base}", base=base))
    else:
        scope = "worker" if args.worker else "unmap"
        rows, den = profile.shares(profiles(args.inputs), scope)
        if args.json:
            print(json.dumps({f"{scope}_samples": den, "rows": rows}, sort_keys=True))
        else:
            sys.stdout.write(profile.shares_table(rows, den, scope))


def main(argv=None):
    args = parser().parse_args(argv)
    try:
        run(args)
    except AnalysisError as e:
        print(f"profile: {e}", file=sys.stderr)
        return 1
    return 0

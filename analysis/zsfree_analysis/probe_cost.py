"""What zsprobe's levels cost the other tenants (board/probe-cost's records).

A round's throughput is the sum over its tenants (one per CPU) of their
iterations per second, over the windows they ran.  Each probed round has a
round without the probe right before it: the pair sees the same load of a
shared host.  The cost of a level is 1 - the geometric mean over its pairs
of probed / unprobed throughput, with the t interval of the mean log ratio
(stats.paired_ratio_ci): n = pairs of rounds."""
import argparse
import json
import os
import sys

from . import rawfile, stats, textfmt
from .errors import AnalysisError
from .resultset import load_jsonl


def round_throughput(rdir):
    """Iterations per second of all tenants of one round together."""
    total = 0.0
    # a kept set's records are NAME.jsonl.xz (scripts/pack-raw)
    files = sorted({f.removesuffix(rawfile.XZ) for f in os.listdir(rdir)
                    if f.endswith(".jsonl") or f.endswith(".jsonl" + rawfile.XZ)})
    if not files:
        raise AnalysisError(f"{rdir}: no tenant records")
    for f in files:
        wins = [w for _, w in load_jsonl(rawfile.find(os.path.join(rdir, f))) if "iterations" in w]
        secs = sum((w["end_ns"] - w["start_ns"]) / 1e9 for w in wins)
        if secs <= 0:
            raise AnalysisError(f"{rdir}/{f}: no window with a duration")
        total += sum(w["iterations"] for w in wins) / secs
    return total


def costs(root):
    """{level: {"n", "cost_pct", "low_pct", "high_pct"}}: all three None
    when the interval cannot be computed (fewer than 2 pairs, no spread)."""
    tdir = os.path.join(root, "tenants")
    if not os.path.isdir(tdir):
        raise AnalysisError(f"{root}: no tenants/ directory (board/probe-cost -o {root})")
    rounds = {}
    for name in os.listdir(tdir):
        level, _, rest = name.partition("-r")
        rounds.setdefault(level, {})[rest] = round_throughput(os.path.join(tdir, name))
    out = {}
    for level, by_round in sorted(rounds.items()):
        if level == "none":
            continue
        base = [rounds.get("none", {}).get(f"{k}-{level}") for k in by_round]
        pairs = [(p, b) for p, b in zip(by_round.values(), base) if b is not None]
        probed, unprobed = [p for p, _ in pairs], [b for _, b in pairs]
        ci = stats.paired_ratio_ci(probed, unprobed)
        out[level] = {"n": len(pairs),
                      "cost_pct": None if ci is None else (1 - ci[0]) * 100,
                      "low_pct": None if ci is None else (1 - ci[2]) * 100,
                      "high_pct": None if ci is None else (1 - ci[1]) * 100}
    return out


def main(argv=None):
    p = argparse.ArgumentParser(prog="probe-cost", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("dir", help="board/probe-cost -o DIR")
    p.add_argument("--json", action="store_true", help="print JSON instead of lines")
    args = p.parse_args(argv)
    try:
        c = costs(args.dir)
    except AnalysisError as e:
        print(f"probe-cost: {e}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(c, sort_keys=True))
        return 0
    for level, v in c.items():
        iv = ("no interval" if v["high_pct"] is None else
              f"95 % CI [{textfmt.fmt(v['low_pct'], ' %', 2)}, {textfmt.fmt(v['high_pct'], ' %', 2)}]")
        print(f"{level}: tenants' throughput {textfmt.fmt(v['cost_pct'], ' %', 2)} lower than without the probe "
              f"({iv}, n = {v['n']} rounds)")
    return 0

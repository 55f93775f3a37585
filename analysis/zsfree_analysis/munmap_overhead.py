"""What a probe costs a swapped-out munmap, from interleaved rounds.

The records are lines `MODE ROUND TIME_MS` (tests/vm/guest/probe-bpftrace.sh
writes them: munmap-bench's own time of one munmap per mode and round, the
modes interleaved within each round).  Per mode: n, the median and the
range; its cost against `none`: the geometric mean over the rounds of the
mode's time over none's in the same round, with the t interval of the mean
log ratio (stats.paired_ratio_ci; n = rounds, null below 2 or without
spread).  For each pair PROBE:OTHER given (zsprobe at a level against the
bpftrace script that measures the same metric), the ratio of their added
times, median(PROBE) - median(none) over median(OTHER) - median(none): below
1, PROBE costs less.  Lines starting with # are comments."""
import argparse
import json
import sys

from . import stats
from .errors import AnalysisError


def read_runs(lines, source="runs"):
    """{mode: {round: time_ms}} of `MODE ROUND TIME_MS` lines, in the order
    the modes first appear; a malformed line or a repeated (mode, round) is
    an AnalysisError naming it."""
    runs = {}
    for i, line in enumerate(lines, 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = line.split()
        try:
            mode, rnd, ms = parts[0], int(parts[1]), float(parts[2])
        except (IndexError, ValueError):
            raise AnalysisError(f"{source}:{i}: not 'MODE ROUND TIME_MS': {line}") from None
        if len(parts) != 3 or not ms > 0:
            raise AnalysisError(f"{source}:{i}: not 'MODE ROUND TIME_MS' with a positive time: {line}")
        if rnd in runs.setdefault(mode, {}):
            raise AnalysisError(f"{source}:{i}: {mode} round {rnd} given twice")
        runs[mode][rnd] = ms
    if "none" not in runs:
        raise AnalysisError(f"{source}: no unprobed runs (mode none)")
    return runs


def costs(runs, pairs=()):
    """{"modes": {mode: {n, median_ms, min_ms, max_ms, cost_pct, low_pct,
    high_pct}}, "ratios": {"PROBE:OTHER": ratio or None}}."""
    none = runs["none"]
    out = {"modes": {}, "ratios": {}}
    for mode, by_round in runs.items():
        v = list(by_round.values())
        row = {"n": len(v), "median_ms": stats.median(v), "min_ms": min(v), "max_ms": max(v),
               "cost_pct": None, "low_pct": None, "high_pct": None}
        if mode != "none":
            common = sorted(set(by_round) & set(none))
            ci = stats.paired_ratio_ci([by_round[r] for r in common], [none[r] for r in common])
            if ci is not None:
                row.update(cost_pct=(ci[0] - 1) * 100, low_pct=(ci[1] - 1) * 100, high_pct=(ci[2] - 1) * 100)
            row["rounds_paired"] = len(common)
        out["modes"][mode] = row
    base = out["modes"]["none"]["median_ms"]
    for probe, other in pairs:
        a, b = out["modes"].get(probe), out["modes"].get(other)
        added = None
        if a and b and b["median_ms"] - base > 0:
            added = (a["median_ms"] - base) / (b["median_ms"] - base)
        out["ratios"][f"{probe}:{other}"] = added
    return out


def lines(c):
    """The text table of costs()."""
    base = c["modes"]["none"]["median_ms"]
    out = []
    for mode, r in c["modes"].items():
        s = (f"{mode:<12} n={r['n']} median {r['median_ms']:.3f} ms ({r['min_ms']:.3f}-{r['max_ms']:.3f})")
        if mode != "none":
            iv = ("no interval" if r["cost_pct"] is None else
                  f"paired {r['cost_pct']:+.1f}% [{r['low_pct']:+.1f}% .. {r['high_pct']:+.1f}%]")
            s += f"  vs none {(r['median_ms'] / base - 1) * 100:+.1f}% ({iv})"
        out.append(s)
    for k, v in c["ratios"].items():
        probe, other = k.split(":")
        out.append(f"added time {probe} / {other}: " + ("n/a (the second adds nothing)" if v is None else f"{v:.2f}"))
    return out


def parse_pair(s):
    probe, sep, other = s.partition(":")
    if not sep or not probe or not other:
        raise argparse.ArgumentTypeError(f"'{s}' is not PROBE:OTHER (e.g. basic:bt-munmap)")
    return probe, other


def main(argv=None):
    p = argparse.ArgumentParser(prog="munmap-overhead", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("runs", help="the MODE ROUND TIME_MS records (- for stdin)")
    p.add_argument("--pair", action="append", type=parse_pair, default=[], metavar="PROBE:OTHER",
                   help="also the ratio of PROBE's added time to OTHER's (repeatable)")
    p.add_argument("--json", action="store_true", help="print JSON instead of lines")
    args = p.parse_args(argv)
    try:
        if args.runs == "-":
            runs = read_runs(sys.stdin.read().splitlines(), "stdin")
        else:
            try:
                with open(args.runs, encoding="utf-8") as f:
                    runs = read_runs(f.read().splitlines(), args.runs)
            except OSError as e:
                raise AnalysisError(f"cannot read {args.runs}: {e.strerror}") from None
        c = costs(runs, args.pair)
    except AnalysisError as e:
        print(f"munmap-overhead: {e}", file=sys.stderr)
        return 1
    print(json.dumps(c, sort_keys=True) if args.json else "\n".join(lines(c)))
    return 0

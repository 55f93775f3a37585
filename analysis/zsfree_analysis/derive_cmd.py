"""analysis/derive: the per-run figures derived from a set's raw records, as JSON lines."""
import argparse
import json
import math
import sys

from . import experiments, figures, pressure, resultset
from .errors import AnalysisError

DESCRIPTION = """\
Print, as JSON lines, what the analysis derives from one result set's raw
records (docs/results-format.md, "Derived figures"): per measured run
{"run_id", "release": {source, t0_ns, series: {QUANTITY: {unit, sign, pre,
at_t0, final, span, final_frac, t50_ms, t90_ms, t100_ms}},
cg_usage_delta_usec: [{whole, from_t0}]}} (release null without samples),
with "pressure": {limit_bytes, over_ms, ...} for a pressure set's runs
(analysis/zsfree_analysis/pressure.py), then per kill and tenant
{"tenant_impact": {run_id, tenant, ..., dip_pct}} for an isolation set.
"source" is "samples" / "tenants" when derived here, "board" for the figures
a set of layout version 2 or before carries itself.
--figures adds to each run's line "figures": {NAME: value} of every
per-run figure of the report's registry (analysis/zsfree_analysis/figures/;
null where the run lacks the record); --list-figures prints the registry
itself, one line per figure: {name, unit, better, what}.
Boards and VMs record only; this is how to read their figures by hand."""


def parser():
    p = argparse.ArgumentParser(prog="derive", description=DESCRIPTION,
                                formatter_class=argparse.RawDescriptionHelpFormatter,
                                epilog="example:\n  analysis/derive results/base.release | jq .release.series")
    p.add_argument("set", metavar="results/<label>", nargs="?", help="the result set")
    p.add_argument("--figures", action="store_true",
                   help="add each run's registry figures (the numbers the report's questions quote)")
    p.add_argument("--list-figures", action="store_true",
                   help="print the registry of per-run figures (name, unit, better, what) and exit")
    return p


def clean(v):
    """JSON-safe: NaN/Inf (none expected) as null, numpy scalars as floats."""
    if isinstance(v, dict):
        return {k: clean(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [clean(x) for x in v]
    if isinstance(v, float) or type(v).__module__ == "numpy":
        f = float(v)
        return f if math.isfinite(f) else None
    return v


def registry_lines():
    return [{"name": f.name, "unit": f.unit, "better": f.better, "what": f.what}
            for f in figures.REGISTRY.values()]


def main(argv=None):
    p = parser()
    args = p.parse_args(argv)
    if args.list_figures:
        for line in registry_lines():
            print(json.dumps(line, ensure_ascii=False, separators=(",", ":")))
        return 0
    if args.set is None:
        p.error("give a result set (results/<label>), or --list-figures")
    try:
        rs = resultset.ResultSet(args.set)
        lines = []
        for run in rs.runs:
            if run.get("warmup"):
                continue
            line = {"run_id": run["run_id"], "release": experiments.run_release(
                rs, run, experiments.exp_record(rs, run))}
            figs = pressure.run_figures(rs, run)
            if figs is not None:
                line["pressure"] = figs
            if args.figures:
                view = figures.Run(rs, run)
                line["figures"] = {f.name: f.fn(view) for f in figures.REGISTRY.values()}
            lines.append(line)
        for t in experiments.tenant_summary(rs) or []:
            lines.append({"tenant_impact": t})
    except AnalysisError as e:
        print(f"derive: {e}", file=sys.stderr)
        return 1
    for line in lines:
        print(json.dumps(clean(line), separators=(",", ":")))
    return 0

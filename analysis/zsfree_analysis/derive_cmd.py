"""analysis/derive: the per-run figures derived from a set's raw records, as JSON lines."""
import argparse
import json
import math
import sys

from . import experiments, pressure, resultset
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
Boards and VMs record only; this is how to read their figures by hand."""


def parser():
    p = argparse.ArgumentParser(prog="derive", description=DESCRIPTION,
                                formatter_class=argparse.RawDescriptionHelpFormatter,
                                epilog="example:\n  analysis/derive results/base.release | jq .release.series")
    p.add_argument("set", metavar="results/<label>", help="the result set")
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


def main(argv=None):
    args = parser().parse_args(argv)
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
            lines.append(line)
        for t in experiments.tenant_summary(rs) or []:
            lines.append({"tenant_impact": t})
    except AnalysisError as e:
        print(f"derive: {e}", file=sys.stderr)
        return 1
    for line in lines:
        print(json.dumps(clean(line), separators=(",", ":")))
    return 0

"""analysis/timeline: export one run as a Perfetto / chrome://tracing trace."""
import argparse
import sys

from . import resultset, timeline
from .errors import AnalysisError

DESCRIPTION = """\
Export one run's events as Chrome trace-event JSON, which Perfetto
(ui.perfetto.dev) and chrome://tracing open: the munmap/exit spans of the
benchmark processes, the drain worker's runs per CPU, zspage releases, and
the zsmalloc pool size and sampled free memory as counter tracks.  Without a
probe file only the spans from runs.jsonl are exported."""


def parser():
    p = argparse.ArgumentParser(prog="timeline", description=DESCRIPTION,
                                formatter_class=argparse.RawDescriptionHelpFormatter,
                                epilog="example:\n  analysis/timeline results/p1 --run exit-256mb-1p-r3 -o kill.json")
    p.add_argument("set", metavar="results/<label>", help="the result set")
    p.add_argument("--run", required=True, metavar="RUN_ID", help="run id from runs.jsonl")
    p.add_argument("-o", "--output", required=True, metavar="FILE", help="trace file to write")
    return p


def main(argv=None):
    args = parser().parse_args(argv)
    try:
        rs = resultset.ResultSet(args.set)
        doc, counts = timeline.build(rs, args.run)
        timeline.write(doc, args.output)
    except AnalysisError as e:
        print(f"timeline: {e}", file=sys.stderr)
        return 1
    what = ", ".join(f"{n} {k}" for k, n in counts.items())
    note = "" if doc["otherData"]["probed"] else " (run not probed: spans from runs.jsonl only)"
    print(f"timeline: wrote {args.output}: {what}{note}")
    return 0

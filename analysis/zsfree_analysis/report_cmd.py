"""analysis/report: report/index.md and index.html from result sets."""
import argparse
import os
import sys

from . import (archives, compare_cmd, config_check, doc, export, options, output, overhead, pairs,
               profile_report, questions, resultset, run_summary, stats)
from .errors import AnalysisError
from .resultset import dig

DESCRIPTION = """\
Write the evaluation report: setup, the cover-letter and mmtests tables,
the plots (PNG and SVG), and one section per open reviewer question.  The
first result set is the baseline.  Sets measured under other conditions
(another swap backend, an experiment) are not put into the comparison
tables but feed the questions they answer (e.g. the no-zsmalloc control)."""


def parser():
    p = argparse.ArgumentParser(prog="report", description=DESCRIPTION,
                                formatter_class=argparse.RawDescriptionHelpFormatter,
                                epilog="example:\n  analysis/report -o report results/base results/p1 results/p1+2")
    p.add_argument("sets", nargs="+", metavar="results/<label>",
                   help="result sets or zsfree-board archives (LABEL.tar, or unpacked), baseline first")
    p.add_argument("-o", "--out", default="report", help="output directory (default: report)")
    p.add_argument("--stat", choices=("median", "mean"), default="median",
                   help="headline statistic of the cover-letter tables (default: median)")
    options.add_comparison_options(p)
    p.add_argument("--allow-mixed", action="store_true",
                   help="put sets measured under different conditions into the same tables")
    return p


def split_sets(sets, allow_mixed):
    """(compared sets, other sets, notes): others differ from the baseline."""
    if allow_mixed:
        return sets, [], config_check.check_compatible(sets, allow_mixed=True)
    same, others, notes = [sets[0]], [], []
    for s in sets[1:]:
        diff = config_check.differences(sets[0], s)
        if diff:
            others.append(s)
            notes.append(f"{s.label} is reported separately: " + "; ".join(
                f"its {f[1]} ({f[0]}) is {config_check.fmt(f[3])}, the baseline's {config_check.fmt(f[2])}"
                for f in diff) + ".")
        else:
            same.append(s)
    return same, others, notes


def environment(s):
    """', TCG, 2 vCPUs, kernel 6.12.117-p1+2' for a sentence about set s."""
    return (f", {resultset.accelerator(s)}, {resultset.vcpus(s)}, "
            f"kernel {dig(s.meta, 'kernel.release')}")


def sequential(sets):
    """True when no two sets' recording times overlap (date .. end_date)."""
    spans = sorted((s.meta.get("date"), s.meta.get("end_date")) for s in sets)
    if len(spans) < 2 or not all(isinstance(a, str) and isinstance(b, str) for a, b in spans):
        return False
    return all(prev[1] <= nxt[0] for prev, nxt in zip(spans, spans[1:]))


def interleaved_rounds(sets):
    """The number of rounds when every set was merged from rounds
    (meta.rounds, analysis/merge-rounds) and they all have that many, else None."""
    counts = {len(s.meta.get("rounds") or []) for s in sets}
    return counts.pop() if len(sets) > 1 and len(counts) == 1 and min(counts) > 1 else None


def drift_text(rows, by):
    """What the first kernel's re-run after all the others says about the host."""
    a, b = rows[0][0], rows[0][1]
    moved = [r for r in rows if r[13] in ("faster", "slower")]
    ratios = [r[9] for r in rows if r[9] is not None]
    span = f" (ratio of means {min(ratios):.2f}x to {max(ratios):.2f}x)" if ratios else ""
    verdict = (f"in {len(moved)} of {len(rows)} cells the 95 % interval excludes 1, so in those cells a "
               "difference between kernels of that size can be the host's drift, not the kernel"
               if moved else f"the 95 % interval includes 1 in all {len(rows)} cells")
    return (f"Drift check: {a} ran again after every other kernel as {b}{environment(by[b])}; between its "
            f"two runs{span}, {verdict}.")


def summary_section(d, sets, pair_table):
    """Every difference whose interval excludes no change, regressions first."""
    d.h(1, "Summary: differences between kernels", "summary")
    if pair_table is None:
        d.p("Only one kernel is comparable here, so no pair was compared.")
        return
    by = {s.label: s for s in sets}
    # a kernel against its own re-run (NAME.drift) is the host's drift, not a difference between kernels
    drift_rows = [r for r in pair_table.rows if r[1] == r[0] + ".drift"]
    rows = [r for r in pair_table.rows if r not in drift_rows]
    slower = pairs.regressions(rows)
    faster = [r for r in rows if r[13] == "faster"]
    unclear = [r for r in rows if r[13] not in ("faster", "slower")]
    d.p(f"{len(rows)} cells in {len(dict.fromkeys((r[0], r[1]) for r in rows))} pairs (without --pairs: each "
        "kernel against the baseline and against the kernel it extends, two that extend the same one against "
        "each other).  A difference is stated when the "
        "95 % confidence interval of the ratio of means excludes 1; otherwise it is inconclusive; a cell "
        f"with fewer than {stats.MIN_RUNS} runs on a side gets no verdict.")
    d.table(*pairs.summary_table(rows))
    d.p(f"Regressions ({len(slower)}):" if slower else "Regressions: none whose interval excludes 1.")
    d.ul([pairs.sentence(r, environment(by[r[1]])) for r in slower])
    if faster:
        d.p(f"Improvements ({len(faster)}):")
        d.ul([pairs.sentence(r, environment(by[r[1]])) for r in faster])
    if sequential(sets):
        d.p("These sets were recorded one after another, not in interleaved rounds (see their dates in "
            "Setup), so any drift of the host between them is part of every comparison in this summary"
            + ("; the drift check below measures it." if drift_rows else "."))
    rounds = interleaved_rounds(sets)
    if rounds:
        d.p(f"These sets were recorded in {rounds} interleaved rounds (round 1 of every kernel, then round 2, "
            "...: meta.json's rounds gives each run's round and its dates), so a change of the host's load "
            "falls on every kernel alike; the run's drift.txt compares the first kernel's first rounds with "
            "its last.")
    if drift_rows:
        d.p(drift_text(drift_rows, by))
    if unclear:
        d.p(f"Inconclusive or without a verdict ({len(unclear)}): " + "; ".join(
            f"{r[0]} -> {r[1]} {r[2]} {r[3]}MB-{r[4]}p" for r in unclear)
            + " (each interval includes 1; means, n and intervals in the pairwise table under Tables).")


def setup_section(d, sets, others):
    d.h(1, "Setup", "setup")
    all_sets = sets + others

    def mb(v):
        return None if v is None else f"{v / 1024 / 1024:.1f} GiB"
    fields = [
        ("kernel", lambda s: dig(s.meta, "kernel.release")),
        ("kernel version", lambda s: dig(s.meta, "kernel.version")),
        ("kernel config sha256", lambda s: (dig(s.meta, "kernel.config_sha256") or "not recorded")[:16]),
        ("machine", lambda s: f"{dig(s.meta, 'machine.cpu_model')} ({dig(s.meta, 'machine.arch')}), "
                              f"{dig(s.meta, 'machine.ncpus')} CPUs"),
        ("memory", lambda s: mb(dig(s.meta, "machine.mem_total_kb"))),
        ("governor", lambda s: dig(s.meta, "machine.governor") or "none (no cpufreq)"),
        ("virtualisation", lambda s: dig(s.meta, "machine.virt")),
        ("swap", lambda s: f"{dig(s.meta, 'swap.backend')} {dig(s.meta, 'swap.device') or ''}".strip()),
        ("compressor", lambda s: dig(s.meta, "swap.compressor")),
        ("disksize", lambda s: None if dig(s.meta, "swap.disksize_bytes") is None
            else f"{dig(s.meta, 'swap.disksize_bytes') / 2**30:.1f} GiB"),
        ("probe level", lambda s: dig(s.meta, "probe.level")),
        ("probe overhead", lambda s: overhead.describe(s, all_sets)),
        ("matrix", lambda s: f"sizes {dig(s.meta, 'matrix.sizes_mb')} MB, procs {dig(s.meta, 'matrix.procs')}, "
                             f"{dig(s.meta, 'matrix.repeats')} runs + {dig(s.meta, 'matrix.warmups')} warm-up"),
        ("experiment", lambda s: dig(s.meta, "experiment.name") or "standard matrix"),
        ("runs", lambda s: f"{len(s.valid)} valid / {len(s.measured)} measured, {len(s.rejected)} rejected, "
                           f"{len(s.warmups)} warm-ups"),
        ("status", lambda s: s.meta.get("status")),
        ("date", lambda s: s.meta.get("date")),
        ("toolkit", lambda s: dig(s.meta, "toolkit.git_describe")),
    ]
    d.table(["", *[s.label + (" (baseline)" if i == 0 else "") for i, s in enumerate(all_sets)]],
            [[name, *[fn(s) for s in all_sets]] for name, fn in fields])
    d.p("Commands: " + "; ".join(f"{s.label}: `{s.meta.get('command')}`" for s in all_sets))
    d.ul(run_summary.usage_lines(all_sets))
    probes = run_summary.probe_lines(all_sets)
    if probes:
        d.p("Probe files (events lost to a full ring buffer or map make that run's probe metrics "
            "incomplete):")
        d.ul(probes)
    notes = [f"{s.label}: {n}" for s in all_sets for n in (s.meta.get("notes") or [])]
    if notes:
        d.p("Notes recorded with the result sets:")
        d.ul(notes)


def tables_section(d, sets, tables):
    d.h(1, "Tables", "tables")
    if len(sets) < 2:
        d.p("No other kernel is comparable with the baseline, so the tables have no speedups.")
    for t in tables:
        d.h(2, t.title)
        d.pre(t.text)
    d.p("Every table is also in tables.json and csv/ next to this page.")


def plots_section(d, made, outdir):
    d.h(1, "Plots", "plots")
    skipped = [p for p in made if p.skipped]
    for p in made:
        if p.skipped:
            continue
        d.h(2, p.title)
        png = [f for f in p.files if f.endswith(".png")][0]
        d.img(os.path.relpath(png, outdir), p.title)
        svg = [f for f in p.files if f.endswith(".svg")][0]
        d.p(f"{p.caption} (vector: {os.path.relpath(svg, outdir)})")
    if skipped:
        d.h(2, "Plots not drawn")
        d.ul([f"{p.title}: {p.reason}" for p in skipped])


def questions_section(d, answers):
    d.h(1, "Reviewer questions", "questions")
    d.p("One section per open reviewer question of the RFC's review threads (Nhat Pham's three in reply "
        "to RFC v4 are Q3-Q5).  Each opens with a one-sentence answer and the method that can answer it: "
        "latency under multi-threaded TCG, total work under icount with one vCPU, isolation under "
        "multi-threaded TCG with n >= 10 kills per cell.")
    for qid, title, who, text, a in answers:
        d.h(2, f"{qid.upper()}. {title}", qid)
        d.kv("Asked by", who)
        d.kv("Question", text)
        d.kv("Answer", a.answer)
        d.kv("Method", a.method)
        d.kv("Measurement", a.measurement)
        if a.table and a.table[1]:
            d.p("Numbers:")
            d.table(*a.table)
        for caption, header, rows in a.tables:
            d.p(caption)
            d.table(header, rows)
        if not (a.table and a.table[1]) and not a.tables:
            d.kv("Numbers", "none in these result sets.")
        d.kv("What they mean", " ".join(a.meaning) if a.meaning else
             "The inputs do not contain what this question needs; see the caveats.")
        if a.caveats:
            d.p("Caveats:")
            d.ul(a.caveats)


def build(args):
    with archives.expanded(args.sets) as paths:
        return build_from(args, paths)


def build_from(args, paths):
    sets_all = resultset.load_sets(paths, args.label)
    env_notes = config_check.check_environment(sets_all, args.allow_different)
    sets, others, notes = split_sets(sets_all, args.allow_mixed)
    notes = env_notes + notes
    for s in sets_all:         # read every probe now, so a corrupt one stops the report early
        for r in s.valid:
            s.probe(r["run_id"])
            s.samples(r["run_id"])
    with output.staged(args.out) as tmp:
        paths, made = write_report(args, sets_all, sets, others, notes, tmp)
    final = [os.path.join(args.out, os.path.basename(p)) for p in paths]
    return final, made


def write_report(args, sets_all, sets, others, notes, out):
    tables = compare_cmd.build_tables(sets, args.stat, pair_spec=args.pairs) if sets[0].valid else []
    pair_table = next((t for t in tables if t.name == "pairs-time_ms"), None)
    # matplotlib only now: its import is most of --help's and a refused input's time
    from . import plots
    made = plots.make_all(sets, os.path.join(out, "plots"), args.stat, others=others)
    d = doc.Doc("zsfree-eval report: " + " vs ".join(s.label for s in sets))
    d.p(f"Baseline: {sets[0].label}.  Compared: {', '.join(s.label for s in sets[1:]) or 'none'}.  "
        f"Headline statistic: {args.stat}.  Generated by analysis/report from {', '.join(args.sets)}"
        + (f", pairs {args.pairs}" if args.pairs else "") + ".")
    d.ul(notes)
    summary_section(d, sets, pair_table)
    setup_section(d, sets, others)
    tables_section(d, sets, tables)
    plots_section(d, made, out)
    profile_report.section(d, sets_all, out)     # only when the sets carry zsprobe --profile stacks
    answers = questions.answer_all(sets, others, args.pairs)
    questions_section(d, answers)
    # each question's quoted figures are machine-readable too (README/docs are checked against them)
    data = [t for *_, a in answers for t in a.data]
    export.write_csv(tables, os.path.join(out, "csv"))
    export.write_json(tables + data, os.path.join(out, "tables.json"), run_summary.inputs_doc(sets_all), notes)
    return doc.write(d, out), made


def main(argv=None):
    args = parser().parse_args(argv)
    try:
        paths, made = build(args)
    except AnalysisError as e:
        print(f"report: {e}", file=sys.stderr)
        return 1
    drawn = sum(not p.skipped for p in made)
    print(f"report: wrote {paths[0]} and {paths[1]} ({drawn} plots, {len(made) - drawn} skipped)")
    return 0

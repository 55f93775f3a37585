"""Every figure README and docs quote is one the committed reports hold.

A ratio with its interval ("2.07x [1.37, 3.13]") anywhere in README.md,
results/README.md or docs/*.md must be a row of some committed report's
tables.json (ratio, low and high as printed, an open end as inf), and so
must a difference with its interval ("+6.0 points [+1.2, +10.8]"); a median
pair ("686.97 -> 356.66 ms") in README.md or results/README.md must be two
cover-table medians of one cell.  So a number typed by hand, or one a
re-recorded set or a changed analysis moved, fails here until the text is
regenerated from the reports.
"""
import glob
import json
import os
import re

import pytest

from conftest import ROOT

REPORTS = os.path.join(ROOT, "results", "reports")
DOCS = ["README.md", os.path.join("results", "README.md")] + sorted(
    os.path.relpath(p, ROOT) for p in glob.glob(os.path.join(ROOT, "docs", "*.md")))
MEDIAN_DOCS = DOCS[:2]
INTERVAL = re.compile(r"(\d+\.\d\d)x[^\[\]\d]{0,20}\[(\d+\.\d\d), (\d+\.\d\d|inf)\]")
DIFFERENCE = re.compile(r"([+-]\d+\.\d) points \[([+-]\d+\.\d), ([+-]\d+\.\d)\]")
MEDIANS = re.compile(r"(\d+\.\d\d) -> (\d+\.\d\d) ms")
RATIO_COLUMNS = ("ratio_a_over_b", "ratio_b_over_a", "ratio_of_means")


def _f(v):
    return "inf" if v is None else f"{v:.2f}"


def _tables():
    for path in sorted(glob.glob(os.path.join(REPORTS, "*", "tables.json"))):
        with open(path, encoding="utf-8") as f:
            for t in json.load(f)["tables"]:
                yield [dict(zip(t["columns"], r)) for r in t["rows"]]


def intervals():
    """Every (ratio, low, high) the committed reports print, as printed."""
    out = set()
    for rows in _tables():
        for r in rows:
            col = next((c for c in RATIO_COLUMNS if r.get(c) is not None), None)
            if col and r.get("ci_low") is not None:
                out.add((_f(r[col]), _f(r["ci_low"]), _f(r.get("ci_high"))))
    return out


def differences():
    """Every (difference, low, high) in points the committed reports print."""
    return {tuple(f"{r[c]:+.1f}" for c in ("difference_b_minus_a", "ci_low", "ci_high"))
            for rows in _tables() for r in rows
            if r.get("difference_b_minus_a") is not None and r.get("ci_low") is not None}


def cover_medians():
    """{(base median, variant median)} of every cover-table cell, as printed."""
    out = set()
    for rows in _tables():
        if not rows or "stat" not in rows[0] or "kernel" not in rows[0]:
            continue
        cells = {}
        for r in rows:
            if r.get("stat") == "median" and r.get("time_ms") is not None:
                cells.setdefault((r["workload"], r["size_mb"], r["procs"]), []).append(_f(r["time_ms"]))
        for values in cells.values():
            out.update((a, b) for a in values for b in values if a != b)
    return out


def _text(rel):
    with open(os.path.join(ROOT, rel), encoding="utf-8") as f:
        return " ".join(f.read().split())       # a figure may break across lines


def quoted(pattern, docs):
    return [(rel, m.group(0), m.groups()) for rel in docs for m in pattern.finditer(_text(rel))]


def test_the_docs_quote_figures_at_all():
    """The patterns find what the docs quote (an empty check passes nothing)."""
    assert len(quoted(INTERVAL, DOCS)) >= 5 and len(quoted(MEDIANS, MEDIAN_DOCS)) >= 3


@pytest.mark.parametrize("rel", DOCS)
def test_every_interval_quoted_is_in_a_committed_report(rel):
    have = intervals()
    stale = [text for _, text, g in quoted(INTERVAL, [rel]) if g not in have]
    assert not stale, f"{rel} quotes intervals no committed report holds (regenerate the text): {stale}"


@pytest.mark.parametrize("rel", DOCS)
def test_every_difference_quoted_is_in_a_committed_report(rel):
    have = differences()
    stale = [text for _, text, g in quoted(DIFFERENCE, [rel]) if g not in have]
    assert not stale, f"{rel} quotes differences no committed report holds (regenerate the text): {stale}"


@pytest.mark.parametrize("rel", MEDIAN_DOCS)
def test_every_median_pair_quoted_is_a_cover_cell(rel):
    have = cover_medians()
    stale = [text for _, text, g in quoted(MEDIANS, [rel]) if g not in have]
    assert not stale, f"{rel} quotes medians no committed cover table holds: {stale}"


def test_the_check_catches_a_stale_figure():
    """The interval of the arm64 16K cell the README once quoted is no
    longer what the analysis says: the check must not accept it."""
    assert ("16.64", "3.87", "71.48") not in intervals()
    assert ("+6.0", "+1.2", "+10.8") not in differences()

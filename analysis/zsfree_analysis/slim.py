"""Thin the per-event arrays of probe files so that result sets can be kept
in a repository.

A 1 GB munmap under zsprobe writes every zspage release twice (the pool
series and zspage_frees): about 1 MB of JSON per run.  Thinning keeps the
first and last point and, for each group of consecutive events (at most
`max_points` groups), the last pool value and the summed zspage frees, so
curves, totals and the release times that zsprobe computed from the full data (t50/t90/t100,
released_pages) stay as they were.  What was done is recorded in the file
(metrics.release.thinned), so a thinned file never passes for a full one.
"""
import json
import os

from .errors import AnalysisError


def _group(n, max_points):
    """Events per group so that n events make at most max_points groups.
    Groups follow the events, not the clock: where releases are dense (the
    unmap and the drain) the thinned curve keeps the most points."""
    return -(-n // max_points)


def thin_series(series, max_points):
    """[[t, pages], ...] -> the first point and the last of each group of
    consecutive points (a step curve keeps its shape and its end)."""
    if len(series) <= max_points + 1:
        return series
    k = _group(len(series), max_points)
    out = [series[0]] + [series[i] for i in range(k - 1, len(series), k)]
    if out[-1] is not series[-1]:
        out.append(series[-1])
    return out


def thin_frees(frees, max_points):
    """[[t, pages], ...] -> per group of consecutive events [last t, summed
    pages]: the total number of pages released is kept."""
    if len(frees) <= max_points:
        return frees
    k = _group(len(frees), max_points)
    return [[frees[min(i + k, len(frees)) - 1][0], sum(f[1] for f in frees[i:i + k])]
            for i in range(0, len(frees), k)]


def slim_file(path, max_points):
    """Thin one probe file in place; returns (bytes before, bytes after)."""
    before = os.path.getsize(path)
    try:
        with open(path) as f:
            doc = json.load(f)
    except (OSError, ValueError) as e:
        raise AnalysisError(f"{path}: cannot read a probe file: {e}")
    rel = (doc.get("metrics") or {}).get("release")
    if not rel or "thinned" in rel:
        return before, before
    record = {"max_points": max_points}
    for key, fn in (("series", thin_series), ("zspage_frees", thin_frees)):
        data = rel.get(key)
        if isinstance(data, list) and data:
            rel[key] = fn(data, max_points)
            record[key] = [len(data), len(rel[key])]
    if len(record) == 1:
        return before, before
    rel["thinned"] = record
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(doc, f, separators=(",", ":"))
        f.write("\n")
    os.replace(tmp, path)
    return before, os.path.getsize(path)

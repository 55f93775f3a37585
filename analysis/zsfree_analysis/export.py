"""CSV and JSON export of every table compare prints (same numbers, tidy rows)."""
import csv
import json
import math
import os

from . import atomic
from .errors import AnalysisError
from .safefile import oneline


def write_csv(tables, directory):
    """One <table name>.csv per table; returns the paths written."""
    try:
        os.makedirs(directory, exist_ok=True)
    except OSError as e:
        raise AnalysisError(f"{directory}: cannot create CSV directory: {e.strerror}") from None
    paths = []
    for t in tables:
        path = os.path.join(directory, f"{t.name}.csv")
        try:
            with atomic.replace(path, newline="", encoding="utf-8") as f:
                w = csv.writer(f)
                w.writerow([csv_cell(c) for c in t.columns])
                for row in t.rows:
                    w.writerow([csv_cell(v) for v in row])
        except OSError as e:
            raise AnalysisError(f"{path}: cannot write CSV: {e.strerror}") from None
        paths.append(path)
    return paths


def csv_cell(v):
    """A value as a CSV cell: None empty; a string (a label, a command from
    someone's set) on one line, and one a spreadsheet would run as a
    formula (=, +, -, @ first) quoted with a leading apostrophe."""
    if v is None:
        return ""
    if not isinstance(v, str):
        return v
    v = oneline(v, limit=None)
    if v[:1] in ("=", "+", "-", "@") and not _is_number(v):
        return "'" + v
    return v


def _is_number(text):
    try:
        float(text)
    except ValueError:
        return False
    return True


def _finite(v):
    """JSON has no infinity: an interval's open end (math.inf) is null."""
    if isinstance(v, float) and not math.isfinite(v):
        return None
    if isinstance(v, dict):
        return {k: _finite(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [_finite(x) for x in v]
    return v


def write_json(tables, path, inputs, notes=()):
    """All tables in one JSON document (zsfree-eval/compare/1); a number
    that is not finite (the open end of a ratio interval) is null."""
    doc = {"schema": "zsfree-eval/compare/1", "inputs": inputs, "notes": list(notes),
           "tables": [_finite(t.as_dict()) for t in tables]}
    try:
        d = os.path.dirname(path)
        if d:
            os.makedirs(d, exist_ok=True)
        with atomic.replace(path, encoding="utf-8") as f:
            json.dump(doc, f, indent=1, allow_nan=False)
            f.write("\n")
    except OSError as e:
        raise AnalysisError(f"{path}: cannot write JSON: {e.strerror}") from None
    return path

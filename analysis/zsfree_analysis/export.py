"""CSV and JSON export of every table compare prints (same numbers, tidy rows)."""
import csv
import json
import math
import os

from .errors import AnalysisError


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
            with open(path, "w", newline="", encoding="utf-8") as f:
                w = csv.writer(f)
                w.writerow(t.columns)
                for row in t.rows:
                    w.writerow(["" if v is None else v for v in row])
        except OSError as e:
            raise AnalysisError(f"{path}: cannot write CSV: {e.strerror}") from None
        paths.append(path)
    return paths


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
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, indent=1, allow_nan=False)
            f.write("\n")
    except OSError as e:
        raise AnalysisError(f"{path}: cannot write JSON: {e.strerror}") from None
    return path

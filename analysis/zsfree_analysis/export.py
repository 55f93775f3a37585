"""CSV and JSON export of every table compare prints (same numbers, tidy rows)."""
import csv
import json
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


def write_json(tables, path, inputs, notes=()):
    """All tables in one JSON document (zsfree-eval/compare/1)."""
    doc = {"schema": "zsfree-eval/compare/1", "inputs": inputs, "notes": list(notes),
           "tables": [t.as_dict() for t in tables]}
    try:
        d = os.path.dirname(path)
        if d:
            os.makedirs(d, exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, indent=1)
            f.write("\n")
    except OSError as e:
        raise AnalysisError(f"{path}: cannot write JSON: {e.strerror}") from None
    return path

#!/usr/bin/python3
"""check_medians.py COMPARE_JSON SET...: every cell's median that
analysis/compare printed equals the median of the measurements LAVA recorded
for that cell's passing run cases (the set's lava/cases.json, taken from the
job log).  Exit 1 with one line per mismatch."""
import json
import os
import re
import statistics
import sys

RUN_CASE = re.compile(r"^(munmap|exit|thp)-(\d+)mb-(\d+)p-r\d+$")


def logged_medians(set_dir):
    with open(os.path.join(set_dir, "lava", "cases.json")) as f:
        cases = json.load(f)["cases"]
    cells = {}
    for c in cases:
        m = RUN_CASE.match(c.get("case") or "")
        if m and c.get("result") == "pass" and c.get("measurement") is not None:
            key = (m.group(1), int(m.group(2)), int(m.group(3)))
            cells.setdefault(key, []).append(float(c["measurement"]))
    return {k: statistics.median(v) for k, v in cells.items()}


def compare_medians(path):
    with open(path) as f:
        tables = json.load(f)["tables"]
    out = {}
    for t in tables:
        if not t["name"].startswith("mmtests-") or not t["name"].endswith("-time_ms"):
            continue
        cols = t["columns"]
        for row in t["rows"]:
            r = dict(zip(cols, row))
            if r["stat"] == "Pctile.50":
                out[(r["kernel"], r["workload"], int(r["size_mb"]), int(r["procs"]))] = r["value"]
    return out


def main():
    if len(sys.argv) < 3:
        print("usage: check_medians.py COMPARE_JSON SET...", file=sys.stderr)
        return 2
    from_compare = compare_medians(sys.argv[1])
    bad = checked = 0
    for set_dir in sys.argv[2:]:
        with open(os.path.join(set_dir, "meta.json")) as f:
            label = json.load(f)["label"]
        logged = logged_medians(set_dir)
        if not logged:
            print(f"check_medians: {set_dir}: no run cases with measurements in lava/cases.json")
            bad += 1
        for cell, median in sorted(logged.items()):
            got = from_compare.get((label,) + cell)
            checked += 1
            if got is None or abs(got - median) > 1e-6 * max(1.0, abs(median)):
                print(f"check_medians: {label} {cell}: job log median {median} ms, analysis/compare {got}")
                bad += 1
            else:
                print(f"check_medians: {label} {cell[0]} {cell[1]} MB x{cell[2]}: {median:.3f} ms in both")
    print(f"check_medians: {checked} cells, {bad} mismatches")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

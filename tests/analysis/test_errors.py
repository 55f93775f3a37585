"""Bad inputs: one clear line on stderr and a non-zero exit."""
import json
import os
import shutil

import pytest


def one_line_error(r, *needles):
    assert r.returncode != 0
    assert r.stdout == ""
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1, r.stderr
    for n in needles:
        assert n in lines[0], lines[0]
    return lines[0]


def test_missing_directory(small, tool, tmp_path):
    one_line_error(tool("compare", small[0], str(tmp_path / "nope")), "nope", "no such result directory")


def test_missing_meta(small, tool):
    os.remove(os.path.join(small[1], "meta.json"))
    one_line_error(tool("compare", *small), "meta.json", "missing")


def test_missing_runs(small, tool):
    os.remove(os.path.join(small[1], "runs.jsonl"))
    one_line_error(tool("compare", *small), "runs.jsonl", "missing")


def test_corrupt_jsonl_names_file_and_line(small, tool):
    path = os.path.join(small[1], "runs.jsonl")
    lines = open(path).read().splitlines()
    lines[4] = lines[4][:40]                 # truncated line 5
    open(path, "w").write("\n".join(lines) + "\n")
    one_line_error(tool("compare", *small), "runs.jsonl line 5", "corrupt JSON")


def test_corrupt_meta_names_line(small, tool):
    path = os.path.join(small[2], "meta.json")
    text = open(path).read().replace('"label"', '"label" oops', 1)
    open(path, "w").write(text)
    one_line_error(tool("compare", *small), "meta.json line", "corrupt JSON")


@pytest.mark.parametrize("schema,needle", [("zsfree-eval/meta/2", "unknown schema version"),
                                           ("zsfree-eval/run/1", "is not a meta object"),
                                           ("other/meta/1", "unknown schema")])
def test_unknown_schema(small, tool, schema, needle):
    path = os.path.join(small[1], "meta.json")
    meta = json.load(open(path))
    meta["schema"] = schema
    json.dump(meta, open(path, "w"))
    one_line_error(tool("compare", *small), "meta.json", needle)


def test_corrupt_probe_in_report(small, tool, tmp_path):
    probe = os.path.join(small[0], "probes", "munmap-64mb-1p-r1.json")
    open(probe, "w").write("{\n  \"schema\": \"zsfree-eval/probe/1\",\n  broken\n}\n")
    one_line_error(tool("report", "-o", str(tmp_path / "rep"), *small),
                   "munmap-64mb-1p-r1.json line 3", "corrupt JSON")


@pytest.mark.parametrize("field,value,what", [
    ("swap.compressor", "zstd", "compressor"),
    ("matrix.sizes_mb", [64, 256], "sizes"),
    ("machine.ncpus", 8, "CPU count"),
    ("probe.level", "full", "probe level"),
    ("swap.backend", "zswap+brd", "swap backend"),
    ("matrix.fifo_prio", 50, "SCHED_FIFO priority"),
])
def test_mixed_inputs_are_refused_naming_the_field(small, tool, field, value, what):
    path = os.path.join(small[2], "meta.json")
    meta = json.load(open(path))
    section, key = field.split(".")
    old = meta[section].get(key)
    meta[section][key] = value
    json.dump(meta, open(path, "w"))
    line = one_line_error(tool("compare", *small), "mixed inputs", what, field, "--allow-mixed")
    shown = "null" if old is None else str(old if not isinstance(old, list) else old[0])
    assert "base has" in line and shown in line and "p1+2 has" in line
    r = tool("compare", "--allow-mixed", *small)
    assert r.returncode == 0 and f"MIXED: {what}" in r.stdout


def test_same_label_twice(small, tool, tmp_path):
    copy = str(tmp_path / "copy")
    shutil.copytree(small[0], copy)
    one_line_error(tool("compare", small[0], copy), "labelled 'base'")


def test_no_variant_is_a_usage_error(small, tool):
    r = tool("compare", small[0])
    assert r.returncode == 2 and "usage:" in r.stderr


def test_help_works_for_every_command(tool):
    for t in ("compare", "report", "timeline"):
        r = tool(t, "--help")
        assert r.returncode == 0 and "usage:" in r.stdout


def _set_cells(path, cells):
    meta = json.load(open(os.path.join(path, "meta.json")))
    meta["matrix"]["cells"] = [{"mode": m, "size_mb": s, "procs": p} for m, s, p in cells]
    json.dump(meta, open(os.path.join(path, "meta.json"), "w"))


def test_cells_of_an_older_set_are_its_cross_product(small, tool):
    # a set written by workloads/run --cells compares with one from before it
    _set_cells(small[1], [("munmap", s, p) for s in (64, 128) for p in (1, 2)])
    r = tool("compare", *small)
    assert r.returncode == 0, r.stderr


def test_different_cells_are_refused(small, tool):
    # same axes, but p1+2 left out the 128 MB 2-process cell
    _set_cells(small[2], [("munmap", 64, 1), ("munmap", 64, 2), ("munmap", 128, 1)])
    line = one_line_error(tool("compare", *small), "mixed inputs", "matrix cells", "matrix.cells")
    assert "munmap:128:2" in line

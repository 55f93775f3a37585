"""Bad input that used to pass or end in a traceback: one line, exit 1.

The commands run in-process (compare_cmd.main / report_cmd.main) to keep
the suite fast; stderr must be exactly one line."""
import json
import os

import pytest

from zsfree_analysis import compare_cmd, report_cmd


def run(capsys, main, *argv):
    rc = main(list(argv))
    out, err = capsys.readouterr()
    return rc, out, err


def one_line(capsys, main, *argv):
    rc, _, err = run(capsys, main, *argv)
    assert rc == 1, err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    return lines[0]


def rewrite_runs(path, fn):
    """Apply fn to every measured run of path/runs.jsonl."""
    runs_path = os.path.join(path, "runs.jsonl")
    runs = [json.loads(line) for line in open(runs_path)]
    with open(runs_path, "w") as f:
        for r in runs:
            if not r["warmup"]:
                fn(r)
            f.write(json.dumps(r) + "\n")


def edit_meta(path, fn):
    p = os.path.join(path, "meta.json")
    meta = json.load(open(p))
    fn(meta)
    json.dump(meta, open(p, "w"))


@pytest.mark.parametrize("value", ["NaN", "Infinity", "-Infinity", "1e308", "-5", "\"12\"", "true"])
def test_hostile_time_is_an_invalid_run(small, capsys, value):
    runs_path = os.path.join(small[1], "runs.jsonl")
    lines = open(runs_path).read().splitlines()
    i = next(i for i, line in enumerate(lines) if '"warmup": false' in line or '"warmup":false' in line)
    r = json.loads(lines[i])
    lines[i] = json.dumps(r).replace(json.dumps(r["time_ms"]), value, 1)
    open(runs_path, "w").write("\n".join(lines) + "\n")
    rc, out, err = run(capsys, compare_cmd.main, *small)
    assert rc == 0, err
    assert "p1: 11 of 12 runs valid, 1 rejected (1x time_ms" in out.replace("\n    ", " ")
    tables = out.split("\n\n", 1)[1].lower()
    assert "nan" not in tables and "inf" not in tables


def test_zero_measured_runs_is_an_error(small, capsys):
    runs_path = os.path.join(small[0], "runs.jsonl")
    keep = [line for line in open(runs_path) if json.loads(line)["warmup"]]
    open(runs_path, "w").writelines(keep)
    edit_meta(small[0], lambda m: m["counts"].update(runs=0))
    line = one_line(capsys, compare_cmd.main, *small)
    assert line.startswith("compare: ") and "no measured runs" in line and small[0] in line
    line = one_line(capsys, compare_cmd.main, small[1], small[0])      # as a variant too
    assert "no measured runs" in line


def test_all_invalid_set_is_an_error(small, capsys):
    rewrite_runs(small[2], lambda r: r.update(valid=False, reject_reason="swapped 0.50 < 0.95"))
    line = one_line(capsys, compare_cmd.main, *small)
    assert "none of its 12 measured runs is valid (12x swapped 0.50 < 0.95)" in line


def test_runs_cut_at_a_line_boundary_is_an_error(small, capsys):
    runs_path = os.path.join(small[1], "runs.jsonl")
    lines = open(runs_path).readlines()
    open(runs_path, "w").writelines(lines[:7])
    line = one_line(capsys, compare_cmd.main, *small)
    assert "meta.json counts 12" in line and "runs.jsonl holds" in line


@pytest.mark.parametrize("field,value,what", [
    ("kernel.config_sha256", "f" * 64, "kernel config"),
    ("kernel.cmdline", "console=ttyS0 mitigations=off", "kernel command line"),
    ("machine.cpu_model", "Other CPU", "CPU model"),
    ("machine.mem_total_kb", 1024, "memory size")])
def test_environment_differences_refused_unless_allowed(small, capsys, field, value, what):
    part, key = field.split(".")
    edit_meta(small[2], lambda m: m[part].update({key: value}))
    line = one_line(capsys, compare_cmd.main, *small)
    assert f"different environment: {what} ({field}) differs" in line
    assert f"--allow-different {field}" in line
    rc, out, err = run(capsys, compare_cmd.main, "--allow-different", field, *small)
    assert rc == 0, err
    assert f"DIFFERENT: {what} ({field}) differs" in out.replace("\n    ", " ")


def test_label_of_the_wrong_type(small, capsys):
    edit_meta(small[1], lambda m: m.update(label={"a": 1}))
    assert "\"label\" is a dict, not a string" in one_line(capsys, compare_cmd.main, *small)


def test_size_of_the_wrong_type(small, capsys):
    rewrite_runs(small[1], lambda r: r.update(size_mb=[64]))
    assert "size_mb is [64], not a positive integer" in one_line(capsys, compare_cmd.main, *small)


def test_non_utf8_and_deep_nesting(small, capsys):
    with open(os.path.join(small[1], "meta.json"), "wb") as f:
        f.write(b'{"label": "\xff\xfe"}')
    assert "not UTF-8 text" in one_line(capsys, compare_cmd.main, *small)
    with open(os.path.join(small[1], "meta.json"), "w") as f:
        f.write("[" * 100000 + "]" * 100000)
    assert "nested too deeply" in one_line(capsys, compare_cmd.main, *small)


def test_report_output_errors_are_one_line(small, capsys, tmp_path):
    afile = tmp_path / "afile"
    afile.write_text("x")
    assert "exists and is not a directory" in one_line(capsys, report_cmd.main, "-o", str(afile), *small)
    other = tmp_path / "mine"
    other.mkdir()
    (other / "keep.txt").write_text("mine")
    assert "holds no report" in one_line(capsys, report_cmd.main, "-o", str(other), *small)
    assert (other / "keep.txt").read_text() == "mine"
    line = one_line(capsys, report_cmd.main, "-o", "/proc/zsfree-report", *small)
    assert line.startswith("report: -o /proc/zsfree-report: cannot")


def test_every_difference_named_at_once_most_telling_first(small, capsys):
    def arm(m):
        m["machine"].update(arch="aarch64", ncpus=8, page_size=16384, cpu_model="Cortex-A76")
        m["kernel"].update(config_sha256="e" * 64)
    edit_meta(small[1], arm)
    edit_meta(small[0], lambda m: m["machine"].update(page_size=4096))
    line = one_line(capsys, compare_cmd.main, small[0], small[1])
    named = [w for w in ("architecture (machine.arch)", "CPU count (machine.ncpus)",
                         "page size (machine.page_size)", "kernel config (kernel.config_sha256)",
                         "CPU model (machine.cpu_model)") if w in line]
    assert len(named) == 5, line
    assert sorted(named, key=line.index) == named          # in that order
    assert "--allow-different kernel.config_sha256 --allow-different machine.cpu_model" in line
    assert "--allow-mixed" in line and "'eeeeeeeeeeeeeeee...'" in line


def test_a_page_size_only_one_set_recorded_is_not_a_difference(small, capsys):
    edit_meta(small[0], lambda m: m["machine"].update(page_size=4096))
    rc, out, err = run(capsys, compare_cmd.main, *small)
    assert rc == 0, err


def test_label_applies_before_the_duplicate_label_check(small, capsys, tmp_path):
    for d in small[:2]:
        edit_meta(d, lambda m: m.update(label="kern"))
    line = one_line(capsys, compare_cmd.main, small[0], small[1])
    assert "two result sets are labelled 'kern'" in line and f"--label {small[1]}=" in line
    # a label two sets carry is ambiguous; a directory is not
    line = one_line(capsys, compare_cmd.main, "--label", "kern=x", small[0], small[1])
    assert "2 result sets are labelled 'kern'" in line and "name one by its directory" in line
    rc, out, err = run(capsys, compare_cmd.main, "--label", f"{small[1]}=again", small[0], small[1])
    assert rc == 0, err
    assert "again" in out

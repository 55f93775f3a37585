"""analysis/merge-rounds: one kernel's set from the rounds vm/evaluate ran it
in; runs renumbered with their files, each round traced in meta.json, the
merged set valid for the schema and read by the analysis; rounds of another
kernel, other cells or another machine refused, every difference named."""
import json
import os
import shutil
import subprocess

import synth
from zsfree_analysis import resultset

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
COMMON = dict(sizes=(64, 128), procs=(1,), workloads=("munmap",), repeats=3, warmups=1, samples=True)


def rounds(root, n=2, ms=(0.2, 0.26), over=None, **kw):
    """n round sets NAME.r1.. of one kernel, an hour apart; over: {round: meta overrides}."""
    out = []
    for k in range(1, n + 1):
        m = dict(kernel__release="6.12.0-base", date=f"2026-11-29T1{k}:00:00Z",
                 end_date=f"2026-11-29T1{k}:20:00Z")
        m.update((over or {}).get(k, {}))
        out.append(synth.make_set(os.path.join(root, "rounds"), f"base.r{k}", ms_per_mb=ms[(k - 1) % len(ms)],
                                  **dict(COMMON, **kw), **m))
    return out


def test_merged_set_renumbers_runs_and_their_files(tmp_path, tool):
    r1, r2 = rounds(str(tmp_path))
    before = {p: sorted(os.listdir(os.path.join(p, "probes"))) for p in (r1, r2)}
    out = str(tmp_path / "base")
    r = tool("merge-rounds", "-o", out, r1, r2)
    assert r.returncode == 0, r.stderr
    rs = resultset.ResultSet(out)
    assert rs.label == "base"
    ids = [run["run_id"] for run in rs.runs]
    assert len(ids) == len(set(ids)) == 2 * 2 * 4
    cell = sorted(run["rep"] for run in rs.measured if run["size_mb"] == 64)
    assert cell == [1, 2, 3, 4, 5, 6]
    assert sorted(run["rep"] for run in rs.warmups if run["size_mb"] == 64) == [1, 2]
    # round 2's r2 is the merged r5, with its own probe and samples
    run = next(x for x in rs.runs if x["run_id"] == "munmap-64mb-1p-r5")
    with open(os.path.join(r2, "runs.jsonl")) as f:
        orig = next(json.loads(line) for line in f if '"munmap-64mb-1p-r2"' in line)
    assert run["time_ms"] == orig["time_ms"] and run["t0_ns"] == orig["t0_ns"]
    with open(os.path.join(r2, "probes", "munmap-64mb-1p-r2.json")) as a, \
            open(os.path.join(out, "probes", "munmap-64mb-1p-r5.json")) as b:
        assert a.read() == b.read()
    assert os.path.exists(os.path.join(out, "samples", "munmap-64mb-1p-r5.jsonl"))
    assert sorted(os.listdir(os.path.join(out, "probes"))) == sorted(f"{i}.json" for i in ids)
    # the rounds are left as they were
    assert {p: sorted(os.listdir(os.path.join(p, "probes"))) for p in (r1, r2)} == before


def test_meta_traces_every_run_to_its_round(tmp_path, tool):
    r1, r2 = rounds(str(tmp_path))
    out = str(tmp_path / "base")
    assert tool("merge-rounds", "-o", out, r1, r2).returncode == 0
    meta = resultset.ResultSet(out).meta
    assert meta["schema"] == "zsfree-eval/meta/1.1"
    assert (meta["date"], meta["end_date"]) == ("2026-11-29T11:00:00Z", "2026-11-29T12:20:00Z")
    assert meta["matrix"]["repeats"] == 6 and meta["matrix"]["warmups"] == 2
    assert meta["counts"] == {"runs": 12, "valid": 12, "rejected": 0, "failed": 0}
    assert meta["command"].startswith("analysis/merge-rounds -o ")
    first, second = meta["rounds"]
    assert (second["round"], second["label"], second["date"]) == (2, "base.r2", "2026-11-29T12:00:00Z")
    assert second["path"] == os.path.join("..", "rounds", "base.r2")
    assert second["command"] == "workloads/run --label base.r2 --probe basic"
    assert second["run_ids"]["munmap-128mb-1p-r4"] == "munmap-128mb-1p-r1"
    assert first["run_ids"]["munmap-128mb-1p-w1"] == "munmap-128mb-1p-w1"
    assert set(first["run_ids"]) | set(second["run_ids"]) == {run["run_id"] for run in resultset.ResultSet(out).runs}


def real_rounds(root):
    """Two rounds made of the committed base set (schema-valid records): its
    copy as base.r1 and as base.r2, an hour later."""
    out = []
    for k in (1, 2):
        d = os.path.join(root, "rounds", f"base.r{k}")
        shutil.copytree(os.path.join(ROOT, "results", "base"), d)
        with open(os.path.join(d, "meta.json")) as f:
            meta = json.load(f)
        meta.update(label=f"base.r{k}", date=meta["date"].replace("T11:", f"T1{k}:"),
                    end_date=meta["end_date"].replace("T12:", f"T1{k + 1}:"))
        with open(os.path.join(d, "meta.json"), "w") as f:
            json.dump(meta, f)
        out.append(d)
    return out


def test_merged_set_passes_the_schema_and_the_analysis(tmp_path, tool):
    r1, r2 = real_rounds(str(tmp_path))
    out = str(tmp_path / "base")
    r = tool("merge-rounds", "-o", out, r1, r2)
    assert r.returncode == 0, r.stderr
    v = subprocess.run([os.path.join(ROOT, "schema", "validate"), "--set", out], capture_output=True, text=True)
    assert v.returncode == 0, v.stdout + v.stderr
    # every cell holds both rounds' runs (5 + 5), and compare reads the set as it is
    rs = resultset.ResultSet(out)
    assert {len(runs) for runs in rs.cells().values()} == {10}
    r = tool("compare", out, os.path.join(ROOT, "results", "p1+2"))
    assert r.returncode == 0, r.stderr
    assert "base" in r.stdout and "p1+2" in r.stdout
    assert tool("derive", out).returncode == 0
    # a broken round field is caught by the schema: validate can fail here
    with open(os.path.join(out, "meta.json")) as f:
        meta = json.load(f)
    meta["rounds"][0]["run_ids"] = {"x": 3}
    with open(os.path.join(out, "meta.json"), "w") as f:
        json.dump(meta, f)
    v = subprocess.run([os.path.join(ROOT, "schema", "validate"), "--set", out], capture_output=True, text=True)
    assert v.returncode == 1 and "rounds" in v.stdout, v.stdout


def refused(tool, tmp_path, *sets, label=None):
    args = ["merge-rounds", "-o", str(tmp_path / "merged"), *sets] + (["--label", label] if label else [])
    r = tool(*args)
    assert r.returncode == 1 and r.stdout == "", r.stdout + r.stderr
    assert r.stderr.count("\n") == 1, r.stderr
    assert not os.path.exists(tmp_path / "merged")
    return r.stderr


def test_another_kernel_is_refused(tmp_path, tool):
    r1, r2 = rounds(str(tmp_path), over={2: {"kernel__release": "6.12.0-p1", "kernel__config_sha256": "a" * 64}})
    err = refused(tool, tmp_path, r1, r2)
    assert "not the same kernel: kernel.release (\"6.12.0-base\" in " in err
    assert "kernel.config_sha256 (null in" in err


def test_other_cells_and_machine_are_refused_all_at_once(tmp_path, tool):
    r1, r2 = rounds(str(tmp_path), over={2: {"machine__ncpus": 8, "machine__virt": "qemu-tcg"}})
    err = refused(tool, tmp_path, r1, r2)
    assert "not the same machine: machine.ncpus (4 in " in err and "machine.virt (" in err
    r3 = synth.make_set(str(tmp_path / "other"), "base.r2", ms_per_mb=0.2, date="2026-11-29T12:00:00Z",
                        kernel__release="6.12.0-base", **dict(COMMON, sizes=(64, 256)))
    err = refused(tool, tmp_path, r1, r3)
    assert "not the same cells: matrix.sizes_mb ([64, 128] in " in err
    r4 = synth.make_set(str(tmp_path / "reps"), "base.r2", ms_per_mb=0.2, date="2026-11-29T12:00:00Z",
                        kernel__release="6.12.0-base", **dict(COMMON, repeats=2))
    assert "matrix.repeats (3 in " in refused(tool, tmp_path, r1, r4)


def test_bad_rounds_are_one_line(tmp_path, tool):
    r1, r2 = rounds(str(tmp_path))
    assert "at least two rounds" in refused(tool, tmp_path, r1)
    assert "twice" in refused(tool, tmp_path, r1, r1)
    assert "not in the order they ran" in refused(tool, tmp_path, r2, r1)
    os.makedirs(tmp_path / "merged")
    with open(tmp_path / "merged" / "x", "w") as f:
        f.write("x")
    r = tool("merge-rounds", "-o", str(tmp_path / "merged"), r1, r2)
    assert r.returncode == 1 and "not an empty directory" in r.stderr
    shutil.rmtree(tmp_path / "merged")
    # a set that is still running (or was killed) is not a round
    o1, o2 = rounds(str(tmp_path / "run"), over={2: {"status": "running", "end_date": None}})
    assert "still running or killed" in refused(tool, tmp_path, o1, o2)
    # labels that are not NAME.rK need --label
    a = synth.make_set(str(tmp_path / "l"), "x", date="2026-11-29T11:00:00Z", kernel__release="k", **COMMON)
    b = synth.make_set(str(tmp_path / "l"), "y", date="2026-11-29T12:00:00Z", kernel__release="k", **COMMON)
    assert "--label" in refused(tool, tmp_path, a, b)
    assert tool("merge-rounds", "-o", str(tmp_path / "xy"), "--label", "xy", a, b).returncode == 0


def test_a_run_not_named_by_rep_is_refused(tmp_path, tool):
    r1, r2 = rounds(str(tmp_path))
    path = os.path.join(r2, "runs.jsonl")
    with open(path) as f:
        lines = f.read().replace('"rep": 2,', '"rep": 7,', 1)
    with open(path, "w") as f:
        f.write(lines)
    assert "is not 1 to 3 with an id ending in '-rREP'" in refused(tool, tmp_path, r1, r2)


def test_files_not_named_by_run_id_are_refused(tmp_path, tool):
    r1, r2 = rounds(str(tmp_path))
    with open(os.path.join(r2, "probes", "stray.json"), "w") as f:
        f.write("{}")
    assert "stray.json: not named by a run id of" in refused(tool, tmp_path, r1, r2)
    os.remove(os.path.join(r2, "probes", "stray.json"))
    os.makedirs(os.path.join(r2, "tenants"))
    assert "holds tenants, not named by run id" in refused(tool, tmp_path, r1, r2)


def test_docs_quote_the_committed_boot_costs():
    """docs/vm.md's cost of a round (a boot, a VM run beyond its set's own
    time) is what the committed standard sets' vm/run.json say."""
    import datetime
    sets = ("base", "p1", "p1+2", "lock-v5", "lock-v5+p1+2", "p1b+2", "base.drift")
    boots, extra = [], []

    def at(s):
        return datetime.datetime.strptime(s, "%Y-%m-%dT%H:%M:%SZ")
    for name in sets:
        with open(os.path.join(ROOT, "results", name, "vm", "run.json")) as f:
            vm = json.load(f)
        with open(os.path.join(ROOT, "results", name, "meta.json")) as f:
            meta = json.load(f)
        boots.append(vm["boot_s"])
        extra.append(vm["wall_s"] - (at(meta["end_date"]) - at(meta["date"])).total_seconds())
    with open(os.path.join(ROOT, "docs", "vm.md")) as f:
        text = " ".join(f.read().split())
    assert f"`boot_s` {min(boots):.2f}-{max(boots):.2f} s" in text
    assert f"`wall_s` {min(extra):.1f}-{max(extra):.1f} s more" in text


def test_docs_quote_the_runs_a_round_adds():
    """docs/vm.md's run counts of a variant's matrix, in one round and in the
    config's rounds, follow configs/standard.conf (a warm-up per round)."""
    conf = {}
    with open(os.path.join(ROOT, "configs", "standard.conf")) as f:
        for line in f:
            if "=" in line and not line.startswith("#"):
                k, v = line.rstrip("\n").split("=", 1)
                conf[k] = v
    cells = set()
    for group in conf["cells"].split(";"):
        mode, sizes, procs = group.split(":")
        cells |= {(mode, s, p) for s in sizes.split(",") for p in procs.split(",")}
    repeats, rounds = int(conf["repeats"]), int(conf["rounds"])
    with open(os.path.join(ROOT, "docs", "vm.md")) as f:
        text = " ".join(f.read().split())
    assert f"With {rounds} rounds of {repeats // rounds} repeat" in text
    assert (f"holds {len(cells) * (repeats + rounds)} runs instead of {len(cells) * (repeats + 1)} "
            f"and boots {rounds} times instead of once") in text
    assert f"the warm-ups are {len(cells)} of a one-round matrix's {len(cells) * (repeats + 1)} runs" in text


def test_a_linked_side_file_is_refused(tmp_path, tool):
    r1, r2 = rounds(str(tmp_path))
    secret = tmp_path / "secret.json"
    secret.write_text("{}")
    target = os.path.join(r2, "probes", "munmap-64mb-1p-r1.json")
    os.remove(target)
    os.symlink(secret, target)
    err = refused(tool, tmp_path, r1, r2)
    assert "munmap-64mb-1p-r1.json" in err and "refused" in err

"""The JSON schemas in schema/ and every record checked against them (make check-schema).

- each schema file is a valid JSON Schema named after the version it describes,
  and every zsfree-eval/<kind>/<version> a producer writes or the format page
  names has one (a version bump comes with its schema);
- every record of every result set kept in results/ conforms, and so do the
  committed reports' tables and VM records;
- the producers that run without root (munmap-bench --resident and its
  --summary, release-sampler, tenant, alloc-touch, pressure-sampler, storer)
  write conforming records now;
- each file in tests/schema/bad/ is refused with the error named below, and its
  counterpart in tests/schema/good/ passes.

The host suites (tests/integration/*) check what zsprobe and workloads/run write
with schema/validate as well.  ZSFREE_BINDIR names the built programs
(make check-schema sets it).
"""
import json
import glob
import os
import re
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "schema"))
import zsfree_schema  # noqa: E402

BINDIR = os.environ.get("ZSFREE_BINDIR", os.path.join(ROOT, "build", "x86", "bin"))
VALIDATE = os.path.join(ROOT, "schema", "validate")
HERE = os.path.dirname(os.path.abspath(__file__))


@pytest.fixture(scope="module")
def schemas():
    return zsfree_schema.load_schemas()


def rel(p):
    return os.path.relpath(p, ROOT)


def kept_sets():
    return sorted(os.path.dirname(rel(m)) for m in glob.glob(os.path.join(ROOT, "results", "**", "meta.json"),
                                                             recursive=True)
                  if not rel(m).startswith("results/runs/"))


def kept_sets_marked():
    """kept_sets(), those with 1 ms samples marked "samples": their hundreds
    of thousands of sample lines take half the suite's time, so check-fast
    leaves them to make check's check-schema-samples (mk/tests.mk)."""
    return [pytest.param(s, marks=pytest.mark.samples) if os.path.isdir(os.path.join(ROOT, s, "samples")) else s
            for s in kept_sets()]


# ---- the schemas themselves ----

def test_schema_files_load(schemas):
    # load_schemas checks each against the metaschema and its name against x-zsfree-schema
    assert ("run", 1) in schemas and ("probe", 1) in schemas and ("meta", 1) in schemas


VERSION_RE = re.compile(r"zsfree-eval/([a-z][a-z-]*)/([0-9]+)\b")
PRODUCERS = ["user/*.c", "workloads/*.c", "workloads/experiments/*.c", "workloads/experiments/*.awk",
             "workloads/run", "vm/run", "board/probe-cost", "lava/import", "lava/lib/*.py",
             "analysis/zsfree_analysis/*.py"]


def named_versions(patterns):
    out = {}
    for pat in patterns:
        for path in glob.glob(os.path.join(ROOT, pat)):
            with open(path, encoding="utf-8", errors="replace") as f:
                for m in VERSION_RE.finditer(f.read()):
                    out.setdefault((m.group(1), int(m.group(2))), rel(path))
    return out


def test_every_written_version_has_a_schema(schemas):
    missing = {f"zsfree-eval/{k}/{v}": where for (k, v), where in named_versions(PRODUCERS).items()
               if (k, v) not in schemas}
    assert not missing, f"written without a schema/<kind>-<version>.json: {missing}"


def test_every_documented_version_has_a_schema(schemas):
    missing = {f"zsfree-eval/{k}/{v}": where
               for (k, v), where in named_versions(["docs/results-format.md"]).items()
               if (k, v) not in schemas}
    assert not missing, f"docs/results-format.md names formats without a schema: {missing}"


def test_every_schema_is_documented(schemas):
    with open(os.path.join(ROOT, "docs", "results-format.md"), encoding="utf-8") as f:
        doc = f.read()
    for kind, version in schemas:
        assert f"schema/{kind}-{version}.json" in doc, \
            f"docs/results-format.md does not point at schema/{kind}-{version}.json"


# ---- committed records ----

@pytest.mark.parametrize("setdir", kept_sets_marked())
def test_committed_set(setdir, schemas):
    errors = zsfree_schema.check_set(os.path.join(ROOT, setdir), schemas)
    assert not errors, "\n".join(errors)


@pytest.mark.parametrize("setdir", kept_sets())
def test_committed_set_has_no_unchecked_record(setdir):
    """a record file check_set would not look at is a format nobody checks"""
    d = os.path.join(ROOT, setdir)
    checked = {p for p, _ in zsfree_schema.set_files(d)}
    records = [p for p in glob.glob(os.path.join(d, "**", "*"), recursive=True)
               if re.search(r"\.jsonl?(\.xz)?$", p) and not p.startswith(os.path.join(d, "runs") + os.sep)]
    nested = [os.path.dirname(m) for m in glob.glob(os.path.join(d, "*", "**", "meta.json"), recursive=True)]
    unchecked = [rel(p) for p in records if p not in checked and not any(p.startswith(n + os.sep) for n in nested)]
    assert not unchecked, f"record files outside docs/results-format.md's layout: {unchecked}"


def test_committed_reports_and_vm_logs(schemas):
    files = glob.glob(os.path.join(ROOT, "results", "reports", "*", "tables.json")) + \
        glob.glob(os.path.join(ROOT, "results", "vm-logs", "*", "run.json"))
    assert files
    errors = [e for f in files for e in zsfree_schema.check_file(f, schemas)]
    assert not errors, "\n".join(errors)


# ---- fresh output of the producers (no root needed) ----

def tool(name):
    path = os.path.join(BINDIR, name)
    if not os.access(path, os.X_OK):
        pytest.fail(f"{path} not built: make {rel(path)} (or make check-schema)")
    return path


def produce(tmp_path, args, out_name, timeout=60):
    out = tmp_path / out_name
    with open(out, "w") as f:
        p = subprocess.run(args, stdout=f, stderr=subprocess.PIPE, text=True, timeout=timeout)
    return p, out


def test_fresh_munmap_bench_resident(tmp_path, schemas):
    summary = tmp_path / "summary"
    p, out = produce(tmp_path, [tool("munmap-bench"), "--size", "4", "--resident", "--no-lock", "-q",
                                "--label", "schema-test", "--summary", str(summary)], "runs.jsonl")
    assert p.returncode == 0, p.stderr
    assert zsfree_schema.check_file(str(out), schemas, "run") == []
    assert zsfree_schema.check_file(str(summary), schemas, "bench-summary") == []


def test_fresh_munmap_bench_exit_resident(tmp_path, schemas):
    p, out = produce(tmp_path, [tool("munmap-bench"), "--size", "4", "--exit", "--procs", "2", "--resident",
                                "--no-lock", "-q"], "runs.jsonl")
    assert p.returncode == 0, p.stderr
    assert zsfree_schema.check_file(str(out), schemas, "run") == []


def test_fresh_release_sampler(tmp_path, schemas):
    p, out = produce(tmp_path, [tool("release-sampler"), "-d", "30", "-i", "1000"], "s.jsonl")
    assert p.returncode == 0, p.stderr
    assert zsfree_schema.check_file(str(out), schemas, "samples") == []


def test_fresh_tenant(tmp_path, schemas):
    p, out = produce(tmp_path, [tool("tenant"), "--name", "t1", "-d", "60", "-w", "20", "-b", "64"], "t1.jsonl")
    assert p.returncode == 0, p.stderr
    assert zsfree_schema.check_file(str(out), schemas, "tenant") == []
    lines = [json.loads(x) for x in out.read_text().splitlines()]
    assert lines[0]["schema"] == "zsfree-eval/tenant/2"
    windows = [x for x in lines if "start_ns" in x]
    assert windows
    for w in windows:
        # raw latencies, no percentile: every iteration in one bucket, min and max in the outer ones
        buckets = w["latency_ns"]
        assert sum(c for _, _, c in buckets) == w["iterations"]
        assert [b[0] for b in buckets] == sorted(b[0] for b in buckets)
        assert buckets[0][0] <= round(w["min_us"] * 1e3) < buckets[0][1]
        assert buckets[-1][0] <= round(w["max_us"] * 1e3) < buckets[-1][1]
        assert not any(k.startswith("p") and k.endswith("_us") for k in w)


def test_fresh_alloc_touch(tmp_path, schemas):
    p, out = produce(tmp_path, [tool("alloc-touch"), "--size-mb", "4"], "a.json")
    assert p.returncode == 0, p.stderr
    assert zsfree_schema.check_file(str(out), schemas, "alloc") == []


def test_fresh_pressure_sampler(tmp_path, schemas):
    p, out = produce(tmp_path, [tool("pressure-sampler"), "-d", "30", "-i", "1000", "out=/proc/vmstat@pswpout",
                                "used=/proc/meminfo#2", "gone=/nonexistent/zsfree"], "s.jsonl")
    assert p.returncode == 0, p.stderr
    assert zsfree_schema.check_file(str(out), schemas, "pressure-samples") == []


def test_fresh_storer(tmp_path, schemas):
    out = tmp_path / "storer.json"
    with open(out, "w") as f:
        p = subprocess.Popen([tool("storer"), "--region-mb", "2", "--pause-ms", "1"], stdout=f,
                             stderr=subprocess.PIPE, text=True)
        try:
            p.communicate(timeout=0.3)
        except subprocess.TimeoutExpired:
            p.terminate()
        _, err = p.communicate(timeout=10)
    assert p.returncode == 0, err
    assert zsfree_schema.check_file(str(out), schemas, "storer") == []


def test_fresh_compare_tables(tmp_path, schemas):
    out = tmp_path / "tables.json"
    p = subprocess.run([os.path.join(ROOT, "analysis", "compare"), "--json", str(out),
                        os.path.join(ROOT, "results", "base"), os.path.join(ROOT, "results", "p1")],
                       capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr
    assert zsfree_schema.check_file(str(out), schemas, "compare") == []


# ---- a record that breaks its schema is refused ----

BAD = {
    "run-time-string.jsonl": "line 1: at $.time_ms: '19.766266' is not of type",
    "run-valid-without-time.jsonl": "line 1: at $.time_ms: None is not of type 'number'",
    "run-unknown-version.jsonl": "no schema for zsfree-eval/run/7",
    "meta-status.json": "at $.status: 'done' is not one of",
    "meta-derived-field.json": "('speedup' was unexpected)",
    "probe-no-metrics.json": "'metrics' is a required property",
    "probe-series-not-pairs.json": "at $.metrics.release.series: item 1 is [1, 2, 3], not a pair of integers",
    "samples-negative.jsonl": "line 4: at $.zram_mem_used_total: -4096 is less than the minimum of 0",
    "samples-no-header.jsonl": "line 1: no \"schema\" string",
    "exp-run-backend.json": "at $.backend: 'nvme' is not one of",
    "exp-run-2-with-release.json": "('release' was unexpected)",
    "bench-summary-status": "at $.status: 'fine' is not one of",
    "lava-server-incomplete.json": "at $.health: 'Complete' was expected",
    "probe-profile-role.json": "at $.metrics.profile.stacks[0].role: 'kworker' is not one of",
    "tenant-2-with-p99.jsonl": "line 2: at $: Additional properties are not allowed ('p99_us' was unexpected)",
}


def test_every_bad_fixture_is_listed():
    assert sorted(os.listdir(os.path.join(HERE, "bad"))) == sorted(BAD)


@pytest.mark.parametrize("name", sorted(BAD))
def test_bad_fixture_refused(name, schemas):
    errors = zsfree_schema.check_file(os.path.join(HERE, "bad", name), schemas)
    assert errors, f"{name} passed its schema"
    assert any(BAD[name] in e for e in errors), "\n".join(errors)


@pytest.mark.parametrize("name", sorted(os.listdir(os.path.join(HERE, "good"))))
def test_good_fixture_passes(name, schemas):
    assert zsfree_schema.check_file(os.path.join(HERE, "good", name), schemas) == []


def test_wrong_kind_in_its_place(schemas):
    errors = zsfree_schema.check_file(os.path.join(HERE, "good", "run.jsonl"), schemas, expect="probe")
    assert errors and "where a probe record belongs" in errors[0]


# ---- the command ----

def run_validate(*args):
    return subprocess.run([VALIDATE, *args], capture_output=True, text=True, timeout=60)


def test_validate_cli():
    p = run_validate("--help")
    assert p.returncode == 0 and "usage:" in p.stdout
    p = run_validate()
    assert p.returncode == 2 and len(p.stderr.strip().splitlines()) == 1
    p = run_validate("--bogus", "x")
    assert p.returncode == 2 and len(p.stderr.strip().splitlines()) == 1
    p = run_validate(os.path.join(HERE, "good", "meta.json"))
    assert p.returncode == 0 and p.stdout == ""
    p = run_validate(os.path.join(HERE, "bad", "meta-status.json"))
    assert p.returncode == 1 and len(p.stdout.splitlines()) == 1
    p = run_validate("--set", os.path.join(HERE, "good"))
    assert p.returncode == 0, p.stdout
    p = run_validate("--set", HERE)
    assert p.returncode == 1 and "no meta.json" in p.stdout

"""lava/submit and lava/farm against a fake lavacli (FAKE_LAVA names a
directory of canned answers): a submission counts only with a job number,
the failures are one line each, the API's test cases must equal the log's,
and a set that came through the server says so.  The real server is in
tests/lava/server-run (make check-lava-server)."""
import json
import os
import subprocess
import sys

import pytest
import yaml

import helpers

sys.path.insert(0, os.path.join(helpers.ROOT, "lava", "lib"))
import lavajobs  # noqa: E402

SUBMIT = os.path.join(helpers.ROOT, "lava", "submit")
FARM = os.path.join(helpers.ROOT, "lava", "farm")
KW = dict(sizes=(64,), procs=(1,), workloads=("munmap",), repeats=3, warmups=0, probe_level="none")

FAKE_LAVACLI = """#!/usr/bin/python3
import os, sys
d = os.environ["FAKE_LAVA"]
args = sys.argv[3:]
with open(os.path.join(d, "calls"), "a") as f:
    f.write(" ".join(args) + "\\n")
if os.path.exists(os.path.join(d, "unreachable")):
    sys.stderr.write("Unable to connect: HTTPConnectionPool(host='127.0.0.1', port=9): Connection refused\\n")
    sys.exit(1)
answers = {"jobs submit": "submit.out", "jobs show": "show.yaml", "jobs logs": "job.log",
           "jobs definition": "job.yaml", "results --yaml": "results.yaml", "jobs cancel": None}
name = answers.get(" ".join(args[:2]), "missing")
if name:
    with open(os.path.join(d, name)) as f:
        sys.stdout.write(f.read())
"""


@pytest.fixture
def fake(tmp_path):
    d = tmp_path / "fake"
    d.mkdir()
    cli = d / "lavacli"
    cli.write_text(FAKE_LAVACLI)
    cli.chmod(0o755)
    (d / "submit.out").write_text("4711\n")
    (d / "job.yaml").write_text("device_type: qemu\n")
    return d


def finished(d, health, error=None):
    show = {"id": 4711, "state": "Finished", "health": health, "device": "qemu-01", "device_type": "qemu",
            "submit_time": "20261201T23:48:32", "start_time": "20261201T23:48:41",
            "end_time": "20261201T23:50:02", "submitter": "me", "failure_comment": None}
    (d / "show.yaml").write_text(yaml.safe_dump(show))
    rows = [{"suite": "lava", "name": "job", "result": "fail", "measurement": "None",
             "metadata": {"error_msg": error}}] if error else []
    (d / "results.yaml").write_text(yaml.safe_dump(rows))
    (d / "job.log").write_text("")


def complete_job(tmp_path, d, shift_ms=0.0):
    """A Complete job: the board's log and the API's results (one measurement
    moved by shift_ms)."""
    tmp = str(tmp_path)
    helpers.fake_toolkit(tmp)
    src = helpers.compact_set(os.path.join(tmp, "src"), "base", **KW)
    out = helpers.run_board(tmp, src, "base")
    logged = helpers.cases(out)
    finished(d, "Complete")
    (d / "job.log").write_text(helpers.lava_lines(
        ["zsfree-lava: ready"] + out.splitlines(),
        [(name, ms if ms is not None else "", res) for name, (res, ms) in logged.items()]))
    rows, first = [], True
    for name, (res, ms) in logged.items():
        m = "None" if ms is None else str(ms + (shift_ms if first and ms is not None else 0))
        first = first and ms is None
        rows.append({"suite": "1_zsfree-eval", "name": name, "result": res, "measurement": m})
    rows.append({"suite": "lava", "name": "job", "result": "pass", "measurement": "None"})
    (d / "results.yaml").write_text(yaml.safe_dump(rows))


def submit(d, tmp_path, *args):
    env = dict(os.environ, FAKE_LAVA=str(d), LAVACLI=str(d / "lavacli"))
    job = tmp_path / "job.yaml"
    job.write_text("device_type: qemu\n")
    return subprocess.run([SUBMIT, "-i", "farm", "--job", str(job), "--poll-seconds", "0.1",
                           "--jobdir", str(tmp_path / "jobdir"), "--outdir", str(tmp_path / "res"), *args],
                          capture_output=True, text=True, env=env, timeout=120)


def one_line(p, words):
    lines = [x for x in p.stderr.strip().splitlines() if " submitted to " not in x]
    assert p.returncode != 0 and len(lines) == 1, p.stderr
    assert words in lines[0], lines[0]
    return lines[0]


def test_rejection_with_exit_0_is_a_failure(fake, tmp_path):
    (fake / "submit.out").write_text('Unable to submit job.yaml: <Fault 400: "Problem with submitted job data: '
                                     "extra keys not allowed @ data['actions'][2]\">\n")
    one_line(submit(fake, tmp_path), "the server rejected job.yaml: Unable to submit")


def test_unreachable_server(fake, tmp_path):
    (fake / "unreachable").write_text("")
    one_line(submit(fake, tmp_path), "cannot reach the server of identity 'farm'")


@pytest.mark.parametrize("health", ["Incomplete", "Canceled"])
def test_job_that_did_not_complete(fake, tmp_path, health):
    finished(fake, health, error="InfraError: the board did not boot" if health == "Incomplete" else None)
    line = one_line(submit(fake, tmp_path), f"job 4711 on qemu-01 ended {health}")
    if health == "Incomplete":
        assert "the board did not boot" in line
    assert not (tmp_path / "res").exists()


def test_timeout_cancels_the_job(fake, tmp_path):
    (fake / "show.yaml").write_text(yaml.safe_dump({"id": 4711, "state": "Running", "health": "Unknown"}))
    one_line(submit(fake, tmp_path, "--wait-minutes", "0.005"), "job 4711 not finished after 0.005 minutes: canceled")
    assert "jobs cancel 4711" in (fake / "calls").read_text()


def test_complete_job_is_imported_and_marked(fake, tmp_path):
    complete_job(tmp_path, fake)
    p = submit(fake, tmp_path, "--label", "farm-base")
    assert p.returncode == 0, p.stderr
    s = tmp_path / "res" / "farm-base"
    record = json.loads((s / "lava" / "server.json").read_text())
    assert (record["job_id"], record["device"], record["health"]) == (4711, "qemu-01", "Complete")
    assert (s / "lava" / "results.yaml").is_file()
    meta = json.loads((s / "meta.json").read_text())
    assert meta["label"] == "farm-base" and any("job 4711 on qemu-01" in n for n in meta["notes"])


def test_api_results_that_differ_from_the_log(fake, tmp_path):
    complete_job(tmp_path, fake, shift_ms=50.0)
    one_line(submit(fake, tmp_path), "test cases differ between the server's results and the log")


def test_follow_is_bounded():
    class Stuck:
        def show(self, job_id):
            return {"state": "Running"}
    now = [0.0]
    done, left = lavajobs.follow(Stuck(), [1, 2], wait_s=10, poll_s=3,
                                 clock=lambda: now[0], sleep=lambda s: now.__setitem__(0, now[0] + s))
    assert done == {} and left == [1, 2] and now[0] == 10


def test_farm_interleaves_kernels_per_target(fake, tmp_path):
    """Every kernel on every target, per target in the order given, tags in the job."""
    env = dict(os.environ, FAKE_LAVA=str(fake), LAVACLI=str(fake / "lavacli"))
    finished(fake, "Incomplete", error="no board")
    p = subprocess.run([FARM, "-i", "farm", "--kernels", "base,p1+2", "--rounds", "2", "--target",
                        "qemu-x86_64:dev-a", "--target", "qemu-x86_64:dev-b", "--outdir", str(tmp_path / "farm"),
                        "--poll-seconds", "0.1", "--", "--kernel-url", "file:///k/{variant}/bzImage",
                        "--ramdisk-url", "file:///r.gz"], capture_output=True, text=True, env=env, timeout=300)
    assert p.returncode == 1
    jobs = sorted((tmp_path / "farm" / "jobs").glob("*.submitted.yaml"))
    assert len(jobs) == 8
    calls = [c.split()[-1] for c in (fake / "calls").read_text().splitlines() if c.startswith("jobs submit")]
    order = [os.path.basename(c).replace(".submitted.yaml", "") for c in calls]
    assert order == ["base-dev-a-r1", "p1+2-dev-a-r1", "base-dev-b-r1", "p1+2-dev-b-r1",
                     "base-dev-a-r2", "p1+2-dev-a-r2", "base-dev-b-r2", "p1+2-dev-b-r2"]
    job = yaml.safe_load((tmp_path / "farm" / "jobs" / "p1+2-dev-b-r2.submitted.yaml").read_text())
    assert job["tags"] == ["dev-b"]
    assert "file:///k/p1+2/bzImage" in json.dumps(job)
    assert p.stderr.count("ended Incomplete: no board") == 8


def test_farm_pairs_stay_on_one_target_and_round():
    import importlib.machinery
    import importlib.util
    loader = importlib.machinery.SourceFileLoader("farm", FARM)
    spec = importlib.util.spec_from_loader("farm", loader)
    farm = importlib.util.module_from_spec(spec)
    loader.exec_module(farm)
    a = farm.parse_args(["-i", "x", "--kernels", "base,p1+2", "--rounds", "2", "--target", "qemu-x86_64:a",
                         "--target", "qemu-x86_64:b", "--outdir", "/nonexistent"])
    assert farm.pairs(a, farm.plan(a)) == ["base-a-r1:p1+2-a-r1", "base-b-r1:p1+2-b-r1",
                                           "base-a-r2:p1+2-a-r2", "base-b-r2:p1+2-b-r2"]

"""The board script (zsfree-eval.sh) against a fake toolkit, and lava/import
of what it prints: good logs, several jobs, and the bad inputs the import
must refuse with one line, leaving nothing behind."""
import os
import statistics

import pytest

import helpers
from zsfree_analysis.resultset import ResultSet

KW = dict(sizes=(64,), procs=(1,), workloads=("munmap", "exit"), repeats=3, warmups=1, probe_level="none")


@pytest.fixture
def board(tmp_path):
    tmp = str(tmp_path)
    helpers.fake_toolkit(tmp)
    src = helpers.compact_set(os.path.join(tmp, "src"), "base", reject=("exit-64mb-1p-r2",), **KW)
    return tmp, src


def test_one_case_per_measured_run(board):
    tmp, src = board
    out = helpers.run_board(tmp, src, "base")
    c = helpers.cases(out)
    s = ResultSet(src)
    assert {r["run_id"] for r in s.measured} <= set(c)
    assert not any(r["run_id"] in c for r in s.warmups)
    for r in s.measured:
        res, ms = c[r["run_id"]]
        assert res == ("pass" if r["valid"] else "fail")
        assert ms == pytest.approx(r["time_ms"], rel=1e-6)
    assert c["run-complete"] == ("pass", None)
    assert c["dmesg-clean"] == ("pass", None)
    assert c["probes-required"] == ("skip", None)
    assert "zsfree-meta: kernel.release=" in out


def test_board_bundle_entry_point_is_used(tmp_path):
    tmp = str(tmp_path)
    tk = helpers.fake_toolkit(tmp, bundle=True)
    src = helpers.compact_set(os.path.join(tmp, "src"), "p1+2", **KW)
    c = helpers.cases(helpers.run_board(tmp, src, "p1+2", "-c", "munmap:64:1", "-r", "3"))
    with open(os.path.join(tk, "args")) as f:
        args = f.read().split()
    assert args[0] == "run" and "--describe" not in args    # the bundle names its own version
    assert args[args.index("--cells") + 1] == "munmap:64:1" and args[args.index("--label") + 1] == "p1+2"
    assert c["run-complete"] == ("pass", None) and c["munmap-64mb-1p-r1"][0] == "pass"


def test_kernel_report_and_failed_run_fail_their_cases(tmp_path):
    tmp = str(tmp_path)
    helpers.fake_toolkit(tmp, dmesg_text="[ 12.3] WARNING: CPU: 1 PID: 7 at mm/zsmalloc.c:1234\n")
    src = helpers.compact_set(os.path.join(tmp, "src"), "base", **KW)
    c = helpers.cases(helpers.run_board(tmp, src, "base", rc=1))
    assert c["dmesg-clean"][0] == "fail"
    assert c["run-complete"][0] == "fail"


def test_required_probe_without_hook_fails(tmp_path):
    tmp = str(tmp_path)
    helpers.fake_toolkit(tmp)
    src = helpers.compact_set(os.path.join(tmp, "src"), "base", **dict(KW, probe_level="basic"))
    probes = os.path.join(src, "probes")
    for name in os.listdir(probes):
        os.remove(os.path.join(probes, name))
    hook = '{"metric":"%s","chosen":%s,"refused":[]}'
    for run_id, drain in (("munmap-64mb-1p-r1", '"fexit:drain"'), ("exit-64mb-1p-r1", "null")):
        with open(os.path.join(probes, run_id + ".json"), "w") as f:
            f.write('{"schema":"zsfree-eval/probe/1","hooks":[%s,%s]}'
                    % (hook % ("unmap", '"fexit:x"'), hook % ("drain", drain)))
    c = helpers.cases(helpers.run_board(tmp, src, "base", "-p", "basic", "-q", "unmap"))
    assert c["probes-required"][0] == "pass"
    c = helpers.cases(helpers.run_board(tmp, src, "base", "-p", "basic", "-q", "unmap,drain"))
    assert c["probes-required"][0] == "fail"


def write(path, text):
    with open(path, "w") as f:
        f.write(text)
    return path


def lava_log(tmp, stdout, name="job.log"):
    """The board's stdout as lava-run logs it, after the boot marker."""
    return write(os.path.join(tmp, name),
                 helpers.lava_lines(["zsfree-lava: ready release=6.12.117-base"] + stdout.splitlines()))


def test_import_plain_and_lava_logs_give_the_same_set(board):
    tmp, src = board
    out = helpers.run_board(tmp, src, "base")
    plain = write(os.path.join(tmp, "console.txt"), "zsfree-lava: ready\n" + out)
    res = os.path.join(tmp, "res")
    p = helpers.run_import("--outdir", res, "--label", "plain", "--label", "lavarun",
                           plain, lava_log(tmp, out))
    assert p.returncode == 0, p.stderr
    a, b, orig = ResultSet(os.path.join(res, "plain")), ResultSet(os.path.join(res, "lavarun")), ResultSet(src)
    assert (a.label, b.label) == ("plain", "lavarun")
    for s in (a, b):
        assert [r["time_ms"] for r in s.runs] == [r["time_ms"] for r in orig.runs]
        assert os.path.isfile(os.path.join(s.path, "lava", "job.log"))
    assert not [d for d in os.listdir(res) if d.startswith(".")]


def test_cell_medians_match_the_logged_cases(board):
    tmp, src = board
    out = helpers.run_board(tmp, src, "base")
    res = os.path.join(tmp, "res")
    assert helpers.run_import("--outdir", res, lava_log(tmp, out)).returncode == 0
    logged = helpers.cases(out)
    for (w, size, procs), runs in ResultSet(os.path.join(res, "base")).cells().items():
        from_log = [ms for name, (r, ms) in logged.items()
                    if name.startswith(f"{w}-{size}mb-{procs}p-r") and r == "pass"]
        assert statistics.median(from_log) == pytest.approx(statistics.median(r["time_ms"] for r in runs))


def bad_import(tmp, log):
    res = os.path.join(tmp, "res")
    p = helpers.run_import("--outdir", res, log)
    assert p.returncode == 1
    lines = p.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("lava/import: ")
    assert os.listdir(res) == []        # nothing half-written, no staging left
    return lines[0]


def test_log_without_markers(board):
    tmp, _ = board
    log = write(os.path.join(tmp, "j.log"), helpers.lava_lines(["zsfree-lava: ready", "zsfree-case: x pass"]))
    assert "no ZSFREE-RESULTSET-BEGIN marker" in bad_import(tmp, log)


def test_job_that_failed_to_boot(board):
    tmp, _ = board
    log = write(os.path.join(tmp, "j.log"), helpers.lava_lines(
        ["Linux version 6.12.117", "Kernel panic - not syncing: VFS: Unable to mount root fs"],
        job_error="wait-for-prompt timed out after 300 seconds"))
    msg = bad_import(tmp, log)
    assert "failed before the test ran" in msg and "timed out" in msg


def test_truncated_payload(board):
    tmp, src = board
    out = helpers.run_board(tmp, src, "base").splitlines()
    cut = out[:-3]                      # END marker and the last base64 lines lost
    assert "no ZSFREE-RESULTSET-END" in bad_import(tmp, lava_log(tmp, "\n".join(cut)))


def test_corrupt_payload(board):
    tmp, src = board
    out = helpers.run_board(tmp, src, "base").splitlines()
    i = next(n for n, line in enumerate(out) if line.startswith("ZSFREE-RESULTSET-BEGIN")) + 2
    out[i] = ("B" if out[i][0] != "B" else "C") + out[i][1:]
    assert "sha256" in bad_import(tmp, lava_log(tmp, "\n".join(out)))


def test_existing_set_is_kept_and_all_or_nothing(board):
    tmp, src = board
    out = helpers.run_board(tmp, src, "base")
    res = os.path.join(tmp, "res")
    good = lava_log(tmp, out)
    assert helpers.run_import("--outdir", res, good).returncode == 0
    p = helpers.run_import("--outdir", res, good)
    assert p.returncode == 1 and "exists" in p.stderr
    # a good job and a bad one: neither is imported
    bad = write(os.path.join(tmp, "bad.log"), helpers.lava_lines(["zsfree-lava: ready"]))
    p = helpers.run_import("--outdir", res, "--label", "second", "--label", "third", good, bad)
    assert p.returncode == 1
    assert sorted(os.listdir(res)) == ["base"]


class _PutHandler(__import__("http.server").server.BaseHTTPRequestHandler):
    received = {}

    def _store(self):
        n = int(self.headers.get("Content-Length", 0))
        _PutHandler.received[self.path] = self.rfile.read(n)
        self.send_response(201)
        self.end_headers()

    do_PUT = do_POST = _store

    def log_message(self, *args):
        pass


def test_artifact_upload(board):
    import base64
    import http.server
    import threading
    tmp, src = board
    server = http.server.HTTPServer(("127.0.0.1", 0), _PutHandler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        url = f"http://127.0.0.1:{server.server_port}/sets/base.tar"
        out = helpers.run_board(tmp, src, "base", "-u", url)
    finally:
        server.shutdown()
        server.server_close()
    assert helpers.cases(out)["artifact-upload"] == ("pass", None)
    lines = out.splitlines()
    begin = next(i for i, line in enumerate(lines) if line.startswith("ZSFREE-RESULTSET-BEGIN"))
    end = next(i for i, line in enumerate(lines) if line.startswith("ZSFREE-RESULTSET-END"))
    assert _PutHandler.received["/sets/base.tar"] == base64.b64decode("".join(lines[begin + 1:end]))
    # nobody listening: the case fails, the set is still printed
    out = helpers.run_board(tmp, src, "base", "-u", f"http://127.0.0.1:{server.server_port}/gone")
    assert helpers.cases(out)["artifact-upload"][0] == "fail"
    assert "ZSFREE-RESULTSET-END label=base" in out


def test_import_lavacli_raw_log(board):
    """lavacli jobs logs --raw: the same mappings as a YAML list, keys unquoted."""
    tmp, src = board
    out = helpers.run_board(tmp, src, "base")
    lines = helpers.lava_lines(["zsfree-lava: ready"] + out.splitlines()).splitlines()
    raw = "".join("- " + line.replace('"dt":', "dt:").replace('"lvl":', "lvl:").replace('"msg":', "msg:") + "\n"
                  for line in lines)
    log = write(os.path.join(tmp, "lavacli.log"), raw)
    res = os.path.join(tmp, "res")
    p = helpers.run_import("--outdir", res, log)
    assert p.returncode == 0, p.stderr
    assert len(ResultSet(os.path.join(res, "base")).valid) == len(ResultSet(src).valid)


FAKE_ALL = """#!/bin/sh
# fake workloads/experiments/all: copy each set of $FAKE_EXP (LABEL.EXP dirs) to OUTDIR
label='' outdir=''
while [ $# -gt 0 ]; do
    case $1 in --label) label=$2; shift 2 ;; --outdir) outdir=$2; shift 2 ;; *) shift ;; esac
done
for d in "$FAKE_EXP"/*; do cp -r "$d" "$outdir/$label.$(basename "$d")"; done
exit "${FAKE_EXP_RC:-0}"
"""


def test_experiments_reported_and_imported(board, monkeypatch):
    """-e SCALE: every experiment set's runs are cases (EXP.RUN_ID), each set
    comes back through lava/import with its probe and sample files."""
    tmp, src = board
    exp = os.path.join(tmp, "exp")
    for name in ("release", "iso-pinned"):
        made = helpers.compact_set(exp, "x", samples=True, **{**KW, "probe_level": "basic"})
        with open(os.path.join(made, "samples", "r1.jsonl"), "w") as f:
            f.write("{}\n")
        os.rename(made, os.path.join(exp, name))
    all_script = os.path.join(tmp, "toolkit", "workloads", "experiments", "all")
    os.makedirs(os.path.dirname(all_script))
    helpers._script(all_script, FAKE_ALL)
    monkeypatch.setenv("FAKE_EXP", exp)
    out = helpers.run_board(tmp, src, "base", "-e", "small")
    c = helpers.cases(out)
    rel = ResultSet(os.path.join(exp, "release"))
    for r in rel.measured:
        assert c[f"release.{r['run_id']}"][1] == pytest.approx(r["time_ms"], rel=1e-6)
    assert c["release.complete"] == ("pass", None) and c["iso-pinned.complete"] == ("pass", None)
    assert c["experiments"] == ("pass", None)
    res = os.path.join(tmp, "res")
    p = helpers.run_import("--outdir", res, lava_log(tmp, out))
    assert p.returncode == 0, p.stderr
    assert sorted(os.listdir(res)) == ["base", "base.iso-pinned", "base.release"]
    for name in ("release", "iso-pinned"):
        got = os.path.join(res, f"base.{name}")
        assert os.path.isfile(os.path.join(got, "samples", "r1.jsonl"))
        probes = sorted(os.listdir(os.path.join(exp, name, "probes")))
        assert probes and sorted(os.listdir(os.path.join(got, "probes"))) == probes


def test_failed_experiments_fail_their_case(board, monkeypatch):
    tmp, src = board
    exp = os.path.join(tmp, "exp")
    os.makedirs(exp)
    all_script = os.path.join(tmp, "toolkit", "workloads", "experiments", "all")
    os.makedirs(os.path.dirname(all_script))
    helpers._script(all_script, FAKE_ALL)
    monkeypatch.setenv("FAKE_EXP", exp)
    monkeypatch.setenv("FAKE_EXP_RC", "1")
    c = helpers.cases(helpers.run_board(tmp, src, "base", "-e", "small"))
    assert c["experiments"] == ("fail", None)

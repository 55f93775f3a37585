"""The board script (zsfree-eval.sh) against a fake toolkit, and lava/import
of what it prints: good logs, several jobs, and the bad inputs the import
must refuse with one line, leaving nothing behind."""
import json
import os
import shlex
import shutil
import statistics
import subprocess

import pytest
import yaml

import helpers
from zsfree_analysis import profile
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


def test_kernel_messages_inside_the_payload(board):
    """A console message in the middle of a base64 line (the rest of the line
    follows on the next one) and on lines of its own: the set still imports,
    the same as without them; any other text there is corruption."""
    tmp, src = board
    out = helpers.run_board(tmp, src, "base").splitlines()
    i = next(n for n, line in enumerate(out) if line.startswith("ZSFREE-RESULTSET-BEGIN")) + 2
    line = out[i]
    msg = "[  812.517392] clocksource: timekeeping watchdog on CPU1: Marking clocksource 'tsc' as unstable"
    cut = out[:i] + [line[:17] + msg, line[17:], "[  812.517400] clocksource:   'hpet' wd_nsec: 1"] + out[i + 1:]
    res = os.path.join(tmp, "res")
    p = helpers.run_import("--outdir", res, lava_log(tmp, "\n".join(cut)))
    assert p.returncode == 0, p.stderr
    orig = ResultSet(src)
    assert [r["time_ms"] for r in ResultSet(os.path.join(res, "base")).runs] == [r["time_ms"] for r in orig.runs]
    shutil.rmtree(res)
    bad = out[:i] + [line[:17] + "zsfree: hello", line[17:]] + out[i + 1:]
    assert "interrupted by" in bad_import(tmp, lava_log(tmp, "\n".join(bad)))


def test_real_job_log_with_a_kernel_message_in_the_payload(tmp_path):
    """lava-run's log of check-lava's base job in a cold make check (5167a14):
    the guest kernel's clocksource message landed in the middle of a payload
    line, which the import refused as corrupt before."""
    import lzma
    import re
    fixture = os.path.join(helpers.ROOT, "tests", "fixtures", "lava", "clocksource-in-payload.job.log.xz")
    with lzma.open(fixture, "rt") as f:
        text = f.read()
    assert re.search(r'"msg": "[A-Za-z0-9+/]+\[ *[0-9]+\.[0-9]+\] clocksource: ', text)
    log = write(str(tmp_path / "job.log"), text)
    res = str(tmp_path / "res")
    p = helpers.run_import("--outdir", res, log)
    assert p.returncode == 0, p.stderr
    assert ResultSet(os.path.join(res, "base")).label == "base"


def test_console_quiet_while_the_payload_prints(board):
    """The console shows emergencies only (level 1) while base64 writes the
    payload, and its level is back afterwards."""
    tmp, src = board
    levels = os.path.join(tmp, "levels")
    write(os.path.join(tmp, "bin", "base64"),
          f'#!/bin/sh\nread -r l _ < "$ZSFREE_PRINTK"; echo "$l" >> {shlex.quote(levels)}\nexec /usr/bin/base64 "$@"\n')
    os.chmod(os.path.join(tmp, "bin", "base64"), 0o755)
    out = helpers.run_board(tmp, src, "base")
    assert "ZSFREE-RESULTSET-END label=base" in out
    with open(levels) as f:
        assert f.read().split() == ["1"]
    with open(os.path.join(tmp, "printk")) as f:
        assert f.read().split()[0] == "7"


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


FAKE_ALL_ONLY = """#!/bin/sh
# fake workloads/experiments/all: its arguments, one call a line, to $FAKE_ARGS;
# copies $FAKE_EXP/NAME to OUTDIR/LABEL.NAME for each NAME of --only (without
# --only every set but profile, which all runs only when named)
echo "$*" >> "$FAKE_ARGS"
label='' outdir='' only=''
while [ $# -gt 0 ]; do
    case $1 in --label) label=$2; shift 2 ;; --outdir) outdir=$2; shift 2 ;; --only) only=$2; shift 2 ;;
    *) shift ;; esac
done
[ -n "$only" ] || only=$(ls "$FAKE_EXP" | grep -vx profile | tr '\\n' ,)
for n in $(echo "$only" | tr , ' '); do cp -r "$FAKE_EXP/$n" "$outdir/$label.$n"; done
exit 0
"""


@pytest.fixture
def profile_board(board, monkeypatch):
    """The board fixture with a fake experiments/all that has a release and a
    profile set (probe files with a metrics.profile section)."""
    tmp, src = board
    exp = os.path.join(tmp, "exp")
    for name in ("release", "profile"):
        made = helpers.compact_set(exp, "x", **{**KW, "probe_level": "basic"})
        os.rename(made, os.path.join(exp, name))
    probes = os.path.join(exp, "profile", "probes")
    for p in os.listdir(probes):
        with open(os.path.join(probes, p), "w") as f:
            f.write('{"schema":"zsfree-eval/probe/2","metrics":{"profile":{"available":true,"stacks":'
                    '[{"role":"task","count":7,"kernel":["zap_pte_range+0x1","__arm64_sys_munmap+0x2"]}]}}}')
    all_script = os.path.join(tmp, "toolkit", "workloads", "experiments", "all")
    os.makedirs(os.path.dirname(all_script))
    helpers._script(all_script, FAKE_ALL_ONLY)
    monkeypatch.setenv("FAKE_EXP", exp)
    monkeypatch.setenv("FAKE_ARGS", os.path.join(tmp, "all-args"))
    return tmp, src


def all_calls(tmp):
    """experiments/all's calls: [{option: value}] (flags as True)."""
    calls = []
    with open(os.path.join(tmp, "all-args")) as f:
        for line in f:
            w, opts, i = line.split(), {}, 0
            while i < len(w):
                if i + 1 < len(w) and not w[i + 1].startswith("--"):
                    opts[w[i]] = w[i + 1]
                    i += 2
                else:
                    opts[w[i]] = True
                    i += 1
            calls.append(opts)
    return calls


@pytest.mark.parametrize("args, want", [
    # -f alone: only the profile, at the small scale, under zsprobe (basic, the matrix had none)
    (["-f", "499"], [{"--only": "profile", "--scale": "small", "--probe": "basic", "--profile-hz": "499"}]),
    # -e and -f: the experiments as asked, then the profile at their scale and probe level
    (["-e", "medium", "-p", "full", "-f", "999"],
     [{"--scale": "medium", "--probe": "full"},
      {"--only": "profile", "--scale": "medium", "--probe": "full", "--profile-hz": "999"}]),
    # profile named in -x: its own call at the experiment's default rate
    (["-e", "small", "-x", "release,profile"],
     [{"--only": "release", "--scale": "small", "--probe": "none"},
      {"--only": "profile", "--scale": "small", "--probe": "basic"}]),
    (["-e", "small", "-x", "profile", "-f", "99"],
     [{"--only": "profile", "--scale": "small", "--probe": "basic", "--profile-hz": "99"}]),
])
def test_profile_parameter_reaches_experiments(profile_board, args, want):
    tmp, src = profile_board
    c = helpers.cases(helpers.run_board(tmp, src, "base", *args))
    calls = all_calls(tmp)
    assert len(calls) == len(want)
    for got, w in zip(calls, want):
        assert {k: got.get(k) for k in w} == w
        assert "--only" in w or "--only" not in got
        assert "--profile-hz" in w or "--profile-hz" not in got
        assert got["--label"] == "base" and got["--force"] is True
    assert c["experiments"] == ("pass", None)
    assert ("profile.complete" in c) == any(w.get("--only") == "profile" for w in want)


def test_profile_set_imported_with_its_stacks(profile_board):
    tmp, src = profile_board
    out = helpers.run_board(tmp, src, "base", "-f", "999")
    assert helpers.cases(out)["profile.complete"] == ("pass", None)
    res = os.path.join(tmp, "res")
    p = helpers.run_import("--outdir", res, lava_log(tmp, out))
    assert p.returncode == 0, p.stderr
    assert sorted(os.listdir(res)) == ["base", "base.profile"]
    got = os.path.join(res, "base.profile", "probes")
    assert sorted(os.listdir(got)) == sorted(os.listdir(os.path.join(tmp, "exp", "profile", "probes")))
    with open(os.path.join(got, sorted(os.listdir(got))[0])) as f:
        assert profile.stacks(json.load(f)) == [("task", 7, ["__arm64_sys_munmap", "zap_pte_range"], None)]


@pytest.mark.parametrize("bad", ["0", "10001", "abc", "-5", "012", "999999"])
def test_bad_profile_rate_one_line(profile_board, bad):
    tmp, src = profile_board
    p = subprocess.run(["sh", helpers.BOARD_SCRIPT, "-l", "base", "-t", os.path.join(tmp, "toolkit"),
                        "-o", os.path.join(tmp, "scratch"), "-f", bad], capture_output=True, text=True, timeout=60)
    lines = p.stderr.strip().splitlines()
    assert p.returncode == 2 and len(lines) == 1 and "profile rate" in lines[0] and "1 to 10000" in lines[0]
    assert not os.path.exists(os.path.join(tmp, "all-args"))


def definition_run(tmp, params):
    """The test definition's run steps as LAVA runs an inline one (its first
    step exports the job's values, lava/render-job), from this checkout."""
    with open(helpers.DEFINITION) as f:
        d = yaml.safe_load(f)
    values = {**{k: str(v) for k, v in d["params"].items()}, **params}
    script = "\n".join([f"export {' '.join(f'{k}={shlex.quote(v)}' for k, v in values.items())}"]
                       + d["run"]["steps"])
    env = dict(os.environ, FAKE_DMESG=os.path.join(tmp, "dmesg.txt"),
               PATH=os.path.join(tmp, "bin") + ":" + os.environ["PATH"])
    return subprocess.run(["sh", "-c", script], cwd=helpers.ROOT, env=env, capture_output=True, text=True,
                          timeout=60)


def test_definition_passes_every_param(profile_board, monkeypatch):
    """Every params: key of the definition reaches the board script
    (PROFILE_HZ included: the profile runs from the definition alone)."""
    tmp, src = profile_board
    monkeypatch.setenv("FAKE_SET", src)
    with open(helpers.DEFINITION) as f:
        d = yaml.safe_load(f)
    steps = "\n".join(d["run"]["steps"])
    assert [k for k in d["params"] if "${%s}" % k not in steps] == []
    p = definition_run(tmp, {"VARIANT": "p1+2", "TOOLKIT": os.path.join(tmp, "toolkit"), "PROFILE_HZ": "777"})
    assert p.returncode == 0, p.stderr
    c = helpers.cases(p.stdout)
    assert c["run-complete"] == ("pass", None) and c["profile.complete"] == ("pass", None)
    assert [{k: x.get(k) for k in ("--label", "--only", "--profile-hz")} for x in all_calls(tmp)] == \
        [{"--label": "p1+2", "--only": "profile", "--profile-hz": "777"}]
    # empty PROFILE_HZ (the default) runs no experiment at all
    os.remove(os.path.join(tmp, "all-args"))
    p = definition_run(tmp, {"VARIANT": "p1+2", "TOOLKIT": os.path.join(tmp, "toolkit")})
    assert p.returncode == 0 and "experiments" not in helpers.cases(p.stdout)
    assert not os.path.exists(os.path.join(tmp, "all-args"))


def test_bundle_runs_the_experiments_as_the_bundle(tmp_path, monkeypatch):
    """A board job's toolkit is the bundle: its experiments/all runs, and the
    sets name the bundle's version, not "unknown"."""
    tmp = str(tmp_path)
    tk = helpers.fake_toolkit(tmp, bundle=True)
    with open(os.path.join(tk, "BUNDLE"), "w") as f:
        f.write("arch: arm64\nversion: 1a2b3c4\n")
    exp = os.path.join(tmp, "exp")
    made = helpers.compact_set(exp, "x", **{**KW, "probe_level": "basic"})
    os.rename(made, os.path.join(exp, "profile"))
    all_script = os.path.join(tk, "workloads", "experiments", "all")
    os.makedirs(os.path.dirname(all_script))
    helpers._script(all_script, FAKE_ALL_ONLY)
    monkeypatch.setenv("FAKE_EXP", exp)
    monkeypatch.setenv("FAKE_ARGS", os.path.join(tmp, "all-args"))
    src = helpers.compact_set(os.path.join(tmp, "src"), "rock5b", **KW)
    c = helpers.cases(helpers.run_board(tmp, src, "rock5b", "-f", "999"))
    assert c["experiments"] == ("pass", None) and c["profile.complete"] == ("pass", None)
    with open(os.path.join(tmp, "all-args")) as f:
        line = f.read()
    assert len(all_calls(tmp)) == 1 and "--describe bundle 1a2b3c4 " in line

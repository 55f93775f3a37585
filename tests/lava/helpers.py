"""Shared pieces of the LAVA tests: a fake toolkit whose workloads/run writes
a synthetic result set (compact JSON, as munmap-bench writes it), and
lava-run-style log lines."""
import json
import os
import shutil
import stat
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "tests", "analysis"))
sys.path.insert(0, os.path.join(ROOT, "analysis"))

import synth  # noqa: E402

BOARD_SCRIPT = os.path.join(ROOT, "lava", "automated", "linux", "zsfree-eval", "zsfree-eval.sh")
IMPORT = os.path.join(ROOT, "lava", "import")
DEFINITION = os.path.join(ROOT, "lava", "automated", "linux", "zsfree-eval", "zsfree-eval.yaml")

FAKE_RUN = """#!/bin/sh
# fake workloads/run: copy $FAKE_SET to OUTDIR/LABEL, exit $FAKE_RC
label='' outdir=''
while [ $# -gt 0 ]; do
    case $1 in --label) label=$2; shift 2 ;; --outdir) outdir=$2; shift 2 ;; *) shift ;; esac
done
mkdir -p "$outdir" && cp -r "$FAKE_SET" "$outdir/$label"
exit "${FAKE_RC:-0}"
"""


def compact_set(root, label, **kw):
    """A synthetic set rewritten as compact JSON lines (the board's awk reads those)."""
    path = synth.make_set(root, label, **kw)
    for dirpath, _, files in os.walk(path):
        for name in files:
            f = os.path.join(dirpath, name)
            if name.endswith(".jsonl"):
                with open(f) as fh:
                    rows = [json.loads(x) for x in fh if x.strip()]
                with open(f, "w") as fh:
                    fh.writelines(json.dumps(r, separators=(",", ":")) + "\n" for r in rows)
            elif name.endswith(".json"):
                with open(f) as fh:
                    obj = json.load(fh)
                with open(f, "w") as fh:
                    json.dump(obj, fh, separators=(",", ":"))
    return path


QUIET_DMESG = ("[    0.000000] Kernel command line: console=ttyS0 panic=-1 oops=panic "
               "rcupdate.rcu_cpu_stall_timeout=60\n"
               "[    0.000000] \tRCU CPU stall warnings timeout set to 60 (rcu_cpu_stall_timeout).\n")


def fake_toolkit(tmp, dmesg_text=QUIET_DMESG, bundle=False):
    """DIR with workloads/run (or, as a board bundle, zsfree-board, which
    logs its arguments to DIR/args), and a bin/ with a fake dmesg for PATH."""
    tk = os.path.join(tmp, "toolkit")
    os.makedirs(os.path.join(tk, "workloads"))
    os.makedirs(os.path.join(tmp, "bin"))
    if bundle:
        _script(os.path.join(tk, "zsfree-board"), FAKE_RUN.replace(
            "label='' outdir=''", 'echo "$@" > "$(dirname "$0")/args"; shift; label=\'\' outdir=\'\''))
    else:
        _script(os.path.join(tk, "workloads", "run"), FAKE_RUN)
    # the real scale list: the board script checks -e against the toolkit's own
    os.makedirs(os.path.join(tk, "configs"))
    shutil.copy(os.path.join(ROOT, "workloads", "conf.sh"), os.path.join(tk, "workloads"))
    shutil.copy(os.path.join(ROOT, "configs", "experiments.conf"), os.path.join(tk, "configs"))
    _script(os.path.join(tmp, "bin", "dmesg"), "#!/bin/sh\ncat \"$FAKE_DMESG\"\n")
    with open(os.path.join(tmp, "dmesg.txt"), "w") as f:
        f.write(dmesg_text)
    return tk


def _script(path, text):
    with open(path, "w") as f:
        f.write(text)
    os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR)


def run_board(tmp, set_path, label, *extra, rc=0):
    """Run the board script against the fake toolkit; its stdout."""
    printk = os.path.join(tmp, "printk")     # never the host's console level
    if not os.path.exists(printk):
        with open(printk, "w") as f:
            f.write("7\t4\t1\t7\n")
    env = dict(os.environ, FAKE_SET=set_path, FAKE_RC=str(rc),
               FAKE_DMESG=os.path.join(tmp, "dmesg.txt"), ZSFREE_PRINTK=printk,
               PATH=os.path.join(tmp, "bin") + ":" + os.environ["PATH"])
    p = subprocess.run(["sh", BOARD_SCRIPT, "-l", label, "-t", os.path.join(tmp, "toolkit"),
                        "-o", os.path.join(tmp, "scratch"), *extra],
                       env=env, capture_output=True, text=True, timeout=60)
    assert p.returncode == 0, p.stderr
    return p.stdout


def cases(stdout):
    """{name: (result, measurement or None)} from zsfree-case lines."""
    out = {}
    for line in stdout.splitlines():
        if line.startswith("zsfree-case: "):
            parts = line.split()
            out[parts[1]] = (parts[2], float(parts[3]) if len(parts) > 3 else None)
    return out


def lava_lines(target_lines, results=(), job_error=None):
    """A log in lava-run's format: one YAML flow mapping per line."""
    out = ['{"dt": "2026-12-01T05:00:00.000000", "lvl": "info", "msg": "start: 0 validate"}']
    for t in target_lines:
        out.append('{"dt": "2026-12-01T05:00:01.000000", "lvl": "target", "msg": %s}' % json.dumps(t))
    for r in results:
        out.append('{"dt": "2026-12-01T05:00:02.000000", "lvl": "results", "msg": {"case": "%s", '
                   '"definition": "0_zsfree-eval", "measurement": ! "%s", "result": "%s", "units": "ms"}}'
                   % r)
    if job_error:
        out.append('{"dt": "2026-12-01T05:00:03.000000", "lvl": "error", "msg": %s}' % json.dumps(job_error))
        out.append('{"dt": "2026-12-01T05:00:03.000000", "lvl": "results", "msg": {"definition": "lava", '
                   '"case": "job", "result": "fail", "extra": {"error_msg": %s}}}' % json.dumps(job_error))
    return "\n".join(out) + "\n"


def run_import(*args):
    return subprocess.run([IMPORT, *args], capture_output=True, text=True, timeout=120)

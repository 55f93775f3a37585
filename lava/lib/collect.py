"""A finished LAVA job on a server -> a result set: fetch its raw log,
definition and results through the API, refuse a job that did not end
Complete, hand the job directory to lava/import, check that the test cases
the API returned are the ones in the log (and so in the set's
lava/cases.json, which the median check reads), and keep the job's server
record in the set's lava/ directory."""
import json
import os
import re
import shutil
import subprocess
import sys

from lavajobs import FarmError, api_cases, job_error

LAVA_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
IMPORT = os.path.join(LAVA_DIR, "import")
IMPORTED_RE = re.compile(r"^lava/import: (.+)$")


def collect(lava, job_id, info, jobdir, outdir, label=None, force=False):
    """Paths of the imported sets (the matrix's first, then the experiments'
    when the job ran them); a FarmError for anything else."""
    health = info.get("health")
    try:
        lava.fetch(job_id, jobdir)
    except FarmError:
        if health == "Complete":
            raise
        # the job's own failure is the message; its files are kept where they came
    if health != "Complete":
        why = job_error(os.path.join(jobdir, "results.yaml")) or info.get("failure_comment") \
            or f"see {jobdir}/job.log"
        raise FarmError(f"job {job_id} on {info.get('device') or 'no device'} ended {health}: {why}")
    set_dirs = run_import(jobdir, outdir, label, force)
    check_agreement(job_id, os.path.join(jobdir, "results.yaml"), set_dirs[0])
    for set_dir in set_dirs:
        keep_server_record(lava, job_id, info, jobdir, set_dir)
    return set_dirs


def run_import(jobdir, outdir, label, force):
    cmd = [sys.executable, IMPORT, "--outdir", outdir]
    cmd += ["--label", label] if label else []
    cmd += ["--force"] if force else []
    p = subprocess.run(cmd + [jobdir], capture_output=True, text=True)
    if p.returncode != 0:
        lines = p.stderr.strip().splitlines() or [f"exit {p.returncode}"]
        raise FarmError(lines[-1])
    paths = [m.group(1) for m in map(IMPORTED_RE.match, p.stdout.splitlines()) if m]
    if not paths:
        raise FarmError(f"lava/import brought no result set back from {jobdir}")
    return paths


def _logged_cases(set_dir):
    with open(os.path.join(set_dir, "lava", "cases.json")) as f:
        cases = json.load(f)["cases"]
    out = {}
    for c in cases:
        definition = re.sub(r"^\d+_", "", str(c.get("definition")))
        if definition == "lava":
            continue
        m = c.get("measurement")
        out[(definition, c.get("case"))] = (c.get("result"), None if m is None else float(m))
    return out


def check_agreement(job_id, results_file, set_dir):
    """The API's test cases equal the log's, case by case (result, measurement)."""
    api, logged = api_cases(results_file), _logged_cases(set_dir)
    if not logged:
        raise FarmError(f"job {job_id}: the log records no test case")
    diff = sorted(k for k in set(api) | set(logged)
                  if k not in api or k not in logged or not _same(api[k], logged[k]))
    if diff:
        d, c = diff[0]
        raise FarmError(f"job {job_id}: {len(diff)} test cases differ between the server's results "
                        f"and the log, first {d}/{c}: {api.get((d, c))} vs {logged.get((d, c))}")


def _same(a, b):
    if a[0] != b[0] or (a[1] is None) != (b[1] is None):
        return False
    return a[1] is None or abs(a[1] - b[1]) <= 1e-9 * max(1.0, abs(a[1]))


def keep_server_record(lava, job_id, info, jobdir, set_dir):
    """lava/server.json (which job, where, when), the API's results, and a
    note in meta.json that the set came through a server."""
    lava_dir = os.path.join(set_dir, "lava")
    shutil.copyfile(os.path.join(jobdir, "results.yaml"), os.path.join(lava_dir, "results.yaml"))
    keys = ("device", "device_type", "health", "submit_time", "start_time", "end_time", "submitter")
    record = {"schema": "zsfree-eval/lava-server/1", "job_id": job_id, "identity": lava.identity,
              **{k: info.get(k) for k in keys}}
    with open(os.path.join(lava_dir, "server.json"), "w") as f:
        json.dump(record, f, indent=1)
        f.write("\n")
    meta_path = os.path.join(set_dir, "meta.json")
    with open(meta_path) as f:
        meta = json.load(f)
    meta.setdefault("notes", []).append(
        f"through a LAVA server: job {job_id} on {info.get('device')} (device type {info.get('device_type')}), "
        f"submitted with lavacli identity {lava.identity}, fetched through its API (lava/server.json)")
    with open(meta_path, "w") as f:
        json.dump(meta, f, separators=(",", ":"))
        f.write("\n")

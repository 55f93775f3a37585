"""LAVA jobs on a server, through lavacli and a named identity: submit,
follow, cancel and fetch.  Every failure is a FarmError with one line that
says what happened and what to do.

lavacli exits 0 when the server rejects a submission and prints the fault on
stdout, so a submission counts only when lavacli printed a job number."""
import os
import re
import subprocess
import time

import yaml

JOB_ID_RE = re.compile(r"^\d+$")
# lavacli's connection failures ("Unable to connect: ...", a refused socket)
UNREACHABLE_RE = re.compile(r"Unable to connect|Connection refused|Name or service not known|"
                            r"timed out|Max retries exceeded", re.I)
FINISHED = "Finished"
# lavacli calls that may fail in a row while a job is followed before the
# server counts as unreachable (a restarting gunicorn, a dropped packet)
MAX_POLL_FAILURES = 3


class FarmError(Exception):
    """One line: what failed and what to do."""


class Lava:
    def __init__(self, identity, lavacli=None, call_timeout=120):
        self.identity = identity
        self.lavacli = lavacli or os.environ.get("LAVACLI", "lavacli")
        self.call_timeout = call_timeout

    def _run(self, *args):
        cmd = [self.lavacli, "-i", self.identity, *args]
        try:
            p = subprocess.run(cmd, capture_output=True, text=True, timeout=self.call_timeout)
        except FileNotFoundError:
            raise FarmError(f"{self.lavacli} not found: apt-get install lavacli")
        except subprocess.TimeoutExpired:
            raise FarmError(f"the server of identity '{self.identity}' did not answer "
                            f"'lavacli {' '.join(args[:2])}' within {self.call_timeout} s")
        return p

    def _checked(self, *args):
        p = self._run(*args)
        if p.returncode != 0:
            raise FarmError(self._failure(p, " ".join(args[:2])))
        return p.stdout

    def _failure(self, p, what):
        text = " ".join((p.stderr.strip() or p.stdout.strip() or f"exit {p.returncode}").split())
        if UNREACHABLE_RE.search(text):
            return (f"cannot reach the server of identity '{self.identity}': {text[:300]} "
                    f"(check the URI with: lavacli identities show {self.identity})")
        return f"lavacli {what} failed: {text[:300]}"

    def submit(self, job_file):
        """The job id; a rejection or a refused connection is a FarmError."""
        p = self._run("jobs", "submit", job_file)
        lines = [x.strip() for x in p.stdout.splitlines() if x.strip()]
        if p.returncode == 0 and len(lines) == 1 and JOB_ID_RE.match(lines[0]):
            return int(lines[0])
        if p.returncode != 0:
            raise FarmError(self._failure(p, "jobs submit"))
        text = " ".join(" ".join(lines).split()) or "no job number printed"
        raise FarmError(f"the server rejected {os.path.basename(job_file)}: {text[:400]}")

    def show(self, job_id):
        return yaml.safe_load(self._checked("jobs", "show", "--yaml", str(job_id))) or {}

    def cancel(self, job_id):
        self._run("jobs", "cancel", str(job_id))

    def fetch(self, job_id, outdir):
        """job.log (the raw log), job.yaml (the definition as the server keeps
        it), results.yaml (the test cases through the API), show.yaml."""
        os.makedirs(outdir, exist_ok=True)
        files = {"job.log": ("jobs", "logs", "--raw", str(job_id)),
                 "job.yaml": ("jobs", "definition", str(job_id)),
                 "results.yaml": ("results", "--yaml", str(job_id)),
                 "show.yaml": ("jobs", "show", "--yaml", str(job_id))}
        for name, args in files.items():
            text = self._checked(*args)
            with open(os.path.join(outdir, name), "w") as f:
                f.write(text)


def follow(lava, job_ids, wait_s, poll_s, clock=time.monotonic, sleep=time.sleep):
    """Poll until every job is Finished or wait_s has passed: {id: show dict}
    of the finished ones, and the ids still unfinished (timed out)."""
    deadline = clock() + wait_s
    done, failures = {}, 0
    while True:
        for job_id in [j for j in job_ids if j not in done]:
            try:
                info = lava.show(job_id)
                failures = 0
            except FarmError:
                failures += 1
                if failures >= MAX_POLL_FAILURES:
                    raise
                continue
            if info.get("state") == FINISHED:
                done[job_id] = info
        left = [j for j in job_ids if j not in done]
        if not left or clock() >= deadline:
            return done, left
        sleep(min(poll_s, max(0.0, deadline - clock())))


def job_error(results_file):
    """LAVA's own error for a failed job (its lava/job case), else None."""
    try:
        with open(results_file) as f:
            rows = yaml.safe_load(f) or []
    except (OSError, yaml.YAMLError):
        return None
    for r in rows:
        meta = r.get("metadata") or {}
        if r.get("suite") == "lava" and r.get("name") == "job" and meta.get("error_msg"):
            return " ".join(str(meta["error_msg"]).split())
    return None


def api_cases(results_file):
    """{(definition, case): (result, measurement)} of the test cases the API
    returned, without LAVA's own suite; definitions lose LAVA's N_ prefix."""
    with open(results_file) as f:
        rows = yaml.safe_load(f) or []
    out = {}
    for r in rows:
        if r.get("suite") == "lava":
            continue
        definition = re.sub(r"^\d+_", "", str(r.get("suite")))
        m = r.get("measurement")
        out[(definition, r.get("name"))] = (r.get("result"), None if m in (None, "None", "") else float(m))
    return out

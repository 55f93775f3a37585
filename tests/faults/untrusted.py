#!/usr/bin/python3
"""untrusted: hostile result sets and job logs against the tools that read them.

usage: tests/faults/untrusted.py --list
       tests/faults/untrusted.py [--root TOOLKIT_ROOT] CASE

--list prints "CASE<TAB>description" for every case; CASE runs one and
exits 0 when the tool refused (or read) the input as it must, 1 with the
reason on stderr when not.  tests/faults/run runs every case as one KTAP
test; TOOLKIT_ROOT (default this checkout) lets them run against another
tree, e.g. to see that they fail there.  Each tool under test runs with its
address space capped (a tool that reads /dev/zero dies instead of eating
the machine) and a time limit (one that blocks on a FIFO is stopped).
"""
import base64
import hashlib
import io
import json
import lzma
import os
import resource
import shutil
import stat
import subprocess
import sys
import tarfile
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MEM_CAP = 2 << 30           # address space of a tool under test
TIME_CAP = 20               # seconds
CASES = []


class Fail(Exception):
    """The tool did not do what it must: why, on one line."""


def case(description):
    def add(fn):
        CASES.append((fn.__name__, description, fn))
        return fn
    return add


def capped():
    resource.setrlimit(resource.RLIMIT_AS, (MEM_CAP, MEM_CAP))


def tool(*argv, cwd=None, env=None):
    """(exit status, stdout, stderr) of a toolkit command under the caps;
    a timeout is exit status 124."""
    try:
        p = subprocess.run([os.path.join(ROOT, argv[0]), *argv[1:]], capture_output=True, timeout=TIME_CAP,
                           preexec_fn=capped, cwd=cwd, env=env)
    except subprocess.TimeoutExpired:
        return 124, "", f"(still running after {TIME_CAP} s: stopped)"
    return p.returncode, p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace")


def refused(rc, err, *words, want_rc=1):
    """The one-line refusal of a tool: exit status, one line, no traceback,
    no control characters, each of WORDS in it."""
    lines = [x for x in err.splitlines() if x.strip()]
    if rc != want_rc:
        raise Fail(f"exit status {rc}, want {want_rc}: {err.strip()[-300:]!r}")
    if len(lines) != 1:
        raise Fail(f"{len(lines)} lines on stderr, want one: {err.strip()[-300:]!r}")
    if any(ord(c) < 32 or ord(c) == 127 for c in lines[0]):
        raise Fail(f"a control character in the message: {lines[0]!r}")
    for w in words:
        if w not in lines[0]:
            raise Fail(f"{w!r} not in the message: {lines[0]!r}")


def empty(path, what="OUTDIR"):
    left = sorted(os.listdir(path)) if os.path.isdir(path) else []
    if left:
        raise Fail(f"{what} is not empty after a refusal: {left}")


# --- job logs -------------------------------------------------------------

SET = os.path.join(ROOT, "results", "lava-qemu-base")


def member(tar, name, data=None, **kw):
    """Add NAME to TAR: a file of DATA, or the TarInfo fields in KW."""
    info = tarfile.TarInfo(name)
    for k, v in kw.items():
        setattr(info, k, v)
    if data is not None:
        info.size = len(data)
        tar.addfile(info, io.BytesIO(data))
    else:
        tar.addfile(info)


def good_members(tar, label):
    """The committed LAVA set's meta.json and runs.jsonl under LABEL/."""
    member(tar, label, type=tarfile.DIRTYPE, mode=0o755)
    for name in ("meta.json", "runs.jsonl"):
        with open(os.path.join(SET, name), "rb") as f:
            member(tar, f"{label}/{name}", f.read(), mode=0o644)


def payload_lines(label, archive, fmt="xz"):
    packed = lzma.compress(archive) if fmt == "xz" else __import__("gzip").compress(archive)
    b64 = base64.b64encode(packed).decode()
    return ([f"ZSFREE-RESULTSET-BEGIN label={label} format=tar.{fmt}+base64 bytes={len(packed)} "
             f"sha256={hashlib.sha256(packed).hexdigest()}"]
            + [b64[i:i + 76] for i in range(0, len(b64), 76)] + [f"ZSFREE-RESULTSET-END label={label}"])


def archive(label, extra=None, good=True):
    """A tar of LABEL/ with the good files and what EXTRA(tar) adds."""
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w", format=tarfile.PAX_FORMAT) as tar:
        if good:
            good_members(tar, label)
        if extra:
            extra(tar)
    return buf.getvalue()


def write_log(path, lines):
    with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
        f.write("zsfree-lava: ready\n" + "\n".join(lines) + "\n")
    return path


def need_set():
    if not os.path.isfile(os.path.join(SET, "meta.json")):
        raise Fail(f"{SET} is missing: the cases build their payloads from it")


@case("S1 lava/import: setuid files and others' directories become root's 0644/0755")
def import_modes(tmp):
    need_set()
    with open("/bin/true", "rb") as f:
        elf = f.read()

    def extra(tar):
        member(tar, "base/bin", elf, mode=0o4755, uid=0, gid=0)
        member(tar, "base/gbin", elf, mode=0o2775, uid=0, gid=0)
        member(tar, "base/open", type=tarfile.DIRTYPE, mode=0o1777, uid=65534, gid=65534)
        member(tar, "base/open/theirs", b"x", mode=0o666, uid=65534, gid=65534)
    log = write_log(f"{tmp}/j.log", payload_lines("base", archive("base", extra)))
    rc, _, err = tool("lava/import", "--outdir", f"{tmp}/res", log)
    if rc != 0:
        raise Fail(f"import failed: {err.strip()!r}")
    for d, dirs, files in os.walk(f"{tmp}/res/base"):
        for name, want in [(x, 0o755) for x in dirs] + [(x, 0o644) for x in files] + [(".", 0o755)]:
            st = os.lstat(os.path.join(d, name))
            if st.st_uid != os.geteuid() or st.st_gid != os.getegid():
                raise Fail(f"{d}/{name} is owned by {st.st_uid}:{st.st_gid}, not by the importer")
            if stat.S_IMODE(st.st_mode) != want:
                raise Fail(f"{d}/{name} has mode {stat.S_IMODE(st.st_mode):04o}, want {want:04o}")


@case("S1 lava/import: links, hard links, devices and FIFOs in a payload are refused")
def import_special_members(tmp):
    need_set()
    kinds = {"symlink": dict(type=tarfile.SYMTYPE, linkname="/etc/shadow"),
             "hardlink": dict(type=tarfile.LNKTYPE, linkname="base/meta.json"),
             "chardev": dict(type=tarfile.CHRTYPE, devmajor=1, devminor=5),
             "fifo": dict(type=tarfile.FIFOTYPE)}
    for name, kw in kinds.items():
        log = write_log(f"{tmp}/{name}.log",
                        payload_lines("base", archive("base", lambda t, kw=kw: member(t, "base/x", **kw))))
        rc, _, err = tool("lava/import", "--outdir", f"{tmp}/res", log)
        refused(rc, err, "refused")
        empty(f"{tmp}/res")


@case("S2 lava/import: a payload labelled '.' or with escapes is refused; --force keeps OUTDIR")
def import_bad_label(tmp):
    need_set()
    os.makedirs(f"{tmp}/res/kept")
    for label in (".", "..", "a\x1b]0;x\x07"):
        log = write_log(f"{tmp}/j.log", payload_lines(label, archive(label)))
        rc, _, err = tool("lava/import", "--force", "--outdir", f"{tmp}/res", log)
        refused(rc, err, "not a plain name")
        if sorted(os.listdir(f"{tmp}/res")) != ["kept"]:
            raise Fail(f"OUTDIR changed: {sorted(os.listdir(f'{tmp}/res'))}")


@case("S2 lava/import --force replaces only OUTDIR/LABEL, never through a link")
def import_force_link(tmp):
    need_set()
    os.makedirs(f"{tmp}/elsewhere/keep")
    os.makedirs(f"{tmp}/res")
    os.symlink(f"{tmp}/elsewhere", f"{tmp}/res/base")
    log = write_log(f"{tmp}/j.log", payload_lines("base", archive("base")))
    rc, _, err = tool("lava/import", "--force", "--outdir", f"{tmp}/res", log)
    refused(rc, err, "not a result set")
    if not os.path.isdir(f"{tmp}/elsewhere/keep") or not os.path.islink(f"{tmp}/res/base"):
        raise Fail("the link or what it points to was changed")
    os.unlink(f"{tmp}/res/base")
    os.makedirs(f"{tmp}/res/base/old-file-dir")
    rc, _, err = tool("lava/import", "--force", "--outdir", f"{tmp}/res", log)
    if rc != 0 or os.path.exists(f"{tmp}/res/base/old-file-dir") or sorted(os.listdir(f"{tmp}/res")) != ["base"]:
        raise Fail(f"--force did not replace the set cleanly: rc {rc}, {os.listdir(f'{tmp}/res')}: {err!r}")


@case("S5 lava/import: job.yaml or job.log of a JOB directory that is a link is refused")
def import_jobdir_links(tmp):
    need_set()
    secret = f"{tmp}/secret"
    with open(secret, "w") as f:
        f.write("root:secret\n")
    os.chmod(secret, 0o600)
    job = f"{tmp}/job"
    os.makedirs(job)
    write_log(f"{job}/job.log", payload_lines("base", archive("base")))
    os.symlink(secret, f"{job}/job.yaml")
    rc, _, err = tool("lava/import", "--outdir", f"{tmp}/res", job)
    refused(rc, err, "job.yaml", "link")
    empty(f"{tmp}/res")
    os.unlink(f"{job}/job.yaml")
    os.rename(f"{job}/job.log", f"{tmp}/real.log")
    os.symlink(f"{tmp}/real.log", f"{job}/job.log")
    rc, _, err = tool("lava/import", "--outdir", f"{tmp}/res", job)
    refused(rc, err, "job.log", "link")
    empty(f"{tmp}/res")


@case("S7 lava/import: a payload past --max-bytes is refused while streaming, OUTDIR left empty")
def import_bomb(tmp):
    need_set()

    def extra(tar):
        info = tarfile.TarInfo("base/zeros")
        info.size = 64 << 20
        tar.addfile(info, _Zeros(info.size))
    log = write_log(f"{tmp}/j.log", payload_lines("base", archive("base", extra)))
    if os.path.getsize(log) > 1 << 20:
        raise Fail(f"the test's bomb is not small: {os.path.getsize(log)} bytes")
    rc, _, err = tool("lava/import", "--max-bytes", "16M", "--outdir", f"{tmp}/res", log)
    refused(rc, err, "--max-bytes")
    empty(f"{tmp}/res")
    rc, _, err = tool("lava/import", "--max-bytes", "16X", "--outdir", f"{tmp}/res", log)
    refused(rc, err, "--max-bytes")


@case("S7 lava/import: a stage left by a SIGKILLed import is removed by the next; a live one is kept")
def import_sigkill_stage(tmp):
    need_set()
    import fcntl
    log = write_log(f"{tmp}/j.log", payload_lines("base", archive("base")))
    res = f"{tmp}/res"
    os.makedirs(res)
    # a real import killed mid-way: SIGKILL while it extracts a large payload
    big = write_log(f"{tmp}/big.log", payload_lines("big", archive("big", _zeros_member("big/zeros", 32 << 20))))
    p = subprocess.Popen([os.path.join(ROOT, "lava/import"), "--outdir", res, big],
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + TIME_CAP
    while not [n for n in os.listdir(res) if n.startswith(".lava-import-")] and time.time() < deadline:
        time.sleep(0.01)
    p.kill()
    p.wait()
    left = [n for n in os.listdir(res) if n.startswith(".lava-import-")]
    if not left:
        raise Fail("the killed import left no stage: the case did not kill it mid-way")
    live = f"{res}/.lava-import-live"
    os.mkdir(live)
    fd = os.open(live, os.O_RDONLY | os.O_DIRECTORY)
    fcntl.flock(fd, fcntl.LOCK_EX)          # as a running import holds its stage
    old = time.time() - 3600                # both older than the grace a new stage has
    for n in left + [".lava-import-live"]:
        os.utime(f"{res}/{n}", (old, old))
    rc, _, err = tool("lava/import", "--outdir", res, log)
    os.close(fd)
    if rc != 0:
        raise Fail(f"the next import failed: exit {rc}: {err.strip()}")
    stale = [n for n in left if os.path.exists(f"{res}/{n}")]
    if stale:
        raise Fail(f"the killed import's stage is still there: {stale}")
    if not os.path.isdir(live):
        raise Fail("a stage whose lock is held (a running import's) was removed")
    if "left by an import that was killed" not in err:
        raise Fail(f"the removal was not reported: {err.strip()}")


def _zeros_member(name, size):
    def extra(tar):
        info = tarfile.TarInfo(name)
        info.size = size
        tar.addfile(info, _Zeros(size))
    return extra


class _Zeros(io.RawIOBase):
    def __init__(self, n):
        super().__init__()
        self.left = n

    def readable(self):
        return True

    def readinto(self, buf):
        n = min(len(buf), self.left)
        buf[:n] = bytes(n)
        self.left -= n
        return n


@case("lava/import: a 200,000-deep YAML line does not crash the log reader")
def import_deep_line(tmp):
    need_set()
    deep = '{"dt": "x", "lvl": "results", "msg": ' + "[" * 200000 + "]" * 200000 + "}"
    log = write_log(f"{tmp}/j.log", [deep] + payload_lines("base", archive("base")))
    rc, _, err = tool("lava/import", "--outdir", f"{tmp}/res", log)
    if rc != 0 or not os.path.isfile(f"{tmp}/res/base/meta.json"):
        raise Fail(f"exit status {rc}: {err.strip()[-200:]!r}")


# --- result sets ------------------------------------------------------------

def copy_set(tmp, src=SET, name="s"):
    need_set()
    dst = f"{tmp}/{name}"
    shutil.copytree(src, dst, symlinks=True)
    return dst


def readers(s, tmp):
    """The tools that open a set, each as (name, argv)."""
    return [("report", ("analysis/report", "-o", f"{tmp}/rep", s)),
            ("timeline", ("analysis/timeline", s, "--run", "munmap-64mb-1p-r1", "-o", f"{tmp}/t.json")),
            ("compare", ("analysis/compare", s, s)),
            ("validate", ("schema/validate", "--set", s))]


def all_readers_refuse(s, tmp, *words):
    """Every reader of set S refuses it with one line holding WORDS
    (schema/validate prints its findings on stdout)."""
    for name, argv in readers(s, tmp):
        rc, out, err = tool(*argv)
        try:
            refused(rc, err if name != "validate" else out + err, *words)
        except Fail as e:
            raise Fail(f"{name}: {e}")


@case("S6 readers: runs.jsonl a link to /dev/zero: report, timeline, compare, validate refuse it")
def set_dev_zero(tmp):
    s = copy_set(tmp)
    os.unlink(f"{s}/runs.jsonl")
    os.symlink("/dev/zero", f"{s}/runs.jsonl")
    all_readers_refuse(s, tmp, "runs.jsonl", "refused")


@case("S6 readers: a FIFO as runs.jsonl or probes/RUN.json is refused without blocking")
def set_fifo(tmp):
    s = copy_set(tmp)
    os.unlink(f"{s}/runs.jsonl")
    os.mkfifo(f"{s}/runs.jsonl")
    all_readers_refuse(s, tmp, "runs.jsonl", "FIFO")
    s2 = copy_set(tmp, name="s2")
    os.makedirs(f"{s2}/probes")
    os.mkfifo(f"{s2}/probes/munmap-64mb-1p-r1.json")
    rc, _, err = tool("analysis/timeline", s2, "--run", "munmap-64mb-1p-r1", "-o", f"{tmp}/t.json")
    refused(rc, err, "FIFO")
    rc, out, err = tool("schema/validate", "--set", s2)
    refused(rc, out + err, "FIFO")


def reader_cap():
    """The readers' per-file cap; a tree without one gets a size past any result file."""
    sys.path.insert(0, os.path.join(ROOT, "analysis"))
    try:
        from zsfree_analysis import safefile
    except ImportError:
        return 1 << 30
    return safefile.MAX_FILE_BYTES


@case("S6 readers: a file larger than the reader's cap is refused, not read")
def set_huge_file(tmp):
    s = copy_set(tmp)
    with open(f"{s}/runs.jsonl", "ab") as f:
        f.truncate(reader_cap() + 1)     # sparse: costs no disk
    rc, _, err = tool("analysis/compare", s, s)
    refused(rc, err, "runs.jsonl", "more than")


@case("S6 readers: a path named in an exp record that leaves the set is refused")
def set_alloc_outside(tmp):
    sys.path.insert(0, os.path.join(ROOT, "analysis"))
    from zsfree_analysis import experiments, resultset
    from zsfree_analysis.errors import AnalysisError
    s = copy_set(tmp)
    run_id = "munmap-64mb-1p-r1"
    with open(f"{tmp}/outside.json", "w") as f:
        json.dump({"schema": "zsfree-eval/alloc/1", "secret": "read from outside the set"}, f)
    os.makedirs(f"{s}/exp")
    with open(f"{s}/exp/{run_id}.json", "w") as f:
        json.dump({"schema": "zsfree-eval/exp-run/2", "alloc": "../outside.json"}, f)
    rs = resultset.ResultSet(s)
    run = next(r for r in rs.runs if r["run_id"] == run_id)
    try:
        doc = experiments.alloc_record(rs, run)
    except AnalysisError as e:
        if "outside" not in str(e):
            raise Fail(f"refused, but not for leaving the set: {e}")
        return
    raise Fail(f"read a file outside the set: {doc}")


@case("readers: names with newlines and terminal escapes stay on one line in messages")
def set_label_escapes(tmp):
    evil = copy_set(tmp, name="s\n\x1b[2Jx")
    with open(f"{evil}/runs.jsonl") as f:
        runs = [json.loads(x) for x in f]
    with open(f"{evil}/runs.jsonl", "w") as f:
        f.writelines(json.dumps(dict(r, valid=False)) + "\n" for r in runs)
    for argv in (("analysis/compare", evil, evil), ("analysis/report", "-o", f"{tmp}/rep", evil)):
        rc, _, err = tool(*argv)
        refused(rc, err, "valid")
    a, b = copy_set(tmp, name="a"), copy_set(tmp, name="b")
    for s in (a, b):
        with open(f"{s}/meta.json") as f:
            meta = json.load(f)
        meta["label"] = "x\n\x1b[2Jevil"
        with open(f"{s}/meta.json", "w") as f:
            json.dump(meta, f)
    rc, _, err = tool("analysis/compare", a, b)
    refused(rc, err, "labelled")


@case("schema/validate: NaN and Infinity are not JSON")
def validate_nan(tmp):
    import re
    with open(os.path.join(SET, "runs.jsonl")) as f:
        text = f.read()
    if not re.search(r'"time_ms":[0-9.]+', text):
        raise Fail("the committed runs.jsonl has no time_ms to replace")
    for bad in ("NaN", "Infinity", "-Infinity"):
        with open(f"{tmp}/runs.jsonl", "w") as f:
            f.write(re.sub(r'"time_ms":[0-9.]+', f'"time_ms":{bad}', text, count=1))
        rc, out, err = tool("schema/validate", f"{tmp}/runs.jsonl")
        if rc != 1 or bad.lstrip("-") not in out:
            raise Fail(f"{bad}: exit status {rc}: {(out + err).strip()[-200:]!r}")


@case("schema/validate: a 200,000-deep JSON line is one line, no RecursionError")
def validate_deep(tmp):
    with open(f"{tmp}/deep.jsonl", "w") as f:
        f.write("[" * 200000 + "]" * 200000 + "\n")
    with open(f"{tmp}/deep.json", "w") as f:
        f.write('{"schema":"zsfree-eval/meta/1","x":' + "[" * 200000 + "]" * 200000 + "}")
    for name in ("deep.jsonl", "deep.json"):
        rc, out, err = tool("schema/validate", f"{tmp}/{name}")
        refused(rc, out + err, name)


def outside_code(md):
    """The Markdown text outside fenced blocks and `code` spans (literal there)."""
    import re
    md = re.sub(r"(?ms)^(`{3,})$.*?^\1$", "", md)
    return re.sub(r"(?<!`)`[^`]+`(?!`)", "", md)


@case("S8/S9 report: quoted labels, commands, notes escaped in Markdown and CSV; no cwd matplotlibrc")
def report_escapes(tmp):
    import csv
    import glob
    s = copy_set(tmp)
    with open(f"{s}/meta.json") as f:
        meta = json.load(f)
    meta["label"] = "<script>alert(1)</script>\n# heading"
    meta["command"] += " <img src=x onerror=alert(1)> `x` <b>y</b>"
    meta["notes"] = ["[click](javascript:alert(1))\n<b>bold</b>", "=cmd|' /C calc'!A0"]
    with open(f"{s}/meta.json", "w") as f:
        json.dump(meta, f)
    with open(f"{tmp}/matplotlibrc", "w") as f:       # another user's, in the directory root runs in
        f.write("figure.facecolor: 123456\nsavefig.facecolor: 123456\naxes.facecolor: 123456\n")
    rc, _, err = tool("analysis/report", "-o", f"{tmp}/rep", s, cwd=tmp)
    if rc != 0:
        raise Fail(f"report failed: {err.strip()[-200:]!r}")
    with open(f"{tmp}/rep/index.md", encoding="utf-8") as f:
        md = f.read()
    plain = outside_code(md)
    for bad in ("<script", "<img", "<b>", "](javascript"):
        if bad in plain:
            raise Fail(f"index.md quotes {bad!r} raw: {[x for x in plain.splitlines() if bad in x][0][:160]!r}")
    if any(line.startswith("# heading") for line in plain.splitlines()):
        raise Fail("a newline in a label started a new Markdown line in index.md")
    for path in glob.glob(f"{tmp}/rep/csv/*.csv"):
        with open(path, newline="", encoding="utf-8") as f:
            for row in csv.reader(f):
                for cell in row:
                    if "\n" in cell or cell[:1] in ("=", "@") or (cell[:1] in "+-" and cell[1:2].isalpha()):
                        raise Fail(f"{os.path.basename(path)}: a cell a spreadsheet would misread: {cell[:60]!r}")
    svgs = glob.glob(f"{tmp}/rep/plots/*.svg")
    if not svgs:
        raise Fail("the report drew no plot to check matplotlib's configuration with")
    for path in svgs:
        with open(path) as f:
            if "123456" in f.read():
                raise Fail(f"{os.path.basename(path)} took its colours from the working directory's matplotlibrc")


def small_disk(tmp, kb):
    """A KB tmpfs mounted at TMP/disk (root only), unmounted by the caller."""
    d = f"{tmp}/disk"
    os.makedirs(d)
    if subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={kb}k", "tmpfs", d]).returncode != 0:
        raise Fail("cannot mount a tmpfs (needs root)")
    return d


@case("compare --json and timeline -o on a full disk: one line, no cut or temporary file left")
def outputs_full_disk(tmp):
    need_set()
    other = os.path.join(ROOT, "results", "lava-qemu-p1+2")
    d = small_disk(tmp, 16)
    try:
        rc, _, err = tool("analysis/compare", "--json", f"{d}/c.json", SET, other)
        refused(rc, err, "c.json")
        with open(f"{d}/fill", "wb") as f:       # leave about a kilobyte
            try:
                f.write(bytes(15 << 10))
            except OSError:
                pass
        rc, _, err = tool("analysis/timeline", SET, "--run", "munmap-64mb-1p-r1", "-o", f"{d}/t.json")
        refused(rc, err, "t.json")
        os.unlink(f"{d}/fill")
        empty(d, "the full disk")
    finally:
        subprocess.run(["umount", d])


@case("report: SIGTERM, SIGHUP, SIGINT end it with one line and leave no staging directory")
def report_signals(tmp):
    import signal
    import time
    need_set()
    for sig, want in ((signal.SIGTERM, 143), (signal.SIGHUP, 129), (signal.SIGINT, 130)):
        out = f"{tmp}/rep-{sig.name}"
        p = subprocess.Popen([os.path.join(ROOT, "analysis", "report"), "-o", out, SET], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, preexec_fn=capped)
        deadline = time.time() + TIME_CAP
        while not [x for x in os.listdir(tmp) if x.startswith(f".rep-{sig.name}.tmp-")] and p.poll() is None:
            if time.time() > deadline:
                p.kill()
                raise Fail("the report never made its staging directory")
            time.sleep(0.01)
        p.send_signal(sig)
        _, err = p.communicate(timeout=TIME_CAP)
        refused(p.returncode, err.decode(errors="replace"), "interrupted", want_rc=want)
        left = [x for x in os.listdir(tmp) if x.startswith(".rep-")]
        if left or os.path.exists(out):
            raise Fail(f"{sig.name}: left {left or out}")


RENDER_URLS = ("--kernel-url", "https://farm.example/bzImage", "--ramdisk-url", "https://farm.example/lava.cpio.gz")


@case("lava/render-job: --describe, --kernel-url, --definition-path cannot inject YAML; bad -o one line")
def render_job_checks(tmp):
    base = ("lava/render-job", "--variant", "base", *RENDER_URLS)
    rc, _, err = tool(*base, "-o", f"{tmp}/ok.yaml")
    if rc != 0:
        raise Fail(f"a plain job failed: {err.strip()[-200:]!r}")
    hostile = [("--describe", 'v1"\n  evil: "1'), ("--kernel-url", "https://a/b\n        evil: 1"),
               ("--definition-path", "x.yaml\n      evil: 1"), ("--definition-path", "../../etc/x.yaml")]
    for opt, value in hostile:
        argv = [*base, "-o", f"{tmp}/j.yaml", opt, value]
        if opt == "--definition-path":
            argv += ["--definition-repo", "https://git.example/x.git"]
        rc, _, err = tool(*argv)
        try:
            refused(rc, err, opt)
        except Fail as e:
            raise Fail(f"{opt}: {e}")
        if os.path.exists(f"{tmp}/j.yaml"):
            raise Fail(f"{opt}: a job was written")
    for out in (tmp, "/proc/zsfree-nonexistent/y.yaml"):
        rc, _, err = tool(*base, "-o", out)
        refused(rc, err, "-o")
    left = [x for x in os.listdir(tmp) if x.endswith(".tmp")]
    if left:
        raise Fail(f"temporary files left: {left}")


# --- the board script ---------------------------------------------------------

@case("S4 board script: its scratch directory is made by mktemp -d, a planted link is not written")
def board_scratch(tmp):
    sys.path.insert(0, os.path.join(ROOT, "tests", "lava"))
    sys.path.insert(0, os.path.join(ROOT, "analysis"))
    import helpers
    fixed = "/tmp/zsfree-lava"
    if os.path.lexists(fixed):
        raise Fail(f"{fixed} exists already (someone else's?): cannot test the planted link")
    victim = f"{tmp}/victim"
    with open(victim, "w") as f:
        f.write("root's\n")
    toolkit = helpers.fake_toolkit(tmp)
    src = helpers.compact_set(os.path.join(tmp, "src"), "base", sizes=(64,), procs=(1,), workloads=("munmap",),
                              repeats=2, warmups=0, probe_level="none")
    os.makedirs(fixed)
    try:
        os.symlink(victim, f"{fixed}/dmesg.txt")
        os.chown(fixed, 65534, 65534, follow_symlinks=False)
        env = dict(os.environ, FAKE_SET=src, FAKE_DMESG=os.path.join(tmp, "dmesg.txt"),
                   PATH=os.path.join(tmp, "bin") + ":" + os.environ["PATH"])
        env.pop("TMPDIR", None)
        p = subprocess.run(["sh", helpers.BOARD_SCRIPT, "-l", "base", "-t", toolkit], capture_output=True,
                           text=True, timeout=120, env=env)
        with open(victim) as f:
            if f.read() != "root's\n":
                raise Fail("the board script wrote through the planted /tmp/zsfree-lava/dmesg.txt")
        if "ZSFREE-RESULTSET-END" not in p.stdout:
            raise Fail(f"the board script printed no result set: {p.stderr.strip()[-200:]!r}")
        left = [x for x in os.listdir("/tmp") if x.startswith("zsfree-lava.")]
        if left:
            raise Fail(f"scratch directories left in /tmp: {left}")
    finally:
        shutil.rmtree(fixed, ignore_errors=True)


def main(argv):
    global ROOT, SET
    if argv[:1] in (["-h"], ["--help"]):
        print(__doc__.strip())
        return 0
    if argv[:1] == ["--list"]:
        for name, desc, _ in CASES:
            print(f"{name}\t{desc}")
        return 0
    if argv[:1] == ["--root"] and len(argv) >= 2:
        ROOT = os.path.realpath(argv[1])
        SET = os.path.join(ROOT, "results", "lava-qemu-base")
        argv = argv[2:]
    found = [fn for name, _, fn in CASES if argv == [name]]
    if not found:
        print(f"untrusted.py: give one case name (--list shows them), not {' '.join(argv)!r}", file=sys.stderr)
        return 2
    tmp = tempfile.mkdtemp(prefix="zsfree-untrusted.")
    try:
        found[0](tmp)
    except Fail as e:
        print(e, file=sys.stderr)
        return 1
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Property-based fuzzing of the parsers that read untrusted data
(make check-fuzz): lava/import's log and payload reader, the result-set
loader, schema/validate.  Inputs are mutations of the committed sets and
job logs (Debian's python3-hypothesis generates and shrinks them); the
property is that a parser either accepts its input or refuses it with its
own one-line error, never with another exception, a crash or a file outside
its target.

FUZZ_EXAMPLES=N examples per test (default 150: about a minute in all);
FUZZ_RANDOM=1 draws new inputs each run instead of the fixed sequence
make check uses (docs/workloads.md, "Untrusted input", has the long run).
Each failure hypothesis finds is kept as a regression test in
tests/faults/untrusted.py or below (test_regression_*)."""
import base64
import glob
import hashlib
import importlib.machinery
import importlib.util
import io
import json
import lzma
import os
import stat
import sys
import tarfile
import tempfile

import pytest

hypothesis = pytest.importorskip("hypothesis", reason="python3-hypothesis is not installed (make deps)")
from hypothesis import HealthCheck, given, settings, strategies as st  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "analysis"))
sys.path.insert(0, os.path.join(ROOT, "schema"))
from zsfree_analysis import resultset  # noqa: E402
from zsfree_analysis.errors import AnalysisError  # noqa: E402
import zsfree_schema  # noqa: E402

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "150"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, database=None,
                derandomize=os.environ.get("FUZZ_RANDOM") != "1",
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.function_scoped_fixture])


def _load_import():
    loader = importlib.machinery.SourceFileLoader("lava_import", os.path.join(ROOT, "lava", "import"))
    spec = importlib.util.spec_from_loader("lava_import", loader)
    mod = importlib.util.module_from_spec(spec)
    loader.exec_module(mod)
    return mod


imp = _load_import()


def _read(path):
    with open(path, "rb") as f:
        data = f.read()
    return lzma.decompress(data) if path.endswith(".xz") else data


def seeds(pattern, limit=6):
    """The first LIMIT committed files matching PATTERN under results/."""
    found = sorted(glob.glob(os.path.join(ROOT, "results", pattern)))[:limit]
    if not found:
        pytest.skip(f"no committed file matches results/{pattern}")
    return [_read(p) for p in found]


# --- mutations ------------------------------------------------------------------

TOKENS = [b"{", b"}", b"[", b"]", b'"', b",", b":", b"\n", b"\x00", b"\xff", b"NaN", b"-Infinity", b"1e999",
          b"null", b"true", b'"schema"', b'"zsfree-eval/run/1"', b"../", b"/", b"\x1b[2J", b"[" * 2000,
          b"ZSFREE-RESULTSET-BEGIN label=", b"ZSFREE-RESULTSET-END label=", b"- {", b"'", b"\\", b"!"]


@st.composite
def mutated(draw, corpus):
    """One seed of CORPUS with a few splices: random bytes, tokens, cuts, repeats."""
    data = bytearray(draw(st.sampled_from(corpus)))
    for _ in range(draw(st.integers(1, 6))):
        n = len(data)
        at = draw(st.integers(0, n))
        op = draw(st.sampled_from(["bytes", "token", "cut", "repeat", "flip"]))
        if op == "bytes":
            data[at:at] = draw(st.binary(min_size=1, max_size=16))
        elif op == "token":
            data[at:at] = draw(st.sampled_from(TOKENS))
        elif op == "cut" and n:
            data[at:at + draw(st.integers(1, 64))] = b""
        elif op == "repeat" and n:
            data[at:at] = data[at:at + draw(st.integers(1, 64))]
        elif op == "flip" and at < n:
            data[at] ^= 1 << draw(st.integers(0, 7))
    return bytes(data)


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=20),
                    lambda kids: st.lists(kids, max_size=4) | st.dictionaries(st.text(max_size=8), kids, max_size=4),
                    max_leaves=12)


@st.composite
def record_edits(draw, lines):
    """JSON lines with a few fields of a few records replaced by any JSON value."""
    rows = [json.loads(x) for x in lines]
    for _ in range(draw(st.integers(1, 4))):
        r = rows[draw(st.integers(0, len(rows) - 1))]
        keys = sorted(r) + ["schema", "run_id", "label", "size_mb", "procs", "time_ms", "valid", "alloc"]
        r[draw(st.sampled_from(keys))] = draw(JSON)
    return [json.dumps(r) for r in rows]


# --- the result-set loader ---------------------------------------------------------

def write_set(d, meta, runs):
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "meta.json"), "wb") as f:
        f.write(meta)
    with open(os.path.join(d, "runs.jsonl"), "wb") as f:
        f.write(runs)


def load_fully(path):
    """Everything a report asks of a set (AnalysisError is a refusal)."""
    rs = resultset.ResultSet(path)
    resultset.check_runs(rs)
    rs.cells()
    for r in rs.valid:
        rs.probe(r["run_id"])
        rs.samples(r["run_id"])
    return rs


@FUZZ
@given(data=st.data())
def test_resultset_loader_refuses_with_one_line(tmp_path, data):
    metas, runs = seeds("*/meta.json"), seeds("*/runs.jsonl")
    which = data.draw(st.sampled_from(["meta", "runs", "fields"]))
    meta, run = data.draw(st.sampled_from(metas)), data.draw(st.sampled_from(runs))
    if which == "meta":
        meta = data.draw(mutated(metas))
    elif which == "runs":
        run = data.draw(mutated(runs))
    else:
        run = ("\n".join(data.draw(record_edits(run.decode().splitlines()[:8]))) + "\n").encode()
    d = tempfile.mkdtemp(dir=tmp_path)
    write_set(d, meta, run)
    try:
        load_fully(d)
    except AnalysisError as e:
        assert "\n" not in str(e) and "\x1b" not in str(e)


@FUZZ
@given(data=st.data())
def test_experiment_records_stay_in_the_set(tmp_path, data):
    """exp/<run>.json with any "alloc" value: a refusal, None, or a file in the set."""
    from zsfree_analysis import experiments
    base = os.path.join(ROOT, "results", "lava-qemu-base")
    if not os.path.isdir(base):
        pytest.skip("results/lava-qemu-base is not committed here")
    d = tempfile.mkdtemp(dir=tmp_path)
    write_set(d, _read(os.path.join(base, "meta.json")), _read(os.path.join(base, "runs.jsonl")))
    rs = resultset.ResultSet(d)
    run = rs.valid[0]
    os.makedirs(os.path.join(d, "exp"))
    alloc = data.draw(st.one_of(JSON, st.sampled_from(["../meta.json", "/etc/passwd", "../../../../etc/passwd",
                                                       "alloc/../../x", "meta.json", "."])))
    with open(os.path.join(d, "exp", run["run_id"] + ".json"), "w") as f:
        json.dump({"schema": "zsfree-eval/exp-run/2", "alloc": alloc}, f)
    try:
        experiments.alloc_record(rs, run)
    except AnalysisError:
        pass


# --- schema/validate ------------------------------------------------------------------

@FUZZ
@given(data=st.data())
def test_schema_check_file_returns_lines(tmp_path, data):
    schemas = zsfree_schema.load_schemas()
    kind = data.draw(st.sampled_from(["meta.json", "runs.jsonl", "probes/*.json.xz"]))
    corpus = seeds("*/" + kind, limit=3)
    blob = data.draw(mutated(corpus))
    name = os.path.basename(kind).replace("*", "f").replace(".xz", "")
    path = os.path.join(tempfile.mkdtemp(dir=tmp_path), name)
    with open(path, "wb") as f:
        f.write(blob)
    try:
        errs = zsfree_schema.check_file(path, schemas)
    except zsfree_schema.SchemaError as e:     # cannot be checked at all: validate prints it as one line
        errs = [str(e)]
    assert isinstance(errs, list) and all(isinstance(e, str) for e in errs)


# --- lava/import ------------------------------------------------------------------------

def job_log():
    path = os.path.join(ROOT, "results", "lava-qemu-base", "lava", "job.log")
    if not os.path.isfile(path):
        pytest.skip("results/lava-qemu-base/lava/job.log is not committed here")
    return _read(path)


def parse(blob, tmp):
    """lava/import's whole reading of one log: lines, payloads, decode, unpack."""
    path = os.path.join(tmp, "job.log")
    with open(path, "wb") as f:
        f.write(blob)
    with open(path, "rb") as f:
        target, results, errors = imp.parse_log(path, f)
    out = []
    for p in imp.find_payloads(path, target, results, errors):
        label, fmt, packed = imp.decode(path, p)
        dest = tempfile.mkdtemp(dir=tmp)
        out.append(imp.unpack(path, label, fmt, packed, dest, 64 << 20))
    return out


def plain_tree(top):
    """Only our own regular files 0644 and directories 0755 under TOP."""
    for d, dirs, files in os.walk(top):
        for name in dirs + files:
            st_ = os.lstat(os.path.join(d, name))
            assert stat.S_ISDIR(st_.st_mode) or stat.S_ISREG(st_.st_mode), name
            assert stat.S_IMODE(st_.st_mode) in (0o644, 0o755), name
            assert st_.st_uid == os.geteuid()


@FUZZ
@given(data=st.data())
def test_import_log_reader(tmp_path, data):
    log = job_log()
    lines = log.split(b"\n")
    blob = data.draw(st.one_of(mutated([log[:20000], log[-20000:]]),
                               st.lists(st.sampled_from(lines), max_size=30).map(b"\n".join)))
    tmp = tempfile.mkdtemp(dir=tmp_path)
    try:
        for set_dir in parse(blob, tmp):
            plain_tree(set_dir)
    except imp.ImportError_ as e:
        assert "\n" not in imp.oneline(e, limit=None)


def payload_log(archive):
    packed = lzma.compress(archive)
    b64 = base64.b64encode(packed).decode()
    return ("ZSFREE-RESULTSET-BEGIN label=base format=tar.xz+base64 bytes=%d sha256=%s\n%s\n"
            "ZSFREE-RESULTSET-END label=base\n" % (len(packed), hashlib.sha256(packed).hexdigest(),
                                                   "\n".join(b64[i:i + 76] for i in range(0, len(b64), 76))))


def seed_archive():
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w") as tar:
        for name in ("meta.json", "runs.jsonl"):
            data = _read(os.path.join(ROOT, "results", "lava-qemu-base", name))
            info = tarfile.TarInfo("base/" + name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    return buf.getvalue()


@FUZZ
@given(data=st.data())
def test_import_payload_unpacker(tmp_path, data):
    """Mutated tar archives, packed with a valid sha256: refused or unpacked plainly."""
    if not os.path.isdir(os.path.join(ROOT, "results", "lava-qemu-base")):
        pytest.skip("results/lava-qemu-base is not committed here")
    archive = data.draw(mutated([seed_archive()]))
    tmp = tempfile.mkdtemp(dir=tmp_path)
    try:
        for set_dir in parse(payload_log(archive).encode(), tmp):
            plain_tree(set_dir)
            assert os.path.realpath(set_dir).startswith(os.path.realpath(tmp) + os.sep)
    except imp.ImportError_:
        pass

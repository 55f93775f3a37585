"""Load and validate one result set (results/<label>/, docs/results-format.md).

Everything downstream works on ResultSet objects; nothing else opens result
files, so the checks for missing files, corrupt JSON and unknown schemas live
here and produce one clear line each.
"""
import json
import lzma
import math
import os

from . import rawfile
from .errors import AnalysisError
from .safefile import RefusedFile

# Schema kinds this analysis understands, with the major versions it reads
# (schema/<kind>-<major>.json; exp-run/1 carried the board's release summary,
# exp-run/2 leaves it to the analysis; tenant-summary/1 exists only in sets
# written before the analysis derived it from tenant/1 files; tenant/1 carried
# per-window percentiles, tenant/2 the windows' latency buckets).
KNOWN_SCHEMAS = {"meta": 1, "run": 1, "probe": (1, 2), "exp-run": (1, 2), "alloc": 1, "tenant": (1, 2),
                 "tenant-summary": 1}

# Samples are written by the experiments; their kind name is not
# pinned in the format document yet, so any kind starting with "sample" is read.
SAMPLE_KIND_PREFIX = "sample"

RUN_REQUIRED = ("run_id", "workload", "size_mb", "procs")

# A time no run of this toolkit can take (a day): beyond it the value is
# corrupt, and the run counts as invalid like a NaN or Inf.
MAX_TIME_MS = 86_400_000.0


def check_schema(obj, kind, where):
    """Refuse an object whose schema kind or major version is unknown."""
    schema = obj.get("schema") if isinstance(obj, dict) else None
    if not isinstance(schema, str):
        latest = KNOWN_SCHEMAS.get(kind, 1)
        latest = max(latest) if isinstance(latest, tuple) else latest
        raise AnalysisError(f"{where}: no \"schema\" field (expected zsfree-eval/{kind}/{latest})")
    parts = schema.split("/")
    if len(parts) != 3 or parts[0] != "zsfree-eval":
        raise AnalysisError(f"{where}: unknown schema {schema!r} (not a zsfree-eval result file)")
    got_kind, version = parts[1], parts[2]
    if kind == SAMPLE_KIND_PREFIX:
        ok_kind = got_kind.startswith(SAMPLE_KIND_PREFIX)
        want = (1,)
    else:
        ok_kind = got_kind == kind
        want = KNOWN_SCHEMAS[kind]
        want = want if isinstance(want, tuple) else (want,)
    if not ok_kind:
        raise AnalysisError(f"{where}: schema {schema!r} is not a {kind} object")
    major = version.split(".")[0]
    if major not in [str(w) for w in want]:
        raise AnalysisError(f"{where}: unknown schema version {schema!r} (this analysis reads "
                            f"major version {' or '.join(map(str, want))}; update analysis/)")


def load_json(path, root=None):
    """One JSON object from a file; corrupt JSON names the file and line.
    With ROOT (the set's directory), the file must resolve inside it."""
    try:
        with rawfile.open_text(path, root) as f:
            text = f.read()
    except RefusedFile as e:
        raise AnalysisError(str(e)) from None
    except lzma.LZMAError as e:
        raise AnalysisError(f"{path}: corrupt xz data: {e}") from None
    except FileNotFoundError:
        raise AnalysisError(f"{path}: missing") from None
    except UnicodeDecodeError as e:
        raise AnalysisError(f"{path}: not UTF-8 text (byte {e.start}): not a result file") from None
    except OSError as e:
        raise AnalysisError(f"{path}: cannot read: {e.strerror}") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise AnalysisError(f"{path} line {e.lineno}: corrupt JSON: {e.msg} (column {e.colno})") from None
    except RecursionError:
        raise AnalysisError(f"{path}: JSON nested too deeply to be a result file") from None


def load_jsonl(path, root=None):
    """A list of (line number, object) from a JSON-lines file (inside ROOT
    when given, like load_json)."""
    out = []
    try:
        f = rawfile.open_text(path, root)
    except RefusedFile as e:
        raise AnalysisError(str(e)) from None
    except lzma.LZMAError as e:
        raise AnalysisError(f"{path}: corrupt xz data: {e}") from None
    except UnicodeDecodeError as e:
        raise AnalysisError(f"{path}: not UTF-8 text (byte {e.start}): not a result file") from None
    except FileNotFoundError:
        raise AnalysisError(f"{path}: missing") from None
    except OSError as e:
        raise AnalysisError(f"{path}: cannot read: {e.strerror}") from None
    with f:
        lines = _lines(f, path)
        for lineno, line in enumerate(lines, 1):
            if not line.strip():
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as e:
                where = f"column {e.colno}" if e.lineno == 1 else "end of line"
                raise AnalysisError(f"{path} line {lineno}: corrupt JSON: {e.msg} ({where})") from None
            except RecursionError:
                raise AnalysisError(f"{path} line {lineno}: JSON nested too deeply to be a result") from None
            if not isinstance(obj, dict):
                raise AnalysisError(f"{path} line {lineno}: expected a JSON object")
            out.append((lineno, obj))
    return out


def _lines(f, path):
    try:
        return f.read().splitlines()
    except lzma.LZMAError as e:
        raise AnalysisError(f"{path}: corrupt xz data: {e}") from None
    except UnicodeDecodeError as e:
        raise AnalysisError(f"{path}: not UTF-8 text (byte {e.start}): not a result file") from None
    except OSError as e:
        raise AnalysisError(f"{path}: cannot read: {e.strerror}") from None


def dig(obj, dotted, default=None):
    """obj["a"]["b"] for "a.b", or default when any level is missing/null."""
    cur = obj
    for key in dotted.split("."):
        if not isinstance(cur, dict) or cur.get(key) is None:
            return default
        cur = cur[key]
    return cur


class ResultSet:
    """meta.json + runs.jsonl of one directory, probes and samples on demand."""

    def __init__(self, path):
        self.path = os.path.normpath(path)
        if not os.path.isdir(self.path):
            if os.path.exists(self.path):
                raise AnalysisError(f"{self.path}: not a directory (give a results/<label>/ directory)")
            raise AnalysisError(f"{self.path}: no such result directory")
        meta_path = os.path.join(self.path, "meta.json")
        if not os.path.exists(meta_path):
            raise AnalysisError(f"{meta_path}: missing (is {self.path} a result set?)")
        self.meta = load_json(meta_path, self.path)
        if not isinstance(self.meta, dict):
            raise AnalysisError(f"{meta_path}: expected a JSON object")
        check_schema(self.meta, "meta", meta_path)
        label = self.meta.get("label")
        if label is not None and not isinstance(label, str):
            raise AnalysisError(f"{meta_path}: \"label\" is a {type(label).__name__}, not a string")
        self.label = label or os.path.basename(self.path)

        runs_path = os.path.join(self.path, "runs.jsonl")
        if not os.path.exists(runs_path):
            raise AnalysisError(f"{runs_path}: missing (the set has no runs; was it interrupted "
                                "before the first run?)")
        self.runs = []
        for lineno, run in load_jsonl(runs_path, self.path):
            where = f"{runs_path} line {lineno}"
            check_schema(run, "run", where)
            check_run_fields(run, where)
            self.runs.append(run)
        self._probes = {}
        self._samples = {}

    # --- which runs count ------------------------------------------------

    @property
    def warmups(self):
        return [r for r in self.runs if r.get("warmup")]

    @property
    def measured(self):
        return [r for r in self.runs if not r.get("warmup")]

    @property
    def valid(self):
        """Measured runs that are usable: valid and with a headline time."""
        return [r for r in self.measured if usable(r)]

    @property
    def rejected(self):
        return [r for r in self.measured if not usable(r)]

    def reject_reasons(self):
        """{reason: count} over the rejected runs."""
        out = {}
        for r in self.rejected:
            reason = reject_reason(r)
            out[reason] = out.get(reason, 0) + 1
        return out

    def cells(self):
        """{(workload, size_mb, procs): [valid runs]}."""
        out = {}
        for r in self.valid:
            out.setdefault(cell_key(r), []).append(r)
        return out

    # --- per-run side files ----------------------------------------------

    def probe(self, run_id):
        """probes/<run_id>.json, or None when the run was not probed."""
        if run_id not in self._probes:
            path = rawfile.find(os.path.join(self.path, "probes", f"{run_id}.json"))
            probe = None
            if path:
                probe = load_json(path, self.path)
                check_schema(probe, "probe", path)
            self._probes[run_id] = probe
        return self._probes[run_id]

    def samples(self, run_id):
        """samples/<run_id>.jsonl as a list of objects, or None when absent."""
        if run_id not in self._samples:
            path = rawfile.find(os.path.join(self.path, "samples", f"{run_id}.jsonl"))
            rows = None
            if path:
                rows = []
                for lineno, obj in load_jsonl(path, self.path):
                    if "schema" in obj:
                        check_schema(obj, SAMPLE_KIND_PREFIX, f"{path} line {lineno}")
                    rows.append(obj)
            self._samples[run_id] = rows
        return self._samples[run_id]

    def has_probes(self):
        return os.path.isdir(os.path.join(self.path, "probes"))

    def has_samples(self):
        return os.path.isdir(os.path.join(self.path, "samples"))


def check_run_fields(run, where):
    """The fields every run needs, with the types the analysis relies on."""
    for field in RUN_REQUIRED:
        if run.get(field) is None:
            raise AnalysisError(f"{where}: run has no {field!r}")
    if not isinstance(run["run_id"], str) or not isinstance(run["workload"], str):
        raise AnalysisError(f"{where}: run_id and workload must be strings")
    for field in ("size_mb", "procs"):
        v = run[field]
        if not isinstance(v, int) or isinstance(v, bool) or v <= 0:
            raise AnalysisError(f"{where}: {field} is {json.dumps(v)[:40]}, not a positive integer")
    if "/" in run["run_id"] or run["run_id"] in (".", ".."):
        raise AnalysisError(f"{where}: run_id {run['run_id'][:40]!r} is not a file name")


def time_ok(v):
    return (isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)
            and 0 <= v <= MAX_TIME_MS)


ACCELERATORS = {"qemu-tcg": "QEMU TCG", "qemu-icount": "QEMU icount", "none": "bare metal", "bare": "bare metal",
                "kvm": "KVM"}


def accelerator(rs):
    """How the set's machine ran: 'QEMU TCG', 'QEMU icount', ... from meta."""
    virt = dig(rs.meta, "machine.virt")
    return ACCELERATORS.get(virt, virt or "unknown machine")


def vcpus(rs):
    """'2 vCPUs', '1 vCPU' (a VM's), '2 CPUs' (real ones): the set's CPU count
    as a sentence says it."""
    n = dig(rs.meta, "machine.ncpus")
    kind = "CPU" if dig(rs.meta, "machine.virt") in ("bare", "kvm", "none") else "vCPU"
    return f"{n} {kind}" + ("" if n == 1 else "s")


def usable(run):
    return run.get("valid") is True and time_ok(run.get("time_ms"))


def reject_reason(run):
    if run.get("valid") is True:
        v = run.get("time_ms")
        if v is None:
            return "no time_ms recorded"
        return f"time_ms {json.dumps(v)[:20]} is not a finite number of ms within a day"
    reason = run.get("reject_reason")
    return reason if isinstance(reason, str) and reason else "marked invalid (no reason given)"


def cell_key(run):
    return (run["workload"], int(run["size_mb"]), int(run["procs"]))


def check_runs(rs):
    """Refuse a set with nothing to compare or with runs missing from runs.jsonl."""
    counted = dig(rs.meta, "counts.runs")
    if isinstance(counted, int) and not isinstance(counted, bool) and counted != len(rs.measured):
        raise AnalysisError(f"{rs.path}: runs.jsonl holds {len(rs.measured)} measured runs but meta.json "
                            f"counts {counted} (a cut or edited runs.jsonl?); re-run the set or fix the file")
    if not rs.measured:
        raise AnalysisError(f"{rs.path}: no measured runs (runs.jsonl has {len(rs.warmups)} warm-ups only); "
                            "nothing to compare")
    if not rs.valid:
        why = "; ".join(f"{n}x {r}" for r, n in sorted(rs.reject_reasons().items()))
        raise AnalysisError(f"{rs.path}: none of its {len(rs.measured)} measured runs is valid ({why})")


def load_sets(paths, labels=()):
    """ResultSet for each path, renamed by --label OLD=NEW (relabel) before
    the same label twice is refused, and refusing sets without a valid
    measured run or with runs missing."""
    if not paths:
        raise AnalysisError("no result sets given (usage: results/<base> results/<variant>...)")
    sets = [ResultSet(p) for p in paths]
    for s in sets:
        check_runs(s)
    relabel(sets, labels, paths)
    seen = {}
    for s in sets:
        if s.label in seen:
            raise AnalysisError(f"two result sets are labelled {s.label!r} ({seen[s.label]} and "
                                f"{s.path}); give each its own with --label DIR=NEW, e.g. "
                                f"--label {s.path}={s.label}-2")
        seen[s.label] = s.path
    return sets


def relabel(sets, specs, paths=None):
    """Apply --label OLD=NEW renamings (for pasting: base=Base).  OLD is a
    set's label or its directory as given (or that directory's name), so two
    sets that carry the same label can be told apart; labels stay unique."""
    paths = paths or [s.path for s in sets]
    for spec in specs or ():
        old, sep, new = spec.partition("=")
        if not sep or not old or not new or any(c.isspace() for c in new):
            raise AnalysisError(f"--label {spec!r}: expected OLD=NEW with a new label without spaces")
        by_dir = [s for s, p in zip(sets, paths)
                  if old in (p, p.rstrip("/"), os.path.basename(p.rstrip("/")))]
        match = by_dir or [s for s in sets if s.label == old]
        if not match:
            raise AnalysisError(f"--label {spec!r}: no result set labelled {old!r}")
        if len(match) > 1:
            raise AnalysisError(f"--label {spec!r}: {len(match)} result sets are labelled {old!r} ("
                                + ", ".join(s.path for s in match) + "); name one by its directory, "
                                f"e.g. --label {match[1].path}={new}")
        if any(s.label == new for s in sets if s is not match[0]):
            raise AnalysisError(f"--label {spec!r}: {new!r} is already a label")
        match[0].label = new
    return sets

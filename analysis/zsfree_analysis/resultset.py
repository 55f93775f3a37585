"""Load and validate one result set (results/<label>/, docs/results-format.md).

Everything downstream works on ResultSet objects; nothing else opens result
files, so the checks for missing files, corrupt JSON and unknown schemas live
here and produce one clear line each.
"""
import json
import lzma
import os

from . import rawfile
from .errors import AnalysisError

# Schema kinds this analysis understands, with the major version it reads.
KNOWN_SCHEMAS = {"meta": 1, "run": 1, "probe": 1, "exp-run": 1, "alloc": 1, "tenant-summary": 1}

# Samples are written by the experiments (issue 7); their kind name is not
# pinned in the format document yet, so any kind starting with "sample" is read.
SAMPLE_KIND_PREFIX = "sample"

RUN_REQUIRED = ("run_id", "workload", "size_mb", "procs")


def check_schema(obj, kind, where):
    """Refuse an object whose schema kind or major version is unknown."""
    schema = obj.get("schema") if isinstance(obj, dict) else None
    if not isinstance(schema, str):
        raise AnalysisError(f"{where}: no \"schema\" field (expected zsfree-eval/{kind}/"
                            f"{KNOWN_SCHEMAS.get(kind, 1)})")
    parts = schema.split("/")
    if len(parts) != 3 or parts[0] != "zsfree-eval":
        raise AnalysisError(f"{where}: unknown schema {schema!r} (not a zsfree-eval result file)")
    got_kind, version = parts[1], parts[2]
    if kind == SAMPLE_KIND_PREFIX:
        ok_kind = got_kind.startswith(SAMPLE_KIND_PREFIX)
        want_major = 1
    else:
        ok_kind = got_kind == kind
        want_major = KNOWN_SCHEMAS[kind]
    if not ok_kind:
        raise AnalysisError(f"{where}: schema {schema!r} is not a {kind} object")
    major = version.split(".")[0]
    if major != str(want_major):
        raise AnalysisError(f"{where}: unknown schema version {schema!r} (this analysis reads "
                            f"major version {want_major}; update analysis/)")


def load_json(path):
    """One JSON object from a file; corrupt JSON names the file and line."""
    try:
        with rawfile.open_text(path) as f:
            text = f.read()
    except lzma.LZMAError as e:
        raise AnalysisError(f"{path}: corrupt xz data: {e}") from None
    except FileNotFoundError:
        raise AnalysisError(f"{path}: missing") from None
    except OSError as e:
        raise AnalysisError(f"{path}: cannot read: {e.strerror}") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise AnalysisError(f"{path} line {e.lineno}: corrupt JSON: {e.msg} (column {e.colno})") from None


def load_jsonl(path):
    """A list of (line number, object) from a JSON-lines file."""
    out = []
    try:
        f = rawfile.open_text(path)
    except FileNotFoundError:
        raise AnalysisError(f"{path}: missing") from None
    except OSError as e:
        raise AnalysisError(f"{path}: cannot read: {e.strerror}") from None
    with f:
        try:
            lines = f.readlines()
        except lzma.LZMAError as e:
            raise AnalysisError(f"{path}: corrupt xz data: {e}") from None
        for lineno, line in enumerate(lines, 1):
            if not line.strip():
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as e:
                where = f"column {e.colno}" if e.lineno == 1 else "end of line"
                raise AnalysisError(f"{path} line {lineno}: corrupt JSON: {e.msg} ({where})") from None
            if not isinstance(obj, dict):
                raise AnalysisError(f"{path} line {lineno}: expected a JSON object")
            out.append((lineno, obj))
    return out


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
        self.meta = load_json(meta_path)
        if not isinstance(self.meta, dict):
            raise AnalysisError(f"{meta_path}: expected a JSON object")
        check_schema(self.meta, "meta", meta_path)
        self.label = self.meta.get("label") or os.path.basename(self.path)

        runs_path = os.path.join(self.path, "runs.jsonl")
        if not os.path.exists(runs_path):
            raise AnalysisError(f"{runs_path}: missing (the set has no runs; was it interrupted "
                                "before the first run?)")
        self.runs = []
        for lineno, run in load_jsonl(runs_path):
            where = f"{runs_path} line {lineno}"
            check_schema(run, "run", where)
            for field in RUN_REQUIRED:
                if run.get(field) is None:
                    raise AnalysisError(f"{where}: run has no {field!r}")
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
                probe = load_json(path)
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
                for lineno, obj in load_jsonl(path):
                    if "schema" in obj:
                        check_schema(obj, SAMPLE_KIND_PREFIX, f"{path} line {lineno}")
                    rows.append(obj)
            self._samples[run_id] = rows
        return self._samples[run_id]

    def has_probes(self):
        return os.path.isdir(os.path.join(self.path, "probes"))

    def has_samples(self):
        return os.path.isdir(os.path.join(self.path, "samples"))


def usable(run):
    return run.get("valid") is True and isinstance(run.get("time_ms"), (int, float))


def reject_reason(run):
    if run.get("valid") is True:
        return "no time_ms recorded"
    return run.get("reject_reason") or "marked invalid (no reason given)"


def cell_key(run):
    return (run["workload"], int(run["size_mb"]), int(run["procs"]))


def load_sets(paths):
    """ResultSet for each path, refusing the same label twice."""
    if not paths:
        raise AnalysisError("no result sets given (usage: results/<base> results/<variant>...)")
    sets = [ResultSet(p) for p in paths]
    seen = {}
    for s in sets:
        if s.label in seen:
            raise AnalysisError(f"two result sets are labelled {s.label!r} ({seen[s.label]} and "
                                f"{s.path}); give each kernel its own label")
        seen[s.label] = s.path
    return sets

"""Check result files against the JSON schemas in schema/ (docs/results-format.md).

Every record carries "schema": "zsfree-eval/<kind>/<major>[.<minor>]", and
schema/<kind>-<major>.json describes it (JSON Schema, draft 2020-12).  A
JSON-lines file is checked line by line against each line's own schema,
except for the kinds whose schema says "x-zsfree-unit": "file" (a header
line with the schema, then lines that do not repeat it): those are checked
as one array of all their lines.  NAME.xz is read like NAME (the packed raw
files of a kept set).

Uses Debian's python3-jsonschema (Draft202012Validator).
"""
import glob
import json
import lzma
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "analysis"))
from zsfree_analysis import safefile  # noqa: E402  (regular files only, bounded, inside the set)

try:
    import jsonschema
except ImportError:  # one clear line from the callers, not a traceback
    jsonschema = None

SCHEMA_DIR = os.path.dirname(os.path.abspath(__file__))
SCHEMA_RE = re.compile(r"^zsfree-eval/([a-z][a-z-]*)/([0-9]+)(?:\.([0-9]+))?$")
# at most this many errors are reported per file (the first ones, in order)
MAX_ERRORS = 5


class SchemaError(Exception):
    """A file that cannot be checked at all (unreadable, no schema field...)."""


def require_jsonschema():
    if jsonschema is None:
        raise SchemaError("python3-jsonschema is not installed: apt-get install python3-jsonschema (make deps)")


def _int_pairs(validator, value, instance, schema):
    """x-zsfree-int-pairs: true: every item of the array is [int, int]."""
    if not value or not isinstance(instance, list):
        return
    for i, p in enumerate(instance):
        if not (type(p) is list and len(p) == 2 and type(p[0]) is int and type(p[1]) is int):
            yield jsonschema.ValidationError(f"item {i} is {json.dumps(p)[:60]}, not a pair of integers")
            return


def _validator_class():
    return jsonschema.validators.extend(jsonschema.Draft202012Validator, {"x-zsfree-int-pairs": _int_pairs})


def load_schemas(directory=SCHEMA_DIR):
    """{(kind, major): validator} for every schema/<kind>-<major>.json."""
    require_jsonschema()
    out, cls = {}, _validator_class()
    for path in sorted(glob.glob(os.path.join(directory, "*-[0-9]*.json"))):
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
        m = SCHEMA_RE.match(doc.get("x-zsfree-schema", "") + ".0")
        name = os.path.basename(path)[:-len(".json")]
        if not m or f"{m.group(1)}-{m.group(2)}" != name:
            raise SchemaError(f"{path}: x-zsfree-schema {doc.get('x-zsfree-schema')!r} does not match "
                              f"the file name {name}")
        jsonschema.Draft202012Validator.check_schema(doc)
        out[(m.group(1), int(m.group(2)))] = cls(doc)
    return out


def kind_of(value, where):
    """(kind, major) of a "schema" string; SchemaError if it is not one."""
    if not isinstance(value, str):
        raise SchemaError(f"{where}: no \"schema\" string (zsfree-eval/<kind>/<version>)")
    m = SCHEMA_RE.match(value)
    if not m:
        raise SchemaError(f"{where}: {value!r} is not a zsfree-eval/<kind>/<version> schema name")
    return m.group(1), int(m.group(2))


def _read(path, root=None):
    try:
        return safefile.read_text(path, root)
    except safefile.RefusedFile as e:
        raise SchemaError(str(e)) from None
    except (OSError, lzma.LZMAError, UnicodeDecodeError) as e:
        raise SchemaError(f"{safefile.oneline(path)}: cannot read: {e}") from None


def _no_constant(name):
    """NaN and Infinity are not JSON (Python's json reads them by default)."""
    raise ValueError(f"{name} is not a JSON number")


def _json(text):
    """json.loads refusing NaN/Infinity; a ValueError for nesting too deep."""
    try:
        return json.loads(text, parse_constant=_no_constant)
    except RecursionError:
        raise ValueError("nested too deeply to be a result record") from None


def _loc(parts):
    return "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in parts)


def _errors(validator, doc, where, line_of=None):
    out = []
    for err in sorted(validator.iter_errors(doc), key=lambda e: list(map(str, e.absolute_path))):
        if err.context:  # anyOf/oneOf: say what is wrong in the closest alternative
            # the deepest error, and of equal depth one that is not "wrong type" (the other branch)
            err = max(err.context, key=lambda e: (len(e.absolute_path), e.validator != "type"))
        path = list(err.absolute_path)
        if line_of and path and isinstance(path[0], int):
            # a file-unit JSON-lines file: name the line, not the array index
            msg = f"{where} line {line_of[path[0]]}: at {_loc(path[1:])}"
        else:
            msg = f"{where}: at {_loc(path)}"
        out.append(f"{msg}: {err.message[:300]}")
        if len(out) >= MAX_ERRORS:
            break
    return out


def _shape(v):
    """What a row schema of x-zsfree-rows-by-shape may depend on: keys, JSON types, signs."""
    if isinstance(v, dict):
        return ("o",) + tuple(sorted((k, _shape(x)) for k, x in v.items()))
    if isinstance(v, list):
        return ("a",) + tuple(sorted(set(_shape(x) for x in v), key=repr))
    if isinstance(v, bool) or v is None or isinstance(v, str):
        return type(v).__name__
    return (type(v).__name__, v < 0)


def _one_per_shape(rows):
    """The first line and the first line of every other shape after it.

    For "x-zsfree-rows-by-shape": true files (10^5 sample lines), whose
    line schemas constrain only keys, types and signs (minimum 0), so that
    one line of a shape stands for all of that shape."""
    seen, out = set(), rows[:1]
    for lineno, obj in rows[1:]:
        s = _shape(obj)
        if s not in seen:
            seen.add(s)
            out.append((lineno, obj))
    return out


def check_file(path, schemas, expect=None, root=None):
    """Error lines for one file ([] when it conforms).

    expect: a kind the file must be (e.g. "probe" for probes/*.json);
    root: the set the file must lie in."""
    name = path[:-3] if path.endswith(".xz") else path
    text = _read(path, root)
    errors = []
    try:
        if text.startswith("schema zsfree-eval/"):
            # `key value` lines (munmap-bench --summary), checked as an object of strings
            doc = {}
            for line in text.splitlines():
                k, _, v = line.partition(" ")
                doc[k] = v
            kind = kind_of(doc["schema"], path)
            validator = _validator(schemas, kind, path, expect)
            if validator.schema.get("x-zsfree-unit") != "keyvalue":
                return [f"{path}: `key value` lines, but zsfree-eval/{kind[0]}/{kind[1]} is a JSON format"]
            errors += _errors(validator, doc, path)
        elif name.endswith(".jsonl"):
            rows = []
            for lineno, line in enumerate(text.splitlines(), 1):
                if line.strip():
                    try:
                        rows.append((lineno, _json(line)))
                    except json.JSONDecodeError as e:
                        return [f"{path} line {lineno}: not JSON: {e.msg}"]
                    except ValueError as e:
                        return [f"{path} line {lineno}: not JSON: {e}"]
            if not rows:
                return [f"{path}: empty"]
            first = rows[0][1]
            kind = kind_of(first.get("schema") if isinstance(first, dict) else None, f"{path} line {rows[0][0]}")
            validator = _validator(schemas, kind, path, expect)
            if validator.schema.get("x-zsfree-unit") == "file":
                if validator.schema.get("x-zsfree-rows-by-shape"):
                    rows = _one_per_shape(rows)
                errors += _errors(validator, [o for _, o in rows], path, [n for n, _ in rows])
            else:
                for lineno, obj in rows:
                    where = f"{path} line {lineno}"
                    k = kind_of(obj.get("schema") if isinstance(obj, dict) else None, where)
                    errors += _errors(_validator(schemas, k, where, expect), obj, where)
                    if len(errors) >= MAX_ERRORS:
                        break
        else:
            try:
                doc = _json(text)
            except json.JSONDecodeError as e:
                return [f"{path} line {e.lineno}: not JSON: {e.msg}"]
            except ValueError as e:
                return [f"{path}: not JSON: {e}"]
            kind = kind_of(doc.get("schema") if isinstance(doc, dict) else None, path)
            errors += _errors(_validator(schemas, kind, path, expect), doc, path)
    except SchemaError as e:
        return [str(e)]
    except RecursionError:
        return [f"{path}: nested too deeply to be a result record"]
    return errors[:MAX_ERRORS]


def _validator(schemas, kind, where, expect):
    if expect and kind[0] != expect:
        raise SchemaError(f"{where}: a zsfree-eval/{kind[0]}/{kind[1]} record where a {expect} record belongs")
    v = schemas.get(kind)
    if v is None:
        known = sorted(f"{k}/{m}" for k, m in schemas)
        raise SchemaError(f"{where}: no schema for zsfree-eval/{kind[0]}/{kind[1]} in schema/ "
                          f"(known: {', '.join(known)})")
    return v


# The files of a result set (docs/results-format.md, Layout) and the kind
# each must be.  Raw files may be packed (NAME.xz).
SET_FILES = (
    ("meta.json", "meta"),
    ("runs.jsonl", "run"),
    ("probes/*.json", "probe"),
    ("samples/*.jsonl", "samples"),
    ("alloc/*.json", "alloc"),
    ("exp/*.json", "exp-run"),
    ("tenants/summary.jsonl", "tenant-summary"),
    ("tenants/*.jsonl", "tenant"),
    ("vm/run.json", "vm-run"),
    ("lava/cases.json", "lava-cases"),
    ("lava/server.json", "lava-server"),
    ("pressure/*.series.jsonl", "pressure-samples"),
    ("pressure/*.limit.json", "pressure-limit"),
    ("pressure/*.storer.json", "storer"),
)


# board/probe-cost's sets: tenants/<level>-r<k>/ holds one round's tenants
# and, for a probed round, zsprobe's report
PROBE_COST_FILES = (
    ("meta.json", "probe-cost"),
    ("tenants/*/*.jsonl", "tenant"),
    ("tenants/*/zsprobe.json", "probe"),
)


def layout_of(directory):
    """SET_FILES, or PROBE_COST_FILES for a set board/probe-cost wrote.
    meta.json is read as check_file reads it (safefile: bounded, no link
    out of the set); one that cannot be read or named gets SET_FILES, and
    check_file then says what is wrong with it."""
    try:
        meta = _json(_read(os.path.join(directory, "meta.json"), directory))
        kind, _ = kind_of(meta.get("schema") if isinstance(meta, dict) else None, directory)
    except (SchemaError, ValueError):
        return SET_FILES
    return PROBE_COST_FILES if kind == "probe-cost" else SET_FILES


def set_files(directory):
    """[(path, kind)] of every record file in a result set."""
    seen, out = set(), []
    for pattern, kind in layout_of(directory):
        found = glob.glob(os.path.join(directory, pattern)) + glob.glob(os.path.join(directory, pattern + ".xz"))
        for p in sorted(found):
            if p not in seen:
                seen.add(p)
                out.append((p, kind))
    return out


def check_set(directory, schemas):
    """Error lines for every record file of a result set."""
    if not os.path.isfile(os.path.join(directory, "meta.json")):
        return [f"{directory}: no meta.json (not a result set)"]
    errors = []
    for path, kind in set_files(directory):
        errors += check_file(path, schemas, expect=kind, root=directory)
    return errors

"""One result set of a kernel from its rounds (analysis/merge-rounds).

vm/evaluate runs the standard matrix in rounds across the kernels (round 1
of every kernel, then round 2 of every kernel, ...), so that the host's load
spreads over every kernel alike; each round is an ordinary result set that
workloads/run wrote (RUN/rounds/VARIANT.rK) and that is never edited.  This
module derives the kernel's set from them: the rounds must be the same
kernel, the same cells and protocol and the same machine; round K's runs
are renumbered after the rounds before it (rep and run id), the files named
by run id follow, and meta.json's "rounds" says which round each run came
from (docs/results-format.md, "Merged sets")."""
import json
import os
import re
import shutil

from . import resultset, safefile
from .errors import AnalysisError

SCHEMA = "zsfree-eval/meta/1.1"
# meta fields that must be equal in every round, by what they say
SAME = (
    ("kernel", ("kernel.release", "kernel.version", "kernel.config_sha256", "kernel.cmdline")),
    ("cells", ("matrix.cells", "matrix.sizes_mb", "matrix.procs", "matrix.modes", "matrix.repeats",
               "matrix.warmups", "matrix.threshold", "matrix.order", "matrix.fifo_prio",
               "matrix.pre_delay_ms", "probe.level", "experiment", "toolkit.git_describe")),
    ("machine", ("machine.arch", "machine.cpu_model", "machine.ncpus", "machine.mem_total_kb",
                 "machine.page_size", "machine.governor", "machine.virt", "swap.backend", "swap.device",
                 "swap.compressor", "swap.disksize_bytes", "swap.set_up_by_run")),
)
# the side files named by run id (docs/results-format.md, Layout)
BY_RUN_ID = ("probes", "samples", "alloc", "exp")
# what a round holds that stays with the round (its path is in meta.rounds)
ROUND_ONLY = {"meta.json", "runs.jsonl", "log.txt", "sysstate", "vm", "vm-logs", "lava", "raw.sha256",
              "raw.thinned"}
FILE_EXT = re.compile(r"^(.+?)(\.jsonl?(?:\.xz)?)$")
MISSING = object()


def field(meta, dotted):
    """meta's value at a.b, MISSING when a level is absent (null is a value)."""
    cur = meta
    for key in dotted.split("."):
        if not isinstance(cur, dict) or key not in cur:
            return MISSING
        cur = cur[key]
    return cur


def show(v):
    return "absent" if v is MISSING else json.dumps(v, sort_keys=True)[:60]


def differences(rounds):
    """['not the same kernel: kernel.release ("a" in X, "b" in Y)', ...], every
    field that differs from the first round, grouped by what it says."""
    first = rounds[0]
    out = []
    for what, fields in SAME:
        bad = []
        for f in fields:
            v0 = field(first.meta, f)
            other = next((r for r in rounds[1:] if field(r.meta, f) != v0), None)
            if other is not None:
                bad.append(f"{f} ({show(v0)} in {first.path}, {show(field(other.meta, f))} in {other.path})")
        if bad:
            out.append(f"not the same {what}: " + ", ".join(bad))
    return out


def check_rounds(rounds):
    """Refuse rounds that cannot make one set, naming every reason at once."""
    if len(rounds) < 2:
        raise AnalysisError("give at least two rounds (one round is already its kernel's set)")
    paths = [os.path.realpath(r.path) for r in rounds]
    if len(set(paths)) != len(paths):
        raise AnalysisError("the same round is given twice")
    bad = differences(rounds)
    if bad:
        raise AnalysisError("the rounds cannot make one set: " + "; ".join(bad))
    for r in rounds:
        if r.meta.get("status") == "running" or not isinstance(r.meta.get("end_date"), str):
            raise AnalysisError(f"{r.path}: still running or killed (status {r.meta.get('status')!r}, "
                                "no end_date): give finished rounds")
        extra = [n for n in os.listdir(r.path) if n not in ROUND_ONLY and n not in BY_RUN_ID]
        if extra:
            raise AnalysisError(f"{r.path}: holds {', '.join(sorted(extra))}, not named by run id: "
                                "merge-rounds merges the standard matrix's sets")
    dates = [r.meta.get("date") for r in rounds]
    for r, d in zip(rounds, dates):
        if not isinstance(d, str):
            raise AnalysisError(f"{r.path}: meta.json has no date: cannot tell the rounds' order")
    if any(a >= b for a, b in zip(dates, dates[1:])):
        raise AnalysisError("the rounds are not in the order they ran (their dates: "
                            + ", ".join(dates) + "): give round 1 first")


def new_id(run, rnd, per_round):
    """The run's rep and run id in the merged set: after the K-1 rounds before."""
    kind = "w" if run.get("warmup") else "r"
    n = per_round["warmups" if kind == "w" else "repeats"]
    rep, rid = run.get("rep"), run["run_id"]
    suffix = f"-{kind}{rep}"
    if not isinstance(rep, int) or isinstance(rep, bool) or not 1 <= rep <= n or not rid.endswith(suffix):
        raise AnalysisError(f"run {rid!r}: rep {show(rep)} is not 1 to {n} with an id ending in '-{kind}REP' "
                            "(not a run of workloads/run's matrix)")
    rep2 = (rnd - 1) * n + rep
    return rep2, rid[:-len(suffix)] + f"-{kind}{rep2}"


def renumber(rounds, label):
    """(runs, [{old id: new id}] per round) of the merged set."""
    per_round = {k: rounds[0].meta["matrix"][k] for k in ("repeats", "warmups")}
    runs, maps, seen = [], [], set()
    for k, r in enumerate(rounds, 1):
        ids = {}
        for run in r.runs:
            rep2, rid2 = new_id(run, k, per_round)
            if rid2 in seen or run["run_id"] in ids:
                raise AnalysisError(f"{r.path}: run id {run['run_id']!r} twice")
            seen.add(rid2)
            ids[run["run_id"]] = rid2
            runs.append(dict(run, run_id=rid2, rep=rep2, label=label))
        maps.append(ids)
    return runs, maps


def copy_side_files(rs, ids, out):
    """The round's files named by run id, under their new ids; exp records
    get the new run id and paths."""
    for sub in BY_RUN_ID:
        src = os.path.join(rs.path, sub)
        if not os.path.isdir(src):
            continue
        os.makedirs(os.path.join(out, sub), exist_ok=True)
        for name in sorted(os.listdir(src)):
            m = FILE_EXT.match(name)
            if not m or m.group(1) not in ids:
                raise AnalysisError(f"{os.path.join(src, name)}: not named by a run id of {rs.path}")
            rid2 = ids[m.group(1)]
            if sub == "exp":
                write_exp(os.path.join(src, name), rs.path, rid2, os.path.join(out, sub, rid2 + ".json"))
            else:
                copy_raw(os.path.join(src, name), rs.path, os.path.join(out, sub, rid2 + m.group(2)))


def copy_raw(src, root, dst):
    """SRC's bytes as they are (NAME.xz stays packed) into DST: a regular
    file inside ROOT, never through a link."""
    try:
        safefile.inside(root, src)
        fd, _ = safefile.open_regular(src)
    except safefile.RefusedFile as e:
        raise AnalysisError(str(e)) from None
    with os.fdopen(fd, "rb") as f, open(dst, "wb") as g:
        shutil.copyfileobj(f, g)


def write_exp(src, root, rid2, dst):
    rec = resultset.load_json(src, root)
    if not isinstance(rec, dict):
        raise AnalysisError(f"{src}: expected a JSON object")
    rec["run_id"] = rid2
    for key, sub, ext in (("samples", "samples", ".jsonl"), ("alloc", "alloc", ".json")):
        if isinstance(rec.get(key), str):
            rec[key] = f"{sub}/{rid2}{ext}"
    with open(dst, "w") as f:
        json.dump(rec, f, separators=(",", ":"))
        f.write("\n")


def merged_meta(rounds, label, maps, out, command):
    first, last = rounds[0].meta, rounds[-1].meta
    meta = json.loads(json.dumps(first))
    statuses = [r.meta.get("status") for r in rounds]
    meta.update(schema=SCHEMA, label=label, date=first["date"], end_date=last["end_date"], command=command,
                status=next((s for s in ("failed", "interrupted") if s in statuses), "complete"))
    for k in ("repeats", "warmups"):
        meta["matrix"][k] = sum(r.meta["matrix"][k] for r in rounds)
    meta["counts"] = {k: sum(resultset.dig(r.meta, f"counts.{k}", 0) for r in rounds)
                      for k in ("runs", "valid", "rejected", "failed")}
    notes = [f"merged by analysis/merge-rounds from {len(rounds)} rounds of {first['matrix']['repeats']} "
             "repeats each: " + ", ".join(f"{r.label} {r.meta['date']}..{r.meta['end_date']}" for r in rounds)
             + " (meta.rounds: each run's round, its id and the round's command)"]
    if first["kernel"].get("config_sha256") is None:
        notes.append("the kernel config's sha256 is unknown in every round: the rounds are matched by "
                     "kernel release and version only")
    notes += [f"round {k} ({r.label}): {n}" for k, r in enumerate(rounds, 1) for n in r.meta.get("notes") or []]
    meta["notes"] = notes
    meta["rounds"] = [{"round": k, "label": r.label, "path": os.path.relpath(r.path, out),
                       "date": r.meta["date"], "end_date": r.meta["end_date"], "status": r.meta.get("status"),
                       "command": r.meta.get("command"), "run_ids": {new: old for old, new in ids.items()}}
                      for k, (r, ids) in enumerate(zip(rounds, maps), 1)]
    return meta


def default_label(rounds):
    """STEM when every round is labelled STEM.rK, else None."""
    stems = {re.sub(r"\.r[0-9]+$", "", r.label) for r in rounds}
    stem = stems.pop() if len(stems) == 1 else None
    return stem if stem and all(r.label != stem for r in rounds) else None


def merge(paths, out, label=None, command=""):
    """Write the merged set OUT from the round sets PATHS (in the order they
    ran); returns its path.  OUT must not exist or be empty."""
    rounds = [resultset.ResultSet(p) for p in paths]
    check_rounds(rounds)
    label = label or default_label(rounds)
    if not label or any(c.isspace() or c == "/" for c in label):
        raise AnalysisError("give the merged set's --label (the rounds are not all labelled NAME.rK)")
    if os.path.lexists(out) and (not os.path.isdir(out) or os.listdir(out)):
        raise AnalysisError(f"-o {out}: exists and is not an empty directory (a merged set is written once)")
    runs, maps = renumber(rounds, label)
    tmp = out.rstrip("/") + ".merging"
    if os.path.lexists(tmp):
        raise AnalysisError(f"{tmp}: exists (left by an interrupted merge?): remove it first")
    try:
        os.makedirs(tmp)
        for r, ids in zip(rounds, maps):
            copy_side_files(r, ids, tmp)
        with open(os.path.join(tmp, "runs.jsonl"), "w") as f:
            f.writelines(json.dumps(run, separators=(",", ":")) + "\n" for run in runs)
        with open(os.path.join(tmp, "meta.json"), "w") as f:
            json.dump(merged_meta(rounds, label, maps, out, command), f, indent=1)
            f.write("\n")
        if os.path.isdir(out):
            os.rmdir(out)
        os.rename(tmp, out)
    except OSError as e:
        raise AnalysisError(f"-o {out}: cannot write {e.filename or 'the set'}: {e.strerror or e}") from None
    finally:
        if os.path.isdir(tmp):
            shutil.rmtree(tmp, ignore_errors=True)
    return out

"""Refuse comparisons of result sets measured under different conditions.

A speedup is only meaningful when the kernel is the one thing that changed,
so every field below must agree with the baseline unless the user says
--allow-mixed (then the differences are listed in the output instead).
"""
from .errors import AnalysisError
from .resultset import dig

# (meta.json field, what it is called in the message)
COMPARED_FIELDS = (
    ("swap.backend", "swap backend"),
    ("swap.compressor", "compressor"),
    ("matrix.sizes_mb", "sizes"),
    ("matrix.procs", "process counts"),
    ("matrix.modes", "workloads"),
    ("matrix.cells", "matrix cells"),
    ("matrix.threshold", "validity threshold"),
    ("matrix.fifo_prio", "SCHED_FIFO priority"),
    ("machine.ncpus", "CPU count"),
    ("machine.arch", "architecture"),
    ("machine.virt", "virtualisation"),
    ("machine.page_size", "page size"),
    ("probe.level", "probe level"),
    ("experiment.name", "experiment"),
)


# The environment every set in one comparison must share: a difference here
# is refused (compare and report) unless the user names the field with
# --allow-different FIELD, and is then listed.  (field, what it is called)
ENVIRONMENT_FIELDS = (
    ("kernel.config_sha256", "kernel config"),
    ("kernel.cmdline", "kernel command line"),
    ("machine.cpu_model", "CPU model"),
    ("machine.mem_total_kb", "memory size"),
)
ENVIRONMENT_NAMES = tuple(f for f, _ in ENVIRONMENT_FIELDS)

# Fields older sets did not record: compared only when both sets have them.
RECORDED_LATER = ("machine.page_size",)

# The order in which differences are named, the most telling first (a
# different machine explains a different CPU model and config); the rest
# keep their table order.
IMPORTANCE = ("machine.arch", "machine.virt", "machine.ncpus", "machine.page_size",
              "kernel.config_sha256")


def importance(field):
    return IMPORTANCE.index(field) if field in IMPORTANCE else len(IMPORTANCE)


def environment_differences(sets, allowed=()):
    """(refusals, notes): every environment field on which a set differs
    from the first; refused unless the field is in allowed."""
    refusals, notes = [], []
    base = sets[0]
    for field, what in sorted(ENVIRONMENT_FIELDS, key=lambda f: importance(f[0])):
        odd = [s for s in sets[1:] if dig(s.meta, field) != dig(base.meta, field)]
        if not odd:
            continue
        text = (f"{what} ({field}) differs: {base.label} has {fmt(dig(base.meta, field))}, "
                + ", ".join(f"{s.label} has {fmt(dig(s.meta, field))}" for s in odd))
        (notes if field in allowed else refusals).append(text)
    return refusals, notes


def _refuse(env, mixed):
    """One line naming every refused difference, the most telling first,
    and the options that would accept them."""
    both = sorted(env + mixed, key=lambda x: importance(x[0]))
    hints = []
    if env:
        hints.append(" ".join(f"--allow-different {f}" for f, _ in sorted(env, key=lambda x: importance(x[0]))))
    if mixed:
        hints.append("--allow-mixed")
    kind = "different environment" if env and not mixed else "mixed inputs" if not env else \
        "different environment and mixed inputs"
    raise AnalysisError(f"{kind}: " + "; ".join(t for _, t in both) +
                        f" (use {' and '.join(hints)} to compare anyway)")


def _env_refusals(sets, allowed):
    refusals, notes = environment_differences(sets, allowed)
    return [(r.split("(", 1)[1].split(")", 1)[0], r) for r in refusals], notes


def check_environment(sets, allowed=()):
    """Raise on environment differences not allowed, every one named at
    once; return notes for the rest."""
    refusals, notes = _env_refusals(sets, allowed)
    if refusals:
        _refuse(refusals, [])
    return [f"DIFFERENT: {n}" for n in notes]


def check_all(sets, allowed=(), allow_mixed=False):
    """check_environment and check_compatible in one: every refused
    difference of either kind in one message."""
    refusals, notes = _env_refusals(sets, allowed)
    mixed = [] if allow_mixed else mixed_texts(sets)
    if refusals or mixed:
        _refuse(refusals, mixed)
    notes = [f"DIFFERENT: {n}" for n in notes]
    return notes + check_compatible(sets, allow_mixed=True) if allow_mixed else notes


def matrix_cells(meta):
    """The cells as "mode:size:procs" strings.  Sets written before
    workloads/run --cells have no matrix.cells: their matrix was the cross
    product of sizes, procs and modes."""
    cells = dig(meta, "matrix.cells")
    if cells is not None:
        return [f"{c.get('mode')}:{c.get('size_mb')}:{c.get('procs')}" for c in cells]
    sizes, procs, modes = (dig(meta, f"matrix.{k}") for k in ("sizes_mb", "procs", "modes"))
    if None in (sizes, procs, modes):
        return None
    return [f"{m}:{s}:{p}" for m in modes for s in sizes for p in procs]


def _value(meta, field):
    return matrix_cells(meta) if field == "matrix.cells" else dig(meta, field)


def differences(base, other):
    """[(field, description, base value, other value)] where they differ."""
    out = []
    for field, what in sorted(COMPARED_FIELDS, key=lambda f: importance(f[0])):
        a, b = _value(base.meta, field), _value(other.meta, field)
        if field in RECORDED_LATER and (a is None or b is None):
            continue
        if isinstance(a, list) and isinstance(b, list):
            a, b = sorted(a, key=str), sorted(b, key=str)
        if a != b:
            out.append((field, what, _value(base.meta, field), _value(other.meta, field)))
    return out


def mixed_texts(sets):
    """[(field, text)]: every difference of every set from the baseline."""
    base = sets[0]
    by_field = {}
    for other in sets[1:]:
        for field, what, a, b in differences(base, other):
            by_field.setdefault((field, what, fmt(a)), []).append(f"{other.label} has {fmt(b)}")
    return [(field, f"{what} ({field}) differs: {base.label} has {a}, " + ", ".join(others))
            for (field, what, a), others in by_field.items()]


def check_compatible(sets, allow_mixed=False):
    """Raise naming every difference from the baseline (sets[0]) at once;
    with allow_mixed return them as text lines instead."""
    if not allow_mixed:
        mixed = mixed_texts(sets)
        if mixed:
            _refuse([], mixed)
        return []
    return [f"MIXED: {what} ({field}): {sets[0].label} {fmt(a)}, {other.label} {fmt(b)}"
            for other in sets[1:] for field, what, a, b in differences(sets[0], other)]


def fmt(value):
    if value is None:
        return "null"
    if isinstance(value, list):
        return "[" + ",".join(str(v) for v in value) + "]"
    if isinstance(value, str) and len(value) == 64 and all(c in "0123456789abcdef" for c in value):
        return repr(value[:16] + "...")      # a sha256: its start tells them apart
    return repr(value) if isinstance(value, str) else str(value)

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


def environment_differences(sets, allowed=()):
    """(refusals, notes): every environment field on which a set differs
    from the first; refused unless the field is in allowed."""
    refusals, notes = [], []
    base = sets[0]
    for field, what in ENVIRONMENT_FIELDS:
        odd = [s for s in sets[1:] if dig(s.meta, field) != dig(base.meta, field)]
        if not odd:
            continue
        text = (f"{what} ({field}) differs: {base.label} has {fmt(dig(base.meta, field))}, "
                + ", ".join(f"{s.label} has {fmt(dig(s.meta, field))}" for s in odd))
        (notes if field in allowed else refusals).append(text)
    return refusals, notes


def check_environment(sets, allowed=()):
    """Raise on environment differences not allowed; return notes for the rest."""
    refusals, notes = environment_differences(sets, allowed)
    if refusals:
        field = refusals[0].split("(", 1)[1].split(")", 1)[0]
        extra = f" ({len(refusals) - 1} more field(s) differ)" if len(refusals) > 1 else ""
        raise AnalysisError(f"different environment: {refusals[0]}{extra} (use --allow-different {field} "
                            "to compare anyway)")
    return [f"DIFFERENT: {n}" for n in notes]


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
    for field, what in COMPARED_FIELDS:
        a, b = _value(base.meta, field), _value(other.meta, field)
        if isinstance(a, list) and isinstance(b, list):
            a, b = sorted(a, key=str), sorted(b, key=str)
        if a != b:
            out.append((field, what, _value(base.meta, field), _value(other.meta, field)))
    return out


def check_compatible(sets, allow_mixed=False):
    """Raise on the first difference from the baseline (sets[0]); with
    allow_mixed return every difference as text lines instead."""
    notes = []
    base = sets[0]
    for other in sets[1:]:
        for field, what, a, b in differences(base, other):
            if not allow_mixed:
                raise AnalysisError(
                    f"mixed inputs: {what} ({field}) differs: {base.label} has {fmt(a)}, "
                    f"{other.label} has {fmt(b)} (use --allow-mixed to compare anyway)")
            notes.append(f"MIXED: {what} ({field}): {base.label} {fmt(a)}, {other.label} {fmt(b)}")
    return notes


def fmt(value):
    if value is None:
        return "null"
    if isinstance(value, list):
        return "[" + ",".join(str(v) for v in value) + "]"
    return repr(value) if isinstance(value, str) else str(value)

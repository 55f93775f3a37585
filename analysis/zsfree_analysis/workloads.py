"""Names and ordering of workloads and of the matrix cells."""

ORDER = ("munmap", "exit", "thp")

DESCRIPTION = {
    "munmap": "munmap",
    "exit": "exit (SIGKILL to reaped)",
    "thp": "munmap of an mTHP region",
}


def ordered(workloads):
    known = [w for w in ORDER if w in workloads]
    return known + sorted(w for w in workloads if w not in ORDER)


def describe(workload):
    return DESCRIPTION.get(workload, workload)


def op_name(size_mb, procs):
    """The row name of the detailed table (one table per workload), e.g. 256MB-2p."""
    return f"{size_mb}MB-{procs}p"


def layouts(keys, all_layouts=False):
    """How the cells (workload, size_mb, procs) group into tables, like the
    cover letter: rows by size for the smallest process count, and rows by
    process count at 256MB (the cover letter's choice; else the largest size
    measured with several counts).  all_layouts: rows by size for every
    process count and rows by count for every size.  Cells no table covers
    are still in the detailed table.  Returns [(workload, "size"|"procs",
    fixed, keys)]."""
    out = []
    for w in ordered({k[0] for k in keys}):
        wk = sorted(k for k in keys if k[0] == w)
        procs = sorted({k[2] for k in wk})
        multi = [s for s in sorted({k[1] for k in wk})
                 if len({k[2] for k in wk if k[1] == s}) > 1]
        by_size = procs if all_layouts else procs[:1]
        for p in by_size:
            rows = sorted((k for k in wk if k[2] == p), key=lambda k: k[1])
            out.append((w, "size", p, rows))
        if all_layouts:
            by_procs = multi
        else:
            by_procs = [256] if 256 in multi else multi[-1:]
        for s in by_procs:
            rows = sorted((k for k in wk if k[1] == s), key=lambda k: k[2])
            out.append((w, "procs", s, rows))
    return out


def layout_title(workload, rowkind, fixed, keys):
    what = describe(workload)
    if rowkind == "size":
        return f"single process {what}" if fixed == 1 else f"{fixed}-process {what}"
    lo, hi = keys[0][2], keys[-1][2]
    return f"{lo}-{hi} process {what} of {fixed}MB each"


def row_label(rowkind, key):
    return f"{key[1]}MB" if rowkind == "size" else f"{key[2]}p"

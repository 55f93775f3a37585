"""Q2's explanation of the total work: per object freed, what the drain
worker spends against what zs_free() cost the unmapping task, and what the
task saved.

The per-run figures are the registry's work.* (figures.work: the task's
cgroup CPU from t0, the drain worker's CPU and its part inside
zs_free_batch(), zs_free()'s histogram mean, per object freed).  worker_share() is the
one definition of the worker's share of the freeing work.  Comparisons are
stats.compare_runs (ratio of means, Fieller's 95 % interval) and
stats.diff_ci (a difference of means, Welch's interval); the sentences
give n, the interval and the environment.

The basic sets (the work experiment at probe level basic) give the CPU
times; the per-object timing of zs_free() comes from a second recording at
level full (sets LABEL.work-full), whose own CPU times carry a probe on
every freed object and are not used as work.
"""
from . import experiments as ex
from . import figures, methods, stats, textfmt, workloads
from .figures import work
from .resultset import dig
from .table import Table


def figure(name):
    """The registry's figure work.NAME (figures.work)."""
    return figures.get(work.PREFIX + name)


def values(s, runs):
    """{figure name (work.NAMES): [value per run]} over runs (None where a run lacks it)."""
    v = figures.of_runs(s, runs, [work.PREFIX + n for n in work.NAMES])
    return {n: v[work.PREFIX + n] for n in work.NAMES}


def worker_share(task, worker):
    """The drain worker's share of the freeing work, the one definition:
    mean(worker) / mean(task + worker) over the runs that have both, as
    (share, low, high) with stats.ratio_ci's interval (low and high None
    when it cannot be computed), or None without such runs."""
    pairs = [(t, w) for t, w in zip(task, worker)
             if isinstance(t, (int, float)) and isinstance(w, (int, float)) and t + w > 0]
    if not pairs:
        return None
    ws, tot = [w for _, w in pairs], [t + w for t, w in pairs]
    ci = stats.ratio_ci(ws, tot)
    share = sum(ws) / sum(tot)
    return (share, None, None) if ci is None else (share, ci[1], min(ci[2], 1.0))


def share_text(sh):
    """'42.8 %' or '42.8 % [40.1, 45.0]' of a worker_share() result."""
    if sh is None:
        return "n/a"
    if sh[1] is None:
        return f"{100 * sh[0]:.1f} %"
    return f"{100 * sh[0]:.1f} % [{100 * sh[1]:.1f}, {100 * sh[2]:.1f}]"


# --- the sets ----------------------------------------------------------------

def _level(g):
    levels = {dig(s.meta, "probe.level") for s in g.sets}
    return levels.pop() if len(levels) == 1 else None


def plain_groups(all_sets):
    """(basic, full): the totalwork groups without compaction at probe level
    basic and at full (the per-object timing), each the first found or None."""
    gs = [g for g in ex.groups(all_sets, "totalwork") if g.params.get("compaction") != "loop"]
    basic = next((g for g in gs if _level(g) == "basic"), None)
    full = next((g for g in gs if _level(g) == "full"), None)
    return basic, full


def set_of(g, kernel):
    return next((s for s in g.sets if g.kernel(s) == kernel), None) if g else None


def cells(g):
    """Each mode's largest cell of the group's baseline."""
    keys = sorted(g.sets[0].cells())
    return [max((k for k in keys if k[0] == w), key=lambda k: k[1] * k[2])
            for w in workloads.ordered({k[0] for k in keys})]


COLUMNS = ["cell", "kernel_a", "set_a", "figure_a", "kernel_b", "set_b", "figure_b", "unit", "n_a", "n_b",
           "mean_a", "mean_b", "median_a", "median_b", "ratio_b_over_a", "ci_low", "ci_high", "verdict"]
KERNEL_COLUMNS = ["cell", "kernel", "set", "figure", "unit", "n", "mean", "median", "min", "max"]
SAVING_COLUMNS = ["cell", "kernel_a", "kernel_b", "figure", "unit", "n_a", "n_b", "difference", "ci_low",
                  "ci_high"]
# the differences of means (a - b) Q2's explanation rests on
DIFFERENCES = (
    ("saving", "task", "basic", "the task's CPU per object, kernel a minus kernel b (what deferring saved it)"),
    ("zs_free_own", "zs_free", "full", "zs_free() per call, kernel a minus kernel b: the probe's own cost "
     "inside the timing cancels, so this is what zs_free() cost the task on kernel a less the queueing "
     "on kernel b (at least zs_free()'s own cost on a minus nothing)"),
)


def cell_text(key):
    return f"{key[0]} {workloads.op_name(key[1], key[2])}"


def _vals(s, key):
    return values(s, s.cells().get(key, [])) if s else {n: [] for n in work.NAMES}


def compare(key, a, fa, va, b, fb, vb):
    """One COLUMNS row: figure fb of set b against figure fa of set a."""
    c = stats.compare_runs(va[fa], vb[fb], "more", "less")
    return [cell_text(key), a[0], a[1].label, fa, b[0], b[1].label, fb, figure(fb).unit, c["n_a"], c["n_b"],
            c["mean_a"], c["mean_b"], c["median_a"], c["median_b"], c["ratio"], c["low"], c["high"],
            c["verdict"]]


def kernel_rows(key, kern, s, v):
    out = []
    for n in work.NAMES:
        x = stats.finite(v[n])
        if x:
            out.append([cell_text(key), kern, s.label, n, figure(n).unit, len(x), stats.mean(x),
                        stats.median(x), min(x), max(x)])
    return out


def cell_figures(key, basic, full, kern):
    """The comparisons of one cell for kernel kern against the baseline:
    (compare rows by name, kernel rows, saving row or None)."""
    base = basic.sets[0]
    bk = basic.kernel(base)
    s_b, s_k = base, set_of(basic, kern)
    f_b, f_k = set_of(full, bk), set_of(full, kern)
    v = {id(x): _vals(x, key) for x in (s_b, s_k, f_b, f_k) if x is not None}
    rows, krows = {}, []
    for x, k in ((s_b, bk), (s_k, kern), (f_b, bk), (f_k, kern)):
        if x is not None:
            krows += kernel_rows(key, k, x, v[id(x)])
    rows["task"] = compare(key, (bk, s_b), "task", v[id(s_b)], (kern, s_k), "task", v[id(s_k)])
    rows["total"] = compare(key, (bk, s_b), "total", v[id(s_b)], (kern, s_k), "total", v[id(s_k)])
    saving = None
    if f_b is not None:
        z = v[id(f_b)]
        for name in ("worker", "batch"):
            rows[name] = compare(key, (bk, f_b), "zs_free", z, (kern, s_k), name, v[id(s_k)])
        if f_k is not None:
            rows["queue"] = compare(key, (bk, f_b), "zs_free", z, (kern, f_k), "zs_free", v[id(f_k)])
    rows["elapsed"] = compare(key, (bk, s_b), "elapsed", v[id(s_b)], (kern, s_k), "elapsed", v[id(s_k)])
    saving = {}
    for name, fig, level, _ in DIFFERENCES:
        a_s, b_s = (s_b, s_k) if level == "basic" else (f_b, f_k)
        if a_s is None or b_s is None:
            continue
        va, vb = stats.finite(v[id(a_s)][fig]), stats.finite(v[id(b_s)][fig])
        d = stats.diff_ci(va, vb)
        saving[name] = [cell_text(key), bk, kern, name, "ns/object", len(va), len(vb),
                        *(d if d else (None, None, None))]
    bounds = {"batch": mean_ci(v[id(s_k)]["batch"]),
              "upper": mean_ci(v[id(f_b)]["zs_free"]) if f_b is not None else None}
    return rows, krows, saving, bounds


# --- the words ---------------------------------------------------------------

def ratio_text(row, nd=0):
    """'W vs Z ns (ratio of means r, 95 % CI [lo, hi], n = b/a: verdict)'."""
    c = dict(zip(("n_a", "n_b", "mean_a", "mean_b", "median_a", "median_b", "ratio", "low", "high"),
                 row[8:17]))
    how = ("no interval" if c["ratio"] is None
           else f"ratio of means {c['ratio']:.2f}x, 95 % CI [{c['low']:.2f}, {c['high']:.2f}]")
    return (f"{textfmt.fmt(c['mean_b'], '', nd)} vs {textfmt.fmt(c['mean_a'], '', nd)} {row[7]} "
            f"({how}, n = {c['n_b']}/{c['n_a']}: {row[17]})")


def mean_ci(values):
    """(mean, low, high) of values with the t interval, or None with fewer
    than 2 or no spread: diff_ci against a constant 0 (no variance there, so
    Welch's df is n - 1 and the interval the one-sample t interval)."""
    x = stats.finite(values)
    return stats.diff_ci(x, [0.0, 0.0]) if len(x) >= 2 else None


def diff_text(d):
    return f"{d[7]:.0f} ns per object (95 % CI [{d[8]:.0f}, {d[9]:.0f}], Welch, n = {d[5]}/{d[6]})"


def _above(a, b):
    """Interval a = (x, lo, hi) lies wholly above interval b."""
    return a[1] > b[2]


def which(batch, own, upper, saving):
    """Which reading the data give, from intervals, each (value, low, high)
    or None: batch, the worker's per-object time inside zs_free_batch();
    own, the least zs_free() cost the task on the baseline (its timing less
    the queueing's, the probe's cost cancelled); upper, the most (its timing
    with the probe's cost); saving, what the task's CPU fell by."""
    if batch is None or own is None or upper is None:
        return None
    if _above(batch, upper):
        words = ("the worker's freeing inside zs_free_batch() costs more per object than zs_free() cost the "
                 "task even with the probe's cost: the drain path's own cost (a finding for the series)")
    elif _above(own, batch):
        words = "the worker's freeing inside zs_free_batch() costs less per object than zs_free() cost the task"
    else:
        words = ("the worker's freeing inside zs_free_batch() costs what zs_free() cost the task per object "
                 "(between the least and the most that can be, not several times it): the same work, moved, "
                 "and the worker is charged with its own freeing, not with other work")
    if saving is not None and _above(own, saving):
        words += ("; and the task's CPU fell by less than zs_free() alone cost it, so the task's CPU from its "
                  "cgroup's cpu.stat undercounts what it did on the baseline: the measurement charges the "
                  "worker correctly and the task too little, and the sum task + worker is not the total work")
    return words


def sentence(key, kern, base, rows, saving, env, bounds):
    """The headline of one cell and kernel: per object, the total, the
    worker inside and around its batches against what zs_free() cost the
    task, the task's saving, and the elapsed time on the one CPU."""
    own, sav, batch = saving.get("zs_free_own"), saving.get("saving"), bounds["batch"]
    parts = [f"{cell_text(key)}, per object freed, {kern} against {base}: the task's cgroup CPU plus the drain "
             "worker's " + ratio_text(rows["total"])]
    if batch is not None:
        parts.append(f"the worker's CPU is {ratio_text(rows['worker']).split(' vs ')[0]} ns, "
                     f"{batch[0]:.0f} ns of it inside zs_free_batch() (95 % CI [{batch[1]:.0f}, {batch[2]:.0f}])")
    if own and own[7] is not None:
        up = bounds["upper"]
        most = (f" and at most {up[0]:.0f} ns (95 % CI [{up[1]:.0f}, {up[2]:.0f}], its timing with the probe's "
                "cost)" if up else "")
        parts.append(f"zs_free() cost the task on {base} at least {diff_text(own)} (its timing at probe level "
                     f"full less {kern}'s for queueing the handle: the probe's cost cancels){most}")
    if sav and sav[7] is not None:
        parts.append(f"the task's cgroup CPU fell by {diff_text(sav)}")
    parts.append("on the one CPU everything that ran during the freeing (task, worker and the rest) "
                 + ratio_text(rows["elapsed"]))
    verdict = which(batch, None if not own or own[7] is None else tuple(own[7:10]), bounds["upper"],
                    None if not sav or sav[7] is None else tuple(sav[7:10]))
    return "; ".join(parts) + (f": {verdict}" if verdict else "") + env + "."


def share_sentence(key, s, kern, env):
    """The worker's share of kernel kern's freeing work in cell key (basic
    set s: the task's cgroup CPU from t0 and the worker's), or None."""
    recs = [work.run_record(s, r) for r in s.cells().get(key, [])]
    pairs = [(d["task_ns"], d["worker_ns"]) for d in recs if d["task_ns"] is not None and d["worker_ns"]]
    sh = worker_share([t for t, _ in pairs], [w for _, w in pairs])
    if sh is None:
        return None
    return (f"{cell_text(key)}, {kern}: the drain worker does at most {share_text(sh)} of the freeing work "
            f"(its CPU over the task's cgroup CPU from t0 plus its own, ratio of means with its 95 % interval, "
            f"n = {len(pairs)}{env.replace(' (', '; ').rstrip(')')}; at most: where the task's cgroup CPU falls "
            "by less than zs_free() cost it, as above, that CPU undercounts the task).")


def answer(a, all_sets):
    """Q2's explanation: adds the sentences (the first is the headline),
    the tables and the tables.json data to Answer a; True if anything was
    said."""
    basic, full = plain_groups(all_sets)
    if basic is None:
        return False
    if full is None:
        a.missing("zs_free() timed per object in the task (why the worker costs what it does)",
                  "no totalwork set at probe level full (LABEL.work-full, vm/guest/totalwork-levels.sh)")
        return False
    base = basic.sets[0]
    bk = basic.kernel(base)
    crows, krows, srows = [], [], []
    env = f" ({methods.env(base)})"
    for key in cells(basic):
        for s in basic.sets[1:]:
            kern = basic.kernel(s)
            rows, kr, saving, bounds = cell_figures(key, basic, full, kern)
            crows += list(rows.values())
            krows += [r for r in kr if r not in krows]
            srows += list(saving.values())
            if "worker" in rows and rows["worker"][9]:
                a.meaning.append(sentence(key, kern, bk, rows, saving, env, bounds))
                if a.headline is None:
                    a.headline = a.meaning[-1]
            line = share_sentence(key, s, kern, env)
            if line:
                a.meaning.append(line)
    if any(r[3] == "batch" for r in krows) is False:
        a.caveat("The worker's time inside zs_free_batch() (drain.events[].batch_ns) is not in these probe "
                 "files (recorded before zsprobe measured it), so the worker's CPU is not split into the "
                 "objects' freeing and the work item around it.")
    a.caveat("zs_free() per call is the mean of the full level's latency histogram (each bucket at its "
             "middle), timed from its fentry to its fexit, so it includes the probe's own cost there (the "
             "per-object table shows the task's CPU at basic and at full); the worker's figures come from "
             "the basic sets, with no probe per object.  So the most zs_free() can have cost the task is its "
             "timing, and the least that timing less the deferring kernel's (queueing the handle, timed by "
             "the same probe): the worker-to-zs_free() ratios in tables.json are against the most.")
    a.caveat("On one vCPU the task's munmap()/exit time holds everything that ran meanwhile (the worker, "
             "the sampler, the probe's reader), so it is the machine's work during the freeing, less the "
             "worker's runs that end after the task returned (the probe's drain events say how much): a "
             "lower bound of the deferring kernel's.")
    a.tables.append((
        "Total work per object freed (largest cell of each mode; objects = zram's stored pages given back; "
        "task = its cgroup's CPU from t0, worker = the probe's drain runs, batch = on CPU inside "
        "zs_free_batch(), around = the rest of the worker's CPU; basic sets, zs_free() from the sets at "
        "probe level full; means and medians over runs):",
        ["cell", "kernel", "set", "figure", "n", "mean", "median", "min", "max"],
        [[r[0], r[1], r[2], r[3], r[5], textfmt.fmt(r[6], " " + r[4], 0), textfmt.fmt(r[7], " " + r[4], 0),
          textfmt.fmt(r[8], "", 0), textfmt.fmt(r[9], "", 0)] for r in krows]))
    a.data += [Table("q2-totalwork-compare", "Q2: per-object figures, kernel b against kernel a", "",
                     COLUMNS, crows),
               Table("q2-totalwork-figures", "Q2: per-object figures per kernel and set", "",
                     KERNEL_COLUMNS, krows),
               Table("q2-totalwork-differences", "Q2: differences of means, kernel a minus kernel b "
                     "(" + "; ".join(f"{n}: {w}" for n, _, _, w in DIFFERENCES) + ")", "", SAVING_COLUMNS, srows)]
    return True

"""The report's CPU-profile section: for every set whose probe files carry
zsprobe --profile's stacks, its folded stacks and flame graph, a
differential flame graph of each against the first profiled set, and the
shares of the unmap samples (definitions: profile.py).  Nothing when no
set carries a profile."""
import os
import re

from . import flame, profile


def _name(i, label):
    return f"{i}-" + re.sub(r"[^A-Za-z0-9.+_-]", "_", label)[:60]


def set_profiles(rs):
    """(stack lists of the set's valid runs that carry a profile, runs without one)."""
    found, missing = [], 0
    for r in rs.valid:
        sl = profile.stacks(rs.probe(r["run_id"]))
        if sl is None:
            missing += 1
        else:
            found.append(sl)
    return found, missing


def _write(path, text):
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def section(d, sets, outdir):
    """Adds the section to doc d, its files under outdir/profile/; returns
    the paths written."""
    profiled = [(i, s, *set_profiles(s)) for i, s in enumerate(sets)]
    profiled = [p for p in profiled if p[2]]
    if not profiled:
        return []
    pdir = os.path.join(outdir, "profile")
    os.makedirs(pdir, exist_ok=True)
    written = []
    d.h(1, "CPU profiles", "profile")
    d.p("zsprobe --profile samples the kernel and user stacks of the measured processes and of the drain "
        "worker inside its runs (user frames named by build id from zsprobe's format revision 6 on; a flame "
        "graph shows them above the kernel frames where every run names them, the shares read the kernel "
        "frames only).  A flame graph's frame is as wide as its share of the samples; the differential "
        "graph takes its widths from the second kernel and colours a frame red where its share of the "
        "samples grew against the first kernel, blue where it shrank.  Shares are of the unmap samples "
        "(stacks under the munmap syscall or exit_mmap), inclusive of everything below the function; "
        "the interval is the 95 % Fieller interval of mean(part samples) / mean(unmap samples) over the runs.")
    folded, runs_of = {}, {}
    for i, s, runs, missing in profiled:
        runs_of[i] = runs
        name = _name(i, s.label)
        folded[i] = profile.fold(runs)
        _write(os.path.join(pdir, name + ".folded"), profile.folded_text(folded[i]))
        _write(os.path.join(pdir, name + ".svg"), flame.svg(folded[i], f"{s.label}: CPU profile"))
        written += [os.path.join(pdir, name + ".folded"), os.path.join(pdir, name + ".svg")]
        d.h(2, f"{s.label}")
        d.img(os.path.relpath(os.path.join(pdir, name + ".svg"), outdir), f"{s.label} flame graph")
        rows, den = profile.shares(runs)
        d.p(f"{len(runs)} runs with a profile ({missing} without), {sum(den)} unmap samples; folded stacks in "
            f"{os.path.relpath(os.path.join(pdir, name + '.folded'), outdir)}.")
        d.table(profile.SHARES_HEADER, profile.shares_rows(rows))
        lost, total = profile.lost_samples(runs)
        if lost:
            d.p(f"{lost} of the set's {total} samples lost their kernel stack and are in no share (before "
                "zsprobe's format revision 7 a stack-map bucket collision lost every sample of a stack; "
                "since, only a full map loses one).")
        wrows, wden = profile.shares(runs, "worker")
        if sum(wden):
            d.p(f"The drain worker inside its runs: {sum(wden)} samples over {len(wden)} runs.")
            d.table(profile.SHARES_HEADER, profile.shares_rows(wrows))
    base_i, base_s = profiled[0][0], profiled[0][1]
    for i, s, _, _ in profiled[1:]:
        name = f"diff-{_name(base_i, base_s.label)}-vs-{_name(i, s.label)}.svg"
        base_f, new_f = profile.diff_folds(runs_of[base_i], runs_of[i])
        _write(os.path.join(pdir, name), flame.svg(new_f, f"{s.label} against {base_s.label}", base=base_f))
        written.append(os.path.join(pdir, name))
        d.h(2, f"{s.label} against {base_s.label}")
        d.img(os.path.relpath(os.path.join(pdir, name), outdir), f"differential flame graph {s.label} "
              f"against {base_s.label}")
    return written


def footprint_agreement(a, zram, ci):
    """Q5's second method: zram's share of the unmap time in zram set
    zram's CPU profile (the "zram slot free" part: zram_slot_free_notify,
    zram_free_page and everything below, zs_free included) beside what the
    no-zsmalloc control gives, 1 - 1/r for r = zram/control time per MB
    with its interval ci = (r, low, high) (None: no interval).  They agree
    when the two intervals overlap.  zram is the set with the profile
    (questions.profiled_zram: the control's zram set, or the profile
    experiment's on the same kernel).  Adds a sentence to a; nothing when
    it carries no profile."""
    runs, _ = set_profiles(zram)
    if not runs:
        return None
    rows = {r["key"]: r for r in profile.shares(runs)[0]}
    zr, zs = rows["zram_free"], rows["zs_free"]
    text = (f"The CPU profile of {zram.label} (a second method) puts {profile.pct(zr['share'])} "
            f"{profile.interval(zr)} of its unmap samples in zram's slot free and below "
            f"({profile.pct(zs['share'])} {profile.interval(zs)} in zs_free() and below; n = {zr['n']} runs)")
    if ci is None or ci[1] <= 0 or zr["low"] is None:
        a.meaning.append(text + "; without an interval on both sides the two methods are not compared.")
        return None
    lo, hi = 1 - 1 / ci[1], (1 - 1 / ci[2]) if ci[2] != float("inf") else 1.0
    agree = bool(zr["low"] <= hi and lo <= zr["high"])
    a.meaning.append(text + f"; the control gives 1 - control/zram = {profile.pct(1 - 1 / ci[0])} "
                     f"[{profile.pct(lo)}, {profile.pct(hi)}]: the two methods "
                     + ("agree (the intervals overlap)." if agree else "disagree (the intervals do not overlap)."))
    return agree

"""zsprobe's CPU profile (metrics.profile, zsprobe --profile HZ): stacks,
folded stacks, and the shares of the unmap time.

Definitions (each figure is defined here once):
  stack       one sampled (role, kernel stack) with its count; frames are
              function names, root first: "func+0x1a [mod]" loses its
              offset and module, a compiler clone suffix (.isra.0,
              .constprop.0, .part.0, .cold) is dropped so clones fold together
  user        a stack's user frames, root first, where the probe file names
              them (zsprobe format_revision 6, metrics.profile.user_symbols):
              "func", "[file]" for a frame of a known file that no symbol
              holds, "[unknown]" for one left as build id or address; None in
              older files, whose user frames are raw addresses
  folded      "ROLE;user root;...;user leaf;kernel root;...;leaf COUNT" lines,
              the format flame-graph tools read (Brendan Gregg's
              stackcollapse), user frames only where named; a sample taken
              in user mode without them folds as "ROLE;[user]", one whose
              kernel stack was lost (its map full; before zsprobe format
              revision 7 also a stack-map bucket collision) as "ROLE;[lost]"
  unmap       samples of the traced tree whose kernel stack holds the
              munmap syscall (__x64_sys_munmap, __arm64_sys_munmap) or
              exit_mmap: the time spent unmapping
  worker      the drain worker's samples inside its runs that have a kernel
              stack: the same shares of them (scope "worker")
  share       of a category: the unmap samples whose stack holds one of the
              category's functions (inclusive: a function and its callees),
              over the unmap samples.  Across runs: mean(category samples) /
              mean(unmap samples) over the runs (their pooled share), with
              Fieller's 95 % interval of that ratio of means
              (stats.ratio_ci), n = runs with unmap samples
  lock waits  samples in a lock slow path (spinlock, rwlock, mutex, rwsem)
              below a zs_free frame: waits on class->lock / pool->lock
  buddy       the page allocator's free path below a zs_free frame (the
              zspage's pages going back), not the unmapped pages' own frees
"""
import re
from collections import namedtuple

from . import stats

# one sampled stack of a probe file; frames: kernel, root first (None: lost)
Stack = namedtuple("Stack", "role count frames user")

UNMAP_ROOTS = frozenset({"__x64_sys_munmap", "__arm64_sys_munmap", "exit_mmap"})
ZS_FREE = frozenset({"zs_free", "__zs_free", "zs_free_batch"})
LOCK_SLOW = frozenset({
    "queued_spin_lock_slowpath", "native_queued_spin_lock_slowpath", "__pv_queued_spin_lock_slowpath",
    "queued_read_lock_slowpath", "queued_write_lock_slowpath", "rwsem_down_read_slowpath",
    "rwsem_down_write_slowpath", "__mutex_lock", "mutex_spin_on_owner", "osq_lock"})
BUDDY = frozenset({
    "__free_pages", "__free_pages_ok", "free_unref_page", "free_unref_folios", "free_pcppages_bulk",
    "free_one_page", "__free_one_page", "free_unref_page_commit", "__free_frozen_pages",
    "free_frozen_page_commit", "free_frozen_pages", "__free_pages_prepare"})

# (key, title, functions, below zs_free only), in the table's order
CATEGORIES = (
    ("walk", "page-table walk", frozenset({"unmap_vmas", "unmap_single_vma", "unmap_page_range",
                                           "zap_p4d_range", "zap_pud_range", "zap_pmd_range",
                                           "zap_pte_range"}), False),
    ("swap_free", "swap-entry free", frozenset({
        "free_swap_and_cache_nr", "free_swap_and_cache", "swap_entry_range_free", "swap_entries_put_map",
        "swap_entries_free", "__swap_entry_free", "swap_entry_free", "swap_free_nr",
        "swapcache_free_entries", "free_swap_slot", "swap_range_free"}), False),
    ("zram_free", "zram slot free", frozenset({"zram_slot_free_notify", "zram_free_page"}), False),
    ("zs_free", "zs_free()", ZS_FREE, False),
    ("lock_wait", "lock waits below zs_free()", LOCK_SLOW, True),
    ("obj_free", "obj_free()", frozenset({"obj_free"}), False),
    ("free_zspage", "__free_zspage()", frozenset({"__free_zspage", "free_zspage", "__free_zspage_lockless"}),
     False),
    ("buddy", "buddy allocator below zs_free()", BUDDY, True),
    ("tlb_flush", "TLB flush", frozenset({"flush_tlb_mm_range", "native_flush_tlb_multi", "flush_tlb_multi",
                                          "flush_tlb_func", "__flush_tlb_range", "flush_tlb_range"}), False),
)

_CLONE = re.compile(r"\.(isra|constprop|part|cold|lto_priv|llvm)(\.\d+)?$")


def frame_name(frame):
    """'zap_pte_range+0x2a [zsmalloc]' -> 'zap_pte_range' (raw '0x...' kept)."""
    name = frame.split(" ", 1)[0].split("+", 1)[0]
    while True:
        short = _CLONE.sub("", name)
        if short == name:
            return name
        name = short


def user_frame_name(frame):
    """'munmap+0x7 [libc.so.6]' -> 'munmap'; '[libc.so.6]+0x2724a' -> '[libc.so.6]';
    a frame left as build id or address -> '[unknown]'."""
    if frame.startswith(("bid:", "0x")):
        return "[unknown]"
    return frame_name(frame)


def stacks(probe):
    """[Stack] of one probe file, or None when it has no usable profile."""
    p = ((probe or {}).get("metrics") or {}).get("profile")
    if not p or not p.get("available"):
        return None
    named_user = p.get("user_symbols") is not None
    out = []
    for s in p.get("stacks") or []:
        k, u = s.get("kernel"), s.get("user")
        frames = None if k is None else [frame_name(f) for f in reversed(k)]
        user = [user_frame_name(f) for f in reversed(u)] if named_user and u else None
        out.append(Stack(s.get("role"), int(s.get("count") or 0), frames, user))
    return out


def why_none(probe):
    """Why a probe file has no profile, in one phrase."""
    p = ((probe or {}).get("metrics") or {}).get("profile")
    if p is None:
        return "not profiled (zsprobe ran without --profile)"
    why = [u.get("reason") for u in probe.get("unavailable") or [] if u.get("metric") == "profile"]
    return f"profile unavailable: {why[0] if why else 'no reason recorded'}"


def lost_samples(stack_lists):
    """(samples whose kernel stack was not stored, all samples) over these
    runs: the lost ones fold as "[lost]" and fall outside every share."""
    lost = sum(s.count for sl in stack_lists for s in sl if s.frames is None)
    return lost, sum(s.count for sl in stack_lists for s in sl)


def has_user(stack_lists):
    """Whether any stack of these runs has named user frames."""
    return any(s.user is not None for sl in stack_lists for s in sl)


def fold(stack_lists, role=None, user=True):
    """{folded stack: count} over several runs' stacks (one role, or all);
    user=False leaves the user frames out, so that a profile with named
    user frames folds like one without (the differential graph of two)."""
    out = {}
    for sl in stack_lists:
        for s in sl:
            if role and s.role != role:
                continue
            if s.frames is None:
                tail = ["[lost]"]
            else:
                tail = ((s.user or []) if user else []) + s.frames or ["[user]"]
            key = ";".join([s.role] + tail)
            out[key] = out.get(key, 0) + s.count
    return out


def diff_folds(base_runs, new_runs):
    """(base, new) folded for a differential graph: with user frames only
    when both sides name them, else two zsprobe revisions share no root."""
    user = has_user(base_runs) and has_user(new_runs)
    return fold(base_runs, user=user), fold(new_runs, user=user)


def folded_text(folded):
    return "".join(f"{k} {v}\n" for k, v in sorted(folded.items()))


def parse_folded(text):
    """folded_text's inverse: {stack: count}."""
    out = {}
    for line in text.splitlines():
        if line.strip():
            k, _, v = line.rpartition(" ")
            out[k] = out.get(k, 0) + int(v)
    return out


def in_category(frames, funcs, below_zs_free):
    if not below_zs_free:
        return any(f in funcs for f in frames)
    seen_zs = False
    for f in frames:            # root first: a zs_free frame, then the function below it
        seen_zs = seen_zs or f in ZS_FREE
        if seen_zs and f in funcs:
            return True
    return False


def is_unmap(role, frames):
    return role == "task" and frames is not None and any(f in UNMAP_ROOTS for f in frames)


def in_scope(scope, role, frames):
    """unmap: the traced tree's unmap samples; worker: the drain worker's samples with a kernel stack."""
    if scope == "worker":
        return role == "worker" and bool(frames)
    return is_unmap(role, frames)


def share_counts(stack_list, scope="unmap"):
    """{"unmap": samples in scope, category key: samples} of one run (the
    derived figure behind every share; "unmap" counts the scope's samples,
    the worker's with scope="worker")."""
    out = {"unmap": 0} | {c[0]: 0 for c in CATEGORIES}
    for s in stack_list:
        if not in_scope(scope, s.role, s.frames):
            continue
        out["unmap"] += s.count
        for key, _, funcs, below in CATEGORIES:
            if in_category(s.frames, funcs, below):
                out[key] += s.count
    return out


def shares(stack_lists, scope="unmap"):
    """Across runs: [{key, title, n, share, low, high}] per category, and
    the runs' unmap sample counts.  share = mean(category samples) /
    mean(unmap samples) over the runs with unmap samples (= their pooled
    share); low, high: stats.ratio_ci's interval of it (high capped at 1),
    None where it cannot be computed (one run, no spread, no samples)."""
    per_run = [share_counts(sl, scope) for sl in stack_lists]
    per_run = [c for c in per_run if c["unmap"] > 0]
    den = [c["unmap"] for c in per_run]
    rows = []
    for key, title, _, _ in CATEGORIES:
        num = [c[key] for c in per_run]
        ci = stats.ratio_ci(num, den) if len(per_run) >= 2 and sum(num) > 0 else None
        rows.append({"key": key, "title": title, "n": len(per_run),
                     "share": sum(num) / sum(den) if den else None,
                     "low": None if ci is None else ci[1], "high": None if ci is None else min(ci[2], 1.0)})
    return rows, den


def pct(v):
    return "n/a" if v is None else f"{100 * v:.1f} %"


def interval(r):
    return "n/a" if r["low"] is None else f"[{pct(r['low'])}, {pct(r['high'])}]"


SHARES_HEADER = ["part", "n", "share", "95 % interval"]


def shares_rows(rows):
    return [[r["title"], r["n"], pct(r["share"]), interval(r)] for r in rows]


def shares_table(rows, den, scope="unmap"):
    """Markdown table of shares() (percent of the scope's samples)."""
    what = "drain worker" if scope == "worker" else "unmap"
    lines = [f"Share of the {what} samples ({sum(den)} samples over {len(den)} runs; inclusive: a function "
             "and everything below it)", "",
             "| " + " | ".join(SHARES_HEADER) + " |", "|---|---|---|---|"]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in shares_rows(rows)]
    return "\n".join(lines) + "\n"

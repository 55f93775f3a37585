"""The CPU profile's analysis: frame names, folding, the unmap shares and
the flame-graph renderer (analysis/zsfree_analysis/profile.py, flame.py)."""
import copy
import json
import os
import xml.etree.ElementTree as ET

import pytest

import synth
from conftest import ROOT, run_tool
from zsfree_analysis import doc, flame, profile, profile_report, stats
from zsfree_analysis.resultset import ResultSet

FIXTURE = os.path.join(ROOT, "tests", "fixtures", "probes", "profile-munmap-6.18.json")
MUNMAP = ["do_syscall_64+0x71", "entry_SYSCALL_64_after_hwframe+0x76"]


def probe(stacks, available=True):
    """A probe file's skeleton with metrics.profile holding stacks (kernel frames leaf first)."""
    p = {"available": available, "freq_hz": 999, "event": "cpu-clock" if available else None,
         "samples": sum(s[2] for s in stacks) if available else None}
    if available:
        p["stacks"] = [{"pid": 1, "role": r, "count": n, "kernel": k, "user": []} for r, k, n in stacks]
    unav = [] if available else [{"metric": "profile", "reason": "no perf event"}]
    return {"schema": "zsfree-eval/probe/1.2", "metrics": {"profile": p}, "unavailable": unav}


def k(*leaf_first):
    return list(leaf_first) + ["__x64_sys_munmap+0x20"] + MUNMAP


def test_frame_name_drops_offset_module_and_clone_suffix():
    assert profile.frame_name("zap_pte_range+0x2a") == "zap_pte_range"
    assert profile.frame_name("zs_free+0x10 [zsmalloc]") == "zs_free"
    assert profile.frame_name("do_execveat_common.isra.0+0x1a6") == "do_execveat_common"
    assert profile.frame_name("slab_update_freelist.constprop.0.isra.0+0x5") == "slab_update_freelist"
    assert profile.frame_name("0xffffffff81000000") == "0xffffffff81000000"


def test_fold_is_root_first_with_user_and_lost_samples():
    p = probe([("task", k("zs_free+0x1", "zram_free_page+0x2"), 3), ("task", [], 2), ("task", None, 1),
               ("worker", ["zs_free+0x3", "process_one_work+0x9"], 4)])
    f = profile.fold([profile.stacks(p)])
    assert f["task;entry_SYSCALL_64_after_hwframe;do_syscall_64;__x64_sys_munmap;zram_free_page;zs_free"] == 3
    assert f["task;[user]"] == 2 and f["task;[lost]"] == 1
    assert f["worker;process_one_work;zs_free"] == 4
    assert profile.fold([profile.stacks(p)], role="worker") == {"worker;process_one_work;zs_free": 4}
    assert profile.parse_folded(profile.folded_text(f)) == f
    assert profile.lost_samples([profile.stacks(p), profile.stacks(p)]) == (2, 20)


def test_fold_puts_named_user_frames_above_the_kernel_frames():
    """format_revision 6 names user frames: they fold root first before the
    kernel's, a frame left as build id or address as [unknown], a known
    file without a symbol as [file]; older files' raw addresses are left out."""
    p = probe([("task", k("zs_free+0x1"), 3), ("task", [], 2)])
    p["metrics"]["profile"]["stacks"][0]["user"] = ["munmap+0x7 [libc.so.6]", "main+0x1d [munmap-bench]",
                                                    "[libc.so.6]+0x2724a"]
    p["metrics"]["profile"]["stacks"][1]["user"] = ["bid:" + "ab" * 20 + "+0x10", "0x401000"]
    old = profile.fold([profile.stacks(p)])
    assert old == {"task;entry_SYSCALL_64_after_hwframe;do_syscall_64;__x64_sys_munmap;zs_free": 3,
                   "task;[user]": 2}
    p["metrics"]["profile"]["user_symbols"] = {"source": "build-id", "files": [],
                                               "frames": {"named": 2, "file": 1, "build_id": 1, "address": 1}}
    f = profile.fold([profile.stacks(p)])
    assert f == {"task;[libc.so.6];main;munmap;entry_SYSCALL_64_after_hwframe;do_syscall_64;__x64_sys_munmap;"
                 "zs_free": 3, "task;[unknown];[unknown]": 2}
    # a differential graph against a file without named user frames folds both without them
    base, new = profile.diff_folds([profile.stacks(probe([("task", k("zs_free+0x1"), 1)]))], [profile.stacks(p)])
    assert set(new) == {"task;entry_SYSCALL_64_after_hwframe;do_syscall_64;__x64_sys_munmap;zs_free", "task;[user]"}
    assert set(base) == {"task;entry_SYSCALL_64_after_hwframe;do_syscall_64;__x64_sys_munmap;zs_free"}
    assert profile.diff_folds([profile.stacks(p)], [profile.stacks(p)]) == (f, f)
    # the shares read the kernel frames only
    assert profile.share_counts(profile.stacks(p)) == profile.share_counts(profile.stacks(probe(
        [("task", k("zs_free+0x1"), 3), ("task", [], 2)])))


def test_share_counts_are_inclusive_and_only_of_unmap_samples():
    p = probe([
        ("task", k("zs_free+0x1", "zram_free_page+0x1", "free_swap_and_cache_nr+0x1", "zap_pte_range+0x1"), 5),
        ("task", k("native_queued_spin_lock_slowpath+0x1", "_raw_spin_lock+0x1", "zs_free+0x1",
                   "zap_pte_range+0x1"), 2),
        # a lock wait outside zs_free is not zsmalloc's
        ("task", k("native_queued_spin_lock_slowpath+0x1", "zap_pte_range+0x1"), 1),
        ("task", k("free_unref_page+0x1", "__free_zspage+0x1", "zs_free+0x1"), 1),
        ("task", k("free_unref_page+0x1", "tlb_finish_mmu+0x1"), 3),      # not below zs_free: not buddy
        ("task", ["copy_page+0x1", "__x64_sys_madvise+0x1"] + MUNMAP, 7),  # not an unmap
        ("worker", ["zs_free+0x1", "process_one_work+0x1"], 9),           # the worker: another scope
        ("task", [], 4),                                                  # user mode
    ])
    c = profile.share_counts(profile.stacks(p))
    assert c["unmap"] == 12
    assert (c["walk"], c["zs_free"], c["zram_free"], c["swap_free"]) == (8, 8, 5, 5)
    assert c["lock_wait"] == 2 and c["buddy"] == 1 and c["free_zspage"] == 1
    w = profile.share_counts(profile.stacks(p), "worker")
    assert w["unmap"] == 9 and w["zs_free"] == 9 and w["walk"] == 0


def test_shares_across_runs_use_the_ratio_interval():
    runs = [profile.stacks(probe([("task", k("zs_free+0x1"), a), ("task", k("zap_pte_range+0x1"), b)]))
            for a, b in ((30, 70), (40, 60), (35, 75))]
    rows, den = profile.shares(runs)
    row = {r["key"]: r for r in rows}["zs_free"]
    assert den == [100, 100, 110] and row["n"] == 3
    ci = stats.ratio_ci([30, 40, 35], [100, 100, 110])
    assert row["share"] == pytest.approx(ci[0]) == pytest.approx(105 / 310)
    assert row["low"] == pytest.approx(ci[1]) and row["high"] == pytest.approx(ci[2])
    one, _ = profile.shares(runs[:1])
    assert all(r["low"] is None for r in one)   # one run: no interval
    assert "| zs_free() | 1 | 30.0 % | n/a |" in profile.shares_table(*profile.shares(runs[:1]))


def test_real_munmap_profile_is_mostly_the_walk():
    with open(FIXTURE) as f:
        real = json.load(f)
    c = profile.share_counts(profile.stacks(real))
    assert c["unmap"] >= 100
    assert c["walk"] / c["unmap"] > 0.9
    assert c["zs_free"] / c["unmap"] > 0.3


def test_a_broken_symboliser_fails_the_walk_check():
    """Names given to the wrong addresses (each frame named after another
    function) must not pass as an unmap walk: the check can fail."""
    with open(FIXTURE) as f:
        real = json.load(f)
    broken = copy.deepcopy(real)
    names = sorted({fr.split("+")[0] for s in real["metrics"]["profile"]["stacks"] for fr in s["kernel"] or []})
    shift = {n: names[(i + 1) % len(names)] for i, n in enumerate(names)}
    for s in broken["metrics"]["profile"]["stacks"]:
        s["kernel"] = [shift[fr.split("+")[0]] for fr in s["kernel"] or []]
    c = profile.share_counts(profile.stacks(broken))
    assert not (c["unmap"] >= 100 and c["walk"] / c["unmap"] > 0.9)


def test_flame_svg_widths_follow_the_samples():
    folded = {"task;a;b": 30, "task;a;c": 10, "task;d": 60}
    root = ET.fromstring(flame.svg(folded, "t"))
    ns = "{http://www.w3.org/2000/svg}"
    rects = {g.find(ns + "title").text.split(" ")[0]: float(g.find(ns + "rect").get("width"))
             for g in root.iter(ns + "g")}
    assert rects["task"] == pytest.approx(flame.WIDTH - 2 * flame.PAD)
    assert rects["a"] == pytest.approx(0.4 * rects["task"]) and rects["d"] == pytest.approx(0.6 * rects["task"])
    assert rects["b"] == pytest.approx(3 * rects["c"])
    assert "no samples" in flame.svg({}, "empty")


def test_diff_flame_colours_growth_red_and_shrinkage_blue():
    base = {"task;a": 50, "task;b": 50}
    new = {"task;a": 80, "task;b": 20}
    root = ET.fromstring(flame.svg(new, "d", base=base))
    ns = "{http://www.w3.org/2000/svg}"
    fill = {g.find(ns + "title").text.split(" ")[0]: g.find(ns + "rect").get("fill") for g in root.iter(ns + "g")}
    r, g_, b = (int(x) for x in fill["a"][4:-1].split(","))
    assert r == 255 and b < 250          # grew: red
    r, g_, b = (int(x) for x in fill["b"][4:-1].split(","))
    assert b == 255 and r < 250          # shrank: blue
    assert fill["task"] == "rgb(250,250,250)"


def test_cli_shares_and_one_line_without_a_profile(tmp_path):
    h = run_tool("profile", "--help")
    assert h.returncode == 0 and "shares" in h.stdout and "diff" in h.stdout
    p = run_tool("profile", "shares", "--json", FIXTURE)
    assert p.returncode == 0, p.stderr
    rows = {r["key"]: r for r in json.loads(p.stdout)["rows"]}
    assert rows["walk"]["share"] > 0.9
    none = tmp_path / "none.json"
    none.write_text(json.dumps(probe([], available=False)))
    p = run_tool("profile", "flame", "-o", str(tmp_path / "x.svg"), str(none))
    assert p.returncode == 1 and p.stderr.count("\n") == 1
    assert "profile unavailable: no perf event" in p.stderr
    p = run_tool("profile", "fold", str(tmp_path / "missing.json"))
    assert p.returncode == 1 and "no such file" in p.stderr
    p = run_tool("profile", "diff", "-o", str(tmp_path / "d.svg"), FIXTURE, FIXTURE)
    assert p.returncode == 0 and ET.parse(str(tmp_path / "d.svg"))


def _profiled_set(root, label, zs_share, lost=0, **meta_over):
    """A synthetic set whose probe files carry a profile: zs_share of each
    run's unmap samples under zs_free, the rest in the walk alone, and lost
    samples a run whose kernel stack was not stored."""
    path = synth.make_set(root, label, sizes=(64,), repeats=3, warmups=0, **meta_over)
    for f in os.listdir(os.path.join(path, "probes")):
        fp = os.path.join(path, "probes", f)
        with open(fp) as fh:
            doc = json.load(fh)
        zs = int(100 * zs_share) + int(f[-6])     # ...-r1.json: 1 more a run
        doc["metrics"]["profile"] = probe([("task", k("zs_free+0x1", "zap_pte_range+0x1"), zs),
                                           ("task", k("zap_pte_range+0x1"), 100 - zs)] +
                                          ([("task", None, lost)] if lost else []))["metrics"]["profile"]
        with open(fp, "w") as fh:
            json.dump(doc, fh)
    return path


def test_report_section_per_profiled_set_and_their_diff(tmp_path):
    sets = [ResultSet(_profiled_set(str(tmp_path), lb, z)) for lb, z in (("base", 0.6), ("p1+2", 0.2))]
    d = doc.Doc("t")
    written = profile_report.section(d, sets, str(tmp_path / "out"))
    names = sorted(os.path.basename(p) for p in written)
    assert names == ["0-base.folded", "0-base.svg", "1-p1+2.folded", "1-p1+2.svg", "diff-0-base-vs-1-p1+2.svg"]
    md = doc.to_markdown(d)
    assert "## CPU profiles" in md and "### p1+2 against base" in md
    assert "| zs_free() | 3 | 62.0 % | [" in md and "| zs_free() | 3 | 22.0 % | [" in md
    assert "lost their kernel stack" not in md
    for p in written:
        if p.endswith(".svg"):
            ET.parse(p)


def test_report_states_the_samples_that_lost_their_kernel_stack(tmp_path):
    sets = [ResultSet(_profiled_set(str(tmp_path), "base", 0.6, lost=4))]
    d = doc.Doc("t")
    profile_report.section(d, sets, str(tmp_path / "out"))
    md = doc.to_markdown(d)
    # 3 runs of 100 samples and 4 lost each; the shares stay of the 300 unmap samples
    assert "12 of the set's 312 samples lost their kernel stack" in md
    assert "| zs_free() | 3 | 62.0 % | [" in md


def test_report_has_no_profile_section_without_profiles(tmp_path):
    rs = ResultSet(synth.make_set(str(tmp_path), "base", sizes=(64,), repeats=3, warmups=0))
    d = doc.Doc("t")
    assert profile_report.section(d, [rs], str(tmp_path / "out")) == []
    assert "CPU profiles" not in doc.to_markdown(d) and not os.path.exists(tmp_path / "out" / "profile")


class _Answer:
    def __init__(self):
        self.meaning, self.caveats = [], []

    def caveat(self, t):
        self.caveats.append(t)


def test_footprint_second_method_agrees_or_not(tmp_path):
    zram = ResultSet(_profiled_set(str(tmp_path), "base", 0.6))   # zs_free (and so zram's part) of the samples
    rows = {r["key"]: r for r in profile.shares(set_profiles_runs(zram))[0]}
    assert rows["zram_free"]["share"] == 0.0          # the synthetic stacks have zs_free but no zram frames
    for f in os.listdir(os.path.join(zram.path, "probes")):
        fp = os.path.join(zram.path, "probes", f)
        with open(fp) as fh:
            d = json.load(fh)
        for s in d["metrics"]["profile"]["stacks"]:
            if s["kernel"][0].startswith("zs_free"):
                s["kernel"].insert(1, "zram_free_page+0x1")
        with open(fp, "w") as fh:
            json.dump(d, fh)
    zram = ResultSet(zram.path)
    a = _Answer()
    # control 2.5x faster: 1 - 1/2.5 = 60 % of zram's time is zram's own
    assert profile_report.footprint_agreement(a, zram, (2.5, 2.3, 2.7)) is True
    assert "agree (the intervals overlap)" in a.meaning[-1] and "62.0 %" in a.meaning[-1]
    assert profile_report.footprint_agreement(a, zram, (1.2, 1.1, 1.3)) is False
    assert "disagree" in a.meaning[-1]
    plain = ResultSet(synth.make_set(str(tmp_path), "plain", sizes=(64,), repeats=3, warmups=0))
    assert profile_report.footprint_agreement(a, plain, (2.5, 2.3, 2.7)) is None and not a.caveats


def test_second_method_from_the_profile_set_of_the_controls_kernel(tmp_path):
    """Q5 takes the profile from the control's zram set, else from a zram
    set of the same kernel that carries one (the profile experiment's)."""
    from zsfree_analysis import questions
    same = {"kernel__release": "6.12.0-base"}
    control = ResultSet(synth.make_set(str(tmp_path), "base.fp-brd", sizes=(64,), repeats=3, warmups=0,
                                       swap__backend="brd", **same))
    fp_zram = ResultSet(synth.make_set(str(tmp_path), "base.fp-zram", sizes=(64,), repeats=3, warmups=0, **same))
    prof = ResultSet(_profiled_set(str(tmp_path), "base.profile", 0.6, **same))
    other = ResultSet(_profiled_set(str(tmp_path), "p1+2.profile", 0.6))        # another kernel
    assert questions.profiled_zram(control, fp_zram, [fp_zram, other, prof]) is prof
    assert questions.profiled_zram(control, fp_zram, [fp_zram, other]) is fp_zram
    assert questions.profiled_zram(control, prof, [fp_zram, prof]) is prof


def set_profiles_runs(rs):
    return profile_report.set_profiles(rs)[0]

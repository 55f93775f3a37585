"""Q2's explanation of the total work (totalwork_answer): per-object
figures from raw records, the one worker share, and which reading the data
give."""
import json
import os

import pytest

import synth
import synth_exp
from zsfree_analysis import probe_data, questions, resultset, stats, totalwork_answer as tw
from zsfree_analysis.figures import work

OBJECTS = 64 * 256          # a 64 MB region of 4 KiB pages
# per object: the task's CPU (base, p1+2), the worker's inside and around its
# batches, zs_free() in the task on base and on p1+2 (queueing)
TASK_NS = {False: 660.0, True: 535.0}
BATCH_NS, AROUND_NS = 580.0, 40.0
ZSFREE_NS = {False: 350.0, True: 60.0}


def build(root, kernel, part, level, patched, batch=True):
    """One totalwork set of 3 runs (64 MB munmap) whose figures are TASK_NS
    ... + rep (so there is spread), probes at `level`."""
    label = f"{kernel}.{part}"
    path = synth.make_set(root, label, patched=patched, probe_level=level, sizes=(64,), procs=(1,),
                          workloads=("munmap",), repeats=3, warmups=0,
                          experiment={"name": "totalwork",
                                      "params": {"compaction": "off", "poll_ms": "off", "probe": level}},
                          swap__backend="zram")
    for run in synth_exp.runs_of(path):
        rep, rid = run["rep"], run["run_id"]
        task_us = (TASK_NS[patched] + rep) * OBJECTS / 1e3
        synth_exp.write(path, f"exp/{rid}.json", synth_exp.exp_doc(
            run, "totalwork", "zram", patched, ({"whole": 900_000, "from_t0": task_us},
                                                {"whole": 3_000_000, "from_t0": 900_000})))
        p = os.path.join(path, "probes", f"{rid}.json")
        with open(p) as f:
            probe = json.load(f)
        probe["kernel"] = {"page_size": 4096}
        worker = int((BATCH_NS + AROUND_NS + 2 * rep) * OBJECTS) if patched else 0
        probe["metrics"]["cpu"]["worker_ns"] = worker
        if patched:
            d = probe["metrics"]["drain"]
            d["objects"] = OBJECTS
            n = len(d["events"])
            for e in d["events"]:
                e["objects"] = OBJECTS // n
                e["cpu_ns"] = worker // n
                if batch:
                    e["batch_ns"] = int((BATCH_NS + 2 * rep) * OBJECTS) // n
        z = ZSFREE_NS[patched] + 4 * rep
        probe["metrics"]["zs_free"]["latency_ns"]["hist"] = [[z - 1, z + 1, OBJECTS]]
        with open(p, "w") as f:
            json.dump(probe, f)
    return path


@pytest.fixture(scope="module")
def sets(tmp_path_factory):
    root = str(tmp_path_factory.mktemp("tw") / "results")
    paths = [build(root, "base", "work", "basic", False), build(root, "p1+2", "work", "basic", True),
             build(root, "base", "work-full", "full", False), build(root, "p1+2", "work-full", "full", True)]
    return resultset.load_sets(paths)


def test_hist_mean_is_each_bucket_at_its_middle():
    assert probe_data.hist_mean([[100, 200, 1], [300, 500, 3]]) == pytest.approx((150 + 3 * 400) / 4)
    assert probe_data.hist_mean([[1, 2, 0]]) is None and probe_data.hist_mean(None) is None


def test_objects_are_stored_pages_given_back_less_same_filled():
    run = {"zram": {"before": {"orig_data_size": 4096 * 100, "same_pages": 7},
                    "after": {"orig_data_size": 4096, "same_pages": 2}}}
    assert work.objects_freed(run, 4096) == 99 - 5
    # no page size measured, or no mm_stat read: unknown, not a guess
    assert work.objects_freed(run, None) is None
    assert work.objects_freed({"zram": {"before": None, "after": {}}}, 4096) is None


def test_around_the_batches_is_null_without_batch_ns_not_the_whole():
    rec = {"worker_ns": 6200.0, "batch_ns": 5800.0, "worker_objects": 10, "objects": 10, "task_ns": 5000.0}
    assert work.OF_RECORD["around"](rec) == pytest.approx(40.0)
    assert work.OF_RECORD["batch"](rec) == pytest.approx(580.0)
    assert work.OF_RECORD["total"](rec) == pytest.approx(1120.0)
    assert work.OF_RECORD["around"](dict(rec, batch_ns=None)) is None
    # a kernel without a worker: no per-object worker figure (not 0 per object)
    assert work.OF_RECORD["worker"](dict(rec, worker_objects=None)) is None


def test_worker_share_is_one_ratio_of_means():
    # ratio of the means (3 / 12), not the mean of per-run shares (0.3)
    sh = tw.worker_share([9.0, 1.0], [1.0, 5.0])
    assert sh[0] == pytest.approx(6.0 / 16.0)
    assert tw.worker_share([1.0], [None]) is None
    three = tw.worker_share([10.0, 11.0, 12.0], [10.0, 9.0, 11.0])
    assert three[1] < three[0] < three[2] <= 1.0
    assert tw.share_text(None) == "n/a" and tw.share_text((0.5, None, None)) == "50.0 %"


def test_diff_ci_brackets_the_difference():
    d = stats.diff_ci([10.0, 11.0, 12.0], [5.0, 6.0, 7.0])
    assert d[0] == pytest.approx(5.0) and d[1] < 5.0 < d[2]
    assert stats.diff_ci([1.0], [2.0, 3.0]) is None


def test_per_object_figures_from_the_raw_records(sets):
    base, p12 = sets[0], sets[1]
    key = ("munmap", 64, 1)
    vb, vp = tw._vals(base, key), tw._vals(p12, key)
    assert vb["task"] == pytest.approx([661.0, 662.0, 663.0])
    assert vb["worker"] == [None, None, None]
    assert vp["worker"] == pytest.approx([622.0, 624.0, 626.0])
    assert vp["batch"] == pytest.approx([582.0, 584.0, 586.0], abs=0.01)
    assert vp["around"] == pytest.approx([40.0, 40.0, 40.0], abs=0.01)


def test_drain_path_reading_when_the_batches_cost_more(sets):
    a = questions.Answer()
    assert tw.answer(a, sets)
    head = a.headline
    assert head.startswith("munmap 64MB-1p, per object freed, p1+2 against base: the task's cgroup CPU plus the "
                           "drain worker's 1161 vs 662 ns/object (ratio of means 1.75x")
    # the worker: 624 ns, 584 of it inside its batches, with the interval
    assert "the worker's CPU is 624 ns, 584 ns of it inside zs_free_batch() (95 % CI [" in head
    # zs_free() on base: at least 358 - 68 (the probe's cost cancels), at most 358
    assert "zs_free() cost the task on base at least 290 ns per object" in head and "at most 358 ns" in head
    # 584 is above even the most zs_free() can have cost: the drain path
    assert "the drain path's own cost (a finding for the series)" in head
    # the task fell by 125 < 290: its cgroup CPU undercounts
    assert "the task's cgroup CPU fell by 125 ns per object" in head and "undercounts" in head
    assert "everything that ran during the freeing" in head
    # the worker's share: 624 / (535 + 2 + 624) per object, with its interval and n
    share = [m for m in a.meaning if "the drain worker does" in m]
    assert share and share[0].startswith("munmap 64MB-1p, p1+2: the drain worker does at most 53.7 % [")
    assert "n = 3;" in share[0]
    names = {t.name: t for t in a.data}
    cmp_rows = names["q2-totalwork-compare"].rows
    want = {("zs_free", "worker"), ("zs_free", "batch"), ("task", "task"), ("elapsed", "elapsed")}
    assert {(r[3], r[6]) for r in cmp_rows} >= want
    diffs = {r[3]: r for r in names["q2-totalwork-differences"].rows}
    assert diffs["saving"][7] == pytest.approx(125.0) and diffs["zs_free_own"][7] == pytest.approx(290.0)


def test_around_reading_when_the_batches_cost_what_zs_free_did(tmp_path):
    global BATCH_NS, AROUND_NS
    saved = BATCH_NS, AROUND_NS
    BATCH_NS, AROUND_NS = 300.0, 300.0      # batches between zs_free's least (290) and most (358)
    try:
        root = str(tmp_path / "results")
        paths = [build(root, "base", "work", "basic", False), build(root, "p1+2", "work", "basic", True),
                 build(root, "base", "work-full", "full", False), build(root, "p1+2", "work-full", "full", True)]
    finally:
        BATCH_NS, AROUND_NS = saved
    a = questions.Answer()
    tw.answer(a, resultset.load_sets(paths))
    assert "costs what zs_free() cost the task per object" in a.headline
    assert "the worker is charged with its own freeing, not with other work" in a.headline
    assert "drain path's own cost" not in a.headline


def test_without_the_full_level_sets_it_says_what_is_missing(tmp_path):
    root = str(tmp_path / "results")
    s = resultset.load_sets([build(root, "base", "work", "basic", False),
                             build(root, "p1+2", "work", "basic", True)])
    a = questions.Answer()
    assert not tw.answer(a, s)
    assert any("no totalwork set at probe level full" in c for c in a.caveats)
    assert a.headline is None


def test_without_batch_ns_no_split_and_a_caveat(tmp_path):
    root = str(tmp_path / "results")
    s = resultset.load_sets([build(root, "base", "work", "basic", False),
                             build(root, "p1+2", "work", "basic", True, batch=False),
                             build(root, "base", "work-full", "full", False)])
    a = questions.Answer()
    assert tw.answer(a, s)
    assert any("drain.events[].batch_ns) is not in these probe files" in c for c in a.caveats)
    # without the batches' time and p1+2's own zs_free() timing: no reading, only the figures
    assert "inside zs_free_batch()" not in a.headline and "the same work, moved" not in a.headline


def test_largest_backlog_unpolled_is_not_zero(sets):
    """Without the poll only the reads before and after exist: the largest
    backlog is 'not polled', never the 0 those reads show."""
    from zsfree_analysis import exp_questions
    a = questions.Answer()
    rows = exp_questions.total_work(a, sets)
    by = {r[2]: r[8] for r in rows}
    assert by == {"base": "- (no RFC)", "p1+2": "not polled"}
    assert not any("Largest deferred backlog" in m for m in a.meaning)

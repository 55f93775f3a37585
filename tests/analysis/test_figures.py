"""The registry of per-run figures: every figure has its unit and
direction, and each function of one raw run gives what the questions
computed inline from the same records before the registry held them."""
import pytest

import synth
from zsfree_analysis import figures, probe_data, release, resultset
from zsfree_analysis.figures import registry


@pytest.fixture(scope="module")
def patched(tmp_path_factory):
    """One deferring kernel at probe level full, with 1 ms samples."""
    root = str(tmp_path_factory.mktemp("results"))
    path = synth.make_set(root, "p1+2", sizes=(64,), procs=(2,), repeats=3, warmups=0, patched=True,
                          probe_level="full", samples=True)
    return resultset.load_sets([path])[0]


@pytest.fixture(scope="module")
def unprobed(tmp_path_factory):
    root = str(tmp_path_factory.mktemp("results"))
    path = synth.make_set(root, "base", sizes=(64,), repeats=3, warmups=0, probe_level="none")
    return resultset.load_sets([path])[0]


def test_every_figure_has_a_unit_a_direction_and_a_meaning():
    assert len(figures.REGISTRY) >= 30
    for name, f in figures.REGISTRY.items():
        assert f.name == name and f.unit and f.what, name
        assert f.better in registry.DIRECTIONS, name
        assert callable(f.fn), name
    assert [f.name for f in figures.RELEASE] == ["t50", "t90", "t100", "held"]


def test_a_figure_is_registered_once_with_a_known_direction():
    with pytest.raises(ValueError, match="twice"):
        registry.register("time_ms", "ms", "lower", "again")(lambda r: 0)
    with pytest.raises(ValueError, match="better must be"):
        registry.register("new_figure", "ms", "faster", "a direction that is not one")(lambda r: 0)
    assert "new_figure" not in figures.REGISTRY


def _probe(rs, run, name):
    return rs.probe(run["run_id"])["metrics"][name]


def test_probe_figures_give_what_the_inline_code_gave(patched):
    runs = patched.valid
    v = figures.values(patched, runs, list(figures.REGISTRY))
    for i, r in enumerate(runs):
        zs, cpu, lock, drain = (_probe(patched, r, m) for m in ("zs_free", "cpu", "lock", "drain"))
        mb = r["size_mb"] * r["procs"]
        assert v["zs_free_calls_task"][i] == zs["calls"]["unmapper"]
        assert v["zs_free_calls_worker"][i] == zs["calls"]["drain_worker"]
        assert v["zs_free_p50_ns"][i] == probe_data.hist_percentile(zs["latency_ns"]["hist"], 50)
        assert v["zs_free_p90_ns"][i] == probe_data.hist_percentile(zs["latency_ns"]["hist"], 90)
        assert v["task_us_per_mb"][i] == pytest.approx(r["time_ms"] * 1e6 * r["procs"] / 1e3 / mb)
        assert v["worker_us_per_mb"][i] == pytest.approx(cpu["worker_ns"] / 1e3 / mb)
        assert v["total_us_per_mb"][i] == pytest.approx((r["time_ms"] * 1e6 * r["procs"] + cpu["worker_ns"]) / 1e3 / mb)
        assert v["lock_contentions"][i] == lock["contentions"] == 12
        # the share of the tasks' freeing time, every process's time counted
        assert v["lock_wait_pct"][i] == pytest.approx(100.0 * 34000 / (r["time_ms"] * 1e6 * 2))
        assert v["drain_objects"][i] == drain["objects"] and v["drain_batches"][i] == drain["batches"]
        # no queueing delay in the drain events: None, not the probe's own p99 (12000)
        assert v["queue_delay_p99_ns"][i] is None


def test_run_figures_give_what_the_inline_code_gave(patched):
    r = patched.valid[0]
    v = figures.values(patched, [r], list(figures.REGISTRY))
    before = r["zram"]["before"]
    assert v["time_ms"] == [r["time_ms"]] and v["max_ms"] == [r["max_ms"]]
    assert v["time_per_mb"] == [r["time_ms"] / 64]
    assert v["compression_ratio"] == [before["orig_data_size"] / before["compr_data_size"]]
    assert v["zsmalloc_overhead_pct"] == [pytest.approx(100.0 * (before["mem_used_total"] - before["compr_data_size"])
                                                        / before["compr_data_size"])]
    assert v["pages_compacted"] == [0]


def test_release_figures_are_release_times_of_each_runs_curve(patched):
    runs = patched.valid
    v = figures.values(patched, runs, list(figures.REGISTRY))
    curves = probe_data.release_curves(patched, runs)[0]
    for i, (pool, free) in enumerate(zip(curves["pool"], curves["mem_free"])):
        assert (v["t50"][i], v["t90"][i], v["t100"][i]) == release.times(*pool)
        assert v["held"][i] == release.held_mib_s(*pool)
        assert (v["mem_free_t50"][i], v["mem_free_t90"][i], v["mem_free_t100"][i]) == release.times(*free)
        assert v["mem_free_held"][i] == release.held_mib_s(*free)
        tail = release.last_drain(_probe(patched, runs[i], "drain")["events"], runs[i]["t0_ns"])
        assert v["tail_objects"][i] == tail["tail_objects"] and v["tail_start_ms"][i] == tail["tail_start_ms"]


def test_a_run_without_the_record_gives_none_never_zero(unprobed):
    v = figures.values(unprobed, unprobed.valid, list(figures.REGISTRY))
    probe_only = [n for n, f in figures.REGISTRY.items() if f.fn.__module__.endswith(".probe")
                  and n not in ("freeing_ns", "task_us_per_mb")]
    for n in probe_only + [f.name for f in figures.RELEASE + figures.TAIL]:
        assert v[n] == [None] * 3, n
    assert all(x > 0 for x in v["time_ms"])


@pytest.fixture(scope="module")
def exp_sets(tmp_path_factory):
    import synth_exp
    root = str(tmp_path_factory.mktemp("results"))
    alloc = synth_exp.make(root, "p1+2", "release-alloc", "release-alloc-64mb", {"alloc_mb": 64}, True)
    work = synth_exp.make(root, "p1+2", "totalwork", "work", {}, True, backlog=777, compactions=5)
    return resultset.load_sets([alloc, work])


def test_experiment_figures_read_the_exp_and_alloc_records(exp_sets):
    import synth_exp
    alloc, work = exp_sets
    v = figures.values(alloc, alloc.valid, list(figures.REGISTRY))
    reps = [r["rep"] for r in alloc.valid]
    assert v["alloc_ms"] == [synth_exp.alloc_value(True, rep) for rep in reps]
    assert v["alloc_direct_reclaim"] == [int(rep == 1) for rep in reps]
    assert v["pgscan_direct"] == [77 if rep == 1 else 0 for rep in reps]
    assert v["balloon_mb"] == [900] * len(reps)
    # the board's series of a copy without samples/
    assert v["zram_mem_used_total.t100_ms"] == [synth_exp.t100_value(True, rep) for rep in reps]
    assert v["zram_mem_used_total.final_frac"] == [1.0] * len(reps)
    w = figures.values(work, work.valid, list(figures.REGISTRY))
    assert w["sync_fallbacks"] == [r["rep"] for r in work.valid]
    assert w["deferred_objs"] == [16384] * len(work.valid)
    assert w["max_backlog"] == [777] * len(work.valid) and w["compactions"] == [5] * len(work.valid)
    assert w["task_cg_ms"] == [6.4] * len(work.valid)
    # no alloc/ in a totalwork set: None, not 0
    assert w["alloc_ms"] == [None] * len(work.valid) and w["alloc_direct_reclaim"] == [None] * len(work.valid)


def test_tenant_figures_are_one_value_per_kill(tmp_path):
    import synth_exp
    path = synth_exp.make(str(tmp_path), "p1+2", "isolation", "iso-pinned", {"tenants": 2}, True)
    s = resultset.load_sets([path])[0]
    v = figures.values(s, s.valid, ["tenant_dip_pct", "tenant_base_p99_us", "task_cg_ms"])
    reps = [r["rep"] for r in s.valid]
    # the mean of the kill's two tenants, not one value per tenant line
    assert v["tenant_dip_pct"] == [(synth_exp.dip_value(True, rep, 1) + synth_exp.dip_value(True, rep, 2)) / 2
                                   for rep in reps]
    assert v["tenant_base_p99_us"] == [150.0] * len(reps)
    assert v["task_cg_ms"] == [synth_exp.victim_usec(True, rep) / 1e3 for rep in reps]


def test_each_question_reads_only_the_figures_it_names(monkeypatch, standard, tmp_path):
    """Run every question on the synthetic standard and experiment sets,
    recording which registered figures each answer reads: a question's
    metric names are what it reads, and each name is registered."""
    import synth_exp
    from zsfree_analysis import questions
    for q in questions.QUESTIONS:
        unknown = [m for m in q.metrics if m not in figures.REGISTRY]
        assert not unknown, f"{q.qid} names unregistered figures {unknown}"
    read, current = {}, [None]

    def recording(name, fn):
        def rec(r):
            read.setdefault(current[0], set()).add(name)
            return fn(r)
        return rec

    for name, f in list(figures.REGISTRY.items()):
        monkeypatch.setitem(figures.REGISTRY, name, f._replace(fn=recording(name, f.fn)))

    def answering(q):
        def fn(ctx):
            current[0] = q.qid
            return q.fn(ctx)
        return fn

    original = questions.QUESTIONS
    monkeypatch.setattr(questions, "QUESTIONS", tuple(q._replace(fn=answering(q)) for q in original))
    questions.answer_all(resultset.load_sets(standard), [])
    exp = resultset.load_sets(synth_exp.make_all(str(tmp_path / "results")))
    questions.answer_all(exp[:1], exp[1:])
    for q in original:
        extra = read.get(q.qid, set()) - set(q.metrics)
        assert not extra, f"{q.qid} reads figures it does not name: {sorted(extra)}"
    # not vacuous: the questions with per-run figures read them
    assert {"q1", "q2", "q3", "q4", "q5", "q6", "q7", "q8", "q9"} <= set(read)

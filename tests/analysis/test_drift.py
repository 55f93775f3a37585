"""analysis/drift: the change of each cell's headline time between two runs
of one kernel, and the verdict against a tolerance."""
import synth


def two_runs(root, ms_per_mb_again):
    common = dict(sizes=(64, 128), procs=(1,), workloads=("munmap",), repeats=3, warmups=0)
    first = synth.make_set(root, "base", ms_per_mb=0.2, **common)
    again = synth.make_set(root, "base.drift", ms_per_mb=ms_per_mb_again, **common)
    return first, again


def test_no_drift_passes(tmp_path, tool):
    first, again = two_runs(str(tmp_path), 0.2)
    r = tool("drift", first, again)
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines()[-1].startswith("drift: largest 0.0 % (base.drift against base), within")


def test_drift_beyond_tolerance_is_exit_3(tmp_path, tool):
    first, again = two_runs(str(tmp_path), 0.24)
    r = tool("drift", first, again)
    assert r.returncode == 3, r.stdout + r.stderr
    lines = r.stdout.splitlines()
    assert "munmap 64MB 1p: +20.0 %" in lines
    assert "beyond the tolerance of 10 %" in lines[-1]
    assert tool("drift", "--tolerance", "0.25", first, again).returncode == 0


def test_bad_tolerance_is_one_line(tmp_path, tool):
    first, again = two_runs(str(tmp_path), 0.2)
    r = tool("drift", "--tolerance", "5", first, again)
    assert r.returncode == 1 and r.stdout == ""
    assert r.stderr.count("\n") == 1 and "--tolerance" in r.stderr

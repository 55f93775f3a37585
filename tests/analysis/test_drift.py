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


def test_summary_keeps_a_drift_re_run_out_of_the_kernel_differences():
    """base -> base.drift is the host, reported as the drift check with its
    range and the cells whose interval excludes 1, never as a regression."""
    from types import SimpleNamespace
    from zsfree_analysis import report_cmd
    meta = {"machine": {"virt": "qemu-tcg", "ncpus": 2}, "kernel": {"release": "6.12.117-base"}}
    by = {"base.drift": SimpleNamespace(label="base.drift", meta=meta)}

    def row(ratio, lo, hi, verdict):
        return ["base", "base.drift", "munmap", 64, 1, 5, 5, 1.0, 1.0, ratio, lo, hi, 0.5, verdict]
    text = report_cmd.drift_text([row(0.8, 0.7, 0.9, "slower"), row(1.1, 0.9, 1.3, "inconclusive")], by)
    assert text == ("Drift check: base ran again after every other kernel as base.drift, QEMU TCG, 2 vCPUs, "
                    "kernel 6.12.117-base; between its two runs (ratio of means 0.80x to 1.10x), in 1 of 2 "
                    "cells the 95 % interval excludes 1, so in those cells a difference between kernels of "
                    "that size can be the host's drift, not the kernel.")
    quiet = report_cmd.drift_text([row(1.0, 0.9, 1.1, "inconclusive")], by)
    assert quiet.endswith("between its two runs (ratio of means 1.00x to 1.00x), the 95 % interval includes 1 "
                          "in all 1 cells.")

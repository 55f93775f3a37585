"""Shared fixtures: synthetic result sets and a runner for the commands."""
import os
import subprocess
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "analysis"))

import synth  # noqa: E402


def small_sets(root):
    """The golden-table input: base, p1, p1+2 at 64/128 MB and 1-2
    processes, 3 runs each plus a warm-up, one base run rejected."""
    common = dict(sizes=(64, 128), procs=(1, 2), workloads=("munmap",), repeats=3, warmups=1)
    return [
        synth.make_set(root, "base", ms_per_mb=0.2, scaling=0.8, reject=("munmap-64mb-1p-r2",), **common),
        synth.make_set(root, "p1", ms_per_mb=0.09, scaling=0.45, patched=True, **common),
        synth.make_set(root, "p1+2", ms_per_mb=0.07, scaling=0.02, patched=True, **common),
    ]


@pytest.fixture
def small(tmp_path):
    return small_sets(str(tmp_path / "results"))


@pytest.fixture(scope="session")
def standard(tmp_path_factory):
    return synth.make_standard(str(tmp_path_factory.mktemp("results")), samples=True)


def run_tool(tool, *args, cwd=None):
    """Run analysis/<tool> as a user would; returns CompletedProcess."""
    env = dict(os.environ, MPLBACKEND="Agg")
    return subprocess.run([os.path.join(ROOT, "analysis", tool), *args], capture_output=True,
                          text=True, cwd=cwd, env=env, timeout=300)


@pytest.fixture
def tool():
    return run_tool

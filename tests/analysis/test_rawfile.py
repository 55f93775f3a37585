"""Raw files kept xz-compressed (scripts/pack-raw): the analysis reads
NAME.xz where NAME is absent, and gets what the plain file held."""
import glob
import lzma
import os
import shutil

import pytest

import synth
from zsfree_analysis.errors import AnalysisError
from zsfree_analysis.resultset import ResultSet


def compress_raw(path):
    """What scripts/pack-raw does to the raw files: NAME -> NAME.xz."""
    files = glob.glob(os.path.join(path, "probes", "*.json")) + \
        glob.glob(os.path.join(path, "samples", "*.jsonl"))
    for f in files:
        with open(f, "rb") as src, lzma.open(f + ".xz", "wb") as dst:
            shutil.copyfileobj(src, dst)
        os.remove(f)
    return len(files)


@pytest.fixture
def plain_and_packed(tmp_path):
    plain = synth.make_set(str(tmp_path / "a"), "base", sizes=(64,), repeats=2, warmups=0,
                           probe_level="basic", samples=True)
    packed = str(tmp_path / "b" / "base")
    shutil.copytree(plain, packed)
    assert compress_raw(packed) > 0
    return ResultSet(plain), ResultSet(packed)


def test_packed_probes_and_samples_read_as_plain(plain_and_packed):
    plain, packed = plain_and_packed
    assert plain.valid
    for r in plain.valid:
        rid = r["run_id"]
        assert packed.probe(rid) is not None
        assert packed.probe(rid) == plain.probe(rid)
        assert packed.samples(rid) is not None
        assert packed.samples(rid) == plain.samples(rid)


def test_packed_timeline_matches_plain(plain_and_packed, tool, tmp_path):
    """analysis/timeline reads a run's probe file and samples."""
    plain, packed = plain_and_packed
    rid = plain.valid[0]["run_id"]
    out = {}
    for name, s in (("plain", plain), ("packed", packed)):
        path = str(tmp_path / f"{name}.json")
        r = tool("timeline", s.path, "--run", rid, "-o", path)
        assert r.returncode == 0, r.stderr
        with open(path, encoding="utf-8") as f:
            out[name] = f.read()
    assert out["plain"] == out["packed"]


def test_corrupt_xz_is_one_line(plain_and_packed):
    _, packed = plain_and_packed
    rid = packed.valid[0]["run_id"]
    with open(os.path.join(packed.path, "probes", f"{rid}.json.xz"), "wb") as f:
        f.write(b"\xfd7zXZ\x00 not xz")
    with pytest.raises(AnalysisError, match=r"probes/.*\.json\.xz: corrupt xz data"):
        ResultSet(packed.path).probe(rid)

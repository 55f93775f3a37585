"""analysis/report reads zsfree-board archives (LABEL.tar) as it reads
result sets, and refuses archives that would write outside their place."""
import io
import json
import os
import tarfile

import pytest

import synth_exp
from conftest import run_tool
from zsfree_analysis import archives
from zsfree_analysis.errors import AnalysisError


def board_tar(tmp_path, label, set_paths):
    """A zsfree-board archive of label holding set_paths under label/sets/."""
    out = tmp_path / f"{label}.tar"
    with tarfile.open(out, "w") as tf:
        info = tarfile.TarInfo(f"{label}/board.json")
        doc = json.dumps({"schema": "zsfree-eval/board/1", "label": label}).encode()
        info.size = len(doc)
        tf.addfile(info, io.BytesIO(doc))
        for p in set_paths:
            tf.add(p, arcname=f"{label}/sets/{os.path.basename(p)}")
    return str(out)


@pytest.fixture(scope="module")
def two_archives(tmp_path_factory):
    root = tmp_path_factory.mktemp("arch")
    paths = synth_exp.make_all(str(root / "results"))
    by_kernel = {}
    for p in paths:
        kernel = os.path.basename(p).split(".")[0]
        by_kernel.setdefault(kernel, []).append(p)
    return root, [board_tar(root, k, v) for k, v in by_kernel.items()], paths


def test_the_report_of_archives_is_the_report_of_their_sets(two_archives, tmp_path):
    root, tars, paths = two_archives
    by_name = {os.path.basename(p): p for p in paths}
    order = [by_name[os.path.basename(s)] for s in archives.expand(tars, str(tmp_path))]
    a, b = tmp_path / "a", tmp_path / "b"
    assert run_tool("report", "-o", str(a), *tars).returncode == 0
    assert run_tool("report", "-o", str(b), *order).returncode == 0
    qa = (a / "index.md").read_text().split("### Q1.", 1)[1]
    qb = (b / "index.md").read_text().split("### Q1.", 1)[1]
    assert qa == qb


def test_the_board_label_leads_its_archive(two_archives, tmp_path):
    _, _, paths = two_archives
    tar = tmp_path / "k.tar"
    with tarfile.open(tar, "w") as tf:
        doc = json.dumps({"label": "k"}).encode()
        info = tarfile.TarInfo("k/board.json")
        info.size = len(doc)
        tf.addfile(info, io.BytesIO(doc))
        tf.add(paths[0], arcname="k/sets/a-first-by-name")
        tf.add(paths[1], arcname="k/sets/k")
    sets = archives.expand([str(tar)], str(tmp_path))
    assert [os.path.basename(s) for s in sets] == ["k", "a-first-by-name"]
    # unpacked into the scratch directory, never beside the committed sets
    assert all(s.startswith(str(tmp_path)) for s in sets)


@pytest.mark.parametrize("name,kind", [("top/../../evil", tarfile.REGTYPE), ("/etc/evil", tarfile.REGTYPE),
                                       ("top/link", tarfile.SYMTYPE), ("top/dev", tarfile.CHRTYPE),
                                       ("other/file", tarfile.REGTYPE)])
def test_hostile_members_are_refused(tmp_path, name, kind):
    bad = tmp_path / "bad.tar"
    with tarfile.open(bad, "w") as tf:
        d = tarfile.TarInfo("top")
        d.type = tarfile.DIRTYPE
        tf.addfile(d)
        info = tarfile.TarInfo(name)
        info.type = kind
        if kind == tarfile.SYMTYPE:
            info.linkname = "/etc/passwd"
        tf.addfile(info, io.BytesIO(b"") if kind == tarfile.REGTYPE else None)
    dest = tmp_path / "dest"
    dest.mkdir()
    with pytest.raises(AnalysisError, match="not unpacked"):
        archives.unpack(str(bad), str(dest))
    assert list(dest.iterdir()) == []
    r = run_tool("report", "-o", str(tmp_path / "r"), str(bad))
    assert r.returncode != 0 and "not unpacked" in r.stderr

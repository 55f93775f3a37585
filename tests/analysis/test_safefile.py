"""zsfree_analysis.safefile: the one way files of someone else's set are opened."""
import lzma
import os
import resource

import pytest

from zsfree_analysis import safefile
from zsfree_analysis.safefile import RefusedFile


def write(path, data):
    with open(path, "wb") as f:
        f.write(data)
    return str(path)


def test_regular_file_inside_is_read(tmp_path):
    p = write(tmp_path / "a.json", b"{}")
    assert safefile.read_text(p, str(tmp_path)) == "{}"


def test_link_fifo_device_directory_are_refused(tmp_path):
    target = write(tmp_path / "t", b"x")
    os.symlink(target, tmp_path / "link")
    os.mkfifo(tmp_path / "fifo")
    for path, word in ((tmp_path / "link", "symbolic link"), (tmp_path / "fifo", "FIFO"),
                       ("/dev/zero", "character device"), (tmp_path, "directory")):
        with pytest.raises(RefusedFile) as e:
            safefile.read_bytes(str(path))
        assert word in str(e.value) and "\n" not in str(e.value)


def test_path_through_a_linked_directory_is_outside(tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    write(outside / "x.json", b"{}")
    s = tmp_path / "set"
    s.mkdir()
    os.symlink(outside, s / "probes")
    with pytest.raises(RefusedFile, match="resolves outside"):
        safefile.read_bytes(str(s / "probes" / "x.json"), str(s))
    with pytest.raises(RefusedFile, match="resolves outside"):
        safefile.read_bytes(str(s / ".." / "outside" / "x.json"), str(s))


def test_size_cap_plain_and_xz_bomb(tmp_path):
    p = write(tmp_path / "big", b"x" * 1001)
    with pytest.raises(RefusedFile, match="more than 1000 bytes"):
        safefile.read_bytes(p, limit=1000)
    # 256 MiB of zeros in about 40 KB of xz: refused while decompressing,
    # with the address space capped at 128 MiB above what the process uses
    comp = lzma.LZMACompressor(preset=0)
    chunks = [comp.compress(bytes(1 << 20)) for _ in range(256)] + [comp.flush()]
    bomb = write(tmp_path / "bomb.json.xz", b"".join(chunks))
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    try:
        resource.setrlimit(resource.RLIMIT_AS, (vm_size() + (128 << 20), hard))
        with pytest.raises(RefusedFile, match="more than"):
            safefile.read_bytes(bomb, limit=8 << 20)
    finally:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


def vm_size():
    """This process's address space now, in bytes."""
    with open("/proc/self/status") as f:
        return next(int(x.split()[1]) << 10 for x in f if x.startswith("VmSize:"))


def test_truncated_xz_is_an_lzma_error(tmp_path):
    p = write(tmp_path / "cut.json.xz", lzma.compress(b"{" * 10000)[:-20])
    with pytest.raises(lzma.LZMAError):
        safefile.read_bytes(p)


def test_oneline_escapes_controls():
    assert safefile.oneline("a\nb\x1b[2J\x07c") == "a\\nb\\x1b[2J\\x07c"
    assert len(safefile.oneline("x" * 500)) == 203
    assert safefile.oneline("x" * 500, limit=None) == "x" * 500


def test_private_dir_check(tmp_path):
    d = tmp_path / "d"
    d.mkdir()
    os.chmod(d, 0o755)
    assert safefile.check_private_dir(str(d)) == str(d)
    os.chmod(d, 0o777)
    with pytest.raises(RefusedFile, match="writable by group or others"):
        safefile.check_private_dir(str(d))
    os.chmod(d, 0o1777)
    assert safefile.check_private_dir(str(d))
    with pytest.raises(RefusedFile):
        safefile.check_private_dir(str(d), shared_ok=False)

"""Result sets brought back from boards: `zsfree-board all`'s LABEL.tar.

An archive holds LABEL/board.json, LABEL/check.txt and the result sets
under LABEL/sets/.  It comes from another machine and is read as hostile
input: it is unpacked into a private temporary directory (never beside the
committed sets in results/, so a board's `base` cannot collide with them),
members are regular files and directories under one top directory only,
and the unpacked size is bounded.
"""
import contextlib
import json
import os
import tarfile
import tempfile

from .errors import AnalysisError

MAX_BYTES = 4 << 30          # unpacked size of one archive
MAX_MEMBERS = 500000


def is_archive(path):
    return os.path.isfile(path) and tarfile.is_tarfile(path)


def _member_ok(m, top):
    """Why member m may not be unpacked, or None."""
    parts = m.name.split("/")
    if m.name.startswith("/") or ".." in parts or parts[0] != top:
        return f"its member {m.name!r} lies outside its top directory {top!r}"
    if not (m.isfile() or m.isdir()):
        return f"its member {m.name!r} is not a regular file or directory (links and devices are refused)"
    return None


def unpack(path, dest):
    """Unpack archive PATH into DEST; the directory of its one top entry."""
    try:
        with tarfile.open(path, "r:*") as tf:
            members = tf.getmembers()
            if not members or len(members) > MAX_MEMBERS:
                raise AnalysisError(f"{path}: {len(members)} members: not a zsfree-board archive")
            top = members[0].name.split("/")[0]
            total = 0
            for m in members:
                why = _member_ok(m, top)
                if why:
                    raise AnalysisError(f"{path}: {why}; not unpacked")
                total += m.size
                if total > MAX_BYTES:
                    raise AnalysisError(f"{path}: unpacks to more than {MAX_BYTES >> 30} GiB; not unpacked")
            for m in members:
                target = os.path.join(dest, m.name)
                if m.isdir():
                    os.makedirs(target, mode=0o700, exist_ok=True)
                    continue
                os.makedirs(os.path.dirname(target), mode=0o700, exist_ok=True)
                with tf.extractfile(m) as src, open(target, "wb") as out:
                    while True:
                        chunk = src.read(1 << 20)
                        if not chunk:
                            break
                        out.write(chunk)
    except (tarfile.TarError, OSError, EOFError) as e:
        raise AnalysisError(f"{path}: cannot read the archive ({e}); copy it again from the board")
    return os.path.join(dest, top)


def sets_in(root):
    """The result sets of an unpacked archive, its matrix set (the board's
    label) first, then the experiments' sets by name."""
    sets_dir = os.path.join(root, "sets")
    if not os.path.isdir(sets_dir):
        raise AnalysisError(f"{root}: no sets/ directory: not a zsfree-board archive")
    label = None
    try:
        with open(os.path.join(root, "board.json")) as f:
            label = json.load(f).get("label")
    except (OSError, ValueError, AttributeError):
        pass
    names = sorted(n for n in os.listdir(sets_dir) if os.path.isfile(os.path.join(sets_dir, n, "meta.json")))
    if not names:
        raise AnalysisError(f"{root}: no result set in sets/ (the board run measured nothing)")
    names.sort(key=lambda n: n != label)
    return [os.path.join(sets_dir, n) for n in names]


def expand(paths, scratch):
    """Each path as result-set directories: a set as itself, an archive or
    an unpacked archive directory as its sets."""
    out = []
    for i, p in enumerate(paths):
        if os.path.isdir(p) and not os.path.isfile(os.path.join(p, "meta.json")) \
                and os.path.isdir(os.path.join(p, "sets")):
            out += sets_in(p)
        elif is_archive(p):
            dest = os.path.join(scratch, str(i))
            os.makedirs(dest, mode=0o700)
            out += sets_in(unpack(p, dest))
        else:
            out.append(p)
    return out


@contextlib.contextmanager
def expanded(paths):
    """expand() for the time of a with block; the unpacked copies are
    removed afterwards."""
    if not any(is_archive(p) for p in paths):
        yield expand(paths, None)
        return
    with tempfile.TemporaryDirectory(prefix="zsfree-archives.") as scratch:
        yield expand(paths, scratch)

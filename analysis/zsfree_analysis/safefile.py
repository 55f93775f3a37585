"""Opening files that came from someone else: result sets sent by mail,
packed sets in LAVA job logs.

A file is read only when it is a regular file reached without following a
symbolic link at its last component, lies inside the set it belongs to
(after every link of its directories is resolved), and holds at most a
limit of bytes, compressed or not (an xz file is decompressed with the
same cap, so a small bomb stays small).  A refusal is a RefusedFile (an
OSError, so that callers' "cannot read" paths print it) whose text is one
line naming the file.

oneline() is how any untrusted string goes into a message: one line,
control characters escaped.
"""
import errno
import lzma
import os
import stat

# The largest file of a kept set is a 3.6 MB sample file; a result file
# beyond this many bytes is not one this toolkit wrote.
MAX_FILE_BYTES = 256 << 20
CHUNK = 1 << 20
XZ = ".xz"


class RefusedFile(OSError):
    """A file that is not read: what it is and why, on one line."""

    def __init__(self, path, why, code=errno.EPERM):
        super().__init__(code, why, path)
        self.message = f"{oneline(path)}: {why}"

    def __str__(self):
        return self.message


def oneline(text, limit=200):
    """TEXT on one line: control characters (newlines, terminal escapes)
    as \\n, \\x1b...; cut at LIMIT characters (None: never)."""
    out = []
    for c in str(text):
        if c.isprintable():
            out.append(c)
        elif c in "\n\r\t":
            out.append({"\n": "\\n", "\r": "\\r", "\t": "\\t"}[c])
        else:
            out.append(f"\\x{ord(c):02x}" if ord(c) < 256 else f"\\u{ord(c):04x}")
    s = "".join(out)
    return s if limit is None or len(s) <= limit else s[:limit] + "..."


def inside(root, path):
    """PATH if it resolves inside ROOT (links followed), else RefusedFile."""
    top = os.path.realpath(root)
    real = os.path.realpath(path)
    if real != top and os.path.commonpath([top, real]) != top:
        raise RefusedFile(path, f"resolves outside {oneline(root)} (to {oneline(real)}): refused")
    return path


def open_regular(path):
    """A read-only descriptor of PATH, a regular file that is not a symbolic
    link; FIFOs and devices are refused without blocking on them."""
    flags = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC | os.O_NOCTTY
    try:
        fd = os.open(path, flags)
    except OSError as e:
        if e.errno == errno.ELOOP:
            raise RefusedFile(path, "is a symbolic link: refused") from None
        raise
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise RefusedFile(path, f"is a {kind(st.st_mode)}, not a regular file: refused")
        os.set_blocking(fd, True)
        return fd, st
    except BaseException:
        os.close(fd)
        raise


def kind(mode):
    for test, name in ((stat.S_ISDIR, "directory"), (stat.S_ISFIFO, "FIFO"), (stat.S_ISCHR, "character device"),
                       (stat.S_ISBLK, "block device"), (stat.S_ISSOCK, "socket"), (stat.S_ISLNK, "symbolic link")):
        if test(mode):
            return name
    return "special file"


def too_big(path, limit):
    return RefusedFile(path, f"holds more than {limit} bytes, more than a result file can: refused", errno.EFBIG)


def read_bytes(path, root=None, limit=MAX_FILE_BYTES):
    """The bytes of PATH (decompressed when it ends in .xz), at most LIMIT;
    with ROOT, PATH must resolve inside it."""
    if root is not None:
        inside(root, path)
    fd, st = open_regular(path)
    with os.fdopen(fd, "rb") as f:
        if st.st_size > limit:
            raise too_big(path, limit)
        data = f.read(limit + 1)
        if len(data) > limit:
            raise too_big(path, limit)
    return unxz(path, data, limit) if path.endswith(XZ) else data


def unxz(path, data, limit):
    """xz DATA decompressed, refused as soon as it passes LIMIT bytes."""
    out, size = [], 0
    while data:     # one or more concatenated xz streams, like lzma.open
        dec = lzma.LZMADecompressor()
        while not dec.eof:
            chunk = dec.decompress(data, max_length=CHUNK)
            data = b""
            size += len(chunk)
            if size > limit:
                raise too_big(path, limit)
            out.append(chunk)
            if not chunk and dec.needs_input:
                raise lzma.LZMAError("Compressed data ended before the end-of-stream marker was reached")
        data = dec.unused_data
    return b"".join(out)


def read_text(path, root=None, limit=MAX_FILE_BYTES):
    """read_bytes as UTF-8 text (UnicodeDecodeError when it is not)."""
    return read_bytes(path, root, limit).decode("utf-8")


def check_private_dir(path, shared_ok=True):
    """PATH, an existing directory root (or this user) owns, that no one
    else can write into, else RefusedFile.  SHARED_OK lets a sticky
    directory such as /tmp pass (others cannot rename or remove what is
    ours in it); a result set directory itself is never shared."""
    st = os.lstat(path)
    if stat.S_ISLNK(st.st_mode):
        st = os.stat(path)   # a link the caller named: its target is checked
    if not stat.S_ISDIR(st.st_mode):
        raise RefusedFile(path, f"is a {kind(st.st_mode)}, not a directory: refused")
    if st.st_uid not in (0, os.geteuid()):
        raise RefusedFile(path, f"is owned by uid {st.st_uid}, not by root: refused (another user could "
                                "plant files or links in it)")
    if st.st_mode & 0o022 and not (shared_ok and st.st_mode & stat.S_ISVTX):
        raise RefusedFile(path, f"is writable by group or others (mode {stat.S_IMODE(st.st_mode):04o}): "
                                "refused (another user could plant files or links in it)")
    return path

"""Output files whole or not at all: written under a temporary name beside
the target (created O_EXCL, so never through a planted link), flushed to
disk and renamed over it.  A full disk or a signal leaves the old file (or
none) and no temporary one."""
import contextlib
import os
import tempfile


@contextlib.contextmanager
def replace(path, mode="w", **kw):
    """A file object whose content becomes PATH when the block ends
    without an exception; on any error the temporary file is removed."""
    d = os.path.dirname(path) or "."
    fd, tmp = tempfile.mkstemp(prefix=f".{os.path.basename(path)}.", suffix=".tmp", dir=d)
    try:
        with os.fdopen(fd, mode, **kw) as f:
            yield f
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, 0o644)
        os.rename(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise

"""Write a report directory whole or not at all.

Everything is written into a temporary directory beside the target and
renamed into place at the end, so an interrupted or failed run leaves the
previous report as it was (and no half-written one), and a new report
never keeps plots or tables the previous one had and this one has not.
"""
import contextlib
import os
import shutil
import tempfile

from .errors import AnalysisError

MARKER = "index.md"      # a directory holding it was written by analysis/report


def check_target(out):
    """Refuse an -o that is a file, or a directory with other content."""
    if os.path.lexists(out) and not os.path.isdir(out):
        raise AnalysisError(f"-o {out}: exists and is not a directory; give a new or report directory")
    if os.path.isdir(out) and os.listdir(out) and not os.path.exists(os.path.join(out, MARKER)):
        raise AnalysisError(f"-o {out}: not empty and holds no report ({MARKER}); give a new or report "
                            "directory (it is replaced as a whole)")


@contextlib.contextmanager
def staged(out):
    """Yield a temporary directory; on success it replaces out."""
    out = os.path.normpath(out)
    check_target(out)
    parent = os.path.dirname(os.path.abspath(out))
    try:
        tmp = tempfile.mkdtemp(prefix=f".{os.path.basename(out)}.tmp-", dir=parent)
    except OSError as e:
        raise AnalysisError(f"-o {out}: cannot create a directory in {parent}: {e.strerror}") from None
    try:
        yield tmp
        os.chmod(tmp, 0o755)
        old = None
        if os.path.isdir(out):
            old = tmp + ".old"
            os.rename(out, old)
        os.rename(tmp, out)
        if old:
            shutil.rmtree(old, ignore_errors=True)
    except OSError as e:
        raise AnalysisError(f"-o {out}: cannot write {e.filename or 'the report'}: "
                            f"{e.strerror or e}") from None
    finally:
        if os.path.isdir(tmp):
            shutil.rmtree(tmp, ignore_errors=True)

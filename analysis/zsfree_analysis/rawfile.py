"""Raw files of a result set, as the run wrote them or xz-compressed.

The raw files (probes/<run_id>.json, samples/<run_id>.jsonl) of the sets
kept in the repository are stored as NAME.xz beside the summaries, with
their sha256 in raw.sha256 (docs/results-format.md); a fresh run's are
plain.  Readers ask for the plain name and get whichever exists.
"""
import io
import os

from . import safefile

XZ = ".xz"


def find(path):
    """path, or path.xz when only the compressed file exists, or None."""
    if os.path.exists(path):
        return path
    if os.path.exists(path + XZ):
        return path + XZ
    return None


def open_text(path, root=None):
    """A text file object for path, NAME.xz decompressed: a regular file,
    no link, at most safefile.MAX_FILE_BYTES, inside ROOT when given
    (safefile.RefusedFile, an OSError, otherwise)."""
    return io.StringIO(safefile.read_text(path, root))

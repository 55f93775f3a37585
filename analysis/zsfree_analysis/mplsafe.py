"""matplotlib, imported so that no one else's configuration reaches it.

matplotlib reads ./matplotlibrc from the working directory before anything
else, and caches fonts in MPLCONFIGDIR (~/.config/matplotlib by default):
a report run as root from another user's directory would take that user's
settings (and their backend, which can name a module to import).  Here
MPLCONFIGDIR is a private temporary directory and the import runs with
that directory as the working directory; MATPLOTLIBRC is dropped.
Import this module before matplotlib."""
import atexit
import os
import shutil
import tempfile

_CONFIG = tempfile.mkdtemp(prefix="zsfree-mpl.")
atexit.register(shutil.rmtree, _CONFIG, True)
os.environ["MPLCONFIGDIR"] = _CONFIG
os.environ.pop("MATPLOTLIBRC", None)
_cwd = os.open(".", os.O_RDONLY | os.O_DIRECTORY) if os.path.isdir(".") else None
os.chdir(_CONFIG)
try:
    import matplotlib  # noqa: E402,F401  (reads its rc files now, from nowhere but its own)
    matplotlib.use("Agg")
finally:
    if _cwd is not None:
        os.fchdir(_cwd)
        os.close(_cwd)

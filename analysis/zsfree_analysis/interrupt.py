"""SIGINT, SIGTERM and SIGHUP end a command with one line, after its
cleanup ran: the signal becomes an exception, so every `finally` (the
report's staging directory, a temporary output file) runs on the way out."""
import signal
import sys

SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)


class Interrupted(BaseException):
    """Not an Exception: no `except Exception` of the command swallows it."""

    def __init__(self, signum):
        super().__init__(signum)
        self.signum = signum


def _raise(signum, _frame):
    raise Interrupted(signum)


def run(main, prog):
    """main()'s exit status; 128 + N and one line when signal N ends it."""
    for sig in SIGNALS:
        signal.signal(sig, _raise)
    try:
        return main()
    except Interrupted as e:
        for sig in SIGNALS:
            signal.signal(sig, signal.SIG_IGN)     # a second signal does not cut the line short
        name = signal.Signals(e.signum).name
        print(f"{prog}: interrupted ({name}): no output file is left half-written", file=sys.stderr)
        return 128 + e.signum

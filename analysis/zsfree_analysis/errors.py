"""The one error type the commands turn into a single line and exit 1."""


class AnalysisError(Exception):
    """A user-facing problem with the input: the message says what is wrong
    and, where it helps, what to do.  It must fit on one line."""

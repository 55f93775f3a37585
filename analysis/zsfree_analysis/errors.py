"""The one error type the commands turn into a single line and exit 1."""


from .safefile import oneline


class AnalysisError(Exception):
    """A user-facing problem with the input: the message says what is wrong
    and, where it helps, what to do.  It must fit on one line."""

    def __str__(self):
        # names and labels in it may come from someone else's set
        return oneline(super().__str__(), limit=None)

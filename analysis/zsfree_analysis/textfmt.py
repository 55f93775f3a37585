"""Numbers as text: the one place the analysis turns a figure or a
statistic into words.

Figures (figures/) and statistics (stats.py) stay numbers; the questions,
tables and sentences of the report print them through these helpers, so a
figure reads the same wherever it is quoted and an absent value is always
'n/a', never 0.
"""

NA = "n/a"


def fmt(v, unit="", nd=2):
    """The one number formatter of the report: 'n/a' for an absent value."""
    return NA if v is None else f"{v:.{nd}f}{unit}"


def signed(v, unit="", nd=1):
    """'+10.1 ms': a difference with its sign, 'n/a' when absent."""
    return NA if v is None else f"{v:+.{nd}f}{unit}"


def count(v):
    """A count or a rounded figure without decimals, 'n/a' when absent."""
    return NA if v is None else f"{v:.0f}"


def pct_of(part, whole, nd=0):
    """'42%': part as a percentage of whole, 'n/a' when whole is 0 or absent."""
    return NA if not whole or part is None else f"{100.0 * part / whole:.{nd}f}%"


def ci_text(ci):
    """'1.12x, 95 % CI [0.91, 1.38]' of a stats.ratio_ci triple."""
    return f"{ci[0]:.2f}x, 95 % CI [{ci[1]:.2f}, {ci[2]:.2f}]"


def interval_text(c):
    """'0.56x [0.50, 0.62]' of a stats.compare_runs result, or why there is none."""
    if c["ratio"] is None:
        return "no interval (fewer than 2 runs or no spread)"
    return f"{c['ratio']:.2f}x [{c['low']:.2f}, {c['high']:.2f}]"

"""Command-line options that compare and report share, defined once."""

from . import config_check


def add_comparison_options(p):
    """--label, --allow-different and --pairs: how sets are named, which
    environment differences are accepted, and which kernels are compared."""
    p.add_argument("--label", metavar="OLD=NEW", action="append", default=[],
                   help="show a set under another label, e.g. --label base=Base (repeatable)")
    p.add_argument("--allow-different", metavar="FIELD", action="append", default=[],
                   choices=config_check.ENVIRONMENT_NAMES,
                   help="compare sets whose FIELD differs (listed in the output); repeatable; one of "
                        + ", ".join(config_check.ENVIRONMENT_NAMES))
    p.add_argument("--pairs", metavar="A:B,...",
                   help="kernel pairs to compare, by label (default: each kernel against the baseline and "
                        "against the kernel it extends, two that extend the same one against each other; "
                        "kernel-patches/variants)")

"""Which kernel extends which, from kernel-patches/variants.

A variant is its series of patches in order (each entry a directory's
*.patch files in name order, or one .patch file); variant X extends Y when
Y's patches are the first patches of X (the longest such Y).  The default
pairs of compare and report follow that: each variant against the baseline
and against the variant it extends, a re-run NAME.drift against NAME, and
two variants that extend the same patched variant against each other, as
alternatives to one change (p1b+2 and p1c+2 both bound p1+2's queue); so
two series that do not build on each other (p1 and lock-v5 on base) are
never compared as if one followed the other.
"""
import os

from .errors import AnalysisError

DEFAULT_FILE = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                            "kernel-patches", "variants")


def _patches(root, entry):
    path = os.path.join(root, entry)
    if os.path.isdir(path):
        return [f"{entry.rstrip('/')}/{f}" for f in sorted(os.listdir(path)) if f.endswith(".patch")]
    return [entry]


def read(path=DEFAULT_FILE):
    """{variant: [patch, ...]} of a variants file; {} when it is absent (a
    copy of the analysis without the kernel patches)."""
    try:
        with open(path, encoding="utf-8") as f:
            lines = f.read().splitlines()
    except FileNotFoundError:
        return {}
    except (OSError, UnicodeDecodeError) as e:
        raise AnalysisError(f"{path}: cannot read the kernel variants: {e}") from None
    root = os.path.dirname(path)
    out = {}
    for line in lines:
        words = line.split("#", 1)[0].split()
        if words:
            out[words[0]] = [p for entry in words[1:] for p in _patches(root, entry)]
    return out


def parents(variants):
    """{variant: the variant it extends, or None}."""
    out = {}
    for name, patches in variants.items():
        best = None
        for other, op in variants.items():
            if other != name and len(op) < len(patches) and patches[:len(op)] == op:
                if best is None or len(op) > len(variants[best]):
                    best = other
        out[name] = best
    return out


def split_label(label):
    """(kernel, suffix) of a set label: 'p1+2.iso-pinned' -> ('p1+2', '.iso-pinned')."""
    kernel, dot, rest = label.partition(".")
    return kernel, dot + rest


def default_pairs(labels, variants=None):
    """[(A, B)]: each set against the baseline (labels[0]) and against the
    set of the kernel it extends with the same suffix, NAME.drift against
    NAME; without lineage for a label, against the baseline only; then the
    alternatives to one variant against each other (alternative_pairs)."""
    if not labels:
        return []
    variants = read() if variants is None else variants
    par = parents(variants)
    have = set(labels)
    base = split_label(labels[0])[0]
    out = []
    for lab in labels[1:]:
        if lab.endswith(".drift") and lab[:-len(".drift")] in have:
            out.append((lab[:-len(".drift")], lab))
            continue
        kernel, suffix = split_label(lab)
        ref = _suffix_baseline(labels, base, lab)
        if ref is None:
            continue
        if (ref, lab) not in out:
            out.append((ref, lab))
        up = par.get(kernel)
        if up is not None and up + suffix in have and up + suffix != ref:
            out.append((up + suffix, lab))
    return out + [p for p in alternative_pairs(labels, variants) if p not in out]


def _suffix_baseline(labels, base, lab):
    """The set lab is compared with first: the baseline kernel's set of the
    same suffix (p1+2.iso-busy against base.iso-busy when both are given,
    not against base.iso-pinned), else the baseline; None for the baseline
    kernel's own set of a suffix other sets share (the baseline of those)."""
    kernel, suffix = split_label(lab)
    same = base + suffix
    if kernel == base:
        shared = any(split_label(x)[1] == suffix and x != lab for x in labels)
        return None if shared and same != labels[0] else labels[0]
    return same if same in labels else labels[0]


def alternative_pairs(labels, variants=None):
    """[(A, B)]: sets of two kernels that extend the same patched variant,
    with the same suffix (p1b+2 and p1c+2 both bound p1+2's queue):
    alternatives to one another, which the lineage alone never compares; in
    the order the labels were given.  Two series on the unpatched tree (p1
    and lock-v5) are not alternatives of one change."""
    variants = read() if variants is None else variants
    par = parents(variants)

    def patched_parent(label):
        up = par.get(split_label(label)[0])
        return up if variants.get(up) else None

    return [(la, lb) for i, la in enumerate(labels) for lb in labels[i + 1:]
            if split_label(la)[1] == split_label(lb)[1]
            and patched_parent(la) is not None and patched_parent(la) == patched_parent(lb)]

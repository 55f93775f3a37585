"""Which kernel is compared with which: kernel-patches/variants' lineage."""
from zsfree_analysis import lineage

# the shape of kernel-patches/variants: two series on base, two bounded
# variants of p1+2
VARIANTS = {"base": [], "p1": ["rfc/1"], "p1+2": ["rfc/1", "rfc/2"], "lock": ["lock/1"],
            "lock+p1+2": ["lock/1", "rfc-on-lock/1"], "p1b+2": ["rfc/1", "rfc/2", "p1b/1"],
            "p1c+2": ["rfc/1", "rfc/2", "p1c/1"]}


def test_parents_are_the_longest_prefix():
    par = lineage.parents(VARIANTS)
    assert par["p1+2"] == "p1" and par["p1c+2"] == "p1+2" and par["lock+p1+2"] == "lock"
    assert par["base"] is None and par["p1"] == "base"


def test_default_pairs_baseline_parent_and_alternatives():
    labels = ["base", "p1+2", "p1b+2", "p1c+2"]
    assert lineage.default_pairs(labels, VARIANTS) == [
        ("base", "p1+2"), ("base", "p1b+2"), ("p1+2", "p1b+2"), ("base", "p1c+2"), ("p1+2", "p1c+2"),
        ("p1b+2", "p1c+2")]


def test_each_set_is_compared_with_the_baseline_kernels_set_of_its_suffix():
    labels = ["base.iso-pinned", "base.iso-busy", "p1+2.iso-pinned", "p1+2.iso-busy", "p1b+2.iso-busy"]
    # not p1+2.iso-busy against base.iso-pinned: the busy sets have their own baseline
    assert lineage.default_pairs(labels, VARIANTS) == [
        ("base.iso-pinned", "p1+2.iso-pinned"), ("base.iso-busy", "p1+2.iso-busy"),
        ("base.iso-busy", "p1b+2.iso-busy"), ("p1+2.iso-busy", "p1b+2.iso-busy")]
    # a suffix only the baseline kernel has is still compared with the baseline
    assert lineage.default_pairs(["base.fp-zram", "base.fp-brd"], VARIANTS) == [("base.fp-zram", "base.fp-brd")]
    # without the baseline kernel's set of that suffix, against the baseline
    assert lineage.default_pairs(["base.a", "p1+2.b"], VARIANTS) == [("base.a", "p1+2.b")]


def test_alternative_pairs_extend_one_patched_variant():
    labels = ["base", "p1", "lock", "p1+2", "p1b+2", "p1c+2"]
    # p1 and lock both extend base: two series, not alternatives of one
    assert lineage.alternative_pairs(labels, VARIANTS) == [("p1b+2", "p1c+2")]
    # the same suffix only: a pressure-zram set is not compared with a pressure-zswap one
    assert lineage.alternative_pairs(["base.x", "p1b+2.x", "p1c+2.y"], VARIANTS) == []
    assert lineage.alternative_pairs(["base.x", "p1c+2.x", "p1b+2.x"], VARIANTS) == [("p1c+2.x", "p1b+2.x")]
    assert lineage.alternative_pairs([], VARIANTS) == []
    # with p1+2 the baseline, its two bounded variants are still compared with each other
    assert lineage.default_pairs(["p1+2", "p1b+2", "p1c+2"], VARIANTS) == [
        ("p1+2", "p1b+2"), ("p1+2", "p1c+2"), ("p1b+2", "p1c+2")]

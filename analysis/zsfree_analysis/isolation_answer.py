"""Q4's reading of the isolation experiment: per placement and per cell,
each pair of kernels the lineage compares, the tenants' baselines before
the kill first, then what the kill did to them.

A kill is the sample: every tenant_* figure is the mean over one kill's
tenants (they share the kill, so they are not independent), n = kills.
Rates and latencies are compared as a ratio of means with Fieller's 95 %
interval; the dip, a percentage of each tenant's own baseline that may be
near zero or negative, as a difference of means in percentage points with
Welch's interval (stats.compare_runs, stats.compare_diff).
"""
import re

from . import figures, lineage, stats, textfmt
from .release_answer import cell_text
from .table import Table

# (figure, words for a larger / a smaller value of kernel b)
BASELINE = (("tenant_base_iter_per_s", ("higher", "lower")), ("tenant_base_p99_us", ("larger", "smaller")))
AROUND = (("tenant_dip_pct", ("deeper", "shallower")), ("tenant_impact_p99_us", ("larger", "smaller")),
          ("tenant_impact_max_us", ("larger", "smaller")))
DIFFERENCES = {"tenant_dip_pct"}
COLUMNS = ["placement", "cell", "kernel_a", "kernel_b", "figure", "unit", "n_a", "n_b", "mean_a", "mean_b",
           "median_a", "median_b", "ratio_b_over_a", "difference_b_minus_a", "ci_low", "ci_high", "verdict"]
WORDS = {"tenant_base_iter_per_s": "rate", "tenant_base_p99_us": "p99", "tenant_dip_pct": "dip below their own "
         "baseline", "tenant_impact_p99_us": "p99", "tenant_impact_max_us": "largest latency"}


NAMES = [n for n, _ in BASELINE + AROUND]
ROUND = re.compile(r"(.+)-r(\d+)")


def cell_values(sets, key):
    """{figure: per-kill values} of cell key over sets (one set, or the
    boots of one kernel pooled)."""
    out = {n: [] for n in NAMES}
    for s in sets:
        v = figures.values(s, s.cells().get(key, []), NAMES)
        for n in NAMES:
            out[n] += v[n]
    return out


def compare_cell(place, key, a, b):
    """[COLUMNS row] per tenant figure of cell key, set b against set a."""
    return compare_values(place, cell_text(key), a.label, b.label, cell_values([a], key), cell_values([b], key))


def compare_values(place, cell, label_a, label_b, va, vb):
    """[COLUMNS row] per tenant figure, values vb against va."""
    rows = []
    for name, words in BASELINE + AROUND:
        if name in DIFFERENCES:
            c = stats.compare_diff(va[name], vb[name], *words)
        else:
            c = stats.compare_runs(va[name], vb[name], *words)
        rows.append([place, cell, label_a, label_b, name, figures.BY_NAME[name].unit, c["n_a"],
                     c["n_b"], c["mean_a"], c["mean_b"], c["median_a"], c["median_b"], c.get("ratio"),
                     c.get("diff"), c["low"], c["high"], c["verdict"]])
    return rows


def figure_text(row):
    """'rate 1234 vs 1250 iter/s (0.99x [0.97, 1.01], n = 10/10: inconclusive)'."""
    name, unit, nd = row[4], row[5], (1 if row[5] == "%" else 0)
    if row[14] is None:
        iv = "no interval (fewer than 2 kills or no spread)"
    elif row[4] in DIFFERENCES:
        iv = f"{row[13]:+.1f} points [{row[14]:+.1f}, {row[15]:+.1f}]"
    else:
        iv = f"{row[12]:.2f}x [{row[14]:.2f}, {row[15]:.2f}]"
    return (f"{WORDS[name]} {textfmt.fmt(row[9], '', nd)} vs {textfmt.fmt(row[8], '', nd)} {unit} "
            f"({iv}, n = {row[7]}/{row[6]}: {row[16]})")


def baselines_differ(rows):
    """The figures on which the tenants differ before any kill."""
    words = dict(BASELINE)
    return [r for r in rows if r[4] in words and r[16] in words[r[4]]]


def sentence(rows, env):
    """One pair and cell: the baselines first, then the kill's effect."""
    place, cell, a, b = rows[0][:4]
    by = {r[4]: r for r in rows}
    text = (f"{place}, {cell}, {b} against {a}, per kill: before the kill the tenants' "
            + ", ".join(figure_text(by[n]) for n, _ in BASELINE)
            + "; around the kill their " + ", ".join(figure_text(by[n]) for n, _ in AROUND)
            + " (means over kills, each kill the mean of its tenants; ratios of means with Fieller's 95 % CI, "
            f"the dip's difference of means with Welch's 95 % CI{env.replace(' (', '; ').rstrip(')')})")
    differ = baselines_differ(rows)
    if differ:
        text += ("; their baselines differ (" + ", ".join(f"{WORDS[r[4]]} {r[16]}" for r in differ) + f" on "
                 f"{b}), so the latencies around the kill compare unlike tenants: the dip, against each "
                 "tenant's own baseline, is the comparable figure")
    return text + "."


def boots(labels):
    """{first boot's label: [later boots' labels]}: a set labelled X-rN is
    another boot (round N) of set X's kernel and placement."""
    out = {}
    for lab in labels:
        m = ROUND.fullmatch(lab)
        if m and m.group(1) in labels:
            out.setdefault(m.group(1), []).append(lab)
    return out


def pooled_label(label, n):
    return f"{label} ({n} boots)"


def answer(a, groups, env_of, sorted_cells):
    """Sentences into a.meaning, the q4-isolation table into a.data.  Per
    placement and cell: each pair of the lineage within one boot; where a
    kernel ran in several boots (X and X-rN), each later boot against the
    first (the same kernel: what a boot alone changes) and the pair of
    kernels with their boots pooled.  The headline: the busy placement's
    largest cell against its first kernel, pooled when there are boots to
    pool (else the pinned placement's).  groups: experiments.Group list of
    the isolation experiment; env_of(set): ' (accelerator, CPUs)'."""
    rows, heads = [], {}
    for g in groups:
        place = g.params.get("placement") or g.title()
        by = {s.label: s for s in g.sets}
        more = boots(list(by))
        steps = [(by[x], by[y]) for x, y in lineage.default_pairs(list(by))]
        steps += [(by[x], by[y]) for x, later in more.items() for y in later]
        cells = sorted_cells(g.sets)
        largest = max((k[1] * k[2] for k in cells), default=None)
        for key in cells:
            for prev, s in steps:
                if not (prev.cells().get(key) and s.cells().get(key)):
                    continue
                r = compare_cell(place, key, prev, s)
                rows += r
                a.meaning.append(sentence(r, env_of(s)))
                if prev is g.sets[0] and key[1] * key[2] == largest:
                    heads.setdefault(place, a.meaning[-1])
            for x, y in lineage.default_pairs([lab for lab in by if lab in more]):
                sx, sy = [by[x]] + [by[z] for z in more[x]], [by[y]] + [by[z] for z in more[y]]
                if not all(s.cells().get(key) for s in sx + sy):
                    continue
                r = compare_values(place, cell_text(key), pooled_label(x, len(sx)), pooled_label(y, len(sy)),
                                   cell_values(sx, key), cell_values(sy, key))
                rows += r
                a.meaning.append(sentence(r, env_of(by[y])))
                if x == g.sets[0].label and key[1] * key[2] == largest:
                    heads[place] = a.meaning[-1]
    head = heads.get("busy") or heads.get("pinned") or next(iter(heads.values()), None)
    if head is not None and a.headline is None:
        a.headline = head
    if rows:
        a.data.append(Table("q4-isolation", "Q4: the tenants per kill, kernel b against kernel a, per placement "
                            "and cell", "", COLUMNS, rows))
    return bool(rows)

"""docs/zsprobe.md quotes its host measurements from the files that hold them.

A fenced block right after a line `<!-- quoted from PATH -->` must consist of
lines of PATH (relative to the repository), each verbatim, so a figure typed
by hand, or one a new measurement moved, fails here until the quote is taken
from the file again.
"""
import os
import re

import pytest

from conftest import ROOT

DOC = os.path.join(ROOT, "docs", "zsprobe.md")
MARK = re.compile(r"^<!-- quoted from (\S+) -->$")


def quotes(text):
    """[(path, [quoted lines])] for every marked fenced block of text."""
    out, lines = [], text.split("\n")
    for i, line in enumerate(lines):
        m = MARK.match(line)
        if not m:
            continue
        if i + 1 >= len(lines) or not lines[i + 1].startswith("```"):
            out.append((m.group(1), None))
            continue
        block = []
        for q in lines[i + 2:]:
            if q.startswith("```"):
                break
            block.append(q)
        out.append((m.group(1), block))
    return out


def unquoted(text, root=ROOT):
    """Every problem with text's quotes, as one line each."""
    bad = []
    for path, block in quotes(text):
        full = os.path.join(root, path)
        if block is None:
            bad.append(f"{path}: the marker is not followed by a fenced block")
        elif not block:
            bad.append(f"{path}: empty quote")
        elif not os.path.isfile(full):
            bad.append(f"{path}: no such file")
        else:
            with open(full, encoding="utf-8") as f:
                have = set(f.read().split("\n"))
            bad += [f"{path}: not in the file: {q}" for q in block if q not in have]
    return bad


def test_doc_quotes_are_the_files():
    with open(DOC, encoding="utf-8") as f:
        text = f.read()
    assert quotes(text), "docs/zsprobe.md quotes no measurement file"
    assert unquoted(text) == []


@pytest.mark.parametrize("change", ["number", "missing-file", "no-block"])
def test_a_changed_quote_fails(tmp_path, change):
    (tmp_path / "m.txt").write_text("none getppid 148.2 ns\nbasic getppid 143.0 ns (-3.5%)\n")
    quote = "none getppid 148.2 ns\nbasic getppid 143.0 ns (-3.5%)"
    good = f"<!-- quoted from m.txt -->\n```\n{quote}\n```\n"
    assert unquoted(good, str(tmp_path)) == []
    bad = {
        "number": good.replace("143.0", "140.0"),
        "missing-file": good.replace("m.txt", "gone.txt"),
        "no-block": "<!-- quoted from m.txt -->\ntext\n",
    }[change]
    assert unquoted(bad, str(tmp_path)) != []

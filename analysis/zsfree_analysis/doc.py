"""A small document model rendered to Markdown and to HTML.

The report is built once as a list of blocks and written twice, so the two
files always say the same thing."""
import html
import os
import re


class Doc:
    def __init__(self, title):
        self.title = title
        self.blocks = []

    def h(self, level, text, anchor=None):
        self.blocks.append(("h", level, text, anchor))

    def p(self, text):
        self.blocks.append(("p", text))

    def kv(self, key, text):
        """A paragraph with a bold lead word: 'Question: ...'."""
        self.blocks.append(("kv", key, text))

    def ul(self, items):
        if items:
            self.blocks.append(("ul", list(items)))

    def pre(self, text):
        self.blocks.append(("pre", text))

    def table(self, header, rows):
        self.blocks.append(("table", list(header), [list(r) for r in rows]))

    def img(self, path, alt):
        self.blocks.append(("img", path, alt))


def _cell(v):
    return "" if v is None else str(v)


# What a Markdown renderer would act on in quoted text (labels, commands,
# notes come from someone's result set): raw HTML, links, line breaks.
# (CommonMark's raw HTML and autolinks: <tag, </tag, <!, <?, <scheme:)
_MD_HTML = re.compile(r"<(?=[A-Za-z][A-Za-z0-9-]*[\s/>]|/[A-Za-z]|[!?]|[A-Za-z][A-Za-z0-9+.-]{1,31}:)")
_MD_CONTROL = re.compile(r"[\x00-\x1f\x7f]+")
# a `code` span of single backticks, which renders literally (the one
# inline markup the report's own text uses; kept as it is)
_MD_CODE = re.compile(r"((?<!`)`[^`]+`(?!`))")


def _md(text):
    """TEXT for one Markdown line: control characters and newlines as one
    space; outside `code` spans a tag's < as &lt; and ]( as ]\\(, so
    nothing becomes HTML or a link (the HTML version escapes the same text)."""
    parts = _MD_CODE.split(_MD_CONTROL.sub(" ", _cell(text)))
    for i in range(0, len(parts), 2):
        parts[i] = _MD_HTML.sub("&lt;", parts[i]).replace("](", "]\\(")
    return "".join(parts)


def _fence(text):
    """A code fence longer than any run of backticks in TEXT."""
    runs = re.findall(r"`+", text)
    return "`" * max(3, 1 + max((len(r) for r in runs), default=0))


def to_markdown(doc):
    out = [f"# {_md(doc.title)}", ""]
    for b in doc.blocks:
        kind = b[0]
        if kind == "h":
            out += [f"{'#' * (b[1] + 1)} {_md(b[2])}", ""]
        elif kind == "p":
            out += [_md(b[1]), ""]
        elif kind == "kv":
            out += [f"**{_md(b[1])}:** {_md(b[2])}", ""]
        elif kind == "ul":
            out += [f"- {_md(i)}" for i in b[1]] + [""]
        elif kind == "pre":
            fence = _fence(b[1])
            out += [fence, b[1].rstrip("\n"), fence, ""]
        elif kind == "table":
            out.append("| " + " | ".join(_md(h).replace("|", "\\|") for h in b[1]) + " |")
            out.append("|" + "---|" * len(b[1]))
            for r in b[2]:
                out.append("| " + " | ".join(_md(c).replace("|", "\\|") for c in r) + " |")
            out.append("")
        elif kind == "img":
            out += [f"![{_md(b[2]).replace(']', chr(92) + ']')}]({b[1]})", ""]
    return "\n".join(out).rstrip() + "\n"


STYLE = """body{font-family:sans-serif;max-width:1100px;margin:2em auto;line-height:1.45}
pre{background:#f6f6f6;padding:.6em;overflow-x:auto;font-size:13px}
table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 6px;font-size:13px}
img{max-width:100%;border:1px solid #eee}"""


def _inline(text):
    """Escaped text with `code` spans, the one Markdown inline the report uses."""
    return re.sub(r"`([^`]+)`", r"<code>\1</code>", html.escape(text))


def to_html(doc):
    e = html.escape
    out = ["<!DOCTYPE html>", "<html><head><meta charset=\"utf-8\">", f"<title>{e(doc.title)}</title>",
           f"<style>{STYLE}</style></head><body>", f"<h1>{e(doc.title)}</h1>"]
    for b in doc.blocks:
        kind = b[0]
        if kind == "h":
            anchor = f" id=\"{e(b[3])}\"" if b[3] else ""
            out.append(f"<h{b[1] + 1}{anchor}>{e(b[2])}</h{b[1] + 1}>")
        elif kind == "p":
            out.append(f"<p>{_inline(b[1])}</p>")
        elif kind == "kv":
            out.append(f"<p><b>{e(b[1])}:</b> {_inline(b[2])}</p>")
        elif kind == "ul":
            out.append("<ul>" + "".join(f"<li>{_inline(i)}</li>" for i in b[1]) + "</ul>")
        elif kind == "pre":
            out.append(f"<pre>{e(b[1])}</pre>")
        elif kind == "table":
            out.append("<table><tr>" + "".join(f"<th>{e(_cell(h))}</th>" for h in b[1]) + "</tr>")
            for r in b[2]:
                out.append("<tr>" + "".join(f"<td>{e(_cell(c))}</td>" for c in r) + "</tr>")
            out.append("</table>")
        elif kind == "img":
            out.append(f"<p><img src=\"{e(b[1])}\" alt=\"{e(b[2])}\"></p>")
    out.append("</body></html>")
    return "\n".join(out) + "\n"


def write(doc, outdir):
    os.makedirs(outdir, exist_ok=True)
    paths = []
    for name, render in (("index.md", to_markdown), ("index.html", to_html)):
        path = os.path.join(outdir, name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(render(doc))
        paths.append(path)
    return paths

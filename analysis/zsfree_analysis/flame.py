"""Flame graphs as SVG from folded stacks (profile.fold), drawn here, no
third-party tool: a frame's width is its share of all samples, its
children sit on top of it, sorted by name (as in Brendan Gregg's
flamegraph.pl, whose layout this follows).  The differential graph takes its
widths from the second profile and colours each frame by how its share
changed from the first: red grew, blue shrank, white unchanged (the idea of
flamegraph.pl's difffolded.pl, with shares instead of counts so that two
runs of different length compare)."""
import hashlib
from xml.sax.saxutils import escape

WIDTH = 1200
ROW = 16
PAD = 10
MIN_PX = 0.3                # narrower frames are not drawn
CHAR_PX = 7


def tree(folded):
    """{name: [count, children]} from {"a;b;c": n}."""
    root = [0, {}]
    for stack, n in folded.items():
        root[0] += n
        node = root
        for f in stack.split(";"):
            node = node[1].setdefault(f, [0, {}])
            node[0] += n
    return root


def depth(node):
    return 1 + max((depth(c) for c in node[1].values()), default=0)


def _warm(name):
    h = int(hashlib.sha1(name.encode()).hexdigest()[:6], 16)
    return f"rgb({205 + h % 50},{(h >> 8) % 180 + 50},{(h >> 16) % 55})"


def _diff_colour(delta, scale):
    """delta of share; scale: the largest |delta| (full colour)."""
    if not scale or abs(delta) < 1e-12:
        return "rgb(250,250,250)"
    v = int(220 * min(1.0, abs(delta) / scale))
    return f"rgb(255,{250 - v},{250 - v})" if delta > 0 else f"rgb({250 - v},{250 - v},255)"


def _frames(node, path, x, level, px_per, out):
    for name in sorted(node[1]):
        child = node[1][name]
        w = child[0] * px_per
        if w >= MIN_PX:
            out.append((path + (name,), name, child[0], x, level, w))
            _frames(child, path + (name,), x, level + 1, px_per, out)
        x += w


def shares_by_path(folded):
    """{(frame, ...): share of all samples} of every node."""
    t, out = tree(folded), {}
    total = t[0] or 1

    def walk(node, path):
        for name, child in node[1].items():
            out[path + (name,)] = child[0] / total
            walk(child, path + (name,))
    walk(t, ())
    return out


def svg(folded, title, base=None):
    """The SVG text of folded (a differential one against base if given)."""
    t = tree(folded)
    total = t[0]
    levels = depth(t) - 1 if total else 0
    height = (levels + 3) * ROW + 2 * PAD
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" '
           f'viewBox="0 0 {WIDTH} {height}" font-family="monospace" font-size="11">',
           f'<rect width="{WIDTH}" height="{height}" fill="#fdfdf5"/>',
           f'<text x="{WIDTH / 2}" y="{PAD + 12}" text-anchor="middle" font-size="14">{escape(title)}</text>']
    if not total:
        out.append(f'<text x="{PAD}" y="{PAD + 2 * ROW + 12}">no samples</text></svg>')
        return "\n".join(out) + "\n"
    frames = []
    _frames(t, (), PAD, 0, (WIDTH - 2 * PAD) / total, frames)
    delta, scale = {}, 0.0
    if base is not None:
        now, before = shares_by_path(folded), shares_by_path(base)
        delta = {p: now[p] - before.get(p, 0.0) for p in now}
        scale = max((abs(d) for d in delta.values()), default=0.0)
    for path, name, n, x, level, w in frames:
        y = height - PAD - (level + 1) * ROW
        share = 100.0 * n / total
        tip = f"{name} ({n} samples, {share:.2f} %"
        if base is not None:
            tip += f", {100 * delta[path]:+.2f} points against the base"
            fill = _diff_colour(delta[path], scale)
        else:
            fill = _warm(name)
        tip += ")"
        out.append(f'<g><title>{escape(tip)}</title><rect x="{x:.2f}" y="{y}" width="{w:.2f}" '
                   f'height="{ROW - 1}" fill="{fill}" rx="2"/>')
        fit = int((w - 4) // CHAR_PX)
        if fit >= 3:
            label = name if len(name) <= fit else name[:fit - 2] + ".."
            out.append(f'<text x="{x + 2:.2f}" y="{y + ROW - 4}">{escape(label)}</text>')
        out.append("</g>")
    out.append("</svg>")
    return "\n".join(out) + "\n"

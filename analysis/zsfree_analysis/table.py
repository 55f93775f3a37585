"""A rendered table plus its data, the unit that compare prints and exports."""
import textwrap


class Table:
    """name: file-name-safe id; title: one line; text: the plain-text
    rendering; columns/rows: the same numbers in tidy form for CSV/JSON."""

    def __init__(self, name, title, text, columns, rows, notes=()):
        self.name = name
        self.title = title
        self.text = text
        self.columns = list(columns)
        self.rows = [list(r) for r in rows]
        self.notes = list(notes)

    def as_dict(self):
        return {"name": self.name, "title": self.title, "columns": self.columns,
                "rows": self.rows, "notes": self.notes, "text": self.text}


def wrap(text, width, indent="  ", cont=None):
    """Word-wrapped lines, each within width columns; continuation lines get
    cont (default: the same indent)."""
    return textwrap.wrap(text, width=width, initial_indent=indent,
                         subsequent_indent=indent if cont is None else cont,
                         break_on_hyphens=False)


def fit_label(label, width):
    """A kernel label shortened to width columns, marked with '~' if cut."""
    return label if len(label) <= width else label[:width - 1] + "~"


def chunks(items, size):
    return [items[i:i + size] for i in range(0, len(items), size)] or [[]]

"""What changed between two drawings of a board: the few elements to replace, not the whole SVG.

A played move changes a handful of elements of a board drawn in 30–50 kB of SVG.
:func:`patch` compares the element trees of the old and the new drawing and lists
the smallest runs of elements that differ, so the board sends those alone and the
front end (``static/board.js``) swaps them in place: less to send, and the browser
lays out and paints only what changed.

A change is ``[path, first, count, start, end, text]``.  ``path`` finds an element of the
old drawing (child numbers from the ``<svg>`` element down).  With ``first`` ≥ 0 its
children ``first … first + count - 1`` give way to the elements written in ``text``
(none, one or several; ``count`` 0 inserts).  With ``first`` = -1 only the element's start
tag changed: ``text`` is the new one, and its attributes are copied.  ``start:end`` is
the stretch of the old SVG text that ``text`` replaces, so splicing every change into
the old text gives the new text exactly (:func:`apply`; the front end keeps its copy of
the drawing current that way).

The parser reads the SVG this project writes (``widgets.svg.to_string``): elements,
text, CDATA; in text and attribute values ``<`` and ``>`` are always escaped.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field

_TOKEN = re.compile(r"<(/?)([^\s/>!?]+)([^>]*)>|<!\[CDATA\[.*?\]\]>|<!--.*?-->|<\?.*?\?>", re.DOTALL)
#: a patch larger than this share of the new drawing is not worth it: the whole drawing goes instead
MAX_SHARE = 0.6
#: a changed fragment (finished text, see ``widgets.svg.fragment``) up to this length is sent whole: cheaper
#: than reading it to find the few elements inside that changed
WHOLE_FRAGMENT = 2000


@dataclass(slots=True)
class Element:
    """One element of a drawing: where its text starts and ends, and its children."""

    tag: str
    start: int
    open_end: int = 0          # the end of its start tag
    close_start: int = 0       # the start of its end tag (== end for an empty element)
    end: int = 0
    children: list[Element] = field(default_factory=list)
    #: written as one piece of text whose inside was not recorded (``widgets.svg.to_string``'s cached
    #: fragments): it is parsed only if it changed
    opaque: bool = False


class NotADrawing(ValueError):
    """The text is not one well-formed element (the board then sends the whole drawing)."""


def parse(svg: str, start: int = 0, end: int | None = None) -> Element:
    """The element tree of ``svg`` (or of its one element in ``start:end``) with the text positions of
    every element."""
    stack: list[Element] = []
    root: Element | None = None
    for token in _TOKEN.finditer(svg, start, len(svg) if end is None else end):
        closing, tag, rest = token.group(1, 2, 3)
        if tag is None:
            continue  # CDATA, a comment or a processing instruction: text of its element
        if closing:
            if not stack or stack[-1].tag != tag:
                raise NotADrawing(f"</{tag}> closes nothing at {token.start()}")
            element = stack.pop()
            element.close_start, element.end = token.start(), token.end()
            continue
        element = Element(tag, token.start(), open_end=token.end())
        if stack:
            stack[-1].children.append(element)
        elif root is None:
            root = element
        else:
            raise NotADrawing("more than one element at the top")
        if rest.endswith("/"):
            element.close_start = element.end = token.end()
        else:
            stack.append(element)
    if root is None or stack:
        raise NotADrawing("the drawing is empty or not closed")
    return root


def _own_text(svg: str, element: Element) -> list[str]:
    """The element's text between its children (a ``<text>``'s words, a style sheet)."""
    edges = [element.open_end]
    for child in element.children:
        edges += [child.start, child.end]
    edges.append(element.close_start)
    return [svg[a:b] for a, b in zip(edges[::2], edges[1::2])]


def _text(svg: str, element: Element) -> str:
    return svg[element.start:element.end]


def _start_tag(svg: str, element: Element) -> str:
    return svg[element.start:element.open_end]


def _compare_children(old_svg: str, old: Element, new_svg: str, new: Element, path: list[int],
                      changes: list) -> None:
    """Line the children up (most stay, some come or go) and compare those that stand in each other's place."""
    if len(old.children) == len(new.children):  # most often: each child stands in its own place
        for index, new_child in enumerate(new.children):
            _compare(old_svg, old, index, new_svg, new_child, path, changes)
        return
    old_texts = [_text(old_svg, child) for child in old.children]
    new_texts = [_text(new_svg, child) for child in new.children]
    runs = difflib.SequenceMatcher(None, old_texts, new_texts, autojunk=False).get_opcodes()
    for kind, o1, o2, n1, n2 in runs:
        if kind == "equal":
            continue
        paired = min(o2 - o1, n2 - n1)  # those that stand in each other's place; the rest come or go
        for offset in range(paired):
            _compare(old_svg, old, o1 + offset, new_svg, new.children[n1 + offset], path, changes)
        o1, n1 = o1 + paired, n1 + paired
        if o1 == o2 and n1 == n2:
            continue
        start = old.children[o1].start if o1 < o2 else (old.children[o1 - 1].end if o1 else old.open_end)
        end = old.children[o2 - 1].end if o1 < o2 else start
        text = new_svg[new.children[n1].start:new.children[n2 - 1].end] if n1 < n2 else ""
        changes.append([path, o1, o2 - o1, start, end, text])


def _compare(old_svg: str, parent: Element, index: int, new_svg: str, new: Element, parent_path: list[int],
             changes: list) -> None:
    """Compare the parent's child ``index`` with ``new``, which takes its place."""
    old = parent.children[index]
    if _text(old_svg, old) == _text(new_svg, new):
        return
    if old.opaque or new.opaque:
        if new.end - new.start <= WHOLE_FRAGMENT:
            changes.append([parent_path, index, 1, old.start, old.end, _text(new_svg, new)])
            return
        old, new = parse(old_svg, old.start, old.end), parse(new_svg, new.start, new.end)
    if not _same_shape(old_svg, old, new_svg, new):
        changes.append([parent_path, index, 1, old.start, old.end, _text(new_svg, new)])
        return
    path = parent_path + [index]
    if _start_tag(old_svg, old) != _start_tag(new_svg, new):
        changes.append([path, -1, 0, old.start, old.open_end, _start_tag(new_svg, new)])
    _compare_children(old_svg, old, new_svg, new, path, changes)


def _same_shape(old_svg: str, old: Element, new_svg: str, new: Element) -> bool:
    """The same kind of element with the same text of its own: worth comparing child by child.

    Children are lined up only where there is no text between them (a ``<text>`` is replaced whole).
    """
    if old.tag != new.tag or old.close_start == old.end or new.close_start == new.end:
        return False
    old_own, new_own = _own_text(old_svg, old), _own_text(new_svg, new)
    if len(old.children) == len(new.children) and old_own == new_own:
        return True
    return not any(old_own) and not any(new_own)


def patch(old_svg: str, old: Element, new_svg: str, new: Element) -> list[list] | None:
    """The changes that turn ``old_svg`` (parsed: ``old``) into ``new_svg`` (``new``); None when the
    whole drawing should go instead (another kind of drawing, or most of it changed)."""
    if old_svg == new_svg:
        return []
    if not _same_shape(old_svg, old, new_svg, new):
        return None
    changes: list[list] = []
    try:
        if _start_tag(old_svg, old) != _start_tag(new_svg, new):
            changes.append([[], -1, 0, old.start, old.open_end, _start_tag(new_svg, new)])
        _compare_children(old_svg, old, new_svg, new, [], changes)
    except (RecursionError, NotADrawing):  # a drawing too deep, or a changed fragment it cannot read
        return None
    if sum(len(change[5]) for change in changes) > MAX_SHARE * len(new_svg):
        return None
    return changes


def apply(old_svg: str, changes: list[list]) -> str:
    """``old_svg`` with ``changes`` spliced in (what the front end does to its copy of the text)."""
    pieces, at = [], 0
    for *_where, start, end, text in sorted(changes, key=lambda change: (change[3], change[4])):
        pieces += [old_svg[at:start], text]
        at = end
    pieces.append(old_svg[at:])
    return "".join(pieces)

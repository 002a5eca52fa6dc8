"""Small svgwrite helpers shared by the board renderers.

Conventions every renderer follows so the one front end (``static/board.js``)
can work with any game:

- every clickable element carries ``data-key="<key>"``, the same key the moves
  use in their ``clicks`` and ``path``;
- a keyed element may say where its centre is (``data-cx``/``data-cy``, in the
  drawing's user units) so paths and the optimistic move need no layout
  measurement, and may mark the child whose outline shows a highlight with
  ``data-outline``;
- the part that moves when the element is picked up (a piece or a stack) is a
  child marked ``data-piece`` without its own ``transform``.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable, Sequence
from xml.etree import ElementTree

import svgwrite
from svgwrite.base import BaseElement
from svgwrite.text import TSpan

from rulebook.core import Game, Outcome
from rulebook.i18n import _, pgettext
from widgets import svg_patch
from widgets.board import StaticBoard

FONT = "DejaVu Sans, Verdana, Arial, Helvetica, sans-serif"
LAST_MOVE = "#c2185b"           # the colour of the last move's marks, on every board

# The players' colours of the race games: Okabe–Ito (told apart by most colour-blind eyes), with the blue
# darkened (#0072b2 → #195a96): to tritanopes Okabe–Ito's blue and bluish green look alike (tests/test_palette.py).
PLAYER_FILL = {"red": "#d55e00", "blue": "#195a96", "green": "#009e73", "yellow": "#f0e442"}
PLAYER_TINT = {"red": "#f8dccb", "blue": "#cfe4f3", "green": "#c9eee2", "yellow": "#fbf7c8"}    # backgrounds
PLAYER_DARK = {"red": "#8a3a00", "blue": "#00466e", "green": "#005c43", "yellow": "#6e6600"}    # text on paper
# Ink on the fills: dark on red, green and yellow, white on blue (each at least 4.5:1).
PLAYER_INK = {"red": "#111111", "blue": "#ffffff", "green": "#111111", "yellow": "#111111"}

# Makes elements outside any one drawing: parts that are cached and reused by later
# drawings (serialising only reads them).
FACTORY = svgwrite.Drawing(debug=False)


def drawing(width: float, height: float, title: str = "") -> svgwrite.Drawing:
    """A drawing of ``width`` × ``height`` user units that scales to its container."""
    dwg = svgwrite.Drawing(size=(f"{width:g}", f"{height:g}"), debug=False,
                           viewBox=f"0 0 {width:g} {height:g}",
                           font_family=FONT)
    dwg.attribs["class"] = "rb-drawing"
    if title:
        dwg.set_desc(title=title)
    return dwg


def keyed_group(dwg: svgwrite.Drawing, key: str, centre: tuple[float, float] | None = None,
                **attributes) -> svgwrite.container.Group:
    """A ``<g data-key=…>``: one clickable element of the board, a button to a screen reader, named in words
    (a game gives a better name in ``aria-label`` where it has one: "yellow pawn 1", "hand card 2: the 7")."""
    group = dwg.g(**attributes)
    group.attribs["data-key"] = key
    group.attribs["role"] = "button"
    group.attribs.setdefault("aria-label", key_name(key))
    if centre is not None:
        group.attribs["data-cx"] = f"{centre[0]:g}"
        group.attribs["data-cy"] = f"{centre[1]:g}"
    return group


def key_name(key: str) -> str:
    """A click key in words, for an element the game names no better ("square:a1" → "square a1")."""
    kind, _, rest = key.partition(":")
    return f"{kind} {rest.replace('-', ' ').replace('#', ' ')}".strip()


def text(dwg: svgwrite.Drawing, content: str, centre: tuple[float, float], size: float,
         **attributes) -> svgwrite.text.Text:
    """Text centred on ``centre`` (both ways), in the board font."""
    x, y = centre
    element = dwg.text(content, insert=(f"{x:g}", f"{y + 0.35 * size:g}"),
                       text_anchor="middle", font_size=f"{size:g}", **attributes)
    return element


def arrow_marker(dwg: svgwrite.Drawing, marker_id: str, colour: str, length: float = 3.2) -> None:
    """Define an arrow head usable as ``marker-end: url(#marker_id)``, ``length`` line widths long."""
    marker = dwg.marker(id=marker_id, insert=(3, 5), size=(f"{length:g}", f"{length * 10 / 6:g}"),
                        orient="auto", markerUnits="strokeWidth")
    marker.viewbox(0, 0, 6, 10)
    marker.add(dwg.path(d="M0,0 L6,5 L0,10 z", fill=colour))
    dwg.defs.add(marker)


def path_line(dwg: svgwrite.Drawing, points: Sequence[tuple[float, float]], colour: str,
              width: float, marker_id: str | None = None, casing: str | None = "white",
              **attributes) -> svgwrite.container.Group:
    """A thick polyline through ``points`` (with a contrasting casing and an arrow head)."""
    group = dwg.g(fill="none", stroke_linecap="round", stroke_linejoin="round", **attributes)
    group.attribs["pointer-events"] = "none"
    coords = [(round(x, 1), round(y, 1)) for x, y in points]
    if casing:
        group.add(dwg.polyline(coords, stroke=casing, stroke_width=f"{width + 4:g}"))
    line = dwg.polyline(coords, stroke=colour, stroke_width=f"{width:g}")
    if marker_id:
        line.attribs["marker-end"] = f"url(#{marker_id})"
    group.add(line)
    return group


def role_text(player: str, to_move: str, outcome: Outcome | None) -> str:
    """What a player's card says about them: "▶ to move", "waits", "★ wins", "draw" or nothing."""
    if outcome is None:
        if player == to_move:
            # Translators: a player's score card on the board: this player moves now (keep the ▶).
            return _("▶ to move")
        # Translators: a player's score card on the board: the other player is moving.
        return _("waits")
    if player in outcome.winners:
        # Translators: a player's score card on the board at the end: this player won (keep the ★).
        return _("★ wins")
    # Translators: a player's score card on the board at the end of a drawn game.
    return pgettext("game result", "draw") if outcome.is_draw else ""


def last_move_group(dwg: svgwrite.Drawing, css_class: str, description: str, start: tuple[float, float],
                    radius: float, stroke_width: float, dasharray: str,
                    **attributes) -> svgwrite.container.Group:
    """The group for the last move's marks, holding a dashed ring where the move started.

    It takes no clicks, and the front end hides it (``data-transient``) while a
    piece moves ahead of the answer from Python.
    """
    group = dwg.g(class_=css_class, **attributes)
    group.attribs["pointer-events"] = "none"
    group.attribs["data-last-move"] = description
    group.attribs["data-transient"] = "1"
    group.add(dwg.circle(center=start, r=round(radius, 1), fill="none", stroke=LAST_MOVE,
                         stroke_width=stroke_width, stroke_dasharray=dasharray))
    return group


def static_view(render: Callable[..., str], status_line: Callable[[Game], str], game: Game,
                **options) -> StaticBoard:
    """A picture of ``game``'s board that shows in any notebook viewer, no kernel needed."""
    return StaticBoard(render(game, **options), status_line(game))


class DrawingText(str):
    """A drawing's SVG text that also knows its element tree (``widgets.svg_patch`` then needs no parsing)."""

    tree: svg_patch.Element


def to_string(dwg: svgwrite.Drawing) -> DrawingText:
    """The drawing as SVG text; the same XML as ``dwg.tostring()``, about twice as fast.

    Plain elements (groups, shapes, text) are written directly; any element
    with its own ``get_xml`` (paths, polylines, markers …) goes through
    svgwrite and ElementTree as usual.  The text carries the element tree with
    the place of each element in it (such elements and cached fragments count as
    one element each), which ``svg_patch`` compares with the board's last drawing.
    """
    dwg.attribs.update({"xmlns": "http://www.w3.org/2000/svg",
                        "xmlns:xlink": "http://www.w3.org/1999/xlink",
                        "xmlns:ev": "http://www.w3.org/2001/xml-events",
                        "baseProfile": dwg.profile, "version": dwg.version})
    parts: list[str] = []
    tree = _write(dwg, parts, direct=True, at=0)
    text = DrawingText("".join(parts))
    text.tree = tree
    return text


_ESCAPE_TEXT = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;"})
_ESCAPE_ATTRIBUTE = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;",
                                   "\n": "&#10;", "\r": "&#13;", "\t": "&#09;"})
_PLAIN_GET_XML = (BaseElement.get_xml, TSpan.get_xml)


class Fragment(BaseElement):
    """A finished piece of SVG text placed into a drawing as it is (see :func:`fragment`)."""

    elementname = "g"

    def __init__(self, xml: str):
        super().__init__(debug=False)
        self.xml = xml

    def get_xml(self) -> ElementTree.Element:
        return ElementTree.fromstring(self.xml)


def fragment(element) -> Fragment:
    """``element`` (one element and its children) serialised once, to be reused in any number of drawings.

    Cache the result for parts that do not change between drawings: ``to_string`` copies
    the text instead of walking the element tree again.
    """
    parts: list[str] = []
    _write(element, parts)
    return Fragment("".join(parts))


def cached_part(maxsize: int):
    """Decorator for a drawing part that depends only on its (hashable) arguments: it is drawn once,
    then every drawing that needs it again copies its finished text (:func:`fragment`).

    Most parts of a board look the same from one move to the next, so this is where the time of
    drawing a move goes down.  ``maxsize`` bounds how many different looks are kept.
    """
    def decorate(draw):
        @functools.lru_cache(maxsize=maxsize)
        @functools.wraps(draw)
        def cached(*args, **kwargs):
            return fragment(draw(*args, **kwargs))
        return cached
    return decorate


def _write(element, parts: list[str], direct: bool = False, at: int | None = None) -> svg_patch.Element | None:
    """Append ``element``'s XML to ``parts``; given ``at`` (where it starts in the whole text), also
    return its element tree."""
    if type(element) is Fragment or (not direct and type(element).get_xml not in _PLAIN_GET_XML):
        xml = element.xml if type(element) is Fragment else ElementTree.tostring(element.get_xml(),
                                                                                  encoding="unicode")
        parts.append(xml)
        if at is None:
            return None
        end = at + len(xml)  # one whole: svg_patch parses it if it changed
        return svg_patch.Element(element.elementname, at, open_end=end, close_start=end, end=end, opaque=True)
    attributes = "".join(
        f' {name}="{text.translate(_ESCAPE_ATTRIBUTE)}"'
        for name, value in sorted(element.attribs.items())
        if value is not None and (text := str(value))
    )
    content = str(element.text).translate(_ESCAPE_TEXT) if isinstance(element, TSpan) else ""
    if not element.elements and not content:
        tag = f"<{element.elementname}{attributes} />"
        parts.append(tag)
        if at is None:
            return None
        end = at + len(tag)
        return svg_patch.Element(element.elementname, at, open_end=end, close_start=end, end=end)
    start_tag = f"<{element.elementname}{attributes}>"
    parts.append(start_tag + content)
    if at is None:
        for child in element.elements:
            _write(child, parts)
        parts.append(f"</{element.elementname}>")
        return None
    tree = svg_patch.Element(element.elementname, at, open_end=at + len(start_tag))
    position = tree.open_end + len(content)
    for child in element.elements:
        branch = _write(child, parts, at=position)
        tree.children.append(branch)
        position = branch.end
    end_tag = f"</{element.elementname}>"
    parts.append(end_tag)
    tree.close_start, tree.end = position, position + len(end_tag)
    return tree


def pip_positions(count: int, centre: tuple[float, float], radius: float) -> Iterable[tuple[float, float]]:
    """Where to put ``count`` dots in a row under a numeral (for counting at a glance)."""
    x, y = centre
    gap = radius * 2.6
    start = x - gap * (count - 1) / 2
    return [(start + gap * index, y) for index in range(count)]


# Where a line may break: any space but the no-break ones (U+00A0, U+2007 and U+202F, which French puts
# before ":", "?", "!" and ";", and which keep "12 345" whole); those stay inside a word, as they are.
_BREAK = re.compile(r"[^\S\u00a0\u2007\u202f]+")


def wrap_lines(content: str, max_chars: int, max_lines: int | None = None) -> list[str]:
    """Break ``content`` into lines of at most ``max_chars`` characters, at spaces where possible.

    A no-break space is never a break point (it counts as one character, like a space).
    With ``max_lines`` the last line kept ends in "…" when text was left over.
    """
    lines: list[str] = []
    line = ""
    for word in filter(None, _BREAK.split(content)):
        while len(word) > max_chars:                      # a word longer than a line is cut
            if line:
                lines.append(line)
                line = ""
            lines.append(word[:max_chars])
            word = word[max_chars:]
        candidate = f"{line} {word}" if line else word
        if len(candidate) <= max_chars:
            line = candidate
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    if max_lines is not None and len(lines) > max_lines:
        last = lines[max_lines - 1]
        lines = lines[:max_lines - 1] + [(last[:max_chars - 1].rstrip() + "…")]
    return lines

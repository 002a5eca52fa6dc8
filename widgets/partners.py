"""The Partners board: an SVG renderer and the live widget.

What the picture shows (every clickable part carries the ``data-key`` the rules'
moves use, see ``rulebook.partners``):

- the ring of 60 positions (``field:N``): the four start fields in their colour
  with the start symbol ♡, the numbered fields with their number 1..14 on them;
- the goal zones (``goal:<colour>-1`` outermost .. ``-4`` innermost) running in
  from each colour's entrance, the home bases (``home:<colour>``) in the corners;
- the pawns (``pawn:<colour>-<n>``) in their colour with their seat's letter and
  number ("Y1" .. "G4": colour is never the only sign), drawn inside the place
  they stand (so a click on a pawn also means its field); the other pawns of a
  double (or more) stand in a row into the board, joined by a bar (protected);
- the used pile's top card in the middle (where the cards are played);
- a side panel: the two teams, the dealer and the deal count, the deck, and per
  player the cards in hand (face down unless "show everything" is on), the
  face-down exchange choice, and who is to move;
- the hand of the player looking at the board as clickable cards (``hand:<kind>``,
  cards of one kind stacked with a count), what to click now, the last move, the
  fold button (``button:fold``) and, at one screen, the "pass the device" cover
  (``button:show-hand``).

A narrow view (a projector, JupyterLab's side bar open) gets a compact layout (``render_compact``,
the ``layout`` trait, as on the HIT board): the same clickable keys, every text 14 px or more there.

Hidden information: the renderer works from ``partners.visible_position`` (so a
hidden card never reaches the SVG) unless ``show_all`` is on.  The board picture
was lost from the rulebook: the ring is laid out from the data file's geometry.
"""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from typing import ClassVar

import traitlets

from rulebook import i18n, partners
from rulebook.core import Game, Move, Outcome
from rulebook.i18n import N_, _
from rulebook.partners.board import (
    ALL_CARDS,
    CIRCLES,
    COLOURS,
    DEALS_PER_DEALER,
    PAWNS,
    RING,
    STRETCH,
    TEAMS,
    card_face,
    card_kind,
    card_said,
    card_the,
    card_title,
    colour_word,
    entrance,
    field_name,
    field_number,
    partner_of,
    pawn_name,
    pawns_of,
    player_initial,
    player_name,
    say,
    say_n,
    sorted_cards,
    start_field,
    start_owner,
    upper_first,
)
from rulebook.partners.rules import outcome_reason
from widgets import svg
from widgets.board import SeatsBoard, StaticBoard

# ------------------------------------------------------------------ colours
FILL, TINT, DARK, INK = svg.PLAYER_FILL, svg.PLAYER_TINT, svg.PLAYER_DARK, svg.PLAYER_INK
EDGE = {"yellow": "#8a7f00", "red": "#8a3a00", "blue": "#00466e", "green": "#005c43"}

BACKGROUND = "#f6f1e6"
PAPER = "#fffdf7"
LINE = "#3d3326"
SOFT = "#5c5040"
FIELD = "#fffaf0"
CARD_BACK = "#2f4858"
LAST_MOVE = "#c2185b"
ACCENT = "#5b3cc4"

# ------------------------------------------------------------------ canvas (user units)
WIDTH = 760
HEADER = 50.0
BOX = (10.0, 56.0, 540.0, 540.0)
CENTRE = (BOX[0] + BOX[2] / 2, BOX[1] + BOX[3] / 2)
RING_HALF = 240.0             # the ring is a rounded square (a superellipse) this far from the centre at its sides
RING_POWER = 12.0             # of the superellipse: near a square, so the 60 fields stand wider apart than on a circle
FIELD_R = 12.0
START_R = FIELD_R + 1.5        # a start field: a little bigger, in its colour (a pawn beside it must not touch it)
# A pawn shows its seat's letter and number ("Y1", "B3": colour is never the only sign) in bold, as big as the
# field numbers (FONT, RING_TEXT), in the condensed face squeezed to LABEL_EM of the font size (textLength: the
# same width whatever font the browser has).  Its radius is just enough for that label with a margin (1.5 units
# in the full layout, about 1 in the projector's); its outline (radius + half the stroke, 14.75 at the most) stays
# clear of a pawn or a start field on the neighbouring fields, 30 units away.
PAWN_R = 13.5                  # in the full layout (FONT 16); _pawn_r: a little bigger in the projector layout
PAWN_STROKE = 1.5
LABEL_EM = {"full": 1.15, "compact": 0.98}   # the label's width, in ems of its font size
LANE_TURN = 12.0               # the goal zone runs in this many degrees off the corner, towards the entrance
GOAL_INSET = 40.0              # goal circle 1 lies this far (and a step) inside the ring line: room for doubles
GOAL_STEP = 31.0
STACK_GAP = 34.0               # between the pawns of a double (a short bar in their colour joins them)
HOME_ANGLE = 17.0              # the home base sits inside the corner, this many degrees past the start field
HOME_DISTANCE = 185.0
HOME_HALF = 32.0               # the home base is a square 2 x HOME_HALF wide, its pawns HOME_STEP apart
HOME_STEP = 30.0
PANEL_X = 560.0
PANEL_W = 190.0
BOTTOM_Y = 606.0
HEIGHT = 820
CARD = (82.0, 112.0)
FONT = 16                      # the smallest text on the board (>= 14 px at a 1024 px window)
FOLLOW = "player to move"

START_ANGLE = 135.0            # yellow's start field points to the bottom left; clockwise from there


def _drawn_per_language(maxsize: int):
    """Like ``svg.cached_part``, for a part with words in it: drawn once per language (a board may switch)."""
    def decorate(draw):
        cached = svg.cached_part(maxsize)(lambda language, *args, **kwargs: draw(*args, **kwargs))

        @functools.wraps(draw)
        def drawn(*args, **kwargs):
            return cached(i18n.current(), *args, **kwargs)
        return drawn
    return decorate


# ================================================================== geometry
def _polar(angle_degrees: float, distance: float) -> tuple[float, float]:
    angle = math.radians(angle_degrees)
    return round(CENTRE[0] + distance * math.cos(angle), 1), round(CENTRE[1] + distance * math.sin(angle), 1)


def field_angle(position: int) -> float:
    """The direction from the centre in which field ``position`` lies (the start fields at the corners)."""
    x, y = _ring_points()[position]
    return math.degrees(math.atan2(y - CENTRE[1], x - CENTRE[0]))


def _ring_distance(angle_degrees: float) -> float:
    """How far the ring's line is from the centre in this direction."""
    angle = math.radians(angle_degrees)
    return RING_HALF / (abs(math.cos(angle)) ** RING_POWER + abs(math.sin(angle)) ** RING_POWER) ** (1 / RING_POWER)


@lru_cache(maxsize=1)
def ring_line() -> tuple[tuple[float, float], ...]:
    """The ring's line, finely, clockwise from yellow's start field (in the bottom left corner)."""
    steps = 1440
    return tuple(_polar(START_ANGLE + 360.0 * step / steps, _ring_distance(START_ANGLE + 360.0 * step / steps))
                 for step in range(steps + 1))


@lru_cache(maxsize=1)
def _ring_points() -> tuple[tuple[float, float], ...]:
    """The 60 fields at equal steps along the ring's line: a start field in each corner, 14 fields between."""
    line = ring_line()
    lengths = list(itertools.accumulate((math.dist(a, b) for a, b in itertools.pairwise(line)), initial=0.0))
    points, index = [], 0
    for n in range(RING):
        wanted = lengths[-1] * n / RING
        while lengths[index + 1] < wanted:
            index += 1
        share = (wanted - lengths[index]) / ((lengths[index + 1] - lengths[index]) or 1)
        (ax, ay), (bx, by) = line[index], line[index + 1]
        points.append((round(ax + share * (bx - ax), 1), round(ay + share * (by - ay), 1)))
    return tuple(points)


@lru_cache(maxsize=1)
def spots() -> dict[str, tuple[float, float]]:
    """The centre of every place on the board (fields, goal circles, home spots)."""
    found = {f"field:{n}": point for n, point in enumerate(_ring_points())}
    for colour in COLOURS:
        corner = field_angle(start_field(colour))
        lane = corner - LANE_TURN                     # from the side of the entrance, clear of the start's doubles
        for circle in range(1, CIRCLES + 1):
            found[f"goal:{colour}-{circle}"] = _polar(lane, _ring_distance(lane) - GOAL_INSET - GOAL_STEP * circle)
        hx, hy = _polar(corner + HOME_ANGLE, HOME_DISTANCE)
        for number in range(1, PAWNS + 1):
            row, column = divmod(number - 1, 2)
            found[f"home:{colour}-{number}"] = (hx + HOME_STEP * (column - 0.5), hy + HOME_STEP * (row - 0.5))
        found[f"home:{colour}"] = (hx, hy)
    return found


# ================================================================== doubles
# The other pawns of a double (or more) stand in a row into the board from their field, joined to it by a bar
# in their colour.  A row goes straight in (so the rows along one side stay parallel); where that is taken (near
# a corner the rows converge and the goal lane runs in) it turns away from the corner or starts further in.
# Nothing of a row, pawn or bar, covers another place, another pawn or another row.
STACK_TURNS = (0.0, 15.0, 30.0, 45.0, 60.0)         # degrees a row may turn from straight in
STACK_DEPTHS = (1.0, 1.5, 2.0, 2.5, 3.0)           # how far in its first pawn may stand, in STACK_GAPs
STACK_BAR = 8.0
CLEARANCE = 0.5                                # between two outlines, at the least
STACK_SEARCH = 5000                            # rows tried for one position before each double takes its first fit

Disc = tuple[float, float, float]              # the centre and the reach of something drawn
Row = tuple[tuple[float, float], ...]          # where the other pawns of a double stand


def pawn_outline(size: float = FONT) -> float:
    """How far a pawn's outline reaches from its centre (its radius and half its stroke)."""
    return _pawn_r(size) + PAWN_STROKE / 2


def place_outline(key: str) -> float:
    """How far the outline of a field or a goal circle reaches from its centre."""
    if key.startswith("goal:"):
        return FIELD_R + 1.25
    return START_R + 1.25 if start_owner(int(key[6:])) else FIELD_R + 0.75


def _widest_pawn() -> float:
    return max(pawn_outline(FONT), pawn_outline(RING_TEXT))


def _inward(n: int) -> float:
    """The direction (in degrees) straight into the board from field ``n``: the ring line's inward normal."""
    x, y = spots()[f"field:{n}"]
    dx, dy = (x - CENTRE[0]) / RING_HALF, (y - CENTRE[1]) / RING_HALF
    return math.degrees(math.atan2(-math.copysign(abs(dy) ** (RING_POWER - 1), dy),
                                   -math.copysign(abs(dx) ** (RING_POWER - 1), dx)))


@lru_cache(maxsize=1)
def _fixed_parts() -> tuple[tuple[tuple[str, Disc], ...], tuple[tuple[float, float, float, float], ...], tuple]:
    """What a double's row keeps clear of: every field and goal circle as if a pawn stood on it, the home bases
    and the used pile with its count (boxes: left, top, right, bottom), the goal zones (segments)."""
    places = spots()
    pawn = _widest_pawn()
    circles = tuple((key, (*places[key], max(pawn, place_outline(key)))) for key in places
                    if key.startswith(("field:", "goal:")))
    half = HOME_HALF + 1.25                  # and half its outline
    boxes = tuple((x - half, y - half, x + half, y + half) for x, y in (places[f"home:{colour}"] for colour in COLOURS))
    boxes += ((CENTRE[0] - 60, CENTRE[1] - 104, CENTRE[0] + 60, CENTRE[1] + 62),)   # the used pile, the notes
    lanes = tuple((places[f"goal:{colour}-1"], places[f"goal:{colour}-{CIRCLES}"]) for colour in COLOURS)
    return circles, boxes, lanes


def _off_segment(point: tuple[float, float], segment) -> float:
    (ax, ay), (bx, by) = segment
    share = ((point[0] - ax) * (bx - ax) + (point[1] - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)
    share = min(1.0, max(0.0, share))
    return math.dist(point, (ax + share * (bx - ax), ay + share * (by - ay)))


def _clear_of_places(field: str, disc: Disc, pawn: bool) -> bool:
    """Whether ``disc`` (of a double on ``field``) keeps clear of every other place, the home bases and the
    used pile; a pawn also of the goal zones' lanes between their circles (a bar may cross one)."""
    x, y, reach = disc
    circles, boxes, lanes = _fixed_parts()
    if any(key != field and math.dist((x, y), other[:2]) < reach + other[2] + CLEARANCE for key, other in circles):
        return False
    if any(math.hypot(max(left - x, 0, x - right), max(top - y, 0, y - bottom)) < reach + CLEARANCE
           for left, top, right, bottom in boxes):
        return False
    return not pawn or all(_off_segment((x, y), lane) >= reach + 4 + CLEARANCE for lane in lanes)


def _row_discs(start: tuple[float, float], row: Row) -> tuple[Disc, ...]:
    """What a row draws: its pawns, and the bar from the field's pawn through them where no pawn covers it."""
    pawn = _widest_pawn()
    centres = [start, *row]
    discs = [(x, y, pawn) for x, y in row]
    for (ax, ay), (bx, by) in itertools.pairwise(centres):
        length = math.dist((ax, ay), (bx, by))
        for step in range(1, int(length // 4)):
            point = (ax + (bx - ax) * 4 * step / length, ay + (by - ay) * 4 * step / length)
            if all(math.dist(point, centre) > pawn for centre in centres):
                discs.append((*point, STACK_BAR / 2))
    return tuple(discs)


@lru_cache(maxsize=256)
def _stack_rows(n: int, extra: int) -> tuple[tuple[Row, tuple[Disc, ...]], ...]:
    """Where ``extra`` more pawns on field ``n`` may stand, best first (the nearest, the straightest), each row
    with what it draws; every row keeps clear of the other places."""
    key = f"field:{n}"
    x, y = spots()[key]
    inward = _inward(n)
    # turning away from the nearest corner first: towards the neighbour further from it
    nx, ny = spots()[f"field:{(n + 1) % RING if n % STRETCH <= STRETCH // 2 else (n - 1) % RING}"]
    away = max((1, -1), key=lambda side: math.cos(math.radians(inward + 15 * side)) * (nx - x)
               + math.sin(math.radians(inward + 15 * side)) * (ny - y))
    rows: list[tuple[Row, tuple[Disc, ...]]] = []
    for depth, turn, side in itertools.product(STACK_DEPTHS, STACK_TURNS, (away, -away)):
        angle = math.radians(inward + side * turn)
        row = tuple((round(x + (depth + k) * STACK_GAP * math.cos(angle), 1),
                     round(y + (depth + k) * STACK_GAP * math.sin(angle), 1)) for k in range(extra))
        discs = _row_discs((x, y), row)
        if all(row != other for other, _ in rows) and all(
                _clear_of_places(key, disc, disc[2] > STACK_BAR) for disc in discs):
            rows.append((row, discs))
    if not rows:            # nowhere clear (a double of four near a corner): straight in
        row = tuple((round(x + (1 + k) * STACK_GAP * math.cos(math.radians(inward)), 1),
                     round(y + (1 + k) * STACK_GAP * math.sin(math.radians(inward)), 1)) for k in range(extra))
        rows.append((row, _row_discs((x, y), row)))
    return tuple(rows)


def stack_layout(stacks: Mapping[int, int]) -> dict[int, Row]:
    """Where the other pawns of every double of a position stand (``stacks``: field → how many more pawns,
    e.g. ``{0: 1, 37: 2}``): the nearest rows that keep clear of each other, start fields (where most doubles
    form) served first."""
    order = sorted(stacks, key=lambda n: (start_owner(n) is None, n))
    budget = [STACK_SEARCH]

    def apart(discs: Sequence[Disc], taken: Sequence[Disc]) -> bool:
        return all(math.dist(a[:2], b[:2]) >= a[2] + b[2] + CLEARANCE for a in discs for b in taken)

    def place(index: int, taken: tuple[Disc, ...]) -> dict[int, Row] | None:
        if index == len(order):
            return {}
        n = order[index]
        for row, discs in _stack_rows(n, stacks[n]):
            budget[0] -= 1
            if budget[0] < 0:
                return None
            if apart(discs, taken):
                rest = place(index + 1, taken + discs)
                if rest is not None:
                    return {n: row, **rest}
        return None

    def overlap(discs: Sequence[Disc], taken: Sequence[Disc]) -> float:
        return sum(max(0.0, a[2] + b[2] + CLEARANCE - math.dist(a[:2], b[:2])) for a in discs for b in taken)

    found = place(0, ())
    if found is None:       # no way (many doubles at one corner): each takes the row that covers the least
        found, taken = {}, ()
        for n in order:
            row, discs = min(_stack_rows(n, stacks[n]), key=lambda row: overlap(row[1], taken))
            found[n], taken = row, taken + discs
    return found


# ================================================================== pieces
def pawn_label(pawn: str) -> str:
    """What a pawn shows besides its colour: the seat's initial and the pawn's number ("Y1", "G4")."""
    colour, number = pawn.rsplit("-", 1)
    return player_initial(colour) + number


@_drawn_per_language(2048)
def _pawn(pawn: str, x: float, y: float, r: float = PAWN_R, size: float = FONT):
    colour = pawn.rsplit("-", 1)[0]
    group = svg.keyed_group(_F, f"pawn:{pawn}", (x, y), class_=f"pa-pawn pa-pawn-{colour}")
    group.attribs["aria-label"] = pawn_name(pawn)
    piece = _F.g()
    piece.attribs["data-piece"] = pawn
    body = _F.circle(center=(x, y), r=r, fill=FILL[colour], stroke=EDGE[colour], stroke_width=PAWN_STROKE)
    body.attribs["data-outline"] = "1"
    piece.add(body)
    label = svg.text(_F, pawn_label(pawn), (x, y), size, fill=INK[colour], font_weight="bold",
                     font_stretch="condensed", class_="pa-pawn-label")
    label.attribs["textLength"] = f"{LABEL_EM['full' if size <= FONT else 'compact'] * size:.1f}"
    label.attribs["lengthAdjust"] = "spacingAndGlyphs"
    piece.add(label)
    group.add(piece)
    return group


def _pawns_at(group, pawns: Sequence[str], x: float, y: float, row: Sequence[tuple[float, float]] = (),
              size: float = FONT) -> None:
    """Pawns standing on one place: the first in the middle, the others of a double (or more) on ``row``
    (see ``stack_layout``), joined to it by a bar in their colour (protected)."""
    if not pawns:
        return
    centres = [(x, y), *row][:len(pawns)]
    if len(centres) > 1:
        colour = pawns[0].rsplit("-", 1)[0]
        group.add(_F.polyline(centres, fill="none", stroke=DARK[colour], stroke_width=STACK_BAR,
                              stroke_linecap="round", stroke_linejoin="round", class_="pa-double"))
    for pawn, (px, py) in zip(pawns, centres):
        group.add(_pawn(pawn, px, py, _pawn_r(size), size))


def _pawn_r(size: float) -> float:
    """A pawn's radius for labels of ``size`` (the full layout's, a bit bigger for the projector's bigger text)."""
    return PAWN_R if size <= FONT else PAWN_R + 0.5


def _card_face(card: str | None, x: float, y: float, w: float, h: float, count: int = 1, size: float = FONT):
    """One card face (the printed value big in the middle), or a card back when ``card`` is None
    (``size``: of its smallest texts)."""
    return _card_picture(None if card is None else card.split("#")[0], x, y, w, h, count, size)


@_drawn_per_language(512)
def _card_picture(kind_name: str | None, x: float, y: float, w: float, h: float, count: int, size: float = FONT):
    group = _F.g(class_="pa-card")
    if kind_name is None:
        back = _F.rect(insert=(x, y), size=(w, h), rx=7, fill=CARD_BACK, stroke=LINE, stroke_width=2)
        back.attribs["data-outline"] = "1"
        group.add(back)
        group.add(_F.rect(insert=(x + 6, y + 6), size=(w - 12, h - 12), rx=5, fill="none", stroke="#8fb0c4",
                          stroke_width=1.5))
        return group
    kind = partners.KINDS[kind_name]
    group.attribs["data-card"] = kind.kind
    group.attribs["aria-label"] = card_said(kind.kind)
    face = _F.rect(insert=(x, y), size=(w, h), rx=7, fill=PAPER, stroke=LINE, stroke_width=2.5)
    face.attribs["data-outline"] = "1"
    group.add(face)
    fit = 0.8                      # a digit is about 0.6 of the font size wide, ♡ and − nearly 1
    face = card_face(kind.kind)
    title = max(size, min(0.42 * h, (w - 10) / max(1, fit * len(face))))
    group.add(svg.text(_F, face, (x + w / 2, y + h * 0.45), round(title, 1), fill=LINE, font_weight="bold"))
    if h >= 90:
        group.add(svg.text(_F, _card_hint(kind), (x + w / 2, y + h - 16), size, fill=SOFT))
    if count > 1:
        group.add(_F.circle(center=(x + w - 4, y + 4), r=14 if size <= FONT else 17, fill=ACCENT))
        group.add(svg.text(_F, f"×{count}", (x + w - 4, y + 4), size, fill="#ffffff", font_weight="bold"))
    return group


def _card_hint(kind) -> str:
    """A word or two at the foot of a big card face saying what it does (at most 8 letters: the card is narrow)."""
    if kind.swap:
        # Translators: the foot of the swap card's face (a few letters: the card is narrow): it swaps 2 pawns.
        return _("swap 2")
    if kind.split:
        # Translators: the foot of the 7's face (a few letters): its steps are shared out among pawns.
        return _("split")
    if kind.backward:
        # Translators: the foot of the −4's face (a few letters): it moves backwards.
        return _("back")
    if kind.come_out and kind.forward:
        # Translators: the foot of the 8♡'s and 13♡'s face (a few letters): bring a pawn out or move on.
        return _("out/go")
    if kind.come_out:
        # Translators: the foot of the start card's face (a few letters): bring a pawn out.
        return _("out")
    if len(kind.forward) > 1:
        # Translators: the foot of the 1/14's face (a few letters): it moves 1 or 14 steps.
        return _("1 or 14")
    # Translators: the foot of a number card's face (a few letters): it moves forward.
    return _("go")


# ================================================================== the ring
def _ring(position: Mapping, size: float = FONT):
    """The ring, the goal zones and the home bases with their pawns (``size``: of the numbers)."""
    layer = _F.g(class_="pa-ring")
    layer.add(_ring_labels(size))
    occupancy: dict[str, list[str]] = {}
    for pawn, where in position["pawns"].items():
        occupancy.setdefault(where if where != "home" else f"home:{pawn.rsplit('-', 1)[0]}", []).append(pawn)
    rows = stack_layout({int(key[6:]): len(pawns) - 1 for key, pawns in occupancy.items()
                         if key.startswith("field:") and len(pawns) > 1})
    for n in range(RING):
        layer.add(_field(n, tuple(sorted(occupancy.get(f"field:{n}", ()))), rows.get(n, ()), size))
    for colour in COLOURS:
        layer.add(_goal_zone(colour, tuple(tuple(occupancy.get(f"goal:{colour}-{c}", ()))
                                           for c in range(1, CIRCLES + 1)), size))
        layer.add(_home(colour, tuple(occupancy.get(f"home:{colour}", ())), size))
    return layer


@svg.cached_part(2)
def _ring_labels(size: float = FONT):
    """The ring's line and the lanes into the goal zones (the same on every board: drawn once)."""
    layer = _F.g(class_="pa-ring-labels")
    layer.attribs["pointer-events"] = "none"
    layer.add(_F.polygon(ring_line(), fill="none", stroke="#b9a98c", stroke_width=3))
    places = spots()
    for colour in COLOURS:       # the lane from the goal entrance into the goal zone
        layer.add(_F.line(start=places[f"field:{entrance(colour)}"], end=places[f"goal:{colour}-{CIRCLES}"],
                          stroke=FILL[colour], stroke_width=8, stroke_linecap="round", opacity=0.55))
    return layer


@_drawn_per_language(1024)
def _field(n: int, pawns: tuple[str, ...], row: tuple[tuple[float, float], ...] = (), size: float = FONT):
    """A field of the ring with its number on it (a start field: its colour and ♡), and the pawns on it
    (``row``: where the others of a double stand)."""
    key = f"field:{n}"
    x, y = spots()[key]
    owner = start_owner(n)
    group = svg.keyed_group(_F, key, (x, y), class_="pa-field")
    group.attribs["aria-label"] = place_name(key, pawns)
    look = {"fill": FILL[owner] if owner else FIELD, "stroke": DARK[owner] if owner else LINE,
            "stroke_width": 2.5 if owner else 1.5}
    radius = START_R if owner else FIELD_R
    shape = _F.circle(center=(x, y), r=radius, **look)
    if len(pawns) > 1:      # a double: the field reaches under every pawn standing on it (issue 31 point 5)
        shape = _F.polygon(around_discs([(x, y), *row][:len(pawns)], radius), **look)
    shape.attribs["data-outline"] = "1"
    group.add(shape)
    if not pawns:
        label = "♡" if owner else str(field_number(n))
        group.add(svg.text(_F, label, (x, y), size, fill=INK[owner] if owner else SOFT,
                           font_weight="bold" if owner else "normal", class_="pa-field-number"))
    _pawns_at(group, pawns, x, y, row, size)
    return group


def place_name(key: str, pawns: Sequence[str]) -> str:
    """What a screen reader says for a field or goal circle: its name as the rules give it ("field 14 after
    green's start", the number the field shows), then who stands on it."""
    if not pawns:
        return field_name(key)
    # Translators: what a screen reader says for a field with pawns on it; {place} is the field ("field 14 after
    # green's start"), {pawns} the pawns on it ("red pawn 1 and red pawn 2").
    return say("{place}: {pawns}", place=field_name(key), pawns=_names([pawn_name(pawn) for pawn in pawns]))


def hand_card_name(cards: Sequence[str]) -> str:
    """A hand card as a listener hears it: "the 8♡", "the −4 (2 in hand)"."""
    card = card_the(card_kind(cards[0]).kind)
    if len(cards) == 1:
        return card
    # Translators: what a screen reader says for a hand card held more than once; {card} is the card ("the −4"),
    # {count} how many of it are in the hand.
    return say_n("{card} ({count} in hand)", "{card} ({count} in hand)", len(cards), card=card)


def around_discs(centres: Sequence[tuple[float, float]], radius: float) -> list[tuple[float, float]]:
    """The outline around discs of ``radius`` at ``centres`` (their convex hull, each disc a 24-gon)."""
    points = sorted({(round(cx + radius * math.cos(turn * math.pi / 12), 1),
                      round(cy + radius * math.sin(turn * math.pi / 12), 1))
                     for cx, cy in centres for turn in range(24)})

    def half(ordered):
        hull: list[tuple[float, float]] = []
        for point in ordered:
            while len(hull) > 1 and ((hull[-1][0] - hull[-2][0]) * (point[1] - hull[-2][1])
                                     - (hull[-1][1] - hull[-2][1]) * (point[0] - hull[-2][0])) <= 0:
                hull.pop()
            hull.append(point)
        return hull[:-1]

    return half(points) + half(points[::-1])


@_drawn_per_language(1024)
def _goal_zone(colour: str, circles: tuple[tuple[str, ...], ...], size: float = FONT):
    places = spots()
    layer = _F.g(class_=f"pa-goal pa-goal-{colour}")
    for circle in range(1, CIRCLES + 1):
        key = f"goal:{colour}-{circle}"
        x, y = places[key]
        group = svg.keyed_group(_F, key, (x, y), class_="pa-goal-circle")
        group.attribs["aria-label"] = place_name(key, circles[circle - 1])
        shape = _F.circle(center=(x, y), r=FIELD_R, fill=TINT[colour], stroke=DARK[colour], stroke_width=2.5)
        shape.attribs["data-outline"] = "1"
        group.add(shape)
        _pawns_at(group, circles[circle - 1], x, y, size=size)
        layer.add(group)
    return layer


@_drawn_per_language(256)
def _home(colour: str, pawns: tuple[str, ...], size: float = FONT):
    places = spots()
    hx, hy = places[f"home:{colour}"]
    group = svg.keyed_group(_F, f"home:{colour}", (hx, hy), class_="pa-home")
    if pawns:
        # Translators: what a screen reader says for a home base; {colour} is its colour inside a sentence
        # ("red"), {count} the pawns in it. Use the glossary's word for home base.
        group.attribs["aria-label"] = say_n("{colour}'s home base: {count} pawn", "{colour}'s home base: {count} pawns",
                                            len(pawns), colour=colour_word(colour))
    else:
        # Translators: what a screen reader says for an empty home base; {colour} is its colour inside a sentence.
        group.attribs["aria-label"] = say("{colour}'s home base: no pawns", colour=colour_word(colour))
    box = _F.rect(insert=(hx - HOME_HALF, hy - HOME_HALF), size=(2 * HOME_HALF, 2 * HOME_HALF), rx=12,
                  fill=TINT[colour], stroke=DARK[colour], stroke_width=2.5)
    box.attribs["data-outline"] = "1"
    group.add(box)
    for pawn in pawns:
        x, y = places[f"home:{pawn}"]
        group.add(_pawn(pawn, x, y, _pawn_r(size), size))
    return group


def _centre(position: Mapping, size: float = FONT):
    """The used pile in the middle of the board: its top card face up."""
    layer = _F.g(class_="pa-used")
    used = position["used"]
    w, h = 64.0, 88.0
    x, y = CENTRE[0] - w / 2, CENTRE[1] - h / 2 - 8
    if used:
        layer.add(_card_face(used[-1], x, y, w, h, size=size))
    else:
        layer.add(_F.rect(insert=(x, y), size=(w, h), rx=7, fill="none", stroke=SOFT, stroke_width=1.5,
                          stroke_dasharray="5,4"))
    # Translators: under the used pile in the middle of the board (short); {count} is how many cards lie on it.
    layer.add(svg.text(_F, say("used: {count}", count=len(used)), (CENTRE[0], y + h + 16), size, fill=LINE,
                       class_="pa-used-count"))
    return layer


def _last_move(move: Move | None):
    if move is None or not move.path:
        return None
    places = spots()
    points = [places[key] for key in move.path if key in places]
    if len(points) < 2:
        x, y = points[0]
        return _F.circle(center=(x, y), r=FIELD_R + 9, fill="none", stroke=LAST_MOVE, stroke_width=3,
                         class_="pa-last-move", pointer_events="none")
    return svg.path_line(_F, points, LAST_MOVE, 3.5, class_="pa-last-move")


# ================================================================== panel and hand
def _panel(position: Mapping, outcome: Outcome | None, show_all: bool, computers: frozenset[str]):
    layer = _F.g(class_="pa-panel")
    x, y = PANEL_X, BOX[1]
    layer.add(_F.rect(insert=(x, y), size=(PANEL_W, BOX[3]), rx=12, fill=PAPER, stroke=LINE, stroke_width=1.5))
    line = y + 26
    for team in TEAMS:
        layer.add(_F.rect(insert=(x + 12, line - 12), size=(14, 14), fill=FILL[team[0]], stroke=LINE))
        layer.add(_F.rect(insert=(x + 28, line - 12), size=(14, 14), fill=FILL[team[1]], stroke=LINE))
        layer.add(_F.text(f"{player_name(team[0])} & {player_name(team[1])}", insert=(x + 50, line),
                          font_size=FONT, fill=LINE, font_weight="bold", class_="pa-team"))
        line += 24
    dealer = position["dealer"]
    # Translators: the side panel; {player} is the dealer's name ("Red"). Use the glossary's word for dealer.
    layer.add(_F.text(say("Dealer: {player}", player=player_name(dealer)), insert=(x + 12, line + 6), font_size=FONT,
                      fill=LINE, class_="pa-dealer"))
    # Translators: the side panel (short: 20 letters); {number} is the dealer's deal (1 to 3), {total} the deals
    # per dealer (3), {count} the cards left in the deck.
    layer.add(_F.text(say("deal {number} of {total}, deck {count}", number=position["deals"], total=DEALS_PER_DEALER,
                          count=len(position["deck"])),
                      insert=(x + 12, line + 28), font_size=FONT, fill=LINE, class_="pa-deal"))
    line += 52
    mover = position["to_move"]
    for colour in COLOURS:
        layer.add(_player_row(position, colour, x + 6, line, outcome, show_all, colour in computers,
                              colour == mover and outcome is None))
        line += 104 if show_all else 92
    return layer


def _player_row(position: Mapping, colour: str, x: float, y: float, outcome: Outcome | None, show_all: bool,
                computer: bool, active: bool):
    group = _F.g(class_=f"pa-player pa-player-{colour}")
    group.add(_F.rect(insert=(x, y), size=(PANEL_W - 12, 86 + (12 if show_all else 0)), rx=8,
                      fill=TINT[colour], stroke=LINE if active else DARK[colour], stroke_width=3.5 if active else 1))
    name = _who(colour, computer)
    if outcome is not None and colour in outcome.winners:
        name = "★ " + name
    elif active:
        name = "▶ " + name
    group.add(_F.text(name, insert=(x + 8, y + 20), font_size=FONT, font_weight="bold", fill=LINE))
    hand = position["hands"][colour]
    chosen = position["exchange"][colour]
    status = _hand_count(hand, chosen is not None)
    group.add(_F.text(status, insert=(x + 8, y + 40), font_size=FONT, fill=LINE, class_="pa-hand-count"))
    cards = list(hand) + ([chosen] if chosen not in (None, "face down") else [])
    if show_all and cards:
        text = " ".join(_card_title(card) for card in cards if card)
        group.add(_F.text(text, insert=(x + 8, y + 64), font_size=FONT, fill=ACCENT, font_weight="bold",
                          class_="pa-shown-hand"))
    else:
        for index in range(len(hand)):
            group.add(_card_face(None, x + 8 + index * 22, y + 50, 18, 26))
    gift = position["gifts"].get(colour)
    if gift:
        group.add(_F.text(_gave(gift), insert=(x + 100, y + 72), font_size=FONT, fill=SOFT, class_="pa-gift"))
    return group


def _who(colour: str, computer: bool) -> str:
    if computer:
        # Translators: a player played by the computer (side panel, headline); {player} is a name ("Red").
        return say("{player} (computer)", player=player_name(colour))
    return player_name(colour)


def _hand_count(hand: Sequence, chosen: bool) -> str:
    """'4 cards', '3 cards, 1 chosen', 'no cards (out)' (a player's row)."""
    if not hand:
        # Translators: a player's row in the side panel: the hand is played out for this deal.
        return _("no cards (out)")
    if chosen:
        # Translators: a player's row in the side panel during the exchange (short); {count} is the cards in
        # hand, besides the one chosen for the partner.
        return say_n("{count} card, 1 chosen", "{count} cards, 1 chosen", len(hand))
    # Translators: a player's row in the side panel (short); {count} is the cards in hand.
    return say_n("{count} card", "{count} cards", len(hand))


def _gave(gift: str) -> str:
    # Translators: a player's row in the side panel (short): the card given to the partner in this round's
    # exchange; {card} is the card as printed ("7").
    return say("gave {card}", card=_card_title(gift))


def _card_title(card: str) -> str:
    """A card as printed (the swap card's word in the current language)."""
    return card_title(card_kind(card).kind)


def _hand(position: Mapping, viewer: str | None, legal_first: frozenset[str], covered: str | None):
    """The hand of the player looking at the board, one card per kind (a count on doubles)."""
    layer = _F.g(class_="pa-hand")
    x, y = 14.0, BOTTOM_Y + 30
    if covered:
        name = player_name(covered)
        # Translators: the hand-over screen's heading; {player} is who is to play next ("Red").
        layer.add(_F.text(say("{player}'s hand is hidden", player=name), insert=(x, y - 8), font_size=FONT + 2,
                          font_weight="bold", fill=LINE))
        button = svg.keyed_group(_F, "button:show-hand", (x + 160, y + 50), class_="pa-button pa-show-hand")
        button.attribs["aria-label"] = _show_your_hand(covered)
        rect = _F.rect(insert=(x, y + 6), size=(330, 88), rx=12, fill=FILL[covered], stroke=LINE, stroke_width=3)
        rect.attribs["data-outline"] = "1"
        button.add(rect)
        button.add(svg.text(_F, _pass_the_device(covered), (x + 165, y + 34), FONT + 2, fill=INK[covered],
                            font_weight="bold"))
        # Translators: the hand-over screen's button, second line; {player} is who is to play next ("Red").
        button.add(svg.text(_F, say("{player}: click to see your hand", player=name), (x + 165, y + 66), FONT,
                            fill=INK[covered]))
        layer.add(button)
        return layer
    if viewer is None:
        layer.add(_F.text(_hidden_from_onlookers(), insert=(x, y - 8), font_size=FONT, fill=SOFT))
        return layer
    hand = position["hands"][viewer]
    title = _hand_title(viewer)
    chosen = position["exchange"][viewer]
    if chosen not in (None, "face down"):
        # Translators: the heading over the hand during the exchange; {player} is the hand's owner ("Red"),
        # {partner} the partner inside a sentence ("green"), {card} the card chosen for the partner as printed.
        title = say("{player}'s hand (chosen for {partner}: {card})", player=player_name(viewer),
                    partner=colour_word(partner_of(viewer)), card=_card_title(chosen))
    layer.add(_F.text(title, insert=(x, y - 8), font_size=FONT, font_weight="bold", fill=LINE, class_="pa-hand-title"))
    kinds: dict[str, list[str]] = {}
    for card in hand:
        kinds.setdefault(card.split("#")[0], []).append(card)
    for index, (kind, cards) in enumerate(kinds.items()):
        key = f"hand:{kind}"
        cx = x + index * (CARD[0] + 12)
        group = svg.keyed_group(_F, key, (cx + CARD[0] / 2, y + CARD[1] / 2),
                                class_="pa-hand-card" + (" pa-playable" if key in legal_first else ""))
        group.attribs["aria-label"] = hand_card_name(cards)
        group.add(_card_face(cards[0], cx, y, CARD[0], CARD[1], count=len(cards)))
        layer.add(group)
    return layer


def _show_your_hand(colour: str) -> str:
    # Translators: what a screen reader says for the hand-over screen's button; {player} is who is to play ("Red").
    return say("{player}: show your hand", player=player_name(colour))


def _pass_the_device(colour: str) -> str:
    # Translators: the hand-over screen (several people at one screen): give the device to the next player;
    # {player} is who is to play ("Red"). Use your notebooks' words for "pass the device".
    return say("Pass the device to {player}", player=player_name(colour))


def _hidden_from_onlookers() -> str:
    # Translators: below the board when nobody's hand may be shown (a spectator's view).
    return _("Every hand is hidden from onlookers")


def _hand_title(colour: str) -> str:
    # Translators: the heading over the cards in hand; {player} is the hand's owner ("Red").
    return say("{player}'s hand", player=player_name(colour))


def _fitted(element, size: float, width: float):
    """A button's bold label squeezed to ``width`` when it would be wider (a language with longer words)."""
    if len(element.text) * size * 0.6 > width:
        element.attribs["textLength"] = f"{width:g}"
        element.attribs["lengthAdjust"] = "spacingAndGlyphs"
    return element


def _fold_the_hand() -> str:
    # Translators: the button for folding a hand that no card can use (the board's button word).
    return _("Fold the hand")


def _instructions(position: Mapping, headline: str, instruction: str, last: str | None, legal_first: frozenset[str],
                  outcome: Outcome | None):
    layer = _F.g(class_="pa-instructions")
    x, y = 390.0, BOTTOM_Y + 20
    for number, line in enumerate(svg.wrap_lines(instruction, 40, 4)):
        layer.add(_F.text(line, insert=(x, y + number * 21), font_size=FONT, fill=LINE, class_="pa-instruction",
                          font_weight="bold" if outcome is not None else "normal"))
    if "button:fold" in legal_first and outcome is None:
        button = svg.keyed_group(_F, "button:fold", (x + 80, y + 98), class_="pa-button pa-fold")
        button.attribs["aria-label"] = _fold_the_hand()
        rect = _F.rect(insert=(x, y + 80), size=(160, 36), rx=8, fill="#f3d6d6", stroke=LINE, stroke_width=2)
        rect.attribs["data-outline"] = "1"
        button.add(rect)
        button.add(_fitted(svg.text(_F, _fold_the_hand(), (x + 80, y + 98), FONT, fill=LINE, font_weight="bold"),
                           FONT, 148))
        layer.add(button)
    if last:
        # Translators: under the board, the last move played; {move} is its label ("Play the 9: move …").
        for number, line in enumerate(svg.wrap_lines(say("Last: {move}", move=last), 44, 4)):
            layer.add(_F.text(line, insert=(x, y + 132 + number * 20), font_size=FONT, fill=LAST_MOVE,
                              class_="pa-last-label"))
    return layer


# ================================================================== texts
def phase_texts(position: Mapping, outcome: Outcome | None, computers: Iterable[str] = ()) -> tuple[str, str]:
    """The headline (whose turn, which step) and what to click now."""
    mover = position["to_move"]
    who = _who(mover, mover in set(computers))
    if outcome is not None:
        # Translators: the status line's end of the game; {reason} says who won ("yellow and blue have all 8
        # pawns locked in their goal zones").
        return _winners(outcome), say("Game over: {reason}.", reason=outcome_reason(outcome.winners))
    if position["phase"] == "exchange":
        # Translators: the headline during the exchange of cards; {player} is who chooses ("Red", "Red
        # (computer)"), {partner} the partner's name ("Green").
        return (say("{player}: choose a card for {partner}", player=who, partner=player_name(partner_of(mover))),
                # Translators: what to click during the exchange of cards.
                _("Click the card to give your partner. It stays face down until all four have chosen."))
    if position["phase"] == "split":
        left = position["split"]["steps_left"]
        # Translators: the headline while a 7 is shared out; {player} is who plays ("Red"), {count} the steps left.
        return (say_n("{player}: share out the 7 ({count} step left)", "{player}: share out the 7 ({count} steps left)",
                      left, player=who),
                # Translators: what to click while a 7 is shared out; {count} is the steps left.
                say_n("Click a pawn that has not moved with this 7 yet, then where it ends. {count} step is left.",
                      "Click a pawn that has not moved with this 7 yet, then where it ends. {count} steps are left.",
                      left))
    # Translators: what to click when a card is to be played.
    how = _("Click a card, then the pawn it moves (the home base to bring one out; the 1/14 and 7 then the "
            "field where it ends; the swap two pawns).")
    # Translators: the headline when a card is to be played; {player} is who plays ("Red", "Red (computer)").
    return say("{player}: play a card", player=who), how


def _winners(outcome: Outcome) -> str:
    # Translators: the headline at the end of the game; {first} and {second} are the winners' names ("Yellow").
    return say("{first} and {second} win!", first=player_name(outcome.winners[0]),
               second=player_name(outcome.winners[1]))


def status_line(game: Game, computers: Iterable[str] = ()) -> str:
    headline, _instruction = phase_texts(game.position(), game.outcome, computers)
    if game.outcome is not None:
        # Translators: the status line at the end of the game; {headline} says who won ("Yellow and Blue win!"),
        # {reason} why ("Yellow and blue have all 8 pawns locked in their goal zones").
        return say("Game over: {headline} {reason}.", headline=headline,
                   reason=upper_first(outcome_reason(game.outcome.winners)))
    return headline + "."


# ================================================================== the position in words (issue 23)
def _names(items: Sequence[str]) -> str:
    if len(items) == 1:
        return items[0]
    # Translators: the end of a list ("pawns 1, 2 and 4", "the 7, the 10 and the swap card"); {items} are the
    # first items with commas, {last} the last one.
    return say("{items} and {last}", items=", ".join(items[:-1]), last=items[-1])


def _cards_words(cards: Sequence[str]) -> str:
    """'the 7, the 10 twice and the swap card' (the rules' names of the cards, in the rules' order)."""
    kinds: dict[str, int] = {}
    for card in sorted_cards(cards):
        kinds[card_kind(card).kind] = kinds.get(card_kind(card).kind, 0) + 1
    return _names([_card_times(kind, count) for kind, count in kinds.items()])


def _card_times(kind: str, count: int) -> str:
    """'the 7', 'the 10 twice', 'the 3 3 times' (the position in words)."""
    if count == 1:
        return card_the(kind)
    if count == 2:
        # Translators: a card held twice, in the position in words; {card} is the card ("the 10").
        return say("{card} twice", card=card_the(kind))
    # Translators: a card held more than twice, in the position in words; {card} is the card ("the 10"), {count}
    # how many (3 or more).
    return say_n("{card} {count} times", "{card} {count} times", count, card=card_the(kind))


def _pawns_words(colour: str, pawns: Mapping[str, str]) -> str:
    """Where a colour's pawns are, in the rules' names of the fields: 'pawn 1 on field 7 after red's start,
    pawns 2 and 4 in the goal on circles 4 and 1, pawn 3 at home' (a pawn enters only its own goal zone)."""
    fields: dict[str, list[str]] = {}
    goal: list[tuple[str, str]] = []
    home: list[str] = []
    for pawn in pawns_of(colour):
        where, number = pawns[pawn], pawn.rsplit("-", 1)[1]
        if where == "home":
            home.append(number)
        elif where.startswith("goal:"):
            goal.append((number, where.rsplit("-", 1)[1]))
        else:
            fields.setdefault(where, []).append(number)
    if len(home) == PAWNS:
        # Translators: the position in words (Describe): a colour with every pawn in its home base; {count} is 4.
        return say("all {count} pawns at home", count=PAWNS)

    def who(numbers: Sequence[str]) -> str:
        # Translators: the position in words: a colour's pawns by number ("pawn 1", "pawns 2 and 4"); {numbers}
        # are the numbers.
        return say_n("pawn {numbers}", "pawns {numbers}", len(numbers), numbers=_names(numbers))

    said = []
    for where, numbers in fields.items():
        if len(numbers) > 1:
            # Translators: the position in words; {pawns} are pawns by number ("pawns 2 and 4"), {place} a field.
            said.append(say("{pawns} on {place} (a double)", pawns=who(numbers), place=field_name(where)))
        else:
            # Translators: the position in words; {pawns} is a pawn by number ("pawn 1"), {place} a field.
            said.append(say("{pawns} on {place}", pawns=who(numbers), place=field_name(where)))
    if goal:
        circles = [circle for _pawn_number, circle in goal]
        # Translators: the position in words; {pawns} are pawns by number ("pawns 2 and 4"), {count} how many,
        # {circles} the numbers of their goal circles ("4 and 1").
        said.append(say_n("{pawns} in the goal on circle {circles}", "{pawns} in the goal on circles {circles}",
                          len(goal), pawns=who([number for number, _circle in goal]), circles=_names(circles)))
    if home:
        # Translators: the position in words; {pawns} are pawns by number ("pawn 3") in their home base.
        said.append(say("{pawns} at home", pawns=who(home)))
    return ", ".join(said)


def position_in_words(position: Mapping, viewer: str | None = None, show_all: bool = False) -> str:
    """Where the pawns stand, for a listener who cannot see the board: a short sentence per colour with its
    pawns' places (public) and how many cards the player holds; the cards themselves only of the hand the
    board shows (``viewer``'s, every hand with ``show_all``), so a hidden card is never named.

    ``position``: as the board draws it (``partners.visible_position`` for a viewer)."""
    sentences = []
    for colour in COLOURS:
        hand = position["hands"][colour]
        shown = show_all or colour == viewer
        if hand:
            # Translators: the position in words: a player's cards; {count} is how many.
            cards = say_n("{count} card in hand", "{count} cards in hand", len(hand))
        else:
            # Translators: the position in words: a player without cards.
            cards = _("no cards in hand")
        if hand and shown and None not in hand:
            if colour == viewer:
                # Translators: the position in words: the cards of the one looking; {cards} counts them ("4 cards in
                # hand"), {names} names them ("the 7, the 10 twice and the swap card").
                cards = say("{cards} (yours: {names})", cards=cards, names=_cards_words(hand))
            else:
                # Translators: the position in words (teacher view): a player's cards; {cards} counts them ("4
                # cards in hand"), {names} names them ("the 7, the 10 twice and the swap card").
                cards = say("{cards} ({names})", cards=cards, names=_cards_words(hand))
        chosen = position["exchange"][colour]
        if chosen is not None:
            partner = player_name(partner_of(colour))
            if shown and chosen in ALL_CARDS:
                # Translators: the position in words during the exchange; {cards} is what the player holds ("3
                # cards in hand"), {partner} the partner's name ("Green"), {card} the chosen card ("the 7").
                cards = say("{cards} and 1 chosen for {partner} ({card})", cards=cards, partner=partner,
                            card=card_kind(chosen).the)
            else:
                # Translators: the position in words during the exchange; {cards} is what the player holds ("3
                # cards in hand"), {partner} the partner's name ("Green").
                cards = say("{cards} and 1 chosen for {partner}", cards=cards, partner=partner)
        # Translators: the position in words, one sentence per player; {player} is a name ("Red"), {pawns} where its
        # pawns stand, {cards} its cards.
        sentences.append(say("{player}: {pawns}; {cards}.", player=player_name(colour),
                             pawns=_pawns_words(colour, position["pawns"]), cards=cards))
    return " ".join(sentences)


# ================================================================== rendering
def render_position(position: Mapping, *, moves: Sequence[Move] = (), last_label: str | None = None,
                    last_move: Move | None = None, outcome: Outcome | None = None, viewer: str | None = None,
                    show_all: bool = False, computers: Iterable[str] = (), covered: str | None = None,
                    editing: bool = False) -> str:
    """The SVG of a Partners position (a full one, or a view from ``partners.visible_position``; ``editing``:
    a draft in the editor, every hand shown on the right and nobody's hand to click below)."""
    computers = frozenset(computers)
    dwg = svg.drawing(WIDTH, HEIGHT, title=_board_title())
    dwg.attribs["data-game"] = "partners"
    dwg.attribs["data-phase"] = "over" if outcome is not None else position["phase"]
    dwg.add(dwg.rect(insert=(0, 0), size=(WIDTH, HEIGHT), fill=BACKGROUND))
    headline, instruction = phase_texts(position, outcome, computers)
    dwg.add(svg.text(dwg, i18n.term("partners", "game"), (64, 28), 24, font_weight="bold", fill=LINE))
    size = round(min(22.0, 600 / max(1, 0.6 * len(headline))), 1)
    dwg.add(dwg.text(headline, insert=(134, 34), font_size=max(FONT, size), font_weight="bold", fill=LINE,
                     class_="pa-turn"))
    if show_all and not editing:
        # Translators: top right of the board when "Show everything" is on (short: about 30 letters).
        dwg.add(dwg.text(_("teacher view: every hand shown"), insert=(WIDTH - 10, 34), font_size=FONT,
                         font_style="italic", fill=ACCENT, text_anchor="end", class_="pa-show-all"))
    x, y, w, h = BOX
    dwg.add(dwg.rect(insert=(x, y), size=(w, h), rx=16, fill="#efe4cc", stroke=LINE, stroke_width=2))
    legal_first = frozenset(move.clicks[0] for move in moves if move.clicks)
    dwg.add(_ring(position))
    dwg.add(_centre(position))
    last = _last_move(last_move)
    if last is not None:
        dwg.add(last)
    dwg.add(_panel(position, outcome, show_all, computers))
    if editing:
        dwg.add(_editing_note(_(EDITING_NOTE), (14.0, BOTTOM_Y + 24), 70, FONT))
    else:
        dwg.add(_hand(position, viewer, legal_first, covered))
        dwg.add(_instructions(position, headline, instruction, last_label, legal_first, outcome))
    # Translators: two short lines (about 14 letters each) over the used pile: the board's picture was lost from
    # the rulebook, its layout is our reconstruction.
    first = _("board layout")
    # Translators: the second of the two short lines over the used pile ("board layout" / "reconstructed").
    lines = (first, _("reconstructed"))
    for number, line in enumerate(lines):     # over the used pile, clear of pawns
        dwg.add(svg.text(dwg, line, (CENTRE[0], CENTRE[1] - 92 + 20 * number), FONT, font_style="italic", fill=SOFT,
                         class_="pa-layout-note"))
    return svg.to_string(dwg)


# Translators: the editor, where the hand of the player to move would be (at most 4 lines of 70 letters).
EDITING_NOTE = N_("Setting up a position: every hand is shown face up beside the board. Click a pawn, then where it "
                  "goes; the buttons below move the cards and set the turn and the deal.")
# Translators: the editor in the projector layout (at most 4 short lines of 21 letters).
EDITING_NOTE_SHORT = N_("Setting up: every hand is shown above. Click a pawn, then where it goes.")


def _board_title() -> str:
    # Translators: the board picture's title (what a screen reader says for the whole drawing).
    return _("Partners board")


def _editing_note(text: str, at: tuple[float, float], chars: int, size: float):
    """What the editor shows where the hand of the player to move is in play."""
    layer = _F.g(class_="pa-editing-note")
    for number, line in enumerate(svg.wrap_lines(text, chars, 4)):
        layer.add(_F.text(line, insert=(at[0], at[1] + number * (size + 6)), font_size=size, fill=LINE))
    return layer


def render(game: Game, *, viewer: str | None = None, show_all: bool = False, computers: Iterable[str] = (),
           covered: str | None = None, compact: bool = False) -> str:
    """The SVG of a Partners game as ``viewer`` may see it (``show_all``: every card, for a teacher).

    ``compact``: the projector layout (see ``render_compact``).
    """
    state = game.state
    position = game.position() if show_all else partners.visible_position(state, viewer)
    if show_all:
        position["viewer"] = viewer
    history = game.history
    last_label = game.public_labels(viewer, game.cursor - 1, game.cursor)[0] if history and not show_all else (
        history[-1].label if history else None)
    moves = game.legal_moves() if show_all or viewer == game.to_move else []
    draw = render_compact if compact else render_position
    return draw(position, moves=moves, last_label=last_label, last_move=history[-1] if history else None,
                outcome=game.outcome, viewer=viewer if not covered else None, show_all=show_all,
                computers=computers, covered=covered)


def view(game: Game, *, viewer: str | None = None, show_all: bool = False) -> StaticBoard:
    """A picture of the board that shows in any notebook viewer (by default as the player to move sees it)."""
    viewer = viewer if viewer is not None else game.state.turn
    return StaticBoard(render(game, viewer=viewer, show_all=show_all), status_line(game))


# ================================================================== the projector layout
# A narrow board (a projector, JupyterLab with its side bar open) shows this drawing at about three
# quarters of its size: every text is COMPACT_TEXT units or more (the ring's a little more, as it is
# drawn a little smaller), so 14 px on screen.  It keeps every clickable part of the full layout and
# says less: the ring on the left (cropped to what is drawn on it), on the right one short row per
# player, the hand of the one looking, what to click and the fold button.  The headline is the
# status line under the board.
COMPACT_W, COMPACT_H = 760.0, 500.0
COMPACT_TEXT = 19.0
RING_CROP = 254.0                           # the ring's box: its centre +- this (labels, home bases)
RING_SIZE = 496.0                           # drawn this big, at the top left
RING_SCALE = RING_SIZE / (2 * RING_CROP)
RING_TEXT = math.ceil(COMPACT_TEXT / RING_SCALE * 10) / 10
SIDE_X, SIDE_W = 506.0, 250.0               # the column on the right
ROW_H = 52.0
COMPACT_CARD = (58.0, 84.0)
SIDE_CHARS = 21                             # letters per line of the column at COMPACT_TEXT


def render_compact(position: Mapping, *, moves: Sequence[Move] = (), last_label: str | None = None,
                   last_move: Move | None = None, outcome: Outcome | None = None, viewer: str | None = None,
                   show_all: bool = False, computers: Iterable[str] = (), covered: str | None = None,
                   editing: bool = False) -> str:
    """The projector layout of a Partners position (same arguments as ``render_position``)."""
    computers = frozenset(computers)
    dwg = svg.drawing(COMPACT_W, COMPACT_H, title=_board_title())
    dwg.attribs.update({"data-game": "partners", "data-compact": "1",
                        "data-phase": "over" if outcome is not None else position["phase"]})
    dwg.add(dwg.rect(insert=(0, 0), size=(COMPACT_W, COMPACT_H), fill=BACKGROUND))
    left, top = CENTRE[0] - RING_CROP, CENTRE[1] - RING_CROP
    ring = _F.g(class_="pa-compact-ring",
                transform=f"translate({2 - left * RING_SCALE:g} {2 - top * RING_SCALE:g}) scale({RING_SCALE:g})")
    ring.add(_F.rect(insert=(left, top), size=(2 * RING_CROP, 2 * RING_CROP), rx=16, fill="#efe4cc", stroke=LINE,
                     stroke_width=2))
    ring.add(_ring(position, RING_TEXT))
    ring.add(_centre(position, RING_TEXT))
    last = _last_move(last_move)
    if last is not None:
        ring.add(last)
    dwg.add(ring)
    mover = position["to_move"]
    y = 2.0
    for colour in COLOURS:
        dwg.add(_compact_row(position, colour, y, outcome, show_all, colour in computers,
                             colour == mover and outcome is None))
        y += ROW_H + 4
    # Translators: the projector layout's column (short: 21 letters); {number} is the dealer's deal (1 to 3),
    # {total} the deals per dealer (3), {count} the cards left in the deck.
    dwg.add(_F.text(say("deal {number} of {total} · deck {count}", number=position["deals"], total=DEALS_PER_DEALER,
                        count=len(position["deck"])),
                    insert=(SIDE_X + 4, y + 20), font_size=COMPACT_TEXT, fill=LINE, class_="pa-deal"))
    legal_first = frozenset(move.clicks[0] for move in moves if move.clicks)
    if editing:
        dwg.add(_editing_note(_(EDITING_NOTE_SHORT), (SIDE_X + 4, y + 54), SIDE_CHARS, COMPACT_TEXT))
    else:
        dwg.add(_compact_hand(position, viewer, legal_first, covered, outcome, y + 30))
    return svg.to_string(dwg)


def _compact_row(position: Mapping, colour: str, y: float, outcome: Outcome | None, show_all: bool, computer: bool,
                 active: bool):
    """One player in two lines: name, partner and dealer; cards in hand (all of them for a teacher)."""
    x, w = SIDE_X, SIDE_W
    group = _F.g(class_=f"pa-player pa-player-{colour}")
    group.add(_F.rect(insert=(x, y), size=(w, ROW_H), rx=8, fill=TINT[colour], stroke=LINE if active else DARK[colour],
                      stroke_width=3.5 if active else 1))
    mark = "★ " if outcome is not None and colour in outcome.winners else ("▶ " if active else "")
    # Translators: the projector layout: a player played by the computer (very short); {player} is a name ("Red").
    name = say("{player} (cpu)", player=player_name(colour)) if computer else player_name(colour)
    group.add(_F.text(mark + name, insert=(x + 8, y + 22),
                      font_size=COMPACT_TEXT, font_weight="bold", fill=LINE))
    group.add(_F.text(f"& {player_name(partner_of(colour))}", insert=(x + w - 8, y + 22), font_size=COMPACT_TEXT,
                      fill=SOFT, text_anchor="end", class_="pa-team"))
    hand = position["hands"][colour]
    chosen = position["exchange"][colour]
    gift = position["gifts"].get(colour)
    cards = list(hand) + ([chosen] if chosen not in (None, "face down") else [])
    if show_all and cards:
        status, fill = " ".join(_card_title(card) for card in cards if card), ACCENT
    else:
        status = _hand_count(hand, chosen is not None)
        if chosen is None and gift and hand:
            # Translators: the projector layout's player row (short: 21 letters); {cards} counts the hand ("3
            # cards"), {gave} the card given to the partner ("gave 7").
            status = say("{cards}, {gave}", cards=status, gave=_gave(gift))
        fill = LINE
    group.add(_F.text(status, insert=(x + 8, y + 45), font_size=COMPACT_TEXT, fill=fill, class_="pa-hand-count"))
    if position["dealer"] == colour:
        # Translators: the projector layout's player row: this player deals (the glossary's word for dealer).
        group.add(_F.text(_("dealer"), insert=(x + w - 8, y + 45), font_size=COMPACT_TEXT, fill=SOFT, font_style="italic",
                          text_anchor="end", class_="pa-dealer"))
    return group


def _compact_hand(position: Mapping, viewer: str | None, legal_first: frozenset[str], covered: str | None,
                  outcome: Outcome | None, y: float):
    """The hand of the one looking (or the 'pass the device' cover), what to click, the fold button."""
    layer = _F.g(class_="pa-hand")
    x = SIDE_X
    if covered:
        button = svg.keyed_group(_F, "button:show-hand", (x + SIDE_W / 2, y + 80), class_="pa-button pa-show-hand")
        button.attribs["aria-label"] = _show_your_hand(covered)
        rect = _F.rect(insert=(x, y + 4), size=(SIDE_W, 152), rx=12, fill=FILL[covered], stroke=LINE, stroke_width=3)
        rect.attribs["data-outline"] = "1"
        button.add(rect)
        # Translators: the hand-over screen's second text in the projector layout (two short lines of 21 letters
        # at most); {player} is who is to play next ("Red").
        click = say("{player}: click here to see your hand", player=player_name(covered))
        lines = [(line, True) for line in svg.wrap_lines(_pass_the_device(covered), SIDE_CHARS, 2)]
        lines += [(line, False) for line in svg.wrap_lines(click, SIDE_CHARS, 2)]
        for number, (line, bold) in enumerate(lines):
            button.add(svg.text(_F, line, (x + SIDE_W / 2, y + 34 + number * 32), COMPACT_TEXT, fill=INK[covered],
                                font_weight="bold" if bold else "normal"))
        layer.add(button)
        return layer
    if viewer is None:
        for number, line in enumerate(svg.wrap_lines(_hidden_from_onlookers(), SIDE_CHARS, 2)):
            layer.add(_F.text(line, insert=(x + 4, y + 24 + number * 24), font_size=COMPACT_TEXT, fill=SOFT))
    else:
        chosen = position["exchange"][viewer]
        title = _hand_title(viewer)
        if chosen not in (None, "face down"):
            # Translators: the projector layout's heading over the hand during the exchange (short); {partner} is
            # the partner's name ("Green"), {card} the card chosen for the partner as printed ("7").
            title = say("For {partner}: {card}", partner=player_name(partner_of(viewer)), card=_card_title(chosen))
        layer.add(_F.text(title, insert=(x + 4, y + 22), font_size=COMPACT_TEXT, font_weight="bold", fill=LINE,
                          class_="pa-hand-title"))
        kinds: dict[str, list[str]] = {}
        for card in position["hands"][viewer]:
            kinds.setdefault(card.split("#")[0], []).append(card)
        w, h = COMPACT_CARD
        per_row = int((SIDE_W + 6) // (w + 6))          # 4: a whole hand in one row
        for index, (kind, cards) in enumerate(kinds.items()):
            key = f"hand:{kind}"
            row, column = divmod(index, per_row)
            cx, cy = x + column * (w + 6), y + 34 + row * (h + 6)
            group = svg.keyed_group(_F, key, (cx + w / 2, cy + h / 2),
                                    class_="pa-hand-card" + (" pa-playable" if key in legal_first else ""))
            group.attribs["aria-label"] = hand_card_name(cards)
            group.add(_card_face(cards[0], cx, cy, w, h, count=len(cards), size=COMPACT_TEXT))
            layer.add(group)
    y = COMPACT_H - 2 - 44 - 2 * 23 - 4
    for number, line in enumerate(svg.wrap_lines(_compact_instruction(position, viewer, outcome), SIDE_CHARS, 2)):
        layer.add(_F.text(line, insert=(x + 4, y + 18 + number * 23), font_size=COMPACT_TEXT, fill=LINE,
                          class_="pa-instruction"))
    if "button:fold" in legal_first and outcome is None:
        by = COMPACT_H - 2 - 42
        button = svg.keyed_group(_F, "button:fold", (x + 90, by + 21), class_="pa-button pa-fold")
        button.attribs["aria-label"] = _fold_the_hand()
        rect = _F.rect(insert=(x + 4, by), size=(172, 42), rx=8, fill="#f3d6d6", stroke=LINE, stroke_width=2)
        rect.attribs["data-outline"] = "1"
        button.add(rect)
        button.add(_fitted(svg.text(_F, _fold_the_hand(), (x + 90, by + 21), COMPACT_TEXT, fill=LINE,
                                    font_weight="bold"), COMPACT_TEXT, 160))
        layer.add(button)
    return layer


def _compact_instruction(position: Mapping, viewer: str | None, outcome: Outcome | None) -> str:
    """What to click now, in a few words (the status line under the board says whose turn it is)."""
    if outcome is not None:
        return _winners(outcome)
    if viewer is None or viewer != position["to_move"]:
        return ""
    if position["phase"] == "exchange":
        # Translators: the projector layout: what to click in the exchange (two lines of 21 letters); {partner} is
        # the partner's name ("Green").
        return say("Click a card to give {partner}.", partner=player_name(partner_of(viewer)))
    if position["phase"] == "split":
        left = position["split"]["steps_left"]
        # Translators: the projector layout: what to click while a 7 is shared out (two lines of 21 letters);
        # {count} is the steps left.
        return say_n("{count} step left: click a pawn, then its field.",
                     "{count} steps left: click a pawn, then its field.", left)
    # Translators: the projector layout: what to click to play a card (two lines of 21 letters).
    return _("Click a card, then a pawn, home or field.")


_F = svg.drawing(10, 10)     # an element factory for the helpers


# ================================================================== the widget
class PartnersBoard(SeatsBoard):
    """A live Partners board.

    ``PartnersBoard()``, ``PartnersBoard(seed=7)``, ``PartnersBoard(game=…)``,
    ``PartnersBoard.from_position(…)``, ``PartnersBoard.example("bounce")``.

    Options (traits):

    - ``computer_players``: the colours the computer plays (e.g. ``["red", "blue", "green"]``
      to play yellow with a computer partner against two computer opponents); whenever one of
      them is to move, the front end asks for computer moves until a person's turn comes
      (``play_computers()`` does the same from Python);
    - ``show_all`` (teacher mode): every hand and every face-down choice is shown;
    - ``hot_seat_cover``: with several people at one screen, the hand is covered between
      turns with a "pass the device" button (on by default);
    - ``layout``: "auto" (the default: the compact projector layout whenever the front end
      reports a narrow view), "full" or "compact".
    """

    game_module = partners
    history_in_words = True          # the move list reads "Yellow: Play the 10: move …", never "play 10 yellow-1"
    exercise_options: ClassVar[dict] = {"hot_seat_cover": False}   # an exercise shows the hand of the player to move
    history_names_the_mover = True
    player_names = COLOURS
    show_all = traitlets.Bool(False).tag(sync=True)
    hot_seat_cover = traitlets.Bool(True).tag(sync=True)

    def __init__(self, game: Game | None = None, *, seed: int | None = None, computer_seed: int | None = None,
                 **kwargs):
        if game is None:
            game = partners.new_game(seed=seed)
        super().__init__(game, computer_seed=computer_seed, **kwargs)
        self.observe(self._on_view_option, ["show_all", "hot_seat_cover"])

    @classmethod
    def example(cls, name: str, **kwargs) -> PartnersBoard:
        """A board on one of the worked statements (see ``partners.EXAMPLES``)."""
        return cls.from_position(partners.example(name), **kwargs)

    # ------------------------------------------------------------ who sees what
    def hands_are_covered(self) -> bool:
        return self.hot_seat_cover and not self.show_all

    def covered(self) -> str | None:
        """The person to move whose hand waits behind the 'pass the device' cover (hot seat), if any."""
        return self.waiting_for_handover()

    def viewer(self) -> str | None:
        """Whose hand is shown: the person to move (once uncovered), else the one person playing."""
        humans = self.humans()
        mover = self.game.to_move
        if mover in humans:
            return None if self.covered() else mover
        return humans[0] if len(humans) == 1 else None

    def perspective_choices(self) -> tuple[str, ...]:
        return (FOLLOW,)

    def render_svg(self) -> str:
        return render(self.game, viewer=self.viewer(), show_all=self.show_all, computers=self.computers(),
                      covered=self.covered(), compact=self.compact())


    def render_draft(self, state) -> str:
        """A draft in the editor: every hand face up (the referee at the table sees all); a draft need not be a
        position of the game, so it is drawn from its position as it stands."""
        draw = render_compact if self.compact() else render_position
        return draw(partners.state_to_position(state), outcome=partners.Game.outcome_of(state), show_all=True,
                    editing=True)

    def player_title(self, player: str) -> str:
        return player_name(player)

    def status_text(self) -> str:
        return status_line(self.game, self.computers())

    def describe_position(self) -> str:
        """Each colour's pawns and how many cards each holds; the cards only of the hand the board shows."""
        viewer = self.viewer()
        state = self.game.state
        position = self.game.position() if self.show_all else partners.visible_position(state, viewer)
        return position_in_words(position, viewer, self.show_all)

    def hides_moves(self) -> bool:
        return super().hides_moves() or (not self.show_all and self.game.outcome is None
                                         and self.viewer() != self.game.to_move)

    def _history_json(self) -> list[dict]:
        # the history reads as the person at the screen may read it: a face-down choice stays secret
        moves = self.game.all_moves
        labels = [move.label for move in moves] if self.show_all else self.game.public_labels(self.viewer())
        return [{"label": said, "notation": move.notation if label == move.label else "give"}
                for label, said, move in zip(labels, self._entry_labels(labels), moves)]

    def _said(self, index: int) -> str:
        if self.show_all:
            return self.game.all_moves[index].label
        return self.game.public_labels(self.viewer(), index, index + 1)[0]

    # ------------------------------------------------------------ commands (messages never name secret cards)
    def undo(self) -> Move | None:
        with self.hold_sync():
            move = super().undo()
            if move is not None:
                # Translators: the message line after ↶ Undo; {move} is the move taken back ("Play the 9: …").
                self.message = say("Took back {move}.", move=self._said(self.game.cursor))
        return move

    def redo(self) -> Move | None:
        with self.hold_sync():
            move = super().redo()
            if move is not None:
                # Translators: the message line after Redo ↷; {move} is the move played again ("Play the 9: …").
                self.message = say("Played again: {move}.", move=self._said(self.game.cursor - 1))
        return move

    # ------------------------------------------------------------ observers
    def _on_view_option(self, _change) -> None:
        self.refresh()

    def _on_computer_side(self, change) -> None:
        super()._on_computer_side(change)
        if not self._reverting:
            self.refresh()



__all__ = ["PartnersBoard", "position_in_words", "render", "render_position", "status_line", "view"]

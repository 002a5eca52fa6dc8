"""The HIT board: an SVG renderer and the live widget.

What the picture shows (every clickable part carries the ``data-key`` the rules'
moves use, see ``rulebook.hit``):

- the loop of fields (``field:N``, numbered), with corner fields drawn square,
  start fields and barrier fields (with the barrier bar and the curved arrow into
  the goal) in their colour, the goal lanes (``goal:<colour>-<i>``) and the waiting
  fields (``wait:<colour>-<i>``); the dotted fields are not used in this game;
- the figures (``figure:<colour>-<n>``), each in its colour *and* shape (red
  circle, blue square, green hexagon, yellow diamond) with a letter and number
  such as ``R2``, and a shield badge while their colour is protected;
- one panel per player: coins (``coins:<colour>``), draw pile size, discard pile
  with its top card (``discard:<colour>``), the hand (hidden unless allowed);
- the market (``market:<n>``) with each card's cost, the neutral stack size;
- the hand of the player to move, drawn large (``hand:<n>``), and the buttons
  (``button:end-turn``, ``button:keep-shield``, ``button:shuffle-shield``);
- whose turn it is, the phase and what to click, the last move, the result.

Hidden information: the renderer works from ``hit.visible_position`` (so a
hidden card never reaches the SVG) unless ``show_all`` is on.

The board picture was lost from the rulebook: the loop is laid out from the
rules' geometry in ``rulebook/data/hit.json`` as a star with one arm per printed
colour (for 4 arms exactly the cross of Mensch ärgere dich nicht); the board says
"board layout reconstructed".
"""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import ClassVar

import traitlets

from rulebook import hit, i18n
from rulebook.core import Game, Move, Outcome
from rulebook.hit.board import DATA as RULES_DATA
from rulebook.hit.board import (
    NO_GOAL_ENTRY,
    NO_HIT,
    SHIELD,
    SHIELD_BREAKER,
    CardKind,
    board_for,
    card_kind,
    card_owner,
    colour_word,
    figure_letter,
    player_name,
)
from rulebook.hit.movement import number_word
from rulebook.i18n import N_, say, say_n
from widgets import svg
from widgets.board import SeatsBoard, StaticBoard

# ------------------------------------------------------------------ colours
# Okabe–Ito colours (told apart by most colour-blind eyes), plus a shape and a letter per colour.
FILL, TINT, DARK, INK = svg.PLAYER_FILL, svg.PLAYER_TINT, svg.PLAYER_DARK, svg.PLAYER_INK
EDGE = {"red": "#d55e00", "blue": "#195a96", "green": "#009e73", "yellow": "#b3a300"}   # outlines on paper
LETTER = {"red": "R", "blue": "B", "green": "G", "yellow": "Y"}
SHAPE = {"red": "circle", "blue": "square", "green": "hexagon", "yellow": "diamond"}

BACKGROUND = "#f6f1e6"
PAPER = "#fffdf7"
LINE = "#3d3326"
SOFT = "#6b5d4b"
FIELD = "#fffaf0"
GOLD = "#f2b705"
GOLD_EDGE = "#7a5a00"
SHIELD_FILL = "#5b3cc4"
BREAK = "#ffb000"
STOP = "#c4001a"
CARD_BACK = "#2f4858"
ACTIVE = "#111111"

# ------------------------------------------------------------------ canvas
WIDTH = 1180
HEADER = 58
BOARD_BOX = (10.0, 66.0, 560.0, 560.0)          # x, y, width, height of the loop's area
RIGHT_X = 590.0
RIGHT_W = 580.0
PANEL_H = 100.0
PANEL_GAP = 8.0
SHOW_ALL_EXTRA = 20.0   # a panel's extra line for the draw pile in order
MARKET_Y = 468.0
BOTTOM_Y = 640.0
BOTTOM_H = 240.0

BIG_CARD = (140.0, 196.0)
MARKET_CARD = (98.0, 150.0)
MINI_CARD = (46.0, 64.0)

HALF_WIDTH = 1.0        # an arm's side rows lie this many field spacings from its middle row
FIELD_RADIUS = 0.4      # in field spacings
FOLLOW = "player to move"
SMALL_TEXT = 15.0       # labels a learner reads: at least 14 units, readable on a projector
SHORT_VARIANT_NAMES = {
    # Translators: HIT's variant without shields, top right of the board (your rulebook's name of the variant).
    "mehr-schadenfreude": N_("Mehr Schadenfreude (no shields)"),
    # Translators: HIT's variant with four figures each, top right of the board (your rulebook's name).
    "4-statt-3": N_("4 statt 3"),
}


# ================================================================== layout of the loop
@dataclass(frozen=True)
class Spot:
    """Where one field is drawn."""

    key: str
    x: float
    y: float
    angle: float                 # direction of its arm (radians), for square fields
    colour: str | None = None    # the colour a goal or waiting field belongs to


@dataclass(frozen=True)
class Layout:
    """The drawing geometry of one board side, seen with ``bottom``'s arm pointing down."""

    spots: Mapping[str, Spot]
    radius: float                       # of a field, in pixels
    unit: float                         # field spacing, in pixels
    arms: tuple[str, ...]               # printed colours, clockwise
    bottom: str


def _direction(angle: float) -> tuple[tuple[float, float], tuple[float, float]]:
    """The unit vector along an arm (outwards) and the one across it (towards the next arm clockwise)."""
    return (math.cos(angle), math.sin(angle)), (-math.sin(angle), math.cos(angle))


@lru_cache(maxsize=64)
def board_layout(players: int, variants: frozenset[str] = frozenset(), bottom: str | None = None) -> Layout:
    """Field centres for the board side of this game, computed from the rules' geometry.

    One arm per printed start field.  A colour's segment of the loop starts at the tip of
    its own arm (its start field), runs inwards along the arm's side to the inner corner,
    out along the next arm to its tip; the tip's middle field is the next colour's barrier,
    with that colour's goal lane running inwards from it.  With 4 arms and segments of 10
    this is exactly the cross of Mensch ärgere dich nicht.
    """
    board = board_for(players, variants)
    side = RULES_DATA["sides"][board.side]
    starts = {colour: int(field) for colour, field in side["start_fields"].items()}
    barriers = {colour: int(field) for colour, field in side["barrier_fields"].items()}
    arms = tuple(sorted(starts, key=starts.get))
    count, loop = len(arms), board.loop
    segment = loop // count
    per_side = segment // 2
    problems = [colour for colour in arms if barriers.get(colour) != (starts[colour] - 1) % loop]
    if loop % count or segment % 2 or segment < 6 or problems or any(
            (starts[arms[k]] - starts[arms[0]]) % loop != k * segment for k in range(count)):
        raise ValueError(f"The {board.side} side cannot be drawn as a star: its loop of {loop} fields is not "
                         f"{count} equal segments with each barrier just before a start field.")
    bottom = bottom if bottom in arms else arms[0]
    turn = arms.index(bottom)
    inner = HALF_WIDTH / math.tan(math.pi / count)   # where an arm's side meets the next arm's side

    def angle(k: int) -> float:
        return math.pi / 2 + (k - turn) * 2 * math.pi / count     # the bottom arm points down

    raw: dict[str, tuple[float, float, float, str | None]] = {}

    def place(key: str, k: int, along: float, across: float, colour: str | None = None) -> None:
        (ux, uy), (vx, vy) = _direction(angle(k))
        raw[key] = (along * ux + across * vx, along * uy + across * vy, angle(k), colour)

    goals = int(RULES_DATA["goal_fields_per_colour"])
    waits = int(RULES_DATA["waiting_fields_per_colour"])
    for k, colour in enumerate(arms):
        start = starts[colour]
        for offset in range(segment):
            key = f"field:{(start + offset) % loop}"
            if offset < per_side:                      # inwards along the own arm
                place(key, k, inner + per_side - 1 - offset, HALF_WIDTH)
            elif offset < segment - 1:                 # outwards along the next arm
                place(key, k + 1, inner + offset - per_side + 1, -HALF_WIDTH)
            else:                                      # the next arm's tip: the next colour's barrier
                place(key, k + 1, inner + per_side - 1, 0.0)
        for number in range(1, goals + 1):
            place(f"goal:{colour}-{number}", k, inner + per_side - 1 - number, 0.0, colour)
        # the waiting fields sit between the own arm and the next one, near the own start field
        block_along, block_across = inner + per_side - 1.5, HALF_WIDTH + (3.5 if count >= 4 else 2.5)
        columns = max(1, math.ceil(math.sqrt(waits)))
        for number in range(1, waits + 1):
            row, column = divmod(number - 1, columns)
            place(f"wait:{colour}-{number}", k, block_along + 0.5 - column, block_across - 0.5 + row, colour)
    return _fitted(raw, arms, bottom)


def _fitted(raw: Mapping[str, tuple[float, float, float, str | None]], arms: tuple[str, ...],
            bottom: str) -> Layout:
    """Scale and centre the raw spots into the board's box."""
    xs = [x for x, _, _, _ in raw.values()]
    ys = [y for _, y, _, _ in raw.values()]
    margin = FIELD_RADIUS + 0.25
    width, height = max(xs) - min(xs) + 2 * margin, max(ys) - min(ys) + 2 * margin
    box_x, box_y, box_w, box_h = BOARD_BOX
    unit = min(box_w / width, box_h / height)
    left = box_x + (box_w - width * unit) / 2 - (min(xs) - margin) * unit
    top = box_y + (box_h - height * unit) / 2 - (min(ys) - margin) * unit
    spots = {key: Spot(key, round(left + x * unit, 1), round(top + y * unit, 1), a, colour)
             for key, (x, y, a, colour) in raw.items()}
    return Layout(spots, FIELD_RADIUS * unit, unit, arms, bottom)


# ================================================================== small pictures
_FACTORY = svg.FACTORY         # parts are drawn once and cached (see svg.FACTORY)


def _polygon(points: Iterable[tuple[float, float]], **attributes):
    return _FACTORY.polygon([(round(x, 1), round(y, 1)) for x, y in points], **attributes)


def _shape_points(shape: str, x: float, y: float, r: float, angle: float = 0.0) -> list[tuple[float, float]]:
    if shape == "square":
        corners = [(-1, -1), (1, -1), (1, 1), (-1, 1)]
        s = r * 0.86
    elif shape == "diamond":
        corners = [(0, -1), (1, 0), (0, 1), (-1, 0)]
        s = r * 1.2
    else:  # hexagon
        corners = [(math.cos(math.pi / 3 * i), math.sin(math.pi / 3 * i)) for i in range(6)]
        s = r * 1.06
    cos, sin = math.cos(angle), math.sin(angle)
    return [(x + s * (cx * cos - cy * sin), y + s * (cx * sin + cy * cos)) for cx, cy in corners]


def _token_shape(colour: str, x: float, y: float, r: float, **attributes):
    """The colour's shape (circle, square, hexagon, diamond) filled in the colour."""
    shape = SHAPE.get(colour, "circle")
    if shape == "circle":
        element = _FACTORY.circle(center=(x, y), r=round(r, 1), fill=FILL[colour], **attributes)
    else:
        element = _polygon(_shape_points(shape, x, y, r), fill=FILL[colour], stroke_linejoin="round", **attributes)
    element.attribs["class"] = f"hit-shape-{shape}"
    return element


def _shield_icon(x: float, y: float, size: float, broken: bool = False):
    """A shield (the protection symbol); ``broken`` adds the crack of the shield breaker."""
    s = size / 2
    group = _FACTORY.g(class_="hit-icon-breaker" if broken else "hit-icon-shield")
    d = (f"M{x - 0.8 * s:.1f},{y - 0.85 * s:.1f} L{x + 0.8 * s:.1f},{y - 0.85 * s:.1f} "
         f"L{x + 0.8 * s:.1f},{y - 0.1 * s:.1f} Q{x + 0.8 * s:.1f},{y + 0.6 * s:.1f} {x:.1f},{y + s:.1f} "
         f"Q{x - 0.8 * s:.1f},{y + 0.6 * s:.1f} {x - 0.8 * s:.1f},{y - 0.1 * s:.1f} Z")
    group.add(_FACTORY.path(d=d, fill=SHIELD_FILL, stroke="#ffffff", stroke_width=f"{max(1.0, s * 0.14):.1f}",
                            stroke_linejoin="round"))
    if broken:
        crack = [(x - 0.1 * s, y - 0.85 * s), (x + 0.2 * s, y - 0.3 * s), (x - 0.25 * s, y + 0.05 * s),
                 (x + 0.15 * s, y + 0.45 * s), (x - 0.05 * s, y + 0.95 * s)]
        group.add(_FACTORY.polyline([(round(a, 1), round(b, 1)) for a, b in crack], fill="none", stroke=BREAK,
                                    stroke_width=f"{max(1.5, s * 0.28):.1f}", stroke_linejoin="round"))
    return group


def _forbidden(x: float, y: float, s: float, group) -> None:
    """The red ring and slash of a 'not allowed' sign, over what the group already holds."""
    group.add(_FACTORY.circle(center=(x, y), r=round(0.92 * s, 1), fill="none", stroke=STOP,
                              stroke_width=f"{max(1.2, 0.2 * s):.1f}"))
    d = 0.65 * s
    group.add(_FACTORY.line((round(x - d, 1), round(y - d, 1)), (round(x + d, 1), round(y + d, 1)), stroke=STOP,
                            stroke_width=f"{max(1.2, 0.2 * s):.1f}"))


def _no_hit_icon(x: float, y: float, size: float):
    """A figure under a 'not allowed' sign: this card may not hit."""
    s = size / 2
    group = _FACTORY.g(class_="hit-icon-no-hit")
    group.add(_FACTORY.circle(center=(x, y), r=round(0.92 * s, 1), fill="#ffffff"))
    group.add(_FACTORY.circle(center=(x, round(y - 0.3 * s, 1)), r=round(0.22 * s, 1), fill=LINE))
    group.add(_polygon([(x - 0.35 * s, y + 0.5 * s), (x - 0.12 * s, y - 0.1 * s), (x + 0.12 * s, y - 0.1 * s),
                        (x + 0.35 * s, y + 0.5 * s)], fill=LINE))
    _forbidden(x, y, s, group)
    return group


def _no_goal_icon(x: float, y: float, size: float):
    """A goal flag in a crossed-out square: this card may not move into or inside the goal.

    Square where the no-hit sign is round, so the two are told apart at a glance.
    """
    s = size / 2
    group = _FACTORY.g(class_="hit-icon-no-goal")
    frame = _FACTORY.rect(insert=(round(x - 0.9 * s, 1), round(y - 0.9 * s, 1)), size=(round(1.8 * s, 1),) * 2,
                          rx=round(0.15 * s, 1), fill="#ffffff", stroke=STOP, stroke_width=f"{max(1.2, 0.2 * s):.1f}")
    group.add(frame)
    group.add(_FACTORY.line((round(x - 0.25 * s, 1), round(y + 0.55 * s, 1)),
                            (round(x - 0.25 * s, 1), round(y - 0.55 * s, 1)), stroke=LINE,
                            stroke_width=f"{max(1.0, 0.14 * s):.1f}"))
    group.add(_polygon([(x - 0.25 * s, y - 0.55 * s), (x + 0.45 * s, y - 0.32 * s), (x - 0.25 * s, y - 0.08 * s)],
                       fill=LINE))
    d = 0.8 * s
    group.add(_FACTORY.line((round(x - d, 1), round(y + d, 1)), (round(x + d, 1), round(y - d, 1)), stroke=STOP,
                            stroke_width=f"{max(1.2, 0.2 * s):.1f}"))
    return group


def _coin(x: float, y: float, r: float, label: str, font: float | None = None):
    group = _FACTORY.g(class_="hit-coin")
    group.add(_FACTORY.circle(center=(round(x, 1), round(y, 1)), r=round(r, 1), fill=GOLD, stroke=GOLD_EDGE,
                              stroke_width=f"{max(1.0, r * 0.12):.1f}"))
    if label:
        group.add(svg.text(_FACTORY, label, (x, y), font or r * (1.05 if len(label) < 3 else 0.8),
                           fill="#2b1d00", font_weight="bold"))
    return group


SYMBOL_ICONS = {SHIELD: lambda x, y, s: _shield_icon(x, y, s),
                SHIELD_BREAKER: lambda x, y, s: _shield_icon(x, y, s, broken=True),
                NO_HIT: _no_hit_icon, NO_GOAL_ENTRY: _no_goal_icon}


def symbol_word(symbol: str) -> str:
    """A card symbol's short name under it on a big card, in the current language."""
    if symbol == SHIELD:
        # Translators: the short name under a HIT card's shield symbol (a big card, about 8 letters of room).
        return i18n.pgettext("HIT symbol", "shield")
    if symbol == SHIELD_BREAKER:
        # Translators: the short name under the shield breaker symbol (about 8 letters of room).
        return i18n.pgettext("HIT symbol", "breaker")
    if symbol == NO_HIT:
        # Translators: the short name under the no-hit symbol (about 8 letters of room).
        return i18n.pgettext("HIT symbol", "no hit")
    # Translators: the short name under the no-goal-entry symbol (about 8 letters of room).
    return i18n.pgettext("HIT symbol", "no goal")


def _cached_words(maxsize: int):
    """Like ``svg.cached_part`` for a part that holds words: one cached drawing per language."""
    def decorate(draw):
        @functools.lru_cache(maxsize=maxsize)
        def cached(language, *args, **kwargs):
            return svg.fragment(draw(*args, **kwargs))

        @functools.wraps(draw)
        def call(*args, **kwargs):
            return cached(i18n.current(), *args, **kwargs)
        call.cache_clear = cached.cache_clear
        return call
    return decorate
SYMBOL_ORDER = (SHIELD, SHIELD_BREAKER, NO_HIT, NO_GOAL_ENTRY)


# ================================================================== cards
def card_glyph(kind: CardKind) -> str:
    """The big sign on a card: its number, range or a short word."""
    effect, steps = kind.effect, kind.steps
    if effect in ("move", "come-out-or-move", "split"):
        return str(steps)
    if effect in ("move-up-to", "corners", "groups"):
        return f"1–{steps}"
    if effect == "move-or-back":
        return f"{steps} / ←{kind.back}"
    if effect == "coins":
        return f"+{kind.coins}"
    if effect == "next-free-corner":
        # Translators: the big word on the next free corner card (the card is narrow: a short word).
        return i18n.pgettext("HIT card sign", "corner")
    if effect == "hunter":
        # Translators: the big word on the hunter card (a short word).
        return i18n.pgettext("HIT card sign", "hunt")
    if effect == "behind":
        # Translators: the big word on the behind card (a short word).
        return i18n.pgettext("HIT card sign", "behind")
    if effect == "barrier-jump":
        # Translators: the big word on the barrier jump card (a short word; the glossary's barrier).
        return i18n.pgettext("HIT card sign", "barrier")
    if effect == "start-jump":
        # Translators: the big word on the start jump card (a short word).
        return i18n.pgettext("HIT card sign", "start")
    return kind.said


def card_lines(kind: CardKind, narrow: bool = False) -> tuple[str, ...]:
    """What a card does, in two short lines a learner can read (``narrow``: up to three shorter ones)."""
    effect = kind.effect
    if narrow and effect in _NARROW_EFFECTS:
        return _narrow_lines(kind)
    return _wide_lines(kind)


def _wide_lines(kind: CardKind) -> tuple[str, ...]:
    """What a card does in up to two lines, in the current language."""
    effect, steps = kind.effect, kind.steps
    if effect == "come-out-or-move":
        return (
            # Translators: a line printed on the 1 or 6 card; about 16 letters, longer lines are squeezed.
            i18n.pgettext("HIT card text", "come out,"),
            # Translators: a line printed on the 1 or 6 card; {count} is a number; about 16 letters.
            say_n("or move {count}", "or move {count}", steps),
        )
    if effect == "move-up-to":
        return (
            # Translators: a line printed on the 1 to 5 card; {count} is a number; about 16 letters.
            say_n("move 1 to {count},", "move 1 to {count},", steps),
            # Translators: a line printed on the 1 to 5 card; about 16 letters, longer lines are squeezed.
            i18n.pgettext("HIT card text", "you choose"),
        )
    if effect == "next-free-corner":
        return (
            # Translators: a line printed on the next free corner card; about 16 letters, longer lines are squeezed.
            i18n.pgettext("HIT card text", "to the next"),
            # Translators: a line printed on the next free corner card; about 16 letters, longer lines are squeezed.
            i18n.pgettext("HIT card text", "free corner"),
        )
    if effect == "move":
        return (
            # Translators: a line printed on the numbered card; {count} is a number; about 16 letters.
            say_n("move {count}", "move {count}", steps),
        )
    if effect == "move-or-back":
        return (
            # Translators: a line printed on the 3 forward or 1 back card; {count} is a number; about 16 letters.
            say_n("{count} forward", "{count} forward", steps),
            # Translators: a line printed on the 3 forward or 1 back card; {count} is a number; about 16 letters.
            say_n("or {count} back", "or {count} back", kind.back),
        )
    if effect == "split":
        return (
            # Translators: a line printed on the split 10 card; {count} is a number; about 16 letters.
            say_n("share {count} steps", "share {count} steps", steps),
            # Translators: a line printed on the split 10 card; about 16 letters, longer lines are squeezed.
            i18n.pgettext("HIT card text", "among figures"),
        )
    if effect == "coins":
        return (
            # Translators: a line printed on the coin card; {count} is a number; about 16 letters.
            say_n("take {count} coins", "take {count} coins", kind.coins),
        )
    if effect == "corners":
        return (
            # Translators: a line printed on the 1 to 3 corners card; {count} is a number; about 16 letters.
            say_n("1 to {count} corner", "1 to {count} corner", steps),
            # Translators: a line printed on the 1 to 3 corners card; about 16 letters, longer lines are squeezed.
            i18n.pgettext("HIT card text", "fields on"),
        )
    if effect == "groups":
        return (
            # Translators: a line printed on the groups card; {count} is a number; about 16 letters.
            say_n("jump 1 or {count}", "jump 1 or {count}", steps),
            # Translators: a line printed on the groups card; about 16 letters, longer lines are squeezed.
            i18n.pgettext("HIT card text", "groups"),
        )
    if effect == "hunter":
        return (
            # Translators: a line printed on the hunter card; about 16 letters, longer lines are squeezed.
            i18n.pgettext("HIT card text", "onto nearest"),
            # Translators: a line printed on the hunter card; about 16 letters, longer lines are squeezed.
            i18n.pgettext("HIT card text", "opponent ahead"),
        )
    if effect == "behind":
        return (
            # Translators: a line printed on the behind card; about 16 letters, longer lines are squeezed.
            i18n.pgettext("HIT card text", "right behind the"),
            # Translators: a line printed on the behind card; about 16 letters, longer lines are squeezed.
            i18n.pgettext("HIT card text", "nearest figure"),
        )
    if effect == "barrier-jump":
        return (
            # Translators: a line printed on the barrier jump and start jump card; about 16 letters, longer lines are squeezed.
            i18n.pgettext("HIT card text", "jump to nearest"),
            # Translators: a line printed on the barrier jump card; about 16 letters, longer lines are squeezed.
            i18n.pgettext("HIT card text", "barrier field"),
        )
    if effect == "start-jump":
        return (
            # Translators: a line printed on the barrier jump and start jump card; about 16 letters, longer lines are squeezed.
            i18n.pgettext("HIT card text", "jump to nearest"),
            # Translators: a line printed on the start jump card; about 16 letters, longer lines are squeezed.
            i18n.pgettext("HIT card text", "start field"),
        )
    return (kind.said,)


_NARROW_EFFECTS = frozenset({"move-up-to", "split", "corners", "hunter", "behind", "barrier-jump", "start-jump"})


def _narrow_lines(kind: CardKind) -> tuple[str, ...]:
    """The same words as ``card_lines``, broken to fit a market card at a readable size."""
    steps, effect = kind.steps, kind.effect
    if effect == "move-up-to":
        return (
            # Translators: a line printed on the 1 to 5 (market) card; {count} is a number; about 12 letters.
            say_n("move 1 to {count}", "move 1 to {count}", steps),
            # Translators: a line printed on the 1 to 5 card; about 12 letters, longer lines are squeezed.
            i18n.pgettext("HIT card text", "you choose"),
        )
    if effect == "split":
        return (
            # Translators: a line printed on the split 10 (market) card; about 12 letters, longer lines are squeezed.
            i18n.pgettext("HIT card text", "share out"),
            # Translators: a line printed on the split 10 (market) card; {count} is a number; about 12 letters.
            say_n("{count} steps", "{count} steps", steps),
            # Translators: a line printed on the split 10 (market) card; about 12 letters, longer lines are squeezed.
            i18n.pgettext("HIT card text", "to figures"),
        )
    if effect == "corners":
        return (
            # Translators: a line printed on the 1 to 3 corners (market) card; {count} is a number; about 12 letters.
            say_n("on 1 to {count}", "on 1 to {count}", steps),
            # Translators: a line printed on the 1 to 3 corners (market) card; about 12 letters, longer lines are squeezed.
            i18n.pgettext("HIT card text", "corner"),
            # Translators: a line printed on the 1 to 3 corners (market) card; about 12 letters, longer lines are squeezed.
            i18n.pgettext("HIT card text", "fields"),
        )
    if effect == "hunter":
        return (
            # Translators: a line printed on the hunter card; about 12 letters, longer lines are squeezed.
            i18n.pgettext("HIT card text", "onto nearest"),
            # Translators: a line printed on the hunter (market) card; about 12 letters, longer lines are squeezed.
            i18n.pgettext("HIT card text", "opponent"),
            # Translators: a line printed on the hunter (market) card; about 12 letters, longer lines are squeezed.
            i18n.pgettext("HIT card text", "ahead"),
        )
    if effect == "behind":
        return (
            # Translators: a line printed on the behind (market) card; about 12 letters, longer lines are squeezed.
            i18n.pgettext("HIT card text", "right behind"),
            # Translators: a line printed on the behind (market) card; about 12 letters, longer lines are squeezed.
            i18n.pgettext("HIT card text", "the nearest"),
            # Translators: a line printed on the behind (market) card; about 12 letters, longer lines are squeezed.
            i18n.pgettext("HIT card text", "figure"),
        )
    if effect == "barrier-jump":
        return (
            # Translators: a line printed on the barrier jump and start jump (market) card; about 12 letters, longer lines are squeezed.
            i18n.pgettext("HIT card text", "jump to the"),
            # Translators: a line printed on the barrier jump and start jump (market) card; about 12 letters, longer lines are squeezed.
            i18n.pgettext("HIT card text", "nearest"),
            # Translators: a line printed on the barrier jump card; about 12 letters, longer lines are squeezed.
            i18n.pgettext("HIT card text", "barrier field"),
        )
    return (
        # Translators: a line printed on the barrier jump and start jump (market) card; about 12 letters, longer lines are squeezed.
        i18n.pgettext("HIT card text", "jump to the"),
        # Translators: a line printed on the barrier jump and start jump (market) card; about 12 letters, longer lines are squeezed.
        i18n.pgettext("HIT card text", "nearest"),
        # Translators: a line printed on the start jump card; about 12 letters, longer lines are squeezed.
        i18n.pgettext("HIT card text", "start field"),
    )


def card_description(card: str) -> str:
    """One line for a card: 'the 5: move 5, +2 coins, shield'."""
    title, what = _card_parts(card)
    # Translators: a card read by a screen reader; {card} is the card ("the 5"), {what} what it does ("move 5,
    # +2 coins, shield").
    return say("{card}: {what}", card=title, what=what)


def _card_parts(card: str) -> tuple[str, str]:
    """A card's title ('the 5') and what it does ('move 5, +2 coins, shield'), in the current language."""
    kind = card_kind(card)
    parts = [" ".join(card_lines(kind)).replace(", ", " ").replace(",", "")]
    if kind.coins and kind.effect != "coins":
        # Translators: in a card's description for a screen reader: the coins the card also gives ({count}).
        parts.append(say_n("+{count} coins", "+{count} coins", kind.coins))
    parts += [symbol_word(s) for s in SYMBOL_ORDER if s in kind.symbols]
    return kind.title, ", ".join(parts)


def _fit_size(content: str, width: float, size: float) -> float:
    """A font size at most ``size`` at which ``content`` fits into ``width`` (DejaVu Sans, bold)."""
    return min(size, width / max(1, 0.64 * len(content)))


@_cached_words(512)
def _card_face(card: str, x: float, y: float, w: float, h: float, style: str):
    """One card face: coloured band (owner or neutral), cost, big sign, effect, coins and symbols."""
    kind = card_kind(card)
    owner = card_owner(card)
    group = _FACTORY.g(class_=f"hit-card hit-card-{style}")
    group.attribs["data-card"] = card
    group.attribs["aria-label"] = card_description(card)
    fill = TINT[owner] if owner else PAPER
    outline = _FACTORY.rect(insert=(x, y), size=(w, h), rx=round(w * 0.08, 1), fill=fill, stroke=LINE,
                            stroke_width=2.5 if style != "mini" else 1.8)
    outline.attribs["data-outline"] = "1"
    group.add(outline)
    band = {"big": 26.0, "market": 22.0, "mini": 9.0}[style]
    group.add(_FACTORY.rect(insert=(x + 1.5, y + 1.5), size=(w - 3, band), rx=round(w * 0.07, 1),
                            fill=FILL[owner] if owner else "#6b6257"))
    if style != "mini":
        label = _band_label(owner)
        group.add(_FACTORY.text(label, insert=(round(x + 7, 1), round(y + 1.5 + band * 0.5 + 14 * 0.35, 1)),
                                font_size=14, font_weight="bold", fill=INK[owner] if owner else "#ffffff"))
    if kind.cost is not None and style != "mini":
        radius = 15 if style == "big" else 13
        group.add(_coin(x + w - radius - 3, y + radius + 2, radius, str(kind.cost), max(14.0, radius)))
    glyph = card_glyph(kind)
    glyph_size = {"big": 48.0, "market": 32.0, "mini": 21.0}[style]
    glyph_y = y + {"big": 70.0, "market": 48.0, "mini": 30.0}[style]
    if kind.effect == "coins":
        group.add(_coin(x + w / 2, glyph_y, glyph_size * 0.62, glyph))
    else:
        size = _fit_size(glyph, w - 12, glyph_size)
        group.add(svg.text(_FACTORY, glyph, (x + w / 2, glyph_y), round(size, 1), fill=LINE, font_weight="bold",
                           class_="hit-card-glyph"))
    if style != "mini":
        # market lines are chosen to fit at 14 units; a big card has room for 15
        size, step, top = (15.0, 18.0, y + 105.0) if style == "big" else (14.0, 16.0, y + 76.0)
        for number, line in enumerate(card_lines(kind, narrow=style == "market")):
            group.add(_squeezed(svg.text(_FACTORY, line, (x + w / 2, top + number * step), size, fill=LINE,
                                         class_="hit-card-text"), size, w - 6, letter=0.5))
    _card_symbols(group, kind, x, y, w, h, style)
    return group


def _band_label(owner: str | None) -> str:
    if owner:
        # Translators: the band at the top of a HIT starting card; {player} is its owner ("Red"): about 12
        # letters of room.
        return say("{player} start", player=player_name(owner))
    # Translators: the band at the top of a neutral HIT card (the glossary's neutral card, one word).
    return i18n.pgettext("HIT card band", "Neutral")


def _card_symbols(group, kind: CardKind, x: float, y: float, w: float, h: float, style: str) -> None:
    """The row of symbols at the bottom of a card: coins first, then shield, breaker, no hit, no goal."""
    items: list[tuple[str, str]] = []
    if kind.coins and kind.effect != "coins":
        items.append(("coins", f"+{kind.coins}"))
    items += [(symbol, symbol_word(symbol)) for symbol in SYMBOL_ORDER if symbol in kind.symbols]
    if not items:
        return
    size = {"big": 28.0, "market": 22.0, "mini": 14.0}[style]
    row_y = y + h - {"big": 44.0, "market": 17.0, "mini": 10.0}[style]
    gap = size + (32.0 if style == "big" else 6.0 if style == "market" else 2.0)
    start = x + w / 2 - gap * (len(items) - 1) / 2
    for index, (symbol, word) in enumerate(items):
        cx = start + index * gap
        if symbol == "coins":
            # a mini card's coin is a plain gold coin: a number that small could not be read
            group.add(_coin(cx, row_y, size * 0.5, word if style != "mini" else "", 14.0))
            # Translators: the word under the coin on a big HIT card that also gives coins.
            word = i18n.pgettext("HIT symbol", "coins")
        else:
            group.add(SYMBOL_ICONS[symbol](cx, row_y, size))
        if style == "big":
            group.add(_squeezed(svg.text(_FACTORY, word, (cx, row_y + size * 0.5 + 11), 14, fill=LINE,
                                         class_="hit-card-symbol"), 14, gap - 4))


@svg.cached_part(1024)
def _card_back(x: float, y: float, w: float, h: float, label: str = ""):
    group = _FACTORY.g(class_="hit-card-back")
    group.add(_FACTORY.rect(insert=(x, y), size=(w, h), rx=round(w * 0.08, 1), fill=CARD_BACK, stroke=LINE,
                            stroke_width=1.8))
    group.add(_FACTORY.rect(insert=(x + 3, y + 3), size=(w - 6, h - 6), rx=round(w * 0.06, 1), fill="none",
                            stroke="#9fb7c4", stroke_width=1))
    if label:
        group.add(svg.text(_FACTORY, label, (x + w / 2, y + h / 2), min(18.0, w * 0.42), fill="#ffffff",
                           font_weight="bold"))
    return group


@svg.cached_part(1024)
def _pile(x: float, y: float, w: float, h: float, count: int | None, label: str):
    """A face-down pile: a few edges under the top card, and how many cards it holds (None: "?", a pile of no
    telling size, while an exercise asks for it)."""
    group = _FACTORY.g(class_="hit-pile")
    if count is None:
        for layer in (2, 1):
            group.add(_FACTORY.rect(insert=(x + 2.5 * layer, y + 2.5 * layer), size=(w, h), rx=round(w * 0.08, 1),
                                    fill=CARD_BACK, stroke=LINE, stroke_width=1.2))
        group.add(_card_back(x, y, w, h, "?"))
        group.add(svg.text(_FACTORY, label, (x + w / 2 + 2, y + h + 14), SMALL_TEXT, fill=LINE))
        return group
    for layer in range(min(count, 3) - 1, 0, -1):
        group.add(_FACTORY.rect(insert=(x + 2.5 * layer, y + 2.5 * layer), size=(w, h), rx=round(w * 0.08, 1),
                                fill=CARD_BACK, stroke=LINE, stroke_width=1.2))
    if count:
        group.add(_card_back(x, y, w, h, str(count)))
    else:
        group.add(_FACTORY.rect(insert=(x, y), size=(w, h), rx=round(w * 0.08, 1), fill="none", stroke=SOFT,
                                stroke_width=1.5, stroke_dasharray="4 3"))
        group.add(svg.text(_FACTORY, "0", (x + w / 2, y + h / 2), 15, fill=SOFT))
    group.add(svg.text(_FACTORY, label, (x + w / 2 + 2, y + h + 14), SMALL_TEXT, fill=LINE))
    return group


# ================================================================== the loop
@dataclass(frozen=True)
class FieldLook:
    """How one field is drawn (everything that decides its picture, so it can be cached)."""

    shape: str                   # circle | square
    fill: str
    stroke: str
    stroke_width: float
    dashed: bool = False
    label: str = ""
    label_fill: str = SOFT


def _field_look(key: str, players: int, variants: frozenset[str]) -> FieldLook:
    board = board_for(players, variants)
    kind, _, rest = key.partition(":")
    if kind == "field":
        number = int(rest)
        owner_start = next((c for c, f in board.start_fields.items() if f == number), None)
        owner_barrier = next((c for c, f in board.barrier_fields.items() if f == number), None)
        corner = number in board.corner_fields
        shape = "square" if corner else "circle"
        owner = owner_start or owner_barrier
        if owner is not None:
            playing = owner in board.colours
            return FieldLook(shape, TINT[owner], EDGE[owner] if playing else DARK[owner], 4.5 if playing else 2.5,
                             label=rest, label_fill=DARK[owner])
        return FieldLook(shape, FIELD, LINE, 2.0, label=rest)
    colour, number = rest.rsplit("-", 1)
    used = colour in board.colours and int(number) <= board.figures
    if used:
        return FieldLook("circle", TINT[colour], EDGE[colour], 2.5)
    return FieldLook("circle", "none", DARK[colour] if colour in board.colours else "#b9ad98", 1.6, dashed=True)


def _field_shape(spot: Spot, look: FieldLook, radius: float):
    common = {"fill": look.fill, "stroke": look.stroke, "stroke_width": f"{look.stroke_width:g}"}
    if look.dashed:
        common["stroke_dasharray"] = "4 4"
    if look.shape == "square":
        element = _polygon(_shape_points("square", spot.x, spot.y, radius * 1.08, spot.angle - math.pi / 2),
                           stroke_linejoin="round", **common)
    else:
        element = _FACTORY.circle(center=(spot.x, spot.y), r=round(radius, 1), **common)
    element.attribs["data-outline"] = "1"
    return element


def _figure_said(fig: str, shielded: bool) -> str:
    if shielded:
        # Translators: a figure read by a screen reader while its colour's shield protects it; {figure} is
        # the figure ("red figure 2").
        return say("{figure}, protected by a shield", figure=hit.figure_name(fig))
    return hit.figure_name(fig)


def _figure(fig: str, x: float, y: float, radius: float, shielded: bool, min_label: float = 0.0):
    """A figure: the colour's shape with letter and number (``R2``); a shield badge while protected."""
    colour, number = fig.rsplit("-", 1)
    group = svg.keyed_group(_FACTORY, f"figure:{fig}", (x, y), class_=f"hit-figure hit-figure-{colour}")
    group.attribs["aria-label"] = _figure_said(fig, shielded)
    piece = _FACTORY.g()
    piece.attribs["data-piece"] = fig
    r = radius * 0.86
    piece.add(_FACTORY.circle(center=(x, round(y + 2.5, 1)), r=round(r, 1), fill="#000000", fill_opacity=0.25))
    shape = _token_shape(colour, x, y, r, stroke="#111111", stroke_width=2.5)
    shape.attribs["data-outline"] = "1"
    piece.add(shape)
    size = max(min_label, round(r * 0.95, 1))
    piece.add(_squeezed(svg.text(_FACTORY, f"{figure_letter(colour)}{number}", (x, y), size, fill=INK[colour],
                                 font_weight="bold", class_="hit-figure-label"), size, round(2 * r * 0.95, 1)))
    if shielded:
        badge = _shield_icon(x + r * 0.8, y - r * 0.8, r * 0.95)
        badge.attribs["class"] = "hit-shield-badge"
        piece.add(badge)
    group.add(piece)
    return group


def _field_words(key: str, fig: str | None) -> str:
    """What a screen reader or the mouse says of a field: its name, and the figure on it."""
    if not fig:
        return hit.field_name(key)
    # Translators: what a screen reader or the mouse says of a field with a figure on it; {field} is the field
    # ("field 3"), {figure} the figure ("red's figure 1").
    return say("{field}: {figure}", field=hit.field_name(key), figure=hit.figure_name(fig))


@_cached_words(1024)
def _field(key: str, players: int, variants: frozenset[str], bottom: str, fig: str | None, shielded: bool,
           keyed: bool, min_label: float = 14.0):
    """One field as ``<g data-key=…>`` with the figure standing on it (if any)."""
    layout = board_layout(players, variants, bottom)
    spot = layout.spots[key]
    look = _field_look(key, players, variants)
    if keyed:
        group = svg.keyed_group(_FACTORY, key, (spot.x, spot.y), class_="hit-field")
        group.attribs["aria-label"] = _field_words(key, fig)
    else:
        group = _FACTORY.g(class_="hit-field hit-unused")
    group.add(_field_shape(spot, look, layout.radius))
    board = board_for(players, variants)
    barrier_of = next((c for c, f in board.barrier_fields.items() if key == f"field:{f}"), None)
    if barrier_of is not None:
        arrow = _barrier_arrow(layout, board, barrier_of)
        if arrow is not None:
            group.add(arrow)
    if look.label and fig is None:
        group.add(svg.text(_FACTORY, look.label, (spot.x, spot.y), max(min_label, round(layout.radius * 0.74, 1)),
                           fill=look.label_fill, class_="hit-field-number"))
    if fig is not None:
        group.add(_figure(fig, spot.x, spot.y, layout.radius, shielded, min_label))
    return group


@svg.cached_part(64)
def _barriers(players: int, variants: frozenset[str], bottom: str):
    """Each printed colour's barrier bar (Schranke) between its barrier and start field: it may not pass."""
    layout = board_layout(players, variants, bottom)
    board = board_for(players, variants)
    spots = layout.spots
    layer = _FACTORY.g(class_="hit-barriers")
    layer.attribs["pointer-events"] = "none"
    for colour in layout.arms:
        barrier = spots[f"field:{board.barrier_fields[colour]}"]
        start = spots[f"field:{board.start_fields[colour]}"]
        playing = colour in board.colours
        mx, my = (barrier.x + start.x) / 2, (barrier.y + start.y) / 2
        tx, ty = start.x - barrier.x, start.y - barrier.y
        length = math.hypot(tx, ty) or 1.0
        nx, ny = -ty / length, tx / length
        half = layout.unit * 0.5
        ends = [(round(mx - nx * half, 1), round(my - ny * half, 1)),
                (round(mx + nx * half, 1), round(my + ny * half, 1))]
        layer.add(_FACTORY.line(*ends, stroke="#ffffff", stroke_width=9, stroke_linecap="round"))
        layer.add(_FACTORY.line(*ends, stroke=FILL[colour] if playing else DARK[colour], stroke_width=9,
                                stroke_dasharray="6 5", opacity=1 if playing else 0.55))
    return layer


def _barrier_arrow(layout: Layout, board, colour: str):
    """The curved arrow on a barrier field: coming along the loop, turning into the colour's goal lane."""
    spots = layout.spots
    barrier = spots[f"field:{board.barrier_fields[colour]}"]
    before = spots[f"field:{(board.barrier_fields[colour] - 1) % board.loop}"]
    goal = spots.get(f"goal:{colour}-1")
    if goal is None:
        return None
    sx, sy = barrier.x + 0.5 * (before.x - barrier.x), barrier.y + 0.5 * (before.y - barrier.y)
    ex, ey = barrier.x + 0.5 * (goal.x - barrier.x), barrier.y + 0.5 * (goal.y - barrier.y)
    arrow = _FACTORY.path(d=f"M{sx:.1f},{sy:.1f} Q{barrier.x:.1f},{barrier.y:.1f} {ex:.1f},{ey:.1f}",
                          fill="none", stroke=DARK[colour], stroke_width=4, stroke_linecap="round",
                          opacity=1 if colour in board.colours else 0.5)
    arrow.attribs["marker-end"] = f"url(#hit-arrow-{colour})"
    arrow.attribs["class"] = "hit-barrier-arrow"
    return arrow


@svg.cached_part(64)
def _unused_fields(players: int, variants: frozenset[str], bottom: str):
    """Goal and waiting fields printed for colours or figures not in this game (not clickable)."""
    layout = board_layout(players, variants, bottom)
    keys = board_for(players, variants).location_keys()
    layer = _FACTORY.g(class_="hit-unused-fields")
    for key in layout.spots:
        if key not in keys:
            layer.add(_field(key, players, variants, bottom, None, False, False))
    return layer


def _loop_and_fields(position: Mapping, bottom: str, protected: frozenset[str], min_label: float = 14.0):
    players, variants = len(position["players"]), frozenset(position["variants"])
    board = board_for(players, variants)
    layout = board_layout(players, variants, bottom)
    standing = {location: fig for fig, location in position["figures"].items()}
    layer = _FACTORY.g(class_="hit-fields")
    layer.add(_unused_fields(players, variants, bottom))
    keys = board.location_keys()
    for key in layout.spots:
        if key in keys and key.startswith(("goal:", "wait:")):
            fig = standing.get(key)
            layer.add(_field(key, players, variants, bottom, fig, _shielded(fig, key, protected), True, min_label))
    for number in range(board.loop):
        key = f"field:{number}"
        fig = standing.get(key)
        layer.add(_field(key, players, variants, bottom, fig, _shielded(fig, key, protected), True, min_label))
    layer.add(_barriers(players, variants, bottom))
    return layer


def _shielded(fig: str | None, key: str, protected: frozenset[str]) -> bool:
    return fig is not None and not key.startswith("wait:") and fig.rsplit("-", 1)[0] in protected


def _last_move(move: Move | None, layout: Layout):
    """The last figure move: a dashed ring where it started and arrows from field to field along its path.

    The arrows run in the gaps between fields, so they never hide a figure or a field number.
    """
    if move is None or not move.path:
        return None
    landing = getattr(move.data, "landing", None)
    keys = ([landing.origin] if landing is not None else []) + list(move.path)
    points = [(layout.spots[k].x, layout.spots[k].y) for k in keys if k in layout.spots]
    if len(points) < 2:
        return None
    group = svg.last_move_group(_FACTORY, "hit-last-move", " ".join(keys), points[0], layout.radius + 3, 3.5,
                                "6 4")
    ex, ey = points[-1]
    group.add(_FACTORY.circle(center=(ex, ey), r=round(layout.radius + 3, 1), fill="none", stroke=svg.LAST_MOVE,
                              stroke_width=3.5))
    cut = layout.radius + 1
    for (x1, y1), (x2, y2) in itertools.pairwise(points):
        length = math.hypot(x2 - x1, y2 - y1)
        if length <= 2 * cut + 4:
            continue
        ux, uy = (x2 - x1) / length, (y2 - y1) / length
        line = _FACTORY.line((round(x1 + ux * cut, 1), round(y1 + uy * cut, 1)),
                             (round(x2 - ux * (cut + 4), 1), round(y2 - uy * (cut + 4), 1)),
                             stroke=svg.LAST_MOVE, stroke_width=4, stroke_linecap="round")
        line.attribs["marker-end"] = "url(#hit-arrow-last)"
        group.add(line)
    return group


# ================================================================== panels, market, hand
def _figure_counts(position: Mapping, colour: str) -> tuple[int, int, int]:
    """(in the goal, out on the loop, waiting) for a colour."""
    places = [where for fig, where in position["figures"].items() if fig.rsplit("-", 1)[0] == colour]
    goal = sum(1 for where in places if where.startswith("goal:"))
    waiting = sum(1 for where in places if where.startswith("wait:"))
    return goal, len(places) - goal - waiting, waiting


def _panel(position: Mapping, colour: str, x: float, y: float, *, role: str, active: bool, protected: bool,
           hand_in_panel: bool, show_draw: bool, counts: bool = True):
    """A player's panel: colour and role, coins, piles, protection and (for those not to move) the hand;
    without ``counts`` the figures and the draw pile are not counted ("?": an exercise asks for them)."""
    return _drawn_panel(colour, x, y, role, active, protected, hand_in_panel, show_draw,
                        tuple(position["hands"][colour]), tuple(position["draw_piles"][colour]),
                        tuple(position["discard_piles"][colour]), position["coins"][colour],
                        _figure_counts(position, colour) if counts else None)


@_cached_words(512)
def _drawn_panel(colour: str, x: float, y: float, role: str, active: bool, protected: bool, hand_in_panel: bool,
                 show_draw: bool, hand: tuple, draw: tuple, discard: tuple, coins_held: int,
                 counts: tuple[int, int, int] | None):
    group = _FACTORY.g(class_=f"hit-panel hit-panel-{colour}")
    group.attribs["data-player"] = colour
    height = PANEL_H + (SHOW_ALL_EXTRA if show_draw else 0)
    group.add(_FACTORY.rect(insert=(x, y), size=(RIGHT_W, height), rx=10, fill=TINT[colour],
                            stroke=ACTIVE if active else DARK[colour], stroke_width=5 if active else 1.5))
    group.add(_token_shape(colour, x + 28, y + 30, 17, stroke="#111111", stroke_width=2.5))
    group.add(svg.text(_FACTORY, figure_letter(colour), (x + 28, y + 30), 16, fill=INK[colour], font_weight="bold"))
    group.add(_FACTORY.text(player_name(colour), insert=(x + 52, y + 30), font_size=21, font_weight="bold",
                            fill=DARK[colour] if colour != "yellow" else LINE))
    role_text = _FACTORY.text(role, insert=(x + 52, y + 54), font_size=SMALL_TEXT,
                              font_weight="bold" if active else "normal", fill=LINE)
    role_text.attribs["class"] = "hit-role"
    group.add(role_text)
    if counts is None:
        # Translators: a player's panel while an exercise asks where the figures are: the counts are hidden
        # (very short words, as in "goal {goal}/{count} · out {out} · waiting {waiting}").
        summary = i18n.gettext("goal ? · out ? · waiting ?")
    else:
        goal, out, waiting = counts
        figures = goal + out + waiting
        # Translators: a player's panel: where the figures are; {goal} of {count} figures stand on goal fields,
        # {out} are out on the board, {waiting} on waiting fields. Very short words (about 30 letters in all).
        summary = say_n("goal {goal}/{count} · out {out} · waiting {waiting}",
                        "goal {goal}/{count} · out {out} · waiting {waiting}", figures, goal=goal, out=out,
                        waiting=waiting)
    group.add(_squeezed(_FACTORY.text(summary, insert=(x + 12, y + PANEL_H - 10), font_size=SMALL_TEXT, fill=LINE,
                                      class_="hit-figure-summary"), SMALL_TEXT, 280))
    # coins
    coins = svg.keyed_group(_FACTORY, f"coins:{colour}", (x + 205, y + 34), class_="hit-coins")
    coins.attribs["aria-label"] = _coins_said(colour, coins_held)
    target = _FACTORY.rect(insert=(x + 180, y + 6), size=(50, 62), rx=8, fill="none", stroke="none")
    target.attribs["data-outline"] = "1"
    coins.add(target)
    coins.add(_coin(x + 205, y + 32, 21, str(coins_held), 18))
    coins.add(svg.text(_FACTORY, i18n.pgettext("HIT symbol", "coins"), (x + 205, y + 65), SMALL_TEXT, fill=LINE))
    group.add(coins)
    # draw pile: only its size (its order is secret unless everything is shown)
    mini_w, mini_h = MINI_CARD
    # Translators: the label under a player's draw pile in the panel (one short word).
    group.add(_pile(x + 246, y + 6, 38, 52, len(draw) if counts is not None else None,
                    i18n.pgettext("HIT pile", "draw")))
    if show_draw and all(card is not None for card in draw):
        # Translators: an empty pile or market slot (one short word).
        order = " · ".join(card_glyph(card_kind(card)) for card in draw) or i18n.pgettext("HIT pile", "empty")
        # Translators: the teacher's view: a player's draw pile card by card ({cards}: "7 · 1–5 · hunt").
        line = svg.wrap_lines(say("draw pile, top card first: {cards}", cards=order), 72, 1)[0]
        group.add(_FACTORY.text(line, insert=(x + 12, y + PANEL_H + 11), font_size=SMALL_TEXT, fill=LINE,
                                class_="hit-draw-order"))
    # discard pile with its top card
    pile = svg.keyed_group(_FACTORY, f"discard:{colour}", (x + 330, y + 36), class_="hit-discard")
    pile.attribs["aria-label"] = _discard_said(colour, discard)
    dx, dy = x + 307, y + 4
    if discard:
        for layer in range(min(len(discard), 3) - 1, 0, -1):
            pile.add(_FACTORY.rect(insert=(dx + 2 * layer, dy + 2 * layer), size=MINI_CARD, rx=4, fill=PAPER,
                                   stroke=LINE, stroke_width=1))
        pile.add(_card_face(discard[0], dx, dy, mini_w, mini_h, "mini"))
    else:
        empty = _FACTORY.rect(insert=(dx, dy), size=MINI_CARD, rx=4, fill="none", stroke=SOFT, stroke_width=1.5,
                              stroke_dasharray="4 3")
        empty.attribs["data-outline"] = "1"
        pile.add(empty)
    # Translators: under a player's discard pile; {count} is how many cards it holds (one short word).
    pile.add(svg.text(_FACTORY, say_n("discard {count}", "discard {count}", len(discard)), (dx + mini_w / 2 + 2, dy + mini_h + 16), SMALL_TEXT,
                      fill=LINE))
    group.add(pile)
    if protected:
        badge = _FACTORY.g(class_="hit-protected")
        badge.add(_shield_icon(x + 400, y + 22, 28))
        # Translators: a player's panel while the shield protects the player's figures (locale/<lang>/ui-terms.md).
        badge.add(svg.text(_FACTORY, i18n._("protected"), (x + 400, y + 52), SMALL_TEXT, font_weight="bold",
                           fill=SHIELD_FILL))
        group.add(badge)
    # the hand: shown here for the players who are not to move
    hx = x + 444
    if hand_in_panel:
        group.add(_hand_in_panel(hand, hx, y + 8))
    else:
        # Translators: a player's panel: how many cards the hand holds ({count}; it is drawn below the board).
        group.add(svg.text(_FACTORY, say_n("hand: {count}", "hand: {count}", len(hand)), (hx + 62, y + 30),
                           SMALL_TEXT, fill=LINE))
        # Translators: a player's panel: the hand is drawn below the board.
        group.add(svg.text(_FACTORY, i18n._("shown below"), (hx + 62, y + 50), SMALL_TEXT, fill=LINE))
    return group


def _coins_said(colour: str, coins: int) -> str:
    # Translators: a player's coins read by a screen reader; {colour} is the colour word ("red"), {count} the coins.
    return say_n("{colour}'s coins: {count}", "{colour}'s coins: {count}", coins, colour=colour_word(colour))


def _discard_said(colour: str, pile: Sequence[str], on_top: bool = False) -> str:
    """A discard pile read by a screen reader, its top card said."""
    if not pile and on_top:
        # Translators: an empty discard pile read by a screen reader; {colour} is the colour word ("red"), {count} 0.
        return say_n("{colour}'s discard pile: {count} cards", "{colour}'s discard pile: {count} cards", 0,
                     colour=colour_word(colour))
    if not pile:
        # Translators: an empty discard pile read by a screen reader; {colour} is the colour word ("red"), {count} 0.
        return say_n("{colour}'s discard pile: {count} cards, empty", "{colour}'s discard pile: {count} cards, empty",
                     0, colour=colour_word(colour))
    if on_top:
        # Translators: a discard pile read by a screen reader; {colour} is the colour word, {count} the cards,
        # {card} the top card ("the 5: move 5, +2 coins").
        return say_n("{colour}'s discard pile: {count} cards, {card} on top",
                     "{colour}'s discard pile: {count} cards, {card} on top", len(pile), colour=colour_word(colour),
                     card=card_description(pile[0]))
    # Translators: a discard pile read by a screen reader; {colour} is the colour word, {count} the cards, {card}
    # the top card ("the 5: move 5, +2 coins").
    return say_n("{colour}'s discard pile: {count} cards, top card {card}",
                 "{colour}'s discard pile: {count} cards, top card {card}", len(pile), colour=colour_word(colour),
                 card=card_description(pile[0]))


def _hand_in_panel(hand: Sequence[str | None], x: float, y: float):
    group = _FACTORY.g(class_="hit-panel-hand")
    group.attribs["data-hand-size"] = str(len(hand))
    w, h = 40.0, 56.0
    for index, card in enumerate(hand):
        cx = x + index * (w + 4)
        group.add(_card_back(cx, y, w, h) if card is None else _card_face(card, cx, y, w, h, "mini"))
    # Translators: under the hand drawn in a player's panel (short).
    label = (i18n.pgettext("HIT pile", "hand") if hand else
             # Translators: under a player's panel when the hand holds no card (short).
             i18n._("hand: empty"))
    group.add(svg.text(_FACTORY, label, (x + 64, y + h + 14), SMALL_TEXT, fill=LINE))
    return group


def _market(position: Mapping, buyable: frozenset[int], buying: bool, y: float):
    layer = _FACTORY.g(class_="hit-market")
    # Translators: the heading over the five market cards (the glossary's market; locale/<lang>/ui-terms.md).
    layer.add(_FACTORY.text(i18n.pgettext("HIT heading", "Market"), insert=(RIGHT_X, y + 16), font_size=19,
                            font_weight="bold", fill=LINE))
    # Translators: beside the market's heading (about 55 letters of room; longer texts are squeezed).
    layer.add(_squeezed(_FACTORY.text(i18n._("cost in gold · bought cards go on top of your draw pile"),
                            insert=(RIGHT_X + 78, y + 16), font_size=SMALL_TEXT, fill=LINE), SMALL_TEXT, 500))
    w, h = MARKET_CARD
    top = y + 26
    for slot, card in enumerate(position["market"], start=1):
        x = RIGHT_X + (slot - 1) * (w + 8)
        group = svg.keyed_group(_FACTORY, f"market:{slot}", (x + w / 2, top + h / 2), class_="hit-market-slot")
        if card is None:
            group.attribs["aria-label"] = _slot_said(slot, None)
            empty = _FACTORY.rect(insert=(x, top), size=(w, h), rx=8, fill="none", stroke=SOFT, stroke_width=2,
                                  stroke_dasharray="6 4")
            empty.attribs["data-outline"] = "1"
            group.add(empty)
            group.add(svg.text(_FACTORY, i18n.pgettext("HIT pile", "empty"), (x + w / 2, top + h / 2), SMALL_TEXT,
                               fill=SOFT))
        else:
            group.attribs["aria-label"] = _slot_said(slot, card)
            face = _card_face(card, x, top, w, h, "market")
            if buying and slot not in buyable:
                dimmed = _FACTORY.g(opacity=0.72)  # dimmed, yet its texts keep 4.5:1
                dimmed.add(face)
                group.add(dimmed)
            else:
                group.add(face)
        layer.add(group)
    stack_x = RIGHT_X + 5 * (w + 8)
    # Translators: the label on the face-down stack of neutral cards beside the market (one short word).
    layer.add(_pile(stack_x, top + 10, 54, 76, len(position["neutral_stack"]), i18n.pgettext("HIT pile", "stack")))
    return layer


def _slot_said(slot: int, card: str | None) -> str:
    """A market slot read by a screen reader."""
    if card is None:
        # Translators: an empty market slot read by a screen reader; {slot} is its number (1 to 5).
        return say("market slot {slot}: empty", slot=slot)
    # Translators: a market card read by a screen reader; {slot} is its number (1 to 5), {card} the card ("the
    # 5: move 5, +2 coins"), {count} its cost in coins.
    return say_n("market slot {slot}: {card}, costs {count}", "market slot {slot}: {card}, costs {count}",
                 card_kind(card).cost, slot=slot, card=card_description(card))


def _hand_card_said(index: int, card: str | None) -> str:
    if card is None:
        # Translators: a face-down hand card read by a screen reader; {number} is its place in the hand.
        return say("hand card {number} (hidden)", number=index)
    # Translators: a hand card read by a screen reader; {number} is its place, {card} the card ("the 5: move 5").
    return say("hand card {number}: {card}", number=index, card=card_description(card))


def _hand_heading(colour: str, hidden: bool = False) -> str:
    if hidden:
        # Translators: the heading over a hand drawn face down; {player} is its owner ("Red").
        return say("{player}'s hand (hidden)", player=player_name(colour))
    # Translators: the heading over a hand; {player} is its owner ("Red"). Use the glossary's hand.
    return say("{player}'s hand", player=player_name(colour))


def _hand(position: Mapping, mover: str, visible: bool, y: float):
    """The hand of the player to move, drawn large: ``hand:1`` … (face down if it is hidden)."""
    hand = position["hands"][mover]
    w, h = BIG_CARD
    layer = _FACTORY.g(class_="hit-hand")
    layer.attribs["data-player"] = mover
    title = _hand_heading(mover, hidden=not (visible or not hand))
    layer.add(_FACTORY.text(title, insert=(14, y + 16), font_size=19, font_weight="bold", fill=LINE))
    top = y + 26
    for index, card in enumerate(hand, start=1):
        x = 14 + (index - 1) * (w + 12)
        group = svg.keyed_group(_FACTORY, f"hand:{index}", (x + w / 2, top + h / 2), class_="hit-hand-card")
        if card is None:
            group.attribs["aria-label"] = _hand_card_said(index, None)
            back = _card_back(x, top, w, h, "HIT")
            group.add(back)
            outline = _FACTORY.rect(insert=(x, top), size=(w, h), rx=10, fill="none", stroke="none")
            outline.attribs["data-outline"] = "1"
            group.add(outline)
        else:
            group.attribs["aria-label"] = _hand_card_said(index, card)
            group.add(_card_face(card, x, top, w, h, "big"))
        layer.add(group)
    if not hand:
        layer.add(_FACTORY.rect(insert=(14, top), size=(w * 3 + 24, h), rx=10, fill="none", stroke=SOFT,
                                stroke_width=2, stroke_dasharray="6 5"))
        # Translators: where the hand is drawn once every hand card is played.
        layer.add(svg.text(_FACTORY, i18n._("all hand cards played"), (14 + (w * 3 + 24) / 2, top + h / 2), 17, fill=SOFT))
    return layer


BUTTONS = (
    # Translators: HIT's button that ends the turn (locale/<lang>/ui-terms.md: the notebooks' word).
    ("button:end-turn", N_("End turn")),
    # Translators: HIT's button that keeps the shield card lying (locale/<lang>/ui-terms.md).
    ("button:keep-shield", N_("Keep shield")),
    # Translators: HIT's button that shuffles the shield card in with the rest (locale/<lang>/ui-terms.md).
    ("button:shuffle-shield", N_("Shuffle it in")),
)


def _button_aria(label: str, enabled: bool) -> str:
    if enabled:
        return i18n._(label)
    # Translators: a HIT button that cannot be pressed now, read by a screen reader; {button} is its word.
    return say("{button} (not now)", button=i18n._(label))


def _squeezed(element, size: float, width: float, letter: float = 0.6):
    """A text squeezed to ``width`` when its words would be wider (a language with longer words): the letters
    keep their size, only their width and spacing shrink (``letter``: a letter's width in font sizes, about)."""
    if len(element.text) * size * letter > width:
        element.attribs["textLength"] = f"{width:g}"
        element.attribs["lengthAdjust"] = "spacingAndGlyphs"
    return element


def _buttons(phase: str, legal_first: frozenset[str], x: float, y: float):
    layer = _FACTORY.g(class_="hit-buttons")
    shown = [b for b in BUTTONS if b[0] == "button:end-turn" or phase == "shield"]
    for index, (key, label) in enumerate(shown):
        bx = x + index * 178
        enabled = key in legal_first
        group = svg.keyed_group(_FACTORY, key, (bx + 82, y + 23), class_="hit-button")
        group.attribs["aria-label"] = _button_aria(label, enabled)
        rect = _FACTORY.rect(insert=(bx, y), size=(164, 46), rx=10, fill="#ffffff" if enabled else "#ece6da",
                             stroke=ACTIVE if enabled else SOFT, stroke_width=3 if enabled else 2)
        if not enabled:
            rect.attribs["stroke-dasharray"] = "6 4"
        rect.attribs["data-outline"] = "1"
        group.add(rect)
        group.add(_squeezed(svg.text(_FACTORY, i18n._(label), (bx + 82, y + 23), 18, fill=LINE if enabled else SOFT,
                                     font_weight="bold"), 18, 150))
        layer.add(group)
    return layer


def _text_width(content: str, size: float) -> float:
    """About how wide ``content`` is in the board font (a little wider than DejaVu Sans draws it)."""
    return 0.54 * size * len(content)


@_cached_words(16)
def _legend(x: float, y: float):
    """What the field marks and card symbols mean."""
    layer = _FACTORY.g(class_="hit-legend")
    size = SMALL_TEXT

    def word(content: str, left: float, row_y: float) -> float:
        """The word at ``left``; where the next item may start."""
        layer.add(_FACTORY.text(content, insert=(left, row_y + 5), font_size=size, fill=LINE))
        return left + _text_width(content, size) + 14

    items_x = x
    layer.add(_polygon(_shape_points("square", items_x + 9, y, 8.5), fill=FIELD, stroke=LINE, stroke_width=2))
    # Translators: the legend under the board: what a corner field looks like (a few words).
    items_x = word(i18n.pgettext("HIT legend", "corner"), items_x + 22, y)
    layer.add(_polygon(_shape_points("square", items_x + 9, y, 8.5), fill=TINT["red"], stroke=FILL["red"],
                       stroke_width=3.5))
    # Translators: the legend under the board: what a mark of the board means (a few words).
    items_x = word(i18n.pgettext("HIT legend", "start"), items_x + 22, y)
    layer.add(_FACTORY.circle(center=(items_x + 9, y), r=9, fill=TINT["red"], stroke=FILL["red"], stroke_width=3.5))
    layer.add(_FACTORY.line((items_x + 23, y - 9), (items_x + 23, y + 9), stroke=FILL["red"], stroke_width=6,
                            stroke_dasharray="4 3"))
    # Translators: the legend under the board: what a mark of the board means (a few words).
    items_x = word(i18n.pgettext("HIT legend", "barrier + arrow into the goal"), items_x + 32, y)
    layer.add(_FACTORY.circle(center=(items_x + 9, y), r=9, fill="none", stroke=SOFT, stroke_width=1.6,
                              stroke_dasharray="4 4"))
    # Translators: the legend under the board: what a mark of the board means (a few words).
    word(i18n.pgettext("HIT legend", "not used"), items_x + 22, y)
    row = y + 26
    items_x = x
    for symbol in SYMBOL_ORDER:
        layer.add(SYMBOL_ICONS[symbol](items_x + 10, row, 20))
        items_x = word(_legend_symbol(symbol), items_x + 24, row)
    layer.add(_coin(items_x + 12, row, 12, "+2", 14))
    word(i18n.pgettext("HIT symbol", "coins"), items_x + 28, row)
    return layer


def _legend_symbol(symbol: str) -> str:
    if symbol == SHIELD:
        # Translators: the legend: the shield symbol and what it does (your rulebook's symbol name).
        return i18n.pgettext("HIT legend", "shield: protects")
    if symbol == SHIELD_BREAKER:
        # Translators: the legend: the shield breaker symbol and what it does (your rulebook's symbol name).
        return i18n.pgettext("HIT legend", "breaker: hits shields")
    if symbol == NO_HIT:
        # Translators: the legend: the no-hit symbol (your rulebook's name of the symbol).
        return i18n.pgettext("HIT legend", "no hit")
    # Translators: the legend: the no-goal-entry symbol (your rulebook's name of the symbol).
    return i18n.pgettext("HIT legend", "no goal entry")


@dataclass(frozen=True)
class Rows:
    """Where the parts below the player panels go (taller panels push them down)."""

    panel_h: float
    market_y: float
    bottom_y: float
    height: float


def rows(players: int, show_all: bool) -> Rows:
    panel_h = PANEL_H + (SHOW_ALL_EXTRA if show_all else 0)
    panels_end = BOARD_BOX[1] + players * panel_h + (players - 1) * PANEL_GAP
    market_y = max(MARKET_Y, panels_end + 8)
    bottom_y = max(BOTTOM_Y, market_y + 26 + MARKET_CARD[1] + 12)
    return Rows(panel_h, market_y, bottom_y, bottom_y + BOTTOM_H)


# ================================================================== texts
def _winner_reason(position: Mapping, winner: str) -> str:
    """Why ``winner`` won, said now (an Outcome keeps the language it was made in)."""
    figures = sum(1 for fig in position["figures"] if fig.startswith(f"{winner}-"))
    return hit.rules.winning_reason(winner, figures)


def phase_texts(position: Mapping, outcome: Outcome | None, computers: Iterable[str] = ()) -> tuple[str, str]:
    """The headline (whose turn, which step) and what to click now."""
    mover = position["to_move"]
    name = player_name(mover)
    if outcome is not None:
        winner = outcome.winner or mover
        # Translators: the headline when HIT is over; {player} is the winner's name ("Red").
        return (say("{player} wins!", player=player_name(winner)),
                # Translators: under the headline when HIT is over; {reason} says why ("all 3 red figures stand
                # on goal fields").
                say("Game over: {reason}.", reason=_winner_reason(position, winner)))
    # Translators: the player to move in the headline when the computer plays that colour; {player} is a name.
    who = say("{player} (computer)", player=name) if mover in set(computers) else name
    phase = position["phase"]
    if phase == "play":
        count = len(position["hands"][mover])
        # Translators: the headline of the play step; {player} is who plays ("Red"), {count} the cards in hand.
        return (say_n("{player}: play your last card", "{player}: play your {count} cards", count, player=who),
                # Translators: what to click in the play step. Use the glossary's coin, discard pile, come out.
                i18n._("Click a hand card, then the figure it moves (coin cards: your coins; a card that cannot be "
                       "used: your discard pile). To come out instead, click two cards, then a waiting figure."))
    if phase == "split":
        left = position["split"]["steps_left"]
        # Translators: the headline while the split 10 is shared out; {player} is a name, {count} the steps left.
        return (say_n("{player}: share out the split card ({count} steps left)",
                      "{player}: share out the split card ({count} steps left)", left, player=who),
                # Translators: what to click while the split 10 is shared out.
                i18n._("Click a figure that has not moved with this card yet, then the field where it ends."))
    if phase == "buy":
        coins = position["coins"][mover]
        # Translators: the headline of the buying step; {player} is a name, {count} the player's coins.
        return (say_n("{player}: buy cards ({count} coins) or end your turn",
                      "{player}: buy cards ({count} coins) or end your turn", coins, player=who),
                # Translators: what to click in the buying step; "End turn" is the button's word.
                i18n._("Click a market card you can pay for: it goes on top of your draw pile. "
                       "Then click End turn: you draw 3 new cards."))
    if phase == "shield":
        # Translators: the headline of the shield decision; {player} is a name.
        return (say("{player}: decide about the shield card", player=who),
                # Translators: what to decide about the shield (the buttons Keep shield and Shuffle it in).
                i18n._("Your draw pile is empty and a shield card lies on top of your discard pile. Keep it lying "
                       "there (you stay protected) or shuffle it in with the rest."))
    return name, ""


def status_line(game: Game, computers: Iterable[str] = ()) -> str:
    """The widget's status: whose turn and which step, or the result."""
    headline, _ = phase_texts(game.position(), game.outcome, computers)
    if game.outcome is not None:
        winner = game.outcome.winner
        # Translators: the status line when HIT is over; {player} is the winner ("Red"), {reason} why ("all 3
        # red figures stand on goal fields").
        return say("Game over: {player} wins: {reason}.", player=player_name(winner),
                   reason=_winner_reason(game.position(), winner))
    return headline + "."


# ================================================================== rendering
def render_position(position: Mapping, *, moves: Sequence[Move] = (), last_move: Move | None = None,
                    outcome: Outcome | None = None, bottom: str | None = None, viewer: str | None = None,
                    show_all: bool = False, computers: Iterable[str] = (), counts: bool = True) -> str:
    """The SVG of a HIT position (a full position, or one from ``hit.visible_position``).

    Hands given as ``None`` (hidden) are drawn face down; draw piles only show their size
    unless ``show_all`` and the position holds their cards.  ``moves`` are the legal moves
    (to mark the buttons that can be used now and the market cards one can pay for).  Without ``counts`` the
    panels do not count figures and draw piles (an exercise asks for them).
    """
    players = tuple(position["players"])
    variants = frozenset(position["variants"])
    mover = position["to_move"]
    bottom = bottom if bottom in players else (viewer if viewer in players else mover)
    layout = board_layout(len(players), variants, bottom)
    computers = frozenset(computers)
    layout_rows = rows(len(players), show_all)
    # Translators: the title of the drawing (read by a screen reader).
    dwg = svg.drawing(WIDTH, layout_rows.height, title=i18n._("HIT board"))
    dwg.attribs["data-game"] = "hit"
    dwg.attribs["data-wide"] = "1"
    dwg.attribs["data-bottom"] = bottom
    dwg.attribs["data-phase"] = "over" if outcome is not None else position["phase"]
    for colour in layout.arms:
        svg.arrow_marker(dwg, f"hit-arrow-{colour}", DARK[colour], length=3.4)
    svg.arrow_marker(dwg, "hit-arrow-last", svg.LAST_MOVE)
    dwg.add(dwg.rect(insert=(0, 0), size=(WIDTH, layout_rows.height), fill=BACKGROUND))
    headline, instruction = phase_texts(position, outcome, computers)
    dwg.add(_header(dwg, headline, position, players))
    box_x, box_y, box_w, box_h = BOARD_BOX
    dwg.add(dwg.rect(insert=(box_x, box_y), size=(box_w, box_h), rx=14, fill="#efe4cc", stroke=LINE,
                     stroke_width=2))
    protected = frozenset(c for c in players if _is_protected(position, c))
    dwg.add(_loop_and_fields(position, bottom, protected))
    last = _last_move(last_move, layout)
    if last is not None:
        dwg.add(last)
    for index, colour in enumerate(players):
        role = _role(colour, mover, outcome, computers)
        hand_in_panel = colour != mover
        dwg.add(_panel(position, colour, RIGHT_X, box_y + index * (layout_rows.panel_h + PANEL_GAP), role=role,
                       active=colour == mover and outcome is None, protected=colour in protected,
                       hand_in_panel=hand_in_panel, show_draw=show_all, counts=counts))
    legal_first = frozenset(move.clicks[0] for move in moves if move.clicks)
    buyable = frozenset(int(key.split(":")[1]) for key in legal_first if key.startswith("market:"))
    dwg.add(_market(position, buyable, position["phase"] == "buy" and outcome is None, layout_rows.market_y))
    hand_visible = all(card is not None for card in position["hands"][mover])
    bottom_y = layout_rows.bottom_y
    dwg.add(_hand(position, mover, hand_visible, bottom_y))
    dwg.add(_instructions(instruction, last_move, outcome, bottom_y))
    if outcome is None:
        dwg.add(_buttons(position["phase"], legal_first, 470, bottom_y + 112))
    dwg.add(_legend(470, bottom_y + 186))
    if show_all:
        # Translators: the top right corner in the teacher's view (Show everything).
        dwg.add(dwg.text(i18n._("teacher view: every hand and draw pile is shown"), insert=(WIDTH - 12, 58),
                         font_size=SMALL_TEXT, font_style="italic", font_weight="bold", fill=SHIELD_FILL,
                         text_anchor="end", class_="hit-show-all"))
    return svg.to_string(dwg)


def _is_protected(position: Mapping, colour: str) -> bool:
    pile = position["discard_piles"][colour]
    return (bool(pile) and pile[0] is not None and "mehr-schadenfreude" not in position["variants"]
            and card_kind(pile[0]).shield)


def _role(colour: str, mover: str, outcome: Outcome | None, computers: frozenset[str]) -> str:
    # Translators: added to a player's role in the panel when the computer plays that colour.
    return svg.role_text(colour, mover, outcome) + (i18n._(" · computer") if colour in computers else "")


def _layout_note(players: int) -> str:
    if players == 3:
        # Translators: the top right corner of the board: the picture of the board was lost, so its layout is
        # our reconstruction; the 3-player side of the board is a guess.
        return i18n._("board layout reconstructed (the 3-player side is a guess)")
    # Translators: the top right corner of the board: the board's layout is our reconstruction.
    return i18n._("board layout reconstructed")


def _header(dwg, headline: str, position: Mapping, players: Sequence[str]):
    layer = dwg.g(class_="hit-header")
    for index, letter in enumerate("HIT"):
        colour = ("red", "blue", "green")[index]
        layer.add(svg.text(dwg, letter, (26 + index * 25, 30), 34, font_weight="bold", fill=FILL[colour],
                           stroke="#111111", stroke_width=1))
    size = round(min(26.0, 560 / max(1, 0.62 * len(headline))), 1)      # ends left of the notes on the right
    turn = dwg.text(headline, insert=(100, 40), font_size=size, font_weight="bold", fill=LINE)
    turn.attribs["class"] = "hit-turn"
    layer.add(turn)
    variants = [i18n._(SHORT_VARIANT_NAMES[v]) if v in SHORT_VARIANT_NAMES else v for v in position["variants"]]
    # Translators: the top right corner of the board: how many play; {count} is 2, 3 or 4.
    detail = say_n("{count} player", "{count} players", len(players)) + (" · " + " · ".join(variants) if variants else "")
    layer.add(dwg.text(detail, insert=(WIDTH - 12, 18), font_size=SMALL_TEXT, fill=SOFT, text_anchor="end",
                       class_="hit-variants"))
    note = _layout_note(len(players))
    layer.add(dwg.text(note, insert=(WIDTH - 12, 38), font_size=SMALL_TEXT, font_style="italic", fill=SOFT,
                       text_anchor="end", class_="hit-layout-note"))
    return layer


def _instructions(instruction: str, last_move: Move | None, outcome: Outcome | None, y: float):
    layer = _FACTORY.g(class_="hit-instructions")
    x, y = 470, y + 14
    for number, line in enumerate(svg.wrap_lines(instruction, 78, 3)):
        text = _FACTORY.text(line, insert=(x, y + number * 20), font_size=16, fill=LINE,
                             font_weight="bold" if outcome is not None else "normal")
        text.attribs["class"] = "hit-instruction"
        layer.add(text)
    if last_move is not None:
        # Translators: under the instruction: the move played last; {move} is its label.
        lines = svg.wrap_lines(say("Last move: {move}", move=last_move.label), 86, 2)
        for number, line in enumerate(lines):
            text = _FACTORY.text(line, insert=(x, y + 66 + number * 18), font_size=SMALL_TEXT, fill=svg.LAST_MOVE)
            text.attribs["class"] = "hit-last-label"
            layer.add(text)
    return layer


def render(game: Game, *, viewer: str | None = None, show_all: bool = False, bottom: str | None = None,
           computers: Iterable[str] = (), compact: bool = False, counts: bool = True) -> str:
    """The SVG of a HIT game as ``viewer`` may see it (``show_all``: every card, for a teacher).

    ``compact``: the projector layout (see ``render_compact``).
    """
    position = game.position() if show_all else hit.visible_position(game.state, viewer)
    history = game.history
    draw = render_compact if compact else render_position
    return draw(position, moves=game.legal_moves(), last_move=history[-1] if history else None,
                outcome=game.outcome, bottom=bottom, viewer=viewer, show_all=show_all, computers=computers,
                counts=counts)


def view(game: Game, *, viewer: str | None = None, show_all: bool = False, bottom: str | None = None) -> StaticBoard:
    """A picture of the board that shows in any notebook viewer, no kernel needed.

    Without ``viewer`` the player to move looks at the board (hot-seat).
    """
    viewer = viewer if viewer is not None else game.state.current
    return svg.static_view(render, status_line, game, viewer=viewer, show_all=show_all, bottom=bottom)


# ================================================================== the projector layout
# A narrow board (a projector, JupyterLab with its side bar open) shows the HIT board at about
# three quarters of this drawing's size: every text is COMPACT_TEXT units or more, so 14 px on
# screen.  It keeps every clickable part of the full layout, says less: the loop, one short
# panel per player, the buttons, and below either the hand (while playing) or the market.
COMPACT_W, COMPACT_H = 760.0, 572.0
COMPACT_TEXT = 21                       # 14 px also at 1280x720, where the drawing shows at 70 % (or a little less)
LOOP_SIZE = 444.0                         # the loop's box, at the top left
PANEL_X, PANEL_W, COMPACT_PANEL_H = 452.0, 304.0, 66.0
STRIP_Y = 456.0                           # the hand or the market, across the bottom
STRIP_CARD = (146.0, 112.0)
CARD_CHARS = 12                           # letters per line of a card at COMPACT_TEXT
COMPACT_LINE = 24.0                       # a line of COMPACT_TEXT
SHOW_ALL_LINES = 2                        # a teacher's view adds the hand and the draw pile to each panel
MARKET_CHARS = 25                         # letters per line in the column beside the loop


def render_compact(position: Mapping, *, moves: Sequence[Move] = (), last_move: Move | None = None,
                   outcome: Outcome | None = None, bottom: str | None = None, viewer: str | None = None,
                   show_all: bool = False, computers: Iterable[str] = (), counts: bool = True) -> str:
    """The projector layout of a HIT position (same arguments as ``render_position``)."""
    players = tuple(position["players"])
    variants = frozenset(position["variants"])
    mover = position["to_move"]
    bottom = bottom if bottom in players else (viewer if viewer in players else mover)
    dwg = svg.drawing(COMPACT_W, COMPACT_H, title=i18n._("HIT board"))
    dwg.attribs.update({"data-game": "hit", "data-wide": "1", "data-compact": "1", "data-bottom": bottom,
                        "data-phase": "over" if outcome is not None else position["phase"]})
    layout = board_layout(len(players), variants, bottom)
    for colour in layout.arms:
        svg.arrow_marker(dwg, f"hit-arrow-{colour}", DARK[colour], length=3.4)
    svg.arrow_marker(dwg, "hit-arrow-last", svg.LAST_MOVE)
    dwg.add(dwg.rect(insert=(0, 0), size=(COMPACT_W, COMPACT_H), fill=BACKGROUND))
    dwg.add(_compact_loop(position, bottom, last_move, layout))
    protected = frozenset(c for c in players if _is_protected(position, c))
    panel_h = COMPACT_PANEL_H + (SHOW_ALL_LINES * COMPACT_LINE if show_all else 0)
    for index, colour in enumerate(players):
        dwg.add(_compact_panel(position, colour, 4 + index * (panel_h + 6), mover=mover, outcome=outcome,
                               protected=colour in protected, computer=colour in set(computers), show_all=show_all,
                               counts=counts))
    legal_first = frozenset(move.clicks[0] for move in moves if move.clicks)
    column_y = 4 + len(players) * (panel_h + 6) + 4
    if outcome is None:
        dwg.add(_compact_buttons(position["phase"], legal_first, column_y))
        column_y += 48 * (1 + (position["phase"] == "shield") * (len(BUTTONS) - 1))
    strip_y = STRIP_Y
    if position["phase"] in ("play", "split") and outcome is None:
        # the market stays in sight while the hand fills the strip (issue 31: "look at the market" can be done)
        lines = _market_lines(position["market"])
        strip_y = max(STRIP_Y, column_y + COMPACT_LINE * (len(lines) + 1) + 8)
        dwg.add(_compact_market_words(lines, column_y))
        hand = position["hands"][mover]
        dwg.add(_compact_strip("hand", hand, frozenset(), False, _hand_heading(mover), strip_y))
    else:
        strip_y = max(STRIP_Y, column_y + 4)
        buyable = frozenset(int(key.split(":")[1]) for key in legal_first if key.startswith("market:"))
        dwg.add(_compact_strip("market", position["market"], buyable, position["phase"] == "buy",
                               i18n.pgettext("HIT heading", "Market"), strip_y))
    if strip_y > STRIP_Y:                  # a teacher's view with every hand: the drawing grows downwards
        height = strip_y + STRIP_CARD[1] + 4
        dwg.attribs.update({"height": f"{height:g}", "viewBox": f"0 0 {COMPACT_W:g} {height:g}"})
        dwg.elements[_first_rect(dwg)].attribs["height"] = height
    return svg.to_string(dwg)


def _first_rect(dwg) -> int:
    """The index of the drawing's background (its first rectangle)."""
    return next(index for index, element in enumerate(dwg.elements) if element.elementname == "rect")


def _market_lines(market: Sequence[str | None]) -> list[str]:
    """The market in a few words per card, sign and cost ("7 for 5"), two or three to a line."""
    # Translators: a market card in the projector layout's market lines: {sign} is the card's sign ("7", "hunt"),
    # {count} its cost in coins ("7 for 5").
    words = [(i18n.pgettext("HIT pile", "empty") if card is None else
              # Translators: a market card in the projector layout: {sign} its sign ("7", "hunt"), {count} its cost.
              say_n("{sign} for {count}", "{sign} for {count}", card_kind(card).cost, sign=card_glyph(card_kind(card))))
             for card in market]
    lines, line = [], ""
    for word in words:
        joined = f"{line} · {word}" if line else word
        if len(joined) > MARKET_CHARS and line:
            lines.append(line)
            joined = word
        line = joined
    return [*lines, line] if line else lines


def _compact_market_words(lines: Sequence[str], y: float):
    layer = _FACTORY.g(class_="hit-market-words")
    # Translators: the projector layout's heading over the market cards written as "7 for 5" (sign for coins).
    layer.add(_squeezed(_FACTORY.text(i18n._("Market (sign for coins):"), insert=(PANEL_X + 2, y + 18),
                                      font_size=COMPACT_TEXT, font_weight="bold", fill=LINE), COMPACT_TEXT, PANEL_W - 4))
    for number, line in enumerate(lines, start=1):
        layer.add(_FACTORY.text(line, insert=(PANEL_X + 2, y + 18 + number * COMPACT_LINE), font_size=COMPACT_TEXT,
                                fill=LINE, class_="hit-market-line"))
    return layer


def _compact_loop(position: Mapping, bottom: str, last_move: Move | None, layout: Layout):
    """The loop of the full layout, scaled into the compact box, with bigger numbers and letters."""
    box_x, box_y, box_w, _ = BOARD_BOX
    scale = LOOP_SIZE / box_w
    group = _FACTORY.g(class_="hit-loop", transform=f"translate({4 - box_x * scale:g} {4 - box_y * scale:g}) "
                                                    f"scale({scale:g})")
    group.add(_FACTORY.rect(insert=(box_x, box_y), size=(box_w, box_w), rx=14, fill="#efe4cc", stroke=LINE,
                            stroke_width=2))
    players = position["players"]
    protected = frozenset(c for c in players if _is_protected(position, c))
    group.add(_loop_and_fields(position, bottom, protected, min_label=round(COMPACT_TEXT / scale + 0.05, 1)))
    last = _last_move(last_move, layout)
    if last is not None:
        group.add(last)
    return group


def _compact_panel(position: Mapping, colour: str, y: float, *, mover: str, outcome: Outcome | None,
                   protected: bool, computer: bool, show_all: bool = False, counts: bool = True):
    """One player in two lines: name, coins and discard pile; figures out, in the goal, hand size.  A teacher's
    view (``show_all``) adds two: the hand and the draw pile from its top, card by card."""
    x, w, h = PANEL_X, PANEL_W, COMPACT_PANEL_H + (SHOW_ALL_LINES * COMPACT_LINE if show_all else 0)
    active = outcome is None and colour == mover
    group = _FACTORY.g(class_="hit-panel")
    group.attribs["data-player"] = colour
    group.add(_FACTORY.rect(insert=(x, y), size=(w, h), rx=10, fill=TINT[colour], stroke=ACTIVE if active else EDGE[colour],
                            stroke_width=4 if active else 2))
    group.add(_token_shape(colour, x + 17, y + 20, 11, stroke="#111111", stroke_width=1.5))
    mark = "▶ " if active else ("★ " if outcome is not None and colour in outcome.winners else "")
    name = _FACTORY.text(mark + player_name(colour), insert=(x + 34, y + 27), font_size=COMPACT_TEXT,
                         font_weight="bold", fill=LINE, class_="hit-role")
    group.add(_squeezed(name, COMPACT_TEXT, w - 34 - 117))      # up to the coins
    goal, out, _waiting = _figure_counts(position, colour)
    summary = _compact_summary(out, goal, None if computer else len(position["hands"][colour]), shown=bool(counts))
    group.add(_squeezed(_FACTORY.text(summary, insert=(x + 10, y + 56), font_size=COMPACT_TEXT, fill=LINE,
                                      class_="hit-figure-summary"), COMPACT_TEXT, w - 20))
    coins = svg.keyed_group(_FACTORY, f"coins:{colour}", (x + w - 96, y + 19), class_="hit-coins")
    coins.attribs["aria-label"] = _coins_said(colour, position["coins"][colour])
    target = _FACTORY.circle(center=(x + w - 96, y + 19), r=17, fill="none")
    target.attribs["data-outline"] = "1"
    coins.add(target)
    coins.add(_coin(x + w - 96, y + 19, 15, str(position["coins"][colour]), COMPACT_TEXT))
    group.add(coins)
    group.add(_compact_discard(position["discard_piles"][colour], colour, x + w - 70, y + 4, protected))
    if show_all:
        for number, line in enumerate(_every_card_lines(position, colour), start=1):
            group.add(_FACTORY.text(line, insert=(x + 10, y + 56 + number * COMPACT_LINE), font_size=COMPACT_TEXT,
                                    fill=LINE, class_="hit-show-all"))
    return group


def _compact_summary(out: int, goal: int, hand: int | None, shown: bool = True) -> str:
    if not shown:       # an exercise asks where the figures are
        if hand is None:
            # Translators: a player's line in the projector layout while an exercise asks where the figures are
            # (the counts hidden); the computer plays this colour (very short words).
            return i18n.gettext("out ? · goal ? · computer")
        # Translators: a player's line in the projector layout while an exercise asks where the figures are
        # (the counts hidden); {count} cards in hand (very short words).
        return say_n("out ? · goal ? · hand {count}", "out ? · goal ? · hand {count}", hand)
    if hand is None:
        # Translators: a player's line in the projector layout: {out} figures out on the board, {count} in the
        # goal, and the computer plays this colour (very short words).
        return say_n("out {out} · goal {count} · computer", "out {out} · goal {count} · computer", goal, out=out)
    # Translators: a player's line in the projector layout: {out} figures out on the board, {goal} in the goal,
    # {count} cards in hand (very short words).
    return say_n("out {out} · goal {goal} · hand {count}", "out {out} · goal {goal} · hand {count}", hand, out=out,
                 goal=goal)


def _every_card_lines(position: Mapping, colour: str) -> list[str]:
    """A hand and a draw pile (top first) by their cards' signs, each cut to a line: 'hand 7 · 1–5 · corner',
    'draw 6: 3 · +3 · 6 …'."""
    def signs(cards) -> str:
        return " · ".join("?" if card is None else card_glyph(card_kind(card)) for card in cards)

    hand, draw = position["hands"][colour], position["draw_piles"][colour]
    # Translators: the teacher's projector view: a player's hand by its cards' signs; {cards} is
    # "7 · 1–5 · corner", {count} the cards in the draw pile.
    lines = [say("hand {cards}", cards=signs(hand)) if hand else
             # Translators: the teacher's projector view: a player's hand holds no card.
             i18n._("hand empty"),
             # Translators: the teacher's projector view: {count} cards in the draw pile, {cards} their signs.
             say_n("draw {count}: {cards}", "draw {count}: {cards}", len(draw), cards=signs(draw)) if draw else
             # Translators: the teacher's projector view: a player's draw pile is empty.
             i18n._("draw pile empty")]
    return [line if len(line) <= MARKET_CHARS else line[:MARKET_CHARS - 1].rsplit(" · ", 1)[0] + " …" for line in lines]


def _compact_discard(pile: Sequence[str | None], colour: str, x: float, y: float, protected: bool):
    """The discard pile as a small card: its top card's sign (or 0), a shield while it protects."""
    group = svg.keyed_group(_FACTORY, f"discard:{colour}", (x + 32, y + 15), class_="hit-discard")
    group.attribs["aria-label"] = _discard_said(colour, pile, on_top=True)
    outline = _FACTORY.rect(insert=(x, y), size=(64, 31), rx=7, fill=PAPER if pile else "none", stroke=LINE,
                            stroke_width=1.5, stroke_dasharray="none" if pile else "5 4")
    outline.attribs["data-outline"] = "1"
    group.add(outline)
    group.set_desc(title=group.attribs["aria-label"])
    group.add(svg.text(_FACTORY, f"▤ {len(pile)}", (x + 32, y + 15.5), COMPACT_TEXT, fill=LINE, font_weight="bold"))
    if protected:
        badge = _shield_icon(x + 62, y + 4, 18)
        badge.attribs["class"] = "hit-protected"
        group.add(badge)
    return group


def _compact_buttons(phase: str, legal_first: frozenset[str], y: float):
    layer = _FACTORY.g(class_="hit-buttons")
    shown = [b for b in BUTTONS if b[0] == "button:end-turn" or phase == "shield"]
    for index, (key, label) in enumerate(shown):
        by = y + index * 48
        enabled = key in legal_first
        group = svg.keyed_group(_FACTORY, key, (PANEL_X + 90, by + 21), class_="hit-button")
        group.attribs["aria-label"] = _button_aria(label, enabled)
        rect = _FACTORY.rect(insert=(PANEL_X, by), size=(180, 42), rx=10, fill="#ffffff" if enabled else "#ece6da",
                             stroke=ACTIVE if enabled else SOFT, stroke_width=3 if enabled else 2)
        if not enabled:
            rect.attribs["stroke-dasharray"] = "6 4"
        rect.attribs["data-outline"] = "1"
        group.add(rect)
        group.add(_squeezed(svg.text(_FACTORY, i18n._(label), (PANEL_X + 90, by + 21), COMPACT_TEXT,
                                     fill=LINE if enabled else SOFT, font_weight="bold"), COMPACT_TEXT, 166))
        layer.add(group)
    return layer


def _compact_strip(kind: str, cards: Sequence[str | None], buyable: frozenset[int], buying: bool, title: str,
                   strip_y: float = STRIP_Y):
    """The hand (``hand:N``) or the market (``market:N``) as a row of small cards along the bottom."""
    layer = _FACTORY.g(class_=f"hit-{kind}")
    layer.attribs["aria-label"] = title
    w, h = STRIP_CARD
    for slot, card in enumerate(cards, start=1):
        x = 4 + (slot - 1) * (w + 6)
        group = svg.keyed_group(_FACTORY, f"{kind}:{slot}", (x + w / 2, strip_y + h / 2),
                                class_="hit-hand-card" if kind == "hand" else "hit-market-slot")
        if card is None and kind == "hand":
            group.attribs["aria-label"] = _hand_card_said(slot, None)
            group.add(_card_back(x, strip_y, w, h))
        elif card is None:
            group.attribs["aria-label"] = _slot_said(slot, None)
            group.add(svg.text(_FACTORY, i18n.pgettext("HIT pile", "empty"), (x + w / 2, strip_y + h / 2), COMPACT_TEXT,
                               fill=SOFT))
        else:
            group.attribs["aria-label"] = (_hand_card_said(slot, card) if kind == "hand" else
                                           # Translators: a market card read by a screen reader (projector
                                           # layout); {slot} is its place (1 to 5), {card} the card.
                                           say("market card {slot}: {card}", slot=slot,
                                               card=card_description(card)))
            face = _compact_card(card, x, strip_y, w, h)
            if buying and slot not in buyable:
                dimmed = _FACTORY.g(opacity=0.72)  # dimmed, yet its texts keep 4.5:1
                dimmed.add(face)
                face = dimmed
            group.add(face)
        outline = _FACTORY.rect(insert=(x, strip_y), size=(w, h), rx=10, fill="none",
                                stroke=SOFT if card is None else "none", stroke_dasharray="6 4")
        outline.attribs["data-outline"] = "1"
        group.add(outline)
        layer.add(group)
    if not cards:
        # Translators: a strip of cards with none in it; {title} is its heading ("Red's hand").
        layer.add(svg.text(_FACTORY, say("{title}: empty", title=title), (COMPACT_W / 2, strip_y + h / 2), COMPACT_TEXT, fill=SOFT))
    return layer


@_cached_words(256)
def _compact_card(card: str, x: float, y: float, w: float, h: float):
    """A card in a few big words: its sign, cost, symbols and what it does (at most three lines)."""
    kind = card_kind(card)
    owner = card_owner(card)
    group = _FACTORY.g(class_="hit-card")
    group.attribs["data-card"] = card
    group.add(_FACTORY.rect(insert=(x, y), size=(w, h), rx=10, fill=PAPER, stroke=EDGE[owner] if owner else LINE,
                            stroke_width=2.5))
    group.add(_FACTORY.rect(insert=(x + 2, y + 2), size=(8, h - 4), rx=3, fill=FILL[owner] if owner else "#6b6257"))
    glyph = card_glyph(kind)
    if kind.effect == "coins":
        group.add(_coin(x + 40, y + 22, 17, glyph, COMPACT_TEXT))
    else:
        size = 26 if len(glyph) <= 4 else COMPACT_TEXT + 2
        group.add(_squeezed(svg.text(_FACTORY, glyph, (x + 44, y + 23), size, fill=LINE, font_weight="bold",
                                     class_="hit-card-glyph"), size, 68))       # between the band and x + 78
    if kind.cost is not None:
        group.add(_coin(x + w - 20, y + 21, 16, str(kind.cost), COMPACT_TEXT))
    symbols = [symbol for symbol in SYMBOL_ORDER if symbol in kind.symbols]
    for index, symbol in enumerate(symbols[:2]):
        group.add(SYMBOL_ICONS[symbol](x + 84 + index * 22, y + 22, 20))
    words = " ".join(card_lines(kind))
    if kind.coins and kind.effect != "coins":
        # Translators: the coins a card also gives ({count}), on a card of the projector layout.
        words += " " + say_n("+{count} coins", "+{count} coins", kind.coins)
    for number, line in enumerate(svg.wrap_lines(words, CARD_CHARS, 3)):
        group.add(_squeezed(svg.text(_FACTORY, line, (x + w / 2 + 4, y + 54 + number * 21), COMPACT_TEXT, fill=LINE,
                                     class_="hit-card-text"), COMPACT_TEXT, w - 16))
    return group


# ================================================================== the position in words (issue 23)
DESCRIPTION_LIMIT = 600     # characters of a description: past it, the hand's cards are named by title only


def _listed(items: Sequence[str]) -> str:
    if len(items) == 1:
        return items[0]
    # Translators: the end of a list ("field 3, field 9 and field 17"); {items} is the list so far, {last} its
    # last item.
    return say("{items} and {last}", items=", ".join(items[:-1]), last=items[-1])


def _colour_words(position: Mapping, colour: str) -> str:
    """'Red: 6 coins, protected by a shield, figures on field 3 and field 17, one waiting'."""
    places = [where for fig, where in position["figures"].items() if fig.rsplit("-", 1)[0] == colour]
    loop = sorted((where for where in places if where.startswith("field:")), key=lambda key: int(key.split(":")[1]))
    waiting = sum(1 for where in places if where.startswith("wait:"))
    goal = sum(1 for where in places if where.startswith("goal:"))
    coins = position["coins"][colour]
    # Translators: the position in words (Describe): a player's coins; {count} the coins.
    parts = [say_n("{count} coin", "{count} coins", coins)]
    if _is_protected(position, colour):
        # Translators: the position in words: the player's figures are protected by the shield.
        parts.append(i18n._("protected by a shield"))
    everyone = len(places)
    if loop:
        fields = _listed([hit.field_name(k) for k in loop])
        # Translators: the position in words: where a player's figures stand on the loop; {count} the figures,
        # {fields} the fields ("field 3 and field 17").
        parts.append(say_n("a figure on {fields}", "figures on {fields}", len(loop), fields=fields))
    if waiting:
        # Translators: the position in words: how many figures wait on waiting fields; {count} is a number
        # written as a word in English ("one", "all three").
        parts.append(say_n("all {count} waiting", "all {count} waiting", everyone, count=number_word(everyone))
                     if waiting == everyone else
                     # Translators: the position in words: {count} figures (a number word: "two") wait.
                     say_n("{count} waiting", "{count} waiting", waiting, count=number_word(waiting)))
    if goal:
        # Translators: the position in words: how many figures stand in the goal; {count} is a number written as
        # a word in English ("one", "all three").
        parts.append(say_n("all {count} in the goal", "all {count} in the goal", everyone, count=number_word(everyone))
                     if goal == everyone else
                     # Translators: the position in words: {count} figures (a number word: "two") are in the goal.
                     say_n("{count} in the goal", "{count} in the goal", goal, count=number_word(goal)))
    # Translators: the position in words: one player; {player} is a name ("Red"), {parts} its coins and figures.
    return say("{player}: {parts}", player=player_name(colour), parts=", ".join(parts))


def _card_words(card: str, whole: bool) -> str:
    """'the 5 (move 5, +2 coins)' (``whole``), else 'the 5'."""
    title, what = _card_parts(card)
    # Translators: the position in words: a card in the hand; {card} is the card ("the 5"), {what} what it does.
    return say("{card} ({what})", card=title, what=what) if whole and what else title


def describe_visible(position: Mapping, hand_of: str | None) -> str:
    """Where things stand in a position as a viewer may see it (``hit.visible_position``), for a listener who
    cannot see the board: each colour's coins and figures (on which field, waiting, in the goal), then the hand
    of ``hand_of`` (only cards the position shows face up; None: no hand)."""
    figures = i18n.clauses(_colour_words(position, colour) for colour in position["players"]) + "."
    if hand_of is None:
        return figures
    cards = [card for card in position["hands"][hand_of] if card is not None]
    player = player_name(hand_of)
    if not cards:
        # Translators: the position in words, then the hand; {figures} is the position so far, {player} a name.
        return say("{figures} {player}'s hand is empty.", figures=figures, player=player)
    # Translators: the position in words, then the hand; {figures} is the position so far, {player} a name,
    # {cards} the cards ("the 5 (move 5) and the hunter (onto nearest opponent ahead)").
    text = say("{figures} {player}'s hand: {cards}.", figures=figures, player=player,
               cards=_listed([_card_words(card, True) for card in cards]))
    if len(text) > DESCRIPTION_LIMIT:
        text = say("{figures} {player}'s hand: {cards}.", figures=figures, player=player,
                   cards=_listed([_card_words(card, False) for card in cards]))
    return text


# ================================================================== the widget
def _first_human(colours: Sequence[str], computers: Iterable[str]) -> str:
    """The colour a board is seen from by default: the first one a person plays."""
    computers = set(computers)
    return next((colour for colour in colours if colour not in computers), colours[0] if colours else "")


class HitBoard(SeatsBoard):
    """A live HIT board.

    ``HitBoard()`` (4 players), ``HitBoard(player_count=3, variants=["mehr-schadenfreude"], seed=7)``,
    ``HitBoard(game=…)``, ``HitBoard.from_position(…)``, ``HitBoard.example("shield")``.

    Extra options (traits):

    - ``show_all`` (teacher mode): every hand and every draw pile in order is shown;
      by default only the hand of the player to move is (hot-seat), or, against the
      computer, the human player's own hand;
    - ``computer_players``: the colours the computer plays; whenever one of them is to
      move, the front end asks for computer moves until a human's turn comes
      (``play_computers()`` does the same from Python);
    - ``perspective``: a fixed colour drawn at the bottom (the default: the first colour a
      human plays, so the board never turns by itself), or "player to move" (the board
      turns so that the player to move, or the human against computers, sits at the bottom).
    """

    game_module = hit
    history_in_words = True
    exercise_options: ClassVar[dict] = {"handover": False}   # an exercise shows the hand of the player to move
    show_all = traitlets.Bool(False).tag(sync=True)
    #: hot seat: between two people a hand-over screen covers the board until the next one takes it (issue 31)
    handover = traitlets.Bool(True).tag(sync=True)

    def __init__(self, game: Game | None = None, *, player_count: int = 4, variants: Sequence[str] = (),
                 seed: int | None = None, computer_seed: int | None = None, **kwargs):
        if game is None:
            game = hit.new_game(seed=seed, players=player_count, variants=variants)
        colours = tuple(getattr(game.state, "players", ()))
        kwargs.setdefault("perspective", _first_human(colours, kwargs.get("computer_players", ())))
        super().__init__(game, computer_seed=computer_seed, **kwargs)
        self.observe(self._on_view_option, ["show_all", "handover"])

    @classmethod
    def from_position(cls, position, **kwargs) -> HitBoard:
        """A board on a set position, to study: it shows the hand of the player to move, without the hand-over
        screen (``handover=True`` for people playing on from it at one screen)."""
        kwargs.setdefault("handover", False)
        return super().from_position(position, **kwargs)

    @classmethod
    def example(cls, name: str, **kwargs) -> HitBoard:
        """A board on one of the rulebook's worked examples (see ``hit.EXAMPLES``), without the hand-over
        screen."""
        return cls.from_position(hit.example(name), **kwargs)

    # ------------------------------------------------------------ who sees what
    def hands_are_covered(self) -> bool:
        return self.handover and not self.show_all

    def viewer(self) -> str | None:
        """Whose hand is shown: the player to move if a human (once the hand-over screen let them take the
        board), else the one human player (None: nobody)."""
        if self.waiting_for_handover():
            return None
        players = list(self.game.state.players)
        humans = [colour for colour in players if colour not in self.computers()]
        mover = self.game.state.current
        if mover in humans:
            return mover
        return humans[0] if len(humans) == 1 else None

    def bottom(self) -> str:
        """The colour drawn at the bottom of the board."""
        if self.perspective in self.game.state.players:
            return self.perspective
        return self.viewer() or self.game.state.current

    # ------------------------------------------------------------ rendering
    def perspective_choices(self) -> tuple[str, ...]:
        return tuple(self.game.state.players) + (FOLLOW,)

    def render_svg(self) -> str:
        drawing = render(self.game, viewer=self.viewer(), show_all=self.show_all, bottom=self.bottom(),
                         computers=self.computers(), compact=self.compact(), counts=not self.hides_counts())
        waiting = self.waiting_for_handover()
        return self.with_handover_cover(drawing, waiting, self._hand_top()) if waiting else drawing

    def _hand_top(self) -> float:
        """Where the hand strip begins (below every field): the hand-over panel lies over the face-down hand."""
        if self.compact():
            return STRIP_Y - 4
        return rows(len(self.game.state.players), self.show_all).bottom_y + 22

    def render_draft(self, state: hit.State) -> str:
        """A draft being edited: every hand and draw pile face up (the referee sees all), no legal moves asked
        of a position that may be impossible."""
        bottom = self.perspective if self.perspective in state.players else state.current
        draw = render_compact if self.compact() else render_position
        return draw(hit.state_to_position(state), bottom=bottom, show_all=True)


    def player_title(self, player: str) -> str:
        return player_name(player)

    def status_text(self) -> str:
        waiting = self.waiting_for_handover()
        if waiting:
            # Translators: the status line of the hot-seat hand-over; {player} is who gets the board ("Blue").
            return say("Pass the board to {player}: only {player} looks at the hand.", player=player_name(waiting))
        return status_line(self.game, self.computers())

    def describe_position(self) -> str:
        """Each colour's coins and figures, and the hand of the viewer as the board shows it (no hidden card:
        the words come from the same position as the drawing; in the teacher view without a viewer, the hand
        of the player to move, drawn large)."""
        viewer = self.viewer()
        position = self.game.position() if self.show_all else hit.visible_position(self.game.state, viewer)
        hand_of = viewer if viewer is not None else (self.game.state.current if self.show_all else None)
        return describe_visible(position, hand_of)

    def refresh(self) -> None:
        with self.hold_sync():
            self._sync_players()
            super().refresh()

    def hides_moves(self) -> bool:
        # the moves name the cards of a hidden hand: the front end gets none (the computer plays them)
        return super().hides_moves() or (not self.show_all and self.game.outcome is None
                                         and self.viewer() != self.game.to_move)

    def _sync_players(self) -> None:
        """Players and perspectives follow the game (a new game may have another player count)."""
        players = list(self.game.state.players)
        if self.players != players:
            self.players = players
        choices = list(self.perspective_choices())
        if self.perspectives != choices:
            self.perspectives = choices
        if self.perspective not in choices:
            self.perspective = _first_human(players, self.computer_players)
        if self.computer_side and self.computer_side not in players:
            self.computer_side = ""
        if any(colour not in players for colour in self.computer_players):
            self.computer_players = [colour for colour in self.computer_players if colour in players]

    def _on_view_option(self, _change) -> None:
        self.refresh()

    def _on_computer_side(self, change) -> None:
        super()._on_computer_side(change)
        if not self._reverting:
            self.refresh()

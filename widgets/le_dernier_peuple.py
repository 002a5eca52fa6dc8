"""The Le Dernier Peuple board: an SVG renderer and the live widget.

What the picture shows (every clickable part carries the ``data-key`` the rules' moves use,
see ``rulebook.le_dernier_peuple``):

- the wheel of terrain cards (``wheel:<n>``) drawn around a circle, each card turned towards
  the centre: villages in their owner's colour with the owner's name, pickaxes with a pick,
  empty cards plain; every card shows its number.  Each card's outline (the turned card
  itself) reaches towards the centre of the wheel in a pale lane; the card with its lane is its
  outline (``data-outline``), so a highlight follows the card, not a box around it;
- the pawns (``pawn:<colour>-<n>``) in their card's lane (issue 31: drawn where Describe says they
  are), in their colour with their seat's initial and number ("R1"; issue 23: colour is never the
  only sign), as near their card as the others leave room for, never overlapping while the lanes
  have room;
- one row per player (``player:<colour>``): the colour's dot with its initial, score (a "?" when
  scores are hidden), movement and power cards in hand, a skipped turn (Mace) or an extra turn
  (Speed);
- the hand of the seat looking at the board: movement cards (``move:<id>``, grey arrow down =
  own pawn, black arrow up = opponent's pawn, the circle and the square number) and power
  cards (``power:<id>``); the discard pile (``pile:discards``), buttons (``button:draw``,
  ``button:accept``);
- what just happened (the last moves as the viewer may read them: events with who scores
  what, then the redeployment) and what to do now.

Hidden information: the renderer works from ``visible_position`` (a hidden card never reaches
the SVG) unless ``show_all`` is on.  In hot-seat play a hand-over screen hides the board's
hand until the next player clicks "show my hand" (``button:show-hand``).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable, Mapping, Sequence
from typing import ClassVar, NamedTuple

import traitlets

from rulebook import i18n
from rulebook import le_dernier_peuple as ldp
from rulebook.core import CHANCE, Game, Move, Outcome
from rulebook.i18n import N_, _, say, say_n
from rulebook.le_dernier_peuple.cards import (
    MOVEMENT_CARDS,
    POWER_CARDS,
    capitalised,
    pawn_name,
    terrain,
    village_owner,
)
from rulebook.le_dernier_peuple.cards import (
    player_name as colour_name,
)
from rulebook.le_dernier_peuple.rules import outcome_text
from widgets import svg
from widgets.board import SeatsBoard, StaticBoard

# Okabe–Ito colours, with the ink readable on each (contrast >= 4.5:1); the blue is svg.PLAYER_FILL's darker
# one and the purple lighter than Okabe–Ito's #cc79a7, which colour-blind eyes confuse with blue, green and
# red (tests/test_palette.py)
FILL = {"red": "#d55e00", "blue": "#195a96", "green": "#009e73", "yellow": "#f0e442", "purple": "#d88cc0"}
INK = {"red": "#111111", "blue": "#ffffff", "green": "#111111", "yellow": "#111111", "purple": "#111111"}
TINT = {"red": "#f8dccb", "blue": "#cfe4f3", "green": "#c9eee2", "yellow": "#fbf7c8", "purple": "#f3dcea"}
BACKGROUND = "#f6f1e6"
PAPER = "#fffdf7"
LINE = "#3d3326"
SOFT = "#5e5244"
PICK = "#d9d2c3"
HIGHLIGHT = "#c2185b"
CARD_BACK = "#2f4858"

WIDTH, HEIGHT = 800.0, 810.0
CENTRE = (250.0, 300.0)
RADIUS = 200.0            # of the wheel (the middle of the cards)
CARD_DEPTH = 62.0         # radial size of a terrain card
CARD_SPAN = 0.86          # how much of its share of the circle a terrain card covers
PANEL_X = 500.0
HAND_Y = 550.0
# Translators: the Le Dernier Peuple board where a hand would be, when nobody's hand may be shown.
HIDDEN_HANDS = N_("The hands are hidden: only their sizes are shown.")


class Wheel(NamedTuple):
    """Where the wheel is drawn and how big its texts are (the full and the projector layout)."""

    centre: tuple[float, float]
    radius: float             # the middle of the cards
    depth: float              # radial size of a terrain card
    number: float = 18        # font size of a card's number
    mark: float = 20          # font size of a village's mark
    pawn: float = 16          # radius of a pawn: its label ("R1") fits inside with a margin (see below)
    pawn_text: float = 15     # font size of a pawn's label


# A pawn's label is its seat's initial and its number (issue 23: colour is never the only sign).  The widest,
# "G1" in bold DejaVu Sans, reaches 0.85 of its font size from the pawn's centre to the label's farthest corner;
# the pawn's radius adds the inner half of its outline (1) and a margin of 2: 12.8 + 3 -> 16 at 15 units, 16.2 + 3
# -> 19.5 at 19 units (tests/test_le_dernier_peuple_view.py measures it from the font).
LABEL_REACH = 0.85        # how far a pawn's label reaches from its centre, in its font size (see above)
PAWN_SPACE = 3.0          # at least between two pawns, and between a pawn and the wheel's cards
INITIAL = {colour: colour[0].upper() for colour in FILL}


#: the widest a letter of the board font is on average, in its font size (DejaVu Sans; bold is wider)
LETTER_EM, BOLD_LETTER_EM = 0.55, 0.62


def fitting(content: str, size: float, width: float, bold: bool = False) -> dict:
    """The attributes that keep ``content`` inside ``width`` (a button, a card): none while it fits, else the
    text is squeezed to that width (a translation may be longer than the English; the font size stays)."""
    if len(content) * size * (BOLD_LETTER_EM if bold else LETTER_EM) <= width:
        return {}
    return {"textLength": f"{width:g}", "lengthAdjust": "spacingAndGlyphs"}


def pawn_text(pawn: str) -> str:
    """What a pawn shows: its seat's initial and its number ("R1", "P2")."""
    colour, number = pawn.rsplit("-", 1)
    return INITIAL[colour] + number


FULL_WHEEL = Wheel(CENTRE, RADIUS, CARD_DEPTH)


# ================================================================== geometry
def card_angle(card: int, size: int) -> float:
    """Card 1 at the top, clockwise (radians, screen coordinates)."""
    return -math.pi / 2 + (card - 1) * 2 * math.pi / size


def card_corners(card: int, size: int, wheel: Wheel = FULL_WHEEL,
                 inner: float | None = None) -> list[tuple[float, float]]:
    """The four corners of a terrain card turned towards the centre (``inner``: reaching that near the centre)."""
    angle = card_angle(card, size)
    half = math.pi / size * CARD_SPAN
    inner = wheel.radius - wheel.depth / 2 if inner is None else inner
    outer = wheel.radius + wheel.depth / 2
    cx, cy = wheel.centre
    points = []
    for r, a in ((inner, angle - half), (outer, angle - half), (outer, angle + half), (inner, angle + half)):
        points.append((round(cx + r * math.cos(a), 1), round(cy + r * math.sin(a), 1)))
    return points


def at(card: int, size: int, radius: float, wheel: Wheel = FULL_WHEEL) -> tuple[float, float]:
    angle = card_angle(card, size)
    return wheel.centre[0] + radius * math.cos(angle), wheel.centre[1] + radius * math.sin(angle)


# ================================================================== parts
@svg.cached_part(16)
def _wheel(size: int, wheel: Wheel, language: str):
    layer = svg.FACTORY.g(class_="ldp-wheel")
    for card in range(1, size + 1):
        with i18n.using(language):
            layer.add(_wheel_card(svg.FACTORY, card, size, wheel))
    return layer


def _wheel_card(dwg, card: int, size: int, wheel: Wheel = FULL_WHEEL):
    kind = terrain(card)
    x, y = at(card, size, wheel.radius, wheel)
    group = svg.keyed_group(dwg, f"wheel:{card}", (x, y), class_=f"ldp-card ldp-{kind}")
    group.attribs["aria-label"] = wheel_card_name(card)
    if kind == "village":
        owner = village_owner(card)
        fill, ink = FILL[owner], INK[owner]
    else:
        fill, ink = (PICK if kind == "pickaxe" else PAPER), LINE
    lane = dwg.polygon(lane_corners(card, size, wheel), fill=fill, fill_opacity=0.22, stroke=LINE, stroke_width=1,
                       class_="ldp-lane")
    lane.attribs["data-outline"] = "1"     # the highlight follows the card and its lane, where its pawns stand
    group.add(lane)
    group.add(dwg.polygon(card_corners(card, size, wheel), fill=fill, stroke=LINE, stroke_width=2,
                          class_="ldp-terrain"))
    nx, ny = at(card, size, number_radius(wheel), wheel)
    group.add(svg.text(dwg, str(card), (nx, ny), wheel.number, font_weight="bold", fill=ink,
                       class_="ldp-card-number"))
    sx, sy = at(card, size, 2 * wheel.radius - number_radius(wheel) + (2 if wheel is FULL_WHEEL else 0), wheel)
    if kind == "village":
        group.add(svg.text(dwg, "⌂", (sx, sy), wheel.mark, fill=ink, class_="ldp-village-mark"))
    elif kind == "pickaxe":
        group.add(_pickaxe(dwg, sx, sy))
    return group


def number_radius(wheel: Wheel) -> float:
    """How far from the centre of the wheel a card's number is written (near the card's outer edge)."""
    return wheel.radius + (14 if wheel is FULL_WHEEL else wheel.depth / 2 - wheel.number / 2 - 3)


def wheel_card_name(card: int) -> str:
    """What a screen reader says for a terrain card: its number, as drawn, and what it is ("card 2, red's
    village", "card 4, a pickaxe")."""
    kind = terrain(card)
    if kind == "village":
        # Translators: what a screen reader says for a village on the wheel; {number} is the card's number,
        # {player} its owner.
        return say("card {number}, {player}'s village", number=card, player=colour_name(village_owner(card)))
    if kind == "pickaxe":
        # Translators: what a screen reader says for a pickaxe on the wheel; {number} is the card's number.
        return say("card {number}, a pickaxe", number=card)
    # Translators: what a screen reader says for an empty terrain card; {number} is the card's number.
    return say("card {number}", number=card)


def movement_card_name(card_id: int) -> str:
    """A movement card in words, as drawn: whose pawn it moves, its circle number (a double's two moves), its
    square number ("movement card 12: your own pawn, circle +4→+1, square 7")."""
    card = MOVEMENT_CARDS[card_id]
    circle = parts_text(card) if card.double else f"{card.circle:+d}".replace("-", "−")
    if card.moves == "own":
        # Translators: what a screen reader says for a movement card in the hand; {number} is its number, {circle}
        # its circle number ("+4" or "+4→+1"), {square} its square number.
        return say("movement card {number}: your own pawn, circle {circle}, square {square}", number=card_id,
                   circle=circle, square=card.target)
    # Translators: like "movement card {number}: your own pawn, …" for a card that moves an opponent's pawn; {circle}
    # is its circle number, {square} its square number.
    return say("movement card {number}: an opponent's pawn, circle {circle}, square {square}", number=card_id,
               circle=circle, square=card.target)


def _pickaxe(dwg, x: float, y: float):
    """A small pick: a handle and a curved head."""
    mark = dwg.g(class_="ldp-pickaxe-mark", fill="none", stroke=LINE, stroke_width=3, stroke_linecap="round")
    mark.add(dwg.line((round(x - 6, 1), round(y + 9, 1)), (round(x + 5, 1), round(y - 6, 1))))
    mark.add(dwg.path(d=f"M{x - 7:.1f},{y - 7:.1f} Q{x + 3:.1f},{y - 13:.1f} {x + 11:.1f},{y - 1:.1f}"))
    return mark


def _pawns(dwg, pawns: Mapping[str, int], size: int, players: Sequence[str], wheel: Wheel = FULL_WHEEL):
    layer = dwg.g(class_="ldp-pawns")
    by_card: dict[int, list[str]] = {}
    for colour in players:
        for pawn in ldp.rules.pawn_ids(colour):
            if pawns[pawn] is not None:         # a pawn set aside in the editor is drawn below the board
                by_card.setdefault(pawns[pawn], []).append(pawn)
    places = pawn_places(tuple(sorted((card, tuple(here)) for card, here in by_card.items())), size, wheel)
    for pawn, (x, y) in places.items():
        layer.add(_pawn(pawn, x, y, wheel, i18n.current()))
    return layer


def inner_edge(wheel: Wheel, size: int) -> float:
    """How far from the centre the middle of a card's inner edge is (a chord of the circle of its corners)."""
    return (wheel.radius - wheel.depth / 2) * math.cos(CARD_SPAN * math.pi / size)


def lane_start(wheel: Wheel) -> float:
    """How far from the centre a card's lane (where its pawns stand, see ``lane_corners``) begins."""
    return wheel.pawn * 0.6


def lane_corners(card: int, size: int, wheel: Wheel = FULL_WHEEL) -> list[tuple[float, float]]:
    """The outline of a card with its lane: the turned card and the wedge in front of it towards the centre of the
    wheel, where the card's pawns stand (issue 31: a pawn is drawn inside the outline of the card it is on)."""
    return card_corners(card, size, wheel, inner=lane_start(wheel))


def pawn_ring(wheel: Wheel, size: int) -> float:
    """The farthest from the centre a pawn stands: PAWN_SPACE inside the cards' turned part (outline 2 wide)."""
    return inner_edge(wheel, size) - 1 - wheel.pawn - PAWN_SPACE


@functools.lru_cache(maxsize=1024)
def pawn_places(by_card: tuple[tuple[int, tuple[str, ...]], ...], size: int,
                wheel: Wheel) -> dict[str, tuple[float, float]]:
    """The centre of every pawn (``by_card``: each card's pawns in order).

    Every pawn stands inside its own card's lane (``lane_corners``), as near its card and the middle of the lane as
    the pawns already placed leave room for, at least PAWN_SPACE from each of them; the most crowded cards choose
    first.  Where a lane and its neighbours are too full for that (a crowd in the projector layout's narrow lanes),
    a pawn may cover the rim of another but never its label; failing that it takes the place in its lane farthest
    from the others: it always stands on its own card.
    """
    apart = 2 * wheel.pawn + PAWN_SPACE
    readable = wheel.pawn + LABEL_REACH * wheel.pawn_text + 1
    places: dict[str, tuple[float, float]] = {}
    for card, here in sorted(by_card, key=lambda item: (-len(item[1]), item[0])):
        spots = _lane_spots(card, size, wheel)
        for pawn in here:
            nearest = [min((math.dist(spot, other) for other in places.values()), default=apart) for spot in spots]
            best = next((spot for spot, gap in zip(spots, nearest) if gap >= apart), None)
            best = best or next((spot for spot, gap in zip(spots, nearest) if gap >= readable), None)
            places[pawn] = best or spots[max(range(len(spots)), key=nearest.__getitem__)]
    return places


@functools.lru_cache(maxsize=64)
def _lane_spots(card: int, size: int, wheel: Wheel) -> list[tuple[float, float]]:
    """Where a pawn of ``card`` may stand, best first: in the lane near the card and the lane's middle; then, for
    a crowd, on the turned card itself, up to its number (which no pawn covers)."""
    step = wheel.pawn / 4
    lane = _spots_between(card, size, wheel, pawn_ring(wheel, size), lane_start(wheel) + wheel.pawn / 2, step)
    face = _spots_between(card, size, wheel, number_radius(wheel) - wheel.number / 2 - wheel.pawn - 2,
                          pawn_ring(wheel, size) + step, step)
    return lane + face


def _spots_between(card: int, size: int, wheel: Wheel, outer: float, inner: float,
                   step: float) -> list[tuple[float, float]]:
    """Pawn centres ``step`` apart from radius ``outer`` in to ``inner``, 2 inside the card's sides (rays from the
    centre of the wheel), best first."""
    half = math.pi / size * CARD_SPAN
    angle = card_angle(card, size)
    spots = []
    for ring in range(int((outer - inner) / step) + 1):
        radius = outer - ring * step
        widest = max(0.0, half - math.asin(min(1.0, 2.0 / radius)))
        for side in range(-int(widest * radius / step), int(widest * radius / step) + 1):
            turned = angle + side * step / radius
            spot = (round(wheel.centre[0] + radius * math.cos(turned), 1),
                    round(wheel.centre[1] + radius * math.sin(turned), 1))
            spots.append((ring * step + 1.5 * abs(side) * step, spot))
    spots.sort(key=lambda item: item[0])
    return [spot for _order, spot in spots]


@svg.cached_part(1024)
def _pawn(pawn: str, x: float, y: float, wheel: Wheel, language: str):
    dwg = svg.FACTORY
    colour = pawn.rsplit("-", 1)[0]
    group = svg.keyed_group(dwg, f"pawn:{pawn}", (x, y), class_=f"ldp-pawn ldp-pawn-{colour}")
    with i18n.using(language):
        group.attribs["aria-label"] = pawn_name(pawn)          # in words ("red pawn 1"), as the move list says
    group.add(dwg.circle(center=(x, y), r=wheel.pawn, fill=FILL[colour], stroke="#111111", stroke_width=2))
    group.add(svg.text(dwg, pawn_text(pawn), (x, y), wheel.pawn_text, font_weight="bold", fill=INK[colour],
                       class_="ldp-pawn-label"))
    return group


def _players(dwg, position: Mapping, outcome: Outcome | None, computers: frozenset[str]):
    layer = dwg.g(class_="ldp-players")
    decider = position.get("decider")
    for index, colour in enumerate(position["players"]):
        y = 70 + index * 62
        group = svg.keyed_group(dwg, f"player:{colour}", (PANEL_X + 145, y + 27), class_="ldp-player")
        group.attribs["aria-label"] = player_name(position, colour, computers)
        active = colour == position["active"] and outcome is None
        group.add(dwg.rect(insert=(PANEL_X, y), size=(290, 54), rx=8, fill=TINT[colour],
                           stroke="#111111" if active else FILL[colour], stroke_width=4 if active else 2))
        group.add(dwg.circle(center=(PANEL_X + 22, y + 27), r=13, fill=FILL[colour], stroke="#111111"))
        group.add(svg.text(dwg, INITIAL[colour], (PANEL_X + 22, y + 27), 16, font_weight="bold", fill=INK[colour],
                           class_="ldp-player-initial"))        # the letter its pawns carry
        group.add(dwg.text(_shown_name(colour, computers), insert=(PANEL_X + 42, y + 22), font_size=17,
                           font_weight="bold", fill=LINE))
        notes = []
        if active:
            # Translators: a player's row beside the Le Dernier Peuple board: it is their turn (keep the ▶).
            notes.append(_("▶ turn"))
        if decider == colour and not active:
            # Translators: a player's row: this player decides now (about Defence) although it is not their turn.
            notes.append(_("decides"))
        if position["skips"][colour]:
            # Translators: a player's row: Mace makes this player skip their next turn.
            notes.append(_("skips a turn"))
        if active and position["extra_turns"]:
            # Translators: a player's row: Speed gives this player one more turn.
            notes.append(_("+1 turn"))
        if outcome is not None and colour in outcome.winners:
            # Translators: a player's row at the end: this player won (keep the ★).
            notes.append(_("★ wins"))
        hand = cards_in_hand(position, colour)
        line = hand + ("  " + ", ".join(notes) if notes else "")
        group.add(dwg.text(line, insert=(PANEL_X + 42, y + 43), font_size=14, fill=LINE, class_="ldp-player-cards",
                           **fitting(line, 14, 200)))
        score = position["scores"][colour]
        text = svg.text(dwg, "?" if score is None else str(score), (PANEL_X + 262, y + 27), 26, font_weight="bold",
                        fill=LINE, class_="ldp-score")
        text.attribs["data-score"] = "hidden" if score is None else str(score)
        group.add(text)
        layer.add(group)
    return layer


def _shown_name(colour: str, computers: frozenset[str]) -> str:
    """"Red", or "Red (computer)" when the computer plays that seat."""
    if colour in computers:
        # Translators: a player's name on the board when the computer plays that seat; {player} is the colour.
        return say("{player} (computer)", player=capitalised(colour_name(colour)))
    return capitalised(colour_name(colour))


def player_name(position: Mapping, colour: str, computers: frozenset[str]) -> str:
    """A player's row in words: "Red (computer): score 3, 2 move + 1 power card" (a hidden score unsaid)."""
    score = position["scores"][colour]
    if score is None:
        # Translators: what a screen reader says for a player's row when scores are hidden; {player} is the name,
        # {cards} the cards in hand ("2 move + 1 power card").
        return say("{player}: {cards}", player=_shown_name(colour, computers), cards=cards_in_hand(position, colour))
    # Translators: what a screen reader says for a player's row; {player} is the name ("Red (computer)"), {score}
    # the score, {cards} the cards in hand ("2 move + 1 power card").
    return say("{player}: score {score}, {cards}", player=_shown_name(colour, computers), score=score,
               cards=cards_in_hand(position, colour))


RECENT_LINES = 9          # lines of 'What just happened' the full layout has room for


def whole_entries(entries: Sequence[str], width: int, room: int) -> list[str]:
    """The wrapped lines of the newest entries that fit in ``room`` lines, each entry whole, oldest first:
    an event is never cut in the middle (issue 19), an older one leaves the panel whole."""
    kept: list[list[str]] = []
    for entry in reversed(entries):
        lines = svg.wrap_lines(entry, width, room)
        if sum(map(len, kept)) + len(lines) > room:
            break
        kept.insert(0, lines)
    return [line for lines in kept for line in lines]


def cards_in_hand(position: Mapping, colour: str) -> str:
    """'2 move + 1 power card': how many cards of each kind a hand holds, each count with its own plural."""
    moves, powers = len(position["hands"][colour]), len(position["powers"][colour])
    # Translators: how many movement cards a player holds, the first part of "{moves} + {powers}" in the player's
    # row ("2 move"; short: the row is narrow); {count} is the number of movement cards.
    moves_text = i18n.say_np("movement cards held", "{count} move", "{count} move", moves)
    # Translators: how many power cards a player holds, the second part of "{moves} + {powers}" in the player's
    # row ("1 power card"); {count} is the number of power cards.
    powers_text = say_n("{count} power card", "{count} power cards", powers)
    # Translators: the cards a player holds, in the player's row; {moves} is how many movement cards ("2 move"),
    # {powers} how many power cards ("1 power card"), each already in its own plural.
    return say("{moves} + {powers}", moves=moves_text, powers=powers_text)


def parts_text(card) -> str:
    """A double card's two moves as a learner reads them: '+4→+1', '−3→−1' (a true minus sign)."""
    return "→".join(f"{part:+d}".replace("-", "−") for part in (card.first, card.second))


@svg.cached_part(512)
def _movement_card(card_id: int, x: float, y: float, language: str):
    dwg = svg.FACTORY
    card = MOVEMENT_CARDS[card_id]
    group = svg.keyed_group(dwg, f"move:{card_id}", (x + 31, y + 50), class_="ldp-move-card")
    with i18n.using(language):
        group.attribs["aria-label"] = movement_card_name(card_id)
    group.attribs["data-card"] = str(card_id)
    own = card.moves == "own"
    group.add(dwg.rect(insert=(x, y), size=(62, 100), rx=7, fill=PAPER, stroke=LINE, stroke_width=2))
    group.add(svg.text(dwg, "↓" if own else "↑", (x + 12, y + 15), 18, font_weight="bold",
                       fill="#595959" if own else "#111111"))
    group.add(svg.text(dwg, f"#{card_id}", (x + 42, y + 14), 14, fill=SOFT))
    group.add(dwg.circle(center=(x + 31, y + 44), r=18, fill="#ffffff", stroke=LINE, stroke_width=2))
    group.add(svg.text(dwg, f"{card.circle:+d}", (x + 31, y + 44), 16, font_weight="bold", fill=LINE))
    if card.double:
        group.add(svg.text(dwg, parts_text(card), (x + 31, y + 71), 14, fill=LINE))
    group.add(dwg.rect(insert=(x + 18, y + 78), size=(26, 20), fill="#ffffff", stroke=LINE, stroke_width=2))
    group.add(svg.text(dwg, str(card.target), (x + 31, y + 88), 15, font_weight="bold", fill=LINE))
    return group


def power_card_name(card: str) -> str:
    """What a screen reader says for a power card in the hand."""
    # Translators: what a screen reader says for a power card in the hand; {card} is its name ("Luck").
    return say("power card {card}", card=POWER_CARDS[card].title)


@svg.cached_part(256)
def _power_card(card: str, x: float, y: float, language: str):
    dwg = svg.FACTORY
    group = svg.keyed_group(dwg, f"power:{card}", (x + 55, y + 25), class_="ldp-power-card")
    with i18n.using(language):
        group.attribs["aria-label"] = power_card_name(card)
        title = POWER_CARDS[card].title
    group.attribs["data-card"] = card
    group.add(dwg.rect(insert=(x, y), size=(110, 44), rx=7, fill="#efe3ff", stroke="#4b2e83", stroke_width=2))
    group.add(svg.text(dwg, title, (x + 55, y + 22), 15, font_weight="bold", fill="#2b1a4d",
                       **fitting(title, 15, 102, bold=True)))
    return group


def _hand(dwg, position: Mapping, viewer: str | None, legal_first: frozenset[str]):
    layer = dwg.g(class_="ldp-hand")
    y = HAND_Y
    if viewer is None or viewer not in position["players"]:
        layer.add(dwg.text(_(HIDDEN_HANDS), insert=(16, y + 20), font_size=16,
                           fill=SOFT))
        return layer
    hand, powers = position["hands"][viewer], position["powers"][viewer]
    # Translators: the heading of the hand shown on the board; {player} is whose hand it is ("Red").
    layer.add(dwg.text(say("{player}'s hand", player=capitalised(colour_name(viewer))), insert=(16, y - 8),
                       font_size=16, font_weight="bold", fill=LINE))
    for index, card in enumerate(hand):
        layer.add(_movement_card(card, 16 + index * 66, y, i18n.current()))
    for index, card in enumerate(powers):
        layer.add(_power_card(card, 16 + (index % 4) * 118, y + 108 + (index // 4) * 50, i18n.current()))
    if not hand and not powers:
        # Translators: the board's hand when it holds no card.
        layer.add(dwg.text(_("(no cards)"), insert=(16, y + 20), font_size=16, fill=SOFT))
    return layer


def _piles(dwg, position: Mapping):
    layer = dwg.g(class_="ldp-piles")
    group = svg.keyed_group(dwg, "pile:discards", (PANEL_X + 50, 428), class_="ldp-discards")
    group.attribs["aria-label"] = discards_name(position)
    # Translators: the discard pile of movement cards on the board (a short word: the box is small).
    discards = _("Discards")
    group.add(svg.text(dwg, discards, (PANEL_X + 50, 410), 14, fill=LINE, **fitting(discards, 14, 94)))
    top = position["discards"][0] if position["discards"] else None
    if top:
        # Translators: the discard pile's top card on the board; {number} is its number (keep the #).
        shown_top = say("top #{number}", number=top)
    else:
        # Translators: the discard pile on the board when it is empty.
        shown_top = _("empty")
    group.add(svg.text(dwg, shown_top, (PANEL_X + 50, 440), 15, font_weight="bold", fill=LINE))
    layer.add(group)
    draw, discards, power = (len(position[pile]) for pile in ("draw_pile", "discards", "power_pile"))
    # Translators: the piles' sizes beside the board; {count} is a number of cards.
    for number, text in enumerate((say_n("Draw pile: {count} card", "Draw pile: {count} cards", draw),
                                   # Translators: see "Draw pile: {count} cards".
                                   say_n("Discards: {count} card", "Discards: {count} cards", discards),
                                   # Translators: see "Draw pile: {count} cards".
                                   say_n("Power pile: {count} card", "Power pile: {count} cards", power))):
        layer.add(dwg.text(text, insert=(PANEL_X + 112, 408 + number * 22), font_size=14, fill=LINE,
                           **fitting(text, 14, 184)))
    return layer


def discards_name(position: Mapping) -> str:
    """What a screen reader says for the discard pile."""
    # Translators: what a screen reader says for the discard pile; {count} is how many cards it holds.
    return say_n("the discards: {count} card", "the discards: {count} cards", len(position["discards"]))


def draw_two() -> str:
    # Translators: the Le Dernier Peuple button that moves no pawn and draws two movement cards instead.
    return _("Draw 2 cards")


def no_defence() -> str:
    # Translators: the Le Dernier Peuple button of a player who lets an attack or a power card happen.
    return _("No Defence")


def _buttons(dwg, legal_first: frozenset[str]):
    layer = dwg.g(class_="ldp-buttons")
    for index, (key, text) in enumerate((("button:draw", draw_two()), ("button:accept", no_defence()))):
        if key not in legal_first:
            continue
        x = PANEL_X + index * 150
        group = svg.keyed_group(dwg, key, (x + 70, 491), class_="ldp-button")
        group.attribs["aria-label"] = text
        group.add(dwg.rect(insert=(x, 474), size=(140, 34), rx=8, fill="#ffffff", stroke=LINE, stroke_width=2))
        group.add(svg.text(dwg, text, (x + 70, 491), 15, fill=LINE, **fitting(text, 15, 132)))
        layer.add(group)
    return layer


def phase_texts(position: Mapping, outcome: Outcome | None, decider: str | None,
                reason: str | None = None) -> tuple[str, str]:
    """The headline and what to do now (``reason``: why the game ended, in the current language)."""
    if outcome is not None:
        names = [capitalised(colour_name(colour)) for colour in outcome.winners]
        if len(names) == 1:
            # Translators: the board's headline when the game ends; {player} is the winner.
            headline = say("{player} wins!", player=names[0])
        else:
            # Translators: the board's headline when several players share the win; {players} are their names.
            headline = say("{players} win!", players=_(" and ").join(names))
        # Translators: the board's text under the headline at the end; {reason} says who has how many points.
        return headline, say("Game over: {reason}.", reason=reason or outcome.reason)
    phase, active = position["phase"], capitalised(colour_name(position["active"]))
    if phase == "turn":
        if position["power_played"]:
            # Translators: what to do in a turn once a power card was played ("Draw 2": the button "Draw 2 cards").
            advice = _("Play a movement card: the card, the pawn, then a lit wheel card (circle or square). Or draw 2.")
        else:
            # Translators: what to do at the start of a turn ("draw 2": the button "Draw 2 cards").
            advice = _("Play a power card (optional), then a movement card: the card, the pawn, then a lit wheel "
                       "card (circle or square). Or draw 2.")
        # Translators: the board's headline; {player} is the player to play.
        return say("{player}'s turn", player=active), advice
    if phase == "defence":
        who = capitalised(colour_name(decider)) if decider else ""
        # Translators: what to do when a player may defend; {player} decides. 'No Defence' is the board's button.
        advice = say("{player} is attacked or targeted: play Defence (click it in the hand) or click 'No Defence'.",
                     player=who)
        # Translators: the board's headline when a player may defend; {player} decides.
        return say("{player} may answer with Defence", player=who), advice
    if phase == "discard":
        # Translators: the board's headline when the hand is over the limit; {player} must discard.
        headline = say("{player}: too many cards", player=active)
        # Translators: what to do when the hand is over the limit of 7 movement cards.
        return headline, _("Click a movement card, then the discards: at most 7 may stay.")
    if phase == "partner":
        # Translators: the board's headline when the waiting pawn is chosen; {player} chooses.
        headline = say("{player}: who takes part?", player=active)
        # Translators: what to do when the pawn completing an event is chosen.
        return headline, _("Click the waiting pawn that completes the event with yours.")
    headline = say("{player}'s turn", player=active)
    # Translators: what the board says while cards are drawn at random (redeploying, a stolen card).
    return headline, _("Luck decides: cards are drawn.")


def render_position(position: Mapping, *, moves: Sequence[Move] = (), recent: Sequence[str] = (),
                    outcome: Outcome | None = None, viewer: str | None = None, decider: str | None = None,
                    computers: Iterable[str] = (), handover: str | None = None, reason: str | None = None) -> str:
    """The SVG of a position (a full one, or one from ``visible_position``)."""
    players = tuple(position["players"])
    size = 4 * len(players)
    computers = frozenset(computers)
    dwg = svg.drawing(WIDTH, HEIGHT, title=board_title())
    dwg.attribs["data-game"] = "le-dernier-peuple"
    dwg.attribs["data-phase"] = "over" if outcome is not None else position["phase"]
    dwg.add(dwg.rect(insert=(0, 0), size=(WIDTH, HEIGHT), fill=BACKGROUND))
    headline, instruction = phase_texts(position, outcome, decider, reason)
    if handover:
        name = capitalised(colour_name(handover))
        # Translators: the hand-over screen's instruction; {player} is the next player. 'Show my hand' is the
        # button below.
        headline, instruction = pass_the_board(handover), say("Only {player} looks now: click 'Show my hand'.",
                                                              player=name)
    dwg.add(dwg.text(headline, insert=(16, 34), font_size=24, font_weight="bold", fill=LINE, class_="ldp-turn"))
    dwg.add(svg.text(dwg, i18n.term("le_dernier_peuple", "game"), (PANEL_X + 145, 30), 18, font_style="italic",
                     fill=SOFT))
    dwg.add(_wheel(size, FULL_WHEEL, i18n.current()))
    dwg.add(_pawns(dwg, position["pawns"], size, players))
    dwg.add(_players(dwg, {**position, "decider": decider}, outcome, computers))
    dwg.add(_piles(dwg, position))
    legal_first = frozenset(move.clicks[0] for move in moves if move.clicks)
    if outcome is None and not handover:
        dwg.add(_buttons(dwg, legal_first))
    if handover:
        group = svg.keyed_group(dwg, "button:show-hand", (160, HAND_Y + 30), class_="ldp-button ldp-handover")
        group.attribs["aria-label"] = show_my_hand(handover)
        group.add(dwg.rect(insert=(16, HAND_Y), size=(290, 56), rx=10, fill="#ffffff", stroke=LINE, stroke_width=3))
        group.add(svg.text(dwg, show_my_hand(handover), (161, HAND_Y + 28), 18, font_weight="bold", fill=LINE,
                           **fitting(show_my_hand(handover), 18, 280, bold=True)))
        dwg.add(group)
    else:
        dwg.add(_hand(dwg, position, viewer, legal_first))
    text = dwg.g(class_="ldp-instructions")
    for number, line in enumerate(svg.wrap_lines(instruction, 34, 4)):
        text.add(dwg.text(line, insert=(PANEL_X, 534 + number * 20), font_size=15, fill=LINE))
    if recent:
        # Translators: the heading of the board's last moves.
        text.add(dwg.text(_("What just happened:"), insert=(PANEL_X, 630), font_size=14, font_weight="bold",
                          fill=HIGHLIGHT))
    for number, chunk in enumerate(whole_entries(recent[-3:], 36, RECENT_LINES)):
        text.add(dwg.text(chunk, insert=(PANEL_X, 650 + number * 17), font_size=14, fill=HIGHLIGHT,
                          class_="ldp-recent"))
    dwg.add(text)
    return svg.to_string(dwg)


# ================================================================== the projector layout
# A narrow board (a projector, JupyterLab with its side bar open) shows the drawing about 590 px
# wide and 400 px high: this landscape layout is drawn so that every text is COMPACT_TEXT units or
# more (14 px on screen).  It keeps every clickable part of the full layout and says less: the
# wheel on the left, one short panel per player, the piles and the buttons on the right, the hand
# (or the hand-over button) across the bottom; what to do in one line at the top.
COMPACT_W, COMPACT_H = 760.0, 506.0
COMPACT_TEXT = 19.0
COMPACT_WHEEL = Wheel((176.0, 206.0), 140.0, 58.0, number=COMPACT_TEXT, mark=COMPACT_TEXT, pawn=19.5,
                      pawn_text=COMPACT_TEXT)
SIDE_X, SIDE_W = 356.0, 400.0                  # the players, piles and buttons
SIDE_PANEL_H = 48.0
PILES_Y = 334.0                                 # the discards and the buttons
STRIP_Y = 386.0                                 # the hand, across the bottom
MOVE_CARD = (58.0, 114.0)
POWER_CARD = (124.0, 34.0)


def compact_hint(position: Mapping, outcome: Outcome | None, handover: str | None, reason: str | None = None) -> str:
    """What to do now, in a few words after the headline."""
    if handover:
        # Translators: the projector layout's short hand-over hint; {player} is the next player.
        return say("only {player} looks: click 'Show my hand'", player=capitalised(colour_name(handover)))
    if outcome is not None:
        return reason or outcome.reason
    phase = position["phase"]
    if phase == "turn":
        if position["power_played"]:
            # Translators: the projector layout's short hint in a turn after a power card ('Draw 2' is its button).
            return _("a card, pawn, lit wheel card; or Draw 2")
        # Translators: the projector layout's short hint at the start of a turn ('Draw 2' is its button).
        return _("power (optional), card, pawn, lit wheel card; or Draw 2")
    if phase == "defence":
        # Translators: the projector layout's short hint when a player may defend.
        return _("play Defence or click 'No Defence'")
    if phase == "discard":
        # Translators: the projector layout's short hint when the hand is over the limit of 7.
        return _("a card, then Discards (keep 7)")
    if phase == "partner":
        # Translators: the projector layout's short hint when the waiting pawn is chosen.
        return _("click the waiting pawn that joins yours")
    # Translators: the projector layout's short hint while cards are drawn at random.
    return _("cards are drawn")


def board_title() -> str:
    # Translators: the title of the Le Dernier Peuple board's drawing (a screen reader says it).
    return _("Le Dernier Peuple board")


def pass_the_board(colour: str) -> str:
    # Translators: the hand-over screen's headline and the status line; {player} is the next player.
    return say("Pass the board to {player}", player=capitalised(colour_name(colour)))


def show_my_hand(colour: str) -> str:
    # Translators: the hand-over screen's button; {player} is the player who may now look.
    return say("Show my hand ({player})", player=capitalised(colour_name(colour)))


def render_compact(position: Mapping, *, moves: Sequence[Move] = (), recent: Sequence[str] = (),
                   outcome: Outcome | None = None, viewer: str | None = None, decider: str | None = None,
                   computers: Iterable[str] = (), handover: str | None = None, reason: str | None = None) -> str:
    """The projector layout of a position (same arguments as ``render_position``)."""
    players = tuple(position["players"])
    size = 4 * len(players)
    computers = frozenset(computers)
    dwg = svg.drawing(COMPACT_W, COMPACT_H, title=board_title())
    dwg.attribs.update({"data-game": "le-dernier-peuple", "data-compact": "1",
                        "data-phase": "over" if outcome is not None else position["phase"]})
    dwg.add(dwg.rect(insert=(0, 0), size=(COMPACT_W, COMPACT_H), fill=BACKGROUND))
    headline, _instruction = phase_texts(position, outcome, decider, reason)
    if handover:
        headline = pass_the_board(handover)
    hint = "  " + compact_hint(position, outcome, handover, reason)
    # the headline and the hint share one line: squeezed together when a language makes them longer than the board
    wide = len(headline) * 22 * BOLD_LETTER_EM + len(hint) * COMPACT_TEXT * LETTER_EM > COMPACT_W - 16
    top = dwg.text("", insert=(8, 25), font_size=COMPACT_TEXT, fill=LINE, class_="ldp-turn",
                   **({"textLength": f"{COMPACT_W - 16:g}", "lengthAdjust": "spacingAndGlyphs"} if wide else {}))
    top.add(dwg.tspan(headline, font_size=22, font_weight="bold"))
    top.add(dwg.tspan(hint, fill=SOFT))
    dwg.add(top)
    dwg.add(_wheel(size, COMPACT_WHEEL, i18n.current()))
    dwg.add(_pawns(dwg, position["pawns"], size, players, COMPACT_WHEEL))
    dwg.add(_compact_players(dwg, {**position, "decider": decider}, outcome, computers))
    below = 40 + len(players) * (SIDE_PANEL_H + 4)
    room = max(1, int((PILES_Y - 6 - below) // 23))
    # Translators: the projector layout's line about the piles; {draw} and {power} are numbers of cards.
    lines = [say("Draw pile {draw} · power pile {power}", draw=len(position["draw_pile"]),
                 power=len(position["power_pile"]))]
    lines += whole_entries(recent, 36, room - 1)
    notes = dwg.g(class_="ldp-recent")
    for number, line in enumerate(lines[:room]):
        notes.add(dwg.text(line, insert=(SIDE_X + 4, below + 20 + number * 23), font_size=COMPACT_TEXT,
                           fill=LINE if number == 0 else HIGHLIGHT))
    dwg.add(notes)
    dwg.add(_compact_piles_and_buttons(dwg, position, frozenset(move.clicks[0] for move in moves if move.clicks),
                                       outcome is None and not handover))
    if handover:
        group = svg.keyed_group(dwg, "button:show-hand", (200, STRIP_Y + 40), class_="ldp-button ldp-handover")
        group.attribs["aria-label"] = show_my_hand(handover)
        group.add(dwg.rect(insert=(8, STRIP_Y + 12), size=(384, 56), rx=10, fill="#ffffff", stroke=LINE,
                           stroke_width=3))
        group.add(svg.text(dwg, show_my_hand(handover), (200, STRIP_Y + 40), 22, font_weight="bold", fill=LINE,
                           **fitting(show_my_hand(handover), 22, 374, bold=True)))
        dwg.add(group)
    else:
        dwg.add(_compact_hand(dwg, position, viewer))
    return svg.to_string(dwg)


def _compact_players(dwg, position: Mapping, outcome: Outcome | None, computers: frozenset[str]):
    """One panel per player in two lines: name and score; cards in hand and what is special."""
    layer = dwg.g(class_="ldp-players")
    decider = position.get("decider")
    for index, colour in enumerate(position["players"]):
        y = 38 + index * (SIDE_PANEL_H + 4)
        group = svg.keyed_group(dwg, f"player:{colour}", (SIDE_X + SIDE_W / 2, y + SIDE_PANEL_H / 2),
                                class_="ldp-player")
        group.attribs["aria-label"] = player_name(position, colour, computers)
        active = colour == position["active"] and outcome is None
        group.add(dwg.rect(insert=(SIDE_X, y), size=(SIDE_W, SIDE_PANEL_H), rx=8, fill=TINT[colour],
                           stroke="#111111" if active else FILL[colour], stroke_width=4 if active else 2))
        group.add(dwg.circle(center=(SIDE_X + 16, y + SIDE_PANEL_H / 2), r=12.5, fill=FILL[colour], stroke="#111111"))
        group.add(svg.text(dwg, INITIAL[colour], (SIDE_X + 16, y + SIDE_PANEL_H / 2), COMPACT_TEXT, font_weight="bold",
                           fill=INK[colour], class_="ldp-player-initial"))      # the letter its pawns carry
        mark = "▶ " if active else ("★ " if outcome is not None and colour in outcome.winners else "")
        name = mark + _shown_name(colour, computers)
        group.add(dwg.text(name, insert=(SIDE_X + 32, y + 22), font_size=COMPACT_TEXT, font_weight="bold",
                           fill=LINE))
        notes = []
        if decider == colour and not active:
            notes.append(_("decides"))
        if position["skips"][colour]:
            # Translators: the projector layout's player panel: Mace makes this player skip a turn (short).
            notes.append(_("skips"))
        if active and position["extra_turns"]:
            notes.append(_("+1 turn"))
        hand = cards_in_hand(position, colour)
        line = " · ".join([hand, *notes])
        group.add(dwg.text(line, insert=(SIDE_X + 32, y + 42), font_size=COMPACT_TEXT, fill=LINE,
                           class_="ldp-player-cards", **fitting(line, COMPACT_TEXT, SIDE_W - 80)))
        score = position["scores"][colour]
        text = svg.text(dwg, "?" if score is None else str(score), (SIDE_X + SIDE_W - 26, y + SIDE_PANEL_H / 2), 26,
                        font_weight="bold", fill=LINE, class_="ldp-score")
        text.attribs["data-score"] = "hidden" if score is None else str(score)
        group.add(text)
        layer.add(group)
    return layer


def _compact_piles_and_buttons(dwg, position: Mapping, legal_first: frozenset[str], buttons: bool):
    layer = dwg.g(class_="ldp-piles")
    group = svg.keyed_group(dwg, "pile:discards", (SIDE_X + 66, PILES_Y + 22), class_="ldp-discards")
    group.attribs["aria-label"] = discards_name(position)
    group.add(dwg.rect(insert=(SIDE_X, PILES_Y), size=(132, 44), rx=7, fill="#ece6da", stroke=LINE, stroke_width=2))
    # Translators: the projector layout's discard pile; {count} is how many cards it holds.
    label = say("Discards {count}", count=len(position["discards"]))
    group.add(svg.text(dwg, label, (SIDE_X + 66, PILES_Y + 22), COMPACT_TEXT, fill=LINE,
                       **fitting(label, COMPACT_TEXT, 124)))
    layer.add(group)
    if not buttons:
        return layer
    # Translators: the projector layout's short button for "Draw 2 cards".
    for key, text, x, w in (("button:draw", _("Draw 2"), SIDE_X + 140, 112), ("button:accept", no_defence(),
                                                                               SIDE_X + 260, 140)):
        if key not in legal_first:
            continue
        button = svg.keyed_group(dwg, key, (x + w / 2, PILES_Y + 22), class_="ldp-button")
        button.attribs["aria-label"] = draw_two() if key == "button:draw" else text
        button.add(dwg.rect(insert=(x, PILES_Y), size=(w, 44), rx=8, fill="#ffffff", stroke=LINE, stroke_width=2))
        button.add(svg.text(dwg, text, (x + w / 2, PILES_Y + 22), COMPACT_TEXT, font_weight="bold", fill=LINE,
                            **fitting(text, COMPACT_TEXT, w - 8, bold=True)))
        layer.add(button)
    return layer


def _compact_hand(dwg, position: Mapping, viewer: str | None):
    """The viewer's movement cards, then the power cards in columns of three."""
    layer = dwg.g(class_="ldp-hand")
    if viewer is None or viewer not in position["players"]:
        layer.add(dwg.text(_(HIDDEN_HANDS), insert=(8, STRIP_Y + 40),
                           font_size=COMPACT_TEXT, fill=SOFT))
        return layer
    hand, powers = position["hands"][viewer], position["powers"][viewer]
    if not hand and not powers:
        # Translators: the projector layout's hand when it is empty; {player} is whose hand it is.
        layer.add(dwg.text(say("{player}'s hand: no cards", player=capitalised(colour_name(viewer))),
                           insert=(8, STRIP_Y + 40),
                           font_size=COMPACT_TEXT, fill=SOFT))
        return layer
    (mw, _height), (pw, ph) = MOVE_CARD, POWER_CARD
    columns = math.ceil(len(powers) / 3)
    room = COMPACT_W - 8 - 4 - columns * (pw + 4)
    step = min(mw + 4, room / len(hand)) if hand else 0.0
    for index, card in enumerate(hand):
        layer.add(_compact_movement_card(card, round(4 + index * step, 1), STRIP_Y, i18n.current()))
    left = 4 + len(hand) * step + (4 if hand else 0)
    for index, card in enumerate(powers):
        column, row = divmod(index, 3)
        x, y = left + column * (pw + 4), STRIP_Y + row * (ph + 5)
        group = svg.keyed_group(dwg, f"power:{card}", (x + pw / 2, y + ph / 2), class_="ldp-power-card")
        group.attribs["aria-label"] = power_card_name(card)
        group.attribs["data-card"] = card
        group.add(dwg.rect(insert=(x, y), size=(pw, ph), rx=7, fill="#efe3ff", stroke="#4b2e83", stroke_width=2))
        title = POWER_CARDS[card].title
        group.add(svg.text(dwg, title, (x + pw / 2, y + ph / 2), COMPACT_TEXT, fill="#2b1a4d",
                           **fitting(title, COMPACT_TEXT, pw - 6)))
        layer.add(group)
    return layer


@svg.cached_part(1024)
def _compact_movement_card(card_id: int, x: float, y: float, language: str):
    """A movement card 58 × 114: the arrow and its number, the circle, the double move, the square."""
    dwg = svg.FACTORY
    card = MOVEMENT_CARDS[card_id]
    w, h = MOVE_CARD
    group = svg.keyed_group(dwg, f"move:{card_id}", (x + w / 2, y + h / 2), class_="ldp-move-card")
    with i18n.using(language):
        group.attribs["aria-label"] = movement_card_name(card_id)
        # Translators: the tooltip of a movement card on the projector layout; {number} is its number.
        tooltip = say("Movement card {number}", number=card_id)
    group.attribs["data-card"] = str(card_id)
    own = card.moves == "own"
    group.add(dwg.rect(insert=(x, y), size=(w, h), rx=7, fill=PAPER, stroke=LINE, stroke_width=2))
    # the arrow says whose pawn it moves; the card's number is only its name (the tooltip), not a value
    group.set_desc(title=tooltip)
    group.add(svg.text(dwg, "↓" if own else "↑", (x + w / 2, y + 14), COMPACT_TEXT,
                       font_weight="bold", fill="#595959" if own else "#111111"))
    group.add(dwg.circle(center=(x + w / 2, y + 44), r=19, fill="#ffffff", stroke=LINE, stroke_width=2))
    group.add(svg.text(dwg, f"{card.circle:+d}", (x + w / 2, y + 44), COMPACT_TEXT, font_weight="bold", fill=LINE))
    if card.double:
        group.add(svg.text(dwg, parts_text(card), (x + w / 2, y + 74), COMPACT_TEXT, fill=LINE,
                           textLength=w - 6, lengthAdjust="spacingAndGlyphs"))
    group.add(dwg.rect(insert=(x + w / 2 - 15, y + 86), size=(30, 24), fill="#ffffff", stroke=LINE, stroke_width=2))
    group.add(svg.text(dwg, str(card.target), (x + w / 2, y + 98), COMPACT_TEXT, font_weight="bold", fill=LINE))
    return group


# ================================================================== whole games
def render(game: Game, *, viewer: str | None = None, show_all: bool = False, computers: Iterable[str] = (),
           handover: str | None = None, compact: bool = False) -> str:
    """The SVG of a game as ``viewer`` may see it (``show_all``: every card, for a teacher).

    ``compact``: the projector layout (see ``render_compact``).
    """
    position = shown_position(game, viewer, show_all)
    labels = game.public_labels(viewer, max(0, game.cursor - 3), game.cursor)
    decider = game.to_move if game.to_move not in (None, CHANCE) else None
    moves = game.legal_moves() if (show_all or viewer == decider) and not handover else []
    draw = render_compact if compact else render_position
    return draw(position, moves=moves, recent=labels[-3:], outcome=game.outcome, reason=outcome_text(game.state),
                           viewer=None if handover else (viewer if not show_all else decider or viewer),
                           decider=decider, computers=computers, handover=handover)


def shown_position(game: Game, viewer: str | None, show_all: bool = False) -> dict:
    """The position the board draws: as ``viewer`` may see it (None: a spectator), or all of it (``show_all``)."""
    return game.position() if show_all else type(game).visible_position(game.state, viewer)


def describe_visible(position: Mapping) -> str:
    """A position in three sentences for a screen reader, from what the board draws (``shown_position``): the
    scores (a hidden one is not said), where each colour's pawns stand, how many cards each hand holds (never
    which)."""
    players = position["players"]
    scores = [f"{capitalised(colour_name(colour))} {position['scores'][colour]}" for colour in players
              if position["scores"][colour] is not None]
    if len(scores) == len(players):
        # Translators: Describe, the scores; {scores} lists names and points ("Red 3, Blue 0").
        said = [say("Scores: {scores}.", scores=", ".join(scores))]
    elif scores:
        # Translators: Describe, the scores when some are hidden; {scores} lists the ones shown ("Red 3").
        said = [say("Scores: {scores}; the others are hidden.", scores=", ".join(scores))]
    else:
        # Translators: Describe, when every score is hidden.
        said = [_("The scores are hidden.")]
    stands = []
    for colour in players:
        cards = {pawn.rsplit("-", 1)[1]: position["pawns"][pawn] for pawn in ldp.rules.pawn_ids(colour)}
        if len(set(cards.values())) == 1:
            card = next(iter(cards.values()))
            # Translators: Describe, where a player's pawns stand when both share a card; {card} is its number,
            # {note} what the card is, if anything (" (its village)", " (pickaxe)"), else empty.
            where = say("both pawns on card {card}{note}", card=card, note=_card_note(card, colour))
        else:
            # Translators: Describe, where one pawn stands; {number} is the pawn's number (1 or 2), {card} the
            # terrain card's number, {note} what the card is, if anything (" (pickaxe)"), else empty.
            where = ", ".join(say("pawn {number} on card {card}{note}", number=number, card=card,
                                  note=_card_note(card, colour)) for number, card in cards.items())
        # Translators: Describe, where a player's pawns stand; {player} is the name ("Red"), {places} where the
        # pawns are ("pawn 1 on card 3, pawn 2 on card 7").
        stands.append(say("{player}: {places}", player=capitalised(colour_name(colour)), places=where))
    said.append(i18n.clauses(stands) + ".")
    # Translators: Describe, one player's cards in hand; {player} is the name, {moves} and {powers} numbers of
    # movement and power cards.
    hands = [say("{player} {moves} movement and {powers} power", player=capitalised(colour_name(colour)),
                 moves=len(position["hands"][colour]), powers=len(position["powers"][colour])) for colour in players]
    # Translators: Describe, every player's cards; {hands} lists them ("Red 2 movement and 0 power, Blue …").
    said.append(say("Cards in hand: {hands}.", hands=", ".join(hands)))
    return " ".join(said)


def _card_note(card: int, colour: str) -> str:
    """What a pawn's card is, if anything: ' (its village)', " (blue's village)", ' (pickaxe)'."""
    kind = terrain(card)
    if kind == "village":
        owner = village_owner(card)
        if owner == colour:
            # Translators: Describe, after a card's number: the pawn stands on its own player's village (keep the
            # space before the bracket).
            return _(" (its village)")
        # Translators: Describe, after a card's number: the village of another player {player} (keep the space).
        return say(" ({player}'s village)", player=colour_name(owner))
    # Translators: Describe, after a card's number: a pickaxe (keep the space before the bracket).
    return _(" (pickaxe)") if kind == "pickaxe" else ""


def status_line(game: Game) -> str:
    outcome = game.outcome
    if outcome is not None:
        return say("Game over: {reason}.", reason=outcome_text(game.state))
    headline, _instruction = phase_texts(game.position(), None, game.to_move)
    return headline + "."


def view(game: Game, *, viewer: str | None = None, show_all: bool = False) -> StaticBoard:
    """A picture of the board for any notebook viewer (default: the seat that decides looks)."""
    if viewer is None and game.to_move not in (None, CHANCE):
        viewer = game.to_move
    return StaticBoard(render(game, viewer=viewer, show_all=show_all), status_line(game))


# ================================================================== the widget
class DernierPeupleBoard(SeatsBoard):
    """A live Le Dernier Peuple board.

    ``DernierPeupleBoard()`` (3 players), ``DernierPeupleBoard(player_count=4, hidden_scores=True, seed=7)``,
    ``DernierPeupleBoard(game=…)``, ``DernierPeupleBoard.example("noble-attack")``.

    Options (traits): ``show_all`` (teacher mode: every hand), ``computer_players`` (the colours the
    computer plays), ``handover`` (hot-seat: between two human players a screen hides the hand until
    the next player clicks "Show my hand"; on by default), ``layout`` ("auto": the projector layout
    when the front end reports a narrow view, as HIT's board; "full" or "compact" to fix it).
    """

    game_module = ldp
    history_in_words = True          # the move list reads "Red: Card 6: red pawn 1 …", never "play 6 red-1 circle"
    exercise_options: ClassVar[dict] = {"handover": False}   # an exercise shows the hand of the player to move
    history_names_the_mover = True
    show_all = traitlets.Bool(False).tag(sync=True)
    handover = traitlets.Bool(True).tag(sync=True)

    def __init__(self, game: Game | None = None, *, player_count: int = 3, hidden_scores: bool = False,
                 seed: int | None = None, computer_seed: int | None = None, **kwargs):
        if game is None:
            game = ldp.new_game(seed=seed, players=player_count, hidden_scores=hidden_scores)
        super().__init__(game, computer_seed=computer_seed, **kwargs)
        self.observe(lambda _change: self.refresh(), ["show_all", "handover"])

    @property
    def player_names(self) -> tuple[str, ...]:      # the base class reads it when it starts
        return tuple(self.game.state.players) if hasattr(self, "_game") else ()

    @classmethod
    def example(cls, name: str, **kwargs) -> DernierPeupleBoard:
        """A board on one of the worked examples (see ``ldp.EXAMPLES``), without the hand-over screen."""
        kwargs.setdefault("handover", False)
        return cls.from_position(ldp.example(name), **kwargs)

    # ------------------------------------------------------------ who sees what
    def hands_are_covered(self) -> bool:
        return self.handover and not self.show_all

    def viewer(self) -> str | None:
        decider = self.game.to_move
        humans = self.humans()
        if self.waiting_for_handover():
            return None
        if decider in humans:
            return decider
        return humans[0] if len(humans) == 1 else None

    # ------------------------------------------------------------ rendering
    def perspective_choices(self) -> tuple[str, ...]:
        return ()

    def render_svg(self) -> str:
        return render(self.game, viewer=self.viewer(), show_all=self.show_all, computers=self.computers(),
                      handover=self.waiting_for_handover(), compact=self.compact())

    def render_draft(self, state: ldp.State) -> str:
        """The position being set up (issue 22): the wheel without the pawns set aside, and no hand drawn: the
        referee sees every hand in the editor's buttons below the board."""
        draw = render_compact if self.compact() else render_position
        try:
            decider = state.decider()
        except (AttributeError, TypeError):      # a pause set up without what it needs (its problem is listed)
            decider = None
        drawing = draw(ldp.state_to_position(state), decider=decider)
        # Translators: the editor's board where the hand would be: every hand is in the buttons below.
        listed = _("Every hand is listed below the board, with the piles.")
        return drawing.replace(_(HIDDEN_HANDS), listed)

    def describe_position(self) -> str:
        """The scores, the pawns and the hands' sizes as this board shows them (``describe_visible``): the same
        position as the drawing, so a hidden score or card is never said."""
        return describe_visible(shown_position(self.game, self.viewer(), self.show_all))

    def player_title(self, player: str) -> str:
        return capitalised(colour_name(player))

    def status_text(self) -> str:
        waiting = self.waiting_for_handover()
        if waiting:
            return pass_the_board(waiting) + "."
        return status_line(self.game)

    def refresh(self) -> None:
        with self.hold_sync():
            if self.players != list(self.game.state.players):
                self.players = list(self.game.state.players)
            super().refresh()

    def hides_moves(self) -> bool:
        # the moves name the cards of a hidden hand: the front end gets them only for the seat shown
        return super().hides_moves() or (not self.show_all and self.game.outcome is None
                                         and self.viewer() != self.game.to_move)

    # ------------------------------------------------------------ computer opponents
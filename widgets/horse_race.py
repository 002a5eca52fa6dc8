"""The horse race board: an SVG renderer and the live widget ``HorseRaceBoard``.

The course winds over four rows (start, squares 1 … 36, finish), each square ``<g data-key="square:N">``
showing its number and its symbol (boot, ribbon, helmet; puddles are water).  Horses are discs with
their initial, each seat on its own spot of a square, so several horses share a square.  Below: one
panel per player (square, unseen tokens carrot side up), the last turn (the two dice with their faces,
the flipped tokens), the buttons "Trot" and "Gallop" or the bet chooser with the exact chance of a
successful jump for every bet, and the reserve, discard and unseen counts the chances come from.

A roll is shown before the horse moves: the dice tumble in, then the horse slides from the square it
started on (a CSS animation inside the SVG; none for readers who prefer reduced motion).  Every text is
at least 18 units high in a drawing 720 units wide, so at least 14 px when the board is 560 px wide
(as in a 1024 px JupyterLab window with the file browser open).

The live board draws the projector layout in every window (``render_compact``; widget trait
``layout="full"`` asks for the tall one, which grew to 927 px with JupyterLab's side bar closed): 760 units
wide and landscape, every text at least 19 units, every clickable key of the full layout.  The move
list reads as sentences naming the player ("Yellow gallops (red dice)"), the message tells each turn
just played with its dice, squares and outcome, and a seat the computer plays shows no buttons.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import svgwrite

from rulebook import horse_race, i18n
from rulebook.core import Game, Move
from rulebook.horse_race.course import (
    FINISH,
    LANDING,
    PUDDLE,
    PUDDLE_BEHIND,
    START,
    dice_name,
    effect_kind,
    player_name,
    player_names,
    square_name,
    symbol_name,
    symbol_of,
)
from rulebook.horse_race.editor import pending_words
from rulebook.horse_race.explorer import SEAT_COLOURS
from rulebook.horse_race.players import Strategy, StrategyPlayer
from rulebook.horse_race.rules import (
    SYMBOL_INDEX,
    State,
    jump_chance,
    outcome_of,
    outcome_reason,
    phase_text,
    turn_sentence,
    unseen_tokens,
)
from rulebook.i18n import _
from widgets import svg
from widgets.board import SeatsBoard, StaticBoard

WIDTH = 720
MARGIN = 20
CELL_W, CELL_H, ROW_GAP = 68, 72, 12
PER_ROW = 10
HEADER = 58
COURSE_Y = HEADER
ROWS = (FINISH + PER_ROW) // PER_ROW
PANELS_Y = COURSE_Y + ROWS * CELL_H + (ROWS - 1) * ROW_GAP + 16
PANEL_W, PANEL_H, PANEL_GAP = 164, 96, 8
BOTTOM_Y = PANELS_Y + PANEL_H + 16
RIGHT_X = 330
TEXT = 18             # the smallest text on the board
HORSE_R = 12

BACKGROUND = "#fbf6e9"
INK = "#1f1a12"
SOFT_INK = "#4a4036"
CELL_FILL = "#f3e3c0"
CELL_EDGE = "#8a6d3b"
PUDDLE_FILL = "#bfe3f5"
PUDDLE_EDGE = "#2f7fae"
START_FILL = "#cfe8c4"
FINISH_FILL = "#ffffff"
TRACK = "#c9a86a"
ACCENT = "#0b57d0"
DICE = {"blue": "#1e56c8", "red": "#c62828"}
CARROT, LEAF = "#ef7d1a", "#2e7d32"
GALLOP_FACE, SLEEP_FACE = "#2e7d32", "#4b3f9e"
HORSE_FILL = SEAT_COLOURS        # one place for the horses' colours: the board and the explorer's plots
HORSE_INK = {"yellow": "#1f1a12", "green": "#ffffff", "purple": "#ffffff", "orange": "#1f1a12"}

STYLE = """
.hr-tumble { animation: hr-tumble 0.55s ease-out both; transform-box: fill-box; transform-origin: center; }
.hr-arrive { animation: hr-arrive 0.6s ease-in-out 0.55s both; }
.hr-flip { animation: hr-flip 0.45s ease-out 0.3s both; transform-box: fill-box; transform-origin: center; }
@keyframes hr-tumble { 0% { transform: rotate(-200deg) scale(0.3); opacity: 0; }
                       70% { transform: rotate(12deg) scale(1.08); opacity: 1; }
                       100% { transform: none; } }
@keyframes hr-arrive { from { transform: translate(var(--hr-dx), var(--hr-dy)); } to { transform: none; } }
@keyframes hr-flip { from { transform: scaleX(0.05); } to { transform: none; } }
@media (prefers-reduced-motion: reduce) { .hr-tumble, .hr-arrive, .hr-flip { animation: none; } }
"""

_FACTORY = svgwrite.Drawing(debug=False)


# ================================================================ geometry
@dataclass(frozen=True)
class Course:
    """Where the course is drawn: its squares' size and place, its text size, the horses' spots."""

    margin: float = MARGIN
    top: float = COURSE_Y
    cell_w: float = CELL_W
    cell_h: float = CELL_H
    row_gap: float = ROW_GAP
    text: float = TEXT
    horse_r: float = HORSE_R
    spots_x: tuple[float, float] = (19, 49)        # the two horse columns of a square
    spots_y: tuple[float, float] = (38, 60)        # its two horse rows
    label_y: float = 16                            # the middle of the word "Start"

    @property
    def bottom(self) -> float:
        return self.top + ROWS * self.cell_h + (ROWS - 1) * self.row_gap


FULL_COURSE = Course()


def cell_origin(square: int, course: Course = FULL_COURSE) -> tuple[float, float]:
    """The top-left corner of ``square`` (0 = start … 37 = finish): rows run left, right, left …"""
    row, column = divmod(square, PER_ROW)
    if row % 2:
        column = PER_ROW - 1 - column
    return course.margin + column * course.cell_w, course.top + row * (course.cell_h + course.row_gap)


def cell_centre(square: int, course: Course = FULL_COURSE) -> tuple[float, float]:
    x, y = cell_origin(square, course)
    return x + course.cell_w / 2, y + course.cell_h / 2


def horse_spot(square: int, seat: int, course: Course = FULL_COURSE) -> tuple[float, float]:
    """Where seat ``seat``'s horse stands on ``square``: its own corner of the lower part of the square."""
    x, y = cell_origin(square, course)
    return x + course.spots_x[seat % 2], y + course.spots_y[0 if seat < 2 else 1]


def square_key(square: int) -> str:
    return "square:start" if square == START else ("square:finish" if square == FINISH else f"square:{square}")


# ================================================================ small pictures
def symbol_icon(symbol: str, x: float, y: float, size: float = 1.0, colour: str = INK):
    """A boot, a ribbon or a helmet centred on (x, y), drawn with shapes (no text, no font needed)."""
    group = _FACTORY.g(transform=f"translate({x:g} {y:g}) scale({size:g})", fill=colour)
    group.attribs["class"] = f"hr-symbol hr-{symbol}"
    if symbol == "boot":
        group.add(_FACTORY.path(d="M-5,-10 h8 v11 h6 a3,3 0 0 1 3,3 v3 h-19 v-5 h2 z"))
    elif symbol == "ribbon":
        group.add(_FACTORY.polygon([(-5, 0), (-8, 11), (-3, 8), (0, 12), (0, 2)]))
        group.add(_FACTORY.polygon([(5, 0), (8, 11), (3, 8), (0, 12), (0, 2)]))
        group.add(_FACTORY.circle(center=(0, -3), r=7))
        group.add(_FACTORY.circle(center=(0, -3), r=3, fill="#ffffff"))
    elif symbol == "helmet":
        group.add(_FACTORY.path(d="M-9,4 a9,9 0 0 1 18,0 z"))
        group.add(_FACTORY.rect(insert=(-1, -9), size=(2, 4)))
        group.add(_FACTORY.rect(insert=(-3, 4), size=(15, 3), rx=1.5))
    return group


def hurdle_icon(x: float, y: float, size: float = 1.0, colour: str = "#ffffff"):
    """The obstacle of a jump: two posts and two bars."""
    group = _FACTORY.g(transform=f"translate({x:g} {y:g}) scale({size:g})", fill=colour)
    group.attribs["class"] = "hr-hurdle"
    for post in (-11, 9):
        group.add(_FACTORY.rect(insert=(post, -10), size=(3, 20)))
    for bar in (-6, 1):
        group.add(_FACTORY.rect(insert=(-12, bar), size=(24, 3)))
    return group


@svg.cached_part(1024)
def token(x: float, y: float, r: float, face: str = "carrot"):
    """An energy token: carrot side up (unseen), or face up showing a galloping or a sleeping horse.

    Drawn once per place and face, then reused as finished SVG text (most tokens do not change)."""
    return _token(x, y, r, face)


def _token(x: float, y: float, r: float, face: str):
    group = _FACTORY.g()
    group.attribs["class"] = f"hr-token hr-token-{face}"
    if face == "carrot":
        group.add(_FACTORY.circle(center=(x, y), r=r, fill="#fff3df", stroke=CARROT, stroke_width=2))
        group.add(_FACTORY.polygon([(x - r * 0.35, y - r * 0.25), (x + r * 0.35, y - r * 0.25), (x, y + r * 0.75)],
                                   fill=CARROT))
        group.add(_FACTORY.polygon([(x - r * 0.3, y - r * 0.75), (x, y - r * 0.25), (x + r * 0.3, y - r * 0.75)],
                                   fill=LEAF))
        return group
    fill = GALLOP_FACE if face == "galloping" else SLEEP_FACE
    group.add(_FACTORY.circle(center=(x, y), r=r, fill=fill, stroke="#ffffff", stroke_width=2))
    line = {"fill": "none", "stroke": "#ffffff", "stroke_width": max(1.5, r / 6), "stroke_linecap": "round",
            "stroke_linejoin": "round"}
    if face == "galloping":    # two chevrons: running
        for dx in (-0.35, 0.15):
            group.add(_FACTORY.polyline([(x + (dx - 0.15) * r, y - 0.4 * r), (x + (dx + 0.2) * r, y),
                                         (x + (dx - 0.15) * r, y + 0.4 * r)], **line))
    else:                      # a Z: asleep
        group.add(_FACTORY.polyline([(x - 0.35 * r, y - 0.35 * r), (x + 0.35 * r, y - 0.35 * r),
                                     (x - 0.35 * r, y + 0.35 * r), (x + 0.35 * r, y + 0.35 * r)], **line))
    return group


def horse_initial(player: str) -> str:
    """The letter on a horse's disc: the first letter of its player's name in the current language."""
    if player == "yellow":
        # Translators: the letter on the horse race's yellow horse (one letter, the first of its name).
        return i18n.pgettext("horse race horse letter", "Y")
    if player == "green":
        # Translators: the letter on the horse race's green horse (one letter, the first of its name).
        return i18n.pgettext("horse race horse letter", "G")
    if player == "purple":
        # Translators: the letter on the horse race's purple horse (one letter, the first of its name).
        return i18n.pgettext("horse race horse letter", "P")
    # Translators: the letter on the horse race's orange horse (one letter, the first of its name).
    return i18n.pgettext("horse race horse letter", "O")


def horse_disc(player: str, x: float, y: float, r: float = HORSE_R, size: float = TEXT):
    return _horse_disc(player, x, y, r, size, i18n.current())


@svg.cached_part(1024)
def _horse_disc(player: str, x: float, y: float, r: float, size: float, language: str):
    """A horse: a disc in its colour with its initial in ``size`` units (finished SVG text, reused)."""
    group = _FACTORY.g()
    group.attribs["class"] = f"hr-horse hr-horse-{player}"
    group.attribs["data-horse"] = player
    group.add(_FACTORY.circle(center=(x, y), r=r, fill=HORSE_FILL[player], stroke=INK, stroke_width=2))
    initial = horse_initial(player)
    letter = svg.text(_FACTORY, initial, (x, y), size, font_weight="bold", fill=HORSE_INK[player])
    if len(initial) > 1:      # two letters where two colours share one ("Gelb", "Grün"): squeezed into the disc
        letter.attribs["textLength"] = f"{1.6 * r:g}"
        letter.attribs["lengthAdjust"] = "spacingAndGlyphs"
    group.add(letter)
    return group


# ================================================================ the course
def _track(course: Course):
    points = [cell_centre(square, course) for square in range(FINISH + 1)]
    line = _FACTORY.polyline([(round(x, 1), round(y, 1)) for x, y in points], fill="none", stroke=TRACK,
                             stroke_width=18, stroke_linejoin="round", stroke_linecap="round")
    line.attribs["pointer-events"] = "none"
    return line


def _cell(square: int, course: Course):
    x, y = cell_origin(square, course)
    w, h, size = course.cell_w, course.cell_h, course.text
    group = svg.keyed_group(_FACTORY, square_key(square), cell_centre(square, course))
    symbol = symbol_of(square)
    fill = {"start": START_FILL, "finish": FINISH_FILL, PUDDLE: PUDDLE_FILL}.get(symbol, CELL_FILL)
    edge = PUDDLE_EDGE if symbol == PUDDLE else CELL_EDGE
    cell = _FACTORY.rect(insert=(x + 2, y + 2), size=(w - 4, h - 4), rx=8, fill=fill, stroke=edge,
                         stroke_width=2)
    cell.attribs["data-outline"] = "1"
    group.add(cell)
    group.attribs["data-symbol"] = symbol
    if symbol == "start":
        # Translators: the word on the horse race's start square (the glossary's start square, short: the square
        # is narrow).
        group.add(_fitted(svg.text(_FACTORY, i18n.pgettext("horse race square", "Start"),
                                   (x + w / 2, y + course.label_y), size, font_weight="bold", fill=INK), size, w - 6))
        group.attribs["aria-label"] = square_name(START)
    elif symbol == "finish":
        for row in range(2):
            for column in range(6):
                if (row + column) % 2 == 0:
                    group.add(_FACTORY.rect(insert=(x + 4 + column * 10, y + 4 + row * 4), size=(10, 4), fill=INK))
        # Translators: the word on the horse race's square past the finish line (short: the square is narrow).
        group.add(_fitted(svg.text(_FACTORY, i18n.pgettext("horse race square", "Finish"), (x + w / 2, y + 22),
                                   size, font_weight="bold", fill=INK), size, w - 6))
        group.attribs["aria-label"] = square_name(FINISH)
    else:
        group.add(_FACTORY.text(str(square), insert=(x + 7, y + 20), font_size=size, font_weight="bold", fill=INK))
        if symbol == PUDDLE:
            group.add(_FACTORY.ellipse(center=(x + w - 20, y + 14), r=(13, 6), fill=PUDDLE_EDGE, opacity=0.55))
        else:
            group.add(symbol_icon(symbol, x + w - 18, y + 15, 0.95))
        # Translators: the accessible name of a square of the horse race's course; {square} is "square 12",
        # {symbol} its symbol ("boot", "puddle").
        group.attribs["aria-label"] = i18n.say("{square}: {symbol}", square=square_name(square),
                                               symbol=symbol_name(symbol))
    return group


def _course(course: Course = FULL_COURSE):
    return _course_in(course, i18n.current())


@svg.cached_part(20)
def _course_in(course: Course, language: str):
    """The track and every square: the same for every drawing, so serialised once."""
    layer = _FACTORY.g(class_="hr-course")
    layer.add(_track(course))
    for square in range(FINISH + 1):
        layer.add(_cell(square, course))
    return layer


def _horses(state: State, moving: int | None, came_from: int | None, course: Course = FULL_COURSE):
    layer = _FACTORY.g(class_="hr-horses")
    layer.attribs["pointer-events"] = "none"
    for seat, (player, square) in enumerate(zip(state.players, state.squares)):
        x, y = horse_spot(square, seat, course)
        disc = _FACTORY.g(class_="hr-horse-on")
        disc.attribs["data-horse"] = player
        disc.attribs["data-square"] = str(square)
        disc.add(horse_disc(player, x, y, course.horse_r, course.text))
        if seat == moving and came_from is not None and came_from != square:
            fx, fy = horse_spot(came_from, seat, course)
            disc.attribs["class"] += " hr-arrive"
            disc.attribs["style"] = f"--hr-dx: {fx - x:g}px; --hr-dy: {fy - y:g}px"
        layer.add(disc)
    return layer


# ================================================================ the last turn
@dataclass(frozen=True)
class TurnReport:
    """What luck decided in the most recent turn: whose, the dice, the flip, where the horse came from."""

    seat: int
    colour: str
    symbol: str
    face: str
    came_from: int
    flip: tuple[int, int] | None = None


def last_turn(game: Game) -> TurnReport | None:
    """The most recent roll (and flip) of the game's history, if the current turn or the one before has one."""
    history = game.history
    state = game.state
    seat = state.turn if state.phase != "choose" else (state.turn - 1) % len(state.players)
    flip = None
    for move in reversed(history):
        kind = move.data[0] if isinstance(move.data, tuple) and move.data else None
        if kind == "flip":
            flip = move.data[1:]
        elif kind == "roll":
            came_from = _square_of_key(move.path[0])
            return TurnReport(seat, move.data[1], move.data[2], move.data[3], came_from, flip)
        elif kind == "choose":
            return None
    return None


def _square_of_key(key: str) -> int:
    name = key.split(":", 1)[1]
    return START if name == "start" else (FINISH if name == "finish" else int(name))


def turn_story(state: State, report: TurnReport) -> list[str]:
    """The last turn in short words (the dice are drawn beside them): where the horse went, how it ended."""
    player = player_name(state.players[report.seat])
    landing = LANDING[report.colour][report.came_from][SYMBOL_INDEX[report.symbol]]
    now = state.squares[report.seat]
    back = horse_race.square_name(now)
    kind, number = effect_kind(report.face)
    symbol = symbol_name(report.symbol)
    if landing == FINISH:
        # Translators: the horse race's last turn in short words beside the dice; {player} moved with the
        # movement die showing {symbol} ("helmet") and crossed the finish line.
        lines = [i18n.say("{player}: {symbol}, over the line.", player=player, symbol=symbol)]
    else:
        # Translators: the horse race's last turn in short words beside the dice; {player} moved with the
        # movement die showing {symbol} ("helmet") to {square} ("square 12").
        lines = [i18n.say("{player}: {symbol}, to {square}.", player=player, symbol=symbol,
                          square=horse_race.square_name(landing))]
    lines.append(_effect_story(state, report, kind, number, now == landing, back, landing))
    return lines


def _effect_story(state: State, report: TurnReport, kind: str, number: int, kept: bool, back: str,
                  landing: int) -> str:
    """The second line of the last turn's story: what the effect die did."""
    if kind == "gain":
        # Translators: the horse race's last turn, what the blue effect die did: the player took up to {count}
        # energy tokens from the reserve.
        return i18n.say_n("Took up to {count} token.", "Took up to {count} tokens.", number)
    if kind == "blank":
        # Translators: the horse race's last turn, the effect die was blank.
        return _("Blank face: no cost.")
    if kind == "pay":
        if kept:
            # Translators: the horse race's last turn, the player paid {count} energy tokens.
            return i18n.say_n("Paid {count} token.", "Paid {count} tokens.", number)
        # Translators: the horse race's last turn, the player could not pay {count} energy tokens and the horse
        # went back to {square} ("square 3", "the start").
        return i18n.say_n("Cannot pay {count}: cancelled, back to {square}.",
                          "Cannot pay {count}: cancelled, back to {square}.", number, square=back)
    if report.flip is None:
        if kept and state.phase == "bet":
            # Translators: the horse race's last turn, the effect die shows the obstacle jump.
            return _("Jump! Bet tokens on it.")
        # Translators: the horse race's last turn, a jump with no energy token to bet; the horse went back to
        # {square}.
        return i18n.say("No token to bet: cancelled, back to {square}.", square=back)
    if report.flip[0]:
        # Translators: the horse race's last turn, a bet token showed a galloping horse: the jump succeeded.
        return _("Jump: a galloping horse, success!")
    # Translators: the horse race's last turn, the bet tokens showed only sleeping horses; the horse went back
    # to {square}.
    return i18n.say("Jump: only sleeping horses, back to {square}.",
                    square=horse_race.square_name(PUDDLE_BEHIND[landing]))


def _die(x: float, y: float, colour: str, animate: bool, content, side: float = 60):
    group = _FACTORY.g(class_="hr-die" + (" hr-tumble" if animate else ""))
    group.add(_FACTORY.rect(insert=(x, y), size=(side, side), rx=10, fill=DICE[colour], stroke=INK, stroke_width=2))
    for part in content:
        group.add(part)
    return group


def _effect_face(face: str, x: float, y: float, size: float = TEXT) -> list:
    kind, number = effect_kind(face)
    if kind == "jump":
        # Translators: the word under the obstacle on the horse race's red effect die (short: the die is small).
        word = i18n.pgettext("horse race effect face", "jump")
        return [hurdle_icon(x, y - 6, 1.1), svg.text(_FACTORY, word, (x, y + 17), size, fill="#ffffff",
                                                    font_weight="bold")]
    if kind == "blank":
        return []
    shown = f"+{number}" if kind == "gain" else f"−{number}"
    return [svg.text(_FACTORY, shown, (x, y), 28, fill="#ffffff", font_weight="bold")]


def _last_turn_panel(state: State, report: TurnReport | None, animate: bool, x: float = MARGIN,
                     y: float = BOTTOM_Y, size: float = TEXT, die: float = 60, line_h: float = 22,
                     chars: int = 30, max_lines: int = 4):
    """The two dice of the last roll, the flipped tokens beside them, the turn in words below."""
    layer = _FACTORY.g(class_="hr-last-turn")
    if report is None:
        # Translators: the horse race board before the first roll, where the last dice are shown.
        layer.add(_FACTORY.text(_("No dice rolled yet."), insert=(x, y + 22), font_size=size, fill=SOFT_INK))
        return layer, y + 30
    layer.attribs["data-roll"] = f"{report.colour}: {report.symbol}, {report.face}"
    layer.add(_die(x, y, report.colour, animate,
                   [symbol_icon(report.symbol, x + die / 2, y + die / 2, round(1.9 * die / 60, 2), "#ffffff")], die))
    second = x + die + 12
    layer.add(_die(second, y, report.colour, animate, _effect_face(report.face, second + die / 2, y + die / 2, size),
                   die))
    lines = []
    for line in turn_story(state, report):
        lines += svg.wrap_lines(line, chars)
    for number, line in enumerate(lines[:max_lines]):
        layer.add(_FACTORY.text(line, insert=(x, y + die + 26 + number * line_h), font_size=size, fill=INK))
    bottom = y + die + 12 + line_h * min(max_lines, len(lines))
    if report.flip is not None:
        galloping, sleeping = report.flip
        flipped = _FACTORY.g(class_="hr-flipped")
        flipped.attribs["data-flipped"] = f"{galloping} galloping, {sleeping} sleeping"
        left = x + 2 * die + 26
        # Translators: the horse race board, the title above the energy tokens just turned over.
        flipped.add(_FACTORY.text(_("Flipped:"), insert=(left, y + 18), font_size=size, font_weight="bold", fill=INK))
        faces = ["galloping"] * galloping + ["sleeping"] * sleeping
        row = y + round(44 * die / 60)
        for index, face in enumerate(faces[:5]):
            tile = _FACTORY.g(class_="hr-flip") if animate else _FACTORY.g()
            tile.add(token(left + 14 + index * 30, row, 13, face))
            flipped.add(tile)
        if len(faces) > 5:
            flipped.add(_FACTORY.text(f"+{len(faces) - 5}", insert=(left + 14 + 5 * 30 - 12, row + 6), font_size=size,
                                      fill=INK))
        layer.add(flipped)
    return layer, bottom


# ================================================================ players, reserve, controls
def _marker(kind: str, x: float, y: float):
    """A shape beside the name: a triangle for the player to move, a star for a winner."""
    if kind == "star":
        points = [(x + 11 * (1 if i % 2 == 0 else 0.45) * _cos(i), y + 11 * (1 if i % 2 == 0 else 0.45) * _sin(i))
                  for i in range(10)]
    else:
        points = [(x - 7, y - 9), (x + 9, y), (x - 7, y + 9)]
    shape = _FACTORY.polygon([(round(px, 1), round(py, 1)) for px, py in points], fill=ACCENT)
    shape.attribs["class"] = f"hr-marker hr-{kind}"
    return shape


def _cos(index: int) -> float:
    return math.cos(math.radians(index * 36 - 90))


def _sin(index: int) -> float:
    return math.sin(math.radians(index * 36 - 90))


def _panel(state: State, seat: int, x: float, y: float, marker: str, highlighted: bool):
    return _panel_of(state.players[seat], state.squares[seat], state.tokens[seat], x, y, marker, highlighted,
                     i18n.current())


def _panel_square(square: int) -> str:
    if square == START:
        # Translators: a player's panel on the horse race board: the horse is on the start square (short).
        return i18n.pgettext("horse race panel", "start")
    if square == FINISH:
        # Translators: a player's panel on the horse race board: the horse crossed the finish line (short).
        return i18n.pgettext("horse race panel", "finished")
    # Translators: a player's panel on the horse race board: the horse's square (short); {number} is 1 to 36.
    return i18n.say("square {number}", number=square)


@svg.cached_part(2048)
def _panel_of(player: str, square: int, tokens: int, x: float, y: float, marker: str, highlighted: bool,
              language: str):
    """A player's panel: horse, name, square, tokens carrot side up (finished SVG text, reused)."""
    group = _FACTORY.g(class_=f"hr-panel hr-panel-{player}")
    group.attribs["data-player"] = player
    group.attribs["data-tokens"] = str(tokens)
    group.add(_FACTORY.rect(insert=(x, y), size=(PANEL_W, PANEL_H), rx=10, fill="#ffffff",
                            stroke=ACCENT if highlighted else CELL_EDGE, stroke_width=5 if highlighted else 1.5))
    group.add(horse_disc(player, x + 22, y + 22, 14))
    group.add(_fitted(_FACTORY.text(player_name(player), insert=(x + 44, y + 28), font_size=19, font_weight="bold",
                                    fill=INK), 19, PANEL_W - 70))
    group.add(_fitted(_FACTORY.text(_panel_square(square), insert=(x + 12, y + 56), font_size=TEXT, fill=INK), TEXT,
                      PANEL_W - 20))
    for index in range(min(tokens, 5)):
        group.add(token(x + 20 + index * 21, y + 78, 10))
    # Translators: a player's panel on the horse race board when the player has no energy token (short).
    count = f"× {tokens}" if tokens else _("no tokens")
    group.add(_FACTORY.text(count, insert=(x + PANEL_W - 10, y + 84), font_size=TEXT, fill=INK, text_anchor="end"))
    if marker:
        group.add(_marker(marker, x + PANEL_W - 18, y + 22))
    return group


def _panels(state: State):
    layer = _FACTORY.g(class_="hr-panels")
    outcome = outcome_of(state)
    count = len(state.players)
    width = count * PANEL_W + (count - 1) * PANEL_GAP
    left = (WIDTH - width) / 2
    for seat, player in enumerate(state.players):
        if outcome is not None:
            highlighted = player in outcome.winners
            marker = "star" if highlighted else ""
        else:
            highlighted = seat == state.turn
            marker = "turn" if highlighted else ""
        layer.add(_panel(state, seat, left + seat * (PANEL_W + PANEL_GAP), PANELS_Y, marker, highlighted))
    return layer


def _counts(state: State, y: float, size: float = TEXT, x: float = MARGIN):
    layer = _FACTORY.g(class_="hr-counts")
    layer.attribs["data-reserve"] = str(state.reserve)
    layer.attribs["data-discard"] = f"{state.discard[0]} galloping, {state.discard[1]} sleeping"
    galloping, sleeping = unseen_tokens(state)
    step = size / TEXT          # the same row, spread out for bigger text

    def at(offset: float) -> float:
        place = round(x + offset * step, 1)
        return int(place) if place == int(place) else place

    layer.add(token(at(12), y, 11))
    layer.add(_fitted(_FACTORY.text(_reserve_words(state.reserve), insert=(at(30), y + 6), font_size=size, fill=INK),
                      size, at(142) - at(30)))
    layer.add(_fitted(_FACTORY.text(_discard_word(), insert=(at(150), y + 6), font_size=size, fill=INK), size,
                      at(224) - at(150)))
    layer.add(token(at(236), y, 11, "galloping"))
    layer.add(_FACTORY.text(str(state.discard[0]), insert=(at(252), y + 6), font_size=size, fill=INK))
    layer.add(token(at(292), y, 11, "sleeping"))
    layer.add(_FACTORY.text(str(state.discard[1]), insert=(at(308), y + 6), font_size=size, fill=INK))
    # Translators: the horse race board, the energy tokens nobody has seen yet: {galloping} of them show a
    # galloping horse, {sleeping} a sleeping horse.
    layer.add(_FACTORY.text(i18n.say("Unseen: {galloping} galloping, {sleeping} sleeping", galloping=galloping,
                                     sleeping=sleeping), insert=(at(350), y + 6), font_size=size, fill=SOFT_INK))
    return layer


def _fitted(element, size: float, room: float):
    """``element`` (a text of ``size``) squeezed into ``room`` units when its words are longer than that (a
    language with longer words than English: the letters keep their height, see docs/translating.md)."""
    width = svg_text_width(element.text or "", size) * (1.3 if element.attribs.get("font-weight") == "bold" else 1)
    if width > room:
        element.attribs["textLength"] = f"{room:g}"
        element.attribs["lengthAdjust"] = "spacingAndGlyphs"
    return element


def svg_text_width(content: str, size: float) -> float:
    """A generous estimate of how wide ``content`` is drawn at ``size`` (bold letters of the board font)."""
    return 0.55 * size * len(content)


def _reserve_words(count: int) -> str:
    # Translators: the horse race board, the reserve (the glossary's word) and how many energy tokens it holds
    # (short: a narrow place).
    return i18n.say_n("Reserve {count}", "Reserve {count}", count)


def _discard_word() -> str:
    # Translators: the horse race board, the label of the discarded energy tokens (face up), followed by the
    # counts of galloping and sleeping horses.
    return i18n.pgettext("horse race board", "Discard")


def _button(key: str, x: float, y: float, w: float, h: float, fill: str, lines: Sequence[tuple[str, int]],
            ink: str = "#ffffff", label: str = ""):
    group = svg.keyed_group(_FACTORY, key, (x + w / 2, y + h / 2), class_="hr-button")
    if label:
        group.attribs["aria-label"] = label
    frame = _FACTORY.rect(insert=(x, y), size=(w, h), rx=10, fill=fill, stroke=INK, stroke_width=2)
    frame.attribs["data-outline"] = "1"
    group.add(frame)
    top = y + h / 2 - 11 * (len(lines) - 1)
    for index, (content, size) in enumerate(lines):
        group.add(_fitted(svg.text(_FACTORY, content, (x + w / 2, top + index * 22), size, fill=ink,
                                   font_weight="bold" if index == 0 else "normal"), size, w - 12))
    return group


def short_percent(chance) -> str:
    """A chance in whole percent that never rounds a possible failure up to 100% (nor a chance down to 0%)."""
    value = float(chance) * 100
    if 0 < chance < 1 and round(value) in (0, 100):
        return "<" + i18n.percent(0.01, digits=0) if value < 50 else ">" + i18n.percent(0.99, digits=0)
    return i18n.percent(chance, digits=0)


@dataclass(frozen=True)
class Controls:
    """The size of the decision buttons and their titles (one for the full layout, one for the projector)."""

    size: float = TEXT
    wide: tuple[float, float] = (172, 62)      # trot, gallop, roll, flip
    bet: tuple[float, float] = (68, 60)        # one bet
    bets_per_row: int = 5
    gap: float = 6
    luck_w: float = 200                        # roll, flip
    compact: bool = False
    right: float = WIDTH - MARGIN              # where the titles above the buttons must end

    @property
    def luck_title(self) -> str:
        if self.compact:
            # Translators: the horse race board (projector layout), the title above the Roll or Flip button.
            return _("Luck decides, or choose:")
        # Translators: the horse race board, the title above the Roll or Flip button.
        return _("Luck decides — or choose what it shows:")

    @property
    def bet_title(self) -> str:
        # Translators: the horse race board, the title above the bet buttons (each shows a number of energy
        # tokens and the chance the jump succeeds).
        return _("Bet: the chance the jump succeeds")


FULL_CONTROLS = Controls()


def _controls(state: State, moves: Sequence[Move], x: float = RIGHT_X, y: float = BOTTOM_Y,
              look: Controls = FULL_CONTROLS, waiting: str = ""):
    """The buttons of the legal decisions: trot and gallop, or one bet button per possible bet; ``waiting``
    (instead of buttons) says who decides now when it is not a person."""
    layer = _FACTORY.g(class_="hr-controls")
    legal = {move.notation for move in moves}
    size = look.size
    w, h = look.wide
    room = look.right - x

    def heading(words: str, top: float, ink: str = INK):
        return _fitted(_FACTORY.text(words, insert=(x, top), font_size=size, font_weight="bold", fill=ink), size, room)

    if waiting:
        lines = svg.wrap_lines(waiting, 34)
        for index, line in enumerate(lines):
            layer.add(heading(line, y + 22 + index * 24, SOFT_INK))
        return layer, y + 28 + 24 * len(lines)
    if state.phase == "choose" and "trot" in legal:
        layer.add(heading(_trot_or_gallop(state.mover), y + 16))
        # Translators: the horse race's trot button (the glossary's trot; short).
        trot_word = i18n.pgettext("horse race button", "Trot")
        # Translators: the small line under the horse race's trot button: its dice.
        blue = _("blue dice")
        # Translators: the horse race's gallop button (the glossary's gallop; short).
        gallop_word = i18n.pgettext("horse race button", "Gallop")
        # Translators: the small line under the horse race's gallop button: its dice.
        red = _("red dice")
        # Translators: the accessible name of the horse race's trot button.
        trot_label = _("Trot: roll the blue dice")
        # Translators: the accessible name of the horse race's gallop button.
        gallop_label = _("Gallop: roll the red dice")
        layer.add(_button("button:trot", x, y + 28, w, h, DICE["blue"], [(trot_word, 22), (blue, size)],
                          label=trot_label))
        layer.add(_button("button:gallop", x + w + 18, y + 28, w, h, DICE["red"], [(gallop_word, 22), (red, size)],
                          label=gallop_label))
        return layer, y + 32 + h
    if state.phase == "bet":
        layer.add(heading(look.bet_title, y + 16))
        buttons = _bet_buttons(state, moves)
        bw, bh = look.bet
        for index, (key, lines, label) in enumerate(buttons):
            row, column = divmod(index, look.bets_per_row)
            layer.add(_button(key, x + column * (bw + look.gap), y + 28 + row * (bh + look.gap), bw, bh,
                              "#ffffff", [(lines[0], 20), (lines[1], size)], ink=INK, label=label))
        rows = (len(buttons) + look.bets_per_row - 1) // look.bets_per_row
        return layer, y + 28 + rows * (bh + look.gap)
    if state.phase in ("roll", "flip") and moves:
        key, title = ("button:roll", _roll_word()) if state.phase == "roll" else ("button:flip", _flip_word())
        colour = DICE[state.dice] if state.phase == "roll" else SLEEP_FACE
        layer.add(heading(look.luck_title, y + 16))
        # Translators: the horse race board, the small line under the Roll or Flip button.
        under = _("choose the outcome")
        # Translators: the accessible name of the horse race's Roll or Flip button; {button} is its word.
        layer.add(_button(key, x, y + 28, look.luck_w, h, colour, [(title, 22), (under, size)],
                          label=i18n.say("{button}: choose the outcome", button=title)))
        return layer, y + 34 + h
    return layer, y


def _trot_or_gallop(player: str) -> str:
    # Translators: the horse race, above the trot and gallop buttons and as the board's headline; {player} is
    # the player to move ("Yellow").
    return i18n.say("{player}: trot or gallop?", player=player_name(player))


def _bet_buttons(state: State, moves: Sequence[Move]) -> list[tuple[str, tuple[str, str], str]]:
    """One button per click of the legal bets (key, its two lines, its accessible name): a bet and its chance,
    or the largest bets together on the last button (``rules.bet_click``), their lowest chance and up."""
    bets_of: dict[str, list[int]] = {}
    for move in moves:
        if move.data[0] == "bet":
            bets_of.setdefault(move.clicks[0], []).append(move.data[1])
    buttons = []
    for key, bets in bets_of.items():
        chances = [jump_chance(state, bet) for bet in bets]
        if len(bets) == 1:
            buttons.append((key, (str(bets[0]), short_percent(chances[0])), _bet_label(bets[0], chances[0])))
            continue
        lowest = min(chances)
        # Translators: the horse race's last bet button when a horse holds many tokens, under its bets ("12–17"):
        # {chance} is the lowest chance of success among them ("99%"), and the sign says "or more"; keep it short.
        shown = short_percent(lowest) if lowest == max(chances) else i18n.say("{chance}+", chance=short_percent(lowest))
        # Translators: the accessible name of the horse race's last bet button when a horse holds many tokens:
        # it opens the list of the bets from {first} to {last} tokens.
        label = i18n.say("Bet {first} to {last}: choose in a list", first=i18n.number(bets[0]),
                         last=i18n.number(bets[-1]))
        buttons.append((key, (f"{bets[0]}–{bets[-1]}", shown), label))
    return buttons


def _bet_label(bet: int, chance) -> str:
    percent = i18n.percent(chance)
    # Translators: the accessible name of a bet button of the horse race; {count} is the energy tokens bet,
    # {chance} the chance the jump succeeds ("62.5%").
    return i18n.say_n("Bet {count}: {chance} to succeed", "Bet {count}: {chance} to succeed", bet, chance=percent)


def _roll_word() -> str:
    # Translators: the horse race's button that rolls the dice (choosing what they show).
    return i18n.pgettext("horse race button", "Roll")


def _flip_word() -> str:
    # Translators: the horse race's button that turns the bet energy tokens over (not the board's ⇅ Flip that
    # turns the board round).
    return i18n.pgettext("horse race tokens", "Flip")


def _header(state: State, headline: str, width: float = WIDTH, baseline: float = 34):
    layer = _FACTORY.g(class_="hr-header")
    name = i18n.term("horse_race", "game")
    layer.add(_FACTORY.text(name, insert=(MARGIN, baseline), font_size=22, font_weight="bold", fill=INK))
    turn = _FACTORY.text(headline, insert=(width - MARGIN, baseline), font_size=19, font_weight="bold", fill=ACCENT,
                         text_anchor="end")
    turn.attribs["class"] = "hr-headline"
    layer.add(_fitted(turn, 19, width - 2 * MARGIN - 1.3 * svg_text_width(name, 22) - 16))   # clear of the name
    return layer


def headline(state: State) -> str:
    outcome = outcome_of(state)
    if outcome is not None:
        if len(outcome.winners) == 1:
            # Translators: the horse race board's headline at the end; {player} won.
            return i18n.say("{player} wins!", player=player_name(outcome.winners[0]))
        # Translators: the horse race board's headline at the end; {players} share the win ("Yellow and Green").
        return i18n.say("{players} win!", players=player_names(outcome.winners))
    text = _phase_headline(state)
    if horse_race.finished(state):
        # Translators: the horse race board's headline in the last round; {headline} is the usual headline
        # ("Yellow: trot or gallop?").
        text = i18n.say("{headline} (last round)", headline=text)
    return text


def _phase_headline(state: State) -> str:
    mover = player_name(state.mover)
    if state.phase == "choose":
        return _trot_or_gallop(state.mover)
    if state.phase == "roll":
        # Translators: the horse race board's headline; {player} rolls {dice} ("the red dice").
        return i18n.say("{player} rolls {dice}", player=mover, dice=dice_name(state.dice))
    if state.phase == "bet":
        # Translators: the horse race board's headline; {player} must bet energy tokens on the obstacle jump.
        return i18n.say("{player} bets on the jump", player=mover)
    # Translators: the horse race board's headline; {player} turns over the {count} energy tokens bet.
    return i18n.say_n("{player} flips {count} tokens", "{player} flips {count} tokens", state.bet, player=mover)


# ================================================================ rendering
def render_state(state: State, moves: Sequence[Move] = (), report: TurnReport | None = None,
                 animate: bool = True, waiting: str = "") -> str:
    """The SVG of a horse race ``state``; ``moves`` are the legal decisions (drawn as buttons),
    ``report`` the last turn's dice (see :func:`last_turn`)."""
    layer_y = BOTTOM_Y
    last, left_bottom = _last_turn_panel(state, report, animate)
    controls, right_bottom = _controls(state, moves, waiting=waiting)
    counts_y = max(left_bottom, right_bottom, layer_y + 60) + 22
    height = counts_y + 26
    dwg = svg.drawing(WIDTH, height, title=_board_title())
    dwg.attribs["data-game"] = "horse-race"
    dwg.attribs["data-wide"] = "1"
    dwg.attribs["data-phase"] = state.phase
    if animate:
        dwg.defs.add(dwg.style(STYLE))
    dwg.add(dwg.rect(insert=(0, 0), size=(WIDTH, height), fill=BACKGROUND))
    dwg.add(_header(state, headline(state)))
    dwg.add(_course())
    moving = report.seat if (report is not None and animate) else None
    dwg.add(_horses(state, moving, report.came_from if report is not None else None))
    dwg.add(_panels(state))
    dwg.add(last)
    dwg.add(controls)
    dwg.add(_counts(state, counts_y))
    return svg.to_string(dwg)


def _board_title() -> str:
    # Translators: the title of the horse race's drawing (read by screen readers).
    return _("Horse race board")


def render(game: Game, animate: bool = True, compact: bool = False) -> str:
    """The SVG of the game's current position with its last roll (``compact``: the projector layout)."""
    draw = render_compact if compact else render_state
    return draw(game.state, game.legal_moves(), last_turn(game), animate)


def status_line(game: Game, computers: Iterable[str] = ()) -> str:
    outcome = game.outcome
    state = game.state
    if outcome is not None:
        # Translators: the horse race's message line at the end; {reason} says who won and why.
        return i18n.say("Race over: {reason}", reason=outcome_reason(state))
    mover = player_name(state.mover)
    # Translators: a player played by the computer, in the horse race's message line; {player} is "Yellow".
    who = i18n.say("{player} (computer)", player=mover) if state.mover in set(computers) else mover
    if state.phase == "choose":
        # Translators: the horse race's message line; {player} is the player to move (perhaps "Yellow
        # (computer)").
        return i18n.say("{player} to move: trot (blue dice) or gallop (red dice).", player=who)
    if state.phase == "bet":
        # Translators: the horse race's message line; {player} rolled the obstacle jump and has {count} energy
        # tokens to bet.
        return i18n.say_n("{player} rolled a jump: bet 1 to {count} tokens on it.",
                          "{player} rolled a jump: bet 1 to {count} tokens on it.", state.tokens[state.turn],
                          player=who)
    # Translators: the horse race's message line while luck decides; {what} says what happens ("the dice are
    # rolled"), {button} is the Roll or Flip button's word.
    return i18n.say("Luck decides: {what} (or click {button} to choose the outcome).", what=phase_text(state.phase),
                    button=_roll_word() if state.phase == "roll" else _flip_word())


# ================================================================ the projector layout
# Every window a teacher projects (1024×768 with the side bar open or closed, 1280×720) gets this
# drawing: 760 units wide and landscape (at most about 530 units high), every text COMPACT_TEXT units or
# more, so 14 px or more both where the width limits it (about 590 px with the side bar open) and where
# the height does (the board keeps 100vh − 310 px for its drawing).  The reserve and discard share the
# header row, each player's panel is one line, the last turn and the buttons sit side by side.
COMPACT_W = 760
COMPACT_TEXT = 19
COMPACT_COURSE = Course(margin=MARGIN, top=38, cell_w=72, cell_h=60, row_gap=4, text=COMPACT_TEXT, horse_r=9.5,
                        spots_x=(19, 53), spots_y=(31, 50), label_y=13)
COMPACT_PANEL_W, COMPACT_PANEL_H = 174, 36
COMPACT_PANELS_Y = COMPACT_COURSE.bottom + 6
COMPACT_BOTTOM_Y = COMPACT_PANELS_Y + COMPACT_PANEL_H + 8
COMPACT_RIGHT_X = 330
COMPACT_HEIGHT_STYLE = "max-height: max(340px, calc(100vh - 360px))"
COMPACT_DIE = 54
COMPACT_CONTROLS = Controls(size=COMPACT_TEXT, wide=(176, 54), bet=(64, 50), bets_per_row=6, gap=4, luck_w=230,
                            compact=True, right=COMPACT_W - MARGIN)
COMPACT_HEADLINE_X = MARGIN + 332     # the header's headline begins after the discard's sleeping count


@svg.cached_part(2048)
def _compact_panel_of(player: str, square: int, tokens: int, x: float, y: float, marker: str, highlighted: bool,
                      language: str):
    """A one-line player's panel: horse and name, then the count of tokens (carrot side up)."""
    w, h = COMPACT_PANEL_W, COMPACT_PANEL_H
    group = _FACTORY.g(class_=f"hr-panel hr-panel-{player}")
    group.attribs["data-player"] = player
    group.attribs["data-tokens"] = str(tokens)
    group.attribs["data-square"] = str(square)
    group.add(_FACTORY.rect(insert=(x, y), size=(w, h), rx=10, fill="#ffffff",
                            stroke=ACCENT if highlighted else CELL_EDGE, stroke_width=5 if highlighted else 1.5))
    group.add(horse_disc(player, x + 15, y + h / 2, 11, COMPACT_TEXT))
    group.add(_fitted(_FACTORY.text(player_name(player), insert=(x + 30, y + 25), font_size=COMPACT_TEXT,
                                    font_weight="bold", fill=INK), COMPACT_TEXT, 80))     # a gap before the token
    group.add(token(x + 119, y + h / 2, 7))
    group.add(_FACTORY.text(str(tokens), insert=(x + w - 22, y + 25), font_size=COMPACT_TEXT, fill=INK,
                            text_anchor="end"))
    if marker:
        group.add(_marker(marker, x + w - 10, y + h / 2))
    return group


def _compact_panels(state: State):
    layer = _FACTORY.g(class_="hr-panels")
    outcome = outcome_of(state)
    count = len(state.players)
    width = count * COMPACT_PANEL_W + (count - 1) * PANEL_GAP
    left = (COMPACT_W - width) / 2
    for seat, player in enumerate(state.players):
        if outcome is not None:
            highlighted = player in outcome.winners
            marker = "star" if highlighted else ""
        else:
            highlighted = seat == state.turn
            marker = "turn" if highlighted else ""
        layer.add(_compact_panel_of(player, state.squares[seat], state.tokens[seat],
                                    left + seat * (COMPACT_PANEL_W + PANEL_GAP), COMPACT_PANELS_Y, marker, highlighted,
                                    i18n.current()))
    return layer


def _compact_header(state: State, baseline: float = 26):
    """The reserve and the discard at the left, whose turn it is at the right."""
    layer = _FACTORY.g(class_="hr-header")
    counts = _FACTORY.g(class_="hr-counts")
    counts.attribs["data-reserve"] = str(state.reserve)
    counts.attribs["data-discard"] = f"{state.discard[0]} galloping, {state.discard[1]} sleeping"
    counts.add(token(MARGIN + 10, baseline - 6, 10))
    counts.add(_fitted(_FACTORY.text(_reserve_words(state.reserve), insert=(MARGIN + 26, baseline),
                                     font_size=COMPACT_TEXT, fill=INK), COMPACT_TEXT, 114))
    counts.add(_fitted(_FACTORY.text(_discard_word(), insert=(MARGIN + 146, baseline), font_size=COMPACT_TEXT, fill=INK),
                       COMPACT_TEXT, 70))     # a gap before the galloping token at MARGIN + 222
    counts.add(token(MARGIN + 232, baseline - 6, 10, "galloping"))
    counts.add(_FACTORY.text(str(state.discard[0]), insert=(MARGIN + 246, baseline), font_size=COMPACT_TEXT,
                             fill=INK))
    counts.add(token(MARGIN + 284, baseline - 6, 10, "sleeping"))
    counts.add(_FACTORY.text(str(state.discard[1]), insert=(MARGIN + 298, baseline), font_size=COMPACT_TEXT,
                             fill=INK))
    layer.add(counts)
    turn = _FACTORY.text(headline(state), insert=(COMPACT_W - MARGIN, baseline), font_size=COMPACT_TEXT,
                         font_weight="bold", fill=ACCENT, text_anchor="end")
    turn.attribs["class"] = "hr-headline"
    layer.add(_fitted(turn, COMPACT_TEXT, COMPACT_W - MARGIN - COMPACT_HEADLINE_X))   # clear of the counts
    return layer


def render_compact(state: State, moves: Sequence[Move] = (), report: TurnReport | None = None,
                   animate: bool = True, waiting: str = "") -> str:
    """The projector layout of a horse race ``state`` (same arguments as :func:`render_state`)."""
    top = COMPACT_BOTTOM_Y
    last, left_bottom = _last_turn_panel(state, report, animate, MARGIN, top, COMPACT_TEXT, die=COMPACT_DIE,
                                         line_h=22, chars=30, max_lines=3)
    controls, right_bottom = _controls(state, moves, COMPACT_RIGHT_X, top, COMPACT_CONTROLS, waiting)
    height = max(left_bottom, right_bottom) + 8
    dwg = svg.drawing(COMPACT_W, height, title=_board_title())
    dwg.attribs.update({"data-game": "horse-race", "data-wide": "1", "data-compact": "1", "data-phase": state.phase})
    # the board's toolbar (two rows on a projector) and a message of several computer turns take more than
    # the 310 px the board's style keeps beside the drawing: this drawing leaves them 360 px
    dwg.attribs["style"] = COMPACT_HEIGHT_STYLE
    if animate:
        dwg.defs.add(dwg.style(STYLE))
    dwg.add(dwg.rect(insert=(0, 0), size=(COMPACT_W, height), fill=BACKGROUND))
    dwg.add(_compact_header(state))
    dwg.add(_course(COMPACT_COURSE))
    moving = report.seat if (report is not None and animate) else None
    dwg.add(_horses(state, moving, report.came_from if report is not None else None, COMPACT_COURSE))
    dwg.add(_compact_panels(state))
    dwg.add(last)
    dwg.add(controls)
    return svg.to_string(dwg)


def recent_turns(game: Game, decisions: int) -> list[tuple[State, list[Move]]]:
    """The turns (the state they started from, their moves) holding the last ``decisions`` decisions of the
    game's history, oldest first; a turn still under way is included as far as it went.  A turn starts with
    choosing the dice (or with the game's first move).  Read backwards from the end, with the states the game
    keeps: a long race costs no more than a short one (this runs on every roll)."""
    history = game.history
    turns: list[tuple[State, list[Move]]] = []
    count, start, end = 0, len(history), len(history)
    while start > 0 and count < decisions:
        start -= 1
        if history[start].data[0] == "choose" or start == 0:
            moves = list(history[start:end])
            turns.append((game.state_before(start), moves))
            count += sum(move.data[0] in ("choose", "bet") for move in moves)
            end = start
    return turns[::-1]


def view(game: Game) -> StaticBoard:
    """A picture of the board that shows in any notebook viewer, no kernel needed (no animation)."""
    return StaticBoard(render(game, animate=False), status_line(game))


# ================================================================ the position in words (issue 23)
def _tokens_words(count: int) -> str:
    if not count:
        # Translators: no energy token, inside a sentence of the horse race's Describe ("Yellow is on square 3
        # with no tokens").
        return _("no tokens")
    # Translators: {count} energy tokens inside a sentence of the horse race's Describe.
    return i18n.say_n("{count} token", "{count} tokens", count)


def _horse_words(player: str, square: int, tokens: int, first: bool) -> str:
    """One horse in Describe's first sentence: "Yellow is on square 12 with 2 tokens" (the first of the list)
    or "Green at the start with no tokens" (the others)."""
    name, count = player_name(player), _tokens_words(tokens)
    if square == FINISH:
        if first:
            # Translators: Describe of the horse race, the first horse of the list; {player} crossed the line,
            # {tokens} is "2 tokens" or "no tokens".
            return i18n.say("{player} is past the finish line with {tokens}", player=name, tokens=count)
        # Translators: Describe of the horse race, a further horse of the list (the verb is left out in English);
        # {player} is "Green", {tokens} "2 tokens" or "no tokens".
        return i18n.say("{player} past the finish line with {tokens}", player=name, tokens=count)
    if square == START:
        if first:
            # Translators: Describe of the horse race, the first horse of the list; {player} is on the start square,
            # {tokens} is "2 tokens" or "no tokens".
            return i18n.say("{player} is at the start with {tokens}", player=name, tokens=count)
        # Translators: Describe of the horse race, a further horse of the list (the verb is left out in English);
        # {player} is "Green", {tokens} "2 tokens" or "no tokens".
        return i18n.say("{player} at the start with {tokens}", player=name, tokens=count)
    if first:
        # Translators: Describe of the horse race, the first horse of the list; {player} is "Yellow", {square} is
        # "square 12", {tokens} "2 tokens" or "no tokens".
        return i18n.say("{player} is on {square} with {tokens}", player=name, square=square_name(square),
                        tokens=count)
    # Translators: Describe of the horse race, a further horse of the list (the verb is left out in English);
    # {player} is "Green", {square} "square 12", {tokens} "2 tokens" or "no tokens".
    return i18n.say("{player} on {square} with {tokens}", player=name, square=square_name(square), tokens=count)


def describe_state(state: State) -> str:
    """Where the race stands, for a listener who cannot see the board (at most 4 sentences): each horse's
    square and tokens, the reserve and the discard, the decision or the luck that is pending, the last round."""
    horses = [_horse_words(player, square, tokens, not seat)
              for seat, (player, square, tokens) in enumerate(zip(state.players, state.squares, state.tokens))]
    galloping, sleeping = state.discard
    if not galloping + sleeping:
        # Translators: Describe of the horse race; {tokens} is "3 tokens" in the reserve, and the discard is empty.
        pile = i18n.say("The reserve holds {tokens}; the discard is empty", tokens=_tokens_words(state.reserve))
    else:
        # Translators: Describe of the horse race; {tokens} is "3 tokens" in the reserve, {count} the discarded
        # energy tokens (face up), {galloping} and {sleeping} how many show each face.
        pile = i18n.say_n("The reserve holds {tokens}; the discard shows {count} token face up: {galloping} "
                          "galloping, {sleeping} sleeping",
                          "The reserve holds {tokens}; the discard shows {count} tokens face up: {galloping} "
                          "galloping, {sleeping} sleeping", galloping + sleeping,
                          tokens=_tokens_words(state.reserve), galloping=galloping, sleeping=sleeping)
    sentences = [", ".join(horses), pile]
    mover = player_name(state.mover)
    if outcome_of(state) is None:
        if state.phase == "bet":
            sentences.append(_pending_bet(state, mover))
        elif state.phase == "roll":
            if state.dice == "blue":
                # Translators: Describe of the horse race; {player} chose to trot.
                sentences.append(i18n.say("{player} chose to trot: the blue dice are about to be rolled",
                                          player=mover))
            else:
                # Translators: Describe of the horse race; {player} chose to gallop.
                sentences.append(i18n.say("{player} chose to gallop: the red dice are about to be rolled",
                                          player=mover))
        elif state.phase == "flip":
            # Translators: Describe of the horse race; {player} bet {tokens} ("2 tokens") on the obstacle jump.
            sentences.append(i18n.say("{player} bet {tokens} on the jump: they are about to be flipped",
                                      player=mover, tokens=_tokens_words(state.bet)))
        if horse_race.finished(state):
            # Translators: Describe of the horse race in the last round.
            sentences.append(_("A horse is past the finish line, so this is the last round"))
    return " ".join(sentence + "." for sentence in sentences)


def _pending_bet(state: State, mover: str) -> str:
    mine = state.tokens[state.turn]
    one = short_percent(jump_chance(state, 1))
    if mine > 1:
        # Translators: Describe of the horse race; {player} rolled a jump and has {count} energy tokens; {one}
        # is the chance that a bet of 1 token succeeds ("50%"), {all} the chance with all of them.
        return i18n.say_n("A bet is pending: {player} rolled a jump and must bet 1 to {count} tokens on it (1 token "
                          "succeeds {one} of the time, all {count} tokens {all})",
                          "A bet is pending: {player} rolled a jump and must bet 1 to {count} tokens on it (1 token "
                          "succeeds {one} of the time, all {count} tokens {all})", mine, player=mover, one=one,
                          all=short_percent(jump_chance(state, mine)))
    # Translators: Describe of the horse race; {player} rolled a jump and has only one energy token; {one} is
    # the chance that it succeeds ("50%").
    return i18n.say("A bet is pending: {player} rolled a jump and must bet its only token on it (1 token succeeds "
                    "{one} of the time)", player=mover, one=one)


# ================================================================ the widget
class HorseRaceBoard(SeatsBoard):
    """A live horse race: ``HorseRaceBoard()`` (4 players), ``HorseRaceBoard(players=2, seed=7)``,
    ``HorseRaceBoard(game=…)``, ``HorseRaceBoard.from_position(…)``, ``HorseRaceBoard.example("cannot-pay")``.

    ``computer_players`` lists the colours the computer plays (the front end asks for their moves until
    a person is to move; ``play_computers()`` does the same from Python).  The computer kinds are
    "greedy", "random" and "strategy" (``strategy``: gallop from k tokens, bet b).

    ``layout``: "auto" or "compact" (the landscape layout that fits every projector window) or "full"
    (the tall one).
    """

    game_module = horse_race
    history_in_words = True       # the move list reads "Yellow gallops (red dice)", never "gallop"

    def __init__(self, game: Game | None = None, *, players: int = 4, seed: int | None = None,
                 computer_seed: int | None = None, strategy: Strategy | None = None, **kwargs):
        if game is None:
            game = horse_race.new_game(seed=seed, players=players)
        self.strategy = strategy or Strategy(2, 1)
        kwargs.setdefault("computer_kinds", ["greedy", "random", "strategy"])
        super().__init__(game, computer_seed=computer_seed, **kwargs)

    @classmethod
    def example(cls, name: str, **kwargs) -> HorseRaceBoard:
        """A board on a worked statement (see ``horse_race.EXAMPLES``), stopped before its dice."""
        return cls(game=horse_race.Game.from_position(horse_race.example(name), auto_chance=False), **kwargs)

    def perspective_choices(self) -> tuple[str, ...]:
        return ()          # nothing is hidden: every seat sees the same board

    def render_svg(self) -> str:
        game = self.game
        if game.outcome is None and game.to_move in self.computers():
            # a computer's seat: its buttons are not drawn, so nobody can click them for it
            draw = render_compact if self.compact() else render_state
            # Translators: the horse race board where the buttons would be, when a computer plays {player}.
            waiting = i18n.say("{player} is played by the computer.", player=player_name(game.to_move))
            return draw(game.state, (), last_turn(game), waiting=waiting)
        return render(game, compact=self.compact())

    def render_draft(self, state: State) -> str:
        """A position being set up (perhaps an impossible one): the horses and tokens as they are, no decision
        buttons and no dice, what is pending said in words where the buttons would be."""
        draw = render_compact if self.compact() else render_state
        # Translators: the horse race editor, where the buttons would be; {pending} says what the position waits
        # for ("Yellow chooses trot or gallop").
        return draw(state, (), None, animate=False, waiting=i18n.say("Setting up: {pending}.",
                                                                     pending=pending_words(state)))

    def compact(self) -> bool:
        """The landscape layout fits every window a teacher projects (issue 19 point 3); "full" asks for the
        tall one."""
        return self.layout != "full"

    def play(self, move):
        """Play a decision; the message then says the whole turn (dice, squares, what came of it), in the same
        update as the new board (one message to the browser, not a second one right after it)."""
        with self.hold_sync():
            played = super().play(move)
            if played is not None:
                self.message = self.turns_text(1)
        return played

    def turns_text(self, decisions: int) -> str:
        """The turns holding the last ``decisions`` decisions, one sentence a line."""
        return "\n".join(turn_sentence(state, moves) + "." for state, moves in recent_turns(self.game, decisions))

    def computer_summary(self, kind: str) -> str:
        """Every computer turn since a person last acted, one a line, each naming its colour, dice, squares and
        outcome (short, so that three turns fit under the toolbar on a projector)."""
        return self.turns_text(len(self._computer_news))

    def status_text(self) -> str:
        return status_line(self.game, self.computers())

    def describe_position(self) -> str:
        return describe_state(self.game.state)

    def refresh(self) -> None:
        with self.hold_sync():
            players = list(self.game.state.players)
            if self.players != players:
                self.players = players
            if any(colour not in players for colour in self.computer_players):
                self.computer_players = [colour for colour in self.computer_players if colour in players]
            super().refresh()

    def _computer(self, kind: str):
        if kind == "strategy":
            return StrategyPlayer(self.strategy, self._computer_seed)
        return super()._computer(kind)

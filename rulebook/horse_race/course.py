"""The horse race's material, read from ``rulebook/data/horse_race.json``: the course, the dice, the tokens.

Squares are numbered 0 (the start square), 1 … 36 (the course, in race order) and 37 (past the
finish line).  Everything here is a plain value or a table computed once from the data file, so
the rules and the explorer's numpy kernel (``numpy_races.py``) read the same material.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from fractions import Fraction
from pathlib import Path

DATA_FILE = Path(__file__).resolve().parents[1] / "data" / "horse_race.json"
DATA: dict = json.loads(DATA_FILE.read_text("utf-8"))

SYMBOLS = ("boot", "ribbon", "helmet")
PUDDLE = "puddle"

#: every seat that can take part, in the order of play (the first seat begins)
ALL_PLAYERS: tuple[str, ...] = tuple(DATA["players"]["value"])
PLAYER_COUNTS = (2, 3, 4)
START_TOKENS: int = DATA["start_tokens"]["value"]
GALLOPING_TOKENS: int = DATA["tokens"]["value"]["galloping"]
SLEEPING_TOKENS: int = DATA["tokens"]["value"]["sleeping"]
TOTAL_TOKENS = GALLOPING_TOKENS + SLEEPING_TOKENS

#: the symbol of squares 1..36 (index 0 is square 1)
COURSE: tuple[str, ...] = tuple(DATA["course"]["value"])
START = 0
LAST_SQUARE = len(COURSE)
FINISH = LAST_SQUARE + 1
PUDDLES: tuple[int, ...] = tuple(number for number in range(1, LAST_SQUARE + 1) if COURSE[number - 1] == PUDDLE)

DICE_COLOURS = ("blue", "red")
#: the choice of dice colour, as players say it
GAIT = {"blue": "trot", "red": "gallop"}
COLOUR_OF_GAIT = {gait: colour for colour, gait in GAIT.items()}
MOVEMENT_DIE: tuple[str, ...] = tuple(DATA["movement_die"]["value"])
EFFECT_DIE: dict[str, tuple[str, ...]] = {"blue": tuple(DATA["blue_effect_die"]["value"]),
                                          "red": tuple(DATA["red_effect_die"]["value"])}
#: how many matching squares a horse goes on to: the next one (blue) or the second one (red)
STRIDE = {"blue": 1, "red": 2}


def _check_material() -> None:
    """The data file must describe a playable game (a wrong edit fails loudly at import)."""
    problems = []
    unknown = sorted({symbol for symbol in COURSE if symbol not in SYMBOLS + (PUDDLE,)})
    if unknown:
        problems.append(f"course squares must be {', '.join(SYMBOLS)} or {PUDDLE}, not {unknown}")
    if any(face not in SYMBOLS for face in MOVEMENT_DIE):
        problems.append(f"the movement die must show only {', '.join(SYMBOLS)}")
    for colour, faces in EFFECT_DIE.items():
        if not all(effect_kind(face) for face in faces):
            problems.append(f"the {colour} effect die has a face that is not +n, -n, blank or jump")
    if len(ALL_PLAYERS) < max(PLAYER_COUNTS) or TOTAL_TOKENS < START_TOKENS * max(PLAYER_COUNTS):
        problems.append("there must be 4 player colours and enough tokens for 4 players")
    if problems:
        raise ValueError(f"{DATA_FILE.name}: " + "; ".join(problems))


def effect_kind(face: str) -> tuple[str, int] | None:
    """What an effect face asks: ("gain", n), ("pay", n), ("blank", 0) or ("jump", 0); None if unknown."""
    if face in ("blank", "jump"):
        return face, 0
    if len(face) >= 2 and face[0] in "+-" and face[1:].isascii() and face[1:].isdigit():
        return ("gain" if face[0] == "+" else "pay"), int(face[1:])
    return None


def symbol_of(square: int) -> str:
    """The symbol on ``square`` ("start", "finish", a symbol or "puddle")."""
    if square == START:
        return "start"
    if square == FINISH:
        return "finish"
    return COURSE[square - 1]


def _landing(square: int, symbol: str, stride: int) -> int:
    """Where a horse on ``square`` ends going to the ``stride``-th square ahead with ``symbol``."""
    found = 0
    for ahead in range(square + 1, LAST_SQUARE + 1):
        # Puddles show no symbol, so they never count (EN 'How to play', FR 'Déroulement du jeu').
        if COURSE[ahead - 1] == symbol:
            found += 1
            if found == stride:
                return ahead
    return FINISH  # assumed: no such square left ahead, so the horse crosses the finish line


#: LANDING[colour][square][symbol index] = where a horse on ``square`` goes with that die colour
LANDING: dict[str, tuple[tuple[int, ...], ...]] = {
    colour: tuple(tuple(_landing(square, symbol, STRIDE[colour]) for symbol in SYMBOLS)
                  for square in range(FINISH + 1))
    for colour in DICE_COLOURS
}


def landing(square: int, colour: str, symbol: str) -> int:
    """The square a horse on ``square`` reaches with the ``colour`` movement die showing ``symbol``."""
    return LANDING[colour][square][SYMBOLS.index(symbol)]


def _puddle_behind(square: int) -> int:
    behind = [puddle for puddle in PUDDLES if puddle < square]
    return behind[-1] if behind else START


#: PUDDLE_BEHIND[square] = the nearest puddle behind ``square``, or the start if none was passed
PUDDLE_BEHIND: tuple[int, ...] = tuple(_puddle_behind(square) for square in range(FINISH + 1))


def roll_odds(colour: str) -> tuple[tuple[str, str, Fraction], ...]:
    """Every (movement face, effect face, probability) of rolling the two ``colour`` dice.

    Identical faces are merged (a die with two boots gives one outcome with twice the chance),
    in the order the faces first appear on each die: movement first, then effect.
    """
    movement, effect = _face_odds(MOVEMENT_DIE), _face_odds(EFFECT_DIE[colour])
    return tuple((move_face, effect_face, p * q) for move_face, p in movement for effect_face, q in effect)


def _face_odds(faces: Sequence[str]) -> tuple[tuple[str, Fraction], ...]:
    counts: dict[str, int] = {}
    for face in faces:
        counts[face] = counts.get(face, 0) + 1
    return tuple((face, Fraction(count, len(faces))) for face, count in counts.items())


ROLL_ODDS = {colour: roll_odds(colour) for colour in DICE_COLOURS}


def square_name(square: int) -> str:
    """How a square reads: "the start", "square 12", "past the finish line"."""
    if square == START:
        return "the start"
    if square == FINISH:
        return "past the finish line"
    return f"square {square}"


_check_material()

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

from rulebook import i18n
from rulebook.i18n import _

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
    """How a square reads inside a sentence: "the start", "square 12", "past the finish line"."""
    if square == START:
        # Translators: the horse race's start square inside a sentence ("back to the start", "Yellow is at the
        # start"); the glossary's start square, with the article your sentences need.
        return _("the start")
    if square == FINISH:
        # Translators: where a horse is once it crossed the finish line, inside a sentence ("Yellow is past the
        # finish line").
        return _("past the finish line")
    # Translators: a square of the horse race's course inside a sentence ("to square 12"); {number} is 1 to 36.
    return i18n.say("square {number}", number=square)


def player_name(player: str) -> str:
    """A seat's colour as its player's name ("Yellow", "Jaune", "Gelb" …), in the current language."""
    if player == "yellow":
        # Translators: the horse race's yellow horse and its player, used as a name ("Yellow gallops").
        return i18n.pgettext("horse race player", "Yellow")
    if player == "green":
        # Translators: the horse race's green horse and its player, used as a name ("Green gallops").
        return i18n.pgettext("horse race player", "Green")
    if player == "purple":
        # Translators: the horse race's purple horse and its player, used as a name ("Purple gallops").
        return i18n.pgettext("horse race player", "Purple")
    if player == "orange":
        # Translators: the horse race's orange horse and its player, used as a name ("Orange gallops").
        return i18n.pgettext("horse race player", "Orange")
    return player.capitalize()


def player_names(players: Sequence[str]) -> str:
    """Players' names as a list in words: "Yellow", "Yellow and Green", "Yellow, Green and Orange"."""
    names = [player_name(player) for player in players]
    if len(names) == 1:
        return names[0]
    # Translators: a list of the horse race's players; {items} is one or more names separated by commas
    # ("Yellow, Green"), {last} the last name ("Orange").
    return i18n.say("{items} and {last}", items=", ".join(names[:-1]), last=names[-1])


def symbol_name(symbol: str) -> str:
    """A movement die's face (and a course square's symbol) as a word."""
    if symbol == "boot":
        # Translators: the horse race's movement die face and course symbol "boot" (the rulebook's word).
        return i18n.pgettext("horse race symbol", "boot")
    if symbol == "ribbon":
        # Translators: the horse race's movement die face and course symbol "ribbon", a rosette (the rulebook's
        # word).
        return i18n.pgettext("horse race symbol", "ribbon")
    if symbol == "helmet":
        # Translators: the horse race's movement die face and course symbol "helmet", a riding helmet (the
        # rulebook's word).
        return i18n.pgettext("horse race symbol", "helmet")
    # Translators: a square of the horse race's course without a symbol (the glossary's puddle).
    return i18n.pgettext("horse race symbol", "puddle")


def dice_name(colour: str) -> str:
    """The two dice of a colour inside a sentence: "the blue dice" (trot) or "the red dice" (gallop)."""
    if colour == "blue":
        # Translators: the horse race's two blue dice (trot) inside a sentence ("Yellow rolls the blue dice").
        return _("the blue dice")
    # Translators: the horse race's two red dice (gallop) inside a sentence ("Yellow rolls the red dice").
    return _("the red dice")


_check_material()

"""Positions for the rulebook's worked statements (tests and notebooks start from them).

``build_position(...)`` makes any position from the parts that matter: the reserve is whatever tokens
are left over, everything else is filled in plainly.  ``EXAMPLES`` names the positions of
``shared/facts/horse-race.md`` "Worked statements", each with the moves that show it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rulebook import citations, i18n
from rulebook.core import example_named
from rulebook.horse_race.course import ALL_PLAYERS, START, START_TOKENS, TOTAL_TOKENS
from rulebook.i18n import N_, _


def build_position(players: int = 2, *, horses: Mapping[str, int] | None = None,
                   tokens: Mapping[str, int] | None = None, discard: tuple[int, int] = (0, 0),
                   reserve: int | None = None, to_move: str | None = None, phase: str = "choose",
                   dice: str | None = None, bet: int | None = None, seed: int = 0) -> dict:
    """A complete position: horses not named stand on the start, players not named hold 2 tokens,
    the reserve holds the rest of the 24 tokens (unless ``reserve`` is given)."""
    seats = list(ALL_PLAYERS[:players])
    squares = {player: (horses or {}).get(player, START) for player in seats}
    held = {player: (tokens or {}).get(player, START_TOKENS) for player in seats}
    if reserve is None:
        reserve = TOTAL_TOKENS - sum(held.values()) - sum(discard)
    return {"game": "horse-race", "players": seats, "horses": squares, "tokens": held, "reserve": reserve,
            "discard": {"galloping": discard[0], "sleeping": discard[1]}, "to_move": to_move or seats[0],
            "phase": phase, "dice": dice, "bet": bet, "rng": {"seed": seed, "draws": 0}}


@dataclass(frozen=True)
class Example:
    """A worked statement: where it starts, which moves show it, and which rulebook section it follows."""

    name: str
    title: str
    cite: str
    start: dict
    moves: tuple[str, ...]

    def position(self) -> dict:
        return dict(self.start)

    def heading(self) -> str:
        """The title in the language spoken now."""
        return _(self.title)

    def citation(self) -> str:
        """The rulebook section it follows, cited in the language spoken now (rulebook/citations.py)."""
        return citations.localized(self.cite)


EXAMPLES: dict[str, Example] = {example.name: example for example in (
    # Translators: the title of a worked example of the horse race, printed by a notebook.
    Example("red-skips-first", N_("The red dice go to the second square with the symbol"),
            "Horse race, EN, 'Red dice: full speed ahead'",
            build_position(phase="roll", dice="red"), ("roll red: ribbon, blank",)),
    # Translators: the title of a worked example of the horse race, printed by a notebook.
    Example("puddles-never-count", N_("Puddles show no symbol, so movement passes over them"),
            "Horse race, EN, 'How to play'",
            build_position(horses={"yellow": 8}, phase="roll", dice="blue"), ("roll blue: ribbon, +1",)),
    # Translators: the title of a worked example of the horse race, printed by a notebook.
    Example("cannot-pay", N_("A -2 with only one token cancels the move"),
            "Horse race, EN, 'Red dice: full speed ahead'",
            build_position(horses={"yellow": 5}, tokens={"yellow": 1}, phase="roll", dice="red"),
            ("roll red: boot, -2",)),
    # Translators: the title of a worked example of the horse race, printed by a notebook.
    Example("failed-jump-to-start", N_("A failed jump before any puddle sends the horse back to the start"),
            "Horse race, EN, 'Red dice: full speed ahead'",
            build_position(tokens={"yellow": 1}, phase="roll", dice="red"),
            ("roll red: helmet, jump", "bet 1", "flip: 0 galloping, 1 sleeping")),
    # Translators: the title of a worked example of the horse race, printed by a notebook.
    Example("reserve-refill", N_("An empty reserve is rebuilt from the discard"),
            "Horse race, EN, 'How to play'",
            build_position(tokens={"yellow": 9, "green": 10}, discard=(3, 2), reserve=0, phase="roll",
                           dice="blue"),
            ("roll blue: boot, +2",)),
    # Translators: the title of a worked example of the horse race, printed by a notebook.
    Example("rebuilt-of-galloping", N_("Tokens taken from a reserve rebuilt of galloping horses cannot fail a jump"),
            "Horse race, EN, 'How to play'",
            build_position(tokens={"yellow": 0, "green": 19}, discard=(5, 0), reserve=0, phase="roll", dice="blue"),
            ("roll blue: boot, +2", "trot", "roll blue: boot, +1", "gallop", "roll red: boot, jump")),
    # Translators: the title of a worked example of the horse race, printed by a notebook.
    Example("rebuilt-of-sleeping", N_("Tokens taken from a reserve rebuilt of sleeping horses make a jump likely to fail"),
            "Horse race, EN, 'How to play'",
            build_position(tokens={"yellow": 1, "green": 19}, discard=(0, 4), reserve=0, phase="roll", dice="blue"),
            ("roll blue: boot, +2", "trot", "roll blue: boot, +1", "gallop", "roll red: boot, jump")),
    # Translators: the title of a worked example of the horse race, printed by a notebook.
    Example("both-empty", N_("With the reserve and the discard both empty, nothing is gained"),
            "Horse race, EN, 'How to play'",
            build_position(4, tokens={"yellow": 6, "green": 6, "purple": 6, "orange": 6}, reserve=0,
                           phase="roll", dice="blue"),
            ("roll blue: boot, +3",)),
    # Translators: the title of a worked example of the horse race, printed by a notebook.
    Example("round-completion", N_("After the first horse crosses the line, the round is completed"),
            "Horse race, EN, 'End of the game'",
            build_position(3, horses={"yellow": 30, "green": 35, "purple": 33}, to_move="green"),
            ("gallop", "roll red: helmet, blank", "trot", "roll blue: helmet, +1")),
    # Translators: the title of a worked example of the horse race, printed by a notebook.
    Example("tie-break", N_("Two horses past the line: the one with more tokens wins"),
            "Horse race, EN, 'End of the game'",
            build_position(2, horses={"yellow": 37, "green": 34}, tokens={"yellow": 1, "green": 3},
                           to_move="green"),
            ("trot", "roll blue: boot, +1")),
)}


def example(name: str) -> dict:
    """The start position of a worked statement (see ``EXAMPLES``)."""
    return example_named(EXAMPLES, name, i18n.term('horse-race', 'game')).position()

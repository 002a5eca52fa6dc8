"""Helpers the horse race notebooks share: a game with its dice forced, a position in words, the material
as a table.

    from rulebook.horse_race.teaching import forced, material_table, show
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from html import escape

from rulebook import i18n
from rulebook.horse_race.course import (
    ALL_PLAYERS,
    COURSE,
    DATA,
    EFFECT_DIE,
    GALLOPING_TOKENS,
    MOVEMENT_DIE,
    PUDDLE,
    PUDDLES,
    SLEEPING_TOKENS,
    START_TOKENS,
    TOTAL_TOKENS,
    player_name,
    square_name,
)
from rulebook.horse_race.rules import Game


def forced(position: Mapping, *notations: str) -> Game:
    """A game on a position that stops at every chance point, with the given moves and dice forced."""
    game = Game.from_position(position, auto_chance=False)
    for notation in notations:
        game.play(notation)
    return game


def show(game: Game) -> None:
    """Print where every horse stands, its tokens, the reserve and the discard (one line per player)."""
    state = game.state
    for player, square, tokens in zip(state.players, state.squares, state.tokens):
        # Translators: the energy tokens a horse holds, at the end of a line of the notebooks' show().
        held = i18n.say_n("{count} token", "{count} tokens", tokens)
        print(f"{player_name(player):>7}: {square_name(square):<22} {held}")
    # Translators: the last line of the horse race notebooks' show(): {reserve} energy tokens in the reserve, and
    # the discarded ones lying face up: {galloping} show a galloping horse, {sleeping} a sleeping horse.
    print(i18n.say("reserve {reserve}, discard {galloping} galloping + {sleeping} sleeping", reserve=state.reserve,
                   galloping=state.discard[0], sleeping=state.discard[1]))


# ================================================================ the material as a table
class Table:
    """Rows of words shown as an HTML table in a notebook and as aligned text elsewhere."""

    def __init__(self, header: tuple[str, ...], rows: list[tuple[str, ...]]):
        self.header, self.rows = header, rows

    def _repr_html_(self) -> str:
        def cells(row, tag):
            return "".join(f"<{tag} style='text-align:left; vertical-align:top'>{escape(cell)}</{tag}>" for cell in row)
        body = "".join(f"<tr>{cells(row, 'td')}</tr>" for row in self.rows)
        return f"<table><thead><tr>{cells(self.header, 'th')}</tr></thead><tbody>{body}</tbody></table>"

    def __str__(self) -> str:
        return "\n".join(" | ".join(row) for row in (self.header, *self.rows))

    __repr__ = __str__


def _words(values) -> str:
    return ", ".join(str(value).replace("-", "−") for value in values)


def material_table() -> Table:
    """The race's material in words: what it is, and whether the rulebook says it or it is assumed (the
    pictures of the course, the dice and the tokens were lost from the rulebook text)."""
    counts = Counter(symbol for symbol in COURSE if symbol != PUDDLE)
    course = (f"{len(COURSE)} squares after the start: " + ", ".join(f"{count} {symbol}s" for symbol, count in
                                                                       counts.items())
              + f" in a fixed order; puddles (no symbol) on squares {_words(PUDDLES[:-1])} and {PUDDLES[-1]}; "
              f"the finish line after square {len(COURSE)}")
    rows = [
        ("The course", course, "course"),
        ("Movement die (blue and red)", _words(MOVEMENT_DIE), "movement_die"),
        ("Blue effect die (trot)", _words(EFFECT_DIE["blue"]) + " (tokens to take)", "blue_effect_die"),
        ("Red effect die (gallop)", _words(EFFECT_DIE["red"]) + " (tokens to pay, or a jump)", "red_effect_die"),
        ("Energy tokens", f"{TOTAL_TOKENS}: {GALLOPING_TOKENS} galloping horses, {SLEEPING_TOKENS} sleeping horses",
         "tokens"),
        ("Tokens at the start", f"{START_TOKENS} for each player", "start_tokens"),
        ("Horses", _words(player.capitalize() for player in ALL_PLAYERS), "players"),
    ]
    return Table(("Material", "In this rulebook", "Where it comes from"),
                 [(name, value, ("assumed — " if DATA[key]["assumed"] else "the rulebook — ")
                   + DATA[key]["note"].removeprefix("Assumed: ").removeprefix("Fact ").strip())
                  for name, value, key in rows])

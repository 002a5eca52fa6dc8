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
    symbol_name,
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
        # Translators: printed by a horse race notebook, a line per player; {player} is its name ("Yellow"),
        # {square} where its horse stands ("square 12", "the start"), {count} its energy tokens.
        print(i18n.say_n("{player}: {square}, {count} token", "{player}: {square}, {count} tokens", tokens,
                         player=player_name(player), square=square_name(square)))
    # Translators: printed by a horse race notebook under the players' lines; {count} is the tokens in the
    # reserve, {galloping} and {sleeping} the face-up discarded tokens of each face.
    print(i18n.say_n("Reserve: {count} token; discard: {galloping} galloping and {sleeping} sleeping",
                     "Reserve: {count} tokens; discard: {galloping} galloping and {sleeping} sleeping", state.reserve,
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
    pictures of the course, the dice and the tokens were lost from the rulebook text), in the language spoken
    now."""
    counts = Counter(symbol for symbol in COURSE if symbol != PUDDLE)
    symbols = ", ".join(f"{count} × {symbol_name(symbol)}" for symbol, count in counts.items())
    # Translators: the horse race's material table, the course; {count} is its number of squares (36), {symbols}
    # how many squares show each symbol ("11 × boot, …"), {puddles} the puddle squares ("9, 18"), {last} the
    # last puddle square (27).
    course = i18n.say("{count} squares after the start: {symbols} in a fixed order; puddles (no symbol) on squares "
                      "{puddles} and {last}; the finish line after square {count}", count=len(COURSE),
                      symbols=symbols, puddles=_words(PUDDLES[:-1]), last=PUDDLES[-1])
    # Translators: the horse race's material table, the blue effect die; {faces} are its faces (+1, +2 …).
    blue = i18n.say("{faces} (tokens to take)", faces=_words(EFFECT_DIE["blue"]))
    # Translators: the horse race's material table, the red effect die; {faces} are its faces (blank, −1 …).
    red = i18n.say("{faces} (tokens to pay, or a jump)", faces=_words(EFFECT_DIE["red"]))
    # Translators: the horse race's material table; {count} is the number of energy tokens, {galloping} and
    # {sleeping} how many show each face.
    tokens = i18n.say("{count}: {galloping} galloping horses, {sleeping} sleeping horses", count=TOTAL_TOKENS,
                      galloping=GALLOPING_TOKENS, sleeping=SLEEPING_TOKENS)
    # Translators: the horse race's material table; {count} is the tokens each player starts with.
    start = i18n.say_n("{count} for each player", "{count} for each player", START_TOKENS)
    rows = [
        # Translators: a row of the horse race's material table.
        (i18n._("The course"), course, "course"),
        # Translators: a row of the horse race's material table: the faces of the movement die.
        (i18n._("Movement die (blue and red)"), ", ".join(map(symbol_name, MOVEMENT_DIE)), "movement_die"),
        # Translators: a row of the horse race's material table.
        (i18n._("Blue effect die (trot)"), blue, "blue_effect_die"),
        # Translators: a row of the horse race's material table.
        (i18n._("Red effect die (gallop)"), red, "red_effect_die"),
        # Translators: a row of the horse race's material table.
        (i18n._("Energy tokens"), tokens, "tokens"),
        # Translators: a row of the horse race's material table.
        (i18n._("Tokens at the start"), start, "start_tokens"),
        # Translators: a row of the horse race's material table: the horses' colours.
        (i18n._("Horses"), _words(player_name(player) for player in ALL_PLAYERS), "players"),
    ]
    # Translators: the heading of the horse race's material table's first column.
    material = i18n._("Material")
    # Translators: the heading of the horse race's material table's second column.
    in_this_rulebook = i18n._("In this rulebook")
    # Translators: the heading of the horse race's material table's third column: the rulebook, or an assumption.
    where_from = i18n.pgettext("material table", "Where it comes from")
    return Table((material, in_this_rulebook, where_from),
                 [(name, value, i18n.gettext(DATA[key]["note"])) for name, value, key in rows])

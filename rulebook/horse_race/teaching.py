"""Helpers the horse race notebooks share: a game with its dice forced, a position in words.

    from rulebook.horse_race.teaching import forced, show
"""

from __future__ import annotations

from collections.abc import Mapping

from rulebook.horse_race.course import square_name
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
        print(f"{player:>7}: {square_name(square):<22} {tokens} token(s)")
    print(f"reserve {state.reserve}, discard {state.discard[0]} galloping + {state.discard[1]} sleeping")

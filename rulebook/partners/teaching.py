"""Helpers the Partners notebooks share: a position in words, the legal moves, a move tried out.

    from rulebook.partners.teaching import list_moves, show, try_move

The boards themselves come from ``widgets`` (``widgets.teaching.card_board`` builds one per card).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rulebook import partners


def show(game, *colours: str) -> None:
    """Print the position in words: whose turn it is (and the phase), then per colour
    (all four unless ``colours`` are named) the pawns that are out of their home bases."""
    state = game.state
    if game.outcome is not None:
        print(f"Game over: {game.outcome.reason}.")
    else:
        print(f"{state.turn.capitalize()} to move ({state.phase}).")
    for colour in colours or partners.COLOURS:
        out = [f"{partners.pawn_name(pawn)} on {partners.field_name(where)}" for pawn, where in state.pawns.items()
               if pawn.startswith(colour) and where != "home"]
        print(f"  {colour}: {', '.join(out) or 'all pawns at home'}")


def list_moves(game, start: str = "") -> None:
    """Print the legal moves whose notation starts with ``start``, one a line: notation, then what it does."""
    for move in game.legal_moves():
        if move.notation.startswith(start):
            print(f"{move.notation:28} {move.label}")


def try_move(game, notation: str) -> None:
    """Play ``notation`` if the rules allow it and print what it did; if not, print why not
    (the game stays exactly as it was)."""
    try:
        move = game.play(notation)
    except partners.IllegalMove as error:
        print("not allowed:", error.reason)
        return
    print("played:", move.label)


def card_game(hand: Sequence[str], pawns: Mapping[str, str], **parts) -> partners.Game:
    """A game where yellow, to move, holds ``hand`` and the pawns stand as in ``pawns`` (the others at
    home); ``parts`` are passed on to ``partners.build_position``."""
    return partners.Game.from_position(partners.build_position(pawns=pawns, hands={"yellow": list(hand)}, **parts))

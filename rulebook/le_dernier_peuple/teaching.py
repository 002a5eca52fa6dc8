"""Helpers the Le Dernier Peuple notebooks share: a position in words, the legal moves.

    from rulebook.le_dernier_peuple.teaching import list_moves, show
"""

from __future__ import annotations


def show(game) -> None:
    """Print the position in words: the scores, where each pawn stands, and who decides now in which phase."""
    state = game.state
    print("Scores:", dict(state.scores))
    print("Pawns:", dict(state.pawns))
    print("Decides now:", game.to_move, "| phase:", state.phase)


def list_moves(game, start: str = "") -> None:
    """Print the legal moves whose notation starts with ``start``, one a line: notation, then what it does."""
    for move in game.legal_moves():
        if move.notation.startswith(start):
            print(f"{move.notation:28} {move.label}")

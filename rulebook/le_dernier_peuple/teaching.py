"""Helpers the Le Dernier Peuple notebooks share: a position in words, the legal moves.

    from rulebook.le_dernier_peuple.teaching import list_moves, scores_text, show
"""

from __future__ import annotations

from rulebook.core import CHANCE
from rulebook.le_dernier_peuple.cards import pawn_name

PHASES = {"turn": "a turn", "defence": "a Defence answer", "discard": "discarding down to 7 cards",
          "partner": "choosing the pawn that takes part"}


def show(game) -> None:
    """Print the position in words: the scores, where each pawn stands, and who decides now in which phase."""
    state = game.state
    print("Scores:", scores_text(state.scores))
    print("Pawns:", ", ".join(f"{pawn_name(pawn)} on card {card}" for pawn, card in state.pawns.items()))
    decider = "luck" if game.to_move == CHANCE else game.to_move
    print("Decides now:", decider, "| step:", PHASES.get(state.phase, state.phase))


def scores_text(scores) -> str:
    """'Red 2, Blue 0, Green 1' (a hidden score: '?')."""
    return ", ".join(f"{colour.capitalize()} {'?' if score is None else score}" for colour, score in scores.items())


def list_moves(game, start: str = "") -> None:
    """Print the legal moves whose notation starts with ``start``, one a line: notation, then what it does."""
    for move in game.legal_moves():
        if move.notation.startswith(start):
            print(f"{move.notation:28} {move.label}")

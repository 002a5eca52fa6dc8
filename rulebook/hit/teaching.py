"""Helpers the HIT notebooks share: a position in words, the legal moves, a move tried out.

    from rulebook.hit.teaching import cards_text, list_moves, show, try_move, yes_no
"""

from __future__ import annotations

from rulebook import hit
from rulebook.hit.board import card_kind

PHASES = {"play": "playing cards", "split": "sharing out a split card", "buy": "buying",
          "shield": "deciding about the shield"}


def show(game, *colours) -> None:
    """Print the position in words: whose turn it is, then per colour the figures out, coins and cards."""
    position = game.position()
    if game.outcome is not None:
        print(f"Game over: {game.outcome.reason}.")
    else:
        print(f"{position['to_move'].capitalize()} to move: {PHASES[position['phase']]}.")
    for colour in colours or position["players"]:
        out = ", ".join(f"{hit.figure_name(fig)} on {hit.field_name(where)}" for fig, where in position["figures"].items()
                        if fig.startswith(f"{colour}-") and not where.startswith("wait:")) or "none"
        hand = ", ".join(card_name(card) for card in position["hands"][colour]) or "empty"
        pile = position["discard_piles"][colour]
        top = card_name(pile[0]) if pile else "(empty)"
        shield = " (shield: protected)" if game.state.protected(colour) else ""
        print(f"  {colour:6} out: {out} | coins {position['coins'][colour]} | hand: {hand}"
              f" | discard top: {top}{shield}")


def card_name(card: str) -> str:
    """'the 5', 'the hunter', 'the 1 or come out' (a card as the cards say it)."""
    return card_kind(card).title


def cards_text(cards) -> str:
    """Cards in words, in their order: 'the 4, an empty slot, the hunter' ('none' for no card)."""
    return ", ".join("an empty slot" if card is None else card_name(card) for card in cards) or "none"


def yes_no(flag: bool) -> str:
    return "yes" if flag else "no"


def list_moves(game, start: str = "") -> None:
    """Print the legal moves whose notation starts with ``start``: notation, then what the move does."""
    moves = [move for move in game.legal_moves() if move.notation.startswith(start)]
    for move in moves:
        print(f"  {move.notation:24} {move.label}")
    print(f"  ({len(moves)} move{'s' if len(moves) != 1 else ''})")


def try_move(game, notation: str):
    """Play ``notation`` if it is legal; if not, print why (the game stays exactly as it was)."""
    try:
        move = game.play(notation)
    except hit.IllegalMove as error:
        print(f"{notation}: not allowed. {error.reason}")
        return None
    print(f"{notation}: {move.label}")
    return move

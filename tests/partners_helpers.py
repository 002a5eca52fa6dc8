"""Helpers shared by the Partners tests: positions from the parts that matter, invariants."""

from __future__ import annotations

from collections import Counter

from rulebook import partners
from rulebook.partners.board import ALL_CARDS, PAWN_IDS, colour_of_pawn


def game_at(**parts) -> partners.Game:
    """A game on a position built by ``partners.build_position`` (see its docstring)."""
    return partners.Game.from_position(partners.build_position(**parts))


def notations(game: partners.Game) -> set[str]:
    return {move.notation for move in game.legal_moves()}


def where(game: partners.Game, pawn: str) -> str:
    return game.state.pawns[pawn]


def check_invariants(state: partners.State) -> None:
    """56 cards each once, 16 pawns each in one place, never two colours on one field, one pawn per circle."""
    assert partners.card_counts(state) == Counter(ALL_CARDS)
    assert sorted(state.pawns) == sorted(PAWN_IDS)
    colours: dict[str, set[str]] = {}
    for pawn, place in state.pawns.items():
        if place != "home":
            colours.setdefault(place, set()).add(colour_of_pawn(pawn))
    assert all(len(found) == 1 for found in colours.values()), colours
    goal_places = [place for place in state.pawns.values() if place.startswith("goal:")]
    assert len(goal_places) == len(set(goal_places))
    for pawn, place in state.pawns.items():
        if place.startswith("goal:"):
            assert place[5:].startswith(colour_of_pawn(pawn) + "-")
    assert all(len(hand) <= 4 for hand in state.hands.values())
    assert len(state.deck) == 56 - 16 * state.deals

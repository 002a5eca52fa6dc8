"""Helpers shared by the Le Dernier Peuple tests: positions from the parts that matter, invariants."""

from __future__ import annotations

from collections import Counter

from rulebook import le_dernier_peuple as ldp


def game_at(players: int = 3, *, auto_chance: bool = False, **parts) -> ldp.Game:
    """A game on a position built by ``ldp.build_position`` (chance points wait unless ``auto_chance``)."""
    return ldp.Game.from_position(ldp.build_position(players, **parts), auto_chance=auto_chance)


def notations(game: ldp.Game) -> set[str]:
    return {move.notation for move in game.legal_moves()}


def check_invariants(state: ldp.State) -> None:
    """Every movement card of the player count once, every power card once, scores never negative,
    pawns on the wheel, hands within the limit outside the discard phase."""
    movement = Counter(state.draw_pile) + Counter(state.discards)
    power = Counter(state.power_pile) + Counter(state.power_discards)
    for colour in state.players:
        movement.update(state.hands[colour])
        power.update(state.powers[colour])
    assert movement == Counter(ldp.deck_for(len(state.players))), movement
    assert power == Counter(ldp.POWER_IDS), power
    assert all(score >= 0 for score in state.scores.values()), state.scores
    assert all(1 <= card <= 4 * len(state.players) for card in state.pawns.values())
    assert sorted(state.pawns) == sorted(state.all_pawns)
    for colour in state.players:
        limit = ldp.HAND_LIMIT + (1 if state.phase == "discard" and colour == state.active else 0)
        assert len(state.hands[colour]) <= limit, (colour, state.hands[colour], state.phase)
        assert list(state.hands[colour]) == sorted(state.hands[colour])

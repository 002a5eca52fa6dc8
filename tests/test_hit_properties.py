"""HIT-specific properties of random decisions in 2-, 3- and 4-player games (the shared ones, such
as refused junk and exact round trips, are in tests/test_contract.py): the 55 cards are conserved,
figures are conserved and never two on one field, coins are never negative, and a finished game has
one winner with every figure in the goal."""

from __future__ import annotations

from hit_helpers import check_invariants
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulebook import hit

SETTINGS = settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])

games = st.tuples(st.integers(0, 2**31 - 1), st.sampled_from([2, 3, 4]),
                  st.sampled_from([(), ("mehr-schadenfreude",), ("4-statt-3",)]))
choices = st.lists(st.integers(0, 2**16), min_size=40, max_size=300)

def new(seed: int, players: int, variants: tuple[str, ...]) -> hit.Game:
    return hit.new_game(seed=seed, players=players, variants=variants if players == 4 or "4-statt-3"
                        not in variants else ())


def play_choices(game: hit.Game, picks: list[int]) -> None:
    for pick in picks:
        moves = game.legal_moves()
        if not moves:
            return
        game.play(moves[pick % len(moves)])


@SETTINGS
@given(games, choices)
def test_every_listed_decision_applies_and_keeps_the_invariants(setup, picks):
    game = new(*setup)
    check_invariants(game.state)
    for pick in picks:
        moves = game.legal_moves()
        if not moves:
            assert game.outcome is not None
            break
        assert game.to_move == game.state.current
        assert len({m.notation for m in moves}) == len(moves)
        move = moves[pick % len(moves)]
        game.play(move.notation)
        check_invariants(game.state)
        if game.outcome is not None:
            assert game.legal_moves() == []


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games, st.randoms(use_true_random=False))
def test_whole_random_games_finish_with_a_single_winner(setup, rng):
    """Whole games (more in the contract suite), invariants checked after every decision."""
    game = new(*setup)
    for _ in range(20_000):
        moves = game.legal_moves()
        if not moves:
            break
        game.play(rng.choice(moves))
        check_invariants(game.state)
    outcome = game.outcome
    assert outcome is not None and outcome.winner in game.state.players
    check_invariants(game.state)
    winner = outcome.winner
    assert all(game.state.figures[f].startswith("goal:") for f in game.state.board.figure_ids(winner))

"""HOKITO-specific properties of random games (the shared ones are in tests/test_contract.py)."""

from __future__ import annotations

import random

from hokito_helpers import check_invariants
from hypothesis import given, settings
from hypothesis import strategies as st

from rulebook import core, hokito

SETTINGS = settings(max_examples=30, deadline=None)
seeds = st.integers(min_value=0, max_value=2**31 - 1)
variants = st.booleans()


def random_game(seed: int, variant: bool, max_moves: int | None = None) -> hokito.Game:
    """A game from ``seed`` played on by random moves (to the end, or for ``max_moves`` moves)."""
    game = hokito.new_game(seed=seed, variant=variant)
    chooser = random.Random(seed)
    while True:
        moves = game.legal_moves()
        if not moves or (max_moves is not None and len(game.history) >= max_moves):
            return game
        game.play(chooser.choice(moves))


@SETTINGS
@given(seeds, variants)
def test_every_listed_move_applies_and_keeps_the_invariants(seed, variant):
    """Every listed move can be played; each result keeps all 36 pieces, six of each value per colour,
    even stack heights; the mover's pieces end on top of the target."""
    game = hokito.new_game(seed=seed, variant=variant)
    chooser = random.Random(seed)
    check_invariants(game.state)
    while game.outcome is None:
        moves = game.legal_moves()
        assert moves, "a running game always has a move for the player to move"
        assert len({move.notation for move in moves}) == len(moves), "two paths to one square are one move"
        for move in moves:
            origin, target = (hokito.square_index(name) for name in move.notation.split("-"))
            after = hokito.Game.apply(game.state, move)
            check_invariants(after)
            assert after.board[origin] == ()
            assert after.board[target] == game.state.board[target] + game.state.board[origin]
            assert after.to_move != game.state.to_move
        game.play(chooser.choice(moves))
    assert game.legal_moves() == [] and game.to_move is None
    stuck = [colour for colour in hokito.COLOURS if not hokito.generate_moves(game.state.board, colour)]
    assert stuck, "the game only ends when a player cannot move"


@settings(max_examples=10, deadline=None)
@given(seeds, variants)
def test_computer_players_finish_the_game(seed, variant):
    players = {"black": core.GreedyPlayer(seed), "white": core.RandomPlayer(seed)}
    game = core.play_out(hokito.new_game(seed=seed, variant=variant), players)
    assert game.outcome is not None and game.legal_moves() == []
    assert game.outcome.scores == hokito.scores(game.state)
    assert sum(game.outcome.scores.values()) >= 36
    greedy = core.play_out(hokito.new_game(seed=seed, variant=variant), core.GreedyPlayer(seed))
    assert greedy.outcome is not None

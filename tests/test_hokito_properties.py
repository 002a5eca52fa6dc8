"""HOKITO property tests: random games from random seeds, standard set-up and variant."""

from __future__ import annotations

import random

import pytest
from hokito_helpers import check_invariants
from hypothesis import given, settings
from hypothesis import strategies as st

from rulebook import core, hokito
from rulebook.hokito import IllegalMove

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


@SETTINGS
@given(seeds, variants, st.integers(0, 40), st.sampled_from(hokito.SQUARES), st.sampled_from(hokito.SQUARES))
def test_an_unlisted_move_raises_and_changes_nothing(seed, variant, length, origin, target):
    game = random_game(seed, variant, max_moves=length)
    notation = f"{origin}-{target}"
    if notation in {move.notation for move in game.legal_moves()}:
        game.play(notation)
        assert game.history[-1].notation == notation
        return
    before = (game.position(), game.history, game.cursor, game.all_moves, game.state)
    with pytest.raises(IllegalMove) as error:
        game.play(notation)
    assert error.value.reason and error.value.notation == notation
    assert (game.position(), game.history, game.cursor, game.all_moves, game.state) == before
    assert game.explain(notation) == error.value.reason


@SETTINGS
@given(seeds, variants)
def test_undo_and_redo_are_exact(seed, variant):
    game = random_game(seed, variant)
    forward = [game.state]
    while game.undo() is not None:
        forward.append(game.state)
    forward.reverse()
    assert game.cursor == 0 and game.state == hokito.new_game(seed=seed, variant=variant).state
    replayed = [game.state]
    while game.redo() is not None:
        replayed.append(game.state)
    assert replayed == forward
    assert game.outcome is not None


@SETTINGS
@given(seeds, variants, st.integers(0, 60))
def test_position_round_trip_is_exact(seed, variant, length):
    game = random_game(seed, variant, max_moves=length)
    position = game.position()
    again = hokito.Game.from_position(position)
    assert again.position() == position
    assert again.state == game.state
    assert again.outcome == game.outcome
    assert [move.notation for move in again.legal_moves()] == [move.notation for move in game.legal_moves()]


@SETTINGS
@given(seeds, variants)
def test_record_round_trip_is_exact(seed, variant):
    game = random_game(seed, variant)
    record = game.to_record()
    replay = hokito.Game.from_record(record)
    assert replay.to_record() == record
    assert replay.state == game.state and replay.outcome == game.outcome
    assert [move.notation for move in replay.history] == record["moves"]


@SETTINGS
@given(seeds, variants)
def test_same_seed_same_game(seed, variant):
    first = core.play_out(hokito.new_game(seed=seed, variant=variant), core.RandomPlayer(seed))
    second = core.play_out(hokito.new_game(seed=seed, variant=variant), core.RandomPlayer(seed))
    assert first.to_record() == second.to_record()
    assert first.outcome == second.outcome


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

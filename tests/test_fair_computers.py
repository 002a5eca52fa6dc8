"""Computers decide only from what their seat may see (core: ComputerPlayer.seen_state).

A computer that applied moves to the true state would read hidden cards and the
random generator's future.  These tests give two positions that differ only in
what the computer cannot see, and require the same decision from the same seed.
"""

from __future__ import annotations

import random

import pytest
import toy_games

from rulebook import hit
from rulebook.core import GreedyPlayer, RandomPlayer, Rng, play_out


def cups_with_coin(side: str) -> toy_games.Cups:
    return toy_games.Cups.from_position({"coin": side, "guess": None, "rng": {"seed": 1, "draws": 0}})


@pytest.mark.parametrize("player_class", [GreedyPlayer, RandomPlayer])
def test_the_coin_under_the_cup_does_not_change_the_guess(player_class):
    for seed in range(40):
        heads = player_class(seed).choose(cups_with_coin("heads"))
        tails = player_class(seed).choose(cups_with_coin("tails"))
        assert heads == tails


def test_a_greedy_guesser_wins_only_about_half_the_time():
    """A peeking computer would win every game; a fair one wins about half (400 games: 200 ± 40)."""
    wins = sum(play_out(toy_games.Cups.new(seed), GreedyPlayer(seed)).outcome.winners == ("guesser",)
               for seed in range(400))
    assert 160 <= wins <= 240, wins


def hit_positions():
    """Positions along seeded HIT games, each with a twin that differs only in the mover's unknowns."""
    for seed in range(6):
        game = hit.new_game(seed=seed, players=2 + seed % 3)
        chooser = random.Random(seed)
        for _ in range(40 + 10 * seed):
            game.play(chooser.choice(game.legal_moves()))
        if game.outcome is not None:
            continue
        twin = hit.Game(hit.resample_hidden(game.state, game.to_move, Rng(99 + seed)))
        assert twin.state != game.state, "the twin must differ in something hidden"
        assert twin.view(game.to_move) == game.view(game.to_move)
        yield seed, game, twin


def test_hit_computers_decide_the_same_whatever_the_hidden_cards():
    checked = 0
    for seed, game, twin in hit_positions():
        for player_class in (GreedyPlayer, RandomPlayer):
            assert player_class(seed).choose(game) == player_class(seed).choose(twin)
            checked += 1
    assert checked >= 8

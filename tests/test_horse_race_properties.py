"""Property tests for the horse race over thousands of random races (2, 3 and 4 players).

- every listed decision applies and every chance outcome can be forced; invariants hold after each step
  (24 tokens conserved across reserve, discard and players; squares and phases consistent);
- chance outcomes are distinct and their exact probabilities sum to 1;
- unlisted notations and junk clicks raise IllegalMove (or explain themselves) and change nothing;
- undo/redo, position and record round trips are exact; the same seed gives the same race;
- there is nothing hidden: every seat's view is the whole position without the generator.
"""

from __future__ import annotations

import json
import random

from horse_race_helpers import check_invariants
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulebook import horse_race
from rulebook.core import CHANCE, IllegalMove, RandomPlayer, Rng, play_out

SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def random_race(seed: int, players: int, forced: bool) -> horse_race.Game:
    """A whole race with random decisions; with ``forced`` every chance outcome is picked by the test
    (uniformly among the listed ones, so rare outcomes are tried too) instead of by the session."""
    chooser = random.Random(seed)
    game = horse_race.new_game(seed=seed, players=players, auto_chance=not forced)
    for _ in range(5000):
        if game.outcome is not None:
            return game
        moves = game.legal_moves()
        assert moves, "an unfinished race always offers a decision or an outcome"
        if game.to_move == CHANCE:
            odds = game.chance_odds()
            assert len({move.notation for move, _ in odds}) == len(odds)
            assert sum(p for _, p in odds) == 1 and all(p > 0 for _, p in odds)
        game.play(chooser.choice(moves).notation)
        check_invariants(game.state)
    raise AssertionError("a race did not end within 5000 moves")


def test_thousands_of_random_races_keep_the_invariants():
    lengths = []
    for seed in range(1500):
        game = random_race(seed, 2 + seed % 3, forced=seed % 2 == 1)
        assert game.outcome.winners and set(game.outcome.winners) <= set(game.state.players)
        assert game.state.phase == "choose" and game.state.turn == 0
        assert horse_race.FINISH in game.state.squares
        lengths.append(len(game.history))
    assert min(lengths) > 4


def test_every_race_ends_with_the_same_number_of_turns_for_everyone():
    for seed in range(200):
        game = play_out(horse_race.new_game(seed=seed, players=2 + seed % 3), RandomPlayer(seed))
        chosen = [move for move in game.history if move.notation in ("trot", "gallop")]
        assert len(chosen) % len(game.state.players) == 0


@SETTINGS
@given(st.integers(0, 2**31 - 1), st.sampled_from([2, 3, 4]), st.integers(0, 60),
       st.one_of(st.sampled_from(["trot", "gallop", "bet 0", "bet 1", "bet 25", "bet x", "roll blue: boot, +1",
                                  "roll red: helmet, jump", "flip: 1 galloping, 0 sleeping", "", " trot", "TROT"]),
                 st.text(max_size=20)))
def test_unlisted_notations_change_nothing(seed, players, steps, notation):
    game = horse_race.new_game(seed=seed, players=players, auto_chance=seed % 2 == 0)
    chooser = random.Random(seed)
    for _ in range(steps):
        if game.outcome is not None:
            break
        game.play(chooser.choice(game.legal_moves()))
    if notation in {move.notation for move in game.legal_moves()}:
        return
    before, record = game.position(), game.to_record()
    try:
        game.play(notation)
    except IllegalMove as error:
        assert error.reason and "None" not in error.reason and "Traceback" not in error.reason
    else:
        raise AssertionError(f"{notation!r} was played although it is not listed")
    assert game.position() == before and game.to_record() == record
    explanation = game.explain(["junk:1", "square:3"])
    assert explanation and game.position() == before


def test_undo_redo_position_and_record_round_trips():
    for seed in range(60):
        game = horse_race.new_game(seed=seed, players=2 + seed % 3)
        chooser = random.Random(seed)
        positions = [game.position()]
        while game.outcome is None:
            game.play(chooser.choice(game.legal_moves()))
            positions.append(game.position())
            again = horse_race.Game.from_position(json.loads(json.dumps(game.position())))
            assert again.position() == game.position()
        replay = horse_race.Game.from_record(json.loads(json.dumps(game.to_record())))
        assert replay.position() == game.position() and replay.outcome == game.outcome
        while game.undo() is not None:
            assert game.position() in positions and game.to_move not in (CHANCE, None)
        assert game.position() == positions[0]
        while game.redo() is not None:
            pass
        assert game.position() == positions[-1]


def test_same_seed_same_race():
    for seed in range(30):
        first = play_out(horse_race.new_game(seed=seed, players=4), RandomPlayer(seed))
        second = play_out(horse_race.new_game(seed=seed, players=4), RandomPlayer(seed))
        assert first.to_record() == second.to_record()


def test_nothing_is_hidden_from_any_seat():
    for seed in range(40):
        game = horse_race.new_game(seed=seed, players=3)
        chooser = random.Random(seed)
        while game.outcome is None:
            state = game.state
            whole = game.position()
            del whole["rng"]
            for viewer in (None, *state.players):
                assert game.view(viewer) == whole
                resampled = horse_race.Game.resample_hidden(state, viewer, Rng(seed))
                assert horse_race.Game.visible_position(resampled, viewer) == whole
            game.play(chooser.choice(game.legal_moves()))

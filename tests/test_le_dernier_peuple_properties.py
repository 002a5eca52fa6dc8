"""Property tests for Le Dernier Peuple: hundreds of random 3-, 4- and 5-player games.

- every listed decision applies; unlisted notations raise IllegalMove and change nothing;
- movement and power cards are conserved, scores are never negative, hands keep the limit;
- chance outcomes sum to exactly 1;
- undo/redo, position and record round trips are exact; the same seed gives the same game;
- views hide what they must: resampling what a seat has not seen leaves its view unchanged,
  depends only on that view, and keeps the mover's choices.
"""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from ldp_helpers import check_invariants

from rulebook import le_dernier_peuple as ldp
from rulebook.core import CHANCE, IllegalMove, Rng

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])

games = st.tuples(st.integers(0, 2**31 - 1), st.sampled_from([3, 4, 5]), st.booleans())
choices = st.lists(st.integers(0, 2**16), min_size=20, max_size=250)
PAWNS = ["red-1", "blue-2", "green-1", "yellow-2", "purple-1", "black-1", "red-3"]
notations = st.one_of(
    st.builds(lambda c, p, o: f"play {c} {p} {o}", st.integers(0, 42), st.sampled_from(PAWNS),
              st.sampled_from(["circle", "square", "triangle"])),
    st.builds(lambda c, t: f"power {c} {t}", st.sampled_from(list(ldp.POWER_IDS) + ["magic"]),
              st.sampled_from(["red", "blue", "green", "yellow", "purple", "nobody"])),
    st.builds(lambda c: f"power {c}", st.sampled_from(list(ldp.POWER_IDS))),
    st.builds(lambda a, b: f"power switch {a} {b}", st.sampled_from(PAWNS), st.sampled_from(PAWNS)),
    st.builds(lambda c: f"discard {c}", st.integers(0, 42)),
    st.builds(lambda p: f"partner {p}", st.sampled_from(PAWNS)),
    st.builds(lambda p, c: f"redeploy {p} {c}", st.sampled_from(PAWNS), st.integers(0, 42)),
    st.builds(lambda n: f"take {n}", st.integers(0, 12)),
    st.sampled_from(["draw", "defend", "accept", "", "pass", "play", "power"]),
    st.text(max_size=12),
)


def new(seed: int, players: int, hidden: bool) -> ldp.Game:
    return ldp.new_game(seed=seed, players=players, hidden_scores=hidden)


def play_choices(game: ldp.Game, picks: list[int]) -> None:
    for pick in picks:
        moves = game.legal_moves()
        if not moves:
            return
        game.play(moves[pick % len(moves)])


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games, st.randoms(use_true_random=False))
def test_whole_random_games_keep_the_invariants_and_end_at_twelve(setup, rng):
    """Whole games (with the other tests' partial ones: hundreds), invariants after every decision."""
    game = new(*setup)
    check_invariants(game.state)
    for _ in range(5000):
        moves = game.legal_moves()
        if not moves:
            break
        assert len({m.notation for m in moves}) == len(moves)
        game.play(rng.choice(moves))
        check_invariants(game.state)
    outcome = game.outcome
    assert outcome is not None
    best = max(game.state.scores.values())
    assert best >= ldp.WINNING_SCORE and all(game.state.scores[w] == best for w in outcome.winners)


@SETTINGS
@given(games, choices)
def test_every_decision_is_listed_for_whoever_decides(setup, picks):
    """Non-active players decide too (Defence): ``to_move`` is the decider and the moves are theirs."""
    game = new(*setup)
    game.auto_chance = False
    for pick in picks:
        if game.outcome is not None:
            break
        if game.to_move == CHANCE:
            odds = game.chance_odds()
            assert odds and sum(p for _, p in odds) == 1
            game.play(odds[pick % len(odds)][0])
            continue
        state = game.state
        assert game.to_move == (state.event.victim if state.phase == "defence" and state.power is None
                                else state.power.target if state.phase == "defence" else state.active)
        moves = game.legal_moves()
        game.play(moves[pick % len(moves)])
        check_invariants(game.state)


@SETTINGS
@given(games, choices, st.lists(notations, min_size=5, max_size=20))
def test_unlisted_notations_raise_and_change_nothing(setup, picks, attempts):
    game = new(*setup)
    play_choices(game, picks)
    legal = {m.notation for m in game.legal_moves()}
    before, history = game.position(), game.history
    for notation in attempts:
        if notation in legal:
            continue
        try:
            game.play(notation)
        except IllegalMove as error:
            assert error.reason and "None" not in error.reason
        else:
            raise AssertionError(f"{notation!r} was played although it was not listed")
        assert game.position() == before and game.history == history


@SETTINGS
@given(games, choices)
def test_undo_redo_position_and_record_round_trips_are_exact(setup, picks):
    game = new(*setup)
    start = game.position()
    positions = [start]
    for pick in picks:
        moves = game.legal_moves()
        if not moves:
            break
        game.play(moves[pick % len(moves)])
        positions.append(game.position())
    position = game.position()
    assert json.loads(json.dumps(position)) == position
    copy = ldp.Game.from_position(position)
    assert copy.position() == position
    assert [m.notation for m in copy.legal_moves()] == [m.notation for m in game.legal_moves()]
    replay = ldp.Game.from_record(json.loads(json.dumps(game.to_record())))
    assert replay.position() == position
    for expected in reversed(positions[:-1]):
        game.undo()
        assert game.position() == expected
    assert game.undo() is None and game.position() == start
    while game.redo() is not None:
        pass
    assert game.position() == position


@SETTINGS
@given(games, choices)
def test_the_same_seed_and_decisions_give_the_same_game(setup, picks):
    first, second = new(*setup), new(*setup)
    play_choices(first, picks)
    play_choices(second, picks)
    assert first.position() == second.position() and first.history == second.history


@SETTINGS
@given(games, choices, st.integers(0, 2**32))
def test_views_leak_nothing_and_resampling_depends_only_on_the_view(setup, picks, seed):
    game = new(*setup)
    game.auto_chance = False
    play_choices(game, picks)
    state = game.state
    rules = ldp.Game
    for viewer in (*state.players, None):
        view = rules.visible_position(state, viewer)
        imagined = rules.resample_hidden(state, viewer, Rng(seed))
        check_invariants(imagined)
        assert rules.visible_position(imagined, viewer) == view
        # a state with the same view resamples to the very same state
        assert rules.resample_hidden(imagined, viewer, Rng(seed)) == imagined
        assert view["rng"] is None and view["draw_pile"] == [None] * len(state.draw_pile)
        for colour in state.players:
            if colour != viewer:
                assert set(view["hands"][colour]) <= {None} and set(view["powers"][colour]) <= {None}
    mover = game.to_move
    if mover not in (None, CHANCE):
        imagined = rules.resample_hidden(state, mover, Rng(seed))
        assert [m.notation for m in rules.moves_in(imagined)] == [m.notation for m in rules.moves_in(state)]

"""Property tests for HIT: random decisions in 2-, 3- and 4-player games keep every invariant.

- every listed decision applies; unlisted notations raise IllegalMove and change nothing;
- the 55 cards are conserved (hands, draw and discard piles, market, neutral stack, box);
- figures are conserved, never two on one field; coins are never negative;
- undo/redo, position and record round trips are exact; the same seed gives the same game.
"""

from __future__ import annotations

import json

from hit_helpers import check_invariants
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulebook import hit
from rulebook.core import IllegalMove

SETTINGS = settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])

games = st.tuples(st.integers(0, 2**31 - 1), st.sampled_from([2, 3, 4]),
                  st.sampled_from([(), ("mehr-schadenfreude",), ("4-statt-3",)]))
choices = st.lists(st.integers(0, 2**16), min_size=40, max_size=300)

FIGURES = [f"{c}-{n}" for c in hit.COLOURS for n in range(1, 5)] + ["purple-1"]
OPTIONS = ["fwd1", "fwd3", "fwd5", "fwd6", "fwd11", "back1", "out", "corner", "corners2", "groups1", "groups3",
           "hunt", "behind", "barrier", "start", "coins", "unused", "split", "teleport"]
notations = st.one_of(
    st.builds(lambda h, o, f: f"play {h}:{o} {f}", st.integers(0, 4), st.sampled_from(OPTIONS),
              st.sampled_from(FIGURES)),
    st.builds(lambda h, o: f"play {h}:{o}", st.integers(0, 4), st.sampled_from(OPTIONS)),
    st.builds(lambda h, f, n: f"play {h}:split {f} {n}", st.integers(0, 4), st.sampled_from(FIGURES),
              st.integers(0, 12)),
    st.builds(lambda f, n: f"split {f} {n}", st.sampled_from(FIGURES), st.integers(0, 12)),
    st.builds(lambda a, b, f: f"discard {a}+{b}:out {f}", st.integers(0, 4), st.integers(0, 4),
              st.sampled_from(FIGURES)),
    st.builds(lambda m: f"buy {m}", st.integers(0, 7)),
    st.sampled_from(["end", "keep-shield", "shuffle-shield", "", "pass", "play", "buy x"]),
    st.text(max_size=12),
)
KEYS = ["hand:1", "hand:2", "hand:3", "hand:9", "market:1", "market:5", "market:0", "figure:red-1", "figure:blue-2",
        "figure:green-4", "field:0", "field:17", "field:99", "goal:red-1", "wait:blue-2", "discard:red",
        "coins:green", "button:end-turn", "button:keep-shield", "button:shuffle-shield", "junk", "",
        "goal:", "wait:", "goal:x", "hand:²", "market:²"]


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
            assert error.reason and isinstance(error.reason, str)
        else:
            raise AssertionError(f"{notation!r} was played although it was not listed")
        assert game.position() == before and game.history == history


@SETTINGS
@given(games, choices, st.lists(st.lists(st.sampled_from(KEYS), min_size=1, max_size=3), min_size=3, max_size=8))
def test_clicks_resolve_to_their_move_and_junk_clicks_are_explained(setup, picks, junk):
    game = new(*setup)
    play_choices(game, picks)
    moves = game.legal_moves()
    for move in moves:
        same = [m for m in moves if m.clicks == move.clicks]
        if len(same) == 1:
            assert hit.notation_for_clicks(game.state, move.clicks) == move.notation
        else:
            assert len({m.label for m in same}) == len(same)
    before = game.position()
    for clicks in junk:
        text = game.explain(clicks)
        assert isinstance(text, str) and text
    assert game.position() == before


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
    copy = hit.Game.from_position(position)
    assert copy.position() == position
    assert [m.notation for m in copy.legal_moves()] == [m.notation for m in game.legal_moves()]
    replay = hit.Game.from_record(json.loads(json.dumps(game.to_record())))
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
    assert first.position() == second.position()
    assert first.history == second.history


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games, st.randoms(use_true_random=False))
def test_whole_random_games_finish_with_a_single_winner(setup, rng):
    """Hundreds of whole games (with the other tests' partial ones), invariants checked after every decision."""
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

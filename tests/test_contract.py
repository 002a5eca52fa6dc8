"""The contract every game keeps (registered in ``tests/contract.py``).

In the spirit of pgx's api_test and OpenSpiel's random-simulation test: whatever
the game, random whole games apply every listed move and keep the game's
invariants; unlisted moves are refused and change nothing; undo/redo, positions
and records round-trip exactly; the same seed gives the same game; no view
shows what its seat may not see; chance outcomes sum to exactly 1; and a golden
transcript of one seeded game shows any change to the rules or the randomness as
a diff.
"""

from __future__ import annotations

import inspect
import json
import os
import random
from fractions import Fraction
from pathlib import Path

import pytest
from contract import GAMES, ContractGame
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulebook.core import CHANCE, Game, IllegalMove, InvalidPosition, Rng, play_out

GOLDEN = Path(__file__).parent / "golden"
PYTHON_WORDS = ("None", "NoneType", "<class", "Traceback", "dict", "a int", "a str", "{'", "['")
by_name = pytest.mark.parametrize("spec", GAMES, ids=[spec.name for spec in GAMES])


# ------------------------------------------------------------------ helpers
def random_game(spec: ContractGame, seed: int, max_moves: int | None = None) -> Game:
    """A seeded game played on by random decisions (chance resolved by the session)."""
    game = spec.new_game(seed)
    chooser = random.Random(seed)
    for _ in range(spec.max_decisions):
        moves = game.legal_moves()
        if not moves or (max_moves is not None and len(game.history) >= max_moves):
            return game
        game.play(chooser.choice(moves))
    raise AssertionError(f"{spec.name} seed {seed}: no end after {spec.max_decisions} decisions")


def fingerprint(game: Game) -> tuple:
    return game.position(), game.history, game.all_moves, game.cursor, game.state


def seats(spec: ContractGame, state) -> tuple:
    return (*spec.rules.players_of(state), None)


def check_views(spec: ContractGame, state, salt: int) -> None:
    """No view shows a hidden value: redraw everything a seat cannot see and its view stays the same;
    the redraw depends only on the view; the seat to move keeps exactly its choices."""
    rules = spec.rules
    for viewer in seats(spec, state):
        view = rules.visible_position(state, viewer)
        json.dumps(view)
        assert "rng" not in view or view["rng"] is None, "the generator's seed would tell the future"
        first = rules.resample_hidden(state, viewer, Rng(salt))
        assert rules.visible_position(first, viewer) == view, f"{viewer}'s view changed when hidden values changed"
        other = rules.resample_hidden(state, viewer, Rng(salt + 1))
        again = rules.resample_hidden(other, viewer, Rng(salt))
        assert rules.state_to_position(again) == rules.state_to_position(first), \
            f"what {viewer} imagines depends on values {viewer} cannot see"
        if viewer is not None and rules.player_to_move(state) == viewer and rules.outcome_of(state) is None:
            assert [m.notation for m in rules.moves_in(first)] == [m.notation for m in rules.moves_in(state)]


def check_chance_point(rules: type[Game], state) -> None:
    outcomes = rules.chance_outcomes(state)
    assert outcomes, "a chance point lists its outcomes"
    assert sum(Fraction(p) for _, p in outcomes) == 1, "chance outcomes sum to exactly 1"
    assert all(Fraction(p) > 0 for _, p in outcomes)
    notations = [move.notation for move, _ in outcomes]
    assert len(set(notations)) == len(notations)
    for move, _ in outcomes:
        rules.apply(state, move)


def learner_text(text: str) -> None:
    assert isinstance(text, str) and text
    assert len(text) < 700, f"a message of {len(text)} characters"
    assert not any(word in text for word in PYTHON_WORDS), f"Python spelling in a learner's message: {text!r}"


# ------------------------------------------------------------------ random whole games
@by_name
def test_random_whole_games_apply_every_listed_move_and_keep_the_invariants(spec):
    rules = spec.rules
    for seed in range(spec.whole_games):
        game = spec.new_game(seed)
        chooser = random.Random(seed)
        spec.invariants(game.state)
        for step in range(spec.max_decisions):
            moves = game.legal_moves()
            if not moves:
                break
            notations = [move.notation for move in moves]
            assert len(set(notations)) == len(notations), "each move has its own notation"
            state = game.state
            if game.to_move == CHANCE:
                check_chance_point(rules, state)
            elif step % 7 == 0:
                for move in moves:  # every listed move applies and keeps the invariants
                    spec.invariants(rules.apply(state, move))
            if step % 5 == 0:
                check_views(spec, state, seed * 1000 + step)
            game.play(chooser.choice(moves))
            spec.invariants(game.state)
        else:
            raise AssertionError(f"seed {seed}: no end after {spec.max_decisions} decisions")
        assert game.outcome is not None and game.to_move is None and game.legal_moves() == []


@by_name
def test_unlisted_moves_are_refused_and_change_nothing(spec):
    for seed in range(3):
        game = random_game(spec, seed, max_moves=11 * seed)
        legal = {move.notation for move in game.legal_moves()}
        attempts = list(spec.junk_notations) + ["", " ", "x" * 5000, "1" * 4400, "move", "\x00"]
        attempts += [notation + " x" for notation in legal] + [notation.upper() for notation in legal]
        before = fingerprint(game)
        for notation in attempts:
            if notation in legal:
                continue
            with pytest.raises(IllegalMove) as refused:
                game.play(notation)
            learner_text(refused.value.reason)
            assert fingerprint(game) == before
        for junk in (None, 7, 2.5, ["a"], {"a": 1}):
            with pytest.raises(IllegalMove):
                game.play(junk)
            assert fingerprint(game) == before


@pytest.mark.parametrize("spec", [s for s in GAMES if s.junk_strategy is not None],
                         ids=[s.name for s in GAMES if s.junk_strategy is not None])
def test_generated_junk_notations_are_refused(spec):
    """Notations made by the game's own generator of near-misses (hypothesis)."""
    games = [random_game(spec, seed, max_moves=17 * seed) for seed in range(3)]

    @settings(max_examples=60, deadline=None)
    @given(st.sampled_from(range(len(games))), st.lists(spec.junk_strategy, min_size=1, max_size=10))
    def refused(index, attempts):
        game = games[index]
        legal = {move.notation for move in game.legal_moves()}
        before = fingerprint(game)
        for notation in attempts:
            if notation in legal:
                continue
            with pytest.raises(IllegalMove) as error:
                game.play(notation)
            assert error.value.reason and len(error.value.reason) < 700
            assert fingerprint(game) == before

    refused()


@by_name
def test_clicks_lead_to_their_move_and_junk_clicks_are_explained(spec):
    game = random_game(spec, 5, max_moves=9)
    moves = game.legal_moves()
    for move in moves:
        if move.clicks and [m.clicks for m in moves].count(move.clicks) == 1:
            assert game.explain(list(move.clicks)) == f"{move.label} is a legal move."
    before = fingerprint(game)
    nested: list = []
    for _ in range(3000):
        nested = [nested]
    for junk in (["nowhere"], ["x" * 5000], ["hand:" + "9" * 4400], [""], [7], [None], nested, ["a"] * 80,
                 "9" * 4400, 3, {"a": 1}, ["square:a1", {"b": 2}]):
        learner_text(game.explain(junk))
    assert fingerprint(game) == before


@by_name
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(junk=st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
                         lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner,
                                                                                     max_size=3), max_leaves=12))
def test_junk_positions_are_refused_with_reasons(spec, junk):
    position = random_game(spec, 1, max_moves=3).position()
    for broken in (junk, {**position, "extra": junk}, {key: junk for key in position}, {**position, "rng": junk}):
        try:
            spec.rules.from_position(broken)
        except InvalidPosition as error:
            assert error.problems
            for problem in error.problems:
                assert len(problem) < 700
        # a junk value that happens to be a valid entry is fine: the point is that nothing else is raised


# ------------------------------------------------------------------ round trips
@by_name
def test_undo_redo_positions_and_records_round_trip_exactly(spec):
    game = random_game(spec, 7)
    record = json.loads(json.dumps(game.to_record()))
    replay = spec.rules.from_record(record)
    assert replay.position() == game.position() and replay.to_record() == record
    assert [m.notation for m in replay.history] == record["moves"]
    points = []
    while True:
        points.append((game.cursor, game.position(), game.legal_moves()))
        if game.undo() is None:
            break
    assert game.to_move != CHANCE
    for cursor, position, moves in reversed(points[:-1]):
        game.redo()
        assert (game.cursor, game.position(), game.legal_moves()) == (cursor, position, moves)
    for cursor in range(0, len(game.all_moves) + 1, 3):
        game.jump(cursor)
        if game.to_move == CHANCE:
            continue
        position = json.loads(json.dumps(game.position()))
        copy = spec.rules.from_position(position)
        assert copy.position() == position
        assert [m.notation for m in copy.legal_moves()] == [m.notation for m in game.legal_moves()]


@by_name
def test_faulty_records_are_named_faulty(spec):
    record = random_game(spec, 2, max_moves=6).to_record()
    for broken in ({**record, "moves": "e2-e4"}, {"moves": []}, {**record, "game": "chess"},
                   {**record, "start": {"nonsense": True}}):
        with pytest.raises(InvalidPosition) as error:
            spec.rules.from_record(broken)
        assert str(error.value).startswith("This record is faulty")
    with pytest.raises(IllegalMove, match="^Move 1 of the record"):
        spec.rules.from_record({**record, "moves": ["no such move"]})


@by_name
def test_the_same_seed_gives_the_same_game(spec):
    for seed in (3, 4):
        first, second = random_game(spec, seed), random_game(spec, seed)
        assert first.to_record() == second.to_record() and first.position() == second.position()


@by_name
def test_computer_players_finish_a_game(spec):
    from rulebook.core import GreedyPlayer, RandomPlayer
    game = spec.new_game(11)
    players = {seat: (GreedyPlayer(11) if index % 2 == 0 else RandomPlayer(11))
               for index, seat in enumerate(spec.rules.players_of(game.state))}
    play_out(game, players, max_moves=spec.max_decisions)
    assert game.outcome is not None


# ------------------------------------------------------------------ chance
@by_name
def test_chance_points_can_be_forced_and_are_recorded(spec):
    game = spec.new_game(9)
    game.jump(0)  # the very start: a game may open with a chance point
    game.auto_chance = False
    forced = 0
    chooser = random.Random(9)
    for _ in range(400):
        moves = game.legal_moves()
        if not moves:
            break
        if game.to_move == CHANCE:
            odds = game.chance_odds()
            assert [m for m, _ in odds] == moves
            choice = moves[-1]
            game.play(choice.notation)
            assert game.history[-1] == choice
            forced += 1
        else:
            game.play(chooser.choice(moves))
    replay = spec.rules.from_record(game.to_record())
    assert replay.position() == game.position()
    if inspect.getattr_static(spec.rules, "chance_outcomes") is inspect.getattr_static(Game, "chance_outcomes"):
        assert forced == 0
    else:
        assert forced > 0, "a game with chance points met none"


# ------------------------------------------------------------------ golden transcript
def transcript(spec: ContractGame) -> str:
    """One seeded game as text: every decision and chance outcome, then one seat's view and the result."""
    game = spec.new_game(2024)
    players = {seat: RandomChooser(index) for index, seat in enumerate(spec.rules.players_of(game.state))}
    lines = [f"# golden transcript: {spec.name}, seed 2024, random players", ""]
    while game.outcome is None and len(game.history) < spec.golden_moves:
        if game.to_move == CHANCE:
            game.resolve_chance()
        else:
            game.play(players[game.to_move].pick(game.legal_moves()))
    states = [game.start_state]
    for index, move in enumerate(game.history):
        before = game._states[index]
        states.append(before)
        mover = spec.rules.player_to_move(before)
        if mover == CHANCE:
            odds = {m.notation: p for m, p in spec.rules.chance_outcomes(before)}
            lines.append(f"{index + 1:4} chance  {move.notation}  (p={odds[move.notation]})  {move.label}")
        else:
            lines.append(f"{index + 1:4} {mover}  {move.notation}  {move.label}")
    viewer = spec.rules.players_of(game.state)[0]
    lines += ["", f"view of {viewer}:", json.dumps(game.view(viewer), sort_keys=True, indent=1),
              "", f"outcome: {game.outcome.to_json() if game.outcome else 'unfinished'}", ""]
    return "\n".join(lines)


class RandomChooser:
    def __init__(self, seed: int):
        self.random = random.Random(seed)

    def pick(self, moves):
        return self.random.choice(moves)


@pytest.mark.parametrize("spec", [s for s in GAMES if s.golden_moves], ids=[s.name for s in GAMES if s.golden_moves])
def test_golden_transcript(spec):
    path = GOLDEN / f"{spec.name}.txt"
    text = transcript(spec)
    if os.environ.get("UPDATE_GOLDEN") == "1":
        path.parent.mkdir(exist_ok=True)
        path.write_text(text, "utf-8")
    assert path.exists(), f"no golden transcript yet: run with UPDATE_GOLDEN=1 to write {path.name}"
    assert text == path.read_text("utf-8"), f"{spec.name}'s seeded game changed: see git diff after UPDATE_GOLDEN=1"

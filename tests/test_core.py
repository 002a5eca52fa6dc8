"""The shared session mechanics of rulebook.core, on a tiny toy game defined here.

Dice Nim: a heap of counters; the player to move has rolled a die (1-3) and takes 1 up to the roll
(and no more than the heap).  Whoever takes the last counter wins.  After every move the next die is
rolled from the state's own Rng, so undo must restore it and a record must replay it.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from rulebook import core
from rulebook.core import (
    Game,
    GreedyPlayer,
    IllegalMove,
    InvalidPosition,
    Move,
    Outcome,
    RandomPlayer,
    Rng,
    computer_player,
    play_out,
)

PLAYERS = ("A", "B")


@dataclass(frozen=True)
class NimState:
    heap: int
    to_move: str
    roll: int
    rng: Rng


class DiceNim(Game):
    name = "dice-nim"

    @classmethod
    def initial_state(cls, rng: Rng, heap: int = 10) -> NimState:
        roll, rng = rng.randint(1, 3)
        return NimState(heap, "A", roll, rng)

    @classmethod
    def state_from_position(cls, position) -> NimState:
        problems = []
        heap, to_move, roll = position.get("heap"), position.get("to_move"), position.get("roll")
        if not isinstance(heap, int) or heap < 0:
            problems.append(f"the heap must be a whole number of counters, not {heap!r}")
        if to_move not in PLAYERS:
            problems.append(f"to_move must be A or B, not {to_move!r}")
        if roll not in (1, 2, 3):
            problems.append(f"the die shows 1, 2 or 3, not {roll!r}")
        if problems:
            raise InvalidPosition(problems)
        return NimState(heap, to_move, roll, Rng.from_json(position.get("rng", {"seed": 0})))

    @classmethod
    def state_to_position(cls, state: NimState) -> dict:
        return {"heap": state.heap, "to_move": state.to_move, "roll": state.roll, "rng": state.rng.to_json()}

    @classmethod
    def moves_in(cls, state: NimState) -> list[Move]:
        return [Move(f"take {count}", f"{state.to_move} takes {count}", ("heap", f"take:{count}"))
                for count in range(1, min(state.roll, state.heap) + 1)]

    @classmethod
    def apply(cls, state: NimState, move: Move) -> NimState:
        roll, rng = state.rng.randint(1, 3)
        following = "B" if state.to_move == "A" else "A"
        return NimState(state.heap - int(move.notation.split()[1]), following, roll, rng)

    @classmethod
    def player_to_move(cls, state: NimState) -> str:
        return state.to_move

    @classmethod
    def outcome_of(cls, state: NimState) -> Outcome | None:
        if state.heap > 0:
            return None
        winner = "B" if state.to_move == "A" else "A"
        return Outcome((winner,), {winner: 1}, f"{winner} took the last counter")

    @classmethod
    def why_not(cls, state: NimState, notation: str) -> str:
        return f"the die shows {state.roll} and the heap holds {state.heap}; '{notation}' is not allowed"

    @classmethod
    def notation_for_clicks(cls, state, clicks):
        if len(clicks) == 2 and clicks[0] == "heap" and clicks[1].startswith("take:"):
            return f"take {clicks[1][5:]}"
        return None


def position(heap=10, to_move="A", roll=3, seed=1, draws=0) -> dict:
    return {"heap": heap, "to_move": to_move, "roll": roll, "rng": {"seed": seed, "draws": draws}}


def snapshot(game: Game):
    return game.position(), game.history, game.all_moves, game.cursor, game.state, game.legal_moves()


# ------------------------------------------------------------------ creation
def test_new_game_is_reproducible_from_its_seed():
    assert DiceNim.new(seed=5).state == DiceNim.new(seed=5).state
    first_rolls = {DiceNim.new(seed=seed).state.roll for seed in range(30)}
    assert first_rolls == {1, 2, 3}
    assert DiceNim.new(seed=5, heap=4).state.heap == 4
    assert isinstance(DiceNim.new().state.rng.seed, int)


def test_from_position_checks_the_dict_and_lists_every_problem():
    with pytest.raises(InvalidPosition) as error:
        DiceNim.from_position("heap of 10")
    assert error.value.problems == ["a position is a table of entries, not 'heap of 10'"]
    with pytest.raises(InvalidPosition) as error:
        DiceNim.from_position({"heap": -1, "to_move": "C", "roll": 9})
    assert len(error.value.problems) == 3
    for problem in error.value.problems:
        assert f"- {problem}" in str(error.value)
    assert str(error.value).startswith("This position is not possible:")


def test_position_round_trip():
    game = DiceNim.from_position(position(heap=7, roll=2, seed=9, draws=4))
    assert game.position() == position(heap=7, roll=2, seed=9, draws=4)
    assert DiceNim.from_position(game.position()).state == game.state


# ------------------------------------------------------------------ playing
def test_play_by_notation_or_move_returns_the_legal_move():
    game = DiceNim.from_position(position(roll=3))
    assert [move.notation for move in game.legal_moves()] == ["take 1", "take 2", "take 3"]
    played = game.play("take 2")
    assert played == Move("take 2", "A takes 2", ("heap", "take:2"))
    assert game.state.heap == 8 and game.to_move == "B"
    assert game.history == (played,) and game.cursor == 1 and game.all_moves == (played,)
    second = game.play(game.legal_moves()[0])
    assert game.history == (played, second)


def test_an_illegal_move_raises_and_leaves_everything_unchanged():
    game = DiceNim.from_position(position(roll=2))
    game.play("take 1")
    before = snapshot(game)
    for junk in ["take 4", "take", "", "take 1 please"]:
        with pytest.raises(IllegalMove) as error:
            game.play(junk)
        assert error.value.notation == junk
        assert error.value.reason == DiceNim.why_not(game.state, junk)
        assert snapshot(game) == before
    for junk in [None, 3, ["take 1"]]:
        with pytest.raises(IllegalMove, match="A move is written as text"):
            game.play(junk)
        assert snapshot(game) == before


def test_legal_moves_returns_a_copy():
    game = DiceNim.from_position(position(roll=3))
    game.legal_moves().clear()
    assert len(game.legal_moves()) == 3


def test_undo_and_redo_restore_exact_states_including_the_dice():
    game = DiceNim.new(seed=3)
    states = [game.state]
    for _ in range(4):
        game.play(game.legal_moves()[0])
        states.append(game.state)
    moves = game.all_moves
    for back in range(4, 0, -1):
        assert game.undo() == moves[back - 1]
        assert game.state == states[back - 1] and game.cursor == back - 1
    assert game.undo() is None and game.cursor == 0
    for forward in range(1, 5):
        assert game.redo() == moves[forward - 1]
        assert game.state == states[forward]
    assert game.redo() is None
    assert game.all_moves == moves


def test_randomness_comes_back_with_undo():
    """Replaying a move after undo gives the same next roll: the generator lives in the state."""
    game = DiceNim.new(seed=11)
    rolls = []
    for _ in range(3):
        game.play(game.legal_moves()[0])
        rolls.append(game.state.roll)
        game.undo()
    assert len(set(rolls)) == 1
    game.play(game.legal_moves()[0])
    assert game.state.rng.draws == 2


def test_a_new_move_after_undo_cuts_the_redo_tail():
    game = DiceNim.from_position(position(heap=20, roll=3, seed=2))
    for _ in range(3):
        game.play(game.legal_moves()[0])
    game.undo()
    game.undo()
    other = game.legal_moves()[-1]
    game.play(other)
    assert len(game.all_moves) == 2 and game.all_moves[-1] == other and game.cursor == 2
    assert game.redo() is None
    assert [move.notation for move in game.legal_moves()] == [
        move.notation for move in DiceNim.moves_in(game.state)]


def test_jump_moves_the_cursor_anywhere_in_the_history():
    game = DiceNim.new(seed=4, heap=30)
    for _ in range(5):
        game.play(game.legal_moves()[0])
    states = {}
    for cursor in range(6):
        game.jump(cursor)
        states[cursor] = game.state
        assert game.cursor == cursor and len(game.history) == cursor
    game.jump(2)
    assert game.state == states[2] and len(game.all_moves) == 5
    for bad in (-1, 6, True, "1", 1.0):
        with pytest.raises(IndexError):
            game.jump(bad)
    assert game.cursor == 2


# ------------------------------------------------------------------ records
def test_a_record_replays_the_same_game_and_dice():
    game = play_out(DiceNim.new(seed=8), RandomPlayer(8))
    record = game.to_record()
    assert record["game"] == "dice-nim" and record["start"] == DiceNim.new(seed=8).position()
    replay = DiceNim.from_record(record)
    assert replay.to_record() == record
    assert replay.state == game.state
    assert replay.outcome == game.outcome


def test_a_record_holds_only_the_moves_up_to_the_cursor():
    game = DiceNim.new(seed=8, heap=30)
    for _ in range(4):
        game.play(game.legal_moves()[0])
    game.undo()
    assert len(game.to_record()["moves"]) == 3


def test_bad_records_are_refused():
    with pytest.raises(InvalidPosition):
        DiceNim.from_record({"moves": []})
    with pytest.raises(InvalidPosition):
        DiceNim.from_record(["take 1"])
    with pytest.raises(InvalidPosition, match="this record is of the game 'chess'"):
        DiceNim.from_record({"game": "chess", "start": position(), "moves": []})
    with pytest.raises(InvalidPosition, match="'moves' must be a list of notations"):
        DiceNim.from_record({"start": position(), "moves": 5})
    with pytest.raises(IllegalMove, match="Move 2 of the record, 'take 9'"):
        DiceNim.from_record({"start": position(roll=1), "moves": ["take 1", "take 9"]})


# ------------------------------------------------------------------ the random generator
def test_rng_is_a_deterministic_immutable_value():
    rng = Rng(7)
    first, after = rng.randint(1, 100)
    assert rng == Rng(7, 0) and after == Rng(7, 1)
    assert rng.randint(1, 100) == (first, after)
    assert [Rng(7, n).randint(1, 10**9)[0] for n in range(5)] == [Rng(7, n).randint(1, 10**9)[0]
                                                                   for n in range(5)]
    assert len({Rng(7, n).randint(1, 10**9)[0] for n in range(5)}) > 1
    shuffled, next_rng = rng.shuffled(range(10))
    assert sorted(shuffled) == list(range(10)) and next_rng.draws == 1
    assert rng.shuffled(range(10))[0] == shuffled
    choice, _ = rng.choice("xyz")
    assert choice in "xyz"


def test_rng_json_round_trip_and_errors():
    assert Rng.from_json(Rng(3, 5).to_json()) == Rng(3, 5)
    assert Rng.from_json({"seed": 3}) == Rng(3, 0)
    for junk in ({}, {"seed": "x"}, None):
        with pytest.raises(InvalidPosition):
            Rng.from_json(junk)
    assert Rng.fresh(12) == Rng(12, 0)
    assert isinstance(Rng.fresh().seed, int)


# ------------------------------------------------------------------ values
def test_outcome_and_move_values():
    assert Outcome(("A",), {"A": 3}, "r").winner == "A"
    draw = Outcome((), {"A": 1, "B": 1}, "tie")
    assert draw.winner is None and draw.is_draw
    shared = Outcome(("A", "B"))
    assert shared.winner is None and not shared.is_draw
    assert draw.to_json() == {"winners": [], "winner": None, "scores": {"A": 1, "B": 1}, "reason": "tie"}
    move = Move("take 1", "A takes 1", ("heap", "take:1"), ("heap",), data={"x": 1})
    assert move == Move("take 1", "A takes 1", ("heap", "take:1"), ("heap",), data={"y": 2})
    assert hash(move) == hash(Move("take 1", "A takes 1", ("heap", "take:1"), ("heap",)))
    assert move.to_json() == {"notation": "take 1", "label": "A takes 1", "clicks": ["heap", "take:1"],
                              "path": ["heap"]}


def test_base_hooks_must_be_written_by_each_game():
    for hook, args in [("initial_state", (Rng(1),)), ("state_from_position", ({},)),
                       ("state_to_position", (None,)), ("moves_in", (None,)), ("apply", (None, None)),
                       ("player_to_move", (None,)), ("outcome_of", (None,))]:
        with pytest.raises(NotImplementedError):
            getattr(Game, hook)(*args)
    assert Game.why_not(None, "x") == "'x' is not a legal move here."
    assert Game.why_not_clicks(None, ["a", "b"]) == "No legal move starts with a then b."


# ------------------------------------------------------------------ the end and explanations
def test_game_over():
    game = DiceNim.from_position(position(heap=2, roll=3))
    game.play("take 2")
    assert game.outcome == Outcome(("A",), {"A": 1}, "A took the last counter")
    assert game.to_move is None and game.legal_moves() == []
    with pytest.raises(IllegalMove, match=r"The game is over \(A took the last counter\)"):
        game.play("take 1")
    assert game.explain("take 1").startswith("The game is over")
    assert game.explain(["heap"]).startswith("The game is over")
    game.undo()
    assert game.outcome is None and game.to_move == "A"


def test_explain():
    game = DiceNim.from_position(position(heap=5, roll=2))
    assert game.explain("take 2") == "A takes 2 is a legal move."
    assert game.explain("take 3") == "the die shows 2 and the heap holds 5; 'take 3' is not allowed"
    assert game.explain(["heap", "take:1"]) == "A takes 1 is a legal move."
    assert game.explain(("heap", "take:3")) == "the die shows 2 and the heap holds 5; 'take 3' is not allowed"
    assert game.explain(["heap"]) == "No legal move starts with heap."
    assert game.explain(7).startswith("7 is neither a move")
    assert game.position() == position(heap=5, roll=2)


def test_default_evaluate_rates_win_loss_and_running_games():
    won = NimState(0, "B", 1, Rng(1))
    assert DiceNim.evaluate(won, "A") == 1.0 and DiceNim.evaluate(won, "B") == -1.0
    assert DiceNim.evaluate(NimState(3, "A", 1, Rng(1)), "A") == 0.0


# ------------------------------------------------------------------ computer players
def test_random_player_is_reproducible_and_plays_legal_moves():
    game = DiceNim.new(seed=1, heap=30)
    choices = [RandomPlayer(5).choose(game) for _ in range(3)]
    assert len(set(choices)) == 1 and choices[0] in game.legal_moves()


def test_greedy_player_takes_a_winning_move():
    game = DiceNim.from_position(position(heap=2, roll=3))
    for seed in range(5):
        assert GreedyPlayer(seed).choose(game).notation == "take 2"


def test_players_refuse_a_finished_game():
    game = DiceNim.from_position(position(heap=1, roll=3))
    game.play("take 1")
    for player in (RandomPlayer(1), GreedyPlayer(1)):
        with pytest.raises(IllegalMove):
            player.choose(game)


def test_play_out_finishes_with_one_player_or_one_per_side():
    game = play_out(DiceNim.new(seed=2, heap=25), GreedyPlayer(2))
    assert game.outcome is not None
    game = play_out(DiceNim.new(seed=2, heap=25), {"A": GreedyPlayer(1), "B": RandomPlayer(1)})
    assert game.outcome is not None
    game = play_out(DiceNim.new(seed=2, heap=25))
    assert game.outcome is not None
    short = play_out(DiceNim.new(seed=2, heap=25), RandomPlayer(0), max_moves=2)
    assert len(short.history) == 2 and short.outcome is None


def test_computer_player_by_name():
    assert isinstance(computer_player("random", 1), RandomPlayer)
    assert isinstance(computer_player(), GreedyPlayer)
    assert set(core.PLAYERS) == {"random", "greedy"}
    with pytest.raises(ValueError, match="Unknown computer player 'clever'"):
        computer_player("clever")

"""Junk in, clear words out (issue 26), for all five games and every player count.

Hypothesis fuzzes the four ways junk reaches a game — board messages (junk interleaved with real play),
positions (real ones with one entry replaced by any value, JSON or not), ``explain()`` with any value, and
records — and checks each time: only the project's own exceptions, a game unchanged after a refusal, texts of
at most 500 characters in a learner's words (no Python spelling, no engine words). The fast tier runs a few
hundred cases per game; ``RULEBOOK_FUZZ=long`` runs 260 times as many and prints the counts.

The smallest cases an independent check found are named regression tests at the end.
"""

from __future__ import annotations

import json
import logging
import math
import os
from collections import Counter
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulebook import hit, hokito, horse_race, partners
from rulebook import le_dernier_peuple as ldp
from rulebook.core import IllegalMove, InvalidPosition, InvalidRecord, RandomPlayer, play_out
from widgets import DernierPeupleBoard, HitBoard, HokitoBoard, HorseRaceBoard, PartnersBoard

LONG = os.environ.get("RULEBOOK_FUZZ") == "long"
SCALE = 260 if LONG else 1
def fuzz(examples: int, scale: int = SCALE) -> settings:
    """``examples`` cases per game in the fast tier, ``scale`` times as many in the long run."""
    return settings(max_examples=examples * scale, deadline=None, derandomize=not LONG,
                    suppress_health_check=list(HealthCheck))

#: every game and player count: (name, module, new game)
GAMES = {
    "hokito": (hokito, lambda: hokito.new_game(seed=1)),
    **{f"hit-{n}": (hit, lambda n=n: hit.new_game(seed=n, players=n)) for n in (2, 3, 4)},
    "partners": (partners, lambda: partners.new_game(seed=2)),
    **{f"ldp-{n}": (ldp, lambda n=n: ldp.new_game(seed=n, players=n)) for n in (3, 4, 5)},
    **{f"horse-{n}": (horse_race, lambda n=n: horse_race.new_game(seed=n, players=n)) for n in (2, 3, 4)},
}
BOARDS = {"hokito": HokitoBoard, "hit": HitBoard, "partners": PartnersBoard, "ldp": DernierPeupleBoard,
          "horse": HorseRaceBoard}

#: what a learner must never read: Python's spelling and words of the engine
PYTHON_WORDS = ("None", "True", "False", "['", "{'", "Traceback", "Error", "resolve_chance", "()", "<", "Something went")
COUNTS: Counter = Counter()


def assert_learner_text(text: str, limit: int = 500) -> None:
    assert isinstance(text, str) and len(text) <= limit, (len(text), text[:200])
    found = [word for word in PYTHON_WORDS if word in text]
    assert not found, (found, text[:300])


@cache
def real_positions(name: str) -> tuple[str, ...]:
    """Positions along a seeded random game (JSON text, so each test gets a fresh copy)."""
    _module, new = GAMES[name]
    game, found = new(), []
    for step in range(6):
        found.append(json.dumps(game.position()))
        play_out(game, RandomPlayer(step), max_moves=12 + 8 * step)
    return tuple(found)


def entry_paths(value, path=()):
    yield path
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from entry_paths(inner, path + (key,))
    elif isinstance(value, list):
        for index, inner in enumerate(value[:5]):
            yield from entry_paths(inner, path + (index,))


def replaced(position: dict, path: tuple, value) -> dict:
    if not path:
        return value
    holder = position
    for key in path[:-1]:
        holder = holder[key]
    holder[path[-1]] = value
    return position


# texts echoed back in an error are the learner's own, so they are drawn from letters, digits and - : # ² only
TEXT = st.text(alphabet="abcdeklmnoprstuvwxyz-:#²0123456789 ", max_size=8)
JSON_VALUES = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | TEXT,
                           lambda inner: st.lists(inner, max_size=4) | st.dictionaries(TEXT, inner, max_size=3),
                           max_leaves=8)
ODD_VALUES = st.sampled_from([math.nan, math.inf, 10**40, "²", "x" * 5000, (1, 2), {1, 2}, b"red", object(),
                              [["luck"]], {"red": None}, [[1, 2]], [None], [{}], "red-1", -1, 0, 99])
ANY_VALUE = JSON_VALUES | ODD_VALUES


# ================================================================ positions
@pytest.mark.parametrize("name", sorted(GAMES))
@fuzz(40)
@given(data=st.data())
def test_a_mutated_position_loads_or_is_refused_in_words(name, data):
    module, _new = GAMES[name]
    position = json.loads(data.draw(st.sampled_from(real_positions(name))))
    path = data.draw(st.sampled_from(list(entry_paths(position))))
    mutated = replaced(position, path, data.draw(ANY_VALUE))
    try:
        game = module.Game.from_position(mutated)
        moves = game.legal_moves()
        if moves:
            game.play(moves[0])
        game.position()
        COUNTS[f"{name} position loaded"] += 1
    except InvalidPosition as error:
        assert_learner_text(str(error))
        COUNTS[f"{name} position refused"] += 1



# ================================================================ explain() and records
@pytest.mark.parametrize("name", sorted(GAMES))
@fuzz(30)
@given(data=st.data())
def test_explain_answers_any_value_in_words_and_changes_nothing(name, data):
    module, _new = GAMES[name]
    game = module.Game.from_position(json.loads(data.draw(st.sampled_from(real_positions(name)))))
    before = game.position()
    legal = [move.notation for move in game.legal_moves()] or ["x"]
    asked = data.draw(ANY_VALUE | st.sampled_from(legal) | st.lists(TEXT, max_size=5)
                      | st.sampled_from([[*m.clicks[:-1], "move:²"] for m in game.legal_moves()] or [["move:²"]]))
    assert_learner_text(game.explain(asked))
    assert game.position() == before
    COUNTS[f"{name} explain"] += 1



@pytest.mark.parametrize("name", sorted(GAMES))
@fuzz(15)
@given(data=st.data())
def test_a_damaged_record_replays_or_is_refused_in_words(name, data):
    module, new = GAMES[name]
    game = new()
    play_out(game, RandomPlayer(3), max_moves=20)
    record = json.loads(json.dumps(game.to_record()))
    path = data.draw(st.sampled_from(list(entry_paths(record))))
    damaged = replaced(record, path, data.draw(ANY_VALUE))
    try:
        module.Game.from_record(damaged)
        COUNTS[f"{name} record replayed"] += 1
    except (InvalidRecord, InvalidPosition, IllegalMove) as error:
        assert_learner_text(str(error))
        COUNTS[f"{name} record refused"] += 1



# ================================================================ board messages
MESSAGE_TYPES = ["play", "explain", "undo", "redo", "restart", "jump", "computer", "suggest", "redraw", "foresee",
                 "nonsense", None, 5]
JUNK_MESSAGE = st.fixed_dictionaries({"type": st.sampled_from(MESSAGE_TYPES)},
                                     optional={field: ANY_VALUE for field in ("id", "clicks", "cursor", "revision",
                                                                             "auto")})
MESSAGE = st.one_of(st.just("real"), st.just("computer"), st.just("real-explain"), JUNK_MESSAGE, ANY_VALUE)


def board_for(name: str):
    """A board of a seeded game whose computer is seeded too, so that hypothesis can replay a case."""
    _module, new = GAMES[name]
    return BOARDS[name.split("-")[0]](new(), computer_seed=0)


@pytest.mark.parametrize("name", sorted(GAMES))
@fuzz(6, 100 if LONG else 1)    # 600 games of 10 to 40 messages: over 10,000 messages per game in the long run
@given(messages=st.lists(MESSAGE, min_size=10, max_size=40), data=st.data())
def test_junk_messages_between_real_moves_change_nothing_and_say_so_in_words(name, messages, data):
    logging.disable(logging.CRITICAL)
    board = board_for(name)
    try:
        for message in messages:
            if message == "real" and board.moves:
                message = {"type": "play", "id": data.draw(st.sampled_from(board.moves))["id"],
                           "revision": board.revision}
            elif message == "computer":
                message = {"type": "computer", "revision": board.revision}
            elif message == "real-explain" and board.moves:
                clicks = data.draw(st.sampled_from(board.moves))["clicks"]
                message = {"type": "explain", "clicks": [*clicks[:-1], data.draw(st.sampled_from(
                    ["move:²", "pawn:nobody", "hand:7", "field:0", "wheel:1", "square:a1", "button:trot"]))],
                    "revision": board.revision}
            before = (json.dumps(board.game.position()), board.game.cursor, len(board.game.all_moves))
            board.message = ""
            acted = board.handle_message(message)
            # a refusal or an explanation is short; a report of several computer turns may run longer
            assert_learner_text(board.message, 500 if not acted or message.get("type") == "explain" else 1500)
            if not acted or (isinstance(message, dict) and message.get("type") == "explain"):
                assert (json.dumps(board.game.position()), board.game.cursor, len(board.game.all_moves)) == before
            COUNTS[f"{name} message {'acted on' if acted else 'refused'}"] += 1
            if board.game.outcome is not None:
                board.handle_message({"type": "restart"})
    finally:
        logging.disable(logging.NOTSET)



def test_zz_print_the_counts():
    """The counts of this run (``pytest -s`` shows them; RULEBOOK_FUZZ=long for the long run)."""
    for key in sorted(COUNTS):
        print(f"{key}: {COUNTS[key]}")
    assert all(count > 0 for count in COUNTS.values())


# ================================================================ the smallest cases, named
def test_a_bandit_steal_is_named_only_to_the_thief_and_the_robbed():
    """Issue 26 point 1: green, the person at the board while the computers play red and blue, learns only that
    red took a random card from blue: in the message, the move list, Undo and Redo."""
    position = ldp.build_position(3, hands={"blue": [5, 8]}, powers={"red": ["bandit"]})
    board = DernierPeupleBoard.from_position(position, computer_players=["red", "blue"], handover=False)
    board.game.auto_chance = False
    board.play("power bandit blue")
    board.computer_move()                                  # luck picks the card
    texts = [board.message, board.history[-1]["label"], board.history[-1]["notation"]]
    board.undo()
    texts.append(board.message)
    board.redo()
    texts.append(board.message)
    assert board.viewer() == "green"
    for text in texts:
        assert "random card" in text and "card 5" not in text and "card 8" not in text, text


@pytest.mark.parametrize("name", ["horse-2", "ldp-3"])
def test_suggest_at_a_chance_point_says_that_luck_decides(name):
    """Issue 26 point 2: Suggest at the dice (or the random steal) names the button that lets luck decide."""
    board = board_for(name)
    game = board.game
    game.auto_chance = False
    while game.to_move != "chance":
        game.play(game.legal_moves()[0])
    board.refresh()
    board.handle_message({"type": "suggest"})
    assert "Luck decides now" in board.message and "'Computer move'" in board.message
    assert_learner_text(board.message)


def test_a_click_key_with_a_superscript_digit_is_explained():
    """Issue 26 point 3: 'move:²' (a character str.isdigit() accepts and int() refuses)."""
    game = ldp.new_game(seed=3)
    assert_learner_text(game.explain(["move:²"]))
    assert_learner_text(game.explain(["move:²", "pawn:red-1", "wheel:4"]))


@pytest.mark.parametrize(("entry", "value"), [
    (("event",), {"kind": "sneaky", "village": 6, "moved": "red-1", "partner": "green-1", "attacker": "red",
                  "victim": "blue", "supporter": "nobody", "defended": False}),
    (("power",), {"card": "curse", "player": "red", "target": None}),
    (("arrived",), {"red": 1}), (("arrived",), [[1, 2]]), (("power_pile",), [["luck"]]),
    (("power",), {"card": "curse", "player": "red", "target": "blue", "colour": "red"}),
])
def test_le_dernier_peuple_positions_of_the_wrong_shape_are_refused(entry, value):
    """Issue 26 points 3–5: a supporter who is no seat, a power card without its target, values of the wrong
    shape and an unknown key are refused with a reason, never a crash."""
    position = replaced(ldp.new_game(seed=1).position(), entry, value)
    with pytest.raises(InvalidPosition) as error:
        ldp.Game.from_position(position)
    assert_learner_text(str(error.value))


@pytest.mark.parametrize("dice", [[1, 2], {"red": 3}, [["x"]]])
def test_horse_race_dice_of_the_wrong_shape_are_refused(dice):
    position = horse_race.new_game(seed=1).position()
    position["dice"] = dice
    with pytest.raises(InvalidPosition) as error:
        horse_race.Game.from_position(position)
    assert_learner_text(str(error.value))


def test_an_unknown_entry_is_refused_with_its_name():
    """Issue 26 point 5: a misspelled key would vanish on the way back; it is named instead."""
    position = partners.new_game(seed=1).position()
    position["scores"] = {"yellow": 1}
    with pytest.raises(InvalidPosition, match="'scores'"):
        partners.Game.from_position(position)


def test_long_values_are_shortened_in_every_error():
    """Issue 26 point 6: a 1 MB card name or a 10,000-entry table gives a short error in JSON's spelling."""
    position = hit.new_game(seed=1, players=2).position()
    position["market"][0] = "x" * 1_000_000
    with pytest.raises(InvalidPosition) as error:
        hit.Game.from_position(position)
    assert_learner_text(str(error.value))
    position = horse_race.new_game(seed=1).position()
    position["horses"] = {str(n): n for n in range(10_000)}
    with pytest.raises(InvalidPosition) as error:
        horse_race.Game.from_position(position)
    assert_learner_text(str(error.value))

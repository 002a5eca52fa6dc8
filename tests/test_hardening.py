"""Each finding of fuzzing the API, as a test: bad input gets a learner's message and changes nothing."""

from __future__ import annotations

import pytest
from hit_helpers import game_at

from rulebook import hit, hokito
from rulebook.core import IllegalMove, InvalidPosition, InvalidRecord, Rng, shown

HUGE = "9" * 4400   # more digits than Python will turn into a number


def hit_position() -> dict:
    return hit.new_game(seed=4, players=2).position()


@pytest.mark.parametrize("notation", [f"play {HUGE}:fwd5 red-1", f"buy {HUGE}", f"split red-1 {HUGE}",
                                      f"discard 1+{HUGE}:out red-2"])
def test_numbers_of_thousands_of_digits_are_refused_as_moves(notation):
    game = hit.new_game(seed=4, players=2)
    before = game.position()
    with pytest.raises(IllegalMove):
        game.play(notation)
    assert isinstance(game.explain(notation), str)
    for clicks in ([f"hand:{HUGE}"], [f"market:{HUGE}"], ["hand:1", f"figure:red-{HUGE}"], [f"field:{HUGE}"]):
        assert isinstance(game.explain(clicks), str)
    with pytest.raises(IllegalMove, match="^Move 1 of the record"):
        hit.Game.from_record({"game": "hit", "start": before, "moves": [notation]})
    assert game.position() == before


def test_coins_beyond_any_game_are_refused():
    position = hit_position()
    position["coins"]["red"] = 10**400
    with pytest.raises(InvalidPosition) as error:
        hit.Game.from_position(position)
    assert any("red has a number of about 401 digits coins" in problem for problem in error.value.problems)


@pytest.mark.parametrize("rng", [{"seed": "7"}, {"seed": 7.9}, {"seed": True}, {"seed": 7, "draws": -1},
                                 {"sed": 7}, {"seed": 7, "draws": 0, "extra": 1}, {"seed": 2**70}, None, "7"])
def test_the_generator_is_written_exactly(rng):
    position = hit_position()
    position["rng"] = rng
    with pytest.raises(InvalidPosition) as error:
        hit.Game.from_position(position)
    assert any("generator" in problem for problem in error.value.problems)
    with pytest.raises(InvalidPosition):
        Rng.from_json(rng)


def test_a_split_with_extra_entries_is_refused():
    position = hit.build_position(4, phase="split", hands={"red": ["red:start-1", "red:start-6"]},
                                  discard_piles={"red": ["split-10#1"]}, figures={"red-1": "field:3"},
                                  split={"steps_left": 3, "moved": ["red-1"]})
    position["figures"]["red-2"] = "field:9"
    hit.Game.from_position(position)  # as written, it is fine
    position["split"] = {**position["split"], "note": "x"}
    with pytest.raises(InvalidPosition, match="split must be"):
        hit.Game.from_position(position)


@pytest.mark.parametrize("typed", ["end ", " end", "buy  1 ", "buy 1 "])
def test_a_legal_move_typed_with_stray_spaces_is_named_legal(typed):
    game = game_at(2, phase="buy", hands={"red": []}, coins={"red": 20})
    legal = {m.notation for m in game.legal_moves()}
    tidy = " ".join(typed.split())
    assert tidy in legal
    assert game.explain(typed) == f"That move is legal, but write it exactly as '{tidy}' (no extra spaces)."


def test_echoed_text_is_short():
    game = hokito.new_game(seed=1)
    long_text = "x" * 1_000_000
    for text in (game.explain(long_text), game.explain([long_text])):
        assert len(text) < 200
    with pytest.raises(IllegalMove) as error:
        game.play(long_text)
    assert len(error.value.reason) < 200
    with pytest.raises(IllegalMove) as error:
        hokito.Game.from_record({"game": "hokito", "start": game.position(), "moves": [long_text]})
    assert len(str(error.value)) < 300


@pytest.mark.parametrize("junk", [None, 7, [1, 2], {"a": 1}, 2.5, True])
def test_no_python_spelling_reaches_a_learner(junk):
    for text in (hokito.new_game(seed=1).explain(junk), hit.new_game(seed=1).explain([junk])):
        for word in ("None", "NoneType", "a int", "a str", "{'a'", "dict", "list of int"):
            assert word not in text
    with pytest.raises(InvalidPosition) as error:
        hokito.Game.from_position({"to_move": junk, "board": junk})
    assert "None" not in str(error.value) and "dict" not in str(error.value)


def test_a_faulty_record_says_the_record_is_faulty():
    for record in ({"start": {}, "moves": []}, {"moves": []}, ["c3-c5"], {"game": "hit", "start": {}, "moves": []}):
        with pytest.raises(InvalidRecord) as error:
            hokito.Game.from_record(record)
        assert str(error.value).startswith("This record is faulty:")
        assert "This position is not possible" not in str(error.value)


def test_deep_junk_never_recurses():
    deep: list = []
    for _ in range(5000):
        deep = [deep]
    deep_dict: dict = {}
    for _ in range(5000):
        deep_dict = {"a": deep_dict}
    for game in (hokito.new_game(seed=2), hit.new_game(seed=2)):
        assert isinstance(game.explain(deep), str)
        assert isinstance(game.explain([deep]), str)
        for junk in (deep, deep_dict, {"board": deep, "to_move": deep_dict}, {**game.position(), "rng": deep_dict}):
            with pytest.raises(InvalidPosition):
                type(game).from_position(junk)


def test_shown_names_values_without_python_spelling():
    assert shown("abc") == "'abc'" and shown("x" * 100).endswith("…'") and len(shown("x" * 100)) < 50
    assert shown(None) == "nothing" and shown(True) == "true" and shown(7) == "7"
    assert shown({"a": 1}) == "a table of entries" and shown([1, 2]) == "a list of 2 items"
    assert "digits" in shown(10**400)

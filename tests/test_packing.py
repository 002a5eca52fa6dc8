"""rulebook/packing.py: any plain data comes back exactly as it was written (what the codes of issues 22 and 33
hold), in every game's words; bytes it did not write are refused with ValueError, never another error."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from rulebook import packing

WORDS = packing.word_lists()
#: texts, among them the words of the games (one byte each) and the game names that switch the words in use
TEXTS = st.one_of(st.text(max_size=12), st.sampled_from([word for words in WORDS.values() for word in words]),
                  st.sampled_from(sorted(WORDS)))
PLAIN = st.recursive(
    st.none() | st.booleans() | st.integers() | st.integers(-2 ** 80, 2 ** 80)
    | st.floats(allow_nan=False) | TEXTS,
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(TEXTS, inner, max_size=6),
    max_leaves=40)


@settings(max_examples=300, deadline=None)
@given(data=PLAIN, game=st.sampled_from([None, *sorted(WORDS)]))
def test_plain_data_comes_back_exactly(data, game):
    again = packing.from_bytes(packing.to_bytes(data, game), game)
    assert json.dumps(again, sort_keys=True) == json.dumps(data, sort_keys=True)
    assert again == data


@settings(max_examples=300, deadline=None)
@given(junk=st.binary(max_size=60))
def test_bytes_it_did_not_write_are_refused_with_value_error(junk):
    try:
        packing.from_bytes(junk)
    except ValueError:
        pass


def test_each_games_words_are_one_byte_and_a_word_list_only_grows():
    assert len(packing.to_bytes("red:start-1to5", "hit")) == 3          # the shape's length, a value, the word
    assert len(packing.to_bytes("red:start-1to5", "partners")) == 4 + len("red:start-1to5")     # spelt out
    exercise = {"g": "hit", "p": {"hands": {"red": ["hand:1", "red:start-1"]}}}
    assert len(packing.to_bytes(exercise)) < len(json.dumps(exercise)) / 3
    for game, words in WORDS.items():
        assert len(words) == len(set(words)) and len(words) < packing.MOST_WORDS, game
    # the words' places are part of every code sent: the first words stay where they are
    assert WORDS["shared"][:4] == ["g", "k", "p", "n"] and WORDS["hit"][:3] == ["red", "green", "blue"]


def test_every_text_of_a_games_positions_is_one_of_its_words():
    """New cards, places or keys in a game's positions: run ``python tools/code_tokens.py`` (codes stay
    readable without, only longer)."""
    from rulebook import hit, hokito, horse_race, le_dernier_peuple, partners
    from rulebook.core import RandomPlayer, play_out

    for module in (hit, partners, hokito, horse_race, le_dernier_peuple):
        game, words = module.new_game(seed=11), packing.words_of(module.Game.code_name())
        texts = set()
        for _ in range(4):
            play_out(game, RandomPlayer(11), max_moves=8)
            texts |= texts_of(game.position())
        assert texts - set(words) == set(), f"{module.Game.code_name()}: run python tools/code_tokens.py"


def texts_of(value) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set(value).union(*(texts_of(item) for item in value.values()))
    if isinstance(value, list):
        return set().union(*(texts_of(item) for item in value))
    return set()

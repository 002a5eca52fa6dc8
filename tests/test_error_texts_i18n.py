"""Issue 32 point 1: every error a learner or teacher can reach by pasting or typing something wrong is said in
the rulebook's language (positions, position codes, records, the random generator, moves that are not text,
exercise and sheet codes, the names a notebook asks for).

The texts are made in the pseudo-locale ``qps``: a word outside its brackets bypassed the catalogue.  What the
learner typed is echoed quoted and is no text of ours, so quoted parts are left out of the check (and ``true``,
``false``: JSON's words for a value given).
"""

from __future__ import annotations

import json
import re

import pytest

from rulebook import hit, hokito, horse_race, i18n, lessons, partners
from rulebook import le_dernier_peuple as ldp
from rulebook.core import IllegalMove, InvalidPosition, RandomPlayer, Rng, computer_player, play_out
from rulebook.hit import examples as hit_examples
from rulebook.horse_race import examples as horse_examples
from rulebook.horse_race import explorer
from rulebook.horse_race.players import Strategy
from rulebook.partners import examples as partners_examples
from tests.test_junk_input import entry_paths, replaced
from widgets import HokitoBoard
from widgets import hokito as hokito_drawing

GAMES = {
    "hokito": lambda: hokito.new_game(seed=1),
    "hit": lambda: hit.new_game(seed=2, players=3),
    "partners": lambda: partners.new_game(seed=2),
    "le-dernier-peuple": lambda: ldp.new_game(seed=3, players=4),
    "horse-race": lambda: horse_race.new_game(seed=2, players=3),
}
#: values pasted in place of a position's entry: of every kind a position holds, none of them with words
JUNK = [None, -1, 10**40, "", "9", [], {}, [None], {"7": 1}, True, 2.5]
QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"|\btrue\b|\bfalse\b")


def plain_words(text: str) -> list[str]:
    return i18n.unmarked(QUOTED.sub(" ", text))


def refusal(attempt, *errors: type[Exception]) -> str:
    """The text of the error ``attempt()`` raises (it must raise one of ``errors``)."""
    with pytest.raises(errors) as raised:
        attempt()
    return " ".join(str(part) for part in raised.value.args)   # a KeyError's str() would quote it all


def positions(name: str) -> list[dict]:
    game = GAMES[name]()
    found = [game.position()]
    play_out(game, RandomPlayer(1), max_moves=25)
    return [*found, game.position()]


def damaged_position_texts(name: str) -> list[str]:
    rules, texts = type(GAMES[name]()), []
    for position in positions(name):
        for path in entry_paths(position):
            for junk in JUNK:
                try:
                    rules.from_position(replaced(json.loads(json.dumps(position)), path, junk))
                except InvalidPosition as error:
                    texts.append(str(error))
    return texts


def damaged_record_and_code_texts(name: str) -> list[str]:
    game = GAMES[name]()
    rules = type(game)
    play_out(game, RandomPlayer(2), max_moves=12)
    record, code = game.to_record(), game.position_code()
    texts = []
    for path in entry_paths(record):
        for junk in JUNK:
            try:
                rules.from_record(replaced(json.loads(json.dumps(record)), path, junk))
            except (InvalidPosition, IllegalMove) as error:
                texts.append(str(error))
    for bad in [5, "7", "other.eJyr", code[:-6], code[:12] + "A" + code[13:], code.split(".")[0] + "."]:
        texts.append(refusal(lambda bad=bad: rules.from_position_code(bad), InvalidPosition))
    for bad in [5, None, [1]]:
        texts.append(refusal(lambda bad=bad: game.play(bad), IllegalMove))
        texts.append(game.explain(bad))
    return texts


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_damaged_position_record_or_code_is_refused_in_the_learners_language(name):
    with i18n.using(i18n.PSEUDO):
        texts = damaged_position_texts(name) + damaged_record_and_code_texts(name)
    assert len(texts) >= 50, len(texts)
    plain = {text: plain_words(text) for text in texts if plain_words(text)}
    assert not plain, f"English outside the catalogue: {list(plain.items())[:4]}"


def notebook_errors() -> list[str]:
    """What a notebook says to a learner or teacher who asks for something that is not there."""
    attempts = [
        (lambda: Rng.from_json({"seed": 7, "x": 1, "draws": -1}), InvalidPosition),
        (lambda: Rng.from_json({"draws": "3"}), InvalidPosition),
        (lambda: Rng.from_json(7), InvalidPosition),
        (lambda: computer_player("clever"), ValueError),
        (lambda: hit_examples.example("nowhere"), KeyError),
        (lambda: partners_examples.example("nowhere"), KeyError),
        (lambda: horse_examples.example("nowhere"), KeyError),
        (lambda: Strategy(gallop_from=-1), ValueError),
        (lambda: Strategy(bet=0), ValueError),
        (lambda: explorer.run([Strategy()], seed=1), ValueError),
        (lambda: hokito_drawing.render(hokito.new_game(seed=1), perspective="up"), ValueError),
        (lambda: lessons.named([*hokito.EXERCISES.values()][:1] * 2), ValueError),
        (lambda: lessons.Exercise.from_code("7"), InvalidPosition),
        (lambda: lessons.Exercise.from_code("exercise.eJyr"), InvalidPosition),
        (lambda: lessons.Sheet.from_code("sheet.eJyr"), InvalidPosition),
        (lambda: HokitoBoard(game=5), TypeError),
    ]
    return [refusal(attempt, error) for attempt, error in attempts]


def test_what_a_notebook_asks_for_wrongly_is_refused_in_the_learners_language():
    with i18n.using(i18n.PSEUDO):
        texts = notebook_errors()
    plain = {text: plain_words(text) for text in texts if plain_words(text)}
    assert not plain, f"English outside the catalogue: {list(plain.items())[:4]}"
    with i18n.using("fr"):
        french = notebook_errors()
    assert all(plain_words(text) != plain_words(english) for text, english in zip(french, notebook_errors()))

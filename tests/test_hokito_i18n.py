"""HOKITO in five languages (issue 32): every text its rules and its board produce goes through the catalogue.

Over random games, in the pseudo-locale, no move label, refusal, position problem, status line, description,
editor text or text of the drawing keeps a plain English word; in French, German, Italian and Spanish none of
them is left in English and the glossary's words (rulebook/data/glossary/hokito.json) are the ones used;
notation, records and position codes stay the same in every language.
"""

from __future__ import annotations

import functools
import json
import random
import re

import pytest
from i18n_helpers import svg_texts

from rulebook import hokito, i18n
from rulebook.core import InvalidPosition, RandomPlayer, play_out
from widgets import hokito as board

LANGUAGES = [code for code in i18n.LANGUAGES if code != i18n.SOURCE_LANGUAGE]
SEEDS = (1, 7, 23)
SVG_TEXT = re.compile(r"\{http://www.w3.org/2000/svg\}(text|title|desc)$")
#: the glossary terms these texts use (the variant is a way of setting up, named only in the notebooks)
TERMS_IN_TEXTS = ("piece", "board", "square", "stack", "single", "value", "jump", "move", "point")




def _broken_positions(game: hokito.Game) -> list[dict]:
    """Positions with faults of every kind, made from the game's position."""
    position = game.position()
    squares = sorted(position["board"])
    first, second = squares[0], squares[1]
    board_ = dict(position["board"])
    odd = dict(board_, **{first: board_[first] + board_[second] + board_[second][:1]})
    del odd[second]
    return [
        {**position, "to_move": "red"},
        {**position, "board": {**board_, "z9": ["b1"], first: []}},
        {**position, "board": {**board_, first: "b1", second: ["x7"]}},
        {**position, "board": odd},
        {"board": board_, "colour": "black"},
        {**position, "board": ["a1"]},
    ]


def _texts(seed: int) -> list[str]:
    """Every text HOKITO's rules and board say in one random game, in the current language, in a fixed order."""
    rng = random.Random(seed)
    game = hokito.new_game(seed=seed)
    texts = []
    for _turn in range(60):
        state = game.state
        moves = game.legal_moves()
        texts += [move.label for move in moves]
        texts += [board.status_line(game), board.describe_state(state)]
        texts += svg_texts(board.render(game, rng.choice(board.PERSPECTIVES)))
        squares = [f"square:{name}" for name in hokito.SQUARES]
        for _click in range(6):
            clicks = rng.sample(squares, rng.choice((1, 2, 2, 3)))
            if not any(move.made_by(clicks) for move in moves):
                texts.append(game.explain(clicks))
        texts += [hokito.Game.why_not_clicks(state, []), hokito.Game.why_not(state, "C3-z9"),
                  hokito.Game.why_not(state, "c3 to c5"), hokito.Game.why_not(state, 35)]
        if not moves:
            texts += [hokito.Game.why_not_clicks(state, ["square:a1"]), board.status_line(game)]
            break
        game.play(rng.choice(moves))
    for position in _broken_positions(game):
        with pytest.raises(InvalidPosition) as error:
            hokito.Game.from_position(position)
        texts += error.value.problems
    texts += [hokito.Game.edit_help(game.state)]
    texts += [label for heading, buttons in hokito.Game.edit_palette(game.state)
              for label in (heading, *(text for _key, text in buttons))]
    texts += [edit.label for edit in rng.sample(hokito.Game.edits(game.state), 40)]
    texts += svg_texts(board.render_state(game.state))          # the editor's draft: no move number
    return texts


@functools.cache
def _texts_in(language: str) -> dict[int, list[str]]:
    """The texts of the games of SEEDS in ``language`` (made once per language for the whole module)."""
    with i18n.using(language):
        return {seed: _texts(seed) for seed in SEEDS}


def _neutral(text: str) -> bool:
    """Numbers, squares, notation, the game's name: the same in every language."""
    return not i18n.unmarked(text.replace("HOKITO", ""))


def test_no_text_bypasses_the_catalogue_in_the_pseudo_locale():
    """Issue 32 point 3: in qps every HOKITO text is bracketed; a plain English word bypassed the catalogue."""
    for texts in _texts_in("qps").values():
        assert len(texts) > 500
        leaks = [text for text in texts if i18n.unmarked(text.replace("HOKITO", ""))]
        assert not leaks, leaks[:5]


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_text_is_left_in_english(language):
    """Point 1: the same game in another language says every text in that language (only numbers, squares
    and notation stay as they are)."""
    english = _texts_in("en")
    for seed, translated in _texts_in(language).items():
        assert len(translated) == len(english[seed])
        left = [(said, original) for said, original in zip(translated, english[seed])
                if said == original and not _neutral(original)]
        assert not left, left[:5]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_texts_use_the_glossarys_words(language):
    """Point 2: HOKITO's words in each language are the glossary's (its rulebook's where it has the language)."""
    said = " ".join(text for texts in _texts_in(language).values() for text in texts).lower()
    missing = [(term, i18n.term("hokito", term, language)) for term in TERMS_IN_TEXTS
               if not _stem(i18n.term("hokito", term, language)).search(said)]
    assert not missing, missing


def _stem(word: str) -> re.Pattern:
    """The word or an inflected form of it: each of its words may change its last letter (punto: punti)."""
    words = [re.escape(part[:-1] if len(part) > 4 else part) for part in word.lower().split()]
    return re.compile(r"\b" + r"\w*\s+".join(words))


def test_notation_records_and_codes_are_the_same_in_every_language():
    """Point 6: the same seeded game gives the same notation, record and position code in every language."""
    def neutral(language: str) -> dict:
        with i18n.using(language):
            game = hokito.new_game(seed=11)
            play_out(game, RandomPlayer(11), max_moves=30)
            return {"code": game.position_code(), "record": json.dumps(game.to_record(), sort_keys=True),
                    "history": [move.notation for move in game.history],
                    "legal": [move.notation for move in game.legal_moves()],
                    "clicks": [move.clicks for move in game.legal_moves()]}

    in_english = neutral("en")
    for language in [*LANGUAGES, "qps"]:
        assert neutral(language) == in_english, language


def test_a_played_move_is_said_again_in_the_new_language():
    """A move kept in the history is read in the language spoken when it is shown, not when it was made."""
    game = hokito.new_game(seed=4)
    move = game.legal_moves()[0]
    origin, target = move.notation.split("-")
    value = hokito.top(game.state, origin)[1]
    with i18n.using("fr"):
        game.play(move)
        assert game.history[0].label == f"{value} noir de {origin} à {target}"
    with i18n.using("de"):
        assert game.history[0].label == f"Schwarze {value} von {origin} nach {target}"
    with i18n.using("en"):
        assert game.history[0].label == f"Black {value} from {origin} to {target}"


def test_the_end_of_a_game_is_said_in_the_language_spoken_when_it_is_shown():
    """The outcome a game keeps was made in one language; the status line says it in the current one."""
    game = hokito.Game.from_position(hokito.before_the_end())
    game.play(game.legal_moves()[0])
    with i18n.using("it"):
        assert game.outcome is not None
        italian = board.status_line(game)
    with i18n.using("es"):
        spanish = board.status_line(game)
    assert italian.startswith("Partita finita: ") and spanish.startswith("Partida terminada: ")
    assert re.search(r"\d+ a \d+", italian) and re.search(r"\d+ a \d+", spanish)


def test_a_board_drawn_again_in_another_language_changes_its_words():
    """The drawing caches its squares; the cache must not keep one language's words for another."""
    game = hokito.new_game(seed=2)
    with i18n.using("en"):
        english = svg_texts(board.render(game))
    with i18n.using("de"):
        german = svg_texts(board.render(game))
    assert "a1: a single Black" in " ".join(english)
    assert "a1: eine einzelne Schwarze" in " ".join(german)
    assert not [text for text in german if text in english and not _neutral(text)]


def test_the_notebooks_try_move_says_refused_and_played_in_the_language(capsys):
    """The HOKITO notebooks' try_move (widgets/teaching.py) printed "not allowed" and "played" in English."""
    from widgets.teaching import try_move

    with i18n.using("qps"):
        live = board.HokitoBoard(language="qps")
        try_move(live, "a4-a5")                                   # White's piece on Black's turn
        try_move(live, live.game.legal_moves()[0].notation)
    refused, played = capsys.readouterr().out.splitlines()
    assert refused.startswith("⟦a4-a5: ") and played.startswith(f"⟦{live.game.history[0].notation}: ")
    assert i18n.unmarked(refused) == [] and i18n.unmarked(played) == [], (refused, played)

"""HIT in five languages (issue 32 points 1 and 2): the texts the rules and the board make go through the
catalogue (none is left in plain English in the pseudo-locale), each language uses its own HIT words (the
glossary: the French, German and Italian rulebooks' words, the project's Spanish ones), and notation, records
and position codes are the same in every language."""

from __future__ import annotations

import json
import pathlib
import random
import re

import pytest
from i18n_helpers import assert_saved_the_same_in_every_language, pseudo_texts_of, svg_texts, texts_in

from rulebook import hit, i18n
from widgets.hit import HitBoard, describe_visible, render, status_line

LANGUAGES = ("fr", "de", "it", "es")
#: the glossary terms every language's HIT texts must use
TERMS = ("figure", "field", "goal_field", "waiting_field", "discard_pile", "coin", "shield")


def played(seed: int, players: int, moves: int) -> hit.Game:
    """A game of ``moves`` random decisions (the same in every language: the choice is by index)."""
    game = hit.new_game(seed=seed, players=players)
    chooser = random.Random(seed)
    for _ in range(moves):
        if game.outcome is not None:
            break
        legal = game.legal_moves()
        game.play(legal[chooser.randrange(len(legal))].notation)
    return game




def texts_of(game: hit.Game) -> dict[str, list[str]]:
    """Every kind of text the rules and the board make for this game, in the current language."""
    state = game.state
    kinds: dict[str, list[str]] = {"labels": [move.label for move in game.legal_moves()]}
    kinds["labels"] += [move.label for move in game.history[-3:]]
    kinds["status"] = [status_line(game), status_line(game, computers=state.players)]
    kinds["describe"] = [describe_visible(hit.visible_position(state, state.current), state.current),
                         describe_visible(game.position(), None)]
    kinds["svg"] = []
    for viewer, show_all, compact in ((state.current, False, False), (None, True, False), (state.current, False, True),
                                      (None, True, True)):
        kinds["svg"] += svg_texts(render(game, viewer=viewer, show_all=show_all, compact=compact))
    kinds["editor"] = [edit.label for edit in hit.Game.edits(state)][::5]
    kinds["editor"] += [text for heading, buttons in hit.Game.edit_palette(state)
                        for text in (heading, *(label for _key, label in buttons))]
    kinds["editor"].append(hit.Game.edit_help(state))
    return kinds


def games() -> list[hit.Game]:
    """Games of every player count, early and late (the play, the split, buying, maybe the end)."""
    return [played(seed, players, moves) for seed, players in ((3, 2), (11, 3), (5, 4)) for moves in (0, 7, 60)]


@pytest.fixture(scope="module")
def pseudo_texts() -> dict[str, list[str]]:
    return pseudo_texts_of(games(), texts_of)


@pytest.mark.parametrize("kind", ["labels", "status", "svg", "editor"])
def test_no_text_bypasses_the_catalogue(pseudo_texts, kind):
    texts = pseudo_texts[kind]
    assert len(texts) >= 5, kind
    plain = {text: i18n.unmarked(text) for text in texts if i18n.unmarked(text)}
    assert not plain, f"{kind}: English outside the catalogue: {list(plain.items())[:8]}"


@pytest.mark.parametrize("kind", ["describe"])
def test_the_position_in_words_goes_through_the_catalogue(pseudo_texts, kind):
    plain = {text: i18n.unmarked(text) for text in pseudo_texts[kind] if i18n.unmarked(text)}
    assert len(pseudo_texts[kind]) >= 5 and not plain, list(plain.items())[:5]


def test_a_board_speaks_the_pseudo_locale_too():
    with i18n.using("qps"):
        board = HitBoard(seed=5, handover=False)
        board.refresh()
        texts = [board.status, board.describe_position(), *svg_texts(board.svg)]
        board.handover = True
        board.refresh()
        texts.append(board.status_text())
    assert all(not i18n.unmarked(text) for text in texts), [text for text in texts if i18n.unmarked(text)][:3]


ENGLISH_WORDS = re.compile(r"\b(the|figure|figures|card|cards|field|moves|hand|coins?|shield|click|waiting|buys|plays)\b")


#: words that are English and also this language's own word for something else (French "coins": corners)
FALSE_FRIENDS = {"fr": {"coins"}}


@pytest.fixture(scope="module")
def texts_by_language() -> dict[str, dict[str, list[str]]]:
    chosen = games()[::2]
    return {language: texts_in(language, chosen, texts_of) for language in ("en", *LANGUAGES)}


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_language_says_its_own_words(texts_by_language, language):
    english, translated = texts_by_language["en"], texts_by_language[language]
    for kind in ("labels", "status", "describe", "svg", "editor"):
        if kind != "svg":       # the drawing wraps longer words onto more lines
            assert len(translated[kind]) == len(english[kind]), kind
        same = set(translated[kind]) & {text for text in english[kind] if ENGLISH_WORDS.search(text)}
        same -= FALSE_FRIENDS.get(language, set())
        assert not same, f"{language} {kind}: still English: {sorted(same)[:3]}"
        english_like = [text for text in translated[kind] if len(ENGLISH_WORDS.findall(text)) >= 3]
        assert not english_like, f"{language} {kind}: English words: {english_like[:3]}"
    everything = " ".join(text for texts in translated.values() for text in texts).lower()
    for term in TERMS:
        word = i18n.term("hit", term, language).lower()
        stem = word[:-1] if len(word) > 4 else word       # allow an inflected ending (pion/pions, Figur/Figuren)
        assert stem in everything, f"{language}: the rulebook's word {word!r} ({term}) never appears"


def test_the_board_uses_the_notebooks_words():
    """locale/<lang>/ui-terms.md: the button and card words the notebooks quote."""
    game = hit.new_game(seed=2, players=2)
    expected = {"fr": ("Fin du tour", "Marché"), "de": ("Zug beenden", "Kartenmarkt"),
                "it": ("Fine turno", "Mercato"), "es": ("Terminar el turno", "Mercado")}
    for language, words in expected.items():
        with i18n.using(language):
            texts = svg_texts(render(game, viewer=game.state.current))
        for word in words:
            assert any(word in text for text in texts), (language, word)


def test_a_french_label_reads_as_the_french_notebooks_quote_it():
    """locale/fr/ui-terms.md quotes 'V1 avance de 1, dépasse B1 (B1 a un Bouclier) et va sur la case 26'."""
    landing = hit.Landing("green-1", "field:25", "field:26", ("field:26",), passed="blue-1", why_passed="shield")
    with i18n.using("fr"):
        assert hit.rules._action_text(hit.board.KINDS["4"], "fwd1", landing) == \
            "V1 avance de 1, dépasse B1 (B1 a un Bouclier) et va sur la case 26"
    with i18n.using("de"):
        assert hit.rules._action_text(hit.board.KINDS["4"], "fwd1", landing) == \
            "G1 zieht 1 an B1 vorbei (B1 hat einen Schild) auf Feld 26"


def test_the_notation_stays_the_same_in_every_language():
    assert_saved_the_same_in_every_language(lambda: played(17, 3, 80), lambda: played(17, 4, 40), hit.Game, with_clicks=True)


def test_a_game_switches_language_mid_way():
    """The same game read in another language: labels and status follow, the state does not change."""
    game = played(23, 4, 30)
    before = game.position()
    with i18n.using("fr"):
        french = status_line(game), [move.label for move in game.legal_moves()]
    with i18n.using("it"):
        italian = status_line(game), [move.label for move in game.legal_moves()]
    assert french != italian and game.position() == before
    with i18n.using("fr"):
        assert (status_line(game), [move.label for move in game.legal_moves()]) == french


def test_nothing_said_in_one_language_is_kept_for_another():
    """Cached parts (a card's rules, names, drawn cards) are kept per language: English after the pseudo-locale
    is plain English again."""
    game = played(5, 2, 3)
    with i18n.using("qps"):
        pseudo = [game.explain("play 1:split red-1 10"), render(game, viewer=game.state.current),
                  status_line(game)]
    english = [game.explain("play 1:split red-1 10"), render(game, viewer=game.state.current), status_line(game)]
    assert all("⟦" in text for text in pseudo)
    assert not any("⟦" in text for text in english), [text[:120] for text in english if "⟦" in text]


# ---------------------------------------------------------------- refusals and broken positions
def click_pool(state) -> list[str]:
    """Every kind of thing a person may click on a HIT board, legal or not, plus a little junk."""
    pool = [f"hand:{n}" for n in range(1, 5)] + [f"market:{n}" for n in range(7)] + ["market:x", "hand:x"]
    pool += [f"figure:{fig}" for fig in state.figures] + ["figure:red-9"]
    pool += [f"field:{n}" for n in (0, 3, 7, 14, 21, 27)] + [f"goal:{c}-{n}" for c in state.players for n in (1, 4)]
    pool += [f"wait:{c}-1" for c in state.players] + [f"coins:{c}" for c in state.players]
    pool += [f"discard:{c}" for c in state.players] + ["button:end-turn", "button:keep-shield",
                                                          "button:shuffle-shield", "button:fly", "junk"]
    return pool


def typed_moves(state) -> list[str]:
    """Typed notations, mostly illegal: every shape the grammar knows and some it does not."""
    figures = list(state.figures)[:6]
    moves = ["end", "keep-shield", "shuffle-shield", "buy 1", "buy 4", "buy 9", "play 9:fwd5 red-1", "hop",
             "discard 1+1:out red-2", "discard 1+2:out red-2", "play 1:unused", "play 1:coins", "play 1:coins red-1"]
    for fig in figures:
        moves += [f"play 1:fwd{n} {fig}" for n in (1, 3, 5, 12)] + [f"play 2:out {fig}", f"play 1:back1 {fig}",
                                                                   f"play 1:split {fig} 4", f"split {fig} 3",
                                                                   f"play 2:hunter {fig}", f"play 3:zig {fig}"]
    return moves


def refusals_of(game: hit.Game, seed: int) -> list[str]:
    """explain() of random illegal clicks (one to three) and of typed moves, in the current language."""
    chooser = random.Random(seed)
    pool = click_pool(game.state)
    texts = [game.explain(move) for move in typed_moves(game.state)]
    for _attempt in range(60):
        clicks = [chooser.choice(pool) for _click in range(chooser.randint(1, 3))]
        texts.append(game.explain(clicks))
    for move in game.legal_moves()[:8]:        # a right first click, then a wrong second or third one
        for wrong in chooser.sample(pool, 6):
            texts.append(game.explain([*move.clicks[:1], wrong]))
            texts.append(game.explain([*move.clicks[:2], wrong]))
    return texts


def broken_positions() -> list[dict]:
    """Positions broken in every entry (junk values) and in the ways the rules' checks look for."""

    base = hit.build_position(4)
    broken = []
    for key in sorted(set(base) - {"rng"}):   # the random generator's problems are the shared core's (rulebook/core.py)
        for value in (None, 5, "x", [], {}, [None], {"red": None}, -1, True):
            position = json.loads(json.dumps(base))
            position[key] = value
            broken.append(position)
    position = json.loads(json.dumps(base))
    position.update(coins={**base["coins"], "red": -2}, phase="dancing", neutral_stack=base["neutral_stack"][1:],
                    extra=1, game="hokito")
    position["figures"]["red-1"] = "field:77"
    position["figures"]["red-2"] = "goal:blue-1"
    position["hands"]["blue"] = position["hands"]["blue"][:2]
    broken.append(position)
    position = json.loads(json.dumps(base))
    position["discard_piles"]["red"] = [position["hands"]["blue"][0]]
    position["market"][0] = "red:start-1"
    broken.append(position)
    position = hit.build_position(4, phase="buy")
    position.update(hands={**position["hands"], "red": []}, split={"steps_left": 4, "moved": ["red-1"]}, to_draw=2,
                    bought=[2])
    broken.append(position)
    broken.append(hit.build_position(4, figures={"red-1": "field:3", "blue-1": "field:3"}))
    broken.append(hit.build_position(4, phase="split", figures={"red-1": "field:20", "red-2": "goal:red-3"},
                                     hands={"red": ["4#1", "5#1"]}, discard_piles={"red": ["split-10#1"]},
                                     split={"steps_left": 5, "moved": ["red-1"]}))
    broken.append(hit.build_position(4, phase="split", hands={"red": ["red:start-1", "red:start-6"]},
                                     discard_piles={"red": ["4#1"]}, split={"steps_left": 12, "moved": ["blue-1"]}))
    broken.append(hit.build_position(4, phase="split", hands={"red": ["red:start-1", "red:start-6"]},
                                     discard_piles={"red": ["split-10#1"]}, split={"steps_left": 3, "moved": ["red-1"]}))
    broken.append(hit.build_position(4, phase="shield"))
    position = hit.build_position(2)
    position["variants"] = ["4-statt-3"]
    broken.append(position)
    position = hit.build_position(3)
    position["players"] = ["red", "green", "blue"]
    broken.append(position)
    return broken


def problems_of_broken_positions() -> list[str]:
    problems = []
    for position in broken_positions():
        try:
            hit.Game.from_position(position)
        except hit.InvalidPosition as error:
            problems += error.problems
    return problems


@pytest.fixture(scope="module")
def pseudo_refusals() -> dict[str, list[str]]:
    with i18n.using("qps"):
        refusals = [text for seed, game in enumerate(games()) for text in refusals_of(game, seed)]
        return {"refusals": refusals, "problems": problems_of_broken_positions()}


@pytest.mark.parametrize("kind", ["refusals", "problems"])
def test_refusals_and_position_problems_go_through_the_catalogue(pseudo_refusals, kind):
    texts = pseudo_refusals[kind]
    assert len(set(texts)) >= 40, (kind, len(set(texts)))
    plain = {text: i18n.unmarked(text) for text in texts if i18n.unmarked(text)}
    assert not plain, f"{kind}: English outside the catalogue: {list(plain.items())[:6]}"


#: English words of the refusals that no other language uses in its own sentences
REFUSAL_WORDS = re.compile(r"\b(the|is|cannot|figure|field|would|only|must|and|not|of|card|hand)\b")


@pytest.mark.parametrize("language", LANGUAGES)
def test_refusals_and_position_problems_are_said_in_each_language(language):
    collected = {}
    for spoken in ("en", language):
        with i18n.using(spoken):
            refusals = [text for seed, game in enumerate(games()[::3]) for text in refusals_of(game, seed)]
            collected[spoken] = (refusals, problems_of_broken_positions())
    for english, translated in zip(collected["en"], collected[language]):
        assert len(english) == len(translated)
        same = [text for text, other in zip(english, translated) if text == other and REFUSAL_WORDS.search(text)]
        assert not same, f"{language}: still English: {same[:3]}"
        english_like = [text for text in translated if len(REFUSAL_WORDS.findall(text)) >= 3]
        assert not english_like, f"{language}: English words: {english_like[:3]}"


def test_new_game_errors_and_names_are_said_in_the_language_spoken():
    with i18n.using("fr"):
        with pytest.raises(ValueError, match="HIT se joue de 2 à 4 joueurs"):
            hit.new_game(players=7)
        # The French HIT rulebook names its variants (seed 000, FR 'Variantes': "PLUS MÉCHANT", "4 AU LIEU DE 3"):
        # French says those names, not the German ones (the codes 'mehr-schadenfreude', '4-statt-3' stay).
        assert hit.board.VARIANT_NAMES["mehr-schadenfreude"].startswith("Plus méchant (les Boucliers")
        assert hit.board.VARIANT_NAMES["4-statt-3"].startswith("4 au lieu de 3 (")
        from babel.messages.pofile import read_po
        with open(pathlib.Path(i18n.__file__).parent / "locale/fr/LC_MESSAGES/rulebook.po", "rb") as file:
            french = [message.string for message in read_po(file) if isinstance(message.string, str)]
        assert not [text for text in french if "Schadenfreude" in text or "4 statt 3" in text]
        assert hit.board.SYMBOL_NAMES[hit.board.SHIELD] == "Bouclier"
    assert hit.board.SYMBOL_NAMES[hit.board.SHIELD] == "shield"
    with i18n.using("qps"):
        for bad in ({"players": 5}, {"players": 2, "variants": ["4-statt-3"]}, {"variants": ["x"]}):
            with pytest.raises(ValueError) as error:
                hit.new_game(**bad)
            assert not i18n.unmarked(str(error.value)), str(error.value)

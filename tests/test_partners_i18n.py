"""Partners in five languages (issue 32 points 1, 2 and 6): every text the rules and the board make goes through the
catalogue (none is left in plain English in the pseudo-locale), each language uses the words of its own Partners
rulebook (the glossary), and notation, records and position codes are the same in every language."""

from __future__ import annotations

import random
import re

import pytest
from i18n_helpers import (
    assert_none_bypasses_the_catalogue,
    assert_saved_the_same_in_every_language,
    pseudo_texts_of,
    svg_texts,
    texts_in,
)

from rulebook import i18n, partners
from rulebook.core import InvalidPosition
from rulebook.partners.board import COLOURS, PAWN_IDS
from widgets.partners import PartnersBoard, position_in_words, render, status_line

LANGUAGES = ("fr", "de", "it", "es")
SEEDS = (3, 11)
#: the glossary terms every language's Partners texts must use (the rulebook's words)
TERMS = ("pawn", "home", "starting_space", "swap_card", "dealer", "card", "goal_zone", "partner", "exchange")


def played(seed: int, moves: int) -> partners.Game:
    """A game of ``moves`` random decisions (the same in every language: the choice is by index)."""
    game = partners.new_game(seed=seed)
    chooser = random.Random(seed)
    for _ in range(moves):
        if game.outcome is not None:
            break
        legal = game.legal_moves()
        game.play(legal[chooser.randrange(len(legal))].notation)
    return game


def click_keys(state: partners.State) -> list[str]:
    keys = [f"hand:{kind}" for kind in partners.KINDS] + [f"pawn:{pawn}" for pawn in PAWN_IDS]
    keys += [f"home:{colour}" for colour in COLOURS] + [f"field:{n}" for n in range(0, 60, 7)]
    keys += [f"goal:{colour}-{c}" for colour in COLOURS for c in (1, 4)] + ["button:fold", "nonsense"]
    return keys


def broken_positions(game: partners.Game) -> list[dict]:
    """Positions with something wrong in each part (every problem is a text for a teacher)."""
    position = game.position()
    broken = []
    for change in (
        {"dealer": "purple", "deals": 9, "phase": "later"},
        {"pawns": {**position["pawns"], "red-1": "goal:blue-2", "red-2": "field:0", "yellow-9": "home"}},
        {"hands": {**position["hands"], "red": position["hands"]["red"] + ["7#1", "bogus"]}},
        {"exchange": {**position["exchange"], "red": "nothing"}, "gifts": {"red": "7#1"}, "split": {"steps_left": 2}},
        {"used": position["used"] + position["deck"][:3], "extra": 1, "game": "hit"},
        {"pawns": {**position["pawns"], "red-1": "field:7", "blue-1": "field:7", "green-1": "goal:green-1",
                   "green-2": "goal:green-1"}, "to_move": "red", "phase": "split", "split": None},
    ):
        broken.append({**position, **change})
    return broken




def texts_of(game: partners.Game) -> dict[str, list[str]]:
    """Every kind of text the rules and the board make for this game, in the current language."""
    state = game.state
    kinds: dict[str, list[str]] = {"labels": [], "refusals": [], "problems": [], "status": [], "describe": [],
                                   "svg": [], "editor": []}
    kinds["labels"] = [move.label for move in game.legal_moves()]
    kinds["labels"] += [game.public_labels(colour)[-1] for colour in COLOURS if game.history]
    keys = click_keys(state)
    chooser = random.Random(len(game.history))
    held = [f"hand:{card.split('#')[0]}" for card in state.hands[state.turn]] or keys
    for _ in range(40):
        clicks = [chooser.choice(held if index == 0 and chooser.random() < 0.7 else keys)
                  for index in range(chooser.randint(1, 3))]
        if partners.Game.notation_for_clicks(state, clicks) is None:
            kinds["refusals"].append(partners.Game.why_not_clicks(state, clicks))
    for notation in ("give 7", "play 9 red-1", "play 1-14 yellow-1 5", "play 7 green-2", "play swap red-1 red-1",
                     "split blue-1 9", "play start out blue", "fold", "dance", "play 3 purple-2"):
        if notation not in {move.notation for move in game.legal_moves()}:
            kinds["refusals"].append(game.explain(notation))
    for position in broken_positions(game):
        with pytest.raises(InvalidPosition) as error:
            partners.Game.from_position(position)
        kinds["problems"] += list(error.value.problems)
    kinds["status"] = [status_line(game), status_line(game, computers=COLOURS)]
    for viewer in (state.turn, None):
        kinds["describe"].append(position_in_words(partners.visible_position(state, viewer), viewer))
        for compact in (False, True):
            kinds["svg"] += svg_texts(render(game, viewer=viewer, compact=compact))
    kinds["describe"].append(position_in_words(game.position(), state.turn, show_all=True))
    kinds["svg"] += svg_texts(render(game, viewer=state.turn, covered=state.turn))
    kinds["svg"] += svg_texts(render(game, viewer=state.turn, show_all=True, compact=True))
    kinds["editor"] = [edit.label for edit in partners.Game.edits(state)][::7]
    kinds["editor"] += [text for heading, buttons in partners.Game.edit_palette(state)
                        for text in (heading, *(label for _key, label in buttons))]
    kinds["editor"].append(partners.Game.edit_help(state))
    return kinds


def games() -> list[partners.Game]:
    """Games at every step of a round: the exchange, the play, a 7 being shared out, late in the game."""
    found = [played(seed, moves) for seed in SEEDS for moves in (0, 5, 40, 160)]
    seven = partners.Game.from_position(partners.build_position(
        pawns={"yellow-1": "field:3", "yellow-2": "field:20"}, hands={"yellow": ["7#1", "3#1", "9#1", "swap#1"]}))
    seven.play(next(move.notation for move in seven.legal_moves() if move.notation.startswith("play 7 ")))
    return [*found, seven]


@pytest.fixture(scope="module")
def pseudo_texts() -> dict[str, list[str]]:
    return pseudo_texts_of(games(), texts_of)


@pytest.mark.parametrize("kind", ["labels", "refusals", "problems", "status", "describe", "svg", "editor"])
def test_no_text_bypasses_the_catalogue(pseudo_texts, kind):
    assert_none_bypasses_the_catalogue(pseudo_texts[kind], kind)


def test_a_board_speaks_the_pseudo_locale_too():
    with i18n.using("qps"):
        board = PartnersBoard(seed=5, hot_seat_cover=False)
        board.refresh()
        texts = [board.status, board.describe_position(), *svg_texts(board.svg)]
    assert all(not i18n.unmarked(text) for text in texts), [text for text in texts if i18n.unmarked(text)][:3]


ENGLISH_WORDS = re.compile(r"\b(the|pawn|pawns|card|cards|field|move|moves|home|swap|steps?|click|dealer)\b")


@pytest.fixture(scope="module")
def texts_by_language() -> dict[str, dict[str, list[str]]]:
    chosen = games()[::2]
    return {language: texts_in(language, chosen, texts_of) for language in ("en", *LANGUAGES)}


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_language_says_its_own_words(texts_by_language, language):
    english, translated = texts_by_language["en"], texts_by_language[language]
    for kind in ("labels", "refusals", "problems", "status", "describe", "editor"):
        assert len(translated[kind]) == len(english[kind]), kind
        same = [text for text, original in zip(translated[kind], english[kind], strict=True)
                if text == original and ENGLISH_WORDS.search(text)]
        assert not same, f"{language} {kind}: still English: {same[:3]}"
        english_like = [text for text in translated[kind] if len(ENGLISH_WORDS.findall(text)) >= 3]
        assert not english_like, f"{language} {kind}: English words: {english_like[:3]}"
    everything = " ".join(text for texts in translated.values() for text in texts).lower()
    for term in TERMS:
        word = i18n.term("partners", term, language).lower()
        assert word in everything, f"{language}: the rulebook's word {word!r} ({term}) never appears"


def test_the_notation_stays_the_same_in_every_language():
    assert_saved_the_same_in_every_language(lambda: played(17, 120), lambda: played(17, 60), partners.Game)


def test_a_game_switches_language_mid_way():
    """The same game read in another language: the labels and the board follow, the state does not change."""
    game = played(23, 30)
    with i18n.using("fr"):
        french = status_line(game), [move.label for move in game.legal_moves()]
    with i18n.using("it"):
        italian = status_line(game), [move.label for move in game.legal_moves()]
    assert french[0] != italian[0]
    assert game.position() == played(23, 30).position()


def test_a_partners_pawn_is_named_with_the_partners_rulebooks_word_not_le_dernier_peuples():
    """The Partners rulebook calls a pawn "pièce" in French (FR, 'Tuer une pièce', 'Dans la zone du but, la pièce
    peut changer du sens'), "Figur", "pedina", "peón" in the others; Le Dernier Peuple's French pawn is a "pion".
    The two games' pawn names are separate entries, and the French Partners sentences agree with "pièce"
    (feminine)."""
    from rulebook.le_dernier_peuple import cards as ldp_cards
    from rulebook.partners import movement
    for language in LANGUAGES:
        word = i18n.term("partners", "pawn", language)
        with i18n.using(language):
            names = [partners.pawn_name(pawn) for pawn in PAWN_IDS]
        assert all(word.casefold() in name.casefold() for name in names), (language, names)
    with i18n.using("fr"):
        assert partners.pawn_name("blue-2") == "pièce bleue 2" and partners.pawn_name("green-1") == "pièce verte 1"
        assert i18n.gettext(ldp_cards.PAWN_NAMES["red"]).startswith("pion")       # Le Dernier Peuple keeps its word
        pawns = {pawn: "home" for pawn in PAWN_IDS} | {"yellow-1": "goal:yellow-4"}
        assert movement.walk(pawns, "yellow-1", 3) == ("La pièce jaune 1 est bloquée dans sa zone du but et ne peut "
                                                       "plus bouger")
        assert movement.walk(pawns, "red-2", 3).startswith("La pièce rouge 2 est encore dans sa maison\u00a0: seule "
                                                           "une carte avec le symbole de départ ♡ la fait sortir")

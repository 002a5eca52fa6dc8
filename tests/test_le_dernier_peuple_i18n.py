"""Le Dernier Peuple in five languages (issue 32 points 1, 2 and 6): every text the rules and the board make goes
through the catalogue (the pseudo-locale shows none bypassing it), each language says it in its own words with
the glossary's terms (Italian: the rulebook's), and notation, position codes and records never change with the
language."""

from __future__ import annotations

import contextlib
import io
import random
import re

import pytest
from i18n_helpers import svg_texts

from rulebook import i18n
from rulebook import le_dernier_peuple as ldp
from rulebook.core import InvalidPosition
from rulebook.le_dernier_peuple import editor, rules
from rulebook.le_dernier_peuple.state import Event
from rulebook.le_dernier_peuple.teaching import list_moves, show
from widgets import le_dernier_peuple as view

LANGUAGES = ("fr", "de", "it", "es")
PLAYER_COUNTS = (3, 4, 5)
#: glossary terms every language's texts must use (the others name things these texts do not show)
TERMS = ("pawn", "movement_card", "power_card", "village", "pickaxe", "wheel", "supply", "noble_attack",
         "sneaky_attack", "redeployment", "terrain_card", *(card.replace("-", "_") for card in ldp.POWER_IDS))
#: clicks that make no move in most positions: each is explained
STRAY_CLICKS = ([], ["move:99"], ["move:1", "pawn:red-1"], ["move:2", "pawn:blue-2", "wheel:1"], ["power:bandit"],
                ["power:switch", "pawn:blue-1"], ["power:curse", "player:red"], ["pawn:red-1"], ["wheel:3"],
                ["button:accept"], ["pile:discards"])
#: notations that are illegal in most positions: each is explained
STRAY_NOTATIONS = ("play 3 red-1 circle", "play 99 red-1 square", "play 5 blue-1 sideways", "play 5 pink-1 circle",
                   "power curse red", "power luck", "power defence", "power nothing", "power switch red-1",
                   "power switch blue-1 red-1", "power curse", "discard 4", "partner blue-1", "defend", "accept",
                   "draw", "redeploy red-1 3", "take 1", "castle", 42)


def played_game(seed: int, players: int, steps: int = 60) -> ldp.Game:
    """A game of ``players`` played at random for up to ``steps`` decisions (the same moves in every language)."""
    game = ldp.new_game(seed=seed, players=players)
    choice = random.Random(seed)
    for _step in range(steps):
        moves = game.legal_moves()
        if not moves or game.outcome is not None:
            break
        game.play(moves[choice.randrange(len(moves))].notation)
    return game


def bad_positions(game: ldp.Game) -> list[dict]:
    """Positions with problems of many kinds (the editor and a pasted position code report them)."""
    good = game.position()
    pawn = next(iter(good["pawns"]))
    return [{**good, "players": ["red", "blue"]}, {**good, "players": ["blue", "red", "green"]},
            {**good, "phase": "dancing", "active": "pink", "extra_turns": -1, "hidden_scores": "no"},
            {**good, "pawns": {**good["pawns"], pawn: 99, "pink-1": 2}},
            {**good, "pawns": {**good["pawns"], pawn: None}},
            {**good, "scores": {colour: -3 for colour in good["scores"]}},
            {**good, "draw_pile": good["draw_pile"][1:] + [99], "power_pile": good["power_pile"] + ["crown"]},
            {**good, "discards": good["discards"] + good["draw_pile"][:1]},
            {**good, "phase": "defence"}, {**good, "phase": "redeploy"}, {**good, "phase": "partner"},
            {**good, "phase": "over"}, {**good, "phase": "steal"}, {**good, "phase": "discard"},
            {**good, "power": {"card": "curse", "player": "red"}}, {**good, "event": {"kind": "supply"}},
            {**good, "known": {"red": {"red": [1]}}}, {**good, "colour": "blue", "game": "hit"}]


def problems_of(position: dict) -> list[str]:
    try:
        ldp.Game.from_position(position)
    except InvalidPosition as error:
        return list(error.problems)
    return []




def editor_texts(state: ldp.State) -> list[str]:
    texts = [edit.label for edit in editor.edits(ldp.Game, state)]
    for heading, buttons in editor.edit_palette(state):
        texts += [heading, *(label for _key, label in buttons)]
    return texts + [i18n.gettext(editor.EDIT_HELP)]


def printed(game: ldp.Game) -> list[str]:
    """What the notebooks' helpers print about a game (show, list_moves), line by line, without the notation."""
    output = io.StringIO()
    with contextlib.redirect_stdout(output):
        show(game)
        list_moves(game)
    lines = output.getvalue().splitlines()
    labels = [line for line in lines[:3]]
    for move, line in zip(game.legal_moves(), lines[3:]):
        assert line.startswith(move.notation + " ")
        labels.append(line[len(move.notation):].strip())
    return labels


def event_texts() -> list[str]:
    events = [Event("supply", 2, "red-1", "red-2", "red"), Event("noble", 6, "red-1", "red-2", "red", "blue"),
              Event("sneaky", 6, "red-1", "green-1", "red", "blue", "green"),
              Event("noble", 6, "red-1", "red-2", "red", "blue", defended=True),
              Event("sneaky", 6, "red-1", "green-1", "red", "blue", "green", defended=True)]
    return [rules.event_text(event) for event in events] + [example.text for example in ldp.EXAMPLES.values()]


def texts_of(game: ldp.Game) -> tuple[list[str], list[str]]:
    """Every text of one position: moves, refusals, problems and the editor (the same number in every language),
    then the board's drawings in both layouts (wrapped into lines: their number depends on the language)."""
    state = game.state
    texts = [move.label for move in game.legal_moves()] + game.public_labels(None)
    texts += [rules.why_not_clicks(state, clicks) for clicks in STRAY_CLICKS]
    texts += [rules.why_not(state, notation) for notation in STRAY_NOTATIONS]
    texts += [view.status_line(game), view.describe_visible(view.shown_position(game, None, True)),
              view.describe_visible(view.shown_position(game, "blue"))]
    texts += editor_texts(state) + [problem for position in bad_positions(game) for problem in problems_of(position)]
    texts += printed(game)
    drawn = []
    for compact in (False, True):
        drawn += svg_texts(view.render(game, show_all=True, compact=compact))
        drawn += svg_texts(view.render(game, viewer="red", compact=compact, computers=("blue",)))
        drawn += svg_texts(view.render(game, compact=compact, handover="green"))
        drawn += svg_texts(view.render(game, compact=compact))
    return texts + event_texts(), drawn


def games() -> list[ldp.Game]:
    """Random games of every player count, stopped early and late, one played to its end."""
    found = [played_game(seed, players, steps) for seed, players in enumerate(PLAYER_COUNTS)
             for steps in (0, 9, 40)]
    return found + [played_game(7, 3, 2000)]


@pytest.fixture(scope="module")
def texts_by_language() -> dict[str, tuple[list[str], list[str]]]:
    """The texts of the same games in English, every language and the pseudo-locale, as (the rules' and editor's
    texts, the drawings' texts); the games are played anew in each language, so that no label is kept from another."""
    found = {}
    for language in ("en", *LANGUAGES, i18n.PSEUDO):
        with i18n.using(language):
            said, drawn = [], []
            for game in games():
                texts, pictures = texts_of(game)
                said += texts
                drawn += pictures
            found[language] = (said, drawn)
    return found


def test_a_game_reaches_its_end_and_its_texts_are_there(texts_by_language):
    """The random games cover the end of a game, pauses for Defence, discards and every kind of text."""
    said, drawn = texts_by_language["en"]
    assert played_game(7, 3, 2000).outcome is not None
    assert any("wins!" in text for text in drawn) and any("Show my hand" in text for text in drawn)
    assert any("Defence" in text for text in said) and any(text.startswith("Card ") for text in said)
    assert any("is missing" in text for text in said) and any("Move movement card" in text for text in said)
    assert len(said) > 3000 and len(drawn) > 3000


def test_in_the_pseudo_locale_no_text_bypasses_the_catalogue(texts_by_language):
    """Issue 32 point 3: every text of the rules, the board and the editor goes through the catalogue."""
    said, drawn = texts_by_language[i18n.PSEUDO]
    bypassing = sorted({text for text in said + drawn if i18n.unmarked(text)})
    assert bypassing == [], bypassing[:10]


#: texts that are the same words in English and that language (names, numbers with a word, the game's title)
SAME_WORDS = {"Bandit", "Le Dernier Peuple", "+1 point", "−1 point"}


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_language_says_every_text_in_its_own_words(texts_by_language, language):
    """No text stays English: each differs from the English one (notation and numbers alone may be equal)."""
    (english, english_drawn), (translated, drawn) = texts_by_language["en"], texts_by_language[language]
    assert len(english) == len(translated)
    same = {text for text, other in zip(english, translated) if text == other and re.search(r"[a-z]{3,}", text)}
    english_only = set(english_drawn) - set(english)
    same |= {text for text in drawn if text in english_only and re.search(r"[a-z]{3,}", text)}
    assert {text for text in same if not any(word in text for word in SAME_WORDS)} == set(), sorted(same)[:10]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_texts_use_the_glossary_words(texts_by_language, language):
    """Issue 32 point 2: the glossary's words (the Italian rulebook's in Italian) are the ones the texts use."""
    said, drawn = texts_by_language[language]
    whole = " ".join(said + drawn).lower()
    missing = [term for term in TERMS if i18n.term("le_dernier_peuple", term, language).lower() not in whole]
    assert missing == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_board_uses_the_notebooks_button_words(language):
    """The buttons say what locale/<lang>/ui-terms.md and the notebooks say (Draw 2 cards, No Defence)."""
    words = {"fr": ("Piocher 2 cartes", "Pas de Défense"), "de": ("2 Karten ziehen", "Keine Verteidigung"),
             "it": ("Pesca 2 carte", "Niente Difesa"), "es": ("Robar 2 cartas", "Sin Defensa")}[language]
    with i18n.using(language):
        assert (view.draw_two(), view.no_defence()) == words


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_notation_position_codes_and_records_are_the_same_in_every_language(players):
    """Issue 32 point 6: the same seeded game gives the same notation, position code and record in every language."""
    seen = set()
    for language in ("en", *LANGUAGES, i18n.PSEUDO):
        with i18n.using(language):
            game = played_game(11 + players, players, 80)
            seen.add((tuple(move.notation for move in game.history), game.position_code(),
                      repr(sorted(game.position().items())), repr(game.to_record())))
    assert len(seen) == 1


def test_a_position_code_from_one_language_opens_in_another():
    with i18n.using("de"):
        code = played_game(3, 4, 30).position_code()
    with i18n.using("it"):
        assert ldp.Game.from_position_code(code).position_code() == code


def test_a_board_switches_language_with_the_same_cached_parts():
    """The drawing's cached parts (cards, pawns, the wheel) carry the language they were drawn in."""
    game = played_game(5, 3, 5)
    with i18n.using("fr"):
        french = view.render(game, viewer=game.to_move)
    with i18n.using("de"):
        german = view.render(game, viewer=game.to_move)
    assert "pion rouge 1" in french and "rote Figur 1" in german and "pion rouge 1" not in german
    assert "carte de mouvement" in french and "Bewegungskarte" in german and "carte de mouvement" not in german


@pytest.mark.parametrize("language", ("en", *LANGUAGES))
def test_what_to_do_fits_the_full_layout_in_every_language(language):
    """The instruction under the headline has room for 4 lines of 34 letters: no language's is cut."""
    with i18n.using(language):
        for phase in ("turn", "defence", "discard", "partner", "redeploy"):
            for played in (False, True):
                position = {"phase": phase, "active": "purple", "power_played": played}
                _headline, instruction = view.phase_texts(position, None, "yellow")
                assert len(view.svg.wrap_lines(instruction, 34)) <= 4, instruction
        handover = view.render(played_game(2, 5, 3), handover="purple")
        assert "…" not in "".join(svg_texts(handover))


def test_a_long_word_is_squeezed_into_its_button_not_cut():
    """A translation longer than the English (German, the pseudo-locale) is squeezed to its box: the font size
    stays, the text gets a textLength."""
    assert view.fitting("No Defence", 15, 132) == {}
    assert view.fitting("Keine Verteidigung und noch mehr", 15, 132) == {"textLength": "132",
                                                                       "lengthAdjust": "spacingAndGlyphs"}
    game = ldp.Game.from_position(ldp.example("power-black-magic"))
    with i18n.using("de"):
        drawing = view.render(game, viewer="red")
    assert re.search(r'textLength="102"[^>]*>Schwarze Magie<|>Schwarze Magie<', drawing)
    assert 'lengthAdjust="spacingAndGlyphs"' in drawing


@pytest.mark.parametrize(("moves", "powers", "french", "german"), [
    (2, 0, "2 mouvements + 0 carte pouvoir", "2 Bewegungen + 0 Machtkarten"),
    (1, 3, "1 mouvement + 3 cartes pouvoir", "1 Bewegung + 3 Machtkarten"),
    (0, 1, "0 mouvement + 1 carte pouvoir", "0 Bewegungen + 1 Machtkarte"),
])
def test_each_count_of_a_hand_takes_its_own_plural(moves, powers, french, german):
    """A hand holds movement cards and power cards (IT 'Carte movimento', 'Carte potere'): a player's row counts each
    kind, and each count chooses its own plural form (not one form from their total)."""
    position = {"hands": {"red": list(range(moves))}, "powers": {"red": ["luck"] * powers}}
    with i18n.using("fr"):
        assert view.cards_in_hand(position, "red") == french
    with i18n.using("de"):
        assert view.cards_in_hand(position, "red") == german
    assert view.cards_in_hand(position, "red") == f"{moves} move + {powers} power card{'s' if powers != 1 else ''}"


def test_a_hand_inside_a_sentence_is_not_written_as_the_hands_heading():
    """"{player}'s hand" is a heading or button ("Main de Rouge") and a place inside a sentence ("… vers la main de
    rouge"): two entries, so French writes each as it reads (no capital mid-sentence)."""
    from rulebook.partners import editor as partners_editor
    game = ldp.new_game(seed=3)
    with i18n.using("fr"):
        labels = [edit.label for edit in type(game).edits(game.state)]
        moving = [label for label in labels if label.startswith("Déplacer la carte pouvoir")]
        assert moving and any(" vers la main de " in label for label in moving), moving[:3]
        assert not any("Main de" in label for label in labels)
        buttons = [text for heading, group in type(game).edit_palette(game.state) for _key, text in group]
        assert any(text.startswith("Main de ") for text in buttons), buttons
        assert partners_editor.place_title("red").startswith("la main de ")

"""The horse race in five languages (issue 32 points 1, 2 and 6): every text the rules and the board make goes
through the catalogue (none is left in plain English in the pseudo-locale), each language uses the words of its
own horse race rulebook (the glossary), and notation, records and position codes are the same in every
language."""

from __future__ import annotations

import random
import re
from xml.etree import ElementTree

import pytest
from i18n_helpers import (
    assert_none_bypasses_the_catalogue,
    assert_saved_the_same_in_every_language,
    pseudo_texts_of,
    svg_texts,
    texts_in,
)

from rulebook import horse_race, i18n
from rulebook.core import InvalidPosition
from rulebook.horse_race.rules import chance_outcomes, outcome_reason, turn_sentence
from widgets.horse_race import (
    COMPACT_HEADLINE_X,
    COMPACT_W,
    MARGIN,
    HorseRaceBoard,
    describe_state,
    recent_turns,
    render,
    status_line,
)

LANGUAGES = ("fr", "de", "it", "es")
SVG = "{http://www.w3.org/2000/svg}"
#: the glossary terms every language's horse race texts must use (the rulebook's words)
TERMS = ("horse", "square", "start_square", "finish_line", "blue_dice", "red_dice", "movement_die", "effect_die",
         "reserve", "puddle", "game")


def played(seed: int, decisions: int, players: int = 4) -> horse_race.Game:
    """A race of ``decisions`` random decisions (the same in every language: the choice is by index)."""
    game = horse_race.new_game(seed=seed, players=players)
    chooser = random.Random(seed)
    for _turn in range(decisions):
        if game.outcome is not None:
            break
        legal = game.legal_moves()
        game.play(legal[chooser.randrange(len(legal))].notation)
    return game


def stopped_at(phase: str, seed: int) -> horse_race.Game:
    """A race stopped at a chance point (the dice or the flip to choose), or at a bet."""
    for attempt in range(200):
        game = horse_race.new_game(seed=seed + attempt, players=2, auto_chance=False)
        chooser = random.Random(seed + attempt)
        for _step in range(60):
            if game.state.phase == phase or game.outcome is not None:
                break
            moves = game.legal_moves()
            if game.state.phase == "choose":
                moves = [move for move in moves if move.notation == "gallop"] or moves
            game.play(moves[chooser.randrange(len(moves))].notation)
        if game.state.phase == phase and game.outcome is None:
            return game
    raise AssertionError(f"no race reached the phase {phase}")


CLICKS = ("button:trot", "button:gallop", "button:roll", "button:flip", "bet:1", "bet:9", "square:3", "square:start",
          "square:finish", "nonsense")
NOTATIONS = ("trot", "gallop", "bet 1", "bet 0", "bet x", "bet 40", "roll red: boot, jump", "roll blue: helmet, +9",
             "flip: 1 galloping, 0 sleeping", "flip: 9 galloping, 0 sleeping", "dance")


def broken_positions(game: horse_race.Game) -> list[dict]:
    """Positions with something wrong in each part (every problem is a text for a teacher)."""
    position = game.position()
    players = position["players"]
    first = players[0]
    return [{**position, **change} for change in (
        {"players": [first, first, "pink"], "reserve": -1, "discard": {"galloping": 30, "sleeping": 20}},
        {"horses": {**position["horses"], first: 99, "pink": 1}, "tokens": "many", "to_move": "pink",
         "phase": "later", "dice": "green", "bet": 3},
        {"phase": "roll", "dice": "purple", "extra": 1, "game": "hit"},
        {"phase": "flip", "bet": 0, "discard": [1, 2]},
        {"phase": "bet", "horses": {**position["horses"], first: 0}, "tokens": {**position["tokens"], first: 0}},
        {"reserve": position["reserve"] + 3, "token_history": {"first_rebuild": {}, "since": [["dance"]]}},
        {"token_history": "nonsense"},
        {"horses": {**position["horses"], players[-1]: 37}, "to_move": first},
    )] + [position]




def problems_of(position: dict) -> list[str]:
    try:
        horse_race.Game.from_position(position)
    except InvalidPosition as error:
        return list(error.problems)
    return []


def texts_of(game: horse_race.Game) -> dict[str, list[str]]:
    """Every kind of text the rules and the board make for this game, in the current language."""
    state = game.state
    kinds: dict[str, list[str]] = {"labels": [], "refusals": [], "problems": [], "status": [], "describe": [],
                                   "svg": [], "editor": []}
    kinds["labels"] = [move.label for move in game.legal_moves()]
    kinds["labels"] += [move.label for move, _chance in chance_outcomes(state)]
    kinds["labels"] += game.public_labels()[-6:]
    kinds["labels"] += [turn_sentence(start, moves) for start, moves in recent_turns(game, 4)]
    for click in CLICKS:
        if horse_race.Game.notation_for_clicks(state, [click]) not in {move.notation for move in game.legal_moves()}:
            kinds["refusals"].append(horse_race.Game.why_not_clicks(state, [click]))
    for notation in NOTATIONS:
        if notation not in {move.notation for move in game.legal_moves()}:
            kinds["refusals"].append(game.explain(notation))
    kinds["refusals"].append(horse_race.why_not(state, 7))     # (the core refuses such a move before the rules)
    for position in broken_positions(game):
        kinds["problems"] += problems_of(position)
    kinds["status"] = [status_line(game), status_line(game, computers=state.players)]
    if game.outcome is not None:
        kinds["status"].append(outcome_reason(state))
    kinds["describe"] = [describe_state(state)]
    for compact in (False, True):
        kinds["svg"] += svg_texts(render(game, compact=compact))
    kinds["editor"] = [edit.label for edit in horse_race.Game.edits(state)][::5]
    kinds["editor"] += [text for heading, buttons in horse_race.Game.edit_palette(state)
                        for text in (heading, *(label for _key, label in buttons))]
    kinds["editor"] += [horse_race.Game.edit_help(state), *horse_race.Game.draft_problems(state)]
    return kinds


def games() -> list[horse_race.Game]:
    """Races of every player count at every stage, stopped at every phase, and finished ones."""
    found = [played(seed, decisions, players) for seed, players in ((3, 2), (11, 3), (5, 4))
             for decisions in (0, 6, 30)]
    found += [stopped_at(phase, seed) for seed, phase in ((1, "roll"), (2, "bet"), (3, "flip"))]
    found += [played(seed, 400, players) for seed, players in ((7, 2), (8, 4))]
    return found


@pytest.fixture(scope="module")
def pseudo_texts() -> dict[str, list[str]]:
    return pseudo_texts_of(games(), texts_of)


@pytest.mark.parametrize("kind", ["labels", "refusals", "problems", "status", "describe", "svg", "editor"])
def test_no_text_bypasses_the_catalogue(pseudo_texts, kind):
    assert_none_bypasses_the_catalogue(pseudo_texts[kind], kind)


def test_every_race_ends_with_a_reason_in_the_pseudo_locale(pseudo_texts):
    finished = [game for game in games() if game.outcome is not None]
    assert finished, "no random race reached its end"
    with i18n.using("qps"):
        reasons = [status_line(game) for game in finished]
    assert all(not i18n.unmarked(reason) for reason in reasons), reasons


def test_a_board_speaks_the_pseudo_locale_too():
    with i18n.using("qps"):
        board = HorseRaceBoard(seed=5, players=3)
        board.play("gallop")
        board.refresh()
        texts = [board.status, board.message, board.describe_position(), *svg_texts(board.svg)]
    assert all(not i18n.unmarked(text) for text in texts), [text for text in texts if i18n.unmarked(text)][:3]


ENGLISH_WORDS = re.compile(r"\b(the|horse|horses|token|tokens|square|dice|jump|bet|move|trot|gallop|click|"
                           r"reserve|discard|start|finish)\b")
#: English words the translated texts keep on purpose: notation a program reads ('trot', 'bet 2', 'roll red: …')
NOTATION = re.compile(r"'[^']*'|\broll (blue|red): \S+, \S+|\bflip: \d+ galloping, \d+ sleeping")


@pytest.fixture(scope="module")
def texts_by_language() -> dict[str, dict[str, list[str]]]:
    chosen = games()[::2]
    return {language: texts_in(language, chosen, texts_of) for language in ("en", *LANGUAGES)}


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_language_says_its_own_words(texts_by_language, language):
    english, translated = texts_by_language["en"], texts_by_language[language]
    for kind in ("labels", "refusals", "problems", "status", "describe", "svg", "editor"):
        if kind != "svg":    # (the drawing wraps a longer text on more lines: its texts do not pair up)
            assert len(translated[kind]) == len(english[kind]), kind
            same = [text for text, original in zip(translated[kind], english[kind], strict=True)
                    if text == original and ENGLISH_WORDS.search(NOTATION.sub("", text))]
            assert not same, f"{language} {kind}: still English: {same[:3]}"
        english_like = [text for text in translated[kind] if len(ENGLISH_WORDS.findall(NOTATION.sub("", text))) >= 3]
        assert not english_like, f"{language} {kind}: English words: {english_like[:3]}"
    everything = " ".join(text for texts in translated.values() for text in texts).lower()
    for term in TERMS:
        word = i18n.term("horse_race", term, language).lower()
        assert word in everything or word[:-1] in everything, \
            f"{language}: the rulebook's word {word!r} ({term}) never appears"


def test_the_notation_stays_the_same_in_every_language():
    assert_saved_the_same_in_every_language(lambda: played(17, 80, 3), lambda: played(17, 40, 3), horse_race.Game)


def test_a_race_switches_language_mid_way():
    """The same race read in another language: the labels and the board follow, the state does not change."""
    game = played(23, 12, 2)
    with i18n.using("fr"):
        french = status_line(game), [move.label for move in game.legal_moves()], render(game)
    with i18n.using("it"):
        italian = status_line(game), [move.label for move in game.legal_moves()], render(game)
    assert french[0] != italian[0] and french[2] != italian[2]
    assert "Jaune" in french[0] or "Vert" in french[0]
    assert game.position() == played(23, 12, 2).position()


def test_the_token_flip_and_the_board_flip_are_two_words():
    """'Flip' the bet tokens (the race's own button) is not the toolbar's ⇅ Flip that turns the board round."""
    game = stopped_at("flip", 3)
    with i18n.using("fr"):
        texts = svg_texts(render(game))
    assert "Retourner les jetons" in texts, texts


def explorer_texts() -> list[str]:
    """The strategy explorer's words: which kernel played, its table, its plots' texts and their descriptions."""
    from rulebook.horse_race import explorer
    from rulebook.horse_race.players import STRATEGIES
    from widgets.explorer_plots import plots

    results = explorer.run(list(STRATEGIES.values())[1:], races=300, seed=4)
    texts = [explorer.kernel_note(), explorer.kernel_note(results), *explorer.text_table(results).splitlines()]
    for plot in plots(results):
        texts += [plot.description, *svg_texts(plot.svg)]
    return [text for text in texts if re.search(r"[^\W\d_]{3}", text)]


def test_the_strategy_explorer_speaks_every_language():
    with i18n.using("qps"):
        pseudo = explorer_texts()
    assert len(pseudo) >= 10 and all(not i18n.unmarked(text) for text in pseudo), \
        [text for text in pseudo if i18n.unmarked(text)][:3]
    english = explorer_texts()
    for language in LANGUAGES:
        with i18n.using(language):
            translated = explorer_texts()
        assert len(translated) >= len(english) - 4, language   # (a longer name may wrap on more lines)
        english_like = [text for text in translated
                        if re.search(r"\b(races|rounds|won|gallop|trot|always|bet)\b", text)]
        assert not english_like, f"{language}: {english_like[:3]}"


@pytest.mark.parametrize("phase", ["choose", "roll", "bet", "flip"])
def test_longer_words_keep_to_their_room_in_the_projector_layout(phase):
    """Issue 32 point 7: in the pseudo-locale (a third longer) the headline ends before the discard's counts would
    be covered, and the title over the buttons and the buttons' words keep inside the drawing and their buttons
    (squeezed, the letters keeping their height; the browser test test_lite_language_boards.py looks too)."""
    game = horse_race.new_game(seed=1, players=4) if phase == "choose" else stopped_at(phase, 7)
    with i18n.using("qps"):
        drawing = ElementTree.fromstring(render(game, compact=True))
    texts = {node.get("class"): node for node in drawing.iter(f"{SVG}text")}
    headline = texts["hr-headline"]
    assert float(headline.get("textLength", "inf")) <= COMPACT_W - MARGIN - COMPACT_HEADLINE_X, headline.text
    controls = next(group for group in drawing.iter(f"{SVG}g") if group.get("class") == "hr-controls")
    title = controls.find(f"{SVG}text")
    assert float(title.get("x")) + float(title.get("textLength", "inf")) <= COMPACT_W - MARGIN, title.text
    for button in controls.findall(f"{SVG}g"):
        width = float(button.find(f"{SVG}rect").get("width"))
        for words in button.iter(f"{SVG}text"):
            assert float(words.get("textLength", 0)) <= width - 12, words.text
            assert words.get("textLength") or len(words.text) * 0.55 * float(words.get("font-size")) <= width, \
                words.text

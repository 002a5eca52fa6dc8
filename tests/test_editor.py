"""Issue 22 point 1: the position editor, one contract for every game that declares one.

Along random play of each game: every change the editor offers can be made by the clicks it names (each key is
drawn on the board or on the palette below it), every change leaves a draft the board can draw, what makes a
draft impossible is said in plain words, a draft with no problem is one the rules accept ("Play from here"),
"Cancel" gives back the game exactly as it was, and junk edit messages change nothing.
"""

from __future__ import annotations

import random
import re

import pytest

from rulebook import hokito, i18n
from rulebook.core import play_out
from tests.learner_words import ENGINE_WORDS
from widgets import DernierPeupleBoard, HokitoBoard, HorseRaceBoard, PartnersBoard
from widgets.editor import NARROWEST, palette_font
from widgets.hit import HitBoard

BOARDS = {
    "hokito": lambda seed: HokitoBoard(game=HokitoBoard.rules().new(seed)),
    "hit": lambda seed: HitBoard(seed=seed),
    "partners": lambda seed: PartnersBoard(seed=seed, hot_seat_cover=False),
    "le-dernier-peuple": lambda seed: DernierPeupleBoard(seed=seed, handover=False),
    "horse-race": lambda seed: HorseRaceBoard(seed=seed),
}
KEY = re.compile(r'data-key="([^"]+)"')


def editable(name: str) -> bool:
    return bool(BOARDS[name](0).can_edit)


def board_after_random_moves(name: str, seed: int):
    board = BOARDS[name](seed)
    play_out(board.game, max_moves=random.Random(seed).randrange(0, 40))
    board.refresh()
    return board


def edited_games():
    return [name for name in sorted(BOARDS) if editable(name)]


def assert_plain(text: str) -> None:
    assert text and not ENGINE_WORDS.search(text), text


@pytest.mark.parametrize("name", sorted(BOARDS))
def test_every_game_has_an_editor(name):
    assert editable(name), f"{name} declares no editor (Game.edits)"


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("name", edited_games())
def test_every_offered_change_is_clickable_and_leaves_a_drawable_draft(name, seed):
    board = board_after_random_moves(name, seed)
    board.editing = True
    rng = random.Random(seed)
    for _ in range(12):
        drawn = set(KEY.findall(board.svg))
        assert board.moves, "the editor offers no change"
        for entry in board.moves:
            assert set(entry["clicks"]) <= drawn, (entry["label"], set(entry["clicks"]) - drawn)
            assert_plain(entry["label"])
        for problem in board.edit_problems:
            assert_plain(problem)
        choice = rng.randrange(len(board.moves))
        revision = board.revision
        assert board.handle_message({"type": "play", "id": choice, "revision": revision})
        assert board.revision > revision and board.editing


@pytest.mark.parametrize("name", edited_games())
def test_the_empty_board_is_impossible_and_the_start_is_possible_again_by_undo(name):
    board = BOARDS[name](1)
    start = board.game.position()
    board.editing = True
    assert board.edit_problems == []                      # a game's own position is possible
    assert board.edit_to_empty()
    assert board.edit_problems, "an empty board should be no position to play from"
    assert not board.play_from_here() and board.editing  # refused, saying why
    assert_plain(board.message)
    board.handle_message({"type": "undo", "revision": board.revision})
    assert board.edit_problems == []
    assert board.play_from_here() and not board.editing
    assert board.game.position() == start


@pytest.mark.parametrize("name", edited_games())
def test_cancel_gives_back_the_game_as_it_was(name):
    board = board_after_random_moves(name, 5)
    before, cursor, history = board.game, board.game.cursor, list(board.history)
    board.editing = True
    board.handle_message({"type": "play", "id": 0, "revision": board.revision})
    board.handle_message({"type": "edit", "action": "cancel", "revision": board.revision})
    assert not board.editing and board.game is before and board.game.cursor == cursor
    assert board.history == history and board.edit_problems == []


@pytest.mark.parametrize("name", edited_games())
def test_junk_edit_messages_change_nothing(name):
    board = BOARDS[name](2)
    board.editing = True
    board.edit(board.moves[-1]["clicks"])
    draft, revision = board.draft, board.revision
    for junk in [{"type": "edit"}, {"type": "edit", "action": "fly"}, {"type": "edit", "action": 3},
                 {"type": "play", "id": 10**6, "revision": revision}, {"type": "play", "id": "1", "revision": revision},
                 {"type": "jump", "cursor": -4}, {"type": "computer"}, {"type": "typed", "text": "anything"},
                 {"type": "explain", "clicks": ["nowhere:1"], "revision": revision}]:
        board.handle_message(junk)
        assert board.editing and board.draft == draft, junk
        assert_plain(board.message)


@pytest.mark.parametrize("name", edited_games())
def test_the_palette_reads_at_14_px_on_the_narrowest_board(name):
    board = BOARDS[name](0)
    board.editing = True
    width = float(re.search(r'viewBox="[-\d.]+ [-\d.]+ ([\d.]+)', board.svg).group(1))
    assert palette_font(width) * NARROWEST / width >= 14
    sizes = [float(size) for size in re.findall(r'class="rb-palette".*', board.svg, re.DOTALL)[0:1]
             for size in re.findall(r'font-size="([\d.]+)"', size)]
    assert sizes and min(sizes) * NARROWEST / width >= 14


def test_an_exercise_board_cannot_be_edited():
    board = HokitoBoard.exercise(next(iter(hokito.EXERCISES)))
    board.editing = True
    assert not board.editing and "exercise" in board.message


def test_a_position_code_opens_into_the_draft():
    board = HokitoBoard(game=HokitoBoard.rules().new(3))
    code = HokitoBoard(game=HokitoBoard.rules().new(4)).game.position_code()
    board.editing = True
    board.handle_message({"type": "open", "code": code})
    assert board.draft == HokitoBoard.rules().from_position_code(code).state
    board.handle_message({"type": "open", "code": "hokito.garbage"})
    assert "damaged" in board.message and board.draft == HokitoBoard.rules().from_position_code(code).state


@pytest.mark.parametrize("name", edited_games())
def test_random_changes_never_break_the_board_and_a_possible_draft_plays_on(name):
    """Eighty random changes: none is answered with the board's crash message, and every draft with no problem
    listed is one the rules play on from (a few moves of random play)."""
    board, rng = BOARDS[name](4), random.Random(4)
    board.editing = True
    played_from = 0
    for _ in range(80):
        board.handle_message({"type": "play", "id": rng.randrange(len(board.moves)), "revision": board.revision})
        assert "Something went wrong" not in board.message, board.message
        if not board.edit_problems and rng.random() < 0.2:
            assert board.play_from_here(), board.message
            play_out(board.game, max_moves=10)
            board.refresh()
            board.editing = True
            played_from += 1
    assert board.editing
    print(f"{name}: played on from {played_from} drafts")


@pytest.mark.parametrize("name", edited_games())
def test_the_list_of_changes_follows_the_boards_language(name):
    """Issue 32 point 5: the changes made are kept without words and said again after a language switch, each
    exactly as the editor offers that change in the new language (a code opened included)."""
    board, rng = BOARDS[name](6), random.Random(6)
    board.editing = True
    board.handle_message({"type": "open", "code": BOARDS[name](7).game.position_code()})
    for _ in range(6):
        board.handle_message({"type": "play", "id": rng.randrange(len(board.moves)), "revision": board.revision})
    board.handle_message({"type": "undo", "revision": board.revision})
    english = [entry["label"] for entry in board.history]
    assert len(english) == 7
    for language in ("qps", "fr", "en"):
        board.language = language
        said = [entry["label"] for entry in board.history]
        with i18n.using(language):
            offered = [[edit.label for edit in board.rules().edits(before)] for before, _after in
                       zip([draft for _change, draft in board._drafts], board._drafts[1:])]
        assert all(label in labels for label, labels in zip(said[1:], offered[1:])), (language, said)
        if language == "qps":
            assert not [label for label in said if i18n.unmarked(label)], said
        elif language == "fr":
            assert all(french != plain for french, plain in zip(said, english)), said
    assert said == english and board.cursor == 6

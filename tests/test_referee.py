"""Issue 22 point 2: the referee's list — every legal move of the player to move, in plain words, grouped by
what is clicked first — and only what the person at the board may know."""

from __future__ import annotations

import re

import pytest

from rulebook import hokito
from widgets import DernierPeupleBoard, HokitoBoard, HorseRaceBoard, PartnersBoard
from widgets.hit import HitBoard

BOARDS = {
    "hokito": lambda: HokitoBoard(game=hokito.new_game(seed=7)),
    "hit": lambda: HitBoard.example("shield"),
    "partners": lambda: PartnersBoard.example("minus4_shortcut", hot_seat_cover=False),
    "le-dernier-peuple": lambda: DernierPeupleBoard.example("example-cards"),
    "horse-race": lambda: HorseRaceBoard(seed=3),
}
ENGINE = re.compile(r"\b[a-z]+:[a-z0-9]|\b(red|blue|green|yellow|purple|orange)-\d|\bNone\b|\[|\{")


@pytest.mark.parametrize("game", sorted(BOARDS))
def test_the_referee_lists_every_legal_move_once_in_words_grouped(game):
    board = BOARDS[game]()
    assert board.referee == []                       # closed: nothing computed, nothing sent
    board.referee_open = True
    groups = board.referee
    listed = [text for group in groups for text in group["moves"]]
    assert len(listed) == len(board.game.legal_moves()) == len(board.moves)
    for group in groups:
        assert group["title"] and group["moves"]
        for text in [group["title"], *group["moves"]]:
            assert not ENGINE.search(text), text
    board.referee_open = False
    assert board.referee == []


def test_the_referee_tells_a_hot_seat_nothing_of_a_covered_hand():
    board = PartnersBoard(seed=2)                    # the hand-over screen: the hand is covered
    board.referee_open = True
    assert board.waiting_for_handover() and board.referee == []
    board.show_hand()
    assert len([text for group in board.referee for text in group["moves"]]) == len(board.game.legal_moves())


def test_the_referees_desk_opens_a_linked_position_of_another_game_face_up():
    """Issue 22 point 3: a link's code of another game makes way for that game's board, without the hand-over
    screen (the people settling a question share one screen), and a code of no game changes nothing."""
    from rulebook import partners
    from widgets.referee import referee_desk

    desk, code = referee_desk(), partners.new_game(seed=5).position_code()
    first = desk.children[0]
    first.handle_message({"type": "address", "search": "?path=referee.ipynb&position=chess.abc"})
    assert desk.children == (first,) and "no position of these games" in first.message
    first.handle_message({"type": "address", "search": f"?path=referee.ipynb&position={code}"})
    board = desk.children[0]
    assert isinstance(board, PartnersBoard) and board.game.position_code() == code
    assert board.waiting_for_handover() is None and board.moves

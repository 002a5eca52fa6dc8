"""Foresight: a board sends, ahead of the click, the board a move will give (``BoardWidget.foresee``).

The front end shows it the instant the move is clicked, so it must be exactly the board Python draws
once the move is played, and it must never tell what luck has not decided yet or what the person at
the board may not see.
"""

from __future__ import annotations

import random

import pytest
import toy_games
from test_widget_views import CupsBoard, PigBoard

from rulebook import hit, hokito, horse_race, le_dernier_peuple, partners
from widgets import DernierPeupleBoard, HitBoard, HokitoBoard, HorseRaceBoard, PartnersBoard
from widgets.board import UNREADABLE, drawing_digest
from widgets.svg_patch import apply

BOARDS = {
    "hokito": lambda: HokitoBoard(game=hokito.new_game(seed=1)),
    "hit": lambda: HitBoard(game=hit.new_game(seed=1, players=2), handover=False),
    "partners": lambda: PartnersBoard(game=partners.new_game(seed=1), hot_seat_cover=False),
    "partners with computers": lambda: PartnersBoard(game=partners.new_game(seed=2),
                                                     computer_players=["blue", "green", "yellow"]),
    "le dernier peuple": lambda: DernierPeupleBoard(game=le_dernier_peuple.new_game(seed=1, players=3),
                                                    handover=False),
    "horse race": lambda: HorseRaceBoard(game=horse_race.new_game(seed=1, players=4)),
}


def collect_sent(board) -> list[dict]:
    sent: list[dict] = []
    board.send = lambda content, buffers=None: sent.append(content)
    return sent


def snapshot(board) -> tuple:
    return (board.game.position(), board.game.all_moves, board.game.cursor, board.revision, board.svg,
            board.svg_update, board.status, board.message, board.moves, board.history)


@pytest.mark.parametrize("name", BOARDS)
def test_a_foreseen_board_is_the_board_python_draws_once_the_move_is_played(name):
    """Every game, along random play: whenever a move is foreseen, playing it gives that very drawing and
    status; asking changes nothing on the board."""
    board = BOARDS[name]()
    sent = collect_sent(board)
    chooser = random.Random(3)
    foreseen = 0
    for _ in range(40):
        if hasattr(board, "play_computers"):
            board.play_computers()
        if not board.moves:
            break
        move_id = chooser.randrange(len(board.moves))
        before = snapshot(board)
        assert board.handle_message({"type": "foresee", "id": move_id, "revision": board.revision}) is False
        assert snapshot(board) == before
        answer = sent[-1]
        assert answer["type"] == "foreseen" and answer["id"] == move_id and answer["revision"] == board.revision
        old_svg = board.svg
        board.handle_message({"type": "play", "id": move_id, "revision": board.revision})
        if "digest" not in answer:
            continue
        foreseen += 1
        drawing = answer["svg"] if answer["changes"] is None else apply(old_svg, answer["changes"])
        assert drawing == board.svg
        assert answer["digest"] == board.svg_update["digest"] == drawing_digest(board.svg)
        assert answer["status"] == board.status
    if name in ("hokito", "hit", "partners with computers"):
        assert foreseen >= 10, f"only {foreseen} moves foreseen"


def test_hokito_foresees_every_move():
    board = HokitoBoard(game=hokito.new_game(seed=4))
    assert all(board.foresee(move) is not None for move in board.game.legal_moves())


def test_no_foresight_where_luck_decides_next():
    """Rolling in Pig, ending a HIT turn (cards are drawn) and every horse race decision (dice, token
    flips) are followed by chance: what it decides is never known before it happens."""
    pig = PigBoard(toy_games.Pig.new(1))
    roll = next(move for move in pig.game.legal_moves() if "roll" in move.notation)
    assert pig.game.after(roll) is None and pig.foresee(roll) is None
    horse = HorseRaceBoard(game=horse_race.new_game(seed=1, players=4))
    assert all(horse.foresee(move) is None for move in horse.game.legal_moves())


def test_no_foresight_of_a_drawing_that_would_show_a_hidden_value():
    """Guessing in Cups lifts the cup: the drawing after it shows the coin, which the guesser may not
    know before guessing, so that board is not sent ahead."""
    board = CupsBoard(toy_games.Cups.new(5))
    for move in board.game.legal_moves():
        assert board.game.after(move) is not None   # no luck after it: only the hidden coin stops it
        assert board.foresee(move) is None


def test_no_foresight_of_cards_drawn_or_given():
    """Ending a HIT turn draws cards (from a pile whose order is hidden: no luck is left, yet the cards
    are new to the player); giving a card in Partners completes a face-down exchange."""
    hit_board = HitBoard(game=hit.new_game(seed=1, players=2), handover=False)
    while not any(move.notation == "end" for move in hit_board.game.legal_moves()):
        hit_board.play(hit_board.game.legal_moves()[0])
    end = next(move for move in hit_board.game.legal_moves() if move.notation == "end")
    assert not hit_board.game.reveals_nothing(hit_board.game.state, end) and hit_board.foresee(end) is None
    board = PartnersBoard(game=partners.new_game(seed=2), computer_players=["blue", "green", "yellow"])
    board.play_computers()
    while board.game.outcome is None and not any(m.notation.startswith("give") for m in board.game.legal_moves()):
        board.play(board.game.legal_moves()[0])
        board.play_computers()
    gives = [move for move in board.game.legal_moves() if move.notation.startswith("give")]
    assert gives and all(board.foresee(move) is None for move in gives)


def test_the_second_check_finds_a_drawing_that_depends_on_hidden_cards(monkeypatch):
    """Should a game call a revealing move quiet, the redraw of the hidden cards still catches it."""
    monkeypatch.setattr(toy_games.Cups, "reveals_nothing", classmethod(lambda cls, state, move: True))
    found = 0
    for seed in range(8):
        board = CupsBoard(toy_games.Cups.new(seed))
        found += sum(board.foresee(move) is None for move in board.game.legal_moves())
    # a coin drawn afresh four times shows its other side in 15 of 16 cases: 10 of 16 fails once in 10^5 runs
    assert found >= 10, f"only {found} of 16 boards that would show the coin were caught"


def test_a_hand_over_screen_is_foreseen_even_after_a_card_is_given():
    """People sharing the screen: after a card is given face down the next person's hand is covered, so
    the board after it shows only what everyone sees."""
    board = PartnersBoard(game=partners.new_game(seed=1))
    sent = collect_sent(board)
    board.handle_message({"type": "explain", "clicks": ["button:show-hand"], "revision": board.revision})
    give = next(index for index, move in enumerate(board.game.legal_moves()) if move.notation.startswith("give"))
    board.handle_message({"type": "foresee", "id": give, "revision": board.revision})
    assert "digest" in sent[-1]
    board.handle_message({"type": "play", "id": give, "revision": board.revision})
    assert board.viewer() is None and sent[-1]["digest"] == board.svg_update["digest"]
    assert board.covered() == board.game.to_move and "button:show-hand" in board.svg


def test_no_foresight_in_partners_when_the_next_hand_would_show():
    """All four seats played by people without the cover: the board after a turn shows the next hand."""
    board = BOARDS["partners"]()
    assert board.viewer() == board.game.to_move
    assert all(board.foresee(move) is None for move in board.game.legal_moves())


def test_after_leaves_the_session_as_it_was():
    game = hokito.new_game(seed=2)
    game.play(game.legal_moves()[0])
    game.undo()
    before = (game.position(), game.all_moves, game.cursor)
    move = game.legal_moves()[3]
    future = game.after(move)
    assert (game.position(), game.all_moves, game.cursor) == before   # the undone move is still there to redo
    game.play(move)
    assert future.position() == game.position() and future.history == game.history


def test_a_stale_foresight_request_is_ignored_quietly():
    board = HokitoBoard(game=hokito.new_game(seed=1))
    sent = collect_sent(board)
    board.play(board.game.legal_moves()[0])
    before = snapshot(board)
    assert board.handle_message({"type": "foresee", "id": 0, "revision": board.revision - 1}) is False
    assert board.handle_message({"type": "foresee", "id": len(board.moves), "revision": board.revision}) is False
    assert snapshot(board) == before and board.message == "" and sent == []


@pytest.mark.parametrize("junk", [{"type": "foresee", "revision": 1}, {"type": "foresee", "id": "3", "revision": 1},
                                  {"type": "foresee", "id": 0}])
def test_a_junk_foresight_request_changes_nothing_and_says_why(junk):
    board = HokitoBoard(game=hokito.new_game(seed=1))
    junk = dict(junk, revision=board.revision) if "revision" in junk else junk
    before = snapshot(board)[:-3]
    assert board.handle_message(junk) is False
    assert snapshot(board)[:-3] == before and board.message == UNREADABLE


def test_a_failing_foresight_costs_only_speed(monkeypatch):
    board = HokitoBoard(game=hokito.new_game(seed=1))
    sent = collect_sent(board)

    def broken(_game):
        raise RuntimeError("a drawing bug")

    monkeypatch.setattr(board, "_drawn_for", broken)
    before = snapshot(board)
    assert board.handle_message({"type": "foresee", "id": 0, "revision": board.revision}) is False
    assert snapshot(board) == before and board.message == ""
    assert sent == [{"type": "foreseen", "revision": board.revision, "id": 0, "version": board.svg_update["version"]}]

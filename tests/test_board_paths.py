"""Issue 31: every path through editor, referee's list and play keeps the board whole; a refused action changes
nothing; every click acts only on the board it was made for."""

from __future__ import annotations

import pytest

from rulebook import hokito
from widgets import HokitoBoard, svg_patch


class FrontEnd:
    """A comm that keeps the drawing as board.js's ``initialize`` does: the whole drawing when it comes, else
    each update's changes spliced into the copy it holds (a change for another copy asks for a redraw)."""

    kernel = object()   # ipywidgets sends only through a comm with a kernel
    comm_id = "front-end"

    def __init__(self, board):
        self.svg, self.version, self.redraws = board.svg, board.svg_update["version"], 0

    def send(self, data=None, buffers=None, **_kwargs):
        state = (data or {}).get("state", {})
        update = state.get("svg_update")
        if data.get("method") != "update" or update is None:
            assert "svg" not in state, "a drawing came without its version"
            return
        if update["from"] == -1:
            self.svg = state["svg"]
        elif update["from"] == self.version:
            assert "svg" not in state, "both the whole drawing and changes to it"
            self.svg = svg_patch.apply(self.svg, update["changes"])
        else:
            self.redraws += 1
        self.version = update["version"]

    def on_msg(self, _callback):
        pass

    def close(self, *args, **kwargs):
        pass


def watched(board) -> FrontEnd:
    front = FrontEnd(board)
    board.comm = front
    return front


def test_leaving_the_editor_sends_changes_the_front_end_can_take():
    """Play from here draws the game, then the position set up, in one update: its changes fit the editor's
    drawing the front end holds (before, they fitted a drawing it never saw and it had to ask again)."""
    board = HokitoBoard(game=hokito.new_game(seed=7))
    front = watched(board)
    board.handle_message({"type": "edit", "action": "start", "revision": board.revision})
    assert board.editing and front.svg == board.svg
    change = next(move for move in board.moves if len(move["clicks"]) == 2)
    board.handle_message({"type": "play", "id": change["id"], "revision": board.revision})
    assert front.svg == board.svg
    assert board.handle_message({"type": "edit", "action": "play", "revision": board.revision})
    assert not board.editing and 'data-editing' not in board.svg
    assert front.svg == board.svg and front.redraws == 0
    board.referee_open = True
    board.handle_message({"type": "play", "id": 0, "revision": board.revision})
    board.handle_message({"type": "undo", "revision": board.revision})
    board.handle_message({"type": "redo", "revision": board.revision})
    assert front.svg == board.svg and front.redraws == 0


def test_a_redraw_sends_the_drawing_with_its_version():
    board = HokitoBoard(game=hokito.new_game(seed=7))
    front = watched(board)
    front.svg = "<svg/>"
    board.handle_message({"type": "redraw"})
    assert front.svg == board.svg and front.version == board.svg_update["version"]


# ---------------------------------------------------------------- hands private on every path (point 2)
def synced(board) -> dict:
    """Every synced trait a person sees or the front end acts on (the message aside: it says why)."""
    return {name: getattr(board, name) for name in board.keys
            if name not in ("message", "_dom_classes", "layout", "tabbable", "tooltip") and not name.startswith("_")}


def refusals(board) -> list:
    revision = board.revision
    return [
        {"type": "restart", "revision": revision},
        {"type": "redo", "revision": revision},
        {"type": "jump", "cursor": board.cursor, "revision": revision},
        {"type": "jump", "cursor": 999, "revision": revision},
        {"type": "explain", "clicks": ["no-such-key"], "revision": revision},
        {"type": "explain", "clicks": ["button:show-hand"], "revision": revision},
        {"type": "explain", "clicks": [3], "revision": revision},
        {"type": "play", "id": 10_000, "revision": revision},
        {"type": "play", "id": 0, "revision": revision - 1},
        {"type": "undo", "revision": revision - 1},
        {"type": "computer", "auto": "yes", "revision": revision},
        {"type": "computer", "auto": True, "revision": revision},
        {"type": "foresee", "id": -1, "revision": revision},
        {"type": "nonsense"},
        None,
    ]


def covered_boards():
    from widgets import DernierPeupleBoard, PartnersBoard
    from widgets.hit import HitBoard
    return {"partners": lambda: PartnersBoard(seed=3),
            "le-dernier-peuple": lambda: DernierPeupleBoard(seed=3),
            "hit": lambda: HitBoard(player_count=3, seed=3)}


@pytest.mark.parametrize("name", sorted(covered_boards()))
def test_a_refused_message_on_a_hot_seat_board_changes_nothing(name):
    """Issue 31 point 2: with the hand shown to the person to move, every refused message (a restart at the
    start, a redo with nothing taken back, a click not understood, a stale or junk message) leaves every synced
    trait as it was: the hand stays shown to that person alone, the move list and the drawing unchanged."""
    board = covered_boards()[name]()
    assert board.waiting_for_handover() == board.game.to_move, "a hot-seat board covers the first hand"
    assert board.show_hand()
    shown = board.viewer()
    assert shown == board.game.to_move
    for message in refusals(board):
        before = synced(board)
        board.handle_message(message)
        after = synced(board)
        changed = [key for key in before if before[key] != after[key]]
        assert not changed, f"{message} changed {changed}"
        assert board.viewer() == shown


def test_the_hand_over_button_is_the_one_move_a_covered_board_offers():
    """The keyboard, the move box and a click reach the hand-over button as they reach any move: it is the one
    move published; playing it shows the hand of the person to move, and only then are their moves sent."""
    from widgets import PartnersBoard
    board = PartnersBoard(seed=3)
    mover = board.game.to_move
    assert board.moves == [{"id": 0, "notation": "show hand", "label": f"Show my hand ({mover.capitalize()})",
                            "clicks": ["button:show-hand"], "path": []}]
    assert board.handle_message({"type": "play", "id": 0, "revision": board.revision})
    assert board.viewer() == mover and board.waiting_for_handover() is None
    assert [move["notation"] for move in board.moves] == [move.notation for move in board.game.legal_moves()]

"""The HOKITO board in real JupyterLab and Chromium: what a person sees and what the kernel holds.

Each test opens a fresh copy of notebooks/hokito/02-moving-a-single-piece.ipynb, runs
it all, and works on its live board (the notebook's variable ``board``; after the
notebook ran, Black has played c3-c6 and White is to move).  The legal moves, the
explanations and the state are always read from the kernel, never written down here,
so the tests check that the screen agrees with Python and that clicks change Python.
"""

from __future__ import annotations

import pytest

from widgets.hokito import PIECE_FILL

from .jupyterlab import (
    BOARD,
    board_root,
    copy_notebook,
    kernel_json,
    keys_with_class,
    open_notebook,
    run_all_cells,
    shown_revision,
    wait_for_board_after,
)

NOTEBOOK = "notebooks/hokito/02-moving-a-single-piece.ipynb"

# --- reading the page ----------------------------------------------------------------------------

# What the SVG shows on every occupied square: the top disc's fill, the numeral and the
# height badge (×N; no badge means a single piece), read from the drawn elements.
_SHOWN_PIECES = """(root) => {
    const shown = {};
    for (const square of root.querySelectorAll('.rb-svg [data-key^="square:"]')) {
        const piece = square.querySelector('[data-piece]');
        if (!piece) continue;
        const discs = piece.querySelectorAll('.hk-disc');
        const badge = piece.querySelector('.hk-height');
        shown[square.getAttribute('data-key').slice(7)] = {
            fill: discs[discs.length - 1].getAttribute('fill'),
            value: Number(piece.querySelector('.hk-value').textContent),
            height: badge ? Number(badge.textContent.replace('×', '')) : 1,
        };
    }
    return shown;
}"""



def shown_pieces(page) -> dict:
    return board_root(page).evaluate(_SHOWN_PIECES)



def shown_history(page) -> list[str]:
    """The move list as shown: the text of every entry after "Start"."""
    return board_root(page).locator(".rb-history li[data-cursor]").all_inner_texts()[1:]


def current_history_point(page) -> int:
    return int(board_root(page).locator(".rb-history li.rb-current").get_attribute("data-cursor"))


def shown_message(page) -> str:
    return board_root(page).locator(".rb-message").inner_text().strip()


def square(page, name: str):
    return board_root(page).locator(f'.rb-svg [data-key="square:{name}"]')


def toolbar_button(page, action: str):
    return board_root(page).locator(f'.rb-toolbar [data-action="{action}"]')



def wait_for_message(page, text: str) -> None:
    page.wait_for_function(
        "([selector, text]) => document.querySelector(selector + ' .rb-message').textContent.trim() === text",
        arg=[BOARD, text],
    )


# --- reading the kernel -------------------------------------------------------------------------


def kernel_state(page, path: str) -> dict:
    """What the kernel holds: position, played moves, cursor and revision of the board."""
    return kernel_json(
        page,
        path,
        "{'position': board.game.position(), 'history': [m.notation for m in board.game.history],"
        " 'all_moves': [m.notation for m in board.game.all_moves], 'cursor': board.game.cursor,"
        " 'revision': board.revision, 'status': board.status}",
    )


def kernel_moves(page, path: str) -> list[dict]:
    """The legal moves of the kernel's game: notation, clicks and path of each."""
    return kernel_json(page, path, "[m.to_json() for m in board.game.legal_moves()]")


def pieces_of(position: dict) -> dict:
    """What the SVG must show for a position (same shape as ``shown_pieces``)."""
    return {
        name: {"fill": PIECE_FILL[stack[-1][0]], "value": int(stack[-1][1]), "height": len(stack)}
        for name, stack in position["board"].items()
    }


def name_of(key: str) -> str:
    return key.split(":", 1)[1]


# --- the notebook -----------------------------------------------------------------------------------


@pytest.fixture
def notebook(page, lab_server) -> str:
    """A copy of the notebook, open and run; its board's view is on the page."""
    path = copy_notebook(lab_server, NOTEBOOK)
    open_notebook(page, lab_server, path)
    run_all_cells(page, path)
    board_root(page).locator(".rb-svg svg").wait_for()
    square(page, "a1").scroll_into_view_if_needed()
    before = kernel_state(page, path)
    assert before["history"] == ["c3-c6"], "the notebook should end with Black's c3-c6"
    page.wait_for_function(  # the view has caught up with the kernel's last refresh
        "([selector, revision]) => Number(document.querySelector(selector).dataset.revision) === revision",
        arg=[BOARD, before["revision"]],
    )
    return path


def play_by_clicks(page, move: dict) -> int:
    """Click a move's squares on the board; wait for the new board; return its revision."""
    revision = shown_revision(page)
    for key in move["clicks"]:
        square(page, name_of(key)).click()
    return wait_for_board_after(page, revision)


def targets_by_piece(moves: list[dict]) -> dict[str, set[str]]:
    """Each first click (a piece) → the keys that may come second (its targets)."""
    targets: dict[str, set[str]] = {}
    for move in moves:
        targets.setdefault(move["clicks"][0], set()).add(move["clicks"][1])
    return targets


def has_a_turn(move: dict) -> bool:
    names = [name_of(key) for key in move["path"]]
    return len({name[0] for name in names}) > 1 and len({name[1] for name in names}) > 1


def undo_or_redo(page, action: str) -> None:
    revision = shown_revision(page)
    toolbar_button(page, action).click()
    wait_for_board_after(page, revision)


def computer_move(page) -> None:
    revision = shown_revision(page)
    toolbar_button(page, "computer").click()
    wait_for_board_after(page, revision)


# --- the tests -------------------------------------------------------------------------------------
# Opening a notebook costs seconds (JupyterLab loads, a kernel starts), so each test
# follows one short story on its own copy rather than one check per copy.


def test_board_shows_the_kernels_position_and_highlights_what_python_allows(page, notebook):
    state = kernel_state(page, notebook)
    moves = kernel_moves(page, notebook)
    targets = targets_by_piece(moves)

    # the position, the move list and the status line are the kernel's
    assert shown_pieces(page) == pieces_of(state["position"])
    assert shown_revision(page) == state["revision"]
    assert shown_history(page) == ["1. c3-c6"]
    assert board_root(page).locator(".rb-status").inner_text().strip() == state["status"]
    # before any click, exactly the pieces that can move are marked as startable
    assert keys_with_class(page, "rb-startable") == set(targets)
    # HOKITO hides nothing, so the teacher's "Show everything" button is not offered
    assert toolbar_button(page, "reveal").is_hidden()

    # a click on a piece lights exactly its legal targets; the three pieces with the most
    # choices, so a wrong highlight has room to show
    for piece in sorted(targets, key=lambda key: (-len(targets[key]), key))[:3]:
        square(page, name_of(piece)).click()
        assert keys_with_class(page, "rb-selected") == {piece}
        assert keys_with_class(page, "rb-target") == targets[piece], piece
        square(page, name_of(piece)).click()  # clicking the selected piece again puts it down
        assert keys_with_class(page, "rb-selected") == set()
        assert keys_with_class(page, "rb-target") == set()

    # hovering a target draws the move's path through the squares it lands on; a move
    # with a turn, so the line must follow the rule's way and not go straight across
    move = next(m for m in moves if has_a_turn(m))
    start, target = (name_of(key) for key in move["clicks"])
    centres = [
        square(page, name_of(key)).evaluate(
            "(n) => n.getAttribute('data-cx') + ',' + n.getAttribute('data-cy')"
        )
        for key in move["path"]
    ]
    square(page, start).click()
    assert board_root(page).locator(".rb-preview").count() == 0
    square(page, target).hover()
    line = board_root(page).locator(".rb-preview polyline.rb-preview-line")
    line.wait_for()
    assert line.get_attribute("points").split() == centres
    square(page, start).hover()  # the start is no target: the path goes away
    assert board_root(page).locator(".rb-preview").count() == 0

    # choosing is local: nothing reached the kernel
    assert kernel_state(page, notebook) == state
    assert shown_revision(page) == state["revision"]


def test_an_illegal_click_shows_pythons_explanation_and_changes_nothing(page, notebook):
    before = kernel_state(page, notebook)
    moves = kernel_moves(page, notebook)
    piece = moves[0]["clicks"][0]
    targets = targets_by_piece(moves)[piece]
    occupied = sorted(before["position"]["board"])
    wrong_target = next(f"square:{name}" for name in occupied if f"square:{name}" not in targets | {piece})
    opponents_piece = next(
        f"square:{name}" for name in occupied if before["position"]["board"][name][-1][0] == "b"
    )
    shown_before = shown_pieces(page)

    for clicks in ([piece, wrong_target], [opponents_piece]):
        explanation = kernel_json(page, notebook, f"board.game.explain({clicks!r})")
        assert explanation and "is a legal move" not in explanation
        for key in clicks:
            square(page, name_of(key)).click()
        wait_for_message(page, explanation)

        assert shown_message(page) == explanation
        assert kernel_state(page, notebook) == before
        assert shown_revision(page) == before["revision"]
        assert shown_pieces(page) == shown_before
        assert keys_with_class(page, "rb-selected") == set()


def test_clicking_a_target_plays_the_move_and_undo_redo_bring_it_back_and_forth(page, notebook):
    before = kernel_state(page, notebook)
    move = max(kernel_moves(page, notebook), key=lambda m: (len(m["path"]), m["notation"]))
    start, target = (name_of(key) for key in move["clicks"])
    mover = before["position"]["board"][start]
    landing = before["position"]["board"][target]

    revision = play_by_clicks(page, move)

    played = kernel_state(page, notebook)
    # the kernel: the move is played, the mover on top of the target, the start empty
    assert played["history"] == before["history"] + [move["notation"]]
    assert played["position"]["board"][target] == landing + mover
    assert start not in played["position"]["board"]
    assert played["position"]["to_move"] == "black"
    assert played["revision"] == revision > before["revision"]
    # the screen: the mover's colour and value drawn in the target square, the start empty
    shown = shown_pieces(page)
    assert shown[target] == {
        "fill": PIECE_FILL[mover[-1][0]],
        "value": int(mover[-1][1]),
        "height": len(landing) + len(mover),
    }
    assert start not in shown
    assert shown == pieces_of(played["position"])
    assert shown_history(page) == [f"{i}. {notation}" for i, notation in enumerate(played["history"], 1)]
    assert board_root(page).locator(".rb-status").inner_text().strip() == played["status"]
    assert board_root(page).locator(".rb-chooser").is_hidden()  # one move per pair of clicks: no chooser
    assert keys_with_class(page, "rb-selected") == set()

    undo_or_redo(page, "undo")
    undone = kernel_state(page, notebook)
    assert undone["position"] == before["position"]
    assert undone["history"] == before["history"]
    assert undone["all_moves"] == played["history"]  # kept for redo
    assert shown_pieces(page) == pieces_of(before["position"])
    assert current_history_point(page) == len(before["history"])

    undo_or_redo(page, "redo")
    redone = kernel_state(page, notebook)
    assert redone["position"] == played["position"]
    assert redone["history"] == played["history"]
    assert shown_pieces(page) == pieces_of(played["position"])
    assert current_history_point(page) == len(played["history"])


def test_computer_moves_and_the_move_list_jumps_to_any_point(page, notebook):
    before = kernel_state(page, notebook)
    legal = {m["notation"] for m in kernel_moves(page, notebook)}
    positions = [kernel_json(page, notebook, "START"), before["position"]]  # the notebook's start, then c3-c6

    computer_move(page)
    after = kernel_state(page, notebook)
    assert len(after["history"]) == len(before["history"]) + 1
    assert after["history"][-1] in legal  # a White move of the position before
    assert after["position"]["to_move"] == "black"
    assert shown_pieces(page) == pieces_of(after["position"])
    assert shown_history(page)[-1] == f"{len(after['history'])}. {after['history'][-1]}"
    assert kernel_json(page, notebook, "board.game.history[-1].label") in shown_message(page)
    positions.append(after["position"])
    computer_move(page)
    positions.append(kernel_state(page, notebook)["position"])
    everything = kernel_state(page, notebook)["history"]
    assert len(everything) == 3

    for point in (1, 0, 3, 2):
        revision = shown_revision(page)
        board_root(page).locator(f'.rb-history li[data-cursor="{point}"]').click()
        wait_for_board_after(page, revision)
        state = kernel_state(page, notebook)
        assert state["cursor"] == point
        assert state["position"] == positions[point]
        assert state["all_moves"] == everything  # jumping forgets nothing
        assert shown_pieces(page) == pieces_of(positions[point])
        assert current_history_point(page) == point
        undone = board_root(page).locator(".rb-history li.rb-undone").all()
        assert [int(li.get_attribute("data-cursor")) for li in undone] == list(range(point + 1, 4))


def test_a_move_pointed_at_before_the_click_shows_at_once_and_is_the_kernels(page, notebook):
    """Foresight: the pointer rests on the target (as a person's does), Python sends the board the move
    will give; the click shows it before the kernel's answer, which then finds nothing to change."""
    before = kernel_state(page, notebook)
    move = kernel_moves(page, notebook)[0]
    start, target = (name_of(key) for key in move["clicks"])
    revision = shown_revision(page)
    square(page, start).click()
    square(page, target).hover()
    page.wait_for_timeout(400)  # a person looks before clicking; the board has asked Python meanwhile
    # what the screen shows the moment the foreseen board is drawn, and when the kernel's answer lands
    board_root(page).evaluate(f"""(root) => {{
        window.__seenAhead = null;
        root.addEventListener('rb-painted', (event) => {{
            if (event.detail.kind === 'foreseen') window.__seenAhead = ({_SHOWN_PIECES})(root);
        }});
    }}""")
    square(page, target).click()
    wait_for_board_after(page, revision)

    played = kernel_state(page, notebook)
    assert played["history"] == before["history"] + [move["notation"]]
    seen_ahead = page.evaluate("window.__seenAhead")
    assert seen_ahead == pieces_of(played["position"]) != pieces_of(before["position"])
    assert shown_pieces(page) == seen_ahead
    records = page.evaluate("window.__rbPaints.filter((p) => p.kind === 'foreseen' || p.kind === 'paint')")
    foreseen, answer = records[-2], records[-1]
    assert foreseen["kind"] == "foreseen" and answer["kind"] == "paint"
    assert foreseen["clickTime"] == answer["clickTime"] and foreseen["time"] < answer["time"]
    assert board_root(page).locator(".rb-status").inner_text().strip() == played["status"]

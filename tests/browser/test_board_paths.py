"""Issue 31 in JupyterLab: every path through editor, referee's list, play, undo and redo keeps the board whole;
each board's move box suggests its own moves; clicks made while the computers play act on no later board; a
computer's Defence out of turn comes by itself; a turn by the keyboard shows its focus ring at every stop, and on
HOKITO's grid the arrow keys move in two dimensions; HIT's hot seat covers each hand between people."""

from __future__ import annotations

import re
from xml.etree import ElementTree

import pytest

from .jupyterlab import board_readability, board_root, kernel_json, wait_until
from .test_classroom import KEYBOARD_BOARDS, open_boards
from .test_editor import click_keys, wait_for_revision_after

SCREEN = (1024, 768)
PAGE_DRAWING = """(root) => {
    const svg = root.querySelector('.rb-svg > svg');
    return {keys: Array.from(svg.querySelectorAll('[data-key]'), (node) => node.getAttribute('data-key')),
            text: svg.textContent.replace(/\\s+/g, ' ').trim(), viewBox: svg.getAttribute('viewBox'),
            editing: svg.hasAttribute('data-editing'), revision: Number(root.dataset.revision)};
}"""


def kernel_drawing(page, path: str) -> dict:
    state = kernel_json(page, path, "{'svg': str(board.svg), 'revision': board.revision}")
    tree = ElementTree.fromstring(state["svg"])
    return {"keys": [node.get("data-key") for node in tree.iter() if node.get("data-key")],
            "text": re.sub(r"\s+", " ", "".join(tree.itertext())).strip(), "viewBox": tree.get("viewBox"),
            "editing": tree.get("data-editing") is not None, "revision": state["revision"]}


def assert_board_whole(page, path: str, root) -> None:
    """The page shows the kernel's drawing: the same elements to click, the same words, the same size (not the
    editor's drawing nor a mix of two), its texts at 14 px or more."""
    wanted = kernel_drawing(page, path)
    page.wait_for_function("([root, rev]) => Number(root.dataset.revision) >= rev",
                           arg=[root.element_handle(), wanted["revision"]])
    page.wait_for_timeout(150)        # a change the widget library puts back comes within a frame
    shown = root.evaluate(PAGE_DRAWING)
    assert shown["viewBox"] == wanted["viewBox"] and shown["editing"] == wanted["editing"]
    assert shown["keys"] == wanted["keys"]
    assert shown["text"] == wanted["text"]
    small = board_readability(root).small_texts()
    assert not small, f"texts under 14 px: {small[:4]}"


def act(page, root, selector: str) -> None:
    revision = int(root.get_attribute("data-revision"))
    root.locator(selector).first.click()
    wait_for_revision_after(page, root, revision)


PATH_BOARDS = {
    "hokito": KEYBOARD_BOARDS["hokito"],
    "hit": "from widgets.hit import HitBoard\nboard = HitBoard(player_count=3, seed=3, computer_players=['blue', 'green'])",
    "partners": "from widgets import PartnersBoard\nboard = PartnersBoard(seed=3)",
    "le-dernier-peuple": KEYBOARD_BOARDS["le-dernier-peuple"],
}


@pytest.mark.parametrize("game", sorted(PATH_BOARDS))
def test_editor_then_every_legal_move_then_a_move_undo_and_redo_keep_the_board_whole(page, lab_server, game):
    """Point 1: Edit position, a change by clicks, Play from here, Every legal move, a move, Undo, Redo: after each
    the page shows the kernel's drawing (before: the editor's shrunk drawing came back, then a blank or garbled
    board); no hand is shown that the kernel's drawing does not show."""
    path = open_boards(page, lab_server, [PATH_BOARDS[game], "board"], size=SCREEN)
    root = board_root(page)
    act(page, root, '[data-action="edit"]')
    # in the editor, with its changes offered (once, under load, the kernel was in the editor without them yet)
    editor_change = "next((m for m in board.moves if len(m['clicks']) == 2), None) if board.editing else None"
    change = wait_until(lambda: kernel_json(page, path, editor_change), timeout=20)
    assert change, "the editor offers no change by two clicks"
    click_keys(page, root, path, change["clicks"])
    if kernel_json(page, path, "board.edit_problems"):
        act(page, root, '.rb-toolbar [data-action="undo"]')
    act(page, root, '.rb-editor button[data-edit="play"]')
    assert kernel_json(page, path, "board.editing") is False
    assert_board_whole(page, path, root)
    act(page, root, '[data-action="referee"]')
    assert_board_whole(page, path, root)
    listed = kernel_json(page, path, "sum(len(group['moves']) for group in board.referee)")
    assert root.locator(".rb-referee li").count() == listed
    assert listed == kernel_json(page, path, "0 if board.hides_moves() else len(board.game.legal_moves())")
    if kernel_json(page, path, "getattr(board, 'waiting_for_handover', lambda: None)() is not None"):
        act(page, root, '.rb-svg [data-key="button:show-hand"]')
        assert_board_whole(page, path, root)
    move = kernel_json(page, path, "board.moves[0]")
    cursor = kernel_json(page, path, "board.game.cursor")
    for key in move["clicks"]:
        root.locator(f'.rb-svg [data-key="{key}"]').first.click()
    wait_until(lambda: kernel_json(page, path, "board.game.cursor") > cursor, timeout=20)
    assert_board_whole(page, path, root)
    root.locator(".rb-svg").scroll_into_view_if_needed()
    page.screenshot(path=f"screenshots/board-paths-{game}-played.png")
    act(page, root, '.rb-toolbar [data-action="undo"]')
    assert_board_whole(page, path, root)
    act(page, root, '.rb-toolbar [data-action="redo"]')
    assert_board_whole(page, path, root)


def test_each_board_suggests_its_own_moves(page, lab_server):
    """Point 4: a notebook's second board (here one in the editor) suggests its own moves in its move box."""
    open_boards(page, lab_server, [
        ("from widgets import HokitoBoard, PartnersBoard\nfirst = PartnersBoard.example('minus4_shortcut', "
        "hot_seat_cover=False)\nsecond = HokitoBoard.editor(empty=False)"), "first", "second"], size=SCREEN)
    board_root(page, 1).locator(".rb-svg > svg").wait_for()
    path = page.evaluate("() => window.jupyterapp.shell.currentWidget.context.path")
    lists = []
    for index, name in enumerate(("first", "second")):
        box = board_root(page, index).locator(".rb-move-box")
        list_id = box.get_attribute("list")
        options = page.evaluate("(id) => Array.from(document.getElementById(id).options, (o) => o.value)", list_id)
        labels = kernel_json(page, path, f"[m['label'] for m in {name}.moves if 'same_as' not in m][:300]")
        assert options == labels, name
        lists.append(list_id)
    assert lists[0] != lists[1]


LDP_GAME = ("from widgets import DernierPeupleBoard\n"
            "board = DernierPeupleBoard(seed=11, player_count=3, computer_players=['blue', 'green'], computer_seed=1)")


def test_clicks_made_while_the_computers_play_act_on_no_later_board(page, lab_server):
    """Point 3: Red clicks "Draw 2" again and again, every 150 ms for 3 seconds, while the computers play their
    turns: only the first click draws; the clicks that land on Red's next turn are part of that run of clicks,
    made for the boards before, and are dropped with a word (before: Red drew on turn after turn)."""
    path = open_boards(page, lab_server, [LDP_GAME, "board"], size=SCREEN)
    root = board_root(page)
    assert kernel_json(page, path, "board.game.to_move") == "red"
    box = root.locator('.rb-svg [data-key="button:draw"]').first.bounding_box()
    for _ in range(20):
        page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.wait_for_timeout(150)
    wait_until(lambda: kernel_json(page, path, "board.game.to_move") == "red", timeout=30)
    page.wait_for_timeout(1500)
    movers = kernel_json(page, path, "list(board.game.movers(0, board.game.cursor))")
    assert movers.count("red") == 1, movers
    assert "blue" in movers and "green" in movers          # the computers played on by themselves


def test_a_computers_defence_out_of_turn_comes_without_a_click(page, lab_server):
    """Point 3: Red curses Blue, a computer's seat holding Defence: Blue's answer comes by itself, and the message
    says the Defence cancelled Red's card."""
    path = open_boards(page, lab_server, [
        ("from widgets import DernierPeupleBoard\n"
        "board = DernierPeupleBoard.example('power-defence', computer_players=['blue'])"), "board"], size=SCREEN)
    root = board_root(page)
    root.locator('.rb-svg [data-key="power:curse"]').first.click()
    root.locator('.rb-svg [data-key="player:blue"]').first.click()
    wait_until(lambda: kernel_json(page, path, "board.game.cursor") == 2, timeout=20)
    assert kernel_json(page, path, "[m.notation for m in board.game.history]") == ["power curse blue", "defend"]
    message = root.locator(".rb-message")
    wait_until(lambda: "Defence" in message.inner_text(), timeout=10)
    assert "cancels Curse" in message.inner_text()
    root.screenshot(path="screenshots/board-paths-defence.png")


# ---------------------------------------------------------------- the keyboard (point 6)
FOCUS_RING = """(root) => {
    const marks = root.querySelectorAll('.rb-overlay .rb-mark-focus');
    const frame = root.querySelector('.rb-svg > svg').getBoundingClientRect();
    if (marks.length !== 1) return {count: marks.length};
    const box = marks[0].getBoundingClientRect();
    return {count: 1, left: box.left - frame.left, top: box.top - frame.top, right: frame.right - box.right,
            bottom: frame.bottom - box.bottom, width: box.width, height: box.height,
            style: getComputedStyle(marks[0]).stroke};
}"""

KEYBOARD_TURNS = {
    "hokito": KEYBOARD_BOARDS["hokito"],
    "hit": "from widgets.hit import HitBoard\nboard = HitBoard(player_count=3, seed=3)",
    "partners": KEYBOARD_BOARDS["partners"],
    "le-dernier-peuple": KEYBOARD_BOARDS["le-dernier-peuple"],
}


def assert_focus_ring_shown(root) -> None:
    ring = root.evaluate(FOCUS_RING)
    assert ring["count"] == 1, ring
    assert ring["width"] > 4 and ring["height"] > 4, ring
    assert min(ring["left"], ring["top"], ring["right"], ring["bottom"]) >= -2, f"outside the drawing: {ring}"


@pytest.mark.parametrize("game", sorted(KEYBOARD_TURNS))
def test_a_turn_by_the_keyboard_shows_the_focus_ring_at_every_stop(page, lab_server, game):
    """Point 6: Tab to the board, then the arrow keys and Enter only: at every stop the focus ring is drawn with a
    size, inside the drawing (before: Le Dernier Peuple drew it at NaN, HIT not on its fields). HIT's hot seat
    (three people, no computer) opens behind the hand-over screen, whose button the keyboard reaches, and the next
    person's hand is covered once the turn is over (point 2)."""
    path = open_boards(page, lab_server, [KEYBOARD_TURNS[game], "board"], size=SCREEN)
    root = board_root(page)
    mover = kernel_json(page, path, "board.game.to_move")
    cursor = kernel_json(page, path, "board.game.cursor")
    if game == "hit":
        assert kernel_json(page, path, "board.waiting_for_handover()") == mover
        assert root.locator('.rb-svg [data-key^="hand:"] [data-card]').count() == 0
        root.screenshot(path="screenshots/board-paths-hit-hot-seat-cover.png")
        panel = [text for text in board_readability(root).texts
                 if text["text"].startswith(("Pass the board to", "Only Red looks now", "Show my hand"))]
        assert len(panel) == 3 and min(text["px"] for text in panel) >= 14, f"the hand-over panel's texts: {panel}"
    root.focus()
    page.keyboard.press("ArrowRight")
    stops = 0
    for _ in range(80):
        if kernel_json(page, path, "board.game.cursor") > cursor and kernel_json(page, path, "board.game.to_move") != mover:
            break
        if page.evaluate("() => Boolean(document.activeElement.closest('.rb-chooser'))"):
            page.keyboard.press("Enter")
        else:
            assert_focus_ring_shown(root)
            stops += 1
            page.keyboard.press("Enter")
        page.wait_for_timeout(250)
    else:
        pytest.fail("the keyboard did not finish the turn")
    assert stops >= 1
    if game == "hit":
        after = kernel_json(page, path, "board.game.to_move")
        wait_until(lambda: root.locator('.rb-svg [data-key="button:show-hand"]').count() == 1, timeout=10)
        assert kernel_json(page, path, "board.waiting_for_handover()") == after
        assert root.locator('.rb-svg [data-key^="hand:"] [data-card]').count() == 0   # no card of the next hand


def test_the_arrow_keys_move_in_two_dimensions_on_hokitos_grid(page, lab_server):
    """Point 6: on HOKITO's board ArrowDown goes to the square below, ArrowRight to the one on the right."""
    open_boards(page, lab_server, [KEYBOARD_BOARDS["hokito"], "board"], size=SCREEN)
    root = board_root(page)
    root.focus()
    centre = """(root) => { const r = root.querySelector('.rb-overlay .rb-mark-focus').getBoundingClientRect();
                          return [r.left + r.width / 2, r.top + r.height / 2]; }"""
    page.keyboard.press("ArrowRight")
    steps = []
    for key in ("ArrowDown", "ArrowRight", "ArrowUp", "ArrowLeft"):
        before = root.evaluate(centre)
        page.keyboard.press(key)
        after = root.evaluate(centre)
        steps.append((key, after[0] - before[0], after[1] - before[1]))
    for key, dx, dy in steps:
        along, across = {"ArrowDown": (dy, dx), "ArrowUp": (-dy, dx), "ArrowRight": (dx, dy),
                         "ArrowLeft": (-dx, dy)}[key]
        assert along > 20 and abs(across) < along, steps

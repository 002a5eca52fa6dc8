"""Issue 31: every path through editor, referee's list, play, undo and redo keeps the board whole."""

from __future__ import annotations

import pytest

from .jupyterlab import board_root, kernel_json, wait_until
from .test_classroom import KEYBOARD_BOARDS, open_boards
from .test_editor import click_keys, wait_for_revision_after


def drawing_facts(root) -> dict:
    return root.evaluate("""(root) => {
        const svg = root.querySelector('.rb-svg > svg');
        const box = svg.getBoundingClientRect();
        return {viewBox: svg.getAttribute('viewBox'), editing: svg.hasAttribute('data-editing'),
                width: box.width, height: box.height, keys: root.querySelectorAll('.rb-svg [data-key]').length,
                palette: root.querySelectorAll('.rb-svg .rb-palette').length};
    }""")


@pytest.mark.parametrize("game", ["hokito"])
def test_explore(page, lab_server, game):
    console = []
    page.on("console", lambda msg: console.append(msg.text))
    path = open_boards(page, lab_server, [KEYBOARD_BOARDS[game], "board"], size=(1024, 768))
    root = board_root(page)
    print("start", drawing_facts(root))
    revision = int(root.get_attribute("data-revision"))
    root.locator('[data-action="edit"]').click()
    wait_for_revision_after(page, root, revision)
    change = kernel_json(page, path, "next(m for m in board.moves if len(m['clicks']) == 2)")
    click_keys(page, root, path, change["clicks"])
    print("edited", drawing_facts(root), kernel_json(page, path, "board.edit_problems"))
    root.locator('.rb-editor button[data-edit="play"]').click()
    wait_until(lambda: kernel_json(page, path, "board.editing") is False, timeout=20)
    page.wait_for_timeout(500)
    print("played", drawing_facts(root))
    revision = int(root.get_attribute("data-revision"))
    root.locator('[data-action="referee"]').click()
    wait_for_revision_after(page, root, revision)
    page.wait_for_timeout(500)
    print("referee", drawing_facts(root))
    root.screenshot(path="/tmp/b-referee.png")
    print("\n".join(c for c in console if "DBG" in c or "anew" in c))

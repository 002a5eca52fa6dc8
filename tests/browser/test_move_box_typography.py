"""The move box in French (issue 32 point 6): a French move's label writes a no-break space before ":"; a learner
types a plain space and a curly apostrophe, in other letters' case, and the front end's own search (its fast path,
with no round trip to Python) finds the move and plays it, as Python's ``typed_form`` does."""

from __future__ import annotations

from .jupyterlab import (
    board_root,
    kernel_json,
    new_notebook,
    open_notebook,
    run_all_cells,
    run_in_kernel,
    wait_until,
)

SETUP = ("from rulebook.le_dernier_peuple import rules\n"
         "from widgets.le_dernier_peuple import DernierPeupleBoard\n"
         "board = DernierPeupleBoard(rules.new_game(seed=3), language='fr', handover=False)\n"
         "board")
RECORD = ("received = []\n"
          "_handle = board.handle_message\n"
          "def _recording(content):\n"
          "    received.append(content.get('type') if isinstance(content, dict) else None)\n"
          "    return _handle(content)\n"
          "board.handle_message = _recording")


def test_a_french_label_typed_with_plain_spaces_is_played_by_the_front_end(page, lab_server):
    path = new_notebook(lab_server, [SETUP])
    open_notebook(page, lab_server, path)
    run_all_cells(page, path)
    root = board_root(page, 0)
    root.locator(".rb-svg svg").wait_for(timeout=60_000)
    run_in_kernel(page, path, RECORD)
    moves = kernel_json(page, path, "[(m['label'], m['notation']) for m in board.moves if 'same_as' not in m]")
    label, notation = next((label, notation) for label, notation in moves if "\u00a0:" in label and "'" in label)
    typed = label.replace("\u00a0", " ").replace("'", "\u2019").upper()
    box = root.locator(".rb-move-box")
    box.fill(typed)
    box.press("Enter")
    assert wait_until(lambda: kernel_json(page, path, "len(board.game.history)") == 1, timeout=20)
    assert kernel_json(page, path, "board.game.history[-1].notation") == notation
    received = kernel_json(page, path, "received")
    assert "play" in received and "typed" not in received, received     # the front end found it by itself

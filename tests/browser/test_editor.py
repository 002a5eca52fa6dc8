"""Issue 22 point 1 in JupyterLab: on every game's board, 'Edit position' opens the editor; the palette's first
button empties the board and the problems are listed above it ('Play from here' refused); a change made by
clicks reaches the kernel's draft; Undo makes it possible again; 'Play from here' plays on from the position
set up. Screenshots of each editor in the projector windows, every text at 14 px or more."""

from __future__ import annotations

import pytest

from .accessibility import serious_violations
from .jupyterlab import (
    PROJECTOR_WINDOWS,
    board_readability,
    board_root,
    copy_notebook,
    kernel_json,
    lab_url,
    run_all_cells,
    show_in_window,
    wait_for_notebook,
    wait_until,
)
from .test_classroom import KEYBOARD_BOARDS, open_boards


def wait_for_revision_after(page, root, revision: int) -> None:
    page.wait_for_function("([root, old]) => Number(root.dataset.revision) > old", arg=[root.element_handle(), revision])


def shown_problems(root) -> list[str]:
    return root.locator(".rb-editor-problems li").all_inner_texts()


def click_keys(page, root, path: str, clicks: list[str]) -> None:
    """Click the keys of one change and wait until the kernel's draft took it (its list of changes grew) and the
    page shows the board of that moment."""
    changes = kernel_json(page, path, "board.cursor")
    for key in clicks:
        root.locator(f'.rb-svg [data-key="{key}"]').first.click()
    wait_until(lambda: kernel_json(page, path, "board.cursor") > changes, timeout=20)
    wait_for_revision_after(page, root, kernel_json(page, path, "board.revision") - 1)


@pytest.mark.parametrize("game", sorted(KEYBOARD_BOARDS))
def test_set_up_a_position_on_the_board_then_play_from_it(page, lab_server, game):
    path = open_boards(page, lab_server, [KEYBOARD_BOARDS[game], "board"], size=(1280, 900))
    root = board_root(page)
    revision = int(root.get_attribute("data-revision"))
    root.locator('[data-action="edit"]').click()
    wait_for_revision_after(page, root, revision)
    editor = root.locator(".rb-editor")
    editor.wait_for()
    assert kernel_json(page, path, "board.editing") is True
    assert editor.inner_text().startswith("✓")                     # the game's own position is possible
    # the palette's first button: everything set aside -- impossible, and the list says why
    empty = kernel_json(page, path, "board.rules().edit_palette(board.draft)[0][1][0][0]")
    click_keys(page, root, path, [empty])
    problems = kernel_json(page, path, "board.edit_problems")
    assert problems and shown_problems(root) == problems
    assert editor.locator('button[data-edit="play"]').is_disabled()
    assert serious_violations(page) == []            # axe-core: the palette's buttons named, the list readable
    for name, size, sidebar in PROJECTOR_WINDOWS:
        show_in_window(page, (name, size, sidebar))
        root.scroll_into_view_if_needed()
        root.screenshot(path=f"screenshots/editor-{game}-{name}.png")
        small = board_readability(root).small_texts()
        assert not small, f"{name}: texts under 14 px: {small[:4]}"
    page.set_viewport_size({"width": 1280, "height": 900})
    # undo: the position as it was, possible again; then one change made by clicks
    revision = int(root.get_attribute("data-revision"))
    root.locator('.rb-toolbar [data-action="undo"]').click()
    wait_for_revision_after(page, root, revision)
    assert shown_problems(root) == [] and kernel_json(page, path, "board.edit_problems") == []
    change = kernel_json(page, path, "next(m for m in board.moves if len(m['clicks']) == 2)")
    click_keys(page, root, path, change["clicks"])
    assert kernel_json(page, path, "[entry['label'] for entry in board.history]") == [change["label"]]
    assert root.locator(".rb-history li[data-cursor]").last.inner_text().endswith(change["label"])
    if kernel_json(page, path, "board.edit_problems"):
        revision = int(root.get_attribute("data-revision"))
        root.locator('.rb-toolbar [data-action="undo"]').click()
        wait_for_revision_after(page, root, revision)
    draft = kernel_json(page, path, "board.rules().state_to_position(board.draft)")
    editor.locator('button[data-edit="play"]').click()
    wait_until(lambda: kernel_json(page, path, "board.editing") is False, timeout=20)
    assert kernel_json(page, path, "board.game.position()") == draft
    page.wait_for_function("(root) => root.querySelector('.rb-editor').hidden", arg=root.element_handle())
    assert root.locator('[data-action="edit"]').is_visible()


def test_a_link_with_a_position_opens_it_on_the_referees_desk(page, lab_server):
    """Issue 22 point 3: the referee's notebook opens the position a link's address holds, of another game than
    its default board (the static site's version of this test is in test_lite_referee.py)."""
    from rulebook import partners

    code = partners.new_game(seed=5).position_code()
    path = copy_notebook(lab_server, "notebooks/referee.ipynb")
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(f"{lab_url(lab_server, path)}?position={code}", timeout=90_000)
    wait_for_notebook(page, path)
    run_all_cells(page, path)
    board_root(page).locator(".rb-svg svg[data-game='partners']").wait_for(timeout=60_000)
    assert kernel_json(page, path, "desk.children[0].game.position_code()") == code
    page.wait_for_function("(root) => root.querySelector('.rb-message').textContent.includes('link')",
                           arg=board_root(page).element_handle())

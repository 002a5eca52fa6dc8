"""Issue 22 points 3 and 4 in the static site: a teacher's link with a position opens it on the referee's desk
(in the browser's own Python) without a click — the site runs the referee's notebook by itself once its Python
is ready (lite/start-status.js) — and the position editor works there as in JupyterLab."""

from __future__ import annotations

from rulebook import partners

from .jupyterlab import board_root, kernel_json, wait_for_notebook
from .test_lite import KERNEL_START_TIMEOUT, lite_site  # noqa: F401  (the site, built once and served)

REFEREE_NOTEBOOK = "referee.ipynb"


def test_a_link_opens_its_position_and_the_editor_lists_what_is_wrong(page, lite_site):  # noqa: F811
    code = partners.new_game(seed=5).position_code()
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(f"{lite_site.url}/lab/index.html?path={REFEREE_NOTEBOOK}&game=partners&position={code}")
    wait_for_notebook(page, REFEREE_NOTEBOOK, timeout=KERNEL_START_TIMEOUT)
    root = board_root(page)                                   # no cell run here: the link's page runs it
    root.locator(".rb-svg svg[data-game='partners']").wait_for(timeout=60_000)
    assert kernel_json(page, REFEREE_NOTEBOOK, "desk.children[0].game.position_code()") == code
    # the editor, in the browser's Python: everything set aside is no position, and the list says why
    revision = int(root.get_attribute("data-revision"))
    root.locator('[data-action="edit"]').click()
    page.wait_for_function("([root, old]) => Number(root.dataset.revision) > old", arg=[root.element_handle(), revision])
    empty = kernel_json(page, REFEREE_NOTEBOOK, "(b := desk.children[0]).rules().edit_palette(b.draft)[0][1][0][0]")
    revision = int(root.get_attribute("data-revision"))
    root.locator(f'.rb-svg [data-key="{empty}"]').first.click()
    page.wait_for_function("([root, old]) => Number(root.dataset.revision) > old", arg=[root.element_handle(), revision])
    problems = kernel_json(page, REFEREE_NOTEBOOK, "desk.children[0].edit_problems")
    assert problems and root.locator(".rb-editor-problems li").all_inner_texts() == problems
    assert root.locator('.rb-editor button[data-edit="play"]').is_disabled()

"""Issue 33 point 2 in JupyterLab: a teacher presses "Make an exercise" on a board's toolbar and makes an exercise
of each kind by clicks in the panel that opens under the drawing (where can it go?, may it be played? with an
illegal and a legal move, find a move with a goal, what happens? with a prediction); its link opens the exercise
as a learner sees it.  The panel's every text is 14 px or more, whole, in the projector windows; it speaks the
board's language at once when that changes; Escape closes it and the board plays again."""

from __future__ import annotations

from .jupyterlab import (
    PROJECTOR_WINDOWS,
    board_element,
    board_root,
    kernel_json,
    lab_url,
    new_notebook,
    run_all_cells,
    show_in_window,
    wait_for_notebook,
    wait_until,
)
from .test_classroom import screenshot
from .test_teacher_exercises import lesson_says, open_linked, press

SETUP = ("from rulebook import hokito\nfrom widgets.hokito import HokitoBoard\n"
         "board = HokitoBoard(game=hokito.new_game(seed=1))\nboard")
BUILDER = "from widgets.sheet_builder import sheet_builder\nsheet_builder()"

# For the panel under a board: its texts under 14 px, the labels, buttons and words cut short, and its rows
# that overlap the one above (a board shown inside the panel, the learner's preview, is measured by its own
# tests).
_MEASURE = """(panel) => {
    const outer = panel.closest('.rb-board'), small = [], cut = [], overlaps = [];
    for (const node of panel.querySelectorAll('*')) {
        if (node.closest('.rb-board') !== outer || !node.getClientRects().length) continue;
        const words = [...node.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
        if (!words && !['INPUT', 'SELECT', 'BUTTON'].includes(node.tagName)) continue;
        const px = parseFloat(getComputedStyle(node).fontSize), text = (node.textContent || node.value || '').trim();
        if (px < 14) small.push(`${text.slice(0, 30)} ${px}px`);
        if (['LABEL', 'BUTTON', 'P', 'B', 'SPAN'].includes(node.tagName) && node.scrollWidth > node.clientWidth + 1)
            cut.push(text.slice(0, 30));
    }
    let bottom = -Infinity;
    for (const row of panel.children) {
        if (!row.getClientRects().length) continue;
        const box = row.getBoundingClientRect();
        if (box.top < bottom - 1) overlaps.push(row.textContent.trim().slice(0, 30));
        bottom = Math.max(bottom, box.bottom);
    }
    return {small, cut, overlaps};
}"""


def mark(page, path: str, keys: list[str]) -> None:
    for key in keys:
        before = kernel_json(page, path, "board._maker.marked")
        board_element(page, key).click()
        wait_until(lambda before=before: kernel_json(page, path, "board._maker.marked") != before, timeout=30)


def show_and_link(page, path: str, panel, kind: str) -> str:
    """Press "Show as a learner sees it": the exercise of ``kind`` made, its link in the box on the page."""
    before = kernel_json(page, path, "board._maker.link")
    panel.get_by_role("button", name="Show as a learner sees it").click()
    wait_until(lambda: kernel_json(page, path, "board._maker.link") not in ("", before), timeout=30)
    link = kernel_json(page, path, "board._maker.link")
    assert kernel_json(page, path, "board._maker.exercise.kind") == kind
    page.wait_for_function("([panel, link]) => (panel.querySelector('input.rb-maker-link') || {}).value === link",
                           arg=[panel.element_handle(), link], timeout=30_000)
    assert panel.get_by_text("Right answers, worked out by the rules").is_visible()
    return link


def add_to_my_sheet(page, panel) -> str:
    """Press "Add to my sheet", then in the notebook's sheet builder type a title and press "Make the sheet":
    the sheet's link as the page shows it (its texts 14 px or more)."""
    panel.get_by_role("button", name="Add to my sheet").click()
    panel.get_by_text("Added to your sheet (1 exercise)").wait_for(timeout=30_000)
    page.get_by_placeholder("the sheet's title, e.g. Tuesday").fill("Tuesday")
    page.get_by_role("button", name="Make the sheet").click()
    box = page.get_by_label("The sheet link")
    box.wait_for(timeout=30_000)
    page.get_by_text("“Tuesday”: 1 exercise").wait_for(timeout=30_000)
    sizes = page.get_by_text("“Tuesday”: 1 exercise").evaluate(
        "(line) => [...line.closest('.widget-html-content').querySelectorAll('*')].filter((node) =>"
        " ['INPUT', 'BUTTON'].includes(node.tagName) || [...node.childNodes].some((n) => n.nodeType === 3 &&"
        " n.textContent.trim())).map((node) => parseFloat(getComputedStyle(node).fontSize))")
    assert min(sizes) >= 14 and len(sizes) >= 6      # the title, the exercise, the link's help, box and button
    box.scroll_into_view_if_needed()
    screenshot(page, "sheet-builder-1024x768.png")
    return box.input_value()


def choose_kind(panel, words: str) -> None:
    panel.get_by_label(words, exact=True).check()


def test_a_teacher_makes_each_kind_from_the_board_and_its_link_opens_as_a_learner_sees_it(page, lab_server):
    from rulebook import hokito, lessons
    from rulebook.lessons import Exercise, Sheet

    path = new_notebook(lab_server, [SETUP, BUILDER])
    page.set_viewport_size(PROJECTOR_WINDOWS[1][1])
    page.goto(lab_url(lab_server, path), timeout=90_000)
    wait_for_notebook(page, path)
    show_in_window(page, PROJECTOR_WINDOWS[1])
    run_all_cells(page, path)
    root = board_root(page)
    maker_button = root.locator('.rb-position-tools button[data-action="maker"]')
    maker_button.click()
    panel = root.locator(".rb-maker")
    panel.wait_for(timeout=30_000)
    assert maker_button.get_attribute("aria-pressed") == "true"
    root.locator(".rb-toolbar").scroll_into_view_if_needed()
    screenshot(page, "maker-toolbar-1024x768.png")
    wait_until(lambda: kernel_json(page, path, "board.moves") == [], timeout=30)   # clicks mark, not play

    mark(page, path, ["square:e2"])                                         # where can it go?
    panel.get_by_text("Marked:").wait_for(timeout=30_000)
    panel.get_by_label("Question").fill("Where can this piece go?")
    links = {"targets": show_and_link(page, path, panel, lessons.TARGETS)}
    choose_kind(panel, "May it be played?")                                  # an illegal move, then a legal one
    panel.get_by_role("button", name="Clear what is marked").click()
    mark(page, path, ["square:b2", "square:c3"])
    panel.get_by_text("(not a legal move)").wait_for(timeout=30_000)
    links["illegal"] = show_and_link(page, path, panel, lessons.LEGAL)
    mark(page, path, ["square:c3", "square:b1"])
    panel.get_by_text("(a legal move:").wait_for(timeout=30_000)
    links["legal"] = show_and_link(page, path, panel, lessons.LEGAL)
    choose_kind(panel, "Find a move")
    panel.get_by_label("Goal").select_option(label=lessons.menu(hokito.Game)["goals"]["higher-stack"])
    links["find"] = show_and_link(page, path, panel, lessons.FIND)
    choose_kind(panel, "What happens?")
    panel.get_by_label("Predict").select_option(label=lessons.menu(hokito.Game)["predictions"]["points"])
    panel.get_by_label("Whose").select_option(label="White")
    links["predict"] = show_and_link(page, path, panel, lessons.PREDICT)
    sheet_link = add_to_my_sheet(page, panel)

    exercises = {name: Exercise.from_code(link.split("exercise=", 1)[1]) for name, link in links.items()}
    assert exercises["targets"].start == ("square:e2",) and exercises["targets"].question == "Where can this piece go?"
    assert exercises["illegal"].answers() == (lessons.NO,) and exercises["legal"].answers() == (lessons.YES,)
    assert exercises["find"].goal == ("higher-stack",) and exercises["predict"].predict == ("points", "white")
    assert all(link.startswith("?path=exercise.ipynb&exercise=") for link in links.values())
    assert Sheet.from_code(sheet_link) == Sheet("Tuesday", (exercises["predict"],))

    for window in PROJECTOR_WINDOWS:                                        # seen whole on a projector
        show_in_window(page, window)
        measured = panel.evaluate(_MEASURE)
        assert measured == {"small": [], "cut": [], "overlaps": []}, window[0]
        for end in ("start", "end"):
            panel.evaluate(f"(panel) => panel.scrollIntoView({{block: '{end}'}})")
            page.wait_for_timeout(200)
            screenshot(page, f"maker-panel-{end}-{window[0]}.png")
    root.locator('select[data-action="language"]').first.select_option("de")        # the board's language, live
    panel.get_by_label("Darf man das spielen?", exact=True).wait_for(timeout=30_000)
    panel.get_by_text("Richtige Antworten").wait_for(timeout=30_000)
    panel.evaluate("(panel) => panel.scrollIntoView({block: 'start'})")
    screenshot(page, "maker-panel-de-1024x768.png")
    panel.locator("input").first.focus()
    page.keyboard.press("Escape")                                          # closed: the board plays again
    panel.wait_for(state="detached", timeout=30_000)
    wait_until(lambda: kernel_json(page, path, "board.maker_panel is None and len(board.moves) > 0"), timeout=30)
    assert maker_button.get_attribute("aria-pressed") == "false"

    illegal = exercises["illegal"]
    open_linked(page, lab_server, "exercise.ipynb", links["illegal"][1:])    # as a learner sees it
    lesson_says(page, illegal.question)
    assert not board_root(page).locator('.rb-position-tools button[data-action="maker"]').is_visible()
    press(page, "choose", lessons.NO)
    lesson_says(page, "✓ solved")
    screenshot(page, "maker-learner-solved-1024x768.png")

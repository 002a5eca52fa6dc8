"""Issue 33 in the static site: a teacher's link to an exercise opens it in the browser's own Python without
a click (lite/start-status.js runs exercise.ipynb by itself), and a learner answers it wrongly, then rightly;
a sheet of three exercises of two games is done to the end from its link, and its result code is read back
in the results notebook, table and plot readable at 1024x768 with the side bar open."""

from __future__ import annotations

from .jupyterlab import (
    MIN_TEXT_PX,
    PROJECTOR_WINDOWS,
    board_root,
    kernel_json,
    run_all_cells,
    show_in_window,
    wait_for_notebook,
    wait_until,
)
from .test_classroom import screenshot
from .test_lite import KERNEL_START_TIMEOUT, lite_site  # noqa: F401  (the site, built once and served)
from .test_teacher_exercises import choose_wrongly_then_rightly, lesson_says, press

NOTEBOOK = "exercise.ipynb"


def test_a_link_opens_a_teachers_exercise_answered_wrongly_then_rightly(page, lite_site):  # noqa: F811
    from rulebook import hokito, lessons

    exercise = lessons.made_on_board(hokito.new_game(seed=1), lessons.LEGAL, ("square:b2", "square:c3"),
                                     question="Darf die 1 auf b2 diagonal nach c3 ziehen?")
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(f"{lite_site.url}/lab/index.html?path={NOTEBOOK}&exercise={exercise.to_code()}")
    wait_for_notebook(page, NOTEBOOK, timeout=KERNEL_START_TIMEOUT)
    lesson_says(page, exercise.question)                      # no cell run here: the link's page runs it
    assert kernel_json(page, NOTEBOOK, "desk.children[0].lesson['question']") == exercise.question
    press(page, "choose", lessons.YES)
    lesson_says(page, "✗ not yet")
    press(page, "retry")
    press(page, "choose", lessons.NO)
    lesson_says(page, "✓ solved")
    assert "diagonal" in board_root(page).locator(".rb-message").inner_text().lower()
    # the teacher's desk below it: the maker panel its board shows under the drawing (issue 33 point 2), made by
    # the site's widget manager as in JupyterLab; a "where can it go?" exercise made there by clicks
    make_by_clicks_in_the_site(page)


def make_by_clicks_in_the_site(page) -> None:
    """On the desk's HOKITO board: Play from here, then an exercise of each kind made by clicks (a piece; a move;
    a goal; a prediction) and Show: each link the page shows is the kernel's and holds that exercise (opening a
    link in the site is the test above)."""
    from rulebook import hokito, lessons

    teacher, panel = board_root(page, 1), page.locator(".rb-maker")
    panel.get_by_role("button", name="Show as a learner sees it").wait_for(timeout=60_000)
    teacher.locator('.rb-editor button[data-edit="play"]').click()
    wait_until(lambda: kernel_json(page, NOTEBOOK, "teacher.board.editing") is False, timeout=30)
    move = kernel_json(page, NOTEBOOK, "teacher.board.game.legal_moves()[0].clicks")
    panel.get_by_label("Where can it go?", exact=True).check()
    mark_in_the_site(page, teacher, move[:1])
    made = {"targets": shown_in_the_site(page, panel)}
    panel.get_by_label("May it be played?", exact=True).check()
    panel.get_by_role("button", name="Clear what is marked").click()
    wait_until(lambda: kernel_json(page, NOTEBOOK, "teacher.maker.marked") == [], timeout=30)
    mark_in_the_site(page, teacher, move)
    made["legal"] = shown_in_the_site(page, panel)
    panel.get_by_label("Find a move", exact=True).check()
    panel.get_by_label("Goal").select_option(label=lessons.menu(hokito.Game)["goals"]["higher-stack"])
    made["find"] = shown_in_the_site(page, panel)
    panel.get_by_label("What happens?", exact=True).check()
    panel.get_by_label("Predict").select_option(label=lessons.menu(hokito.Game)["predictions"]["points"])
    panel.get_by_label("Whose").select_option(label="White")
    made["predict"] = shown_in_the_site(page, panel)
    assert [exercise.kind for exercise in made.values()] == [lessons.TARGETS, lessons.LEGAL, lessons.FIND,
                                                             lessons.PREDICT]
    assert made["targets"].start == tuple(move[:1]) and made["legal"].answers() == (lessons.YES,)
    assert made["find"].goal == ("higher-stack",) and made["predict"].predict == ("points", "white")
    assert all(exercise.game.name == "hokito" and exercise.answers() for exercise in made.values())


def mark_in_the_site(page, teacher, keys: list[str]) -> None:
    for count, key in enumerate(keys, 1):
        teacher.locator(f'.rb-svg [data-key="{key}"]').first.click()
        wait_until(lambda count=count: kernel_json(page, NOTEBOOK, "teacher.maker.marked") == keys[:count], timeout=30)


def shown_in_the_site(page, panel):
    """Press Show: the exercise of the link the page shows, which is the kernel's."""
    from rulebook.lessons import Exercise

    before = kernel_json(page, NOTEBOOK, "teacher.maker.link")
    panel.get_by_role("button", name="Show as a learner sees it").click()
    wait_until(lambda: kernel_json(page, NOTEBOOK, "teacher.maker.link") not in ("", before), timeout=60)
    link = kernel_json(page, NOTEBOOK, "teacher.maker.link")
    page.wait_for_function("link => (document.querySelector('.rb-maker input.rb-maker-link') || {}).value === link",
                           arg=link, timeout=30_000)
    return Exercise.from_code(link.split("exercise=", 1)[1])


SHEET_NOTEBOOK, RESULTS_NOTEBOOK = "sheet.ipynb", "results.ipynb"
#: every text of the results' table and plot, with its size on the screen in CSS pixels
RESULT_TEXTS = """(root) => {
    const texts = [];
    for (const node of root.querySelectorAll('table th, table td, table caption, svg text')) {
        if (!node.textContent.trim() || !node.getClientRects().length) continue;
        const matrix = node.getScreenCTM ? node.getScreenCTM() : null;
        const scale = matrix ? Math.sqrt(Math.abs(matrix.a * matrix.d - matrix.b * matrix.c)) : 1;
        texts.push({text: node.textContent.trim().slice(0, 30),
                    px: Math.round(parseFloat(getComputedStyle(node).fontSize) * scale * 10) / 10});
    }
    return texts;
}"""


def tuesdays_sheet():
    """Three exercises of two games: the teacher's own on a HIT game in full swing (four players, 40 moves in:
    may the marked move be played?), then two of HOKITO's."""
    from rulebook import hit, hokito, lessons
    from rulebook.core import RandomPlayer, play_out

    game = play_out(hit.new_game(seed=7), RandomPlayer(7), max_moves=40)
    move = next(move for move in game.legal_moves() if len(move.clicks) > 2)       # a card, a figure, a field
    own = lessons.made_on_board(game, lessons.LEGAL, move.clicks, question="Darf dieser Zug gespielt werden?")
    return lessons.Sheet("Mardi, 3e", (own, hokito.EXERCISES["single-legal"], hokito.EXERCISES["start-score"]))


def test_a_sheet_from_its_link_done_to_the_end_and_its_result_read_back_in_the_results(page, lite_site):  # noqa: F811
    from rulebook import lessons

    sheet = tuesdays_sheet()
    link = f"{lite_site.url}/lab/index.html?path={SHEET_NOTEBOOK}&sheet={sheet.to_code()}"
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(link)
    wait_for_notebook(page, SHEET_NOTEBOOK, timeout=KERNEL_START_TIMEOUT)
    page.get_by_text("Mardi, 3e: exercise 1 of 3").wait_for(timeout=60_000)    # the link's page runs it
    # 1: the teacher's own, wrongly then rightly: right after tries
    lesson_says(page, sheet.exercises[0].question)
    choose_wrongly_then_rightly(page, sheet.exercises[0])
    page.get_by_role("button", name="Next exercise").click()
    # 2: right first time
    page.get_by_text("Mardi, 3e: exercise 2 of 3 (1 tried so far)").wait_for(timeout=30_000)
    press(page, "choose", sheet.exercises[1].answers()[0])
    lesson_says(page, "✓ solved")
    page.get_by_role("button", name="Next exercise").click()
    # 3: shown, then the learner types a name with an accent and spaces and finishes
    page.get_by_text("Mardi, 3e: exercise 3 of 3 (2 tried so far)").wait_for(timeout=30_000)
    press(page, "show")
    page.get_by_placeholder("type your name").fill("Zoé Ng Müller")
    page.get_by_role("button", name="Finish").click()
    page.get_by_text("Your result code", exact=True).wait_for(timeout=30_000)
    screenshot(page, "lite-teacher-sheet-result-1024x768.png")
    assert page.get_by_text("1: right after hints or tries, 2: right first time, 3: shown").is_visible()
    code = kernel_json(page, SHEET_NOTEBOOK, "desk.result_box.value")
    assert page.locator(".rb-result-code textarea").input_value() == code
    assert lessons.Result.from_code(code, sheet) == lessons.Result("Zoé Ng Müller", sheet.fingerprint(), (
        lessons.LATER, lessons.FIRST, lessons.SHOWN))

    page.goto(f"{lite_site.url}/lab/index.html?path={RESULTS_NOTEBOOK}")
    wait_for_notebook(page, RESULTS_NOTEBOOK, timeout=KERNEL_START_TIMEOUT)
    show_in_window(page, PROJECTOR_WINDOWS[0])              # 1024x768, the side bar open, as in a classroom
    run_all_cells(page, RESULTS_NOTEBOOK)
    page.get_by_placeholder("the sheet's link or code").fill(link)
    another = lessons.Sheet("Vendredi", sheet.exercises[:2])
    pasted = [code, lessons.Result("Max", another.fingerprint(), (lessons.FIRST,) * 2).to_code(), code[:-5]]
    page.get_by_placeholder("the result codes, one a line").fill("\n".join(pasted))
    page.get_by_role("button", name="Read the results").click()
    table = page.locator("table", has_text="Mardi, 3e: who got what")
    table.wait_for(timeout=30_000)
    assert "Zoé Ng Müller" in table.inner_text() and "right after hints or tries" in table.inner_text()
    assert page.get_by_text("Code 2: this result ('Max') belongs to another sheet, not to “Mardi, 3e”").is_visible()
    assert page.get_by_text("Code 3: the result code is damaged or cut short: copy it again, whole").is_visible()
    plot = page.locator("svg", has_text="hardest exercise first")
    assert plot.count() == 1 and plot.locator("text", has_text="Exercise 3").count() == 1
    output = table.locator("xpath=ancestor::div[contains(@class, 'jp-OutputArea-output')][1]")
    output.evaluate("(node) => node.scrollIntoView({block: 'start'})")
    screenshot(page, "lite-teacher-results-1024x768-sidebar.png")
    texts = output.evaluate(RESULT_TEXTS)
    assert len(texts) == 20 and [text for text in texts if text["px"] < MIN_TEXT_PX - 0.05] == [], texts
    shown = kernel_json(page, RESULTS_NOTEBOOK, "desk.shown.value")
    assert ">Zoé Ng Müller</th>" in shown and shown.count("<tr>") == 3      # heads, Zoé, right first time

"""Issue 33 in the static site: a teacher's link to an exercise opens it in the browser's own Python without
a click (lite/start-status.js runs exercise.ipynb by itself), and a learner answers it wrongly, then rightly."""

from __future__ import annotations

from .jupyterlab import board_root, kernel_json, wait_for_notebook
from .test_lite import KERNEL_START_TIMEOUT, lite_site  # noqa: F401  (the site, built once and served)
from .test_teacher_exercises import lesson_says, press

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
    # the site's widget manager as in JupyterLab
    page.locator(".rb-maker").get_by_role("button", name="Show as a learner sees it").wait_for(timeout=60_000)

"""Issue 33 point 2 in JupyterLab: a teacher makes a "where can it go?" exercise in exercise.ipynb by clicks on
the board and the maker panel under it (no Python), copies its link; the link opens that exercise, and a
learner answers it wrongly, then rightly."""

from __future__ import annotations

from .jupyterlab import board_element, board_root, kernel_json, wait_until
from .test_classroom import screenshot
from .test_teacher_exercises import answer_wrongly_then_rightly, lesson_says, open_linked

TEACHER = 1          # the page's boards: the linked exercise's, the teacher's, then the learner's preview


def test_a_teacher_makes_an_exercise_by_clicks_copies_its_link_and_a_learner_answers_it(page, lab_server):
    from rulebook.lessons import Exercise

    path = open_linked(page, lab_server, "exercise.ipynb", "path=exercise.ipynb")
    root = board_root(page, TEACHER)
    root.locator('.rb-editor button[data-edit="play"]').click()            # Play from here
    wait_until(lambda: kernel_json(page, path, "teacher.maker.marking.value") is True, timeout=30)
    piece = kernel_json(page, path, "teacher.board.game.legal_moves()[0].clicks[0]")
    board_element(page, piece, TEACHER).click()
    wait_until(lambda: kernel_json(page, path, "teacher.maker.marked") == [piece], timeout=30)
    panel = page.locator(".rb-maker")
    panel.get_by_text("Marked:").wait_for(timeout=30_000)
    assert page.evaluate("(key) => document.querySelectorAll('.rb-board')[1].querySelector("
                         "`[data-key=\"${key}\"]`).classList.contains('rb-suggested')", piece), "not marked on the board"
    panel.locator(".widget-text input").nth(0).fill("Where can this piece go?")
    panel.locator(".widget-text input").nth(1).fill("Count the jumps.")
    panel.get_by_role("button", name="Show as a learner sees it").click()
    panel.get_by_text("Right answers, worked out by the rules").wait_for(timeout=30_000)
    lesson_says(page, "Where can this piece go?", index=2)                 # the preview, as a learner sees it
    panel.get_by_text("Make an exercise").scroll_into_view_if_needed()
    page.mouse.wheel(0, 120)
    screenshot(page, "maker-panel-1024x768.png")
    link = panel.locator("input.rb-maker-link").input_value()
    assert link == kernel_json(page, path, "teacher.maker.link") and link.startswith("?path=exercise.ipynb&exercise=")
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    panel.get_by_role("button", name="Copy link").click()
    panel.get_by_role("button", name="Copied").wait_for(timeout=10_000)
    assert page.evaluate("navigator.clipboard.readText()") == link          # what the teacher pastes
    panel.scroll_into_view_if_needed()
    screenshot(page, "maker-made-1024x768.png")

    exercise = Exercise.from_code(link.split("exercise=", 1)[1])
    assert exercise.start == (piece,) and exercise.hint == "Count the jumps."
    path = open_linked(page, lab_server, "exercise.ipynb", link[1:])
    lesson_says(page, "Where can this piece go?")
    answer_wrongly_then_rightly(page, path, exercise, "maker-learner-wrong-1024x768.png")
    screenshot(page, "maker-learner-solved-1024x768.png")

"""Issue 30 in a browser: exercises a learner can trust, answered by mouse in JupyterLab.

One notebook with a Partners and a HIT exercise whose answer is a place where a piece stands (the piece is
drawn over the place, so the mouse hits the piece): clicking the piece picks the place.  Then a wrong
answer, a hint, Show me, Try again and the right answer, which counts as shown, not solved — in the page,
in the kernel and in the notebook's progress.
"""

from __future__ import annotations

import pytest

from .jupyterlab import (
    PROJECTOR_WINDOWS,
    board_element,
    board_root,
    kernel_json,
    keys_with_class,
    new_notebook,
    open_notebook,
    run_all_cells,
    show_in_window,
)
from .test_classroom import screenshot

SETUP = (
    "from widgets import DernierPeupleBoard, PartnersBoard\nfrom widgets.hit import HitBoard\n"
    "from widgets.lesson import Progress, drawn_under\n"
    "practice = DernierPeupleBoard.practice(3)\n"
    "boards = [PartnersBoard.exercise('bounce-reach'), HitBoard.exercise('card-corners')]\n"
    "ids = ['partners/bounce-reach', 'hit/card-corners']\n"
    "progress = Progress(progress={'title': 'Exercises of this notebook', 'groups': [{'name': '', 'sections': "
    "[['', ids]]}]})\n"
    "def under(board):\n"
    "    task = board._exercise\n"
    "    return {piece: places[0] for piece, places in drawn_under(board.svg).items()\n"
    "            if places and places[0] in task.choices() and piece not in task.choices()}\n"
    "def wrong_place(board):\n"
    "    task = board._exercise\n"
    "    taken = set(under(board).values())\n"
    "    return next(key for key in task.choices() if key not in task.answers() and key not in taken)\n"
)
#: per board: the exercise, the answer place where a piece stands, that piece
CASES = [("bounce-reach", "field:59", "pawn:yellow-1"), ("card-corners", "field:10", "figure:blue-1")]


def lesson_of(page, path, index):
    return kernel_json(page, path, f"boards[{index}].lesson")


def wait_lesson(page, index, script):
    """Wait until the page's exercise panel of board ``index`` satisfies ``script`` (a JS expression on
    ``box``, the panel)."""
    page.wait_for_function(f"([root]) => {{ const box = root.querySelector('.rb-lesson'); return {script}; }}",
                           arg=[board_root(page, index).element_handle()], timeout=30_000)


@pytest.mark.parametrize("window", [PROJECTOR_WINDOWS[0]], ids=[PROJECTOR_WINDOWS[0][0]])
def test_answers_under_pieces_by_mouse_wrong_hint_show_me_try_again_and_progress(page, lab_server, window):
    path = new_notebook(lab_server, [SETUP, "boards[0]", "boards[1]", "progress", "practice"])
    open_notebook(page, lab_server, path)
    run_all_cells(page, path)
    show_in_window(page, window)
    for index in (0, 1):
        board_root(page, index).locator(".rb-svg svg").wait_for(timeout=60_000)
    page.wait_for_function("() => document.querySelector('.rb-progress')")

    for index, (name, place, piece) in enumerate(CASES):
        root = board_root(page, index)
        lesson = root.locator(".rb-lesson")
        root.scroll_into_view_if_needed()
        # the piece is what the mouse hits on its place; clicking it picks the place
        board_element(page, piece, index).click()
        wait_lesson(page, index, "box.textContent.includes('Check (1 chosen)')")
        assert lesson_of(page, path, index)["picked"] == [place]
        assert place in keys_with_class(page, "rb-selected", index)
        # a wrong place as well: Check says no, with a rule, and gives nothing away
        wrong = kernel_json(page, path, f"wrong_place(boards[{index}])")
        board_element(page, wrong, index).click()
        wait_lesson(page, index, "box.textContent.includes('Check (2 chosen)')")
        lesson.locator('button[data-lesson="check"]').click()
        lesson.locator(".rb-unsolved").wait_for()
        message = root.locator(".rb-message").inner_text()
        assert message.startswith("Not there:") and "Here they are" not in message, message
        assert lesson.locator(".rb-unsolved").inner_text() == "✗ not yet"
        if index == 0:
            screenshot(page, f"exercise-trust-wrong-{window[0]}.png")
        # a hint: the rule first, not a heading to read again
        lesson.locator('button[data-lesson="hint"]').click()
        lesson.locator(".rb-lesson-hints li").first.wait_for()
        first_hint = lesson.locator(".rb-lesson-hints li").first.inner_text()
        assert first_hint and not first_hint.startswith("Read the rule again"), first_hint
        # Show me marks every answer; Try again starts afresh
        lesson.locator('button[data-lesson="show"]').click()
        wait_lesson(page, index, "box.querySelectorAll('.rb-lesson-hints li').length === 3")
        answers = kernel_json(page, path, f"list(boards[{index}]._exercise.answers())")
        assert place in answers and keys_with_class(page, "rb-suggested", index) >= set(answers)
        lesson.locator('button[data-lesson="retry"]').click()
        wait_lesson(page, index, "!box.querySelector('.rb-unsolved') && box.textContent.includes('Check (0 chosen)')")
        # every answer by mouse: the piece where one stands on it, else the place
        pieces_on = {place: piece for piece, place in kernel_json(page, path, f"under(boards[{index}])").items()}
        for count, key in enumerate(answers, start=1):
            board_element(page, pieces_on.get(key, key), index).click()
            wait_lesson(page, index, f"box.textContent.includes('Check ({count} chosen)')")
        lesson.locator('button[data-lesson="check"]').click()
        wait_lesson(page, index, "box.querySelector('.rb-unsolved') && "
                                 "box.querySelector('.rb-unsolved').textContent.includes('shown, not solved')")
        assert root.locator(".rb-message").inner_text().startswith("Right")
        kept = lesson_of(page, path, index)
        assert kept["right"] and kept["shown"] and not kept["solved"], kept
        if index == 1:
            screenshot(page, f"exercise-trust-shown-{window[0]}.png")

    # the progress says which: none solved, both shown
    page.wait_for_function("() => document.querySelector('.rb-progress').textContent.includes('2 shown')")
    text = page.locator(".rb-progress").inner_text()
    assert "0 of 2 exercises solved" in text and "2 shown, not yet solved" in text, text
    assert kernel_json(page, path, "progress.solved") == []

    # practice: the marked move is drawn with its way (a line from the pawn to the card), and a wrong answer
    # is told the rule that forbids it
    root = board_root(page, 2)
    root.scroll_into_view_if_needed()
    marked = kernel_json(page, path, "[list(practice._exercise.shown_clicks), list(practice._exercise.shown_path)]")
    assert keys_with_class(page, "rb-suggested", 2) == set(marked[0]) and len(marked[1]) >= 2
    assert root.locator(".rb-svg .rb-suggestion polyline").count() >= 1
    right = kernel_json(page, path, "practice._exercise.answers()[0]")
    other = "Yes, it may" if right == "No, it may not" else "No, it may not"
    root.locator(f'.rb-lesson button[data-choice="{other}"]').click()
    root.locator(".rb-lesson .rb-unsolved").wait_for()
    message = root.locator(".rb-message").inner_text()
    assert message.startswith("Not so.") and "click" not in message.lower(), message
    show_in_window(page, PROJECTOR_WINDOWS[2])
    root.scroll_into_view_if_needed()
    screenshot(page, "exercise-trust-practice-1280x720.png")


# ------------------------------------------------------------------------- HOKITO and the horse race
GAMES_SETUP = (
    "from widgets import HokitoBoard, HorseRaceBoard\n"
    "from widgets.lesson import Progress\n"
    "boards = [HokitoBoard.exercise('stack-reach'), HorseRaceBoard.exercise('trot-puddle'),\n"
    "          HokitoBoard.exercise('start-score')]\n"
    "ids = ['hokito/stack-reach', 'horse-race/trot-puddle']\n"
    "progress = Progress(progress={'title': 'Exercises of this notebook', 'groups': [{'name': '', 'sections': "
    "[['', ids]]}]})\n"
    "def wrong_place(board):\n"
    "    task = board._exercise\n"
    "    return next(key for key in task.choices() if key not in task.answers())\n"
)


def focus_and_press_enter_on(page, index: int, key: str, name: str) -> None:
    """The keyboard, as a learner uses it: Tab onto the board, the arrow keys until the focus ring is on the
    place called ``name``, Enter."""
    root = board_root(page, index)
    root.focus()
    for _ in range(60):
        page.keyboard.press("ArrowRight")
        if (root.get_attribute("aria-label") or "").startswith(f"On the board: {name}"):
            page.keyboard.press("Enter")
            return
    raise AssertionError(f"the focus ring never stopped on {key}")


@pytest.mark.parametrize("window", [PROJECTOR_WINDOWS[1]], ids=[PROJECTOR_WINDOWS[1][0]])
def test_hokito_and_horse_race_exercises_by_mouse_and_keyboard(page, lab_server, window):
    path = new_notebook(lab_server, [GAMES_SETUP, "boards[0]", "boards[1]", "boards[2]", "progress"],
                        name="games.ipynb")
    open_notebook(page, lab_server, path)
    run_all_cells(page, path)
    show_in_window(page, window)
    for index in (0, 1, 2):
        board_root(page, index).locator(".rb-svg svg").wait_for(timeout=60_000)
    page.wait_for_function("() => document.querySelector('.rb-progress')")

    # HOKITO: every answer square holds a stack; the mouse clicks the stack's piece and picks the square
    root, lesson = board_root(page, 0), board_root(page, 0).locator(".rb-lesson")
    root.scroll_into_view_if_needed()
    assert not root.locator('button[data-action="referee"]').is_visible()   # every legal move: the answer
    answers = kernel_json(page, path, "list(boards[0]._exercise.answers())")
    first = answers[0]
    root.locator(f'.rb-svg [data-key="{first}"] [data-piece]').click()
    wait_lesson(page, 0, "box.textContent.includes('Check (1 chosen)')")
    assert lesson_of(page, path, 0)["picked"] == [first] and first in keys_with_class(page, "rb-selected", 0)
    wrong = kernel_json(page, path, "wrong_place(boards[0])")
    board_element(page, wrong, 0).click()
    wait_lesson(page, 0, "box.textContent.includes('Check (2 chosen)')")
    lesson.locator('button[data-lesson="check"]').click()
    lesson.locator(".rb-unsolved").wait_for()
    message = root.locator(".rb-message").inner_text()
    assert message.startswith("Not there:") and not any(key.split(":")[1] in message for key in answers[1:]), message
    screenshot(page, f"exercise-hokito-wrong-{window[0]}.png")
    lesson.locator('button[data-lesson="hint"]').click()
    lesson.locator(".rb-lesson-hints li").first.wait_for()
    assert not lesson.locator(".rb-lesson-hints li").first.inner_text().startswith("Read the rule again")
    lesson.locator('button[data-lesson="show"]').click()
    wait_lesson(page, 0, "box.querySelectorAll('.rb-lesson-hints li').length === 3")
    assert keys_with_class(page, "rb-suggested", 0) >= set(answers)
    lesson.locator('button[data-lesson="retry"]').click()
    wait_lesson(page, 0, "!box.querySelector('.rb-unsolved') && box.textContent.includes('Check (0 chosen)')")
    # the keyboard: the focus ring stops on the square under the stack; Enter picks it
    focus_and_press_enter_on(page, 0, first, first.split(":")[1])
    wait_lesson(page, 0, "box.textContent.includes('Check (1 chosen)')")
    assert lesson_of(page, path, 0)["picked"] == [first]
    for count, key in enumerate(answers[1:], start=2):
        root.locator(f'.rb-svg [data-key="{key}"] [data-piece]').click()
        wait_lesson(page, 0, f"box.textContent.includes('Check ({count} chosen)')")
    lesson.locator('button[data-lesson="check"]').click()
    wait_lesson(page, 0, "box.querySelector('.rb-unsolved') && "
                         "box.querySelector('.rb-unsolved').textContent.includes('shown, not solved')")
    kept = lesson_of(page, path, 0)
    assert kept["right"] and kept["shown"] and not kept["solved"], kept

    # the horse race: "where does it land?" answered with the buttons; the horse's square is no answer
    root, lesson = board_root(page, 1), board_root(page, 1).locator(".rb-lesson")
    root.scroll_into_view_if_needed()
    square = kernel_json(page, path, "'square:' + str(boards[1].game.position()['horses']['yellow'])")
    board_element(page, square, 1).click()       # the horse lets the click through to its square
    page.wait_for_function("([root]) => root.querySelector('.rb-message').textContent.includes('buttons')",
                           arg=[root.element_handle()])
    right = kernel_json(page, path, "boards[1]._exercise.answers()[0]")
    choices = lesson_of(page, path, 1)["choices"]
    wrong = next(choice for choice in choices if choice != right)
    lesson.locator(f'button[data-choice="{wrong}"]').click()
    lesson.locator(".rb-unsolved").wait_for()
    message = root.locator(".rb-message").inner_text()
    assert message.startswith("Not") and f"it is {right}" not in message, message
    assert kernel_json(page, path, "len(boards[1].game.history)") == 0     # the result would be the answer
    screenshot(page, f"exercise-horse-race-wrong-{window[0]}.png")
    lesson.locator('button[data-lesson="hint"]').click()
    lesson.locator(".rb-lesson-hints li").first.wait_for()
    lesson.locator('button[data-lesson="show"]').click()
    wait_lesson(page, 1, "box.querySelectorAll('.rb-lesson-hints li').length === 3")
    assert kernel_json(page, path, "len(boards[1].game.history)") > 0      # shown: it is seen happen
    lesson.locator('button[data-lesson="retry"]').click()
    wait_lesson(page, 1, "!box.querySelector('.rb-unsolved') && !box.querySelector('.rb-lesson-hints')")
    lesson.locator(f'button[data-choice="{right}"]').click()
    wait_lesson(page, 1, "box.querySelector('.rb-unsolved') && "
                         "box.querySelector('.rb-unsolved').textContent.includes('shown, not solved')")
    kept = lesson_of(page, path, 1)
    assert kept["right"] and kept["shown"] and not kept["solved"], kept
    page.wait_for_timeout(1500)                  # the horse's arrival is animated
    screenshot(page, f"exercise-horse-race-shown-{window[0]}.png")

    # the progress says which: none solved, both shown
    page.wait_for_function("() => document.querySelector('.rb-progress').textContent.includes('2 shown')")
    text = page.locator(".rb-progress").inner_text()
    assert "0 of 2 exercises solved" in text and "2 shown, not yet solved" in text, text

    # "how many points?" about the position on the board: the score cards say "?" until it is answered
    root = board_root(page, 2)
    root.scroll_into_view_if_needed()
    scores = root.locator(".rb-svg .hk-score").evaluate_all("nodes => nodes.map(n => n.dataset.score)")
    assert scores == ["?", "?"], scores
    assert "Score" not in root.locator(".rb-status").inner_text()
    screenshot(page, f"exercise-hokito-score-hidden-{window[0]}.png")
    right = kernel_json(page, path, "boards[2]._exercise.answers()[0]")
    root.locator(f'.rb-lesson button[data-choice="{right}"]').click()
    root.locator(".rb-lesson .rb-solved").wait_for()
    page.wait_for_function("([root]) => [...root.querySelectorAll('.hk-score')].every(n => n.dataset.score !== '?')",
                           arg=[root.element_handle()])

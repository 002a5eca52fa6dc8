"""The horse race board in real JupyterLab and Chromium: play a turn by clicks.

A scratch notebook shows a live ``HorseRaceBoard``.  The tests click the buttons drawn in the SVG
("Trot", a bet button), then check what a person sees (the dice, the horse, the headline) and what the
kernel holds; every text of the board must be at least 14 px in a 1024 px wide window.
"""

from __future__ import annotations

import pytest

from rulebook import horse_race

from .jupyterlab import (
    PROJECTOR_WINDOWS,
    REPO_ROOT,
    assert_readable_on_a_projector,
    board_kernel_state,
    board_root,
    kernel_json,
    keys_with_class,
    open_game_board,
    run_in_kernel,
    show_in_window,
    shown_revision,
    wait_for_board_after,
)
from .jupyterlab import (
    board_element as element,
)

SCREENSHOTS = REPO_ROOT / "screenshots"  # git-ignored
#: yellow jumps with 17 tokens (more bets than the board has bet buttons); green, purple and orange play on
MANY_TOKENS_AT_A_JUMP = {
    "game": "horse-race", "players": ["yellow", "green", "purple", "orange"],
    "horses": {"yellow": 5, "green": 0, "purple": 0, "orange": 0},
    "tokens": {"yellow": 17, "green": 2, "purple": 2, "orange": 2}, "reserve": 1,
    "discard": {"galloping": 0, "sleeping": 0}, "to_move": "yellow", "phase": "bet", "dice": None, "bet": None,
    "rng": {"seed": 0, "draws": 1}}


def open_board(page, lab_server, setup: str) -> str:
    return open_game_board(page, lab_server, "from rulebook import horse_race\nfrom widgets.horse_race import HorseRaceBoard\n" + setup, "horse-race")


def smallest_text_px(page) -> float:
    """The smallest rendered text of the board, once the roll's animation has ended."""
    page.wait_for_function("(root) => root.getAnimations({subtree: true}).every((a) => a.playState === 'finished')",
                           arg=board_root(page).element_handle())
    return page.evaluate("""(root) => Math.min(...Array.from(root.querySelectorAll('.rb-svg svg text'))
        .filter((node) => node.getBoundingClientRect().height > 0)
        .map((node) => { const m = node.getScreenCTM();
                         return parseFloat(getComputedStyle(node).fontSize) * Math.hypot(m.a, m.b); }))""",
                         board_root(page).element_handle())


def test_a_turn_by_clicks_trot_then_gallop_and_bet(page, lab_server):
    """Horse race, EN, 'How to play': choose the dice by clicking, the dice roll, the horse moves; a jump asks
    for a bet, clicked on the board."""
    page.set_viewport_size({"width": 1024, "height": 768})
    path = open_board(page, lab_server, "board = HorseRaceBoard(players=2, seed=3)")
    assert keys_with_class(page, "rb-startable") == {"button:trot", "button:gallop"}
    assert smallest_text_px(page) >= 14

    revision = shown_revision(page)
    element(page, "button:trot").click()
    wait_for_board_after(page, revision)
    kernel = board_kernel_state(page, path)
    assert kernel["history"][0] == "trot" and kernel["history"][1].startswith("roll blue: ")
    assert kernel["position"]["to_move"] == "green"
    roll = board_root(page).locator(".rb-svg .hr-last-turn").get_attribute("data-roll")
    assert "roll " + roll == kernel["history"][1]
    square = board_root(page).locator(".rb-svg [data-horse='yellow'][data-square]").get_attribute("data-square")
    assert int(square) == kernel["position"]["horses"]["yellow"] > 0

    # a jump: the kernel forces green's red roll, then the bet is clicked on the board
    run_in_kernel(page, path, "board.game.auto_chance = False\nboard.game.play('gallop')\n"
                              "board.game.play('roll red: boot, jump')\nboard.game.auto_chance = True\nboard.refresh()")
    page.wait_for_function("(root) => root.querySelector('.rb-svg [data-key=\"bet:2\"]') !== null",
                           arg=board_root(page).element_handle())
    state = horse_race.Game.from_position(board_kernel_state(page, path)["position"]).state
    chance = horse_race.jump_chance(state, 2)
    assert f"{float(chance) * 100:.1f}%" in element(page, "bet:2").get_attribute("aria-label")
    revision = shown_revision(page)
    element(page, "bet:2").click()
    wait_for_board_after(page, revision)
    kernel = board_kernel_state(page, path)
    assert kernel["history"][-2] == "bet 2" and kernel["history"][-1].startswith("flip: ")
    assert kernel["position"]["to_move"] == "yellow" and kernel["position"]["tokens"]["green"] == 0
    flipped = board_root(page).locator(".rb-svg .hr-flipped").get_attribute("data-flipped")
    assert "flip: " + flipped == kernel["history"][-1]
    assert smallest_text_px(page) >= 14


    # issue 19 point 1: a square makes no move; clicking it says which rule says no
    element(page, "square:5").click()
    page.wait_for_function("(root) => root.querySelector('.rb-message').textContent.includes(\"EN 'How to play'\")",
                           arg=board_root(page).element_handle())
    assert "Horses move only by the dice" in board_root(page).locator(".rb-message").inner_text()


def board_after_a_trot(page, lab_server):
    """A two-player board at 1024x768 whose first roll (a trot) was clicked and drawn: the notebook's path, the
    board's element."""
    page.set_viewport_size({"width": 1024, "height": 768})
    path = open_board(page, lab_server, "board = HorseRaceBoard(players=2, seed=3)")
    revision = shown_revision(page)
    element(page, "button:trot").click()
    wait_for_board_after(page, revision)
    return path, board_root(page).element_handle()


RUNNING_ANIMATIONS = "(root) => root.getAnimations({subtree: true}).filter((a) => a.playState === 'running').length"


def test_a_roll_clicked_while_the_last_one_still_animates_ends_that_animation_at_once(page, lab_server):
    """A learner rolls again before the dice and horse of the last roll have settled: those animations jump to
    their end in the click itself, so the page is quiet (no frame drawn every 16 ms) when Python's answer comes,
    and the new roll then animates."""
    path, root = board_after_a_trot(page, lab_server)
    assert page.evaluate(RUNNING_ANIMATIONS, root) > 0, "the roll should animate its dice and horse"
    revision = shown_revision(page)
    # the click and the count in one task of the page: before any answer of Python can come in
    running_after_click = page.evaluate("""(root) => {
        root.querySelector('.rb-svg [data-key="button:trot"]').dispatchEvent(new MouseEvent('click', {bubbles: true}));
        return root.getAnimations({subtree: true}).filter((a) => a.playState === 'running').length; }""", root)
    assert running_after_click == 0
    wait_for_board_after(page, revision)
    kernel = board_kernel_state(page, path)
    assert kernel["history"][2] == "trot" and kernel["history"][3].startswith("roll blue: ")
    assert page.evaluate(RUNNING_ANIMATIONS, root) > 0, "the new roll animates again"


SHOWN_MESSAGE = "(root) => root.querySelector('.rb-message').textContent"
# the drawing's top, and the message shown, in the same task of the page as the click (before any answer)
CLICK_AND_LOOK = """([root, selector]) => {
    const top = () => root.querySelector('.rb-svg svg').getBoundingClientRect().top;
    const before = top();
    root.querySelector(selector).dispatchEvent(new MouseEvent('click', {bubbles: true}));
    const message = root.querySelector('.rb-message');
    return { moved: top() - before, message: message.textContent, hidden: getComputedStyle(message).display === 'none' };
}"""


def test_a_roll_keeps_the_message_in_its_place_until_the_next_one_comes(page, lab_server):
    """The message line says what the last roll did; a click on Trot leaves it in place until Python's answer
    brings the next one, so the board below it does not jump up at the click and back down with the answer.  A
    click that plays nothing still clears the message at once."""
    path, root = board_after_a_trot(page, lab_server)
    said = kernel_json(page, path, "board.message")
    assert said and page.evaluate(SHOWN_MESSAGE, root) == said

    revision = shown_revision(page)
    seen = page.evaluate(CLICK_AND_LOOK, [root, '.rb-svg [data-key="button:trot"]'])
    assert seen == {"moved": 0, "message": said, "hidden": False}
    wait_for_board_after(page, revision)
    page.wait_for_function("([root, said]) => root.querySelector('.rb-message').textContent === said",
                           arg=[root, kernel_json(page, path, "board.message")])
    assert page.evaluate(SHOWN_MESSAGE, root) != said, "the second roll says what it did"

    seen = page.evaluate(CLICK_AND_LOOK, [root, ".rb-svg svg"])   # the drawing's background: no move
    assert seen["hidden"] and seen["message"] == ""


def test_undo_keeps_the_message_in_its_place_until_python_says_what_it_took_back(page, lab_server):
    """Undo (like Redo, Start, Computer move and Suggest) is answered with a message of Python's: the last one
    stays in its place until then, so the board does not jump at the click either."""
    path, root = board_after_a_trot(page, lab_server)
    said = kernel_json(page, path, "board.message")
    revision = shown_revision(page)
    seen = page.evaluate(CLICK_AND_LOOK, [root, '.rb-toolbar [data-action="undo"]'])
    assert seen == {"moved": 0, "message": said, "hidden": False}
    wait_for_board_after(page, revision)
    answer = kernel_json(page, path, "board.message")
    assert answer != said
    page.wait_for_function("([root, said]) => root.querySelector('.rb-message').textContent === said",
                           arg=[root, answer])


def settled(page) -> None:
    """Wait until the roll's animations have ended."""
    page.wait_for_function("(root) => root.getAnimations({subtree: true}).every((a) => a.playState === 'finished')",
                           arg=board_root(page).element_handle())


@pytest.mark.parametrize("window", PROJECTOR_WINDOWS, ids=[window[0] for window in PROJECTOR_WINDOWS])
def test_the_board_reads_and_fits_in_every_projector_window(page, lab_server, window):
    """Issue 19 point 3: every text at 14 px or more and toolbar + board + message inside the window, with
    the side bar open or closed and at 1280x720 (the board grew to 927 px tall with the side bar closed,
    Trot and Gallop below the fold).  Measured after a person's trot and three computer turns, whose
    message lists every turn, and again at a bet; screenshots go to screenshots/."""
    page.set_viewport_size(window[1])
    path = open_board(page, lab_server, "board = HorseRaceBoard(players=4, seed=3, computer_players=['green', "
                                        "'purple', 'orange'], computer_seed=1)")
    show_in_window(page, window)
    revision = shown_revision(page)
    element(page, "button:trot").click()
    page.wait_for_function("(root) => root.querySelector('.rb-svg [data-key=\"button:trot\"]') !== null && "
                           "root.querySelector('.rb-message').textContent.includes('Orange')",
                           arg=board_root(page).element_handle(), timeout=30_000)
    assert shown_revision(page) > revision
    settled(page)
    board_root(page).scroll_into_view_if_needed()
    message = board_root(page).locator(".rb-message").inner_text()
    SCREENSHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"horse-race-{window[0]}.png"))
    assert [line.split()[0] for line in message.splitlines()] == ["Green", "Purple", "Orange"], message
    assert_readable_on_a_projector(board_root(page))
    for key in ("button:trot", "button:gallop"):
        box = element(page, key).bounding_box()
        assert box and box["y"] + box["height"] <= window[1]["height"], f"{key} below the fold"

    bet_seen_and_read(page, path, window, "bet", "bet:1", "board.game.auto_chance = False\n"
                      "board.game.play('gallop')\nboard.game.play('roll red: boot, jump')\n"
                      "board.game.auto_chance = True\nboard.refresh()")

    # 17 tokens at a jump: the bets from 12 up share the twelfth button, whose chooser lists them (three rows of
    # bets made the drawing so tall that its texts were 12.7 px at 1280x720)
    bet_seen_and_read(page, path, window, "many-bets", "bet:12+",
                      f"board.game = horse_race.Game.from_position({MANY_TOKENS_AT_A_JUMP!r})")
    revision = shown_revision(page)
    element(page, "bet:12+").click()
    choices = board_root(page).locator(".rb-chooser button[data-move-id]")
    assert choices.count() == 6 and "13" in choices.nth(1).inner_text()
    choices.nth(1).click()
    wait_for_board_after(page, revision)
    assert "bet 13" in board_kernel_state(page, path)["history"]


def bet_seen_and_read(page, path: str, window, name: str, key: str, code: str) -> None:
    """Run ``code`` in the kernel (it brings a bet), wait for the button ``key``, the roll settled, then take
    the screenshot horse-race-``name``-<window>.png and check that every text reads on the projector."""
    run_in_kernel(page, path, code)
    page.wait_for_function("([root, key]) => root.querySelector(`.rb-svg [data-key=\"${key}\"]`) !== null",
                           arg=[board_root(page).element_handle(), key])
    settled(page)
    board_root(page).scroll_into_view_if_needed()
    page.screenshot(path=str(SCREENSHOTS / f"horse-race-{name}-{window[0]}.png"))
    assert_readable_on_a_projector(board_root(page))


def test_the_strategy_explorer_reads_on_a_projector(page, lab_server):
    """Issue 19 point 11, as a person sees it at 1024x768 with the side bar open: the plots are crisp SVG
    drawn at their own size in the output (so their 12 pt text is 16 px, at least 14 px), and the strategy
    controls come before the plots, named in words."""
    from .jupyterlab import copy_notebook, open_notebook, run_all_cells

    window = PROJECTOR_WINDOWS[0]
    page.set_viewport_size(window[1])
    path = copy_notebook(lab_server, "notebooks/horse-race/09-strategy-explorer.ipynb")
    open_notebook(page, lab_server, path)
    show_in_window(page, window)
    run_all_cells(page, path)
    plots = page.locator(".jp-OutputArea-output svg[role='img']")
    plots.first.wait_for(timeout=60_000)
    for index in range(plots.count()):
        shown = plots.nth(index).evaluate("(node) => [node.getBoundingClientRect().width, node.naturalWidth || "
                                          "node.viewBox.baseVal.width]")
        # the smallest text is 15 units of the drawing's own width, scaled by shown / own width
        assert shown[0] <= 600 and 15 * shown[0] / shown[1] >= 14, shown
    controls = page.locator(".widget-dropdown select").first
    controls.scroll_into_view_if_needed()
    assert controls.bounding_box()["y"] < plots.last.bounding_box()["y"]
    labels = " ".join(page.locator(".widget-dropdown select option").all_inner_texts()).replace("\xa0", " ")
    assert "always trot" in labels and "bet all tokens" in labels
    SCREENSHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / "horse-race-explorer-1024x768-sidebar.png"))

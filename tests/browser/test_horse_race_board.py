"""The horse race board in real JupyterLab and Chromium: play a turn by clicks.

A scratch notebook shows a live ``HorseRaceBoard``.  The tests click the buttons drawn in the SVG
("Trot", a bet button), then check what a person sees (the dice, the horse, the headline) and what the
kernel holds; every text of the board must be at least 14 px in a 1024 px wide window.
"""

from __future__ import annotations

from rulebook import horse_race

from .jupyterlab import (
    board_element as element,
)
from .jupyterlab import (
    board_kernel_state,
    board_root,
    keys_with_class,
    open_game_board,
    run_in_kernel,
    shown_revision,
    wait_for_board_after,
)


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

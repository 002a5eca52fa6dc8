"""The HIT board in real JupyterLab and Chromium: play cards by clicks, see the board and the kernel agree.

A scratch notebook shows a live ``HitBoard`` on a worked example of the rulebook.
The legal moves and the explanations are read from the rules (here and in the kernel),
never written down by hand; the tests check what a person sees (highlights, the
repainted SVG, the message line) and what the kernel holds afterwards.
"""

from __future__ import annotations

from rulebook import hit

from .jupyterlab import (
    BOARD,
    board_kernel_state,
    board_root,
    kernel_json,
    keys_with_class,
    open_game_board,
    shown_revision,
    wait_for_board_after,
    wait_until,
)
from .jupyterlab import (
    board_element as element,
)

# --- reading the page ----------------------------------------------------------------------------


def figure_field(page, fig: str) -> str:
    """The key of the field the SVG draws ``fig`` on (the keyed group around the figure)."""
    return element(page, f"figure:{fig}").evaluate(
        "(node) => node.parentElement.closest('[data-key]').getAttribute('data-key')")


def discard_top(page, colour: str) -> str | None:
    return element(page, f"discard:{colour}").evaluate(
        "(node) => { const card = node.querySelector('[data-card]'); return card && card.getAttribute('data-card'); }")


_WATCH_MOVING = """(selector) => {
    window.__hitMoving = [];
    new MutationObserver((records) => {
        for (const record of records) {
            const node = record.target;
            if (node.classList && node.classList.contains('rb-moving')) {
                window.__hitMoving.push(node.getAttribute('data-piece') || node.getAttribute('data-key'));
            }
        }
    }).observe(document.querySelector(selector), {attributes: true, subtree: true, attributeFilter: ['class']});
}"""


def headline(page) -> str:
    return board_root(page).locator(".rb-svg .hit-turn").text_content().strip()


# --- the kernel ----------------------------------------------------------------------------------
def next_keys(moves, clicks: list[str]) -> set[str]:
    """The keys that may follow ``clicks``, from the rules' legal moves."""
    return {m.clicks[len(clicks)] for m in moves
            if list(m.clicks[:len(clicks)]) == clicks and len(m.clicks) > len(clicks)}


def open_board(page, lab_server, setup: str) -> str:
    return open_game_board(page, lab_server, "from rulebook import hit\nfrom widgets.hit import HitBoard\n" + setup, "hit")


# --- the tests -------------------------------------------------------------------------------------
def test_playing_hit_cards_by_clicks(page, lab_server):
    """HIT, DE, 'FIGUREN SCHLAGEN' (Rot zieht mit der neutralen 5er-Karte ...), then red's other two cards."""
    # the full drawing (a 1280x720 window would get the projector layout by itself): its piles show cards
    path = open_board(page, lab_server, "board = HitBoard.example('plain_hit', layout='full')")
    game = hit.Game.from_position(hit.example("plain_hit"))
    assert [m.notation for m in game.legal_moves()] == kernel_json(
        page, path, "[m['notation'] for m in board.moves]")

    # before any click: the hand cards that can start a move are marked
    assert keys_with_class(page, "rb-startable") == next_keys(game.legal_moves(), [])

    # 1. the neutral 5: click the card, red's figure lights up, click it: red hits blue
    element(page, "hand:1").click()
    assert keys_with_class(page, "rb-selected") == {"hand:1"}
    # (the other hand cards light up too: discarding two cards brings a figure out)
    targets = next_keys(game.legal_moves(), ["hand:1"])
    assert keys_with_class(page, "rb-target") == targets == {"figure:red-1", "hand:2", "hand:3"}
    revision = shown_revision(page)
    page.evaluate(_WATCH_MOVING, BOARD)
    element(page, "figure:red-1").click()
    wait_for_board_after(page, revision)
    # the figure (not the card) moved ahead of Python's answer, along the move's path
    assert page.evaluate("window.__hitMoving") == ["red-1"]
    game.play("play 1:fwd5 red-1")
    kernel = board_kernel_state(page, path)
    assert kernel["history"] == ["play 1:fwd5 red-1"]
    assert kernel["position"]["figures"]["red-1"] == "field:7"
    assert kernel["position"]["figures"]["blue-1"].startswith("wait:blue-")
    assert kernel["position"]["coins"]["red"] == 8
    assert kernel["position"] == game.position()
    # what a person sees: red's figure on field 7, blue's back on its waiting field, the 5 on the pile
    assert figure_field(page, "red-1") == "field:7"
    assert figure_field(page, "blue-1") == kernel["position"]["figures"]["blue-1"]
    assert discard_top(page, "red") == "5#1"
    assert "8" in element(page, "coins:red").text_content()
    assert headline(page) == "Red: play your 2 cards"
    # the move list says it as a person would (issue 8, point 12)
    assert board_root(page).locator(".rb-history li").nth(1).inner_text().startswith("1. Red plays the 5: R1 moves 5")

    # 2. the 1 to 5: card, figure, then one of the lit fields where it ends
    element(page, "hand:2").click()
    element(page, "figure:red-1").click()
    fields = next_keys(game.legal_moves(), ["hand:2", "figure:red-1"])
    assert len(fields) == 5 and keys_with_class(page, "rb-target") == fields
    assert keys_with_class(page, "rb-selected") == {"hand:2", "figure:red-1"}
    revision = shown_revision(page)
    element(page, "field:10").click()
    if board_root(page).locator(".rb-chooser").is_visible():   # several moves share these clicks
        board_root(page).locator(".rb-chooser button[data-move-id]").first.click()
    wait_for_board_after(page, revision)
    game.play(board_kernel_state(page, path)["history"][-1])
    assert board_kernel_state(page, path)["position"]["figures"]["red-1"] == "field:10" == figure_field(page, "red-1")
    assert discard_top(page, "red") == "red:start-1to5"

    # 3. an illegal click: the market during the playing step; Python explains, nothing changes
    before = board_kernel_state(page, path)
    explanation = hit.why_not_clicks(game.state, ["market:1"])
    element(page, "market:1").click()
    page.wait_for_function(
        "([selector, text]) => document.querySelector(selector + ' .rb-message').textContent.trim() === text",
        arg=[BOARD, explanation])
    assert kernel_json(page, path, "board.message") == explanation
    assert board_kernel_state(page, path) == before
    assert keys_with_class(page, "rb-selected") == set()

    # 4. the last card (3 and 2 coins), then the buying step shows
    element(page, "hand:1").click()
    revision = shown_revision(page)
    element(page, "figure:red-1").click()
    wait_for_board_after(page, revision)
    kernel = board_kernel_state(page, path)
    assert kernel["position"]["phase"] == "buy" and kernel["position"]["coins"]["red"] == 10
    assert figure_field(page, "red-1") == kernel["position"]["figures"]["red-1"] == "field:13"
    assert headline(page) == "Red: buy cards (10 coins) or end your turn"
    assert "button:end-turn" in keys_with_class(page, "rb-startable")


def test_computer_opponents_take_their_turns_until_the_human_is_to_move(page, lab_server):
    """Red (human) ends the turn with a click; blue, green and yellow (computers) move by themselves."""
    path = open_board(page, lab_server, "board = HitBoard.example('market_refill', computer_seed=3, layout='full',\n"
                                        "    computer_players=['blue', 'green', 'yellow'])")
    assert headline(page) == "Red: buy cards (1 coins) or end your turn"
    revision = shown_revision(page)
    element(page, "button:end-turn").click()
    wait_for_board_after(page, revision)
    # the front end now asks for computer moves, one at a time, until red is to move again
    page.wait_for_function(
        "(selector) => document.querySelector(selector + ' .rb-svg .hit-turn').textContent.startsWith('Red:')",
        arg=BOARD, timeout=120_000)
    kernel = kernel_json(page, path, "{'to_move': board.game.to_move, 'history': [m.notation for m in "
                                     "board.game.history]}")
    assert kernel["to_move"] == "red"
    ends = [n for n in kernel["history"] if n == "end"]
    assert kernel["history"][0] == "end" and len(ends) == 4, kernel["history"]
    assert headline(page) == "Red: play your 3 cards"
    # red sees their own new hand, the computers' hands stay face down
    shown = set(board_root(page).locator(".rb-svg .hit-hand [data-card]").evaluate_all(
        "(nodes) => nodes.map((n) => n.getAttribute('data-card'))"))
    assert shown == set(kernel_json(page, path, "board.game.state.hands['red']"))
    for colour in ("blue", "green", "yellow"):
        panel = board_root(page).locator(f".rb-svg .hit-panel[data-player='{colour}']")
        assert panel.locator(".hit-panel-hand [data-card]").count() == 0

    # the teacher's "Show everything" button reveals every hand, in the kernel and on the board
    revision = shown_revision(page)
    board_root(page).locator('[data-action="reveal"]').click()
    wait_for_board_after(page, revision)
    assert kernel_json(page, path, "board.show_all") is True
    for colour in ("blue", "green", "yellow"):
        panel = board_root(page).locator(f".rb-svg .hit-panel[data-player='{colour}']")
        shown = panel.locator(".hit-panel-hand [data-card]").evaluate_all(
            "(nodes) => nodes.map((n) => n.getAttribute('data-card'))")
        assert sorted(shown) == sorted(kernel_json(page, path, f"board.game.state.hands['{colour}']"))

    # the toolbar's "Computer plays" toggles change which colours the computer plays, in the kernel too
    toggles = board_root(page).locator('.rb-toolbar [data-action="computer-player"]')
    assert toggles.evaluate_all("(nodes) => nodes.map((n) => [n.dataset.player, n.getAttribute('aria-pressed')])") \
        == [["red", "false"], ["blue", "true"], ["green", "true"], ["yellow", "true"]]
    assert board_root(page).locator('.rb-toolbar [data-action="side"]').is_hidden()
    board_root(page).locator('.rb-toolbar [data-player="blue"]').click()
    page.wait_for_function(
        "(selector) => document.querySelector(selector + ' .rb-toolbar [data-player=\"blue\"]')"
        ".getAttribute('aria-pressed') === 'false'", arg=BOARD)
    in_kernel = wait_until(lambda: kernel_json(page, path, "sorted(board.computer_players) == ['green', 'yellow']"))
    assert in_kernel, kernel_json(page, path, "board.computer_players")

"""The Partners board in real JupyterLab and Chromium: play cards by clicks, the kernel agrees.

A scratch notebook shows a live ``PartnersBoard`` on a worked statement (the bounce with a 7).
The legal moves are read from the rules, never written down by hand; the test checks what a
person sees (highlights, the repainted SVG) and what the kernel holds afterwards, then plays
on by clicks and prints the click → painted board latencies (p50/p95).
"""

from __future__ import annotations

import random
import statistics

from rulebook import partners

from .jupyterlab import (
    board_element as element,
)
from .jupyterlab import (
    board_kernel_state,
    board_root,
    keys_with_class,
    open_game_board,
    shown_revision,
    wait_for_board_after,
)


def next_keys(moves, clicks: list[str]) -> set[str]:
    return {m.clicks[len(clicks)] for m in moves
            if list(m.clicks[:len(clicks)]) == clicks and len(m.clicks) > len(clicks)}


def open_board(page, lab_server, setup: str) -> str:
    return open_game_board(page, lab_server, "from rulebook import partners\nfrom widgets.partners import PartnersBoard\n" + setup, "partners")


def play_one_move_by_clicks(page, choose: random.Random) -> None:
    """Click a card (or pawn) that can start a move, then highlighted keys until the board changes."""
    revision = shown_revision(page)
    element(page, choose.choice(sorted(keys_with_class(page, "rb-startable")))).click()
    for _ in range(4):
        chooser = board_root(page).locator(".rb-chooser button[data-move-id]")
        if chooser.count():
            chooser.first.click()
        elif shown_revision(page) == revision:
            targets = sorted(keys_with_class(page, "rb-target"))
            if not targets:
                break
            element(page, choose.choice(targets)).click()
        if shown_revision(page) != revision:
            break
        page.wait_for_timeout(30)
    wait_for_board_after(page, revision)


def test_playing_a_7_by_clicks_then_a_game_by_clicks(page, lab_server):
    """Partners, EN, 'The value of the cards' (the 7) and 'In the goal zone the pawn can change direction'."""
    path = open_board(page, lab_server,
                      "board = PartnersBoard.example('bounce', hot_seat_cover=False, layout='full')")
    game = partners.Game.from_position(partners.example("bounce"))
    assert keys_with_class(page, "rb-startable") == next_keys(game.legal_moves(), [])

    # the 7: card, pawn, then the field where it ends (2 in, 3 back)
    element(page, "hand:7").click()
    assert keys_with_class(page, "rb-target") == next_keys(game.legal_moves(), ["hand:7"])
    element(page, "pawn:yellow-1").click()
    assert "field:58" in keys_with_class(page, "rb-target")
    revision = shown_revision(page)
    element(page, "field:58").click()
    wait_for_board_after(page, revision)
    state = board_kernel_state(page, path)
    assert state["history"] == ["play 7 yellow-1 5"] and state["position"]["phase"] == "split"
    assert "2 steps left" in board_root(page).locator(".rb-svg .pa-turn").text_content()

    # the rest of the 7: only yellow-2 may take it; click it and its field
    game.play("play 7 yellow-1 5")
    assert keys_with_class(page, "rb-startable") == next_keys(game.legal_moves(), []) == {"pawn:yellow-2"}
    element(page, "pawn:yellow-2").click()
    revision = shown_revision(page)
    element(page, "field:22").click()
    wait_for_board_after(page, revision)
    state = board_kernel_state(page, path)
    assert state["history"] == ["play 7 yellow-1 5", "split yellow-2 2"]
    assert state["position"]["pawns"]["yellow-1"] == "field:58" and state["position"]["pawns"]["yellow-2"] == "field:22"

    # play on by clicks and measure click → painted board
    page.evaluate("() => { window.__rbPaints = []; }")
    choose = random.Random(3)
    for _ in range(30):
        if not keys_with_class(page, "rb-startable"):
            break
        play_one_move_by_clicks(page, choose)
    page.wait_for_timeout(200)
    records = page.evaluate("() => window.__rbPaints || []")
    paints = sorted(r["time"] - r["clickTime"] for r in records if r["kind"] == "paint" and r["clickTime"] is not None)
    assert len(paints) >= 10, records[:3]
    p95 = paints[max(0, -(-95 * len(paints) // 100) - 1)]
    print(f"\nPartners click -> painted board: {len(paints)} moves, p50 {statistics.median(paints):.1f} ms, "
          f"p95 {p95:.1f} ms")
    history = board_kernel_state(page, path)["history"]
    replay = partners.Game.from_position(partners.example("bounce"))
    for notation in history:
        replay.play(notation)                           # every clicked move was legal in the kernel's game
    assert len(history) >= 12

"""The Le Dernier Peuple board in real JupyterLab and Chromium: a movement card played by clicks.

LE DERNIER PEUPLE, IT, 'Carte movimento': the first example card (+4 or card 11).  The legal moves
are read from the rules, never written down by hand; the test checks the highlights a person sees
(the card, then the pawns, then both places on the wheel) and what the kernel holds afterwards.
"""

from __future__ import annotations

from rulebook import le_dernier_peuple as ldp

from .jupyterlab import (
    BOARD,
    board_root,
    kernel_json,
    keys_with_class,
    new_notebook,
    open_notebook,
    run_all_cells,
    shown_revision,
)
from .jupyterlab import (
    board_element as element,
)


def next_keys(moves, clicks: list[str]) -> set[str]:
    return {m.clicks[len(clicks)] for m in moves
            if list(m.clicks[:len(clicks)]) == clicks and len(m.clicks) > len(clicks)}


def test_playing_a_movement_card_by_clicks(page, lab_server):
    setup = "from widgets import DernierPeupleBoard\nboard = DernierPeupleBoard.example('example-cards')"
    path = new_notebook(lab_server, [setup, "board"])
    open_notebook(page, lab_server, path)
    run_all_cells(page, path)
    board_root(page).locator(".rb-svg svg[data-game='le-dernier-peuple']").wait_for(timeout=60_000)
    board_root(page).scroll_into_view_if_needed()
    game = ldp.Game.from_position(ldp.example("example-cards"))
    assert kernel_json(page, path, "[m['notation'] for m in board.moves]") == [m.notation for m in game.legal_moves()]

    element(page, "move:10").click()
    assert keys_with_class(page, "rb-selected") == {"move:10"}
    assert keys_with_class(page, "rb-target") == next_keys(game.legal_moves(), ["move:10"]) == \
        {"pawn:red-1", "pawn:red-2"}
    element(page, "pawn:red-1").click()
    # the preview: the circle's card and the square's card both light up on the wheel
    assert keys_with_class(page, "rb-target") == {"wheel:6", "wheel:11"}
    assert_marks_follow_the_turned_cards(page, ["wheel:6", "wheel:11"])
    revision = shown_revision(page)
    element(page, "wheel:6").click()
    page.wait_for_function(
        "([selector, old]) => Number(document.querySelector(selector).dataset.revision) > old",
        arg=[BOARD, revision], timeout=30_000)
    kernel = kernel_json(page, path, "{'history': [m.notation for m in board.game.history],"
                                     " 'pawns': board.game.position()['pawns']}")
    assert kernel["history"] == ["play 10 red-1 circle"]
    assert kernel["pawns"]["red-1"] == 6
    centre = element(page, "pawn:red-1").get_attribute("data-cx")
    assert centre is not None


_MARK_SHAPES = """(root) => Array.from(root.querySelectorAll('.rb-overlay .rb-mark-target'))
    .map((mark) => ({shape: mark.localName, points: mark.getAttribute('points'),
                     box: mark.getBoundingClientRect().toJSON()}))"""
_CARD_SHAPE = """([root, key]) => { const outline = root.querySelector(`.rb-svg [data-key="${key}"] [data-outline]`);
    return {points: outline.getAttribute('points'), box: outline.getBoundingClientRect().toJSON()}; }"""


def assert_marks_follow_the_turned_cards(page, keys: list[str]) -> None:
    """A wheel card's highlight is the card's own turned outline, not a box around it: on a wheel, boxes
    of neighbouring turned cards would overlap."""
    root = board_root(page).element_handle()
    marks = page.evaluate(_MARK_SHAPES, root)
    assert len(marks) == len(keys) and all(mark["shape"] == "polygon" for mark in marks), marks
    for key in keys:
        card = page.evaluate(_CARD_SHAPE, [root, key])
        same = [mark for mark in marks if mark["points"] == card["points"]]
        assert same, f"no highlight traces the outline of {key}"
        for side in ("x", "y", "width", "height"):
            assert abs(same[0]["box"][side] - card["box"][side]) < 1.5, (key, side, same[0]["box"], card["box"])

"""A board sends the changes of its drawing, not the whole drawing (widgets/svg_patch.py).

Issue 8 ("Speed of a click, for every game"): send only what changed and update the SVG in
place.  These tests hold the promise the front end relies on: the changes, spliced into the
old text, give the new text exactly, and they name the elements they replace.
"""

from __future__ import annotations

import random
from xml.etree import ElementTree

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulebook import hit, hokito, horse_race, le_dernier_peuple, partners
from widgets import DernierPeupleBoard, HitBoard, HokitoBoard, HorseRaceBoard, PartnersBoard, svg_patch
from widgets import svg as svg_helpers

BOARDS = {  # each game's board as the browser benchmark plays it
    "hokito": lambda: HokitoBoard(game=hokito.new_game(seed=1)),
    "hit": lambda: HitBoard(game=hit.new_game(seed=1, players=2)),
    "partners": lambda: PartnersBoard(game=partners.new_game(seed=1), hot_seat_cover=False),
    "le-dernier-peuple": lambda: DernierPeupleBoard(game=le_dernier_peuple.new_game(seed=1, players=3),
                                                    handover=False),
    "horse-race": lambda: HorseRaceBoard(game=horse_race.new_game(seed=1, players=4)),
}

# ------------------------------------------------------------------ random drawings
TAGS = ("g", "rect", "circle", "text")
attributes = st.dictionaries(st.sampled_from(("fill", "class", "data-key", "x")),
                             st.sampled_from(("a", "b", "c<d", 'e"f', "1")), max_size=3)


@st.composite
def elements(draw, depth: int = 0):
    tag = draw(st.sampled_from(TAGS))
    element = ElementTree.Element(tag, draw(attributes))
    if tag == "text":
        element.text = draw(st.sampled_from(("", "7", "a & b", "x > y")))
    elif depth < 3:
        for _ in range(draw(st.integers(0, 4))):
            element.append(draw(elements(depth + 1)))
    return element


@st.composite
def drawings(draw):
    root = ElementTree.Element("svg", {"viewBox": draw(st.sampled_from(("0 0 10 10", "0 0 20 10")))})
    for _ in range(draw(st.integers(0, 5))):
        root.append(draw(elements()))
    return ElementTree.tostring(root, encoding="unicode")


def changes_of(old: str, new: str) -> list | None:
    return svg_patch.patch(old, svg_patch.parse(old), new, svg_patch.parse(new))


# ------------------------------------------------------------------ the promise
@settings(max_examples=300, deadline=None)
@given(drawings(), drawings())
def test_the_changes_turn_the_old_drawing_into_the_new_one(old, new):
    changes = changes_of(old, new)
    if changes is None:  # the whole drawing goes instead: only when the <svg> itself or most of it changed
        return
    assert svg_patch.apply(old, changes) == new


@settings(max_examples=200, deadline=None)
@given(drawings(), drawings())
def test_each_change_names_elements_of_the_old_drawing(old, new):
    """The front end finds each element by its child numbers: they exist in the old drawing."""
    changes = changes_of(old, new)
    if changes is None:
        return
    root = ElementTree.fromstring(old)
    for path, first, count, start, end, text in changes:
        node = root
        for index in path:
            node = list(node)[index]
        if first < 0:
            assert old[start:end].startswith(f"<{node.tag}") and text.startswith(f"<{node.tag}")
        else:
            assert first + count <= len(list(node))


@given(drawings())
def test_an_unchanged_drawing_has_no_changes(drawing):
    assert changes_of(drawing, drawing) == []


def test_one_changed_attribute_sends_one_start_tag():
    old = '<svg><g class="board"><rect fill="red" /><rect fill="blue" /></g></svg>'
    new = '<svg><g class="board"><rect fill="red" /><rect fill="green" /></g></svg>'
    start = old.index('<rect fill="blue"')
    assert changes_of(old, new) == [[[0], 1, 1, start, start + len('<rect fill="blue" />'), '<rect fill="green" />']]


def test_a_new_child_is_inserted_without_touching_its_neighbours():
    old = "<svg><g><rect /><circle /></g></svg>"
    new = "<svg><g><rect /><text>1</text><circle /></g></svg>"
    changes = changes_of(old, new)
    assert changes == [[[0], 1, 0, 16, 16, "<text>1</text>"]]
    assert svg_patch.apply(old, changes) == new


def test_a_text_whose_words_change_is_replaced_whole():
    rest = "<g>" + "<rect />" * 20 + "</g>"
    old = f"<svg><text>3 <tspan>points</tspan></text>{rest}</svg>"
    new = f"<svg><text>4 <tspan>points</tspan></text>{rest}</svg>"
    end = old.index(rest)
    assert changes_of(old, new) == [[[], 0, 1, 5, end, new[5:end]]]


def test_another_kind_of_drawing_goes_whole():
    assert changes_of("<svg><g /></svg>", "<svg><g /><g /><g /></svg>") is not None
    assert changes_of("<svg><text>a</text></svg>", "<svg><text>b</text></svg>") is not None
    assert changes_of("<svg>a</svg>", "<svg>b</svg>") is None          # the <svg>'s own text
    big_old = "<svg>" + "".join(f'<g id="{i}" />' for i in range(50)) + "</svg>"
    big_new = "<svg>" + "".join(f'<g id="x{i}" />' for i in range(50)) + "</svg>"
    assert changes_of(big_old, big_new) is None                       # most of it changed


@pytest.mark.parametrize("text", ["", "<svg>", "<svg></g>", "<svg /><svg />", "</svg>"])
def test_text_that_is_not_one_element_is_refused(text):
    with pytest.raises(svg_patch.NotADrawing):
        svg_patch.parse(text)


def test_the_writer_knows_the_tree_the_parser_finds():
    """widgets.svg.to_string hands its element tree over, so the board need not parse its own text."""
    dwg = svg_helpers.drawing(100, 100)
    group = dwg.g(class_="a")
    group.add(dwg.rect(insert=(0, 0), size=(5, 5)))
    group.add(svg_helpers.text(dwg, "x & y", (5, 5), 14))
    dwg.add(group)
    dwg.add(dwg.circle(center=(1, 1), r=1))
    text = svg_helpers.to_string(dwg)

    def shape(element):
        return (element.tag, element.start, element.open_end, element.close_start, element.end,
                [shape(child) for child in element.children])

    assert shape(text.tree) == shape(svg_patch.parse(text))


# ------------------------------------------------------------------ every game's board
@pytest.mark.parametrize("name", sorted(BOARDS))
def test_every_board_sends_changes_that_rebuild_its_drawing(name):
    """Random moves on each game's board: the update after each move rebuilds the drawing exactly,
    and most moves send changes rather than the whole drawing."""
    board = BOARDS[name]()
    rng = random.Random(3)
    patched = 0
    for _ in range(25):
        moves = board.game.legal_moves()
        if not moves:
            break
        before, version = str(board.svg), board.svg_update["version"]
        board.play(rng.choice(moves))
        update = board.svg_update
        if str(board.svg) == before:
            continue
        assert update["version"] == version + 1
        if update["from"] == -1:
            continue
        assert update["from"] == version
        assert svg_patch.apply(before, update["changes"]) == board.svg
        assert sum(len(change[5]) for change in update["changes"]) < len(board.svg)
        patched += 1
    assert patched >= 10


UNCHANGED = "<g>" + '<rect width="3" />' * 20 + "</g>"


def fragment_drawing(inside: str) -> tuple[str, svg_patch.Element]:
    """``<svg><g>inside</g>UNCHANGED</svg>``: two finished fragments (not parsed, as ``to_string`` makes them)."""
    first = f"<g>{inside}</g>"
    text = f"<svg>{first}{UNCHANGED}</svg>"
    middle, end = 5 + len(first), len(text) - len("</svg>")
    groups = [svg_patch.Element("g", 5, open_end=middle, close_start=middle, end=middle, opaque=True),
              svg_patch.Element("g", middle, open_end=end, close_start=end, end=end, opaque=True)]
    return text, svg_patch.Element("svg", 0, open_end=5, close_start=end, end=len(text), children=groups)


def test_a_small_changed_fragment_is_sent_whole():
    old, old_root = fragment_drawing('<rect width="1" />')
    new, new_root = fragment_drawing('<rect width="2" /><circle r="1" />')
    changes = svg_patch.patch(old, old_root, new, new_root)
    first_end = len(old) - len(UNCHANGED + "</svg>")
    assert changes == [[[], 0, 1, 5, first_end, new[5:-len(UNCHANGED + "</svg>")]]]
    assert svg_patch.apply(old, changes) == new


def test_a_large_changed_fragment_is_read_to_send_only_what_changed():
    rects = "".join(f'<rect x="{index}" />' for index in range(200))
    old, old_root = fragment_drawing(rects + '<circle r="1" />')
    new, new_root = fragment_drawing(rects + '<circle r="2" />')
    assert new_root.children[0].end - new_root.children[0].start > svg_patch.WHOLE_FRAGMENT
    changes = svg_patch.patch(old, old_root, new, new_root)
    assert [change[5] for change in changes] == ['<circle r="2" />']
    assert svg_patch.apply(old, changes) == new


def test_a_changed_fragment_it_cannot_read_sends_the_whole_drawing():
    filler = '<rect width="1" />' * 200  # large enough to be read rather than sent whole
    old, old_root = fragment_drawing(filler + "<rect />")
    new, new_root = fragment_drawing(filler + "<rect>")  # not well formed inside the fragment
    assert svg_patch.patch(old, old_root, new, new_root) is None

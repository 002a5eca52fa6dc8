"""The Partners board picture and widget: what a learner must be able to read and click.

The board shows what the rulebook describes (Partners, EN, 'Preparation': the ring with the four
start fields, home bases and goal zones, pawns in four colours, two teams; 'The game': the cards
played face up in the middle).  The tests read the SVG as XML, so they check what is drawn and
what can be clicked; hidden cards follow the rules: a player sees only their own hand, and a card
chosen for the partner stays face down (EN 'Change of cards').
"""

from __future__ import annotations

import itertools
import math
import re
from xml.etree import ElementTree

import pytest
from handover_helpers import only_the_hand_over
from learner_words import assert_plain_and_short
from partners_helpers import game_at

from rulebook import partners
from rulebook.core import RandomPlayer
from widgets import partners as view
from widgets.partners import PartnersBoard

NS = "{http://www.w3.org/2000/svg}"


def keyed(svg_text: str) -> dict[str, int]:
    found: dict[str, int] = {}
    for node in ElementTree.fromstring(svg_text).iter():
        key = node.get("data-key")
        if key is not None:
            found[key] = found.get(key, 0) + 1
    return found


def cards_drawn(svg_text: str) -> list[str]:
    return [node.get("data-card") for node in ElementTree.fromstring(svg_text).iter() if node.get("data-card")]


def random_games(seeds, moves: int, every: int = 1):
    """The positions of seeded random games (every ``every``-th one), the game after each move."""
    for seed in seeds:
        game = partners.new_game(seed=seed)
        player = RandomPlayer(seed)
        for number in range(moves):
            if game.outcome is not None:
                break
            if number % every == 0 or game.state.phase == "split":
                yield game
            game.play(player.choose(game))


def test_every_click_key_of_every_legal_move_is_on_the_board_once():
    phases = set()
    for game in random_games(range(4), 150, every=3):
        phases.add(game.state.phase)
        svg_text = view.render(game, viewer=game.to_move)
        keys = keyed(svg_text)
        assert [key for key, count in keys.items() if count > 1] == []
        for move in game.legal_moves():
            missing = [key for key in move.clicks + move.path if key not in keys]
            assert missing == [], (move.notation, missing)
    assert phases == {"exchange", "play", "split"}


def test_the_board_shows_every_place_and_pawn():
    """Partners, EN, 'Preparation': 60 ring positions, 4 goal circles and a home base per colour, 16 pawns."""
    keys = keyed(view.render(partners.new_game(seed=1), viewer="yellow"))
    assert {f"field:{n}" for n in range(60)} <= set(keys)
    assert {f"goal:{c}-{i}" for c in partners.COLOURS for i in range(1, 5)} <= set(keys)
    assert {f"home:{c}" for c in partners.COLOURS} <= set(keys)
    assert {f"pawn:{p}" for p in partners.PAWN_IDS} <= set(keys)


def test_only_the_viewers_hand_and_the_used_pile_show_card_faces():
    for game in random_games(range(3), 120, every=6):
        state = game.state
        for viewer in (*partners.COLOURS, None):
            shown = cards_drawn(view.render(game, viewer=viewer))
            allowed = {card.split("#")[0] for card in (state.hands[viewer] if viewer else ())}
            if viewer and state.exchange[viewer]:
                allowed.add(state.exchange[viewer].split("#")[0])
            top = {state.used[-1].split("#")[0]} if state.used else set()
            assert set(shown) <= allowed | top, (viewer, shown)


def test_a_face_down_choice_never_reaches_another_players_board():
    game = game_at(phase="exchange", dealer="green", hands={"yellow": ["swap#1", "3#1", "9#1", "12#1"],
                                                            "red": ["7#1", "6#1", "10#1", "13#1"],
                                                            "blue": ["7#2", "6#2", "10#2", "13#2"],
                                                            "green": ["7#3", "6#3", "10#3", "13#3"]})
    game.play("give swap")
    for viewer in ("red", "blue", "green", None):
        svg_text = view.render(game, viewer=viewer)
        assert "swap" not in cards_drawn(svg_text) and "gave" not in svg_text
        assert "Yellow chose a card for blue" in svg_text
    assert "chosen for blue: swap" in view.render(game, viewer="yellow")


def test_every_text_is_at_least_14_units_on_a_drawing_at_most_800_wide():
    """The classroom rule: every text >= 14 px at a 1024 px window (the board is drawn 760 wide)."""
    game = next(g for g in random_games([5], 80) if g.state.phase == "play" and g.state.used)
    svg_text = view.render(game, viewer=game.to_move, show_all=True)
    root = ElementTree.fromstring(svg_text)
    assert float(root.get("width")) <= 800
    sizes = [float(node.get("font-size")) for node in root.iter(f"{NS}text")]
    assert sizes and min(sizes) >= 16


def test_show_all_draws_every_hand_for_a_teacher():
    game = partners.new_game(seed=2)
    svg_text = view.render(game, viewer="yellow", show_all=True)
    assert "teacher view" in svg_text
    for colour in partners.COLOURS:
        titles = " ".join(partners.card_kind(card).title for card in game.state.hands[colour])
        assert titles in svg_text


# ---------------------------------------------------------------- the widget
def test_hot_seat_hides_the_hand_until_the_next_player_asks():
    board = PartnersBoard(seed=3)
    assert board.covered() == "yellow" and only_the_hand_over(board.moves) and "button:show-hand" in keyed(board.svg)
    assert "Pass the device to Yellow" in board.svg
    board.handle_message({"type": "explain", "clicks": ["button:show-hand"], "revision": board.revision})
    assert board.covered() is None and board.moves and board.viewer() == "yellow"
    chosen = board.moves[0]
    board.handle_message({"type": "play", "id": chosen["id"], "revision": board.revision})
    assert board.game.to_move == "red" and board.covered() == "red" and only_the_hand_over(board.moves)
    assert board.history[-1]["label"] == "Yellow chose a card for blue (face down)"
    assert chosen["notation"] not in str(board.history)


def test_against_three_computers_the_learner_sees_only_their_own_hand():
    board = PartnersBoard(seed=4, computer_players=["red", "blue", "green"], computer_seed=1)
    assert board.viewer() == "yellow" and board.covered() is None
    board.play(board.game.legal_moves()[0])
    made = board.play_computers()
    assert made >= 3 and board.game.to_move == "yellow"
    for entry in board.history[1:4]:
        assert "face down" in entry["label"] and entry["notation"] == "give"
    gift_to_yellow = board.game.state.gifts["blue"]
    assert gift_to_yellow in board.game.state.hands["yellow"]


def test_a_7_is_played_by_clicks_part_by_part():
    board = PartnersBoard.example("bounce", hot_seat_cover=False)
    clicks = ("hand:7", "pawn:yellow-1", "field:58")
    first = [m for m in board.moves if tuple(m["clicks"]) == clicks]
    assert len(first) == 1 and first[0]["notation"] == "play 7 yellow-1 5"
    board.handle_message({"type": "play", "id": first[0]["id"], "revision": board.revision})
    assert "2 steps left" in board.svg and board.game.state.phase == "split"
    assert {m["clicks"][0] for m in board.moves} == {"pawn:yellow-2"}
    board.handle_message({"type": "explain", "clicks": ["pawn:yellow-1"], "revision": board.revision})
    assert "only once" in board.message


def test_the_swap_is_played_by_clicking_two_pawns():
    board = PartnersBoard.example("swap_limits", hot_seat_cover=False)
    move = next(m for m in board.moves if m["clicks"] == ["hand:swap", "pawn:red-3", "pawn:green-2"])
    board.handle_message({"type": "play", "id": move["id"], "revision": board.revision})
    assert board.game.state.pawns["red-3"] == "field:50"
    board.undo()
    assert "Took back" in board.message and board.game.state.pawns["red-3"] == "field:22"


def test_junk_messages_change_nothing():
    board = PartnersBoard(seed=6, hot_seat_cover=False)
    before = board.game.position()
    for message in ({"type": "play", "id": 999, "revision": board.revision}, {"type": "explain", "clicks": ["x"]},
                    {"type": "explain", "clicks": ["hand:nothing"], "revision": board.revision}, "junk",
                    {"type": "play", "id": "1", "revision": board.revision}):
        board.handle_message(message)
        assert board.message and board.game.position() == before


def test_a_bad_computer_colour_is_refused():
    with pytest.raises(ValueError, match="purple"):
        PartnersBoard(seed=1, computer_players=["purple"])


def test_a_whole_game_on_the_board_with_computers_only():
    board = PartnersBoard(seed=9, computer_players=list(partners.COLOURS), computer_seed=2)
    board.computer = "random"
    board.play_computers(max_moves=5000)
    assert board.game.outcome is not None
    assert re.search(r"(Yellow and Blue|Red and Green) win", board.svg)
    assert "Game over" in board.status


def test_a_static_picture_for_viewers_without_a_kernel():
    picture = view.view(partners.new_game(seed=1))
    assert picture._repr_svg_().startswith("<svg") and "Yellow" in picture.status



# ---------------------------------------------------------------- the projector layout (issue 8, point 10)
def _font_sizes_on_screen(root: ElementTree.Element) -> list[float]:
    """Every text's size in drawing units, times the scale of the groups around it."""
    sizes = []

    def walk(node, scale):
        transform = node.get("transform") or ""
        if "scale(" in transform:
            scale *= float(transform.split("scale(")[1].split(")")[0].split()[0])
        if node.tag == f"{NS}text" and (node.text or "").strip():
            sizes.append(float(node.get("font-size")) * scale)
        for child in node:
            walk(child, scale)

    walk(root, 1.0)
    return sizes


def test_the_compact_layout_keeps_every_click_and_writes_every_text_big():
    """The projector layout: 760 wide and landscape, every text >= 19 units (14 px at 1024x768 with the
    side bar open), every click key of every legal move once, hidden cards still hidden."""
    phases = set()
    for game in random_games(range(3), 150, every=5):
        phases.add(game.state.phase)
        for viewer, show_all in ((game.to_move, False), (game.to_move, True), (None, False)):
            svg_text = view.render(game, viewer=viewer, show_all=show_all, compact=True)
            root = ElementTree.fromstring(svg_text)
            assert root.get("data-compact") == "1"
            assert root.get("viewBox") == f"0 0 {view.COMPACT_W:g} {view.COMPACT_H:g}"
            assert view.COMPACT_W <= 800 and view.COMPACT_H <= 0.7 * view.COMPACT_W
            assert min(_font_sizes_on_screen(root)) >= view.COMPACT_TEXT - 0.01
            keys = keyed(svg_text)
            assert [key for key, count in keys.items() if count > 1] == []
            if viewer is not None:
                for move in game.legal_moves():
                    missing = [key for key in move.clicks + move.path if key not in keys]
                    assert missing == [], (move.notation, missing)
            if not show_all:
                state = game.state
                allowed = {card.split("#")[0] for card in (state.hands[viewer] if viewer else ())}
                if viewer and state.exchange[viewer]:
                    allowed.add(state.exchange[viewer].split("#")[0])
                top = {state.used[-1].split("#")[0]} if state.used else set()
                assert set(cards_drawn(svg_text)) <= allowed | top, viewer
    assert phases == {"exchange", "play", "split"}


def test_the_compact_layout_shows_the_cover_the_fold_button_and_a_face_down_choice():
    board = PartnersBoard(seed=3, layout="compact")
    assert "button:show-hand" in keyed(board.svg) and "Pass the device" in board.svg
    game = game_at(phase="exchange", dealer="green", hands={"yellow": ["swap#1", "3#1", "9#1", "12#1"],
                                                            "red": ["7#1", "6#1", "10#1", "13#1"],
                                                            "blue": ["7#2", "6#2", "10#2", "13#2"],
                                                            "green": ["7#3", "6#3", "10#3", "13#3"]})
    game.play("give swap")
    for viewer in ("red", "blue", "green", None):
        svg_text = view.render(game, viewer=viewer, compact=True)
        assert "swap" not in cards_drawn(svg_text) and "swap" not in svg_text
    assert "For Blue: swap" in view.render(game, viewer="yellow", compact=True)
    folding = next(g for g in random_games(range(6), 300)
                   if any(m.clicks[:1] == ("button:fold",) for m in g.legal_moves()))
    assert "button:fold" in keyed(view.render(folding, viewer=folding.to_move, compact=True))


def test_a_narrow_view_gets_the_compact_layout_unless_the_layout_is_fixed():
    board = PartnersBoard(seed=3, hot_seat_cover=False)
    assert ElementTree.fromstring(board.svg).get("data-compact") is None
    board.narrow = True
    assert ElementTree.fromstring(board.svg).get("data-compact") == "1"
    board.layout = "full"
    assert ElementTree.fromstring(board.svg).get("data-compact") is None
    board.layout = "compact"
    board.narrow = False
    assert ElementTree.fromstring(board.svg).get("data-compact") == "1"


# ---------------------------------------------------------------- issue 19 point 10: the ring counts cleanly
def _circles(svg_text: str) -> dict[str, tuple[float, float, float]]:
    """Every keyed place's outline circle: key → (x, y, r)."""
    found = {}
    for node in ElementTree.fromstring(svg_text).iter(f"{NS}g"):
        key = node.get("data-key", "")
        outline = next((c for c in node.iter(f"{NS}circle") if c.get("data-outline")), None)
        if key.startswith(("field:", "goal:")) and outline is not None and key not in found:
            found[key] = (float(outline.get("cx")), float(outline.get("cy")), float(outline.get("r")))
    return found


def test_each_field_number_sits_on_its_own_field():
    """Each field's number (a start field: ♡) is written on the field itself, so it cannot be read as the
    neighbour's (near the corners a number outside the ring sat level with the next field)."""
    board = PartnersBoard(seed=3, hot_seat_cover=False)
    root = ElementTree.fromstring(board.svg)
    numbers = 0
    for group in root.iter(f"{NS}g"):
        key = group.get("data-key", "")
        if not key.startswith("field:"):
            continue
        label = [t for t in group.iter(f"{NS}text") if "pa-field-number" in (t.get("class") or "")]
        n = int(key[6:])
        expected = "♡" if view.start_owner(n) else str(view.field_number(n))
        assert [t.text for t in label] == [expected], key
        outline = next(c for c in group.iter(f"{NS}circle") if c.get("data-outline"))
        size = float(label[0].get("font-size"))         # y is the baseline: the middle plus about 0.35 of the size
        assert float(label[0].get("x")) == float(outline.get("cx")), key
        assert abs(float(label[0].get("y")) - 0.35 * size - float(outline.get("cy"))) < 1, key
        numbers += 1
    assert numbers == view.RING
    assert not [t for t in root.iter(f"{NS}text") if "pa-field-number" in (t.get("class") or "")
                and t.text not in {"♡"} | {str(k) for k in range(1, 15)}]


@pytest.mark.parametrize("layout", ["full", "compact"])
def test_fields_stand_apart_and_nothing_overlaps_at_the_entrances(layout):
    """The 60 fields stand at least 28 units apart (a rounded square: about 24 px at 1024x768, see the browser
    test), and no two places — fields, start fields, goal circles — overlap, nor do the home bases touch them."""
    board = PartnersBoard(seed=3, hot_seat_cover=False, layout=layout)
    places = _circles(board.svg)
    assert len(places) == view.RING + 4 * view.CIRCLES
    fields = [places[f"field:{n}"] for n in range(view.RING)]
    steps = [((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5 for a, b in zip(fields, fields[1:] + fields[:1])]
    assert min(steps) >= 28.0, min(steps)
    keys = sorted(places)
    for i, a in enumerate(keys):
        for b in keys[i + 1:]:
            (ax, ay, ar), (bx, by, br) = places[a], places[b]
            assert ((ax - bx) ** 2 + (ay - by) ** 2) ** 0.5 > ar + br + 1, (a, b)
    for colour in partners.COLOURS:
        hx, hy = view.spots()[f"home:{colour}"]
        for key, (x, y, r) in places.items():
            assert max(abs(x - hx), abs(y - hy)) > view.HOME_HALF + r, (colour, key)


# ---------------------------------------------------------------- issue 23: boards for everyone
def _render(position: dict, layout: str) -> str:
    draw = view.render_compact if layout == "compact" else view.render_position
    return draw(position)


def _crowded_positions():
    """Positions that put pawns close together: doubles (and more) on neighbouring fields round every corner and
    on a side, a pawn beside every start field, pawns in every goal zone and at home."""
    positions = []
    for corner in (0, 15, 30, 45):
        for first in range(corner - 3, corner + 3):
            for step in (1, 2, 3):
                pawns = {"yellow-1": f"field:{first % 60}", "yellow-2": f"field:{first % 60}",
                         "red-1": f"field:{(first + step) % 60}", "red-2": f"field:{(first + step) % 60}",
                         "blue-1": f"field:{(corner + 1) % 60}", "green-1": f"field:{(corner - 1) % 60}",
                         "blue-4": "goal:blue-4", "green-3": "goal:green-1", "green-4": "goal:green-2"}
                positions.append(partners.build_position(pawns=pawns, hands={"yellow": ["7#1"]}))
        three = {f"yellow-{n}": f"field:{corner}" for n in (1, 2, 3)} | {f"red-{n}": f"field:{(corner - 1) % 60}"
                                                                         for n in (1, 2)}
        positions.append(partners.build_position(pawns=three, hands={"yellow": ["7#1"]}))
        four = {f"green-{n}": f"field:{(corner + 1) % 60}" for n in (1, 2, 3, 4)}
        positions.append(partners.build_position(pawns=four, hands={"yellow": ["7#1"]}))
    side = {f"blue-{n}": "field:37" for n in (1, 2, 3)} | {"red-1": "field:38", "red-2": "field:38",
                                                           "yellow-1": "field:36", "yellow-2": "field:36"}
    positions.append(partners.build_position(pawns=side, hands={"yellow": ["7#1"]}))
    return positions


def _positions_to_check():
    yield partners.new_game(seed=3).position()
    yield from (game.position() for game in random_games(range(3), 240, every=40))
    yield from _crowded_positions()


def _drawn_pieces(svg_text: str):
    """The pawns (pawn, its place, x, y, reach), the places' outlines (key → x, y, reach), the home bases
    (colour → left, top, right, bottom) and the bars of doubles (field, points, half width) of a drawing, in the
    units of the ring (the projector layout scales the whole ring: its parts keep their proportions)."""
    pawns, outlines, homes, bars = [], {}, {}, []

    def walk(node, place):
        key = node.get("data-key", "")
        if key.startswith(("field:", "goal:", "home:")):
            place = key
            outline = next((child for child in node if child.get("data-outline")), None)
            width = float(outline.get("stroke-width")) / 2
            if outline.tag == f"{NS}circle":
                outlines[key] = (float(outline.get("cx")), float(outline.get("cy")), float(outline.get("r")) + width)
            elif outline.tag == f"{NS}polygon":     # a field under a double reaches under its pawns: its own disc
                cx, cy = float(node.get("data-cx")), float(node.get("data-cy"))
                corners = [tuple(map(float, corner.split(","))) for corner in outline.get("points").split()]
                outlines[key] = (cx, cy, min(math.dist((cx, cy), corner) for corner in corners) + width)
            else:
                x, y = float(outline.get("x")), float(outline.get("y"))
                homes[key[5:]] = (x - width, y - width, x + float(outline.get("width")) + width,
                                  y + float(outline.get("height")) + width)
        if key.startswith("pawn:"):
            body = next(node.iter(f"{NS}circle"))
            pawns.append((key[5:], place, float(body.get("cx")), float(body.get("cy")),
                          float(body.get("r")) + float(body.get("stroke-width")) / 2))
        if "pa-double" in (node.get("class") or ""):
            points = [tuple(float(v) for v in pair.split(",")) for pair in node.get("points").split()]
            bars.append((place, points, float(node.get("stroke-width")) / 2))
        for child in node:
            walk(child, place)

    walk(ElementTree.fromstring(svg_text), None)
    return pawns, outlines, homes, bars


def _off_box(x: float, y: float, box) -> float:
    left, top, right, bottom = box
    return math.hypot(max(left - x, 0, x - right), max(top - y, 0, y - bottom))


def _bar_points(points, pawns_there):
    """Points along a bar where no pawn of its own double covers it."""
    for (ax, ay), (bx, by) in itertools.pairwise(points):
        length = math.dist((ax, ay), (bx, by))
        for step in range(int(length)):
            point = (ax + (bx - ax) * step / length, ay + (by - ay) * step / length)
            if all(math.dist(point, (x, y)) > reach for x, y, reach in pawns_there):
                yield point


@pytest.mark.parametrize("layout", ["full", "compact"])
def test_every_pawn_shows_its_seats_letter_and_number_inside_it(layout):
    """Issue 23 point 1, colour is never the only sign: every pawn drawn (on the ring, in a goal zone, at home,
    in a double) carries its seat's initial and its number ("Y1" .. "G4") as big as the other texts of its
    layout, and the two letters fit inside the pawn with a margin (its label is squeezed to a width)."""
    size = view.FONT if layout == "full" else view.RING_TEXT
    places = set()
    for position in _positions_to_check():
        root = ElementTree.fromstring(_render(position, layout))
        drawn = [node for node in root.iter(f"{NS}g") if node.get("data-key", "").startswith("pawn:")]
        assert sorted(node.get("data-key")[5:] for node in drawn) == sorted(partners.PAWN_IDS)
        for node in drawn:
            colour, number = node.get("data-key")[5:].rsplit("-", 1)
            places.add(position["pawns"][f"{colour}-{number}"].split(":")[0])
            assert node.get("aria-label") == f"{colour} pawn {number}"
            [label] = [text for text in node.iter(f"{NS}text")]
            assert label.text == {"yellow": "Y", "red": "R", "blue": "B", "green": "G"}[colour] + number
            assert float(label.get("font-size")) == size
            body = next(node.iter(f"{NS}circle"))
            inside = float(body.get("r")) - float(body.get("stroke-width")) / 2
            # the label's box: its squeezed width, the height of capitals and digits (about 0.75 of the size)
            half_width, half_height = float(label.get("textLength")) / 2, 0.4 * size
            assert label.get("lengthAdjust") == "spacingAndGlyphs"
            assert math.hypot(half_width, half_height) <= inside - 0.8, (node.get("data-key"), inside)
            assert abs(float(label.get("x")) - float(body.get("cx"))) < 0.01
    assert places == {"home", "field", "goal"}


@pytest.mark.parametrize("layout", ["full", "compact"])
def test_pawns_stay_clear_of_each_other_and_of_every_other_place(layout):
    """Issue 23 point 1: the bigger pawns touch neither each other nor a field, start field or goal circle they do
    not stand on, nor another home base; the pawns of a double stand in a row into the board and neither they nor
    the bar joining them cover anything else, even with doubles on neighbouring fields at a corner."""
    for position in _positions_to_check():
        pawns, outlines, homes, bars = _drawn_pieces(_render(position, layout))
        for (a, place_a, ax, ay, ar), (b, place_b, bx, by, br) in itertools.combinations(pawns, 2):
            assert math.dist((ax, ay), (bx, by)) > ar + br, (a, b)
        for pawn, place, x, y, reach in pawns:
            for key, (px, py, pr) in outlines.items():
                if key != place:
                    assert math.dist((x, y), (px, py)) > reach + pr, (pawn, key)
            for colour, box in homes.items():
                if place == f"home:{colour}":
                    left, top, right, bottom = box
                    assert left + 2.5 < x - reach and x + reach < right - 2.5, pawn      # inside its home base
                    assert top + 2.5 < y - reach and y + reach < bottom - 2.5, pawn
                else:
                    assert _off_box(x, y, box) > reach, (pawn, colour)
        for field, points, half in bars:
            own = [(x, y, reach) for _, place, x, y, reach in pawns if place == field]
            assert len(points) == len(own) > 1
            for point in _bar_points(points, own):
                for pawn, place, x, y, reach in pawns:
                    assert place == field or math.dist(point, (x, y)) > half + reach, (field, pawn)
                for key, (px, py, pr) in outlines.items():
                    assert key == field or math.dist(point, (px, py)) > half + pr, (field, key)
                assert all(_off_box(*point, box) > half for box in homes.values()), field


def test_the_stack_rows_keep_clear_for_any_two_doubles_and_any_four_alone():
    """Every field has rows for a double, a triple and a quadruple clear of all other places, and any two
    doubles or triples within three fields of each other find rows clear of each other."""
    for n in range(view.RING):
        for extra in (1, 2, 3):
            assert view._stack_rows(n, extra), (n, extra)
    for first in range(view.RING):
        for step, extra_a, extra_b in itertools.product((1, 2, 3), (1, 2), (1, 2)):
            layout = view.stack_layout({first: extra_a, (first + step) % view.RING: extra_b})
            discs = [view._row_discs(view.spots()[f"field:{n}"], row) for n, row in layout.items()]
            assert all(math.dist(a[:2], b[:2]) >= a[2] + b[2] for a in discs[0] for b in discs[1]), (first, step)


# ---------------------------------------------------------------- issue 23 point 3: the position in words
_PAWNS_SAID = re.compile(r"^(?:all (?P<all>\d) pawns|pawns? (?P<numbers>[\d, and]+?)) "
                         r"(?:(?P<home>at home)|in the goal on circles? (?P<circles>[\d, and]+)|on (?P<field>.+?))"
                         r"(?: \(a double\))?$")


def _numbers(words: str) -> list[int]:
    return [int(n) for n in re.findall(r"\d+", words)]


def _places_said(text: str, colour: str) -> dict[str, str]:
    """What the description says of each pawn of ``colour``: pawn → 'home', 'goal:<colour>-<circle>' or the
    name of its field."""
    sentence = next(s for s in re.split(r"(?<=\.) ", text) if s.startswith(colour.capitalize() + ": "))
    pawns_part = sentence[len(colour) + 2:].split("; ")[0]
    said = {}
    for clause in re.split(r", (?=pawns? \d|all \d)", pawns_part):
        match = _PAWNS_SAID.match(clause)
        assert match, clause
        numbers = range(1, int(match["all"]) + 1) if match["all"] else _numbers(match["numbers"])
        if match["circles"]:
            places = [f"goal:{colour}-{circle}" for circle in _numbers(match["circles"])]
        else:
            places = ["home" if match["home"] or match["all"] else match["field"]] * len(numbers)
        assert len(places) == len(numbers), clause
        for number, place in zip(numbers, places):
            said[f"{colour}-{number}"] = place
    return said


def _place_expected(where: str) -> str:
    """A place as the description names it: home, a goal circle, or the rules' name of a field."""
    return where if where == "home" or where.startswith("goal:") else partners.field_name(where)


def _boards_to_describe():
    for seed, game in enumerate(random_games(range(4), 200, every=25)):
        yield PartnersBoard.from_position(game.position(), hot_seat_cover=seed % 3 == 0)
    yield PartnersBoard.example("bounce", hot_seat_cover=False)
    yield PartnersBoard.example("swap_limits", hot_seat_cover=False, show_all=True)
    yield PartnersBoard(seed=4, computer_players=["red", "blue", "green"], computer_seed=1)


def _position_text(pawns: dict[str, str]) -> str:
    return view.position_in_words(partners.build_position(pawns=pawns, hands={"yellow": ["7#1"]}), "yellow")


def test_describe_says_where_every_pawn_stands_in_plain_words():
    """Issue 23 point 3: 'Describe' says in a short sentence per colour where each of its pawns stands (the rules'
    names of the fields: 'field 7 after red's start', 'red's start field'; the circle of its goal zone; at home)
    and how many cards each player holds; no click keys, ids or Python values."""
    for board in _boards_to_describe():
        text = board.describe_position()
        assert_plain_and_short(text, most=4, limit=1000)
        assert "'" not in text.replace("'s ", " "), text
        state = board.game.state
        for colour in partners.COLOURS:
            said = _places_said(text, colour)
            assert set(said) == {pawn for pawn in partners.PAWN_IDS if pawn.startswith(colour + "-")}, text
            for pawn, place in said.items():
                assert place == _place_expected(state.pawns[pawn]), (pawn, text)
            cards = len(state.hands[colour])
            assert f"{colour.capitalize()}: " in text
            assert (f"{cards} card{'' if cards == 1 else 's'} in hand" if cards else "no cards in hand") in text
    assert _position_text({"yellow-1": "field:0", "yellow-2": "field:0", "yellow-3": "goal:yellow-4",
                           "red-2": "field:22", "red-4": "goal:red-1", "red-1": "goal:red-3"}).startswith(
        "Yellow: pawns 1 and 2 on yellow's start field (a double), pawn 3 in the goal on circle 4, pawn 4 at home; "
        "1 card in hand (yours: the 7). Red: pawn 2 on field 7 after red's start, pawns 1 and 4 in the goal on "
        "circles 3 and 1, pawn 3 at home; 1 card in hand. Blue: all 4 pawns at home; 1 card in hand.")


def test_describe_never_names_a_card_the_viewer_cannot_see():
    """Issue 23 point 3: the description names the cards of the hand the board shows (the viewer's, or every
    hand in teacher mode) and never a card of a hand the viewer may not see, nor a face-down choice."""
    hands = {"yellow": ["7#1", "10#1", "10#2", "swap#1"], "red": ["8#1", "13#1", "start#1", "1-14#1"],
             "blue": ["3#1", "6#1", "9#1", "12#1"], "green": ["minus4#1", "7#2", "3#2", "6#2"]}
    board = PartnersBoard.from_position(partners.build_position(hands=hands), hot_seat_cover=False)
    assert board.viewer() == "yellow"
    text = board.describe_position()
    assert "4 cards in hand (yours: the 7, the 10 twice and the swap card)" in text
    for colour in ("red", "blue"):
        for card in hands[colour]:
            assert partners.card_kind(card).the not in text, (card, text)
    board.show_all = True
    assert "4 cards in hand (the start card, the 8♡, the 13♡ and the 1/14)" in board.describe_position()
    covered = PartnersBoard.from_position(partners.build_position(hands=hands))       # the hand waits for Yellow
    assert covered.viewer() is None
    assert not [kind.the for kind in partners.KINDS.values() if kind.the in covered.describe_position()]
    # random games, as each viewer would hear them: only the cards they may see
    for game in random_games(range(4), 160, every=7):
        board = PartnersBoard.from_position(game.position(), hot_seat_cover=False)
        viewer = board.viewer()
        seen = set(game.state.hands[viewer]) | {game.state.exchange[viewer]} - {None}
        text = board.describe_position()
        for kind in partners.KINDS.values():
            if kind.the in text:
                assert kind.kind in {card.split("#")[0] for card in seen}, (kind.the, viewer, text)
    exchange = game_at(phase="exchange", dealer="green", hands=hands)
    exchange.play("give swap")              # yellow's choice lies face down; red is to choose
    board = PartnersBoard(game=exchange, hot_seat_cover=False)
    text = board.describe_position()
    assert board.viewer() == "red" and "3 cards in hand and 1 chosen for Blue." in text
    assert "the swap card" not in text and "the 8♡" in text

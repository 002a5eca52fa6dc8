"""The HIT board picture and widget: what a learner must be able to read and click.

The board shows what the rulebook describes (HIT, DE, 'SPIELMATERIAL' and
'Spielvorbereitung': the loop with start, corner and barrier fields, goal and
waiting fields, figures in four colours, each player's coins, draw pile and
discard pile, the market; DE 'Spielablauf': the four steps of a turn).  The tests
read the SVG as XML, so they check what is drawn and what can be clicked, not
how it looks.  Hidden information follows the rules of a card game: a player
sees only their own hand, nobody sees the order of a draw pile.
"""

from __future__ import annotations

import math
import re
from xml.etree import ElementTree

import pytest
from handover_helpers import only_the_hand_over
from learner_words import assert_plain_and_short, sentences

from rulebook import hit
from rulebook.core import GreedyPlayer, RandomPlayer, Rng
from rulebook.hit.board import card_kind
from widgets import hit as view
from widgets.hit import HitBoard

NS = "{http://www.w3.org/2000/svg}"


# ---------------------------------------------------------------- helpers
def parse(svg_text: str) -> ElementTree.Element:
    return ElementTree.fromstring(svg_text)


def keyed(root: ElementTree.Element) -> dict[str, list[ElementTree.Element]]:
    found: dict[str, list[ElementTree.Element]] = {}
    for node in root.iter():
        if node.get("data-key") is not None:
            found.setdefault(node.get("data-key"), []).append(node)
    return found


def one(root: ElementTree.Element, key: str) -> ElementTree.Element:
    nodes = keyed(root).get(key, [])
    assert len(nodes) == 1, f"{key} must be drawn exactly once, found {len(nodes)}"
    return nodes[0]


def texts(element: ElementTree.Element) -> list[str]:
    return [node.text for node in element.iter(f"{NS}text") if node.text]


def by_class(root: ElementTree.Element, css_class: str) -> list[ElementTree.Element]:
    return [node for node in root.iter() if css_class in (node.get("class") or "").split()]


def shown_cards(root: ElementTree.Element) -> list[str]:
    """Every card drawn face up (each face carries its card id)."""
    return [node.get("data-card") for node in root.iter() if node.get("data-card")]


def hot_seat(game: hit.Game) -> str:
    """The default picture: the player to move looks at the board."""
    return view.render(game, viewer=game.state.current)


def random_positions(players: int, seed: int, moves: int):
    """Positions of a random game (every phase it passes through), the game after each move."""
    game = hit.new_game(seed=seed, players=players)
    player = RandomPlayer(seed)
    for _ in range(moves):
        if game.outcome is not None:
            return
        yield game
        game.play(player.choose(game))
    yield game


def split_under_way() -> hit.Game:
    """Red has played the first part of a split 10: the phase 'split' (DE page 7, the split card)."""
    position = hit.build_position(4, figures={"red-1": "field:3", "red-2": "field:12"},
                                  hands={"red": ["split-10#1", "red:start-3coins", "red:start-1to5"]})
    game = hit.Game.from_position(position)
    first = next(m for m in game.legal_moves() if m.notation.startswith("play 1:split") and m.notation.endswith(" 4"))
    game.play(first)
    assert game.state.phase == "split"
    return game


def shield_decision() -> hit.Game:
    """HIT, DE, 'SONDERFALL: KARTE MIT SCHILD OBEN AUF ABLAGESTAPEL': keep the shield card or shuffle it in."""
    game = hit.Game.from_position(hit.example("shield_kept_at_reshuffle"))
    game.play("end")
    assert game.state.phase == "shield"
    return game


def assert_every_click_is_on_the_board(game: hit.Game, svg_text: str) -> None:
    keys = keyed(parse(svg_text))
    duplicated = sorted(key for key, nodes in keys.items() if len(nodes) > 1)
    assert duplicated == [], f"keys drawn twice: {duplicated}"
    for move in game.legal_moves():
        missing = [key for key in move.clicks + move.path if key not in keys]
        assert missing == [], f"{move.notation}: {missing} not on the board (phase {game.state.phase})"


# ---------------------------------------------------------------- clicking
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_click_key_of_every_legal_move_is_on_the_board(players):
    phases = set()
    for seed in (1, 2):
        for game in random_positions(players, seed + 10 * players, 160):
            phases.add(game.state.phase)
            assert_every_click_is_on_the_board(game, hot_seat(game))
    assert {"play", "buy"} <= phases


@pytest.mark.parametrize("make", [split_under_way, shield_decision], ids=["split", "shield"])
def test_every_click_key_is_on_the_board_in_the_rarer_phases(make):
    game = make()
    assert game.legal_moves()
    assert_every_click_is_on_the_board(game, hot_seat(game))


def test_every_click_key_is_on_the_board_with_the_variants():
    for variants in (("4-statt-3",), ("mehr-schadenfreude",)):
        game = hit.new_game(seed=5, players=4, variants=variants)
        player = RandomPlayer(5)
        for _ in range(80):
            if game.outcome is not None:
                break
            assert_every_click_is_on_the_board(game, hot_seat(game))
            game.play(player.choose(game))


def test_the_widget_sends_exactly_the_legal_moves_with_their_clicks():
    board = HitBoard(seed=4, handover=False)
    legal = board.game.legal_moves()
    assert [(m["notation"], m["clicks"]) for m in board.moves] == [(m.notation, list(m.clicks)) for m in legal]
    assert_every_click_is_on_the_board(board.game, board.svg)


# ---------------------------------------------------------------- the loop
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_loop_fields_follow_each_other_one_step_apart_and_nothing_overlaps(players):
    board = hit.board_for(players)
    for bottom in board.colours:
        layout = view.board_layout(players, frozenset(), bottom)
        spots = layout.spots
        for number in range(board.loop):
            here, there = spots[f"field:{number}"], spots[f"field:{(number + 1) % board.loop}"]
            assert math.hypot(here.x - there.x, here.y - there.y) == pytest.approx(layout.unit, rel=0.01)
        centres = list(spots.values())
        closest = min(math.hypot(a.x - b.x, a.y - b.y) for i, a in enumerate(centres) for b in centres[i + 1:])
        assert closest >= 2 * layout.radius, "two fields overlap"
        x, y, w, h = view.BOARD_BOX
        assert all(x + layout.radius <= s.x <= x + w - layout.radius and y + layout.radius <= s.y <= y + h - layout.radius
                   for s in centres)


def test_the_four_player_board_is_the_cross_of_mensch_aergere_dich_nicht():
    """40 fields on an 11 × 11 grid, goal lanes along the middle rows, the barrier at each arm's tip."""
    layout = view.board_layout(4, frozenset(), "red")
    unit = layout.unit
    xs = sorted({round(s.x / unit, 2) for s in layout.spots.values()})
    ys = sorted({round(s.y / unit, 2) for s in layout.spots.values()})
    assert len(xs) == len(ys) == 11
    for colour in ("red", "blue", "green", "yellow"):
        barrier = layout.spots[f"field:{hit.board_for(4).barrier_fields[colour]}"]
        goals = [layout.spots[f"goal:{colour}-{n}"] for n in range(1, 5)]
        line = {round(barrier.x, 1)} | {round(g.x, 1) for g in goals}
        column = {round(barrier.y, 1)} | {round(g.y, 1) for g in goals}
        assert len(line) == 1 or len(column) == 1, f"{colour}'s goal lane runs straight from its barrier"
        assert math.hypot(goals[0].x - barrier.x, goals[0].y - barrier.y) == pytest.approx(unit, rel=0.01)
    middle = [layout.spots[f"goal:{colour}-4"] for colour in ("red", "blue", "green", "yellow")]
    assert {round(sum(s.x for s in middle) / 4)} == {round(view.BOARD_BOX[0] + view.BOARD_BOX[2] / 2)}


def test_the_bottom_colour_sits_at_the_bottom():
    for players in (2, 3, 4):
        for colour in hit.board_for(players).colours:
            layout = view.board_layout(players, frozenset(), colour)
            goal = layout.spots[f"goal:{colour}-1"]
            lowest = max(s.y for s in layout.spots.values() if s.key.startswith("goal:"))
            assert goal.y == pytest.approx(lowest, abs=1), f"{colour}'s goal lane should point down"


def test_fields_show_corner_start_and_barrier_marks():
    root = parse(hot_seat(hit.new_game(seed=1, players=4)))
    board = hit.board_for(4)
    for number in range(board.loop):
        field = one(root, f"field:{number}")
        outline = next(node for node in field.iter() if node.get("data-outline"))
        is_corner = number in board.corner_fields
        assert (outline.tag == f"{NS}polygon") == is_corner, f"field {number}: corners are drawn square"
    arrows = by_class(root, "hit-barrier-arrow")
    assert len(arrows) == 4 and all(a.get("marker-end", "").startswith("url(#hit-arrow-") for a in arrows)
    for colour, number in board.barrier_fields.items():
        assert by_class(one(root, f"field:{number}"), "hit-barrier-arrow"), f"{colour}'s barrier has its arrow"
    assert "board layout reconstructed" in texts(root)


def test_the_dotted_fourth_fields_are_not_clickable_with_three_figures():
    """HIT, DE, 'Spielvorbereitung' 4.: with 4 players the dotted waiting field stays free (and the goal's)."""
    root = parse(hot_seat(hit.new_game(seed=1, players=4)))
    keys = keyed(root)
    for colour in ("red", "blue", "green", "yellow"):
        assert f"goal:{colour}-3" in keys and f"wait:{colour}-3" in keys
        assert f"goal:{colour}-4" not in keys and f"wait:{colour}-4" not in keys
    root = parse(hot_seat(hit.new_game(seed=1, players=4, variants=["4-statt-3"])))
    assert "goal:red-4" in keyed(root) and "wait:red-4" in keyed(root)


# ---------------------------------------------------------------- figures
def test_every_figure_stands_on_its_field_with_letter_number_and_shape():
    game = next(g for g in random_positions(4, 3, 40) if len(g.history) == 40)
    root = parse(hot_seat(game))
    shapes = {}
    for fig, location in game.state.figures.items():
        field = one(root, location)
        inner = [node for node in field.iter() if node.get("data-key") == f"figure:{fig}"]
        assert len(inner) == 1, f"{fig} must be drawn inside {location}"
        colour, number = fig.rsplit("-", 1)
        assert f"{colour[0].upper()}{number}" in texts(inner[0])
        outline = next(node for node in inner[0].iter() if node.get("data-outline"))
        shapes.setdefault(colour, set()).add(outline.get("class"))
        assert [node.get("data-piece") for node in inner[0].iter() if node.get("data-piece")] == [fig]
    assert all(len(s) == 1 for s in shapes.values()), "all figures of a colour share a shape"
    assert len({next(iter(s)) for s in shapes.values()}) == 4, "each colour has its own shape, not only its hue"


# ---------------------------------------------------------------- hidden information
def visible_cards(game: hit.Game, viewer: str) -> set[str]:
    state = game.state
    cards = set(state.hands[viewer]) | {card for card in state.market if card is not None}
    cards |= {pile[0] for pile in state.discards.values() if pile}
    return cards


@pytest.mark.parametrize("players", [2, 3, 4])
def test_only_the_hand_of_the_player_to_move_is_shown_by_default(players):
    for game in random_positions(players, 7, 60):
        board = HitBoard(game=hit.Game.from_position(game.position()), handover=False)
        root = parse(board.svg)
        mover = game.state.current
        assert set(shown_cards(root)) == visible_cards(game, mover)
        for colour in game.state.players:
            hidden = set(game.state.draws[colour]) | (set() if colour == mover else set(game.state.hands[colour]))
            for card in hidden:
                assert f'"{card}"' not in board.svg and f": {card_kind(card).title}" not in _labels_of(root, colour)


def _labels_of(root: ElementTree.Element, colour: str) -> str:
    panel = next(node for node in by_class(root, "hit-panel") if node.get("data-player") == colour)
    return " ".join(node.get("aria-label", "") for node in panel.iter())


def test_other_hands_are_drawn_face_down_with_their_size():
    game = hit.new_game(seed=2, players=4)
    root = parse(HitBoard(game=game).svg)
    panels = {node.get("data-player"): node for node in by_class(root, "hit-panel")}
    for colour in ("blue", "green", "yellow"):
        hand = by_class(panels[colour], "hit-panel-hand")[0]
        assert hand.get("data-hand-size") == "3"
        assert len(by_class(hand, "hit-card-back")) == 3 and shown_cards(hand) == []
    assert by_class(panels["red"], "hit-panel-hand") == [], "the mover's hand is drawn large below"
    assert [node.get("data-player") for node in by_class(root, "hit-hand")] == ["red"]


def test_show_all_reveals_every_hand_and_the_draw_piles_in_order():
    game = hit.new_game(seed=2, players=3)
    board = HitBoard(game=game, show_all=True, handover=False)
    root = parse(board.svg)
    state = game.state
    everything = {card for colour in state.players for card in state.hands[colour]}
    assert everything <= set(shown_cards(root))
    orders = by_class(root, "hit-draw-order")
    assert len(orders) == 3
    for colour, line in zip(state.players, orders):
        glyphs = [view.card_glyph(card_kind(card)) for card in state.draws[colour]]
        assert line.text.startswith("draw pile, top card first: " + " · ".join(glyphs)[:20])
    assert "teacher view: every hand and draw pile is shown" in texts(root)
    board.show_all = False
    assert by_class(parse(board.svg), "hit-draw-order") == []
    assert set(shown_cards(parse(board.svg))) == visible_cards(game, "red")


def test_draw_pile_contents_are_never_in_the_default_picture():
    for game in random_positions(4, 9, 120):
        svg_text = HitBoard(game=hit.Game.from_position(game.position())).svg
        for colour in game.state.players:
            for card in game.state.draws[colour]:
                assert f'"{card}"' not in svg_text
        for card in game.state.neutral:
            assert f'"{card}"' not in svg_text


# ---------------------------------------------------------------- piles, shield, market, coins
def discard_group(root: ElementTree.Element, colour: str) -> ElementTree.Element:
    return one(root, f"discard:{colour}")


def test_the_discard_pile_shows_its_top_card_and_size():
    game = hit.Game.from_position(hit.example("shield_breaker"))
    root = parse(hot_seat(game))
    blue = discard_group(root, "blue")
    assert shown_cards(blue) == ["4#1"]
    assert "discard 1" in texts(blue)
    red = discard_group(root, "red")
    assert shown_cards(red) == [] and "discard 0" in texts(red)
    game.play("play 1:fwd6 red-1")
    root = parse(hot_seat(game))
    assert shown_cards(discard_group(root, "red")) == ["6#1"]


def test_a_protected_colour_shows_a_shield_on_its_figures_and_pile():
    """HIT, DE, 'FIGUREN SCHLAGEN' (GESCHUETZT): a shield on top of the discard pile protects all figures."""
    game = hit.Game.from_position(hit.example("shield"))
    root = parse(hot_seat(game))
    for fig, location in game.state.figures.items():
        badges = [n for n in one(root, location).iter() if "hit-shield-badge" in (n.get("class") or "")]
        protected = fig.startswith("blue-") and not location.startswith("wait:")
        assert bool(badges) == protected, fig
    panels = {node.get("data-player"): node for node in by_class(root, "hit-panel")}
    assert "protected" in texts(panels["blue"]) and "protected" not in texts(panels["green"])


def test_with_mehr_schadenfreude_no_shield_is_shown():
    """HIT, DE, 'Varianten' (MEHR SCHADENFREUDE): shields are ignored."""
    position = hit.example("shield")
    position["variants"] = ["mehr-schadenfreude"]
    root = parse(hot_seat(hit.Game.from_position(position)))
    assert by_class(root, "hit-shield-badge") == [] and by_class(root, "hit-protected") == []
    assert "4 players · Mehr Schadenfreude (no shields)" in texts(root)


def test_the_market_shows_each_card_with_its_cost():
    """HIT, DE, '2. NEUE KARTEN AUS DEM MARKT KAUFEN': the cost is printed on every card."""
    game = hit.new_game(seed=6, players=2)
    root = parse(hot_seat(game))
    for slot, card in enumerate(game.state.market, start=1):
        group = one(root, f"market:{slot}")
        assert shown_cards(group) == [card]
        assert str(card_kind(card).cost) in texts(group)
        assert view.card_glyph(card_kind(card)) in texts(group) or card_kind(card).effect == "coins"
    stack = [node for node in by_class(root, "hit-pile") if "stack" in texts(node)]
    assert len(stack) == 1 and str(len(game.state.neutral)) in texts(stack[0])


def test_an_empty_market_slot_says_so_and_stays_clickable():
    game = hit.Game.from_position(hit.example("market_refill"))
    root = parse(hot_seat(game))
    for slot in (2, 4):
        assert "empty" in texts(one(root, f"market:{slot}"))


def test_the_market_cards_one_cannot_pay_for_are_dimmed_while_buying():
    game = hit.Game.from_position(hit.example("market_refill"))     # red has 1 coin
    root = parse(hot_seat(game))
    for slot in (1, 3, 5):
        dimmed = [n for n in one(root, f"market:{slot}").iter() if n.get("opacity") == "0.72"]
        assert dimmed, f"slot {slot} costs more than 1 coin"


def test_each_players_coins_are_shown_and_clickable():
    game = hit.Game.from_position(hit.example("market_refill"))
    root = parse(hot_seat(game))
    for colour, coins in game.state.coins.items():
        assert str(coins) in texts(one(root, f"coins:{colour}"))


def test_the_hand_cards_show_number_symbols_and_coins():
    """HIT, DE page 7: a card's number, its coins and its symbols (no hit, shield, breaker, no goal entry)."""
    game = hit.Game.from_position(hit.example("blue_finishes"))   # split 10, 11, blue's 6
    root = parse(hot_seat(game))
    split, eleven, six = (one(root, f"hand:{n}") for n in (1, 2, 3))
    assert "10" in texts(split) and "share 10 steps" in texts(split) and by_class(split, "hit-icon-no-hit")
    assert "11" in texts(eleven) and "no hit" in texts(eleven)
    assert "6" in texts(six) and "come out," in texts(six) and by_class(six, "hit-icon-no-hit") == []
    game = hit.Game.from_position(hit.example("shield_breaker"))
    root = parse(hot_seat(game))
    breaker = one(root, "hand:1")
    assert by_class(breaker, "hit-icon-breaker") and "+1" in texts(breaker) and "4" in texts(breaker)


def test_every_card_kind_has_a_readable_face():
    for card in hit.ALL_CARD_IDS:
        kind = card_kind(card)
        assert view.card_glyph(kind) and view.card_lines(kind)
        for style, (w, h) in (("big", view.BIG_CARD), ("market", view.MARKET_CARD), ("mini", view.MINI_CARD)):
            face = parse(view._card_face(card, 0.0, 0.0, w, h, style).xml)
            assert face.get("data-card") == card and face.get("aria-label")


# ---------------------------------------------------------------- turn, phase, result
def headline(root: ElementTree.Element) -> str:
    return texts(by_class(root, "hit-turn")[0])[0]


def test_the_phase_and_whose_turn_are_shown():
    game = hit.new_game(seed=1, players=4)
    assert headline(parse(hot_seat(game))) == "Red: play your 3 cards"
    assert headline(parse(hot_seat(split_under_way()))) == "Red: share out the split card (6 steps left)"
    assert headline(parse(hot_seat(shield_decision()))) == "Red: decide about the shield card"
    buying = hit.Game.from_position(hit.example("market_refill"))
    assert headline(parse(hot_seat(buying))) == "Red: buy cards (1 coins) or end your turn"
    board = HitBoard(game=buying, handover=False)
    assert board.status == "Red: buy cards (1 coins) or end your turn."
    panel = next(node for node in by_class(parse(board.svg), "hit-panel") if node.get("data-player") == "red")
    assert "▶ to move" in texts(panel)


def test_the_buttons_of_the_rules_are_drawn_and_marked_when_usable():
    root = parse(hot_seat(hit.new_game(seed=1)))
    end = one(root, "button:end-turn")
    assert "End turn" in texts(end) and end.get("aria-label") == "End turn (not now)"
    assert "button:keep-shield" not in keyed(root)
    root = parse(hot_seat(shield_decision()))
    for key, label in (("button:keep-shield", "Keep shield"), ("button:shuffle-shield", "Shuffle it in")):
        assert one(root, key).get("aria-label") == label


def test_the_result_is_shown_at_the_end():
    game = hit.new_game(seed=3, players=2)
    players = {colour: GreedyPlayer(1) for colour in game.state.players}
    while game.outcome is None:
        game.play(players[game.to_move].choose(game))
    winner = game.outcome.winner
    board = HitBoard(game=game)
    root = parse(board.svg)
    assert headline(root) == f"{winner.capitalize()} wins!"
    assert root.get("data-phase") == "over"
    assert "button:end-turn" not in keyed(root)
    panel = next(node for node in by_class(root, "hit-panel") if node.get("data-player") == winner)
    assert "★ wins" in texts(panel)
    assert board.status == f"Game over: {winner.capitalize()} wins: {game.outcome.reason}."
    assert board.moves == [] and board.to_move == ""


def test_the_last_move_is_drawn_along_its_path_and_named():
    game = hit.Game.from_position(hit.example("plain_hit"))
    game.play("play 1:fwd5 red-1")
    root = parse(hot_seat(game))
    last = by_class(root, "hit-last-move")
    assert len(last) == 1 and last[0].get("data-transient") == "1"
    assert last[0].get("data-last-move").split() == ["field:2"] + list(game.history[-1].path)
    assert any(line.startswith("Last move: Red plays the 5") for line in texts(root))


@pytest.mark.parametrize("name", list(hit.EXAMPLES))
def test_the_worked_examples_render_before_and_after_their_moves(name):
    example = hit.EXAMPLES[name]
    game = hit.Game.from_position(example.position())
    assert_every_click_is_on_the_board(game, HitBoard(game=game).svg)
    for notation in example.moves:
        game.play(notation)
        board = HitBoard(game=hit.Game.from_position(game.position()))
        assert_every_click_is_on_the_board(board.game, board.svg)
    board = HitBoard.example(name)
    assert board.game.position() == example.position()


def test_the_static_picture_needs_no_kernel():
    game = hit.new_game(seed=1, players=3)
    picture = view.view(game)
    assert picture._repr_svg_() == hot_seat(game)
    assert view.status_line(game) in picture._repr_html_()
    bundle, _ = HitBoard(game=game)._repr_mimebundle_()
    assert bundle["image/svg+xml"].startswith("<svg")


# ---------------------------------------------------------------- perspective
def test_the_board_keeps_its_orientation_by_default_and_can_follow_the_player_to_move():
    """Issue 8, point 11: the board turned by 90 degrees after every 'End turn'."""
    board = HitBoard(seed=1)
    assert board.perspectives == ["red", "blue", "green", "yellow", "player to move"]
    assert board.perspective == "red" and parse(board.svg).get("data-bottom") == "red"
    while board.game.to_move == "red":
        board.play(board.game.legal_moves()[0])
    assert parse(board.svg).get("data-bottom") == "red"
    board.perspective = "player to move"
    assert parse(board.svg).get("data-bottom") == "blue"
    board.perspective = "green"
    assert parse(board.svg).get("data-bottom") == "green"
    board.perspective = "purple"
    assert board.perspective == "green" and "cannot be seen from “purple”" in board.message


def test_against_computers_the_board_is_seen_from_the_human_colour():
    board = HitBoard(seed=1, computer_players=["red", "green"])
    assert board.perspective == "blue" and parse(board.svg).get("data-bottom") == "blue"


def test_a_new_game_with_another_player_count_updates_players_and_perspectives():
    board = HitBoard(seed=1, perspective="yellow")
    board.game = hit.new_game(seed=2, players=3)
    assert board.players == ["red", "blue", "green"]
    assert board.perspectives == ["red", "blue", "green", "player to move"]
    assert board.perspective == "red"


# ---------------------------------------------------------------- messages
def snapshot(board: HitBoard) -> tuple:
    return board.game.position(), board.revision, board.svg, [m.notation for m in board.game.all_moves]


def test_handle_message_plays_a_move_by_id():
    board = HitBoard.example("plain_hit")
    move = next(m for m in board.moves if m["notation"] == "play 1:fwd5 red-1")
    assert move["clicks"] == ["hand:1", "figure:red-1"]
    assert board.handle_message({"type": "play", "id": move["id"], "revision": board.revision}) is True
    position = board.game.position()
    assert position["figures"]["red-1"] == "field:7" and position["figures"]["blue-1"].startswith("wait:blue-")
    assert position["coins"]["red"] == 8 and position["discard_piles"]["red"][0] == "5#1"
    root = parse(board.svg)
    assert [n.get("data-key") for n in one(root, "field:7").iter() if n.get("data-key")] == ["field:7", "figure:red-1"]
    assert shown_cards(discard_group(root, "red")) == ["5#1"]
    assert board.message == ""


def test_handle_message_explains_a_click_that_matches_no_move():
    board = HitBoard.example("plain_hit")
    before = snapshot(board)
    assert board.handle_message({"type": "explain", "clicks": ["market:1"], "revision": board.revision}) is True
    assert board.message == hit.why_not_clicks(board.game.state, ["market:1"])
    assert "buy" in board.message.lower()
    assert snapshot(board) == before
    board.handle_message({"type": "explain", "clicks": ["hand:1", "figure:blue-1"], "revision": board.revision})
    assert board.message == hit.why_not_clicks(board.game.state, ["hand:1", "figure:blue-1"])
    assert snapshot(board) == before


@pytest.mark.parametrize("junk", [None, "play", {"type": "play"}, {"type": "play", "id": 999, "revision": 1},
                                  {"type": "explain", "clicks": [], "revision": 1}, {"type": "fly"}])
def test_junk_messages_change_nothing_and_say_why(junk):
    board = HitBoard.example("plain_hit")
    if isinstance(junk, dict) and "revision" in junk:
        junk = dict(junk, revision=board.revision)
    before = snapshot(board)
    assert board.handle_message(junk) is False
    assert board.message and snapshot(board) == before


# ---------------------------------------------------------------- computer opponents
def test_computer_colours_play_their_whole_turn_and_stop_at_the_human():
    board = HitBoard(seed=8, player_count=3, computer_players=["blue", "green"], computer="random", computer_seed=1)
    assert board.viewer() == "red"
    while board.game.to_move == "red":       # the human plays red's turn by id, as the front end does
        board.handle_message({"type": "play", "id": 0, "revision": board.revision})
    assert board.game.to_move == "blue"
    assert board.moves == [], "the computer's hand stays hidden: no moves naming its cards"
    root = parse(board.svg)
    assert set(shown_cards(root)) == visible_cards(board.game, "red")
    assert root.get("data-bottom") == "red", "the human keeps their seat at the bottom"
    made = 0
    while board.game.to_move in ("blue", "green"):
        before = len(board.game.history)
        assert board.handle_message({"type": "computer", "revision": board.revision, "auto": True}) is True
        assert len(board.game.history) == before + 1
        made += 1
    assert made >= 4 and board.game.to_move == "red"
    before = snapshot(board)
    assert board.handle_message({"type": "computer", "revision": board.revision, "auto": True}) is False
    assert snapshot(board) == before, "an automatic request on the human's turn does nothing"
    assert board.moves, "the human's moves are back"


def test_play_computers_runs_until_a_human_is_to_move():
    board = HitBoard(seed=3, player_count=4, computer_players=["red", "green"], computer_seed=2)
    assert board.play_computers() >= 2
    assert board.game.to_move == "blue"
    assert board.play_computers() == 0
    board.computer_players = ["red", "blue", "green", "yellow"]
    board.play_computers(max_moves=5000)
    assert board.game.outcome is not None


def test_computer_players_must_be_colours_of_the_game():
    with pytest.raises(ValueError, match="cannot play 'yellow'"):
        HitBoard(player_count=2, computer_players=["yellow"])
    board = HitBoard(player_count=2)
    board.computer_players = ["green", "blue"]
    assert board.computer_players == [] and "cannot play 'blue'" in board.message
    board.computer_players = ["green"]
    assert board.computer_players == ["green"] and board.computers() == frozenset({"green"})


def test_hot_seat_without_computers_covers_each_hand_until_its_player_takes_the_board():
    """Issue 31: people sharing one screen (no computer) each see only their own hand: between turns the
    hand-over screen covers the board, as on Partners and Le Dernier Peuple; 'Show my hand' shows it."""
    board = HitBoard(seed=5, player_count=3)
    seen = set()
    for _ in range(40):
        mover = board.game.to_move
        seen.add(mover)
        covered = parse(board.svg)
        assert board.viewer() is None and only_the_hand_over(board.moves) and board.status.startswith("Pass the board to")
        assert not set(board.game.state.hands[mover]) & set(shown_cards(covered))
        assert "button:show-hand" in {node.get("data-key") for node in covered.iter()}
        board.handle_message({"type": "explain", "clicks": ["button:show-hand"], "revision": board.revision})
        assert board.viewer() == mover and board.moves
        assert set(board.game.state.hands[mover]) <= set(shown_cards(parse(board.svg)))
        while board.game.to_move == mover and board.viewer() == mover:
            board.handle_message({"type": "play", "id": len(board.moves) - 1, "revision": board.revision})
    assert seen == {"red", "blue", "green"}


def test_moves_of_a_hidden_hand_can_be_neither_played_nor_explained_from_the_front_end():
    """While a computer's hidden hand is to move, the front end gets no moves; a crafted play or
    explain must neither play nor reveal them (the labels would name the hidden cards)."""
    board = HitBoard(game=hit.new_game(seed=5, players=2), computer_players=["green"])
    while board.game.to_move == "red":
        board.play(board.game.legal_moves()[0])
    assert board.game.to_move == "green" and board.moves == []
    before = board.game.position()
    hidden = board.game.legal_moves()[0]
    assert board.handle_message({"type": "play", "id": 0, "revision": board.revision}) is False
    assert board.game.position() == before and "no move can be played now" in board.message.lower()
    board.handle_message({"type": "explain", "clicks": list(hidden.clicks), "revision": board.revision})
    assert board.message.startswith("Green is the computer's seat: its move comes by itself")
    assert hidden.label not in board.message and board.game.position() == before


# ---------------------------------------------------------------- plain language (issue 8, point 12)
def test_move_list_and_labels_speak_as_a_person_would():
    game = hit.Game.from_position(hit.example("plain_hit"))
    board = HitBoard(game=game)
    board.play("play 1:fwd5 red-1")
    [entry] = board.history
    assert board.history_shows == "label"
    assert entry["label"] == "Red plays the 5: R1 moves 5 to field 7, and hits B1 (back to its waiting field), " \
        "and takes 2 coins"
    while board.game.state.phase == "play":
        board.play(board.game.legal_moves()[0])
    labels = {m.notation: m.label for m in board.game.legal_moves()}
    assert labels["end"] == "Red ends the turn without buying and draws 3 cards"
    assert all(label.startswith("Red buys the ") and label.endswith(" coins") or "(market card" in label
               for notation, label in labels.items() if notation.startswith("buy"))


def test_after_computer_turns_the_message_says_what_each_computer_did():
    board = HitBoard(game=hit.new_game(seed=4, players=3), computer_players=["blue", "green"], computer_seed=1)
    while board.game.to_move == "red":
        board.play(board.game.legal_moves()[0])
    played = len(board.game.history)
    board.play_computers()
    computer_moves = board.game.history[played:]
    lines = board.message.splitlines()
    assert lines[0] == "What the computer did:"
    assert [line.split()[0] for line in lines[1:]] == ["Blue", "Green"]
    for move in computer_moves:
        words = move.label.removeprefix(move.label.split()[0] + " ")
        assert words in board.message
    board.play(board.game.legal_moves()[0])  # a person acts: the summary is over
    assert "What the computer did" not in board.message


# ---------------------------------------------------------------- contrast and symbols (issue 8, point 10)
def _luminance(colour: str) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a: str, b: str) -> float:
    light, dark = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_every_text_colour_reaches_4_5_to_1_on_what_it_is_drawn_on():
    from widgets import hit as view
    from widgets.svg import LAST_MOVE

    pairs = [(view.INK[c], view.FILL[c]) for c in view.FILL]          # letters on figures, card bands
    pairs += [(view.DARK[c], view.TINT[c]) for c in view.FILL]        # start and barrier field numbers
    pairs += [(ink, paper) for ink in (view.LINE, view.SOFT, LAST_MOVE, view.SHIELD_FILL)
              for paper in (view.BACKGROUND, view.PAPER, view.FIELD)]
    pairs += [(view.LINE, tint) for tint in view.TINT.values()] + [("#ffffff", view.CARD_BACK), ("#2b1d00", view.GOLD)]
    weak = [(ink, paper, round(contrast(ink, paper), 2)) for ink, paper in pairs if contrast(ink, paper) < 4.5]
    assert not weak


def test_the_figures_letters_use_the_readable_ink():
    game = hit.Game.from_position(hit.example("plain_hit"))
    root = parse(hot_seat(game))
    figure = next(node for node in root.iter(f"{NS}g") if node.get("data-key") == "figure:red-1")
    letters = [node for node in figure.iter(f"{NS}text")]
    assert letters and all(node.get("fill") == "#111111" for node in letters)


def test_no_hit_and_no_goal_entry_signs_differ_in_shape():
    """The no-hit sign is round (a ring), the no-goal-entry sign square: told apart at a glance."""
    from widgets import hit as view

    no_hit = view._no_hit_icon(0, 0, 28).tostring()
    no_goal = view._no_goal_icon(0, 0, 28).tostring()
    assert "<rect" not in no_hit and "<rect" in no_goal
    assert 'stroke="#c4001a"' in no_hit and no_hit.count("<circle") == 3 and no_goal.count("<circle") == 0


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


@pytest.mark.parametrize("example", ["plain_hit", "market_refill", "shield"])
def test_the_compact_layout_keeps_every_click_and_writes_every_text_big(example):
    from widgets import hit as view

    board = HitBoard.example(example, layout="compact")
    root = parse(board.svg)
    assert root.get("data-compact") == "1" and root.get("viewBox") == f"0 0 {view.COMPACT_W:g} {view.COMPACT_H:g}"
    assert min(_font_sizes_on_screen(root)) >= view.COMPACT_TEXT - 0.01
    shown = keyed(root)
    for move in board.game.legal_moves():
        assert set(move.clicks) <= set(shown), move.notation
    board.layout = "full"
    assert parse(board.svg).get("data-compact") is None


def test_a_narrow_view_gets_the_compact_layout_unless_the_layout_is_fixed():
    board = HitBoard.example("plain_hit")
    assert parse(board.svg).get("data-compact") is None
    board.narrow = True
    assert parse(board.svg).get("data-compact") == "1"
    board.layout = "full"
    assert parse(board.svg).get("data-compact") is None


# ---------------------------------------------------------------- the position in words (issue 23 point 3)
COUNT_WORDS = ("zero", "one", "two", "three", "four")


def colour_part(text: str, colour: str) -> str:
    """What the description says of one colour: from 'Red: ' to the next ';' or the end of its sentence."""
    found = re.search(rf"\b{colour.capitalize()}: ([^;]*?)(;|\.(?:\s|$))", text)
    assert found, (colour, text)
    return found.group(1)


def hand_part(text: str, colour: str) -> str:
    found = re.search(rf"{colour.capitalize()}'s hand(: (.*)\.| is empty\.)$", text)
    assert found, (colour, text)
    return found.group(2) or ""


def assert_describes_every_figure_and_the_coins(game: hit.Game, text: str) -> None:
    state = game.state
    for colour in state.players:
        part = colour_part(text, colour)
        coins = state.coins[colour]
        assert part.startswith(f"{coins} coin{'' if coins == 1 else 's'}"), (colour, part)
        places = [state.figures[fig] for fig in state.board.figure_ids(colour)]
        for where in places:
            if where.startswith("field:"):
                assert re.search(rf"\b{hit.field_name(where)}\b", part), (where, part)
        for kind, words in (("wait:", "waiting"), ("goal:", "in the goal")):
            count = sum(1 for where in places if where.startswith(kind))
            if count == len(places):
                assert f"all {COUNT_WORDS[count]} {words}" in part, (colour, part)
            elif count:
                assert f"{COUNT_WORDS[count]} {words}" in part, (colour, part)
            else:
                assert words not in part, (colour, part)
        assert ("protected by a shield" in part) == state.protected(colour), (colour, part)


def hidden_titles(game: hit.Game, viewer: str | None) -> set[str]:
    """The titles of the cards hidden from ``viewer`` that no card of the viewer's own hand shares."""
    state = game.state
    hidden = {card for colour in state.players for card in state.draws[colour]}
    hidden |= {card for colour in state.players if colour != viewer for card in state.hands[colour]}
    hidden |= set(state.neutral)
    own = {card_kind(card).title for card in state.hands[viewer]} if viewer else set()
    return {card_kind(card).title for card in hidden} - own


def assert_names_no_hidden_card(board: HitBoard, text: str) -> None:
    """No hidden card is named, and the words stay the same when every hidden card is dealt afresh."""
    viewer = board.viewer()
    for title in hidden_titles(board.game, viewer):
        assert not re.search(rf"{re.escape(title)}( \(|,| and|\.)", text), (title, text)
    for seed in range(3):
        other = hit.resample_hidden(board.game.state, viewer, Rng(seed))
        twin = HitBoard(game=hit.Game(other), computer_players=list(board.computer_players),
                        handover=board.handover)
        assert twin.viewer() == viewer and twin.describe_position() == text


@pytest.mark.parametrize(("players", "seed"), [(2, 4), (3, 6), (4, 8)])
def test_describe_says_each_colours_figures_and_coins_and_only_the_viewers_hand(players, seed):
    """Issue 23 point 3: in at most 4 plain sentences, each colour's coins and where each of its figures stands
    (on which field, waiting, in the goal), then the hand of the player who looks at the board: the cards shown
    face up to them, never a card of another hand or of a draw pile (HIT, DE: only your own hand is yours to see)."""
    for number, game in enumerate(random_positions(players, seed, 90)):
        if number % 9:
            continue
        board = HitBoard(game=hit.Game(game.state), handover=False)
        text = board.describe_position()
        assert_plain_and_short(text)
        assert_describes_every_figure_and_the_coins(game, text)
        mover = game.state.current
        assert board.viewer() == mover
        hand = game.state.hands[mover]
        described = hand_part(text, mover)
        assert all(card_kind(card).title in described for card in hand) and bool(hand) == bool(described), text
        assert_names_no_hidden_card(board, text)


def test_against_the_computer_describe_shows_the_human_hand_while_the_computer_moves():
    board = HitBoard(seed=11, player_count=3, computer_players=["blue", "green"])
    checked = 0
    for _ in range(30):
        if board.game.outcome is not None:
            break
        if board.game.to_move != "red":
            text = board.describe_position()
            assert_plain_and_short(text)
            assert_describes_every_figure_and_the_coins(board.game, text)
            assert board.viewer() == "red" and "Red's hand" in text
            assert "Blue's hand" not in text and "Green's hand" not in text
            assert_names_no_hidden_card(board, text)
            checked += 1
        if board.game.to_move == "red":
            board.play(board.game.legal_moves()[0])
        else:
            board.computer_move()
    assert checked >= 3


def test_describe_reads_a_hand_as_the_cards_say_it():
    position = hit.build_position(4, figures={"red-1": "field:3", "red-2": "goal:red-2", "blue-1": "field:14"},
                                  hands={"red": ["split-10#1", "red:start-3coins", "hunter#1"]},
                                  coins={"red": 1, "blue": 4, "green": 0, "yellow": 2})
    board = HitBoard(game=hit.Game.from_position(position), handover=False)
    text = board.describe_position()
    red = f"Red: 1 coin, a figure on {hit.field_name('field:3')}, one waiting, one in the goal; "
    assert text.startswith(red), text
    assert "Blue: 4 coins, a figure on field 14, two waiting; Green: 0 coins, all three waiting;" in text
    cards = [view.card_description(card).split(": ", 1) for card in ("split-10#1", "red:start-3coins", "hunter#1")]
    assert text.endswith(f"Red's hand: {cards[0][0]} ({cards[0][1]}), {cards[1][0]} ({cards[1][1]}) and "
                         f"{cards[2][0]} ({cards[2][1]})."), text
    assert_plain_and_short(text)


def test_a_board_nobody_looks_at_names_no_hand():
    board = HitBoard(seed=2, player_count=2, computer_players=["red", "green"])
    assert board.viewer() is None
    text = board.describe_position()
    assert "hand" not in text and sentences(text) == 1
    assert_names_no_hidden_card(board, text)


# --- issue 31 point 5: the market in sight, and "Show everything" shows everything -------------------------------
def _texts_of(root: ElementTree.Element) -> list[str]:
    return ["".join(text.itertext()).strip() for text in root.iter(f"{NS}text")]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_projector_layout_keeps_the_market_in_sight_while_a_hand_is_played(players):
    """Notebook 1 asks to look at the market while Red plays: the projector layout lists each market card's sign
    and cost beside the loop whenever its strip holds the hand, every line inside the drawing."""
    game = hit.new_game(seed=3, players=players)
    assert game.state.phase == "play"
    root = parse(view.render(game, viewer=game.to_move, compact=True))
    lines = " · ".join(text for text in _texts_of(root) if " for " in text)
    for card in game.position()["market"]:
        kind = card_kind(card)
        assert f"{view.card_glyph(kind)} for {kind.cost}" in lines, (card, lines)
    height = float(root.get("viewBox").split()[3])
    for text in root.iter(f"{NS}text"):
        if text.get("class") == "hit-market-line":
            assert float(text.get("y")) < view.STRIP_Y <= height - view.STRIP_CARD[1]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_show_everything_in_the_projector_layout_shows_every_hand_and_draw_pile(players):
    """Notebook 2's teacher's view on a narrow board: each player's panel lists the hand and the draw pile (its
    size and its cards from the top), and the drawing grows to hold them without covering the strip."""
    game = hit.new_game(seed=5, players=players)
    root = parse(view.render(game, show_all=True, compact=True))
    texts = _texts_of(root)
    for colour in game.state.players:
        hand = [view.card_glyph(card_kind(card)) for card in game.position()["hands"][colour]]
        draw = game.position()["draw_piles"][colour]
        assert any(text.startswith("hand ") and text.split(" ", 1)[1].startswith(hand[0]) for text in texts)
        assert any(text.startswith(f"draw {len(draw)}: {view.card_glyph(card_kind(draw[0]))}") for text in texts)
    panels = [float(node.find(f"{NS}rect").get("y")) + float(node.find(f"{NS}rect").get("height"))
              for node in root.iter() if node.get("data-player")]
    strip = min(float(node.get("data-cy")) for node in root.iter() if (node.get("data-key") or "").startswith("hand:"))
    assert max(panels) < strip - view.STRIP_CARD[1] / 2
    assert float(root.get("viewBox").split()[3]) >= strip + view.STRIP_CARD[1] / 2
    plain = parse(view.render(game, viewer=game.to_move, compact=True))
    assert not any(text.startswith("draw ") for text in _texts_of(plain))      # a player's own view: no pile


@pytest.mark.parametrize("layout", ["full", "compact"])
def test_the_hand_over_panel_covers_no_field_only_the_face_down_hand(layout):
    """Issue 31: the board is public, only the hand is private.  The covered drawing is already made for nobody's
    eyes (every hand face down), so the hand-over panel lies over the hand strip: no field, waiting or goal field,
    figure, market or discard card lies under it, the drawing keeps its size (so the board's texts keep theirs),
    and the panel's texts stay >= 14 px where the projector layout is shown at 70 % (1024x768, 1280x720)."""
    from test_drawn_where_it_is import Drawing

    board = HitBoard(seed=5, player_count=3, layout=layout)
    for _ in range(3):    # a few turns: figures on the loop
        board.handle_message({"type": "explain", "clicks": ["button:show-hand"], "revision": board.revision})
        mover = board.game.to_move
        while board.game.to_move == mover and board.viewer() == mover:
            board.handle_message({"type": "play", "id": len(board.moves) - 1, "revision": board.revision})
    assert board.waiting_for_handover()
    drawing = Drawing(board.svg)
    board.handover = False
    assert drawing.root.get("viewBox") == parse(board.svg).get("viewBox"), "the covered drawing keeps its size"
    panel = next(node for node in drawing.root.iter() if node.get("class") == "rb-handover")
    frame = next(child for child in panel if child.tag.endswith("}rect"))
    left, top = float(frame.get("x")), float(frame.get("y"))
    right, bottom = left + float(frame.get("width")), top + float(frame.get("height"))
    _, _, width, height = (float(value) for value in drawing.root.get("viewBox").split())
    assert 0 <= left < right <= width and 0 < top < bottom <= height
    keyed = [node for node in drawing.root.iter()
             if node.get("data-key") and not node.get("data-key").startswith(("hand:", "button:"))]
    assert sum(node.get("data-key").startswith("field:") for node in keyed) == board.game.state.board.loop
    under = []
    for node in keyed:
        xs, ys = zip(*drawing.outline(node))
        if min(xs) < right and max(xs) > left and min(ys) < bottom and max(ys) > top:
            under.append(node.get("data-key"))
    assert under == [], f"under the hand-over panel: {under}"
    shown = 0.7 if layout == "compact" else 1.0
    sizes = [float(text.get("font-size")) * shown for text in panel.iter() if text.tag.endswith("}text")]
    assert len(sizes) >= 3 and min(sizes) >= 14
    board.handover, board.language = True, "de"
    assert "Gib das Spielbrett an Rot weiter" in board.svg, "the panel names the player in the board's language"


def test_a_board_on_a_set_position_opens_uncovered_unless_asked_for_hot_seat():
    """Issue 31: a board on a set position (a notebook's example, a variant's set-up) is there to be looked at:
    it opens showing the hand of the player to move; hot seat from a position is asked for with handover=True."""
    position = hit.example("shield")
    studied = HitBoard.from_position(position)
    assert studied.waiting_for_handover() is None and studied.viewer() == studied.game.to_move
    assert "rb-handover" not in studied.svg
    shared = HitBoard.from_position(position, handover=True)
    assert shared.waiting_for_handover() == shared.game.to_move and "rb-handover" in shared.svg

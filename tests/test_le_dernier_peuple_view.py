"""The Le Dernier Peuple board picture and widget: what a learner must be able to read and click.

The board shows what the text describes (LE DERNIER PEUPLE, IT, 'Setup': the wheel of terrain cards,
villages, pickaxes, two pawns per player; 'Carte movimento' and 'Carte potere': the hand; 'Fine
della partita': the scores, hidden with the option).  The tests read the SVG as XML: what is drawn,
what can be clicked, and that no hidden card reaches the picture.
"""

from __future__ import annotations

import itertools
import math
import re
from xml.etree import ElementTree

import pytest
from handover_helpers import only_the_hand_over
from learner_words import ENGINE_WORDS, assert_plain_and_short

from rulebook import le_dernier_peuple as ldp
from rulebook.core import RandomPlayer, Rng
from widgets import le_dernier_peuple as view
from widgets.le_dernier_peuple import DernierPeupleBoard

NS = "{http://www.w3.org/2000/svg}"


def keyed(svg_text: str) -> dict[str, list[ElementTree.Element]]:
    found: dict[str, list[ElementTree.Element]] = {}
    for node in ElementTree.fromstring(svg_text).iter():
        if node.get("data-key") is not None:
            found.setdefault(node.get("data-key"), []).append(node)
    return found


def shown_cards(svg_text: str) -> set[str]:
    return {node.get("data-card") for node in ElementTree.fromstring(svg_text).iter() if node.get("data-card")}


def random_games(players: int, seed: int, moves: int):
    game = ldp.new_game(seed=seed, players=players)
    player = RandomPlayer(seed)
    for _ in range(moves):
        if game.outcome is not None:
            return
        yield game
        game.play(player.choose(game))


@pytest.mark.parametrize("players", [3, 4, 5])
def test_wheel_cards_pawns_and_players_are_drawn_once(players):
    game = ldp.new_game(seed=1, players=players)
    keys = keyed(view.render(game, viewer="red"))
    for card in range(1, 4 * players + 1):
        assert len(keys[f"wheel:{card}"]) == 1
        outlines = [n for n in keys[f"wheel:{card}"][0].iter() if n.get("data-outline")]
        assert len(outlines) == 1 and outlines[0].tag == f"{NS}polygon", "the turned card is its own outline"
    for pawn in game.state.all_pawns:
        assert len(keys[f"pawn:{pawn}"]) == 1
    for colour in game.state.players:
        assert len(keys[f"player:{colour}"]) == 1


@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_click_key_of_every_legal_move_is_on_the_board(players):
    for game in random_games(players, seed=players, moves=120):
        mover = game.to_move
        if mover not in game.state.players:
            continue
        keys = keyed(view.render(game, viewer=mover))
        for move in game.legal_moves():
            for key in move.clicks:
                assert key in keys, (key, move.notation, game.state.phase)


@pytest.mark.parametrize("players", [3, 5])
def test_hidden_cards_never_appear(players):
    for game in random_games(players, seed=10 + players, moves=120):
        for viewer in (*game.state.players, None):
            cards = shown_cards(view.render(game, viewer=viewer))
            allowed = set()
            if viewer is not None:
                allowed = {str(c) for c in game.state.hands[viewer]} | set(game.state.powers[viewer])
            assert cards <= allowed, (viewer, cards - allowed)


def test_hidden_scores_show_a_question_mark_for_others():
    game = ldp.new_game(seed=3, players=3, hidden_scores=True)
    root = ElementTree.fromstring(view.render(game, viewer="blue"))
    scores = [node.get("data-score") for node in root.iter() if node.get("data-score")]
    assert scores.count("hidden") == 2 and "0" in scores


def test_example_cards_on_the_board():
    """IT 'Carte movimento': the two example cards in red's hand, with their circle and square numbers."""
    board = DernierPeupleBoard.example("example-cards")
    texts = [node.text for node in ElementTree.fromstring(board.svg).iter(f"{NS}text") if node.text]
    assert "+4" in texts and "11" in texts and "+6" in texts and "1" in texts
    clicks = {tuple(move["clicks"]) for move in board.moves}
    assert ("move:10", "pawn:red-1", "wheel:6") in clicks and ("move:10", "pawn:red-1", "wheel:11") in clicks


def test_every_text_is_at_least_14_units():
    game = ldp.new_game(seed=5, players=5)
    for node in ElementTree.fromstring(view.render(game, viewer="red")).iter(f"{NS}text"):
        assert float(node.get("font-size")) >= 14, node.text
    assert view.WIDTH <= 820


def test_hot_seat_hand_over_hides_the_next_hand_until_asked():
    board = DernierPeupleBoard(seed=4, player_count=3)
    assert board.waiting_for_handover() == "red" and only_the_hand_over(board.moves)
    assert "button:show-hand" in keyed(board.svg) and not shown_cards(board.svg)
    board.handle_message({"type": "explain", "clicks": ["button:show-hand"], "revision": board.revision})
    assert board.waiting_for_handover() is None and board.moves
    assert shown_cards(board.svg) == {str(c) for c in board.game.state.hands["red"]}
    board.play("draw")
    assert board.waiting_for_handover() == "blue" and not shown_cards(board.svg)


def test_against_the_computer_only_the_humans_hand_is_shown():
    board = DernierPeupleBoard(seed=6, player_count=4, computer_players=["blue", "green", "yellow"],
                               computer_seed=1)
    assert board.waiting_for_handover() is None
    board.play("draw")
    made = board.play_computers()
    assert made >= 3 and board.game.to_move in ("red", None)
    assert shown_cards(board.svg) <= {str(c) for c in board.game.state.hands["red"]} | \
        set(board.game.state.powers["red"])


def test_a_whole_game_against_greedy_computers_finishes():
    board = DernierPeupleBoard(seed=8, player_count=3, computer_players=["blue", "green"], computer_seed=2)
    player = RandomPlayer(3)
    for _ in range(400):
        if board.game.outcome is not None:
            break
        if board.game.to_move == "red":
            board.play(player.choose(board.game))
        board.play_computers()
    assert board.game.outcome is not None and "Game over" in board.status


def test_labels_of_recent_moves_follow_the_viewer():
    game = ldp.Game.from_position(ldp.build_position(3, hands={"blue": [5, 8]}, powers={"red": ["bandit"]}))
    game.play("power bandit blue")
    picture = view.render(game, viewer="green")
    assert re.search(r"takes a random card", picture) and "card 8 from" not in picture and \
        "card 5 from" not in picture


# --- the projector layout (as HIT's): every text 19 units or more in a landscape drawing ---------------
def _texts(root: ElementTree.Element) -> list[tuple[str, float]]:
    found = []
    for node in root.iter(f"{NS}text"):
        size = float(node.get("font-size"))
        content = "".join(node.itertext()).strip()
        for span in node.iter(f"{NS}tspan"):
            if span.get("font-size"):
                found.append((span.text or "", float(span.get("font-size"))))
        if content:
            found.append((content, size))
    return found


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_compact_layout_keeps_every_click_and_writes_every_text_big(players):
    checked = 0
    for game in random_games(players, seed=20 + players, moves=150):
        mover = game.to_move
        if mover not in game.state.players:
            continue
        picture = view.render(game, viewer=mover, compact=True)
        root = ElementTree.fromstring(picture)
        assert root.get("data-compact") == "1"
        assert root.get("viewBox") == f"0 0 {view.COMPACT_W:g} {view.COMPACT_H:g}"
        assert view.COMPACT_W / view.COMPACT_H >= 1.45, "landscape, to fit a projector's narrow notebook"
        small = [(text, size) for text, size in _texts(root) if size < view.COMPACT_TEXT]
        assert not small, small
        keys = keyed(picture)
        for move in game.legal_moves():
            for key in move.clicks:
                assert key in keys, (key, move.notation, game.state.phase)
        checked += 1
    assert checked > 20


@pytest.mark.parametrize("players", [3, 5])
def test_the_compact_layout_shows_no_hidden_card(players):
    for game in random_games(players, seed=30 + players, moves=80):
        for viewer in (*game.state.players, None):
            cards = shown_cards(view.render(game, viewer=viewer, compact=True))
            allowed = set()
            if viewer is not None:
                allowed = {str(c) for c in game.state.hands[viewer]} | set(game.state.powers[viewer])
            assert cards <= allowed, (viewer, cards - allowed)


def test_the_compact_hand_over_screen_and_example_cards():
    board = DernierPeupleBoard(seed=4, player_count=3, layout="compact")
    assert ElementTree.fromstring(board.svg).get("data-compact") == "1"
    assert "button:show-hand" in keyed(board.svg) and not shown_cards(board.svg)
    example = DernierPeupleBoard.example("example-cards", layout="compact")
    clicks = {tuple(move["clicks"]) for move in example.moves}
    keys = keyed(example.svg)
    assert all(key in keys for move in clicks for key in move)
    assert {"10"} <= shown_cards(example.svg)


def test_a_narrow_view_gets_the_compact_layout_unless_the_layout_is_fixed():
    board = DernierPeupleBoard.example("example-cards")
    assert ElementTree.fromstring(board.svg).get("data-compact") is None
    board.narrow = True
    assert ElementTree.fromstring(board.svg).get("data-compact") == "1"
    board.layout = "full"
    assert ElementTree.fromstring(board.svg).get("data-compact") is None


@pytest.mark.parametrize("compact", [False, True])
def test_what_just_happened_keeps_the_event_whole(compact):
    """Issue 19 point 2: after an attack the redeployment lines do not push the event off the panel, and no
    line is cut: the event with its points stays visible whole, in both layouts."""
    from widgets.le_dernier_peuple import render

    game = ldp.Game.from_position(ldp.example("noble-attack"))
    game.play("play 2 red-2 circle")                   # the attack, then both redeployments (luck)
    drawing = render(game, viewer="blue", compact=compact)
    shown = " ".join(re.findall(r'class="ldp-recent"[^>]*>([^<]*)<', drawing)) if not compact else " ".join(
        re.findall(r"<text[^>]*>([^<]*)</text>", drawing.split('class="ldp-recent"', 1)[1].split("</g>", 1)[0]))
    assert "redeployed to card 9" in shown and "…" not in shown, shown     # no entry cut in the middle
    if not compact:                                     # the projector layout's message line tells the rest
        assert "noble attack" in shown and "red +3" in shown, shown


# --- issue 23: colour is never the only sign, and the position in words -----------------------------------------
INITIALS = {"red": "R", "blue": "B", "green": "G", "yellow": "Y", "purple": "P"}


def pawns_drawn(root: ElementTree.Element) -> dict[str, ElementTree.Element]:
    """Each pawn's element in a drawing (by its ``data-key`` without 'pawn:')."""
    return {node.get("data-key")[5:]: node for node in root.iter() if (node.get("data-key") or "").startswith("pawn:")}


def crowded_games(players: int):
    """Positions where pawns crowd: all on one card, two or three per card on neighbouring cards."""
    pawns = [pawn for colour in ldp.colours_for(players) for pawn in ldp.rules.pawn_ids(colour)]
    size = 4 * players
    layouts = [{pawn: 5 for pawn in pawns},
               {pawn: 1 + index // 2 for index, pawn in enumerate(pawns)},
               {pawn: size - index // 3 for index, pawn in enumerate(pawns)},
               {pawn: 1 + index for index, pawn in enumerate(pawns)}]
    for layout in layouts:
        yield ldp.Game.from_position(ldp.build_position(players, pawns=layout))


def sampled_games(players: int):
    yield from crowded_games(players)
    for number, game in enumerate(random_games(players, seed=40 + players, moves=100)):
        if number % 7 == 0:
            yield game


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("compact", [False, True])
def test_every_pawn_shows_its_seats_letter_and_number(players, compact):
    """Issue 23 point 1: a pawn carries its seat's initial and its number ("R1", "P2") as well as its colour,
    in both layouts; a screen reader still reads it in words."""
    for game in sampled_games(players):
        drawn = pawns_drawn(ElementTree.fromstring(view.render(game, viewer="red", compact=compact)))
        assert set(drawn) == set(game.state.all_pawns)
        for pawn, node in drawn.items():
            colour, number = pawn.rsplit("-", 1)
            texts = ["".join(text.itertext()).strip() for text in node.iter(f"{NS}text")]
            assert texts == [INITIALS[colour] + number], (pawn, texts)
            assert node.get("aria-label") == f"{colour} pawn {number}"


@pytest.mark.parametrize("compact", [False, True])
def test_every_players_row_carries_the_initial_of_its_pawns(compact):
    game = ldp.new_game(seed=2, players=5)
    for node in ElementTree.fromstring(view.render(game, viewer="red", compact=compact)).iter():
        key = node.get("data-key") or ""
        if key.startswith("player:"):
            texts = ["".join(text.itertext()).strip() for text in node.iter(f"{NS}text")]
            assert INITIALS[key[7:]] in texts, (key, texts)


def _segment_distance(point, start, end) -> float:
    (px, py), (ax, ay), (bx, by) = point, start, end
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(px - ax - t * dx, py - ay - t * dy)


def _inside(point, corners) -> bool:
    x, y = point
    return sum((ay > y) != (by > y) and x < ax + (y - ay) * (bx - ax) / (by - ay)
               for (ax, ay), (bx, by) in zip(corners, corners[1:] + corners[:1])) % 2 == 1


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("compact", [False, True])
def test_each_pawn_stands_in_its_own_cards_lane_and_no_label_or_card_number_is_covered(players, compact):
    """Issue 31 point 5: a pawn is drawn inside the outline of the card Describe names (the card and its lane),
    however many share it or its neighbours; issue 23 point 1: no pawn covers a card's number or another pawn's
    label (in the full layout pawns do not even touch; the projector layout's narrow lanes let pawns overlap at
    the rims); only a crowd on one card (four, in the projector layout three) may cover each other."""
    for game in sampled_games(players):
        root = ElementTree.fromstring(view.render(game, viewer="red", compact=compact))
        outlines = {node.get("data-key"): [tuple(map(float, corner.split(","))) for corner in
                                           next(c for c in node.iter() if c.get("data-outline")).get("points").split()]
                    for node in root.iter() if (node.get("data-key") or "").startswith("wheel:")}
        numbers = [(float(text.get("x")), float(text.get("y")) - 0.35 * float(text.get("font-size")))
                   for text in root.iter(f"{NS}text") if text.get("class") == "ldp-card-number"]
        assert len(outlines) == len(numbers) == 4 * players
        circles = {}
        for pawn, node in pawns_drawn(root).items():
            circle = node.find(f"{NS}circle")
            circles[pawn] = (float(circle.get("cx")), float(circle.get("cy")), float(circle.get("r")))
            card = game.state.pawns[pawn]
            assert _inside(circles[pawn][:2], outlines[f"wheel:{card}"]), (pawn, card, circles[pawn])
        wheel = view.COMPACT_WHEEL if compact else view.FULL_WHEEL
        reach = view.LABEL_REACH * wheel.pawn_text
        crowd = 3 if compact else 4
        crowded = {card for card in set(game.state.pawns.values()) if list(game.state.pawns.values()).count(card) >= crowd}
        for (a, (x, y, r)), (b, (ox, oy, other)) in itertools.combinations(circles.items(), 2):
            if crowded & {game.state.pawns[a], game.state.pawns[b]}:
                least = r / 2              # a crowd on one lane: apart, each on its card (see above)
            else:
                least = r + reach if compact else r + other + 2
            assert math.hypot(x - ox, y - oy) >= least, (a, b, (x, y), (ox, oy))
        for x, y, r in circles.values():
            for nx, ny in numbers:
                assert math.hypot(x - nx, y - ny) >= r + 0.3 * wheel.number, ((x, y), (nx, ny))


def test_a_pawns_two_characters_fit_inside_it_with_a_margin():
    """Issue 23 point 1: the label keeps the file's font sizes (15 units, 19 in the projector layout) and the
    pawn is big enough that its widest label ("G1" in the board's bold DejaVu Sans) stays 1.5 units inside the
    circle's outline, measured from the font itself."""
    font_manager = pytest.importorskip("matplotlib.font_manager")
    image_font = pytest.importorskip("PIL.ImageFont")
    path = font_manager.findfont(font_manager.FontProperties(family="DejaVu Sans", weight="bold"),
                                 fallback_to_default=False)
    for wheel, size in ((view.FULL_WHEEL, 15), (view.COMPACT_WHEEL, view.COMPACT_TEXT)):
        assert wheel.pawn_text == size
        font = image_font.truetype(path, size * 20)
        reaches = {}
        for label in (initial + number for initial in INITIALS.values() for number in "12"):
            # from the middle of the text on its baseline, which svg.text puts 0.35 size below the pawn's centre
            left, top, right, bottom = (value / 20 for value in font.getbbox(label, anchor="ms"))
            reaches[label] = max(math.hypot(x, y + 0.35 * size) for x in (left, right) for y in (top, bottom))
        assert max(reaches.values()) <= wheel.pawn - 1 - 1.5, (wheel.pawn, reaches)
        assert wheel.pawn <= max(reaches.values()) + 1 + 4, "the pawn only as big as its label needs"


# ---------------------------------------------------------------- Describe (issue 23 point 3)
def described_cards(text: str, colour: str) -> dict[str, int]:
    """Where the text says ``colour``'s pawns stand: pawn number -> card."""
    clause = re.search(rf"\b{colour.capitalize()}: ([^;.]*)", text)
    assert clause, (colour, text)
    both = re.fullmatch(r"both pawns on card (\d+)(?: \([^)]*\))?", clause.group(1))
    if both:
        return {"1": int(both.group(1)), "2": int(both.group(1))}
    return {number: int(card) for number, card in re.findall(r"\bpawn (\d) on card (\d+)\b", clause.group(1))}


def assert_names_no_hidden_card_or_score(board: DernierPeupleBoard, text: str) -> None:
    """The words stay the same when every card and score the viewer may not see is dealt afresh."""
    viewer = board.viewer()
    for seed in range(3):
        twin = DernierPeupleBoard(game=ldp.Game(ldp.rules.resample_hidden(board.game.state, viewer, Rng(seed))),
                                  handover=board.handover, computer_players=list(board.computer_players))
        assert twin.viewer() == viewer and twin.describe_position() == text


@pytest.mark.parametrize(("players", "seed"), [(3, 51), (4, 52), (5, 53)])
def test_describe_names_every_pawns_card_the_scores_and_only_the_hands_sizes(players, seed):
    """Issue 23 point 3: in at most 4 plain sentences, the scores, where each colour's pawns stand and how many
    movement and power cards each player holds, never which."""
    checked = 0
    for number, game in enumerate(random_games(players, seed=seed, moves=120)):
        if number % 6:
            continue
        board = DernierPeupleBoard(game=ldp.Game(game.state), handover=False)
        text = board.describe_position()
        assert_plain_and_short(text)
        state = game.state
        for colour in state.players:
            assert described_cards(text, colour) == {pawn.rsplit("-", 1)[1]: state.pawns[pawn]
                                                     for pawn in ldp.rules.pawn_ids(colour)}, (colour, text)
            name = colour.capitalize()
            assert f"{name} {state.scores[colour]}" in text.split(". ")[0]
            assert f"{name} {len(state.hands[colour])} movement and {len(state.powers[colour])} power" in text
        assert_names_no_hidden_card_or_score(board, text)
        checked += 1
    assert checked >= 5


def test_describe_says_the_village_a_pawn_stands_on():
    text = DernierPeupleBoard.example("sneaky-attack").describe_position()
    assert "Red: pawn 1 on card 6 (blue's village), pawn 2 on card 2 (its village)" in text
    assert "Blue: both pawns on card 6 (its village)" in text and "Green: pawn 1 on card 5," in text


def test_describe_keeps_hidden_scores_hidden():
    """With hidden scores (LE DERNIER PEUPLE, IT, variant) the words say only the scores the board shows: the
    viewer's own, none on the hand-over screen, all in the teacher's view."""
    position = ldp.build_position(3, scores={"red": 3, "blue": 7, "green": 5}, hidden_scores=True)
    board = DernierPeupleBoard(game=ldp.Game.from_position(position), handover=False)
    text = board.describe_position()
    assert board.viewer() == "red" and text.startswith("Scores: Red 3; the others are hidden.")
    assert "7" not in text.split(". ")[0] and "5" not in text.split(". ")[0]
    assert_names_no_hidden_card_or_score(board, text)
    covered = DernierPeupleBoard(game=ldp.Game.from_position(position))
    assert covered.waiting_for_handover() == "red"
    assert covered.describe_position().startswith("The scores are hidden.")
    covered.show_all = True
    assert covered.describe_position().startswith("Scores: Red 3, Blue 7, Green 5.")


def test_describe_against_the_computer_names_no_card_of_any_hand():
    board = DernierPeupleBoard(seed=9, player_count=4, hidden_scores=True,
                               computer_players=["blue", "green", "yellow"], computer_seed=3)
    checked = 0
    for _ in range(40):
        if board.game.outcome is not None:
            break
        text = board.describe_position()
        assert_plain_and_short(text)
        assert board.viewer() == "red" and text.startswith("Scores: Red ")
        assert_names_no_hidden_card_or_score(board, text)
        whole = board.describe()
        assert text in whole and not ENGINE_WORDS.search(whole), whole
        checked += 1
        if board.game.to_move == "red":
            board.play(board.game.legal_moves()[0])
        else:
            board.computer_move()
    assert checked >= 10

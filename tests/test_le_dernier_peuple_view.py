"""The Le Dernier Peuple board picture and widget: what a learner must be able to read and click.

The board shows what the text describes (LE DERNIER PEUPLE, IT, 'Setup': the wheel of terrain cards,
villages, pickaxes, two pawns per player; 'Carte movimento' and 'Carte potere': the hand; 'Fine
della partita': the scores, hidden with the option).  The tests read the SVG as XML: what is drawn,
what can be clicked, and that no hidden card reaches the picture.
"""

from __future__ import annotations

import re
from xml.etree import ElementTree

import pytest

from rulebook import le_dernier_peuple as ldp
from rulebook.core import RandomPlayer
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
    assert board.waiting_for_handover() == "red" and board.moves == []
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

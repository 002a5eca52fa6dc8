"""Le Dernier Peuple's position editor (issue 22 point 1): each kind of change does what its label says, the
material stays whole, an impossible draft says why in words, and a rules question can be set up from an empty
wheel by changes alone."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rulebook import le_dernier_peuple as ldp
from rulebook.le_dernier_peuple import editor
from widgets import DernierPeupleBoard

RED_CARD_7 = "Move movement card 7 (your pawn: +2 then +1 or to card 6) from the draw pile to red's hand"
DOUBLE_STOPS = ["Put red pawn 1 on card 11 (empty)", "Put red pawn 2 on card 3 (empty)",
                "Put blue pawn 1 on card 6 (blue's village)", "Put blue pawn 2 on card 6 (blue's village)",
                "Put green pawn 1 on card 10 (green's village)", "Put green pawn 2 on card 10 (green's village)",
                RED_CARD_7]


def empty_editor(players: int = 3) -> DernierPeupleBoard:
    board = DernierPeupleBoard.editor(empty=True, handover=False)
    if players != 3:
        assert board.edit(f"Play with {players} players (an empty wheel)")
    return board


def material(state: ldp.State) -> Counter:
    """Every card of the draft, wherever it is (hands, piles), and every pawn."""
    cards = Counter(state.draw_pile) + Counter(state.discards) + Counter(state.power_pile)
    cards += Counter(state.power_discards)
    for colour in state.players:
        cards += Counter(state.hands[colour]) + Counter(state.powers[colour])
    return cards + Counter(list(state.pawns))


def whole_set(players: int) -> Counter:
    pawns = [pawn for colour in ldp.colours_for(players) for pawn in ldp.rules.pawn_ids(colour)]
    return Counter(ldp.deck_for(players)) + Counter(ldp.POWER_IDS) + Counter(pawns)


def test_the_empty_wheel_sets_every_pawn_aside_and_every_card_in_its_pile():
    board = empty_editor()
    draft = board.draft
    assert set(draft.pawns.values()) == {None}
    assert draft.draw_pile == ldp.deck_for(3) and set(draft.power_pile) == set(ldp.POWER_IDS)
    assert "red pawn 1 is off the wheel: every pawn stands on one of the terrain cards 1 to 12" in board.edit_problems
    assert len(board.edit_problems) == 6


def test_pawns_are_put_moved_and_taken_off():
    board = empty_editor()
    assert board.edit("Put red pawn 1 on card 7 (empty)") and board.draft.pawns["red-1"] == 7
    assert board.edit(["pawn:red-1", "wheel:8"]) and board.draft.pawns["red-1"] == 8
    assert board.moves and any(move["label"] == "Move red pawn 1 to card 2 (red's village)" for move in board.moves)
    assert board.edit("Take red pawn 1 off the wheel") and board.draft.pawns["red-1"] is None


def test_a_movement_card_goes_from_pile_to_hand_to_the_top_of_the_discards():
    board = empty_editor()
    assert board.edit(RED_CARD_7)
    assert board.draft.hands["red"] == (7,) and 7 not in board.draft.draw_pile
    assert board.edit(["card:12", "to:discards"]) and board.edit(["card:7", "to:discards"])
    assert board.draft.discards == (7, 12) and board.draft.hands["red"] == ()


def test_a_power_card_goes_to_a_hand_and_to_the_used_power_cards():
    board = empty_editor()
    assert board.edit("Move the power card Curse from the power pile to blue's hand")
    assert board.draft.powers["blue"] == ("curse",) and "curse" not in board.draft.power_pile
    assert board.edit("Move the power card Curse from blue's hand to the used power cards")
    assert board.draft.power_discards == ("curse",) and board.draft.powers["blue"] == ()


def test_turn_points_skips_and_what_is_pending():
    board = empty_editor()
    assert board.edit("Green to play") and board.draft.active == "green"
    assert board.edit("Blue gains 1 point") and board.edit("Blue gains 1 point") and board.edit("Blue loses 1 point")
    assert board.draft.scores["blue"] == 1
    assert not any(move["label"] == "Red loses 1 point" for move in board.moves)     # never below 0
    assert board.edit("Red skips the next turn (Mace)") and board.draft.skips["red"] == 1
    assert board.edit("Red plays the next turn") and board.draft.skips["red"] == 0
    assert board.edit("A power card was played this turn") and board.draft.power_played
    assert board.edit("The player to play has one more turn after this one (Speed)") and board.draft.extra_turns == 1


def test_the_player_count_and_the_set_up():
    board = empty_editor(5)
    assert board.draft.size == 20 and len(board.draft.draw_pile) == 40
    assert board.edit("Set up as at the start of a game")
    assert board.edit_problems == []
    assert all(len(hand) == 2 for hand in board.draft.hands.values())
    assert all(board.draft.pawns[f"{colour}-1"] == ldp.village_of(colour) for colour in board.draft.players)


@pytest.mark.parametrize("seed", range(4))
def test_the_material_stays_whole_along_random_changes(seed):
    rng = random.Random(seed)
    board = DernierPeupleBoard(seed=seed, player_count=3 + seed % 3, handover=False)
    board.editing = True
    for _ in range(60):
        players = len(board.draft.players)
        assert material(board.draft) == whole_set(players)
        assert len(board.moves) < 3000
        board.handle_message({"type": "play", "id": rng.randrange(len(board.moves)), "revision": board.revision})


def test_an_impossible_draft_says_why_and_a_fixed_one_plays_from_here():
    board = empty_editor()
    for label in DOUBLE_STOPS[:-1]:
        assert board.edit(label)
    assert board.edit_problems == []
    for card in range(1, 9):
        assert board.edit(["card:" + str(card), "to:red"])
    assert board.edit_problems == ["red holds 8 movement cards; the hand limit is 7"]
    assert not board.play_from_here() and "hand limit is 7" in board.message
    assert board.edit("Move movement card 8 (your pawn: +3 or to card 5) from red's hand to the discards")
    assert board.edit_problems == []
    assert board.play_from_here() and not board.editing
    assert board.game.state.hands["red"] == tuple(range(1, 8)) and board.game.state.discards == (8,)


def test_the_double_card_question_set_up_from_empty_by_changes_alone():
    """LE DERNIER PEUPLE, IT, 'Carte movimento': a double card stops when its first move completes an event."""
    board = empty_editor()
    for label in DOUBLE_STOPS:
        assert board.edit(label), label
    assert board.play_from_here()
    game = board.game
    ends = {move.clicks[-1] for move in game.legal_moves() if move.notation.startswith("play 7 red-1")}
    assert ends == {"wheel:1", "wheel:6"}                       # card 1 (the supply stops it) or the square, 6
    assert "completing a supply" in game.legal_moves()[0].label
    assert "card 1 or 6 only" in ldp.why_not_clicks(game.state, ["move:7", "pawn:red-1", "wheel:2"])
    assert game.position() == ldp.build_position(3, hands={"red": [7]}, pawns={"red-1": 11, "red-2": 3},
                                                 seed=game.state.rng.seed) | {"rng": game.position()["rng"]}


def test_a_game_in_any_phase_can_drop_its_pending_decision():
    position = ldp.example("noble-attack")
    game = ldp.Game.from_position(position, auto_chance=False)
    game.play("play 2 red-2 circle")
    board = DernierPeupleBoard(game=game, handover=False)
    board.editing = True
    assert board.draft.phase in ("defence", "redeploy")
    assert board.edit("Drop the decision pending: back to the start of the movement step")
    assert board.draft.phase == "turn" and board.draft.event is None and board.edit_problems == []


def test_the_palette_begins_with_empty_and_every_card_has_a_button():
    state = empty_editor().draft
    palette = editor.edit_palette(state)
    assert palette[0][1][0] == (editor.EMPTY_KEY, "Empty")
    keys = {key for _heading, buttons in palette for key, _text in buttons}
    assert {f"card:{card}" for card in ldp.deck_for(3)} | {f"card:{card}" for card in ldp.POWER_IDS} <= keys

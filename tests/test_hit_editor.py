"""HIT's position editor (issue 22): each kind of change does what its label says, the 55 cards and the
figures stay whole, an impossible draft says why in words, and a rules question is set up from an empty
board by changes alone."""

from __future__ import annotations

import random

import pytest

from rulebook import hit
from rulebook.hit.board import ALL_CARD_IDS
from rulebook.hit.state import card_counts
from widgets.hit import HitBoard


def empty_editor(players: int = 4) -> HitBoard:
    return HitBoard.editor(empty=True, player_count=players)


def move_card(board: HitBoard, source: str, kind: str, target: str) -> None:
    assert board.edit((f"pile:{source}", f"card:{kind}", f"pile:{target}")), board.message


def labels(board: HitBoard) -> list[str]:
    return [entry["label"] for entry in board.moves]


def assert_material_whole(state: hit.State) -> None:
    counts = card_counts(state)
    assert sorted(counts) == sorted(ALL_CARD_IDS) and set(counts.values()) == {1}
    assert set(state.figures) == set(state.board.all_figure_ids())
    assert len(set(state.figures.values())) == len(state.figures)


def shield_question(board: HitBoard) -> None:
    """HIT, DE, 'FIGUREN SCHLAGEN' (Gruen spielt die 1er-Karte …) set up from an empty board, by changes only."""
    for colour in board.draft.players:
        for kind in ("start-1", "start-3coins", "start-corner"):
            move_card(board, f"{colour}-draw", kind, f"{colour}-hand")
    for kind in ("5", "6", "7", "8", "11"):
        move_card(board, "stack", kind, "market")
    move_card(board, "stack", "4", "blue-discard")
    for label in ("Green to move", "Move green figure 1 to field 23", "Move blue figure 1 to field 24",
                  "Move red figure 1 to field 25", "Move blue figure 2 to field 31"):
        assert board.edit(label), label


# ------------------------------------------------------------------ each kind of change
def test_empty_sets_everything_aside():
    board = empty_editor()
    draft = board.draft
    assert all(where.startswith("wait:") for where in draft.figures.values())
    assert all(not draft.hands[c] and not draft.discards[c] and draft.coins[c] == 0 for c in draft.players)
    assert draft.market == (None,) * 5 and len(draft.neutral) == 31
    assert_material_whole(draft)
    problems = " ".join(board.edit_problems)
    assert "must hold 3 cards" in problems and "market slots 1, 2, 3, 4 and 5 are empty" in problems


def test_a_figure_moves_to_the_field_its_label_names_and_back_to_waiting():
    board = empty_editor()
    assert board.edit("Move red figure 2 to field 17")
    assert board.draft.figures["red-2"] == "field:17"
    assert "Move blue figure 1 to field 17" not in labels(board)       # the field is taken now
    assert board.edit("Move red figure 2 to red's goal field 1")
    assert board.draft.figures["red-2"] == "goal:red-1"
    assert "Move red figure 2 to red's waiting field 3" not in labels(board)       # red figure 3 waits there
    assert board.edit("Move red figure 2 to red's waiting field 2")
    assert board.draft.figures["red-2"] == "wait:red-2"
    assert not any("red figure 2 to blue's" in label for label in labels(board))


def test_a_card_moves_from_where_it_lies_to_where_the_label_says():
    board = empty_editor()
    assert board.edit("Move the card 'hunter' from the neutral stack to blue's discard pile")
    assert board.draft.discards["blue"][0].startswith("hunter#")
    move_card(board, "stack", "4", "blue-discard")
    assert board.draft.discards["blue"][0].startswith("4#")                 # on top: blue is protected
    assert board.draft.protected("blue")
    move_card(board, "red-draw", "start-6", "red-hand")
    assert board.draft.hands["red"] == ("red:start-6",) and "red:start-6" not in board.draft.draws["red"]
    move_card(board, "stack", "7", "market")
    assert board.draft.market[0].startswith("7#")
    assert_material_whole(board.draft)


def test_a_start_card_stays_with_its_colour_and_a_hand_holds_three():
    board = empty_editor()
    assert not any(entry["clicks"][:2] == ["pile:red-draw", "card:start-1"] and entry["clicks"][2] != "pile:red-hand"
                   and not entry["clicks"][2].startswith("pile:red-") for entry in board.moves)
    for kind in ("start-1", "start-6", "start-corner"):
        move_card(board, "red-draw", kind, "red-hand")
    assert not any(entry["clicks"][-1] == "pile:red-hand" for entry in board.moves)


def test_turn_step_and_coins():
    board = empty_editor()
    assert board.edit("Blue to move") and board.draft.current == "blue"
    assert board.edit("Give blue one coin more") and board.draft.coins["blue"] == 1
    assert board.edit("Take one coin from blue") and board.draft.coins["blue"] == 0
    assert "Take one coin from blue" not in labels(board)                  # no coins below nothing
    assert board.edit("Set the step of the turn: buying from the market")
    assert board.draft.phase == "buy" and board.draft.bought == (0, 1, 2, 3, 4)   # empty slots: bought
    assert board.edit("Set the step of the turn: deciding about the shield card on top of the discard pile")
    assert board.draft.phase == "shield" and board.draft.to_draw == 3 and board.draft.bought == ()


def test_a_split_under_way_has_steps_left_and_moved_figures():
    board = empty_editor()
    assert board.edit("Set the step of the turn: splitting the 10 steps of the split card")
    assert board.draft.split == (5, ())
    heading = [heading for heading, _ in board.rules().edit_palette(board.draft)][3]
    assert heading.startswith("The split 10: 5 steps left")
    assert board.edit("One step less left of the split 10") and board.draft.split == (4, ())
    assert board.edit("Move red figure 1 to field 3")
    assert board.edit("Mark red figure 1 as moved by the split 10") and board.draft.split == (4, ("red-1",))
    move_card(board, "stack", "split-10", "red-discard")
    problems = " ".join(board.edit_problems)
    assert "split" not in problems and "must hold 3 cards" in problems
    assert board.edit("Mark red figure 1 as not moved by the split 10")
    assert "already moved at least one figure" in " ".join(board.edit_problems)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_changes_keep_the_material_whole(players):
    board = empty_editor(players)
    rng = random.Random(players)
    for _ in range(80):
        board.handle_message({"type": "play", "id": rng.randrange(len(board.moves)), "revision": board.revision})
        assert_material_whole(board.draft)
        assert len(board.moves) < 3000


def test_starting_positions_for_other_player_counts():
    board = empty_editor()
    assert board.edit("Set up the starting position for 3 players")
    assert board.draft.players == ("red", "blue", "green") and board.edit_problems == []
    assert board.play_from_here() and board.players == ["red", "blue", "green"]


# ------------------------------------------------------------------ impossible, fixed, played
def test_an_impossible_draft_says_why_and_a_fixed_one_plays_from_here():
    board = HitBoard.editor(empty=False, seed=4)
    card = board.draft.hands["blue"][0]
    kind = hit.card_kind(card).kind
    move_card(board, "blue-hand", kind, "blue-draw")
    assert board.edit_problems == ["blue is not at turn and must hold 3 cards, not 2"]
    assert not board.play_from_here() and "must hold 3 cards" in board.message
    move_card(board, "blue-draw", kind, "blue-hand")
    assert board.edit_problems == []
    assert board.play_from_here() and not board.editing and board.game.legal_moves()


def test_an_empty_market_slot_is_a_problem_until_refilled():
    board = HitBoard.editor(empty=False, seed=2)
    kind = hit.card_kind(board.draft.market[2]).kind
    move_card(board, "market", kind, "stack")
    assert board.edit_problems == ["market slot 3 is empty although the neutral stack still has cards to fill it"]
    move_card(board, "stack", kind, "market")
    assert board.edit_problems == []


# ------------------------------------------------------------------ a rules question from an empty board
def test_the_shield_question_is_set_up_from_empty_and_answered():
    board = empty_editor()
    shield_question(board)
    assert board.edit_problems == []
    assert board.play_from_here()
    game = board.game
    moves = {move.notation: move for move in game.legal_moves()}
    assert "past B1 (B1 has a shield) to field 26" in moves["play 1:fwd1 green-1"].label
    assert "field 26" in game.explain(["hand:1", "figure:green-1", "field:24"])
    game.play("play 1:fwd1 green-1")
    assert game.position()["figures"]["green-1"] == "field:26"
    assert game.position()["figures"]["blue-1"] == "field:24"          # not hit: blue is protected


def test_the_question_travels_as_a_position_code():
    board = empty_editor()
    shield_question(board)
    board.play_from_here()
    shared = HitBoard.from_position_code(board.game.position_code())
    assert shared.game.position() == board.game.position()


# ------------------------------------------------------------------ the variants, cards clicked on the board, coins
def palette_texts(board: HitBoard) -> dict[str, str]:
    return {key: text for _heading, buttons in board.rules().edit_palette(board.draft) for key, text in buttons}


def test_mehr_schadenfreude_is_switched_on_and_off_and_ticked():
    board = HitBoard.editor(empty=False, seed=5)
    assert palette_texts(board)["variant:mehr-schadenfreude"] == "Mehr Schadenfreude"
    move_card(board, "stack", "4", "blue-discard")                      # a shield on top: blue is protected
    assert board.draft.protected("blue")
    assert board.edit("Play with the variant Mehr Schadenfreude (shields protect nothing)")
    assert "mehr-schadenfreude" in board.draft.variants and not board.draft.protected("blue")
    assert palette_texts(board)["variant:mehr-schadenfreude"] == "Mehr Schadenfreude ✓"
    assert board.edit(["variant:mehr-schadenfreude"]) and not board.draft.variants
    assert board.draft.protected("blue")


def test_mehr_schadenfreude_during_a_shield_decision_says_why_in_words():
    board = empty_editor()
    assert board.edit("Set the step of the turn: deciding about the shield card on top of the discard pile")
    assert board.edit(["variant:mehr-schadenfreude"])
    assert any("shields must count" in problem for problem in board.edit_problems)


def test_4_statt_3_brings_the_fourth_figures_and_takes_them_away():
    board = HitBoard.editor(empty=False, seed=6)
    assert len(board.draft.figures) == 12
    assert board.edit("Play with the variant 4 statt 3 (four figures each with four players): each colour's "
                      "fourth figure comes onto a waiting field")
    draft = board.draft
    assert "4-statt-3" in draft.variants and len(draft.figures) == 16
    assert all(draft.figures[f"{colour}-4"].startswith(f"wait:{colour}-") for colour in draft.players)
    assert_material_whole(draft)
    assert board.edit_problems == []                     # the starting position with four figures each
    assert palette_texts(board)["variant:4-statt-3"] == "4 statt 3 ✓"
    assert board.edit("Move red figure 4 to field 5")
    assert board.edit("Move red figure 1 to red's waiting field 4")
    assert board.edit("Play without the variant 4 statt 3 (four figures each with four players): each colour's "
                      "fourth figure leaves the board")
    draft = board.draft
    assert len(draft.figures) == 12 and "red-4" not in draft.figures and "field:5" not in draft.occupancy
    assert draft.figures["red-1"] in {"wait:red-1", "wait:red-2", "wait:red-3"}     # off the unused field
    assert_material_whole(draft)
    assert board.edit_problems == []
    assert board.play_from_here() and len(board.game.state.figures) == 12


def test_4_statt_3_with_three_players_is_listed_as_a_problem_not_a_crash():
    board = empty_editor(3)
    assert board.edit(["variant:4-statt-3"])
    only_four = "the variant 4 statt 3 is for 4 players only (with 2 or 3 players each colour has 4 figures anyway)"
    assert board.edit_problems == [only_four]
    assert "<svg" in board.svg and len(board.draft.figures) == 12
    assert board.edit(["variant:4-statt-3"]) and not board.draft.variants


def test_a_card_drawn_on_the_board_is_clicked_then_its_place():
    board = HitBoard.editor(empty=False, seed=7)
    draft = board.draft
    first, market_card = draft.hands["red"][0], draft.market[2]
    assert board.edit(("hand:1", "pile:red-discard"))
    assert board.draft.discards["red"][0] == first and first not in board.draft.hands["red"]
    assert board.edit(("discard:red", "pile:red-hand"))                  # the top card, back into the hand
    assert board.draft.hands["red"][-1] == first and not board.draft.discards["red"]
    assert board.edit(("market:3", "pile:stack"))
    assert board.draft.market[2] is None and board.draft.neutral[0] == market_card
    assert_material_whole(board.draft)
    label = next(entry["label"] for entry in board.moves if entry["clicks"] == ["market:1", "pile:blue-draw"])
    assert label.startswith("Move the card") and "from market slot 1 to blue's draw pile" in label


def test_a_card_on_the_board_goes_only_where_it_may():
    board = HitBoard.editor(empty=False, seed=7)
    targets = {tuple(entry["clicks"])[1] for entry in board.moves if entry["clicks"][0] == "hand:1"}
    assert targets == {"pile:red-draw", "pile:red-discard"}             # a start card stays with its colour
    assert not any(entry["clicks"][0] == "market:1" and entry["clicks"][1].endswith("-hand")
                   for entry in board.moves)                            # every hand is full
    assert len(labels(board)) == len(set(labels(board)))                # each change named once


def test_coins_are_clicked_on_the_board_then_one_more_or_less():
    board = empty_editor()
    assert board.edit(("coins:green", "purse:more")) and board.draft.coins["green"] == 1
    assert board.edit(("coins:green", "purse:less")) and board.draft.coins["green"] == 0
    assert not board.edit(("coins:green", "purse:less"))

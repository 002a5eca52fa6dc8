"""Partners' position editor (issue 22 point 1): each kind of change does what its label says, the 16 pawns and
56 cards stay whole, an impossible draft says why in words, and a rules question's position (Partners, EN, 'The
value of the cards', the swap) is set up from an empty board by edits alone."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rulebook import partners
from rulebook.partners import editor
from rulebook.partners.board import ALL_CARDS, PAWN_IDS
from tests.partners_helpers import notations
from widgets import PartnersBoard

SWAP_PAWNS = {"red pawn 1": "field 5 after red's start", "red pawn 2": "field 5 after red's start",
              "red pawn 3": "field 7 after red's start", "green pawn 1": "green's start field",
              "green pawn 2": "field 5 after green's start", "blue pawn 1": "blue's goal circle 2"}
SWAP_HAND = ("a swap card", "a 3", "a 9", "a 12")


def empty_board() -> PartnersBoard:
    return PartnersBoard.editor(empty=True, seed=3, hot_seat_cover=False)


def edit(board: PartnersBoard, label: str) -> None:
    assert board.edit(label), board.message


def material(state: partners.State) -> Counter:
    """Every card and pawn of the draft (each card once, 16 pawns)."""
    return partners.card_counts(state) + Counter(pawn for pawn in state.pawns)


WHOLE = Counter(ALL_CARDS) + Counter(PAWN_IDS)


def set_up_the_swap_question(board: PartnersBoard) -> None:
    """Partners, EN, 'The value of the cards' (the swap): the worked position, by edits alone."""
    for pawn, place in SWAP_PAWNS.items():
        edit(board, f"Put {pawn} on {place}")
    for card in SWAP_HAND:
        edit(board, f"Move {card} from the deck to Yellow's hand")
    edit(board, "Deal the missing cards from the deck, at random")


# ------------------------------------------------------------------ each kind of change
def test_the_first_button_sets_everything_aside():
    board = PartnersBoard(seed=1)
    board.editing = True
    edit(board, board.moves[0]["label"])
    draft = board.draft
    assert set(draft.pawns.values()) == {"home"} and len(draft.deck) == len(ALL_CARDS)
    assert not any(draft.hands.values()) and draft.used == () and draft.phase == "play"


def test_a_pawn_goes_where_its_label_says_and_home_again():
    board = empty_board()
    edit(board, "Put yellow pawn 2 on field 3 after blue's start")
    assert board.draft.pawns["yellow-2"] == "field:33"
    edit(board, "Put yellow pawn 2 on yellow's goal circle 4 (the innermost)")
    assert board.draft.pawns["yellow-2"] == "goal:yellow-4"
    edit(board, "Send yellow pawn 2 home")
    assert board.draft.pawns["yellow-2"] == "home"


def test_a_pawn_is_made_by_clicking_it_then_its_place():
    board = empty_board()
    edit(board, ["pawn:red-1", "field:20"])
    edit(board, ["pawn:red-2", "field:20"])                       # a double of one colour
    assert board.draft.occupancy["field:20"] == ("red-1", "red-2")
    labels = {move["label"] for move in board.moves}
    assert "Put yellow pawn 1 on field 5 after red's start" not in labels   # another colour's pawns stand there
    assert "Put red pawn 3 on yellow's goal circle 1" not in labels         # a pawn enters only its own goal


def test_a_card_moves_from_one_place_to_another():
    board = empty_board()
    edit(board, ["card:deck:7", "to:yellow"])
    assert board.draft.hands["yellow"] == ("7#5",) and len(board.draft.deck) == len(ALL_CARDS) - 1
    edit(board, "Move a 7 from Yellow's hand to the used pile")
    edit(board, "Move an 8♡ from the deck to the used pile")
    assert board.draft.used == ("7#5", "8#5")                     # the last card put there is on top
    edit(board, "Move a 7 from the used pile to Red's hand")       # the 7 is no longer the top card …
    assert board.draft.used == ("8#5",) and board.draft.hands["red"] == ("7#5",)


def test_a_full_hand_takes_no_fifth_card():
    board = empty_board()
    for _ in range(4):
        edit(board, "Move a 10 from the deck to Yellow's hand")
    assert not any(move["label"].endswith("to Yellow's hand") for move in board.moves)


def test_turn_step_and_deal():
    board = empty_board()
    edit(board, "Blue to move")
    edit(board, "Make this the dealer's deal 3 of 3")
    dealer = board.draft.dealer
    edit(board, f"Make {partners.board.left_of(dealer).capitalize()} the dealer")
    assert (board.draft.turn, board.draft.deals, board.draft.dealer) == ("blue", 3, partners.board.left_of(dealer))
    edit(board, "Make it the exchange: each player chooses a card for the partner")
    assert board.draft.phase == "exchange"
    assert any(heading == "Blue's face-down choice: 0 cards" for heading, _ in PartnersBoard.rules().edit_palette(
        board.draft))


def test_leaving_the_exchange_takes_the_face_down_choices_back_into_the_hands():
    board = empty_board()
    edit(board, "Make it the exchange: each player chooses a card for the partner")
    edit(board, "Move a 3 from the deck to Red's face-down choice")
    edit(board, "Make it the play of a card")
    assert board.draft.exchange["red"] is None and board.draft.hands["red"] == ("3#4",)


def test_a_seven_being_shared_out_is_set_step_by_step():
    board = empty_board()
    edit(board, "Make it a 7 being shared out")
    assert board.draft.phase == "split" and board.draft.split == (editor.FIRST_SEVEN_LEFT, ())
    edit(board, "Leave 3 steps of the 7")
    edit(board, ["seven:moved", "pawn:yellow-1"])
    assert board.draft.split == (3, ("yellow-1",))
    edit(board, "No longer count yellow pawn 1 as moved with this 7")
    assert board.draft.split == (3, ())


def test_the_starting_position_is_a_new_deal():
    board = empty_board()
    edit(board, "Set up as at the start: every pawn home, new cards dealt")
    assert board.edit_problems == [] and board.draft.phase == "exchange"
    assert all(len(hand) == 4 for hand in board.draft.hands.values())


# ------------------------------------------------------------------ the material stays whole
@pytest.mark.parametrize("seed", range(4))
def test_random_edits_keep_every_card_and_pawn(seed):
    board = PartnersBoard(seed=seed, hot_seat_cover=False)
    board.editing = True
    rng = random.Random(seed)
    for _ in range(60):
        assert material(board.draft) == WHOLE
        assert editor.counts(board.draft) == {"pawns": 16, "cards": 56}
        assert len(board.moves) < 3000
        board.handle_message({"type": "play", "id": rng.randrange(len(board.moves)), "revision": board.revision})
    assert material(board.draft) == WHOLE


def test_a_moved_card_is_no_longer_a_gift_of_the_exchange():
    game = partners.new_game(seed=2)
    for _ in range(4):
        game.play(game.legal_moves()[0])                  # the four choices: the exchange is made
    gift = game.state.gifts["yellow"]
    board = PartnersBoard(game=game, hot_seat_cover=False)
    board.editing = True
    kind = partners.card_kind(gift)
    edit(board, f"Move {editor.a_card(kind.kind)} from Blue's hand to the deck")
    left = board.draft.gifts["yellow"]
    assert left is None or left in board.draft.hands["blue"]    # the card moved was the gift, or the gift stayed
    assert not any("gave" in problem for problem in board.edit_problems)


# ------------------------------------------------------------------ impossible drafts say why
def test_a_pawn_on_another_colours_start_field_is_refused_in_words():
    board = empty_board()
    set_up_the_swap_question(board)
    assert board.edit_problems == []
    edit(board, "Put yellow pawn 1 on red's start field")
    assert board.edit_problems == ["yellow pawn 1 stands on red's start field; only its owner's pawns come out there"]
    assert not board.play_from_here() and "red's start field" in board.message


def test_a_seven_being_shared_out_needs_its_seven_and_a_pawn_moved():
    board = empty_board()
    set_up_the_swap_question(board)
    edit(board, "Make it a 7 being shared out")
    seven_on_top = "a 7 is being shared out, so a 7 must lie on top of the used pile"
    moved = "a 7 is being shared out, so at least one pawn has moved with it already (each pawn counted once)"
    assert board.edit_problems == [seven_on_top]
    edit(board, "Move a 12 from Yellow's hand to the deck")
    edit(board, "Move a 7 from the deck to the used pile")       # the 7 played: yellow holds three cards
    assert board.edit_problems == [moved]
    edit(board, "Put yellow pawn 1 on field 5 after yellow's start")
    edit(board, ["seven:moved", "pawn:yellow-1"])
    edit(board, "Put yellow pawn 2 on field 2 after yellow's start")
    assert board.edit_problems == []                  # the 4 steps left go to yellow pawn 2 (a pawn moves once)
    edit(board, "Send yellow pawn 2 home")
    unusable = "Yellow is sharing out a 7 whose remaining steps cannot be used; such a position cannot arise in play"
    assert board.edit_problems == [unusable]


def test_the_empty_table_lists_the_deck_and_the_empty_hand():
    board = empty_board()
    assert "after 1 deal by this dealer the deck holds 40 cards, not 56" in board.edit_problems
    assert f"{board.draft.turn} is to move but has no cards" in board.edit_problems


def test_a_fixed_draft_plays_from_here():
    board = empty_board()
    set_up_the_swap_question(board)
    edit(board, "Put yellow pawn 1 on red's start field")
    assert board.edit_problems
    edit(board, "Send yellow pawn 1 home")
    assert board.edit_problems == [] and board.play_from_here() and not board.editing
    assert board.game.to_move == "yellow"


# ------------------------------------------------------------------ a rules question from an empty board
def test_the_swap_question_is_set_up_from_empty_and_answered():
    """Partners, EN, 'The value of the cards' (the swap): a pawn on its own start field, in a double or in its
    goal zone is protected; yellow must swap the only two pawns left, red-3 and green-2."""
    board = empty_board()
    set_up_the_swap_question(board)
    assert board.play_from_here()
    assert notations(board.game) == {"play swap red-3 green-2"}
    assert board.game.state.pawns == partners.Game.from_position(partners.example("swap_limits")).state.pawns
    reason = board.game.explain("play swap red-3 green-1")
    assert "start field" in reason

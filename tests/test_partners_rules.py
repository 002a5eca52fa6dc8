"""Partners' rules, sentence by sentence (Partners, EN 'GAME RULES'; DE, FR, ES and IT say the same).

Each test names the section it follows; the worked statements of the facts file (−4 shortcut,
bounce, the 7's exception, the swap's limits, landing on a double, walls) are in
``test_partners_examples.py``.
"""

from __future__ import annotations

import pytest
from partners_helpers import check_invariants, game_at, notations, where

from rulebook import partners
from rulebook.core import IllegalMove, InvalidPosition
from rulebook.partners.board import DEALS_PER_DEALER, FIRST_DEALER


# ---------------------------------------------------------------- Preparation, Giving cards
def test_partners_sit_diagonally():
    """Partners, EN, 'Preparation': yellow with blue, green with red."""
    assert partners.partner_of("yellow") == "blue" and partners.partner_of("red") == "green"
    assert set(map(frozenset, partners.TEAMS)) == {frozenset({"yellow", "blue"}), frozenset({"red", "green"})}
    assert partners.COLOURS == ("yellow", "red", "blue", "green")   # clockwise: partners opposite


def test_set_up_every_pawn_at_home_and_four_cards_each():
    """Partners, EN, 'Preparation' and 'Giving cards': 4 pawns at home, 4 cards each, the rest beside."""
    game = partners.new_game(seed=3)
    state = game.state
    assert set(state.pawns.values()) == {"home"}
    assert all(len(hand) == 4 for hand in state.hands.values())
    assert len(state.deck) == 40 and state.used == ()
    assert state.dealer == FIRST_DEALER and state.deals == 1
    assert state.phase == "exchange" and game.to_move == partners.board.left_of(FIRST_DEALER)
    check_invariants(state)


def test_the_deal_is_drawn_when_dealing_and_the_deck_has_no_order_yet():
    """Partners, EN, 'Giving cards': the shuffle happens at the deal; the undealt cards keep no order."""
    hands = {tuple(partners.new_game(seed=seed).state.hands["yellow"]) for seed in range(6)}
    assert len(hands) > 1
    deck = partners.new_game(seed=1).position()["deck"]
    assert deck == sorted(deck, key=partners.board.card_sort_key)
    assert partners.Game.chance_outcomes(partners.new_game(seed=1).state) == []


def test_new_game_refuses_other_player_counts():
    with pytest.raises(ValueError, match="4 players"):
        partners.new_game(seed=1, players=3)


# ---------------------------------------------------------------- Change of cards
def test_each_player_chooses_a_card_for_the_partner_in_turn():
    """Partners, EN, 'Change of cards': one card each, chosen in turn from the dealer's left."""
    game = partners.new_game(seed=5)
    first = game.to_move
    kinds = {card.split("#")[0] for card in game.state.hands[first]}
    assert notations(game) == {f"give {kind}" for kind in kinds}
    move = game.legal_moves()[0]
    assert move.clicks == (f"hand:{move.notation.split()[1]}",)
    game.play(move)
    assert len(game.state.hands[first]) == 3 and game.state.exchange[first] is not None
    assert game.to_move == partners.board.left_of(first) and game.state.phase == "exchange"


def test_the_choice_stays_face_down_until_all_four_have_chosen():
    """Partners, EN, 'Change of cards': exchanged at the same time, face down, nobody sees the value."""
    game = partners.new_game(seed=5)
    chooser = game.to_move
    move = game.play(game.legal_moves()[0])
    card = game.state.exchange[chooser]
    for viewer in (None, "red", "blue", "green"):
        view = partners.visible_position(game.state, viewer)
        assert view["exchange"][chooser] == "face down"
        assert card not in str(view)
        label = partners.public_label(game.start_state, move, viewer)
        assert card.split("#")[0] not in label.split("card")[0] and "face down" in label
    assert partners.visible_position(game.state, chooser)["exchange"][chooser] == card
    assert game.public_labels("blue")[-1] == "Yellow chose a card for blue (face down)"


def test_the_cards_change_hands_when_all_four_have_chosen_and_the_dealers_left_begins():
    """Partners, EN, 'Change of cards' and 'The game'."""
    game = partners.new_game(seed=8)
    given = {}
    for _ in range(4):
        colour = game.to_move
        move = game.legal_moves()[-1]
        given[colour] = move.data.card
        game.play(move)
    state = game.state
    assert state.phase == "play" and game.to_move == partners.board.left_of(state.dealer)
    for colour, card in given.items():
        assert card in state.hands[partners.partner_of(colour)]
        assert state.gifts[colour] == card
    assert all(len(hand) == 4 for hand in state.hands.values())
    check_invariants(state)


# ---------------------------------------------------------------- The round ends, New dealer
def _last_card_of_round(deals: int) -> partners.Game:
    return game_at(to_move="green", dealer="red", deals=deals, pawns={"green-1": "field:50"},
                   hands={"green": ["3#1"], "yellow": [], "red": [], "blue": []})


def test_when_all_cards_are_played_the_dealer_deals_again_from_the_remaining_deck():
    """Partners, EN, 'The round ends': 4 new cards each from the remaining pile, then the exchange."""
    game = _last_card_of_round(deals=1)
    used_before = game.state.used
    game.play("play 3 green-1")
    state = game.state
    assert state.dealer == "red" and state.deals == 2 and len(state.deck) == 24
    assert state.used == used_before + ("3#1",)
    assert state.phase == "exchange" and game.to_move == "blue"     # left of the dealer
    assert all(len(hand) == 4 for hand in state.hands.values())
    check_invariants(state)


def test_after_three_deals_the_next_player_collects_shuffles_and_deals():
    """Partners, EN, 'New dealer'."""
    game = _last_card_of_round(deals=DEALS_PER_DEALER)
    game.play("play 3 green-1")
    state = game.state
    assert state.dealer == "blue" and state.deals == 1
    assert len(state.deck) == 40 and state.used == ()
    assert game.to_move == "green"
    check_invariants(state)


def test_turns_go_clockwise_and_skip_players_without_cards():
    """Partners, EN, 'The game': next player clockwise; EN 'No possible moves': out until the next deal."""
    game = game_at(to_move="yellow", pawns={"yellow-1": "field:3", "blue-1": "field:33", "green-1": "field:48"},
                   hands={"yellow": ["3#1", "6#1"], "red": [], "blue": ["3#2", "6#2"], "green": ["3#3", "6#3"]})
    game.play("play 3 yellow-1")
    assert game.to_move == "blue"


# ---------------------------------------------------------------- The game: coming out, counting
@pytest.mark.parametrize("card", ["start#1", "8#1", "13#1"])
def test_cards_with_the_start_symbol_bring_a_pawn_out(card):
    """Partners, EN, 'The game' and 'The value of the cards': ♡, 8♡ and 13♡ bring a pawn out."""
    kind = card.split("#")[0]
    game = game_at(hands={"yellow": [card, "3#1", "9#1", "12#1"]})
    move = game.play(f"play {kind} out yellow")
    assert move.clicks == (f"hand:{kind}", "home:yellow")
    assert where(game, "yellow-1") == "field:0"
    assert game.state.used[-1] == card


def test_without_a_start_card_no_pawn_comes_out_and_the_hand_is_folded():
    """Partners, EN, 'The game' (a card with the start symbol is needed) and 'No possible moves'."""
    game = game_at(hands={"yellow": ["3#1", "9#1", "12#1", "7#1"]})
    assert notations(game) == {"fold"}
    assert "start symbol" in game.explain("play 3 out yellow")
    game.play("fold")
    assert game.state.hands["yellow"] == () and set(game.state.used[-4:]) == {"3#1", "9#1", "12#1", "7#1"}
    assert game.to_move == "red"


def test_a_second_pawn_may_come_out_onto_its_own_pawn():
    """Partners, EN, 'Walls': one or more pawns on the start field."""
    game = game_at(pawns={"yellow-1": "field:0"}, hands={"yellow": ["start#1", "3#1", "9#1", "12#1"]})
    game.play("play start out yellow")
    assert where(game, "yellow-2") == "field:0" and where(game, "yellow-1") == "field:0"


def test_start_fields_are_not_counted_as_steps():
    """Partners, EN, 'The game': the starting space is not counted when moving around the board."""
    game = game_at(pawns={"yellow-1": "field:13"}, hands={"yellow": ["3#1", "9#1", "12#1", "10#1"]})
    game.play("play 3 yellow-1")
    assert where(game, "yellow-1") == "field:17"         # 14, (red's start 15 skipped), 16, 17


def test_start_fields_are_not_counted_when_entering_the_goal():
    """Partners, EN, 'The game': nor when the pawn enters the goal zone."""
    game = game_at(pawns={"yellow-1": "field:58"}, hands={"yellow": ["3#1", "9#1", "12#1", "10#1"]})
    game.play("play 3 yellow-1")
    assert where(game, "yellow-1") == "goal:yellow-2"     # 59, circle 1, circle 2


@pytest.mark.parametrize(("card", "steps"), [("3", 3), ("6", 6), ("9", 9), ("10", 10), ("12", 12), ("8", 8),
                                             ("13", 13)])
def test_number_cards_move_their_value_forward(card, steps):
    """Partners, EN, 'The value of the cards': the pawn is moved the number of steps on the card."""
    game = game_at(pawns={"yellow-1": "field:1"}, hands={"yellow": [f"{card}#1"]})
    move = game.play(f"play {card} yellow-1")
    assert move.clicks == (f"hand:{card}", "pawn:yellow-1")
    expected = 1 + steps + (1 if 1 + steps >= 15 else 0)   # red's start field is skipped
    assert where(game, "yellow-1") == f"field:{expected}"


def test_the_1_14_moves_1_or_14_and_the_last_click_says_which():
    """Partners, EN, 'The value of the cards': a pawn can be moved 1 or 14 steps forward."""
    game = game_at(pawns={"yellow-1": "field:1"}, hands={"yellow": ["1-14#1"]})
    moves = {move.notation: move for move in game.legal_moves()}
    assert set(moves) == {"play 1-14 yellow-1 1", "play 1-14 yellow-1 14"}
    assert moves["play 1-14 yellow-1 1"].clicks == ("hand:1-14", "pawn:yellow-1", "field:2")
    assert moves["play 1-14 yellow-1 14"].clicks[-1] == "field:16"
    assert "1 or 14" in game.explain("play 1-14 yellow-1 5")


def test_the_minus4_moves_four_steps_backwards():
    """Partners, EN, 'The value of the cards': a pawn must be moved 4 steps backwards."""
    game = game_at(pawns={"yellow-1": "field:10"}, hands={"yellow": ["minus4#1"]})
    game.play("play minus4 yellow-1")
    assert where(game, "yellow-1") == "field:6"


def test_the_minus4_cannot_move_a_pawn_in_the_goal_zone():
    """Partners, EN, 'The value of the cards' (−4): not for pawns in the goal zone."""
    game = game_at(pawns={"yellow-1": "goal:yellow-1"}, hands={"yellow": ["minus4#1", "9#1"]})
    assert not any(n.startswith("play minus4") for n in notations(game))
    assert "goal zone" in game.explain("play minus4 yellow-1")


# ---------------------------------------------------------------- Walls
def test_a_wall_stops_other_pawns_passing_forwards():
    """Partners, EN, 'Walls': a pawn on its own start field blocks every other pawn."""
    game = partners.Game.from_position(partners.example("wall"))
    assert "play 9 yellow-1" not in notations(game)
    assert "wall" in game.explain("play 9 yellow-1")


def test_a_wall_stops_other_pawns_passing_backwards():
    """Partners, EN, 'Walls' (assumed from the tournament guide: in both directions)."""
    position = partners.example("wall")
    position["to_move"] = "blue"
    game = partners.Game.from_position(position)
    assert "play minus4 blue-1" not in notations(game)
    assert "wall" in game.explain("play minus4 blue-1")


def test_the_owner_may_pass_its_own_wall_backwards():
    """Partners, EN, 'Walls': the pawns of the player who made the wall can pass it backwards."""
    position = partners.example("wall")
    position["to_move"] = "red"
    game = partners.Game.from_position(position)
    game.play("play minus4 red-2")
    assert where(game, "red-2") == "field:12"                 # 16, (15 own start), 14, 13, 12
    assert where(game, "yellow-1") == "home"                  # bumped


def test_a_seven_clicked_across_a_wall_is_refused_with_the_wall():
    """Partners, EN, 'Walls' and 'The value of the cards' (the 7): a 7 whose steps would take a pawn past a wall
    is refused with the wall, not only with the places the pawn can reach (issue 30)."""
    game = game_at(pawns={"yellow-1": "field:12", "red-1": "field:15", "yellow-2": "field:5"},
                   hands={"yellow": ["7#1", "3#1"]})
    refusal = game.explain(["hand:7", "pawn:yellow-1", "field:19"])
    assert "red's pawn on red's start field forms a wall" in refusal
    assert "it can reach field 13 after yellow's start, field 14 after yellow's start" in refusal
    split = game_at(pawns={"yellow-1": "field:13", "red-1": "field:15", "yellow-2": "field:33",
                           "yellow-3": "field:40"}, hands={"yellow": ["7#1", "3#1"]})
    split.play("play 7 yellow-2 4")                                 # 3 steps of the 7 left
    assert "forms a wall" in split.explain(["pawn:yellow-1", "field:17"])


def test_a_swap_clicked_onto_a_home_base_is_refused_with_the_rule():
    """Partners, EN, 'The value of the cards' (the swap): a swap with a home base or an empty field is refused with
    what the swap does, not with a board instruction (issue 30)."""
    game = game_at(pawns={"yellow-1": "field:12", "red-1": "field:20"}, hands={"yellow": ["swap#1", "3#1"]})
    refusal = game.explain(["hand:swap", "pawn:yellow-1", "home:blue"])
    assert refusal == ("The swap exchanges the places of two pawns standing on the board, and blue's home base is "
                       "not a pawn (Partners, EN, 'The value of the cards').")
    assert "field 7 after red's start is not a pawn" in game.explain(["hand:swap", "pawn:yellow-1", "field:22"])


def test_a_card_clicked_to_a_place_too_far_is_refused_with_its_steps():
    """Partners, EN, 'The value of the cards': a place more steps away than the card gives is refused with the
    steps needed and the steps the card moves (issue 30)."""
    game = game_at(pawns={"yellow-1": "field:2"}, hands={"yellow": ["1-14#1"]})
    assert game.explain(["hand:1-14", "pawn:yellow-1", "field:8"]).startswith(
        "Yellow pawn 1 would need 6 steps to get there, and the 1/14 moves it 1 or 14 steps.")


def test_an_empty_start_field_is_no_wall():
    game = game_at(pawns={"yellow-1": "field:12"}, hands={"yellow": ["9#1"]})
    game.play("play 9 yellow-1")
    assert where(game, "yellow-1") == "field:22"


# ---------------------------------------------------------------- Bump back
def test_landing_on_a_single_opponent_bumps_it_home():
    """Partners, EN, 'Bump back': the pawn on the spot goes back to its home base."""
    game = game_at(pawns={"yellow-1": "field:1", "red-1": "field:4"}, hands={"yellow": ["3#1"]})
    move = game.play("play 3 yellow-1")
    assert where(game, "yellow-1") == "field:4" and where(game, "red-1") == "home"
    assert "bumping red pawn 1 home" in move.label


def test_landing_on_the_partners_single_pawn_bumps_it_too():
    """Partners, EN, 'Bump back' (DE: 'ins Haus des Gegners/Partners')."""
    game = partners.Game.from_position(partners.example("double_bump"))
    game.play("play 3 yellow-1")
    assert where(game, "blue-1") == "home" and where(game, "yellow-1") == "field:14"


def test_own_pawns_on_one_field_form_a_double():
    """Partners, EN, 'The value of the cards' (swap): 2 or more pawns of one colour are protected."""
    game = game_at(pawns={"yellow-1": "field:1", "yellow-2": "field:4"}, hands={"yellow": ["3#1"]})
    move = game.play("play 3 yellow-1")
    assert where(game, "yellow-1") == where(game, "yellow-2") == "field:4"
    assert "double" in move.label


def test_passing_pawns_on_the_board_is_allowed():
    game = game_at(pawns={"yellow-1": "field:1", "red-1": "field:2", "red-2": "field:2"}, hands={"yellow": ["3#1"]})
    game.play("play 3 yellow-1")
    assert where(game, "yellow-1") == "field:4" and where(game, "red-1") == "field:2"


# ---------------------------------------------------------------- Getting the pawns to the goal zone
def test_a_pawn_is_locked_only_on_the_innermost_free_circle():
    """Partners, EN, 'Getting the pawns to the goal zone': filled from the innermost circle."""
    game = game_at(pawns={"yellow-1": "field:56"}, hands={"yellow": ["6#1", "3#1"]})
    game.play("play 6 yellow-1")                           # 57, 58, 59, circles 1-3
    assert where(game, "yellow-1") == "goal:yellow-3" and "yellow-1" not in game.state.locked
    other = game_at(pawns={"yellow-1": "field:57"}, hands={"yellow": ["6#1", "3#1"]})
    other.play("play 6 yellow-1")                          # 58, 59, circles 1-4
    assert where(other, "yellow-1") == "goal:yellow-4" and "yellow-1" in other.state.locked


def test_a_locked_pawn_can_no_longer_move():
    """Partners, EN, 'Getting the pawns to the goal zone': a locked pawn cannot be moved."""
    game = game_at(pawns={"yellow-1": "goal:yellow-4"}, hands={"yellow": ["1-14#1"]})
    assert notations(game) == {"fold"}
    assert "locked" in game.explain("play 1-14 yellow-1 1")


def test_an_unlocked_pawn_in_the_goal_zone_moves_on_to_lock():
    game = game_at(pawns={"yellow-1": "goal:yellow-1"}, hands={"yellow": ["3#1"]})
    game.play("play 3 yellow-1")
    assert where(game, "yellow-1") == "goal:yellow-4" and "yellow-1" in game.state.locked


def test_pawns_in_the_goal_zone_cannot_be_jumped_from_the_board():
    """Partners, EN, 'Getting the pawns to the goal zone': a pawn cannot pass a pawn in the goal zone."""
    game = game_at(pawns={"yellow-1": "field:59", "yellow-2": "goal:yellow-1"}, hands={"yellow": ["3#1"]})
    assert "play 3 yellow-1" not in notations(game)
    assert "cannot be passed" in game.explain("play 3 yellow-1")


def test_a_pawn_must_turn_into_its_goal_zone():
    """Assumed (data file 'goal_entrance'): no second lap."""
    game = game_at(pawns={"yellow-1": "field:59"}, hands={"yellow": ["1-14#1"]})
    game.play("play 1-14 yellow-1 1")
    assert where(game, "yellow-1") == "goal:yellow-1"


# ---------------------------------------------------------------- In the goal zone the pawn can change direction
def test_too_high_a_card_bounces_back_with_the_remaining_steps():
    """Partners, EN, 'In the goal zone the pawn can change direction': the remaining steps backwards."""
    game = game_at(pawns={"yellow-1": "field:59"}, hands={"yellow": ["6#1"]})
    game.play("play 6 yellow-1")                            # circles 1-4 (4 steps), back to 3, 2
    assert where(game, "yellow-1") == "goal:yellow-2"


def test_a_bounce_can_lead_back_out_onto_the_board():
    """Partners, EN, 'In the goal zone the pawn can change direction' ('backwards back onto the board')."""
    game = game_at(pawns={"yellow-1": "field:59", "yellow-4": "goal:yellow-4"}, hands={"yellow": ["10#1"]})
    game.play("play 10 yellow-1")                            # 1,2,3 in; 2,1,59,58,57,56,55 back
    assert where(game, "yellow-1") == "field:55"


def test_a_pawn_shut_in_between_two_pawns_cannot_move():
    """Rule note 'bounce': no free circle either way means no step is possible."""
    game = game_at(pawns={"yellow-1": "goal:yellow-2", "yellow-2": "goal:yellow-1", "yellow-3": "goal:yellow-3"},
                   hands={"yellow": ["3#1"]})
    assert "play 3 yellow-1" not in notations(game)
    assert "shut in" in game.explain("play 3 yellow-1")


def test_a_bounce_may_end_where_the_pawn_started():
    """Rule note 'bounce-back-home': the steps are used even if the pawn ends where it began."""
    game = game_at(pawns={"yellow-1": "goal:yellow-2", "yellow-4": "goal:yellow-4"}, hands={"yellow": ["6#1"]})
    # 3 (1), back 2 (2), 1 (3), 59 (4), 58 (5), 57 (6)
    game.play("play 6 yellow-1")
    assert where(game, "yellow-1") == "field:57"
    again = game_at(pawns={"yellow-1": "goal:yellow-2", "yellow-4": "goal:yellow-4", "yellow-3": "goal:yellow-1"},
                    hands={"yellow": ["6#1"]})
    again.play("play 6 yellow-1")                            # 3, 2, 3, 2, 3, 2: back where it began
    assert where(again, "yellow-1") == "goal:yellow-2"


# ---------------------------------------------------------------- the 7
def test_the_7_is_split_part_by_part_each_pawn_once():
    """Partners, EN, 'The value of the cards' (7): split between pawns, each moved once, 7 in total."""
    game = game_at(pawns={"yellow-1": "field:1", "yellow-2": "field:20"}, hands={"yellow": ["7#1", "3#1"]})
    first = {move.notation: move for move in game.legal_moves() if move.notation.startswith("play 7")}
    assert "play 7 yellow-1 3" in first and first["play 7 yellow-1 3"].clicks == ("hand:7", "pawn:yellow-1",
                                                                                     "field:4")
    game.play("play 7 yellow-1 3")
    assert game.state.phase == "split" and game.to_move == "yellow"
    assert notations(game) == {"split yellow-2 4"}
    assert "only once" in game.explain("split yellow-1 4")
    game.play("split yellow-2 4")
    assert where(game, "yellow-2") == "field:24" and game.state.phase == "play" and game.to_move != "yellow"


def test_all_7_steps_must_be_used():
    """Partners, EN, 'The value of the cards' (7): the player must move a total of 7 steps."""
    # yellow-2 can take at most 2 steps (a wall two fields ahead), so yellow-1 must take at least 5
    game = game_at(pawns={"yellow-1": "field:1", "yellow-2": "field:12", "red-1": "field:15"},
                   hands={"yellow": ["7#1"]})
    first = {n for n in notations(game) if n.startswith("play 7")}
    assert first == {"play 7 yellow-1 5", "play 7 yellow-1 6", "play 7 yellow-1 7", "play 7 yellow-2 1",
                     "play 7 yellow-2 2"}
    assert "cannot all be used" in game.explain("play 7 yellow-1 4")


def test_a_7_that_cannot_be_used_completely_cannot_be_played():
    game = game_at(pawns={"yellow-1": "field:12", "red-1": "field:15"}, hands={"yellow": ["7#1"]})
    assert notations(game) == {"fold"}


def test_a_finished_player_plays_the_7_for_the_partner():
    """Partners, EN, 'When a player has all of his/her pawns in the goal zone circles'."""
    game = game_at(pawns={"yellow-1": "goal:yellow-1", "yellow-2": "goal:yellow-2", "yellow-3": "goal:yellow-3",
                          "yellow-4": "goal:yellow-4", "blue-1": "field:31", "blue-2": "field:40"},
                   hands={"yellow": ["7#1"]})
    assert {n.split()[2] for n in notations(game)} == {"blue-1", "blue-2"}


# ---------------------------------------------------------------- the swap
def test_the_swap_changes_places_of_any_two_unprotected_pawns():
    """Partners, EN, 'The value of the cards' (swap): own, partner's, opponents', even one colour."""
    game = game_at(pawns={"yellow-1": "field:3", "yellow-2": "field:8", "red-1": "field:20", "blue-1": "field:40"},
                   hands={"yellow": ["swap#1"]})
    swaps = [m for m in game.legal_moves() if m.notation.startswith("play swap")]
    # issue 20 point 8: each pair of pawns is one move (listed once), clicked in either order
    assert len(swaps) == 4 * 3 // 2
    assert partners.Game.notation_for_clicks(game.state, ("hand:swap", "pawn:red-1", "pawn:yellow-1")) == \
        partners.Game.notation_for_clicks(game.state, ("hand:swap", "pawn:yellow-1", "pawn:red-1")) == \
        "play swap yellow-1 red-1"
    assert "written 'play swap yellow-1 red-1'" in game.explain("play swap red-1 yellow-1")
    move = game.play("play swap yellow-1 red-1")
    assert move.clicks == ("hand:swap", "pawn:yellow-1", "pawn:red-1")
    assert where(game, "yellow-1") == "field:20" and where(game, "red-1") == "field:3"


def test_the_swap_can_exchange_two_pawns_of_the_same_colour():
    game = game_at(pawns={"yellow-1": "field:3", "yellow-2": "field:8"}, hands={"yellow": ["swap#1"]})
    game.play("play swap yellow-1 yellow-2")
    assert where(game, "yellow-1") == "field:8" and where(game, "yellow-2") == "field:3"


@pytest.mark.parametrize(("protected", "reason"), [("red-1", "double"), ("green-1", "start field"),
                                                   ("blue-1", "goal zone"), ("yellow-1", "home base")])
def test_protected_pawns_cannot_be_swapped(protected, reason):
    """Partners, EN, 'The value of the cards' (swap): goal zones, starting spaces, home bases, doubles."""
    game = partners.Game.from_position(partners.example("swap_limits"))
    assert not any(protected in n for n in notations(game))
    assert reason in game.explain(f"play swap {protected} red-3")


def test_the_swap_must_be_used_even_without_own_pawns_out():
    """Partners, EN, 'No possible moves' (please notice) and the swap: no fold while a swap is possible."""
    game = partners.Game.from_position(partners.example("swap_limits"))
    assert "fold" not in notations(game)
    assert "can still use a card" in game.explain("fold")


# ---------------------------------------------------------------- finishing, winning
def test_a_finished_player_moves_the_partners_pawns_and_brings_them_out():
    """Partners, EN, 'When a player has all of his/her pawns in the goal zone circles'."""
    locked = {f"yellow-{n}": f"goal:yellow-{n}" for n in range(1, 5)}
    game = game_at(pawns=dict(locked, **{"blue-1": "field:31"}), hands={"yellow": ["8#1"]})
    assert notations(game) == {"play 8 out blue", "play 8 blue-1"}
    assert "plays for the partner" in game.explain("play 8 yellow-1")
    game.play("play 8 out blue")
    assert where(game, "blue-2") == "field:30"


def test_the_first_team_with_all_eight_pawns_locked_wins():
    """Partners, EN, 'The winner is'."""
    pawns = {f"{c}-{n}": f"goal:{c}-{n}" for c in ("yellow", "blue") for n in range(1, 5)}
    pawns["blue-1"] = "field:27"                               # 28, 29, circle 1
    game = game_at(to_move="yellow", pawns=pawns, hands={"yellow": ["3#1", "9#1"]})
    game.play("play 3 blue-1")
    assert game.outcome is not None and set(game.outcome.winners) == {"yellow", "blue"}
    assert "yellow and blue" in game.outcome.reason
    assert game.legal_moves() == []
    with pytest.raises(IllegalMove, match="over"):
        game.play("play 9 blue-1")


def test_a_7_that_wins_ends_at_once():
    """Rule note 'seven-partner': a part that wins the game ends the 7."""
    pawns = {f"{c}-{n}": f"goal:{c}-{n}" for c in ("yellow", "blue") for n in range(1, 5)}
    pawns["blue-1"] = "field:27"
    game = game_at(to_move="yellow", pawns=pawns, hands={"yellow": ["7#1"]})
    assert "play 7 blue-1 3" in notations(game)
    game.play("play 7 blue-1 3")
    assert game.outcome is not None and set(game.outcome.winners) == {"yellow", "blue"}


# ---------------------------------------------------------------- explanations and bad input
@pytest.mark.parametrize(("notation", "words"), [
    ("play 99 yellow-1", "There is no card"),
    ("play 12 yellow-1", "holds no 12"),
    ("play 3 purple-1", "no pawn"),
    ("play 3 red-1", "moves only yellow pawns"),
    ("give 3", "Cards are given to the partner only right after a deal"),
    ("split yellow-1 3", "No 7 is being shared out"),
    ("play 3 yellow-1 3", "always moves 3 steps"),
    ("dance", "not a Partners move"),
])
def test_illegal_notations_are_explained_and_change_nothing(notation, words):
    game = game_at(pawns={"yellow-1": "field:3", "red-1": "field:20"}, hands={"yellow": ["3#1", "9#1"]})
    before = game.position()
    with pytest.raises(IllegalMove) as error:
        game.play(notation)
    assert words in error.value.reason
    assert game.position() == before and game.cursor == 0


def test_explain_clicks_for_a_learner():
    game = game_at(pawns={"yellow-1": "field:3"}, hands={"yellow": ["1-14#1", "9#1"]})
    assert "can reach" in game.explain(["hand:1-14", "pawn:yellow-1", "field:40"])
    assert "click on" in game.explain(["hand:9"]).lower()
    assert "Start with a hand card" in game.explain(["field:3"])
    assert "holds no" in game.explain(["hand:swap"])


def test_a_described_position_lists_every_problem():
    position = partners.build_position(pawns={"yellow-1": "field:15", "red-1": "field:3", "yellow-2": "field:3"})
    position["dealer"] = "purple"
    position["hands"]["yellow"] = ["3#1", "nonsense"]
    with pytest.raises(InvalidPosition) as error:
        partners.Game.from_position(position)
    text = "\n".join(error.value.problems)        # the message names the first few; problems lists them all
    for words in ("red's start field", "share field 3 after yellow's start", "purple", "nonsense"):
        assert words in text


def test_positions_round_trip():
    game = partners.new_game(seed=11)
    for _ in range(30):
        game.play(game.legal_moves()[0])
    again = partners.Game.from_position(game.position())
    assert again.position() == game.position()
    assert partners.Game.from_record(game.to_record()).position() == game.position()


def test_rule_notes_are_written_down():
    assert {"bounce", "exchange-order", "swap-counts-as-usable", "seven-partner", "fold-face-up"} <= set(
        partners.RULE_NOTES)


def test_every_complete_click_path_is_a_move_or_a_real_choice():
    """Issue 20 point 8: a pawn shuttling in the goal zone (Partners, EN, 'In the goal zone the pawn can change
    direction') reaches circle 3 with 1, 3, 5 or 7 steps of a 7: the same clicks make four moves that leave
    different steps for the other pawns. Python says so and names them (the board offers them in its chooser);
    it never asks to 'click on' when nothing can follow."""
    game = game_at(pawns={"yellow-1": "goal:yellow-2", "yellow-2": "goal:yellow-1", "yellow-3": "goal:yellow-4"},
                   hands={"yellow": ["7#1"]})
    clicks = ["hand:7", "pawn:yellow-1", "goal:yellow-3"]
    same = [m for m in game.legal_moves() if m.made_by(clicks)]
    assert [m.notation for m in same] == [f"play 7 yellow-1 {n}" for n in (1, 3, 5, 7)]
    assert len({m.label for m in same}) == 4                      # labels that tell the choices apart
    text = game.explain(clicks)
    assert text.startswith("These clicks make 4 different moves; choose one") and "click on" not in text
    assert len(text) <= 500
    # every complete click path of every listed move leads to a move or to such a choice
    for move in game.legal_moves():
        assert game.explain(list(move.clicks)).endswith("is a legal move.") or "choose one" in game.explain(
            list(move.clicks))


def test_greedy_computers_play_every_card_and_option():
    """Issue 20 point 9: in a batch of seeded games of four greedy computers every kind of card is played
    (Partners, EN, 'The value of the cards'), a pawn comes out, the 7 is shared out, a hand is folded ('No
    possible moves') and cards are given to the partner ('Card exchange')."""
    from collections import Counter

    from rulebook.core import GreedyPlayer, play_out
    from rulebook.partners.board import KINDS

    seen = Counter()
    for seed in range(4):
        game = play_out(partners.new_game(seed=seed), GreedyPlayer(seed), max_moves=3000)
        assert game.outcome is not None
        for move in game.history:
            words = move.notation.split()
            seen[words[0]] += 1
            if words[0] == "play":
                seen[f"card {words[1]}"] += 1
                seen["come out"] += len(words) == 4 and words[2] == "out"
    assert {f"card {kind}" for kind in KINDS} <= set(seen), sorted(seen)
    assert all(seen[what] for what in ("come out", "split", "fold", "give")), sorted(seen)


# ================================================================ where the five languages differ (issue 20 point 7)
def test_every_language_difference_is_written_down():
    """Partners, DE/EN/FR/ES/IT: each difference between the languages names the languages and the reading
    followed, and the data file no longer claims that they all say the same."""
    notes = partners.LANGUAGE_NOTES
    assert set(notes) == {"seven-last-pawn", "landing-on-a-double", "swap-start-fields", "blocked-entrance"}
    for text in notes.values():
        assert sum(language in text for language in ("DE", "EN", "FR", "ES", "IT")) >= 3, text
        assert "We follow" in text
    assert "which say the same" not in partners.board.DATA["source"]


def test_a_pawn_on_goal_circle_one_blocks_the_entrance():
    """Language note 'blocked-entrance' (Partners, IT 'Portare le pedine al traguardo': pawns in the goal circles
    may not be jumped; FR 'Entrent dans la zone du but': a pawn not yet on its proper circle may not be passed;
    DE and EN are silent): yellow pawn 1 at
    its entrance cannot turn in past yellow pawn 2 on circle 1, and with no second lap the 8 cannot move it."""
    game = game_at(pawns={"yellow-1": "field:59", "yellow-2": "goal:yellow-1"}, hands={"yellow": ["8#1"]})
    assert not any(n.startswith("play 8 yellow-1") for n in notations(game))
    assert "blocks the way into the goal zone" in game.explain("play 8 yellow-1")
    assert "blocked-entrance" in partners.RULE_NOTES


def test_a_pawn_on_its_start_field_cannot_be_swapped():
    """Language note 'swap-start-fields' (Partners, EN and ES, 'The value of the cards': start fields protect from
    the swap; DE, FR and IT do not list them): with red pawn 1 on red's start field the swap has no pair."""
    game = game_at(pawns={"yellow-1": "field:3", "red-1": "field:15"}, hands={"yellow": ["swap#1"]})
    assert notations(game) == {"fold"}
    assert "start field, where pawns are protected from the swap" in game.explain("play swap yellow-1 red-1")


@pytest.mark.parametrize(("pawns", "card", "says"), [
    ({}, "minus4", "every one is in the home base"),
    ({}, "swap", "two unprotected pawns"),
    ({"yellow-1": "field:13", "red-1": "field:15"}, "9", "forms a wall"),
])
def test_a_card_that_cannot_be_used_says_why_at_its_first_click(pawns, card, says):
    """Issue 19 point 1: clicking a card with no move names the rule at once (Partners, EN, 'The value of the
    cards', 'Walls'), never 'click the pawn' when no pawn can follow."""
    game = game_at(pawns=pawns, hands={"yellow": [f"{card}#1", "3#1"]})
    assert not any(move.clicks[0] == f"hand:{card}" for move in game.legal_moves())
    text = game.explain([f"hand:{card}"])
    assert says in text and "Click" not in text and "(Partners, EN" in text
